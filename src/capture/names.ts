// What capture and recall both read as the name of an option: kept apart from the capture heuristics, so the
// recall hook (src/recall/rejections.ts) bundles these two patterns and not the heuristics' hundreds.

import { TOOL_WORDS } from './tool-words.ts';

/** A name, as a replacement names one: "Jest", "moment.js", "date-fns", "localStorage" (not "the loop"). */
export const NAME = String.raw`(?:[A-Z][\w.+#/-]*|[a-z][\w+#/-]*[.-][\w.+#/-]+|[a-z]+[A-Z][\w.+#/-]*)`;

/**
 * A tool developers write in lower case that general English does not use ("pnpm", "redis", "vite":
 * tool-words.ts). Looked up in a set, not spelled into the patterns: 222 words in every pattern that holds a
 * name made a cold capture hook compile its patterns for ~100 ms (npm run bench, twenty-first session).
 */
const TOOLS = new Set(TOOL_WORDS);
const WHOLE_NAME = new RegExp(`^${NAME}$`);
/** Lower-case words the text being read sets in code ("`tsx` restarts faster", "`uv`"): names while it is read (`withCodeNames`). */
let codeNames: ReadonlySet<string> = new Set();
/** A word in backticks, one token of a tool's shape: "`tsx`", "`uv`" (not "`tenant_id`", "`npm test`", "`--inspect`"). */
const CODE_WORD = /`([a-z][a-z0-9+#-]{1,30})`/g;

/** Runs `read` with the one-word code spans of `text` read as names, as the known tools are. */
export function withCodeNames<T>(text: string, read: () => T): T {
  const before = codeNames;
  codeNames = new Set([...text.matchAll(CODE_WORD)].map((m) => m[1]));
  try {
    return read();
  } finally {
    codeNames = before;
  }
}

/** One word that names an option: shaped as NAME, a known tool in lower case, or a word the text sets in code. */
export const isName = (word: string): boolean => WHOLE_NAME.test(word) || TOOLS.has(word) || codeNames.has(word);
/** Whether a lower-case word is a known tool's name (or one the text being read sets in code). */
export const isTool = (word: string): boolean => TOOLS.has(word) || codeNames.has(word);
/** Whether any word after a text's first is a known tool in lower case ("we use pnpm, not npm"). */
export const toolAfterFirst = (text: string): boolean => text.split(/[^\w+#-]+/).slice(1).some((w) => TOOLS.has(w) || codeNames.has(w));
/** NAME, or any lower-case word, which `isName` must then confirm: for the few patterns that read tools in lower case. */
export const NAME_OR_WORD = String.raw`(?:${NAME}|[a-z][\w+#-]*)`;

/** A lower-case word in -ing that is a verb's form ("storing"), not a name ("Spring", "string", "thing"). */
export const GERUND = /^(?!(?:str|spr|br|th|k|r|w|s|d|cl|st|sw|fl)ing$|(?:no|some|every|any)thing$|during$|morning$|evening$)[a-z]{2,}ing$/;
