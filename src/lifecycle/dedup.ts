import type { Embedder } from '../embed/embedder.ts';
import { queryTerms } from '../search/fts-query.ts';
import { STOPWORDS } from '../search/stopwords.ts';
import type { Store } from '../store/store.ts';
import type { Tier } from '../types.ts';

// Near-duplicate detection for writes. The base threshold was fitted on the
// shipped model with `scripts/fit-dedup.ts`: at 0.90, 99.8% of restatements
// (case, punctuation, a dropped or added word, reordered clauses) merge and
// none of 3,600 distinct LoCoMo turns do (their highest cosine was 0.877).
// Cosine alone also merged 100% of templated texts differing only in a number
// ("build 12 failed" / "build 13 failed"): the lexical guard below takes that
// to 0% while keeping 99.8% of restatements; it also refuses a swapped word
// ("we use Kafka …" / "we use GraphQL …"), which cosine alone merged in 54.5%
// of 190 templated pairs (0% with the guard); and a statement turned around
// ("use pnpm …" / "use npm instead of pnpm …", "never use pnpm …"), which
// cosine and the word guard merged in 93.1% of 435 templated pairs (0% once
// the guard also compares the words that turn a statement around).
// Stricter for durable tiers, a little looser for ephemeral ones.
export const TIER_OFFSET: Record<Tier, number> = { T0: 0.03, T1: 0.03, T2: 0, T3: -0.01 };
const CANDIDATES = 10;
const CANDIDATE_TERMS = 8;
/** Share of words two texts must have in common (Jaccard) to be restatements. */
export const MIN_WORD_OVERLAP = 0.6;

const tokens = (text: string) => text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * Words that turn a statement around. A restatement neither adds nor drops
 * one: "use npm instead of pnpm for every package" or "never use pnpm …" is
 * no restatement of "use pnpm for every package", though it only adds words
 * and its cosine is 0.98. Compared by kind (a negation, a contrast): "not"
 * said as "never" turns nothing around of its own.
 */
const NEGATION = /\b(?:not|no|never|nor|neither|without|avoid(?:s|ed|ing)?|against|anymore|stop(?:s|ped|ping)?|cannot|\w+n['’]t)\b/i;
const CONTRAST = /\b(?:instead|rather|except)\b/i;
const polarity = (text: string): string => `${NEGATION.test(text) ? 'not' : ''} ${CONTRAST.test(text) ? 'instead' : ''}`;

/**
 * The lexical guard: a static embedding ignores numbers and unknown
 * identifiers, so "build 123 failed" and "build 124 failed" look identical to
 * it. Restatements must share most words, every token that holds a digit, in
 * the same order, and the words that turn a statement around.
 */
export function lexicallySame(a: string, b: string): boolean {
  if (polarity(a) !== polarity(b)) return false;
  const ta = tokens(a);
  const tb = tokens(b);
  // Numbers in the same order: "writer 0 item 1" is not "writer 1 item 0".
  const digits = (t: string[]) => t.filter((x) => /\d/.test(x)).join(' ');
  if (digits(ta) !== digits(tb)) return false;
  const wa = new Set(ta);
  const wb = new Set(tb);
  let shared = 0;
  for (const t of wa) if (wb.has(t)) shared++;
  // A word swapped for another ("we use Kafka …" / "we use GraphQL …") is a
  // different fact, not a restatement: a restatement only adds or drops words.
  const onlyIn = (x: Set<string>, y: Set<string>) => [...x].some((t) => !y.has(t) && !STOPWORDS.has(t));
  if (onlyIn(wa, wb) && onlyIn(wb, wa)) return false;
  return shared / (wa.size + wb.size - shared || 1) >= MIN_WORD_OVERLAP;
}

export function nearDuplicateThreshold(base: number, tier: Tier): number {
  return Math.min(0.999, base + TIER_OFFSET[tier]);
}

/**
 * A lookup for Store.remember: among the few memories that share words with
 * the new one (FTS candidates, same namespace), the one whose vector is close
 * enough to count as the same memory.
 */
export function nearDuplicateFinder(store: Store, embedder: Embedder, vec: Float32Array, tier: Tier, base: number) {
  return (content: string, namespace: string): number | null => {
    // The longest words are the rarest ones: a few of them find a restatement
    // without paying for an OR over every word of a long memory.
    const terms = queryTerms(content).sort((x, y) => y.length - x.length).slice(0, CANDIDATE_TERMS);
    if (!terms.length) return null;
    const match = terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(' OR ');
    let qn = 0;
    for (const x of vec) qn += x * x;
    if (qn === 0) return null;
    let best: { rowid: number; cos: number } | null = null;
    for (const c of store.fulltext(match, {}, CANDIDATES)) {
      const stored = store.vectorOf(c.rowid, embedder.id, namespace);
      if (!stored || !lexicallySame(content, stored.content)) continue;
      let dot = 0;
      let n = 0;
      for (let i = 0; i < stored.bytes.length; i++) {
        dot += vec[i] * stored.bytes[i];
        n += stored.bytes[i] * stored.bytes[i];
      }
      const cos = n ? dot / Math.sqrt(qn * n) : 0;
      const needed = Math.max(nearDuplicateThreshold(base, tier), nearDuplicateThreshold(base, stored.tier));
      if (cos >= needed && (!best || cos > best.cos)) best = { rowid: c.rowid, cos };
    }
    return best?.rowid ?? null;
  };
}
