// Trains the learned narration check (src/capture/narration.ts) on the phrasing sets the capture rules were
// tuned on, never the held-out ones, and reports leave-one-set-out figures for each L2 strength and threshold.
// Usage: node --import tsx scripts/train-narration.ts [--write]
// --write: trains on every tuned set with the chosen strength and threshold and writes
// src/capture/narration-weights.json. The choice: the most narrations vetoed out of fold while at most
// MAX_LOST of the decisions are.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { featureProbability } from '../src/capture/narration.ts';
import { trainingExamples, trainNarration as train } from './bench/narration-train.ts';

const MAX_LOST = 0.02;
const STRENGTHS = [0.003, 0.01, 0.03, 0.1];
const THRESHOLDS = [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5];

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
if (process.argv.includes('--write')) {
  const model = { ...train(examples, best.strength), threshold: best.threshold };
  const file = resolve(import.meta.dirname, '../src/capture/narration-weights.json');
  writeFileSync(file, `${JSON.stringify(model)}\n`);
  console.log(`wrote ${file}: ${Object.keys(model.weights).length} weights`);
}
