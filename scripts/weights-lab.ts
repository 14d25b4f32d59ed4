// Weights lab (nineteenth session): the source boost and α, cross-fitted and by store size, through the real
// `search()` (`runStores`). Every variant pins `alphaAtScale` to its own α, so α does not move with the store's
// size unless a variant says so; the figures in docs/benchmarks.md ("Nineteenth session") came from these modes.
//
//   MODE=source node --import tsx scripts/weights-lab.ts   # source boost 0.2–0.8, cross-fitted; bootstrap vs 0.3 (~5 min)
//   MODE=joint  node --import tsx scripts/weights-lab.ts   # α × source × soft, cross-fitted; bootstrap vs the old default (~5 min)
//   MODE=size   node --import tsx scripts/weights-lab.ts   # α 0.7–0.9 on LoCoMo + 3,000 / 10,000 distractors (~2 min)
//   MODE=lme    node --import tsx scripts/weights-lab.ts   # α 0.7–0.9 on LongMemEval + 10,000 other questions' turns (~7 min)
//   MODE=rule   node --import tsx scripts/weights-lab.ts   # the shipped rule (α by memories searched) against α 0.7 and 0.8
//                                                          # at sizes that did not choose it: LoCoMo + 1,000 / 5,000, LongMemEval + 3,000
//
// Folds: LoCoMo by conversation parity (its questions within a conversation are not independent), LongMemEval and
// the ADRs by item parity; the objective is the mean over sets of (R@10 + nDCG@10) / 2 (ADR: MRR).
import { resolve } from 'node:path';
import { loadEmbedder } from '../src/embed/load.ts';
import { DEFAULT_BOOST } from '../src/search/boost.ts';
import { DEFAULT_FUSION } from '../src/search/fusion.ts';
import { bootstrapText } from './bench/crossfit.ts';
import { adr, locomo, longmemeval, withDistractors, withOthers } from './bench/datasets.ts';
import { mean, ndcgAt, recallAt, reciprocalRank } from './bench/metrics.ts';
import { runStores, type Ranked, type Variant } from './bench/quality.ts';

const root = resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench');
const { embedder } = loadEmbedder('');
const variant = (alpha: number, source: number, soft = DEFAULT_FUSION.soft): Variant => ({
  name: `α ${alpha} source ${source} soft ${soft}`,
  mode: 'hybrid',
  fusion: { ...DEFAULT_FUSION, alpha, alphaAtScale: alpha, soft },
  boost: { ...DEFAULT_BOOST, source },
});
const r10 = (x: string[], r: Ranked) => recallAt(x, r.query.relevant, 10);
const nd10 = (x: string[], r: Ranked) => ndcgAt(x, r.query.relevant, 10);
const mrr = (x: string[], r: Ranked) => reciprocalRank(x, [...r.query.relevant][0]);

function bootstrap(rows: Ranked[], a: string, b: string, f: (x: string[], r: Ranked) => number): string {
  return bootstrapText(rows.map((r) => f(r.byVariant.get(a)!, r) - f(r.byVariant.get(b)!, r)));
}

