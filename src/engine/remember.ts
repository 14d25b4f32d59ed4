import { explicitMemory } from '../capture/explicit.ts';
import { extractDecisions } from '../capture/extract.ts';
import { redactInput } from '../capture/redact.ts';
import { extractHeuristic, extractPromptDecisions } from '../capture/heuristics.ts';
import type { Embedder } from '../embed/embedder.ts';
import { nearDuplicateFinder, saidWithin } from '../lifecycle/dedup.ts';
import { renewExpiry } from '../lifecycle/lifecycle.ts';
import { earlierValues, SETTING_KINDS, restatedDecision, supersedeChangedValue, supersedeRejected, supersedeReversed } from '../lifecycle/supersede.ts';
import { extractConventions, turnedDownIn } from '../capture/conventions.ts';
import { assignTier, DEFAULT_LIFECYCLE, expiryFor, type LifecycleConfig } from '../lifecycle/policy.ts';
import type { Store, WriteResult } from '../store/store.ts';
import type { MemoryInput } from '../types.ts';
import { loadClassifier } from '../lifecycle/classifier.ts';
import { instructionLike, SUSPICIOUS_TAG } from '../recall/poison.ts';

/**
 * Stores a memory with its vector (when a model is loaded), its tier (see
 * lifecycle/policy.ts) and its expiry. An exact or near duplicate (see
 * lifecycle/dedup.ts) merges into the existing memory, which counts as a use:
 * its expiry slides forward.
 */
export function remember(store: Store, embedder: Embedder | null, input: MemoryInput, now = Date.now(), lifecycle: LifecycleConfig = DEFAULT_LIFECYCLE): Remembered {
  return rememberPrepared(store, embedder, withEarlierValues(store, prepareMemory(embedder, input)), now, lifecycle);
}

/**
 * A write's result, with the memories it replaced: `superseded` all of them, `changed` those among them that
 * gave a setting the value this one changes, `reversed` those that turned down what this one chooses (the others
 * chose what this one rejects); `redacted`, what secrets its text held (by kind), which were never stored.
 */
export type Remembered = WriteResult & { superseded: string[]; changed: string[]; redacted: string[]; reversed?: string[] };

/** Why a write replaced memory `id`, as the CLI and MCP say it. */
export function supersededWhy(store: Store, result: Remembered, id: string): string {
  const kind = store.get(id)?.kind ?? 'memory';
  if (result.changed.includes(id)) return `an earlier ${kind} that gave the same setting another value`;
  if (result.reversed?.includes(id)) return `an earlier ${kind} that turned down what this one chooses`;
  return kind === 'note' ? 'an earlier note that said what this one rejects is in use' : `an earlier ${kind} that chose what this one rejects`;
}

/** What a write that merged did, as the CLI and MCP say it. */
export function mergedWhat(result: Remembered): string {
  return `merged into ${result.memory.id}${result.fuller ? ', which now reads as given: this says all it said and more (its earlier words stay in its history: engrim show)' : ''}`;
}

/** A memory read for markers and stated decisions, with its vector: what `remember` does before it takes the write lock. */
export interface PreparedMemory {
  input: MemoryInput;
  vec?: Float32Array;
  /** The memories it would replace as a setting given another value, looked up before the lock (`withEarlierValues`). */
  earlier?: number[];
  /** The secrets redacted from the text as given, by kind (capture/redact.ts). */
  redacted: string[];
}

/**
 * A prepared decision, convention or note with the memories it would replace as a setting given another value
 * (lifecycle's `earlierValues`), read before the write takes its lock; the write checks them again.
 */
export function withEarlierValues(store: Store, prepared: PreparedMemory): PreparedMemory {
  const { input } = prepared;
  if (!SETTING_KINDS.includes(input.kind ?? 'note') || typeof input.content !== 'string') return prepared;
  const text = input.decision?.chosen ?? input.content;
  return { ...prepared, earlier: earlierValues(store, text, input.namespace ?? 'default', input.kind ?? 'note') };
}

/**
 * The part of `remember` that needs no lock: redacting secrets (every writer's text, not only what the capture
 * hook reads: an agent's MCP call or a pasted note may hold a password, and a stored one would be injected into
 * every agent's prompts), reading the text, embedding it
 * (the model's rows read from disk). Done before the write transaction, so the
 * lock is held only for the store's own reads and writes — under load (16
 * hooks and two servers on 2 cores, `npm run stress`) a lock held through the
 * embedding made the recall hooks' 1 s wait for their bookkeeping write run out.
 */
export function prepareMemory(embedder: Embedder | null, given: MemoryInput): PreparedMemory {
  const { input: redacted, kinds } = redactInput(given);
  const input = readTurnedDown(readStated(readMarked(redacted)));
  return { input, vec: embedder && typeof input.content === 'string' ? embedder.embed(input.content) : undefined, redacted: kinds };
}

