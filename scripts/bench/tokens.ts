import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { encode as cl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { encode as o200k } from 'gpt-tokenizer/encoding/o200k_base';
import { estimateTokens } from '../../src/recall/tokens.ts';
import { percentile } from './speed.ts';
import { round } from './metrics.ts';

/** The token estimator against real BPE tokenizers, on LongMemEval turns (≤ 3,000 chars each). */
export function tokenEstimatorError(benchRoot: string, maxTexts = 3000) {
  const dir = join(benchRoot, 'longmemeval_s');
  if (!existsSync(dir)) return null;
  const texts: string[] = [];
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')).sort()) {
    const q = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    for (const s of q.haystack_sessions) for (const t of s) texts.push(String(t.content).slice(0, 3000));
    if (texts.length >= maxTexts) break;
  }
  const ratios: number[] = [];
  let under = 0;
  let worstUnder = 0;
  for (const t of texts.slice(0, maxTexts)) {
    const real = Math.max(o200k(t).length, cl100k(t).length);
    const est = estimateTokens(t);
    if (!real) continue;
    ratios.push(est / real);
    if (est < real) {
      under++;
      worstUnder = Math.max(worstUnder, real - est);
    }
  }
  return {
    texts: ratios.length,
    reference: 'max(o200k_base, cl100k_base) via gpt-tokenizer',
    ratio: { p1: round(percentile(ratios, 1)), p50: round(percentile(ratios, 50)), p99: round(percentile(ratios, 99)) },
    underCounted: under,
    worstUnderCountTokens: worstUnder,
  };
}
