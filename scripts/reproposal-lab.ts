// Re-proposal lab: how often a prompt that asks for something else is told it proposes a rejected option
// again. Every decision capture stores from the phrasing sets it was tuned on (bench/phrasing; not the
// held-out ones, whose captures this would print) stands in for a project's memory; the generic coding prompts
// (scripts/bench/coding-prompts.txt, which no memory answers) are asked; each prompt that names every word
// of a rejected option (src/recall/rejections.ts) is listed with that option.
//
//   node --import tsx scripts/reproposal-lab.ts     # a second on 2 cores
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { extractDecisions } from '../src/capture/extract.ts';
import { reproposedRejections } from '../src/recall/rejections.ts';
import { queryTerms } from '../src/search/fts-query.ts';
import type { Memory } from '../src/types.ts';
import { PHRASING_SETS, readPhrasing } from './bench/phrasing.ts';

const decisions = PHRASING_SETS.filter((set) => set.tuned)
  .flatMap((set) => readPhrasing(set.file))
  .flatMap((row) => extractDecisions(row.text))
  .filter((c) => c.decision?.rejected?.length);
const prompts = readFileSync(resolve(import.meta.dirname, 'bench/coding-prompts.txt'), 'utf8').split('\n').filter(Boolean);
let flagged = 0;
for (const prompt of prompts) {
  const terms = new Set(queryTerms(prompt));
  const marks = decisions.flatMap((d) => reproposedRejections({ content: d.content, decision: d.decision } as Memory, terms, prompt).map((option) => `"${option}" (${d.content.slice(0, 70)}…)`));
  if (!marks.length) continue;
  flagged++;
  console.log(`${prompt}\n  ${marks.join('\n  ')}`);
}
const options = decisions.reduce((n, d) => n + d.decision!.rejected!.length, 0);
console.log(`${decisions.length} decisions holding ${options} rejected options; ${flagged} of ${prompts.length} coding prompts told they re-propose one`);
