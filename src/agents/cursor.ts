import { lastOf, readTranscript, turnResponse } from './transcript.ts';
import { str, type AgentAdapter } from './types.ts';

// Cursor: beforeSubmitPrompt cannot inject; sessionStart can, once per session,
// with {"additional_context": …}. There is no prompt then, so the block is
// built from the last user message of the transcript when one exists, and
// from the memories that stand without a prompt (policy slots, T0/T1,
// decisions, conventions) in a new chat.
// Capture from afterAgentResponse (text) or stop.
export const cursor: AgentAdapter = {
  name: 'cursor',
  label: 'Cursor',
  prompt: (e) => str(e.prompt) ?? lastOf(readTranscript(e.transcript_path), 'user'),
  render: (block) => JSON.stringify({ additional_context: block }),
  startsSession: (e) => str(e.hook_event_name) === 'sessionStart',
  empty: '{}',
  response: (e) => str(e.text) ?? turnResponse(e.transcript_path),
  captureEmpty: '{}',
};
