import type { DB } from './open.ts';
import { int8Norm } from '../util/int8.ts';
import { int8View } from './vectors.ts';

// Vectors are written twice: one row per memory in `vectors` (the source of
// truth, used for restore and re-embedding) and appended to `vector_pages`,
// contiguous int8 blobs of up to PAGE_SIZE vectors with their rowids and norms.
// A dense scan reads the pages: a few hundred SQLite rows at 100k memories.
// Vectors written in one transaction are paged together when it ends (full
// pages for a bulk import, one rebuild for a re-embedding); small writes make
// small pages, and `compact` merges them into full ones.

export const PAGE_SIZE = 512;
/** Compact when this many small pages (under half full) have piled up; a bulk write's pages are not small. */
export const COMPACT_AFTER = 32;

/** One page: `count` vectors of `dim` int8 values, row-major, with rowids and norms. */
export interface VectorPage {
  count: number;
  rowids: Int32Array;
  norms: Float32Array;
  data: Int8Array;
}

/** Every vector of a model, as the pages hold them (no concatenation: the int8 data stays in SQLite's buffers). */
export interface VectorMatrix {
  dim: number;
  count: number;
  pages: VectorPage[];
}

const buf = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

export class VectorPages {
  private readonly db: DB;
  private readonly stmts;
  /** Vectors written in the open transaction, paged when it ends (see `flush`). */
  private queued: { model: string; rowid: number; bytes: Int8Array }[] = [];
  /** Models whose pages must be rebuilt when the transaction ends (a vector was replaced). */
  private readonly stale = new Set<string>();

  constructor(db: DB) {
    this.db = db;
    this.stmts = {
      nextPage: db.prepare('SELECT coalesce(max(page), -1) + 1 AS p FROM vector_pages WHERE model = ?'),
      insert: db.prepare('INSERT INTO vector_pages (model, page, count, rowids, norms, data) VALUES (?, ?, ?, ?, ?, ?)'),
      all: db.prepare('SELECT count, rowids, norms, data FROM vector_pages WHERE model = ? ORDER BY page').raw(),
      partial: db.prepare('SELECT count(*) AS n FROM vector_pages WHERE model = ? AND count < ?'),
      clear: db.prepare('DELETE FROM vector_pages WHERE model = ?'),
      source: db.prepare('SELECT rowid, vec FROM vectors WHERE model = ? ORDER BY rowid').raw(),
      hasAny: db.prepare('SELECT 1 FROM vector_pages WHERE model = ? LIMIT 1'),
      hasVectors: db.prepare('SELECT 1 FROM vectors WHERE model = ? LIMIT 1'),
    };
  }

  /**
   * Records a vector written in the open transaction: a new one (`replaced`
   * null) is appended at `flush`, in full pages; a replaced one sits inside
   * some page, so its model's pages (and the model it replaced) are rebuilt
   * once at `flush` instead of once per vector.
   */
  queue(model: string, rowid: number, bytes: Int8Array, replaced: string | null): void {
    if (replaced === null) this.queued.push({ model, rowid, bytes });
    else this.stale.add(model).add(replaced);
  }

  /**
   * A savepoint rolled back: some queued vectors may no longer exist. Every
   * model with queued vectors is rebuilt from `vectors` at `flush` instead,
   * which is right whatever was undone (failed writes are rare).
   */
  distrust(): void {
    for (const { model } of this.queued) this.stale.add(model);
    this.queued = [];
  }

  /** Drops everything queued (the transaction was rolled back). */
  discard(): void {
    this.queued = [];
    this.stale.clear();
  }

  /** True when vectors wait to be paged. */
  get pending(): boolean {
    return this.queued.length > 0 || this.stale.size > 0;
  }

  /** Pages what the transaction wrote. Call inside it, before it commits. */
  flush(): void {
    const byModel = new Map<string, { rowid: number; bytes: Int8Array }[]>();
    for (const { model, rowid, bytes } of this.queued) {
      if (this.stale.has(model)) continue; // the rebuild reads it from `vectors`
      let list = byModel.get(model);
      if (!list) byModel.set(model, (list = []));
      list.push({ rowid, bytes });
    }
    const stale = [...this.stale];
    this.discard();
    for (const model of stale) this.rebuild(model);
    for (const [model, items] of byModel) this.append(model, items);
  }

  /** Appends vectors (rowid, int8 bytes) as new pages. Call inside the write transaction. */
  append(model: string, items: { rowid: number; bytes: Int8Array }[]): void {
    for (let start = 0; start < items.length; start += PAGE_SIZE) {
      const slice = items.slice(start, start + PAGE_SIZE);
      const dim = slice[0].bytes.length;
      const rowids = new Int32Array(slice.length);
      const norms = new Float32Array(slice.length);
      const data = new Int8Array(slice.length * dim);
      slice.forEach((it, i) => {
        rowids[i] = it.rowid;
        norms[i] = int8Norm(it.bytes);
        data.set(it.bytes, i * dim);
      });
      const page = (this.stmts.nextPage.get(model) as { p: number }).p;
      this.stmts.insert.run(model, page, slice.length, buf(rowids), buf(norms), buf(data));
    }
  }

  /** Rewrites the pages of `model` from the `vectors` table (full pages, rowid order). */
  rebuild(model: string): void {
    this.queued = this.queued.filter((q) => q.model !== model); // `vectors` holds them: no second copy at flush
    this.stale.delete(model);
    this.stmts.clear.run(model);
    const items = (this.stmts.source.all(model) as [number, Buffer][]).map(([rowid, vec]) => ({ rowid, bytes: int8View(vec) }));
    if (items.length) this.append(model, items);
  }

  /** True when many small pages make a rebuild worthwhile. */
  needsCompaction(model: string): boolean {
    return (this.stmts.partial.get(model, PAGE_SIZE / 2) as { n: number }).n > COMPACT_AFTER;
  }

  /** True when vectors exist for `model` but no pages do (a database from before pages). */
  missing(model: string): boolean {
    return !this.stmts.hasAny.get(model) && !!this.stmts.hasVectors.get(model);
  }

  /** Every paged vector of `model`. The int8 data is viewed, not copied. */
  load(model: string): VectorMatrix {
    const rows = this.stmts.all.all(model) as [number, Buffer, Buffer, Buffer][];
    let count = 0;
    const pages: VectorPage[] = rows.map(([n, ids, ns, d]) => {
      count += n;
      return { count: n, rowids: aligned(ids, Int32Array), norms: aligned(ns, Float32Array), data: int8View(d) };
    });
    const dim = rows.length ? rows[0][3].byteLength / rows[0][0] : 0;
    return { dim, count, pages };
  }
}

/** A typed view of a blob, copied only when SQLite's buffer is not aligned for it. */
function aligned<T extends Int32Array | Float32Array>(b: Buffer, Type: { new (buf: ArrayBufferLike, offset: number, length: number): T; BYTES_PER_ELEMENT: number }): T {
  const n = b.byteLength / Type.BYTES_PER_ELEMENT;
  if (b.byteOffset % Type.BYTES_PER_ELEMENT === 0) return new Type(b.buffer, b.byteOffset, n);
  const copy = new Uint8Array(b.byteLength);
  copy.set(b);
  return new Type(copy.buffer, 0, n);
}
