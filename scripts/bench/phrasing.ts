import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { extractDecisions } from '../../src/capture/extract.ts';

// Capture on the way coding agents state (or do not state) a decision: the
// labelled sentences of bench/phrasing/*.jsonl (see its README).
// A decision sentence counts as found when a decision is captured from it; an
// expected rejected option counts as found when a captured one names it (half
// its words or more, either way round: "Rollup directly" names "Rollup"); a
// captured option that names none of a sentence's expected ones is a wrong one
// ("11" from "6 minutes instead of 11"); a sentence that decides nothing counts
// as a false capture if anything is.

/**
 * The sets, in the repository (they need no ../shared), in the order they were written. Each was committed
 * before the heuristics were first run on it; `tuned`: the heuristics were changed after that to read it
 * better, so its figures are no estimate for unseen text. The others are held out.
 */
export const PHRASING_SETS: { name: string; file: string; tuned: boolean }[] = [
  { name: 'agent-phrasing-1', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-1.jsonl'), tuned: true },
  { name: 'agent-phrasing-2', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-2.jsonl'), tuned: true },
  { name: 'agent-phrasing-3', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-3.jsonl'), tuned: true },
  { name: 'agent-phrasing-4', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-4.jsonl'), tuned: true },
  { name: 'agent-phrasing-5', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-5.jsonl'), tuned: true },
  { name: 'agent-phrasing-6', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-6.jsonl'), tuned: true },
  { name: 'agent-phrasing-7', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-7.jsonl'), tuned: true },
  { name: 'agent-phrasing-8', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-8.jsonl'), tuned: false },
  { name: 'agent-phrasing-9', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-9.jsonl'), tuned: false },
  { name: 'agent-phrasing-10', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-10.jsonl'), tuned: false },
  { name: 'agent-phrasing-11', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-11.jsonl'), tuned: true },
  { name: 'agent-phrasing-12', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-12.jsonl'), tuned: true },
  { name: 'agent-phrasing-13', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-13.jsonl'), tuned: true },
  { name: 'agent-phrasing-14', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-14.jsonl'), tuned: false },
  { name: 'agent-phrasing-15', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-15.jsonl'), tuned: true },
  { name: 'agent-phrasing-16', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-16.jsonl'), tuned: true },
  { name: 'agent-phrasing-17', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-17.jsonl'), tuned: true },
  { name: 'agent-phrasing-18', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-18.jsonl'), tuned: true },
  { name: 'agent-phrasing-19', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-19.jsonl'), tuned: true },
  { name: 'agent-phrasing-20', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-20.jsonl'), tuned: true },
  { name: 'agent-phrasing-21', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-21.jsonl'), tuned: true },
  { name: 'agent-phrasing-22', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-22.jsonl'), tuned: true },
  { name: 'agent-phrasing-23', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-23.jsonl'), tuned: true },
  { name: 'agent-phrasing-24', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-24.jsonl'), tuned: true },
  { name: 'agent-phrasing-25', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-25.jsonl'), tuned: true },
  { name: 'agent-phrasing-26', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-26.jsonl'), tuned: false },
  { name: 'agent-phrasing-27', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-27.jsonl'), tuned: false },
  { name: 'agent-phrasing-28', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-28.jsonl'), tuned: false },
  { name: 'agent-phrasing-29', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-29.jsonl'), tuned: false },
  { name: 'agent-phrasing-30', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-30.jsonl'), tuned: true },
  { name: 'agent-phrasing-31', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-31.jsonl'), tuned: false },
  { name: 'agent-phrasing-32', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-32.jsonl'), tuned: false },
  { name: 'agent-phrasing-33', file: resolve(import.meta.dirname, '../../bench/phrasing/agent-phrasing-33.jsonl'), tuned: false },
];

export interface PhrasingRow {
  text: string;
  decision: boolean;
  rejected: string[];
}

export interface PhrasingResult {
  decisions: number;
  decisionsFound: number;
  others: number;
  falseCaptures: number;
  rejectedExpected: number;
  rejectedFound: number;
  /** Options captured from a decision sentence that name none of the ones it turns down. */
  rejectedWrong: number;
  /** What went wrong, for `capture-lab --list`. */
  misses: string[];
}

const words = (s: string) => s.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}.+#-]*/gu) ?? [];

/** Whether a captured option names the expected one. */
export function namesOption(found: string, expected: string): boolean {
  const f = new Set(words(found));
  const e = words(expected);
  const shared = e.filter((w) => f.has(w)).length;
  return shared > 0 && (shared / e.length >= 0.5 || shared / f.size >= 0.5);
}

/** The rows of a labelled JSONL set; a row `valid` refuses is named with its place and the `expected` shape. */
export function readLabelled<T>(file: string, valid: (row: T) => boolean, expected: string): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l, i) => {
      const row = JSON.parse(l) as T;
      if (!valid(row)) throw new Error(`${file}:${i + 1}: expected ${expected}`);
      return row;
    });
}

export function readPhrasing(file: string): PhrasingRow[] {
  return readLabelled<PhrasingRow>(
    file,
    (row) => typeof row.text === 'string' && typeof row.decision === 'boolean' && Array.isArray(row.rejected),
    '{"text": string, "decision": boolean, "rejected": string[]}',
  );
}

export function phrasingQuality(rows: PhrasingRow[]): PhrasingResult {
  const r: PhrasingResult = { decisions: 0, decisionsFound: 0, others: 0, falseCaptures: 0, rejectedExpected: 0, rejectedFound: 0, rejectedWrong: 0, misses: [] };
  for (const row of rows) {
    const captured = extractDecisions(row.text).filter((c) => c.kind === 'decision');
    const options = captured.flatMap((c) => c.decision?.rejected ?? []).map((x) => x.option);
    if (!row.decision) {
      r.others++;
      if (captured.length) {
        r.falseCaptures++;
        r.misses.push(`false capture: ${row.text}`);
      }
      continue;
    }
    r.decisions++;
    if (captured.length) r.decisionsFound++;
    else r.misses.push(`decision missed: ${row.text}`);
    for (const expected of row.rejected) {
      r.rejectedExpected++;
      if (options.some((o) => namesOption(o, expected))) r.rejectedFound++;
      else r.misses.push(`rejected option missed: "${expected}" (found ${JSON.stringify(options)}) in: ${row.text}`);
    }
    for (const option of options.filter((o) => !row.rejected.some((expected) => namesOption(o, expected)))) {
      r.rejectedWrong++;
      r.misses.push(`wrong rejected option: "${option}" in: ${row.text}`);
    }
  }
  return r;
}

/** The figures of a measurement, as the bench report keeps them: all but its misses. */
export function withoutMisses<T extends { misses: string[] }>(r: T): Omit<T, 'misses'> {
  const { misses: _misses, ...figures } = r;
  return figures;
}

export const phrasingFigures = (r: PhrasingResult): Omit<PhrasingResult, 'misses'> => withoutMisses(r);
