// Training of the learned narration check (src/capture/narration.ts): the examples, from the phrasing sets the
// capture rules were tuned on (never the held-out ones), and an L2-regularised logistic regression. Deterministic:
// the same sets and strength give the same weights (a test holds the shipped file to it).
import { narrationFeatures, type NarrationModel } from '../../src/capture/narration.ts';
import { asRead } from '../../src/capture/prose.ts';
import { PHRASING_SETS, readPhrasing } from './phrasing.ts';

export interface Example {
  set: string;
  features: string[];
  decision: boolean;
}

/** Where a sentence's reason or aside begins ("…, because …", "…; …", "… — …", "…: …"). */
const REASON_CUT = /\s*(?:[;:—–]|,?\s+(?:because|since|as|so that|so|which|to keep|to avoid)\b)/i;
/**
 * A sentence and, when it gives a reason or an aside, the sentence cut before it: most decisions in the sets say
 * why and most narrations say what for, so a model trained on whole sentences alone takes a short decision
 * ("Switched the logger to pino.") for narration. The cut copy teaches it that the reason is not what tells them apart.
 */
function withCut(text: string): string[] {
  const m = REASON_CUT.exec(text);
  const head = m && m.index > 0 ? text.slice(0, m.index).trim() : '';
  return head.split(/\s+/).length >= 4 ? [text, `${head}.`] : [text];
}

/** The training examples: every sentence of the tuned sets as the rules read it (`asRead`), and its copy cut before its reason. */
export const trainingExamples = (): Example[] =>
  PHRASING_SETS.filter((s) => s.tuned).flatMap((s) =>
    readPhrasing(s.file).flatMap((r) => withCut(asRead(r.text)).map((text) => ({ set: s.name, features: narrationFeatures(text), decision: r.decision }))),
  );

/** L2-regularised logistic regression, full-batch AdaGrad; `strength` is per example. */
export function trainNarration(data: Example[], strength: number, rounds = 400, rate = 0.5): NarrationModel {
  const w = new Map<string, number>();
  const g2 = new Map<string, number>();
  let bias = 0;
  let b2 = 0;
  for (let round = 0; round < rounds; round++) {
    const grad = new Map<string, number>();
    let gb = 0;
    for (const e of data) {
      let z = bias;
      for (const f of e.features) z += w.get(f) ?? 0;
      const err = 1 / (1 + Math.exp(-z)) - (e.decision ? 1 : 0);
      gb += err;
      for (const f of e.features) grad.set(f, (grad.get(f) ?? 0) + err);
    }
    for (const [f, g0] of grad) {
      const g = g0 / data.length + strength * (w.get(f) ?? 0);
      g2.set(f, (g2.get(f) ?? 0) + g * g);
      w.set(f, (w.get(f) ?? 0) - (rate * g) / Math.sqrt(g2.get(f)! + 1e-8));
    }
    gb /= data.length;
    b2 += gb * gb;
    bias -= (rate * gb) / Math.sqrt(b2 + 1e-8);
  }
  const weights: Record<string, number> = {};
  for (const [f, v] of [...w].sort((a, b) => a[0].localeCompare(b[0]))) if (Math.abs(v) >= 0.005) weights[f] = Math.round(v * 1000) / 1000;
  return { bias: Math.round(bias * 1000) / 1000, threshold: 0, adds: 1, strength, weights };
}
