// Notes a later decision supersedes (src/lifecycle/supersede.ts: a note that says an option is in use, on the
// topic of a decision that turns the option down). Precision only: every supersession printed is one of
// independent texts, so each is to be read as right or wrong by hand.
//   A. Each LoCoMo conversation's and LongMemEval history's turns written as notes into its own store, then every decision of the
//      phrasing sets and the ADRs' Decision sections stored as the capture hook stores them.
//   B. The phrasing sets' rows written in turn into one store: decisions through capture, the rest as notes.
// Usage: node --import tsx scripts/notes-supersede-lab.ts
import { resolve } from 'node:path';
import { extractDecisions } from '../src/capture/extract.ts';
import { loadEmbedder } from '../src/embed/load.ts';
import { prepareMemory, remember, rememberPrepared } from '../src/engine/remember.ts';
import { supersedeByOption } from '../src/lifecycle/supersede.ts';
import type { Store } from '../src/store/store.ts';
import { adrRecords, locomo, longmemeval } from './bench/datasets.ts';
import { PHRASING_SETS, readPhrasing } from './bench/phrasing.ts';
import { openBenchStore } from './bench/quality.ts';

const root = resolve(process.env.ENGRIM_BENCH ?? '../shared/bench');
const { embedder } = loadEmbedder('');
const rows = PHRASING_SETS.flatMap((set) => readPhrasing(set.file));
const decisions = [...rows.filter((r) => r.decision).map((r) => r.text), ...(adrRecords(root) ?? []).map((r) => r.decision)];
let t = Date.UTC(2026, 0, 1);

/** Stores what capture finds in `text` as the capture hook does; the notes it superseded, as "note → decision" lines. */
function capture(store: Store, text: string): string[] {
  const out: string[] = [];
  for (const c of extractDecisions(text)) {
    const { supersedes, context, ...memory } = c;
    const stored = rememberPrepared(store, embedder, prepareMemory(embedder, { ...memory, context: context ?? null }), (t += 60_000));
    const ids = [...stored.superseded];
    if (supersedes && (!stored.merged || stored.fuller)) {
      const id = supersedeByOption(store, stored.memory.id, supersedes, t);
      if (id) ids.push(id);
    }
    for (const id of ids) {
      const m = store.require(id);
      if (m.kind === 'note') out.push(`  ${m.content.slice(0, 110).replace(/\n/g, ' ')}\n      → ${c.content.slice(0, 110).replace(/\n/g, ' ')}`);
    }
  }
  return out;
}

const a: string[] = [];
let notesA = 0;
for (const bs of [...(locomo(root) ?? []), ...(longmemeval(root) ?? [])]) {
  const { store, dispose } = openBenchStore({ name: 'notes', memories: [], queries: [] }, embedder, 'engrim-notes-');
  try {
    for (const m of bs.memories) {
      const content = m.content.replace(/^[^:\n]{1,40}:\s+/, '');
      if (!content.trim()) continue;
      remember(store, embedder, { content, kind: 'note' }, (t += 60_000));
      notesA++;
    }
    for (const d of decisions) a.push(...capture(store, d));
  } finally {
    dispose();
  }
}
console.log(`A. ${notesA} LoCoMo and LongMemEval turns as notes (each conversation its own store), ${decisions.length} decision texts captured after them: ${a.length} notes superseded`);
for (const line of a) console.log(line);

const b: string[] = [];
{
  const { store, dispose } = openBenchStore({ name: 'notes', memories: [], queries: [] }, embedder, 'engrim-notes-');
  try {
    for (const row of rows) {
      if (row.decision) b.push(...capture(store, row.text));
      else remember(store, embedder, { content: row.text, kind: 'note' }, (t += 60_000));
    }
  } finally {
    dispose();
  }
}
console.log(`B. ${rows.length} phrasing rows in turn (${rows.filter((r) => !r.decision).length} as notes): ${b.length} notes superseded`);
for (const line of b) console.log(line);
