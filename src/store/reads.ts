// Everything the store reads for search, recall, the CLI and the lifecycle: memories by id, rowid, ref or
// content, in lists and counts, and the full-text index. No writes but the index rows a read inside a
// transaction must see first.
import { NotFoundError } from '../errors.ts';
import type { Filters, Memory } from '../types.ts';
import { StoreConnection } from './connection.ts';
import { filterSql, isNarrowing } from './filters.ts';
import { contentHash } from './hash.ts';
import { MEMORY_COLUMNS, rowToMemory, type MemoryRow } from './rows.ts';

/** The few columns search ranks on (boosts), read for every candidate. */
export type RankInfo = Pick<Memory, 'importance' | 'tier' | 'created_at' | 'agent'>;

/** Which rowids a dense scan may return: only `allow` (when set), never `deny`. */
export interface RowidFilter {
  allow?: Set<number>;
  deny?: Set<number>;
}

/** Memories `m` of a JSON list of rowids (the list bound as the first parameter), looked up one by one. */
const BY_ROWIDS = 'json_each(?) AS j CROSS JOIN memories m ON m.rowid = j.value';
/** MEMORY_COLUMNS of `m` (json_each has an `id` and a `type` of its own). */
const M_COLUMNS = MEMORY_COLUMNS.split(',').map((c) => `m.${c.trim()}`).join(', ');

/** BM25 weight of the context column relative to the content column (measured: 0.3 / 0.5 / 0.8, see docs/benchmarks.md). */
export const CONTEXT_WEIGHT = 0.5;

export class StoreReads extends StoreConnection {
  /** The rowids a dense scan may return under `filters`. */
  rowidFilter(filters: Filters): RowidFilter {
    if (isNarrowing(filters)) {
      const { where, params } = filterSql(filters);
      return { allow: new Set(this.prep(`SELECT m.rowid FROM memories m WHERE ${where}`).pluck().all(...params) as number[]) };
    }
    return filters.all ? {} : { deny: new Set(this.stmts.inactive.all() as number[]) };
  }

  get(id: string): Memory | null {
    const row = this.stmts.byId.get(id) as MemoryRow | undefined;
    return row ? rowToMemory(row) : null;
  }

  require(id: string): Memory {
    const memory = this.get(id);
    if (!memory) throw new NotFoundError(`no memory with id ${id}; list ids with \`engrim list\``);
    return memory;
  }

  getByRowid(rowid: number): Memory | null {
    const row = this.stmts.byRowid.get(rowid) as MemoryRow | undefined;
    return row ? rowToMemory(row) : null;
  }

  rowidOf(id: string): number | null {
    const row = this.prep('SELECT rowid FROM memories WHERE id = ?').get(id) as { rowid: number } | undefined;
    return row?.rowid ?? null;
  }

  /** The id of a memory in `namespace` whose text is `content` as exact duplicates compare it, whatever its state (superseded, archived); null when none. */
  idWithContent(content: string, namespace: string): string | null {
    return (this.prep('SELECT id FROM memories INDEXED BY memories_hash WHERE content_hash = ? AND namespace = ? LIMIT 1').pluck().get(contentHash(content), namespace) as string | undefined) ?? null;
  }

  /** Why a memory was last archived (the reason `forget` recorded: 'expired', 'over budget', 'forget', …), or null. */
  lastArchiveReason(id: string): string | null {
    const rowid = this.requireRowid(id);
    return (this.prep("SELECT detail FROM events WHERE rowid = ? AND kind = 'archive' ORDER BY at DESC, _rowid_ DESC LIMIT 1").pluck().get(rowid) as string | undefined) ?? null;
  }

  /** The words memories had before fuller statements gave them theirs (merge events' `was`), by rowid: one read for a write's candidates. */
  earlierWords(rowids: number[]): Map<number, string[]> {
    const out = new Map<number, string[]>();
    if (!rowids.length) return out;
    const rows = this.prep(
      `SELECT rowid, json_extract(detail, '$.was') AS was FROM events
       WHERE rowid IN (SELECT value FROM json_each(?)) AND kind = 'merge' AND json_valid(detail) AND json_extract(detail, '$.was') IS NOT NULL`,
    ).all(JSON.stringify(rowids)) as { rowid: number; was: string }[];
    for (const { rowid, was } of rows) out.set(rowid, [...(out.get(rowid) ?? []), was]);
    return out;
  }

