// What capture and recall both read as the name of an option: kept apart from the capture heuristics, so the
// recall hook (src/recall/rejections.ts) bundles these two patterns and not the heuristics' hundreds.

import { TOOL_WORDS } from './tool-words.ts';

/**
 * The first part of a compound English writes with a hyphen, which names no tool: "a per-host licence", "well-being".
 * (Not "third-party" or "self-hosted": "a third-party scanning API" is an option.)
 */
const ENGLISH_COMPOUND = String.raw`(?:per|well)`;
/**
 * The last part of such a compound that says where or how much, not a way: "county-wide", "user-facing", "Postgres-like",
 * or how a thing is licensed: "the open-source edition" (not "cursor-based", "event-driven", "lock-free" or "row-level":
 * those name a technique).
 */
const ENGLISH_COMPOUND_END = String.raw`(?:wide|like|related|specific|facing|aware|friendly|proof|source)`;

/**
 * A name, as a replacement names one: "Jest", "moment.js", "date-fns", "localStorage", "Weights & Biases", "W&B", "A*" (not
 * "the loop").
 */
export const NAME = String.raw`(?:[A-Z][a-z]+ & [A-Z][a-z]+\b|[A-Z]{1,2}&[A-Z]{1,2}(?![\w&])|[A-Z]\*(?![\w*])|[A-Z][\w.+#/-]*|(?!${ENGLISH_COMPOUND}-|[a-z]+-${ENGLISH_COMPOUND_END}(?![\w.+#/-]))[a-z][\w+#/-]*[.-][\w.+#/-]+|[a-z]+[A-Z][\w.+#/-]*)`;

/**
 * A tool developers write in lower case that general English does not use ("pnpm", "redis", "vite":
 * tool-words.ts). Looked up in a set, not spelled into the patterns: 222 words in every pattern that holds a
 * name made a cold capture hook compile its patterns for ~100 ms (npm run bench, twenty-first session).
 */
const TOOLS = new Set(TOOL_WORDS);
const WHOLE_NAME = new RegExp(`^${NAME}$`);
/** Lower-case words the text being read sets in code ("`tsx` restarts faster", "`uv`"): names while it is read (`withCodeNames`). */
let codeNames: ReadonlySet<string> = new Set();
/**
 * Lower-case forms of the words the text capitalises inside a sentence ("redux" where the turn says "Redux"): names
 * while it is read, but no tools (a city or a brand is capitalised too: "London" names no software).
 */
let capitalisedNames: ReadonlySet<string> = new Set();
/**
 * A word in backticks, one token of a tool's shape: "`tsx`", "`uv`", "`flutter_bloc`", or a function called with nothing
 * ("`fetchall()`") (not "`npm test`", "`--inspect`").
 */
const CODE_WORD = /`([a-z][a-z0-9_+#-]{1,30})(?:\(\))?`/g;

/**
 * A word the text writes with a capital inside a sentence ("… in React context instead of Redux.", "…; Celery and its
 * beat schedule are removed"): not after a sentence's end, a line's start, a colon or a quote. Its lower-case form is
 * the same name ("can we not use redux?").
 */
