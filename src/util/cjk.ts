// CJK text has no spaces, and SQLite's unicode61 tokenizer keeps a whole run of
// ideographs/kana as one token. Engrim indexes such runs as overlapping
// character bigrams (the classic CJK retrieval unit), both at write and query
// time, so "設計" matches inside "データベース設計を決めた".

const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー々〆]+/gu;

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
