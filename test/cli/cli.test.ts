import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { BIN, engrim, runAsync, tempDir } from '../helpers.ts';

const json = <T = any>(s: string): T => JSON.parse(s) as T;

test('remember → search → show → forget through the built CLI', () => {
  const db = join(tempDir(), 'm.db');
  const r = engrim(['remember', 'We chose esbuild for bundling the hooks', '--tags', 'build,hooks', '--tier', 'T1', '--ref', 'adr-7', '--agent', 'codex', '--json', '--db', db]);
  assert.equal(r.code, 0, r.stderr);
  const { id, merged } = json(r.stdout);
  assert.equal(merged, false);
  const again = json(engrim(['remember', 'we chose ESBUILD for bundling the hooks!', '--json', '--db', db]).stdout);
  assert.deepEqual([again.merged, again.merged_into], [true, id]);

  const hits = json<any[]>(engrim(['search', 'bundling', '--json', '--db', db]).stdout);
  assert.equal(hits.length, 1);
  assert.deepEqual(Object.keys(hits[0]).sort(), ['agent', 'content', 'created_at', 'id', 'kind', 'ref', 'score', 'session_id', 'tags', 'tier', 'type'].sort());
  assert.equal(hits[0].ref, 'adr-7');
  assert.deepEqual(hits[0].tags, ['build', 'hooks']);

  assert.match(engrim(['show', id, '--db', db]).stdout, /esbuild/);
  assert.equal(engrim(['forget', id, '--db', db]).code, 0);
  assert.deepEqual(json(engrim(['search', 'bundling', '--json', '--db', db]).stdout), []);
  assert.equal(json<any[]>(engrim(['search', 'bundling', '--json', '--all', '--db', db]).stdout).length, 1);
});

test('remember of a fuller statement: the memory takes its words, says so, and show lists the words it had', () => {
  const db = join(tempDir(), 'm.db');
  const { id } = json(engrim(['remember', 'We use Redis for the session cache.', '--json', '--db', db]).stdout);
  const r = engrim(['remember', 'We use Redis for the session cache, because sticky sessions broke on the load balancer.', '--agent', 'codex', '--db', db]);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, `merged into ${id}, which now reads as given: this says all it said and more (its earlier words stay in its history: engrim show)\n`);
  const shown = engrim(['show', id, '--db', db]).stdout;
  assert.match(shown, /^We use Redis for the session cache, because sticky sessions broke on the load balancer\.\n/);
  assert.match(shown, /wordings +\d{4}-\d\d-\d\d codex: read "We use Redis for the session cache\." \(a fuller statement replaced these words\)/);
  const again = json(engrim(['remember', 'we use redis for the session cache', '--agent', 'gemini', '--json', '--db', db]).stdout);
  assert.deepEqual([again.merged_into, again.fuller], [id, false]);
  const record = json(engrim(['show', id, '--json', '--db', db]).stdout);
  assert.deepEqual(record.wordings.map((w: any) => [w.agent, w.was ?? w.said]), [['codex', 'We use Redis for the session cache.'], ['gemini', 'we use redis for the session cache']]);
});

