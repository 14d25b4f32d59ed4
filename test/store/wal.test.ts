import assert from 'node:assert/strict';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { sqlite } from '../../src/store/sqlite.ts';
import { applyWal } from '../../src/store/wal.ts';
import { tempDir } from '../helpers.ts';

// applyWal against real SQLite files: a database and the WAL a live writer left
// beside it, copied as a crash would leave them.

function walPair() {
  const dir = tempDir();
  const path = join(dir, 'w.db');
  const db = sqlite(path);
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
  db.pragma('wal_checkpoint(TRUNCATE)');
  const insert = db.prepare('INSERT INTO t (v) VALUES (?)');
  const snap = (name: string) => {
    copyFileSync(path, join(dir, `${name}.db`));
    copyFileSync(`${path}-wal`, join(dir, `${name}.db-wal`));
    return { db: readFileSync(join(dir, `${name}.db`)), wal: readFileSync(join(dir, `${name}.db-wal`)) };
  };
  return { db, insert, snap };
}

const rows = (image: Buffer) => {
  image[18] = image[19] = 1;
  const mem = sqlite(image, { readonly: true });
  try {
    assert.equal(mem.pragma('integrity_check', { simple: true }), 'ok');
    return mem.prepare('SELECT v FROM t ORDER BY id').pluck().all();
  } finally {
    mem.close();
  }
};

test('applyWal: committed transactions in the log reach the image, the file alone has none of them', () => {
  const { db, insert, snap } = walPair();
  db.transaction(() => Array.from({ length: 300 }, (_, i) => insert.run(`row ${i} ${'x'.repeat(200)}`)))();
  insert.run('last');
  const { db: file, wal } = snap('a');
  db.close();
  assert.deepEqual(rows(Buffer.from(file)), [], 'nothing was checkpointed');
  const { image, commits } = applyWal(file, wal);
  assert.equal(commits, 2);
  const got = rows(image);
  assert.equal(got.length, 301);
  assert.equal(got.at(-1), 'last');
});

test('applyWal: a torn last frame drops only the last commit; a damaged or foreign log changes nothing', () => {
  const { db, insert, snap } = walPair();
  insert.run('first');
  insert.run('second');
  const { db: file, wal } = snap('b');
  db.close();
  assert.deepEqual(rows(applyWal(file, wal.subarray(0, wal.length - 100)).image), ['first']);
  const flipped = Buffer.from(wal);
  flipped[flipped.length - 50] ^= 0xff; // inside the last frame's page: its checksum fails
  assert.deepEqual(rows(applyWal(file, flipped).image), ['first']);
  const badHeader = Buffer.from(wal);
  badHeader[20] ^= 1; // salt: the header checksum fails, the whole log is ignored
  assert.deepEqual(applyWal(file, badHeader), { image: file, commits: 0 });
  assert.deepEqual(applyWal(file, Buffer.from('not a wal at all, just some bytes here')), { image: file, commits: 0 });
});
