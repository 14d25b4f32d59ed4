import { hasIdentifier } from '../util/identifiers.ts';
import { indexContext, indexText } from './index-text.ts';
import type { DB } from './open.ts';

/**
 * Version of the text indexText() gives the full-text index. 2: camelCase
 * identifiers' parts are indexed beside the whole word.
 */
export const INDEX_TEXT_VERSION = 2;
const KEY = 'index_text_version';

/**
 * Re-indexes, once, the memories an older Engrim indexed differently, so that
 * search treats old and new memories alike. The schema is unchanged (hooks,
 * which never migrate, keep working across the upgrade); the CLI's opens run
 * this, and a version mark in `kv` makes every later open one small read.
 * Archived memories are re-indexed too (the archive is searchable).
 */
export function refreshIndexText(db: DB): number {
  const current = () => Number((db.prepare('SELECT value FROM kv WHERE key = ?').get(KEY) as { value: string } | undefined)?.value) >= INDEX_TEXT_VERSION;
  if (current()) return 0;
  return db
    .transaction(() => {
      // Re-read under the write lock: another process may have done it meanwhile.
      if (current()) return 0;
      const remove = db.prepare('DELETE FROM memories_fts WHERE rowid = ?');
      const insert = db.prepare('INSERT INTO memories_fts (rowid, text, context) VALUES (?, ?, ?)');
      // Version 1 → 2 changed only texts holding a camelCase / PascalCase identifier.
      type Row = { rowid: number; content: string; tags: string; context: string | null };
      const changed: Row[] = [];
      for (const row of db.prepare('SELECT rowid, content, tags, context FROM memories').iterate() as Iterable<Row>) {
        if (hasIdentifier(row.content) || hasIdentifier(row.tags) || (row.context && hasIdentifier(row.context))) changed.push(row);
      }
      for (const row of changed) {
        remove.run(row.rowid);
        insert.run(row.rowid, indexText(row.content, JSON.parse(row.tags)), indexContext(row.context));
      }
      db.prepare('INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)').run(KEY, String(INDEX_TEXT_VERSION));
      return changed.length;
    })
    .immediate();
}
