import type { Embedder } from './embedder.ts';

/** Loads the configured model; never throws — a missing model means fulltext only, with a warning. */
export function loadEmbedder(model: string): { embedder: Embedder | null; warning?: string } {
  if (model === 'none') return { embedder: null };
  return { embedder: null, warning: 'no embedding model is installed yet: search runs on fulltext only' };
}
