import { EngrimError } from '../errors.ts';
import { MEMORY_TYPES, TIERS, type MemoryInput, type MemoryType, type Tier } from '../types.ts';

export const LIMITS = {
  contentChars: 64_000,
  tags: 32,
  tagChars: 64,
  nameChars: 128,
  refChars: 256,
} as const;

const invalid = (field: string, problem: string, fix: string) =>
  new EngrimError(`invalid ${field}: ${problem}; ${fix}`, 'INPUT');

export function parseTier(value: unknown, field = 'tier'): Tier {
  const tier = typeof value === 'string' ? value.toUpperCase() : value;
  if (!TIERS.includes(tier as Tier)) throw invalid(field, `${JSON.stringify(value)}`, `use one of ${TIERS.join(', ')}`);
  return tier as Tier;
}

export function parseType(value: unknown, field = 'type'): MemoryType {
  if (!MEMORY_TYPES.includes(value as MemoryType)) {
    throw invalid(field, `${JSON.stringify(value)}`, `use one of ${MEMORY_TYPES.join(', ')}`);
  }
  return value as MemoryType;
}

export function parseImportance(value: unknown, field = 'importance'): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > 1) {
    throw invalid(field, `${JSON.stringify(value)}`, 'use a number from 0 to 1');
  }
  return n;
}

export function parseTags(value: unknown, field = 'tags'): string[] {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list)) throw invalid(field, 'not a list', 'give an array of strings or "a,b,c"');
  const tags = [...new Set(list.map((t) => (typeof t === 'string' ? t.trim() : t)))].filter((t) => t !== '');
  if (tags.length > LIMITS.tags) throw invalid(field, `${tags.length} tags`, `use at most ${LIMITS.tags}`);
  for (const tag of tags) {
    if (typeof tag !== 'string') throw invalid(field, `${JSON.stringify(tag)} is not a string`, 'tags are strings');
    if (tag.length > LIMITS.tagChars) throw invalid(field, `a tag of ${tag.length} characters`, `keep tags under ${LIMITS.tagChars}`);
  }
  return tags as string[];
}

function parseName(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string' || value.trim() === '') throw invalid(field, JSON.stringify(value), 'give a non-empty string');
  if (value.length > max) throw invalid(field, `${value.length} characters`, `use at most ${max}`);
  return value.trim();
}

function optionalString(value: unknown, field: string, max = 4096): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' && typeof value !== 'number') throw invalid(field, JSON.stringify(value), 'give a string');
  const s = String(value);
  if (s.length > max) throw invalid(field, `${s.length} characters`, `use at most ${max}`);
  return s;
}

/** Checks and normalises a memory to store; throws an error naming the bad field. */
export function validateInput(input: MemoryInput): Required<Omit<MemoryInput, 'created_at' | 'decision' | 'context' | 'expires_at'>> &
  Pick<MemoryInput, 'created_at' | 'decision' | 'expires_at'> & { context: string | null } {
  if (typeof input.content !== 'string') throw invalid('content', 'missing or not a string', 'give the memory text');
  const content = input.content.replace(/\u0000/g, '').trim();
  if (content === '') throw invalid('content', 'empty', 'give the memory text');
  if (content.length > LIMITS.contentChars) {
    throw invalid('content', `${content.length} characters`, `split it into memories under ${LIMITS.contentChars}`);
  }
  if (input.expires_at != null && !Number.isFinite(input.expires_at)) {
    throw invalid('expires_at', JSON.stringify(input.expires_at), 'use an ISO date or epoch milliseconds');
  }
  if (input.created_at !== undefined && !Number.isFinite(input.created_at)) {
    throw invalid('created_at', JSON.stringify(input.created_at), 'use an ISO date or epoch milliseconds');
  }
  return {
    content,
    type: input.type === undefined ? 'semantic' : parseType(input.type),
    kind: input.kind === undefined ? 'note' : parseName(input.kind, 'kind', LIMITS.nameChars),
    tier: input.tier === undefined ? 'T2' : parseTier(input.tier),
    importance: input.importance === undefined ? 0.5 : parseImportance(input.importance),
    namespace: input.namespace === undefined ? 'default' : parseName(input.namespace, 'namespace', LIMITS.nameChars),
    collection: input.collection === undefined ? 'default' : parseName(input.collection, 'collection', LIMITS.nameChars),
    tags: input.tags === undefined ? [] : parseTags(input.tags),
    ref: optionalString(input.ref, 'ref', LIMITS.refChars),
    agent: optionalString(input.agent, 'agent', LIMITS.nameChars),
    session_id: optionalString(input.session_id, 'session_id', LIMITS.refChars),
    turn_id: optionalString(input.turn_id, 'turn_id', LIMITS.refChars),
    cwd: optionalString(input.cwd, 'cwd'),
    git_branch: optionalString(input.git_branch, 'git_branch', LIMITS.refChars),
    git_commit: optionalString(input.git_commit, 'git_commit', LIMITS.refChars),
    transcript_path: optionalString(input.transcript_path, 'transcript_path'),
    created_at: input.created_at,
    decision: input.decision ?? null,
    context: optionalString(input.context, 'context', LIMITS.contentChars),
    expires_at: input.expires_at,
  };
}

/** Parses a date given as ISO text or epoch milliseconds. */
export function parseDate(value: unknown, field: string): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const asNumber = Number(value);
    if (Number.isFinite(asNumber) && /^\d+$/.test(value.trim())) return asNumber;
    const t = Date.parse(value);
    if (Number.isFinite(t)) return t;
  }
  throw invalid(field, JSON.stringify(value), 'use an ISO date such as 2026-01-31 or 2026-01-31T12:00:00Z');
}
