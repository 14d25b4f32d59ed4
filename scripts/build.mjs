// Bundles the three executables with esbuild. better-sqlite3 stays external
// (native addon); optional heavy modules (onnxruntime-node) too. Code that only
// some commands need (the MCP SDK) is split into chunks loaded on demand, so
// the hooks and everyday CLI commands stay small to parse.
import { build } from 'esbuild';
import { chmodSync, rmSync } from 'node:fs';

const entries = {
  engrim: 'src/cli/bin.ts',
  'engrim-recall': 'hooks/recall.ts',
  'engrim-capture': 'hooks/capture.ts',
};

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: entries,
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
for (const name of Object.keys(entries)) chmodSync(`dist/${name}.mjs`, 0o755);
