import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { newId } from '../../src/store/ids.ts';
import { SCHEMA_VERSION } from '../../src/store/migrations.ts';
import { ancestors, resolveDbPath, workTreeRoot } from '../../src/store/paths.ts';
import { Store } from '../../src/store/store.ts';
import { supersede } from '../../src/lifecycle/supersede.ts';
import { search } from '../../src/search/search.ts';
import { BIN, createTestStore, engrim, run, tempDir } from '../helpers.ts';

test('remember stores every field and get returns it', () => {
  const store = createTestStore();
  const { memory, merged } = store.remember(
    { content: 'Use WAL mode', type: 'procedural', tier: 'T1', importance: 0.9, tags: ['db', 'sqlite'], ref: 'ext-1', agent: 'codex', session_id: 's1', turn_id: 't1', git_branch: 'main' },
    { now: 1_700_000_000_000 },
  );
  assert.equal(merged, false);
  const got = store.require(memory.id);
  assert.deepEqual(
    { content: got.content, type: got.type, tier: got.tier, importance: got.importance, tags: got.tags, ref: got.ref, agent: got.agent, session_id: got.session_id, turn_id: got.turn_id, git_branch: got.git_branch, created_at: got.created_at },
    { content: 'Use WAL mode', type: 'procedural', tier: 'T1', importance: 0.9, tags: ['db', 'sqlite'], ref: 'ext-1', agent: 'codex', session_id: 's1', turn_id: 't1', git_branch: 'main', created_at: 1_700_000_000_000 },
  );
  assert.match(got.content_hash, /^[0-9a-f]{64}$/);
});

test('exact duplicates (case, punctuation, spacing) merge instead of duplicating', () => {
  const store = createTestStore();
  const a = store.remember({ content: 'Use SQLite, not Postgres.', tags: ['db'], tier: 'T2', importance: 0.4 });
  const b = store.remember({ content: 'use   sqlite not postgres', tags: ['storage'], tier: 'T1', importance: 0.8 });
  assert.equal(b.merged, true);
  assert.equal(b.memory.id, a.memory.id);
  assert.deepEqual(b.memory.tags, ['db', 'storage']);
  assert.equal(b.memory.tier, 'T1');
  assert.equal(b.memory.importance, 0.8);
  assert.equal(b.memory.revision, 2);
  assert.equal(store.count(), 1);
  // The merged tag is searchable.
  assert.equal(store.fulltext('"storage"', {}, 10).length, 1);
});

test('the same words from the same session again are one statement, even after it was replaced or archived; from another session they are said anew', () => {
  const store = createTestStore();
  const first = store.remember({ content: 'Use pg-boss for the email queue', session_id: 's1' }).memory;
  const later = store.remember({ content: 'Use BullMQ for the email queue', session_id: 's2' }).memory;
  supersede(store, first.id, later.id);
  const again = store.remember({ content: 'Use pg-boss for the email queue', session_id: 's1' });
  assert.deepEqual([again.memory.id, again.merged, again.unchanged], [first.id, true, true]);
  assert.equal(store.get(first.id)?.superseded_by, later.id, 'read again, it does not come back');
  store.forget(later.id);
  assert.equal(store.remember({ content: 'Use BullMQ for the email queue', session_id: 's2' }).unchanged, true, 'nor does an archived one');
  const anew = store.remember({ content: 'Use pg-boss for the email queue', session_id: 's3' });
  assert.equal(anew.merged, false, 'chosen again in another session: a current memory');
  // A near duplicate merged in from a session, in its own words: the same words from that session again change nothing.
  const near = { findDuplicate: () => ({ rowid: store.rowidOf(anew.memory.id)!, fuller: false }) };
  const merged = store.remember({ content: 'Use pg-boss for the email queue, it runs in Postgres', session_id: 's4' }, near);
  assert.deepEqual([merged.merged, merged.unchanged], [true, undefined]);
  const twice = store.remember({ content: 'Use pg-boss for the email queue, it runs in Postgres', session_id: 's4' }, near);
  assert.deepEqual([twice.merged, twice.unchanged], [true, true]);
  assert.equal(store.remember({ content: 'Use pg-boss for the email queue, it runs in Postgres', session_id: 's5' }, near).unchanged, undefined, 'from another session: said again');
  store.close();
});

