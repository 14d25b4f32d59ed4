import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { loadEmbedder } from '../../src/embed/load.ts';
import { remember } from '../../src/engine/remember.ts';
import { listCategories, setCategory } from '../../src/lifecycle/categories.ts';
import { DAY } from '../../src/lifecycle/duration.ts';
import { nearDuplicateThreshold, saidWithin } from '../../src/lifecycle/dedup.ts';
import { gc, health, purge, restore, use } from '../../src/lifecycle/lifecycle.ts';
import { supersede, supersedeByOption } from '../../src/lifecycle/supersede.ts';
import { turnedDownIn } from '../../src/capture/conventions.ts';
import { extractDecisions } from '../../src/capture/extract.ts';
import { DEFAULT_LIFECYCLE } from '../../src/lifecycle/policy.ts';
import { exportLine, parseImportLine } from '../../src/io/jsonl.ts';
import { recall } from '../../src/recall/recall.ts';
import { search } from '../../src/search/search.ts';
import { Store } from '../../src/store/store.ts';
import { BIN, createTestStore, engrim, run, tempDir } from '../helpers.ts';

const cfg = DEFAULT_LIFECYCLE;
const T0 = Date.parse('2026-06-01T00:00:00Z');

test('tier at write: explicit, then procedural/convention → T1, else T2; expiry from the TTL; T0 never expires', () => {
  const store = createTestStore();
  const at = (input: object) => remember(store, null, { content: `m ${Math.random()}`, ...input }, T0).memory;
  assert.equal(at({ tier: 'T3' }).tier, 'T3');
  assert.equal(at({ type: 'procedural' }).tier, 'T1');
  assert.equal(at({ kind: 'convention' }).tier, 'T1');
  assert.equal(at({ type: 'episodic' }).tier, 'T2');
  const plain = at({});
  assert.equal(plain.tier, 'T2');
  assert.equal(plain.expires_at, T0 + 90 * DAY);
  assert.equal(at({ tier: 'T1' }).expires_at, T0 + 365 * DAY);
  assert.equal(at({ tier: 'T0' }).expires_at, null);
});

test('sliding window: a T3 memory written 28 days ago and used today lives 30 more days', () => {
  const store = createTestStore();
  const { memory } = remember(store, null, { content: 'temporary proxy workaround', tier: 'T3' }, T0 - 28 * DAY);
  assert.equal(memory.expires_at, T0 + 2 * DAY);
  const [u] = use(store, [memory.id], cfg, T0);
  assert.equal(u.expires_at, T0 + 30 * DAY);
  const m = store.require(memory.id);
  assert.equal(m.access_count, 1);
  assert.equal(m.last_accessed_at, T0);
});

test('promotion: 5 uses in the window move T3 → T2 → T1, never to T0; being shown by recall promotes nothing', () => {
  const store = createTestStore();
  const { memory } = remember(store, null, { content: 'the flaky test needs a retry', tier: 'T3' }, T0);
  for (let i = 0; i < 50; i++) store.markShown([memory.id]);
  assert.equal(store.require(memory.id).tier, 'T3', 'shown 50 times, still T3');
  const tiers = Array.from({ length: 12 }, (_, i) => use(store, [memory.id], cfg, T0 + i * 1000)[0]);
  assert.deepEqual(tiers.map((t) => t.tier), ['T3', 'T3', 'T3', 'T3', 'T2', 'T2', 'T2', 'T2', 'T2', 'T1', 'T1', 'T1']);
  assert.equal(tiers[4].promotedFrom, 'T3');
  assert.equal(store.require(memory.id).shown_count, 50);
  // Uses spread wider than the TTL window do not promote.
  const { memory: slow } = remember(store, null, { content: 'rarely used note', tier: 'T3' }, T0);
  for (let i = 0; i < 6; i++) use(store, [slow.id], cfg, T0 + i * 31 * DAY);
  assert.equal(store.require(slow.id).tier, 'T3');
});

test('gc archives what expired and what is over budget (least valuable first), never T0 or categories, never deletes', () => {
  const store = createTestStore();
  const old = remember(store, null, { content: 'expired note', tier: 'T3' }, T0 - 40 * DAY).memory;
  const ref = remember(store, null, { content: 'permanent reference', tier: 'T0' }, T0 - 4000 * DAY).memory;
  setCategory(store, { namespace: 'default', name: 'coding-standards', slot: 'db', content: 'Use the repository layer.' }, T0 - 4000 * DAY);
  const small = { ...cfg, budget: { T1: 100, T2: 100, T3: 2 } };
  const keep = remember(store, null, { content: 'important T3', tier: 'T3', importance: 0.9 }, T0).memory;
  const low = remember(store, null, { content: 'unimportant T3', tier: 'T3', importance: 0.1 }, T0).memory;
  const mid = remember(store, null, { content: 'middling T3', tier: 'T3', importance: 0.5 }, T0).memory;
  const r = gc(store, small, T0);
  assert.deepEqual(r.expired, [old.id]);
  assert.deepEqual(r.overBudget, [low.id]);
  for (const id of [old.id, low.id]) assert.notEqual(store.require(id).archived_at, null);
  for (const id of [ref.id, keep.id, mid.id]) assert.equal(store.require(id).archived_at, null);
  assert.equal(listCategories(store).length, 1);
  assert.equal(store.count({ all: true }), 5, 'nothing deleted');
});

test('a pause in the project (no recall or capture for a week or more) does not age its memories; a shorter one does', () => {
  const store = createTestStore();
  // Worked on every day for three weeks up to T0, then left alone for 100 days.
  const worked = (from: number, to: number) => {
    for (let t = from; t <= to; t += DAY) store.addUsage('captures', 1, t);
  };
  worked(T0 - 20 * DAY, T0);
  const decision = remember(store, null, { content: 'Decision: use Postgres for the event store. Rejected: MongoDB because we need transactions' }, T0 - 5 * DAY).memory;
  const scratch = remember(store, null, { content: 'the proxy workaround for the flaky mirror', tier: 'T3' }, T0 - 2 * DAY).memory;
  const back = T0 + 100 * DAY;
  // health says so before gc acts: nothing "expires soon" that the pause will move.
  const before = health(store, cfg, back);
  assert.deepEqual(before.pause, { from: '2026-06-01', to: '2026-09-09', days: 99, pending: true });
  assert.equal(before.expiringSoonCount, 0);
  const r = gc(store, cfg, back);
  assert.deepEqual(r.expired, [], 'the first gc after the pause archives nothing');
  assert.deepEqual(r.pause, { from: '2026-06-01', to: '2026-09-09', days: 99, memories: 2 });
  assert.equal(store.require(decision.id).expires_at, decision.expires_at! + 99 * DAY);
  assert.equal(store.require(scratch.id).expires_at, scratch.expires_at! + 99 * DAY);
  // Counted once: another gc that day, or the next day with no work in between, moves nothing again.
  assert.equal(gc(store, cfg, back + 3_600_000).pause, null);
  assert.equal(gc(store, cfg, back + DAY).pause, null);
  assert.equal(health(store, cfg, back + DAY).pause?.pending, false);
  // The project's time runs again: the T3 memory (2 of its 30 days used before the pause) expires 28 days of work later.
  worked(back, back + 26 * DAY);
  assert.deepEqual(gc(store, cfg, back + 26 * DAY).expired, []);
  worked(back + 27 * DAY, back + 29 * DAY);
  assert.deepEqual(gc(store, cfg, back + 29 * DAY).expired, [scratch.id]);

  // Five days off is no pause: the calendar counts (as it does with lifecycle.pauseDays 0).
  const other = createTestStore();
  for (let t = T0 - 3 * DAY; t <= T0; t += DAY) other.addUsage('recalls', 1, t);
  const t3 = remember(other, null, { content: 'temporary staging credentials rotate weekly', tier: 'T3' }, T0 - 27 * DAY).memory;
  assert.equal(health(other, cfg, T0 + 6 * DAY).pause, null);
  assert.deepEqual(gc(other, cfg, T0 + 6 * DAY).expired, [t3.id]);
  const calendar = createTestStore();
  calendar.addUsage('captures', 1, T0);
  const kept = remember(calendar, null, { content: 'a T3 note', tier: 'T3' }, T0).memory;
  assert.deepEqual(gc(calendar, { ...cfg, pauseDays: 0 }, T0 + 100 * DAY).expired, [kept.id]);
});

test('back after 100 days away: the first agent turn archives nothing, and the next prompt recalls the decision', () => {
  const dir = tempDir();
  const db = join(dir, '.engrim.db');
  const then = Date.now() - 100 * DAY;
  const store = new Store(db);
  for (let d = 0; d < 20; d++) store.addUsage('captures', 1, then - d * DAY);
  const decision = remember(store, null, { content: 'Decision: use Postgres for the event store. Rejected: MongoDB because we need transactions' }, then - 5 * DAY).memory;
  gc(store, cfg, then);
  store.close();
  const turn = { session_id: 's', cwd: dir, hook_event_name: 'Stop', last_assistant_message: 'Fixed the typo in the README.' };
  assert.equal(run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(turn), cwd: dir }).code, 0);
  assert.match(engrim(['health', '--db', db]).stdout, /pause 9\d days without a recall or capture .*expiries moved that much later/);
  const block = run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify({ session_id: 's', cwd: dir, hook_event_name: 'UserPromptSubmit', prompt: 'Which database do we use for the event store?' }), cwd: dir }).stdout;
  assert.match(block, /use Postgres for the event store/);
  assert.equal(JSON.parse(engrim(['show', decision.id, '--json', '--db', db]).stdout).archived_at, null);
});

