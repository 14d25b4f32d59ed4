/** Share of `relevant` found in the first k of `ranked`. */
export function recallAt(ranked: string[], relevant: Set<string>, k: number): number {
  if (relevant.size === 0) return 0;
  let hit = 0;
  for (const r of ranked.slice(0, k)) if (relevant.has(r)) hit++;
  return hit / relevant.size;
}

/** Binary-relevance nDCG@k. */
export function ndcgAt(ranked: string[], relevant: Set<string>, k: number): number {
  let dcg = 0;
  ranked.slice(0, k).forEach((r, i) => {
    if (relevant.has(r)) dcg += 1 / Math.log2(i + 2);
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(k, relevant.size); i++) ideal += 1 / Math.log2(i + 2);
  return ideal ? dcg / ideal : 0;
}

export function reciprocalRank(ranked: string[], target: string): number {
  const i = ranked.indexOf(target);
  return i < 0 ? 0 : 1 / (i + 1);
}

export const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
export const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;
