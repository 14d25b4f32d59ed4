import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Embedder } from '../../src/embed/embedder.ts';
import { boost, DEFAULT_BOOST } from '../../src/search/boost.ts';
import { promptTerms, queryTerms, toFtsQuery } from '../../src/search/fts-query.ts';
import { alphaFor, DEFAULT_FUSION, fuse, topScore } from '../../src/search/fusion.ts';
import { search } from '../../src/search/search.ts';
import { recall } from '../../src/recall/recall.ts';
import { createTestStore } from '../helpers.ts';

const HOSTILE = [
  'foo AND (bar', '"', '""', '-x', 'NEAR', 'NEAR(a b, 3)', '*', 'a*', 'col:value', '^start', '{a b}', 'AND OR NOT',
  "TypeError: Cannot read properties of undefined (reading 'map') at /src/app.ts:42:13 {\"code\":\"E_FAIL\"}",
  '\u0000\u0001', ')))(((', "'; DROP TABLE memories; --", '🙂🙂', 'a'.repeat(5000),
];

test('any user text becomes a safe FTS5 query: hostile input never throws', () => {
  const store = createTestStore();
  store.remember({ content: 'TypeError when reading map in app.ts' });
  store.remember({ content: 'the NEAR operator and foo bar baz' });
  for (const q of HOSTILE) {
    assert.doesNotThrow(() => search(store, q, { mode: 'fulltext' }), `query ${JSON.stringify(q.slice(0, 40))}`);
  }
  assert.equal(search(store, "TypeError: Cannot read properties of undefined (reading 'map')", { mode: 'fulltext' }).hits.length, 1);
  assert.equal(search(store, 'foo AND (bar', { mode: 'fulltext' }).hits[0].memory.content, 'the NEAR operator and foo bar baz');
  assert.equal(store.count(), 2, 'the DROP TABLE text did nothing');
});

test('query terms drop stopwords and question words, quote everything', () => {
  assert.deepEqual(queryTerms('What did we decide about the database?'), ['decide', 'database']);
  assert.equal(toFtsQuery('the of and'), null);
  assert.equal(toFtsQuery('say "hi"'), '"say" OR "hi"');
});

test('contraction fragments are not search terms: "what\'s Alice\'s plan" does not match every "it\'s"', () => {
  // Words split at apostrophes: "it's" → "it" + "s", "didn't" → "didn" + "t". The fragments match
  // a large share of any chat and carry no meaning (and FTS5 pays for every document they match).
  assert.deepEqual(queryTerms("I'm sure it's what we'd've done, didn't we? Olivia's party, they're here, I'll see"), ['sure', 'done', 'olivia', 'party', 'see']);
  const store = createTestStore();
  store.remember({ content: "It's Bob's laptop, don't touch it" });
  store.remember({ content: 'Alice plans the release for Friday' });
  const hits = search(store, "What's Alice's plan? I'm lost, it's late", { mode: 'fulltext' }).hits;
  assert.deepEqual(hits.map((h) => h.memory.content), ['Alice plans the release for Friday']);
});

test('a file\'s extension is no search term: "cart_test.exs" does not find every memory that names an .exs file', () => {
  assert.deepEqual(promptTerms('fix the failing test in cart_test.exs'), ['fix', 'failing', 'test', 'cart']);
  assert.deepEqual(queryTerms('README.md, Next.js, e.g. socket.io.client'), ['readme', 'next', 'e', 'socket', 'io', 'client']);
  // A dot not after a word, or a word alone, is no extension.
  assert.deepEqual(queryTerms('move the .exs files; exs'), ['move', 'exs', 'files']);
  const store = createTestStore();
  store.remember({ content: 'The Oban queue is configured in config/config.exs with 10 workers.' });
  store.remember({ content: 'Product images go to Tigris through ExAws.S3 with presigned uploads.' });
  store.remember({ content: 'The cart test sorts line items by inserted_at.' });
  const hits = search(store, 'fix the failing test in cart_test.exs', { mode: 'fulltext' }).hits;
  assert.deepEqual(hits.map((h) => h.memory.content), ['The cart test sorts line items by inserted_at.']);
});

