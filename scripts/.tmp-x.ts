import { readFileSync } from 'node:fs';
import { extractDecisions } from '../src/capture/extract.ts';
const texts = process.argv[2] === '-f' ? readFileSync(process.argv[3], 'utf8').split('\n@@\n') : [process.argv.slice(2).join(' ')];
for (const t of texts) {
  if (!t.trim()) continue;
  console.log('>>', t.slice(0, 100).replace(/\n/g, ' | '));
  for (const c of extractDecisions(t)) console.log('   ', c.kind, JSON.stringify(c.content), JSON.stringify(c.decision?.rejected ?? []));
}