test('a memory recalled for a prompt keeps a full window from that recall; one shown at a session start does not; neither is promoted', async () => {
  const dir = tempDir();
  const db = join(dir, '.engrim.db');
  const now = Date.now();
  const store = new Store(db);
  const asked = remember(store, null, { content: 'Decision: use Postgres for the event store. Rejected: MongoDB because we need transactions' }, now - 80 * DAY).memory;
  const standing = remember(store, null, { content: 'Decision: deploy with GitHub Actions. Rejected: Jenkins because nobody maintains it' }, now - 80 * DAY).memory;
  store.close();
  const hook = (event: object) => run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify({ session_id: 's', cwd: dir, ...event }), cwd: dir }).stdout;
  // A session's start block shows both decisions (they stand without a prompt): neither expiry moves.
  const start = hook({ hook_event_name: 'SessionStart', source: 'startup' });
  assert.match(start, /GitHub Actions/);
  assert.match(start, /Postgres/);
  const after = () => JSON.parse(engrim(['list', '--json', '--db', db]).stdout) as { id: string; expires_at: string; tier: string; shown_count: number }[];
  const expiry = (id: string) => Date.parse(after().find((m) => m.id === id)!.expires_at);
  assert.equal(expiry(standing.id), standing.expires_at);
  assert.equal(expiry(asked.id), asked.expires_at);
  // A prompt that asks about the event store: that decision keeps 90 days from now; the other one is left as it was.
  assert.match(hook({ hook_event_name: 'UserPromptSubmit', session_id: 'other', prompt: 'Should the event store move to MongoDB?' }), /Postgres/);
  assert.ok(expiry(asked.id) >= now + 90 * DAY, 'a full T2 window from the recall');
  assert.equal(expiry(standing.id), standing.expires_at);
  assert.ok(after().every((m) => m.tier === 'T2'), 'being recalled promotes nothing');
  // The MCP server's recall renews the same way (its shown counts are batched, written on exit).
  const client = new Client({ name: 'test', version: '1' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [BIN.engrim, 'mcp', '--db', db], env: { ...process.env, NO_COLOR: '1' } as Record<string, string>, stderr: 'pipe' }));
  const before = expiry(standing.id);
  await client.callTool({ name: 'recall', arguments: { prompt: 'how do we deploy, Jenkins or GitHub Actions?' } });
  await client.close();
  for (let i = 0; i < 50 && expiry(standing.id) === before; i++) await new Promise((r) => setTimeout(r, 100));
  assert.ok(expiry(standing.id) >= now + 90 * DAY);
});

test('a memory restored after it expired gets a new window: the next gc leaves it alone', () => {
  const store = createTestStore();
  const old = remember(store, null, { content: 'The nightly backup runs at 02:00 UTC', tier: 'T3' }, T0 - 40 * DAY).memory;
  assert.deepEqual(gc(store, cfg, T0).expired, [old.id]);
  const back = restore(store, old.id, cfg, T0 + DAY);
  assert.equal(back.archived_at, null);
  assert.equal(back.expires_at, T0 + DAY + cfg.ttlDays.T3 * DAY, 'a full window from the restore');
  assert.deepEqual(gc(store, cfg, T0 + 2 * DAY).expired, [], 'not archived again by the next gc');
  // Restored before its expiry passed (forgotten by hand), it keeps the expiry it had.
  const kept = remember(store, null, { content: 'Deploys freeze on Fridays', tier: 'T2' }, T0).memory;
  store.forget(kept.id, T0 + DAY);
  assert.equal(restore(store, kept.id, cfg, T0 + 2 * DAY).expires_at, kept.expires_at);
});

test('a memory restored after gc archived it over budget stays: the next gc archives the next least valuable one', () => {
  const store = createTestStore();
  const small = { ...cfg, budget: { T1: 100, T2: 100, T3: 2 } };
  const [first, second, third] = ['Shard 1 of the e2e suite is flaky', 'Shard 2 needs the seed data', 'Shard 3 runs the visual tests'].map(
    (content, i) => remember(store, null, { content, tier: 'T3' }, T0 + i).memory,
  );
  assert.deepEqual(gc(store, small, T0 + DAY).overBudget, [first.id]);
  const back = restore(store, first.id, small, T0 + 2 * DAY);
  assert.deepEqual([back.access_count, back.last_accessed_at], [1, T0 + 2 * DAY], 'a restore counts as a use');
  assert.deepEqual(gc(store, small, T0 + 3 * DAY).overBudget, [second.id], 'the one restored is not taken back');
  assert.equal(store.require(third.id).archived_at, null);
  // Restoring what is not archived changes nothing.
  assert.equal(restore(store, third.id, small, T0 + 4 * DAY).access_count, 0);
  const h = health(store, { ...small, budget: { T1: 100, T2: 100, T3: 1 } }, T0 + 4 * DAY);
  assert.deepEqual(h.tiers.map((t) => [t.tier, t.count, t.over]), [['T3', 2, 1]], 'health says how many the next gc archives');
});

test('archive and restore are lossless: same id, tier, vector, provenance and history', () => {
  const store = createTestStore();
  const { embedder } = loadEmbedder('');
  const { memory } = remember(store, embedder, { content: 'Invoices are emailed to customers monthly', tier: 'T1', agent: 'codex', session_id: 's9', tags: ['billing'] }, T0);
  use(store, [memory.id], cfg, T0 + 1);
  const before = store.require(memory.id);
  store.forget(memory.id, T0 + 2);
  assert.equal(search(store, 'billing statements sent to clients', { embedder }).hits.length, 0);
  const restored = store.restore(memory.id, T0 + 3);
  assert.deepEqual({ ...restored, updated_at: 0, archived_at: null }, { ...before, updated_at: 0, archived_at: null });
  assert.equal(search(store, 'billing statements sent to clients', { embedder, mode: 'semantic' }).hits[0].memory.id, memory.id);
  const kinds = store.db.prepare('SELECT kind FROM events WHERE rowid = ? ORDER BY at').pluck().all(store.rowidOf(memory.id));
  assert.deepEqual(kinds, ['use', 'archive', 'restore']);
});

test('supersession: the old decision leaves recall and search, stays visible with --all', () => {
  const store = createTestStore();
  const a = remember(store, null, { content: 'Decision: deploy on Heroku', kind: 'decision' }, T0).memory;
  const b = remember(store, null, { content: 'Decision: deploy on Fly.io instead of Heroku', kind: 'decision' }, T0 + 1).memory;
  supersede(store, a.id, b.id, T0 + 2);
  assert.deepEqual(recall(store, 'where do we deploy? heroku?').items.map((i) => i.id), [b.id]);
  assert.deepEqual(search(store, 'heroku', { mode: 'fulltext', filters: { all: true } }).hits.map((h) => h.memory.id).sort(), [a.id, b.id].sort());
  assert.equal(store.require(a.id).superseded_by, b.id);
});

test('purge removes a memory entirely — row, index, vector, events', () => {
  const store = createTestStore();
  const { embedder } = loadEmbedder('');
  const { memory } = remember(store, embedder, { content: 'secret-ish note to purge' }, T0);
  store.forget(memory.id, T0);
  purge(store, memory.id);
  assert.equal(store.get(memory.id), null);
  assert.equal(store.vectorMatrix(embedder!.id).count, 0);
  assert.equal(search(store, 'purge', { mode: 'fulltext', filters: { all: true } }).hits.length, 0);
  assert.equal((store.db.prepare('SELECT count(*) AS n FROM events').get() as { n: number }).n, 0);
  // All or nothing: when the pages cannot be rebuilt, the memory is not deleted either.
  const kept = remember(store, embedder, { content: 'a note whose purge fails half-way' }, T0).memory;
  store.forget(kept.id, T0);
  const rebuild = store.rebuildVectorPages;
  store.rebuildVectorPages = () => {
    throw new Error('disk full');
  };
  assert.throws(() => purge(store, kept.id), /disk full/);
  store.rebuildVectorPages = rebuild;
  assert.equal(store.get(kept.id)?.content, 'a note whose purge fails half-way');
  assert.equal(store.vectorMatrix(embedder!.id).count, 1);
  assert.equal(search(store, 'half-way', { mode: 'fulltext', filters: { all: true } }).hits.length, 1);
});

test('categories are injected first, as "name / slot: content", within their share of the budget', () => {
  const store = createTestStore();
  remember(store, null, { content: 'The API rate limit is 100 requests per minute' }, T0);
  setCategory(store, { namespace: 'default', name: 'coding-standards', slot: 'errors', content: 'Wrap errors with context.' });
  setCategory(store, { namespace: 'default', name: 'coding-standards', slot: 'huge', content: 'x '.repeat(2000) });
  const r = recall(store, 'what is the API rate limit?', { categories: listCategories(store, 'default'), categoryShare: 0.25, budget: 400 });
  const lines = r.text.split('\n');
  assert.equal(lines[1], '- coding-standards / errors: Wrap errors with context.');
  assert.doesNotMatch(r.text, /x x x x/, 'a slot larger than the share is left out');
  assert.match(lines[2], /rate limit/);
  assert.ok(r.tokens <= 400);
});

test('health reports tiers against budgets with 80% warnings, and what expires soon', () => {
  const store = createTestStore();
  const small = { ...cfg, budget: { T1: 10, T2: 5, T3: 10 } };
  for (let i = 0; i < 4; i++) remember(store, null, { content: `note ${i}` }, T0);
  remember(store, null, { content: 'soon gone', tier: 'T3' }, T0 - 25 * DAY);
  const h = health(store, small, T0);
  const t2 = h.tiers.find((t) => t.tier === 'T2')!;
  assert.deepEqual([t2.count, t2.budget, t2.warning, t2.over], [4, 5, true, 0]);
  assert.equal(h.expiringSoonCount, 1);
  assert.equal(h.expiringSoon[0].content, 'soon gone');
});

