import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { EngrimError } from '../errors.ts';

// safetensors: u64 LE header length, a JSON header {name: {dtype, shape,
// data_offsets:[begin, end]}}, then raw little-endian tensor bytes.
// Reading only the header lets the hook fetch just the rows a query needs.

export type DType = 'F32' | 'F16' | 'I8' | 'I32' | 'I64' | 'U8';
export interface TensorInfo {
  dtype: DType;
  shape: number[];
  /** Absolute byte offset of the tensor's data in the file. */
  offset: number;
  byteLength: number;
}

const BYTES: Record<string, number> = { F32: 4, F16: 2, I8: 1, U8: 1, I32: 4, I64: 8 };

export class SafeTensors {
  readonly path: string;
  readonly tensors: Record<string, TensorInfo>;
  private readonly fd: number;

  constructor(path: string) {
    this.path = path;
    this.fd = openSync(path, 'r');
    try {
      const size = fstatSync(this.fd).size;
      const lenBuf = Buffer.alloc(8);
      readSync(this.fd, lenBuf, 0, 8, 0);
      const headerLen = Number(lenBuf.readBigUInt64LE(0));
      if (headerLen <= 0 || headerLen > Math.min(size - 8, 100_000_000)) throw new Error(`bad header length ${headerLen}`);
      const header = Buffer.alloc(headerLen);
      readSync(this.fd, header, 0, headerLen, 8);
      const json = JSON.parse(header.toString('utf8')) as Record<string, { dtype: string; shape: number[]; data_offsets: [number, number] }>;
      const tensors: Record<string, TensorInfo> = {};
      for (const [name, t] of Object.entries(json)) {
        if (name === '__metadata__') continue;
        if (!(t.dtype in BYTES)) throw new Error(`tensor ${name} has unsupported dtype ${t.dtype}`);
        const [begin, end] = t.data_offsets;
        const expected = t.shape.reduce((a, b) => a * b, 1) * BYTES[t.dtype];
        if (end - begin !== expected || 8 + headerLen + end > size) throw new Error(`tensor ${name} is truncated or malformed`);
        tensors[name] = { dtype: t.dtype as DType, shape: t.shape, offset: 8 + headerLen + begin, byteLength: end - begin };
      }
      this.tensors = tensors;
    } catch (error) {
      closeSync(this.fd);
      throw new EngrimError(`cannot read ${path}: ${(error as Error).message}`, 'MODEL', { cause: error });
    }
  }

  close(): void {
    closeSync(this.fd);
  }

  /** Raw bytes of `length` bytes at `offset` within tensor `name`. */
  read(name: string, offset: number, length: number): Buffer {
    const t = this.tensors[name];
    const buf = Buffer.alloc(length);
    readSync(this.fd, buf, 0, length, t.offset + offset);
    return buf;
  }

  /** Reads `length` bytes at `offset` within tensor `name` into `target` at `at`. */
  readInto(name: string, offset: number, target: Uint8Array, at: number, length: number): void {
    readSync(this.fd, target, at, length, this.tensors[name].offset + offset);
  }

  /** A whole tensor converted to float32 (int tensors: their values). */
  readAll(name: string): Float32Array {
    const t = this.tensors[name];
    return toFloat32(this.read(name, 0, t.byteLength), t.dtype);
  }
}

export function bytesPerElement(dtype: DType): number {
  return BYTES[dtype];
}

/** Converts little-endian raw values to float32 (native typed-array conversion where possible). */
export function toFloat32(buf: Buffer, dtype: DType): Float32Array {
  // Copy into a fresh, aligned ArrayBuffer so typed views are valid.
  const bytes = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength);
  switch (dtype) {
    case 'F32':
      return new Float32Array(bytes);
    case 'I8':
      return new Float32Array(new Int8Array(bytes));
    case 'U8':
      return new Float32Array(new Uint8Array(bytes));
    case 'I32':
      return new Float32Array(new Int32Array(bytes));
    case 'I64':
      return Float32Array.from(new BigInt64Array(bytes), (x) => Number(x));
    case 'F16': {
      const halves = new Uint16Array(bytes);
      const out = new Float32Array(halves.length);
      for (let i = 0; i < halves.length; i++) out[i] = f16(halves[i]);
      return out;
    }
  }
}

function f16(h: number): number {
  const sign = h & 0x8000 ? -1 : 1;
  const exp = (h >> 10) & 0x1f;
  const frac = h & 0x3ff;
  if (exp === 0) return sign * 2 ** -14 * (frac / 1024);
  if (exp === 31) return frac ? Number.NaN : sign * Infinity;
  return sign * 2 ** (exp - 15) * (1 + frac / 1024);
}
