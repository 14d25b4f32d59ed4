import { createRequire } from 'node:module';
import { sha1 as nobleSha1 } from '@noble/hashes/legacy.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// SHA digests as hex. A recall hook is a fresh process before every prompt that
// needs two digests of short strings (the model's id, a session's cache file),
// and loading node:crypto costs such a process ~6 ms (measured: a script's first
// `require('node:crypto')`, Node 20), so the first few digests of a process are
// computed in plain JavaScript (@noble/hashes). Cold plain JavaScript is slow in
// bulk, though (an import of 1,000 memories ran ~20 ms longer hashing its first
// 16 KB of contents that way), so from the (FEW_DIGESTS + 1)-th digest, or any
// input over FEW_BYTES, on they come from node:crypto. Both give the same bytes
// (test/util/digest.test.ts), so hashes and ids stored by earlier versions match.

const FEW_DIGESTS = 4;
const FEW_BYTES = 4096;
let digests = 0;
let native: typeof import('node:crypto') | null = null;

function digest(algorithm: 'sha1' | 'sha256', data: string | Uint8Array): string {
  if (native) return nativeDigest(algorithm, data);
  const bytes = typeof data === 'string' ? utf8ToBytes(data) : data;
  if (++digests > FEW_DIGESTS || bytes.length > FEW_BYTES) {
    native = createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
    return nativeDigest(algorithm, bytes);
  }
  return bytesToHex(algorithm === 'sha1' ? nobleSha1(bytes) : nobleSha256(bytes));
}

/**
 * node:crypto's digest, a text hashed as UTF-8 without first being copied into bytes, and by the one-shot
 * `crypto.hash` where the runtime has it (Node ≥ 20.12): a Hash object per call made hashing 1,000 short
 * contents cost an import ~3× as much.
 */
function nativeDigest(algorithm: 'sha1' | 'sha256', data: string | Uint8Array): string {
  const crypto = native!;
  return typeof crypto.hash === 'function' ? crypto.hash(algorithm, data, 'hex') : crypto.createHash(algorithm).update(data).digest('hex');
}

/** SHA-256 of a text (as UTF-8) or of bytes. */
export const sha256Hex = (data: string | Uint8Array): string => digest('sha256', data);

/** SHA-1, for names that earlier versions derived with it (not for anything secret). */
export const sha1Hex = (text: string): string => digest('sha1', text);
