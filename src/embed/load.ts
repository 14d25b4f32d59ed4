import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DescribedEmbedder } from './embedder.ts';
import { StaticModel } from './model2vec.ts';
import { isOnnxTarget, OnnxModel } from './onnx.ts';

export const DEFAULT_MODEL_NAME = 'engrim-glove-100d';

/** The shipped model: `models/` beside `dist/` (bundles in dist/), or two levels up (sources, hook bundles in dist/hooks/). */
export function defaultModelDir(): string | null {
  for (const rel of [`../models/${DEFAULT_MODEL_NAME}`, `../../models/${DEFAULT_MODEL_NAME}`]) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(dir)) return dir;
  }
  return null;
}

/**
 * Loads the configured model ('' = shipped default, 'none' = no dense search,
 * else a Model2Vec directory, or an ONNX export: a .onnx file or a directory
 * with onnx/model.onnx and no model.safetensors). Never throws: a missing or damaged model means
 * fulltext-only search and a warning saying what to do.
 */
export function loadEmbedder(model: string): { embedder: DescribedEmbedder | null; warning?: string } {
  if (model === 'none') return { embedder: null };
  const dir = model || defaultModelDir();
  if (!dir) {
    return { embedder: null, warning: `the default model (models/${DEFAULT_MODEL_NAME}) is missing: search runs on fulltext only; reinstall Engrim or set "model" in .engrim/config.json` };
  }
  try {
    return { embedder: isOnnxTarget(dir) ? new OnnxModel(dir) : new StaticModel(dir) };
  } catch (error) {
    return { embedder: null, warning: `cannot load the embedding model at ${dir} (${(error as Error).message}): search runs on fulltext only; fix or re-select it with \`engrim model use <dir>\`` };
  }
}
