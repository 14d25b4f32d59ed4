import { queryTerms } from '../search/fts-query.ts';
import type { Memory } from '../types.ts';

// Word overlap between a prompt and a memory, for `recall.minOverlap`: a
// memory that only shares words with the prompt (its meaning is not close
// enough) must hold a share of the prompt's distinct terms, or two of them.
// At the default 0.25, one shared word is enough for a prompt of up to four
// terms, not for a longer one. Measured in scripts/gate-lab.ts
// (docs/benchmarks.md, "Precision"): off-topic prompts to a store of
// decisions get 1.60 items instead of 3.73, and block evidence is a tie. A
// decision whose rejected option the prompt names again always counts (recall.ts).

/**
 * One common ending off, so that "release", "releases" and "released" meet (as
 * "releas"), "deploys" and "deploy", "memories" and "memory"; "class" keeps its
 * "ss". FTS5's Porter stemmer does more; this only has to agree with itself.
 */
export const crudeStem = (word: string): string => word.replace(/ies$/, 'y').replace(/(?:ing|edly|ed|ly|es|e|(?<!s)s)$/, '');

/** The prompt's distinct terms (queryTerms of the prompt), stemmed as `overlapHolds` compares them. */
export function promptStems(promptTerms: Iterable<string>): string[] {
  return [...new Set([...promptTerms].map(crudeStem))];
}

/** True when the memory (content and search-only context) holds ≥ `minShare` of the prompt's terms, or two of them. */
export function overlapHolds(stems: string[], memory: Pick<Memory, 'content' | 'context'>, minShare: number): boolean {
  if (stems.length === 0) return true;
  const words = new Set(queryTerms(`${memory.content} ${memory.context ?? ''}`, 100_000).map(crudeStem));
  let matched = 0;
  for (const t of stems) if (words.has(t)) matched++;
  return matched >= 2 || matched >= minShare * stems.length;
}
