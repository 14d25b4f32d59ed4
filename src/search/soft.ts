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
  // Each distinct word (query terms first) gets an index; a memory's fields are lists of indices.
  const index = new Map<string, number>();
  const words: string[] = [];
  const indexOf = (word: string) => {
    let at = index.get(word);
    if (at === undefined) index.set(word, (at = words.push(word) - 1));
    return at;
  };
  for (const t of terms) indexOf(t);
  const fields = docs.map((d) => ({
    rowid: d.rowid,
    content: queryTerms(d.content, config.maxWords).map(indexOf),
    context: d.context && config.contextWeight > 0 ? queryTerms(d.context, config.maxWords).map(indexOf) : [],
  }));
  // Every query term against every word in one kernel pass each (dense.ts): a
  // hook runs this cold, where a JavaScript loop would still be interpreted.
  const matrix = wordMatrix(words, embedder);
  const n = terms.length;
  // match[w·n + i]: word w's match with term i (exact 1, near its rescaled cosine, else 0).
  const match = new Float32Array(words.length * n);
  const { threshold } = config;
  terms.forEach((t, i) => {
    const at = index.get(t)! * matrix.dim;
    const sims = cosines(Float32Array.from(matrix.pages[0].data.subarray(at, at + matrix.dim)), matrix);
    for (let w = 0; w < words.length; w++) {
      const cos = sims?.[w] ?? 0;
      match[w * n + i] = words[w] === t ? 1 : cos > threshold ? (cos - threshold) / (1 - threshold) : 0;
    }
  });
  const best = new Float32Array(n);
  for (const f of fields) {
    best.fill(0);
    for (const [list, weight] of [[f.content, 1], [f.context, config.contextWeight]] as const) {
      for (const w of list) {
        for (let i = 0; i < n; i++) if (match[w * n + i] * weight > best[i]) best[i] = match[w * n + i] * weight;
      }
    }
    let sum = 0;
    for (let i = 0; i < n; i++) sum += best[i];
    out.set(f.rowid, sum / n);
  }
  return out;
}

/**
 * Word rows already looked up, per model, at most WORD_CACHE of them: a warm
 * process (an MCP server, `engrim serve`) meets the same words in query after
 * query, and looking one up (tokenizer, a read from the model file) is most of
 * soft matching's cost there. A hook's single search fills it and exits.
 */
const wordRows = new WeakMap<Embedder, WordCache>();
const WORD_CACHE = 20_000;

/** Cached rows in one growing array (a typed array per word cost the garbage collector thousands of small buffers). */
interface WordCache {
  /** Each cached word's row number in `rows`. */
  row: Map<string, number>;
  rows: Int8Array;
}

/** The words' vectors as one page of int8 rows (each at its own scale; cosines need no common one). */
function wordMatrix(words: string[], embedder: Embedder): VectorMatrix {
  const dim = embedder.dim;
  const count = words.length;
  let cache = wordRows.get(embedder);
  if (!cache) wordRows.set(embedder, (cache = { row: new Map(), rows: new Int8Array(0) }));
  let missing = words.filter((w) => !cache.row.has(w));
  if (cache.row.size + missing.length > WORD_CACHE) {
    cache.row.clear();
    missing = words;
  }
  if (missing.length) {
    const fresh = int8Rows(missing, embedder);
    const first = cache.row.size;
    const need = (first + missing.length) * dim;
    if (cache.rows.length < need) {
      const grown = new Int8Array(Math.max(need, Math.min(cache.rows.length * 2, WORD_CACHE * dim)));
      grown.set(cache.rows.subarray(0, first * dim));
      cache.rows = grown;
    }
    cache.rows.set(fresh, first * dim);
    missing.forEach((w, i) => cache.row.set(w, first + i));
  }
  const data = new Int8Array(count * dim);
  const { rows } = cache;
  words.forEach((w, r) => {
    const from = cache.row.get(w)! * dim;
    for (let j = 0, to = r * dim; j < dim; j++) data[to + j] = rows[from + j];
  });
  const norms = new Float32Array(count);
  for (let r = 0; r < count; r++) norms[r] = int8Norm(data, r * dim, (r + 1) * dim);
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
