// Scale lab: bench variants on LoCoMo with and without distractors, LongMemEval and the ADRs, through the
// real engine (`runStores`), for trying a change to search on the at-scale set without a whole bench run.
//
//   SETS=scale,small node --import tsx scripts/scale-lab.ts            # hybrid (default) and BM25, ~2 min
//   V='hybrid (default);hybrid, soft matching off' SETS=scale N=5000 node --import tsx scripts/scale-lab.ts
//
// V: variant names (scripts/bench/quality.ts, `;`-separated); SETS: small (LoCoMo), scale (LoCoMo + N
// LongMemEval turns, default 10,000), lme, adr. Prints R@10 / nDCG@10 (ADR: title / context MRR).
import { resolve } from 'node:path';
import { loadEmbedder } from '../src/embed/load.ts';
import { adr, locomo, longmemeval, withDistractors } from './bench/datasets.ts';
import { adrMetrics, locomoMetrics, longmemevalMetrics, runStores, VARIANTS } from './bench/quality.ts';

const root = resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench');
const { embedder } = loadEmbedder('');
const want = (process.env.V ?? 'hybrid (default);fulltext (BM25, porter)').split(';');
const variants = VARIANTS.filter((v) => want.includes(v.name));
const out: string[] = [];
for (const set of (process.env.SETS ?? 'small,scale').split(',')) {
  if (set === 'small' || set === 'scale') {
    const stores = set === 'small' ? locomo(root)! : withDistractors(locomo(root)!, longmemeval(root)!, Number(process.env.N ?? 10_000));
    const { ranked } = runStores(stores, embedder, variants);
    for (const v of variants) {
      const m = locomoMetrics(ranked, v.name);
      out.push(`${set} ${v.name} ${m.all['R@10']}/${m.all['nDCG@10']}`);
    }
  }
  if (set === 'lme') {
    const { ranked } = runStores(longmemeval(root)!, embedder, variants);
    for (const v of variants) {
      const m = longmemevalMetrics(ranked, v.name);
      out.push(`lme ${v.name} ${m['turn R@10']}/${m['turn nDCG@10']}`);
    }
  }
  if (set === 'adr') {
    const { ranked } = runStores(adr(root)!, embedder, variants);
    for (const v of variants) {
      const m = adrMetrics(ranked, v.name);
      out.push(`adr ${v.name} ${m.title.MRR}/${m.context.MRR}`);
    }
  }
}
console.log(out.join('\n'));
