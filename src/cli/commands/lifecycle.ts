import { defineCommand } from 'citty';
import { dirname } from 'node:path';
import pc from 'picocolors';
import { EngrimError, UsageError } from '../../errors.ts';
import { gc, health, purge, restore, use } from '../../lifecycle/lifecycle.ts';
import { supersede } from '../../lifecycle/supersede.ts';
import { search } from '../../search/search.ts';
import { dropSnapshots } from '../../store/snapshots.ts';
import type { Store } from '../../store/store.ts';
import { withContext } from '../context.ts';
import { commonArgs, jsonArg, memoryJson, memoryLine, parseIntFlag, printJson } from '../shared.ts';

const iso = (t: number | null) => (t === null ? '-' : new Date(t).toISOString().slice(0, 16).replace('T', ' '));

export const gcCommand = defineCommand({
  meta: { name: 'gc', description: 'Archive expired memories and the least valuable ones over budget (T0 and categories never)' },
  args: { 'dry-run': { type: 'boolean', description: 'say what gc would archive, and change nothing' }, ...jsonArg, ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      const dry = args['dry-run'] === true;
      const r = dry ? preview(ctx.store(), (store) => gc(store, ctx.config.lifecycle)) : gc(ctx.store(), ctx.config.lifecycle);
      if (args.json) return printJson({ ...r, dryRun: dry });
      if (r.pause) process.stdout.write(`${dry ? 'would count' : 'counted'} a pause of ${r.pause.days} days (no recall or capture from ${r.pause.from} to ${r.pause.to}): ${r.pause.memories} expiries ${dry ? 'would move' : 'moved'} ${r.pause.days} days later\n`);
      if (!dry) return process.stdout.write(`archived ${r.expired.length} expired and ${r.overBudget.length} over-budget memories (restore any with \`engrim restore <id>\`)\n`);
      process.stdout.write(`would archive ${r.expired.length} expired and ${r.overBudget.length} over-budget memories (nothing changed)\n`);
      for (const [why, ids] of [['expired    ', r.expired], ['over budget', r.overBudget]] as const) {
        for (const id of ids) process.stdout.write(`  ${why}  ${memoryLine(ctx.store().require(id)).split('\n').join('\n  ')}\n`);
      }
    });
  },
});

/** What `work` does to the store, undone: it runs in a transaction that is rolled back. */
function preview<T>(store: Store, work: (store: Store) => T): T {
  const undo = new Error('preview');
  let out: T | undefined;
  try {
    store.transaction(() => {
      out = work(store);
      throw undo;
    });
  } catch (error) {
    if (error !== undo) throw error;
  }
  return out as T;
}

export const healthCommand = defineCommand({
  meta: { name: 'health', description: 'Memories per tier against budgets, what expires soon, archive size, model, settings that still hold an earlier value beside a later one' },
  args: { ...jsonArg, ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      const h = health(ctx.store(), ctx.config.lifecycle);
      const model = ctx.embedder();
      const out = { ...h, model: model?.id ?? null, db: ctx.dbPath };
      if (args.json) return printJson(out);
      const w = process.stdout;
      w.write(`${pc.bold('tiers')} (per namespace, against budgets; warning at ${ctx.config.lifecycle.warnAt * 100}%)\n`);
      for (const t of h.tiers) {
        const bar = t.share === null ? 'no budget (permanent)' : `${'#'.repeat(Math.round(Math.min(1, t.share) * 20)).padEnd(20, '.')} ${t.count}/${t.budget}`;
        const note = t.over ? `  ⚠ over budget: the next gc archives the ${t.over === 1 ? 'least valuable memory' : `${t.over} least valuable memories`}` : t.warning ? '  ⚠ near budget' : '';
        w.write(`  ${t.namespace.padEnd(12)} ${t.tier}  ${t.warning ? pc.yellow(bar) : bar}${pc.yellow(note)}\n`);
      }
      if (!h.tiers.length) w.write('  (no active memories)\n');
      w.write(`${pc.bold('expiring')} within ${ctx.config.lifecycle.expiryWarningDays} days: ${h.expiringSoonCount}\n`);
      for (const m of h.expiringSoon) w.write(`  ${pc.cyan(m.id)} ${m.tier} ${iso(m.expires_at)}  ${m.content}\n`);
      w.write(`${pc.bold('archive')} ${h.archived}, superseded ${h.superseded}, merges ${h.merges}, promotions ${h.promotions}, last gc ${iso(h.lastGc)}\n`);
      if (h.pause) {
        const p = h.pause;
        w.write(`${pc.bold('pause')} ${p.days} days without a recall or capture (${p.from} to ${p.to}): ${p.pending ? 'the next gc moves every expiry that much later (counted above already)' : `${p.memories} expiries moved that much later`}\n`);
      }
      if (h.twoValuesCount) {
        w.write(`${pc.bold('two values')} ${pc.yellow(`${h.twoValuesCount === 1 ? '1 setting still holds' : `${h.twoValuesCount} settings still hold`} an earlier value beside a later one`)} (\`engrim supersede <earlier> <later>\` retires the earlier)\n`);
        for (const t of h.twoValues) w.write(`  ${pc.cyan(t.earlier)} → ${pc.cyan(t.later)}  ${t.content}\n`);
      }
      w.write(`${pc.bold('model')} ${out.model ?? pc.yellow('none (fulltext only)')}\n`);
    });
  },
});

