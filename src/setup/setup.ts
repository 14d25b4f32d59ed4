import { copyFileSync, existsSync, lstatSync, readFileSync, realpathSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { EngrimError } from '../errors.ts';
import { appendEngrimSection, ensureDir } from '../util/fs.ts';
import { hgGlob, IGNORE_LINES } from '../store/git-exclude.ts';
import { editHooks, editMcp, OURS, parseConfig } from './json-edit.ts';
import { editRules, hasRule, rulesText } from './rules.ts';
import { editTomlMcp } from './toml-edit.ts';
import { fillHooks, fillNotes, type Commands, type Template } from './templates.ts';

export interface SetupOptions {
  root: string;
  /** Install into the user-level files instead of the project's. */
  user?: boolean;
  /** Only these agents (default: the detected ones). */
  agents?: string[];
  remove?: boolean;
  /** Also write every chosen agent's rules file (Windsurf's is always written). */
  rules?: boolean;
  commands: Commands;
  home?: string;
}

/** One file setup would change, with everything it puts in (or takes out of) it. */
export interface PlannedChange {
  agent: string;
  label: string;
  path: string;
  before: string | null;
  after: string;
  /** What goes in: "UserPromptSubmit + Stop hooks", "the MCP server". */
  what: string[];
  notes: string[];
  /** The agent parses strict JSON only (one error drops the whole file). */
  strict: boolean;
  /** Engrim's entries come out of this file even on install (an earlier version put them there). */
  removes?: boolean;
  /** The file is personal: it goes into .gitignore. */
  private?: boolean;
  /** A rules file: prose for the agent, no machine paths in it; deleted when --remove leaves it empty. */
  prose?: boolean;
}


/** Agents whose marker files exist in the project (or, with --user, in the home directory). */
export function detectAgents(templates: Template[], root: string, user: boolean, home = homedir()): Template[] {
  return templates.filter((t) =>
    user ? existsSync(dirname(expandHome(t.userFile, home))) : t.detect.some((marker) => existsSync(join(root, marker))),
  );
}

/**
 * Agents installed for this user (their user config folder exists) that the project shows no sign of
 * and whose user-level hooks are not Engrim's: a project-level setup would pass them over in silence.
 */
export function installedElsewhere(templates: Template[], root: string, home = homedir()): Template[] {
  const project = new Set(detectAgents(templates, root, false, home));
  return detectAgents(templates, root, true, home).filter((t) => {
    if (project.has(t)) return false;
    const userHooks = expandHome(t.userFile, home);
    return !(existsSync(userHooks) && OURS.test(readFileSync(userHooks, 'utf8')));
  });
}

export function expandHome(path: string, home: string): string {
  return path.startsWith('~/') ? join(home, path.slice(2)) : path;
}

/** Refuses targets that are symlinks or resolve outside the allowed base directory. */
function checkTarget(path: string, base: string): void {
  let dir = dirname(path);
  while (!existsSync(dir)) dir = dirname(dir);
  const realBase = realpathSync(base);
  const realDir = realpathSync(dir);
  if (realDir !== realBase && !realDir.startsWith(realBase + sep)) {
    throw new EngrimError(`refusing to write ${path}: it resolves outside ${base} (symlinked directory)`, 'INPUT');
  }
  if (existsSync(path) && lstatSync(path).isSymbolicLink()) {
    throw new EngrimError(`refusing to write ${path}: it is a symlink; replace it with a regular file first`, 'INPUT');
  }
}

/** What setup would change, without touching anything: one entry per file (hooks and MCP may share one). */
export function planSetup(templates: Template[], options: SetupOptions): PlannedChange[] {
  const home = options.home ?? homedir();
  const base = options.user ? home : options.root;
  const where = (project: string | null | undefined, user: string) => (options.user ? expandHome(user, home) : project ? join(options.root, project) : null);
  const chosen = options.agents?.length
    ? options.agents.map((a) => {
        const t = templates.find((x) => x.agent === a);
        if (!t) throw new EngrimError(`unknown agent "${a}"; known: ${templates.map((x) => x.agent).join(', ')}`, 'USAGE', { exitCode: 2 });
        return t;
      })
    : detectAgents(templates, options.root, !!options.user, home);
  const byPath = new Map<string, PlannedChange>();
  const touch = (t: Template, path: string, strict: boolean, what: string, edit: (text: string) => string, extra: Partial<PlannedChange> = {}) => {
    checkTarget(path, base);
    let c = byPath.get(path);
    if (!c) {
      const before = existsSync(path) ? readFileSync(path, 'utf8') : null;
      c = { agent: t.agent, label: t.label, path, before, after: before ?? '', what: [], notes: fillNotes(t, options.commands), strict: false, ...extra };
      byPath.set(path, c);
    }
    c.after = edit(c.after);
    c.what.push(what);
    c.strict ||= strict;
  };
  for (const t of chosen) {
    const events = Object.keys(t.hooks);
    const hooksPath = where(t.file, t.userFile)!;
    const hookWords = `${events.join(' + ')} hook${events.length > 1 ? 's' : ''}`;
    touch(t, hooksPath, t.shape === 'named', hookWords, (text) => editHooks(text, hooksPath, t, fillHooks(t, options.commands), options.remove), {
      private: !options.user && t.private,
    });
    // Hooks an earlier version wrote to a shared file (Claude's committed settings.json) move out of it.
    for (const former of options.user ? [] : (t.formerFiles ?? [])) {
      const path = join(options.root, former);
      if (!existsSync(path)) continue;
      const text = readFileSync(path, 'utf8');
      if (!OURS.test(text)) continue; // never touched (nor parsed: a broken file there is not setup's to refuse)
      if (editHooks(text, path, t, {}, true) === text) continue;
      touch(t, path, false, hookWords, (current) => editHooks(current, path, t, {}, true), { removes: true });
    }
    const rules = t.rules;
    const rulesPath = rules && (options.user ? (rules.userFile ? expandHome(rules.userFile, home) : null) : join(options.root, rules.file));
    // A rule goes in when asked for (or always, where it is how the agent recalls); it comes out on --remove wherever it is.
    if (rules && !rulesPath && options.rules && !options.remove) {
      // No user-level rules file to write (Cursor keeps user rules in its settings): say where the rule goes instead.
      byPath.get(hooksPath)?.notes.push(`${t.label}: Engrim writes no user-level rules file for it; engrim setup --rules in a project writes ${rules.file}.`);
    }
    if (rules && rulesPath && (options.remove ? existsSync(rulesPath) && hasRule(readFileSync(rulesPath, 'utf8')) : rules.always || options.rules)) {
      const header = options.user ? null : (rules.header ?? null);
      const what = rules.recall ? 'a rule to recall through the MCP server and state decisions as lines' : 'a rule to state decisions as Decision: / Rejected: lines';
      touch(t, rulesPath, false, what, (text) => editRules(text, rulesText(!!rules.recall), header, options.remove), { prose: true });
    }
    const mcpPath = t.mcp ? where(t.mcp.file, t.mcp.userFile) : null;
    if (mcpPath) {
      const editor = mcpPath.endsWith('.toml') ? editTomlMcp : editMcp;
      touch(t, mcpPath, t.agent === 'antigravity', 'the MCP server', (text) => editor(text, mcpPath, options.commands.mcp, options.remove));
    }
  }
  // Removing from a file that does not exist changes nothing (and creates nothing).
  return [...byPath.values()].map((c) => (options.remove && c.before === null ? { ...c, after: '' } : c));
}

/** Writes the planned changes: backup, atomic write, validation; and the lines of the project's ignore file (.gitignore, or .hgignore). */
export function applySetup(
  changes: PlannedChange[],
  options: { root: string; user?: boolean; now?: Date },
): { written: string[]; removed: string[]; backups: string[]; gitignore: string[]; ignoreFile: string } {
  const written: string[] = [];
  const removed: string[] = [];
  const backups: string[] = [];
  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
  const keepCopy = (path: string) => {
    const backup = backupPath(path, stamp, options);
    ensureDir(dirname(backup));
    copyFileSync(path, backup);
    backups.push(backup);
  };
  for (const c of changes) {
    if (c.before === c.after || (c.before === null && c.after === '')) continue;
    if (c.before !== null) keepCopy(c.path);
    if (c.prose && c.after === '') {
      // A rules file that held nothing but Engrim's rule (or only its header), emptied by --remove: it goes.
      unlinkSync(c.path);
      removed.push(c.path);
      continue;
    }
    ensureDir(dirname(c.path));
    const tmp = `${c.path}.engrim-tmp-${process.pid}`;
    writeFileSync(tmp, c.after);
    if (c.path.endsWith('.json')) parseConfig(readFileSync(tmp, 'utf8'), c.path); // validate before it replaces anything (TOML was parsed by its editor; a rules file is prose)
    renameSync(tmp, c.path);
    // And once more in place, strictly where the agent is strict: an Antigravity hooks file with one error is silently dropped.
    if (c.strict) JSON.parse(readFileSync(c.path, 'utf8'));
    written.push(c.path);
  }
  const ignore = [...IGNORE_LINES, ...changes.filter((c) => c.private).map((c) => relative(options.root, c.path).split(sep).join('/'))];
  const ignored = !options.user && changes.length ? ensureIgnored(options.root, ignore) : { file: '.gitignore', lines: [] };
  return { written, removed, backups, gitignore: ignored.lines, ignoreFile: ignored.file };
}

/**
 * Where a file's copy goes before setup changes it: a project's under
 * `.engrim/backups/<time>/` (ignored by git, out of the agents' folders), a
 * user-level file's beside it.
 */
function backupPath(path: string, stamp: string, options: { root: string; user?: boolean }): string {
  const inside = relative(options.root, path);
  if (options.user || inside.startsWith('..') || resolve(options.root, inside) !== path) return `${path}.engrim-backup-${stamp}`;
  return join(options.root, '.engrim', 'backups', stamp, inside);
}

/**
 * Adds the lines the project's ignore file lacks; returns the file and the lines. `.gitignore` (git, and Jujutsu,
 * which reads it); `.hgignore` at the root of a Mercurial checkout (outside git), each line in hgignore's glob
 * syntax (`glob:.engrim.db*`: a line's own prefix, so the file's syntax for the lines after it does not change).
 */
function ensureIgnored(root: string, lines: string[]): { file: string; lines: string[] } {
  const hg = !existsSync(join(root, '.git')) && existsSync(join(root, '.hg'));
  const file = hg ? '.hgignore' : '.gitignore';
  const path = join(root, file);
  const text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const have = new Set(text.split(/\r?\n/).map((l) => l.trim()));
  const wanted = hg ? lines.map(hgGlob) : lines;
  const missing = wanted.filter((l) => !have.has(l) && !have.has(`/${l}`));
  if (!missing.length) return { file, lines: [] };
  appendEngrimSection(path, text, missing);
  return { file, lines: missing };
}

/** A short line diff for --dry-run. */
export function renderDiff(c: PlannedChange, root: string): string {
  const name = c.path.startsWith(root) ? relative(root, c.path) : c.path;
  const before = (c.before ?? '').split('\n');
  const after = c.after.split('\n');
  const out = [`--- ${name}${c.before === null ? ' (new file)' : ''}`, `+++ ${name}`];
  const gone = before.filter((l) => !after.includes(l));
  const added = after.filter((l) => !before.includes(l));
  for (const l of gone) out.push(`-${l}`);
  for (const l of added) out.push(`+${l}`);
  return out.join('\n');
}

export function resolveCommands(binDir: string, node = process.execPath): Commands {
  const q = (s: string) => (/[\s"'$`\\]/.test(s) ? JSON.stringify(s) : s);
  return {
    recall: `${q(node)} ${q(resolve(binDir, 'engrim-recall.cjs'))}`,
    capture: `${q(node)} ${q(resolve(binDir, 'engrim-capture.cjs'))}`,
    mcp: { command: node, args: [resolve(binDir, 'engrim.mjs'), 'mcp'] },
  };
}
