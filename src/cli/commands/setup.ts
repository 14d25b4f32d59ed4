import { defineCommand } from 'citty';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import pc from 'picocolors';
import { applySetup, installedElsewhere, planSetup, renderDiff, resolveCommands } from '../../setup/setup.ts';
import { loadTemplates, type Template } from '../../setup/templates.ts';
import { workTreeRoot } from '../../store/paths.ts';
import { jsonArg, printJson } from '../shared.ts';

/** Where the hook executables are: dist/ (this code runs from dist/cli/), or dist/ when run from sources. */
function binDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [here, dirname(here), fileURLToPath(new URL('../../../dist', import.meta.url))];
  return candidates.find((d) => existsSync(`${d}/engrim-recall.cjs`)) ?? candidates[0];
}

export default defineCommand({
  meta: { name: 'setup', description: "Detect the project's agents and install Engrim's recall and capture hooks" },
  args: {
    agent: { type: 'string', description: 'only these agents (comma-separated: claude,gemini,antigravity,codex,cursor,windsurf)' },
    user: { type: 'boolean', description: "install into the user-level config (~/.claude, ~/.gemini, …) instead of the project's" },
    'dry-run': { type: 'boolean', description: 'show the plan and the diff, change nothing' },
    yes: { type: 'boolean', alias: 'y', description: 'apply without asking' },
    remove: { type: 'boolean', description: "take Engrim's entries out again" },
    rules: {
      type: 'boolean',
      description: "also write each agent's rules file (CLAUDE.md, AGENTS.md, GEMINI.md, .cursor/rules, .agents/rules) asking it to state decisions as Decision: / Rejected: lines; Windsurf's rule is always written",
    },
    ...jsonArg,
  },
  async run({ args }) {
    const root = workTreeRoot(process.cwd());
    const templates = loadTemplates();
    // Agents this user has that the project shows no sign of: named, with the two ways to set them up.
    const elsewhere = args.user || args.agent || args.remove ? [] : installedElsewhere(templates, root);
    const changes = planSetup(templates, {
      root,
      user: args.user,
      agents: args.agent?.split(',').map((a) => a.trim()).filter(Boolean),
      remove: args.remove,
      rules: args.rules,
      commands: resolveCommands(binDir()),
    });
    const out = process.stdout;
    const show = (p: string) => (p.startsWith(root) ? relative(root, p) : p);
    if (!changes.length) {
      out.write(`No agents detected in ${root} (looked for .claude/, .gemini/, .agents/, .codex/, .cursor/, .windsurf/).\n`);
      out.write(elsewhere.length ? `${elsewhereNote(elsewhere)}\n` : 'Name them with --agent claude,codex,… or use --user.\n');
      return;
    }
    const pending = changes.filter((c) => c.before !== c.after && !(c.before === null && c.after === ''));
    if (!args.json) {
      out.write('Detected environments:\n');
      for (const c of changes) {
        const removing = args.remove || c.removes;
        const state = pending.includes(c) ? '' : pc.dim(' (already up to date)');
        const why = c.removes && !args.remove ? ' (an earlier version put them there; this file is shared through git)' : '';
        out.write(` - ${c.label}: ${removing ? 'removing' : 'installing'} ${c.what.join(' and ')} ${removing ? 'from' : 'into'} ${show(c.path)}${why}${state}\n`);
      }
    }
    if (args['dry-run']) {
      if (args.json) return printJson(changes.map((c) => ({ agent: c.agent, path: c.path, changed: pending.includes(c), after: c.after })));
      for (const c of pending) out.write(`\n${renderDiff(c, root)}\n`);
      if (!pending.length) out.write('Nothing to change.\n');
      return;
    }
    if (pending.length && !args.yes) {
      if (!process.stdin.isTTY) {
        out.write('Not applied: re-run with --yes to apply (or --dry-run to see the diff).\n');
        process.exitCode = 1;
        return;
      }
      const rl = createInterface({ input: process.stdin, output: process.stdout });
      const answer = await rl.question('Apply these changes? [y/N] ');
      rl.close();
      if (!/^y(es)?$/i.test(answer.trim())) {
        out.write('Nothing changed.\n');
        return;
      }
    }
    const result = applySetup(changes, { root, user: args.user });
    if (args.json) return printJson({ ...result, agents: changes.map((c) => c.agent) });
    for (const w of result.written) out.write(`${pc.green('wrote')} ${show(w)}\n`);
    for (const r of result.removed) out.write(`${pc.green('removed')} ${show(r)}\n`);
    for (const b of result.backups) out.write(pc.dim(`backup ${show(b)}\n`));
    if (result.gitignore.length) out.write(`${pc.green('added')} ${result.gitignore.join(', ')} to ${result.ignoreFile}\n`);
    if (!result.written.length && !result.removed.length) out.write('Nothing to change: already set up.\n');
    const notes = [...new Set(changes.flatMap((c) => c.notes))];
    if (elsewhere.length) notes.push(elsewhereNote(elsewhere));
    // Without --rules: say what it would add, unless every agent's rules file has it already.
    if (!args.rules && !args.remove) {
      const rules = planSetup(templates, { root, user: args.user, agents: changes.map((c) => c.agent), rules: true, commands: resolveCommands(binDir()) });
      const missing = rules.filter((c) => c.prose && c.before !== c.after).map((c) => show(c.path));
      if (missing.length) {
        notes.push(
          `Capture keeps the decisions an agent writes as Decision: / Rejected: … because … lines exactly; from its unmarked prose it finds about three in four. engrim setup --rules adds a short section asking for those lines to ${missing.join(', ')}.`,
        );
      }
    }
    // Files that name this machine's paths (a rules file holds prose only; removals take paths out).
    const shared = result.written.filter((w) => {
      const c = changes.find((x) => x.path === w);
      return !args.user && !c?.private && !c?.removes && !c?.prose;
    });
    if (shared.length && !args.remove) {
      const them = shared.length > 1 ? 'them' : 'it';
      notes.push(
        `${shared.map(show).join(', ')} ${shared.length > 1 ? 'hold' : 'holds'} this machine's paths to node and Engrim (absolute, so the commands run whatever the agent's PATH). If the project commits ${them}, each teammate runs engrim setup on their machine; engrim setup --user keeps Engrim out of the project's files.`,
      );
    }
    const past = args.remove ? null : pastSessionsNote(root);
    if (past) notes.push(past);
    if (notes.length && !args.remove) out.write(`\nNotes:\n${notes.map((n) => ` - ${n}`).join('\n')}\n`);
  },
});

