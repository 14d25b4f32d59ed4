import { randomFillSync } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32, lower case

// Random bytes drawn 640 at a time: one call per 64 ids instead of one each (a bulk import makes thousands).
const pool = new Uint8Array(640);
let poolAt = pool.length;

/** What `newId` makes (an id given from outside, such as an exported one, must look like it). */
export const ID = /^[0-9a-hjkmnp-tv-z]{20}$/;

/** A 20-character id that sorts by creation time: 10 chars of ms time + 10 random. */
export function newId(now: number = Date.now()): string {
  let time = '';
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[t % 32] + time;
    t = Math.floor(t / 32);
  }
  if (poolAt + 10 > pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  let rand = '';
  for (let i = 0; i < 10; i++) rand += ALPHABET[pool[poolAt++] % 32];
  return `${time}${rand}`;
}
