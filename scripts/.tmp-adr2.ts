import { readFileSync } from 'node:fs';
import { responseDecisions } from '../src/capture/heuristics.ts';
const rows = readFileSync('/work/shared/bench/adr/adr_dev.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l));
let n = 0;
for (const r of rows) { const d = r.sections?.Decision as string | undefined; if (!d) continue; if (responseDecisions(d).length) continue; n++; if (n <= 14) console.log('---', r.title, '\n', d.slice(0, 300).replace(/\n+/g, ' ⏎ ')); }
console.log('missed', n);
