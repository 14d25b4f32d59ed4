import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { agentAdapter, plain } from '../agents/index.ts';
import { lastEntry, previousTurn, readTranscript } from '../agents/transcript.ts';
import { str } from '../agents/types.ts';
import { capturedOfTurn, prepareCaptured, storeCaptured } from '../engine/capture-turn.ts';
import { redact } from '../capture/redact.ts';
import { resolveConfig } from '../config.ts';
import { loadEmbedder } from '../embed/load.ts';
import { catchUpVectors } from '../engine/reembed.ts';
import { withEarlierValues } from '../engine/remember.ts';
import { maybeGc } from '../lifecycle/lifecycle.ts';
import { estimateTokens } from '../recall/tokens.ts';
import { isBusy } from '../store/open.ts';
import { projectRoot } from '../store/paths.ts';
import { Store } from '../store/store.ts';
import { provenance as gitProvenance } from '../util/git.ts';
import { HOOK_SNAPSHOT_BYTES } from '../store/snapshots.ts';
import { keepPrompt, keepTurn, keptPrompt, keptTurn } from './cache.ts';
import { flagValue, logError, parseEvent, readBoundedStdin, startDeadline, writeStdout } from './io.ts';
import { eventProjectDir, hookDbPath } from './project.ts';

export const CAPTURE_DEADLINE_MS = 5000;

/** For events with a tight budget (Claude SessionEnd shares ~1.5 s): hand the event to a detached process. */
function detach(raw: string, argv: string[]): void {
  const dir = mkdtempSync(join(tmpdir(), 'engrim-capture-'));
  const file = join(dir, 'event.json');
  writeFileSync(file, raw, { mode: 0o600 });
  const args = argv.filter((a) => a !== '--detach');
  spawn(process.execPath, [process.argv[1], ...args, '--event-file', file], { detached: true, stdio: 'ignore' }).unref();
}

function takeEventFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } finally {
    // Only ever remove the temporary folder `detach` made.
    const dir = dirname(file);
    if (dirname(dir) === tmpdir() && /^engrim-capture-/.test(basename(dir))) rmSync(dir, { recursive: true, force: true });
  }
}

/** How long the capture hook waits for another writer's lock, each time it tries. */
const BUSY_MS = 3000;

/**
 * `fn`, tried once more when the file stayed locked past the busy timeout (other hooks writing at the same moment, on a
 * loaded machine): a turn's memories are worth a second wait; the first miss is logged.
 */
function onceMoreIfBusy<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (!isBusy(error)) throw error;
    logError('capture', error);
    return fn();
  }
}

/** Whether a project's hooks file runs Engrim's capture hook (the file `engrim setup` wrote there). */
function runsEngrim(file: string): boolean {
  try {
    return readFileSync(file, 'utf8').includes('engrim-capture');
  } catch {
    return false;
  }
}

/**
 * The capture hook: the response text of the event (or plain stdin), redacted,
 * → decisions, rejected alternatives and conventions, stored with provenance.
 * Prints the agent's empty answer and exits 0 whatever happens. Resolves to
 * whether something was stored (the launcher keeps a code cache only of such runs).
 */