test('a restatement adds its context to the merged memory (searchable); past the cap the first stays and the merge event keeps the new one', () => {
  const store = createTestStore();
  const first = store.remember({ content: 'Use BullMQ for the job queue', context: 'the emails time out' });
  store.remember({ content: 'use bullmq for the job queue.', context: 'the invoices are generated twice' });
  store.remember({ content: 'Use BullMQ for the job queue', context: 'the emails time out' }); // already held: unchanged
  // Of a context of several lines, only those it does not hold yet (a question asked once, its answer new).
  store.remember({ content: 'Use BullMQ for the job queue', context: 'the invoices are generated twice\nthe emails time out' });
  const merged = store.require(first.memory.id);
  assert.equal(merged.context, 'the emails time out\nthe invoices are generated twice');
  assert.deepEqual(store.fulltext('"invoices"', {}, 10).map((h) => h.rowid), store.fulltext('"emails"', {}, 10).map((h) => h.rowid));
  assert.equal(store.fulltext('"invoices"', {}, 10).length, 1);
  // A restatement whose context would take it past the cap: the memory keeps its own, the event the new one.
  const long = `a very long prompt ${'about the queue '.repeat(300)}`;
  store.remember({ content: 'Use BullMQ for the job queue', context: long });
  assert.equal(store.require(first.memory.id).context, merged.context);
  const details = store.db.prepare("SELECT detail FROM events WHERE kind = 'merge' ORDER BY at, rowid").pluck().all().map((d) => JSON.parse(d as string));
  assert.deepEqual(details.map((d) => d.context), ['the invoices are generated twice', undefined, undefined, long]);
  // A memory without context takes the restatement's.
  const bare = store.remember({ content: 'Tabs, not spaces' });
  store.remember({ content: 'tabs not spaces', context: 'the linter rejected the PR' });
  assert.equal(store.require(bare.memory.id).context, 'the linter rejected the PR');
});

test('bad input is rejected with the field named, and nothing is stored', () => {
  const store = createTestStore();
  const cases: [Record<string, unknown>, RegExp][] = [
    [{ content: '' }, /content: empty/],
    [{ content: 'x', importance: -1 }, /importance/],
    [{ content: 'x', importance: Number.NaN }, /importance/],
    [{ content: 'x', tier: 'T9' }, /tier.*T0, T1, T2, T3/],
    [{ content: 'x', type: 'dream' }, /type/],
    [{ content: 'x', tags: ['a'.repeat(500)] }, /tags/],
  ];
  for (const [input, message] of cases) assert.throws(() => store.remember(input as never), message);
  assert.equal(store.count({ all: true }), 0);
});

test('forget archives: out of search and list, still in the file', () => {
  const store = createTestStore();
  const { memory } = store.remember({ content: 'temporary workaround for the proxy' });
  store.forget(memory.id);
  assert.equal(search(store, 'proxy', { mode: 'fulltext' }).hits.length, 0);
  assert.equal(search(store, 'proxy', { mode: 'fulltext', filters: { all: true } }).hits.length, 1);
  assert.equal(store.list().length, 0);
  assert.equal(store.list({ all: true }).length, 1);
  assert.notEqual(store.require(memory.id).archived_at, null);
});

test('the database file is created 0600, in WAL mode, at the current schema version', () => {
  const path = join(tempDir(), 'sub', '.engrim.db');
  const store = new Store(path);
  assert.equal(statSync(path).mode & 0o777, 0o600);
  assert.equal(store.db.pragma('journal_mode', { simple: true }), 'wal');
  assert.equal(store.db.pragma('user_version', { simple: true }), SCHEMA_VERSION);
  store.close();
  // Reopening does not re-run migrations.
  const again = new Store(path);
  assert.equal(again.db.pragma('user_version', { simple: true }), SCHEMA_VERSION);
  again.close();
});

