// Bundles the three executables with esbuild. better-sqlite3 stays external
// (native addon); optional heavy modules (onnxruntime-node) too. Code that only
// some commands need (the MCP SDK) is split into chunks loaded on demand, so
// the hooks and everyday CLI commands stay small to parse.
import { build } from 'esbuild';
import { chmodSync, readFileSync, rmSync } from 'node:fs';

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
const node = { bundle: true, platform: 'node', target: 'node20', external: ['better-sqlite3', 'onnxruntime-node'], legalComments: 'none', logLevel: 'warning' };
await build({
  ...node,
  plugins: [virtualDashboard],
  entryPoints: { engrim: 'src/cli/bin.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  format: 'esm',
  mainFields: ['module', 'main'],
  banner: {
    // A real `require` for the CJS native addon loaded from an ESM bundle.
    js: "#!/usr/bin/env node\nimport { createRequire as __engrimCreateRequire } from 'node:module';\nconst require = __engrimCreateRequire(import.meta.url);",
  },
  minify: false,
});
// CommonJS: sources locate files beside themselves with import.meta.url, which becomes the file's own path.
const metaUrlBanner = "var __engrimImportMetaUrl = require('node:url').pathToFileURL(__filename).href;";
const cjs = { ...node, format: 'cjs', outExtension: { '.js': '.cjs' }, define: { 'import.meta.url': '__engrimImportMetaUrl' } };
await build({ ...cjs, entryPoints: hooks, outdir: 'dist/hooks', banner: { js: metaUrlBanner } });
const launchers = { entryPoints: Object.fromEntries(Object.keys(hooks).map((name) => [name, 'hooks/launcher.ts'])), outdir: 'dist' };
await build({ ...cjs, ...launchers, banner: { js: `#!/usr/bin/env node\n${metaUrlBanner}` } });
await build({ ...node, ...launchers, format: 'esm', outExtension: { '.js': '.mjs' }, banner: { js: '#!/usr/bin/env node' } });
for (const name of Object.keys(hooks)) chmodSync(`dist/${name}.cjs`, 0o755);
for (const name of ['engrim', ...Object.keys(hooks)]) chmodSync(`dist/${name}.mjs`, 0o755);