test('CLI: list --expiring-within, restore, supersede, purge confirmation, category and config round trips', () => {
  const project = tempDir();
  const db = join(project, '.engrim.db');
  const run = (args: string[]) => engrim([...args, '--db', db], { cwd: project });
  const id = JSON.parse(run(['remember', 'short-lived note', '--tier', 'T3', '--json']).stdout).id;
  assert.equal(JSON.parse(run(['list', '--expiring-within', '31d', '--json']).stdout).length, 1);
  assert.equal(JSON.parse(run(['list', '--expiring-within', '2w', '--json']).stdout).length, 0);
  assert.match(run(['list', '--expiring-within', 'soon']).stderr, /invalid --expiring-within: "soon"; use a number and a unit/);
  assert.equal(run(['purge', id, '--yes']).code, 1, 'not archived yet');
  run(['forget', id]);
  assert.equal(run(['purge', id]).code, 2, 'needs --yes');
  assert.equal(JSON.parse(run(['archive', 'list', '--json']).stdout)[0].id, id);
  assert.equal(run(['restore', id]).code, 0);
  assert.equal(JSON.parse(run(['list', '--json']).stdout).length, 1);
  assert.equal(run(['category', 'set', 'coding-standards', 'Prefer small PRs.', '--slot', 'reviews']).code, 0);
  assert.match(run(['category', 'get', 'coding-standards']).stdout, /coding-standards \/ reviews: Prefer small PRs\./);
  assert.match(engrim(['recall', '--db', db], { cwd: project, input: 'anything at all' }).stdout, /coding-standards \/ reviews/);
  assert.equal(run(['config', 'set', 'recall.budget', '600']).code, 0);
  assert.equal(run(['config', 'get', 'recall.budget']).stdout.trim(), '600');
  assert.match(run(['config', 'set', 'recall.budget', 'lots']).stderr, /bad value "lots" for "recall.budget"/);
  assert.match(run(['config', 'set', 'recall.budgett', '5']).stderr, /unknown config key "recall.budgett"/);
  const health = JSON.parse(run(['health', '--json']).stdout);
  assert.equal(health.tiers[0].tier, 'T3');
  assert.equal(run(['gc', '--json']).code, 0);
});

test('near duplicates merge (wording kept in the merge history); distinct memories do not; durable tiers are stricter', () => {
  const store = createTestStore();
  const { embedder } = loadEmbedder('');
  const a = remember(store, embedder, { content: 'We deploy the billing service with Helm charts on the staging cluster every Tuesday', tags: ['deploy'] }, T0).memory;
  const b = remember(store, embedder, { content: 'Note: we deploy the billing service with Helm charts on the staging cluster every Tuesday (again)', tags: ['ops'], agent: 'gemini' }, T0 + 1);
  assert.equal(b.merged, true);
  assert.equal(b.memory.id, a.id);
  assert.deepEqual(b.memory.tags, ['deploy', 'ops']);
  const detail = JSON.parse(store.db.prepare("SELECT detail FROM events WHERE kind = 'merge'").pluck().get() as string);
  assert.match(detail.content, /\(again\)/);
  assert.equal(detail.agent, 'gemini');
  const c = remember(store, embedder, { content: 'We deploy the search service with Terraform on the production cluster every Friday' }, T0 + 2);
  assert.equal(c.merged, false);
  assert.equal(store.count(), 2);
  // Templated texts that differ only in a number never merge (the embedding cannot see numbers).
  const b1 = remember(store, embedder, { content: 'Build 1287 of the payments service failed on main' }, T0 + 3);
  const b2 = remember(store, embedder, { content: 'Build 1288 of the payments service failed on main' }, T0 + 4);
  assert.equal(b2.merged, false);
  assert.notEqual(b1.memory.id, b2.memory.id);
  // Nor do texts that differ in one swapped name (a different fact, not a restatement).
  const k = remember(store, embedder, { content: 'We use Kafka for the message layer of the billing service' }, T0 + 5);
  const g = remember(store, embedder, { content: 'We use GraphQL for the message layer of the billing service' }, T0 + 6);
  assert.equal(g.merged, false);
  assert.notEqual(k.memory.id, g.memory.id);
  assert.equal(remember(store, embedder, { content: 'we use graphql for the message layer of the billing service!' }, T0 + 7).memory.id, g.memory.id, 'a case-only restatement still merges');
  assert.ok(nearDuplicateThreshold(0.9, 'T0') > nearDuplicateThreshold(0.9, 'T2'));
  assert.ok(nearDuplicateThreshold(0.9, 'T3') < nearDuplicateThreshold(0.9, 'T2'));
  // A question is no restatement of the statement it asks about.
  const kept = remember(store, embedder, { content: 'We keep the session cache in Redis.' }).memory;
  const asked = remember(store, embedder, { content: 'Should we keep the session cache in Redis or move it?' });
  assert.equal(asked.merged, false);
  assert.notEqual(asked.memory.id, kept.id);
});

test('saidWithin: a sentence said within a fuller one, in order; not turned around, not a word swapped, not a document quoting it', () => {
  const short = 'We use Redis for the session cache.';
  assert.equal(saidWithin(short, 'We use Redis for the session cache, because sticky sessions broke on the load balancer.'), true);
  assert.equal(saidWithin(short, 'We use Redis (v7) for the session cache with a 30 minute TTL.'), true, 'a word slipped in');
  assert.equal(saidWithin('Use pnpm for installs in every package', 'Use pnpm for installs in every package, not yarn: PnP broke Jest'), true, 'a rejected option after it');
  assert.equal(saidWithin(short, 'We never use Redis for the session cache.'), false, 'a negation inside');
  assert.equal(saidWithin(short, "Don't say we use Redis for the session cache; we moved to Memcached."), false, 'a negation just before');
  assert.equal(saidWithin('Use pnpm for installs in every package', 'Use npm instead of pnpm for installs in every package'), false, 'turned around by a swap');
  assert.equal(saidWithin(short, 'We use Memcached for the session cache.'), false, 'a word swapped');
  assert.equal(saidWithin('What have you been doing lately?', 'What? I have been doing yoga and you have been lately busy.'), false, 'words scattered over another text');
  assert.equal(saidWithin(short, `${short} ${'Then more on other things entirely. '.repeat(4)}`), false, 'a document that quotes it');
  assert.equal(saidWithin('Keep it up!', 'Nice work on the release, keep it up!'), false, 'too short to say anything alone');
  assert.equal(saidWithin(short, 'Why do we use Redis for the session cache when nothing reads it after a restart?'), false, 'asked, not said');
  assert.equal(saidWithin(short, 'Should we use Redis for the session cache or move it?'), false, 'asked, not said');
  assert.equal(saidWithin(short, 'If we use Redis for the session cache, a restart logs everyone out.'), false, 'supposed, not said');
  assert.equal(saidWithin('We use Redis for the session cache, because sticky sessions broke.', short), false, 'the longer is never within the shorter');
});

test('a fuller statement of a memory merges into it and the memory takes its words; a shorter one merges and changes nothing; nothing said is lost', () => {
  const store = createTestStore();
  const { embedder } = loadEmbedder('');
  const a = remember(store, embedder, { content: 'We use Redis for the session cache.', tags: ['cache'] }, T0);
  const fuller = 'We use Redis for the session cache, because sticky sessions broke on the load balancer.';
  const b = remember(store, embedder, { content: fuller, agent: 'gemini' }, T0 + DAY);
  assert.equal(b.merged, true);
  assert.equal(b.fuller, true);
  assert.equal(b.memory.id, a.memory.id);
  assert.equal(b.memory.content, fuller);
  assert.equal(b.memory.created_at, T0, 'first said then');
  assert.equal(store.count(), 1);
  // Its index and vector are the new words': both sides of search find it by what only they say.
  assert.equal(search(store, 'load balancer', { embedder, mode: 'fulltext' }).hits[0]?.memory.id, a.memory.id);
  assert.equal(search(store, 'sticky sessions load balancer', { embedder, mode: 'semantic' }).hits[0]?.memory.id, a.memory.id);
  assert.deepEqual(store.wordings(a.memory.id).map((w) => [w.was, w.agent]), [['We use Redis for the session cache.', 'gemini']]);
  // Said again with less: merged, the fuller words stay, the shorter ones are in its history.
  const c = remember(store, embedder, { content: 'We use Redis for the session cache' }, T0 + 2 * DAY);
  assert.equal(c.memory.id, a.memory.id);
  assert.ok(!c.fuller);
  assert.equal(store.get(a.memory.id)!.content, fuller);
  // Turned around, or another fuller statement of the first words only: a memory of its own (the one turned around
  // turns Redis down, and retires the statement it reverses).
  const turned = remember(store, embedder, { content: 'We no longer use Redis for the session cache.' }, T0 + 3 * DAY);
  assert.deepEqual([turned.merged, turned.superseded], [false, [a.memory.id]]);
  assert.equal(remember(store, embedder, { content: 'We use Redis for the session cache with a 30 minute TTL.' }, T0 + 4 * DAY).merged, false);
  assert.equal(store.count(), 2);
  assert.equal(store.get(a.memory.id)!.superseded_by, turned.memory.id);
  // Off with near-duplicate merging.
  const off = createTestStore();
  remember(off, embedder, { content: 'We use Redis for the session cache.' }, T0, { ...cfg, nearDuplicate: 0 });
  assert.equal(remember(off, embedder, { content: fuller }, T0 + 1, { ...cfg, nearDuplicate: 0 }).merged, false);
});

test('a decision said again with the same rejections and more to its choice takes the fuller words; its first words said again merge into it and change nothing', () => {
  const store = createTestStore();
  const { embedder } = loadEmbedder('');
  const first = remember(store, embedder, { content: 'Decision: keep user sessions in Redis. Rejected: Memcached because it loses sessions on restart' }, T0).memory;
  const fuller = remember(store, embedder, { content: 'Decision: keep user sessions in Redis with a 30 minute idle timeout. Rejected: Memcached because it loses sessions on restart' }, T0 + DAY);
  assert.deepEqual([fuller.memory.id, fuller.fuller], [first.id, true]);
  assert.equal(fuller.memory.decision?.chosen, 'keep user sessions in Redis with a 30 minute idle timeout.');
  assert.deepEqual(fuller.memory.decision?.rejected, [{ option: 'Memcached', reason: 'it loses sessions on restart' }]);
  // The first words said again (a hook re-reading an old turn, an agent repeating itself): that memory, unchanged.
  const again = remember(store, embedder, { content: 'Decision: keep user sessions in Redis. Rejected: Memcached because it loses sessions on restart' }, T0 + 2 * DAY);
  assert.deepEqual([again.memory.id, again.merged, !!again.fuller], [first.id, true, false]);
  assert.match(store.get(first.id)!.content, /30 minute idle timeout/);
  assert.equal(store.count(), 1);
});

