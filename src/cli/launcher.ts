// The `engrim` command, dist/engrim.mjs (and the MCP server commands that setup
// installs name it): runs the CLI's bundle, dist/cli/engrim-cli.cjs (built
// from src/cli/bin.ts), through V8's code cache, as the hooks run theirs
// (src/util/launch.ts). Compiling ~470 KB of JavaScript is most of what a
// command costs beyond Node's own start; every command pays it, an import of a
// thousand memories or an MCP server an agent starts. The MCP SDK and the HTTP
// stack are bundles of their own (dist/cli/*-deps.cjs), loaded only by
// `engrim mcp` / `engrim serve`.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../util/launch.ts';

const bundle = join(dirname(fileURLToPath(import.meta.url)), 'cli', 'engrim-cli.cjs');
try {
  launch(bundle);
} catch (error) {
  // Only a missing or broken install gets here (the bundle, or better-sqlite3 built for another Node):
  // every command's own errors are reported by the CLI itself (src/cli/main.ts).
  process.stderr.write(`error: Engrim cannot start: ${(error as Error).message}\nReinstall it (npm install), or rebuild it from a clone (npm run build).\n`);
  process.exitCode = 1;
}
