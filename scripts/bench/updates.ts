import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Embedder } from '../../src/embed/embedder.ts';
import { remember } from '../../src/engine/remember.ts';
import type { Store } from '../../src/store/store.ts';
import { adrRecords, locomo, longmemeval } from './datasets.ts';
import { PHRASING_SETS, readPhrasing } from './phrasing.ts';
import { openBenchStore } from './quality.ts';

// A setting changed: labelled pairs of an earlier memory and a later one (bench/phrasing/updates-*.jsonl; see
// its README), and whether the later one replaces the earlier ("Capped the pool at 20 …" → "Raised the pool
// to 30 …") or stands beside it (another setting, the same one somewhere else, a restatement). Each pair is
// written through the real `remember` into a fresh database, the way `engrim remember`, MCP `decide` and the
// capture hook store them; then the earlier memory is read back: superseded by the later one, merged into
// it, or left standing.

export interface UpdatePair {
  /** The earlier memory's kind, and the later one's unless `newKind` says otherwise. */
  kind: 'decision' | 'convention' | 'note';
  newKind?: 'decision' | 'convention' | 'note';
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
  { file: 'updates-5.jsonl', tuned: true },
  { file: 'updates-6.jsonl', tuned: false },
  { file: 'updates-7.jsonl', tuned: false },
  { file: 'updates-8.jsonl', tuned: true },
  { file: 'updates-9.jsonl', tuned: false },
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
    const later = remember(store, embedder, { content: pair.new, kind: pair.newKind ?? pair.kind }, t + 86_400_000);
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
export function independentSupersessions(embedder: Embedder | null, root: string): { decisions: number; notes: number; superseded: string[] } {
  const rows = [
    ...PHRASING_SETS.flatMap((set) => readPhrasing(set.file)).map((row) => ({ content: row.text, kind: row.decision ? 'decision' : 'note' })),
    ...(adrRecords(root) ?? []).map((r) => ({ content: r.decision, kind: 'decision' })),
  ];
  return withStore(embedder, (store) => {
    let t = Date.UTC(2026, 0, 1);
    const superseded: string[] = [];
    for (const { content, kind } of rows) {
      const r = remember(store, embedder, { content, kind }, (t += 60_000));
      for (const id of r.changed) superseded.push(`  ${store.require(id).content.slice(0, 110)}\n      → ${content.slice(0, 110)}`);
    }
    return { decisions: rows.filter((r) => r.kind === 'decision').length, notes: rows.filter((r) => r.kind === 'note').length, superseded };
  });
}

/**
 * Other writers' notes: every turn of each LoCoMo conversation and LongMemEval history (without its
 * speaker) written in turn as a note into that conversation's own database, the way `engrim remember`, MCP
 * and HTTP store a note. Chat says many numbers of things that change ("I ran 5 km today" … "I ran 10 km on
 * Saturday"); each supersession among them hides a turn that is still true. Returns how many turns were
 * written, the supersessions, and how many of the hidden turns a question's evidence names.
 */
/** A memory shown on one line of a lab's list: its start, line breaks marked. */
const oneLine = (s: string) => s.slice(0, 110).replace(/\s*\n\s*/g, ' ⏎ ');

export function chatSupersessions(embedder: Embedder | null, root: string): { turns: number; superseded: string[]; evidence: number } {
  const stores = [...(locomo(root) ?? []), ...(longmemeval(root) ?? [])];
  let turns = 0;
  let evidence = 0;
  const superseded: string[] = [];
  for (const bs of stores) {
    const relevant = new Set(bs.queries.flatMap((q) => [...q.relevant]));
    withStore(embedder, (store) => {
      // A memory's turns: a turn said again merges into the memory of its first saying.
      const refsOf = new Map<string, string[]>();
      let t = Date.UTC(2026, 0, 1);
      for (const m of bs.memories) {
        const content = m.content.replace(/^[^:\n]{1,40}:\s+/, '');
        if (!content.trim()) continue;
        turns++;
        const r = remember(store, embedder, { content, kind: 'note' }, (t += 60_000));
        refsOf.set(r.memory.id, [...(refsOf.get(r.memory.id) ?? []), m.ref]);
        for (const id of r.changed) {
          if ((refsOf.get(id) ?? []).some((ref) => relevant.has(ref))) evidence++;
          superseded.push(`  [${bs.name}] ${oneLine(store.require(id).content)}\n      → ${oneLine(content)}`);
        }
      }
    });
  }
  return { turns, superseded, evidence };
}