test('a database from a newer Engrim is refused with a clear message', () => {
  const path = join(tempDir(), 'new.db');
  const store = new Store(path);
  store.db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
  store.close();
  assert.throws(() => new Store(path), /newer than this Engrim.*upgrade Engrim/);
});

test('the database lives at the git root, unless --db or ENGRIM_DB say otherwise', () => {
  const root = tempDir();
  mkdirSync(join(root, '.git'));
  mkdirSync(join(root, 'a', 'b'), { recursive: true });
  assert.equal(resolveDbPath({ cwd: join(root, 'a', 'b'), env: {} }), join(root, '.engrim.db'));
  const outside = tempDir();
  assert.equal(resolveDbPath({ cwd: outside, env: {} }), join(outside, '.engrim.db'));
  assert.equal(resolveDbPath({ cwd: root, env: { ENGRIM_DB: '/x/y.db' } }), '/x/y.db');
  assert.equal(resolveDbPath({ cwd: root, db: 'rel.db', env: { ENGRIM_DB: '/x/y.db' } }), join(root, 'rel.db'));
  writeFileSync(join(root, 'placeholder'), '');
});

test('outside git, the root of a Mercurial, Jujutsu or Subversion checkout is the project root; never the home folder above it', () => {
  for (const marker of ['.hg', '.jj', '.svn']) {
    const root = tempDir();
    mkdirSync(join(root, marker));
    mkdirSync(join(root, 'web', 'ui'), { recursive: true });
    assert.equal(resolveDbPath({ cwd: join(root, 'web', 'ui'), env: {} }), join(root, '.engrim.db'), marker);
    assert.equal(workTreeRoot(join(root, 'web')), root, marker);
  }
  // A home folder kept in Mercurial does not make every project under it one.
  const home = tempDir();
  mkdirSync(join(home, '.hg'));
  mkdirSync(join(home, 'code', 'app'), { recursive: true });
  assert.deepEqual(ancestors(join(home, 'code', 'app'), home), [join(home, 'code', 'app'), join(home, 'code')]);
  assert.deepEqual(ancestors(home, home), [home]);
  assert.deepEqual(ancestors('/'), ['/']);
});

test('a database made at the root of a Mercurial checkout is kept out of it by the checkout\'s own hgrc; setup writes .hgignore in glob lines', () => {
  const root = tempDir();
  mkdirSync(join(root, '.hg'));
  writeFileSync(join(root, '.hg', 'hgrc'), '[ui]\nusername = Someone <s@example.com>\n');
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'a.ts'), '');
  assert.equal(engrim(['remember', 'We deploy with Caddy behind the office VPN'], { cwd: join(root, 'src'), env: { ENGRIM_DB: '' } }).code, 0);
  assert.equal(readFileSync(join(root, '.hg', 'hgrc'), 'utf8'), '[ui]\nusername = Someone <s@example.com>\n# Engrim memory (local)\n[ui]\nignore.engrim = .hg/engrim-ignore\n');
  assert.equal(readFileSync(join(root, '.hg', 'engrim-ignore'), 'utf8'), 'glob:.engrim.db*\nglob:.engrim\n');
  engrim(['remember', 'A second note about the deploy'], { cwd: root, env: { ENGRIM_DB: '' } });
  assert.equal(readFileSync(join(root, '.hg', 'hgrc'), 'utf8').match(/ignore\.engrim/g)?.length, 1, 'written once');
  // Where Mercurial is installed, it agrees (checked by hand with Mercurial 6.3.2: the test machines may not have it).
  const hg = spawnSync('hg', ['status'], { cwd: root, encoding: 'utf8' });
  if (!hg.error) assert.equal(hg.stdout, '? src/a.ts\n');
  mkdirSync(join(root, '.claude'));
  const setup = engrim(['setup', '--yes'], { cwd: root, env: { ENGRIM_DB: '' } });
  assert.match(setup.stdout, /added glob:\.engrim\.db\*, glob:\.engrim, glob:\.claude\/settings\.local\.json to \.hgignore/);
  assert.equal(existsSync(join(root, '.gitignore')), false);
});

