import { turnedDown } from '../src/capture/faults.ts';
import { rejectedIn } from '../src/capture/rejections.ts';
const [a, b] = process.argv.slice(2);
console.log(turnedDown(b, a), rejectedIn(b, false, true));
