import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gitDirs } from '../util/git.ts';
import { DB_FILENAME } from './paths.ts';

const LINES = ['.engrim.db*', '.engrim/'];

/**
 * A database created at the root of a git work tree is kept out of git: its
 * lines go to the repository's own `info/exclude` (local, never committed),
 * unless the project's `.gitignore` already names them (`engrim setup` writes
 * them there). Without it, a user-level install would leave `.engrim.db` as an
 * untracked file in every repository an agent works in, one `git add .` away
 * from being committed with the project's memories. Best effort: a failure
 * here never fails the write.
 */
export function keepOutOfGit(dbPath: string): void {
  if (basename(dbPath) !== DB_FILENAME) return;
  const root = dirname(dbPath);
  try {
    const dir = gitDirs(root)?.commonDir; // git reads info/exclude there only, for every work tree
    if (!dir) return;
    const listed = (file: string) => existsSync(file) && readFileSync(file, 'utf8').split(/\r?\n/).some((l) => /^\/?\.engrim\.db\*?$/.test(l.trim()));
    const exclude = join(dir, 'info', 'exclude');
    if (listed(join(root, '.gitignore')) || listed(exclude)) return;
    mkdirSync(dirname(exclude), { recursive: true });
    const text = existsSync(exclude) ? readFileSync(exclude, 'utf8') : '';
    appendFileSync(exclude, `${text && !text.endsWith('\n') ? '\n' : ''}# Engrim memory (local)\n${LINES.join('\n')}\n`);
  } catch {
    // the repository's metadata is not ours to insist on
  }
}
