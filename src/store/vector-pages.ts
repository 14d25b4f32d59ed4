import type { DB } from './open.ts';
import { int8Norm } from '../util/int8.ts';
import { TxQueue, type QueueMark } from './tx-queue.ts';
import { int8View } from './vectors.ts';

// Vectors are written twice: one row per memory in `vectors` (the source of
// truth, used for restore and re-embedding) and appended to `vector_pages`,
// contiguous int8 blobs of up to PAGE_SIZE vectors with their rowids and norms.
// A dense scan reads the pages: a few hundred SQLite rows at 100k memories.
// Vectors written in one transaction are paged together when it ends (full
// pages for a bulk import, one rebuild for a re-embedding); small writes make
// small pages, and `compact` merges them into full ones. Across savepoints the
// queue is exact (tx-queue.ts), and a rebuild that a rolled-back savepoint
// undid is owed again.

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
  private readonly queued = new TxQueue<{ model: string; rowid: number; bytes: Int8Array }>();
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
    if (replaced === null) this.queued.add({ model, rowid, bytes });
    else this.stale.add(model).add(replaced);
  }

  /** A savepoint begins. */
  mark(): { queue: QueueMark; stale: string[] } {
    return { queue: this.queued.mark(), stale: [...this.stale] };
  }

  /** The savepoint was released. */
  release(): void {
    this.queued.release();
  }

  /**
   * The savepoint rolled back: its vectors are gone, vectors it paged wait
   * again, and a rebuild that was owed when it began (and that it may have
   * done, now undone) is owed again. A model it marked stale stays stale: a
   * rebuild is right whatever was undone.
   */
  rollback(mark: { queue: QueueMark; stale: string[] }): void {
    this.queued.rollback(mark.queue);
    for (const model of mark.stale) this.stale.add(model);
  }

  /** The transaction is over, however it ended: nothing is owed. */
  reset(): void {
    this.queued.reset();
    this.stale.clear();
  }

  /** True when vectors wait to be paged. */
  get pending(): boolean {
    return this.queued.pending || this.stale.size > 0;
  }

  /** Pages what the transaction wrote. Call inside it, before it commits. */
  flush(): void {
    const stale = new Set(this.stale);
    this.stale.clear();
    for (const model of stale) this.rewrite(model); // reads every vector of the model, queued ones too
    this.queued.flush((items) => {
      const byModel = new Map<string, { rowid: number; bytes: Int8Array }[]>();
      for (const { model, rowid, bytes } of items) {
        if (stale.has(model)) continue;
        let list = byModel.get(model);
        if (!list) byModel.set(model, (list = []));
        list.push({ rowid, bytes });
      }
      for (const [model, list] of byModel) this.append(model, list);
    });
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

  /** Rewrites the pages of `model` from the `vectors` table (full pages, rowid order), with what waits to be paged. */
  rebuild(model: string): void {
    this.stale.add(model);
    this.flush();
  }

  private rewrite(model: string): void {
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
