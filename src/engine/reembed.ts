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
    store.transaction(() => {
      for (const r of rows) store.putVector(r.rowid, embedder.id, embedder.embed(r.content));
    });
    done += rows.length;
    onProgress?.(done);
  }
}
