// Stored vectors are int8 with one scale per row (src/util/int8.ts quantises them).

/** Views a SQLite BLOB (a Buffer) as int8 without copying. */
export function int8View(blob: Buffer): Int8Array {
  return new Int8Array(blob.buffer, blob.byteOffset, blob.byteLength);
}
