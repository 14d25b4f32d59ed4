import type { Captured } from '../capture/explicit.ts';
import { extractDecisions } from '../capture/extract.ts';
import { redact } from '../capture/redact.ts';
import type { Embedder } from '../embed/embedder.ts';
import { supersedeByOption, supersedeOverruled } from '../lifecycle/supersede.ts';
import type { LifecycleConfig } from '../lifecycle/policy.ts';
import type { Store } from '../store/store.ts';
import { LIMITS } from '../store/validate.ts';
import type { MemoryInput } from '../types.ts';
import { clipText } from '../util/text.ts';
import { prepareMemory, rememberPrepared, type PreparedMemory, type Remembered } from './remember.ts';

// One turn of a conversation as memories: what the capture hook stores after each response, and what `engrim
// import` stores from each turn of an agent's past transcripts.

/** The importance of a captured decision with a rejected option (the default is 0.5). */
export const WHY_NOT_IMPORTANCE = 0.6;

/** A turn: the agent's response, the user's prompt that opened it, and the turn before (which a "yes, go with it" answers). */
export interface Turn {
  response: string;
  prompt?: string;
  previous?: { response: string; question?: string };
}

/**
 * The decisions, rejected options and conventions of a turn, every text redacted before it is read; and the prompt
 * as redacted, which the caller keeps as the memories' search-only context.
 */
export function capturedOfTurn({ response, prompt, previous }: Turn): { captured: Captured[]; prompt?: string } {
  const said = (text: string | undefined) => (text ? redact(text).text : undefined);
  const asked = said(prompt);
  const before = previous && { response: said(previous.response)!, question: said(previous.question) };
  return { captured: extractDecisions(said(response)!, asked, before), prompt: asked };
}

/** A captured item as the memory it becomes, embedded (before the write lock is taken). */
export function prepareCaptured(embedder: Embedder | null, c: Captured, provenance: Partial<MemoryInput>): { prepared: PreparedMemory; supersedes?: string; overrules?: string } {
  const { supersedes, overrules, context: around, ...memory } = c;
  const content = clipText(memory.content, LIMITS.contentChars);
  // A decision that says what it turned down and why is what Engrim is for: it ranks above a bare one where
  // importance counts (a session's start block, gc over budget, search's small importance boost).
  const importance = memory.decision?.rejected?.length ? WHY_NOT_IMPORTANCE : undefined;
  // Search-only context: the sentence before an unmarked decision, then the question it answered.
  const context = [...new Set([around, provenance.context].filter(Boolean))].join('\n') || null;
  return { prepared: prepareMemory(embedder, { ...memory, ...provenance, context, content, importance, tier: c.kind === 'convention' ? 'T1' : undefined }), supersedes, overrules };
}

/**
 * One captured item, stored with the turn's provenance; a "switching from X" decision supersedes the one that chose X,
 * one that overrules the turn before the decision that turn stored (among `superseded`).
 */
export function storeCaptured(store: Store, embedder: Embedder | null, item: ReturnType<typeof prepareCaptured>, now: number, lifecycle: LifecycleConfig): Remembered {
  const stored = rememberPrepared(store, embedder, item.prepared, now, lifecycle);
  const fresh = !stored.merged || stored.fuller;
  const replaced = [
    item.supersedes && fresh ? supersedeByOption(store, stored.memory.id, item.supersedes, now) : null,
    item.overrules && fresh ? supersedeOverruled(store, stored.memory.id, item.overrules, now) : null,
  ].filter((id): id is string => id !== null && !stored.superseded.includes(id));
  return replaced.length ? { ...stored, superseded: [...stored.superseded, ...new Set(replaced)] } : stored;
}
