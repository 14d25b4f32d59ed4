import { redact, redactInput } from '../capture/redact.ts';
import type { Embedder } from '../embed/embedder.ts';
import type { Check } from '../store/doctor.ts';
import type { DB } from '../store/sqlite.ts';
import type { Store } from '../store/store.ts';
import { memoriesCount } from '../store/snapshots.ts';
import type { Memory } from '../types.ts';
import { counted } from '../util/text.ts';

// Secrets already in a database: stored before every write path redacted (until 2026-12, only the capture hook
// did; the CLI, MCP, HTTP and imports stored text as given), or by a rule added since. `engrim doctor` finds
// them; `engrim doctor --fix` redacts them where they sit — memories in every state (the archive too), the merge
// events that keep a restatement's words, category slots and their history.

export interface StoredSecrets {
  /** Memories holding one, by id, with what each holds. */
  memories: { id: string; kinds: string[] }[];
  /** How many category slots, and earlier contents of slots, hold one. */
  categories: number;
  /** Merge events whose recorded wording holds one. */
  events: number;
  kinds: string[];
}

type Row = { rowid: number; id: string; content: string; context: string | null; tags: string; decision: string | null };

const PAGE = 1000;

/** Each memory (current, archived, superseded) whose text redaction would change, with its redacted text. */
function* memoriesWithSecrets(db: DB): Generator<{ memory: Pick<Memory, 'id' | 'content' | 'context' | 'tags' | 'decision'>; kinds: string[] }> {
  const page = db.prepare('SELECT rowid, id, content, context, tags, decision FROM memories WHERE rowid > ? ORDER BY rowid LIMIT ?');
  for (let after = 0; ; ) {
    const rows = page.all(after, PAGE) as Row[];
    if (!rows.length) return;
    after = rows[rows.length - 1].rowid;
    for (const r of rows) {
      const given = { content: r.content, context: r.context, tags: parsed<string[]>(r.tags) ?? [], decision: r.decision ? parsed<Memory['decision']>(r.decision) : null };
      const { input, kinds } = redactInput(given);
      if (kinds.length) yield { memory: { id: r.id, content: input.content, context: input.context ?? null, tags: input.tags ?? [], decision: input.decision ?? null }, kinds };
    }
  }
}

function parsed<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** The texts of category slots, their history and merge events that hold a secret, each with its redacted text. */
function otherTexts(db: DB): { table: string; rowid: number; column: string; text: string; kinds: string[] }[] {
  const found = [];
  for (const [table, column, where] of [['categories', 'content', ''], ['category_history', 'content', ''], ['events', 'detail', "WHERE kind = 'merge' AND detail IS NOT NULL"]] as const) {
    // _rowid_: the events table has a column named rowid (the memory's).
    for (const row of db.prepare(`SELECT _rowid_ AS rowid, ${column} AS text FROM ${table} ${where}`).iterate() as Iterable<{ rowid: number; text: string }>) {
      const r = redact(row.text);
      // A merge event's detail is JSON: redaction works inside its strings, and a result that no longer parses is not written.
      if (r.redactions && (table !== 'events' || parsed(r.text) !== null)) found.push({ table, rowid: row.rowid, column, text: r.text, kinds: r.kinds });
    }
  }
  return found;
}

function summary(memories: StoredSecrets['memories'], other: ReturnType<typeof otherTexts>): StoredSecrets {
  return {
    memories,
    categories: other.filter((o) => o.table !== 'events').length,
    events: other.filter((o) => o.table === 'events').length,
    kinds: [...memories.flatMap((m) => m.kinds), ...other.flatMap((o) => o.kinds)],
  };
}

/** What a database holds (`db` may be opened read-only: doctor's check changes nothing). */
export function findStoredSecrets(db: DB): StoredSecrets {
  return summary([...memoriesWithSecrets(db)].map(({ memory, kinds }) => ({ id: memory.id, kinds })), otherTexts(db));
}

/**
 * Redacts every stored secret in place, in one transaction: each memory keeps its id, tier, times and history,
 * its vector re-embedded from the redacted text when a model is loaded. Returns what it redacted.
 */
export function redactStoredSecrets(store: Store, embedder: Embedder | null, now = Date.now()): StoredSecrets {
  const found = redactInPlace(store, embedder, now);
  if (found.kinds.length) {
    // The old words would stay in the full-text index's older segments and in the file's freed pages until
    // rewritten: the index is merged, the file rewritten, the WAL emptied.
    store.db.exec("INSERT INTO memories_fts (memories_fts) VALUES ('optimize')");
    store.db.exec('VACUUM');
    store.db.pragma('wal_checkpoint(TRUNCATE)');
  }
  return found;
}

function redactInPlace(store: Store, embedder: Embedder | null, now: number): StoredSecrets {
  return store.transaction(() => {
    const memories: StoredSecrets['memories'] = [];
    for (const { memory, kinds } of memoriesWithSecrets(store.db)) {
      const vector = embedder ? { model: embedder.id, vec: embedder.embed(memory.content) } : undefined;
      store.rewriteText(memory.id, memory, vector, now);
      memories.push({ id: memory.id, kinds });
    }
    const other = otherTexts(store.db);
    for (const o of other) store.db.prepare(`UPDATE ${o.table} SET ${o.column} = ? WHERE _rowid_ = ?`).run(o.text, o.rowid);
    return summary(memories, other);
  });
}

/** `engrim doctor`'s check: what looks like a secret in the file, and the command that redacts it. */
export function secretsCheck(db: DB): Check {
  const found = findStoredSecrets(db);
  if (!found.kinds.length) return { name: 'secrets', ok: true, detail: 'no stored text looks like a secret' };
  const where = [
    found.memories.length && `${memoriesCount(found.memories.length)} (${found.memories.slice(0, 3).map((m) => m.id).join(', ')}${found.memories.length > 3 ? ', …' : ''})`,
    found.categories && counted(found.categories, 'category text'),
    found.events && counted(found.events, 'merge record'),
  ].filter(Boolean);
  return { name: 'secrets', ok: false, detail: `${where.join(', ')} hold what looks like a secret (${[...new Set(found.kinds)].join(', ')}), stored before every write redacted: run \`engrim doctor --fix\` to redact them in place` };
}
