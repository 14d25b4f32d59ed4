import { resolve } from 'node:path';
import { extractDecisions } from '../../src/capture/extract.ts';
import { namesOption, readLabelled, withoutMisses } from './phrasing.ts';

// Capture on whole agent responses (markdown with headings, lists, options laid out then one picked): the
// labelled responses of bench/phrasing/responses-*.jsonl (see its README). Each lists the decisions a later
// session needs from it, each known by words (`names`) one of which the captured decision's text holds, with the
// options it turns down. A captured decision holding none of a response's names is a false capture; expected
// options are matched among all the response's captured options, as in the sentence sets (`namesOption`).

/** The sets, in the order they were written; `tuned`: the rules were fitted to it (see bench/phrasing/README.md). */
export const RESPONSE_SETS: { name: string; file: string; tuned: boolean }[] = [
  { name: 'responses-1', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-1.jsonl'), tuned: false },
  { name: 'responses-2', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-2.jsonl'), tuned: true },
  { name: 'responses-3', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-3.jsonl'), tuned: false },
  { name: 'responses-4', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-4.jsonl'), tuned: true },
  { name: 'responses-5', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-5.jsonl'), tuned: true },
  { name: 'responses-6', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-6.jsonl'), tuned: true },
  { name: 'responses-7', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-7.jsonl'), tuned: true },
  { name: 'responses-8', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-8.jsonl'), tuned: true },
  { name: 'responses-9', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-9.jsonl'), tuned: true },
  { name: 'responses-10', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-10.jsonl'), tuned: true },
  { name: 'responses-11', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-11.jsonl'), tuned: true },
  { name: 'responses-12', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-12.jsonl'), tuned: true },
  { name: 'responses-13', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-13.jsonl'), tuned: true },
  { name: 'responses-14', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-14.jsonl'), tuned: true },
  { name: 'responses-15', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-15.jsonl'), tuned: true },
  { name: 'responses-16', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-16.jsonl'), tuned: true },
  { name: 'responses-17', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-17.jsonl'), tuned: true },
  { name: 'responses-18', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-18.jsonl'), tuned: true },
  { name: 'responses-19', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-19.jsonl'), tuned: true },
  { name: 'responses-20', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-20.jsonl'), tuned: true },
  { name: 'responses-21', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-21.jsonl'), tuned: true },
  { name: 'responses-22', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-22.jsonl'), tuned: true },
  { name: 'responses-23', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-23.jsonl'), tuned: true },
  { name: 'responses-24', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-24.jsonl'), tuned: true },
  { name: 'responses-25', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-25.jsonl'), tuned: true },
  { name: 'responses-26', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-26.jsonl'), tuned: true },
  { name: 'responses-27', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-27.jsonl'), tuned: true },
  { name: 'responses-28', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-28.jsonl'), tuned: true },
  { name: 'responses-29', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-29.jsonl'), tuned: true },
  { name: 'responses-30', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-30.jsonl'), tuned: true },
  { name: 'responses-31', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-31.jsonl'), tuned: true },
  { name: 'responses-32', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-32.jsonl'), tuned: true },
  { name: 'responses-33', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-33.jsonl'), tuned: true },
  { name: 'responses-34', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-34.jsonl'), tuned: true },
  { name: 'responses-35', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-35.jsonl'), tuned: true },
  { name: 'responses-36', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-36.jsonl'), tuned: true },
  { name: 'responses-37', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-37.jsonl'), tuned: true },
  { name: 'responses-38', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-38.jsonl'), tuned: true },
  { name: 'responses-39', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-39.jsonl'), tuned: true },
  { name: 'responses-40', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-40.jsonl'), tuned: true },
  { name: 'responses-41', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-41.jsonl'), tuned: true },
  { name: 'responses-42', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-42.jsonl'), tuned: true },
  { name: 'responses-43', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-43.jsonl'), tuned: true },
  { name: 'responses-44', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-44.jsonl'), tuned: true },
  { name: 'responses-45', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-45.jsonl'), tuned: true },
  { name: 'responses-46', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-46.jsonl'), tuned: true },
  { name: 'responses-47', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-47.jsonl'), tuned: true },
  { name: 'responses-48', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-48.jsonl'), tuned: true },
  { name: 'responses-49', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-49.jsonl'), tuned: true },
  { name: 'responses-50', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-50.jsonl'), tuned: true },
  { name: 'responses-51', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-51.jsonl'), tuned: true },
  { name: 'responses-52', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-52.jsonl'), tuned: true },
  { name: 'responses-53', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-53.jsonl'), tuned: true },
  { name: 'responses-54', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-54.jsonl'), tuned: true },
  { name: 'responses-55', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-55.jsonl'), tuned: true },
  { name: 'responses-56', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-56.jsonl'), tuned: true },
  { name: 'responses-57', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-57.jsonl'), tuned: true },
  { name: 'responses-58', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-58.jsonl'), tuned: true },
  { name: 'responses-59', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-59.jsonl'), tuned: true },
  { name: 'responses-60', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-60.jsonl'), tuned: true },
  { name: 'responses-61', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-61.jsonl'), tuned: true },
  { name: 'responses-62', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-62.jsonl'), tuned: true },
  { name: 'responses-63', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-63.jsonl'), tuned: true },
  { name: 'responses-64', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-64.jsonl'), tuned: true },
  { name: 'responses-65', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-65.jsonl'), tuned: true },
  { name: 'responses-66', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-66.jsonl'), tuned: true },
  { name: 'responses-67', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-67.jsonl'), tuned: true },
  { name: 'responses-68', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-68.jsonl'), tuned: true },
  { name: 'responses-69', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-69.jsonl'), tuned: true },
  { name: 'responses-70', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-70.jsonl'), tuned: true },
  { name: 'responses-71', file: resolve(import.meta.dirname, '../../bench/phrasing/responses-71.jsonl'), tuned: false },
];

export interface ResponseRow {
  text: string;
  decisions: { names: string[]; rejected: string[] }[];
}

export interface ResponseResult {
  responses: number;
  decisions: number;
  decisionsFound: number;
  /** Captured decisions that are none of the expected ones. */
  falseCaptures: number;
  rejectedExpected: number;
  rejectedFound: number;
  /** Captured options that name none of the response's expected ones. */
  rejectedWrong: number;
  misses: string[];
}

export function readResponses(file: string): ResponseRow[] {
  return readLabelled<ResponseRow>(
    file,
    (row) =>
      typeof row.text === 'string' &&
      Array.isArray(row.decisions) &&
      row.decisions.every((d) => Array.isArray(d.names) && d.names.length > 0 && Array.isArray(d.rejected)),
    '{"text": string, "decisions": [{"names": string[] (at least one), "rejected": string[]}]}',
  );
}

/** Text as a captured decision keeps it: no code ticks, lower case. */
const plain = (s: string) => s.replace(/`/g, '').toLowerCase();

export function responsesQuality(rows: ResponseRow[]): ResponseResult {
  const r: ResponseResult = { responses: 0, decisions: 0, decisionsFound: 0, falseCaptures: 0, rejectedExpected: 0, rejectedFound: 0, rejectedWrong: 0, misses: [] };
  for (const row of rows) {
    r.responses++;
    const captured = extractDecisions(row.text).filter((c) => c.kind === 'decision');
    const holds = (content: string, names: string[]) => names.some((n) => plain(content).includes(plain(n)));
    for (const d of row.decisions) {
      r.decisions++;
      if (captured.some((c) => holds(c.content, d.names))) r.decisionsFound++;
      else r.misses.push(`decision missed (${d.names.join(' / ')}): ${row.text}`);
    }
    for (const c of captured.filter((c) => !row.decisions.some((d) => holds(c.content, d.names)))) {
      r.falseCaptures++;
      r.misses.push(`false capture: ${c.content}`);
    }
    const expected = row.decisions.flatMap((d) => d.rejected);
    const options = captured.flatMap((c) => c.decision?.rejected ?? []).map((x) => x.option);
    for (const e of expected) {
      r.rejectedExpected++;
      if (options.some((o) => namesOption(o, e))) r.rejectedFound++;
      else r.misses.push(`rejected option missed: "${e}" (found ${JSON.stringify(options)})`);
    }
    for (const o of options.filter((o) => !expected.some((e) => namesOption(o, e)))) {
      r.rejectedWrong++;
      r.misses.push(`wrong rejected option: "${o}"`);
    }
  }
  return r;
}

export const responseFigures = (r: ResponseResult): Omit<ResponseResult, 'misses'> => withoutMisses(r);
