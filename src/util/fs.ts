import { appendFileSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * mkdir -p that cannot hang: Node 20's `mkdirSync(path, { recursive: true })`
 * spins forever under /proc. Creates each missing level itself instead.
 */
export function ensureDir(path: string, mode = 0o755): void {
  const missing: string[] = [];
  let dir = path;
  while (!existsSync(dir)) {
    missing.push(dir);
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const d of missing.reverse()) mkdirSync(d, { mode });
}

/**
 * Appends Engrim's own section — a "# Engrim memory (local)" comment, then `lines` — to a text file whose
 * current content is `text` (read by the caller, '' for a new file), on a line of its own.
 */
export function appendEngrimSection(path: string, text: string, lines: string[]): void {
  appendFileSync(path, `${text && !text.endsWith('\n') ? '\n' : ''}# Engrim memory (local)\n${lines.join('\n')}\n`);
}