test('Japanese and Chinese text is found through CJK bigrams', () => {
  const store = createTestStore();
  store.remember({ content: 'データベース設計はSQLiteに決めた。Postgresはサーバーが必要なので却下。' });
  store.remember({ content: '我们决定使用静态嵌入模型，因为它在CPU上很快。' });
  store.remember({ content: 'Unrelated English note about CSS colours' });
  const ja = search(store, '設計', { mode: 'fulltext' }).hits;
  assert.equal(ja.length, 1);
  assert.match(ja[0].memory.content, /データベース設計/);
  const ja2 = search(store, 'データベースの設計はどうなった？', { mode: 'fulltext' }).hits;
  assert.match(ja2[0].memory.content, /データベース設計/);
  const zh = search(store, '嵌入模型', { mode: 'fulltext' }).hits;
  assert.equal(zh.length, 1);
  assert.match(zh[0].memory.content, /静态嵌入模型/);
});

test('porter stemming matches word forms', () => {
  const store = createTestStore();
  store.remember({ content: 'We decided on caching the responses' });
  assert.equal(search(store, 'decision about cache', { mode: 'fulltext' }).hits.length, 1);
});

test('filters restrict every mode', () => {
  const store = createTestStore();
  store.remember({ content: 'deploy with docker', namespace: 'a', agent: 'codex', tags: ['ops'], tier: 'T1', type: 'procedural', created_at: Date.parse('2026-01-01') });
  store.remember({ content: 'deploy with nix', namespace: 'b', agent: 'claude', tags: ['ops', 'nix'], tier: 'T2', created_at: Date.parse('2026-06-01') });
  const ids = (f: object) => search(store, 'deploy', { mode: 'fulltext', filters: f }).hits.map((h) => h.memory.content);
  assert.deepEqual(ids({ namespace: 'a' }), ['deploy with docker']);
  assert.deepEqual(ids({ agent: 'claude' }), ['deploy with nix']);
  assert.deepEqual(ids({ tags: ['nix'] }), ['deploy with nix']);
  assert.deepEqual(ids({ tier: 'T1' }), ['deploy with docker']);
  assert.deepEqual(ids({ type: 'procedural' }), ['deploy with docker']);
  assert.deepEqual(ids({ since: Date.parse('2026-03-01') }), ['deploy with nix']);
  assert.deepEqual(ids({ until: Date.parse('2026-03-01') }), ['deploy with docker']);
});

test('without a model, hybrid falls back to fulltext and says so', () => {
  const store = createTestStore();
  store.remember({ content: 'alpha beta' });
  const r = search(store, 'alpha', { mode: 'hybrid', embedder: null });
  assert.equal(r.mode, 'fulltext');
  assert.match(r.warnings[0], /no embedding model/);
  assert.equal(r.hits.length, 1);
});

/** A tiny deterministic embedder: bag of letters, enough to exercise the dense path. */
const letters: Embedder = {
  id: 'test-letters',
  dim: 26,
  embed(text) {
    const v = new Float32Array(26);
    for (const ch of text.toLowerCase()) {
      const i = ch.charCodeAt(0) - 97;
      if (i >= 0 && i < 26) v[i] += 1;
    }
    const n = Math.hypot(...v) || 1;
    return v.map((x) => x / n);
  },
};

