// Memory poisoning: stored text that tries to give the agent orders. Such text
// is still a fact about the project's history ("someone wrote this"), so it is
// kept and may be recalled — but quoted, labelled as data, and tagged
// `suspicious` at write time. A person can `engrim flag` any memory to keep it
// out of every recall block while it stays searchable and restorable.

export const SUSPICIOUS_TAG = 'suspicious';
export const FLAGGED_TAG = 'flagged';

// Each pattern with words it cannot match without (lower case): a text holding
// none of them skips the regular expression. Most stored text holds none, and
// a hook compiles these expressions afresh in every process.
const PATTERNS: [string, string[], RegExp][] = [
  ['overrides instructions', ['ignore', 'disregard', 'forget', 'override', 'bypass'], /\b(ignore|disregard|forget|override|bypass)\b[^.\n]{0,40}\b(previous|prior|above|earlier|all|any|system|your|the)\b[^.\n]{0,25}\b(instructions?|prompts?|rules?|guidelines?|directives?|messages?)\b/i],
  ['assigns a new role', ['you are now', 'from now on', 'pretend', 'act as', 'new instruction'], /((^|[.!?:]\s+)you are now\b|\bfrom now on,? you (must|will|should|are)\b|\bpretend (to be|you are)|act as (an?|the) (unrestricted|different|new)|new instructions?:)/i],
  ['mentions the system prompt', ['system prompt', 'developer message', 'jailbreak', 'dan mode'], /\b(system prompt|developer message|jailbreak|DAN mode)\b/i],
  ['asks to hide things from the user', ['do not', "don't", 'never'], /\b(do not|don't|never)\s+(tell|inform|mention|reveal|show)\b[^.\n]{0,30}\b(user|human|anyone)\b/i],
  ['asks to send secrets', ['send', 'upload', 'post', 'exfiltrate', 'leak', 'copy'], /\b(send|upload|post|exfiltrate|leak|copy)\b[^\n]{0,60}\b(secrets?|credentials?|passwords?|tokens?|api[ _-]?keys?|\.env|ssh keys?|id_rsa)\b[^\n]{0,40}\b(to|into|at)\b/i],
  ['pipes a download into a shell', ['curl', 'wget'], /\b(curl|wget)\b[^|\n]{0,200}\|\s*(sudo\s+)?(ba|z|da)?sh\b/i],
  ['deletes from the root or home', ['rm'], /\brm\s+-[a-z]*r[a-z]*f?\s+(--no-preserve-root\s+)?(\/|~)(\s|$)/i],
  ['forges a chat role', ['<', 'inst]'], /<\/?\s*(system|assistant|instructions?|im_start|im_end)\s*>|\[\/?INST\]/i],
  ['overrides instructions (ja)', ['の指示', 'の命令', 'のプロンプト', 'のルール'], /(以前|前|上記|これまで|すべて|全て)の(指示|命令|プロンプト|ルール)を(無視|忘れ)/],
  ['mentions the system prompt (ja)', ['システムプロンプト'], /システムプロンプト/],
];

/** Why `text` reads like an instruction to the agent, or null. */
export function instructionLike(text: string): string | null {
  const lower = text.toLowerCase();
  for (const [why, needles, re] of PATTERNS) if (needles.some((n) => lower.includes(n)) && re.test(text)) return why;
  return null;
}
