import type BetterSqlite3 from 'better-sqlite3';
import { openForReading, readOnlyReason } from './open.ts';
import { sqlite } from './sqlite.ts';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Embedder } from '../embed/embedder.ts';
import { indexContext, indexText } from './index-text.ts';
import { SCHEMA_VERSION } from './migrations.ts';
import { linkedWorkTrees, mainWorkTree } from '../util/git.ts';
import { DB_FILENAME, workTreeRoot } from './paths.ts';
import { MEMORY_COLUMNS } from './rows.ts';
import { listSnapshots, memoriesCount, snapshotDir, snapshotTime } from './snapshots.ts';
import { Store } from './store.ts';

// `engrim doctor`: what is wrong with a database file, and for a damaged one,
// a new file with everything that can still be read (the damaged one is kept).

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export function diagnose(path: string, embedder: Embedder | null): Check[] {
  const checks: Check[] = [];
  const add = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  if (!existsSync(path)) {
    // Not created yet is the state of a project just set up: a failure only where it cannot be created.
    const dir = dirname(path);
    let writable = true;
    try {
      accessSync(dir, constants.W_OK);
    } catch {
      writable = false;
    }
    add('file', writable, writable ? `${path} does not exist yet; the first \`engrim remember\` or capture creates it` : `${path} does not exist, and ${dir} is missing or not writable, so it cannot be created: create the folder or give another --db`);
    return checks;
  }
  add('file', true, `${path}, ${statSync(path).size} bytes, mode ${(statSync(path).mode & 0o777).toString(8)}`);
  let db: BetterSqlite3.Database;
  try {
    db = openForReading(path);
    db.pragma('schema_version');
    const reason = readOnlyReason(db);
    add('writable', !reason, reason ? `cannot be written (${reason}): recall and search work on a snapshot, writes fail; make it writable` : 'file and directory writable');
  } catch (error) {
    add('open', false, `${(error as Error).message}; run \`engrim doctor --recover\` to copy what can be read into a new file`);
    return checks;
  }
  try {
    const integrity = db.pragma('integrity_check', { simple: true }) as string;
    add('integrity', integrity === 'ok', integrity === 'ok' ? 'PRAGMA integrity_check: ok' : `${integrity}; run \`engrim doctor --recover\``);
    const version = db.pragma('user_version', { simple: true }) as number;
    add('schema', version <= SCHEMA_VERSION, version === SCHEMA_VERSION ? `version ${version}` : version < SCHEMA_VERSION ? `version ${version}, will be upgraded to ${SCHEMA_VERSION} by the next CLI command` : `version ${version} is newer than this Engrim (${SCHEMA_VERSION}): upgrade Engrim`);
    if (version >= 2) {
      const vectors = db.prepare('SELECT count(*) FROM vectors').pluck().get() as number;
      const paged = db.prepare('SELECT coalesce(sum(count), 0) FROM vector_pages').pluck().get() as number;
      add('vector pages', vectors === paged, vectors === paged ? `${vectors} vectors, all paged` : `${vectors} vectors but ${paged} paged (semantic search misses or holds stale ones); run \`engrim doctor --fix\` to rebuild the pages from the stored vectors`);
    }
    if (embedder) {
      const missing = db.prepare('SELECT count(*) FROM memories m LEFT JOIN vectors v ON v.rowid = m.rowid AND v.model = ? WHERE v.rowid IS NULL AND m.archived_at IS NULL').pluck().get(embedder.id) as number;
      add('model', missing === 0, missing ? `${missing} memories have no vector of ${embedder.id}: run \`engrim model reembed\`` : `every memory has a vector of ${embedder.id}`);
    } else add('model', false, 'no embedding model loaded: search runs on fulltext only (see `engrim model info`)');
  } catch (error) {
    add('read', false, `${(error as Error).message}; run \`engrim doctor --recover\``);
  } finally {
    db.close();
  }
  return checks;
}

/**
 * The daily copies of the database (snapshots.ts): where they are, and a
 * failure when the file is gone or holds less than half of what the newest
 * copy held (deleted by `git clean -fdx` and made again by a hook?), with the
 * command that brings them back.
 */
export function snapshotCheck(path: string): Check[] {
  const dir = snapshotDir(path);
  if (!dir) return [];
  const [last, ...older] = listSnapshots(path);
  if (!last) return [{ name: 'snapshots', ok: true, detail: `none yet; the first write of a day copies the file into ${dir}` }];
  const when = snapshotTime(last);
  const kept = { name: 'snapshots', ok: true, detail: `${older.length + 1} in ${dir}, the newest of ${when} (${memoriesCount(last.memories)})` };
  const back = `\`engrim import "${last.path}"\` brings them back (what is here stays)`;
  let held: number;
  try {
    const db = openForReading(path);
    try {
      held = db.prepare('SELECT count(*) FROM memories').pluck().get() as number;
    } finally {
      db.close();
    }
  } catch {
    // Unreadable: a damaged file is diagnose's to report; a missing one is what the copies are for.
    return [existsSync(path) ? kept : { name: 'snapshots', ok: false, detail: `the database is gone; its copy of ${when} holds ${memoriesCount(last.memories)}: ${back}` }];
  }
  if (last.memories >= 10 && held < last.memories / 2) {
    return [{ name: 'snapshots', ok: false, detail: `the database holds ${memoriesCount(held)}, its copy of ${when} held ${last.memories}: if the file was deleted or replaced, ${back}` }];
  }
  return [kept];
}