test('remember reads "Decision: X. Rejected: Y because Z." as a decision with its rejected options', () => {
  const db = join(tempDir(), 'd.db');
  const { id } = json(engrim(['remember', 'Decision: use BullMQ on Redis for jobs. Rejected: RabbitMQ because it adds a broker to run.', '--json', '--db', db]).stdout);
  const stored = json<any>(engrim(['show', id, '--json', '--db', db]).stdout);
  assert.deepEqual([stored.kind, stored.agent], ['decision', 'cli'], 'typed at the CLI: the agent says so, not "unknown agent"');
  assert.deepEqual(stored.decision.rejected, [{ option: 'RabbitMQ', reason: 'it adds a broker to run' }]);
  // In text, each rejected option is a line of its own under the field, with its reason (not the JSON).
  assert.match(engrim(['show', id, '--db', db]).stdout, /\ndecision {9}chosen: use BullMQ on Redis for jobs\.\n {17}rejected: RabbitMQ — it adds a broker to run\n/);
  const block = engrim(['recall', '--db', db], { input: 'queue the emails with RabbitMQ' }).stdout;
  assert.match(block, /\(this prompt mentions RabbitMQ, rejected earlier\) Decision: use BullMQ on Redis for jobs\.\n  rejected: RabbitMQ \(why not: it adds a broker to run\)/);
  // The prompt may also be given as an argument (it was ignored, and the block without a prompt printed).
  assert.equal(engrim(['recall', 'queue the emails with RabbitMQ', '--db', db], { input: '' }).stdout, block);
  // A decision in prose, with no marker and no --kind, is read as the capture hook reads it; the text stays as written.
  const prose = engrim(['remember', 'We chose Vitest over Jest for unit tests because Jest needs a transform for ESM.', '--db', db]).stdout;
  assert.match(prose, /^stored \w+ \(decision; rejected: Jest\)$/m);
  const proseId = /^stored (\w+)/.exec(prose)![1];
  const proseMemory = json<any>(engrim(['show', proseId, '--json', '--db', db]).stdout);
  assert.equal(proseMemory.content, 'We chose Vitest over Jest for unit tests because Jest needs a transform for ESM.');
  assert.deepEqual(proseMemory.decision.rejected, [{ option: 'Jest', reason: 'Jest needs a transform for ESM' }]);
  // As the capture hook's learned check reads one too: "…; winston's transports dropped lines under load" turns
  // winston down (what winston dropped is no option we dropped).
  assert.match(engrim(['remember', "Logging goes through pino from now on; winston's transports dropped lines under load.", '--db', db]).stdout, /^stored \w+ \(decision; rejected: winston\)$/m);
  // A plain fact stays a note; --kind wins over the reading.
  assert.match(engrim(['remember', 'The staging cluster runs in eu-west-1', '--db', db]).stdout, /^stored \w+\n$/);
  assert.equal(json<any>(engrim(['remember', 'We chose to meet on Mondays instead of Fridays', '--kind', 'note', '--json', '--db', db]).stdout).memory.kind, 'note');
  // So is a standing rule without its marker: a convention, with what it turns down.
  const rule = json<any>(engrim(['remember', 'from now on, never use moment, use date-fns', '--json', '--db', db]).stdout).memory;
  assert.deepEqual([rule.kind, rule.tier, rule.decision?.rejected], ['convention', 'T1', [{ option: 'moment' }]]);
  // A swap said as a user says it to the agent is a decision too.
  assert.match(engrim(['remember', "don't use moment, use date-fns", '--db', db]).stdout, /^stored \w+ \(decision; rejected: moment\)$/m);
  // Stored on purpose, the text is about the project: tools unknown in lower case count ("pandas", "redux"), where a
  // prompt read by the capture hook needs a known tool or a word of software.
  assert.match(engrim(['remember', 'use polars instead of pandas for the etl', '--db', db]).stdout, /^stored \w+ \(decision; rejected: pandas\)$/m);
  assert.match(engrim(['remember', 'no redux, context is enough for two screens', '--db', db]).stdout, /^stored \w+ \(decision; rejected: redux\)$/m);
  // "Convention: …" is a convention, as the capture hook stores it: procedural, T1.
  const conv = json(engrim(['remember', 'Convention: every API handler validates its input with zod', '--json', '--db', db]).stdout).memory;
  assert.deepEqual([conv.content, conv.kind, conv.type, conv.tier], ['every API handler validates its input with zod', 'convention', 'procedural', 'T1']);
  // Other text is stored as written, with the kind asked for.
  const note = json(engrim(['remember', 'We compared queues. Decision: BullMQ.', '--kind', 'note', '--json', '--db', db]).stdout);
  assert.deepEqual([note.memory.content, note.memory.kind, note.memory.decision ?? null], ['We compared queues. Decision: BullMQ.', 'note', null]);
});

test('search lists what matched the query, not every memory by a distant meaning; --mode semantic lists the neighbours', () => {
  const db = join(tempDir(), 's.db');
  for (const text of ['The payments service talks to Stripe through the SDK', 'Branch names are feat/<ticket>-<slug>', 'We deploy on Fly.io'])
    engrim(['remember', text, '--db', db]);
  const none = engrim(['search', 'queue', '--db', db]);
  assert.equal(none.code, 0, none.stderr);
  assert.match(none.stdout, /^no matching memories\n\(3 more only distantly related, cosine under recall\.minCosine 0\.45: --mode semantic lists them\)\n$/);
  assert.deepEqual(json(engrim(['search', 'queue', '--json', '--db', db]).stdout), []);
  const neighbours = json<any[]>(engrim(['search', 'queue', '--mode', 'semantic', '--json', '--db', db]).stdout);
  assert.equal(neighbours.length, 3);
  // Each with its cosine (under minCosine here), best first; the text output shows the cosine, not the rescaled score.
  assert.ok(neighbours.every((h, i) => h.cosine < 0.45 && (i === 0 || h.cosine <= neighbours[i - 1].cosine)), JSON.stringify(neighbours.map((h) => h.cosine)));
  const text = engrim(['search', 'queue', '--mode', 'semantic', '--db', db]).stdout;
  assert.match(text, /^\(each with its cosine with the query\)\n/);
  assert.ok(text.includes(`  ${neighbours[2].cosine.toFixed(4)}  `), text);
  const hit = json<any[]>(engrim(['search', 'stripe payments', '--json', '--db', db]).stdout);
  assert.deepEqual(hit.map((h) => h.content), ['The payments service talks to Stripe through the SDK']);
});

