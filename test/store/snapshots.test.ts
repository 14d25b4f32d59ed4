import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { listSnapshots, SNAPSHOT_EVERY_MS, SNAPSHOTS_KEPT, snapshotDir } from '../../src/store/snapshots.ts';
import { Store } from '../../src/store/store.ts';
import { BIN, engrim, run, tempDir } from '../helpers.ts';

// Daily copies of .engrim.db in the repository's git directory, out of reach of `git clean -fdx`.

const git = (cwd: string, ...args: string[]) => {
  const r = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd, encoding: 'utf8' });
  assert.equal(r.status, 0, `git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
};

function repo(): string {
  const dir = join(tempDir('engrim-snap-'), 'project');
  mkdirSync(dir);
  git(dir, 'init', '-q');
  return dir;
}

const DAY = SNAPSHOT_EVERY_MS;

test('a copy a day at most, private, in .git/engrim/snapshots; the newest three and the largest are kept', () => {
  const dir = repo();
  const path = join(dir, '.engrim.db');
  const store = new Store(path);
  try {
    const ids = Array.from({ length: 20 }, (_, i) => store.remember({ content: `memory number ${i} about the build` }).memory.id);
    const t0 = Date.UTC(2026, 0, 10, 9);
    const first = store.snapshotIfDue(undefined, t0);
    assert.ok(first, 'none yet: one is taken');
    assert.equal(first.memories, 20);
    assert.equal(snapshotDir(path), join(dir, '.git', 'engrim', 'snapshots'));
    assert.equal(statSync(first.path).mode & 0o777, 0o600);
    assert.equal(statSync(snapshotDir(path)!).mode & 0o777, 0o700);
    assert.equal(store.snapshotIfDue(undefined, t0 + DAY / 2), null, 'not a day old yet');
    // Most memories go (a deleted file made again would look like this): the copy that held them stays.
    for (const id of ids.slice(0, 18)) store.deleteRow(store.requireRowid(id));
    for (let day = 1; day <= 5; day++) assert.ok(store.snapshotIfDue(undefined, t0 + day * DAY), `day ${day}`);
    const kept = listSnapshots(path);
    assert.deepEqual(kept.map((s) => s.memories), [2, 2, 2, 20]);
    assert.equal(kept.length, SNAPSHOTS_KEPT + 1);
    assert.equal(kept[0].at.getTime(), t0 + 5 * DAY);
    assert.equal(kept[3].at.getTime(), t0);
    // A hook copies only files up to its size limit.
    assert.equal(store.snapshotIfDue(1024, t0 + 7 * DAY), null);
    // What a copy holds opens as an Engrim database.
    const copy = new Store(kept[3].path);
    assert.equal(copy.count({ all: true }), 20);
    copy.close();
  } finally {
    store.close();
  }
  assert.deepEqual(readdirSync(snapshotDir(path)!).filter((f) => f.startsWith('.taking-')), [], 'nothing left half-taken');
});

test('no copies outside git, for another file name, or for a linked work tree’s own file', () => {
  assert.equal(snapshotDir(join(tempDir(), '.engrim.db')), null);
  const dir = repo();
  assert.equal(snapshotDir(join(dir, 'notes.db')), null);
  git(dir, 'commit', '-q', '--allow-empty', '-m', 'init');
  const linked = join(dir, '..', 'linked');
  git(dir, 'worktree', 'add', '-q', linked);
  assert.equal(snapshotDir(join(linked, '.engrim.db')), null);
  const store = new Store(join(dir, 'notes.db'));
  store.remember({ content: 'x' });
  assert.equal(store.snapshotIfDue(), null);
  store.close();
});

test('after git clean -fdx: the CLI warns, doctor fails with the command, and `engrim import <copy>` brings every memory and slot back', () => {
  const dir = repo();
  const env = { ENGRIM_DB: '' };
  const lines = [
    ...Array.from({ length: 12 }, (_, i) => JSON.stringify({ content: `Service ${i} keeps its data in Postgres, not MongoDB, because reports need joins.` })),
    JSON.stringify({ content: 'An archived note about the old deploy script.', archived_at: '2026-01-02T00:00:00Z' }),
  ];
  writeFileSync(join(dir, 'm.jsonl'), lines.join('\n'));
  assert.equal(engrim(['category', 'set', 'style', 'Use tabs, never spaces.'], { cwd: dir, env }).code, 0);
  assert.deepEqual(listSnapshots(join(dir, '.engrim.db')).map((s) => s.memories), [0], 'the first command of the day took one');
  rmSync(join(dir, '.git', 'engrim'), { recursive: true }); // as if it were a day old
  assert.equal(engrim(['import', 'm.jsonl'], { cwd: dir, env }).code, 0);
  const [copy] = listSnapshots(join(dir, '.engrim.db'));
  assert.equal(copy.memories, 13);
  git(dir, 'clean', '-fdxq');
  assert.equal(existsSync(join(dir, '.engrim.db')), false);
  // An agent's turn makes a new file; the CLI and doctor say what happened and how to undo it.
  const stop = { hook_event_name: 'Stop', session_id: 's1', cwd: dir, last_assistant_message: 'I went with Vitest over Jest because Jest needs a Babel transform for ESM.' };
  assert.equal(run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop), env, cwd: dir }).code, 0);
  const doctor = engrim(['doctor'], { cwd: dir, env });
  assert.equal(doctor.code, 1);
  assert.ok(doctor.stdout.includes(`FAIL snapshots     the database holds 1 memory, its copy of`), doctor.stdout);
  assert.ok(doctor.stdout.includes(`\`engrim import "${copy.path}"\``), doctor.stdout);
  const restored = engrim(['import', copy.path], { cwd: dir, env });
  assert.match(restored.stdout, /^13 inserted, 0 merged, 0 already here, 0 rejected; 1 of 1 category lines changed a slot or its history\n$/);
  const all = JSON.parse(engrim(['list', '--all', '--json'], { cwd: dir, env }).stdout) as { content: string; archived_at: string | null }[];
  assert.equal(all.length, 14, 'the copy’s 13 and the turn’s decision');
  assert.ok(all.find((m) => m.content.startsWith('An archived note'))?.archived_at, 'still archived');
  assert.match(engrim(['category', 'get', 'style'], { cwd: dir, env }).stdout, /Use tabs, never spaces/);
  assert.match(engrim(['doctor'], { cwd: dir, env }).stdout, /ok {3}snapshots +1 in /);
  assert.match(engrim(['import', copy.path], { cwd: dir, env }).stdout, /^0 inserted, 0 merged, 13 already here/, 'twice changes nothing');
  // A file that is no database is read as JSONL, and says so.
  assert.match(engrim(['import', 'nothing.db'], { cwd: dir, env }).stderr, /cannot read nothing\.db/);
});

