// `npm run bench`: retrieval quality on ../shared/bench and speed/size figures,
// one report. Writes bench/results/<date>.json and .md. See docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { buildSync } from 'esbuild';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { defaultModelDir, loadEmbedder } from '../src/embed/load.ts';
import { captureFigures, captureQuality } from './bench/capture.ts';
import { captureRecall } from './bench/capture-recall.ts';
import { PHRASING_SETS, phrasingFigures, phrasingQuality, readPhrasing } from './bench/phrasing.ts';
import { REASON_SETS, reasonFigures, reasonsQuality, readReasons } from './bench/reasons.ts';
import { RESPONSE_SETS, readResponses, responseFigures, responsesQuality } from './bench/responses.ts';
import { chatSupersessions, independentSupersessions, updatesQuality } from './bench/updates.ts';
import { adr, locomo, longmemeval, withDistractors, withOthers } from './bench/datasets.ts';
import { ndcgAt, recallAt, round } from './bench/metrics.ts';
import { bootstrapRow, crossFit, GRID_VARIANTS, pairedBootstrap } from './bench/crossfit.ts';
import { adrMetrics, locomoMetrics, longmemevalMetrics, runStores, VARIANTS, type Ranked } from './bench/quality.ts';
import { renderMarkdown } from './bench/render.ts';
import { tokenEstimatorError } from './bench/tokens.ts';
import { exportOnnxDir } from './export-onnx.ts';
import { dbBytes, fillerTexts, peakRssMb, percentile, timeSpawn, warmSearch, writeJsonl } from './bench/speed.ts';

const args = new Set(process.argv.slice(2));
const quick = args.has('--quick'); // skips the 100k store and shortens loops
const benchRoot = resolve(process.env.ENGRIM_BENCH_DATA ?? '../shared/bench');
const BIN = { engrim: resolve('dist/engrim.mjs'), recall: resolve('dist/engrim-recall.cjs'), capture: resolve('dist/engrim-capture.cjs') };
const report: Record<string, any> = {
  date: new Date().toISOString(),
  machine: { cpu: cpus()[0]?.model, cores: cpus().length, memoryGB: round(totalmem() / 2 ** 30, 1), node: process.version, platform: process.platform },
};
const log = (s: string) => process.stderr.write(`${s}\n`);

/** Memories from other chats added to every LoCoMo store for the at-scale figures. */
const DISTRACTORS = 10_000;

/** Hybrid (default) − BM25 with the boosts, per query, R@10 and nDCG@10, as a paired bootstrap (an at-scale set). */
function hybridVsBm25AtScale(ranked: Ranked[], label: string) {
  const compare = (f: (x: string[], r: Ranked) => number) =>
    bootstrapRow(ranked.map((r) => f(r.byVariant.get('hybrid (default)')!, r) - f(r.byVariant.get('fulltext (BM25, porter)')!, r)));
  return {
    [`${label} R@10`]: compare((x, r) => recallAt(x, r.query.relevant, 10)),
    [`${label} nDCG@10`]: compare((x, r) => ndcgAt(x, r.query.relevant, 10)),
  };
}