/**
 * Where a linked git work tree's memory is: shared with its main work tree
 * (ok), or a file of its own made before work trees shared one — apart from
 * what the other branches' agents remember, and deleted with the work tree by
 * `git worktree remove` (it is ignored by git, so not in the way).
 */
export function workTreeCheck(cwd: string, dbPath: string): Check[] {
  const tree = workTreeRoot(cwd);
  const main = mainWorkTree(tree);
  if (!main) {
    // The main work tree: its linked ones that still keep a file of their own.
    if (dbPath !== join(tree, DB_FILENAME)) return [];
    return linkedWorkTrees(tree)
      .filter((linked) => existsSync(join(linked, DB_FILENAME)))
      .map((linked) => ownMemory(join(linked, DB_FILENAME), dbPath, `its linked work tree ${linked} keeps a memory of its own`));
  }
  const shared = join(main, DB_FILENAME);
  if (dbPath === shared) return [{ name: 'work tree', ok: true, detail: `a linked work tree of ${main}: shares its memory` }];
  if (dbPath !== join(tree, DB_FILENAME)) return [];
  return [ownMemory(dbPath, shared, 'this linked work tree keeps a memory of its own')];
}

/** A linked work tree's own file, and the command that merges it into the shared one. */
function ownMemory(own: string, shared: string, what: string): Check {
  const q = (p: string) => JSON.stringify(p);
  return {
    name: 'work tree',
    ok: false,
    detail:
      `${what}, apart from ${shared} that the other work trees share, and \`git worktree remove\` deletes it; ` +
      `merge it into the shared one, then move it aside: engrim import --db ${q(shared)} ${q(own)} && mv ${q(own)} ${q(`${own}.merged`)}`,
  };
}

/**
 * Rebuilds every model's vector pages from the stored vectors (`vectors`, the
 * source of truth), in one transaction: the pages are derived data, so nothing
 * is lost. Returns the vectors stored and paged before, and paged after.
 */
export function rebuildPages(path: string): { vectors: number; pagedBefore: number; pagedAfter: number } {
  const store = new Store(path);
  try {
    const count = (sql: string) => store.db.prepare(sql).pluck().get() as number;
    const pagedBefore = count('SELECT coalesce(sum(count), 0) FROM vector_pages');
    const models = store.db.prepare('SELECT DISTINCT model FROM vectors UNION SELECT DISTINCT model FROM vector_pages').pluck().all() as string[];
    store.transaction(() => {
      for (const model of models) store.rebuildVectorPages(model);
    });
    return { vectors: count('SELECT count(*) FROM vectors'), pagedBefore, pagedAfter: count('SELECT coalesce(sum(count), 0) FROM vector_pages') };
  } finally {
    store.close();
  }
}

/**
 * Copies every memory row that can still be read from a damaged file into a
 * new database (same ids and fields; index and vectors rebuilt). Reads row by
 * row so one bad page costs only the rows on it.
 */
export function recover(damaged: string, target: string, embedder: Embedder | null): { recovered: number; lost: number; categories: number } {
  const src = sqlite(damaged, { readonly: true, fileMustExist: true });
  const out = new Store(target);
  let recovered = 0;
  let lost = 0;
  let categories = 0;
  try {
    let maxRowid = 0;
    try {
      maxRowid = src.prepare('SELECT max(rowid) FROM memories').pluck().get() as number;
    } catch {
      maxRowid = 10_000_000; // the table b-tree is damaged: probe rowids one by one
    }
    const one = src.prepare(`SELECT ${MEMORY_COLUMNS} FROM memories WHERE rowid = ?`);
    const columns = MEMORY_COLUMNS.split(',').map((c) => c.trim()).filter((c) => c !== 'rowid');
    const insert = out.db.prepare(`INSERT INTO memories (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`);
    const fts = out.db.prepare('INSERT INTO memories_fts (rowid, text, context) VALUES (?, ?, ?)');
    let misses = 0;
    out.transaction(() => {
      for (let rowid = 1; rowid <= maxRowid && misses < 100_000; rowid++) {
        let row: Record<string, unknown> | undefined;
        try {
          row = one.get(rowid) as Record<string, unknown> | undefined;
        } catch {
          lost++;
          continue;
        }
        if (!row) {
          misses++;
          continue;
        }
        misses = 0;
        try {
          const { rowid: _r, ...fields } = row;
          const newRowid = Number(insert.run(fields).lastInsertRowid);
          fts.run(newRowid, indexText(String(row.content), JSON.parse(String(row.tags))), indexContext(row.context as string | null));
          if (embedder) out.putVector(newRowid, embedder.id, embedder.embed(String(row.content)));
          recovered++;
        } catch {
          lost++;
        }
      }
    });
    try {
      for (const c of src.prepare('SELECT namespace, name, slot, content, updated_at FROM categories').all()) {
        out.db.prepare('INSERT OR REPLACE INTO categories (namespace, name, slot, content, updated_at) VALUES (@namespace, @name, @slot, @content, @updated_at)').run(c);
        categories++;
      }
    } catch {
      // categories unreadable: reported through the counts
    }
    try {
      const insert = out.db.prepare('INSERT INTO category_history (namespace, name, slot, content, updated_at, replaced_at, how) VALUES (@namespace, @name, @slot, @content, @updated_at, @replaced_at, @how)');
      for (const v of src.prepare('SELECT namespace, name, slot, content, updated_at, replaced_at, how FROM category_history ORDER BY rowid').all()) insert.run(v);
    } catch {
      // no history (a file from before schema 7), or an unreadable one: the slots themselves are copied above
    }
    if (embedder) out.compactVectors(embedder.id);
  } finally {
    src.close();
    out.close();
  }
  return { recovered, lost, categories };
}