test('a note said again as a decision becomes it, and replaces what the decision turns down, even when written after the note', () => {
  const store = createTestStore();
  const { embedder } = loadEmbedder('');
  const note = remember(store, embedder, { content: 'We use Redis to cache sessions in the API gateway.' }, T0).memory;
  const other = remember(store, embedder, { content: 'Decision: use Memcached to cache sessions in the API gateway' }, T0 + DAY).memory;
  const r = remember(store, embedder, { content: 'We use Redis to cache sessions in the API gateway instead of Memcached, because Memcached loses every session on a restart.' }, T0 + 2 * DAY);
  assert.equal(r.memory.id, note.id);
  assert.equal(r.fuller, true);
  assert.equal(r.memory.kind, 'decision');
  assert.deepEqual(r.memory.decision?.rejected?.map((x) => x.option), ['Memcached']);
  assert.deepEqual(r.superseded, [other.id], 'the decision written after the note, before the fuller statement');
  assert.equal(store.get(other.id)!.superseded_by, note.id);
  // A decision and a convention stay two, whatever their words.
  const conv = remember(store, embedder, { content: 'Convention: run the linter before every commit in this repo' }, T0 + 3 * DAY).memory;
  const dec = remember(store, embedder, { content: 'run the linter before every commit in this repo, because CI rejects lint errors', kind: 'decision' }, T0 + 4 * DAY);
  assert.equal(dec.merged, false);
  assert.equal(store.get(conv.id)!.content, 'run the linter before every commit in this repo');
});

test('the optional classifier is asked after the source heuristic, and only then', () => {
  const store = createTestStore();
  const file = join(tempDir(), 'classify.cjs');
  writeFileSync(file, "exports.classify = (m) => (/security/i.test(m.content) ? 'T0' : undefined);");
  const withClassifier = { ...cfg, classifier: file };
  assert.equal(remember(store, null, { content: 'Security: rotate keys quarterly' }, T0, withClassifier).memory.tier, 'T0');
  assert.equal(remember(store, null, { content: 'Security review notes', type: 'episodic' }, T0, withClassifier).memory.tier, 'T2', 'heuristic first');
  assert.equal(remember(store, null, { content: 'Security policy', tier: 'T3' }, T0, withClassifier).memory.tier, 'T3', 'explicit first');
  assert.equal(remember(store, null, { content: 'Lunch is at noon' }, T0, withClassifier).memory.tier, 'T2');
});

test('a decision that turns down what an earlier one chose, on the same topic, supersedes it; another topic does not', () => {
  const store = createTestStore();
  const say = (content: string, at: number) => remember(store, null, { content, created_at: at }, at).memory;
  const jest = say('Decision: use Jest for unit tests', 1_000);
  const billing = say('Decision: we chose Postgres because billing needs transactions', 2_000);
  const kept = say('Decision: keep Vitest out of the e2e suite. Rejected: Jest because it is slow there', 2_500);
  const vitest = say('Decision: use Vitest for unit tests. Rejected: Jest because its ESM support needs flags', 3_000);
  const cache = say('Decision: we chose SQLite because the cache is local. Rejected: Postgres because it needs a server', 4_000);
  assert.equal(store.require(jest.id).superseded_by, vitest.id, 'same topic (unit tests): replaced');
  assert.equal(store.require(billing.id).superseded_by, null, 'a cache is not billing: still current');
  assert.equal(store.require(kept.id).superseded_by, null, 'a decision that rejected Jest too is not replaced by another that does');
  assert.equal(store.require(cache.id).superseded_by, null);
  // Recall shows the current decision, not the one it replaced.
  const text = recall(store, 'should the unit tests run on Jest?').text;
  assert.match(text, /Decision: use Vitest for unit tests/);
  assert.doesNotMatch(text, /Decision: use Jest for unit tests/);
  // A wrong link is undone: restore brings the superseded decision back.
  assert.equal(store.restore(jest.id).superseded_by, null);
  assert.match(recall(store, 'should the unit tests run on Jest?').text, /Decision: use Jest for unit tests/);
});

test('an option turned down supersedes only what chose all of it as words: not a part of a name ("Bull" of BullMQ, "node-fetch" of fetch in Node), not an act of verbs only, not on a word of no topic', () => {
  const store = createTestStore();
  const say = (content: string, at: number) => remember(store, null, { content, created_at: at }, at).memory;
  const bullmq = say('Decision: the job queue is BullMQ on the Redis we already run for sessions', 1_000);
  say('Decision: migrate the job queue to BullMQ. Rejected: Bull because it is in maintenance mode', 2_000);
  assert.equal(store.require(bullmq.id).superseded_by, null, 'Bull is not BullMQ');
  const fetch = say('Decision: replace the request package with the built-in fetch in Node 20', 3_000);
  say('Decision: use the built-in fetch for the webhook sender. Rejected: node-fetch because Node 20 has fetch', 4_000);
  assert.equal(store.require(fetch.id).superseded_by, null, 'node-fetch is not "fetch in Node"');
  const jest = say('Decision: keep Jest for now. Moving to Vitest would take a week', 5_000);
  say("Decision: keep the nightly export on the VM for now. Rejected: moving it to a because it needs the VPN", 6_000);
  assert.equal(store.require(jest.id).superseded_by, null, 'an option of verbs only names nothing');
  const rls = say("Decision: let's go with Postgres row-level security for tenant isolation", 7_000);
  say("Decision: let's keep the session store in Redis. Rejected: Postgres because it adds a write per request", 8_000);
  assert.equal(store.require(rls.id).superseded_by, null, '"let\'s" is no topic');
  // The same option on one topic still supersedes.
  const npm = say('Decision: keep the monorepo on npm workspaces', 9_000);
  say('Decision: move the monorepo to pnpm workspaces. Rejected: npm because its hoisting hides missing dependencies', 10_000);
  assert.ok(store.require(npm.id).superseded_by);
});

test('an option turned down leaves standing what chose another version of it, shares only a number with it, turned it down itself, or likened something to it', () => {
  const store = createTestStore();
  const say = (content: string, at: number) => remember(store, null, { content, created_at: at }, at).memory;
  const py = say('We will stay on Python 3.11 instead of 3.12 until numba supports it.', 1_000);
  const later = say("We'll keep Python 3.11 for this release. 3.12 breaks two of our C extensions.", 2_000);
  assert.deepEqual(later.decision?.rejected?.map((r) => r.option), ['Python 3.12']);
  assert.equal(store.require(py.id).superseded_by, null, 'Python 3.11 is not Python 3.12');
  const run = say('Set the Cloud Run concurrency from 80 down to 20 since each request loads a large PDF.', 3_000);
  const dropped = say('Dropped the `request` package everywhere and replaced its 9 call sites with the built-in `fetch` in Node 20.', 4_000);
  assert.match(dropped.decision?.rejected?.[0]?.option ?? '', /^request\b/);
  assert.equal(store.require(run.id).superseded_by, null, '"20" is no topic');
  const r2 = say("User uploads are stored in Cloudflare R2; S3's egress fees were what ruled it out.", 5_000);
  const minio = say('We moved the image uploads from our own MinIO box to Cloudflare R2, because egress fees on S3-compatible storage kept growing.', 6_000);
  const s3 = say('Storage: S3 with lifecycle rules. A self-hosted MinIO was considered and dropped — nobody wants to operate it.', 7_000);
  say("Object storage is Backblaze B2 behind Cloudflare. S3's egress fees were 70% of the storage bill for our video downloads.", 8_000);
  assert.equal(store.require(r2.id).superseded_by, null, 'it turned S3 down itself');
  assert.equal(store.require(minio.id).superseded_by, null, '"S3-compatible" chose no S3');
  assert.ok(store.require(s3.id).superseded_by, 'the one that chose S3 is replaced');
});

test('an option turned down for the one place a decision speaks of ("I didn\'t use Redis for this", "Postgres for it") leaves standing what chose it elsewhere', () => {
  const store = createTestStore();
  // Captured from an agent's response, as the capture hook stores it.
  const say = (text: string, at: number) => extractDecisions(text).map(({ supersedes: _s, context: _c, ...c }) => remember(store, null, { ...c, created_at: at }, at).memory)[0];
  const search = say('Search results are cached for 60 seconds in Redis; caching longer showed stale prices.', 1_000);
  const pages = say("Product pages are cached at the CDN for 60 s. I didn't use Redis for this since the pages are public and the CDN already sits in front.", 2_000);
  assert.deepEqual(pages.decision?.rejected?.map((r) => r.option), ['Redis']);
  assert.equal(store.require(search.id).superseded_by, null, 'Redis turned down for the product pages only');
  const primary = say('Orders and users stay in Postgres as the primary store; CockroachDB would double our hosting bill.', 3_000);
  say('The feature store lives in Redis with a 7-day TTL. I tried Postgres for it first, but reads at 3k/s pushed the primary store to 80% CPU.', 4_000);
  assert.equal(store.require(primary.id).superseded_by, null, 'Postgres turned down for the feature store only');
  // Turned down with no such scope, on the same topic, it is replaced.
  say('Search results are cached in Memcached now instead of Redis, which kept evicting sessions under load.', 5_000);
  assert.ok(store.require(search.id).superseded_by);
});

test('a decision that chooses another tool of the kind it turns down supersedes the one that chose it, though they share no other word', () => {
  const store = createTestStore();
  const say = (content: string, at: number) => remember(store, null, { content, created_at: at }, at).memory;
  const dateFns = say("Decision: don't use moment, use date-fns. Rejected: moment because it is mutable and heavy", 1_000);
  const orm = say('Decision: use date-fns-tz in the report emails', 1_500);
  const dayjs = say('Decision: use dayjs, it is smaller. Rejected: date-fns because it is 14 kB more', 2_000);
  assert.equal(store.require(dateFns.id).superseded_by, dayjs.id, 'dayjs is a date library, as date-fns is');
  assert.equal(store.require(orm.id).superseded_by, null, 'date-fns-tz is another name');
  // Another kind chosen leaves it standing.
  const jest = say('Decision: run the unit tests with Jest', 3_000);
  say('Decision: lint with Biome. Rejected: Jest because it is no linter', 4_000);
  assert.equal(store.require(jest.id).superseded_by, null);
});

