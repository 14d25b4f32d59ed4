import { existsSync } from 'node:fs';
import { agentAdapter } from '../agents/index.ts';
import { resolveConfig } from '../config.ts';
import { loadEmbedder } from '../embed/load.ts';
import { recalledExpiries } from '../lifecycle/policy.ts';
import { configuredPrimer, configuredRecall } from '../engine/recall.ts';
import { projectRoot } from '../store/paths.ts';
import { Store } from '../store/store.ts';
import { cachedOutput, forgetSessionShown, sessionShown, storeOutput, storeSessionShown } from './cache.ts';
import { flagValue, logError, parseEvent, readBoundedStdin, startDeadline, writeStdout } from './io.ts';
import { eventProjectDir, hookDbPath } from './project.ts';
import { gitInfo } from '../util/git.ts';
import { clipMiddle } from '../util/text.ts';

/** Well below every agent's hook timeout (Claude 30 s default, others 10 s+). */
export const RECALL_DEADLINE_MS = 3000;
/** A longer prompt is read at its start and its end (a question after a pasted log). */
const MAX_PROMPT_CHARS = 20_000;
/** SQLite's page cache for the hook's connection, in KB (16,000 otherwise, as better-sqlite3 builds SQLite). */
const HOOK_PAGE_CACHE_KB = 128;

/**
 * The recall hook: event (or plain text) on stdin → the memory block in the
 * agent's format on stdout. Fails open: any error is logged, stdout gets the
 * agent's "nothing" answer, exit code 0. Resolves to whether a store was
 * searched (the launcher keeps a code cache only of such runs).
 */
export async function runRecallHook(argv: string[]): Promise<boolean> {
  const adapter = agentAdapter(flagValue(argv, 'agent'));
  startDeadline(RECALL_DEADLINE_MS, adapter.empty);
  let out = adapter.empty;
  let searched = false;
  try {
    const raw = await readBoundedStdin();
    const event = parseEvent(raw);
    const said = event ? adapter.prompt(event) : raw;
    const prompt = said === undefined ? undefined : clipMiddle(said, MAX_PROMPT_CHARS);
    const dbPath = hookDbPath(event, flagValue(argv, 'db'));
    const session = event ? adapter.session?.(event) : undefined;
    if (event && session && adapter.forgetsContext?.(event)) {
      forgetSessionShown(projectRoot(eventProjectDir(event)), session);
    } else if ((!prompt || !prompt.trim()) && event && adapter.startsSession?.(event) && existsSync(dbPath)) {
      out = buildOutput(adapter, event, null, session, dbPath, projectRoot(eventProjectDir(event)), argv);
      searched = true;
    } else if (prompt && prompt.trim() && existsSync(dbPath)) {
      const root = projectRoot(eventProjectDir(event));
      const cacheKey = event && adapter.cacheKey?.(event, prompt);
      const cached = cacheKey ? cachedOutput(root, cacheKey) : undefined;
      if (cached !== undefined) {
        out = cached;
      } else {
        out = buildOutput(adapter, event, prompt, session, dbPath, root, argv);
        searched = true;
        if (cacheKey) storeOutput(root, cacheKey, out);
      }
    }
  } catch (error) {
    logError('recall', error);
    out = adapter.empty;
  }
  writeStdout(out);
  process.exitCode = 0;
  return searched;
}

/** The agent's stdout for `prompt`, or for a session that starts without one (`prompt` null: no search, no model); `session`: the agent's session, if it has one. */
function buildOutput(
  adapter: ReturnType<typeof agentAdapter>,
  event: Record<string, unknown> | null,
  prompt: string | null,
  session: string | undefined,
  dbPath: string,
  root: string,
  argv: string[],
): string {
  const config = resolveConfig({ projectRoot: root, lenient: (problem) => logError('recall', problem) });
  // SQLite waits for a lock synchronously, where no timer can interrupt it: keep that wait short. The hook
  // reads most pages once and exits, so a small page cache: fewer fresh pages of memory to touch (measured
  // at 10k memories −7 ms, at 100k −12 ms a run; docs/benchmarks.md).
  const store = new Store(dbPath, { migrate: false, busyTimeoutMs: 1000, cacheKb: HOOK_PAGE_CACHE_KB });
  try {
    const budget = Number(flagValue(argv, 'budget')) || undefined;
    const branch = gitInfo(eventProjectDir(event)).branch; // of the work tree the agent is in
    let result;
    if (prompt === null) {
      result = configuredPrimer(store, config, { budget, branch });
      // What this block gives stays in the agent's context until the next session start: its prompts' blocks leave it out.
      try {
        if (session) storeSessionShown(root, session, result.items.map((i) => i.id));
      } catch (error) {
        logError('recall', error); // a cache that cannot be written must not cost the agent its block
      }
    } else {
      const { embedder, warning } = loadEmbedder(config.model);
      if (warning) logError('recall', warning);
      result = configuredRecall(store, embedder, config, prompt, { budget, inContext: session ? sessionShown(root, session) : undefined, standing: adapter.ephemeral, branch });
    }
    if (!result.text) return adapter.empty;
    try {
      store.transaction(() => {
        store.markShown(result.items.map((i) => i.id), recalledExpiries(result.items, config.lifecycle, Date.now()));
        store.addUsage('recall_tokens', result.tokens);
        store.addUsage('recalls', 1);
      });
    } catch (error) {
      logError('recall', error); // a locked or read-only file must not cost the agent its block
    }
    return adapter.render(result.text, event);
  } finally {
    store.close();
  }
}
