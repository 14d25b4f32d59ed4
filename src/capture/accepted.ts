import type { Captured } from './explicit.ts';
import { NAME, sentences } from './heuristics.ts';

// A decision made across two turns: the agent recommends ("For the new service I'd recommend Drizzle. Prisma's
// client adds ~10 MB …; TypeORM is another option but …"), the user agrees ("yes go with drizzle"). Neither turn
// decides alone — a recommendation is advice, "yes" names nothing — so the capture of the second turn reads the
// first: the recommendation the user accepted is the decision, the options it argued against are rejected.

/** The user agreeing, as the prompt opens: "yes", "yes, Drizzle", "ok go with drizzle", "sounds good", "let's do that". */
const ACCEPT = /^(?:(?:ok(?:ay)?|yes|yep|yeah|sure|great|perfect|agreed|sounds good|makes sense|good call|love it|deal)\b[\s,.!:-]*)+(?:$|[\w.+#/-]+[.!]*$|(?:let'?s\s+|please\s+)?(?:go|do|use|set|pick|take|proceed|ship|add|install|move|switch|stick)\b)|^(?:let'?s\s+)?(?:go|do)\s+(?:with\s+(?:it|that|this|your (?:recommendation|suggestion|pick))|for it|ahead|it)\b|^(?:let'?s\s+)?go\s+with\s+/i;
/** The same in Japanese: 「はい」「それでお願いします」「いいですね、進めてください」. */
const ACCEPT_JA = /^(?:はい|うん|ええ|OK|オッケー|了解|いいですね|いいね|賛成|それで|お願いします|そうしましょう|進めてください)/i;
const NOT_AGREEING_JA = /いいえ|いや|でも|ただ|なぜ|どうして|代わりに|ではなく|じゃなく|？/;
/** A prompt that says more than yes: it turns the choice down or asks for something else. */
const NOT_AGREEING = /\b(?:no|not|don't|do not|instead|rather|but|why|what about|how about|or|thanks?|thank you|maybe|later|hmm|not sure|let me think)\b|\?/i;
/** The longest prompt read as a plain "yes, that one". */
const ACCEPT_CHARS = 160;

/** "I'd recommend Drizzle", "I recommend using BullMQ", "my recommendation is Vitest", "I'd go with pnpm". */
const RECOMMEND = new RegExp(
  String.raw`\b(?:I(?:'d|\s+would)?\s+(?:strongly\s+)?(?:recommend|suggest|go with|pick|choose|lean (?:towards?|toward))|[Mm]y\s+(?:recommendation|suggestion|pick|vote)\s+(?:is|would be)|[Tt]he\s+best\s+(?:fit|choice|option)\s+(?:here\s+)?is)\s+(?:using\s+|the\s+)?(${NAME}|[a-z][\w+#-]{1,30})`,
);
/** 「新しいサービスには Drizzle をおすすめします」. */
const RECOMMEND_JA = new RegExp(String.raw`(${NAME})\s*(?:を|が)(?:おすすめ|お勧め|推奨|いいと思います|良いと思います|最適)`);
/** 「Prisma はクライアントが大きく…」「TypeORM も選択肢ですが、…」: another name, with what is wrong with it. */
const FAULTED_JA = new RegExp(String.raw`^([A-Z][\w.+#/-]*)\s*(?:は|だと)(.+?(?:遅い|大きい|大きく|重い|合いません|合わない|向いていません|向かない|不要|面倒|複雑|足りません|ありません|できません)[^。]*)。?$`);
const ANOTHER_JA = new RegExp(String.raw`^([A-Z][\w.+#/-]*)\s*も(?:選択肢|候補|あり)(?:です|だ)?(?:が|けど|けれど)[、,]?\s*(.+?)。?$`);
/** After it, another name faulted: "Prisma's generated client adds ~10 MB …", "Jest needs flags for ESM". */
const FAULTED = new RegExp(
  String.raw`^(?:The\s+|But\s+)?([A-Z][\w.+#/-]*(?:\s+[A-Z][\w.+#/-]*)?)(?:'s\s+(?:[\w-]+\s+){0,2}?[\w-]+)?\s+((?:would|is|was|has|adds|added|needs|requires|lacks|doesn't|does not|can't|cannot|isn't|wasn't|feels|seems|tends to|brings|pulls in)\b.+?)[.!]?$`,
);
/** Or weighed and set aside: "TypeORM is another option, but its decorators don't fit …". */
const ANOTHER = new RegExp(String.raw`^([A-Z][\w.+#/-]*(?:\s+[A-Z][\w.+#/-]*)?)\s+(?:is|would be|was)\s+(?:also\s+)?(?:another|an|a)\s+(?:\w+\s+)?(?:option|alternative|choice|contender)[^,;]*?,?\s+but\s+(.+?)[.!]?$`);
/** Sentences of the recommendation taken with it (the reasons that follow it, not its offers and questions). */
const WITH_REASONS = 3;
const REASONS_CHARS = 600;
const ASIDE = /\?$|^(?:want me|shall i|should i|let me know|i can|happy to|if you)/i;

const lower = (s: string) => s.toLowerCase();

/** The names a text holds, lower-cased: capitalised or package-like words, not the word a sentence opens with. */
function namesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(new RegExp(NAME, 'g'))) {
    const before = text.slice(0, m.index).trimEnd();
    if (before && !/[.!?:\n]$/.test(before)) out.push(lower(m[0].replace(/[.]+$/, '')));
  }
  return out;
}

/**
 * The recommendation in `previous` (the agent's last response) that `prompt` (the user's answer) accepts, as a
 * decision; `question`: what the user had asked, kept as search-only context. Null when the prompt is no plain
 * "yes", names another option, or the response recommended nothing by name.
 */
export function acceptedRecommendation(previous: string, prompt: string, question?: string): Captured | null {
  const answer = prompt.trim();
  const agrees = (ACCEPT.test(answer) && !NOT_AGREEING.test(answer)) || (ACCEPT_JA.test(answer) && !NOT_AGREEING_JA.test(answer) && !NOT_AGREEING.test(answer));
  if (answer.length > ACCEPT_CHARS || !agrees) return null;
  const said = sentences(previous);
  const at = said.findIndex((s) => RECOMMEND.test(s) || RECOMMEND_JA.test(s));
  if (at < 0) return null;
  const chosen = (RECOMMEND.exec(said[at]) ?? RECOMMEND_JA.exec(said[at]))![1].replace(/[.]+$/, '');
  // A name ("Drizzle", "date-fns"), or a word the answer says back ("yes, drizzle"): not a step ("I'd suggest running the tests").
  if (!new RegExp(`^${NAME}$`).test(chosen) && !lower(answer).includes(lower(chosen))) return null;
  const taken = [said[at]];
  const rejected: { option: string; reason?: string }[] = [];
  for (const s of said.slice(at + 1)) {
    if (taken.length >= WITH_REASONS || ASIDE.test(s) || /[？?]$/.test(s) || taken.join(' ').length + s.length > REASONS_CHARS) break;
    taken.push(s);
    const m = ANOTHER.exec(s) ?? FAULTED.exec(s) ?? ANOTHER_JA.exec(s) ?? FAULTED_JA.exec(s);
    if (m && lower(m[1]) !== lower(chosen) && !/^(?:It|This|That|They|We|I|You|There|Here|Our|Their|Its)$/.test(m[1])) {
      // The reason up to where the sentence turns to the choice ("…, while Drizzle is a thin layer").
      rejected.push({ option: m[1], reason: m[2].split(/,?\s+(?:while|whereas)\s+|;\s+/)[0].trim() });
    }
  }
  // An answer that names an option must name the one recommended ("yes go with drizzle"; not "ok, go with Prisma").
  const options = new Set([...namesIn(previous), ...rejected.map((r) => lower(r.option))]);
  if ((answer.match(/[\w.+#/-]+/g) ?? []).some((w) => options.has(lower(w)) && lower(w) !== lower(chosen))) return null;
  // Japanese sentences run on without a space, as written.
  const text = taken.reduce((all, s) => `${all}${/[\u3000-\u9fff]$/.test(all) ? '' : ' '}${s}`);
  const content = `${text} (The user agreed: "${answer.length > 80 ? `${answer.slice(0, 79)}…` : answer}".)`;
  return { content, kind: 'decision', type: 'semantic', decision: { chosen: taken[0], rejected }, ...(question?.trim() ? { context: question.trim().slice(0, 300) } : {}) };
}
