// Gate lab: what the recall block holds when nothing in the store answers the prompt, and what a
// word-overlap gate would cost the prompts that do have an answer.
//
//   node --import tsx scripts/gate-lab.ts      # ~1 min on 2 cores
//
// For each prompt, the first 10 hits recall would consider (search, limit 30, kept by today's relevance
// rule: a prompt word matched or cosine ≥ 0.45) and, for each, how many of the prompt's distinct terms the
// memory holds (crudely stemmed), what they weigh (IDF in that store: `cov` as a share of the prompt's
// weight, `abs` in units of ln(N + 1), about a word found in one memory), its cosine, and whether it is
// evidence. Sets: LoCoMo questions on their own
// conversation (locomo+) and on the next one (locomo−: nothing answers them); LongMemEval (lme+); ADR
// Context and title → Decision (adrctx+, adrtitle+); LoCoMo questions on the ADR store (adr−) and ADR
// Contexts, long prompts, on a LoCoMo store (locomo−adr). Each rule prints, per set, the items kept per
// prompt and (for + sets) the share of prompts that keep at least one evidence item.
// Last, the real recall() at a few `recall.minOverlap` values. Findings of 2026-11-30 are in
// docs/benchmarks.md ("Precision").
import { resolve } from 'node:path';
import { loadEmbedder } from '../src/embed/load.ts';
import { crudeStem } from '../src/search/fts-query.ts';
import { recall } from '../src/recall/recall.ts';
import { search } from '../src/search/search.ts';
import { queryTerms } from '../src/search/fts-query.ts';
import { adr, locomo, longmemeval, type BenchStore } from './bench/datasets.ts';
import { openBenchStore } from './bench/quality.ts';
const { embedder } = loadEmbedder('');
const root = resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench');
type Hit = { m: number; n: number; cos: number; ev: boolean; cov: number; abs: number };
type Q = { set: string; hits: Hit[] };
const Qs: Q[] = [];
/** The real recall() block at each `recall.minOverlap`: items, and whether it holds evidence. */
const OVERLAPS = [0, 0.25, 0.34];
const blocks = new Map<string, { items: number[]; evidence: number[] }>();
function run(set: string, bs: BenchStore, queries: { text: string; relevant: Set<string>; now?: number }[]) {
  const { store, dispose } = openBenchStore(bs, embedder!, 'engrim-gate-');
  const words = new Map<string, Set<string>>();
  for (const m of bs.memories) words.set(m.ref!, new Set(queryTerms(`${m.content} ${m.context ?? ''}`, 5000).map(crudeStem)));
  const df = new Map<string, number>();
  for (const ws of words.values()) for (const w of ws) df.set(w, (df.get(w) ?? 0) + 1);
  const N = words.size;
  const idf = (t: string) => { const d = df.get(t) ?? 0; return Math.log((N - d + 0.5) / (d + 0.5) + 1); };

  for (const q of queries) {
    const terms = [...new Set(queryTerms(q.text).map(crudeStem))];
    const hits = search(store, q.text, { embedder: embedder!, limit: 30, now: q.now }).hits.filter((h) => h.ranks.fulltext !== undefined || (h.cosine ?? -1) >= 0.45).slice(0, 10);
    for (const minOverlap of OVERLAPS) {
      const b = recall(store, q.text, { embedder: embedder!, minOverlap, search: { now: q.now } });
      const key = `${set} ${minOverlap}`;
      if (!blocks.has(key)) blocks.set(key, { items: [], evidence: [] });
      blocks.get(key)!.items.push(b.items.length);
      blocks.get(key)!.evidence.push(b.items.some((i) => q.relevant.has(i.ref!)) ? 1 : 0);
    }
    const total = terms.reduce((a, t) => a + idf(t), 0) || 1;
    Qs.push({
      set,
      hits: hits.map((h) => {
        const shared = terms.filter((t) => words.get(h.memory.ref!)!.has(t));
        const weight = shared.reduce((a, t) => a + idf(t), 0);
        return { m: shared.length, n: terms.length, cos: h.cosine ?? 0, ev: q.relevant.has(h.memory.ref!), cov: weight / total, abs: weight / Math.log(N + 1) };
      }),
    });
  }
  dispose();
}
const lc = locomo(root)!; const lme = longmemeval(root)!; const [ad] = adr(root)!;
for (let c = 0; c < lc.length; c++) {
  run('locomo+', lc[c], lc[c].queries.filter((_, i) => i % 3 === 0));
  run('locomo−', lc[c], lc[(c + 1) % lc.length].queries.filter((_, i) => i % 3 === 0).map((q) => ({ ...q, relevant: new Set() })));
}
for (const bs of lme) run('lme+', bs, bs.queries);
run('adrctx+', ad, ad.queries.filter((q) => q.group === 'context'));
run('adrtitle+', ad, ad.queries.filter((q) => q.group === 'title'));
run('adr−', ad, lc[0].queries.filter((_, i) => i % 5 === 0).map((q) => ({ ...q, relevant: new Set() })));
run('locomo−adr', lc[0], ad.queries.filter((q) => q.group === 'context').map((q) => ({ ...q, relevant: new Set() })));
const rules: [string, (h: Hit) => boolean][] = [['none', () => true]];
rules.push(['count: frac≥0.25 or m≥2', (h) => h.m / (h.n || 1) >= 0.25 || h.m >= 2 || h.cos >= 0.45]);
for (const f of [0.15, 0.2, 0.25]) rules.push([`cov≥${f}`, (h) => h.cov >= f || h.cos >= 0.45]);
for (const k of [0.8, 1, 1.2, 1.5, 2]) rules.push([`frac≥0.25 or abs≥${k}`, (h) => h.m / (h.n || 1) >= 0.25 || h.abs >= k || h.cos >= 0.45]);
for (const f of [0.15, 0.2, 0.25]) for (const k of [1, 1.2, 1.5, 2]) rules.push([`cov≥${f} or abs≥${k}`, (h) => h.cov >= f || h.abs >= k || h.cos >= 0.45]);
for (const f of [0.25]) for (const k of [1, 1.5]) rules.push([`frac≥${f} or (m≥2 and abs≥${k})`, (h) => h.m / (h.n || 1) >= f || (h.m >= 2 && h.abs >= k) || h.cos >= 0.45]);
const sets = [...new Set(Qs.map((q) => q.set))];
for (const [name, keep] of rules) {
  const out = sets.map((s) => {
    const qs = Qs.filter((q) => q.set === s);
    const items = qs.reduce((a, q) => a + q.hits.filter(keep).length, 0) / qs.length;
    if (s.includes('−')) return `${s} ${items.toFixed(2)}`;
    const hitRate = qs.filter((q) => q.hits.some((h) => h.ev && keep(h))).length / qs.length;
    return `${s} ${items.toFixed(2)}/${hitRate.toFixed(3)}`;
  });
  console.log(name.padEnd(28), out.join(' | '));
}
// Gating the whole block: inject nothing unless some hit holds ≥ f of the prompt's terms (or of their IDF
// weight) or has cosine ≥ c.
for (const [name, share] of [['frac', (h: Hit) => h.m / (h.n || 1)], ['cov', (h: Hit) => h.cov]] as const) {
  for (const f of [0.2, 0.3, 0.4]) for (const c of [0.55, 0.6, 0.7]) {
    const keepBlock = (q: Q) => q.hits.some((h) => share(h) >= f || h.cos >= c);
    const out = sets.map((s) => {
      const qs = Qs.filter((q) => q.set === s);
      const kept = qs.filter(keepBlock);
      if (s.includes('−')) return `${s} empty ${(1 - kept.length / qs.length).toFixed(2)}`;
      return `${s} ${(kept.filter((q) => q.hits.some((h) => h.ev)).length / qs.length).toFixed(3)}`;
    });
    console.log(`block: ${name}≥${f} or cos≥${c}`.padEnd(28), out.join(' | '));
  }
}
// The shipped anchor (a fifth of the prompt's terms, or cosine ≥ 0.55) or, for long prompts, shared words
// that weigh as much as `a` words found in one memory each.
for (const a of [2, 2.5, 3, 4]) {
  const keepBlock = (q: Q) => q.hits.some((h) => h.m / (h.n || 1) >= 0.2 || h.cos >= 0.55 || h.abs >= a);
  const out = sets.map((s) => {
    const qs = Qs.filter((q) => q.set === s);
    const kept = qs.filter(keepBlock);
    if (s.includes('−')) return `${s} empty ${(1 - kept.length / qs.length).toFixed(2)}`;
    return `${s} ${(kept.filter((q) => q.hits.some((h) => h.ev)).length / qs.length).toFixed(3)}`;
  });
  console.log(`block: frac≥0.2, cos≥0.55 or abs≥${a}`.padEnd(28), out.join(' | '));
}
// The shipped option, through the real recall(): the block fills up from later hits that pass.
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
for (const minOverlap of OVERLAPS) {
  const out = sets.map((s) => {
    const b = blocks.get(`${s} ${minOverlap}`)!;
    return s.includes('−') ? `${s} ${mean(b.items).toFixed(2)}` : `${s} ${mean(b.items).toFixed(2)}/${mean(b.evidence).toFixed(3)}`;
  });
  console.log(`recall.minOverlap ${minOverlap}`.padEnd(28), out.join(' | '));
}
