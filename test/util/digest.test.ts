import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { contentHash, normalizeForHash } from '../../src/store/hash.ts';
import { sha1Hex, sha256Hex } from '../../src/util/digest.ts';

// The digests replace node:crypto's on the hooks' path; stored content hashes, model ids and
// cache file names of earlier versions depend on their being the same, byte for byte.

// The first digests of a process are computed in plain JavaScript, the later ones (and long inputs) by
// node:crypto: the first test's first two texts go through the former (sha256 and sha1 each), the rest
// through the latter, so both paths are checked against node:crypto itself.
const TEXTS = ['abc', 'héllo wörld — 漢字 · emoji 🎉 · \u0000 NUL', '', 'Decision: use pnpm workspaces, not npm', 'x'.repeat(20_000), '\ud800 lone surrogate'];

test('sha256Hex and sha1Hex give node:crypto\'s digests of the UTF-8 text', () => {
  for (const text of TEXTS) {
    assert.equal(sha256Hex(text), createHash('sha256').update(text, 'utf8').digest('hex'), JSON.stringify(text.slice(0, 20)));
    assert.equal(sha1Hex(text), createHash('sha1').update(text, 'utf8').digest('hex'), JSON.stringify(text.slice(0, 20)));
  }
});

test('sha256Hex of bytes equals node:crypto\'s over the same bytes', () => {
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 37) % 256));
  assert.equal(sha256Hex(bytes), createHash('sha256').update(bytes).digest('hex'));
});

test('contentHash is still the SHA-256 of the normalised content, as stored by earlier versions', () => {
  for (const text of ['Use Postgres 16 for the orders service.', '  USE postgres 16, for the ORDERS service!! ']) {
    assert.equal(contentHash(text), createHash('sha256').update(normalizeForHash(text)).digest('hex'));
  }
  assert.equal(contentHash('Use Postgres 16 for the orders service.'), contentHash('  USE postgres 16, for the ORDERS service!! '));
});
