import { defineCommand } from 'citty';
import { configuredRecall } from '../../engine/recall.ts';
import { UsageError } from '../../errors.ts';
import { withContext } from '../context.ts';
import { commonArgs, filterArgs, filtersFrom, parseIntFlag, printJson, readStdin, warnAll } from '../shared.ts';

export default defineCommand({
  meta: { name: 'recall', description: 'Print the memory block for a prompt read from stdin (what the hooks inject)' },
  args: {
    budget: { type: 'string', description: 'token budget of the block (default 1000)' },
    limit: { type: 'string', description: 'at most this many memories (default 10)' },
    format: { type: 'string', description: 'text (default) or json: {text, tokens, items}' },
    ...filterArgs,
    ...commonArgs,
  },
  async run({ args }) {
    const format = args.format ?? 'text';
    if (format !== 'text' && format !== 'json') throw new UsageError(`--format must be text or json, got "${format}"`);
    const prompt = await readStdin();
    const budget = parseIntFlag(args.budget, '--budget', 50, 100_000);
    const limit = parseIntFlag(args.limit, '--limit', 1, 100);
    return withContext(args, (ctx) => {
      const result = configuredRecall(ctx.store(), ctx.embedder(), ctx.config, prompt, { filters: filtersFrom(args) });
      warnAll(ctx.warnings, result.warnings);
      if (format === 'json') printJson({ text: result.text, tokens: result.tokens, items: result.items });
      else if (result.text) process.stdout.write(`${result.text}\n`);
    }, { 'recall.budget': budget, 'recall.limit': limit });
  },
});
