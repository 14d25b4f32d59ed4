import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { BIN, engrim, runAsync, tempDir } from '../helpers.ts';

async function connect(db: string, name = 'test-client') {
  const transport = new StdioClientTransport({ command: process.execPath, args: [BIN.engrim, 'mcp', '--db', db], env: { ...process.env, NO_COLOR: '1' } as Record<string, string>, stderr: 'pipe' });
  const client = new Client({ name, version: '1.0.0' });
  await client.connect(transport);
  return client;
}

const text = (r: any) => (r.content as { text: string }[]).map((c) => c.text).join('\n');

test('the built MCP server over stdio: tools, remember → search → recall → forget → restore, categories, decisions, errors', async () => {
  const db = join(tempDir(), 'mcp.db');
  const client = await connect(db, 'claude-code');
  try {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), ['category', 'decide', 'forget', 'health', 'recall', 'remember', 'restore', 'search']);
    for (const t of tools) {
      assert.ok(t.description && t.description.length < 250, `${t.name} has a short description`);
      assert.ok(t.outputSchema, `${t.name} declares its output`);
    }

    const stored: any = await client.callTool({ name: 'remember', arguments: { content: 'The staging database is refreshed from production every Sunday night', tags: ['ops'] } });
    assert.match(text(stored), /^stored \w+/);
    const id = stored.structuredContent.id;
    const again: any = await client.callTool({ name: 'remember', arguments: { content: 'the staging database is refreshed from production every sunday night.' } });
    assert.equal(text(again), `merged into ${id}`);
    assert.equal(again.structuredContent.fuller, false);
    // Said again with more: the memory now reads as the fuller statement.
    const fuller: any = await client.callTool({ name: 'remember', arguments: { content: 'The staging database is refreshed from production every Sunday night, with emails scrubbed.' } });
    assert.match(text(fuller), new RegExp(`^merged into ${id}, which now reads as given`));
    assert.equal(fuller.structuredContent.fuller, true);

    const found: any = await client.callTool({ name: 'search', arguments: { query: 'when is staging refreshed', tags: ['ops'] } });
    assert.equal(found.structuredContent.hits[0].id, id);
    assert.equal(found.structuredContent.hits[0].agent, 'claude-code', 'provenance from clientInfo.name');

    // A decision written in prose and handed to remember is read as one: its rejected option flags a re-proposal.
    const prose: any = await client.callTool({ name: 'remember', arguments: { content: 'We chose pnpm over yarn for the monorepo because yarn PnP breaks our tooling.' } });
    assert.match(text(prose), /^stored \w+ as a decision \(rejected: yarn\)$/);
    assert.equal(prose.structuredContent.kind, 'decision');
    const later: any = await client.callTool({ name: 'recall', arguments: { prompt: 'can we switch the monorepo to yarn?' } });
    assert.match(later.structuredContent.text, /this prompt mentions yarn, rejected earlier\) We chose pnpm over yarn for the monorepo because yarn PnP breaks our tooling.*\n  rejected: yarn(\n|$)/);
    assert.equal((await client.callTool({ name: 'forget', arguments: { id: prose.structuredContent.id } })).isError, undefined);
    // A setting given a new value in a note replaces the old one, and the answer says so.
    const oldPool: any = await client.callTool({ name: 'remember', arguments: { content: 'Postgres pool size: 20' } });
    const newPool: any = await client.callTool({ name: 'remember', arguments: { content: 'Postgres pool size: 30' } });
    assert.deepEqual(newPool.structuredContent.superseded, [oldPool.structuredContent.id]);
    assert.match(text(newPool), new RegExp(`superseded ${oldPool.structuredContent.id}: an earlier note that gave the same setting another value`));

    const decided: any = await client.callTool({ name: 'decide', arguments: { chosen: 'Use Redis Streams for the event bus', rejected: [{ option: 'Kafka', reason: 'too heavy to operate for our team' }], tags: ['events'] } });
    assert.match(text(decided), /^stored/);
    const block: any = await client.callTool({ name: 'recall', arguments: { prompt: 'Should the event bus move to Kafka?' } });
    assert.match(block.structuredContent.text, /this prompt mentions Kafka, rejected earlier/);
    assert.match(block.structuredContent.text, /rejected: Kafka \(why not: too heavy to operate for our team\)/);

    assert.equal(text(await client.callTool({ name: 'forget', arguments: { id } })), `archived ${id}`);
    const gone: any = await client.callTool({ name: 'search', arguments: { query: 'staging refreshed' } });
    assert.ok(!gone.structuredContent.hits.some((h: any) => h.id === id), 'the archived memory is out of search');
    const archived: any = await client.callTool({ name: 'search', arguments: { query: 'staging refreshed', include_archived: true } });
    assert.equal(archived.structuredContent.hits[0].id, id);
    assert.equal(text(await client.callTool({ name: 'restore', arguments: { id } })), `restored ${id}`);

    await client.callTool({ name: 'category', arguments: { action: 'set', name: 'coding-standards', slot: 'sql', content: 'Use the query builder, never string SQL.' } });
    const cat: any = await client.callTool({ name: 'category', arguments: { action: 'get', name: 'coding-standards' } });
    assert.equal(text(cat), '- coding-standards / sql: Use the query builder, never string SQL.');
    const withPolicy: any = await client.callTool({ name: 'recall', arguments: { prompt: 'anything about staging?' } });
    assert.match(withPolicy.structuredContent.text.split('\n')[1], /coding-standards \/ sql/);
    // No prompt (a session starting): the policies and the standing memories, the decision among them, not the staging note.
    const start: any = await client.callTool({ name: 'recall', arguments: {} });
    const lines = start.structuredContent.text.split('\n');
    assert.match(lines[1], /coding-standards \/ sql/);
    assert.match(lines[2], /\[decision · T2 · claude-code · .*Use Redis Streams for the event bus/);
    assert.ok(!/staging database/.test(start.structuredContent.text));

    const health: any = await client.callTool({ name: 'health', arguments: {} });
    assert.equal(health.structuredContent.database, db);
    assert.ok(health.structuredContent.tiers.length >= 1);
    assert.ok(health.structuredContent.tiers.every((t: { over: number }) => t.over === 0), 'no tier over its budget here');

    // Expected failures are tool results with isError, not protocol errors.
    const unknown: any = await client.callTool({ name: 'forget', arguments: { id: 'no-such-id' } });
    assert.equal(unknown.isError, true);
    assert.match(text(unknown), /no memory with id no-such-id/);
    // A time ago ("1h") or a date bounds what search lists.
    const recent: any = await client.callTool({ name: 'search', arguments: { query: 'staging refreshed', since: '1h' } });
    assert.equal(recent.structuredContent.hits[0]?.id, id);
    const future = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    assert.deepEqual((await client.callTool({ name: 'search', arguments: { query: 'staging refreshed', since: future } }) as any).structuredContent.hits, []);
    const badDate: any = await client.callTool({ name: 'search', arguments: { query: 'x', since: 'last tuesday-ish' } });
    assert.equal(badDate.isError, true);
    assert.match(text(badDate), /invalid since/);
    const badArgs: any = await client.callTool({ name: 'remember', arguments: { content: 'x', importance: 7 } });
    assert.equal(badArgs.isError, true);
    assert.match(text(badArgs), /importance/);
  } finally {
    await client.close();
  }
  // Access metadata was flushed when the client went away.
  const shown = JSON.parse(engrim(['list', '--json', '--db', db]).stdout).find((m: any) => m.kind === 'decision').shown_count;
  assert.ok(shown >= 1, `shown_count ${shown}`);
});

