import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// A setting changed: labelled pairs of an earlier memory and a later one (bench/phrasing/updates-*.jsonl; see
// its README), and whether the later one replaces the earlier ("Capped the pool at 20 …" → "Raised the pool
// to 30 …") or stands beside it (another setting, the same one somewhere else, a restatement).

export interface UpdatePair {
  kind: 'decision' | 'convention';
  old: string;
  new: string;
  replaces: boolean;
}

/** Both sets were written and committed before any rule read them; `tuned`: the rule was fitted to it. */
export const UPDATE_SETS: { file: string; tuned: boolean }[] = [
  { file: 'updates-1.jsonl', tuned: true },
  { file: 'updates-2.jsonl', tuned: false },
  { file: 'updates-3.jsonl', tuned: false },
  { file: 'updates-4.jsonl', tuned: false },
];

export function readUpdates(file: string): UpdatePair[] {
  return readFileSync(resolve(import.meta.dirname, '../../bench/phrasing', file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as UpdatePair);
}
