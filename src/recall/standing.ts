import type { Store } from '../store/store.ts';
import type { Filters, Memory, Tier } from '../types.ts';
import { FLAGGED_TAG } from './poison.ts';
import type { RecallItem } from './recall.ts';
import { renderItem } from './render.ts';
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

/** Adds the standing memories not in `items` yet to a block being packed (`used`: its tokens so far), best first, within the budget and the item limit. */
export function packStanding(
  store: Store,
  filters: Filters | undefined,
  block: { lines: string[]; items: RecallItem[] },
  used: number,
  budget: number,
  limit: number,
  branch: string | null = null,
): void {
  const taken = new Set(block.items.map((i) => i.id));
  for (const m of standingMemories(store, filters)) {
    if (block.items.length >= limit) break;
    if (taken.has(m.id)) continue;
    const line = renderItem(m, [], branch);
    const cost = estimateTokens(line) + 1;
    if (used + cost > budget) continue;
    used += cost;
    block.lines.push(line);
    block.items.push({ id: m.id, ref: m.ref, score: 0, tier: m.tier, kind: m.kind, agent: m.agent, tokens: cost, standing: true });
  }
}