test('a decision that takes what an earlier one turned down, on the same topic, reverses it; on another topic, or turning it down too, it does not', () => {
  const store = createTestStore();
  const say = (content: string, at: number) => remember(store, null, { content, created_at: at }, at);
  const sqlc = say('Decision: DB access uses sqlc. Rejected: GORM because queries should be plain SQL', 1_000).memory;
  const router = say('Decision: the HTTP router is chi. Rejected: gin because it leaves net/http', 1_500).memory;
  const admin = say('Decision: use GORM for the admin tool', 2_000);
  assert.equal(store.require(sqlc.id).superseded_by, null, 'the admin tool is not DB access');
  const ginToo = say('Decision: keep the HTTP router on chi, never gin', 2_500);
  assert.deepEqual(ginToo.superseded, [], 'it turns gin down itself');
  const gorm = say('Switched DB access to GORM.', 3_000);
  assert.equal(store.require(sqlc.id).superseded_by, gorm.memory.id);
  assert.deepEqual(gorm.reversed, [sqlc.id]);
  assert.equal(store.require(router.id).superseded_by, null);
  assert.deepEqual(admin.superseded, []);
  // Recall no longer flags GORM as turned down.
  assert.doesNotMatch(recall(store, 'add a GORM model for invoices').text, /rejected earlier/);
});

test('a user who goes back to a tool the agent turned down ("actually let\'s go back to celery, dramatiq\'s … keeps confusing everyone") replaces the decision, though the prompt writes both in lower case', () => {
  const store = createTestStore();
  const store_ = (text: string, prompt: string | undefined, at: number) =>
    extractDecisions(text, prompt).map(({ supersedes: _s, context: _c, ...c }) => remember(store, null, { ...c, created_at: at }, at));
  const [dramatiq] = store_("I went with Dramatiq on Redis rather than Celery; Celery's config surface is much bigger than we need for three tasks.", 'set up a task queue', 1_000);
  const [back] = store_(
    'Moved the background tasks back to Celery: the Dramatiq actors are rewritten as Celery tasks.',
    "actually let's go back to celery, dramatiq's retry middleware keeps confusing everyone",
    2_000,
  );
  assert.match(back.memory.content, /go back to celery/);
  // It turns down what the earlier one chose, on its topic (both name Celery): the earlier one is replaced.
  assert.deepEqual(back.superseded, [dramatiq.memory.id]);
  assert.doesNotMatch(recall(store, 'add a celery task that sends the weekly digest').text, /rejected earlier/);
});

test('found by hand (a Django booking API): the user moves a job off a tool; what the agent says it carried out joins their decision, and what it says is gone is neither chosen nor kept current', () => {
  const store = createTestStore();
  const store_ = (text: string, prompt: string | undefined, at: number) =>
    extractDecisions(text, prompt).map(({ supersedes: _s, context, ...c }) => remember(store, null, { ...c, context: context ?? null, created_at: at }, at));
  store_('Reminders go out through Celery with Redis as the broker; a beat schedule runs every 5 minutes.', 'add reminder emails', 1_000);
  const [interval] = store_("Bumped the Celery beat interval from 5 to 2 minutes so a rescheduled appointment doesn't miss its reminder.", 'reschedule from the email', 2_000);
  const turn = store_(
    'Switched the task queue to django-q2 with the ORM broker, as you asked. Celery, its beat scheduler and the Redis container are gone from docker-compose.yml; the reminder job is now a django-q2 schedule.',
    "actually let's move the reminders to django-q2, I don't want to run redis just for celery",
    3_000,
  );
  const current = turn.map((r) => store.require(r.memory.id));
  // Two memories: what is gone (turning Celery down), and the user's decision turning Redis down, with the agent's
  // "as you asked" as its search-only context.
  assert.deepEqual(current.map((m) => [m.decision?.rejected?.map((r) => r.option), m.superseded_by]), [[['Celery'], null], [['redis'], null]]);
  assert.match(current[1].context ?? '', /as you asked/);
  // The setting of the tool that is gone is no longer current.
  assert.ok(store.require(interval.memory.id).superseded_by);
});

test("supersession stays in the namespace: another team's decision that chose the option is not replaced", () => {
  const store = createTestStore();
  const say = (content: string, namespace: string, at: number) => remember(store, null, { content, namespace }, at).memory;
  const teamB = say('Decision: use Jest for unit tests', 'team-b', 1_000);
  const vitest = say('Decision: use Vitest for unit tests. Rejected: Jest because it needs flags for ESM', 'team-a', 2_000);
  assert.equal(store.require(teamB.id).superseded_by, null);
  assert.equal(supersedeByOption(store, vitest.id, 'Jest', 3_000), null, '"switching from Jest" looks in its own namespace too');
  const teamA = say('Decision: use Jest for the unit tests of the CLI', 'team-a', 500);
  assert.equal(supersedeByOption(store, vitest.id, 'Jest', 3_000), teamA.id);
});

test('a convention turned around neither merges into the one it contradicts nor leaves it current', () => {
  const store = createTestStore();
  const model = loadEmbedder('').embedder!;
  const say = (content: string, at: number) => remember(store, model, { content, created_at: at }, at);
  const pnpm = say('Convention: use pnpm for every package in this repo', 1_000).memory;
  const yarn = say('Convention: never use yarn in this repo', 2_000).memory;
  const docs = say('Decision: use pnpm for the docs site', 3_000).memory;
  // Cosine 0.98 and only words added, but "instead" turns it around: no restatement.
  const npm = say('Convention: use npm instead of pnpm for every package in this repo', 4_000);
  assert.equal(npm.merged, false);
  assert.deepEqual(npm.superseded, [pnpm.id], 'the convention that chose pnpm, on the same topic');
  // The name it turns down is held as a rejected option: a prompt that proposes pnpm again is told.
  assert.deepEqual(npm.memory.decision?.rejected, [{ option: 'pnpm' }]);
  assert.match(recall(store, 'add pnpm workspaces to the repo', { embedder: model }).text, /\(this prompt mentions pnpm, rejected earlier\) use npm instead of pnpm/);
  assert.equal(store.require(yarn.id).superseded_by, null, 'it turned yarn down, it chose nothing npm replaces');
  assert.equal(store.require(docs.id).superseded_by, null, 'the docs site is another topic');
  // A convention that turns the option down itself is not replaced by a decision that rejects it too.
  const never = say('Convention: never use Jest for the unit tests', 5_000).memory;
  say('Decision: use Vitest for the unit tests. Rejected: Jest because it needs Babel for ESM', 6_000);
  assert.equal(store.require(never.id).superseded_by, null);
  // Nor one that turned down the option's plural ("not offsets" of "offset").
  const cursors = say('Decision: paginate the feed with cursors and not offsets, because offsets skip rows', 7_000).memory;
  say('Decision: keyset pagination for the feed. Rejected: offset because it gets slow past a few thousand rows', 8_000);
  assert.equal(store.require(cursors.id).superseded_by, null);
  // Said again with the same polarity, it still merges.
  assert.equal(say('Convention: Never use yarn in this repo!', 7_000).merged, true);
  assert.deepEqual(turnedDownIn('Use npm instead of pnpm; never use Moment, stop using Lerna and never commit to main'), ['pnpm', 'Moment', 'Lerna']);
  assert.deepEqual(turnedDownIn('from now on, use pnpm not npm'), ['npm']);
});

test('a decision said again in other words merges into the first; one that rejects the same option about something else does not', () => {
  const store = createTestStore();
  const say = (content: string, namespace = 'default') => remember(store, null, { content, namespace }, T0);
  const first = say('Used BullMQ instead of RabbitMQ, since we already run Redis.');
  const again = say('Reminder: we use BullMQ rather than RabbitMQ, because Redis is already running.');
  assert.deepEqual([again.merged, again.memory.id], [true, first.memory.id], 'same rejected option, mostly the same words: one decision');
  assert.equal(store.require(first.memory.id).revision, 2);
  const unit = say('We chose Vitest over Jest for unit tests because Jest needs a transform for ESM.');
  const e2e = say('We chose Playwright over Jest for e2e tests because it drives real browsers.');
  assert.equal(e2e.merged, false, 'both reject Jest, about different tests');
  assert.notEqual(e2e.memory.id, unit.memory.id);
  assert.equal(say('Reminder: we use BullMQ rather than RabbitMQ, because Redis is already running.', 'other').merged, false, 'another namespace keeps its own');
  // Two choices that turned down the same option for the same reason are two decisions, not one said again.
  const json = say('The config format stays JSON; YAML was considered but its implicit typing bit us before.');
  const toml = say('The config format is TOML — YAML was considered but its implicit typing bit us twice.');
  assert.equal(toml.merged, false, 'JSON and TOML: each names what the other never says');
  assert.notEqual(toml.memory.id, json.memory.id);
  // The same choice said again, a tool in lower case in one and capitalised in the other, still merges.
  const dateFns = say("I'm using date-fns here rather than Moment, which is in maintenance mode and not tree-shakeable.");
  const again2 = say('I switched the date handling from moment to date-fns, since moment is in maintenance mode and date-fns tree-shakes.');
  assert.deepEqual([again2.merged, again2.memory.id], [true, dateFns.memory.id]);
  // With merging off (lifecycle.nearDuplicate 0, as the bench stores its datasets), it is stored as given.
  const off = remember(store, null, { content: 'We use BullMQ rather than RabbitMQ as Redis already runs.' }, T0, { ...cfg, nearDuplicate: 0 });
  assert.equal(off.merged, false);
});

