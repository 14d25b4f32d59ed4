import type { MemoryInput } from '../types.ts';
import { counted } from '../util/text.ts';

// Secret redaction applied before anything reaches the database, whoever writes it (the capture hook, and
// every other writer through engine/remember.ts and setCategory). Patterns follow the public formats of
// each provider's keys; `<private>` spans are dropped whole.

// A rule with a `keep` group keeps that text before the secret (the words that name it). Written as a
// group, not a lookbehind: a lookbehind holding `\s+` is retried across a run of spaces at every position
// of it, and took minutes on a response with a few hundred thousand spaces in it.
const RULES: [string, RegExp][] = [
  ['private-key', /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$)/g],
  ['aws-access-key', /\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b/g],
  ['github-token', /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})\b/g],
  ['anthropic-key', /\bsk-ant-[A-Za-z0-9_-]{20,}/g],
  ['openai-key', /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g],
  ['google-api-key', /\bAIza[0-9A-Za-z_-]{35}\b/g],
  ['slack-token', /\bxox[abposr]-[A-Za-z0-9-]{10,}/g],
  ['stripe-key', /\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}/g],
  ['npm-token', /\bnpm_[A-Za-z0-9]{36}\b/g],
  ['gitlab-token', /\bglpat-[A-Za-z0-9_-]{20,}/g],
  ['jwt', /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g],
  ['url-password', /(?<=[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)(?!\[REDACTED:)[^\s@/]+(?=@)/gi],
  // Prose: "the DB password is hunter2pass", "my token was a8f3…" (a value with letters and digits or symbols). A value
  // an earlier rule redacted already keeps its label (and a text redacted twice stays as it was).
  ['secret', /(?<keep>\b(?:password|passwd|passphrase|pwd|secret|token|api[ _-]?key|access[ _-]?key)\s+(?:is|was|=|:)\s+["'`]?)(?!\[REDACTED:)(?=[^\s"'`]*[0-9!@#$%^&*_+=-])(?=[^\s"'`]*[A-Za-z])[^\s"'`]{6,}/gi],
  ['bearer', /(?<keep>\b[Bb]earer\s+)[A-Za-z0-9._~+/-]{16,}=*/g],
];

// KEY=value lines whose key names a secret (.env style, also `key: "value"`
// in YAML/JSON/TOML, any case: `DB_PASSWORD`, `clientSecret`, `apiKey`), unless it names a setting about
// one (`TOKEN_TTL`: SETTING_OF_A_SECRET). The value runs to the closing quote, or to whitespace when unquoted.
const ENV_SECRET = /\b([A-Za-z0-9_]*(?:secret|token|password|passwd|pwd|api_?key|access_?key|private_?key|credentials?)[A-Za-z0-9_]*)(["']?\s*[=:]\s*)(?:(["'])([^"'\n]{4,})\3|([^\s"',;]{4,}))/gi;

/**
 * The last word of a key that names a setting about a secret, not the secret: `TOKEN_TTL=3600`,
 * `PASSWORD_MIN_LENGTH=12`, `API_KEY_HEADER=X-Api-Key`, `passwordFile: /run/secrets/db`. Their values are what a
 * decision or a setting change remembers ("Raised TOKEN_TTL=7200"), and a secret is none of them.
 */
const SETTING_OF_A_SECRET = new Set(['ttl', 'expiry', 'expires', 'expiration', 'timeout', 'length', 'len', 'min', 'max', 'count', 'size', 'header', 'name', 'file', 'path', 'url', 'uri', 'endpoint', 'type', 'enabled', 'disabled', 'rotation', 'days', 'hours', 'minutes', 'seconds', 'ms', 'id', 'region', 'version']);
const settingOfASecret = (key: string) => SETTING_OF_A_SECRET.has(key.split(/_|(?<=[a-z0-9])(?=[A-Z])/).pop()!.toLowerCase());

export interface Redacted {
  text: string;
  redactions: number;
  /** What each redaction took, by rule (`github-token`, `url-password`, `private` for a `<private>` span…). */
  kinds: string[];
}

/**
 * What every rule above needs somewhere in a text (case aside): a text without any of it has nothing to redact.
 * One pass of this instead of the rules' own keeps redaction off an import's clock: on LongMemEval's and LoCoMo's
 * chat turns (765 characters on average) 16–21 µs a turn with every rule, 5 µs screened (scripts/redact-lab.ts).
 */
const SCREEN = /<private>|PRIVATE KEY-----|AKIA|ASIA|ABIA|ACCA|gh[pousr]_|github_pat_|sk-|[spr]k_(?:live|test)|AIza|xox[abposr]-|npm_|glpat-|eyJ|:\/\/[^\s:/@]+:[^\s@/]+@|bearer\s|(?:pass|pwd|secret|token|key|credential)[A-Za-z0-9_]*["']?\s*(?:[=:]|is\s|was\s)/i;

/** `screen: false` runs every rule whatever the text (to check the screen against them). */
export function redact(text: string, { screen = true } = {}): Redacted {
  if (screen && !SCREEN.test(text)) return { text, redactions: 0, kinds: [] };
  const kinds: string[] = [];
  let out = text.replace(/<private>[\s\S]*?(?:<\/private>|$)/gi, () => {
    kinds.push('private');
    return '';
  });
  for (const [name, pattern] of RULES) {
    out = out.replace(pattern, (...args) => {
      kinds.push(name);
      const groups = args[args.length - 1] as Record<string, string> | undefined;
      return `${typeof groups === 'object' ? (groups?.keep ?? '') : ''}[REDACTED:${name}]`;
    });
  }
  out = out.replace(ENV_SECRET, (match, key: string, sep: string, quote: string | undefined, quoted: string | undefined, bare: string | undefined) => {
    const value = quoted ?? bare ?? '';
    if (value.startsWith('[REDACTED') || settingOfASecret(key)) return match;
    // "passwords: never logged" is prose: an unquoted value after a colon must look like a secret.
    if (bare !== undefined && !sep.includes('=') && !(value.length >= 8 && /\d/.test(value) && /[A-Za-z]/.test(value))) return match;
    kinds.push('secret');
    return `${key}${sep}${quote ?? ''}[REDACTED:secret]${quote ?? ''}`;
  });
  return { text: out, redactions: kinds.length, kinds };
}

/**
 * A memory as any writer gives it (CLI, MCP, HTTP, an import), its secrets redacted wherever it holds text:
 * the content, the search-only context, the decision's choice and rejected options with their reasons, the tags.
 * Redacting twice changes nothing, so what the capture hook redacted already passes as it is.
 */
export function redactInput<T extends MemoryInput>(input: T): { input: T; kinds: string[] } {
  const kinds: string[] = [];
  const content = typeof input.content === 'string' ? input.content : '';
  // A decision's part that the content says word for word (MCP `decide` writes both) is one secret, counted once.
  const clean = <V>(value: V, part = false): V => {
    if (typeof value !== 'string') return value;
    const r = redact(value);
    if (!part || !content.includes(value)) kinds.push(...r.kinds);
    return r.text as V;
  };
  const d = input.decision;
  const decision = d && typeof d === 'object' ? { ...d, chosen: clean(d.chosen, true), rejected: Array.isArray(d.rejected) ? d.rejected.map((r) => (r && typeof r === 'object' ? { ...r, option: clean(r.option, true), reason: clean(r.reason, true) } : r)) : d.rejected } : d;
  const redacted = {
    ...input,
    content: clean(input.content),
    context: clean(input.context),
    tags: Array.isArray(input.tags) ? input.tags.map((t) => clean(t)) : input.tags,
    decision,
  };
  return { input: kinds.length ? redacted : input, kinds };
}

/** What a write redacted, as the CLI, MCP and HTTP say it ('' when nothing). */
export function redactedNote(kinds: string[]): string {
  if (!kinds.length) return '';
  return `redacted ${counted(kinds.length, 'secret')} before storing (${[...new Set(kinds)].join(', ')}): the stored text holds [REDACTED:…] in ${kinds.length === 1 ? 'its' : 'their'} place`;
}
