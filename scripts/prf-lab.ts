// PRF lab: query-side levers measured through the real store and model, with
// every dataset's stores kept open so many variants run in one pass.
//
//   node --import tsx scripts/prf-lab.ts                       # every variant
//   ONLY=soft node --import tsx scripts/prf-lab.ts             # variants whose name matches
//   ENGRIM_LAB_MODEL=<dir> node --import tsx scripts/prf-lab.ts   # another model directory
//   SHOW_LME=1 ONLY=… node --import tsx scripts/prf-lab.ts     # also each LongMemEval question's answer ranks
//   DUMP=<file> ONLY=… node --import tsx scripts/prf-lab.ts     # also write every variant's per-query figures (to compare two builds)
//
// Each variant is compared with the default (fusion without soft matching) by a
// paired bootstrap per metric (↑/↓: the 95% interval excludes 0). Results of
// 2026-11-29 (the default's LoCoMo R@10 0.702, ADR context MRR 0.737 here):
// - dense PRF (query vector moved toward the fused top-k's mean, Rocchio;
//   k 3–10, β 0.5–2): LoCoMo R@10 −0.005…+0.008, ADR context −0.011…−0.050. Dropped.
// - sparse PRF (expansion terms from the fused top-k as a second BM25 query
//   added with weight λ; k 5/10, 5–20 terms, λ 0.2/0.4): LoCoMo ≤ +0.006, LME
//   −0.014…−0.042, ADR title −0.016…−0.039, context −0.026…−0.089. Dropped.
// - the rarest 32 / 24 query terms instead of the first 64: ADR context −0.043 /
//   −0.128 (long queries need all their words). Dropped.
// - query-term frequency (a term repeated in the query counted up to 2–3
//   times; FTS5 counts repeated phrases) and up to 128 terms: ADR context
//   +0.010…+0.017, not significant, nothing else moves. Not adopted.
// - BM25 alone for queries of more than 16–48 terms (`prod sparse>N`): ADR
//   context +0.002…+0.006 over the default, not monotonic in N. Not adopted.
// - a dense side scored by the query's sentences for queries of more than 16 /
//   32 terms (`sent*`: best sentence, mean of the best two, or half whole query
//   half best sentence): ADR context −0.020…+0.007, nothing else moves. Dropped.
// - phrase matching (sequential dependence: the query's adjacent non-stopword
//   pairs as an FTS5 OR of phrases, its BM25 as a share of the best added to
//   the sparse side × 0.1–0.5, queries of ≤ 16 or ≤ 64 terms; measured through
//   the real search() with soft matching, 2026-11-29): LoCoMo R@10 −0.002…
//   −0.007, LME R@10 unchanged (nDCG@10 −0.001…+0.015), ADR title −0.003…−0.022, ADR context −0.017…+0.006.
//   Dropped (the code was not kept).
// - the soft-matching bonus without its min-max scaling (the raw mean, or the
//   mean minus the lowest, × 0.4–1.0): LoCoMo R@10 0.721–0.723 against 0.727,
//   ADR title 0.812–0.818 against 0.805, LME R@10 0.894–0.903 against 0.903
//   (2026-11-29, with identifier parts). No clear winner; min-max kept.
// - a lead boost: the memory's first sentence (first 12 / 24 words) indexed
//   a second time, as a light BM25F "title" field: LoCoMo R@10 0.725 against
//   0.727, LME 0.903 (nDCG@10 0.725 / 0.722 against 0.719), ADR title 0.801 /
//   0.807 against 0.805, ADR context 0.765 / 0.766 against 0.753. A tie
//   everywhere; not adopted (it would need a re-index of every memory).
// - a recency boost for queries that ask for the latest ("most recently",
//   "currently", "latest"…: 41 LoCoMo and 3 LME questions): newest of the top
//   30 + 0.1 / 0.3 × the top score, scaled by creation time. LoCoMo R@10
//   0.727 / 0.726, LME unchanged (its "most recently" answers rank 22–24, out
//   of reach), ADR context 0.753 / 0.739 (Contexts say "current"). Dropped.
// - query expansion with embedding neighbours (`nbr*`: each query term's 1 / 3
//   nearest words of the store, cosine > 0.5 / 0.7, as a second BM25 query
//   added × 0.2 / 0.5, queries of ≤ 16 terms; against `default`, 2026-11-30):
//   at best a tie (k3 thr0.7 λ0.2: LoCoMo R@10 +0.004, LME and ADR unchanged),
//   at λ 0.5 worse (LoCoMo R@10 −0.008…−0.013, ADR title −0.021…−0.025). GloVe
//   neighbours are related words, not synonyms ("dog" → "cat"). Dropped; soft
//   term matching already gives near words their due on the fused top 20.
// - soft term matching (the `soft*`, `sbm25*` and `prod*` variants): LoCoMo
//   R@10 +0.014…+0.024, significant in every setting; adopted as src/search/soft.ts.

