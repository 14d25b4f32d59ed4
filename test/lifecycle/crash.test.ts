import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { BIN, tempDir } from '../helpers.ts';

// kill -9 writers at random moments, repeatedly; afterwards the file passes
// integrity_check and every memory is whole (row + index + vector) or absent.

const line = (round: number, i: number) => JSON.stringify({ content: `crash test round ${round} item ${i} token zq${round}x${i}`, ref: `${round}-${i}`, tags: ['crash'] });

function killAfter(args: string[], input: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN.engrim, ...args], { stdio: ['pipe', 'ignore', 'ignore'] });
    child.stdin.on('error', () => {});
    child.stdin.end(input);
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

test('kill -9 during imports and forgets leaves a valid file with every memory whole or absent', async () => {
  const db = join(tempDir(), 'crash.db');
  let seed = 42;
  const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let round = 0; round < 6; round++) {
    const input = Array.from({ length: 4000 }, (_, i) => line(round, i)).join('\n');
    await Promise.all([
      killAfter(['import', '-', '--db', db], input, 150 + Math.floor(rand() * 600)),
      killAfter(['gc', '--db', db], '', 100 + Math.floor(rand() * 300)),
    ]);
  }
  const conn = new Database(db);
  try {
    assert.equal(conn.pragma('integrity_check', { simple: true }), 'ok');
    const rows = conn.prepare('SELECT rowid, content, ref FROM memories').all() as { rowid: number; content: string; ref: string }[];
    assert.ok(rows.length > 0, 'some imports committed before being killed');
    const fts = conn.prepare('SELECT rowid FROM memories_fts WHERE memories_fts MATCH ?').pluck();
    const vec = conn.prepare('SELECT count(*) FROM vectors WHERE rowid = ?').pluck();
    for (const r of rows) {
      const [round, i] = r.ref.split('-').map(Number);
      assert.equal(r.content, JSON.parse(line(round, i)).content);
      assert.deepEqual(fts.all(`"zq${round}x${i}"`), [r.rowid], `index entry for ${r.ref}`);
      assert.equal(vec.get(r.rowid), 1, `vector for ${r.ref}`);
    }
    const paged = (conn.prepare('SELECT coalesce(sum(count), 0) FROM vector_pages').pluck().get() as number);
    assert.equal(paged, rows.length, 'vector pages hold exactly the stored vectors');
  } finally {
    conn.close();
  }
});
