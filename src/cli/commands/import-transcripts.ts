import { closeSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import pc from 'picocolors';
import type { Captured } from '../../capture/explicit.ts';
import { redactedNote } from '../../capture/redact.ts';
import { capturedOfTurn, prepareCaptured, storeCaptured } from '../../engine/capture-turn.ts';
import { normalizeForHash } from '../../store/hash.ts';
import type { Store } from '../../store/store.ts';
import { UsageError } from '../../errors.ts';
import { isTranscript, parseTranscriptFile, type Transcript } from '../../io/transcripts.ts';
import { createContext } from '../context.ts';
import { printJson, warn, writeSkipped } from '../shared.ts';

// `engrim import <transcript | folder of transcripts>`: the decisions, rejected options and conventions of an
// agent's past conversations, captured turn by turn as the capture hook would have, with each turn's provenance
// (agent, session, turn, time, branch). For a project that used agents before Engrim was set up.

/**
 * What the store holds as said in these sessions, as `${session}\0${normalised words}`: its memories' words, in
 * whatever state (a decision replaced since, one archived), and the words merged into a memory from them. Importing a
 * transcript again finds each of its items here: nothing comes back and nothing is merged twice.
 */
function saidBefore(store: Store, sessions: string[]): Set<string> {
  const out = new Set<string>();
  if (!sessions.length) return out;
  const list = JSON.stringify(sessions);
  const own = store.db.prepare('SELECT session_id AS s, content AS c FROM memories WHERE session_id IN (SELECT value FROM json_each(?))').all(list) as { s: string; c: string }[];
  const merged = store.db
    .prepare(
      `SELECT json_extract(e.detail, '$.session_id') AS s, coalesce(json_extract(e.detail, '$.content'), json_extract(e.detail, '$.was'), m.content) AS c
       FROM events e INDEXED BY events_kind JOIN memories m ON m.rowid = e.rowid
       WHERE e.kind = 'merge' AND json_extract(e.detail, '$.session_id') IN (SELECT value FROM json_each(?))`,
    )
    .all(list) as { s: string; c: string }[];
  for (const { s, c } of [...own, ...merged]) out.add(saidKey(s, c));
  return out;
}
const saidKey = (session: string, content: string) => `${session}\0${normalizeForHash(content)}`;

/** How much of a file is read to tell a transcript from `engrim export` JSONL. */
const HEAD_BYTES = 256 * 1024;
/** Items stored per write transaction. */
const BATCH = 200;
/** The prompt kept as a captured memory's search-only context, as the capture hook keeps it. */
const PROMPT_CHARS = 2000;

function head(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(HEAD_BYTES);
    return buf.subarray(0, readSync(fd, buf, 0, HEAD_BYTES, 0)).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** Whether `file` is an agent transcript (JSONL; a Gemini CLI chat is one JSON document, read whole). */
export function looksLikeTranscript(file: string): boolean {
  try {
    if (file.endsWith('.json')) return isTranscript(readFileSync(file, 'utf8'));
    // The last line of the head may be cut: dropped.
    const text = head(file);
    return isTranscript(text.length === HEAD_BYTES ? text.slice(0, text.lastIndexOf('\n')) : text);
  } catch {
    return false;
  }
}

/** The transcripts under `dir` (.jsonl and .json files that read as one; two levels down, as Codex files them by date: three). */
export function transcriptFiles(dir: string, depth = 4): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory() && depth > 0 && e.name !== 'node_modules' && !e.name.startsWith('.')) out.push(...transcriptFiles(path, depth - 1));
    else if (e.isFile() && /\.jsonl?$/.test(e.name) && looksLikeTranscript(path)) out.push(path);
  }
  return out.sort();
}

interface Summary {
  transcripts: number;
  agents: Record<string, number>;
  turns: number;
  inserted: number;
  merged: number;
  unchanged: number;
  withRejected: number;
  superseded: number;
  redacted: string[];
  skipped: { file: string; reason: string }[];
  rejected: { file: string; turn: number; reason: string }[];
}

/** One captured item of a turn, with where it came from. */
interface Item {
  file: string;
  turn: number;
  at?: number;
  captured: Captured;
  provenance: Parameters<typeof prepareCaptured>[2];
}

