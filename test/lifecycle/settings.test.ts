import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { remember, rememberMany, prepareMany } from '../../src/engine/remember.ts';
import { extractDecisions } from '../../src/capture/extract.ts';
import { changesValue, valueStatement } from '../../src/lifecycle/settings.ts';
import { recall } from '../../src/recall/recall.ts';
import { createTestStore, engrim, tempDir } from '../helpers.ts';

const T0 = Date.parse('2026-06-01T00:00:00Z');
/** What is set and where, and the value (not the words as written). */
const av = (text: string) => {
  const v = valueStatement(text);
  return v && { about: v.about, value: v.value };
};
const changes = (a: string, b: string) => {
  const [x, y] = [valueStatement(a), valueStatement(b)];
  return !!x && !!y && changesValue(x, y);
};

test('a statement is what is set and where, and its value, in the forms agents write', () => {
  assert.deepEqual(av('Capped the Postgres connection pool at 20 because the database allows 100 connections.'), { about: 'connection pool postgr', value: '20' });
  assert.deepEqual(valueStatement('Raised the Postgres connection pool to 30, since we now run 3 replicas.')?.words, ['postgres', 'connection', 'pool'], 'as written: the store is asked for all of them');
  assert.deepEqual(av('The rate limit is now capped at 300 requests per minute per API key because integrations hit 100.'), { about: 'api key minut per rat request', value: '300' });
  assert.deepEqual(av('We moved the default request timeout from 5 s to 15 s because reports timed out.'), { about: 'default request timeout unit:time', value: '15s' });
  assert.deepEqual(av('Set LOG_LEVEL to warn in production, as info logs cost too much.'), { about: 'level log production', value: 'warn' });
  assert.deepEqual(av('Decision: indent with 2 spaces in every TypeScript file.'), { about: 'every fil indent script spac typ typescript', value: '2' });
  // The thing after its value; a range; a value that is a name with a digit; a number in the reason is not the value.
  assert.deepEqual(av('We keep 30 days of Loki logs because that covers a monthly review.'), { about: 'log loki unit:time', value: '30d' });
  assert.deepEqual(av('Autoscaling keeps between 2 and 10 web pods.'), { about: 'autoscal pod web', value: '2-10' });
  assert.deepEqual(av('Target ES2022 in the browser bundle, since Safari 14 usage fell below 1%.'), { about: 'browser bundl target', value: 'es2022' });
  // "to" before a place is part of where; before a purpose it is not.
  assert.equal(valueStatement('Use a 5 second timeout for calls to the geocoding API.')!.about, 'api call geocod timeout unit:time');
  assert.equal(valueStatement('Set the rollout to 10% of users to watch error rates.')!.about, 'rollout unit:share user');
  // A name that holds a digit is no value beside a number, nor is a thing going away.
  assert.equal(valueStatement('Run the e2e suite on 2 shards in CI.')!.value, '2');
  assert.equal(valueStatement('Chose Argon2id for password hashing over bcrypt.')!.value, 'argon2id');
  assert.equal(valueStatement("We're dropping support for Node 18 because it reached end of life."), null);
  assert.equal(valueStatement('Removed the v1 endpoints.'), null);
  // A note's forms: a value after its label's colon, a lead-in label, a plain fact.
  assert.deepEqual(av('Python version for the data pipeline: 3.12.'), { about: 'data pipelin python', value: '3.12' });
  assert.deepEqual(av('**Pool size**: 30'), { about: 'pool', value: '30' });
  assert.deepEqual(av('Heads up: the Redis maxmemory is 2gb on prod.'), { about: 'maxmemory prod redi unit:size', value: '2gb' });
  assert.deepEqual(av('FYI: session tokens expire after 24 hours.'), { about: 'expir session token unit:time', value: '24h' });
  // A question states nothing; a number that says which one of a series is no value, and stays a word of the thing.
  assert.equal(valueStatement('Was the movie released before 1990?'), null);
  // A change not made yet: waiting for the user, or planned for later.
  assert.equal(valueStatement("I'll lower the retry count to 2 once you confirm."), null);
  assert.equal(valueStatement("We'll raise the pool to 30 next sprint."), null);
  assert.equal(valueStatement('We raised the pool to 30 after the migration.')?.value, '30');
  assert.equal(valueStatement('Worksheet 4: Fill in the Blank'), null);
  assert.equal(valueStatement('This is part 1 of my multiple messages.'), null);
  assert.equal(valueStatement('Give me the title of chapter 2 and a summary in bullet points'), null);
  assert.deepEqual(av('Step 3 takes 10 minutes on CI.'), { about: '3 ci step tak unit:time', value: '10min' });
  assert.deepEqual(av('I would tell the 3rd customer to wait 30 minutes.'), { about: '3rd customer unit:time wait', value: '30min' });
  // In a note, a bare number after a word that does not tie it to a thing is part of a name ("proc 3", "note 1");
  // a tool's version after what runs on or uses it ("We are on Node 18") and a decision's "Use Node 18" are values.
  const note = (text: string) => valueStatement(text, 'note');
  assert.equal(note('note 1'), null);
  assert.equal(note('proc 0 item 1'), null);
  assert.equal(note('http memory 3: the port of service s3 is 7003'), null);
  assert.equal(note('We are on Node 18 for the API service.')?.value, '18');
  assert.equal(note('Our team reached Node 18 of the course.'), null, 'a name, not what runs on it');
  assert.equal(valueStatement('Use Node 18 for the API service.', 'decision')?.value, '18');
  assert.equal(note('The pool is 20 per API pod.')?.value, '20', 'tied by "is"');
  assert.equal(note('The gateway allows 50 requests per second.')?.value, '50', 'things counted after it');
  assert.equal(note('Session cookies last 14 days.')?.value, '14d', 'a unit after it');
  assert.equal(note('The queue holds 10k jobs.')?.value, '10k', 'a suffix that is no unit, counted things after it');
  // A date is one value, however it is written; the day of the week goes with it.
  assert.deepEqual(av('Code freeze: March 12.'), { about: 'cod freez', value: 'mar 12' });
  assert.deepEqual(av('The TLS certificate expires on Nov 3, 2026.'), { about: 'certificat expir tl', value: 'nov 3 2026' });
  assert.deepEqual(av('Beta feedback closes on 29 April.'), { about: 'beta clos feedback', value: 'apr 29' });
  assert.deepEqual(av('Release branches are cut on the 15th of each month.'), { about: 'branch cut releas', value: 'day 15 monthly' });
  assert.deepEqual(av('Moved the data migration window to Friday, May 8 because traffic is low.'), { about: 'data migration window', value: 'may 8' });
  assert.deepEqual(av('Moved the code freeze from March 12 to March 19 because QA needs a week.'), { about: 'cod freez', value: 'mar 19' }, 'the date it is moved to');
  assert.equal(note('The staging database runs on a db.t3.medium instance.')?.value, 'db.t3.medium', 'a name with a digit in it is a value still');
  // Only the start of a long text is read: a run of 20,000 digits before a stray character took 1.3 s when
  // the digit patterns read it all (they retry it from every digit), and a 60,000-character one ~10 times that.
  assert.equal(valueStatement(`Set the pool to ${'1'.repeat(60_000)}@`)?.about, 'pool');
});

