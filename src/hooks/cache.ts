import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha1Hex } from '../util/digest.ts';
import { ensureDir } from '../util/fs.ts';

// The last recall output per conversation, for agents whose hook fires many
// times per user turn (Antigravity). One small file per conversation, holding
// the turn it was made for. The memories a session's start block gave
// (Claude, Gemini), which that session's prompt blocks leave out. And the
// prompt of a turn whose response event does not carry it, and the turn
// before, which no transcript holds (Windsurf).

export interface CacheKey {
  conversation: string;
  turn: string;
}

const named = (root: string, kind: string, conversation: string) =>
  join(root, '.engrim', 'cache', `${kind}-${sha1Hex(conversation).slice(0, 16)}.json`);
const file = (root: string, key: CacheKey) => named(root, 'recall', key.conversation);

/** The memories a session's start block gave (Claude's or Gemini's SessionStart): a prompt's block need not repeat them. */
export function sessionShown(root: string, session: string): Set<string> {
  const ids = readEntry(named(root, 'shown', session));
  return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
}

/** Records them (a new session start replaces what the one before gave: after a compaction, only the new block is in context). */
export function storeSessionShown(root: string, session: string, ids: string[], now = Date.now()): void {
  writeEntry(root, named(root, 'shown', session), JSON.stringify(ids), now);
}

/** Forgets them: the agent is about to summarise its history, and the session-start block may not survive it. */
export function forgetSessionShown(root: string, session: string): void {
  rmSync(named(root, 'shown', session), { force: true });
}

/** The prompt of a conversation's turn, kept for the response that follows (Windsurf's pre_user_prompt). */
export function keptPrompt(root: string, conversation: string): string | undefined {
  const prompt = readEntry(named(root, 'prompt', conversation));
  return typeof prompt === 'string' ? prompt : undefined;
}

export function keepPrompt(root: string, conversation: string, prompt: string, now = Date.now()): void {
  writeEntry(root, named(root, 'prompt', conversation), JSON.stringify(prompt), now);
}

/**
 * A conversation's last turn (its prompt and response), kept for the next one where no transcript holds it (Windsurf): a
 * short answer ("let's go with the wasm one") picks from the options that response laid out.
 */
export function keptTurn(root: string, conversation: string): { response: string; question?: string } | undefined {
  const turn = readEntry(named(root, 'turn', conversation)) as { response?: unknown; question?: unknown } | undefined;
  if (typeof turn?.response !== 'string') return undefined;
  return { response: turn.response, ...(typeof turn.question === 'string' ? { question: turn.question } : {}) };
}

/** How much of a response a kept turn holds: options laid out come first, and a long response's tail picks nothing. */
const KEPT_RESPONSE_CHARS = 20_000;

export function keepTurn(root: string, conversation: string, turn: { response: string; question?: string }, now = Date.now()): void {
  writeEntry(root, named(root, 'turn', conversation), JSON.stringify({ ...turn, response: turn.response.slice(0, KEPT_RESPONSE_CHARS) }), now);
}

export function cachedOutput(root: string, key: CacheKey): string | undefined {
  const entry = readEntry(file(root, key)) as { turn?: unknown; out?: unknown } | undefined;
  return entry?.turn === key.turn && typeof entry.out === 'string' ? entry.out : undefined;
}

/** A conversation's entry unused this long is removed when a new conversation starts one. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export function storeOutput(root: string, key: CacheKey, out: string, now = Date.now()): void {
  writeEntry(root, file(root, key), JSON.stringify({ turn: key.turn, out }), now);
}

/** An entry's value; undefined when it is missing or unreadable (a cache entry is never worth an error). */
function readEntry(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function writeEntry(root: string, path: string, text: string, now: number): void {
  const dir = join(root, '.engrim', 'cache');
  ensureDir(dir, 0o700);
  // One file per conversation would pile up for ever: a new conversation clears the ones gone quiet.
  if (!existsSync(path)) prune(dir, now);
  const tmp = `${path}.${process.pid}`;
  writeFileSync(tmp, text, { mode: 0o600 });
  renameSync(tmp, path);
}

function prune(dir: string, now: number): void {
  try {
    for (const name of readdirSync(dir)) {
      if (!/^(?:recall|shown|prompt)-[0-9a-f]{16}\.json$/.test(name)) continue;
      const path = join(dir, name);
      if (now - statSync(path).mtimeMs > CACHE_MAX_AGE_MS) rmSync(path, { force: true });
    }
  } catch {
    // A cache that cannot be cleaned is still a cache.
  }
}
