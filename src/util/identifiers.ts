// Code identifiers written in camelCase or PascalCase (`fetchUserProfile`,
// `HTTPServer`, `base64Encode`) are one token to SQLite's unicode61 tokenizer,
// so a memory that names `fetchUserProfile` was invisible to "the user profile
// fetch", and the reverse. Both the index (store/index-text.ts) and the query
// (search/fts-query.ts) add an identifier's parts beside the whole word: the
// whole word still matches itself, and its parts match prose. snake_case and
// kebab-case need nothing: `_` and `-` already separate tokens.
//
// Case boundaries are ASCII (identifiers are, in practice): a Unicode-class
// regex costs a cold hook ~0.7 ms to compile, these ~0.03 ms.

/**
 * A lower-case letter or digit followed by an upper-case one, or an upper-case
 * run ending before a capitalised word of 3+ letters ("HTTP|Server"; a plural
 * acronym such as "APIs" or "ELBs" stays whole).
 */
const BOUNDARY = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z]{2})/;
/** Somewhere in a text, a case boundary as BOUNDARY finds them. */
const ANY_BOUNDARY = /[a-z0-9][A-Z]|[A-Z][A-Z][a-z]{2}/;
const WORD = /[\p{L}\p{N}]+/gu;

/** The parts of one camelCase / PascalCase word, lower-cased, 2+ characters; [] for a word without a case boundary. */
export function identifierParts(word: string): string[] {
  if (!hasIdentifier(word)) return [];
  const parts = word.split(BOUNDARY).filter((p) => p.length >= 2).map((p) => p.toLowerCase());
  return parts.length > 1 ? [...new Set(parts)] : [];
}

/** Whether a text holds a word identifierParts() may split (a cheap test: no word is read). */
export function hasIdentifier(text: string): boolean {
  return ANY_BOUNDARY.test(text);
}

/** The parts of every camelCase / PascalCase identifier in a text, space-separated ('' when there are none). */
export function identifierPartsOf(text: string): string {
  if (!hasIdentifier(text)) return '';
  const out: string[] = [];
  for (const word of text.match(WORD) ?? []) for (const part of identifierParts(word)) out.push(part);
  return out.join(' ');
}

/**
 * A code identifier in prose: snake_case, camelCase, dotted.path or UPPER_CASE ("max_connections",
 * "maxRetries", "pool.size", "LOG_LEVEL"). Capture reads a setting named so as technical; a statement that
 * names one may set it to a word ("LOG_LEVEL to warn").
 */
export const CODE_NAME = /\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z]\w*\b|\b[a-z]+\.[a-z]\w*\b|\b[A-Z]{2,}_[A-Z_]+\b/;

/**
 * A setting's key written in code: dotted (`spark.executor.memory`), upper snake case (`MAX_CONNECTIONS`) or snake case
 * (`pool_size`); not part of a path.
 */
export const SETTING_KEY = /(?<![\w.])(?:[a-z][\w-]*(?:\.[a-z][\w-]*)+|[A-Z][A-Z0-9]*_[A-Z0-9_]+|[a-z]+(?:_[a-z0-9]+)+)(?![\w.]*\/)/;
/**
 * Such a key given its value as code writes it, up to the value: "`spark.executor.memory=8g`", "`polling_interval:
 * 0.5`" (the key in a group of its own).
 */
export const KEY_GIVEN = String.raw`(${SETTING_KEY.source})\s*[=:]\s*`;
