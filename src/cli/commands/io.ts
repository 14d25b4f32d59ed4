import { defineCommand } from 'citty';
import { closeSync, createReadStream, existsSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import pc from 'picocolors';
import { redactedNote, redactInput } from '../../capture/redact.ts';
import { prepareMany, rememberMany } from '../../engine/remember.ts';
import { EngrimError, UsageError } from '../../errors.ts';
import { adrDecision, parseAdr, retired, type AdrRecord } from '../../io/adr.ts';
import { categoryLine, exportLine, parseImportLine, type CategoryLine, type ImportState } from '../../io/jsonl.ts';
import { addCategoryVersion, categoryHistory, listCategories, setCategory } from '../../lifecycle/categories.ts';
import { isDirectory } from '../../store/paths.ts';
import { importTranscripts, looksLikeTranscript, transcriptFiles } from './import-transcripts.ts';
import { LIMITS } from '../../store/validate.ts';
import { archivedByGc, restore } from '../../lifecycle/lifecycle.ts';
import { supersede } from '../../lifecycle/supersede.ts';
import { Store } from '../../store/store.ts';
import type { Filters, MemoryInput } from '../../types.ts';
import { createContext, withContext } from '../context.ts';
import { commonArgs, filterArgs, filtersFrom, jsonArg, printJson, warn, writeSkipped } from '../shared.ts';

const BATCH = 500;

/** Whether `file` starts as an SQLite database does. */
function isSqliteFile(file: string): boolean {
  try {
    const fd = openSync(file, 'r');
    try {
      const head = Buffer.alloc(16);
      return readSync(fd, head, 0, 16, 0) === 16 && head.toString('latin1') === 'SQLite format 3\0';
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
}

function openDatabaseFile(file: string): Store {
  try {
    return new Store(file);
  } catch (error) {
    throw new UsageError(`cannot read ${file} as an Engrim database: ${(error as Error).message}`);
  }
}

/**
 * What `engrim export` writes: the memories `filters` pick, a page at a time, then the category slots (with
 * `all`, their history too) unless a filter other than the namespace picks memories — slots are no memories.
 */
function* exportLines(store: Store, filters: Filters): Generator<string> {
  for (let offset = 0; ; offset += BATCH) {
    const page = store.list(filters, { limit: BATCH, offset });
    for (const m of page) yield `${exportLine(m)}\n`;
    if (page.length < BATCH) break;
  }
  const { namespace, all, ...picks } = filters;
  if (Object.values(picks).some((v) => v !== undefined)) return;
  for (const c of listCategories(store, namespace)) yield `${categoryLine(c)}\n`;
  if (all) for (const v of categoryHistory(store, namespace).reverse()) yield `${categoryLine(v)}\n`;
}

/** An import's summary as `--json` prints it: `redacted` only when there was something to redact (as `categories` only with category lines). */
function withRedacted<T extends { redacted: string[] }>(summary: T): T | Omit<T, 'redacted'> {
  const { redacted, ...rest } = summary;
  return redacted.length ? summary : rest;
}

/** Resolves when `stream` takes writes again, or will never (closed, failed). */
function drained(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done).off('error', done).off('close', done);
      resolve();
    };
    stream.on('drain', done).on('error', done).on('close', done);
  });
}

/** All another Engrim database holds, as `export --all` writes it; closes it. */
function* databaseLines(other: Store): Generator<string> {
  try {
    yield* exportLines(other, { all: true });
  } finally {
    other.close();
  }
}

