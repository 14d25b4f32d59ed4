// int8 with one scale per vector (value ≈ byte × scale): how stored vectors
// are kept (a quarter of float32's size; the cosine ranking moves by well
// under 1%) and how soft matching packs word vectors for the dense kernel.

export interface QuantizedVector {
  scale: number;
  bytes: Int8Array;
}

export function quantize(vec: Float32Array): QuantizedVector {
  let max = 0;
  for (let i = 0; i < vec.length; i++) max = Math.max(max, Math.abs(vec[i]));
  const bytes = new Int8Array(vec.length);
  if (max === 0) return { scale: 0, bytes };
  const inv = 127 / max;
  for (let i = 0; i < vec.length; i++) bytes[i] = Math.round(vec[i] * inv);
  return { scale: max / 127, bytes };
}

/** Euclidean length of an int8 vector (or of its elements `start` to `end`). */
export function int8Norm(bytes: Int8Array, start = 0, end = bytes.length): number {
  let n = 0;
  for (let i = start; i < end; i++) n += bytes[i] * bytes[i];
  return Math.sqrt(n);
}
