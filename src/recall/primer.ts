import type { Store } from '../store/store.ts';
import { fitBlock, packPolicy, type RecallItem, type RecallOptions, type RecallResult, DEFAULT_RECALL } from './recall.ts';
import { BLOCK_HEADER } from './render.ts';
import { packStanding } from './standing.ts';
import { estimateTokens } from './tokens.ts';

/**
 * The block for a session that starts with no prompt to search with (Cursor's
 * sessionStart in a new chat): the category slots, then the standing
 * memories, best first, within the budget and the item limit. Nothing
 * standing → only the slots; nothing at all → ''.
 */
export function primer(store: Store, options: Pick<RecallOptions, 'budget' | 'limit' | 'filters' | 'categories' | 'categoryShare' | 'branch'> = {}): RecallResult {
  const budget = options.budget ?? DEFAULT_RECALL.budget;
  const limit = options.limit ?? DEFAULT_RECALL.limit;
  const policy = packPolicy(options, budget);
  const block = { lines: [] as string[], items: [] as RecallItem[] };
  packStanding(store, options.filters, block, estimateTokens(BLOCK_HEADER) + 1 + policy.tokens, budget, limit, options.branch ?? null);
  return fitBlock(block.lines, block.items, policy.lines, budget);
}