test('a later value of the same thing in the same place changes it; another thing, place or the same value does not', () => {
  assert.ok(changes('Capped the Postgres connection pool at 20 because we run 4 replicas.', 'Raised the Postgres connection pool to 30, since we now run 3 replicas.'));
  assert.ok(changes('Set the Redis cache TTL to 5 minutes so stale prices go.', 'Lowered the Redis cache TTL to 60 seconds because prices change often.'), 'a unit in other words');
  assert.ok(changes('Use Node 18 for the API service.', 'Use Node 20 for the API service.'));
  assert.ok(changes('Set LOG_LEVEL to warn in production, as …', 'Set LOG_LEVEL to error in production because …'), 'a code setting set to a word');
  assert.ok(!changes('Capped the Postgres connection pool at 20 because …', 'Capped the Redis connection pool at 50 because …'), 'another thing');
  assert.ok(!changes('Set LOG_LEVEL to warn in production, as …', 'Set LOG_LEVEL to debug in staging so we can trace it.'), 'another place');
  assert.ok(!changes('Use Node 20 for the API service.', 'Use Node 18 for the worker service.'));
  assert.ok(!changes('Set the page size to 50 for the orders endpoint because …', 'Set the page size to 100 for the audit log export since …'));
  assert.ok(!changes('Capped the Postgres connection pool at 20 because …', 'Kept the Postgres connection pool at 20 after adding a replica, since …'), 'the same value');
  assert.ok(!changes('Set the timeout to 30s because …', 'Kept the timeout at 30 seconds because …'), 'the same value, its unit written apart');
  assert.ok(changes('Set the timeout to 30s because …', 'Raised the timeout to 2 minutes because …'), 'a unit written on the value or apart is one unit');
  assert.ok(changes('Set the lock TTL to 5 minutes because …', 'Set the lock TTL to 5 hours because …'), 'the same number in another unit');
  assert.ok(!changes('Release 1.4 drops support for Node 16.', 'Release 1.5 drops support for Node 18.'), 'numbers that name things, not a value');
  assert.ok(changes('We keep 30 days of Loki logs because …', 'We keep 90 days of Loki logs because audits ask for a quarter.'));
  assert.ok(!changes('Autoscaling keeps between 2 and 10 web pods.', 'Autoscaling keeps between 1 and 4 worker pods because the queue is small.'), 'the place after a range');
  assert.ok(!changes('Use a 5 second timeout for calls to the geocoding API.', 'Use a 30 second timeout for calls to the payment API because …'), 'the place after "to"');
  assert.ok(changes('Session tokens expire after 24 hours.', 'Session tokens expire after 8 hours.'), 'a plain fact');
  assert.ok(changes('Node version: 18', 'Use Node version 20 because 18 reached end of life.'), 'a label and its value, then a decision');
  assert.ok(!changes('Step 3 takes 10 minutes on CI.', 'Step 4 takes 20 minutes on CI.'), 'which one of a series is part of the thing');
  assert.ok(!changes('Chapter 1: The National Stage', 'Chapter 2: A League of Extraordinary Talent'), 'headings');
  assert.ok(!changes('No, the movie was released after 1990.', 'Was the movie released before 2005?'), 'a question');
  assert.ok(changes('Code freeze: March 12.', 'The code freeze is on March 19 now.'), 'a date moved');
  assert.ok(!changes('The outage on May 2 lasted 40 minutes.', 'The outage on June 11 lasted 15 minutes.'), 'events on two dates');
  assert.ok(!changes('Code freeze: March 12.', 'Design review: March 19.'), 'another thing on a date');
});

