import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Embedder } from '../../src/embed/embedder.ts';
import { remember } from '../../src/engine/remember.ts';
import type { Store } from '../../src/store/store.ts';
import { adrRecords } from './datasets.ts';
import { PHRASING_SETS, readPhrasing } from './phrasing.ts';
import { openBenchStore } from './quality.ts';

// A setting changed: labelled pairs of an earlier memory and a later one (bench/phrasing/updates-*.jsonl; see
// its README), and whether the later one replaces the earlier ("Capped the pool at 20 …" → "Raised the pool
// to 30 …") or stands beside it (another setting, the same one somewhere else, a restatement). Each pair is
// written through the real `remember` into a fresh database, the way `engrim remember`, MCP `decide` and the
// capture hook store them; then the earlier memory is read back: superseded by the later one, merged into
// it, or left standing.

export interface UpdatePair {
  kind: 'decision' | 'convention';
  old: string;
  new: string;
  replaces: boolean;
}

/** Each set was written and committed before a rule read it; `tuned`: the rule was fitted to it since. */
export const UPDATE_SETS: { file: string; tuned: boolean }[] = [
  { file: 'updates-1.jsonl', tuned: true },
  { file: 'updates-2.jsonl', tuned: true },
  { file: 'updates-3.jsonl', tuned: true },
  { file: 'updates-4.jsonl', tuned: false },
];

export function readUpdates(file: string): UpdatePair[] {
  return readFileSync(resolve(import.meta.dirname, '../../bench/phrasing', file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as UpdatePair);
}

/** A fresh, empty database for `body` (the bench's own temporary store), deleted after. */
function withStore<T>(embedder: Embedder | null, body: (store: Store) => T): T {
  const { store, dispose } = openBenchStore({ name: 'updates', memories: [], queries: [] }, embedder, 'engrim-updates-');
  try {
    return body(store);
  } finally {
    dispose();
  }
}

/** What became of the earlier memory once the later one was written. */
function outcome(pair: UpdatePair, embedder: Embedder | null): 'superseded' | 'merged' | 'standing' {
  return withStore(embedder, (store) => {
    const t = Date.UTC(2026, 0, 1);
    const old = remember(store, embedder, { content: pair.old, kind: pair.kind }, t).memory;
    const later = remember(store, embedder, { content: pair.new, kind: pair.kind }, t + 86_400_000);
    if (later.merged) return 'merged';
    return store.require(old.id).superseded_by === later.memory.id ? 'superseded' : 'standing';
  });
}

export interface UpdateFigures {
  tuned: boolean;
  replaced: number;
  replaces: number;
  wrong: number;
  others: number;
  merged: number;
  /** Pairs not read as labelled (and merges of pairs that replace nothing, which are not counted wrong). */
  misses: string[];
}

export function updatesQuality(embedder: Embedder | null): Record<string, UpdateFigures> {
  return Object.fromEntries(
    UPDATE_SETS.map(({ file, tuned }) => {
      const f: UpdateFigures = { tuned, replaced: 0, replaces: 0, wrong: 0, others: 0, merged: 0, misses: [] };
      for (const pair of readUpdates(file)) {
        const o = outcome(pair, embedder);
        if (pair.replaces) f.replaces++;
        else f.others++;
        if (o === 'merged') f.merged++;
        if (pair.replaces && o === 'superseded') f.replaced++;
        if (!pair.replaces && o === 'superseded') f.wrong++;
        // A pair that replaces nothing may merge (the same value said again is one memory): listed, not counted wrong.
        const label = pair.replaces ? (o === 'superseded' ? '' : `missed (${o})`) : o === 'superseded' ? 'wrong' : o === 'merged' ? 'merged' : '';
        if (label) f.misses.push(`  ${label}: ${pair.old}\n      → ${pair.new}`);
      }
      return [file.replace(/\.jsonl$/, ''), f];
    }),
  );
}

/**
 * Decisions that change nothing of each other: every decision sentence of the phrasing sets and every ADR's
 * Decision section (when `root` holds the ADRs), written one after another into one namespace. Returns how
 * many were written and each supersession a changed value made among them (earlier → later).
 */
export function independentSupersessions(embedder: Embedder | null, root: string): { decisions: number; superseded: string[] } {
  const texts = [
    ...PHRASING_SETS.flatMap((set) => readPhrasing(set.file)).filter((row) => row.decision).map((row) => row.text),
    ...(adrRecords(root) ?? []).map((r) => r.decision),
  ];
  return withStore(embedder, (store) => {
    let t = Date.UTC(2026, 0, 1);
    const superseded: string[] = [];
    for (const content of texts) {
      const r = remember(store, embedder, { content, kind: 'decision' }, (t += 60_000));
      for (const id of r.changed) superseded.push(`  ${store.require(id).content.slice(0, 110)}\n      → ${content.slice(0, 110)}`);
    }
    return { decisions: texts.length, superseded };
  });
}
