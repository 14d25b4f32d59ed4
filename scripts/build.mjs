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
await build({
  plugins: [virtualDashboard],
  entryPoints: { engrim: 'src/cli/bin.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  mainFields: ['module', 'main'],
  external: ['better-sqlite3', 'onnxruntime-node'],
  banner: {
    // A real `require` for the CJS native addon loaded from an ESM bundle.
    js: "#!/usr/bin/env node\nimport { createRequire as __engrimCreateRequire } from 'node:module';\nconst require = __engrimCreateRequire(import.meta.url);",
  },
  minify: false,
  legalComments: 'none',
  logLevel: 'warning',
});
// Sources locate files beside themselves with import.meta.url; in CommonJS that is the file's own path.
const metaUrl = {
  define: { 'import.meta.url': '__engrimImportMetaUrl' },
  banner: { js: "var __engrimImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
};
await build({
  ...metaUrl,
  entryPoints: hooks,
  outdir: 'dist/hooks',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['better-sqlite3', 'onnxruntime-node'],
  legalComments: 'none',
  logLevel: 'warning',
});
const launchers = Object.fromEntries(Object.keys(hooks).map((name) => [name, 'hooks/launcher.ts']));
const launcher = { entryPoints: launchers, outdir: 'dist', bundle: true, platform: 'node', target: 'node20', legalComments: 'none', logLevel: 'warning' };
await build({ ...launcher, format: 'cjs', outExtension: { '.js': '.cjs' }, define: metaUrl.define, banner: { js: `#!/usr/bin/env node\n${metaUrl.banner.js}` } });
await build({ ...launcher, format: 'esm', outExtension: { '.js': '.mjs' }, banner: { js: '#!/usr/bin/env node' } });
for (const name of Object.keys(hooks)) chmodSync(`dist/${name}.cjs`, 0o755);
for (const name of ['engrim', ...Object.keys(hooks)]) chmodSync(`dist/${name}.mjs`, 0o755);
