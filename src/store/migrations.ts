import type Database from 'better-sqlite3';
import { indexContext, indexText } from './index-text.ts';

// Numbered schema migrations, applied in order inside one transaction each and
// recorded in `PRAGMA user_version`. Never edit a shipped migration: add one.
// A migration is SQL, or a function when rows must be rewritten in JS.

export const MIGRATIONS: (string | ((db: Database.Database) => void))[] = [
  // 1: memories, full-text index, vectors, small key/value table.
  `
  CREATE TABLE memories (
    rowid            INTEGER PRIMARY KEY,
    id               TEXT NOT NULL UNIQUE,
    content          TEXT NOT NULL,
    type             TEXT NOT NULL CHECK (type IN ('episodic','semantic','procedural')),
    kind             TEXT NOT NULL DEFAULT 'note',
    tier             TEXT NOT NULL CHECK (tier IN ('T0','T1','T2','T3')),
    importance       REAL NOT NULL DEFAULT 0.5 CHECK (importance >= 0 AND importance <= 1),
    namespace        TEXT NOT NULL DEFAULT 'default',
    collection       TEXT NOT NULL DEFAULT 'default',
    tags             TEXT NOT NULL DEFAULT '[]',
    ref              TEXT,
    agent            TEXT,
    session_id       TEXT,
    turn_id          TEXT,
    cwd              TEXT,
    git_branch       TEXT,
    git_commit       TEXT,
    transcript_path  TEXT,
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL,
    last_accessed_at INTEGER,
    access_count     INTEGER NOT NULL DEFAULT 0,
    shown_count      INTEGER NOT NULL DEFAULT 0,
    content_hash     TEXT NOT NULL,
    decision         TEXT,
    expires_at       INTEGER,
    superseded_by    TEXT,
    archived_at      INTEGER,
    revision         INTEGER NOT NULL DEFAULT 1
  );
  CREATE INDEX memories_ns ON memories (namespace, collection);
  CREATE INDEX memories_hash ON memories (content_hash);
  CREATE INDEX memories_created ON memories (created_at);
  CREATE INDEX memories_ref ON memories (ref) WHERE ref IS NOT NULL;

  -- Contentless FTS5 index, rowid = memories.rowid, written by the engine in the
  -- same transaction as the row (see store/memories.ts).
  CREATE VIRTUAL TABLE memories_fts USING fts5(
    text, content = '', contentless_delete = 1,
    tokenize = 'porter unicode61 remove_diacritics 2'
  );

  -- One vector per memory, tagged with the model that produced it.
  CREATE TABLE vectors (
    rowid  INTEGER PRIMARY KEY REFERENCES memories (rowid) ON DELETE CASCADE,
    model  TEXT NOT NULL,
    scale  REAL NOT NULL,
    vec    BLOB NOT NULL
  );
  CREATE INDEX vectors_model ON vectors (model);

  CREATE TABLE kv (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  `,
  // 2: vectors also kept in pages of up to 512 (contiguous int8 blobs), so a
  // cold process reads a few hundred rows instead of one per memory; and an
  // index of the (few) inactive memories that dense scans must skip.
  `
  CREATE TABLE vector_pages (
    model  TEXT NOT NULL,
    page   INTEGER NOT NULL,
    count  INTEGER NOT NULL,
    rowids BLOB NOT NULL,
    norms  BLOB NOT NULL,
    data   BLOB NOT NULL,
    PRIMARY KEY (model, page)
  ) WITHOUT ROWID;
  CREATE INDEX memories_inactive ON memories (rowid) WHERE archived_at IS NOT NULL OR superseded_by IS NOT NULL;
  `,
  // 3: an optional `context` per memory (what surrounds it: the turn it answers,
  // its section title…), indexed in a second FTS column with a lower weight and
  // never shown as the memory's content. The FTS table is rebuilt.
  (db) => {
    db.exec(`
      ALTER TABLE memories ADD COLUMN context TEXT;
      DROP TABLE memories_fts;
      CREATE VIRTUAL TABLE memories_fts USING fts5(
        text, context, content = '', contentless_delete = 1,
        tokenize = 'porter unicode61 remove_diacritics 2'
      );
    `);
    const insert = db.prepare('INSERT INTO memories_fts (rowid, text, context) VALUES (?, ?, ?)');
    for (const row of db.prepare('SELECT rowid, content, tags, context FROM memories').iterate() as Iterable<{ rowid: number; content: string; tags: string; context: string | null }>) {
      insert.run(row.rowid, indexText(row.content, JSON.parse(row.tags)), indexContext(row.context));
    }
  },
  // 4: counting partial vector pages must not read their blobs.
  `CREATE INDEX vector_pages_count ON vector_pages (model, count);`,
  // 5: lifecycle — an event log (uses, merges, promotions, archive, restore),
  // category policy slots, and indexes for expiry and tier budgets.
  `
  CREATE TABLE events (
    rowid  INTEGER NOT NULL,
    at     INTEGER NOT NULL,
    kind   TEXT NOT NULL CHECK (kind IN ('use','merge','promote','archive','restore','supersede','expire')),
    detail TEXT
  );
  CREATE INDEX events_rowid ON events (rowid, kind, at);
  CREATE INDEX events_kind ON events (kind, at);
  CREATE TABLE categories (
    namespace  TEXT NOT NULL,
    name       TEXT NOT NULL,
    slot       TEXT NOT NULL,
    content    TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (namespace, name, slot)
  );
  CREATE INDEX memories_expiry ON memories (expires_at) WHERE expires_at IS NOT NULL AND archived_at IS NULL;
  CREATE INDEX memories_tier ON memories (namespace, tier) WHERE archived_at IS NULL;
  `,
  // 6: `engrim serve` — API tokens (only their SHA-256 is stored) and daily
  // usage counters (tokens injected by recall, conversation tokens captured).
  `
  CREATE TABLE api_tokens (
    id           INTEGER PRIMARY KEY,
    name         TEXT NOT NULL,
    hash         TEXT NOT NULL UNIQUE,
    read_only    INTEGER NOT NULL DEFAULT 0,
    created_at   INTEGER NOT NULL,
    revoked_at   INTEGER,
    last_used_at INTEGER
  );
  CREATE UNIQUE INDEX api_tokens_live_name ON api_tokens (name) WHERE revoked_at IS NULL;
  CREATE TABLE usage (
    day    TEXT NOT NULL,
    metric TEXT NOT NULL,
    value  INTEGER NOT NULL,
    PRIMARY KEY (day, metric)
  ) WITHOUT ROWID;
  CREATE INDEX memories_session ON memories (session_id) WHERE session_id IS NOT NULL;
  `,
  // 7: a category slot's earlier contents — what `category set` replaced and what `category delete` removed —
  // kept for `engrim category history` / `restore` (categories.ts). No hook reads or writes it.
  `
  CREATE TABLE category_history (
    namespace   TEXT NOT NULL,
    name        TEXT NOT NULL,
    slot        TEXT NOT NULL,
    content     TEXT NOT NULL,
    updated_at  INTEGER NOT NULL,
    replaced_at INTEGER NOT NULL,
    how         TEXT NOT NULL CHECK (how IN ('replaced','deleted'))
  );
  CREATE INDEX category_history_slot ON category_history (namespace, name, slot, replaced_at);
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

/**
 * The schema version the hooks need: every table and column they read or write exists as they use it from this
 * version on. A hook never migrates (an upgrade could outlast its deadline); on a file at this version or later
 * (up to SCHEMA_VERSION) it runs, so an upgrade that only adds what hooks never touch (7: category history)
 * leaves them working until the next CLI command applies it. A migration that changes what hooks use must raise this
 * to its own number.
 */
export const HOOKS_SCHEMA = 6;
