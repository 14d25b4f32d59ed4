// What dedup's `saidWithin` finds among distinct statements: every pair of distinct LoCoMo turns of one
// conversation where one says the other within it (run: node --import tsx scripts/contain-lab.ts). Each such
// pair would merge into one memory with the longer wording; the listing shows whether any distinct fact would
// be lost by that. The cosine is printed for reference (a fuller statement is merged whatever its cosine).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEmbedder } from '../src/embed/load.ts';
import { saidWithin } from '../src/lifecycle/dedup.ts';

const embedder = loadEmbedder('').embedder!;
const cos = (a: Float32Array, b: Float32Array) => {
  let d = 0, x = 0, y = 0;
  for (let i = 0; i < a.length; i++) (d += a[i] * b[i]), (x += a[i] * a[i]), (y += b[i] * b[i]);
  return d / Math.sqrt(x * y);
};
const data = JSON.parse(readFileSync(resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench', 'locomo/locomo10.json'), 'utf8'));
let pairs = 0;
let turns = 0;
for (const conv of data) {
  const texts: string[] = [];
  for (let s = 1; conv.conversation[`session_${s}`]; s++) for (const t of conv.conversation[`session_${s}`]) texts.push(t.text);
  const distinct = [...new Set(texts)];
  turns += distinct.length;
  for (const short of distinct) {
    for (const long of distinct) {
      if (short === long || !saidWithin(short, long)) continue;
      pairs++;
      console.log(cos(embedder.embed(short), embedder.embed(long)).toFixed(3), JSON.stringify(short), 'within', JSON.stringify(long));
    }
  }
}
console.log(`${pairs} pairs among ${turns} distinct turns`);