test('a decision, convention or note that changes a value supersedes the earlier one, in its namespace only; recall shows the current one', () => {
  const store = createTestStore();
  const say = (content: string, at: number, kind = 'decision', namespace = 'default') => remember(store, null, { content, kind, namespace }, at);
  const pool = say('Capped the Postgres connection pool at 20 because the database allows 100 connections.', T0).memory;
  const elsewhere = say('Capped the Postgres connection pool at 10 because the staging box is small.', T0 + 1, 'decision', 'staging').memory;
  const redis = say('Capped the Redis connection pool at 50 because the cache takes many clients.', T0 + 2).memory;
  const note = say('The Postgres connection pool was at 12 during the incident.', T0 + 3, 'note').memory;
  const raised = say('Raised the Postgres connection pool to 30, since we now run 3 replicas.', T0 + 4);
  assert.deepEqual(raised.superseded, [pool.id]);
  assert.deepEqual(raised.changed, [pool.id]);
  assert.equal(store.require(pool.id).superseded_by, raised.memory.id);
  for (const m of [elsewhere, redis, note]) assert.equal(store.require(m.id).superseded_by, null, m.content);
  const text = recall(store, 'how large is the postgres connection pool?').text;
  assert.match(text, /Raised the Postgres connection pool to 30/);
  assert.doesNotMatch(text, /at 20 because/);

  const two = say('Indent with 2 spaces in every TypeScript file.', T0 + 5, 'convention').memory;
  const four = say('Indent with 4 spaces in every TypeScript file.', T0 + 6, 'convention');
  assert.deepEqual(four.changed, [two.id], 'a convention too');
  // A note states a setting as a fact: a later note, decision or convention changes it, and it changes them.
  const day = say('Session tokens expire after 24 hours.', T0 + 7, 'note').memory;
  const eight = say('Session tokens expire after 8 hours.', T0 + 8, 'note');
  assert.deepEqual(eight.changed, [day.id], 'a note changes a note');
  const decided = say('Shortened the session token expiry to 1 hour because of the security review.', T0 + 9);
  assert.deepEqual(decided.changed, [eight.memory.id], 'the noun of the thing ("expiry") is its verb ("expire after"): a decision changes a note');
  const lowered = say('Session tokens expire after 4 hours, per the security review.', T0 + 10, 'decision');
  assert.deepEqual(lowered.changed, [decided.memory.id], 'and the verb changes the noun');
  const fact = say('The Redis connection pool is at 80 now.', T0 + 11, 'note');
  assert.deepEqual(fact.changed, [redis.id], 'a note changes a decision');
  assert.equal(say('Chapter 3 of the runbook covers failover.', T0 + 12, 'note').changed.length, 0);
  const notes = [0, 1, 2].map((i) => say(`note ${i}`, T0 + 13 + i, 'note'));
  assert.deepEqual(notes.map((r) => r.changed), [[], [], []], 'numbered notes are names, not values');
  // An earlier value written after the later one (an agent's clock, a replayed session) replaces nothing.
  const late = say('Capped the Postgres connection pool at 25 because of the old limits.', T0 - 1, 'decision', 'staging');
  assert.deepEqual(late.changed, []);
});

