// What capture and recall both read as the name of an option: kept apart from the capture heuristics, so the
// recall hook (src/recall/rejections.ts) bundles these two patterns and not the heuristics' hundreds.

import { TOOL_WORDS } from './tool-words.ts';

/**
 * A name, as a replacement names one: "Jest", "moment.js", "date-fns", "localStorage" (not "the loop"), or a tool
 * developers write in lower case that general English does not use ("pnpm", "redis", "vite": tool-words.ts).
 */
export const NAME = String.raw`(?:[A-Z][\w.+#/-]*|[a-z][\w+#/-]*[.-][\w.+#/-]+|[a-z]+[A-Z][\w.+#/-]*|(?:${TOOL_WORDS.join('|')})(?![\w+#/-]))`;

/** A lower-case word in -ing that is a verb's form ("storing"), not a name ("Spring", "string", "thing"). */
export const GERUND = /^(?!(?:str|spr|br|th|k|r|w|s|d|cl|st|sw|fl)ing$|(?:no|some|every|any)thing$|during$|morning$|evening$)[a-z]{2,}ing$/;