import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Embedder } from '../src/embed/embedder.ts';
import { loadEmbedder } from '../src/embed/load.ts';
import { cosines, denseTopK } from '../src/search/dense.ts';
import { queryTerms } from '../src/search/fts-query.ts';
import { DEFAULT_FUSION, fuse } from '../src/search/fusion.ts';
import { search } from '../src/search/search.ts';
import { DEFAULT_SOFT, type SoftConfig } from '../src/search/soft.ts';
import { Store } from '../src/store/store.ts';
import { adr, locomo, longmemeval, type BenchStore } from './bench/datasets.ts';
import { bootstrapInterval } from './bench/crossfit.ts';
import { ndcgAt, recallAt, reciprocalRank } from './bench/metrics.ts';
import { openBenchStore } from './bench/quality.ts';

interface Open {
  ds: string;
  bs: BenchStore;
  store: Store;
  refOf: Map<number, string>;
  text: Map<number, string>;
  ctx: Map<number, string>;
  df: Map<string, number>;
  n: number;
  dispose: () => void;
}

interface Cfg {
  name: string;
  alpha?: number;
  /** Dense PRF: top-k of the first fused list, weight β of their mean vector. */
  dk?: number;
  beta?: number;
  /** Sparse PRF: top-k, number of expansion terms, weight λ, min docs holding a term. */
  sk?: number;
  terms?: number;
  lambda?: number;
  minDocs?: number;
  /** Long queries keep their `maxTerms` rarest terms instead of the first ones. */
  idfSelect?: number;
  /** Query terms kept (default 64), and each repeated up to `qtf` times by its count in the query (BM25 then weighs it more). */
  maxTerms?: number;
  qtf?: number;
  /** Soft term matching rerank: weight γ, similarity threshold, weight of the context's words. */
  gamma?: number;
  thr?: number;
  ctxW?: number;
  /** Soft rerank only for queries with at most this many terms. */
  gate?: number;
  raw?: boolean;
  /** Through the real search() with this soft-matching configuration. */
  prod?: SoftConfig;
  softWeight?: number;
  /** Queries with more terms than this run BM25 alone. */
  sparseAbove?: number;
  /** Soft BM25 (saturating soft term frequency with length normalisation) instead of the best match per term. */
  bm25?: boolean;
  /** Every query term weighs the same (no IDF). */
  flat?: boolean;
  k1?: number;
  b?: number;
  /** Query expansion with embedding neighbours: each query term's `nk` nearest words of the store (cosine > `nthr`) as a second BM25 query, added × `nlambda`. */
  nk?: number;
  nthr?: number;
  nlambda?: number;
  /** Long queries (more terms than this): the dense side scores each memory by its sentences' vectors (see `sentMode`). */
  sentAbove?: number;
  /** max: best sentence cosine; top2: mean of the best two; mix: half whole-query cosine, half best sentence. */
  sentMode?: 'max' | 'top2' | 'mix';
}

