// Shared data shapes of the engine. Rows are plain objects so every edge can
// serialise them as they are.

export const MEMORY_TYPES = ['episodic', 'semantic', 'procedural'] as const;
export type MemoryType = (typeof MEMORY_TYPES)[number];

export const TIERS = ['T0', 'T1', 'T2', 'T3'] as const;
export type Tier = (typeof TIERS)[number];

export const SEARCH_MODES = ['hybrid', 'semantic', 'fulltext'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/** Structured part of a decision: what was chosen and what was rejected, with why. */
export interface DecisionMeta {
  chosen?: string;
  /** `from`: the id of the replaced decision that turned the option down, for one carried over when it was superseded. */
  rejected?: { option: string; reason?: string; from?: string }[];
}

export interface Provenance {
  agent?: string | null;
  session_id?: string | null;
  turn_id?: string | null;
  cwd?: string | null;
  git_branch?: string | null;
  git_commit?: string | null;
  transcript_path?: string | null;
}

export interface MemoryInput extends Provenance {
  content: string;
  type?: MemoryType;
  kind?: string;
  tier?: Tier;
  importance?: number;
  namespace?: string;
  collection?: string;
  tags?: string[];
  ref?: string | null;
  created_at?: number;
  decision?: DecisionMeta | null;
  /** Text around the memory (e.g. the turn it answers): searchable, never shown as content. */
  context?: string | null;
  /** Explicit expiry (epoch ms; an import keeps the exported one); else from the tier's TTL. */
  expires_at?: number | null;
}

export interface Memory extends Required<Provenance> {
  id: string;
  content: string;
  type: MemoryType;
  kind: string;
  tier: Tier;
  importance: number;
  namespace: string;
  collection: string;
  tags: string[];
  ref: string | null;
  created_at: number;
  updated_at: number;
  last_accessed_at: number | null;
  access_count: number;
  shown_count: number;
  content_hash: string;
  decision: DecisionMeta | null;
  expires_at: number | null;
  superseded_by: string | null;
  archived_at: number | null;
  revision: number;
  context: string | null;
}

export interface Filters {
  namespace?: string;
  collection?: string;
  tags?: string[];
  agent?: string;
  /** Source session id (provenance). */
  session?: string;
  /** Memory kind: decision, convention, note, … */
  kind?: string;
  /** Any of these kinds. */
  kinds?: string[];
  type?: MemoryType;
  tier?: Tier;
  since?: number;
  until?: number;
  /** Include archived and superseded memories (default false). */
  all?: boolean;
  /** Only memories expiring before this time (epoch ms). */
  expiresBefore?: number;
}

export interface SearchHit {
  memory: Memory;
  score: number;
  /** Rank in each source list (1-based), for explanation and tests. */
  ranks: { fulltext?: number; semantic?: number };
  cosine?: number;
}
