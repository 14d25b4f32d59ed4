import assert from 'node:assert/strict';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parseAdr } from '../../src/io/adr.ts';
import { engrim, tempDir } from '../helpers.ts';

const NYGARD = `# 2. Use MongoDB for orders

Date: 2024-03-05

## Status

Superseded by [3. Use PostgreSQL for orders](0003-use-postgresql-for-orders.md)

## Context

Orders have a flexible shape.

## Decision

We will store orders in MongoDB.
`;

const MADR = `---
status: accepted
date: 2024-06-10
---

# Use PostgreSQL for orders

## Context and Problem Statement

Orders and payments must change together: we need transactions across them.

## Considered Options

* PostgreSQL
* MongoDB
* DynamoDB – managed, pay per request

## Decision Outcome

Chosen option: "PostgreSQL", because it gives us transactions across orders and payments.

## Pros and Cons of the Options

### PostgreSQL

* Good, because transactions
* Bad, because we run it ourselves

### MongoDB

* Good, because flexible documents
* Bad, because multi-document transactions are slow and limited

### DynamoDB

* Bad, because no joins for the reporting queries
`;

const BULLETS = `# 4. Job queue

* Status: accepted
* Date: 2024-07-01

## Context

We send emails and webhooks in the background.

## Decision

We will use BullMQ on the existing Redis instead of RabbitMQ because we do not want another broker to operate.
`;

test('ADR Markdown: Nygard, MADR with front matter, MADR with status bullets; a README is no record', () => {
  const nygard = parseAdr(NYGARD)!;
  assert.deepEqual([nygard.title, nygard.status, nygard.date, nygard.supersededBy, nygard.decision], [
    'Use MongoDB for orders', 'superseded by 3. use postgresql for orders', Date.parse('2024-03-05T00:00:00Z'), '0003-use-postgresql-for-orders.md', 'We will store orders in MongoDB.',
  ]);
  const madr = parseAdr(MADR)!;
  assert.deepEqual([madr.title, madr.status, madr.chosen, madr.context], ['Use PostgreSQL for orders', 'accepted', 'PostgreSQL', 'Orders and payments must change together: we need transactions across them.']);
  assert.deepEqual(madr.rejected, [
    { option: 'MongoDB', reason: 'multi-document transactions are slow and limited' },
    { option: 'DynamoDB', reason: 'no joins for the reporting queries' },
  ], 'considered less chosen, each with its first "Bad, because"');
  const bullets = parseAdr(BULLETS)!;
  assert.deepEqual([bullets.status, bullets.date], ['accepted', Date.parse('2024-07-01T00:00:00Z')]);
  assert.deepEqual(bullets.rejected, [{ option: 'RabbitMQ', reason: 'we do not want another broker to operate' }], "Nygard's prose: what the decision turns down");
  assert.equal(parseAdr('# Architecture decisions\n\nThe index of our ADRs.\n'), null);
  // Statuses with an emoji first, and a decision headed "Proposal".
  const emoji = parseAdr('# 12. Cluster logging\n\n## Status\n\n⌛️ Superseded by [36. Multi-cluster](036-multi-cluster.md)\n\n## Proposal\n\nShip logs to OpenSearch.\n')!;
  assert.deepEqual([emoji.status?.startsWith('superseded by'), emoji.supersededBy, emoji.decision], [true, '036-multi-cluster.md', 'Ship logs to OpenSearch.']);
  assert.equal(parseAdr('# X\n\n## Status\n\n✅ Accepted\n\n## Decision\n\nDo X.\n')!.status, 'accepted');
});

test("MADR's Consequences under its Decision Outcome are the record's context, not its decision's words", () => {
  const outcome = parseAdr(
    '# Move the main database to CockroachDB\n\n## Context and Problem Statement\n\nEU and US customers need low-latency writes.\n\n## Decision Outcome\n\nChosen option: "CockroachDB", because it gives multi-region writes.\n\n### Consequences\n\n* Good, because existing queries mostly work.\n* Bad, because we pay for the enterprise license.\n\n### Confirmation\n\nA load test in both regions.\n',
  )!;
  assert.equal(outcome.decision, 'Chosen option: "CockroachDB", because it gives multi-region writes.');
  assert.equal(outcome.chosen, 'CockroachDB');
  assert.equal(
    outcome.context,
    'EU and US customers need low-latency writes.\n\nConsequences:\n\n* Good, because existing queries mostly work.\n* Bad, because we pay for the enterprise license.\n\nConfirmation:\n\nA load test in both regions.',
  );
  // A subsection of another name stays part of the decision; a decision that is only consequences keeps them.
  assert.match(parseAdr('# X\n\n## Decision\n\nUse X.\n\n### Rollout\n\nTeam by team.\n')!.decision, /Rollout\n\nTeam by team\.$/);
  const only = parseAdr('# X\n\n## Context\n\nWhy.\n\n## Decision Outcome\n\n### Consequences\n\nUse X from now on.\n')!;
  assert.deepEqual([only.decision, only.context], ['### Consequences\n\nUse X from now on.', 'Why.']);
});

