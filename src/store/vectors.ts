// Stored vectors are int8 with one scale per row (src/util/int8.ts quantises them).

import type { QuantizedVector } from '../util/int8.ts';

export function dequantize(q: QuantizedVector): Float32Array {
  const out = new Float32Array(q.bytes.length);
  for (let i = 0; i < out.length; i++) out[i] = q.bytes[i] * q.scale;
  return out;
}

/** Views a SQLite BLOB (a Buffer) as int8 without copying. */
export function int8View(blob: Buffer): Int8Array {
  return new Int8Array(blob.buffer, blob.byteOffset, blob.byteLength);
}
