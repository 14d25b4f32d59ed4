// The Hugging Face `tokenizers` normalizers and pre-tokenizers that Model2Vec
// models use, reimplemented for the encode path (no decoding, no offsets).
// Spec: https://huggingface.co/docs/tokenizers/components

import { escapeRegExp } from '../../util/text.ts';

type Json = Record<string, any>;
export type Normalize = (text: string) => string;
export type PreTokenize = (text: string) => string[];

// BERT's clean_text drops "other" characters (Cc, Cf, Co, Cn) but tab/CR/LF, and U+FFFD.
const CONTROL = /(?![\t\n\r])[\p{Cc}\p{Cf}\p{Co}\p{Cn}\ufffd]/gu;
/** Text that is only printable ASCII, tab and newlines: nothing for CONTROL or accent stripping to do (and
 *  compiling CONTROL's Unicode classes costs a fresh process ~0.3 ms). */
const PLAIN_ASCII = /^[\t\n\r\x20-\x7e]*$/;
const CJK_IDEOGRAPH = /([\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff\u{20000}-\u{2a6df}\u{2a700}-\u{2b73f}\u{2b740}-\u{2b81f}\u{2b920}-\u{2ceaf}\u{2f800}-\u{2fa1f}])/gu;
/** Rust regex's Unicode \w (JS's \w is ASCII-only, even with the u flag). */
const WORD = '[\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}]';
/** Built on first use: parsing its Unicode classes costs a fresh process ~0.7 ms, and only `Whitespace` pre-tokenizers need it. */
let whitespaceSplit: RegExp | undefined;
const MARKS = /\p{Mn}/gu;

const stripAccents = (s: string) => s.normalize('NFD').replace(MARKS, '');

export function buildNormalizer(spec: Json | null | undefined): Normalize {
  if (!spec) return (s) => s;
  switch (spec.type) {
    case 'BertNormalizer': {
      const lowercase = spec.lowercase !== false;
      const strip = spec.strip_accents ?? lowercase;
      return (s) => {
        const ascii = PLAIN_ASCII.test(s);
        if (spec.clean_text !== false) s = (ascii ? s : s.replace(CONTROL, '')).replace(/\s/g, ' ');
        if (spec.handle_chinese_chars !== false && !ascii) s = s.replace(CJK_IDEOGRAPH, ' $1 ');
        if (strip && !ascii) s = stripAccents(s);
        return lowercase ? s.toLowerCase() : s;
      };
    }
    case 'Lowercase':
      return (s) => s.toLowerCase();
    case 'NFC':
    case 'NFD':
    case 'NFKC':
    case 'NFKD':
      return (s) => s.normalize(spec.type);
    case 'Precompiled': // SentencePiece's compiled char map is, in practice, NFKC.
      return (s) => s.normalize('NFKC');
    case 'StripAccents':
      return stripAccents;
    case 'Strip':
      return (s) => {
        if (spec.left !== false) s = s.trimStart();
        return spec.right !== false ? s.trimEnd() : s;
      };
    case 'Prepend':
      return (s) => (s ? spec.prepend + s : s);
    case 'Replace': {
      const pattern = spec.pattern?.String ?? null;
      if (pattern === null) return (s) => s.replace(new RegExp(spec.pattern.Regex, 'gu'), spec.content);
      return (s) => s.split(pattern).join(spec.content);
    }
    case 'Sequence': {
      const steps = (spec.normalizers as Json[]).map(buildNormalizer);
      return (s) => steps.reduce((acc, f) => f(acc), s);
    }
    default:
      throw new Error(`unsupported normalizer ${spec.type}`);
  }
}

