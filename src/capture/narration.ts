import shipped from './narration-weights.json' with { type: 'json' };
import { lazyWeights } from './weights.ts';

/**
 * A learned check on what the capture rules took for a decision: a logistic model over a sentence's words and
 * word pairs that tells a project decision ("Settled on Zod for request validation; Joi doesn't infer types")
 * from an agent narrating one step of its work in the words of a choice ("I picked the failing test with the
 * shortest stack trace to start debugging"). It reads a sentence as the rules read it (no list marker, bold or
 * code backticks: `asRead` in prose.ts); files, names and numbers are read as their class (FILE, NAME, NUM),
 * so the model learns how a sentence is said, not which tools it names. Trained by `scripts/train-narration.ts` on
 * the phrasing sets the rules were tuned on (never the held-out ones; bench/phrasing, written for Engrim under its
 * licence); see docs/benchmarks.md.
 */
export interface NarrationModel {
  bias: number;
  /** A decision is vetoed when its probability of being one falls below this. */
  threshold: number;
  /**
   * A sentence no capture rule took is taken for a decision when its probability reaches this (and it passes
   * model-decides.ts's tests); chosen out of fold on the tuned sets by scripts/train-narration.ts.
   */
  adds: number;
  /** The L2 strength it was trained with (provenance: the trainer reproduces the weights from it). */
  strength: number;
  weights: Record<string, number>;
}

/** The shipped model (src/capture/narration-weights.json), read on first use. */
export const shippedModel = lazyWeights<NarrationModel>(shipped);

const TOKEN = /[\p{L}][\p{L}\p{N}'’.+#/-]*[\p{L}\p{N}+#]|[\p{L}]|\p{N}[\p{N}.,%]*|[:;—–()]/gu;

/**
 * A token's feature form: a file or path (lower-case, with an extension or a slash: "worker.ts", "src/api"), a
 * name (a capital after the first word, a dotted word, one of three dashed parts: "Next.js", "server-sent-events")
 * and a number as its class; any other word lower-cased ("date-fns" too).
 */
function tokenForm(token: string, first: boolean): string {
  if (/^[\p{Ll}_][^/]*\.[a-z]{1,5}$|\//u.test(token)) return 'FILE';
  if (/^\p{N}/u.test(token)) return 'NUM';
  if (token === 'I') return 'i';
  if (!first && /\p{Lu}/u.test(token)) return 'NAME';
  if (/[./+#]/.test(token) || /-\p{L}+-/u.test(token)) return 'NAME';
  return token.toLowerCase().replace(/’/g, "'");
}

/** The features of a sentence: its tokens' forms, adjacent pairs, and its opening word and pair. */
export function narrationFeatures(text: string): string[] {
  const forms = [...text.matchAll(TOKEN)].map((m, i) => tokenForm(m[0], i === 0));
  const out = new Set<string>();
  for (const [i, f] of forms.entries()) {
    out.add(f);
    if (i > 0) out.add(`${forms[i - 1]} ${f}`);
  }
  if (forms.length) out.add(`^${forms[0]}`);
  if (forms.length > 1) out.add(`^${forms[0]} ${forms[1]}`);
  return [...out];
}

/** The probability, by `model`, that a sentence with these features states a decision. */
export function featureProbability(features: string[], model: NarrationModel = shippedModel()): number {
  let z = model.bias;
  for (const f of features) z += model.weights[f] ?? 0;
  return 1 / (1 + Math.exp(-z));
}

/** The probability, by `model`, that a sentence states a decision. */
export function decisionProbability(text: string, model: NarrationModel = shippedModel()): number {
  return featureProbability(narrationFeatures(text), model);
}

/** Whether the model takes a captured decision for narration of the work. */
export function isNarration(text: string, model: NarrationModel = shippedModel()): boolean {
  return decisionProbability(text, model) < model.threshold;
}
