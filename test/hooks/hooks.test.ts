import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadEmbedder } from '../../src/embed/load.ts';
import { SCHEMA_VERSION } from '../../src/store/migrations.ts';
import { Store } from '../../src/store/store.ts';
import Database from 'better-sqlite3';
import { BIN, engrim, run, runAsync, tempDir } from '../helpers.ts';

function projectWithMemory(): { dir: string; db: string } {
  const dir = tempDir('engrim-proj-');
  const db = join(dir, '.engrim.db');
  engrim(['remember', 'Decision: use pnpm workspaces for the monorepo', '--kind', 'decision', '--agent', 'claude', '--db', db]);
  return { dir, db };
}

/** One record of a Claude Code transcript: the user's prompt, or the assistant's text. */
const line = (role: 'user' | 'assistant', text: string) =>
  JSON.stringify(role === 'user' ? { type: 'user', message: { role, content: text } } : { type: 'assistant', message: { role, content: [{ type: 'text', text }] } });

test('plain text on stdin prints a human-readable block', () => {
  const { dir } = projectWithMemory();
  const r = run(BIN.recall, [], { input: 'how is the monorepo organised with pnpm?', cwd: dir });
  assert.equal(r.code, 0);
  assert.match(r.stdout, /^Engrim memory: .*\n- \[decision · T2 · claude · .*pnpm workspaces/);
});

test('the project database is found from the event cwd, not the process cwd', () => {
  const { dir } = projectWithMemory();
  const event = { session_id: 's', transcript_path: '/nope', cwd: dir, hook_event_name: 'UserPromptSubmit', prompt: 'pnpm monorepo?' };
  const r = run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify(event), cwd: tempDir() });
  assert.equal(r.code, 0);
  const out = JSON.parse(r.stdout);
  assert.deepEqual(Object.keys(out), ['hookSpecificOutput']);
  assert.deepEqual(Object.keys(out.hookSpecificOutput).sort(), ['additionalContext', 'hookEventName']);
  assert.equal(out.hookSpecificOutput.hookEventName, 'UserPromptSubmit');
  assert.match(out.hookSpecificOutput.additionalContext, /pnpm workspaces/);
});

test('a question asked after a long pasted log reaches the hook’s search: its start and its end are read, the middle left out', () => {
  const dir = tempDir('engrim-proj-');
  engrim(['remember', 'We use pnpm, not yarn, because yarn PnP broke our Jest setup.', '--db', join(dir, '.engrim.db')]);
  const packages = 'webpack babel postcss terser sass rollup vite glob semver debug lodash axios express helmet cors dotenv uuid zod react redux'.split(' ');
  const log = Array.from({ length: 600 }, (_, i) => `npm WARN deprecated ${packages[i % packages.length]}@${i % 9}.${i % 13}.0: this version is no longer supported`).join('\n');
  const prompt = `${log}\n\nThe install is slow and noisy. Should we switch the monorepo to yarn?`;
  assert.ok(prompt.length > 30_000);
  const event = { session_id: 's', cwd: dir, hook_event_name: 'UserPromptSubmit', prompt };
  const r = run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify(event), cwd: dir });
  assert.equal(r.code, 0);
  assert.match(JSON.parse(r.stdout).hookSpecificOutput.additionalContext, /\(this prompt mentions yarn, rejected earlier\) We use pnpm, not yarn/);
});

test('Gemini gets JSON only: the block, or {} when nothing is relevant', () => {
  const { dir } = projectWithMemory();
  const ev = (prompt: string) => JSON.stringify({ session_id: 's', cwd: dir, hook_event_name: 'BeforeAgent', prompt });
  const hit = run(BIN.recall, ['--agent', 'gemini'], { input: ev('pnpm?') });
  assert.equal(JSON.parse(hit.stdout).hookSpecificOutput.hookEventName, 'BeforeAgent');
  const miss = run(BIN.recall, ['--agent', 'gemini'], { input: ev('what colour is the sky') });
  assert.equal(miss.stdout, '{}');
});

test('identifiers and prose meet through the real hooks: captured `fetchUserProfile`, recalled by "the user profile fetch"', () => {
  const dir = tempDir('engrim-proj-');
  const db = join(dir, '.engrim.db');
  const stop = { session_id: 's-id', turn_id: '1', cwd: dir, hook_event_name: 'Stop', last_assistant_message: 'Decision: cache responses inside fetchUserProfile for five minutes\nRejected: a Redis layer because one process serves every request' };
  const captured = run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop), env: { ENGRIM_DB: db } });
  assert.equal(captured.code, 0);
  const prompt = { session_id: 's-id', cwd: dir, hook_event_name: 'UserPromptSubmit', prompt: 'why is the user profile fetch so slow to change?' };
  const r = run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify(prompt), env: { ENGRIM_DB: db } });
  assert.equal(r.code, 0);
  assert.match(JSON.parse(r.stdout).hookSpecificOutput.additionalContext, /fetchUserProfile/);
});

test('the built capture hook stores a decision and not the agent narrating its own steps in the words of a choice', () => {
  const dir = tempDir('engrim-proj-');
  const db = join(dir, '.engrim.db');
  // Sentences from no phrasing set; the rules alone take both (test/capture/narration.test.ts).
  const said = 'I went with a plain for-loop here instead of reduce so the debugger can step through it. We chose Temporal over a cron-based scheduler because retries and timeouts come built in.';
  const stop = { session_id: 's-narr', turn_id: '1', cwd: dir, hook_event_name: 'Stop', last_assistant_message: said };
  assert.equal(run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop), env: { ENGRIM_DB: db } }).code, 0);
  const stored = JSON.parse(engrim(['list', '--json', '--db', db]).stdout) as { content: string; kind: string }[];
  assert.deepEqual(
    stored.map((m) => [m.kind, m.content]),
    [['decision', 'We chose Temporal over a cron-based scheduler because retries and timeouts come built in.']],
  );
});

