import type { RowidFilter } from '../store/store.ts';
import type { VectorMatrix } from '../store/vector-pages.ts';

/**
 * Cosine of a float query against every int8 vector, keeping the best `limit`
 * (a bounded insertion list: no sort of the whole store). The inner product is
 * unrolled by four: independent sums let the CPU overlap the multiplies.
 */
export function denseTopK(query: Float32Array, m: VectorMatrix, limit: number, filter: RowidFilter = {}): { rowid: number; cosine: number }[] {
  const dim = m.dim;
  let qn = 0;
  for (let i = 0; i < query.length; i++) qn += query[i] * query[i];
  if (qn === 0 || m.count === 0 || dim !== query.length) return [];
  const qNorm = Math.sqrt(qn);
  const q = Float64Array.from(query); // one conversion, not one per multiply
  const tail = dim - (dim % 4);
  const bestRow: number[] = [];
  const bestCos: number[] = [];
  let floor = -Infinity;
  for (const page of m.pages) {
    const { data, norms, rowids, count } = page;
    for (let r = 0; r < count; r++) {
      const n = norms[r];
      if (n === 0) continue;
      const base = r * dim;
      let d0 = 0;
      let d1 = 0;
      let d2 = 0;
      let d3 = 0;
      for (let i = 0; i < tail; i += 4) {
        d0 += q[i] * data[base + i];
        d1 += q[i + 1] * data[base + i + 1];
        d2 += q[i + 2] * data[base + i + 2];
        d3 += q[i + 3] * data[base + i + 3];
      }
      for (let i = tail; i < dim; i++) d0 += q[i] * data[base + i];
      const cos = (d0 + d1 + d2 + d3) / (qNorm * n);
      if (bestCos.length >= limit && cos <= floor) continue;
      const rowid = rowids[r];
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
