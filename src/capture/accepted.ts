import type { Captured } from './explicit.ts';
import { clipText, escapeRegExp, initialsOf } from '../util/text.ts';
import { asSaid, joinSentence, sentences } from './prose.ts';
import { FUNCTION_WORD, faultOf, turnedDown } from './faults.ts';
import { NAME, isName, isTool, opensOnAct } from './names.ts';
import { cutOption, saysEveryWord } from './options.ts';
import { OFFERS, ORDINALS, RECOMMENDED_LABEL, type Offered, offered, optionsLead, ownWords, saysForm, saysWord } from './offered.ts';

// A decision made across two turns: the agent recommends ("For the new service I'd recommend Drizzle. Prisma's
// client adds ~10 MB …; TypeORM is another option but …"), the user agrees ("yes go with drizzle"); or the agent
// lays out options ("1. Redis — … 2. Postgres LISTEN/NOTIFY — … Which do you prefer?") and the user picks one
// ("2"). Neither turn decides alone — a recommendation is advice, "yes" or "2" names nothing — so the capture of
// the second turn reads the first: what the user accepted or picked is the decision, the rest are rejected.

/** The user agreeing, as the prompt opens: "yes", "yes, Drizzle", "ok go with drizzle", "sounds good", "let's do that". */
const ACCEPT = /^(?:(?:ok(?:ay)?|yes|yep|yeah|sure|great|perfect|agreed|sounds good|makes sense|good call|love it|deal)\b[\s,.!:-]*)+(?:$|[\w.+#/-]+[.!]*$|(?:let'?s\s+|please\s+)?(?:go|do|use|set|pick|take|proceed|ship|add|install|move|switch|stick|stay|keep)\b)|^(?:let'?s\s+)?(?:go|do)\s+(?:with\s+(?:it|that|this|your (?:recommendation|suggestion|pick))|for it|ahead|it)\b|^(?:let'?s\s+)?go\s+with\s+/i;
/** The same in Japanese: 「はい」「それでお願いします」「いいですね、進めてください」. */
const ACCEPT_JA = /^(?:はい|うん|ええ|OK|オッケー|了解|いいですね|いいね|賛成|それで|お願いします|そうしましょう|進めてください)/i;
/** Agreeing in Chinese: 「好的」「可以」「就这样」「同意」「就用 drizzle 吧」. */
const ACCEPT_ZH = /^(?:好的?|好啊|行|可以|没问题|同意|就这样|就这么办|就用|那就用|按你说的)/;
const NOT_AGREEING_ZH = /不|别|但是|不过|为什么|换成|改用|？|\?/;
const NOT_AGREEING_JA = /いいえ|いや|でも|ただ|なぜ|どうして|代わりに|ではなく|じゃなく|？/;
/** Words that turn a choice down or ask for something else: "no", "why", "maybe later", a question. */
const REFUSING = String.raw`no|not|don't|do not|but|why|what about|how about|or|thanks?|thank you|maybe|later|not sure|let me think`;
/**
 * An answer that picks a listed option by name and says no more than REFUSING: one that turns from the recommendation to
 * another ("hmm, let's do Playwright instead", "I'd rather go with Playwright") still picks it.
 */
const NOT_PICKING = new RegExp(String.raw`\b(?:${REFUSING})\b|\?`, 'i');
/** A prompt that says more than yes: it turns the choice down, asks for something else, or turns from it ("instead", "hmm"). */
const NOT_AGREEING = new RegExp(String.raw`\b(?:${REFUSING}|instead|rather|hmm)\b|\?`, 'i');
/**
 * Where the user's reason for a choice begins: after a comma, dash or full stop, a clause of its own ("…, I don't
 * want …", "… — we already run it", "…. It keeps …"), or "because" / "since" ("2 since it keeps everything in
 * Postgres"), or what matters more ("hilt, compile time checks matter more to me"). Not "ok, go with drizzle": "go"
 * opens no reason.
 */
const WHY_AFTER = /(?:,\s+|\s+[—–-]\s+|[.;!]\s+)(?=(?:i|we|it|that|this|they|because|since|as|so|our|the)\b|(?:[a-z-]+\s+){1,3}(?:matters?|counts|wins|comes first)\b)|\s+(?=(?:because|since)\b)/i;
/**
 * What the user asks for besides the pick ("ok go with 2, but make sure failures are visible somewhere", "ok A, and yes
 * sign it"): no "but" against it.
 */
const ASKS_MORE = /,?\s+(?:but|and)\s+(?:also\s+|please\s+|yes,?\s+)?(?=(?:make sure|remember|don't forget|be sure|keep|add|log|alert|update|upgrade|bump|sign|enable|set up|test|document|publish)\b)/i;
/** An answer that agrees, and says nothing against it: "yes", "ok, do it" (not "yes, but …"). */
const saysYes = (answer: string): boolean => ACCEPT.test(answer) && !NOT_AGREEING.test(answer);
/** A yes in French, Spanish or German, said alone: "oui", "d'accord, vas-y", "vale", "sí, adelante", "ja, passt". */
const ACCEPT_EU = /^(?:(?:oui|d'accord|parfait|très bien|vas-y|allons-y|go|ok(?:ay)?|sí|si|vale|de acuerdo|perfecto|adelante|dale|ja|gut|einverstanden|passt|mach das|mach es|klingt gut)[\s,.!]*)+$/i;
/** A yes in English, Japanese, Chinese, French, Spanish or German. */
const agrees = (answer: string): boolean => saysYes(answer) || ACCEPT_EU.test(answer.trim()) || (ACCEPT_JA.test(answer) && !NOT_AGREEING_JA.test(answer) && !NOT_AGREEING.test(answer)) || (ACCEPT_ZH.test(answer) && !NOT_AGREEING_ZH.test(answer));
/** A listed option recommended by its number in Japanese or Chinese: "私なら 2 にします", "我建议选 2", "我会选第 2 个". */
const RECOMMENDED_LABEL_CJK = /(?:私なら|僕なら|おすすめは|我(?:会|建议|推荐)选?|推荐)\s*(?:第\s*)?([1-9]|[A-D])\s*(?:番|号|个|つ目)?\s*(?:に|を|が|吧|。|，|,|$)/u;
/**
 * The same in French, Spanish or German: "Je pencherais pour la 2", "je recommande l'option B", "yo iría con la 2",
 * "recomiendo la opción 1", "ich würde Option 2 nehmen", "ich empfehle die 2".
 */
const RECOMMENDED_LABEL_EU = /\b(?:[Jj]e (?:pencherais|partirais|recommande|recommanderais|prendrais|choisirais)(?: pour| sur)?|[Yy]o (?:iría|elegiría|me quedaría)(?: con| por)?|[Rr]ecomiendo|[Ii]ch (?:würde|empfehle|nehme))\s+(?:l'option\s+|la opción\s+|la\s+|el\s+|[Oo]ption\s+|die\s+|[Nn]ummer\s+)?([1-9]|[A-D])\b(?!\s*(?:serveurs?|servidores?|Server|instances?|instancias?|jours?|días?|Tage))/;
/** The name an answer says it goes with ("go with drizzle", "let's use Prisma"). */
const NAMES_ITS_PICK = /\b(?:go with|going with|use|using|pick|choose|take|switch to|stick with)\s+(?:the\s+)?([\w.+#/-]+)/i;
/** The longest prompt read as a plain "yes, that one". */
const ACCEPT_CHARS = 160;

/**
 * "I'd recommend Drizzle", "I recommend using BullMQ", "my recommendation is Vitest", "I'd go with pnpm", "**Recommendation:**
 * Meilisearch.", "Given …, TelemetryDeck is the better fit.", "I'd use Addressables", a sentence "Use Addressables."
 */
export const RECOMMEND = new RegExp(
  String.raw`\b(?:I(?:'d|\s+would)?\s+(?:strongly\s+)?(?:recommend|suggest|go with|pick|choose|lean (?:towards?|toward)|stay (?:on|with)|stick with|keep(?![^.;:]*\bout\b))|I(?:'d|\s+would)\s+(?:just\s+)?use|^(?:Use|Go with)(?=\s+(?:the\s+)?${NAME}\.$)|[Mm]y\s+(?:recommendation|suggestion|pick|vote)\s+(?:is|would be)|[Tt]he\s+best\s+(?:fit|choice|option)\s+(?:here\s+)?is)\s+(?:using\s+|the\s+)?(?:[A-Z][\w.-]*'s\s+(?:built-in\s+|own\s+|native\s+)?)?\x60?(${NAME}|[a-z][\w+#-]{1,30})|^\W{0,3}(?:Recommendation|Recommended|My (?:recommendation|pick))\W{0,3}[:：]\W{0,3}(${NAME})|(?:^|,\s+)(${NAME}(?:\s+${NAME})?)\s+(?:is|looks like|seems like)\s+(?:the\s+)?(?:better|best|right|safer|stronger)\s+(?:fit|choice|option|call|bet)\b`,
);
/** "I'd keep the transforms in Dagster assets", "I'd put the exports in R2": a recommendation of where a part is kept. */
const KEEP_IN = new RegExp(String.raw`\bI(?:'d|\s+would)\s+(?:keep|put|store|host)\s+(?:the\s+|our\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}?\s+(?:in|on|with)\s+(${NAME})`);
/** A fault the capture rules read of the name a sentence opens on, as [, name, why] (faults.ts `faultOf`). */
const faultOpening = (s: string): string[] | null => {
  const read = faultOf(asSaid(s).replace(/[.!]$/, ''));
  return read && s.startsWith(read.option) ? ['', read.option, read.reason] : null;
};
/**
 * An act at fault, as [, act, why]: "Storing them in Postgres as `bytea` would bloat the nightly backups …" after "I'd keep
 * them in S3 …" (faults.ts `turnedDown`, which reads an act's phrase whole).
 */
const actFaulted = (s: string, recommendation: string): string[] | null => {
  const read = turnedDown(asSaid(s).replace(/[.!]$/, ''), recommendation);
  return read && opensOnAct(read.option) ? ['', read.option.replace(/^./, (c) => c.toUpperCase()), read.reason] : null;
};
/**
 * A question between two ways: "addressables or resources folder for the level assets?", "Should we use Kafka or SQS?",
 * "which runtime for the firmware, embassy or rtic?".
 */
const ASKED_EITHER = /(?:^|[,:]\s+|\b(?:use|pick|choose|go with|prefer|want|with)\s+)(?:the\s+)?([\w.+#/-]+(?:\s+[\w.+#/-]+)?)\s+or\s+(?:the\s+)?([\w.+#/-]+(?:\s+[\w.+#/-]+)?)(?=\s+(?:for|in|on|to|as|here|then)\b|\s*\?)/i;
/** The way of the two a question asked about that is not `chosen`, or undefined. */
const otherAsked = (question: string | undefined, chosen: string): string | undefined => {
  const m = question ? ASKED_EITHER.exec(question.trim()) : null;
  if (!m) return undefined;
  const is = (way: string) => saysEveryWord(chosen, way) || saysEveryWord(way, chosen);
  return is(m[1]) && !is(m[2]) ? m[2] : is(m[2]) && !is(m[1]) ? m[1] : undefined;
};
/** 「新服务我建议用 Drizzle」「推荐 Drizzle」. */
const RECOMMEND_ZH = new RegExp(String.raw`(?:建议(?:用|使用|采用)?|推荐(?:用|使用)?)\s*(${NAME})`);
/** 「新しいサービスには Drizzle をおすすめします」. */
const RECOMMEND_JA = new RegExp(String.raw`(${NAME})\s*(?:を|が)(?:おすすめ|お勧め|推奨|いいと思います|良いと思います|最適)`);
/** 「Prisma はクライアントが大きく…」「TypeORM も選択肢ですが、…」: another name, with what is wrong with it. */
const FAULTED_JA = new RegExp(String.raw`^([A-Z][\w.+#/-]*)\s*(?:は|だと)(.+?(?:遅い|大きい|大きく|重い|合いません|合わない|向いていません|向かない|不要|面倒|複雑|足りません|ありません|できません)[^。]*)。?$`);
/** 「Prisma 的客户端大约 10 MB，冷启动慢。」: another name in Latin letters, with what is wrong with it in Chinese. */
const FAULTED_ZH = /^(?=([A-Za-z][\w.+#/-]*))(\1\s*(?:的[^，,。]{1,12})?[^。]{0,40}?(?:太|慢|重|大|不支持|没有|不能|无法|麻烦|复杂|不够)[^。]{0,40}?)。?$/;
const ANOTHER_JA = new RegExp(String.raw`^([A-Z][\w.+#/-]*)\s*も(?:選択肢|候補|あり)(?:です|だ)?(?:が|けど|けれど)[、,]?\s*(.+?)。?$`);
/**
 * After it, another name faulted: "Prisma's generated client adds ~10 MB …", "Jest needs flags for ESM", "dbt would add
 * a second project layout …" (a name in lower case a known tool, `isName`).
 */
const FAULTED = new RegExp(
  String.raw`^(?:The\s+|But\s+)?([A-Z][\w.+#/-]*(?:\s+[A-Z][\w.+#/-]*)?|[a-z][\w.+#/-]*(?=(?:'s)?\s))(?:'s\s+(?:[\w-]+\s+){0,4}?[\w-]+)?\s+((?:would|is|was|has|adds|added|needs|requires|lacks|doesn't|does not|can't|cannot|isn't|wasn't|feels|seems|tends to|brings|pulls in)\b.+?)[.!]?$`,
);
/** Or weighed and set aside: "TypeORM is another option, but its decorators don't fit …". */
const ANOTHER = new RegExp(String.raw`^([A-Z][\w.+#/-]*(?:\s+[A-Z][\w.+#/-]*)?)\s+(?:is|would be|was)\s+(?:also\s+)?(?:another|an|a)\s+(?:\w+\s+)?(?:option|alternative|choice|contender)[^,;]*?,?\s+but\s+(.+?)[.!]?$`);
/** A kind of thing granted what it would give, then set aside: "A custom bootloader would save about 8 KB of flash, but we'd own signing …". */
const KIND_CONCEDED = /^An?\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)\s+would\s+[^.!?;]{2,80}?,?\s+but\s+(.+?)[.!]?$/;
/** Where a sentence goes on to another name: ", and Lexical has no …". */
const ANOTHER_CLAUSE = /,\s+and\s+(?=[A-Z][\w.+#/-]*(?:'s)?\s)/;
/** Sentences of the recommendation taken with it (the reasons that follow it, not its offers and questions). */
const WITH_REASONS = 3;
const REASONS_CHARS = 600;
const ASIDE = /[?？]$|^(?:want me|shall i|should i|let me know|i can|happy to|if you)/i;

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

/** Words a choice is said with, around the name it picks. */
/** ("hmm, let's do Playwright actually": the words that turn from the recommendation to the pick say it too.) */
const CHOICE_WORDS = /^(?:ok(?:ay)?|yes|yeah|yep|sure|let'?s|lets|please|go|going|do|use|pick|take|with|the|one|option|approach|then|it|is|that|sounds|good|great|i'?d|i'?ll|we'?ll|like|prefer|choose|want|for|now|hmm+|hm|well|actually|instead|rather|just|alright|so)$/;

/** The options whose own words (`ownWords` of what `of` reads of each) the answer says, in some form. */
function ownHits(said: string, options: Offered[], of: (o: Offered) => string): Offered[] {
  const read = options.map((o) => ({ ...o, name: of(o) }));
  const own = ownWords(read);
  return options.filter((_, i) => own.get(read[i])!.some((w) => saysForm(said, w)));
}

/** Which offered option a short answer points at: "2", "option B", "the second one", "let's do Postgres". */
/**
 * An option picked by its number or letter in Japanese, Chinese, German, Spanish or French: "2でお願いします", "じゃあ 2 番で",
 * "选 2", "就用第二个吧" (as a digit: "第2个"), "Option 2 bitte", "la 2, por favor", "l'option B", "ok pour la 2", "va pour la 1",
 * "vale, la 2", "ja, die 2".
 */
const BY_LABEL_INTL = /^(?:(?:はい|うん|じゃあ|では|それでは|好的?|那就|就|选|用|option|opción|opcion|l'option|la|el|die|nummer|número|numéro|ok|okay|oui|d'accord|va|pour|on part sur|partons sur|on prend|prenons|sí|si|vale|vamos con|ja|gut|nehmen wir|dann)[\s、,，]*)*(?:第\s*)?([1-9]|[a-d])\s*(?:番目?|つ目|号|个|個)?\s*(?:で|に|を|吧|方案)?\s*(?:お願いします|おねがいします|お願い|します|しましょう|いきましょう|行きましょう|いいです|いい|吧|bitte|por favor|s'il (?:te|vous) plaît)?[\s,。.!！]*$/iu;

function picked(answer: string, options: Offered[]): Offered | null {
  const said = lower(answer);
  const byLabel = /^(?:(?:ok(?:ay)?|yes|sure|let'?s|please|go|do|use|pick|take|with|the|option|approach|number|#|[\s,.!:-])+)?([a-d\d]|first|second|third|fourth|1st|2nd|3rd|4th|last)(?:\s+(?:one|option|approach))?\s*(?:please|then|it is)?[.!]*$/i.exec(said);
  const byNumber = byLabel?.[1] ?? BY_LABEL_INTL.exec(said)?.[1];
  if (byNumber) {
    const label = byNumber === 'last' ? options[options.length - 1].label : (ORDINALS[byNumber] ?? byNumber);
    return options.find((o) => o.label === label) ?? (/^\d$/.test(label) ? (options[Number(label) - 1] ?? null) : null);
  }
  // By name: the answer holds a word (or a form of it: "streaming" for "Stream the CSV …") of one option's name that
  // no other option's name holds (`ownWords`); else, of its whole line ("the s3 one" for "Build the file in a
  // background job, upload it to S3 …").
  const byName = ownHits(said, options, (o) => o.name);
  const [hits, by] = byName.length ? [byName, (o: Offered) => o.name] : [ownHits(said, options, (o) => o.text), (o: Offered) => o.text];
  if (hits.length !== 1) return null;
  // A choice says little besides the name ("go with postgres", "Redis please"); "first fix the Postgres
  // connection leak" is another request that names it.
  const named = new Set(lower(by(hits[0])).match(/[\w.+#/-]+/g) ?? []);
  const rest = (said.match(/[\p{L}\p{N}'.+#/-]+/gu) ?? []).filter((w) => !named.has(w) && !CHOICE_WORDS.test(w));
  return rest.length <= 1 ? hits[0] : null;
}

/**
 * The option the user picked from a list the agent laid out ("1. Redis … 2. Postgres LISTEN/NOTIFY … Which
 * would you prefer?" → "let's do 2"), as a decision: the line the user chose, the other options rejected with
 * what the list said of them. Null when the response offers no list of options or the answer points at none.
 */
function pickedOption(previous: string, pick: string, answer: string, question?: string, recommended = false): { decision: Captured; name: string } | null {
  // (A list the response recommends one of by name lays out options, whatever it calls them: "**BigQuery** — … ¶
  // **Snowflake** — … ¶ I'd go with BigQuery.")
  if (!OFFERS.test(previous) && !recommended) return null;
  const { intro, options } = offered(previous);
  if (!options.length) return null;
  const choice = picked(pick, options);
  if (!choice) return eachPicked(pick, options) ? eachForItsPart(intro, options, answer, question) : null;
  // The options' names are said, as a response's own pick says them (own-pick.ts): a later prompt that proposes one
  // turned down ("set up Airflow for …") finds the decision by it.
  const content = `${optionsLead(intro, options)} ${choice.text} (The user chose it from ${options.length} options: "${clip(answer)}".)`;
  const others = options.filter((o) => o !== choice);
  const rejected = others.map((o) => ({ option: o.name, ...(o.says ? { reason: o.says } : {}) }));
  // Search-only context: the user's question, and what the other options' lines said ("… workers to run for one DAG"),
  // which the text does not hold.
  const context = askedContext(question, others.map((o) => o.text));
  return { name: choice.name, decision: { content, kind: 'decision', type: 'semantic', decision: { chosen: choice.text, rejected }, context } };
}

/**
 * Whether an answer takes every option, each for a part of its own ("secrets manager for the db password and
 * parameter store for everything else"): each clause names one option, with what it is for.
 */
function eachPicked(answer: string, options: Offered[]): boolean {
  const clauses = lower(answer).split(/,?\s+(?:and|but|while)\s+|[,;]\s+/);
  // The one option each clause names, if it names exactly one.
  const named = clauses.map((c) => {
    const hits = ownHits(c, options, (x) => x.name);
    return hits.length === 1 ? hits[0] : null;
  });
  return options.every((o) => {
    const naming = clauses.filter((_, i) => named[i] === o);
    return naming.length === 1 && /\bfor\s+\S/.test(naming[0]);
  });
}

/** The decision an answer makes that takes every option, each for its part (`eachPicked`): all chosen, none turned down. */
function eachForItsPart(intro: string | undefined, options: Offered[], answer: string, question?: string): { decision: Captured; name: string } {
  const content = `${optionsLead(intro, options)} (The user chose each for its own part: "${clip(answer)}".)`;
  const context = askedContext(question, options.map((o) => o.text));
  return { name: options[0].name, decision: { content, kind: 'decision', type: 'semantic', decision: { chosen: answer, rejected: [] }, context } };
}

/** How much of the user's question a two-turn decision keeps as its search-only context. */
const QUESTION_CHARS = 300;
/** A two-turn decision's search-only context: the user's question (clipped), then `lines`, one to a line; '' when none. */
const askedContext = (question: string | undefined, lines: string[] = []): string => [question?.trim().slice(0, QUESTION_CHARS), ...lines].filter(Boolean).join('\n');
const optionalContext = (context: string) => (context ? { context } : {});

/** How much of the user's answer a two-turn decision quotes. */
const ANSWER_QUOTED = 80;
const clip = (answer: string) => clipText(answer, ANSWER_QUOTED);

/**
 * The choice `prompt` (the user's answer) makes of `previous` (the agent's last response), as a decision: an
 * option it picks from a list the response laid out, or the recommendation it accepts; `question`: what the
 * user had asked, kept as search-only context. Null when the prompt picks nothing, is no plain "yes", names
 * another option, or the response recommended nothing by name.
 */
export function answeredChoice(previous: string, prompt: string, question?: string): Captured | null {
  return answeredChoiceOf(previous, prompt, question)?.decision ?? null;
}

/** The same, with the name of the option picked or agreed to ("Solid Queue"). */
export function answeredChoiceOf(previous: string, prompt: string, question?: string): { decision: Captured; name: string } | null {
  const answer = prompt.trim();
  if (answer.length > ACCEPT_CHARS) return null;
  // The choice, before why the user makes it ("Go with pg-boss, I don't want the emails to depend on Redis"): the why
  // may say "don't" or name another option, which the choice itself must not.
  const why = WHY_AFTER.exec(answer) ?? ASKS_MORE.exec(answer);
  const choice = why && why.index > 0 ? answer.slice(0, why.index) : answer;
  // An answer that picks one of the options laid out ("2", "option B", "let's do Postgres"); read whole first
  // ("Ok, I'll go to house of blues" picks after its comma), then before the reason.
  let fromList: { decision: Captured; name: string } | null = null;
  for (const pick of choice === answer ? [answer] : [answer, choice]) {
    fromList = NOT_PICKING.test(pick) ? null : pickedOption(previous, pick, answer, question);
    if (fromList) break;
  }
  // A plain yes to a recommendation of a listed option by its label ("I'd go with option 2. Want me to set it up?"):
  // that option is the one picked.
  const recommends = fromList ? null : (RECOMMENDED_LABEL.exec(previous) ?? RECOMMENDED_LABEL_CJK.exec(previous) ?? RECOMMENDED_LABEL_EU.exec(previous));
  const label = recommends ? (recommends[1] ?? recommends[2]) : undefined;
  if (label && agrees(answer)) fromList = pickedOption(previous, `option ${label}`, answer, question);
  // (What the user asks besides agreeing is no "but" against it: "ok stay on freertos but update it".)
  const more = ASKS_MORE.exec(answer);
  const accepted = acceptedRecommendation(previous, more && more.index > 0 ? answer.slice(0, more.index) : answer, question, answer);
  // A plain yes to a recommendation that follows the options laid out ("yes, do it" after "1. **Sidekiq** … 2. **Solid
  // Queue** … I'd go with Solid Queue: …"): the option recommended is the one picked.
  // (Named by its initials: "I'd go with SSE" after "- **Server-Sent Events**: …".)
  const laid = accepted && !fromList ? offered(previous).options : [];
  const spelled = laid.find((o) => initialsOf(o.name) === lower(accepted!.name))?.name;
  if (!fromList && accepted) {
    const pick = spelled ?? accepted.name;
    fromList = pickedOption(previous, pick, answer, question, laid.length >= 2 && laid.some((o) => lower(o.name) === lower(pick)));
  }
  // A table or list of options, then a recommendation of one, and the user picks it ("yes, go with meilisearch"): the
  // option's line and the recommendation with its reasons, turning down every other option of either.
  const listed = fromList?.decision;
  const listedLine = lower(listed?.decision?.chosen ?? '');
  if (listed && accepted && (saysWord(listedLine, accepted.name) || (spelled !== undefined && saysWord(listedLine, lower(spelled))))) {
    return { name: fromList!.name, decision: withRecommendation(listed, accepted.decision.content, accepted.decision.decision!.rejected ?? []) };
  }
  // An option picked by name that the response leaned towards, with no yes ("drift" after "… Which do you prefer? I lean
  // towards Drift, since we'll need joins …"): the lean's reasons are the pick's.
  const leaned = listed && !accepted ? recommendationIn(previous, answer) : null;
  if (leaned && saysWord(listedLine, lower(leaned.chosen))) {
    return { name: fromList!.name, decision: withRecommendation(listed!, joinSaid(leaned.taken), leaned.rejected, CHOSE_FROM.exec(listed!.content)?.[0].trim()) };
  }
  return fromList ?? accepted ?? pickedFromProse(previous, answer, question) ?? acceptedSetting(previous, answer, question);
}

/**
 * A setting proposed, its name and value: "Yes: set `minReplicaCount: 1` so one worker always runs.", "I'd raise the pool
 * to 40 …", "Bumping `max_connections` to 200 would …" (`acceptedSetting` asks that it be offered, not reported).
 */
const PROPOSED_SETTING = /^(?:(?:yes|sure|ok(?:ay)?)\s*[:,—–]\s+)?(I'd\s+|I would\s+|we could\s+|we should\s+)?(?:set|raise|lower|bump|cap|increase|decrease|reduce|change)(?:ting|ing)?\s+(?:the\s+)?\x60?([\w.[\]-]+(?:\s+[a-z][\w-]*){0,2}?)\x60?(?::\s*|\s+to\s+)\x60?(~?\d[\w.%]*)\x60?/i;
/**
 * A setting the turn before proposed ("Yes: set `minReplicaCount: 1` so one worker always runs. It costs about $18 a
 * month …. Want the floor at 1?"), agreed to ("yes set it to 1"): the proposal and its reasons are the decision. Null
 * when the answer does not agree, or names another value.
 */
function acceptedSetting(previous: string, answer: string, question?: string): { decision: Captured; name: string } | null {
  if (!saysYes(answer)) return null;
  const said = sentences(previous);
  // (Proposed, not reported: said as what I'd do, or offered by the question the response ends on; "Set the pool to 20
  // and restarted the workers." then "ok" agrees to nothing.)
  const offers = /\?\s*$/.test(previous.trim());
  const proposed = said.map((s) => PROPOSED_SETTING.exec(s));
  const at = proposed.findIndex((m) => m !== null && (offers || m[1] !== undefined));
  if (at < 0) return null;
  const [, , setting, value] = proposed[at]!;
  // (An answer with a value of its own must say the one proposed: "yes, set it to 2" agrees to another.)
  const values = answer.match(/\d[\w.%]*/g) ?? [];
  if (values.some((v) => v !== value.replace(/^~/, ''))) return null;
  const taken = withReasons([said[at]], said.slice(at + 1));
  const content = `${joinSaid(taken)} (The user agreed: "${clip(answer)}".)`;
  return { name: setting, decision: { content, kind: 'decision', type: 'semantic', decision: { chosen: said[at], rejected: [] }, ...optionalContext(askedContext(question)) } };
}

/** Names offered together in a sentence: "The candidates are Vercel and Cloudflare Pages", "候補は Vercel と Cloudflare Pages です". */
const NAMES_OFFERED = new RegExp(String.raw`(${NAME}(?:\s+${NAME})?)(?:,\s*(${NAME}(?:\s+${NAME})?))?,?(?:\s+(?:and|or)\s+|\s*[とか和或]\s*|\s*还是\s*)(${NAME}(?:\s+${NAME})?)`);
/** A response that ends asking the user to choose: "Which one do you want?", "どちらにしますか？", "选哪个？". */
const ASKS_WHICH = /\bwhich\b[^.!?]*\?\s*$|どちら[^。]*[？?]\s*$|哪(?:个|一个)[^。]*[？?]\s*$/i;
/**
 * The name a short answer picks of those a response offered in a sentence and then asked the user to choose from
 * ("The candidates are Vercel and Cloudflare Pages. Both work, but …. Which one do you want?" → "cloudflare pages, it's
 * cheaper"): a decision, the others turned down with the user's why. Null when the response does not ask which, offers
 * no names together, or the answer names none of them or more than one.
 */
function pickedFromProse(previous: string, answer: string, question?: string): { decision: Captured; name: string } | null {
  // (Not an answer that says more than a pick, in any of the three languages: "not vercel", "Vercel じゃなくて", "maybe
  // render?".)
  const refuses = NOT_AGREEING.test(answer) || NOT_AGREEING_JA.test(answer) || NOT_AGREEING_ZH.test(answer);
  if (answer.length > ACCEPT_CHARS || refuses || !ASKS_WHICH.test(previous.trim())) return null;
  const said = sentences(previous);
  const at = said.findIndex((s) => NAMES_OFFERED.test(s));
  const m = at >= 0 ? NAMES_OFFERED.exec(said[at]) : null;
  if (!m) return null;
  const names = [m[1], m[2], m[3]].filter((n): n is string => n !== undefined).map((n) => n.replace(/\.+$/, ''));
  const picks = names.filter((n) => saysWord(lower(answer), lower(n)));
  if (picks.length !== 1) return null;
  // The user's why: after the choice's comma or stop ("cloudflare pages, it's cheaper"; 「Cloudflare Pages にして。料金が安いから」).
  const cut = WHY_AFTER.exec(answer) ?? /[。！]\s*(?=\S)/.exec(answer);
  const why = cut && cut.index > 0 ? answer.slice(cut.index + cut[0].length).trim().replace(/[.!。！]+$/, '') : undefined;
  const taken = withReasons([said[at]], said.slice(at + 1));
  const content = `${joinSaid(taken)} (The user chose ${picks[0]}: "${clip(answer)}".)`;
  const rejected = names.filter((n) => n !== picks[0]).map((option) => (why ? { option, reason: why } : { option }));
  return { name: picks[0], decision: { content, kind: 'decision', type: 'semantic', decision: { chosen: picks[0], rejected }, ...optionalContext(askedContext(question)) } };
}

/** How a pick from a list quotes the user's answer (`pickedOption`). */
const CHOSE_FROM = /\s*\(The user chose it from \d+ options: .*\)$/s;
/**
 * A decision picked from a list, with the recommendation of the same option (and, when given, the user's answer quoted
 * after it) and the other names its reasons fault.
 */
function withRecommendation(listed: Captured, recommended: string, faulted: { option: string; reason?: string }[], quote?: string): Captured {
  const rejected = [...listed.decision!.rejected!];
  for (const r of faulted) if (!rejected.some((x) => lower(x.option) === lower(r.option))) rejected.push(r);
  const line = listed.content.replace(CHOSE_FROM, '');
  const content = `${line}${/[.!?)]$/.test(line) ? '' : '.'} ${recommended}${quote ? ` ${quote}` : ''}`;
  return { ...listed, content, decision: { ...listed.decision, rejected } };
}

/** The recommendation `answer` agrees to, as a decision, and the name it recommended; `whole`: the answer with what it asks besides. */
function acceptedRecommendation(previous: string, answer: string, question?: string, whole = answer): { decision: Captured; name: string } | null {
  // Agreeing to a recommendation reads the whole answer: "yes, it sounds good but let me think" agrees to nothing.
  if (!agrees(answer)) return null;
  const found = recommendationIn(previous, answer);
  if (!found) return null;
  const { chosen, taken, rejected } = found;
  // The other way the question asked about ("addressables or resources folder for the level assets?"), with what the
  // recommendation says of it.
  const other = otherAsked(question, chosen);
  if (other && !rejected.some((r) => lower(r.option) === lower(other))) {
    // (The clause that says it, named as the response writes it: "…; RTIC's priority scheduling matters less …".)
    const of = taken.slice(1).find((s) => saysEveryWord(s, other));
    const clause = of?.split(/;\s+|,\s+(?:and|but|while|whereas)\s+/).find((c) => saysEveryWord(c, other)) ?? of;
    const written = wholeWord(other).exec(previous)?.[0] ?? other;
    rejected.push(clause ? { option: written, reason: clause.replace(/[.!]$/, '') } : { option: written });
  }
  // An answer that names an option must name the one recommended ("yes go with drizzle"; not "ok, go with Prisma").
  const options = new Set([...namesIn(previous), ...rejected.map((r) => lower(r.option))]);
  // (The whole answer: "yes but keep Prisma for the old service" agrees to nothing.)
  if ((whole.match(/[\w.+#/-]+/g) ?? []).some((w) => options.has(lower(w)) && lower(w) !== lower(chosen))) return null;
  // Nor another one the response did not name ("ok, go with drizzle" after "I'd recommend BullMQ").
  const named = NAMES_ITS_PICK.exec(answer)?.[1];
  if (named && !/^(?:it|that|this|them|those|these|yours?|the|your|one|option|recommendation|suggestion|pick)$/i.test(named) && !lower(chosen).includes(lower(named))) return null;
  const content = `${joinSaid(taken)} (The user agreed: "${clip(answer)}".)`;
  return { name: chosen, decision: { content, kind: 'decision', type: 'semantic', decision: { chosen: taken[0], rejected }, ...optionalContext(askedContext(question)) } };
}

/** `taken` and the sentences of `rest` that follow it as its reasons, up to WITH_REASONS and REASONS_CHARS (not an offer or a question). */
function withReasons(taken: string[], rest: string[]): string[] {
  const out = [...taken];
  for (const s of rest) {
    if (out.length >= WITH_REASONS || ASIDE.test(s) || out.join(' ').length + s.length > REASONS_CHARS) break;
    out.push(s);
  }
  return out;
}

/** A word or name said whole, in any case ("Buildkite" in "Buildkite's agents", not in "buildkite-agent"). */
const wholeWord = (name: string): RegExp => new RegExp(String.raw`(?<![\w.-])${escapeRegExp(name)}(?![\w-])`, 'i');

/** Sentences joined as written: Japanese and Chinese run on without a space. */
const joinSaid = (said: string[]): string => said.reduce(joinSentence);

/**
 * The first recommendation `text` makes by name, the sentences of its reasons taken with it, and the other names they
 * fault; `answer`: the user's reply, a word of which may be what was recommended ("yes, drizzle"). Null when it
 * recommends nothing by name.
 */
function recommendationIn(text: string, answer = ''): { at: number; chosen: string; taken: string[]; rejected: { option: string; reason?: string }[] } | null {
  const said = sentences(text);
  let options: Offered[] | undefined;
  const laid = (): Offered[] => (options ??= offered(text).options);
  // A name ("Drizzle", "date-fns"), or a word the answer says back ("yes, drizzle"): not a step ("I'd suggest running the
  // tests"), nor a line that only points ahead ("Here's what I'd suggest for the warehouse:").
  const recommended = (s: string): string | null => {
    const rec = RECOMMEND.exec(s) ?? RECOMMEND_JA.exec(s) ?? RECOMMEND_ZH.exec(s);
    const name = rec ? (rec[1] ?? rec[2] ?? rec[3]).replace(/[.]+$/, '') : null;
    // (Or what a part is kept in, when the part is no name: "I'd keep the transforms in Dagster assets for now".)
    // (Or one set in code: "I'd go with `figment`: …".)
    if (name && (new RegExp(`^${NAME}$`).test(name) || isTool(name) || lower(answer).includes(lower(name)))) return name;
    // (Or a word of one option the response laid out, which is then the one recommended: "I'd go with the unique index."
    // after "1. `ROW_NUMBER()` over a window … 2. A unique index with `ON CONFLICT DO NOTHING` …".)
    const laidOut = name ? laid().filter((o) => saysWord(lower(o.name), lower(name))) : [];
    return laidOut.length === 1 ? laidOut[0].name : (KEEP_IN.exec(s)?.[1] ?? null);
  };
  const at = said.findIndex((s) => recommended(s) !== null);
  if (at < 0) return null;
  const chosen = recommended(said[at])!;
  const taken = withReasons([said[at]], said.slice(at + 1));
  const rejected: { option: string; reason?: string }[] = [];
  for (const s of taken.slice(1)) {
    // Each clause that opens on a name ("Quill's last major release sat in beta for years, and Lexical has no …").
    for (const clause of s.split(ANOTHER_CLAUSE)) {
      // (Or any fault the capture rules read of a name opening it: "Cypress runs inside the browser, so it can't …".)
      const kind = KIND_CONCEDED.exec(clause);
      const m = ANOTHER.exec(clause) ?? FAULTED.exec(clause) ?? ANOTHER_JA.exec(clause) ?? FAULTED_JA.exec(clause) ?? FAULTED_ZH.exec(clause) ?? faultOpening(clause) ?? actFaulted(clause, said[at]) ?? kind;
      if (m && lower(m[1]) !== lower(chosen) && !/^(?:It|This|That|They|We|I|You|There|Here|Our|Their|Its)$/.test(m[1]) && (/^[A-Z]/.test(m[1]) || isName(m[1]) || m === kind)) {
        // The reason up to where the sentence turns to the choice ("…, while Drizzle is a thin layer").
        rejected.push({ option: m[1], reason: m[2].split(/,?\s+(?:while|whereas)\s+|;\s+/)[0].trim() });
      }
    }
  }
  return { at, chosen, taken, rejected };
}

/**
 * A recommendation the response goes on to carry out ("For the rich-text editor I'd go with Tiptap. Quill's last major
 * release sat in beta for years, …. I've added `@tiptap/react` and `@tiptap/starter-kit` and wired up the toolbar."):
 * no advice waiting for a yes but what was done, a decision turning down the names its reasons fault. Null when the
 * response recommends nothing by name or no later sentence of ours adds or sets up what it recommended.
 */
export function actedRecommendation(response: string): Captured | null {
  const found = recommendationIn(response);
  if (!found) return null;
  const act = sentences(response)
    .slice(found.at + 1)
    .find((s) => actsOn(s, found.chosen));
  if (act === undefined) return null;
  const content = joinSaid(found.taken.includes(act) ? found.taken : [...found.taken, act]);
  return { content, kind: 'decision', type: 'semantic', decision: { chosen: found.taken[0], rejected: found.rejected } };
}
/** What we added or set up, first in the sentence: "I've added `@tiptap/react` …", "We installed …", "I've now wired up …". */
const ADDED = /^(?:I|We)(?:'ve|\s+have)?\s+(?:now\s+|already\s+|just\s+)?(?:added|installed|set up|wired up|wired in|brought in|pulled in|integrated)\s+(?:the\s+)?/i;
/** Whether a sentence says we added `chosen`, or a package of it ("@tiptap/react" of Tiptap). */
function actsOn(sentence: string, chosen: string): boolean {
  const said = asSaid(sentence);
  const added = ADDED.exec(said);
  if (!added) return false;
  const what = lower(said.slice(added[0].length));
  const first = what.split(/[\s,;]+/)[0];
  return what.startsWith(lower(chosen)) || new RegExp(String.raw`(?:^|[@/])${escapeRegExp(lower(chosen))}(?:$|[/.-])`).test(first);
}

/**
 * What the user asks whether to take on: "should we switch to Dagster?", "can we use sqlite for the index?", "do we need
 * Kafka?" (the name as the prompt writes it, any case).
 */
const ASKS_ABOUT = /\b(?:should|shall|could|can|do)\s+(?:we|I)\s+(?:just\s+|also\s+|still\s+)?(?:(?:switch|move|migrate|go|port)\s+(?:[\w-]+\s+){0,3}?to|use|adopt|add|try|introduce|bring in|need)\s+(?:the\s+|an?\s+)?([\w.+#/-]+)/i;
/** The user asking why another way was not taken: "why not use workspaces for staging instead of …?", "why not Redis?". */
const WHY_NOT = /\bwhy not\s+(?:just\s+)?(?:(?:use|using|go with|switch to|move to|try|pick|adopt)\s+)?(?:the\s+|an?\s+)?([\w.+#/-]+)/i;
/** An answer that says what it keeps: "I'd keep the separate account.", "we should stick with Postgres". */
const KEEPS = /\b(?:I'd|I would|we'd|we should|let's|I'll|we'll)\s+(?:keep|stay with|stick with|stay on)\b/i;
/** A clause that opens on a move, its object unsaid: "Switching would mean …", "Migrating now would cost …". */
const MOVE_ACT = /^(?:switching|moving|migrating|porting)\s+(?=would\b|now\s+would\b)(?:now\s+)?/i;
/** An answer that opens by saying no: "Not yet.", "No —", "I'd hold off.", "Probably not:", "Not for this model:". */
const DECLINES = /^(?:no|nope|not yet|not now|not for (?:now|this|these|our|us)\b[^.:;—–]{0,30}|probably not|I wouldn't|I would not|I'd hold off|I'd wait|I'd rather not)(?=[\s,.;:!—–-]|$)/i;
/** DECLINES opening a clause, with what sets it apart from the rest. */
const DECLINED_OPENING = new RegExp(String.raw`${DECLINES.source}[\s,.;:!—–-]+`, 'i');

/**
 * A response that turns down what the user asked about ("should we switch to Dagster?" → "Not yet. Airflow already
 * runs the four other pipelines …; Dagster's asset model is nicer for dbt, but moving would mean rewriting 31 DAGs …"):
 * the answer, with the question, is the decision, and the name asked about its rejected option, with the clause of the
 * answer that speaks of it. So is an answer to "why not X?" that opens on X and faults it or says what it keeps. Null
 * when the prompt asks about no name or the answer does not say no.
 */
export function declinedAsked(response: string, prompt: string): Captured | null {
  const said = sentences(response);
  const whyNot = WHY_NOT.exec(prompt)?.[1].replace(/[.?!,;:]+$/, '');
  const asked = whyNot ?? ASKS_ABOUT.exec(prompt)?.[1].replace(/[.?!,;:]+$/, '');
  const no = DECLINES.exec(response.trim());
  if (!asked) return null;
  // The name as the answer writes it ("Buildkite's agents …" for "buildkite"), a name either way; or, asked why not, any
  // way the user named that the answer opens on and faults or sets against what it keeps ("why not use workspaces …?"
  // → "Workspaces would share one state backend …. I'd keep the separate account.").
  const written = wholeWord(asked);
  const option = written.exec(response)?.[0] ?? asked;
  const opensOnIt = whyNot !== undefined && said.length > 0 && new RegExp(String.raw`^(?:the\s+|an?\s+)?${escapeRegExp(asked)}(?![\w-])`, 'i').test(said[0]);
  // (A move to it names a tool however it is written: "should we switch to polars?".)
  const moving = /\b(?:switch|move|migrate|port)\s+(?:[\w-]+\s+){0,3}?to\s/i.test(prompt);
  const declines = no ? isName(asked) || isName(option) || moving : opensOnIt && (KEEPS.test(response) || faultOf(asSaid(said[0]).replace(/[.!]$/, '')) !== null);
  if (!declines) return null;
  // (A bare "Not yet." is no sentence of its own to `sentences`: it leads the rest.)
  const bare = no ? /^[^.!?]{0,20}[.!]/.exec(response.trim())?.[0] : undefined;
  const taken = withReasons(bare && !said[0]?.startsWith(no![0]) ? [bare] : [], said);
  // The clause of the answer that speaks of it: one that opens on it ("Celery would mean a broker, …") before one that
  // only declines it ("No Celery for this one.").
  const clauses = taken.flatMap((s) => s.split(/;\s+|\s[—–]\s+/)).filter((c) => written.test(c));
  const opening = new RegExp(String.raw`^(?:the\s+)?${escapeRegExp(option)}(?![\w-])\s*`, 'i');
  const opens = clauses.find((c) => opening.test(c));
  // (Or, naming it nowhere, the clause that opens on the move asked about: "Switching would mean rewriting 14 transforms …".)
  const move = moving ? taken.flatMap((s) => s.split(/;\s+|\s[—–]\s+/)).find((c) => MOVE_ACT.test(c)) : undefined;
  // (Past the word that declines, where the clause opens on it: "I'd rather not: any script on the page can read …".)
  const clause = (opens?.replace(opening, '') ?? clauses[0] ?? move?.replace(MOVE_ACT, ''))?.replace(DECLINED_OPENING, '');
  const content = `${joinSaid(taken)} (Asked: "${clip(prompt.trim())}".)`;
  return { content, kind: 'decision', type: 'semantic', decision: { chosen: taken[0], rejected: [clause ? { option, reason: clause.replace(/[.!]$/, '') } : { option }] } };
}

/**
 * The user overruling what the turn before chose: "no, use memcached, we already run it for sessions", "actually,
 * let's go with Postgres", "no, nightly dumps lose a day of data — use pgBackRest …" (why first), "actually no,
 * chromium is too heavy for this, use typst instead" (two openers). The user's words are the decision; what the
 * agent's decision took ("I went with Redis: …") is turned down, so the decision that chose it is replaced
 * (lifecycle/supersede.ts).
 */
export const CORRECTS = /^(?:(?:no|nope|nah|actually|wait)\b[\s,.!:—–-]*){1,2}(?:(?<why>(?:[^\s.;!?—–,]+\s+){2,14}[^\s.;!?—–,]+)(?:\s+[—–-]\s+|[,;]\s+))?(?:(?:let'?s|please|we should|just|instead)\s+)*(?:(?:do|put|handle|move|run|keep) (?:it|this|that|them) (?:in|on|with|to|at|through)|use|go with|switch to|stick with|keep|take)\s+(?:the\s+)?(?<name>[\w.+#/-]+)/i;
/**
 * What a decision took: the name after its verb ("went with Redis", "switched the cache to Redis", "I'm using Redis",
 * "The changelog generator is set up with git-cliff", "Email sending goes through Amazon SES now").
 */
const TOOK = new RegExp(String.raw`\b(?:went with|going with|chose|picked|opted for|settled on|switched (?:[\w-]+\s+){0,3}?to|(?:am|are|'m|'re) using|(?:add|added|adding|implement|implemented|implementing|build|built|building)\s+(?:[a-z][\w-]*\s+){1,3}?(?:with|using|via|on top of)|added|set up(?:\s+with)?|(?:is|are)\s+(?:now\s+)?(?:handled|built|generated|rendered|done)\s+(?:with|by)|(?:goes|go|runs|run)\s+(?:through|on|via)|use)\s+(?:the\s+)?(${NAME}|[a-z][\w+#-]*)`);

/**
 * What a decision took, the words after the name that name it with it ("switched it to Postgres full-text search: …"
 * took "Postgres full-text search", not all of Postgres), cut as an option is (`cutOption`: "Redis because …" is "Redis").
 */
function tookWhole(text: string): string | undefined {
  const m = TOOK.exec(text);
  if (!m) return undefined;
  // (Not what it does: "set up with git-cliff reading the conventional commit prefixes" took git-cliff.)
  // (Nor what follows it in time: "goes through Amazon SES now" took Amazon SES.)
  const rest = /^(?:\s+(?![a-z]+ing\b)(?!now\b)(?:[a-z][\w-]*|[A-Z][\w.+#/-]*)){0,3}/.exec(text.slice(m.index + m[0].length))?.[0] ?? '';
  return cutOption(`${m[1]}${rest}`.replace(/[.,;:!]+$/, ''));
}

/** A name a response opens on as what now runs or is in place: "Gotenberg is running as a sidecar …". */
const RUNS_NOW = new RegExp(String.raw`^(${NAME}(?:\s+${NAME})?)\s+(?:is|are)\s+(?:now\s+)?(?:running|set up|in place|installed|wired up|configured|deployed|live)\b`);
/** A decision read from a section headed "Why X" (heuristics.ts `withWhyLabels`), X what it took: "Why Postgres full-text search: …". */
const WHY_LABEL = /^Why\s+(?:we\s+(?:use|chose|picked)\s+)?([^:]{2,60}?)(?:\s+(?:over|instead of|and not|rather than)\s[^:]*)?:\s/;
/**
 * The decision `prompt` makes by overruling `decided` (the decisions of the agent's last response), or null when it
 * overrules nothing: not a correction (CORRECTS), no name to take (not "no, use the existing helper"), or no decision
 * before it that took another name (nor, with none, a name the response's first sentence took: `previous`).
 */
export function correctedChoice(decided: Captured[], prompt: string, question?: string, previous?: string, response = ''): Captured | null {
  const answer = prompt.trim();
  const m = answer.length <= ACCEPT_CHARS ? CORRECTS.exec(answer) : null;
  // (A name, or a word the response before wrote as one: "keda" after "I didn't add KEDA; …"; or the response to it:
  // "use typst instead" answered "Switched to Typst. …".)
  const asked = m ? m.groups!.name.replace(/[.,;:!]+$/, '') : '';
  const writtenAsName = (): boolean => isName(wholeWord(asked).exec(previous ?? '')?.[0] ?? '') || isName(wholeWord(asked).exec(response)?.[0] ?? '');
  if (!m || !(isName(asked) || writtenAsName())) return null;
  const said = lower(answer);
  const other = (name: string | undefined): name is string => !!name && isName(name.split(/\s+/)[0]) && !saysWord(said, name);
  const fromDecisions = decided
    .filter((c) => c.kind === 'decision')
    .map((c) => WHY_LABEL.exec(c.content)?.[1] ?? tookWhole(c.decision?.chosen ?? c.content))
    .filter(other);
  // (With no decision before it, what the response's opening sentence set up: "Added Liquibase with changelogs in …"
  // before "no, use flyway, the other teams all use it".)
  const first = previous ? (sentences(previous)[0] ?? '') : '';
  // (Or the name it opens on as what now runs: "Gotenberg is running as a sidecar in …" before "actually no, chromium is
  // too heavy for this, use typst instead".)
  const opening = fromDecisions.length || !first ? undefined : (tookWhole(first.charAt(0).toLowerCase() + first.slice(1)) ?? RUNS_NOW.exec(first)?.[1]);
  // (A name in capitals, or a known tool or one with a dash or a dot in lower case: "… is set up with git-cliff ….")
  // (Or one the response to the correction names again: "… with slowapi, …" before "no, do it in nginx instead", answered
  // "… The slowapi decorator and its Redis counters are removed …".)
  const named = (name: string): boolean => {
    const head = name.split(/\s+/)[0];
    return /^[A-Z]/.test(name) || isTool(head) || /^[a-z][\w+#]*[.-]\w/.test(name) || (head.length >= 3 && !FUNCTION_WORD.has(lower(head)) && saysWord(lower(response), lower(head)));
  };
  // (Or, with no decision before it, the name it recommended: "I'd go with MongoDB for the event log …. Want me to set
  // up the collection?" before "no, use Postgres, we don't want another database".)
  const advised = !fromDecisions.length && !opening && previous ? RECOMMEND.exec(previous) : null;
  const recommended = advised ? (advised[1] ?? advised[2] ?? advised[3])?.replace(/[.,;:!]+$/, '') : undefined;
  const taken = opening && !saysWord(said, opening) && named(opening) ? [opening] : recommended && other(recommended) ? [recommended] : fromDecisions;
  // (Or, naming nothing it took, a decision that turned down what the user now asks for: "I didn't add KEDA; …" before
  // "no, use keda for the api too, …" is overruled, whatever it chose.)
  const overrulesRejection = !taken.length && decided.some((c) => c.kind === 'decision' && c.decision?.rejected?.some((r) => saysWord(said, lower(r.option))));
  if (!taken.length && !overrulesRejection) return null;
  // (The user's why, after the correction, is the reason against what it overrules: "…, I don't want redis in the
  // request path".)
  // (Or before it: "no, nightly dumps lose a day of data — use pgBackRest …".)
  const why = WHY_AFTER.exec(answer);
  const reason = why && why.index > m.index + m[0].length - 1 ? answer.slice(why.index + why[0].length).replace(/[.!]+$/, '').trim() || undefined : m.groups!.why;
  const rejected = [...new Set(taken)].map((option) => (reason ? { option, reason } : { option }));
  return { content: answer, kind: 'decision', type: 'semantic', decision: { chosen: answer, rejected }, ...optionalContext(askedContext(question)) };
}
