import { extractExplicit, LINE, markedLines, type Captured } from './explicit.ts';
import { extractConventions, extractHeuristic } from './heuristics.ts';

/**
 * Everything worth keeping from one turn: lines marked on purpose
 * (`Decision:`…) first, then decisions found in the rest of the response,
 * then conventions the user stated in their prompt.
 */
export function extractDecisions(response: string, userPrompt?: string): Captured[] {
  const lines = markedLines(response).split(/\r?\n/);
  const explicit = extractExplicit(lines);
  const unmarked = lines.filter((l) => !LINE.test(l)).join('\n');
  const found = [...explicit, ...extractHeuristic(unmarked), ...(userPrompt ? extractConventions(userPrompt) : [])];
  const seen = new Set<string>();
  return found.filter((c) => !seen.has(c.content) && seen.add(c.content));
}
