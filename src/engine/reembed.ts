import type { Embedder } from '../embed/embedder.ts';
import type { Store } from '../store/store.ts';

/** Gives every memory a vector of `embedder`'s model, in batches; returns how many were embedded. */
export function reembed(store: Store, embedder: Embedder, onProgress?: (done: number) => void, batch = 1000): number {
  let done = 0;
  for (;;) {
    const rows = store.missingVectors(embedder.id, batch);
    if (rows.length === 0) {
      store.compactVectors(embedder.id);
      return done;
    }
    putEmbedded(store, embedder, rows);
    done += rows.length;
    onProgress?.(done);
  }
}

/** Memories the capture hook re-embeds at most per run after a model change (~0.1 ms each with the shipped model). */
export const CATCH_UP_BATCH = 1000;

/**
 * After a model change — a new shipped default, or `engrim model use --no-reembed` — memories whose vector is
 * of the old model are out of the dense side until re-embedded. The capture hook (after a response, not
 * before a prompt) re-embeds up to `limit` of them per run, so a store catches up without a manual
 * `engrim model reembed`. Costs one look at the vector pages when nothing is behind. Returns how many.
 */
export function catchUpVectors(store: Store, embedder: Embedder, limit = CATCH_UP_BATCH): number {
  if (!store.hasOtherModelVectors(embedder.id)) return 0;
  const rows = store.missingVectors(embedder.id, limit);
  putEmbedded(store, embedder, rows);
  if (rows.length < limit) store.compactVectors(embedder.id);
  return rows.length;
}

/** Embeds memories (as one batch, before the write lock is taken) and stores their vectors in one transaction. */
function putEmbedded(store: Store, embedder: Embedder, rows: { rowid: number; content: string }[]): void {
  const vectors = embedder.embedMany ? embedder.embedMany(rows.map((r) => r.content)) : rows.map((r) => embedder.embed(r.content));
  store.transaction(() => rows.forEach((r, i) => store.putVector(r.rowid, embedder.id, vectors[i])));
}
