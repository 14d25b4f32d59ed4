import { EngrimError } from '../../errors.ts';
import { bpe, unigram, wordPiece, type TokenModel, type Vocab } from './models.ts';
import { buildNormalizer, buildPreTokenizer } from './normalizers.ts';
import { buildVocabIndex, VocabIndex } from './vocab-index.ts';

type Json = Record<string, any>;

export interface Tokenizer {
  /** Token ids of `text`, without special tokens. */
  encode(text: string): number[];
  /** Id of the unknown token, if the model has one (Model2Vec drops it). */
  unkId: number | null;
  vocabSize: number;
  /** Releases what the tokenizer keeps open (an index file read on demand). */
  close?(): void;
}

/** What a tokenizer needs besides its vocabulary (kept in the binary index's header). */
interface TokenizerMeta {
  normalizer: Json | null;
  pre_tokenizer: Json | null;
  model: Json;
}

function assemble(meta: TokenizerMeta, model: TokenModel, unkId: number | null, vocabSize: number): Tokenizer {
  const normalize = buildNormalizer(meta.normalizer);
  const preTokenize = buildPreTokenizer(meta.pre_tokenizer);
  return {
    unkId,
    vocabSize,
    encode: (text) => {
      const ids: number[] = [];
      for (const word of preTokenize(normalize(text))) for (const id of model(word)) ids.push(id);
      return ids;
    },
  };
}

function wordPieceMeta(model: Json): Json {
  const { vocab: _vocab, ...rest } = model;
  return rest;
}

/** A tokenizer.json vocabulary object as a Vocab. */
function mapVocab(vocab: Record<string, number>): Vocab {
  const map = new Map<string, number>(Object.entries(vocab));
  return { get: (t) => map.get(t), size: map.size };
}

function fromWordPiece(meta: TokenizerMeta, vocab: Vocab): Tokenizer {
  const m = meta.model;
  const unkId = m.unk_token !== undefined ? vocab.get(m.unk_token) ?? null : null;
  const model = wordPiece(vocab, { unk: m.unk_token, prefix: m.continuing_subword_prefix, maxChars: m.max_input_chars_per_word });
  return assemble(meta, model, unkId, vocab.size);
}

/** A tokenizer from a parsed tokenizer.json (WordPiece, BPE or Unigram models). */
export function tokenizerFromJson(json: Json): Tokenizer {
  const meta: TokenizerMeta = { normalizer: json.normalizer ?? null, pre_tokenizer: json.pre_tokenizer ?? null, model: json.model };
  const type = json.model?.type ?? (json.model?.vocab && !Array.isArray(json.model.vocab) ? 'WordPiece' : undefined);
  try {
    if (type === 'WordPiece') {
      return fromWordPiece(meta, mapVocab(json.model.vocab));
    }
    if (type === 'BPE') {
      const m = json.model;
      const vocab = mapVocab(m.vocab);
      const merges = (m.merges as (string | [string, string])[]).map((x): [string, string] => {
        if (Array.isArray(x)) return x;
        const space = x.indexOf(' ');
        return [x.slice(0, space), x.slice(space + 1)];
      });
      const model = bpe(vocab, merges, {
        unk: m.unk_token,
        continuingSubwordPrefix: m.continuing_subword_prefix,
        endOfWordSuffix: m.end_of_word_suffix,
        fuseUnk: m.fuse_unk === true,
        byteFallback: m.byte_fallback === true,
        ignoreMerges: m.ignore_merges === true,
      });
      const unkId = m.unk_token != null ? vocab.get(m.unk_token) ?? null : null;
      return assemble(meta, model, unkId, vocab.size);
    }
    if (type === 'Unigram') {
      const pieces = json.model.vocab as [string, number][];
      const unkId = typeof json.model.unk_id === 'number' ? json.model.unk_id : null;
      return assemble(meta, unigram(pieces, unkId), unkId, pieces.length);
    }
  } catch (error) {
    throw new EngrimError(`unsupported tokenizer: ${(error as Error).message}`, 'MODEL', { cause: error });
  }
  throw new EngrimError(`unsupported tokenizer model ${JSON.stringify(type)}: Engrim reads WordPiece, BPE and Unigram`, 'MODEL');
}

/** The binary index of a WordPiece tokenizer.json, or null for other models. */
export function indexTokenizerJson(json: Json): Buffer | null {
  if (json.model?.type !== 'WordPiece') return null;
  const vocab = json.model.vocab as Record<string, number>;
  const tokens: string[] = [];
  for (const [t, id] of Object.entries(vocab)) tokens[id] = t;
  for (let i = 0; i < tokens.length; i++) tokens[i] ??= '';
  const meta: TokenizerMeta = { normalizer: json.normalizer ?? null, pre_tokenizer: json.pre_tokenizer ?? null, model: wordPieceMeta(json.model) };
  return buildVocabIndex(tokens, meta);
}

/** A tokenizer on an index file, whose vocabulary is read as lookups need it (see vocab-index.ts). */
export function tokenizerFromIndexFile(path: string): Tokenizer {
  const index = VocabIndex.open(path);
  return { ...fromWordPiece(index.meta as TokenizerMeta, index), close: () => index.close() };
}
