import assert from 'node:assert/strict';
import { test } from 'node:test';
import { extractDecisions } from '../../src/capture/extract.ts';
import { responseRuleDecisions } from '../../src/capture/heuristics.ts';
import { modelOption, optionCandidates } from '../../src/capture/option-model.ts';
import shipped from '../../src/capture/option-weights.json' with { type: 'json' };
import { trainNarration } from '../../scripts/bench/narration-train.ts';
import { OPTION_STRENGTH, optionExamples } from '../../scripts/bench/option-train.ts';
import { PHRASING_SETS } from '../../scripts/bench/phrasing.ts';

test('the shipped option finder is what its trainer gives on the tuned sets, and no held-out set is among them', () => {
  const examples = optionExamples();
  const heldOut = new Set(PHRASING_SETS.filter((s) => !s.tuned).map((s) => s.name));
  assert.ok(!examples.some((e) => heldOut.has(e.set)), 'trained on a held-out set');
  const model = trainNarration(examples, OPTION_STRENGTH);
  // Its candidates are cut as capture cuts options (options.ts): a change there changes them. Retrain with
  // `node --import tsx scripts/train-options.ts --write`.
  assert.equal(model.bias, shipped.bias, 'retrain: node --import tsx scripts/train-options.ts --write');
  assert.deepEqual(model.weights, shipped.weights, 'retrain: node --import tsx scripts/train-options.ts --write');
  assert.ok(shipped.adds > 0.5 && shipped.adds < 1);
});

test('candidates: what follows a word of contrast, and the first words of a later clause', () => {
  const options = optionCandidates('We settled on Fastify for the API server; Express was noticeably slower in our load test.').map((c) => c.option);
  assert.ok(options.includes('Express'), options.join(' | '));
  assert.ok(optionCandidates('Builds are cached in S3 rather than in Redis.').some((c) => c.option === 'Redis' && c.features.includes('k:cue:rather than')));
});

test('a decision no rule reads an option in takes the one the finder is sure of; one that sets nothing against its choice takes none', () => {
  const text = 'We settled on Fastify for the API server; Express was the slower of the two in our load test.';
  assert.deepEqual(responseRuleDecisions(text)[0].decision?.rejected, [], 'no rule reads the option');
  assert.equal(modelOption(text), 'Express');
  assert.deepEqual(extractDecisions(text)[0].decision?.rejected, [{ option: 'Express' }]);
  // Nothing set against the choice: no option.
  assert.deepEqual(extractDecisions('I chose Postgres for the main database because the team knows it well.')[0].decision?.rejected, []);
  assert.deepEqual(extractDecisions('We went with a monorepo so that the shared types live in one place.')[0].decision?.rejected, []);
  // What a rule reads stays as the rule read it (with its reason).
  assert.deepEqual(extractDecisions('I went with Vitest over Jest because it shares the Vite config.')[0].decision?.rejected, [{ option: 'Jest', reason: 'it shares the Vite config' }]);
});
