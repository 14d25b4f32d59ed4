import type { Vocab } from './models.ts';

// A compact, zero-parse vocabulary: an open-addressing hash table of token ids
// over a UTF-8 string blob, in one binary file. Loading is one read; a lookup
// hashes the token and compares one or two candidates. This replaces parsing a
// multi-megabyte tokenizer.json in every hook process.
//
// Layout (little-endian): "EGV1" | u32 metaLen | meta JSON (padded to 4) |
// u32 count | u32 buckets | i32 table[buckets] | u32 offsets[count+1] | blob

const MAGIC = 'EGV1';

function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Builds the index for `tokens` (position = id; '' marks an unused id). */
export function buildVocabIndex(tokens: string[], meta: unknown): Buffer {
  const count = tokens.length;
  let buckets = 1;
  while (buckets < count * 2) buckets <<= 1;
  const table = new Int32Array(buckets).fill(-1);
  const encoded = tokens.map((t) => Buffer.from(t, 'utf8'));
  const offsets = new Uint32Array(count + 1);
  for (let i = 0; i < count; i++) offsets[i + 1] = offsets[i] + encoded[i].length;
  tokens.forEach((t, id) => {
    if (t === '') return;
    let h = hash(t) & (buckets - 1);
    while (table[h] !== -1) h = (h + 1) & (buckets - 1);
    table[h] = id;
  });
  const metaBuf = Buffer.from(JSON.stringify(meta), 'utf8');
  const metaPadded = Buffer.concat([metaBuf, Buffer.alloc((4 - (metaBuf.length % 4)) % 4, 0x20)]);
  const head = Buffer.alloc(8);
  head.write(MAGIC, 0, 'latin1');
  head.writeUInt32LE(metaPadded.length, 4);
  const sizes = Buffer.alloc(8);
  sizes.writeUInt32LE(count, 0);
  sizes.writeUInt32LE(buckets, 4);
  return Buffer.concat([
    head, metaPadded, sizes,
    Buffer.from(table.buffer), Buffer.from(offsets.buffer), ...encoded,
  ]);
}

export class VocabIndex implements Vocab {
  readonly size: number;
  readonly meta: any;
  private readonly table: Int32Array;
  private readonly offsets: Uint32Array;
  private readonly blob: Buffer;
  private readonly mask: number;

  constructor(file: Buffer) {
    // Typed-array views need 4-byte alignment; pooled small buffers may lack it.
    const buf = file.byteOffset % 4 === 0 ? file : Buffer.from(file);
    if (buf.toString('latin1', 0, 4) !== MAGIC) throw new Error('not an Engrim vocabulary index');
    const metaLen = buf.readUInt32LE(4);
    this.meta = JSON.parse(buf.toString('utf8', 8, 8 + metaLen));
    let p = 8 + metaLen;
    this.size = buf.readUInt32LE(p);
    const buckets = buf.readUInt32LE(p + 4);
    p += 8;
    this.table = new Int32Array(buf.buffer, buf.byteOffset + p, buckets);
    p += buckets * 4;
    this.offsets = new Uint32Array(buf.buffer, buf.byteOffset + p, this.size + 1);
    p += (this.size + 1) * 4;
    this.blob = buf.subarray(p);
    this.mask = buckets - 1;
  }

  get(token: string): number | undefined {
    let h = hash(token) & this.mask;
    for (;;) {
      const id = this.table[h];
      if (id === -1) return undefined;
      if (this.blob.toString('utf8', this.offsets[id], this.offsets[id + 1]) === token) return id;
      h = (h + 1) & this.mask;
    }
  }

  token(id: number): string {
    return this.blob.toString('utf8', this.offsets[id], this.offsets[id + 1]);
  }
}
