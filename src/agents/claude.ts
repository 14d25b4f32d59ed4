import { turnResponse } from './transcript.ts';
import { additionalContext, str, type AgentAdapter } from './types.ts';

// Claude Code: SessionStart (startup, resume, clear, compact: no prompt) → the
// memories that stand without one (policy slots, T0/T1, decisions, conventions);
// UserPromptSubmit (prompt) → additionalContext; Stop (last_assistant_message,
// else the JSONL transcript) → capture, prints nothing.
// Text over 10,000 characters is moved to a file by Claude: stay under it.
export const CLAUDE_MAX_CHARS = 9_500;

export const claude: AgentAdapter = {
  name: 'claude',
  label: 'Claude Code',
  prompt: (e) => str(e.prompt),
  render: (block, e) => additionalContext(str(e?.hook_event_name) ?? 'UserPromptSubmit', block.slice(0, CLAUDE_MAX_CHARS)),
  startsSession: (e) => str(e.hook_event_name) === 'SessionStart',
  session: (e) => str(e.session_id),
  empty: '',
  response: (e) => turnResponse(e.transcript_path, str(e.last_assistant_message)),
  captureEmpty: '',
};
