import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { BIN, engrim, run, serve, tempDir } from '../helpers.ts';

// Faults a user's machine produces: read-only media, a full disk, a file
// deleted under a running server, a missing model, hostile hook input. The
// filesystem cases mount a small tmpfs inside a user+mount namespace
// (`unshare -rm`), so they need no privileges and touch nothing outside.

const canMount = spawnSync('unshare', ['-rm', 'sh', '-c', `mount -t tmpfs -o size=64k tmpfs "${tempDir()}"`]).status === 0;
const noMount = !canMount && 'unshare -rm with a tmpfs mount is not permitted on this machine';

/** Runs a bash script inside a fresh user+mount namespace; MNT is a tmpfs of `size`. */
function inNamespace(size: string, script: string, env: Record<string, string> = {}) {
  const mnt = tempDir();
  const full = `set -u\nmount -t tmpfs -o size=${size},mode=0755 tmpfs "$MNT"\ncd "$MNT"\n${script}`;
  const r = spawnSync('unshare', ['-rm', 'bash', '-c', full], {
    encoding: 'utf8',
    timeout: 120_000,
    // Hooks log to a folder of the test's own unless a test reads the log (never the user's ~/.cache).
    env: { ...process.env, NO_COLOR: '1', ENGRIM_LOG_DIR: tempDir(), MNT: mnt, E: BIN.engrim, R: BIN.recall, C: BIN.capture, NODE: process.execPath, ...env },
  });
  return r.stdout + r.stderr;
}

/** Lines `KEY=value` the scripts print, as a map. */
const marks = (out: string) => Object.fromEntries([...out.matchAll(/^@(\w+)=(.*)$/gm)].map((m) => [m[1], m[2]]));

test('read-only filesystem: recall still answers, capture and writes fail clearly, doctor says why', { skip: noMount }, () => {
  const logDir = tempDir();
  const out = inNamespace('4m', `
    "$NODE" "$E" remember "Decision: use pnpm workspaces for the monorepo" --db "$MNT/.engrim.db" >/dev/null
    mount -o remount,ro "$MNT"
    echo "@recall=$(echo '{"prompt":"pnpm monorepo?","hook_event_name":"UserPromptSubmit"}' | "$NODE" "$R" --agent claude --db "$MNT/.engrim.db" | head -c 300)"
    echo "@capture=$(echo 'Decision: use Vitest' | "$NODE" "$C" --db "$MNT/.engrim.db"; echo rc$?)"
    echo "@search=$("$NODE" "$E" search pnpm --db "$MNT/.engrim.db" 2>&1 | tr '\\n' ' ')"
    o=$("$NODE" "$E" remember "x y z" --db "$MNT/.engrim.db" 2>&1); rc=$?; echo "@remember=$(echo "$o" | tr '\n' ' ') rc$rc"
    echo "@doctor=$("$NODE" "$E" doctor --db "$MNT/.engrim.db" 2>&1 | tr '\\n' ' ')"
  `, { ENGRIM_LOG_DIR: logDir });
  const m = marks(out);
  assert.match(m.recall, /hookSpecificOutput.*pnpm workspaces/, out);
  assert.equal(m.capture, 'rc0', 'capture prints nothing and exits 0');
  assert.match(m.search, /warning: .* cannot be written \(read-only filesystem\).*pnpm workspaces/);
  assert.match(m.remember, /error: cannot write to .*read-only \(read-only filesystem\); nothing was stored.* rc1$/);
  assert.match(m.doctor, /FAIL writable +cannot be written \(read-only filesystem\).*ok +integrity/);
  assert.match(readFileSync(join(logDir, 'hooks.log'), 'utf8'), /capture cannot write to .*read-only/);
});

