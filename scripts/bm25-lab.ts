// BM25 lab: FTS5's bm25() fixes k1 = 1.2 and b = 0.75. This lab scores the
// engine's own full-text matches with other k1 / b, through the real search()
// (boosts, fusion, soft matching unchanged), to ask whether the length
// normalisation or the term-frequency saturation suits memories.
//
//   node --import tsx scripts/bm25-lab.ts                 # the grid, fulltext and hybrid
//   ONLY='hybrid' node --import tsx scripts/bm25-lab.ts   # variants whose name matches
//
// The store's postings are read from an `fts5vocab` instance table; each
// variant replaces `store.fulltext` with a JS BM25 over them, computed as FTS5
// computes it (per phrase: IDF × f(k1+1) / (f + k1(1 − b + b·D/avgD)), f the
// column-weighted count, D the row's tokens in all columns). The first variant, k1 1.2 /
// b 0.75, must reproduce the engine's figures: it checks the reimplementation.
// Each variant is compared with it by a paired bootstrap per metric.

import { resolve } from 'node:path';
import { defaultModelDir, loadEmbedder } from '../src/embed/load.ts';
import { search } from '../src/search/search.ts';
import { CONTEXT_WEIGHT } from '../src/store/reads.ts';
import type { Store } from '../src/store/store.ts';
import type { SearchMode } from '../src/types.ts';
import { adr, locomo, longmemeval, type BenchStore } from './bench/datasets.ts';
import { bootstrapInterval } from './bench/crossfit.ts';
import { mean, ndcgAt, recallAt, reciprocalRank, round } from './bench/metrics.ts';
import { openBenchStore } from './bench/quality.ts';

interface Postings {
  /** term → rowid → tf per column */
  tf: Map<string, Map<number, number[]>>;
  len: Map<number, number>;
  avg: number;
  n: number;
  tokens: (term: string) => string[];
}

