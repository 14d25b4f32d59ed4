import { CJK_CHARS, cjkBigrams } from '../util/cjk.ts';
import { STOPWORDS } from './stopwords.ts';

const MAX_TERMS = 64;
const TOKEN = new RegExp(`[${CJK_CHARS}]+|[\\p{L}\\p{N}\\p{M}]+`, 'gu');
const CJK = new RegExp(`^[${CJK_CHARS}]`, 'u');

/** The search terms of a user text: lower-cased words minus stopwords, CJK runs as bigrams (at most `max`, distinct). */
export function queryTerms(text: string, max = MAX_TERMS): string[] {
  const terms = new Set<string>();
  for (const token of text.normalize('NFKC').toLowerCase().match(TOKEN) ?? []) {
    if (CJK.test(token)) {
      for (const gram of cjkBigrams(token)) terms.add(gram);
    } else if (!STOPWORDS.has(token) && !STOPWORDS.has(token.replace(/'s$/, ''))) {
      terms.add(token);
    }
    if (terms.size >= max) break;
  }
  return [...terms];
}

/**
 * Turns any user text into a safe FTS5 MATCH expression: every term is a quoted
 * string (so `AND`, `(`, `"`, `-x`, `NEAR`, `*` are just words) and terms are
 * OR-ed, leaving ranking to BM25. Returns null when nothing is searchable.
 */
export function toFtsQuery(text: string): string | null {
  const terms = queryTerms(text);
  if (terms.length === 0) return null;
  return terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(' OR ');
}
