import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { EngrimError } from '../errors.ts';
import type { Classifier } from './policy.ts';

// The optional tier classifier: an extension point, off by default. A user's
// CommonJS module (synchronous, so every write path can call it) exporting
// `classify(memory)` that returns 'T0'…'T3' or undefined.

const loaded = new Map<string, Classifier>();

export function loadClassifier(path: string): Classifier | undefined {
  if (!path) return undefined;
  const full = resolve(path);
  let fn = loaded.get(full);
  if (!fn) {
    let mod: { classify?: unknown };
    try {
      mod = createRequire(import.meta.url)(full);
    } catch (error) {
      throw new EngrimError(`cannot load lifecycle.classifier ${full}: ${(error as Error).message}`, 'CONFIG', { cause: error });
    }
    if (typeof mod.classify !== 'function') throw new EngrimError(`lifecycle.classifier ${full} must export a function classify(memory)`, 'CONFIG');
    fn = mod.classify as Classifier;
    loaded.set(full, fn);
  }
  return fn;
}
