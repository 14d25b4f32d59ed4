// MMR lab: does packing the recall block by maximal marginal relevance (a
// memory's fused score minus its cosine to what the block already holds) put
// more evidence into the ≤ 1,000-token block than packing best-first?
//
//   node --import tsx scripts/mmr-lab.ts
//
// Each query's block is built by the real recall() once per λ of its
// `diversity` option (src/recall/diversity.ts: score = λ·(fused score / best)
// − (1 − λ)·max cosine to the memories already placed; λ 1 = best first).
// Metrics: LoCoMo evidence recall of the block (share of a question's evidence
// turns in it) and hit rate (any evidence turn), LongMemEval
// evidence-in-budget; the same MMR order applied to search's top 10 of 30 hits
// (R@10); paired bootstrap against best-first; and λ cross-fitted on LoCoMo
// (chosen on even conversations, scored on odd ones, and back).
// Results of 2026-11-29 are in docs/benchmarks.md ("Diversity when packing").

import { resolve } from 'node:path';
import { loadEmbedder } from '../src/embed/load.ts';
import { diversify } from '../src/recall/diversity.ts';
import { recall } from '../src/recall/recall.ts';
import { search } from '../src/search/search.ts';
import { locomo, longmemeval, type BenchStore } from './bench/datasets.ts';
import { bootstrapInterval } from './bench/crossfit.ts';
import { recallAt } from './bench/metrics.ts';
import { openBenchStore } from './bench/quality.ts';

const LAMBDAS = [1, 0.9, 0.8, 0.7, 0.5];
const root = resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench');
const { embedder } = loadEmbedder('');
if (!embedder) throw new Error('no model');

type Per = Record<string, number[]>;
/** LoCoMo query → its conversation's parity (the cross-fit folds). */
const fold: number[] = [];
const name = (lambda: number) => (lambda === 1 ? 'best-first' : `mmr λ${lambda}`);
const results = new Map<string, Per>(LAMBDAS.map((l) => [name(l), { 'locomo block recall': [], 'locomo block hit': [], 'lme evidence-in-budget': [], 'locomo search R@10': [], 'lme search R@10': [] }]));
const stores: [string, BenchStore[]][] = [['locomo', locomo(root)!], ['lme', longmemeval(root)!]];
for (const [ds, list] of stores) {
  for (const bs of list) {
    const { store, dispose } = openBenchStore(bs, embedder, 'engrim-mmr-');
    try {
      for (const q of bs.queries) {
        const hits = search(store, q.text, { embedder, limit: 30, now: q.now }).hits;
        const vectors = store.vectorsOf(hits.map((h) => h.memory.id), embedder.id);
        for (const lambda of LAMBDAS) {
          // The same MMR order applied to search's own ranking (what R@10 measures).
          const top = diversify(hits, lambda, () => vectors).slice(0, 10).map((h) => h.memory.ref!);
          results.get(name(lambda))![`${ds} search R@10`].push(recallAt(top, q.relevant, 10));
          const block = recall(store, q.text, { embedder, diversity: lambda, search: { now: q.now } });
          const refs = new Set(block.items.map((i) => i.ref!));
          const found = [...q.relevant].filter((r) => refs.has(r)).length;
          const per = results.get(name(lambda))!;
          if (ds === 'locomo') {
            if (lambda === 1) fold.push(list.indexOf(bs) % 2);
            per['locomo block recall'].push(found / q.relevant.size);
            per['locomo block hit'].push(found > 0 ? 1 : 0);
          } else per['lme evidence-in-budget'].push(found > 0 ? 1 : 0);
        }
      }
    } finally {
      dispose();
    }
  }
  console.error(`${ds} done`);
}
const base = results.get('best-first')!;
for (const [variant, per] of results) {
  const line = Object.entries(per).map(([k, v]) => {
    const m = v.reduce((a, b) => a + b, 0) / v.length;
    if (variant === 'best-first') return `${k} ${m.toFixed(3)}`;
    const { diff, lo, hi } = bootstrapInterval(v.map((x, i) => x - base[k][i]));
    return `${k} ${m.toFixed(3)} (${diff >= 0 ? '+' : ''}${diff.toFixed(3)} [${lo.toFixed(3)}, ${hi.toFixed(3)}]${lo > 0 ? '↑' : hi < 0 ? '↓' : ''})`;
  });
  console.log(`${variant.padEnd(12)} ${line.join(' | ')}`);
}
// Cross-fit of λ (best-first counts as λ 1): chosen on even conversations' block recall, scored on odd ones, and back.
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const onFold = (name: string, f: number) => mean(results.get(name)!['locomo block recall'].filter((_, q) => fold[q] === f));
for (const f of [0, 1]) {
  const pick = [...results.keys()].reduce((a, b) => (onFold(b, f) > onFold(a, f) ? b : a));
  console.log(`LoCoMo block recall cross-fit: chosen on fold ${f}: ${pick}; held-out ${onFold(pick, 1 - f).toFixed(3)} vs best-first ${onFold('best-first', 1 - f).toFixed(3)}`);
}
