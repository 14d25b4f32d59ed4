import { defineCommand } from 'citty';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pc from 'picocolors';
import { remember } from '../../engine/remember.ts';
import { configuredRecall } from '../../engine/recall.ts';
import { setCategory } from '../../lifecycle/categories.ts';
import type { MemoryInput } from '../../types.ts';
import { createContext } from '../context.ts';
import { commonArgs } from '../shared.ts';

const DAY = 86_400_000;

// A small project history as several agents would have left it.
const SEED: MemoryInput[] = [
  {
    content: 'Decision: store memories in one SQLite file with WAL instead of Postgres.',
    kind: 'decision', tier: 'T1', agent: 'claude-code', tags: ['storage'],
    decision: { chosen: 'SQLite with WAL', rejected: [{ option: 'Postgres', reason: 'needs a running server; Engrim must work with no daemon' }] },
  },
  {
    content: 'Decision: bundle the hooks with esbuild so a cold hook process starts fast.',
    kind: 'decision', agent: 'codex', tags: ['build'],
    decision: { chosen: 'esbuild bundles', rejected: [{ option: 'tsc output with node_modules', reason: 'hundreds of files to load on every prompt' }] },
  },
  { content: 'Convention: run `npm test` before every commit; CI runs .ci/run on a clean clone.', kind: 'convention', type: 'procedural', tier: 'T1', agent: 'gemini-cli' },
  { content: 'The API rate limit for the billing service is 100 requests per minute per token.', agent: 'cursor', tags: ['billing'] },
  { content: 'Japanese users report that 検索 must find データベース設計 notes written in Japanese.', agent: 'antigravity', tags: ['i18n'] },
  { content: 'Session note: the flaky login test was fixed by waiting for the redirect before asserting.', type: 'episodic', tier: 'T3', agent: 'claude-code' },
];

export default defineCommand({
  meta: { name: 'demo', description: 'Seed a demo database and show the recall block for a sample prompt' },
  args: {
    prompt: { type: 'string', description: 'the sample prompt (default: one that re-proposes Postgres)' },
    ...commonArgs,
  },
  run({ args }) {
    const db = args.db ?? join(mkdtempSync(join(tmpdir(), 'engrim-demo-')), '.engrim.db');
    const ctx = createContext({ ...args, db });
    try {
      const store = ctx.store();
      const embedder = ctx.embedder();
      const now = Date.now();
      SEED.forEach((m, i) => remember(store, embedder, { ...m, created_at: now - (SEED.length - i) * DAY }, now, ctx.config.lifecycle));
      setCategory(store, { namespace: 'default', name: 'coding-standards', slot: 'tests', content: 'Every change ships with a test that would fail without it.' }, now);
      const prompt = args.prompt ?? 'Should we move the memory store to Postgres?';
      const result = configuredRecall(store, embedder, ctx.config, prompt, { filters: { namespace: 'default' } });
      const out = process.stdout;
      out.write(`${pc.bold('Engrim demo')}  database: ${db} (${SEED.length} memories, model: ${embedder?.id ?? 'none — fulltext only'})\n`);
      out.write(`${pc.bold('Prompt:')} ${prompt}\n\n${result.text || pc.dim('(nothing relevant: the block would be empty)')}\n\n`);
      const n = result.items.length;
      out.write(pc.dim(`${n} ${n === 1 ? 'memory' : 'memories'}, ${result.tokens} tokens of a ${ctx.config.recall.budget}-token budget.\n`));
      out.write(pc.dim(`Try: engrim search "japanese 設計" --db ${db}\n`));
    } finally {
      ctx.close();
    }
  },
});
