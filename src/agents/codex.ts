import { turnResponse } from './transcript.ts';
import { additionalContext, str, type AgentAdapter } from './types.ts';
import { CLAUDE_MAX_CHARS } from './claude.ts';

// Codex CLI: Claude-compatible events, but a strict output schema — exactly
// hookSpecificOutput.{hookEventName, additionalContext}; Stop prints nothing.
export const codex: AgentAdapter = {
  name: 'codex',
  label: 'Codex',
  prompt: (e) => str(e.prompt),
  render: (block) => additionalContext('UserPromptSubmit', block.slice(0, CLAUDE_MAX_CHARS)),
  empty: '',
  response: (e) => turnResponse(e.transcript_path, str(e.last_assistant_message)),
  captureEmpty: '',
};