test('the hooks of an agent started in a subfolder of a Mercurial checkout use the memory at its root; the CLI in a subfolder outside version control says where a parent\'s is', () => {
  const root = tempDir();
  mkdirSync(join(root, '.hg'));
  const sub = join(root, 'web', 'ui');
  mkdirSync(sub, { recursive: true });
  assert.equal(engrim(['remember', 'We deploy the web app with Caddy behind the office VPN'], { cwd: root, env: { ENGRIM_DB: '' } }).code, 0);
  const out = run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify({ session_id: 's', cwd: sub, hook_event_name: 'UserPromptSubmit', prompt: 'How do we deploy the web app?' }), cwd: sub, env: { ENGRIM_DB: '' } }).stdout;
  assert.match(out, /Caddy behind the office VPN/);
  // Outside version control a parent's memory is not taken (a shared parent would join unrelated projects), but named.
  const plain = tempDir();
  assert.equal(engrim(['remember', 'The docs site is built with Astro'], { cwd: plain, env: { ENGRIM_DB: '' } }).code, 0);
  const deep = join(plain, 'src', 'deep');
  mkdirSync(deep, { recursive: true });
  const r = engrim(['search', 'astro'], { cwd: deep, env: { ENGRIM_DB: '' } });
  assert.match(r.stderr, new RegExp(`warning: .*deep/\\.engrim\\.db is made new, but a parent folder holds ${join(plain, '.engrim.db').replace(/[.]/g, '\\.')}: .*pass --db`));
  assert.doesNotMatch(engrim(['search', 'astro'], { cwd: deep, env: { ENGRIM_DB: '' } }).stderr, /warning/, 'said once, when the file is made');
});

test('vectors are stored per model, paged, and only returned for that model', () => {
  const store = createTestStore();
  const { memory } = store.remember({ content: 'vector row' }, { vector: { model: 'm1', vec: new Float32Array([0.6, 0.8, 0]) } });
  const rowid = store.rowidOf(memory.id)!;
  assert.equal(store.vectorMatrix('m1').count, 1);
  assert.equal(store.vectorMatrix('m2').count, 0);
  const [page] = store.vectorMatrix('m1').pages;
  assert.equal(page.rowids[0], rowid);
  assert.ok(Math.abs(page.data[1] / page.norms[0] - 0.8) < 0.01);
  // Replacing a vector does not duplicate it in the pages.
  store.putVector(rowid, 'm1', new Float32Array([1, 0, 0]));
  assert.equal(store.vectorMatrix('m1').count, 1);
  assert.equal(store.vectorMatrix('m1').pages[0].data[0], 127);
});

test('many single writes are compacted into full pages, and nothing is lost', () => {
  const store = createTestStore();
  for (let i = 0; i < 700; i++) store.remember({ content: `memory ${i}` }, { vector: { model: 'm', vec: new Float32Array([1, i / 700, 0]) } });
  const pages = () => store.db.prepare("SELECT count(*) AS n FROM vector_pages WHERE model = 'm'").get() as { n: number };
  assert.equal(pages().n, 700);
  const m = store.vectorMatrix('m');
  assert.equal(m.count, 700);
  assert.equal(pages().n, 2, 'compacted to pages of 512');
  assert.equal(new Set(m.pages.flatMap((p) => [...p.rowids])).size, 700);
});

