import { resolveDbPath } from '../store/paths.ts';

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
const first = (v: unknown) => (Array.isArray(v) ? str(v[0]) : undefined);

/**
 * The project a hook event belongs to: the event's own fields first (cwd,
 * workspacePaths, workspace_roots), then the agents' env vars, then the
 * process's working directory.
 */
export function eventProjectDir(event: Record<string, unknown> | null, env: NodeJS.ProcessEnv = process.env): string {
  return (
    str(event?.cwd) ??
    first(event?.workspacePaths) ??
    first(event?.workspace_roots) ??
    str(env.CLAUDE_PROJECT_DIR) ??
    str(env.GEMINI_PROJECT_DIR) ??
    str(env.GEMINI_CWD) ??
    process.cwd()
  );
}

/** The database for a hook: --db, then ENGRIM_DB, then the event's project. */
export function hookDbPath(event: Record<string, unknown> | null, db: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return resolveDbPath({ db, env, cwd: eventProjectDir(event, env) });
}
