import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { EngrimError } from '../errors.ts';
import { sha256Hex } from '../util/digest.ts';
import { quantize } from '../util/int8.ts';
import type { DescribedEmbedder, ModelInfo } from './embedder.ts';
import { BULK_ROWS, FULL_LOAD_AFTER_ROWS, PerToken, runs } from './lazy-reads.ts';
import { bytesPerElement, SafeTensors, toFloat32, type TensorInfo } from './safetensors.ts';
import { indexTokenizerJson, tokenizerFromIndexFile, tokenizerFromJson, type Tokenizer } from './tokenizer/tokenizer.ts';

// A Model2Vec static model: token rows looked up, scaled by `weights`, averaged,
// L2-normalised when config.json says `normalize`. Only the rows a text needs
// are read from model.safetensors until enough texts have been embedded that
// loading the whole matrix is cheaper (bulk import).

export const MAX_TOKENS = 512;
export const VOCAB_INDEX_FILE = 'engrim.vocab.idx';
/** Where a Model2Vec (or sentence-transformers) safetensors file keeps the embedding matrix. */
export const EMBEDDING_KEYS = ['embeddings', 'embedding.weight', '0.embedding.weight', 'embedding'];
/**
 * Packed rows of an int8 model stop at this share of the tensor; past it the whole tensor is read. Embedding
 * 1,000 chat sentences packs ~0.6 MB of rows where the tensor is ~8 MB: 137 → 107 ms (it read the tensor at
 * 4,096 rows before; most of the cost was first touches of fresh memory). 10,000 pack ~1.2 MB in many small
 * reads: 325 → 349 ms, the price of the smaller import's gain (docs/benchmarks.md).
 */
const PACK_SHARE = 0.25;

export type StaticModelInfo = ModelInfo;

/** A model directory's config.json as text ('' when it has none). */
function configText(dir: string): string {
  const configPath = join(dir, 'config.json');
  return existsSync(configPath) ? readFileSync(configPath, 'utf8') : '';
}

/** Whether a model directory's config.json asks for L2-normalised vectors. */
export function readNormalize(dir: string, text = configText(dir)): boolean {
  return text !== '' && (JSON.parse(text) as Record<string, unknown>).normalize === true;
}

/** A model directory's tokenizer: the binary vocabulary index when present (fast), else tokenizer.json. */
export function loadTokenizer(dir: string): { tokenizer: Tokenizer; source: ModelInfo['tokenizerSource'] } {
  const indexPath = join(dir, VOCAB_INDEX_FILE);
  if (existsSync(indexPath)) return { tokenizer: tokenizerFromIndexFile(indexPath), source: 'index' };
  return { tokenizer: tokenizerFromJson(JSON.parse(readFileSync(join(dir, 'tokenizer.json'), 'utf8'))), source: 'tokenizer.json' };
}

/** Scales `v` in place to unit length (a zero vector stays zero). */
export function l2normalize(v: Float32Array): Float32Array {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += v[i] * v[i];
  n = Math.sqrt(n);
  if (n > 0) for (let i = 0; i < v.length; i++) v[i] /= n;
  return v;
}
/** Model2Vec's tokens of a text: no special tokens, unknown ones dropped, at most 512. */
export function model2vecTokenIds(tokenizer: Tokenizer, text: string): number[] {
  const unk = tokenizer.unkId;
  const ids = tokenizer.encode(text).filter((id) => id !== unk);
  return ids.length > MAX_TOKENS ? ids.slice(0, MAX_TOKENS) : ids;
}

export class StaticModel implements DescribedEmbedder {
  readonly id: string;
  readonly dim: number;
  readonly info: StaticModelInfo;
  readonly tokenizer: Tokenizer;
  private readonly st: SafeTensors;
  private readonly emb: TensorInfo & { name: string };
  private readonly weights: PerToken | null;
  private readonly mapping: PerToken | null;
  private readonly normalize: boolean;
  /** How many of the vocabulary's first ids are words in frequency order (config.json `engrim.words`, as Engrim's model build writes them); 0: not known. */
  private readonly rankedWords: number;
  private readonly rowCache = new Map<number, Float32Array>();
  private matrix: Float32Array | null = null;
  /** The whole int8 embedding tensor as stored (a bulk load of an int8 model: a quarter of `matrix`'s memory). */
  private int8: Int8Array | null = null;
  /**
   * Rows of an int8 model that bulk batches needed, as stored, packed one after another: `at[row]` is the
   * row's offset in `bytes` (-1: not packed), of which `used` are written. Reading these runs touches a few
   * hundred KB where the whole tensor is ~9 MB, and a fresh process pays for every page of new memory it touches.
   */
  private packed: { at: Int32Array; bytes: Int8Array; used: number } | null = null;

