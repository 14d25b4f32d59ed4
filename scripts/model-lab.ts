// Model lab: the shipped model against another (a model directory), through the real `search()` with the
// default fusion, query by query, with a paired bootstrap of (other − shipped) per set.
//
//   B=/tmp/m-dev SETS=small,lme,adr,scale node --import tsx scripts/model-lab.ts   (~6 min with scale)
//
// SETS: small (LoCoMo), lme (LongMemEval), adr (title and context MRR), scale (LoCoMo + 10,000 distractors).
import { resolve } from 'node:path';
import { loadEmbedder } from '../src/embed/load.ts';
import { bootstrapText } from './bench/crossfit.ts';
import { adr, locomo, longmemeval, withDistractors, type BenchStore } from './bench/datasets.ts';
import { mean, ndcgAt, recallAt, reciprocalRank } from './bench/metrics.ts';
import { runStores, VARIANTS, type Ranked } from './bench/quality.ts';

const root = resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench');
const other = process.env.B;
if (!other) throw new Error('B=<model directory>: the model to compare with the shipped one');
const models = { shipped: loadEmbedder('').embedder!, other: loadEmbedder(other).embedder! };
const hybrid = VARIANTS.filter((v) => v.name === 'hybrid (default)');

type Metric = [string, (r: Ranked, list: string[]) => number];
const R10: Metric = ['R@10', (r, x) => recallAt(x, r.query.relevant, 10)];
const ND10: Metric = ['nDCG@10', (r, x) => ndcgAt(x, r.query.relevant, 10)];
const MRR: Metric = ['MRR', (r, x) => reciprocalRank(x, [...r.query.relevant][0])];

function compare(label: string, stores: BenchStore[], metrics: Metric[], group?: (r: Ranked) => string): void {
  const a = runStores(stores, models.shipped, hybrid).ranked;
  const b = runStores(stores, models.other, hybrid).ranked;
  const groups = group ? [...new Set(a.map(group))] : [''];
  for (const g of groups) {
    const idx = a.map((_, i) => i).filter((i) => !group || group(a[i]) === g);
    for (const [name, f] of metrics) {
      const x = idx.map((i) => f(a[i], a[i].byVariant.get(hybrid[0].name)!));
      const y = idx.map((i) => f(b[i], b[i].byVariant.get(hybrid[0].name)!));
      console.log(`${label}${g ? ` ${g}` : ''} ${name}: shipped ${mean(x).toFixed(3)}, other ${mean(y).toFixed(3)}: ${bootstrapText(y.map((v, i) => v - x[i]))}`);
    }
  }
}

for (const set of (process.env.SETS ?? 'small,lme,adr').split(',')) {
  if (set === 'small') compare('LoCoMo', locomo(root)!, [R10, ND10]);
  else if (set === 'lme') compare('LongMemEval', longmemeval(root)!, [R10, ND10]);
  else if (set === 'adr') compare('ADR', adr(root)!, [MRR], (r) => r.query.group!);
  else if (set === 'scale') compare('LoCoMo + 10000', withDistractors(locomo(root)!, longmemeval(root)!, 10_000), [R10, ND10]);
  else throw new Error(`SETS: unknown set ${set}`);
}
