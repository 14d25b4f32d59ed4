import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDir } from '../util/fs.ts';

// The last recall output per conversation, for agents whose hook fires many
// times per user turn (Antigravity). One small file per conversation, holding
// the turn it was made for.

export interface CacheKey {
  conversation: string;
  turn: string;
}

const file = (root: string, key: CacheKey) =>
  join(root, '.engrim', 'cache', `recall-${createHash('sha1').update(key.conversation).digest('hex').slice(0, 16)}.json`);

export function cachedOutput(root: string, key: CacheKey): string | undefined {
  try {
    const entry = JSON.parse(readFileSync(file(root, key), 'utf8')) as { turn: string; out: string };
    return entry.turn === key.turn ? entry.out : undefined;
  } catch {
    return undefined;
  }
}

/** A conversation's entry unused this long is removed when a new conversation starts one. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export function storeOutput(root: string, key: CacheKey, out: string, now = Date.now()): void {
  const path = file(root, key);
  const dir = join(root, '.engrim', 'cache');
  ensureDir(dir, 0o700);
  // One file per conversation would pile up for ever: a new conversation clears the ones gone quiet.
  if (!existsSync(path)) prune(dir, now);
  const tmp = `${path}.${process.pid}`;
  writeFileSync(tmp, JSON.stringify({ turn: key.turn, out }), { mode: 0o600 });
  renameSync(tmp, path);
}

function prune(dir: string, now: number): void {
  try {
    for (const name of readdirSync(dir)) {
      if (!/^recall-[0-9a-f]{16}\.json$/.test(name)) continue;
      const path = join(dir, name);
      if (now - statSync(path).mtimeMs > CACHE_MAX_AGE_MS) rmSync(path, { force: true });
    }
  } catch {
    // A cache that cannot be cleaned is still a cache.
  }
}