const POOL = 50;
const quote = (t: string) => `"${t.replace(/"/g, '""')}"`;

function open(ds: string, bs: BenchStore, embedder: Embedder): Open {
  const { store, dispose } = openBenchStore(bs, embedder, 'engrim-prf-');
  const refOf = new Map<number, string>();
  const text = new Map<number, string>();
  const ctx = new Map<number, string>();
  const df = new Map<string, number>();
  for (const m of store.list({}, { limit: 1e9 })) {
    const rowid = store.rowidOf(m.id)!;
    refOf.set(rowid, m.ref!);
    text.set(rowid, m.content);
    ctx.set(rowid, m.context ?? '');
    for (const t of new Set(queryTerms(`${m.content} ${m.context ?? ''}`))) df.set(t, (df.get(t) ?? 0) + 1);
  }
  return { ds, bs, store, refOf, text, ctx, df, n: refOf.size, dispose };
}

function sparseList(o: Open, terms: string[]): { rowid: number; bm25: number }[] {
  if (!terms.length) return [];
  return o.store.fulltext(terms.map(quote).join(' OR '), {}, POOL);
}

function idf(o: Open, t: string): number {
  return Math.log(1 + (o.n - (o.df.get(t) ?? 0) + 0.5) / ((o.df.get(t) ?? 0) + 0.5));
}

function ranked(fused: ReturnType<typeof fuse>): number[] {
  return [...fused.values()].sort((a, b) => b.score - a.score).map((c) => c.rowid);
}

