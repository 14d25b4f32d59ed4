import type { Memory } from '../types.ts';
import { inPeriods, type Period } from './periods.ts';

// Boosts are fractions of the fusion's top score, so they mean the same under
// every fusion method: with RRF at k = 60 (top ≈ 2/61 ≈ 0.033) an importance of
// 1.0 adds 0.1 × 0.033 ≈ 0.0033, about the gap between ranks 1 and 7 of one
// list — enough to order near-ties, never enough to lift an unrelated memory
// over a strong match.
export interface BoostConfig {
  /** Added per unit of (importance − 0.5), as a fraction of the top score. */
  importance: number;
  /** Added to T0 memories, as a fraction of the top score. */
  t0: number;
  /**
   * Added to memories created in a period the query names ("in July 2023",
   * "yesterday"; periods.ts), as a fraction of the top score. The one boost
   * meant to reorder more than near-ties: a question that names a time asks
   * for what was said then. 0 = off.
   */
  period?: number;
}

export const DEFAULT_BOOST: BoostConfig = { importance: 0.2, t0: 0.05, period: 1 };

export function boost(memory: Pick<Memory, 'importance' | 'tier' | 'created_at'>, top: number, config: BoostConfig, periods: Period[] = []): number {
  const inPeriod = periods.length > 0 && (config.period ?? 0) > 0 && inPeriods(memory.created_at, periods);
  return top * (config.importance * (memory.importance - 0.5) + (memory.tier === 'T0' ? config.t0 : 0) + (inPeriod ? config.period! : 0));
}
