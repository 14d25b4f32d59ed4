import pc from 'picocolors';
import { UsageError } from '../errors.ts';
import { parseTags, parseTier, parseType } from '../store/validate.ts';
import { parseMoment } from '../lifecycle/duration.ts';
import { memoryRecord } from '../io/jsonl.ts';
import type { Filters, Memory } from '../types.ts';
import { clipText } from '../util/text.ts';

/** Flags every command takes. */
export const commonArgs = {
  db: { type: 'string', description: 'database file (default: $ENGRIM_DB, else .engrim.db at the git root)', valueHint: 'path' },
  debug: { type: 'boolean', description: 'show stack traces on errors' },
} as const;

export const jsonArg = { json: { type: 'boolean', description: 'print JSON instead of text' } } as const;

export const filterArgs = {
  namespace: { type: 'string', description: 'only this namespace' },
  collection: { type: 'string', description: 'only this collection' },
  tags: { type: 'string', description: 'only memories with all these tags (comma-separated)' },
  agent: { type: 'string', description: 'only memories from this source agent' },
  session: { type: 'string', description: 'only memories from this source session id' },
  kind: { type: 'string', description: 'only this kind: decision, convention, note, …' },
  type: { type: 'string', description: 'only this type: episodic, semantic, procedural' },
  tier: { type: 'string', description: 'only this tier: T0, T1, T2, T3' },
  since: { type: 'string', description: 'created at or after this date (ISO), or this long ago: 2h, 7d' },
  until: { type: 'string', description: 'created at or before this date (ISO), or this long ago: 2h, 7d' },
  all: { type: 'boolean', description: 'include archived and superseded memories' },
} as const;

type FilterFlags = { [K in keyof typeof filterArgs]?: string | boolean };

export function filtersFrom(args: FilterFlags): Filters {
  const s = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  return {
    namespace: s(args.namespace),
    collection: s(args.collection),
    tags: s(args.tags) ? parseTags(args.tags, '--tags') : undefined,
    agent: s(args.agent),
    session: s(args.session),
    kind: s(args.kind),
    type: s(args.type) ? parseType(args.type, '--type') : undefined,
    tier: s(args.tier) ? parseTier(args.tier, '--tier') : undefined,
    since: s(args.since) ? parseMoment(args.since, '--since') : undefined,
    until: s(args.until) ? parseMoment(args.until, '--until') : undefined,
    all: args.all === true,
  };
}

export function parseIntFlag(value: unknown, flag: string, min: number, max: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`${flag} must be an integer from ${min} to ${max}, got ${JSON.stringify(value)}`);
  return n;
}

/** The public JSON shape of a memory (the export format). */
export const memoryJson = memoryRecord;

export function memoryLine(m: Memory, score?: number): string {
  const head = [
    pc.cyan(m.id),
    score !== undefined ? pc.yellow(score.toFixed(4)) : '',
    pc.dim(`${m.kind} · ${m.type} · ${m.tier} · ${m.agent ?? '-'} · ${new Date(m.created_at).toISOString().slice(0, 10)}`),
    m.tags.length ? pc.magenta(`#${m.tags.join(' #')}`) : '',
    m.archived_at ? pc.red('[archived]') : '',
    m.superseded_by ? pc.red(`[superseded by ${m.superseded_by}]`) : '',
  ].filter(Boolean);
  const text = clipText(m.content, 300);
  return `${head.join('  ')}\n  ${text.replace(/\n/g, '\n  ')}`;
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

export function warn(message: string): void {
  process.stderr.write(`${pc.yellow('warning:')} ${message}\n`);
}

/** Prints the context's warnings (model loading), else the operation's own. */
export function warnAll(contextWarnings: string[], own: string[]): void {
  (contextWarnings.length ? contextWarnings : own).forEach(warn);
}

export async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Skipped files named in an import's text summary (a folder may hold many that are no ADR or transcript). */
const SKIPS_SHOWN = 10;

/** The first skipped files of an import, each with why, and how many more `--json` lists. */
export function writeSkipped(skipped: { file: string; reason: string }[]): void {
  for (const s of skipped.slice(0, SKIPS_SHOWN)) process.stdout.write(pc.dim(`  skipped ${s.file}: ${s.reason}\n`));
  if (skipped.length > SKIPS_SHOWN) process.stdout.write(pc.dim(`  … and ${skipped.length - SKIPS_SHOWN} more files skipped (--json lists them)\n`));
}
