import { GERUND, PACKAGE_NAMED, SLASHED, isName } from '../capture/names.ts';
import { queryWords } from '../search/fts-query.ts';
import { isToolOf, kindsIn, kindTools, ofRejectedKind } from '../search/tool-kinds.ts';
import { hasCjk } from '../util/cjk.ts';
import type { Memory } from '../types.ts';
import { escapeRegExp, sameStem } from '../util/text.ts';


/**
 * The rejected options of `memory` that the prompt proposes again: every
 * content word of the option's name (or the same word up to three more letters) appears in the
 * prompt. "Postgres" matches "should we move to postgres?"; "RabbitMQ" matches
 * "back to rabbit?" (its words whole: the prompt need not say "mq"); "storing
 * sessions in Postgres" matches "put the sessions in postgres" (not its verb). A kind of tool ("ORM") is
 * matched by a tool of that kind ("set up prisma", search/tool-kinds.ts), said as "prisma (ORM)"; a tool of a
 * kind by the kind ("add an ORM" for "Prisma"), said as "orm (Prisma)".
 */
export function reproposedRejections(memory: Memory, promptTerms: Set<string>, prompt = '', wordRank?: (word: string) => number | undefined): string[] {
  const rejected = memory.decision?.rejected ?? [];
  const hits: string[] = [];
  // The words that make a phrase one place or one way ("in each service", "our own toggle", "by the app") must be said too, though a query drops them.
  // The prompt's words are split only for an option that holds one: most hits reject nothing, or name tools.
  let words: string[] | undefined;
  let said: Set<string> | undefined;
  /** A term the prompt says, or a form of it ("sessions" of "session"). */
  const promptSays = (t: string) => promptTerms.has(t) || [...promptTerms].some((p) => sameStem(p, t));
  const named = (name: string) => {
    const terms = queryWords(name);
    // A place or a way said with its preposition ("by the app", "through our servers") is proposed again with it.
    const marks = name.toLowerCase().split(/\s+/).filter((w, i) => MARKING.has(w) || (i === 0 && PREPOSITION.test(w)));
    if (marks.length) said ??= new Set((words ??= promptWords(prompt)));
    const found = terms.length > 0 && terms.length <= 6 && marks.every((w) => said!.has(w) || said!.has(SAME_MARK[w] ?? w)) && terms.every((t) => MARKING.has(t) || promptSays(t));
    // A name of several words is said in its order: "local times" is not "the tests time out … locally". (Not a tool's
    // name, written as only a name is, and what it was for: "a dynamodb table for state locking" says "DynamoDB lock table".)
    return found && (terms.length < 2 || !prompt || TOOL_FIRST.test(name) || inOrder(terms, (words ??= promptWords(prompt))));
  };
  let tools: string[] | undefined;
  let kinds: ReturnType<typeof kindsIn> | undefined;
  for (const r of rejected) {
    // A kind turned down ("no ORM") is proposed again by a tool of that kind ("set up prisma"): "prisma (ORM)".
    const ofKind = ofRejectedKind(r.option, (tools ??= kindTools(prompt)));
    if (ofKind.length) {
      hits.push(`${ofKind.join(', ')} (${r.option})`);
      continue;
    }
    // A tool turned down ("Prisma") may be what a prompt that asks for its kind gets ("add an ORM"): "ORM (Prisma)".
    const kind = (kinds ??= kindsIn(prompt)).find((k) => isToolOf(r.option, k.tools));
    if (kind && !named(r.option)) {
      hits.push(`${kind.name} (${r.option})`);
      continue;
    }
    // An act ("storing sessions in Postgres") is proposed again in other words ("move the sessions into Postgres"): its objects must be there, not its verb.
    // An act whose rest only says where or how ("streaming through the API") is that act: its verb stays; so does
    // an -ing word before one noun, which is more often an adjective ("rolling updates") than an act.
    const [verb, ...rest] = r.option.split(/\s+/);
    // (Said first in its sentence, it is capitalised: "Calling FCM and APNs directly".)
    // (A part said as one of its own, "separate React frontend", is proposed again without the word: "add a react frontend".)
    const name = GERUND.test(verb.toLowerCase()) && rest.length > 1 && !PREPOSITION.test(rest[0]) ? (destination(rest) ?? rest.join(' ')) : r.option.replace(OWN_PART, '');
    // Tools turned down together ("Redis + BullMQ", "ESLint plus Prettier"): a prompt that names one of them proposes it
    // again. A part counts when it is a tool's name on its own: one word, capitalised, package-like or a known tool ("BullMQ",
    // "date-fns", "redis"; not "tests").
    // (Past how they would have been used: "Calling FCM and APNs directly" is FCM's and APNs'.)
    // (So are tools named in brackets after a way: "Runtime resizing with an image CDN (imgix, Cloudinary)"; and the name a
    // package of a kind is for: "adapter-vercel" is Vercel's.)
    // (Names joined by a slash, "JPA/Hibernate", are tools together too.)
    const pieces = name.replace(BRACKETED, ' ').replace(HOW_USED, '').split(TOGETHER).flatMap((p) => (SLASHED.test(p) ? p.split('/') : [p]));
    const parts = pieces.filter(isName);
    // (A way done with a command named in snake case is proposed again by the command: "pg_dump" of "Nightly full dumps
    // with pg_dump".)
    const command = pieces.length > 1 ? pieces.find((p) => SNAKE_TOOL.test(p)) : undefined;
    const listed = bracketed(name).filter(isName);
    const forName = KIND_PACKAGE.exec(name.trim());
    // A tool turned down at a version ("vuex 4") is proposed again by its name alone when the memory names no other
    // version of it ("add a vuex module" after "go back to pinia, vuex 4 is in maintenance mode"; not "use python" after
    // "Pinned Python to 3.11 — 3.12 breaks numba").
    // So is a package named with its kind ("the whenever gem") by its name ("use whenever for the digest").
    const tool = onlyVersionOf(name, memory.content) ?? packageName(name);
    // A name of three to five capitalised words is proposed again by its initials ("send reminders with FCM" after
    // "Firebase Cloud Messaging"), when they are no everyday word ("CAT").
    const initials = acronymOf(name);
    if (initials && promptTerms.has(initials.toLowerCase()) && (wordRank?.(initials.toLowerCase()) ?? Infinity) > EVERYDAY_RANK) {
      hits.push(r.option);
      continue;
    }
    // So is a name of two to four capitalised words by its last, when that is a rare word ("add tracing with sleuth"
    // after "Spring Cloud Sleuth"; not "messaging" of "Firebase Cloud Messaging"). Only where the model ranks words.
    const last = wordRank ? distinctiveLast(name, wordRank) : null;
    if (last && promptTerms.has(last)) {
      hits.push(r.option);
      continue;
    }
    // So is a name said with the kind of thing it was ("Caffeine cache in memory") by the name and that kind ("cache the
    // keys in caffeine"), when the name is no everyday word. Only where the model ranks words.
    const withKind = wordRank ? nameAndKind(name, wordRank) : null;
    if (withKind && withKind.every(promptSays)) {
      hits.push(r.option);
      continue;
    }
    if ((named(name) && !everydayWord(name, prompt, wordRank) && !everydayStem(name, prompt, wordRank) && !everydayName(name, prompt, memory, promptTerms, wordRank)) || (parts.length > 1 && parts.some(named)) || (command !== undefined && named(command)) || listed.some(named) || (forName !== null && named(forName[1] ?? forName[2])) || (tool !== null && named(tool) && !everydayName(tool, prompt, memory, promptTerms, wordRank))) hits.push(r.option);
  }
  return hits;
}