/** `remember` of a prepared memory (inside the caller's transaction, or in its own). */
export function rememberPrepared(store: Store, embedder: Embedder | null, { input, vec, earlier, redacted }: PreparedMemory, now = Date.now(), lifecycle: LifecycleConfig = DEFAULT_LIFECYCLE): Remembered {
  return store.transaction(() => {
    const result = rememberWith(store, embedder, input, vec, now, lifecycle);
    // A decision stated now that turns down what an earlier one chose, on the same topic, replaces it, and a
    // decision, convention or note that gives a setting another value replaces the one it changes (an import
    // restores history as it was, so `rememberMany` does neither).
    // A memory that took a fuller statement's wording says what the statement says, said now: it replaces what
    // the statement would, memories written since the memory was first stored among them.
    const m = result.fuller ? { ...result.memory, created_at: Math.max(result.memory.created_at, now) } : result.memory;
    const said = !result.merged || result.fuller;
    const rejected = said && m.decision?.rejected?.length ? supersedeRejected(store, m, now) : [];
    // One that takes what an earlier decision turned down, on its topic, reverses it.
    const reversed = said ? supersedeReversed(store, m, now) : [];
    const changed = said && SETTING_KINDS.includes(m.kind) ? supersedeChangedValue(store, m, now, earlier) : [];
    return { ...result, superseded: [...rejected, ...reversed, ...changed], changed, reversed, redacted };
  });
}

/**
 * `prepareMemory` for a batch (a bulk import), before its write transaction:
 * secrets redacted, markers read, the contents embedded together (a static model reads the rows
 * they share once). A text the model fails on is that memory's error, in its
 * place.
 */
export function prepareMany(embedder: Embedder | null, inputs: MemoryInput[]): (PreparedMemory | Error)[] {
  const redactions = inputs.map((input) => redactInput(input));
  inputs = redactions.map((r) => readMarked(r.input));
  const texts = inputs.filter((i) => typeof i.content === 'string').map((i) => i.content as string);
  const vectors = embedder ? embedAll(embedder, texts) : [];
  let next = 0;
  return inputs.map((input, i) => {
    const vec = embedder && typeof input.content === 'string' ? vectors[next++] : undefined;
    return vec instanceof Error ? vec : { input, vec, redacted: redactions[i].kinds };
  });
}

/**
 * `remember` for a prepared batch, inside the caller's transaction: each
 * memory is stored or fails alone — its error in its place.
 */
export function rememberMany(
  store: Store,
  embedder: Embedder | null,
  prepared: (PreparedMemory | Error)[],
  now = Date.now(),
  lifecycle: LifecycleConfig = DEFAULT_LIFECYCLE,
  /** The ids the memories had in an export (kept when free; see `Store.remember`'s `restoring`). */
  exportedIds?: (string | undefined)[],
): (WriteResult | Error)[] {
  return prepared.map((p, i) => {
    if (p instanceof Error) return p;
    try {
      return rememberWith(store, embedder, p.input, p.vec, now, lifecycle, exportedIds && { id: exportedIds[i] });
    } catch (error) {
      return error as Error;
    }
  });
}

/**
 * Text that is one memory written with markers, given with no decision and no
 * other kind, is stored as the capture hook stores it: "Decision: X.
 * Rejected: Y because Z." as a decision with its rejected options structured,
 * "Convention: …" as a procedural T1 convention, "Remember: …" as a note
 * (the caller's type and tier, when given, win).
 */
function readMarked(input: MemoryInput): MemoryInput {
  if (input.decision != null || typeof input.content !== 'string') return input;
  const marked = explicitMemory(input.content);
  if (!marked || (input.kind != null && input.kind !== marked.kind)) return input;
  const convention = marked.kind === 'convention';
  return {
    ...input,
    content: marked.content,
    kind: marked.kind,
    ...(marked.decision ? { decision: marked.decision } : {}),
    type: input.type ?? marked.type,
    tier: input.tier ?? (convention ? 'T1' : undefined),
  };
}

/**
 * A convention that turns a name down in words ("use npm instead of pnpm for every package", "never use
 * Moment") holds it as a rejected option, as a decision would: recall flags a prompt that proposes it again,
 * and the convention replaces what chose it on the same topic. The text stays as written.
 */
function readTurnedDown(input: MemoryInput): MemoryInput {
  if (input.kind !== 'convention' || input.decision != null || typeof input.content !== 'string') return input;
  const names = turnedDownIn(input.content);
  return names.length ? { ...input, decision: { rejected: names.map((option) => ({ option })) } } : input;
}

