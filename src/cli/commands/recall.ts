import { defineCommand } from 'citty';
import { configuredPrimer, configuredRecall } from '../../engine/recall.ts';
import type { Config } from '../../config.ts';
import { UsageError } from '../../errors.ts';
import { gitInfo } from '../../util/git.ts';
import type { ExplainedHit, Verdict } from '../../recall/recall.ts';
import { withContext } from '../context.ts';
import { commonArgs, filterArgs, filtersFrom, parseIntFlag, printJson, readStdin, warnAll } from '../shared.ts';

export default defineCommand({
  meta: { name: 'recall', description: 'Print the memory block for a prompt, given as an argument or read from stdin (what the hooks inject); with no prompt, the memories that stand without one (category slots, T0/T1, decisions, conventions)' },
  args: {
    prompt: { type: 'positional', required: false, description: 'the prompt (else read from stdin)' },
    budget: { type: 'string', description: 'token budget of the block (default 1000)' },
    limit: { type: 'string', description: 'at most this many memories (default 10)' },
    format: { type: 'string', description: 'text (default) or json: {text, tokens, items}' },
    explain: { type: 'boolean', description: 'also say, for each memory search found, why it was kept or left out' },
    ...filterArgs,
    ...commonArgs,
  },
  async run({ args }) {
    const format = args.format ?? 'text';
    if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, got "${format}"`);
    const prompt = typeof args.prompt === 'string' && args.prompt.trim() ? args.prompt : await readStdin();
    const budget = parseIntFlag(args.budget, '--budget', 50, 100_000);
    const limit = parseIntFlag(args.limit, '--limit', 1, 100);
    return withContext(args, (ctx) => {
      const { branch } = gitInfo(process.cwd());
      const result = prompt.trim()
        ? configuredRecall(ctx.store(), ctx.embedder(), ctx.config, prompt, { filters: filtersFrom(args), explain: args.explain, branch })
        : configuredPrimer(ctx.store(), ctx.config, { filters: filtersFrom(args), branch });
      warnAll(ctx.warnings, result.warnings);
      if (format === 'json') printJson({ text: result.text, tokens: result.tokens, items: result.items, ...(args.explain ? { explained: result.explained } : {}) });
      else {
        if (result.text) process.stdout.write(`${result.text}\n`);
        if (args.explain) process.stdout.write(result.explained ? renderExplained(result.explained, ctx.config) : '\nWhy: no prompt, so no search: the block holds the memories that stand without one.\n');
      }
    }, { 'recall.budget': budget, 'recall.limit': limit });
  },
});

const MEANING: Record<Verdict, string> = {
  kept: 'in the block',
  flagged: 'tagged flagged: never recalled',
  'not relevant': 'no prompt word matched it and its cosine is under recall.minCosine',
  'too little overlap': 'it shares too few of the prompt\'s words (recall.minOverlap) and its cosine is under recall.minCosine',
  'far in meaning': 'it shares words with the prompt, but under half of them, and its cosine is under recall.minWordCosine: the words mean other things there',
  weak: 'relevant, but its score is under recall.minScoreShare of the best one\'s',
  'in context': 'relevant, but the session-start block already gave it to the agent',
  'said in another': 'relevant, but a memory in the block says all it says and more',
  'over budget': 'relevant, but the token budget was spent on better ones',
  'item limit': 'relevant or not, recall.limit memories came before it',
  'no anchor': 'relevant, but no memory holds a fifth of the prompt\'s words or is close in meaning, so the block stays empty',
};

/** The --explain table: one line per memory search found, then what each verdict means. */
function renderExplained(hits: ExplainedHit[], config: Config): string {
  if (!hits.length) return '\nWhy: search found nothing for this prompt.\n';
  const lines = [`\nWhy (recall.minCosine ${config.recall.minCosine}, recall.minOverlap ${config.recall.minOverlap}, recall.minScoreShare ${config.recall.minScoreShare}, recall.minWordCosine ${config.recall.minWordCosine}, budget ${config.recall.budget}, limit ${config.recall.limit}):`];
  for (const h of hits) {
    const cos = h.cosine === undefined ? '    -' : h.cosine.toFixed(2).padStart(5);
    const text = h.content.replace(/\s+/g, ' ').slice(0, 60);
    lines.push(`  ${h.verdict.padEnd(18)} ${h.id}  score ${h.score.toFixed(2)}  cos ${cos}  ${h.words ? 'words' : '     '}  ${text}`);
  }
  lines.push('');
  for (const v of new Set(hits.map((h) => h.verdict))) lines.push(`  ${v}: ${MEANING[v]}`);
  return `${lines.join('\n')}\n`;
}
