import type { Store } from '../store/store.ts';
import type { Memory, Tier } from '../types.ts';
import { DAY } from './duration.ts';
import { expiryFor, promotedTier, ttlMs, type LifecycleConfig } from './policy.ts';
import { changesValue, sameSetting, valueStatement, type ValueStatement } from './settings.ts';
import { SETTING_KINDS } from './supersede.ts';

// The lifecycle operations over a store: use (sliding TTL + promotion),
// gc (expiry and budgets, always archiving, never deleting),
// purge (the only permanent delete). Each is one transaction.
//
// What counts as a USE: a memory fetched on purpose (`engrim show`, `engrim use`,
// MCP/HTTP get) or stated again (a duplicate merged into it). Being injected by
// the recall hook is NOT a use — it is counted in `shown_count` and never
// promotes — so a memory cannot raise its own tier by matching every prompt;
// found for a prompt, it keeps a full window from then (policy.ts's `recalledExpiries`).

/** The reasons gc archives with (recorded on the archive event): what gc archived, the team did not retire. */
export const GC_REASONS = { expired: 'expired', overBudget: 'over budget' } as const;

/** Whether gc archived this memory (it expired, or was over budget) rather than a person, an import or a record's status. */
export function archivedByGc(store: Store, id: string): boolean {
  if (store.require(id).archived_at === null) return false;
  const reason = store.lastArchiveReason(id);
  return reason === GC_REASONS.expired || reason === GC_REASONS.overBudget;
}

export interface UseResult {
  id: string;
  tier: Tier;
  promotedFrom?: Tier;
  expires_at: number | null;
}

export function use(store: Store, ids: string[], config: LifecycleConfig, now = Date.now()): UseResult[] {
  return store.transaction(() =>
    ids.map((id) => {
      const rowid = store.requireRowid(id);
      const m = store.require(id);
      store.logEvent(rowid, 'use', now, null);
      let tier = m.tier;
      let promotedFrom: Tier | undefined;
      const window = ttlMs(tier, config);
      if (window !== null && tier !== 'T1') {
        // Uses count from the start of the window, or from the last promotion if later.
        const lastPromotion = (store.db.prepare("SELECT max(at) AS at FROM events WHERE rowid = ? AND kind = 'promote'").get(rowid) as { at: number | null }).at;
        const since = Math.max(now - window, lastPromotion === null ? -Infinity : lastPromotion + 1);
        const uses = (store.db.prepare("SELECT count(*) AS n FROM events WHERE rowid = ? AND kind IN ('use','merge') AND at >= ?").get(rowid, since) as { n: number }).n;
        if (uses >= config.promoteAfter) {
          promotedFrom = tier;
          tier = promotedTier(tier);
          store.logEvent(rowid, 'promote', now, `${promotedFrom}->${tier}`);
        }
      }
      const expires = expiryFor(tier, now, config);
      store.db
        .prepare('UPDATE memories SET access_count = access_count + 1, last_accessed_at = ?, tier = ?, expires_at = ? WHERE rowid = ?')
        .run(now, tier, expires, rowid);
      return { id, tier, promotedFrom, expires_at: expires };
    }),
  );
}

/**
 * Brings an archived or superseded memory back (same id, tier, vector, history). Someone asked for it, so it
 * counts as used now (its use count, its last use): gc's over-budget pass archives the least used first, and
 * would otherwise take back the memory just restored. One whose expiry has passed (gc archived it for that)
 * gets a new window from now, as a use would give it; else the next gc would archive it again at once.
 */
export function restore(store: Store, id: string, config: LifecycleConfig, now = Date.now()): Memory {
  return store.transaction(() => {
    const before = store.require(id);
    const m = store.restore(id, now);
    if (before.archived_at === null && before.superseded_by === null) return m;
    store.db.prepare('UPDATE memories SET access_count = access_count + 1, last_accessed_at = ? WHERE id = ?').run(now, id);
    const used = store.require(id);
    return used.expires_at === null || used.expires_at > now ? used : renewExpiry(store, used, config, now);
  });
}

/** A memory's expiry set to a full window of its tier from `now` (a restatement merged in, a restore); the memory as it now is. */
export function renewExpiry(store: Store, memory: Memory, config: LifecycleConfig, now: number): Memory {
  store.db.prepare('UPDATE memories SET expires_at = ? WHERE id = ?').run(expiryFor(memory.tier, now, config), memory.id);
  return store.require(memory.id);
}

/** The UTC day of a time, as the usage counters name their days. */
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/** A pause in a project's work: whole days from `from` (the last day it was worked on) to today, none of them counted. */
export interface Pause {
  from: string;
  to: string;
  days: number;
}

/**
 * The pause gc has yet to account for: at least `lifecycle.pauseDays` whole days since the project was last worked
 * on — the last day with a recall that injected something or a capture (the usage counters) — or null.
 * Memories expire after their TTL of the project's time, not the calendar's: a project left alone for three
 * months finds its T2 decisions where it left them, instead of its first turn's gc archiving them all.
 */
