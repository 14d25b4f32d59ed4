export type Event = Record<string, unknown>;

/** Everything Engrim knows about one agent. Adding an agent = one file + one template. */
export interface AgentAdapter {
  name: string;
  label: string;
  /** The user's prompt for a pre-prompt event (may read the transcript). */
  prompt(event: Event): string | undefined;
  /** stdout for a recall block; `block` is never empty here. */
  render(block: string, event: Event | null): string;
  /** stdout when there is nothing to inject (or on any failure). */
  empty: string;
  /** The response text a post-response event carries (may read the transcript). */
  response(event: Event): string | undefined;
  /** stdout of the capture hook. */
  captureEmpty: string;
  /**
   * The event starts a session with no prompt to search with (Cursor's
   * sessionStart in a new chat): recall then injects the memories that stand
   * without one (see recall/primer.ts).
   */
  startsSession?(event: Event): boolean;
  /**
   * The session a session-start block and later prompts share (Claude's session_id): a prompt's block
   * then leaves out what the session-start block already gave, until the next session start.
   */
  session?(event: Event): string | undefined;
  /**
   * The agent is about to summarise its history (Gemini's PreCompress): what the session-start block gave
   * may leave the context, so the session's later prompt blocks stop leaving it out.
   */
  forgetsContext?(event: Event): boolean;
  /**
   * Its injection lasts one model call (Antigravity's ephemeral messages) and it has no session start:
   * every block also carries the memories that stand without a prompt (see recall/standing.ts).
   */
  ephemeral?: boolean;
  /**
   * The prompt of a pre-prompt event that capture keeps for the response that follows, when the
   * post-response event does not carry it (Windsurf's pre_user_prompt → post_cascade_response).
   */
  promptToKeep?(event: Event): string | undefined;
  /**
   * The project-level hooks file `engrim setup` writes for it (Windsurf's `.windsurf/hooks.json`): a project whose file
   * runs Engrim's hooks has chosen Engrim before its first memory, so capture may keep its turns there already.
   */
  projectHooks?: string;
  /** Where a recall block may be cached (agents that fire repeatedly per turn): one entry per conversation, valid for one turn. */
  cacheKey?(event: Event, prompt: string): { conversation: string; turn: string } | undefined;
}

export const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** `hookSpecificOutput.additionalContext`, exactly the keys Claude, Codex and Gemini accept. */
export function additionalContext(eventName: string, block: string): string {
  return JSON.stringify({ hookSpecificOutput: { hookEventName: eventName, additionalContext: block } });
}
