import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const DB_FILENAME = '.engrim.db';

/** The nearest ancestor of `start` holding a `.git` entry, or null outside git. */
export function findGitRoot(start: string): string | null {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, '.git'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The project root: the git root of `cwd`, or `cwd` itself outside git. */
export function projectRoot(cwd: string): string {
  return findGitRoot(cwd) ?? resolve(cwd);
}

/**
 * Where the database lives: an explicit path (`--db`), then `ENGRIM_DB`,
 * then `.engrim.db` at the project root of `cwd`.
 */
export function resolveDbPath(options: { db?: string; env?: NodeJS.ProcessEnv; cwd?: string } = {}): string {
  const env = options.env ?? process.env;
  const cwd = options.cwd ?? process.cwd();
  if (options.db) return resolve(cwd, options.db);
  if (env.ENGRIM_DB) return resolve(cwd, env.ENGRIM_DB);
  return join(projectRoot(cwd), DB_FILENAME);
}

export function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
