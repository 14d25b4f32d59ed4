const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32, lower case

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
  // Math.random, not node:crypto: an id must be unique, not secret, and loading node:crypto would
  // cost the capture hook ~6 ms of its start. V8 seeds it from the OS's entropy in every process, so
  // two processes writing in the same millisecond still draw different 50-bit tails.
  let rand = '';
  for (let i = 0; i < 10; i++) rand += ALPHABET[Math.floor(Math.random() * 32)];
  return `${time}${rand}`;
}
