import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { StaticModel, VOCAB_INDEX_FILE, writeVocabIndex } from '../../src/embed/model2vec.ts';
import { SafeTensors } from '../../src/embed/safetensors.ts';
import { tokenizerFromJson } from '../../src/embed/tokenizer/tokenizer.ts';
import { ROOT, tempDir } from '../helpers.ts';
import { TINY_VOCAB, writeSafetensors, writeTinyModel } from './fixtures.ts';

const id = (t: string) => TINY_VOCAB.indexOf(t);

/** The Model2Vec algorithm written out plainly, to pin the runtime against. */
function reference(rows: number[][], ids: number[], weights?: number[], mapping?: number[], normalize = true): number[] {
  const out = [0, 0, 0, 0];
  for (const i of ids) {
    const r = rows[mapping ? mapping[i] : i];
    const w = weights ? weights[i] : 1;
    for (let d = 0; d < 4; d++) out[d] += r[d] * w;
  }
  const mean = out.map((x) => x / ids.length);
  const n = Math.hypot(...mean);
  return normalize && n > 0 ? mean.map((x) => x / n) : mean;
}

const close = (a: ArrayLike<number>, b: number[], eps = 1e-5) => {
  assert.equal(a.length, b.length);
  for (let i = 0; i < b.length; i++) assert.ok(Math.abs(a[i] - b[i]) < eps, `[${i}] ${a[i]} vs ${b[i]}`);
};

test('WordPiece tokenisation: lower-cased, punctuation split, ## continuations, unknown words dropped', () => {
  const dir = tempDir();
  writeTinyModel(dir);
  const m = new StaticModel(dir);
  assert.deepEqual(m.tokenIds('The CAT sat on the database!'), [id('the'), id('cat'), id('sat'), id('on'), id('the'), id('data'), id('##base'), id('!')]);
  assert.deepEqual(m.tokenIds('zebra'), [], 'an unknown word becomes [UNK] and is dropped');
  assert.deepEqual(m.tokenIds('[CLS] cat'), [id('cat')], 'brackets are punctuation, "cls" is unknown: only cat remains');
});

test('encode = mean of rows, L2-normalised; empty input is the zero vector', () => {
  const dir = tempDir();
  const rows = writeTinyModel(dir);
  const m = new StaticModel(dir);
  close(m.embed('the cat sat'), reference(rows, [id('the'), id('cat'), id('sat')]));
  close(m.embed(''), [0, 0, 0, 0]);
  close(m.embed('zebra quagga'), [0, 0, 0, 0]);
});

test('weights scale rows; mapping redirects token ids to shared rows', () => {
  const dir = tempDir();
  const weights = TINY_VOCAB.map((_, i) => 0.5 + i / 10);
  const mapping = TINY_VOCAB.map((_, i) => (i === id('##base') ? id('base') : i));
  const rows = writeTinyModel(dir, { weights, mapping });
  const m = new StaticModel(dir);
  close(m.embed('database cat'), reference(rows, [id('data'), id('##base'), id('cat')], weights, mapping));
  assert.ok(m.info.hasWeights && m.info.hasMapping);
});

test('f16 and int8 embeddings load to the same directions as f32', () => {
  const rows = TINY_VOCAB.map((_, i) => [i - 5, 3, -(i % 4), 2 * (i % 2) - 1]);
  for (const dtype of ['F16', 'I8'] as const) {
    const dir = tempDir();
    writeTinyModel(dir, { dtype, rows });
    close(new StaticModel(dir).embed('cat on mat'), reference(rows, [id('cat'), id('on'), id('mat')]), 1e-3);
  }
});

test('normalize=false keeps the plain mean', () => {
  const dir = tempDir();
  const rows = writeTinyModel(dir, { normalize: false });
  close(new StaticModel(dir).embed('cat mat'), reference(rows, [id('cat'), id('mat')], undefined, undefined, false));
});

test('the binary vocabulary index tokenises exactly like tokenizer.json', () => {
  const dir = tempDir();
  writeTinyModel(dir);
  const fromJson = new StaticModel(dir);
  writeFileSync(join(dir, VOCAB_INDEX_FILE), writeVocabIndex(dir)!);
  const fromIndex = new StaticModel(dir);
  assert.equal(fromIndex.info.tokenizerSource, 'index');
  for (const t of ['The cat sat on the mat.', 'DATABASE!', 'zebra cat', '', 'Ünïcödé cat']) {
    assert.deepEqual(fromIndex.tokenIds(t), fromJson.tokenIds(t), t);
  }
});

