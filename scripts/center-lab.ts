// Centering lab: does the cosine measured around the store's own centroid tell relevant memories from
// the rest better than the plain cosine? Long memories of one domain (a store of infrastructure
// decisions) sit near their common centre, so any prompt of the domain meets them at cosine ≈ 0.5.
// For every search hit (limit 30) of answerable prompts (evidence or not) and of prompts nothing answers
// (coding prompts and LoCoMo questions to the ADR store, coding prompts to LoCoMo conversations), the
// plain and the centred cosine; prints the AUC of each for "evidence vs any hit of an unanswerable prompt"
// and "evidence vs the other hits of its own prompt".
//
//   node --import tsx scripts/center-lab.ts
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadEmbedder } from '../src/embed/load.ts';
import { search } from '../src/search/search.ts';
import { adr, locomo, longmemeval, type BenchStore } from './bench/datasets.ts';
import { openBenchStore } from './bench/quality.ts';
const { embedder } = loadEmbedder('');
const root = resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench');
type S = { raw: number; cen: number };
const ev: Record<string, S[]> = {}, other: Record<string, S[]> = {}, off: Record<string, S[]> = {};
const push = (o: Record<string, S[]>, k: string, s: S) => (o[k] ??= []).push(s);
function run(set: string, bs: BenchStore, queries: { text: string; relevant: Set<string>; now?: number }[], offTopic: boolean) {
  const { store, dispose } = openBenchStore(bs, embedder!, 'engrim-center-');
  const m = store.vectorMatrix(embedder!.id);
  const c = new Float64Array(m.dim);
  let n = 0;
  for (const p of m.pages) for (let i = 0; i < p.count; i++) {
    const norm = p.norms[i] || 1;
    for (let d = 0; d < m.dim; d++) c[d] += p.data[i * m.dim + d] / norm;
    n++;
  }
  for (let d = 0; d < m.dim; d++) c[d] /= n;
  const centred = (q: Float32Array, v: Int8Array) => {
    let nv = 0;
    for (let d = 0; d < v.length; d++) nv += v[d] * v[d];
    nv = Math.sqrt(nv) || 1;
    let dot = 0, a = 0, b = 0;
    for (let d = 0; d < v.length; d++) { const x = q[d] - c[d], y = v[d] / nv - c[d]; dot += x * y; a += x * x; b += y * y; }
    return dot / Math.sqrt(a * b || 1);
  };
  for (const q of queries) {
    const qv = embedder!.embed(q.text);
    const hits = search(store, q.text, { embedder: embedder!, limit: 30, now: q.now }).hits;
    const vecs = store.vectorsOf(hits.map((h) => h.memory.id), embedder!.id);
    for (const h of hits) {
      const v = vecs.get(h.memory.id);
      if (!v || h.cosine === undefined) continue;
      const s = { raw: h.cosine, cen: centred(qv, v) };
      if (offTopic) push(off, set, s);
      else if (q.relevant.has(h.memory.ref!)) push(ev, set, s);
      else push(other, set, s);
    }
  }
  dispose();
}
/** P(a random positive scores above a random negative). */
function auc(pos: number[], neg: number[]): number {
  const all = [...pos.map((x) => [x, 1] as const), ...neg.map((x) => [x, 0] as const)].sort((a, b) => a[0] - b[0]);
  let rank = 0, sum = 0;
  for (const [, label] of all) { rank++; if (label) sum += rank; }
  return (sum - (pos.length * (pos.length + 1)) / 2) / (pos.length * neg.length);
}
const coding = readFileSync(resolve(import.meta.dirname, 'bench/coding-prompts.txt'), 'utf8').split('\n').filter(Boolean).map((text) => ({ text, relevant: new Set<string>() }));
const lo = locomo(root)!, lme = longmemeval(root)!, [ad] = adr(root)!;
for (const bs of lo.slice(0, 5)) run('locomo', bs, bs.queries, false);
for (const bs of lme) run('lme', bs, bs.queries, false);
run('adr', ad, ad.queries, false);
run('adr', ad, coding, true);
run('adr', ad, lo.flatMap((bs) => bs.queries.filter((_, j) => j % 3 === 0)), true);
for (const bs of lo.slice(5, 8)) run('locomo', bs, coding, true);
for (const set of Object.keys(ev)) {
  const e = ev[set], o = other[set] ?? [], f = off[set] ?? [];
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]?.toFixed(3);
  console.log(`${set}: evidence ${e.length}, other ${o.length}, unanswerable ${f.length}`);
  for (const k of ['raw', 'cen'] as const) {
    console.log(`  ${k}: median evidence ${med(e.map((s) => s[k]))} other ${med(o.map((s) => s[k]))} unanswerable ${med(f.map((s) => s[k]))}; AUC ev/other ${auc(e.map((s) => s[k]), o.map((s) => s[k])).toFixed(3)}${f.length ? `, ev/unanswerable ${auc(e.map((s) => s[k]), f.map((s) => s[k])).toFixed(3)}` : ''}`);
  }
}