export const importCommand = defineCommand({
  meta: { name: 'import', description: 'Import memories (and category slots) from JSONL (a file, or - for stdin), as engrim export writes them; from another Engrim database (a snapshot in .git/engrim/snapshots, a work tree\'s own .engrim.db), all it holds; Architecture Decision Records (a .md file or a folder of them) as decisions; or agents\' past transcripts (Claude Code, Codex, Gemini CLI: a file or a folder), each turn captured as the capture hook would have' },
  args: {
    file: { type: 'positional', description: 'file.jsonl, -, an Engrim database (file.db), ADRs (docs/adr or a .md file), or agent transcripts (a file or a folder of them)', required: true },
    'near-duplicates': { type: 'boolean', description: 'also merge near duplicates (slower; exact duplicates always merge; transcripts always merge both, as the capture hook does)' },
    'dry-run': { type: 'boolean', description: 'transcripts: print what would be stored, store nothing' },
    'any-project': { type: 'boolean', description: 'transcripts: also those of conversations run in another folder than this project' },
    ...jsonArg,
    ...commonArgs,
  },
  async run({ args }) {
    // Agent transcripts: a Claude Code / Codex / Gemini CLI session file, or a folder of them (and no Markdown).
    if (args.file !== '-' && isDirectory(args.file)) {
      const transcripts = transcriptFiles(args.file);
      const markdown = markdownFiles(args.file);
      if (transcripts.length && !markdown.length) return importTranscripts(transcripts, args);
      if (!markdown.length) {
        throw new UsageError(
          `nothing to import in ${args.file}: no ADR (a Markdown file with a "# Title" and a "## Decision" section) and no agent transcript (a Claude Code session .jsonl, a Codex rollout-*.jsonl, a Gemini CLI chat .json)`,
        );
      }
    } else if (args.file !== '-' && /\.jsonl?$/.test(args.file) && looksLikeTranscript(args.file)) return importTranscripts([args.file], args);
    if (args['dry-run'] || args['any-project']) throw new UsageError(`--dry-run and --any-project are for agent transcripts, and ${args.file} holds none: import a Claude Code session (.jsonl), a Codex rollout or a Gemini CLI chat, or a folder of them`);
    if (args.file !== '-' && (args.file.endsWith('.md') || isDirectory(args.file))) return importAdrs(args);
    // Another Engrim database (a snapshot, a work tree's own file): read as `export --all` writes it.
    let input: NodeJS.ReadableStream;
    if (args.file !== '-' && isSqliteFile(args.file)) input = Readable.from(databaseLines(openDatabaseFile(args.file)));
    else if (args.file === '-') input = process.stdin;
    else {
      const stream = createReadStream(args.file);
      await new Promise<void>((resolve, reject) => {
        stream.once('error', (e: Error) => reject(new UsageError(`cannot read ${args.file}: ${e.message}`)));
        stream.once('open', () => resolve());
      });
      input = stream;
    }
    const ctx = createContext(args);
    const store = ctx.store();
    const embedder = ctx.embedder();
    ctx.warnings.forEach(warn);
    // unchanged: memories this store has already, as they were exported (the same export imported again).
    // categories: lines that changed a category slot or its history (in the summary only when the file has such lines).
    // redacted: the secrets taken out of the memories' text before storing, by kind (`--json` has it when any were).
    const summary: { inserted: number; merged: number; unchanged: number; categories?: number; redacted: string[]; rejected: { line: number; reason: string }[] } = { inserted: 0, merged: 0, unchanged: 0, redacted: [], rejected: [] };
    // Bulk loads merge exact duplicates; near-duplicate checks (an FTS lookup per line) only on request.
    const lifecycle = args['near-duplicates'] ? ctx.config.lifecycle : { ...ctx.config.lifecycle, nearDuplicate: 0 };
    const tty = process.stderr.isTTY && !args.json;
    let lineNo = 0;
    let batch: { line: number; input: MemoryInput; state: ImportState }[] = [];
    // Exported ids → the ids the memories have here, and the states to set once every line is in.
    const ids = new Map<string, string>();
    const states: { id: string; state: ImportState }[] = [];
    const slots: ({ line: number } & CategoryLine)[] = [];
    const flush = () => {
      const now = Date.now();
      // Embedded before the write lock is taken (as `remember` does), so hooks writing meanwhile wait for the writes alone.
      const prepared = prepareMany(embedder, batch.map((b) => b.input));
      for (const p of prepared) if (!(p instanceof Error)) summary.redacted.push(...p.redacted);
      // One transaction per batch; a bad memory fails validation or rolls back its own savepoint, and is reported.
      store.transaction(() => {
        rememberMany(store, embedder, prepared, now, lifecycle, batch.map((b) => b.state.id)).forEach((r, i) => {
          if (r instanceof Error) return summary.rejected.push({ line: batch[i].line, reason: r.message });
          if (r.unchanged) summary.unchanged++;
          else if (r.merged) summary.merged++;
          else summary.inserted++;
          const { state } = batch[i];
          if (state.id) ids.set(state.id, r.memory.id);
          if (!r.merged && (state.superseded_by || state.archived_at !== undefined)) states.push({ id: r.memory.id, state });
        });
      });
      batch = [];
      if (tty) process.stderr.write(`\r${pc.dim('importing…')} ${lineNo} lines, ${summary.inserted} stored, ${summary.merged} merged, ${summary.unchanged} already here, ${summary.rejected.length} rejected`);
    };
    try {
      for await (const raw of createInterface({ input, crlfDelay: Infinity })) {
        lineNo++;
        if (!raw.trim()) continue;
        try {
          const parsed = parseImportLine(raw);
          if ('input' in parsed) batch.push({ line: lineNo, ...parsed });
          else slots.push({ line: lineNo, ...parsed });
        } catch (error) {
          summary.rejected.push({ line: lineNo, reason: (error as EngrimError).message });
        }
        if (batch.length >= BATCH) flush();
      }
      flush();
      restoreStates(store, states, ids);
      if (slots.length) summary.categories = importCategories(store, slots, summary.rejected, summary.redacted);
      if (embedder) store.compactVectors(embedder.id);
      if (tty) process.stderr.write('\n');
      summary.rejected.sort((a, b) => a.line - b.line);
      if (args.json) printJson(withRedacted(summary));
      else {
        process.stdout.write(
          `${pc.green(String(summary.inserted))} inserted, ${summary.merged} merged, ${summary.unchanged} already here, ${summary.rejected.length ? pc.red(String(summary.rejected.length)) : 0} rejected${slots.length ? `; ${summary.categories} of ${slots.length} category lines changed a slot or its history` : ''}\n`,
        );
        for (const r of summary.rejected) process.stdout.write(`  line ${r.line}: ${r.reason}\n`);
      }
      if (summary.redacted.length) warn(redactedNote(summary.redacted));
      if (summary.rejected.length) process.exitCode = 1;
    } finally {
      ctx.close();
    }
  },
});