test('semantic mode ranks by cosine; hybrid fuses both lists', () => {
  const store = createTestStore();
  for (const content of ['zzzz zzzz', 'abc abc', 'abd xyz']) {
    store.remember({ content }, { vector: { model: letters.id, vec: letters.embed(content) } });
  }
  const sem = search(store, 'cab', { mode: 'semantic', embedder: letters });
  assert.equal(sem.hits[0].memory.content, 'abc abc');
  assert.ok(sem.hits[0].cosine! > 0.99);
  const hyb = search(store, 'xyz', { mode: 'hybrid', embedder: letters });
  assert.equal(hyb.mode, 'hybrid');
  assert.equal(hyb.hits[0].memory.content, 'abd xyz');
  assert.equal(hyb.hits[0].ranks.fulltext, 1);
  assert.ok(hyb.hits[0].ranks.semantic !== undefined);
});

test('convex fusion: a strong keyword hit is not pushed out by a weak dense list', () => {
  const sparse = [{ rowid: 1, bm25: -10 }, { rowid: 2, bm25: -1 }];
  const dense = [{ rowid: 3, cosine: 0.31 }, { rowid: 2, cosine: 0.3 }, { rowid: 1, cosine: 0.29 }];
  const fused = fuse(sparse, dense, DEFAULT_FUSION);
  const order = [...fused.values()].sort((a, b) => b.score - a.score).map((c) => c.rowid);
  assert.equal(order[0], 1);
  for (const c of fused.values()) assert.ok(c.score <= topScore(DEFAULT_FUSION) + 1e-9);
});

test('the BM25 weight grows with the memories searched: α up to 1,000, α at scale from 10,000, a log scale between', () => {
  const cfg = { ...DEFAULT_FUSION, alpha: 0.7, alphaAtScale: 0.8 };
  for (const n of [0, 72, 600, 1000]) assert.equal(alphaFor(cfg, n), 0.7);
  assert.ok(Math.abs(alphaFor(cfg, Math.sqrt(10) * 1000) - 0.75) < 1e-9);
  for (const n of [10_000, 100_000]) assert.ok(Math.abs(alphaFor(cfg, n) - 0.8) < 1e-9);
  assert.ok(alphaFor(cfg, 2000) > 0.7 && alphaFor(cfg, 2000) < alphaFor(cfg, 5000));
  // Equal to α (or unset) turns the rule off; a lower value at scale is honoured too.
  assert.equal(alphaFor({ ...cfg, alphaAtScale: 0.7 }, 50_000), 0.7);
  assert.equal(alphaFor({ ...cfg, alphaAtScale: undefined }, 50_000), 0.7);
  assert.ok(Math.abs(alphaFor({ ...cfg, alphaAtScale: 0.5 }, 10_000) - 0.5) < 1e-9);
});

test('RRF fusion follows Σ w/(k + rank) with k = 60', () => {
  const cfg = { ...DEFAULT_FUSION, method: 'rrf' as const };
  const fused = fuse([{ rowid: 1, bm25: -3 }], [{ rowid: 1, cosine: 0.9 }, { rowid: 2, cosine: 0.5 }], cfg);
  assert.ok(Math.abs(fused.get(1)!.score - 2 / 61) < 1e-12);
  assert.ok(Math.abs(fused.get(2)!.score - 1 / 62) < 1e-12);
  assert.ok(Math.abs(topScore(cfg) - 2 / 61) < 1e-12);
});

test('boosts are sized to the fusion scale: max importance + T0 cannot lift rank 30 over rank 1', () => {
  const cfg = { ...DEFAULT_FUSION, method: 'rrf' as const };
  const top = topScore(cfg);
  const base = { importance: 1, tier: 'T0' } as never;
  const plain = { importance: 0.5, tier: 'T2' } as never;
  const rank1 = 2 / 61 + boost(plain, top, DEFAULT_BOOST);
  const rank30 = 1 / 90 + 1 / 90 + boost(base, top, DEFAULT_BOOST);
  assert.ok(rank1 > rank30, `${rank1} > ${rank30}`);
  // …but it does order near-ties.
  const boosted = 1 / 62 + 1 / 64 + boost(base, top, DEFAULT_BOOST);
  const unboosted = 1 / 61 + 1 / 65 + boost(plain, top, DEFAULT_BOOST);
  assert.ok(1 / 62 + 1 / 64 < 1 / 61 + 1 / 65, 'without boosts the plain memory leads');
  assert.ok(boosted > unboosted);
});

