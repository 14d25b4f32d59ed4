// Floor lab: what a higher cosine floor for memories only the dense side found (`recall.minCosine`) does
// to the real recall() block, and whether a cosine's standing within the store (a z-score against the
// cosines of every memory) tells answers from noise.
//
//   node --import tsx scripts/floor-lab.ts          # ~2 min on 2 cores
//   MC=0.45,0.6 node --import tsx scripts/floor-lab.ts
//
// Sets as in gate-lab.ts: a LoCoMo conversation's questions on its own store (+) and on the next
// conversation's (−: nothing answers them), LongMemEval, ADR title and Context → Decision, LoCoMo questions
// on the ADR store (adr−). Findings of 2026-11-30 are in docs/benchmarks.md.
import { resolve } from 'node:path';
import { loadEmbedder } from '../src/embed/load.ts';
import { recall } from '../src/recall/recall.ts';
import { cosines } from '../src/search/dense.ts';
import { search } from '../src/search/search.ts';
import { adr, locomo, longmemeval, type BenchStore } from './bench/datasets.ts';
import { openBenchStore } from './bench/quality.ts';

const { embedder } = loadEmbedder('');
if (!embedder) throw new Error('no embedding model');
const root = resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench');
const FLOORS = (process.env.MC ?? '0.45,0.55,0.6,0.7,2').split(',').map(Number);
const blocks = new Map<string, { items: number[]; evidence: number[] }>();
const z = new Map<string, { evidence: number[]; other: number[]; best: number[] }>();

function run(set: string, bs: BenchStore, queries: { text: string; relevant: Set<string>; now?: number }[]) {
  const { store, dispose } = openBenchStore(bs, embedder!, 'engrim-floor-');
  const matrix = store.vectorMatrix(embedder!.id);
  const zs = z.get(set) ?? { evidence: [], other: [], best: [] };
  z.set(set, zs);
  for (const q of queries) {
    for (const minCosine of FLOORS) {
      const b = recall(store, q.text, { embedder: embedder!, minCosine, search: { now: q.now } });
      const key = `${set} ${minCosine}`;
      const r = blocks.get(key) ?? { items: [], evidence: [] };
      blocks.set(key, r);
      r.items.push(b.items.length);
      r.evidence.push(b.items.some((i) => q.relevant.has(i.ref!)) ? 1 : 0);
    }
    // z-score of each memory the dense side alone found (cosine ≥ 0.45), against every memory's cosine.
    const all = cosines(embedder!.embed(q.text), matrix);
    if (!all) continue;
    let sum = 0;
    let squares = 0;
    for (const c of all) {
      sum += c;
      squares += c * c;
    }
    const mean = sum / all.length;
    const sd = Math.sqrt(Math.max(1e-12, squares / all.length - mean * mean));
    const hits = search(store, q.text, { embedder: embedder!, limit: 30, now: q.now }).hits.filter((h) => h.ranks.fulltext === undefined && (h.cosine ?? -1) >= 0.45);
    let best = -Infinity;
    for (const h of hits) {
      const score = (h.cosine! - mean) / sd;
      best = Math.max(best, score);
      (q.relevant.has(h.memory.ref!) ? zs.evidence : zs.other).push(score);
    }
    if (hits.length) zs.best.push(best);
  }
  dispose();
}

const lc = locomo(root)!;
for (let c = 0; c < lc.length; c++) {
  run('locomo+', lc[c], lc[c].queries);
  run('locomo−', lc[c], lc[(c + 1) % lc.length].queries.map((q) => ({ ...q, relevant: new Set<string>() })));
}
for (const bs of longmemeval(root)!) run('lme+', bs, bs.queries);
const [ad] = adr(root)!;
run('adrtitle+', ad, ad.queries.filter((q) => q.group === 'title'));
run('adrctx+', ad, ad.queries.filter((q) => q.group === 'context'));
run('adr−', ad, lc[0].queries.map((q) => ({ ...q, relevant: new Set<string>() })));

const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / (xs.length || 1)).toFixed(3);
const median = (xs: number[]) => (xs.length ? [...xs].sort((a, b) => a - b)[xs.length >> 1].toFixed(2) : '-');
for (const [key, r] of blocks) console.log(`minCosine ${key}`.padEnd(28), `items ${mean(r.items)}`, key.includes('+') ? `evidence ${mean(r.evidence)}` : '');
for (const [set, s] of z) console.log(`z ${set}`.padEnd(14), `dense-only evidence n ${s.evidence.length} median ${median(s.evidence)} | others n ${s.other.length} median ${median(s.other)} | best per question median ${median(s.best)}`);
