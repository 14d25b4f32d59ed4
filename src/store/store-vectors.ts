// The store's vectors: one int8 row per memory and model in `vectors`, paged into contiguous matrices for
// dense scans (vector-pages.ts), written in the transaction that writes their memory.
import type { Tier } from '../types.ts';
import { quantize } from '../util/int8.ts';
import { StoreReads } from './reads.ts';
import type { VectorMatrix } from './vector-pages.ts';
import { int8View } from './vectors.ts';

export class StoreVectors extends StoreReads {
  /**
   * Stores a memory's vector (replacing any previous one); it is paged for
   * dense scans when the transaction ends. `fresh`: the memory was inserted in
   * this transaction, so it has no vector yet (vectors cascade-delete with
   * their memory, so a reused rowid has none either).
   */
  putVector(rowid: number, model: string, vec: Float32Array, fresh = false): void {
    if (!this.db.inTransaction) return this.transaction(() => this.putVector(rowid, model, vec, fresh));
    const q = quantize(vec);
    const previous = fresh ? undefined : (this.stmts.vecModel.get(rowid) as string | undefined);
    const bytes = Buffer.from(q.bytes.buffer, q.bytes.byteOffset, q.bytes.byteLength);
    if (previous === undefined) this.stmts.vecInsert.run(rowid, model, q.scale, bytes);
    else this.stmts.vecUpdate.run(model, q.scale, bytes, rowid);
    this.pages.queue(model, rowid, q.bytes, previous ?? null);
    if (!this.ownTransaction) this.pages.flush(); // a transaction opened on `db` directly would never flush the queue
    this.vectorWrites++;
  }

  /** One memory's stored vector of `model` (int8) and the memory's tier, for near-duplicate checks. */
  vectorOf(rowid: number, model: string, namespace: string): { bytes: Int8Array; tier: Tier; content: string; kind: string } | null {
    const row = this.prep(
      `SELECT v.vec AS vec, m.tier AS tier, m.content AS content, m.kind AS kind FROM vectors v JOIN memories m ON m.rowid = v.rowid
       WHERE v.rowid = ? AND v.model = ? AND m.namespace = ? AND m.archived_at IS NULL AND m.superseded_by IS NULL`,
    ).get(rowid, model, namespace) as { vec: Buffer; tier: Tier; content: string; kind: string } | undefined;
    return row ? { bytes: int8View(row.vec), tier: row.tier, content: row.content, kind: row.kind } : null;
  }

  /** Rewrites a model's vector pages from the vectors table (after a permanent delete). */
  rebuildVectorPages(model: string): void {
    this.transaction(() => this.pages.rebuild(model));
    this.vectorWrites++;
  }

  /** Merges small vector pages into full ones (after bulk writes). */
  compactVectors(model: string): void {
    if (this.pages.needsCompaction(model) || this.pages.missing(model)) {
      this.transaction(() => this.pages.rebuild(model));
      this.vectorWrites++;
    }
  }

  /**
   * All vectors of `model` as one contiguous int8 matrix, cached in this
   * process until this or another connection writes.
   */
  vectorMatrix(model: string): VectorMatrix {
    const key = `${this.db.pragma('data_version', { simple: true })}:${this.vectorWrites}`;
    if (this.pages.pending) this.pages.flush(); // read inside a write transaction: page what it wrote so far
    if (this.matrixCache?.model === model && this.matrixCache.key === key) return this.matrixCache.matrix;
    if (!this.db.readonly) this.compactVectors(model);
    const matrix = this.pages.load(model);
    // Compaction may have written: key the cache by the state after it.
    this.matrixCache = { model, key: `${this.db.pragma('data_version', { simple: true })}:${this.vectorWrites}`, matrix };
    return matrix;
  }

  /** Stored int8 vectors of `model` for some memory ids (ids without one are absent). */
  vectorsOf(ids: string[], model: string): Map<string, Int8Array> {
    const out = new Map<string, Int8Array>();
    if (ids.length === 0) return out;
    // CROSS JOIN keeps memories (looked up by id) as the outer loop: the planner
    // would otherwise walk every vector of the model through its index.
    const rows = this.prep(
      'SELECT m.id AS id, v.vec AS vec FROM memories m CROSS JOIN vectors v ON v.rowid = m.rowid WHERE v.model = ? AND m.id IN (SELECT value FROM json_each(?))',
    ).all(model, JSON.stringify(ids)) as { id: string; vec: Buffer }[];
    for (const r of rows) out.set(r.id, int8View(r.vec));
    return out;
  }

  /** Whether some memory's vector is of a model other than `model` (after a model change): a look at the few page rows. */
  hasOtherModelVectors(model: string): boolean {
    return this.prep('SELECT 1 FROM vector_pages WHERE model != ? LIMIT 1').get(model) !== undefined;
  }

  /** Memories that have no vector of `model` yet (for re-embedding). */
  missingVectors(model: string, limit: number): { rowid: number; content: string }[] {
    return this.db
      .prepare(
        `SELECT m.rowid AS rowid, m.content AS content FROM memories m LEFT JOIN vectors v ON v.rowid = m.rowid
         WHERE v.rowid IS NULL OR v.model != ? LIMIT ?`,
      )
      .all(model, limit) as { rowid: number; content: string }[];
  }

  /** How many active memories have no vector of `model` (a model change needs a re-embed). */
  countMissingVectors(model: string): number {
    return (
      this.db
        .prepare(
          `SELECT count(*) AS n FROM memories m LEFT JOIN vectors v ON v.rowid = m.rowid
           WHERE m.archived_at IS NULL AND (v.rowid IS NULL OR v.model != ?)`,
        )
        .get(model) as { n: number }
    ).n;
  }

}
