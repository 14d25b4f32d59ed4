import type { StoredVector } from '../store/store.ts';

/** Cosine of a float query against int8 rows; returns the best `limit`, best first. */
export function denseTopK(query: Float32Array, rows: StoredVector[], limit: number): { rowid: number; cosine: number }[] {
  let qn = 0;
  for (let i = 0; i < query.length; i++) qn += query[i] * query[i];
  if (qn === 0 || rows.length === 0) return [];
  const qNorm = Math.sqrt(qn);
  const scored: { rowid: number; cosine: number }[] = new Array(rows.length);
  const dim = query.length;
  for (let r = 0; r < rows.length; r++) {
    const b = rows[r].bytes;
    let dot = 0;
    let bn = 0;
    for (let i = 0; i < dim; i++) {
      const x = b[i];
      dot += query[i] * x;
      bn += x * x;
    }
    scored[r] = { rowid: rows[r].rowid, cosine: bn === 0 ? 0 : dot / (qNorm * Math.sqrt(bn)) };
  }
  scored.sort((a, b) => b.cosine - a.cosine);
  return scored.slice(0, limit);
}
