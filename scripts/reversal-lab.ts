// Decisions a later decision reverses (src/lifecycle/supersede.ts `supersedeReversed`: one that takes what an earlier
// one turned down, on its topic), and every other memory a write supersedes (one that chose what a later one turns
// down, a setting given another value), and every write merged into an earlier memory. The phrasing sets' rows, the whole responses and the ADRs' Decision sections
// stored in turn into one store, as the capture hook stores them; every supersession is printed, to be read by hand
// (the texts are independent: one is right only where the two say opposite things on one topic).
// Usage: node --import tsx scripts/reversal-lab.ts
import { resolve } from 'node:path';
import { extractDecisions } from '../src/capture/extract.ts';
import { loadEmbedder } from '../src/embed/load.ts';
import { prepareMemory, rememberPrepared } from '../src/engine/remember.ts';
import { adrRecords } from './bench/datasets.ts';
import { PHRASING_SETS, readPhrasing } from './bench/phrasing.ts';
import { openBenchStore } from './bench/quality.ts';
import { RESPONSE_SETS, readResponses } from './bench/responses.ts';

const root = resolve(process.env.ENGRIM_BENCH ?? '../shared/bench');
const { embedder } = loadEmbedder('');
const texts = [
  ...PHRASING_SETS.flatMap((set) => readPhrasing(set.file)).map((r) => r.text),
  ...RESPONSE_SETS.flatMap((set) => readResponses(set.file)).map((r) => r.text),
  ...(adrRecords(root) ?? []).map((r) => r.decision),
];
let t = Date.UTC(2026, 0, 1);
const { store, dispose } = openBenchStore({ name: 'reversal', memories: [], queries: [] }, embedder, 'engrim-reversal-');
let decisions = 0;
const reversals: string[] = [];
const others: string[] = [];
const merges: string[] = [];
try {
  for (const text of texts) {
    for (const c of extractDecisions(text)) {
      const { supersedes, context, ...memory } = c;
      const stored = rememberPrepared(store, embedder, prepareMemory(embedder, { ...memory, context: context ?? null }), (t += 60_000));
      decisions++;
      const line = (id: string) => `  ${store.require(id).content.slice(0, 110).replace(/\n/g, ' ')}\n      → ${c.content.slice(0, 110).replace(/\n/g, ' ')}`;
      for (const id of stored.reversed ?? []) reversals.push(line(id));
      for (const id of stored.superseded.filter((id) => !stored.reversed?.includes(id))) others.push(line(id));
      // A write merged into an earlier memory: the earlier one's words, then what was said again.
      if (stored.merged && !stored.unchanged) merges.push(`  ${stored.memory.content.slice(0, 110).replace(/\n/g, ' ')}\n      ← ${c.content.slice(0, 110).replace(/\n/g, ' ')}`);
    }
  }
} finally {
  dispose();
}
console.log(`${texts.length} texts, ${decisions} captured memories stored in turn: ${reversals.length} earlier decisions reversed`);
for (const line of reversals) console.log(line);
console.log(`${others.length} other earlier memories superseded (an option a later one turns down, a setting changed)`);
for (const line of others) console.log(line);
console.log(`${merges.length} writes merged into an earlier memory (dedup)`);
for (const line of merges) console.log(line);