test('a short decision said within a long one (another agent restating it) merges: most of its words, and five at least', () => {
  const store = createTestStore();
  const say = (content: string, rejected: string) => remember(store, null, { content, kind: 'decision', decision: { chosen: content.split('. ')[0], rejected: [{ option: rejected }] } }, T0);
  const long = say(
    'The ingest service now consumes from NATS JetStream with a durable pull consumer, acking after the row is committed to Postgres. Kafka was the obvious alternative, but for 2k messages a second a three-broker cluster plus ZooKeeper is a lot to run for two people, and JetStream ships inside the NATS binary we already deploy for request/reply.',
    'Kafka',
  );
  const again = say("We're staying on JetStream rather than Kafka: the NATS server is already deployed and the message rate is far below what would justify a Kafka cluster.", 'Kafka');
  assert.deepEqual([again.merged, again.memory.id], [true, long.memory.id]);
  // Fewer words in common, though most of the short one's: two decisions.
  const other = say('Audit events go to JetStream too, not Kafka.', 'Kafka');
  assert.equal(other.merged, false);
});

test('CLI: remember says which decision it superseded and how to undo it', () => {
  const db = join(tempDir(), 's.db');
  const old = JSON.parse(engrim(['remember', 'Decision: deploy the docs with Netlify', '--json', '--db', db]).stdout).id;
  const r = engrim(['remember', 'Decision: deploy the docs with GitHub Pages. Rejected: Netlify because of the build minutes', '--db', db]);
  assert.match(r.stdout, new RegExp(`supersedes ${old}, an earlier decision that chose what this one rejects \\(\`engrim restore ${old}\` to undo\\)`));
  assert.match(engrim(['list', '--all', '--db', db]).stdout, new RegExp(`${old} .*\\[superseded by \\w+\\]`));
  assert.equal(engrim(['restore', old, '--db', db]).code, 0);
  assert.equal(JSON.parse(engrim(['show', old, '--json', '--db', db]).stdout).superseded_by, null);
  // One that takes what the earlier one turned down says so.
  const back = engrim(['remember', 'Switched the docs deploy to Netlify.', '--db', db]);
  assert.match(back.stdout, /supersedes \w+, an earlier decision that turned down what this one chooses/);
});

test('CLI: "we moved X from A to B because …" supersedes the decision that chose A', () => {
  const db = join(tempDir(), '.engrim.db');
  const id = (r: { stdout: string }) => JSON.parse(r.stdout).id as string;
  const flyio = id(engrim(['remember', 'Decision: deploy with GitHub Actions to Fly.io. Rejected: Heroku because of cost', '--json', '--db', db]));
  const moved = engrim(['remember', 'We moved deploys from Fly.io to Render because Fly.io had two outages in a month.', '--db', db]);
  assert.match(moved.stdout, new RegExp(`supersedes ${flyio}`));
  assert.equal(JSON.parse(engrim(['show', flyio, '--json', '--db', db]).stdout).superseded_by, /^stored (\S+)/.exec(moved.stdout)![1]);
});

test('CLI: a note that says a thing is in use is retired by a later decision that moves the same part away from it; a note that only names it, or asks, is not', () => {
  const db = join(tempDir(), '.engrim.db');
  const id = (text: string) => JSON.parse(engrim(['remember', text, '--json', '--db', db]).stdout).id as string;
  const supersededBy = (memory: string) => JSON.parse(engrim(['show', memory, '--json', '--db', db]).stdout).superseded_by as string | null;
  const pg15 = id('We run PostgreSQL 15 on RDS for the main database.');
  const cache = id('We keep the session cache in Redis.');
  const incident = id('Redis latency spiked during the incident on Monday, for the session cache too.');
  const asked = id('Should the session cache stay in Redis, or is it time to move it?');
  const upgrade = id('We upgraded the main database from PostgreSQL 15 to 16 because we need pg_stat_io.');
  assert.equal(supersededBy(pg15), upgrade);
  const said = engrim(['remember', 'We moved the session cache from Redis to Memcached because Redis persistence was never used.', '--db', db]).stdout;
  const moved = /^stored (\S+)/.exec(said)![1];
  assert.equal(supersededBy(cache), moved);
  assert.match(said, new RegExp(`supersedes ${cache}, an earlier note that said what this one rejects is in use \\(\`engrim restore ${cache}\` to undo\\)`));
  assert.equal(supersededBy(incident), null, 'names Redis, says nothing of using it');
  assert.equal(supersededBy(asked), null, 'a question states nothing in use');
  const recalled = engrim(['recall', '--db', db], { input: 'What do we use for the session cache?' }).stdout;
  assert.doesNotMatch(recalled, /We keep the session cache in Redis/);
});

test('"switching from X" supersedes the decision that chose X as a word, not one that holds it inside another ("Go" in "Django")', () => {
  const store = createTestStore();
  const say = (content: string, at: number) => store.remember({ content, kind: 'decision', created_at: at }).memory;
  const django = say('We decided to build the admin in Django because it ships one', 1_000);
  const go = say('We decided to write the CLI in Go', 2_000);
  const rust = say('We are switching from Go to Rust for the CLI', 3_000);
  assert.equal(supersedeByOption(store, rust.id, 'Go', 4_000), go.id);
  assert.equal(store.require(django.id).superseded_by, null);
});

test('a decision that turned down another option holding a part of this one\'s name ("fastify-type-provider-zod" holds "type", as "TypeBox" does) is still its chooser', () => {
  const store = createTestStore();
  const typebox = remember(store, null, {
    content: 'I went with TypeBox: it compiles to the JSON Schema that Fastify already validates with.',
    kind: 'decision',
    decision: { chosen: 'I went with TypeBox: it compiles to the JSON Schema that Fastify already validates with.', rejected: [{ option: 'Zod + fastify-type-provider-zod' }] },
  }, 1_000).memory;
  const zod = remember(store, null, { content: 'Switched request validation from TypeBox to Zod: the product team wants the same schemas in the React forms.' }, 2_000);
  assert.deepEqual(zod.memory.decision?.rejected?.map((r) => r.option), ['TypeBox']);
  assert.deepEqual(zod.superseded, [typebox.id]);
  // One that turned the option itself down is not its chooser.
  const kept = remember(store, null, { content: 'We chose Joi over TypeBox for the admin API because the admin team knows it.', kind: 'decision', decision: { chosen: 'Joi', rejected: [{ option: 'TypeBox' }] } }, 3_000).memory;
  assert.deepEqual(remember(store, null, { content: 'Switched the admin API validation from TypeBox to Valibot because Joi is too slow.' }, 4_000).superseded, []);
  assert.equal(store.require(kept.id).superseded_by, null);
});

test('a rejection retires an earlier choice on its topic, not one that shares a word of no topic ("file", "nightly", "memory")', () => {
  const store = createTestStore();
  const decide = (content: string, chosen: string, option: string, at: number) => remember(store, null, { content, kind: 'decision', decision: { chosen, rejected: [{ option }] }, created_at: at }, at).memory;
  const flags = decide('The feature flags live in a TOML file in the repo rather than in Unleash.', 'The feature flags live in a TOML file in the repo', 'Unleash', 1_000);
  const cron = decide("I'm leaving the nightly cleanup cron job on the VM instead of moving it to Cloud Scheduler.", "I'm leaving the nightly cleanup cron job on the VM", 'Cloud Scheduler', 1_000);
  const cache = decide('Caching uses an in-process LRU rather than Memcached.', 'Caching uses an in-process LRU', 'Memcached', 1_000);
  assert.deepEqual(remember(store, null, { content: 'The app settings file is JSON, not TOML, because the loader has no TOML parser.', kind: 'decision', decision: { chosen: 'The app settings file is JSON', rejected: [{ option: 'TOML' }] }, created_at: 2_000 }, 2_000).superseded, []);
  assert.deepEqual(remember(store, null, { content: 'Moved the nightly database dump from a cron job to pgBackRest.', kind: 'decision', decision: { chosen: 'Moved the nightly database dump to pgBackRest', rejected: [{ option: 'cron job' }] }, created_at: 2_000 }, 2_000).superseded, []);
  // One word of a topic is enough: "cache".
  assert.deepEqual(remember(store, null, { content: 'The cache is Memcached now, not an LRU per process.', kind: 'decision', decision: { chosen: 'The cache is Memcached now', rejected: [{ option: 'LRU' }] }, created_at: 3_000 }, 3_000).superseded, [cache.id]);
  assert.equal(store.require(flags.id).superseded_by, null);
  assert.equal(store.require(cron.id).superseded_by, null);
});

test('"after all" reverses the earlier decision on its topic, not every one that turned the tool down', () => {
  const store = createTestStore();
  const decide = (content: string, option: string, at: number) => remember(store, null, { content, kind: 'decision', decision: { chosen: content, rejected: [{ option }] }, created_at: at }, at).memory;
  const sessions = decide('Sessions are stored in Postgres now via connect-pg-simple. Redis would also work, but we run no Redis yet.', 'Redis', 1_000);
  const jobs = decide('I used pg-boss for the charge jobs because it runs on the Postgres we already have. BullMQ needs Redis.', 'Redis', 2_000);
  const back = remember(store, null, { content: "ok we're adding redis for the product cache anyway, so let's move sessions to redis after all", kind: 'decision', created_at: 3_000 }, 3_000);
  assert.deepEqual(back.superseded, [sessions.id]);
  assert.equal(store.require(jobs.id).superseded_by, null, 'the job queue decision stands');
  // Sharing no word of either topic, it answers the latest of them alone.
  const store2 = createTestStore();
  const first = remember(store2, null, { content: 'Search runs on Postgres full-text search; Meilisearch is one more service.', kind: 'decision', decision: { chosen: 'Postgres full-text search', rejected: [{ option: 'Meilisearch' }] }, created_at: 1_000 }, 1_000).memory;
  const second = remember(store2, null, { content: 'The docs site uses Pagefind; Meilisearch needs a server.', kind: 'decision', decision: { chosen: 'Pagefind', rejected: [{ option: 'Meilisearch' }] }, created_at: 2_000 }, 2_000).memory;
  const reversed = remember(store2, null, { content: "let's use meilisearch after all, typo tolerance matters more than I thought", kind: 'decision', created_at: 3_000 }, 3_000);
  assert.deepEqual(reversed.superseded, [second.id]);
  assert.equal(store2.require(first.id).superseded_by, null);
});

