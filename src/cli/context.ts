import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { resolveConfig, type Config } from '../config.ts';
import type { Embedder } from '../embed/embedder.ts';
import { loadEmbedder } from '../embed/load.ts';
import { ancestors, DB_FILENAME, projectRoot, resolveDbPath, versionControlRoot } from '../store/paths.ts';
import { listSnapshots, memoriesCount, snapshotTime } from '../store/snapshots.ts';
import { Store } from '../store/store.ts';

/** Everything a command needs, resolved once from flags, env and config. */
export interface Context {
  dbPath: string;
  root: string;
  config: Config;
  store(): Store;
  embedder(): Embedder | null;
  warnings: string[];
  close(): void;
}

let loadedModel = false;

/** Whether a command of this process has loaded the model (src/cli/bin.ts: worth a code cache). */
export function modelLoaded(): boolean {
  return loadedModel;
}

/** `lenient`: config problems go to it, each key it concerns at its default (doctor reports them; see resolveConfig). */
export function createContext(args: { db?: string; cwd?: string }, flags: Record<string, unknown> = {}, lenient?: (problem: string) => void): Context {
  const cwd = args.cwd ?? process.cwd();
  const dbPath = resolveDbPath({ db: args.db, cwd });
  const root = args.db || process.env.ENGRIM_DB ? projectRoot(dirname(dbPath)) : projectRoot(cwd);
  const config = resolveConfig({ projectRoot: root, flags, lenient });
  let store: Store | undefined;
  let embedder: Embedder | null | undefined;
  const warnings: string[] = [];
  return {
    dbPath,
    root,
    config,
    warnings,
    store: () => {
      if (!store) {
        if (!existsSync(dbPath)) {
          warnOfSnapshots(dbPath);
          if (!args.db && !process.env.ENGRIM_DB) warnOfParentMemory(dbPath);
        }
        store = new Store(dbPath);
        if (store.readOnlyReason) process.stderr.write(`warning: ${dbPath} cannot be written (${store.readOnlyReason}): reading a read-only snapshot; commands that write will fail\n`);
      }
      return store;
    },
    embedder: () => {
      if (embedder === undefined) {
        const loaded = loadEmbedder(config.model);
        embedder = loaded.embedder;
        loadedModel ||= embedder !== null;
        if (loaded.warning) warnings.push(loaded.warning);
      }
      return embedder;
    },
    close: () => {
      store?.snapshotIfDue(); // once a day: a copy into the repository's git directory (store/snapshots.ts)
      store?.close();
    },
  };
}

/** Runs `fn` with a context for `args` and closes its store afterwards, whatever happens. */
export async function withContext<T>(args: { db?: string; cwd?: string }, fn: (ctx: Context) => T | Promise<T>, flags: Record<string, unknown> = {}): Promise<T> {
  const ctx = createContext(args, flags);
  try {
    return await fn(ctx);
  } finally {
    ctx.close();
  }
}

/** A database about to be created where copies of an earlier one are kept: it was deleted (`git clean -fdx`?), and can come back. */
function warnOfSnapshots(dbPath: string): void {
  const [last] = listSnapshots(dbPath);
  if (!last) return;
  process.stderr.write(
    `warning: ${dbPath} did not exist (deleted?); a new, empty one is made. Its copy of ${snapshotTime(last)} holds ${memoriesCount(last.memories)}: \`engrim import "${last.path}"\` brings them back (\`engrim doctor\` lists every copy)\n`,
  );
}

/**
 * A database about to be made in a folder outside any version control, while a parent folder holds one: the
 * project's memory is likely there, and this command, run from a subfolder, would start another. Said, not
 * followed: a stray `.engrim.db` in a shared parent (a projects folder, /tmp) would otherwise join unrelated
 * projects' memories.
 */
function warnOfParentMemory(dbPath: string): void {
  const dir = dirname(dbPath);
  if (versionControlRoot(dir)) return;
  const parent = ancestors(dir).slice(1).find((d) => existsSync(join(d, DB_FILENAME)));
  if (!parent) return;
  const there = join(parent, DB_FILENAME);
  process.stderr.write(`warning: ${dbPath} is made new, but a parent folder holds ${there}: if that is this project's memory, run engrim from ${parent} or pass --db ${there} (for the hooks, ENGRIM_DB=${there})\n`);
}
