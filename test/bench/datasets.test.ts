import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { captureRecallStore } from '../../scripts/bench/capture-recall.ts';
import { adr, withDistractors, withOthers, type BenchStore } from '../../scripts/bench/datasets.ts';
import { tempDir } from '../helpers.ts';

test('the ADR loader reads Nygard and MADR headings, strips record numbers, and skips records without a Decision section', () => {
  const root = tempDir();
  mkdirSync(join(root, 'adr'));
  const records = [
    { id: 'a', title: '3. Networking Outline', sections: { Context: 'We need networks.', Decision: 'One VPC per environment.' } },
    { id: 'b', title: '0007 - Use Postgres', sections: { 'Context and Problem Statement': 'Which database?', 'Decision Outcome': 'Chosen option: Postgres.' } },
    { id: 'c', title: 'ADR-12: Pipelines', sections: { Context: 'Builds are slow.', Decision: 'Cache the dependencies.' } },
    { id: 'e', title: '20. Environments', sections: { Context: 'Many environments.', Decisions: 'Several decisions in one list.' } },
    { id: 'd', title: '28 Repo scanning', sections: { Proposal: 'Scan repos.' } },
  ];
  writeFileSync(join(root, 'adr', 'adr_dev.jsonl'), records.map((r) => JSON.stringify(r)).join('\n'));
  const [bs] = adr(root)!;
  assert.deepEqual(bs.memories.map((m) => [m.ref, m.content]), [['a', 'One VPC per environment.'], ['b', 'Chosen option: Postgres.'], ['c', 'Cache the dependencies.']]);
  assert.deepEqual(bs.queries.filter((q) => q.group === 'title').map((q) => q.text), ['Networking Outline', 'Use Postgres', 'Pipelines']);
  assert.deepEqual(bs.queries.filter((q) => q.group === 'context').map((q) => q.text), ['We need networks.', 'Which database?', 'Builds are slow.']);
  assert.equal(adr(join(root, 'missing')), null, 'no folder: the dataset is skipped');
});

test('distractors join every store under refs no query counts, distinct and in order, and never change the queries', () => {
  const store = (name: string, contents: string[]): BenchStore => ({
    name,
    memories: contents.map((content, i) => ({ content, ref: `${name}${i}` })),
    queries: [{ text: `question of ${name}`, relevant: new Set([`${name}0`]) }],
  });
  const pool = [store('p', ['x', 'y', 'x']), store('q', ['z', 'w'])];
  const [a, b] = withDistractors([store('a', ['alpha']), store('b', ['beta'])], pool, 3);
  assert.deepEqual(a.memories.map((m) => [m.ref, m.content]), [['a0', 'alpha'], ['distractor:0', 'x'], ['distractor:1', 'y'], ['distractor:2', 'z']]);
  assert.deepEqual(b.memories.slice(1).map((m) => m.content), ['x', 'y', 'z']);
  assert.deepEqual(a.queries, [{ text: 'question of a', relevant: new Set(['a0']) }]);
  assert.equal(pool[0].memories[0].ref, 'p0', 'the pool is not changed');
});

test("each store among the other stores' turns: none of its own contents, each distractor once, the others' order from the next store on", () => {
  const mk = (name: string, contents: string[]): BenchStore => ({ name, memories: contents.map((content, i) => ({ content, ref: `${name}${i}` })), queries: [{ text: `question of ${name}`, relevant: new Set([`${name}0`]) }] });
  const stores = [mk('a', ['shared', 'a-own']), mk('b', ['shared', 'b1', 'b2']), mk('c', ['c1', 'b1', 'a-own'])];
  const [a, b, c] = withOthers(stores, 3);
  assert.deepEqual(a.memories.map((m) => [m.ref, m.content]), [['a0', 'shared'], ['a1', 'a-own'], ['distractor:0', 'b1'], ['distractor:1', 'b2'], ['distractor:2', 'c1']]);
  assert.deepEqual(b.memories.slice(3).map((m) => m.content), ['c1', 'a-own']);
  assert.deepEqual(c.memories.slice(3).map((m) => m.content), ['shared', 'b2']);
  assert.deepEqual(a.queries, stores[0].queries);
  assert.equal(stores[1].memories[1].ref, 'b1', 'the stores are not changed');
});

test('capture, then recall: each ADR read as Context then Decision; only records that yield a memory are asked, by title', () => {
  const root = tempDir();
  mkdirSync(join(root, 'adr'));
  const records = [
    { id: 'q', title: '4. Job queue', sections: { Context: 'Emails are sent inline and time out.', Decision: 'We will use BullMQ instead of RabbitMQ, because another broker is more ops work.' } },
    { id: 'n', title: '5. Logging', sections: { Context: 'Logs are scattered.', Decision: 'Logs go to stdout.' } },
  ];
  writeFileSync(join(root, 'adr', 'adr_dev.jsonl'), records.map((r) => JSON.stringify(r)).join('\n'));
  const withContext = captureRecallStore(root, true)!;
  assert.deepEqual(withContext.memories.map((m) => [m.ref, m.kind, m.context]), [['q', 'decision', 'Emails are sent inline and time out.']]);
  assert.deepEqual(withContext.queries, [{ text: 'Job queue', relevant: new Set(['q']) }]);
  assert.equal(captureRecallStore(root, false)!.memories[0].context, undefined);
  assert.equal(captureRecallStore(join(root, 'missing'), true), null);
});
