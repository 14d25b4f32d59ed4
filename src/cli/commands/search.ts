import { defineCommand } from 'citty';
import pc from 'picocolors';
import { UsageError } from '../../errors.ts';
import { configuredSearch, contextMatch } from '../../engine/search.ts';
import { SEARCH_MODES, type SearchMode } from '../../types.ts';
import { withContext } from '../context.ts';
import { commonArgs, filterArgs, filtersFrom, jsonArg, memoryLine, parseIntFlag, printJson, warnAll } from '../shared.ts';

export default defineCommand({
  meta: { name: 'search', description: 'Search memories (hybrid BM25 + embeddings by default): what matches a query word or is close in meaning (a hit found through its search context alone shows that part); --mode semantic lists nearest neighbours with their cosine' },
  args: {
    query: { type: 'positional', description: 'what to look for (any text; no query syntax)', required: true },
    limit: { type: 'string', description: 'how many results (default 10)' },
    mode: { type: 'string', description: 'hybrid (default), semantic or fulltext' },
    ...filterArgs,
    ...jsonArg,
    ...commonArgs,
  },
  run({ args }) {
    const mode = (args.mode ?? 'hybrid') as SearchMode;
    if (!SEARCH_MODES.includes(mode)) throw new UsageError(`--mode must be one of ${SEARCH_MODES.join(', ')}, got "${args.mode}"`);
    const limit = parseIntFlag(args.limit, '--limit', 1, 1000) ?? 10;
    return withContext(args, (ctx) => {
      const filters = filtersFrom(args);
      const result = configuredSearch(ctx.store(), mode === 'fulltext' ? null : ctx.embedder(), ctx.config, args.query, { mode, limit, filters });
      warnAll(ctx.warnings, result.warnings);
      if (args.json) {
        printJson(
          result.hits.map(({ memory: m, score, cosine }) => {
            const via = contextMatch(args.query, m);
            return {
              id: m.id, ref: m.ref, content: m.content, score, ...(mode === 'semantic' && cosine !== undefined ? { cosine } : {}), tier: m.tier, type: m.type, kind: m.kind, tags: m.tags,
              agent: m.agent, session_id: m.session_id, created_at: new Date(m.created_at).toISOString(),
              ...(via ? { found_by_context: via } : {}),
            };
          }),
        );
      } else {
        // Semantic mode shows each neighbour's cosine with the query (what recall.minCosine is compared with), not its rescaled score.
        const shown = (h: (typeof result.hits)[number]) => (mode === 'semantic' ? (h.cosine ?? h.score) : h.score);
        if (result.hits.length === 0) process.stdout.write(pc.dim('no matching memories\n'));
        else {
          if (mode === 'semantic') process.stdout.write(pc.dim('(each with its cosine with the query)\n'));
          process.stdout.write(`${result.hits.map((h) => withVia(memoryLine(h.memory, shown(h)), contextMatch(args.query, h.memory))).join('\n')}\n`);
        }
        if (result.distant) process.stdout.write(pc.dim(`(${result.distant} more only distantly related, cosine under recall.minCosine ${ctx.config.recall.minCosine}: --mode semantic lists them)\n`));
      }
    });
  },
});

/** A hit's lines, and where its context holds the query's word when its text holds none. */
const withVia = (line: string, via: string | null): string => (via ? `${line}\n  ${pc.dim(`found by its context: "${via}"`)}` : line);