  constructor(dir: string) {
    const config = configText(dir);
    this.normalize = readNormalize(dir, config);
    const words = config ? (JSON.parse(config) as { engrim?: { words?: unknown } }).engrim?.words : undefined;
    this.rankedWords = typeof words === 'number' && Number.isInteger(words) && words > 0 ? words : 0;
    const stPath = join(dir, 'model.safetensors');
    if (!existsSync(stPath)) throw new EngrimError(`no model.safetensors in ${dir}`, 'MODEL');
    this.st = new SafeTensors(stPath);
    const key = EMBEDDING_KEYS.find((k) => this.st.tensors[k]);
    if (!key) throw new EngrimError(`${stPath} has no embeddings tensor (looked for ${EMBEDDING_KEYS.join(', ')})`, 'MODEL');
    this.emb = { ...this.st.tensors[key], name: key };
    if (this.emb.shape.length !== 2) throw new EngrimError(`embeddings tensor must be 2-D, got [${this.emb.shape}]`, 'MODEL');
    this.dim = this.emb.shape[1];
    this.weights = this.st.tensors.weights ? new PerToken(this.st, 'weights') : null;
    this.mapping = this.st.tensors.mapping ? new PerToken(this.st, 'mapping') : null;

    const { tokenizer, source } = loadTokenizer(dir);
    this.tokenizer = tokenizer;
    // Hashing 9 MB would cost a cold hook more than its search: the id hashes the tensors' layout, the file's
    // size and config.json, where Engrim's model build records the file's SHA-256 (a model whose values change
    // but not its shapes gets a new id, so its vectors are never mixed with the old ones).
    const header = sha256Hex(JSON.stringify(this.st.tensors) + String(statSync(stPath).size) + config).slice(0, 12);
    this.id = `m2v:${basename(dir)}:${header}`;
    this.info = {
      id: this.id, dir, backend: 'model2vec', file: stPath, dim: this.dim, vocabSize: this.tokenizer.vocabSize, dtype: this.emb.dtype, normalize: this.normalize,
      hasWeights: !!this.weights, hasMapping: !!this.mapping, tokenizerSource: source,
    };
  }

  /** Row `r` as float32 (`pool` reads a whole int8 tensor, once loaded, directly). */
  private row(r: number): Float32Array {
    if (this.matrix) return this.matrix.subarray(r * this.dim, (r + 1) * this.dim);
    let v = this.rowCache.get(r);
    if (!v) {
      const width = this.dim * bytesPerElement(this.emb.dtype);
      v = toFloat32(this.st.read(this.emb.name, r * width, width), this.emb.dtype);
      this.rowCache.set(r, v);
      if (this.rowCache.size > FULL_LOAD_AFTER_ROWS) this.loadAll();
    }
    return v;
  }

  /** A word's frequency rank: its id, when the vocabulary's first `rankedWords` ids are words in frequency order (Engrim's model). */
  wordRank(word: string): number | undefined {
    if (!this.rankedWords) return undefined;
    const ids = this.tokenizer.encode(word);
    return ids.length === 1 && ids[0] > 0 && ids[0] <= this.rankedWords ? ids[0] : undefined;
  }

  /** Token ids used for `text`: unknown tokens dropped, at most 512. */
  tokenIds(text: string): number[] {
    return model2vecTokenIds(this.tokenizer, text);
  }

  embed(text: string): Float32Array {
    return this.pool(this.tokenIds(text));
  }

  /** The vectors `embed` gives, for many texts: the rows they share are read once, in runs of nearby rows. */
  embedMany(texts: string[]): Float32Array[] {
    const idLists = texts.map((t) => this.tokenIds(t));
    this.prefetchRows(idLists.flat());
    return idLists.map((ids) => this.pool(ids));
  }

  /** Reads the whole embedding tensor (an int8 one stays int8). */
  private loadAll(): void {
    if (this.emb.dtype === 'I8') {
      const all = this.st.read(this.emb.name, 0, this.emb.byteLength);
      this.int8 = new Int8Array(all.buffer, all.byteOffset, all.byteLength);
    } else this.matrix = this.st.readAll(this.emb.name);
    this.rowCache.clear();
    this.packed = null;
  }

  /**
   * Adds rows of an int8 tensor to `packed`, read in runs of nearby rows straight into place. A run may
   * enclose rows packed before (they keep their place): the next run starts after every byte written.
   */
  private pack(wanted: number[]): void {
    const dim = this.dim;
    const chunks = runs(wanted, 8);
    const span = chunks.reduce((n, c) => n + c.last - c.first + 1, 0) * dim;
    const packed = (this.packed ??= { at: new Int32Array(this.emb.shape[0]).fill(-1), bytes: new Int8Array(0), used: 0 });
    if (packed.used + span > packed.bytes.length) {
      // Grown by doubling: an import packs batch after batch without copying all of them each time.
      const bytes = new Int8Array(Math.max(packed.used + span, 2 * packed.bytes.length));
      bytes.set(packed.bytes.subarray(0, packed.used));
      packed.bytes = bytes;
    }
    const view = Buffer.from(packed.bytes.buffer, packed.bytes.byteOffset, packed.bytes.byteLength);
    for (const { first, last } of chunks) {
      this.st.readInto(this.emb.name, first * dim, view, packed.used, (last - first + 1) * dim);
      for (let r = first; r <= last; r++) if (packed.at[r] < 0) packed.at[r] = packed.used + (r - first) * dim;
      packed.used += (last - first + 1) * dim;
    }
  }