test('the dense scan returns exactly the brute-force top-K across pages, with filters', async () => {
  const { denseTopK, usesKernel } = await import('../../src/search/dense.ts');
  let seed = 7;
  const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
  const dim = 13;
  const pages = [0, 1, 2].map((p) => {
    const count = 50 + p * 7;
    const data = Int8Array.from({ length: count * dim }, () => Math.round(rand() * 127));
    const norms = Float32Array.from({ length: count }, (_, r) => Math.hypot(...data.subarray(r * dim, (r + 1) * dim)));
    return { count, rowids: Int32Array.from({ length: count }, (_, r) => p * 1000 + r), norms, data };
  });
  const matrix = { dim, count: pages.reduce((n, p) => n + p.count, 0), pages };
  assert.equal(usesKernel(), true, 'this Node runs the WebAssembly kernel');
  const q = Float32Array.from({ length: dim }, rand);
  const qn = Math.hypot(...q);
  const all = pages.flatMap((p) => Array.from({ length: p.count }, (_, r) => ({ rowid: p.rowids[r], cosine: p.data.subarray(r * dim, (r + 1) * dim).reduce((s, x, i) => s + x * q[i], 0) / (qn * p.norms[r]) })));
  all.sort((a, b) => b.cosine - a.cosine);
  for (const [name, m, js] of [['WebAssembly', matrix, false], ['JavaScript', matrix, true]] as const) {
    const got = denseTopK(q, m, 10, {}, { js });
    assert.deepEqual(got.map((g) => g.rowid), all.slice(0, 10).map((a) => a.rowid), name);
    got.forEach((g, i) => assert.ok(Math.abs(g.cosine - all[i].cosine) < 1e-4, `${name}: cosine ${g.cosine} vs ${all[i].cosine}`));
    const deny = new Set(all.slice(0, 3).map((a) => a.rowid));
    assert.deepEqual(denseTopK(q, m, 5, { deny }, { js }).map((g) => g.rowid), all.slice(3, 8).map((a) => a.rowid), name);
  }
  // A page of one row after pages of fifty: nothing of the earlier rows is read again.
  const one = { dim, count: 1, pages: [{ count: 1, rowids: Int32Array.of(42), norms: Float32Array.of(1), data: Int8Array.from({ length: dim }, (_, i) => (i === 0 ? 1 : 0)) }] };
  assert.deepEqual(denseTopK(q, one, 3).map((g) => g.rowid), [42]);
  assert.deepEqual(denseTopK(q, matrix, 3).map((g) => g.rowid), all.slice(0, 3).map((a) => a.rowid));
});

test('the WebAssembly kernel is current: src/search/dot-wasm.ts is what dot.wat compiles to', async () => {
  const { compileDotWasm } = await import('../../scripts/build-wasm.ts');
  const { readFileSync } = await import('node:fs');
  assert.equal(await compileDotWasm(), readFileSync(new URL('../../src/search/dot-wasm.ts', import.meta.url), 'utf8'), 'run node --import tsx scripts/build-wasm.ts');
  assert.ok(WebAssembly.validate(Buffer.from((await import('../../src/search/dot-wasm.ts')).DOT_WASM, 'base64')), 'this Node runs WebAssembly SIMD');
});

test('exact ties go to the later memory, so a search is reproducible among memories of the same millisecond', () => {
  const store = createTestStore();
  const at = Date.UTC(2026, 0, 1);
  for (const content of ['alpha beta gamma', 'gamma beta alpha', 'beta gamma alpha']) store.remember({ content, created_at: at });
  // The same words, the same length: equal BM25, so equal fused scores.
  const order = search(store, 'alpha beta gamma', { mode: 'fulltext' }).hits.map((h) => h.memory.content);
  assert.deepEqual(order, ['beta gamma alpha', 'gamma beta alpha', 'alpha beta gamma']);
});