test('an unmarked decision keeps the sentence before it as search-only context: a later prompt that names the problem finds it', () => {
  const dir = tempDir('engrim-proj-');
  const db = join(dir, '.engrim.db');
  const said = 'Fixed the flaky test: the date helper used the local timezone. I switched it to date-fns-tz with UTC everywhere; moment was rejected since it is in maintenance mode and heavy. All 42 tests pass now.';
  const stop = { session_id: 's-ctx', turn_id: '1', cwd: dir, hook_event_name: 'Stop', last_assistant_message: said };
  assert.equal(run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop), env: { ENGRIM_DB: db } }).code, 0);
  const [memory] = JSON.parse(engrim(['list', '--json', '--db', db]).stdout);
  assert.match(memory.content, /^I switched it to date-fns-tz/);
  assert.doesNotMatch(memory.content, /timezone/);
  assert.equal(memory.context, 'Fixed the flaky test: the date helper used the local timezone.');
  // "timezone" is only in the sentence before the decision.
  const prompt = { session_id: 's-ctx2', cwd: dir, hook_event_name: 'UserPromptSubmit', prompt: 'fix the timezone bug in the calendar view' };
  const r = run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify(prompt), env: { ENGRIM_DB: db } });
  assert.equal(r.code, 0);
  assert.match(JSON.parse(r.stdout).hookSpecificOutput.additionalContext, /date-fns-tz with UTC everywhere/);
});

test('a recommendation the user accepts in the next prompt is captured from the transcript as a decision, with what it argued against', () => {
  const dir = tempDir('engrim-proj-');
  const db = join(dir, '.engrim.db');
  const recommended =
    "For the new service I'd recommend Drizzle. Prisma's generated client adds ~10 MB to the Lambda bundle (key AKIAIOSFODNN7EXAMPLE), while Drizzle is a thin layer over SQL. TypeORM is another option but its decorators don't fit our functional codebase. Want me to set it up?";
  const transcript = join(dir, 'session.jsonl');
  const turns = [line('user', 'which ORM should we use for the new service?'), line('assistant', recommended), line('user', 'yes go with drizzle'), line('assistant', 'Set up Drizzle with the postgres-js driver.')];
  writeFileSync(transcript, `${turns.join('\n')}\n`);
  const stop = { session_id: 's-acc', cwd: dir, hook_event_name: 'Stop', transcript_path: transcript };
  assert.equal(run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop), env: { ENGRIM_DB: db } }).code, 0);
  const [memory] = JSON.parse(engrim(['list', '--json', '--db', db]).stdout);
  assert.match(memory.content, /^For the new service I'd recommend Drizzle\..*\(The user agreed: "yes go with drizzle"\.\)$/);
  assert.deepEqual(memory.decision.rejected.map((r: { option: string }) => r.option), ['Prisma', 'TypeORM']);
  assert.match(memory.context, /which ORM should we use/);
  // The turn before is redacted as the turn itself is.
  assert.doesNotMatch(JSON.stringify(memory), /AKIAIOSFODNN7EXAMPLE/);
  assert.match(memory.content, /\[REDACTED/);
  const prompt = { session_id: 's-acc2', cwd: dir, hook_event_name: 'UserPromptSubmit', prompt: 'should we use prisma for the billing service?' };
  const r = run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify(prompt), env: { ENGRIM_DB: db } });
  assert.match(JSON.parse(r.stdout).hookSpecificOutput.additionalContext, /this prompt mentions Prisma, rejected earlier/);
  // The same answer to a response that recommended nothing stores nothing.
  const other = join(tempDir('engrim-proj-'), '.engrim.db');
  writeFileSync(transcript, `${[line('user', 'is the build green?'), line('assistant', 'Yes, all 42 tests pass.'), line('user', 'yes go ahead'), line('assistant', 'Merged.')].join('\n')}\n`);
  assert.equal(run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop), env: { ENGRIM_DB: other } }).code, 0);
  assert.deepEqual(JSON.parse(engrim(['list', '--json', '--db', other]).stdout), []);
});

test('an option the user picked from a list: the response that laid the options out stores nothing; a later prompt naming one turned down recalls the pick, flagged', () => {
  const dir = tempDir('engrim-proj-');
  const db = join(dir, '.engrim.db');
  const laidOut = [
    'Three options:',
    '',
    '1. **Keep cron** on the VM — nothing new, but no retries or alerting.',
    "2. **Airflow** — retries, backfills, a UI; but it's a scheduler, a webserver, a metadata DB and workers to run for one DAG.",
    '3. **Prefect** (Cloud free tier) — retries and alerts, flows are plain Python functions.',
    '',
    "For one nightly job I'd go with Prefect. Want me to set it up?",
  ].join('\n');
  const transcript = join(dir, 'session.jsonl');
  const stop = { session_id: 's-pick', cwd: dir, hook_event_name: 'Stop', transcript_path: transcript };
  writeFileSync(transcript, `${[line('user', "how should we schedule the ETL? it's a cron on the old VM"), line('assistant', laidOut)].join('\n')}\n`);
  assert.equal(run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop), env: { ENGRIM_DB: db } }).code, 0);
  assert.deepEqual(JSON.parse(engrim(['list', '--json', '--db', db]).stdout || '[]'), [], 'options laid out are no decision yet');
  writeFileSync(transcript, `${[line('user', "how should we schedule the ETL? it's a cron on the old VM"), line('assistant', laidOut), line('user', 'yes go with prefect'), line('assistant', 'Set up the Prefect flow.')].join('\n')}\n`);
  assert.equal(run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop), env: { ENGRIM_DB: db } }).code, 0);
  const stored = JSON.parse(engrim(['list', '--json', '--db', db]).stdout);
  assert.equal(stored.length, 1);
  assert.deepEqual(stored[0].decision.rejected.map((r: { option: string }) => r.option), ['cron', 'Airflow']);
  const prompt = { session_id: 's-pick2', cwd: dir, hook_event_name: 'UserPromptSubmit', prompt: 'set up airflow for the new marketing data job' };
  const r = run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify(prompt), env: { ENGRIM_DB: db } });
  assert.match(JSON.parse(r.stdout).hookSpecificOutput.additionalContext, /this prompt mentions Airflow, rejected earlier\) Three options: cron; Airflow; Prefect\. Prefect \(Cloud free tier\)/);
});

