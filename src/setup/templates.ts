import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { RulesHeader } from './rules.ts';

/** One agent's setup template (templates/<agent>.json): where its hooks go and what they are. */
export interface Template {
  agent: string;
  label: string;
  detect: string[];
  file: string;
  /** The project file is personal (the agent keeps it out of git): setup adds it to .gitignore too. */
  private?: boolean;
  /** Project files where earlier versions installed the hooks: Engrim's entries are taken out of them. */
  formerFiles?: string[];
  userFile: string;
  /** groups: hooks.<Event> = [{hooks:[entry]}] (Claude, Gemini, Codex); named: {engrim:{Event:[entry]}} (Antigravity); flat: hooks.<Event> = [entry] (Cursor, Windsurf). */
  shape: 'groups' | 'named' | 'flat';
  version?: number;
  hooks: Record<string, Record<string, unknown>>;
  /**
   * The agent's rules file (rules.ts): the project's and the user's (none: the agent keeps user rules elsewhere);
   * `header`: the file is Engrim's alone, with that activation header; `always`: installed without --rules (the
   * agent's hooks cannot inject, so the rule is how it recalls); `recall`: the rule asks for the MCP recall tool.
   */
  rules?: { file: string; userFile?: string; header?: RulesHeader; always?: boolean; recall?: boolean };
  /** Where the agent reads MCP servers (`mcpServers.engrim`); null file = user level only. */
  mcp?: { file: string | null; userFile: string };
  notes: string[];
}

export function templatesDir(): string {
  for (const rel of ['../templates', '../../templates']) {
    const dir = fileURLToPath(new URL(rel, import.meta.url));
    if (existsSync(join(dir, 'claude.json'))) return dir;
  }
  throw new Error('Engrim templates/ folder not found beside the installation');
}

export function loadTemplates(dir = templatesDir()): Template[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ agent: f.replace(/\.json$/, ''), ...JSON.parse(readFileSync(join(dir, f), 'utf8')) }));
}

export interface Commands {
  recall: string;
  capture: string;
  /** The MCP server: executable and arguments. */
  mcp: { command: string; args: string[] };
}

/** The template's hook entries with absolute commands filled in. */
export function fillHooks(t: Template, commands: Commands): Record<string, Record<string, unknown>> {
  const text = JSON.stringify(t.hooks).replaceAll('{{RECALL}}', jsonEscape(commands.recall)).replaceAll('{{CAPTURE}}', jsonEscape(commands.capture));
  return JSON.parse(text);
}

/** Notes with the MCP command filled in (for agents Engrim cannot configure itself). */
export function fillNotes(t: Template, commands: Commands): string[] {
  return t.notes.map((n) => n.replaceAll('{{NODE}}', commands.mcp.command).replaceAll('{{ENGRIM}}', commands.mcp.args[0]));
}

const jsonEscape = (s: string) => JSON.stringify(s).slice(1, -1);