test('a replaced decision\'s other rejected options are carried over to the decision replacing it, and still flag a prompt that proposes them', () => {
  const store = createTestStore();
  const store_ = (text: string, at: number) => extractDecisions(text).map(({ supersedes: _s, context: _c, ...c }) => remember(store, null, { ...c, created_at: at }, at));
  const [lgbm] = store_('The churn model is a LightGBM classifier now. On the holdout set it gets 0.87 AUC against 0.81 for the logistic regression baseline.\n\nI also tried XGBoost: 0.87 AUC as well, but training took 6 minutes and the model file is 5x larger.', 1_000);
  assert.deepEqual(lgbm.memory.decision?.rejected?.map((r) => r.option), ['logistic regression', 'XGBoost']);
  const [back] = store_('Switched the model back to logistic regression as you asked. The LightGBM code is kept in models/lgbm.py but no longer used by train.py.', 2_000);
  assert.equal(store.require(lgbm.memory.id).superseded_by, back.memory.id);
  const now = store.require(back.memory.id);
  // LightGBM its own; XGBoost carried, with its reason and where it came from; logistic regression, now chosen, not.
  assert.deepEqual(now.decision?.rejected?.map((r) => [r.option, r.from]), [['LightGBM', undefined], ['XGBoost', lgbm.memory.id]]);
  assert.match(now.decision!.rejected![1].reason ?? '', /6 minutes/);
  assert.match(recall(store, 'try xgboost for the churn model').text, /this prompt mentions XGBoost, rejected earlier/);
  // An export line keeps it as it is.
  const line = parseImportLine(exportLine(now));
  assert.ok('input' in line);
  assert.deepEqual(line.input.decision, now.decision);
});

test('remember embeds before it takes the write lock, so other writers never wait on the model', () => {
  const store = createTestStore();
  const model = loadEmbedder('').embedder!;
  const inTransaction: boolean[] = [];
  const watched = { ...model, id: model.id, dim: model.dim, embed: (text: string) => (inTransaction.push(store.db.inTransaction), model.embed(text)) };
  const stored = remember(store, watched, { content: 'We chose Postgres over MongoDB because orders and payments need transactions.' });
  assert.ok(stored.memory.id);
  assert.deepEqual(inTransaction, [false], 'embedded once, outside any transaction');
  assert.equal(store.vectorOf(store.rowidOf(stored.memory.id)!, model.id, 'default')?.content, stored.memory.content, 'and the vector is stored with it');
});

test('a user going back on a decision "after all" reverses the one that turned the tool down, though they share no other word; what the agent took is turned down whole', () => {
  const store = createTestStore();
  const store_ = (text: string, prompt: string | undefined, at: number, previous?: { response: string; question?: string }) =>
    extractDecisions(text, prompt, previous).map(({ supersedes: _s, context: _c, ...c }) => remember(store, null, { ...c, created_at: at }, at));
  const first = 'The lookup was a `LIKE` scan over every SKU, which timed out on big catalogues. I switched it to Postgres trigram indexes: `pg_trgm` with a GIN index on the SKU column. Typesense came up in the ticket, but it is one more service to keep in sync for one box.';
  const [trigram] = store_(first, 'the SKU lookup is slow', 1_000);
  assert.deepEqual(trigram.memory.decision?.rejected?.map((r) => r.option), ['a LIKE scan over every SKU', 'Typesense']);
  const [back] = store_('Moved the SKU lookup to Typesense, synced from an Oban job on every product write.', "actually, let's use typesense after all, fuzzy matching matters more than I thought", 2_000, { response: first });
  assert.equal(store.require(trigram.memory.id).superseded_by, back.memory.id);
  assert.deepEqual(back.memory.decision?.rejected?.map((r) => r.option), ['Postgres trigram indexes']);
  // Without "after all", a decision that shares no word of the topic reverses nothing.
  const store2 = createTestStore();
  const [kept] = extractDecisions(first, 'the SKU lookup is slow').map(({ supersedes: _s, context: _c, ...c }) => remember(store2, null, { ...c, created_at: 1_000 }, 1_000));
  remember(store2, null, { content: 'Decision: use Typesense for the blog comments widget', created_at: 2_000 }, 2_000);
  assert.equal(store2.require(kept.memory.id).superseded_by, null);
});

test('a decision taking what an earlier one turned down reverses it when they share one word of a topic where the earlier one says what it chose; "actually …" goes back on one; a word of its reason alone does not count', () => {
  const store = createTestStore();
  const decide = (content: string, chosen: string, option: string, at: number) => remember(store, null, { content, kind: 'decision', decision: { chosen, rejected: [{ option }] }, created_at: at }, at).memory;
  const broker = decide("The Celery broker is RabbitMQ, not Redis: Redis's transport loses unacknowledged tasks when a worker is killed.", "The Celery broker is RabbitMQ, not Redis: Redis's transport loses unacknowledged tasks when a worker is killed.", 'Redis', 1_000);
  const sessions = decide('Sessions stay in Redis — moving them to Postgres would add a write on every request.', 'Sessions stay in Redis — moving them to Postgres would add a write on every request.', 'Postgres', 1_000);
  // "celery" is in what the broker decision chose: reversed, and Redis no longer flagged for the broker.
  const switched = remember(store, null, { content: 'Switched the Celery tasks to Redis.', kind: 'decision', created_at: 2_000 }, 2_000);
  assert.deepEqual(switched.superseded, [broker.id]);
  assert.doesNotMatch(recall(store, 'tune the redis maxmemory for the celery broker').text, /rejected earlier/);
  // "request" is only in the reason of the sessions decision.
  assert.deepEqual(remember(store, null, { content: 'Search indexing moved off the request path to a Postgres LISTEN/NOTIFY listener.', kind: 'decision', created_at: 3_000 }, 3_000).superseded, []);
  assert.equal(store.require(sessions.id).superseded_by, null);

  const store2 = createTestStore();
  const queue = remember(store2, null, { content: 'Why RabbitMQ and not Redis: we run no Redis yet.', kind: 'decision', decision: { chosen: 'Why RabbitMQ and not Redis: we run no Redis yet.', rejected: [{ option: 'Redis' }] }, created_at: 1_000 }, 1_000).memory;
  const back = remember(store2, null, { content: "actually let's use redis as the celery broker, we're adding redis for the cache anyway", kind: 'decision', created_at: 2_000 }, 2_000);
  assert.deepEqual(back.superseded, [queue.id]);
});

test('a later decision saying an option "can\'t" do something turns it down, and reverses no decision that rejected it', () => {
  const store = createTestStore();
  const cookie = remember(store, null, { content: 'Auth tokens now live in an httpOnly cookie instead of localStorage.', kind: 'decision', decision: { chosen: 'Auth tokens now live in an httpOnly cookie', rejected: [{ option: 'localStorage' }] }, created_at: 1_000 }, 1_000).memory;
  const later = remember(store, null, { content: 'Sessions are stored in Redis with an opaque cookie; JWTs in localStorage can\'t be revoked when a user logs out.', kind: 'decision', decision: { chosen: 'Sessions are stored in Redis with an opaque cookie', rejected: [{ option: 'JWTs' }] }, created_at: 2_000 }, 2_000);
  assert.equal(later.reversed?.length ?? 0, 0);
  assert.equal(store.require(cookie.id).superseded_by, null);
});

test('found by hand in a Laravel app (Windsurf): a value the user asked for is the user\'s decision, and the value asked for next replaces it, each said after "Sure —" / "Done —"', () => {
  const store = createTestStore();
  const store_ = (text: string, at: number) => extractDecisions(text).map(({ supersedes: _s, context: _c, ...c }) => remember(store, null, { ...c, created_at: at }, at));
  const [eight] = store_('Sure — I changed the session lifetime to 8 hours (SESSION_LIFETIME=480) and set SESSION_EXPIRE_ON_CLOSE=true, as you asked for the admin panel.', 1_000);
  assert.ok(eight, 'a value set as asked is a decision');
  const [twelve] = store_('Done — `SESSION_LIFETIME` is now 720 minutes (12 hours) instead of 480, as you asked.', 2_000);
  assert.ok(twelve, 'and so is the value set next');
  assert.equal(store.require(eight.memory.id).superseded_by, twelve.memory.id);
  // A step is no decision, asked or not.
  assert.deepEqual(extractDecisions('I set the timeout to 10 seconds and reran the test, as you asked.'), []);
});

test('found by hand in a dbt project (Claude Code): an option carried over to the decision replacing its own is searchable there, so a prompt naming only it is still told; the user moving to what was turned down, and the agent\'s move that takes the old tool out, retire the old decision', () => {
  const store = createTestStore();
  const store_ = (text: string, at: number, prompt?: string) => extractDecisions(text, prompt).map(({ supersedes: _s, context: _c, ...c }) => remember(store, null, { ...c, created_at: at }, at));
  const [dagster] = store_("Orchestration: the dbt jobs now run from Dagster, one asset per model.\n\nWe had a cron on the analytics VM running `dbt run` at 06:00; when a model failed, nothing downstream knew.\n\nAirflow was the other option, but a scheduler, webserver and metadata DB is more to run than we need.", 1_000);
  assert.deepEqual(dagster.memory.decision?.rejected?.map((r) => r.option), ['cron', 'Airflow']);
  const moved = store_("Moved the dbt jobs to the platform team's Airflow: one task per model, so failures stop downstream tasks the way Dagster's asset checks did. The Dagster deployment and its `definitions.py` are removed.", 2_000, "let's move the dbt jobs to airflow, the platform team will run it for us");
  const agent = moved.find((m) => m.memory.content.startsWith('Moved'))!;
  assert.ok(moved.some((m) => m.memory.content.startsWith("let's move")), "the user's decision is stored");
  assert.equal(store.require(dagster.memory.id).superseded_by !== null, true);
  assert.deepEqual(store.require(agent.memory.id).decision?.rejected?.map((r) => r.option), ['Dagster', 'cron']);
  assert.match(recall(store, 'add a cron for the weekly export').text, /this prompt mentions cron, rejected earlier/);
  assert.doesNotMatch(recall(store, 'add an airflow sensor for the stripe export').text, /Airflow, rejected earlier/);
});

