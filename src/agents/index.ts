// How each agent wants the recall block on stdout (see ../shared agent-hooks
// facts in docs/agents.md). Everything agent-specific about output lives here.

export interface AgentAdapter {
  name: string;
  /** The prompt text of a pre-prompt event, if the event carries one. */
  prompt(event: Record<string, unknown>): string | undefined;
  /** stdout for a recall block (may be ''), and for "nothing to add". */
  render(block: string, event: Record<string, unknown> | null): string;
  empty: string;
}

const CLAUDE_MAX_CHARS = 9_500; // Claude moves text over 10,000 characters to a file.
const promptField = (event: Record<string, unknown>) => (typeof event.prompt === 'string' ? event.prompt : undefined);
const eventName = (event: Record<string, unknown> | null, fallback: string) =>
  typeof event?.hook_event_name === 'string' ? event.hook_event_name : fallback;

const additionalContext = (fallbackEvent: string) => (block: string, event: Record<string, unknown> | null) =>
  block
    ? JSON.stringify({ hookSpecificOutput: { hookEventName: eventName(event, fallbackEvent), additionalContext: block.slice(0, CLAUDE_MAX_CHARS) } })
    : '';

export const AGENTS: Record<string, AgentAdapter> = {
  plain: { name: 'plain', prompt: promptField, render: (block) => (block ? `${block}\n` : ''), empty: '' },
  claude: { name: 'claude', prompt: promptField, render: additionalContext('UserPromptSubmit'), empty: '' },
  codex: { name: 'codex', prompt: promptField, render: additionalContext('UserPromptSubmit'), empty: '' },
  gemini: {
    name: 'gemini',
    prompt: promptField,
    render: (block, event) => additionalContext('BeforeAgent')(block, event) || '{}',
    empty: '{}',
  },
  cursor: {
    name: 'cursor',
    prompt: promptField,
    render: (block) => JSON.stringify(block ? { additional_context: block } : {}),
    empty: '{}',
  },
};

export function agentAdapter(name: string | undefined): AgentAdapter {
  return AGENTS[name ?? 'plain'] ?? AGENTS.plain;
}
