import { extractExplicit, type Captured } from './explicit.ts';
import { extractConventions, extractHeuristic } from './heuristics.ts';

const MARKED = /^\s*(?:[-*]\s*)?(?:\*\*)?(?:decision|rejected|convention|remember)(?:\*\*)?\s*[:：]/i;

/**
 * Everything worth keeping from one turn: lines marked on purpose
 * (`Decision:`…) first, then decisions found in the rest of the response,
 * then conventions the user stated in their prompt.
 */
export function extractDecisions(response: string, userPrompt?: string): Captured[] {
  const explicit = extractExplicit(response);
  const unmarked = response.split(/\r?\n/).filter((l) => !MARKED.test(l)).join('\n');
  const found = [...explicit, ...extractHeuristic(unmarked), ...(userPrompt ? extractConventions(userPrompt) : [])];
  const seen = new Set<string>();
  return found.filter((c) => !seen.has(c.content) && seen.add(c.content));
}
