import { rejectedIn } from '../src/capture/rejections.ts';
import { asSaid } from '../src/capture/prose.ts';
const t = process.argv.slice(2).join(' ');
console.log(asSaid(t)); console.log(rejectedIn(asSaid(t), true, false), rejectedIn(asSaid(t), false, false));
