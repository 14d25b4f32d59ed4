import { defineCommand } from 'citty';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import pc from 'picocolors';
import { rememberMany } from '../../engine/remember.ts';
import { EngrimError, UsageError } from '../../errors.ts';
import { exportLine, parseImportLine, type ImportState } from '../../io/jsonl.ts';
import { supersede } from '../../lifecycle/lifecycle.ts';
import type { Store } from '../../store/store.ts';
import type { MemoryInput } from '../../types.ts';
import { createContext, withContext } from '../context.ts';
import { commonArgs, filterArgs, filtersFrom, jsonArg, printJson, warn } from '../shared.ts';

const BATCH = 500;

export const importCommand = defineCommand({
  meta: { name: 'import', description: 'Import memories from JSONL (a file, or - for stdin)' },
  args: {
    file: { type: 'positional', description: 'file.jsonl or -', required: true },
    'near-duplicates': { type: 'boolean', description: 'also merge near duplicates (slower; exact duplicates always merge)' },
    ...jsonArg,
    ...commonArgs,
  },
  async run({ args }) {
    const input = args.file === '-' ? process.stdin : createReadStream(args.file);
    const opened = new Promise<void>((resolve, reject) => {
      if (args.file === '-') return resolve();
      input.once("error", (e: Error) => reject(new UsageError(`cannot read ${args.file}: ${e.message}`)));
      input.once('open', () => resolve());
    });
    await opened;
    const ctx = createContext(args);
    const store = ctx.store();
    const embedder = ctx.embedder();
    ctx.warnings.forEach(warn);
    const summary = { inserted: 0, merged: 0, rejected: [] as { line: number; reason: string }[] };
    // Bulk loads merge exact duplicates; near-duplicate checks (an FTS lookup per line) only on request.
    const lifecycle = args['near-duplicates'] ? ctx.config.lifecycle : { ...ctx.config.lifecycle, nearDuplicate: 0 };
    const tty = process.stderr.isTTY && !args.json;
    let lineNo = 0;
    let batch: { line: number; input: MemoryInput; state: ImportState }[] = [];
    // Exported ids → the ids the memories have here, and the states to set once every line is in.
    const ids = new Map<string, string>();
    const states: { id: string; state: ImportState }[] = [];
    const flush = () => {
      const now = Date.now();
      // One transaction per batch; a bad memory fails validation or rolls back its own savepoint, and is reported.
      store.transaction(() => {
        rememberMany(store, embedder, batch.map((b) => b.input), now, lifecycle).forEach((r, i) => {
          if (r instanceof Error) return summary.rejected.push({ line: batch[i].line, reason: r.message });
          if (r.merged) summary.merged++;
          else summary.inserted++;
          const { state } = batch[i];
          if (state.id) ids.set(state.id, r.memory.id);
          if (!r.merged && (state.superseded_by || state.archived_at !== undefined)) states.push({ id: r.memory.id, state });
        });
      });
      batch = [];
      if (tty) process.stderr.write(`\r${pc.dim('importing…')} ${lineNo} lines, ${summary.inserted} stored, ${summary.merged} merged, ${summary.rejected.length} rejected`);
    };
    try {
      for await (const raw of createInterface({ input, crlfDelay: Infinity })) {
        lineNo++;
        if (!raw.trim()) continue;
        try {
          batch.push({ line: lineNo, ...parseImportLine(raw) });
        } catch (error) {
          summary.rejected.push({ line: lineNo, reason: (error as EngrimError).message });
        }
        if (batch.length >= BATCH) flush();
      }
      flush();
      restoreStates(store, states, ids);
      if (embedder) store.compactVectors(embedder.id);
      if (tty) process.stderr.write('\n');
      summary.rejected.sort((a, b) => a.line - b.line);
      if (args.json) printJson(summary);
      else {
        process.stdout.write(`${pc.green(String(summary.inserted))} inserted, ${summary.merged} merged, ${summary.rejected.length ? pc.red(String(summary.rejected.length)) : 0} rejected\n`);
        for (const r of summary.rejected) process.stdout.write(`  line ${r.line}: ${r.reason}\n`);
      }
      if (summary.rejected.length) process.exitCode = 1;
    } finally {
      ctx.close();
    }
  },
});

/**
 * An exported memory that was superseded or archived is so again: linked to
 * its successor (by its id in this import, or an id the store holds), and
 * archived with its own time. A memory merged into one already here keeps
 * that one's state.
 */
function restoreStates(store: Store, states: { id: string; state: ImportState }[], ids: Map<string, string>): void {
  store.transaction(() => {
    for (const { id, state } of states) {
      const successor = state.superseded_by && (ids.get(state.superseded_by) ?? (store.rowidOf(state.superseded_by) !== null ? state.superseded_by : undefined));
      if (successor && successor !== id) supersede(store, id, successor);
      if (state.archived_at !== undefined) store.forget(id, state.archived_at, 'imported archived');
    }
  });
}

export const exportCommand = defineCommand({
  meta: { name: 'export', description: 'Export memories as JSONL on stdout (re-importable)' },
  args: { format: { type: 'string', description: 'jsonl (the only format)' }, ...filterArgs, ...commonArgs },
  run({ args }) {
    if (args.format && args.format !== 'jsonl') throw new UsageError(`--format must be jsonl, got "${args.format}"`);
    return withContext(args, (ctx) => {
      for (const m of ctx.store().list(filtersFrom(args))) process.stdout.write(`${exportLine(m)}\n`);
    });
  },
});
