import { crudeStem, ftsString, queryTerms } from '../search/fts-query.ts';
import type { Store } from '../store/store.ts';
import type { Memory } from '../types.ts';

// Word overlap between a prompt and a memory, for `recall.minOverlap`: a
// memory that only shares words with the prompt (its meaning is not close
// enough) must hold a share of the prompt's distinct terms, or words that
// weigh at least RARE_WORDS words found in a single memory — each word
// weighted by how rare it is in the store (its IDF, as BM25 weighs it). Until
// 2026-11-30 that was "or two of its terms": a long prompt (a pasted error, an
// ADR's context) then pulled in every memory sharing two everyday words with
// it; two words the store rarely uses still count. At the default 0.25, one
// shared word is enough for a prompt of up to four terms. Measured in
// scripts/gate-lab.ts and scripts/overlap-lab.ts (docs/benchmarks.md,
// "Precision"). A decision whose rejected option the prompt names again
// always counts (recall.ts).

// A memory created in a period the prompt names ("in October 2023") counts the
// words that name it as shared (recall.ts): the date is the memory's, not in
// its text (measured: LoCoMo block evidence with the gate 0.828 → 0.831, gate
// off 0.832; another conversation's questions 7.88 → 7.94 items).

/** What the shared words of a long prompt must weigh, in words found in one memory of the store. */
export const RARE_WORDS = 2;

/**
 * A block of word matches needs an anchor: one relevant memory that holds this
 * share of the prompt's terms, or whose cosine reaches ANCHOR_COSINE — injected
 * or left out by the budget (the question is whether the store holds something
 * clearly about the prompt). Otherwise every item came in on rare words of a
 * long prompt or a middling cosine, and recall prints nothing (measured: long
 * off-topic prompts 2.10 → 0.35 items, no evidence lost on any set;
 * docs/benchmarks.md, "Precision").
 */
export const ANCHOR_SHARE = 0.2;
export const ANCHOR_COSINE = 0.55;

/**
 * A memory found by words alone must also be close in meaning (`recall.minWordCosine`, its cosine with
 * the prompt) unless it holds this share of the prompt's terms: a word shared by texts about different
 * things ("health" in "add a health check endpoint to the API" and in a chat about a doctor's visit) is no
 * evidence, while a memory that holds half the prompt's words is about it whatever the model says.
 * Measured with scripts/word-cosine-lab.ts (docs/benchmarks.md, "Words shared, meaning far").
 */
export const WORD_SHARE = 0.5;

/** Document frequencies are read on the most recent memories: a bounded cost at any store size. */
export const DF_WINDOW = 2000;


/**
 * Words that ask for work rather than name a topic: "add structured logs to
 * the refund flow" is about logs, not about adding. They neither count as
 * shared nor dilute the share of a coding prompt's words (search still reads
 * them). "use" is one: every "Decision: use X" holds it. Measured with
 * scripts/gate-lab.ts and overlap-lab.ts (docs/benchmarks.md, "Coding
 * prompts"): no evidence lost on the shared sets (one ADR title lost, one ADR
 * Context gained); off-topic prompts to the ADR store 1.57 → 1.40 items, and
 * 1.00 once "run" joined (with `recall.minScoreShare` on). "handle", "improve", "get", "do" joined later
 * ("how should we handle global state?" brought the "date handling" decision): word-cosine-lab's evidence
 * figures the same on every set, another conversation's questions 7.47 → 7.44 items.
 */
const TASK_WORDS = new Set(
  `add adding create creating write writing make making implement implementing fix fixing update updating change changing
  refactor refactoring remove removing delete deleting rename renaming move moving set setting use using need needs want
  try help start show check look give put new let lets going go run running handle handling improve improving get getting do doing`.split(/\s+/).filter(Boolean).map((w) => crudeStem(w)),
);

/**
 * Numbers of one or two digits: list markers, line and column numbers, small
 * counts. Shared, they say nothing of what a memory is about (a stack trace's
 * "12" and "3" are in every numbered list), so like task words they neither
 * count nor dilute; search still reads them, and "5432" or "2024" count.
 */
const SMALL_NUMBER = /^[0-9]{1,2}$/;

/** The prompt's terms the overlap rules compare: its task words and small numbers left out, unless it has nothing else. */
function topicalStems(promptTerms: Iterable<string>): string[] {
  const stems = [...promptTerms].map(crudeStem);
  const topical = stems.filter((s) => !TASK_WORDS.has(s) && !SMALL_NUMBER.test(s));
  return topical.length ? topical : stems;
}

/** The prompt's distinct terms, stemmed as `overlapHolds` compares them, with their IDF; `unit`: the IDF of a word in one memory. */
export interface PromptWeights {
  stems: Map<string, number>;
  unit: number;
}

/**
 * Each of the prompt's terms, crudely stemmed, weighted by its BM25 IDF in the
 * store (document frequency on the last DF_WINDOW memories); a term the store
 * does not hold weighs what a term in one memory does.
 */
export function promptWeights(store: Store, promptTerms: Iterable<string>): PromptWeights {
  const topical = new Set(topicalStems(promptTerms));
  const terms = [...new Set(promptTerms)].filter((t) => topical.has(crudeStem(t)));
  const { docs, counts } = store.termDocs(terms.map(ftsString), DF_WINDOW);
  const idf = (df: number) => Math.log((docs - df + 0.5) / (df + 0.5) + 1);
  const stems = new Map<string, number>();
  terms.forEach((t, i) => {
    const stem = crudeStem(t);
    stems.set(stem, Math.max(stems.get(stem) ?? 0, idf(Math.max(1, counts[i]))));
  });
  return { stems, unit: idf(1) };
}

/** The distinct stems of the prompt's terms (no store access: what the anchor rule needs). */
export const promptStems = (promptTerms: Iterable<string>): Set<string> => new Set(topicalStems(promptTerms));

/** A memory's words (content and search-only context), stemmed as the prompt's are: what both rules compare with. */
export const memoryStems = (memory: Pick<Memory, 'content' | 'context'>): Set<string> =>
  new Set(queryTerms(`${memory.content} ${memory.context ?? ''}`, 100_000).map(crudeStem));

/** The share of the prompt's stems a memory's words (`memoryStems`) hold. */
export function sharedShare(stems: Set<string>, words: Set<string>): number {
  if (stems.size === 0) return 1;
  let matched = 0;
  for (const t of stems) if (words.has(t)) matched++;
  return matched / stems.size;
}

/** True when a memory's words (`memoryStems`) hold ≥ `minShare` of the prompt's terms, or terms weighing ≥ RARE_WORDS words found in one memory. */
export function overlapHolds(prompt: PromptWeights, words: Set<string>, minShare: number): boolean {
  if (prompt.stems.size === 0) return true;
  let matched = 0;
  let weight = 0;
  for (const [stem, idf] of prompt.stems) {
    if (!words.has(stem)) continue;
    matched++;
    weight += idf;
  }
  return matched >= minShare * prompt.stems.size || weight >= RARE_WORDS * prompt.unit;
}