const CAPITALISED_INSIDE = /(?<=[a-z0-9,;)][ \t])([A-Z][a-z][a-z0-9]+)\b(?![.'’-]\w)/g;
/** The days and months: capitalised, and never names ("the March audit"). */
export const CALENDAR_WORDS = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December';
const CALENDAR = new RegExp(`^(?:${CALENDAR_WORDS})$`);
/** Words of general English a text may write with a capital inside a sentence ("English", "The"): no names of tools (nor are the days and months, CALENDAR). */
const NOT_TOOLS = /^(?:English|God|Mr|Mrs|Ms|Dr|The|This|That|These|Those|And|But|Or|If|It|We|You|They|He|She)$/;

/**
 * A word in lower case that opens a sentence inside a paragraph ("… not structlog. structlog's processor chain was fine
 * …"): a text that capitalises its sentences writes a name so when the name is written so. Not after an abbreviation
 * ("e.g. the"), and not in a text that leaves most of its sentences in lower case (`lowerOpenings`).
 */
const LOWER_OPENING = /(?<!\b(?:e\.g|i\.e|etc|vs|cf|approx|incl|esp|viz|resp|min|max|no|ca))[.!?]\s+([a-z][a-z0-9_-]{1,30})(?=['’]s\s|\s)/g;
/** A sentence or a line that opens with a capital, as LOWER_OPENING's are weighed against. */
const UPPER_OPENING = /(?:^|[.!?]\s+|\n\s*)[A-Z]/g;
/** Words of general English a careless text opens a sentence with: never names. */
const FUNCTION_WORD_LOWER = new Set('a an the this that these those it its our their my your we they you i he she so then also and or but if when while now here there not no yes ok okay see note which what why how where who just only maybe please thanks'.split(' '));
/**
 * A word in lower case said to be left by its makers, opening its clause ("… and wkhtmltopdf is archived upstream"):
 * only a package is said so (not "the cron job is archived").
 */
const LEFT_BY_ITS_MAKERS = /(?<![\w.-])([a-z][a-z0-9_-]{2,30})\s+(?:is|was|has been)\s+(?:now\s+)?(?:archived(?:\s+upstream|\s+on\s+GitHub)?|unmaintained|abandoned|in\s+maintenance\s+mode|no\s+longer\s+maintained|end-of-life|EOL)\b/g;
/** What may come right before LEFT_BY_ITS_MAKERS's word: a clause's opening (read on a few characters before it). */
const CLAUSE_OPENS = /(?:^|[.;:!?—–,\n]|\b(?:and|but|while|whereas))\s{0,3}$/;
/** LEFT_BY_ITS_MAKERS's words that open their clause. */
const leftByItsMakers = (text: string): string[] =>
  [...text.matchAll(LEFT_BY_ITS_MAKERS)].filter((m) => CLAUSE_OPENS.test(text.slice(Math.max(0, m.index - 12), m.index)) && !FUNCTION_WORD_LOWER.has(m[1])).map((m) => m[1]);
/** The names LOWER_OPENING finds, when the text opens at least as many sentences with a capital. */
function lowerOpenings(text: string): string[] {
  const found = [...text.matchAll(LOWER_OPENING)].map((m) => m[1]).filter((w) => !FUNCTION_WORD_LOWER.has(w));
  return found.length && (text.match(UPPER_OPENING)?.length ?? 0) >= found.length ? found : [];
}

/**
 * Runs `read` with the one-word code spans of `text` read as names and tools, as the known tools are, and the words
 * it capitalises inside a sentence read as names.
 */
export function withCodeNames<T>(text: string, read: () => T): T {
  const before = [codeNames, capitalisedNames] as const;
  codeNames = new Set([...[...text.matchAll(CODE_WORD)].map((m) => m[1]), ...lowerOpenings(text), ...leftByItsMakers(text)]);
  // (A plural names the thing too: "rather than full Blocs" makes "bloc" a name.)
  capitalisedNames = new Set(
    [...text.matchAll(CAPITALISED_INSIDE)]
      .map((m) => m[1])
      .filter((w) => !NOT_TOOLS.test(w) && !CALENDAR.test(w))
      .flatMap((w) => (/[^s]s$/.test(w) && w.length >= 5 ? [w, w.slice(0, -1)] : [w]).map((x) => x.toLowerCase())),
  );
  try {
    return read();
  } finally {
    [codeNames, capitalisedNames] = before;
  }
}

/**
 * A lower-case identifier of letters then digits, as formats and parts are named ("fp16", "bf16", "h264", "ec2", "k8s"):
 * not a version ("v2"), an ordinal or a time ("1st", "3am": those start with a digit).
 */
const LETTERS_DIGITS = /^(?!v\d)[a-z]{1,6}\d{1,4}[a-z]{0,3}$/;
/**
 * A C library named as its makers name it, "lib" and what it does ("libsamplerate", "libvips", "libcurl", "libgit2"): not
 * a word of English that opens so ("liberal", "libel", "library", "libretto", "libido", "libations", "libra").
 */
const LIB_WORD = /^lib(?!(?:er|rar|rett|id|el|at|ra)|s?$)[a-z0-9+_-]{2,}$/;
/** An npm package's scope ("@fastify/" of "@fastify/rate-limit"): the name is what follows it, with it. */
const SCOPE = /^@(?=[\w.-]+\/\S)/;
/** A repository's name, its owner's before a slash: "gorilla/mux", "go-chi/chi" (not "and/or"). */
const OWNER_REPO = /^(?!(?:and|or|either|he|she|his|her|him|s|w|n|yes|no|true|false|read|write|input|output)\/)[a-z][\w-]*\/(?!(?:or|and|her|him|she|no|false|write|output)$)[a-z][\w.-]*$/;
/**
 * One word that names an option: shaped as NAME, a known tool in lower case, a word the text sets in code, letters then
 * digits, or a repository's owner/name (or an npm package's scope and name: "@squoosh/lib").
 */
export const isName = (word: string): boolean =>
  (WHOLE_NAME.test(word.replace(SCOPE, '')) && !CALENDAR.test(word)) || isTool(word) || capitalisedNames.has(word) || LETTERS_DIGITS.test(word) || OWNER_REPO.test(word.replace(SCOPE, ''));
/** Whether a lower-case word is a known tool's name (or one the text being read sets in code, or a library's `LIB_WORD`). */
export const isTool = (word: string): boolean => TOOLS.has(word) || codeNames.has(word) || LIB_WORD.test(word);
/**
 * Whether any word after a text's first is a known tool in lower case ("we use pnpm, not npm"), or a word the turn
 * being read writes with a capital inside a sentence ("let's go back to celery" where the turn says "Celery").
 */
export const toolAfterFirst = (text: string): boolean => text.split(/[^\w+#-]+/).slice(1).some((w) => isTool(w) || capitalisedNames.has(w));
/** NAME, or any lower-case word, which `isName` must then confirm: for the few patterns that read tools in lower case. */
export const NAME_OR_WORD = String.raw`(?:${NAME}|[a-z][\w+#-]*(?:/[a-z][\w.+#-]*)?|@[a-z][\w.-]*/[a-z][\w.+#-]*)`;

/** Capitalised names joined by a slash, tools said together: "JPA/Hibernate". */
export const SLASHED = /^[A-Z][\w.+#-]*(?:\/[A-Z][\w.+#-]*)+$/;

/** A package named with its kind: "whenever gem", "anyhow crate", "left-pad package" (its name in group 1). */
export const PACKAGE_NAMED = /^([\w.-]+)\s+(?:gem|crate|package|library|plugin|extension|module|dependency|SDK)$/i;

/** A lower-case word in -ing that is a verb's form ("storing"), not a name ("Spring", "string", "thing"). */
export const GERUND = /^(?!(?:str|spr|br|th|k|r|w|s|d|cl|st|sw|fl)ing$|(?:no|some|every|any)thing$|during$|morning$|evening$)[a-z]{2,}ing$/;
/** Whether a phrase opens on an act, its first word a GERUND in any case: "Splitting out the billing service", "storing it". */
export const opensOnAct = (phrase: string): boolean => GERUND.test(phrase.split(/\s+/)[0].toLowerCase());
