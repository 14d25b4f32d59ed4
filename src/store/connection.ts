// The store's connection: the SQLite file, its prepared statements, and the one way to write — a
// transaction that also writes what waited for its end (full-text rows, vector pages; tx-queue.ts).
// Reads (reads.ts) and writes (store.ts) build on it.
import { statSync } from 'node:fs';
import type Database from 'better-sqlite3';
import { StoreError } from '../errors.ts';
import { indexContext, indexText } from './index-text.ts';
import { explainWriteError, openDatabase, readOnlyReason, type DB, type OpenOptions } from './open.ts';
import { MEMORY_COLUMNS } from './rows.ts';
import { snapshotIfDue, takeSnapshot, type Snapshot } from './snapshots.ts';
import { TxQueue } from './tx-queue.ts';
import { VectorPages, type VectorMatrix } from './vector-pages.ts';

/** One full-text row: the memory's rowid, its indexed text and context. */
type IndexRow = [rowid: number, text: string, context: string | null];

/** The statements every write or hot read runs, prepared once per connection. */
function prepareStatements(db: DB) {
  return {
    // INDEXED BY: without statistics the planner may pick the partial tier
    // index here and scan the whole namespace on every write (measured: a
    // 20k import went from 5 s to 41 s).
    byHash: db.prepare(
      `SELECT ${MEMORY_COLUMNS} FROM memories INDEXED BY memories_hash WHERE content_hash = ? AND namespace = ?
       AND archived_at IS NULL AND superseded_by IS NULL LIMIT 1`,
    ),
    byId: db.prepare(`SELECT ${MEMORY_COLUMNS} FROM memories WHERE id = ?`),
    byRowid: db.prepare(`SELECT ${MEMORY_COLUMNS} FROM memories WHERE rowid = ?`),
    insert: db.prepare(
      `INSERT INTO memories (id, content, type, kind, tier, importance, namespace, collection, tags, ref,
        agent, session_id, turn_id, cwd, git_branch, git_commit, transcript_path, created_at, updated_at,
        content_hash, decision, context, expires_at)
       VALUES (@id, @content, @type, @kind, @tier, @importance, @namespace, @collection, @tags, @ref,
        @agent, @session_id, @turn_id, @cwd, @git_branch, @git_commit, @transcript_path, @created_at, @updated_at,
        @content_hash, @decision, @context, @expires_at)`,
    ),
    merge: db.prepare(
      `UPDATE memories SET tags = ?, tier = ?, importance = ?, context = ?, updated_at = ?, last_accessed_at = ?,
        revision = revision + 1 WHERE rowid = ?`,
    ),
    ftsInsert: db.prepare('INSERT INTO memories_fts (rowid, text, context) VALUES (?, ?, ?)'),
    ftsDelete: db.prepare('DELETE FROM memories_fts WHERE rowid = ?'),
    // Not INSERT OR REPLACE: a statement that may delete needs a statement journal, whose
    // savepoint makes FTS5 flush its pending terms to disk — once per memory in a bulk import.
    vecInsert: db.prepare('INSERT INTO vectors (rowid, model, scale, vec) VALUES (?, ?, ?, ?)'),
    vecUpdate: db.prepare('UPDATE vectors SET model = ?, scale = ?, vec = ? WHERE rowid = ?'),
    vecModel: db.prepare('SELECT model FROM vectors WHERE rowid = ?').pluck(),
    inactive: db.prepare('SELECT rowid FROM memories WHERE archived_at IS NOT NULL OR superseded_by IS NOT NULL').pluck(),
    archive: db.prepare('UPDATE memories SET archived_at = ?, updated_at = ? WHERE id = ? AND archived_at IS NULL'),
  };
}

export class StoreConnection {
  readonly db: DB;
  readonly path: string;
  /** Why this store is a read-only snapshot (read-only media), or null. */
  readonly readOnlyReason: string | null;
  protected readonly stmts: ReturnType<typeof prepareStatements>;
  protected readonly pages: VectorPages;
  /** Full-text rows of memories inserted in the open transaction (see tx-queue.ts): written by `flushIndex`. */
  protected readonly index = new TxQueue<IndexRow>();
  /** Bumped on every own vector write; with PRAGMA data_version it keys the matrix cache. */
  protected vectorWrites = 0;
  protected matrixCache: { model: string; key: string; matrix: VectorMatrix } | null = null;
  /** True inside `transaction` (not one opened on `db` directly): vectors are paged when it ends. */
  protected ownTransaction = false;
  private readonly prepared = new Map<string, Database.Statement>();
  /** The file's identity when opened: a write after it was deleted or replaced would go nowhere. */
  private readonly inode: number | null;