test("the user overruling the agent's choice in the next prompt replaces the decision that chose it; a prompt proposing it again is told", () => {
  const dir = tempDir('engrim-proj-');
  const db = join(dir, '.engrim.db');
  const transcript = join(dir, 'session.jsonl');
  const stop = { session_id: 's-over', cwd: dir, hook_event_name: 'Stop', transcript_path: transcript };
  const first = [line('user', 'add a cache in front of the catalog API'), line('assistant', 'I went with Redis: we need the cache shared across the four API pods, and Redis gives us TTLs per key.')];
  writeFileSync(transcript, `${first.join('\n')}\n`);
  assert.equal(run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop), env: { ENGRIM_DB: db } }).code, 0);
  const second = [line('user', 'no, use memcached, we already run it for sessions'), line('assistant', 'Switched the catalog cache to Memcached using pymemcache. Removed the Redis client and its config.')];
  writeFileSync(transcript, `${[...first, ...second].join('\n')}\n`);
  assert.equal(run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop), env: { ENGRIM_DB: db } }).code, 0);
  const all = JSON.parse(engrim(['list', '--all', '--json', '--db', db]).stdout) as { content: string; superseded_by: string | null }[];
  assert.ok(all.find((m) => m.content.startsWith('I went with Redis'))?.superseded_by, 'the Redis decision is replaced');
  const prompt = { session_id: 's-over2', cwd: dir, hook_event_name: 'UserPromptSubmit', prompt: 'add redis caching to the pricing endpoint' };
  const block = JSON.parse(run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify(prompt), env: { ENGRIM_DB: db } }).stdout).hookSpecificOutput.additionalContext;
  assert.match(block, /this prompt mentions Redis, rejected earlier/);
  assert.doesNotMatch(block, /I went with Redis/);
});

test("the user overruling what the agent just did, with no name the agent took (\"actually use river for that, …\" after an in-process ticker), replaces that turn's one decision; a turn of two decisions keeps both", () => {
  const dir = tempDir('engrim-proj-');
  const db = join(dir, '.engrim.db');
  const transcript = join(dir, 'session.jsonl');
  const capture = (session: string, turns: string[]) => {
    writeFileSync(transcript, `${turns.join('\n')}\n`);
    const stop = { session_id: session, cwd: dir, hook_event_name: 'Stop', transcript_path: transcript };
    assert.equal(run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop), env: { ENGRIM_DB: db } }).code, 0);
  };
  const current = () => JSON.parse(engrim(['list', '--json', '--db', db]).stdout) as { content: string }[];
  const sqlc = [line('user', 'add a postgres-backed repository for orders'), line('assistant', 'Queries are generated with sqlc. **Why not GORM:** its query builder hides the SQL we review for the locking in `ReserveStock`.')];
  const ticker = [
    line('user', 'add a background job that expires unpaid orders after 30 minutes'),
    line('assistant', 'Unpaid orders now expire after 30 minutes. A goroutine started in `main.go` runs `ExpireUnpaid` every minute with a `time.Ticker`; it marks orders older than 30 minutes as expired and releases their stock in one transaction.'),
  ];
  const river = [
    line('user', "actually use river for that, we'll need retries and we'll run more than one replica soon"),
    line('assistant', 'Switched the expiry job to River as you asked.\n\n- `internal/jobs/expire.go` defines `ExpireUnpaidArgs` and its worker.\n- The ticker goroutine in `main.go` is removed.'),
  ];
  capture('s-ov', sqlc);
  capture('s-ov', [...sqlc, ...ticker]);
  assert.equal(current().length, 2);
  capture('s-ov', [...sqlc, ...ticker, ...river]);
  const after = current().map((m) => m.content);
  assert.equal(after.length, 2, after.join(' | '));
  assert.ok(after.some((c) => /^Switched the expiry job to River/.test(c)));
  assert.ok(after.some((c) => /sqlc/.test(c)), 'the decision of an earlier turn stands');
  assert.ok(!after.some((c) => /time\.Ticker/.test(c)), 'the ticker decision is replaced');
  // A turn that stored two decisions: which one "actually …" overrules is not known, and both stay.
  const dir2 = tempDir('engrim-proj-');
  const db2 = join(dir2, '.engrim.db');
  const two = [
    line('user', 'set up the orders service'),
    line('assistant', 'Queries are generated with sqlc. **Why not GORM:** its query builder hides the SQL we review for the locking in `ReserveStock`.\n\nA goroutine started in `main.go` runs `ExpireUnpaid` every minute with a `time.Ticker`; it marks orders older than 30 minutes as expired and releases their stock in one transaction.'),
  ];
  const stop2 = { session_id: 's-ov2', cwd: dir2, hook_event_name: 'Stop', transcript_path: transcript };
  writeFileSync(transcript, `${two.join('\n')}\n`);
  run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop2), env: { ENGRIM_DB: db2 } });
  const before = (JSON.parse(engrim(['list', '--json', '--db', db2]).stdout) as unknown[]).length;
  writeFileSync(transcript, `${[...two, ...river].join('\n')}\n`);
  run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop2), env: { ENGRIM_DB: db2 } });
  assert.equal((JSON.parse(engrim(['list', '--json', '--db', db2]).stdout) as unknown[]).length, before + 1);
  // A correction that keeps what was done ("no, keep the ticker but …") replaces nothing.
  const dir3 = tempDir('engrim-proj-');
  const db3 = join(dir3, '.engrim.db');
  const keep = [line('user', 'no, keep the ticker but add retries with backoff'), line('assistant', 'Retries use exponential backoff with full jitter, capped at 30 seconds. Fixed one-second retries hammered the payment provider during its outage.')];
  const stop3 = { session_id: 's-ov3', cwd: dir3, hook_event_name: 'Stop', transcript_path: transcript };
  writeFileSync(transcript, `${[...sqlc, ...ticker].join('\n')}\n`);
  run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop3), env: { ENGRIM_DB: db3 } });
  writeFileSync(transcript, `${[...sqlc, ...ticker, ...keep].join('\n')}\n`);
  run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop3), env: { ENGRIM_DB: db3 } });
  const kept = (JSON.parse(engrim(['list', '--json', '--db', db3]).stdout) as { content: string }[]).map((m) => m.content);
  assert.ok(kept.some((c) => /time\.Ticker/.test(c)), kept.join(' | '));
  assert.ok(kept.some((c) => /exponential backoff/.test(c)), kept.join(' | '));
});

