// Daily copies of a project's memory, kept where `git clean -fdx` (which deletes ignored files, and
// `.engrim.db` is one), `git worktree remove` and a deleted `.engrim.db` do not reach: the
// repository's git directory, `.git/engrim/snapshots/`. `engrim import <snapshot>` brings one back;
// `engrim doctor` says when the database is gone or holds far fewer memories than the newest copy.
import { closeSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gitDirs } from '../util/git.ts';
import { counted } from '../util/text.ts';
import type { DB } from './open.ts';
import { DB_FILENAME } from './paths.ts';

/** A new copy once a day, at the first write (or CLI command) after the last one is a day old. */
export const SNAPSHOT_EVERY_MS = 24 * 3600 * 1000;
/** The newest copies kept, and besides them the one holding the most memories (a deleted file recreated by a hook holds few). */
export const SNAPSHOTS_KEPT = 3;
/** The largest file a hook copies (~35,000 memories, ~0.5 s once a day); a larger one is copied by CLI commands and the servers. */
export const HOOK_SNAPSHOT_BYTES = 32 * 1024 * 1024;

const NAME = /^engrim-(\d{8}T\d{6})Z-(\d+)\.db$/;

export interface Snapshot {
  path: string;
  at: Date;
  /** Memories the copy holds, archived ones included (what `engrim import` brings back). */
  memories: number;
}

/**
 * Where the copies of `dbPath` go: the git directory of the work tree whose
 * `.engrim.db` it is (a main work tree's, or a submodule's). Null for another
 * file name (`--db elsewhere.db`), outside git, and for a linked work tree's
 * own file (its memory is its main work tree's; `engrim doctor` says so).
 */
export function snapshotDir(dbPath: string): string | null {
  if (basename(dbPath) !== DB_FILENAME) return null;
  const dirs = gitDirs(dirname(dbPath));
  if (!dirs || dirs.gitDir !== dirs.commonDir) return null;
  return join(dirs.commonDir, 'engrim', 'snapshots');
}

/** The copies of `dbPath`, newest first. */
export function listSnapshots(dbPath: string): Snapshot[] {
  const dir = snapshotDir(dbPath);
  if (!dir) return [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .flatMap((name) => {
      const m = NAME.exec(name);
      return m ? [{ path: join(dir, name), at: parseStamp(m[1]), memories: Number(m[2]) }] : [];
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime());
}

/** When each folder's newest copy was taken, read once per process (a server writes often). */
const newest = new Map<string, number>();

/**
 * Takes a copy when the newest is a day old (or there is none) and the file is
 * at most `maxBytes`. Never fails: a copy is a safety net, not a reason for a
 * write to fail. Call it outside a transaction.
 */
export function snapshotIfDue(db: DB, dbPath: string, now = Date.now(), maxBytes = Infinity): Snapshot | null {
  try {
    const dir = snapshotDir(dbPath);
    if (!dir || db.inTransaction) return null;
    let last = newest.get(dir);
    if (last === undefined) newest.set(dir, (last = listSnapshots(dbPath)[0]?.at.getTime() ?? 0));
    if (now - last < SNAPSHOT_EVERY_MS || statSync(dbPath).size > maxBytes) return null;
    return takeSnapshot(db, dbPath, now);
  } catch {
    return null;
  }
}

/** Copies the database now (VACUUM INTO: a consistent, compact copy while others read and write), then drops old copies. */
export function takeSnapshot(db: DB, dbPath: string, now = Date.now()): Snapshot {
  const dir = snapshotDir(dbPath);
  if (!dir) throw new Error(`${dbPath} has no snapshot folder (not a .engrim.db at the root of a git work tree)`);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const memories = db.prepare('SELECT count(*) FROM memories').pluck().get() as number;
  const taking = join(dir, `.taking-${process.pid}-${now}.db`);
  // VACUUM INTO fills an empty file: made first, private, as the database is.
  closeSync(openSync(taking, 'wx', 0o600));
  try {
    db.prepare('VACUUM INTO ?').run(taking);
    const path = join(dir, `engrim-${stamp(now)}Z-${memories}.db`);
    renameSync(taking, path);
    newest.set(dir, now);
    rotate(dbPath, dir, now);
    return { path, at: new Date(now), memories };
  } finally {
    rmSync(taking, { force: true });
  }
}

/** Drops every copy but the SNAPSHOTS_KEPT newest and the one holding the most memories; and copies left half-taken. */
function rotate(dbPath: string, dir: string, now: number): void {
  const all = listSnapshots(dbPath);
  const largest = all.reduce<Snapshot | null>((a, s) => (!a || s.memories > a.memories ? s : a), null);
  for (const s of all.slice(SNAPSHOTS_KEPT)) if (s !== largest) rmSync(s.path, { force: true });
  for (const name of readdirSync(dir)) {
    if (name.startsWith('.taking-') && now - statSync(join(dir, name)).mtimeMs > 3600 * 1000) rmSync(join(dir, name), { force: true });
  }
}

/** Drops every copy (after a purge: they hold what was purged). */
export function dropSnapshots(dbPath: string): number {
  const all = listSnapshots(dbPath);
  for (const s of all) rmSync(s.path, { force: true });
  const dir = snapshotDir(dbPath);
  if (dir) newest.delete(dir);
  return all.length;
}

/** "1 memory", "12 memories". */
export const memoriesCount = (n: number): string => counted(n, 'memory', 'memories');

/** A copy's time as people read it: "2026-12-01 21:18 UTC". */
export const snapshotTime = (s: Snapshot): string => `${s.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '');
const parseStamp = (s: string) => new Date(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`);
