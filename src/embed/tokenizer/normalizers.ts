// The Hugging Face `tokenizers` normalizers and pre-tokenizers that Model2Vec
// models use, reimplemented for the encode path (no decoding, no offsets).
// Spec: https://huggingface.co/docs/tokenizers/components

type Json = Record<string, any>;
export type Normalize = (text: string) => string;
export type PreTokenize = (text: string) => string[];

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/g;
const CJK_IDEOGRAPH = /([\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff\u{20000}-\u{2a6df}\u{2a700}-\u{2ceaf}\u{2f800}-\u{2fa1f}])/gu;
const MARKS = /\p{Mn}/gu;

const stripAccents = (s: string) => s.normalize('NFD').replace(MARKS, '');

export function buildNormalizer(spec: Json | null | undefined): Normalize {
  if (!spec) return (s) => s;
  switch (spec.type) {
    case 'BertNormalizer': {
      const lowercase = spec.lowercase !== false;
      const strip = spec.strip_accents ?? lowercase;
      return (s) => {
        if (spec.clean_text !== false) s = s.replace(CONTROL, '').replace(/\s/g, ' ');
        if (spec.handle_chinese_chars !== false) s = s.replace(CJK_IDEOGRAPH, ' $1 ');
        if (strip) s = stripAccents(s);
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

export function buildPreTokenizer(spec: Json | null | undefined): PreTokenize {
  if (!spec) return (s) => [s];
  switch (spec.type) {
    case 'BertPreTokenizer':
      return bertSplit;
    case 'Whitespace':
      return (s) => s.match(/\w+|[^\w\s]+/gu) ?? [];
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
        let t = s.replace(/ /g, rep);
        if (prefix && !t.startsWith(rep)) t = rep + t;
        if (spec.split === false) return [t];
        return t.split(new RegExp(`(?=${rep.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'u')).filter(Boolean);
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
