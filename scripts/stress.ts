// `npm run stress`: many hook processes at once against one database, next to
// an MCP server and `engrim serve`, for a fixed time; then every acknowledged
// write is looked for. Then a 100k-memory store: gc, search and a cold recall
// hook. Figures go to stdout and bench/results/stress-<date>.json; they are
// quoted in docs/reliability.md.
//   npm run stress                       # 60 s, 16 hook workers, 100k store
//   npm run stress -- --seconds 10 --quick
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { percentile } from './bench/speed.ts';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : fallback;
};
const SECONDS = opt('seconds', 60);
const WORKERS = opt('workers', 16);
const quick = argv.includes('--quick');
const BIN = { engrim: resolve('dist/engrim.mjs'), recall: resolve('dist/engrim-recall.cjs'), capture: resolve('dist/engrim-capture.cjs') };
const dir = mkdtempSync(join(tmpdir(), 'engrim-stress-'));
const db = join(dir, '.engrim.db');
const logDir = join(dir, 'logs');
const env = { ...process.env, NO_COLOR: '1', ENGRIM_LOG_DIR: logDir };
const log = (s: string) => process.stderr.write(`${s}\n`);

function spawnTimed(bin: string, args: string[], input: string): Promise<{ ms: number; code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const started = performance.now();
    const child = spawn(process.execPath, [bin, ...args], { env, cwd: dir });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => done({ ms: performance.now() - started, code, stdout, stderr }));
    child.stdin.end(input);
  });
}

const engrim = (...args: string[]) => spawnSync(process.execPath, [BIN.engrim, ...args, '--db', db], { env, encoding: 'utf8', maxBuffer: 1 << 28 });

// ---- seed -------------------------------------------------------------------
const topics = ['billing', 'search', 'auth', 'deploy', 'cache', 'queue', 'logging', 'metrics', 'storage', 'frontend'];
writeFileSync(join(dir, 'seed.jsonl'), Array.from({ length: 2000 }, (_, i) => JSON.stringify({ content: `The ${topics[i % 10]} service note ${i}: retries ${i % 7}, timeout ${i % 13} s, owner team ${i % 5}` })).join('\n'));
engrim('import', join(dir, 'seed.jsonl'));
const token = engrim('token', 'create', '--name', 'stress').stdout.trim();

// ---- servers ----------------------------------------------------------------
const server = spawn(process.execPath, [BIN.engrim, 'serve', '--port', '0', '--quiet', '--db', db], { env });
const url = await new Promise<string>((ok, fail) => {
  let out = '';
  server.stdout.on('data', (d) => {
    out += d;
    const m = /listening on (http:\/\/\S+)/.exec(out);
    if (m) ok(m[1]);
  });
  server.on('exit', (code) => fail(new Error(`serve exited ${code}`)));
});
const mcp = new Client({ name: 'stress', version: '1' });
await mcp.connect(new StdioClientTransport({ command: process.execPath, args: [BIN.engrim, 'mcp', '--db', db], env: env as Record<string, string>, stderr: 'pipe' }));

// ---- load -------------------------------------------------------------------
const deadline = Date.now() + SECONDS * 1000;
const recallMs: number[] = [];
const captureMs: number[] = [];
const acked = { capture: [] as string[], http: [] as string[], mcp: [] as string[] };
const failures: string[] = [];
let spawned = 0;

async function hookWorker(w: number): Promise<void> {
  for (let i = 0; Date.now() < deadline; i++) {
    const topic = topics[(w + i) % 10];
    const r = await spawnTimed(BIN.recall, ['--agent', 'claude', '--db', db], JSON.stringify({ prompt: `what is the ${topic} timeout and who owns it?`, cwd: dir, hook_event_name: 'UserPromptSubmit', session_id: `w${w}` }));
    spawned++;
    recallMs.push(r.ms);
    if (r.code !== 0 || r.stderr) failures.push(`recall exit ${r.code} ${r.stderr.slice(0, 200)}`);
    if (r.stdout && !JSON.parse(r.stdout).hookSpecificOutput) failures.push(`recall output ${r.stdout.slice(0, 100)}`);
    const marker = `Tool${w}x${i}`;
    const c = await spawnTimed(BIN.capture, ['--agent', 'codex', '--db', db], JSON.stringify({ session_id: `w${w}`, turn_id: String(i), cwd: dir, hook_event_name: 'Stop', last_assistant_message: `Decision: adopt ${marker} for the ${topic} worker ${w} step ${i}\nRejected: Other${w}x${i} because it is slower` }));
    spawned++;
    captureMs.push(c.ms);
    if (c.code !== 0 || c.stdout || c.stderr) failures.push(`capture exit ${c.code} ${c.stderr.slice(0, 200)}`);
    else acked.capture.push(marker);
  }
}

async function httpWorker(): Promise<void> {
  for (let i = 0; Date.now() < deadline; i++) {
    const marker = `Http${i}q`;
    const res = await fetch(`${url}/memories`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ content: `Endpoint ${marker} serves request ${i}` }) });
    if (res.status === 201 || res.status === 200) acked.http.push(marker);
    else failures.push(`http ${res.status} ${await res.text()}`);
    await fetch(`${url}/search`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ query: `endpoint ${i}` }) });
  }
}

