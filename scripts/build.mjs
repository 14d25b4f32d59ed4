// Bundles the three executables with esbuild. better-sqlite3's native addon stays
// outside (its JavaScript is bundled), and so do optional heavy modules
// (onnxruntime-node). Each program is one CommonJS bundle compiled through V8's
// code cache by a launcher of a few lines; code that only some commands need
// (the MCP SDK, the HTTP stack) is a bundle of its own, loaded on demand, so the
// hooks and everyday CLI commands stay small to compile.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { appendFileSync, chmodSync, readFileSync, rmSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';

// The hooks run before/after every prompt in a fresh process: each is one
// CommonJS file (dist/hooks/engrim-*.cjs, no chunks to resolve) started by a
// tiny CommonJS launcher (dist/engrim-*.cjs) that compiles it through V8's code
// cache. dist/engrim-*.mjs are the same launchers as ES modules, for hook
// commands installed by earlier versions.
const hooks = {
  'engrim-recall': 'hooks/recall.ts',
  'engrim-capture': 'hooks/capture.ts',
};

// The dashboard of `engrim serve`: its TypeScript bundled for the browser,
// then served from memory with its HTML and CSS (module `virtual:dashboard`).
const client = await build({
  entryPoints: ['src/serve/dashboard/app.ts'],
  bundle: true,
  write: false,
  platform: 'browser',
  format: 'iife',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
});
const dashboard = {
  '/': { type: 'text/html; charset=utf-8', body: readFileSync('src/serve/dashboard/index.html', 'utf8') },
  '/app.css': { type: 'text/css; charset=utf-8', body: readFileSync('src/serve/dashboard/app.css', 'utf8') },
  '/app.js': { type: 'text/javascript; charset=utf-8', body: client.outputFiles[0].text },
};
const virtualDashboard = {
  name: 'virtual-dashboard',
  setup(b) {
    b.onResolve({ filter: /^virtual:dashboard$/ }, () => ({ path: 'dashboard', namespace: 'virtual' }));
    b.onLoad({ filter: /.*/, namespace: 'virtual' }, () => ({ contents: `export const DASHBOARD = ${JSON.stringify(dashboard)};`, loader: 'js' }));
  },
};

rmSync('dist', { recursive: true, force: true });
/** What every Node bundle shares; native addons stay external. */
// better-sqlite3's JavaScript is bundled (src/store/sqlite.ts hands it the installed addon of the same
// version, recorded here); `bindings`, which it needs only to find an addon itself, is not.
const sqliteVersion = JSON.parse(readFileSync('node_modules/better-sqlite3/package.json', 'utf8')).version;
const node = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: ['bindings', 'onnxruntime-node'],
  define: { ENGRIM_BUNDLED_SQLITE: JSON.stringify(sqliteVersion) },
  legalComments: 'none',
  logLevel: 'warning',
};
// CommonJS: sources locate files beside themselves with import.meta.url, which becomes the file's own path.
const metaUrlBanner = "var __engrimImportMetaUrl = require('node:url').pathToFileURL(__filename).href;";
const cjs = { ...node, format: 'cjs', outExtension: { '.js': '.cjs' }, define: { ...node.define, 'import.meta.url': '__engrimImportMetaUrl' } };
// A learned model's weights (src/capture/*-weights.json) ship as a JSON string, parsed on first use
// (src/capture/weights.ts): an object literal of thousands of keys is built at every start, code cache or not.
const weightsAsText = {
  name: 'weights-as-text',
  setup(b) {
    b.onLoad({ filter: /-weights\.json$/ }, (a) => ({ contents: `export default ${JSON.stringify(readFileSync(a.path, 'utf8').trim())};`, loader: 'js' }));
  },
};
await build({ ...cjs, plugins: [weightsAsText], entryPoints: hooks, outdir: 'dist/hooks', banner: { js: metaUrlBanner } });
const launchers = { entryPoints: Object.fromEntries(Object.keys(hooks).map((name) => [name, 'hooks/launcher.ts'])), outdir: 'dist' };
await build({ ...cjs, ...launchers, banner: { js: `#!/usr/bin/env node\n${metaUrlBanner}` } });
await build({ ...node, ...launchers, format: 'esm', outExtension: { '.js': '.mjs' }, banner: { js: '#!/usr/bin/env node' } });

// The CLI: one CommonJS bundle, dist/cli/engrim-cli.cjs, that the `engrim` command (dist/engrim.mjs, a few
// lines from src/cli/launcher.ts) compiles through V8's code cache as the hooks' launchers do. What only
// `engrim mcp` and `engrim serve` need is left to bundles of their own, required when those commands
// start: the modules `src/mcp/deps.ts` (the MCP SDK, zod) and `src/serve/deps.ts` (Hono, zod, the
// dashboard). Engrim's own code lives in the CLI's bundle only, so there is one copy of each class.
const lazyDeps = { 'src/mcp/deps.ts': 'mcp-deps', 'src/serve/deps.ts': 'serve-deps' };
const leaveDeps = {
  name: 'lazy-deps',
  setup(b) {
    b.onResolve({ filter: /\/deps\.ts$/ }, (a) => {
      const name = lazyDeps[relative(process.cwd(), resolve(a.resolveDir, a.path)).split(sep).join('/')];
      return name ? { path: `./${name}.cjs`, external: true } : undefined;
    });
  },
};
const cli = { ...cjs, outdir: 'dist/cli', mainFields: ['module', 'main'], banner: { js: metaUrlBanner } };
await build({ ...cli, plugins: [leaveDeps, weightsAsText], entryPoints: { 'engrim-cli': 'src/cli/bin.ts' } });
await build({ ...cli, plugins: [virtualDashboard, weightsAsText], entryPoints: Object.fromEntries(Object.entries(lazyDeps).map(([file, name]) => [name, file])) });
await build({ ...node, entryPoints: { engrim: 'src/cli/launcher.ts' }, outdir: 'dist', format: 'esm', outExtension: { '.js': '.mjs' }, banner: { js: '#!/usr/bin/env node' } });
// Each bundle a launcher runs ends with the hash of its text, which keys its code cache
// (src/util/launch.ts: BUNDLE_STAMP), so a launcher never hashes half a megabyte at each start.
for (const bundle of [...Object.keys(hooks).map((name) => `dist/hooks/${name}.cjs`), 'dist/cli/engrim-cli.cjs']) {
  appendFileSync(bundle, `\n// engrim-bundle ${createHash('sha256').update(readFileSync(bundle)).digest('hex')}\n`);
}
for (const name of Object.keys(hooks)) chmodSync(`dist/${name}.cjs`, 0o755);
for (const name of ['engrim', ...Object.keys(hooks)]) chmodSync(`dist/${name}.mjs`, 0o755);
