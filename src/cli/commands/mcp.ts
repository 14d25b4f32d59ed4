import { defineCommand } from 'citty';
import { createContext } from '../context.ts';
import { commonArgs } from '../shared.ts';

export default defineCommand({
  meta: { name: 'mcp', description: 'Run the MCP server on stdio (tools: remember, recall, search, forget, restore, category, decide, health)' },
  args: { ...commonArgs },
  async run({ args }) {
    const ctx = createContext(args);
    const store = ctx.store();
    const embedder = ctx.embedder();
    for (const w of ctx.warnings) process.stderr.write(`engrim mcp: ${w}\n`); // stdout is the protocol
    const { VERSION } = await import('../main.ts');
    const { serveStdio } = await import('../../mcp/server.ts'); // the SDK loads only for this command
    await serveStdio({ store, embedder, config: ctx.config, version: VERSION });
  },
});