  /**
   * Makes the rows of many token ids cheap to read: a few uncached ones are read
   * in runs of nearby rows, more (a bulk import's batch touches thousands) by
   * reading the whole tensor once.
   */
  private prefetchRows(ids: number[]): void {
    if (this.matrix || this.int8) return;
    this.mapping?.prefetch(ids);
    this.weights?.prefetch(ids);
    const rows = this.emb.shape[0];
    const wanted = [...new Set(ids.map((id) => (this.mapping ? this.mapping.at(id) : id)))].filter((r) => r >= 0 && r < rows && !this.rowCache.has(r) && !(this.packed && this.packed.at[r] >= 0));
    // Bulk work (a batch that needs many rows, or any batch after one did) packs the rows of an int8 model.
    if (wanted.length > BULK_ROWS || (this.packed && wanted.length > 0)) {
      if (this.emb.dtype !== 'I8' || (this.packed?.used ?? 0) + wanted.length * this.dim > this.emb.byteLength * PACK_SHARE) return this.loadAll();
      return this.pack(wanted);
    }
    const width = this.dim * bytesPerElement(this.emb.dtype);
    for (const { first, last, members } of runs(wanted, 8)) {
      const block = this.st.read(this.emb.name, first * width, (last - first + 1) * width);
      for (const r of members) this.rowCache.set(r, toFloat32(block.subarray((r - first) * width, (r - first + 1) * width), this.emb.dtype));
    }
  }

  /**
   * Vectors of many short texts (the words soft matching compares) as int8
   * rows of `dim`, each at its own scale: for cosines only. A text that is one
   * token of an int8 model gets its stored row as it is (a cosine ignores a
   * positive token weight), read in runs without a float copy; other texts are
   * pooled as `embed` does and quantised. A text without known tokens gets a
   * zero row.
   */
  int8Many(texts: string[]): Int8Array {
    const dim = this.dim;
    const out = new Int8Array(texts.length * dim);
    const idLists = texts.map((t) => this.tokenIds(t));
    const rows = this.emb.shape[0];
    const direct = this.emb.dtype === 'I8' && !this.matrix;
    if (direct) {
      const singles = idLists.filter((ids) => ids.length === 1).map((ids) => ids[0]);
      this.mapping?.prefetch(singles);
      this.weights?.prefetch(singles);
    }
    const rowOf = (id: number) => (this.mapping ? this.mapping.at(id) : id);
    // Which texts take a stored row directly, by row.
    const byRow = new Map<number, number[]>();
    idLists.forEach((ids, i) => {
      if (!direct || ids.length !== 1 || (this.weights && !(this.weights.at(ids[0]) > 0))) return;
      const r = rowOf(ids[0]);
      if (!(r >= 0 && r < rows)) return;
      const list = byRow.get(r);
      if (list) list.push(i);
      else byRow.set(r, [i]);
    });
    for (const { first, last, members } of runs([...byRow.keys()], 64)) {
      const block = this.st.read(this.emb.name, first * dim, (last - first + 1) * dim);
      const bytes = new Int8Array(block.buffer, block.byteOffset, block.byteLength);
      for (const r of members) for (const i of byRow.get(r)!) out.set(bytes.subarray((r - first) * dim, (r - first + 1) * dim), i * dim);
    }
    const pooled = new Set([...byRow.values()].flat());
    idLists.forEach((ids, i) => {
      if (pooled.has(i) || ids.length === 0) return;
      out.set(quantize(this.pool(ids)).bytes, i * dim);
    });
    return out;
  }

  /** Model2Vec pooling of token ids: rows (through `mapping`) scaled by `weights`, averaged, normalised. */
  private pool(ids: number[]): Float32Array {
    const out = new Float32Array(this.dim);
    if (ids.length === 0) return out;
    const rows = this.emb.shape[0];
    let used = 0;
    for (const id of ids) {
      const r = this.mapping ? this.mapping.at(id) : id;
      if (!(r >= 0 && r < rows)) continue;
      const w = this.weights ? this.weights.at(id) : 1;
      const packedAt = this.packed ? this.packed.at[r] : -1;
      if (this.int8) {
        const bytes = this.int8;
        for (let i = 0, o = r * this.dim; i < this.dim; i++) out[i] += bytes[o + i] * w;
      } else if (packedAt >= 0) {
        const bytes = this.packed!.bytes;
        for (let i = 0; i < this.dim; i++) out[i] += bytes[packedAt + i] * w;
      } else {
        const v = this.row(r);
        for (let i = 0; i < this.dim; i++) out[i] += v[i] * w;
      }
      used++;
    }
    if (used === 0) return out;
    for (let i = 0; i < this.dim; i++) out[i] /= used;
    return this.normalize ? l2normalize(out) : out;
  }

  close(): void {
    this.st.close();
    this.tokenizer.close?.();
  }
}

/** Writes the binary vocabulary index beside a WordPiece model (for fast cold starts). */
export function writeVocabIndex(dir: string): Buffer | null {
  return indexTokenizerJson(JSON.parse(readFileSync(join(dir, 'tokenizer.json'), 'utf8')));
}
