import type { Memory } from '../types.ts';

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
}

export const DEFAULT_BOOST: BoostConfig = { importance: 0.2, t0: 0.05 };

export function boost(memory: Pick<Memory, 'importance' | 'tier'>, top: number, config: BoostConfig): number {
  return top * (config.importance * (memory.importance - 0.5) + (memory.tier === 'T0' ? config.t0 : 0));
}