test('fails open: garbage, empty stdin, missing or corrupt database → exit 0, nothing printed, error logged', () => {
  const logDir = tempDir();
  const cases: [string, Buffer | string, NodeJS.ProcessEnv][] = [
    ['empty', '', {}],
    ['binary', Buffer.from([0, 255, 254, 1, 2, 0, 10]), {}],
    ['truncated json', '{"prompt": "pnpm', {}],
    ['wrong types', JSON.stringify({ prompt: 42, cwd: ['x'] }), {}],
    ['missing db', 'pnpm?', { ENGRIM_DB: join(tempDir(), 'none.db') }],
  ];
  for (const [name, input, env] of cases) {
    const r = run(BIN.recall, ['--agent', 'claude'], { input, env: { ENGRIM_LOG_DIR: logDir, ...env } });
    assert.equal(r.code, 0, name);
    assert.equal(r.stdout, '', name);
    assert.equal(r.stderr, '', name);
  }
  const corrupt = join(tempDir(), 'corrupt.db');
  writeFileSync(corrupt, Buffer.alloc(8192, 7));
  const r = run(BIN.recall, ['--agent', 'gemini'], { input: JSON.stringify({ prompt: 'pnpm' }), env: { ENGRIM_DB: corrupt, ENGRIM_LOG_DIR: logDir } });
  assert.deepEqual([r.code, r.stdout, r.stderr], [0, '{}', '']);
  assert.match(readFileSync(join(logDir, 'hooks.log'), 'utf8'), /recall .*(not a database|corrupt|file is not)/i);
  // A hook failing on every prompt does not grow the log without end: past 1 MB it becomes hooks.log.1.
  writeFileSync(join(logDir, 'hooks.log'), 'x'.repeat(1024 * 1024 + 1));
  run(BIN.recall, ['--agent', 'gemini'], { input: JSON.stringify({ prompt: 'pnpm' }), env: { ENGRIM_DB: corrupt, ENGRIM_LOG_DIR: logDir } });
  assert.equal(readFileSync(join(logDir, 'hooks.log.1'), 'utf8').length, 1024 * 1024 + 1);
  assert.match(readFileSync(join(logDir, 'hooks.log'), 'utf8'), /^\S+ recall .*(not a database|corrupt|file is not)/i);
  run(BIN.recall, ['--agent', 'gemini'], { input: JSON.stringify({ prompt: 'pnpm' }), env: { ENGRIM_DB: corrupt, ENGRIM_LOG_DIR: logDir } });
  assert.equal(readFileSync(join(logDir, 'hooks.log.1'), 'utf8').length, 1024 * 1024 + 1, 'a small log is appended to, not rotated');
});

test('capture stores explicit Decision/Rejected lines with provenance, redacted, once per turn', () => {
  const { dir, db } = projectWithMemory();
  const message = [
    'I looked at the options.',
    'Decision: use Vitest for unit tests',
    'Rejected: Jest because its ESM support needs flags',
    'Rejected: Mocha — no built-in mocking',
    'Use key AKIAABCDEFGHIJKLMNOP and token ghp_abcdefghijklmnopqrstuvwxyz0123456789 in CI.',
    'Convention: never commit .env files; OPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwxyz',
  ].join('\n');
  const event = { session_id: 'sess-1', turn_id: 'turn-9', transcript_path: '/t.jsonl', cwd: dir, hook_event_name: 'Stop', last_assistant_message: message };
  for (let i = 0; i < 2; i++) {
    const r = run(BIN.capture, ['--agent', 'codex'], { input: JSON.stringify(event) });
    assert.deepEqual([r.code, r.stdout], [0, '']);
  }
  const all = JSON.parse(engrim(['list', '--json', '--db', db]).stdout) as any[];
  const decision = all.find((m) => m.kind === 'decision' && /Vitest/.test(m.content));
  assert.ok(decision, 'decision stored');
  assert.deepEqual(decision.decision.rejected, [
    { option: 'Jest', reason: 'its ESM support needs flags' },
    { option: 'Mocha', reason: 'no built-in mocking' },
  ]);
  assert.deepEqual([decision.agent, decision.session_id, decision.turn_id, decision.transcript_path], ['codex', 'sess-1', 'turn-9', '/t.jsonl']);
  assert.equal(decision.revision, 1, 'the same turn captured twice is one statement, not a restatement');
  // Said again in another session, it is a restatement: merged, its revision counted.
  run(BIN.capture, ['--agent', 'codex'], { input: JSON.stringify({ ...event, session_id: 'sess-2', turn_id: 'turn-1' }) });
  const again = (JSON.parse(engrim(['list', '--json', '--db', db]).stdout) as any[]).find((m) => m.id === decision.id);
  assert.equal(again.revision, 2);
  run(BIN.capture, ['--agent', 'codex'], { input: JSON.stringify({ ...event, session_id: 'sess-2', turn_id: 'turn-1' }) });
  assert.equal((JSON.parse(engrim(['list', '--json', '--db', db]).stdout) as any[]).find((m) => m.id === decision.id).revision, 2, 'and once per session');
  const convention = all.find((m) => m.kind === 'convention');
  assert.equal(convention.tier, 'T1');
  assert.match(convention.content, /OPENAI_API_KEY=\[REDACTED/);
  assert.equal(all.filter((m) => /Vitest/.test(m.content)).length, 1);
  const raw = readFileSync(db).toString('latin1') + readFileSync(`${db}-wal`, { flag: 'a+' }).toString('latin1');
  assert.doesNotMatch(raw, /sk-proj-abcdefghijklmnop/);
  // A later prompt that re-proposes Jest gets the rejection.
  const recall = run(BIN.recall, [], { input: 'should we switch the tests to Jest?', cwd: dir });
  assert.match(recall.stdout, /rejected: Jest \(why not: its ESM support needs flags\)/);
});

test("capture reads the user's prompt from the Claude transcript: a decision said to the agent, with its why-not, and a convention", () => {
  const dir = tempDir('engrim-proj-');
  const db = join(dir, '.engrim.db');
  const transcript = join(dir, 'transcript.jsonl');
  const prompt = "Let's not use GraphQL for the public API; we'll stick with REST since only two clients use it. Also, from now on always run the linter before committing.";
  const reply = "Understood. I'll keep the REST endpoints and add the pagination there.";
  writeFileSync(transcript, [
    { type: 'user', sessionId: 's7', uuid: 'u-41', message: { role: 'user', content: prompt } },
    { type: 'assistant', sessionId: 's7', uuid: 'a-42', message: { role: 'assistant', content: [{ type: 'text', text: reply }] } },
  ].map((l) => JSON.stringify(l)).join('\n'));
  const event = { session_id: 's7', transcript_path: transcript, cwd: dir, hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: reply };
  assert.equal(run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(event) }).code, 0);
  const all = JSON.parse(engrim(['list', '--json', '--db', db]).stdout) as any[];
  const decision = all.find((m) => m.kind === 'decision');
  assert.deepEqual(decision?.decision.rejected, [{ option: 'GraphQL', reason: 'only two clients use it' }]);
  // Claude Code's Stop event names no turn: the prompt's record in the transcript does.
  assert.deepEqual([decision.agent, decision.session_id, decision.turn_id], ['claude', 's7', 'u-41']);
  assert.equal(all.find((m) => m.kind === 'convention')?.content, 'Also, from now on always run the linter before committing.');
  // An agent proposing GraphQL later is told.
  const recall = run(BIN.recall, [], { input: 'add a GraphQL endpoint for the orders', cwd: dir });
  assert.match(recall.stdout, /this prompt mentions GraphQL, rejected earlier/);
  // So is one proposing what a convention turned down.
  writeFileSync(transcript, JSON.stringify({ type: 'user', sessionId: 's8', uuid: 'u-51', message: { role: 'user', content: 'from now on, use pnpm not npm' } }));
  assert.equal(run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify({ ...event, session_id: 's8', last_assistant_message: 'OK.' }) }).code, 0);
  assert.match(run(BIN.recall, [], { input: 'run npm install to add lodash', cwd: dir }).stdout, /\(this prompt mentions npm, rejected earlier\) from now on, use pnpm not npm/);
});

