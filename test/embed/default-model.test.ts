import assert from 'node:assert/strict';
import { cpSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, join } from 'node:path';
import { test } from 'node:test';
import { defaultModelDir, loadEmbedder } from '../../src/embed/load.ts';
import { StaticModel } from '../../src/embed/model2vec.ts';
import { tokenizerFromJson } from '../../src/embed/tokenizer/tokenizer.ts';
import { prepareMany, remember, rememberMany } from '../../src/engine/remember.ts';
import { search } from '../../src/search/search.ts';
import { createTestStore, engrim, tempDir } from '../helpers.ts';

const dir = defaultModelDir()!;
const cos = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i], 0);

test('the shipped model is present, ≤ 15 MB, with a model card and licence', () => {
  assert.ok(dir, 'models/engrim-glove-100d exists');
  const files = ['config.json', 'tokenizer.json', 'model.safetensors', 'engrim.vocab.idx', 'MODEL_CARD.md', 'LICENSE'];
  const total = files.reduce((n, f) => n + statSync(join(dir, f)).size, 0);
  assert.ok(total <= 15 * 1024 * 1024, `${total} bytes`);
});

test('its binary vocabulary index agrees with its tokenizer.json', () => {
  const model = new StaticModel(dir);
  const json = tokenizerFromJson(JSON.parse(readFileSync(join(dir, 'tokenizer.json'), 'utf8')));
  for (const text of ['We rejected Postgres because it needs a server.', 'getUserById(websocketReconnect) — naïve café', '', 'データベース']) {
    assert.deepEqual(model.tokenizer.encode(text), json.encode(text), text);
  }
});

test('it places related sentences closer than unrelated ones', () => {
  const m = loadEmbedder('').embedder!;
  const a = m.embed('The database migration failed on the production server');
  const b = m.embed('Our schema upgrade broke the live deployment');
  const c = m.embed('My grandmother bakes apple pie every Sunday');
  assert.ok(cos(a, b) > cos(a, c) + 0.1, `${cos(a, b)} vs ${cos(a, c)}`);
  assert.equal(m.dim, 100);
  assert.ok(Math.abs(cos(a, a) - 1) < 1e-5, 'unit length');
});

test('it knows the names of developer tools GloVe knew rarely or not at all (scripts/model/dev-words.txt)', () => {
  const m = loadEmbedder('').embedder!;
  const v = (t: string) => m.embed(t);
  for (const [name, kind] of [['postgres', 'database'], ['sqlite', 'database'], ['redis', 'cache'], ['kubernetes', 'cluster'], ['graphql', 'api'], ['vitest', 'testing'], ['pnpm', 'packages'], ['mypy', 'python'], ['keycloak', 'authentication'], ['timestamp', 'date'], ['namespace', 'names']]) {
    assert.ok(m.tokenIds!(name).length === 1, `${name} is one token`);
    assert.ok(cos(v(name), v(kind)) > 0.5, `${name} ~ ${kind}: ${cos(v(name), v(kind))}`);
  }
  // Asked in other words, a decision that names the database is nearer than one about the API's errors.
  const q = v('which database do we use');
  const decision = v('We chose Postgres over MySQL because we need JSONB and row-level security.');
  const convention = v('All API handlers return RFC 7807 problem+json errors.');
  assert.ok(cos(q, decision) > cos(q, convention) + 0.05, `${cos(q, decision)} vs ${cos(q, convention)}`);
});

test('hybrid search finds a paraphrase that shares no word with the query', () => {
  const store = createTestStore();
  const { embedder } = loadEmbedder('');
  for (const content of ['The cache layer uses Redis with a five minute expiry', 'Invoices are emailed to customers monthly', 'The login page was redesigned in blue']) {
    remember(store, embedder, { content });
  }
  const r = search(store, 'billing statements sent to clients', { embedder, mode: 'hybrid' });
  assert.equal(r.mode, 'hybrid');
  assert.match(r.hits[0].memory.content, /Invoices/);
  const sparse = search(store, 'billing statements sent to clients', { embedder, mode: 'fulltext' });
  assert.equal(sparse.hits.length, 0, 'BM25 alone cannot find it');
});

