import { turnResponse } from './transcript.ts';
import { additionalContext, str, type AgentAdapter } from './types.ts';

// Gemini CLI: stdout must be JSON. BeforeAgent (prompt) → additionalContext;
// AfterAgent (prompt_response) → capture, prints {}. The CLI escapes < and >,
// so the block uses no tags.
export const gemini: AgentAdapter = {
  name: 'gemini',
  label: 'Gemini CLI',
  prompt: (e) => str(e.prompt),
  render: (block) => additionalContext('BeforeAgent', block),
  empty: '{}',
  response: (e) => turnResponse(e.transcript_path, str(e.prompt_response)),
  captureEmpty: '{}',
};
