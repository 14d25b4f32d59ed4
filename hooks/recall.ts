// engrim-recall: the pre-prompt hook entry point. All logic lives in src/hooks/.
import { runRecallHook } from '../src/hooks/recall-hook.ts';

void runRecallHook(process.argv.slice(2));