test('search says where a hit holding none of the query words was found: its context, around the word', () => {
  const dir = tempDir();
  const db = join(dir, 's.db');
  const long = `${'The reports page was slow for months and nobody knew why, until '.repeat(2)}the calendar showed the wrong timezone for Tokyo users ${'and the support queue filled up with tickets about it every single morning.'.repeat(2)}`;
  writeFileSync(join(dir, 'm.jsonl'), `${JSON.stringify({ content: 'Store every timestamp in UTC', kind: 'decision', context: long })}\n`);
  assert.equal(engrim(['import', join(dir, 'm.jsonl'), '--db', db]).code, 0);
  const text = engrim(['search', 'timezone bug', '--db', db]);
  assert.equal(text.code, 0, text.stderr);
  const [, snippet] = /found by its context: "(.*)"\n/.exec(text.stdout) ?? [];
  assert.ok(snippet, text.stdout);
  assert.match(snippet, /^….*the calendar showed the wrong timezone for Tokyo users.*…$/);
  assert.ok(snippet.length < 140, 'a snippet around the word, not the whole context');
  assert.equal(json<any[]>(engrim(['search', 'timezone bug', '--json', '--db', db]).stdout)[0].found_by_context, snippet);
  // The memory's own words matched: nothing to explain.
  assert.doesNotMatch(engrim(['search', 'timestamp timezone', '--db', db]).stdout, /found by its context/);
  assert.equal(json<any[]>(engrim(['search', 'UTC', '--json', '--db', db]).stdout)[0].found_by_context, undefined);
});

test('recall --explain says why each memory search found was kept or left out', () => {
  const db = join(tempDir(), 'x.db');
  engrim(['remember', 'The release checklist lives in docs/release.md and needs two approvals', '--db', db]);
  engrim(['remember', 'Lunch is at noon on Fridays', '--db', db]);
  const text = engrim(['recall', '--explain', '--db', db], { input: 'where is the release checklist?' }).stdout;
  assert.match(text, /^Engrim memory: /);
  assert.match(text, /\nWhy \(recall\.minCosine 0\.45, recall\.minOverlap 0\.25, recall\.minScoreShare 0\.3, recall\.minWordCosine 0\.1, budget 1000, limit 10\):\n  kept +\w+ +score [\d.]+ +cos +[\d.-]+ +words +The release checklist/);
  assert.match(text, /  kept: in the block/);
  const out = json<any>(engrim(['recall', '--explain', '--format', 'json', '--db', db], { input: 'where is the release checklist?' }).stdout);
  assert.equal(out.explained[0].verdict, 'kept');
  assert.ok(out.explained.every((h: any) => ['kept', 'not relevant', 'too little overlap', 'weak', 'no anchor', 'over budget', 'item limit', 'flagged'].includes(h.verdict)));
  assert.equal(json<any>(engrim(['recall', '--format', 'json', '--db', db], { input: 'where is the release checklist?' }).stdout).explained, undefined);
  // No prompt: the memories that stand without one (a decision), not every note.
  engrim(['remember', 'Decision: releases go out on Tuesdays', '--db', db]);
  const start = engrim(['recall', '--explain', '--db', db], { input: '' }).stdout;
  assert.match(start, /^Engrim memory: .*\n- \[decision · T2 · cli · [\d-]+\] Decision: releases go out on Tuesdays\n\nWhy: no prompt/);
  assert.doesNotMatch(start, /Lunch/);
});

