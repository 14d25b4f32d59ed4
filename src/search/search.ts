import type { Embedder } from '../embed/embedder.ts';
import type { Store } from '../store/store.ts';
import type { Filters, SearchHit, SearchMode } from '../types.ts';
import { boost, DEFAULT_BOOST, type BoostConfig } from './boost.ts';
import { denseTopK } from './dense.ts';
import { toFtsQuery } from './fts-query.ts';
import { DEFAULT_FUSION, fuse, topScore, type Candidate, type FusionConfig } from './fusion.ts';

export interface SearchOptions {
  mode?: SearchMode;
  limit?: number;
  filters?: Filters;
  fusion?: FusionConfig;
  boost?: BoostConfig;
  /** The embedding model; null when none could be loaded (semantic side is then skipped). */
  embedder?: Embedder | null;
}

export interface SearchResult {
  hits: SearchHit[];
  /** The mode actually used (hybrid falls back to fulltext without a model). */
  mode: SearchMode;
  warnings: string[];
}

/** Each list contributes this many candidates (at least) before fusion. */
const POOL = 50;

export function search(store: Store, query: string, options: SearchOptions = {}): SearchResult {
  const limit = options.limit ?? 10;
  const filters = options.filters ?? {};
  const fusion = options.fusion ?? DEFAULT_FUSION;
  const warnings: string[] = [];
  let mode: SearchMode = options.mode ?? 'hybrid';
  const embedder = options.embedder ?? null;

  if (mode !== 'fulltext' && !embedder) {
    if (mode === 'semantic') {
      warnings.push('no embedding model is loaded: semantic search is unavailable, showing fulltext results');
    } else {
      warnings.push('no embedding model is loaded: hybrid search ran on fulltext only');
    }
    mode = 'fulltext';
  }
  const pool = Math.max(POOL, limit * 3);

  const match = mode === 'semantic' ? null : toFtsQuery(query);
  const rows = store.rowidFilter(filters);
  const keep = (rowid: number) => (!rows.allow || rows.allow.has(rowid)) && !rows.deny?.has(rowid);
  const sparse = match ? store.fulltext(match, filters, pool).filter((s) => keep(s.rowid)).slice(0, pool) : [];

  let dense: { rowid: number; cosine: number }[] = [];
  if (mode !== 'fulltext' && embedder) {
    const qv = embedder.embed(query);
    dense = denseTopK(qv, store.vectorMatrix(embedder.id), pool, rows);
  }

  const fused = fuse(sparse, dense, fusion);
  // Rank on the few columns boosts need; load whole rows only for the winners.
  const info = store.rankInfo([...fused.keys()], filters);
  const top = topScore(fusion);
  const boostConfig = options.boost ?? DEFAULT_BOOST;
  const ranked: { c: Candidate; score: number; created: number }[] = [];
  for (const c of fused.values()) {
    const row = info.get(c.rowid);
    if (row) ranked.push({ c, score: c.score + boost(row, top, boostConfig), created: row.created_at });
  }
  ranked.sort((a, b) => b.score - a.score || b.created - a.created);
  const winners = ranked.slice(0, limit);
  const memories = store.getMany(winners.map((w) => w.c.rowid), { all: true });
  const hits: SearchHit[] = winners.map(({ c, score }) => ({
    memory: memories.get(c.rowid)!,
    score,
    ranks: { fulltext: c.sparseRank, semantic: c.denseRank },
    cosine: c.cosine,
  }));
  return { hits: hits.filter((h) => h.memory), mode, warnings };
}
