// Quality-only run for quick iteration: node --import tsx scripts/quality.ts [modelDir] [alpha...]
import { resolve } from 'node:path';
import { loadEmbedder } from '../src/embed/load.ts';
import { DEFAULT_FUSION } from '../src/search/fusion.ts';
import { adr, locomo, longmemeval } from './bench/datasets.ts';
import { adrMetrics, locomoMetrics, longmemevalMetrics, runStores, VARIANTS, type Variant } from './bench/quality.ts';

const root = resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench');
const model = process.argv[2] ?? '';
const alphas = process.argv.slice(3).map(Number);
const { embedder, warning } = loadEmbedder(model);
if (warning) console.error(warning);
const variants: Variant[] = [...VARIANTS, ...alphas.map((a) => ({ name: `convex α=${a}`, mode: 'hybrid' as const, fusion: { ...DEFAULT_FUSION, alpha: a } }))];
const t0 = Date.now();
const lo = runStores(locomo(root)!, embedder, variants).ranked;
const lme = runStores(longmemeval(root)!, embedder, variants, true);
const ad = runStores(adr(root)!, embedder, variants).ranked;
for (const v of variants) {
  const L = locomoMetrics(lo, v.name).all;
  const M = longmemevalMetrics(lme.ranked, v.name);
  const A = adrMetrics(ad, v.name);
  console.log(`${v.name.padEnd(26)} LoCoMo R@5 ${L['R@5']} R@10 ${L['R@10']} nDCG ${L['nDCG@10']} | LME R@10 ${M['turn R@10']} nDCG ${M['turn nDCG@10']} sessAll@5 ${M['session recall_all@5']} | ADR title ${A.title.MRR} ctx ${A.context.MRR}`);
}
const hits = lme.ranked.filter((r) => r.block?.hit).length;
console.log(`evidence-in-budget ${hits}/${lme.ranked.length}; block tokens max ${Math.max(...lme.ranked.map((r) => r.block!.tokens))}; ${Date.now() - t0} ms`);
