import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { categoryHistory, deleteCategory, listCategories, restoreCategory, setCategory } from '../../src/lifecycle/categories.ts';
import { createTestStore, engrim, tempDir } from '../helpers.ts';

const T0 = Date.parse('2026-06-01T00:00:00Z');
const slot = { namespace: 'default', name: 'style', slot: 'main' };
const contents = (store: ReturnType<typeof createTestStore>) => listCategories(store).map((c) => `${c.name}/${c.slot}: ${c.content}`);

test('a slot set to other content, or deleted, keeps what it held in its history; the same content again changes nothing', () => {
  const store = createTestStore();
  assert.deepEqual([setCategory(store, { ...slot, content: 'Use 2 spaces.' }, T0)].map((c) => [c.replaced, c.changed]), [[false, true]]);
  assert.deepEqual([setCategory(store, { ...slot, content: 'Use 2 spaces.' }, T0 + 1)].map((c) => [c.replaced, c.changed, c.updated_at]), [[false, false, T0]]);
  assert.equal(categoryHistory(store).length, 0);
  assert.equal(setCategory(store, { ...slot, content: 'Use 4 spaces.' }, T0 + 2).replaced, true);
  setCategory(store, { ...slot, slot: 'naming', content: 'camelCase for variables.' }, T0 + 3);
  assert.equal(deleteCategory(store, 'default', 'style', undefined, T0 + 4), 2);
  assert.deepEqual(contents(store), []);
  assert.deepEqual(
    categoryHistory(store).map((v) => [v.slot, v.content, v.updated_at, v.replaced_at, v.how]),
    [
      ['naming', 'camelCase for variables.', T0 + 3, T0 + 4, 'deleted'],
      ['main', 'Use 4 spaces.', T0 + 2, T0 + 4, 'deleted'],
      ['main', 'Use 2 spaces.', T0, T0 + 2, 'replaced'],
    ],
  );
  assert.deepEqual(categoryHistory(store, 'default', 'style', 'naming').length, 1);
  assert.deepEqual(categoryHistory(store, 'other').length, 0);
});

test('restore puts the newest (or the N-th newest) earlier content back; what the slot held goes to the history, so a restore undoes a restore', () => {
  const store = createTestStore();
  for (const [i, content] of ['one', 'two', 'three'].entries()) setCategory(store, { ...slot, content }, T0 + i);
  assert.equal(restoreCategory(store, 'default', 'style', 'main', 1, T0 + 10).content, 'two');
  assert.deepEqual(contents(store), ['style/main: two']);
  assert.equal(restoreCategory(store, 'default', 'style', 'main', 1, T0 + 11).content, 'three');
  // History now, newest first: two (replaced by the undo), three (replaced by the restore), two, one.
  assert.deepEqual(categoryHistory(store).map((v) => v.content), ['two', 'three', 'two', 'one']);
  assert.equal(restoreCategory(store, 'default', 'style', 'main', 4, T0 + 12).content, 'one');
  assert.throws(() => restoreCategory(store, 'default', 'style', 'main', 9), /has 5 earlier contents: give --back 1 to 5/);
  assert.throws(() => restoreCategory(store, 'default', 'style', 'nope'), /slot "nope" has no earlier content in namespace default/);
  // A slot deleted is restored too.
  deleteCategory(store, 'default', 'style');
  assert.deepEqual(contents(store), []);
  assert.equal(restoreCategory(store, 'default', 'style', 'main').content, 'one');
});

test('CLI: set, delete, history, restore; export --all then import into a new file carries the slots and their history, and a second import changes nothing', () => {
  const dir = tempDir();
  const db = join(dir, 'a.db');
  const run = (args: string[], target = db) => engrim([...args, '--db', target]);
  run(['remember', 'We deploy with Fly.io.']);
  assert.match(run(['category', 'set', 'style', 'Use 2 spaces.']).stdout, /set style \/ main/);
  assert.match(run(['category', 'set', 'style', 'Use 4 spaces.']).stdout, /earlier content is in its history: `engrim category restore style --slot main`/);
  run(['category', 'set', 'style', 'camelCase.', '--slot', 'naming']);
  assert.match(run(['category', 'delete', 'style', '--slot', 'naming']).stdout, /deleted 1 slot \(kept in the history: `engrim category restore style --slot naming`/);
  const history = run(['category', 'history']).stdout;
  assert.match(history, /deleted\s+--back 1 - style \/ naming: camelCase\./);
  assert.match(history, /replaced --back 1 - style \/ main: Use 2 spaces\./);
  assert.match(run(['category', 'restore', 'style']).stdout, /restored style \/ main: Use 2 spaces\./);
  const bad = run(['category', 'restore', 'style', '--back', 'x']);
  assert.deepEqual([bad.code, bad.stderr.trim()], [2, 'error: --back must be an integer from 1 to 1000000, got "x"']);

  const all = run(['export', '--all']).stdout.trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual(all.filter((l) => l.category && !l.category.replaced_at).map((l) => l.category.content), ['Use 2 spaces.']);
  assert.equal(all.filter((l) => l.category?.replaced_at).length, 3);
  // A filter that picks memories leaves the slots out; --namespace keeps them.
  assert.ok(!run(['export', '--kind', 'note']).stdout.includes('"category"'));
  assert.ok(run(['export', '--namespace', 'default']).stdout.includes('"category"'));

  const file = join(dir, 'all.jsonl');
  writeFileSync(file, `${all.map((l) => JSON.stringify(l)).join('\n')}\n`);
  const copy = join(dir, 'b.db');
  assert.match(run(['import', file], copy).stdout, /1 inserted.*; 4 of 4 category lines changed a slot or its history/);
  assert.match(run(['import', file], copy).stdout, /0 inserted.*1 already here.*; 0 of 4 category lines changed/);
  assert.deepEqual(run(['category', 'list'], copy).stdout, run(['category', 'list']).stdout);
  assert.deepEqual(JSON.parse(run(['category', 'history', '--json'], copy).stdout), JSON.parse(run(['category', 'history', '--json']).stdout));

  // A category line that is wrong is rejected with its line and why; the other lines are imported.
  writeFileSync(file, '{"category": {"name": "bad name!", "content": "x"}}\n{"category": {"name": "ok", "content": "x"}, "tags": []}\n{"category": {"name": "ok"}}\n{"category": {"name": "fine", "content": "Kept."}}\n');
  const r = run(['import', file], copy);
  assert.equal(r.code, 1);
  assert.match(r.stdout, /line 1: invalid category name "bad name!"/);
  assert.match(r.stdout, /line 2: a category line holds only "category", not "tags"/);
  assert.match(r.stdout, /line 3: category "content" must be a non-empty string/);
  assert.match(run(['category', 'get', 'fine'], copy).stdout, /fine \/ main: Kept\./);
});
