import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import { BIN, engrim, seededRandom, tempDir } from '../helpers.ts';

// kill -9 writers at random moments, repeatedly; afterwards the file passes
// integrity_check and every memory is whole (row + index + vector) or absent.

const logDir = tempDir();
const line = (round: number, i: number) => JSON.stringify({ content: `crash test round ${round} item ${i} token zq${round}x${i}`, ref: `${round}-${i}`, tags: ['crash'] });

/** Runs a built executable; kills it with SIGKILL after `ms` (Infinity: never). Resolves with the run's duration. */
function killAfter(args: string[], input: string, ms: number, bin = BIN.engrim, env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const start = performance.now();
    const child = spawn(process.execPath, [bin, ...args], { stdio: ['pipe', 'ignore', 'ignore'], env: { ...process.env, ENGRIM_LOG_DIR: logDir, ...env } });
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
  const rand = seededRandom(42);
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

// Each capture stores its decisions in one transaction: a killed capture hook
// leaves all of its decisions or none, each with its index entry and vector.
const WORDS = ['amber', 'basalt', 'cobalt', 'dune', 'ember', 'fjord', 'garnet', 'harbor', 'indigo', 'juniper', 'kelp', 'lagoon', 'marble', 'nectar', 'onyx', 'prairie', 'quartz', 'russet', 'sierra', 'tundra'];
// Forty decisions that turn nothing down: lines that all rejected the same option with mostly the same
// words would be one decision said again (lifecycle.ts, restatedDecision) and merge.
const decisionLine = (event: number, i: number) =>
  `Decision: route the ${WORDS[i % WORDS.length]} ${WORDS[(i * 7 + 3) % WORDS.length]} reports through qk${event}y${i} every night`;

test('kill -9 during capture hooks leaves each capture entirely present or entirely absent', async () => {
  const dir = tempDir();
  const db = join(dir, '.engrim.db');
  const rand = seededRandom(7);
  const PER_EVENT = 40;
  const event = (n: number) =>
    JSON.stringify({
      session_id: `crash-${n}`,
      turn_id: String(n),
      cwd: dir,
      hook_event_name: 'Stop',
      last_assistant_message: Array.from({ length: PER_EVENT }, (_, i) => decisionLine(n, i)).join('\n'),
    });
  const capture = (n: number, ms: number) => killAfter(['--agent', 'codex', '--db', db], event(n), ms, BIN.capture);
  // Four unkilled captures at once tell how long one takes under the same load as the killed ones.
  const full = Math.max(...(await Promise.all([0, 1, 2, 3].map((n) => capture(n, Infinity)))));
  const EVENTS = 36;
  for (let n = 4; n < EVENTS; n += 4) {
    await Promise.all([0, 1, 2, 3].map((k) => capture(n + k, full * (0.2 + 1.1 * rand()))));
  }
  const conn = new Database(db, { readonly: true });
  try {
    assert.equal(conn.pragma('integrity_check', { simple: true }), 'ok');
    const rows = conn.prepare('SELECT rowid, content, session_id, revision FROM memories').all() as { rowid: number; content: string; session_id: string; revision: number }[];
    const fts = conn.prepare('SELECT rowid FROM memories_fts WHERE memories_fts MATCH ?').pluck();
    const vec = conn.prepare('SELECT count(*) FROM vectors WHERE rowid = ?').pluck();
    const perEvent = new Map<number, number>();
    for (const r of rows) {
      const n = Number(r.session_id.slice('crash-'.length));
      perEvent.set(n, (perEvent.get(n) ?? 0) + 1);
      const i = Number(/qk\d+y(\d+)/.exec(r.content)?.[1]);
      assert.equal(r.content, decisionLine(n, i), 'content whole');
      assert.deepEqual(fts.all(`"qk${n}y${i}"`), [r.rowid], `index entry for ${n}/${i}`);
      assert.equal(vec.get(r.rowid), 1, `vector for ${n}/${i}`);
    }
    // (What the hooks logged says why, should one of them have stored nothing.)
    const log = () => (existsSync(join(logDir, 'hooks.log')) ? readFileSync(join(logDir, 'hooks.log'), 'utf8').slice(-2000) : 'no hook log');
    for (const n of [0, 1, 2, 3]) assert.equal(perEvent.get(n), PER_EVENT, `unkilled capture ${n} is all there; ${log()}`);
    for (const [n, count] of perEvent) assert.equal(count, PER_EVENT, `capture ${n}: all ${PER_EVENT} decisions or none, got ${count}`);
    console.log('captures stored', perEvent.size);
    assert.ok(perEvent.size > 4 && perEvent.size < EVENTS, `the kills interrupted some captures and spared others (${perEvent.size} of ${EVENTS} stored)`);
    const captures = conn.prepare("SELECT coalesce(sum(value), 0) FROM usage WHERE metric = 'captures'").pluck().get();
    assert.equal(captures, perEvent.size, 'the usage counter moved with the stored captures, in the same transaction');
  } finally {
    conn.close();
  }
});

// A restore flips archived_at and logs a 'restore' event in one transaction:
// after kills, every memory is either archived (last event 'archive') or live
// (last event 'restore'), never half-way, and nothing of it is lost.
test('kill -9 during restores leaves every memory either archived or restored, whole', async () => {
  const db = join(tempDir(), 'restore.db');
  const rand = seededRandom(99);
  const N = 56;
  await killAfter(['import', '-', '--db', db], Array.from({ length: N }, (_, i) => line(0, i)).join('\n'), Infinity);
  const ids = (JSON.parse(engrim(['list', '--json', '--limit', String(N), '--db', db]).stdout) as { id: string }[]).map((m) => m.id);
  assert.equal(ids.length, N);
  for (const id of ids) assert.equal(engrim(['forget', id, '--db', db]).code, 0);
  const full = Math.max(...(await Promise.all(ids.slice(0, 8).map((id) => killAfter(['restore', id, '--db', db], '', Infinity)))));
  for (let k = 8; k < N; k += 8) {
    await Promise.all(ids.slice(k, k + 8).map((id) => killAfter(['restore', id, '--db', db], '', full * (0.3 + 1.0 * rand()))));
  }
  const conn = new Database(db, { readonly: true });
  try {
    assert.equal(conn.pragma('integrity_check', { simple: true }), 'ok');
    const rows = conn.prepare('SELECT rowid, content, ref, archived_at FROM memories').all() as { rowid: number; content: string; ref: string; archived_at: number | null }[];
    assert.equal(rows.length, N, 'no memory lost');
    const lastEvent = conn.prepare("SELECT kind FROM events WHERE rowid = ? AND kind IN ('archive', 'restore') ORDER BY at DESC, oid DESC LIMIT 1").pluck();
    const vec = conn.prepare('SELECT count(*) FROM vectors WHERE rowid = ?').pluck();
    let restored = 0;
    for (const r of rows) {
      const [round, i] = r.ref.split('-').map(Number);
      assert.equal(r.content, JSON.parse(line(round, i)).content);
      assert.equal(vec.get(r.rowid), 1, `vector kept for ${r.ref}`);
      assert.equal(lastEvent.get(r.rowid), r.archived_at === null ? 'restore' : 'archive', `history agrees with the state of ${r.ref}`);
      if (r.archived_at === null) restored++;
    }
    console.log('restored', restored);
    assert.ok(restored > 8 && restored < N, `the kills interrupted some restores and spared others (${restored} of ${N} restored)`);
  } finally {
    conn.close();
  }
});
