import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, relative } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { OURS, parseConfig } from './json-edit.ts';
import { hasRule } from './rules.ts';
import { expandHome } from './setup.ts';
import type { Template } from './templates.ts';

// `engrim doctor`'s look at the agents' config files: the hook and MCP commands
// `engrim setup` wrote name node and Engrim by absolute path, and a node
// upgraded by a version manager or an Engrim moved elsewhere leaves them
// pointing at nothing — the agent then fails the hook on every prompt, and
// only its own log says so.

export interface HookCheck {
  name: string;
  ok: boolean;
  detail: string;
}

/** The words of a shell command, as `resolveCommands` writes them (JSON-quoted when they hold spaces or quotes). */
function words(command: string): string[] {
  return [...command.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)].map((m) => (m[1] !== undefined ? JSON.parse(`"${m[1]}"`) : m[2]));
}

/** Every command string under `value` that runs Engrim's hooks, and the MCP server entries named "engrim". */
function engrimCommands(value: unknown, out: string[][] = []): string[][] {
  if (typeof value === 'string') {
    if (OURS.test(value)) out.push(words(value));
  } else if (Array.isArray(value)) {
    for (const v of value) engrimCommands(v, out);
  } else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const server = (o.mcpServers as Record<string, { command?: unknown; args?: unknown }> | undefined)?.engrim;
    if (server && typeof server.command === 'string') out.push([server.command, ...(Array.isArray(server.args) ? server.args.map(String) : [])]);
    for (const [k, v] of Object.entries(o)) if (k !== 'mcpServers') engrimCommands(v, out);
  }
  return out;
}

/**
 * For each agent file that holds Engrim's entries (the project's, the ones an
 * earlier version used, and the user's): do the node and Engrim files they
 * name exist? Also says when hooks sit in a file an earlier version used.
 */
export function checkAgentFiles(templates: Template[], root: string, home = homedir()): HookCheck[] {
  const checks: HookCheck[] = [];
  const show = (p: string) => (p.startsWith(root) ? relative(root, p) : p.replace(home, '~'));
  const seen = new Set<string>();
  for (const t of templates) {
    const files = [
      ...[t.file, t.mcp?.file].filter((f): f is string => !!f).map((f) => ({ path: join(root, f), former: false })),
      ...(t.formerFiles ?? []).map((f) => ({ path: join(root, f), former: true })),
      ...[t.userFile, t.mcp?.userFile].filter((f): f is string => !!f).map((f) => ({ path: expandHome(f, home), former: false })),
    ];
    for (const { path, former } of files) {
      if (seen.has(path) || !existsSync(path)) continue;
      seen.add(path);
      const text = readFileSync(path, 'utf8');
      let parsed: unknown;
      let commands: string[][];
      try {
        // Codex's config.toml holds MCP servers as [mcp_servers.engrim].
        parsed = path.endsWith('.toml') ? { mcpServers: (parseToml(text) as { mcp_servers?: unknown }).mcp_servers } : parseConfig(text, path);
        commands = engrimCommands(parsed);
      } catch (error) {
        if (OURS.test(text)) checks.push({ name: 'agent config', ok: false, detail: `${t.label}: ${(error as Error).message}` });
        continue;
      }
      if (!commands.length) continue;
      const missing = [...new Set(commands.flatMap((w) => w.filter((x) => isAbsolute(x) && !existsSync(x))))];
      const absent = path === join(root, t.file) || path === expandHome(t.userFile, home) ? lacking(t, parsed) : [];
      const fix = rerun(path.startsWith(home) && !path.startsWith(root));
      if (missing.length) {
        checks.push({ name: 'agent config', ok: false, detail: `${t.label}: ${show(path)} runs ${missing.join(', ')}, which does not exist; ${fix}` });
      } else if (former) {
        checks.push({ name: 'agent config', ok: false, detail: `${t.label}: Engrim's hooks are in the shared ${show(path)}; engrim setup --yes moves them to ${t.file}` });
      } else if (absent.length) {
        checks.push({ name: 'agent config', ok: false, detail: `${t.label}: ${show(path)} lacks the ${absent.join(' + ')} hook${absent.length > 1 ? 's' : ''} this version installs; ${fix}` });
      } else {
        checks.push({ name: 'agent config', ok: true, detail: `${t.label}: ${show(path)}, ${commands.length} Engrim command${commands.length > 1 ? 's' : ''}, every file it names exists` });
      }
    }
    if (t.rules?.always) checks.push(...missingRules(t, root, home, show));
  }
  return checks;
}

/** The fix for a file setup wrote: run it again, for the user's files or the project's. */
const rerun = (user: boolean): string => `run engrim setup --yes${user ? ' --user' : ''} again`;

/**
 * An agent whose hooks cannot inject (Windsurf) recalls only if its rule asks it to: hooks that an earlier
 * version installed without the rule leave recall to chance.
 */
function missingRules(t: Template, root: string, home: string, show: (p: string) => string): HookCheck[] {
  const out: HookCheck[] = [];
  const pairs: [string, string, boolean][] = [[join(root, t.file), join(root, t.rules!.file), false]];
  if (t.rules!.userFile) pairs.push([expandHome(t.userFile, home), expandHome(t.rules!.userFile, home), true]);
  for (const [hooks, rules, user] of pairs) {
    if (!existsSync(hooks) || !OURS.test(readFileSync(hooks, 'utf8'))) continue;
    if (existsSync(rules) && hasRule(readFileSync(rules, 'utf8'))) continue;
    out.push({ name: 'agent config', ok: false, detail: `${t.label}: ${show(hooks)} holds Engrim's hooks but ${show(rules)} lacks its rule (recall through MCP); ${rerun(user)}` });
  }
  return out;
}

/**
 * The events of `t` whose Engrim hook its hooks file (project or user, already parsed) lacks, when the file
 * holds Engrim's other hooks: a file an earlier version set up, before this one installed more (Claude's SessionStart).
 */
function lacking(t: Template, parsed: unknown): string[] {
  const config = parsed as Record<string, unknown> | null;
  const hooks = (t.shape === 'named' ? config?.engrim : config?.hooks) as Record<string, unknown> | undefined;
  if (!hooks || typeof hooks !== 'object') return [];
  const ours = Object.keys(t.hooks).filter((event) => OURS.test(JSON.stringify(hooks[event] ?? '')));
  return ours.length ? Object.keys(t.hooks).filter((event) => !ours.includes(event)) : [];
}
