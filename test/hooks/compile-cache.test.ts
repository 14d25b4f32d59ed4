import assert from 'node:assert/strict';
import { chmodSync, copyFileSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { BIN, compileCacheFiles, engrim, run, tempDir } from '../helpers.ts';

// The hook launchers compile their bundle through V8's code cache
// (src/util/launch.ts): written once, read afterwards, never trusted blindly.

function project(): { dir: string; db: string } {
  const dir = tempDir('engrim-proj-');
  const db = join(dir, '.engrim.db');
  engrim(['remember', 'Decision: use pnpm workspaces for the monorepo', '--kind', 'decision', '--db', db]);
  return { dir, db };
}

const recall = (dir: string, cacheDir: string, env: NodeJS.ProcessEnv = {}) =>
  run(BIN.recall, [], { input: 'how is the monorepo organised with pnpm?', cwd: dir, env: { ENGRIM_CACHE_DIR: cacheDir, ...env } });

test('the first run writes the code cache; later runs read it without rewriting it, with the same output', () => {
  const { dir } = project();
  const cacheDir = tempDir();
  const first = recall(dir, cacheDir);
  assert.equal(first.code, 0);
  assert.match(first.stdout, /pnpm workspaces/);
  const files = compileCacheFiles(cacheDir);
  assert.equal(files.length, 1);
  assert.match(files[0], /^engrim-recall-[0-9a-f]{20}\.bin$/);
  const path = join(cacheDir, 'v8', files[0]);
  assert.ok(statSync(path).size > 10_000, 'holds the compiled functions of a whole run');
  assert.equal(statSync(path).mode & 0o777, 0o600);
  const before = { bytes: readFileSync(path), mtime: statSync(path).mtimeMs };

  const second = recall(dir, cacheDir);
  assert.equal(second.stdout, first.stdout);
  // V8 accepted the cache: a rejected one would have been written again.
  assert.equal(statSync(path).mtimeMs, before.mtime);
  assert.deepEqual(readFileSync(path), before.bytes);
});

test('only a run that did the work writes the cache: a first prompt before any memory exists leaves none', () => {
  const empty = tempDir('engrim-proj-');
  const cacheDir = tempDir();
  const r = recall(empty, cacheDir);
  assert.deepEqual([r.code, r.stdout], [0, '']);
  assert.deepEqual(compileCacheFiles(cacheDir), [], 'no database, no search: nothing worth caching');
  const { dir } = project();
  recall(dir, cacheDir);
  assert.equal(compileCacheFiles(cacheDir).length, 1);
});

test('a damaged cache is ignored and replaced; another bundle\'s cache is removed once a week old', () => {
  const { dir } = project();
  const cacheDir = tempDir();
  const clean = recall(dir, cacheDir).stdout;
  const [file] = compileCacheFiles(cacheDir);
  const path = join(cacheDir, 'v8', file);
  const stale = join(cacheDir, 'v8', 'engrim-recall-00000000000000000000.bin');
  writeFileSync(stale, 'old');
  const weekAgo = (Date.now() - 8 * 24 * 3600 * 1000) / 1000;
  utimesSync(stale, weekAgo, weekAgo);
  const recent = join(cacheDir, 'v8', 'engrim-recall-11111111111111111111.bin'); // another install's, recent
  writeFileSync(recent, 'other');
  writeFileSync(path, Buffer.alloc(5000, 7)); // garbage of another length

  const r = recall(dir, cacheDir);
  assert.equal(r.code, 0);
  assert.equal(r.stderr, '');
  assert.equal(r.stdout, clean);
  assert.ok(statSync(path).size > 10_000, 'rewritten from this run');
  assert.deepEqual(compileCacheFiles(cacheDir).sort(), [file, 'engrim-recall-11111111111111111111.bin'].sort(), 'the stale cache is gone, the recent one stays');
});

test('ENGRIM_COMPILE_CACHE=0 writes nothing; an unwritable cache folder costs nothing but the speed-up', () => {
  const { dir } = project();
  const off = tempDir();
  const r = recall(dir, off, { ENGRIM_COMPILE_CACHE: '0' });
  assert.match(r.stdout, /pnpm workspaces/);
  assert.deepEqual(compileCacheFiles(off), []);

  const blocked = tempDir();
  writeFileSync(join(blocked, 'v8'), 'a file where the folder should be');
  const b = recall(dir, blocked);
  assert.equal(b.code, 0);
  assert.equal(b.stderr, '');
  assert.equal(b.stdout, r.stdout);
});

test('the capture hook runs through its own cache', () => {
  const { dir, db } = project();
  const cacheDir = tempDir();
  const event = { session_id: 's', cwd: dir, hook_event_name: 'Stop', last_assistant_message: 'Decision: use Vitest for unit tests. Rejected: Jest, because it is slow with ESM.' };
  const r = run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(event), cwd: dir, env: { ENGRIM_CACHE_DIR: cacheDir } });
  assert.equal(r.code, 0);
  assert.match(compileCacheFiles(cacheDir)[0], /^engrim-capture-[0-9a-f]{20}\.bin$/);
  assert.match(engrim(['search', 'vitest', '--db', db]).stdout, /Vitest/);
});

