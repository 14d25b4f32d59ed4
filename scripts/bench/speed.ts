import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { round } from './metrics.ts';

// Speed and size figures. Every timing is also given as a ratio to a bare
// `node -e 0` measured in the same run, because these machines are shared.

export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

export function timeSpawn(args: string[], input: string, runs: number, env: NodeJS.ProcessEnv = {}): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const r = spawnSync(process.execPath, args, { input, env: { ...process.env, ...env }, encoding: 'utf8' });
    times.push(performance.now() - t0);
    if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
  }
  return times;
}

/** Peak RSS (MB) of one run, via GNU time when the machine has it. */
export function peakRssMb(args: string[], input: string, env: NodeJS.ProcessEnv = {}): number | null {
  if (!existsSync('/usr/bin/time')) return null;
  const r = spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, ...args], { input, env: { ...process.env, ...env }, encoding: 'utf8' });
  const kb = Number(r.stderr.trim().split('\n').pop());
  return Number.isFinite(kb) ? round(kb / 1024, 1) : null;
}

/** Distinct memory-like texts (sentences of LongMemEval/LoCoMo turns), enough for `n`. */
export function fillerTexts(benchRoot: string, n: number): string[] {
  const out = new Set<string>();
  const dir = join(benchRoot, 'longmemeval_s');
  const push = (text: string) => {
    for (const s of text.split(/(?<=[.!?])\s+|\n+/)) {
      const t = s.trim();
      if (t.length >= 30 && t.length <= 400) out.add(t);
    }
  };
  if (existsSync(dir)) {
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.json'))) {
      const q = JSON.parse(readFileSync(join(dir, f), 'utf8'));
      for (const session of q.haystack_sessions) for (const turn of session) push(turn.content);
      if (out.size >= n) break;
    }
  }
  const base = [...out];
  if (base.length === 0) base.push('A memory about the build, the deploy, the database and the tests.');
  // Past the distinct sentences, vary them so every memory stays unique.
  const texts: string[] = [];
  for (let i = 0; texts.length < n; i++) texts.push(i < base.length ? base[i] : `${base[i % base.length]} (note ${i})`);
  return texts;
}

export function writeJsonl(path: string, texts: string[]): void {
  writeFileSync(path, texts.map((content, i) => JSON.stringify({ content, ref: `f${i}` })).join('\n') + '\n');
}

/** Search latency (ms, p50 / p95) in a warm process of its own (scripts/bench/warm-search.ts). */
export function warmSearch(dbPath: string, queries: string[]): { p50: number; p95: number } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./warm-search.ts', import.meta.url)), dbPath], { input: JSON.stringify(queries), encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`warm search exited ${r.status}: ${r.stderr}`);
  const times = JSON.parse(r.stdout) as number[];
  return { p50: round(percentile(times, 50), 2), p95: round(percentile(times, 95), 2) };
}

export function dbBytes(path: string): number {
  return [path, `${path}-wal`].filter(existsSync).reduce((n, p) => n + statSync(p).size, 0);
}
