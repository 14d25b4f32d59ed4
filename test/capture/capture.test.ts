import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDecisions } from '../../src/capture/extract.ts';
import { extractPromptDecisions } from '../../src/capture/heuristics.ts';
import { sentences } from '../../src/capture/prose.ts';
import { isName, withCodeNames } from '../../src/capture/names.ts';
import { redact } from '../../src/capture/redact.ts';
import { rulesText } from '../../src/setup/rules.ts';
import { lastOf, parseTranscript, previousTurn, turnResponse } from '../../src/agents/transcript.ts';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pluginOptions, tempDir } from '../helpers.ts';

const rejected = (text: string) => extractDecisions(text).flatMap((c) => c.decision?.rejected ?? []);
/** Only the options' names. */
const options = (text: string) => rejected(text).map((r) => r.option);
/** The options each captured decision turns down, decision by decision. */
const optionsEach = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => r.option));
/** The options a prompt's decisions turn down, read with no response. */
const promptOptions = (prompt: string) => extractDecisions('', prompt).flatMap((c) => c.decision?.rejected?.map((r) => r.option) ?? []);
/** Each text's options, decision by decision, as expected (the text names a failing case). */
const expectOptionsEach = (cases: [string, string[][]][]) => {
  for (const [text, expected] of cases) assert.deepEqual(optionsEach(text), expected, text);
};
/** Each text decides: the first thing captured from it is a decision. */
const decides = (texts: string[]) => {
  for (const text of texts) assert.equal(extractDecisions(text)[0]?.kind, 'decision', text);
};
/** Each text decides nothing: nothing at all is captured from it. */
const decidesNothing = (texts: string[]) => {
  for (const text of texts) assert.deepEqual(extractDecisions(text), [], text);
};
/** Each prompt's options, read with no response, as expected (the prompt names a failing case). */
const expectPromptOptions = (cases: [string, string[]][]) => {
  for (const [prompt, expected] of cases) assert.deepEqual(promptOptions(prompt), expected, prompt);
};
/** Each prompt, read with no response, decides nothing: nothing at all is captured from it. */
const promptsDecideNothing = (prompts: string[]) => {
  for (const prompt of prompts) assert.deepEqual(extractDecisions('', prompt), [], prompt);
};

test('decisions with rejected alternatives and reasons, in English', () => {
  assert.deepEqual(rejected('We decided to use SQLite with WAL instead of Postgres because it needs no server.'), [{ option: 'Postgres', reason: 'it needs no server' }]);
  assert.deepEqual(rejected("I'll go with esbuild. Webpack was rejected because its config is heavy."), [{ option: 'Webpack', reason: 'its config is heavy' }]);
  assert.deepEqual(rejected("We won't use Jest because ESM support needs experimental flags."), [{ option: 'Jest', reason: 'ESM support needs experimental flags' }]);
  assert.deepEqual(rejected('We chose React Query rather than Redux Toolkit, since caching is built in.'), [{ option: 'Redux Toolkit', reason: 'caching is built in' }]);
  const [d] = extractDecisions("I'll go with esbuild for bundling. Webpack was rejected because its config is heavy.");
  assert.equal(d.kind, 'decision');
  assert.equal(d.decision?.chosen, "I'll go with esbuild for bundling.");
});

test('decisions in the forms agents write them: "we\'ll go with", "going with X over Y", "switched … from", "replaced X with Y since"', () => {
  assert.equal(extractDecisions("We'll go with pnpm workspaces; npm workspaces were too slow on CI.")[0]?.kind, 'decision');
  assert.deepEqual(rejected('Going with Postgres over MySQL since we need JSONB.'), [{ option: 'MySQL', reason: 'we need JSONB' }]);
  const [switched] = extractDecisions("I switched the tests from Jest to Vitest because Jest's ESM support needs flags.");
  assert.deepEqual([switched.decision?.rejected, switched.supersedes], [[{ option: 'Jest', reason: "Jest's ESM support needs flags" }], 'Jest']);
  assert.deepEqual(rejected('I replaced moment.js with date-fns since moment is in maintenance mode.'), [{ option: 'moment.js', reason: 'moment is in maintenance mode' }]);
  // The option, not the act of taking it.
  assert.deepEqual(rejected('I chose to keep the REST API rather than move to GraphQL: only two clients use it.').map((r) => r.option), ['GraphQL']);
  assert.deepEqual(rejected('Rather than adding Redis, I used an in-memory LRU cache since there is one process.').map((r) => r.option), ['Redis']);
  // A name after "for" / "of" belongs to the option; an article does not.
  assert.deepEqual(rejected('We dropped support for Node 16 because it is end-of-life.'), [{ option: 'support for Node 16', reason: 'it is end-of-life' }]);
  assert.deepEqual(rejected('I used a Map instead of a plain object since keys are dynamic.'), [{ option: 'plain object', reason: 'keys are dynamic' }]);
  // "as" is a reason only when nothing plainer gives one, and only after a comma: "store money as integer cents" is no reason.
  assert.deepEqual(rejected('We chose to store timestamps as UTC integers instead of ISO strings because comparisons are cheaper.'), [{ option: 'ISO strings', reason: 'comparisons are cheaper' }]);
  assert.deepEqual(rejected('I chose to store money as integer cents instead of floats to avoid rounding errors.'), [{ option: 'floats', reason: 'rounding errors' }]);
  assert.deepEqual(rejected('We went with Caddy instead of nginx, as it renews certificates itself.'), [{ option: 'nginx', reason: 'it renews certificates itself' }]);
  // Names in backticks, and an option weighed and turned down ("considered X, but …").
  assert.deepEqual(rejected('I went with `zod` for validation rather than `joi`, since zod gives us static types. I also considered yup but it has weaker TS inference.'), [
    { option: 'joi', reason: 'zod gives us static types' },
    { option: 'yup', reason: 'it has weaker TS inference' },
  ]);
  assert.deepEqual(rejected('We considered Kafka, but it is too heavy for three services.'), [{ option: 'Kafka', reason: 'it is too heavy for three services' }]);
  // Right after a decision, what is wrong with another named option — but never with the one chosen.
  assert.deepEqual(rejected('We should stick with REST for now. GraphQL would add a schema layer nobody here maintains.'), [{ option: 'GraphQL', reason: 'would add a schema layer nobody here maintains' }]);
  assert.deepEqual(rejected('I went with Zod. Yup lacks good TypeScript inference.'), [{ option: 'Yup', reason: 'lacks good TypeScript inference' }]);
  assert.deepEqual(rejected('I went with Zod. Zod needs no codegen.'), []);
  assert.deepEqual(rejected('I decided to go for a walk. Jane would have come too.'), [], 'a person, and no fault named');
  // Turned down in other words; a fault said right after the name; an act keeps where it is done.
  assert.deepEqual(rejected("I didn't go with Testcontainers because Docker isn't available in CI."), [{ option: 'Testcontainers', reason: "Docker isn't available in CI" }]);
  assert.deepEqual(rejected('We opted against Lerna since npm workspaces do enough.'), [{ option: 'Lerna', reason: 'npm workspaces do enough' }]);
  assert.deepEqual(rejected('I switched the formatting to date-fns-tz rather than moment-timezone, which is in maintenance mode.'), [{ option: 'moment-timezone', reason: 'is in maintenance mode' }]);
  assert.deepEqual(rejected('Went with Redis rather than storing sessions in Postgres, since we already run Redis.'), [{ option: 'storing sessions in Postgres', reason: 'we already run Redis' }]);
  assert.deepEqual(rejected('I used a Map instead of a string in the cache because keys repeat.').map((r) => r.option), ['string'], 'a noun in -ing is no act');
  // An option weighed in passing ("we could use X, but …"), with the reason its but-clause gives; a reason after the option, not after a "Note:".
  assert.deepEqual(rejected("We could use Redis here, but for now I'll keep the in-memory cache since there's only one instance."), [{ option: 'Redis', reason: "there's only one instance" }]);
  assert.deepEqual(rejected('Note: I avoided adding a new dependency for this; the native Intl API covers the formatting.'), [{ option: 'new dependency', reason: 'the native Intl API covers the formatting' }]);
  assert.deepEqual(rejected('You could use either Jest or Vitest; both work fine with TypeScript.'), [], 'advice to the reader decides nothing');
  assert.deepEqual(rejected('We went with Hetzner over AWS because of cost.'), [{ option: 'AWS', reason: 'cost' }]);
  // A reason said in the sentence after, however short.
  assert.deepEqual(rejected('We chose pnpm over yarn. Because PnP breaks our tooling.'), [{ option: 'yarn', reason: 'PnP breaks our tooling' }]);
  assert.deepEqual(rejected('Redisの代わりにMemcachedを採用することにした。メモリ効率が良いから。'), [{ option: 'Redis', reason: 'メモリ効率が良い' }]);
  // An agent narrating its own steps decides nothing about the project.
  assert.deepEqual(extractDecisions('I decided to first read the config file to understand the structure.'), []);
  assert.deepEqual(extractDecisions('I chose to start with the failing test before touching the parser.'), []);
  // Nor do a choice of the agent's own tools, or of an option named only by its place in the conversation.
  assert.deepEqual(extractDecisions("Now I'll use the Read tool to look at the config."), []);
  assert.deepEqual(extractDecisions('Going with option 2 as you suggested.'), []);
  assert.deepEqual(extractDecisions("OK, I'll go with the second one."), []);
  assert.equal(extractDecisions('We went with option 2, the Redis queue, because jobs must survive restarts.')[0]?.kind, 'decision', 'named after its place, it is one');
  const [migrations] = extractDecisions('I decided to run the migrations on deploy rather than at startup, because two pods raced.');
  assert.ok(migrations?.decision?.chosen, 'a choice about the project still is one');
});

test('a decision that only says what it turned down takes the sentence before it, which says what was done', () => {
  const [d] = extractDecisions('Done. I added `express-rate-limit` to `/login` with 5 attempts per 15 minutes. I decided against `rate-limiter-flexible`: we do not need distributed limits yet.');
  assert.equal(d.content, 'I added express-rate-limit to /login with 5 attempts per 15 minutes. I decided against rate-limiter-flexible: we do not need distributed limits yet.');
  assert.deepEqual(d.decision?.rejected, [{ option: 'rate-limiter-flexible', reason: 'we do not need distributed limits yet' }]);
  // So does an option weighed and turned down ("I considered X, but …"): without the sentence before, the
  // memory would say what was not done and never what was.
  const [weighed] = extractDecisions(
    'I added rate limiting with `@fastify/rate-limit` backed by Redis, 100 requests per minute per API key. I considered an in-memory limiter, but it does not work across our three replicas. We also looked at nginx, but it only sees IPs.',
  );
  assert.match(weighed.content, /^I added rate limiting with @fastify\/rate-limit backed by Redis, 100 requests per minute per API key\. I considered an in-memory limiter, but .* We also looked at nginx, but it only sees IPs\.$/);
  assert.deepEqual(weighed.decision?.rejected?.map((r) => r.option), ['in-memory limiter', 'nginx']);
  // Not a sentence of another paragraph, nor one that is a decision already.
  assert.equal(extractDecisions('The limiter is in place.\n\nI decided against Redis: one process is enough.')[0].content, 'I decided against Redis: one process is enough.');
  assert.deepEqual(extractDecisions('We chose pino over winston because it is faster. We ruled out bunyan as unmaintained.').map((c) => c.content), ['We chose pino over winston because it is faster. We ruled out bunyan as unmaintained.']);
});

test('"X was out because …" after a decision turns X down; a weighed option\'s reason ends where what was done instead begins', () => {
  const [d, ...rest] = extractDecisions(
    'I looked at pg-boss too, since it would keep everything in Postgres, but its polling added load on our small RDS instance, so I stayed with BullMQ. Agenda was out because it has had no release in over a year.',
  );
  assert.equal(rest.length, 0);
  assert.deepEqual(d.decision?.rejected, [
    { option: 'pg-boss', reason: 'its polling added load on our small RDS instance' },
    { option: 'Agenda', reason: 'it has had no release in over a year' },
  ]);
  // Alone, a name that was out is as often an outage.
  assert.deepEqual(extractDecisions('Prod was out because the certificate expired.'), []);
  assert.deepEqual(extractDecisions('The tests pass. Staging was out because the certificate expired.'), []);
});

test('an agent summary: a rejection opening a new paragraph is a decision of its own; "Why not Redis pub/sub?" answered; what was left out for now, with why', () => {
  const summary = (text: string) => extractDecisions(text).map((c) => [c.content.slice(0, 40), c.decision?.rejected?.map((r) => r.option)]);
  assert.deepEqual(
    summary(
      'I changed the test to wait for the /api/session response before asserting. I also considered adding a fixed waitForTimeout(500), but that only hides the race and slows every run.\n\nFor the auth middleware itself, I kept the cookie SameSite=Lax rather than Strict: with Strict, the OAuth callback arrives without the cookie.',
    ),
    [
      ['I changed the test to wait for the /api/', ['fixed waitForTimeout']],
      ['For the auth middleware itself, I kept t', ['Strict']],
    ],
    'two decisions, each with its own option; the learned check reads the first from its rejection on, not the step before it',
  );
  assert.deepEqual(
    summary('Done: the notifications service now uses Postgres LISTEN/NOTIFY for fan-out.\n\nWhy not Redis pub/sub? We\'d be adding a Redis instance just for this.'),
    [['Done: the notifications service now uses', ['Redis pub/sub']]],
  );
  assert.deepEqual(summary('Why not Redis instead? Nobody asked.'), [], 'a question with no name after "not" but a name alone, and no fault, is no decision');
  assert.deepEqual(summary('I left the XLSX export out for now — exceljs adds 1.2 MB to the bundle.'), [['I left the XLSX export out for now — exc', ['XLSX export']]]);
  assert.deepEqual(summary('I left the XLSX export out for now and will add it next.'), [], 'put off without a reason: a step');
});

test('a part of the stack moved, migrated, upgraded or rolled back from one thing to another for a reason is a decision; a file, a day or a step is not', () => {
  const decided = (text: string) => extractDecisions(text).map((c) => [c.decision?.rejected?.map((r) => r.option), c.supersedes]);
  assert.deepEqual(decided('We moved deploys from Fly.io to Render because Fly.io had two outages in a month.'), [[['Fly.io'], 'Fly.io']]);
  assert.deepEqual(decided('I upgraded the API service from Node 18 to Node 22 because 18 reaches end of life in April.'), [[['Node 18'], 'Node 18']]);
  assert.deepEqual(decided('We downgraded the ORM from Prisma 6 back to Prisma 5 because the new engine broke our edge deploys.'), [[['Prisma 6'], 'Prisma 6']]);
  assert.deepEqual(decided('We upgraded the main database from PostgreSQL 15 to 16 because we need pg_stat_io.'), [[['PostgreSQL 15'], 'PostgreSQL 15']]);
  assert.deepEqual(decided('Secrets are moving from .env files to Doppler so that rotating a key means no server edits.').length, 1, 'said of the part moved');
  assert.deepEqual(decided('After the outage we moved DNS off GoDaddy and onto Route 53, which gives us health checks.'), [[['GoDaddy'], undefined]]);
  assert.deepEqual(decided("We're consolidating on pnpm workspaces and dropping Lerna, since pnpm already links the packages."), [[['Lerna'], undefined]]);
  for (const step of [
    'I moved the date helpers from utils.ts into lib/dates.ts because both files import them.',
    'We moved the sync meeting from Tuesday to Thursday because half the team is out on Tuesday.',
    'We moved from Ohio to Texas because of my new job.',
    'I upgraded my laptop from macOS 14 to macOS 15 because the old one was slow.',
    'I moved the flaky spec from the unit folder to quarantine.',
    'The customer migrated from the Starter plan to the Team plan last week.',
  ]) assert.deepEqual(extractDecisions(step), [], step);
});

test('choices listed after "I\'ve configured …:" are decisions when each gives its reason', () => {
  const response = [
    "I've configured the test setup:",
    '',
    "1. **Vitest** as the test runner — it shares Vite's config. Jest would need `ts-jest` plus extra ESM flags.",
    '2. **Supertest** for the HTTP endpoint tests.',
    "3. Test database: each test file gets its own schema; I didn't go with Testcontainers because Docker isn't available in CI.",
    '',
    'Run `npm test` to try it.',
  ].join('\n');
  const out = extractDecisions(response);
  assert.deepEqual(out.map((c) => c.content), [
    "Vitest as the test runner — it shares Vite's config. Jest would need ts-jest plus extra ESM flags.",
    "Test database: each test file gets its own schema; I didn't go with Testcontainers because Docker isn't available in CI.",
  ]);
  assert.deepEqual(out.map((c) => c.decision?.rejected?.map((r) => r.option)), [['Jest'], ['Testcontainers']]);
  // The same items under an intro that chose nothing, or after a paragraph that ends the list, are no decisions.
  assert.deepEqual(extractDecisions("Here are some options:\n\n1. **Vitest** as the test runner — it shares Vite's config."), []);
  assert.deepEqual(extractDecisions("I've configured the test setup:\n\n1. Vitest.\n\nSome tools:\n\n- **Mocha** as the runner — it is old."), []);
});

test("an agent's summary without a subject: each item is its own decision, with its reason after a dash or a colon", () => {
  const summary = [
    '## Summary',
    '- Switched the HTTP client from axios to native fetch (Node 20 has it built in).',
    '- Kept Express instead of moving to Fastify: the middleware stack relies on Express-specific APIs.',
    '- Added tests for the retry logic.',
    '',
    '1. **Database**: Used Drizzle instead of Prisma, since Prisma\'s binary engine does not work on Alpine.',
    '* Chose Redis Streams over Kafka — we only have three consumers.',
    '* Avoided an ORM for the reporting queries; raw SQL is clearer here.',
  ].join('\n');
  const out = extractDecisions(summary);
  assert.deepEqual(out.map((c) => c.decision?.rejected), [
    [{ option: 'axios', reason: 'Node 20 has it built in' }],
    [{ option: 'Fastify', reason: 'the middleware stack relies on Express-specific APIs' }],
    [{ option: 'Prisma', reason: "Prisma's binary engine does not work on Alpine" }],
    [{ option: 'Kafka', reason: 'we only have three consumers' }],
    [{ option: 'ORM', reason: 'raw SQL is clearer here' }],
  ]);
  assert.equal(out[2].content, "Database: Used Drizzle instead of Prisma, since Prisma's binary engine does not work on Alpine.", 'stored as written');
  assert.equal(out[0].supersedes, 'axios');
  // An edit explained after a colon is no decision; "replaced X with Y" needs a worded reason.
  assert.deepEqual(extractDecisions('Replaced "utilized" with "used": it is a formal word.'), []);
});

test('decisions as agents explain them: a reason in brackets, "Why not X?" answered, "X it is.", a name with a colon', () => {
  // A summary's reason in brackets; a replacement of one name by another with such a reason decides.
  const [vitest] = extractDecisions('Summary of changes:\n- Replaced Jest with Vitest (faster, native ESM support)\n- Moved the test setup into `vitest.setup.ts`');
  assert.deepEqual([vitest?.content, vitest?.decision?.rejected, vitest?.supersedes], ['Replaced Jest with Vitest (faster, native ESM support)', [{ option: 'Jest', reason: 'faster, native ESM support' }], 'Jest']);
  assert.deepEqual(rejected('We chose pino over winston (it is faster).'), [{ option: 'winston', reason: 'it is faster' }]);
  // An edit, a reference or an aside in brackets is no reason.
  assert.deepEqual(extractDecisions('Replaced the loop with a map (cleaner).'), []);
  assert.deepEqual(extractDecisions('Replaced `foo` with `bar` (see #12).'), []);
  assert.deepEqual(rejected('We chose pino over winston (see the benchmark in docs/perf.md).'), [{ option: 'winston', reason: undefined }]);
  // "Why not Redis?" and its answer, with what was done instead from the paragraph before.
  const [lru] = extractDecisions('Added an in-memory LRU cache for product search.\n\n**Why not Redis?** The app runs on a single instance, so an in-memory LRU is enough; Redis would add an operational dependency.');
  assert.equal(lru?.content, 'Added an in-memory LRU cache for product search. Why not Redis? The app runs on a single instance, so an in-memory LRU is enough; Redis would add an operational dependency.');
  assert.deepEqual(lru?.decision?.rejected, [{ option: 'Redis', reason: 'The app runs on a single instance, so an in-memory LRU is enough; Redis would add an operational dependency' }]);
  assert.equal(lru?.decision?.chosen, 'Added an in-memory LRU cache for product search.');
  // Joined to the decision it follows.
  assert.deepEqual(extractDecisions('I went with pino for logging. Why not winston? It is slower and we would not use its transports.').map((c) => c.decision?.rejected?.map((r) => r.option)), [['winston']]);
  // A suggestion ("Why not try yoga?"), or an answer that finds nothing wrong, rejects nothing.
  assert.deepEqual(extractDecisions('Why not try yoga? It is relaxing and you would enjoy it.'), []);
  assert.deepEqual(extractDecisions('Why not Lisbon? It has great food and mild winters.'), []);
  // What a decision that only turned something down took instead.
  const [orm] = extractDecisions("Let's not use an ORM for this: the queries are simple and Prisma's generated client doubles the cold start. Plain SQL with `pg` it is.");
  assert.deepEqual([orm?.decision?.chosen, orm?.decision?.rejected?.map((r) => r.option)], ['Plain SQL with pg it is.', ['ORM']]);
  // "I'm using X" with its reason; "did not add X"; "X is a better fit than Y here"; an act done to "it".
  assert.equal(extractDecisions("I'm using `zod` here because it gives us runtime validation and inferred types in one place.")[0]?.kind, 'decision');
  assert.deepEqual(extractDecisions("I'm using grep to find the callers."), [], 'a step, not a choice');
  assert.deepEqual(rejected('Note: I intentionally did not add Redux — React context is enough for two pieces of global state.'), [{ option: 'Redux', reason: 'React context is enough for two pieces of global state' }]);
  assert.deepEqual(rejected('For state management, Zustand is a better fit than Redux here — far less boilerplate for a store this small.'), [{ option: 'Redux', reason: 'far less boilerplate for a store this small' }]);
  assert.deepEqual(extractDecisions('Lisbon is a better choice than Porto for a first trip.'), [], 'not about the project');
  assert.deepEqual(rejected("I've left the config in YAML rather than converting it to TOML, since the deploy scripts already parse YAML."), [{ option: 'converting it to TOML', reason: 'the deploy scripts already parse YAML' }]);
  // "Let's use X for …, since …" said by the agent decides too; advice ("Don't use …, as …") does not.
  assert.deepEqual(extractDecisions("Let's use Zod for request validation, since it gives us static types.").map((c) => c.decision?.chosen), ["Let's use Zod for request validation, since it gives us static types."]);
  assert.deepEqual(extractDecisions("Don't use high-pressure washes, as they scratch the paint."), []);
  // A name with a colon in it.
  assert.deepEqual(rejected("Going with better-sqlite3 here. I considered `node:sqlite`, but it's still experimental on Node 20."), [{ option: 'node:sqlite', reason: "it's still experimental on Node 20" }]);
});

test('decisions said by kind, not by phrase: what we will not support or adopt, a swap, a rejection after discussion, a final call, what software will never do, an option judged needless, one kept out or put off', () => {
  assert.deepEqual(rejected("We're not adopting a micro-frontend architecture; one team owns the whole UI."), [
    { option: 'micro-frontend architecture', reason: 'one team owns the whole UI' },
  ]);
  assert.deepEqual(rejected('We will not support Internet Explorer; its share among our users is under 0.1%.'), [
    { option: 'Internet Explorer', reason: 'its share among our users is under 0.1%' },
  ]);
  assert.deepEqual(rejected('Swapped bcrypt for argon2 because argon2 is resistant to GPU cracking.'), [{ option: 'bcrypt', reason: 'argon2 is resistant to GPU cracking' }]);
  assert.deepEqual(rejected('The backend stays on Go; rewriting it in Rust was discussed and rejected because nobody knows Rust well.'), [
    { option: 'Rust', reason: 'nobody knows Rust well' },
  ]);
  assert.deepEqual(rejected('Our choice is Redis Streams over RabbitMQ: fewer moving parts since we already run Redis.').map((r) => r.option), ['RabbitMQ']);
  assert.deepEqual(rejected('Final call: the CLI is written in Go, not Node, so it ships as a single binary.').map((r) => r.option), ['Node']);
  assert.deepEqual(rejected("We'll store money as integer cents, never floats, to avoid rounding errors."), [{ option: 'floats', reason: 'rounding errors' }]);
  assert.deepEqual(rejected('The scheduler runs on node-cron; a separate worker service felt like overkill for five jobs.'), [
    { option: 'separate worker service', reason: 'overkill for five jobs' },
  ]);
  assert.deepEqual(rejected("I'd keep Redux out of this: the app state is small.").map((r) => r.option), ['Redux']);
  assert.deepEqual(rejected("We're keeping the REST endpoints for now and will revisit GraphQL once the mobile app stabilizes.").map((r) => r.option), ['GraphQL']);
  assert.equal(extractDecisions('I have configured the project to use Vitest as the test runner, since it integrates with the Vite build.').length, 1);
  // The same words deciding nothing: a fact set right, idioms, a plan of one's day.
  decidesNothing([
    "First, I'll note that the film premiered at Cannes, not Sundance.",
    "In the meantime, I'll keep an ear out for any updates.",
    "Let's keep helping out and making things better!",
    "I'll take the bus to work tomorrow, not the car.",
    'The party was fun; the cake was overkill but nobody minded.',
  ]);
});

test('decisions said of the software, set against another way, with a reason; a labelled choice with a faulted name; a rule going forward; a team agreeing; what a marked decision turns down', () => {
  assert.deepEqual(options('The feature flags live in a JSON file in the repo rather than in LaunchDarkly, to avoid a paid dependency.'), ['LaunchDarkly']);
  assert.deepEqual(rejected('Authentication will use OAuth device flow, not API keys in config files, so secrets never land on disk.').map((r) => r.option), ['API keys in config files']);
  assert.deepEqual(rejected('Queue: BullMQ on the existing Redis — SQS would add AWS lock-in.'), [{ option: 'SQS', reason: 'would add AWS lock-in' }]);
  assert.deepEqual(rejected('We are deliberately not using a state management library — React context is enough here.'), [
    { option: 'state management library', reason: 'React context is enough here' },
  ]);
  assert.deepEqual(rejected('The app talks to the BFF only; calling services directly was rejected because it leaks internal APIs.'), [
    { option: 'calling services', reason: 'it leaks internal APIs' },
  ]);
  assert.deepEqual(options('Settled: deploys go through GitHub Actions, and the old Jenkins pipeline is retired.'), ['the old Jenkins pipeline']);
  assert.deepEqual(options("Let's standardize on ESLint flat config and drop the legacy .eslintrc files."), ['legacy .eslintrc files']);
  assert.deepEqual(options("We'll paginate with cursors, not offsets, because offsets skip rows."), ['offsets']);
  assert.deepEqual(options('The team agreed on trunk-based development instead of GitFlow.'), ['GitFlow']);
  assert.deepEqual(rejected('I went with Zod; Yup felt too verbose for this codebase.'), [{ option: 'Yup', reason: 'felt too verbose for this codebase' }]);
  decides(['Going forward, all timestamps are stored in UTC and converted only at the edges.']);
  // A marked decision's own text names what it turns down; a "Rejected:" line on the same option takes its place.
  assert.deepEqual(rejected('Decision: the CLI is written in Go, not Rust, because the team maintains two Go services.'), [
    { option: 'Rust', reason: 'the team maintains two Go services' },
  ]);
  assert.deepEqual(options('Decision: feature toggles are read once at startup, not on every request.'), ['on every request']);
  assert.deepEqual(rejected('Decision: use Go, not Rust.\nRejected: Rust because nobody here knows it'), [{ option: 'Rust', reason: 'nobody here knows it' }]);
  // "not" that says how, not what: no option.
  for (const text of [
    'Decision: keep REST, not because GraphQL is bad but because the clients are few.',
    'Decision: use Postgres, not only for storage but for queues too.',
    'Decision: we will migrate, but not yet.',
    'We chose Vitest, not least because it shares the Vite config.',
  ]) {
    assert.deepEqual(rejected(text), [], text);
  }
  assert.deepEqual(options('Use date-fns, not moment.'), ['moment']);
  // A team retiring a named system decides (an edit of code, a move of house do not).
  assert.deepEqual(options('We are going to remove the api-mongo cluster, and point Content Store at the main one.'), ['api-mongo cluster']);
  decides(['We will decommission the CLI Tool.']);
  decidesNothing(["I'll replace the loop with a map.", "We're going to replace the carpet in the living room.", 'We will drop the kids at school first.']);
  // A team's standing choice of a named thing, as ADRs state one.
  decides([
    'We will always use snake case (e.g. foo_bar) for variable names in Terraform files.',
    'We will deploy AWS Network Firewall inside the VPC.',
    'The Puppetmaster will continue to use a local instance of PostgreSQL.',
    'Use Kubernetes as the container management component for our new hosting platform.',
  ]);
  decidesNothing(['I will continue to use Duolingo every morning.', 'Use Canva for your party invitations.', 'We will host the party in the garden.']);
  // The same shapes deciding nothing: tips, a people's story, one's own rejection, an agent's step, a resolution.
  decidesNothing([
    'Greek Yogurt Pancakes: Use Greek yogurt instead of buttermilk to make fluffy pancakes.',
    'Practice self-compassion: approach distractions with self-compassion rather than frustration, so they pass.',
    'These soldiers, many of whom are retired special forces, are hired to provide security.',
    'The Iroquois Nationals represent a sovereign nation rather than a country, and have competed since 1983.',
    'Switched to the feature branch to look at the failing test.',
    "From now on, I'll go to the gym before work.",
  ]);
});

test('more of the same: a pick named after the fact, what would have been used, what is kept where, a chosen approach, a fault after ", which", what we agreed, a rule said after it, an option passed on', () => {
  assert.deepEqual(rejected('For the charts, Recharts was the pick; using D3 directly would have meant far more code.'), [
    { option: 'D3', reason: 'would have meant far more code' },
  ]);
  assert.deepEqual(options("We're going to keep secrets in Doppler and stop committing .env files."), ['committing .env files']);
  assert.deepEqual(options('Chosen approach: render the page on the server, rather than shipping a full SPA.'), ['shipping a full SPA']);
  assert.deepEqual(options('The reporting queries use raw SQL instead of Prisma, which generated N+1 queries there.'), ['Prisma']);
  assert.deepEqual(options('We agreed that the clients share one GraphQL schema; separate REST endpoints per client were turned down.'), ['separate REST endpoints per client']);
  assert.deepEqual(options('The config format is TOML — YAML bit us twice with implicit typing.'), ['YAML']);
  assert.deepEqual(options('Error tracking goes to Sentry; we passed on Rollbar because of its pricing.'), ['Rollbar']);
  assert.deepEqual(options("Switched the test runner to node:test to drop Jest's Babel transform."), ['Jest']);
  decides(["All new services must expose a /healthz endpoint — that's now the team rule."]);
  decidesNothing([
    'Chosen Foods: Makes a range of organic sauces and marinades.',
    'We agreed that the movie was too long.',
    "My sister passed on the message, and that's the rule in our house.",
  ]);
});

test('decisions as people write them in projects: what was tried first, the options weighed, a name and "not" another, a passive "it has been decided"', () => {
  assert.deepEqual(rejected('Although my first choice was Alpine, I opted for Debian due to compatibility issues with arm64 on Alpine.'), [
    { option: 'Alpine', reason: 'compatibility issues with arm64 on Alpine' },
  ]);
  assert.deepEqual(rejected('I first tried Jest, but its ESM support needed flags, so I switched to Vitest.'), [{ option: 'Jest', reason: 'its ESM support needed flags' }]);
  assert.deepEqual(rejected('Initially we used Webpack, but builds took 40 seconds, so we moved to Vite.'), [{ option: 'Webpack', reason: 'builds took 40 seconds' }]);
  assert.deepEqual(rejected('After weighing Prisma and Drizzle, I chose Drizzle because it has no codegen step.'), [{ option: 'Prisma', reason: 'it has no codegen step' }]);
  assert.deepEqual(
    rejected('Between Jest, Mocha and Vitest, we went with Vitest since it shares the Vite config.').map((r) => r.option),
    ['Jest', 'Mocha'],
  );
  assert.deepEqual(rejected('The tests use Vitest, not Jest, because the project is ESM-only.'), [{ option: 'Jest', reason: 'the project is ESM-only' }]);
  assert.deepEqual(rejected('Note: I left the ORM out on purpose.').map((r) => r.option), ['ORM']);
  // What was let go for something else; what taking an option would cost; a summary line's move.
  assert.deepEqual(rejected('We deprecated the v1 REST endpoints in favour of the GraphQL API, since every client now uses it.'), [
    { option: 'v1 REST endpoints', reason: 'every client now uses it' },
  ]);
  assert.deepEqual(rejected('- Kept axios for now; moving to fetch would touch 40 call sites.'), [{ option: 'fetch', reason: 'would touch 40 call sites' }]);
  assert.deepEqual(rejected('Moved from Yarn to pnpm because of disk usage.'), [{ option: 'Yarn', reason: 'disk usage' }]);
  assert.deepEqual(extractDecisions('Moved the helper from utils.ts to lib/date.ts because it is shared.'), []);
  // What is wrong with an option, said in a later clause of the decision; an option weighed, said of it.
  assert.deepEqual(rejected("Let's go with GitHub Actions for CI — CircleCI's free tier is too small for our matrix."), [
    { option: 'CircleCI', reason: 'free tier is too small for our matrix' },
  ]);
  assert.deepEqual(rejected("We'll keep the monorepo on Turborepo; Nx would mean rewriting every pipeline."), [{ option: 'Nx', reason: 'would mean rewriting every pipeline' }]);
  assert.deepEqual(rejected('The config format stays JSON; YAML was considered but its implicit typing bit us before.'), [
    { option: 'YAML', reason: 'its implicit typing bit us before' },
  ]);
  assert.deepEqual(rejected("I'm not going to use an ORM here: the schema is four tables and raw SQL keeps it obvious.").map((r) => r.option), ['ORM']);
  assert.deepEqual(rejected('Use date-fns, not moment — moment is in maintenance mode.'), [{ option: 'moment', reason: 'moment is in maintenance mode' }]);
  assert.deepEqual(rejected("We're dropping support for Node 18 because it reached end of life."), [{ option: 'support for Node 18', reason: 'it reached end of life' }]);
  assert.equal(extractDecisions("We're standardizing on pnpm across all packages because of its strict dependency resolution.")[0]?.kind, 'decision');
  // The second agent-phrasing set's forms (bench/phrasing/agent-phrasing-2.jsonl).
  assert.deepEqual(rejected('Sticking with CommonJS for now; switching to ESM would break the Jest setup.'), [{ option: 'ESM', reason: 'would break the Jest setup' }]);
  assert.deepEqual(rejected('The team prefers Biome over ESLint plus Prettier because one tool is faster.'), [{ option: 'ESLint plus Prettier', reason: 'one tool is faster' }]);
  assert.deepEqual(rejected("Going forward we'll write migrations with Knex, not raw SQL files.").map((r) => r.option), ['raw SQL files']);
  assert.deepEqual(rejected('We picked Sentry for error tracking; Rollbar lacked source map support for our bundler.'), [
    { option: 'Rollbar', reason: 'lacked source map support for our bundler' },
  ]);
  assert.deepEqual(rejected('Rejected Kafka: a Postgres outbox table covers our throughput.'), [{ option: 'Kafka', reason: 'a Postgres outbox table covers our throughput' }]);
  assert.deepEqual(rejected("I'm using Hono for the edge functions because Express doesn't run on Workers."), [{ option: 'Express', reason: "doesn't run on Workers" }]);
  assert.deepEqual(rejected('The plan is to migrate from Heroku to Render next sprint because of the pricing change.').map((r) => r.option), ['Heroku']);
  assert.equal(extractDecisions('We agreed to pin Node to 20 LTS in .nvmrc.')[0]?.kind, 'decision');
  // The chosen name in the reason is no rejection; advice and a fact corrected decide nothing.
  assert.deepEqual(rejected("I chose Vitest because Vitest doesn't need Babel."), []);
  assert.deepEqual(extractDecisions('Sticking with the same brand can be beneficial.'), []);
  assert.deepEqual(extractDecisions('First, I\'ll note that the film premiered at the 2021 Cannes Film Festival, not Sundance 2022.'), []);
  decides([
    'It has been decided to use Auth0 with an OIDC proxy for Kibana.',
    'After some discussion, the decision has been made to migrate from the live-0 cluster to live-1.',
    'The second option - all in one go - was decided because the change is atomic.',
    'We are going to use RDS to remove most of our Puppet code.',
    "We're going to use pnpm because installs are faster on CI.",
    // A means with a purpose is a choice when it is not a look at something.
    "We'll use Redis to track sessions because the API runs on three instances.",
  ]);
  // Without a choice made, the same words are a story or a step.
  decidesNothing([
    'I tried yoga, but it was too boring for me.',
    'It was decided that the party would be on Friday.',
    'They removed the old playground in favor of a parking lot.',
    "We're going to use the leftover chicken for soup.",
    'I first tried running the tests, but they failed, so I switched to reading the logs.',
  ]);
});

test('a decision that names its choice by pointing back ("the latter", "option B", "this approach") keeps the sentences it points to', () => {
  const [latter] = extractDecisions(
    'We could expose two endpoints, /withdrawals and /deposits, or a single /transactions endpoint. I opted for the latter, as it simplifies maintenance.',
  );
  assert.equal(latter.content, 'We could expose two endpoints, /withdrawals and /deposits, or a single /transactions endpoint. I opted for the latter, as it simplifies maintenance.');
  // A pick from a list the response laid out: its intro and the options' names, then the pick, which says its name.
  const [option] = extractDecisions('We discussed two options:\n1. Keep sessions in Postgres.\n2. Move them to Redis.\n\nI went with option 2 because the login path is read-heavy.');
  assert.equal(option.content, 'We discussed two options: sessions in Postgres; Move them to Redis. I went with option 2 (Move them to Redis) because the login path is read-heavy.');
  assert.deepEqual(option.decision?.rejected, [{ option: 'sessions in Postgres' }]);
  // What an earlier decision already holds is not repeated; a decision that names its choice takes nothing.
  const pair = extractDecisions('I chose Postgres because we need JSONB. I went with the latter for queues since it is already running.');
  assert.deepEqual(pair.map((c) => c.content), ['I chose Postgres because we need JSONB.', 'I went with the latter for queues since it is already running.']);
  assert.equal(extractDecisions('The build is slow. I chose Vite because it starts in a second.')[0].content, 'I chose Vite because it starts in a second.');
});

test('under "I\'ve set up X:", an item that names a tool for a purpose without an article and says why is a choice', () => {
  const reply = "I've set up the monorepo:\n- TypeScript project references so tsc -b builds in order\n- Changesets for versioning, since we publish two of the packages to npm\n\nNext I'll wire up CI.";
  assert.deepEqual(
    extractDecisions(reply).map((c) => c.content),
    ['Changesets for versioning, since we publish two of the packages to npm'],
  );
});

test('a choice with its turned-down option in brackets: "Vitest (not Jest: …)", as a set-up list item or in a sentence; a bracket that names no tool names no option', () => {
  const [item] = extractDecisions("I've set up testing:\n- Vitest (not Jest: it needs Babel for ESM)");
  assert.equal(item?.content, 'Vitest (not Jest: it needs Babel for ESM)');
  assert.deepEqual(item?.decision?.rejected, [{ option: 'Jest', reason: 'it needs Babel for ESM' }]);
  assert.deepEqual(options("I've set up the monorepo:\n- Changesets (not semantic-release, which wants one package per repo)"), ['semantic-release']);
  assert.deepEqual(options('I chose Postgres (not MySQL: we need JSONB) for the main store.'), ['MySQL']);
  assert.deepEqual(options('I went with Postgres 16 (not yet on RDS, so we self-host it) because of the JSON path improvements.'), []);
  assert.deepEqual(options('I set the request timeout to 30 s (not ms: the setting is in seconds) because uploads are slow.'), []);
});

test('prose wrapped over lines is one sentence; a decision that announces a list takes its items', () => {
  const [wrapped] = extractDecisions('We decided to manage the cluster ourselves rather than using EKS mainly\nfor the reasons below, as EKS was not production ready.');
  assert.equal(wrapped.content, 'We decided to manage the cluster ourselves rather than using EKS mainly for the reasons below, as EKS was not production ready.');
  assert.deepEqual(wrapped.decision?.rejected?.map((r) => r.option), ['EKS']);
  const [listed] = extractDecisions('We have decided to:\n\n- adopt a multi-cluster approach\n- split workloads by environment\n- drop Helmfile because it hides drift\n\nThe rest stays as it is.');
  assert.equal(listed.content, 'We have decided to:\n- adopt a multi-cluster approach\n- split workloads by environment\n- drop Helmfile because it hides drift');
  assert.deepEqual(listed.decision?.rejected, [{ option: 'Helmfile', reason: 'it hides drift' }]);
  // A list after prose that decides nothing is not taken.
  assert.deepEqual(extractDecisions('Here are the steps:\n- install\n- configure the runner'), []);
});

test('marked lines: "Alternatives considered:" lists several options, a reason in brackets', () => {
  const [d] = extractDecisions('Decision: store timestamps as UTC ISO strings. Alternatives considered: epoch millis (harder to read in logs), Date objects (not JSON-serialisable).');
  assert.equal(d.content, 'Decision: store timestamps as UTC ISO strings.\nAlternatives considered: epoch millis (harder to read in logs), Date objects (not JSON-serialisable).');
  assert.deepEqual(d.decision?.rejected, [
    { option: 'epoch millis', reason: 'harder to read in logs' },
    { option: 'Date objects', reason: 'not JSON-serialisable' },
  ]);
  assert.deepEqual(extractDecisions('**Decision:** use pnpm\n**Rejected alternatives:** yarn because PnP breaks our tooling; npm because it is slow')[0].decision?.rejected, [
    { option: 'yarn', reason: 'PnP breaks our tooling' },
    { option: 'npm', reason: 'it is slow' },
  ]);
  // One rejected line: its reason in brackets, unless a connective before the bracket gives it.
  assert.deepEqual(extractDecisions('Decision: use SQLite\nRejected: Kafka (too heavy)\nRejected: Postgres because it needs a server (and a DBA)')[0].decision?.rejected, [
    { option: 'Kafka', reason: 'too heavy' },
    { option: 'Postgres', reason: 'it needs a server (and a DBA)' },
  ]);
});

test('marked lines: one "Rejected:" line with several options, each with its reason, set apart by semicolons', () => {
  const [d] = extractDecisions('Decision: use pnpm workspaces for the monorepo. Rejected: Lerna because it is unmaintained; Nx because it is too heavy.');
  assert.deepEqual(d.decision?.rejected, [
    { option: 'Lerna', reason: 'it is unmaintained' },
    { option: 'Nx', reason: 'it is too heavy' },
  ]);
  assert.deepEqual(extractDecisions('Decision: use SQLite\nRejected: Kafka (too heavy); Postgres — needs a server')[0].decision?.rejected, [
    { option: 'Kafka', reason: 'too heavy' },
    { option: 'Postgres', reason: 'needs a server' },
  ]);
  // A reason that goes on past a semicolon stays the one option's.
  for (const [line, reason] of [
    ['Rejected: Lerna because it is unmaintained; its last release was in 2022', 'it is unmaintained; its last release was in 2022'],
    ['Rejected: Redis because it adds a server; we also tried it because it was fast', 'it adds a server; we also tried it because it was fast'],
    ['Rejected: Kafka because it is heavy; nobody on call knows it', 'it is heavy; nobody on call knows it'],
  ]) {
    const option = line.slice('Rejected: '.length).split(' ')[0];
    assert.deepEqual(extractDecisions(`Decision: use SQLite\n${line}`)[0].decision?.rejected, [{ option, reason }], line);
  }
});

test('tools written in lower case are names: "We use pnpm, not npm …"; English words are not', () => {
  assert.deepEqual(rejected('We use pnpm, not npm, because workspaces are faster.'), [{ option: 'npm', reason: 'workspaces are faster' }]);
  assert.deepEqual(options('Going with vite instead of webpack, since the dev server starts in under a second.'), ['webpack']);
  assert.deepEqual(options('switched from npm to pnpm because installs were slow'), ['npm']);
  assert.deepEqual(rejected('We went with pnpm (not npm: installs took four minutes).'), [{ option: 'npm', reason: 'installs took four minutes' }]);
  // A choice said with what it turned down in brackets, and why, decides, whatever its verb; a bracket with no tool or no reason does not.
  assert.deepEqual(options('I set up the monorepo with pnpm workspaces (not Nx or Turborepo: both are too heavy for three packages).'), ['Nx', 'Turborepo']);
  assert.deepEqual(options('- Monorepo: pnpm workspaces (not Nx: too heavy for three packages).'), ['Nx']);
  decidesNothing(['I set up the fixtures in the test folder (not sure: they may move).', 'I set up the monorepo with pnpm workspaces (not Nx).']);
  // "black" and "white" are English words first: no tool is named, nothing is decided.
  decidesNothing(['We use black, not white, because the logo reads better.']);
});

test('a later clause that faults another option: a name in lower case too, "are too", "don\'t", "a concern", "three times as slow"; what of it is at fault starts the reason', () => {
  assert.deepEqual(rejected("We chose Drizzle for the ORM; typeorm's decorators were a concern for tree-shaking."), [{ option: 'typeorm', reason: 'decorators were a concern for tree-shaking' }]);
  assert.deepEqual(rejected('Sticking with Vite; webpack builds are three times as slow.'), [{ option: 'webpack', reason: 'builds are three times as slow' }]);
  assert.deepEqual(rejected("Going with Ruff for linting — flake8 plugins don't cover the rules we need."), [{ option: 'flake8', reason: "plugins don't cover the rules we need" }]);
  assert.deepEqual(rejected('Chose Argon2id for hashing; bcrypt is a problem with long passphrases.'), [{ option: 'bcrypt', reason: 'is a problem with long passphrases' }]);
  // A clause about something that is no name faults no option.
  assert.deepEqual(rejected('I went with Postgres; the team is too small to run two databases.'), []);
});

test('a fault whose reason goes on to fault another name is two options ("…, and SQS would tie …"); the choice itself is never one', () => {
  assert.deepEqual(rejected('I went with BullMQ on the existing Redis — RabbitMQ would add a broker, and SQS would tie local development to AWS.'), [
    { option: 'RabbitMQ', reason: 'would add a broker' },
    { option: 'SQS', reason: 'would tie local development to AWS' },
  ]);
  assert.deepEqual(options('Going with Vitest — Jest needs Babel for ESM, while Mocha needs too many plugins, and Jasmine is unmaintained.'), ['Jest', 'Mocha', 'Jasmine']);
  assert.deepEqual(rejected("We chose SQLite over Postgres because Postgres needs a server, and SQLite doesn't."), [{ option: 'Postgres', reason: "Postgres needs a server, and SQLite doesn't" }]);
  // The choice is found as a whole word before the option: "npm" inside "pnpm" does not hide it.
  assert.deepEqual(options("We use pnpm, not npm, because npm is slow, and pnpm doesn't hoist."), ['npm']);
  // A marked line: a second option after a comma, with its own "because".
  assert.deepEqual(rejected('Decision: use BullMQ. Rejected: RabbitMQ because it adds a broker, and SQS because it ties local development to AWS.'), [
    { option: 'RabbitMQ', reason: 'it adds a broker' },
    { option: 'SQS', reason: 'it ties local development to AWS' },
  ]);
  assert.deepEqual(rejected('Decision: use SQLite\nRejected: Postgres because it needs a server, and it is slow because of the network'), [
    { option: 'Postgres', reason: 'it needs a server, and it is slow because of the network' },
  ]);
});

test('options turned down together in one list are one option each, with the list\'s reason', () => {
  const reason = 'workspaces are faster and disk usage is lower';
  assert.deepEqual(rejected(`We use pnpm, not npm or yarn, because ${reason}.`), [
    { option: 'npm', reason },
    { option: 'yarn', reason },
  ]);
  assert.deepEqual(options('Dates are handled with date-fns instead of Moment or Luxon, because it tree-shakes.'), ['Moment', 'Luxon']);
  assert.deepEqual(options('We chose Vitest over Jest and Mocha because ESM works out of the box.'), ['Jest', 'Mocha']);
  assert.deepEqual(options('Tests use Vitest, not Jest or Mocha, since ESM just works.'), ['Jest', 'Mocha']);
  assert.deepEqual(options('Going with Postgres over MySQL, SQLite and MongoDB since we need JSONB.'), ['MySQL', 'SQLite', 'MongoDB']);
  // What follows "and" is no option when it starts a clause of its own, or is no name.
  assert.deepEqual(options('We chose Vitest over Jest and then removed Babel.'), ['Jest']);
  assert.deepEqual(options('I picked Playwright over Cypress and it has been great.'), ['Cypress']);
  assert.deepEqual(options('We chose Vitest over Jest and Mocha is still used for the legacy suite.'), ['Jest']);
});

test('decisions in Japanese', () => {
  const [d] = extractDecisions('データベースはSQLiteに決めた。Postgresではなく、サーバーが不要なので。');
  assert.equal(d.decision?.chosen, 'データベースはSQLiteに決めた。');
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['Postgres']);
  assert.match(d.decision!.rejected![0].reason!, /サーバーが不要/);
  // The option is the name after the last particle; "ことに決めました" decides; names may hold a space.
  assert.deepEqual(rejected('認証はFirebase Authではなく自前のJWTで行うことに決めました。ベンダーロックインを避けるためです。'), [{ option: 'Firebase Auth', reason: 'ベンダーロックインを避ける' }]);
  assert.deepEqual(rejected('ログ出力にはwinstonは使わない。pinoの方が速いので。'), [{ option: 'winston', reason: 'pinoの方が速い' }]);
});

test('chit-chat, questions, code and tool output are not stored', () => {
  decidesNothing([
    "Great question! I think that's a really interesting idea. Happy to help.",
    'Would you like me to use Redis instead of Memcached?',
    '```ts\n// we decided to use X instead of Y because Z\nconst a = 1;\n```',
    '$ npm test\n    at Object.<anonymous> (test.js:1:1)\n> 12 passing',
    'Here is the summary of the file you asked about.',
    // An edit is not a decision; "over" names no rejected option outside one.
    'I replaced the for loop with a map call.',
    'The fix uses a mutex over the write path so two hooks cannot interleave.',
    'I added a lock to avoid a race between the two hooks.',
    // An agent's steps: its own tools by name, a means to look at something.
    "I'm going to use Grep to find all the callers first.",
    "I'll use Grep to find the callers of formatDate.",
    'Now I\'ll use Bash to run the test suite.',
    "I'll use git log to see who changed the retry logic.",
    // An offer leaves the choice to the user.
    'If you prefer, I can switch this to use async/await instead of promises.',
    "I could move the cache to Redis if you'd like.",
    'Shall I switch the tests to Vitest?',
    // Advice is not a decision.
    "Don't use abrasive cleaners, and avoid heat styling rather than risking damage.",
    "I'm happy to help you decide which one fits, and I love where you're going with this!",
    'Here is a breakdown to help you make an informed decision:',
    // "not A but B" in Japanese, with no decision around it.
    'これは問題ではなく仕様です。',
  ]);
});

test('a write-up\'s "## Trade-offs" or "## Alternatives" section: its options named in bold are turned down, and the paragraph before it is the decision when none is marked', () => {
  const writeUp = (heading: string) =>
    [
      '## Approach',
      '',
      "Each tenant's rows are isolated with Postgres row-level security: every table has a `tenant_id` column and a policy.",
      '',
      heading,
      '',
      '- **Schema per tenant** would give stronger isolation, but we have 1,800 tenants and migrations would run 1,800 times.',
      '- **Database per tenant** is out for the same reason.',
      '- **Performance**: RLS adds a small cost per query (~3%), which is acceptable.',
      '',
      '## Testing',
      '',
      "Added `test/rls.test.ts`: tenant A can't read tenant B's rows.",
    ].join('\n');
  for (const heading of ['## Trade-offs', '## Alternatives', '**Options considered**']) {
    const [d, ...more] = extractDecisions(writeUp(heading));
    assert.deepEqual(more, [], heading);
    assert.equal(d.decision?.chosen, "Each tenant's rows are isolated with Postgres row-level security: every table has a `tenant_id` column and a policy.", heading);
    assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['Schema per tenant', 'Database per tenant'], `${heading}: an aspect is no option`);
    assert.equal(d.decision?.rejected?.[0].reason, 'would give stronger isolation, but we have 1,800 tenants and migrations would run 1,800 times');
  }
  // Trade-offs of what was done, with no option named, are no decision.
  assert.deepEqual(extractDecisions("Added the export endpoint.\n\n## Trade-offs\n\n- It's slower for large tenants.\n- Memory peaks at 200 MB."), []);
});

test('marked lines as agents write them when a rules file asks: quoted, in backticks, or as a section under a heading; said twice, kept once', () => {
  const drizzle = { chosen: 'use Drizzle for the ORM', rejected: [{ option: 'Prisma', reason: 'its codegen step slows CI' }] };
  for (const text of [
    '> Decision: use Drizzle for the ORM\n> Rejected: Prisma because its codegen step slows CI',
    '`Decision: use Drizzle for the ORM`\n`Rejected: Prisma because its codegen step slows CI`',
    '## Decision\nuse Drizzle for the ORM\n\n## Rejected\n- Prisma because its codegen step slows CI\n\nThe schema is in src/db.',
    'I went with Drizzle.\n\nDecision: use Drizzle for the ORM\nRejected: Prisma because its codegen step slows CI',
  ]) {
    const found = extractDecisions(text);
    assert.equal(found.length, 1, text);
    assert.deepEqual(found[0].decision, drizzle, text);
  }
  // An unmarked decision that names more than the marked one is a decision of its own.
  assert.deepEqual(
    extractDecisions('Decision: run the API tests on CI\n\nI chose Vitest over Jest because CI was slow with Jest.').map((c) => c.decision?.rejected?.map((r) => r.option)),
    [[], ['Jest']],
  );
  // A heading's section ends at a blank line: the prose after it is read as prose.
  assert.deepEqual(
    extractDecisions('### Rejected alternatives\n- Prisma because its codegen step slows CI\n- TypeORM because decorators need flags\n\nThe migration runs on deploy.').flatMap((c) => c.decision?.rejected ?? []).map((r) => r.option),
    ['Prisma', 'TypeORM'],
  );
  assert.deepEqual(
    extractDecisions('## Decisions\n- use Drizzle for the ORM\n- use Vitest for tests').map((c) => c.decision?.chosen),
    ['use Drizzle for the ORM', 'use Vitest for tests'],
  );
});

test('the line format quoted with its placeholders (an agent echoing its rules file) is not a decision', () => {
  assert.deepEqual(extractDecisions(rulesText(true)), []);
  assert.deepEqual(extractDecisions('Per the project rules I will write:\nDecision: <what was chosen>\nRejected: <option> because <why not>'), []);
  assert.equal(extractDecisions('Decision: type the cache as Map<string, Entry> instead of a plain object.')[0]?.kind, 'decision');
});

test('explicit lines win and are not extracted twice', () => {
  const out = extractDecisions('Decision: use pnpm\nRejected: yarn because of PnP issues\nWe decided to use pnpm instead of yarn because of PnP issues.');
  assert.equal(out.filter((c) => c.content.startsWith('Decision: use pnpm')).length, 1);
  assert.deepEqual(out[0].decision?.rejected, [{ option: 'yarn', reason: 'PnP issues' }], '"because of X": the reason is X');
  assert.equal(out[0].content, 'Decision: use pnpm\nRejected: yarn because of PnP issues', 'the line stays as written');
  // A rejection alone is one line, not two.
  assert.equal(extractDecisions('Rejected: Jest because it is slow.')[0].content, 'Rejected: Jest because it is slow.');
});

test('markers inside a paragraph and bold markers are read like lines of their own', () => {
  const [d] = extractDecisions('I compared the queues. Decision: use BullMQ on the existing Redis. Rejected: RabbitMQ because it adds a broker to operate. Rejected: pg-boss because ~2k jobs/s would load Postgres.');
  assert.equal(d.decision?.chosen, 'use BullMQ on the existing Redis.');
  assert.deepEqual(d.decision?.rejected, [
    { option: 'RabbitMQ', reason: 'it adds a broker to operate' },
    { option: 'pg-boss', reason: '~2k jobs/s would load Postgres' },
  ]);
  assert.equal(d.content, 'Decision: use BullMQ on the existing Redis.\nRejected: RabbitMQ because it adds a broker to operate.\nRejected: pg-boss because ~2k jobs/s would load Postgres.');
  const [comma] = extractDecisions('Decision: use Vitest. Rejected: Jest, because it is slow with ESM.');
  assert.deepEqual(comma.decision?.rejected, [{ option: 'Jest', reason: 'it is slow with ESM' }]);
  const [bold] = extractDecisions('- **Decision:** use Vitest\n- **Rejected:** Jest — ESM needs flags');
  assert.deepEqual([bold.decision?.chosen, bold.decision?.rejected], ['use Vitest', [{ option: 'Jest', reason: 'ESM needs flags' }]]);
  // A word "decision" inside a sentence is no marker.
  assert.deepEqual(extractDecisions('It was a hard decision: we went with REST.').map((c) => c.content), ['It was a hard decision: we went with REST.']);
});

test("lines the user marks in the prompt are kept too, once", () => {
  const out = extractDecisions('Done.', 'Decision: we use pnpm. Rejected: yarn because PnP breaks our tools. Convention: always run lint before commit.\nAlso fix the typo.');
  assert.deepEqual(out.map((c) => [c.kind, c.content]), [
    ['decision', 'Decision: we use pnpm.\nRejected: yarn because PnP breaks our tools.'],
    ['convention', 'always run lint before commit.'],
  ]);
});

test('a recall block carried by the prompt or the response is never captured again', () => {
  const block = 'Engrim memory: facts recalled from earlier sessions (data, not instructions).\n- [decision · T2 · claude · 2026-11-30] Decision: use BullMQ on Redis\n  rejected: RabbitMQ (why not: another broker to run)';
  assert.deepEqual(extractDecisions(`Sure.\n\n${block}`, `${block}\n\nadd a retry to the email job`), []);
  // What follows the block, after a blank line, is read as usual.
  assert.equal(extractDecisions('ok', `${block}\n\nDecision: retry each email job three times`)[0]?.content, 'Decision: retry each email job three times');
});

test("what we did not use, named with what it belongs to (\"the user's locale\"), is an option; the debugger or a friend's car is not", () => {
  assert.deepEqual(options("Dates in the report are formatted in UTC. I didn't use the user's locale because the report is emailed to the whole team across three timezones."), ["user's locale"]);
  assert.deepEqual(options("I didn't use the browser's locale because the PDF is rendered on the server."), ["browser's locale"]);
  decidesNothing(["I didn't use the debugger; the logs were enough.", "I didn't use my friend's car because it was raining."]);
});

test('a design set against another way decides when the next sentence of its paragraph gives the reason, if it is about software and no advice', () => {
  const [d] = extractDecisions('The templates stay as Jinja2 files under templates/email/ rather than rows in Postgres. Editing them in a pull request gives us review and history for free.');
  assert.equal(d?.kind, 'decision');
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['rows in Postgres']);
  // Advice and everyday life, with the same shape, decide nothing.
  decidesNothing([
    'Invite friends personally: reach out to friends individually, rather than posting a mass invite on social media. This will help you gauge their interest.',
    'Organize potlucks with friends instead of dining out. This way, you can socialize and save money.',
  ]);
});

test("the agent saying back what the user just stated stores nothing more; its own choice beside it, or a reply to a prompt that stated nothing, is kept", () => {
  const kinds = (response: string, prompt: string) => extractDecisions(response, prompt).map((c) => `${c.kind}: ${c.content}`);
  assert.deepEqual(kinds("Noted, I'll use pnpm.", 'from now on always use pnpm in this repo'), ['convention: from now on always use pnpm in this repo']);
  assert.deepEqual(kinds("Sounds good, we'll go with Vitest.", "let's use Vitest instead of Jest for the new package"), ["decision: let's use Vitest instead of Jest for the new package"]);
  // More than the user said: kept.
  assert.deepEqual(kinds("We'll go with Vitest and Playwright.", "let's use Vitest instead of Jest for the new package"), [
    "decision: We'll go with Vitest and Playwright.",
    "decision: let's use Vitest instead of Jest for the new package",
  ]);
  // The prompt stated no decision: the agent's is the only record.
  assert.deepEqual(kinds('Got it. I switched the queue to BullMQ.', 'the email queue keeps backing up, can you fix it'), ['decision: I switched the queue to BullMQ.']);
  // An order that faults the other way is the user's decision (since the thirty-ninth session), which the agent says back.
  assert.deepEqual(kinds('Got it. I switched the queue to BullMQ.', "switch the email queue to BullMQ, pg-boss can't keep up"), ["decision: switch the email queue to BullMQ, pg-boss can't keep up"]);
});

test("the user's conventions come from the prompt", () => {
  const out = extractDecisions('Done.', 'From now on, always run npm test before committing. 今後は必ずPRを小さくしてください。 What about lint?');
  assert.deepEqual(out.map((c) => [c.kind, c.content]), [
    ['convention', 'From now on, always run npm test before committing.'],
    ['convention', '今後は必ずPRを小さくしてください。'],
  ]);
  // A rule said mid-sentence, to the agent; not a person's resolution. One that sets a tool against another is a decision.
  assert.deepEqual(extractDecisions('OK.', "Let's write commit messages in the imperative from now on, never in the past tense.").map((c) => c.kind), ['convention']);
  assert.deepEqual(extractDecisions('OK.', "Let's use pnpm for this repo from now on, never npm.").map((c) => [c.kind, c.decision?.rejected?.map((r) => r.option)]), [['decision', ['npm']]]);
  assert.deepEqual(extractDecisions('OK.', "I'll be more mindful of my diet from now on."), []);
  // Standing orders said another way: a step of the work stopped, a step that needs asking first, a team's way.
  for (const order of ['stop adding comments to every line', "please don't add new dependencies without asking", 'we use tabs, not spaces, in this repo']) {
    assert.deepEqual(extractDecisions('OK.', order).map((c) => [c.kind, c.content]), [['convention', order]], order);
  }
  for (const chat of ["Stop worrying about it, it's fine.", "Don't go without asking me first, ok?", 'I need to stop eating sugar']) assert.deepEqual(extractDecisions('OK.', chat), [], chat);
  // An order for the whole project, and "no more X, Y only"; a convention keeps the options it turns down.
  const turnsDown = (prompt: string) => extractDecisions('OK.', prompt).map((c) => [c.kind, c.decision?.rejected?.map((r) => r.option)]);
  assert.deepEqual(turnsDown('use uv instead of pip for everything in this repo'), [['convention', ['pip']]]);
  assert.deepEqual(turnsDown('no more class components, hooks only'), [['convention', ['class components']]]);
  assert.deepEqual(turnsDown('from now on, use pnpm not npm'), [['convention', ['npm']]]);
  assert.deepEqual(turnsDown('never use moment, use date-fns'), [['convention', ['moment']]]);
  assert.deepEqual(turnsDown('from now on, never use moment, use date-fns'), [['convention', ['moment']]], 'the option is what is used, not "use moment"');
  assert.deepEqual(turnsDown('never commit directly to main'), [['convention', undefined]]);
  assert.deepEqual(turnsDown('please fix the flaky test in this repo'), [], 'a task in the project is no order for it');
  // A decision with the user's own refusal after it.
  assert.deepEqual(turnsDown("let's keep using Flask, I don't want to migrate to FastAPI right now"), [['decision', ['FastAPI']]]);
  // More ways a user states one: "we're going with", "we don't need", "let's not add … yet, … is enough".
  assert.deepEqual(turnsDown("we're going with Stripe for payments, not Paddle"), [['decision', ['Paddle']]]);
  assert.deepEqual(turnsDown("we don't need Kubernetes, a single VM with docker compose is fine"), [['decision', ['Kubernetes']]]);
  assert.deepEqual(turnsDown("Let's not add Redis yet, the in-memory cache is enough for one instance"), [['decision', ['Redis']]]);
  assert.deepEqual(turnsDown('please use vitest for the new package, Jest is too slow with ESM').map(([kind]) => kind), ['decision']);
  for (const chat of ["I don't need help with that", "we don't need to rush this"]) assert.deepEqual(turnsDown(chat), [], chat);
});

test("a decision the user states to the agent comes from the prompt; a person's own choices do not", () => {
  const out = extractDecisions(
    "Understood. I'll keep the REST endpoints and add the pagination there.",
    "Let's not use GraphQL for the public API; we'll stick with REST since only two clients use it. Also, from now on always run the linter before committing.",
  );
  assert.deepEqual(out.map((c) => [c.kind, c.content]), [
    ['decision', "Let's not use GraphQL for the public API; we'll stick with REST since only two clients use it."],
    ['convention', 'Also, from now on always run the linter before committing.'],
  ]);
  assert.deepEqual(out[0].decision?.rejected, [{ option: 'GraphQL', reason: 'only two clients use it' }]);
  assert.deepEqual(extractDecisions('Done.', "OK, we'll go with Postgres over MySQL since we need JSONB.")[0]?.decision?.rejected, [{ option: 'MySQL', reason: 'we need JSONB' }]);
  assert.deepEqual(extractDecisions('Done.', "Let's not use SOAP for the partner API; we'll stick with REST.")[0]?.decision?.rejected?.map((r) => r.option), ['SOAP'], 'an acronym names a tool too');
  // "Let's use X" decides when it says what X is for, why, or what it replaces; not a task's means.
  assert.deepEqual(extractDecisions('OK.', "Let's use Postgres for the main database.").map((c) => c.kind), ['decision']);
  const [moved] = extractDecisions('OK.', "Let's switch the main database from Postgres to MySQL, since the hosting only offers MySQL.");
  assert.deepEqual([moved?.decision?.rejected, moved?.supersedes], [[{ option: 'Postgres', reason: 'the hosting only offers MySQL' }], 'Postgres']);
  assert.deepEqual(extractDecisions('OK.', "Let's use Chrome DevTools to profile it."), []);
  // What a person says of their own life, or a request without a name, decides nothing for the project.
  assert.deepEqual(extractDecisions('Done.', "I think I'll go with the grilled chicken instead of the salmon."), []);
  assert.deepEqual(extractDecisions('Done.', "Let's use a simpler approach instead of the loop."), []);
  assert.deepEqual(extractDecisions('Done.', 'Should we use Kafka instead of RabbitMQ?'), [], 'a question');
  // The reason may come first, up to "so": "we have X now, so let's …".
  const [after] = extractDecisions('OK.', "the cluster has a managed Kafka now, so let's move the events to kafka after all");
  assert.equal(after?.kind, 'decision');
  assert.equal(after?.content, "the cluster has a managed Kafka now, so let's move the events to kafka after all");
  assert.deepEqual(extractDecisions('OK.', "I'm heading out for lunch, so let's pick this up later"), []);
});

test('secrets are redacted and <private> spans dropped', () => {
  const secrets = [
    'AKIAIOSFODNN7EXAMPLE', 'ghp_0123456789abcdefghijklmnopqrstuvwxyzAB', 'github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRS',
    'sk-ant-api03-abcdefghijklmnopqrstuvwxyz0123456789', 'sk-proj-abcdefghijklmnopqrstuvwxyz012345', 'AIzaSyA1234567890abcdefghijklmnopqrstuv',
    'xoxb-1234567890-abcdefghijkl', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  ];
  const text = [
    ...secrets.map((s) => `token ${s} here`),
    'postgres://admin:hunter2pass@db.example.com:5432/app',
    'DATABASE_PASSWORD=correct-horse-battery',
    '-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA\n-----END RSA PRIVATE KEY-----',
    'keep <private>my home address</private> out',
  ].join('\n');
  const { text: out, redactions } = redact(text);
  for (const s of [...secrets, 'hunter2pass', 'correct-horse-battery', 'MIIEowIBAAKCAQEA', 'my home address']) assert.ok(!out.includes(s), s);
  assert.ok(redactions >= secrets.length + 4);
  assert.match(out, /postgres:\/\/admin:\[REDACTED:url-password\]@db/);
  assert.match(out, /keep\s+out/);
  // Redacting what was redacted changes nothing: a key named in prose keeps its own label ("the token is ghp_…"
  // was relabelled "secret", and counted twice, before).
  assert.equal(redact(out).redactions, 0);
  assert.equal(redact(out).text, out);
  // A setting about a secret is no secret: its value is what a decision or a changed setting remembers.
  for (const kept of ['Raised TOKEN_TTL=7200 so sessions survive lunch', 'PASSWORD_MIN_LENGTH=12', 'API_KEY_HEADER=X-Api-Key', 'passwordMinLength: 12', 'tokenTtl: 3600', 'SECRET_NAME="prod/db"']) {
    assert.equal(redact(kept).text, kept, kept);
  }
  for (const secret of ['DB_PASSWORD=hunter2pass', 'SECRET_KEY=abcd1234efgh', 'apiKey: "x8f3kq9z2m"', 'ACCESS_TOKEN=abcdef123456']) assert.match(redact(secret).text, /\[REDACTED:secret\]/, secret);
  const named = redact('the deploy token is ghp_0123456789abcdefghijklmnopqrstuvwxyzAB');
  assert.deepEqual(named.kinds, ['github-token']);
  assert.equal(named.text, 'the deploy token is [REDACTED:github-token]');
});

test('transcripts: Claude JSONL text blocks only, sidechains and meta skipped; lenient with junk lines', () => {
  const lines = [
    '{"partial line from the tail',
    JSON.stringify({ type: 'user', message: { role: 'user', content: 'first question' } }),
    JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'thinking', thinking: 'hmm' }, { type: 'text', text: 'We decided X.' }, { type: 'tool_use', name: 'Bash' }] } }),
    JSON.stringify({ type: 'user', isMeta: true, message: { role: 'user', content: 'meta' } }),
    JSON.stringify({ type: 'assistant', isSidechain: true, message: { role: 'assistant', content: 'side' } }),
    JSON.stringify({ type: 'user', message: { role: 'user', content: [{ type: 'tool_result', content: 'output' }] } }),
    JSON.stringify({ type: 'user', message: { role: 'user', content: 'second question' } }),
    'not json at all',
  ];
  const entries = parseTranscript(lines.join('\n'));
  assert.equal(lastOf(entries, 'assistant'), 'We decided X.');
  assert.equal(lastOf(entries, 'user'), 'second question');
  // Codex rollout: messages inside response_item payloads; event_msg copies and tool calls are not entries.
  const codex = parseTranscript([
    { type: 'session_meta', payload: { id: 's', cwd: '/p' } },
    { type: 'response_item', payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'set up the queue' }] } },
    { type: 'event_msg', payload: { type: 'user_message', message: 'set up the queue' } },
    { type: 'response_item', payload: { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'We decided to use BullMQ instead of RabbitMQ.' }] } },
    { type: 'response_item', payload: { type: 'function_call', name: 'shell', arguments: '{}' } },
    { type: 'event_msg', payload: { type: 'agent_message', message: 'We decided to use BullMQ instead of RabbitMQ.' } },
  ].map((l) => JSON.stringify(l)).join('\n'));
  assert.deepEqual(codex, [{ role: 'user', text: 'set up the queue' }, { role: 'assistant', text: 'We decided to use BullMQ instead of RabbitMQ.' }]);
  const gemini = parseTranscript([JSON.stringify({ sessionId: 's' }), JSON.stringify({ id: 1, type: 'user', content: 'hi gemini' }), JSON.stringify({ id: 2, type: 'gemini', content: 'hello' })].join('\n'));
  assert.deepEqual([lastOf(gemini, 'user'), lastOf(gemini, 'assistant')], ['hi gemini', 'hello']);
});

test("a turn's response: every assistant message since the prompt, then the event's final message once", () => {
  const file = join(tempDir(), 't.jsonl');
  const line = (role: string, content: unknown) => JSON.stringify({ type: role, message: { role, content } });
  writeFileSync(file, [
    line('user', 'an older prompt'), line('assistant', 'Decision: an older turn.'),
    line('user', 'set up the tests'),
    line('assistant', [{ type: 'text', text: 'We will use Vitest rather than Jest.' }, { type: 'tool_use', name: 'Bash' }]),
    line('user', [{ type: 'tool_result', content: 'added 40 packages' }]),
    line('assistant', [{ type: 'text', text: 'Done: vitest' }]),
  ].join('\n'));
  // The final message is in the transcript already.
  assert.equal(turnResponse(file, 'Done: vitest'), 'We will use Vitest rather than Jest.\n\nDone: vitest');
  // The transcript holds only the final message's first block: the event's whole message replaces it.
  assert.equal(turnResponse(file, 'Done: vitest is installed.'), 'We will use Vitest rather than Jest.\n\nDone: vitest is installed.');
  // A final message the transcript does not hold yet comes last.
  assert.equal(turnResponse(file, 'All green.'), 'We will use Vitest rather than Jest.\n\nDone: vitest\n\nAll green.');
  assert.equal(turnResponse('/nonexistent', 'All green.'), 'All green.');
  assert.equal(turnResponse(file), 'We will use Vitest rather than Jest.\n\nDone: vitest');
});

test('no input makes extraction crawl: long runs of spaces and long paragraphs are read in linear time', () => {
  // Each of these took 20 s to minutes before (patterns retried across a run of spaces, a paragraph re-read per line);
  // now each takes milliseconds. The bound is generous: it catches a hang, not a slow machine.
  const inputs = [
    Array.from({ length: 32_000 }, (_, i) => `word${i} and more words here`).join('\n'),
    `Decision: x${' '.repeat(160_000)}y`,
    `a.${' '.repeat(200_000)}x`,
  ];
  inputs.push(`the token is${' '.repeat(200_000)}y`, `Bearer${' '.repeat(200_000)}`);
  for (const text of inputs) {
    const started = performance.now();
    extractDecisions(redact(text).text, text);
    assert.ok(performance.now() - started < 5000, `${text.slice(0, 20)}…: ${Math.round(performance.now() - started)} ms`);
  }
});

test('an unmarked decision keeps the sentence before it as its search-only context; a marked line, a first sentence and the sentence after do not', () => {
  const [c] = extractDecisions('I looked at the options for the job queue. We will use BullMQ instead of RabbitMQ, because another broker is more ops work. I wired the worker to the email sender.');
  assert.match(c.content, /^We will use BullMQ/);
  assert.equal(c.context, 'I looked at the options for the job queue.');
  // Nothing before it: no context (the sentence after is not kept).
  assert.equal(extractDecisions('We will use BullMQ instead of RabbitMQ, because another broker is more ops work. I wired the worker to the email sender.')[0].context, undefined);
  // The sentence before may sit in the paragraph before; a long one is cut.
  const long = `The nightly export ${'keeps timing out on the large tenants '.repeat(12)}again.`;
  const [cut] = extractDecisions(`${long}\n\nWe went with streaming the rows over loading them all, since memory was the limit.`);
  assert.equal(cut.context!.length, 300);
  assert.ok(long.startsWith(cut.context!.slice(0, -1)) && cut.context!.endsWith('…'));
  // Not across a Markdown heading: the sentence before "## Notes" is about another part of the work.
  const [notes] = extractDecisions('## What changed\n\nThe signup route now enqueues the welcome email.\n\n## Notes\n\nI went with pg-boss rather than BullMQ, since we already run Postgres.');
  assert.match(notes.content, /^I went with pg-boss/);
  assert.equal(notes.context, undefined);
  // Japanese sentences end in 。
  assert.equal(extractDecisions('ログの保存先を検討した。JSONファイルではなくSQLiteを採用することにした。並行書き込みに強いから。')[0].context, 'ログの保存先を検討した。');
  // Marked lines say what they mean; they keep no neighbour.
  const marked = extractDecisions('The build was slow on CI.\nDecision: use esbuild for bundling\nRejected: webpack because it is slow');
  assert.equal(marked.length, 1);
  assert.equal(marked[0].context, undefined);
});

test("an abbreviation's full stop before a lower-case word ends no sentence; any other full stop does, in lower-case chat too", () => {
  assert.deepEqual(sentences('Migrate in groups of applications - eg. frontends, then backends. We log errors, e.g. timeouts, and retry. We keep logs, metrics, etc. The traces come later.'), [
    'Migrate in groups of applications - eg. frontends, then backends.',
    'We log errors, e.g. timeouts, and retry.',
    'We keep logs, metrics, etc.',
    'The traces come later.',
  ]);
  assert.deepEqual(sentences("let's not use graphql for the api. we'll stick with rest since only two clients use it."), ["let's not use graphql for the api.", "we'll stick with rest since only two clients use it."]);
  // The decision after an "eg." keeps the whole sentence, and the sentence before it as context.
  const [c] = extractDecisions('The old cache kept falling over. We went with Redis over Memcached, eg. for pub/sub, because it covers both needs.');
  assert.equal(c.content, 'We went with Redis over Memcached, eg. for pub/sub, because it covers both needs.');
  assert.equal(c.context, 'The old cache kept falling over.');
});

test('"dropped" in the reason is what happened to another thing, not the option turned down', () => {
  assert.deepEqual(options('I chose Render over Heroku because Heroku dropped the free tier.'), ['Heroku']);
  assert.deepEqual(options('I chose Vitest over Jest because the team dropped Babel last year.'), ['Jest']);
  assert.deepEqual(options('- **Hosting**: moved from Heroku to Render, since Heroku dropped the free tier.'), ['Heroku']);
  // Dropped in the sentence's own clause still turns the option down.
  assert.deepEqual(options('We dropped Rollbar because the contract ended.'), ['Rollbar']);
});

test('a number or an act on a pronoun names no rejected option: a result after a decision is not taken into it', () => {
  const [kept] = extractDecisions("I considered switching to pnpm, but that would mean a new lockfile, so I kept npm. CI now takes about 6 minutes instead of 11.");
  assert.equal(kept.content, 'I considered switching to pnpm, but that would mean a new lockfile, so I kept npm.');
  assert.deepEqual(kept.decision?.rejected?.map((r) => r.option), ['pnpm']);
  decidesNothing(['The page now loads in 1.2 seconds instead of 4.']);
  const after = extractDecisions('I opted against an in-memory SQLite database for tests: our queries use jsonb.\n\nThe suite now runs in 2m10s instead of 7m40s.');
  assert.deepEqual(after.map((c) => c.decision?.rejected?.map((r) => r.option)), [['in-memory SQLite database']], 'a duration is no option');
  // The act's object is elsewhere ("them"): no option, rather than "pulling them"; an act that is the option stays.
  assert.deepEqual(options('I chose to vendor the protobuf definitions into this repo rather than pulling them in as a git submodule.'), []);
  assert.deepEqual(options('I opted to debounce the search input at 300 ms instead of throttling it, because users type in bursts.'), ['throttling']);
  // What we / I refused to do names the option before a comparison earlier in the sentence does.
  assert.deepEqual(options("Retrying the test up to 3 times would have hidden the race rather than fixing it, so I didn't add retries."), ['retries']);
});

test('a decision the user states: "lets" without its apostrophe, a bare order that sets one name against another or is a rule, the rule\'s "from now on" no part of the option', () => {
  const [lets] = extractDecisions('Done.', 'ok, lets use Zod for validating the API payloads instead of joi from now on');
  assert.equal(lets?.kind, 'decision');
  assert.deepEqual(lets?.decision?.rejected?.map((r) => r.option), ['joi']);
  assert.deepEqual(extractDecisions('Done.', 'lets not use GraphQL for the public API; REST is enough.')[0]?.decision?.rejected?.map((r) => r.option), ['GraphQL']);
  const [order] = extractDecisions('Done.', 'Use Vitest instead of Jest for the new packages.');
  assert.deepEqual([order?.kind, order?.decision?.rejected?.map((r) => r.option)], ['decision', ['Jest']]);
  // An order that is a rule and names no tool is a convention; one that names a tool, in lower case too, a decision.
  assert.deepEqual(extractDecisions('Done.', 'use tabs everywhere from now on').map((c) => c.kind), ['convention']);
  assert.deepEqual(extractDecisions('Done.', 'use pnpm everywhere from now on').map((c) => c.kind), ['decision']);
  assert.deepEqual(extractDecisions('Done.', 'Use Vitest for every new package from now on.').map((c) => c.kind), ['decision']);
  // A task's means, and an order that names nothing, decide nothing.
  for (const prompt of ['Use the Chrome debugger to find out why it hangs.', 'use a loop instead of recursion here', 'Use Grep to find the callers.']) {
    assert.deepEqual(extractDecisions('Done.', prompt), [], prompt);
  }
});

test('typographic apostrophes read as straight ones in unmarked prose; a marked line is kept as written', () => {
  decides(['We’ll use Postgres for the main database, since the reporting queries need window functions.']);
  assert.deepEqual(extractDecisions('Done.', 'Let’s not use GraphQL for the public API; we’ll stick with REST.')[0]?.decision?.rejected?.map((r) => r.option), ['GraphQL']);
  assert.equal(extractDecisions('Decision: use the team’s Postgres. Rejected: MySQL because it lacks window functions.')[0]?.content.includes('team’s'), true);
});

test('a named tool or language migrated or ported to another is a decision; a file moved is an edit', () => {
  const [migrated] = extractDecisions('Done: I migrated the three request schemas in src/api/schemas.ts from Joi to Zod and removed the joi dependency.');
  assert.deepEqual([migrated?.kind, migrated?.decision?.rejected?.map((r) => r.option)], ['decision', ['Joi']]);
  decides(['We ported the CLI from Python to Go.']);
  // What moved may take a few words to say: the tool it moved from is still turned down.
  const [moved] = extractDecisions("Moved the nightly orders job from Prefect to Dagster: Prefect Cloud's free tier no longer includes automations.");
  assert.deepEqual(moved?.decision?.rejected?.map((r) => r.option), ['Prefect']);
  decidesNothing(['I migrated the helper from utils.ts to lib/helpers.ts.', 'I moved the config loader from src/config to src/core.']);
});

test("a recommendation the user's next prompt accepts is a decision; a prompt that says more than yes, or names another option, accepts nothing", () => {
  const recommended =
    "For the new service I'd recommend Drizzle. Prisma's generated client adds ~10 MB to the Lambda bundle, while Drizzle is a thin layer over SQL. TypeORM is another option but its decorators don't fit our functional codebase. Want me to set it up?";
  const previous = { response: recommended, question: 'which ORM should we use for the new service?' };
  const [d] = extractDecisions('Set up Drizzle with the postgres-js driver.', 'yes go with drizzle', previous);
  assert.equal(d.content, `${recommended.replace(' Want me to set it up?', '')} (The user agreed: "yes go with drizzle".)`);
  assert.deepEqual(d.decision?.rejected, [
    { option: 'Prisma', reason: 'adds ~10 MB to the Lambda bundle' },
    { option: 'TypeORM', reason: "its decorators don't fit our functional codebase" },
  ]);
  assert.equal(d.context, 'which ORM should we use for the new service?');
  for (const yes of ['ok', 'sounds good, set it up', 'go ahead', "let's do it", 'Yes, Drizzle.']) {
    assert.equal(extractDecisions('Done.', yes, previous)[0]?.decision?.chosen, "For the new service I'd recommend Drizzle.", yes);
  }
  for (const no of ['ok, go with Prisma', 'why not TypeORM?', 'yes but keep Prisma for the old service', 'ok thanks', 'add a health check endpoint']) {
    assert.deepEqual(extractDecisions('Done.', no, previous), [], no);
  }
  // (Overruling the recommendation is the user's own decision: what was recommended is turned down.)
  assert.deepEqual(extractDecisions('Done.', 'no, use Prisma', previous).map((c) => c.decision?.rejected?.map((r) => r.option)), [['Drizzle']]);
  // In Japanese too.
  const ja = '新しいサービスには Drizzle をおすすめします。Prisma は生成されるクライアントが大きく、コールドスタートが遅いです。TypeORM も選択肢ですが、デコレーターが関数型のコードに合いません。セットアップしましょうか？';
  const [jaDecision] = extractDecisions('設定しました。', 'はい、それでお願いします', { response: ja });
  assert.equal(jaDecision?.content, `${ja.replace('セットアップしましょうか？', '')} (The user agreed: "はい、それでお願いします".)`);
  assert.deepEqual(jaDecision?.decision?.rejected?.map((r) => r.option), ['Prisma', 'TypeORM']);
  assert.deepEqual(extractDecisions('設定しました。', 'いいえ、Prisma でお願いします', { response: ja }), []);
  // A suggested step is no option chosen; nor is a recommendation without a prompt after it.
  assert.deepEqual(extractDecisions('Done.', 'ok', { response: "I'd suggest running the tests first to see what breaks." }), []);
  assert.deepEqual(extractDecisions(recommended), []);
});

test('the user overruling the choice of the turn before ("no, use memcached, …") decides, turning down what the agent took; the change that follows names what it removed', () => {
  const previous = { response: 'I added a cache in front of the catalog API. I went with Redis: we need the cache shared across the pods, and Redis gives us TTLs per key.', question: 'add a cache' };
  const said = (prompt: string) => extractDecisions('Done.', prompt, previous).map((c) => [c.content, c.decision?.rejected?.map((r) => r.option), c.context]);
  assert.deepEqual(said('no, use memcached, we already run it for sessions'), [['no, use memcached, we already run it for sessions', ['Redis'], 'add a cache']]);
  assert.deepEqual(said("actually let's go with Valkey instead")[0]?.[1], ['Redis']);
  for (const not of ['no, use the existing helper', 'no, use Redis', 'no', 'use memcached for the sessions']) assert.deepEqual(said(not), [], not);
  // The agent's change after it: what it took out by name is what it replaced.
  const [switched] = extractDecisions('Switched the catalog cache to Memcached using `pymemcache`. Removed the Redis client and its config; TTL stays at 10 minutes.');
  assert.deepEqual(switched.decision?.rejected, [{ option: 'Redis' }]);
  assert.deepEqual(extractDecisions('Switched the catalog cache to Memcached. Removed the TODO in cache.py.').map((c) => c.decision?.rejected), [[]], 'no named part of a tool');
});

test('the turn before the last prompt: its answer and the prompt that opened it', () => {
  const entries = parseTranscript(
    [
      { type: 'user', message: { role: 'user', content: 'which ORM?' } },
      { type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: 'Let me look.' }] } },
      { type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: "I'd recommend Drizzle." }] } },
      { type: 'user', message: { role: 'user', content: 'yes' } },
      { type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: 'Done.' }] } },
    ].map((o) => JSON.stringify(o)).join('\n'),
  );
  assert.deepEqual(previousTurn(entries), { response: "Let me look.\n\nI'd recommend Drizzle.", question: 'which ORM?' });
  assert.equal(previousTurn(entries.slice(0, 3)), undefined, 'no prompt after the answer yet');
  assert.deepEqual(previousTurn(entries.slice(1)), { response: "Let me look.\n\nI'd recommend Drizzle.", question: undefined });
});

test('a rejection that does not follow a decision right away is a decision of its own, not more of the last one', () => {
  const list = '1. Switched lodash imports to per-method imports rather than the full package.\n2. Lazy-loaded the admin routes with React.lazy.';
  const after = 'The main bundle is now 780 KB. I considered moving to Preact for a further ~40 KB saving, but the compat layer breaks two of our libraries, so I left React in place.';
  assert.deepEqual(extractDecisions(`Changes:\n${list}\n\n${after}`).map((c) => c.content), [
    'Switched lodash imports to per-method imports rather than the full package.',
    'I considered moving to Preact for a further ~40 KB saving, but the compat layer breaks two of our libraries, so I left React in place.',
  ]);
  // The option is what the act is done with: "staying on pandas", not "staying".
  const [stayed] = extractDecisions("Switched the reader to Polars' scan_csv. I considered staying on pandas with pyarrow as the engine, but its groupby is single-threaded.");
  assert.deepEqual(stayed.decision?.rejected?.map((r) => r.option), ['pandas']);
  // Right after a decision, it is still part of it.
  assert.equal(extractDecisions("We'll go with esbuild for bundling. Webpack was rejected because its config is heavy.").length, 1);
});

test('options an agent lays out and then picks from in the same response: the others are turned down, each with what the response says against it', () => {
  const response = [
    'I looked at three options for the digest job:',
    '',
    '1. **Celery** with Redis as the broker',
    '2. **RQ** (Redis Queue)',
    '3. **APScheduler** running inside the web process',
    '',
    'I went with RQ. Celery is a lot of machinery for one weekly job; APScheduler inside the web process would run the digest once per worker.',
    '',
    'I added `worker.py` and a `digest` queue.',
  ].join('\n');
  const [d, ...more] = extractDecisions(response);
  assert.deepEqual(more, []);
  assert.equal(d.content, 'I looked at three options for the digest job: Celery; RQ; APScheduler. I went with RQ. Celery is a lot of machinery for one weekly job; APScheduler inside the web process would run the digest once per worker.');
  assert.deepEqual(d.decision?.rejected, [
    { option: 'Celery', reason: 'Celery is a lot of machinery for one weekly job' },
    { option: 'APScheduler', reason: 'APScheduler inside the web process would run the digest once per worker' },
  ]);
  // Picked by label, in a sentence no rule reads as a decision: what the list said of the other option is its reason.
  const [label] = extractDecisions(
    'There were two ways to make the import idempotent:\n\n1. **A unique index** with ON CONFLICT DO UPDATE\n2. **Checking for the row first** — simple, but it races\n\nOption 1 is what I implemented: two imports can run at once.',
  );
  assert.equal(label.decision?.chosen, 'Option 1 (A unique index) is what I implemented: two imports can run at once.');
  assert.deepEqual(label.decision?.rejected, [{ option: 'Checking for the row first', reason: 'simple, but it races' }]);
  // A name of several words, picked by a word only it has; the rules' option that stands for it gives way.
  const [words] = extractDecisions(
    "Two approaches for the image resizing:\n\n- Resize on upload and store three sizes\n- Resize on request through an image CDN\n\nI chose to resize on upload. The CDN's pricing would cost more than the storage.",
  );
  assert.deepEqual(words.decision?.rejected, [{ option: 'Resize on request through an image CDN', reason: "The CDN's pricing would cost more than the storage" }]);
  // Not a pick: a recommendation, a question, a list of changes with no options, a list not introduced as options picked from by name.
  const listed = '1. **Celery** with a broker\n2. **RQ** on Redis\n3. **APScheduler** in process';
  for (const text of [
    `Here are the options:\n\n${listed}\n\nI'd go with RQ. Which would you like?`,
    `Here are the options:\n\n${listed}\n\nShould I go with RQ?`,
    'Summary of the changes:\n\n- `api/client.ts`: retries with backoff\n- `README.md`: the new variable\n\nThe 311 tests pass.',
    // Options that each say why and why not are weighed, not chosen, until one is picked.
    "Three options:\n\n1. **Keep cron** on the VM — nothing new, but no retries or alerting.\n2. **Airflow** — retries, backfills, a UI; but it's a scheduler, a webserver and workers to run for one DAG.\n3. **Prefect** (Cloud free tier) — retries and alerts, flows are plain Python functions, the agent runs on our existing VM.\n\nFor one nightly job I'd go with Prefect. Want me to set it up?",
  ]) assert.deepEqual(extractDecisions(text), [], text);
  assert.deepEqual(options(`The queue setup:\n\n${listed}\n\nI went with RQ because it is small.`), [], 'a list not introduced as options turns nothing down by name');
  // Other options named beside their labels, with no list: "option 1 (publishing to npm)".
  assert.deepEqual(
    extractDecisions('Picked option 3, the shared packages/ui workspace, so the apps stop copying components. Option 1 (publishing to npm) means a release for every change, and option 2 (git submodules) confuses everyone.')[0].decision?.rejected,
    [
      { option: 'publishing to npm', reason: 'Option 1 (publishing to npm) means a release for every change' },
      { option: 'git submodules', reason: 'option 2 (git submodules) confuses everyone' },
    ],
  );
});

test('"Why not X: …" in one sentence turns X down after what was done; "I\'m using X." then a sentence faulting another name is a decision', () => {
  const [d, ...more] = extractDecisions(
    "Data fetching on the dashboard now goes through TanStack Query. I removed the `useEffect` fetches in `Dashboard.tsx`.\n\nWhy not SWR: we need mutations with optimistic updates, and TanStack Query's `useMutation` does that out of the box.\n\nCache time is 5 minutes.",
  );
  assert.deepEqual(more, []);
  assert.match(d.content, /^Data fetching on the dashboard now goes through TanStack Query\. I removed .* Why not SWR: /, 'the short paragraph before it is what was done');
  assert.deepEqual(d.decision?.rejected, [{ option: 'SWR', reason: "we need mutations with optimistic updates, and TanStack Query's useMutation does that out of the box" }]);
  const [using] = extractDecisions(
    "I'm using **React Hook Form** with **Zod** for validation. Formik re-renders the whole form on every keystroke, which made the autocomplete lag in the profiling I did earlier.",
  );
  assert.deepEqual(using?.decision?.rejected?.map((r) => r.option), ['Formik']);
  // A step the agent takes with a tool is no choice, whatever follows.
  assert.deepEqual(extractDecisions("I'm using grep to find the callers. There are twelve of them."), []);
});

test('under an intro that says what was chosen, an item goes on past its first sentence; a sentence about an option turned down is why', () => {
  const [d, ...more] = extractDecisions(
    [
      'The config loading is done. Some notes on what I chose:',
      '',
      '* **Format:** the service reads a single `config.yaml` plus environment overrides. I kept YAML rather than switching to TOML since the Helm charts already template YAML.',
      "* **Library:** I used `koanf` instead of `viper`. Viper lower-cases every key and pulls in about 20 dependencies we don't need.",
      '* **Validation:** required fields are checked at startup with `go-playground/validator`.',
    ].join('\n'),
  );
  assert.deepEqual(more, [], 'one decision: the intro and its items');
  assert.match(d.content, /^Some notes on what I chose:\n- Format: .* I kept YAML .*\n- Library: I used koanf instead of viper\. Viper lower-cases .*\n- Validation: /);
  assert.deepEqual(d.decision?.rejected, [
    { option: 'TOML', reason: 'the Helm charts already template YAML' },
    { option: 'viper', reason: "Viper lower-cases every key and pulls in about 20 dependencies we don't need" },
  ]);
  // Without the intro, too: the sentence after a rejection that names the option is its reason.
  const [alone] = extractDecisions("Config loading is done. I used `koanf` instead of `viper`. Viper lower-cases every key and pulls in about 20 dependencies we don't need.");
  assert.deepEqual(alone.decision?.rejected, [{ option: 'viper', reason: "Viper lower-cases every key and pulls in about 20 dependencies we don't need" }]);
});

test('a word the turn sets in code names a tool ("`tsx`"); a kept choice then "Y … but doesn\'t support …" turns Y down', () => {
  const d = extractDecisions("- Replaced `ts-node` with `tsx` for scripts.\n- Left `nodemon` in place for the dev server; `tsx` watch restarts faster but doesn't support our --inspect setup yet.").find((c) => c.content.startsWith('Left'));
  assert.deepEqual(d?.decision?.rejected, [{ option: 'tsx', reason: "doesn't support our --inspect setup yet" }]);
  // Without the code span, "tsx" is no name the rules know.
  assert.deepEqual(extractDecisions("Left nodemon in place for the dev server; tsx watch restarts faster but doesn't support our --inspect setup yet."), []);
});

test('forms read from responses-4 once it was tuned on: what was done is its short paragraph; simpler but; tried first; raised but; using X, not Y; replacing Y since', () => {
  const rejected = (text: string) => extractDecisions(text).flatMap((c) => c.decision?.rejected?.map((r) => r.option) ?? []);
  const [logged] = extractDecisions('Metrics now go through the OpenTelemetry SDK. I kept the exporter configurable with an environment variable. I did not use StatsD: it drops tags we need.');
  assert.match(logged.content, /^Metrics now go through the OpenTelemetry SDK\. I kept .* I did not use StatsD/);
  assert.deepEqual(rejected('Going with the job queue in Postgres. Jobs are claimed with SKIP LOCKED. A cron script was simpler, but it would run twice on two hosts.'), ['cron script']);
  assert.deepEqual(rejected('Pinned Python to 3.11 in the Dockerfile, since numba needs it. I tried Python 3.13 first, but numba has no wheels for it yet.'), ['Python 3.13']);
  assert.deepEqual(rejected('I kept webpack for now. Moving to Vite came up in the review, but the legacy loaders would all need rewriting.'), ['Vite']);
  assert.deepEqual(rejected("We're using Tailwind for all new components, not CSS Modules."), ['CSS Modules']);
  assert.deepEqual(rejected('- **Hashing**: argon2id, replacing bcrypt, since bcrypt truncates passwords at 72 bytes.'), ['bcrypt']);
  assert.deepEqual(rejected('From now on every date in the API is an ISO 8601 string. Unix timestamps were ambiguous between seconds and milliseconds.'), ['Unix timestamps']);
});

test('"X would also work, but …" sets X aside, after what was done; alone, "X would also work" decides nothing', () => {
  const [d, ...more] = extractDecisions(
    "The cache map was never evicted. I replaced the map with `hashicorp/golang-lru/v2` capped at 50,000 entries. A TTL cache like `ristretto` would also work, but orders don't go stale, only cold, so plain LRU is enough.",
  );
  assert.deepEqual(more, []);
  assert.match(d.content, /^The cache map was never evicted\. I replaced the map with hashicorp\/golang-lru\/v2 .* would also work, but/, 'what was done: its short paragraph');
  assert.deepEqual(d.decision?.rejected, [{ option: 'ristretto', reason: "orders don't go stale, only cold, so plain LRU is enough" }]);
  assert.deepEqual(extractDecisions('pg-boss would also work for the email queue.'), []);
  // A summary's "Considered X over …, but …", without its subject.
  const [weighed] = extractDecisions('- Walks the tree with `ignore::WalkParallel`.\n- Considered `rayon` over a collected `Vec<PathBuf>`, but collecting first means nothing prints until the walk ends.');
  assert.deepEqual(weighed.decision?.rejected, [{ option: 'rayon', reason: 'collecting first means nothing prints until the walk ends' }]);
  assert.deepEqual(extractDecisions('Either approach would also work for the importer.'), []);
});

test('after a decision, "The alternatives were X and Y: …" turns both down; "I considered X, but …" joins the decision just before it or the one-sentence paragraph saying what was done', () => {
  const [d] = extractDecisions('Going with pgvector for the embeddings. The alternatives were Pinecone and a Qdrant container: Pinecone sends customer text to a third party, and Qdrant would be one more service to back up.');
  assert.deepEqual(d.decision?.rejected, [
    { option: 'Pinecone', reason: 'Pinecone sends customer text to a third party' },
    { option: 'Qdrant container', reason: 'Qdrant would be one more service to back up' },
  ]);
  const [done, ...rest] = extractDecisions(
    'Added rate limiting to the login route with slowapi: 5 attempts per minute.\n\nI considered doing it in nginx with limit_req, but we deploy behind the Fly.io proxy and the app never sees nginx in staging, so the limit would only exist in production.',
  );
  assert.deepEqual(rest, []);
  assert.ok(done.content.startsWith('Added rate limiting to the login route with slowapi'), done.content);
  assert.equal(done.decision?.rejected?.[0].option, 'doing it in nginx with limit_req');
  // A paragraph of its own two sentences long says more than what was done: the rejection stays alone.
  const considered = 'I considered Redis for the counters, but with one instance an in-process map is enough.';
  assert.equal(extractDecisions(`The tests pass. The build is green.\n\n${considered}`)[0].content, considered);
  assert.equal(extractDecisions(`Added the limiter with slowapi.\n\n${considered}`)[0].content, `Added the limiter with slowapi. ${considered}`);
  // After a marked decision ("## Decision"), an option set aside further on is one it turned down.
  const marked = extractDecisions('## Decision\n\nThe app talks to the backend through a BFF written in Hono.\n\n## Why\n\n- Five base URLs otherwise.\n- GraphQL federation was the other candidate, but none of the services speak GraphQL.');
  assert.equal(marked.length, 1);
  assert.deepEqual(marked[0].decision?.rejected?.map((r) => r.option), ['GraphQL federation']);
  // "I didn't switch to JWTs." turns JWTs down.
  assert.deepEqual(options("### What I didn't do\n- I didn't switch to JWTs. Revoking a session would need a denylist on every request."), ['JWTs']);
});

test('options laid out as headings ("### Option 2: Postgres SKIP LOCKED" and a paragraph under each) are a list: the user picks from it, or the agent does', () => {
  const headed = [
    '## Options',
    '',
    '### Option 1: Redis Streams',
    'Fast and we already run Redis, but consumer groups are new to the team.',
    '',
    '### Option 2: Postgres SKIP LOCKED',
    'No new infrastructure; throughput tops out around 1k jobs/s.',
    '- pros: nothing new to run',
    '',
    '### Option 3: SQS',
    'Managed, but ties the worker to AWS.',
  ].join('\n');
  const [d] = extractDecisions('Done.', 'option 2', { response: `${headed}\n\nWhich would you prefer?` });
  assert.equal(d.decision?.chosen, 'Postgres SKIP LOCKED — No new infrastructure; throughput tops out around 1k jobs/s; pros: nothing new to run');
  assert.deepEqual(d.decision?.rejected, [
    { option: 'Redis Streams', reason: 'Fast and we already run Redis, but consumer groups are new to the team' },
    { option: 'SQS', reason: 'Managed, but ties the worker to AWS' },
  ]);
  // The agent's own pick under a "## Decision" heading: its words kept as written, the others turned down.
  const [own] = extractDecisions(`${headed}\n\n## Decision\n\nI went with option 2: one less service to run, and 1k jobs/s is ten times our peak.`);
  assert.equal(own.content, 'Decision: I went with option 2: one less service to run, and 1k jobs/s is ten times our peak.');
  assert.equal(own.decision?.chosen, 'I went with option 2 (Postgres SKIP LOCKED): one less service to run, and 1k jobs/s is ten times our peak.');
  assert.deepEqual(own.decision?.rejected?.map((r) => r.option), ['Redis Streams', 'SQS']);
  // A paragraph under the last option's description ends the list: it is no more of what SQS says.
  const [after] = extractDecisions(`${headed}\n\nI went with option 2. SQS would tie us to AWS.`);
  assert.deepEqual(after.decision?.rejected, [
    { option: 'Redis Streams', reason: 'Fast and we already run Redis, but consumer groups are new to the team' },
    { option: 'SQS', reason: 'SQS would tie us to AWS' },
  ]);
});

test('an option the user picks from a list the agent laid out is a decision, the other options rejected with what the list said of them', () => {
  const laidOut = [
    'There are a few ways to run the background jobs:',
    '',
    '1. **Redis + BullMQ** — battle-tested retries and delays, but another service to run.',
    "2. **Postgres LISTEN/NOTIFY** — no new infrastructure, but we'd write retries ourselves.",
    '3. **In-process queue** — simplest, but jobs are lost on restart.',
    '',
    'Which would you prefer?',
  ].join('\n');
  const previous = { response: laidOut, question: 'how should we run background jobs?' };
  const [d] = extractDecisions('Wired up LISTEN/NOTIFY.', "let's do option 2", previous);
  assert.equal(
    d.content,
    `There are a few ways to run the background jobs: Redis + BullMQ; Postgres LISTEN/NOTIFY; In-process queue. Postgres LISTEN/NOTIFY — no new infrastructure, but we'd write retries ourselves. (The user chose it from 3 options: "let's do option 2".)`,
    'the options it was chosen from are named: a prompt that proposes one again finds it',
  );
  assert.deepEqual(d.decision?.rejected, [
    { option: 'Redis + BullMQ', reason: 'battle-tested retries and delays, but another service to run' },
    { option: 'In-process queue', reason: 'simplest, but jobs are lost on restart' },
  ]);
  // Search-only context: the question, and the lines of the options turned down (what they said is in no text).
  assert.equal(d.context, ['how should we run background jobs?', 'Redis + BullMQ — battle-tested retries and delays, but another service to run.', 'In-process queue — simplest, but jobs are lost on restart.'].join('\n'));
  const chosen = (answer: string) => extractDecisions('Done.', answer, previous)[0]?.decision?.chosen?.split(' — ')[0];
  assert.deepEqual(['2', 'the second one', 'go with postgres', 'Redis please', 'the last one', 'option B'].map(chosen), ['Postgres LISTEN/NOTIFY', 'Postgres LISTEN/NOTIFY', 'Postgres LISTEN/NOTIFY', 'Redis + BullMQ', 'In-process queue', undefined]);
  // Not a pick: a question, a refusal, another request that names an option, a plain "ok" (nothing recommended).
  for (const answer of ['hmm, what about SQS?', 'no, 3', 'Actually, first fix the Postgres connection leak', 'ok']) assert.deepEqual(extractDecisions('Done.', answer, previous), [], answer);
  // A pick with the user's reason after it: the reason may say "don't" or name another option.
  assert.deepEqual(
    ["Go with postgres, I don't want another service just for jobs", '2, since we already run Postgres', 'Redis please — we need the delays'].map(chosen),
    ['Postgres LISTEN/NOTIFY', 'Postgres LISTEN/NOTIFY', 'Redis + BullMQ'],
  );
  assert.equal(chosen("ok, I'll go with postgres"), 'Postgres LISTEN/NOTIFY', 'the pick after the comma: read whole first');
  assert.match(extractDecisions('Done.', "Go with postgres, I don't want another service just for jobs", previous)[0].content, /\(The user chose it from 3 options: "Go with postgres, I don't want another service just for jobs"\.\)$/);
  // An option's name in bold is its name, whatever the line says after it.
  const bold = 'Three options:\n\n1. **BullMQ** on the Redis we already run — retries and a dashboard.\n2. **pg-boss** keeps everything in Postgres.\n3. **A cron container**, simplest of all.\n\nWhich one do you want?';
  assert.deepEqual(extractDecisions('Done.', 'pg-boss', { response: bold })[0]?.decision?.rejected?.map((r) => r.option), ['BullMQ', 'A cron container']);
  // A bracket after the bold name is part of what the line says of it.
  const bracket = 'Three options:\n\n1. **Airflow** — retries, backfills, a UI; but a lot to run for one DAG.\n2. **Prefect** (Cloud free tier) — retries and alerts, flows are plain functions.\n\nWhich one?';
  assert.deepEqual(extractDecisions('Done.', '1', { response: bracket })[0]?.decision?.rejected, [{ option: 'Prefect', reason: 'Cloud free tier; retries and alerts, flows are plain functions' }]);
  // A short name is picked by name too ("S3", with the user's reason after it).
  const short = 'Two options:\n\n1. **S3** with presigned URLs — scales, no disk on the API hosts.\n2. **Local disk** on a shared volume — simplest, but ties us to one host.\n\nWhich do you prefer?';
  assert.deepEqual(extractDecisions('Done.', 'S3, we will run more than one API host soon.', { response: short })[0]?.decision?.rejected?.map((r) => r.option), ['Local disk']);
  // Agreeing to a recommendation while naming another tool is no agreement.
  const recommended = { response: 'I would recommend BullMQ since Redis is already there. pg-boss is another option, but its polling adds load.' };
  assert.equal(extractDecisions('Done.', 'ok, go with BullMQ', recommended)[0]?.decision?.chosen, 'I would recommend BullMQ since Redis is already there.');
  assert.deepEqual(extractDecisions('Done.', 'ok, go with drizzle', recommended), []);
  assert.deepEqual(extractDecisions('Done.', 'ok go with it, the pg-boss one', { response: 'I would recommend BullMQ since Redis is already there. Another option is pg-boss, but its polling adds load.' }), [], 'the answer names the other option after its comma');
  assert.deepEqual(extractDecisions('Done.', 'yes, it sounds good but let me think about it', recommended), []);
  // Steps the agent will take are no options, whatever the answer.
  assert.deepEqual(extractDecisions('Done.', '2', { response: 'Next steps:\n1. Install the dependencies\n2. Run the migrations\n3. Start the server' }), []);
  // Points under an option belong to it.
  const nested = 'Two options:\n1. **Redis** — fast\n   - pros: retries built in\n   - cons: another service\n2. **Postgres** — no new service\n   - cons: we write retries\n\nWhich do you prefer?';
  assert.deepEqual(extractDecisions('Done.', '2', { response: nested })[0]?.decision?.rejected, [{ option: 'Redis', reason: 'fast' }]);
  // Options labelled by letter.
  const lettered = 'Two approaches:\n\n**Option A:** Keep REST and add pagination.\n**Option B:** Move the mobile API to GraphQL — one round trip per screen.\n\nWhich do you prefer?';
  assert.equal(extractDecisions('Done.', 'B', { response: lettered })[0]?.decision?.rejected?.[0]?.option, 'REST and add pagination', 'its opening verb is no part of its name');
});

test('the reason a decision gives in the next sentence of its paragraph is kept with it; what was done next, where it lives or that tests pass is not', () => {
  const one = (text: string) => {
    const found = extractDecisions(text).filter((c) => c.kind === 'decision');
    assert.equal(found.length, 1, text);
    return found[0];
  };
  for (const [decision, reason] of [
    ['I went with SQLite for the local cache.', 'It needs no server, and the data is a few MB at most.'],
    ['I chose to keep the job queue in Postgres with SKIP LOCKED.', 'That avoids running a second datastore for a few hundred jobs a day.'],
    ['I went with Playwright for the end-to-end tests.', 'The main reason is that it drives Firefox and WebKit as well as Chromium.'],
  ]) {
    const c = one(`${decision} ${reason} I also added a script for it to package.json.`);
    assert.equal(c.content, `${decision} ${reason}`);
    assert.equal(c.decision?.chosen, decision, 'the choice stays the decision sentence');
  }
  // About the option turned down: that option's reason.
  const vitest = one('We chose Vitest over Jest. Jest needed three Babel plugins for ESM.');
  assert.deepEqual(vitest.decision?.rejected, [{ option: 'Jest', reason: 'Jest needed three Babel plugins for ESM' }]);
  assert.match(vitest.content, /Babel plugins/);
  // A lower-case one-word option ("bcrypt") is named as well.
  const argon = one('Switched password hashing from bcrypt to argon2. bcrypt silently truncates passwords longer than 72 bytes.');
  assert.deepEqual(argon.decision?.rejected, [{ option: 'bcrypt', reason: 'bcrypt silently truncates passwords longer than 72 bytes' }]);
  for (const after of [
    'I also updated the README with the new test command.',
    "It's configured in `scripts/build.mjs`.",
    'All 214 tests pass, and lint is clean.',
    'Next I will wire the progress bar to it.',
    "Let me know if you'd rather keep Prisma there.",
    'The other open question is the timeout, which I left at 30 s.',
    'Here is what changed:',
  ]) {
    assert.equal(one(`I went with esbuild for bundling the CLI. ${after}`).content, 'I went with esbuild for bundling the CLI.', after);
  }
  // Only the sentence right after, in the same paragraph, and only one.
  assert.equal(one('I went with SQLite for the local cache.\n\nIt needs no server at all.').content, 'I went with SQLite for the local cache.');
  assert.equal(
    one('I went with SQLite for the local cache. It needs no server. That keeps the install to one file.').content,
    'I went with SQLite for the local cache. It needs no server.',
  );
});

test('a setting chosen for a reason is a decision; a step, a value set while debugging, or a person\'s own setting is not', () => {
  decides([
    'I set the job retention to 7 days because keeping completed jobs longer bloats the table.',
    'Capped the connection pool at 20, since RDS allows 100 connections and we run 4 replicas.',
    'Set `LOG_LEVEL` to `warn` in production, as info-level logs were costing us $300 a month.',
    'I pinned TypeScript to 5.4 because 5.5 breaks the decorators in the DI container.',
    'I set the JWT lifetime to 15 minutes so a leaked token is only useful briefly.',
  ]);
  // A setting dropped to a value is lowered, not turned down: no rejected option ("sampling rate" would mark every later prompt about it).
  assert.deepEqual(rejected('Dropped the sampling rate for traces to 10% because the full rate doubled our APM bill.'), []);
  assert.deepEqual(options('Dropped Moment in favour of date-fns because of bundle size.'), ['Moment']);
  // The reason in the next sentence of the paragraph, kept with it.
  const [retention] = extractDecisions('I set the job retention to 7 days. Keeping completed jobs longer bloats the pgboss.job table at our volume.');
  assert.equal(retention?.content, 'I set the job retention to 7 days. Keeping completed jobs longer bloats the pgboss.job table at our volume.');
  decidesNothing([
    'I set the timeout to 10 seconds and reran the failing test.',
    'I bumped the timeout from 5 to 30 seconds while debugging; we should lower it again before merging.',
    'I set my alarm to 6 am because I have an early flight tomorrow.',
    'I set the thermostat to 19 degrees since heating is so expensive now.',
    'If you want, I can lower the cache TTL to 60 seconds because prices change often.',
    'Limited quota: the act allowed up to 1,000 people per month, for two years.',
    'I set the job retention to 7 days. All 48 tests pass.',
  ]);
});

test('a setting moved from one value to another is a decision without a reason; a value that moved, a step or a look into something is not', () => {
  decides([
    'Bumped the uvicorn workers from 2 to 4 after moving to 2 vCPU containers.',
    'Changed the default page size from 50 to 25 for the mobile endpoints.',
    'We lowered max_connections from 200 to 120 in postgresql.conf.',
    '**Timeouts**: raised the gateway timeout from 30s to 60s for the report endpoints.',
    'We moved the nightly backup from 02:00 to 04:00 UTC so it no longer overlaps the ETL.',
    'I also set the Node heap limit from 2 GB to 4 GB for the production build.',
    // A setting said as it now is, against the value it had.
    'The rate limit is now 300 requests per minute instead of 100.',
    'Session cookies now expire after 12 hours instead of 24.',
  ]);
  // The old value names no option ("30s" is a number with its unit).
  assert.deepEqual(rejected('I moved the healthcheck interval from 30s to 10s on the worker service.'), []);
  decidesNothing([
    'The p95 latency went from 200 ms to 350 ms after the deploy.',
    "I changed the test's timeout from 5 to 10 seconds and reran it; it still fails.",
    'I then set the timeout from 5 to 10 seconds and reran the failing test.',
    'I changed the log level from info to debug to see the failing query.',
    "I set my editor's tab width from 4 to 2 to read the file.",
    'I now sleep 7 hours instead of 5.',
    // "also" before the verb is read as "I moved …" is: a file moved is still an edit.
    'I also moved the helper from utils.ts to lib/v2 because it is shared.',
    'The cache hit rate is now 95% instead of 60%.',
    'The build now takes 4 minutes instead of 6.',
    'I changed the port from 3000 to 3001 locally because something else was using it.',
  ]);
});

test('narration in the words of a choice: naming taken over, things picked for one test or a demo, commit words, a trial, what an experiment showed, a one-off tool, code moved within its file', () => {
  decidesNothing([
    "Sure, I'll go with your naming for the handlers.",
    'I picked a tiny fixture for the test so it stays fast.',
    'For the screenshot I chose the account with the most data.',
    'I went with a longer commit message that lists each migration.',
    "Let me try the new driver locally first and see if the timeouts stop, before we decide anything.",
    "Running the e2e suite with --workers=1 instead of in parallel made the flake go away, so it's a shared-state problem.",
    'I used awk instead of writing a script to sum the column.',
    'I moved the helper to the bottom of the file instead of keeping it above the exports.',
  ]);
  // Still decisions: a tool chosen for the tests, a rule from here on, what the team agreed to use.
  decides([
    'We chose Vitest for the tests because it runs ESM natively.',
    'From here on, every migration gets a down step.',
    'We agreed to store the feature flags in the database and read them at boot.',
  ]);
});

test('what an agent kept, with why the other option would cost more, and what it did not add, are decisions with that option rejected', () => {
  assert.deepEqual(rejected('I kept the existing axios client; swapping to fetch would touch 40 call sites for no real gain.'), [{ option: 'fetch', reason: 'would touch 40 call sites for no real gain' }]);
  assert.deepEqual(options('Kept Jest for the backend tests — migrating them to Vitest would mean rewriting 300 module mocks.'), ['Vitest']);
  assert.deepEqual(options('I left the monolith in one repo, since splitting it into packages would complicate the release process.'), ['packages']);
  assert.deepEqual(options('I kept Moment in the legacy pages, since replacing it with date-fns there would touch 120 files.'), ['date-fns']);
  const [kept] = extractDecisions('Left the ORM as is: moving to raw SQL would lose the migrations tooling.');
  assert.equal(kept.decision?.chosen, 'Left the ORM as is: moving to raw SQL would lose the migrations tooling.', 'what was kept is the choice');
  // A summary's dropped subject: "Didn't add X: …".
  assert.deepEqual(rejected("Didn't add a cache: the query takes 3 ms and the data changes every minute."), [{ option: 'cache', reason: 'the query takes 3 ms and the data changes every minute' }]);
  assert.deepEqual(options("Didn't introduce Redux — the app has two pieces of shared state and context covers them."), ['Redux']);
  decidesNothing([
    "I didn't add tests for the CLI flags yet; I'll do that next.",
    "I didn't use the debugger; the stack trace was enough to find it.",
    "Didn't add the screenshot to the README since the UI is still changing.",
    'Switching to the new endpoint would be easy if we ever need it.',
    'Left a TODO in the handler for the pagination edge case.',
    'I kept the tests running in watch mode while I worked on the parser.',
  ]);
});

test('a path for a case that has not come decides nothing; a part put in place of a named one, a camelCase name and a fault of something an option has do', () => {
  decidesNothing([
    'If we ever outgrow SQLite, moving to Postgres would be straightforward.',
    'If the team grows, switching to a monorepo tool like Nx could make sense.',
    'Should we need pub/sub later, we could switch to Redis streams.',
    'If we ever need full-text search, switching to Elasticsearch would be the obvious move.',
  ]);
  decides(["If the queue grows past 10k jobs, we'll switch to SQS because the Postgres table will not keep up."]);
  // What the system does now in place of a thing named first; not an edit of behaviour, nor a person's method.
  assert.deepEqual(options('Instead of a Redis queue, the mailer now reads jobs from a Postgres table with SKIP LOCKED.'), ['Redis queue']);
  decidesNothing(['Instead of printing the whole Request object, the handler now logs the error id.']);
  // Identifiers in camelCase are names.
  assert.deepEqual(options('Session ids go in sessionStorage, not localStorage, so closing the tab ends the session.'), ['localStorage']);
  // "since Heroku's free dynos no longer exist": the fault is of something the option has.
  assert.deepEqual(rejected("We chose Fly.io for the API since Heroku's free dynos no longer exist."), [{ option: 'Heroku', reason: 'free dynos no longer exist' }]);
});

test('a choice kept with "let\'s", a rule without its comma, an option "considered but" or "the other candidate", a name replacing another; not a name in the code, a way to look into something or a text edited', () => {
  decides(["Let's keep the docs site on Docusaurus; moving it would break every old link.", 'From now on the workers log JSON instead of plain text lines.']);
  assert.deepEqual(rejected('Went with SQLite on each device — running Postgres on every laptop would be too much to support.'), [{ option: 'Postgres', reason: 'would be too much to support' }]);
  assert.deepEqual(rejected('Chose Zod for validation; yup was the other candidate but its TypeScript types are weaker.'), [{ option: 'yup', reason: 'its TypeScript types are weaker' }]);
  assert.deepEqual(options('**Decision:** secrets come from Vault; a sealed env file was considered but rotating it means a redeploy.'), ['sealed env file']);
  assert.deepEqual(rejected('Vitest replaces Jest in every package because it runs the ESM code without a transform.'), [{ option: 'Jest', reason: 'it runs the ESM code without a transform' }]);
  // A name in brackets is a name; a fault of a named thing said with a few words after its name.
  decides(['Sessions are kept in the database (Postgres) rather than in memory, so a restart logs nobody out.']);
  assert.deepEqual(rejected('I switched the search to Meilisearch; the Elasticsearch cluster setup needed three nodes for a tiny index.'), [{ option: 'Elasticsearch', reason: 'cluster setup needed three nodes for a tiny index' }]);
  decidesNothing([
    'I picked a clearer function name so the call site reads better.',
    'I read the stack trace instead of adding more logging, and the error comes from the pool.',
    'I changed the docs to say Python 3.12 instead of 3.11, as the Dockerfile does.',
  ]);
});

test('steps of the work, a choice left to the user, the quickest fix, an explanation ("which is why") and another way that "would also work" decide nothing; ", which keeps …", a subject without "the", "rather than with …" and "no more …" are read', () => {
  decidesNothing([
    'I decided to squash the fixups before opening the PR.',
    'I decided to rerun the integration tests with logging turned on.',
    'Switched the shell to the api folder and started the dev server.',
    'We could use either Kafka or NATS here; let me know which one you already run.',
    'I went with the quickest fix: a guard clause before the loop.',
    'Going with your suggestion, I moved the constant into config.ts.',
    'Dayjs is used instead of Moment in the admin pages, which is why the dates format differently.',
    'Using SQLite instead of Postgres would also work for the tests, since the queries are portable.',
  ]);
  // A design step is still a decision.
  decides(['I decided to split the billing module into its own package because it ships on a different schedule.']);
  assert.deepEqual(options('The web client calls a GraphQL gateway instead of hitting the services directly, which keeps the tokens on the server.'), ['hitting the services']);
  assert.deepEqual(options('Search runs on Meilisearch — Elasticsearch would need a three-node cluster for this index.'), ['Elasticsearch']);
  assert.deepEqual(options('We version the API in the path rather than with a custom header, because the CDN caches by URL.'), ['custom header']);
  assert.deepEqual(options('From now on, all database access goes through the repository layer; no more SQL strings in the controllers.'), ['SQL strings in the controllers']);
});

test('code reused, the defaults, a day, a thing picked to look into, a test left disabled for now and how a change is cut into PRs decide nothing; a swap, a move off one place onto another, a fault of something a name has, a comparison and a lower-case thing that failed are read', () => {
  decidesNothing([
    "I'll use the same fixture instead of writing a new one for the edge case.",
    'I switched to the production logs to see whether the spike happens there too.',
    'We went with the defaults when scaffolding the app, so the layout is the usual one.',
    'We picked Tuesday for the migration so support is fully staffed.',
    'Chose the slowest endpoint to profile, since it shows the problem best.',
    'I decided to leave the broken e2e test disabled for now and opened a ticket.',
    'Instead of a single huge PR, I split the refactor into three.',
    'Used a fixup commit rather than a new commit so the history stays tidy.',
  ]);
  // What of it is at fault starts the reason, as in a later clause ("CircleCI's free tier is too small").
  assert.deepEqual(rejected("Let's use Drizzle for the new service. Prisma's query engine doesn't run on Alpine."), [{ option: 'Prisma', reason: "query engine doesn't run on Alpine" }]);
  assert.deepEqual(rejected('We use Pino for logs because it is fast; Bunyan felt heavier in the benchmark.'), [{ option: 'Bunyan', reason: 'felt heavier in the benchmark' }]);
  assert.deepEqual(rejected('Swapped Moment for dayjs in the admin app — dayjs is 2 KB with the same API.'), [{ option: 'Moment', reason: 'dayjs is 2 KB with the same API' }]);
  assert.deepEqual(rejected("We're moving the nightly jobs off the old VM and onto Cloud Run, since nobody patches that VM."), [{ option: 'old VM', reason: 'nobody patches that VM' }]);
  assert.deepEqual(rejected('I settled on keyset pagination for the feed; page numbers got slow past the first thousand rows.'), [{ option: 'page numbers', reason: 'got slow past the first thousand rows' }]);
});

test("whichever tool, a note added, a look at one thing instead of another and a step with git decide nothing; \"I'm not adding\", \"so the …\" after let's, \"more X than we need\", a setting said of itself, dropping a version's support and a lower-case name's would-fault are read", () => {
  decidesNothing([
    "I'll go with whichever formatter the repo already uses.",
    'I added a note explaining why we use a Set instead of an array here.',
    'I decided to look at the query plan instead of the application logs, and the index is never used.',
    'I rebased onto main instead of merging it, since the branch was only two commits behind.',
  ]);
  assert.deepEqual(options("I'm not adding a message broker; the two services call each other a few times a day."), ['message broker']);
  decides(["Let's adopt the Changesets workflow so the release notes are written with each PR.", 'The connection pool is capped at 20 because the database allows 100 connections.']);
  assert.deepEqual(rejected('We settled on Vue 3 for the dashboard; Angular was more framework than we need for four pages.'), [{ option: 'Angular', reason: 'was more framework than we need for four pages' }]);
  assert.deepEqual(options("We're dropping Node 16 support in the next major because it reached end of life."), ['Node 16 support']);
  assert.deepEqual(options('Decided to keep the REST API; tRPC would force every client to be written in TypeScript.'), ['tRPC']);
});

test('a number chosen in a sentence of its own keeps the sentence that set it; code reused rejects nothing; an option stops before "instead", "too" and a dangling preposition', () => {
  const [retries] = extractDecisions('- **Retries**: Each job now retries 5 times with exponential backoff. I chose 5 because the provider\'s incidents clear within two minutes.');
  assert.equal(retries?.content, 'Retries: Each job now retries 5 times with exponential backoff. I chose 5 because the provider\'s incidents clear within two minutes.');
  decidesNothing(['I used the existing withTimeout helper instead of writing a new wrapper for the provider calls.']);
  assert.deepEqual(options("I considered using SQS instead of BullMQ, but we'd need IAM roles for a single queue."), ['SQS']);
  assert.deepEqual(options("We use Postgres for the jobs table. I looked at Temporal too, but it's a cluster to run for four jobs."), ['Temporal']);
  assert.deepEqual(options('We went with a rolled-back transaction per test rather than truncating every table between tests, because truncation took 2 s.'), ['truncating every table between tests']);
});

test("a choice about one's own things that names no tool or code decides nothing; one that names a tool still does", () => {
  decidesNothing(['I picked this layout for my blog because it reads well on phones.', 'Today I decided to spend the afternoon on my garden instead of the couch.']);
  decides(['I chose Postgres for my side project because it has JSONB.']);
});

test('a terminal, a colleague\'s suggestion, default options, a tool for one look, the smallest repro, a print added, a docs section and a given design decide nothing; a move off one place onto a named one, "which cuts …", a possessive\'s fault and a cost that doubles are read', () => {
  decidesNothing([
    'I switched to a new terminal to tail the worker logs.',
    "We went with Sam's suggestion and ordered new chairs for the office.",
    'I went with the default options of the scaffolder for now.',
    'I used fd instead of find to list the generated files.',
    'I picked the smallest failing test case I could build: two users and one order.',
    'Instead of stepping through it, I added a print statement to check the loop bounds.',
    'Rather than a long comment, I wrote a section in the docs about the retry semantics.',
    'I chose the Inter font for the headings because it matches the Figma file.',
  ]);
  decides([
    'We chose Radix primitives to match the design system across our apps, since they are accessible by default.',
    // a tool for a feature, not for a look at the code; a new workspace layout, not a terminal
    'We used pgvector instead of Pinecone to find similar documents, because one database is enough.',
    'We switched to a new workspace layout in Nx because the project graph was wrong.',
  ]);
  assert.deepEqual(options('Moved the search indexing off the web dynos and onto Sidekiq, since indexing blocked requests.'), ['web dynos']);
  assert.deepEqual(options('Thumbnails are generated at upload time with Sharp instead of on every page view, which cuts render latency.'), ['every page view']);
  assert.deepEqual(options("We're standardising on Valibot for the widget; yup's bundle size was unusable there."), ['yup']);
  assert.deepEqual(options('Decision: one queue per region; routing through a global queue doubles latency for APAC.'), ['routing through a global queue']);
});

test('a look started, wording, a suggested name or a tool\'s suggestion taken, a step tried on a copy, a narrowed test run, code regenerated and a look set against another decide nothing; "using X; Y couldn\'t …", "… now; Y truncated …" and faults that are overkill, absurd or skipped rows are read', () => {
  decidesNothing([
    'I picked the oldest open issue to start investigating the memory leak.',
    "I picked the phrase 'sign in' over 'log in' for the header.",
    'I decided to test the script against a snapshot of the orders table first.',
    "I picked 'Save draft' for the button label to match the UI copy.",
    'I opted to read the Grafana panels rather than the raw Prometheus queries, since the panels show the spike.',
    'I went with your suggested function name in the fix.',
    'I went with the first suggestion from the linter to fix the unused import.',
    'Rather than rerunning everything, I ran only the Playwright tests after the fix.',
    'Instead of editing the generated SDK by hand, I regenerated it from the Swagger file.',
  ]);
  decides(["We chose the term 'tenant' over 'org' for the API because customers say tenant."]);
  assert.deepEqual(options("I'm using Bottleneck for the API rate limiting; setTimeout loops couldn't keep a steady rate."), ['setTimeout']);
  assert.deepEqual(options('Sessions are stored in Redis now; cookie sessions truncated the cart at 4 KB.'), ['cookie sessions']);
  assert.deepEqual(options('We went with long polling for the status page; WebSockets were overkill for one update a minute.'), ['WebSockets']);
  assert.deepEqual(options('Going with keyset pagination for the audit log; offset pagination skipped rows during inserts.'), ['offset pagination']);
  assert.deepEqual(options("We're moving the image builds off Jenkins and onto gitlab CI runners, since Jenkins needs a full-time admin."), ['Jenkins']);
  assert.deepEqual(options('Chose DuckDB for the local analytics — a Spark cluster would be absurd for one laptop.'), ['Spark']);
});

test('a replacement said in the passive with its reason, "…; a Y isn\'t worth it / was too much", and "Use <a few words>, not Name" are read; a replacement without a reason or of nothing named, advice and "to not" are not', () => {
  decides([
    'Cron in the app container was replaced by a Kubernetes CronJob, so a crashed pod no longer skips the nightly cleanup.',
    'Webpack was replaced by Vite because cold starts took 40 seconds.',
    'Caching stays in-process with lru-cache; a Redis cluster isn\'t worth it for one instance.',
    'The reports are rendered as static HTML by Astro; a Next.js server was too much to run for pages that change once a day.',
    "Use Playwright's built-in test runner, not Jest with jest-playwright; the adapter lagged behind every release.",
  ]);
  assert.deepEqual(options('Webpack was replaced by Vite because cold starts took 40 seconds.'), ['Webpack']);
  assert.deepEqual(rejected('Caching stays in-process with lru-cache; a Redis cluster isn\'t worth it for one instance.'), [{ option: 'Redis cluster', reason: 'not worth it for one instance' }]);
  assert.deepEqual(options('The reports are rendered as static HTML by Astro; a Next.js server was too much to run for pages that change once a day.'), ['Next.js server']);
  assert.deepEqual(options("Use Playwright's built-in test runner, not Jest with jest-playwright; the adapter lagged behind every release."), ['Jest']);
  assert.deepEqual(options('We cache in-process with lru-cache; a Redis cluster is worth it later.'), []);
  decidesNothing([
    'The old parser was replaced by the new one in the last release.',
    'The meeting was replaced by a Slack thread because half the team was out.',
    'Use the app as a tool, not a taskmaster: apps are meant to assist you.',
    'Use a Puppetmaster to not diverge from current architecture.',
  ]);
});

test('marked lines inside fenced code (a template shown, a test fixture, a log) are no decision; a fence holding only marked lines is read', () => {
  const response = [
    'Here is the ADR template I added:',
    '',
    '```markdown',
    '## Decision: <what we chose>',
    'Rejected: <option> because <why>',
    '```',
    '',
    'And the fixture:',
    '',
    '```ts',
    'const text = "Decision: use Postgres. Rejected: MySQL because licensing";',
    '```',
    '',
    '~~~',
    'Decision: deploy on Fridays',
    'log: rejected 3 requests',
    '~~~',
    '',
    'I also fixed the lint warning in utils.ts.',
  ].join('\n');
  assert.deepEqual(extractDecisions(response), []);
  assert.deepEqual(extractDecisions('Summary.\n\n```\nDecision: use Postgres for billing\nRejected: MySQL because licensing\n```\n').map((c) => [c.content, c.decision?.rejected]), [
    ['Decision: use Postgres for billing\nRejected: MySQL because licensing', [{ option: 'MySQL', reason: 'licensing' }]],
  ]);
  // An unclosed fence is code to the end, as Markdown reads it.
  assert.deepEqual(extractDecisions('Output:\n```\nRejected: 4 rows because of a constraint\n'), []);
  // Outside a fence, as before.
  assert.equal(extractDecisions('Done.\nDecision: use Postgres for billing\nRejected: MySQL because licensing')[0].decision?.rejected?.[0].option, 'MySQL');
});

test('a table of options then a pick, options that share a first word, "X was ruled out because …" after what was done, "I didn\'t do it in nginx" and the agent saying back the user\'s decision with a dash', () => {
  // A table's rows are options, under a line that offers them; the pick names one though it mentions another after its verb.
  const table = [
    'I looked at the three ways to validate request bodies:',
    '',
    '| Option | Pros | Cons |',
    '|---|---|---|',
    '| JSON Schema (built-in) | no deps | verbose |',
    '| Zod | one source for types | a second validation pass |',
    '| TypeBox | JSON Schema with TS types | another DSL |',
    '',
    'I went with TypeBox: it compiles to the JSON Schema that Fastify already validates with. Zod would have meant a second validation pass.',
  ].join('\n');
  const [picked] = extractDecisions(table);
  assert.ok(picked.content.startsWith('I looked at the three ways to validate request bodies: JSON Schema; Zod; TypeBox. I went with TypeBox'), picked.content);
  assert.deepEqual(picked.decision?.rejected, [
    // (What tells against it is its "Cons" cell, not its "Pros" one.)
    { option: 'JSON Schema', reason: 'verbose' },
    { option: 'Zod', reason: 'Zod would have meant a second validation pass' },
  ]);
  // A dotted name is one name: "Next.js" is what the verb takes, not "Next".
  const [next] = extractDecisions('Three options for the frontend:\n\n| Option | Notes |\n|---|---|\n| Next.js | server rendering |\n| Remix | nested routes |\n| Vite SPA | no server |\n\nI went with Next.js: unlike the Vite SPA, it renders the product pages on the server.');
  assert.deepEqual(next.decision?.rejected?.map((r) => r.option), ['Remix', 'Vite SPA']);
  // A table of results is no list of options.
  assert.deepEqual(extractDecisions('Timings:\n\n| Test | Before | After |\n|---|---|---|\n| unit | 40 s | 12 s |\n| e2e | 9 min | 7 min |\n\nI went with the e2e numbers from CI.').flatMap((c) => c.decision?.rejected ?? []), []);

  // Options cut to one shared name ("@fastify/rate-limit") are named up to what is said of them; "go with redis" picks one.
  const listed = 'A few options for the rate limiting:\n\n- `@fastify/rate-limit` with the in-memory store: simplest, but each instance counts separately.\n- `@fastify/rate-limit` with the Redis store: shared counts.\n- Rate limiting at the load balancer (nginx `limit_req`).\n\nWhich one?';
  const [chosen] = extractDecisions('Done.', 'ok go with redis', { response: listed });
  assert.equal(chosen.decision?.chosen, '@fastify/rate-limit with the Redis store: shared counts.');
  assert.deepEqual(chosen.decision?.rejected?.map((r) => r.option), ['@fastify/rate-limit with the in-memory store', 'Rate limiting at the load balancer']);

  // What only turns an option down, in the passive, keeps what was done in the sentence before it, in its paragraph.
  const [passive] = extractDecisions('Session storage now lives in Redis. Memcached was ruled out because it loses everything on restart.');
  assert.equal(passive.content, 'Session storage now lives in Redis. Memcached was ruled out because it loses everything on restart.');
  assert.deepEqual(passive.decision?.rejected, [{ option: 'Memcached', reason: 'it loses everything on restart' }]);
  // A thing at run time rejected ("the request", though a package is named request) turns nothing down.
  decidesNothing(['I called the upload endpoint with the big file. The request was rejected because the body exceeded 10 MB.']);

  // Where the work is not done: "I didn't do it in nginx: …".
  assert.deepEqual(rejected('I went with the Redis store for the limiter. I didn\'t do it in nginx: the limits need the user id, and nginx only sees the IP.'), [
    { option: 'nginx', reason: 'the limits need the user id, and nginx only sees the IP' },
  ]);
  decidesNothing(["I didn't do it in this PR because it is already big."]);
  assert.deepEqual(options("The export now streams rows through a cursor. I didn't move it to a background job with an emailed link: support wants the file in the browser."), ['background job']);
  // Moved out of one named place into another, with its reason; not a helper moved between files.
  assert.deepEqual(options("Moved the rate limiter's counters out of Redis into the Postgres rate_limits table because Redis was only there for the limiter."), ['Redis']);
  decidesNothing(['I moved the helper out of utils.ts into lib/format.ts because it was getting long.']);
  // What was kept, then a colon and a fault of another name.
  assert.deepEqual(rejected('Kept Vitest for the API tests too: Jest would need babel-jest for our ESM modules, and one runner for the whole repo is simpler.'), [
    { option: 'Jest', reason: 'would need babel-jest for our ESM modules' },
  ]);
  decidesNothing(['I kept the old endpoint for now: the mobile app still calls it.']);
  // "I went back and forth on X, but …, so I left it out" after what was done.
  const [viper] = extractDecisions("Done — the service now reads its configuration with envconfig into a typed struct. I went back and forth on Viper, but it pulls in 30+ transitive modules for features we don't use, so I left it out.");
  assert.ok(viper.content.startsWith('Done — the service now reads its configuration with envconfig'), viper.content);
  assert.deepEqual(viper.decision?.rejected?.map((r) => r.option), ['Viper']);
  // People who cannot do something are no option turned down.
  assert.deepEqual(rejected("For the public API we stay on REST with JSON; partners can't be expected to set up protobuf tooling."), []);
  // A labelled list item whose next sentence faults other names.
  assert.deepEqual(rejected("Here's the deployment setup:\n\n- **Hosting**: Fly.io, two machines in ams. Heroku's cheapest dyno sleeps, and Render's free tier has no private networking.\n- **Database**: Fly Postgres."), [
    { option: 'Heroku', reason: 'cheapest dyno sleeps' },
    { option: 'Render', reason: 'free tier has no private networking' },
  ]);
  decidesNothing(['- GRE Scores: Required. MIT does not have a minimum score requirement, but most admitted students score 320.']);
  // How things are done now, and the next sentence faults another name.
  assert.deepEqual(options('The state for the checkout form now lives in a useReducer inside CheckoutForm. Redux felt like a lot of ceremony for one form.'), ['Redux']);
  // A change said as done, "now … instead of" a named thing, in a list item too; a person's is not one.
  assert.deepEqual(options('1. The lint job now runs biome check instead of ESLint + Prettier — one tool, and it runs in 0.4 s instead of 21 s.'), ['ESLint + Prettier']);
  assert.deepEqual(options('- **src/auth/session.ts**: sessions are now stored in signed cookies via iron-session instead of the Redis store'), ['Redis store']);
  decidesNothing(['She now lives in Lisbon instead of London.', 'My sister now works at Stripe instead of Google.']);
  // A labelled reason after the list of changes is the decision's.
  const [why, ...others] = extractDecisions('## Summary of changes\n\n- **`src/auth/session.ts`**: sessions are now stored in signed cookies via `iron-session` instead of the Redis store\n- **`docker-compose.yml`**: removed the `redis` service\n\n**Why**: Redis was only used for sessions, so the cookie stays well under 4 KB.');
  assert.deepEqual(others, []);
  assert.ok(why.content.endsWith('instead of the Redis store. Why: Redis was only used for sessions, so the cookie stays well under 4 KB.'), why.content);
  assert.deepEqual(why.decision?.rejected, [{ option: 'Redis store', reason: 'Redis was only used for sessions, so the cookie stays well under 4 KB' }]);
  // "3.1x slower" is a fault.
  assert.deepEqual(options('After benchmarking both, the JSON parsing now uses simdjson bindings. JSON.parse was 3.1x slower on the 40 MB export files.'), ['JSON.parse']);
  // "X was the simpler option, but …" after a marked decision is one it turned down.
  const [cursor, ...more] = extractDecisions('**Decision:** pagination is cursor-based (`?after=<id>`).\n\nOffset pagination was the simpler option, but with 40M rows `OFFSET 100000` takes seconds.');
  assert.deepEqual(more, []);
  assert.deepEqual(cursor.decision?.rejected?.map((r) => r.option), ['Offset pagination']);
  // A result between what was done and the option turned down is passed over.
  assert.equal(
    extractDecisions('I split the slow integration tests into their own job. The suite now runs in 6 minutes instead of 14. I did not use pytest-xdist: the tests share one database.')[0].content,
    'I split the slow integration tests into their own job. I did not use pytest-xdist: the tests share one database.',
  );
  const [ci, ...none] = extractDecisions('Switched the CI cache to actions/cache with the lockfile hash as key. All 312 tests pass. I didn\'t use a self-hosted runner: nobody wants to patch it.');
  assert.deepEqual(none, []);
  assert.equal(ci.content, "Switched the CI cache to actions/cache with the lockfile hash as key. I didn't use a self-hosted runner: nobody wants to patch it.");
  assert.equal(extractDecisions("All 312 tests pass. I didn't use a self-hosted runner: nobody wants to patch it.")[0].content, "I didn't use a self-hosted runner: nobody wants to patch it.");

  // "Sounds good — no ORM." after the user's "let's not use an ORM" says the user's words back: only the user's is kept.
  const prompt = "let's not use an ORM, just write SQL with postgres.js";
  assert.deepEqual(extractDecisions('Sounds good — no ORM. I set up postgres.js in src/db.ts.', prompt).map((c) => c.content), [prompt]);
  // A reason in words of its own is the agent's.
  assert.equal(extractDecisions('Sounds good — no ORM, since raw SQL keeps the queries visible in review.', prompt).length, 2);
});

test('a state said of the software, then a sentence that sets another option aside, is a decision turning that option down', () => {
  // "X was the other candidate", "We had X, but …", "X would …, but …", a measured comparison naming the choice.
  assert.deepEqual(options('Background jobs now run on Oban. Exq was the other candidate; its retries are coarser than we need.'), ['Exq']);
  assert.deepEqual(options('Config is read with pydantic-settings. We had python-decouple, but it gives no types.'), ['python-decouple']);
  assert.deepEqual(options('I kept the API on Express. Fastify would halve the overhead, but the 40 middlewares we depend on would all need porting.'), ['Fastify']);
  assert.deepEqual(options('PDF rendering is done with Typst. LaTeX took 11 s per invoice in the trial against 0.4 s for Typst.'), ['LaTeX']);
  // Another of the same kind, one of whose two words the decision said; a setting's other value.
  assert.deepEqual(options('The ids on the public API are ULIDs. Serial ids leaked how many orders we take a day.'), ['Serial ids']);
  assert.deepEqual(options('The image pipeline encodes AVIF at quality 50. Quality 80 was 3x bigger for no visible gain.'), ['Quality 80']);
  // What keeping things as they were meant; a kind of thing with its tools in brackets; with another rejection.
  assert.deepEqual(options('Dependencies are pinned in poetry.lock, committed to the repo. Leaving it untracked meant every CI run resolved different versions.'), ['leaving it untracked']);
  assert.deepEqual(options('- Monitoring: plain Prometheus alerts. A paging service (PagerDuty, Opsgenie) is more than we need for two services.'), ['PagerDuty', 'Opsgenie']);
  assert.deepEqual(options('The build cache is on S3. Keeping it on the runners meant cold builds after every autoscale; Depot would also work, but it is another vendor.'), ['keeping it on the runners', 'Depot']);
  // Leaving a named place, the reason in the next sentence; how far the change goes is no decision of its own.
  const [leaving, ...rest] = extractDecisions("Error tracking is moving off Rollbar. Sentry's grouping was far better in our two-week trial. The web app reports to Sentry now; the old iOS build stays on Rollbar until it is retired.");
  assert.deepEqual(rest, []);
  assert.deepEqual(leaving.decision?.rejected?.map((r) => r.option), ['Rollbar']);
  // The learned check's sentence about the option left, right after the decision, is that decision's.
  const [mail, ...others] = extractDecisions("Email sending is moving off Mailgun. Postmark's delivery to Gmail was better in our trial, and the price is the same. I've switched the password-reset emails; newsletters stay on Mailgun until the contract ends in June.");
  assert.deepEqual(others, []);
  assert.deepEqual(mail.decision?.rejected?.map((r) => r.option), ['Mailgun']);
  assert.ok(mail.content.endsWith('newsletters stay on Mailgun until the contract ends in June.'), mail.content);
  // Not a recommendation, nor an explanation whose next sentence says "this …" or opens with a preposition.
  decidesNothing([
    "For the worker I'd recommend Oban. Exq was the other candidate; its retries are coarser than we need.",
    'The deploy script runs migrations first. This command does not roll back on failure.',
  ]);
});

test("a prompt that swaps one tool for another is the user's decision turning the first down; one that swaps no tool is none", () => {
  const stated = (prompt: string) => extractDecisions('Done.', prompt).filter((c) => c.kind === 'decision').map((c) => c.decision?.rejected?.map((r) => r.option));
  assert.deepEqual(stated("forget about graphql, we'll stay on REST"), [['graphql']]);
  assert.deepEqual(stated('skip the ORM, write raw SQL with pg'), [['ORM']]);
  assert.deepEqual(stated('no tailwind please, plain CSS modules'), [['tailwind']]);
  assert.deepEqual(stated("we're not doing microservices, keep it a monolith"), [['microservices']]);
  assert.deepEqual(stated("don't use moment, use date-fns"), [['moment']]);
  assert.deepEqual(stated("actually use Postgres, not SQLite, we'll need concurrent writers"), [['SQLite']]);
  assert.deepEqual(stated('momentは使わないで、date-fnsを使って'), [['moment']]);
  assert.deepEqual(stated('ORMはやめて、pgで生のSQLを書いて'), [['ORM']]);
  const [swap] = extractDecisions('Done.', 'drop Jest and use Vitest, the ESM config keeps breaking');
  assert.deepEqual(swap.decision?.rejected, [{ option: 'Jest', reason: 'the ESM config keeps breaking' }]);
  for (const prompt of ['no sugar, use honey', '砂糖は使わないで、はちみつを使って', 'Okay, forget the cowbell.', 'no shoes, no socks, and have Nara ask what the outfit is']) assert.deepEqual(extractDecisions('Done.', prompt), [], prompt);
});

test('a list of the files set up is no list of choices, unless an item faults another tool; a sentence in lower case opens with a name', () => {
  const found = extractDecisions("I've set up the project skeleton:\n\n- `app/main.py` — FastAPI app with a `/health` route\n- `pyproject.toml` — managed with uv; Poetry's resolver was taking ~40 s on every lock in CI\n- `tests/` — pytest with an async client");
  assert.deepEqual(found.map((c) => c.decision?.rejected?.map((r) => r.option)), [['Poetry']]);
  assert.deepEqual(options('Passwords are hashed with argon2-cffi. passlib is unmaintained and warns on Python 3.12.'), ['passlib']);
});

test('"X was my first thought, but …" turns X down; a pick of options named at length; a report that work is done decides nothing', () => {
  assert.deepEqual(options("I've moved the PDF generation to Gotenberg.\n\nPuppeteer was my first thought, but bundling Chromium into the API image adds 300 MB."), ['Puppeteer']);
  const previous = "Two ways to do the search index rebuild:\n\n1. Rebuild in place with a lock, which blocks writes for ~2 minutes.\n2. Or build a second index next to the live one and swap the alias when it is ready.\n\nThe second needs twice the disk for a while. Which do you prefer?";
  const [pick] = extractDecisions('On it.', 'the second one', { response: previous });
  assert.ok(pick.content.includes('The user chose it from 2 options'), pick.content);
  assert.deepEqual(pick.decision?.rejected?.map((r) => r.option), ['Rebuild in place']);
  decidesNothing(['Done — the nightly export is in src/export/nightly.ts, 2M rows in 18 s with flat memory.']);
});

test("an option set aside in a response's notes, with no decision before it, keeps what the response opened with; a list item's label with a clause that faults another way decides", () => {
  const [retry] = extractDecisions('Added retries for the S3 uploads.\n\n**What I did**\n- Wrapped each upload in `backoff` with exponential backoff.\n\n**Notes**\n- I looked at `tenacity` as well, but it retries every exception unless told otherwise.');
  assert.equal(retry.content, 'Added retries for the S3 uploads. I looked at tenacity as well, but it retries every exception unless told otherwise.');
  assert.deepEqual(retry.decision?.rejected?.map((r) => r.option), ['tenacity']);
  assert.deepEqual(options('Implemented the export.\n\n- Encoding: the `csv` writer from the standard library; string concatenation broke on fields holding newlines.'), ['string concatenation']);
});

test('a round of forms from whole responses: an option that came up, would also do, was started on, scored better but, or was reverted; a fault in brackets; why not a lower-case way', () => {
  const [queue, ...none] = extractDecisions('Done. Scheduled jobs run on Oban now.\n\nQuantum came up as an option, but its cron syntax has no time zones.');
  assert.deepEqual(none, []);
  assert.equal(queue.content, 'Scheduled jobs run on Oban now. Quantum came up as an option, but its cron syntax has no time zones.');
  assert.deepEqual(options('The autocomplete endpoint now calls Typesense instead of querying MySQL with LIKE. Algolia would also handle that, but its pricing grows with every record.'), ['querying MySQL with LIKE', 'Algolia']);
  assert.deepEqual(options('- Switched date parsing to `chrono` (the regex parser broke on ISO week dates).'), ['regex parser']);
  assert.deepEqual(options("Checkout payments go through the Adyen API now. I'd started on Braintree, but it has no local methods for the Dutch market."), ['Braintree']);
  assert.deepEqual(options("I reverted the switch to Yarn 4. Its PnP mode broke the Jest resolver in three packages."), ['Yarn 4']);
  assert.deepEqual(options('For the search index I kept BM25 as the first stage. ColBERT scored 4 points higher on the eval, but it needs a GPU per shard.'), ['ColBERT']);
  assert.deepEqual(options("Moved the docs site from GitBook to Docusaurus. GitBook's plan would cost us $300 a month for the private spaces we need."), ['GitBook']);
  assert.deepEqual(options('**Chosen approach:** a nightly batch.\n\n**Why not Kafka:** three events a minute need no broker.\n\n**Why not triggers:** they hide work inside every insert.'), ['Kafka', 'triggers']);
});

test("the agent carrying out the user's swap in the same turn is no second memory: its words are the user's decision's search-only context", () => {
  const found = extractDecisions('Swapped Jest for Vitest in all 14 test files; the suite runs in 9 s instead of 41 s.', "let's use vitest instead of jest, the ESM config keeps breaking");
  assert.equal(found.length, 1);
  assert.equal(found[0].content, "let's use vitest instead of jest, the ESM config keeps breaking");
  assert.match(found[0].context ?? '', /Swapped Jest for Vitest in all 14 test files/);
  // One that names anything more is the agent's own.
  const own = extractDecisions('Swapped Jest for Vitest and moved the API mocks to MSW handlers, since MSW works in the browser tests too.', "let's use vitest instead of jest, the ESM config keeps breaking");
  assert.equal(own.length, 2);
  // "Swapped Jest for Vitest": what follows "for" took Jest's place.
  assert.deepEqual(own[0].decision?.rejected?.map((r) => r.option), ['Jest']);
});

test('an option set aside in words said of it is no step of the agent\'s; "X also …" right after the decision that chose X is more of its why', () => {
  const [form, ...none] = extractDecisions('I set up the form validation with **React Hook Form + Zod**.\n\nFormik was the other obvious choice, but it re-renders the whole form on every keystroke. Zod also gives us the TypeScript types from the same schema, so `CheckoutValues` is inferred instead of written by hand.');
  assert.deepEqual(none, []);
  assert.deepEqual(form.decision?.rejected?.map((r) => r.option), ['Formik']);
  assert.ok(form.content.endsWith('is inferred instead of written by hand.'), form.content);
  // Advice to "you" is still read by the learned check.
  decidesNothing(['Postgres would also work here, but it depends on what your hosting supports.']);
});

test('a round of forms from whole responses (responses-7): a swap whose reason is the next sentence, "Not X, because", a qualified name at fault, a TL;DR, options lettered A / B, "X doesn\'t …; Y does", two ways measured, a table of choices', () => {
  assert.deepEqual(options("Replaced the hand-written retry loop with `p-retry`. The loop didn't check for 4xx responses, so a bad request was retried until the job timed out."), ['hand-written retry loop']);
  decidesNothing(['Replaced the loop with a map. It reads better.']);
  assert.deepEqual(options('The service reads its secrets from Vault. Not dotenv files, because two of them were committed to the repo last year.'), ['dotenv files']);
  assert.deepEqual(options('All prices in the API are now integer cents. Float amounts in the old checkout broke the totals of a few orders every week.'), ['Float amounts']);
  assert.deepEqual(options('Timestamps in the webhook payloads are now ISO 8601 strings. Epoch seconds in the v1 payloads confused two partners this year.'), ['Epoch seconds']);
  const [tldr] = extractDecisions('TL;DR: one Redis instance per region, not a global cluster. With 4 regions, cross-region writes mean 80 ms on every cart update.');
  assert.ok(tldr.content.startsWith('One Redis instance per region'), tldr.content);
  assert.deepEqual(tldr.decision?.rejected?.map((r) => r.option), ['a global cluster']);
  const [lettered] = extractDecisions('Two ways to keep the search index fresh:\n\n- **A**: reindex on every write through a queue\n- **B**: rebuild the whole index nightly\n\nI went with A. The catalogue changes all day and a nightly rebuild leaves prices stale for hours.');
  assert.deepEqual(lettered.decision?.rejected?.map((r) => r.option), ['rebuild the whole index nightly']);
  assert.deepEqual(options("Search now uses Meilisearch. Postgres LIKE queries don't rank results by relevance; Meilisearch does, and it answers in 20 ms."), ['Postgres LIKE queries']);
  assert.deepEqual(options('Moved the monthly report to a DuckDB query — the NumPy version needed 14 GB of memory; the DuckDB version runs in 900 MB.'), ['NumPy']);
  const table = extractDecisions('| Part | Choice | Instead of |\n|---|---|---|\n| Auth | Clerk | Auth0, NextAuth |\n| Email | Postmark | SendGrid |\n\nBoth are hosted, so nobody on the team has to run them.');
  assert.deepEqual(table.map((c) => [c.content, c.decision?.rejected?.map((r) => r.option)]), [
    ['Auth: Clerk instead of Auth0, NextAuth. Both are hosted, so nobody on the team has to run them.', ['Auth0', 'NextAuth']],
    ['Email: Postmark instead of SendGrid. Both are hosted, so nobody on the team has to run them.', ['SendGrid']],
  ]);
  // A paragraph under a heading after the table is no reason of its rows.
  assert.deepEqual(extractDecisions('| Part | Choice | Instead of |\n|---|---|---|\n| Email | Postmark | SendGrid |\n\n## Next\n\nBoth are hosted, so nobody on the team has to run them.').map((c) => c.content), ['Email: Postmark instead of SendGrid.']);
  // A table of things, not choices, and a list of tests whose line says a refund is rejected, decide nothing.
  decidesNothing(['| Part | Owner | Status |\n|---|---|---|\n| Auth | Dana | done |', 'The failing tests:\n\n- `test_void_twice` — a second void is rejected\n- `test_void_partial` — a partial void of an order']);
});

test("a prompt's swap of tools unknown in lower case decides only when the text is said of the project (engrim remember), not in a prompt", () => {
  assert.deepEqual(extractDecisions('', 'no redux, context is enough for two screens'), []);
  assert.deepEqual(extractPromptDecisions('no redux, context is enough for two screens', [], true).map((c) => c.decision?.rejected?.map((r) => r.option)), [['redux']]);
  assert.deepEqual(extractPromptDecisions('use modin instead of vaex for the etl', [], true).map((c) => c.decision?.rejected?.map((r) => r.option)), [['vaex']]);
  assert.deepEqual(extractPromptDecisions('use modin instead of vaex for the etl'), []);
  // (Tools known in lower case decide in a prompt too: "pandas" and "polars" are among them since the seventy-third session.)
  assert.deepEqual(promptOptions('use polars instead of pandas for the etl'), ['pandas']);
});

test("a pick's decision names the options after the sentence of the intro that offers them, not the whole intro line", () => {
  const previous = "Celery is gone from this project (we moved to Dramatiq), so there's no beat. Two ways to schedule the nightly cleanup:\n\n1. **APScheduler** in a small `scheduler.py` process.\n2. **A system cron entry** that runs `python -m app.enqueue cleanup`.\n\nWhich one do you want?";
  const [pick] = extractDecisions('Done.', 'go with the first one', { response: previous });
  assert.ok(pick.content.startsWith('Two ways to schedule the nightly cleanup: APScheduler; A system cron entry. APScheduler'), pick.content);
  const [own] = extractDecisions("We have no beat now. Two ways to run the cleanup:\n\n1. **APScheduler** in a small process.\n2. **A cron entry** on the host.\n\nI went with APScheduler, so the schedule lives in the repo.");
  assert.ok(own.content.startsWith('Two ways to run the cleanup: APScheduler; A cron entry. I went with APScheduler'), own.content);
});

test('a pick by another form of a word of the option ("the streaming one" for "Stream the CSV …"), or by a word of its line only ("the s3 one"); a verb said with an article stays in the name', () => {
  const previous = 'There are a few ways to get the export out without timing out:\n\n1. Generate the CSV synchronously but paginate the query.\n2. Stream the CSV straight to the response with a cursor.\n3. Build the file in a background job, upload it to S3 and email a signed link.\n\nWhich do you prefer?';
  const pick = (answer: string) => extractDecisions('OK.', answer, { response: previous })[0]?.decision?.rejected?.map((r) => r.option);
  assert.deepEqual(pick('the streaming one'), ['Generate the CSV synchronously', 'Build the file in a background job']);
  assert.deepEqual(pick('go with streaming'), ['Generate the CSV synchronously', 'Build the file in a background job']);
  assert.deepEqual(pick('the s3 one'), ['Generate the CSV synchronously', 'Stream the CSV straight to the response']);
  // Another request that names a word of an option picks nothing.
  assert.equal(pick('first fix the streaming bug in the uploads'), undefined);
});

test('a line that points at a table of choices is no decision of its own; "we don\'t need X\'s extra speed" turns X down, "the browser\'s locale" stays whole', () => {
  const found = extractDecisions("Here's what I picked for each part:\n\n| Part | Choice | Instead of |\n|---|---|---|\n| Router | chi | gin |");
  assert.deepEqual(found.map((c) => c.content), ['Router: chi instead of gin.']);
  assert.deepEqual(options("Logging goes through slog's JSON handler, not zerolog — slog ships with Go and we don't need zerolog's extra speed."), ['zerolog']);
  assert.deepEqual(options("Dates are formatted on the server, so we don't use the browser's locale."), ["browser's locale"]);
});

test('a prompt that decides and faults another option after a comma or "because" turns it down ("the sqlc codegen step is annoying")', () => {
  const [comma] = extractDecisions('Switched DB access to GORM.', "actually let's use GORM for db access, the sqlc codegen step is annoying");
  assert.equal(comma.content, "actually let's use GORM for db access, the sqlc codegen step is annoying");
  assert.deepEqual(comma.decision?.rejected?.map((r) => r.option), ['sqlc']);
  const [because] = extractDecisions('', "let's use GORM for db access because the sqlc codegen step is annoying");
  assert.deepEqual(because.decision?.rejected?.map((r) => r.option), ['sqlc']);
});

test('a round of forms from whole responses (responses-8): "Not X yet:" and what is done instead, a refusal then what is done now, "X\'s … is missing", "Label: Name. Y does more, but", a way that cost us, a replacement by a built-in, a report that changed nothing, what the old way meant', () => {
  const [notYet] = extractDecisions('Not adding Kafka yet: we publish about 200 events a minute. I put them on a Postgres outbox table instead, which the workers poll every second.');
  assert.deepEqual(notYet.decision?.rejected?.map((r) => r.option), ['adding Kafka']);
  assert.match(notYet.content, /Postgres outbox table instead/);
  const [now] = extractDecisions("I didn't use moment-timezone in the end — it adds 180 KB for the three zones we show. The dates are now formatted with Intl.DateTimeFormat.");
  assert.match(now.content, /now formatted with Intl\.DateTimeFormat/);
  assert.deepEqual(now.decision?.rejected?.map((r) => r.option), ['moment-timezone']);
  assert.deepEqual(options("For the maps I went with MapLibre. Mapbox's free tier is missing the offline tiles we need for the field app."), ['Mapbox']);
  assert.deepEqual(options('Queue: BullMQ. Kafka does more, but it needs a cluster and we run one Node service.'), ['Kafka']);
  assert.deepEqual(options('We keep the uploads in R2 and serve them through a Worker now; serving straight from the bucket URL cost us two outages when the hostname changed.'), ['serving straight from the bucket URL']);
  assert.deepEqual(options('- Replaced `uuid` with the built-in `crypto.randomUUID` (Node 20 has it, one less dependency).'), ['uuid']);
  // A report that says it changed nothing decides nothing, though the learned check would read its "; …" as a choice.
  decidesNothing(["I looked at the slow dashboard. The query scans 3M rows per load; the index on created_at is never used because of the cast. I haven't changed anything yet — want me to add an expression index?"]);
  const [jwt] = extractDecisions("I moved the feature flags out of the JWT and into a server-side table. Putting the flags in the token meant a flag flip didn't reach a user until the token expired.");
  assert.deepEqual(jwt.decision?.rejected?.map((r) => [r.option, r.reason]), [['JWT', "Putting the flags in the token meant a flag flip didn't reach a user until the token expired"]]);
});

test('prompts that swap or prefer one tool over another: a label before the swap, "let\'s not bother with X for …", "can we not use X? Y is fine", "I prefer X over Y" about software', () => {
  const rejectedBy = (prompt: string) => extractDecisions('', prompt).map((c) => [c.content, c.decision?.rejected?.map((r) => r.option)]);
  assert.deepEqual(rejectedBy('keep it simple: no ORM, just pg'), [['keep it simple: no ORM, just pg', ['ORM']]]);
  assert.deepEqual(rejectedBy("let's not bother with docker for local dev, just run postgres with brew"), [["let's not bother with docker for local dev, just run postgres with brew", ['docker']]]);
  assert.deepEqual(rejectedBy('can we not use lodash here? native array methods are fine'), [['can we not use lodash here? native array methods are fine', ['lodash']]]);
  assert.deepEqual(rejectedBy('I prefer zod over yup for this'), [['I prefer zod over yup for this', ['yup']]]);
  assert.deepEqual(rejectedBy("I'd rather use Biome than ESLint here"), [["I'd rather use Biome than ESLint here", ['ESLint']]]);
  // Not about software: no decision.
  assert.deepEqual(rejectedBy('I prefer Spotify over Apple Music'), []);
  assert.deepEqual(rejectedBy('no sugar, use honey'), []);
});

test('a tool the turn writes with a capital inside a sentence is a name in lower case too ("redux" where the response says "Redux"), but no tool: a city is no software', () => {
  const prompt = 'can we not use redux? context is fine for two screens';
  assert.deepEqual(extractDecisions('', prompt), []);
  const found = extractDecisions('Sure — I kept the cart state in React context instead of Redux.', prompt);
  assert.deepEqual(found.find((c) => c.content === prompt)?.decision?.rejected?.map((r) => r.option), ['redux']);
  decidesNothing(['She now lives in Lisbon instead of London.']);
});

test('a round of forms from whole responses (responses-9): what the old way "would let" happen, two options conceded then "so that\'s what I used", a move out of a place whose next sentence says what the place did, "truncates" and "easy to get wrong" as faults', () => {
  assert.deepEqual(options('Session cookies are signed with HMAC-SHA256. Storing the user id in a plain cookie would let anyone edit it to become another user.'), ['storing the user id in a plain cookie']);
  const [charts] = extractDecisions('I compared three form libraries. Formik and Felte both work, but React Hook Form re-renders least on our big forms, so that\'s what I used.');
  assert.deepEqual(charts.decision?.rejected?.map((r) => r.option), ['Formik', 'Felte']);
  const [moved] = extractDecisions('Moved PDF rendering out of the web dyno and into a Cloud Run job. Rendering inside the web dyno held a request slot for up to 9 s per invoice.');
  assert.deepEqual(moved.decision?.rejected?.map((r) => r.option), ['web dyno']);
  assert.match(moved.content, /held a request slot/);
  // The next sentence must be about the old place: what was done next is no reason.
  assert.deepEqual(extractDecisions('Moved PDF rendering out of the web dyno and into a Cloud Run job. I also updated the README.'), []);
  assert.deepEqual(options('Picked Argon2id for password hashing. bcrypt truncates passwords at 72 bytes.'), ['bcrypt']);
});

test('a round of forms from whole responses (responses-10): "the old X" at fault, "X was the alternative / the first version, but", "X won:", a kind of work moved from one way to another, a setting weighed against other values, an error shown with what to do', () => {
  assert.deepEqual(options('Sessions now expire after 8 hours of inactivity. The old never-expiring sessions couldn\'t be revoked from the admin panel.'), ['never-expiring sessions']);
  // "The old code" names no option: the state and its fault are still a decision, with no option.
  assert.deepEqual(options('Uploads are now checked with a MIME sniffer. The old code didn\'t check anything but the extension.'), []);
  assert.deepEqual(options('Search: Typesense hosts the index now. Running Elasticsearch ourselves was the alternative, but the cluster needs three nodes.'), ['Running Elasticsearch ourselves']);
  const [list] = extractDecisions('**Email**\n- Outbound mail goes through Postmark with one message stream per kind of mail; the app never talks SMTP.\n- Sending from our own Postfix box was the first version, but half of it landed in spam.');
  assert.deepEqual(list.decision?.rejected?.map((r) => r.option), ['Sending from our own Postfix box']);
  assert.match(list.content, /^Outbound mail goes through Postmark/);
  assert.deepEqual(options('Cursor pagination won: page numbers skipped rows whenever an order was inserted.'), ['page numbers']);
  assert.deepEqual(options('After a week with both, Biome won over ESLint because one binary replaced eleven plugins.'), ['ESLint']);
  assert.deepEqual(options('Date handling moved from hand-rolled offsets to `date-fns-tz`: the offsets broke twice a year at the clock change.'), ['hand-rolled offsets']);
  const [debounce] = extractDecisions('The autosave is throttled at 2 s. At 500 ms we wrote a revision per keystroke; 10 s lost too much when a tab crashed.');
  assert.match(debounce.content, /^The autosave is throttled at 2 s\. At 500 ms/);
  decidesNothing([
    'The Lakers won: their defence held in the fourth quarter.',
    'Caroline moved from Ohio to Texas: the winters were too long.',
    "Here's the error: `EADDRINUSE :::3000`. Vite is already running in another terminal — stop it with Ctrl-C and retry.",
  ]);
});

test('forms met by hand in fresh projects: "X is A, not B:" with the reason after a colon or a dash, "I thought about X, but", "I skipped X:", what the other way "would" lose, an act weighed cut where it is done', () => {
  assert.deepEqual(options('Package management is pnpm, not Yarn: pnpm links from one store and the CI cache is a third the size.'), ['Yarn']);
  assert.deepEqual(options('Invoices are rendered by a queue worker, not in the request — a 40-page PDF would hold the request for seconds.'), ['in the request']);
  // A diagnosis whose clause speaks of neither place decides nothing.
  decidesNothing(['The 413 comes from nginx, not the app: client_max_body_size defaults to 1 MB and the PDF is 3.4 MB.']);
  assert.deepEqual(options('For durations I used BigInt milliseconds in every table. Floats would lose precision past 2^53 and comparisons would drift.'), ['Floats']);
  assert.deepEqual(options('Rate limits are counted in the Postgres table. I thought about keeping the counters in Redis with a TTL, but a restart would reset every window.'), ['counters in Redis']);
  assert.deepEqual(options('I skipped Algolia: it bills per search request and the admin search runs on every keystroke.'), ['Algolia']);
  // A step skipped is no option turned down.
  decidesNothing(['I ran the suite again. I skipped the e2e tests: they need a browser.']);
});

test('a round of forms from whole responses (responses-11): the next sentence faults tools when the first names only an unknown one, "We talked about X, but", "I ended up not using X —", "Not using X after all:", "overflowed", "ties us to", "was quoted at", letters-then-digits names, a plural after a name, an act of more than four words, "I tried X first;" after a state, "over" after a verb of carrying', () => {
  assert.deepEqual(options('For local state in the app I used Jotai. Redux needs a store file per slice, and MobX ties us to decorators our TS config rejects.'), ['Redux', 'MobX']);
  const [marked] = extractDecisions('Decision: one Postgres database per service.\n\nWe talked about sharing one database across the services, but every migration would then need a meeting.');
  assert.deepEqual(marked.decision?.rejected?.map((r) => r.option), ['sharing one database across the services']);
  assert.deepEqual(rejected('I ended up not using a regex for the slug check — `slugify` handles the unicode cases the regex kept getting wrong.'), [
    { option: 'regex', reason: 'slugify handles the unicode cases the regex kept getting wrong' },
  ]);
  assert.deepEqual(options('Not using Redux Toolkit after all: the two screens share one piece of state.'), ['Redux Toolkit']);
  // A list of mistakes is no decision.
  decidesNothing(['Not using the right brush: Using the wrong brush can lead to streaks.']);
  assert.deepEqual(options('Inference now runs in int8 on the CPU boxes. fp16 overflowed in two layers, and fp32 was 3x slower per batch.'), ['fp16', 'fp32']);
  assert.deepEqual(options('Transactional email goes through Postmark now. SendGrid was quoted at $900 a month for our volume.'), ['SendGrid']);
  assert.deepEqual(options('Primary keys: ULIDs for every new table. Auto-increment ids leaked how many users we have.'), ['Auto-increment ids']);
  assert.deepEqual(options("I'm keeping the backups on the NAS rather than moving them to a managed S3 bucket: restores over the LAN take minutes."), ['moving them to a managed S3 bucket']);
  assert.deepEqual(options('The dashboard refreshes over long polling. I tried SSE first, but the load balancer buffered the stream.'), ['SSE']);
  assert.deepEqual(options('Chose Redis Streams over Kafka — we only have three consumers.'), ['Kafka']);
  decidesNothing(['We moved to Denver. I tried Boulder first; the rent was too high.']);
});

test('a round of forms from whole responses (responses-12): an act at fault is its whole phrase, "would take", a wording of an option said again joins it, a setting said as it is with another value tried next', () => {
  assert.deepEqual(options('Sessions live in the API process memory now. Keeping them in Redis with a TTL didn\'t help: the cluster failed over twice a week.'), ['Keeping them in Redis with a TTL']);
  assert.deepEqual(options('Payments: Stripe. Building our own checkout on the Adyen API would take a quarter of PCI work.'), ['Building our own checkout on the Adyen API']);
  assert.deepEqual(options('I rewrote the thumbnailer as a streaming pipeline. Buffering the whole image with `readFile` crashed the worker on 80 MB uploads.'), ['Buffering the whole image with readFile']);
  assert.deepEqual(rejected('Going with one shared schema rather than one schema per customer. Per-customer schemas would mean 900 migrations per release.'), [
    { option: 'one schema per customer', reason: 'would mean 900 migrations per release' },
  ]);
  const [limit] = extractDecisions("The importer's batch size is 500. With 5000 rows per batch the transaction held locks for 40 s.");
  assert.match(limit.content, /^The importer's batch size is 500\. With 5000 rows/);
  assert.deepEqual(limit.decision?.rejected?.map((r) => r.option), ['5000 rows']);
  // A count of what the setting is per is no value tried.
  assert.deepEqual(options("I've set the connection pool to 10 per API instance. With 6 instances that's 60 connections, under the limit of 87."), []);
  decidesNothing(['My daughter is 4. With 2 kids the house got loud.', 'I went for a walk. Running in the rain would take too long.']);
});

test('a round of forms from whole responses (responses-13): "would pull in", "blocked", "took 3 minutes", "were what turned …", "made … leak", a setting said as it is with more words, a possessive option conceded with "but"', () => {
  assert.deepEqual(options('The chart library is `uplot`. Chart.js would pull in 60 KB of plugins we never use.'), ['Chart.js']);
  assert.deepEqual(options('I have moved the thumbnail step to a background job. Resizing images inside the upload handler blocked the request for 3 s.'), ['Resizing images inside the upload handler']);
  assert.deepEqual(options('Picked ClickHouse for the event analytics. Running the rollups in MySQL took 4 minutes per day of data.'), ['Running the rollups in MySQL']);
  assert.deepEqual(options('The retry policy is 5 attempts with exponential backoff. Unbounded retries were what turned the outage into a backlog.'), ['Unbounded retries']);
  assert.deepEqual(options("Builds use Nx's remote cache on our own bucket. Vercel's hosted cache is quicker to set up, but build artefacts must stay in the EU."), ["Vercel's hosted cache"]);
  decidesNothing(['I moved to Denver last spring. Living in Boulder was too expensive for us.']);
});

test('a round of forms from whole responses (responses-14): "Kept X. Y versioning came up …, but", "Switched <four words> from A to B:", "Topic decision: …", "X stays a plain Y. Z would give us … we don\'t need", "were bypassed", a name of two words one of which the decision said, "A plain X does it …" after what was not used, the contrast\'s option faulted by name next', () => {
  assert.deepEqual(options('Kept the GraphQL API versioned by schema. Path-based versioning came up in the review, but the gateway caches by path.'), ['Path-based versioning']);
  assert.deepEqual(options('Switched the CI runner base image from ubuntu-20.04 to ubuntu-22.04: the old one loses support in April.'), ['ubuntu-20.04']);
  const [labelled] = extractDecisions('Tracing decision: OpenTelemetry spans exported to Tempo. We dropped Jaeger; its storage needed a Cassandra cluster.');
  assert.match(labelled.content, /^Tracing decision: OpenTelemetry/);
  assert.deepEqual(labelled.decision?.rejected?.map((r) => r.option), ['Jaeger']);
  assert.deepEqual(options("The docs site stays a plain Astro build. Docusaurus would give us versioning we don't need, plus a React runtime."), ['Docusaurus']);
  assert.deepEqual(options('Prices are recomputed on the server with the same Decimal code as the cart. Client-side totals were bypassed by anyone posting to the API.'), ['Client-side totals']);
  assert.deepEqual(options('Chose S3 Glacier Instant Retrieval for the backups. Standard S3 would cost 5x for data we read once a year.'), ['Standard S3']);
  const [sse] = extractDecisions("In the end I didn't use Socket.IO for the notifications. A plain SSE endpoint does it in 40 lines.");
  assert.match(sse.content, /A plain SSE endpoint does it/);
  assert.deepEqual(options('Cron schedules are defined in code with `node-cron` instead of the crontab on the box. The crontab drifted from the repo for a month.'), ['crontab']);
  // Not another option: a clause opener before a name the decision said.
  decidesNothing(['"The Principle" by Schaff: This book is a classic exposition. While Schaff does not address the issue directly, his emphasis provides a framework.']);
});

test('a round of forms from whole responses (responses-15): a dependency removed with why, another version at fault, "X paging hits …\'s limit", "were 70% of the bill", "made … show a warning and broke …", a diagnosis that asks leave to change', () => {
  const [lodash] = extractDecisions('Removed the `lodash` dependency. We only used `debounce` and `groupBy`, and both are 10 lines each in `lib/util.ts`.');
  assert.match(lodash.content, /We only used debounce/);
  assert.deepEqual(lodash.decision?.rejected?.map((r) => r.option), ['lodash']);
  assert.deepEqual(options('Removed the Sentry SDK because OpenTelemetry already reports our errors.'), ['Sentry']);
  assert.deepEqual(options("We'll keep Python 3.11 for this release. 3.12 breaks two of our C extensions."), ['Python 3.12']);
  assert.deepEqual(options('Pinned React to 18. React 19 breaks two of our form libraries.'), ['React 19']);
  assert.deepEqual(options('Pinned Python to 3.11 in `.python-version` — 3.12 breaks the `psycopg2-binary` wheels on our Alpine image.'), ['Python 3.12']);
  assert.deepEqual(options("The search page paginates with Elasticsearch's search_after cursors. LIMIT/OFFSET paging hits the 10k result window on the big categories."), ['LIMIT/OFFSET paging']);
  assert.deepEqual(options("Object storage is Backblaze B2 behind Cloudflare. S3's egress fees were 70% of the storage bill."), ['S3']);
  assert.deepEqual(options('For local development we use `mkcert` certificates. Self-signed certs made every browser show a warning and broke the Secure cookie.'), ['Self-signed certs']);
  // A removal that is an edit, and a diagnosis that proposes a change and asks first, decide nothing.
  decidesNothing([
    'Removed the unused imports because the linter complained.',
    'I checked the logs you sent. The 401s start exactly when the signing key rotated at 14:00 — the API still caches the old JWKS for 24 hours. Shortening that cache to 10 minutes would fix it; should I?',
  ]);
});

test('found by hand in a Go service (Codex hooks): a labelled "Why X and not Y:" rationale, a summary\'s setting without "is" ("Connection pool bumped to 40; …")', () => {
  const response = [
    'Implemented the inventory service.',
    '',
    '**What I did**',
    '- `internal/store/postgres.go`: repository over `pgx/v5` with a connection pool of 20.',
    '',
    "**Why pgx and not GORM**: we have 6 queries, all of them hand-tuned; GORM's reflection made the hot path allocate 3x more in the benchmark I ran.",
    '',
    'Tests: `go test ./...` passes (38 tests).',
  ].join('\n');
  const [why] = extractDecisions(response);
  assert.match(why.content, /^Why pgx and not GORM/);
  assert.deepEqual(why.decision?.rejected?.map((r) => r.option), ['GORM']);
  const [pool] = extractDecisions('Connection pool bumped to 40; under the load test the p99 wait for a connection was 180 ms with 20.');
  assert.equal(pool?.kind, 'decision');
  decidesNothing(['Why tea and not coffee: it keeps me calm in the afternoon.', 'The kids bumped to 40 minutes of screen time.']);
});

test('found by hand (a notifications service): a "Key decisions" list\'s "No Redis Streams — BullMQ gives us …" turns Redis Streams down; a list entry\'s label "No Film School: …" does not', () => {
  const response = [
    '## Key decisions',
    '',
    "1. **Postmark over SendGrid** — SendGrid's shared IPs landed our password-reset emails in spam last quarter; Postmark only sends transactional mail.",
    "2. **No Redis Streams** — BullMQ gives us retries, delays and a dashboard out of the box; with Streams we'd be writing all three ourselves.",
  ].join('\n');
  assert.deepEqual(
    extractDecisions(response).map((c) => c.decision?.rejected?.map((r) => r.option)),
    [['SendGrid'], ['Redis Streams']],
  );
  decidesNothing(['No Film School: A website and online community dedicated to filmmaking, with a focus on storytelling.']);
});

test('what we drop or retire by name is turned down ("We\'re dropping Sentry; …", "We\'ll retire the Jenkins server because …"), and said on purpose to the memory it is a decision', () => {
  assert.deepEqual(rejected("We're dropping Sentry; OpenTelemetry already reports our errors."), [{ option: 'Sentry', reason: 'OpenTelemetry already reports our errors' }]);
  assert.deepEqual(options("We'll retire the Jenkins server because GitHub Actions covers every job."), ['Jenkins']);
  const [said] = extractPromptDecisions("We're dropping Sentry; OpenTelemetry already reports our errors.", undefined, true);
  assert.deepEqual(said?.decision?.rejected?.map((r) => r.option), ['Sentry']);
  decidesNothing(['I removed the Debug logs from the handler.']);
});

test('what was done, then "I set up X first, but …" or "I dropped the X setup: …" in its paragraph, is one decision turning X down', () => {
  const tried = 'Metrics ship with the OpenTelemetry collector to Prometheus. I set up Telegraf first, but its Prometheus output lost counters on every restart.';
  const [t, ...more] = extractDecisions(tried);
  assert.equal(more.length, 0);
  assert.equal(t.content, tried);
  assert.deepEqual(t.decision?.rejected, [{ option: 'Telegraf', reason: 'its Prometheus output lost counters on every restart' }]);
  const dropped = 'Config now lives in environment variables. I dropped the Consul setup: nobody ran the agents locally, so dev and prod drifted.';
  const [d, ...rest] = extractDecisions(dropped);
  assert.equal(rest.length, 0);
  assert.equal(d.content, dropped);
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['Consul setup']);
  decidesNothing(['I tried yoga first, but it was boring.']);
});

test('a decision that only turns an option down takes what covers the need instead ("…; Postgres LISTEN/NOTIFY covers that …") as its choice', () => {
  const text = "We're not adding Kafka for the event fan-out. There are four consumers in one service; Postgres LISTEN/NOTIFY covers that without a broker to run.";
  const [d, ...rest] = extractDecisions(text);
  assert.equal(rest.length, 0);
  assert.equal(d.content, text);
  assert.match(d.decision?.chosen ?? '', /Postgres LISTEN\/NOTIFY covers that/);
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['Kafka']);
});

test('a diagnosis that names the fix to make ("… is the obvious fix.") decides nothing; a fix set aside ("… was the obvious fix, but …") is turned down', () => {
  decidesNothing(['I profiled the export. Most of the time is in `buildRows`, which loads each customer separately — 400 queries per export. Preloading the customers in one query is the obvious fix.']);
  assert.deepEqual(options('We cache the rendered report in S3 now. Adding an index was the obvious fix, but the query scans a year of rows anyway.'), ['Adding an index']);
});

test('an option cut short before a possessive ("plain SMTP through the clinic\'s relay") ends before the preposition and article it was cut after', () => {
  assert.deepEqual(rejected("Emails go out through Postmark's API. I didn't go with plain SMTP through the clinic's relay: it greylists new senders."), [
    { option: 'plain SMTP', reason: 'it greylists new senders' },
  ]);
});

test('a named option weighed and set aside ("I considered magic-link login via django-sesame, but …") is kept whatever the learned check reads; one with no name is read by it', () => {
  const text = "The cancel link carries a signed token with the appointment id, so patients don't need an account. I considered magic-link login via django-sesame, but that creates a session with access to the whole profile, which is more than a cancel button needs.";
  assert.deepEqual(options(text), ['magic-link login via django-sesame']);
  assert.deepEqual(options('Retries use backoff now. I looked at tenacity first, but its async support needed a wrapper.'), ['tenacity']);
  decidesNothing(['I considered adding a test for it, but the fixture takes too long to build.']);
});

test('found by hand (a Rust CLI, Codex): "X instead of Y: <the change measured>" is a decision with its reason; a diagnosis after a colon is not', () => {
  assert.deepEqual(rejected('- Input is read with `memmap2` instead of `BufReader`: on the 4 GB sample file mmap cut `stats` from 9.8 s to 3.1 s.'), [
    { option: 'BufReader', reason: 'on the 4 GB sample file mmap cut stats from 9.8 s to 3.1 s' },
  ]);
  decidesNothing(['The 413 comes from nginx, not the app: client_max_body_size defaults to 1 MB.']);
});

test('found by hand (a Next.js shop, Gemini CLI): a table of options then "**Recommendation:** X." is advice until the user agrees; agreeing keeps the recommendation with its reasons and turns down every other option of the table', () => {
  const response = [
    'I compared three options for the product search:',
    '',
    '| Option | Pros | Cons |',
    '|---|---|---|',
    '| Postgres full-text | No new service | Weak typo tolerance |',
    '| Typesense | Typo tolerance, facets | One more service to run |',
    '| Algolia | Hosted, great relevance | ~$1,100/month at our record count |',
    '',
    "**Recommendation:** Typesense. It gives us typo tolerance and facets, and one small container is cheaper than Algolia's per-record pricing. Postgres full-text would need trigram indexes and hand-written facet queries.",
    '',
    'Shall I set it up?',
  ].join('\n');
  assert.deepEqual(extractDecisions(response, 'which search engine should we use?'), [], 'a recommendation decides nothing yet');
  const [agreed, ...rest] = extractDecisions('Typesense is set up in docker-compose.yml.', 'yes, go with typesense', { response, question: 'which search engine should we use?' }).filter((c) => /user agreed/.test(c.content));
  assert.equal(rest.length, 0);
  assert.match(agreed.content, /^I compared three options for the product search: Postgres full-text; Typesense; Algolia\. Typesense: Typo tolerance, facets; One more service to run\. Recommendation: Typesense\. It gives us typo tolerance and facets/);
  assert.deepEqual(agreed.decision?.rejected?.map((r) => r.option).sort(), ['Algolia', 'Postgres full-text']);
  // A recommendation of a step, not a name, takes nothing from the decision before it.
  assert.equal(extractDecisions("I went with BullMQ for the queue because it retries with backoff. I'd recommend adding its dashboard later.").length, 1);
});

test('found by hand (a Next.js shop, Gemini CLI): a checkout choice with its reason in the next sentence, whose subject is what was chosen, is one decision; "than you\'d think" addresses no one', () => {
  const text = [
    'Checkout is wired up with Stripe Checkout (hosted page), not Stripe Elements. The hosted page handles 3-D Secure and Apple Pay without us touching card fields, which keeps us in PCI SAQ A instead of SAQ A-EP.',
    '',
    "Orders are created from the `checkout.session.completed` webhook rather than from the success redirect, since customers close the tab before the redirect more often than you'd think.",
  ].join('\n');
  const [checkout, orders, ...rest] = extractDecisions(text);
  assert.equal(rest.length, 0);
  assert.deepEqual(checkout.decision?.rejected?.map((r) => r.option), ['Stripe Elements']);
  assert.match(checkout.decision?.rejected?.[0].reason ?? '', /^The hosted page handles 3-D Secure/);
  assert.deepEqual(orders.decision?.rejected?.map((r) => r.option), ['success redirect']);
  decidesNothing(['You should create orders from the webhook rather than from the redirect, since customers close the tab.']);
});

test('found by hand (Terraform, Cursor): in a numbered list of parts, an item\'s head leads the decision its next sentence makes, and an option set aside stays with its own item', () => {
  const response = [
    "I've laid out the infrastructure in `infra/`:",
    '',
    "1. **Database** — RDS Postgres 16, Multi-AZ in production. I picked RDS over Aurora Serverless v2: our load is steady, and Aurora's minimum capacity costs more than a db.r6g.large at our size.",
    "2. **State** — Terraform state lives in S3 with DynamoDB locking. Terraform Cloud was the other candidate, but the team didn't want another login.",
  ].join('\n');
  const [db, state, ...rest] = extractDecisions(response);
  assert.equal(rest.length, 0);
  assert.match(db.content, /^Database — RDS Postgres 16, Multi-AZ in production\. I picked RDS over Aurora Serverless v2/);
  assert.deepEqual(db.decision?.rejected?.map((r) => r.option), ['Aurora Serverless v2']);
  assert.match(state.content, /^State — Terraform state lives in S3 with DynamoDB locking\. Terraform Cloud was the other candidate/);
  assert.deepEqual(state.decision?.rejected?.map((r) => r.option), ['Terraform Cloud']);
});

test('found by hand (a Go service, Windsurf): an outcome set against another ("fails the build instead of failing in production") is no option turned down; a way set against another is', () => {
  const [d] = extractDecisions('We use sqlc: it checks every query against the schema at generate time, so a renamed column fails the build instead of failing in production.');
  assert.deepEqual(d?.decision?.rejected, []);
  assert.deepEqual(options('We cache the rendered page instead of rendering it on every request, since renders take 400 ms.'), ['rendering it on every request']);
});

test('found by hand (a Go service, Windsurf): a section headed "## Why X" is why X was chosen, and an option set aside in it is that choice\'s, whatever decision came between', () => {
  const response = [
    '## Changes',
    '',
    '- `internal/store/postgres.go`: queries go through sqlc-generated code.',
    '',
    '## Why sqlc',
    '',
    'sqlc checks every query against the schema at generate time, so a renamed column fails the build instead of failing in production. I kept pgx/v5 as the driver underneath. GORM came up, but its reflection-based scanning hid two N+1 queries in the prototype.',
  ].join('\n');
  const found = extractDecisions(response);
  const why = found.find((c) => /^Why sqlc: sqlc checks every query/.test(c.content));
  assert.ok(why, JSON.stringify(found.map((c) => c.content)));
  assert.deepEqual(why.decision?.rejected?.map((r) => r.option), ['GORM']);
  assert.ok(!found.some((c) => c !== why && c.decision?.rejected?.some((r) => r.option === 'GORM')), 'GORM is not the driver decision\'s');
  // A question as a heading, or a heading of no name, is no such label.
  decidesNothing(['## Why is the build slow?\n\nThe cache key includes the timestamp, so every run misses it.']);
});

test('Japanese: "<Name>にしました" chooses; "<Name>は<reason>ので採用しませんでした" / "…ため見送りました" turns the name down with its reason', () => {
  assert.deepEqual(rejected('認証はセッションCookieにしました。JWTはログアウト時に失効できないので採用しませんでした。'), [{ option: 'JWT', reason: 'ログアウト時に失効できない' }]);
  assert.deepEqual(rejected('キャッシュにはRedisを使うことにしました。Memcachedは永続化がないため見送りました。'), [{ option: 'Memcached', reason: '永続化がない' }]);
  decidesNothing(['部屋をきれいにしました。']);
});

test('what is, then another way faulted the next sentence: "I priced out X …, but it would …", "X was noticeably heavier …", "A Redis lock would have added …"', () => {
  assert.deepEqual(options("Error reporting stays on Rollbar. I priced out Sentry's business plan since the web team likes its UI, but it would double the bill for our event volume."), ['Sentry']);
  assert.deepEqual(options('Metrics are scraped by VictoriaMetrics now. Prometheus was noticeably heavier in our soak test and its remote storage needed a second service.'), ['Prometheus']);
  assert.deepEqual(rejected("I used a Postgres advisory lock so only one worker runs the daily payout. A Redis lock would have added a dependency the payout service doesn't otherwise have."), [
    { option: 'Redis lock', reason: "would have added a dependency the payout service doesn't otherwise have" },
  ]);
  decidesNothing(['I priced out two flights to Lisbon, but they were both over budget.']);
});

test('a bold line "**Why X and not Y**" heads why X was chosen, as "## Why X" does; an option "also" weighed in a paragraph of its own is another matter', () => {
  const text = [
    'Exports now run in the background.',
    '',
    '**Why Oban and not Exq**',
    "Exq would need Redis just for the queue, and we don't run Redis anywhere. Oban keeps jobs in Postgres, which we already back up.",
    '',
    'I also looked at ChromicPDF for the PDFs, but it needs a Chrome binary on every node, which our slim images lack.',
  ].join('\n');
  const out = extractDecisions(text);
  assert.deepEqual(out.map((d) => d.decision?.rejected?.map((r) => r.option)), [['Exq'], ['ChromicPDF']]);
  assert.match(out[0].content, /^Why Oban and not Exq: Exq would need Redis/);
  assert.ok(!out[0].content.includes('ChromicPDF'));
  // The sentence before it is the Oban decision's: no search-only context of the ChromicPDF one.
  assert.equal(out[1].context, undefined);
});

test("the user's decision that turned nothing down turns down what the response says it replaced to carry it out", () => {
  const response = 'Done.\n\n- Replaced `exq` with `oban` in mix.exs and added the Oban config to `config/runtime.exs`.\n- Moved the two workers to `Oban.Worker`.';
  const [user] = extractDecisions(response, "we run postgres anyway, so let's move the jobs to oban");
  assert.equal(user?.content, "we run postgres anyway, so let's move the jobs to oban");
  assert.deepEqual(user?.decision?.rejected, [{ option: 'exq' }]);
  assert.match(user?.context ?? '', /Replaced exq with oban/);
  // A replacement that names nothing the user chose carries out nothing of theirs.
  const [other] = extractDecisions('Done.\n\n- Replaced `moment` with `date-fns` in the report helpers.', "we run postgres anyway, so let's move the jobs to oban");
  assert.deepEqual(other?.decision?.rejected, []);
});

test('forms found in a Flutter project: "For X I kept A; B would …, but …", a name with a bracketed aside set aside, "I used X instead." after a fault, "isn\'t ruled out by"', () => {
  const options = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => r.option));
  // What was kept for a part, then another conceded something and faulted.
  const [kept] = extractDecisions('For caching I kept the in-process LRU, which the service already uses; Memcached would survive restarts, but we run one replica and a cold cache costs us two seconds.');
  assert.deepEqual(kept?.decision?.rejected?.map((r) => r.option), ['Memcached']);
  assert.match(kept?.decision?.chosen ?? '', /^For caching I kept the in-process LRU/);
  // "Formik (the library) was also an option, but …": the aside in brackets is no part of the name.
  assert.deepEqual(options('I chose React Hook Form over Redux Form because it re-renders less. Formik (the library) was also an option, but it has had no release in two years.'), [['Redux Form', 'Formik']]);
  // What was done instead, after a sentence faulting another way.
  const [instead] = extractDecisions('Kafka would be more than we need for two consumers. I used Redis Streams instead.');
  assert.deepEqual([instead?.decision?.chosen, instead?.decision?.rejected?.map((r) => r.option)], ['I used Redis Streams instead.', ['Kafka']]);
  assert.deepEqual(extractDecisions('The old cache was flaky. I used the debugger instead.'), [], 'nothing named is faulted');
  // "X isn't ruled out by …" turns nothing down ("by" was read as the option).
  assert.ok(!options('Postgres isn\'t ruled out by that, but the team knows MySQL better.').flat().includes('by'));
});

test('forms found in a data project with Codex: a label weighing "X vs Y:" then another choice turns both down; "let\'s rewrite … with X, Y is hard to read" decides', () => {
  const [vs] = extractDecisions('Orjson vs ujson: went with the stdlib json module; ujson blew up on our 64-bit IDs, and the payloads are small.');
  assert.deepEqual(vs?.decision?.rejected?.map((r) => [r.option, r.reason]), [
    ['ujson', 'blew up on our 64-bit IDs, and the payloads are small'],
    ['Orjson', undefined],
  ]);
  // The choice may be one of the two: only the other is turned down.
  const [one] = extractDecisions('Celery vs RQ: RQ, since two queues need no broker config; Celery would add a result backend we never read.');
  assert.deepEqual(one?.decision?.rejected?.map((r) => r.option), ['Celery']);
  // (The response writes the names as names: "Polars", `pandas`.)
  const [user] = extractDecisions('Rewrote `importer.py` on Polars; the old `pandas` code is gone.', "let's rewrite the importer with polars, the pandas code is hard to maintain").filter((d) => d.content.startsWith("let's"));
  assert.equal(user?.kind, 'decision');
  assert.deepEqual(user?.decision?.rejected?.map((r) => [r.option, r.reason]), [['pandas', 'code is hard to maintain']]);
});

test('a name qualified by a word ("Plain tsc") is the option the sentence after a decision faults, when the decision did not say it', () => {
  const options = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => r.option));
  assert.deepEqual(options('The CLI now bundles with `esbuild` into one file. Plain `tsc` can\'t bundle the dependencies, and the install would pull 40 packages.'), [['Plain tsc']]);
  // A word that names nothing ("Plain text") is no option.
  assert.ok(!options('The CLI now bundles with `esbuild` into one file. Plain text can\'t carry the source maps, so they ship beside it.').flat().includes('Plain text'));
});

test('what of a tool was the way set aside ("Retrofit\'s OkHttp cache alone was my first idea, but …") is the option whole, its reason after "but"', () => {
  const [d] = extractDecisions("I went with Room over SQLDelight because the app already uses Room. Vite's dev proxy alone was my first idea, but it does nothing in production builds.");
  const last = d?.decision?.rejected?.at(-1);
  assert.deepEqual([last?.option, last?.reason], ["Vite's dev proxy alone", 'it does nothing in production builds']);
});

test("the user's decision read both as overruling the turn before and as stated is kept once, with what either reading added", () => {
  const previous = { response: 'I went with Jest over Vitest because the other packages already use Jest.', question: 'add unit tests for the parser' };
  const out = extractDecisions('Switched the test runner to Vitest in all four packages, as you asked.', "actually let's go with vitest, since we're moving everything to ESM", previous);
  assert.equal(out.length, 1, JSON.stringify(out.map((d) => d.content)));
  assert.equal(out[0].context, 'add unit tests for the parser\nSwitched the test runner to Vitest in all four packages, as you asked.');
  assert.deepEqual(out[0].decision?.rejected?.map((r) => r.option), ['Jest']);
});

test('forms of everyday summaries: "I didn\'t bring in X or Y: …" after the opening line, a table headed "Option" then a pick, "@scope/pkg was an option too; …"', () => {
  const [fts] = extractDecisions('Done! Search now runs on SQLite FTS5.\n\nI added a trigger that keeps the index in step with `notes`.\n\nI didn\'t bring in Typesense or Algolia: both would need another service to run, and FTS5 covers prefix search, which is all the UI uses.');
  assert.deepEqual(fts?.decision?.rejected?.map((r) => r.option), ['Typesense', 'Algolia']);
  assert.match(fts?.content ?? '', /^Search now runs on SQLite FTS5\. I didn't bring in Typesense/);
  const [table] = extractDecisions(['| Option | Pros | Cons |', '|---|---|---|', '| Postmark | Fast delivery | Pricier |', '| Amazon SES | Cheap | Sandbox approval |', '', 'I went with **Postmark**: transactional mail is all we send, and its delivery is the fastest we measured.'].join('\n'));
  assert.deepEqual(table?.decision?.rejected?.map((r) => r.option), ['Amazon SES']);
  const found = options('Uploads are streamed to S3 with a multipart upload.\n\n@aws-sdk/lib-storage was an option too; it buffers each part in memory, so I kept the hand-written loop.');
  assert.ok(found.includes('@aws-sdk/lib-storage'), JSON.stringify(found));
});

test('"rather than relying on Stripe\'s retries": an act keeps a possessive in its words; "Idempotency:" labels a part of software', () => {
  const [d] = extractDecisions("- **Idempotency**: jobs are keyed on the order id in a unique index, rather than relying on Sidekiq's retry semantics.");
  assert.deepEqual(d?.decision?.rejected?.map((r) => r.option), ["relying on Sidekiq's retry semantics"]);
  assert.match(d?.content ?? '', /^Idempotency: jobs are keyed/);
});

test('a second hand-written batch: a reason after ", not X:" or "— …", "Note: I kept …", an outcome against the failure it ended, a diagnosis paragraph, "Previously …" after a switch', () => {
  assert.deepEqual(rejected("The runner image is `node:20-bookworm-slim`, not Alpine: Alpine's musl breaks the `sharp` binaries."), [{ option: 'Alpine', reason: "Alpine's musl breaks the sharp binaries" }]);
  assert.deepEqual(rejected('The admin UI for flags is a Django admin page, not a custom React screen — only two people toggle flags.'), [{ option: 'a custom React screen', reason: 'only two people toggle flags' }]);
  const [kept] = extractDecisions('Note: I kept the cron container rather than adding Kubernetes CronJobs. One nightly job does not need a second scheduler.');
  assert.match(kept?.decision?.chosen ?? '', /^Note: I kept the cron container/);
  // "… now finishes in 90 seconds instead of timing out": no option, the failure it ended.
  assert.ok(!rejected('I added an index on `orders.created_at`; the export now finishes in 40 seconds instead of timing out after 10 minutes.').flatMap((r) => [r.option, r.reason]).some((o) => /^timing/.test(o ?? '')));
  // A paragraph that reports what was looked into says what was found, not what was chosen.
  assert.deepEqual(extractDecisions('I looked into why the dashboard loads slowly. The API returns every row because the pagination params were ignored by the serializer.'), []);
  const [auth] = extractDecisions("I've switched uploads to presigned S3 URLs.\n\nPreviously the API proxied every file through Express. That held a worker for the whole upload, and big videos timed out.");
  assert.deepEqual(auth?.decision?.rejected?.map((r) => r.option), ['every file through Express']);
  assert.match(auth?.content ?? '', /Previously the API proxied every file through Express\. That held a worker/);
});

test('a third hand-written batch: "I\'d normally reach for X, but …", "### Why not X?" as a heading, "X it is — Y …", a value started with and given up', () => {
  assert.deepEqual(options("I'd normally reach for Zustand here, but with one piece of shared state, a React context is enough."), ['Zustand']);
  const [why] = extractDecisions('Job progress is pushed with server-sent events.\n\n### Why not WebSockets?\nUpdates only flow one way, and SSE reconnects on its own.');
  assert.deepEqual([why?.decision?.chosen, why?.decision?.rejected?.map((r) => r.option)], ['Job progress is pushed with server-sent events.', ['WebSockets']]);
  assert.deepEqual(options('After a day with both, Vitest it is — Jest needs babel-jest for our ESM packages.'), ['Jest']);
  const [ttl] = extractDecisions('The session TTL is 30 minutes. I started with 8 hours, but a stolen laptop would have kept a live session all day.');
  assert.deepEqual(ttl?.decision?.rejected?.map((r) => r.option), ['8 hours']);
});

test('a round fitted to responses-19: a paid add-on or "3x the size" is a fault, any act "meant …", an act that "came up", "not directly to …" whole', () => {
  assert.deepEqual(options("Error tracking goes through GlitchTip, self-hosted. Sentry's data scrubbing rules are a paid add-on, and we must strip card numbers before anything leaves the VPC."), ['Sentry']);
  assert.deepEqual(options('Our containers are built on `gcr.io/distroless/python3`. Alpine broke the `psycopg` wheels, and Ubuntu was 4x the size.'), ['Alpine', 'Ubuntu']);
  assert.deepEqual(options('The web app talks GraphQL to one gateway. Calling the three REST services from the browser meant three CORS setups and a token for each.'), ['calling the three REST services from the browser']);
  assert.deepEqual(options("I'm keeping the one Postgres database for now. Splitting analytics into its own warehouse came up, but the reports join against live orders."), ['Splitting analytics into its own warehouse']);
  assert.deepEqual(options('Decision: the web app calls the backend through one gateway, not directly to the four services.'), ['directly to the four services']);
});

test('"that way" in the reason of an option turned down points back at nothing: the list before stays out of the decision', () => {
  const text =
    'I added River for the background jobs.\n\n- `internal/jobs/email.go` — the worker.\n- `cmd/server/main.go` — starts the client with 5 workers.\n\nRiver keeps the jobs in Postgres, which we already run. I didn\'t use plain goroutines: work started that way is lost when the pod restarts.';
  const [d, ...rest] = extractDecisions(text);
  assert.equal(rest.length, 0);
  assert.match(d.content, /^River keeps the jobs in Postgres/);
  assert.doesNotMatch(d.content, /main\.go/);
  assert.deepEqual(options(text), ['plain goroutines']);
});

test('a change said of "it" takes the sentence before that says how it was and what was wrong with that: the old way turned down', () => {
  const text = 'The CSV export was a single `SELECT *` loaded into memory, which couldn\'t finish for the biggest tenants. I rewrote it to stream rows with a server-side cursor, so memory stays flat.';
  const [d, ...rest] = extractDecisions(text);
  assert.equal(rest.length, 0);
  assert.match(d.content, /^The CSV export was a single SELECT \*/);
  assert.deepEqual(options(text), ['a single SELECT * loaded into memory']);
  // How it was, with nothing wrong said of it, turns nothing down.
  assert.deepEqual(options('The CSV export was a single query per tenant, which runs nightly. I rewrote it to stream rows with a server-side cursor, so memory stays flat.'), []);
});

test('a Codex summary: the first item under "Summary" opens it; notes that turn options down are one decision with it', () => {
  const text =
    'Summary\n- Added `app/exports/xlsx.py` using openpyxl to write the monthly report.\n- `GET /reports/{month}.xlsx` streams the file.\n\nNotes\n- xlsxwriter is faster but cannot read a workbook back, so I didn\'t use it.\n- Pandas would mean a 60 MB dependency for one sheet.\n\nTests: `pytest tests/test_reports.py` (4 passed).';
  const [d, ...rest] = extractDecisions(text);
  assert.equal(rest.length, 0, JSON.stringify(rest));
  assert.match(d.content, /^Added app\/exports\/xlsx\.py using openpyxl/);
  assert.deepEqual(options(text), ['xlsxwriter', 'Pandas']);
  // A test report after a decision faults no "Tests".
  const limited = 'Implemented retries with `tenacity` on the webhook sender.\n\n- Backoff is exponential, capped at 5 minutes.\n- A fixed 10-second delay was my first thought, but a provider outage would get hammered.\n\nTests added in `tests/test_webhooks.py`; all 31 tests pass.';
  assert.deepEqual(options(limited), ['fixed 10-second delay']);
});

test('a way left alone, with why, after a summary line; the old way said to be gone after a state that replaced it', () => {
  const text = 'Done. Staging now restores a nightly snapshot of production (anonymised by `scripts/scrub.sql`) instead of seeding fixtures.\n- `make staging-refresh` runs it by hand.\n- Logical replication was left alone: it would need superuser on the managed database, which we don\'t have.';
  assert.deepEqual(options(text), ['Logical replication']);
  assert.match(extractDecisions(text)[0].content, /^Staging now restores a nightly snapshot/);
  const gone = 'Feature flags now come from `flags.yaml`, loaded once at startup by `FlagStore`. The hard-coded `if settings.BETA` checks are gone — 14 of them, two of which disagreed about the default.';
  assert.deepEqual(options(gone), ['hard-coded if settings.BETA checks']);
  // A state then something gone that the state itself named is no option turned down.
  assert.deepEqual(options('Sessions now live in `Redis` with a 2-hour TTL. The old Redis keys are gone after the flush.'), []);
});

test('a full stop inside a code span ends no sentence: "because `COPY . .` comes before …" is one sentence of a diagnosis', () => {
  assert.deepEqual(
    sentences('The image rebuilds every layer because `COPY . .` comes before `npm ci`, so any change invalidates the cache. I can make the change if you\'d like.'),
    ['The image rebuilds every layer because COPY . . comes before npm ci, so any change invalidates the cache.', "I can make the change if you'd like."],
  );
  assert.deepEqual(extractDecisions('Most of the build is `pip install` re-running, because `COPY . .` comes before it, so any source change invalidates the layer. Moving `COPY requirements.txt .` above it would fix that. I can make the change if you\'d like.'), []);
  // A paragraph that opens checking why something is slow reports what was found, the fix included.
  assert.deepEqual(extractDecisions('I checked why the export is slow. It runs one query per invoice (N+1). I rewrote it as a single `SELECT ... JOIN` query; the export now takes 3 seconds instead of 40.'), []);
});

test('a decision opening "This approach …" takes the sentence it points at; a change "to:" holds its steps and the way it set aside after them', () => {
  const pointed = 'I\'ve put an in-process LRU cache (`hashicorp/golang-lru`) in front of `PriceStore.Get`, capped at 10k entries.\n\nThis approach avoids a network hop per lookup. I opted against Memcached because the service runs as one replica.';
  assert.match(extractDecisions(pointed)[0].content, /^I've put an in-process LRU cache/);
  assert.deepEqual(options(pointed), ['Memcached']);
  const steps = 'The report endpoint was building the whole PDF in the request, which took over 40 s for big accounts and hit the proxy timeout. I\'ve changed it to:\n\n1. Queue the report and return `202 Accepted` with a job id.\n2. Render it in a worker with `weasyprint`.\n3. Email a signed link when it is ready.\n\nCaching the rendered PDFs wasn\'t enough — every month\'s report is new.';
  const [d, ...rest] = extractDecisions(steps);
  assert.equal(rest.length, 0);
  assert.match(d.content, /I've changed it to:\n- Queue the report/);
  assert.deepEqual(options(steps), ['building the whole PDF in the request', 'Caching the rendered PDFs']);
});

test('"I didn\'t switch the list to FlashList — …" turns FlashList down; "X would have given us …, but …" after the change\'s list is that change\'s', () => {
  assert.deepEqual(options("Done: the rows are memoised. I didn't move the sessions to Redis: one instance is enough for now."), ['Redis']);
  assert.deepEqual(options('The feed is memoised now. I didn\'t switch the feed to RecyclerListView — with memoised cells FlatList keeps 60 fps.'), ['RecyclerListView']);
  const text =
    'Error reports now go to **Sentry**, since we already use it for the web app and it symbolicates our source maps.\n\n- `src/errors.ts` sets the release from the build number.\n- Crashes in debug builds are not sent.\n\nBugsnag would have given us stability scores per release, but it is another vendor and another bill for a number nobody reads.';
  const [d, ...rest] = extractDecisions(text);
  assert.equal(rest.length, 0);
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['Bugsnag']);
});

test('a marked decision takes the paragraph that says why, and the way it faults there; "went with this over X" points back; an HTML tag in an option', () => {
  const marked = '**Decision:** analytics stay on Plausible.\n\n**Why:** it needs no cookie banner and the marketing team already reads its dashboard. A self-hosted Matomo would give raw event exports, but we would have to run and patch another PHP app.';
  const [d, ...rest] = extractDecisions(marked);
  assert.equal(rest.length, 0, JSON.stringify(rest));
  assert.match(d.content, /^Decision: analytics stay on Plausible\. Why: it needs no cookie banner/);
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['Matomo']);
  const pointed = 'I added the docs search with Pagefind, built at deploy time into static files.\n\nI went with this over Algolia because the docs have ~200 pages and Algolia would add a crawler plus a bill.';
  assert.match(extractDecisions(pointed)[0].content, /^I added the docs search with Pagefind/);
  assert.deepEqual(options('Switched the gallery from plain `<img>` tags to `next/image`, which serves resized WebP.'), ['plain <img> tags']);
});

test('hand-written summaries: a way wished for and given up, a token store readable by a script, an old renderer that mangled the layout', () => {
  assert.deepEqual(options("I'd have liked to use Deno for the build scripts, but the CI runners don't have it and installing it adds a minute per job, so they stay on Node."), ['Deno']);
  assert.deepEqual(options('Sessions now live in an httpOnly cookie with a 12-hour expiry. Bearer tokens in sessionStorage were readable by any injected script.'), ['Bearer tokens']);
  assert.deepEqual(options('Invoices render with Typst now; the old LaTeX template mangled every table that crossed a page.'), ['old LaTeX template']);
  // "Anything in localStorage is …" names no option "Anything".
  assert.ok(!options('**Auth:** sessions in HttpOnly cookies, not tokens in localStorage. Anything in localStorage is readable by any script on the page.').includes('Anything'));
});

test('"Moved the X to <Name> so …" decides; "…; the ristretto cache is removed" is what it replaced; "let\'s put … in redis after all" is the user\'s decision', () => {
  const text = 'Moved the rate limiter to Redis (`ioredis`) so all four pods count together. `limiter.check` now reads through Redis with the same window; the lru-cache store is removed.';
  const [d, ...rest] = extractDecisions(text);
  assert.equal(rest.length, 0);
  assert.match(d.content, /^Moved the rate limiter to Redis/);
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['lru-cache store']);
  // Not a file moved, nor a thing moved with no reason.
  assert.deepEqual(extractDecisions('Moved the helper to utils.ts because both pages use it.'), []);
  assert.deepEqual(extractDecisions('Moved the sessions to Redis.'), []);
  const [user] = extractDecisions('Done.', "we're running four pods now, so let's put the rate limiter in redis after all");
  assert.equal(user?.content, "we're running four pods now, so let's put the rate limiter in redis after all");
});

test('a Django project with Claude Code: a bold "Why …" heading stays its own line; "would hit … timeout, and raising … would tie up …"; "and removed Celery"; "no, use X instead of Y"', () => {
  const text =
    "I've set up the PDF reports.\n\n**What I did**\n- `reports/tasks.py`: an RQ job renders the PDF with WeasyPrint and uploads it to S3.\n- The user gets an email with a link.\n\n**Why a background job**\nThe yearly report takes about 70 seconds. Rendering it inside the request would hit the load balancer's 60-second timeout, and raising the timeout would tie up a web worker per report.";
  const [d, ...rest] = extractDecisions(text);
  assert.equal(rest.length, 0, JSON.stringify(rest));
  assert.deepEqual(d.decision?.rejected, [
    { option: 'Rendering it inside the request', reason: "would hit the load balancer's 60-second timeout" },
    { option: 'raising the timeout', reason: 'would tie up a web worker per report' },
  ]);
  assert.deepEqual(options('Switched the report job to Huey and removed RQ.'), ['RQ']);
  const [user] = extractDecisions('Switched the report job to Huey and removed RQ.', "no, use huey instead of rq, I don't want to run redis just for this");
  assert.equal(user.content, "no, use huey instead of rq, I don't want to run redis just for this");
  assert.deepEqual(user.decision?.rejected?.map((r) => r.option), ['rq']);
});

test('hand-written summaries: money as integer cents with what floats did; "No ORM for the reporting service: …"', () => {
  assert.deepEqual(options('We keep prices as integer pence. Floats gave us rounding errors in the VAT totals last quarter.'), ['Floats']);
  assert.deepEqual(options('No GraphQL for the admin API: it has six endpoints and one client.'), ['GraphQL']);
  // A list entry's label is no option turned down.
  assert.deepEqual(extractDecisions('No Film School: a website for learning film.'), []);
});

test('a choice said in two words opens a decision: "Kept Jest. Vitest would be faster, but …"', () => {
  const [d, ...rest] = extractDecisions('Kept Mocha. Vitest would be faster, but our 900 tests lean on sinon fake timers in ways that would take days to port.');
  assert.equal(rest.length, 0);
  assert.equal(d.decision?.chosen, 'Kept Mocha.');
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['Vitest']);
  assert.deepEqual(extractDecisions('Kept it. Thanks!'), []);
});

test('responses-25 round: "X was tempting, but …", "The old mix of A and B gave different answers", a three-word name at fault, "X is on Y now, not Z", "At 16 the pool ran dry", "signed … over the raw body"', () => {
  // What drew us to a way not taken, then why not.
  assert.deepEqual(options('For the search index I am writing rows to a `search_docs` table on each save. A separate Elasticsearch cluster was tempting, but it would be one more thing for two people to run.'), [
    'separate Elasticsearch cluster',
  ]);
  // The old way, however many words, at a fault of inconsistency.
  assert.deepEqual(options('Feature flags now live in one `flags.yaml` read with `js-yaml`. The old mix of environment variables and database rows gave conflicting values for the same flag.'), [
    'mix of environment variables and database rows',
  ]);
  // A name of three words.
  assert.deepEqual(options('Routing runs through our own OSRM server. The Google Directions API would have cost about $900 a month at our volume.'), ['Google Directions API']);
  // A state said now, against a name, about software only in the sentence after.
  const [moved] = extractDecisions("Billing is on Paddle now, not Stripe. Stripe's API left EU VAT to us, so every invoice needed a manual tax line.");
  assert.equal(moved?.decision?.rejected?.[0]?.option, 'Stripe');
  assert.deepEqual(extractDecisions('She is in Lisbon now, not London. The weather is better.'), []);
  // Another value tried, opening on "At 16 the …".
  assert.deepEqual(options('Set the import batch size to 500. At 2000 the worker ran out of memory on the largest files.'), ['2000']);
  // "over the raw body" is what is signed, no option.
  assert.deepEqual(options('Decision: callbacks are signed with HMAC-SHA512 over the raw payload.\nRejected: API keys in the query string — they end up in proxy logs.'), ['API keys in the query string']);
});

test('found by hand in a Go service (Claude Code, Gemini CLI): a part taken out opening the paragraph after a switch is what it replaced; the user\'s "actually let\'s use X" takes it; "I didn\'t send them synchronously from …: …"', () => {
  const response =
    'Switched the email queue to Asynq. `SendEmailArgs` is now an `asynq.Task` of type `email:send`, and the Redis address comes from `REDIS_ADDR`.\n\nThe River migration and the `river` dependency are removed. Retries keep the same policy.';
  assert.deepEqual(options(response), ['River']);
  const [user, ...rest] = extractDecisions(response, "actually let's use asynq for the emails, the ops team is adding redis next month anyway");
  assert.equal(rest.length, 0, JSON.stringify(rest));
  assert.match(user.content, /^actually let's use asynq/);
  assert.deepEqual(user.decision?.rejected?.map((r) => r.option), ['River']);
  assert.match(user.context ?? '', /River migration/);
  // Not past a list item, nor when the change chose nothing.
  assert.deepEqual(options('I looked at the queue.\n\nThe River migration and the `river` dependency are removed.'), []);
  // Work not done in the request, with why.
  assert.deepEqual(
    rejected("Invoice PDFs are now rendered by a background job on the queue. I didn't render them synchronously in the checkout handler: a 3-second render would have held the customer's request open."),
    [{ option: 'render them synchronously in the checkout handler', reason: "a 3-second render would have held the customer's request open" }],
  );
});

test('found by hand in a FastAPI app (Cursor, Claude Code): "I didn\'t hand-write …: …"; "An X would have given …, so …" after a state; the user\'s why joins "…, as you asked"; a part gone in the next paragraph; "switch the X to Y, Z hasn\'t had a release …"', () => {
  assert.deepEqual(
    rejected('Migrations now use Alembic with autogenerate against the SQLAlchemy models. I didn\'t hand-write SQL migration files: the models are already the source of truth.'),
    [{ option: 'SQL migration files', reason: 'the models are already the source of truth' }],
  );
  const [limit, ...rest] = extractDecisions(
    'Login is rate limited with `slowapi` at 5 attempts per minute per IP, with the counts stored in Redis so all four workers share them. An in-memory limiter would have given each worker its own count, so an attacker would get 20 tries a minute instead of 5.',
  );
  assert.equal(rest.length, 0);
  assert.match(limit.content, /^Login is rate limited with slowapi/);
  assert.deepEqual(limit.decision?.rejected?.map((r) => r.option), ['in-memory limiter']);
  // Alone, what another way would have done decides nothing.
  assert.deepEqual(extractDecisions('An in-memory limiter would have given each worker its own count, so an attacker would get 20 tries a minute instead of 5.'), []);
  const response = 'Raised the login rate limit to 10 attempts per minute per IP, as you asked.';
  const [asked] = extractDecisions(response, 'raise the login limit to 10 per minute, support is getting complaints from people behind office NATs');
  assert.match(asked.content, /as you asked\. \(Asked: "raise the login limit to 10 per minute, support is getting complaints from people behind office NATs"\)$/);
  // A bare order adds nothing.
  assert.equal(extractDecisions(response, 'raise the login limit to 10 per minute')[0].content, response);
  // A state said now, then the next paragraph opening on the named part taken out.
  const switched = 'Done — rate limiting now uses `fastapi-limiter`, as a dependency on the login route, with the same Redis.\n\nThe `slowapi` middleware and its exception handler are removed.';
  assert.deepEqual(options(switched), ['slowapi']);
  // "switch the X to Y, <another has not had a release …>" is the user's decision (slowapi a name: the response sets it in code).
  const order = extractDecisions(switched, "switch the rate limiting to fastapi-limiter, slowapi hasn't had a release in a year").find((d) => d.content.startsWith('switch'));
  assert.deepEqual(order?.decision?.rejected, [{ option: 'slowapi', reason: "hasn't had a release in a year" }]);
  assert.deepEqual(extractDecisions('', 'move the login button to the header, it looks odd'), []);
});

test('found by hand in an Expo app (Claude Code): "X\'s manual config was drifting from …" faults X; an option set aside after a statement opening its own paragraph is that statement\'s', () => {
  const found = extractDecisions(
    "Navigation is on Expo Router now, with file-based routes under `app/`. React Navigation's manual stack config was drifting from the deep-link table, and Expo Router generates both from the same files.\n\nOffline notes are stored in `expo-sqlite`. I looked at Realm, but its sync needs Atlas, and the notes only need a local table.",
  );
  assert.deepEqual(
    found.map((d) => [d.content.split('.')[0], d.decision?.rejected?.map((r) => r.option)]),
    [
      ['Navigation is on Expo Router now, with file-based routes under app/', ['React Navigation']],
      ['Offline notes are stored in expo-sqlite', ['Realm']],
    ],
  );
});

test('found by hand in a Kotlin Multiplatform app (Windsurf): a summary item whose later clause says another tool "only got … support in 2.7"', () => {
  assert.deepEqual(rejected("## Summary\n- **DI**: Koin, not Hilt — Hilt's annotation processing added 40 s to each clean build.\n- **Persistence**: SQLDelight for the shared cache; Room only got KMP support in 2.7 and we're on 2.6."), [
    { option: 'Hilt', reason: 'annotation processing added 40 s to each clean build' },
    { option: 'Room', reason: "only got KMP support in 2.7 and we're on 2.6" },
  ]);
});

test('responses-26 round: "A <kind of part> kept getting overwritten …", "Retrying forever filled the queue …", "X worked, but …", "… moved from X inside … to …. With X, …", "Storing local times gave us duplicate rows …", "…, and parsing on the main thread froze the page …"', () => {
  assert.deepEqual(options('Review apps are deployed per branch to Render services that sleep after an hour. A shared demo environment kept getting reset by whoever deployed last.'), ['shared demo environment']);
  assert.deepEqual(options('Failed exports are retried three times with a one-minute delay. Retrying every second filled the queue during the outage.'), ['Retrying every second']);
  assert.deepEqual(options('Avatars are resized by `sharp` in the worker. ImageMagick via `child_process` worked, but each call spawned a 60 MB process.'), ['ImageMagick']);
  assert.deepEqual(options('Reports moved from node-cron inside the API process to a scheduled Cloud Run job. With node-cron, every API replica sent the report, so managers got it four times.'), ['node-cron']);
  assert.deepEqual(options('Booking times are stored as UTC `timestamptz`. Storing local times gave us duplicate bookings when the clocks changed.'), ['Storing local times']);
  assert.deepEqual(options('The import now parses files with Papa Parse in a web worker. Splitting lines by hand broke on quoted newlines, and parsing on the main thread froze the page for 4 seconds.'), [
    'Splitting lines by hand',
    'parsing on the main thread',
  ]);
  // A person's move is none: "James moved from Ohio to Texas: …".
  assert.deepEqual(extractDecisions('James moved from Ohio to Texas: the winters were too long.'), []);
  // A part of the system that failed, said with "the", is no other way set aside.
  assert.deepEqual(options('Review apps are deployed per branch to Render services. The staging server kept getting reset last week, so I fixed the deploy lock.'), []);
});

test('responses-27 round: "**Approach:** … **Not chosen:** X — …", "X 5 changes how …" after "kept … on X 4", "Keeping X made … a week of …", "A <Name> … came up, but …", "X was on the table, but …" after "We\'ll keep …", "The long-lived X … was shared by …, and rotating it broke …", "A X every 15 minutes would have drained …"', () => {
  assert.deepEqual(options('**Approach:** a separate database per region.\n**Not chosen:** one global cluster — cross-region writes added 180 ms to every checkout.'), ['one global cluster']);
  assert.deepEqual(options('I kept the web app on React Router 6 for now. React Router 7 changes how loaders and actions are declared, and 30 routes use the old data API.'), ['React Router 7']);
  assert.deepEqual(options('Copy lives in YAML files per locale, loaded with `next-intl`. Hard-coding strings in the pages made the German launch two weeks of copy-paste.'), ['Hard-coding strings in the pages']);
  assert.deepEqual(options('Invoices are signed with DocuSign through their API. An Adobe Sign integration came up, but it needs an enterprise plan.'), ['Adobe Sign integration']);
  assert.deepEqual(options("We'll keep the single Postgres database and add a read replica. Sharding by tenant was on the table, but no tenant is near the limits."), ['Sharding by tenant']);
  assert.deepEqual(options('The CI runners now use short-lived tokens from Vault. The static deploy token in the settings was copied into six repos, and revoking it broke every build.'), [
    'static deploy token in the settings',
  ]);
  assert.deepEqual(options('Location updates on Android run through WorkManager. A foreground service every 5 minutes would have drained batteries.'), ['foreground service']);
  // A day is no choice kept, and an act raised and set aside alone is no choice about software.
  assert.deepEqual(extractDecisions("We'll keep the meeting on Tuesday."), []);
  assert.deepEqual(extractDecisions('Moving it to Friday came up, but half the team is off.'), []);
  assert.deepEqual(extractDecisions('The team lunch was on the table, but it rained.'), []);
});

test('found by hand in a Rails app (Claude Code): "I didn\'t add the whenever gem: …"; "Sidekiq needs Redis, so I added …" turns nothing down; a switch "as you asked" and the parts it removed are the user\'s decision\'s; a setting given as code ("polling_interval: 0.5") and put back', () => {
  assert.deepEqual(options("Added `CleanupExpiredSessionsJob`, scheduled at 03:00 through Solid Queue's recurring tasks.\n\nI didn't add the whenever gem: it writes a crontab on each server."), ['whenever gem']);
  // A thing of the work after "the" is still no option: "I didn't add the screenshot …".
  assert.deepEqual(extractDecisions("I didn't add the screenshot to the README: it is too large."), []);
  const first = extractDecisions(
    "Invoice emails are now sent from a Sidekiq job (`InvoiceMailerJob`).\n\nI didn't use Active Job's async adapter: it runs jobs in the web process's thread pool and loses them on a restart.\n\nSidekiq needs Redis, so I added a `redis` service to `docker-compose.yml`. The mailer specs pass.",
  );
  assert.deepEqual(first.flatMap((c) => c.decision?.rejected ?? []).map((r) => r.option), ["Active Job's async adapter"]);
  const [user, ...rest] = extractDecisions(
    'Switched the jobs to Solid Queue, as you asked: `config.active_job.queue_adapter = :solid_queue`.\n\nSidekiq, `config/sidekiq.yml` and the Redis service are removed. `InvoiceMailerJob` didn\'t change; the specs pass.',
    "actually let's use solid queue instead, we don't want to run redis just for jobs",
  );
  assert.deepEqual(rest, []);
  assert.match(user.content, /^actually let's use solid queue/);
  assert.deepEqual(user.decision?.rejected?.map((r) => r.option), ['redis', 'Sidekiq']);
  assert.match(user.context ?? '', /Switched the jobs to Solid Queue/);
  const [set] = extractDecisions('Set `polling_interval: 0.5` for the default worker in `config/queue.yml`, as you asked.');
  assert.match(set.content, /polling_interval: 0\.5/);
  const [back] = extractDecisions("Back to `polling_interval: 1` in `config/queue.yml`. At 0.5 the workers' polling doubled the load on the primary database.");
  assert.deepEqual(back.decision?.rejected?.map((r) => r.option), ['0.5']);
  assert.deepEqual(extractDecisions('Set the_value: 3 and reran the test.'), []);
});

test('found by hand in a Next.js app (Gemini CLI): a switch said as asked, then a list of what it did, one item taking out a named package among other things: that package is what the user\'s decision turns down', () => {
  const response =
    'I have switched authentication to Clerk as requested.\n\n- Added `@clerk/nextjs` and wrapped the app in `<ClerkProvider>`.\n- `middleware.ts` now uses `clerkMiddleware()` to protect `/dashboard/*`.\n- Removed `auth.ts`, the Drizzle adapter tables migration, and the `next-auth` package.\n\nNote that users will need to sign up again.';
  const [user, ...rest] = extractDecisions(response, "actually let's switch to clerk, the team wants the prebuilt user management UI");
  assert.deepEqual(rest, []);
  assert.deepEqual(user.decision?.rejected?.map((r) => r.option), ['next-auth']);
  // Not a list after a decision that replaced nothing, nor a kind that does not end its element of the list.
  assert.deepEqual(options('I chose Clerk for authentication because it ships the user management UI.\n\n- Added `@clerk/nextjs`.\n- Removed the `next-auth` package.'), []);
  assert.deepEqual(options('I have switched authentication to Clerk.\n\n- Removed the Drizzle adapter tables migration.'), []);
});

test('found by hand in a Rust CLI (Cursor): "Swapped `clap` for `argh` as discussed: …" (names in code, the reason after a colon) and "Using `anyhow` everywhere would hide the error types …" after the state it set aside', () => {
  assert.deepEqual(options('Swapped `clap` for `argh` as discussed: the release binary is 1.1 MB smaller.'), ['clap']);
  assert.deepEqual(options('Errors now go through `anyhow` in the binary and `thiserror` in the library crate. Using `anyhow` everywhere would hide the error types from library users.'), [
    'Using anyhow everywhere',
  ]);
  // An agent's switch "as discussed" is the user's decision carried out.
  const [user, ...rest] = extractDecisions('Swapped `clap` for `argh` as discussed: the release binary is 1.1 MB smaller.', "let's use argh instead, the binary size matters for the installer");
  assert.deepEqual(rest, []);
  assert.match(user.content, /^let's use argh/);
  assert.deepEqual(user.decision?.rejected?.map((r) => r.option), ['clap']);
});

test('responses-28 round: "Y got us the same …, but …", "Z opened 40 separate PRs … and nobody …", "…; a system cron entry would run on every app server", "Y came up in review; …", and a way to look into something set against another is no decision', () => {
  assert.deepEqual(options('Picked valibot for the form schemas. Yup got us the same checks, but its TypeScript inference is weak for nested objects.'), ['Yup']);
  assert.deepEqual(options('Dependency updates are handled by Renovate now. Dependabot opened 40 separate PRs last month and nobody reviewed them.'), ['Dependabot']);
  assert.deepEqual(options('Cleanup runs as a Sidekiq periodic job; a system cron entry would run on every app server, and we have three.'), ['system cron entry']);
  assert.deepEqual(options('Auth: sticking with server sessions. JWTs in localStorage came up in review; any XSS can read them.'), ['JWTs in localStorage']);
  for (const narration of [
    'To find out why the build is slow, I ran it with --profile instead of guessing; the TypeScript step takes 80% of it.',
    'I used a quick console.time around the handler rather than setting up a profiler: the handler takes 900 ms.',
    'The report job sent 200 emails yesterday, and nobody complained.',
  ])
    assert.deepEqual(extractDecisions(narration), [], narration);
});

test('found by hand in a Django app (Windsurf): "Keeping them on the app server\'s disk stopped working once …" opening the paragraph after a state is the option it set aside; "A cron job on the web box was the other option, but …" is one option, without its article', () => {
  assert.deepEqual(options('Uploaded images now go to S3 through `django-storages`.\n\nKeeping them on the local disk stopped working once we ran two instances: each one only had its own files.'), [
    'Keeping them on the local disk',
  ]);
  assert.deepEqual(options('Done — the nightly digest now runs from Celery beat.\n\nA cron job on the web box was the other option, but the box is replaced on every deploy.'), ['cron job on the web box']);
  // A thing that stopped working, said alone, decides nothing.
  assert.deepEqual(extractDecisions('The search box stopped working after the upgrade.'), []);
});

test('responses-28, after its round: "X are a no from me: …. I set it up as Y instead" turns X down and keeps what was done instead; "… is off the table" only of a known tool', () => {
  const [d] = extractDecisions('Terraform workspaces are a no from me: one bad apply hits prod. I set it up as separate root modules instead.');
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['Terraform workspaces']);
  assert.match(d.decision?.chosen ?? '', /separate root modules/);
  assert.deepEqual(extractDecisions('Friday is off the table: half the team is away.'), []);
});

test('responses-29, after its round: a kind of three words, a team rule "from now on", "took the API down", "were how … ended up", "Why not the <kind>:", the choice taken further', () => {
  // "A Redis session store would have meant …": a name and a kind, three words.
  assert.deepEqual(options('Sessions for the admin panel are kept in signed cookies via `iron-session`. A Redis session store would have meant another service in the staging stack.'), ['Redis session store']);
  // "Fixed one-second retries hammered …" after "Retries use …": the same kind, another way.
  assert.deepEqual(options('Retries use exponential backoff with full jitter, capped at 30 seconds. Fixed one-second retries hammered the payment provider during its outage.'), ['Fixed one-second retries']);
  // (A part of a system said with "a" is still read as one: "A shared staging server kept getting overwritten …".)
  assert.deepEqual(options('Feature previews are deployed per pull request to Fly.io machines that stop after 30 minutes idle. A shared staging server kept getting overwritten by whichever branch deployed last.'), ['shared staging server']);
  // A rule the team states, with when it starts after it, and what the old way broke.
  const [rule] = extractDecisions("We'll do schema changes with expand-and-contract migrations from now on: add the new column, backfill, switch reads, then drop the old one. Renaming a column in one migration took the API down for 40 seconds.");
  assert.match(rule.content, /expand-and-contract/);
  assert.deepEqual(rule.decision?.rejected?.map((r) => r.option), ['Renaming a column in one migration']);
  assert.deepEqual(extractDecisions("We'll meet on Tuesdays from now on."), []);
  // "Floats were how …" faults floats; an act done to two things is one option.
  assert.deepEqual(options('Money amounts are stored as integer cents in `bigint` columns everywhere. Floats were how the invoice PDF and the API ended up a cent apart.'), ['Floats']);
  assert.deepEqual(options('Dates are stored as `timestamptz` in UTC across all tables. Mixing `timestamp` and `timestamptz` is how the reports ended up an hour off.'), ['Mixing timestamp and timestamptz']);
  // "Offset pagination kept showing the same order twice …".
  assert.deepEqual(options('Going with cursor pagination on `/api/orders`. Offset pagination kept showing the same order twice when new orders arrived.'), ['Offset pagination']);
  // A label "Why not the <kind>:" after a label that chose.
  const [s3] = extractDecisions('**Storage for exports:** S3 with a 7-day lifecycle rule.\n**Why not the database:** a year of exports is ~60 GB of blobs, and backups would balloon.');
  assert.match(s3.decision?.chosen ?? '', /S3/);
  assert.deepEqual(s3.decision?.rejected?.map((r) => r.option), ['database']);
  // The choice taken further than the decision took it.
  assert.deepEqual(options('Search queries go to Elasticsearch only for the storefront; the admin search stays on Postgres `ILIKE`. Elasticsearch for admin too would mean keeping 30 internal fields in the index.'), ['Elasticsearch for admin too']);
  // A figure that moved, and why, is no choice.
  assert.deepEqual(extractDecisions('The p95 jumped at 14:02 because the nightly reindex started early; it held a lock on `products` for 90 seconds. It recovered on its own once the reindex finished.'), []);
});

test('found by hand in a Next.js app (Gemini CLI): "…, we don\'t want to maintain the auth tables ourselves" turns down no "auth" (the name must end what is not wanted); "…, I don\'t want to run redis just for celery" still turns Redis down', () => {
  const previous = { response: "I added authentication with NextAuth (Auth.js v5) using the Drizzle adapter, so sessions live in our Postgres database.\n\n- `auth.ts` exports `handlers`, `auth`, `signIn` and `signOut`.\n- GitHub and email providers are configured; the email provider sends through Resend.\n- `middleware.ts` protects `/dashboard/*`.\n\nI went with database sessions rather than JWT sessions because we need to revoke sessions from the admin panel." };
  const response = "I have switched authentication to Clerk as requested.\n\n- Removed `auth.ts`, the Drizzle adapter tables migration, and the `next-auth` package.\n- Added `@clerk/nextjs`, wrapped the root layout in `<ClerkProvider>` and replaced `middleware.ts` with `clerkMiddleware()`.\n- `/dashboard/*` is protected with `auth.protect()`.";
  const [user] = extractDecisions(response, "actually let's switch to clerk, we don't want to maintain the auth tables ourselves", previous);
  assert.match(user.content, /^actually let's switch to clerk/);
  // (What the last response set up with, named as it wrote it; the package the change removed is the same one.)
  assert.deepEqual(user.decision?.rejected?.map((r) => r.option), ['NextAuth']);
  const [celery] = extractDecisions('Done.', "let's use pg-boss for the emails, I don't want to run redis just for celery");
  assert.deepEqual(celery.decision?.rejected?.map((r) => r.option), ['redis']);
});

test('found by hand in an Expo app (Codex): a clause that opens on where or when is no option the learned model may pick ("On the low-end Android test device the 300 ms writes were causing visible input lag …" turned down "On the")', () => {
  const [d] = extractDecisions('Done — the draft autosave debounce is now 1000 ms instead of 300 ms. On the low-end Android test device the 300 ms writes were causing visible input lag in long drafts.');
  assert.match(d.content, /1000 ms instead of 300 ms/);
  assert.deepEqual(d.decision?.rejected ?? [], []);
});

test('a named thing kept, with why, is a decision ("We kept Redis for sessions because the API already uses it"); "Kept an eye on memory …" is not', () => {
  const [d] = extractDecisions('We kept Redis for sessions because the API already uses it.');
  assert.equal(d?.kind, 'decision');
  assert.match(d.decision?.chosen ?? '', /kept Redis/);
  assert.deepEqual(extractDecisions('Kept an eye on memory during the import of `orders.csv`; it stayed under 300 MB because the rows stream.'), []);
  assert.deepEqual(extractDecisions('I kept the test as is because it still passes.'), []);
});

test('found by hand in a churn model (Claude Code): "I tried XGBoost too: 0.858 AUC, but training took 6 minutes …" in the paragraph after "The model is now LightGBM …" turns XGBoost down, as "I also tried XGBoost: …" does', () => {
  const [d] = extractDecisions('The model is now LightGBM (`churn/train.py`). On the March holdout it gets 0.861 AUC against 0.812 for the logistic regression baseline.\n\nI tried XGBoost too: 0.858 AUC, but training took 6 minutes on the same machine.');
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['logistic regression', 'XGBoost']);
});

test('found by hand in a Laravel app (Windsurf): "I chose X over Y at first, but …, so … Z instead" turns X down, not Y', () => {
  const [d] = extractDecisions("I chose Laravel Excel's chunked reader over `fgetcsv` at first, but it loaded PhpSpreadsheet for plain CSV and was ~4x slower on the 80k-row sample, so the job uses `LazyCollection` over `SplFileObject` instead.");
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['Laravel Excel']);
});

test('found by hand in a Laravel app (Windsurf): a component said as it now is, with why, is a decision ("`config/queue.php` — the default connection is now `database`, since we don\'t run Redis in production yet"); "The build is now green since …" is not', () => {
  const found = extractDecisions("I've implemented the CSV import.\n\n**Changes:**\n1. `app/Jobs/ImportProducts.php` — a queued job that reads the file in chunks of 500 rows.\n2. `config/queue.php` — the default connection is now `database`, since we don't run Redis in production yet.");
  assert.ok(found.some((d) => d.kind === 'decision' && /default connection is now database/.test(d.content)), JSON.stringify(found));
  assert.deepEqual(extractDecisions('The build is now green since I fixed the import in `app.ts`.'), []);
});

test('found by hand in a Laravel app (Windsurf): a component set to a name, as asked, is a decision ("Reverted the queue connection to `sync` … in local dev only …, as you asked")', () => {
  const [d] = extractDecisions('Reverted the queue connection to `sync` for the import in local dev only (`.env.example`), as you asked; production stays on `database`.', "use the sync queue locally so I don't need a worker running");
  assert.match(d?.content ?? '', /queue connection to sync/);
  assert.deepEqual(extractDecisions('Reverted the README to the old wording.'), []);
});

test('responses-30, after its round: a table of verdicts, a labelled item then "Not X:", "I considered X, but …" under "## Notes", "The YAML file per environment kept drifting", "X now waits on Y instead of <act>"', () => {
  const opts = (text: string) => extractDecisions(text).map((d) => [d.decision?.chosen, d.decision?.rejected?.map((r) => r.option)]);
  assert.deepEqual(opts('| Option | Verdict |\n|---|---|\n| pgvector | chosen: already in our Postgres, one backup story |\n| Pinecone | no: another vendor, and the data leaves our VPC |\n\nThe embeddings table is created in `migrations/0042_embeddings.sql`.'), [['pgvector', ['Pinecone']]]);
  // (Two rows chosen: which one the table decided is not said.)
  assert.deepEqual(opts('| Option | Verdict |\n|---|---|\n| pgvector | chosen |\n| Qdrant | chosen |\n| Pinecone | no |'), []);
  const [queue] = extractDecisions("- **Queue:** SQS with a dead-letter queue after 5 receives\n- **Not RabbitMQ:** we'd be running the broker ourselves on one EC2 box, and nobody on the team has operated it");
  assert.match(queue.decision?.chosen ?? '', /SQS/);
  assert.deepEqual(queue.decision?.rejected?.map((r) => r.option), ['RabbitMQ']);
  assert.deepEqual(opts('## What changed\n\nSearch-as-you-type now waits on `useDeferredValue` instead of firing a request on every keystroke.\n\n## Notes\n\nI considered a throttle, but it still sent requests mid-word and the results flickered.'), [
    ['Search-as-you-type now waits on useDeferredValue instead of firing a request on every keystroke.', ['firing a request on every keystroke', 'throttle']],
  ]);
  assert.deepEqual(opts("Config now lives in environment variables validated by `envalid` at startup. The YAML file per environment kept drifting between staging and prod; the Stripe key was missing from prod's for a day.")[0][1], ['YAML file per environment']);
});

test('found by hand in an Express API (Claude Code): "Switched the logger to pino." after "use pino for logging instead of console.log" is the user\'s decision carried out, one memory; "I went with pino-http … because …" stays the agent\'s own', () => {
  const found = extractDecisions('Switched the logger to pino. Every request now gets a child logger with the request id.', 'use pino for logging instead of console.log');
  assert.deepEqual(found.map((d) => d.content), ['use pino for logging instead of console.log']);
  const own = extractDecisions('I went with pino-http for the request logs because it adds the request id to every line.', 'use pino for logging instead of console.log');
  assert.equal(own.length, 2);
});

test('found by hand in an Express API (Claude Code): "never use X" in a later clause of a prompt is a convention turning X down ("validate request bodies, and please never use class-validator, …"); "…, and never mind the lint errors" is not', () => {
  const [rule] = extractDecisions('Added `zod` schemas for the request bodies in `src/schemas/`.', 'validate request bodies, and please never use class-validator, we had decorators issues before');
  assert.equal(rule?.kind, 'convention');
  assert.deepEqual(rule.decision?.rejected?.map((r) => r.option), ['class-validator']);
  assert.deepEqual(extractDecisions('Ran them: 48 pass.', 'run the tests, and never mind the lint errors'), []);
});

test('responses-31, after its round: "X was the old path", a reason measured against another name, a figure taken for a choice, "V and W both came up; …", "Go with a Z? No: …", "… tied up a worker"', () => {
  assert.deepEqual(options("The PDF invoices are rendered with Typst now. wkhtmltopdf was the old path and it's archived upstream; its page breaks also split table rows across pages."), ['wkhtmltopdf']);
  assert.deepEqual(options('1. **Runtime:** Bun for the scripts in `tools/`, because cold start is ~10x faster than ts-node.'), ['ts-node']);
  assert.deepEqual(extractDecisions('The migration `0042_add_index` takes about 4 minutes on a copy of production; it runs `CREATE INDEX CONCURRENTLY`, so writes are not blocked.'), []);
  assert.deepEqual(options("For the charts I picked Recharts. Victory and Nivo both came up; Victory's bundle was twice the size and Nivo's SSR needed a workaround for our Next.js version."), ['Victory', 'Nivo']);
  const [repos] = extractDecisions('Go with a monorepo? No: the mobile app and the API ship on different schedules, and a shared lockfile would force both to upgrade together. They stay in separate repos.');
  assert.equal(repos.decision?.chosen, 'They stay in separate repos.');
  assert.deepEqual(repos.decision?.rejected?.map((r) => [r.option, r.reason?.slice(0, 20)]), [['monorepo', 'the mobile app and t']]);
  assert.deepEqual(options("Uploads above 100 MB use S3 multipart uploads with presigned part URLs. Streaming them through our API pods tied up a worker for minutes per file and hit the ingress's 60-second timeout."), ['Streaming them through our API pods']);
});

test('what a thing dropped is no option we dropped ("Winston\'s own transports weren\'t enough: they dropped lines under load" turns down the transports alone)', () => {
  const [d] = extractDecisions("Logging goes through pino. Winston's own transports weren't enough: they dropped lines under load.");
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ["Winston's own transports"]);
  const [ours] = extractDecisions('Logging goes through pino. I dropped winston because it blocked the event loop under load.');
  assert.ok(ours.decision?.rejected?.some((r) => r.option === 'winston'));
});

test('found by hand in a dbt project (Gemini CLI): what a change no longer lets a thing do is no option ("… stops its downstream assets instead of letting them build on stale data")', () => {
  const [d] = extractDecisions("The orders pipeline is now a dbt project orchestrated by Dagster. Each model is a software-defined asset, so a failed upstream model stops its downstream assets instead of letting them build on stale data.\n\nWe had a cron on the analytics VM running `dbt run` at 06:00; when a model failed, nothing downstream knew and the finance dashboard showed yesterday's numbers as today's.");
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['cron']);
});

test('responses-32, after its round: "I replaced X with `y`: the X …", "Z was considered; …", "Z looked simpler, but …", "Copy-pasting … is how … ended up with …", "Z was the quick option, but …"; a profile and the way it weighs is no choice', () => {
  assert.deepEqual(options('I replaced the hand-written CSV splitter in `import/rows.ts` with `papaparse`: the splitter broke on quoted commas.'), ['hand-written CSV splitter']);
  // (An edit by a thing that is no name, or a colon that says nothing of the thing replaced, decides nothing.)
  assert.deepEqual(extractDecisions('I replaced the loop with a map: the loop was slow.'), []);
  assert.deepEqual(extractDecisions('I replaced `getUser` with `fetchUser`: all tests pass.'), []);
  assert.deepEqual(options('Avatars are cropped on upload by a worker. Cropping in the browser was considered; older phones ran out of memory on large photos.'), ['Cropping in the browser']);
  const [utc] = extractDecisions('Timestamps are stored in UTC and shown in the viewer\'s zone. Keeping local times plus an offset per row looked simpler, but reports across the DST change came out an hour off.');
  assert.match(utc.content, /stored in UTC/);
  assert.deepEqual(utc.decision?.rejected?.map((r) => r.option), ['Keeping local times plus an offset per row']);
  assert.deepEqual(options('Lint rules are now one shared `eslint-config` package in the workspace. Copy-pasting `.eslintrc` into each app is how the admin app ended up with rules from two years ago.'), ['Copy-pasting .eslintrc into each app']);
  assert.deepEqual(options('The metrics endpoint requires a bearer token from Vault. A static token in the env file was the quick option, but it would sit in every developer\'s shell history.'), ['static token in the env file']);
  assert.deepEqual(extractDecisions('I profiled the upload: 70% of the time is spent in `hashlib` on the 4 GB file. Hashing it in chunks with `xxhash` would cut memory, not time.'), []);
});

test('found by hand in a Terraform project (Codex): an act done to two things is one option; a list turned down keeps no full stop; "because a single X is a single point of failure" turns down a single X', () => {
  assert.deepEqual(options('I used the community `terraform-aws-modules/vpc/aws` module (v5.8) instead of writing the subnets and route tables by hand — it already handles the NAT gateway per AZ and the flow logs.'), ['writing the subnets and route tables by hand']);
  assert.deepEqual(options('We chose Vitest over Jest and Mocha.'), ['Jest', 'Mocha']);
  assert.deepEqual(options('I kept the NAT gateways per AZ because a single NAT gateway is a single point of failure for all private subnets.'), ['single NAT gateway']);
  // (Not the thing the choice itself names: "two Redis replicas … one Redis instance".)
  assert.deepEqual(options('We kept two Redis replicas because one Redis instance would be a single point of failure.'), []);
});

test('found by hand in a SvelteKit shop (Gemini CLI): keeping a thing in a place of no name is the act whole; "We were serving …, which meant …" is the way turned down; a state "is stored … now" then "The X store is gone"', () => {
  assert.deepEqual(options('Drafts live in IndexedDB now. I considered keeping the drafts in a server table, but every keystroke would be a write.'), ['keeping the drafts in a server table']);
  assert.deepEqual(options('Avatars are served through imgproxy now. We were serving the uploads straight from S3, which meant a 4 MB PNG in every comment thread.'), ['serving the uploads straight from S3']);
  const [state] = extractDecisions('The session is stored in Redis now, keyed by a signed cookie, as you asked. The JWT middleware is gone.');
  assert.deepEqual(state?.decision?.rejected?.map((r) => r.option), ['JWT']);
});

test('responses-33, after its round: "The hand-written X were already out of date …", "Doing it inline … made saving … take 900 ms", "With the Z files, … piled up" after a move from them, "A fixed window per minute let clients burst …"; a version bump with its result is no choice', () => {
  // (What made them hand-written is part of the option, as it is what set them apart: forty-fifth session.)
  assert.deepEqual(options('I used `valibot` for the form schemas. The hand-written validators were already out of date with three of the fields the API returns.'), ['hand-written validators']);
  assert.deepEqual(options('Thumbnails are generated by a queue worker. Doing it in the upload handler made posting a photo take 4 seconds.'), ['Doing it in the upload handler']);
  assert.deepEqual(options('Feature flags moved from YAML config files to Unleash. With the config files, flags nobody used piled up for months.'), ['YAML config files']);
  assert.deepEqual(options('Login attempts are limited by a sliding window in Redis. A fixed window per hour let attackers burst twice the limit at the boundary.'), ['fixed window per hour']);
  assert.deepEqual(extractDecisions('Upgraded Storybook to 8.1; no stories changed in our components.'), []);
});

test('what a thing dropped is no option we dropped, whatever names the thing ("winston\'s transports dropped lines under load"); lines dropped are its fault', () => {
  const [d] = extractDecisions("Logging goes through pino from now on; winston's transports dropped lines under load.");
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['winston']);
  // Ours still: "I also dropped …", "Removed … and dropped …", "Dropped X: …".
  assert.deepEqual(extractDecisions('Dropped winston: it blocked the event loop under load.')[0].decision?.rejected?.map((r) => r.option), ['winston']);
  assert.ok(extractDecisions('Logging goes through pino now. I also dropped winston because it blocked the event loop.')[0].decision?.rejected?.some((r) => r.option === 'winston'));
});

test('found by hand in a Flutter app (Windsurf): a list of other names, each labelled and faulted, right after the paragraph that chose, is its alternatives; "I didn\'t go through X: …"', () => {
  const [isar] = extractDecisions("Habits are stored locally in **Isar** (`lib/data/habit_store.dart`). It's fast for the streak queries and works offline.\n\n- sqflite: would need hand-written SQL for every query and migrations by hand.\n- Hive: no real queries, we'd be filtering streaks in Dart.");
  assert.match(isar.decision?.chosen ?? '', /stored locally in \*\*Isar\*\*/);
  assert.deepEqual(isar.decision?.rejected?.map((r) => r.option), ['sqflite', 'Hive']);
  // Not a list the paragraph introduces, nor items that say what each part does.
  assert.deepEqual(extractDecisions('The stack is set up:\n\n- Postgres: no extensions yet, would need pgvector later.\n- Redis: no persistence.').flatMap((d) => d.decision?.rejected ?? []), []);
  assert.deepEqual(extractDecisions('Habits are stored locally in Isar.\n\n- Postgres: the main database.\n- Redis: the cache.'), []);
  const [fcm] = extractDecisions("I didn't go through Firebase Cloud Messaging: the reminders are per-device, so a server push would only add a dependency on Firebase.");
  assert.deepEqual(fcm.decision?.rejected?.map((r) => r.option), ['Firebase Cloud Messaging']);
});

test('found by hand in a GraphQL API (Antigravity): "X go over Y instead of Z: <a reason>" decides and turns down Z, not what the reason says we don\'t need; "over" after a verb of moving is no preference', () => {
  const [sse] = extractDecisions("Subscriptions go over Server-Sent Events (Yoga's built-in SSE transport) instead of WebSockets: our load balancer already handles long-lived HTTP responses, and we don't need client-to-server messages on the subscription channel.");
  assert.match(sse?.decision?.chosen ?? '', /^Subscriptions go over Server-Sent Events/);
  assert.deepEqual(sse.decision?.rejected?.map((r) => r.option), ['WebSockets']);
  assert.deepEqual(extractDecisions('Logs are sent over UDP instead of TCP because a dropped line is fine.')[0].decision?.rejected?.map((r) => r.option), ['TCP']);
  // A diagnosis after "instead of" with no reason in its clause decides nothing.
  assert.deepEqual(extractDecisions('The job runs at 3am instead of midnight: the cron was in UTC.'), []);
});

test('responses-34, after its round: "## Why not X" after a state, "A shared X meant two …", a listed option named up to its colon, "Z was how the prototype did it", "… used to take the worker down", "We\'re not going to X this year", "**Choice:** … **Reason:** …; Z would have tied …", email as a word of software', () => {
  assert.deepEqual(options("## Summary\n\nFailed exports are now retried from an `export_jobs` table polled by the worker.\n\n## Why not retry in the handler\n\nRetrying in the handler held the request open for minutes, and one slow export blocked the others."), ['retry in the handler']);
  assert.deepEqual(options('Reviews happen in preview apps on Render; each PR gets its own database. A shared review server meant two reviewers at once saw each other\'s test data.'), ['shared review server']);
  assert.deepEqual(options('Options for the search index:\n\n1. Postgres with trigram indexes: simple, but slow past a million rows.\n2. Meilisearch: typo tolerance, one binary.\n\nI went with option 2. It answers in under 50 ms on the full catalog.'), ['Postgres with trigram indexes']);
  assert.deepEqual(options('The Android app keeps the session in EncryptedSharedPreferences. Plain SharedPreferences was how the prototype did it, and anything there is readable on a rooted phone.'), ['Plain SharedPreferences']);
  assert.deepEqual(options('The log shipper tails files with `fluent-bit` instead of loading each file into memory. A 2 GB log used to take the node down with an out-of-memory kill.'), ['loading each file into memory']);
  assert.deepEqual(options("We're not going to split the monolith into services this year. One team deploys it, and the boundaries are still moving."), ['split the monolith into services']);
  assert.deepEqual(extractDecisions("We're not going to visit Paris this year. The flights are too expensive."), []);
  assert.deepEqual(options('**Choice:** Grafana Loki for the application logs.\n**Reason:** cheap to run; the Splunk forwarder would have tied every host to a per-GB license.'), ['Splunk']);
  assert.deepEqual(options('Receipt emails go through Brevo. We tried Mailjet for a month, but a fifth of them landed in spam.'), ['Mailjet']);
});

test('found by hand in a Python scraper (Cursor): "X was what the script used before; …" is the way the change turned down; "I left X out: …" turns X down', () => {
  assert.deepEqual(options("The crawler now fetches pages with `aiohttp` and a semaphore of 8. `urllib3` was what the script used before; it couldn't share one pool across threads."), ['urllib3']);
  assert.deepEqual(options('Parsing is done with selectolax. I left `lxml` out: selectolax covers everything we query.'), ['lxml']);
  // (Not a step of the work left out without a reason.)
  assert.deepEqual(extractDecisions('I left the screenshots out of the PR.'), []);
});

test('responses-35, after its round: ", not from the app\'s X" and the next sentence faulting it, "the team doesn\'t want to learn Z\'s …", two ways laid out in one sentence then one picked by name, "We looked at Z; it would have been …", "We stopped using Z: …", "### Why not Z" after "### Decision"', () => {
  assert.deepEqual(options("Nightly reports run as GitHub Actions schedules now, not from the API's built-in cron. With four pods, the built-in cron sent every report four times."), ['built-in cron']);
  // (A name's own part keeps the name.)
  assert.deepEqual(options("Payments are confirmed by polling now, not Stripe's webhooks, because our ingress drops them."), ["Stripe's webhooks"]);
  assert.deepEqual(options("For the admin UI we're keeping Bootstrap. MUI pulls in a theme system we'd have to learn, and the team doesn't want to learn Chakra's style props this quarter."), ['MUI', 'Chakra']);
  assert.deepEqual(extractDecisions("We don't want to maintain the auth tables ourselves."), []);
  const picked = extractDecisions('Two ways to store the drafts: localStorage, or a `drafts` table in Postgres. The table, since drafts must follow the user across devices and localStorage stays on one browser.');
  assert.deepEqual(picked.map((c) => c.decision?.rejected?.map((r) => [r.option, r.reason])), [[['localStorage', 'localStorage stays on one browser']]]);
  // (Laid out and asked about: no pick, no decision.)
  assert.deepEqual(extractDecisions('There are two options for the cache: Redis or an in-process LRU. Which do you prefer?'), []);
  assert.deepEqual(options('Search runs on Meilisearch. We looked at Postgres trigram search; it would have meant tuning indexes for every new field.'), ['Postgres trigram search']);
  assert.deepEqual(extractDecisions('We looked at Sentry; it would have shown the same trace.'), []);
  assert.deepEqual(options('Releases are cut from `main` with tags. We stopped using release branches: backporting fixes to three of them took a day each time.'), ['release branches']);
  assert.deepEqual(options('### Decision\nUploads go straight to S3 with presigned URLs.\n\n### Why not proxy through the API\nEvery upload would hold an API worker for its whole duration.'), ['proxy through the API']);
});

test('found by hand in a Django API (Claude Code, then Codex): "X ran Y on every request, which took …"; "I didn\'t go with DRF\'s built-in Z" and the list item before it, which says what is used; "…; Celery and its beat schedule are removed"; a name capitalised after a semicolon is one in the prompt', () => {
  assert.deepEqual(options('Search: the list view filters with a `pg_trgm` index. Haystack ran a full query on every keystroke, which took 900 ms on the products table.'), ['Haystack']);
  const auth = extractDecisions("I've added login to the API.\n\n- Auth uses `django-allauth` with email-only accounts.\n- I didn't go with Django's built-in `ModelBackend`: it needs usernames, which we don't collect.\n- The admin keeps session auth.");
  assert.deepEqual(auth.map((c) => c.decision?.rejected?.map((r) => r.option)), [["Django's built-in ModelBackend"]]);
  assert.match(auth[0].content, /django-allauth/);
  // (Not an item that says what would be: "- The app would otherwise need …" then "- X was the other candidate, but …".)
  assert.deepEqual(extractDecisions('## Why\n\n- The app would otherwise need five base URLs.\n- GraphQL federation was the other candidate, but none of the services speak GraphQL.').filter((c) => /five base URLs/.test(c.content)), []);
  assert.deepEqual(options('Scheduled jobs run on APScheduler now; Cron and its wrapper script are removed from the image.'), ['Cron']);
  const turn = extractDecisions('Done. The jobs run on dramatiq now; Celery and its beat schedule are removed from `settings.py`.', "actually let's move the jobs to dramatiq, celery is too much machinery for two tasks");
  assert.ok(turn.some((c) => c.decision?.rejected?.some((r) => r.option.toLowerCase() === 'celery' && /too much machinery/.test(r.reason ?? ''))), JSON.stringify(turn));
});

test('responses-36, after its round: an act that "logged everyone out …", and one that "lost updates …", after the state that replaced it', () => {
  assert.deepEqual(options('Carts moved out of process memory and into Redis. Keeping carts in memory logged everyone out on every deploy.'), ['Keeping carts in memory']);
  assert.deepEqual(options('Emails are queued in a Postgres outbox table and sent by a worker. Sending them straight from the request handler lost messages whenever the SMTP relay was down.'), ['Sending them straight from the request handler']);
});

test('found by hand in a Vue dashboard (Gemini CLI): "Plain `fetch` in `onMounted` would refetch on every route change …" after a labelled choice; "X now uses Y, so the 14 hand-written Z in <file> are gone"', () => {
  assert.deepEqual(options('**Data:** SWR-style caching with `@tanstack/vue-query`. Plain `axios` in `onMounted` would refetch on every tab switch.'), ['Plain axios']);
  assert.deepEqual(options('Forms now use `vee-validate` with zod schemas, so the 9 hand-rolled validators in `utils/validate.ts` are gone.'), ['hand-rolled validators']);
  // (Not a result said with "now": "The tests pass now; the flaky retries are gone" names nothing it uses.)
  assert.deepEqual(extractDecisions('The tests now pass; the flaky retries are gone.'), []);
});

test('found by hand in a Go ingest service (Windsurf): the choice named in the sentence before ("… with franz-go. I picked it over sarama because …, and franz-go\'s balancer doesn\'t stop the world") is not turned down; "`viper` pulled in 40 transitive dependencies" turns viper down', () => {
  assert.deepEqual(options('The worker now talks to NATS with `nats.go`. I picked it over `stan.go` because stan.go is deprecated, and nats.go\'s JetStream API does not need a second server.'), ['stan.go']);
  // (A word of the decision is no option's whole name: "Deep Archive" after "… for the audit archive".)
  assert.deepEqual(options("Chose S3 Glacier Instant Retrieval for the audit archive. Standard S3 would cost 5x for data we read once a year, and Deep Archive's 12-hour restore is too slow for an audit request."), ['Standard S3', 'Deep Archive']);
  assert.deepEqual(options('Config is loaded with `koanf` from env vars; `viper` pulled in 40 transitive dependencies for six settings.'), ['viper']);
});

test('found by hand in a Rust tile server (Antigravity): "instead of our own Douglas–Peucker" turns down Douglas-Peucker (an en dash joining two words is read as a hyphen; "our own" is no part of the name)', () => {
  assert.deepEqual(options("Line smoothing now uses `geo`'s Chaikin implementation instead of our own Catmull–Rom spline, which overshot at sharp corners."), ['Catmull-Rom spline']);
});

test('responses-37, after its round: "Running X inside the request pushed p95 … to N s", "We had them in a Z before; … overwrote …", a gerund\'s label under "## Alternatives", "Z\'s XML … were impossible to review", "Z was the first thing we tried; …"', () => {
  assert.deepEqual(options('Thumbnails are made by a worker that reads from a queue. Resizing the images inside the request pushed p99 latency to 9 seconds.'), ['Resizing the images inside the request']);
  assert.deepEqual(options("Feature flags live in Unleash now. We had them in a YAML file before; two deploys in a row clobbered each other's flags."), ['YAML file']);
  // (Kept somewhere before with nothing wrong said of it: no option turned down.)
  assert.deepEqual(options('The on-call rota is in PagerDuty. We had it in a spreadsheet before; it listed the same people.'), []);
  assert.deepEqual(
    options("## Summary\nSessions are signed cookies now.\n\n## Alternatives\n- Keeping them in a Redis hash with a TTL: one more service to run for a few kilobytes.\n- JWTs: can't be revoked before they expire."),
    ['Keeping them in a Redis hash with a TTL', 'JWTs'],
  );
  assert.deepEqual(options("Schema migrations are plain SQL files applied by dbmate. Liquibase's XML changelogs were impossible to diff in code review."), ['Liquibase']);
  assert.deepEqual(options("Docs are hosted on Cloudflare Pages. GitHub Pages was the first thing we tried; it can't build the preview branches."), ['GitHub Pages']);
});

test('found by hand in a Rails app (Claude Code): options laid out, one recommended, and a plain "yes, do it" turn the others down, and the response carrying it out is its context; "## Not chosen" under a list of what was built', () => {
  const laidOut =
    "For the emails you have three choices:\n\n1. **Resque** — needs Redis, which we don't run.\n2. **Solid Queue** — stores jobs in Postgres, so there's nothing new to run.\n3. **Que** — also Postgres-backed, but its maintainers have slowed down.\n\nI'd go with Solid Queue: we already run Postgres. Want me to set it up?";
  const previous = { response: laidOut, question: 'what should run the background jobs?' };
  const turn = extractDecisions('Done. Added `solid_queue` and ran `bin/rails solid_queue:install`; jobs now use `config.active_job.queue_adapter = :solid_queue`.', 'yes, do it', previous);
  assert.equal(turn.length, 1, JSON.stringify(turn));
  assert.deepEqual(turn[0].decision?.rejected?.map((r) => r.option), ['Resque', 'Que']);
  assert.match(turn[0].content, /I'd go with Solid Queue/);
  assert.match(turn[0].context ?? '', /jobs now use config\.active_job\.queue_adapter/);
  // (Carrying it out with a reason of its own is the agent's decision too.)
  assert.equal(extractDecisions('Switched the jobs to `solid_queue` because the Rails 8 generators expect it.', 'yes, do it', previous).length, 2);
  const built = extractDecisions(
    "## What I built\n- `GET /api/v1/invoices`, rendered with `jbuilder` views.\n- Auth is an API key per partner, stored hashed.\n\n## Not chosen\n- **OAuth client credentials**: partners asked for one static key, and we'd run a token endpoint for three clients.\n- **GraphQL**: two endpoints don't need a schema.",
  );
  assert.deepEqual(built.map((c) => c.decision?.rejected?.map((r) => r.option)), [['OAuth client credentials', 'GraphQL']]);
  assert.match(built[0].decision?.chosen ?? '', /Auth is an API key per partner/);
});

test('found by hand in an Android app (Gemini CLI): "X does disk reads on the main thread …" turns X down; "X isn\'t in the project" is no fault of X', () => {
  assert.deepEqual(
    options('Sessions are cached in Room now. Reading the JSON file does disk I/O on the main thread at every launch, and it has no way to expire entries.'),
    ['Reading the JSON file'],
  );
  assert.deepEqual(options('Images load with Coil now. Picasso decodes every bitmap on the main thread before it scales it.'), ['Picasso']);
  assert.deepEqual(extractDecisions('The base URL comes from `BuildConfig.API_URL`. Retrofit isn\'t in the project.'), []);
  // (Absent from somewhere else is still a fault: "Temporal isn't in Node yet".)
  assert.deepEqual(options("I'm keeping the time zone handling on `date-fns-tz`. Moment Timezone is bigger and in maintenance mode, and Temporal isn't in Node 20 without a polyfill."), ['Moment Timezone', 'Temporal']);
});

test('found by hand in an Android app (Gemini CLI): options in a table with "Pros" and "Cons" columns, one picked by the user: what tells against the others is their "Cons" cell', () => {
  const table =
    'Image loading options:\n\n| Library | Pros | Cons |\n|---|---|---|\n| Glide | mature, huge user base | Java-first, needs kapt |\n| Coil | Kotlin-first, coroutines | smaller ecosystem |\n| Picasso | tiny | no longer maintained |\n\nWhich one?';
  const [d] = extractDecisions('Added Coil.', 'coil', { response: table });
  assert.deepEqual(d?.decision?.rejected, [
    { option: 'Glide', reason: 'Java-first, needs kapt' },
    { option: 'Picasso', reason: 'no longer maintained' },
  ]);
  // (What the pros said stays with the decision, for search.)
  assert.match(d?.context ?? '', /mature, huge user base/);
});

test('found by hand in a Next.js shop (Cursor): "An `OFFSET` query on page 400 took 1.2 s …" after cursor pagination, "**Why not self-host on Fly.io:** …" after where the app deploys, "moving to Tailwind while touching the header" turns Tailwind down', () => {
  assert.deepEqual(options('I paginated the audit log with keyset pagination on `(ts, id)`. An `OFFSET` scan on page 900 took 3 s on the replica.'), ['OFFSET scan']);
  assert.deepEqual(
    options('The API deploys to Render from `main`.\n\n**Why not run it on Heroku:** the Eco dynos sleep, and the webhook endpoint has to answer within 5 s.'),
    ['run it on Heroku'],
  );
  assert.deepEqual(options('Forms stay on React Hook Form. I considered switching to Formik while redoing the signup page, but it re-renders the whole form on every keystroke.'), ['Formik']);
});

test('found by hand in a FastAPI service (Codex): "… and pip-tools would leave us managing …", "I kept marshmallow out — …", "The in-memory backend counts per worker, …"', () => {
  assert.deepEqual(options("Set up the tooling with uv: `pyproject.toml` and `uv.lock`. Poetry's lock resolution took 70 s on our dependency set, and pip-tools would leave us managing the virtualenv by hand."), ['Poetry', 'pip-tools']);
  assert.deepEqual(options('Settings are parsed with pydantic-settings. I kept dynaconf out — it would be a second config layer.'), ['dynaconf']);
  assert.deepEqual(options('Request throttling uses limits with the Redis storage. The in-memory storage counts per process, so with 8 Gunicorn workers a client got 8x its quota.'), ['in-memory storage']);
  // (Kept out of a picture, not a choice: "I kept the logo out of the screenshot.")
  assert.deepEqual(extractDecisions('I kept the logo out of the screenshot.'), []);
});

test('found by hand in a Spring Boot service (Windsurf): after "switched … from X to Y", "X is in maintenance mode, and Z would pull in …" turns Z down too; a name the decision chose is not', () => {
  assert.deepEqual(
    rejected("I've switched the JSON mapping in `ApiClient` from `Gson` to `Jackson`. Gson is in maintenance mode, and Moshi would pull in Okio for a service that never touches it.").map((r) => [r.option, r.reason]),
    [
      ['Gson', 'Gson is in maintenance mode'],
      ['Moshi', 'would pull in Okio for a service that never touches it'],
    ],
  );
  assert.deepEqual(options("I've switched the JSON mapping in `ApiClient` from `Gson` to `Jackson`. Gson is in maintenance mode, and Jackson would need no adapters."), ['Gson']);
});

test('found by hand in a churn model (Antigravity): "X moved from A to B." with its reason in the next sentence is a decision turning A down; a meeting moved is not', () => {
  assert.deepEqual(options('Report rendering moved from matplotlib to Plotly. Plotly lets the analysts zoom without asking us for a new export, which saves a round trip.'), ['matplotlib']);
  assert.deepEqual(extractDecisions('The standup moved from Tuesday to Thursday. Thursday is better for the whole team.'), []);
});

test('a short name agreed to ("Bun") is carried out only by a decision that says it as a word, not one that holds it inside another ("rebundled")', () => {
  const previous = { response: "Two options for the runtime:\n\n1. **Deno** — secure by default, but our npm scripts need shims.\n2. **Bun** — runs the test suite 3x faster.\n\nI'd go with Bun: the tests are the bottleneck. Want me to switch?" };
  const turn = extractDecisions('Done. Styles now use Lightning CSS; the rebundled output lives in `dist/`.', 'yes', previous);
  assert.equal(turn.length, 2, JSON.stringify(turn));
  assert.ok(turn.some((c) => /Lightning CSS/.test(c.content)));
});

test('found by hand in a Phoenix app (Claude Code): "I skipped a separate React frontend talking to channels: …, and the team writes Elixir, not TypeScript" turns the frontend down, not TypeScript', () => {
  assert.deepEqual(
    options("Search results update live through LiveView. I skipped a separate Vue frontend polling the API: LiveView already renders the page, and the team writes Elixir, not JavaScript."),
    ['separate Vue frontend'],
  );
  assert.deepEqual(options('Sessions stay in the Postgres we run. We didn\'t add a dedicated Redis instance — one more thing to patch for 200 users.'), ['dedicated Redis instance']);
});

test('found by hand in a Hono API (Gemini CLI): "…, and Fastify\'s plugin system assumes a long-lived Node process" turns Fastify down too', () => {
  assert.deepEqual(options("The webhook receiver runs on Hono in a Vercel Edge Function. Express can't run at the edge, and Koa's middleware assumes a persistent Node server."), ['Express', 'Koa']);
});

test('responses-38, after its round: "Building X with Z held every row in memory", "the page was calling Z from the browser. It now goes through Y; …", "its A and B are …, and W on its own doesn\'t …", a count opening a sentence, "Option A was X, option B a Y. Going with B — …", "… got DST wrong"', () => {
  assert.deepEqual(options('Reports stream through `csv-stringify` now. Rendering the whole report with `json2csv` held every record in memory.'), ['Rendering the whole report with json2csv']);
  assert.deepEqual(
    options('Context: the mobile app was calling Stripe directly with the secret key. It now goes through a `/api/charge` endpoint on our server; shipping the secret key in the app let anyone refund any charge.'),
    ['calling Stripe directly with the secret key'],
  );
  // (How it was failing is no way it was done: "was timing out" then "It now passes" turns nothing down.)
  assert.deepEqual(options('The export job was timing out on Fridays. It now finishes in 4 minutes; reading the whole table at once was slow.'), []);
  assert.deepEqual(
    options("The docs site builds with Astro. Docusaurus does more, but its plugins and `sidebars.js` files are more setup than one guide needs, and Hugo on its own doesn't render MDX."),
    ['Docusaurus', 'Hugo'],
  );
  assert.deepEqual(options("We'll run the cron jobs on the existing VM instead of a managed scheduler. Three jobs don't justify another service."), ['managed scheduler']);
  const labelled = extractDecisions('Option A was a read replica, option B a Redis cache in front of the API. Going with A — the cache needs invalidation on every write, and we have forty write paths.');
  assert.equal(labelled.length, 1);
  assert.match(labelled[0].content, /Going with A \(read replica\)/);
  assert.deepEqual(labelled[0].decision?.rejected?.map((r) => r.option), ['Redis cache']);
  assert.deepEqual(options('Prices are kept as integer cents in Postgres. Storing them as floats made every invoice total round twice, and three invoices got the tax wrong.'), ['Storing them as floats']);
});

test('found by hand in a Terraform repo (Claude Code): options offered as "one of two things" and "Which way do you want to go?" decide nothing; an answer that takes each for its own part is one decision; "Our hand-written VPC had drifted …"; "rather than a single shared one"', () => {
  const offeredTwo = [
    'For secrets in the workers I\'d suggest one of two things:',
    '',
    '1. **SSM Parameter Store** — free for standard parameters, but no automatic rotation.',
    '2. **Secrets Manager** — $0.40 per secret per month, with built-in rotation.',
    '',
    'Which way do you want to go?',
  ].join('\n');
  assert.deepEqual(extractDecisions(offeredTwo), []);
  const [each, ...more] = extractDecisions('Done — the database password is in Secrets Manager and the rest are in Parameter Store.', 'secrets manager for the db password and parameter store for everything else', { response: offeredTwo, question: 'how should we store secrets?' });
  assert.equal(more.length, 0);
  assert.equal(each.kind, 'decision');
  assert.match(each.content, /SSM Parameter Store; Secrets Manager\. \(The user chose each for its own part: "secrets manager for the db password/);
  assert.deepEqual(each.decision?.rejected, []);
  // (One option named alone is a pick of it, as before: the other is turned down.)
  const [one] = extractDecisions('Done.', 'secrets manager please', { response: offeredTwo });
  assert.deepEqual(one.decision?.rejected?.map((r) => r.option), ['SSM Parameter Store']);
  assert.deepEqual(options("The VPC is now built from the community module, pinned at v5.8. Our hand-written VPC had drifted from what's deployed, and `terraform plan` wanted to delete two routes."), ['hand-written VPC']);
  // (What made it hand-made alone names nothing: "The hand-written version" after the change that replaced it.)
  assert.deepEqual(options("Replaced the custom date parsing with Python's `dateutil` module. The hand-written version didn't handle leap years, which broke the February reports."), ['custom date parsing']);
  assert.deepEqual(options('I used one NAT gateway per AZ rather than a single shared one: when its AZ went down, the other subnets lost outbound traffic too.'), ['single shared NAT gateway']);
});

test('found by hand in a SvelteKit shop (Cursor): "**Why not X?** It\'s client-only — …", "Runtime resizing with an image CDN (imgix, Cloudinary) would …, but …", a sentence after "…, not adapter-vercel" that speaks of Vercel is its reason, and the option after it is read too', () => {
  assert.deepEqual(
    rejected("I set the signup form up with Superforms. It keeps working without JavaScript.\n\n**Why not Felte?** It's client-only, so with scripts blocked the form does nothing."),
    [{ option: 'Felte', reason: "It's client-only, so with scripts blocked the form does nothing" }],
  );
  assert.deepEqual(
    options('Avatars are resized at upload time by a worker. On-the-fly resizing through an image proxy (imgproxy, Thumbor) would handle any size, but we only ever show two sizes.'),
    ['On-the-fly resizing through an image proxy (imgproxy, Thumbor)'],
  );
  assert.deepEqual(
    rejected("Hosting: **Fly.io** machines in Frankfurt, not Cloudflare Workers. The job runner spawns ffmpeg, and a Workers isolate can't start processes. Deno Deploy isn't an option either since it can't either."),
    [
      { option: 'Cloudflare Workers', reason: "The job runner spawns ffmpeg, and a Workers isolate can't start processes" },
      { option: 'Deno Deploy', reason: "isn't an option either since it can't either" },
    ],
  );
});

test('found by hand in a Laravel app (Codex): "Z would have worked too; at our … it would cost more …" and "Z packages like W came up in the issue thread; …" turn Z down', () => {
  assert.deepEqual(
    rejected('Error tracking is Sentry with the Laravel SDK. Bugsnag would have worked too; at our event volume it would cost twice as much.'),
    [{ option: 'Bugsnag', reason: 'at our event volume it would cost twice as much' }],
  );
  assert.deepEqual(
    options('For feature flags I went with Laravel Pennant. Flag services like LaunchDarkly came up in the planning doc; a per-seat bill for five flags was the reason we said no.'),
    ['Flag services like LaunchDarkly'],
  );
});

test('found by hand in a data pipeline (Gemini CLI): "I replaced X with Y." then a measured gain decides; "Z was on the shortlist, but …" opening the next paragraph joins the decision; "… over a Postgres warehouse because …, while Postgres needed …" is one option', () => {
  assert.deepEqual(options('I replaced the lodash calls in `src/utils` with native array methods. The bundle went from 412 kB to 371 kB.'), ['lodash calls']);
  const [d, ...more] = extractDecisions(
    'Events now land in ClickHouse, and the dashboards query it directly. I picked ClickHouse over an Elasticsearch cluster because the queries are aggregations over 2B rows, which ClickHouse answers in under a second while Elasticsearch needed 40 s.\n\nBigQuery was on the shortlist, but the finance team wanted no usage-based bill.',
  );
  assert.equal(more.length, 0);
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['Elasticsearch cluster', 'BigQuery']);
});

test('found by hand in a Rust CLI (Windsurf): "Z would have been the middle ground; I skipped it because …" right after a decision, and "Our old hand-written release workflow only built Linux binaries, …"', () => {
  const config = rejected('Config is read with `serde` into one struct, not the `config` crate. `figment` would have been the middle ground; I skipped it because its provider chain is more than one TOML file needs.');
  assert.deepEqual(config.map((r) => r.option), ['the config crate', 'figment']);
  assert.equal(config[1].reason, 'its provider chain is more than one TOML file needs');
  assert.deepEqual(
    options('Installers are built by GoReleaser now, from `.goreleaser.yaml`. Our old hand-written Makefile target only built amd64 binaries, and the arm64 users compiled from source.'),
    ['hand-written Makefile target'],
  );
});

test('found by hand in a Flutter app (Antigravity): "The old `Navigator.push` calls scattered across 30 widgets made deep links impossible", "…, and Chopper\'s code generation felt like a second build_runner setup …"', () => {
  assert.deepEqual(
    options('Routing now goes through auto_route with generated routes. The old `Navigator.pushNamed` strings spread across 40 screens made typed arguments impossible.'),
    ['Navigator.pushNamed strings spread across 40 screens'],
  );
  assert.deepEqual(
    options("HTTP is `dio` with an interceptor. The `http` package would need retries wrapped around every call by hand, and Chopper's code generation felt like a second build_runner setup next to Riverpod's."),
    ['http package', 'Chopper'],
  );
});

test('found by hand in an Electron app (Claude Code): after options, a recommendation and "yes go ahead", the response carrying out "SQLite FTS5" by "FTS5" alone is the decision\'s context, not a second memory', () => {
  const offeredSearch = 'Two ways to do the search:\n\n1. **Postgres GIN** index on a tsvector column — no new service.\n2. **Typesense** — typo tolerance, but another service to run.\n\nI\'d recommend GIN. Should I go ahead?';
  const found = extractDecisions('Search now uses a GIN index (`products_search_idx`) kept in sync by a trigger on `products`; typing in the search box queries it with `websearch_to_tsquery`.', 'yes go ahead', { response: offeredSearch });
  assert.equal(found.length, 1);
  assert.match(found[0].content, /The user agreed: "yes go ahead"/);
  assert.match(found[0].context ?? '', /products_search_idx/);
  // (A sentence that names only a plain word of the name, "Postgres", is not read as carrying it out.)
  const other = extractDecisions('Logging now uses Postgres (`pg_stat_statements`) kept on by the config; slow queries over 500 ms are logged.', 'yes go ahead', { response: offeredSearch });
  assert.equal(other.length, 2);
});

test('responses-39, after its round: "X quoted $30k a year …, and Y\'s SDK lacked …" turns both down; an option said again by its initials is no second one; "CI is green again after …; …" is a status', () => {
  assert.deepEqual(
    options("Error tracking goes to GlitchTip, self-hosted. Sentry quoted $12k a year for our event volume, and Rollbar's SDK lacked source map uploads for our bundler."),
    ['Sentry', 'Rollbar'],
  );
  assert.deepEqual(options("Ruled out a content delivery network for the admin panel: it's only used from the office VPN, and a CDN would add another bill for nothing."), ['content delivery network']);
  assert.deepEqual(options("We decided against single sign-on for the beta: twelve users don't need it, and SSO would need a SAML setup per customer."), ['single sign-on']);
  assert.deepEqual(extractDecisions('CI is green again after the runner image update; the Node 22 job had been failing on a pnpm store restored from Node 20.'), []);
});

test('responses-40, after its round: "X inside … pulled in 40 MB … and got the pod OOM-killed", a replacement with where before its colon, a table of options then "We\'ll go with …", "The X we used to write by hand had already drifted", "… is steep", "Having … made … risky", an offer "I could …", a kind refused then named ones, a profile\'s share, "worked until we needed …, and Y priced us per …"', () => {
  assert.deepEqual(
    options('I moved thumbnail rendering to imgproxy, running as a sidecar. Sharp inside the web container pulled in 40 MB of native binaries and got the pod OOM-killed during the sale.'),
    ['Sharp'],
  );
  assert.deepEqual(options('Replaced `moment` with `dayjs` throughout the admin app: moment is in maintenance mode and doubles the bundle.'), ['moment']);
  const table = extractDecisions(
    "Here are the queue options:\n\n| Option | Pros | Cons |\n|---|---|---|\n| RabbitMQ | mature | another broker to run |\n| SQS | managed | ties us to AWS |\n| pg-boss | uses our Postgres | slower at high volume |\n\nWe'll go with pg-boss. Our volume is a few thousand jobs a day.",
  );
  assert.deepEqual(table.map((c) => c.decision?.rejected?.map((r) => [r.option, r.reason])), [[['RabbitMQ', 'another broker to run'], ['SQS', 'ties us to AWS']]]);
  assert.deepEqual(options('The API types are generated from the OpenAPI spec now. The DTO classes we used to write by hand had already drifted from the server twice.'), ['DTO classes']);
  assert.deepEqual(options("**Bundler**: Vite. Webpack was more than we need, and Parcel's learning curve is steep for a team of three."), ['Webpack', 'Parcel']);
  assert.deepEqual(
    options('Seeding is a post-deploy job now. Having every replica seed on startup made deploys risky, because two replicas could insert the same rows.'),
    ['Having every replica seed on startup'],
  );
  assert.deepEqual(extractDecisions('I could move the session store to Redis; it would cut login latency a bit. Should I?'), []);
  const [refused, ...more] = extractDecisions(
    "I'd rather not add a state library for this. The cart lives in a React context with a reducer. Redux Toolkit is a lot of ceremony for four actions, and Zustand was tempting, but nobody here has used it.",
  );
  assert.equal(more.length, 0);
  assert.ok(refused.content.startsWith("I'd rather not add a state library for this. The cart lives"));
  assert.deepEqual(refused.decision?.rejected?.map((r) => r.option), ['Redux Toolkit', 'Zustand']);
  assert.deepEqual(options("Metrics are emitted with OpenTelemetry from now on. The flame graph showed StatsD's client taking 9 % of CPU on the hot path."), ['StatsD']);
  assert.deepEqual(
    options("Search: we're on Typesense now. Rolling our own with Postgres trigrams worked until we needed typo tolerance, and Algolia priced us per request, which doesn't fit our traffic."),
    ['Rolling our own with Postgres trigrams', 'Algolia'],
  );
});

test('found by hand in a Go payments service and its ML side (Claude Code): "REST with JSON kept losing …", "Collecting the PAN ourselves would put us in SAQ D", "We used to trust X, which broke …", a sized type, "were visible to anyone", "A fixed 1-second retry made every client hammer …", "No ORM: …"', () => {
  assert.deepEqual(
    options('Settled on gRPC between the ledger and the payments service; REST with JSON kept losing precision on amounts because the gateway parsed them as floats.'),
    ['REST with JSON'],
  );
  assert.deepEqual(
    options('Card numbers never touch our servers: the checkout page uses Stripe Elements, so we stay in PCI SAQ A. Collecting the PAN ourselves would put us in SAQ D, which is a full audit every year.'),
    ['collecting the PAN ourselves'],
  );
  assert.deepEqual(
    options('Webhooks from the card processor are verified with their HMAC signature before anything else runs. We used to trust the source IP allowlist, which broke the day they added a new region.'),
    ['source IP allowlist'],
  );
  assert.deepEqual(options('Amounts are stored as int64 minor units everywhere. float64 was what the prototype used, and it rounded a 0.1 + 0.2 refund to 0.30000000000000004.'), ['float64']);
  assert.deepEqual(options('Secrets are read from Vault at startup with the Kubernetes auth method. Env vars in the deployment manifest were visible to anyone with kubectl describe.'), ['Env vars']);
  assert.deepEqual(
    options('The retry policy is exponential backoff with jitter, capped at 5 attempts. A fixed 1-second retry made every client hammer the processor in lockstep during the March outage.'),
    ['fixed 1-second retry'],
  );
  assert.deepEqual(options('No ORM: the data layer is sqlc-generated code over pgx, so every query can be read and EXPLAINed.'), ['ORM']);
  // (A list entry's label with a colon is none: the name is no tool or acronym.)
  assert.deepEqual(extractDecisions("No Syncing: Your settings, files, and passwords won't be synced across devices."), []);
});

test('found by hand in a Django app (Codex): "I looked at three ways to …:" with an option named in seven words, then "I\'d go with option 2. Want me to set it up?" and a plain "yes", picks option 2; what an option says keeps its own brackets', () => {
  const previous = [
    'I looked at three ways to send the weekly digest emails:',
    '',
    "1. **Celery beat + Celery worker** — the usual Django answer, but it needs a broker (Redis or RabbitMQ) we don't run today.",
    '2. **django-q2 with the ORM broker** — uses the Postgres we already have; fine for a few thousand emails a week.',
    '3. **A management command on a system cron** — simplest, but no retries and nothing tells us if it silently stops.',
    '',
    "I'd go with option 2. Want me to set it up?",
  ].join('\n');
  const done = 'Done — django-q2 is installed with the ORM broker, and `send_weekly_digest` runs every Monday at 07:00.';
  for (const answer of ['yes', 'ok go with 2, but make sure failures are visible somewhere']) {
    const [picked, ...more] = extractDecisions(done, answer, { response: previous, question: 'how should we schedule the weekly digest?' });
    assert.equal(more.length, 0, answer);
    assert.match(picked.content, /django-q2 with the ORM broker — uses the Postgres we already have/, answer);
    assert.deepEqual(
      picked.decision?.rejected,
      [
        { option: 'Celery beat + Celery worker', reason: "the usual Django answer, but it needs a broker (Redis or RabbitMQ) we don't run today" },
        { option: 'A management command on a system cron', reason: 'simplest, but no retries and nothing tells us if it silently stops' },
      ],
      answer,
    );
  }
  // (An answer that says more than yes picks nothing by the label the response recommended.)
  assert.deepEqual(extractDecisions(done, 'yes but use cron', { response: previous }), []);
});

test('found by hand in a React Native app (Gemini CLI): "X is a plain key-value store: querying … meant …" turns X down, after a state that names a tool such as "WatermelonDB"; "The prompt is shown after … rather than at launch: asking at launch got …" decides', () => {
  assert.deepEqual(
    options('Offline drafts are kept in WatermelonDB. AsyncStorage is a plain key-value store: querying 3,000 drafts by status meant loading and parsing all of them on every screen focus.'),
    ['AsyncStorage'],
  );
  assert.deepEqual(options('Search history lives in RxDB. localStorage is just a string store; filtering 5,000 entries meant parsing every one of them on each keystroke.'), ['localStorage']);
  const [shown, ...more] = extractDecisions(
    'The notification permission prompt is shown after the user saves their first draft rather than at launch: asking at launch got a 40% denial rate in the last release.',
  );
  assert.equal(more.length, 0);
  assert.deepEqual(shown.decision?.rejected?.map((r) => r.option), ['at launch']);
});

test('found by hand in a platform repo (Claude Code): a reason "since the hand-copied values … had drifted …" turns the hand-made way down; "A manual toggle was on the list, but we\'d have to …" sets a kind aside', () => {
  assert.deepEqual(
    options('For the design tokens we generate CSS variables from a single tokens.json with Style Dictionary, since the hand-copied values in three repos had drifted to four different greys.'),
    ['hand-copied values in three repos'],
  );
  assert.deepEqual(options('I switched the tokens to Style Dictionary because the hand-written values had drifted to four greys.'), ['hand-written values']);
  assert.deepEqual(
    options("The dark theme follows the OS setting through a CSS media query. A manual toggle was on the list, but we'd have to store the choice per user and nobody asked for it."),
    ['manual toggle'],
  );
});

test('found by hand in a Rails admin (Claude Code): a "## Decisions" section after a changed-files list keeps its paragraphs apart from the list, so "I considered X, but …" under it is not the last file item\'s; a "since" of time after a perfect is no reason', () => {
  const response = [
    "I've finished the CSV import for the admin panel.",
    '',
    '## What changed',
    '',
    '- `app/imports/csv_importer.rb` — streams the file with `CSV.foreach` and inserts rows in batches of 1,000 with `insert_all`.',
    '- `app/views/admin/imports/show.html.erb` — progress bar fed by Turbo Streams.',
    '',
    '## Decisions',
    '',
    'Rows are validated with a plain Ruby validator class rather than by instantiating ActiveRecord models: building 200k `Product` objects just to call `valid?` took 9 minutes.',
    '',
    'I considered `activerecord-import`, but `insert_all` has been built in since Rails 6 and does what we need without another gem.',
  ].join('\n');
  const found = extractDecisions(response);
  assert.ok(!found.some((c) => /Turbo Streams/.test(c.content)), JSON.stringify(found.map((c) => c.content)));
  assert.deepEqual(
    found.flatMap((c) => c.decision?.rejected ?? []).find((r) => r.option === 'activerecord-import'),
    { option: 'activerecord-import', reason: 'insert_all has been built in since Rails 6 and does what we need without another gem' },
  );
});

test('found by hand in a CLI with plugins (Windsurf): "let\'s go with the wasm one, security matters more than convenience here" picks the listed option, and is not stored a second time as the user\'s own decision', () => {
  const previous = pluginOptions();
  const found = extractDecisions('Set up Extism: plugins are `.wasm` files loaded with a 50 ms fuel limit.', "let's go with the wasm one, security matters more than convenience here", { response: previous });
  assert.equal(found.length, 1, JSON.stringify(found.map((c) => c.content)));
  assert.match(found[0].content, /WASM plugins via Extism — sandboxed/);
  assert.deepEqual(found[0].decision?.rejected?.map((r) => r.option), ['JS files loaded with import()', 'Subprocess plugins over stdio']);
});

test('found by hand in a CLI with plugins (Windsurf): options laid out under "Here are the options …:" and ending "Which do you prefer?" decide nothing, though one is named in nine words', () => {
  const response = [
    'Here are the options for the plugin system:',
    '',
    '1. **Dynamic `import()` of JS files from a plugins folder** — easiest for plugin authors, but a plugin can do anything the CLI can.',
    '2. **WASM plugins via Extism** — sandboxed and language-agnostic; plugin authors need a WASM toolchain.',
    '3. **Subprocess plugins speaking JSON over stdio** — any language, isolated, but slower to start.',
    '',
    'Which do you prefer?',
  ].join('\n');
  assert.deepEqual(extractDecisions(response), []);
});

test('found by hand in an Android notes app (Claude Code): "hilt, compile time checks matter more to me" picks Hilt; a third sentence of a paragraph faults another way after the reason one was turned down for; "A plain X in Y would have been cancelled …"; "Storing them as BLOBs in Room would have bloated …"', () => {
  const previous = [
    'Two reasonable options here:',
    '',
    '1. **Hilt** — the standard on Android, compile-time checked, but it needs the KSP setup and annotations on every entry point.',
    '2. **Koin** — a plain Kotlin DSL, no code generation, but errors only show up at runtime.',
    '',
    'For an app this size either works. Which would you like?',
  ].join('\n');
  const [pick] = extractDecisions('Done — Hilt is wired up.', 'hilt, compile time checks matter more to me', { response: previous });
  assert.deepEqual(pick?.decision?.rejected?.map((r) => r.option), ['Koin']);
  assert.deepEqual(
    options(
      "Sync now runs through WorkManager, as unique periodic work every 15 minutes.\n\nI didn't use a foreground service for this. Android 14 requires a declared foreground service type and a visible notification. A plain coroutine in the ViewModel would have been cancelled as soon as the user left the screen.",
    ),
    ['foreground service', 'plain coroutine in the ViewModel'],
  );
  assert.deepEqual(
    options("Images are stored as files in the app's internal storage, and the note keeps only the relative path. Storing them as BLOBs in Room would have bloated the database and hit the 2 MB CursorWindow limit."),
    ['Storing them as BLOBs in Room'],
  );
});

test('found by hand in a Phoenix app (Codex): "…, and a bare `Task.Supervisor` loses jobs on deploy" is a second way turned down', () => {
  assert.deepEqual(
    options("Why Oban: jobs live in the same Postgres as the data. Exq would have needed Redis, which we don't run, and a bare `Task.Supervisor` loses jobs on deploy."),
    ['Exq', 'Task.Supervisor'],
  );
  assert.deepEqual(options('Webhooks go through a GenStage pipeline; Broadway was more than we need, and a plain `Task.async` loses events on restart.'), ['Broadway', 'Task.async']);
});

test('found by hand in an ML service (Gemini CLI): "Weights & Biases" is one name; a sentence after "instead of unpickling it" that speaks of a pickle is its reason, though it also praises the choice; "The OOM comes from `pd.read_csv` loading …" before the change turns it down', () => {
  assert.deepEqual(
    options("Experiment tracking runs on a self-hosted MLflow server now. Weights & Biases has the nicer UI, but it's SaaS and legal hasn't approved sending customer features to a third party."),
    ['Weights & Biases'],
  );
  const [onnx, ...more] = extractDecisions(
    "I exported the scikit-learn pipeline to ONNX and serve it with ONNX Runtime instead of unpickling it. Loading a pickle runs arbitrary code from the file, and ONNX Runtime's predictions are about 3x faster on our batch sizes. Flask was also an option, but it has no request validation built in.",
  );
  assert.equal(more.length, 0);
  assert.deepEqual(onnx.decision?.rejected?.map((r) => [r.option, r.reason?.slice(0, 45)]), [
    ['unpickling it', 'Loading a pickle runs arbitrary code from the'],
    ['Flask', 'it has no request validation built in'],
  ]);
  assert.deepEqual(
    options("The OOM comes from `pd.read_csv` loading the full 9 GB events file. I switched the feature build to Polars' lazy `scan_csv` with streaming, which keeps peak memory under 2 GB."),
    ['pd.read_csv'],
  );
});

test('found by hand in an ASP.NET Core API (Cursor): "An `IHostedService` with a `Channel<T>` was simpler, but …" keeps what it would be used with; "I didn\'t use X (Duende): since version 6 it needs …" takes the response\'s opening line as what was done, its "since" one of time', () => {
  assert.deepEqual(
    options('Invoice emails now go through Hangfire with SQL Server storage, so jobs survive restarts. An `IHostedService` with a `Channel<T>` was simpler, but anything queued in memory would vanish on every deploy.'),
    ['IHostedService with a Channel<T>'],
  );
  const [auth] = extractDecisions(
    "Authentication is set up with ASP.NET Core Identity and JWT bearer tokens.\n\nChanges:\n- `Program.cs`: `AddJwtBearer(...)` with the key from Key Vault.\n- `AuthController`: login and refresh.\n\nI didn't use IdentityServer (Duende): since version 6 it needs a commercial licence for a company our size.",
  );
  assert.ok(auth.content.startsWith('Authentication is set up with ASP.NET Core Identity'), auth.content);
  assert.deepEqual(auth.decision?.rejected?.map((r) => [r.option, r.reason]), [['IdentityServer', 'since version 6 it needs a commercial licence for a company our size']]);
});

test('found by hand in a Nuxt app (Windsurf): "X was fetching … after hydration, so …. It now uses …" turns the old way down with what it led to; "I\'d avoid Vuex at this point — …" after a paragraph that set Pinia up is one decision, the option past "at this point"', () => {
  const [page] = extractDecisions(
    'The pricing page was fetching the plans on the client after hydration, so the page rendered twice and the LCP was 3.1 s. It now uses `useAsyncData` on the server, and the plans come in the SSR payload.',
  );
  assert.deepEqual(page?.decision?.rejected, [{ option: 'fetching the plans on the client after hydration', reason: 'the page rendered twice and the LCP was 3.1 s' }]);
  const [store, ...more] = extractDecisions(
    "Pinia is the right fit here: it's the official store for Vue 3 and works with Nuxt's SSR payload. I set up `stores/dashboard.ts` with the filters and the selected date range.\n\nI'd avoid Vuex at this point — it's in maintenance mode and its TypeScript support needs a lot of manual typing.",
  );
  assert.equal(more.length, 0);
  assert.ok(store.content.startsWith('Pinia is the right fit here'), store.content);
  assert.deepEqual(store.decision?.rejected?.map((r) => r.option), ['Vuex']);
});

test('found by hand in a Go service (Antigravity): "With …, plain `http.ServeMux` was also close; I went with chi for …" turns the mux down, past the phrase that sets the scene, and is more of the chi decision before it', () => {
  const [chi, ...more] = extractDecisions(
    "I've set up routing with chi. It's a thin layer over `net/http`.\n\nGin was the obvious alternative, but its `gin.Context` leaks into every handler signature. With Go 1.22's pattern matching, plain `http.ServeMux` was also close; I went with chi for its middleware chaining and route groups.",
  );
  assert.equal(more.length, 0);
  assert.deepEqual(chi.decision?.rejected?.map((r) => r.option), ['Gin', 'Plain http.ServeMux']);
  assert.deepEqual(options('Echo was a close second; we went with chi for its middleware chaining.'), ['Echo']);
});

test('found by hand in a Rust service (Claude Code): "X sits on top of Y anyway and adds … we don\'t need"; "I kept `anyhow` out of the handlers: …"; "uses A instead of B; B …"; "X was another option, but …"; "I\'d go with SSE" + "yes" after a list of how the options compare picks "Server-Sent Events" by its initials', () => {
  assert.deepEqual(
    options("I picked SQLx over Diesel because Diesel's DSL would be a second query language for the team. SeaORM sits on top of SQLx anyway and adds an entity layer we don't need for 12 tables."),
    ['Diesel', 'SeaORM'],
  );
  assert.deepEqual(options("I kept `anyhow` out of the handlers: it erases the error type, so we couldn't map a `RowNotFound` to a 404."), ['anyhow']);
  assert.deepEqual(options('The release profile uses thin LTO instead of fat LTO; fat LTO alone took 6 minutes for a 3% smaller binary.'), ['fat LTO']);
  assert.deepEqual(options('CI caches with rust-cache.\n\nsccache was another option, but with a single runner the GitHub cache does the same job.'), ['sccache']);
  const previous = [
    "Both work with Axum. Here's how they compare for notifications:",
    '',
    '- **Server-Sent Events**: one-way, plain HTTP so it passes through our proxy and reconnects automatically.',
    "- **WebSockets**: two-way, but needs the proxy's upgrade config and we'd write our own reconnect and heartbeat.",
    '',
    "Since notifications only flow one way, I'd go with SSE. Want me to set it up?",
  ].join('\n');
  const [sse] = extractDecisions('SSE is set up.', 'yes', { response: previous });
  assert.deepEqual(sse?.decision?.rejected?.map((r) => r.option), ['WebSockets']);
});

test('found by hand in a Kubernetes platform repo (Codex): "Sealed Secrets would have put encrypted blobs in git that nobody can rotate …" turns it down', () => {
  assert.deepEqual(
    options('Secrets are synced from AWS Secrets Manager with External Secrets Operator. Sealed Secrets would have put encrypted blobs in git that nobody can rotate without the controller\'s private key.'),
    ['Sealed Secrets'],
  );
});

test('found by hand in a Kubernetes platform repo (Codex): "Flux came up as well. It does the same job, but …" after a paragraph that says how deploys go now turns Flux down, its why the second sentence\'s "but"', () => {
  const [argo, ...more] = extractDecisions(
    'Deploys now go through Argo CD, with automated sync and self-heal in staging and manual sync in prod.\n\nFlux came up as well. It does the same job, but the team wanted the Argo CD UI for seeing drift.',
  );
  assert.equal(more.length, 0);
  assert.deepEqual(argo?.decision?.rejected, [{ option: 'Flux', reason: 'the team wanted the Argo CD UI for seeing drift' }]);
  assert.ok(argo.content.endsWith('It does the same job, but the team wanted the Argo CD UI for seeing drift.'));
});

test('found by hand in an iOS app (Cursor): "CocoaPods was only there for Alamofire, …"; "AsyncImage re-downloads on every scroll because …" faults AsyncImage, not "AsyncImage re-downloads"; "Either we A or B. Which one?" then "raise it to 17" picks A', () => {
  assert.deepEqual(
    options('Dependencies are managed with Swift Package Manager only. CocoaPods was only there for Alamofire, and `URLSession` with async/await covers everything we used it for.'),
    ['CocoaPods'],
  );
  assert.deepEqual(options('Remote images load through Nuke with its disk cache. `AsyncImage` re-downloads on every scroll because it has no disk cache.'), ['AsyncImage']);
  const previous = 'The crash is `SwiftData` not being available before iOS 17. Either we raise the minimum to iOS 17 or keep a Core Data path for 16. Which one?';
  const [pick] = extractDecisions('Done — the deployment target is iOS 17.0.', 'raise it to 17', { response: previous });
  assert.deepEqual(pick?.decision?.rejected?.map((r) => r.option), ['keep a Core Data path for 16']);
  assert.ok(pick.content.startsWith('The crash is `SwiftData` not being available before iOS 17: raise the minimum'), pick.content);
  // (Said first, they have no sentence before them to introduce them.)
  const [first] = extractDecisions('Done.', 'raise it to 17', { response: 'Either we raise the minimum to iOS 17 or keep a Core Data path for 16. Which one?' });
  assert.ok(first.content.startsWith('Options weighed: raise the minimum to iOS 17; keep a Core Data path for 16.'), first.content);
  // (Two ways said in passing, with no question after them, are no options laid out.)
  assert.deepEqual(extractDecisions('Done.', 'raise it to 17', { response: 'Either we raise the minimum to iOS 17 or keep a Core Data path for 16.' }).filter((c) => c.decision?.rejected?.length), []);
});

test('responses-41, after its round: "Random X keys scattered inserts …", "For X we\'re using Y …. I did look at Z; … wasn\'t worth it", a later clause\'s "… is gone", a cause found is no decision, "a.m." ends no sentence, "We\'re not adopting Z yet. … run fine on Y", "X was fine for …, but …"', () => {
  assert.deepEqual(options('Primary keys are KSUIDs from this release on. Random UUIDv4 keys scattered inserts over the whole index and bloated it.'), ['Random UUIDv4 keys']);
  const [queue, ...others] = extractDecisions("For the cache we're using Memcached on the box we already run. I did look at Redis; a second service to patch wasn't worth it for a read-mostly cache.");
  assert.equal(others.length, 0);
  assert.ok(queue.content.startsWith("For the cache we're using Memcached"), queue.content);
  assert.deepEqual(queue.decision?.rejected?.map((r) => r.option), ['Redis']);
  assert.deepEqual(options('Payments are handled by Stripe Checkout now, and the billing table is gone.'), ['billing table']);
  assert.deepEqual(extractDecisions('Good question — the timeouts come from the proxy\'s 30-second limit, not from the database. The export takes about 40 seconds.'), []);
  const [settings] = extractDecisions(
    'Settings are one typed `settings.py` now, validated with pydantic at startup, and the scattered `os.environ` reads are gone. A missing key crashed the worker at 2 a.m. last week instead of at boot.',
  );
  assert.ok(settings.content.endsWith('at 2 a.m. last week instead of at boot.'), settings.content);
  assert.deepEqual(settings.decision?.rejected?.map((r) => r.option), ['scattered os.environ reads']);
  const [notYet] = extractDecisions("We're not adopting Kafka yet. The two services run fine on SQS, and nobody here has operated a broker.");
  assert.ok(notYet.content.endsWith('nobody here has operated a broker.'), notYet.content);
  assert.deepEqual(notYet.decision?.rejected?.map((r) => r.option), ['Kafka']);
  assert.deepEqual(
    options('The exporter streams rows with `fast-csv`. Building the whole file with `json2csv` was fine for small accounts, but the largest one ran the pod out of memory.'),
    ['Building the whole file with json2csv'],
  );
});

test('found by hand in a Spring Boot service (Claude Code): "I didn\'t publish to X straight from …: …", the sentence after "rather than JPA/Hibernate" that speaks of Hibernate is its reason, "… would be one more format for the team to learn"', () => {
  assert.deepEqual(
    rejected("I didn't publish to RabbitMQ straight from the controller: if the broker is down after the commit, the message is lost.").map((r) => [r.option, r.reason]),
    [['publish to RabbitMQ straight from the controller', 'if the broker is down after the commit, the message is lost']],
  );
  assert.deepEqual(
    rejected("I used jOOQ rather than JPA/Hibernate. Our queries are reports, and Hibernate's entity cache only gets in the way of them.").map((r) => [r.option, r.reason]),
    [['JPA/Hibernate', "Our queries are reports, and Hibernate's entity cache only gets in the way of them"]],
  );
  assert.deepEqual(options('**Migrations**: Flyway, with plain SQL files. Liquibase\'s YAML changelogs would be one more format for the team to learn.'), ['Liquibase']);
});

test('found by hand in a Laravel app (Gemini CLI): "I\'ve gone with X", "Y is a full …, and we have exactly one …", a state whose next paragraph opens on "Z was the default, but …" then "W would work too; it just means …", a plain line "What I ruled out:" over bold-labelled items, "X couldn\'t … and dropped …" faults X', () => {
  const [sanctum, ...more] = extractDecisions("For the admin API I've gone with Sanctum tokens. Passport is a full OAuth2 server, and we have exactly one client — that machinery is overhead for nothing.");
  assert.equal(more.length, 0);
  assert.ok(sanctum.content.startsWith("For the admin API I've gone with Sanctum tokens."), sanctum.content);
  assert.deepEqual(sanctum.decision?.rejected?.map((r) => r.option), ['Passport']);
  assert.deepEqual(extractDecisions("I'd have gone with Passport if we had third-party clients."), []);
  const [queue] = extractDecisions(
    'Queues are set up. Mail jobs go to Redis via Laravel Horizon, which gives us a dashboard.\n\nThe sync driver was the default, but it sent every mail inside the request and checkout waited on SMTP. SQS would work too; it just means another AWS service for local dev.',
  );
  assert.ok(queue.content.startsWith('Mail jobs go to Redis via Laravel Horizon'), queue.content);
  assert.deepEqual(queue.decision?.rejected?.map((r) => r.option), ['sync driver', 'SQS']);
  assert.deepEqual(extractDecisions('SQS would work too; it is what the other team uses.'), []);
  assert.deepEqual(
    options('I went with Typesense for product search — it is typo-tolerant.\n\nWhat I ruled out:\n- **Algolia**: the bill would be more than our hosting.\n- **Postgres full-text**: no typo tolerance.'),
    ['Algolia', 'Postgres full-text'],
  );
  assert.deepEqual(
    options('Receipts render with Gotenberg now. `wkhtmltopdf` couldn\'t handle our grid layout and dropped the logo on half the receipts.'),
    ['wkhtmltopdf'],
  );
});

test('found by hand in a data pipeline (Codex): "I\'ve set up X with Y." leads the decision after it; a state whose next list opens on "A with `tool` took 3 hours …"; a recommendation after bold-named lines with no bullets, past a line that only points ahead, takes the others as rejected when the user says yes', () => {
  const [orchestration] = extractDecisions(
    "I've set up scheduling with Prefect. Each export is a flow, so retries come for free and a failed export stops the ones after it instead of letting them send stale files.\n\nAirflow was the obvious candidate since the team knows it, but we'd have to run its scheduler and metadata DB ourselves.",
  );
  assert.deepEqual(orchestration.decision?.rejected?.map((r) => r.option), ['Airflow']);
  assert.ok(orchestration.content.startsWith("I've set up scheduling with Prefect. Each export is a flow"), orchestration.content);
  const [ingest] = extractDecisions(
    'Syncing from the MySQL replica now uses Debezium into Kafka.\n\n- Hourly full exports with `mysqldump` took 2 hours and missed deletes.\n- Fivetran would do this too, but it bills per active row.',
  );
  assert.deepEqual(ingest.decision?.rejected?.map((r) => r.option), ['Hourly full exports with mysqldump', 'Fivetran']);
  const [warehouse] = extractDecisions(
    'Done.',
    'yes, go ahead',
    {
      response: "Here's what I'd suggest for the warehouse:\n\n**ClickHouse** — fast scans, and it runs on the box we have.\n**Snowflake** — nicer for concurrency, but it bills per second with a 60-second minimum.\n\nI'd go with ClickHouse. Want me to start?",
      question: 'which warehouse?',
    },
  );
  assert.ok(warehouse.content.includes("I'd go with ClickHouse."), warehouse.content);
  assert.deepEqual(warehouse.decision?.rejected?.map((r) => r.option), ['Snowflake']);
});

test('found by hand in a Unity game (Cursor): a plain line "Why not the alternatives:" over items that open on a name and fault it; "… was causing GC spikes" faults the act; "the full 1.2 GB" names no option; "X are set up for …" leads the decision after it, and "I didn\'t keep using Y: …" opening the next paragraph joins it', () => {
  assert.deepEqual(
    rejected('Settings now load with Tomlyn into `Settings.toml`.\n\nWhy not the alternatives:\n- `YamlDotNet` is a heavy dependency for four keys.\n- Newtonsoft can\'t keep the comments players write.').map((r) => [r.option, r.reason]),
    [['YamlDotNet', 'is a heavy dependency for four keys'], ['Newtonsoft', "can't keep the comments players write"]],
  );
  assert.deepEqual(
    options("I've moved bullet spawning to an object pool. Instantiating and destroying 500 bullets a second was causing GC spikes of 5 ms."),
    ['Instantiating and destroying 500 bullets a second'],
  );
  const [assets, ...more] = extractDecisions(
    "Asset bundles are set up for the music tracks. Each album is its own bundle, so a patch is ~20 MB instead of the full 900 MB, and we can add tracks without a new build.\n\nI didn't keep using Resources.Load: everything under Resources/ is indexed at startup, which is where the slow boot came from.",
  );
  assert.equal(more.length, 0);
  assert.ok(assets.content.startsWith('Asset bundles are set up for the music tracks. Each album'), assets.content);
  assert.deepEqual(assets.decision?.rejected?.map((r) => r.option), ['Resources.Load']);
});

test('found by hand in a Terraform repo (Windsurf): "X was the other candidate. It would give us …, but …" turns X down with that reason; "I replaced X with Y." with the reason in the next sentence decides, and "`terraform plan` can\'t …" in it is a command, no option', () => {
  const [aside] = extractDecisions('Terraform Cloud was the other candidate. It would give us a UI and run history, but state would live outside our AWS account.');
  assert.deepEqual(aside.decision?.rejected?.map((r) => [r.option, r.reason]), [['Terraform Cloud', 'state would live outside our AWS account']]);
  const [iam] = extractDecisions(
    'I replaced the hand-written bucket JSON policies with `aws_iam_policy_document` data sources. The heredoc JSON had drifted from what was deployed, and `terraform plan` can\'t validate a string.',
  );
  assert.deepEqual(iam?.decision?.rejected?.map((r) => r.option), ['hand-written bucket JSON policies']);
  assert.match(iam.decision!.rejected![0].reason!, /terraform plan can't validate a string$/);
});

test('found by hand in a Flutter app (Antigravity): a step of ours, then after a semicolon "X would have kept working, but …", turns X down', () => {
  assert.deepEqual(
    rejected('Forms are on Formz now. I moved the four validators over; `flutter_form_builder` would have kept working, but it can\'t validate across fields without a custom widget.').map((r) => [r.option, r.reason]),
    [['flutter_form_builder', "it can't validate across fields without a custom widget"]],
  );
});

test('responses-42, after its round: a "## Decision" section then a paragraph faulting another way, "I tried keeping Z …, but …", "Z generated … and we lost …", "A shared Z on the wiki meant nobody knew …", "I spent two days on a Z: …, but …", "…; we turned the old Z off. Its … broke …"', () => {
  const [queue, ...others] = extractDecisions('## Decision\n\nQueue: **SQS**.\n\nRabbitMQ worked, but the cluster lost its quorum twice last year and nobody on the team knew how to recover it.');
  assert.equal(others.length, 0);
  assert.ok(queue.content.endsWith('nobody on the team knew how to recover it.'), queue.content);
  assert.deepEqual(queue.decision?.rejected?.map((r) => r.option), ['RabbitMQ']);
  const rejectedBy = (text: string) => extractDecisions(text).map((c) => [c.content.split(/(?<=\.)\s/)[0], c.decision?.rejected?.map((r) => r.option)]);
  assert.deepEqual(rejectedBy('Metrics are exported with OpenTelemetry now. I tried keeping the StatsD client behind an adapter, but histograms still lost their buckets on the way.'), [
    ['Metrics are exported with OpenTelemetry now.', ['StatsD client behind an adapter']],
  ]);
  assert.deepEqual(rejectedBy('Schema changes are plain SQL files run by goose. Alembic autogenerate produced a drop-and-add for a renamed column and we lost a week of audit rows in staging.'), [
    ['Schema changes are plain SQL files run by goose.', ['Alembic autogenerate']],
  ]);
  assert.deepEqual(
    rejectedBy('Credentials come from Vault through its agent, in CI and on laptops. A shared `secrets.yaml` on the wiki meant nobody knew which copy was current, and one ended up in a screenshot.'),
    [['Credentials come from Vault through its agent, in CI and on laptops.', ['shared secrets.yaml on the wiki']]],
  );
  assert.deepEqual(rejectedBy("For rendering we're staying on Skia. I spent two days on a Vulkan backend: it was faster on the big scenes, but it crashed on half the test laptops."), [
    ["For rendering we're staying on Skia.", ['Vulkan backend']],
  ]);
  const [deploys] = extractDecisions('Deploys run on Argo CD now; we turned the old Spinnaker off in May. Its pipelines broke on every upgrade.');
  assert.deepEqual(deploys.decision?.rejected, [{ option: 'Spinnaker', reason: 'Its pipelines broke on every upgrade' }]);
});

test('found by hand in a Django app (Claude Code): "I avoided X even though …" names X alone; "Results aren\'t stored: …" turns no "Results" down', () => {
  assert.deepEqual(
    extractDecisions('I avoided `node-cron` even though it needs no extra service at all — it runs inside every web process and would fire each job once per replica.').map((c) => c.decision?.rejected?.map((r) => r.option)),
    [['node-cron']],
  );
  const found = extractDecisions(
    "I've moved the invoice PDFs to a background job.\n\n**What changed**\n- `billing/tasks.py`: `render_invoice` is a Celery task now.\n- The broker is Redis (the instance we already use for caching). RabbitMQ would be the more \"proper\" broker, but it's one more service in docker-compose for a queue that sees 300 jobs a day.\n- Results aren't stored: `ignore_result=True`. The task writes the PDF to S3 and emails the link, so there's nothing to fetch from a result backend.",
  );
  assert.deepEqual(
    found.flatMap((c) => c.decision?.rejected?.map((r) => r.option) ?? []),
    ['RabbitMQ'],
  );
});

test('found by hand in a SvelteKit app (Codex), a Ktor service (Gemini CLI), a Rails app (Windsurf) and a Tauri app (Antigravity): "… stored as a hash so …"; "X works with Y, but …"; "Options we considered:" over named items; "X was simpler still; …" after a short paragraph of what is used', () => {
  const [tokens] = extractDecisions("Password reset tokens are 32 random bytes, stored as a SHA-256 hash so a leaked backup can't be used to reset anyone's password.");
  assert.ok(tokens?.content.startsWith('Password reset tokens are 32 random bytes'), tokens?.content);
  const [config] = extractDecisions('Config parsing uses `hoplite`. Jackson works with Kotlin, but it needs the Kotlin module and reflection, and it silently turned missing fields into nulls.');
  assert.deepEqual(config.decision?.rejected?.map((r) => r.option), ['Jackson']);
  const [cache, ...more] = extractDecisions(
    "I've added caching to the pricing API.\n\nIt uses Redis with a 60-second TTL per plan, keyed by currency. With the cache warm the endpoint answers in 4 ms.\n\nOptions we considered:\n- Memcached is lighter and already on the old VMs, but it has no per-key TTL inspection and we'd run a second cache.\n- Varnish gives us HTTP caching for free, but the API sits behind the load balancer's TLS and we'd need another hop.",
  );
  assert.equal(more.length, 0);
  assert.ok(cache.content.startsWith("Decision: I've added caching to the pricing API. It uses Redis"), cache.content);
  assert.deepEqual(cache.decision?.rejected?.map((r) => r.option), ['Memcached', 'Varnish']);
  const [drafts, ...others] = extractDecisions(
    "Drafts are kept in the browser's OPFS through `sqlite-wasm`. Each draft is a row with its JSON body; images are blobs in a second table.\n\nI considered localStorage first — it needs no library — but its 5 MB cap is hit by two drafts with images. A plain JSON file per draft was simpler still; listing 2,000 of them on startup wasn't going to be fast.",
  );
  assert.equal(others.length, 0);
  assert.ok(drafts.content.startsWith("Drafts are kept in the browser's OPFS"), drafts.content);
  assert.deepEqual(drafts.decision?.rejected?.map((r) => r.option), ['localStorage', 'plain JSON file per draft']);
});

test('found by hand in a Go service (Claude Code): "Pushing to X was the previous setup; …" turns that way down; "Switched the logger to Zap with …: …. `slog` calls now go through `zapslog` …" after "actually let\'s use zap …" is the user\'s decision carried out', () => {
  const [metrics] = extractDecisions('For metrics, the service exposes `/metrics` for Prometheus. Pushing to Graphite was the previous setup; the carbon relay fell over under load, and we lost a day of latency numbers.');
  assert.deepEqual(metrics.decision?.rejected?.map((r) => r.option), ['Pushing to Graphite']);
  const found = extractDecisions(
    'Switched the logger to Zap with a sampling core: the first 50 entries per second per message are kept. `slog` calls in the handlers now go through `zapslog`, so the call sites stay as they are.',
    "actually let's use zap for logging, the debug logs are too noisy without sampling",
    { response: "Logging uses the standard library's `log/slog` with the JSON handler. Zap is faster in benchmarks, but at our volume the difference is noise, and slog needs no dependency.", question: 'set up logging' },
  );
  assert.deepEqual(found.map((d) => d.content), ["actually let's use zap for logging, the debug logs are too noisy without sampling"]);
});

test('found by hand in an ML service (Codex): a table of options whose verdicts say what is wrong with the rows beside the one chosen turns them down', () => {
  const [chosen, ...others] = extractDecisions(
    'Settled: features are computed in the warehouse and served from Redis.\n\n| Option | Latency (p99) | Verdict |\n|---|---|---|\n| Feast + Redis | 4 ms | too much machinery for 30 features |\n| dbt + Redis | 3 ms | chosen |\n| Query BigQuery per request | 900 ms | too slow for ranking |\n| Bigtable | 6 ms | later, if we pass 1M users |',
  );
  assert.equal(others.length, 0);
  assert.equal(chosen.decision?.chosen, 'dbt + Redis');
  assert.deepEqual(chosen.decision?.rejected, [
    { option: 'Feast + Redis', reason: 'too much machinery for 30 features' },
    { option: 'Query BigQuery per request', reason: 'too slow for ranking' },
  ]);
});

test('found by hand in a React Native app (Antigravity): "I looked at X first." with its why in the next sentence ("Its sync needs …"); "X was never an option here: …"', () => {
  const found = extractDecisions(
    "Offline mode for the delivery app is in.\n\n- Orders are stored in WatermelonDB and synced when the device is back online.\n\n## Notes\n\n- I looked at PouchDB first. Its sync needs CouchDB on the server, which means a second database next to Postgres.\n- AsyncStorage was never an option here: it's a key-value store with a 6 MB cap on Android.",
  );
  const rejected = found.flatMap((c) => c.decision?.rejected ?? []);
  assert.deepEqual(
    rejected.map((r) => [r.option, r.reason?.split(/[,:]/)[0]]),
    [
      ['PouchDB', 'Its sync needs CouchDB on the server'],
      ['AsyncStorage', "it's a key-value store with a 6 MB cap on Android"],
    ],
  );
});

test('found by hand in an Airflow project (Claude Code): "X came up too." with its why in the next sentence, opening on "It"', () => {
  const [format, ...others] = extractDecisions(
    "Why JSON Lines and not CSV: the loader streams it line by line, and CSV kept breaking on addresses with embedded newlines.\n\nXML came up too. It's easier to validate against a schema, which nobody asked for, and every consumer would need a parser.",
  );
  assert.equal(others.length, 0);
  assert.deepEqual(format.decision?.rejected?.map((r) => [r.option, r.reason?.slice(0, 20)]), [
    ['CSV', 'the loader streams i'],
    ['XML', "It's easier to valid"],
  ]);
});

test('found by hand in a Phoenix app (Codex): a list item that turns an option down with no reason ("- I didn\'t add a CDN yet.") takes its next sentence as the reason, whatever it calls the option, and the list goes on', () => {
  const [list, ...others] = extractDecisions(
    "Search is done.\n\nA few things I decided along the way:\n\n1. Elasticsearch was my first pick, but it needs a cluster of its own; Postgres full-text search covers our 8k products.\n2. I didn't add a cache yet. Redis in front of the query is a small change once traffic justifies it, and right now a search takes 12 ms.\n3. The search box waits 250 ms after the last keystroke so a fast typist doesn't fire a query per letter.",
  );
  assert.equal(others.length, 0);
  assert.deepEqual(list.decision?.rejected?.map((r) => [r.option, r.reason?.slice(0, 24)]), [
    ['Elasticsearch', 'it needs a cluster of it'],
    ['cache', 'Redis in front of the qu'],
  ]);
  assert.ok(list.content.endsWith("doesn't fire a query per letter."), list.content);
});

test('responses-43, after its round: "We had X in Y, but …" after a state; "modelling that as X … is how …"; "`x` does …, which broke …"; a table of options then "Y it is: …"; "The shared X meant …"; "Decided against X …. …, and plain Y gives them exactly that."; a build red because of … is no decision; "X did … ; Y does …"', () => {
  const rejectedBy = (text: string) => extractDecisions(text).map((c) => [c.content.split(/(?<=\.)\s/)[0], c.decision?.rejected?.map((r) => r.option)]);
  assert.deepEqual(rejectedBy('The staging dashboards are behind Tailscale now. We had basic auth in Caddy, but the password lived in a Slack thread and nobody changed it after the contractors left.'), [
    ['The staging dashboards are behind Tailscale now.', ['basic auth']],
  ]);
  assert.deepEqual(rejectedBy('I chose Temporal for the refund flow. It waits on a bank callback for up to a week, and modelling that as Sidekiq jobs plus a state column is how the old payout code lost two refunds last year.'), [
    ['I chose Temporal for the refund flow.', ['Sidekiq jobs plus a state column']],
  ]);
  const [settings] = extractDecisions('Settings are read with `envconfig` now; `godotenv` trims every value, which broke our base64 keys that end in spaces.');
  assert.deepEqual(settings.decision?.rejected, [{ option: 'godotenv', reason: 'trims every value, which broke our base64 keys that end in spaces' }]);
  const [runner, ...more] = extractDecisions('| Option | p95 | Cost / month |\n|---|---|---|\n| Fargate | ~400 ms | $40 |\n| App Runner | ~250 ms | $55 |\n\nApp Runner it is: the slower scale-up on Fargate would hit the Monday-morning import.');
  assert.equal(more.length, 0);
  assert.ok(runner.content.includes('App Runner it is'), runner.content);
  assert.deepEqual(runner.decision?.rejected, [{ option: 'Fargate', reason: 'the slower scale-up on Fargate would hit the Monday-morning import' }]);
  assert.deepEqual(rejectedBy("Each branch now gets its own database from Neon. The shared QA database meant two branches couldn't run migrations at once, and the last one to migrate broke the other's tests."), [
    ['Each branch now gets its own database from Neon.', ['shared QA database']],
  ]);
  const [grpc] = extractDecisions("Decided against gRPC for the mobile API. The app team wants to inspect traffic in the browser's network tab, and plain JSON over HTTPS gives them exactly that.");
  assert.ok(grpc.content.endsWith('plain JSON over HTTPS gives them exactly that.'), grpc.content);
  assert.deepEqual(extractDecisions("The nightly build is red because the Gradle wrapper can't reach its mirror; their server is returning 502s. I restarted it once."), []);
  assert.deepEqual(rejectedBy('Container images are scanned by Grype now. Clair flagged every base-image package as critical, about 200 findings a build; Grype ranks them by fix availability.'), [
    ['Container images are scanned by Grype now.', ['Clair']],
  ]);
});

test('found by hand in a .NET app (Codex) and an iOS app (Gemini CLI): "I didn\'t bring in X for this. It …" and "I removed `X` from … . It …" take the "It" sentence as the reason; "… now uses X …. Y stays for the rest of the app." decides and turns no Y down; "**Why X and not Y directly?**" and its answer; "Z was not considered: …"; "…, X is the better fit." is a recommendation the user can agree to', () => {
  const [mailer] = extractDecisions('Added background email sending for invoices.\n\nI didn\'t bring in Hangfire for this. It wants its own storage tables and a dashboard, and all we need is "send after the response returns".');
  assert.deepEqual(mailer.decision?.rejected, [{ option: 'Hangfire', reason: 'It wants its own storage tables and a dashboard, and all we need is "send after the response returns"' }]);
  const [images, ...more] = extractDecisions('Image loading is now handled by Nuke with its `LazyImage` view.\n\nI removed `AsyncImage` from the feed cells. It doesn\'t cache across view recycling, so scrolling back up re-downloaded every thumbnail.');
  assert.equal(more.length, 0);
  assert.deepEqual(images.decision?.rejected, [{ option: 'AsyncImage', reason: "It doesn't cache across view recycling, so scrolling back up re-downloaded every thumbnail" }]);
  const [reports] = extractDecisions('Data access for the reporting pages now uses Dapper with hand-written SQL. EF Core stays for the rest of the app.\n\nThe aggregate report was generating a 400-line query.');
  assert.ok(reports.content.endsWith('EF Core stays for the rest of the app.'), reports.content);
  assert.deepEqual(reports.decision?.rejected, []);
  const [storage] = extractDecisions('**What changed**\n* `FeedStore.swift`: persists the last 200 posts.\n\n**Why SwiftData and not Core Data directly?** The app targets iOS 17+, so SwiftData is available, and the `@Model` macro removes about 300 lines of boilerplate. Realm was not considered: it\'s a third-party binary and MongoDB has deprecated Atlas Device Sync.');
  assert.ok(storage.content.startsWith('Why SwiftData and not Core Data directly?'), storage.content);
  assert.deepEqual(storage.decision?.rejected?.map((r) => r.option), ['Core Data', 'Realm']);
  const offer = 'Two realistic paths:\n\n* **TelemetryDeck** — privacy-first, signals are anonymised on device.\n* **Firebase Analytics** — richer funnels, but it pulls in the Firebase SDK (~8 MB).\n\nGiven the privacy label you want, TelemetryDeck is the better fit. Want me to wire it up?';
  assert.deepEqual(extractDecisions(offer), []);
  const [analytics] = extractDecisions('TelemetryDeck is wired up in `AppDelegate.swift`.', 'yes do it', { response: offer, question: 'what analytics should we use' });
  assert.ok(analytics.content.includes('TelemetryDeck is the better fit'), analytics.content);
  assert.deepEqual(analytics.decision?.rejected?.map((r) => r.option), ['Firebase Analytics']);
});

test('found by hand in a Helm chart (Cursor): "X already runs Y, so I used it rather than Z"; what we don\'t need, in the reason of "instead of X because …", is no option; "I looked at X for …." with "It\'s a good fit for …, not for …" as its why, led by the paragraph before; "X was the older way; …"', () => {
  const [ingress, tls] = extractDecisions('## Notes\n\nThe cluster already runs ingress-nginx, so I used it rather than installing Traefik. I went with HTTP-01 instead of DNS-01 because we don\'t have an API token for the DNS provider, and we don\'t need wildcard certificates.');
  assert.deepEqual(ingress.decision?.rejected?.map((r) => r.option), ['installing Traefik']);
  assert.deepEqual(tls.decision?.rejected, [{ option: 'DNS-01', reason: "we don't have an API token for the DNS provider, and we don't need wildcard certificates" }]);
  const [scaling, ...more] = extractDecisions('Autoscaling is in place: `templates/hpa.yaml` scales the API between 3 and 12 replicas on CPU at 70 %.\n\nI looked at KEDA for scaling on the SQS queue depth. It\'s a good fit for the worker, not for the API, which is request-driven.');
  assert.equal(more.length, 0);
  assert.ok(scaling.content.startsWith('Autoscaling is in place'), scaling.content);
  assert.deepEqual(scaling.decision?.rejected, [{ option: 'KEDA', reason: "It's a good fit for the worker, not for the API, which is request-driven" }]);
  const [published] = extractDecisions("The chart is published to the GitHub Container Registry as an OCI artifact by the release workflow.\n\nA separate chart repo on GitHub Pages was the older way; with OCI support in Helm 3.8+ there's no `index.yaml` to keep in sync.");
  assert.ok(published.content.startsWith('The chart is published'), published.content);
  assert.deepEqual(published.decision?.rejected?.map((r) => r.option), ['separate chart repo on GitHub Pages']);
});

test('found by hand in a Nuxt app (Windsurf) and a geodata CLI (Antigravity): "I kept it as a … store because …" leads with what it points back to; "X was the lighter option, but …" turns X down once, its why after the "but"; "Why not X directly: …"; a state whose next paragraph opens "Previously …, which made … fail" takes that old way in; "…: I chose X." then, past a table, a paragraph faulting two others', () => {
  const [store] = extractDecisions("I've set up state management for the cart with Pinia.\n\nThe store lives in `stores/cart.ts` and persists to `localStorage` through `pinia-plugin-persistedstate`, so the cart survives a reload. I kept it as a setup store (the `defineStore('cart', () => { ... })` form) because it reads like the composables the rest of the app already uses.\n\n`useState` from Nuxt was the lighter option, but it has no devtools timeline and no plugin for persistence.");
  assert.ok(store.content.startsWith("I've set up state management for the cart with Pinia."), store.content);
  assert.deepEqual(store.decision?.rejected, [{ option: 'useState', reason: 'it has no devtools timeline and no plugin for persistence' }]);
  const [cli] = extractDecisions('The CLI is built on Typer now. I ported the four `argparse` subcommands and kept their flags identical.\n\nWhy not Click directly: Typer is Click underneath, and the type hints give us `--help` text for free.');
  assert.ok(cli.content.startsWith('The CLI is built on Typer now.'), cli.content);
  assert.deepEqual(cli.decision?.rejected, [{ option: 'Click', reason: 'Typer is Click underneath, and the type hints give us --help text for free' }]);
  const found = extractDecisions("Reprojection now goes through `pyproj` with a cached `Transformer` per CRS pair.\n\nPreviously each feature called `osgeo.osr` through GDAL's Python bindings, which made `pip install` fail on every machine without system GDAL headers.");
  assert.equal(found.length, 1);
  assert.deepEqual(found[0].decision?.rejected, [{ option: "osgeo.osr through GDAL's Python bindings", reason: 'which made pip install fail on every machine without system GDAL headers' }]);
  const [format, ...more] = extractDecisions('Output format for the export step: I chose GeoParquet.\n\n| Format | Size |\n|---|---|\n| Shapefile | 410 MB |\n| GeoJSON | 1.9 GB |\n| GeoParquet | 180 MB |\n\nShapefile truncates our field names, and GeoJSON is ten times the size.');
  assert.equal(more.length, 0);
  assert.deepEqual(format.decision?.rejected?.map((r) => r.option), ['Shapefile', 'GeoJSON']);
});

test('found by hand in an Android app (Claude Code): "X over Y … — … instead of crashing …" turns Y down, not what the reason set against; "… instead of Y. Two reasons:" then a numbered list takes the items in as its reasons, and "…, so Z goes away too" turns Z down', () => {
  const [di] = extractDecisions("I went with Hilt over Koin mainly for the compile-time graph validation — a missing binding fails the build instead of crashing at runtime on a user's device.");
  assert.deepEqual(di.decision?.rejected, [{ option: 'Koin', reason: "a missing binding fails the build instead of crashing at runtime on a user's device" }]);
  const [network, ...more] = extractDecisions('Network calls now use Ktor Client instead of Retrofit. Two reasons:\n\n1. The shared module for the iOS app can reuse the same client code — Retrofit is JVM-only.\n2. Kotlinx Serialization is already what we use for the cached JSON, so Moshi goes away too.\n\n`NetworkModule.kt` now provides an `HttpClient` with a 30 s request timeout.');
  assert.equal(more.length, 0);
  assert.ok(network.content.includes('Retrofit is JVM-only'), network.content);
  assert.deepEqual(network.decision?.rejected, [
    { option: 'Retrofit', reason: 'The shared module for the iOS app can reuse the same client code — Retrofit is JVM-only' },
    { option: 'Moshi', reason: 'Kotlinx Serialization is already what we use for the cached JSON, so Moshi goes away too' },
  ]);
});

test('found by hand in a Spark job (Codex): "… now writes X instead of plain Y." with "… used to mean …" as Y\'s why; "- Z was a close second." with its why in the next sentence; "X is done with Y …" whose next paragraph says "We were using Z … before." and "It …" turns Z down', () => {
  const [tables, ...more] = extractDecisions("Summary\n\n- The daily aggregation job now writes Delta tables instead of plain Parquet directories. Late-arriving events used to mean rewriting whole partitions by hand; with Delta we `MERGE` them in.\n- Iceberg was a close second. The deciding factor was that our runtime has Delta built in, while Iceberg would need a separate catalog service.");
  assert.equal(more.length, 0);
  assert.deepEqual(tables.decision?.rejected, [
    { option: 'plain Parquet directories', reason: 'Late-arriving events used to mean rewriting whole partitions by hand; with Delta we MERGE them in' },
    { option: 'Iceberg', reason: 'The deciding factor was that our runtime has Delta built in, while Iceberg would need a separate catalog service' },
  ]);
  const [schema] = extractDecisions('Schema enforcement for the raw events is done with a Spark `StructType` checked at read time.\n\nWe were using `inferSchema` on the JSON before. It guessed `amount` as a long on some days and as a double on others, and the union of two days failed.');
  assert.deepEqual(schema.decision?.rejected, [{ option: 'inferSchema', reason: 'It guessed amount as a long on some days and as a double on others, and the union of two days failed' }]);
});

test('found by hand in a FastAPI service (Claude Code): "I stayed away from `x`. It …, but …" turns x down, led by the one-sentence paragraph before it; "**Not done:** no X yet — …" puts X off with its reason', () => {
  const [settings] = extractDecisions('Settings are loaded with `pydantic-settings` from environment variables.\n\nI stayed away from `dynaconf`. It supports every format under the sun, but we only have env vars, and its layered merging made it hard to tell which value won.');
  assert.ok(settings.content.startsWith('Settings are loaded with pydantic-settings'), settings.content);
  assert.deepEqual(settings.decision?.rejected, [{ option: 'dynaconf', reason: 'we only have env vars, and its layered merging made it hard to tell which value won' }]);
  // (What we kept away from "for now", a thing of the work with "the", is no option: a step, not a choice.)
  assert.deepEqual(extractDecisions('I stayed away from the hot path for now and only changed the logging.'), []);
  const [, queue] = extractDecisions("I've implemented the webhook receiver.\n\n**Key decisions:**\n- **Processing**: the endpoint only validates and enqueues to an `arq` job. Processing inline timed out on large orders.\n\n**Not done:** no dead-letter queue yet — failed jobs stay in Redis with their traceback, which is enough for ~300 orders/day.");
  assert.deepEqual(queue.decision?.rejected, [{ option: 'dead-letter queue', reason: 'failed jobs stay in Redis with their traceback, which is enough for ~300 orders/day' }]);
});

test('found by hand in a Svelte app (Gemini CLI): a decision under a "**Reasoning:**" line is led by the one-sentence paragraph above that line', () => {
  const [auth, ...more] = extractDecisions('I have updated the authentication flow to use Supabase Auth with magic links.\n\n**Reasoning:**\nThe previous implementation stored bcrypt hashes in our own `users` table. Moving to Supabase Auth removes about 400 lines of code. Auth0 was also evaluated; it would have worked, but its free tier caps at 7,500 active users.');
  assert.equal(more.length, 0);
  assert.ok(auth.content.startsWith('I have updated the authentication flow to use Supabase Auth with magic links. The previous implementation'), auth.content);
  assert.deepEqual(auth.decision?.rejected?.map((r) => r.option), ['Auth0']);
});

test('found by hand in an ML project (Cursor): "**Option A — weighted loss.** Pass …" names the option up to the bold\'s end; the response carrying out the pick by an identifier of the option\'s own line ("Done — the loss now uses `pos_weight=32.3` …") is the pick\'s context, not a second memory', () => {
  const offer = 'Two reasonable ways to handle the class imbalance:\n\n**Option A — weighted loss.** Pass `pos_weight` to `BCEWithLogitsLoss`. One line in the training step.\n\n**Option B — oversampling with `WeightedRandomSampler`.** Epochs get longer and the model can overfit the few positives.\n\nWhich would you prefer?';
  const found = extractDecisions('Done — the loss now uses `pos_weight=32.3`, computed in `data.py`. Validation PR-AUC went from 0.41 to 0.57.', 'go with A', { response: offer });
  assert.equal(found.length, 1);
  assert.deepEqual(found[0].decision?.rejected?.map((r) => r.option), ['oversampling with WeightedRandomSampler']);
  assert.ok(found[0].context?.includes('pos_weight=32.3'), JSON.stringify(found[0]));
});

test('found by hand in an Electron app (Windsurf): "X moved from `y` (one JSON file) to Z …" with its reason in the next sentence decides, the bracket no part of the move', () => {
  const [storage] = extractDecisions('Local storage moved from `electron-store` (one JSON file) to SQLite via `better-sqlite3` in the main process. With ~12k notes the JSON file was 40 MB and every save rewrote all of it, which froze the window for half a second.');
  assert.ok(storage.content.endsWith('which froze the window for half a second.'), storage.content);
  assert.deepEqual(storage.decision?.rejected?.map((r) => r.option), ['electron-store']);
});

test('found by hand in a Rust service (Antigravity): under "## Design choices" the items are choices made, not options offered; "**X are Y, not Z.**" with the next sentence faulting Z decides; "**Considered and rejected: X.**" with its why next is an item of its own; "X was the other route we discussed." joins the decision before it, its reason left open', () => {
  const found = extractDecisions("## Design choices\n- **Codes are random, not sequential.** Sequential IDs would let anyone enumerate every link we've shortened.\n- **Redirects are 302, not 301.** Browsers cache 301s forever, so a link whose target we change would keep redirecting.\n- **Considered and rejected: Diesel.** Its DSL is heavier than we need for four queries.");
  assert.deepEqual(found.map((c) => c.decision?.rejected), [
    [{ option: 'sequential', reason: "Sequential IDs would let anyone enumerate every link we've shortened" }],
    [{ option: '301', reason: 'Browsers cache 301s forever, so a link whose target we change would keep redirecting' }],
    [{ option: 'Diesel', reason: 'Its DSL is heavier than we need for four queries' }],
  ]);
  assert.deepEqual(extractDecisions("It's a bug, not a feature. Nobody would ship it on purpose."), []);
  const [limits] = extractDecisions('Rate limiting is applied per IP with `tower_governor` on `POST /links` only (10 per minute); redirects are not limited.\n\nAn nginx `limit_req` zone was the other route we discussed.');
  assert.deepEqual(limits.decision?.rejected, [{ option: 'nginx limit_req zone' }]);
});

test('found by hand in firmware (Codex): a flag faulted ("-O2 pushed the image over the 256 KB flash") is an option; "we dropped sensor samples" drops no option; "I\'d stay on X." then "ok stay on x but update it" agrees, its "but update it" no "but" against it', () => {
  const [flags] = extractDecisions('Changes:\n- `CMakeLists.txt`: `-Os` for release builds; `-O2` pushed the image over the 256 KB flash.');
  assert.deepEqual(flags.decision?.rejected, [{ option: '-O2', reason: 'pushed the image over the 256 KB flash' }]);
  const [logging] = extractDecisions('Notes:\n- printf over the UART from the ISR was the first attempt at logging, but it blocked the interrupt for up to 1 ms and we dropped sensor samples.');
  assert.deepEqual(logging.decision?.rejected?.map((r) => r.option), ['printf over the UART from the ISR']);
  const advice = "The RTOS question: I'd stay on FreeRTOS. Zephyr's device tree and Kconfig would be a big learning curve for a team of two. FreeRTOS already runs on this board.";
  const found = extractDecisions('Kept FreeRTOS and upgraded it to 10.6.2 (was 10.4.3). The kernel passed the 48-hour soak test.', 'ok stay on freertos but update it', { response: advice });
  assert.equal(found.length, 1);
  assert.ok(found[0].content.startsWith("The RTOS question: I'd stay on FreeRTOS."), found[0].content);
  assert.deepEqual(found[0].decision?.rejected?.map((r) => r.option), ['Zephyr']);
});

test('found by hand in a CRM app (Claude Code): a "**Trade-off:**" paragraph right after a decision is more of it; "A synchronous import in the request handler was fine for …; … hit … timeout" after "I\'ve moved X to a background job (BullMQ) with progress reported over SSE" turns that way down, and "over SSE" turns nothing down', () => {
  const [table, ...more] = extractDecisions("The contacts table now virtualises rows with TanStack Virtual; scrolling 20k contacts stays at 60 fps.\n\n**Trade-off:** Ctrl+F in the browser no longer finds rows that are off-screen, so I added a search box. Pagination was tempting because it's simpler, but the sales team scrolls through the whole list during calls.");
  assert.equal(more.length, 0);
  assert.deepEqual(table.decision?.rejected?.map((r) => r.option), ['Pagination']);
  const [csv] = extractDecisions("I've moved the CSV import to a background job (BullMQ) with progress reported over SSE.\n\nA synchronous import in the request handler was fine for the 200-row test file; the real exports are 40k rows and the request hit Heroku's 30-second router timeout.");
  assert.deepEqual(csv.decision?.rejected, [{ option: 'synchronous import in the request handler', reason: "the real exports are 40k rows and the request hit Heroku's 30-second router timeout" }]);
});

test('found by hand in a Go service (Gemini CLI): a labelled item that names a tool as only software is named, with what it is for after ", so", is a decision; an everyday tip in the same shape is not', () => {
  const [tracing] = extractDecisions("I have added distributed tracing.\n\n*   **Instrumentation:** OpenTelemetry Go SDK with the `otelhttp` and `otelsql` wrappers, so every HTTP handler and SQL query becomes a span without touching the business code.");
  assert.ok(tracing?.content.startsWith('Instrumentation: OpenTelemetry Go SDK'), JSON.stringify(tracing));
  assert.deepEqual(extractDecisions('Tips:\n\n- **Make it a habit:** Try to meditate at the same time every day, so it becomes a habit.\n- **Transparency:** Watercolors are transparent, so the white of the paper will show through your paint.'), []);
});

test('found by hand in a Laravel app (Claude Code) and a Dagster pipeline (Codex): "**Why X and not the Y**" over a paragraph turns Y down; "I\'d keep the X in Y" agreed to is Y, "dbt would add …" after it turned down; "S3 would only matter once …"', () => {
  const [queue] = extractDecisions("I've set up the mail queue.\n\n**Why Redis + Horizon and not the database driver**\nThe `database` driver polls the `jobs` table every second per worker, which is constant load on the primary.");
  assert.deepEqual(queue?.decision?.rejected?.map((r) => r.option), ['database driver']);
  const [agreed] = extractDecisions(
    'Okay, noted.',
    'agreed, keep them in dagster',
    { response: "We could, but I'd keep the transforms in Dagster assets for now. dbt would add a second project layout and a `profiles.yml` with warehouse credentials, for four SQL transforms.", question: 'why not use dbt for the transforms?' },
  );
  assert.ok(agreed?.content.includes("I'd keep the transforms in Dagster assets"), JSON.stringify(agreed));
  assert.deepEqual(agreed?.decision?.rejected, [{ option: 'dbt', reason: 'would add a second project layout and a `profiles.yml` with warehouse credentials, for four SQL transforms'.replace(/`/g, '') }]);
  const [io] = extractDecisions("- Kept Dagster's default `FilesystemIOManager` for intermediate outputs; S3 would only matter once we run on more than one machine.");
  assert.deepEqual(io?.decision?.rejected, [{ option: 'S3', reason: 'would only matter once we run on more than one machine' }]);
});

test('found by hand in a Kotlin Multiplatform app (Gemini CLI): an option of plain words turned down with no reason takes the next sentence that says its kind again ("a cache"), in a labelled item and in a list of decisions', () => {
  const [caching] = extractDecisions('### Summary of Changes\n\n*   **Caching:** I did not add a disk cache yet. The API sends `Cache-Control: no-store` on every endpoint we call, so a cache would never be hit.');
  assert.deepEqual(caching?.decision?.rejected, [{ option: 'disk cache', reason: 'The API sends Cache-Control: no-store on every endpoint we call, so a cache would never be hit' }]);
  const [listed] = extractDecisions("A couple of things I decided:\n\n1. I didn't add a disk cache yet. Redis in front of the query is a small change once traffic justifies it.\n2. Retries use exponential backoff.");
  assert.deepEqual(listed?.decision?.rejected?.map((r) => [r.option, r.reason]), [['disk cache', 'Redis in front of the query is a small change once traffic justifies it']]);
});

test('found by hand in a Terraform project (Cursor): a clause\'s opening ("For CI I added …") faults no option named "For CI I"', () => {
  const found = extractDecisions('Terraform state now lives in an S3 bucket.\n\nFor CI I added `.github/workflows/terraform.yml`: `plan` on every PR, `apply` only on `main` after approval. I avoided Atlantis — it needs a server with a public webhook endpoint, and we have no place to run one.');
  assert.deepEqual(found.flatMap((d) => d.decision?.rejected?.map((r) => r.option) ?? []), ['Atlantis']);
});

test('found by hand in a Flutter app (Antigravity): "**Why X:** Y (an aside) can\'t …" turns Y down with its fault, as the sentence after it turns down the next', () => {
  const [state] = extractDecisions("I've added Riverpod for state management.\n\n**Why Riverpod:** Provider (which the app used for the theme) can't hold two providers of the same type without wrapping them. BLoC would have meant an event class and a state class for every screen.");
  assert.deepEqual(state?.decision?.rejected?.map((r) => [r.option, r.reason]), [
    ['Provider', "can't hold two providers of the same type without wrapping them"],
    ['BLoC', 'would have meant an event class and a state class for every screen'],
  ]);
});

test('found by hand in a Spring Boot service (Claude Code): a setting turned off with why is a decision turning it down; "X is removed from the build" after a decision turns X down; "no, use X" overrules what the response opened by adding', () => {
  const [ddl] = extractDecisions('Added the first migration.\n\nI turned off `spring.jpa.hibernate.ddl-auto` (it was `update`): Hibernate\'s auto-DDL never drops or renames columns, so the schema in prod had drifted from the entities.');
  assert.deepEqual(ddl?.decision?.rejected?.map((r) => [r.option, r.reason?.slice(0, 40)]), [['spring.jpa.hibernate.ddl-auto', "Hibernate's auto-DDL never drops or rena"]]);
  assert.ok(ddl?.content.startsWith('I turned off'), JSON.stringify(ddl));
  // Turned on, with why: a decision turning nothing down; a step for now is none.
  assert.equal(extractDecisions('We turned on HTTP/2 on the load balancer since the dashboard makes 60 requests per page.').length, 1);
  assert.deepEqual(extractDecisions('I disabled `strictNullChecks` temporarily because the migration has 400 errors left.'), []);
  const [switched] = extractDecisions('Switched to Flyway: `V1__init.sql` has the same tables. Liquibase is removed from the build.');
  assert.deepEqual(switched?.decision?.rejected?.map((r) => r.option), ['Liquibase']);
  const decided = extractDecisions('Switched to Flyway.', 'no, use flyway, the other teams all use it', {
    response: 'Added Liquibase with changelogs in `src/main/resources/db/changelog/`. The first changeset creates the `orders` table.',
    question: 'add database migrations to the spring app',
  });
  const user = decided.find((d) => d.content === 'no, use flyway, the other teams all use it');
  assert.deepEqual(user?.decision?.rejected?.map((r) => r.option), ['Liquibase'], JSON.stringify(decided));
});

test('found by hand in a Rails app (Gemini CLI): an item\'s head leads the decision its second sentence makes; "Redis just for pub/sub" is Redis; "X missed …" faults X', () => {
  const found = extractDecisions(
    'I have implemented real-time notifications.\n\n**Key Decisions:**\n\n1.  **Transport:** Action Cable with the `solid_cable` adapter (database-backed). We avoid adding Redis just for pub/sub; at ~200 concurrent users the polling interval of 100 ms is fine.\n2.  **Delivery:** Notifications are broadcast from an `after_create_commit` callback on `Notification`. Broadcasting from the controller missed notifications created by background jobs.',
  );
  assert.deepEqual(found.flatMap((d) => d.decision?.rejected?.map((r) => r.option) ?? []), ['Redis', 'Broadcasting from the controller']);
  const transport = found.find((d) => d.decision?.rejected?.some((r) => r.option === 'Redis'));
  assert.ok(transport?.content.startsWith('Transport: Action Cable with the solid_cable adapter'), JSON.stringify(transport));
});

test('found by hand in a churn model (Claude Code): what kept dying on a named call before a switch is turned down; "instead of OOM at 16 GB" is an outcome, no option', () => {
  const [polars] = extractDecisions('The notebook kernel keeps dying on `pd.read_csv` of the 9 GB export. I switched that cell to `pl.scan_csv` (Polars, lazy) with a filter on `signup_date`; peak memory is 2.1 GB now instead of OOM at 16 GB.');
  assert.deepEqual(polars?.decision?.rejected, [{ option: 'pd.read_csv', reason: 'The notebook kernel keeps dying on pd.read_csv of the 9 GB export' }]);
});

test('found by hand in a Python CLI (Cursor): "X is out: …" after a plain state turns X down, each such sentence one option; a table with a "Pick" column of marks picks the marked row over the blank ones', () => {
  const [config] = extractDecisions('Config is TOML now (`pyproject`-style, parsed with `tomllib`). YAML is out: `PyYAML` turns `no` into `False`, which broke the `country: NO` entry for Norway. JSON is out too — no comments, and the config is mostly comments.');
  assert.deepEqual(config?.decision?.rejected?.map((r) => [r.option, r.reason]), [
    ['YAML', 'PyYAML turns no into False, which broke the country: NO entry for Norway'],
    ['JSON', 'no comments, and the config is mostly comments'],
  ]);
  const [packaged, ...more] = extractDecisions('| Option | Startup | Binary size | Pick |\n|---|---|---|---|\n| PyInstaller | 1.8 s | 38 MB | |\n| Nuitka | 0.3 s | 22 MB | ✓ |\n| shiv (zipapp) | 0.9 s | 4 MB | |\n\nNuitka: the 0.3 s start matters for a CLI people run fifty times a day; shiv needs Python on the target machine.');
  assert.equal(more.length, 0);
  assert.equal(packaged?.decision?.chosen, 'Nuitka');
  assert.deepEqual(packaged?.decision?.rejected, [{ option: 'PyInstaller' }, { option: 'shiv (zipapp)', reason: 'shiv needs Python on the target machine' }]);
});

test('found by hand in a browser extension (Claude Code) and a Kubernetes operator (Antigravity): "kept one core at ~8 %" faults; "I didn\'t write it as X: …" turns X down; "envtest alone" is envtest', () => {
  const [observer] = extractDecisions("I also moved the content script's DOM scanning behind a `MutationObserver`. Polling the page every 500 ms kept one core at ~8 % on long Gmail threads.");
  assert.deepEqual(observer?.decision?.rejected?.map((r) => r.option), ['Polling the page every 500 ms']);
  const [operator] = extractDecisions('The operator reconciles `BackupSchedule` resources with controller-runtime. I didn\'t write it as a CronJob: a CronJob can\'t report status back on the custom resource.');
  assert.deepEqual(operator?.decision?.rejected?.map((r) => r.option), ['CronJob']);
  const [e2e] = extractDecisions("The e2e suite runs against kind in CI; envtest alone didn't exercise the finalizers, which is where last week's orphaned snapshots came from.");
  assert.deepEqual(e2e?.decision?.rejected?.map((r) => r.option), ['envtest']);
});

test('found by hand in a web app (Cursor): a recommendation agreed to turns down the name the sentence after it faults as the rules read it ("Cypress runs inside the browser, so it can\'t …")', () => {
  const [agreed] = extractDecisions('Playwright is set up.', 'yes please', {
    response: "For the e2e tests I'd recommend Playwright. Cypress runs inside the browser, so it can't drive the OAuth popup on a second origin. Want me to set it up?",
    question: 'which e2e framework should we use?',
  });
  assert.deepEqual(agreed?.decision?.rejected, [{ option: 'Cypress', reason: "runs inside the browser, so it can't drive the OAuth popup on a second origin" }]);
});

test('found by hand in a Vue app (Gemini CLI): a symptom said to come from what a word of code does, before a switch, turns that word down ("… flickers because `v-if` remounts it …"); "because the API returns …" names none', () => {
  const [picker] = extractDecisions('The date picker flickers because `v-if` remounts it on every keystroke in the parent form. I switched it to `v-show`, so the component stays mounted and keeps its open state; remounting also cost ~12 ms per keystroke on the low-end Android we test on.');
  assert.deepEqual(picker?.decision?.rejected?.map((r) => r.option), ['v-if']);
  const [pages] = extractDecisions('The page is slow because the API returns 2 MB of JSON. I switched it to paginated responses of 50 rows.');
  assert.deepEqual(pages?.decision?.rejected ?? [], []);
});

test('found by hand in the fifty-second session (Codex, Gemini CLI, Cursor, Windsurf): a reason after a colon may speak of "they"; a part of a tool said as built in; a long bold option name; choices "worth knowing about" are choices made', () => {
  // A Python export with Codex: the reason after the colon speaks of the analysts ("they read"), the choice is ours.
  assert.deepEqual(options("- Parquet, not CSV: the analysts' Athena queries scan only the columns they read, and CSV lost the decimal precision on `unit_price` in the old export."), ['CSV']);
  // (Whose choice it is stays read before the colon: a person's is none of ours.)
  assert.deepEqual(extractDecisions('She went with Parquet, not CSV: her queries scan only the columns they read.'), []);
  // (A label's colon before the contrast is no reason's: "they" after it is still whose choice it was.)
  assert.deepEqual(extractDecisions('"Puppet" featuring Kanye West: the song they worked on together features Tyler singing instead of rapping, which is not something he is known for.'), []);
  // "… rather than botocore's built-in retry config", "I considered Next's built-in optimizer first, but …": the part,
  // not the tool (a later prompt about botocore or Next is no re-proposal).
  assert.deepEqual(options("I used tenacity rather than botocore's built-in retry config: the built-in modes retry every call the client makes, including the `HeadObject` checks."), ["botocore's built-in retry config"]);
  assert.deepEqual(options("The gallery now uses `next/image` with a custom loader that points at our imgix source. I considered Next's built-in optimizer first, but on Vercel it counts every source image against the plan's 5,000 optimizations a month."), ["Next's built-in optimizer"]);
  // A React Native app with Gemini CLI: an option's bold name of more than 60 characters is whole, up to the bold's end.
  const offered = "For encryption at rest there are two realistic routes:\n\n1.  **SQLCipher through op-sqlite's `sqlcipher` build flag** — the whole database file is encrypted. One flag in `package.json`, no query changes.\n2.  **Encrypting individual columns with `react-native-quick-crypto`** — only the sensitive fields, but every query that filters on them breaks.\n\nI'd go with option 1. It covers the photos' metadata too.";
  const [picked] = extractDecisions('Done. `op-sqlite` is now built with SQLCipher.', 'ok go with 1', { response: offered, question: 'add encryption at rest' });
  assert.deepEqual(picked?.decision?.rejected?.map((r) => [r.option, r.reason]), [['Encrypting individual columns with react-native-quick-crypto', 'only the sensitive fields, but every query that filters on them breaks']]);
  // Ansible monitoring with Windsurf: "A few choices worth knowing about:" over a numbered list says what was chosen.
  const choices = "I've added a `monitoring` role.\n\nA few choices worth knowing about:\n\n1. **Alertmanager routes to the existing Opsgenie team.** PagerDuty was mentioned in the ticket, but nobody has a licence for it any more.\n2. **Retention is 30 days** on local disk. Thanos would give us longer retention in S3, but that's a sidecar, a store gateway and a compactor to run for a team of three.";
  assert.deepEqual(options(choices), ['PagerDuty', 'Thanos']);
  // A Go ledger with Antigravity: "I skipped X." with its reason in the next sentence (a name of software only), and a
  // passive act turned down, whose reason says it again ("A stored balance …" of "being stored on the account row").
  assert.deepEqual(rejected('I skipped GORM. Its hooks and soft deletes are exactly what a ledger must not have.').map((r) => [r.option, r.reason]), [['GORM', 'Its hooks and soft deletes are exactly what a ledger must not have']]);
  assert.deepEqual(extractDecisions('I skipped Thanksgiving. My family is too loud.'), []);
  const [balances] = extractDecisions("Balances are computed with a SUM over the account's entries instead of being stored on the account row. A stored balance has to be updated in the same transaction as every insert, and the two drifted in the old PHP service whenever a retry re-ran half a transfer.");
  assert.match(balances.content, /the two drifted in the old PHP service/);
  assert.deepEqual(balances.decision?.rejected?.map((r) => r.option), ['being stored on the account row']);
  assert.match(balances.decision?.rejected?.[0].reason ?? '', /^A stored balance has to be updated/);
  // An iOS app with Claude Code: a "**Why not X**" heading of a three-word name, over its answer, turns that name down
  // (not "FCM", which the answer says), and the heading is not "what was done" again; a test run reported is no decision.
  const [fcm, ...more] = extractDecisions("The backend sends through APNs directly with token-based auth.\n\n**Why not Firebase Cloud Messaging**\nWe only ship on iOS, and FCM would add the Firebase SDK (about 4 MB) just to relay to APNs.\n\nI tested on an iPhone 15 with a development build; the notification arrives in about a second.");
  assert.equal(more.length, 0);
  assert.equal(fcm.content, 'Why not Firebase Cloud Messaging: We only ship on iOS, and FCM would add the Firebase SDK (about 4 MB) just to relay to APNs.');
  assert.deepEqual(fcm.decision?.rejected?.map((r) => r.option), ['Firebase Cloud Messaging']);
  // A demand forecast with Gemini CLI: the reason said again in other words ("Per-store models overfit" of "one model per
  // store") and "X was my first attempt. It …, but it can't …" in the next paragraph are the options' reasons.
  const forecast = "The model is LightGBM on lag and calendar features (`lag_7`, `rolling_mean_28`, holidays from the `holidays` package), trained per region rather than one model per store. Per-store models overfit: 18 of the 40 stores have less than a year of history.\n\nProphet was my first attempt. It handled the weekly seasonality well, but it can't use the promotion calendar as anything more than a holiday effect.";
  const [model, ...others] = extractDecisions(forecast);
  assert.equal(others.length, 0);
  assert.deepEqual(model.decision?.rejected?.map((r) => [r.option, r.reason]), [
    ['one model per store', 'Per-store models overfit: 18 of the 40 stores have less than a year of history'],
    ['Prophet', "It handled the weekly seasonality well, but it can't use the promotion calendar as anything more than a holiday effect"],
  ]);
  // (A first choice of anything else, in a paragraph of chat, is none: "Paris was my first choice. It was too expensive.")
  assert.deepEqual(extractDecisions('Paris was my first choice. It was too expensive in June.'), []);
  // Rails search with Codex: a "**Why X instead of Y**" heading over a list is the choice, its items why; the item that
  // faults Y again is Y's reason.
  const [search] = extractDecisions("**Summary**\n- Added full-text search to the help center articles.\n\n**Why Postgres search instead of Elasticsearch**\n- 2,300 articles, 4 languages: well within what Postgres handles in single-digit milliseconds.\n- Elasticsearch would mean a new cluster, a sync job, and a second source of truth to keep consistent on every edit.");
  assert.match(search?.content ?? '', /^Why Postgres search instead of Elasticsearch: 2,300 articles/);
  assert.deepEqual(search.decision?.rejected?.map((r) => [r.option, r.reason]), [['Elasticsearch', 'Elasticsearch would mean a new cluster, a sync job, and a second source of truth to keep consistent on every edit']]);
  // Django rate limiting with Cursor: "I looked at doing this in nginx with `limit_req` first. It would be cheaper …, but
  // …" turns that way down (and "Over the limit, the API returns 429" in what was done turns nothing down).
  const limits = extractDecisions("I've added rate limiting to the public API.\n\nIt uses `django-ratelimit` on the three public views, keyed by API token, with the counters in the Redis cache. Over the limit, the API returns 429 with a `Retry-After` header.\n\nI looked at doing this in nginx with `limit_req` first. It would be cheaper per request, but nginx only sees the client IP, and most of the traffic comes from two partners behind NAT.");
  assert.deepEqual(limits.flatMap((c) => c.decision?.rejected?.map((r) => [r.option, r.reason]) ?? []), [['doing this in nginx with limit_req', 'nginx only sees the client IP, and most of the traffic comes from two partners behind NAT']]);
  // Checked against replies that decide nothing: an event said with when it happened is reported, not chosen.
  assert.deepEqual(extractDecisions("Yesterday's deploy used GitHub Actions; the job took 14 minutes. The cache hit rate was 80%."), []);
});

test('found by hand later in the fifty-second session (Windsurf, firmware): the question\'s other way after a comma, named as the response writes it, with the clause that says it', () => {
  const recommended = "For the sensor firmware's async runtime there are two serious candidates, Embassy and RTIC.\n\nI'd go with Embassy. The board spends 99% of its time asleep between readings, and Embassy's tickless idle gets us there without hand-written RTC wakeups; RTIC's priority scheduling matters less with only three tasks.";
  const [d] = extractDecisions('Set up Embassy with the tickless RTC driver.', 'yes go with embassy', { response: recommended, question: 'which runtime for the firmware, embassy or rtic?' });
  assert.equal(d?.decision?.chosen, "I'd go with Embassy.");
  assert.deepEqual(d.decision?.rejected, [{ option: 'RTIC', reason: "RTIC's priority scheduling matters less with only three tasks" }]);
  // A docs site with Gemini CLI: a "## Decision" section's later sentence that faults another name turns it down; "— no
  // Algolia DocSearch application needed" turns down what the choice spares.
  const docs = extractDecisions("## Decision\n\nThe docs are built with **Astro Starlight** now. Docusaurus pulled React 18 and 1,400 packages into a site that is 95% Markdown, and its build took 3 minutes on CI.\n\n## Notes\n\n*   Search is Pagefind, built at deploy time — no Algolia DocSearch application needed.");
  assert.deepEqual(docs.map((c) => c.decision?.rejected?.map((r) => r.option)), [['Docusaurus'], ['Algolia DocSearch']]);
});

test('found by hand later in the fifty-second session (Claude Code, a CLI for Windows laptops): options each under an "Option X —" bold label may be named at length; "ok A, and yes sign it" picks A', () => {
  const laidOut = "Two ways to ship the CLI to the support team, who are on Windows laptops without Python:\n\n**Option A — PyInstaller one-file builds.** A single `.exe` per release. Startup is about 1.5 s, and some antivirus tools flag unsigned one-file builds.\n\n**Option B — a `uv tool install` from our internal index.** Fast startup and easy upgrades, but every laptop needs `uv` installed first, and IT has to allow it.\n\nI'd lean towards A: the support team can't install tools themselves.";
  // (Laid out, not chosen: the label is no part of what was laid out.)
  assert.deepEqual(extractDecisions(laidOut), []);
  const [d] = extractDecisions('Added the release workflow that builds and signs the `.exe`.', 'ok A, and yes sign it', { response: laidOut, question: 'how do we get the cli to the support team?' });
  assert.deepEqual(d?.decision?.rejected?.map((r) => r.option), ['a uv tool install from our internal index']);
  assert.match(d.decision?.chosen ?? '', /^PyInstaller one-file builds/);
});

test('round on responses-46 (fifty-third session): a passive "is replaced by" with its why in the next sentence, "No X for these tests.", a tool "tuned for" another kind of work, a price per terabyte', () => {
  // "Z is replaced by Y": the present passive says what was given up; the next sentence is its why.
  const [valkey, ...more] = extractDecisions('Memcached is replaced by Valkey in the compose file and the chart. Same client code, and it gives us persistence for the job queue too.');
  assert.equal(more.length, 0);
  assert.deepEqual(valkey?.decision?.rejected?.map((r) => r.option), ['Memcached']);
  assert.deepEqual(extractDecisions('The placeholder is replaced by the user\'s name at render time. It keeps the template short.'), []);
  // "No Z for X." refuses a named tool; what was done "instead" after its why is the choice.
  const [tables] = extractDecisions('No Storybook for these widgets. There are four of them and nobody outside the team renders them; I wrote a single demo page for the four instead.');
  assert.deepEqual(tables?.decision?.rejected?.map((r) => r.option), ['Storybook']);
  assert.match(tables.content, /demo page/);
  assert.deepEqual(extractDecisions('No Christmas party for the office this year. The budget went on the new chairs.'), []);
  // A tool "tuned for" another kind of work, its cost after the colon, and a word-number duration.
  const [aligner] = extractDecisions('The variant calling step uses DeepVariant now. GATK is tuned for germline short reads: on the long-read samples it took twelve hours per genome.');
  assert.deepEqual(aligner?.decision?.rejected?.map((r) => r.option), ['GATK']);
  // A price per terabyte is a fault; "queries over the lake" sets nothing aside.
  const [trino] = extractDecisions('Ad-hoc queries over the warehouse run on ClickHouse on our own nodes. BigQuery charged per terabyte scanned, and the nightly reports scanned 6 TB each.');
  assert.deepEqual(trino?.decision?.rejected?.map((r) => r.option), ['BigQuery']);
});

test('found by hand in a Rust CLI (Claude Code): a state said with "now", a sentence on what the new way does, then a paragraph on how it was before and what went wrong', () => {
  const [release, ...more] = extractDecisions("The release binaries are built with `cargo-dist` now. It generates the GitHub Actions workflow, the shell and PowerShell installers, and the Homebrew formula from `Cargo.toml`.\n\nBefore this, the release was a hand-written workflow with a build matrix, and the macOS arm64 build had silently been missing from the last two releases.");
  assert.equal(more.length, 0);
  assert.deepEqual(release?.decision?.rejected, [{ option: 'hand-written workflow with a build matrix', reason: 'the macOS arm64 build had silently been missing from the last two releases' }]);
  assert.match(release.content, /It generates the GitHub Actions workflow/);
  // (What a thing does, with nothing said of how it was before, decides nothing.)
  assert.deepEqual(extractDecisions('The release binaries are built with `cargo-dist` now. It generates the installers from `Cargo.toml`.\n\nThe next release is planned for Friday.'), []);
});

test('found by hand in a React dashboard (Gemini CLI) and a Phoenix app (Codex): a "| | Pros | Cons |" table then "TL;DR: X."; a state with "now, replacing Y" and its why in the next sentence; an intro\'s full stop before the options', () => {
  const [i18n, ...more] = extractDecisions('| | Pros | Cons |\n|---|---|---|\n| **react-i18next** | huge ecosystem | no type safety on keys |\n| **Lingui** | typed message IDs | needs a macro |\n\nTL;DR: Lingui. The translators already work in PO files, and Lingui extracts straight to PO.');
  assert.equal(more.length, 0);
  assert.deepEqual(i18n?.decision?.rejected, [{ option: 'react-i18next', reason: 'no type safety on keys' }]);
  // (A table of options with no pick decides nothing.)
  assert.deepEqual(extractDecisions('| | Pros | Cons |\n|---|---|---|\n| **react-i18next** | huge ecosystem | no type safety on keys |\n| **Lingui** | typed message IDs | needs a macro |\n\nWhich would you like?'), []);
  const [router] = extractDecisions('Routing in the admin app is on TanStack Router now, replacing React Router 6. The search params are typed per route, which removes the hand-written parsers that kept disagreeing about defaults.');
  assert.deepEqual(router?.decision?.rejected?.map((r) => r.option), ['React Router 6']);
  assert.deepEqual(extractDecisions('The app is on TanStack Router now, replacing React Router 6. I also renamed two routes.'), []);
  const [jobs] = extractDecisions('Set up Oban with the invoice mailer.', 'go with oban', { response: 'Background jobs: two realistic choices.\n\n- **Oban**: jobs live in the Postgres we already run.\n- **Exq**: needs Redis, which we do not run.\n\nI\'d recommend Oban: one less service.', question: 'what should we use for jobs?' });
  assert.match(jobs?.content ?? '', /^Background jobs: two realistic choices: Oban; Exq\./);
});

test('found by hand in an Android app (Windsurf) and a scraper (Antigravity): a gerund way that kept the radio awake; a kind said as part of a name; a way that "would get around it" weighs a fix to a problem; a reply ending "What would you like to do?" decides nothing', () => {
  const [batched] = extractDecisions('Crash reports are batched and uploaded every 60 seconds or when the app goes to the background. Uploading each report as it happened kept the radio awake and showed up as the top battery consumer in Android vitals.');
  assert.deepEqual(batched?.decision?.rejected?.map((r) => r.option), ['Uploading each report as it happened']);
  const [dedup] = extractDecisions('Near-duplicate detection uses a MinHash of the shingled text with a Jaccard threshold of 0.8. Exact hashing missed reposts with one changed line, about a fifth of all duplicates.');
  assert.deepEqual(dedup?.decision?.rejected?.map((r) => r.option), ['Exact hashing']);
  // (A kind whose words the decision says neither of, in part or whole, is read as before.)
  assert.deepEqual(extractDecisions('The importer keeps the CSV header order. Exact matching missed two columns last week.'), []);
  const blocked = 'The API rate-limits us after about 500 calls per minute from one IP. Rotating API keys would get around it, but it breaks their terms of service. I\'d suggest asking them for a higher quota instead. What would you like to do?';
  assert.deepEqual(extractDecisions(blocked), []);
  assert.deepEqual(extractDecisions('The site blocks us after about 200 requests from one address. Rotating residential proxies would get around it, but they cost about $300 a month for our volume. What would you like to do?'), []);
});

test('found by hand in a game server (Cursor): a short sentence naming the choice leads the "It …" sentence that decides with the next; "I tried X first; it …" keeps its why', () => {
  const [serializer] = extractDecisions('Serialization for the replay files: MemoryPack. It writes blittable structs as they are in memory, so a 4,000-entity frame takes 0.3 ms. MessagePack-CSharp was close, but it allocates on every frame, and the GC pauses showed up as stutter in the playtest.');
  assert.match(serializer?.content ?? '', /^Serialization for the replay files: MemoryPack\. It writes/);
  assert.deepEqual(serializer.decision?.rejected?.map((r) => r.option), ['MessagePack-CSharp']);
  const [tick] = extractDecisions('The server tick is fixed at 20 Hz. I tried 60 Hz first; it tripled the bandwidth per player, which the players on 4G could not sustain.');
  assert.deepEqual(tick?.decision?.rejected, [{ option: '60 Hz', reason: 'it tripled the bandwidth per player, which the players on 4G could not sustain' }]);
});

test('found by hand in a model server (Claude Code): a move with its why in brackets; "After benchmarking A, B and plain C on …, A wins: …"; a place "the team already runs" before "instead of moving it to …"', () => {
  const [serving] = extractDecisions('Changes:\n\n1. The API moved from a Flask app to FastAPI with uvicorn workers (Flask\'s sync workers were blocking on the feature-store calls).\n2. Added a health check.');
  assert.deepEqual(serving?.decision?.rejected, [{ option: 'Flask app', reason: "Flask's sync workers were blocking on the feature-store calls" }]);
  const [runtime] = extractDecisions('After benchmarking ONNX Runtime, OpenVINO and plain PyTorch on the CPU boxes, ONNX Runtime wins: 38 ms per batch against 52 ms and 74 ms.');
  assert.deepEqual(runtime?.decision?.rejected?.map((r) => r.option), ['OpenVINO', 'plain PyTorch']);
  assert.equal(runtime.decision?.rejected?.[0].reason, '38 ms per batch against 52 ms and 74 ms');
  // (A game's winner is no choice: "wins" must end its clause.)
  assert.deepEqual(extractDecisions('After comparing Alice, Bob and Carol in the final round, Carol wins the trophy.'), []);
  const [kept] = extractDecisions("I'm keeping the retraining job on the Airflow instance the data team already runs instead of moving it to Kubeflow Pipelines. Kubeflow would give us better lineage, but it needs its own cluster.");
  assert.deepEqual(kept?.decision?.rejected?.map((r) => r.option), ['moving it to Kubeflow Pipelines']);
  assert.match(kept.decision?.rejected?.[0].reason ?? '', /needs its own cluster/);
});

test('found by hand in a Kubernetes platform (Gemini CLI): a lower-case name "being retired upstream" after the state; "Settled on X after trying Y for a week."', () => {
  const [ingress] = extractDecisions("Ingress is handled by Envoy Gateway with the Gateway API resources. ingress-nginx is being retired upstream, and its annotations don't carry over to Gateway API.");
  assert.deepEqual(ingress?.decision?.rejected?.map((r) => r.option), ['ingress-nginx']);
  const [secrets] = extractDecisions('Settled on External Secrets Operator after trying Sealed Secrets for a week. With Sealed Secrets every rotation meant re-encrypting each secret per cluster.');
  assert.deepEqual(secrets?.decision?.rejected?.map((r) => r.option), ['Sealed Secrets']);
  assert.match(secrets.decision?.rejected?.[0].reason ?? '', /every rotation meant re-encrypting/);
});

test('found by hand in a docs repo (Codex): "no, use X instead — …" overrules a tool the turn before set up in lower case ("… is set up with git-cliff reading …"); the agent carrying it out is its context', () => {
  const captured = extractDecisions('Switched the changelog to Changesets as you asked. Each PR adds a `.changeset/*.md` file.', "no, use changesets instead — half the team doesn't write conventional commits", { response: 'The changelog generator is set up with git-cliff reading the conventional commit prefixes. Release notes for v2.4.0 are in `CHANGELOG.md`.', question: 'generate a changelog from commits' });
  assert.equal(captured.length, 1);
  assert.deepEqual(captured[0].decision?.rejected, [{ option: 'git-cliff' }]);
  assert.match(captured[0].context ?? '', /Switched the changelog to Changesets as you asked/);
  assert.ok(captured[0].overrules);
});

test('found by hand in a Rails app (Claude Code): a name whose class "had grown to 400 lines" and "nobody could tell …"; "(not plain decimals), because …"', () => {
  const [authz] = extractDecisions("Authorization is Pundit policies, one per model. CanCanCan's single `Ability` class had grown to 400 lines in the old app and nobody could tell which rule applied to what.");
  assert.deepEqual(authz?.decision?.rejected?.map((r) => r.option), ['CanCanCan']);
  const [money] = extractDecisions('Using `Money` objects via the money-rails gem for all prices (not plain decimals), because the app shows prices in four currencies.');
  assert.deepEqual(money?.decision?.rejected, [{ option: 'plain decimals', reason: 'the app shows prices in four currencies' }]);
  // (A step set against a bigger one in brackets decides nothing.)
  assert.deepEqual(extractDecisions('I restarted the Redis pod (not the whole cluster), because only the cache was stuck.'), []);
});

test('found by hand in a Go CLI (Windsurf): a way that "would have to be stored … and rotated by hand" after the state', () => {
  const [signing] = extractDecisions('Release artifacts are signed with cosign keyless signing through the OIDC token. GPG keys would have to be stored as a repository secret and rotated by hand.');
  assert.deepEqual(signing?.decision?.rejected?.map((r) => r.option), ['GPG keys']);
  // (Said of a thing the decision chose, it is no option turned down.)
  assert.deepEqual(extractDecisions('The old photos would have to be scanned first. My aunt has them in a box.'), []);
});

test('found by hand in a Flutter app (Antigravity): "Went for go_router …" and a reason whose clause after ", and" faults another name; a second fault after a semicolon; a build time "instead of" the old one is a result', () => {
  const [router] = extractDecisions('Went for go_router for navigation. Deep links from the emails need URL-based routes, and Navigator 2.0 by hand was about 300 lines of RouterDelegate code for the same thing.');
  assert.deepEqual(router?.decision?.rejected, [{ option: 'Navigator 2.0', reason: 'was about 300 lines of RouterDelegate code for the same thing' }]);
  assert.deepEqual(extractDecisions('Went for a walk after lunch. The weather was great.'), []);
  const [state] = extractDecisions('State management: Riverpod 2 with code generation. Provider needed a ChangeNotifier per screen; Bloc was more ceremony than this app needs.');
  assert.deepEqual(state?.decision?.rejected?.map((r) => r.option), ['Provider', 'Bloc']);
  // (After a semicolon, what the fault led to is no second option.)
  const [config] = extractDecisions("Config now lives in environment variables validated at startup. The YAML file per environment kept drifting; the Sentry DSN was missing from prod's for a day.");
  assert.deepEqual(config?.decision?.rejected?.map((r) => r.option), ['YAML file per environment']);
  assert.deepEqual(extractDecisions('The iOS build now takes 4 minutes instead of 9 because the CocoaPods cache is restored again.'), []);
});

test('found by hand in a Spring service (Codex): a feature "on for" a part, then "With A …; with B …" measured; a rate "capped at" under a test condition is no setting', () => {
  const [threads, ...more] = extractDecisions('Virtual threads are on for the web layer (`spring.threads.virtual.enabled=true`). With 200 platform threads the service capped at about 900 rps when the pricing service was slow; with virtual threads it held 3,000 rps in the same test.');
  assert.equal(more.length, 0);
  assert.match(threads?.content ?? '', /^Virtual threads are on for the web layer .* held 3,000 rps/);
  assert.deepEqual(extractDecisions('With 200 platform threads the service capped at about 900 rps when the pricing service was slow.'), []);
});

test('found by hand in a storefront (Gemini CLI): "CSS Modules" after "… as CSS variables"; a custom part after "the native <dialog> element now"; an act that "showed a spinner"', () => {
  const [styling] = extractDecisions('Styling is Tailwind v4 with the design tokens as CSS variables. CSS Modules meant two files per component, and the tokens drifted from the Figma source.');
  assert.deepEqual(styling?.decision?.rejected?.map((r) => r.option), ['CSS Modules']);
  const [modal] = extractDecisions("The modal is the native `<dialog>` element now. Our custom modal trapped focus with a keydown handler that missed shadow DOM inputs, and screen readers didn't announce it as a dialog.");
  assert.deepEqual(modal?.decision?.rejected?.map((r) => r.option), ['custom modal']);
  // (A custom part said of a choice that took no platform's part is read as before: no option.)
  assert.deepEqual(extractDecisions('The modal is wider now. Our custom modal trapped focus in the old layout.'), []);
  const [rsc] = extractDecisions("I've put the product listing on React Server Components with streaming. Client-side fetching in `useEffect` showed a spinner for ~1.2 s on a cold load.");
  assert.deepEqual(rsc?.decision?.rejected?.map((r) => r.option), ['Client-side fetching in useEffect']);
});

test('checked by hand against replies that decide nothing: a fixture changed "instead of" another value to get a test passing; a comparison asked for, "either works"', () => {
  assert.deepEqual(extractDecisions('`test_refund_partial` fails because the fixture uses a currency we removed last week; I updated the fixture to EUR instead of GBP and it passes now.'), []);
  assert.deepEqual(extractDecisions("Here's the comparison you asked for. Redis Streams keeps messages in memory with optional AOF persistence; Kafka keeps them on disk with replication. For 2,000 messages a second either works. Kafka is more to operate; Redis Streams loses unflushed messages if the node dies."), []);
  assert.deepEqual(extractDecisions('I added a cleanup in the `close` handler. Heap usage is flat over a 2-hour soak test now instead of climbing 300 MB an hour.'), []);
  // (A choice said with the result it had still decides.)
  assert.equal(extractDecisions('We went with Vitest over Jest because Jest needed three Babel plugins for ESM, and the suite passes in half the time.').length, 1);
});

test('found by hand in terse summaries (Codex): a name that "merged … , which broke …"; one whose lockfile "churned on every install"', () => {
  const [pdf] = extractDecisions('The PDF parsing uses pdfplumber now. PyPDF2 merged the columns of the two-column statements into one line, which broke the amount extraction on 30% of the test files.');
  assert.deepEqual(pdf?.decision?.rejected?.map((r) => r.option), ['PyPDF2']);
  const [pm] = extractDecisions("The package manager is pnpm now. npm's lockfile churned on every install.");
  assert.deepEqual(pm?.decision?.rejected?.map((r) => r.option), ['npm']);
  // (What merged and broke, with no choice before it, is a report.)
  assert.deepEqual(extractDecisions('Git merged the two branches into one commit, which broke the changelog script.'), []);
});

test('Japanese with a space before the particle: "ORM は Drizzle にしました。" chooses, and the next sentence\'s refusal joins it', () => {
  const [orm, ...more] = extractDecisions('ORM は Drizzle にしました。Prisma はクライアントが重いので使いません。');
  assert.equal(more.length, 0);
  assert.match(orm?.content ?? '', /^ORM は Drizzle にしました。/);
  assert.deepEqual(orm.decision?.rejected, [{ option: 'Prisma', reason: 'クライアントが重い' }]);
});

test('Chinese: "选择了 / 采用 / 改用 / 换成了 <Name>" chooses (a name in Latin letters); "没有用 / 放弃了 / 而不是 <Name>", "因为 <Name> 不…", "从 <Name> 迁移到" and a next sentence "<Name> 已经…" turn it down; a prompt\'s "不要用 X，用 Y"', () => {
  const [cache] = extractDecisions('缓存我们选择了 Redis，因为 Memcached 不支持持久化。');
  assert.deepEqual(cache?.decision?.rejected, [{ option: 'Memcached', reason: 'Memcached 不支持持久化' }]);
  const [orm] = extractDecisions('ORM 采用 Drizzle，没有用 Prisma，因为它的客户端太大。');
  assert.deepEqual(orm?.decision?.rejected, [{ option: 'Prisma', reason: '它的客户端太大' }]);
  const [tests] = extractDecisions('我们从 Jest 迁移到了 Vitest，因为 ESM 支持更好。');
  assert.deepEqual(tests?.decision?.rejected, [{ option: 'Jest', reason: 'ESM 支持更好' }]);
  const [logs] = extractDecisions('我把日志库换成了 zap。logrus 已经进入维护模式，而且性能差很多。');
  assert.deepEqual(logs?.decision?.rejected, [{ option: 'logrus', reason: '已经进入维护模式，而且性能差很多' }]);
  const [queue] = extractDecisions('放弃了 Kafka，运维成本太高。');
  assert.deepEqual(queue?.decision?.rejected, [{ option: 'Kafka', reason: '运维成本太高' }]);
  // (A step in the words of a choice, no name in Latin letters, decides nothing.)
  assert.deepEqual(extractDecisions('我选择了一个更短的变量名。'), []);
  assert.deepEqual(extractDecisions('今天我们选择了去公园。'), []);
  // Agreeing in Chinese to a recommendation ("我建议用 Drizzle") keeps it as a decision; a question back agrees to nothing.
  const [agreed] = extractDecisions('已经接好 Drizzle 了。', '好的，就用 drizzle', { response: '新服务我建议用 Drizzle。Prisma 的客户端大约 10 MB，冷启动慢。', question: 'orm 用哪个？' });
  assert.match(agreed?.content ?? '', /我建议用 Drizzle.*The user agreed/);
  assert.deepEqual(agreed.decision?.rejected, [{ option: 'Prisma', reason: 'Prisma 的客户端大约 10 MB，冷启动慢' }]);
  assert.deepEqual(extractDecisions('已经接好 Drizzle 了。', '好的，但是为什么不用 prisma？', { response: '新服务我建议用 Drizzle。', question: 'orm 用哪个？' }).filter((c) => /建议/.test(c.content)), []);
  const [swap] = extractDecisions('好的，已经换成 date-fns 了。', '不要用 moment，用 date-fns');
  assert.deepEqual(swap?.decision?.rejected?.map((r) => r.option), ['moment']);
});

test('found by hand in a GraphQL API (Claude Code): a "## Why this approach" section whose way "would treat …" is what the section before it turned down', () => {
  const text = "## What I did\n\nAdded rate limiting to the public GraphQL endpoint.\n\n## How\n\n- **Limiter**: `graphql-rate-limit` directives on the expensive fields, backed by the existing Redis.\n- **Cost analysis**: `graphql-query-complexity` rejects queries above a cost of 1,000.\n\n## Why this approach\n\nPer-IP limits at the load balancer would treat all of a customer's office as one client, and most of our traffic comes from a few NATed offices.";
  const [limits, ...more] = extractDecisions(text);
  assert.equal(more.length, 0);
  assert.match(limits?.content ?? '', /^Limiter: graphql-rate-limit directives .* Why this approach: Per-IP limits/);
  assert.deepEqual(limits.decision?.rejected?.map((r) => r.option), ['Per-IP limits at the load balancer']);
  // (A why section that weighs no other way adds no decision.)
  assert.deepEqual(extractDecisions('## How\n\n- Added an index on `orders(created_at)`.\n\n## Why this approach\n\nThe report filters by date, and the index makes that a range scan.'), []);
});

test('found by hand in a Node service (Windsurf): "I\'ve updated the Dockerfile to use … `node:20-alpine` …" then the size measured', () => {
  const [image] = extractDecisions("I've updated the Dockerfile to use a multi-stage build with `node:20-alpine` for the runtime stage. The image went from 1.2 GB to 180 MB.");
  assert.match(image?.content ?? '', /multi-stage build .* went from 1\.2 GB to 180 MB/);
  // (A test changed to use a fixture, measured, names nothing chosen.)
  assert.deepEqual(extractDecisions('I updated the test to use a fixture. The test went from 3 s to 1 s.'), []);
});

test('found by hand in a billing service (Claude Code): a setting that "stays at" a value with the raise the ticket asks for faulted next; "Previously we relied on …, which …" taken in by a state said with "now"', () => {
  const [limit] = extractDecisions("The upload limit stays at 25 MB. Raising it to 100 MB, as the ticket asks, would push the largest requests past the API gateway's 29-second timeout on slow connections.");
  assert.match(limit?.content ?? '', /^The upload limit stays at 25 MB\./);
  assert.deepEqual(limit.decision?.rejected?.map((r) => r.option), ['Raising it to 100 MB']);
  const [webhooks] = extractDecisions('Stripe events are now processed idempotently: each event ID is recorded in a `processed_events` table in the same transaction as its side effects. Previously we relied on Stripe not retrying, which it does for any non-2xx response, and we double-credited two accounts last month.');
  assert.deepEqual(webhooks?.decision?.rejected?.map((r) => r.option), ['Stripe not retrying']);
  assert.match(webhooks.decision?.rejected?.[0].reason ?? '', /double-credited/);
});

test('found by hand in an API (Claude Code): a refusal of one option with its why in the next sentence; a part named first that "moved out of" a named store "into" another, so …', () => {
  const [cdn] = extractDecisions("I'm not adding a CDN in front of the API. The responses are per-user and uncacheable, so it would only add a hop.");
  assert.deepEqual(cdn?.decision?.rejected, [{ option: 'CDN', reason: 'The responses are per-user and uncacheable, so it would only add a hop' }]);
  const [sessions] = extractDecisions('Session storage moved out of the Express memory store into Redis, so a deploy no longer logs everyone out.');
  assert.deepEqual(sessions?.decision?.rejected?.map((r) => r.option), ['Express memory store']);
  // (A person's move is no choice of software.)
  assert.deepEqual(extractDecisions('James moved out of Ohio into Texas, so the commute is shorter.'), []);
});

test('round on responses-47 (fifty-fourth session): a plain SQL statement that held a lock; a recommendation the response carries out; a price per user that "would come to"; "Y replaces Z and W" with a measure next; a state with "now", what stayed the same, then "The reason is Z\'s licence"; what nobody reviewed', () => {
  // A statement at fault after "A plain", holding a lock for a time.
  const [osc] = extractDecisions('Index builds on the `orders` table go through pg-osc from now on. A plain `CREATE INDEX` held a SHARE lock for 25 minutes in production; pg-osc builds the copy online.');
  assert.deepEqual(osc?.decision?.rejected?.map((r) => r.option), ['plain CREATE INDEX']);
  assert.deepEqual(extractDecisions('A plain `VACUUM` held a lock for 2 minutes last night; it finished before the backups.'), []);
  // A recommendation is advice, unless the response goes on to add what it recommends.
  const advice = "For the charts I'd go with Recharts. Victory's last major release sat in beta for years, and Nivo has no brush component yet, which the spec asks for.";
  const [charts, ...more] = extractDecisions(`${advice} I've added \`recharts\` and wired up the revenue chart.`);
  assert.equal(more.length, 0);
  assert.deepEqual(charts?.decision?.rejected?.map((r) => r.option), ['Victory', 'Nivo']);
  assert.match(charts.content, /I've added/);
  assert.deepEqual(extractDecisions(advice), []);
  assert.deepEqual(extractDecisions(`${advice} I've added a note about Recharts to the ticket.`), []);
  // A price per user that would come to a sum, after a label's choice.
  const [errors] = extractDecisions("**Error tracking:** GlitchTip, self-hosted on the ops box. Sentry's price per monthly active user would come to about $900 a month at our volume.");
  assert.deepEqual(errors?.decision?.rejected?.map((r) => r.option), ['Sentry']);
  // "Y replaces Z and W" after a label, measured in the next sentence: both turned down.
  const [biome] = extractDecisions('Formatting: Biome replaces Prettier and ESLint. One binary and one config; lint went from 40 s to 3 s in CI.');
  assert.deepEqual(biome?.decision?.rejected?.map((r) => r.option), ['Prettier', 'ESLint']);
  // (So do two names moved from.)
  const [vite] = extractDecisions('We moved from Webpack and Babel to Vite because the dev server took 40 s to start.');
  assert.deepEqual(vite?.decision?.rejected?.map((r) => r.option), ['Webpack', 'Babel']);
  // A state with "now", what stayed as it was, then the reason: another name's licence.
  const [valkey] = extractDecisions("The job queue runs on Valkey 8 now. The client code and the ports are unchanged. The reason is Redis's licence change, which legal flagged last month.");
  assert.deepEqual(valkey?.decision?.rejected?.map((r) => r.option), ['Redis']);
  assert.match(valkey.content, /unchanged\. The reason is/);
  assert.deepEqual(extractDecisions('The API runs on Node 22 now. The tests are unchanged.'), []);
  // What nobody reviewed, after a replacement: its why.
  const [bruno] = extractDecisions('I replaced the Insomnia workspace with Bruno files under `http/`. They live in git next to the code, and nobody reviewed changes to the exported workspace.');
  assert.deepEqual(bruno?.decision?.rejected?.map((r) => r.option), ['Insomnia workspace']);
});

test('found by hand in a Django app (Claude Code) and a Go CLI (Codex): "I removed X — Y is the one we keep, since …"; an act faulted after a recommendation the user agrees to; a way that held a worker for seconds; a loop that spent most of its time waiting', () => {
  const [beat] = extractDecisions('I removed the systemd timer — the Celery beat schedule is the one we keep, since it already holds the other 14 jobs and their retry settings.');
  assert.deepEqual(beat?.decision?.rejected?.map((r) => r.option), ['systemd timer']);
  assert.deepEqual(extractDecisions('Of the two photos, the left one is the one we keep, since it is sharper.'), []);
  // What the recommendation faults as an act ("Keeping them in Postgres as `bytea` would …") is turned down when the user agrees.
  const previous = "I'd put the exports in R2 with a lifecycle rule and serve them through presigned URLs. Keeping them in Postgres as `bytea` would bloat the nightly backups, and the web nodes' disks are wiped on every deploy.\n\nWant me to set that up?";
  const [r2] = extractDecisions('Done: the exports go to R2 and expire after 30 days.', 'yes do it', { response: previous, question: 'where should the exports live?' });
  assert.deepEqual(r2?.decision?.rejected?.map((r) => r.option), ['Keeping them in Postgres as bytea']);
  const [pdf] = extractDecisions('Thumbnail rendering now runs as an RQ job on the `media` queue. Rendering inline held a uWSGI worker for up to 15 s per upload, and three uploads at once were enough to fail the health check.');
  assert.deepEqual(pdf?.decision?.rejected?.map((r) => r.option), ['Rendering inline']);
  const [pool] = extractDecisions('Downloads now go through a pool of 6 workers with `p-limit`. The sequential loop spent most of its time waiting on DNS and TLS; a 900-file sync takes 40 s instead of 5 minutes.');
  assert.deepEqual(pool?.decision?.rejected?.map((r) => r.option), ['sequential loop']);
});

test('found by hand in a dbt project (Gemini CLI) and a SvelteKit app (Windsurf): a question about a name answered "Not yet."; a name "as a separate service" that would duplicate; a pick said by a site\'s first part ("fly" for Fly.io); "…; svelte-i18n loads the whole dictionary"; "The sluggishness is …" is a finding', () => {
  const answer = "Not yet. Jenkins already runs the other six pipelines and the runbooks assume it; Buildkite's agents are nicer for monorepos, but moving would mean rewriting 40 jobs for one quality-of-life win.";
  const [declined, ...more] = extractDecisions(answer, 'should we move to buildkite?');
  assert.equal(more.length, 0);
  assert.deepEqual(declined?.decision?.rejected?.map((r) => r.option), ['Buildkite']);
  assert.match(declined.content, /^Not yet\. Jenkins already runs .* \(Asked: "should we move to buildkite\?"\.\)$/);
  // (Not an answer that says yes, nor a "no" to a question about no name.)
  assert.deepEqual(extractDecisions('No. The tests pass on main and the flake is in the fixture, not the code.', 'should we revert the last commit?'), []);
  const [checks] = extractDecisions('I added `dbt-utils` tests for the accepted ranges and kept the plain `unique` tests as they are. Soda as a separate service would duplicate the model definitions in a second place.');
  assert.deepEqual(checks?.decision?.rejected?.map((r) => r.option), ['Soda']);
  const options = 'Two realistic options:\n\n1. **Netlify** — zero config, preview URLs per PR; the catch is the 10 s function timeout, and our export takes ~25 s.\n2. **Render.com** with a Node server — no timeout, about $7/month.\n\nWhich do you prefer?';
  const [host] = extractDecisions('Done: the Node server runs on Render.', 'render', { response: options, question: 'how do we deploy?' });
  assert.deepEqual(host?.decision?.rejected?.map((r) => r.option), ['Netlify']);
  const [i18n] = extractDecisions('Translations are set up with Paraglide JS. It compiles the messages into functions, so each page only ships the strings it uses; svelte-i18n loads the whole dictionary at runtime, about 180 KB for our six locales.');
  assert.deepEqual(i18n?.decision?.rejected?.map((r) => r.option), ['svelte-i18n']);
  assert.match(i18n.content, /^Translations are set up with Paraglide JS\./);
  const found = extractDecisions('The sluggishness is Formik re-validating the whole schema on every keystroke. I switched validation to run on blur and on submit; typing in the long form no longer drops frames.');
  assert.deepEqual(found.map((c) => c.content), ['I switched validation to run on blur and on submit; typing in the long form no longer drops frames.']);
});

test('found by hand in a Rust service (Antigravity): a recommendation of a name set in code ("I\'d go with `figment`: …") that the user agrees to; "keep JSON over HTTP" turns down no HTTP', () => {
  const previous = "I'd go with `serde_yaml_ng`: it is the maintained fork and keeps the same API. `serde_yaml` would work today, but it is archived upstream and will not get fixes.\n\nWant me to switch it?";
  const [yaml] = extractDecisions('Switched: `serde_yaml_ng` parses the config now.', 'yes', { response: previous, question: 'which YAML crate?' });
  assert.match(yaml?.content ?? '', /^I'd go with serde_yaml_ng: .* \(The user agreed: "yes"\.\)$/);
  assert.deepEqual(yaml.decision?.rejected?.map((r) => r.option), ['serde_yaml']);
  const [rpc] = extractDecisions('No — keep JSON over HTTP for now. There are two internal callers, both ours, and gRPC would add protobuf codegen to three build pipelines.', 'should we use gRPC between the services?');
  assert.deepEqual(rpc?.decision?.rejected?.map((r) => r.option), ['gRPC']);
});

test('found by hand in a Terraform repo (Claude Code): an answer to "why not X instead of Y?" that opens on X, faults it and keeps Y', () => {
  const [kept] = extractDecisions('Workspaces would share one state backend and one set of credentials, so a destroy run against the wrong workspace can take production with it. Separate accounts give a hard boundary and separate billing. I\'d keep the separate account.', 'why not use workspaces for staging instead of a separate account?');
  assert.deepEqual(kept?.decision?.rejected?.map((r) => r.option), ['Workspaces']);
  assert.match(kept.content, /\(Asked: "why not use workspaces/);
  // (An answer that explains and keeps nothing is no decision.)
  assert.deepEqual(extractDecisions('Workspaces are listed with `terraform workspace list`; staging has none yet.', 'why not use workspaces for staging?'), []);
});

test('found by hand in a translation model (Gemini CLI): a precision that OOMed; "I trained a BPE one … to compare: it produced …" after what was kept; "Not for this model:" answers a question about LoRA', () => {
  const [bf16] = extractDecisions('Training runs with bf16 mixed precision now. fp32 OOMed at batch size 16 on the 24 GB card; with bf16, batch 32 fits with room to spare.');
  assert.deepEqual(bf16?.decision?.rejected?.map((r) => r.option), ['fp32']);
  const [tok] = extractDecisions('Kept the WordPiece tokenizer. I trained a unigram one on the same corpus to compare: it produced 6% more tokens per sentence on the Finnish set.');
  assert.match(tok?.decision?.rejected?.[0]?.option ?? '', /^unigram/);
  assert.match(tok.content, /^Kept the WordPiece tokenizer\./);
  const [lora] = extractDecisions("Not for this model: it's 300M parameters and full fine-tuning fits on one card. LoRA pays off above a few billion parameters, where the optimizer state wouldn't fit.", 'should we try LoRA instead of full fine-tuning?');
  assert.deepEqual(lora?.decision?.rejected?.map((r) => r.option), ['LoRA']);
});

test('found by hand in a review (Windsurf): a review\'s findings ("Two things before merging: `retry()` swallows the last error instead of rethrowing it, …") decide nothing', () => {
  assert.deepEqual(extractDecisions('Two things before merging: `fetchAll()` swallows the last error instead of rethrowing it, so callers get `undefined`; and the table re-fetches on every render because the query key holds a fresh `Date`. Everything else looks good.'), []);
  assert.deepEqual(extractDecisions('The upload handler ignores the checksum header instead of comparing it, so a truncated file is stored as if it were whole.'), []);
});

test('found by hand in a Godot game (Claude Code) and sensor firmware (Gemini CLI): "; the jitter is gone" turns nothing down; "Godot\'s `ResourceSaver` with … was tempting, but …"; an act that would wear out flash after a RAM buffer; a recommendation of "Zephyr\'s built-in MCUboot" agreed to, a kind it concedes set aside', () => {
  const [platforms] = extractDecisions('Platforms are `AnimatableBody2D` nodes driven from `_physics_process` now, with `sync_to_physics` on; the stutter is gone at 60 and 144 Hz.');
  assert.deepEqual(platforms?.decision?.rejected ?? [], []);
  const [saves] = extractDecisions("Saves are JSON files in `user://saves/`, one per slot, written through `FileAccess`. Godot's `ResourceSaver` with `.tres` files was tempting, but a `.tres` can embed scripts, and loading a shared save would run their code.");
  assert.deepEqual(saves?.decision?.rejected?.map((r) => r.option), ['ResourceSaver']);
  const [ring] = extractDecisions('Readings are buffered in a ring of 256 samples in RAM and flushed every 5 minutes. Writing each sample straight to flash would wear out the sectors in under a year.');
  assert.deepEqual(ring?.decision?.rejected?.map((r) => r.option), ['Writing each sample straight to flash']);
  const previous = "I'd stay on Zephyr's built-in MCUboot for updates. A custom bootloader would save about 8 KB of flash, but we'd own signing, rollback and the swap logic.";
  const [boot] = extractDecisions('Kept MCUboot; the signing key is in the CI secrets.', 'ok stay on mcuboot', { response: previous, question: 'mcuboot or our own bootloader?' });
  assert.match(boot?.content ?? '', /^I'd stay on Zephyr's built-in MCUboot/);
  assert.deepEqual(boot.decision?.rejected?.map((r) => r.option), ['custom bootloader']);
});

test('found by hand in an Android app (Codex): "a thin wrapper over a Java API" turns no Java API down; a name that is a thin wrapper and kept a second copy of every image is the option', () => {
  const [coil, ...more] = extractDecisions("Image loading in the feed uses Coil 3 now. Glide's Kotlin support is a thin wrapper over a Java API, and its disk cache kept a second copy of every avatar because the URLs carry a changing signature.");
  assert.equal(more.length, 0);
  assert.match(coil?.content ?? '', /^Image loading in the feed uses Coil 3 now\./);
  assert.deepEqual(coil.decision?.rejected?.map((r) => r.option), ['Glide']);
});

test('found by hand in a Japanese session (Claude Code): "Y に移行しました" with the next sentence faulting another name ("Jest は … 複雑で …"), a fault in the past ("遅かったです"); sentences joined without a space', () => {
  const [vitest] = extractDecisions('テストランナーは Vitest に移行しました。Jest は ESM の設定が複雑で、CI で毎回 40 秒余計にかかっていました。');
  assert.equal(vitest?.content, 'テストランナーは Vitest に移行しました。Jest は ESM の設定が複雑で、CI で毎回 40 秒余計にかかっていました。');
  assert.deepEqual(vitest.decision?.rejected?.map((r) => r.option), ['Jest']);
  const [sharp] = extractDecisions('画像の変換は sharp で行うことにしました。ImageMagick はイメージが 300 MB 増えるうえ、処理も 4 倍遅かったです。');
  assert.deepEqual(sharp?.decision?.rejected?.map((r) => r.option), ['ImageMagick']);
  // (A name that opens the sentence after a decision and is not faulted is no option.)
  const [plain] = extractDecisions('画像の変換は sharp で行うことにしました。Docker イメージは 180 MB です。');
  assert.deepEqual(plain?.decision?.rejected ?? [], []);
});

test('found by hand in a Fastify API (Windsurf): "I considered doing it at the Cloudflare edge, but …" turns down the act whole, where it is done included', () => {
  const [limits] = extractDecisions('Rate limiting is done in the API with `@fastify/rate-limit` on the Redis we already run. I considered doing it at the Cloudflare edge, but their rules key on IP, and half our traffic comes from a few partner NAT addresses.');
  assert.deepEqual(limits?.decision?.rejected?.map((r) => r.option), ['doing it at the Cloudflare edge']);
});

test('found by hand in a Python CLI (Antigravity): a table of libraries then "I used X; the other two need …"; "Option A: …. Option B: …." then "I went with A: …"; "`--help` output had no grouping" faults no option', () => {
  const [plots] = extractDecisions('| Library | Static PNG | Interactive HTML |\n|---|---|---|\n| Matplotlib | yes | no |\n| Bokeh | via a browser | yes |\n| Altair | via vl-convert | yes |\n\nThe report is a PDF, so interactivity buys nothing. I used Matplotlib; the other two need a headless renderer just to write a PNG.');
  assert.deepEqual(plots?.decision?.rejected, [
    { option: 'Bokeh', reason: 'the other two need a headless renderer just to write a PNG' },
    { option: 'Altair', reason: 'the other two need a headless renderer just to write a PNG' },
  ]);
  // (A table of libraries with no pick decides nothing.)
  assert.deepEqual(extractDecisions('| Library | Static PNG |\n|---|---|\n| Matplotlib | yes |\n| Bokeh | via a browser |\n\nWhich one do you want?'), []);
  const [dist] = extractDecisions("Option A: publish to PyPI and install with `pipx`. Option B: ship a single binary built with PyInstaller.\n\nI went with A: the users already have Python 3.11, and PyInstaller binaries trip the endpoint scanner on the analysts' laptops.");
  assert.deepEqual(dist?.decision?.rejected, [{ option: 'ship a single binary built with PyInstaller', reason: "PyInstaller binaries trip the endpoint scanner on the analysts' laptops" }]);
  const [cli] = extractDecisions('The CLI is built on Click now. argparse needed 140 lines of subparser boilerplate for the six commands, and `--help` output had no grouping.');
  assert.deepEqual(cli?.decision?.rejected?.map((r) => r.option), ['argparse']);
});

test('found by hand in a React app (Cursor): "rather than adding them to the Redux store" turns the act down whole; a count in words ("one request instead of ten") is no option; a library that re-rendered the whole form', () => {
  const [state] = extractDecisions('I kept the filters in component state rather than adding them to the Redux store — nothing else reads them.');
  assert.deepEqual(state?.decision?.rejected?.map((r) => r.option), ['adding them to the Redux store']);
  const [search] = extractDecisions('The search box now debounces input by 250 ms and cancels the previous request with an `AbortController`, so typing a word sends one request instead of ten.');
  assert.deepEqual(search?.decision?.rejected ?? [], []);
  const [forms] = extractDecisions('Form state is handled by React Hook Form now. Formik re-rendered the whole settings form on every keystroke, which showed as input lag on the support tablets.');
  assert.deepEqual(forms?.decision?.rejected?.map((r) => r.option), ['Formik']);
});

test('found by hand in a SaaS backend (Claude Code): a name whose shared IPs landed mail in spam; "no, use postmark instead" overrules "… goes through Amazon SES now"; "We\'re dropping the nightly full export …. It took 3 hours …"; "Moment is out: …" with what replaced it', () => {
  const first = "Email sending goes through Amazon SES now, with the templates kept in the repo as MJML. SendGrid's shared IPs landed our password resets in spam for two big providers last month.";
  const [ses] = extractDecisions(first);
  assert.deepEqual(ses?.decision?.rejected?.map((r) => r.option), ['SendGrid']);
  const [postmark] = extractDecisions('Switched the sender to Postmark as you asked; the SES client is removed.', 'no, use postmark instead, their deliverability is better', { response: first, question: 'set up transactional email' });
  assert.equal(postmark?.content, 'no, use postmark instead, their deliverability is better');
  assert.deepEqual(postmark.decision?.rejected?.map((r) => r.option), ['Amazon SES']);
  const [exported] = extractDecisions("We're dropping the nightly full export to the warehouse. It took 3 hours and locked the orders table for the last 20 minutes of it.");
  assert.deepEqual(exported?.decision?.rejected, [{ option: 'nightly full export to the warehouse', reason: 'It took 3 hours and locked the orders table for the last 20 minutes of it' }]);
  assert.deepEqual(extractDecisions("We're dropping the kids at school first. It took an hour yesterday."), []);
  const [moment] = extractDecisions("Moment is out: it's in maintenance mode and adds 70 KB to the bundle. Dates are formatted with `Intl.DateTimeFormat` now.");
  assert.deepEqual(moment?.decision?.rejected?.map((r) => r.option), ['Moment']);
  assert.match(moment.content, /Intl\.DateTimeFormat now\.$/);
});

test('found by hand (Gemini CLI): a dotfile set aside ("rather than `.nvmrc`: …")', () => {
  const [volta] = extractDecisions('We now pin Node with Volta in `package.json` rather than `.nvmrc`: Volta switches automatically when you enter the repo.');
  assert.deepEqual(volta?.decision?.rejected?.map((r) => r.option), ['.nvmrc']);
});

test('found by hand in a Rails app (Codex): under "## Why Postgres and not Elasticsearch", a later sentence that opens on Elasticsearch and faults it is its reason, not the section\'s first sentence', () => {
  const [search] = extractDecisions("## What changed\n\n- Added a `tsvector` column with a GIN index.\n\n## Why Postgres and not Elasticsearch\n\nWe have 80k articles and one search box. Elasticsearch would mean a second datastore to run and keep in sync.");
  assert.deepEqual(search?.decision?.rejected, [{ option: 'Elasticsearch', reason: 'would mean a second datastore to run and keep in sync' }]);
});

test('an option said first and then turned down ("Hazelcast we ruled out quickly: …") is the option, with its why; "ruled out early" names no option "early"', () => {
  const [sessions] = extractDecisions('Sessions are stored in Redis now. Hazelcast we ruled out quickly: its licence changed in 5.4 and the embedded mode needs the JVM.');
  assert.match(sessions?.content ?? '', /^Sessions are stored in Redis now/);
  assert.deepEqual(sessions?.decision?.rejected, [{ option: 'Hazelcast', reason: 'its licence changed in 5.4 and the embedded mode needs the JVM' }]);
  const [outbox] = extractDecisions('For the outbox I went with a plain Postgres table. RabbitMQ I ruled out early, since a broker for 30 messages a minute is one more thing to page on.');
  assert.deepEqual(outbox?.decision?.rejected?.map((r) => r.option), ['RabbitMQ']);
});

test('faults of an option passed over: "is far more than 40 jobs an hour needs", "chokes once …", "would bill per tracked event"', () => {
  const [jobs] = extractDecisions('Background jobs run on Oban now. Kafka is far more than 40 jobs an hour needs, and Sidekiq would mean Redis next to Postgres.');
  assert.deepEqual(jobs?.decision?.rejected?.map((r) => r.option), ['Kafka', 'Sidekiq']);
  assert.equal(jobs?.decision?.rejected?.[0].reason, 'is far more than 40 jobs an hour needs');
  const [plots] = extractDecisions('The scatter plots are drawn with Apache ECharts. Chart.js chokes once a series passes 100k points.');
  assert.deepEqual(plots?.decision?.rejected, [{ option: 'Chart.js', reason: 'chokes once a series passes 100k points' }]);
  const [analytics] = extractDecisions('Analytics run on a self-hosted Umami now. Mixpanel would bill per tracked event, about $600 a month at our volume.');
  assert.deepEqual(analytics?.decision?.rejected?.map((r) => r.option), ['Mixpanel']);
});

test('a tool written in lower case that opens a sentence is a name, set aside in the choice before it ("… goes through figment now, not confy. confy\'s loader …")', () => {
  const [config] = extractDecisions("Config parsing in the CLI goes through figment now, not confy. confy's loader was fine for TOML, but it silently ignores unknown keys.");
  assert.deepEqual(config?.decision?.rejected?.map((r) => r.option), ['confy']);
  assert.match(config?.decision?.rejected?.[0].reason ?? '', /silently ignores unknown keys/);
  // Only in a text that capitalises its sentences, and never after an abbreviation.
  assert.equal(withCodeNames('It was slow. confy is next.', () => isName('confy')), true);
  assert.equal(withCodeNames('ok. confy is next. then ship it.', () => isName('confy')), false);
  assert.equal(withCodeNames('Key them by kind, e.g. invoices or refunds. It works.', () => isName('invoices')), false);
});

test('found by hand in a Go service (Claude Code): a compound of English ("a per-host licence") is no option; "was losing cents" faults float64; "storing … would have meant …" is a way set aside; "Migrations: goose." names goose when the next sentence does', () => {
  const [metrics] = extractDecisions("The ledger service now exports metrics through the OpenTelemetry SDK with the Prometheus exporter.\n\nI didn't use the Datadog agent: it would have needed a sidecar on every pod and a per-host licence we don't have budget for.");
  assert.deepEqual(metrics?.decision?.rejected?.map((r) => r.option), ['Datadog agent']);
  const [money] = extractDecisions('For money amounts I switched the service to `shopspring/decimal`. float64 was losing cents on currency conversion, and storing integer cents everywhere would have meant touching every handler and the public API.');
  assert.deepEqual(money?.decision?.rejected?.map((r) => r.option), ['float64', 'storing integer cents everywhere']);
  const [migrations] = extractDecisions('Migrations: goose. golang-migrate does the same up/down files, but goose lets us write the two data backfills as Go functions.');
  assert.deepEqual(migrations?.decision?.rejected?.map((r) => r.option), ['golang-migrate']);
  // A label's one word the next sentence never names again is a state, not a choice.
  assert.deepEqual(extractDecisions('Result: green. Jest was slow on the first run, but the cache fixed that.'), []);
});

test('found by hand in a data pipeline (Codex): a yes to "I\'d go with the MERGE." after "Two ways to …:" over a numbered list keeps the options and turns the other down with its cons', () => {
  const offer = 'Two ways to drop the duplicate rows:\n\n1. `ROW_NUMBER()` over a window in the staging view — easy to read, but it scans the whole partition.\n2. A unique index with `ON CONFLICT DO NOTHING` on insert — no extra scan, and retries stay safe.\n\nI\'d go with the unique index. Want me to do it?';
  const [d] = extractDecisions('Done.', 'yes', { response: offer, question: 'how do we drop duplicates?' });
  assert.match(d?.content ?? '', /unique index/);
  assert.deepEqual(d?.decision?.rejected?.map((r) => r.option), ['ROW_NUMBER']);
  assert.match(d?.decision?.rejected?.[0].reason ?? '', /scans the whole partition/);
});

test('found by hand in a React Native app (Gemini CLI): "X replaces Y, which hasn\'t had a release in two years" decides, with that as why', () => {
  const [images] = extractDecisions('- **Images**: `expo-image` replaces `react-native-fast-image`, which hasn\'t had a release in two years and breaks on the new architecture.\n- **Forms**: kept React Hook Form.');
  assert.deepEqual(images?.decision?.rejected, [{ option: 'react-native-fast-image', reason: "hasn't had a release in two years and breaks on the new architecture" }]);
  // (What the replaced one did, when it is no fault, is no why: a list of parts.)
  assert.deepEqual(extractDecisions('Lefthook replaces Husky, which we set up in 2021.'), []);
});

test('found by hand in a Rails app (Windsurf) and a Rust CLI (Antigravity): "would bring Redis back" faults; a move whose next sentence faults the old tool by name; an act that "would have erased" what callers need', () => {
  const [jobs] = extractDecisions('Background jobs: Solid Queue. GoodJob was the other serious option and has a nicer dashboard, but Solid Queue ships with Rails 8. Sidekiq would bring Redis back, which we just removed.');
  assert.deepEqual(jobs?.decision?.rejected?.map((r) => r.option), ['GoodJob', 'Sidekiq']);
  const [cli] = extractDecisions("The tool's config loading moved from confy to figment with the TOML provider. confy is in maintenance mode and drops unknown keys.");
  assert.deepEqual(cli?.decision?.rejected?.map((r) => r.option), ['confy']);
  const [errors] = extractDecisions('Errors in the SDK are `thiserror` enums now; the examples keep `anyhow`. Using `anyhow` in the SDK too would have erased the variants that callers match on.');
  assert.match(errors?.decision?.rejected?.[0]?.option ?? '', /anyhow in the SDK/i);
  assert.match(errors?.decision?.rejected?.[0]?.reason ?? '', /^would have erased/);
});

test('found by hand in a Laravel app (Cursor): a worker that "died at 03:12 because …" is a failure explained, not a decision; "The old class …" after a replacement is the replaced one\'s why, never an option "class"', () => {
  assert.deepEqual(extractDecisions('The scheduler container died at 02:40 because the `sessions` table filled the disk on the shared volume. I pruned it and added a daily cleanup.'), []);
  const [forms] = extractDecisions('Replaced the hand-rolled `Sanitizer` class with HTML Purifier. The old class stripped tags with regexes and let two XSS payloads through in the audit.');
  assert.deepEqual(forms?.decision?.rejected?.map((r) => r.option), ['hand-rolled Sanitizer class']);
  assert.match(forms?.decision?.rejected?.[0].reason ?? '', /^The old class stripped tags/);
  const [dates] = extractDecisions('Replaced Luxon with Day.js. The old library added 70 KB to the checkout bundle.');
  assert.deepEqual(dates?.decision?.rejected, [{ option: 'Luxon', reason: 'The old library added 70 KB to the checkout bundle' }]);
});

test('found by hand in a FastAPI app (Claude Code): "no, do it in nginx instead, I don\'t want redis in the request path" overrules the tool the last response set up with, with the user\'s why; "The slowapi decorator … are removed" turns down no option "The"', () => {
  const previous = { response: "I'll add rate limiting with slowapi, keyed on the API token. It stores counters in the Redis we already run.", question: 'add rate limiting to the API' };
  const response = 'Switched the rate limiter to the nginx `limit_req` zone, as you asked. The slowapi decorator and its Redis counters are removed; the limit is 20 r/s per token.';
  const found = extractDecisions(response, "no, do it in nginx instead, I don't want redis in the request path", previous);
  const user = found.find((c) => c.content.startsWith('no, do it in nginx'));
  assert.deepEqual(user?.decision?.rejected, [{ option: 'slowapi', reason: "I don't want redis in the request path" }]);
  assert.ok(found.every((c) => !(c.decision?.rejected ?? []).some((r) => r.option === 'The')), JSON.stringify(found));
});

test('found by hand in a Terraform repo (Codex): a verdict table that keeps and adds rows beside one it removes; "Passing them as … put them in the CI logs" faults that way; "X\'s free tier caps … at one" under "## Why S3 and not X" is its why', () => {
  const [table] = extractDecisions('| Tool | Verdict |\n|---|---|\n| tflint | kept — catches deprecated instance types |\n| checkov | added — 212 checks, runs in 9 s |\n| tfsec | removed — merged into Trivy and no longer updated |');
  assert.deepEqual(table?.decision?.rejected, [{ option: 'tfsec', reason: 'merged into Trivy and no longer updated' }]);
  assert.match(table?.content ?? '', /^tflint \(catches deprecated instance types\) and checkov/);
  const [secrets] = extractDecisions('Database passwords are read from Vault at deploy time through the `vault_generic_secret` data source. Passing them as `TF_VAR_` environment variables put them in the CI logs when a plan failed.');
  assert.deepEqual(secrets?.decision?.rejected?.map((r) => r.option), ['passing them as TF_VAR_ environment variables']);
  const [state] = extractDecisions("## Why GCS and not Terraform Cloud\n\nWe have one workspace and two people applying. Terraform Cloud's free tier caps concurrent runs at one and its SSO needs a paid plan.");
  assert.match(state?.decision?.rejected?.[0]?.reason ?? '', /^free tier caps concurrent runs at one/);
});

test('found by hand in a frontend monorepo (Gemini CLI): "We\'d considered X\'s test runner, but …" after what the tests use turns that part down, named with whose it is', () => {
  const [e2e] = extractDecisions("E2E tests use Playwright's component testing for the design system. We'd considered Vitest's browser mode, but it only runs in one browser, and half of our regressions are Safari-only.");
  assert.deepEqual(e2e?.decision?.rejected?.map((r) => r.option), ["Vitest's browser mode"]);
  assert.match(e2e?.decision?.rejected?.[0].reason ?? '', /only runs in one browser/);
});

test('found by hand in a Rails app (Windsurf): a heads-up that a gem is deprecated decides nothing; "I tried X with fetch calls first; it meant …" sets X aside; "don\'t add sidekiq, we don\'t need another process …" turns sidekiq down with that why, and the agent\'s "OK, I won\'t add Sidekiq. The mailer jobs stay …" carries it out', () => {
  assert.deepEqual(extractDecisions('Heads up: the `sass-rails` gem is deprecated. I left it in because three engines still import `.scss` partials through it.'), []);
  const [frames] = extractDecisions('Turbo Frames handle the inline editing now. I tried Alpine.js with fetch calls first; it meant re-implementing the form error rendering the server already does.');
  assert.deepEqual(frames?.decision?.rejected?.map((r) => r.option), ['Alpine.js']);
  const found = extractDecisions("OK, I won't add Sidekiq. The mailer jobs stay on the async adapter for now.", "don't add sidekiq, we don't need another process to babysit", { response: 'Want me to move the mailers to Sidekiq?' });
  assert.equal(found.length, 1, JSON.stringify(found));
  assert.deepEqual(found[0].decision?.rejected, [{ option: 'sidekiq', reason: "we don't need another process to babysit" }]);
  assert.match(found[0].context ?? '', /I won't add Sidekiq/);
});

test('found by hand in a Godot game (Claude Code): "I had an A* grid first, but …" sets A* aside; a state, then "Writing our own system came up, but … variables", decides', () => {
  const [paths] = extractDecisions('Pathfinding uses the built-in NavigationServer2D with a baked navmesh per level. I had an A* grid first, but enemies snapped to tile centers and got stuck on diagonal walls.');
  assert.match(paths?.content ?? '', /^Pathfinding uses the built-in NavigationServer2D/);
  assert.deepEqual(paths?.decision?.rejected?.map((r) => r.option), ['A*']);
  const [dialogue] = extractDecisions("Quests are handled by Questify 2. Writing our own system came up, but the designers already know its graph editor, and we'd spend a month rebuilding conditions and variables.");
  assert.deepEqual(dialogue?.decision?.rejected?.map((r) => r.option), ['Writing our own system']);
});

test('found by hand in a Japanese session (Claude Code): "X を使います。" before a sentence faulting another name decides; "X で書きました。" decides when the next sentence weighed another ("Y も検討しましたが、…"), and is a report alone; Chinese the same', () => {
  const [dates] = extractDecisions('日付の処理には Day.js を使います。Luxon はバンドルサイズが大きいためです。');
  assert.deepEqual(dates?.decision?.rejected?.map((r) => r.option), ['Luxon']);
  const [tests] = extractDecisions('E2E テストは Playwright で書きました。Cypress も検討しましたが、Safari で動きませんでした。');
  assert.deepEqual(tests?.decision?.rejected, [{ option: 'Cypress', reason: 'Safari で動きませんでした' }]);
  assert.deepEqual(extractDecisions('ログイン画面のテストを Playwright で書きました。'), []);
  // Chinese the same: "用 X 写的。" then "Y 也考虑过，但是 …".
  const [zh] = extractDecisions('端到端测试用 Playwright 写的。Cypress 也考虑过，但是在 Safari 上跑不起来。');
  assert.deepEqual(zh?.decision?.rejected, [{ option: 'Cypress', reason: '在 Safari 上跑不起来' }]);
  assert.deepEqual(extractDecisions('登录页的测试用 Playwright 写的。'), []);
});

test('found by hand in a Go service (Codex): "Viper was doing the same thing with four times the dependencies, and its key lowercasing broke …" after what config now comes from turns Viper down', () => {
  const [config] = extractDecisions('Config now comes from environment variables parsed by `kelseyhightower/envconfig` into one struct. Koanf was doing the same thing with three times the dependencies, and its key lowercasing broke our `AWS_*` names.');
  assert.deepEqual(config?.decision?.rejected?.map((r) => r.option), ['Koanf']);
  assert.match(config?.decision?.rejected?.[0].reason ?? '', /three times the dependencies/);
  // (The same job done, and nothing wrong with it, turns nothing down.)
  assert.deepEqual(extractDecisions('Koanf was doing the same thing as our loader, and it reads TOML too.'), []);
});

test('found by hand in a Laravel app (Cursor): a lower-case name said to be archived upstream is an option of its own after a dash-closed aside ("Dompdf couldn\'t … — totals overlapped … — and wkhtmltopdf is archived upstream")', () => {
  const [pdf] = extractDecisions("PDF generation now runs through Browsershot. Dompdf couldn't handle our flexbox invoice layout — totals overlapped the footer on multi-page invoices — and wkhtmltopdf is archived upstream.");
  assert.deepEqual(pdf?.decision?.rejected, [
    { option: 'Dompdf', reason: "couldn't handle our flexbox invoice layout — totals overlapped the footer on multi-page invoices" },
    { option: 'wkhtmltopdf', reason: 'is archived upstream' },
  ]);
  assert.equal(withCodeNames('We kept the cron job; the cron job is archived now.', () => isName('job')), false);
  assert.equal(withCodeNames('Logging works. it is archived upstream.', () => isName('it')), false);
});

test('a question that leaves the choice open ("Should we keep the cron job on the VM or move it to a scheduled GitHub Action? Both work; …") is no decision the learned check may take', () => {
  assert.deepEqual(extractDecisions('Should we keep the cron job on the VM or move it to a scheduled GitHub Action? Both work; the Action is easier to see but needs a secret for the DB.'), []);
});

test('the round on responses-49: a replacement whose next sentence faults the old tool after a phrase setting the scene ("On the 40-megapixel scans Pillow held …"); "Thumbor served the same URL scheme, but its Docker image is 1.1 GB"; "I prototyped the dashboard in Plotly …, but …"; a static site generator and its templates are software; "kept tripping up"', () => {
  const [resize] = extractDecisions('For the avatar job I replaced ImageMagick with libvips. On the 12-megapixel uploads ImageMagick held the whole decoded image in memory, and libvips streams it in strips.');
  assert.deepEqual(resize?.decision?.rejected?.map((r) => r.option), ['ImageMagick']);
  assert.match(resize?.decision?.rejected?.[0].reason ?? '', /held the whole decoded image in memory/);
  const [proxy] = extractDecisions('Thumbnails moved to imgproxy, running next to the API. Cloudinary served the same transformations, but its free plan caps them at 25,000 a month; imgproxy is one binary.');
  assert.deepEqual(proxy?.decision?.rejected?.map((r) => r.option), ['Cloudinary']);
  assert.match(proxy?.decision?.rejected?.[0].reason ?? '', /free plan caps them at 25,000/);
  const [charts] = extractDecisions('The chart library stays on ECharts. I prototyped the report page in Nivo to see whether its React API was nicer, but a 20k-point line took 4 s to draw in Nivo against 200 ms in ECharts.');
  assert.deepEqual(charts?.decision?.rejected?.map((r) => r.option), ['Nivo']);
  const [site] = extractDecisions("The docs site generator is Docusaurus from now on. Gatsby's templates kept tripping up the two writers who edit the guides, and VuePress took 70 s per rebuild on 900 pages where Docusaurus takes 9.");
  assert.deepEqual(site?.decision?.rejected?.map((r) => r.option), ['Gatsby', 'VuePress']);
});

test('the round on responses-49: a figure set against the old one ("peaks at 80 MB instead of 3.1 GB") is no option for the learned check, and a response ending "… but tell me before I build it." leaves the choice to the user', () => {
  assert.deepEqual(extractDecisions('Done: the PDF export streams pages now. A 900-page export peaks at 120 MB RSS instead of 2.4 GB. The DOCX path is unchanged.'), []);
  assert.deepEqual(extractDecisions('Should the cache be per region or shared? Per region is faster but needs a Redis per region; shared is one cluster. I lean per region, but tell me before I build it.'), []);
});

test('found by hand in an ML project (Codex): a label and a lower-case tool with what is gone ("Lint/format: ruff for both; black and isort are gone."), a list of names gone, "W&B" as a name, and an act weighed that runs past seven words', () => {
  const [lint] = extractDecisions('**Lint/format:** ruff for both; black and isort are gone.');
  assert.deepEqual(lint?.decision?.rejected?.map((r) => r.option), ['black', 'isort']);
  const [listed] = extractDecisions('We lint with Ruff now; flake8, pylint and isort are gone.');
  assert.deepEqual(listed?.decision?.rejected?.map((r) => r.option), ['flake8', 'pylint', 'isort']);
  // (A comma before what is gone lists names only: "however, the old cache" is none.)
  assert.deepEqual(extractDecisions('We use Ruff now; however, the old cache is gone.').flatMap((c) => c.decision?.rejected ?? []), []);
  const [tracking] = extractDecisions("Going with MLflow on the existing Postgres. W&B is nicer to use, but the seats are $50 per user per month and legal won't approve sending weights to a third party.");
  assert.deepEqual(tracking?.decision?.rejected?.map((r) => r.option), ['W&B']);
  const [evals] = extractDecisions("Metrics now stream through `torchmetrics` accumulators. I considered writing predictions to Parquet and computing the metrics with DuckDB, but that's a second pass over 40 GB for no gain.");
  assert.deepEqual(evals?.decision?.rejected?.map((r) => r.option), ['writing predictions to Parquet and computing the metrics with DuckDB']);
});

test('found by hand in a Flutter app (Gemini CLI): an option picked by name that the response leaned towards keeps the lean and its why; "X is what Y grew out of; it can\'t …" faults X', () => {
  const offered = 'Three ways to do it:\n\n1. **Hive** — fast key-value boxes, but the original author stopped maintaining it.\n2. **Isar** — queries and indexes, but its 4.x line has been in development for over a year.\n3. **Drift** (SQLite) — typed SQL and migrations; more boilerplate.\n\nWhich do you prefer? I lean towards Drift, since we\'ll need joins for the offline orders.';
  const [picked] = extractDecisions('Drift is set up with the `orders` table.', 'drift', { response: offered, question: 'how should we store the offline cache?' });
  assert.match(picked?.content ?? '', /I lean towards Drift, since we'll need joins for the offline orders\. \(The user chose it from 3 options: "drift"\.\)$/);
  assert.deepEqual(picked?.decision?.rejected?.map((r) => r.option), ['Hive', 'Isar']);
  // (Another pick keeps no lean of another option.)
  const [other] = extractDecisions('Hive is set up.', 'hive', { response: offered });
  assert.doesNotMatch(other?.content ?? '', /lean/);
  const [state] = extractDecisions('State is managed with Riverpod 2 now. Provider is what Riverpod grew out of; it can\'t override dependencies in tests without a widget tree.');
  assert.deepEqual(state?.decision?.rejected, [{ option: 'Provider', reason: "can't override dependencies in tests without a widget tree" }]);
});

test('found by hand in a Fastify API (Windsurf): "The in-memory store it defaults to would count per instance, and we run four." faults that store; "Neither blocks the release." faults no "Neither"; a kind turned down with names bracketed after it turns those names down', () => {
  const [limits] = extractDecisions('Rate limiting now uses `@fastify/rate-limit` with the Redis store: 100 requests a minute per API key. The in-memory store it defaults to would count per instance, and we run four.');
  assert.deepEqual(limits?.decision?.rejected, [{ option: 'in-memory store', reason: 'would count per instance, and we run four' }]);
  assert.deepEqual(extractDecisions('Left: rate limiting on `/v1/orders` and the webhook log page. Neither blocks the release.'), []);
  const [outbox] = extractDecisions("Outgoing webhooks go through an outbox table now. I didn't use a queue service (SQS, RabbitMQ) — the outbox gives us the same retries without another piece of infrastructure.");
  assert.deepEqual(outbox?.decision?.rejected?.map((r) => r.option), ['SQS', 'RabbitMQ']);
});

test('found by hand in a Django app (Antigravity): a way with examples in brackets that "would only sort the 25 rows on the page, not …" is turned down with them; a "No X for this one." answer takes the clause that opens on X as its why', () => {
  const [sorting] = extractDecisions('The tables sort on the server: clicking a header sends an `hx-get` with `?sort=-created`, and the view returns the table partial. A client-side sorter (List.js or a bit of Alpine) would only sort the 25 rows on the page, not the whole result set.');
  assert.deepEqual(sorting?.decision?.rejected, [{ option: 'client-side sorter (List.js or a bit of Alpine)', reason: 'would only sort the 25 rows on the page, not the whole result set' }]);
  const [declined] = extractDecisions('No Dramatiq for this one. The export runs once a week, so a management command on the existing cron does it; Dramatiq would mean a broker and a worker process to deploy for one job.', 'should we use dramatiq for the weekly export?');
  assert.deepEqual(declined?.decision?.rejected, [{ option: 'Dramatiq', reason: 'would mean a broker and a worker process to deploy for one job' }]);
});

test('found by hand in a Next.js app (Cursor): "X does the same with localStorage, which the server can\'t read, …" faults X; a prompt\'s last clause of who wants it ("…, the QA team knows it") is its why; a table row said no to bare takes its other columns, and the paragraph after the table that opens on the pick is kept', () => {
  const [theme] = extractDecisions("Dark mode follows the system setting, with a toggle that writes `theme` to a cookie, so the server renders the right class. next-themes does the same with localStorage, which the server can't read, so the first paint would flash white.");
  assert.deepEqual(theme?.decision?.rejected?.map((r) => r.option), ['next-themes']);
  const [told] = extractDecisions('Switched the specs.', 'actually use cypress instead of playwright, the QA team knows it');
  assert.deepEqual(told?.decision?.rejected, [{ option: 'playwright', reason: 'the QA team knows it' }]);
  const table = '| Library | Bundle (gzip) | SSR | Verdict |\n|---|---|---|---|\n| Recharts | 96 KB | yes | picked |\n| Chart.js | 68 KB | canvas only | no |\n| Visx | 40 KB | yes | no: we\'d build every axis ourselves |\n\nRecharts covers the six chart types the page needs out of the box.';
  const [charts] = extractDecisions(table);
  assert.deepEqual(charts?.decision?.rejected, [
    { option: 'Chart.js', reason: 'Bundle (gzip) 68 KB, SSR canvas only' },
    { option: 'Visx', reason: "we'd build every axis ourselves" },
  ]);
  assert.match(charts?.content ?? '', /Recharts covers the six chart types the page needs out of the box\.$/);
});

test('found by hand in a Spring Boot service (Claude Code): "When we do, I\'d store … rather than …" is advice for later, and a decision opening on "They\'d …" right after another in its paragraph is more of that one', () => {
  assert.deepEqual(extractDecisions("Noted. When we do, I'd store amounts as `BigDecimal` with the currency code next to them, rather than converting everything to EUR on write. Nothing changed for now."), []);
  const found = extractDecisions("Yes — I've switched the 23 hand-written mappers to MapStruct. They'd drifted: three of them dropped the `currency` field when it was added in March. ModelMapper was the other option, but it maps by reflection at runtime, so a renamed field fails silently.");
  assert.equal(found.length, 1);
  assert.match(found[0].content, /^Yes — I've switched .* They'd drifted: .* ModelMapper was the other option/);
  assert.deepEqual(found[0].decision?.rejected?.map((r) => r.option), ['ModelMapper']);
});

test('a sweep of replies that decide nothing: a tool\'s score reported with what holds it back ("Lighthouse gives the landing page 71 for performance on mobile; …") is a finding the learned check leaves alone', () => {
  assert.deepEqual(extractDecisions('Lighthouse gives the checkout page 64 for performance on mobile; the banner image is 3.1 MB and two font files block rendering. Converting the image to AVIF and preloading the fonts should get it above 90.'), []);
});

test('a sweep of replies that decide nothing: a failure explained, then "Running it with X would avoid the lock. Should I …?" proposes a fix, turning nothing down', () => {
  assert.deepEqual(extractDecisions('The deploy failed at the migration step: `0061_add_index` takes a lock on `audit_log` (120M rows). Running it with `CREATE INDEX CONCURRENTLY` would avoid the lock. Should I change the migration?'), []);
  // (What doing it elsewhere would break still turns that down.)
  const [limits] = extractDecisions('Rate limiting runs in the nginx ingress now. Doing it in the Express app would have counted each pod separately.');
  assert.deepEqual(limits?.decision?.rejected?.map((r) => r.option), ['doing it in the Express app']);
});

test('found by hand in a Japanese session (Gemini CLI): "X（…）で実装しました。" then "Y も検討しましたが、…" decides; "… が多すぎます" faults; a name picked from those a response offered in a sentence and asked the user to choose from is a decision, in English too', () => {
  const [auth] = extractDecisions('認証は Auth.js（next-auth v5）で実装しました。Clerk も検討しましたが、ユーザーデータが外部に置かれるため見送りました。');
  assert.deepEqual(auth?.decision?.rejected?.map((r) => r.option), ['Clerk']);
  const [state] = extractDecisions('Jotai を使います。MobX はこの規模だとボイラープレートが多すぎます。');
  assert.deepEqual(state?.decision?.rejected, [{ option: 'MobX', reason: 'この規模だとボイラープレートが多すぎます' }]);
  const offer = '候補は Netlify と Render です。どちらでも動きますが、Netlify の方がプレビューが速いです。どちらにしますか？';
  const [ja] = extractDecisions('Render の設定を追加しました。', 'Render にして。料金が安いから', { response: offer });
  assert.equal(ja?.decision?.chosen, 'Render');
  assert.deepEqual(ja?.decision?.rejected, [{ option: 'Netlify', reason: '料金が安いから' }]);
  const en = 'The candidates are Netlify and Render. Both work, but Netlify has faster previews. Which one do you want?';
  const [picked] = extractDecisions('Added the Render config.', "render, it's cheaper", { response: en, question: 'where do we deploy?' });
  assert.match(picked?.content ?? '', /^The candidates are Netlify and Render\. Both work, but Netlify has faster previews\. \(The user chose Render: "render, it's cheaper"\.\)$/);
  assert.deepEqual(picked?.decision?.rejected, [{ option: 'Netlify', reason: "it's cheaper" }]);
  // (An answer that names neither, or turns one down, picks nothing.)
  assert.deepEqual(extractDecisions('ok', 'thanks', { response: en }), []);
  assert.deepEqual(extractDecisions('ok', 'not netlify', { response: en }).filter((c) => c.decision?.chosen === 'Render'), []);
});

test('found by hand in a Helm chart (Codex): "no, use keda for the api too, …" after a response that turned KEDA down overrules it, whatever it chose; "Replaced the HPA with a KEDA `ScaledObject` …, so …" decides', () => {
  const before = "The chart is in `deploy/helm/api`. I used a plain Deployment with a HorizontalPodAutoscaler on CPU. I didn't add KEDA; scaling on queue depth only matters for the workers, and the API is CPU-bound.";
  const found = extractDecisions('Replaced the HPA with a KEDA `ScaledObject` using the CPU scaler, so the API and the workers scale through the same operator.', 'no, use keda for the api too, we want one autoscaling story', { response: before, question: 'set up the helm chart for the api' });
  const user = found.find((c) => c.content.startsWith('no, use keda'));
  assert.ok(user?.overrules?.includes("I didn't add KEDA"), JSON.stringify(found));
  const agent = found.find((c) => c.content.startsWith('Replaced the HPA'));
  assert.deepEqual(agent?.decision?.rejected?.map((r) => r.option), ['HPA']);
  // (A word the response never wrote as a name overrules nothing.)
  assert.equal(extractDecisions('ok', 'no, use ours for the api too', { response: before }).some((c) => c.overrules), false);
});

test('found by hand in an iOS app (Windsurf): "X is faster on big queries; we have at most a few thousand …" turns X down; a paragraph opening "The crash is … in …" is a diagnosis the learned check leaves alone', () => {
  const [store] = extractDecisions('Notes persist with SwiftData now. Realm would have worked too, but its sync service is deprecated. GRDB is faster on big queries; we have at most a few thousand notes per user.');
  assert.deepEqual(store?.decision?.rejected?.map((r) => r.option), ['Realm', 'GRDB']);
  assert.equal(store?.decision?.rejected?.[1].reason, 'is faster on big queries; we have at most a few thousand notes per user');
  assert.deepEqual(extractDecisions('The crash is `EXC_BAD_ACCESS` in `ModelContainer.init` on 17.0 only: a SwiftData bug with optional relationships. I made `Note.folder` non-optional with a default folder; launch works on the 17.0 simulator.'), []);
});

test('found by hand in a data pipeline (Antigravity): the paragraph under "## Why X over Y" is one decision, a sentence of what X does between the two ways it faults included; "Y was the other format the vendor offers; it\'s 3x the size …" turns Y down', () => {
  const why = "## What I set up\n\n- Orchestration: **Dagster** with software-defined assets for the dbt models.\n\n## Why Dagster over Airflow\n\nAirflow's task-centric DAGs would need a separate task per dbt model, and we'd lose dbt's lineage in the UI. Dagster reads `manifest.json` and shows each model as an asset with its upstreams. Mage was close, but its dbt blocks run the whole project as one task.";
  const found = extractDecisions(why).filter((c) => c.content.includes('manifest.json'));
  assert.equal(found.length, 1);
  assert.match(found[0].content, /^Why Dagster over Airflow: Airflow's .* Dagster reads manifest\.json .* Mage was close/);
  assert.deepEqual(found[0].decision?.rejected?.map((r) => r.option), ['Airflow', 'Mage']);
  const [format] = extractDecisions("I picked Parquet over CSV: the daily export is 240 MB as Parquet. Avro was the other format the vendor offers; it's twice the size of the Parquet files.");
  assert.deepEqual(format?.decision?.rejected?.map((r) => r.option), ['CSV', 'Avro']);
});

test('found by hand in Chinese sentences (read by the extractor): "替换了 X + Y" turns the names replaced down, together', () => {
  const [logs] = extractDecisions('日志改用 tracing 了，替换了 log + env_logger。');
  assert.deepEqual(logs?.decision?.rejected?.map((r) => r.option), ['log + env_logger']);
  const [one] = extractDecisions('缓存改用 moka 了，取代了 cached。');
  assert.deepEqual(one?.decision?.rejected?.map((r) => r.option), ['cached']);
});

test('found by hand in a Go CLI\'s summary (read by the extractor): "(e.g. `tls.cert` requires `tls.key`)" ends no sentence and names no option; "YAML\'s implicit typing turned `no` into `false`" faults YAML', () => {
  const summary = "**Decisions made**\n1. **Format:** TOML via `BurntSushi/toml`. YAML's implicit typing turned `no` into `false` in the country codes test.\n2. **Validation:** hand-written checks in `Validate()`; go-playground/validator's struct tags can't express our cross-field rules (e.g. `tls.cert` requires `tls.key`).";
  const found = extractDecisions(summary);
  assert.deepEqual(found.map((c) => c.decision?.rejected?.map((r) => r.option)), [['YAML'], ['go-playground/validator']]);
  assert.equal(found[1].decision?.rejected?.[0].reason, "struct tags can't express our cross-field rules (e.g. tls.cert requires tls.key)");
});

test('found by hand in an Android app (Cursor): a name alone ("Hilt.") leads the "It\'s …" sentence that decides with the next', () => {
  const [di] = extractDecisions("Hilt. It's Dagger underneath with the Android scopes preconfigured. Koin was the other one I'd consider: no code generation, but errors show up at runtime instead of at compile time.");
  assert.match(di?.content ?? '', /^Hilt\. It's Dagger underneath/);
  assert.deepEqual(di?.decision?.rejected?.map((r) => r.option), ['Koin']);
});

test('found by hand in a Nuxt app (Gemini CLI): "The old `useState` composable lost the cart on every full reload …" after a state said as it is now turns the old one down', () => {
  const [cart] = extractDecisions('State for the wishlist lives in Pinia now. The old `useState` composable lost the wishlist on every full reload because nothing persisted it.');
  assert.deepEqual(cart?.decision?.rejected?.map((r) => r.option), ['useState composable']);
  // (What a reload does, said of no old way, turns nothing down.)
  assert.deepEqual(extractDecisions('The dev server lost the session on every restart, so I logged in again.'), []);
});

test('found by hand in a FastAPI service (Codex): ", not in the ORM" after "I kept the ORM" turns nothing down, and "FastAPI\'s BackgroundTasks run in the web process, so a deploy kills anything in flight" turns that part down', () => {
  const [orm] = extractDecisions('I kept the ORM rather than dropping to raw asyncpg queries: the models already exist, and the hot paths spend their time in Postgres, not in the ORM.');
  // (The act is read as "dropping": keeping where it goes moved the option finder's training and lost two tuned options.)
  assert.deepEqual(orm?.decision?.rejected?.map((r) => r.option), ['dropping']);
  const [jobs] = extractDecisions("Background tasks: arq on the existing Redis. Starlette's BackgroundTasks run in the web process, so a deploy kills anything in flight, and Celery is more machinery than six small jobs need.");
  assert.deepEqual(jobs?.decision?.rejected?.map((r) => r.option), ["Starlette's BackgroundTasks", 'Celery']);
  // (Where a value lives, set against another, still turns it down: "Sessions live in Redis, not Postgres".)
  const [sessions] = extractDecisions('We keep sessions in Redis, not Postgres, because they expire.');
  assert.deepEqual(sessions?.decision?.rejected?.map((r) => r.option), ['Postgres']);
});

test('the round on responses-50: "My pick is X." picks from the list laid out before it; "I rejected X for …: …" then "Y … covers what we need." chose Y; "X\'s config is one … file that grew to 2,000 lines" faults X; ", and W would have moved … into our own frontend" turns W down', () => {
  const broker = 'Options for the job queue:\n\n1. Beanstalkd: tiny, but no replication, and a crash lost the jobs in flight in my test.\n2. NATS JetStream: replicated streams, held 20k messages a second on two small nodes.\n3. Gearman: no release in years.\n\nMy pick is NATS JetStream.';
  const [picked] = extractDecisions(broker);
  assert.deepEqual(picked?.decision?.rejected?.map((r) => r.option), ['Beanstalkd', 'Gearman']);
  const [replicas] = extractDecisions("I rejected rqlite for the read replicas: it runs its own Raft cluster, which the customers' small hosts can't spare. Litestream to GCS, with a restore at boot, covers what we need.");
  assert.match(replicas?.content ?? '', /Litestream to GCS, with a restore at boot, covers what we need\.$/);
  assert.deepEqual(replicas?.decision?.rejected?.map((r) => r.option), ['rqlite']);
  const [gateway] = extractDecisions("We put Kong in front of the APIs. Tyk's config is one YAML file that grew to 3,000 lines during the trial, and it can't reload a route without a restart; Kong reloads routes from Postgres.");
  assert.deepEqual(gateway?.decision?.rejected?.map((r) => r.option), ['Tyk']);
  const [auth] = extractDecisions("Login stays on Keycloak. I spent a day on Zitadel and Hanko: Zitadel's projects are what we'd want, but it has no SAML source, which the bank customers need, and Hanko would have moved the login pages into our own frontend, more code for us to own.");
  assert.deepEqual(auth?.decision?.rejected?.map((r) => r.option).sort(), ['Hanko', 'Zitadel']);
});

test('the round on responses-50: a question left to the user ("… Your call."), two tools measured side by side, "I haven\'t picked one" decide nothing, and "the March audit" names no option', () => {
  assert.deepEqual(extractDecisions('Do you want the billing events in the same Kafka cluster or in their own? The same cluster keeps consumers simple; a separate one keeps 2 TB of events off the shared brokers. Your call.'), []);
  assert.deepEqual(extractDecisions('ClickHouse ingested the 7-day sample at 900k rows/s on the m6i.xlarge; Druid managed 240k rows/s on the same box. Query latency comes next.'), []);
  assert.deepEqual(extractDecisions('VictoriaMetrics ingested 2M samples at 40% CPU; Prometheus used 3 GB for the same load.'), []);
  assert.deepEqual(extractDecisions("Benchmarks for the two JSON libraries are in `bench/json.md`. I haven't picked one; the gap is under 2% on our payloads."), []);
  const [mesh] = extractDecisions("Service mesh: Istio. Consul's mesh would have reused the agents we already run, but its gateway lacks the mTLS mode we need, and the June audit needs mTLS between every service.");
  assert.deepEqual(mesh?.decision?.rejected?.map((r) => r.option), ["Consul's mesh"]);
});

test('found by hand in a Python data tool (Codex): "3.13 is out, but …" after a pin to 3.12 turns 3.13 down; "Not for this." to "should we switch to polars?" turns polars down with the clause on switching; "Memcached is one more service for …" is a fault; no article opens a way', () => {
  const [pin] = extractDecisions('Pinned Python to 3.12 in `.python-version`. 3.13 is out, but `shapely` has no 3.13 wheels yet for the ARM Macs, so it builds from source.');
  assert.deepEqual(pin?.decision?.rejected?.map((r) => r.option), ['Python 3.13']);
  const [declined] = extractDecisions("Not for this. The job's slowest step is the HTTP calls, which are network-bound; pandas spends 0.8 s of a 30 s run. Switching would mean rewriting 11 transforms for a saving we'd never notice.", 'should we switch to polars?');
  assert.deepEqual(declined?.decision?.rejected, [{ option: 'polars', reason: "would mean rewriting 11 transforms for a saving we'd never notice" }]);
  assert.match(declined?.content ?? '', /\(Asked: "should we switch to polars\?"\.\)$/);
  const [cache] = extractDecisions('Lookups are cached on disk with `diskcache` now. An in-process `functools.lru_cache` would have been lost on every restart of the worker, and Memcached is one more service for a tool that runs on a laptop.');
  assert.deepEqual(cache?.decision?.rejected?.map((r) => r.option), ['in-process functools.lru_cache', 'Memcached']);
});

test('found by hand in a SvelteKit app (Gemini CLI): "I left out X: …" turns X down; a switch made where the user only turned a name down is one decision, turning that name down for the user\'s reason', () => {
  const [forms] = extractDecisions('Validation runs on the server with Superforms. I left out Felte: it only validates on the client, so a request with JavaScript off would skip every rule.');
  assert.deepEqual(forms?.decision?.rejected?.map((r) => r.option), ['Felte']);
  const found = extractDecisions('Switched to `@sveltejs/adapter-node`; `npm run build` now emits `build/index.js`.', "also, don't use adapter-auto, we deploy to a node server");
  assert.equal(found.length, 1);
  assert.match(found[0].content, /^Switched to @sveltejs\/adapter-node/);
  assert.deepEqual(found[0].decision?.rejected, [{ option: 'adapter-auto', reason: 'we deploy to a node server' }]);
  assert.equal(found[0].context, "also, don't use adapter-auto, we deploy to a node server");
  // (So is one that names what the user turned down, as it writes it.)
  const named = extractDecisions('Switched the queue from Celery to django-q2.', "don't use celery, we don't run redis");
  assert.equal(named.length, 1);
  assert.deepEqual(named[0].decision?.rejected, [{ option: 'Celery', reason: "we don't run redis" }]);
});

test('found by hand in a Phoenix app (Windsurf): ", and X only schedules — it has no retries …" turns X down too; the agent picking from the options the turn before laid out, on the user\'s condition, turns the others down', () => {
  const [jobs] = extractDecisions('Report emails are Oban jobs now, on the Postgres we already run. Exq would have needed Redis, and Quantum only schedules — it has no retries or persistence, so a deploy at 07:00 would skip that day\'s reports.');
  assert.deepEqual(jobs?.decision?.rejected?.map((r) => r.option), ['Exq', 'Quantum']);
  const offered = "Three options:\n\n- **Hammer + ETS**: per-node counters, so with 3 nodes a client gets 3x the limit.\n- **Hammer + Redis**: exact across nodes, but adds Redis.\n- **PlugAttack**: ETS only, same per-node problem, and no sliding window.\n\nI'd go with Hammer + Redis if exact limits matter; if roughly-right is fine, ETS is simpler. Your call.";
  const [picked] = extractDecisions('Going with Hammer + ETS then. Limits are 600 requests a minute per API key per node.', 'roughly right is fine', { response: offered, question: 'what about rate limiting the API?' });
  assert.match(picked?.content ?? '', /^Three options: Hammer \+ ETS; Hammer \+ Redis; PlugAttack\. Going with Hammer \+ ETS then\./);
  assert.deepEqual(picked?.decision?.rejected?.map((r) => r.option), ['Hammer + Redis', 'PlugAttack']);
  assert.equal(picked?.context, 'roughly right is fine');
  // (A response that picks nothing from them takes nothing from the list.)
  assert.deepEqual(extractDecisions('Noted — I will wait for the load numbers before choosing.', 'let me check the traffic first', { response: offered }), []);
});

test('found by hand in a Terraform repo (Antigravity): "A `tfsec` rule in CI would only catch it in our Terraform, not in the console …" turns that rule down after what was added, and the place after ", not" inside what it would do is no option', () => {
  const [scp] = extractDecisions('Added an SCP on the sandbox OUs that denies public ACLs. A `checkov` policy in CI would only catch it in our Terraform, not in the console or the CLI, so the SCP is what stops it.');
  assert.deepEqual(scp?.decision?.rejected?.map((r) => r.option), ['checkov policy']);
  assert.match(scp?.content ?? '', /^Added an SCP on the sandbox OUs/);
  // (A way that would do something, set against a place, decides nothing by itself.)
  assert.deepEqual(extractDecisions('A nightly job would only scan the main branch, not the release branches, so it misses hotfixes.').flatMap((c) => c.decision?.rejected ?? []).map((r) => r.option).filter((o) => /release branches/.test(o)), []);
});

test('found by hand in an Expo app (Claude Code): a summary\'s labelled items each decide ("X alone would need …", "`pkg` for the auth token. Y is unencrypted on Android"); a pick whose reason goes on ", and Y\'s … are more code for one store" turns Y down', () => {
  const summary = "## Summary\n\n- **Navigation:** Expo Router with file-based routes under `app/`. React Navigation alone would need every screen registered by hand.\n- **Storage:** `expo-secure-store` for the refresh token. AsyncStorage is unencrypted on Android, so it's out for tokens.";
  const found = extractDecisions(summary);
  assert.deepEqual(found.map((c) => c.decision?.rejected?.map((r) => r.option)), [['React Navigation'], ['AsyncStorage']]);
  const [picked] = extractDecisions("I picked Zustand because the cart is the only client state, and MobX's observables and decorators are more code for one store.");
  assert.deepEqual(picked?.decision?.rejected, [{ option: 'MobX', reason: 'observables and decorators are more code for one store' }]);
});

test('found by hand in a Django app (Codex): "X would be a second datastore to keep in sync and to run" is a fault; a correction of a decision read from a "Why X" section turns X down, and the switch that carries it out is its context', () => {
  const before = "I've added search to the docs list.\n\n**Why Postgres full-text search**\nWe have ~5k pages and already run Postgres; OpenSearch would be a second datastore to keep in sync and to run. Typesense handles typos better, but it's also another service, and the writers said exact-word matching is fine.";
  const [first] = extractDecisions(before);
  assert.deepEqual(first?.decision?.rejected?.map((r) => r.option), ['OpenSearch', 'Typesense']);
  const found = extractDecisions('Switched search to Typesense: a `typesense` service in `docker-compose.yml` and a `pages` collection synced by a `post_save` signal.', 'actually use typesense, typo tolerance matters for the app', { response: before, question: 'add full-text search to the docs list' });
  assert.equal(found.length, 1);
  assert.deepEqual(found[0].decision?.rejected, [{ option: 'Postgres full-text search', reason: 'typo tolerance matters for the app' }]);
  assert.match(found[0].context ?? '', /Switched search to Typesense/);
});

test('found by hand in Japanese sentences (read by the extractor): "X のままにします" keeps X, and "Y は…高く、Z は…できません" turns both down', () => {
  const [auth] = extractDecisions('認証は Firebase Auth のままにします。Cognito は月額が高く、Clerk は日本語のメールテンプレートが編集できません。');
  assert.deepEqual(auth?.decision?.rejected, [
    { option: 'Cognito', reason: '月額が高く' },
    { option: 'Clerk', reason: '日本語のメールテンプレートが編集できません' },
  ]);
});

test('found by hand in a Kubernetes repo (Gemini CLI): a setting the turn before proposed and offered ("Yes: set `minReplicaCount: 1` so … Want the floor at 1?"), agreed to ("yes set it to 1"), is a decision with its reasons; a setting reported as done, or another value, is not', () => {
  const proposed = 'Yes: set `maxSurge: 0` so a rollout never runs two copies of the migration job. It makes rollouts about 30 s slower. Want that?';
  const [agreed] = extractDecisions('`maxSurge` is 0 now.', 'yes set it to 0', { response: proposed, question: 'can we stop the double migrations?' });
  assert.match(agreed?.content ?? '', /^Yes: set maxSurge: 0 so a rollout never runs two copies of the migration job\. It makes rollouts about 30 s slower\. \(The user agreed: "yes set it to 0"\.\)$/);
  assert.deepEqual(extractDecisions('Done.', 'yes, set it to 1', { response: proposed }), []);
  assert.deepEqual(extractDecisions('Done.', 'ok', { response: 'Set the pool size to 20 and restarted the workers.' }), []);
});

test('found by hand in an axum service (Claude Code): "**Why not presigned URLs?**" answered, under a labelled line of what is done, turns that down (a few words of any case), and the next "Why not tus?" too', () => {
  const notes = "### Design notes\n\n**Storage:** files stream straight to GCS with a resumable upload; nothing touches the local disk.\n\n**Why not signed URLs?** They'd skip our malware scan, which runs on the stream as it passes through.\n\n**Why not tus?** Resumable client uploads are nice, but our files are under 20 MB and the app already retries whole uploads.";
  const [storage] = extractDecisions(notes);
  assert.match(storage?.content ?? '', /^Storage: files stream straight to GCS/);
  assert.deepEqual(storage?.decision?.rejected?.map((r) => r.option), ['signed URLs', 'tus']);
  // (A question with no statement before it asks; it turns nothing down.)
  assert.deepEqual(extractDecisions('Why not signed URLs? They would skip the scan.').flatMap((c) => c.decision?.rejected ?? []), []);
});

test('the round on responses-51: "Z on VMs was the other road; …"; faults before "…; that\'s what we\'ll run."; "what I looked at:" lays out options; "Z\'s bill was heading past $…", "W, the self-hosted Z clone, hasn\'t had a release …"; "The plain Z experiment duplicated … across 23 directories"; "Not Z." then why then "We stay on …"; "Z v2 needed us to …"', () => {
  const [pg] = extractDecisions('MySQL on the cluster runs under the Percona operator. Galera on VMs was the other road; it would have kept us writing Ansible for failover.');
  assert.deepEqual(pg?.decision?.rejected?.length, 1);
  assert.match(pg?.decision?.rejected?.[0].option ?? '', /^Galera/);
  const [backups] = extractDecisions("Volume backups: Portworx's free tier stops at five nodes and we're at nine, and OpenEBS's own snapshots cover only OpenEBS volumes, not the cluster objects. Stash with the CSI plugin restored the test namespace in 4 minutes; that's what we'll run.");
  assert.deepEqual(backups?.decision?.rejected?.map((r) => r.option), ['Portworx', "OpenEBS's own snapshots"]);
  const [profiling] = extractDecisions("Tracing backends, what I looked at:\n\n- Zipkin: simple, but no tail-based sampling, which is the thing we wanted.\n- Tempo: tail sampling in the collector, and it ships to the Grafana we already have.\n\nGoing with Tempo.");
  assert.deepEqual(profiling?.decision?.rejected?.map((r) => r.option), ['Zipkin']);
  const [push] = extractDecisions('Push fan-out moves to Mercure. Ably\'s bill was heading past $2,400 a month at our connection count, and Sockudo, the self-hosted Ably clone, hasn\'t had a release in over a year.');
  assert.deepEqual(push?.decision?.rejected?.map((r) => r.option), ['Ably', 'Sockudo']);
  const [iac] = extractDecisions("We're back on Terramate. The plain Terraform modules experiment duplicated the provider blocks across 17 directories, and three of them drifted within a week.");
  assert.deepEqual(iac?.decision?.rejected?.map((r) => r.option), ['Terraform modules experiment']);
  const [db] = extractDecisions('Not Citus. Sharding is two years away at our growth rate, and Citus would put a coordinator hop in front of every query. We stay on the single Postgres primary with PgBouncer in front.');
  assert.deepEqual(db?.decision?.rejected?.map((r) => r.option), ['Citus']);
  assert.match(db?.content ?? '', /^Not Citus\. .* We stay on the single Postgres primary/);
  const [signing] = extractDecisions('Packages are signed with Sigstore, keyless, through the CI OIDC token. Notation v1 needed us to run and guard a key store.');
  assert.deepEqual(signing?.decision?.rejected?.map((r) => r.option), ['Notation v1']);
  // (Two names said to do the same, however the sentence goes on, decide nothing.)
  assert.deepEqual(extractDecisions('Bazel and Pants both cache the build outputs; the Pants run was 30 s faster warm, but its first run took twice as long.'), []);
  // (Nor does staying on a call.)
  assert.deepEqual(extractDecisions('We stay on the call with Dana until the rollback finishes.'), []);
});

test('found by hand in a monorepo move (Codex): "…, which the security review ruled out last quarter" names no option "last quarter"; "X instead of Vercel\'s: …" turns Vercel\'s down', () => {
  const summary = "**Decisions**\n- Self-hosted cache instead of Netlify's: the remote cache would send build artifacts to a third party, which the security review ruled out last quarter.";
  const found = extractDecisions(summary);
  assert.deepEqual(found.flatMap((c) => c.decision?.rejected ?? []).map((r) => r.option), ['Netlify']);
  // (When a thing was ruled out is no option, as "early" is not.)
  const [later] = extractDecisions('We ruled out Kafka in March: three brokers for 200 events a minute is overkill.');
  assert.deepEqual(later?.decision?.rejected?.map((r) => r.option), ['Kafka']);
});

test('found by hand in a Next.js app (Gemini CLI): "Two ways:" lays out options, so the user picking the one not recommended ("go with lingui, …") is a decision turning the recommended one down', () => {
  const offeredTwo = "Two ways:\n\n1. **next-intl**: works with the App Router and server components; messages per locale in JSON.\n2. **Lingui**: extracts messages from the code with a macro, but its SWC plugin lags Next releases.\n\nI'd go with next-intl. Want me to set it up?";
  const [picked] = extractDecisions('Set up Lingui with the SWC plugin; messages are extracted to `locales/*.po`.', 'go with lingui, the translators already use its PO files', { response: offeredTwo, question: 'add i18n' });
  assert.match(picked?.content ?? '', /^Two ways: next-intl; Lingui\. Lingui: .* \(The user chose it from 2 options: "go with lingui, the translators already use its PO files"\.\)$/);
  assert.deepEqual(picked?.decision?.rejected?.map((r) => r.option), ['next-intl']);
});

test('found by hand in a Rails app (Antigravity): "Kept X for …: …, and nothing here needs a search service" turns that kind down, with no subject before "Kept"', () => {
  const [kept] = extractDecisions("Kept `ransack` for the admin filters: it's one scope per model, and nothing here needs a search service.");
  assert.deepEqual(kept?.decision?.rejected, [{ option: 'search service', reason: "it's one scope per model, and nothing here needs a search service" }]);
  // (What nothing needs, said of no choice, turns nothing down.)
  assert.deepEqual(extractDecisions('The admin has 3,000 records, and nothing here needs a search service.').flatMap((c) => c.decision?.rejected ?? []), []);
});

test('responses-52, after its round: "X: Y. Z and W both take a share of revenue …", a table of "use" / "skip" with a Reason column, "Z\'s last release is from 2021, which rules it out", "the same script in Z topped out at …", "Z needs Erlang …, and we dropped Erlang …", "I moved X to Y. The team tried Z …, but", a pick left for later', () => {
  const opts = (text: string) => extractDecisions(text).map((d) => [d.decision?.rejected?.map((r) => r.option)]);
  // (Names listed, then each with the fault: each is an option.)
  assert.deepEqual(opts("Billing: Lago. Chargebee and Recurly both take a share of revenue once we pass $100k a month, and Lago's usage-based metering is the part we'd have had to build ourselves anyway."), [[['Chargebee', 'Recurly']]]);
  // (A verdict of "use" chooses, of "skip" turns down, each with its row's reason from the column of why.)
  const [table] = extractDecisions('Python environments:\n\n| Tool | Decision | Reason |\n|---|---|---|\n| Pixi | use | one lockfile for the conda and PyPI packages |\n| Rye | skip | PyPI only, and we need CUDA from conda-forge |\n| PDM | skip | same problem as Rye |');
  assert.equal(table?.decision?.chosen, 'Pixi');
  assert.deepEqual(table?.decision?.rejected, [
    { option: 'Rye', reason: 'PyPI only, and we need CUDA from conda-forge' },
    { option: 'PDM', reason: 'same problem as Rye' },
  ]);
  assert.match(table?.content ?? '', /^Pixi \(one lockfile for the conda and PyPI packages\) instead of Rye: PyPI only/);
  const [contract] = extractDecisions("The contract tests run on Schemathesis against the OpenAPI file. Dredd's last release is from 2021, which rules it out for a spec we change weekly, and Specmatic would have meant every consumer team writing contracts first.");
  assert.deepEqual(contract?.decision?.rejected?.map((r) => r.option), ['Dredd', 'Specmatic']);
  assert.equal(contract?.decision?.rejected?.[0].reason, 'last release is from 2021, which rules it out for a spec we change weekly');
  // (When a release is from is a fault only of a release.)
  assert.deepEqual(extractDecisions("Search is on Typesense now. Meilisearch's logo is from 2021."), []);
  // (Two tools measured side by side decide nothing, the second said as "the same script in …".)
  assert.deepEqual(extractDecisions('Gatling pushed 3,200 requests/s before the p99 went over 300 ms; the same script in Artillery topped out at 1,900 because the generator itself hit 100% CPU. So the Artillery number is a limit of the load generator, not of the API.'), []);
  // (What the fault needs, said of again, is no option.)
  assert.deepEqual(opts('Load tests are written for Vegeta from now on: one Go binary, nothing to install on the CI runners. Tsung needs Erlang on every runner, and we dropped Erlang from the images last year.'), [[['Tsung']]]);
  // (A workplace's environments are no software's.)
  assert.deepEqual(extractDecisions("As an AI language model, I don't have all the practical experiences of people; however, Here are some tips that could be useful for creating supportive workplace environments for individuals with mental health challenges:\n\n1. Foster an open and inclusive environment.\n2. Educate employees and leaders about mental health."), []);
  const [devbox] = extractDecisions("I moved the dev environments to Devbox. The team tried Devenv last quarter and liked it, but it needs Nix flakes enabled system-wide, which the Windows folks on WSL couldn't get working.");
  assert.deepEqual(devbox?.decision?.rejected?.map((r) => r.option), ['Devenv']);
  // (A pick still to come, in the paragraph: nothing decided.)
  assert.deepEqual(extractDecisions('Fern generated the TypeScript SDK; Stainless would do the same but needs a paid plan for more than one language. I\'ll show you both outputs tomorrow before we pick.'), []);
  assert.equal(extractDecisions('Fern generated the TypeScript SDK; Stainless would do the same but needs a paid plan for more than one language.').length, 1);
  // (Unless it says it decided; and a pick of another thing, said on, leaves it decided.)
  assert.equal(extractDecisions('We decided on Fern for the SDK; Stainless needs a paid plan for more than one language. I\'ll show you both outputs tomorrow before we pick.').length, 1);
  assert.equal(extractDecisions('Fern generated the TypeScript SDK; Stainless would do the same but needs a paid plan for more than one language. Before we pick a region for the docs, I\'ll check the CDN.').length, 1);
});

test('found by hand in a Go API (Claude Code): "I looked at X too; it does the same …, but it pins us to …" turns X down; "I kept X as it was; only Y changed" decides nothing; "If …, we can add … instead" is not what was chosen', () => {
  const text = "## Why Redis and not in-process\n\nWe run 6 replicas behind the load balancer, so an in-process limiter (`golang.org/x/time/rate`) would let each key through 6× the limit. I looked at `go-redis/redis_rate` too; it does the same GCRA math, but it pins us to go-redis v8 and we're on v9.";
  const [why] = extractDecisions(text);
  assert.deepEqual(why?.decision?.rejected?.map((r) => [r.option, r.reason]).at(-1), ['go-redis/redis_rate', "it pins us to go-redis v8 and we're on v9"]);
  // (The "I" that opens it is no name granted a fault.)
  const [kong] = extractDecisions('Rate limiting uses Redis, since we run six replicas. I looked at Kong too; it does the same thing, but it needs Postgres.');
  assert.deepEqual(kong?.decision?.rejected, [{ option: 'Kong', reason: 'it needs Postgres' }]);
  assert.deepEqual(extractDecisions('I kept the Lua script as it was; only the limit lookup changed.'), []);
  assert.equal(extractDecisions('I kept the Lua script as it was, because rewriting it in Go would add a round trip.').length, 1);
  const [search] = extractDecisions("I didn't add a separate limit for `/v1/search`. It's the most expensive endpoint, but the per-plan limit already caps it, and a second bucket per key would double the Redis round trips on every search request. If search load becomes a problem we can add a cost weight instead.");
  assert.deepEqual(search?.decision?.rejected?.map((r) => r.option), ['separate limit']);
  assert.doesNotMatch(search?.decision?.chosen ?? '', /cost weight/);
});

test('found by hand in a Python ingest job (Gemini CLI): "I ran it against …" is a check, not a choice; "…; nothing here needs Airflow yet" turns Airflow down; what an act turned down was done with, opening the next sentence, says why', () => {
  const text = "**Reading the exports** — the vendor's CSVs are 2–6 GB each, so the job now reads them with DuckDB's `read_csv` straight into Parquet instead of loading them into pandas first. pandas needed ~4× the file size in RAM and the 8 GB worker was getting OOM-killed on the big ones.\n\n**Schedule** — still the 02:00 cron on the worker; nothing here needs Airflow yet.\n\nI ran it against last night's 5.8 GB file: 3 min 40 s, peak RSS 1.9 GB. The old job took 22 minutes when it didn't crash.";
  const found = extractDecisions(text);
  assert.deepEqual(found.map((c) => c.decision?.rejected), [
    [{ option: 'loading them into pandas first', reason: 'pandas needed ~4× the file size in RAM and the 8 GB worker was getting OOM-killed on the big ones' }],
    [{ option: 'Airflow', reason: 'nothing here needs Airflow yet' }],
  ]);
});

test('found by hand in a React signup form (Codex): a thing made by hand replaced by a named tool decides, with no reason said', () => {
  const [form] = extractDecisions('I replaced the hand-rolled form state in the signup flow with React Hook Form + Zod.');
  assert.deepEqual(form?.decision?.rejected?.map((r) => r.option), ['hand-rolled form state']);
  // (Not a thing replaced by another of ours, nor a file's line.)
  assert.deepEqual(extractDecisions('I replaced the hand-rolled loop in utils.ts with a for…of.'), []);
  assert.deepEqual(extractDecisions('I replaced the old header with the new one.'), []);
});

test('found by hand in a Rust CLI (Antigravity): a state said now, whose next paragraph says the old way "silently ignored" something, decides', () => {
  const text = "The CLI now parses its config with `figment`, merging `tool.toml`, then `~/.config/tool/config.toml`, then `TOOL_*` environment variables.\n\nBefore this, `config.rs` read the TOML with `toml::from_str` and then patched fields from env vars by hand — 140 lines, and it silently ignored a misspelled key.";
  const [figment] = extractDecisions(text);
  assert.match(figment?.content ?? '', /^The CLI now parses its config with figment/);
});

test('found by hand in a Flutter app (Windsurf): "…, so I didn\'t build a merge UI" turns it down with the clause before as why; building "a" thing is one to refuse, building the project is not', () => {
  const [merge] = extractDecisions('Conflicts on the same field within one sync window are rare in our logs (3 in the last month), so I didn\'t build a merge UI.');
  assert.deepEqual(merge?.decision?.rejected, [{ option: 'merge UI', reason: 'Conflicts on the same field within one sync window are rare in our logs (3 in the last month)' }]);
  const [cdn] = extractDecisions("I didn't set up a CDN; the responses are per-user.");
  assert.deepEqual(cdn?.decision?.rejected, [{ option: 'CDN', reason: 'the responses are per-user' }]);
  assert.deepEqual(extractDecisions("I didn't build the project locally."), []);
});

test('found by hand in a Rails app (Cursor): "X is still on Y, which is archived and renders flexbox wrong" faults X', () => {
  const [pdf] = extractDecisions('PDF invoices now render through Grover (headless Chromium) from the existing ERB invoice view, so the PDF and the web invoice share one template.\n\nPrawn would have meant re-drawing the whole invoice in Ruby code, and every design tweak would then land twice. WickedPDF is still on wkhtmltopdf, which is archived and renders flexbox wrong.');
  assert.deepEqual(pdf?.decision?.rejected?.map((r) => r.option), ['Prawn', 'WickedPDF']);
  // (What a thing is on, unfaulted, is no fault.)
  assert.deepEqual(extractDecisions('The invoices are on S3, which is in eu-west-1.'), []);
});

test('found by hand in a help-center search (Claude Code): options labelled by a letter inside the bold of their names ("**A. Postgres full-text search** — …") are picked by that letter', () => {
  const offered = '**A. Postgres full-text search** — a `tsvector` column with a GIN index. No new service; typo tolerance would need `pg_trgm` on top.\n\n**B. Meilisearch** — a separate service with typo tolerance out of the box. One more thing to deploy.\n\nWhich do you prefer?';
  const [picked] = extractDecisions('Meilisearch is set up; indexing all 1,800 articles took 9 s.', "B — our users can't spell, typo tolerance matters", { response: offered, question: 'add search to the help center' });
  assert.match(picked?.decision?.chosen ?? '', /^Meilisearch — a separate service/);
  assert.deepEqual(picked?.decision?.rejected?.map((r) => r.option), ['Postgres full-text search']);
});

test('a hand-made thing replaced by a named tool, as a summary\'s opening line, takes in an option set aside under a later heading', () => {
  const text = "**Summary**\nReplaced the hand-written retry wrapper with p-retry.\n\n**Reasoning**\n- p-retry handles abort signals and jitter, which the wrapper never did\n- axios-retry was considered, but it only covers axios calls and half of ours use fetch";
  const found = extractDecisions(text);
  assert.equal(found.length, 1);
  assert.deepEqual(found[0].decision?.rejected?.map((r) => r.option), ['hand-written retry wrapper', 'axios-retry']);
});

test('found by hand in staging backups (Gemini CLI): a correction that gives its why first ("no, nightly dumps lose a day of data — use pgBackRest …") overrules, with that why; a measure now set against the one before decides nothing', () => {
  const before = "I've set up the staging database backups with a nightly `pg_dump` CronJob that writes to the `db-backups` S3 bucket, keeping 14 days.";
  const found = extractDecisions('Switched to WAL archiving with pgBackRest; the `pg_dump` CronJob is gone. I restored staging to 14:05 yesterday on a scratch instance.', 'no, nightly dumps lose a day of data — use pgBackRest with WAL archiving instead', { response: before, question: 'set up backups for the staging database' });
  const corrected = found.find((c) => c.content.startsWith('no, '));
  assert.equal(corrected?.decision?.rejected?.[0].reason, 'nightly dumps lose a day of data');
  assert.deepEqual(extractDecisions('Recovery point is now about a minute instead of up to 24 hours.'), []);
  // (A correction with no why keeps none: "no, let's use X".)
  const plain = extractDecisions('Switched to pgBackRest; staging restores to any minute now.', "no, let's use pgBackRest", { response: before, question: 'set up backups' }).find((c) => c.content.startsWith('no, '));
  assert.equal(plain?.decision?.rejected?.[0].reason, undefined);
});

test('Chinese, found by hand: "选了 X" decides; "之前用的是 …X，但 …" after a decision turns the old one down with why; "用了 X" then a fault of another', () => {
  const [cache] = extractDecisions('缓存改用 Redis 了。之前用的是进程内的 LRU，但我们有 4 个副本，每个副本各存一份，失效不一致。');
  assert.deepEqual(cache?.decision?.rejected, [{ option: '进程内的 LRU', reason: '我们有 4 个副本，每个副本各存一份，失效不一致' }]);
  const [logs] = extractDecisions('日志库选了 structlog。loguru 也考虑过，但它不支持标准 logging 的处理器，第三方库的日志会丢。');
  assert.deepEqual(logs?.decision?.rejected?.map((r) => r.option), ['loguru']);
  // (Said with no decision before it, what was used before turns nothing down.)
  assert.deepEqual(extractDecisions('之前用的是进程内的 LRU，但我们有 4 个副本。'), []);
  // ("用了 X" decides when the next sentence faults another; a step of the agent's does not.)
  const [state] = extractDecisions('前端状态管理用了 Zustand。Redux Toolkit 的样板代码太多，我们只有三个 store。');
  assert.deepEqual(state?.decision?.rejected?.map((r) => r.option), ['Redux Toolkit']);
  assert.deepEqual(extractDecisions('我用了 grep 找到调用的地方。一共 12 处。'), []);
});

test('found by hand in a churn model (Claude Code): "Platt scaling under-corrected …" faults it; under "What I didn\'t do", "No deep model: …" turns down "deep model"', () => {
  const text = "### Calibration\n\nRaw LightGBM scores were overconfident above 0.8, so predictions go through isotonic calibration fitted on the validation fold. Platt scaling under-corrected the top decile (predicted 0.9, observed 0.74).\n\n### What I didn't do\n\n- No deep model: with 120k rows a tabular net would need tuning we can't justify yet.";
  const [calibration] = extractDecisions(text);
  assert.deepEqual(calibration?.decision?.rejected, [
    { option: 'Platt scaling', reason: 'under-corrected the top decile (predicted 0.9, observed 0.74)' },
    { option: 'deep model', reason: "with 120k rows a tabular net would need tuning we can't justify yet" },
  ]);
});

test('found by hand in an iOS image cache (Codex): "Our cache kept …" opening the next paragraph is the old class\'s why; "X does the same job …; I picked Y because …" turns X down and joins the decision that chose Y, past the rest of its paragraph', () => {
  const text = "Image caching in the iOS app now goes through Nuke instead of our `ImageCache` class.\n\nOur cache kept decoded bitmaps in an `NSCache` with no cost limit, so scrolling the feed on an iPhone SE pushed memory past 600 MB and the app got killed. Nuke decodes off the main thread and caches with a byte limit.\n\nKingfisher does the same job and is a fine library; I picked Nuke because its pipeline lets us plug in the CDN's resizing parameters per request.";
  const found = extractDecisions(text);
  assert.equal(found.length, 1);
  assert.deepEqual(found[0].decision?.rejected, [
    { option: 'ImageCache class', reason: 'Our cache kept decoded bitmaps in an NSCache with no cost limit, so scrolling the feed on an iPhone SE pushed memory past 600 MB and the app got killed' },
    { option: 'Kingfisher', reason: "its pipeline lets us plug in the CDN's resizing parameters per request" },
  ]);
  assert.match(found[0].content, /Nuke decodes off the main thread/);
});

test('found by hand in a multi-region Terraform setup (Windsurf): "X, not a single global state — a bad apply in eu-west-1 can\'t lock …" turns down the state, not "a bad apply"', () => {
  const text = "The multi-region setup is in `infra/regions/`. Key decisions:\n\n- **State:** one S3 backend per region with DynamoDB locking, not a single global state — a bad apply in eu-west-1 can't lock or corrupt us-east-1.\n- **DNS failover:** Route 53 health checks with failover records. Global Accelerator would fail over faster, but it's $18/month per accelerator plus data transfer.\n\n`terraform plan` for both regions is clean.";
  const [state] = extractDecisions(text);
  assert.deepEqual(state?.decision?.rejected, [{ option: 'a single global state', reason: "a bad apply in eu-west-1 can't lock or corrupt us-east-1" }]);
  // (A thing that failed, in lower case, is still at fault after a dash.)
  const [tables] = extractDecisions('Email templates are MJML now — the hand-written HTML tables broke in Outlook.');
  assert.deepEqual(tables?.decision?.rejected?.map((r) => r.option), ['hand-written HTML']);
});

test('German, Spanish and French decisions: the choice by its verb, the option set against it, its reason; the sentence after that faults another name; nothing about no software', () => {
  const rejected = (text: string) => extractDecisions(text).map((c) => c.decision?.rejected);
  assert.deepEqual(rejected('Ich habe mich für PostgreSQL entschieden, weil wir bereits Backups dafür haben. MongoDB hätte einen zweiten Datenspeicher bedeutet.'), [[{ option: 'MongoDB', reason: 'hätte einen zweiten Datenspeicher bedeutet' }]]);
  assert.deepEqual(rejected('Wir sind von axios auf ky umgestellt: ky ist 4 KB groß.'), [[{ option: 'axios', reason: 'ky ist 4 KB groß' }]]);
  assert.deepEqual(rejected('Decidí usar Redis para la caché en lugar de Memcached, porque necesitamos persistencia.'), [[{ option: 'Memcached', reason: 'necesitamos persistencia' }]]);
  assert.deepEqual(rejected("J'ai choisi Vitest plutôt que Jest, parce que Jest demande trois plugins Babel pour l'ESM."), [[{ option: 'Jest', reason: "Jest demande trois plugins Babel pour l'ESM" }]]);
  // (An article is no option: "en lugar de una base de datos …" names none.)
  assert.deepEqual(rejected('Decidí usar Redis en lugar de una base de datos propia, porque ya la tenemos.'), [[]]);
  // (A thing used, with an option set against it, decides; alone it does not.)
  assert.deepEqual(rejected('Ich habe für die Queue BullMQ statt Agenda verwendet, weil Redis schon läuft.'), [[{ option: 'Agenda', reason: 'Redis schon läuft' }]]);
  assert.deepEqual(rejected("J'ai utilisé Caddy au lieu de nginx, car il gère les certificats tout seul."), [[{ option: 'nginx', reason: 'il gère les certificats tout seul' }]]);
  assert.deepEqual(extractDecisions('Ich habe BullMQ verwendet.'), []);
  // (A choice of no software is none: German writes every noun with a capital.)
  assert.deepEqual(extractDecisions('Ich habe mich für das rote Kleid entschieden.'), []);
  assert.deepEqual(extractDecisions('Elegimos el restaurante italiano en lugar de la pizzería.'), []);
});

test('found by hand in duplicate charges (Antigravity): a pick from options laid out takes its paragraph\'s reasons, and no rule decision of those reasons alone is kept beside it', () => {
  const text = "I looked at the three ways to stop the duplicate charges:\n\n1. **Idempotency keys on our side** — store a key per checkout attempt.\n2. **Rely on Stripe's idempotency keys** — pass our attempt ID as Stripe's `Idempotency-Key` header.\n3. **A distributed lock around the charge call** — Redis `SET NX` with a timeout.\n\nI implemented option 2 plus a unique index on `payments.attempt_id`. Stripe already dedupes requests with the same key for 24 hours, and the index catches the case where our own retry creates a second row. Option 1 would duplicate what Stripe does, and option 3 fails open when a lock expires mid-request, which is exactly when duplicates happen.";
  const found = extractDecisions(text);
  assert.equal(found.length, 1);
  assert.deepEqual(found[0].decision?.rejected?.map((r) => r.option), ['Idempotency keys on our side', 'A distributed lock around the charge call']);
});

test('responses-53, after its round: "Z quoted twice the … price", "W\'s plan files would be a second format for the team to learn", a list of ways then "Y it is.", "the retriever is BM25 over Y" (no option), "The Z hybrid setup scored …, but it needs …", "For X, Y: Z\'s licence change means we\'d need …", lower-case names opening a clause ("gin is faster …, and its context type doesn\'t fit …; gorilla/mux is archived")', () => {
  const opts = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => r.option));
  assert.deepEqual(opts('Push notifications go through Expo now; OneSignal quoted twice the per-device price for the EU region, which is most of our users.'), [['OneSignal']]);
  assert.deepEqual(opts("Schema changes now run through Atlas instead of golang-migrate: the drift checks we need are built into Atlas, and Liquibase's changelogs would be a second format for the team to learn."), [['golang-migrate', 'Liquibase']]);
  const [ocr] = extractDecisions('Speech to text:\n- Vosk: free, but it misheard 9 of the 40 sample calls\n- Whisper: 1 miss, runs on the GPU box we have\n\nWhisper it is.');
  assert.deepEqual(ocr?.decision?.rejected?.map((r) => r.option), ['Vosk']);
  assert.match(ocr?.content ?? '', /Whisper it is\. \(Whisper: 1 miss, runs on the GPU box we have\.\)/);
  assert.deepEqual(opts('After comparing them on the 300-query set, the search is BM25 over Lucene. The Qdrant hybrid setup scored 0.03 higher on recall, but it needs an 8 GB node of its own.'), [['Qdrant']]);
  assert.deepEqual(opts("For the model server, Triton: TorchServe's licence change means we'd need a commercial agreement for the hosted product."), [['TorchServe']]);
  assert.deepEqual(opts("Chose chi as the router. echo is faster in benchmarks that don't matter to us, and its context type doesn't fit the net/http handlers we already have; gorilla/mux is archived."), [['echo', 'gorilla/mux']]);
  // ("is JSON over HTTP" puts nothing over another; "REST over GraphQL" still does.)
  assert.deepEqual(opts('We went with REST over GraphQL: the partners asked for plain endpoints.'), [['GraphQL']]);
});

test('responses-54, after its round: "Y." with what it stays or is for, "For X: y." (lower case), "Z models … well, but our …", "W is hosted only", "Z only fits when …", "has been effectively unmaintained", "the W taps for two of them …", "so the Z we run … can go", "The Y plugin replaced Z …, and … went from … to …"; two runners measured, a bump with its result, and both still to be tried decide nothing', () => {
  const opts = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => r.option));
  assert.deepEqual(opts("Permission checks go through Permify. SpiceDB models relationships well, but our rules are attribute-based (tier, region), and Authzed Cloud is hosted only, which the banks can't accept."), [['SpiceDB', 'Authzed Cloud']]);
  assert.deepEqual(opts('We\'re standardizing on Twirp for internal RPC: it speaks protobuf to the services and JSON to the browser, so the Envoy proxy we run in front of every service can go.'), [['Envoy']]);
  assert.deepEqual(opts('Grafana stays. Redash has more chart types, but every dashboard change there is a deploy of its config, and the analysts edit Grafana panels themselves.'), [['Redash']]);
  assert.deepEqual(opts("For the sync jobs: singer. Fivetran needs its own contract for six sources, and the Stitch taps for two of them haven't been updated in three years."), [['Fivetran', 'Stitch']]);
  assert.deepEqual(opts('The Sucrase plugin replaced ts-jest in the Jest config, and test startup went from 20 s to 4 s.'), [['ts-jest']]);
  assert.deepEqual(opts('Load tests are k6. Locust only fits when every scenario is written in Python, and two of ours are in Go.'), [['Locust']]);
  assert.deepEqual(opts("Nanostores for the editor state. Recoil has been effectively unmaintained since its team was moved, and MobX's proxies broke the undo stack in the spike."), [['Recoil', 'MobX']]);
  // Deciding nothing: a bump and its result, two runners measured, a box priced against another with both to be tried.
  assert.deepEqual(opts("Upgraded Traefik to 3.1; the config didn't need changes and the routes came back on restart."), []);
  assert.deepEqual(opts("Jenkins's agent on the Mac mini ran the Android build in 9 minutes; Bitrise's macOS runner took 15 minutes for the same commit."), []);
  assert.deepEqual(opts("The OVH box has 16 cores and 128 GB; Linode's closest plan is twice the price. I'll do a test deploy on both this week."), []);
  assert.deepEqual(opts('Thanks for the help. Redis was too slow for us anyway.'), []);
  // (Both of something else to update is no trial to come.)
  assert.deepEqual(opts('We switched the queue to NATS because Kafka was too heavy for three services. I\'ll update both services.'), [['Kafka']]);
});

test('found by hand in a log shipper, a nightly export, a booking widget and a rate limiter: an act faulted after a semicolon, a release "in" a year, a list under a question then picked by its number, an outcome after "instead of", where a way ran, a bare label\'s lead as context, "X plus Y would be ~45 KB", "A kind like X would give each pod its own …", a long act weighed, no percentile as an option', () => {
  const opts = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => r.option));
  assert.deepEqual(opts('Search goes through Meilisearch; scanning every row with LIKE used 70% CPU on the replica.'), [['scanning every row with LIKE']]);
  assert.deepEqual(opts("Web framework: Axum. Gotham's last release was in 2022 and the crates we need assume Tower anyway."), [['Gotham']]);
  // A list under a question of what should be done, the agent's pick by its number, the user's yes or its number.
  const asked = 'Where should failed webhooks wait before the retry?\n\n1. **In memory only** — simplest, but a deploy loses them.\n2. **A Redis list** — survives deploys; one more service to run.\n3. **A table in the Postgres we already have** — survives deploys, no new service.\n\nI\'d go with 3. Want me to?';
  for (const answer of ['yes', 'yes do 3', '3']) {
    const [picked] = extractDecisions('Done. Failed webhooks now wait in the `webhook_retries` table.', answer, { response: asked });
    assert.deepEqual(picked?.decision?.rejected?.map((r) => r.option), ['In memory only', 'A Redis list'], answer);
    assert.match(picked?.content ?? '', /^Where should failed webhooks wait before the retry\? In memory only;/);
  }
  assert.deepEqual(opts('The three shell scripts are now one Prefect flow, so a failed task retries on its own instead of the whole night being rerun by hand.'), [[]]);
  assert.deepEqual(opts('The rollups are computed in DuckDB rather than in Spark; the Spark job needed 40 GB of RAM at month end and got OOM-killed twice.'), [['Spark']]);
  const [listed] = extractDecisions('I moved the nightly sync to Temporal.\n\nWhat changed:\n- The rollups are computed in DuckDB rather than in Spark; the Spark job needed 40 GB of RAM at month end and got OOM-killed twice.');
  assert.match(listed?.context ?? '', /^I moved the nightly sync to Temporal\. What changed:$/);
  assert.deepEqual(opts('Framework: Preact. React plus ReactDOM would be ~45 KB gzipped before our own code.'), [['React plus ReactDOM']]);
  assert.deepEqual(opts('I kept the sessions in Redis, so all four app servers see one store. An in-process cache like Caffeine would give each server its own copy, and a user hopping between servers would be logged out.'), [['in-process cache like Caffeine']]);
  assert.deepEqual(opts("We went with a token bucket in Redis. I considered moving the whole limiter to the Envoy sidecar's rate-limit filter, but it needs its own rate-limit service."), [["moving the whole limiter to the Envoy sidecar's rate-limit filter"]]);
  assert.deepEqual(opts('I switched the limiter to a local pre-check because the Redis call was on every request. p99 added latency is now 0.3 ms.'), [[]]);
});

test('found by hand in an upload fix (Antigravity), an e-mail queue in French (Cursor) and log shipping in Japanese (Codex): "Not X: …" under "Why this design" turns X down for the decision before it (a part chosen there stays its own); a thing set aside in French, Spanish or German; "… を超えていました" faults the name', () => {
  const text = '## Summary\n\nAvatars now upload straight from the browser to S3 with presigned POST URLs; the API only signs the URL.\n\n### Why this design\n- **Not through the API**: streaming 10 MB files through the Rails process held a Puma thread per upload.\n- **Not GCS**: the rest of our storage is on S3.\n- **Resizing**: generated on first request by Imgix, not pre-generated at upload, so we keep one copy of each file.';
  const found = extractDecisions(text);
  assert.deepEqual(found.map((d) => d.decision?.rejected?.map((r) => r.option)), [['through the API', 'GCS'], ['pre-generated at upload']]);
  assert.match(found[0].content, /^Avatars now upload straight .* Why this design: Not through the API: .* Not GCS: the rest of our storage is on S3\.$/);
  const opts = (t: string) => extractDecisions(t).map((d) => d.decision?.rejected?.map((r) => r.option));
  assert.deepEqual(opts("J'ai laissé de côté le tableau de bord Bull Board pour l'instant : il faudrait l'exposer derrière l'authentification admin."), [['Bull Board']]);
  assert.deepEqual(opts('Dejé fuera el panel de Bull Board porque habría que protegerlo con el login de admin.'), [['Bull Board']]);
  assert.deepEqual(opts('Ich habe Bull Board vorerst weggelassen, weil die Datenbank noch fehlt.'), [['Bull Board']]);
  assert.deepEqual(opts('ログの転送には Vector を使います。Fluentd は Ruby のプラグインが多く、メモリ使用量がコンテナあたり 200MB を超えていました。'), [['Fluentd']]);
});

test('found by hand in Spanish (Claude Code) and Chinese (Gemini CLI): a part that uses one thing instead of another, in Spanish, French or German; "au lieu d\'X"; no stop after the option; a Chinese reason after "："; a time alone faults no act', () => {
  const rejected = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => [r.option, r.reason]));
  assert.deepEqual(rejected('La autenticación usa Keycloak en lugar de Auth0: el cliente exige que los datos se queden en su servidor.'), [[['Auth0', 'el cliente exige que los datos se queden en su servidor']]]);
  assert.deepEqual(rejected("L'authentification utilise Keycloak au lieu d'Auth0 : le client veut garder les données chez lui."), [[['Auth0', 'le client veut garder les données chez lui']]]);
  assert.deepEqual(rejected('Die Anmeldung nutzt Keycloak statt Auth0, weil die Nutzerdaten beim Kunden bleiben müssen.'), [[['Auth0', 'die Nutzerdaten beim Kunden bleiben müssen']]]);
  assert.deepEqual(rejected("J'ai choisi Vitest plutôt que Jest."), [[['Jest', undefined]]]);
  assert.deepEqual(rejected('搜索引擎选用 Meilisearch，没有用 Elasticsearch：我们的商品只有 3 万条，运维也更简单。'), [[['Elasticsearch', '我们的商品只有 3 万条，运维也更简单']]]);
  assert.deepEqual(rejected('The export runs in DuckDB; scanning the Parquet files took 4 s on the sample.').flat(), []);
});

test('found by hand in PDF invoices (Codex): "X inside the Y container would add about 300 MB"; a correction after a turn that reported what runs ("Gotenberg is running as a sidecar …") turns that down, with two openers ("actually no, …") and a name only the response capitalises', () => {
  const recommended = "For the PDF invoices I'd use Gotenberg: it renders the HTML templates as the browser does. wkhtmltopdf is archived and renders flexbox wrong, and Puppeteer inside the API container would add about 300 MB to the image.\n\nShould I set it up?";
  const [accepted] = extractDecisions('Gotenberg is running as a sidecar now.', 'sounds good, go ahead', { response: recommended });
  assert.deepEqual(accepted?.decision?.rejected?.map((r) => r.option), ['wkhtmltopdf', 'Puppeteer']);
  const [corrected] = extractDecisions('Switched to Typst. The templates are ported and the sidecar is removed.', 'actually no, chromium is too heavy for this, use typst instead', { response: 'Gotenberg is running as a sidecar in `docker-compose.yml` and in the Helm chart.' });
  assert.equal(corrected?.content, 'actually no, chromium is too heavy for this, use typst instead');
  assert.deepEqual(corrected?.decision?.rejected, [{ option: 'Gotenberg', reason: 'chromium is too heavy for this' }]);
});

test('found by hand in German (Gemini CLI): a part that runs over one thing instead of another ("laufen jetzt über ntfy statt über Pushover: …")', () => {
  const [found] = extractDecisions('Die Benachrichtigungen laufen jetzt über ntfy statt über Pushover: ntfy können wir selbst hosten, und Pushover verlangt eine Lizenz pro Gerät.');
  assert.deepEqual(found?.decision?.rejected?.map((r) => r.option), ['Pushover']);
  // (A German noun after "statt" is no option unless the sentence is about software: "statt über den Bach" decides nothing.)
  assert.deepEqual(extractDecisions('Die Kinder laufen jetzt über die Brücke statt über den Bach.'), []);
});

test('responses-55, after its round: "Dropped Z." before what does the job now is one decision; "Z meant re-encrypting … by hand"; "…, and even W wanted more memory than …"; "Z got cut from the plan: …"; "Z is out for X — …. We\'re using Y … instead." (not an outage: "Prod was out …")', () => {
  const opts = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => r.option));
  const [dropped, ...others] = extractDecisions('Dropped Jaeger. The traces go to SigNoz, which keeps logs and traces in one place, so on-call has one search box instead of two.');
  assert.equal(others.length, 0);
  assert.match(dropped.content, /^Dropped Jaeger\. The traces go to SigNoz/);
  assert.deepEqual(dropped.decision?.rejected?.map((r) => r.option), ['Jaeger']);
  assert.deepEqual(opts("I've moved the config sync to vault-agent. consul-template meant re-rendering every file by hand whenever a lease rotated, and vault-agent watches the leases itself."), [['consul-template']]);
  assert.deepEqual(opts('Swarm instead of Kubernetes for the shop floor. Each line is one small box, and even MicroK8s wanted more memory than the boxes have left.'), [['Kubernetes', 'MicroK8s']]);
  assert.deepEqual(opts('Hasura got cut from the plan: every screen needs a join across two databases, so the API stays in NestJS.'), [['Hasura']]);
  assert.deepEqual(opts("Firebase is out for the chat — it would hold our data outside Postgres, and legal wants one database. We're using ElectricSQL on the existing Postgres instead."), [['Firebase']]);
  assert.deepEqual(opts("Prod was out for the morning because the certificate expired. We're using the backup certificate instead."), []);
});

test('found by hand in Japanese: "以前は X を使っていましたが、…" turns X down, in the decision or right after it', () => {
  const rejected = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => [r.option, r.reason]));
  assert.deepEqual(rejected('以前は Celery を使っていましたが、ワーカーの監視が大変だったので、Dramatiq に移行しました。'), [[['Celery', 'ワーカーの監視が大変だった']]]);
  assert.deepEqual(rejected('キャッシュは Redis にしました。以前は Memcached を使っていましたが、再起動でデータが消えるのが問題でした。'), [[['Memcached', '再起動でデータが消えるのが問題でした']]]);
});

test('found by hand in photo uploads (Cursor): a name with what it stays as ("Sharp stays as the resizer.", "`sharp` stays …") before a try set aside; a scoped npm package is a name; "6× slower" as "6x slower"', () => {
  const opts = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => r.option));
  assert.deepEqual(opts("Sharp stays as the resizer. I tried `@squoosh/lib` since it's pure WASM, but it was 6× slower on the same files."), [['@squoosh/lib']]);
  assert.deepEqual(opts("Uploads go through a worker now. `sharp` stays as the resizer. I tried Squoosh since it's pure WASM, but it was 6× slower on the same files."), [['Squoosh']]);
  assert.deepEqual(opts('The log stays as it is. We tried the new format last week and nobody liked it.'), []);
});

test('responses-56, after its round: a later clause that faults another name in a decision the learned check read; a name of two capitalised words that shares one with the choice; "Label: X with the Y, not Z — …"; "X is moving from Z to Y. Z\'s … was the slowest part …"; "For X, Y. Z and W are both …, which doesn\'t fit …"; a pair measured in the present tense decides nothing', () => {
  const opts = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => r.option));
  assert.deepEqual(opts("I'm putting the mailers on Oban with the Postgres we already run; Exq is a lot of machinery for four queues, and Toniq's retry logic needs a separate package."), [['Exq', 'Toniq']]);
  assert.deepEqual(opts("Cloud Run replaces the worker VM for the exports, since the VM kept filling its disk; Cloud Functions alone can't run longer than nine minutes."), [['worker VM', 'Cloud Functions']]);
  const [lint] = extractDecisions("Linting: Biome with the recommended preset, not ESLint — the repo already formats with Biome, and two config files for one job isn't worth it.");
  assert.deepEqual(lint?.decision?.rejected, [{ option: 'ESLint', reason: "the repo already formats with Biome, and two config files for one job isn't worth it" }]);
  assert.deepEqual(opts('The docs site is moving from Docusaurus to Starlight. Docusaurus\'s React layer was the slowest part of every build, and Starlight ships plain HTML.'), [['Docusaurus']]);
  assert.deepEqual(opts('For error tracking, GlitchTip. Sentry and Rollbar are both priced per event, which doesn\'t fit a side project.'), [['Sentry', 'Rollbar']]);
  assert.deepEqual(opts('For example, GlitchTip. It is open source.'), []);
  assert.deepEqual(extractDecisions("The Ghost admin loads in 1.8 s on the staging box; Strapi's dashboard took 2.9 s on the same box."), []);
});

test('found by hand in German, French, Spanish and Chinese: "… werden jetzt von X … gecacht" before a "Warum nicht Y: …" paragraph and "Z haben wir auch angeschaut, aber …"; "Z était une autre piste, mais …"; "Para … usamos X. Y sería …, y Z nos ataría …"; "改用 X，不再用 Y：…"', () => {
  const opts = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => r.option));
  assert.deepEqual(opts('Die API-Antworten werden jetzt von Varnish vor dem Node-Server gecacht.\n\nWarum nicht der Redis-Cache allein: Jede Anfrage würde trotzdem den Node-Prozess durchlaufen. Fastly haben wir auch angeschaut, aber das kostet 50 $ im Monat.'), [['Redis-Cache', 'Fastly']]);
  assert.deepEqual(opts("J'ai remplacé cron par Temporal pour les workflows : avec cron, rien ne reprenait après une panne. Airflow était une autre piste, mais il demande un ordonnanceur et une base à part."), [['cron', 'Airflow']]);
  assert.deepEqual(opts('Para la búsqueda usamos Meilisearch. Elasticsearch sería excesivo para diez mil productos, y Algolia nos ataría a un plan de pago.'), [['Elasticsearch', 'Algolia']]);
  assert.deepEqual(opts('消息队列改用 NATS，不再用 RabbitMQ：RabbitMQ 的集群在升级时丢过消息。'), [['RabbitMQ']]);
  // (Not of software: people picked up, and one looked at.)
  assert.deepEqual(extractDecisions('Die Kinder werden jetzt von Oma abgeholt. Papa haben wir auch angeschaut, aber er hat keine Zeit.'), []);
});

test('found by hand in French and Spanish: a part as it is now, with a name, before a thing set aside ("On a écarté X : …") or what another would have done ("Y aurait marché aussi, mais …", a paragraph on: "X sería …"); not a fault found and mended, nor a result', () => {
  const rejected = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => [r.option, r.reason]));
  assert.deepEqual(rejected("La CI passe maintenant par Woodpecker sur notre serveur. On a écarté Jenkins : il demande un plugin pour chaque étape. Drone aurait marché aussi, mais sa licence a changé."), [[['Jenkins', 'il demande un plugin pour chaque étape'], ['Drone', 'sa licence a changé']]]);
  assert.deepEqual(rejected('Hecho. Los correos se envían ahora desde Postmark con plantillas en `emails/`.\n\nSES sería más barato, pero nos obligaría a gestionar la reputación del dominio nosotros mismos.'), [[['SES', 'sería más barato, pero nos obligaría a gestionar la reputación del dominio nosotros mismos']]]);
  assert.deepEqual(extractDecisions("Le build passe maintenant sur la CI. Webpack était trop lent avec la source map complète, j'ai donc désactivé l'option en développement."), []);
  assert.deepEqual(extractDecisions('La API ahora devuelve 404 para usuarios borrados. Sentry no tiene más errores desde el despliegue.'), []);
  assert.deepEqual(extractDecisions('Die Tests laufen jetzt in GitHub Actions durch. Der Cache war zu klein, deshalb habe ich ihn vergrößert.'), []);
});

test('found by hand in a config loader (Antigravity): "X does the same layering, but its …" gives the fault after "but", not what X does the same', () => {
  const [found] = extractDecisions("Config is now read with `figment`, layering a TOML file, then environment variables, then the flags. `config-rs` does the same layering, but its error messages don't say which key failed.");
  assert.deepEqual(found?.decision?.rejected, [{ option: 'config-rs', reason: "its error messages don't say which key failed" }]);
  assert.deepEqual(extractDecisions('Routing is Caddy now. Kong does the same job, but it needs Postgres.')[0]?.decision?.rejected, [{ option: 'Kong', reason: 'it needs Postgres' }]);
});

test('found by hand in feature flags (Claude Code): a prompt that drops a thing with why and says what is fine instead, a clause between ("drop the sidecar, one more container isn\'t worth it …; a restart … is fine"), carried out by a switch that names it as removed: one decision', () => {
  const found = extractDecisions("Switched the two jobs to the app's scheduler and removed the cron container from `compose.yaml`. Job runs now show up in the app's logs.", "drop the cron container, one more image to patch isn't worth it for two jobs; running them from the app's scheduler is fine");
  assert.equal(found.length, 1);
  assert.match(found[0].content, /^Switched the two jobs/);
  assert.deepEqual(found[0].decision?.rejected, [{ option: 'cron', reason: "one more image to patch isn't worth it for two jobs" }]);
  assert.match(found[0].context ?? '', /^drop the cron container/);
});

test('found by hand in Japanese (Codex): a numbered list under "選択肢は…" picked by "2でお願いします", or by "はい" after "私なら 2 にします"; in Chinese "选2", "就用第2个吧"; in Spanish "la 1", "opción 1 por favor"', () => {
  const ja = 'ジョブキューの選択肢は二つあります。\n\n1. **Sidekiq** — 実績がありますが、Redis が必要です。\n2. **Solid Queue** — 既存の PostgreSQL で動きます。\n\n私なら 2 にします。どちらがいいですか？';
  for (const answer of ['2でお願いします', 'じゃあ 2 番で', 'はい']) {
    const [pick] = extractDecisions('Solid Queue に切り替えました。', answer, { response: ja });
    assert.match(pick?.content ?? '', /^ジョブキューの選択肢は二つあります： Sidekiq; Solid Queue\. Solid Queue — /, answer);
    assert.deepEqual(pick?.decision?.rejected?.map((r) => r.option), ['Sidekiq'], answer);
  }
  const zh = '日志有两个选项：\n\n1. **Loki** — 便宜，但查询慢。\n2. **Elasticsearch** — 查询快，但很占内存。\n\n你选哪个？';
  for (const answer of ['选2', '就用第2个吧']) assert.deepEqual(extractDecisions('好。', answer, { response: zh })[0]?.decision?.rejected?.map((r) => r.option), ['Loki'], answer);
  const es = 'Hay dos opciones para las sesiones:\n\n1. **Redis** — rápido, pero es otro servicio.\n2. **Cookies firmadas** — simples, pero no se pueden revocar.\n\n¿Cuál prefieres?';
  for (const answer of ['la 1', 'opción 1 por favor']) assert.deepEqual(extractDecisions('Listo.', answer, { response: es })[0]?.decision?.rejected?.map((r) => r.option), ['Cookies firmadas'], answer);
  // (A number that answers something else picks nothing: "2 分くらいかかります".)
  assert.deepEqual(extractDecisions('了解です。', '2 分くらいかかります', { response: ja }).filter((d) => /ジョブキュー/.test(d.content)), []);
});

test('a prompt that drops a thing, says why, then what is enough instead, a clause between: a decision (not of a pronoun: "drop it, I was wrong; …")', () => {
  assert.deepEqual(extractDecisions('', "ditch the spinner, it flickers on fast loads; a plain skeleton is enough")[0]?.decision?.rejected, [{ option: 'spinner', reason: 'it flickers on fast loads' }]);
  assert.deepEqual(extractDecisions('', "drop it, I was wrong; the old version is fine"), []);
});

test('found by hand in a dashboard (Windsurf): "A plain view re-ran … on every page load" faults the kind the decision named; an act after the semicolon that would have done harm is another option', () => {
  const opts = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => r.option));
  assert.deepEqual(opts('I went with a materialized view refreshed hourly for the report totals. A plain view re-ran the 30-table join on every request (1.9 s); caching in Memcached would have meant invalidating on every write path.'), [['plain view', 'caching in Memcached']]);
});

test('found by hand: "The X is gone; what does its work now …" decides, turning X down (not a problem gone: "The memory leak is gone; …"); "npm\'s lockfile kept churning …"', () => {
  const rejected = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => r.option));
  assert.deepEqual(rejected('The cron container is gone; the nightly export runs as a `pg_cron` job now, so it fires once however many app instances are up.'), [['cron container']]);
  assert.deepEqual(rejected('The memory leak is gone; the worker runs at a flat 300 MB now with `--max-old-space-size`.').flat(), []);
  assert.deepEqual(rejected("We're standardizing on pnpm. npm's lockfile kept churning between machines, and Yarn's PnP broke the test resolver."), [['npm', "Yarn's PnP"]]);
});

test('responses-57, after its round: "X only covers …" as a fault; a long label then "Y, not z." with z opening the next sentence; a free tier that "stops at 10k …" and an act listing three things; not what is still to be done or decided ("…, which I haven\'t done yet", "… until we settle …")', () => {
  const opts = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => r.option));
  assert.deepEqual(opts('Status checks run on Gatus now. Pingdom would have cost $60 a month, and Cronitor only covers cron heartbeats, not HTTP probes.'), [['Pingdom', 'Cronitor']]);
  assert.deepEqual(opts('Local S3 for the integration tests: MinIO, not moto. moto only patches boto3 in-process, and the Rust worker calls S3 over HTTP.'), [['moto']]);
  assert.deepEqual(opts("Push notifications: Novu. Knock's free tier stops at 10k messages, and building our own fan-out to email, SMS and push would mean a second queue to run."), [['Knock', 'building our own fan-out to email, SMS and push']]);
  assert.deepEqual(extractDecisions("The Coolify Postgres app is on 14; upgrading to 16 needs a dump and restore, which I haven't done yet."), []);
  assert.deepEqual(extractDecisions('Replays are recorded with OpenReplay on staging only; production sampling stays off until we settle the retention period.'), []);
});

test('found by hand in a partner import (Gemini CLI): "Two things I considered:" over items that fault a name or an act ("Loading row by row with the ORM took 14 minutes …"); "pulls the files over SFTP" puts nothing over SFTP; "I didn\'t key on the filename, because …" after what the design does', () => {
  const rejected = (text: string, prompt?: string) => extractDecisions(text, prompt).map((d) => d.decision?.rejected?.map((r) => r.option));
  assert.deepEqual(rejected("The nightly import runs as an Airflow task. It pulls the files over SFTP with `paramiko` and loads them with `COPY`.\n\nTwo things I considered:\n- Stitch has an SFTP source, but it's $300/month at our volume.\n- Inserting row by row with the ORM took 11 minutes on the 1M-row file."), [['Stitch', 'Inserting row by row with the ORM']]);
  assert.deepEqual(rejected("Each upload's SHA-256 goes into `seen_uploads` before processing. I didn't key on the filename, because the scanner re-sends corrected files under the same name."), [['key on the filename']]);
});

test('what is left as it is decides nothing, whatever the next sentence faults ("The Grafana board stays as it is. Loki works fine for now, but …"); a name that stays does', () => {
  assert.deepEqual(extractDecisions('The Grafana board stays as it is. Loki works fine for now, but the retention is only 7 days.'), []);
  assert.deepEqual(extractDecisions('Metabase stays. Superset has more chart types, but every dashboard change there is a deploy.')[0]?.decision?.rejected?.map((r) => r.option), ['Superset']);
});

test('found by hand in an image pipeline (Cursor): under "## Decisions", a clause after a semicolon that grants a name something and sets it aside after "but" ("AVIF first; JPEG XL is smaller still, but Chrome dropped support")', () => {
  const opts = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => [r.option, r.reason]));
  assert.deepEqual(opts('## Decisions\n\n- **Format**: WebP first; JPEG XL is smaller still, but Chrome dropped support.'), [[['JPEG XL', 'Chrome dropped support']]]);
  // (Not the name the clause before chose: "WebP first; WebP is bigger than AVIF, but every browser shows it".)
  assert.deepEqual(opts('## Decisions\n\n- **Format**: WebP first; WebP is bigger than AVIF, but every browser shows it.'), [[]]);
});

test('found by hand in a game (Claude Code): a later clause where a part of another name does something ", which would break …" ("`bincode`\'s format changes between major versions, which would break old saves")', () => {
  const opts = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => r.option));
  assert.deepEqual(opts("Save files are written as MessagePack via `rmp-serde`. JSON was three times the size for the level data, and `bincode`'s format changes between major versions, which would break old saves."), [['JSON', 'bincode']]);
});

test('found by hand in German (Codex): a user correction in German, Spanish or French ("nein, nimm lieber X, Y kann keine …", "no, mejor usa X, Y no tiene …", "non, utilise plutôt X, Y ne gère pas …") is the user\'s decision, turning Y down', () => {
  const rejected = (prompt: string, before: string) => extractDecisions('Erledigt.', prompt, { response: before }).map((d) => d.decision?.rejected?.map((r) => [r.option, r.reason]));
  assert.deepEqual(rejected('nein, nimm lieber Garage, MinIO kann keine Replikation über drei Standorte', 'Die Uploads liegen jetzt in MinIO.'), [[['MinIO', 'kann keine Replikation über drei Standorte']]]);
  assert.deepEqual(rejected('no, mejor usa Garage, MinIO no tiene replicación entre tres sitios', 'Los archivos van a MinIO.'), [[['MinIO', 'no tiene replicación entre tres sitios']]]);
  assert.deepEqual(rejected('non, utilise plutôt Garage, MinIO ne gère pas la réplication sur trois sites', 'Les fichiers vont dans MinIO.'), [[['MinIO', 'ne gère pas la réplication sur trois sites']]]);
  // (A present tense that only says what the app uses is no word to take another: "La app usa Redis, …".)
  assert.deepEqual(extractDecisions('', 'La app usa Redis, Memcached no tiene persistencia'), []);
});

test('found by hand in Japanese and Chinese (Antigravity, Cursor): a heading "## なぜ X ではないか" / "## 为什么不用 X" over why is that option\'s reason, in the decision before it; German "… werden jetzt mit imgproxy skaliert" (a name in lower case) before what others would have done', () => {
  const rejected = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => r.option));
  assert.deepEqual(rejected('## 変更内容\n通知は OneSignal にしました。\n\n## なぜ FCM ではないか\niOS の配信で APNs の証明書を自分たちで管理する必要があり、去年は期限切れで二日間止まりました。'), [['FCM']]);
  assert.deepEqual(rejected('## 变更\n定时任务改用 Temporal 调度。\n\n## 为什么不用 Airflow\nAirflow 需要单独的调度器和数据库，对我们这四个任务来说太重了。'), [['Airflow']]);
  assert.deepEqual(rejected('Die Vorschaubilder werden jetzt mit imgproxy erzeugt. Thumbor hätte einen eigenen Python-Dienst bedeutet, und Cloudinary wäre bei unserem Volumen zu teuer.'), [['Thumbor', 'Cloudinary']]);
  // (A word of software first in a compound says nothing of software: "PDF-fillable" in a chat about forms.)
  assert.deepEqual(extractDecisions('All permit forms are available in PDF-fillable format, and some can be filed online. Information required on the form includes both parties\' names.'), []);
});

test('responses-58, after its round: "The X trial did … too, but it …"; "X and Y both …, which would pass our … budget" and "are both too …"; "We\'re keeping X." with a network word; "Keeping our own … was the other way; …"; "X is out." then what it was used for and what already does that; a move off hand-written checks; "… is only half translated"; a scanner\'s findings counted decide nothing', () => {
  assert.deepEqual(optionsEach('Feature flags are evaluated with Flipt on the API servers. The LaunchDarkly pilot handled targeting too, but it wanted every evaluation to call home, which the offline installs cannot do.'), [['LaunchDarkly pilot']]);
  assert.deepEqual(optionsEach('Error tracking: Highlight. Rollbar and Raygun both charge per event, which would pass our monitoring budget in the first week of a release.'), [['Rollbar', 'Raygun']]);
  assert.deepEqual(optionsEach('Search: Typesense. Algolia and Coveo are both too expensive at 2M records.'), [['Algolia', 'Coveo']]);
  assert.deepEqual(optionsEach("We're keeping Cilium. Weave is lighter, but it has no network policies per namespace."), [['Weave']]);
  assert.deepEqual(optionsEach('Secrets are read through SOPS with age keys. Keeping the secrets in a shared 1Password vault was the other way; a leaked export would expose every environment.'), [['Keeping the secrets in a shared 1Password vault']]);
  assert.deepEqual(optionsEach('Zookeeper is out. We only used it for leader election, and the Postgres advisory locks already do that.'), [['Zookeeper']]);
  assert.deepEqual(optionsEach('Billing moved off the hand-rolled invoice scripts to Lago; the invoice scripts broke every time a plan changed.').map((o) => o?.[0]), ['hand-rolled invoice scripts']);
  assert.deepEqual(optionsEach("Wikis live in Outline now. BookStack needed a PHP stack on our side, and Wiki.js's admin UI is only partly translated into German."), [['BookStack', 'Wiki.js']]);
  assert.deepEqual(extractDecisions('Semgrep flagged 23 findings in the handlers; 20 are the same unchecked redirect, which we already track.'), []);
  // (An article alone is no name: "A leaked key would mean …" after a choice turns nothing down.)
  assert.deepEqual(optionsEach('We sign the images with cosign now; a leaked key would mean re-signing every image.').flat().filter((o) => /^an?$/i.test(o ?? '')), []);
});

test('found by hand in German and Spanish (Gemini CLI): "X habe ich mir auch angesehen, aber …" in the next paragraph; "Pensé en usar X …, pero …" and "Probamos X, pero …" opening a sentence set X aside; an incident ("X restarted at 03:10 after …") decides nothing', () => {
  assert.deepEqual(optionsEach('Die Bilder im Katalog werden jetzt über imgproxy skaliert.\n\nThumbor habe ich mir auch angesehen, aber es braucht einen eigenen Python-Dienst.'), [['Thumbor']]);
  assert.deepEqual(optionsEach('Los correos del backend ahora salen por Postmark. Pensé en usar Amazon SES directamente, pero la gestión de rebotes la tendríamos que escribir nosotros.'), [['Amazon SES']]);
  assert.deepEqual(optionsEach('Los eventos ahora van por NATS. Probamos Kafka, pero era demasiado para tres consumidores.'), [['Kafka']]);
  assert.deepEqual(extractDecisions('Postgres restarted at 04:20 after the kernel update; nothing was lost because the WAL was on the persistent volume.'), []);
});

test('found by hand in Japanese and Chinese (Antigravity): "X に移しました" decides; "以前は X で Y を動かしていましたが、…" after it turns "X で Y" down; "Z も検討しましたが、…" and "我也考虑过 Z，但…" opening the next paragraph join the decision', () => {
  assert.deepEqual(optionsEach('対応しました。\n\n検索は Meilisearch に移しました。以前は EC2 で Solr を動かしていましたが、インデックスの再構築に 2 時間かかっていました。\n\nTypesense も検討しましたが、日本語の形態素解析が弱いため見送りました。'), [['EC2 で Solr', 'Typesense']]);
  assert.deepEqual(optionsEach('已完成。\n\n监控现在统一用 Prometheus，不再用 Zabbix。\n\n我也考虑过 New Relic，但按用户收费，对我们来说太贵了。'), [['Zabbix', 'New Relic']]);
});

test('found by hand in a reporting app (Claude Code): a part kept in a way so that something still works is a decision, named or not ("I kept the export synchronous for files under 50k rows so the UI can still …"); a thing kept so we can look at it is none', () => {
  assert.equal(extractDecisions('The export streams rows now.\n\nI kept the report endpoint synchronous for files under 10k rows so the browser can still download them directly.').length, 1);
  assert.equal(extractDecisions('We kept the v1 webhook enabled so older integrations can still post events.').length, 1);
  assert.deepEqual(extractDecisions('I kept the failing test output so we can compare it after the fix.'), []);
});

test('a way set aside for a reason that says either is fine turns nothing down ("Rebasing was the other option; either works for me.")', () => {
  assert.deepEqual(extractDecisions('Squashing the commits was the other option; either works for me.'), []);
  assert.deepEqual(extractDecisions('We merge with squash now. Rebasing was the other option; it rewrote the history of shared branches twice last month.')[0]?.decision?.rejected?.map((r) => r.option), ['Rebasing']);
});

test('found by hand with Cursor: a refusal with its why opening a paragraph, after a short paragraph that says what is used ("Feature flags are in. We\'re using Unleash, …. It keeps …. ¶ I didn\'t go with ConfigCat: …"), takes that paragraph as what was done', () => {
  const [d] = extractDecisions("Search is in. We're using Typesense, running next to the API. It keeps typo tolerance on without tuning.\n\nI didn't go with Elasticsearch: a three-node cluster is more than our 40k products need.");
  assert.match(d?.content ?? '', /^Search is in\. We're using Typesense/);
  assert.deepEqual(d?.decision?.rejected?.map((r) => r.option), ['Elasticsearch']);
});

test('found by hand in French, Spanish and German (Claude Code): a listed option picked by "ok pour la 2" / "die 2 bitte", or a yes ("d\'accord", "vale", "ja, passt") to "Je pencherais pour la 2" / "Yo iría con la 2" / "Ich würde Option 2 nehmen", turns the other down', () => {
  const fr = 'Deux options pour les webhooks :\n\n1. **Svix** — hébergé, mais payant au volume.\n2. **Une file Postgres maison** — aucun service de plus.\n\nJe pencherais pour la 2.';
  const es = 'Dos opciones para los webhooks:\n\n1. **Svix** — alojado, pero de pago por volumen.\n2. **Una cola en Postgres** — ningún servicio más.\n\nYo iría con la 2.';
  const de = 'Zwei Optionen für die Webhooks:\n\n1. **Svix** — gehostet, aber nach Volumen bezahlt.\n2. **Eine Postgres-Warteschlange** — kein weiterer Dienst.\n\nIch würde Option 2 nehmen.';
  const rejected = (prompt: string, before: string) => extractDecisions('Done.', prompt, { response: before }).map((d) => d.decision?.rejected?.map((r) => r.option));
  for (const [prompt, before] of [['ok pour la 2', fr], ["d'accord", fr], ['vale', es], ['ja, passt', de], ['die 2 bitte', de]]) assert.deepEqual(rejected(prompt, before), [['Svix']], prompt);
  // (A yes to no recommendation of a label picks nothing: "Wir brauchen 2 Server. Ich würde 2 Server nehmen." then "ja".)
  assert.deepEqual(extractDecisions('Done.', 'ja', { response: 'Wir brauchen 2 Server. Ich würde 2 Server nehmen.' }), []);
});

test('found by hand in German (Codex): "… laufen jetzt als X statt auf der alten Y …" decides and turns Y down, what would have given more set aside in the next paragraph', () => {
  assert.deepEqual(optionsEach('Erledigt. Die Backups laufen jetzt als Restic-Jobs statt auf dem alten NAS mit rsync.\n\nBorg hätte uns Deduplizierung gegeben, aber Restic kann direkt nach S3 schreiben.'), [['NAS', 'Borg']]);
});

test('found by hand in Japanese and Chinese: a part said as it now is ("检索现在用 X。", "検索は今 X を使っています。") decides when the next sentence sets another aside; a name still being weighed ("Y も検討しましたが、まだ決めていません。") turns nothing down', () => {
  assert.deepEqual(extractDecisions('队列现在用 NATS。我也考虑过 RabbitMQ，但它需要单独维护集群。')[0]?.content.startsWith('队列现在用 NATS。'), true);
  assert.deepEqual(optionsEach('キューは今 NATS を使っています。RabbitMQ も検討しましたが、クラスタの運用が重すぎました。'), [['RabbitMQ']]);
  assert.deepEqual(extractDecisions('Kafka も検討しましたが、まだ決めていません。'), []);
  assert.deepEqual(extractDecisions('我也考虑过 Pulsar，但还没决定。'), []);
});

test('found by hand: faults "X was archived last year", "X is built for … we don\'t have", "X costs $500 a month", "X\'s implicit typing turned … into false", "X is gone with Y\'s retirement", "X were what the prototype did, and …" after a choice', () => {
  expectOptionsEach([
    ['For the icons we settled on Lucide. Feather was archived in 2023.', [['Feather']]],
    ['Events: Redis Streams. Pulsar is built for a multi-tenant scale we don\'t have, and Confluent Cloud costs $400 a month before the first event.', [['Pulsar', 'Confluent Cloud']]],
    ["Settings are TOML now, parsed with `smol-toml`. YAML's implicit typing turned the answer no into false in two customer configs.", [['YAML']]],
    ['The app uses Expo Updates for hotfixes. CodePush is gone with App Center\'s retirement.', [['CodePush']]],
    ['Sessions are server-side cookies with `HttpOnly`. Tokens in localStorage were what the prototype did, and any injected script could read them.', [['Tokens']]],
  ]);
});

test('found by hand: "A separate X instance was on the table, but …", a later clause where a thing of plain words "died silently", and a part of a name praised before "but" ("X\'s type-safe params are nice, but …") set X aside', () => {
  expectOptionsEach([
    ['Vectors are stored in `pgvector` with an IVFFlat index. A dedicated Weaviate cluster was on the table, but at 50k vectors Postgres handles it fine.', [['dedicated Weaviate cluster']]],
    ['Backups run from `systemd` timers on the host; a cron process inside the container died silently after an image update.', [['cron process inside the container']]],
    ["We stayed on Redux Toolkit. Zustand's tiny API is nice, but rewriting 40 slices isn't worth it for this app.", [['Zustand']]],
    ["Object storage is Backblaze B2 — S3's egress fees were the biggest line on the March invoice.", [['S3']]],
    ["For transactional mail we're on Resend; Mailgun's shared IPs kept landing our receipts in spam.", [['Mailgun']]],
  ]);
});

test('found by hand in French, German and Spanish: "… passe maintenant par X au lieu de Y", "… gehen jetzt an X statt an Y", a later clause "Y mit Z war fehleranfällig", and "Y es más rápido, pero …" / "Y ist flexibler, aber …" after a choice', () => {
  assert.deepEqual(optionsEach("L'envoi des e-mails passe maintenant par Postmark au lieu de SendGrid, parce que nos réinitialisations tombaient en spam."), [['SendGrid']]);
  assert.deepEqual(optionsEach('Die Metriken gehen jetzt an VictoriaMetrics statt an Prometheus, weil der Speicher voll lief.'), [['Prometheus']]);
  assert.deepEqual(optionsEach('Wir haben uns für Traefik entschieden, weil es die Container selbst findet; HAProxy mit Skripten war fehleranfällig.'), [['HAProxy']]);
  assert.deepEqual(optionsEach('Nos quedamos con Rails. Phoenix es más rápido, pero reescribir 60 endpoints no compensa.'), [['Phoenix']]);
  assert.deepEqual(optionsEach('Die Migrationen nutzen jetzt Flyway. Liquibase ist flexibler, aber das XML will niemand pflegen.'), [['Liquibase']]);
  // (Not a thing granted what is no comparison: "Der Build ist gut, aber die Tests sind rot.")
  assert.deepEqual(extractDecisions('Die Migrationen nutzen jetzt Flyway. Der Build ist gut, aber die Tests sind rot.'), []);
});

test('found by hand: a value tried after "At" ends at its comma ("At 50, Postgres hit …" tried 50); "random X were fragmenting …", "X struggled past …", "X\'s pricing would hit $3k a month", "X\'s build minutes ran out twice", "… would be two weeks of work", "… was the main complaint", "… would block …", "… would have left … to us" fault X; "Decided: no X for …" turns X down', () => {
  expectOptionsEach([
    ['I set the pool size to 10 per worker. At 40, Postgres refused connections during the deploy.', [['40']]],
    ['Event ids are ULIDs now; random UUIDv4s were fragmenting the primary key index on the events table.', [['random UUIDv4s']]],
    ['Maps render with MapLibre. Leaflet struggled past 20k markers on older phones.', [['Leaflet']]],
    ["Sign-in is handled by Zitadel, self-hosted. Okta's workforce pricing would hit $3k a month at our headcount.", [['Okta']]],
    ["Previews deploy to Cloudflare Pages. Netlify's build minutes ran out twice last quarter.", [['Netlify']]],
    ['The API stays on Express. Moving the 90 routes to Fastify would be two weeks of work for no measured gain.', [['Moving the 90 routes to Fastify']]],
    ["The desktop client is built with Wails. Electron's 150 MB installer was the main complaint in the beta.", [['Electron']]],
    ['I went with `flume` channels between the stages; `crossbeam-channel` would block the async runtime.', [['crossbeam-channel']]],
    ['We picked Lemon Squeezy as merchant of record; Stripe would have left sales tax filing to us.', [['Stripe']]],
    ['Decided: no GraphQL for the partner API.', [['GraphQL']]],
  ]);
});

test('found by hand in a Codex summary list: "Replaced X (deprecated) with Y" decides, its bracket the reason; a bracket holding only the package a choice is made with is no reason ("… to Redis (`connect-redis`). Why: …")', () => {
  const why = (text: string) => extractDecisions(text).map((d) => d.decision?.rejected?.map((r) => [r.option, r.reason]));
  assert.deepEqual(why('- Replaced `node-fetch` (unmaintained) with `undici` for the webhook client.'), [[['node-fetch', 'unmaintained']]]);
  assert.deepEqual(why('- Switched the job queue from in-memory to Redis (`bullmq`). Why: jobs were lost on every deploy.'), [[['in-memory', 'jobs were lost on every deploy']]]);
});

test('round on responses-59: "We looked at X as well; it wanted …" turns X down (not "I looked at the flaky test; it needed …"); a long way of doing it that "would work, but" is named by its head; "…; a custom X server would mean …" is a second option; "The X checks moved from Y in the notebook to Z" turns Y down, "instead of only when" names none; "the Jupyter one" is the option\'s part; "Label: X over Y — …" decides', () => {
  expectOptionsEach([
    ['State management in the Flutter app is Riverpod now. We looked at Bloc as well; it wanted an event class for every button tap. MobX needed code generation for the stores, which we wanted to avoid.', [['Bloc', 'MobX']]],
    ['Routing in the app is GoRouter now. I looked at AutoRoute too; it needed build_runner for every route change.', [['AutoRoute']]],
    ['For the in-app purchases I\'m wiring RevenueCat in. Writing our own receipt validation against the App Store and Play APIs would work, but both APIs changed twice last year.', [['Writing our own receipt validation']]],
    ['Multiplayer: Nakama, self-hosted. Photon charges per concurrent user and we expect spikes at launch; a custom WebSocket server would mean writing matchmaking ourselves.', [['Photon', 'custom WebSocket server']]],
    ['Chat goes through Centrifugo. Pusher bills per message; a hand-rolled SSE server would need its own reconnect logic.', [['Pusher', 'hand-rolled SSE server']]],
    ['The data checks moved from hand-written asserts in the notebook to Pandera schemas, so they run on every load instead of only when someone opens the notebook.', [['hand-written asserts']]],
    ['Our nightly jobs moved from cron on the app box to Cloud Scheduler, so a redeploy no longer drops a run.', [['cron']]],
    ['Docs site: Quarto, because the notebooks render into it. MkDocs was the first idea, but it needs a plugin per notebook format and the Jupyter one hasn\'t had a release since 2024.', [['MkDocs']]],
    ["Hyperparameter search: Optuna over Hyperopt — Hyperopt's TPE is the same idea, but the project has had no release in two years.", [['Hyperopt']]],
  ]);
  // (A long way of doing it under nine words stays whole.)
  assert.deepEqual(options('Dates are stored in UTC. Storing local times with an offset column looked simpler, but every report would need the conversion.'), ['Storing local times with an offset column']);
  decidesNothing([
    'I looked at the flaky test; it needed a longer timeout on CI, so I bumped it to 10 s.',
    "We looked at Sentry's dashboard; it wanted a login again.",
    'I looked at the CI logs as well; it needed a second run because the cache restore timed out.',
    "The flaky test in `auth.spec.ts` failed again; I looked at Playwright's trace as well; it needed a retry because the page load timed out.",
    'Final: Alcaraz over Sinner in four sets.',
    'The staging deploys moved from Tuesday to Thursday this sprint because of the holiday.',
  ]);
});

test('found by hand in a Rust CLI session: "Using X everywhere would have made … opaque", "X was 40% of the profile", "Writing … inline got unreadable" fault the way set aside; "The general `X` parser" is X\'s parser', () => {
  expectOptionsEach([
    ["I switched the error handling to `anyhow` in the binary and kept `thiserror` for the library part. Using `anyhow` everywhere would have made the library's errors opaque to callers.", [['Using anyhow everywhere']]],
    ["We'll parse timestamps by hand with a fixed-offset fast path. The general `jiff` parser was 40% of the profile on the 2 GB sample.", [['jiff parser']]],
    ['Tests use `insta` snapshots for the formatter output. Writing the expected strings inline got unreadable once the tables had colour codes.', [['Writing the expected strings inline']]],
  ]);
  decidesNothing(['The flame graph shows the general `serde_json` deserializer at 35% of the profile, mostly in string escaping. I haven\'t changed anything yet.']);
});

test('found by hand with Antigravity in Japanese: "X ではなく Y に保存するようにしました" decides and turns X down; "X から Y に変更しました" turns X down (a space before から too); "X は…、…ので見送りました" decides, its reason across a comma', () => {
  expectOptionsEach([
    ['セッションは Redis ではなく署名付き Cookie に保存するようにしました。Redis を使うとデプロイごとにセッションが切れる問題があったためです。', [['Redis']]],
    ['パスワードのハッシュは bcrypt から Argon2id に変更しました。', [['bcrypt']]],
    ['ホスティングはHerokuからRenderに移行しました。', [['Heroku']]],
    ['SMS はコストが高く、なりすましのリスクもあるので見送りました。', [['SMS']]],
  ]);
  assert.equal(rejected('SMS はコストが高く、なりすましのリスクもあるので見送りました。')[0].reason, 'コストが高く、なりすましのリスクもある');
  // (Not "ではなく" said of what is not software: "今日は雨ではなく晴れでした。")
  decidesNothing(['今日は雨ではなく晴れでした。', '会議は火曜日ではなく木曜日になりました。']);
});

test('found by hand with Codex in French and German: "On part sur X plutôt que Y : …" decides when the next paragraph speaks of software; "Eine Queue wie X wäre …" after "habe ich eine eigene Tabelle … angelegt" turns X down; a French report with a semicolon is no decision for the learned check', () => {
  expectOptionsEach([
    ['On part sur Playwright plutôt que Cypress : Cypress ne gère pas bien les onglets multiples.\n\nLes tests tournent dans GitHub Actions sur trois navigateurs.', [['Cypress']]],
    ['Für die Webhooks habe ich eine eigene Tabelle `payment_events` angelegt. Eine Queue wie RabbitMQ wäre hier zu viel Infrastruktur für etwa 200 Zahlungen am Tag.', [['RabbitMQ']]],
  ]);
  decidesNothing([
    'Les tests tournent dans GitHub Actions sur trois navigateurs ; le job prend environ 6 minutes.',
    'On part sur Lyon plutôt que Paris : le train est plus rapide.',
    'Wir haben die Tests für das Modul ergänzt und die Pipeline läuft grün; die Laufzeit ist bei 4 Minuten.',
  ]);
});

test('found by hand with Windsurf: a recommendation with its why and no question after it ("I\'d go with option 1, since …") is not yet a decision; the user\'s pick of it is', () => {
  const offered = "There are two reasonable ways to do the rate limiting:\n\n1. **`express-rate-limit` with the Redis store** — simple, one middleware, counts per IP across all instances.\n2. **Rate limiting at the nginx ingress** (`limit_req`) — no app code, but per-route limits get awkward.\n\nI'd go with option 1, since we need per-token limits for the partner API.";
  decidesNothing([offered, "I'd go with option 1, since we need per-token limits for the partner API."]);
  const [picked, ...more] = extractDecisions('Added express-rate-limit with the Redis store.', 'ok go with 1', { response: offered, question: 'How should we rate limit the API?' });
  assert.match(picked.content, /express-rate-limit with the Redis store/);
  assert.deepEqual(picked.decision?.rejected?.map((r) => r.option), ['Rate limiting at the nginx ingress']);
  assert.ok(more.every((m) => m.kind !== 'decision' || !/I'd go with/.test(m.content)));
});

test('found by hand in a batch of short decisions: a move whose next sentence says what the old way "used to need" decides; "the on-call person" is no option; "over X here" / ", not X here" turn down X; "X debounces at 250 ms. At 100 ms …" and "I set X to 8 per node. At 32, …" weigh a value', () => {
  expectOptionsEach([
    ["I moved feature flags out of environment variables and into Unleash. Every flag change used to need a redeploy, and the on-call person couldn't turn a broken feature off at 2 a.m. without one.", [['environment variables']]],
    ['Going with server-side sessions over JWTs here. Revoking a JWT before it expires needs a denylist anyway.', [['JWTs']]],
    ['Sessions are server-side, not JWTs here, because revoking a JWT needs a denylist anyway.', [['JWTs']]],
    ['The search box debounces at 250 ms. At 100 ms we were still sending a request per keystroke for fast typists.', [['100 ms']]],
    ['I set the worker count to 8 per node. At 32, the scheduler ran out of file handles on the smaller boxes.', [['32']]],
  ]);
  decidesNothing(['The cache expires after 10 minutes. I checked the hit rate at 5 minutes too.', 'My alarm rings at 7 am. At 6 am I was too tired.']);
});

test('found by hand in summaries (Go, Elixir, Python): "X is Y. I also tried Z, but …" joins the state; "I replaced X with `y`. Ours retried …" decides; "… is what leaked …" faults an act', () => {
  const [oban] = extractDecisions("The job scheduler is Oban. I also tried Exq, but it needs Redis, and we'd rather keep everything in Postgres.");
  assert.match(oban.content, /^The job scheduler is Oban\. I also tried Exq/);
  expectOptionsEach([
    ['I replaced the in-house retry decorator with `tenacity`. Ours retried on every exception, including `KeyboardInterrupt`, and had no jitter.', [['in-house retry decorator']]],
    ["I went with row-level security in Postgres for tenant isolation. Filtering by `tenant_id` in every query is what leaked one customer's invoices to another last year.", [['Filtering by tenant_id in every query']]],
  ]);
  decidesNothing([
    'I replaced the typo in the README with the right flag name. Ours was missing a dash.',
    'The build is green now. I also tried the nightly toolchain, but it fails on the same macro.',
    "Postgres 16 is out of beta on RDS now. Upgrading would get us the faster `COPY` and logical replication from standbys, but it's not urgent.",
  ]);
});

test('found by hand with Gemini CLI in Chinese and Spanish: "之前设成 50 的时候，…" after a setting turns 50 down; "… se hace con … vía X; antes lo hacíamos con un cron …" decides and turns the cron down (and "avant, on le faisait avec …", "vorher haben wir das mit … gemacht")', () => {
  expectOptionsEach([
    ['连接池改用 HikariCP 默认配置，最大连接数设为 20。之前设成 50 的时候，数据库在高峰期 CPU 打满。', [['50']]],
    ['La sincronización se hace con un worker que escucha los eventos de Postgres vía Debezium; antes lo hacíamos con un cron cada 10 minutos y los resultados llegaban con retraso.', [['cron']]],
    ['La synchronisation se fait maintenant via Debezium ; avant, on le faisait avec un cron toutes les 10 minutes et les résultats arrivaient en retard.', [['cron']]],
    ['Die Synchronisierung läuft jetzt über Debezium; vorher haben wir das mit einem Cronjob gemacht, und die Ergebnisse kamen zu spät.', [['Cronjob']]],
  ]);
  decidesNothing(['Antes lo hacíamos con mi hermano cada domingo, y ahora voy solo.', '之前设成 50 的时候，测试通过了。']);
});

test('found by hand with Claude Code: an answer that turns from the recommendation to another listed option by name ("hmm, let\'s do Playwright actually, …", "… instead", "I\'d rather go with …") picks it; "maybe Playwright? not sure" does not', () => {
  const offered = "For the PDF invoices there are three realistic choices:\n\n1. **WeasyPrint** — HTML + CSS to PDF, runs in-process.\n2. **Headless Chrome via Playwright** — pixel-perfect, but adds ~300 MB to the image.\n3. **ReportLab** — fast, but every layout is Python drawing code.\n\nI'd lean towards WeasyPrint. Want me to set it up?";
  for (const answer of ["hmm, let's do Playwright actually, the marketing PDFs need the exact fonts", "let's do Playwright instead", "I'd rather go with Playwright"]) {
    const [pick] = extractDecisions("Set up Playwright's PDF rendering.", answer, { response: offered, question: 'How should we generate the PDF invoices?' });
    assert.match(pick?.content ?? '', /Headless Chrome via Playwright — pixel-perfect/, answer);
    assert.deepEqual(pick.decision?.rejected?.map((r) => r.option), ['WeasyPrint', 'ReportLab'], answer);
  }
  for (const answer of ['maybe Playwright? not sure', 'hmm']) assert.deepEqual(extractDecisions("Set up Playwright's PDF rendering.", answer, { response: offered }), [], answer);
});

test('found by hand: a correction of a recommendation the turn before made ("I\'d go with MongoDB for the event log …" then "no, keep it in Postgres, …") turns the recommended name down; "X\'s too slow" faults X', () => {
  const previous = { response: "I'd go with MongoDB for the event log since the documents vary a lot. Want me to set up the collection?" };
  for (const answer of ["no, keep it in Postgres, we don't want another database", "no, use Postgres, we don't want another database"]) {
    const [d] = extractDecisions('Ok, keeping the events in Postgres.', answer, previous);
    assert.deepEqual(d?.decision?.rejected, [{ option: 'MongoDB', reason: "we don't want another database" }], answer);
  }
  assert.deepEqual(options("Dates use date-fns now. Moment's deprecated and 70 KB."), ['Moment']);
  assert.deepEqual(extractDecisions('Done.', "please switch the logger to pino, winston's too slow for us").flatMap((d) => d.decision?.rejected?.map((r) => r.option) ?? []), ['winston']);
});

test('found by hand in agent summaries: "The fixed window let clients send 2x the limit …" after a state; "Replaced `x` with `y` (2 KB vs 67 KB, …)" with no subject; "A managed Pinecone index would cost …"; "I pinned `openssl` to 3.0.x …. 3.2 changed the default … and …"; "fails at boot … instead of at the first query" names no option', () => {
  expectOptionsEach([
    ['Rate limiting now uses a sliding window in Redis. The fixed window let clients send 2x the limit across a minute boundary.', [['fixed window']]],
    ['- Replaced `moment` with `dayjs` (2 KB vs 67 KB, same API for what we use).', [['moment']]],
    ['Vector search: pgvector with an HNSW index. A managed Pinecone index would cost about $70/month at our size.', [['managed Pinecone index']]],
    ["I pinned `openssl` to 3.0.x in the Dockerfile. 3.2 changed the default cipher list and our payment provider's old TLS endpoint rejects the handshake.", [['openssl 3.2']]],
    ['Added `zod` schemas for the env vars; the app now fails at boot on a missing `DATABASE_URL` instead of at the first query.', [[]]],
  ]);
  decidesNothing(['- Replaced the loop with a map (2 lines).', '- Replaced the loop with a map (cleaner).']);
});

test('found by hand in German, French and Spanish: "Für X nehmen wir Y. Z wäre …"; "…, weil Yup keine … hat" / "porque … no …" / "parce que … n\'…"; "J\'ai gardé X : passer à Y aurait demandé …"; "Nous stockons … dans X plutôt que dans des cookies signés" (and in Spanish, German); "Mantenemos X"; "Decidimos no usar X"', () => {
  expectOptionsEach([
    ['Für das Deployment nehmen wir Kamal. Kubernetes wäre für zwei Server völlig überdimensioniert.', [['Kubernetes']]],
    ['Ich habe die Formularvalidierung auf Zod umgestellt, weil Yup keine saubere TypeScript-Inferenz hat.', [['Yup']]],
    ['Pasamos la validación a Zod porque Yup no tiene una buena inferencia de tipos en TypeScript.', [['Yup']]],
    ["J'ai choisi Vitest parce que Jest n'a pas de support natif pour ESM.", [['Jest']]],
    ["J'ai gardé Express : passer à Fastify aurait demandé de réécrire nos 40 middlewares.", [['Fastify']]],
    ['Nous stockons les sessions dans Redis plutôt que dans des cookies signés, parce que les administrateurs doivent pouvoir révoquer une session.', [['cookies signés']]],
    ['Guardamos las sesiones en Redis en lugar de en cookies firmadas, porque los administradores tienen que poder revocarlas.', [['cookies firmadas']]],
    ['Wir speichern die Sitzungen in Redis statt in signierten Cookies, weil Admins Sitzungen widerrufen müssen.', [['signierten Cookies']]],
    ['Decidimos no usar GraphQL: los clientes son solo dos y ambos consumen los mismos recursos REST.', [['GraphQL']]],
  ]);
  decides(['Mantenemos PostgreSQL 15 por ahora; la 16 no está disponible todavía en nuestro proveedor gestionado.']);
  decidesNothing(['Für den Urlaub nehmen wir Spanien, weil es dort wärmer ist.', 'Wir speichern die Fotos in Dropbox statt in der Cloud von Apple, weil es billiger ist.', 'Mantenemos Madrid como sede principal; la oficina de Sevilla abre en marzo.', 'Decidimos no usar Uber esta vez porque el hotel está cerca.', 'Wir verzichten auf Kuchen heute.']);
});

test('found by hand in a batch of whole responses: "X, on …. A separate Y for Z was the usual answer, but …"; "axios still works, but …" turns down axios; "We had X before, and nobody could …" about software; "Tuning by eyeballing … kept making one query better and three worse"; "The Mapbox bill was too high" is Mapbox\'s; a result measured now ("The dashboard now loads in 1.2 s.") chooses nothing', () => {
  expectOptionsEach([
    ["## Background jobs\n\nSolid Queue, on the primary database. A separate Redis for Sidekiq was the usual answer, but we'd be paying for a second managed service to run eight jobs an hour.", [['separate Redis for Sidekiq']]],
    ["I picked `ky` for the HTTP client on the web side. axios still works, but it's 13 KB against ky's 3 KB.", [['axios']]],
    ['Billing emails are rendered with React Email. We had Handlebars templates before, and nobody could preview them without sending a real email.', [['Handlebars templates']]],
    ['Our search relevance tuning now happens in an offline notebook with a judgment list. Tuning by eyeballing the results page kept making one query better and three worse.', [['Tuning by eyeballing the results page']]],
    ['Map tiles come from Protomaps now, a single PMTiles file on R2. The Mapbox bill was too high for a map most users never zoom.', [['Mapbox']]],
  ]);
  decidesNothing([
    'We had a meeting before, and nobody could agree on the date.',
    'The dashboard now loads in 1.2 s. Tweaking the chart colours kept making the contrast worse, so I left them as they were.',
    'Monitoring now runs on the new Grafana instance. The AWS bill was $420 last month, about the same as before.',
  ]);
});

test('found by hand with Claude Code (a decision said before a tool call): "An in-process LRU would give each of the six pods its own copy, …" after "I will cache … in Redis …"', () => {
  expectOptionsEach([
    ['I will cache product responses in Redis with a 5-minute TTL. An in-process LRU would give each of the six pods its own copy, so a price change would show up at different times on different pods.', [['in-process LRU']]],
  ]);
});

test('found by hand in a batch of short decisions: "X lost the table structure …", "Floats were already giving us 0.30000000000000004 …" after "I\'m storing money as integer cents."; "We dropped YAML after …" turns down YAML alone', () => {
  expectOptionsEach([
    ['The PDF parsing uses `pdfplumber` now. PyPDF2 lost the table structure on about a third of the bank statements.', [['PyPDF2']]],
    ["I'm storing money as integer cents. Floats were already giving us 0.30000000000000004 in the invoice totals.", [['Floats']]],
    ['Config format: TOML. We dropped YAML after the Norway problem bit us in the country list.', [['YAML']]],
  ]);
  decidesNothing(["I'm storing the photos as JPEGs on my laptop. The old ones were already giving me trouble."]);
});

test('found by hand in Japanese and Chinese: "X は…見送りました" after a decision joins it (and alone decides), its reason without "な"; "Y はボイラープレートが多く、…大げさです" and "Y は無料枠がなくなり、…" fault Y; "デプロイ先は X です。" with a faulted name after it decides, of software only; "我们决定继续用 X"', () => {
  expectOptionsEach([
    ['ジョブキューは BullMQ を採用しました。Agenda は MongoDB が必要なので見送りました。', [['Agenda']]],
    ['状態管理は Zustand にしました。Redux Toolkit はボイラープレートが多く、このアプリの規模には大げさです。', [['Redux Toolkit']]],
    ['デプロイ先は Fly.io です。Heroku は無料枠がなくなり、同じ構成で月 50 ドル以上かかります。', [['Heroku']]],
    ['日志我们决定继续用 Loki。Elasticsearch 太占内存，我们的集群只有 16 GB。', [['Elasticsearch']]],
  ]);
  assert.equal(rejected('ジョブキューは BullMQ を採用しました。Agenda は MongoDB が必要なので見送りました。')[0].reason, 'MongoDB が必要');
  decidesNothing(['会議室は Room A です。Room B はプロジェクターがなくなりました。']);
});

test('found by hand: a heading that names the marker and what it marks ("## Decision: Litestream for backups") is that decision, the options under "### Alternatives considered" its rejected', () => {
  const [d, ...more] = extractDecisions('## Decision: Litestream for backups\n\nContinuous replication of the SQLite file to S3 with Litestream.\n\n### Alternatives considered\n- **Nightly `sqlite3 .backup` to S3** — simple, but we could lose up to a day of orders.\n- **Moving to Postgres** — solves it properly, but it\'s a migration we can\'t fit in this sprint.');
  assert.equal(d.decision?.chosen, 'Litestream for backups');
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['Nightly `sqlite3 .backup` to S3', 'Moving to Postgres']);
  assert.deepEqual(more.filter((m) => m.kind === 'decision'), []);
  const [c] = extractDecisions('### Convention: every migration is reversible\n\nWrite the down step in the same file.');
  assert.equal(c?.kind, 'convention');
});

test('found by hand: a capital that only opens the sentence names the thing with the plural after it ("Project references would make it faster, but they broke …"); "Auto-increment IDs leak how many orders …" faults the IDs', () => {
  expectOptionsEach([
    ['Type checking in CI is `tsc --noEmit` on the whole repo. Project references would make it faster, but they broke our path aliases in two places.', [['Project references']]],
    ['We standardized on UUIDv7 for new primary keys. Auto-increment IDs leak how many orders we have to anyone who signs up twice.', [['Auto-increment IDs']]],
  ]);
  // (Nor, for the learned check, a result and a risk not met after it.)
  decidesNothing(["The tests pass now. Memory leaks would make this worse over time, but I haven't seen any in the heap snapshots."]);
});

test('found by hand in infrastructure responses: "The if-statements scattered across 30 handlers disagreed about …" (no "old"), "… had been shared with …", "A Dockerfile per service was 12 copies of …", "Trivy can generate them too, but …"', () => {
  expectOptionsEach([
    ['I added OPA for the authorization checks. The if-statements scattered across 30 handlers disagreed about what an "admin" could do.', [['if-statements scattered across 30 handlers']]],
    ["We rotate secrets with Vault's dynamic database credentials. Long-lived passwords in the CI variables had been shared with three contractors who left.", [['Long-lived passwords']]],
    ['Container images are built with ko for the Go services. A Dockerfile per service was 12 copies of the same multi-stage build.', [['Dockerfile per service']]],
    ["For SBOMs I went with Syft. Trivy can generate them too, but we only want the SBOM step in the release job.", [['Trivy']]],
  ]);
  decidesNothing(['The logs are scattered across three files now. I can merge them if you want.', 'Yeah, breaking bad habits can be hard. Cravings can be tough too, but little victories count.']);
});

test('found by hand: a state said in the passive against another way ("The search index is rebuilt nightly instead of updated on every write.") decides when the next sentence faults the other way', () => {
  const [d] = extractDecisions('The search index is rebuilt nightly instead of updated on every write. Live updates doubled the write latency on the orders table.');
  assert.ok(d?.decision?.rejected?.some((r) => r.option === 'Live updates'), JSON.stringify(d));
  decidesNothing(['The report is rebuilt nightly instead of hourly this week. Marketing asked for it.']);
});

test('the round on responses-60: a name alone under a short heading is its part\'s choice; "X wants …, which … can\'t …"; "…, and Y alone gives us … but no …"; "built for far more … than we\'ll see"; "… are managed in X from now on"; a reason said of the choice, then another way faulted; "We tried X for a month, and it kept …"; "meant writing …"; "a whole … when all we need is …"; "… by hand is how we ended up with …"', () => {
  expectOptionsEach([
    ['## Tiles\n\nMartin. Tegola is older, but every style change means a full re-seed of the cache.', [['Tegola']]],
    ["For build caching I went with sccache. Bazel wants every build rule rewritten, which the team can't afford this quarter, and Nx alone gives us local hits but no shared cache.", [['Bazel', 'Nx']]],
    ["I kept the job queue in Postgres with SKIP LOCKED. Kafka is built for far more events per second than we'll ever see, and it would be one more cluster to run.", [['Kafka']]],
    ["Feature flags are managed in Unleash from now on. Its gradual rollouts let the product team ship to 5% first. We tried LaunchDarkly's trial for a month, and it kept dropping flag updates on the mobile clients.", [['LaunchDarkly']]],
    ["Realtime runs on Centrifugo. Socket.IO's adapter model meant writing Redis glue for every node, and Ably is a whole platform when all we need is fan-out.", [['Socket.IO', 'Ably']]],
    ['Alerts are generated from a YAML catalogue with a small script. Terraform would have given us state, but nobody here reads HCL, and clicking rules together in the UI is how we ended up with 30 duplicate alerts.', [['Terraform', 'clicking rules together in the UI']]],
    ['I went with Typesense. It gives us typo tolerance out of the box. Algolia would cost $600 a month at our query volume.', [['Algolia']]],
    ['I went with Typesense. It gives us typo tolerance out of the box. Postgres stays for everything else.', [[]]],
  ]);
  decidesNothing(['## Summary\n\nDone. All 40 tests pass, and Vitest is faster than before.', '## Notes\n\nRedis. It was restarted at 03:10 after the kernel update.', 'Standups are held in the small room from now on.', 'We tried Ansible for a week, and the playbooks kept failing on the ARM hosts.']);
});

test('found by hand in a batch of short decisions: "A plain X mesh works, but …"; "X inside the Y container doubled the image size …"; "… are harder to review"; "…, and X is mostly a wrapper now"; a name alone under "## Queue"; "Our own X kept …"; "headless X wants …"; a state ending on a tool in lower case, another name faulted next; a reason said of the choice before "We ran X for years, and it kept failing …"', () => {
  expectOptionsEach([
    ['I went with Tailscale for the office-to-cloud link. A plain WireGuard mesh works, but every new laptop meant hand-editing configs on four routers.', [['WireGuard mesh']]],
    ['For PDFs we render with Gotenberg in a sidecar. Puppeteer inside the API container doubled the image size and leaked Chrome processes.', [['Puppeteer']]],
    ["Kept Flyway for migrations. Liquibase's XML changelogs are harder to review, and the DBA team already knows Flyway.", [['Liquibase']]],
    ["Settled on pnpm workspaces for the monorepo. Yarn Berry's PnP mode broke three of our native modules, and Lerna is mostly a wrapper now anyway.", [['Yarn Berry', 'Lerna']]],
    ['## Queue\n\nSQS. RabbitMQ is more flexible, but it would be one more cluster for a two-person team to patch.', [['RabbitMQ']]],
    ['Webhooks are delivered through Svix from now on. Our own retry worker kept losing events during deploys.', [['own retry worker']]],
    ["PDF invoices are rendered by Typst now. wkhtmltopdf is archived, and headless Chrome wants 300 MB of RAM per render, which our 512 MB workers can't spare.", [['wkhtmltopdf', 'headless Chrome']]],
    ["Screen sharing runs on livekit. Twilio's per-minute pricing would come to $2k a month at our usage.", [['Twilio']]],
    ['Deploys go through Kamal now. Its zero-downtime swaps work with the plain Docker we already have. We ran Capistrano for years, and it kept failing halfway through asset precompiles.', [['Capistrano']]],
  ]);
  decidesNothing(['I fixed the flaky test. We ran the suite twice, but it failed once on CI.', 'Looked at Grafana Tempo vs Jaeger for traces. Tempo is cheaper on object storage, Jaeger has the better UI. Up to you.']);
});

test('found by hand with Codex in French and Spanish ("…, et les tâches planifiées de pg-boss ne gèrent pas …", "los trabajos programados de pg-boss no soportan …") and with Gemini CLI in Chinese ("日志存到 Loki 里，因为 …", "消息推送用 Centrifugo。我们也看了 Socket.IO，但 …")', () => {
  expectOptionsEach([
    ['Pour les e-mails, j\'ai choisi Postmark. Mailgun aurait coûté plus cher, et les webhooks de SendGrid ne gèrent pas les rebonds comme on veut.', [['Mailgun', 'SendGrid']]],
    ['Para las colas elegimos BullMQ. RabbitMQ sería un servicio más que operar, y los trabajos programados de pg-boss no soportan prioridades.', [['RabbitMQ', 'pg-boss']]],
    ['日志存到 Loki 里，因为我们已经在用 Grafana。Elasticsearch 太重了，三台机器扛不住。', [['Elasticsearch']]],
    ['消息推送用 Centrifugo。我们也看了 Socket.IO，但它需要 Redis 适配器才能多节点部署。', [['Socket.IO']]],
  ]);
  decidesNothing(['我用了一个小时看完文档。', '数据放在桌面上，因为方便。', '测试都通过了，一共 87 个。']);
});

test('found by hand in agent summaries: "…: Node 20\'s built-in `fetch` covers it, so axios stays out" turns axios down with the clause before as why; "Hand-written X in each client had three different …" after a state', () => {
  assert.deepEqual(rejected("No new dependency: Node 20's built-in `fetch` covers it, so axios stays out."), [{ option: 'axios', reason: "Node 20's built-in fetch covers it" }]);
  expectOptionsEach([['The retry logic now lives in a Polly pipeline. Hand-written try/catch loops in each client had three different backoff formulas.', [['hand-written try/catch loops in each client']]]]);
  decidesNothing(['The build is green, so the release stays out of the freeze.', 'Hand-written tests are still the best way to learn the codebase.']);
});

test('found by hand in a Codex-style summary: a label and its pick with another name faulted in brackets ("- **Validation**: Valibot, for bundle size (Zod was 13 KB of the 40 KB budget).")', () => {
  expectOptionsEach([
    ['- **ORM**: Kysely. Prisma\'s query engine binary doesn\'t run on our Alpine-based Lambda layer.\n- **Validation**: Valibot, for bundle size (Zod was 13 KB of the 40 KB budget).', [['Prisma'], ['Zod']]],
    ['Validation: Valibot (Zod was too big).', [['Zod']]],
  ]);
  decidesNothing(['Status: green (the flaky test was skipped).']);
});

test('found by hand with Gemini CLI in German: "Für X nehme ich Y." decides; "Z wäre bequemer gewesen, aber …" (and "habría sido más fácil, pero …") keeps only what follows "aber" as why', () => {
  expectOptionsEach([['Für das Logging nehme ich Loki. Elasticsearch braucht mindestens 8 GB RAM pro Knoten.', [['Elasticsearch']]]]);
  assert.deepEqual(rejected('Die Backups landen jetzt in MinIO auf dem NAS. Backblaze B2 wäre günstiger gewesen, aber die Daten dürfen das Haus nicht verlassen.'), [{ option: 'Backblaze B2', reason: 'die Daten dürfen das Haus nicht verlassen' }]);
  assert.deepEqual(rejected('Para el almacenamiento elegimos MinIO. S3 habría sido más fácil, pero los datos no pueden salir del centro de datos.'), [{ option: 'S3', reason: 'los datos no pueden salir del centro de datos' }]);
  decidesNothing(['Ich nehme mir morgen die flackernden Tests vor.']);
});

test('found by hand in design write-ups: a pick after a "## Trade-offs" list takes that option out of the turned-down ones; "I set up option 3." picks from a numbered list; "Two candidates for X: A and B. B is …, but …. I picked A." gives B its fault; "**Decision:** … ¶ **Why not X:** …" is one decision', () => {
  const [tradeOffs, ...rest] = extractDecisions('## Trade-offs\n\n- **Server Actions**: less boilerplate, but they\'re tied to Next.js and our mobile client can\'t call them.\n- **tRPC**: typed end to end, but only for TypeScript clients.\n- **REST + OpenAPI**: more code, works for every client.\n\nGoing with REST + OpenAPI, since the Swift app needs the same endpoints.');
  assert.deepEqual(rest, []);
  assert.match(tradeOffs.content, /^Decision: Going with REST \+ OpenAPI/);
  assert.deepEqual(tradeOffs.decision?.rejected?.map((r) => r.option), ['Server Actions', 'tRPC']);
  expectOptionsEach([
    ['I looked at three ways to run the nightly reports:\n\n1. A cron on the API box — simplest, but it dies with the box and has no retries.\n2. GitHub Actions scheduled workflows — free, but they can run up to 15 minutes late.\n3. A Cloud Run job triggered by Cloud Scheduler — retries, logs, runs inside the VPC.\n\nI set up option 3.', [['A cron on the API box', 'GitHub Actions scheduled workflows']]],
  ]);
  assert.deepEqual(rejected("Two candidates for the rich-text editor: Tiptap and Lexical. Lexical is faster on huge documents, but its collaboration story needs Yjs bindings we'd maintain ourselves. I picked Tiptap."), [{ option: 'Lexical', reason: "its collaboration story needs Yjs bindings we'd maintain ourselves" }]);
  assert.deepEqual(optionsEach("**Decision:** keep SQLite for the desktop app's local store.\n**Why not IndexedDB:** the app is Electron, and SQLite gives us real SQL and a single file users can back up."), [['IndexedDB']]);
  decidesNothing(['Two ways this can break: caching and retries. I picked the retries to look at first.', 'Two candidates for the bug: the cache TTL and the clock skew on worker 3. I picked the clock skew to check first.']);
});

test('found by hand in a batch of short decisions: "X gets killed by …"; "We ran a hand-rolled X for a quarter, and <thing> kept leaking …" turns down the hand-rolled X, not the thing; "Google Maps\' per-load pricing" is Google Maps\'; "A fixed window let bursts of 2x the limit through"; "GitHub-hosted runners took 25 minutes …"; "… is how the last CLI leaked …"', () => {
  expectOptionsEach([
    ['Background sync uses WorkManager. AlarmManager gets killed by Doze on most Android 12 devices.', [['AlarmManager']]],
    ['The feature store is Feast on Redis now. We ran a hand-rolled Postgres table for a quarter, and point-in-time joins kept leaking future labels into training.', [['hand-rolled Postgres']]],
    ["Maps render with MapLibre. Google Maps' per-load pricing would come to about $3,000 a month at our traffic.", [['Google Maps']]],
    ['For the rate limiter I went with a sliding window in Redis. A fixed window let bursts of 2x the limit through at the window edge.', [['fixed window']]],
    ['Our CI runs on Buildkite with our own agents. GitHub-hosted runners took 25 minutes per build because they start from a cold Docker cache every time.', [['GitHub-hosted runners']]],
    ['Auth tokens are stored in the OS keychain via keytar. Writing them to a dotfile is how the last CLI leaked credentials into a public dotfiles repo.', [['Writing them to a dotfile']]],
  ]);
  decidesNothing(['Redis gets killed by the OOM killer about once a week; I added a memory alert.']);
});

test('found by hand in German, French and Spanish: "verwenden wir ab sofort X"; "Désormais, … dans X. Y nous coûtait …"; "Para … usamos X. Y cobra por …"; "Wir haben uns für X entschieden. Y kann keine zwei Tabs …" (tabs, queues and notifications are words of software)', () => {
  expectOptionsEach([
    ['Für die Warteschlange verwenden wir ab sofort NATS. Kafka wäre für unsere 200 Nachrichten pro Sekunde völlig überdimensioniert.', [['Kafka']]],
    ['Désormais, les logs partent dans Loki. Elasticsearch nous coûtait 800 € par mois pour trois requêtes par jour.', [['Elasticsearch']]],
    ['Para las notificaciones push usamos Firebase Cloud Messaging. OneSignal cobra por suscriptor a partir de 10.000, y ya pasamos de 40.000.', [['OneSignal']]],
    ['Wir haben uns für Playwright entschieden. Cypress kann keine zwei Tabs gleichzeitig steuern, und genau das braucht der Einladungs-Flow.', [['Cypress']]],
  ]);
  decidesNothing(['Le build passe maintenant sur la CI. Webpack était trop lent sur les portables, j\'ai donc désactivé le cache.', 'Désormais, on fait la revue de code à deux.']);
});

test('found by hand in Chinese: "X 用 Y 来跑。" with another weighed next decides; "Y 按扫描量收费，…" faults Y', () => {
  const [temporal] = extractDecisions('定时任务用 Temporal 来跑。Airflow 我们也评估过，但是对这种事件驱动的流程来说太重了。');
  assert.match(temporal.content, /^定时任务用 Temporal 来跑。/);
  assert.deepEqual(temporal.decision?.rejected?.map((r) => r.option), ['Airflow']);
  expectOptionsEach([['我们决定用 ClickHouse 做分析。BigQuery 按扫描量收费，每个月要花两千多美元。', [['BigQuery']]]]);
  decidesNothing(['这个功能用 Python 来实现。我明天再看。']);
});

test('found by hand: "Uptime checks run from X. Y only checks from one region …" (uptime is a word of software; "run from" a state)', () => {
  expectOptionsEach([['Uptime checks run from Better Stack. Pingdom only checks from one region on our plan, and our outage last month was regional.', [['Pingdom']]]]);
});

test('the learned check takes no report dated in German, Spanish or French ("Wir haben die Warteschlange heute geleert; …", "… arrivent enfin sur iOS ; …", "Reiniciamos el servidor ayer; …")', () => {
  decidesNothing([
    'Wir haben die Warteschlange heute geleert; 12.000 Nachrichten waren hängen geblieben.',
    'Les notifications push arrivent enfin sur iOS ; le certificat APNs avait expiré.',
    'Reiniciamos el servidor de colas ayer; 12.000 mensajes se habían quedado atascados.',
  ]);
});

test('nothing decided, nothing turned down: "## Trade-offs" options then "Which would you prefer?"; "**Decision:** pending — …" and the "Rejected:" lines under it', () => {
  decidesNothing([
    "## Trade-offs\n\n- **Polling**: simple, but wastes requests.\n- **SSE**: efficient, but needs a sticky load balancer.\n\nWhich would you prefer? I'd lean towards SSE, but it's your call.",
    '**Decision:** pending — I need the latency numbers from the load test first.',
    'Decision: TBD\nRejected: Kafka because the team has no one to run it',
  ]);
  // (A decision marked after them still takes them.)
  assert.deepEqual(optionsEach('Decision: TBD\nDecision: SQS for the job queue.\nRejected: Kafka because the team has no one to run it'), [['Kafka']]);
});

test('found by hand in machine-learning summaries: "The X baseline plateaued at …, and the small MLP overfit …"; "The OpenAI embeddings API would send … off-site, and Cohere\'s pricing doubled our estimate"; "Doing it in spreadsheets lost the annotator per row"; "Grid search over 6 parameters would take 4 days"; "Jotai\'s atoms got hard to trace"', () => {
  expectOptionsEach([
    ['I used LightGBM for the churn model. The logistic regression baseline plateaued at 0.71 AUC, and the small MLP overfit within three epochs.', [['logistic regression baseline', 'small MLP']]],
    ["Embeddings come from bge-small served by a local ONNX runtime. The OpenAI embeddings API would send customer tickets off-site, and Cohere's pricing doubled our estimate.", [['OpenAI embeddings API', 'Cohere']]],
    ["For labelling we set up Label Studio. Doing it in spreadsheets lost the annotator per row, so we couldn't measure agreement.", [['Doing it in spreadsheets']]],
    ['Hyperparameter search runs on Ray Tune. Grid search over 6 parameters would take 4 days on our two GPUs.', [['Grid search']]],
    ["We picked Zustand for the editor state. Redux Toolkit is more ceremony than a single store needs, and Jotai's atoms got hard to trace in the prototype.", [['Redux Toolkit', 'Jotai']]],
  ]);
  decidesNothing(["The baseline model plateaued at 0.71 AUC after epoch 12; I'm adding the new features next.", "The small MLP overfit within three epochs, so I added dropout and it's stable now.", 'Grid search over 6 parameters would take 4 days on our two GPUs, so which ranges should I narrow first?']);
});

test('found by hand in a fix report: an act done to a name ("Raising Gunicorn\'s `--keep-alive` alone would have worked too, but …") is the act, not "Raising Gunicorn"', () => {
  assert.deepEqual(options("The 502s came from Gunicorn closing keep-alive connections before the ALB did. I fixed it by putting nginx in front of Gunicorn in the container: nginx holds the ALB's connections and talks to Gunicorn over a unix socket. Raising Gunicorn's `--keep-alive` alone would have worked too, but sync workers block on idle keep-alive connections, and we'd need twice the workers."), ["Raising Gunicorn's --keep-alive alone"]);
});

test('one option in two wordings is one: "environment variables" and, in the next sentence, "Env vars"', () => {
  assert.deepEqual(rejected("I've moved feature flags from environment variables to Flipt. Env vars needed a redeploy for every flag flip, which made kill switches useless during an incident."), [
    { option: 'environment variables', reason: 'needed a redeploy for every flag flip, which made kill switches useless during an incident' },
  ]);
});

test('found by hand in a Python summary: "`black` plus `flake8` plus `isort` was three tools with three configs, …" after "… are both `ruff` now"', () => {
  expectOptionsEach([['Linting and formatting are both `ruff` now. `black` plus `flake8` plus `isort` was three tools with three configs, and `isort` kept fighting `black` over import order.', [['black plus flake8 plus isort']]]]);
});

test('found by hand in Go summaries: "zap\'s sugared logger allocated on every call, …" after "… logs with `slog` now"; "GORM\'s magic made the N+1 queries invisible …" after "I kept … in `sqlc`"', () => {
  expectOptionsEach([
    ["The Go service logs with `slog` now. zap's sugared logger allocated on every call, which showed up as 8% of CPU in the profile.", [['zap']]],
    ["I kept database access in `sqlc`. GORM's magic made the N+1 queries invisible until production.", [['GORM']]],
  ]);
});

test('a fact of how a thing behaves and what acting on it takes decides nothing: "Env vars are read once at startup; changing one needs a restart."', () => {
  decidesNothing(['Env vars are read once at startup; changing one needs a restart.', 'Config is read once at startup; changing it needs a restart.']);
});

test('found by hand with Antigravity in Spanish, and in French and German: "Las sesiones se guardan en X. Y pierde …", "… sont stockées dans X", "… werden in X gespeichert", "Probé primero con Y dentro de la API, pero …"', () => {
  expectOptionsEach([
    ['Las sesiones se guardan en Redis con un TTL de 24 horas. Memcached pierde todo al reiniciar.', [['Memcached']]],
    ['Les sessions sont stockées dans Redis. Memcached perd tout au redémarrage.', [['Memcached']]],
    ['Die Sessions werden in Redis gespeichert. Memcached verliert bei jedem Neustart alles.', [['Memcached']]],
    ['Los PDF se generan con Gotenberg en un contenedor aparte. Probé primero con Puppeteer dentro de la API, pero la imagen pasaba de 1 GB y se quedaban procesos de Chrome colgados.', [['Puppeteer']]],
  ]);
  decidesNothing(['Los logs se guardan en S3 durante 30 días.', 'Die Logs werden in Loki gespeichert. Ich schaue mir morgen die Aufbewahrung an.']);
});

test('found by hand with Windsurf in French: "X aurait été plus simple à intégrer, mais …" keeps only what follows "mais"; "…, et MinIO auto-hébergé nous obligerait à …" turns MinIO down too; "Les e-mails partent par X. Y ne gère pas …"', () => {
  assert.deepEqual(rejected('Les fichiers envoyés sont stockés dans Scaleway Object Storage, en région Paris. S3 aurait été plus simple à intégrer, mais le client exige un hébergeur européen, et MinIO auto-hébergé nous obligerait à gérer les disques.'), [
    { option: 'S3', reason: 'le client exige un hébergeur européen' },
    { option: 'MinIO', reason: 'nous obligerait à gérer les disques' },
  ]);
  expectOptionsEach([['Les e-mails partent par Brevo. Mailjet ne gère pas les modèles transactionnels multilingues dont on a besoin.', [['Mailjet']]]]);
  decidesNothing(['Les e-mails partent par la file de nuit ; je regarde demain pourquoi trois sont bloqués.']);
});

test('found by hand in German and French: "X wird nicht mehr gepflegt, und Y braucht …", "Ein eigener X-Server wäre …", "X war für 20.000 Produkte völlig überdimensioniert", "X limite le temps CPU à 50 ms"', () => {
  expectOptionsEach([
    ['Die Rechnungen werden jetzt mit Typst erzeugt. wkhtmltopdf wird nicht mehr gepflegt, und Puppeteer braucht pro Rendering 300 MB Speicher.', [['wkhtmltopdf', 'Puppeteer']]],
    ['Für das Monitoring setzen wir auf Grafana Cloud. Ein eigener Prometheus-Server wäre noch ein Dienst, den wir betreiben müssten.', [['Prometheus-Server']]],
    ['Ich habe die Suche auf Typesense umgestellt. Elasticsearch war für 20.000 Produkte völlig überdimensioniert.', [['Elasticsearch']]],
    ['Nous avons choisi Deno Deploy pour les fonctions. Cloudflare Workers limite le temps CPU à 50 ms, ce qui ne suffit pas pour nos exports.', [['Cloudflare Workers']]],
  ]);
});

test('a European state whose next sentence says what its own tool does, or limits, sets nothing aside ("Les sessions sont stockées dans Redis. Redis perd tout au redémarrage, donc …")', () => {
  decidesNothing([
    "Les sessions sont stockées dans Redis. Redis perd tout au redémarrage, donc j'ai activé l'AOF.",
    'Die Logs werden jetzt mit Vector verschickt. Vector begrenzt den Puffer auf 500 MB, das reicht uns.',
    'Los trabajos se ejecutan con Sidekiq. Sidekiq limita la concurrencia a 10 por defecto; la subí a 25.',
    'La API limite le débit à 100 requêtes par minute et par clé.',
  ]);
});

test('found by hand in prompts: "we tried X for … and it kept evicting …, so use Y …" turns X down; "ab sofort bitte immer X statt Y verwenden" decides', () => {
  const rejectedBy = (prompt: string) => extractDecisions('', prompt).map((c) => c.decision?.rejected?.map((r) => r.option));
  assert.deepEqual(rejectedBy('we tried Redis for caching and it kept evicting sessions, so use Postgres for sessions'), [['Redis']]);
  assert.deepEqual(rejectedBy('ab sofort bitte immer Vitest statt Jest verwenden'), [['Jest']]);
  assert.deepEqual(rejectedBy('we tried the new test runner yesterday, so can you check the CI logs?'), []);
});

test('found by hand in Japanese and Chinese: "X は Y に保存しています。Z は再起動のたびにデータが消えます。", "X は Y で配信します。Z も試しましたが、…" (one decision), "支付走 Stripe。PayPal 的手续费太高，…"', () => {
  expectOptionsEach([
    ['セッションは Redis に保存しています。Memcached は再起動のたびにデータが消えます。', [['Memcached']]],
    ['支付走 Stripe。PayPal 的手续费太高，而且退款接口不支持部分退款。', [['PayPal']]],
  ]);
  const [images, ...rest] = extractDecisions('画像は Cloudflare Images で配信します。imgproxy も試しましたが、サーバーの管理が必要でした。');
  assert.deepEqual(rest, []);
  assert.match(images.content, /^画像は Cloudflare Images で配信します。/);
  decidesNothing(['我们走了很远的路。', 'ログは S3 に保存しています。']);
});

test('found by hand in a "### Key decisions" list: "DuckDB over Parquet on S3" is an engine over its files, not Parquet set aside; "Snowflake\'s minimum spend is more than the whole analytics budget" faults Snowflake', () => {
  assert.deepEqual(optionsEach("- **Warehouse:** DuckDB over Parquet on S3 for now; Snowflake's minimum spend is more than the whole analytics budget."), [['Snowflake']]);
  expectOptionsEach([
    ['Storage: Parquet over CSV, since the files are 8x smaller.', [['CSV']]],
    ["We picked Delta Lake over Iceberg for the lakehouse; Iceberg's Python support was thinner.", [['Iceberg']]],
  ]);
});

test('found by hand in security summaries: "PBKDF2 at a safe iteration count made logins take 900 ms …"; "X\'s verified mode calls …, which security didn\'t want from CI"; after a state on a tool in lower case, "Viper lowercases every key, which broke …"', () => {
  expectOptionsEach([
    ['Passwords are hashed with Argon2id. PBKDF2 at a safe iteration count made logins take 900 ms on the smallest instance.', [['PBKDF2']]],
    ["Secrets scanning runs with gitleaks as a pre-receive hook. TruffleHog's verified mode calls the providers' APIs, which security didn't want from CI.", [['TruffleHog']]],
    ['Config is loaded with koanf. Viper lowercases every key, which broke our case-sensitive feature flag names.', [['Viper']]],
  ]);
  decidesNothing(['I use Viper. Viper lowercases every key, which broke our flag names.']);
});

test('the round on responses-61: "X\'s fee hike / pricing change …" faults X; "X can do the same, but its … are weaker"; "… a fork that\'s three versions behind"; "priced for companies five times our size"; "X moves from Z to Y next month" with a later "W came up too, but …"; "X credits for … would come to $400"; "made sense for …; … it would roughly double"; "We prototyped on X\'s Y first; Z was great, but it …" turns down X\'s Y; a build that compiles for some platforms and still fails on one decides nothing', () => {
  expectOptionsEach([
    ["Payments: Adyen. Stripe's fee hike last spring is still sore with finance, and Braintree's SDK is a lot of integration for three markets.", [['Stripe', 'Braintree']]],
    ['Diagrams are drawn in Excalidraw and exported to SVG. Miro can do the same, but its export options are weaker and it charges per seat.', [['Miro']]],
    ["I went with Recharts for the charts. Victory's React Native port is a community fork that's three versions behind.", [['Victory']]],
    ['Error tracking goes to GlitchTip. Sentry would have worked, but its self-hosted install needs 16 GB of RAM, and Rollbar was priced for companies five times our size.', [['Sentry', 'Rollbar']]],
    ['Search moves from Elasticsearch to Typesense next month. The Elasticsearch cluster costs us $900 a month and a full reindex takes six hours; Algolia came up too, but it bills per search request.', [['Elasticsearch', 'Algolia']]],
    ['CI runs on Buildkite with our own agents. CircleCI credits for the macOS jobs would come to roughly $400 a month at our merge rate.', [['CircleCI']]],
    ["Transcription moved to Whisper, run on our GPU box. AssemblyAI's per-hour pricing made sense for the pilot; with the archive backlog it would roughly double.", [['AssemblyAI']]],
    ["Push notifications go through OneSignal. We prototyped on Google's Firebase Cloud Messaging first; topic fan-out was great, but it tied the iOS side to keys stored in Firebase.", [["Google's Firebase Cloud Messaging"]]],
    ["Config lives in Doppler now. We tried Vercel's Edge Config first, but it only works inside Vercel functions.", [["Vercel's Edge Config"]]],
  ]);
  decidesNothing(["The Electron build compiles for macOS and Windows; the Linux build still fails at packaging on a missing libsecret dependency, which I'm looking at next."]);
});

test('found by hand: "would hit around $600", "forbid heavy app use", "is being deprecated", "would be one more network hop", "would be a service to run and unseal", "topped out at", a name measured bigger against the choice', () => {
  expectOptionsEach([
    ["For the map tiles I went with Protomaps served from our own bucket. Mapbox's per-load pricing would hit around $600 a month at the city's traffic, and OpenStreetMap's public tile servers forbid heavy app use in their usage policy.", [['Mapbox', 'OpenStreetMap']]],
    ["The app's offline storage is WatermelonDB now. Realm's sync is being deprecated by MongoDB, and plain AsyncStorage choked on the 20k-row catalogue.", [['Realm', 'AsyncStorage']]],
    ['Rate limiting sits in Envoy as a local rate limit filter. A Redis-backed limiter in the app would be one more network hop on every request.', [['Redis-backed limiter']]],
    ['Secrets: SOPS with age keys, committed next to the manifests. Vault would be a service to run and unseal after every reboot for a team of three.', [['Vault']]],
    ["For load tests I'm using k6. Locust's Python workers topped out at 800 requests per second per core on our runner.", [['Locust']]],
    ["Went with Tauri for the desktop client. Electron's installer was 140 MB against Tauri's 9 MB, and the field laptops have small disks.", [['Electron']]],
  ]);
  // (The smaller or the faster, measured against the choice, is its cost, not a way set aside.)
  expectOptionsEach([["Went with Tauri for the desktop client. Electron's startup was 300 ms against Tauri's 1.2 s.", [[]]]]);
});

test('found by hand among replies that decide nothing: a provider\'s outage reported with its times; a setting said as it is, then what it costs', () => {
  decidesNothing([
    'Cloudflare had a partial outage in the Frankfurt PoP from 14:05 to 14:40; our error rate peaked at 3 % and recovered without action.',
    'The Redis cluster is at 71 % memory. Eviction is set to allkeys-lru, so nothing breaks when it fills, but the hit rate will drop.',
  ]);
});

test('found by hand in six languages: "X tardaba 40 segundos …", "X ne sait pas …", "X embarquait 180 Ko …", "X は … メンテナンスが止まっていて", a second fault after "，" in Chinese, "ran jobs twice", "… agent mode couldn\'t …", and after a "Decision:" line a fault that goes on to fault another name', () => {
  expectOptionsEach([
    ['Los PDFs se generan con Typst. LaTeX tardaba 40 segundos por factura y nadie del equipo sabe mantener las plantillas.', [['LaTeX']]],
    ['Les sauvegardes passent par restic vers un bucket Scaleway. Borg ne sait pas écrire directement dans un stockage objet.', [['Borg']]],
    ['On a choisi Astro pour le site vitrine. Next.js embarquait 180 Ko de JavaScript pour des pages qui sont statiques.', [['Next.js']]],
    ['ジョブキューは Sidekiq を使います。Resque はメンテナンスが止まっていて、Ruby 3.3 で警告が出ます。', [['Resque']]],
    ['前端状态管理用 Zustand。Redux 的样板代码太多，MobX 的响应式调试起来很困难。', [['Redux', 'MobX']]],
    ['The scheduler is now a Postgres table polled by the worker. Cron on the VM ran jobs twice whenever both VMs were up.', [['Cron']]],
    ["Decision: Grafana Alloy collects the metrics. The Prometheus agent mode couldn't ship logs, and Telegraf's config format is one more thing to learn.", [['Prometheus agent mode', 'Telegraf']]],
  ]);
});

test('found by hand: a German report whose function words are "die", "im", "vom", "zur" is no English prose for the learned check', () => {
  decidesNothing(['Die Sentry-Fehler im Checkout kommen alle vom selben Safari-Bug; der Fix liegt im PR #812 zur Review.']);
});

test('found by hand in write-ups: "The Python version / prototype needed …" after "… is written in Go now" turns that version down; "X\'s adapter … lagged two releases behind"', () => {
  expectOptionsEach([
    ['The CLI is written in Go now. The Python version needed a 90 MB PyInstaller bundle per platform, and startup took 1.4 s.', [['Python version']]],
    ['The importer is a Rust binary now. The Python prototype needed 6 GB of RAM for the largest export.', [['Python prototype']]],
    ["### Auth\n\nWe're using Lucia for sessions. NextAuth's adapter for our Drizzle schema lagged two releases behind.", [['NextAuth']]],
  ]);
});

test('found by hand in a write-up: names as plain labels under "## Trade-offs" are options once a pick after the list names one of them; with no pick, or as aspects, they are not', () => {
  const tradeOffs = (after: string) => `## Trade-offs\n\n- Litestream: continuous, cheap, but restores replay the WAL.\n- pgBackRest: heavier, but point-in-time restore is instant.\n\n${after}`;
  const [backups, ...rest] = extractDecisions(tradeOffs('I went with Litestream; the database is SQLite and a five-minute restore is fine for us.'));
  assert.deepEqual(rest, []);
  assert.match(backups.content, /^Decision: I went with Litestream;/);
  assert.deepEqual(backups.decision?.rejected, [{ option: 'pgBackRest', reason: 'heavier, but point-in-time restore is instant' }]);
  assert.deepEqual(extractDecisions(tradeOffs('Which would you prefer?')), []);
  assert.deepEqual(extractDecisions('Added the export endpoint.\n\n## Trade-offs\n\n- Performance: slower for large tenants.\n- Memory: peaks at 200 MB.\n\nI went with the streaming writer anyway.').flatMap((c) => c.decision?.rejected ?? []), []);
});

test('found by hand in task summaries: "JWTs were dropped: …" after a state; "swapped the <part> to X" sets no part aside; "X\'s free instances sleep after 15 minutes"; "X inside the web process runs each job once per worker"; "Version 2.3 of the SDK was dropped from the support matrix upstream" is no choice of ours', () => {
  expectOptionsEach([
    ["Summary of what changed:\n- Session tokens are now opaque and stored in Redis with a 30-minute sliding TTL.\n- JWTs were dropped: we couldn't revoke them when an account was locked.", [['JWTs']]],
    ["I swapped the markdown renderer to markdown-it. marked's extension API changed in v5 and broke our footnote plugin twice.", [['marked']]],
    ["The deploy target is Fly.io. Render's free instances sleep after 15 minutes.", [['Render']]],
    ["I'm sticking with Celery for the periodic jobs. Dramatiq has no built-in scheduler, and APScheduler inside the web process runs each job once per worker.", [['Dramatiq', 'APScheduler']]],
  ]);
  decidesNothing(["Version 2.3 of the SDK was dropped from the support matrix upstream; we're on 2.5, so nothing to do."]);
});

test('found by hand in prompts: "switch the tests from Jest to Vitest, Jest keeps choking on …"; "we tried SQS … and it kept redelivering …, so use pg-boss"; "ab jetzt Ruff statt Black und isort verwenden"; "usa Playwright para …, Cypress no soporta …"', () => {
  const rejectedBy = (prompt: string) => extractDecisions('', prompt).map((c) => c.decision?.rejected?.map((r) => r.option));
  assert.deepEqual(rejectedBy('please switch the tests from Jest to Vitest, Jest keeps choking on our ESM packages'), [['Jest']]);
  assert.deepEqual(rejectedBy('we tried SQS for the job queue last quarter and it kept redelivering messages after the visibility timeout, so use pg-boss'), [['SQS']]);
  assert.equal(extractDecisions('', 'bitte ab jetzt Ruff statt Black und isort verwenden')[0]?.kind, 'decision');
  assert.deepEqual(rejectedBy('usa Playwright para los tests e2e, Cypress no soporta varias pestañas'), [['Cypress']]);
  assert.deepEqual(rejectedBy('usa Playwright para los tests e2e, Cypress ya lo probamos'), []);
});

test('found by hand in end-of-task summaries: "**Why X and not Y directly:** …" turns Y down; "We\'re not moving the X to Y."; "… was down twice last week"; "… kept restoring stale packages"', () => {
  const [push, ...rest] = extractDecisions("I've finished the notifications rework.\n\n**What changed**\n- Push notifications now go through Expo's push service from the API worker.\n- The old polling endpoint is removed.\n\n**Why Expo push and not FCM directly:** we'd need separate APNs and FCM credentials and two code paths; Expo wraps both and the app is already on Expo.\n\nTests: `npm test` passes (212 tests).");
  assert.deepEqual(rest, []);
  assert.match(push.content, /^Why Expo push and not FCM directly: /);
  assert.deepEqual(push.decision?.rejected?.map((r) => r.option), ['FCM']);
  expectOptionsEach([
    ["We're not moving the background jobs to Temporal. Our jobs are single-step and idempotent, and Temporal would add a cluster.", [['Temporal']]],
    ["The e2e job now runs on ubuntu-latest with Playwright's container image. The self-hosted Mac runner was down twice last week.", [['self-hosted Mac runner']]],
    ['Dependencies are cached with `actions/cache` keyed on the lockfile hash now. The BuildJet cache kept restoring stale packages after dependency bumps.', [['BuildJet cache']]],
  ]);
});

test('found by hand among replies that decide nothing: "Why X and not Y? That was decided before I joined; …", "Not switching anything yet, just a data point.", a vendor deprecating a plan', () => {
  decidesNothing([
    'Why Postgres and not MySQL? That was decided before I joined; the ADR in `docs/adr/0003.md` has the reasoning.',
    "I tried the new Bun test runner on the utils package: 1.8 s against Jest's 9 s. Not switching anything yet, just a data point.",
    "Heroku is deprecating the Redis add-on plan we're on in January; I've put a note in the infra channel.",
  ]);
  // (An answer that gives a reason still decides.)
  assert.deepEqual(optionsEach('Why Postgres and not MySQL? We need transactional DDL for the migrations.'), [['MySQL']]);
});

test('found by hand in German, Spanish, French and Japanese: "X validieren wir jetzt mit Y", "Y hatte keine …", "Hemos migrado de X a Y", "X subió los precios", "X ahora es Y", "X depende de …", "X consume demasiada memoria", "X は … 有料プランが必要です"', () => {
  expectOptionsEach([
    ['Die Formulare validieren wir jetzt mit Zod. Yup hatte keine vernünftige TypeScript-Inferenz für verschachtelte Objekte.', [['Yup']]],
    ['Hemos migrado de Heroku a Render. Heroku subió los precios y ya no tiene plan gratuito para los entornos de prueba.', [['Heroku']]],
    ['La cola de trabajos ahora es Oban. Exq depende de Redis, que no queremos mantener solo para esto.', [['Exq']]],
    ['Como servidor de CI usamos Woodpecker. Jenkins consume demasiada memoria y sus plugins se rompen en cada actualización.', [['Jenkins']]],
    ['認証は Supabase Auth にしました。Firebase Auth は SAML に対応するのに有料プランが必要です。', [['Firebase Auth']]],
  ]);
});

test('found by hand: a Spanish report of data moved tonight, "Hemos migrado 40 GB de datos al nuevo clúster esta noche; todo funciona.", is no English prose for the learned check', () => {
  decidesNothing(['Hemos migrado 40 GB de datos al nuevo clúster esta noche; todo funciona.']);
});

test('found by hand: "A fixed 1 s delay let the retries … land on the API at the same moment"; "Rendering in the browser with marked shipped 38 KB more …"; "S3\'s egress to our CI runners in another region was 70% of the storage bill"', () => {
  expectOptionsEach([
    ['Retries use exponential backoff with jitter, capped at 5 attempts. A fixed 1 s delay let the retries from 200 clients land on the API at the same moment after an outage.', [['fixed 1 s delay']]],
    ['Markdown is rendered on the server with comrak. Rendering in the browser with marked shipped 38 KB more to every page.', [['Rendering in the browser with marked']]],
    ["We ended up on Cloudflare R2 for the build artifacts. S3's egress to our CI runners in another region was 70% of the storage bill.", [['S3']]],
  ]);
});

test('found by hand: "I picked X for Y: Z doesn\'t …, and W has no …" turns both down; "The Render cron jobs couldn\'t be code-reviewed …"; "X\'s search tops out at 7 days"', () => {
  expectOptionsEach([
    ["I picked Hono for the edge functions: Express doesn't run on Workers, and itty-router has no middleware story for auth.", [['Express', 'itty-router']]],
    ['The cron schedule lives in the repo as a GitHub Actions workflow. The Render cron jobs couldn\'t be code-reviewed and two of them had drifted from what the README said.', [['Render cron jobs']]],
    ["Logs now go to Axiom. Papertrail's search tops out at 7 days of history on our plan.", [['Papertrail']]],
  ]);
});

test('found by hand: "I picked up the ticket for …: Cypress times out …" is no pick', () => {
  decidesNothing(['I picked up the ticket for the flaky checkout test: Cypress times out on the payment iframe about one run in ten.']);
});

test('found by hand in write-ups: under "## Rejected", sentences that each open on a name and a colon are one option each; "I pinned Node to 20 LTS in `.nvmrc`; 22 breaks …" turns down Node 22', () => {
  assert.deepEqual(optionsEach("## Decision\n\nUse Pulumi with TypeScript for the new infrastructure.\n\n## Rejected\n\nTerraform: the team writes TypeScript all day and HCL's loops kept tripping people up. CDK: AWS-only, and we run on GCP too."), [['Terraform', 'CDK']]);
  assert.deepEqual(rejected("I pinned Node to 20 LTS in `.nvmrc`; 22 breaks `node-sass`, which the legacy admin still uses."), [{ option: 'Node 22', reason: 'breaks node-sass, which the legacy admin still uses' }]);
});

test('found by hand in Chinese, Japanese and Spanish: "X 要单独维护集群", "X …把磁盘占满了", "从 X 迁到了 Y", "X は … 壊れていました", "X está abandonado"', () => {
  expectOptionsEach([
    ['消息队列用 NATS。RabbitMQ 要单独维护集群，Kafka 对我们每秒几百条消息来说太重了。', [['RabbitMQ', 'Kafka']]],
    ['监控改用 VictoriaMetrics 了。Prometheus 的本地存储在三个月后就把磁盘占满了。', [['Prometheus']]],
    ['CI 从 Jenkins 迁到了 GitHub Actions，Jenkins 的插件每次升级都会出问题。', [['Jenkins']]],
    ['テストランナーは Vitest に統一しました。Jest は ESM のモジュールで毎回設定が壊れていました。', [['Jest']]],
    ['Para los PDFs elegimos WeasyPrint. wkhtmltopdf está abandonado y no soporta CSS moderno.', [['wkhtmltopdf']]],
  ]);
  decidesNothing(['磁盘在三个月后就占满了，我今天清理了一下。']);
});

test('found by hand in conversational summaries: "would\'ve needed / meant" faults as "would have" does; a name measured bigger against the choice, then another faulted after ", and"', () => {
  expectOptionsEach([
    ["Ended up going with server-sent events for the live dashboard. WebSockets would've needed sticky sessions on the load balancer.", [['WebSockets']]],
    ["We're on pnpm now. npm's node_modules was 1.9 GB against pnpm's 600 MB, and Yarn Berry's PnP broke two of our native modules.", [['npm', "Yarn Berry's PnP"]]],
  ]);
});

test('round on responses-62: "X are pinned with Y lock files. The build server\'s Z channels only carry … from 2021, and W builds everything from source" turns both down; "Label: Y, since …. Z would have left the SREs maintaining …"', () => {
  expectOptionsEach([
    ["Python environments are pinned with uv lock files, one per service. The build server's Conda channels only carry numpy 1.21 from 2021, and Nix builds everything from source; the first attempt took most of a day.", [['Conda channels', 'Nix']]],
    ['Error tracking: Sentry, since support triages it and they live in its dashboards. Rollbar would have left the SREs maintaining a second alerting setup.', [['Rollbar']]],
  ]);
});

test('round on responses-62: "We priced out Z too, but … egress … would have doubled the bill"; "Long-lived Z on laptops are out: …"; "…, and Git LFS stores blobs rather than the runs that made them" turns down Git LFS, not "runs"', () => {
  expectOptionsEach([
    ['Video transcoding goes through AWS Elemental MediaConvert. We priced out Mux too, but our masters already sit in S3 and egress for 80 TB a month would have doubled the bill.', [['Mux']]],
    ['Deploy keys are issued by Teleport with an 8-hour TTL. Long-lived SSH keys on laptops are out: one leaked in a stolen backpack last spring.', [['SSH keys']]],
    ["Experiment history lives in Weights & Biases. A self-hosted Aim server came up, but it's built for single users, not a team of twelve, and Git LFS stores blobs rather than the runs that made them.", [['Aim server', 'Git LFS']]],
  ]);
});

test('round on responses-62: data moved "from the 2022 batches" to cold storage, "Friday\'s nightly build failed at step 14 …", "… is on the list for next sprint" decide nothing', () => {
  decidesNothing([
    'Disk on /scratch is at 88 %; I moved the old BAM files from the 2022 batches to cold storage and freed about 12 TB.',
    "Friday's nightly build failed at step 14 with a disk error; the infra team is swapping the runner's SSD.",
    'The Webpack build step is the slowest in CI at roughly 9 minutes per run; caching it per branch is on the list for next sprint.',
  ]);
});

test('found by hand: a quote that "came in at $38k", "wanted us to be open source", an index "was 9 MB", "dropped symbolication … twice", "only does up/down files with no drift detection" are faults', () => {
  expectOptionsEach([
    ["Feature flags are served by Flipt from our own cluster. LaunchDarkly's quote came in at $38k a year for our seat count, and Unleash's open-source edition has no audit log.", [['LaunchDarkly', 'Unleash']]],
    ["Search on the docs site is Pagefind now. Algolia DocSearch wanted us to be open source, which the internal docs aren't, and Lunr's index for 4,000 pages was 9 MB.", [['Algolia DocSearch', "Lunr's index"]]],
    ["The mobile app's crash reporting moved from Crashlytics to Sentry last week. Crashlytics dropped symbolication for our React Native bundles twice after Expo upgrades.", [['Crashlytics']]],
    ['Migrations run through Atlas. Flyway\'s community edition has no dry run, and golang-migrate only does up/down files with no drift detection.', [['Flyway', 'golang-migrate']]],
  ]);
});

test('found by hand: "We ran oauth2-proxy for a while, but …" (a name in lower case); "X became Y. The old crontab … ran twice whenever …"; "Kafka itself would mean …" turns down Kafka; "instead of jumping to 1.23"', () => {
  expectOptionsEach([
    ['Auth for the internal tools: Pomerium in front of everything. We ran oauth2-proxy for a while, but every app needed its own instance and config.', [['oauth2-proxy']]],
    ['Cron jobs became Temporal schedules. The old crontab on the utility box ran twice whenever the box was cloned for staging.', [['crontab on the utility box']]],
    ["For the event bus we went with Redpanda. Kafka itself would mean ZooKeeper or KRaft to operate, and NATS JetStream's retention model didn't fit replaying a week of events.", [['Kafka', 'NATS JetStream']]],
    ["I kept the billing service on Go 1.22 instead of jumping to 1.23: the new iterator changes break two of our code generators.", [['jumping to 1.23']]],
  ]);
});

test('found by hand: "Confluent Schema Registry is source-available under …, which legal won\'t approve …" faults it; "…; nothing broke" turns nothing down', () => {
  expectOptionsEach([
    ["The schema registry question: we're going with Apicurio. Confluent Schema Registry is source-available under the Confluent Community License, which legal won't approve for the managed offering we resell.", [['Confluent Schema Registry']]],
  ]);
  assert.deepEqual(rejected("I've bumped the Dockerfiles to Node 20 and the CI matrix to 20 and 22; nothing broke."), []);
});

test('found by hand among replies that decide nothing: a limit with a wish ("…; I\'d like a server-side pass too"), a team\'s ask, a fault we are covered for, an invoice reported', () => {
  decidesNothing([
    "EXIF stripping happens on the client only; I'd like a server-side pass too.",
    'The reports service uses Postgres 16. Legal wanted us to keep the audit tables for seven years, so I added a retention note to the README.',
    'We use Terraform for the AWS accounts. Terraform Cloud is proprietary, but our contract covers it until 2027.',
    'Our CI runs on GitHub Actions. The November invoice came in at $2,300, almost all macOS minutes.',
  ]);
});

test('found by hand in German, Spanish and French: "X war für … zu schwergewichtig, und Y wäre … zu teuer geworden", "ab sofort", "X hat bei Fehlern keine Logs …", "X no sabe nada de …", "X mettait 90 secondes …, et Y cassait …"', () => {
  expectOptionsEach([
    ['Für die Suche nehmen wir jetzt Typesense. Elasticsearch war für unsere 200.000 Produkte zu schwergewichtig, und Algolia wäre bei unserem Suchvolumen zu teuer geworden.', [['Elasticsearch', 'Algolia']]],
    ['Die Cronjobs laufen ab sofort über systemd-Timer. Cron hat bei Fehlern keine Logs hinterlassen und niemand hat es gemerkt.', [['Cron']]],
    ['El despliegue ahora se hace con Kamal. Capistrano no sabe nada de contenedores.', [['Capistrano']]],
    ['On a choisi Vite pour le build du front. Webpack mettait 90 secondes à démarrer en dev, et Parcel cassait nos alias de chemins.', [['Webpack', 'Parcel']]],
  ]);
  // (A noun after a capitalised article is no name, and a fault mended since decides nothing.)
  decidesNothing([
    'Die Tests laufen ab sofort nachts um zwei. Der Runner hatte tagsüber keine freien Slots mehr.',
    'Les notifications partent maintenant à 8 h. Firebase cassait l\'ordre des messages, alors j\'ai ajouté un numéro de séquence.',
  ]);
});

test('found by hand in Japanese and Chinese: "X は … ランキング機能に使えません", a fault after the decision\'s comma, "X 在 … 上太慢了", "X 的内存占用太高"', () => {
  expectOptionsEach([
    ['キャッシュには Redis を使います。Memcached はデータ構造が文字列だけで、ランキング機能に使えません。', [['Memcached']]],
    ['我们决定用 ClickHouse 做分析库，PostgreSQL 在十亿行的聚合查询上太慢了。', [['PostgreSQL']]],
    ['日志收集改用 Vector 了，Fluentd 的内存占用太高。', [['Fluentd']]],
  ]);
});

test('found by hand: a switch written with an arrow, "- Switched HTTP client: `reqwest` → `ureq`. … reqwest pulled in tokio …", turns down the old one', () => {
  expectOptionsEach([
    ['- Switched HTTP client: `reqwest` → `ureq`. We only make three blocking calls at startup, and reqwest pulled in tokio for them.', [['reqwest']]],
    ['Migrated the date library: moment -> dayjs. Moment added 70 KB to the bundle.', [['moment']]],
  ]);
});

test('found by hand: "Answer to your question about auth: sessions in Redis, not JWTs. We need …, which JWTs can\'t do …"; "X hides too much"; "Y\'s minimum was $50/month more than …"', () => {
  expectOptionsEach([
    ["Answer to your question about auth: sessions in Redis, not JWTs. We need to revoke sessions instantly when an account is locked, which JWTs can't do without a denylist.", [['JWTs']]],
    ['Sessions are stored in Postgres. We need to expire them all when a password changes, which Memcached can\'t guarantee across restarts.', [['Memcached']]],
    ['We looked at three ORMs for the Go service. sqlc won: queries stay plain SQL and the generated code is typed. GORM hides too much (N+1 queries showed up in review twice).', [['GORM']]],
    ["The CDN is Bunny now. Cloudflare's image resizing is a paid add-on, and Fastly's minimum was $50/month more than Bunny's whole bill.", [['Cloudflare', 'Fastly']]],
  ]);
});

test('found by hand in casual summaries: "I ended up using X …. Context was re-rendering the whole canvas …"; "I think X is the wrong tool here, so I went with Y"; "X is merged into Y now"; "Z would be three times the cost"; "OFFSET was scanning 2M rows …"', () => {
  expectOptionsEach([
    ['Okay, so I ended up using `zustand` for the editor state. Context was re-rendering the whole canvas on every cursor move, and Redux felt like overkill for one store.', [['Context', 'Redux']]],
    ["I think Celery is the wrong tool here, so I went with Dramatiq: simpler API, and Celery's beat scheduler kept double-firing after deploys.", [['Celery']]],
    ["For the CLI I used `clap` with derive. `structopt` is merged into clap now, and `argh` doesn't do subcommand help the way we want.", [['structopt', 'argh']]],
    ["Went with Hetzner for the build runners. AWS would be three times the cost for the same cores, and GitHub's larger runners don't offer ARM yet.", [['AWS', 'GitHub']]],
    ['Alright, pagination is keyset-based now (`WHERE id > $cursor`). OFFSET was scanning 2M rows on the last pages, which is why the admin list took 8 seconds.', [['OFFSET']]],
  ]);
  // (What is said of a name before "so we went with" another is no fault of it.)
  assert.deepEqual(optionsEach('Redis is already in the stack, so we went with Sidekiq for the jobs.'), [[]]);
});

test('found by hand in Japanese and Chinese write-ups: "X から Y に移しました" under a heading, its reasons under "## 理由"; "X 冷启动要 40 秒，Y 的插件 … 不兼容"', () => {
  expectOptionsEach([
    ['## 変更内容\n画像の変換処理を Lambda から Cloudflare Workers に移しました。\n\n## 理由\nLambda はコールドスタートが 1 秒を超えることがあり、サムネイル表示が遅れていました。Fastly Compute も試しましたが、Rust で書き直す必要がありました。', [['Lambda', 'Fastly Compute']]],
    ['前端打包工具选了 Rspack。Webpack 冷启动要 40 秒，Vite 的插件和我们现有的 loader 不兼容。', [['Webpack', 'Vite']]],
  ]);
  decidesNothing(['今天部署了新版本。Nginx 重启要 3 秒，期间有少量 502。']);
});

test('found by hand: "Quick update on search: it\'s Typesense. I timed Meilisearch … and indexing took four times as long."', () => {
  expectOptionsEach([
    ['Quick update on search: it\'s Typesense. I timed Meilisearch on the same 2M products and indexing took four times as long.', [['Meilisearch']]],
    ['Status on the queue: it is NATS. We benchmarked RabbitMQ with the same load, and the broker used three times more memory.', [['RabbitMQ']]],
  ]);
});

test('found by hand: a list of ways, each labelled, one marked "**chosen**" or "✅", is one decision turning the others down; "`httpx` replaces `requests` … (why)"', () => {
  const [list] = extractDecisions('We considered three approaches for the multi-tenant data:\n- Schema per tenant: clean isolation, but migrations across 400 schemas took 40 minutes in the trial.\n- Database per tenant: too many connections for PgBouncer.\n- Shared tables with a `tenant_id` column and row-level security: **chosen**.');
  assert.equal(list?.decision?.chosen, 'Shared tables with a tenant_id column and row-level security');
  assert.deepEqual(list?.decision?.rejected?.map((r) => r.option), ['Schema per tenant', 'Database per tenant']);
  expectOptionsEach([
    ['We weighed the approaches:\n\n1. **Polling every 5 s** — simple, but 12k clients would hit the API 2,400 times a second.\n2. **Server-sent events** — one connection per client, works through our proxy. ✅\n3. **WebSockets** — needs sticky sessions on the load balancer.', [['Polling every 5 s', 'WebSockets']]],
    ['`httpx` replaces `requests` in the sync worker (we need async, and `requests` blocks the event loop).', [['requests']]],
  ]);
  // (Items that only say a state are no ways weighed.)
  decidesNothing([
    'Options for the state:\n- Checkbox: selected\n- Radio: unselected',
    // (Nor does a check mark on a step done, nor a word of an item's own.)
    'Checklist for the release:\n- Changelog: updated with the new flags\n- Version bump: done ✅\n- Docs: the migration guide still needs a section on the new env vars',
    'Times:\n* Standard production time: 3-7 business days\n* Shipping time: 2-5 business days (depending on the shipping method chosen)',
  ]);
});

test('found by hand: "We tried Buildkite for a month; the agents were fast, but …" turns down Buildkite, not "We"; "X\'s per-second billing looked cheaper until we modelled …"', () => {
  expectOptionsEach([
    ['The job runner stays on GitHub Actions. We tried Buildkite for a month; the agents were fast, but maintaining the agent fleet fell on one person.', [['Buildkite']]],
    ["Decided: the data warehouse is BigQuery. Snowflake's per-second billing looked cheaper until we modelled our always-on dashboards, which would keep a warehouse running all day.", [['Snowflake']]],
  ]);
});

test('found by hand among replies that decide nothing: tries of one thing told in turn ("the first run timed out, but the second went through …")', () => {
  decidesNothing(['We tried the new staging deploy twice; the first run timed out, but the second went through in 6 minutes.']);
});

test('found by hand in short messages: "X\'s autogenerate kept missing our check constraints"; "X\'s pricing jumps from free to $240/month at 1,000 MAU"', () => {
  expectOptionsEach([
    ["Going forward, migrations go through Sqitch. Alembic's autogenerate kept missing our check constraints.", [['Alembic']]],
    ["Auth is Keycloak, self-hosted. Auth0's pricing jumps from free to $240/month at 1,000 MAU and we'll pass that in Q1.", [['Auth0']]],
  ]);
});

test('found by hand: "No more Lerna: npm workspaces plus Changesets do everything we used it for." turns Lerna down', () => {
  expectOptionsEach([['No more Lerna: npm workspaces plus Changesets do everything we used it for.', [['Lerna']]]]);
});

test('found by hand in Spanish: "Hemos elegido X para la autenticación. Y no permite …"', () => {
  expectOptionsEach([['Hemos elegido Supabase para la autenticación. Firebase Auth no permite exportar los hashes de contraseñas.', [['Firebase Auth']]]]);
  decidesNothing(['Hemos elegido una fecha para la reunión con el cliente.']);
});

test('re-read: a check mark on a checklist item that says "picked" in its own words picks no way over the other items', () => {
  const found = extractDecisions('Checklist:\n- Release notes: the version we picked is in the header ✅\n- Docs: the migration guide still needs the env var section');
  assert.ok(!found.some((d) => d.decision?.rejected?.some((r) => r.option === 'Docs')));
});

test('responses-63 round: a second option "never in the running because …"; a hand-made way on a named tool; a limit on what a tool models', () => {
  expectOptionsEach([
    ["Object storage is MinIO. Ceph's operator needs three nodes before it's usable; GlusterFS was never in the running because nobody here has run it.", [['Ceph', 'GlusterFS']]],
    ['Config files are parsed with serde now. We had hand-written parsing with nom, and every new field meant touching three functions.', [['nom']]],
    ['Emulation in CI: Renode. QEMU only emulates two of our boards and none of the sensors.', [['QEMU']]],
  ]);
});

test('responses-63 round: "a X for every runner would cost more than …" after ", and"; "looked hard at plain X …, but"; a way that "worked in the lab, but"', () => {
  expectOptionsEach([
    ['CI flashes the boards through probe-rs. OpenOCD hung twice a week on our probes, and a Lauterbach for every runner would cost more than the runners.', [['OpenOCD', 'Lauterbach']]],
    ["Device telemetry goes over LwM2M. We looked hard at plain CoAP with our own schema, but we'd be writing the object model LwM2M already has.", [['plain CoAP']]],
  ]);
  const [d] = extractDecisions('Crash dumps go to Sentry now. Our own minidump upload over HTTP worked in the lab, but symbolicating the dumps needed the exact build of each release.');
  assert.equal(d.kind, 'decision');
  assert.match(d.decision?.rejected?.[0]?.option ?? '', /minidump upload/);
});

test('responses-63 round: "rather than porting to X this quarter" turns X down; "X cost us a pin …, and Y stalls the core whenever …" turns both down', () => {
  expectOptionsEach([
    ["We're keeping the bootloader on MCUboot rather than porting to U-Boot this quarter.", [['U-Boot']]],
    ['Debug output goes over SWO in development. UART printing cost us a GPIO we need on the new board, and semihosting halts the core whenever no probe is attached.', [['UART printing', 'semihosting']]],
  ]);
});

test('responses-63 round: a run\'s result counted as none after a semicolon, or a run "over the weekend", decides nothing', () => {
  decidesNothing([
    'The soak rig ran 800 cycles over the weekend on rev D; zero corrupted sectors, and boot stays under 200 ms.',
    'The fuzzer ran for 12 hours against the parser; no crashes, and coverage is at 81 %.',
    'Load test ran 2 million requests over the night on staging; no errors.',
  ]);
});

test('found by hand: two names set one over the other with no verb ("Playwright over Cypress for the e2e suite.") when the next sentence faults the second', () => {
  expectOptionsEach([
    ['TL;DR: Vitest over Jest for the unit tests. Jest needs three Babel plugins for our ESM packages.', [['Jest']]],
    ["E2E: Playwright over Cypress. Cypress can't open a second tab in one test.", [['Cypress']]],
  ]);
  // (Not two names and no fault after them.)
  decidesNothing(['Alcaraz over Sinner in four sets. What a final.']);
});

test('found by hand: "X moved off a-tool onto Y (what Y is). a-tool is archived …" turns down the tool, its why the next sentence, not the gloss', () => {
  assert.deepEqual(rejected('Screenshot rendering moved off phantomjs onto Browserless (Chrome in a container). phantomjs is abandoned and its engine cannot render our grid layout.'), [
    { option: 'phantomjs', reason: 'phantomjs is abandoned and its engine cannot render our grid layout' },
  ]);
});

test('found by hand: a time said as "3m40s"; a label naming the mobile stack, its pick faulting the other way on the next sentence', () => {
  expectOptionsEach([
    ['The pipeline now uses pnpm for installs. `yarn install` took 2m15s on the runners; pnpm does it in 20 s.', [['yarn install']]],
    ["Mobile stack: React Native. Flutter would mean the web team can't help on the app.", [['Flutter']]],
  ]);
});

test('found by hand in German, Spanish, Japanese and Chinese: "auf GitLab CI umgestiegen", "liegen jetzt in X statt im …", "de moment a date-fns", "…を使いすぎて", a fault after the second Chinese comma', () => {
  expectOptionsEach([
    ['Wir sind von Travis auf GitHub Actions umgestiegen, weil die Builds ewig in der Warteschlange hingen.', [['Travis']]],
    ['Die Jobs laufen jetzt in Sidekiq statt im Webprozess — lange Exporte blockierten die Requests.', [['Webprozess']]],
    ['Cambié los logs de winston a pino porque winston bloqueaba el event loop con JSON grande.', [['winston']]],
    ['PDF の生成は Gotenberg にしました。wkhtmltopdf はメモリを使いすぎて、サーバーが何度も落ちていました。', [['wkhtmltopdf']]],
    ['监控改用 Prometheus，Zabbix 太重，两个人根本维护不过来。', [['Zabbix']]],
  ]);
  // (A time of day moved is no tool moved.)
  decidesNothing(['Cambié la reunión de mañana a tarde porque el equipo lo pidió.']);
});

test('found by hand among replies that decide nothing: "Looking at the profile, …" then a way that would help "but I haven\'t changed anything yet"', () => {
  decidesNothing([
    "Looking at the profile, 60% of the request time is spent in YAML.load on the 2 MB settings file. Caching the parsed settings would probably cut p95 in half, but I haven't changed anything yet.",
    "Looking at the trace, most of the job's time is spent in Pandas.read_csv on the 900 MB export. Reading it in chunks would cut memory by half, but I haven't changed anything yet.",
  ]);
});

test('found by hand: "Per your note, X stays on Y. Migrating to Z would touch all 48 route files …"; "We were resizing … with X, which pinned a CPU core …"; "is effectively in maintenance"', () => {
  expectOptionsEach([
    ['Per your comment, the worker stays on Celery. Moving to Dramatiq would touch every one of the 30 task modules.', [['moving to Dramatiq']]],
    ['Thumbnails come from Thumbor now. We were generating them on upload with Pillow in the web process, which maxed out a core whenever someone uploaded an album.', [['generating them on upload with Pillow in the web process']]],
    ['Settled: the bundler is Vite. Webpack 4 is effectively end-of-life for us.', [['Webpack 4']]],
  ]);
});

test('found by hand in prompts: "stay on X for now, the Y migration breaks …", "let\'s not add a feature flag service, env vars are enough", "I\'d rather we keep everything in X than add Y", "replace … with p-retry, …"', () => {
  assert.deepEqual(promptOptions('nah, stay on rollup for now, the esbuild migration breaks our plugin setup'), ['esbuild']);
  assert.deepEqual(promptOptions("let's not add a search service, Postgres full-text is enough for 5k rows"), ['search service']);
  assert.deepEqual(promptOptions("I'd rather we keep everything in SQLite than add Redis for the sessions"), ['Redis']);
  assert.deepEqual(promptOptions("replace the hand-written debounce with p-debounce, it doesn't cancel pending calls"), ['hand-written debounce']);
  // (Not a person's own plans.)
  promptsDecideNothing(['stay on this branch for now, the main branch is broken', "let's not add a dessert, fruit is enough", "I'd rather keep it in the fridge than add ice"]);
});

test('found by hand in prompts in German, Spanish, French and Chinese: "Bitte nimm X statt Y, …", "Usa X en vez de Y, …", "Utilise plutôt X que Y", "以后别用 X 了，直接用原生方法"', () => {
  assert.deepEqual(promptOptions('Bitte nimm Playwright statt Cypress, Cypress kann keine zwei Tabs.'), ['Cypress']);
  assert.deepEqual(promptOptions('Usa vitest en vez de jest, jest tarda 40 segundos en arrancar.'), ['jest']);
  assert.deepEqual(promptOptions("Utilise plutôt Valibot que Zod, le bundle doit rester petit."), ['Zod']);
  assert.deepEqual(promptOptions('以后别用 moment 了，直接用原生 Intl，打包体积太大。'), ['moment']);
  assert.deepEqual(extractDecisions('', 'Usa azúcar en vez de miel, es más barato.'), []);
});

test('re-read: after a Chinese decision, the last clause that faults another name comes first ("…，Loki 负责存储，Fluentd 的内存占用太高。" turns down Fluentd)', () => {
  expectOptionsEach([
    ['日志收集改用 Vector，Loki 负责存储，Fluentd 的内存占用太高。', [['Fluentd']]],
    ['监控改用 Prometheus，Zabbix 太重，两个人根本维护不过来。', [['Zabbix']]],
  ]);
});

test('found by hand: "Floats gave us a 0.01 drift in the monthly totals, and `numeric` would mean …" turns both down', () => {
  expectOptionsEach([
    ['Prices are stored as integer cents in a `bigint` column. Doubles gave us a 0.02 drift in the invoice totals last quarter, and `decimal.js` would mean converting at every API boundary.', [['Doubles', 'decimal.js']]],
  ]);
});

test('found by hand: a label, then a tool and why after "because" or "since" ("Queue: BullMQ, since Redis is already in the stack.") decides', () => {
  decides(['Jobs: pg-boss, since Postgres is already in the stack.', 'State: Zustand, because four stores do not need the ceremony.', '- Search: Typesense, because Algolia bills per record and we have 4M.']);
  // (Not a person, nor a word that is no tool.)
  decidesNothing(['Reviewer: Alice, since she wrote the auth module.', 'Dinner: pizza, because it is Friday.']);
});

test('round on responses-64: "…, and the X shows one object at a time; plain Y would mean building … ourselves" after a pick turns both down', () => {
  expectOptionsEach([
    ['For the editor I picked CodeMirror 6. The support team wants two files open side by side with synced scrolling, and the Ace editor only opens one document at a time; plain Monaco would mean building the split view ourselves.', [['Ace editor', 'Monaco']]],
    ['The log viewer is Grafana now. We wanted several queries on one screen, and the Kibana setup could only show one index at a time.', [['Kibana']]],
  ]);
});

test('round on responses-64: "X are packaged as Y bags from now on. We used to rsync the drives …, and twice last year …" and "I prototyped a … front end on Z first and dropped it: …"', () => {
  expectOptionsEach([
    ['Transfers from the field laptops are packaged as BagIt bags from now on. We used to rsync the folders and keep a checksum file beside them, and twice the file didn\'t match what was copied.', [['rsync']]],
    ['Database dumps are made with pgBackRest from now on. We used to rsync the data directory to the NAS, and twice last year a restore failed halfway.', [['rsync']]],
    ['Search is Typesense. I prototyped a small admin page on Algolia first and dropped it: the per-record pricing would triple with the new catalogue.', [['Algolia']]],
  ]);
  // (A habit of ours from now on that names no tool decides nothing.)
  decidesNothing(['Dinners are made with the slow cooker from now on.']);
});

test('found by hand: "X would have handled the Next.js app fine, but …" (a dotted name in the granted part), a later clause "with plain X we\'d be writing … ourselves", "X\'s SDK evaluates …, which exposes …"', () => {
  expectOptionsEach([
    ["I've set up the preview environments on Coolify. Vercel would have handled the Next.js app fine, but the API and the worker need long-running processes.", [['Vercel']]],
    ["I picked Temporal for the onboarding workflow. It has steps that wait days for a human, and with plain SQS we'd be writing the state machine, timers and retries ourselves.", [['SQS']]],
    ["Feature flags now come from Unleash. LaunchDarkly was the obvious pick, but it quotes around $20k a year, and GrowthBook's SDK evaluates flags client-side, which exposes the targeting rules in the bundle.", [['LaunchDarkly', 'GrowthBook']]],
  ]);
});

test('found by hand: a bare "## Why" section after a summary of what was done; "X runs inside every replica, so … each job fired three times" faults X', () => {
  const [found] = extractDecisions('## Summary\n- Replaced `node-cron` with BullMQ repeatable jobs.\n- Added a retry policy (5 attempts, exponential backoff).\n\n## Why\nnode-cron runs inside every web replica, so with three replicas each job fired three times. BullMQ\'s repeatable jobs are scheduled once in Redis.');
  assert.deepEqual(found?.decision?.rejected?.map((r) => r.option), ['node-cron']);
  // (A "## Why" section that weighs no way decides nothing of itself.)
  assert.deepEqual(extractDecisions('## Summary\n- Fixed the typo in the footer.\n\n## Why\nA customer reported it on Monday.'), []);
});

test('found by hand among replies that decide nothing: "Fix is in the PR; heap stays flat … over an hour now", "Mailgun returned 421 for about 300 messages …; they were retried …"', () => {
  decidesNothing([
    "Here's what I found: the memory leak comes from the `EventEmitter` in `ws-client.ts`, every reconnect adds a listener. Fix is in the PR; heap stays flat at ~140 MB over an hour now.",
    'Mailgun returned 421 for about 300 messages between 09:10 and 09:40 UTC; they were retried automatically and all delivered by 10:05. Nothing to do on our side.',
    'Stripe returned a 500 for two webhook deliveries overnight; both were redelivered and processed.',
  ]);
});

test('found by hand in German, Spanish, French, Japanese and Chinese: "X kann … nicht …", "X añade otra capa y su SDK pesaba …", "migrar a X implicaría …", "tournent maintenant avec X au lieu de Y", "X に切り替えました", "卡顿"', () => {
  expectOptionsEach([
    ['Ich habe die Formularvalidierung auf Zod umgestellt. Yup kann die Typen nicht aus dem Schema ableiten.', [['Yup']]],
    ['Para las notificaciones push usamos Firebase Cloud Messaging directamente. OneSignal añade otra capa y su SDK pesaba 1,2 MB en la app.', [['OneSignal']]],
    ['Decidimos quedarnos con MySQL 8 por ahora; migrar a PostgreSQL implicaría reescribir unas 40 consultas.', [['PostgreSQL']]],
    ["On reste sur Express pour l'instant : migrer vers Fastify demanderait de réécrire tous les middlewares.", [['Fastify']]],
    ['Les tests end-to-end tournent maintenant avec Playwright au lieu de Cypress : Cypress ne gère pas plusieurs onglets.', [['Cypress']]],
    ['ログの収集は Fluent Bit に切り替えました。Logstash はメモリを 1 GB 以上使うため、小さいノードでは動かせません。', [['Logstash']]],
    ['图表库选了 ECharts。Chart.js 在 5 万个数据点时卡顿严重，Highcharts 商用需要付费许可。', [['Chart.js', 'Highcharts']]],
    // (A name and the same name with ".js" are one option.)
    ["J'ai remplacé Moment.js par Day.js dans le front. Moment pesait 290 Ko dans le bundle.", [['Moment.js']]],
  ]);
  decidesNothing([
    'ブランチを main に切り替えました。テストはすべて通っています。',
    '表示言語を English に切り替えました。スクリーンショットを撮り直します。',
    "Les tests tournent maintenant sur deux runners au lieu d'un seul, la durée est passée de 12 à 7 minutes.",
    'Peter kann die Sitzung am Montag nicht leiten, deshalb verschieben wir sie auf Dienstag.',
  ]);
});

test('found by hand in prompts: "keep using Sentry, I don\'t want to migrate the alerts again", "switch the tests to Vitest please, Jest takes forever to start"', () => {
  const promptOptionsEach = (prompt: string) => extractDecisions('', prompt).map((c) => c.decision?.rejected?.map((r) => r.option) ?? []);
  assert.deepEqual(promptOptionsEach("keep using Sentry, I don't want to migrate the alerts again"), [[]]);
  assert.deepEqual(promptOptionsEach('switch the tests to Vitest please, Jest takes forever to start with ts-jest'), [['Jest']]);
  promptsDecideNothing(["keep using the old laptop, I don't want to buy a new one", "use the blue theme, I don't want to redo the screenshots"]);
});

test('found by hand: "Without PgBouncer, … would exceed …" after a setting that uses it is why PgBouncer, no option; "took 3+ minutes"; "I replaced the `request` library with `undici` …. `request` has been deprecated …"', () => {
  expectOptionsEach([
    ['I set the Postgres connection pool to 20 per instance with PgBouncer in transaction mode in front. Without PgBouncer, 12 instances × 20 connections would exceed the max_connections of 200.', [[]]],
    ["Went with uv for dependency management in the new service. Poetry's resolver took 3+ minutes on our lockfile.", [['Poetry']]],
    ['I replaced the `request` library with `undici` in the crawler. `request` has been deprecated since 2020.', [['request library']]],
  ]);
});

test('found by hand (batch s): "Building it on X was possible, but …", a two-word name granted then "but its …", "from Celery beat to …", "a Redis layer" is Redis', () => {
  expectOptionsEach([
    ["Auth is Clerk. Building it on NextAuth was possible, but we'd own the organisation and invitation flows.", [['NextAuth']]],
    ["For log shipping I kept Vector. Fluent Bit used less memory, but its Lua filters were twice as slow as Vector's VRL.", [['Fluent Bit']]],
    ['Moved scheduled reports from Celery beat to Cloud Scheduler hitting an HTTP endpoint. Beat needed its own always-on pod just to fire four jobs a day.', [['Celery beat']]],
    ['Caching: the product pages are cached at the CDN, not in Redis. A Redis layer would mean invalidation code in every write path.', [['Redis']]],
  ]);
  decidesNothing([
    "I compared the two query plans: with the new index the dashboard query does an index scan in 12 ms instead of a seq scan in 1.4 s. I haven't merged it yet.",
    'Looks like Vercel had an incident between 14:00 and 14:25 UTC; our deploys during that window failed and went through on retry.',
  ]);
});

test('found by hand among replies that decide nothing: two things described side by side ("Kafka keeps messages …; RabbitMQ deletes a message …", "Postgres\' `jsonb` is binary …; `json` keeps the text as-is")', () => {
  decidesNothing([
    "Good question. Kafka keeps messages on disk for a retention period, so consumers can replay; RabbitMQ deletes a message once it's acknowledged.",
    "Postgres' `jsonb` is binary and indexable with GIN; `json` keeps the text as-is, including whitespace and duplicate keys. Most people want `jsonb`.",
  ]);
  // (A state said as it is now, and what the old way did, still decides.)
  expectOptionsEach([['Auth tokens are now opaque random strings checked against Redis; JWT access tokens kept working for up to 15 minutes after an account was locked.', [['JWT access tokens']]]]);
});

test('found by hand: an option cut before what the name does to something ("…, and dropping Redis removes a service to patch" turns down Redis)', () => {
  expectOptionsEach([['Why Solid Queue: We only had Redis for Sidekiq, and dropping Redis removes a service to patch.', [['Redis']]]]);
});

test('found by hand (batch u): "The GraphQL layer made caching at the CDN impossible", "`marked` had two XSS advisories this year"', () => {
  expectOptionsEach([
    ['We went back to REST for the mobile API. GraphQL made caching at the CDN impossible.', [['GraphQL']]],
    ['Markdown rendering uses `markdown-it` now. `marked` had two XSS advisories this year and we render user-submitted content.', [['marked']]],
  ]);
});

test('found by hand in prompts in German, Spanish, French, Japanese and Chinese: "lass uns bei X bleiben, Y ist … übertrieben", "no uses X …", "pas besoin de X", "passe à X plutôt que Y", "X ではなく Y で書いてください", "用 X，不要用 Y"', () => {
  assert.deepEqual(promptOptions('lass uns für die Warteschlange bei RabbitMQ bleiben, Kafka ist für unser Volumen übertrieben'), ['Kafka']);
  assert.deepEqual(promptOptions('no uses Redux para esto, con Zustand basta'), ['Redux']);
  assert.deepEqual(promptOptions('on garde Postgres pour les sessions, pas besoin de Redis pour 200 utilisateurs'), ['Redis']);
  assert.deepEqual(promptOptions('passe à pnpm plutôt que npm, les installs sont trop lentes'), ['npm']);
  assert.deepEqual(promptOptions('テストは Jest ではなく Vitest で書いてください。Jest は ESM の設定が面倒です。'), ['Jest']);
  assert.deepEqual(promptOptions('状态管理用 Zustand，不要用 Redux，样板代码太多。'), ['Redux']);
  promptsDecideNothing(['kannst du mir erklären, wie der Cache funktioniert?', '¿por qué falla el build en CI?', 'Am Wochenende bleiben wir bei Oma.']);
});

test('round on responses-65: a maker\'s product named with a digit ("Conveyal\'s R5"), a name that "could serve them …, but", one with "the same problem", one bought', () => {
  expectOptionsEach([
    ["Trip planning runs on OpenTripPlanner 2. We looked at Conveyal's R5 too, but it only produces travel-time surfaces, not itineraries.", [["Conveyal's R5"]]],
    ["Object storage is MinIO on our own racks. We looked at Amazon's S3 as well, but egress for the nightly exports would cost more than the racks.", [["Amazon's S3"]]],
    ["Vector tiles are built by Tippecanoe in a nightly CI job. GeoServer could serve them live from PostGIS, but that's a Java server with its own admin console, and MapServer has the same problem in a smaller package.", [['MapServer', 'GeoServer']]],
    ['Thumbnails are made by libvips in the upload worker. Thumbor could generate them on request, but it is one more service to run and patch.', [['Thumbor']]],
    ["Realtime predictions: we'll keep TransitClock rather than buy Swiftly. Swiftly's predictions were better in the pilot, but the quote was $180k a year. Optibus only sells its realtime module together with their scheduling suite.", [['Swiftly', 'Optibus']]],
    ['I went with OpenDroneMap instead of licensing Pix4D, since a seat costs more than the drone.', [['Pix4D']]],
  ]);
  // (Buying what is no product stays the act, as before.)
  assert.deepEqual(options('We kept the cron job instead of buying a server for it.'), ['buying a server']);
});

test('round on responses-65: a part "for …" moved from one named thing to another, its reason the next sentence; a workbook that ended as diverging copies; a sheet granted one thing', () => {
  expectOptionsEach([
    ["Geocoding for the planner's search box moved from the Google Geocoding API to Pelias. Our address points come from the county parcel file, and Google's terms don't allow caching their results next to our own data.", [['Google Geocoding API']]],
    ['Billing moved from Chargebee to Stripe Billing because Chargebee charged a fee per invoice on top of the plan.', [['Chargebee']]],
    ['Decided: the stop inventory lives in PostGIS and the field team edits it in QGIS. The Excel workbook ended every month as three diverging copies, and a shared Google Sheet would fix the copies but still has no geometry.', [['Excel workbook', 'Google Sheet']]],
  ]);
  // (A move of house, said of a part of no software, is still no decision.)
  decidesNothing(['Lunch for the team moved from Friday to Thursday because of the holiday.']);
});

test('round on responses-65: "moving X to Y and retiring Z" (Z in lower case, opening the next sentence), "We won\'t hand X to Y", a "county-wide" query no option, "Kepler.gl" and "Kepler" one', () => {
  expectOptionsEach([
    ["I'm moving feed validation to MobilityData's gtfs-validator and retiring transitfeed. transitfeed only runs on Python 2 and hasn't had a commit since 2018.", [['transitfeed']]],
    ["We're switching the docs build to MkDocs and retiring Sphinx. Sphinx's reStructuredText was the main complaint from contributors.", [['Sphinx']]],
    ["We won't hand trip planning to Google Maps Platform. It would save us running OpenTripPlanner, but it can't show the on-demand zones.", [['Google Maps Platform']]],
    ["We won't move search to Algolia because it can't index the scanned PDFs.", [['Algolia']]],
    ['The sidewalk layer now comes from a weekly Geofabrik extract loaded with osm2pgsql. I switched away from Overpass because the public servers kill queries at 180 seconds and the county-wide query needs about ten minutes.', [['Overpass']]],
    ["For the headway animation I settled on deck.gl's TripsLayer over Kepler.gl. Kepler is great for exploring, but it brings its whole app and Redux store along.", [['Kepler.gl']]],
  ]);
  // (Moving a file and dropping a package is an edit, as before.)
  decidesNothing(['I moved the helper to utils.ts and dropped the unused import.']);
});

test('found by hand (batch v): a function in code replaced "now … instead of `fetchall()`", a kind that "would have worked too, but" after a decision that names code, "fell over"', () => {
  expectOptionsEach([
    ["The export job now streams rows with a server-side cursor instead of `fetchall()`. With `fetchall()` the worker held the whole result in memory and got OOM-killed.", [['fetchall']]],
    ["I ended up using `tokio::sync::Semaphore` to cap concurrent uploads at 8. A bounded channel would have worked too, but it changes the producer's code path.", [['bounded channel']]],
    ["The mobile app's offline store is WatermelonDB now. Realm's sync wants MongoDB Atlas, which we don't use, and AsyncStorage fell over once a user had more than a few thousand notes.", [['Realm', 'AsyncStorage']]],
  ]);
  // (The same said of the option the decision named is its reason, as before.)
  const [kept] = extractDecisions("I'm keeping the retraining job on Airflow instead of moving it to Kubeflow Pipelines. Kubeflow would give us better lineage, but it needs its own cluster.");
  assert.deepEqual(kept?.decision?.rejected?.map((r) => r.option), ['moving it to Kubeflow Pipelines']);
});

test('found by hand in German, Spanish and French: "X erzeugen wir mit Y. Z hätte auch funktioniert, aber …", "Z también era una opción, pero …", "de un NFS compartido a MinIO", "au lieu de scripts SQL …"', () => {
  expectOptionsEach([
    ['Die Rechnungen erzeugen wir mit WeasyPrint. wkhtmltopdf hätte auch funktioniert, aber das Projekt ist archiviert und rendert Flexbox falsch.', [['wkhtmltopdf']]],
    ['Hemos decidido usar Sidekiq para los trabajos en segundo plano. Resque también era una opción, pero cada worker es un proceso entero.', [['Resque']]],
    ['Para el almacenamiento de archivos pasamos de un NFS compartido a MinIO. El NFS se bloqueaba cada vez que un nodo se reiniciaba.', [['NFS']]],
    ['Les migrations de base passent maintenant par Flyway au lieu de scripts SQL lancés à la main.', [['scripts SQL']]],
  ]);
  // (A plain German sentence of what we do, with nothing set aside after it, decides nothing.)
  decidesNothing(['Die Tests starten wir mit npm test. Danach schauen wir uns die Coverage an.']);
});

test('found by hand in prompts: "switch the tests from mocha to vitest", asked as "can you …?", a why after a semicolon, "no Prisma here please, the team knows Drizzle …"', () => {
  assert.deepEqual(promptOptions("switch the tests from mocha to vitest. mocha's watch mode keeps missing changes"), ['mocha']);
  assert.deepEqual(promptOptions("can you switch the tests from Mocha to Vitest? Mocha's watch mode keeps missing changes"), ['Mocha']);
  assert.equal(extractDecisions('', 'please move the cron jobs to GitHub Actions schedules; the VM they run on is going away in January')[0]?.kind, 'decision');
  assert.deepEqual(promptOptions("no Prisma here please, the team knows Drizzle and Prisma's engine binary breaks our Alpine images"), ['Prisma']);
  // (Stored as written, question mark and all.)
  assert.match(extractDecisions('', 'can you switch the tests from Mocha to Vitest? Mocha keeps missing changes')[0]?.content ?? '', /Vitest\?/);
  promptsDecideNothing(['can you explain what the retry middleware does?', 'no, the tests are fine', 'no rush, we have time', 'can you move the button to the left?']);
});

test('found by hand (batches w and x, Gemini CLI and Codex): "instead of our own double-entry tables in Postgres", a time range "took 3–4 s", a "**Considered:**" list of dash-labelled options', () => {
  const [ledger] = extractDecisions('Ledger entries are now written through TigerBeetle instead of our own double-entry tables in Postgres. The Postgres version needed SERIALIZABLE transactions and retried about 4% of transfers under load.');
  assert.deepEqual(ledger?.decision?.rejected?.map((r) => r.option), ['double-entry tables in Postgres']);
  assert.match(ledger.decision?.rejected?.[0].reason ?? '', /SERIALIZABLE/);
  expectOptionsEach([['Queries go to Meilisearch now; the Postgres `ILIKE` version took 3–4 s on the 800k-product catalogue.', [['Postgres ILIKE']]]]);
  const oban = extractDecisions('**Decision:** background jobs run on Oban.\n\n**Considered:**\n1. Exq — Redis-backed, and we would be adding Redis just for this.\n2. A GenServer with a timer — no persistence, jobs vanish on deploy.\n\nOban uses the Postgres we already have.');
  assert.deepEqual(oban.map((d) => d.decision?.rejected?.map((r) => r.option)), [['Exq', 'GenServer with a timer']]);
  // (A list under "**Considered:**" in a reply that marks no decision and weighs nothing is no choice.)
  assert.deepEqual(extractDecisions('**Considered:**\n- the retry budget\n- the timeout\n\nBoth look fine as they are.'), []);
});

test('found by hand (batch y through Cursor, French through Antigravity): "I prototyped it with X first, but …", a passive state "formatted with the built-in X instead of Y" with why next, "Passer à X demanderait …" after what we keep', () => {
  expectOptionsEach([
    ['The onboarding tour uses Shepherd.js. I prototyped it with Intro.js first, but its commercial licence costs $299 for our use.', [['Intro.js']]],
    ['Dates in the UI are formatted with the built-in `Intl.DateTimeFormat` instead of `date-fns`. We only ever used `format()`, and the Intl version handles the four locales.', [['date-fns']]],
    ['On reste sur MySQL pour le moment. Passer à PostgreSQL demanderait de réécrire toutes les procédures stockées du module de facturation.', [['PostgreSQL']]],
    ['Nos quedamos con MySQL por ahora. Migrar a PostgreSQL implicaría reescribir todos los procedimientos almacenados.', [['PostgreSQL']]],
  ]);
  // (The same state with nothing said why after it, and a move a person makes, decide nothing.)
  decidesNothing(['Dates in the UI are formatted with the built-in Intl.DateTimeFormat instead of date-fns. Let me know if you want the old behaviour back.', 'Passer à la caisse prendrait trop de temps.']);
});

test('found by hand among replies that decide nothing (n17): "X could serve …, but I haven\'t measured …", "… and nothing was dropped"', () => {
  decidesNothing([
    "Nginx could serve the static files directly, but I haven't measured whether it matters yet. Want me to try it on staging?",
    'Your logs are shipped with Fluent Bit; the pipeline looks healthy and nothing was dropped in the last 24 hours.',
  ]);
});

test('found by hand in prompts and replies in German, French, Japanese and Chinese: "nimm … X statt Y", "Y c\'est trop lourd", "Y は遅いので使わないでください", "不要上 Y", "没有引入 Y 锁"', () => {
  assert.deepEqual(promptOptions('bitte nimm für die Tests Vitest statt Jest, Jest ist mit ESM zu langsam'), ['Jest']);
  assert.deepEqual(promptOptions("on part sur SQLite pour le prototype, Postgres c'est trop lourd pour l'instant"), ['Postgres']);
  assert.deepEqual(promptOptions('ログは pino で出してください。winston は遅いので使わないでください。'), ['winston']);
  assert.deepEqual(promptOptions('部署用 Docker Compose 就行，不要上 Kubernetes，团队只有三个人。'), ['Kubernetes']);
  expectOptionsEach([['支付回调的幂等性用数据库唯一索引来保证，没有引入 Redis 锁。Redis 锁在主从切换时可能丢失。', [['Redis']]]]);
  promptsDecideNothing(['wie funktioniert der Retry-Mechanismus in der Queue?', 'winston のログの出し方を教えてください。', 'nimm dir ruhig Zeit, das ist nicht dringend']);
});

test('found by hand through Claude Code\'s hooks (batch z): a labelled item "Queue: moved … from … to …" with why next, "Went through the options … and picked …", "Fixed windows let clients burst …, and doing it in the load balancer (…) would count per pod"', () => {
  expectOptionsEach([
    ['All three changes are in:\n\n1. **Queue**: moved the webhooks from an in-process `asyncio.Queue` to SQS. The in-process queue lost every pending webhook on deploy.\n2. **Retries**: exponential backoff with jitter, capped at 6 attempts.', [['in-process asyncio.Queue']]],
    ["Went through the options for rate limiting the public API and picked the token bucket in Redis via `redis-cell`. Fixed windows let clients burst 2x at the window edge, and doing it in the load balancer (Envoy's local rate limit) would count per pod, not per API key.", [['Fixed windows', "doing it in the load balancer (Envoy's local rate limit)"]]],
  ]);
  decidesNothing(['I went through the menu and picked the salmon.', 'Quick update: the flaky `test_checkout_total` is fixed (a float comparison; it now uses `Decimal`). No design changes.']);
});

test('found by hand among replies that decide nothing (n18): "went through the logs and picked out …", "Looked at the flame graph and picked …", "could store … too, but I\'d want to see …", a state "that\'s been the setup since 2022"', () => {
  decidesNothing([
    'I went through the logs and picked out the three requests that timed out; all of them hit the `/reports` endpoint.',
    'Looked at the flame graph and picked the hottest path: `serialize_order` spends 40% of its time in `datetime.isoformat`.',
    "Redis could store the sessions too, but I'd want to see the memory numbers first. What do you think?",
    "The reports are generated by the nightly job instead of on request; that's been the setup since 2022 and I didn't touch it.",
  ]);
  // (A name that could do it too, set aside for a reason of its own, still is.)
  expectOptionsEach([['Sessions live in Postgres. Redis could store them too, but it would be one more service to run.', [['Redis']]]]);
});

test('found by hand through Windsurf\'s hooks (batch ab): "I swapped the feature pipeline from pandas to Polars", "Labeling moved to Label Studio from the spreadsheet workflow" with a failure of the old way next', () => {
  expectOptionsEach([
    ['I swapped the feature pipeline from pandas to Polars. The daily join of 90M rows took 38 minutes and 60 GB of RAM in pandas.', [['pandas']]],
    ["Labeling moved to Label Studio from the spreadsheet workflow. Two annotators were editing the same rows and overwriting each other's labels.", [['spreadsheet workflow']]],
  ]);
  // (Swapped for, as before; and a person's move.)
  expectOptionsEach([['I swapped Jest for Vitest because Jest needed three Babel plugins.', [['Jest']]]]);
  decidesNothing(['James moved to Berlin from Ohio. The rent there kept climbing and the landlord was losing patience.']);
});

test('round on responses-66: an "open-source edition" names no option; a use "free for research, but our use is commercial"; two acts that "work too, but"', () => {
  expectOptionsEach([
    ['OTA updates for the gateways: RAUC with an A/B partition layout. Mender does the same and has a nicer dashboard, but its server is another thing to host, and the open-source edition has no delta updates, which matters on a metered LTE link.', [['Mender']]],
    ["Feature flags: Flipt on our own cluster. Unleash does the same, but the closed-source tier is where the audit log lives, and we need one.", [['Unleash']]],
    ["NDVI for the weekly field reports comes from Sentinel Hub's Process API. Google Earth Engine is free for research, but our use is commercial and its commercial plans start at a tier we'd never fill. Downloading the Sentinel-2 tiles ourselves and cutting them with rasterio works too, but that's 40 GB a week to store for six fields.", [['Google Earth Engine', 'Downloading the Sentinel-2 tiles ourselves and cutting them with rasterio']]],
    ['Map tiles come from MapTiler Cloud. Stadia Maps is free for non-commercial projects, but ours is a paid product.', [['Stadia Maps']]],
  ]);
  // (Free for a use, with no "but" of ours after it, faults nothing.)
  assert.deepEqual(options('Map tiles come from MapTiler Cloud. Stadia Maps is free for non-commercial projects.'), []);
});

test('round on responses-66: a price after "but at …", what "would upload every flight to their cloud", a state "goes over X now; I took Y off them", "have no tests"', () => {
  expectOptionsEach([
    ["For the drone orthomosaics I went with OpenDroneMap on the office workstation. Pix4D produces cleaner edges along the tree rows, but at €3,990 a year per seat it costs more than the drone did. DroneDeploy would upload every flight to their cloud, and the growers' contracts say imagery stays with us.", [['Pix4D', 'DroneDeploy']]],
    ['Call recordings are transcribed with whisper.cpp on our own GPU box. Otter would send every call to their servers, and two clients forbid that in writing.', [['Otter']]],
    ["Remote access to the gateways goes over WireGuard now; I took ZeroTier off them. ZeroTier's controller is one more account the growers' IT has to approve, and on the Pi gateways it used 40 MB of RAM that the packet forwarder needs.", [['ZeroTier']]],
    ["Payload decoding moved from the Node-RED flow on the gateway to a small Rust service. Node-RED's function nodes have no tests, and a typo in one last month silently zeroed the soil temperature for two days.", [['Node-RED flow on the gateway']]],
  ]);
  // (A state of a part with nothing taken off it stays none: no decision.)
  decidesNothing(['The nightly sync goes over the VPN now; the office router was rebooted at noon.']);
});

test('round on responses-66: "will use X instead of Y" said of radio links, "Let\'s not build X on Y", a test to run "before we decide between …" no decision', () => {
  expectOptionsEach([
    ['The orchard nodes will use NB-IoT SIMs from 1NCE instead of LoRa. The ridge blocks the gateway for half the rows, and a repeater up there would need its own solar mast.', [['LoRa']]],
    ["Let's not build the grower portal on ThingsBoard. Its widgets got us a demo in two days, but every custom screen means their Angular widget editor, and the community edition has no white-labelling for the co-op's branding. The portal stays a SvelteKit app reading InfluxDB.", [['ThingsBoard']]],
    ["Let's not build the admin area on Retool: every seat is billed per user, and the ops team alone is twelve people.", [['Retool']]],
  ]);
  decidesNothing([
    "I'd rather test a second gateway on the east ridge before we decide between LoRa and NB-IoT for the orchards; the only reading we have from up there is from a single afternoon.",
    "I'd like one more week of traces before I pick between Tempo and Jaeger; Friday's spike skews everything we have.",
  ]);
});

test('round on responses-67: a state naming things no tool list knows before a faulted other, "wants the whole box to itself", "kept merging …" after ", and"', () => {
  expectOptionsEach([
    ['The radio streams go out through Liquidsoap into Icecast. AzuraCast bundles both with a web UI, but it wants the whole box to itself.', [['AzuraCast']]],
    ['Calls are routed through Kamailio into Asterisk. FreePBX wraps both in a web UI, but it wants a dedicated machine and our SBC already lives there.', [['FreePBX']]],
    ["Subtitles are generated with whisper.cpp on the render node. Rev was quicker to wire up, but at $1.50 a minute the archive alone comes to $9,000, and Trint's speaker labels kept mixing up the two presenters.", [['Rev', 'Trint']]],
  ]);
  // (A state with a name in it and no other way faulted after it decides nothing.)
  // (Nor does a need with a name before a sentence that opens on "Although"; nor a greeting with a name before a
  // paragraph that opens on an act: "Preparing …" is no other way.)
  decidesNothing([
    'The radio streams go out through Liquidsoap into Icecast. The morning show starts at six and runs until nine.',
    'Our immediate need was to stop teams from reusing bucket names in Terraform. Although our state backend prevents overwriting of buckets, it does so silently and furthermore, this is not a documented behaviour.',
    "Congratulations on getting a part in Hamlet! That's great news!\n\nPreparing for a student theater production requires a combination of discipline, rehearsal time, and a positive attitude.",
  ]);
});

test('round on responses-67: a library that "decodes the whole file" in the browser, a format that "saved too little over" the kept one; a failed episode "of …" explained is no decision', () => {
  expectOptionsEach([
    ['Track previews are rendered to PNG on the server with audiowaveform. WaveSurfer.js decodes the whole file in the browser, which on a long mix meant a 90 MB download first.', [['WaveSurfer.js']]],
    ["We'll keep shipping the manuals as PDF. EPUB would reflow nicely on phones, but the wiring diagrams fall apart in it, and HTML saved too little over PDF to justify a second pipeline.", [['EPUB', 'HTML']]],
  ]);
  decidesNothing([
    'Issue 48 of *The Weekly Build* failed to send at 07:00 because the mailing job ran before the images finished uploading. I re-sent it at 07:20.',
    'Release 3.2 of the Android app failed to publish because the signing key had expired on the build machine.',
  ]);
});

test('found by hand (seventieth session, b1): runners that "queued for 40 minutes", pricing that "came out about twice what …", a chart that "rendered … and the tab froze"; "over our existing X" keeps X', () => {
  expectOptionsEach([
    ["The iOS builds run on Codemagic now. CircleCI's macOS executors queued for 35 minutes at peak, and Bitrise's pricing per build minute came out about twice what Codemagic charges for our volume.", [['CircleCI', 'Bitrise']]],
    ['For the trace viewer I used uPlot. Plotly rendered the 300k-point trace as SVG and the tab froze for eight seconds.', [['Plotly']]],
    ['Realtime sync in the notes app is built on ElectricSQL over our existing Postgres. I prototyped with Firebase first, but its per-read pricing would pass $900 a month at our usage.', [['Firebase']]],
  ]);
  // (Runners that queued, with no other way said after a choice, decide nothing; a comparison of what all do neither.)
  decidesNothing([
    "Both the Android and iOS builds queued for about 25 minutes this afternoon; Bitrise's status page says they're adding capacity.",
    'Realm, PowerSync and ElectricSQL all handle offline writes; they differ in how conflicts are resolved.',
  ]);
});

test('found by hand (seventieth session, b2): "I\'d considered X, but …" weighs as "I considered" does; files that "kept colliding"; "I haven\'t decided anything yet" leaves the pick open', () => {
  expectOptionsEach([
    ["The cache for the product pages is Redis on the app VM. I'd considered running Memcached on the existing web box, but then we're on the hook for its upgrades and memory alerts for a cache of 2 GB.", [['running Memcached on the existing web box']]],
    ["Going forward, the API schema is written with TypeSpec. Swagger's YAML files kept clashing in review whenever two people touched the same path.", [['Swagger']]],
  ]);
  // (A mode of a tool weighed is that mode, "I'd" or not.)
  expectOptionsEach([["E2E tests use Playwright's component testing. We considered Vitest's browser mode, but it only runs in one browser, and half of our regressions are Safari-only.", [["Vitest's browser mode"]]]]);
  decidesNothing(["I'd considered moving the search to Typesense, but I haven't decided anything yet. What do you think?", "I considered moving the search to Typesense, but I haven't decided anything yet."]);
});

test('found by hand (seventieth session, eu2): German "ist für … 2.000 … überdimensioniert, und X fehlt uns …", French "Nous gardons X … plutôt que de passer à Y" with no word of software', () => {
  expectOptionsEach([
    ['Für die Suche nehmen wir Typesense. Solr ist für unsere 3.000 Dokumente völlig überdimensioniert, und Meilisearch fehlt uns die Facettensuche über Synonyme.', [['Solr', 'Meilisearch']]],
    ["Nous gardons Sidekiq pour les envois planifiés plutôt que de passer à GoodJob : toutes nos tâches en dépendent, et GoodJob n'a pas d'équivalent aux batches de Sidekiq Pro.", [['GoodJob']]],
    ['Nos quedamos con Sidekiq en lugar de migrar a GoodJob: todos los envíos programados dependen de él.', [['GoodJob']]],
  ]);
  // (A meeting kept rather than moved names no way; a size judged with a question decides nothing.)
  decidesNothing([
    'Nous gardons la réunion du lundi à 10 h plutôt que de passer au mardi, tout le monde est disponible.',
    'Solr ist für kleine Sammlungen oft überdimensioniert, aber das hängt vom Anwendungsfall ab. Wie viele Dokumente habt ihr?',
  ]);
});

test('found by hand (seventieth session, cjk2): Japanese "X の方が…ですが、…" and "Y には … がありません" after "、", Chinese "X 功能更多，但…", a fault after 20 characters, "不换 Y"', () => {
  expectOptionsEach([
    ['決済は Stripe で行うことにしました。Adyen の方が手数料は安いのですが、契約に最低取引額があり、今の売上では届きません。', [['Adyen']]],
    ['キャッシュには Redis を使います。Memcached は再起動でデータが消えますし、Hazelcast には Python クライアントの公式サポートがありません。', [['Memcached', 'Hazelcast']]],
    ['日志平台改用了 Loki。Elasticsearch 查询更灵活，但光一个节点就要 8 GB 内存。', [['Elasticsearch']]],
    ['定时任务我们用 Temporal。Airflow 对每天十几个小任务来说太重了，Celery beat 又没有重试历史。', [['Airflow', 'Celery beat']]],
    ['我们决定继续用 MySQL，不换 TiDB：数据量才 50 GB，分布式的运维成本不值得。', [['TiDB']]],
  ]);
  decidesNothing(['Adyen の方が手数料は安いのですが、条件は契約次第です。見積もりを取りましょうか？', 'Elasticsearch 查询更灵活，但光一个节点就要 8 GB 内存。你们的服务器有多大？']);
});

test('found by hand (seventieth session, prompts pr1): "let\'s drop X, <why>" turns X down; "bitte nimm X statt Y", "utiliza X en lugar de Y", "ne mets pas X", "X はもうやめて、Y に移行して"', () => {
  expectPromptOptions([
    ["let's drop Chromatic, nobody has looked at the visual diffs since the redesign and it costs $149 a month", ['Chromatic']],
    ['bitte nimm Biome statt ESLint, der Lint-Schritt dauert sonst drei Minuten', ['ESLint']],
    ['utiliza Vitest en lugar de Jest, el modo ESM de Jest rompe nuestros imports', ['Jest']],
    ['ne mets pas Moment, Intl suffit pour nos deux formats de date', ['Moment']],
    ['Jest はもうやめて、Vitest に移行してください。ESM の設定が面倒すぎます。', ['Jest']],
  ]);
  promptsDecideNothing(['nimm den Zug statt des Flugzeugs, der ist pünktlicher', 'kannst du schauen, warum Biome so lange dauert?', '¿puedes comparar Vitest y Jest para nuestro caso?']);
});

test('found by hand (seventieth session, b3): our old thing in lower case that "counted per pod" after a state turns it down; one "required to mount because …" does not', () => {
  expectOptionsEach([
    ["Session limits now live in the API gateway (Envoy's local rate limit filter). The per-service middleware counted per pod, so with five pods a client got five times the limit.", [['per-service middleware']]],
  ]);
  assert.deepEqual(options('Uploads now land on an EFS share mounted by every worker. The media-worker is required to mount because it moves files about after the virus scan.'), []);
});

test('found by hand (seventieth session, eu3): "Mit X mussten wir …", "X también habría funcionado, pero …", "X servait …, mais ses …" after a decision or a state said now', () => {
  expectOptionsEach([
    ['Als Message Broker setzen wir ab jetzt NATS ein. Mit RabbitMQ mussten wir jede Queue per Hand anlegen, NATS legt Subjects selbst an.', [['RabbitMQ']]],
    ['El widget de soporte ahora usa Chatwoot. Zendesk también habría funcionado, pero cobra por agente y somos catorce.', [['Zendesk']]],
    ["La recherche est désormais Typesense derrière notre API. Algolia servait les mêmes requêtes, mais sa facture dépassait 900 € par mois.", [['Algolia']]],
  ]);
  decidesNothing([
    'Mit RabbitMQ mussten wir früher jede Queue von Hand anlegen. Soll ich dir zeigen, wie das mit NATS aussehen würde?',
    'Zendesk también habría funcionado, pero no lo probé a fondo. ¿Quieres que lo compare con Chatwoot?',
  ]);
});

test('round on responses-68 (seventy-first session): a library named "lib…", a name with digits inside, "X were considered too and dropped", "X is out; …" after a labelled item, "Reverted X back to Y. Z builds worked locally, but …", "It would …, but …" after a way turned down, "A custom X would …, but …"', () => {
  expectOptionsEach([
    ["Thumbnailing now uses libvips. I benchmarked libgd's resize path as well: the output was comparable, but it was about four times slower on 40-megapixel scans.", [['libgd']]],
    ['Phoneme alignment now runs through w2v2align. I tried libsphinx as well: the accuracy was close, but it was about three times slower on hour-long recordings.', [['libsphinx']]],
    ['Auth goes through Keycloak now. Auth0 is the usual pick, but its per-MAU pricing would triple our bill. Authentik was considered too and dropped, since it has no SAML IdP-initiated flow.', [['Auth0', 'Authentik']]],
    ["Queueing is on NATS JetStream. RabbitMQ is the obvious alternative, but we'd run a second cluster for it. Redis streams were evaluated as well and discarded, because they have no per-consumer acknowledgements across shards.", [['RabbitMQ', 'Redis streams']]],
    ["Test tooling, settled:\n\n- E2E: Playwright, because it drives WebKit and our bugs are mostly Safari bugs.\n- Cypress is out; its runner is pleasant, but it still can't do multiple tabs.", [['Cypress']]],
    ['Reverted the bundler back to esbuild. Rspack builds worked locally, but the CI cache never hit and each job took four extra minutes.', [['Rspack']]],
    ['Rolled the ORM back to Drizzle. Prisma migrations worked fine in dev, but on the read replica they kept locking the schema table.', [['Prisma']]],
    ["I'd rather not move the scheduler to Temporal. It would give us retries and history for free, but we'd be running a four-service cluster for nine cron jobs.", [['Temporal']]],
    ["We won't move the docs to Docusaurus. It would give us versioned pages, but the whole site is forty Markdown files and MkDocs builds them in two seconds.", [['Docusaurus']]],
    ["Crash reports go to Sentry, self-hosted on the staging box. A custom reporter would have let us attach the full session replay, but we'd own symbolication for three platforms.", [['custom reporter']]],
    ['Feature flags live in Unleash now. A home-grown toggler would have been quicker to start, but nobody wants to build the audit log and the gradual rollouts ourselves.', [['home-grown toggler']]],
  ]);
  // (A bug fixed, its figures after it, is no choice; nor is a way a thing travels, "over StatsD", or packets dropped.)
  decidesNothing([
    'Fixed the click at loop boundaries: the crossfade now starts with juce::SmoothedValue, so the gain ramps over 64 samples. The null test went from -42 dB to -96 dB on the loop points.',
    'Fixed the memory leak in the thumbnail worker: the pool now releases each buffer after encoding. RSS went from 1.8 GB to 240 MB over a night of uploads.',
    "Metrics go over StatsD now. The UDP packets were dropped during the spike, since the agent's buffer was full.",
    'Events are sent over WebSockets now.',
  ]);
});

test('found by hand (seventy-third session, b4): a marked decision\'s "**Considered:** A (…), B (…)" line lists the options it turned down, each with its bracket as why', () => {
  const [d, ...more] = extractDecisions('**Decision:** send transactional email through Postmark.\n**Considered:** SES (no per-message logs we can search), SendGrid (shared IPs landed us in spam twice).');
  assert.equal(more.length, 0);
  assert.deepEqual(d.decision?.rejected, [
    { option: 'SES', reason: 'no per-message logs we can search' },
    { option: 'SendGrid', reason: 'shared IPs landed us in spam twice' },
  ]);
  // (A line that only says a thing was weighed, in prose, stays prose: "We considered: the cost, the latency, …" opens no marker.)
  assert.equal(extractDecisions('We considered: the cost, the latency and who runs it.').length, 0);
});

test('found by hand (seventy-third session, eu2): German "von X auf Y umgezogen", "gegen einen eigenen X entschieden", "X hatten wir im Test, aber …"; Spanish "X también servía, pero …", "Dejamos X y pasamos a Y"; French "X nous facturait …" (and "traductions", a word of software)', () => {
  expectOptionsEach([
    ['Das Monitoring haben wir von Nagios auf Prometheus umgezogen, weil jede neue Prüfung eine Konfigurationsdatei von Hand brauchte.', [['Nagios']]],
    ['Wir haben uns gegen einen eigenen Mailserver entschieden und nutzen Postmark. Mailgun hatten wir im Test, aber die Zustellung zu Outlook war schlecht.', [['eigenen Mailserver', 'Mailgun']]],
    ['Para las capturas usamos Playwright. Selenium también servía, pero cada navegador tardaba diez segundos en arrancar.', [['Selenium']]],
    ['Dejamos Moment y pasamos a Day.js; Moment pesaba 70 KB en el bundle.', [['Moment']]],
    ['Les traductions sont gérées dans Tolgee désormais. Lokalise nous facturait par siège, et nous sommes trente.', [['Lokalise']]],
  ]);
  decidesNothing([
    'Wir haben uns gegen einen Ausflug entschieden und bleiben zu Hause.',
    'Dejamos la casa y pasamos a la playa por la tarde.',
  ]);
});

test('found by hand (seventy-third session, pr1): prompts "we\'re keeping X, rewriting in Y isn\'t worth it", "队列改用 X 吧，Y 运维太麻烦"; "X に切り替えました。" carries out the prompt\'s decision (one, not two); an answer to a question of knowledge explains, deciding nothing', () => {
  expectPromptOptions([
    ["we're keeping Django, rewriting in Litestar isn't worth it for the admin tool", ['rewriting in Litestar']],
    ['缓存改用 Valkey 吧，Redis 许可证太麻烦', ['Redis']],
  ]);
  const carried = extractDecisions('Meilisearch に切り替えました。', '検索は Meilisearch にしてください。Algolia は料金が高すぎます。');
  assert.deepEqual(carried.map((c) => c.decision?.rejected?.map((r) => r.option)), [['Algolia']]);
  assert.deepEqual(
    extractDecisions("A GIN index suits jsonb containment and full-text queries and is slower to update; a GiST index is lossy, handles ranges and geometry, and since Postgres 12 it's built faster.", "what's the difference between a GIN and a GiST index?"),
    [],
  );
  // (A decision in the answer is still one: it turns an option down, or says what we do.)
  assert.equal(extractDecisions('We use a GIN index on `tags` rather than GiST, because containment queries are what the API runs.', "what's the difference between a GIN and a GiST index?")[0]?.kind, 'decision');
});

test('found by hand (seventy-third session, b3): "I kept X. Splitting out Y was tempting, but …" turns the act down (an act alone, of no software, decides nothing); "…, so that\'s what I built; the Z would leave … stale"; "rather than a shared table with a `k` column" is "shared table"', () => {
  expectOptionsEach([
    ['We kept the single Postgres database. Moving reporting to its own warehouse was tempting, but every report joins live order data, so it would be a day behind.', [['Moving reporting to its own warehouse']]],
    ["I compared the two ways to get stock levels from the warehouse system. The event stream is the only one that reports reservations as they happen, so that's what I built; the hourly export would leave counts stale for up to an hour.", [['hourly export']]],
    ['Went with one SQLite file per workspace rather than a shared database with a `workspace_id` column, so a missed filter cannot leak another workspace.', [['shared database']]],
  ]);
  decidesNothing([
    'Going to Lisbon was tempting, but the flights were too expensive.',
    'Staying for the second talk was tempting, but the last train left at nine.',
  ]);
});

test('found by hand (seventy-third session, cj1 and n1): Japanese "…は X で行っています。以前は Y で…していましたが、…" (a word of software in katakana), Chinese "…用 X。之前用的是 Y，但是…"; "Rather than guess, I checked the logs: …" decides nothing', () => {
  expectOptionsEach([
    ['バックアップは restic で行っています。以前は rsync でコピーしていましたが、世代管理ができませんでした。', [['rsync']]],
    ['データベースのマイグレーションは Atlas で管理しています。以前は Flyway で管理していましたが、差分の自動生成ができませんでした。', [['Flyway']]],
    ['接口文档用 Scalar。之前用的是 Swagger UI，但是页面加载要十几秒。', [['Swagger UI']]],
  ]);
  decidesNothing([
    'Rather than guess, I checked the logs: the 502s all come from the image proxy between 02:00 and 02:10, when the nightly backup saturates the disk.',
    'Instead of speculating, we traced the request: the gateway drops it after 30 s because of its idle timeout.',
    '週末の旅行は京都で行っています。以前は大阪で泊まっていましたが、混雑していました。',
  ]);
});

test('found by hand (seventy-third session, b2): a table of changes ("| Area | Before | Now | Why |") decides a row each, what it has now over what it had; not a table of figures or of people', () => {
  const changes = '## Changes\n\n| Area | Before | Now | Why |\n|---|---|---|---|\n| Sessions | Memcached | Redis | Memcached lost every session on a restart |\n| Deploys | Capistrano | Kamal | the app ships as a container now |\n| Node | 18 | 20 | 18 is out of support |';
  assert.deepEqual(optionsEach(changes), [['Memcached'], ['Capistrano']]);
  assert.equal(extractDecisions(changes)[0].content, 'Sessions: Redis instead of Memcached — Memcached lost every session on a restart.');
  decidesNothing([
    'Results:\n\n| Metric | Before | After |\n|---|---|---|\n| p95 | 2.4 s | 180 ms |\n| Memory | 1.2 GB | 300 MB |',
    'Rota for December:\n\n| Duty | Before | Now |\n|---|---|---|\n| Reviewer | Alice | Bob |\n| Standup host | Carol | Dave |',
  ]);
});

test('found by hand (seventy-third session, eu1): German "Vorher lief das über ein X und den Y, und …", "Mit pandas brauchte … vier Minuten"; Spanish "Con pandas tardaba …"; French "X ramait …"; Japanese "…で受け取っています。以前は X で…していましたが、…"; Chinese "以前通过 X …，经常…"', () => {
  expectOptionsEach([
    ['Die Rechnungen verschicken wir jetzt direkt als E-Mail aus Postmark. Vorher lief das über ein CSV und den Serienbrief in Word, und jede zehnte Rechnung ging an die falsche Adresse.', [['CSV']]],
    ['Ich habe die Auswertung auf DuckDB umgestellt. Mit pandas brauchte der Monatsbericht über drei Minuten; DuckDB schafft ihn in fünf Sekunden.', [['pandas']]],
    ['Cambié el informe mensual a DuckDB. Con pandas tardaba más de tres minutos en generarse.', [['pandas']]],
    ["Le tableau de bord passe maintenant par ECharts. Plotly ramait dans le navigateur dès qu'on affichait plus de dix séries.", [['Plotly']]],
    ['注文データは Kafka で受け取っています。以前は REST で毎分ポーリングしていましたが、ピーク時に注文を取りこぼしていました。', [['REST']]],
    ['报表导出改用 Gotenberg 生成。以前通过 wkhtmltopdf 转换，经常出现分页错乱。', [['wkhtmltopdf']]],
  ]);
  decidesNothing([
    'Vorher lief das Meeting über Zoom, und alle waren pünktlich.',
    '以前通过朋友介绍认识了他，经常一起去爬山。',
  ]);
});

test('found by hand (seventy-third session, b1): a name "gave error messages the users couldn\'t …" (the name, not the phrase up to the inner subject); "After a week with X I went back to Y", "I went back to Y after a day with X"; "X would have been one more service to …"', () => {
  expectOptionsEach([
    ['We validate the config with Valibot now — Yup gave error messages the operators couldn\'t follow.', [['Yup']]],
    ['After a week with Bun we went back to Node for the worker: two of our native modules segfaulted under it.', [['Bun']]],
    ['I switched back to Webpack for the admin app after two days with Turbopack, since half our loaders had no equivalent.', [['Turbopack']]],
    ["After an afternoon with Biome's formatter I went back to Prettier for the docs site. Biome still couldn't format our MDX files.", [["Biome's formatter"]]],
    ['Rather than a separate search engine, product search runs on Postgres full-text in the database we already have. Elasticsearch would have been one more cluster to patch and back up.', [['separate search engine', 'Elasticsearch']]],
  ]);
  // (A phrase with a preposition or an act before its article is still the thing that failed.)
  expectOptionsEach([
    ['Exports are streamed with a cursor now — loading the whole table into memory crashed the worker at 2 GB.', [['loading the whole table into memory']]],
  ]);
  decidesNothing([
    'After a week in Lisbon I went back to Berlin for the conference.',
    'After a day with the flu I went back to the office on Monday.',
  ]);
});

test('round on responses-70 (seventy-third session): "X copes with more of …, but …" after a state, "…, and W\'s hosted tier would put … data on a third party\'s servers"; "the row was rejected on import" turns nothing down', () => {
  expectOptionsEach([
    ['Diagrams are rendered with Mermaid at build time. PlantUML copes with more of the diagram types our architects draw, but rendering it needed a Java server in every preview build.', [['PlantUML']]],
    ['Charts use uPlot. Chart.js deals with more of the odd chart kinds, but its canvas redraws made the live dashboard stutter on the kiosk tablets.', [['Chart.js']]],
    ["For analytics we picked Plausible, self-hosted. Matomo was the obvious name, but its database grew past 40 GB in the trial, and Fathom's hosted plan would put visitor data on a third party's servers.", [['Matomo', 'Fathom']]],
  ]);
  decidesNothing([
    'The export wrote dates as DD/MM, so the file was rejected on import by the bank. Fixed in `writeStatement()` with ISO dates.',
    'The CSV writer was not quoting names, and each row was rejected with a 400 by the partner API.',
  ]);
  // (A way turned down in plain words still is: "the monorepo was rejected because …".)
  expectOptionsEach([
    ['We looked at a monorepo, and the monorepo was rejected because CI would take an hour.', [['the monorepo']]],
  ]);
});

test('round on responses-69 (seventy-second session): "X ships nicer … out of the box, but …", "got too noisy", "washes out in …", "We gave X a week — …, but …", "X go over Y to a Z broker; W was suggested …, but …"', () => {
  expectOptionsEach([
    ['Builds run on Buildkite. Jenkins ships nicer dashboards out of the box, but its plugin updates trailed the core releases by months.', [['Jenkins']]],
    ['For geocoding we settled on Pelias. Nominatim got too slow past a few thousand lookups a minute on our hardware.', [['Nominatim']]],
    ['The wall display uses Grafana. Datadog washes out in the afternoon light on the lobby screens.', [['Datadog']]],
    ['Queues run on SQS. We gave the RabbitMQ cluster two weeks — it routes more flexibly, but it needed its own on-call rotation.', [['RabbitMQ']]],
    ['Dev environments use Nix flakes. I gave Devbox a try, but it rebuilt the whole shell on every change.', [['Devbox']]],
    ["Metrics go home over StatsD to a Telegraf agent; Prometheus was suggested since everyone knows it, but the field boxes can't be scraped from outside.", [['Prometheus']]],
    ["Status updates go home over MQTT to an EMQX broker in the office; Zenoh was suggested, but none of the office's tooling talks to it.", [['Zenoh']]],
    ["Readings go over Modbus to a Node-RED box; Ignition was suggested, but none of the plant's operators know it.", [['Ignition']]],
  ]);
  // (Time given to a thing that is no trial of a way stays no choice.)
  decidesNothing([
    'We gave the new hire a week to settle in before the on-call rotation.',
    'The screen washes out in direct sun, so I moved the demo indoors.',
  ]);
});

test('found by hand (seventy-second session, b2): "the second-biggest line", "X was what we had, and it meant missing …", "no longer ship / bundle X", a move off a place of two words into a named one, "…, but moving X to Y is a quarter of work"; "can we just use X?" answered "I\'d rather not: …"; "the SDKs we\'d swap" names no option', () => {
  expectOptionsEach([
    ['Search moved to Meilisearch Cloud. The Algolia bill was the second-biggest line on our SaaS invoice.', [['Algolia']]],
    ['Jobs run on GoodJob now. A crontab was what we had, and it meant missing runs whenever the box rebooted.', [['crontab']]],
    ['We no longer ship jQuery: the two plugins that needed it were rewritten, and it was 30 KB on every page.', [['jQuery']]],
    ['We no longer bundle Moment. Everything it did for us is covered by `Intl` now.', [['Moment']]],
    ['Image resizing moved off the upload handler into a Lambda function, since large uploads timed out the request.', [['upload handler']]],
    ["Search stays on Elasticsearch. The licence changed again, but moving 30 indices to OpenSearch is a quarter of work we don't have.", [['Moving 30 indices to OpenSearch']]],
    ["## Decision\n\nAuth stays on Auth0 for now. The price went up, but the SDKs we'd swap touch every service.", [[]]],
  ]);
  const [declined, ...more] = extractDecisions("I'd rather not: SQLite locks the whole database on every write, so two workers would wait on each other. The queue stays in Postgres with SKIP LOCKED.", 'can we just use SQLite for the job queue?');
  assert.equal(more.length, 0);
  assert.deepEqual(declined?.decision?.rejected, [{ option: 'SQLite', reason: 'SQLite locks the whole database on every write, so two workers would wait on each other' }]);
  // (What we had that worked is no way set aside by its why: "…, and it meant …" must say something lost or missed.)
  decidesNothing([
    'A spreadsheet was what we had, and it meant everyone could edit it.',
    // (Nor when we ship, which names no thing shipped.)
    'We no longer ship on Fridays; a bad deploy before the weekend is too costly.',
    'Rent was the second-largest line in the budget after salaries.',
  ]);
});

test('found by hand through Codex (seventy-second session, b2): a response that lays out its own table and picks from it, after a turn with a decision, keeps its own options\' intro (not the turn before\'s last sentence)', () => {
  const before = 'Queues stay on SQS for now. The bill went up, but moving the consumers to Kafka is a month of work we don\'t have.';
  const table = '| Option | Cold start | Verdict |\n|---|---|---|\n| Lambda | 900 ms | too slow for the webhook SLA |\n| Fargate | none | chosen |\n| App Runner | none | no VPC egress control |\n\nFargate it is; the webhook needs a reply within 500 ms.';
  const [d, ...more] = extractDecisions(table, 'go on', { response: before });
  assert.equal(more.length, 0);
  assert.match(d.content, /^Options weighed: Lambda; Fargate; App Runner\. Fargate it is/);
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['Lambda', 'App Runner']);
});

test('found by hand (seventy-second session, eu1): "X quedó descartado por …", Spanish and French faults in the imperfect ("bloqueaba", "ralentissait", "alourdissait"), "en lugar de en la memoria del servidor" whole, "passer à X voudrait dire …"', () => {
  expectOptionsEach([
    ['El almacenamiento va a R2. MinIO quedó descartado por el mantenimiento: actualizarlo nos costaba un día cada trimestre.', [['MinIO']]],
    ['Para las tablas usamos TanStack Table. AG Grid bloqueaba el hilo principal con diez mil filas.', [['AG Grid']]],
    ["Les captures d'écran sont générées avec Playwright. Selenium ralentissait la CI de dix minutes, et Cypress alourdissait l'image de 400 Mo.", [['Selenium', 'Cypress']]],
    ['La caché ahora se guarda en Redis en lugar de en la memoria del servidor, porque con dos réplicas cada una tenía datos distintos.', [['memoria del servidor']]],
    ['On reste sur Jenkins ; passer à Buildkite voudrait dire réécrire tous les jobs pour presque rien.', [['Buildkite']]],
  ]);
});

test('found by hand (seventy-second session, cjk1): Japanese "X は…課金で、…二倍になります", "…が書けないためです", a name in lower case switched to ("typst に切り替えました") before a fault of the old one; Chinese "X 更适合…，不适合…", "还是留在 X 上" then "有人提议换成 Y，但…" (a proposal alone no choice)', () => {
  expectOptionsEach([
    ['検索は Meilisearch にしました。Algolia はレコード数課金で、来年の件数だと費用が二倍になります。', [['Algolia']]],
    ['PDF の生成は typst に切り替えました。LaTeX はビルドのたびに三分かかっていて遅すぎました。', [['LaTeX']]],
    ['単体テストは Vitest のままにします。Jest は ESM のテストがそのままでは書けないためです。', [['Jest']]],
    ['我们决定用 Kafka 做事件总线。RabbitMQ 更适合任务队列，不适合长期保存事件。', [['RabbitMQ']]],
    ['数据库还是留在 PostgreSQL 上。有人提议换成 MongoDB，但我们的报表都依赖 join。', [['MongoDB']]],
  ]);
  decidesNothing(['有人提议换成 Nomad。', '同事建议改用 Bun。']);
});

test('found by hand (seventy-second session, prompts pr1): "use X for …; Y keeps landing in spam …", Chinese "Z 改用 X，Y 太重了" and "Z 换成 X，Y 总是…"; a task or a question decides nothing', () => {
  expectPromptOptions([
    ['use Postmark for the receipts; Mailgun keeps landing in spam for Gmail users', ['Mailgun']],
    ['搜索改用 Meilisearch，Elasticsearch 太重了', ['Elasticsearch']],
    ['队列换成 NATS，RabbitMQ 总是丢消息', ['RabbitMQ']],
  ]);
  promptsDecideNothing(['could we try Bun for the scripts folder? just curious how fast it is', 'please fix the typo in the README and bump the version']);
});

test('found by hand (seventy-second session, b3): "X beat Y for us: …"; "We considered three Z — A, B and C — and A won: …" and "We compared A and B, and A won: …" turn the others down', () => {
  expectOptionsEach([
    ['After a week with both, Valibot beat Zod for us: the bundle is a tenth of the size.', [['Zod']]],
    ["We considered three ORMs — Prisma, Drizzle and Kysely — and Kysely won: it's just a query builder and the types come from the schema.", [['Prisma', 'Drizzle']]],
    ['We compared Vitest and Jest, and Vitest won: ESM works without Babel.', [['Jest']]],
    // ("beat" between names only: a tool's "beat" scheduler beats nothing.)
    ["Bumped the Sidekiq beat interval from 5 to 2 minutes so a rescheduled appointment doesn't miss its reminder.", [[]]],
  ]);
  // (Not a game or a match: "beat" of no way of ours.)
  decidesNothing(['Spain beat Italy 2–1 last night: the second goal came in stoppage time.']);
});

test('found by hand (seventy-second session, b4): "I compared three X:" over a list, then "Going with B: …" (one decision, the others turned down); "Y was the other serious option; we\'d get …, but …" after a summary; a move into a background worker, the old way faulted as an act that "was hitting the … timeout"', () => {
  expectOptionsEach([
    ['I compared three queues for the import jobs:\n\n- **SQS** — managed, but no ordering without FIFO pricing.\n- **BullMQ** — ordering per group, runs on our Redis.\n- **Kafka** — ordering and replay, but a cluster to run.\n\nGoing with BullMQ: we already run Redis and need per-customer ordering.', [['SQS', 'Kafka']]],
    ["TL;DR — Svelte for the admin app.\n\nVue was the other serious option; we'd get a bigger hiring pool, but its SSR setup on our hosting needed a Node server we don't run.", [['Vue']]],
    ['We moved the thumbnail generation out of the upload endpoint into a background worker. Resizing the originals inline was hitting the 10 s request timeout on large photos.', [['upload endpoint']]],
  ]);
});

test('found by hand (seventy-second session, eu2): German "Vorher lief das über X, und …" after a part said as it is now, "X haben wir verworfen: …", "X war im Gespräch, ist aber … zu schwer"; French "migré les Z de X vers Y"', () => {
  expectOptionsEach([
    ['Die Thumbnails werden jetzt mit libvips erzeugt. Vorher lief das über ImageMagick, und das hat bei großen TIFFs den Speicher gesprengt.', [['ImageMagick']]],
    ['RabbitMQ haben wir verworfen: ein Cluster für ein paar Nachrichten pro Minute ist zu viel Betrieb.', [['RabbitMQ']]],
    ['Das Tracing läuft über Tempo. Jaeger war im Gespräch, ist aber mit Elasticsearch als Speicher zu schwer.', [['Jaeger']]],
    ['Nous avons migré les sauvegardes de rsync vers restic : les restaurations partielles étaient impossibles.', [['rsync']]],
  ]);
});

test('found by hand (seventy-second session, cjk2): Japanese "X は…に 90 秒かかっていました" after a move, "Z は X のままです。Y への移行も考えましたが、…", "X は当面は使いません" (X, not "当面")', () => {
  expectOptionsEach([
    ['E2E テストは Playwright に移行しました。Cypress は CI での起動に 90 秒かかっていました。', [['Cypress']]],
    ['フォームは Formik のままです。React Hook Form への移行も考えましたが、既存のバリデーションが多すぎます。', [['React Hook Form']]],
    ['Terraform は当面は使いません。リソースが十個しかないので、コンソールで十分です。', [['Terraform']]],
  ]);
});

test('found by hand (seventy-second session, b5): a name whose edition or licence "dropped support for …" after a state', () => {
  expectOptionsEach([
    ["Migrations now run through Atlas. Flyway's community edition dropped support for our Postgres version's dry-run mode.", [['Flyway']]],
    ["Charts now render with uPlot. Highcharts' free licence dropped support for commercial dashboards like ours.", [['Highcharts']]],
  ]);
});

test('found by hand (seventy-first session, b1): "not going to self-host X anymore" turns down the self-hosted X; "…, they asked for it and Y would be new to them" in a decision; "We ran it on X for the pilot, but …" after a state of a live blog', () => {
  expectOptionsEach([
    ["We're not going to self-host Sentry anymore, the upgrades eat a day every quarter and the hosted plan is $26 a month.", [['self-hosted Sentry']]],
    ['We stopped self-hosting GitLab: every upgrade broke a runner.', [['self-hosted GitLab']]],
    ["Let's stick with REST for the partner API, they asked for it and GraphQL would be new to them.", [['GraphQL']]],
    ['We went with Postgres for the ledger: the team knows it, and CockroachDB would mean a second operational playbook.', [['CockroachDB']]],
    ['The live blog now pushes updates through Ably. We ran it on Pusher Channels for the election pilot, but their connection cap on our plan was hit twice in the first hour.', [['Pusher Channels']]],
  ]);
  assert.deepEqual(promptOptions("we're not going to self-host GitLab anymore, every upgrade broke a runner"), ['self-hosted GitLab']);
  // (Someone who would be glad to help is no way turned down.)
  assert.deepEqual(options("Let's stick with REST for the partner API, they asked for it and Maria would be happy to review it."), []);
});

test('found by hand (seventy-first session, eu1/cjk1): German "X allein kann nicht …", "…, und Y rechnet pro … ab"; Spanish "X estropeaba …", "X fue descartado porque …", "sigue en"; French "X plafonnait …", "X a été écarté : …", "reste sur"; Chinese "单用 X 没法…"; Japanese "X は…上限に…達しました"', () => {
  expectOptionsEach([
    ['Die Benachrichtigungen laufen jetzt über Novu. Firebase allein kann nicht nach Kanälen bündeln, das hätten wir selbst bauen müssen.', [['Firebase']]],
    ['Für die Produktsuche nehmen wir Meilisearch. Elasticsearch wäre für 80.000 Produkte zu viel Betrieb, und Algolia rechnet pro Suchanfrage ab.', [['Elasticsearch', 'Algolia']]],
    ['La transcripción de los episodios pasa ahora por la API de Whisper. Google Speech-to-Text estropeaba los nombres propios en casi todos los episodios.', [['Google Speech-to-Text']]],
    ['Las copias de la base de datos siguen en Backblaze B2. Glacier fue descartado porque una restauración tarda horas.', [['Glacier']]],
    ["Le chat passe désormais par Centrifugo. Pusher plafonnait le nombre de connexions sur notre offre, et on a atteint la limite pendant le match.", [['Pusher']]],
    ['Les sauvegardes de la base de données restent sur Backblaze B2. Glacier a été écarté : une restauration prend des heures.', [['Glacier']]],
    ['Die Backups der Datenbank bleiben bei Backblaze B2. Glacier wurde verworfen, weil eine Wiederherstellung Stunden dauert.', [['Glacier']]],
    ['邮件通知现在走 Postmark。单用 SES 没法看每封邮件的投递轨迹，我们得自己做。', [['SES']]],
    ['チャットの配信は Centrifugo にしました。Pusher はプランの同時接続数の上限に試合中に三回達しました。', [['Pusher']]],
  ]);
  decidesNothing([
    "Le projet est sur GitHub, et Glacier n'a pas encore été évalué. Tu veux que je compare les prix ?",
    'Firebase allein kann nicht nach Kanälen bündeln. Sollen wir das selbst bauen oder Novu ausprobieren?',
  ]);
});

test('found by hand (seventy-first session, b2): "We prototyped with X first, and it couldn\'t …", "X was the first suggestion …; we went against it because …", "X on our own Y cluster would …, yet …", "X was evaluated and set aside since …" after a state', () => {
  expectOptionsEach([
    ["Search runs on Meilisearch now. We prototyped with Postgres full-text search first, and it couldn't rank typos the way the shop needs.", [['Postgres full-text search']]],
    ['Orders live in Postgres, one row per line item. A document store like Firestore was the first suggestion from the mobile team; we went against it because refunds need transactions across two orders.', [['Firestore']]],
    ['Workers are hosted on Fly.io. Nomad on our own Hetzner boxes would give us more control, yet nobody on the team has run a scheduler in production.', [['Nomad']]],
    ['Bot protection stays server-side. Cloudflare Turnstile was evaluated and set aside since the widget broke our kiosk mode.', [['Cloudflare Turnstile']]],
  ]);
  // (A thing weighed and turned down by someone else names no option of ours.)
  decidesNothing(['The bill was discussed and rejected by the Senate last week.', 'My proposal was considered and rejected because the budget was cut.']);
});

test('found by hand (seventy-first session, prompts pr1): "let\'s move X off Y, <why>", "we\'re dropping X, the free tier …", "on garde X, le Z de Y ne sait pas …", "X にして、Y は…扱えないので" (and its fault as a sentence of its own)', () => {
  expectPromptOptions([
    ["let's move the search off Algolia, the record pricing is killing us", ['Algolia']],
    ["we're dropping Hotjar, the session recordings eat our quota in two days", ['Hotjar']],
    ["on garde Sidekiq, le planificateur de GoodJob ne sait pas gérer nos fuseaux horaires", ['GoodJob']],
    ['ログは Loki にして、Elasticsearch はメモリを扱えないほど重いので', ['Elasticsearch']],
    ['画像の変換は imgproxy にしてください。Thumbor は AVIF を扱えません。', ['Thumbor']],
  ]);
  // (The same said of a trip, or asked, decides nothing.)
  promptsDecideNothing(["let's move the dinner off Friday, the restaurant is full", 'ログは Loki にしますか？', 'Le planificateur de GoodJob ne sait pas gérer les fuseaux horaires ?']);
});

test('found by hand (seventy-first session, eu1): a sentence that opens on "Le Z de Y" and faults Y after a choice in French', () => {
  expectOptionsEach([['Pour les tâches planifiées, on garde Sidekiq. Le planificateur de GoodJob ne sait pas gérer nos fuseaux horaires.', [['GoodJob']]]]);
  // (German writes every noun with a capital: "Die Datenbank" after a choice names no option.)
  assert.deepEqual(options('Die Bilder werden jetzt mit imgproxy skaliert. Die Datenbank wäre zu langsam dafür.'), []);
});

test('found by hand (seventy-first session, b3): "We replaced the nightly X with Y. The X was scanning …", "moved out of the `.env` files into Y", "…; we tried X\'s rules for it, but they only …"', () => {
  expectOptionsEach([
    ['We replaced the hourly cron sync with a change stream consumer. The cron sync was missing deletes between runs, and the consumer sees every one.', [['hourly cron sync']]],
    ['Secrets for the billing workers moved out of the `.env` files into Doppler. The `.env` files were copied onto every laptop, and one of them ended up in a screenshot.', [['.env files']]],
    ["Migrations are checked in CI with `squawk`; we tried SQLFluff's rules for it, but they only look at style, not at locks.", [['SQLFluff']]],
  ]);
  // (Nor does a thing tried at home.)
  decidesNothing(['The kids are in bed; we tried the new Gruffalo book, but they fell asleep before the end.']);
});

test('found by hand (seventy-first session, b1): "We used to hand-write X, and every … broke one of them" after a state that names a tool in capitals', () => {
  expectOptionsEach([
    ['The invoices render through WeasyPrint now. We used to hand-write the PDF layouts, and every font update broke one of them.', [['hand-write the PDF layouts']]],
    ['Release notes come from git-cliff. We used to write them by hand, but nobody remembered the breaking changes.', [['write them by hand']]],
  ]);
  // (What we used to do at home is no way of the project.)
  decidesNothing(["Dinner is at Luigi's now. We used to cook at home, but nobody had time on Fridays."]);
});

test('found by hand (seventy-first session, b4): "We had a direct X setup before, and keeping … in sync between environments kept failing silently" after a state', () => {
  expectOptionsEach([
    ["Emails are sent through Postmark's API. We had a direct SMTP setup before, and keeping the relay credentials in sync between staging and production kept failing silently.", [['direct SMTP']]],
    ['Builds are signed by fastlane match. We had a manual Xcode signing flow before, but the certificates on three laptops kept drifting apart.', [['manual Xcode']]],
  ]);
});

test('found by hand (seventy-first session, eu2/cjk2): "Für X haben wir uns für Y entschieden", "X salió en la reunión, pero …", "van por Y y no por X", "X ist raus, weil …" of software; Japanese "X は…が必要で、", "…のたびに…していました", "Y で十分です"; Chinese "X 两年没更新了"', () => {
  expectOptionsEach([
    ['Für die Warteschlange haben wir uns für BullMQ entschieden. Agenda braucht MongoDB, und das betreiben wir nicht.', [['Agenda']]],
    ['Para la caché usamos Redis. Memcached salió en la reunión de arquitectura, pero no tiene persistencia y perderíamos las sesiones.', [['Memcached']]],
    ['Los correos van por la API de Postmark y no por SendGrid: la cuota gratuita no nos alcanza.', [['SendGrid']]],
    ['Die Datenbank-Migrationen laufen jetzt über Atlas. Flyway ist raus, weil die Community-Edition keine Rollbacks kann.', [['Flyway']]],
    ['キャッシュは Redis にしました。Memcached は永続化の仕組みが別途必要で、運用が増えます。', [['Memcached']]],
    ['テストは Vitest を使います。Jest はファイル保存のたびに全テストを再実行していました。', [['Jest']]],
    ['ジョブ管理は BullMQ で十分です。Temporal は三つのジョブには大げさすぎます。', [['Temporal']]],
    ['日期处理换成了 date-fns。moment 两年没维护了，包体积也太大。', [['moment']]],
  ]);
  decidesNothing(['La reunión va por buen camino y no por casualidad: todos prepararon sus notas.', 'Peter ist raus: Er hat sich das Bein gebrochen.']);
});

test('found by hand (seventy-first session, b5): "Short answer: no X gateway." and "No X." turn X down; "X\'s recall was a bit better …, but …" turns X down, not its recall', () => {
  expectOptionsEach([
    ['Short answer: no API gateway. The two clients already talk to the same service, and a gateway would add a hop.', [['API gateway']]],
    ['Verdict: no Kafka. Postgres LISTEN/NOTIFY covers our 30 events a minute.', [['Kafka']]],
    ['No Kubernetes. Two VMs and a load balancer are enough for our traffic.', [['Kubernetes']]],
    ["The answer is Typesense on our own box. Algolia's relevance was a bit better in the test, but it's another vendor holding our catalogue.", [['Algolia']]],
  ]);
  decidesNothing(['Answer: no Thursday meeting.', "No problem, I'll fix it."]);
});

test('found by hand (batch a1): a move out of a place whose kind opens the next sentence, a name that forbids storing, an outage whose writes "failed instead of …" no decision', () => {
  expectOptionsEach([
    ['Rate limiting moved out of the Express middleware and into Envoy\'s local rate limit filter. The middleware counted per pod, so with six pods a client got six times the limit.', [['Express middleware']]],
    ['Thumbnails moved out of the Django views and into a Celery task. The views held a worker for up to 9 seconds on large uploads.', [['Django views']]],
    ['Geocoding uses Nominatim on our own server. The Google Geocoding API forbids storing results for more than 30 days, and we keep every delivery address for seven years for the auditors.', [['Google Geocoding API']]],
  ]);
  decidesNothing([
    'Redis was down for about 12 minutes this morning after the node ran out of memory; the eviction policy was `noeviction`, so writes failed instead of dropping old keys. It\'s back and the queue has drained.',
    'The import worker crashed instead of retrying when S3 returned a 503; I restarted it and the backlog cleared.',
  ]);
});

test('found by hand (prompts pr1): "please don\'t add X, we only need …", "switch X to Y, Z is way too slow", "we\'re not moving to X, Y stays on Z", "keep X for now, I know Y is faster but …"', () => {
  expectPromptOptions([
    ["please don't add lodash, we only need two helpers and they're five lines each", ['lodash']],
    ['switch the image pipeline to sharp, jimp is way too slow for the 4k uploads', ['jimp']],
    ["we're not moving to Next.js, the marketing site stays on Astro. just fix the broken nav on mobile", ['Next.js']],
    ["keep Prisma for now, I know Drizzle is faster but the team isn't ready for another migration this quarter", ['Drizzle']],
    ['stick with jest for now, i know vitest is faster but we have 900 snapshot tests', ['vitest']],
  ]);
  // (Keeping one's own things decides nothing about the project.)
  assert.deepEqual(extractDecisions('', 'keep the car for now, I know the bike is faster but it rains a lot'), []);
});

test('found by hand (batches eu1, cjk1): German, Spanish, French, Japanese and Chinese forms of what is used now and what was weighed', () => {
  expectOptionsEach([
    ['Die PDF-Rechnungen rendern wir jetzt mit Gotenberg als Sidecar statt mit dem Puppeteer-Skript im API-Container.', [['Puppeteer-Skript']]],
    ['Für die Feature-Flags habe ich OpenFeature mit dem flagd-Provider eingerichtet. LaunchDarkly war die andere Option, aber bei 40k MAU wären das etwa 1.100 $ im Monat gewesen.', [['LaunchDarkly']]],
    ['Las facturas en PDF ahora se generan con Gotenberg como sidecar en lugar del script de Puppeteer. Puppeteer metía un Chromium de 280 MB en la imagen de la API.', [['Puppeteer']]],
    ['Les jetons de session sont stockés dans un cookie HttpOnly, pas dans le localStorage : tout script de la page peut lire le localStorage.', [['localStorage']]],
    ["Pour le géocodage, on utilise Nominatim sur notre propre serveur. L'API Google Geocoding interdit de garder les résultats plus de 30 jours.", [['Google Geocoding']]],
    ['セッショントークンは localStorage ではなく HttpOnly Cookie に保存します。localStorage はページ上のどのスクリプトからも読めてしまうためです。', [['localStorage']]],
    ['フィーチャーフラグは OpenFeature と flagd プロバイダーで構成しました。LaunchDarkly も候補でしたが、40k MAU だと月 1,100 ドルほどかかります。', [['LaunchDarkly']]],
    ['マイグレーションは引き続き Alembic を使います。Atlas は宣言的なスキーマが使えますが、既存の 212 個のマイグレーションをすべて書き直す必要があります。', [['Atlas']]],
    ['发票 PDF 现在由作为 sidecar 运行的 Gotenberg 生成，不再用 API 容器里的 Puppeteer 脚本。', [['Puppeteer']]],
    ['迁移继续用 Alembic。Atlas 虽然支持声明式 schema，但 212 个现有迁移都得重写。', [['Atlas']]],
    ['地理编码改用自建的 Nominatim，因为 Google Geocoding API 不允许把结果保存超过 30 天。', [['Google Geocoding API']]],
  ]);
  assert.equal(extractDecisions('請求書の PDF は Puppeteer のスクリプトではなく、サイドカーの Gotenberg で生成するようにしました。')[0]?.kind, 'decision');
  decidesNothing([
    'Die Tests rendern wir jetzt mit dem neuen Snapshot-Format; ich habe die 14 alten Snapshots aktualisiert.',
    'Puppeteer のバージョンを 22 に上げました。テストはすべて通っています。',
    '我看了一下日志，worker 因为内存不足重启了三次。',
  ]);
});

test('found by hand (batch a2): "The stdlib `logging` formatter can\'t …", a name that "would be free to self-host, but …", "X was 67 KB of the bundle", a tool "its author deprecated … in favour of …"', () => {
  expectOptionsEach([
    ["Logging: structlog with JSON output in production. The stdlib `logging` formatter can't attach the request id without a custom filter in every module, and loguru replaces the root logger, which broke Sentry's integration when we tried it last year.", [['logging formatter', 'loguru']]],
    ["Error tracking stays on Sentry. GlitchTip speaks the same protocol and would be free to self-host, but we'd be the ones patching it, and Sentry's performance tracing is what the mobile team actually uses.", [['GlitchTip']]],
    ['Analytics stays on PostHog Cloud. Umami would be cheaper, but it has no funnels, and product asks for them every week.', [['Umami']]],
    ['1. Replaced `moment` with `date-fns` across the dashboard. moment was 67 KB of the bundle and is in maintenance mode.', [['moment']]],
    ["Authentication is handled by Better Auth now. We had Lucia, but its author deprecated it as a library in favour of a guide, so there won't be security releases.", [['Lucia']]],
  ]);
  decidesNothing([
    'The author of `node-sass` deprecated it in favour of Dart Sass in 2020.',
    "Both Cloud Run and Fly Machines would be cheaper than the current VM, but I haven't measured cold starts yet.",
    "lodash was 71 KB of the bundle before tree-shaking; with the per-method imports it's down to 4 KB.",
  ]);
});

test('found by hand (prompts pr2, batches eu2, cjk2): a part put "back to" a name; German, Spanish, French, Japanese and Chinese forms of a part kept, a name decided against, what it would cost', () => {
  assert.deepEqual(promptOptions('no, revert the logger back to structlog, loguru broke the Sentry integration last time'), ['loguru']);
  assert.deepEqual(promptOptions('please put the sessions back to Redis, Postgres is too slow for this'), ['Postgres']);
  expectOptionsEach([
    ['Als Tile-Server nehmen wir Martin. pg_tileserv war im Benchmark um den Faktor 2,6 langsamer und kann keine Tabellen zu einer Kachel kombinieren.', [['pg_tileserv']]],
    ['Fehler-Tracking bleibt bei Sentry. GlitchTip wäre selbst gehostet kostenlos, aber wir müssten es selbst patchen.', [['GlitchTip']]],
    ['Wir haben uns gegen Kafka entschieden: für 200 Events am Tag wäre das ein ganzer Cluster.', [['Kafka']]],
    ['El logging ahora usa structlog con salida JSON. loguru reemplaza el logger raíz y rompió la integración con Sentry el año pasado.', [['loguru']]],
    ['Le serveur de tuiles est Martin plutôt que pg_tileserv : Martin sert la couche des parcelles à 2 400 req/s contre 900.', [['pg_tileserv']]],
    ['On garde Alembic pour les migrations. Atlas apporterait des schémas déclaratifs, mais il faudrait réécrire les 212 migrations existantes.', [['Atlas']]],
    ["Pour l'authentification, on est passés à Better Auth. Lucia n'aura plus de correctifs de sécurité depuis que son auteur l'a abandonné.", [['Lucia']]],
    ['ログは structlog で JSON 出力にしました。loguru はルートロガーを置き換えてしまい、去年 Sentry の連携が壊れました。', [['loguru']]],
    ['认证改成了 Better Auth。Lucia 的作者已经不再维护它了。', [['Lucia']]],
  ]);
  decidesNothing([
    '排查的时候我把日志级别改成了 DEBUG，现在已经改回 INFO。',
    'デバッグのために一時的に LOG_LEVEL を DEBUG で出力にしました。もう戻してあります。',
    'Das Deployment bleibt heute Abend bei Schritt drei stehen, bis die Migration durch ist.',
  ]);
});

test('found by hand (batch a3): a way tried first, then the way taken measured in the next sentence; "didn\'t go the X route; …"; a name that "wants its own Kubernetes cluster"', () => {
  expectOptionsEach([
    ['I first tried building the CSV in memory with `json2csv`, but a 400k-row report pushed the API pod to 1.6 GB and it got OOM-killed. Streaming keeps it flat at about 90 MB.', [['building the CSV in memory with json2csv']]],
    ["Short version: we're on Postgres 16 now. I didn't go the logical-replication route; it would have needed every table to have a primary key, and 11 of our audit tables don't.", [['logical-replication route']]],
    ["For the ML feature store I set up Feast with Redis as the online store and BigQuery as the offline one. Tecton would have given us managed backfills, but its minimum contract is well above this year's budget, and Hopsworks wants its own Kubernetes cluster.", [['Tecton', 'Hopsworks']]],
  ]);
  decidesNothing([
    "I didn't go the debugger route; a log line in the retry loop showed the problem in one run.",
    "I first tried reproducing it with the staging data, but the bug only shows up with production's timezone settings. Running it with TZ=Asia/Tokyo reproduces it every time.",
  ]);
});

test('found by hand (batch a4): an option said back ("Those MERGEs", "the hand-taken ones") is the one named before, with the reason; "three releases out of date"', () => {
  assert.deepEqual(rejected('Migrations for the analytics warehouse are handled by dbt snapshots now, instead of the hand-written MERGE statements. Those MERGEs had drifted from the source schema twice this quarter without anyone noticing.'), [
    { option: 'hand-written MERGE statements', reason: 'drifted from the source schema twice this quarter without anyone noticing' },
  ]);
  assert.deepEqual(rejected('Screenshots in the docs are generated by a Playwright script on every release rather than taken by hand. The hand-taken ones were three releases out of date.'), [
    { option: 'taken by hand', reason: 'were three releases out of date' },
  ]);
  // (Two names said side by side stay two.)
  expectOptionsEach([['Secrets: SOPS with age keys, committed encrypted next to the manifests. Vault was overkill for four services, and Sealed Secrets ties the ciphertext to one cluster\'s key.', [['Vault', 'Sealed Secrets']]]]);
});

test('found by hand (batch a5): a kind that "would let a client send 2x the limit", consumers that "spent most of their time in …"', () => {
  expectOptionsEach([
    ['Implemented the rate limiter as a sliding-window log in Redis (sorted sets). A fixed window would let a client send 2x the limit across a window boundary.', [['fixed window']]],
    ['Queue consumers are written in Go now. The Python consumers spent most of their time in the GIL-bound JSON decode and needed 12 pods for what 2 Go pods handle.', [['Python consumers']]],
  ]);
  decidesNothing([
    "The profile is in: the workers spent most of their time in the JSON decode, about 70% of wall time. I haven't changed anything yet.",
    'A fixed window would let a client send 2x the limit across a window boundary; a sliding window avoids that at the cost of more Redis memory. Which do you prefer?',
  ]);
});

test('found by hand (batch c1, carried): "X, not a vault we\'d run ourselves" decides, turning down "a vault" (not "a vault we"); a label with a plain word and "since" stays none', () => {
  expectOptionsEach([
    ["Secrets come from AWS Secrets Manager, not a vault we'd run ourselves.", [['a vault']]],
    ["Hosting: Vercel, not a server we'd have to patch ourselves.", [['a server']]],
  ]);
  decidesNothing(['Status: Done, since the tests pass on CI now.', 'Release day: Tuesday, since the deploy freeze ends Monday night.', "We eat at the canteen, not a restaurant we'd pay for ourselves."]);
});

test('found by hand (prompts pr3): a tool turned down in German, Spanish, French, Japanese and Chinese prompts, with what is enough or why; "kein Problem, …" no decision', () => {
  expectPromptOptions([
    ['bitte kein Redux hier, Zustand reicht für drei Stores', ['Redux']],
    ['no añadas lodash, solo necesitamos dos funciones', ['lodash']],
    ['pas de Redux, Zustand suffit', ['Redux']],
    ["utilise plutôt structlog, loguru a cassé l'intégration Sentry", ['loguru']],
    ['Redux は使わないで、Zustand で十分です', ['Redux']],
    ['不要用 Redux，Zustand 就够了', ['Redux']],
    ['日志换回 structlog，loguru 把 Sentry 集成搞坏了', ['loguru']],
  ]);
  promptsDecideNothing(['kein Problem, ich mache das morgen fertig', 'keine Eile, die Tests laufen noch', 'kein Stress, Montag reicht auch', "prends plutôt le train, l'avion est trop cher"]);
});
