// Recall in a young project's store: a handful of memories, as a new user has in the first days.
// Random subsets of N ADR Decision sections (../shared/bench/adr) form the store; each member's title asks
// for it. Reports how often the recall block holds the asked record, how many items it holds, and how
// often the asked record is the block's first item, per N. Also the items a generic coding prompt gets.
// Usage: node --import tsx scripts/small-store-lab.ts [subsets per N, default 40]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEmbedder } from '../src/embed/load.ts';
import { recall } from '../src/recall/recall.ts';
import { adrRecords } from './bench/datasets.ts';
import { mean, round } from './bench/metrics.ts';
import { openBenchStore } from './bench/quality.ts';

const records = adrRecords(resolve(process.env.ENGRIM_BENCH ?? '../shared/bench'));
if (!records) {
  console.log('no ../shared/bench/adr: nothing to measure');
  process.exit(0);
}
const { embedder } = loadEmbedder('');
const subsets = Number(process.argv[2] ?? 40);
const prompts = readFileSync(resolve(import.meta.dirname, 'bench/coding-prompts.txt'), 'utf8').split('\n').filter(Boolean);
// A fixed pseudo-random order (mulberry32), so runs compare.
let seed = 7;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const sample = <T>(xs: T[], n: number) => {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a.slice(0, n);
};
for (const n of [2, 3, 5, 10, 20, 50]) {
  const inBlock: number[] = [];
  const first: number[] = [];
  const items: number[] = [];
  const offTopic: number[] = [];
  for (let k = 0; k < subsets; k++) {
    const chosen = sample(records, n);
    const { store, dispose } = openBenchStore(
      { name: 'small', memories: chosen.map((r) => ({ content: r.decision.slice(0, 1500), kind: 'decision', ref: r.id })), queries: [] },
      embedder,
      'engrim-small-',
    );
    try {
      const refOf = new Map(store.list({}).map((m) => [m.id, m.ref!]));
      for (const r of chosen) {
        const block = recall(store, r.title, { embedder }).items;
        inBlock.push(block.some((i) => refOf.get(i.id) === r.id) ? 1 : 0);
        first.push(block.length && refOf.get(block[0].id) === r.id ? 1 : 0);
        items.push(block.length);
      }
      for (const p of sample(prompts, 5)) offTopic.push(recall(store, p, { embedder }).items.length);
    } finally {
      dispose();
    }
  }
  console.log(`N=${n}: asked record in block ${round(mean(inBlock))}, first ${round(mean(first))}, items ${round(mean(items), 2)}; coding prompt items ${round(mean(offTopic), 2)} (${inBlock.length} queries)`);
}