/** Runs the sets, then cross-fits: the variant chosen on one fold, scored on the other; each variant bootstrapped against `base`. */
function crossFit(variants: Variant[], base: string, withAdr: boolean): void {
  const lo = locomo(root)!;
  const sets: Record<string, Ranked[]> = {
    small: runStores(lo, embedder, variants).ranked,
    lme: runStores(longmemeval(root)!, embedder, variants).ranked,
    ...(withAdr ? { adr: runStores(adr(root)!, embedder, variants).ranked } : {}),
    scale: runStores(withDistractors(lo, longmemeval(root)!, 10_000), embedder, variants).ranked,
  };
  const fold = new Map<Ranked, number>();
  for (const [k, rows] of Object.entries(sets)) {
    const stores = [...new Set(rows.map((r) => r.store))];
    rows.forEach((r, i) => fold.set(r, (k === 'small' || k === 'scale' ? stores.indexOf(r.store) : i) % 2));
  }
  const score = (k: string, v: string, rows: Ranked[]) =>
    k === 'adr' ? mean(rows.map((r) => mrr(r.byVariant.get(v)!, r))) : (mean(rows.map((r) => r10(r.byVariant.get(v)!, r))) + mean(rows.map((r) => nd10(r.byVariant.get(v)!, r)))) / 2;
  const objective = (f: number, v: string) => mean(Object.entries(sets).map(([k, rows]) => score(k, v, rows.filter((r) => fold.get(r) === f))));
  for (const f of [0, 1]) {
    const best = variants.map((v) => ({ v: v.name, o: objective(f, v.name) })).sort((a, b) => b.o - a.o)[0].v;
    const held = Object.entries(sets).map(([k, rows]) => {
      const test = rows.filter((r) => fold.get(r) === 1 - f);
      return `${k} ${score(k, best, test).toFixed(3)} (${base}: ${score(k, base, test).toFixed(3)})`;
    });
    console.log(`fold ${f} chose ${best}; held out: ${held.join('; ')}`);
  }
  for (const v of variants.filter((v) => v.name !== base)) {
    const parts = Object.entries(sets).flatMap(([k, rows]) =>
      k === 'adr' ? [`adr MRR ${bootstrap(rows, v.name, base, mrr)}`] : [`${k} R@10 ${bootstrap(rows, v.name, base, r10)}`, `${k} nDCG@10 ${bootstrap(rows, v.name, base, nd10)}`],
    );
    console.log(`${v.name} − ${base}: ${parts.join('; ')}`);
  }
}

/** Variants on one list of stores, each against the first: R@10 and nDCG@10 with paired bootstraps. */
function compare(label: string, stores: Parameters<typeof runStores>[0], variants: Variant[]): void {
  const { ranked } = runStores(stores, embedder, variants);
  for (const v of variants) {
    const m = `R@10 ${mean(ranked.map((r) => r10(r.byVariant.get(v.name)!, r))).toFixed(3)} nDCG@10 ${mean(ranked.map((r) => nd10(r.byVariant.get(v.name)!, r))).toFixed(3)}`;
    console.log(`${label} ${v.name}: ${m}; − ${variants[0].name}: ${bootstrap(ranked, v.name, variants[0].name, r10)} / ${bootstrap(ranked, v.name, variants[0].name, nd10)}`);
  }
}

/** α variants on one list of stores (source 0.5, soft 0.4), each against the first (α 0.7). */
const bySize = (label: string, stores: Parameters<typeof runStores>[0], alphas: number[]) => compare(label, stores, alphas.map((a) => variant(a, 0.5, 0.4)));

const mode = process.env.MODE ?? 'size';
if (mode === 'source') {
  crossFit([0.2, 0.3, 0.4, 0.5, 0.6, 0.8].map((s) => variant(0.7, s)), variant(0.7, 0.3).name, false);
} else if (mode === 'joint') {
  const variants = [0.65, 0.7, 0.75, 0.8].flatMap((a) => [0.3, 0.5].flatMap((s) => [0.2, 0.4].map((soft) => variant(a, s, soft))));
  crossFit(variants, variant(0.7, 0.3, 0.4).name, true);
} else if (mode === 'size') {
  for (const [n, alphas] of [[3000, [0.7, 0.75, 0.8]], [10_000, [0.7, 0.8, 0.85, 0.9]]] as const) {
    bySize(`LoCoMo + ${n}`, withDistractors(locomo(root)!, longmemeval(root)!, n), [...alphas]);
  }
} else if (mode === 'lme') {
  bySize('LongMemEval + 10000', withOthers(longmemeval(root)!, 10_000), [0.7, 0.75, 0.8, 0.85, 0.9]);
} else if (mode === 'rule') {
  // The shipped fusion (α moves with the memories searched) against α pinned at 0.7 and at 0.8.
  const shipped: Variant = { name: 'shipped rule', mode: 'hybrid', fusion: DEFAULT_FUSION, boost: DEFAULT_BOOST };
  const pinned = [0.7, 0.8].map((a) => variant(a, 0.5, 0.4));
  compare('LoCoMo + 1000', withDistractors(locomo(root)!, longmemeval(root)!, 1000), [...pinned, shipped]);
  compare('LoCoMo + 5000', withDistractors(locomo(root)!, longmemeval(root)!, 5000), [...pinned, shipped]);
  compare('LongMemEval + 3000', withOthers(longmemeval(root)!, 3000), [...pinned, shipped]);
} else {
  throw new Error(`MODE=${mode}: expected source, joint, size, lme or rule`);
}