export function pendingPause(store: Store, config: LifecycleConfig, now = Date.now()): Pause | null {
  if (!(config.pauseDays > 0)) return null;
  const today = dayOf(now);
  const used = store.db.prepare('SELECT max(day) FROM usage WHERE day < ?').pluck().get(today) as string | null;
  // A pause accounted for already ends where it was (a gc run by hand on a day no agent worked counts it once).
  const accounted = lastPause(store)?.to;
  if (accounted && accounted >= today) return null;
  const from = [used, accounted].filter((d): d is string => !!d).sort().pop();
  if (!from) return null;
  const days = Math.round((Date.parse(today) - Date.parse(from)) / DAY) - 1;
  return days >= config.pauseDays ? { from, to: today, days } : null;
}

/** Moves every live expiry later by a pending pause's length (inside gc's transaction); the pause, or null. */
function accountForPause(store: Store, config: LifecycleConfig, now: number): (Pause & { memories: number }) | null {
  const pause = pendingPause(store, config, now);
  if (!pause) return null;
  const memories = store.db.prepare('UPDATE memories SET expires_at = expires_at + ? WHERE expires_at IS NOT NULL AND archived_at IS NULL').run(pause.days * DAY).changes;
  const accounted = { ...pause, memories };
  store.db.prepare("INSERT OR REPLACE INTO kv (key, value) VALUES ('last_pause', ?)").run(JSON.stringify(accounted));
  return accounted;
}

/** The last pause gc accounted for, with how many expiries it moved. */
function lastPause(store: Store): (Pause & { memories: number }) | null {
  const value = store.db.prepare("SELECT value FROM kv WHERE key = 'last_pause'").pluck().get() as string | undefined;
  return value ? (JSON.parse(value) as Pause & { memories: number }) : null;
}

export interface GcResult {
  expired: string[];
  overBudget: string[];
  /** A pause in the project's work that this gc accounted for: every expiry moved that many days later. */
  pause: (Pause & { memories: number }) | null;
}

/**
 * Archives expired memories, then the least valuable ones over each tier's budget. T0 is never touched. First, a
 * pause in the project's work (`pendingPause`) moves every expiry later by its length.
 */
export function gc(store: Store, config: LifecycleConfig, now = Date.now()): GcResult {
  return store.transaction(() => {
    const pause = accountForPause(store, config, now);
    const expired = store.db
      .prepare("SELECT id FROM memories WHERE expires_at IS NOT NULL AND expires_at <= ? AND archived_at IS NULL AND tier != 'T0'")
      .pluck()
      .all(now) as string[];
    for (const id of expired) {
      store.logEvent(store.requireRowid(id), 'expire', now, null);
      store.forget(id, now, GC_REASONS.expired);
    }
    const overBudget: string[] = [];
    const counts = store.db
      .prepare("SELECT namespace, tier, count(*) AS n FROM memories WHERE archived_at IS NULL AND superseded_by IS NULL AND tier != 'T0' GROUP BY namespace, tier")
      .all() as { namespace: string; tier: 'T1' | 'T2' | 'T3'; n: number }[];
    // T3 first, then T2, then T1: the least durable knowledge gives way first.
    counts.sort((a, b) => b.tier.localeCompare(a.tier));
    for (const c of counts) {
      const excess = c.n - config.budget[c.tier];
      if (excess <= 0) continue;
      const victims = store.db
        .prepare(
          `SELECT id FROM memories WHERE namespace = ? AND tier = ? AND archived_at IS NULL AND superseded_by IS NULL
           ORDER BY importance ASC, access_count ASC, coalesce(last_accessed_at, created_at) ASC LIMIT ?`,
        )
        .pluck()
        .all(c.namespace, c.tier, excess) as string[];
      for (const id of victims) store.forget(id, now, GC_REASONS.overBudget);
      overBudget.push(...victims);
    }
    store.db.prepare("INSERT OR REPLACE INTO kv (key, value) VALUES ('last_gc', ?)").run(String(now));
    return { expired, overBudget, pause };
  });
}

/** gc, if the last one is older than `gcEveryHours` (for hooks: cheap when not due). */
export function maybeGc(store: Store, config: LifecycleConfig, now = Date.now()): GcResult | null {
  const last = Number((store.db.prepare("SELECT value FROM kv WHERE key = 'last_gc'").get() as { value: string } | undefined)?.value ?? 0);
  if (now - last < config.gcEveryHours * 3_600_000) return null;
  return gc(store, config, now);
}

/** Deletes a memory for good: row, index entries, vector, events. The only way anything is lost. */
export function purge(store: Store, id: string): void {
  const rowid = store.requireRowid(id);
  const model = store.db.prepare('SELECT model FROM vectors WHERE rowid = ?').pluck().get(rowid) as string | undefined;
  // One transaction: the pages never outlive the vector they were built from (a crash between two would leave them stale).
  store.transaction(() => {
    store.deleteRow(rowid);
    if (model) store.rebuildVectorPages(model);
  });
}

