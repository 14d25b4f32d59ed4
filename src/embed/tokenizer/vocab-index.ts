import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
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
// Opened from its file (`VocabIndex.open`), an EGV2 index reads nothing but its
// header at first: each lookup reads the few slots it probes (a hook looks up
// ~150 tokens), and a process that looks up many (an import) loads the whole
// table after its first 256. Reading the 1 MB table at every hook start cost
// ~3 ms, most of it first touches of fresh memory.
//
// EGV1 (earlier versions wrote it, still read): "EGV1" | u32 metaLen | meta |
// u32 count | u32 buckets (a power of two) | i32 table[buckets] | u32
// offsets[count+1] | UTF-8 blob; a lookup compares the token's string.

const MAGIC_V1 = 'EGV1';
const MAGIC_V2 = 'EGV2';
/** Slots per token: the table stays at most this full, so probes stay short. */
const LOAD = 0.75;
/** Slots read from the file at a time by a lookup: a probe run rarely crosses them. */
const WINDOW_SLOTS = 16;
/**
 * Lookups read from the file before the whole table is loaded instead: a read costs ~9 µs here, the whole
 * table ~3.5 ms (an import looks up thousands of words).
 */
const LAZY_LOOKUPS = 256;
/** Bytes read first from an index file: its header (the tokenizer's settings) fits, else it is read again. */
const HEAD_BYTES = 4096;

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
  /** EGV2: [hash2, id] per bucket (null while they are read from the file). */
  private slots: Int32Array | null = null;
  /** EGV2 opened from a file: its descriptor, the slots' offset, a window reused by every read, the lookups so far. */
  private file: { fd: number; at: number; window: Buffer; slots: Int32Array; lookups: number } | null = null;
  /** EGV1: the id per bucket, the tokens' strings. */
  private readonly table: Int32Array | null = null;
  private readonly offsets: Uint32Array | null = null;
  private readonly blob: Buffer | null = null;

  /**
   * The index in `file` (the whole file), or, with `open`, an EGV2 index whose slots stay in the file
   * (`file` holds at least its header).
   */
  constructor(file: Buffer, open?: { fd: number }) {
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
      if (open) {
        const window = Buffer.from(new ArrayBuffer(WINDOW_SLOTS * 8));
        this.file = { fd: open.fd, at: p, window, slots: new Int32Array(window.buffer), lookups: 0 };
      } else this.slots = new Int32Array(buf.buffer, buf.byteOffset + p, 2 * this.buckets);
      return;
    }
    this.table = new Int32Array(buf.buffer, buf.byteOffset + p, this.buckets);
    p += this.buckets * 4;
    this.offsets = new Uint32Array(buf.buffer, buf.byteOffset + p, this.size + 1);
    p += (this.size + 1) * 4;
    this.blob = buf.subarray(p);
  }

  /**
   * Opens an index file: an EGV2 index reads its slots on demand and keeps the file open until
   * `close` (or until it loads the whole table); an EGV1 index is read whole.
   */
  static open(path: string): VocabIndex {
    const fd = openSync(path, 'r');
    let keep = false;
    try {
      let head = readAt(fd, Buffer.alloc(HEAD_BYTES), 0);
      if (head.toString('latin1', 0, 4) !== MAGIC_V2 || head.length < 8) {
        const whole = readAt(fd, Buffer.alloc(fstatSync(fd).size), 0);
        return new VocabIndex(whole);
      }
      const need = 8 + head.readUInt32LE(4) + 8;
      if (need > head.length) head = readAt(fd, Buffer.alloc(need), 0);
      const index = new VocabIndex(head, { fd });
      // A cut file fails here, where the model loads (a search then runs on full text), not at a lookup.
      const end = index.file!.at + index.buckets * 8;
      const size = fstatSync(fd).size;
      if (size < end) throw new Error(`vocabulary index: file ends at byte ${size}, expected ${end}`);
      keep = true;
      return index;
    } finally {
      if (!keep) closeSync(fd);
    }
  }

  /** Closes the file an opened index still reads from (lookups after it load nothing and find nothing). */
  close(): void {
    if (!this.file) return;
    closeSync(this.file.fd);
    this.file = null;
  }

  get(token: string): number | undefined {
    if (this.file) {
      if (++this.file.lookups <= LAZY_LOOKUPS) return this.readLookup(token);
      this.loadSlots();
    }
    const slots = this.slots;
    if (slots) {
      const h2 = hash2(token);
      for (let b = hash(token) % this.buckets; ; b = (b + 1) % this.buckets) {
        const id = slots[2 * b + 1];
        if (id === -1) return undefined;
        if (slots[2 * b] === h2) return id;
      }
    }
    const table = this.table;
    if (!table) return undefined; // an EGV2 index closed before it read its table
    const mask = this.buckets - 1;
    for (let h = hash(token) & mask; ; h = (h + 1) & mask) {
      const id = table[h];
      if (id === -1) return undefined;
      if (this.blob!.toString('utf8', this.offsets![id], this.offsets![id + 1]) === token) return id;
    }
  }

  /** `get` on the file: the probe run read a window of slots at a time. */
  private readLookup(token: string): number | undefined {
    const { fd, at, window, slots } = this.file!;
    const h2 = hash2(token);
    for (let b = hash(token) % this.buckets; ; ) {
      const n = Math.min(WINDOW_SLOTS, this.buckets - b);
      readAt(fd, window.subarray(0, n * 8), at + b * 8);
      for (let i = 0; i < n; i++) {
        const id = slots[2 * i + 1];
        if (id === -1) return undefined;
        if (slots[2 * i] === h2) return id;
      }
      b = (b + n) % this.buckets;
    }
  }

  /** Reads the whole table and closes the file. */
  private loadSlots(): void {
    const { fd, at } = this.file!;
    const table = readAt(fd, Buffer.from(new ArrayBuffer(this.buckets * 8)), at);
    this.slots = new Int32Array(table.buffer, 0, 2 * this.buckets);
    closeSync(fd);
    this.file = null;
  }
}

/** Fills `buf` from `position`; a file shorter than that is a damaged index. */
function readAt(fd: number, buf: Buffer, position: number): Buffer {
  let done = 0;
  while (done < buf.length) {
    const n = readSync(fd, buf, done, buf.length - done, position + done);
    if (n === 0) break;
    done += n;
  }
  if (done < buf.length && position > 0) throw new Error(`vocabulary index: file ends at byte ${position + done}, expected ${position + buf.length}`);
  return buf.subarray(0, done);
}

