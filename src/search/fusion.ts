// Fusion of the sparse (BM25) and dense (cosine) candidate lists.
//
// - `convex` (default): score = α·(bm25 / best bm25 of the query)
//   + (1 − α)·(cosine min-max scaled over the dense candidates). Score-aware:
//   a weak dense list cannot push out a strong keyword hit. Top score ≤ 1.
//   α grows with the number of memories searched (`alphaFor`).
// - `rrf`: score = Σ wᵢ / (k + rankᵢ), k = 60. Top score ≈ (w_s + w_d)/61.
//
// `topScore` is the best score a fusion can give; boosts are sized against it.

export type FusionMethod = 'convex' | 'rrf';

export interface FusionConfig {
  method: FusionMethod;
  /** Convex: weight of the sparse side (α); the dense side gets 1 − α. */
  alpha: number;
  /** Convex: α when 10,000 memories or more are searched (`alphaFor`); equal to `alpha` turns the rule off. */
  alphaAtScale?: number;
  /** RRF: constant k and per-list weights. */
  k: number;
  sparseWeight: number;
  denseWeight: number;
  /** Weight of soft term matching (short queries, hybrid mode), × the top score; 0 = off. See soft.ts. */
  soft: number;
}

export const DEFAULT_FUSION: FusionConfig = { method: 'convex', alpha: 0.7, alphaAtScale: 0.8, k: 60, sparseWeight: 1, denseWeight: 1, soft: 0.4 };

/** Up to this many memories searched, α is `alpha`; from there to SCALE_TO it moves to `alphaAtScale` on a log scale. */
const SCALE_FROM = 1_000;
const SCALE_TO = 10_000;

/**
 * The BM25 weight for a search over `memories` memories. The more memories, the more of them sit near any
 * query's mean-of-words vector by chance, so the dense list gets noisier while BM25's rare words stay as
 * telling. Measured on LoCoMo with 3,000 and 10,000 other chats' turns and on LongMemEval with 10,000, a higher
 * α ranked better at each size; on stores of ~70–600 memories it made no difference or cost a little, so those
 * keep `alpha` (docs/benchmarks.md, "Nineteenth session").
 */
export function alphaFor(config: FusionConfig, memories: number): number {
  const far = config.alphaAtScale ?? config.alpha;
  if (far === config.alpha || memories <= SCALE_FROM) return config.alpha;
  const t = Math.min(1, Math.log(memories / SCALE_FROM) / Math.log(SCALE_TO / SCALE_FROM));
  return config.alpha + (far - config.alpha) * t;
}

export interface Candidate {
  rowid: number;
  /** 1-based ranks and raw scores in each list. */
  sparseRank?: number;
  bm25?: number;
  denseRank?: number;
  cosine?: number;
}

export function topScore(config: FusionConfig): number {
  return config.method === 'rrf' ? (config.sparseWeight + config.denseWeight) / (config.k + 1) : 1;
}

/** Fuses the two candidate lists into one score per rowid. */
export function fuse(
  sparse: { rowid: number; bm25: number }[],
  dense: { rowid: number; cosine: number }[],
  config: FusionConfig,
): Map<number, Candidate & { score: number }> {
  const out = new Map<number, Candidate & { score: number }>();
  const at = (rowid: number) => {
    let c = out.get(rowid);
    if (!c) out.set(rowid, (c = { rowid, score: 0 }));
    return c;
  };
  sparse.forEach((s, i) => Object.assign(at(s.rowid), { sparseRank: i + 1, bm25: s.bm25 }));
  dense.forEach((d, i) => Object.assign(at(d.rowid), { denseRank: i + 1, cosine: d.cosine }));

  if (config.method === 'rrf') {
    for (const c of out.values()) {
      if (c.sparseRank) c.score += config.sparseWeight / (config.k + c.sparseRank);
      if (c.denseRank) c.score += config.denseWeight / (config.k + c.denseRank);
    }
    return out;
  }
  // FTS5 bm25() is negative, more negative = better; the ratio to the best is in (0, 1].
  const best = sparse.length ? sparse[0].bm25 : 0;
  let lo = Infinity;
  let hi = -Infinity;
  for (const d of dense) {
    lo = Math.min(lo, d.cosine);
    hi = Math.max(hi, d.cosine);
  }
  const span = hi - lo;
  for (const c of out.values()) {
    const s = c.bm25 !== undefined && best < 0 ? c.bm25 / best : 0;
    const d = c.cosine !== undefined ? (span > 1e-9 ? (c.cosine - lo) / span : 1) : 0;
    c.score = sparse.length && dense.length ? config.alpha * s + (1 - config.alpha) * d : sparse.length ? s : d;
  }
  return out;
}
