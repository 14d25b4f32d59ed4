import type { DecisionMeta } from '../types.ts';
import type { Captured } from './explicit.ts';

// Offline, LLM-free extraction of decisions and rejected alternatives from
// free text (English and Japanese). Precision over recall: a sentence must
// match a decision or rejection pattern; questions, code and tool noise are
// skipped, so chit-chat is never stored.

const DECIDE_EN =
  /\b(?:we|i|let's|let us)\b[^.!?\n]{0,40}?\b(?:decided|decide|chose|chosen|choose|picked|opted|settled on|went with|go with|going with|will use|'ll use|are using|switch(?:ed|ing)? (?:to|from)|stick with|standardi[sz]e on)\b|\bdecision\b\s*(?:is|was|:)/i;
const DECIDE_JA = /(?:に決めた|に決定|を採用|ことにした|ことにします|を選んだ|を選択|で行きます|でいきます|に統一)/;
const REJECT_EN =
  /\b(?:instead of|rather than|decided against|ruled out|rejected|won't use|will not use|don't use|do not use|not use|avoid(?:ing)?|dropped|over)\s+(?:using\s+|the\s+)?([A-Za-z0-9][\w.+#/-]*(?:\s+[\w.+#/-]+){0,3})/i;
const REJECT_TRAILING_EN = /\b([A-Za-z0-9][\w.+#/-]*)\s+(?:was|is|got|has been)\s+(?:rejected|ruled out|dropped)\b/i;
const REJECT_JA = /([\p{L}\p{N}._+#/-]{1,30}?)(?:ではなく|じゃなく|の代わりに|は使わない|は採用しない|は見送|は却下|は不採用)/u;
const REASON_EN = /\b(?:because|since|as|due to|given that)\b\s+(.+?)[.!]?$/i;
const REASON_JA = /(?:なぜなら|理由は)(.+?)(?:から|ため)?[。．]?$|([^、,。]{2,60}?)(?:ので|ため|から)(?:[、,。．]|$)/u;
const OPTION_STOP = /^(?:because|since|as|due|and|but|for|which|that|so|to|in|on|with|is|was|it|its|we|i|here|there|now)$/i;

/** An option's name: its first words, up to a connective ("Postgres because …" → "Postgres"). */
function cutOption(raw: string): string {
  const out: string[] = [];
  for (const w of raw.split(/\s+/)) {
    if (OPTION_STOP.test(w)) break;
    out.push(w);
  }
  return out.join(' ').replace(/[,;:.]+$/, '');
}

const SUPERSEDE_EN = /\b(?:switch(?:ing|ed)? (?:away )?from|mov(?:e|ing|ed) away from|replac(?:e|es|ing|ed)|supersed(?:e|es|ing|ed)|no longer us(?:e|ing))\s+(?:our |the |using )?([A-Za-z0-9][\w.+#/-]*(?:\s+[\w.+#/-]+){0,2})/i;
const SUPERSEDE_JA = /([\p{L}\p{N}._+#/-]{1,30}?)(?:から.{1,30}?に(?:変更|切り替え|移行)|をやめて)/u;

const CONVENTION_EN = /^(?:please\s+)?(?:always|never|from now on|going forward|make sure (?:to )?always)\b|\b(?:we|you) (?:must|should) (?:always|never)\b/i;
const CONVENTION_JA = /(?:常に|必ず|今後は|これからは|絶対に.*(?:ない|な)|しないでください|しないこと)/;

/** Sentences of prose: code blocks, quoted output and list noise removed. */
export function sentences(text: string): string[] {
  const prose = text
    .replace(/```[\s\S]*?(?:```|$)/g, '\n')
    .split('\n')
    .filter((line) => !/^\s{4,}\S|^\s*[$>#|]|^\s*\/\/|^\s*[{}[\]]/.test(line))
    .join('\n');
  return prose
    .split(/(?<=[.!?])\s+|(?<=[。！？])\s*|\n+/)
    .map((s) => s.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '').replace(/\*\*/g, '').trim())
    .filter((s) => s.length >= 12 && s.length <= 400 && !/[?？]$/.test(s));
}

function reasonOf(sentence: string): string | undefined {
  const en = REASON_EN.exec(sentence);
  if (en) return en[1].trim();
  const ja = REASON_JA.exec(sentence);
  return ja ? (ja[1] ?? ja[2])?.trim() : undefined;
}

function rejectedIn(sentence: string): { option: string; reason?: string } | null {
  const m = REJECT_TRAILING_EN.exec(sentence) ?? REJECT_EN.exec(sentence);
  if (m) {
    const option = cutOption(m[1]);
    if (!option || /^(?:it|this|that|them|the|a|an)$/i.test(option)) return null;
    return { option, reason: reasonOf(sentence) };
  }
  const ja = REJECT_JA.exec(sentence);
  return ja ? { option: ja[1], reason: reasonOf(sentence) } : null;
}

/** Decisions (with rejected alternatives) found in a response. */
export function extractHeuristic(text: string): Captured[] {
  const out: Captured[] = [];
  let current: (Captured & { decision: DecisionMeta }) | null = null;
  for (const s of sentences(text)) {
    const decides = DECIDE_EN.test(s) || DECIDE_JA.test(s) || SUPERSEDE_JA.test(s);
    const rejected = rejectedIn(s);
    if (!decides && !rejected) {
      continue;
    }
    if (decides || !current) {
      current = { content: s, kind: 'decision', type: 'semantic', decision: { chosen: decides ? s : undefined, rejected: [] } };
      out.push(current);
    } else {
      current.content += ` ${s}`;
    }
    if (rejected && !current.decision.rejected!.some((r) => r.option === rejected.option)) current.decision.rejected!.push(rejected);
    const replaced = SUPERSEDE_EN.exec(s) ?? SUPERSEDE_JA.exec(s);
    // Japanese: keep the name after the last particle (ホスティングはHeroku → Heroku).
    if (replaced && decides) current.supersedes = cutOption(replaced[1]).split(/[はをがもで、]/).pop();
  }
  return out;
}

/** The user's stated conventions and preferences ("always …", "never …", "from now on …"). */
export function extractConventions(text: string): Captured[] {
  return sentences(text)
    .filter((s) => CONVENTION_EN.test(s) || CONVENTION_JA.test(s))
    .map((s) => ({ content: s, kind: 'convention', type: 'procedural' }));
}