test('vectors written in one transaction are paged together: full pages, one rebuild, nothing lost on a rolled-back savepoint', () => {
  const store = createTestStore();
  const pageCounts = () => (store.db.prepare("SELECT count FROM vector_pages WHERE model = ? ORDER BY page").pluck().all('m') as number[]);
  const vec = (i: number) => new Float32Array([1, i / 1000, 0]);
  const rowids = store.transaction(() => Array.from({ length: 600 }, (_, i) => store.rowidOf(store.remember({ content: `bulk ${i}` }, { vector: { model: 'm', vec: vec(i) } }).memory.id)!));
  assert.deepEqual(pageCounts(), [512, 88], 'one transaction → full pages, not 600 pages of one');
  // A failed savepoint inside a transaction: its row and vector are rolled back, the others stay paged exactly once.
  store.transaction(() => {
    store.remember({ content: 'kept' }, { vector: { model: 'm', vec: vec(1) } });
    assert.throws(() => store.transaction(() => {
      store.remember({ content: 'rolled back' }, { vector: { model: 'm', vec: vec(2) } });
      throw new Error('boom');
    }));
  });
  const m = store.vectorMatrix('m');
  const paged = m.pages.flatMap((p) => [...p.rowids]);
  assert.equal(paged.length, 601);
  assert.equal(new Set(paged).size, 601);
  assert.equal(601, (store.db.prepare('SELECT count(*) FROM vectors').pluck().get() as number));
  // Re-embedding every vector into another model in one transaction rebuilds the pages once, at the end.
  store.transaction(() => rowids.forEach((r, i) => store.putVector(r, 'm2', vec(i))));
  assert.equal(store.vectorMatrix('m2').count, 600);
  assert.equal(store.vectorMatrix('m').count, 1, 'the model they left keeps only the memory still on it');
  // A read inside the writing transaction sees what it wrote so far.
  store.transaction(() => {
    store.remember({ content: 'seen at once' }, { vector: { model: 'm3', vec: vec(3) } });
    assert.equal(store.vectorMatrix('m3').count, 1);
  });
  assert.equal(store.vectorMatrix('m3').count, 1, 'and it is not paged twice at commit');
  // A transaction opened on the connection directly (not through the store) pages each vector at once.
  store.db.transaction(() => store.remember({ content: 'raw transaction' }, { vector: { model: 'm4', vec: vec(4) } }))();
  assert.equal(store.db.prepare("SELECT coalesce(sum(count), 0) FROM vector_pages WHERE model = 'm4'").pluck().get(), 1, 'paged in the file, not only in this process');
  assert.equal(store.vectorMatrix('m4').count, 1);
});

test('a savepoint that paged vectors and then rolled back loses none of them, nor a replacement waiting to be paged', () => {
  const store = createTestStore();
  const vec = (i: number) => new Float32Array([1, i / 10, 0]);
  const pagedRowids = () => store.vectorMatrix('m').pages.flatMap((p) => [...p.rowids]).sort((a, b) => a - b);
  const storedRowids = () => store.db.prepare("SELECT rowid FROM vectors WHERE model = 'm' ORDER BY rowid").pluck().all() as number[];
  const pagedY = (rowid: number) => {
    for (const p of store.vectorMatrix('m').pages) {
      const i = [...p.rowids].indexOf(rowid);
      if (i >= 0) return p.data[i * 3 + 1] / p.data[i * 3];
    }
    return null;
  };
  // A read inside a savepoint pages what the transaction queued; the savepoint's rollback undoes that paging.
  const readThenFail = () => assert.throws(() => store.transaction(() => {
    store.vectorMatrix('m');
    throw new Error('boom');
  }));
  store.transaction(() => {
    store.remember({ content: 'queued before the savepoint' }, { vector: { model: 'm', vec: vec(2) } });
    readThenFail();
    store.remember({ content: 'after the rollback' }, { vector: { model: 'm', vec: vec(4) } });
  });
  assert.deepEqual(pagedRowids(), storedRowids(), 'every stored vector is paged once');
  assert.equal(pagedRowids().length, 2);
  // A replaced vector rebuilds the pages when they are next written; a rolled-back rebuild must happen again.
  const old = storedRowids()[0];
  store.transaction(() => {
    store.putVector(old, 'm', vec(8));
    readThenFail();
  });
  assert.ok(Math.abs(pagedY(old)! - 0.8) < 0.01, `the replacement is what is paged (${pagedY(old)})`);
  // Savepoints inside savepoints: an inner one released, the outer one rolled back.
  store.transaction(() => {
    store.remember({ content: 'queued at the top' }, { vector: { model: 'm', vec: vec(5) } });
    assert.throws(() => store.transaction(() => {
      store.transaction(() => store.remember({ content: 'inner, released' }, { vector: { model: 'm', vec: vec(6) } }));
      store.vectorMatrix('m');
      throw new Error('outer fails');
    }));
  });
  assert.deepEqual(pagedRowids(), storedRowids());
  assert.equal(pagedRowids().length, 3, 'the inner savepoint rolled back with the outer one');
});

