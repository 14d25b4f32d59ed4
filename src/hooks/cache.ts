import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDir } from '../util/fs.ts';

// The last recall output per conversation, for agents whose hook fires many
// times per user turn (Antigravity). One small file per conversation.

const file = (root: string, key: string) => {
  const conversation = key.slice(0, key.indexOf(':') >>> 0 || key.length);
  return join(root, '.engrim', 'cache', `recall-${createHash('sha1').update(conversation).digest('hex').slice(0, 16)}.json`);
};

export function cachedOutput(root: string, key: string): string | undefined {
  try {
    const entry = JSON.parse(readFileSync(file(root, key), 'utf8')) as { key: string; out: string };
    return entry.key === key ? entry.out : undefined;
  } catch {
    return undefined;
  }
}

export function storeOutput(root: string, key: string, out: string): void {
  const path = file(root, key);
  ensureDir(join(root, '.engrim', 'cache'), 0o700);
  const tmp = `${path}.${process.pid}`;
  writeFileSync(tmp, JSON.stringify({ key, out }), { mode: 0o600 });
  renameSync(tmp, path);
}