test('the .mjs launchers that earlier versions installed still run the same hook', () => {
  const { dir } = project();
  const cacheDir = tempDir();
  const current = recall(dir, cacheDir);
  const legacy = run(BIN.recall.replace(/\.cjs$/, '.mjs'), [], { input: 'how is the monorepo organised with pnpm?', cwd: dir, env: { ENGRIM_CACHE_DIR: cacheDir } });
  assert.equal(legacy.code, 0);
  assert.equal(legacy.stdout, current.stdout);
  assert.equal(compileCacheFiles(cacheDir).length, 1, 'one bundle, one cache');
});

test('a cache folder or file that others may write is neither read nor written', () => {
  const { dir } = project();
  const shared = tempDir();
  mkdirSync(join(shared, 'v8'), { mode: 0o777 });
  chmodSync(join(shared, 'v8'), 0o777); // past the umask
  const r = recall(dir, shared);
  assert.match(r.stdout, /pnpm workspaces/);
  assert.deepEqual(compileCacheFiles(shared), [], 'nothing written into a world-writable folder');

  // A planted, world-writable cache file in the user's own folder is not read: this run replaces it with its own.
  const mine = tempDir();
  recall(dir, mine);
  const [file] = compileCacheFiles(mine);
  const path = join(mine, 'v8', file);
  writeFileSync(path, 'planted');
  chmodSync(path, 0o666);
  const again = recall(dir, mine);
  assert.equal(again.stdout, r.stdout);
  assert.equal(statSync(path).mode & 0o777, 0o600, 'rewritten by this run, private again');
  assert.ok(statSync(path).size > 10_000);
});

test('a broken install (the bundle throws while loading) still answers the agent, exits 0 and logs why', () => {
  const dist = tempDir();
  mkdirSync(join(dist, 'hooks'));
  for (const hook of ['engrim-recall', 'engrim-capture']) {
    copyFileSync(BIN[hook === 'engrim-recall' ? 'recall' : 'capture'], join(dist, `${hook}.cjs`));
    writeFileSync(join(dist, 'hooks', `${hook}.cjs`), "throw new Error('better-sqlite3 was compiled against a different Node.js version');\n");
  }
  const logs = tempDir();
  const event = JSON.stringify({ session_id: 's', cwd: logs, hook_event_name: 'BeforeAgent', prompt: 'pnpm?' });
  const gemini = run(join(dist, 'engrim-recall.cjs'), ['--agent', 'gemini'], { input: event, env: { ENGRIM_LOG_DIR: logs } });
  assert.deepEqual([gemini.code, gemini.stdout, gemini.stderr], [0, '{}', '']);
  const claude = run(join(dist, 'engrim-capture.cjs'), ['--agent', 'claude'], { input: event, env: { ENGRIM_LOG_DIR: logs } });
  assert.deepEqual([claude.code, claude.stderr], [0, '']);
  assert.match(readFileSync(join(logs, 'hooks.log'), 'utf8'), /engrim-recall better-sqlite3 was compiled against a different Node\.js version[\s\S]*engrim-capture better-sqlite3/);
  rmSync(join(dist, 'hooks', 'engrim-recall.cjs'));
  const missing = run(join(dist, 'engrim-recall.cjs'), ['--agent', 'cursor'], { input: event, env: { ENGRIM_LOG_DIR: logs } });
  assert.deepEqual([missing.code, missing.stdout, missing.stderr], [0, '{}', '']);
  assert.match(readFileSync(join(logs, 'hooks.log'), 'utf8'), /engrim-recall ENOENT/);
});