test('read-only media with a -wal left by a killed writer (with and without its -shm): recall and search see the writes committed in it', { skip: noMount }, () => {
  for (const NO_SHM of ['', '1']) {
    const out = inNamespace('4m', `
      "$NODE" "$E" remember "Decision: use pnpm workspaces for the monorepo" --db "$MNT/.engrim.db" >/dev/null
      # A reader holds the file open, so the next writer's exit does not checkpoint; then it dies.
      "$NODE" -e "const D=require(process.argv[1]);const d=new D(process.argv[2]);d.prepare('select count(*) from memories').get();setInterval(()=>{},1e6)" "$BSQL" "$MNT/.engrim.db" & h=$!
      sleep 0.5
      "$NODE" "$E" remember "Decision: ship releases with blue-green deploys behind the load balancer" --db "$MNT/.engrim.db" >/dev/null
      kill -9 $h; wait $h 2>/dev/null
      echo "@wal=$(test -s "$MNT/.engrim.db-wal" && echo present)"
      if [ -n "\${NO_SHM:-}" ]; then rm "$MNT/.engrim.db-shm"; fi  # as when the files were copied onto the medium
      mount -o remount,ro "$MNT"
      echo "@recall=$(echo 'how do we deploy releases, blue-green?' | "$NODE" "$R" --db "$MNT/.engrim.db" | tr '\n' ' ')"
      echo "@search=$("$NODE" "$E" search "blue-green deploys" --db "$MNT/.engrim.db" 2>&1 | tr '\n' ' ')"
      echo "@count=$("$NODE" "$E" list --json --db "$MNT/.engrim.db" 2>/dev/null | "$NODE" -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).length))")"
    `, { BSQL: join(process.cwd(), 'node_modules', 'better-sqlite3'), NO_SHM });
    const m = marks(out);
    assert.equal(m.wal, 'present', `the writer's commit is only in the -wal: ${out}`);
    assert.match(m.recall, /blue-green deploys/, out);
    assert.match(m.search, /blue-green deploys/, out);
    assert.equal(m.count, '2', out);
  }
});

test('full disk: writes fail with "disk is full", nothing half-stored, hooks stay silent, all works again once space is freed', { skip: noMount }, () => {
  const logDir = tempDir();
  const bulk = join(tempDir(), 'bulk.jsonl');
  writeFileSync(bulk, Array.from({ length: 2000 }, (_, i) => JSON.stringify({ content: `bulk memory ${i} ${'lorem ipsum dolor sit amet '.repeat(60)}` })).join('\n'));
  const out = inNamespace('3m', `
    for i in $(seq 1 20); do echo "{\\"content\\": \\"memory number $i about the payments service and its retry policy\\"}"; done > "$MNT/seed.jsonl"
    "$NODE" "$E" import "$MNT/seed.jsonl" --db "$MNT/.engrim.db" >/dev/null
    dd if=/dev/zero of="$MNT/filler" bs=64k 2>/dev/null || true
    big=$(head -c 60000 /dev/zero | tr '\\0' 'a')
    o=$(echo "Decision: a large memory $big" | "$NODE" "$E" remember - --db "$MNT/.engrim.db" 2>&1); rc=$?; echo "@remember=$(echo "$o" | tr '\n' ' ') rc$rc"
    echo "@capture=$(printf 'Decision: adopt Kafka for events\nRejected: RabbitMQ because it lacks replay %s' "$big" | "$NODE" "$C" --db "$MNT/.engrim.db"; echo rc$?)"
    echo "@recall=$(echo 'payments retry policy' | "$NODE" "$R" --db "$MNT/.engrim.db" | head -c 200 | tr '\n' ' ')"
    rm -f "$MNT/filler"
    dd if=/dev/zero of="$MNT/filler" bs=64k count=$(( $(df --output=avail -B 65536 "$MNT" | tail -1) - 7 )) 2>/dev/null
    o=$("$NODE" "$E" import - --db "$MNT/.engrim.db" < "$BULK" 2>&1); rc=$?; echo "@import=$(echo "$o" | tail -c 400 | tr '\n' ' ') rc$rc"
    rm -f "$MNT/filler"
    "$NODE" -e "const D=require(process.argv[1]);const d=new D(process.argv[2],{readonly:true});console.log('@integrity='+d.pragma('integrity_check',{simple:true}));console.log('@count='+d.prepare('select count(*) from memories').pluck().get());console.log('@fts='+d.prepare('select count(*) from memories_fts').pluck().get());console.log('@vectors='+d.prepare('select count(*) from vectors').pluck().get())" "$BSQL" "$MNT/.engrim.db"
    o=$("$NODE" "$E" remember "Decision: adopt Kafka for events" --db "$MNT/.engrim.db" 2>&1); rc=$?; echo "@after=$o rc$rc"
    echo "@total=$("$NODE" "$E" list --json --limit 1000 --db "$MNT/.engrim.db" | "$NODE" -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>console.log(JSON.parse(s).length))")"
  `, { ENGRIM_LOG_DIR: logDir, BSQL: join(process.cwd(), 'node_modules', 'better-sqlite3'), BULK: bulk });
  const m = marks(out);
  assert.match(m.remember, /error: cannot write to .*the disk is full; nothing of this write was stored.* rc1$/, out);
  assert.equal(m.capture, 'rc0');
  assert.match(m.recall, /payments service/, 'reading still works on a full disk');
  assert.match(m.import, /disk is full.* rc1$/, out);
  assert.equal(m.integrity, 'ok');
  assert.equal(m.count, m.fts, 'every stored memory is indexed');
  assert.equal(m.count, m.vectors, 'every stored memory has its vector');
  const imported = Number(m.count) - 20;
  assert.ok(imported >= 0 && imported < 2000, `imported ${imported} before the disk filled, in whole batches`);
  assert.match(m.after, /^stored \S+ \(decision\) rc0$/);
  assert.equal(Number(m.total), Number(m.count) + 1);
  assert.match(readFileSync(join(logDir, 'hooks.log'), 'utf8'), /capture cannot write to .*disk is full/);
});

