import { EngrimError } from '../errors.ts';
import { parseDate } from '../store/validate.ts';
import type { Category, CategoryVersion } from '../lifecycle/categories.ts';
import type { Memory, MemoryInput } from '../types.ts';

// The JSONL interchange format of `engrim import` / `engrim export`: one JSON
// object a line. Export writes every field; import takes the input fields and
// ignores the ones the store computes itself, so an export round-trips.

const INPUT_KEYS = new Set([
  'content', 'ref', 'agent', 'session_id', 'turn_id', 'tags', 'type', 'kind', 'tier', 'importance', 'namespace',
  'collection', 'created_at', 'cwd', 'git_branch', 'git_commit', 'transcript_path', 'decision', 'context', 'expires_at',
]);
const COMPUTED_KEYS = new Set([
  'id', 'updated_at', 'last_accessed_at', 'access_count', 'shown_count', 'content_hash', 'superseded_by',
  'archived_at', 'revision',
]);

/**
 * What an exported line says of the memory's state besides its fields: the id
 * it had, the memory that superseded it and when it was archived. An import
 * keeps that id when no other memory of the store has it (else it gives a new
 * one), then links and archives the memories again from this, so `export
 * --all | import` keeps what was current and what was not. A memory the store
 * has already, as exported, is left as it was (importing a backup twice is no
 * restatement: no revision, no use counted towards promotion).
 */
export interface ImportState {
  id?: string;
  superseded_by?: string;
  archived_at?: number;
}

/**
 * A category slot in the interchange format: `{"category": {namespace, name, slot, content, updated_at}}` for what a
 * slot holds, with `replaced_at` and `how` for an earlier content of its history (export --all).
 */
export type CategoryLine = { category: Category } | { version: CategoryVersion };

/** Parses one import line (a memory, or a category slot); throws an error saying what is wrong with it. */
export function parseImportLine(line: string): { input: MemoryInput; state: ImportState } | CategoryLine {
  let value: unknown;
  try {
    value = JSON.parse(line.replace(/^\uFEFF/, '')); // a file saved with a byte-order mark (Windows editors, PowerShell) starts with one
  } catch (error) {
    throw new EngrimError(`not valid JSON (${(error as Error).message})`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new EngrimError('expected a JSON object');
  const obj = value as Record<string, unknown>;
  if ('category' in obj) return parseCategoryLine(obj);
  const unknown = Object.keys(obj).filter((k) => !INPUT_KEYS.has(k) && !COMPUTED_KEYS.has(k));
  if (unknown.length) throw new EngrimError(`unknown field ${unknown.map((k) => `"${k}"`).join(', ')}; known: ${[...INPUT_KEYS].join(', ')}`);
  const input: Record<string, unknown> = {};
  for (const key of INPUT_KEYS) if (obj[key] !== undefined && obj[key] !== null) input[key] = obj[key];
  if (input.created_at !== undefined) input.created_at = parseDate(input.created_at, 'created_at');
  if (input.expires_at !== undefined) input.expires_at = parseDate(input.expires_at, 'expires_at');
  const state: ImportState = {};
  if (typeof obj.id === 'string') state.id = obj.id;
  if (typeof obj.superseded_by === 'string') state.superseded_by = obj.superseded_by;
  if (obj.archived_at !== undefined && obj.archived_at !== null) state.archived_at = parseDate(obj.archived_at, 'archived_at');
  return { input: input as unknown as MemoryInput, state };
}

/** The public JSON shape of a memory: every field, times as ISO strings. */
export function memoryRecord(m: Memory): Record<string, unknown> {
  const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
  return {
    ...m,
    created_at: iso(m.created_at),
    updated_at: iso(m.updated_at),
    last_accessed_at: iso(m.last_accessed_at),
    expires_at: iso(m.expires_at),
    archived_at: iso(m.archived_at),
  };
}

export function exportLine(m: Memory): string {
  return JSON.stringify(memoryRecord(m));
}

/** A category slot (or an earlier content of one) as an export line. */
export function categoryLine(c: Category | CategoryVersion): string {
  const iso = (t: number) => new Date(t).toISOString();
  return JSON.stringify({ category: { ...c, updated_at: iso(c.updated_at), ...('replaced_at' in c ? { replaced_at: iso(c.replaced_at) } : {}) } });
}

const CATEGORY_KEYS = ['namespace', 'name', 'slot', 'content', 'updated_at', 'replaced_at', 'how'];

function parseCategoryLine(obj: Record<string, unknown>): CategoryLine {
  const extra = Object.keys(obj).filter((k) => k !== 'category');
  if (extra.length) throw new EngrimError(`a category line holds only "category", not ${extra.map((k) => `"${k}"`).join(', ')}`);
  const c = obj.category as Record<string, unknown> | null;
  if (!c || typeof c !== 'object' || Array.isArray(c)) throw new EngrimError('"category" must be an object: {"namespace", "name", "slot", "content"}');
  const unknown = Object.keys(c).filter((k) => !CATEGORY_KEYS.includes(k));
  if (unknown.length) throw new EngrimError(`unknown category field ${unknown.map((k) => `"${k}"`).join(', ')}; known: ${CATEGORY_KEYS.join(', ')}`);
  const text = (key: string, fallback?: string): string => {
    const v = c[key] ?? fallback;
    if (typeof v !== 'string' || !v.trim()) throw new EngrimError(`category "${key}" must be a non-empty string`);
    return v;
  };
  const category: Category = {
    namespace: text('namespace', 'default'),
    name: text('name'),
    slot: text('slot', 'main'),
    content: text('content'),
    updated_at: c.updated_at === undefined ? Date.now() : parseDate(c.updated_at, 'category updated_at'),
  };
  if (c.replaced_at === undefined) return { category };
  const how = c.how ?? 'replaced';
  if (how !== 'replaced' && how !== 'deleted') throw new EngrimError(`category "how" must be "replaced" or "deleted", got ${JSON.stringify(how)}`);
  return { version: { ...category, replaced_at: parseDate(c.replaced_at, 'category replaced_at'), how } };
}