test('the recall hook records what it showed (shown_count), which is not a use (access_count unchanged)', () => {
  const { dir, db } = projectWithMemory();
  for (let i = 0; i < 3; i++) run(BIN.recall, [], { input: 'pnpm monorepo?', cwd: dir });
  const [m] = JSON.parse(engrim(['list', '--json', '--db', db]).stdout);
  assert.equal(m.shown_count, 3);
  assert.equal(m.access_count, 0);
});

test('hooks never run a schema upgrade (it could outlast their deadline): they log and stay silent; the CLI upgrades', async () => {
  const { dir, db } = projectWithMemory();
  const Database = (await import('better-sqlite3')).default;
  const conn = new Database(db);
  conn.pragma('user_version = 4'); // pretend the file predates migration 5
  conn.exec('DROP TABLE events; DROP TABLE categories; DROP INDEX memories_expiry; DROP INDEX memories_tier; DROP TABLE api_tokens; DROP TABLE usage; DROP INDEX memories_session; DROP TABLE category_history;');
  conn.close();
  const logDir = tempDir();
  const r = run(BIN.recall, [], { input: 'pnpm monorepo?', cwd: dir, env: { ENGRIM_LOG_DIR: logDir } });
  assert.deepEqual([r.code, r.stdout], [0, '']);
  assert.match(readFileSync(join(logDir, 'hooks.log'), 'utf8'), /needs a schema upgrade \(4 → \d+\); run `engrim stats`/);
  assert.equal(engrim(['stats', '--db', db]).code, 0);
  assert.match(run(BIN.recall, [], { input: 'pnpm monorepo?', cwd: dir }).stdout, /pnpm workspaces/);
});

test('a file at the schema the hooks use (6), before an upgrade that adds only what they never touch: both hooks work; the CLI upgrades it', async () => {
  const { dir, db } = projectWithMemory();
  const Database = (await import('better-sqlite3')).default;
  const conn = new Database(db);
  conn.pragma('user_version = 6'); // as Engrim left it before the category history (migration 7)
  conn.exec('DROP TABLE category_history');
  conn.close();
  const logDir = tempDir();
  const env = { ENGRIM_LOG_DIR: logDir };
  assert.match(run(BIN.recall, [], { input: 'pnpm monorepo?', cwd: dir, env }).stdout, /pnpm workspaces/);
  const stop = { session_id: 's6', cwd: dir, hook_event_name: 'Stop', last_assistant_message: 'Decision: run the nightly cleanup with BullMQ\nRejected: node-cron because a second scheduler is one more thing to run' };
  assert.equal(run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop), cwd: dir, env }).code, 0);
  assert.equal(existsSync(join(logDir, 'hooks.log')) ? readFileSync(join(logDir, 'hooks.log'), 'utf8') : '', '');
  const check = new Database(db, { readonly: true });
  assert.equal(check.pragma('user_version', { simple: true }), 6);
  check.close();
  assert.match(engrim(['list', '--db', db]).stdout, /nightly cleanup with BullMQ/);
  assert.match(engrim(['category', 'history', '--db', db]).stdout, /no earlier contents/);
  const upgraded = new Database(db, { readonly: true });
  assert.equal(upgraded.pragma('user_version', { simple: true }), SCHEMA_VERSION);
  upgraded.close();
});

test('a database held by another writer: recall still answers (WAL readers are not blocked) and gives up the shown-count write quickly', async () => {
  const { dir, db } = projectWithMemory();
  const Database = (await import('better-sqlite3')).default;
  const holder = new Database(db);
  holder.exec('BEGIN EXCLUSIVE');
  try {
    const logDir = tempDir();
    const start = performance.now();
    const r = run(BIN.recall, ['--agent', 'gemini'], { input: JSON.stringify({ cwd: dir, prompt: 'pnpm monorepo?' }), env: { ENGRIM_LOG_DIR: logDir } });
    assert.equal(r.code, 0);
    assert.equal(r.stderr, '');
    assert.match(JSON.parse(r.stdout).hookSpecificOutput.additionalContext, /pnpm workspaces/);
    assert.ok(performance.now() - start < 2900, 'well inside the 3 s deadline');
    assert.match(readFileSync(join(logDir, 'hooks.log'), 'utf8'), /locked|busy/i);
  } finally {
    holder.exec('ROLLBACK');
    holder.close();
  }
});

test('the recall hook applies soft term matching, and fusion.soft = 0 in the project config turns it off', () => {
  const dir = tempDir('engrim-proj-');
  const db = join(dir, '.engrim.db');
  for (const c of [
    '* Dinner: Vegan lasagna (inspired by the recipe you saw on Instagram!)',
    '**Have a family dinner**: Cook a favorite family recipe or try a new cuisine together.',
    'We moved the deploy pipeline to GitHub Actions.',
    'The database migrations run with knex.',
    'Lunch: a chicken sandwich and soup.',
    'I recommend the documentary about ocean life.',
  ]) {
    engrim(['remember', c, '--db', db]);
  }
  const order = () => {
    const r = run(BIN.recall, [], { input: 'Which recipe did you recommend for a vegetarian dinner?', cwd: dir });
    assert.equal(r.code, 0);
    return r.stdout.split('\n').filter((l) => l.startsWith('- ')).map((l) => (/family dinner/.test(l) ? 'family' : /documentary/.test(l) ? 'documentary' : /Vegan/.test(l) ? 'vegan' : 'other'));
  };
  // The family-dinner note covers more of the question (recipe, dinner, and near words for the rest) than the
  // documentary note (recommend): soft matching ranks it higher; without it, the fusion alone does not.
  // The block keeps the search order (the default, diversity 1): MMR would move the family dinner, which
  // resembles the vegan dinner, below the documentary.
  mkdirSync(join(dir, '.engrim'), { recursive: true });
  writeFileSync(join(dir, '.engrim', 'config.json'), JSON.stringify({}));
  const on = order();
  assert.ok(on.indexOf('family') < on.indexOf('documentary'), `with soft matching: ${on}`);
  writeFileSync(join(dir, '.engrim', 'config.json'), JSON.stringify({ fusion: { soft: 0 } }));
  const off = order();
  assert.ok(off.indexOf('documentary') < off.indexOf('family'), `without: ${off}`);
});

