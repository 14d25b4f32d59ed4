import type { DecisionMeta, Memory } from '../types.ts';

export type MemoryRow = Omit<Memory, 'tags' | 'decision'> & { rowid: number; tags: string; decision: string | null };

export const MEMORY_COLUMNS = `rowid, id, content, type, kind, tier, importance, namespace, collection, tags, ref,
  agent, session_id, turn_id, cwd, git_branch, git_commit, transcript_path, created_at, updated_at,
  last_accessed_at, access_count, shown_count, content_hash, decision, expires_at, superseded_by,
  archived_at, revision, context`;

/** The columns an insert sets; the others start at their defaults (see `insertedRow`). */
export type InsertValues = Omit<MemoryRow, 'rowid' | 'last_accessed_at' | 'access_count' | 'shown_count' | 'superseded_by' | 'archived_at' | 'revision'>;

/**
 * The row SQLite holds after inserting `values` (the memories table's defaults
 * filled in), without reading it back; a test compares it with the row read.
 */
export function insertedRow(rowid: number, v: InsertValues): MemoryRow {
  return {
    rowid, id: v.id, content: v.content, type: v.type, kind: v.kind, tier: v.tier, importance: v.importance, namespace: v.namespace,
    collection: v.collection, tags: v.tags, ref: v.ref, agent: v.agent, session_id: v.session_id, turn_id: v.turn_id, cwd: v.cwd,
    git_branch: v.git_branch, git_commit: v.git_commit, transcript_path: v.transcript_path, created_at: v.created_at,
    updated_at: v.updated_at, last_accessed_at: null, access_count: 0, shown_count: 0, content_hash: v.content_hash,
    decision: v.decision, expires_at: v.expires_at, superseded_by: null, archived_at: null, revision: 1, context: v.context,
  };
}

export function rowToMemory(row: MemoryRow): Memory {
  const { rowid: _rowid, tags, decision, ...rest } = row;
  return {
    ...rest,
    tags: parseJson<string[]>(tags) ?? [],
    decision: decision ? parseJson<DecisionMeta>(decision) : null,
  };
}

function parseJson<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
