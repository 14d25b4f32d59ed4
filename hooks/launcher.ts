// The hook executables dist/engrim-recall.cjs and dist/engrim-capture.cjs (and
// their .mjs twins, which hook commands installed by earlier versions name):
// each runs the bundle of the same name in dist/hooks/ (built from
// hooks/recall.ts and hooks/capture.ts) through V8's code cache. A CommonJS
// launcher spares the hook Node's ES-module loader. See src/util/launch.ts.
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { agentAdapter } from '../src/agents/index.ts';
import { flagValue, logError, writeStdout } from '../src/hooks/io.ts';
import { launch } from '../src/util/launch.ts';

const self = fileURLToPath(import.meta.url);
const name = basename(self).replace(/\.[cm]js$/, '');
try {
  launch(join(dirname(self), 'hooks', `${name}.cjs`));
} catch (error) {
  // A broken install — the bundle missing, better-sqlite3 built for another
  // Node — must not break the agent either: log it, answer "nothing", exit 0.
  logError(name, error);
  const adapter = agentAdapter(flagValue(process.argv.slice(2), 'agent'));
  writeStdout(name === 'engrim-capture' ? adapter.captureEmpty : adapter.empty);
  process.exitCode = 0;
}