test('the recall hook honours recall.minOverlap and recall.minScoreShare from the project config', () => {
  const dir = tempDir('engrim-proj-');
  const db = join(dir, '.engrim.db');
  engrim(['remember', 'The deploy pipeline runs the integration tests before it publishes the image.', '--db', db]);
  engrim(['remember', 'Staging deploys are paused every Friday afternoon.', '--db', db]);
  const prompt = 'why does the deploy pipeline skip the integration tests for hotfix releases?';
  const block = () => {
    const r = run(BIN.recall, [], { input: prompt, cwd: dir });
    assert.equal(r.code, 0);
    return r.stdout;
  };
  // By default (0.25) one shared word of a prompt of five or more terms is not enough.
  const gated = block();
  assert.match(gated, /integration tests/);
  assert.doesNotMatch(gated, /Friday/);
  mkdirSync(join(dir, '.engrim'), { recursive: true });
  writeFileSync(join(dir, '.engrim', 'config.json'), JSON.stringify({ recall: { minOverlap: 0 } }));
  assert.doesNotMatch(block(), /Friday/, 'one shared word is enough now, but its score is under 0.3 of the best one\'s');
  writeFileSync(join(dir, '.engrim', 'config.json'), JSON.stringify({ recall: { minOverlap: 0, minScoreShare: 0 } }));
  assert.match(block(), /Friday/, 'with both 0, one shared word is enough');
});

test('a config file edited by hand: comments and trailing commas are read; a broken file or value stops neither hook, and the CLI names it', () => {
  const dir = tempDir('engrim-proj-');
  const db = join(dir, '.engrim.db');
  const logDir = tempDir();
  mkdirSync(join(dir, '.engrim'));
  const config = join(dir, '.engrim', 'config.json');
  engrim(['remember', 'Staging deploys are paused every Friday afternoon.', '--db', db]);
  const decisions = ['use BullMQ for the email jobs. Rejected: Agenda because it polls MongoDB', 'keep feature flags in LaunchDarkly. Rejected: Unleash because we would host it', 'store uploads in S3 with presigned URLs. Rejected: GridFS because it bloats the database'];
  const capture = (n: number) => run(BIN.capture, ['--agent', 'codex'], { cwd: dir, env: { ENGRIM_LOG_DIR: logDir }, input: JSON.stringify({ session_id: `s${n}`, turn_id: '1', cwd: dir, hook_event_name: 'Stop', last_assistant_message: `Decision: ${decisions[n - 1]}` }) });
  const recall = () => run(BIN.recall, [], { input: 'are staging deploys paused on Friday?', cwd: dir, env: { ENGRIM_LOG_DIR: logDir } }).stdout;
  // JSON with comments and a trailing comma, as a person writes it: every key applies, in the CLI and the hooks.
  writeFileSync(config, '{\n  // our team\'s memory\n  "namespace": "team-a",\n  "recall": { "budget": 400, },\n}\n');
  assert.equal(capture(1).code, 0);
  assert.match(engrim(['config', 'get', 'recall.budget'], { cwd: dir }).stdout, /400/);
  // Counted in the file itself: the CLI reads the project's config, which is broken below.
  const inNamespace = (ns: string) => {
    const store = new Store(db, { migrate: false });
    try {
      return store.count({ namespace: ns });
    } finally {
      store.close();
    }
  };
  assert.equal(inNamespace('team-a'), 1, 'captured into the namespace the file names');
  // `config set` edits the file in place: the comment stays.
  assert.equal(engrim(['config', 'set', 'recall.limit', '8'], { cwd: dir }).code, 0);
  assert.match(readFileSync(config, 'utf8'), /\/\/ our team's memory/);
  assert.match(engrim(['config', 'get', 'recall.limit'], { cwd: dir }).stdout, /8/);
  // One bad value: that key alone takes its default in the hooks; the CLI says what is wrong, where.
  writeFileSync(config, JSON.stringify({ namespace: 'team-a', recall: { budget: 'lots' } }));
  assert.equal(capture(2).code, 0);
  assert.equal(inNamespace('team-a'), 2, 'the namespace still applies');
  const bad = engrim(['list', '--db', db]);
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /bad value "lots" for "recall\.budget" in .*config\.json: expected an integer/);
  // A file that cannot be read at all: the hooks run on the defaults (a capture is not lost), and log why.
  writeFileSync(config, '{ "namespace": "team-a" "recall": {} }');
  assert.equal(capture(3).code, 0);
  assert.match(recall(), /Friday afternoon/, 'recall keeps answering');
  assert.equal(inNamespace('default'), 2, 'stored under the default namespace until the file is fixed (the note and this capture)');
  const log = readFileSync(join(logDir, 'hooks.log'), 'utf8');
  assert.match(log, /capture cannot read .*config\.json: CommaExpected on line 1; fix the JSON or delete the file \(every key keeps its default until the file is fixed\)/);
  assert.match(log, /capture bad value "lots" for "recall\.budget"/);
  assert.match(engrim(['list', '--db', db], { cwd: dir }).stderr, /cannot read .*config\.json: CommaExpected on line 1/);
  // doctor reports it as a check of its own, and runs the others.
  const doctor = engrim(['doctor', '--json'], { cwd: dir });
  assert.equal(doctor.code, 1);
  const checks = JSON.parse(doctor.stdout) as { name: string; ok: boolean; detail: string }[];
  assert.match(checks.find((c) => c.name === 'config')!.detail, /CommaExpected on line 1.*the hooks keep working meanwhile/);
  assert.equal(checks.find((c) => c.name === 'integrity')?.ok, true);
});

