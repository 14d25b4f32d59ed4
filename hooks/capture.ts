// engrim-capture: the post-response hook entry point. All logic lives in src/hooks/.
import { runCaptureHook } from '../src/hooks/capture-hook.ts';

/** Whether this run did the work worth a code cache (read by src/util/launch.ts). */
export const done = runCaptureHook(process.argv.slice(2));
