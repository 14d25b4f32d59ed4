import { DEFAULT_FUSION } from '../../src/search/fusion.ts';
import { mean, ndcgAt, reciprocalRank, recallAt, round } from './metrics.ts';
import type { Ranked, Variant } from './quality.ts';

// Honest choice of the fusion weights: α (BM25 vs dense) and the soft-matching
// weight are picked together on one half of every dataset and scored on the
// other half (two folds, by item parity), so the reported hybrid figures are
// never measured on the items that chose them.

export const ALPHA_GRID = [0.55, 0.6, 0.65, 0.7, 0.75];
export const SOFT_GRID = [0, 0.2, 0.4, 0.6];
export const GRID_VARIANTS: Variant[] = ALPHA_GRID.flatMap((alpha) =>
  SOFT_GRID.map((soft): Variant => ({ name: `convex α=${alpha} soft=${soft}`, mode: 'hybrid', fusion: { ...DEFAULT_FUSION, alpha, soft } })),
);

export interface Folded {
  locomo: Ranked[];
  longmemeval: Ranked[];
  adr: Ranked[];
}

const fold = (rows: Ranked[], f: number) => rows.filter((_, i) => i % 2 === f);

function scores(d: Folded, variant: string) {
  const get = (r: Ranked) => r.byVariant.get(variant)!;
  const title = d.adr.filter((r) => r.query.group === 'title');
  const context = d.adr.filter((r) => r.query.group === 'context');
  return {
    'LoCoMo R@10': mean(d.locomo.map((r) => recallAt(get(r), r.query.relevant, 10))),
    'LoCoMo nDCG@10': mean(d.locomo.map((r) => ndcgAt(get(r), r.query.relevant, 10))),
    'LME turn R@10': mean(d.longmemeval.map((r) => recallAt(get(r), r.query.relevant, 10))),
    'ADR title MRR': mean(title.map((r) => reciprocalRank(get(r), [...r.query.relevant][0]))),
    'ADR context MRR': mean(context.map((r) => reciprocalRank(get(r), [...r.query.relevant][0]))),
  };
}

const objective = (s: Record<string, number>) => (s['LoCoMo R@10'] + s['LME turn R@10'] + s['ADR title MRR'] + s['ADR context MRR']) / 4;

/** Two-fold cross-fit of (α, soft): the pair chosen per fold and the held-out scores. */
export function crossFit(all: Folded) {
  const folds = [0, 1].map((f) => ({ locomo: fold(all.locomo, f), longmemeval: fold(all.longmemeval, f), adr: fold(all.adr, f) }));
  const result = [0, 1].map((f) => {
    const train = folds[f];
    const test = folds[1 - f];
    const best = GRID_VARIANTS.map((v) => ({ v, o: objective(scores(train, v.name)) })).sort((a, b) => b.o - a.o)[0].v;
    return { chosen: `α ${best.fusion!.alpha}, soft ${best.fusion!.soft}`, heldOut: scores(test, best.name), sparse: scores(test, 'fulltext (BM25, porter)'), n: test };
  });
  const weighted = (key: string, which: 'heldOut' | 'sparse') => round((result[0][which] as any)[key] * 0.5 + (result[1][which] as any)[key] * 0.5);
  const keys = Object.keys(result[0].heldOut);
  return {
    alphaPerFold: result.map((r) => r.chosen),
    heldOutHybrid: Object.fromEntries(keys.map((k) => [k, weighted(k, 'heldOut')])),
    heldOutBm25: Object.fromEntries(keys.map((k) => [k, weighted(k, 'sparse')])),
  };
}

/**
 * Paired bootstrap of (a − b) per metric, resampling queries (2,000 draws,
 * fixed seed): the mean difference and its 95% interval. An interval that
 * holds 0 is a tie at this sample size.
 */
export function pairedBootstrap(all: Folded, a: string, b: string, draws = 2000) {
  const title = all.adr.filter((r) => r.query.group === 'title');
  const context = all.adr.filter((r) => r.query.group === 'context');
  const per: [string, Ranked[], (ranked: string[], r: Ranked) => number][] = [
    ['LoCoMo R@10', all.locomo, (x, r) => recallAt(x, r.query.relevant, 10)],
    ['LoCoMo nDCG@10', all.locomo, (x, r) => ndcgAt(x, r.query.relevant, 10)],
    ['LME turn R@10', all.longmemeval, (x, r) => recallAt(x, r.query.relevant, 10)],
    ['ADR title MRR', title, (x, r) => reciprocalRank(x, [...r.query.relevant][0])],
    ['ADR context MRR', context, (x, r) => reciprocalRank(x, [...r.query.relevant][0])],
  ];
  return Object.fromEntries(
    per.map(([name, rows, f]) => {
      return [name, bootstrapRow(rows.map((r) => f(r.byVariant.get(a)!, r) - f(r.byVariant.get(b)!, r)), draws)];
    }),
  );
}

/** One row of a paired bootstrap as the bench reports it: queries, mean difference, 95% interval, verdict. */
export function bootstrapRow(d: number[], draws = 2000): { n: number; diff: number; ci95: number[]; verdict: string } {
  const { diff, lo, hi } = bootstrapInterval(d, draws);
  return { n: d.length, diff: round(diff, 4), ci95: [round(lo, 4), round(hi, 4)], verdict: lo > 0 ? 'better' : hi < 0 ? 'worse' : 'tie' };
}

/** A paired bootstrap as the labs print it: "+0.0057 [-0.0005, +0.0120]", then " better" or " worse" when the interval excludes 0. */
export function bootstrapText(d: number[]): string {
  const { diff, lo, hi } = bootstrapInterval(d, 2000);
  const fmt = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(4);
  return `${fmt(diff)} [${fmt(lo)}, ${fmt(hi)}]${lo > 0 ? ' better' : hi < 0 ? ' worse' : ''}`;
}

/** Mean of per-query differences and its 95% bootstrap interval (fixed seed, `draws` resamples). */
export function bootstrapInterval(d: number[], draws = 2000): { diff: number; lo: number; hi: number } {
  let seed = 20261129;
  const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const means: number[] = [];
  for (let k = 0; k < draws; k++) {
    let s = 0;
    for (let i = 0; i < d.length; i++) s += d[Math.floor(rand() * d.length)];
    means.push(s / d.length);
  }
  means.sort((x, y) => x - y);
  return { diff: mean(d), lo: means[Math.floor(draws * 0.025)], hi: means[Math.floor(draws * 0.975)] };
}
