// Trains the learned option finder (src/capture/option-model.ts) on the phrasing sets the capture rules were tuned
// on, never the held-out ones, and chooses its bar out of fold.
// Usage: node --import tsx scripts/train-options.ts [--write]
// The examples: every candidate phrase of every decision sentence of the tuned sets, labelled by whether it names
// one of the options the sentence turns down (bench/phrasing's scorer, `namesOption`). The bar (`adds`): on the
// decisions the capture pipeline finds with no option, each set scored by a model trained on the others, the
// lowest probability of ADDS at which at most MAX_WRONG of the options taken name none the sentence turns down.
// --write: trains on every tuned set and writes src/capture/option-weights.json.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { featureProbability, type NarrationModel } from '../src/capture/narration.ts';
import { optionCandidates } from '../src/capture/option-model.ts';
import { responseDecisions } from '../src/capture/heuristics.ts';
import { asRead } from '../src/capture/prose.ts';
import { optionExamples, OPTION_STRENGTH } from './bench/option-train.ts';
import { trainNarration as train } from './bench/narration-train.ts';
import { namesOption, PHRASING_SETS, readPhrasing } from './bench/phrasing.ts';

const ADDS = [0.6, 0.7, 0.8, 0.9, 0.95];
const MAX_WRONG = 0.05;

const examples = optionExamples();
console.log(`${examples.length} candidate phrases, ${examples.filter((e) => e.decision).length} that name a turned-down option`);
const tuned = PHRASING_SETS.filter((s) => s.tuned);
// The decisions found with no option, and the model's best phrase for each (out of fold). Found with the shipped
// finder off, so what it would add is measured whatever the shipped weights are.
const off = { bias: -100, threshold: 0, adds: 2, strength: 0, weights: {} } as NarrationModel;
const scored = tuned.flatMap((set) => {
  const model = train(examples.filter((e) => e.set !== set.name), OPTION_STRENGTH);
  return readPhrasing(set.file)
    .filter((row) => row.decision)
    .flatMap((row) => {
      const found = responseDecisions(row.text, off).filter((c) => c.kind === 'decision');
      if (!found.length || found.some((c) => c.decision?.rejected?.length)) return [];
      const best = optionCandidates(asRead(row.text))
        .map((c) => ({ option: c.option, p: featureProbability(c.features, model) }))
        .sort((a, b) => b.p - a.p)[0];
      return best ? [{ ...best, right: row.rejected.some((e) => namesOption(best.option, e)) }] : [];
    });
});
let adds = 1;
for (const t of [...ADDS].reverse()) {
  const taken = scored.filter((s) => s.p >= t);
  const wrong = taken.filter((s) => !s.right).length;
  console.log(`  adds ${t}: options taken ${taken.length}, naming none turned down ${wrong}`);
  if (taken.length && wrong / taken.length <= MAX_WRONG) adds = t;
}
console.log(`chosen: adds ${adds} (${scored.length} decisions found with no option, out of fold)`);
if (process.argv.includes('--write')) {
  const model = { ...train(examples, OPTION_STRENGTH), adds };
  const file = resolve(import.meta.dirname, '../src/capture/option-weights.json');
  writeFileSync(file, `${JSON.stringify(model)}\n`);
  console.log(`wrote ${file}: ${Object.keys(model.weights).length} weights`);
}
