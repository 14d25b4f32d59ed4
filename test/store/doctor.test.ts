import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { engrim, tempDir } from '../helpers.ts';

const sha = (p: string) => createHash('sha256').update(readFileSync(p)).digest('hex');

test('doctor: a healthy file passes; a damaged one fails clearly, and --recover saves what it can into a new file', () => {
  const dir = tempDir();
  const db = join(dir, '.engrim.db');
  const lines = Array.from({ length: 400 }, (_, i) => JSON.stringify({ content: `memory number ${i} about topic${i % 17} and the deploy pipeline`, ref: `r${i}` })).join('\n');
  engrim(['import', '-', '--db', db], { input: lines });
  engrim(['category', 'set', 'coding-standards', 'Small PRs.', '--db', db]);
  engrim(['stats', '--db', db]); // checkpoint happens on close
  const ok = engrim(['doctor', '--json', '--db', db]);
  assert.equal(ok.code, 0, ok.stdout);
  assert.ok(JSON.parse(ok.stdout).every((c: any) => c.ok));

  // Damage pages in the middle of the file (not the header).
  const size = statSync(db).size;
  const fd = openSync(db, 'r+');
  for (const at of [0.3, 0.5, 0.7]) writeSync(fd, Buffer.alloc(4096, 0xa5), 0, 4096, Math.floor((size * at) / 4096) * 4096);
  closeSync(fd);
  const before = sha(db);
  const bad = engrim(['doctor', '--db', db]);
  assert.equal(bad.code, 1);
  assert.match(bad.stdout, /FAIL .*(integrity|open|read)/);
  assert.match(bad.stdout, /engrim doctor --recover/);

  const rec = engrim(['doctor', '--recover', '--json', '--db', db]);
  assert.equal(rec.code, 0, rec.stderr);
  const r = JSON.parse(rec.stdout);
  assert.ok(r.recovered > 0 && r.recovered <= 400, `recovered ${r.recovered}`);
  assert.equal(sha(db), before, 'the damaged file is kept as it was');
  const healthy = engrim(['doctor', '--json', '--db', r.target]);
  assert.equal(healthy.code, 0, healthy.stdout);
  const hits = JSON.parse(engrim(['search', 'deploy pipeline topic3', '--json', '--db', r.target]).stdout);
  assert.ok(hits.length > 0);
  assert.match(hits[0].ref, /^r\d+$/, 'ids and refs are kept');
});

test('doctor on a missing file says where it would be created', () => {
  const r = engrim(['doctor', '--db', join(tempDir(), 'none.db')]);
  assert.equal(r.code, 1);
  assert.match(r.stdout, /does not exist; it is created by the first `engrim remember`/);
});
