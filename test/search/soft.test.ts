import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultModelDir, loadEmbedder } from '../../src/embed/load.ts';
import { StaticModel } from '../../src/embed/model2vec.ts';
import { remember } from '../../src/engine/remember.ts';
import { cosines, denseTopK } from '../../src/search/dense.ts';
import { DEFAULT_FUSION } from '../../src/search/fusion.ts';
import { search } from '../../src/search/search.ts';
import { DEFAULT_SOFT, softScores } from '../../src/search/soft.ts';
import type { VectorMatrix } from '../../src/store/vector-pages.ts';
import { createTestStore, seededRandom } from '../helpers.ts';

const { embedder } = loadEmbedder('');
if (!embedder) throw new Error('the shipped model must load');

test('soft matching looks each word up once per process: later queries ask the model only for new words, and score the same', () => {
  const asked: string[][] = [];
  const counting = { id: embedder.id, dim: embedder.dim, embed: (t: string) => embedder.embed(t), int8Many: (words: string[]) => (asked.push(words), embedder.int8Many!(words)) };
  const docs = [
    { rowid: 1, content: 'My pet needs a vet appointment', context: 'We talked about her new puppy' },
    { rowid: 2, content: 'The invoice was paid on Tuesday afternoon', context: null },
  ];
  const first = softScores(['pet', 'invoice'], docs, counting);
  assert.ok(asked[0].includes('vet') && asked[0].includes('puppy'));
  const again = softScores(['pet', 'invoice'], docs, counting);
  assert.equal(asked.length, 1, 'every word was known: the model was not asked again');
  assert.deepEqual([...again], [...first]);
  const more = softScores(['kitten'], [...docs, { rowid: 3, content: 'A kitten and a vet', context: null }], counting);
  assert.deepEqual(asked[1], ['kitten'], 'only the new word');
  // The same scores as an embedder that has seen nothing.
  const fresh = { id: embedder.id, dim: embedder.dim, embed: (t: string) => embedder.embed(t), int8Many: (w: string[]) => embedder.int8Many!(w) };
  assert.deepEqual([...more], [...softScores(['kitten'], [...docs, { rowid: 3, content: 'A kitten and a vet', context: null }], fresh)]);
});

test('soft matching: an exact word counts 1, a similar word its rescaled cosine, an unrelated word 0', () => {
  const docs = [
    { rowid: 1, content: 'My pet needs a vet appointment', context: null },
    { rowid: 2, content: 'I adopted a puppy from the shelter last week', context: null },
    { rowid: 3, content: 'The invoice was paid on Tuesday afternoon', context: null },
    { rowid: 4, content: 'The invoice was paid on Tuesday afternoon', context: 'We talked about her new puppy' },
  ];
  const s = softScores(['pet'], docs, embedder);
  assert.equal(s.get(1), 1);
  assert.ok(s.get(2)! > 0.2 && s.get(2)! < 1, `puppy ~ pet: ${s.get(2)}`);
  assert.equal(s.get(3), 0);
  // The same match found only in the context counts at the context weight.
  assert.ok(Math.abs(s.get(4)! - s.get(2)! * DEFAULT_SOFT.contextWeight) < 1e-6, `${s.get(4)} vs ${s.get(2)}`);
  // The score is the mean over the query's terms: covering more of them ranks higher.
  const two = softScores(['pet', 'invoice'], docs, embedder);
  assert.equal(two.get(1), 0.5);
  assert.equal(two.get(3), 0.5);
  assert.ok(two.get(4)! > two.get(3)!);
  // An embedder without the int8 batch path (e.g. ONNX) gives the same scores through embed().
  const plain = { id: embedder.id, dim: embedder.dim, embed: (t: string) => embedder.embed(t) };
  const viaEmbed = softScores(['pet', 'invoice'], docs, plain);
  for (const [rowid, v] of two) assert.ok(Math.abs(viaEmbed.get(rowid)! - v) < 0.02, `doc ${rowid}: ${viaEmbed.get(rowid)} vs ${v}`);
  // Only the first `maxWords` distinct words of a field are read.
  const late = softScores(['pet'], [{ rowid: 9, content: `${'alpha beta gamma delta '.repeat(3)} words ${Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')} pet`, context: null }], embedder);
  assert.equal(late.get(9), 0);
});