test('ids sort by creation time and stay unique across many writes in one millisecond', () => {
  const ids = Array.from({ length: 5000 }, () => newId(1_700_000_000_000));
  assert.equal(new Set(ids).size, ids.length);
  assert.ok(ids.every((id) => /^[0-9a-hjkmnp-tv-z]{20}$/.test(id)));
  assert.ok(newId(1_700_000_000_001).slice(0, 10) > newId(1_700_000_000_000).slice(0, 10));
  assert.ok(newId(1_700_000_000_001) > newId(1_700_000_000_000), 'a later id sorts after, whatever its random part');
});

test('the memory remember returns is the row as stored, every column', () => {
  const store = createTestStore();
  const full = store.remember(
    {
      content: 'Chose Redis for the job queue', type: 'episodic', kind: 'decision', tier: 'T1', importance: 1, namespace: 'api', collection: 'infra',
      tags: ['queue', 'redis'], ref: 'adr-7', agent: 'claude', session_id: 's9', turn_id: 't3', cwd: '/repo', git_branch: 'main', git_commit: 'abc123',
      transcript_path: '/tmp/t.jsonl', created_at: 1_700_000_000_123, expires_at: 1_800_000_000_000, context: 'the queue discussion',
      decision: { chosen: 'Redis', rejected: [{ option: 'RabbitMQ', reason: 'one more service to run' }] },
    },
    { now: 1_700_000_000_999 },
  ).memory;
  const minimal = store.remember({ content: 'a plain note' }, { expiresAt: (_tier, from) => from + 5 }).memory;
  assert.deepEqual(full, store.require(full.id));
  assert.deepEqual(minimal, store.require(minimal.id));
  assert.equal(minimal.expires_at, minimal.updated_at + 5);
});

test('full-text rows wait for the end of a transaction, yet every read inside it and every rolled-back savepoint sees the truth', () => {
  const store = createTestStore();
  const found = (word: string) => store.fulltext(word, {}, 10).map((h) => store.getByRowid(h.rowid)!.content);
  const ftsRows = () => store.db.prepare('SELECT count(*) FROM memories_fts').pluck().get() as number;
  store.transaction(() => {
    store.remember({ content: 'alpha kept before' });
    assert.deepEqual(found('alpha'), ['alpha kept before'], 'a search inside the transaction finds what it wrote');
    // A savepoint that wrote the queue out (its search did) and then rolled back: its own memory is gone,
    // the one queued before it is indexed again at commit.
    store.remember({ content: 'beta queued before the savepoint' });
    assert.throws(() =>
      store.transaction(() => {
        store.remember({ content: 'gamma rolled back' });
        assert.equal(found('gamma').length, 1);
        throw new Error('boom');
      }),
    );
    // Its rowid is reused by the next memory: the rolled-back text must not be indexed for it.
    store.remember({ content: 'delta after the rollback', tags: ['one'] });
    // A merge that re-indexes a memory inserted earlier in this transaction (a new tag) leaves one row for it.
    store.remember({ content: 'delta after the rollback', tags: ['two'] });
  });
  assert.deepEqual(found('beta'), ['beta queued before the savepoint']);
  assert.deepEqual(found('gamma'), []);
  assert.deepEqual(found('delta'), ['delta after the rollback']);
  assert.deepEqual(found('two'), ['delta after the rollback'], 'the merged tag is indexed');
  assert.equal(ftsRows(), 3, 'one index row per memory');
  assert.equal(store.db.prepare('SELECT count(*) FROM memories').pluck().get(), 3);
  // A transaction rolled back as a whole leaves nothing queued for the next one.
  assert.throws(() => store.transaction(() => { store.remember({ content: 'epsilon never' }); throw new Error('boom'); }));
  store.remember({ content: 'zeta alone' });
  assert.deepEqual(found('epsilon'), []);
  assert.deepEqual(found('zeta'), ['zeta alone']);
  assert.equal(ftsRows(), 4);
  // A transaction opened on the connection directly indexes at once (nothing would write the queue out).
  store.db.transaction(() => store.remember({ content: 'eta raw' }))();
  assert.deepEqual(found('eta'), ['eta raw']);
});

