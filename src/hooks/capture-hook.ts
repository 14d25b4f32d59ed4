import { extractExplicit } from '../capture/explicit.ts';
import { redact } from '../capture/redact.ts';
import { resolveConfig } from '../config.ts';
import { loadEmbedder } from '../embed/load.ts';
import { remember } from '../engine/remember.ts';
import { projectRoot } from '../store/paths.ts';
import { Store } from '../store/store.ts';
import { gitInfo } from '../util/git.ts';
import { flagValue, logError, parseEvent, readBoundedStdin, startDeadline } from './io.ts';
import { eventProjectDir, hookDbPath } from './project.ts';

export const CAPTURE_DEADLINE_MS = 5000;
const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** The response text an event carries, per the agents' documented fields. */
export function responseText(event: Record<string, unknown>): string | undefined {
  const toolInfo = event.tool_info as Record<string, unknown> | undefined;
  return str(event.last_assistant_message) ?? str(event.prompt_response) ?? str(event.text) ?? str(toolInfo?.response);
}

/**
 * The capture hook: stores what the response marks explicitly (Decision: /
 * Rejected: … because … / Convention:), redacted, with provenance. Prints
 * nothing (or `{}` for agents that need JSON) and exits 0 whatever happens.
 */
export async function runCaptureHook(argv: string[]): Promise<void> {
  const agent = flagValue(argv, 'agent') ?? null;
  const empty = agent === 'gemini' || agent === 'cursor' || agent === 'antigravity' ? '{}' : '';
  startDeadline(CAPTURE_DEADLINE_MS, empty);
  try {
    const raw = await readBoundedStdin();
    const event = parseEvent(raw);
    const text = event ? responseText(event) : raw;
    if (text) {
      const captured = extractExplicit(redact(text).text);
      if (captured.length) {
        const cwd = eventProjectDir(event);
        const config = resolveConfig({ projectRoot: projectRoot(cwd) });
        const store = new Store(hookDbPath(event, flagValue(argv, 'db')));
        try {
          const { embedder } = loadEmbedder(config.model);
          const git = gitInfo(cwd);
          const now = Date.now();
          store.transaction(() => {
            for (const c of captured) {
              remember(store, embedder, {
                ...c,
                tier: c.kind === 'convention' ? 'T1' : undefined,
                agent: agent ?? 'unknown',
                session_id: str(event?.session_id) ?? str(event?.conversation_id) ?? str(event?.conversationId) ?? null,
                turn_id: str(event?.turn_id) ?? str(event?.generation_id) ?? str(event?.prompt_id) ?? null,
                transcript_path: str(event?.transcript_path) ?? str(event?.transcriptPath) ?? null,
                cwd,
                git_branch: git.branch,
                git_commit: git.commit,
              }, now);
            }
          });
        } finally {
          store.close();
        }
      }
    }
  } catch (error) {
    logError('capture', error);
  }
  process.stdout.write(empty);
  process.exitCode = 0;
}
