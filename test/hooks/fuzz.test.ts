import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { BIN, engrim, runAsync, seededRandom as rng, tempDir } from '../helpers.ts';

// Hooks must fail open on anything: random bytes, mutated valid events,
// wrong types, huge input, transcripts that are directories or devices.

test('fuzz: 48 random and mutated payloads (seed 1234) → exit 0, valid agent output, nothing on stderr', async () => {
  const dir = tempDir();
  mkdirSync(join(dir, '.git'));
  engrim(['remember', 'Decision: use Postgres for analytics', '--db', join(dir, '.engrim.db')]);
  const rand = rng(1234);
  const valid = { session_id: 's', transcript_path: join(dir, 't.jsonl'), cwd: dir, hook_event_name: 'UserPromptSubmit', prompt: 'postgres analytics?' };
  const mutate = (): string => {
    const kind = Math.floor(rand() * 6);
    if (kind === 0) return Buffer.from(Array.from({ length: Math.floor(rand() * 2000) }, () => Math.floor(rand() * 256))).toString('latin1');
    const text = JSON.stringify(valid);
    if (kind === 1) return text.slice(0, Math.floor(rand() * text.length));
    if (kind === 2) {
      const chars = [...text];
      for (let i = 0; i < 5; i++) chars[Math.floor(rand() * chars.length)] = String.fromCharCode(Math.floor(rand() * 0x2fff));
      return chars.join('');
    }
    const wrong = [null, 42, [], {}, true, 'x'.repeat(100_000), '\u0000\ud800'];
    const key = Object.keys(valid)[Math.floor(rand() * Object.keys(valid).length)];
    if (kind === 3) return JSON.stringify({ ...valid, [key]: wrong[Math.floor(rand() * wrong.length)] });
    if (kind === 4) return JSON.stringify({ ...valid, transcript_path: ['/dev/zero', '/', dir, '/proc/self/mem'][Math.floor(rand() * 4)], transcriptPath: '/dev/urandom', prompt: undefined });
    return JSON.stringify([valid]);
  };
  const agents = ['claude', 'codex', 'gemini', 'antigravity', 'cursor', 'windsurf'];
  const cases = Array.from({ length: 48 }, (_, i) => ({ agent: agents[i % agents.length], input: mutate(), hook: i % 3 === 0 ? BIN.capture : BIN.recall }));
  for (let i = 0; i < cases.length; i += 8) {
    const results = await Promise.all(cases.slice(i, i + 8).map((c) => runAsync(c.hook, ['--agent', c.agent], { input: c.input, cwd: dir, env: { ENGRIM_LOG_DIR: dir } })));
    results.forEach((r, k) => {
      const c = cases[i + k];
      assert.equal(r.code, 0, `case ${i + k}`);
      assert.equal(r.stderr, '', `case ${i + k}`);
      if (r.stdout) JSON.parse(r.stdout.trim() || '{}'); // agents that take JSON get JSON
      if (['gemini', 'antigravity', 'cursor'].includes(c.agent)) assert.ok(r.stdout.trim().startsWith('{'), `${c.agent} always gets JSON`);
    });
  }
});

test('50 MB of stdin is bounded: exit 0 in time, no crash', async () => {
  const dir = tempDir();
  const big = 'pnpm '.repeat(10 * 1024 * 1024);
  const start = performance.now();
  const r = await runAsync(BIN.recall, ['--agent', 'claude'], { input: big, cwd: dir, env: { ENGRIM_LOG_DIR: dir } });
  assert.equal(r.code, 0);
  assert.equal(r.stderr, '');
  assert.ok(performance.now() - start < 20_000);
});
