import { existsSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { findGitRoot, mainWorkTree } from '../util/git.ts';

export const DB_FILENAME = '.engrim.db';

/**
 * What marks the root of a checkout of another version-control system than git: Mercurial, Jujutsu (not
 * colocated with git), Subversion (1.7 and later keep one `.svn` at the root), Bazaar, Darcs, Fossil.
 */
const VCS_MARKERS = ['.hg', '.jj', '.svn', '.bzr', '_darcs', '.fslckout', '_FOSSIL_'];

/**
 * The nearest ancestor of `cwd` (itself included) that is the root of a checkout of another version-control
 * system, or null. Not the home folder or the filesystem's root, unless `cwd` is one: a home folder kept in
 * Mercurial would otherwise make every project under it one.
 */
export function otherVcsRoot(cwd: string, home = homedir()): string | null {
  for (const dir of ancestors(cwd, home)) if (VCS_MARKERS.some((m) => existsSync(join(dir, m)))) return dir;
  return null;
}

/** `cwd`, then its parents up to (not including) the home folder or the filesystem's root. */
export function ancestors(cwd: string, home = homedir()): string[] {
  const out = [resolve(cwd)];
  for (let dir = out[0]; dir !== home; ) {
    const parent = dirname(dir);
    if (parent === dir || parent === home || dirname(parent) === parent) break;
    out.push((dir = parent));
  }
  return out;
}

/** The root of the version-controlled tree around `cwd`: its git root, else the root of another system's checkout; null outside any. */
export function versionControlRoot(cwd: string): string | null {
  return findGitRoot(cwd) ?? otherVcsRoot(cwd);
}

/** The root of the work tree around `cwd`: its version-control root, or `cwd` itself. Agents' files live here. */
export function workTreeRoot(cwd: string): string {
  return versionControlRoot(cwd) ?? resolve(cwd);
}

/**
 * The project root, where its memory (`.engrim.db`) and `.engrim/` live: the
 * git root of `cwd`, else the root of another version-control system's checkout
 * around it (Mercurial, Jujutsu, Subversion, …), else `cwd` itself. The linked work trees of a
 * repository (`git worktree add`, `claude --worktree`) share their main work
 * tree's memory — a decision made on a branch is there for the next agent on
 * any other, and removing a work tree (which deletes its ignored files) takes
 * no memory with it. A linked work tree that already holds a `.engrim.db`
 * (made before they were shared) keeps using it: `engrim doctor` says how to
 * merge it into the shared one.
 */
export function projectRoot(cwd: string): string {
  const root = findGitRoot(cwd);
  if (!root) return otherVcsRoot(cwd) ?? resolve(cwd);
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