/** A git project with these records in docs/adr. */
function adrProject(records: Record<string, string>): { dir: string; adr: string } {
  const dir = tempDir('engrim-adr-');
  mkdirSync(join(dir, '.git'));
  const adr = join(dir, 'docs', 'adr');
  mkdirSync(adr, { recursive: true });
  for (const [name, text] of Object.entries(records)) writeFileSync(join(adr, name), text);
  return { dir, adr };
}

test('engrim import docs/adr: decisions with their rejected options, a superseded record linked to its successor, importing again changes nothing', () => {
  const { dir, adr } = adrProject({ '0002-use-mongodb.md': NYGARD, '0003-use-postgresql-for-orders.md': MADR, '0004-queue.md': BULLETS });
  writeFileSync(join(adr, 'README.md'), '# Decisions\n\nIndex.\n');
  mkdirSync(join(adr, 'templates'));
  writeFileSync(join(adr, 'templates', 'adr-template.md'), '# {short title of solved problem}\n\n## Decision Outcome\n\nChosen option: "{title of option 1}", because {justification}.\n');
  const r = engrim(['import', 'docs/adr'], { cwd: dir });
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^3 ADRs: 3 inserted, 0 already here, 0 merged; 2 with rejected options, 1 superseded by a later record\n/);
  assert.match(r.stdout, /skipped docs\/adr\/README\.md: no "# Title" and "## Decision"/);
  assert.match(r.stdout, /skipped docs\/adr\/templates\/adr-template\.md: an ADR template/);
  const all = JSON.parse(engrim(['list', '--all', '--json'], { cwd: dir }).stdout) as any[];
  const byRef = new Map(all.map((m) => [m.ref, m]));
  const pg = byRef.get('docs/adr/0003-use-postgresql-for-orders.md');
  assert.deepEqual([pg.kind, pg.tier, pg.agent, pg.tags, pg.created_at.slice(0, 10)], ['decision', 'T1', 'adr', ['adr'], '2024-06-10']);
  assert.equal(byRef.get('docs/adr/0002-use-mongodb.md').superseded_by, pg.id);
  // A prompt that proposes a rejected option gets the record first, with the reason.
  const block = engrim(['recall'], { cwd: dir, input: 'should we move the orders table to DynamoDB?' }).stdout;
  assert.match(block, /\(this prompt mentions DynamoDB, rejected earlier\) Use PostgreSQL for orders: Chosen option: "PostgreSQL"/);
  assert.match(block, /DynamoDB \(why not: no joins for the reporting queries\)/);
  assert.doesNotMatch(block, /We will store orders in MongoDB/, 'the superseded record is not recalled');
  // Again: nothing new, the superseded one not revived nor duplicated.
  assert.match(engrim(['import', 'docs/adr'], { cwd: dir }).stdout, /^3 ADRs: 0 inserted, 3 already here/);
  // From a subfolder, the records are the same ones (paths from the project's root).
  const sub = engrim(['import', 'adr'], { cwd: join(dir, 'docs') });
  assert.match(sub.stdout, /^3 ADRs: 0 inserted, 3 already here/, sub.stderr);
  assert.doesNotMatch(sub.stdout, /archived/);
  assert.equal((JSON.parse(engrim(['list', '--all', '--json'], { cwd: dir }).stdout) as any[]).length, 3);
  // A record edited since: its new text replaces the old one's memory.
  writeFileSync(join(adr, '0004-queue.md'), BULLETS.replace('the existing Redis', 'the existing Redis 7 cluster'));
  assert.match(engrim(['import', 'docs/adr'], { cwd: dir }).stdout, /^3 ADRs: 1 inserted \(1 edited since the last import\), 2 already here/);
  const queue = (JSON.parse(engrim(['list', '--all', '--json'], { cwd: dir }).stdout) as any[]).filter((m) => m.ref === 'docs/adr/0004-queue.md');
  assert.equal(queue.length, 2);
  assert.deepEqual(queue.map((m) => m.superseded_by === null).sort(), [false, true]);
  assert.match(queue.find((m) => m.superseded_by === null).content, /Redis 7 cluster/);
  // A record whose file is gone no longer stands (archived, restorable); a renamed one is the same record.
  renameSync(join(adr, '0003-use-postgresql-for-orders.md'), join(adr, '0003-orders-in-postgresql.md'));
  rmSync(join(adr, '0004-queue.md'));
  const pruned = engrim(['import', 'docs/adr'], { cwd: dir });
  assert.match(pruned.stdout, /^2 ADRs: 0 inserted, 2 already here/);
  assert.match(pruned.stdout, /\n {2}archived docs\/adr\/0004-queue\.md: its file is gone \(engrim restore brings it back\)\n/);
  const current = JSON.parse(engrim(['list', '--json'], { cwd: dir }).stdout) as any[];
  assert.deepEqual(current.map((m) => m.ref).sort(), ['docs/adr/0003-use-postgresql-for-orders.md'], 'the renamed record stays, under the name it was imported with');
  assert.equal(JSON.parse(engrim(['import', 'docs/adr', '--json'], { cwd: dir }).stdout).removed.length, 0, 'once');
  // A Markdown file that is no ADR: a clear error, nothing stored.
  const none = engrim(['import', 'docs/adr/README.md'], { cwd: dir });
  assert.equal(none.code, 2);
  assert.match(none.stderr, /no ADR found in docs\/adr\/README\.md: an ADR is a Markdown file with a "# Title" and a "## Decision"/);
});