// ---- quality ---------------------------------------------------------------
{
  const { embedder, warning } = loadEmbedder('');
  if (warning) log(`warning: ${warning}`);
  report.model = embedder?.id ?? null;
  const quality: Record<string, any> = {};
  const variants = [...VARIANTS, ...GRID_VARIANTS];
  const folded: Record<string, Ranked[]> = {};
  const datasets = [
    { key: 'locomo', label: 'LoCoMo', folder: 'locomo', load: locomo, metrics: locomoMetrics, withRecall: false },
    { key: 'longmemeval', label: 'LongMemEval_S', folder: 'longmemeval_s', load: longmemeval, metrics: longmemevalMetrics, withRecall: true },
    { key: 'adr', label: 'ADR', folder: 'adr', load: adr, metrics: adrMetrics, withRecall: false },
  ];
  for (const d of datasets) {
    const stores = d.load(benchRoot);
    if (!stores) {
      log(`skip ${d.label}: ${benchRoot}/${d.folder} not found`);
      continue;
    }
    if (!stores.some((s) => s.queries.length > 0)) {
      log(`skip ${d.label}: ${benchRoot}/${d.folder} holds no usable item (see its loader in scripts/bench/datasets.ts)`);
      continue;
    }
    log(`quality: ${d.label}…`);
    const { ranked, historyTokens } = runStores(stores, embedder, variants, d.withRecall);
    folded[d.key] = ranked;
    quality[d.key] = Object.fromEntries(VARIANTS.map((v) => [v.name, d.metrics(ranked, v.name)]));
    if (d.withRecall) {
      // Does the real ≤ 1,000-token recall block hold an answer turn?
      const blocks = ranked.map((r) => r.block!);
      quality[d.key].evidenceInBudget = {
        hitRate: round(blocks.filter((b) => b.hit).length / blocks.length),
        budget: 1000,
        historyTokensMean: Math.round(historyTokens.reduce((a, b) => a + b, 0) / historyTokens.length),
        blockTokensMean: Math.round(blocks.reduce((a, b) => a + b.tokens, 0) / blocks.length),
        blockTokensMax: Math.max(...blocks.map((b) => b.tokens)),
        questions: blocks.length,
      };
    }
  }
  if (embedder && folded.locomo && folded.longmemeval && folded.adr) {
    quality.crossFit = crossFit({ locomo: folded.locomo, longmemeval: folded.longmemeval, adr: folded.adr });
    quality.hybridVsBm25 = pairedBootstrap({ locomo: folded.locomo, longmemeval: folded.longmemeval, adr: folded.adr }, 'hybrid (default)', 'fulltext (BM25, porter)');
    quality.softVsOff = pairedBootstrap({ locomo: folded.locomo, longmemeval: folded.longmemeval, adr: folded.adr }, 'hybrid (default)', 'hybrid, soft matching off');
    quality.periodVsOff = pairedBootstrap({ locomo: folded.locomo, longmemeval: folded.longmemeval, adr: folded.adr }, 'hybrid (default)', 'hybrid, date boost off');
    quality.sourceVsOff = pairedBootstrap({ locomo: folded.locomo, longmemeval: folded.longmemeval, adr: folded.adr }, 'hybrid (default)', 'hybrid, source boost off');
  }
  // At scale: every LoCoMo conversation's store holds 10,000 LongMemEval turns besides its own
  // (other people's chats, the same genre), as a long-used store would; the questions stay LoCoMo's.
  const pool = folded.locomo && embedder ? longmemeval(benchRoot) : null;
  if (pool) {
    log('quality: LoCoMo among 10,000 distractors…');
    const names = ['hybrid (default)', 'fulltext (BM25, porter)', 'fulltext, date and source boosts off (plain BM25)', 'semantic'];
    const scaleVariants = VARIANTS.filter((v) => names.includes(v.name));
    const stores = withDistractors(locomo(benchRoot)!, pool, DISTRACTORS);
    const { ranked } = runStores(stores, embedder, scaleVariants);
    quality.locomoDistractors = {
      distractors: stores[0].memories.length - locomo(benchRoot)![0].memories.length,
      variants: Object.fromEntries(scaleVariants.map((v) => [v.name, locomoMetrics(ranked, v.name)])),
      hybridVsBm25: hybridVsBm25AtScale(ranked, 'LoCoMo'),
    };
  }
  // The same for LongMemEval: every question's store also holds 10,000 turns of the other questions' haystacks.
  const lme = folded.longmemeval && embedder ? longmemeval(benchRoot) : null;
  if (lme) {
    log('quality: LongMemEval among 10,000 distractors…');
    const names = ['hybrid (default)', 'fulltext (BM25, porter)'];
    const scaleVariants = VARIANTS.filter((v) => names.includes(v.name));
    const stores = withOthers(lme, DISTRACTORS);
    const { ranked } = runStores(stores, embedder, scaleVariants);
    quality.longmemevalDistractors = {
      distractors: Math.min(...stores.map((s, i) => s.memories.length - lme[i].memories.length)),
      variants: Object.fromEntries(scaleVariants.map((v) => [v.name, longmemevalMetrics(ranked, v.name)])),
      hybridVsBm25: hybridVsBm25AtScale(ranked, 'LME turn'),
    };
  }
  const capture = captureQuality(benchRoot);
  if (capture) quality.capture = captureFigures(capture);
  const withoutContext = captureRecall(benchRoot, embedder, false);
  if (withoutContext) quality.captureRecall = { withContext: captureRecall(benchRoot, embedder, true), withoutContext };
  quality.phrasing = Object.fromEntries(PHRASING_SETS.map(({ name, file, tuned }) => [name, { tuned, ...phrasingFigures(phrasingQuality(readPhrasing(file))) }]));
  quality.reasons = Object.fromEntries(REASON_SETS.map(({ name, file, tuned }) => [name, { tuned, ...reasonFigures(reasonsQuality(readReasons(file))) }]));
  quality.responses = Object.fromEntries(RESPONSE_SETS.map(({ name, file, tuned }) => [name, { tuned, ...responseFigures(responsesQuality(readResponses(file))) }]));
  const independent = independentSupersessions(embedder, benchRoot);
  const chat = chatSupersessions(embedder, benchRoot);
  quality.updates = {
    sets: Object.fromEntries(Object.entries(updatesQuality(embedder)).map(([name, { misses, ...f }]) => [name, f])),
    independent: { decisions: independent.decisions, notes: independent.notes, superseded: independent.superseded.length },
    chat: { turns: chat.turns, superseded: chat.superseded.length, evidence: chat.evidence },
  };
  report.quality = quality;
  report.tokenEstimator = tokenEstimatorError(benchRoot);
}

