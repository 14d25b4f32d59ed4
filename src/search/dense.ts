import type { RowidFilter } from '../store/store.ts';
import type { VectorMatrix } from '../store/vector-pages.ts';

/**
 * Cosine of a float query against every int8 row of the matrix, keeping the
 * best `limit` (a bounded insertion list: no sort of the whole store).
 */
export function denseTopK(query: Float32Array, m: VectorMatrix, limit: number, filter: RowidFilter = {}): { rowid: number; cosine: number }[] {
  let qn = 0;
  for (let i = 0; i < query.length; i++) qn += query[i] * query[i];
  if (qn === 0 || m.count === 0 || m.dim !== query.length) return [];
  const qNorm = Math.sqrt(qn);
  const dim = m.dim;
  const data = m.data;
  const bestRow: number[] = [];
  const bestCos: number[] = [];
  let floor = -Infinity;
  for (let r = 0; r < m.count; r++) {
    const n = m.norms[r];
    if (n === 0) continue;
    let dot = 0;
    const base = r * dim;
    for (let i = 0; i < dim; i++) dot += query[i] * data[base + i];
    const cos = dot / (qNorm * n);
    if (bestCos.length >= limit && cos <= floor) continue;
    const rowid = m.rowids[r];
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
  return bestRow.map((rowid, i) => ({ rowid, cosine: bestCos[i] }));
}