export async function importTranscripts(files: string[], args: { file: string; json?: boolean; db?: string; 'dry-run'?: boolean; 'any-project'?: boolean }): Promise<void> {
  const ctx = createContext(args);
  try {
    const summary: Summary = { transcripts: 0, agents: {}, turns: 0, inserted: 0, merged: 0, unchanged: 0, withRejected: 0, superseded: 0, redacted: [], skipped: [], rejected: [] };
    const items: Item[] = [];
    const root = resolve(ctx.root);
    if (!files.length) throw new UsageError(`no agent transcript found in ${args.file}: a Claude Code session (.jsonl in ~/.claude/projects/<project>/), a Codex rollout (~/.codex/sessions/…/rollout-*.jsonl) or a Gemini CLI chat (.json)`);
    for (const file of files) {
      let transcript: Transcript | null;
      try {
        transcript = parseTranscriptFile(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
      }
      if (!transcript) {
        summary.skipped.push({ file, reason: 'no user or assistant message in it' });
        continue;
      }
      // A folder of an agent's sessions may hold other projects' (Codex files every project's by date).
      const cwd = transcript.cwd && resolve(transcript.cwd);
      if (cwd && !args['any-project'] && cwd !== root && !cwd.startsWith(root + sep)) {
        summary.skipped.push({ file, reason: `a conversation in another folder (${transcript.cwd}); --any-project imports it` });
        continue;
      }
      summary.transcripts++;
      summary.agents[transcript.agent] = (summary.agents[transcript.agent] ?? 0) + 1;
      summary.turns += transcript.turns.length;
      for (const turn of transcript.turns) {
        const { captured, prompt } = capturedOfTurn(turn);
        const provenance = {
          context: prompt ? prompt.slice(0, PROMPT_CHARS) : null,
          namespace: ctx.config.namespace,
          agent: transcript.agent,
          session_id: transcript.session ?? null,
          turn_id: String(turn.number),
          transcript_path: file,
          cwd: transcript.cwd ?? null,
          git_branch: transcript.branch ?? null,
          git_commit: transcript.commit ?? null,
          ...(turn.at !== undefined ? { created_at: turn.at } : {}),
        };
        for (const c of captured) items.push({ file, turn: turn.number, at: turn.at, captured: c, provenance });
      }
    }
    // In the order they were said, across sessions: a later decision replaces an earlier one, never the reverse.
    items.sort((a, b) => (a.at ?? 0) - (b.at ?? 0));
    if (args['dry-run']) return report(summary, items, args, true);
    const store = ctx.store();
    const embedder = ctx.embedder();
    ctx.warnings.forEach(warn);
    const lifecycle = ctx.config.lifecycle;
    const said = saidBefore(store, [...new Set(items.map((i) => i.provenance.session_id).filter((s): s is string => !!s))]);
    for (let start = 0; start < items.length; start += BATCH) {
      const batch = items.slice(start, start + BATCH);
      // Embedded before the write lock is taken, as the capture hook does. What each replaces as a setting given
      // another value is looked up under the lock, when it is written: an earlier turn of the same batch may have set it
      // ("Capped the pool at 20 …", then "Raised the pool to 30 …"), and a read before the batch would miss it.
      const prepared = batch.map((item) => {
        try {
          return prepareCaptured(embedder, item.captured, item.provenance);
        } catch (error) {
          return error as Error;
        }
      });
      const now = Date.now();
      store.transaction(() => {
        prepared.forEach((p, i) => {
          const { file, turn } = batch[i];
          if (p instanceof Error) return summary.rejected.push({ file, turn, reason: p.message });
          summary.redacted.push(...p.prepared.redacted);
          const session = p.prepared.input.session_id;
          if (session && said.has(saidKey(session, p.prepared.input.content))) return summary.unchanged++;
          if (session) said.add(saidKey(session, p.prepared.input.content));
          try {
            const stored = storeCaptured(store, embedder, p, now, lifecycle);
            if (stored.unchanged) summary.unchanged++;
            else if (stored.merged) summary.merged++;
            else summary.inserted++;
            if (!stored.merged && stored.memory.decision?.rejected?.length) summary.withRejected++;
            summary.superseded += stored.superseded.length;
          } catch (error) {
            summary.rejected.push({ file, turn, reason: (error as Error).message });
          }
        });
      });
    }
    if (embedder) store.compactVectors(embedder.id);
    report(summary, items, args, false);
    if (summary.rejected.length) process.exitCode = 1;
  } finally {
    ctx.close();
  }
}

function report(summary: Summary, items: Item[], args: { json?: boolean }, dryRun: boolean): void {
  if (summary.redacted.length) warn(redactedNote(summary.redacted));
  if (args.json) {
    const { redacted, ...rest } = summary;
    return printJson({
      ...rest,
      ...(redacted.length ? { redacted } : {}),
      ...(dryRun ? { dryRun: true, found: items.map((i) => ({ file: i.file, turn: i.turn, kind: i.captured.kind, content: i.captured.content, rejected: i.captured.decision?.rejected ?? [] })) } : {}),
    });
  }
  const out = process.stdout;
  const agents = Object.entries(summary.agents).sort(([a], [b]) => a.localeCompare(b)).map(([a, n]) => `${a} ${n}`).join(', ');
  const read = `${summary.transcripts} transcript${summary.transcripts === 1 ? '' : 's'}${agents ? ` (${agents})` : ''}, ${summary.turns} turns`;
  if (dryRun) {
    out.write(`${read}: ${items.length} to store (--dry-run: nothing stored)\n`);
    for (const i of items) {
      const when = i.at !== undefined ? new Date(i.at).toISOString().slice(0, 10) : '';
      out.write(`- ${pc.dim(`[${i.captured.kind}${when ? ` · ${when}` : ''}]`)} ${i.captured.content}\n`);
      const rejected = i.captured.decision?.rejected ?? [];
      if (rejected.length) out.write(pc.dim(`  rejected: ${rejected.map((r) => r.option).join('; ')}\n`));
    }
  } else {
    out.write(
      `${read}: ${pc.green(String(summary.inserted))} inserted, ${summary.merged} merged, ${summary.unchanged} already here; ${summary.withRejected} with rejected options${summary.superseded ? `, ${summary.superseded} earlier memories superseded` : ''}\n`,
    );
  }
  writeSkipped(summary.skipped);
  for (const r of summary.rejected) out.write(`  ${pc.red('not stored')} ${r.file} turn ${r.turn}: ${r.reason}\n`);
}
