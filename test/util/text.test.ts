import assert from 'node:assert/strict';
import { test } from 'node:test';
import { clipText } from '../../src/util/text.ts';

test('clipText keeps a text that fits and cuts a longer one to the limit, the ellipsis included', () => {
  assert.equal(clipText('abcde', 5), 'abcde');
  assert.equal(clipText('abcdef', 5), 'abcd…');
  assert.equal(clipText('abcdef', 5).length, 5);
});
