// engrim-recall: the pre-prompt hook entry point. All logic lives in src/hooks/.
import { runRecallHook } from '../src/hooks/recall-hook.ts';

/** Whether this run did the work worth a code cache (read by src/util/launch.ts). */
export const done = runRecallHook(process.argv.slice(2));