export async function runCaptureHook(argv: string[]): Promise<boolean> {
  const agentName = flagValue(argv, 'agent');
  const adapter = agentAdapter(agentName);
  startDeadline(CAPTURE_DEADLINE_MS, adapter.captureEmpty);
  let stored = false;
  try {
    const eventFile = flagValue(argv, 'event-file');
    const raw = eventFile ? takeEventFile(eventFile) : await readBoundedStdin();
    if (argv.includes('--detach') && !eventFile) {
      // Answer the agent at once; a detached copy of this hook does the work.
      detach(raw, argv);
      writeStdout(adapter.captureEmpty);
      return false;
    }
    const event = parseEvent(raw);
    const cwd = eventProjectDir(event);
    const dbPath = hookDbPath(event, flagValue(argv, 'db'));
    let root: string | undefined; // the project's root (a walk up to its git root): found once, when needed
    const projectDir = () => (root ??= projectRoot(cwd));
    const session = event ? adapter.session?.(event) : undefined;
    const toKeep = event ? adapter.promptToKeep?.(event) : undefined;
    // Where Engrim keeps memory already, or where the project's own hooks file runs Engrim (set up, nothing stored yet:
    // the first turn's recommendation must still be there for the "ok, do it" that answers it); a project without
    // either (a user-level hook's) is left untouched, as below.
    const optedIn = () => existsSync(dbPath) || (!!adapter.projectHooks && runsEngrim(join(projectDir(), adapter.projectHooks)));
    if (toKeep && session) {
      // A prompt the response event will not carry: kept (redacted) for it, in the project's cache.
      if (optedIn()) keepPrompt(projectDir(), session, redact(toKeep).text);
      writeStdout(adapter.captureEmpty);
      return false;
    }
    const text = event ? (adapter.response(event) ?? plain.response(event)) : raw;
    if (text) {
      const transcript = event ? readTranscript(event.transcript_path ?? event.transcriptPath) : [];
      const promptEntry = lastEntry(transcript, 'user');
      const lastPrompt = promptEntry?.text;
      const rawPrompt = str(event?.prompt) ?? lastPrompt ?? (session && adapter.promptToKeep ? keptPrompt(projectDir(), session) : undefined);
      // The turn before, which a short "yes, go with it" answers (transcripts only: Claude Code, Codex, Gemini CLI);
      // only when the transcript's last prompt is this turn's (one that lags would pair it with an older answer).
      const current = !!rawPrompt && lastPrompt?.trim() === rawPrompt.trim();
      // (Where the agent keeps no transcript and sends the prompt apart, Windsurf, the turn before is the one this hook
      // kept, in the project's cache; and this turn is kept for the next.)
      const keepsTurns = !transcript.length && !!session && !!adapter.promptToKeep;
      const previous = current ? previousTurn(transcript) : keepsTurns && rawPrompt ? keptTurn(projectDir(), session!) : undefined;
      if (keepsTurns && optedIn()) keepTurn(projectDir(), session!, { response: redact(text).text, ...(rawPrompt ? { question: redact(rawPrompt).text } : {}) });
      const { captured, prompt: userPrompt } = capturedOfTurn({ response: text, prompt: rawPrompt, previous });
      // Nothing to store and no memory here yet: leave the project untouched.
      if (captured.length || existsSync(dbPath)) {
        const config = resolveConfig({ projectRoot: projectDir(), lenient: (problem) => logError('capture', problem) });
        const store = onceMoreIfBusy(() => new Store(dbPath, { migrate: false, busyTimeoutMs: BUSY_MS }));
        try {
          const embedder = captured.length ? loadEmbedder(config.model).embedder : null;
          const now = Date.now();
          const provenance = {
            // The question the decision answered makes it findable by how it was asked.
            context: userPrompt ? userPrompt.slice(0, 2000) : null,
            namespace: config.namespace,
            agent: agentName ?? 'unknown',
            // Windsurf names its conversation `trajectory_id` and the response `execution_id`.
            session_id: str(event?.session_id) ?? str(event?.conversation_id) ?? str(event?.conversationId) ?? str(event?.trajectory_id) ?? null,
            turn_id:
              str(event?.turn_id) ?? str(event?.generation_id) ?? str(event?.prompt_id) ?? str(event?.execution_id) ??
              (event?.invocationNum != null ? String(event.invocationNum) : null) ??
              // Claude Code's event names no turn: its prompt's record id in the transcript does (when it is this turn's).
              (current ? (promptEntry?.id ?? null) : null),
            transcript_path: str(event?.transcript_path) ?? str(event?.transcriptPath) ?? null,
            ...(captured.length ? gitProvenance(cwd) : { cwd, git_branch: null, git_commit: null }),
          };
          // Embedded before the transaction: the write lock is held for the writes alone.
          const items = captured.flatMap((c) => {
            try {
              return [prepareCaptured(embedder, c, provenance)];
            } catch (error) {
              logError('capture', error);
              return [];
            }
          });
          // What the first would replace as a setting given another value: a read, before the lock too. A later item
          // may change a setting an earlier one of the same turn gives, which only that one's write stores: its are
          // looked up under the lock, as it is written.
          const [first] = items;
          if (first) {
            try {
              first.prepared = withEarlierValues(store, first.prepared);
            } catch (error) {
              logError('capture', error);
            }
          }
          onceMoreIfBusy(() => store.transaction(() => {
            for (const item of items) {
              // One item the store refuses (logged) must not cost the turn its other memories.
              try {
                storeCaptured(store, embedder, item, now, config.lifecycle);
              } catch (error) {
                logError('capture', error);
              }
            }
            // The conversation this capture read: what recall's injections stand in for (dashboard).
            store.addUsage('captured_tokens', estimateTokens(text) + (userPrompt ? estimateTokens(userPrompt) : 0), now);
            store.addUsage('captures', 1, now);
          }));
          maybeGc(store, config.lifecycle, now); // opportunistic, at most every few hours
          stored = captured.length > 0;
          if (stored) store.snapshotIfDue(HOOK_SNAPSHOT_BYTES, now); // once a day, into .git/engrim/snapshots
          try {
            if (embedder) catchUpVectors(store, embedder); // after a model change: a batch of the old model's memories
          } catch (error) {
            logError('capture', error); // what this turn stored is committed already
          }
        } finally {
          store.close();
        }
      }
    }
  } catch (error) {
    logError('capture', error);
  }
  writeStdout(adapter.captureEmpty);
  process.exitCode = 0;
  return stored;
}
