import { appendFileSync, renameSync, statSync, writeSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { ensureDir } from '../util/fs.ts';
import { setDeadline } from '../util/deadline.ts';

// Shared plumbing of the hook executables: bounded stdin, a hard deadline,
// and a log file. Hooks never print errors: the agent must never break.

export const MAX_STDIN_BYTES = 8 * 1024 * 1024;

export function logPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.ENGRIM_LOG_DIR ?? join(env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'engrim');
  return join(base, 'hooks.log');
}

/** The log is kept under this size: past it, it becomes `hooks.log.1` (replacing the one before) and a new one starts. */
export const MAX_LOG_BYTES = 1024 * 1024;

export function logError(hook: string, error: unknown, env: NodeJS.ProcessEnv = process.env): void {
  try {
    const path = logPath(env);
    ensureDir(dirname(path), 0o700);
    // A hook that fails on every prompt (a damaged file, a full disk) must not grow the log without end.
    if ((statSync(path, { throwIfNoEntry: false })?.size ?? 0) > MAX_LOG_BYTES) renameSync(path, `${path}.1`);
    const message = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
    appendFileSync(path, `${new Date().toISOString()} ${hook} ${message.slice(0, 4000)}\n`, { mode: 0o600 });
  } catch {
    // Logging must never be the thing that breaks the agent.
  }
}

/**
 * Reads stdin up to `max` bytes (the rest is discarded); '' on a TTY.
 *
 * Through the `process.stdin` stream, though for a pipe it loads Node's net
 * module (a few ms of a cold hook): `fs.read` on fd 0 would spare that, but a
 * read blocked in libuv's thread pool on a pipe the agent never closes keeps
 * `process.exit` from returning (it joins the pool), so the deadline could not
 * end the hook.
 */
export async function readBoundedStdin(max = MAX_STDIN_BYTES): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    const buf = chunk as Buffer;
    if (size < max) chunks.push(buf.subarray(0, max - size));
    size += buf.length;
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Writes the hook's answer to stdout synchronously with `fs.writeSync`: nothing
 * is left unwritten when the process exits, whatever stdout is. An agent that
 * closed the pipe (EPIPE) gets nothing, silently; a non-blocking stdout that is
 * full (EAGAIN) gets the rest through the stream.
 */
export function writeStdout(text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let at = 0;
  try {
    while (at < bytes.length) at += writeSync(1, bytes, at);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EAGAIN') process.stdout.write(bytes.subarray(at));
    else if (code !== 'EPIPE') throw error;
  }
}

/** Parses stdin as a JSON object, or null when it is plain text. */
export function parseEvent(raw: string): Record<string, unknown> | null {
  const trimmed = raw.trim();
  if (!trimmed.startsWith('{')) return null;
  try {
    const value = JSON.parse(trimmed);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Starts the deadline: past it the process exits 0 with `fallback` on stdout. */
export function startDeadline(ms: number, fallback: string): NodeJS.Timeout {
  setDeadline(Date.now() + ms);
  const timer = setTimeout(() => {
    if (fallback) writeStdout(fallback);
    process.exit(0);
  }, ms);
  timer.unref();
  return timer;
}

export function flagValue(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  if (i >= 0 && i + 1 < argv.length) return argv[i + 1];
  const eq = argv.find((a) => a.startsWith(`--${name}=`));
  return eq?.slice(name.length + 3);
}
