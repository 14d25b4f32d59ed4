import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { BIN, tempDir } from '../helpers.ts';

// kill -9 writers at random moments, repeatedly; afterwards the file passes
// integrity_check and every memory is whole (row + index + vector) or absent.

const line = (round: number, i: number) => JSON.stringify({ content: `crash test round ${round} item ${i} token zq${round}x${i}`, ref: `${round}-${i}`, tags: ['crash'] });

/** Runs the CLI; kills it with SIGKILL after `ms` (Infinity: never). Resolves with the run's duration. */
function killAfter(args: string[], input: string, ms: number): Promise<number> {
  return new Promise((resolve) => {
    const start = performance.now();
    const child = spawn(process.execPath, [BIN.engrim, ...args], { stdio: ['pipe', 'ignore', 'ignore'] });
    child.stdin.on('error', () => {});
    child.stdin.end(input);
    const timer = Number.isFinite(ms) ? setTimeout(() => child.kill('SIGKILL'), ms) : undefined;
    child.on('exit', () => {
      clearTimeout(timer);
      resolve(performance.now() - start);
    });
  });
}

test('kill -9 during imports and forgets leaves a valid file with every memory whole or absent', async () => {
  const db = join(tempDir(), 'crash.db');
  let seed = 42;
  const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const input = (round: number) => Array.from({ length: 4000 }, (_, i) => line(round, i)).join('\n');
  // Round 0 runs to the end and tells how long an import takes on this machine,
  // so the kills below land inside imports however fast or loaded it is.
  const full = await killAfter(['import', '-', '--db', db], input(0), Infinity);
  for (let round = 1; round < 7; round++) {
    await Promise.all([
      killAfter(['import', '-', '--db', db], input(round), full * (0.1 + 0.8 * rand())),
      killAfter(['gc', '--db', db], '', full * rand()),
    ]);
  }
  const conn = new Database(db);
  try {
    assert.equal(conn.pragma('integrity_check', { simple: true }), 'ok');
    const rows = conn.prepare('SELECT rowid, content, ref FROM memories').all() as { rowid: number; content: string; ref: string }[];
    assert.ok(rows.length >= 4000, 'the unkilled round is all there');
    assert.ok(rows.length < 4000 * 7, 'the kills interrupted imports');
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