/** Longer text is a document, not one stated decision. */
const STATED_CHARS = 2000;

/**
 * A memory remembered one at a time (CLI, MCP, HTTP) with no kind, that is a standing rule ("from now on, …",
 * "always …") is a convention, as the capture hook reads one; one that
 * states a decision in prose — "We chose pnpm over yarn because PnP breaks
 * our tooling" — is stored as one, as the capture hook would read it: kind
 * decision, its rejected options structured (so recall flags a prompt that
 * proposes yarn, and it supersedes an earlier decision that chose yarn). The
 * text stays as written. Not for a bulk import, which restores memories as
 * they were.
 */
function readStated(input: MemoryInput): MemoryInput {
  if (input.kind != null || input.decision != null || typeof input.content !== 'string' || input.content.length > STATED_CHARS) return input;
  // A standing rule ("from now on, never use moment, use date-fns") is a convention, as the capture hook reads a prompt's.
  const rule = extractConventions(input.content);
  if (rule.length && rule.map((c) => c.content).join(' ').length >= input.content.trim().length * 0.8) {
    return { ...input, kind: 'convention', type: input.type ?? 'procedural', tier: input.tier ?? 'T1', ...(rule[0].decision ? { decision: rule[0].decision } : {}) };
  }
  // Else a decision as an agent says one (the capture hook's rules, then its learned check: "Logging goes through pino
  // from now on; winston's transports dropped lines under load"), or as a user says one to the agent ("don't use
  // moment, use date-fns").
  const said = extractHeuristic(input.content);
  if (!said.length) said.push(...extractDecisions(input.content).filter((c) => c.kind === 'decision'));
  // Stored on purpose in the project's memory, the text is about the project: a tool it names in lower case need not be a known one.
  const found = said.length ? said : extractPromptDecisions(input.content, rule, true);
  if (!found.length) return input;
  const rejected = found.flatMap((f) => f.decision?.rejected ?? []).filter((r, i, all) => all.findIndex((o) => o.option === r.option) === i);
  const chosen = found.find((f) => f.decision?.chosen)?.decision?.chosen;
  return { ...input, kind: 'decision', decision: { ...(chosen ? { chosen } : {}), rejected } };
}

/** Every text's vector, or the error embedding it gave (a batch that fails is retried text by text). */
function embedAll(embedder: Embedder, texts: string[]): (Float32Array | Error)[] {
  try {
    if (embedder.embedMany) return embedder.embedMany(texts);
  } catch {
    // one text's failure must not fail the others
  }
  return texts.map((t) => {
    try {
      return embedder.embed(t);
    } catch (error) {
      return error as Error;
    }
  });
}

function rememberWith(
  store: Store,
  embedder: Embedder | null,
  input: MemoryInput,
  vec: Float32Array | undefined,
  now: number,
  lifecycle: LifecycleConfig,
  restoring?: { id?: string },
): WriteResult {
  const vector = embedder && vec ? { model: embedder.id, vec } : undefined;
  // Text that tries to give the agent orders is kept, tagged, and quoted when recalled.
  if (typeof input.content === 'string' && instructionLike(input.content) && !(input.tags ?? []).includes(SUSPICIOUS_TAG)) {
    input = { ...input, tags: [...(input.tags ?? []), SUSPICIOUS_TAG] };
  }
  const tier = assignTier(input, loadClassifier(lifecycle.classifier));
  const near = vector && lifecycle.nearDuplicate > 0 ? nearDuplicateFinder(store, embedder!, vector.vec, tier, lifecycle.nearDuplicate, input.kind ?? 'note') : undefined;
  // A decision said again in other words merges too (same rejected options, mostly the same words).
  const rejected = input.decision?.rejected ?? [];
  // Said again with more to its choice ("… in Redis with a 30 minute idle timeout" after "… in Redis"), the
  // decision takes the fuller words, as any memory does (dedup's saidWithin).
  const restated = (content: string, namespace: string) => {
    const rowid = restatedDecision(store, { content, namespace, rejected });
    if (rowid === null) return null;
    const chosen = input.decision?.chosen;
    const earlier = chosen ? store.getMany([rowid]).get(rowid)?.decision?.chosen : undefined;
    return { rowid, fuller: !!chosen && !!earlier && saidWithin(earlier, chosen) };
  };
  const findDuplicate =
    lifecycle.nearDuplicate > 0 && rejected.length ? (content: string, namespace: string) => near?.(content, namespace) ?? restated(content, namespace) : near;
  const result = store.remember({ ...input, tier }, { now, vector, expiresAt: (t, from) => expiryFor(t, from, lifecycle), findDuplicate, restoring });
  return result.merged && !result.unchanged ? { ...result, memory: renewExpiry(store, result.memory, lifecycle, now) } : result;
}
