import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { bundledAddon } from '../../src/store/sqlite.ts';
import { BIN, engrim, ROOT, run, tempDir } from '../helpers.ts';

// The bundles carry better-sqlite3's JavaScript and take the installed native addon only when it comes
// from the same version (src/store/sqlite.ts); anything else loads the installed package whole.

function fakePackage(version: string, withAddon: boolean): string {
  const dir = tempDir();
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'better-sqlite3', version }));
  if (withAddon) {
    mkdirSync(join(dir, 'build', 'Release'), { recursive: true });
    writeFileSync(join(dir, 'build', 'Release', 'better_sqlite3.node'), '');
  }
  return join(dir, 'package.json');
}

test('the installed addon is handed over only when its version is the bundled one and it sits in build/Release', () => {
  const same = fakePackage('12.11.1', true);
  assert.equal(bundledAddon('12.11.1', same), join(same, '..', 'build', 'Release', 'better_sqlite3.node'));
  assert.equal(bundledAddon('12.10.0', same), null, 'another version: its own JavaScript must drive it');
  assert.equal(bundledAddon('12.11.1', fakePackage('12.11.1', false)), null, 'an addon elsewhere (a Debug build): the package finds it');
  assert.equal(bundledAddon('12.11.1', join(tempDir(), 'package.json')), null, 'no manifest');
  const broken = fakePackage('12.11.1', true);
  writeFileSync(broken, '{ not json');
  assert.equal(bundledAddon('12.11.1', broken), null);
});

test('the built hooks and CLI bundle the JavaScript of the installed better-sqlite3 version, and work with its addon', () => {
  const installed = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('better-sqlite3/package.json'), 'utf8')).version;
  for (const bundle of ['dist/hooks/engrim-recall.cjs', 'dist/hooks/engrim-capture.cjs', 'dist/cli/engrim-cli.cjs']) {
    const text = readFileSync(join(ROOT, bundle), 'utf8');
    assert.ok(text.includes(`bundledAddon(${JSON.stringify(installed)},`), `${bundle} records ${installed}`);
    assert.match(text, /function Database\(filenameGiven, options\)/, `${bundle} holds better-sqlite3's JavaScript`);
  }
  const dir = tempDir('engrim-proj-');
  const db = join(dir, '.engrim.db');
  engrim(['remember', 'Decision: keep SQLite in WAL mode', '--db', db]);
  assert.match(run(BIN.recall, [], { input: 'is SQLite in WAL mode?', cwd: dir }).stdout, /WAL mode/);
});
