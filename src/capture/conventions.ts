import type { Captured } from './explicit.ts';
import { PROMPT_ORDER } from './prompt-decisions.ts';
import { LEAD_IN, sentences } from './prose.ts';

// The user's stated conventions and preferences ("always …", "never …", "from now on …").

const CONVENTION_EN = new RegExp(
  String.raw`^${LEAD_IN}(?:please\s+)?(?:always|never|from now on|going forward|make sure (?:to )?always)\b|\b(?:we|you) (?:must|should) (?:always|never)\b`,
  'i',
);
/**
 * A rule said mid-sentence: "Let's use pnpm for this repo from now on, never npm", "please use markdown going
 * forward". Said to the agent (let's, we, please, always, never, don't), not a person's resolution ("I'll be
 * more mindful of my diet from now on").
 */
const CONVENTION_LATER_EN = /\b(?:from now on|going forward)\b/i;
const TO_THE_AGENT_EN = /\b(?:let's|let us|we|please|always|never|don't|do not)\b/i;
const RESOLUTION_EN = /\bI(?:'ll|'m|\s+will|\s+am)\b/;
const CONVENTION_JA = /(?:常に|必ず|今後は|これからは|絶対に.*(?:ない|な)|しないでください|しないこと)/;

/** The user's stated conventions and preferences ("always …", "never …", "from now on …", "use pnpm from now on"). */
export function extractConventions(text: string): Captured[] {
  return sentences(text)
    .filter((s) => CONVENTION_EN.test(s) || CONVENTION_JA.test(s) || (CONVENTION_LATER_EN.test(s) && (TO_THE_AGENT_EN.test(s) || PROMPT_ORDER.test(s)) && !RESOLUTION_EN.test(s)))
    .map((s) => ({ content: s, kind: 'convention', type: 'procedural' }));
}
