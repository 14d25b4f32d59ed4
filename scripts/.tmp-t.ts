import { readFileSync } from 'node:fs';
import { extractDecisions } from '../src/capture/extract.ts';
const t = readFileSync(process.argv[2], 'utf8');
globalThis.__rxon = true; const a = performance.now(); extractDecisions(t); const b = performance.now(); extractDecisions(t + ' x'); const c = performance.now();
console.log(`first ${(b - a).toFixed(1)} ms, second ${(c - b).toFixed(1)} ms`);