test('the noun and the verb of a setting are one thing, found in the store by either form; a value ending a sentence keeps its unit', () => {
  assert.deepEqual(av('Set the job timeout to 45s.'), { about: 'job timeout unit:time', value: '45s' });
  assert.deepEqual(av('Set the job timeout to 45s.'), { ...av('The job timeout is 45 seconds.')!, value: '45s' });
  assert.ok(changes('The job timeout is 30 seconds.', 'Set the job timeout to 45s.'), 'seconds written out, then on the number');
  assert.ok(!changes('The job timeout is 30s.', 'The job timeout is 30 seconds.'), 'the same value said again');
  const store = createTestStore();
  const say = (content: string, at: number, kind = 'note') => remember(store, null, { content, kind }, at);
  const keys = say('API keys expire after 90 days.', T0).memory;
  const invites = say('Invite links expire after 7 days.', T0 + 1).memory;
  const jobs = say('Queue jobs time out after 30 seconds.', T0 + 2).memory;
  const images = say('Image retention: 7 days.', T0 + 3).memory;
  const ordersRetry = say('Failed orders are retried 4 times.', T0 + 4).memory;
  assert.deepEqual(say('API key expiry is now 30 days.', T0 + 5).changed, [keys.id]);
  assert.deepEqual(say('Raised the queue job timeout to 60 seconds because exports are slow.', T0 + 6, 'decision').changed, [jobs.id]);
  assert.deepEqual(say('We now retain images for 14 days.', T0 + 7).changed, [images.id]);
  assert.deepEqual(say('Failed orders get 6 retries now.', T0 + 8).changed, [ordersRetry.id], 'a count said another way ("4 times", "6 retries")');
  assert.deepEqual(say('Invite link expiration: 3 days.', T0 + 9).changed, [invites.id]);
  assert.deepEqual(say('Password reset links expire after 1 hour.', T0 + 10).changed, [], 'another thing that expires');
});

