import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { extractDecisions } from '../../src/capture/extract.ts';
import type { Embedder } from '../../src/embed/embedder.ts';
import { recall } from '../../src/recall/recall.ts';
import { adrRecords, type BenchStore } from './datasets.ts';
import { mean, reciprocalRank, round } from './metrics.ts';
import { openBenchStore } from './quality.ts';
import { search } from '../../src/search/search.ts';

// Capture, then recall: what an agent's decision is worth once captured. No agent transcripts are public,
// so real ADRs stand in for an agent's answer: its Context (the problem) then its Decision, as one response
// ("the date helper used the local timezone. I switched it to UTC everywhere…"). What the capture hook
// stores from each (src/capture/extract.ts) goes into one store, as a project's memory would hold them;
// each record's title, the way a later prompt names the topic, then asks for it. Measured with the
// memories' search-only context (the sentence before an unmarked decision, `sentencesBefore`) and without.
// No user prompt is stored as context: the titles would find their records through it.

export interface CaptureRecallFigures {
  records: number;
  /** Records whose response yielded at least one memory (the queries asked). */
  captured: number;
  memories: number;
  /** Title → the record's memories: hybrid search MRR and R@5, and how often the recall block holds one. */
  mrr: number;
  r5: number;
  block: number;
  /** Generic coding prompts (nothing here answers them): items per recall block. */
  offTopicItems: number;
}

/** The bench store: each record's captured memories (ref = record id), with or without their context; titles as queries. */
export function captureRecallStore(root: string, withContext: boolean): BenchStore | null {
  const records = adrRecords(root);
  if (!records) return null;
  const memories: BenchStore['memories'] = [];
  const asked = new Set<string>();
  for (const r of records) {
    for (const c of extractDecisions(`${r.context}\n\n${r.decision}`)) {
      memories.push({ content: c.content, kind: c.kind, type: c.type, decision: c.decision, context: withContext ? c.context : undefined, ref: r.id });
      asked.add(r.id);
    }
  }
  const queries = records.filter((r) => asked.has(r.id)).map((r) => ({ text: r.title, relevant: new Set([r.id]) }));
  return { name: 'adr-captured', memories, queries };
}

const codingPrompts = () => readFileSync(resolve(import.meta.dirname, 'coding-prompts.txt'), 'utf8').split('\n').filter(Boolean);

export function captureRecall(root: string, embedder: Embedder | null, withContext: boolean): CaptureRecallFigures | null {
  const bs = captureRecallStore(root, withContext);
  if (!bs) return null;
  const { store, dispose } = openBenchStore(bs, embedder, 'engrim-capture-recall-');
  try {
    const refOf = new Map(store.list({}).map((m) => [m.id, m.ref!]));
    const rr: number[] = [];
    const r5: number[] = [];
    const block: number[] = [];
    for (const q of bs.queries) {
      const target = [...q.relevant][0];
      const refs = search(store, q.text, { embedder, limit: 20 }).hits.map((h) => h.memory.ref!);
      rr.push(reciprocalRank(refs, target));
      r5.push(refs.slice(0, 5).includes(target) ? 1 : 0);
      block.push(recall(store, q.text, { embedder }).items.some((i) => refOf.get(i.id) === target) ? 1 : 0);
    }
    const offTopic = codingPrompts().map((p) => recall(store, p, { embedder }).items.length);
    return {
      records: adrRecords(root)!.length,
      captured: bs.queries.length,
      memories: bs.memories.length,
      mrr: round(mean(rr)),
      r5: round(mean(r5)),
      block: round(mean(block)),
      offTopicItems: round(mean(offTopic), 2),
    };
  } finally {
    dispose();
  }
}