/**
 * Category lines of an import: a slot set to its exported content (what it held, if different, goes to its history)
 * and earlier contents added to the history; each in a savepoint of one transaction, a bad one reported with its line.
 * Returns how many changed the store.
 */
function importCategories(store: Store, slots: ({ line: number } & CategoryLine)[], rejected: { line: number; reason: string }[], redacted: string[]): number {
  let changed = 0;
  store.transaction(() => {
    for (const s of slots) {
      try {
        const done = 'category' in s ? setCategory(store, s.category) : addCategoryVersion(store, s.version);
        redacted.push(...done.redacted);
        if (done.changed) changed++;
      } catch (error) {
        rejected.push({ line: s.line, reason: (error as Error).message });
      }
    }
  });
  return changed;
}

/** Every .md file under `dir`, sorted (ADR folders are numbered); dependencies and hidden folders are not walked. */
function markdownFiles(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory() && e.name !== 'node_modules' && !e.name.startsWith('.')) out.push(...markdownFiles(join(dir, e.name)));
    else if (e.isFile() && e.name.endsWith('.md')) out.push(join(dir, e.name));
  }
  return out.sort();
}

/** The imported file a record's "Superseded by" names: a linked file, or an ADR number. */
function successorOf(file: string, by: string, files: string[]): string | undefined {
  if (by.endsWith('.md')) return files.find((f) => f === resolve(dirname(file), by));
  return files.find((f) => new RegExp(`^(?:adr[-_]?)?0*${Number(by)}\\D`, 'i').test(basename(f)));
}

/**
 * ADRs in Markdown as decision memories: "<title>: <decision>" as the text,
 * the rejected options with their reasons (MADR's considered options less the
 * chosen one, with each one's first "Bad, because"; in Nygard's form, what the
 * decision's prose turns down), the Context as search-only context, the
 * record's date and path. Accepted records are T1. A superseded record is
 * linked to its successor when that one is imported too, else archived, as is
 * a deprecated one. Importing the same records again merges.
 */