test('a bulk write indexes its memories as one full-text segment, not one per memory', () => {
  const store = createTestStore();
  const segments = () => store.db.prepare('SELECT count(*) FROM memories_fts_idx').pluck().get() as number;
  const before = segments();
  store.transaction(() => {
    for (let i = 0; i < 300; i++) store.remember({ content: `bulk memory number ${i} about topic${i % 7}` }, { vector: { model: 'm', vec: new Float32Array([1, i, 0]) } });
  });
  // Each memory runs in its own savepoint; a savepoint makes FTS5 write what it holds as a segment.
  assert.ok(segments() - before <= 2, `index grew by ${segments() - before} segment rows`);
});

test('a database created at the root of a git work tree stays out of git: its lines go to info/exclude, once, and not when .gitignore has them', () => {
  const git = (cwd: string, ...args: string[]) => spawnSync('git', args, { cwd, encoding: 'utf8' });
  const repo = tempDir('engrim-git-');
  assert.equal(git(repo, 'init', '-q').status, 0);
  new Store(join(repo, '.engrim.db')).close();
  new Store(join(repo, '.engrim.db')).close(); // opened again: nothing added twice
  assert.equal(git(repo, 'status', '--porcelain', '--untracked-files=all').stdout, '', 'git sees nothing to add');
  const exclude = readFileSync(join(repo, '.git', 'info', 'exclude'), 'utf8');
  assert.equal(exclude.match(/^\.engrim\.db\*$/gm)?.length, 1);
  // A linked work tree: .git is a file that points at the git directory.
  assert.equal(git(repo, '-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-q', '--allow-empty', '-m', 'init').status, 0);
  const linked = join(tempDir('engrim-wt-'), 'wt');
  assert.equal(git(repo, 'worktree', 'add', '-q', linked).status, 0);
  new Store(join(linked, '.engrim.db')).close();
  assert.equal(git(linked, 'status', '--porcelain', '--untracked-files=all').stdout, '');
  // The project ignores it already (engrim setup wrote .gitignore): the repository's own exclude stays as it was.
  const other = tempDir('engrim-git-');
  git(other, 'init', '-q');
  writeFileSync(join(other, '.gitignore'), '.engrim.db*\n');
  const before = readFileSync(join(other, '.git', 'info', 'exclude'), 'utf8');
  new Store(join(other, '.engrim.db')).close();
  assert.equal(readFileSync(join(other, '.git', 'info', 'exclude'), 'utf8'), before);
  // Another file name (--db elsewhere) is the user's business.
  new Store(join(other, 'notes.db')).close();
  assert.equal(readFileSync(join(other, '.git', 'info', 'exclude'), 'utf8'), before);
});

test('a connection opened with a small page cache (the recall hook) reads as the default one does', () => {
  const dir = tempDir();
  const path = join(dir, '.engrim.db');
  const writer = new Store(path);
  for (let i = 0; i < 300; i++) writer.remember({ content: `Memory ${i} about the deploy pipeline, the cache and topic ${i % 7}` });
  writer.close();
  const small = new Store(path, { migrate: false, cacheKb: 128 });
  const plain = new Store(path, { migrate: false });
  try {
    assert.equal(small.db.pragma('cache_size', { simple: true }), -128);
    assert.ok((plain.db.pragma('cache_size', { simple: true }) as number) < -128, 'the default stays larger (better-sqlite3 builds SQLite with 16 MB)');
    const ids = (s: Store) => search(s, 'deploy pipeline topic 3', { limit: 10 }).hits.map((h) => h.memory.id);
    assert.equal(ids(small).length, 10);
    assert.deepEqual(ids(small), ids(plain));
  } finally {
    small.close();
    plain.close();
  }
});
