import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after } from 'node:test';
import { Store } from '../src/store/store.ts';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const BIN = {
  engrim: join(ROOT, 'dist', 'engrim.mjs'),
  recall: join(ROOT, 'dist', 'engrim-recall.cjs'),
  capture: join(ROOT, 'dist', 'engrim-capture.cjs'),
};

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A seeded pseudo-random source in [0, 1) (Park–Miller): the same seed, the same run. */
export function seededRandom(seed: number): () => number {
  return () => (seed = (seed * 48271) % 2147483647) / 2147483647;
}

/** A fresh temporary directory, removed when the test file ends. */
export function tempDir(prefix = 'engrim-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** The V8 code cache files a launcher wrote under `ENGRIM_CACHE_DIR` (src/util/launch.ts). */
export function compileCacheFiles(cacheDir: string): string[] {
  try {
    return readdirSync(join(cacheDir, 'v8')).filter((f) => f.endsWith('.bin'));
  } catch {
    return [];
  }
}

export function createTestStore(): Store {
  const store = new Store(join(tempDir(), '.engrim.db'));
  after(() => store.close());
  return store;
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a built executable as a user or an agent would: a real process, stdin piped. */
export function run(bin: string, args: string[], options: { input?: string | Buffer; env?: NodeJS.ProcessEnv; cwd?: string } = {}): RunResult {
  const r = spawnSync(process.execPath, [bin, ...args], {
    input: options.input ?? '',
    cwd: options.cwd ?? tempDir(),
    env: { ...process.env, NO_COLOR: '1', ENGRIM_LOG_DIR: tempDir(), ...options.env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 60_000,
  });
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Same, asynchronously (for concurrency tests). */
export function runAsync(bin: string, args: string[], options: { input?: string; env?: NodeJS.ProcessEnv; cwd?: string } = {}): Promise<RunResult> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd: options.cwd ?? tmpdir(),
      env: { ...process.env, NO_COLOR: '1', ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolvePromise({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

export function engrim(args: string[], options: Parameters<typeof run>[2] = {}): RunResult {
  return run(BIN.engrim, args, options);
}

export interface Served {
  url: string;
  /** Everything the server wrote to stderr so far (its request log). */
  log(): string;
  stop(): Promise<number | null>;
}

/** Starts `engrim serve --port 0` as a user would and waits for its "listening on" line. */
export function serve(args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Promise<Served> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [BIN.engrim, 'serve', '--port', '0', ...args], {
      cwd: options.cwd ?? tmpdir(),
      env: { ...process.env, NO_COLOR: '1', ...options.env },
    });
    let stdout = '';
    let stderr = '';
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    const stop = () => {
      child.kill('SIGTERM');
      return exited;
    };
    after(() => void stop());
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.on('data', (d) => {
      stdout += d;
      const m = /listening on (http:\/\/\S+)/.exec(stdout);
      if (m) resolvePromise({ url: m[1], log: () => stderr, stop });
    });
    child.on('error', reject);
    void exited.then((code) => reject(new Error(`engrim serve exited with ${code} before listening: ${stderr}`)));
  });
}

/**
 * A response that lays out three plugin systems and asks which (found by hand with Windsurf); `intro`: the line over them.
 */
export function pluginOptions(intro = 'Here are the options for the plugin system:'): string {
  return [
    intro,
    '',
    '1. **JS files loaded with `import()`** — easiest for plugin authors, but a plugin can do anything the CLI can.',
    '2. **WASM plugins via Extism** — sandboxed and language-agnostic; plugin authors need a WASM toolchain.',
    '3. **Subprocess plugins over stdio** — any language, isolated, but slower to start.',
    '',
    'Which do you prefer?',
  ].join('\n');
}