export const restoreCommand = defineCommand({
  meta: { name: 'restore', description: 'Bring an archived or superseded memory back (same id, tier, vector, history)' },
  args: { id: { type: 'positional', description: 'memory id', required: true }, ...jsonArg, ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      const m = restore(ctx.store(), args.id, ctx.config.lifecycle);
      if (args.json) return printJson(memoryJson(m));
      process.stdout.write(`restored ${pc.cyan(m.id)}\n`);
    });
  },
});

export const useCommand = defineCommand({
  meta: { name: 'use', description: 'Record that memories were useful: slides their expiry, may promote them' },
  args: { ids: { type: 'positional', description: 'memory ids (comma-separated)', required: true }, ...jsonArg, ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      const r = use(ctx.store(), args.ids.split(',').map((s) => s.trim()).filter(Boolean), ctx.config.lifecycle);
      if (args.json) return printJson(r);
      for (const u of r) process.stdout.write(`${pc.cyan(u.id)} ${u.tier}${u.promotedFrom ? pc.green(` (promoted from ${u.promotedFrom})`) : ''}, expires ${iso(u.expires_at)}\n`);
    });
  },
});

export const supersedeCommand = defineCommand({
  meta: { name: 'supersede', description: 'Mark an older memory as replaced by a newer one (no longer recalled)' },
  args: {
    old: { type: 'positional', description: 'id of the older memory', required: true },
    new: { type: 'positional', description: 'id of the memory that replaces it', required: true },
    ...jsonArg,
    ...commonArgs,
  },
  run({ args }) {
    return withContext(args, (ctx) => {
      const m = supersede(ctx.store(), args.old, args.new);
      if (args.json) return printJson(memoryJson(m));
      process.stdout.write(`${pc.cyan(m.id)} is superseded by ${pc.cyan(args.new)}\n`);
    });
  },
});

export const purgeCommand = defineCommand({
  meta: { name: 'purge', description: 'Delete an archived memory for good (needs --yes)' },
  args: {
    id: { type: 'positional', description: 'memory id (must be archived first: engrim forget <id>)', required: true },
    yes: { type: 'boolean', description: 'confirm the permanent deletion' },
    ...commonArgs,
  },
  run({ args }) {
    return withContext(args, (ctx) => {
      const m = ctx.store().require(args.id);
      if (m.archived_at === null) throw new EngrimError(`memory ${m.id} is not archived; archive it first with \`engrim forget ${m.id}\``, 'INPUT');
      if (!args.yes) throw new UsageError(`purge deletes ${m.id} permanently; re-run with --yes to confirm`);
      purge(ctx.store(), m.id);
      process.stdout.write(`purged ${pc.cyan(m.id)}\n`);
      // The daily copies hold it too: they go, and one without it is taken.
      const dropped = dropSnapshots(ctx.dbPath);
      if (dropped) {
        const taken = ctx.store().takeSnapshot();
        process.stdout.write(`dropped the ${dropped} snapshot${dropped === 1 ? '' : 's'} that held it (in ${dirname(taken.path)}) and took a new one\n`);
      }
    });
  },
});

const archiveList = defineCommand({
  meta: { name: 'list', description: 'Archived memories, most recently archived first' },
  args: { limit: { type: 'string', description: 'how many (default 50)' }, ...jsonArg, ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      const limit = parseIntFlag(args.limit, '--limit', 1, 1_000_000) ?? 50;
      const rows = ctx.store().listArchived(limit);
      if (args.json) return printJson(rows.map(memoryJson));
      process.stdout.write(rows.length ? `${rows.map((m) => memoryLine(m)).join('\n')}\n` : pc.dim('the archive is empty\n'));
    });
  },
});

const archiveSearch = defineCommand({
  meta: { name: 'search', description: 'Search the archive only' },
  args: { query: { type: 'positional', description: 'what to look for', required: true }, limit: { type: 'string', description: 'how many (default 10)' }, ...jsonArg, ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      const limit = parseIntFlag(args.limit, '--limit', 1, 1000) ?? 10;
      const hits = search(ctx.store(), args.query, { embedder: ctx.embedder(), filters: { all: true }, limit: limit * 10 }).hits
        .filter((h) => h.memory.archived_at !== null)
        .slice(0, limit);
      if (args.json) return printJson(hits.map((h) => ({ ...memoryJson(h.memory), score: h.score })));
      process.stdout.write(hits.length ? `${hits.map((h) => memoryLine(h.memory, h.score)).join('\n')}\n` : pc.dim('no archived match\n'));
    });
  },
});

const archiveShow = defineCommand({
  meta: { name: 'show', description: 'One archived memory with every field' },
  args: { id: { type: 'positional', description: 'memory id', required: true }, ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      printJson(memoryJson(ctx.store().require(args.id)));
    });
  },
});

export const archiveCommand = defineCommand({
  meta: { name: 'archive', description: 'Look into the archive: list, search, show' },
  subCommands: { list: archiveList, search: archiveSearch, show: archiveShow },
});