test('gc --dry-run says what gc would archive and changes nothing', () => {
  const db = join(tempDir(), 'g.db');
  const input = [JSON.stringify({ content: 'an old note that expired', expires_at: '2026-01-01T00:00:00Z' }), JSON.stringify({ content: 'a fresh note' })].join('\n');
  engrim(['import', '-', '--db', db], { input });
  const dry = engrim(['gc', '--dry-run', '--db', db]);
  assert.equal(dry.code, 0, dry.stderr);
  assert.match(dry.stdout, /^would archive 1 expired and 0 over-budget memories \(nothing changed\)\n  expired +\w+ .*\n +an old note that expired/);
  assert.equal(json<any[]>(engrim(['list', '--json', '--db', db]).stdout).length, 2, 'nothing archived');
  assert.deepEqual(json<any>(engrim(['gc', '--dry-run', '--json', '--db', db]).stdout).dryRun, true);
  assert.match(engrim(['gc', '--db', db]).stdout, /^archived 1 expired/);
  assert.deepEqual(json<any[]>(engrim(['list', '--json', '--db', db]).stdout).map((m) => m.content), ['a fresh note']);
});

test('list --since / --until take an ISO date or a time ago ("2h", "3d"); a bad one says both forms', () => {
  const db = join(tempDir(), 's.db');
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  const input = [
    JSON.stringify({ content: 'captured ten days ago', created_at: ago(10 * 86_400_000) }),
    JSON.stringify({ content: 'captured two days ago', created_at: ago(2 * 86_400_000) }),
    JSON.stringify({ content: 'captured a minute ago', created_at: ago(60_000) }),
  ].join('\n');
  engrim(['import', '-', '--db', db], { input });
  const listed = (...flags: string[]) => json<any[]>(engrim(['list', '--json', '--db', db, ...flags]).stdout).map((m) => m.content);
  assert.deepEqual(listed('--since', '1h'), ['captured a minute ago']);
  assert.deepEqual(listed('--since', '3d'), ['captured a minute ago', 'captured two days ago']);
  assert.deepEqual(listed('--until', '1d', '--since', '1w'), ['captured two days ago']);
  assert.deepEqual(listed('--since', ago(3 * 86_400_000).slice(0, 10)), ['captured a minute ago', 'captured two days ago'], 'an ISO date still works');
  const bad = engrim(['list', '--since', 'yesterday', '--db', db]);
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /invalid --since: "yesterday"; use an ISO date such as 2026-01-31 .*, or a time ago: 30m, 12h, 7d, 2w/);
});

test('ENGRIM_DB is honoured by every command', () => {
  const db = join(tempDir(), 'env.db');
  assert.equal(engrim(['remember', 'env var path works'], { env: { ENGRIM_DB: db } }).code, 0);
  assert.equal(json<any[]>(engrim(['list', '--json', '--db', db]).stdout).length, 1);
});

test('import → search → export round-trips, and export re-imports as merges', () => {
  const dir = tempDir();
  const db = join(dir, 'a.db');
  const lines = [
    { content: 'Redis is the cache for sessions', ref: 'r1', agent: 'claude', session_id: 's1', tags: ['cache'], type: 'semantic', tier: 'T1', importance: 0.7, namespace: 'web', collection: 'infra', created_at: '2026-02-03T04:05:06.000Z' },
    { content: 'Run migrations with `npm run migrate` before deploy', ref: 'r2', type: 'procedural' },
    { content: 'Deploys go out on Tuesdays', ref: 'r3' },
  ];
  const file = join(dir, 'in.jsonl');
  writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  const imp = engrim(['import', file, '--json', '--db', db]);
  assert.equal(imp.code, 0, imp.stderr);
  assert.deepEqual(json(imp.stdout), { inserted: 3, merged: 0, unchanged: 0, rejected: [] });
  const hit = json<any[]>(engrim(['search', 'sessions cache', '--namespace', 'web', '--json', '--db', db]).stdout)[0];
  assert.equal(hit.ref, 'r1');
  assert.equal(hit.created_at, '2026-02-03T04:05:06.000Z');

  const exported = engrim(['export', '--db', db]).stdout;
  assert.equal(exported.trim().split('\n').length, 3);
  const db2 = join(dir, 'b.db');
  const re = engrim(['import', '-', '--json', '--db', db2], { input: exported });
  assert.deepEqual(json(re.stdout), { inserted: 3, merged: 0, unchanged: 0, rejected: [] });
  const strip = (s: string) => s.trim().split('\n').map((l) => { const { id, updated_at, content_hash, ...rest } = JSON.parse(l); return rest; }).sort((a, b) => a.ref.localeCompare(b.ref));
  assert.deepEqual(strip(engrim(['export', '--db', db2]).stdout), strip(exported));
  // The ids come back as they were; importing the same export again changes nothing (no revision, no use counted).
  const ids = (s: string) => s.trim().split('\n').map((l) => JSON.parse(l).id).sort();
  assert.deepEqual(ids(engrim(['export', '--db', db2]).stdout), ids(exported));
  const before = engrim(['export', '--db', db2]).stdout;
  assert.deepEqual(json(engrim(['import', '-', '--json', '--db', db2], { input: exported }).stdout), { inserted: 0, merged: 0, unchanged: 3, rejected: [] });
  assert.equal(engrim(['export', '--db', db2]).stdout, before, 'nothing changed');
  // The same texts from elsewhere (other ids, times and sessions) are restatements: they merge.
  const elsewhere = exported.trim().split('\n').map((l) => { const { id, created_at, session_id, ...rest } = JSON.parse(l); return JSON.stringify(rest); }).join('\n');
  assert.deepEqual(json(engrim(['import', '-', '--json', '--db', db2], { input: elsewhere }).stdout), { inserted: 0, merged: 3, unchanged: 0, rejected: [] });
});

