// Fits the near-duplicate cosine threshold on the shipped model with measured
// pairs (run: node --import tsx scripts/fit-dedup.ts). Positives: a memory and
// a restatement of it (case, punctuation, a filler word, a synonym-free
// reordering of clauses, a typo). Negatives: distinct turns of the same LoCoMo
// conversation — same people, same topics, different facts — which must not merge.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEmbedder } from '../src/embed/load.ts';
import { lexicallySame } from '../src/lifecycle/dedup.ts';

const embedder = loadEmbedder('').embedder!;
const cos = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i], 0);
const data = JSON.parse(readFileSync(resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench', 'locomo/locomo10.json'), 'utf8'));
const turns: string[] = [];
for (const conv of data) for (let s = 1; conv.conversation[`session_${s}`]; s++) for (const t of conv.conversation[`session_${s}`]) if (t.text.split(' ').length >= 8) turns.push(t.text);

let seed = 99;
const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
function restate(t: string): string {
  const words = t.split(' ');
  switch (Math.floor(rand() * 4)) {
    case 0: return t.toUpperCase().replace(/[.!?]$/, '');
    case 1: return `Note: ${t} (again)`;
    case 2: { const i = Math.floor(rand() * words.length); words.splice(i, 1); return words.join(' '); }
    default: { const parts = t.split(/,\s*/); return parts.length > 1 ? [...parts.slice(1), parts[0]].join(', ') : `${t} indeed`; }
  }
}
const sample = turns.filter((_, i) => i % 7 === 0).slice(0, 600);
const pairs = (a: string, b: string) => ({ cos: cos(embedder.embed(a), embedder.embed(b)), lexical: lexicallySame(a, b) });
const posPairs = sample.map((t) => pairs(t, restate(t)));
const negPairs: ReturnType<typeof pairs>[] = [];
for (let i = 0; i + 1 < sample.length; i++) negPairs.push(pairs(sample[i], sample[i + 1]));
for (let i = 0; i < 3000; i++) {
  const a = turns[Math.floor(rand() * turns.length)];
  const b = turns[Math.floor(rand() * turns.length)];
  if (a !== b) negPairs.push(pairs(a, b));
}
// Templated texts that differ only in a number: the embedding cannot tell them apart.
const templated = Array.from({ length: 200 }, (_, i) => pairs(`Build ${i} of the payments service failed on main`, `Build ${i + 1} of the payments service failed on main`));
// Templated texts that differ only in one name: also invisible to an averaged embedding.
const names = ['Kafka', 'GraphQL', 'Redis', 'Postgres', 'Terraform', 'Vitest', 'Jest', 'Prisma', 'Drizzle', 'Hono', 'Express', 'Fastify', 'Vite', 'webpack', 'pnpm', 'yarn', 'Deno', 'Bun', 'Helm', 'Nix'];
const swapped = names.flatMap((a, i) => names.slice(i + 1, i + 11).map((b) => pairs(`We use ${a} for the message layer of the billing service`, `We use ${b} for the message layer of the billing service`)));
// A statement turned around: another tool instead, never, do not. Also invisible to an averaged embedding.
const turned = names.flatMap((a, i) =>
  names.slice(i + 1, i + 11).flatMap((b) => [
    pairs(`Use ${a} for the message layer of the billing service`, `Use ${b} instead of ${a} for the message layer of the billing service`),
    pairs(`Use ${a} for the message layer of the billing service`, `Never use ${a} for the message layer of the billing service`),
    pairs(`Use ${a} for the message layer of the billing service`, `Do not use ${a} for the message layer of the billing service`),
  ]),
);
const pos = posPairs.map((p) => p.cos);
const neg = negPairs.map((p) => p.cos);
const rate = (xs: ReturnType<typeof pairs>[], th: number) => ((xs.filter((p) => p.cos >= th && p.lexical).length / xs.length) * 100).toFixed(2);
console.log(`with the lexical guard at 0.90: restatements merged ${rate(posPairs, 0.9)}%, distinct turns ${rate(negPairs, 0.9)}%, templated number-only variants ${rate(templated, 0.9)}% (cosine alone: ${((templated.filter((p) => p.cos >= 0.9).length / templated.length) * 100).toFixed(1)}%), one name swapped ${rate(swapped, 0.9)}% (cosine alone: ${((swapped.filter((p) => p.cos >= 0.9).length / swapped.length) * 100).toFixed(1)}%), turned around ${rate(turned, 0.9)}% of ${turned.length} (cosine alone: ${((turned.filter((p) => p.cos >= 0.9).length / turned.length) * 100).toFixed(1)}%)`);
neg.sort((a, b) => b - a);
pos.sort((a, b) => a - b);
for (const th of [0.85, 0.88, 0.9, 0.92, 0.94, 0.95, 0.96, 0.97, 0.98]) {
  const fp = neg.filter((x) => x >= th).length / neg.length;
  const tp = pos.filter((x) => x >= th).length / pos.length;
  console.log(`threshold ${th}: merges ${(tp * 100).toFixed(1)}% of restatements, wrongly merges ${(fp * 100).toFixed(2)}% of distinct memories`);
}
console.log(`negatives: max ${neg[0].toFixed(3)}, p99.9 ${neg[Math.floor(neg.length * 0.001)].toFixed(3)}; positives: min ${pos[0].toFixed(3)}, p10 ${pos[Math.floor(pos.length * 0.1)].toFixed(3)}`);
