import assert from 'node:assert/strict';
import { test } from 'node:test';
import { join } from 'node:path';
import { queryTerms } from '../../src/search/fts-query.ts';
import { search } from '../../src/search/search.ts';
import { indexText } from '../../src/store/index-text.ts';
import { refreshIndexText } from '../../src/store/reindex.ts';
import { Store } from '../../src/store/store.ts';
import { hasIdentifier, identifierParts } from '../../src/util/identifiers.ts';
import { createTestStore, tempDir } from '../helpers.ts';

test('camelCase and PascalCase identifiers split at case boundaries; plain words do not', () => {
  assert.deepEqual(identifierParts('fetchUserProfile'), ['fetch', 'user', 'profile']);
  assert.deepEqual(identifierParts('XMLHttpRequest'), ['xml', 'http', 'request']);
  assert.deepEqual(identifierParts('JSONParser'), ['json', 'parser']);
  assert.deepEqual(identifierParts('base64Encode'), ['base64', 'encode']);
  assert.deepEqual(identifierParts('userID'), ['user', 'id']);
  for (const plain of ['hello', 'Hello', 'HELLO', 'k8s', 'utf8', 'iPhone', 'APIs', 'ELBs', 'IDs', '3D', 'Straße', '設計']) assert.deepEqual(identifierParts(plain), [], plain);
  for (const text of ['a getUserById call', 'HTTPServer', 'use base64Encode']) assert.ok(hasIdentifier(text), text);
  // hasIdentifier is the re-index's prefilter: it must be true wherever the index text gains parts.
  for (const text of ['plain prose only', 'snake_case and kebab-case', 'ALL CAPS', 'Title Case Words']) {
    assert.equal(hasIdentifier(text), false, text);
    assert.equal(indexText(text, []), text);
  }
});

test('a query keeps the identifier and adds its parts (minus stopwords: "get", "by")', () => {
  assert.deepEqual(queryTerms('Why does getUserById retry?'), ['getuserbyid', 'user', 'id', 'retry']);
  assert.deepEqual(queryTerms('what about the user profile'), ['user', 'profile']);
});

test('identifiers and prose find each other through full-text search, both ways', () => {
  const store = createTestStore();
  store.remember({ content: 'Config files are read by the JSONParser class, not by eval' });
  store.remember({ content: 'The request retry budget is kept in the user profile fetch helper' });
  store.remember({ content: 'Unrelated: the CSS uses a twelve column grid' });
  const top = (q: string) => search(store, q, { mode: 'fulltext' }).hits[0]?.memory.content ?? '';
  assert.match(top('which json parser reads config?'), /JSONParser/);
  assert.match(top('fetchUserProfile'), /user profile fetch/);
  // The whole identifier still ranks its exact holder first.
  store.remember({ content: 'A parser for JSON lines, written by hand' });
  assert.match(top('JSONParser'), /JSONParser class/);
});

test('a database indexed before identifier parts is re-indexed once by the CLI open, never by a hook open', () => {
  const path = join(tempDir(), '.engrim.db');
  const store = new Store(path);
  const { memory } = store.remember({ content: 'Sessions are refreshed in refreshAccessToken before expiry', tags: ['authFlow'] });
  store.remember({ content: 'Plain prose that needs nothing' });
  store.forget(memory.id); // archived memories are searchable in the archive: re-indexed too
  // What an Engrim before version 2 of the index text left: the words only, no mark.
  const rowid = store.rowidOf(memory.id)!;
  store.db.prepare('DELETE FROM memories_fts WHERE rowid = ?').run(rowid);
  store.db.prepare('INSERT INTO memories_fts (rowid, text, context) VALUES (?, ?, ?)').run(rowid, `${memory.content}\nauthFlow`, '');
  store.db.prepare("DELETE FROM kv WHERE key = 'index_text_version'").run();
  const matches = (s: Store) => s.fulltext('"access" AND "auth"', {}, 10).map((r) => r.rowid);
  assert.deepEqual(matches(store), []);
  store.close();

  const hook = new Store(path, { migrate: false });
  assert.deepEqual(matches(hook), [], 'a hook open leaves the index as it is');
  hook.close();

  const cli = new Store(path);
  assert.deepEqual(matches(cli), [rowid]);
  assert.equal(refreshIndexText(cli.db), 0, 'done once: the next open only reads the mark');
  assert.equal((cli.db.prepare('SELECT count(*) AS n FROM memories').get() as { n: number }).n, 2, 'nothing lost');
  assert.equal(cli.fulltext('"prose"', {}, 10).length, 1);
  cli.close();
});
