// Share lab: `recall.minScoreShare` (a memory scoring under this share of the best relevant one's stays
// out of the block) at 0 (off), 0.3 (the default) and 0.4, through the real recall(): tokens and items per
// block, the share of blocks holding evidence and the share of the evidence they hold, on the shared sets;
// and items on prompts nothing answers (LoCoMo questions, a third of them, asked of the next conversation
// and of the ADR store).
//
//   node --import tsx scripts/share-lab.ts     # ~1 min on 2 cores (HALVES=even / odd: one half of the questions)
//
// Results of 2026-11-30 are in docs/benchmarks.md ("The tail of the block").
import { resolve } from 'node:path';
import { loadEmbedder } from '../src/embed/load.ts';
import { recall } from '../src/recall/recall.ts';
import type { BenchStore } from './bench/datasets.ts';
import { runLabSets, type LabQuery } from './bench/lab-sets.ts';
import { openBenchStore } from './bench/quality.ts';
const { embedder } = loadEmbedder('');
const root = resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench');
const R = [0, 0.3, 0.4];
const acc = new Map<string, { n: number; items: number[]; ev: number[]; rec: number[]; tok?: number[] }>();
function run(set: string, bs: BenchStore, queries: LabQuery[], offTopic: boolean) {
  const { store, dispose } = openBenchStore(bs, embedder!, 'engrim-share-');
  for (const [qi, q] of queries.entries()) {
    // HALVES=even|odd: only the questions of that parity (a check that the choice holds on each half).
    if (process.env.HALVES && (qi % 2 === 0) !== (process.env.HALVES === 'even')) continue;
    if (!acc.has(set)) acc.set(set, { n: 0, items: R.map(() => 0), ev: R.map(() => 0), rec: R.map(() => 0) });
    const a = acc.get(set)!;
    a.n++;
    R.forEach((r, k) => {
      const b = recall(store, q.text, { embedder: embedder!, minScoreShare: r, search: { now: q.now } });
      const kept = b.items;
      a.tok = (a.tok ?? R.map(() => 0)); a.tok[k] += b.tokens;
      a.items[k] += kept.length;
      if (!offTopic && kept.some((i) => q.relevant.has(i.ref!))) a.ev[k]++;
      if (!offTopic) a.rec[k] += kept.filter((i) => q.relevant.has(i.ref!)).length / q.relevant.size;
    });
  }
  dispose();
}
runLabSets(root, run);
for (const [set, a] of acc) console.log(set.padEnd(10), R.map((r, k) => `r${r}: ${(a.tok![k] / a.n).toFixed(0)}t ${(a.items[k] / a.n).toFixed(2)}${set.endsWith('+') ? '/' + (a.ev[k] / a.n).toFixed(3) + '/' + (a.rec[k] / a.n).toFixed(3) : ''}`).join(' | '));
