import type { Captured } from './explicit.ts';
import { PROMPT_ORDER } from './prompt-decisions.ts';
import { cutOption, named } from './options.ts';
import { LEAD_IN, asSaid, sentences } from './prose.ts';
import { listedOptions, rejectedIn } from './rejections.ts';

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
 * "Never use X" in a later clause: "validate request bodies, and please never use class-validator, we had decorator
 * issues before" (a tool's name after it: not "…, and never mind the tests").
 */
const NEVER_LATER_EN = /[,;:—–]\s+(?:and\s+|but\s+)?(?:please\s+)?(?:never|don't ever|do not ever)\s+(?:use|add|install|import|pull in|bring in)\s+(?:the\s+)?[\w.@/+#-]*[A-Za-z]/i;
/**
 * Standing orders said another way: "stop adding comments to every line" (a step of the work: not "stop
 * worrying"), "don't add new dependencies without asking", "we use tabs, not spaces, in this repo".
 */
const STANDING_EN = new RegExp(
  String.raw`^${LEAD_IN}(?:please\s+)?(?:stop\s+(?:adding|using|writing|creating|generating|putting|changing|touching|editing|committing|pushing|running|installing|importing|renaming|removing|deleting|reformatting|formatting|wrapping|mocking|logging|printing|commenting|leaving|calling|hardcoding|hard-coding|disabling|skipping|suppressing)\b|(?:don't|do not)\s+[a-z]+\b.*\bwithout\s+(?:asking|checking with|telling|approval|permission|a review)\b)|^${LEAD_IN}(?:(?:in|for)\s+this\s+(?:repo|project|codebase),?\s+)?we\s+(?:always\s+)?(?:use|prefer|write|indent with)\s+[\w .+#/-]{1,40}?,?\s+not\s+[\w.+#/-]+`,
  'i',
);
/** An order given for the whole project: "use uv instead of pip for everything in this repo", "switch to pnpm across the monorepo". */
const SCOPE_EN = /\b(?:(?:in|for|across|throughout)\s+(?:this|the|our|the whole|every)\s+(?:repo|repository|project|codebase|monorepo|workspace)|everywhere|for everything)\b/i;
/** "no more class components, hooks only": what is out, then what alone is used. */
const ONLY_EN = new RegExp(String.raw`^${LEAD_IN}no more\s+([^,;.]{2,40}?)\s*[,;:—–-]\s+[\w .+#/-]{2,40}?\s+only[.!]?$`, 'i');
const CONVENTION_JA = /(?:常に|必ず|今後は|これからは|絶対に.*(?:ない|な)|しないでください|しないこと)/;

/**
 * The user's stated conventions and preferences ("always …", "never …", "from now on …", "use pnpm from now on",
 * "use uv instead of pip for everything in this repo", "no more class components, hooks only"), with the options
 * they turn down ("npm" in "from now on, use pnpm not npm"): recall flags a prompt that proposes one again.
 */
export function extractConventions(text: string): Captured[] {
  return sentences(text)
    .filter(
      (s) =>
        CONVENTION_EN.test(s) ||
        STANDING_EN.test(s) ||
        CONVENTION_JA.test(s) ||
        ONLY_EN.test(s) ||
        NEVER_LATER_EN.test(s) ||
        (SCOPE_EN.test(s) && PROMPT_ORDER.test(s)) ||
        (CONVENTION_LATER_EN.test(s) && (TO_THE_AGENT_EN.test(s) || PROMPT_ORDER.test(s)) && !RESOLUTION_EN.test(s)),
    )
    .map((s) => {
      const rejected = turnedDownBy(s);
      return { content: s, kind: 'convention', type: 'procedural', ...(rejected.length ? { decision: { rejected } } : {}) };
    });
}

/** The options a captured convention turns down: as a decision's (rejections.ts, with reasons), else "no more X, …", else `turnedDownIn`. */
function turnedDownBy(s: string): { option: string; reason?: string }[] {
  const said = asSaid(s);
  const found = rejectedIn(said, true, false);
  if (found) return listedOptions(said, found);
  const only = ONLY_EN.exec(s);
  const option = only ? cutOption(only[1]) : '';
  return option && named(option) ? [{ option }] : turnedDownIn(said).map((name) => ({ option: name }));
}

/**
 * The names a convention turns down in words, whoever wrote it (the capture hook, `engrim remember`, MCP): "use npm
 * instead of pnpm for every package" → pnpm; "never use Moment", "Vitest rather than Jest", "stop using Lerna",
 * "use pnpm not npm". One word or a name each (not "the linter", nor what a rule forbids doing: "never commit to
 * main" names no option).
 */
export function turnedDownIn(text: string): string[] {
  const out: string[] = [];
  const re = /\b(?:instead of|rather than|never use|don['’]t use|do not use|stop using|(?:use|prefer)\s+[\w.+#@/-]+,?\s+not)\s+(?!(?:the|a|an|our|any|it|them|this|that)\b)([\w.+#@/-]*\w)(?=$|[\s.,;:!?)])/gi;
  for (const m of text.matchAll(re)) if (!/^\d/.test(m[1])) out.push(m[1]);
  return [...new Set(out)];
}
