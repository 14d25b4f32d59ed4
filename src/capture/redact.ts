// Secret redaction applied before anything captured reaches the database.
// Patterns follow the public formats of each provider's keys; `<private>`
// spans are dropped whole.

const RULES: [string, RegExp][] = [
  ['private-key', /-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$)/g],
  ['aws-access-key', /\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b/g],
  ['github-token', /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{40,})\b/g],
  ['anthropic-key', /\bsk-ant-[A-Za-z0-9_-]{20,}/g],
  ['openai-key', /\bsk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g],
  ['google-api-key', /\bAIza[0-9A-Za-z_-]{35}\b/g],
  ['slack-token', /\bxox[abposr]-[A-Za-z0-9-]{10,}/g],
  ['jwt', /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g],
  ['url-password', /(?<=[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:)[^\s@/]+(?=@)/gi],
  ['bearer', /(?<=\b[Bb]earer\s+)[A-Za-z0-9._~+/-]{16,}=*/g],
];

// KEY=value lines whose key names a secret (.env style, also `KEY: value`).
const ENV_SECRET = /\b([A-Z0-9_]*(?:SECRET|TOKEN|PASSWORD|PASSWD|PWD|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|CREDENTIALS?)[A-Z0-9_]*)(\s*[=:]\s*)(["']?)([^\s"']{4,})\3/g;

export function redact(text: string): { text: string; redactions: number } {
  let count = 0;
  let out = text.replace(/<private>[\s\S]*?(?:<\/private>|$)/gi, () => {
    count++;
    return '';
  });
  for (const [name, pattern] of RULES) {
    out = out.replace(pattern, () => {
      count++;
      return `[REDACTED:${name}]`;
    });
  }
  out = out.replace(ENV_SECRET, (match, key: string, sep: string, quote: string, value: string) => {
    if (value.startsWith('[REDACTED')) return match;
    count++;
    return `${key}${sep}${quote}[REDACTED:secret]${quote}`;
  });
  return { text: out, redactions: count };
}
