import type { Config } from '../config.ts';
import type { Embedder } from '../embed/embedder.ts';
import { relevant } from '../recall/recall.ts';
import { search, type SearchResult } from '../search/search.ts';
import type { Store } from '../store/store.ts';
import type { Filters, SearchMode } from '../types.ts';

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
