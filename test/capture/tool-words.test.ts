import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { toolWords, toolWordsModule } from '../../scripts/tool-words.ts';
import { TOOL_WORDS } from '../../src/capture/tool-words.ts';

test('the lower-case tool names are what scripts/tool-words.ts makes of dev-words.txt and the shipped model', () => {
  const words = toolWords();
  assert.equal(readFileSync(new URL('../../src/capture/tool-words.ts', import.meta.url), 'utf8'), toolWordsModule(words), 'run node --import tsx scripts/tool-words.ts');
  assert.deepEqual(TOOL_WORDS, words);
  // Tools general English does not use are in; English words ("yarn", "jest"), kinds of things and general words are out.
  for (const w of ['pnpm', 'npm', 'redis', 'postgres', 'vitest', 'esbuild', 'kubectl']) assert.ok(TOOL_WORDS.includes(w), w);
  for (const w of ['yarn', 'jest', 'black', 'config', 'backend', 'retries', 'timestamp', 'callback']) assert.ok(!TOOL_WORDS.includes(w), w);
});
