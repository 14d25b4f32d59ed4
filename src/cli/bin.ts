import { modelLoaded } from './context.ts';
import { run } from './main.ts';

/**
 * Whether this run did the work worth a code cache (read by src/util/launch.ts):
 * it loaded the model, the path of the commands that search and store, and
 * ended well. A `--help` or a `list` compiles too little to be worth keeping.
 */
export const done = run(process.argv.slice(2)).then(() => modelLoaded() && !process.exitCode);
