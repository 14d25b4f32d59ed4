import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

type Tensor = { dtype: 'F32' | 'F16' | 'I8' | 'I32'; shape: number[]; data: number[] };

function f16bits(x: number): number {
  const f = new Float32Array([x]);
  const u = new Uint32Array(f.buffer)[0];
  const sign = (u >>> 16) & 0x8000;
  const exp = ((u >>> 23) & 0xff) - 127 + 15;
  const frac = (u >>> 13) & 0x3ff;
  if (exp <= 0) return sign;
  if (exp >= 31) return sign | 0x7c00;
  return sign | (exp << 10) | frac;
}

/** Writes a safetensors file (the format is simple enough to write by hand in a test). */
export function writeSafetensors(path: string, tensors: Record<string, Tensor>): void {
  const header: Record<string, unknown> = {};
  const parts: Buffer[] = [];
  let offset = 0;
  for (const [name, t] of Object.entries(tensors)) {
    let buf: Buffer;
    if (t.dtype === 'F32') buf = Buffer.from(new Float32Array(t.data).buffer);
    else if (t.dtype === 'I32') buf = Buffer.from(new Int32Array(t.data).buffer);
    else if (t.dtype === 'I8') buf = Buffer.from(new Int8Array(t.data).buffer);
    else buf = Buffer.from(new Uint16Array(t.data.map(f16bits)).buffer);
    header[name] = { dtype: t.dtype, shape: t.shape, data_offsets: [offset, offset + buf.length] };
    parts.push(buf);
    offset += buf.length;
  }
  const json = Buffer.from(JSON.stringify(header));
  const len = Buffer.alloc(8);
  len.writeBigUInt64LE(BigInt(json.length));
  writeFileSync(path, Buffer.concat([len, json, ...parts]));
}

export const TINY_VOCAB = ['[UNK]', '[CLS]', 'the', 'cat', 'sat', 'on', 'mat', 'data', '##base', 'base', '.', '!'];

/** A 4-dim Model2Vec directory with a BERT-style WordPiece tokenizer. */
export function writeTinyModel(dir: string, options: { dtype?: 'F32' | 'F16' | 'I8'; weights?: number[]; mapping?: number[]; rows?: number[][]; normalize?: boolean } = {}): number[][] {
  const rows = options.rows ?? TINY_VOCAB.map((_, i) => [i, 1, -i / 2, (i % 3) - 1]);
  writeFileSync(
    join(dir, 'tokenizer.json'),
    JSON.stringify({
      version: '1.0',
      added_tokens: [{ id: 0, content: '[UNK]', special: true }],
      normalizer: { type: 'BertNormalizer', clean_text: true, handle_chinese_chars: true, strip_accents: null, lowercase: true },
      pre_tokenizer: { type: 'BertPreTokenizer' },
      model: { type: 'WordPiece', unk_token: '[UNK]', continuing_subword_prefix: '##', max_input_chars_per_word: 100, vocab: Object.fromEntries(TINY_VOCAB.map((t, i) => [t, i])) },
    }),
  );
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ model_type: 'model2vec', normalize: options.normalize ?? true, hidden_dim: 4 }));
  const tensors: Record<string, Tensor> = { embeddings: { dtype: options.dtype ?? 'F32', shape: [rows.length, 4], data: rows.flat() } };
  if (options.weights) tensors.weights = { dtype: 'F32', shape: [options.weights.length], data: options.weights };
  if (options.mapping) tensors.mapping = { dtype: 'I32', shape: [options.mapping.length], data: options.mapping };
  writeSafetensors(join(dir, 'model.safetensors'), tensors);
  return rows;
}