/** A word that says a part would be one of its own, before a name: "separate React frontend", "dedicated Redis instance". */
const OWN_PART = /^(?:separate|dedicated|standalone)\s+(?=[A-Z])/;

/** Tools named in brackets after what they would have done: "(imgix, Cloudinary)". */
const BRACKETED = /\(([^()]{2,60})\)/g;
const bracketed = (name: string): string[] => [...name.matchAll(BRACKETED)].flatMap((m) => m[1].split(/,\s*|\s+(?:or|and)\s+/)).map((w) => w.trim());
/** A package named for the tool it joins to, by its kind: "adapter-vercel", "vercel-adapter", "plugin-sentry". */
const KIND_PACKAGE = /^(?:adapter|plugin|driver|provider|connector)-([a-z][\w]+)$|^([a-z][\w]+)-(?:adapter|plugin|driver|provider|connector)$/i;
/** How tools turned down together would have been used, after them: "directly", "ourselves", "by hand". */
const HOW_USED = /\s+(?:directly|ourselves|themselves|by hand|manually|in-house|in house|on our own)$/i;

/**
 * Where an act on a pronoun would have put it, by name: "moving it to a scheduled GitHub Action" is "GitHub Action"
 * ("move the nightly export to github actions" proposes it again, the export being the memory's own topic). Null
 * when the object is no pronoun or the place names nothing.
 */