test('export --all | import keeps what was superseded and what was archived', () => {
  const dir = tempDir();
  const db = join(dir, 'a.db');
  const old = json(engrim(['remember', 'Decision: deploy the docs with Netlify', '--json', '--db', db]).stdout).id;
  engrim(['remember', 'Decision: deploy the docs with GitHub Pages. Rejected: Netlify because of the build minutes', '--db', db]);
  const gone = json(engrim(['remember', 'The old staging host was staging-1.example.com', '--json', '--db', db]).stdout).id;
  engrim(['forget', gone, '--db', db]);
  const exported = engrim(['export', '--all', '--db', db]).stdout;
  const db2 = join(dir, 'b.db');
  assert.deepEqual(json(engrim(['import', '-', '--json', '--db', db2], { input: exported }).stdout), { inserted: 3, merged: 0, unchanged: 0, rejected: [] });
  const all = json<any[]>(engrim(['list', '--all', '--json', '--db', db2]).stdout);
  const byContent = (re: RegExp) => all.find((m) => re.test(m.content));
  const netlify = byContent(/with Netlify$/);
  const pages = byContent(/GitHub Pages/);
  assert.equal(netlify.superseded_by, pages.id, 'the supersession survives');
  assert.equal(netlify.id, old, 'a free id is kept');
  const staging = byContent(/staging-1/);
  assert.equal(staging.archived_at, exported.trim().split('\n').map((l) => JSON.parse(l)).find((m: any) => m.id === gone).archived_at);
  // What is current stays current, and only that is recalled.
  assert.doesNotMatch(engrim(['recall', '--db', db2], { input: 'where do the docs deploy, Netlify?' }).stdout, /with Netlify$/m);
  assert.deepEqual(json<any[]>(engrim(['list', '--json', '--db', db2]).stdout).map((m) => m.id), [pages.id]);
  // The same backup again: the archived and the superseded memory are found by their ids, not stored twice.
  assert.deepEqual(json(engrim(['import', '-', '--json', '--db', db2], { input: exported }).stdout), { inserted: 0, merged: 0, unchanged: 3, rejected: [] });
  assert.equal(json<any[]>(engrim(['list', '--all', '--json', '--db', db2]).stdout).length, 3);
});

test('bad import lines are reported with their line number and reason; the rest is stored', () => {
  const db = join(tempDir(), 'bad.db');
  const input = [
    JSON.stringify({ content: 'good one' }),
    '{not json',
    JSON.stringify({ content: '' }),
    JSON.stringify({ content: 'x', importance: 7 }),
    '',
    JSON.stringify({ content: 'x', tier: 'T7' }),
    JSON.stringify({ content: 'x', colour: 'red' }),
    JSON.stringify(['array']),
    JSON.stringify({ content: 'good two', created_at: 'yesterday-ish' }),
    JSON.stringify({ content: 'good three' }),
  ].join('\n');
  const r = engrim(['import', '-', '--json', '--db', db], { input });
  assert.equal(r.code, 1);
  const s = json(r.stdout);
  assert.equal(s.inserted, 2);
  assert.deepEqual(s.rejected.map((x: any) => x.line), [2, 3, 4, 6, 7, 8, 9]);
  assert.match(s.rejected[0].reason, /not valid JSON/);
  assert.match(s.rejected[2].reason, /importance/);
  assert.match(s.rejected[4].reason, /unknown field "colour"/);
  assert.match(s.rejected[6].reason, /created_at/);
  const text = engrim(['import', '-', '--db', join(tempDir(), 'c.db')], { input });
  assert.match(text.stdout, /line 2: not valid JSON/);
});