function run(o: Open, embedder: Embedder, query: string, cfg: Cfg, now?: number): string[] {
  if (cfg.prod && cfg.sparseAbove && queryTerms(query).length > cfg.sparseAbove) return search(o.store, query, { limit: 50, embedder, mode: 'fulltext', now }).hits.map((h) => h.memory.ref!);
  if (cfg.prod) return search(o.store, query, { limit: 50, embedder, now, soft: cfg.prod, fusion: { ...DEFAULT_FUSION, alpha: cfg.alpha ?? DEFAULT_FUSION.alpha, soft: cfg.softWeight ?? DEFAULT_FUSION.soft } }).hits.map((h) => h.memory.ref!);
  const fusion = { ...DEFAULT_FUSION, alpha: cfg.alpha ?? DEFAULT_FUSION.alpha };
  let terms = queryTerms(query, cfg.maxTerms);
  if (cfg.qtf) {
    const counts = new Map<string, number>();
    for (const w of query.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
    terms = terms.flatMap((t) => Array(Math.min(cfg.qtf!, counts.get(t) ?? 1)).fill(t));
  }
  if (cfg.idfSelect && terms.length > cfg.idfSelect) {
    const all = [...new Set(query.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [])].filter((t) => queryTerms(t).length);
    terms = all.sort((a, b) => idf(o, b) - idf(o, a)).slice(0, cfg.idfSelect);
  }
  const matrix = o.store.vectorMatrix(embedder.id);
  const sparse = sparseList(o, terms);
  const qv = embedder.embed(query);
  const dense = cfg.sentAbove && terms.length > cfg.sentAbove ? sentenceDense(embedder, matrix, query, qv, cfg.sentMode ?? 'max') : denseTopK(qv, matrix, POOL);
  if (cfg.gamma && terms.length <= (cfg.gate ?? 1e9)) return softRerank(o, embedder, terms, fuse(sparse, dense, fusion), cfg).map((r) => o.refOf.get(r)!);
  if (cfg.nk && terms.length <= 16) {
    const expansion = neighbours(o, embedder, terms, cfg.nk, cfg.nthr ?? 0.6);
    const extra = sparseList(o, expansion);
    if (extra.length && sparse.length) {
      const s = new Map<number, number>(sparse.map((x) => [x.rowid, x.bm25 / sparse[0].bm25]));
      for (const x of extra) s.set(x.rowid, (s.get(x.rowid) ?? 0) + ((cfg.nlambda ?? 0.3) * x.bm25) / extra[0].bm25);
      const sparse2 = [...s].map(([rowid, v]) => ({ rowid, bm25: -v })).sort((a, b) => a.bm25 - b.bm25).slice(0, POOL);
      return ranked(fuse(sparse2, dense, fusion)).map((r) => o.refOf.get(r)!);
    }
  }
  const first = ranked(fuse(sparse, dense, fusion));
  if (!cfg.dk && !cfg.sk) return first.map((r) => o.refOf.get(r)!);

  let dense2 = dense;
  if (cfg.dk && cfg.beta) {
    const mix = Float32Array.from(qv);
    for (const r of first.slice(0, cfg.dk)) {
      const v = embedder.embed(o.text.get(r)!);
      for (let i = 0; i < mix.length; i++) mix[i] += (cfg.beta * v[i]) / cfg.dk;
    }
    dense2 = denseTopK(mix, matrix, POOL);
  }
  let sparse2 = sparse;
  if (cfg.sk && cfg.terms && cfg.lambda) {
    const have = new Set(terms);
    const count = new Map<string, number>();
    for (const r of first.slice(0, cfg.sk)) for (const t of new Set(queryTerms(o.text.get(r)!))) if (!have.has(t) && !/^\d+$/.test(t)) count.set(t, (count.get(t) ?? 0) + 1);
    const expansion = [...count]
      .filter(([, c]) => c >= (cfg.minDocs ?? 2))
      .map(([t, c]) => [t, c * idf(o, t)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, cfg.terms)
      .map(([t]) => t);
    const extra = sparseList(o, expansion);
    if (extra.length && sparse.length) {
      const best = sparse[0].bm25;
      const bestE = extra[0].bm25;
      const s = new Map<number, number>(sparse.map((x) => [x.rowid, x.bm25 / best]));
      for (const x of extra) s.set(x.rowid, (s.get(x.rowid) ?? 0) + (cfg.lambda * x.bm25) / bestE);
      // Back to the FTS5 sign convention (more negative = better), best first.
      sparse2 = [...s].map(([rowid, v]) => ({ rowid, bm25: -v })).sort((a, b) => a.bm25 - b.bm25).slice(0, POOL);
    }
  }
  return ranked(fuse(sparse2, dense2, fusion)).map((r) => o.refOf.get(r)!);
}

/** Dense list of a long query from its sentences: every memory's cosine to each sentence, combined by `mode`. */
function sentenceDense(embedder: Embedder, matrix: ReturnType<Store['vectorMatrix']>, query: string, qv: Float32Array, mode: 'max' | 'top2' | 'mix') {
  const sentences = query.split(/(?<=[.!?])\s+|\n+/).map((x) => x.trim()).filter((x) => queryTerms(x).length >= 3);
  const per = sentences.map((x) => cosines(embedder.embed(x), matrix)).filter((c): c is Float32Array => c !== null);
  const whole = cosines(qv, matrix);
  if (!per.length || !whole) return denseTopK(qv, matrix, POOL);
  const rowids = matrix.pages.flatMap((pg) => [...pg.rowids.subarray(0, pg.count)]);
  const scored = rowids.map((rowid, r) => {
    const xs = per.map((c) => c[r]).sort((a, b) => b - a);
    const cosine = mode === 'max' ? xs[0] : mode === 'top2' ? (xs[0] + (xs[1] ?? xs[0])) / 2 : (whole[r] + xs[0]) / 2;
    return { rowid, cosine };
  });
  return scored.sort((a, b) => b.cosine - a.cosine).slice(0, POOL);
}

/** Each term's `k` nearest words among the store's own words (not the term itself, nor a word that starts with it or it with). */
const storeWords = new Map<Open, [string, Float32Array][]>();
function neighbours(o: Open, embedder: Embedder, terms: string[], k: number, thr: number): string[] {
  let ws = storeWords.get(o);
  if (!ws) storeWords.set(o, (ws = [...o.df.keys()].filter((w) => /^\p{L}+$/u.test(w)).map((w) => [w, wv(embedder, w)] as [string, Float32Array]).filter(([, v]) => v.some((x) => x !== 0))));
  const have = new Set(terms);
  const out = new Set<string>();
  for (const t of terms) {
    const tv = wv(embedder, t);
    if (!tv.some((x) => x !== 0)) continue;
    const best: [string, number][] = [];
    for (const [w, v] of ws) {
      if (have.has(w) || w.startsWith(t) || t.startsWith(w)) continue;
      let d = 0;
      for (let j = 0; j < tv.length; j++) d += tv[j] * v[j];
      if (d > thr) best.push([w, d]);
    }
    best.sort((a, b) => b[1] - a[1]).slice(0, k).forEach(([w]) => out.add(w));
  }
  return [...out];
}

const wordVecs = new Map<string, Float32Array>();
function wv(embedder: Embedder, w: string): Float32Array {
  let v = wordVecs.get(w);
  if (!v) wordVecs.set(w, (v = embedder.embed(w)));
  return v;
}
const docWords = new Map<string, string[]>();
function words(key: string, text: string): string[] {
  let ws = docWords.get(key);
  if (!ws) docWords.set(key, (ws = queryTerms(text)));
  return ws;
}

/** Each query term's best cosine to a word of the memory (IDF-weighted mean), added to the fused score. */
function softRerank(o: Open, embedder: Embedder, terms: string[], fused: ReturnType<typeof fuse>, cfg: Cfg): number[] {
  const thr = cfg.thr ?? 0;
  const qt = terms.filter((t) => wv(embedder, t).some((x) => x !== 0));
  const weights = qt.map((t) => (cfg.flat ? 1 : idf(o, t)));
  const total = weights.reduce((a, b) => a + b, 0) || 1;
  const soft = new Map<number, number>();
  if (cfg.bm25) {
    const k1 = cfg.k1 ?? 1.2;
    const b = cfg.b ?? 0.75;
    const cands = [...fused.values()];
    const fields: [(r: number) => string[], number][] = [[(r) => words(`${o.ds}${o.bs.name}:${r}`, o.text.get(r)!), 1]];
    if (cfg.ctxW) fields.push([(r) => words(`${o.ds}${o.bs.name}:${r}:c`, o.ctx.get(r)!), cfg.ctxW]);
    for (const c of cands) soft.set(c.rowid, 0);
    for (const [get, fw] of fields) {
      const avgdl = cands.reduce((a, c) => a + get(c.rowid).length, 0) / cands.length || 1;
      for (const c of cands) {
        const ws = get(c.rowid);
        let s = 0;
        qt.forEach((t, i) => {
          const tv = wv(embedder, t);
          let tf = 0;
          for (const x of ws) {
            if (x === t) { tf += 1; continue; }
            const xv = wv(embedder, x);
            let d = 0;
            for (let j = 0; j < tv.length; j++) d += tv[j] * xv[j];
            if (d > thr) tf += (d - thr) / (1 - thr);
          }
          s += weights[i] * (tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * ws.length) / avgdl));
        });
        soft.set(c.rowid, soft.get(c.rowid)! + fw * s);
      }
    }
  } else for (const c of fused.values()) {
    const key = `${o.ds}${o.bs.name}:${c.rowid}`;
    const sets: [string[], number][] = [[words(key, o.text.get(c.rowid)!), 1]];
    if (cfg.ctxW) sets.push([words(`${key}:c`, o.ctx.get(c.rowid)!), cfg.ctxW]);
    let s = 0;
    qt.forEach((t, i) => {
      const tv = wv(embedder, t);
      let best = 0;
      for (const [ws, w] of sets) for (const x of ws) {
        const xv = wv(embedder, x);
        let d = 0;
        for (let j = 0; j < tv.length; j++) d += tv[j] * xv[j];
        d = x === t ? 1 : d;
        best = Math.max(best, w * Math.max(0, (d - thr) / (1 - thr)));
      }
      s += weights[i] * best;
    });
    soft.set(c.rowid, s / total);
  }
  const vals = [...soft.values()];
  const lo = Math.min(...vals);
  const span = Math.max(...vals) - lo || 1;
  return [...fused.values()].map((c) => [c.rowid, c.score + cfg.gamma! * (cfg.raw ? soft.get(c.rowid)! : (soft.get(c.rowid)! - lo) / span)] as const).sort((a, b) => b[1] - a[1]).map(([r]) => r);
}

