import { turnResponse } from './transcript.ts';
import { additionalContext, str, type AgentAdapter } from './types.ts';
import { CLAUDE_MAX_CHARS } from './claude.ts';

// Codex CLI: Claude-compatible events, but a strict output schema — exactly
// hookSpecificOutput.{hookEventName, additionalContext}; Stop prints nothing.
// SessionStart (startup, resume, clear: no prompt) → the memories that stand without one. Codex fires no
// session start after it compacts a conversation, so its prompts' blocks do not leave those memories out
// (no `session`): a memory may come twice, never not at all.
export const codex: AgentAdapter = {
  name: 'codex',
  label: 'Codex',
  prompt: (e) => str(e.prompt),
  render: (block, e) => additionalContext(str(e?.hook_event_name) ?? 'UserPromptSubmit', block.slice(0, CLAUDE_MAX_CHARS)),
  startsSession: (e) => str(e.hook_event_name) === 'SessionStart',
  empty: '',
  response: (e) => turnResponse(e.transcript_path, str(e.last_assistant_message)),
  captureEmpty: '',
};
