import { resolve } from 'node:path';
import { extractDecisions } from '../../src/capture/extract.ts';
import { readLabelled, withoutMisses } from './phrasing.ts';

// The reason an agent gives in the sentence after its decision ("I went with SQLite for the local cache. It
// needs no server, …"): the labelled responses of bench/phrasing/reasons-*.jsonl. Each holds one decision
// sentence and the sentence after it; `reason` is that sentence when it says why, null when it says
// something else ("All 214 tests pass.", "It runs on port 6006."). A reason counts as kept when the captured
// decision holds it; a wrong one is a sentence labelled null that a captured decision took in.

/** The sets, in the order they were written; `tuned`: the rules were fitted to it (see bench/phrasing/README.md). */
export const REASON_SETS: { name: string; file: string; tuned: boolean }[] = [
  { name: 'reasons-1', file: resolve(import.meta.dirname, '../../bench/phrasing/reasons-1.jsonl'), tuned: true },
  { name: 'reasons-2', file: resolve(import.meta.dirname, '../../bench/phrasing/reasons-2.jsonl'), tuned: false },
];

export interface ReasonRow {
  text: string;
  reason: string | null;
}

export interface ReasonResult {
  rows: number;
  /** Responses whose decision was captured at all. */
  decisionsFound: number;
  reasonsExpected: number;
  reasonsKept: number;
  /** Sentences that give no reason, taken into the decision. */
  wrongKept: number;
  misses: string[];
}

export function readReasons(file: string): ReasonRow[] {
  return readLabelled<ReasonRow>(
    file,
    (row) => typeof row.text === 'string' && (row.reason === null || (typeof row.reason === 'string' && row.text.includes(row.reason))),
    '{"text": string, "reason": string | null}, the reason a part of the text',
  );
}

/** The sentence after the decision: the text's last sentence (each row holds two). */
const after = (row: ReasonRow) => row.reason ?? row.text.slice(row.text.search(/[.!](?:\s+)(?=\S[^]*$)/) + 1).trim();

export function reasonsQuality(rows: ReasonRow[]): ReasonResult {
  const r: ReasonResult = { rows: 0, decisionsFound: 0, reasonsExpected: 0, reasonsKept: 0, wrongKept: 0, misses: [] };
  for (const row of rows) {
    r.rows++;
    const decisions = extractDecisions(row.text).filter((c) => c.kind === 'decision');
    if (!decisions.length) {
      r.misses.push(`decision missed: ${row.text}`);
      if (row.reason) r.reasonsExpected++;
      continue;
    }
    r.decisionsFound++;
    const next = after(row).replace(/`/g, '');
    const kept = decisions.some((d) => d.content.includes(next));
    if (row.reason) {
      r.reasonsExpected++;
      if (kept) r.reasonsKept++;
      else r.misses.push(`reason not kept: ${row.text}`);
    } else if (kept) {
      r.wrongKept++;
      r.misses.push(`not a reason, kept: ${row.text}`);
    }
  }
  return r;
}

export const reasonFigures = (r: ReasonResult): Omit<ReasonResult, 'misses'> => withoutMisses(r);