test('input longer than 512 tokens is truncated', () => {
  const dir = tempDir();
  writeTinyModel(dir);
  const m = new StaticModel(dir);
  assert.equal(m.tokenIds('cat '.repeat(600)).length, 512);
});

test('Unigram tokenizers pick the most probable segmentation', () => {
  const tok = tokenizerFromJson({
    normalizer: { type: 'Lowercase' },
    pre_tokenizer: { type: 'Metaspace', replacement: '▁', prepend_scheme: 'always' },
    model: { type: 'Unigram', unk_id: 0, vocab: [['<unk>', 0], ['▁data', -2], ['base', -2], ['▁database', -3], ['▁d', -5], ['ata', -5], ['▁', -4]] },
  });
  assert.deepEqual(tok.encode('Database'), [3]);
  assert.deepEqual(tok.encode('data base'), [1, 6, 2]);
});

test('a damaged model file is refused with a clear error', () => {
  const dir = tempDir();
  writeTinyModel(dir);
  writeFileSync(join(dir, 'model.safetensors'), Buffer.from('garbage that is not safetensors'));
  assert.throws(() => new StaticModel(dir), /cannot read .*model.safetensors/);
});

test('a Model2Vec directory with a byte-level BPE tokenizer: tokens merged by rank, their rows averaged', () => {
  const dir = tempDir();
  const vocab = ['Ġ', 'c', 'a', 't', 's', 'Ġc', 'Ġca', 'Ġcat'];
  writeFileSync(
    join(dir, 'tokenizer.json'),
    JSON.stringify({
      version: '1.0',
      added_tokens: [],
      normalizer: null,
      pre_tokenizer: { type: 'ByteLevel', add_prefix_space: true, trim_offsets: true, use_regex: true },
      model: { type: 'BPE', unk_token: null, vocab: Object.fromEntries(vocab.map((t, i) => [t, i])), merges: [['Ġ', 'c'], ['Ġc', 'a'], ['Ġca', 't']] },
    }),
  );
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ normalize: false }));
  const rows = vocab.map((_, i) => [i, 1, 0, -i]);
  writeSafetensors(join(dir, 'model.safetensors'), { embeddings: { dtype: 'F32', shape: [rows.length, 4], data: rows.flat() } });
  const m = new StaticModel(dir);
  assert.deepEqual(m.tokenIds('cat cats'), [7, 7, 4]);
  assert.deepEqual([...m.embed('cat cats')], [(7 + 7 + 4) / 3, 1, 0, -(7 + 7 + 4) / 3]);
  assert.equal(m.info.tokenizerSource, 'tokenizer.json');
});

test('bulk batches that pack rows around rows packed before give the vectors of embedding each text alone', () => {
  // A bulk batch reads its rows in runs that may enclose rows an earlier batch packed; a later batch must
  // not write over them (it did: the packed bytes were counted by rows mapped, not rows written).
  const dir = join(ROOT, 'models', 'engrim-glove-100d');
  const vocab = JSON.parse(readFileSync(join(dir, 'tokenizer.json'), 'utf8')).model.vocab as Record<string, number>;
  const st = new SafeTensors(join(dir, 'model.safetensors'));
  const mapping = new Int32Array(new Uint8Array(st.read('mapping', 0, st.tensors.mapping.byteLength)).buffer);
  st.close();
  // One plain word per row (no ## piece), so a row is asked for by writing its word.
  const wordOfRow = new Map<number, string>();
  for (const [token, tid] of Object.entries(vocab)) if (/^[a-z]+$/.test(token) && !wordOfRow.has(mapping[tid])) wordOfRow.set(mapping[tid], token);
  const words = (rows: number[]) => rows.map((r) => wordOfRow.get(r)).filter((w): w is string => !!w);
  const spaced = Array.from({ length: 600 }, (_, k) => 10_000 + 100 * k).filter((r) => wordOfRow.has(r) && wordOfRow.has(r - 4) && wordOfRow.has(r + 4));
  const batchA = words(spaced);
  const batchB = words(spaced.slice(0, 260).flatMap((r) => [r - 4, r + 4]));
  const batchC = words(Array.from({ length: 520 }, (_, k) => 72_000 + k));
  assert.ok(batchA.length > 512 && batchB.length > 512 && batchC.length > 512, 'each batch reads more rows than a lookup does');
  const bulk = new StaticModel(dir);
  for (const batch of [batchA, batchB, batchC]) bulk.embedMany(batch);
  const again = bulk.embedMany([...batchA, ...batchB, ...batchC]);
  const alone = new StaticModel(dir);
  [...batchA, ...batchB, ...batchC].forEach((w, i) => close(again[i], Array.from(alone.embed(w)), 1e-6));
  bulk.close();
  alone.close();
});