test('embedMany gives exactly the vectors embed gives, whether it reads rows in runs, packs a batch\'s rows or reads the whole tensor', () => {
  // Our docs' sentences (varied real text: names, numbers, identifiers, CJK), up to ~3,000 distinct rows, so the
  // set stays between a batch's 512 and the 4,096 that load everything however much the docs grow.
  const one = new StaticModel(dir);
  const seen = new Set<number>();
  const sentences: string[] = [];
  for (const f of ['README.md', 'docs/benchmarks.md', 'docs/architecture.md']) {
    for (const t of readFileSync(f, 'utf8').split(/(?<=[.!?])\s+/)) {
      if (!t.trim() || seen.size >= 3000) continue;
      for (const id of one.tokenIds(t)) seen.add(id);
      sentences.push(t);
    }
  }
  const expected = sentences.map((t) => one.embed(t));
  const small = new StaticModel(dir);
  assert.deepEqual(small.embedMany(sentences.slice(0, 5)), expected.slice(0, 5), 'a few rows, read in runs');
  const bulk = new StaticModel(dir);
  const half = Math.floor(sentences.length / 2);
  const distinct = (texts: string[]) => new Set(texts.flatMap((t) => bulk.tokenIds(t))).size;
  // More than a batch reads row by row (512), fewer than make `embed` load everything (4,096).
  assert.ok(distinct(sentences.slice(0, half)) > 512 && distinct(sentences) < 4096, `${distinct(sentences)} distinct rows`);
  assert.deepEqual(bulk.embedMany(sentences.slice(0, half)), expected.slice(0, half), 'a batch\'s rows packed');
  assert.deepEqual(bulk.embedMany(sentences.slice(half)), expected.slice(half), 'a second batch, its new rows added to the packed ones');
  assert.deepEqual(bulk.embed(sentences[3]), expected[3], 'and embed after it');
  // Once the packed rows would pass 4,096 (where `embed` loads everything too), the whole tensor is read.
  const vocab = Object.keys((JSON.parse(readFileSync(join(dir, 'tokenizer.json'), 'utf8')) as { model: { vocab: Record<string, number> } }).model.vocab).filter((w) => /^[a-z]{3,}$/.test(w));
  const wordy = Array.from({ length: Math.ceil(vocab.length / 40) }, (_, i) => vocab.slice(i * 40, i * 40 + 40).join(' '));
  const whole = new StaticModel(dir);
  assert.ok(distinct(wordy) > 4096, `${distinct(wordy)} distinct rows`);
  assert.deepEqual(whole.embedMany([...sentences.slice(0, half), ...wordy]).slice(0, half), expected.slice(0, half), 'the whole int8 tensor read at once');
  assert.deepEqual(whole.embedMany(sentences.slice(half)), expected.slice(half), 'and a batch after it');
});

test('rememberMany (a bulk import) stores what remember stores, and a bad memory fails in its place alone', () => {
  const model = loadEmbedder(dir).embedder!;
  const inputs = [{ content: 'Use Postgres for the ledger' }, { content: '' }, { content: 'Cache sessions in Redis', tags: ['cache'] }, { content: 42 as unknown as string }, { content: 'Deploy on Tuesdays' }];
  const one = createTestStore();
  const many = createTestStore();
  inputs.forEach((i) => { try { remember(one, model, i, 1_000); } catch { /* rejected alike below */ } });
  const results = rememberMany(many, model, prepareMany(model, inputs), 1_000);
  assert.deepEqual(results.map((r) => (r instanceof Error ? 'error' : r.memory.content)), ['Use Postgres for the ledger', 'error', 'Cache sessions in Redis', 'error', 'Deploy on Tuesdays']);
  const vectors = (s: typeof one) => s.db.prepare('SELECT m.content, v.model, v.scale, hex(v.vec) AS vec FROM vectors v JOIN memories m ON m.rowid = v.rowid ORDER BY m.content').all();
  assert.equal(vectors(many).length, 3);
  assert.deepEqual(vectors(many), vectors(one));
  // A model that fails on one text fails that memory alone, whether or not it embeds in batches.
  const flaky = { id: model.id, dim: model.dim, embed: (t: string) => (t.includes('Redis') ? (() => { throw new Error('model read failed'); })() : model.embed(t)) };
  for (const embedder of [flaky, { ...flaky, embedMany: (ts: string[]) => ts.map(flaky.embed) }]) {
    const out = rememberMany(createTestStore(), embedder, prepareMany(embedder, inputs), 1_000).map((r) => (r instanceof Error ? r.message : r.memory.content));
    assert.equal(out[2], 'model read failed');
    assert.deepEqual([out[0], out[4]], ['Use Postgres for the ledger', 'Deploy on Tuesdays']);
  }
});

