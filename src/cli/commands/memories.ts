import { defineCommand } from 'citty';
import pc from 'picocolors';
import { withContext } from '../context.ts';
import { parseDuration } from '../../lifecycle/duration.ts';
import { use } from '../../lifecycle/lifecycle.ts';
import { FLAGGED_TAG } from '../../recall/poison.ts';
import type { DecisionMeta } from '../../types.ts';
import { commonArgs, filterArgs, filtersFrom, jsonArg, memoryJson, memoryLine, parseIntFlag, printJson } from '../shared.ts';

/** Width of `show`'s field names; a value's further lines start under its first. */
const FIELD = 16;

/** A field of `show` as lines of text: a decision as what was chosen and each option rejected with its reason, earlier wordings one a line, a list joined. */
function fieldText(key: string, value: unknown): string[] {
  if (key === 'decision' && value && typeof value === 'object') {
    const d = value as DecisionMeta;
    return [
      ...(d.chosen ? [`chosen: ${d.chosen}`] : []),
      ...(d.rejected ?? []).map((r) => `rejected: ${r.option}${r.reason ? ` — ${r.reason}` : ''}`),
    ];
  }
  if (Array.isArray(value) && value.every((x) => typeof x === 'string')) return key === 'wordings' ? value : [value.join(', ')];
  return String(typeof value === 'object' ? JSON.stringify(value) : value).split('\n');
}

export const show = defineCommand({
  meta: { name: 'show', description: 'Show one memory with all its fields and the words it had before (wordings; counts as a use: slides its expiry)' },
  args: { id: { type: 'positional', description: 'memory id', required: true }, ...jsonArg, ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      const store = ctx.store();
      if (store.require(args.id).archived_at === null) use(store, [args.id], ctx.config.lifecycle);
      const m = store.require(args.id);
      // Its earlier words and restatements: a merge changed or kept its text, and nothing said is lost.
      const wordings = store.wordings(args.id).map((w) => ({ at: new Date(w.at).toISOString(), agent: w.agent, ...(w.was ? { was: w.was } : {}), ...(w.said ? { said: w.said } : {}) }));
      if (args.json) return printJson({ ...memoryJson(m), wordings });
      const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ');
      const said = wordings.map((w) => `${w.at.slice(0, 10)}${w.agent ? ` ${w.agent}` : ''}: ${w.was ? `read "${oneLine(w.was)}" (a fuller statement replaced these words)` : `said again as "${oneLine(w.said!)}"`}`);
      const rows = [...Object.entries(memoryJson(m)), ['wordings', said] as const].filter(([k, v]) => k !== 'content' && v !== null && !(Array.isArray(v) && !v.length));
      process.stdout.write(`${m.content}\n\n${rows.map(([k, v]) => `${pc.dim(k.padEnd(FIELD))} ${fieldText(k, v).join(`\n${' '.repeat(FIELD + 1)}`)}`).join('\n')}\n`);
    });
  },
});

export const list = defineCommand({
  meta: { name: 'list', description: 'List memories, newest first' },
  args: {
    limit: { type: 'string', description: 'how many (default 50)' },
    offset: { type: 'string', description: 'skip this many first (paging)' },
    'expiring-within': { type: 'string', description: 'only memories expiring within this duration: 12h, 7d, 2w' },
    ...filterArgs,
    ...jsonArg,
    ...commonArgs,
  },
  run({ args }) {
    const limit = parseIntFlag(args.limit, '--limit', 1, 1_000_000) ?? 50;
    const offset = parseIntFlag(args.offset, '--offset', 0, Number.MAX_SAFE_INTEGER) ?? 0;
    return withContext(args, (ctx) => {
      const within = args['expiring-within'];
      const filters = { ...filtersFrom(args), ...(within ? { expiresBefore: Date.now() + parseDuration(within, '--expiring-within') } : {}) };
      const memories = ctx.store().list(filters, { limit, offset });
      if (args.json) return printJson(memories.map(memoryJson));
      process.stdout.write(memories.length ? `${memories.map((m) => memoryLine(m)).join('\n')}\n` : pc.dim('no memories\n'));
    });
  },
});

export const forget = defineCommand({
  meta: { name: 'forget', description: 'Archive a memory: out of search and recall, still in the file' },
  args: { id: { type: 'positional', description: 'memory id', required: true }, ...jsonArg, ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      const m = ctx.store().forget(args.id);
      if (args.json) printJson({ id: m.id, archived: true, archived_at: new Date(m.archived_at!).toISOString() });
      else process.stdout.write(`archived ${pc.cyan(m.id)}\n`);
    });
  },
});

export const stats = defineCommand({
  meta: { name: 'stats', description: 'Counts per tier and type, vectors per model, database size' },
  args: { ...jsonArg, ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      const s = { db: ctx.dbPath, ...ctx.store().stats() };
      if (args.json) return printJson(s);
      const fmt = (r: Record<string, number>) => Object.entries(r).map(([k, v]) => `${k} ${v}`).join(', ') || '-';
      process.stdout.write(
        [
          `${pc.dim('database')}  ${s.db}`,
          `${pc.dim('memories')}  ${s.active} active, ${s.archived} archived, ${s.total} in all`,
          `${pc.dim('tiers')}     ${fmt(s.byTier)}`,
          `${pc.dim('types')}     ${fmt(s.byType)}`,
          `${pc.dim('vectors')}   ${fmt(s.vectors)}`,
        ].join('\n') + '\n',
      );
    });
  },
});

export const flag = defineCommand({
  meta: { name: 'flag', description: 'Keep a memory out of every recall block (tag "flagged"; still searchable); --clear lifts it' },
  args: { id: { type: 'positional', description: 'memory id', required: true }, clear: { type: 'boolean', description: 'remove the flag' }, ...jsonArg, ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      const m = ctx.store().setTag(args.id, FLAGGED_TAG, !args.clear);
      if (args.json) return printJson(memoryJson(m));
      process.stdout.write(`${args.clear ? 'unflagged' : 'flagged'} ${pc.cyan(m.id)}${args.clear ? '' : pc.dim(' (no longer recalled; `engrim flag --clear` to undo)')}\n`);
    });
  },
});