  /**
   * What a memory was called before, oldest first: the words it had before a fuller statement gave it its own
   * (`was`), and restatements merged into it in other words (`said`); each with when and by which agent.
   */
  wordings(id: string): { at: number; agent: string | null; was?: string; said?: string }[] {
    const rows = this.prep(
      `SELECT at, json_extract(detail, '$.agent') AS agent, json_extract(detail, '$.was') AS was, json_extract(detail, '$.content') AS said
       FROM events WHERE rowid = ? AND kind = 'merge' AND json_valid(detail) ORDER BY at, _rowid_`,
    ).all(this.requireRowid(id)) as { at: number; agent: string | null; was: string | null; said: string | null }[];
    return rows.filter((r) => r.was || r.said).map(({ at, agent, was, said }) => ({ at, agent, ...(was ? { was } : {}), ...(said ? { said } : {}) }));
  }

  /** Current memories of `agent` whose ref starts with `prefix` (an imported folder's records), with their refs. */
  currentRefsUnder(prefix: string, namespace: string, agent: string): { id: string; ref: string }[] {
    return this.prep(
      "SELECT id, ref FROM memories WHERE substr(ref, 1, ?) = ? AND namespace = ? AND agent = ? AND superseded_by IS NULL AND archived_at IS NULL",
    ).all(prefix.length, prefix, namespace, agent) as { id: string; ref: string }[];
  }

  /** The current (not superseded, not archived) memories `agent` wrote under `ref` in `namespace`. */
  currentIdsWithRef(ref: string, namespace: string, agent: string): string[] {
    return this.prep('SELECT id FROM memories WHERE ref = ? AND namespace = ? AND agent = ? AND superseded_by IS NULL AND archived_at IS NULL').pluck().all(ref, namespace, agent) as string[];
  }

  /**
   * Memories for many rowids at once, keyed by rowid (filters applied). The list
   * drives the join (CROSS JOIN fixes the order): with `rowid IN (…) AND
   * namespace = ?`, SQLite walked the namespace's index over every memory and
   * tested each against the list (100 rowids among 10k, a first query: 4.5 ms,
   * against 1.9 ms this way; warm 0.88 against 0.16 ms).
   */
  getMany(rowids: number[], filters: Filters = {}): Map<number, Memory> {
    const out = new Map<number, Memory>();
    if (rowids.length === 0) return out;
    const { where, params } = filterSql(filters);
    const rows = this.prep(`SELECT ${M_COLUMNS} FROM ${BY_ROWIDS} WHERE ${where}`).all(JSON.stringify(rowids), ...params) as MemoryRow[];
    for (const row of rows) out.set(row.rowid, rowToMemory(row));
    return out;
  }

  /** What ranking needs of many rowids (filters applied), without loading whole rows (the list drives the join, as in getMany). */
  rankInfo(rowids: number[], filters: Filters = {}): Map<number, RankInfo> {
    const out = new Map<number, RankInfo>();
    if (rowids.length === 0) return out;
    const { where, params } = filterSql(filters);
    const rows = this.prep(
      `SELECT m.rowid AS rowid, m.importance AS importance, m.tier AS tier, m.created_at AS created_at, m.agent AS agent FROM ${BY_ROWIDS} WHERE ${where}`,
    ).all(JSON.stringify(rowids), ...params) as (RankInfo & { rowid: number })[];
    for (const r of rows) out.set(r.rowid, r);
    return out;
  }

  /** Content and search-only context of some rowids (what soft matching reads). */
  texts(rowids: number[]): Map<number, { content: string; context: string | null }> {
    const out = new Map<number, { content: string; context: string | null }>();
    if (rowids.length === 0) return out;
    const rows = this.prep('SELECT rowid, content, context FROM memories WHERE rowid IN (SELECT value FROM json_each(?))').all(JSON.stringify(rowids)) as {
      rowid: number;
      content: string;
      context: string | null;
    }[];
    for (const r of rows) out.set(r.rowid, r);
    return out;
  }

