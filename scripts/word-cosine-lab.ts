// Word-cosine lab (`recall.minWordCosine`): a memory found by words alone must also be somewhat close in
// meaning (its cosine with the prompt, read from its stored vector when the dense side did not list it),
// unless it holds half of the prompt's terms (WORD_SHARE). Through the real recall(): items per block and the share of blocks
// holding evidence on the shared sets, and items for prompts nothing answers: LoCoMo questions (a third)
// asked of the next conversation and of the ADR store, and generic coding prompts
// (scripts/bench/coding-prompts.txt, written before any rule was tried) asked of the ADR store and of
// three LoCoMo conversations.
//
//   node --import tsx scripts/word-cosine-lab.ts     # ~2 min on 2 cores (HALVES=even / odd: one half of the questions)
import { resolve } from 'node:path';
import { loadEmbedder } from '../src/embed/load.ts';
import { recall, type RecallOptions } from '../src/recall/recall.ts';
import type { BenchStore } from './bench/datasets.ts';
import { runLabSets, type LabQuery } from './bench/lab-sets.ts';
import { openBenchStore } from './bench/quality.ts';
const { embedder } = loadEmbedder('');
const root = resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench');
const V: { name: string; o: RecallOptions }[] = [
  ...[0, 0.05, 0.1, 0.15, 0.2, 0.25].map((min) => ({ name: `minWordCosine ${min}`, o: { minWordCosine: min, minContextCosine: Infinity } })),
  // With the default word cosine: how close a memory's context must be when the shared words are there.
  ...[Infinity, 0.1, 0.2, 0.3, 0.4, 0.5].map((min) => ({ name: `context ${min}`, o: { minContextCosine: min } })),
];
const acc = new Map<string, { n: number; items: number[]; ev: number[] }>();
function run(set: string, bs: BenchStore, queries: LabQuery[], offTopic: boolean) {
  const { store, dispose } = openBenchStore(bs, embedder!, 'engrim-wordcos-');
  for (const [qi, q] of queries.entries()) {
    if (process.env.HALVES && (qi % 2 === 0) !== (process.env.HALVES === 'even')) continue;
    if (!acc.has(set)) acc.set(set, { n: 0, items: V.map(() => 0), ev: V.map(() => 0) });
    const a = acc.get(set)!;
    a.n++;
    V.forEach((v, k) => {
      const kept = recall(store, q.text, { embedder: embedder!, search: { now: q.now }, ...v.o }).items;
      a.items[k] += kept.length;
      if (!offTopic && kept.some((i) => q.relevant.has(i.ref!))) a.ev[k]++;
    });
  }
  dispose();
}
runLabSets(root, run, { coding: true });
for (const [k, v] of V.entries()) {
  console.log(v.name.padEnd(20), [...acc].map(([set, a]) => `${set} ${(a.items[k] / a.n).toFixed(2)}${set.endsWith('+') ? '/' + (a.ev[k] / a.n).toFixed(3) : ''}`).join('  '));
}
