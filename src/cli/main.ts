import { stripVTControlCharacters } from 'node:util';
import { defineCommand, renderUsage, runCommand, type CommandDef } from 'citty';
import pc from 'picocolors';
import { EngrimError, UsageError } from '../errors.ts';
import { explainWriteError } from '../store/open.ts';
import demo from './commands/demo.ts';
import doctor from './commands/doctor.ts';
import mcp from './commands/mcp.ts';
import { exportCommand, importCommand } from './commands/io.ts';
import { flag, forget, list, show, stats } from './commands/memories.ts';
import model from './commands/model.ts';
import { archiveCommand, gcCommand, healthCommand, purgeCommand, restoreCommand, supersedeCommand, useCommand } from './commands/lifecycle.ts';
import { categoryCommand, configCommand } from './commands/settings.ts';
import recall from './commands/recall.ts';
import remember from './commands/remember.ts';
import search from './commands/search.ts';
import { serveCommand, tokenCommand } from './commands/serve.ts';
import setup from './commands/setup.ts';

export const VERSION = '0.1.0';

export const commands: Record<string, CommandDef<any>> = {
  remember,
  import: importCommand,
  search,
  recall,
  show,
  list,
  forget,
  flag,
  stats,
  export: exportCommand,
  use: useCommand,
  supersede: supersedeCommand,
  restore: restoreCommand,
  archive: archiveCommand,
  purge: purgeCommand,
  gc: gcCommand,
  health: healthCommand,
  category: categoryCommand,
  config: configCommand,
  model,
  setup,
  mcp,
  serve: serveCommand,
  token: tokenCommand,
  doctor,
  demo,
};

export const main = defineCommand({
  meta: { name: 'engrim', version: VERSION, description: 'Local-first shared memory for AI coding agents' },
  subCommands: commands,
});

/** The subcommand chain named by argv: the command, its parent (for --help on a subcommand) and its words ("config set"). */
async function resolveChain(argv: string[]): Promise<[CommandDef<any>, CommandDef<any> | undefined, string]> {
  let cmd: CommandDef<any> = main;
  let parent: CommandDef<any> | undefined;
  const words: string[] = [];
  for (const arg of argv) {
    if (arg.startsWith('-')) continue;
    const subs = (await (typeof cmd.subCommands === 'function' ? cmd.subCommands() : cmd.subCommands)) as Record<string, CommandDef<any>> | undefined;
    if (!subs?.[arg]) break;
    parent = cmd;
    cmd = subs[arg];
    words.push(arg);
  }
  return [cmd, parent, words.join(' ')];
}

/**
 * An option the command does not know is an error, not a flag quietly dropped:
 * `engrim gc --dry-run` would otherwise archive for real.
 */
async function rejectUnknownOptions(argv: string[]): Promise<void> {
  const [cmd, , path] = await resolveChain(argv);
  const args = (await (typeof cmd.args === 'function' ? cmd.args() : cmd.args)) as Record<string, { type?: string; alias?: string | string[] }> | undefined;
  if (!args) return;
  const known = new Set<string>();
  for (const [name, def] of Object.entries(args)) {
    known.add(name); // a positional argument may be given as --name too
    for (const a of [def.alias ?? []].flat()) known.add(a);
    if (def.type === 'boolean') known.add(`no-${name}`);
  }
  for (const arg of argv) {
    if (arg === '--') break; // what follows is positional, whatever it looks like
    if (!/^--?[A-Za-z]/.test(arg)) continue; // values, '-' for stdin, negative numbers
    const name = arg.replace(/^--?/, '').split('=')[0];
    if (known.has(name)) continue;
    throw new UsageError(`unknown option ${arg.split('=')[0]} for engrim ${path} (see engrim ${path} --help)`);
  }
}

/** The CLI edge: the only place that turns errors into exit codes. */
/**
 * A reader that stops early (`engrim export | head`, `engrim setup --yes | head -3`) closes the pipe:
 * what is left to print is not wanted, which is no error — and the command still finishes its work
 * (an import or a setup is not cut short by where its summary goes).
 */
function quietOnClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
    stream.write = (() => true) as typeof stream.write;
  });
}

export async function run(argv: string[]): Promise<void> {
  quietOnClosedPipe(process.stdout);
  quietOnClosedPipe(process.stderr);
  const debug = argv.includes('--debug');
  try {
    if (argv.includes('--help') || argv.includes('-h') || argv.length === 0) {
      const [cmd, parent] = await resolveChain(argv);
      // citty colours its help whenever CI, NO_COLOR and TERM=dumb are unset; a help piped to a file or a pager gets plain text.
      const usage = await renderUsage(cmd, parent);
      // citty pads every line to the widest description: trailing spaces a file or a pager would keep.
      process.stdout.write(`${(pc.isColorSupported ? usage : stripVTControlCharacters(usage)).replace(/[ \t]+$/gm, '')}\n`);
      return;
    }
    if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-v')) {
      process.stdout.write(`${VERSION}\n`);
      return;
    }
    await rejectUnknownOptions(argv);
    await runCommand(main, { rawArgs: argv });
  } catch (caught) {
    const error = explainWriteError(caught, 'the database');
    const usage = (error as Error)?.name === 'CLIError';
    const exitCode = error instanceof EngrimError ? error.exitCode : usage ? 2 : 1;
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${pc.red('error:')} ${message}${usage ? usageHint(argv) : ''}\n`);
    if (debug && error instanceof Error) process.stderr.write(`${error.stack}\n`);
    process.exitCode = exitCode;
  }
}

/** Where to read on after a usage error: the (sub)command's help, or the list of commands with the nearest name. */
function usageHint([first, second]: string[]): string {
  if (first && Object.hasOwn(commands, first)) {
    const subs = commands[first].subCommands;
    const sub = second && subs && typeof subs === 'object' && Object.hasOwn(subs, second) ? ` ${second}` : '';
    return ` (see engrim ${first}${sub} --help)`;
  }
  const near = first && !first.startsWith('-') ? Object.keys(commands).find((c) => editDistance(c, first) <= 2) : undefined;
  return near ? ` (did you mean engrim ${near}? see engrim --help)` : ' (see engrim --help)';
}

/** Levenshtein distance, for "did you mean". */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length];
}
