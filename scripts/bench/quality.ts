import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Embedder } from '../../src/embed/embedder.ts';
import { remember } from '../../src/engine/remember.ts';
import { DEFAULT_LIFECYCLE } from '../../src/lifecycle/policy.ts';
import { recall } from '../../src/recall/recall.ts';
import { estimateTokens } from '../../src/recall/tokens.ts';
import { DEFAULT_BOOST, type BoostConfig } from '../../src/search/boost.ts';
import { DEFAULT_FUSION, type FusionConfig } from '../../src/search/fusion.ts';
import { search } from '../../src/search/search.ts';
import { Store } from '../../src/store/store.ts';
import type { SearchMode } from '../../src/types.ts';
import type { BenchStore } from './datasets.ts';
import { mean, ndcgAt, reciprocalRank, recallAt, round } from './metrics.ts';

export const NO_NEAR_DUPLICATES = { ...DEFAULT_LIFECYCLE, nearDuplicate: 0 };

export interface Variant {
  name: string;
  mode: SearchMode;
  fusion?: FusionConfig;
  boost?: BoostConfig;
}

const NO_PERIOD = { ...DEFAULT_BOOST, period: 0 };
const NO_SOURCE = { ...DEFAULT_BOOST, source: 0 };

export const VARIANTS: Variant[] = [
  { name: 'fulltext (BM25, porter)', mode: 'fulltext' },
  { name: 'semantic', mode: 'semantic' },
  { name: 'hybrid (default)', mode: 'hybrid' },
  { name: 'hybrid, soft matching off', mode: 'hybrid', fusion: { ...DEFAULT_FUSION, soft: 0 } },
  { name: 'hybrid RRF k=60', mode: 'hybrid', fusion: { ...DEFAULT_FUSION, method: 'rrf' } },
  { name: 'hybrid, date boost off', mode: 'hybrid', boost: NO_PERIOD },
  { name: 'hybrid, source boost off', mode: 'hybrid', boost: NO_SOURCE },
  { name: 'fulltext, date and source boosts off (plain BM25)', mode: 'fulltext', boost: { ...DEFAULT_BOOST, period: 0, source: 0 } },
];

/** Per query, per variant: the ranked refs (computed once, scored by each dataset's metrics). */
export interface Ranked {
  store: BenchStore;
  query: BenchStore['queries'][number];
  byVariant: Map<string, string[]>;
  block?: { hit: boolean; tokens: number };
}

export function runStores(stores: BenchStore[], embedder: Embedder | null, variants: Variant[], withRecall = false): { ranked: Ranked[]; historyTokens: number[] } {
  const ranked: Ranked[] = [];
  const historyTokens: number[] = [];
  for (const bs of stores) {
    const { store, dispose } = openBenchStore(bs, embedder, 'engrim-bench-');
    try {
      if (withRecall) historyTokens.push(bs.memories.reduce((n, m) => n + estimateTokens(m.content), 0));
      const refOf = new Map(store.list({}).map((m) => [m.id, m.ref!]));
      for (const query of bs.queries) {
        const byVariant = new Map<string, string[]>();
        for (const v of variants) {
          if (v.mode !== 'fulltext' && !embedder) continue;
          const r = search(store, query.text, { mode: v.mode, limit: 50, embedder, fusion: v.fusion, boost: v.boost, now: query.now });
          byVariant.set(v.name, r.hits.map((h) => h.memory.ref!));
        }
        const item: Ranked = { store: bs, query, byVariant };
        if (withRecall) {
          const block = recall(store, query.text, { embedder, budget: 1000, search: { now: query.now } });
          item.block = { hit: block.items.some((i) => query.relevant.has(refOf.get(i.id)!)), tokens: block.tokens };
        }
        ranked.push(item);
      }
    } finally {
      dispose();
    }
  }
  return { ranked, historyTokens };
}

/**
 * A fresh temporary database holding a bench store's memories. Every turn stays
 * its own memory, as the datasets define them: no near-duplicate merging.
 * `dispose` closes and deletes it.
 */
export function openBenchStore(bs: BenchStore, embedder: Embedder | null, prefix: string): { store: Store; dispose: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const store = new Store(join(dir, 'bench.db'));
  const dispose = () => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    store.transaction(() => {
      // Dataset turns are stored as written: a chat turn that happens to read as a decision is not retyped (nor supersedes another).
      for (const m of bs.memories) remember(store, embedder, { kind: 'note', ...m }, undefined, NO_NEAR_DUPLICATES);
    });
  } catch (error) {
    dispose();
    throw error;
  }
  return { store, dispose };
}

export function locomoMetrics(ranked: Ranked[], variant: string) {
  const rows = ranked.filter((r) => r.byVariant.has(variant));
  const m = (rs: Ranked[]) => ({
    'R@5': round(mean(rs.map((r) => recallAt(r.byVariant.get(variant)!, r.query.relevant, 5)))),
    'R@10': round(mean(rs.map((r) => recallAt(r.byVariant.get(variant)!, r.query.relevant, 10)))),
    'nDCG@10': round(mean(rs.map((r) => ndcgAt(r.byVariant.get(variant)!, r.query.relevant, 10)))),
    n: rs.length,
  });
  const groups = [...new Set(rows.map((r) => r.query.group!))].sort();
  return { all: m(rows), ...Object.fromEntries(groups.map((g) => [g, m(rows.filter((r) => r.query.group === g))])) };
}

export function longmemevalMetrics(ranked: Ranked[], variant: string) {
  const rows = ranked.filter((r) => r.byVariant.has(variant));
  const sessionAll5 = (r: Ranked) => {
    const sessions: string[] = [];
    for (const ref of r.byVariant.get(variant)!) {
      const s = r.store.sessionOf!.get(ref)!;
      if (!sessions.includes(s)) sessions.push(s);
      if (sessions.length === 5) break;
    }
    return [...r.query.sessions!].every((s) => sessions.includes(s)) ? 1 : 0;
  };
  return {
    'turn R@10': round(mean(rows.map((r) => recallAt(r.byVariant.get(variant)!, r.query.relevant, 10)))),
    'turn nDCG@10': round(mean(rows.map((r) => ndcgAt(r.byVariant.get(variant)!, r.query.relevant, 10)))),
    'session recall_all@5': round(mean(rows.map(sessionAll5))),
    n: rows.length,
  };
}

export function adrMetrics(ranked: Ranked[], variant: string) {
  const m = (group: string) => {
    const rows = ranked.filter((r) => r.query.group === group && r.byVariant.has(variant));
    const target = (r: Ranked) => [...r.query.relevant][0];
    return {
      MRR: round(mean(rows.map((r) => reciprocalRank(r.byVariant.get(variant)!, target(r))))),
      'R@1': round(mean(rows.map((r) => recallAt(r.byVariant.get(variant)!, r.query.relevant, 1)))),
      'R@5': round(mean(rows.map((r) => recallAt(r.byVariant.get(variant)!, r.query.relevant, 5)))),
      n: rows.length,
    };
  };
  return { title: m('title'), context: m('context') };
}