test('recall prints the budgeted block, and --format json gives {text, tokens, items}', () => {
  const db = join(tempDir(), 'r.db');
  engrim(['remember', 'Decision: rate limit the public API at 100 requests per minute', '--kind', 'decision', '--agent', 'gemini', '--db', db]);
  engrim(['remember', 'Unrelated: the office plant needs water on Fridays', '--db', db]);
  const text = engrim(['recall', '--db', db], { input: 'what is the API rate limit?' });
  assert.equal(text.code, 0, text.stderr);
  assert.match(text.stdout, /\[decision · T2 · gemini · \d{4}-\d\d-\d\d\] Decision: rate limit/);
  assert.doesNotMatch(text.stdout, /plant/);
  const j = json(engrim(['recall', '--format', 'json', '--budget', '200', '--db', db], { input: 'API rate limit' }).stdout);
  assert.equal(j.items.length, 1);
  assert.ok(j.tokens > 0 && j.tokens <= 200);
  assert.equal(typeof j.items[0].id, 'string');
  assert.equal(engrim(['recall', '--db', db], { input: 'colour of the logo' }).stdout, '');
});

test('errors: one clear line, exit 1 for user errors and 2 for usage errors, no stack', () => {
  const db = join(tempDir(), 'e.db');
  const bad = engrim(['remember', 'x', '--importance', 'high', '--db', db]);
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /^error: invalid importance: "high"; use a number from 0 to 1\n$/);
  const missing = engrim(['show', 'nope', '--db', db]);
  assert.equal(missing.code, 1);
  assert.match(missing.stderr, /no memory with id nope/);
  const usage = engrim(['search', 'x', '--mode', 'psychic', '--db', db]);
  assert.equal(usage.code, 2);
  assert.match(usage.stderr, /--mode must be one of hybrid, semantic, fulltext/);
  const unknown = engrim(['frobnicate']);
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /Unknown command.*\(see engrim --help\)/);
  const typo = engrim(['remeber', 'x']);
  assert.equal(typo.code, 2);
  assert.match(typo.stderr, /did you mean engrim remember\?/);
  // An option the command does not know is refused before it runs (`gc --dryrun` must not archive for real).
  const dry = engrim(['gc', '--dryrun', '--db', db]);
  assert.equal(dry.code, 2);
  assert.match(dry.stderr, /unknown option --dryrun for engrim gc \(see engrim gc --help\)/);
  assert.equal(dry.stdout, '');
  assert.match(engrim(['config', 'set', 'recall.budget', '900', '--bogus=1', '--db', db]).stderr, /unknown option --bogus for engrim config set/);
  assert.equal(engrim(['search', '--db', db, '--', '--not-an-option']).code, 0, 'after --, words are arguments');
  // A subcommand's usage error points to that subcommand's help.
  assert.match(engrim(['config', 'set', '--db', db]).stderr, /\(see engrim config set --help\)/);
  // A token is named as an argument or with --name; without a name, a clear error (not a database constraint).
  assert.equal(json<any>(engrim(['token', 'create', 'laptop', '--json', '--db', db]).stdout).name, 'laptop');
  assert.equal(json<any>(engrim(['token', 'create', '--name', 'ci', '--json', '--db', db]).stdout).name, 'ci');
  const unnamed = engrim(['token', 'create', '--db', db]);
  assert.equal(unnamed.code, 2);
  assert.match(unnamed.stderr, /token create needs a name .*engrim token create <name>/);
  assert.doesNotMatch(bad.stderr + missing.stderr + usage.stderr, /\n\s+at /);
  const debug = engrim(['show', 'nope', '--db', db, '--debug']);
  assert.match(debug.stderr, /\n\s+at /);
  const cantOpen = engrim(['list', '--db', '/proc/engrim/nope.db']);
  assert.equal(cantOpen.code, 1);
  assert.match(cantOpen.stderr, /create database \/proc\/engrim\/nope.db/);
});