function postings(store: Store): Postings {
  const db = store.db;
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.lab_vocab USING fts5vocab(main, memories_fts, instance)`);
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.lab_q USING fts5(x, tokenize = 'porter unicode61 remove_diacritics 2')`);
  db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.lab_qv USING fts5vocab(temp, lab_q, instance)`);
  const tf = new Map<string, Map<number, number[]>>();
  const len = new Map<number, number>();
  const cols = ['text', 'context'];
  for (const r of db.prepare('SELECT term, doc, col, count(*) AS c FROM temp.lab_vocab GROUP BY term, doc, col').iterate() as Iterable<{ term: string; doc: number; col: string; c: number }>) {
    let docs = tf.get(r.term);
    if (!docs) tf.set(r.term, (docs = new Map()));
    let v = docs.get(r.doc);
    if (!v) docs.set(r.doc, (v = [0, 0]));
    v[cols.indexOf(r.col)] += r.c;
    len.set(r.doc, (len.get(r.doc) ?? 0) + r.c);
  }
  // FTS5 counts every row of the table, matched or not, empty or not.
  const n = db.prepare('SELECT count(*) FROM memories').pluck().get() as number;
  const total = [...len.values()].reduce((a, b) => a + b, 0);
  const cache = new Map<string, string[]>();
  const tokens = (term: string) => {
    let t = cache.get(term);
    if (!t) {
      db.prepare('INSERT INTO temp.lab_q (rowid, x) VALUES (1, ?)').run(term);
      t = (db.prepare('SELECT term FROM temp.lab_qv ORDER BY offset').pluck().all() as string[]);
      db.prepare('DELETE FROM temp.lab_q').run();
      cache.set(term, t);
    }
    return t;
  };
  return { tf, len, avg: total / n, n, tokens };
}

/** BM25 as FTS5 computes it, for an OR of single-token terms (a term the tokenizer splits is scored on its first token). */
function bm25(p: Postings, match: string, k1: number, b: number): { rowid: number; bm25: number }[] {
  const terms = match.split(' OR ').map((q) => q.slice(1, -1).replace(/""/g, '"'));
  const score = new Map<number, number>();
  const weights = [1, CONTEXT_WEIGHT];
  for (const term of terms) {
    const token = p.tokens(term)[0];
    const docs = token ? p.tf.get(token) : undefined;
    if (!docs) continue;
    let idf = Math.log((p.n - docs.size + 0.5) / (docs.size + 0.5));
    if (idf <= 0) idf = 1e-6;
    for (const [doc, tfs] of docs) {
      const norm = k1 * (1 - b + (b * p.len.get(doc)!) / p.avg);
      // FTS5 weighs each column's count, sums them, then saturates once.
      const f = tfs.reduce((sum, tf, c) => sum + weights[c] * tf, 0);
      score.set(doc, (score.get(doc) ?? 0) + (idf * f * (k1 + 1)) / (f + norm));
    }
  }
  return [...score].map(([rowid, s]) => ({ rowid, bm25: -s })).sort((x, y) => x.bm25 - y.bm25 || x.rowid - y.rowid);
}

interface Variant {
  name: string;
  mode: SearchMode;
  k1?: number;
  b?: number;
}

const GRID: Variant[] = [];
for (const mode of ['fulltext', 'hybrid'] as const) {
  GRID.push({ name: `${mode} engine` , mode });
  for (const k1 of [0.6, 1.2, 2.0]) for (const b of [0.3, 0.5, 0.75, 0.9]) GRID.push({ name: `${mode} k1 ${k1} b ${b}`, mode, k1, b });
}
const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null;
const variants = GRID.filter((v) => !only || only.test(v.name));

const root = resolve(import.meta.dirname, '../../shared/bench');
const embedder = loadEmbedder(defaultModelDir()!).embedder!;
const sets: [string, BenchStore[]][] = [
  ['locomo', locomo(root) ?? []],
  ['longmemeval', longmemeval(root) ?? []],
  ['adr', adr(root) ?? []],
];

/** dataset → metric → variant → per-query values */
const per = new Map<string, Map<string, number[]>>();
const push = (metric: string, variant: string, v: number) => {
  let m = per.get(metric);
  if (!m) per.set(metric, (m = new Map()));
  let xs = m.get(variant);
  if (!xs) m.set(variant, (xs = []));
  xs.push(v);
};

const started = Date.now();
for (const [ds, stores] of sets) {
  for (const bs of stores) {
    const { store, dispose } = openBenchStore(bs, embedder, 'engrim-bm25-');
    try {
      const p = postings(store);
      const refOf = new Map(store.list({}, { limit: 1e9 }).map((m) => [m.id, m.ref!]));
      const engine = store.fulltext.bind(store);
      for (const v of variants) {
        store.fulltext = v.k1 === undefined ? engine : (match: string) => bm25(p, match, v.k1!, v.b!);
        for (const q of bs.queries) {
          const r = search(store, q.text, { mode: v.mode, limit: 50, embedder, now: q.now });
          const refs = r.hits.map((h) => refOf.get(h.memory.id)!);
          if (ds === 'adr') push(`ADR ${q.group} MRR`, v.name, reciprocalRank(refs, [...q.relevant][0]));
          else {
            const name = ds === 'locomo' ? 'LoCoMo' : 'LME turn';
            push(`${name} R@10`, v.name, recallAt(refs, q.relevant, 10));
            push(`${name} nDCG@10`, v.name, ndcgAt(refs, q.relevant, 10));
            if (ds === 'locomo') push('LoCoMo R@5', v.name, recallAt(refs, q.relevant, 5));
          }
        }
      }
    } finally {
      dispose();
    }
  }
}

const metrics = [...per.keys()];
console.log(`${((Date.now() - started) / 1000).toFixed(0)} s; each row against its mode's "k1 1.2 b 0.75" (paired bootstrap; ↑/↓ = interval excludes 0)`);
console.log(['variant'.padEnd(26), ...metrics.map((m) => m.padStart(17))].join(''));
for (const v of variants) {
  const base = `${v.mode} k1 1.2 b 0.75`;
  const cells = metrics.map((m) => {
    const xs = per.get(m)!.get(v.name)!;
    const ref = per.get(m)!.get(base);
    let mark = '';
    if (ref && v.name !== base) {
      const { lo, hi } = bootstrapInterval(xs.map((x, i) => x - ref[i]));
      mark = lo > 0 ? '↑' : hi < 0 ? '↓' : '';
    }
    return `${round(mean(xs)).toFixed(3)}${mark}`.padStart(17);
  });
  console.log([v.name.padEnd(26), ...cells].join(''));
}
