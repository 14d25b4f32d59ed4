// Trains the learned narration check (src/capture/narration.ts) on the phrasing sets the capture rules were
// tuned on, never the held-out ones, and reports leave-one-set-out figures for each L2 strength and threshold.
// Usage: node --import tsx scripts/train-narration.ts [--write]
// --write: trains on every tuned set with the chosen strength and thresholds and writes
// src/capture/narration-weights.json. The choices: the most narrations vetoed out of fold while at most
// MAX_LOST of the decisions are (`threshold`); then, with that strength, the lowest probability at which the
// check takes a sentence no rule took for a decision (src/capture/model-decides.ts) while, out of fold, at most
// MAX_ADDED of the tuned sets' other sentences that no rule took would be taken (`adds`).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { responseRuleDecisions } from '../src/capture/heuristics.ts';
import { modelMayRead } from '../src/capture/model-decides.ts';
import { featureProbability, narrationFeatures } from '../src/capture/narration.ts';
import { units } from '../src/capture/prose.ts';
import { trainingExamples, trainNarration as train } from './bench/narration-train.ts';
import { PHRASING_SETS, readPhrasing } from './bench/phrasing.ts';

const MAX_LOST = 0.02;
const STRENGTHS = [0.003, 0.01, 0.03, 0.1];
const THRESHOLDS = [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5];
const MAX_ADDED = 0.005;
const ADDS = [0.7, 0.75, 0.8, 0.85, 0.9, 0.95];

const examples = trainingExamples();
const sets = [...new Set(examples.map((e) => e.set))];
let best: { strength: number; threshold: number; vetoed: number } | null = null;
for (const strength of STRENGTHS) {
  // Out-of-fold probabilities: each set scored by a model trained on the others.
  const scored = sets.flatMap((held) => {
    const model = train(examples.filter((e) => e.set !== held), strength);
    return examples.filter((e) => e.set === held).map((e) => ({ e, p: featureProbability(e.features, model) }));
  });
  const decisions = scored.filter((s) => s.e.decision);
  const others = scored.filter((s) => !s.e.decision);
  const auc = decisions.reduce((n, d) => n + others.filter((o) => o.p < d.p).length + others.filter((o) => o.p === d.p).length / 2, 0) / (decisions.length * others.length);
  console.log(`strength ${strength}: out-of-fold AUC ${auc.toFixed(3)} (${decisions.length} decisions, ${others.length} others)`);
  for (const threshold of THRESHOLDS) {
    const lost = decisions.filter((d) => d.p < threshold).length / decisions.length;
    const vetoed = others.filter((o) => o.p < threshold).length / others.length;
    console.log(`  threshold ${threshold}: decisions vetoed ${(lost * 100).toFixed(1)} %, others vetoed ${(vetoed * 100).toFixed(1)} %`);
    if (lost <= MAX_LOST && (!best || vetoed > best.vetoed)) best = { strength, threshold, vetoed };
  }
}
if (!best) throw new Error(`no strength and threshold keeps the decisions vetoed at or under ${MAX_LOST * 100} %`);
console.log(`chosen: strength ${best.strength}, threshold ${best.threshold} (others vetoed out of fold ${(best.vetoed * 100).toFixed(1)} %)`);

// Sentences no rule took, in each tuned set, scored by a model trained on the other sets: a row's highest
// probability among the sentences the check may read (none: 0).
const strength = best.strength;
const untaken = PHRASING_SETS.filter((s) => s.tuned).flatMap((set) => {
  const model = train(examples.filter((e) => e.set !== set.name), strength);
  return readPhrasing(set.file)
    .filter((row) => !responseRuleDecisions(row.text).some((c) => c.kind === 'decision'))
    .map((row) => ({ decision: row.decision, p: Math.max(0, ...units(row.text).filter((u) => modelMayRead(u.text)).map((u) => featureProbability(narrationFeatures(u.text), model))) }));
});
const missed = untaken.filter((r) => r.decision);
const rest = untaken.filter((r) => !r.decision);
console.log(`sentences no rule took, out of fold: ${missed.length} decisions, ${rest.length} others`);
let adds = 1;
for (const t of ADDS) {
  const found = missed.filter((r) => r.p >= t).length;
  const added = rest.filter((r) => r.p >= t).length;
  console.log(`  adds ${t}: decisions found ${found}, others taken ${added} (${((added / rest.length) * 100).toFixed(1)} %)`);
  if (added / rest.length <= MAX_ADDED && t < adds) adds = t;
}
console.log(`chosen: adds ${adds}`);
if (process.argv.includes('--write')) {
  const model = { ...train(examples, best.strength), threshold: best.threshold, adds };
  const file = resolve(import.meta.dirname, '../src/capture/narration-weights.json');
  writeFileSync(file, `${JSON.stringify(model)}\n`);
  console.log(`wrote ${file}: ${Object.keys(model.weights).length} weights`);
}