test('hostile queries and CJK queries work from the CLI', () => {
  const db = join(tempDir(), 'h.db');
  engrim(['remember', 'ログイン画面の設計を変更した', '--db', db]);
  engrim(['remember', 'error: unexpected token ( in config', '--db', db]);
  for (const q of ['foo AND (bar', '"', '-x', 'NEAR', '*', 'error: unexpected token ( in config']) {
    // A query that starts with '-' goes after `--`, as with any CLI.
    const r = engrim(['search', '--json', '--db', db, '--', q]);
    assert.equal(r.code, 0, `${q}: ${r.stderr}`);
  }
  assert.match(engrim(['search', '設計', '--db', db]).stdout, /ログイン画面の設計/);
});

test('8 concurrent writer processes × 200 memories: every row is there', async () => {
  const db = join(tempDir(), 'conc.db');
  engrim(['stats', '--db', db]); // create the file first, as a project would have it
  const writers = Array.from({ length: 8 }, (_, w) =>
    runAsync(BIN.engrim, ['import', '-', '--json', '--db', db], {
      input: Array.from({ length: 200 }, (_, i) => JSON.stringify({ content: `writer ${w} memory ${i} unique-${w}-${i}`, ref: `${w}-${i}` })).join('\n'),
    }),
  );
  const results = await Promise.all(writers);
  for (const r of results) {
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout), { inserted: 200, merged: 0, unchanged: 0, rejected: [] });
  }
  const all = json<any[]>(engrim(['list', '--limit', '100000', '--json', '--db', db]).stdout);
  assert.equal(all.length, 1600);
  assert.equal(new Set(all.map((m) => m.ref)).size, 1600);
  assert.equal(json<any[]>(engrim(['search', 'unique-7-199', '--mode', 'fulltext', '--json', '--db', db]).stdout)[0].ref, '7-199');
});

test('8 concurrent single-memory writers (like hook processes) × 25 each lose nothing', async () => {
  const db = join(tempDir(), 'conc2.db');
  const jobs: Promise<unknown>[] = [];
  for (let w = 0; w < 8; w++) {
    jobs.push((async () => {
      for (let i = 0; i < 25; i++) {
        const r = await runAsync(BIN.engrim, ['remember', `proc ${w} item ${i}`, '--db', db]);
        assert.equal(r.code, 0, r.stderr);
      }
    })());
  }
  await Promise.all(jobs);
  assert.equal(json<any[]>(engrim(['list', '--limit', '1000', '--json', '--db', db]).stdout).length, 200);
});

test('--help lists every command, and each command has help', () => {
  const top = engrim(['--help']).stdout;
  for (const c of ['remember', 'import', 'search', 'recall', 'show', 'list', 'forget', 'stats', 'export', 'demo']) {
    assert.match(top, new RegExp(`\\b${c}\\b`));
    assert.match(engrim([c, '--help']).stdout, new RegExp(`engrim ${c}`));
  }
});

