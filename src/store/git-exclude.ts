import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { appendEngrimSection } from '../util/fs.ts';
import { gitDirs } from '../util/git.ts';
import { DB_FILENAME } from './paths.ts';

/** What a project keeps out of version control: the database and its side files, and `.engrim/` (gitignore syntax). */
export const IGNORE_LINES = ['.engrim.db*', '.engrim/'];
/** An ignore line in hgignore's glob syntax, as its own prefix says (the file's syntax for the lines after it does not change). */
export const hgGlob = (line: string): string => `glob:${line.replace(/\/$/, '')}`;

/**
 * A database created at the root of a git work tree is kept out of git: its
 * lines go to the repository's own `info/exclude` (local, never committed),
 * unless the project's `.gitignore` already names them (`engrim setup` writes
 * them there). Without it, a user-level install would leave `.engrim.db` as an
 * untracked file in every repository an agent works in, one `git add .` away
 * from being committed with the project's memories. Best effort: a failure
 * here never fails the write. At a Mercurial checkout's root, the same (keepOutOfMercurial).
 */
export function keepOutOfVersionControl(dbPath: string): void {
  if (basename(dbPath) !== DB_FILENAME) return;
  const root = dirname(dbPath);
  keepOutOfMercurial(root);
  try {
    const dir = gitDirs(root)?.commonDir; // git reads info/exclude there only, for every work tree
    if (!dir) return;
    const listed = (file: string) => existsSync(file) && readFileSync(file, 'utf8').split(/\r?\n/).some((l) => /^\/?\.engrim\.db\*?$/.test(l.trim()));
    const exclude = join(dir, 'info', 'exclude');
    if (listed(join(root, '.gitignore')) || listed(exclude)) return;
    mkdirSync(dirname(exclude), { recursive: true });
    const text = existsSync(exclude) ? readFileSync(exclude, 'utf8') : '';
    appendEngrimSection(exclude, text, IGNORE_LINES);
  } catch {
    // the repository's metadata is not ours to insist on
  }
}

const HG_FILE = join('.hg', 'engrim-ignore');

/**
 * The same at the root of a Mercurial checkout, where nothing else would: `hg addremove` adds every unknown
 * file. Mercurial has no `info/exclude`, but a repository's own `.hg/hgrc` may name ignore files of its own
 * (`[ui] ignore.<name>`, relative to the root): Engrim's lines go to `.hg/engrim-ignore`, named there as
 * `ignore.engrim` — local, never committed — unless the project's `.hgignore` already names the database
 * (`engrim setup` writes it there). Checked with Mercurial 6.3: `hg status` lists neither afterwards, and the
 * hgrc's other `[ui]` keys still hold.
 */
export function keepOutOfMercurial(root: string): void {
  try {
    const hg = join(root, '.hg');
    if (!existsSync(hg) || !statSync(hg).isDirectory()) return;
    const named = (file: string, re: RegExp) => existsSync(file) && re.test(readFileSync(file, 'utf8'));
    if (named(join(root, '.hgignore'), /^\s*(?:glob:)?\/?\.engrim\.db\*?\s*$/m) || named(join(hg, 'hgrc'), /^\s*ignore\.engrim\s*=/m)) return;
    if (!existsSync(join(root, HG_FILE))) writeFileSync(join(root, HG_FILE), `${IGNORE_LINES.map(hgGlob).join('\n')}\n`);
    const hgrc = join(hg, 'hgrc');
    const text = existsSync(hgrc) ? readFileSync(hgrc, 'utf8') : '';
    appendEngrimSection(hgrc, text, ['[ui]', `ignore.engrim = ${HG_FILE.split('\\').join('/')}`]);
  } catch {
    // the repository's metadata is not ours to insist on
  }
}