test('words that only say a thing is a setting ("cap", "version", "entries", "times") and a rate with a slash name the same setting; a tool\'s version in a note is a value', () => {
  assert.ok(changes('Uploads are capped at 10 MB.', 'The upload cap is 25MB.'));
  assert.ok(changes('Pinned TypeScript to 5.4 until the decorators bug is fixed.', 'TypeScript version: 5.6.'));
  assert.ok(changes('Cache entries expire after 5 minutes, since prices change often.', 'Cache expiration is 10 minutes now.'));
  assert.ok(changes('The API rate limit is 100 requests per minute.', 'API rate limit: 300 requests/minute.'));
  assert.ok(changes('Requests to the payments API time out after 10 seconds.', 'Raised the payments API timeout to 20 seconds because refunds are slow.'));
  const note = (text: string) => valueStatement(text, 'note');
  const [node18, node20] = [note('The build runs on Node 18.'), note('The build runs on Node 20 now.')];
  assert.ok(node18 && node20 && changesValue(node18, node20));
  // Still apart: another thing that has a cap, a version of another tool, a memory request beside its limit.
  assert.ok(!changes('Uploads are capped at 10 MB.', 'Avatars are capped at 1 MB.'));
  assert.ok(!changes('Pinned TypeScript to 5.4.', 'Pinned Node to 20.'));
  assert.ok(!changes('The worker memory limit is 512 MB.', 'The worker memory request is 256 MB.'));
  assert.equal(note('I finished Chapter 3 of the book.'), null, 'a number of a series is no value');
});

test('what a value counts may go unsaid the next time ("to 4 processes", then "from 4 to 8"), but other counted things stay apart; a suggested change gives no value', () => {
  assert.ok(changes('Set the Dramatiq worker concurrency to 4 processes; the box has 4 cores.', 'Raised the Dramatiq worker concurrency from 4 to 8 because the queue backs up.'));
  assert.ok(changes('Set the worker concurrency to 4.', 'Raised the worker concurrency to 8 processes.'));
  assert.ok(!changes('The auth service runs 3 replicas.', 'The auth service runs 5 workers.'));
  assert.equal(valueStatement('You could cap the pool at 20 connections if the database starts refusing them.', 'note'), null);
  assert.equal(valueStatement('Maybe raise the timeout to 60s.'), null);
  assert.ok(changes('Set the connection pool to 20.', 'Connection pool bumped to 40; under the load test the p99 wait was 180 ms.'), 'a summary\'s setting without "is"');
  // Through the store: the earlier statement is found by the later one's words, counted things aside.
  const store = createTestStore();
  const first = remember(store, null, { content: 'Set the Dramatiq worker concurrency to 4 processes; the box has 4 cores.', kind: 'decision' }, T0).memory;
  assert.deepEqual(remember(store, null, { content: 'Raised the Dramatiq worker concurrency from 4 to 8 because the queue backs up.', kind: 'decision' }, T0 + 1).changed, [first.id]);
});

test('an import restores memories as they were: a changed value supersedes nothing there', () => {
  const store = createTestStore();
  const inputs = ['Set the job retention to 7 days because the table grew.', 'Set the job retention to 14 days because support needs two weeks.'].map((content, i) => ({ content, kind: 'decision', created_at: T0 + i }));
  const results = rememberMany(store, null, prepareMany(null, inputs), T0);
  for (const r of results) assert.ok(!(r instanceof Error) && store.require(r.memory.id).superseded_by === null);
});

