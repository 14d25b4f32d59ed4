// dist/engrim-recall.mjs and dist/engrim-capture.mjs: each runs the bundle of
// the same name beside it (dist/engrim-*.cjs, built from hooks/recall.ts and
// hooks/capture.ts) through V8's code cache. See src/hooks/launch.ts.
import { fileURLToPath } from 'node:url';
import { launch } from '../src/hooks/launch.ts';

launch(fileURLToPath(import.meta.url).replace(/\.mjs$/, '.cjs'));
