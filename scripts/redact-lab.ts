// Redaction's cost and its screen: every rule against the screened run on LongMemEval's turns and LoCoMo's
// (what an import of chat history redacts), the time per text and any text the two redact differently.
// node --import tsx scripts/redact-lab.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { redact } from '../src/capture/redact.ts';

const BENCH = process.env.ENGRIM_BENCH_DATA ?? join(import.meta.dirname, '..', '..', 'shared', 'bench');
const texts: string[] = [];
const lme = join(BENCH, 'longmemeval_s');
if (existsSync(lme)) {
  for (const f of readdirSync(lme).filter((f) => f.endsWith('.json'))) {
    for (const session of JSON.parse(readFileSync(join(lme, f), 'utf8')).haystack_sessions) for (const turn of session) texts.push(turn.content);
  }
}
const locomo = join(BENCH, 'locomo', 'locomo10.json');
if (existsSync(locomo)) {
  for (const c of JSON.parse(readFileSync(locomo, 'utf8'))) {
    for (const [key, turns] of Object.entries(c.conversation)) if (/^session_\d+$/.test(key)) for (const t of turns as { text: string }[]) texts.push(t.text);
  }
}
if (!texts.length) throw new Error(`no dataset under ${BENCH}: set ENGRIM_BENCH_DATA`);
const distinct = [...new Set(texts)];
const chars = distinct.reduce((a, t) => a + t.length, 0);
const time = (screen: boolean) => {
  const start = performance.now();
  for (const t of distinct) redact(t, { screen });
  return ((performance.now() - start) * 1000) / distinct.length;
};
for (let round = 1; round <= 3; round++) console.log(`round ${round}: every rule ${time(false).toFixed(1)} µs / text, screened ${time(true).toFixed(1)} µs / text`);
const differ = distinct.filter((t) => redact(t).text !== redact(t, { screen: false }).text);
const redacted = distinct.filter((t) => redact(t).redactions > 0).length;
console.log(`${distinct.length} distinct texts (${(chars / distinct.length).toFixed(0)} characters on average); ${redacted} redacted; ${differ.length} redacted differently by the screen`);
for (const t of differ.slice(0, 5)) console.log(`  ${JSON.stringify(t.slice(0, 200))}`);
if (differ.length) process.exitCode = 1;
