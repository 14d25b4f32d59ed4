import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CJK_CHARS, cjkRuns, expandCjk } from '../../src/util/cjk.ts';
import { remember } from '../../src/engine/remember.ts';
import { recall } from '../../src/recall/recall.ts';
import { promptTerms } from '../../src/search/fts-query.ts';
import { createTestStore } from '../helpers.ts';

test('CJK_CHARS is exactly the Han, Hiragana, Katakana and Hangul scripts plus ー々〆, on every code point', () => {
  const byScript = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー々〆]$/u;
  const byRanges = new RegExp(`^[${CJK_CHARS}]$`, 'u');
  const differ: string[] = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const ch = String.fromCodePoint(cp);
    if (byScript.test(ch) !== byRanges.test(ch)) differ.push(cp.toString(16));
  }
  assert.deepEqual(differ.slice(0, 20), [], `${differ.length} code points differ`);
});

test('CJK runs become bigrams; other scripts are left alone', () => {
  assert.deepEqual(cjkRuns('データベース設計を決めた, then café 한국어'), ['データベース設計を決めた', '한국어']);
  assert.equal(expandCjk('設計 ok'), ' 設計  ok');
});

test('a prompt that writes a name against Japanese ("JWTで認証をやり直して") finds the memory that names it, as the index splits the two', () => {
  const store = createTestStore();
  remember(store, null, { content: '認証はセッションCookieにしました。JWTはログアウト時に失効できないので採用しませんでした。' });
  assert.deepEqual(promptTerms('JWTで認証をやり直して').slice(0, 3), ['jwt', 'で認', '認証']);
  assert.match(recall(store, 'JWTで認証をやり直して').text, /this prompt mentions JWT, rejected earlier/);
});