function destination(rest: string[]): string | null {
  if (!/^(?:it|them|this|that|these|those)$/i.test(rest[0]) || !PREPOSITION.test(rest[1] ?? '')) return null;
  const names = rest.slice(2).filter((w) => isName(w.replace(/[,;:.]+$/, '')));
  return names.length ? names.join(' ') : null;
}

/**
 * Taking a tool, right before its name: "use black", "try poetry", "switch the API to express", "go back to less" (or
 * "with poetry" where no noun follows: not "with less padding").
 */
const TAKING = String.raw`(?:use|using|try|trying|adopt|adopting|install|installing|add|adding|(?:switch|switching|move|moving|migrate|migrating|go|going|back)\s+(?:[\w-]+\s+){0,3}?to)`;
/** Words any prompt and any decision may share: no sign that they are about one thing. */
const ANY_TASK = new Set(['add', 'use', 'used', 'using', 'make', 'fix', 'run', 'set', 'get', 'new', 'instead', 'rather', 'because', 'since', 'one', 'tool', 'now']);

/**
 * A tool turned down whose name, one word, is an everyday one ("Black", "Less", "Express", "Poetry", the "whenever"
 * gem), in a prompt that neither takes it ("use black …", "switch the API to express") nor shares another word with the
 * memory ("format" of "We format Python with Ruff rather than Black"): "make the header text black", "show less rows",
 * "add an express checkout button", "show a toast whenever an export fails" say the word, not the tool. Only where the
 * model ranks its words (`wordRank`).
 */
function everydayName(option: string, prompt: string, memory: Memory, promptTerms: Set<string>, wordRank?: (word: string) => number | undefined): boolean {
  const word = option.trim();
  if (!wordRank || !/^[A-Za-z]+$/.test(word) || (wordRank(word.toLowerCase()) ?? Infinity) > EVERYDAY_RANK) return false;
  if (new RegExp(String.raw`\b${TAKING}\s+${word}\b|\b(?:with|via|through)\s+${word}(?=\s*(?:$|[,.;:!?)]|(?:for|to|and|or|instead|rather|in|on|please|so|because|since)\b))`, 'i').test(prompt)) return false;
  // Said before a part of a tool, it names the tool ("express middleware", "a black config"); before another noun, it
  // qualifies that noun ("less padding", "black borders", "express checkout").
  if (new RegExp(String.raw`\b${word}\s+${TOOL_PART}\b`, 'i').test(prompt)) return false;
  if (new RegExp(String.raw`\b${word}\s+(?!${CONNECTIVE}\b)[a-z]{3,}\b`, 'i').test(prompt)) return true;
  const own = word.toLowerCase();
  const about = queryWords(memory.content, 64).filter((t) => t.length > 2 && t !== own && !ANY_TASK.has(t));
  return ![...promptTerms].some((p) => p.length > 2 && p !== own && !ANY_TASK.has(p) && about.some((t) => sameStem(p, t)));
}

/**
 * Whether the prompt says a one-word everyday name the memory turned down only as the word (`everydayName`): then that
 * word is all the prompt shares with it, and the memory is about something else ("We format Python with Ruff rather
 * than Black" for "make the header text black").
 */