export interface Health {
  /** `warning`: at `warnAt` of the budget or above; `over`: memories above the budget, which the next gc archives. */
  tiers: { namespace: string; tier: Tier; count: number; budget: number | null; share: number | null; warning: boolean; over: number }[];
  expiringSoon: { id: string; tier: Tier; expires_at: number; content: string }[];
  expiringSoonCount: number;
  archived: number;
  superseded: number;
  promotions: number;
  merges: number;
  lastGc: number | null;
  /** The pause gc has yet to account for (`pending`), else the last one it did. */
  pause: (Pause & { pending: boolean; memories?: number }) | null;
  /** Settings that still hold an earlier value beside a later one (written before a later value replaced earlier ones, or restored). */
  twoValues: { earlier: string; later: string; content: string }[];
  twoValuesCount: number;
}

/**
 * Current decisions, conventions and notes that a later current one gives another value (`settings.ts`): what a
 * store written before a changed value replaced the earlier one still holds, or what `engrim restore` brought
 * back. Reported, not acted on (`engrim supersede <earlier> <later>` does it).
 */
export function twoValues(store: Store): { earlier: string; later: string; content: string }[] {
  // Only the columns a statement needs: at 10k decisions, whole rows took 0.35 s, these 0.15 s.
  const rows = store.db
    .prepare(
      `SELECT id, kind, namespace, content, CASE WHEN json_valid(decision) THEN json_extract(decision, '$.chosen') END AS chosen
       FROM memories WHERE kind IN (${SETTING_KINDS.map((k) => `'${k}'`).join(', ')}) AND archived_at IS NULL AND superseded_by IS NULL ORDER BY created_at DESC, rowid DESC`,
    )
    .all() as { id: string; kind: string; namespace: string; content: string; chosen: string | null }[];
  // The statements read so far (newer first), by what they set, and by it without what its number counts.
  const newer = new Map<string, { id: string; statement: ValueStatement; order: number }[]>();
  const out: { earlier: string; later: string; content: string }[] = [];
  for (const [order, r] of rows.entries()) {
    const v = valueStatement(r.chosen ?? r.content, r.kind);
    if (!v) continue;
    const keys = [v.about, ...(v.uncounted ? [v.uncounted] : [])].map((k) => `${r.namespace}\u0000${k}`);
    // The newest statement of the same setting: another value there is an earlier one still current.
    const same = keys.flatMap((k) => newer.get(k) ?? []).filter((n) => sameSetting(v, n.statement));
    const later = same.sort((a, b) => a.order - b.order)[0];
    if (later && changesValue(v, later.statement)) out.push({ earlier: r.id, later: later.id, content: r.content.slice(0, 120) });
    if (!later) for (const k of keys) newer.set(k, [...(newer.get(k) ?? []), { id: r.id, statement: v, order }]);
  }
  return out;
}

export function health(store: Store, config: LifecycleConfig, now = Date.now()): Health {
  const rows = store.db
    .prepare('SELECT namespace, tier, count(*) AS n FROM memories WHERE archived_at IS NULL AND superseded_by IS NULL GROUP BY namespace, tier ORDER BY namespace, tier')
    .all() as { namespace: string; tier: Tier; n: number }[];
  const tiers = rows.map((r) => {
    const budget = r.tier === 'T0' ? null : config.budget[r.tier];
    const share = budget ? r.n / budget : null;
    return { namespace: r.namespace, tier: r.tier, count: r.n, budget, share, warning: share !== null && share >= config.warnAt, over: budget ? Math.max(0, r.n - budget) : 0 };
  });
  // A pause gc has yet to account for moves every expiry later: what expires soon counts it already.
  const pending = pendingPause(store, config, now);
  const horizon = now + config.expiryWarningDays * DAY - (pending?.days ?? 0) * DAY;
  const soon = store.db
    .prepare('SELECT id, tier, expires_at, content FROM memories WHERE expires_at IS NOT NULL AND expires_at <= ? AND archived_at IS NULL ORDER BY expires_at')
    .all(horizon) as Health['expiringSoon'];
  const one = (sql: string) => (store.db.prepare(sql).get() as { n: number }).n;
  const last = store.db.prepare("SELECT value FROM kv WHERE key = 'last_gc'").pluck().get() as string | undefined;
  const stale = twoValues(store);
  const accounted = lastPause(store);
  return {
    tiers,
    pause: pending ? { ...pending, pending: true } : accounted ? { ...accounted, pending: false } : null,
    expiringSoon: soon.slice(0, 20).map((m) => ({ ...m, expires_at: m.expires_at + (pending?.days ?? 0) * DAY, content: m.content.slice(0, 120) })),
    expiringSoonCount: soon.length,
    archived: one('SELECT count(*) AS n FROM memories WHERE archived_at IS NOT NULL'),
    superseded: one('SELECT count(*) AS n FROM memories WHERE superseded_by IS NOT NULL AND archived_at IS NULL'),
    promotions: one("SELECT count(*) AS n FROM events WHERE kind = 'promote'"),
    merges: one("SELECT count(*) AS n FROM events WHERE kind = 'merge'"),
    lastGc: last ? Number(last) : null,
    twoValues: stale.slice(0, 20),
    twoValuesCount: stale.length,
  };
}