const root = resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench');
const { embedder } = loadEmbedder(process.env.ENGRIM_LAB_MODEL ?? '');
if (!embedder) throw new Error('no model');
const t0 = Date.now();
const opened: Open[] = [];
for (const [ds, stores] of [['locomo', locomo(root)!], ['lme', longmemeval(root)!], ['adr', adr(root)!]] as const) for (const bs of stores) opened.push(open(ds, bs, embedder));
console.error(`stores built in ${Date.now() - t0} ms`);

const cfgs: Cfg[] = [{ name: 'default' }];
for (const k of [64, 32, 24]) cfgs.push({ name: `idf${k}`, idfSelect: k });
for (const maxTerms of [64, 128, 256]) for (const qtf of [0, 2, 3]) cfgs.push({ name: `terms${maxTerms} qtf${qtf}`, maxTerms, qtf });
for (const dk of [3, 5, 10]) for (const beta of [0.5, 1, 2]) cfgs.push({ name: `dprf k${dk} β${beta}`, dk, beta });
for (const sk of [5, 10]) for (const terms of [5, 10, 20]) for (const lambda of [0.2, 0.4]) cfgs.push({ name: `sprf k${sk} t${terms} λ${lambda}`, sk, terms, lambda });
for (const gamma of [0.3, 0.4, 0.5]) for (const thr of [0.2, 0.3, 0.4]) for (const ctxW of [0.5]) for (const flat of [false, true]) cfgs.push({ name: `soft γ${gamma} thr${thr} ctx${ctxW} g16${flat ? ' flat' : ''}`, gamma, thr, ctxW, gate: 16, flat });
for (const gamma of [0.2, 0.4, 0.6]) for (const thr of [0.4, 0.6]) for (const ctxW of [0, 0.5]) cfgs.push({ name: `sbm25 γ${gamma} thr${thr} ctx${ctxW} g16`, gamma, thr, ctxW, gate: 16, bm25: true });
cfgs.push({ name: 'prod off', prod: DEFAULT_SOFT, softWeight: 0 });
cfgs.push({ name: 'prod default', prod: DEFAULT_SOFT });
for (const softWeight of [0.2, 0.6]) cfgs.push({ name: `prod soft=${softWeight}`, prod: DEFAULT_SOFT, softWeight });
for (const sparseAbove of [16, 24, 32, 48]) cfgs.push({ name: `prod sparse>${sparseAbove}`, prod: DEFAULT_SOFT, sparseAbove });
for (const [candidates, maxWords] of [[12, 12], [16, 12], [20, 12], [12, 16], [30, 16], [20, 24]]) cfgs.push({ name: `prod c${candidates} w${maxWords}`, prod: { ...DEFAULT_SOFT, candidates, maxWords } });
for (const sentAbove of [16, 32]) for (const sentMode of ['max', 'top2', 'mix'] as const) cfgs.push({ name: `sent>${sentAbove} ${sentMode}`, sentAbove, sentMode });
for (const alpha of [0.6, 0.65, 0.75, 0.8]) cfgs.push({ name: `prod α${alpha}`, prod: DEFAULT_SOFT, alpha });
for (const nk of [1, 3]) for (const nthr of [0.5, 0.7]) for (const nlambda of [0.2, 0.5]) cfgs.push({ name: `nbr k${nk} thr${nthr} λ${nlambda}`, nk, nthr, nlambda });
const only = process.env.ONLY ? new RegExp(process.env.ONLY) : null;

