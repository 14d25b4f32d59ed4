import { int8Norm } from '../util/int8.ts';
import type { SearchHit } from '../types.ts';

// Diversity when packing the recall block: maximal marginal relevance. The
// hits are re-ordered greedily by λ·(score / best score) − (1 − λ)·(largest
// cosine to a hit already placed), so a second memory saying nearly the same
// as one already in the block yields its place to the next different one.
// λ = 1 keeps the search order, and is the default (`recall.diversity`):
// measured in scripts/mmr-lab.ts (see docs/benchmarks.md), λ 0.8 once put a
// few more LoCoMo evidence turns in the block, but with today's ranking it
// ties there and costs LongMemEval an answer, so it is an option, not on.

/**
 * Hits in MMR order. `vectorsOf` reads the stored int8 vectors by memory id (a
 * hit without one is never redundant); it is called only when there is an
 * order to change.
 */
export function diversify(hits: SearchHit[], lambda: number, vectorsOf: (ids: string[]) => Map<string, Int8Array>): SearchHit[] {
  if (!(lambda < 1) || hits.length < 3) return hits;
  const best = Math.max(...hits.map((h) => h.score));
  if (!(best > 0)) return hits;
  const vectors = vectorsOf(hits.map((h) => h.memory.id));
  const vecs = hits.map((h) => vectors.get(h.memory.id));
  const norms = vecs.map((v) => (v ? int8Norm(v) : 0));
  const redundancy = new Float64Array(hits.length);
  const left = hits.map((_, i) => i);
  const order: SearchHit[] = [];
  while (left.length) {
    let k = 0;
    for (let j = 1; j < left.length; j++) {
      if (mmr(left[j]) > mmr(left[k])) k = j;
    }
    const [chosen] = left.splice(k, 1);
    order.push(hits[chosen]);
    for (const i of left) redundancy[i] = Math.max(redundancy[i], cosine(i, chosen));
  }
  return order;

  function mmr(i: number): number {
    return lambda * (hits[i].score / best) - (1 - lambda) * redundancy[i];
  }
  function cosine(i: number, j: number): number {
    const a = vecs[i];
    const b = vecs[j];
    if (!a || !b || !norms[i] || !norms[j] || a.length !== b.length) return 0;
    let dot = 0;
    for (let d = 0; d < a.length; d++) dot += a[d] * b[d];
    return dot / (norms[i] * norms[j]);
  }
}
