import type { Store } from '../store/store.ts';
import type { Filters, Memory, Tier } from '../types.ts';
import { FLAGGED_TAG } from './poison.ts';
import { fitBlock, packPolicy, type RecallItem, type RecallOptions, type RecallResult, DEFAULT_RECALL } from './recall.ts';
import { BLOCK_HEADER, renderItem } from './render.ts';
import { estimateTokens } from './tokens.ts';

const TIER_ORDER: Record<Tier, number> = { T0: 0, T1: 1, T2: 2, T3: 3 };
/** How many of each kind of standing memory are read before ordering (the newest). */
const READ = 100;

/**
 * The memories that stand without a prompt: permanent and long-lived ones
 * (T0, T1), decisions and conventions — by tier, then importance, then last
 * use. Flagged memories never; archived and superseded ones are not listed.
 */
export function standingMemories(store: Store, filters: Filters = {}): Memory[] {
  const byId = new Map<string, Memory>();
  for (const f of [{ tier: 'T0' as const }, { tier: 'T1' as const }, { kind: 'decision' }, { kind: 'convention' }]) {
    for (const m of store.list({ ...filters, ...f }, { limit: READ })) if (!m.tags.includes(FLAGGED_TAG)) byId.set(m.id, m);
  }
  const lastUse = (m: Memory) => Math.max(m.last_accessed_at ?? 0, m.updated_at);
  return [...byId.values()].sort((a, b) => TIER_ORDER[a.tier] - TIER_ORDER[b.tier] || b.importance - a.importance || lastUse(b) - lastUse(a));
}

/**
 * The block for a session that starts with no prompt to search with (Cursor's
 * sessionStart in a new chat): the category slots, then the standing
 * memories, best first, within the budget and the item limit. Nothing
 * standing → only the slots; nothing at all → ''.
 */
export function primer(store: Store, options: Pick<RecallOptions, 'budget' | 'limit' | 'filters' | 'categories' | 'categoryShare'> = {}): RecallResult {
  const budget = options.budget ?? DEFAULT_RECALL.budget;
  const limit = options.limit ?? DEFAULT_RECALL.limit;
  const policy = packPolicy(options, budget);
  let used = estimateTokens(BLOCK_HEADER) + 1 + policy.tokens;
  const lines: string[] = [];
  const items: RecallItem[] = [];
  for (const m of standingMemories(store, options.filters)) {
    if (items.length >= limit) break;
    const line = renderItem(m);
    const cost = estimateTokens(line) + 1;
    if (used + cost > budget) continue;
    used += cost;
    lines.push(line);
    items.push({ id: m.id, ref: m.ref, score: 0, tier: m.tier, kind: m.kind, agent: m.agent, tokens: cost });
  }
  return fitBlock(lines, items, policy.lines, budget);
}
