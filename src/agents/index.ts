import { antigravity } from './antigravity.ts';
import { claude } from './claude.ts';
import { codex } from './codex.ts';
import { cursor } from './cursor.ts';
import { gemini } from './gemini.ts';
import { str, type AgentAdapter } from './types.ts';
import { windsurf } from './windsurf.ts';

export type { AgentAdapter, Event } from './types.ts';

/** Plain text in, plain text out (`engrim-recall < prompt.txt`), or any agent not named. */
export const plain: AgentAdapter = {
  name: 'plain',
  label: 'plain text',
  prompt: (e) => str(e.prompt),
  render: (block) => `${block}\n`,
  empty: '',
  response: (e) => str(e.last_assistant_message) ?? str(e.prompt_response) ?? str(e.text) ?? str((e.tool_info as Record<string, unknown> | undefined)?.response),
  captureEmpty: '',
};

export const AGENTS: Record<string, AgentAdapter> = { claude, gemini, antigravity, codex, cursor, windsurf, plain };

export function agentAdapter(name: string | undefined): AgentAdapter {
  return AGENTS[name ?? 'plain'] ?? plain;
}
