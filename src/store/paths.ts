import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findGitRoot, mainWorkTree } from '../util/git.ts';

export const DB_FILENAME = '.engrim.db';

/** The root of the work tree around `cwd`: its git root, or `cwd` itself outside git. Agents' files live here. */
export function workTreeRoot(cwd: string): string {
  return findGitRoot(cwd) ?? resolve(cwd);
}

/**
 * The project root, where its memory (`.engrim.db`) and `.engrim/` live: the
 * git root of `cwd`, or `cwd` itself outside git. The linked work trees of a
 * repository (`git worktree add`, `claude --worktree`) share their main work
 * tree's memory — a decision made on a branch is there for the next agent on
 * any other, and removing a work tree (which deletes its ignored files) takes
 * no memory with it. A linked work tree that already holds a `.engrim.db`
 * (made before they were shared) keeps using it: `engrim doctor` says how to
 * merge it into the shared one.
 */
export function projectRoot(cwd: string): string {
  const root = findGitRoot(cwd);
  if (!root) return resolve(cwd);
  const main = mainWorkTree(root);
  return main && !existsSync(join(root, DB_FILENAME)) ? main : root;
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
