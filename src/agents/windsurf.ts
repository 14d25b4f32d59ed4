import { str, type AgentAdapter } from './types.ts';

// Windsurf: no hook can inject context (recall goes through MCP or rules);
// post_cascade_response carries tool_info.response for capture, but not the prompt: pre_user_prompt
// (tool_info.user_prompt) gives it, and capture keeps it per conversation (trajectory_id) for the
// response that follows, where the user's decisions and conventions are read from it.
const info = (e: Record<string, unknown>) => (e.tool_info ?? {}) as Record<string, unknown>;

export const windsurf: AgentAdapter = {
  name: 'windsurf',
  label: 'Windsurf',
  prompt: () => undefined,
  render: () => '',
  empty: '',
  response: (e) => str(info(e).response) ?? str(e.response),
  session: (e) => str(e.trajectory_id),
  promptToKeep: (e) => (str(e.agent_action_name) === 'pre_user_prompt' ? str(info(e).user_prompt) : undefined),
  projectHooks: '.windsurf/hooks.json',
  captureEmpty: '',
};
