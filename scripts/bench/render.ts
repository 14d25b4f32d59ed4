// The bench report as markdown (`bench/results/<date>.md`), apart from the run so that a saved report can be
// rendered again (test/bench/render.test.ts renders the last one).
import { DEFAULT_FUSION } from '../../src/search/fusion.ts';
import type { bootstrapRow } from './crossfit.ts';

/** A paired bootstrap's rows as a markdown table, `column` naming the difference. */
function bootstrapTable(rows: Record<string, ReturnType<typeof bootstrapRow>>, column: string): string[] {
  const lines = [`| metric | queries | ${column} | 95% interval | verdict |`, '|---|---|---|---|---|'];
  for (const [k, v] of Object.entries(rows)) lines.push(`| ${k} | ${v.n} | ${v.diff} | [${v.ci95[0]}, ${v.ci95[1]}] | ${v.verdict} |`);
  return [...lines, ''];
}

/** An at-scale set's hybrid − BM25 bootstrap, introduced. */
function atScaleTable(rows: Record<string, ReturnType<typeof bootstrapRow>>): string[] {
  return ['', 'Hybrid (default) − BM25 (with the boosts), paired bootstrap:', '', ...bootstrapTable(rows, 'hybrid − BM25')];
}

/** The bench report (`bench/results/<date>.json`) as the markdown summary written beside it. */
export function renderMarkdown(r: Record<string, any>): string {
  const lines: string[] = [`# Engrim bench — ${r.date}`, '', `Machine: ${r.machine.cpu}, ${r.machine.cores} cores, ${r.machine.memoryGB} GB, Node ${r.machine.node}. Model: ${r.model?.id ?? r.model}.`, ''];
  const q = r.quality;
  if (q.locomo) {
    lines.push('## LoCoMo (turn level, categories 1–4)', '', '| variant | R@5 | R@10 | nDCG@10 | cat1 R@10 | cat2 R@10 | cat3 R@10 | cat4 R@10 |', '|---|---|---|---|---|---|---|---|');
    for (const [v, m] of Object.entries<any>(q.locomo)) lines.push(`| ${v} | ${m.all['R@5']} | ${m.all['R@10']} | ${m.all['nDCG@10']} | ${m.cat1?.['R@10']} | ${m.cat2?.['R@10']} | ${m.cat3?.['R@10']} | ${m.cat4?.['R@10']} |`);
    lines.push('');
  }
  if (q.longmemeval) {
    lines.push('## LongMemEval_S', '', '| variant | turn R@10 | turn nDCG@10 | session recall_all@5 |', '|---|---|---|---|');
    for (const [v, m] of Object.entries<any>(q.longmemeval)) if (v !== 'evidenceInBudget') lines.push(`| ${v} | ${m['turn R@10']} | ${m['turn nDCG@10']} | ${m['session recall_all@5']} |`);
    const e = q.longmemeval.evidenceInBudget;
    lines.push('', `Evidence-in-budget: **${e.hitRate}** of ${e.questions} questions have an answer turn in the recall block; history ≈ ${e.historyTokensMean} tokens per question, block mean ${e.blockTokensMean} / max ${e.blockTokensMax} tokens (budget ${e.budget}).`, '');
  }
  if (q.adr) {
    lines.push('## ADR decisions', '', '| variant | title MRR | title R@1 | title R@5 | context MRR | context R@1 | context R@5 |', '|---|---|---|---|---|---|---|');
    for (const [v, m] of Object.entries<any>(q.adr)) lines.push(`| ${v} | ${m.title.MRR} | ${m.title['R@1']} | ${m.title['R@5']} | ${m.context.MRR} | ${m.context['R@1']} | ${m.context['R@5']} |`);
    lines.push('');
  }
  if (q.crossFit) {
    const c = q.crossFit;
    lines.push('## Cross-fitted fusion weights', '', `α and the soft-matching weight chosen together on one half of every dataset, scored on the other (two folds): per fold ${c.alphaPerFold.join(' / ')} (default α ${DEFAULT_FUSION.alpha}, soft ${DEFAULT_FUSION.soft}).`, '', '| held-out | ' + Object.keys(c.heldOutHybrid).join(' | ') + ' |', '|---|' + Object.keys(c.heldOutHybrid).map(() => '---').join('|') + '|');
    lines.push('| hybrid (α from the other fold) | ' + Object.values(c.heldOutHybrid).join(' | ') + ' |');
    lines.push('| BM25 alone, same items | ' + Object.values(c.heldOutBm25).join(' | ') + ' |', '');
  }
  if (q.locomoDistractors) {
    const d = q.locomoDistractors;
    lines.push(`## LoCoMo among ${d.distractors} distractors`, '', `Every conversation's store also holds ${d.distractors} LongMemEval turns (other people's chats); the questions and evidence are LoCoMo's (categories 1–4).`, '', '| variant | R@5 | R@10 | nDCG@10 |', '|---|---|---|---|');
    for (const [v, m] of Object.entries<any>(d.variants)) lines.push(`| ${v} | ${m.all['R@5']} | ${m.all['R@10']} | ${m.all['nDCG@10']} |`);
    lines.push(...atScaleTable(d.hybridVsBm25));
  }
  if (q.longmemevalDistractors) {
    const d = q.longmemevalDistractors;
    lines.push(`## LongMemEval among ${d.distractors} distractors`, '', `Every question's store also holds ${d.distractors} turns of the other questions' haystacks (none that its own holds); the questions and answer turns are its own.`, '', '| variant | turn R@10 | turn nDCG@10 |', '|---|---|---|');
    for (const [v, m] of Object.entries<any>(d.variants)) lines.push(`| ${v} | ${m['turn R@10']} | ${m['turn nDCG@10']} |`);
    lines.push(...atScaleTable(d.hybridVsBm25));
  }
  const comparisons: [any, string, string, string][] = [
    [q.hybridVsBm25, '## Hybrid (default) vs BM25: paired bootstrap', 'Per-query differences resampled 2,000 times (fixed seed); an interval holding 0 is a tie at this sample size. BM25 here is the engine\'s fulltext mode, date and source boosts included.', 'hybrid − BM25'],
    [q.softVsOff, '## Soft term matching: hybrid (default) vs the same without it', 'Same paired bootstrap.', 'with − without'],
    [q.periodVsOff, '## Date boost: hybrid (default) vs the same without it', 'Same paired bootstrap. Only questions that name a date or a period can move.', 'with − without'],
    [q.sourceVsOff, '## Source boost: hybrid (default) vs the same without it', 'Same paired bootstrap. Only questions that name a memory\'s agent or speaker can move.', 'with − without'],
  ];
  for (const [result, title, intro, column] of comparisons) {
    if (!result) continue;
    lines.push(title, '', intro, '', ...bootstrapTable(result, column));
  }
  if (q.capture) {
    const c = q.capture;
    lines.push('## Capture (unmarked decisions, `src/capture/heuristics.ts`)', '', `Noise: ${c.chatCaptured} items stored from ${c.chatTurns} LongMemEval / LoCoMo chat turns that decide nothing about code (${c.chatCapturedPer1000} per 1,000 turns); from ${c.promptTurns} LongMemEval user turns taken as prompts, ${c.promptCaptured} decisions stated to the agent or conventions; from ${c.answerPairs} LongMemEval assistant turns and the user's next turn, ${c.answerCaptured} recommendations taken as accepted or options as picked. Recall: ${c.adrWithDecision} of ${c.adrDecisions} ADR Decision sections yield a captured decision (${c.adrRejectedOptions} rejected options). \`node --import tsx scripts/capture-lab.ts --list\` shows them.`, '');
  }
  if (q.captureRecall) {
    const { withContext: w, withoutContext: o } = q.captureRecall;
    lines.push(
      '## Capture, then recall (`scripts/bench/capture-recall.ts`)',
      '',
      `Each ADR's Context then Decision, read as one agent response by the capture pipeline; what it stores from all of them (${w.memories} memories from ${w.captured} of ${w.records} records) in one store; each of those records' titles asks for its memories. Context: the sentence before an unmarked decision, kept as search-only context.`,
      '',
      '| memories | title → hybrid MRR | R@5 | recall block holds it | coding prompts: items per block |',
      '|---|---|---|---|---|',
      `| with context (default) | ${w.mrr} | ${w.r5} | ${w.block} | ${w.offTopicItems} |`,
      `| without | ${o.mrr} | ${o.r5} | ${o.block} | ${o.offTopicItems} |`,
      '',
    );
  }
  if (q.phrasing) {
    lines.push('## Capture on agent phrasing (`bench/phrasing/`)', '', '| set | tuned on | decisions found | false captures | rejected options found | wrong options |', '|---|---|---|---|---|---|');
    for (const [name, p] of Object.entries<any>(q.phrasing)) {
      lines.push(`| ${name} | ${p.tuned ? 'yes' : 'no (held out)'} | ${p.decisionsFound} / ${p.decisions} | ${p.falseCaptures} / ${p.others} | ${p.rejectedFound} / ${p.rejectedExpected} | ${p.rejectedWrong} |`);
    }
    lines.push('', 'A set the heuristics were tuned on gives no estimate for unseen text; the held-out ones do (bench/phrasing/README.md).', '');
  }
  if (q.reasons) {
    lines.push('### The reason given in the sentence after a decision (`bench/phrasing/reasons-*.jsonl`)', '', '| set | tuned on | decisions found | reasons kept | other sentences taken in |', '|---|---|---|---|---|');
    for (const [name, p] of Object.entries<any>(q.reasons)) {
      lines.push(`| ${name} | ${p.tuned ? 'yes' : 'no (held out)'} | ${p.decisionsFound} / ${p.rows} | ${p.reasonsKept} / ${p.reasonsExpected} | ${p.wrongKept} / ${p.rows - p.reasonsExpected} |`);
    }
    lines.push('');
  }
  if (q.responses) {
    lines.push('### Whole responses (`bench/phrasing/responses-*.jsonl`)', '', '| set | tuned on | decisions found | false captures | rejected options found | wrong options |', '|---|---|---|---|---|---|');
    for (const [name, p] of Object.entries<any>(q.responses)) {
      lines.push(`| ${name} | ${p.tuned ? 'yes' : 'no (held out)'} | ${p.decisionsFound} / ${p.decisions} | ${p.falseCaptures} | ${p.rejectedFound} / ${p.rejectedExpected} | ${p.rejectedWrong} |`);
    }
    lines.push('');
  }
  if (q.updates) {
    lines.push('### A setting changed (`bench/phrasing/updates-*.jsonl`)', '', '| set | tuned on | earlier value replaced | replaced wrongly |', '|---|---|---|---|');
    for (const [name, f] of Object.entries<any>(q.updates.sets)) lines.push(`| ${name} | ${f.tuned ? 'yes' : 'no (held out)'} | ${f.replaced} / ${f.replaces} | ${f.wrong} / ${f.others} |`);
    const { independent, chat } = q.updates;
    lines.push('', `Decisions and other sentences that change nothing of each other (the phrasing sets' ${independent.decisions} decisions and ADRs, and their ${independent.notes} other sentences as notes, written in turn): ${independent.superseded} replaced by a changed value.`);
    lines.push('', `Chat turns written in turn as notes (LoCoMo, LongMemEval; each conversation its own database): ${chat.superseded} of ${chat.turns} replaced by a changed value, ${chat.evidence} of them a question's evidence.`, '');
  }
  if (r.tokenEstimator) {
    const t = r.tokenEstimator;
    lines.push('## Token estimator', '', `Against ${t.reference} on ${t.texts} LongMemEval turns: estimate / real p1 ${t.ratio.p1}, p50 ${t.ratio.p50}, p99 ${t.ratio.p99}; under-counted ${t.underCounted} times, by at most ${t.worstUnderCountTokens} tokens.`, '');
  }
  lines.push('## Speed and size', '', `Bare \`node -e 0\`: p50 ${r.nodeBare.p50} ms, p95 ${r.nodeBare.p95} ms. Bundles: ${Object.entries(r.bundles).map(([k, v]) => `${k} ${Math.round((v as number) / 1024)} KB`).join(', ')}.`, '');
  if (r.model?.readyMs) lines.push(`Model in a fresh process: ready p50 ${r.model.readyMs.p50} ms (p95 ${r.model.readyMs.p95}), first query embedded p50 ${r.model.firstEmbedMs.p50} ms (p95 ${r.model.firstEmbedMs.p95}), next ${r.model.secondEmbedMs.p50} ms; process RSS ${r.model.rssMb.p50} MB.`, '');
  if (r.onnx?.readyMs) lines.push(`The same model through the ONNX backend (onnxruntime-node in a worker thread): ready p50 ${r.onnx.readyMs.p50} ms (p95 ${r.onnx.readyMs.p95}), first query p50 ${r.onnx.firstEmbedMs.p50} ms, next ${r.onnx.secondEmbedMs.p50} ms; RSS ${r.onnx.rssMb.p50} MB.`, '');
  lines.push('Hook runs alternate with bare `node -e 0` runs; each row\'s ratios are to that row\'s `node -e 0` p50.', '');
  if (r.importStartMs) lines.push(`An import pays ${r.importStartMs} ms before its first memory (node, the CLI, the model, a new database: the median of five one-line imports; ${r.importStartMsNoCompileCache} ms without the CLI's code cache); "after start" divides by the rest of the wall time. Up to 10k memories the import figure is the median of three imports (${Object.entries<any>(r.stores).filter(([, s]) => s.importSecondsRuns?.length > 1).map(([n, s]) => `${n}: ${s.importSecondsRuns.join(' / ')} s`).join('; ')}).`, '');
  lines.push('| memories | import /s (wall) | import /s (after start) | node -e 0 p50 | cold hook p50 (× node) | cold hook p95 (× node) | same, soft matching off, p50 | same, no code cache, p50 | hook peak RSS | warm search p50 / p95 | DB bytes / memory |', '|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [n, s] of Object.entries<any>(r.stores)) {
    const cell = (x?: { p50: number; p50xNode: number }) => (x ? `${x.p50} ms (${x.p50xNode}×)` : 'n/a');
    lines.push(`| ${n} | ${s.importPerSecond} | ${s.importPerSecondAfterStart ?? 'n/a'} | ${s.nodeBareMs} ms | ${cell(s.hookColdMs)} | ${s.hookColdMs.p95} ms (${s.hookColdMs.p95xNode}×) | ${cell(s.hookColdMsSoftOff)} | ${cell(s.hookColdMsNoCompileCache)} | ${s.hookPeakRssMb ?? 'n/a'} MB | ${s.warmSearchMs.p50} / ${s.warmSearchMs.p95} ms | ${s.dbBytesPerMemory} |`);
  }
  const captured = Object.entries<any>(r.stores).filter(([, s]) => s.captureColdMs);
  if (captured.length) {
    lines.push('', 'The capture hook after a response (a Stop event, alternating with the runs above; on a copy of each store): one with two decisions, each stored, and one with none.', '', '| memories | cold capture hook p50, two decisions (× node) | p95 | no decision, p50 (× node) |', '|---|---|---|---|');
    for (const [n, s] of captured) lines.push(`| ${n} | ${s.captureColdMs.p50} ms (${s.captureColdMs.p50xNode}×) | ${s.captureColdMs.p95} ms | ${s.captureColdMsNoDecision.p50} ms (${s.captureColdMsNoDecision.p50xNode}×) |`);
  }
  return `${lines.join('\n')}\n`;
}