test('a deleted file warns the next CLI command; purge drops the copies that held the purged memory and takes one without it', () => {
  const dir = repo();
  const env = { ENGRIM_DB: '' };
  const noted = JSON.parse(engrim(['remember', '--json', 'The staging API key is abc-123-secret.'], { cwd: dir, env }).stdout) as { id: string };
  engrim(['remember', 'Staging resets every Monday.'], { cwd: dir, env });
  assert.equal(listSnapshots(join(dir, '.engrim.db')).length, 1);
  engrim(['forget', noted.id], { cwd: dir, env });
  const purged = engrim(['purge', '--yes', noted.id], { cwd: dir, env });
  assert.match(purged.stdout, /dropped the 1 snapshot that held it .* and took a new one/);
  const [fresh] = listSnapshots(join(dir, '.engrim.db'));
  const copy = new Store(fresh.path);
  assert.equal(copy.get(noted.id), null);
  assert.equal(copy.count({ all: true }), 1);
  copy.close();
  rmSync(join(dir, '.engrim.db'));
  const doctor = engrim(['doctor'], { cwd: dir, env });
  assert.equal(doctor.code, 1);
  assert.match(doctor.stdout, /FAIL snapshots +the database is gone; its copy of .* UTC holds 1 memory: `engrim import "/);
  assert.equal(existsSync(join(dir, '.engrim.db')), false, 'doctor makes no file');
  const listed = engrim(['list'], { cwd: dir, env });
  assert.match(listed.stderr, /did not exist \(deleted\?\); a new, empty one is made\. Its copy of .* holds 1 memory: `engrim import ".*engrim-\d{8}T\d{6}Z-1\.db"` brings them back/);
});

test('the MCP server takes the day’s copy after a tool call', async () => {
  const dir = repo();
  const client = new Client({ name: 'codex', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [BIN.engrim, 'mcp'], cwd: dir, env: { ...process.env, ENGRIM_DB: '' } as Record<string, string>, stderr: 'pipe' }));
  try {
    await client.callTool({ name: 'remember', arguments: { content: 'The event bus keeps messages for seven days.' } });
  } finally {
    await client.close();
  }
  assert.deepEqual(listSnapshots(join(dir, '.engrim.db')).map((s) => s.memories), [1]);
});