  list(filters: Filters = {}, page: { limit?: number; offset?: number } = {}): Memory[] {
    const { where, params } = filterSql(filters);
    const rows = this.db
      .prepare(`SELECT ${MEMORY_COLUMNS} FROM memories m WHERE ${where} ORDER BY m.created_at DESC, m.rowid DESC LIMIT ? OFFSET ?`)
      .all(...params, page.limit ?? -1, page.offset ?? 0) as MemoryRow[];
    return rows.map(rowToMemory);
  }

  listArchived(limit: number): Memory[] {
    const rows = this.prep(`SELECT ${MEMORY_COLUMNS} FROM memories WHERE archived_at IS NOT NULL ORDER BY archived_at DESC LIMIT ?`).all(limit) as MemoryRow[];
    return rows.map(rowToMemory);
  }

  /**
   * How many of the last `window` memories written hold each FTS5 expression
   * (one term each), and how many memories that window holds: document
   * frequencies on a recent sample, each count bounded by the window.
   */
  termDocs(expressions: string[], window: number): { docs: number; counts: number[] } {
    this.flushIndex();
    const top = (this.prep('SELECT max(rowid) FROM memories').pluck().get() as number | null) ?? 0;
    const floor = top - window;
    const docs = this.prep('SELECT count(*) FROM memories WHERE rowid > ?').pluck().get(floor) as number;
    const count = this.prep('SELECT count(*) FROM memories_fts WHERE memories_fts MATCH ? AND rowid > ?').pluck();
    return { docs, counts: expressions.map((e) => count.get(e, floor) as number) };
  }

  /**
   * Full-text matches as (rowid, bm25) pairs; lower bm25 is better, as SQLite
   * returns it. Without narrowing filters the FTS table is queried alone (the
   * join costs more than the few inactive rows it removes; callers filter
   * those later), with twice the limit so they cannot crowd out results.
   */
  fulltext(match: string, filters: Filters, limit: number): { rowid: number; bm25: number }[] {
    this.flushIndex(); // inside a write transaction, its memories are found too
    const weights = `bm25(memories_fts, 1.0, ${CONTEXT_WEIGHT})`;
    if (!isNarrowing(filters)) {
      return this.prep(`SELECT rowid, ${weights} AS bm25 FROM memories_fts WHERE memories_fts MATCH ? ORDER BY bm25 LIMIT ?`).all(
        match,
        limit * 2,
      ) as { rowid: number; bm25: number }[];
    }
    const { where, params } = filterSql(filters);
    return this.prep(
      `SELECT f.rowid AS rowid, ${weights} AS bm25 FROM memories_fts f
       JOIN memories m ON m.rowid = f.rowid
       WHERE memories_fts MATCH ? AND ${where} ORDER BY bm25 LIMIT ?`,
    ).all(match, ...params, limit) as { rowid: number; bm25: number }[];
  }


  requireRowid(id: string): number {
    const rowid = this.rowidOf(id);
    if (rowid === null) throw new NotFoundError(`no memory with id ${id}; list ids with \`engrim list --all\``);
    return rowid;
  }

  /** Counts memories that pass the filters. */
  count(filters: Filters = {}): number {
    const { where, params } = filterSql(filters);
    return (this.db.prepare(`SELECT count(*) AS n FROM memories m WHERE ${where}`).get(...params) as { n: number }).n;
  }

  stats(): {
    total: number;
    active: number;
    archived: number;
    byTier: Record<string, number>;
    byType: Record<string, number>;
    vectors: Record<string, number>;
  } {
    const one = (sql: string) => (this.db.prepare(sql).get() as { n: number }).n;
    const group = (sql: string) =>
      Object.fromEntries((this.db.prepare(sql).all() as { k: string; n: number }[]).map((r) => [r.k, r.n]));
    return {
      total: one('SELECT count(*) AS n FROM memories'),
      active: one('SELECT count(*) AS n FROM memories WHERE archived_at IS NULL AND superseded_by IS NULL'),
      archived: one('SELECT count(*) AS n FROM memories WHERE archived_at IS NOT NULL'),
      byTier: group('SELECT tier AS k, count(*) AS n FROM memories WHERE archived_at IS NULL GROUP BY tier'),
      byType: group('SELECT type AS k, count(*) AS n FROM memories WHERE archived_at IS NULL GROUP BY type'),
      vectors: group('SELECT model AS k, count(*) AS n FROM vectors GROUP BY model'),
    };
  }
}
