import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clipMiddle, clipText } from '../../src/util/text.ts';

test('clipText keeps a text that fits and cuts a longer one to the limit, the ellipsis included', () => {
  assert.equal(clipText('abcde', 5), 'abcde');
  assert.equal(clipText('abcdef', 5), 'abcd…');
  assert.equal(clipText('abcdef', 5).length, 5);
});

test('clipMiddle keeps a long text’s start and end, within its limit', () => {
  const text = `${'a'.repeat(50)}${'m'.repeat(100)}${'z'.repeat(50)}`;
  const clipped = clipMiddle(text, 41);
  assert.ok(clipped.length <= 41);
  assert.equal(clipped, `${'a'.repeat(19)}\n…\n${'z'.repeat(19)}`);
  assert.equal(clipMiddle('short', 41), 'short');
});
