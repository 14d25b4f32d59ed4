// Updates lab: does a decision or convention that changes a setting's value replace the one it changes, and
// only that one? The labelled pairs of bench/phrasing/updates-*.jsonl, then every decision of the phrasing
// sets and the ADRs written in turn (none of which should replace another), through the real `remember`
// (scripts/bench/updates.ts). The same figures are in `npm run bench`.
//
//   node --import tsx scripts/updates-lab.ts          # counts, ~5 s
//   node --import tsx scripts/updates-lab.ts --list   # and the tuned sets' misses (never a held-out set's)
import { resolve } from 'node:path';
import { loadEmbedder } from '../src/embed/load.ts';
import { chatSupersessions, independentSupersessions, updatesQuality } from './bench/updates.ts';

const { embedder } = loadEmbedder('');
const list = process.argv.includes('--list');
for (const [name, f] of Object.entries(updatesQuality(embedder))) {
  console.log(`${name} (${f.tuned ? 'tuned on' : 'held out'}): ${f.replaced} / ${f.replaces} replaced, ${f.wrong} / ${f.others} wrongly, ${f.merged} merged`);
  if (list && f.tuned && f.misses.length) console.log(f.misses.join('\n'));
}
const independent = independentSupersessions(embedder, resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench'));
console.log(`${independent.decisions} independent decisions and ${independent.notes} other sentences (as notes) written in turn: ${independent.superseded.length} superseded by a changed value`);
if (list) console.log(independent.superseded.join('\n'));
if (process.argv.includes('--chat')) {
  const chat = chatSupersessions(embedder, resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench'));
  console.log(`${chat.turns} chat turns written as notes: ${chat.superseded.length} superseded by a changed value, ${chat.evidence} of them a question's evidence`);
  if (list) console.log(chat.superseded.join('\n'));
}
