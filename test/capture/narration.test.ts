import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDecisions } from '../../src/capture/extract.ts';
import { extractHeuristic } from '../../src/capture/heuristics.ts';
import { decisionProbability, isNarration, narrationFeatures } from '../../src/capture/narration.ts';
import shipped from '../../src/capture/narration-weights.json' with { type: 'json' };
import { trainingExamples, trainNarration } from '../../scripts/bench/narration-train.ts';
import { PHRASING_SETS } from '../../scripts/bench/phrasing.ts';

test('features read names and numbers as their class, so the model learns how a sentence is said', () => {
  const f = narrationFeatures('I picked Vite over Webpack 5 because cold starts matter.');
  for (const feature of ['^i', '^i picked', 'picked NAME', 'NAME over', 'over NAME', 'NAME NUM', 'because']) assert.ok(f.includes(feature), feature);
  assert.ok(!f.some((x) => /webpack|vite/i.test(x)), 'no tool name is a feature');
  // The first word is read as said, even when capitalised; "I" is always "i".
  assert.ok(narrationFeatures('Switched the logger to pino.').includes('^switched the'));
});

test('the shipped weights are what the trainer gives on the tuned sets, and no held-out set is among them', () => {
  const examples = trainingExamples();
  const heldOut = new Set(PHRASING_SETS.filter((s) => !s.tuned).map((s) => s.name));
  assert.ok(heldOut.size >= 6);
  assert.ok(!examples.some((e) => heldOut.has(e.set)), 'trained on a held-out set');
  const model = trainNarration(examples, shipped.strength);
  assert.equal(model.bias, shipped.bias);
  assert.deepEqual(model.weights, shipped.weights);
  assert.ok(shipped.threshold > 0 && shipped.threshold < 0.5);
});

// Sentences from no phrasing set. Each narration below is taken for a decision by the rules alone and
// vetoed by the model; each decision is kept.
const narrations = [
  'I picked the Firefox profile for this check because the Chrome one has extensions that interfere.',
  'I went with a plain for-loop here instead of reduce so the debugger can step through it.',
];
const decisions = [
  'We chose Temporal over a cron-based scheduler because retries and timeouts come built in.',
  'I went with Drizzle instead of Prisma, since Prisma needs a binary engine that breaks on Alpine.',
  'Switched the image CDN to Cloudflare Images; imgix pricing doubled this year.',
  'Decided to keep session state in Redis rather than in JWTs, so we can revoke a session at once.',
  'We will use OpenTelemetry for tracing instead of the vendor SDK.',
];

test('a narrated step the rules take for a decision is not captured; decisions in the same words are', () => {
  for (const text of narrations) {
    assert.equal(extractHeuristic(text).length, 1, `the rules alone take it: ${text}`);
    assert.ok(isNarration(text), text);
    assert.deepEqual(extractDecisions(text), [], text);
  }
  for (const text of decisions) {
    assert.ok(decisionProbability(text) > 0.75, text);
    assert.equal(extractDecisions(text)[0]?.kind, 'decision', text);
  }
});

test('the check runs on what the rules took, not on marked lines or the prompt', () => {
  // A narrated step marked "Decision:" on purpose is kept: the agent said it is one.
  const marked = `Decision: ${narrations[0]}`;
  assert.equal(extractDecisions(marked)[0]?.kind, 'decision');
  // A reply with a narration and a decision keeps the decision only.
  const reply = `${narrations[1]}\n\n${decisions[0]}`;
  assert.deepEqual(
    extractDecisions(reply).map((c) => c.content),
    [decisions[0]],
  );
});

test('a team\'s call and Japanese text are not read by the check, which learned from agents\' English', () => {
  // The check alone takes these for narration; as a team's decision they are kept.
  const team = 'We decided to run the migration in the release pipeline.';
  assert.ok(isNarration(team), 'the model alone vetoes it');
  assert.equal(extractDecisions(team)[0]?.kind, 'decision');
  const ja = 'ローカルのキャッシュにはSQLiteを採用することにした。LevelDBはネイティブビルドが増えるので見送った。';
  assert.equal(extractDecisions(ja)[0]?.kind, 'decision');
});

test('a narrated step right after a decision is not taken into it, nor is what it did "rather than" an option', () => {
  const reply =
    'Went with BullMQ on the existing Redis instead of SQS: we already run Redis, and SQS would add IAM setup for local development.\n' +
    "I then opened worker.ts in the editor rather than printing it and set the concurrency to 4 for my local run so my laptop doesn't swap.";
  const [d, ...rest] = extractDecisions(reply);
  assert.equal(rest.length, 0);
  assert.equal(d.content, 'Went with BullMQ on the existing Redis instead of SQS: we already run Redis, and SQS would add IAM setup for local development.');
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['SQS']);
  // A rejection said after the decision still joins it.
  const [joined] = extractDecisions("I'll go with esbuild for bundling. Webpack was rejected because its config is heavy.");
  assert.deepEqual(joined.decision?.rejected?.map((r) => r.option), ['Webpack']);
});

test('a file or path is read as such, apart from a tool\'s name', () => {
  const f = narrationFeatures('I opened worker.ts and src/api before choosing Next.js.');
  assert.ok(f.includes('opened FILE') && f.includes('choosing NAME'), f.join('|'));
});

test('an aside after the last dash does not tip a decision into narration; a narrated step with one is still vetoed', () => {
  const text =
    'I went with a single docker-compose file with profiles rather than three separate compose files; keeping three files in sync was already failing — the test one was missing the new queue.';
  // The check alone reads the whole of it as narration, and the part before the aside as a decision.
  assert.ok(isNarration(text), 'the whole reads as narration');
  const [d] = extractDecisions(text);
  assert.equal(d?.kind, 'decision');
  assert.deepEqual(d.decision?.rejected?.map((r) => r.option), ['three separate compose files']);
  // Read both ways as narration, a step with an aside is still no decision.
  for (const step of narrations) assert.deepEqual(extractDecisions(`${step.replace(/\.$/, '')} — the log showed it.`), [], step);
});
