import type { Embedder } from '../embed/embedder.ts';
import type { VectorMatrix } from '../store/vector-pages.ts';
import { int8Norm, quantize } from '../util/int8.ts';
import { cosines } from './dense.ts';
import { queryTerms } from './fts-query.ts';

// Soft term matching: the third signal of hybrid search, for short queries.
//
// BM25 counts only words a memory shares with the query; a mean-of-words
// vector blurs a memory into one point. Between the two, each query term looks
// for its closest word in the memory ("painting" finds "watercolours",
// "pet" finds "puppy"): the cosine of the two word vectors, counted above a
// threshold, an exact word counting 1. The memory's score is the mean over the
// query's terms, so covering more of the question ranks higher. Words of the
// search-only context (a turn's neighbours) count at a lower weight. Only the
// first words of each field are read: a long memory would otherwise find a
// near match for every term somewhere.
//
// Measured on ../shared/bench with `scripts/prf-lab.ts` and `npm run bench`
// (docs/benchmarks.md): LoCoMo R@10 +0.026, the other sets ties. Long queries
// (ADR Context paragraphs) lost 0.03–0.09 MRR with it, so they skip it.

export interface SoftConfig {
  /** Word cosine below this counts 0; above, it is rescaled to (0, 1]. */
  threshold: number;
  /** Weight of a match found only in the memory's context. */
  contextWeight: number;
  /** Queries with more terms than this skip soft matching. */
  maxQueryTerms: number;
  /** Only the best `candidates` of the fused list are rescored (bounds the work of a hook). */
  candidates: number;
  /** Distinct words read per memory field. */
  maxWords: number;
}

export const DEFAULT_SOFT: SoftConfig = { threshold: 0.3, contextWeight: 0.5, maxQueryTerms: 16, candidates: 20, maxWords: 24 };

export interface SoftDoc {
  rowid: number;
  content: string;
  context: string | null;
}

/**
 * Soft-match score of each memory for the query terms, in [0, 1]: the mean over
 * terms of the best match in the memory (exact word 1, similar word its
 * rescaled cosine, context matches at `contextWeight`).
 */
export function softScores(terms: string[], docs: SoftDoc[], embedder: Embedder, config: SoftConfig = DEFAULT_SOFT): Map<number, number> {
  const out = new Map<number, number>();
  if (terms.length === 0) return out;
  const fields = docs.map((d) => ({
    rowid: d.rowid,
    content: queryTerms(d.content, config.maxWords),
    context: d.context && config.contextWeight > 0 ? queryTerms(d.context, config.maxWords) : [],
  }));
  // Each distinct word's match with each query term, computed once.
  const words = [...new Set([...terms, ...fields.flatMap((f) => [...f.content, ...f.context])])];
  // Every query term against every word in one kernel pass each (dense.ts): a
  // hook runs this cold, where a JavaScript loop would still be interpreted.
  const matrix = wordMatrix(words, embedder);
  const sims = terms.map((t) => {
    const at = words.indexOf(t) * matrix.dim;
    const v = Float32Array.from(matrix.pages[0].data.subarray(at, at + matrix.dim));
    return cosines(v, matrix);
  });
  const { threshold } = config;
  const match = new Map<string, Float32Array>();
  words.forEach((word, w) => {
    const m = new Float32Array(terms.length);
    terms.forEach((t, i) => {
      const cos = sims[i]?.[w] ?? 0;
      m[i] = word === t ? 1 : cos > threshold ? (cos - threshold) / (1 - threshold) : 0;
    });
    match.set(word, m);
  });
  const best = new Float32Array(terms.length);
  for (const f of fields) {
    best.fill(0);
    for (const [list, weight] of [[f.content, 1], [f.context, config.contextWeight]] as const) {
      for (const word of list) {
        const m = match.get(word)!;
        for (let i = 0; i < terms.length; i++) if (m[i] * weight > best[i]) best[i] = m[i] * weight;
      }
    }
    let sum = 0;
    for (let i = 0; i < terms.length; i++) sum += best[i];
    out.set(f.rowid, sum / terms.length);
  }
  return out;
}

/**
 * Word rows already looked up, per model, at most WORD_CACHE of them: a warm
 * process (an MCP server, `engrim serve`) meets the same words in query after
 * query, and looking one up (tokenizer, a read from the model file) is most of
 * soft matching's cost there. A hook's single search fills it and exits.
 */
const wordRows = new WeakMap<Embedder, Map<string, Int8Array>>();
const WORD_CACHE = 20_000;

/** The words' vectors as one page of int8 rows (each at its own scale; cosines need no common one). */
function wordMatrix(words: string[], embedder: Embedder): VectorMatrix {
  const dim = embedder.dim;
  const count = words.length;
  let cache = wordRows.get(embedder);
  if (!cache) wordRows.set(embedder, (cache = new Map()));
  const missing = words.filter((w) => !cache.has(w));
  const fresh = missing.length ? int8Rows(missing, embedder) : new Int8Array(0);
  const data = new Int8Array(count * dim);
  const at = new Map(missing.map((w, i) => [w, i]));
  words.forEach((w, r) => {
    const i = at.get(w);
    data.set(i === undefined ? cache.get(w)! : fresh.subarray(i * dim, (i + 1) * dim), r * dim);
  });
  if (cache.size + missing.length > WORD_CACHE) cache.clear();
  missing.forEach((w, i) => cache.set(w, fresh.slice(i * dim, (i + 1) * dim)));
  const norms = Float32Array.from({ length: count }, (_, r) => int8Norm(data.subarray(r * dim, (r + 1) * dim)));
  return { dim, count, pages: [{ count, rowids: new Int32Array(count), norms, data }] };
}

/** The int8 rows of `words`, from the model. */
function int8Rows(words: string[], embedder: Embedder): Int8Array {
  if (embedder.int8Many) return embedder.int8Many(words);
  const dim = embedder.dim;
  const data = new Int8Array(words.length * dim);
  const vectors = embedder.embedMany ? embedder.embedMany(words) : words.map((w) => embedder.embed(w));
  vectors.forEach((v, r) => data.set(quantize(v).bytes, r * dim));
  return data;
}
