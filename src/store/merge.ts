// What a memory becomes when it is said again (an exact or near duplicate): pure, so the rule reads apart
// from the SQL that applies it (Store's mergeInto).
import type { DecisionMeta, Memory, Tier } from '../types.ts';
import type { validateInput } from './validate.ts';

/** A merged memory's search-only context stops growing here; what a restatement brings past it stays in its merge event. */
export const MERGED_CONTEXT_CHARS = 4000;

const TIER_RANK: Record<Tier, number> = { T0: 0, T1: 1, T2: 2, T3: 3 };

/**
 * The context of a memory said again: its own, then the restatement's (the prompt it answered this time,
 * the sentence before it), so either way of asking finds it; past MERGED_CONTEXT_CHARS the first stays.
 */
function unitedContext(old: string | null, added: string | null): string | null {
  if (!added) return old;
  if (!old) return added;
  return old.length + 1 + added.length <= MERGED_CONTEXT_CHARS ? `${old}\n${added}` : old;
}

/**
 * `old` said again as `v`: tags united, the higher tier and importance kept, the contexts joined; and the
 * merge event's detail, which records who said it again — with the wording when it differed
 * (`differentWording`), so nothing said is lost.
 */
export function mergedMemory(old: Memory, v: ReturnType<typeof validateInput>, differentWording: string | null) {
  const tags = [...new Set([...old.tags, ...v.tags])];
  const tier = TIER_RANK[v.tier] < TIER_RANK[old.tier] ? v.tier : old.tier;
  const importance = Math.max(old.importance, v.importance);
  // Only the lines it does not hold yet: a pick stored at the prompt and again at the response's end brings the
  // same question twice.
  const held = new Set((old.context ?? '').split('\n'));
  const newContext = v.context?.split('\n').filter((line) => line.trim() && !held.has(line)).join('\n') || null;
  const context = unitedContext(old.context, newContext);
  const detail = {
    agent: v.agent, session_id: v.session_id, turn_id: v.turn_id, tags: v.tags,
    ...(differentWording ? { content: differentWording } : {}),
    ...(newContext ? { context: newContext } : {}),
  };
  return { tags, tier, importance, context, detail };
}

/**
 * The decision of a memory that takes a fuller statement's wording: the statement's choice (or the memory's),
 * and every rejected option either gave, the memory's first; an option named again keeps its reason.
 */
export function unitedDecision(old: DecisionMeta | null, added: DecisionMeta | null | undefined): DecisionMeta | null {
  if (!old) return added ?? null;
  if (!added) return old;
  const rejected = [...(old.rejected ?? [])];
  for (const r of added.rejected ?? []) {
    const i = rejected.findIndex((o) => o.option.toLowerCase() === r.option.toLowerCase());
    if (i < 0) rejected.push(r);
    else if (!rejected[i].reason && r.reason) rejected[i] = r;
  }
  const chosen = added.chosen ?? old.chosen;
  return { ...old, ...added, ...(chosen ? { chosen } : {}), rejected };
}