test('engrim import docs/adr brings back a record gc archived while its file still stands; one archived by hand stays archived', async () => {
  const { dir } = adrProject({ '0003-use-postgresql-for-orders.md': MADR, '0004-queue.md': BULLETS });
  assert.equal(engrim(['import', 'docs/adr'], { cwd: dir }).code, 0);
  const [pg, queue] = ['0003-use-postgresql-for-orders.md', '0004-queue.md'].map(
    (f) => (JSON.parse(engrim(['list', '--json'], { cwd: dir }).stdout) as any[]).find((m) => m.ref === `docs/adr/${f}`),
  );
  // A year with no one fetching the records on purpose: gc archives them as expired.
  const Database = (await import('better-sqlite3')).default;
  const db = new Database(join(dir, '.engrim.db'));
  db.prepare('UPDATE memories SET expires_at = ?').run(Date.now() - 1000);
  db.close();
  assert.match(engrim(['gc'], { cwd: dir }).stdout, /archived 2 expired/);
  engrim(['restore', queue.id], { cwd: dir });
  engrim(['forget', queue.id], { cwd: dir }); // the queue record, archived by hand since
  const again = engrim(['import', 'docs/adr'], { cwd: dir });
  assert.match(again.stdout, /^2 ADRs: 0 inserted, 2 already here, 0 merged; .*, 1 back from the archive \(gc had archived them; their files still stand\)\n/);
  assert.deepEqual((JSON.parse(engrim(['list', '--json'], { cwd: dir }).stdout) as any[]).map((m) => m.id), [pg.id]);
  assert.match(engrim(['gc'], { cwd: dir }).stdout, /archived 0 expired/, 'with a new window, not archived again');
});

test('files saved with a byte-order mark and CRLF line ends (Windows editors, PowerShell) import like any other', () => {
  const dir = tempDir();
  const db = join(dir, 'bom.db');
  const bom = '\uFEFF';
  assert.equal(parseAdr(`${bom}${NYGARD.replace(/\n/g, '\r\n')}`)?.title, parseAdr(NYGARD)?.title);
  writeFileSync(join(dir, 'adr.md'), `${bom}${NYGARD.replace(/\n/g, '\r\n')}`);
  const adr = engrim(['import', '--db', db, join(dir, 'adr.md')]);
  assert.match(adr.stdout, /^1 ADR: 1 inserted/);
  writeFileSync(join(dir, 'memories.jsonl'), `${bom}{"content":"We deploy with Fly.io, not Heroku, because Heroku dropped the free tier."}\r\n{"content":"Convention: commit messages follow Conventional Commits."}\r\n`);
  const jsonl = engrim(['import', '--db', db, join(dir, 'memories.jsonl')]);
  assert.match(jsonl.stdout, /^2 inserted, 0 merged, 0 already here, 0 rejected\n$/);
  const contents = (JSON.parse(engrim(['list', '--json', '--db', db]).stdout) as { content: string }[]).map((m) => m.content);
  assert.ok(contents.some((c) => c.startsWith('We deploy with Fly.io')), contents.join('\n'));
});
