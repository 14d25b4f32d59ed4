import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Captured } from '../../src/capture/explicit.ts';
import { answeredChoice } from '../../src/capture/accepted.ts';
import { extractConventions } from '../../src/capture/conventions.ts';
import { extractPromptDecisions, responseDecisions } from '../../src/capture/heuristics.ts';

// Capture precision and recall proxies (no agent transcripts are public):
//  - noise: what the unmarked-decision heuristics store from chats that hold
//    no coding decision (LongMemEval assistant turns, LoCoMo turns): each
//    capture is a likely false positive;
//  - prompt noise: what the user's prompt gives (decisions stated to the agent,
//    conventions) from LongMemEval user turns, which set no coding rule;
//  - answer noise: the recommendations a user's next turn accepts, or the listed options it picks
//    (answeredChoice) in LongMemEval sessions, where an assistant's
//    "I'd recommend Kyoto" and "sounds good" decide nothing about code;
//  - recall: how many ADR Decision sections (decisions people wrote) yield a
//    captured decision, and how many rejected options.

export interface CaptureQuality {
  chatTurns: number;
  chatCaptured: Captured[];
  promptTurns: number;
  promptCaptured: Captured[];
  /** Assistant turns followed by a user turn, and what answeredChoice takes from those pairs. */
  answerPairs: number;
  answerCaptured: Captured[];
  adrDecisions: number;
  adrCaptured: Captured[][];
}

export function captureQuality(root: string): CaptureQuality | null {
  const chat = new Set<string>();
  const prompts = new Set<string>();
  const pairs = new Map<string, [string, string]>();
  const lme = join(root, 'longmemeval_s');
  if (existsSync(lme)) {
    for (const f of readdirSync(lme).filter((f) => f.endsWith('.json'))) {
      const q = JSON.parse(readFileSync(join(lme, f), 'utf8'));
      for (const session of q.haystack_sessions ?? []) {
        session.forEach((t: { role: string; content: string }, i: number) => {
          (t.role === 'assistant' ? chat : prompts).add(t.content);
          const next = session[i + 1];
          if (t.role === 'assistant' && next?.role === 'user') pairs.set(`${t.content}\0${next.content}`, [t.content, next.content]);
        });
      }
    }
  }
  const locomo = join(root, 'locomo/locomo10.json');
  if (existsSync(locomo)) {
    for (const c of JSON.parse(readFileSync(locomo, 'utf8'))) {
      for (const [k, v] of Object.entries(c.conversation)) if (/^session_\d+$/.test(k)) for (const t of v as { text: string }[]) chat.add(t.text);
    }
  }
  const adrFile = join(root, 'adr/adr_dev.jsonl');
  const decisions = existsSync(adrFile)
    ? readFileSync(adrFile, 'utf8').trim().split('\n').map((l) => JSON.parse(l).sections?.Decision as string | undefined).filter((d): d is string => !!d)
    : [];
  if (!chat.size && !decisions.length) return null;
  return {
    chatTurns: chat.size,
    chatCaptured: [...chat].flatMap((t) => responseDecisions(t)),
    promptTurns: prompts.size,
    promptCaptured: [...prompts].flatMap((t) => [...extractPromptDecisions(t), ...extractConventions(t)]),
    answerPairs: pairs.size,
    answerCaptured: [...pairs.values()].flatMap(([said, answer]) => answeredChoice(said, answer) ?? []),
    adrDecisions: decisions.length,
    adrCaptured: decisions.map((d) => responseDecisions(d)),
  };
}

/** The figures of a measurement, as the bench report keeps them. */
export function captureFigures(q: CaptureQuality) {
  return {
    chatTurns: q.chatTurns,
    chatCaptured: q.chatCaptured.length,
    chatCapturedPer1000: Math.round((10_000 * q.chatCaptured.length) / Math.max(1, q.chatTurns)) / 10,
    promptTurns: q.promptTurns,
    promptCaptured: q.promptCaptured.length,
    answerPairs: q.answerPairs,
    answerCaptured: q.answerCaptured.length,
    adrDecisions: q.adrDecisions,
    adrWithDecision: q.adrCaptured.filter((c) => c.length).length,
    adrRejectedOptions: q.adrCaptured.flatMap((f) => f.flatMap((c) => c.decision?.rejected ?? [])).length,
  };
}
