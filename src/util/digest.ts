import { sha1 as nobleSha1 } from '@noble/hashes/legacy.js';
import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

// SHA digests of text, as hex, in plain JavaScript. `node:crypto` gives the same
// digests, but loading it costs a fresh process ~6 ms (measured: `require('node:crypto')`
// in a script, Node 20), and a recall hook is a fresh process before every prompt that
// needs a few digests of short strings (its code cache's key, the model's id, a
// session's cache file). The digests are byte-for-byte those of `node:crypto`
// (test/util/digest.test.ts), so ids and hashes stored by earlier versions still match.

/** SHA-256 of a text (as UTF-8) or of bytes. */
export const sha256Hex = (data: string | Uint8Array): string => bytesToHex(nobleSha256(typeof data === 'string' ? utf8ToBytes(data) : data));

/** SHA-1, for names that earlier versions derived with it (not for anything secret). */
export const sha1Hex = (text: string): string => bytesToHex(nobleSha1(utf8ToBytes(text)));
