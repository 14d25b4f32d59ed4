import type { DecisionMeta, Memory } from '../types.ts';

export type MemoryRow = Omit<Memory, 'tags' | 'decision'> & { rowid: number; tags: string; decision: string | null };

export const MEMORY_COLUMNS = `rowid, id, content, type, kind, tier, importance, namespace, collection, tags, ref,
  agent, session_id, turn_id, cwd, git_branch, git_commit, transcript_path, created_at, updated_at,
  last_accessed_at, access_count, shown_count, content_hash, decision, expires_at, superseded_by,
  archived_at, revision, context`;

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