/** BERT's punctuation: ASCII symbol ranges plus Unicode P*. */
const PUNCT = /[!-/:-@[-`{-~\p{P}]/u;

function bertSplit(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    if (!word) continue;
    let current = '';
    for (const ch of word) {
      if (PUNCT.test(ch)) {
        if (current) out.push(current);
        out.push(ch);
        current = '';
      } else current += ch;
    }
    if (current) out.push(current);
  }
  return out;
}

/** GPT-2's byte → printable character table (bytes_to_unicode). */
let byteChars: string[] | null = null;
function byteToChar(): string[] {
  if (byteChars) return byteChars;
  const table: string[] = [];
  let next = 256;
  for (let b = 0; b < 256; b++) {
    const printable = (b >= 0x21 && b <= 0x7e) || (b >= 0xa1 && b <= 0xac) || (b >= 0xae && b <= 0xff);
    table[b] = String.fromCodePoint(printable ? b : next++);
  }
  return (byteChars = table);
}

const byteLevel = (s: string) => {
  const table = byteToChar();
  let out = '';
  for (const b of Buffer.from(s, 'utf8')) out += table[b];
  return out;
};

const GPT2_SPLIT = /'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+/gu;

/**
 * A Rust-regex pattern as a JS RegExp. `(?i:…)` groups (Llama 3's pattern),
 * which Node 20 lacks, become their letters as [xX] classes.
 */
function rustRegex(pattern: string): RegExp {
  const source = pattern.replace(/\(\?i:((?:[^()\\]|\\.)*)\)/g, (_m, body: string) =>
    `(?:${body.replace(/\\.|\[[^\]]*\]|[a-zA-Z]/g, (t) => (t.length === 1 ? `[${t.toLowerCase()}${t.toUpperCase()}]` : t))})`,
  );
  return new RegExp(source, 'gu');
}

type SplitBehavior = 'Removed' | 'Isolated' | 'MergedWithPrevious' | 'MergedWithNext' | 'Contiguous';

/** HF's Split: cut `s` at each match (or each non-match, inverted); `behavior` says where the matches go. */
function splitBy(s: string, re: RegExp, behavior: SplitBehavior, invert: boolean): string[] {
  const parts: { text: string; match: boolean }[] = [];
  let last = 0;
  for (const m of s.matchAll(re)) {
    if (m[0] === '') continue;
    if (m.index > last) parts.push({ text: s.slice(last, m.index), match: invert });
    parts.push({ text: m[0], match: !invert });
    last = m.index + m[0].length;
  }
  if (last < s.length) parts.push({ text: s.slice(last), match: invert });
  const out: string[] = [];
  let carry = '';
  for (let i = 0; i < parts.length; i++) {
    const { text, match } = parts[i];
    if (!match) {
      out.push(carry + text);
      carry = '';
      continue;
    }
    switch (behavior) {
      case 'Removed':
        break;
      case 'Isolated':
        out.push(text);
        break;
      case 'MergedWithPrevious':
        if (out.length && !parts[i - 1].match) out[out.length - 1] += text;
        else out.push(text);
        break;
      case 'MergedWithNext':
        if (i + 1 < parts.length && !parts[i + 1].match) carry = text;
        else out.push(text);
        break;
      case 'Contiguous':
        if (i > 0 && parts[i - 1].match) out[out.length - 1] += text;
        else out.push(text);
        break;
    }
  }
  return out.filter(Boolean);
}

export function buildPreTokenizer(spec: Json | null | undefined): PreTokenize {
  if (!spec) return (s) => [s];
  switch (spec.type) {
    case 'ByteLevel': {
      const prefix = spec.add_prefix_space !== false;
      const regex = spec.use_regex !== false;
      return (s) => {
        if (!s) return [];
        if (prefix && !s.startsWith(' ')) s = ` ${s}`;
        return (regex ? s.match(GPT2_SPLIT) ?? [] : [s]).map(byteLevel);
      };
    }
    case 'Split': {
      const re = spec.pattern?.Regex !== undefined ? rustRegex(spec.pattern.Regex) : new RegExp(escapeRegExp(String(spec.pattern?.String ?? '')), 'gu');
      return (s) => splitBy(s, re, spec.behavior ?? 'Isolated', spec.invert === true);
    }
    case 'BertPreTokenizer':
      return bertSplit;
    case 'Whitespace': {
      whitespaceSplit ??= new RegExp(`${WORD}+|(?:(?!${WORD})[^\\s])+`, 'gu');
      const re = whitespaceSplit;
      return (s) => s.match(re) ?? [];
    }
    case 'WhitespaceSplit':
      return (s) => s.split(/\s+/).filter(Boolean);
    case 'Punctuation':
      return (s) => s.split(/([!-/:-@[-`{-~\p{P}])/u).filter(Boolean);
    case 'Digits':
      return spec.individual_digits ? (s) => s.split(/(\d)/).filter(Boolean) : (s) => s.split(/(\d+)/).filter(Boolean);
    case 'Metaspace': {
      const rep = spec.replacement ?? '▁';
      const prefix = spec.prepend_scheme ? spec.prepend_scheme !== 'never' : spec.add_prefix_space !== false;
      return (s) => {
        if (!s) return [];
        let t = s.replace(/ /g, rep);
        if (prefix && !t.startsWith(rep)) t = rep + t;
        if (spec.split === false) return [t];
        return t.split(new RegExp(`(?=${escapeRegExp(rep)})`, 'u')).filter(Boolean);
      };
    }
    case 'Sequence': {
      const steps = (spec.pretokenizers as Json[]).map(buildPreTokenizer);
      return (s) => steps.reduce<string[]>((pieces, f) => pieces.flatMap(f), [s]);
    }
    default:
      throw new Error(`unsupported pre-tokenizer ${spec.type}`);
  }
}