/**
 * "Claude Code holds 12 past sessions of this project: …": the transcripts `engrim import` can capture decisions from,
 * in the folder Claude Code keeps a project's sessions in (its path with every character but letters and digits a
 * "-"). Never imported without being asked.
 */
function pastSessionsNote(root: string): string | null {
  const dir = join(homedir(), '.claude', 'projects', root.replace(/[^a-zA-Z0-9]/g, '-'));
  let sessions = 0;
  try {
    sessions = readdirSync(dir).filter((f) => f.endsWith('.jsonl')).length;
  } catch {
    return null;
  }
  if (!sessions) return null;
  const shown = dir.startsWith(homedir()) ? `~${dir.slice(homedir().length)}` : dir;
  return `Claude Code holds ${sessions} past session${sessions === 1 ? '' : 's'} of this project: engrim import ${shown} --dry-run shows the decisions in ${sessions === 1 ? 'it' : 'them'}, and without --dry-run stores them (with their agent, session and time).`;
}

/** "Codex is installed for this user (~/.codex) but not set up in this project: …" */
function elsewhereNote(agents: Template[]): string {
  const names = agents.map((t) => `${t.label} (${dirname(t.userFile)})`).join(', ');
  const ids = agents.map((t) => t.agent).join(',');
  return `${names} ${agents.length > 1 ? 'are' : 'is'} installed for this user but not set up in this project: engrim setup --agent ${ids} sets ${agents.length > 1 ? 'them' : 'it'} up here, engrim setup --user for every project.`;
}
