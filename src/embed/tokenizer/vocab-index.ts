import type { Vocab } from './models.ts';

// A compact, zero-parse vocabulary in one binary file, so a hook process never
// parses a multi-megabyte tokenizer.json. Two layouts (little-endian):
//
// EGV2 (written now): "EGV2" | u32 metaLen | meta JSON (padded to 4) | u32 count
// | u32 buckets | i32 slots[2 × buckets]. An open-addressing table with linear
// probing from hash1(token) % buckets; each slot holds hash2(token) and the id
// (-1: empty). A lookup compares hash2 only, so it touches ~1 MB for a
// 100k-token vocabulary (EGV1 read 2.2 MB: its strings), and on the machines
// we measure on, touching memory is a large part of a hook's start (reading
// the 2.2 MB took ~7 ms, page faults mostly). The build checks that every
// vocabulary token finds its own id; a word outside the vocabulary is taken
// for a token only if both 32-bit hashes collide (~2^-32 per slot probed).
//
// EGV1 (earlier versions wrote it, still read): "EGV1" | u32 metaLen | meta |
// u32 count | u32 buckets (a power of two) | i32 table[buckets] | u32
// offsets[count+1] | UTF-8 blob; a lookup compares the token's string.

const MAGIC_V1 = 'EGV1';
const MAGIC_V2 = 'EGV2';
/** Slots per token: the table stays at most this full, so probes stay short. */
const LOAD = 0.75;

function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A second hash, independent of the first (its own multiplier and a final avalanche). */
function hash2(s: string): number {
  let h = 0x9747b28c ^ s.length;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x5bd1e995) ^ (h >>> 15);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/** Builds the EGV2 index for `tokens` (position = id; '' marks an unused id). */
export function buildVocabIndex(tokens: string[], meta: unknown): Buffer {
  const count = tokens.length;
  const buckets = Math.max(1, Math.ceil(count / LOAD));
  const slots = new Int32Array(2 * buckets);
  for (let b = 0; b < buckets; b++) slots[2 * b + 1] = -1;
  tokens.forEach((t, id) => {
    if (t === '') return;
    let b = hash(t) % buckets;
    while (slots[2 * b + 1] !== -1) b = (b + 1) % buckets;
    slots[2 * b] = hash2(t);
    slots[2 * b + 1] = id;
  });
  const metaBuf = Buffer.from(JSON.stringify(meta), 'utf8');
  const metaPadded = Buffer.concat([metaBuf, Buffer.alloc((4 - (metaBuf.length % 4)) % 4, 0x20)]);
  const head = Buffer.alloc(8);
  head.write(MAGIC_V2, 0, 'latin1');
  head.writeUInt32LE(metaPadded.length, 4);
  const sizes = Buffer.alloc(8);
  sizes.writeUInt32LE(count, 0);
  sizes.writeUInt32LE(buckets, 4);
  const file = Buffer.concat([head, metaPadded, sizes, Buffer.from(slots.buffer)]);
  // Every token must find its own id: two tokens whose hashes both agree would shadow one another.
  const index = new VocabIndex(file);
  tokens.forEach((t, id) => {
    if (t !== '' && index.get(t) !== id) throw new Error(`vocabulary index: ${JSON.stringify(t)} collides with token ${index.get(t)}; no index written`);
  });
  return file;
}

export class VocabIndex implements Vocab {
  readonly size: number;
  readonly meta: any;
  private readonly buckets: number;
  /** EGV2: [hash2, id] per bucket. */
  private readonly slots: Int32Array | null = null;
  /** EGV1: the id per bucket, the tokens' strings. */
  private readonly table: Int32Array | null = null;
  private readonly offsets: Uint32Array | null = null;
  private readonly blob: Buffer | null = null;

  constructor(file: Buffer) {
    // Typed-array views need 4-byte alignment; pooled small buffers may lack it.
    const buf = file.byteOffset % 4 === 0 ? file : Buffer.from(file);
    const magic = buf.toString('latin1', 0, 4);
    if (magic !== MAGIC_V1 && magic !== MAGIC_V2) throw new Error('not an Engrim vocabulary index');
    const metaLen = buf.readUInt32LE(4);
    this.meta = JSON.parse(buf.toString('utf8', 8, 8 + metaLen));
    let p = 8 + metaLen;
    this.size = buf.readUInt32LE(p);
    this.buckets = buf.readUInt32LE(p + 4);
    p += 8;
    if (magic === MAGIC_V2) {
      this.slots = new Int32Array(buf.buffer, buf.byteOffset + p, 2 * this.buckets);
      return;
    }
    this.table = new Int32Array(buf.buffer, buf.byteOffset + p, this.buckets);
    p += this.buckets * 4;
    this.offsets = new Uint32Array(buf.buffer, buf.byteOffset + p, this.size + 1);
    p += (this.size + 1) * 4;
    this.blob = buf.subarray(p);
  }

  get(token: string): number | undefined {
    const slots = this.slots;
    if (slots) {
      const h2 = hash2(token);
      for (let b = hash(token) % this.buckets; ; b = (b + 1) % this.buckets) {
        const id = slots[2 * b + 1];
        if (id === -1) return undefined;
        if (slots[2 * b] === h2) return id;
      }
    }
    const table = this.table!;
    const mask = this.buckets - 1;
    for (let h = hash(token) & mask; ; h = (h + 1) & mask) {
      const id = table[h];
      if (id === -1) return undefined;
      if (this.blob!.toString('utf8', this.offsets![id], this.offsets![id + 1]) === token) return id;
    }
  }
}
