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
/**
 * Standing orders said another way: "stop adding comments to every line" (a step of the work: not "stop
 * worrying"), "don't add new dependencies without asking", "we use tabs, not spaces, in this repo".
 */
const STANDING_EN = new RegExp(
  String.raw`^${LEAD_IN}(?:please\s+)?(?:stop\s+(?:adding|using|writing|creating|generating|putting|changing|touching|editing|committing|pushing|running|installing|importing|renaming|removing|deleting|reformatting|formatting|wrapping|mocking|logging|printing|commenting|leaving|calling|hardcoding|hard-coding|disabling|skipping|suppressing)\b|(?:don't|do not)\s+[a-z]+\b.*\bwithout\s+(?:asking|checking with|telling|approval|permission|a review)\b)|^${LEAD_IN}(?:(?:in|for)\s+this\s+(?:repo|project|codebase),?\s+)?we\s+(?:always\s+)?(?:use|prefer|write|indent with)\s+[\w .+#/-]{1,40}?,?\s+not\s+[\w.+#/-]+`,
  'i',
);
const CONVENTION_JA = /(?:常に|必ず|今後は|これからは|絶対に.*(?:ない|な)|しないでください|しないこと)/;

/** The user's stated conventions and preferences ("always …", "never …", "from now on …", "use pnpm from now on"). */
export function extractConventions(text: string): Captured[] {
  return sentences(text)
    .filter((s) => CONVENTION_EN.test(s) || STANDING_EN.test(s) || CONVENTION_JA.test(s) || (CONVENTION_LATER_EN.test(s) && (TO_THE_AGENT_EN.test(s) || PROMPT_ORDER.test(s)) && !RESOLUTION_EN.test(s)))
    .map((s) => ({ content: s, kind: 'convention', type: 'procedural' }));
}
