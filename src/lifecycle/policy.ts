import type { MemoryInput, Tier } from '../types.ts';
import { DAY } from './duration.ts';

// Retention policy: which tier a new memory gets, when it expires, and when
// repeated use promotes it. T0 is permanent reference: no TTL, never cleaned up.

export interface LifecycleConfig {
  ttlDays: Record<'T1' | 'T2' | 'T3', number>;
  /** Uses within one TTL window that promote T3 → T2 and T2 → T1 (never to T0). */
  promoteAfter: number;
  /** Active memories allowed per namespace and tier (T0 has no budget). */
  budget: Record<'T1' | 'T2' | 'T3', number>;
  /** Share of a budget at which health warns. */
  warnAt: number;
  /** Memories are flagged this many days before they expire. */
  expiryWarningDays: number;
  /** Hooks run gc at most this often. */
  gcEveryHours: number;
  /** Whole days without a recall or capture that make a pause, which gc takes out of every TTL (lifecycle.ts); 0 = calendar time. */
  pauseDays: number;
  /** Base cosine for near-duplicate merging (tier-adjusted, see dedup.ts); 0 turns it off. */
  nearDuplicate: number;
  /** Path of a CommonJS module exporting `classify(memory) → 'T0'…'T3' | undefined`; '' = off. */
  classifier: string;
}

export type Classifier = (memory: Pick<MemoryInput, 'content' | 'type' | 'kind' | 'tags' | 'agent'>) => Tier | undefined;

export const DEFAULT_LIFECYCLE: LifecycleConfig = {
  ttlDays: { T1: 365, T2: 90, T3: 30 },
  promoteAfter: 5,
  budget: { T1: 5000, T2: 10000, T3: 5000 },
  warnAt: 0.8,
  expiryWarningDays: 7,
  gcEveryHours: 6,
  pauseDays: 7,
  nearDuplicate: 0.9,
  classifier: '',
};

const TIER_NAMES = new Set(['T0', 'T1', 'T2', 'T3']);

/**
 * The tier of a new memory, in order: the caller's explicit tier; the source
 * heuristic (procedural knowledge and conventions → T1, episodic → T2); the
 * optional classifier; otherwise T2. (Categories are separate policy slots,
 * always kept: see categories.ts.)
 */
export function assignTier(input: MemoryInput, classifier?: Classifier): Tier {
  if (input.tier) return input.tier;
  if (input.type === 'procedural' || input.kind === 'convention') return 'T1';
  if (input.type === 'episodic') return 'T2';
  const chosen = classifier?.(input);
  return chosen && TIER_NAMES.has(chosen) ? chosen : 'T2';
}

export function ttlMs(tier: Tier, config: LifecycleConfig): number | null {
  return tier === 'T0' ? null : config.ttlDays[tier] * DAY;
}

/** Expiry for a memory of `tier` last used (or written) at `from`. */
export function expiryFor(tier: Tier, from: number, config: LifecycleConfig): number | null {
  const ttl = ttlMs(tier, config);
  return ttl === null ? null : from + ttl;
}

/**
 * The expiries a recall renews: each memory it found relevant to a prompt keeps a full window of its tier from
 * now, so what keeps coming up in the project's work does not expire under it. Being recalled is not a use — it
 * never promotes (a memory that matches every prompt cannot raise its own tier) — and what stands without a
 * prompt (a session's start block) renews nothing: it is shown for its tier, not for being asked about.
 */
export function recalledExpiries(items: { id: string; tier: string; standing?: true }[], config: LifecycleConfig, now: number): Map<string, number> {
  const out = new Map<string, number>();
  for (const i of items) {
    const expiry = !i.standing && TIER_NAMES.has(i.tier) ? expiryFor(i.tier as Tier, now, config) : null;
    if (expiry !== null) out.set(i.id, expiry);
  }
  return out;
}

export function promotedTier(tier: Tier): Tier {
  return tier === 'T3' ? 'T2' : tier === 'T2' ? 'T1' : tier;
}
