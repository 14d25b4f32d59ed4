import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findGitRoot } from '../store/paths.ts';

/** Branch and commit of the repository around `cwd`, read from .git without spawning git. */
export function gitInfo(cwd: string): { branch: string | null; commit: string | null } {
  try {
    const root = findGitRoot(cwd);
    if (!root) return { branch: null, commit: null };
    let gitDir = join(root, '.git');
    const dotGit = safeRead(gitDir);
    if (dotGit?.startsWith('gitdir:')) gitDir = join(root, dotGit.slice(7).trim()); // worktrees
    const head = safeRead(join(gitDir, 'HEAD'))?.trim() ?? '';
    if (!head.startsWith('ref:')) return { branch: null, commit: head || null };
    const ref = head.slice(4).trim();
    const branch = ref.replace(/^refs\/heads\//, '');
    let commit = safeRead(join(gitDir, ref))?.trim() ?? null;
    if (!commit) {
      const packed = safeRead(join(gitDir, 'packed-refs')) ?? '';
      commit = packed.split('\n').find((l) => l.endsWith(` ${ref}`))?.split(' ')[0] ?? null;
    }
    return { branch, commit };
  } catch {
    return { branch: null, commit: null };
  }
}

function safeRead(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
