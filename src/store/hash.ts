import { sha256Hex } from '../util/digest.ts';

/** Content normalised for exact-duplicate detection: case folded, punctuation and extra whitespace removed. */
export function normalizeForHash(content: string): string {
  return content
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function contentHash(content: string): string {
  return sha256Hex(normalizeForHash(content));
}
