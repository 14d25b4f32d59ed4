// Token estimate for LLM context budgets, without shipping a BPE table in the
// hook. Each piece of text is costed the way GPT/Claude-style BPE tokenizers
// tend to split it, then a safety margin is added. The bench and
// test/recall/tokens.test.ts measure it against a real tokenizer (o200k /
// cl100k via gpt-tokenizer): it must never under-count a rendered block.

import { CJK_CHARS } from '../util/cjk.ts';

const PIECE = new RegExp(`[${CJK_CHARS}]|[^\\P{L}${CJK_CHARS}]+|\\p{N}+|\\s+|.`, 'gsu');
const CJK = new RegExp(`^[${CJK_CHARS}]$`, 'u');
const LETTERS = /^\p{L}/u;
const DIGITS = /^\p{N}/u;
const ASCII = /^[\x00-\x7f]+$/;

export const TOKEN_SAFETY = 1.15;

export function estimateTokens(text: string): number {
  let n = 0;
  let afterSpace = false;
  for (const piece of text.match(PIECE) ?? []) {
    // Numbers split into groups of up to three digits, and a space before a
    // number is often a token of its own (" 1," is three tokens).
    if (CJK.test(piece)) n += 1.3;
    else if (LETTERS.test(piece)) n += wordCost(piece);
    else if (DIGITS.test(piece)) n += Math.ceil(piece.length / 3) + (afterSpace ? 0.5 : 0);
    else if (/^\s+$/.test(piece)) n += piece.includes('\n') ? 1 : 0;
    else n += piece.codePointAt(0)! > 0xffff ? 3 : piece.charCodeAt(0) > 0x7f ? 2 : 1; // emoji, math letters: several byte-level tokens
    afterSpace = /^\s+$/.test(piece);
  }
  return Math.ceil(n * TOKEN_SAFETY);
}

/** Common lower-case or Capitalised ASCII words are mostly one token; others split more. */
function wordCost(word: string): number {
  if (!ASCII.test(word)) {
    // Letters outside the BMP (mathematical alphanumerics…) cost ~3 tokens each.
    let astral = 0;
    for (const ch of word) if (ch.codePointAt(0)! > 0xffff) astral++;
    return Math.ceil((word.length - 2 * astral) / 2) + 3 * astral;
  }
  if (PLAIN_WORD.test(word)) return 1 + Math.floor(word.length / 8);
  return Math.ceil(word.length / 3);
}
const PLAIN_WORD = /^[A-Za-z][a-z]*$/;
