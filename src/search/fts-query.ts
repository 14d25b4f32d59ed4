import { CJK_CHARS, cjkBigrams } from '../util/cjk.ts';
import { identifierParts } from '../util/identifiers.ts';
import { STOPWORDS } from './stopwords.ts';

const MAX_TERMS = 64;
/**
 * At most one term in sixteen is a bare number (4 of a query's 64). A pasted
 * stack trace or log is mostly line numbers and counts: read as terms, they
 * filled the query and matched any numbered list in the store ("1. Argentina
 * 2. Austria …" recalled for a crash report). A prompt's own few numbers
 * ("port 5432", "Node 20") are still read.
 */
const NUMBER_SHARE = 1 / 16;
const NUMBER = /^[0-9]+$/;
/** A CJK run, or a run of other letters and digits: "JWTで認証" is "JWT" then "で認証" (as the index splits it). */
const TOKEN = new RegExp(`[${CJK_CHARS}]+|(?:(?![${CJK_CHARS}])[\\p{L}\\p{N}\\p{M}])+`, 'gu');
const CJK = new RegExp(`^[${CJK_CHARS}]`, 'u');

/**
 * One common ending off, so that "release", "releases" and "released" meet (as
 * "releas"), "deploys" and "deploy", "memories" and "memory"; "class" keeps its
 * "ss". A consonant doubled before -ing / -ed is undoubled, as Porter does
 * ("logging" and "logs" meet as "log", "planned" and "plan"), but not l, s, z
 * ("installing", "passed") nor in a stem of three letters ("added" stays
 * "add"). FTS5's Porter stemmer does more; this only has to agree with itself.
 */
export const crudeStem = (word: string): string => {
  const w = word.replace(/ies$/, 'y');
  const verb = /(?:ing|edly|ed)$/.exec(w);
  if (!verb) return w.replace(/(?:ly|es|e|(?<!s)s)$/, '');
  const stem = w.slice(0, verb.index);
  return stem.length >= 4 && /([b-df-hj-km-np-rtv-y])\1$/.test(stem) ? stem.slice(0, -1) : stem;
};

/**
 * The terms of a text, distinct: lower-cased words minus stopwords, a
 * camelCase identifier followed by its parts, CJK runs as bigrams, the first
 * few bare numbers. Reading stops once `max` terms are found.
 */
export function queryTerms(text: string, max = MAX_TERMS): string[] {
  return terms(text, max, true, false);
}

/**
 * The search terms of a query or prompt: `queryTerms`, except that a text of
 * more than `max` terms gives the first half of them and then the last ones,
 * read from its end. A question asked after a pasted log or stack trace ("…
 * should we switch the monorepo to yarn?") is read, not only the log's first
 * lines (measured: docs/benchmarks.md, "Twenty-second session").
 */
export function promptTerms(text: string, max = MAX_TERMS): string[] {
  return terms(text, max, true, true);
}

/**
 * The same without identifiers' parts: for matching a short name as a whole
 * ("RabbitMQ" must not need a prompt that says "mq").
 */
export function queryWords(text: string, max = MAX_TERMS): string[] {
  return terms(text, max, false, false);
}

/**
 * A file's extension: up to four lower-case letters after a dot that follows a word ("cart_test.exs", "README.md",
 * "Next.js", and ".NET" of "Quartz.NET"). It names the file's language or platform, not what the text is about: read
 * as a term, "fix the failing test in cart_test.exs" recalled every memory that named another `.exs` file, and,
 * stemmed to "ex", one that said `ExAws`. The name before it is read.
 */
const EXTENSION = /(?<=[\p{L}\p{N}_-]\.)(?:[a-z]{1,4}|NET)(?![\p{L}\p{N}]|\.[\p{L}\p{N}])/uy;

function terms(text: string, max: number, parts: boolean, tail: boolean): string[] {
  const normal = text.normalize('NFKC');
  const tokens = [...normal.matchAll(TOKEN)].filter((m) => !isExtension(normal, m.index)).map((m) => m[0]);
  const head = new Terms(parts, Math.ceil(max * NUMBER_SHARE));
  let at = 0;
  while (at < tokens.length && head.size < max) head.read(tokens[at++]);
  if (!tail || at === tokens.length || !tokens.slice(at).some((t) => head.adds(t))) return head.list();
  const both = new Terms(parts, Math.ceil(max * NUMBER_SHARE));
  at = 0;
  while (both.size < Math.ceil(max / 2)) both.read(tokens[at++]);
  for (let i = tokens.length - 1; i >= at && both.size < max; i--) both.read(tokens[i]);
  return both.list();
}

/** Distinct terms as `queryTerms` reads them, token by token; `numbers`: how many bare numbers it takes. */
class Terms {
  private readonly out = new Set<string>();
  constructor(
    private readonly parts: boolean,
    private numbers: number,
  ) {}

  get size(): number {
    return this.out.size;
  }

  list(): string[] {
    return [...this.out];
  }

  read(token: string): void {
    if (CJK.test(token)) {
      for (const gram of cjkBigrams(token)) this.out.add(gram);
      return;
    }
    this.add(token.toLowerCase());
    if (this.parts) for (const part of identifierParts(token)) this.add(part);
  }

  /** Whether reading `token` would add a term. */
  adds(token: string): boolean {
    if (CJK.test(token)) return cjkBigrams(token).some((gram) => !this.out.has(gram));
    return this.wouldAdd(token.toLowerCase()) || (this.parts && identifierParts(token).some((part) => this.wouldAdd(part)));
  }

  private add(word: string): void {
    if (!this.wouldAdd(word)) return;
    if (isNumber(word)) this.numbers--;
    this.out.add(word);
  }

  private wouldAdd(word: string): boolean {
    if (this.out.has(word)) return false;
    if (isNumber(word)) return this.numbers > 0;
    return !STOPWORDS.has(word) && !STOPWORDS.has(word.replace(/'s$/, ''));
  }
}

/** Whether the token at `at` of `text` is a file's extension (EXTENSION). */
const isExtension = (text: string, at: number): boolean => {
  if (at < 2 || text.charCodeAt(at - 1) !== 46) return false;
  EXTENSION.lastIndex = at;
  return EXTENSION.test(text);
};

/** A bare number, in ASCII digits (NFKC has made full-width ones so). */
const isNumber = (word: string): boolean => {
  const c = word.charCodeAt(0);
  return c >= 48 && c <= 57 && NUMBER.test(word);
};

/**
 * Turns any user text into a safe FTS5 MATCH expression: every term is a quoted
 * string (so `AND`, `(`, `"`, `-x`, `NEAR`, `*` are just words) and terms are
 * OR-ed, leaving ranking to BM25. Returns null when nothing is searchable.
 */
export function toFtsQuery(text: string): string | null {
  const terms = promptTerms(text);
  if (terms.length === 0) return null;
  return terms.map(ftsString).join(' OR ');
}

/** One term as an FTS5 string: matched as a word, whatever characters it holds. */
export const ftsString = (term: string): string => `"${term.replace(/"/g, '""')}"`;
