import { lastOf, readTranscript, turnResponse } from './transcript.ts';
import { str, type AgentAdapter } from './types.ts';

// Antigravity: PreInvocation fires before EVERY model call and carries no
// prompt — the latest user input is read from the transcript, and the block is
// cached per conversation and user turn so repeat invocations cost ~nothing.
// Injection: {"injectSteps":[{"ephemeralMessage": …}]}; otherwise {}. The message lasts one model call and
// Antigravity has no session start, so every block also carries the standing memories (conventions, decisions).
export const antigravity: AgentAdapter = {
  name: 'antigravity',
  label: 'Antigravity',
  prompt: (e) => str(e.prompt) ?? lastOf(readTranscript(e.transcriptPath ?? e.transcript_path), 'user'),
  render: (block) => JSON.stringify({ injectSteps: [{ ephemeralMessage: block }] }),
  ephemeral: true,
  empty: '{}',
  response: (e) => turnResponse(e.transcriptPath ?? e.transcript_path),
  captureEmpty: '{}',
  cacheKey: (e, prompt) => {
    const conversation = str(e.conversationId) ?? str(e.conversation_id);
    return conversation ? { conversation, turn: prompt } : undefined;
  },
};
