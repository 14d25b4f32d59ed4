import type { Embedder } from '../embed/embedder.ts';
import type { Store } from '../store/store.ts';
import type { Filters, SearchHit, SearchMode } from '../types.ts';
import { boost, DEFAULT_BOOST, queryCues, type BoostConfig } from './boost.ts';
import { denseTopK } from './dense.ts';
import { promptTerms, toFtsQuery } from './fts-query.ts';
import { alphaFor, DEFAULT_FUSION, fuse, topScore, type Candidate, type FusionConfig } from './fusion.ts';
import { DEFAULT_SOFT, softScores, type SoftConfig } from './soft.ts';

export interface SearchOptions {
  mode?: SearchMode;
  limit?: number;
  filters?: Filters;
  fusion?: FusionConfig;
  boost?: BoostConfig;
  /** Soft term matching's parameters (its weight is `fusion.soft`). */
  soft?: SoftConfig;
  /** The embedding model; null when none could be loaded (semantic side is then skipped). */
  embedder?: Embedder | null;
  /** The time relative periods ("yesterday") count back from (default: now). */
  now?: number;
}

export interface SearchResult {
  hits: SearchHit[];
  /** The mode actually used (hybrid falls back to fulltext without a model). */
  mode: SearchMode;
  warnings: string[];
  /** The query's vector, when the dense side ran (recall reads the cosine of memories found by words alone). */
  vector?: Float32Array;
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
  let qv: Float32Array | undefined;
  let searched = 0; // memories the dense side ranked
  if (mode !== 'fulltext' && embedder) {
    qv = embedder.embed(query);
    const matrix = store.vectorMatrix(embedder.id);
    dense = denseTopK(qv, matrix, pool, rows);
    searched = rows.allow ? rows.allow.size : matrix.count - (rows.deny?.size ?? 0);
  }

  const fused = fuse(sparse, dense, { ...fusion, alpha: alphaFor(fusion, searched) });
  if (mode === 'hybrid' && embedder) {
    try {
      addSoftScores(store, query, fused, embedder, options.soft ?? DEFAULT_SOFT, (fusion.soft ?? 0) * topScore(fusion));
    } catch (error) {
      // A model that fails here (an ONNX runtime past a hook's deadline) costs the refinement, not the results.
      warnings.push(`soft term matching skipped: ${(error as Error).message}`);
    }
  }
  // Rank on the few columns boosts need; load whole rows only for the winners.
  const info = store.rankInfo([...fused.keys()], filters);
  const top = topScore(fusion);
  const boostConfig = options.boost ?? DEFAULT_BOOST;
  const cues = queryCues(query, options.now ?? Date.now(), boostConfig);
  const ranked: { c: Candidate; score: number; created: number }[] = [];
  for (const c of fused.values()) {
    const row = info.get(c.rowid);
    if (row) ranked.push({ c, score: c.score + boost(row, top, boostConfig, cues), created: row.created_at });
  }
  // Ties (equal scores: RRF ranks that mirror each other, or the same words at the same length) go to
  // the newer memory, then to the later insert, so a search is reproducible even among memories written
  // in the same millisecond (the bench's RRF figure on the ADRs moved from run to run before).
  ranked.sort((a, b) => b.score - a.score || b.created - a.created || b.c.rowid - a.c.rowid);
  const winners = ranked.slice(0, limit);
  const memories = store.getMany(winners.map((w) => w.c.rowid), { all: true });
  const hits: SearchHit[] = winners.map(({ c, score }) => ({
    memory: memories.get(c.rowid)!,
    score,
    ranks: { fulltext: c.sparseRank, semantic: c.denseRank },
    cosine: c.cosine,
  }));
  return { hits: hits.filter((h) => h.memory), mode, warnings, ...(qv ? { vector: qv } : {}) };
}

/**
 * Adds the soft term-matching signal to the best fused candidates of a short
 * query: `weight` × (soft score min-max scaled over those candidates).
 */
function addSoftScores(store: Store, query: string, fused: Map<number, Candidate & { score: number }>, embedder: Embedder, config: SoftConfig, weight: number): void {
  if (!(weight > 0) || fused.size < 2) return;
  const terms = promptTerms(query);
  if (terms.length === 0 || terms.length > config.maxQueryTerms) return;
  const best = [...fused.values()].sort((a, b) => b.score - a.score).slice(0, config.candidates);
  const texts = store.texts(best.map((c) => c.rowid));
  const docs = best.flatMap((c) => {
    const t = texts.get(c.rowid);
    return t ? [{ rowid: c.rowid, content: t.content, context: t.context }] : [];
  });
  const soft = softScores(terms, docs, embedder, config);
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of soft.values()) {
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  }
  if (!(hi - lo > 1e-9)) return;
  for (const [rowid, v] of soft) fused.get(rowid)!.score += weight * ((v - lo) / (hi - lo));
}
