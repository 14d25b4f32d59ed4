import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { BUNDLE_STAMP } from '../../src/util/launch.ts';
import { compileCacheFiles, ROOT, tempDir } from '../helpers.ts';

// The launcher keys a bundle's code cache by the hash the build stamps on its last line
// and by the file's modification time; it never hashes the bundle at start.

const LAUNCH = join(ROOT, 'src', 'util', 'launch.ts');

function bundle(dir: string, body: string, stamped = true): string {
  const text = `module.exports.done = Promise.resolve(true);\n${body}\n`;
  const path = join(dir, 'tiny.cjs');
  writeFileSync(path, stamped ? `${text}\n// engrim-bundle ${createHash('sha256').update(text).digest('hex')}\n` : text);
  return path;
}

/** What the bundle printed, run by `launch` in a fresh process as a launcher would. */
function launch(file: string, cacheDir: string): string {
  const script = `import(${JSON.stringify(LAUNCH)}).then((m) => m.launch(${JSON.stringify(file)}))`;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: ROOT, env: { ...process.env, ENGRIM_CACHE_DIR: cacheDir }, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout;
}

test('the built bundles carry the stamp the launcher reads, and it is the hash of the text before it', () => {
  for (const file of ['dist/hooks/engrim-recall.cjs', 'dist/hooks/engrim-capture.cjs', 'dist/cli/engrim-cli.cjs']) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const stamp = BUNDLE_STAMP.exec(text);
    assert.ok(stamp, `${file} ends with its stamp`);
    assert.equal(stamp[1], createHash('sha256').update(text.slice(0, stamp.index)).digest('hex'), file);
  }
});

test('a bundle edited in place gets a cache of its own, and runs its new text; an unstamped bundle runs without a cache', () => {
  const dir = tempDir();
  const cacheDir = tempDir();
  const file = bundle(dir, "process.stdout.write('one');");
  assert.equal(launch(file, cacheDir), 'one');
  assert.equal(compileCacheFiles(cacheDir).length, 1);
  assert.equal(launch(file, cacheDir), 'one');
  assert.equal(compileCacheFiles(cacheDir).length, 1, 'the same bundle reads its cache');

  // Same length, same stamp (a hand edit that left the last line alone), a later mtime.
  writeFileSync(file, readFileSync(file, 'utf8').replace("'one'", "'two'"));
  utimesSync(file, new Date(), new Date(Date.now() + 5_000));
  assert.equal(launch(file, cacheDir), 'two');
  assert.equal(compileCacheFiles(cacheDir).length, 2, 'never paired with the cache of the text before');

  const plain = tempDir();
  const unstamped = bundle(plain, "process.stdout.write('three');", false);
  const otherCache = tempDir();
  assert.equal(launch(unstamped, otherCache), 'three');
  assert.deepEqual(compileCacheFiles(otherCache), []);
});

test('a bundle launched with its patterns compiled at first use (V8 flags set at launch) runs them, and reads the code cache it wrote', () => {
  const dir = tempDir();
  const cacheDir = tempDir();
  const file = bundle(dir, "const m = /^(?:a|b)+(c)$/.exec('abac'); process.stdout.write(m ? m[1] : 'none');");
  assert.equal(launch(file, cacheDir), 'c');
  const [cache] = compileCacheFiles(cacheDir);
  const written = statSync(join(cacheDir, 'v8', cache)).mtimeMs;
  assert.equal(launch(file, cacheDir), 'c');
  // A cache V8 rejected (made under other flags) would be written again at exit.
  assert.deepEqual(compileCacheFiles(cacheDir), [cache]);
  assert.equal(statSync(join(cacheDir, 'v8', cache)).mtimeMs, written, 'the cache made under the same flags is accepted, not rewritten');
});
