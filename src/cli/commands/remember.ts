import { defineCommand } from 'citty';
import pc from 'picocolors';
import { redactedNote } from '../../capture/redact.ts';
import { remember, supersededWhy, mergedWhat } from '../../engine/remember.ts';
import { UsageError } from '../../errors.ts';
import { provenance } from '../../util/git.ts';
import { withContext } from '../context.ts';
import { commonArgs, jsonArg, memoryJson, printJson, readStdin, warn } from '../shared.ts';

export default defineCommand({
  meta: { name: 'remember', description: 'Store a memory (text as argument, or - for stdin); "Decision: X. Rejected: Y because Z." is stored as a decision with its rejected options, "Convention: …" or a standing rule ("from now on, never use moment") as a T1 convention, and a decision in prose ("We chose X over Y because Z", "don\'t use Y, use X", no --kind) as a decision with Y rejected, whatever tools it names; a decision, convention or note that gives a setting another value ("Raised the pool to 30", "Pool size: 30") replaces the earlier one' },
  args: {
    text: { type: 'positional', description: 'the memory text, or - to read stdin', required: true },
    type: { type: 'string', description: 'episodic, semantic (default) or procedural' },
    kind: { type: 'string', description: 'free label shown in recall, e.g. decision, convention (default note)' },
    tier: { type: 'string', description: 'retention tier T0–T3 (default T2)' },
    importance: { type: 'string', description: 'importance 0–1 (default 0.5)' },
    tags: { type: 'string', description: 'comma-separated tags' },
    agent: { type: 'string', description: 'source agent (provenance; default "cli")' },
    session: { type: 'string', description: 'session id (provenance)' },
    namespace: { type: 'string', description: 'namespace (default: config key namespace, "default")' },
    collection: { type: 'string', description: 'collection (default "default")' },
    ref: { type: 'string', description: 'your own id for this memory, kept and returned' },
    ...jsonArg,
    ...commonArgs,
  },
  async run({ args }) {
    const content = args.text === '-' ? await readStdin() : args.text;
    if (!content.trim()) throw new UsageError('remember needs some text: engrim remember "…" or echo "…" | engrim remember -');
    return withContext(args, (ctx) => {
      const result = remember(ctx.store(), ctx.embedder(), {
        content,
        type: args.type as never,
        kind: args.kind,
        tier: args.tier as never,
        importance: args.importance as never,
        tags: args.tags as never,
        agent: args.agent || 'cli',
        session_id: args.session,
        namespace: args.namespace || ctx.config.namespace,
        collection: args.collection,
        ref: args.ref,
        ...provenance(process.cwd()),
      }, Date.now(), ctx.config.lifecycle);
      ctx.warnings.forEach(warn);
      const { memory, merged, superseded, redacted, fuller = false } = result;
      if (redacted.length) warn(redactedNote(redacted));
      if (args.json) printJson({ id: memory.id, merged, merged_into: merged ? memory.id : null, fuller, superseded, redacted, memory: memoryJson(memory) });
      else {
        // How the text was read, when it was read as more than a note: a user who wrote a decision in prose sees it was one.
        const rejected = memory.decision?.rejected?.map((r) => r.option) ?? [];
        const read = memory.kind === 'note' ? '' : pc.dim(` (${memory.kind}${rejected.length ? `; rejected: ${rejected.join(', ')}` : ''})`);
        process.stdout.write(merged ? `${mergedWhat(result).replace(memory.id, pc.cyan(memory.id))}\n` : `stored ${pc.cyan(memory.id)}${read}\n`);
        for (const id of superseded) process.stdout.write(`supersedes ${pc.cyan(id)}, ${supersededWhy(ctx.store(), result, id)} ${pc.dim(`(\`engrim restore ${id}\` to undo)`)}\n`);
      }
    });
  },
});
