// Overlap lab: `recall.minOverlap` 0 against 0.25 on every question of the shared sets, through the real
// recall() block: evidence held, evidence recall, items and tokens, paired bootstrap.
//
//   node --import tsx scripts/overlap-lab.ts     # ~30 s on 2 cores
//
// Results of 2026-11-30 are in docs/benchmarks.md ("Precision").
import { resolve } from 'node:path';
import { loadEmbedder } from '../src/embed/load.ts';
import { recall } from '../src/recall/recall.ts';
import { adr, locomo, longmemeval } from './bench/datasets.ts';
import { bootstrapInterval } from './bench/crossfit.ts';
import { openBenchStore } from './bench/quality.ts';
const { embedder } = loadEmbedder('');
const root = resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench');
const V = [0, 0.25];
const res = new Map<string, number[][]>(); // metric → per variant list
const push = (k: string, vals: number[]) => { if (!res.has(k)) res.set(k, V.map(() => [])); vals.forEach((v, i) => res.get(k)![i].push(v)); };
for (const [ds, list] of [['locomo', locomo(root)!], ['lme', longmemeval(root)!], ['adr', adr(root)!]] as const) {
  for (const bs of list) {
    const { store, dispose } = openBenchStore(bs, embedder!, 'engrim-overlap-');
    for (const q of bs.queries) {
      const blocks = V.map((minOverlap) => recall(store, q.text, { embedder: embedder!, minOverlap, search: { now: q.now } }));
      const found = blocks.map((b) => { const refs = new Set(b.items.map((i) => i.ref)); return [...q.relevant].filter((r) => refs.has(r)).length; });
      const g = ds === 'adr' ? `adr ${q.group}` : ds;
      push(`${g} block hit`, found.map((f) => (f > 0 ? 1 : 0)));
      push(`${g} block recall`, found.map((f) => f / q.relevant.size));
      push(`${g} items`, blocks.map((b) => b.items.length));
      push(`${g} tokens`, blocks.map((b) => b.tokens));
    }
    dispose();
  }
}
for (const [k, [a, b]] of res) {
  const m = (x: number[]) => x.reduce((s, y) => s + y, 0) / x.length;
  const r = bootstrapInterval(b.map((x, i) => x - a[i]));
  console.log(k.padEnd(24), m(a).toFixed(3), '→', m(b).toFixed(3), `(${r.diff >= 0 ? '+' : ''}${r.diff.toFixed(4)} [${r.lo.toFixed(4)}, ${r.hi.toFixed(4)}])`, 'n', a.length);
}
