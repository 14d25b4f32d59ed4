import { turnResponse } from './transcript.ts';
import { additionalContext, str, type AgentAdapter } from './types.ts';

// Gemini CLI: stdout must be JSON. SessionStart (startup, resume, clear: no prompt) → the memories that stand
// without one, as `additionalContext` (the CLI puts it in the history's first turn); BeforeAgent (prompt) →
// additionalContext for that turn; PreCompress → the history is about to be summarised, so the session-start
// block may leave it: later prompts' blocks stop leaving its memories out; AfterAgent (prompt_response) →
// capture, prints {}. The CLI escapes < and >, so the block uses no tags.
export const gemini: AgentAdapter = {
  name: 'gemini',
  label: 'Gemini CLI',
  prompt: (e) => str(e.prompt),
  render: (block, e) => additionalContext(str(e?.hook_event_name) ?? 'BeforeAgent', block),
  startsSession: (e) => str(e.hook_event_name) === 'SessionStart',
  session: (e) => str(e.session_id),
  forgetsContext: (e) => str(e.hook_event_name) === 'PreCompress',
  empty: '{}',
  response: (e) => turnResponse(e.transcript_path, str(e.prompt_response)),
  captureEmpty: '{}',
};
