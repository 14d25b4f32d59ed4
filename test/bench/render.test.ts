import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { renderMarkdown } from '../../scripts/bench/render.ts';
import { ROOT } from '../helpers.ts';

// The bench writes its JSON before its markdown: a render that throws loses the summary of a 17-minute run.
test('the bench summary renders from the last saved report, every section the report holds', () => {
  const dir = `${ROOT}/bench/results`;
  const last = readdirSync(dir).filter((f) => /^\d{4}-\d{2}-\d{2}\.json$/.test(f)).sort().at(-1)!;
  const report = JSON.parse(readFileSync(`${dir}/${last}`, 'utf8'));
  const md = renderMarkdown(report);
  assert.match(md, /^# Engrim bench — /);
  for (const heading of ['## LoCoMo (turn level, categories 1–4)', '## LongMemEval_S', '## ADR']) assert.ok(md.includes(heading), heading);
  if (report.quality.locomoDistractors) assert.match(md, /Hybrid \(default\) − BM25 \(with the boosts\), paired bootstrap:/);
  for (const n of Object.keys(report.stores)) assert.match(md, new RegExp(`\\n\\| ${n} \\| `), `speed row for ${n} memories`);
});