test('search: soft matching lifts a memory with a similar word, leaves long queries and fusion.soft = 0 alone', () => {
  const store = createTestStore();
  for (const c of ['Anna: I joined a tennis club in May', 'Anna: play the new album tonight', 'Ben: the meeting moved to Friday', 'Ben: deploys run every night', 'Carl: we chose SQLite']) {
    remember(store, embedder, { content: c });
  }
  const scores = (q: string, soft: number) => new Map(search(store, q, { embedder, fusion: { ...DEFAULT_FUSION, soft } }).hits.map((h) => [h.memory.content, h.score]));
  const off = scores('What sport does Anna play?', 0);
  const on = scores('What sport does Anna play?', DEFAULT_FUSION.soft);
  const gain = (c: string) => (on.get(c) ?? 0) - (off.get(c) ?? 0);
  assert.ok(gain('Anna: I joined a tennis club in May') > gain('Ben: the meeting moved to Friday') + 0.1, 'tennis ~ sport is credited');
  assert.ok(gain('Anna: I joined a tennis club in May') <= DEFAULT_FUSION.soft + 1e-9, 'the gain is bounded by the weight');
  // A query with more terms than maxQueryTerms skips soft matching entirely.
  const long = Array.from({ length: DEFAULT_SOFT.maxQueryTerms + 2 }, (_, i) => ['sport', 'tennis', 'club', 'album', 'meeting', 'friday', 'deploys', 'night', 'sqlite', 'anna'][i % 10] + (i >= 10 ? 'x' : '')).join(' ');
  assert.deepEqual(scores(long, DEFAULT_FUSION.soft), scores(long, 0));
  // A model that fails while matching words costs the refinement, not the results.
  const failing = { id: embedder.id, dim: embedder.dim, embed: (t: string) => embedder.embed(t), int8Many: () => { throw new Error('model gone'); } };
  const degraded = search(store, 'What sport does Anna play?', { embedder: failing, fusion: { ...DEFAULT_FUSION, soft: DEFAULT_FUSION.soft } });
  assert.deepEqual(new Map(degraded.hits.map((h) => [h.memory.content, h.score])), off);
  assert.match(degraded.warnings.join('\n'), /soft term matching skipped: model gone/);
  // fulltext mode never uses it.
  const ft = (soft: number) => search(store, 'What sport does Anna play?', { mode: 'fulltext', embedder, fusion: { ...DEFAULT_FUSION, soft } }).hits.map((h) => h.score);
  assert.deepEqual(ft(DEFAULT_FUSION.soft), ft(0));
});

test('cosines() equals the cosines denseTopK ranks by, and int8Many rows point where embed() does', () => {
  const rand = seededRandom(7);
  const dim = 100;
  const count = 300;
  const data = new Int8Array(count * dim).map(() => Math.round((rand() - 0.5) * 254));
  const norms = new Float32Array(count);
  for (let r = 0; r < count; r++) for (let j = 0; j < dim; j++) norms[r] += data[r * dim + j] ** 2;
  norms.forEach((n, r) => (norms[r] = Math.sqrt(n)));
  norms[5] = 0;
  const m: VectorMatrix = { dim, count, pages: [{ count, rowids: Int32Array.from({ length: count }, (_, i) => i + 1), norms, data }] };
  const q = Float32Array.from({ length: dim }, () => rand() - 0.5);
  const all = cosines(q, m)!;
  const top = denseTopK(q, m, 10);
  for (const t of top) assert.ok(Math.abs(all[t.rowid - 1] - t.cosine) < 1e-6);
  assert.equal(all[5], 0);
  assert.deepEqual([...cosines(q, m, { js: true })!].map((x) => x.toFixed(5)), [...all].map((x) => x.toFixed(5)));
  assert.equal(cosines(new Float32Array(dim), m), null);

  const words = ['pet', 'puppy', 'sqlite', 'zzzqqq', '', 'deploy pipeline', 'データベース', 'pet', 'unbelievableness'];
  // A fresh model: the batch path reads mapping, weights and rows itself (nothing cached yet).
  const fresh = new StaticModel(defaultModelDir()!);
  const rows = fresh.int8Many(words);
  fresh.close();
  words.forEach((w, i) => {
    const e = embedder.embed(w);
    const r = rows.subarray(i * embedder.dim, (i + 1) * embedder.dim);
    let dot = 0;
    let nr = 0;
    let ne = 0;
    for (let j = 0; j < e.length; j++) {
      dot += e[j] * r[j];
      nr += r[j] * r[j];
      ne += e[j] * e[j];
    }
    if (ne === 0) assert.equal(nr, 0, `${w}: no vector, zero row`);
    else assert.ok(dot / Math.sqrt(nr * ne) > 0.999, `${w}: int8 row has the direction of embed() (cos ${dot / Math.sqrt(nr * ne)})`);
  });
});

