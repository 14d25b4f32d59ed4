// engrim-capture: the post-response hook entry point. All logic lives in src/hooks/.
import { runCaptureHook } from '../src/hooks/capture-hook.ts';

void runCaptureHook(process.argv.slice(2));
