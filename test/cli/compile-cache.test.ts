import assert from 'node:assert/strict';
import { copyFileSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { BIN, compileCacheFiles, engrim, run, tempDir } from '../helpers.ts';

// The `engrim` command (dist/engrim.mjs, src/cli/launcher.ts) compiles the CLI's
// bundle through V8's code cache, as the hook launchers do (src/util/launch.ts).


test('the CLI writes its code cache after a command that loaded the model, not after --help or list; later commands read it', () => {
  const cacheDir = tempDir();
  const db = join(tempDir(), '.engrim.db');
  const env = { ENGRIM_CACHE_DIR: cacheDir };
  assert.equal(engrim(['--help'], { env }).code, 0);
  assert.equal(engrim(['list', '--db', db], { env }).code, 0);
  assert.deepEqual(compileCacheFiles(cacheDir), [], 'nothing worth caching was compiled');

  const stored = engrim(['remember', 'Decision: use pnpm workspaces for the monorepo', '--kind', 'decision', '--db', db], { env });
  assert.equal(stored.code, 0, stored.stderr);
  const files = compileCacheFiles(cacheDir);
  assert.equal(files.length, 1);
  assert.match(files[0], /^engrim-cli-[0-9a-f]{20}\.bin$/);
  const path = join(cacheDir, 'v8', files[0]);
  assert.ok(statSync(path).size > 50_000, 'holds the compiled functions of a whole command');
  const before = { bytes: readFileSync(path), mtime: statSync(path).mtimeMs };

  const cached = engrim(['search', 'monorepo', '--json', '--db', db], { env });
  const uncached = engrim(['search', 'monorepo', '--json', '--db', db], { env: { ...env, ENGRIM_COMPILE_CACHE: '0' } });
  assert.equal(cached.code, 0, cached.stderr);
  assert.match(cached.stdout, /pnpm workspaces/);
  assert.equal(cached.stdout.replace(/"score":[^,]+/g, ''), uncached.stdout.replace(/"score":[^,]+/g, ''));
  // V8 accepted the cache: a rejected one would have been written again.
  assert.equal(statSync(path).mtimeMs, before.mtime);
  assert.deepEqual(readFileSync(path), before.bytes);
});

test('a damaged CLI cache is ignored and rewritten; the command neither fails nor says so', () => {
  const cacheDir = tempDir();
  const db = join(tempDir(), '.engrim.db');
  const env = { ENGRIM_CACHE_DIR: cacheDir };
  engrim(['remember', 'Decision: keep the API versioned in the URL', '--db', db], { env });
  const [file] = compileCacheFiles(cacheDir);
  const path = join(cacheDir, 'v8', file);
  writeFileSync(path, Buffer.alloc(4000, 9));
  const r = engrim(['search', 'API versioning', '--db', db], { env });
  assert.deepEqual([r.code, r.stderr], [0, '']);
  assert.match(r.stdout, /versioned in the URL/);
  assert.ok(statSync(path).size > 50_000, 'rewritten from this run');
});

test('an install without the CLI bundle says what is wrong and how to mend it, with exit code 1', () => {
  const dir = tempDir();
  const launcher = join(dir, 'engrim.mjs');
  copyFileSync(BIN.engrim, launcher); // no cli/engrim-cli.cjs beside it
  const r = run(launcher, ['--version']);
  assert.equal(r.code, 1);
  assert.match(r.stderr, /Engrim cannot start: .*engrim-cli\.cjs/);
  assert.match(r.stderr, /npm install|npm run build/);
});
