import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';
import { ensureDir } from './fs.ts';

// A hook runs in a fresh process before every prompt, and compiling its
// ~120 KB of JavaScript is a fixed part of that cost. Node 20 has no built-in
// compile cache (module.enableCompileCache is Node 22), so the hook's launcher
// (dist/engrim-recall.cjs, a few lines) compiles the single-file bundle
// (dist/hooks/engrim-recall.cjs) itself with V8's code cache: the cache is written
// once, at the exit of the first run that did the real work (the bundle
// exports `done`, a promise of that), so it holds the functions a hook really
// uses, and read by every later run. It is only an accelerator: a missing, stale or
// damaged cache is ignored by V8 (`cachedDataRejected`) and rewritten, and
// every error of the cache is swallowed (only a missing or broken bundle
// throws, for the launcher to fail open).
//
// The `engrim` command does the same with the CLI's bundle (dist/engrim.mjs
// runs dist/cli/engrim-cli.cjs, src/cli/launcher.ts): its cache is written by
// the first command that loaded the model, and a missing bundle is an error
// the launcher reports.
//
// The cache file's name holds a hash of the bundle's text and of the runtime
// (Node version, architecture, flags), so an upgrade or another Node never
// reads a cache made for other code. The bundle's hash is stamped on its last
// line by the build (`BUNDLE_STAMP`), not computed at each start: hashing
// ~0.5 MB of text, and loading node:crypto to do it, would cost a hook more than
// a few ms; the file's modification time joins the key, so a bundle edited by
// hand is never paired with the cache of the text before. A bundle without a
// stamp runs without a cache. The cache lives in the user's cache folder
// (mode 0700): `$ENGRIM_CACHE_DIR/v8`, else `$XDG_CACHE_HOME/engrim/v8`, else
// `~/.cache/engrim/v8`. `ENGRIM_COMPILE_CACHE=0` turns it off. Code cache is
// compiled code: a folder or file that another user owns or may write is
// neither read nor written (someone who can plant a cache can run code in the
// hook).

export function compileCacheDir(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.ENGRIM_COMPILE_CACHE === '0') return null;
  return join(env.ENGRIM_CACHE_DIR ?? join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'engrim'), 'v8');
}

/**
 * V8 runs a regular expression's first matches in its bytecode interpreter and compiles it to machine code only once it
 * is used again ("tier-up"). The capture rules are hundreds of long patterns, each matched a few times per response: a
 * fresh process spent most of its first response interpreting them (~170 ms against ~50 ms with every pattern compiled
 * at its first use, in process, on the bench's two-decision response); the recall hook, which reads the prompt with
 * some of them, measured ~6 ms faster too. A hook or a command is a short process: compile each pattern at its first
 * use. Set before the bundle runs, so its code cache is made and read under the same flags (V8 rejects a cache made
 * under others).
 */
function compileRegExpsAtOnce(): void {
  try {
    setFlagsFromString('--no-regexp-tier-up');
  } catch {
    // A runtime without the flag runs as it would have.
  }
}

/** Runs the CommonJS bundle `file` as its own module, through the code cache when one is allowed. */
export function launch(file: string, env: NodeJS.ProcessEnv = process.env): void {
  compileRegExpsAtOnce();
  const source = readFileSync(file, 'utf8');
  let cache: string | null = null;
  try {
    cache = cacheFile(file, source, env);
  } catch {
    // No home folder to keep a cache in: run without one.
  }
  let cachedData: Buffer | undefined;
  if (cache) {
    try {
      if (onlyMine(cache)) cachedData = readFileSync(cache);
    } catch {
      // No cache yet: this run writes it.
    }
  }
  const script = new Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, { filename: file, cachedData });
  const module: { exports: { done?: Promise<unknown> } } = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(file), module, file, dirname(file));
  if (cache && (!cachedData || script.cachedDataRejected)) {
    // The bundle's `done` resolves to true when the run did the real work (searched a store, stored a
    // capture). A first run that found no database compiles almost nothing, and a cache made from it
    // would be accepted, nearly empty, by every later run.
    let worked = false;
    module.exports.done?.then((w) => (worked = w === true), () => undefined);
    process.once('exit', () => {
      if (worked) saveCache(cache, script);
    });
  }
}

/** Owned by this user and writable by no one else (always true where there are no uids). */
function onlyMine(path: string): boolean {
  if (typeof process.getuid !== 'function') return true;
  const s = statSync(path);
  return s.uid === process.getuid() && (s.mode & 0o022) === 0;
}

function cacheFile(file: string, source: string, env: NodeJS.ProcessEnv): string | null {
  const dir = compileCacheDir(env);
  if (!dir) return null;
  try {
    if (!onlyMine(dir)) return null;
  } catch {
    // Not created yet: saveCache makes it, mode 0700.
  }
  const stamp = bundleStamp(source);
  if (!stamp) return null;
  const runtime = [process.version, process.arch, process.execArgv.join(' '), env.NODE_OPTIONS ?? ''].join('\n');
  const key = `${stamp.slice(0, 12)}${fnv1a(`${statSync(file).mtimeMs}\0${runtime}`)}`;
  return join(dir, `${basename(file, '.cjs')}-${key}.bin`);
}

/** The last line of a launched bundle: `// engrim-bundle <sha-256 of the text before it>` (scripts/build.mjs writes it). */
export const BUNDLE_STAMP = /\n\/\/ engrim-bundle ([0-9a-f]{64})\n$/;

function bundleStamp(source: string): string | null {
  return BUNDLE_STAMP.exec(source.slice(-100))?.[1] ?? null;
}

/**
 * A 32-bit FNV-1a of a short string, as 8 hex digits: enough to tell runtimes and
 * file versions apart in a file name (the bundle's own hash comes from its stamp),
 * and the launcher, compiled without a cache at every start, stays a few lines.
 */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** Another bundle's cache written longer ago than this is dropped (two installs in use at once rewrite theirs at most weekly). */
const STALE_MS = 7 * 24 * 3600 * 1000;

/** At exit, after the run compiled what it used: write atomically, and drop the stale caches of other bundles. */
function saveCache(path: string, script: Script): void {
  try {
    const dir = dirname(path);
    ensureDir(dir, 0o700);
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, script.createCachedData(), { mode: 0o600 });
    renameSync(tmp, path);
    const prefix = `${basename(path).replace(/-[0-9a-f]+\.bin$/, '')}-`;
    for (const f of readdirSync(dir)) {
      const other = join(dir, f);
      if (f.startsWith(prefix) && f.endsWith('.bin') && other !== path && Date.now() - statSync(other).mtimeMs > STALE_MS) rmSync(other, { force: true });
    }
  } catch {
    // A cache that cannot be written only costs the next run its speed-up.
  }
}
