import type { Config } from '../config.ts';
import type { Embedder } from '../embed/embedder.ts';
import { listCategories } from '../lifecycle/categories.ts';
import { recall, type RecallResult } from '../recall/recall.ts';
import type { Store } from '../store/store.ts';

/** Recall with the project's configuration: its budget, limits, fusion, namespace and category slots. */
export function configuredRecall(store: Store, embedder: Embedder | null, config: Config, prompt: string, options: { budget?: number; namespace?: string } = {}): RecallResult {
  const namespace = options.namespace ?? config.namespace;
  return recall(store, prompt, {
    embedder,
    budget: options.budget ?? config.recall.budget,
    limit: config.recall.limit,
    minCosine: config.recall.minCosine,
    filters: { namespace },
    search: { fusion: config.fusion, boost: config.boost },
    categories: listCategories(store, namespace),
    categoryShare: config.recall.categoryShare,
  });
}