  constructor(path: string, options: OpenOptions = {}) {
    this.path = path;
    this.db = openDatabase(path, options);
    this.readOnlyReason = readOnlyReason(this.db);
    this.inode = this.fileInode();
    this.stmts = prepareStatements(this.db);
    this.pages = new VectorPages(this.db);
  }

  /** A prepared statement for dynamic SQL (filters), cached by its text. */
  protected prep(sql: string): Database.Statement {
    let stmt = this.prepared.get(sql);
    if (!stmt) this.prepared.set(sql, (stmt = this.db.prepare(sql)));
    return stmt;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  /** A daily copy of the file in the repository's git directory, when one is due and the file is at most `maxBytes` (snapshots.ts). */
  snapshotIfDue(maxBytes?: number, now = Date.now()): Snapshot | null {
    return this.readOnlyReason || !this.db.open ? null : snapshotIfDue(this.db, this.path, now, maxBytes);
  }

  /** A copy of the file now, whatever the last one's age (after a purge: the copies that held it are dropped first). */
  takeSnapshot(now = Date.now()): Snapshot {
    return takeSnapshot(this.db, this.path, now);
  }

  /**
   * Runs `fn` in one IMMEDIATE transaction (safe against concurrent writers).
   * Refuses to write into a file that was deleted or replaced since it was
   * opened (a long-running server would otherwise write into an unlinked
   * inode and lose it all), and turns disk-full, read-only, busy and I/O
   * failures into errors that say what to do.
   */
  transaction<T>(fn: () => T): T {
    if (this.db.inTransaction) {
      // A savepoint: if it rolls back, vectors and index rows it queued belong to memories that are gone.
      const marks = { index: this.index.mark(), pages: this.pages.mark() };
      try {
        const result = this.db.transaction(fn)();
        this.index.release();
        this.pages.release();
        return result;
      } catch (error) {
        this.index.rollback(marks.index);
        this.pages.rollback(marks.pages);
        this.matrixCache = null; // it may hold vectors the rollback undid (own writes leave data_version alone)
        throw error;
      }
    }
    if (this.inode !== null && this.fileInode() !== this.inode) {
      throw new StoreError(`${this.path} was deleted or replaced while this process had it open; nothing was written. Restart the command (or \`engrim serve\` / \`engrim mcp\`) to use the file that is there now`);
    }
    try {
      this.ownTransaction = true;
      return this.db
        .transaction(() => {
          const result = fn();
          // Index rows and vector pages are written before the commit, in the same transaction.
          this.flushIndex();
          this.pages.flush();
          return result;
        })
        .immediate();
    } catch (error) {
      this.matrixCache = null;
      throw explainWriteError(error, this.path, this.readOnlyReason);
    } finally {
      this.ownTransaction = false;
      this.index.reset();
      this.pages.reset();
    }
  }

  /** Writes the full-text rows queued in the open transaction (before a commit, or before the index is read or changed). */
  protected flushIndex(): void {
    this.index.flush((rows) => {
      for (const row of rows) this.stmts.ftsInsert.run(...row);
    });
  }

  /** Indexes a new memory: queued to the end of this store's transaction, or written now inside one opened on `db` directly (which never flushes the queue). */
  protected addToIndex(rowid: number, content: string, tags: string[], context: string | null): void {
    const row: IndexRow = [rowid, indexText(content, tags), indexContext(context)];
    if (this.ownTransaction) this.index.add(row);
    else this.stmts.ftsInsert.run(...row);
  }

  /** Replaces a memory's full-text row (its tags or context changed). */
  protected reindex(rowid: number, content: string, tags: string[], context: string | null): void {
    this.flushIndex();
    this.stmts.ftsDelete.run(rowid);
    this.stmts.ftsInsert.run(rowid, indexText(content, tags), indexContext(context));
  }

  private fileInode(): number | null {
    if (this.db.memory || this.readOnlyReason) return null;
    try {
      return statSync(this.path).ino;
    } catch {
      return -1; // gone
    }
  }
}
