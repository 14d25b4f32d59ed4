import { accessSync, closeSync, constants, existsSync, openSync, readFileSync, statfsSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { StoreError, withContext } from '../errors.ts';
import { ensureDir } from '../util/fs.ts';
import { HOOKS_SCHEMA, MIGRATIONS, SCHEMA_VERSION } from './migrations.ts';
import { refreshIndexText } from './reindex.ts';
import { applyWal } from './wal.ts';
import { keepOutOfVersionControl } from './git-exclude.ts';
import { sqlite, type DB } from './sqlite.ts';

export type { DB } from './sqlite.ts';

export interface OpenOptions {
  readonly?: boolean;
  /** How long a writer waits for another process's lock, in ms. */
  busyTimeoutMs?: number;
  /**
   * Apply pending migrations (default true). Hooks pass false: an upgrade of a
   * large file could outlast their deadline on every prompt; the CLI does it.
   */
  migrate?: boolean;
  /**
   * SQLite's page cache, in KB (default: 16,000 KB, as better-sqlite3 builds SQLite). A process that
   * reads each page about once and exits (the recall hook) passes a small one: every page slot of a new
   * cache is fresh memory, and on the VMs we measure on a first touch of a memory page costs ~10 µs
   * (docs/benchmarks.md).
   */
  cacheKb?: number;
}

/**
 * Opens (creating if needed, mode 0600) the database at `path`, sets the
 * pragmas every connection needs and applies pending migrations.
 */
export function openDatabase(path: string, options: OpenOptions = {}): DB {
  if (!options.readonly && !existsSync(path)) createPrivateFile(path);
  let db: DB | undefined;
  try {
    db = sqlite(path, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
    db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
    if (!options.readonly) db.pragma('journal_mode = WAL'); // the first statement that needs to write
  } catch (error) {
    db?.close();
    const reason = unwritable(path);
    if (reason) return openSnapshot(path, reason);
    throw withContext(`open database ${path}`, error);
  }
  try {
    if (!options.readonly) {
      db.pragma('synchronous = NORMAL');
      // A write inside a savepoint may need a statement journal; in a file, that is a file
      // created and removed per statement (an import writes each memory in a savepoint).
      db.pragma('temp_store = MEMORY');
    }
    db.pragma('foreign_keys = ON');
    if (options.cacheKb) db.pragma(`cache_size = ${-Math.max(1, Math.round(options.cacheKb))}`);
    migrate(db, path, options.readonly ?? false, options.migrate ?? true);
  } catch (error) {
    db.close();
    if (error instanceof StoreError) throw error;
    throw withContext(`prepare database ${path}`, error);
  }
  return db;
}

/** Below this much free space SQLite cannot even create the -shm file a WAL reader needs. */
const MIN_FREE_BYTES = 256 * 1024;

/** Why a database that exists cannot be written (read-only file, directory or filesystem, full disk), or null. */
function unwritable(path: string): string | null {
  if (!existsSync(path)) return null;
  try {
    const fs = statfsSync(dirname(path));
    if (fs.bavail * fs.bsize < MIN_FREE_BYTES) return 'the disk is full';
  } catch {
    // statfs unsupported here: the access checks below still apply
  }
  for (const [target, what] of [[path, 'file'], [dirname(path), 'directory']] as const) {
    try {
      accessSync(target, constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return code === 'EROFS' ? 'read-only filesystem' : `the ${what} is not writable (${code})`;
    }
  }
  return null;
}

/** Read snapshots are refused above this size (the file is read into memory). */
const MAX_SNAPSHOT_BYTES = 1 << 30;

/**
 * A database on read-only media: SQLite cannot open a WAL file there (it needs
 * the -shm beside it), so read it whole into memory as a read-only snapshot
 * (header switched to rollback mode, which an in-memory copy needs). Reads
 * work; every write fails with SQLITE_READONLY, which Store turns into a clear
 * error. A -wal file left beside it (a crash, or a writer still running when
 * the media became read-only) is applied in memory, so the snapshot holds
 * every committed write.
 */
function openSnapshot(path: string, reason: string): DB {
  try {
    const db = snapshot(path, reason);
    db.pragma('foreign_keys = ON');
    migrate(db, path, true, false);
    return db;
  } catch (error) {
    if (error instanceof StoreError) throw error;
    throw withContext(`open database ${path} (${reason}) read-only`, error);
  }
}

/** The file's bytes with the committed frames of its -wal applied; the file alone if the log cannot be read. */
function withWal(path: string): Buffer {
  const file = readFileSync(path);
  const wal = `${path}-wal`;
  if (!existsSync(wal)) return file;
  try {
    return applyWal(file, readFileSync(wal)).image;
  } catch {
    return file; // an unreadable log: the last checkpoint is still better than nothing
  }
}

function snapshot(path: string, reason: string): DB {
  if (statSync(path).size > MAX_SNAPSHOT_BYTES) throw new StoreError(`database ${path} cannot be written (${reason}) and is too large to read as a snapshot`);
  const bytes = withWal(path);
  if (bytes.length >= 20) bytes[18] = bytes[19] = 1;
  const db = sqlite(bytes, { readonly: true });
  READ_ONLY_REASON.set(db, reason);
  return db;
}

/** A read-only connection for inspection (doctor), at any schema version; a snapshot on read-only media. */
export function openForReading(path: string): DB {
  try {
    const db = sqlite(path, { readonly: true, fileMustExist: true });
    db.pragma('schema_version');
    return db;
  } catch (error) {
    const reason = unwritable(path);
    if (reason) return snapshot(path, reason);
    throw error;
  }
}

const READ_ONLY_REASON = new WeakMap<DB, string>();

/**
 * The failures a write can meet on a user's machine, said plainly: what
 * happened to which file, that nothing of the write was stored (every write is
 * one transaction), and what to do. Other errors pass through unchanged.
 */
export function explainWriteError(error: unknown, path: string, reason?: string | null): unknown {
  const code = (error as { code?: string })?.code ?? '';
  if ((code === 'SQLITE_READONLY' && reason === 'the disk is full') || code === 'SQLITE_FULL') {
    return new StoreError(`cannot write to ${path}: the disk is full; nothing of this write was stored. Free some space and retry`, error);
  }
  if (code === 'SQLITE_READONLY' || code.startsWith('SQLITE_READONLY_')) {
    return new StoreError(`cannot write to ${path}: it is read-only (${reason ?? unwritable(path) ?? 'opened read-only'}); nothing was stored. Make the file and its directory writable, or point --db / ENGRIM_DB elsewhere`, error);
  }
  if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_')) {
    return new StoreError(`${path} is locked by another process and stayed locked past the busy timeout; nothing was stored. Retry, or look for a stuck engrim process`, error);
  }
  if (code.startsWith('SQLITE_IOERR')) return new StoreError(`I/O error writing ${path} (${code}); nothing of this write was stored. Check the disk, then run \`engrim doctor\``, error);
  if (code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB') return new StoreError(`${path} is damaged (${code}); run \`engrim doctor --recover\` to copy what can be read into a new file`, error);
  return error;
}

/** Whether SQLite said SQLITE_BUSY (the file stayed locked past the busy timeout), under whatever errors said what was being done. */
export function isBusy(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && e.code.startsWith('SQLITE_BUSY')) return true;
  }
  return false;
}

/** Why `db` was opened as a read-only snapshot, or null. */
export function readOnlyReason(db: DB): string | null {
  return READ_ONLY_REASON.get(db) ?? null;
}

function createPrivateFile(path: string): void {
  try {
    ensureDir(dirname(path));
    // 'a' never truncates a file another process created in the meantime.
    closeSync(openSync(path, 'a', 0o600));
  } catch (error) {
    throw withContext(`create database ${path}`, error);
  }
  keepOutOfVersionControl(path);
}

function migrate(db: DB, path: string, readonly: boolean, allowed: boolean): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > SCHEMA_VERSION) {
    throw new StoreError(
      `database ${path} has schema version ${current}, newer than this Engrim (${SCHEMA_VERSION}); upgrade Engrim`,
    );
  }
  if (current === SCHEMA_VERSION) {
    if (allowed && !readonly) refreshIndexTextSoon(db);
    return;
  }
  if (readonly) throw new StoreError(`database ${path} needs a schema upgrade but was opened read-only`);
  // A hook (not allowed to migrate) runs on a file whose pending migrations touch nothing it uses.
  if (!allowed && current >= HOOKS_SCHEMA) return;
  if (!allowed && current > 0) throw new StoreError(`database ${path} needs a schema upgrade (${current} → ${SCHEMA_VERSION}); run \`engrim stats\` once to apply it`);
  // IMMEDIATE: two processes creating the same fresh file must not both migrate.
  db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number;
    for (let v = version; v < SCHEMA_VERSION; v++) {
      const step = MIGRATIONS[v];
      if (typeof step === 'string') db.exec(step);
      else step(db);
    }
    db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }).immediate();
  refreshIndexTextSoon(db);
}

/** A re-index that cannot run now (another writer holds the lock past the timeout) is retried by the next open. */
function refreshIndexTextSoon(db: DB): void {
  try {
    refreshIndexText(db);
  } catch (error) {
    if (isBusy(error)) return;
    throw error;
  }
}
