// Updates lab: does a decision or convention that changes a setting's value replace the one it changes, and
// only that one? Each labelled pair (bench/phrasing/updates-*.jsonl: an earlier memory, a later one, and
// whether the later replaces it) is written through the real `remember` into a fresh database, the way
// `engrim remember --kind …`, MCP `decide` and the capture hook store them; then the earlier memory is read
// back: superseded by the later one, merged into it, or left standing.
//
//   node --import tsx scripts/updates-lab.ts          # both sets' counts, ~5 s
//   node --import tsx scripts/updates-lab.ts --list   # and the tuned set's misses (never a held-out set's)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadEmbedder } from '../src/embed/load.ts';
import { remember } from '../src/engine/remember.ts';
import { changesValue, valueStatement } from '../src/lifecycle/settings.ts';
import { Store } from '../src/store/store.ts';
import { adrRecords } from './bench/datasets.ts';
import { PHRASING_SETS, readPhrasing } from './bench/phrasing.ts';
import { UPDATE_SETS, readUpdates, type UpdatePair } from './bench/updates.ts';

const { embedder } = loadEmbedder('');
const list = process.argv.includes('--list');

/** What became of the earlier memory once the later one was written. */
export function outcome(pair: UpdatePair): 'superseded' | 'merged' | 'standing' {
  const dir = mkdtempSync(join(tmpdir(), 'engrim-updates-'));
  const store = new Store(join(dir, 'lab.db'));
  try {
    const t = Date.UTC(2026, 0, 1);
    const old = remember(store, embedder, { content: pair.old, kind: pair.kind }, t).memory;
    const later = remember(store, embedder, { content: pair.new, kind: pair.kind }, t + 86_400_000);
    if (later.merged) return 'merged';
    return store.require(old.id).superseded_by === later.memory.id ? 'superseded' : 'standing';
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const set of UPDATE_SETS) {
  const pairs = readUpdates(set.file);
  const counts = { hit: 0, replaces: 0, wrong: 0, merged: 0, others: 0 };
  const misses: string[] = [];
  for (const pair of pairs) {
    const o = outcome(pair);
    if (pair.replaces) counts.replaces++;
    else counts.others++;
    if (o === 'merged') counts.merged++;
    if (pair.replaces && o === 'superseded') counts.hit++;
    else if (!pair.replaces && o === 'superseded') counts.wrong++;
    if ((pair.replaces && o !== 'superseded') || (!pair.replaces && o !== 'standing')) misses.push(`  ${pair.replaces ? 'missed' : 'wrong'} (${o}): ${pair.old}\n      → ${pair.new}`);
  }
  console.log(`${set.file} (${set.tuned ? 'tuned on' : 'held out'}): ${counts.hit} / ${counts.replaces} replaced, ${counts.wrong} / ${counts.others} wrongly, ${counts.merged} merged`);
  if (list && set.tuned) console.log(misses.join('\n'));
}

// Decisions that change nothing of each other: every decision sentence of the phrasing sets and every ADR's
// Decision section (when ../shared/bench is there), written one after another into one namespace. Each
// supersession this rule makes among them is listed: few, if any, should be a real change of value.
const root = resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench');
const independent = [
  ...PHRASING_SETS.flatMap((set) => readPhrasing(set.file)).filter((row) => row.decision).map((row) => row.text),
  ...(adrRecords(root) ?? []).map((r) => r.decision),
];
{
  const dir = mkdtempSync(join(tmpdir(), 'engrim-updates-'));
  const store = new Store(join(dir, 'lab.db'));
  try {
    let t = Date.UTC(2026, 0, 1);
    const seen: string[] = [];
    for (const content of independent) {
      const r = remember(store, embedder, { content, kind: 'decision' }, (t += 60_000));
      for (const id of supersedeChangedValueOf(r, store)) seen.push(`  ${store.require(id).content.slice(0, 110)}\n      → ${content.slice(0, 110)}`);
    }
    console.log(`${independent.length} independent decisions written in turn: ${seen.length} superseded by a changed value`);
    if (list) console.log(seen.join('\n'));
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The ids a write superseded because it changed a value (not because it rejected what they chose). */
function supersedeChangedValueOf(r: ReturnType<typeof remember>, store: Store): string[] {
  const later = valueStatement(r.memory.content);
  return r.superseded.filter((id) => {
    const earlier = valueStatement(store.require(id).content);
    return later && earlier && changesValue(earlier, later);
  });
}