test('health lists settings that still hold an earlier value beside a later one (an import, a restore), and the CLI says how to retire it', () => {
  const db = join(tempDir(), 's.db');
  const lines = ['Set the job retention to 7 days because the queue table grew.', 'Set the log retention to 30 days because compliance asks for a month.', 'Set the job retention to 14 days because support needs two weeks.'];
  const file = join(tempDir(), 'm.jsonl');
  const rows = lines.map((content, i) => ({ content, kind: 'decision', created_at: new Date(T0 + i * 1000).toISOString() }));
  // Across kinds: a note's value, then a decision's.
  rows.push({ content: 'Session tokens expire after 24 hours.', kind: 'note', created_at: new Date(T0 + 5000).toISOString() });
  rows.push({ content: 'Session tokens expire after 8 hours, per the security review.', kind: 'decision', created_at: new Date(T0 + 6000).toISOString() });
  // What a value counts, said once and not the next time; and two counted things that stay apart.
  rows.push({ content: 'Set the worker concurrency to 4 processes.', kind: 'decision', created_at: new Date(T0 + 7000).toISOString() });
  rows.push({ content: 'The auth service runs 3 replicas.', kind: 'note', created_at: new Date(T0 + 7500).toISOString() });
  rows.push({ content: 'Raised the worker concurrency from 4 to 8 because the queue backs up.', kind: 'decision', created_at: new Date(T0 + 8000).toISOString() });
  rows.push({ content: 'The auth service runs 5 workers.', kind: 'note', created_at: new Date(T0 + 8500).toISOString() });
  writeFileSync(file, rows.map((r) => JSON.stringify(r)).join('\n'));
  assert.equal(engrim(['import', file, '--db', db]).code, 0);
  const h = JSON.parse(engrim(['health', '--json', '--db', db]).stdout);
  assert.equal(h.twoValuesCount, 3);
  const list = JSON.parse(engrim(['list', '--json', '--db', db]).stdout) as { id: string; content: string }[];
  const [seven, fourteen, day, eight, four, raised] = ['7 days', '14 days', '24 hours', '8 hours', '4 processes', 'from 4 to 8'].map((v) => list.find((m) => m.content.includes(v))!.id);
  assert.deepEqual(h.twoValues.map((p: { earlier: string; later: string }) => [p.earlier, p.later]), [[four, raised], [day, eight], [seven, fourteen]]);
  assert.match(engrim(['health', '--db', db]).stdout, new RegExp(`3 settings still hold an earlier value.*\n(  .*\n)*  ${seven} → ${fourteen}`));
  assert.equal(engrim(['supersede', seven, fourteen, '--db', db]).code, 0);
  assert.equal(engrim(['supersede', day, eight, '--db', db]).code, 0);
  assert.equal(engrim(['supersede', four, raised, '--db', db]).code, 0);
  assert.equal(JSON.parse(engrim(['health', '--json', '--db', db]).stdout).twoValuesCount, 0);
});

test('CLI: remember says it replaced a setting\'s earlier value, and how to undo it', () => {
  const db = join(tempDir(), 's.db');
  const old = JSON.parse(engrim(['remember', 'Set the job retention to 7 days because the queue table was growing fast.', '--json', '--db', db]).stdout).id;
  const r = engrim(['remember', 'Set the job retention to 14 days: support needs two weeks of failed jobs.', '--db', db]);
  assert.match(r.stdout, new RegExp(`supersedes ${old}, an earlier decision that gave the same setting another value \\(\`engrim restore ${old}\` to undo\\)`));
  // A note, as `engrim remember` stores plain text: the list then holds the later value only.
  const day = JSON.parse(engrim(['remember', 'Session tokens expire after 24 hours.', '--json', '--db', db]).stdout).id;
  assert.match(engrim(['remember', 'Session tokens expire after 8 hours.', '--db', db]).stdout, new RegExp(`supersedes ${day}, an earlier note that gave the same setting another value`));
  const listed = engrim(['list', '--db', db]).stdout;
  assert.match(listed, /expire after 8 hours/);
  assert.doesNotMatch(listed, /after 24 hours/);
});

test('found by hand in a dbt project (Gemini CLI): "Back to daily at 06:00 for `fct_orders`. Hourly runs cost $310 …" is a decision turning "Hourly runs" down, and replaces "Set the `fct_orders` schedule to hourly …"', () => {
  const store = createTestStore();
  const keep = (text: string, at: number) => extractDecisions(text).map(({ supersedes, context, ...c }) => remember(store, null, { ...c, context: context ?? null, created_at: at }, at));
  const [hourly] = keep('Set the `fct_orders` schedule to hourly (`0 * * * *`), as you asked. The incremental model only reads the last two hours of events, so each run takes about 40 seconds.', 1_000);
  const [daily] = keep('Back to daily at 06:00 for `fct_orders`. Hourly runs cost $310 in Snowflake credits over the week, and finance only looks at the numbers each morning.', 2_000);
  assert.deepEqual(daily.memory.decision?.rejected?.map((r) => r.option), ['Hourly runs']);
  assert.equal(store.require(hourly.memory.id).superseded_by, daily.memory.id);
  // Not a saying: "Back to the drawing board for the homepage." decides nothing.
  assert.deepEqual(extractDecisions('Back to the drawing board for the homepage.'), []);
});