test('--help piped to a file or a pager is plain text, even where citty would colour it', () => {
  // citty colours its help unless CI, TEST, NO_COLOR=1 or TERM=dumb is set; a pipe is not a terminal.
  const env = { NO_COLOR: undefined, CI: undefined, TEST: undefined, FORCE_COLOR: undefined, TERM: 'xterm-256color' };
  for (const args of [['--help'], ['gc', '--help'], ['config', 'set', '--help']]) {
    const out = engrim(args, { env }).stdout;
    assert.match(out, /USAGE/);
    assert.doesNotMatch(out, /\x1b\[/, `engrim ${args.join(' ')} wrote escape codes to a pipe`);
    assert.doesNotMatch(out, /[ \t]$/m, `engrim ${args.join(' ')} padded its lines with trailing spaces`);
  }
});

test('engrim demo seeds a database and prints the recall block for a prompt that re-proposes a rejected option', () => {
  const db = join(tempDir(), 'demo.db');
  const r = engrim(['demo', '--db', db]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /Prompt: Should we move the memory store to Postgres\?/);
  assert.match(r.stdout, /\(this prompt mentions Postgres, rejected earlier\) Decision: store memories in one SQLite file/);
  assert.match(r.stdout, /rejected: Postgres \(why not: needs a running server/);
  assert.match(r.stdout, /^1 memory, \d+ tokens of a 1000-token budget\.$/m);
  // The database it seeded is a real one the other commands read.
  assert.ok(json<any[]>(engrim(['list', '--json', '--db', db]).stdout).length >= 6);
  const other = engrim(['demo', '--db', join(tempDir(), 'demo2.db'), '--prompt', 'what colour should the logo be?']);
  // Nothing in the store is about the logo: only the category policy slot, which every block carries.
  assert.match(other.stdout, /^0 memories, \d+ tokens/m);
  assert.match(other.stdout, /coding-standards \/ tests: Every change ships with a test/);
  assert.doesNotMatch(other.stdout, /Postgres/);
});

test('import merges near duplicates only with --near-duplicates', () => {
  const input = [
    JSON.stringify({ content: 'We deploy the billing service with Helm charts on the staging cluster every Tuesday' }),
    JSON.stringify({ content: 'Note: we deploy the billing service with Helm charts on the staging cluster every Tuesday (again)' }),
  ].join('\n');
  assert.deepEqual(json(engrim(['import', '-', '--json', '--db', join(tempDir(), 'n1.db')], { input }).stdout), { inserted: 2, merged: 0, unchanged: 0, rejected: [] });
  assert.deepEqual(json(engrim(['import', '-', '--near-duplicates', '--json', '--db', join(tempDir(), 'n2.db')], { input }).stdout), { inserted: 1, merged: 1, unchanged: 0, rejected: [] });
});

test('a reader that stops early is no error: `export | head` exits 0 without a stack trace, and `import … | true` still stores everything', () => {
  const dir = tempDir();
  const db = join(dir, 'pipe.db');
  const file = join(dir, 'in.jsonl');
  writeFileSync(file, Array.from({ length: 3000 }, (_, i) => JSON.stringify({ content: `memory ${i}: ${'padding words '.repeat(20)}` })).join('\n'));
  const sh = (pipeline: string) => spawnSync('bash', ['-c', `${pipeline}; echo "rc=\${PIPESTATUS[0]}"`], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const node = `"${process.execPath}" "${BIN.engrim}"`;
  // `true` has exited before the summary is printed: the pipe is closed when the import writes to it.
  const imported = sh(`${node} import "${file}" --db "${db}" | true`);
  assert.match(imported.stdout, /rc=0/, imported.stderr);
  assert.equal(imported.stderr, '');
  assert.equal(JSON.parse(engrim(['stats', '--json', '--db', db]).stdout).total, 3000);
  const head = sh(`${node} export --db "${db}" | head -c 100 >/dev/null`);
  assert.match(head.stdout, /rc=0/);
  assert.doesNotMatch(head.stderr, /EPIPE|Error/);
});

test('export is one snapshot, written as the reader takes it: writes while it waits on a full pipe neither repeat nor skip a line', async () => {
  const dir = tempDir();
  const db = join(dir, '.engrim.db');
  const lines = Array.from({ length: 3000 }, (_, i) => JSON.stringify({ content: `Note ${i}: the export snapshot keeps every line once, ${'padding '.repeat(20)}` }));
  writeFileSync(join(dir, 'in.jsonl'), lines.join('\n'));
  assert.equal(engrim(['import', join(dir, 'in.jsonl'), '--db', db]).code, 0);
  const before = new Set((json<{ id: string }[]>(engrim(['list', '--json', '--limit', '5000', '--db', db]).stdout)).map((m) => m.id));
  // The export fills the pipe (~700 KB of lines) and waits; nothing reads it until the writes below are done.
  const child = spawn(process.execPath, [BIN.engrim, 'export', '--db', db], { env: { ...process.env, NO_COLOR: '1' } });
  child.stdout.pause();
  const chunks: Buffer[] = [];
  await new Promise((r) => setTimeout(r, 1500));
  for (let i = 0; i < 5; i++) assert.equal(engrim(['remember', `written during the export ${i}`, '--db', db]).code, 0);
  const some = [...before].slice(100, 110);
  for (const id of some) assert.equal(engrim(['forget', id, '--db', db]).code, 0);
  child.stdout.on('data', (c: Buffer) => chunks.push(c));
  child.stdout.resume();
  const code = await new Promise<number | null>((r) => child.on('close', r));
  assert.equal(code, 0);
  const ids = Buffer.concat(chunks).toString('utf8').trim().split('\n').map((l) => json<{ id: string }>(l).id);
  assert.equal(ids.length, new Set(ids).size, 'no line twice');
  assert.deepEqual(new Set(ids), before, 'exactly the memories there when the export began');
});
