import type { Config } from '../config.ts';
import type { Embedder } from '../embed/embedder.ts';
import { relevant } from '../recall/recall.ts';
import { crudeStem, promptTerms, queryTerms } from '../search/fts-query.ts';
import { search, type SearchResult } from '../search/search.ts';
import type { Store } from '../store/store.ts';
import type { Filters, Memory, SearchMode } from '../types.ts';

/**
 * Search with the project's configuration (fusion, boosts), as the CLI, MCP
 * and HTTP API run it. Hybrid results keep what recall would call relevant: a
 * query word matched it, or its cosine reaches `recall.minCosine`. Scores are
 * relative to the query's best, so without this a query that matches nothing
 * listed every memory, the first at 1.0. `distant` counts the hits left out;
 * semantic mode lists nearest neighbours as they come.
 */
export function configuredSearch(
  store: Store,
  embedder: Embedder | null,
  config: Config,
  query: string,
  options: { mode?: SearchMode; limit?: number; filters?: Filters } = {},
): SearchResult & { distant: number } {
  const mode = options.mode ?? 'hybrid';
  const result = search(store, query, { mode, limit: options.limit ?? 10, filters: options.filters, embedder: mode === 'fulltext' ? null : embedder, fusion: config.fusion, boost: config.boost });
  if (mode === 'semantic') return { ...result, distant: 0 };
  const hits = result.hits.filter((h) => relevant(h, config.recall.minCosine));
  return { ...result, hits, distant: result.hits.length - hits.length };
}

/** How much of a memory's context `contextMatch` shows on each side of the word it found. */
const SNIPPET_CHARS = 60;

/**
 * Why a memory holding none of the query's words was found by them: the part of its search-only context
 * (the sentence before a captured decision, the prompt it answered, a turn's neighbours) around the first
 * query word there, for a reader who would otherwise see a hit that shares no word with the query. Null
 * when its content holds a query word, or its context none.
 */
export function contextMatch(query: string, memory: Pick<Memory, 'content' | 'context'>): string | null {
  if (!memory.context) return null;
  const wanted = new Set(promptTerms(query).map(crudeStem));
  if (queryTerms(memory.content, 100_000).some((t) => wanted.has(crudeStem(t)))) return null;
  for (const m of memory.context.matchAll(/[\p{L}\p{N}_]+/gu)) {
    const [term] = queryTerms(m[0], 1);
    if (!term || !wanted.has(crudeStem(term))) continue;
    const from = Math.max(0, m.index - SNIPPET_CHARS);
    const to = Math.min(memory.context.length, m.index + m[0].length + SNIPPET_CHARS);
    return `${from > 0 ? '…' : ''}${memory.context.slice(from, to).replace(/\s+/g, ' ').trim()}${to < memory.context.length ? '…' : ''}`;
  }
  return null;
}
