// Capture on agent phrasing (bench/phrasing, see scripts/bench/phrasing.ts), and precision and recall proxies on
// ../shared/bench (see scripts/bench/capture.ts), with what was captured.
// Usage: node --import tsx scripts/capture-lab.ts [--list]
// --list prints what was captured and the misses of the sets tuned on; never a held-out set's misses (reading
// them would make it one more set to tune on).
import { resolve } from 'node:path';
import { captureFigures, captureQuality } from './bench/capture.ts';
import { PHRASING_SETS, phrasingFigures, phrasingQuality, readPhrasing } from './bench/phrasing.ts';
import { REASON_SETS, reasonFigures, reasonsQuality, readReasons } from './bench/reasons.ts';
import { RESPONSE_SETS, readResponses, responseFigures, responsesQuality } from './bench/responses.ts';

const list = process.argv.includes('--list');
for (const { name, file, tuned } of PHRASING_SETS) {
  const phrasing = phrasingQuality(readPhrasing(file));
  console.log(`${name} (bench/phrasing, ${tuned ? 'tuned on' : 'held out'}):`, phrasingFigures(phrasing));
  if (list && tuned) for (const m of phrasing.misses) console.log(`  ${name}: ${m}`);
}
for (const { name, file, tuned } of REASON_SETS) {
  const reasons = reasonsQuality(readReasons(file));
  console.log(`${name} (bench/phrasing, the reason after a decision, ${tuned ? 'tuned on' : 'held out'}):`, reasonFigures(reasons));
  if (list && tuned) for (const m of reasons.misses) console.log(`  ${name}: ${m}`);
}
for (const { name, file, tuned } of RESPONSE_SETS) {
  const responses = responsesQuality(readResponses(file));
  console.log(`${name} (bench/phrasing, whole responses, ${tuned ? 'tuned on' : 'held out'}):`, responseFigures(responses));
  if (list && tuned) for (const m of responses.misses) console.log(`  ${name}: ${m}`);
}
const q = captureQuality(resolve(process.env.ENGRIM_BENCH ?? '../shared/bench'));
if (!q) {
  console.log('no ../shared/bench datasets: nothing more to measure');
  process.exit(0);
}
console.log(captureFigures(q));
if (process.argv.includes('--list')) {
  for (const c of q.chatCaptured) console.log(`  chat: ${c.content.slice(0, 150)}`);
  for (const c of q.promptCaptured) console.log(`  prompt (${c.kind}): ${c.content.slice(0, 150)}`);
  for (const c of q.answerCaptured) console.log(`  accepted or picked: ${c.content.slice(0, 200)}`);
  for (const r of q.adrCaptured.flatMap((f) => f.flatMap((c) => c.decision?.rejected ?? []))) console.log(`  ADR rejected: ${r.option}${r.reason ? ` (why not: ${r.reason.slice(0, 80)})` : ''}`);
}
