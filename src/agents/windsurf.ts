import { str, type AgentAdapter } from './types.ts';

// Windsurf: no hook can inject context (recall goes through MCP or rules);
// post_cascade_response carries tool_info.response for capture.
export const windsurf: AgentAdapter = {
  name: 'windsurf',
  label: 'Windsurf',
  prompt: () => undefined,
  render: () => '',
  empty: '',
  response: (e) => str((e.tool_info as Record<string, unknown> | undefined)?.response) ?? str(e.response),
  captureEmpty: '',
};
