import { readResponses, responsesQuality } from './bench/responses.ts';
const f = process.argv[2];
for (const m of responsesQuality(readResponses(f)).misses) console.log('- ' + m + '\n');
