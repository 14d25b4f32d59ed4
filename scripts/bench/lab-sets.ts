// The sets the recall labs (share-lab, word-cosine-lab) run on: answerable prompts, whose blocks should
// hold evidence, and prompts nothing in the store answers, whose blocks should be empty.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { adr, locomo, longmemeval, type BenchStore } from './datasets.ts';

export type LabQuery = { text: string; relevant: Set<string>; now?: number };
export type LabRun = (set: string, store: BenchStore, queries: LabQuery[], offTopic: boolean) => void;

/**
 * Answerable: LoCoMo (`locomo+`), LongMemEval (`lme+`), ADR titles and Contexts (`adrtitle+`, `adrctx+`).
 * Unanswerable: a third of the LoCoMo questions asked of the next conversation (`locomo−`) and of the ADR
 * store (`adr−`); with `coding`, the generic coding prompts of coding-prompts.txt (written before any rule
 * was tried) asked of the ADR store (`code→adr`) and of three conversations (`code→locomo`).
 */
export function runLabSets(root: string, run: LabRun, options: { coding?: boolean } = {}): void {
  const lo = locomo(root)!, lme = longmemeval(root)!, [ad] = adr(root)!;
  for (const bs of lo) run('locomo+', bs, bs.queries, false);
  for (const bs of lme) run('lme+', bs, bs.queries, false);
  run('adrtitle+', ad, ad.queries.filter((q) => q.group === 'title'), false);
  run('adrctx+', ad, ad.queries.filter((q) => q.group === 'context'), false);
  for (let i = 0; i < lo.length; i++) run('locomo−', lo[(i + 1) % lo.length], lo[i].queries.filter((_, j) => j % 3 === 0), true);
  run('adr−', ad, lo.flatMap((bs) => bs.queries.filter((_, j) => j % 3 === 0)), true);
  if (!options.coding) return;
  const coding = readFileSync(resolve(import.meta.dirname, 'coding-prompts.txt'), 'utf8').split('\n').filter(Boolean).map((text) => ({ text, relevant: new Set<string>() }));
  run('code→adr', ad, coding, true);
  for (const bs of lo.slice(0, 3)) run('code→locomo', bs, coding, true);
}
