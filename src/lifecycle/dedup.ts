import type { Embedder } from '../embed/embedder.ts';
import { queryTerms } from '../search/fts-query.ts';
import { STOPWORDS } from '../search/stopwords.ts';
import { contentHash } from '../store/hash.ts';
import type { DuplicateMatch, Store } from '../store/store.ts';
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

/** A text's words as dedup compares them (saidWithin takes them, to spare a caller comparing many texts the re-reading). */
export const tokens = (text: string): string[] => text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

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

/** The shorter text has at least this many words for another to say it within (under it, "Keep it up!" is said within many). */
export const WITHIN_MIN_WORDS = 4;
/** …and the longer one at most this many times as many words: past it, a sentence quoted in a document. */
export const WITHIN_MAX_RATIO = 3;
const NEGATION_WORD = /^(?:not|no|never|nor|neither|without|avoid(?:s|ed|ing)?|against|anymore|stop(?:s|ped|ping)?|cannot)$/;
/** Words that, just before the stretch, make it a question or a condition, which states nothing ("Why do we keep …?", "Should we …", "If we …"). */
const ASKED_WORD = /^(?:why|should|shall|do|does|did|can|could|would|will|is|are|was|were|if|whether|unless|how|what|which)$/;

/**
 * Whether `long` says all of `short` and more: short's words, in order, in one stretch of long's with at most
 * max(2, a quarter of its words) slipped in ("We use Redis for the session cache" within "We use Redis (v7)
 * for the session cache, because sticky sessions broke on the load balancer"), long at most WITHIN_MAX_RATIO
 * times as long, and no word in that stretch or just before it that turns short around ("Never use pnpm for
 * installs", "Do not use …"; "Use pnpm for installs, not yarn" adds a rejected option after it and is a fuller
 * statement), nor one just before it that asks or supposes it ("Why do we keep the session cache in Redis …?",
 * "If we keep …": a question or a condition says none of it). Among 5,876 distinct LoCoMo turns
 * (`scripts/contain-lab.ts`), the 10 pairs this finds are a sentence and the same sentence with more said
 * ("Thanks, Evan. I really appreciate it." / "… I really appreciate that. It means a lot."): no distinct fact is
 * lost by taking the longer.
 */
export function saidWithin(short: string | string[], long: string | string[]): boolean {
  const a = typeof short === 'string' ? tokens(short) : short;
  const b = typeof long === 'string' ? tokens(long) : long;
  if (a.length < WITHIN_MIN_WORDS || b.length <= a.length || b.length > WITHIN_MAX_RATIO * a.length) return false;
  const slack = Math.max(2, Math.floor(a.length / 4));
  const negated = (i: number) => NEGATION_WORD.test(b[i]) || (b[i] === 't' && i > 0 && b[i - 1].endsWith('n'));
  for (let start = 0; start < b.length; start++) {
    if (b[start] !== a[0]) continue;
    let matched = 1;
    let end = start;
    for (let k = start + 1; k < b.length && matched < a.length && k - start - matched <= slack; k++) {
      if (b[k] === a[matched]) {
        matched++;
        end = k;
      }
    }
    if (matched < a.length || end - start + 1 - a.length > slack) continue;
    let turned = false;
    for (let i = Math.max(0, start - 3); i <= end && !turned; i++) turned = (negated(i) || (i < start && ASKED_WORD.test(b[i]))) && !a.includes(b[i]);
    if (!turned) return true;
  }
  return false;
}

/** The kind a memory said within another keeps: a note said again as a decision or convention becomes one; two other kinds stay two memories. */
export function fullerKind(a: string, b: string): string | null {
  if (a === b || b === 'note') return a;
  return a === 'note' ? b : null;
}

/** Whether a text is a question: it ends with a question mark. */
const asks = (text: string): boolean => /[?？]\s*$/.test(text);

/**
 * A lookup for Store.remember: among the few memories that share words with
 * the new one (FTS candidates, same namespace), the one whose vector is close
 * enough to count as the same memory, or one that the new one says within it
 * or says all of and more (`saidWithin`: merged, the fuller wording kept).
 */
export function nearDuplicateFinder(store: Store, embedder: Embedder, vec: Float32Array, tier: Tier, base: number, kind = 'note') {
  return (content: string, namespace: string): DuplicateMatch | null => {
    // The longest words are the rarest ones: a few of them find a restatement
    // without paying for an OR over every word of a long memory.
    const terms = queryTerms(content).sort((x, y) => y.length - x.length).slice(0, CANDIDATE_TERMS);
    if (!terms.length) return null;
    const match = terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(' OR ');
    let qn = 0;
    for (const x of vec) qn += x * x;
    if (qn === 0) return null;
    let best: { rowid: number; cos: number } | null = null;
    // The candidates of a kind it may merge with, in FTS order, and whether each says it within or is said within it.
    const sameKind: { rowid: number; fuller: boolean; within: boolean }[] = [];
    for (const c of store.fulltext(match, {}, CANDIDATES)) {
      const stored = store.vectorOf(c.rowid, embedder.id, namespace);
      if (!stored) continue;
      if (fullerKind(stored.kind, kind) !== null) {
        const fuller = saidWithin(stored.content, content);
        sameKind.push({ rowid: c.rowid, fuller, within: fuller || saidWithin(content, stored.content) });
      }
      // A question is no restatement of the statement it asks about ("Should we keep the session cache in Redis or
      // move it?" beside "We keep the session cache in Redis."), nor the other way round.
      if (asks(content) !== asks(stored.content) || !lexicallySame(content, stored.content)) continue;
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
    // A near duplicate is the memory said again, and keeps its words ("Note: … (again)" adds nothing); one that
    // says it all and more, further in meaning, is a fuller statement of it.
    if (best) return { rowid: best.rowid };
    // Else the first candidate said within it or saying it within, or, before that one, a memory whose earlier
    // words (before a fuller statement gave it its own) these are, said again: that memory, as before.
    const first = sameKind.findIndex((c) => c.within);
    const before = first < 0 ? sameKind : sameKind.slice(0, first);
    const earlier = store.earlierWords(before.map((c) => c.rowid));
    const hash = contentHash(content);
    const repeated = before.find((c) => earlier.get(c.rowid)?.some((was) => contentHash(was) === hash));
    if (repeated) return { rowid: repeated.rowid };
    return first < 0 ? null : { rowid: sameKind[first].rowid, fuller: sameKind[first].fuller };
  };
}