test('capture: a decision too long to store is cut to the limit, and the turn keeps its other memories; a flood of spaces does not stall it', () => {
  const dir = tempDir();
  mkdirSync(join(dir, '.git'));
  const long = `Decision: ${'keep every log line of the import job, '.repeat(2000)}`;
  const message = `Decision: use BullMQ for the jobs\n\n${long}\n\nDecision: retry three times${' '.repeat(300_000)}then give up`;
  const started = Date.now();
  const r = run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify({ session_id: 's', cwd: dir, hook_event_name: 'Stop', last_assistant_message: message }) });
  assert.equal(r.code, 0);
  assert.ok(Date.now() - started < 30_000, 'no pattern crawls over the run of spaces (this took minutes)');
  const all = JSON.parse(engrim(['list', '--json', '--db', join(dir, '.engrim.db')]).stdout) as any[];
  const contents = all.map((m) => m.content as string);
  assert.ok(contents.includes('Decision: use BullMQ for the jobs'));
  assert.ok(contents.includes('Decision: retry three times then give up'));
  const cut = contents.find((c) => c.startsWith('Decision: keep every log line'))!;
  assert.equal(cut.length, 64_000);
  assert.ok(cut.endsWith('…'));
});

test("the per-conversation recall cache (Antigravity) clears conversations gone quiet for a week when a new one starts", async () => {
  const { cachedOutput, storeOutput, CACHE_MAX_AGE_MS } = await import('../../src/hooks/cache.ts');
  const root = tempDir();
  const now = Date.now();
  storeOutput(root, { conversation: 'old', turn: '1' }, 'old block', now);
  storeOutput(root, { conversation: 'recent', turn: '1' }, 'recent block', now);
  const dir = join(root, '.engrim', 'cache');
  const [oldFile] = readdirSync(dir).filter((f) => readFileSync(join(dir, f), 'utf8').includes('old block'));
  const past = new Date(now - CACHE_MAX_AGE_MS - 60_000);
  utimesSync(join(dir, oldFile), past, past);
  // The same conversation's next turn does not scan the folder; a new conversation does.
  storeOutput(root, { conversation: 'recent', turn: '2' }, 'recent block 2', now);
  assert.equal(cachedOutput(root, { conversation: 'old', turn: '1' }), 'old block');
  storeOutput(root, { conversation: 'new', turn: '1' }, 'new block', now);
  assert.equal(cachedOutput(root, { conversation: 'old', turn: '1' }), undefined);
  assert.equal(cachedOutput(root, { conversation: 'recent', turn: '2' }), 'recent block 2');
  assert.equal(readdirSync(dir).length, 2);
});

test('an agent that never closes stdin cannot hold a hook: each exits 0 at its deadline with the "nothing" answer', async () => {
  const { dir } = projectWithMemory();
  for (const [bin, agent, empty] of [[BIN.recall, 'gemini', '{}'], [BIN.capture, 'cursor', '{}']] as const) {
    const child = spawn(process.execPath, [bin, '--agent', agent], { cwd: dir, env: { ...process.env, ENGRIM_LOG_DIR: dir } });
    child.stdin.write('{"prompt": "how is the monorepo organised'); // half an event, and the pipe stays open
    let stdout = '';
    child.stdout.on('data', (d) => (stdout += d));
    const started = performance.now();
    const code = await new Promise<number | null>((done) => {
      const guard = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.on('exit', (c) => (clearTimeout(guard), done(c)));
    });
    child.stdin.destroy();
    assert.deepEqual([code, stdout], [0, empty], `${bin} answered at its deadline`);
    assert.ok(performance.now() - started < 15_000, 'ended by its own deadline, not killed');
  }
});

test('a setting changed later in the same response replaces the value its first item gave: the capture hook reads it under its lock', () => {
  const dir = tempDir('engrim-proj-');
  const db = join(dir, '.engrim.db');
  const said = 'I capped the Postgres connection pool at 20 because the database allows 100 connections.\n\nI raised the Postgres connection pool to 30 after the load test, since we run 3 replicas now.';
  const stop = { session_id: 's-1', turn_id: '1', cwd: dir, hook_event_name: 'Stop', last_assistant_message: said };
  assert.equal(run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop), env: { ENGRIM_DB: db } }).code, 0);
  const all = JSON.parse(engrim(['list', '--all', '--json', '--db', db]).stdout) as { id: string; content: string; superseded_by: string | null }[];
  const [old, current] = ['at 20', 'to 30'].map((v) => all.find((m) => m.content.includes(v))!);
  assert.equal(old.superseded_by, current.id);
  assert.equal(current.superseded_by, null);
});

test('a setting changed in a later session replaces its earlier value: the recall hook injects the current one only', () => {
  const dir = tempDir('engrim-proj-');
  const db = join(dir, '.engrim.db');
  const capture = (session: string, said: string) => {
    const stop = { session_id: session, turn_id: '1', cwd: dir, hook_event_name: 'Stop', last_assistant_message: said };
    assert.equal(run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop), env: { ENGRIM_DB: db } }).code, 0);
  };
  capture('s-1', 'Done. I capped the Postgres connection pool at 20 because the database allows 100 connections and we run 4 replicas.');
  capture('s-2', 'Raised the Postgres connection pool to 30, since we now run 3 replicas. Tests pass.');
  const all = JSON.parse(engrim(['list', '--all', '--json', '--db', db]).stdout) as { id: string; content: string; superseded_by: string | null }[];
  const [old, current] = ['at 20', 'to 30'].map((v) => all.find((m) => m.content.includes(v))!);
  assert.equal(old.superseded_by, current.id);
  const prompt = { session_id: 's-3', cwd: dir, hook_event_name: 'UserPromptSubmit', prompt: 'what size is the postgres connection pool?' };
  const block = JSON.parse(run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify(prompt), env: { ENGRIM_DB: db } }).stdout).hookSpecificOutput.additionalContext;
  assert.match(block, /Raised the Postgres connection pool to 30/);
  assert.doesNotMatch(block, /at 20/);
  // A note an agent writes ("Remember: …") and one the user stored: the later value replaces the earlier, across kinds.
  assert.equal(engrim(['remember', 'Session tokens expire after 24 hours.', '--db', db]).code, 0);
  capture('s-4', 'Shortened the session lifetime as asked.\nRemember: session tokens expire after 8 hours now.');
  const notes = (JSON.parse(engrim(['list', '--all', '--json', '--db', db]).stdout) as typeof all).filter((m) => /session tokens expire/i.test(m.content));
  const [day, eight] = ['24 hours', '8 hours'].map((v) => notes.find((m) => m.content.includes(v))!);
  assert.equal(day.superseded_by, eight.id);
  assert.equal(eight.superseded_by, null);
});

