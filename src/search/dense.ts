import type { RowidFilter } from '../store/reads.ts';
import type { VectorMatrix } from '../store/vector-pages.ts';
import { DOT_WASM } from './dot-wasm.ts';

// The dense scan: cosine of the query against every stored int8 vector,
// keeping the best `limit`. A hook runs it once in a fresh process, where
// JavaScript loops are still interpreted, so the inner products run in a
// small WebAssembly SIMD kernel (dot.wat) that is compiled before it runs:
// rows are int8, the query is scaled to int16, and the products are summed
// exactly in int32. Where WebAssembly SIMD is missing, a JavaScript loop does
// the same work.

type Dots = (q: number, rows: number, n: number, stride: number, chunks: number, out: number) => void;

interface Kernel {
  memory: WebAssembly.Memory;
  dots: Dots;
}

let kernel: Kernel | null | undefined;

/** The kernel (compiled once per process), or null without WebAssembly SIMD. */
function getKernel(): Kernel | null {
  if (kernel === undefined) {
    try {
      const e = new WebAssembly.Instance(new WebAssembly.Module(Buffer.from(DOT_WASM, 'base64'))).exports as { memory: WebAssembly.Memory; dots: Dots };
      kernel = { memory: e.memory, dots: e.dots };
    } catch {
      kernel = null; // no WebAssembly SIMD here
    }
  }
  return kernel;
}

/** Whether scans run in the WebAssembly kernel here. */
export const usesKernel = (): boolean => getKernel() !== null;

const align16 = (n: number) => (n + 15) & ~15;

/**
 * The inner products' buffer, reused from scan to scan: a warm process (an MCP
 * server) would otherwise allocate 4 bytes per stored memory at every search,
 * and the garbage collector runs more often for it. Only `innerProducts`'
 * callers read it, before the next scan.
 */
let scratch = new Int32Array(0);
const productsBuffer = (count: number): Int32Array => {
  if (scratch.length < count) scratch = new Int32Array(Math.max(count, scratch.length * 2));
  return scratch.subarray(0, count);
};

/**
 * Inner products of the int16 query with every row, through the kernel, one
 * page at a time: each page is copied into the kernel's small memory (query,
 * one page of rows, its scores), so a hook holds no second copy of the matrix.
 */
function wasmDots(q16: Int16Array, m: VectorMatrix, chunks: number): Int32Array | null {
  const k = getKernel();
  if (!k) return null;
  const dim = m.dim;
  const largest = m.pages.reduce((n, p) => Math.max(n, p.count), 0);
  const rowsAt = align16(chunks * 16);
  const outAt = align16(rowsAt + largest * dim + 16); // the kernel may read 7 bytes past a page's last row
  const need = outAt + largest * 4;
  if (need > k.memory.buffer.byteLength) k.memory.grow(Math.ceil((need - k.memory.buffer.byteLength) / 65536));
  const heap = new Int8Array(k.memory.buffer);
  new Int16Array(k.memory.buffer, 0, chunks * 8).set(q16);
  const scores = new Int32Array(k.memory.buffer, outAt, largest);
  const out = productsBuffer(m.count);
  let r = 0;
  for (const page of m.pages) {
    const bytes = page.count * dim;
    heap.set(page.data.subarray(0, bytes), rowsAt);
    heap.fill(0, rowsAt + bytes, rowsAt + bytes + 16);
    k.dots(0, rowsAt, page.count, dim, chunks, outAt);
    out.set(scores.subarray(0, page.count), r);
    r += page.count;
  }
  return out;
}

/** The same products in JavaScript. */
function jsDots(q16: Int16Array, m: VectorMatrix): Int32Array {
  const dim = m.dim;
  const out = productsBuffer(m.count);
  let r = 0;
  for (const page of m.pages) {
    const data = page.data;
    for (let i = 0; i < page.count; i++, r++) {
      const base = i * dim;
      let s = 0;
      for (let j = 0; j < dim; j++) s += q16[j] * data[base + j];
      out[r] = s;
    }
  }
  return out;
}

/** The query's inner products with every row (kernel or JS) and the factor that turns one into a cosine with the row's norm. */
function innerProducts(query: Float32Array, m: VectorMatrix, options: { js?: boolean }): { dots: Int32Array; denominator: number } | null {
  const dim = m.dim;
  let qn = 0;
  let qmax = 0;
  for (let i = 0; i < query.length; i++) {
    qn += query[i] * query[i];
    qmax = Math.max(qmax, Math.abs(query[i]));
  }
  if (qn === 0 || m.count === 0 || dim !== query.length) return null;
  // int16 query: a relative error of at most 1.5e-5 per component, far below the int8 rows' own.
  const chunks = Math.ceil(dim / 8);
  const scale = 32767 / qmax;
  const q16 = new Int16Array(chunks * 8);
  for (let i = 0; i < dim; i++) q16[i] = Math.round(query[i] * scale);
  const dots = (!options.js && wasmDots(q16, m, chunks)) || jsDots(q16, m);
  return { dots, denominator: scale * Math.sqrt(qn) };
}

/** Cosine of a float query with every int8 row, in row order; null for a zero query or another dimension. */
export function cosines(query: Float32Array, m: VectorMatrix, options: { js?: boolean } = {}): Float32Array | null {
  const p = innerProducts(query, m, options);
  if (!p) return null;
  const out = new Float32Array(m.count);
  let r = 0;
  for (const page of m.pages) {
    for (let i = 0; i < page.count; i++, r++) out[r] = page.norms[i] === 0 ? 0 : p.dots[r] / (p.denominator * page.norms[i]);
  }
  return out;
}

/**
 * Cosine of a float query against every int8 vector, keeping the best
 * `limit` (a bounded insertion list: no sort of the whole store).
 */
export function denseTopK(query: Float32Array, m: VectorMatrix, limit: number, filter: RowidFilter = {}, options: { js?: boolean } = {}): { rowid: number; cosine: number }[] {
  const p = innerProducts(query, m, options);
  if (!p) return [];
  const { dots, denominator } = p;
  // The best so far, best first, in two fixed arrays: an insertion shifts the
  // worse ones down in place (splice built a new array at every insertion).
  const bestRow = new Int32Array(Math.max(0, limit));
  const bestCos = new Float64Array(Math.max(0, limit));
  let kept = 0;
  let r = 0;
  for (const page of m.pages) {
    const { norms, rowids, count } = page;
    for (let i = 0; i < count; i++, r++) {
      const n = norms[i];
      if (n === 0) continue;
      const cos = dots[r] / (denominator * n);
      if (kept === limit && !(cos > bestCos[kept - 1])) continue;
      const rowid = rowids[i];
      if (filter.allow && !filter.allow.has(rowid)) continue;
      if (filter.deny?.has(rowid)) continue;
      let at = kept < limit ? kept++ : kept - 1;
      for (; at > 0 && bestCos[at - 1] < cos; at--) {
        bestCos[at] = bestCos[at - 1];
        bestRow[at] = bestRow[at - 1];
      }
      bestCos[at] = cos;
      bestRow[at] = rowid;
    }
  }
  return Array.from({ length: kept }, (_, i) => ({ rowid: bestRow[i], cosine: bestCos[i] }));
}
