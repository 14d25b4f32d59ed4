// The training examples of the learned option finder (src/capture/option-model.ts): the candidate phrases of the
// decision sentences of the phrasing sets the capture rules were tuned on (never the held-out ones), each labelled
// by whether it names an option the sentence turns down. Deterministic, as narration-train.ts.
import { optionCandidates } from '../../src/capture/option-model.ts';
import { asRead } from '../../src/capture/prose.ts';
import type { Example } from './narration-train.ts';
import { namesOption, PHRASING_SETS, readPhrasing } from './phrasing.ts';

/** The L2 strength the finder is trained with (the narration check's). */
export const OPTION_STRENGTH = 0.003;

export const optionExamples = (): Example[] =>
  PHRASING_SETS.filter((s) => s.tuned).flatMap((s) =>
    readPhrasing(s.file)
      .filter((r) => r.decision)
      .flatMap((r) => optionCandidates(asRead(r.text)).map((c) => ({ set: s.name, features: c.features, decision: r.rejected.some((e) => namesOption(c.option, e)) }))),
  );