test('a database deleted under a running server: writes are refused with the reason, never lost into the unlinked file', async () => {
  const dir = tempDir();
  const db = join(dir, '.engrim.db');
  engrim(['remember', 'first memory', '--db', db]);
  const srv = await serve(['--db', db, '--no-auth', '--quiet']);
  const post = (content: string) => fetch(`${srv.url}/memories`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content }) });
  assert.equal((await post('second memory')).status, 201);
  for (const f of [db, `${db}-wal`, `${db}-shm`]) rmSync(f, { force: true });
  const refused = await post('third memory');
  assert.equal(refused.status, 503);
  assert.match(((await refused.json()) as { error: string }).error, /was deleted or replaced while this process had it open; nothing was written/);
  await srv.stop();
  // The next process starts a new file; the hook with no file answers nothing, silently.
  const r = run(BIN.recall, ['--db', db], { input: 'first memory?' });
  assert.deepEqual([r.code, r.stdout, r.stderr], [0, '', '']);
});

test('a missing model: the recall hook answers from fulltext and logs the warning; the CLI warns', () => {
  const dir = tempDir();
  const db = join(dir, '.engrim.db');
  engrim(['remember', 'We deploy the billing service with Helm', '--db', db]);
  const logDir = tempDir();
  const env = { ENGRIM_MODEL: join(dir, 'no-such-model'), ENGRIM_LOG_DIR: logDir };
  const r = run(BIN.recall, ['--db', db], { input: 'how do we deploy billing with helm?', env });
  assert.match(r.stdout, /billing service with Helm/);
  assert.equal(r.stderr, '');
  assert.match(readFileSync(join(logDir, 'hooks.log'), 'utf8'), /recall .*model/i);
  const s = engrim(['search', 'helm billing', '--db', db], { env });
  assert.equal(s.code, 0);
  assert.match(s.stderr, /warning:.*model/i);
  assert.match(s.stdout, /Helm/);
});

