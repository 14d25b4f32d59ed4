import type { Config } from '../config.ts';
import type { Embedder } from '../embed/embedder.ts';
import { listCategories } from '../lifecycle/categories.ts';
import { primer } from '../recall/primer.ts';
import { recall, type RecallResult } from '../recall/recall.ts';
import type { Store } from '../store/store.ts';
import type { Filters } from '../types.ts';

/**
 * Recall with the project's configuration: its budget, limits, diversity,
 * fusion, namespace and category slots. Every recall path (hook, CLI, MCP,
 * HTTP) goes through here. `filters` narrow the search further; the namespace
 * defaults to the configured one.
 */
export function configuredRecall(
  store: Store,
  embedder: Embedder | null,
  config: Config,
  prompt: string,
  options: { budget?: number; filters?: Filters; explain?: boolean; inContext?: Set<string>; standing?: boolean; branch?: string | null } = {},
): RecallResult {
  const namespace = options.filters?.namespace ?? config.namespace;
  return recall(store, prompt, {
    embedder,
    budget: options.budget ?? config.recall.budget,
    limit: config.recall.limit,
    minCosine: config.recall.minCosine,
    minOverlap: config.recall.minOverlap,
    minScoreShare: config.recall.minScoreShare,
    minWordCosine: config.recall.minWordCosine,
    diversity: config.recall.diversity,
    filters: { ...options.filters, namespace },
    search: { fusion: config.fusion, boost: config.boost },
    categories: listCategories(store, namespace),
    categoryShare: config.recall.categoryShare,
    explain: options.explain,
    inContext: options.inContext,
    standing: options.standing,
    branch: options.branch,
  });
}

/** The block for a session that starts with no prompt (see recall/primer.ts), with the project's configuration. */
export function configuredPrimer(store: Store, config: Config, options: { budget?: number; filters?: Filters; branch?: string | null } = {}): RecallResult {
  const namespace = options.filters?.namespace ?? config.namespace;
  return primer(store, {
    budget: options.budget ?? config.recall.budget,
    limit: config.recall.limit,
    filters: { ...options.filters, namespace },
    categories: listCategories(store, namespace),
    categoryShare: config.recall.categoryShare,
    branch: options.branch,
  });
}
