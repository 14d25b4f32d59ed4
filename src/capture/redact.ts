// Secret redaction applied before anything captured reaches the database.
// Patterns follow the public formats of each provider's keys; `<private>`
// spans are dropped whole.

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
  ['url-password', /(?<=[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)[^\s@/]+(?=@)/gi],
  // Prose: "the DB password is hunter2pass", "my token was a8f3…" (a value with letters and digits or symbols).
  ['secret', /(?<keep>\b(?:password|passwd|passphrase|pwd|secret|token|api[ _-]?key|access[ _-]?key)\s+(?:is|was|=|:)\s+["'`]?)(?=[^\s"'`]*[0-9!@#$%^&*_+=-])(?=[^\s"'`]*[A-Za-z])[^\s"'`]{6,}/gi],
  ['bearer', /(?<keep>\b[Bb]earer\s+)[A-Za-z0-9._~+/-]{16,}=*/g],
];

// KEY=value lines whose key names a secret (.env style, also `key: "value"`
// in YAML/JSON/TOML, any case). The value runs to the closing quote, or to
// whitespace when unquoted.
const ENV_SECRET = /\b([A-Za-z0-9_]*(?:SECRET|TOKEN|PASSWORD|PASSWD|PWD|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIALS?|secret|token|password|passwd|pwd|api_?key|access_?key|private_?key|credentials?)[A-Za-z0-9_]*)(["']?\s*[=:]\s*)(?:(["'])([^"'\n]{4,})\3|([^\s"',;]{4,}))/g;

export function redact(text: string): { text: string; redactions: number } {
  let count = 0;
  let out = text.replace(/<private>[\s\S]*?(?:<\/private>|$)/gi, () => {
    count++;
    return '';
  });
  for (const [name, pattern] of RULES) {
    out = out.replace(pattern, (...args) => {
      count++;
      const groups = args[args.length - 1] as Record<string, string> | undefined;
      return `${typeof groups === 'object' ? (groups?.keep ?? '') : ''}[REDACTED:${name}]`;
    });
  }
  out = out.replace(ENV_SECRET, (match, key: string, sep: string, quote: string | undefined, quoted: string | undefined, bare: string | undefined) => {
    const value = quoted ?? bare ?? '';
    if (value.startsWith('[REDACTED')) return match;
    // "passwords: never logged" is prose: an unquoted value after a colon must look like a secret.
    if (bare !== undefined && !sep.includes('=') && !(value.length >= 8 && /\d/.test(value) && /[A-Za-z]/.test(value))) return match;
    count++;
    return `${key}${sep}${quote ?? ''}[REDACTED:secret]${quote ?? ''}`;
  });
  return { text: out, redactions: count };
}
