import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
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

export function storeOutput(root: string, key: CacheKey, out: string): void {
  const path = file(root, key);
  ensureDir(join(root, '.engrim', 'cache'), 0o700);
  const tmp = `${path}.${process.pid}`;
  writeFileSync(tmp, JSON.stringify({ turn: key.turn, out }), { mode: 0o600 });
  renameSync(tmp, path);
}
