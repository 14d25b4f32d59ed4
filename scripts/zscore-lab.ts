// Z-score lab: how unusual a memory's cosine is among the query's cosines with the whole store.
//
//   node --import tsx scripts/zscore-lab.ts gate        # ~25 s: kept recall items by their z, on the lab sets
//   node --import tsx scripts/zscore-lab.ts confidence  # ~80 s: does the dense list's top stand out of the store's noise?
//
// gate: every item the real recall() keeps, with z = (cosine − the query's mean cosine over the store) / its
// standard deviation and its percentile; prints items per block / blocks holding evidence when items under
// a z (or percentile) threshold are dropped (an upper bound on what such a rule keeps: the real rule would
// let later hits in). confidence: per LoCoMo question, with and without 10,000 distractors, how far the
// best cosine stands above the expected maximum of the store's noise (z_top − √(2 ln N)), by quintile,
// against hybrid, BM25 and dense R@10. Neither was adopted (docs/benchmarks.md, "Sixth session").
import { resolve } from 'node:path';
import { loadEmbedder } from '../src/embed/load.ts';
import { recall } from '../src/recall/recall.ts';
import { cosines } from '../src/search/dense.ts';
import { search } from '../src/search/search.ts';
import type { Store } from '../src/store/store.ts';
import { locomo, longmemeval, withDistractors, type BenchStore } from './bench/datasets.ts';
import { runLabSets, type LabQuery } from './bench/lab-sets.ts';
import { recallAt } from './bench/metrics.ts';
import { openBenchStore } from './bench/quality.ts';

const root = resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench');
const { embedder } = loadEmbedder('');

/** The query's cosines with every stored vector: mean, standard deviation, best, and a percentile function. */
function spread(store: Store, text: string) {
  const cs = cosines(embedder!.embed(text), store.vectorMatrix(embedder!.id)) ?? new Float32Array();
  let mean = 0;
  let sq = 0;
  for (const c of cs) {
    mean += c;
    sq += c * c;
  }
  mean /= Math.max(1, cs.length);
  const sd = Math.sqrt(Math.max(0, sq / Math.max(1, cs.length) - mean * mean)) || 1;
  const sorted = Float32Array.from(cs).sort();
  const pct = (c: number) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] < c) lo = mid + 1;
      else hi = mid;
    }
    return lo / Math.max(1, sorted.length);
  };
  return { n: cs.length, mean, sd, top: sorted.length ? sorted[sorted.length - 1] : 0, pct };
}

function gate() {
  type Row = { key: string; ev: boolean; z: number | null; pct: number | null };
  const rows = new Map<string, Row[]>(); // set → the items recall kept
  const asked = new Map<string, string[]>(); // set → its queries' keys (a query may keep no item)
  let storeNo = 0;
  runLabSets(root, (set: string, bs: BenchStore, queries: LabQuery[], offTopic: boolean) => {
    const { store, dispose } = openBenchStore(bs, embedder!, 'engrim-zlab-');
    const st = storeNo++;
    for (const [qi, q] of queries.entries()) {
      const s = spread(store, q.text);
      const r = recall(store, q.text, { embedder, explain: true, search: { now: q.now } });
      const list = rows.get(set) ?? [];
      rows.set(set, list);
      const key = `${st}:${qi}`;
      asked.set(set, [...(asked.get(set) ?? []), key]);
      for (const item of r.items) {
        const cos = r.explained?.find((e) => e.id === item.id)?.cosine;
        list.push({ key, ev: !offTopic && q.relevant.has(item.ref!), z: cos === undefined ? null : (cos - s.mean) / s.sd, pct: cos === undefined ? null : s.pct(cos) });
      }
    }
    dispose();
  }, { coding: true });
  const rules: [string, (r: Row) => boolean][] = [['none', () => true]];
  for (const k of [0, 0.5, 1, 1.5, 2]) rules.push([`z ≥ ${k}`, (r) => r.z === null || r.z >= k]);
  for (const p of [0.5, 0.75, 0.9, 0.95]) rules.push([`percentile ≥ ${p}`, (r) => r.pct === null || r.pct >= p]);
  for (const [name, keep] of rules) {
    const cells = [...rows].map(([set, list]) => {
      const qs = new Map((asked.get(set) ?? []).map((key) => [key, { items: 0, ev: false }]));
      for (const r of list) {
        const q = qs.get(r.key)!;
        if (keep(r)) {
          q.items++;
          q.ev ||= r.ev;
        }
      }
      const n = qs.size;
      const items = [...qs.values()].reduce((a, q) => a + q.items, 0) / n;
      const ev = [...qs.values()].filter((q) => q.ev).length / n;
      return `${set} ${items.toFixed(2)}${set.endsWith('+') ? '/' + ev.toFixed(3) : ''}`;
    });
    console.log(name.padEnd(18), cells.join('  '));
  }
  const median = (zs: number[]) => (zs.length ? zs.sort((a, b) => a - b)[zs.length >> 1].toFixed(2) : '-');
  for (const [set, list] of rows) {
    const z = (ev: boolean) => list.filter((r) => r.ev === ev && r.z !== null).map((r) => r.z!);
    console.log(`${set}: median z of evidence items ${median(z(true))}, of the others ${median(z(false))}`);
  }
}

function confidence() {
  for (const set of ['small', 'scale']) {
    const stores = set === 'small' ? locomo(root)! : withDistractors(locomo(root)!, longmemeval(root)!, 10_000);
    const rows: { conf: number; h: number; b: number; d: number }[] = [];
    for (const bs of stores) {
      const { store, dispose } = openBenchStore(bs, embedder!, 'engrim-zlab-');
      for (const q of bs.queries) {
        const s = spread(store, q.text);
        const at10 = (mode: 'hybrid' | 'fulltext' | 'semantic') =>
          recallAt(search(store, q.text, { embedder, mode, limit: 10, now: q.now }).hits.map((x) => x.memory.ref!), q.relevant, 10);
        rows.push({ conf: (s.top - s.mean) / s.sd - Math.sqrt(2 * Math.log(s.n)), h: at10('hybrid'), b: at10('fulltext'), d: at10('semantic') });
      }
      dispose();
    }
    rows.sort((a, b) => a.conf - b.conf);
    console.log(set, rows.length, 'questions');
    for (let i = 0; i < 5; i++) {
      const part = rows.slice(Math.floor((i * rows.length) / 5), Math.floor(((i + 1) * rows.length) / 5));
      const avg = (k: 'h' | 'b' | 'd') => (part.reduce((a, r) => a + r[k], 0) / part.length).toFixed(3);
      console.log(`  quintile ${i + 1} (from ${part[0].conf.toFixed(2)}): hybrid ${avg('h')}  BM25 ${avg('b')}  dense ${avg('d')}`);
    }
  }
}

if (process.argv[2] === 'confidence') confidence();
else gate();