test('found by hand in a Vue app (Gemini CLI): Pinia, then the user\'s "actually let\'s use vuex, …", then "no, go back to pinia, vuex 4 is in maintenance mode" leave Pinia standing and Vuex turned down', () => {
  const store = createTestStore();
  // (Stored as the capture hook stores a turn: with its search-only context, the agent's words carrying the user's decision out.)
  const turn = (response: string, prompt: string | undefined, at: number) => extractDecisions(response, prompt).map(({ supersedes: _s, ...c }) => remember(store, null, { ...c, context: c.context ?? null, created_at: at }, at));
  const [pinia] = turn('State management is on Pinia: one store per feature in `src/stores/`. Vuex 4 is in maintenance mode and its TypeScript support needs a lot of manual typing for getters.', 'set up state management for the cart', 1_000);
  assert.deepEqual(pinia?.memory.decision?.rejected?.map((r) => r.option), ['Vuex 4']);
  const toVuex = turn('Switched the stores to Vuex 4 as you asked: `src/store/index.ts` with a `cart` module, and the Pinia stores are removed.', "actually let's use vuex, the rest of the org's apps use it", 2_000);
  assert.ok(toVuex.some((m) => m.memory.content.startsWith("actually let's use vuex")), "the user's decision is stored");
  const back = turn('Back on Pinia: the `cart` module is a Pinia store again, and `vuex` is removed from `package.json`.', 'no, go back to pinia, vuex 4 is in maintenance mode', 3_000);
  const last = back.find((m) => m.memory.content.startsWith('no, go back to pinia'))!;
  assert.deepEqual(last.memory.decision?.rejected?.map((r) => r.option), ['vuex 4']);
  const standing = store.list({}).filter((m) => !m.superseded_by && m.kind === 'decision');
  assert.deepEqual(standing.map((m) => m.id), [last.memory.id], 'every earlier decision is retired');
  assert.doesNotMatch(recall(store, 'add a pinia store for orders').text, /Pinia, rejected earlier/);
  // Vuex, turned down at its version, is proposed again by its name alone: the memory names no other version of it.
  assert.match(recall(store, 'add a vuex module for orders').text, /this prompt mentions vuex 4, rejected earlier/);
  // Not so a tool pinned at one version that turned down another.
  const pinned = createTestStore();
  remember(pinned, null, { content: 'Pinned Python to 3.11 — 3.12 breaks numba in the forecasting job.', kind: 'decision', decision: { chosen: 'Pinned Python to 3.11', rejected: [{ option: 'Python 3.12' }] } });
  assert.doesNotMatch(recall(pinned, 'use python for the new script').text, /rejected earlier/);
  assert.match(recall(pinned, 'upgrade to python 3.12').text, /this prompt mentions Python 3\.12, rejected earlier/);
});

test('found by hand in a Spark job (Gemini CLI): a key set in code, lowered as the user asked, then put back, is one setting; the last value stands, with the user\'s why', () => {
  const store = createTestStore();
  const turn = (response: string, prompt: string, at: number) => extractDecisions(response, prompt).map(({ supersedes: _s, ...c }) => remember(store, null, { ...c, context: c.context ?? null, created_at: at }, at).memory);
  const [first] = turn('The nightly aggregation job now runs with `spark.executor.memory=8g`. At 4g the big join stage spilled to disk and the job took 40 minutes; with 8g it finishes in 14.', 'the nightly job is slow, can you speed it up', 1_000);
  assert.deepEqual(first?.decision?.rejected?.map((r) => r.option), ['4g']);
  const [lowered] = turn('Lowered `spark.executor.memory` to 6g in `jobs/nightly.py`, as you asked.', "lower the executor memory to 6g, we're over budget on the cluster", 2_000);
  assert.equal(store.require(first.id).superseded_by, lowered.id);
  const [back] = turn('Set `spark.executor.memory` back to 8g. The OOM was in the same join stage.', 'actually go back to 8g, the nightly job failed with an OOM last night', 3_000);
  assert.equal(store.require(lowered.id).superseded_by, back.id);
  assert.match(back.content, /back to 8g\. \(Asked: "actually go back to 8g, the nightly job failed with an OOM last night"\)$/);
  // The same key where another service sets it stays apart.
  const [other] = turn('The API now runs with `MAX_CONNECTIONS=50`. At 20 requests queued behind the pool during the sale.', 'the api is slow during sales', 4_000);
  const [worker] = turn('The worker now runs with `MAX_CONNECTIONS=10`. At 30 the database refused new connections.', 'the worker crashes at night', 5_000);
  assert.equal(store.require(other.id).superseded_by, null);
  assert.equal(store.require(worker.id).superseded_by, null);
});

test('found by hand in a notes API (Claude Code): Postgres, then "actually let\'s use sqlite, …", then "no, go back to postgres, the ops team wants …" leave Postgres standing, and the way back was told SQLite had turned Postgres down', () => {
  const store = createTestStore();
  const turn = (response: string, prompt: string, at: number) => extractDecisions(response, prompt).map(({ supersedes: _s, ...c }) => remember(store, null, { ...c, context: c.context ?? null, created_at: at }, at).memory);
  const [pg] = turn('The notes API stores data in Postgres through `pg`, with migrations in `migrations/`. SQLite would be simpler to run, but we\'ll have three API replicas writing at once.', 'set up storage for the notes api', 1_000);
  const [lite] = turn('Switched storage to SQLite via `better-sqlite3`, as you asked; the Postgres pool and `pg` are removed. The migrations run the same way.', "actually let's use sqlite, we'll only run one replica for now", 2_000);
  assert.deepEqual(lite.decision?.rejected?.map((r) => r.option), ['Postgres']);
  assert.ok(store.require(pg.id).superseded_by);
  // The way back names Postgres, which the standing decision turned down: recall says so.
  assert.match(recall(store, 'no, go back to postgres, the ops team wants the managed backups').text, /this prompt mentions Postgres, rejected earlier/);
  const back = turn('Back on Postgres: `pg` is restored and `better-sqlite3` is removed. The migrations didn\'t need changes.', 'no, go back to postgres, the ops team wants the managed backups', 3_000);
  assert.ok(back.some((m) => m.content.startsWith('no, go back to postgres')), "the user's decision is stored");
  assert.ok(store.require(lite.id).superseded_by, 'the SQLite decision is retired');
  const standing = store.list({}).filter((m) => !m.superseded_by && m.kind === 'decision');
  assert.ok(standing.every((m) => !/Switched storage to SQLite/.test(m.content)));
});

/** Each decision a text holds, stored as the capture hook stores it, at `at`. */
const captureInto = (store: Store, embedder: ReturnType<typeof loadEmbedder>['embedder']) => (text: string, at: number) =>
  extractDecisions(text).map(({ supersedes, context, ...c }) => remember(store, embedder, { ...c, context: context ?? null, created_at: at }, at));

test('a decision that turns down its own choice taken further ("Elasticsearch for admin too") still takes it: it reverses an earlier one that turned the tool down', () => {
  const store = createTestStore();
  const keep = captureInto(store, loadEmbedder('').embedder);
  const [pg] = keep("We'll keep search in Postgres with pg_trgm for now; Elasticsearch would be another cluster to run and back up.", 1_000);
  assert.deepEqual(pg.memory.decision?.rejected?.map((r) => r.option), ['Elasticsearch']);
  const [es] = keep('Search queries go to Elasticsearch only for the storefront; the admin search stays on Postgres `ILIKE`. Elasticsearch for admin too would mean keeping 30 internal fields in the index that customers never search.', 2_000);
  assert.deepEqual(es.memory.decision?.rejected?.map((r) => r.option), ['Elasticsearch for admin too']);
  assert.equal(store.require(pg.memory.id).superseded_by, es.memory.id);
  // And it chose the tool: a later decision that turns the tool down on its topic replaces it.
  const [meili] = keep('The storefront search box now uses Meilisearch. Elasticsearch was the other candidate, but it wanted 4 GB of heap for an index of 200k products.', 3_000);
  assert.deepEqual(meili.memory.decision?.rejected?.map((r) => r.option), ['Elasticsearch']);
  assert.equal(store.require(es.memory.id).superseded_by, meili.memory.id);
});

test('a decision takes what an earlier one turned down though an option it turns down itself shares a word of it ("a schema per tenant, not a database per tenant" reverses "… instead of a schema per tenant")', () => {
  const store = createTestStore();
  const keep = captureInto(store, loadEmbedder('').embedder);
  const [rls] = keep("Let's go with Postgres row-level security for tenant isolation instead of a schema per tenant — migrations stay one per release.", 1_000);
  assert.deepEqual(rls.memory.decision?.rejected?.map((r) => r.option), ['schema per tenant']);
  const [schemas] = keep('TL;DR: one Postgres database with a schema per tenant, not a database per tenant. With 300 tenants, 300 databases means 300 connection pools and 300 migration runs on every deploy.', 2_000);
  assert.deepEqual(schemas.reversed, [rls.memory.id]);
});

test('found by hand in a Rails app (Claude Code): a decision that turns down one thing an earlier one chose beside others ("… rendered with jbuilder views. Auth is a bearer token …") changes that part and leaves it current', () => {
  const store = createTestStore();
  const say = (content: string, at: number) => remember(store, null, { content, created_at: at }, at);
  const api = say(
    'Decision: The orders endpoints are rendered with jbuilder views. Auth is a bearer token per device, hashed with SHA-256.\nRejected: Devise + devise-jwt — JWTs cannot be revoked when a phone is lost.',
    1_000,
  ).memory;
  const serializer = say('Decision: render the orders endpoints with jsonapi-serializer. Rejected: jbuilder because JSON views feel wrong', 2_000);
  assert.deepEqual(serializer.superseded, []);
  assert.equal(store.require(api.id).superseded_by, null);
  assert.match(recall(store, 'add login for the mobile app with devise').text, /bearer token per device/);
  // One that chose the option alone is replaced as before.
  const views = say('Decision: The invoices endpoint is rendered with jbuilder views. Rejected: Rabl because it is unmaintained', 3_000).memory;
  const again = say('Decision: render the invoices endpoint with jsonapi-serializer. Rejected: jbuilder because JSON views feel wrong', 4_000);
  assert.deepEqual(again.superseded, [views.id]);
});