test('two MCP servers and a capture hook write to one database at once: nothing is lost', async () => {
  const db = join(tempDir(), 'shared.db');
  engrim(['stats', '--db', db]);
  const [a, b] = await Promise.all([connect(db, 'agent-a'), connect(db, 'agent-b')]);
  try {
    const writes = (c: Client, who: string) => Promise.all(Array.from({ length: 20 }, (_, i) => c.callTool({ name: 'remember', arguments: { content: `${who} fact number ${i}: the ${who} pipeline step ${i} uses cache key k${i}${who}` } })));
    const hook = runAsync(BIN.capture, ['--agent', 'codex'], { input: JSON.stringify({ cwd: tempDir(), last_assistant_message: 'Decision: keep the monorepo' }), env: { ENGRIM_DB: db } });
    const [ra, rb] = await Promise.all([writes(a, 'alpha'), writes(b, 'beta'), hook]);
    for (const r of [...ra, ...rb] as any[]) assert.ok(!r.isError, text(r));
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
  const all = JSON.parse(engrim(['list', '--limit', '1000', '--json', '--db', db]).stdout) as any[];
  assert.equal(all.filter((m) => /^alpha fact/.test(m.content)).length, 20);
  assert.equal(all.filter((m) => /^beta fact/.test(m.content)).length, 20);
  assert.equal(all.filter((m) => /keep the monorepo/.test(m.content)).length, 1);
});

test('MCP search says where a hit holding none of the query words was found: its context', async () => {
  const dir = tempDir();
  const db = join(dir, 'mcp.db');
  writeFileSync(join(dir, 'm.jsonl'), `${JSON.stringify({ content: 'Store every timestamp in UTC', kind: 'decision', context: 'the calendar showed the wrong timezone' })}\n`);
  assert.equal(engrim(['import', join(dir, 'm.jsonl'), '--db', db]).code, 0);
  const client = await connect(db);
  try {
    const viaContext: any = await client.callTool({ name: 'search', arguments: { query: 'timezone bug' } });
    assert.equal(viaContext.structuredContent.hits[0].found_by_context, 'the calendar showed the wrong timezone');
    assert.match(text(viaContext), /Store every timestamp in UTC\n {2}\(found by its context: "the calendar showed the wrong timezone"\)/);
    const direct: any = await client.callTool({ name: 'search', arguments: { query: 'UTC timestamps' } });
    assert.equal(direct.structuredContent.hits[0].found_by_context, undefined);
    assert.doesNotMatch(text(direct), /found by its context/);
  } finally {
    await client.close();
  }
});