async function importAdrs(args: { file: string; json?: boolean; 'near-duplicates'?: boolean; db?: string }): Promise<void> {
  const target = resolve(args.file);
  const folder = isDirectory(target);
  const files = folder ? markdownFiles(target) : [target];
  const records: { file: string; record: AdrRecord }[] = [];
  const skipped: { file: string; reason: string }[] = [];
  for (const file of files) {
    let markdown: string;
    try {
      markdown = readFileSync(file, 'utf8');
    } catch (error) {
      throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
    }
    const record = parseAdr(markdown);
    // ADR folders keep their template beside the records: "# {short title of solved problem}", "## Decision Outcome".
    if (/template/i.test(basename(file)) || (record && /^[[{]/.test(record.title))) skipped.push({ file, reason: 'an ADR template' });
    else if (record) records.push({ file, record });
    else skipped.push({ file, reason: 'no "# Title" and "## Decision" (or "## Decision Outcome") section' });
  }
  const ctx = createContext(args);
  try {
    const store = ctx.store();
    const embedder = ctx.embedder();
    ctx.warnings.forEach(warn);
    const lifecycle = args['near-duplicates'] ? ctx.config.lifecycle : { ...ctx.config.lifecycle, nearDuplicate: 0 };
    const namespace = ctx.config.namespace;
    // Paths as the project names them (from its root, wherever the command runs), so a record keeps its ref.
    const where = (file: string) => relative(ctx.root, resolve(file)).split(sep).join('/');
    const given: MemoryInput[] = records.map(({ file, record: r }) => ({
      content: `${r.title}: ${r.decision}`.slice(0, LIMITS.contentChars),
      context: r.context?.slice(0, LIMITS.contentChars),
      kind: 'decision',
      type: 'semantic',
      tier: !r.status || r.status.startsWith('accepted') ? 'T1' : 'T2',
      tags: ['adr'],
      ref: where(file).slice(-LIMITS.refChars),
      agent: 'adr',
      namespace,
      decision: adrDecision(r),
      ...(r.date !== undefined ? { created_at: r.date } : {}),
    }));
    // Redacted before the lookup of records imported before, which stored their text redacted.
    const redactions = given.map((input) => redactInput(input));
    const inputs = redactions.map((r) => r.input);
    const summary = { records: records.length, redacted: redactions.flatMap((r) => r.kinds), unchanged: 0, inserted: 0, updated: 0, merged: 0, withRejected: 0, superseded: 0, archived: 0, revived: 0, removed: [] as string[], skipped: skipped.map((s) => ({ file: where(s.file), reason: s.reason })), rejected: [] as { file: string; reason: string }[] };
    const now = Date.now();
    store.transaction(() => {
      const ids = new Map<string, string>();
      const fresh: number[] = [];
      inputs.forEach((input, i) => {
        // A record imported before, whatever became of it (superseded, archived), is left as it is: importing again changes nothing.
        const id = store.idWithContent(input.content as string, namespace);
        if (id) {
          ids.set(records[i].file, id);
          summary.unchanged++;
          // One that gc archived (unused for a year, or over budget) while its file still stands comes back.
          if (archivedByGc(store, id) && !retired(records[i].record.status)) {
            restore(store, id, lifecycle, now);
            summary.revived++;
          }
        } else fresh.push(i);
      });
      // A record edited since: the memory of its earlier text, from the same file, is superseded by the new one.
      const before = new Map(fresh.map((i) => [i, store.currentIdsWithRef(inputs[i].ref!, namespace, 'adr')]));
      const results = rememberMany(store, embedder, prepareMany(embedder, fresh.map((i) => inputs[i])), now, lifecycle);
      results.forEach((r, k) => {
        const i = fresh[k];
        if (r instanceof Error) return summary.rejected.push({ file: where(records[i].file), reason: r.message });
        summary[r.merged ? 'merged' : 'inserted']++;
        if (records[i].record.rejected.length) summary.withRejected++;
        ids.set(records[i].file, r.memory.id);
        const replaced = before.get(i)!.filter((id) => id !== r.memory.id);
        for (const id of replaced) supersede(store, id, r.memory.id, now);
        if (replaced.length) summary.updated++;
      });
      const imported = new Set(fresh);
      const files = [...ids.keys()];
      for (const [i, { file, record }] of records.entries()) {
        const id = ids.get(file);
        const memory = id && imported.has(i) ? store.require(id) : null;
        if (!memory || memory.superseded_by || memory.archived_at) continue;
        const successor = record.supersededBy && ids.get(successorOf(file, record.supersededBy, files) ?? '');
        if (successor && successor !== memory.id) {
          supersede(store, memory.id, successor, now);
          summary.superseded++;
        } else if (retired(record.status)) {
          store.forget(memory.id, now, `ADR status: ${record.status}`);
          summary.archived++;
        }
      }
      // A record of this folder imported before whose file is gone (deleted, not renamed: a renamed one was met above by
      // its text) no longer stands: archived, restorable.
      if (folder) {
        const kept = new Set(ids.values());
        const under = where(target);
        for (const { id, ref } of store.currentRefsUnder(under ? `${under}/` : '', namespace, 'adr')) {
          if (kept.has(id) || existsSync(resolve(ctx.root, ref))) continue;
          store.forget(id, now, `ADR file removed: ${ref}`);
          summary.removed.push(ref);
        }
      }
    });
    if (embedder) store.compactVectors(embedder.id);
    // What redaction took out is said on stderr either way, as remember and a JSONL import say it.
    if (summary.redacted.length) warn(redactedNote(summary.redacted));
    if (args.json) return printJson(withRedacted(summary));
    const out = process.stdout;
    out.write(`${records.length} ADR${records.length === 1 ? '' : 's'}: ${pc.green(String(summary.inserted))} inserted${summary.updated ? ` (${summary.updated} edited since the last import)` : ''}, ${summary.unchanged} already here, ${summary.merged} merged; ${summary.withRejected} with rejected options${summary.superseded ? `, ${summary.superseded} superseded by a later record` : ''}${summary.archived ? `, ${summary.archived} archived (deprecated, or superseded by a record not imported)` : ''}${summary.revived ? `, ${summary.revived} back from the archive (gc had archived them; their files still stand)` : ''}\n`);
    for (const ref of summary.removed) out.write(`  archived ${ref}: its file is gone (engrim restore brings it back)\n`);
    writeSkipped(summary.skipped);
    for (const r of summary.rejected) out.write(`  ${pc.red('not stored')} ${r.file}: ${r.reason}\n`);
    if (!records.length) throw new UsageError(`no ADR found in ${args.file}: an ADR is a Markdown file with a "# Title" and a "## Decision" (or "## Decision Outcome") section`);
    if (summary.rejected.length) process.exitCode = 1;
  } finally {
    ctx.close();
  }
}

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
  meta: { name: 'export', description: 'Export memories as JSONL on stdout (re-importable), and the category slots unless a filter other than --namespace picks memories (with --all, their history too)' },
  args: { format: { type: 'string', description: 'jsonl (the only format)' }, ...filterArgs, ...commonArgs },
  run({ args }) {
    if (args.format && args.format !== 'jsonl') throw new UsageError(`--format must be jsonl, got "${args.format}"`);
    return withContext(args, async (ctx) => {
      const store = ctx.store();
      // One read transaction: a hook writing or gc archiving meanwhile neither repeats nor skips a line of the
      // pages (they are read by offset). Each line waits for the reader when the pipe is full, so a large
      // store is never held in memory whole (100,000 memories piped through `wc` peaked at 404 MB before, 180 now).
      let gone = false; // the reader went away (`engrim export | head`): what is left is not wanted
      const away = () => (gone = true);
      process.stdout.once('error', away).once('close', away);
      store.db.exec('BEGIN');
      try {
        for (const line of exportLines(store, filtersFrom(args))) {
          if (gone) break;
          if (!process.stdout.write(line)) await drained(process.stdout);
        }
      } finally {
        store.db.exec('COMMIT');
        process.stdout.off('error', away).off('close', away);
      }
    });
  },
});
