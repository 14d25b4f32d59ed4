import { stripVTControlCharacters } from 'node:util';
import { defineCommand, renderUsage, runCommand, type CommandDef } from 'citty';
import pc from 'picocolors';
import { EngrimError, UsageError } from '../errors.ts';
import { explainWriteError } from '../store/open.ts';

export const VERSION = '0.1.0';

type Command = CommandDef<any>;
/**
 * Each command's module is loaded when the command runs, not at every start: the bundle's commands hold
 * node:crypto (tokens), a JSON-with-comments editor (setup), the demo's seed data…, which an `engrim
 * import` or `engrim search` would otherwise initialise for nothing (measured: docs/benchmarks.md,
 * "The CLI's start"). The bundler turns each import() into a lazy initialiser in the same file.
 */
export const commands: Record<string, () => Promise<Command>> = {
  remember: () => import('./commands/remember.ts').then((m) => m.default),
  import: () => import('./commands/io.ts').then((m) => m.importCommand),
  search: () => import('./commands/search.ts').then((m) => m.default),
  recall: () => import('./commands/recall.ts').then((m) => m.default),
  show: () => import('./commands/memories.ts').then((m) => m.show),
  list: () => import('./commands/memories.ts').then((m) => m.list),
  forget: () => import('./commands/memories.ts').then((m) => m.forget),
  flag: () => import('./commands/memories.ts').then((m) => m.flag),
  stats: () => import('./commands/memories.ts').then((m) => m.stats),
  export: () => import('./commands/io.ts').then((m) => m.exportCommand),
  use: () => import('./commands/lifecycle.ts').then((m) => m.useCommand),
  supersede: () => import('./commands/lifecycle.ts').then((m) => m.supersedeCommand),
  restore: () => import('./commands/lifecycle.ts').then((m) => m.restoreCommand),
  archive: () => import('./commands/lifecycle.ts').then((m) => m.archiveCommand),
  purge: () => import('./commands/lifecycle.ts').then((m) => m.purgeCommand),
  gc: () => import('./commands/lifecycle.ts').then((m) => m.gcCommand),
  health: () => import('./commands/lifecycle.ts').then((m) => m.healthCommand),
  category: () => import('./commands/settings.ts').then((m) => m.categoryCommand),
  config: () => import('./commands/settings.ts').then((m) => m.configCommand),
  model: () => import('./commands/model.ts').then((m) => m.default),
  setup: () => import('./commands/setup.ts').then((m) => m.default),
  mcp: () => import('./commands/mcp.ts').then((m) => m.default),
  serve: () => import('./commands/serve.ts').then((m) => m.serveCommand),
  token: () => import('./commands/serve.ts').then((m) => m.tokenCommand),
  doctor: () => import('./commands/doctor.ts').then((m) => m.default),
  demo: () => import('./commands/demo.ts').then((m) => m.default),
};

/** A (sub)command as citty takes it: the definition, or what gives it. */
const resolved = async (c: unknown): Promise<Command | undefined> => (typeof c === 'function' ? await c() : await c) as Command | undefined;

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
    const subs = (await resolved(cmd.subCommands)) as unknown as Record<string, unknown> | undefined;
    const sub = subs && Object.hasOwn(subs, arg) ? await resolved(subs[arg]) : undefined;
    if (!sub) break;
    parent = cmd;
    cmd = sub;
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
    process.stderr.write(`${pc.red('error:')} ${message}${usage ? await usageHint(argv) : ''}\n`);
    if (debug && error instanceof Error) process.stderr.write(`${error.stack}\n`);
    process.exitCode = exitCode;
  }
}

/** Where to read on after a usage error: the (sub)command's help, or the list of commands with the nearest name. */
async function usageHint([first, second]: string[]): Promise<string> {
  if (first && Object.hasOwn(commands, first)) {
    const subs = (await commands[first]()).subCommands;
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
