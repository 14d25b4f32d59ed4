// CJK text has no spaces, and SQLite's unicode61 tokenizer keeps a whole run of
// ideographs/kana as one token. Engrim indexes such runs as overlapping
// character bigrams (the classic CJK retrieval unit), both at write and query
// time, so "設計" matches inside "データベース設計を決めた".

/**
 * The characters of CJK runs, as a character-class body: the code points of
 * \p{Script=Han}, \p{Script=Hiragana}, \p{Script=Katakana}, \p{Script=Hangul} and
 * ー々〆, written out as ranges (Node 20's Unicode 15.1). Same set, but a regular
 * expression with Script properties costs a fresh process ~1 ms to build, and
 * the recall hook builds several. test/search/cjk.test.ts checks every code point.
 */
export const CJK_CHARS =
  '\\u1100-\\u11ff\\u2e80-\\u2e99\\u2e9b-\\u2ef3\\u2f00-\\u2fd5\\u3005-\\u3007\\u3021-\\u3029\\u302e-\\u302f' +
  '\\u3038-\\u303b\\u3041-\\u3096\\u309d-\\u309f\\u30a1-\\u30fa\\u30fc-\\u30ff\\u3131-\\u318e\\u31f0-\\u321e' +
  '\\u3260-\\u327e\\u32d0-\\u32fe\\u3300-\\u3357\\u3400-\\u4dbf\\u4e00-\\u9fff\\ua960-\\ua97c\\uac00-\\ud7a3' +
  '\\ud7b0-\\ud7c6\\ud7cb-\\ud7fb\\uf900-\\ufa6d\\ufa70-\\ufad9\\uff66-\\uff6f\\uff71-\\uff9d\\uffa0-\\uffbe' +
  '\\uffc2-\\uffc7\\uffca-\\uffcf\\uffd2-\\uffd7\\uffda-\\uffdc\\u{16fe2}-\\u{16fe3}\\u{16ff0}-\\u{16ff6}' +
  '\\u{1aff0}-\\u{1aff3}\\u{1aff5}-\\u{1affb}\\u{1affd}-\\u{1affe}\\u{1b000}-\\u{1b122}\\u{1b132}' +
  '\\u{1b150}-\\u{1b152}\\u{1b155}\\u{1b164}-\\u{1b167}\\u{1f200}\\u{20000}-\\u{2a6df}\\u{2a700}-\\u{2b81d}' +
  '\\u{2b820}-\\u{2cead}\\u{2ceb0}-\\u{2ebe0}\\u{2ebf0}-\\u{2ee5d}\\u{2f800}-\\u{2fa1d}\\u{30000}-\\u{3134a}' +
  '\\u{31350}-\\u{33479}';

const CJK_RUN = new RegExp(`[${CJK_CHARS}]+`, 'gu');

export function hasCjk(text: string): boolean {
  CJK_RUN.lastIndex = 0;
  return CJK_RUN.test(text);
}

/** Overlapping bigrams of one CJK run; a single character stands alone. */
export function cjkBigrams(run: string): string[] {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

/** Replaces every CJK run with its space-separated bigrams; other text is kept. */
export function expandCjk(text: string): string {
  return text.replace(CJK_RUN, (run) => ` ${cjkBigrams(run).join(' ')} `);
}

/** The CJK runs of a text, in order. */
export function cjkRuns(text: string): string[] {
  return text.match(CJK_RUN) ?? [];
}
