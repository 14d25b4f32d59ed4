// The hook executables dist/engrim-recall.cjs and dist/engrim-capture.cjs (and
// their .mjs twins, which hook commands installed by earlier versions name):
// each runs the bundle of the same name in dist/hooks/ (built from
// hooks/recall.ts and hooks/capture.ts) through V8's code cache. A CommonJS
// launcher spares the hook Node's ES-module loader. See src/hooks/launch.ts.
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from '../src/hooks/launch.ts';

const self = fileURLToPath(import.meta.url);
launch(join(dirname(self), 'hooks', basename(self).replace(/\.[cm]js$/, '.cjs')));