// ---- speed and size ----------------------------------------------------------
{
  const runs = quick ? 7 : 21;
  // Bare `node -e 0`: measured here, and again interleaved with each store's hook runs, whose
  // ratios use that interleaved figure (the machine is shared: its speed drifts within a run).
  const nodeBare = timeSpawn(['-e', '0'], '', runs);
  report.nodeBare = { p50: round(percentile(nodeBare, 50), 1), p95: round(percentile(nodeBare, 95), 1) };
  // The CLI and each hook are one CommonJS bundle started by a small launcher; the MCP SDK and the
  // HTTP stack are bundles of their own, loaded only by `engrim mcp` / `serve`.
  report.bundles = {
    ...Object.fromEntries(['engrim', 'engrim-recall', 'engrim-capture'].map((n) => [`${n}.mjs`, statSync(`dist/${n}.mjs`).size])),
    ...Object.fromEntries(['engrim-recall', 'engrim-capture'].map((n) => [`${n}.cjs`, statSync(`dist/${n}.cjs`).size])),
    ...Object.fromEntries(['engrim-recall', 'engrim-capture'].map((n) => [`hooks/${n}.cjs`, statSync(`dist/hooks/${n}.cjs`).size])),
    ...Object.fromEntries(readdirSync('dist/cli').map((f) => [`cli/${f}`, statSync(`dist/cli/${f}`).size])),
  };

  // Model readiness in fresh processes (bundled, as the hook loads it). The
  // probe sits under node_modules/.cache so it resolves onnxruntime-node as Engrim does.
  const probeDir = join('node_modules', '.cache', 'engrim-bench');
  mkdirSync(probeDir, { recursive: true });
  const probe = join(probeDir, 'probe.mjs');
  buildSync({ entryPoints: ['scripts/bench/model-probe.ts'], bundle: true, platform: 'node', format: 'esm', outfile: probe, logLevel: 'warning' });
  const measure = (args: string[]) => {
    const probes = Array.from({ length: runs }, () => JSON.parse(spawnSync(process.execPath, [probe, ...args], { encoding: 'utf8' }).stdout) as Record<string, number>);
    const stat = (k: string) => ({ p50: round(percentile(probes.map((p) => p[k]), 50), 2), p95: round(percentile(probes.map((p) => p[k]), 95), 2) });
    return { readyMs: stat('readyMs'), firstEmbedMs: stat('firstEmbedMs'), secondEmbedMs: stat('secondEmbedMs'), rssMb: stat('rssMb') };
  };
  report.model = { id: report.model, ...measure([defaultModelDir()!]) };
  // The ONNX backend on the same model (its graph written by scripts/export-onnx.ts), when onnxruntime-node is installed.
  try {
    createRequire(import.meta.url).resolve('onnxruntime-node');
    const onnxDir = join(probeDir, 'onnx-model');
    exportOnnxDir(defaultModelDir()!, onnxDir);
    report.onnx = measure([onnxDir, 'onnx']);
  } catch (error) {
    log(`skip ONNX backend timing: ${(error as Error).message.split('\n')[0]}`);
  }

  const sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000];
  const texts = fillerTexts(benchRoot, sizes[sizes.length - 1]);
  const prompts = ['How did we set up the database migrations for the project?', 'What did I say about my trip to Japan last spring?', 'Which recipe did you recommend for a vegetarian dinner?', 'What was the decision about the deploy pipeline and the tests?'];
  const work = mkdtempSync(join(tmpdir(), 'engrim-bench-speed-'));
  report.stores = {};
  // The CLI's code cache, as the hooks' (below), in the run's own folder: the first import writes it.
  const cliEnv = { ENGRIM_CACHE_DIR: join(work, 'cache') };
  try {
    // What any import pays before its first memory (node, the CLI, the model, the database opened and
    // created): the median of five imports of one line, each into a new file, after one that writes
    // the CLI's code cache (src/cli/launcher.ts); and the same without the code cache.
    writeJsonl(join(work, 'one.jsonl'), texts.slice(0, 1));
    const importOne = (i: number, env: NodeJS.ProcessEnv) => {
      const t0 = performance.now();
      const r = spawnSync(process.execPath, [BIN.engrim, 'import', join(work, 'one.jsonl'), '--json', '--db', join(work, `one${i}.db`)], { encoding: 'utf8', env: { ...process.env, ...env } });
      if (r.status !== 0) throw new Error(`import failed: ${r.stderr}`);
      return performance.now() - t0;
    };
    importOne(0, cliEnv);
    const startRuns: number[] = [];
    const startRunsNoCache: number[] = [];
    for (let i = 1; i <= 5; i++) {
      startRuns.push(importOne(i, cliEnv));
      startRunsNoCache.push(importOne(i + 5, { ...cliEnv, ENGRIM_COMPILE_CACHE: '0' }));
    }
    report.importStartMs = round(percentile(startRuns, 50), 1);
    report.importStartMsNoCompileCache = round(percentile(startRunsNoCache, 50), 1);
    for (const n of sizes) {
      log(`speed: ${n} memories…`);
      const db = join(work, `s${n}.db`);
      const file = join(work, `s${n}.jsonl`);
      writeJsonl(file, texts.slice(0, n));
      // One import's wall time is a single sample of a noisy machine: up to 10k memories, the median of three
      // imports, each into a new file (the last one is the store measured below).
      const importRuns = (n <= 10_000 ? [0, 1, 2] : [0]).map(() => {
        rmSync(db, { force: true });
        rmSync(`${db}-wal`, { force: true });
        rmSync(`${db}-shm`, { force: true });
        const t0 = performance.now();
        const imp = spawnSync(process.execPath, [BIN.engrim, 'import', file, '--json', '--db', db], { encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, ...cliEnv } });
        if (imp.status !== 0) throw new Error(`import failed: ${imp.stderr}`);
        return performance.now() - t0;
      });
      const importMs = percentile(importRuns, 50);
      spawnSync('sqlite3', [db, 'PRAGMA wal_checkpoint(TRUNCATE)']);
      const event = (p: string, cwd = work) => JSON.stringify({ session_id: 'bench', cwd, hook_event_name: 'UserPromptSubmit', prompt: p });
      // Interleaved run by run with the default, same conditions: the same hook in a project whose config turns
      // soft matching off, and the same hook without its V8 code cache (src/util/launch.ts).
      const softOff = join(work, 'soft-off');
      mkdirSync(join(softOff, '.engrim'), { recursive: true });
      writeFileSync(join(softOff, '.engrim', 'config.json'), JSON.stringify({ fusion: { soft: 0 } }));
      const env = { ENGRIM_DB: db, ENGRIM_CACHE_DIR: join(work, 'cache') };
      timeSpawn([BIN.recall, '--agent', 'claude'], event(prompts[0]), 1, env); // as after an agent's first prompt: the code cache exists
      const bare: number[] = [];
      const hook: number[] = [];
      const hookOff: number[] = [];
      const hookNoCache: number[] = [];
      // The capture hook after a response, on a copy of the store (what it stores stays out of the store
      // measured here): one with two decisions (each run's own, so each is stored, not merged), one with none.
      const captureDb = join(work, `capture${n}.db`);
      copyFileSync(db, captureDb);
      const captureEnv = { ...env, ENGRIM_DB: captureDb };
      const stop = (text: string, i: number) => JSON.stringify({ session_id: `bench-${i}`, cwd: work, hook_event_name: 'Stop', last_assistant_message: text });
      const decided = (i: number) =>
        `I went with pnpm workspaces over Nx for repo ${i} because Nx is heavy for three packages. Switched the logger of service ${i} to pino instead of winston, since pino is faster. The tests pass now.`;
      const undecided = 'The tests pass now. I updated the README with the new flags and fixed the typo in the CLI help.';
      timeSpawn([BIN.capture, '--agent', 'claude'], stop(decided(-1), -1), 1, captureEnv); // its first run writes its code cache
      const capture: number[] = [];
      const captureNone: number[] = [];
      for (let i = 0; i < Math.ceil(runs / prompts.length) * prompts.length; i++) {
        const p = prompts[i % prompts.length];
        bare.push(...timeSpawn(['-e', '0'], '', 1));
        hook.push(...timeSpawn([BIN.recall, '--agent', 'claude'], event(p), 1, env));
        hookOff.push(...timeSpawn([BIN.recall, '--agent', 'claude'], event(p, softOff), 1, env));
        hookNoCache.push(...timeSpawn([BIN.recall, '--agent', 'claude'], event(p), 1, { ...env, ENGRIM_COMPILE_CACHE: '0' }));
        capture.push(...timeSpawn([BIN.capture, '--agent', 'claude'], stop(decided(i), i), 1, captureEnv));
        captureNone.push(...timeSpawn([BIN.capture, '--agent', 'claude'], stop(undecided, i), 1, captureEnv));
      }
      rmSync(captureDb, { force: true });
      const p50 = percentile(hook, 50);
      const p95 = percentile(hook, 95);
      const bareP50 = percentile(bare, 50);
      const ratio = (ms: number) => round(ms / bareP50, 2);
      report.stores[n] = {
        nodeBareMs: round(bareP50, 1),
        importPerSecond: Math.round(n / (importMs / 1000)),
        importPerSecondAfterStart: Math.round(n / ((importMs - report.importStartMs) / 1000)),
        importSeconds: round(importMs / 1000, 2),
        importSecondsRuns: importRuns.map((ms) => round(ms / 1000, 2)),
        hookColdMs: { p50: round(p50, 1), p95: round(p95, 1), p50xNode: ratio(p50), p95xNode: ratio(p95) },
        hookColdMsSoftOff: { p50: round(percentile(hookOff, 50), 1), p50xNode: ratio(percentile(hookOff, 50)) },
        hookColdMsNoCompileCache: { p50: round(percentile(hookNoCache, 50), 1), p50xNode: ratio(percentile(hookNoCache, 50)) },
        captureColdMs: { p50: round(percentile(capture, 50), 1), p95: round(percentile(capture, 95), 1), p50xNode: ratio(percentile(capture, 50)) },
        captureColdMsNoDecision: { p50: round(percentile(captureNone, 50), 1), p50xNode: ratio(percentile(captureNone, 50)) },
        hookPeakRssMb: peakRssMb([BIN.recall, '--agent', 'claude'], event(prompts[0]), env),
        warmSearchMs: warmSearch(db, [...prompts, ...texts.slice(0, 40).map((t) => t.slice(0, 80))]),
        dbBytesPerMemory: Math.round(dbBytes(db) / n),
      };
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

// ---- report --------------------------------------------------------------------
mkdirSync('bench/results', { recursive: true });
const day = report.date.slice(0, 10);
writeFileSync(`bench/results/${day}.json`, `${JSON.stringify(report, null, 2)}\n`);
const md = renderMarkdown(report);
writeFileSync(`bench/results/${day}.md`, md);
process.stdout.write(md);
