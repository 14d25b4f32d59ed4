import type { Memory } from '../types.ts';
import { inPeriods, namedPeriods, type Period } from './periods.ts';

// Boosts are fractions of the fusion's top score, so they mean the same under
// every fusion method: with RRF at k = 60 (top ≈ 2/61 ≈ 0.033) an importance of
// 1.0 adds 0.1 × 0.033 ≈ 0.0033, about the gap between ranks 1 and 7 of one
// list — enough to order near-ties, never enough to lift an unrelated memory
// over a strong match. The period and source boosts are larger on purpose: a
// question that names a time or a source asks for what was said then, or by
// it. They only reorder the candidates the query's words and meaning found.
export interface BoostConfig {
  /** Added per unit of (importance − 0.5), as a fraction of the top score. */
  importance: number;
  /** Added to T0 memories, as a fraction of the top score. */
  t0: number;
  /**
   * Added to memories created in a period the query names ("in July 2023",
   * "yesterday"; periods.ts), as a fraction of the top score. 0 = off.
   */
  period?: number;
  /**
   * Added to memories whose source (`agent`: the coding agent that captured
   * it, or a conversation's speaker) the query names with a capital letter
   * ("what did Codex decide…", "what did Caroline say…"), as a fraction of
   * the top score. A question in the first person ("what breed is my dog?")
   * names the user: memories whose agent is `user` (a chat history imported
   * with its roles) count as named; one about what "you" said ("the trail you
   * recommended", "did you…") names `assistant` instead. 0 = off.
   */
  source?: number;
}

export const DEFAULT_BOOST: BoostConfig = { importance: 0.2, t0: 0.05, period: 1, source: 0.5 };

/** What a query names that boosts look for: periods (periods.ts) and capitalised words, lower-cased. */
export interface QueryCues {
  periods: Period[];
  names: Set<string>;
}

const NO_CUES: QueryCues = { periods: [], names: new Set() };

/** The source a first-person question names (English pronouns). */
const USER = 'user';
const FIRST_PERSON = /\b(?:i|my|me|mine|myself)\b/i;
/**
 * A question about what the other party said ("the list you provided", "the
 * trail you recommended", "did you…") names the assistant, not its asker (the
 * "me" of "remind me" is only who asks).
 */
const ASSISTANT = 'assistant';
const SAID_BY_YOU = /\byou\s+(?:\w+ly\s+)?(?:said|recommended|suggested|mentioned|told|gave|provided|listed|shared|explained|described|wrote|proposed)\b|\bdid you\b/i;

/** The cues of a query; `now` dates relative periods ("yesterday"). */
export function queryCues(query: string, now: number, config: BoostConfig): QueryCues {
  const names = new Set<string>();
  if (config.source) {
    for (const word of query.match(/\b[A-Z][A-Za-z0-9]*/g) ?? []) names.add(word.toLowerCase());
    if (SAID_BY_YOU.test(query)) names.add(ASSISTANT);
    else if (FIRST_PERSON.test(query)) names.add(USER);
  }
  return { periods: config.period ? namedPeriods(query, now) : [], names };
}

export function boost(memory: Pick<Memory, 'importance' | 'tier' | 'created_at' | 'agent'>, top: number, config: BoostConfig, cues: QueryCues = NO_CUES): number {
  const inPeriod = cues.periods.length > 0 && inPeriods(memory.created_at, cues.periods);
  const named = cues.names.size > 0 && !!memory.agent && cues.names.has(sourceName(memory.agent));
  return top * (config.importance * (memory.importance - 0.5) + (memory.tier === 'T0' ? config.t0 : 0) + (inPeriod ? config.period ?? 0 : 0) + (named ? config.source ?? 0 : 0));
}

/** A source's name as a query would say it: its first word ("claude-code" → "claude"), lower-cased. */
function sourceName(agent: string): string {
  return agent.toLowerCase().match(/[a-z0-9]+/)?.[0] ?? '';
}
