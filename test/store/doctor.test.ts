import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { closeSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { engrim, tempDir } from '../helpers.ts';

const sha = (p: string) => createHash('sha256').update(readFileSync(p)).digest('hex');

test('doctor: a healthy file passes; a damaged one fails clearly, and --recover saves what it can into a new file', () => {
  const dir = tempDir();
  const db = join(dir, '.engrim.db');
  const lines = Array.from({ length: 400 }, (_, i) => JSON.stringify({ content: `memory number ${i} about topic${i % 17} and the deploy pipeline`, ref: `r${i}` })).join('\n');
  engrim(['import', '-', '--db', db], { input: lines });
  engrim(['category', 'set', 'coding-standards', 'Huge PRs.', '--db', db]);
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
  // The category slot and its history (the pages damaged hold neither).
  assert.equal(r.categories, 1);
  assert.match(engrim(['category', 'history', '--db', r.target]).stdout, /coding-standards \/ main: Huge PRs\./);
});

test('doctor finds vectors missing from the pages semantic search scans, and --fix rebuilds them from the stored vectors', () => {
  const dir = tempDir();
  const db = join(dir, '.engrim.db');
  const topics = ['postgres replication lag', 'kubernetes ingress', 'webpack bundle size', 'oauth token refresh', 'redis eviction policy', 'terraform state lock'];
  const lines = Array.from({ length: 600 }, (_, i) => JSON.stringify({ content: `note ${i}: we looked at ${topics[i % topics.length]} again`, ref: `r${i}` }));
  lines[555] = JSON.stringify({ content: 'The espresso machine in the kitchen descales itself every Friday night', ref: 'coffee' });
  engrim(['import', '-', '--db', db], { input: lines.join('\n') });
  const semantic = () => JSON.parse(engrim(['search', 'coffee maker cleaning schedule', '--mode', 'semantic', '--json', '--limit', '3', '--db', db]).stdout).map((h: any) => h.ref);
  assert.equal(semantic()[0], 'coffee');
  // What the old savepoint bug left behind: vectors stored, but a page of them gone.
  const sqlite = new Database(db);
  sqlite.prepare('DELETE FROM vector_pages WHERE page = (SELECT max(page) FROM vector_pages)').run();
  sqlite.close();
  assert.ok(!semantic().includes('coffee'), 'semantic search no longer sees it');
  const check = engrim(['doctor', '--json', '--db', db]);
  assert.equal(check.code, 1, check.stdout);
  const pages = JSON.parse(check.stdout).find((c: any) => c.name === 'vector pages');
  assert.equal(pages.ok, false);
  assert.match(pages.detail, /600 vectors but 500 paged .*engrim doctor --fix/);
  const fixed = engrim(['doctor', '--fix', '--db', db]);
  assert.equal(fixed.code, 0, fixed.stdout);
  assert.match(fixed.stdout, /vector pages rebuilt from 600 stored vectors \(500 were paged, now 600\)/);
  assert.match(fixed.stdout, /ok +vector pages +600 vectors, all paged/);
  assert.equal(semantic()[0], 'coffee');
});

test('doctor on a missing file: not created yet is fine where it can be created (a project just set up), a failure where it cannot', () => {
  const r = engrim(['doctor', '--db', join(tempDir(), 'none.db')]);
  assert.equal(r.code, 0);
  assert.match(r.stdout, /ok +file .*none\.db does not exist yet; the first `engrim remember` or capture creates it/);
  const gone = engrim(['doctor', '--db', join(tempDir(), 'no-such-folder', 'none.db')]);
  assert.equal(gone.code, 1);
  assert.match(gone.stdout, /FAIL file .*no-such-folder is missing or not writable, so it cannot be created: create the folder or give another --db/);
});
