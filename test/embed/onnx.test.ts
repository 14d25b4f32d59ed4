import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import { StaticModel } from '../../src/embed/model2vec.ts';
import { OnnxModel } from '../../src/embed/onnx.ts';
import { exportOnnxDir } from '../../scripts/export-onnx.ts';
import { BIN, engrim, ROOT, run, seededRandom, tempDir } from '../helpers.ts';
import { writeTinyModel } from './fixtures.ts';

// The ONNX backend (onnxruntime-node, an optional dependency) against the
// TypeScript runtime on the same model: Engrim writes the ONNX graph of a
// Model2Vec directory (scripts/export-onnx.ts) and both must give the same vectors.

const hasOrt = (() => {
  try {
    createRequire(import.meta.url).resolve('onnxruntime-node');
    return true;
  } catch {
    return false;
  }
})();
// Without onnxruntime-node (an optional dependency) these tests are skipped, except under CI (CI=true): there it is installed and they must run.
const skip = !hasOrt && !process.env.CI && 'onnxruntime-node (optional dependency) is not installed';

const WORDS = 'we chose postgres over mongo because billing data is relational the recall hook reads prompts getUserById returns profiles from src/users/repo.ts café naïve 日本語 deploy kafka queue retries cache invalidation'.split(' ');

function texts(n: number): string[] {
  const rand = seededRandom(5);
  return Array.from({ length: n }, (_, i) => Array.from({ length: 1 + Math.floor(rand() * 30) }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(i % 3 ? ' ' : ', '));
}

function maxDiff(a: Float32Array, b: Float32Array): number {
  assert.equal(a.length, b.length);
  let d = 0;
  for (let i = 0; i < a.length; i++) d = Math.max(d, Math.abs(a[i] - b[i]));
  return d;
}

test('the default model exported to ONNX gives the same vectors as the TypeScript runtime (single and batched)', { skip }, () => {
  const dir = join(ROOT, 'models', 'engrim-glove-100d');
  const out = tempDir();
  exportOnnxDir(dir, out);
  const onnx = new OnnxModel(out);
  const ts = new StaticModel(dir);
  try {
    assert.equal(onnx.dim, ts.dim);
    assert.equal(onnx.info.backend, 'onnx');
    assert.notEqual(onnx.id, ts.id, 'another backend is another model id: vectors are never mixed');
    const sample = [...texts(300), '', 'xyzzyqx', 'word '.repeat(700)];
    const batched = onnx.embedMany(sample);
    let worst = 0;
    sample.forEach((t, i) => {
      const expected = ts.embed(t);
      worst = Math.max(worst, maxDiff(onnx.embed(t), expected), maxDiff(batched[i], expected));
    });
    assert.ok(worst < 1e-5, `largest difference ${worst}`);
    assert.ok(batched[sample.indexOf('')].every((x) => x === 0), 'empty text: zero vector');
  } finally {
    onnx.close();
    ts.close();
  }
});

test('f32 rows with weights and mapping, normalize off: both backends agree', { skip }, () => {
  const dir = tempDir();
  writeTinyModel(dir, { weights: [0, 1, 0.5, 2, 1.5, 1, 1, 3, 0.25, 1, 1, 1], mapping: [0, 1, 2, 3, 3, 5, 6, 7, 8, 8, 10, 11], normalize: false });
  const out = tempDir();
  exportOnnxDir(dir, out);
  const onnx = new OnnxModel(join(out, 'onnx', 'model.onnx')); // the .onnx file itself works too
  const ts = new StaticModel(dir);
  try {
    for (const t of ['the cat sat on the mat', 'database base data!', 'sat sat sat', 'unknown words only', '']) {
      assert.ok(maxDiff(onnx.embed(t), ts.embed(t)) < 1e-6, t);
    }
    assert.ok(Math.abs(Math.hypot(...onnx.embed('the cat sat')) - 1) > 1e-3, 'not normalised');
  } finally {
    onnx.close();
  }
});

test('engrim model use <onnx export>: selected, re-embedded, searched; the recall hook runs it silently', { skip }, () => {
  const project = tempDir();
  const db = join(project, '.engrim.db');
  engrim(['remember', 'Decision: cache invalidation runs through the kafka queue', '--db', db], { cwd: project });
  const out = tempDir();
  exportOnnxDir(join(ROOT, 'models', 'engrim-glove-100d'), out);
  const use = engrim(['model', 'use', out, '--db', db], { cwd: project });
  assert.equal(use.code, 0, use.stderr);
  assert.match(use.stdout, /model onnx:.* selected/);
  assert.match(use.stdout, /re-embedded 1 memories/);
  const info = JSON.parse(engrim(['model', 'info', '--json', '--db', db], { cwd: project }).stdout);
  assert.deepEqual([info.backend, info.dim, info.memoriesWithoutVector], ['onnx', 100, 0]);
  const found = JSON.parse(engrim(['search', 'message broker for stale caches', '--mode', 'semantic', '--json', '--db', db], { cwd: project }).stdout);
  assert.match(found[0].content, /kafka queue/);
  const r = run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify({ prompt: 'how do we invalidate the cache?', cwd: project, hook_event_name: 'UserPromptSubmit' }), cwd: project });
  assert.equal(r.code, 0);
  assert.equal(r.stderr, '', 'nothing on stderr: onnxruntime logs are silenced');
  assert.match(r.stdout, /kafka queue/);
});

test('a damaged ONNX file is refused with the runtime\'s reason; the configured model stays', { skip }, () => {
  const project = tempDir();
  const db = join(project, '.engrim.db');
  const bad = tempDir();
  mkdirSync(join(bad, 'onnx'));
  copyFileSync(join(ROOT, 'models', 'engrim-glove-100d', 'tokenizer.json'), join(bad, 'tokenizer.json'));
  writeFileSync(join(bad, 'onnx', 'model.onnx'), 'not a protobuf');
  const r = engrim(['model', 'use', bad, '--db', db], { cwd: project });
  assert.equal(r.code, 1);
  assert.match(r.stderr, /cannot run the ONNX model .*model\.onnx: .*(Protobuf parsing failed|failed)/);
  assert.equal(JSON.parse(engrim(['model', 'info', '--json', '--db', db], { cwd: project }).stdout).default, true);
});

test("a hook's deadline bounds the blocking wait: loading gives up in time instead of blocking the agent", { skip }, async () => {
  const { setDeadline } = await import('../../src/util/deadline.ts');
  const out = tempDir();
  exportOnnxDir(join(ROOT, 'models', 'engrim-glove-100d'), out);
  setDeadline(Date.now() + 350); // 50 ms for the wait after the margin: the runtime needs more to load
  const started = performance.now();
  try {
    assert.throws(() => new OnnxModel(out), /did not answer before the hook's deadline/);
    assert.ok(performance.now() - started < 2000, `gave up after ${Math.round(performance.now() - started)} ms`);
  } finally {
    setDeadline(Infinity);
  }
  const model = new OnnxModel(out); // no deadline: loads
  assert.equal(model.embed('cache').length, 100);
  model.close();
});