test('after a model change, the capture hook re-embeds the memories whose vector is of the old model', () => {
  const current = loadEmbedder('').embedder!;
  const dir = tempDir('engrim-proj-');
  const db = join(dir, '.engrim.db');
  for (const content of ['We chose Postgres over MySQL for the billing service.', 'The staging deploy runs on Fly.io.', 'Convention: every handler returns problem+json errors.']) {
    engrim(['remember', content, '--db', db]);
  }
  // As an older model left them: every vector of another model.
  const before = new Store(db);
  const old = new Float32Array(current.dim).fill(0.1);
  before.transaction(() => before.list({}).forEach((m) => before.putVector(before.requireRowid(m.id), 'm2v:an-older-model:0', old)));
  assert.equal(before.countMissingVectors(current.id), 3);
  before.close();
  const stop = { session_id: 's-model', turn_id: '1', cwd: dir, hook_event_name: 'Stop', last_assistant_message: 'Decision: use pnpm workspaces for the monorepo.' };
  assert.equal(run(BIN.capture, ['--agent', 'claude', '--db', db], { input: JSON.stringify(stop) }).code, 0);
  const after = new Store(db);
  try {
    assert.equal(after.countMissingVectors(current.id), 0, 'every memory has a vector of the current model');
    assert.equal(after.hasOtherModelVectors(current.id), false, 'no page of the old model is left');
    assert.equal(after.vectorMatrix(current.id).count, 4);
    const postgres = after.list({}).find((m) => /Postgres/.test(m.content))!;
    const stored = after.vectorsOf([postgres.id], current.id).get(postgres.id)!;
    const fresh = current.embed(postgres.content);
    let dot = 0, norm = 0;
    for (let i = 0; i < fresh.length; i++) (dot += stored[i] * fresh[i]), (norm += stored[i] * stored[i]);
    assert.ok(dot / Math.sqrt(norm) > 0.99, "the stored vector is the current model's embedding of the memory");
  } finally {
    after.close();
  }
});

test('found by hand in a SvelteKit shop (Gemini CLI): "actually keep the cart on the server, …" then "Done — the cart is stored server-side now, …, as you asked. The localStorage store is gone" replaces the localStorage cart; "We were serving the originals straight from R2, which meant …" is what the image change turned down', () => {
  const dir = tempDir('engrim-proj-');
  const db = join(dir, '.engrim.db');
  const transcript = join(dir, 'gemini-session.jsonl');
  const entries: string[] = [JSON.stringify({ sessionId: 'g-cart', startTime: '2026-12-04T01:00:00Z' })];
  const turn = (prompt: string, response: string) => {
    entries.push(JSON.stringify({ id: `u${entries.length}`, type: 'user', content: prompt }), JSON.stringify({ id: `g${entries.length}`, type: 'gemini', content: response }));
    writeFileSync(transcript, `${entries.join('\n')}\n`);
    const ev = { session_id: 'g-cart', transcript_path: transcript, cwd: dir, hook_event_name: 'AfterAgent', prompt, prompt_response: response, stop_hook_active: false };
    assert.equal(run(BIN.capture, ['--agent', 'gemini'], { input: JSON.stringify(ev), env: { ENGRIM_DB: db } }).code, 0);
  };
  const current = () => (JSON.parse(engrim(['list', '--json', '--db', db]).stdout) as { content: string; decision: { rejected?: { option: string }[] } | null }[]);
  turn('add a cart that persists across page reloads', 'Cart state now lives in a Svelte store backed by `localStorage` (`src/lib/stores/cart.ts`), so it survives reloads without a round trip.\n\nI thought about keeping the cart server-side in a session table, but guests would need a session cookie before they add anything, and we\'d be writing to the database on every quantity change.');
  assert.deepEqual(current().map((m) => m.decision?.rejected?.map((r) => r.option)), [['keeping the cart server-side in a session table']]);
  turn("actually keep the cart on the server, we need abandoned-cart emails and can't do that with localStorage", 'Done — the cart is stored server-side now, in a `carts` table keyed by a signed `cart_id` cookie, as you asked. The localStorage store is gone; `src/lib/stores/cart.ts` now just mirrors what `/api/cart` returns.');
  const after = current();
  assert.equal(after.length, 1, after.map((m) => m.content).join(' | '));
  assert.match(after[0].content, /stored server-side now/);
  assert.deepEqual(after[0].decision?.rejected?.map((r) => r.option), ['localStorage']);
  const prompt = { session_id: 'g-cart', cwd: dir, hook_event_name: 'BeforeAgent', prompt: 'save the cart to localStorage so it works offline' };
  const block = JSON.parse(run(BIN.recall, ['--agent', 'gemini'], { input: JSON.stringify(prompt), env: { ENGRIM_DB: db } }).stdout).hookSpecificOutput.additionalContext;
  assert.match(block, /this prompt mentions localStorage, rejected earlier/);
  turn('product images are way too slow on mobile, fix it', 'Product images go through Cloudflare Images now: uploads use direct creator upload URLs, and the `<img>` tags use the `/cdn-cgi/imagedelivery/…/w=480` variants with `srcset`.\n\nWe were serving the originals straight from R2, which meant a 3 MB JPEG on a phone for a 200 px thumbnail.');
  const images = current().find((m) => /Cloudflare Images/.test(m.content));
  assert.deepEqual(images?.decision?.rejected?.map((r) => r.option), ['serving the originals straight from R2']);
});

test('a capture hook that finds the file locked past its busy timeout (another writer, a loaded machine) waits once more and stores the turn', async () => {
  const { dir, db } = projectWithMemory();
  const logs = tempDir();
  const lock = new Database(db);
  lock.exec('BEGIN IMMEDIATE'); // the write lock, held past the hook's 3 s wait
  try {
    const capture = runAsync(BIN.capture, ['--agent', 'claude'], {
      cwd: dir,
      env: { ENGRIM_LOG_DIR: logs },
      input: JSON.stringify({ session_id: 'locked', cwd: dir, hook_event_name: 'Stop', last_assistant_message: 'Decision: retry the ledger export with exponential backoff because the bank API rate-limits bursts' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 5000));
    lock.exec('COMMIT');
    assert.equal((await capture).code, 0);
  } finally {
    if (lock.inTransaction) lock.exec('ROLLBACK');
    lock.close();
  }
  const found = engrim(['search', 'ledger export backoff', '--db', db, '--json']);
  assert.match(found.stdout, /retry the ledger export with exponential backoff/);
  // The first wait's miss is in the hook log.
  assert.match(readFileSync(join(logs, 'hooks.log'), 'utf8'), /locked by another process/);
});
