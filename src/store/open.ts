import type BetterSqlite3 from 'better-sqlite3';
import { createRequire } from 'node:module';
import { closeSync, existsSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { StoreError, withContext } from '../errors.ts';
import { ensureDir } from '../util/fs.ts';
import { MIGRATIONS, SCHEMA_VERSION } from './migrations.ts';

// Loaded with require, not import: Node's ESM loader would first scan the CJS
// package for its exports (cjs-module-lexer), a cost every hook process pays.
export const Database = createRequire(import.meta.url)('better-sqlite3') as typeof BetterSqlite3;
export type DB = BetterSqlite3.Database;

export interface OpenOptions {
  readonly?: boolean;
  /** How long a writer waits for another process's lock, in ms. */
  busyTimeoutMs?: number;
  /**
   * Apply pending migrations (default true). Hooks pass false: an upgrade of a
   * large file could outlast their deadline on every prompt; the CLI does it.
   */
  migrate?: boolean;
}

/**
 * Opens (creating if needed, mode 0600) the database at `path`, sets the
 * pragmas every connection needs and applies pending migrations.
 */
export function openDatabase(path: string, options: OpenOptions = {}): DB {
  if (!options.readonly && !existsSync(path)) createPrivateFile(path);
  let db: DB;
  try {
    db = new Database(path, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
  } catch (error) {
    throw withContext(`open database ${path}`, error);
  }
  try {
    db.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
    if (!options.readonly) {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
    }
    db.pragma('foreign_keys = ON');
    migrate(db, path, options.readonly ?? false, options.migrate ?? true);
  } catch (error) {
    db.close();
    if (error instanceof StoreError) throw error;
    throw withContext(`prepare database ${path}`, error);
  }
  return db;
}

function createPrivateFile(path: string): void {
  try {
    ensureDir(dirname(path));
    // 'a' never truncates a file another process created in the meantime.
    closeSync(openSync(path, 'a', 0o600));
  } catch (error) {
    throw withContext(`create database ${path}`, error);
  }
}

function migrate(db: DB, path: string, readonly: boolean, allowed: boolean): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > SCHEMA_VERSION) {
    throw new StoreError(
      `database ${path} has schema version ${current}, newer than this Engrim (${SCHEMA_VERSION}); upgrade Engrim`,
    );
  }
  if (current === SCHEMA_VERSION) return;
  if (readonly) throw new StoreError(`database ${path} needs a schema upgrade but was opened read-only`);
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
}