test("a model's id changes with its values, not only its shapes: the build records the file's SHA-256 in config.json", () => {
  const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'));
  assert.equal(config.engrim.safetensors_sha256, createHash('sha256').update(readFileSync(join(dir, 'model.safetensors'))).digest('hex'));
  // The same shapes with other values (here: one int8 of the first row changed, and the digest the build would write).
  const copy = join(tempDir(), 'engrim-glove-100d');
  cpSync(dir, copy, { recursive: true });
  const bytes = readFileSync(join(copy, 'model.safetensors'));
  const start = 8 + Number(bytes.readBigUInt64LE(0)) + JSON.parse(bytes.subarray(8, 8 + Number(bytes.readBigUInt64LE(0))).toString()).embeddings.data_offsets[0];
  bytes[start] = (bytes[start] + 1) & 0xff;
  writeFileSync(join(copy, 'model.safetensors'), bytes);
  writeFileSync(join(copy, 'config.json'), JSON.stringify({ ...config, engrim: { ...config.engrim, safetensors_sha256: createHash('sha256').update(bytes).digest('hex') } }));
  const [a, b] = [new StaticModel(dir), new StaticModel(copy)];
  assert.equal(basename(copy), basename(dir), 'the same directory name');
  assert.notEqual(a.id, b.id);
});

test('a damaged model file: search falls back to fulltext with a clear warning', () => {
  const copy = join(tempDir(), 'broken');
  cpSync(dir, copy, { recursive: true });
  writeFileSync(join(copy, 'model.safetensors'), 'broken');
  const db = join(tempDir(), 'd.db');
  engrim(['remember', 'fulltext still works', '--db', db], { env: { ENGRIM_MODEL: copy } });
  const r = engrim(['search', 'fulltext', '--json', '--db', db], { env: { ENGRIM_MODEL: copy } });
  assert.equal(r.code, 0);
  assert.equal(JSON.parse(r.stdout).length, 1);
  assert.match(r.stderr, /cannot load the embedding model .*fulltext only/);
});

test('engrim model use switches models, re-embeds, and never mixes vectors', () => {
  const project = tempDir();
  const db = join(project, '.engrim.db');
  engrim(['remember', 'alpha memory about caching', '--db', db], { cwd: project });
  const other = join(tempDir(), 'copy-model');
  cpSync(dir, other, { recursive: true });
  // Another directory holding the same weights counts as another model (its id names the directory).
  writeFileSync(join(other, 'config.json'), JSON.stringify({ ...JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')), note: 'copy' }));
  const use = engrim(['model', 'use', other, '--db', db], { cwd: project });
  assert.equal(use.code, 0, use.stderr);
  assert.match(use.stdout, /re-embedded 1 memories/);
  const info = JSON.parse(engrim(['model', 'info', '--json', '--db', db], { cwd: project }).stdout);
  assert.equal(info.dir, other);
  assert.equal(info.memoriesWithoutVector, 0);
  const cfg = JSON.parse(readFileSync(join(project, '.engrim', 'config.json'), 'utf8'));
  assert.equal(cfg.model, other);
  assert.equal(engrim(['model', 'use', 'default', '--db', db], { cwd: project }).code, 0);
  assert.equal(JSON.parse(engrim(['model', 'info', '--json', '--db', db], { cwd: project }).stdout).default, true);
});

test('a cut vocabulary index beside the model: the model does not load, and search is told to run on full text', () => {
  const cut = tempDir();
  for (const f of ['model.safetensors', 'tokenizer.json', 'config.json']) symlinkSync(join(dir, f), join(cut, f));
  const index = readFileSync(join(dir, 'engrim.vocab.idx'));
  writeFileSync(join(cut, 'engrim.vocab.idx'), index.subarray(0, index.length - 100_000));
  const { embedder, warning } = loadEmbedder(cut);
  assert.equal(embedder, null);
  assert.match(warning!, /vocabulary index: file ends at byte .*fulltext only/);
});
