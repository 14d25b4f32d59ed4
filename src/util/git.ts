import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';

/** The nearest ancestor of `start` holding a `.git` entry (a work tree's root), or null outside git. */
export function findGitRoot(start: string): string | null {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, '.git'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * A work tree's git directories: its own (`HEAD`, the index) and the common
 * one (branches, `packed-refs`, `info/exclude`). They are one `.git` folder
 * in a main work tree; a linked work tree (`git worktree add`) or a
 * submodule has a `.git` file pointing at its own, and a linked work tree's
 * names the common one in a `commondir` file. Null where `root` holds no
 * readable `.git`.
 */
export function gitDirs(root: string): { gitDir: string; commonDir: string } | null {
  const dotGit = join(root, '.git');
  try {
    if (statSync(dotGit).isDirectory()) return { gitDir: dotGit, commonDir: dotGit };
    const m = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGit, 'utf8'));
    if (!m) return null;
    const gitDir = resolve(root, m[1]);
    const common = safeRead(join(gitDir, 'commondir'))?.trim();
    return { gitDir, commonDir: common ? resolve(gitDir, common) : gitDir };
  } catch {
    return null;
  }
}

/**
 * The main work tree of a linked one (`git worktree add`, `claude --worktree`):
 * the folder whose `.git` directory is the common git directory. Null for a
 * main work tree, a submodule, a linked work tree of a bare repository (it has
 * no main one) and one whose main checkout is gone.
 */
export function mainWorkTree(root: string): string | null {
  try {
    if (statSync(join(root, '.git')).isDirectory()) return null; // the common case, decided by one stat
  } catch {
    return null;
  }
  const dirs = gitDirs(root);
  if (!dirs || dirs.commonDir === dirs.gitDir || basename(dirs.commonDir) !== '.git') return null;
  try {
    return statSync(dirs.commonDir).isDirectory() ? dirname(dirs.commonDir) : null;
  } catch {
    return null;
  }
}

/** The linked work trees of the repository whose main work tree is `root` (what `git worktree list` shows but the main one; those whose folder is gone left out). */
export function linkedWorkTrees(root: string): string[] {
  const dirs = gitDirs(root);
  if (!dirs || dirs.gitDir !== dirs.commonDir) return [];
  const base = join(dirs.commonDir, 'worktrees');
  let names: string[];
  try {
    names = readdirSync(base);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const said = safeRead(join(base, name, 'gitdir'))?.trim(); // the work tree's .git file (relative with worktree.useRelativePaths)
    const dotGit = said && resolve(base, name, said);
    return dotGit && existsSync(dotGit) ? [dirname(dotGit)] : [];
  });
}

/** Branch and commit of the work tree around `cwd`, read from its git directories without spawning git. */
export function gitInfo(cwd: string): { branch: string | null; commit: string | null } {
  try {
    const root = findGitRoot(cwd);
    const dirs = root ? gitDirs(root) : null;
    if (!dirs) return { branch: null, commit: null };
    const head = safeRead(join(dirs.gitDir, 'HEAD'))?.trim() ?? '';
    if (!head.startsWith('ref:')) return { branch: null, commit: head || null };
    const ref = head.slice(4).trim();
    const branch = ref.replace(/^refs\/heads\//, '');
    // A linked work tree keeps its HEAD; branches live in the common directory, loose or packed.
    let commit = (safeRead(join(dirs.gitDir, ref)) ?? safeRead(join(dirs.commonDir, ref)))?.trim() ?? null;
    if (!commit) {
      const packed = safeRead(join(dirs.commonDir, 'packed-refs')) ?? '';
      commit = packed.split('\n').find((l) => l.endsWith(` ${ref}`))?.split(' ')[0] ?? null;
    }
    return { branch, commit };
  } catch {
    return { branch: null, commit: null };
  }
}

/** Where a memory is written from: the folder, and the branch and commit checked out there. */
export function provenance(cwd: string): { cwd: string; git_branch: string | null; git_commit: string | null } {
  const { branch, commit } = gitInfo(cwd);
  return { cwd, git_branch: branch, git_commit: commit };
}

function safeRead(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