test('denseTopK keeps exactly the best `limit` of a brute-force ranking, across pages, through filters and scans of other sizes', () => {
  const rand = seededRandom(11);
  const dim = 64;
  const page = (first: number, count: number) => {
    const data = new Int8Array(count * dim).map(() => Math.round((rand() - 0.5) * 254));
    const norms = new Float32Array(count);
    for (let r = 0; r < count; r++) for (let j = 0; j < dim; j++) norms[r] += data[r * dim + j] ** 2;
    norms.forEach((n, r) => (norms[r] = Math.sqrt(n)));
    return { count, rowids: Int32Array.from({ length: count }, (_, i) => first + i), norms, data };
  };
  const big: VectorMatrix = { dim, count: 700, pages: [page(1, 300), page(301, 400)] };
  const small: VectorMatrix = { dim, count: 40, pages: [page(1001, 40)] };
  const q = Float32Array.from({ length: dim }, () => rand() - 0.5);
  const brute = (m: VectorMatrix, keep: (rowid: number) => boolean) => {
    const all = cosines(q, m)!;
    const rowids = m.pages.flatMap((p) => [...p.rowids]);
    return rowids.map((rowid, i) => ({ rowid, cosine: all[i] })).filter((x) => keep(x.rowid)).sort((a, b) => b.cosine - a.cosine);
  };
  const same = (got: { rowid: number; cosine: number }[], want: { rowid: number; cosine: number }[]) => {
    assert.deepEqual(got.map((x) => x.rowid), want.map((x) => x.rowid));
    got.forEach((x, i) => assert.ok(Math.abs(x.cosine - want[i].cosine) < 1e-6));
  };
  // The big scan, then a smaller one (the products' buffer is reused), then the big one again.
  same(denseTopK(q, big, 25), brute(big, () => true).slice(0, 25));
  same(denseTopK(q, small, 25), brute(small, () => true).slice(0, 25));
  same(denseTopK(q, small, 100), brute(small, () => true));
  const allow = new Set(Array.from({ length: 700 }, (_, i) => i + 1).filter((r) => r % 3 === 0));
  const deny = new Set([...allow].filter((r) => r % 2 === 0));
  same(denseTopK(q, big, 10, { allow, deny }), brute(big, (r) => allow.has(r) && !deny.has(r)).slice(0, 10));
  assert.deepEqual(denseTopK(q, big, 0), []);
});

test('soft matching scores the same when its word cache fills and starts again', () => {
  // Over 20,000 distinct words (the cache's size) in one process: the cache is emptied mid-way. A toy
  // model gives each word its own angle to "pet", so a row read from the wrong place changes a score.
  // Every batch also asks for words cached by earlier ones, and must score as a model that has seen nothing.
  const dim = 8;
  const angle = (w: string) => (w === 'pet' ? 0 : ((Number(w.slice(1)) * 7919) % 9973) / 9973 * (Math.PI / 2));
  const model = () => ({
    id: 'toy',
    dim,
    embed: () => new Float32Array(dim),
    int8Many: (words: string[]) => {
      const rows = new Int8Array(words.length * dim);
      words.forEach((w, r) => {
        rows[r * dim] = Math.round(127 * Math.cos(angle(w)));
        rows[r * dim + 1] = Math.round(127 * Math.sin(angle(w)));
      });
      return rows;
    },
  });
  const cached = model();
  const docs = Array.from({ length: 22_000 }, (_, d) => ({ rowid: d + 1, content: `w${d}`, context: null }));
  for (let at = 0; at < docs.length; at += 1000) {
    const batch = [...docs.slice(at, at + 1000), ...docs.slice(0, at).filter((_, i) => i % 23 === 0)];
    const got = softScores(['pet'], batch, cached);
    assert.ok(new Set(got.values()).size > 100, 'scores differ from word to word');
    assert.deepEqual([...got], [...softScores(['pet'], batch, model())], `batch at ${at}`);
  }
});
