import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadEmbedder } from '../../src/embed/load.ts';
import { remember } from '../../src/engine/remember.ts';
import { DEFAULT_LIFECYCLE } from '../../src/lifecycle/policy.ts';
import { diversify } from '../../src/recall/diversity.ts';
import { recall } from '../../src/recall/recall.ts';
import type { Memory, SearchHit } from '../../src/types.ts';
import { createTestStore } from '../helpers.ts';

const hit = (id: string, score: number): SearchHit => ({ memory: { id } as Memory, score, ranks: { fulltext: 1 } });
const vec = (...v: number[]) => Int8Array.from(v);

test('MMR: a near-copy of a placed hit yields to a different one; λ 1 keeps the order', () => {
  const hits = [hit('a', 1), hit('a2', 0.95), hit('b', 0.8)];
  const vectors = new Map([['a', vec(100, 0)], ['a2', vec(100, 2)], ['b', vec(0, 100)]]);
  assert.deepEqual(diversify(hits, 0.8, () => vectors).map((h) => h.memory.id), ['a', 'b', 'a2']);
  assert.deepEqual(diversify(hits, 1, () => vectors).map((h) => h.memory.id), ['a', 'a2', 'b']);
  // A much weaker different hit does not overtake the copy: 0.8·0.95 − 0.2·1.0 = 0.56 > 0.8·0.2.
  const far = [hit('a', 1), hit('a2', 0.95), hit('b', 0.2)];
  assert.deepEqual(diversify(far, 0.8, () => vectors).map((h) => h.memory.id), ['a', 'a2', 'b']);
});

test('MMR: a hit without a stored vector is never counted as redundant; short lists are left alone', () => {
  const hits = [hit('a', 1), hit('a2', 0.95), hit('c', 0.9), hit('b', 0.8)];
  const vectors = new Map([['a', vec(100, 0)], ['a2', vec(100, 2)], ['b', vec(0, 100)]]);
  assert.deepEqual(diversify(hits, 0.8, () => vectors).map((h) => h.memory.id), ['a', 'c', 'b', 'a2']);
  const two = [hit('a', 1), hit('a2', 0.95)];
  assert.equal(diversify(two, 0, () => vectors), two);
});

test('recall reads the stored vectors: with low λ a near-copy gives its place in the block to another fact', () => {
  const store = createTestStore();
  const { embedder } = loadEmbedder('');
  const noMerge = { ...DEFAULT_LIFECYCLE, nearDuplicate: 0 };
  for (const content of [
    'The main database is PostgreSQL 16, hosted on RDS.',
    'The main database is PostgreSQL 16 and it is hosted on Amazon RDS.',
    'Nightly database backups go to an S3 bucket with 30 days of retention.',
    'The frontend is built with Vite and React.',
  ]) remember(store, embedder, { content }, undefined, noMerge);
  // minOverlap 0: the backups note shares one word ("database") with the prompt, and this test is about MMR.
  const block = (diversity: number) => recall(store, 'which main database do we use, and is it hosted on RDS?', { embedder, diversity, limit: 2, minOverlap: 0, minScoreShare: 0 }).text;
  assert.match(block(1), /PostgreSQL 16, hosted on RDS[\s\S]*PostgreSQL 16 and it is hosted/);
  assert.doesNotMatch(block(1), /backups/);
  assert.match(block(0.3), /PostgreSQL 16, hosted on RDS[\s\S]*Nightly database backups/);
  assert.doesNotMatch(block(0.3), /Amazon RDS/);
});
