/**
 * A learned model's weights, read on first use. The bundles ship each `*-weights.json` as a JSON string
 * (scripts/build.mjs): building an object of thousands of keys at a hook's start cost it ~10 ms even through V8's
 * code cache, and most capture runs never consult the model. Run from source (tsx), a JSON import gives the object.
 */
export function lazyWeights<T>(shipped: unknown): () => T {
  let parsed: T | undefined;
  return () => (parsed ??= (typeof shipped === 'string' ? JSON.parse(shipped) : shipped) as T);
}
