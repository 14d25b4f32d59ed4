import { decidesIn } from '../src/capture/decides.ts';
import { asSaid } from '../src/capture/prose.ts';
const [s, n] = process.argv.slice(2);
console.log(decidesIn(s, asSaid(s), { item: false, setup: false, next: () => n, also: () => false }));