type Per = Record<string, number[]>;
const results = new Map<string, Per>();
for (const cfg of cfgs.filter((c) => !only || c.name === 'default' || only.test(c.name))) {
  const per: Per = { 'locomo R@5': [], 'locomo R@10': [], 'locomo nDCG': [], 'lme R@10': [], 'lme nDCG': [], 'adr title': [], 'adr ctx': [] };
  for (const o of opened) {
    for (const q of o.bs.queries) {
      const r = run(o, embedder, q.text, cfg, q.now);
      if (o.ds === 'locomo') {
        per['locomo R@5'].push(recallAt(r, q.relevant, 5));
        per['locomo R@10'].push(recallAt(r, q.relevant, 10));
        per['locomo nDCG'].push(ndcgAt(r, q.relevant, 10));
      } else if (o.ds === 'lme') {
        per['lme R@10'].push(recallAt(r, q.relevant, 10));
        per['lme nDCG'].push(ndcgAt(r, q.relevant, 10));
        if (process.env.SHOW_LME) console.log(`  ${cfg.name} ${o.bs.name} R@10 ${recallAt(r, q.relevant, 10).toFixed(2)} ranks ${[...q.relevant].map((x) => r.indexOf(x) + 1).join(',')} ${q.text.slice(0, 80)}`);
      }
      else per[q.group === 'title' ? 'adr title' : 'adr ctx'].push(reciprocalRank(r, [...q.relevant][0]));
    }
  }
  results.set(cfg.name, per);
  if (process.env.DUMP) writeFileSync(process.env.DUMP, JSON.stringify(Object.fromEntries(results)));
  const base = results.get('default')!;
  const line = Object.entries(per).map(([k, v]) => {
    const m = v.reduce((a, b) => a + b, 0) / v.length;
    if (cfg.name === 'default') return `${k} ${m.toFixed(3)}`;
    const { diff, lo, hi } = bootstrapInterval(v.map((x, i) => x - base[k][i]));
    return `${k} ${m.toFixed(3)} (${diff >= 0 ? '+' : ''}${diff.toFixed(3)}${lo > 0 ? '↑' : hi < 0 ? '↓' : ''})`;
  });
  console.log(`${cfg.name.padEnd(22)} ${line.join(' | ')}`);
}
// LoCoMo cross-fit of the soft weight alone: chosen on the even conversations, scored on the odd ones, and back.
const weights = [...results.keys()].filter((n) => n === 'prod off' || n === 'prod default' || n.startsWith('prod soft='));
if (weights.length > 1) {
  const conv: number[] = [];
  opened.filter((o) => o.ds === 'locomo').forEach((o, i) => o.bs.queries.forEach(() => conv.push(i % 2)));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const on = (name: string, fold: number) => mean(results.get(name)!['locomo R@10'].filter((_, q) => conv[q] === fold));
  for (const fold of [0, 1]) {
    const pick = weights.reduce((a, b) => (on(b, fold) > on(a, fold) ? b : a));
    console.log(`LoCoMo R@10 cross-fit: chosen on fold ${fold}: ${pick}; held-out ${on(pick, 1 - fold).toFixed(3)} vs soft off ${on('prod off', 1 - fold).toFixed(3)} (${weights.map((w) => `${w} ${on(w, 1 - fold).toFixed(3)}`).join(', ')})`);
  }
}
for (const o of opened) o.dispose();