async function mcpWorker(): Promise<void> {
  for (let i = 0; Date.now() < deadline; i++) {
    const marker = `Mcp${i}z`;
    const r = (await mcp.callTool({ name: 'remember', arguments: { content: `Queue ${marker} holds job ${i}` } })) as { isError?: boolean; content: { text: string }[] };
    if (r.isError) failures.push(`mcp ${r.content[0]?.text}`);
    else acked.mcp.push(marker);
    await mcp.callTool({ name: 'recall', arguments: { prompt: `which queue holds job ${i}?` } });
  }
}

log(`stress: ${WORKERS} hook workers (recall + capture processes) + HTTP + MCP for ${SECONDS} s on ${cpus().length} cores`);
const started = Date.now();
await Promise.all([...Array.from({ length: WORKERS }, (_, w) => hookWorker(w)), httpWorker(), mcpWorker()]);
const elapsed = (Date.now() - started) / 1000;
await mcp.close();
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));

// ---- verify -----------------------------------------------------------------
const all = engrim('export', '--all').stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { content: string });
const text = all.map((m) => m.content).join('\n');
const missing = (markers: string[]) => markers.filter((m) => !text.includes(m));
const hookLog = existsSync(join(logDir, 'hooks.log')) ? readFileSync(join(logDir, 'hooks.log'), 'utf8') : '';
const busyInLog = (hookLog.match(/SQLITE_BUSY|locked/g) ?? []).length;
const integrity = engrim('doctor').stdout;
const load = {
  seconds: round(elapsed),
  workers: WORKERS,
  hookProcesses: spawned,
  recall: { n: recallMs.length, p50: round(percentile(recallMs, 50)), p95: round(percentile(recallMs, 95)) },
  capture: { n: captureMs.length, p50: round(percentile(captureMs, 50)), p95: round(percentile(captureMs, 95)) },
  acknowledged: { capture: acked.capture.length, http: acked.http.length, mcp: acked.mcp.length },
  lost: { capture: missing(acked.capture).length, http: missing(acked.http).length, mcp: missing(acked.mcp).length },
  failures: failures.length,
  failureSamples: failures.slice(0, 5),
  busyErrorsInHookLog: busyInLog,
  hookLogErrors: (hookLog.match(/^\d{4}-\d\d-\d\dT/gm) ?? []).length,
  // What a failed run logged, so it says why (the run's folder is removed below).
  hookLogSamples: hookLog.split(/^(?=\d{4}-\d\d-\d\dT)/m).filter(Boolean).slice(0, 3).map((e) => e.slice(0, 800)),
  integrityOk: /ok +integrity/.test(integrity),
};
log(JSON.stringify(load, null, 2));

// ---- a large store ----------------------------------------------------------
let large: Record<string, unknown> | null = null;
if (!quick) {
  const big = join(dir, 'big.db');
  const big100k = join(dir, 'big.jsonl');
  writeFileSync(big100k, Array.from({ length: 100_000 }, (_, i) => JSON.stringify({ content: `Record ${i}: the ${topics[i % 10]} component ${i % 997} uses setting s${i % 131} since release ${i % 53}`, tier: i % 4 === 0 ? 'T3' : 'T2', created_at: new Date(Date.now() - (i % 200) * 86_400_000).toISOString() })).join('\n'));
  const time = (fn: () => unknown) => {
    const t = performance.now();
    fn();
    return round(performance.now() - t);
  };
  const bigEnv = { ...env, ENGRIM_DB: big };
  const run = (...args: string[]) => spawnSync(process.execPath, [BIN.engrim, ...args], { env: bigEnv, encoding: 'utf8', maxBuffer: 1 << 28 });
  const importMs = time(() => run('import', big100k));
  const hook = () => spawnSync(process.execPath, [BIN.recall, '--db', big], { env, input: 'which setting does the billing component use?', encoding: 'utf8' });
  const hookMs = Array.from({ length: 9 }, () => time(hook));
  const node0 = Array.from({ length: 9 }, () => time(() => spawnSync(process.execPath, ['-e', '0'])));
  const searchMs = Array.from({ length: 5 }, () => time(() => run('search', 'billing component setting', '--limit', '10')));
  let gc = spawnSync('true', { encoding: 'utf8' });
  const gcMs = time(() => (gc = run('gc', '--json')));
  const gcAgainMs = time(() => run('gc', '--json'));
  const gcResult = JSON.parse(gc.stdout || '{}') as Record<string, unknown[]>;
  large = {
    memories: 100_000,
    importSeconds: round(importMs / 1000),
    recallHookP50: round(percentile(hookMs, 50)),
    nodeP50: round(percentile(node0, 50)),
    ratio: round(percentile(hookMs, 50) / percentile(node0, 50)),
    cliSearchP50: round(percentile(searchMs, 50)),
    gcMs,
    gcArchived: Object.fromEntries(Object.entries(gcResult).map(([k, v]) => [k, Array.isArray(v) ? v.length : v])),
    gcAgainMs,
  };
  log(JSON.stringify(large, null, 2));
}

const date = new Date().toISOString().slice(0, 10);
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/stress-${date}.json`, `${JSON.stringify({ date: new Date().toISOString(), cpu: cpus()[0]?.model, cores: cpus().length, node: process.version, load, large }, null, 2)}\n`);
rmSync(dir, { recursive: true, force: true });
const ok = load.integrityOk && load.lost.capture + load.lost.http + load.lost.mcp === 0 && load.failures === 0 && load.busyErrorsInHookLog === 0;
log(ok ? 'stress: ok — nothing lost, no failure surfaced' : 'stress: FAILED');
process.exitCode = ok ? 0 : 1;

function round(x: number): number {
  return Math.round(x * 10) / 10;
}