test('hostile hook input: invalid UTF-8, NUL bytes, wrong types, transcripts that are directories, devices or FIFOs', () => {
  const dir = tempDir();
  const db = join(dir, '.engrim.db');
  engrim(['remember', 'Decision: use pnpm workspaces', '--db', db]);
  const fifo = join(dir, 'fifo');
  spawnSync('mkfifo', [fifo]);
  const inputs: (string | Buffer)[] = [
    Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x28, 0x70, 0x6e, 0x70, 0x6d]),
    `{"prompt":"pnpm\u0000 workspaces","cwd":${JSON.stringify(dir)}}`,
    JSON.stringify({ prompt: 42, cwd: ['x'], session_id: {}, transcript_path: 7 }),
    JSON.stringify({ prompt: 'pnpm?', cwd: dir, transcript_path: dir }),
    JSON.stringify({ cwd: dir, transcript_path: '/dev/zero', hook_event_name: 'Stop' }),
    JSON.stringify({ cwd: dir, transcript_path: '/dev/urandom', hook_event_name: 'Stop' }),
    JSON.stringify({ cwd: dir, transcript_path: fifo, hook_event_name: 'Stop' }),
    JSON.stringify({ cwd: dir, transcript_path: join(dir, 'missing.jsonl'), hook_event_name: 'Stop' }),
  ];
  for (const [i, input] of inputs.entries()) {
    for (const [bin, agent] of [[BIN.recall, 'claude'], [BIN.capture, 'claude'], [BIN.recall, 'antigravity'], [BIN.capture, 'codex']] as const) {
      const started = Date.now();
      const r = run(bin, ['--agent', agent, '--db', db], { input, env: { ENGRIM_LOG_DIR: tempDir() } });
      assert.equal(r.code, 0, `input ${i} ${bin} ${agent}`);
      assert.equal(r.stderr, '', `input ${i}: nothing on stderr`);
      if (r.stdout) JSON.parse(r.stdout); // valid agent output when anything is printed
      assert.ok(Date.now() - started < 8000, `input ${i} took ${Date.now() - started} ms`);
    }
  }
  assert.equal(JSON.parse(engrim(['list', '--json', '--db', db]).stdout).length, 1, 'no junk stored');
});

test('files: database, WAL, shared memory and hook log are private (0600, log directory 0700)', () => {
  const dir = tempDir();
  const db = join(dir, '.engrim.db');
  const logDir = join(tempDir(), 'logs');
  const r = run(BIN.capture, ['--db', db], { input: 'Decision: use Vitest for unit tests\nRejected: Jest because its ESM support needs flags', env: { ENGRIM_LOG_DIR: logDir } });
  assert.equal(r.code, 0);
  engrim(['stats', '--db', db]);
  run(BIN.recall, ['--db', db], { input: 'x'.repeat(10), env: { ENGRIM_LOG_DIR: logDir, ENGRIM_MODEL: '/nonexistent' } });
  const mode = (p: string) => (statSync(p).mode & 0o777).toString(8);
  assert.equal(mode(db), '600');
  for (const f of [`${db}-wal`, `${db}-shm`]) if (existsSync(f)) assert.equal(mode(f), '600', f);
  // A write keeps WAL files around while a connection is open: check them too.
  const Database = spawnSync(process.execPath, ['-e', `const D=require('better-sqlite3');const d=new D(${JSON.stringify(db)});d.exec('create table if not exists t(x)');require('fs').readdirSync(${JSON.stringify(dir)}).forEach(f=>console.log(f, (require('fs').statSync(require('path').join(${JSON.stringify(dir)}, f)).mode & 0o777).toString(8)))`], { encoding: 'utf8' });
  for (const line of Database.stdout.trim().split('\n').filter((l) => l.startsWith('.engrim.db'))) assert.match(line, / 600$/, line);
  assert.equal(mode(join(logDir, 'hooks.log')), '600');
  assert.equal(mode(logDir), '700');
});
