import type { Embedder } from '../embed/embedder.ts';
import type { Store, WriteResult } from '../store/store.ts';
import type { MemoryInput } from '../types.ts';

/** Stores a memory with its vector (when a model is loaded); merges exact duplicates. */
export function remember(store: Store, embedder: Embedder | null, input: MemoryInput, now = Date.now()): WriteResult {
  const vector = embedder && typeof input.content === 'string' ? { model: embedder.id, vec: embedder.embed(input.content) } : undefined;
  return store.remember(input, { now, vector });
}
