import type { RowidFilter } from '../store/store.ts';
import type { VectorMatrix } from '../store/vector-pages.ts';
import { DOT_WASM } from './dot-wasm.ts';

// The dense scan: cosine of the query against every stored int8 vector,
// keeping the best `limit`. A hook runs it once in a fresh process, where
// JavaScript loops are still interpreted, so the inner products run in a
// small WebAssembly SIMD kernel (dot.wat) that is compiled before it runs:
// rows are int8, the query is scaled to int16, and the products are summed
// exactly in int32. Where WebAssembly SIMD is missing, a JavaScript loop does
// the same work.

interface Kernel {
  memory: WebAssembly.Memory;
  dots: (q: number, rows: number, n: number, stride: number, chunks: number, out: number) => void;
  /** The matrix whose rows sit in `memory` now (a server scans the same matrix many times). */
  loaded: VectorMatrix | null;
}

let kernel: Kernel | null | undefined;

function getKernel(): Kernel | null {
  if (kernel !== undefined) return kernel;
  try {
    const instance = new WebAssembly.Instance(new WebAssembly.Module(Buffer.from(DOT_WASM, 'base64')));
    const e = instance.exports as { memory: WebAssembly.Memory; dots: Kernel['dots'] };
    kernel = { memory: e.memory, dots: e.dots, loaded: null };
  } catch {
    kernel = null; // no WebAssembly SIMD here
  }
  return kernel;
}

const align16 = (n: number) => (n + 15) & ~15;

/** Inner products of the int16 query with every row, through the kernel. Null if unavailable. */
function wasmDots(q16: Int16Array, m: VectorMatrix, chunks: number): Int32Array | null {
  const k = getKernel();
  if (!k) return null;
  const dim = m.dim;
  const qBytes = chunks * 16;
  const outAt = qBytes;
  const rowsAt = align16(outAt + m.count * 4);
  const need = rowsAt + m.count * dim + 16; // the last row is read up to chunks * 8 bytes
  const have = k.memory.buffer.byteLength;
  if (need > have) {
    k.memory.grow(Math.ceil((need - have) / 65536));
    k.loaded = null;
  }
  const heap = new Uint8Array(k.memory.buffer);
  if (k.loaded !== m) {
    let at = rowsAt;
    for (const page of m.pages) {
      heap.set(new Uint8Array(page.data.buffer, page.data.byteOffset, page.count * dim), at);
      at += page.count * dim;
    }
    heap.fill(0, at, at + 16);
    k.loaded = m;
  }
  new Int16Array(k.memory.buffer, 0, chunks * 8).set(q16);
  k.dots(0, rowsAt, m.count, dim, chunks, outAt);
  return new Int32Array(k.memory.buffer, outAt, m.count);
}

/** The same products in JavaScript. */
function jsDots(q16: Int16Array, m: VectorMatrix): Int32Array {
  const dim = m.dim;
  const out = new Int32Array(m.count);
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

/**
 * Cosine of a float query against every int8 vector, keeping the best `limit`
 * (a bounded insertion list: no sort of the whole store).
 */
export function denseTopK(query: Float32Array, m: VectorMatrix, limit: number, filter: RowidFilter = {}, options: { js?: boolean } = {}): { rowid: number; cosine: number }[] {
  const dim = m.dim;
  let qn = 0;
  let qmax = 0;
  for (let i = 0; i < query.length; i++) {
    qn += query[i] * query[i];
    qmax = Math.max(qmax, Math.abs(query[i]));
  }
  if (qn === 0 || m.count === 0 || dim !== query.length) return [];
  // int16 query: a relative error of at most 1.5e-5 per component, far below the int8 rows' own.
  const chunks = Math.ceil(dim / 8);
  const scale = 32767 / qmax;
  const q16 = new Int16Array(chunks * 8);
  for (let i = 0; i < dim; i++) q16[i] = Math.round(query[i] * scale);
  const dots = (!options.js && wasmDots(q16, m, chunks)) || jsDots(q16, m);
  const denominator = scale * Math.sqrt(qn);

  const bestRow: number[] = [];
  const bestCos: number[] = [];
  let floor = -Infinity;
  let r = 0;
  for (const page of m.pages) {
    const { norms, rowids, count } = page;
    for (let i = 0; i < count; i++, r++) {
      const n = norms[i];
      if (n === 0) continue;
      const cos = dots[r] / (denominator * n);
      if (bestCos.length >= limit && cos <= floor) continue;
      const rowid = rowids[i];
      if (filter.allow && !filter.allow.has(rowid)) continue;
      if (filter.deny?.has(rowid)) continue;
      let at = bestCos.length;
      while (at > 0 && bestCos[at - 1] < cos) at--;
      bestCos.splice(at, 0, cos);
      bestRow.splice(at, 0, rowid);
      if (bestCos.length > limit) {
        bestCos.pop();
        bestRow.pop();
      }
      if (bestCos.length >= limit) floor = bestCos[bestCos.length - 1];
    }
  }
  return bestRow.map((rowid, i) => ({ rowid, cosine: bestCos[i] }));
}
