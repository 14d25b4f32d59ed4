import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildVocabIndex, VocabIndex } from '../../src/embed/tokenizer/vocab-index.ts';
import { ROOT } from '../helpers.ts';

// The binary vocabulary (src/embed/tokenizer/vocab-index.ts): EGV2 finds tokens by two hashes;
// EGV1 files, which earlier versions wrote beside users' models, still read.

const shipped = JSON.parse(readFileSync(join(ROOT, 'models', 'engrim-glove-100d', 'tokenizer.json'), 'utf8')).model.vocab as Record<string, number>;

test('every token of the shipped 100k vocabulary finds its id, and words outside it find nothing', () => {
  const index = new VocabIndex(readFileSync(join(ROOT, 'models', 'engrim-glove-100d', 'engrim.vocab.idx')));
  assert.equal(readFileSync(join(ROOT, 'models', 'engrim-glove-100d', 'engrim.vocab.idx')).toString('latin1', 0, 4), 'EGV2');
  for (const [token, id] of Object.entries(shipped)) assert.equal(index.get(token), id, token);
  let found = 0;
  for (let i = 0; i < 50_000; i++) {
    const word = `zq${i.toString(36)}xv`;
    if (!(word in shipped) && index.get(word) !== undefined) found++;
  }
  assert.equal(found, 0, 'no word outside the vocabulary is taken for a token');
});

/** The EGV1 layout, as earlier versions wrote it (power-of-two table of ids, offsets, UTF-8 strings). */
function egv1(tokens: string[], meta: unknown): Buffer {
  const fnv = (s: string) => {
    let h = 0x811c9dc5;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    return h >>> 0;
  };
  let buckets = 1;
  while (buckets < tokens.length * 2) buckets <<= 1;
  const table = new Int32Array(buckets).fill(-1);
  const encoded = tokens.map((t) => Buffer.from(t, 'utf8'));
  const offsets = new Uint32Array(tokens.length + 1);
  encoded.forEach((e, i) => (offsets[i + 1] = offsets[i] + e.length));
  tokens.forEach((t, id) => {
    let h = fnv(t) & (buckets - 1);
    while (table[h] !== -1) h = (h + 1) & (buckets - 1);
    table[h] = id;
  });
  const metaBuf = Buffer.from(JSON.stringify(meta).padEnd(Math.ceil(JSON.stringify(meta).length / 4) * 4, ' '));
  const head = Buffer.alloc(16);
  head.write('EGV1', 0, 'latin1');
  head.writeUInt32LE(metaBuf.length, 4);
  const sizes = Buffer.alloc(8);
  sizes.writeUInt32LE(tokens.length, 0);
  sizes.writeUInt32LE(buckets, 4);
  return Buffer.concat([head.subarray(0, 8), metaBuf, sizes, Buffer.from(table.buffer), Buffer.from(offsets.buffer), ...encoded]);
}

test('an EGV1 index written by an earlier version reads the same ids as the EGV2 one', () => {
  const tokens = ['[UNK]', 'the', 'cat', '##s', 'naïve', 'データ', 'getuser'];
  const meta = { model: { type: 'WordPiece' } };
  const v1 = new VocabIndex(egv1(tokens, meta));
  const v2 = new VocabIndex(buildVocabIndex(tokens, meta));
  assert.deepEqual(v1.meta, meta);
  for (const t of [...tokens, 'dog', '', 'cats']) assert.equal(v1.get(t), v2.get(t), t);
  assert.equal(v2.get('naïve'), 4);
  assert.equal(v2.get('dog'), undefined);
});

test('an index opened from its file reads the slots a lookup probes, then the whole table, with the same ids', () => {
  const file = join(ROOT, 'models', 'engrim-glove-100d', 'engrim.vocab.idx');
  const whole = new VocabIndex(readFileSync(file));
  const opened = VocabIndex.open(file);
  assert.deepEqual(opened.meta, whole.meta);
  assert.equal(opened.size, whole.size);
  // The first 256 lookups read the file (words in and out of the vocabulary), the rest use the table it then loads.
  const words = Object.keys(shipped).filter((_, i) => i % 20 === 0);
  const asked = words.flatMap((w, i) => [w, `${w}zq${i}`]);
  assert.ok(asked.length > 256);
  for (const w of asked) assert.equal(opened.get(w), whole.get(w), w);
  opened.close();
  // A closed index before any lookup finds nothing (and keeps no file open).
  const closed = VocabIndex.open(file);
  closed.close();
  assert.equal(closed.get('the'), undefined);
});

test('an EGV1 file opens whole, and a damaged or cut index file is an error', () => {
  const dir = mkdtempSync(join(tmpdir(), 'engrim-vocab-'));
  try {
    const tokens = ['[UNK]', 'the', 'cat', '##s'];
    const meta = { model: { type: 'WordPiece' } };
    writeFileSync(join(dir, 'v1.idx'), egv1(tokens, meta));
    const v1 = VocabIndex.open(join(dir, 'v1.idx'));
    assert.equal(v1.get('cat'), 2);
    assert.equal(v1.get('dog'), undefined);
    writeFileSync(join(dir, 'junk.idx'), 'not an index at all');
    assert.throws(() => VocabIndex.open(join(dir, 'junk.idx')), /not an Engrim vocabulary index/);
    // An EGV2 file cut inside its table fails to open (the model then fails to load, as a damaged one did
    // when the table was read whole), not at some later lookup.
    const full = buildVocabIndex(Object.keys(shipped).slice(0, 5000), meta);
    writeFileSync(join(dir, 'cut.idx'), full.subarray(0, full.length - 4096));
    assert.throws(() => VocabIndex.open(join(dir, 'cut.idx')), /vocabulary index: file ends at byte \d+, expected \d+/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