export function saysOnlyAsWord(memory: Memory, promptTerms: Set<string>, prompt: string, wordRank?: (word: string) => number | undefined): boolean {
  return (memory.decision?.rejected ?? []).some((r) => {
    const word = packageName(r.option) ?? r.option;
    return promptTerms.has(word.trim().toLowerCase()) && everydayName(word, prompt, memory, promptTerms, wordRank);
  });
}

/** A package named with its kind, "whenever gem", "anyhow crate": its name ("whenever"); else null. */
const packageName = (option: string): string | null => PACKAGE_NAMED.exec(option.trim())?.[1] ?? null;

/**
 * The tool of an option that is a name at a version ("vuex 4" → "vuex"), when the text it was turned down in names the
 * tool at no other version ("Pinned Python to 3.11 — 3.12 breaks …" names 3.11 beside "Python 3.12"); else null.
 */
function onlyVersionOf(option: string, text: string): string | null {
  const m = /^([A-Za-z][\w.+#-]*)\s+v?(\d+(?:\.\d+)*)$/.exec(option.trim());
  // (The capture read it as a name at a version: "vuex" need not be a known tool.)
  if (!m || m[1].length < 3) return null;
  const versions = [...text.matchAll(new RegExp(String.raw`\b${escapeRegExp(m[1])}\s+(?:to\s+|at\s+|on\s+)?v?(\d+(?:\.\d+)*)`, 'gi'))].map((v) => v[1]);
  return versions.every((v) => v === m[2]) ? m[1] : null;
}

/** A name made of a word and a language's or platform's suffix: "Next.js", "Chart.js", "Socket.IO", "Quartz.NET". */
const DOTTED = /^([A-Za-z][\w-]*)\.(js|ts|io|net)$/i;

/**
 * A name such as "Next.js" or "Chart.js" (DOTTED) whose word is an everyday one ("what's the next step", "add a chart of
 * signups"): proposed again only by the whole name ("next.js", "nextjs", "chart js"). A rarer word names the tool
 * alone ("add a quartz job" proposes Quartz.NET); with no ranks of words (`wordRank`), the whole name is needed.
 */
function everydayStem(option: string, prompt: string, wordRank?: (word: string) => number | undefined): boolean {
  const dotted = DOTTED.exec(option.trim());
  if (!dotted) return false;
  if (wordRank && (wordRank(dotted[1].toLowerCase()) ?? Infinity) > EVERYDAY_RANK) return false;
  return !new RegExp(String.raw`\b${escapeRegExp(dotted[1])}\s?\.?\s?${dotted[2]}\b`, 'i').test(prompt);
}

/** What names a tool's code when said after an article: "the moment dependency", "the request calls". */
const CODE_NOUN = String.raw`(?:dependency|dependencies|package|packages|library|lib|import|imports|call|calls|usage|usages|code|version|module|api|helpers?)`;

/** A part of a tool, said after its name: "express middleware", "black config", "less files". */
const TOOL_PART = String.raw`(?:${CODE_NOUN}|middleware|app|apps|server|config|configs|configuration|plugin|plugins|router|routes|files?|setup|integration|formatter|linter|cli|command|support)`;
/** Words after a tool's name that make it qualify no noun: "format with black before committing", "black to format". */
const CONNECTIVE = String.raw`(?:to|for|and|or|in|on|at|by|with|instead|rather|please|so|because|since|as|is|was|are|were|would|will|can|could|should|the|an?|before|after|now|here|there|again|too|first|then)`;
/** The most frequent words of the language, by rank, are its everyday ones ("moment" 1,487th, "request", "sharp"; not "celery", 22,774th). */
const EVERYDAY_RANK = 10_000;

/**
 * A tool turned down whose name is an everyday word in lower case ("moment", "request", "sharp"), said in the prompt
 * only after an article or the like ("hold on a moment", "at the moment"): the word, not the tool. Not when a word of
 * code follows it ("remove the moment dependency"), nor, where the model ranks words by frequency (`wordRank`), for a
 * rarer word ("add a celery beat schedule" names the tool).
 */
function everydayWord(option: string, prompt: string, wordRank?: (word: string) => number | undefined): boolean {
  if (!/^[a-z]+$/.test(option) || isName(option)) return false;
  if (wordRank && (wordRank(option) ?? Infinity) > EVERYDAY_RANK) return false;
  const said = [...prompt.toLowerCase().matchAll(new RegExp(String.raw`(\S+)\s+${option}\b(?!\s+${CODE_NOUN}\b)|\b${option}\b`, 'g'))];
  return said.length > 0 && said.every((m) => m[1] !== undefined && /^(?:a|an|the|this|that|one|any|every|each)$/.test(m[1]));
}

/** The initials of a name of three to five capitalised words ("Firebase Cloud Messaging" → "FCM"), else null. */
function acronymOf(name: string): string | null {
  const words = name.split(/\s+/);
  return words.length >= 3 && words.length <= 5 && words.every((w) => /^[A-Z][a-z]/.test(w)) ? words.map((w) => w[0]).join('') : null;
}

/** How rare the last word of a name must be to name it alone: "sleuth" (rank ~45,000), not "tracing" (~18,000). */
const DISTINCTIVE_RANK = 40_000;

/** The last word of a name of two to four capitalised words, lower-cased, when it is rare (DISTINCTIVE_RANK), else null. */
function distinctiveLast(name: string, wordRank: (word: string) => number | undefined): string | null {
  const words = name.split(/\s+/);
  if (words.length < 2 || words.length > 4 || !words.every((w) => /^[A-Z][a-z]/.test(w))) return null;
  const last = words[words.length - 1].toLowerCase();
  return /^[a-z]{4,}$/.test(last) && (wordRank(last) ?? Infinity) > DISTINCTIVE_RANK ? last : null;
}

/** A command's name in snake case, as a way was done with it: "pg_dump" of "Nightly full dumps with pg_dump". */
const SNAKE_TOOL = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/;

/**
 * A name, then the kind of thing it was in lower case, then perhaps where ("Caffeine cache in memory", "Redis session
 * store"): the name and the kind, lower-cased, when the name is no everyday word; else null.
 */
function nameAndKind(name: string, wordRank: (word: string) => number | undefined): [string, string] | null {
  const [first, kind, ...rest] = name.split(/\s+/);
  if (!kind || rest.length > 3 || !/^[A-Z][a-z]{2,}$/.test(first) || !/^[a-z]{3,}$/.test(kind) || PREPOSITION.test(kind)) return null;
  const lead = first.toLowerCase();
  return (wordRank(lead) ?? Infinity) > EVERYDAY_RANK ? [lead, kind] : null;
}

/** The prompt's words in their order, lower-cased. */
const promptWords = (prompt: string): string[] => prompt.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * Whether each term is said after the one before it. A term the prompt holds only inside a longer word (an
 * identifier's part, "date" in "useDateFns") or as CJK bigrams has no place of its own, and is not ordered.
 */
function inOrder(terms: string[], words: string[]): boolean {
  let at = -1;
  for (const t of terms) {
    const same = (w: string) => w === t || sameStem(w, t);
    if (hasCjk(t) || !words.some(same)) continue;
    const i = words.findIndex((w, k) => k > at && same(w));
    if (i < 0) return false;
    at = i;
  }
  return true;
}

/** A name written as only a name is (a capital inside it, or capitals): "DynamoDB", "SQS", then what it was for. */
const TOOL_FIRST = /^(?:[A-Z][a-z]+[A-Z]|[A-Z]{2,})[\w.+#-]*\s+[a-z]/;
const MARKING = new Set(['each', 'every', 'own', 'per', 'all', 'both']);
/** Marks that say one thing: "after every flush" is proposed again by "after each flush". */
const SAME_MARK: Record<string, string> = { each: 'every', every: 'each', per: 'each' };
const PREPOSITION = /^(?:through|via|in|into|on|onto|at|to|from|with|by|over|under|inside|across|per)$/i;

/** How an option joins tools it was turned down with. */
const TOGETHER = /\s+(?:\+|plus|&|and|with)\s+/i;