test('a long prompt is read at both ends: a question after a pasted log is searched, not only the log’s first lines', () => {
  const packages = ('webpack babel postcss terser sass rollup vite glob semver debug lodash axios express helmet cors dotenv uuid zod react redux immer dayjs chalk commander yargs inquirer execa rimraf mkdirp prettier husky ' +
    'eslint jest mocha chai sinon nock supertest koa fastify hapi knex prisma sequelize mongoose graphql apollo nodemon concurrently typescript tslib rxjs moment luxon').split(' ');
  const log = Array.from({ length: 90 }, (_, i) => `npm WARN deprecated ${packages[i % packages.length]}@${i % 9}.${i % 13}.0: no longer supported`).join('\n');
  const prompt = `${log}\n\nThe install is slow. Should we switch the monorepo to yarn?`;
  const terms = promptTerms(prompt);
  assert.equal(terms.length, 64);
  assert.ok(terms.includes('yarn') && terms.includes('monorepo'), 'the question at the end');
  assert.ok(terms.includes('npm') && terms.includes('webpack'), 'the head too');
  assert.ok(!queryTerms(prompt).includes('yarn'), 'queryTerms reads a text from its start (what a memory’s first words need)');
  // A text of at most 64 terms reads as before, whatever repeats after them.
  const short = 'Should we switch the monorepo to yarn? yarn yarn monorepo';
  assert.deepEqual(promptTerms(short), queryTerms(short));
  const store = createTestStore();
  const decision = store.remember({ content: 'We use pnpm, not yarn, because yarn PnP broke our Jest setup.' }).memory;
  for (const p of packages) store.remember({ content: `Upgraded ${p} last sprint; the changelog lists no breaking changes for us.` });
  assert.ok(search(store, prompt, { mode: 'fulltext', limit: 40 }).hits.some((h) => h.memory.id === decision.id));
});

test('bare numbers are at most one term in sixteen: a stack trace’s line numbers do not fill the query', () => {
  const trace = Array.from({ length: 200 }, (_, i) => `    at handler (/app/src/checkout.ts:${i + 1}:17)`).join('\n');
  const terms = promptTerms(`TypeError: Cannot read properties of undefined (reading 'amount')\n${trace}`);
  assert.deepEqual(terms.filter((t) => /^\d+$/.test(t)), ['1', '17', '2', '3']);
  assert.deepEqual(queryTerms('Postgres 16 on port 5432 with Node 20'), ['postgres', '16', 'port', '5432', 'node', '20']);
  // A memory's own words keep every number (what a query's few numbers are matched against).
  assert.equal(queryTerms(Array.from({ length: 40 }, (_, i) => `${i + 1}. item`).join(' '), 100_000).length, 41);
  const store = createTestStore();
  store.remember({ content: '1. Argentina 2. Austria 3. Belgium 4. Bulgaria 5. Canada 6. Chile 7. Denmark 8. Finland 9. France 10. Germany 11. Hungary 12. Iceland 13. Italy 14. Japan 15. Norway' });
  store.remember({ content: 'The checkout handler reads the amount from the Stripe session.' });
  // Each number was a term: the list held 15 of the query's, and the recall gate let it in. Now search reads four, and
  // numbers of one or two digits neither count as words shared with the prompt nor dilute them.
  const block = recall(store, `TypeError: Cannot read properties of undefined (reading 'amount')\n${trace}`);
  assert.equal(block.items.length, 1);
  assert.match(block.text, /The checkout handler/);
  assert.equal(recall(store, 'Show me item 3 and item 12 of the list').items.length, 0, 'small numbers alone make no match');
  store.remember({ content: 'Postgres listens on 5432 in every environment.' });
  assert.match(recall(store, 'why is 5432 refused on staging?').text, /listens on 5432/, 'a longer number still counts');
});
