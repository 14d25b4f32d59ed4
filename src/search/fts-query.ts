import { CJK_CHARS, cjkBigrams } from '../util/cjk.ts';
import { identifierParts } from '../util/identifiers.ts';
import { STOPWORDS } from './stopwords.ts';

const MAX_TERMS = 64;
const TOKEN = new RegExp(`[${CJK_CHARS}]+|[\\p{L}\\p{N}\\p{M}]+`, 'gu');
const CJK = new RegExp(`^[${CJK_CHARS}]`, 'u');

/**
 * One common ending off, so that "release", "releases" and "released" meet (as
 * "releas"), "deploys" and "deploy", "memories" and "memory"; "class" keeps its
 * "ss". A consonant doubled before -ing / -ed is undoubled, as Porter does
 * ("logging" and "logs" meet as "log", "planned" and "plan"), but not l, s, z
 * ("installing", "passed") nor in a stem of three letters ("added" stays
 * "add"). FTS5's Porter stemmer does more; this only has to agree with itself.
 */
export const crudeStem = (word: string): string => {
  const w = word.replace(/ies$/, 'y');
  const verb = /(?:ing|edly|ed)$/.exec(w);
  if (!verb) return w.replace(/(?:ly|es|e|(?<!s)s)$/, '');
  const stem = w.slice(0, verb.index);
  return stem.length >= 4 && /([b-df-hj-km-np-rtv-y])\1$/.test(stem) ? stem.slice(0, -1) : stem;
};

/**
 * The search terms of a user text, distinct: lower-cased words minus
 * stopwords, a camelCase identifier followed by its parts, CJK runs as
 * bigrams. Reading stops once `max` terms are found.
 */
export function queryTerms(text: string, max = MAX_TERMS): string[] {
  return terms(text, max, true);
}

/**
 * The same without identifiers' parts: for matching a short name as a whole
 * ("RabbitMQ" must not need a prompt that says "mq").
 */
export function queryWords(text: string, max = MAX_TERMS): string[] {
  return terms(text, max, false);
}

function terms(text: string, max: number, parts: boolean): string[] {
  const out = new Set<string>();
  const add = (word: string) => {
    if (!STOPWORDS.has(word) && !STOPWORDS.has(word.replace(/'s$/, ''))) out.add(word);
  };
  for (const token of text.normalize('NFKC').match(TOKEN) ?? []) {
    if (CJK.test(token)) {
      for (const gram of cjkBigrams(token)) out.add(gram);
    } else {
      add(token.toLowerCase());
      if (parts) for (const part of identifierParts(token)) add(part);
    }
    if (out.size >= max) break;
  }
  return [...out];
}

/**
 * Turns any user text into a safe FTS5 MATCH expression: every term is a quoted
 * string (so `AND`, `(`, `"`, `-x`, `NEAR`, `*` are just words) and terms are
 * OR-ed, leaving ranking to BM25. Returns null when nothing is searchable.
 */
export function toFtsQuery(text: string): string | null {
  const terms = queryTerms(text);
  if (terms.length === 0) return null;
  return terms.map(ftsString).join(' OR ');
}

/** One term as an FTS5 string: matched as a word, whatever characters it holds. */
export const ftsString = (term: string): string => `"${term.replace(/"/g, '""')}"`;
