import { parse, stringify } from 'smol-toml';

// Codex keeps MCP servers in config.toml. Engrim owns exactly one table,
// [mcp_servers.engrim]: it is replaced (or removed) as a block of lines, so
// every other byte of the file — comments included — stays as it was. The
// result is parsed to prove it is still valid TOML.

const HEADER = '[mcp_servers.engrim]';

function ownedBlock(lines: string[]): [number, number] | null {
  const start = lines.findIndex((l) => l.trim() === HEADER);
  if (start < 0) return null;
  let end = start + 1;
  while (end < lines.length && !/^\s*\[/.test(lines[end])) end++;
  return [start, end];
}

export function editTomlMcp(text: string, path: string, server: { command: string; args: string[] }, remove = false): string {
  try {
    parse(text);
  } catch (error) {
    throw new Error(`${path} is not valid TOML (${(error as Error).message.split('\n')[0]}); fix it first, Engrim will not overwrite it`);
  }
  const lines = text.split('\n');
  const block = ownedBlock(lines);
  const ours = remove ? [] : [HEADER, ...stringify({ command: server.command, args: server.args }).trimEnd().split('\n'), ''];
  if (block) lines.splice(block[0], block[1] - block[0], ...ours);
  else if (!remove) lines.push(...(text && !text.endsWith('\n\n') ? [''] : []), ...ours);
  const out = `${lines.join('\n').replace(/\n{3,}$/, '\n\n').trimEnd()}\n`;
  parse(out); // still valid
  return out === '\n' ? '' : out;
}
