// Bundles the three executables with esbuild. better-sqlite3 stays external
// (native addon); optional heavy modules (onnxruntime-node) too.
import { build } from 'esbuild';
import { chmodSync, mkdirSync } from 'node:fs';

const entries = {
  engrim: 'src/cli/bin.ts',
  'engrim-recall': 'hooks/recall.ts',
  'engrim-capture': 'hooks/capture.ts',
};

mkdirSync('dist', { recursive: true });
await Promise.all(
  Object.entries(entries).map(async ([name, entry]) => {
    const outfile = `dist/${name}.mjs`;
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
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
    chmodSync(outfile, 0o755);
  }),
);
