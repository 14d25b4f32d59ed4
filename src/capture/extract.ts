import { CORRECTS, answeredChoiceOf, correctedChoice, declinedAsked } from './accepted.ts';
import { extractExplicit, markedLines, type Captured } from './explicit.ts';
import { LINE } from './marked-line.ts';
import { saysWord } from './offered.ts';
import { withOwnPicks } from './own-pick.ts';
import { BLOCK_HEADER } from '../recall/render.ts';
import { extractConventions } from './conventions.ts';
import { extractPromptDecisions, onlySetsAside, responseDecisions } from './heuristics.ts';
import { asSaid, sentences, sentencesBefore, units } from './prose.ts';
import { rejectedIn } from './rejections.ts';
import { turnedDown } from './faults.ts';
import { isName, withCodeNames } from './names.ts';
import { namesOptionIn, wordsOf } from './options.ts';
import { reasonOf } from './reasons.ts';
import { AS_ASKED, UNITS } from './setting-rules.ts';
import { aboutSoftware } from './software.ts';
import { escapeRegExp } from '../util/text.ts';
import { BACK_ON_EN } from './decides.ts';

/**
 * The text without any recall block Engrim injected into it (a prompt can
 * carry the block the hook added; its "rejected:" lines must not be stored
 * again as new decisions). A block has no blank line: it ends at the first one.
 */
export function withoutRecallBlocks(text: string): string {
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  let inBlock = false;
  for (const line of lines) {
    if (line.trim() === BLOCK_HEADER) inBlock = true;
    else if (inBlock && !line.trim()) inBlock = false;
    if (!inBlock) out.push(line);
  }
  return out.join('\n');
}

/**
 * Runs of spaces inside a line become one space (indentation stays: it tells
 * code from prose). No pattern then meets a long run of spaces, which makes
 * some of them retry across it at every position.
 */
const squeeze = (text: string): string => text.replace(/(\S)[ \t]{2,}/g, '$1 ');

/**
 * Typographic apostrophes as the patterns spell them ("we’ll" → "we'll"): macOS and some models' prose write
 * U+2019; and an en dash that joins two words, a hyphen, as names are read ("Douglas–Peucker" → "Douglas-Peucker").
 * Only in the unmarked text, whose sentences the patterns read; a marked line is kept exactly.
 */
const straightApostrophes = (text: string): string => text.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/(?<=\p{L})\u2013(?=\p{L})/gu, '-');

/** A text's lines marked on purpose (`Decision:`…), read, and the rest of its text. */
function split(text: string): { explicit: Captured[]; unmarked: string } {
  const lines = markedLines(withoutRecallBlocks(text)).split(/\r?\n/);
  return { explicit: extractExplicit(lines), unmarked: straightApostrophes(lines.filter((l) => !LINE.test(l)).join('\n')) };
}

/**
 * The decisions of `response` that pick from a list the turn before (`before`) laid out (own-pick.ts, read over both):
 * added to `unmarked` (or made of one there), with the user's `answer` as context.
 */
function pickedFromBefore(before: string, response: string, unmarked: Captured[], answer: string): void {
  const was = new Map(unmarked.map((c) => [c, c.content]));
  const own = sentences(response);
  for (const c of withOwnPicks(`${before}\n\n${response}`, unmarked, { laidOutBefore: before.split('\n').length + 1 })) {
    // (One of this response's decisions that the pick took is that pick now, its content led by the options.)
    if (was.has(c) ? was.get(c) === c.content : !own.some((s) => c.content.includes(s))) continue;
    withContext(c, answer);
    if (!was.has(c)) unmarked.push(c);
  }
}
/** A decision's first sentence. */
const firstSentence = (content: string): string => content.split(/(?<=[.!?])\s+/)[0];
/** An act with no object, read as an option ("Switching would mean …"): no option of an answer that names what was asked. */
const BARE_ACT = /^[A-Z][a-z]+ing$/;

/**
 * Everything worth keeping from one turn: lines marked on purpose
 * (`Decision:`…) in the response, then in the user's prompt, then the choice
 * the prompt makes of the turn before (`previous`: a recommendation it accepts,
 * an option it picks from a list), then decisions
 * found in the rest of the response, then the decisions ("let's not use X;
 * we'll stick with Y") and conventions the user stated in the rest of the prompt.
 */
export function extractDecisions(response: string, userPrompt?: string, previous?: { response: string; question?: string }): Captured[] {
  // A word the turn sets in code ("`tsx` restarts faster but …") names a tool, as a known one does.
  return withCodeNames(`${response}\n${userPrompt ?? ''}\n${previous?.response ?? ''}`, () => extractTurn(response, userPrompt, previous));
}

/** A question of knowledge, not of the project: "what's the difference between …?", "how does … work?", "can you explain …?". */
const KNOWLEDGE_ASKED = /^(?:what(?:'s|\s+is|\s+are)\s+(?:the\s+)?differences?\s+between\b|how\s+(?:does|do)\s+[^?]{2,80}\s+work\b|(?:can you\s+|could you\s+|please\s+)?explain\b|what\s+(?:does|do)\s+[^?]{2,60}\s+(?:mean|do)\b)[^]*\?$/i;
/** Words of someone's work: "we", "I", "our", "let's", "the project". */
const OURS = /\b(?:we|we'[a-z]+|i|i'[a-z]+|our|us|let's|my)\b|\bthe (?:project|repo|codebase|app)\b/i;
function extractTurn(response: string, userPrompt?: string, previous?: { response: string; question?: string }): Captured[] {
  const text = squeeze(response);
  const said = split(text);
  // A marked decision ("## Decision") that picks from a list the response laid out turns the other options down.
  if (said.explicit.some((c) => c.kind === 'decision')) withOwnPicks(straightApostrophes(withoutRecallBlocks(text)), said.explicit, { marked: true });
  const asked = userPrompt ? split(squeeze(userPrompt)) : { explicit: [], unmarked: '' };
  // The prompt answering the turn before: the recommendation it accepts or the listed option it picks is a decision.
  const before = previous && asked.unmarked ? straightApostrophes(withoutRecallBlocks(squeeze(previous.response))) : '';
  // Or overrules what it chose ("no, use memcached, …"): the user's words decide, what the agent took is turned down.
  const answered = before ? answeredChoiceOf(before, asked.unmarked, previous!.question) : null;
  const chosen = before
    ? (answered?.decision ??
      (CORRECTS.test(asked.unmarked) ? correctedChoice(responseDecisions(split(before).unmarked), asked.unmarked, previous!.question, split(before).unmarked, response) : null))
    : null;
  const conventions = asked.unmarked ? extractConventions(asked.unmarked) : [];
  // (An answer that picks what the turn before offered is that pick, not a decision of its own as well: "let's go with
  // the wasm one, security matters more than convenience here".)
  const stated = asked.unmarked ? [...(answered ? [] : extractPromptDecisions(asked.unmarked, conventions)), ...conventions] : [];
  const unmarked: Captured[] = [];
  // (An answer to a question of knowledge that turns nothing down and speaks of no one's work explains: "what's the
  // difference between a B-tree and a hash index?" → "A B-tree index supports …; a hash index only supports equality, …".)
  const explains = KNOWLEDGE_ASKED.test(asked.unmarked.trim());
  const explained = (c: Captured) => explains && !c.decision?.rejected?.length && !OURS.test(c.content);
  for (const c of responseDecisions(said.unmarked).filter((c) => !restates(c, said.explicit) && !acknowledges(c, stated) && !explained(c))) {
    // The agent carrying out the user's decision is that decision's search-only context, not a memory of its own; so is
    // carrying out what the user just agreed to or picked.
    if (answered && carriesOutAgreed(c, answered.name, answered.decision.decision?.chosen)) {
      withContext(answered.decision, c.content);
      continue;
    }
    // (A switch made where the user only turned a name down, "don't use adapter-auto, we deploy to a node server" then
    // "Switched to `@sveltejs/adapter-node`; …": one decision, the agent's, turning down what the user did, the user's
    // words its context.)
    const refusal = refusalCarriedOut(c, stated);
    if (refusal) {
      stated.splice(stated.indexOf(refusal), 1);
      const mine = c.decision?.rejected ?? [];
      c.decision!.rejected = refusal.decision!.rejected!.map((r) => {
        const own = mine.find((m) => m.option.toLowerCase() === r.option.toLowerCase());
        const reason = own?.reason ?? r.reason ?? whyAfter(refusal.content, r.option);
        return reason ? { option: own?.option ?? r.option, reason } : { option: own?.option ?? r.option };
      });
      withContext(c, refusal.content);
      unmarked.push(c);
      continue;
    }
    // (So is carrying out the user's overruling of the turn before: "Switched the changelog to Changesets as you asked." after
    // "no, use changesets instead — …".)
    const user = carriedOut(c, chosen && !answered ? [...stated, chosen] : stated);
    if (!user) {
      unmarked.push(c);
      continue;
    }
    withContext(user, c.content);
    // (What the change took out, or turned down, is what the user's decision turns down too: "Switched the jobs to Solid
    // Queue, as you asked … ¶ Sidekiq … are removed." after "actually let's use solid queue instead, we don't want to
    // run redis just for jobs".)
    // (Named with or without its version, it is one option: "`vuex` is removed" after "vuex 4 is in maintenance mode".)
    for (const r of c.decision?.rejected ?? []) {
      // (Nor again as a word of one it holds: "SES" of "Amazon SES"; nor spelled as its package: "next-auth" of "NextAuth".)
      if (user.decision && !user.decision.rejected?.some((x) => unversioned(x.option) === unversioned(r.option) || saysWord(x.option, r.option) || squashed(x.option) === squashed(r.option))) (user.decision.rejected ??= []).push({ ...r });
    }
  }
  // A question about taking a name on, answered no ("should we switch to Dagster?" → "Not yet. …"): that answer.
  // (It holds the decisions a rule read in its own sentences, "Switching would mean rewriting 14 transforms …" after
  // "Not for this.": the answer to the question is the decision, and keeps what they turned down.)
  const declined = asked.unmarked ? declinedAsked(said.unmarked, asked.unmarked) : null;
  if (declined && unmarked.every((c) => declined.content.includes(firstSentence(c.content)))) {
    for (const c of unmarked.splice(0)) for (const r of c.decision?.rejected ?? []) if (!BARE_ACT.test(r.option) && !declined.decision!.rejected!.some((x) => x.option === r.option)) declined.decision!.rejected!.push(r);
    unmarked.push(declined);
  }
  // The agent picking, this turn, from the options the turn before laid out, on the user's word ("roughly right is
  // fine" → "Going with Hammer + ETS then. …"): the pick turns the others down, as a pick in its own response does.
  if (before && !answered && !chosen) pickedFromBefore(before, said.unmarked, unmarked, asked.unmarked.trim());
  // (A prompt that states a decision is stored itself.)
  const why = asked.unmarked && !stated.length ? askersWhy(asked.unmarked.trim()) : undefined;
  if (why) for (const c of unmarked) withAskersWhy(c, asked.unmarked.trim(), why);
  replacedAsAsked(stated, said.unmarked);
  const found = [
    ...said.explicit,
    ...asked.explicit,
    ...(chosen ? [chosen] : []),
    ...withSentenceBefore(said.unmarked, setAsideJoinsMarked(unmarked, said.explicit, said.unmarked)),
    ...stated,
  ];
  // A prompt that overrules the turn before ("actually use river for that, we'll need retries"): its first decision
  // replaces the one that turn stored, whatever it named (stored with this one: `supersedeOverruled`).
  // (Not one that keeps what was done, "no, keep the ticker but add retries": the turn before stands.)
  const correction = before ? CORRECTS.exec(asked.unmarked) : null;
  const overruled = correction && !/\b(?:keep|stick with)\s/i.test(correction[0]) ? found.find((c) => c.kind === 'decision') : undefined;
  if (overruled) overruled.overrules = `${previous!.question ?? ''}\n${before}`;
  // One said twice (the prompt's decision, read as overruling the turn before and as stated) is kept once, with what
  // either reading added: the agent's words carrying it out, an option the response says it replaced.
  const seen = new Map<string, Captured>();
  return found.filter((c) => {
    const first = seen.get(c.content);
    if (!first) {
      seen.set(c.content, c);
      return !isTemplate(c.content);
    }
    if (c.context && !first.context?.includes(c.context)) withContext(first, c.context);
    if (first.decision && c.decision?.rejected) for (const r of c.decision.rejected) if (!first.decision.rejected?.some((x) => x.option === r.option || squashed(x.option) === squashed(r.option))) (first.decision.rejected ??= []).push(r);
    return false;
  });
}

/** `text` added to a captured item's search-only context, on a line of its own. */
function withContext(c: Captured, text: string): void {
  c.context = c.context ? `${c.context}\n${text}` : text;
}

/** Unmarked decisions with the sentence before each in the text they came from, as their search-only context. */
function withSentenceBefore(text: string, found: Captured[]): Captured[] {
  const before = sentencesBefore(text, found.map((c) => c.content));
  return found.map((c, i) => (before[i] ? { ...c, context: before[i] } : c));
}

/** The names a text holds ("Drizzle", "date-fns"), lower-cased; not the words any sentence opens with. */
function namesIn(text: string): string[] {
  const words = text.match(/\b(?:[A-Z][\w.+#/-]+|[a-z][\w+#/-]*[.-][\w+#/-]+)/g) ?? [];
  return words.filter((w) => !/^(?:I|We|The|This|That|It|Our|My|So|But|And|Also|Now|Then|Here|There|Decision|Rejected|Convention|Remember)$/.test(w)).map((w) => w.replace(/\.+$/, '').toLowerCase());
}

/**
 * An unmarked decision whose every name a marked one in the same response holds ("I went with Drizzle." beside
 * "Decision: use Drizzle for the ORM"): the agent saying it twice, kept once, as marked. One that names anything
 * more ("I chose Vitest over Jest because CI was slow" beside a decision about CI) is a decision of its own.
 */
function restates(c: Captured, marked: Captured[]): boolean {
  if (c.kind !== 'decision') return false;
  const names = new Set(marked.filter((m) => m.kind === 'decision').flatMap((m) => namesIn(m.content)));
  const own = namesIn(c.content);
  return own.length > 0 && own.every((n) => names.has(n));
}

/** The longest response decision read as the agent saying back what the user stated. */
const ACK_CHARS = 160;

/**
 * The agent saying back what the user just decided or asked it to keep to ("Noted, I'll use pnpm." after "from now
 * on always use pnpm"): an unmarked decision of the response, short, with no option turned down and no reason,
 * whose every name (past each sentence's first word) the user's decision or convention of the same turn says.
 * The user's is stored; this adds nothing. One that names anything more, or says why in words of its own, is the
 * agent's own.
 */
function acknowledges(c: Captured, stated: Captured[]): boolean {
  if (c.kind !== 'decision' || !stated.length || c.content.length > ACK_CHARS || c.decision?.rejected?.length) return false;
  const said = new Set(stated.flatMap((s) => wordsOf(s.content)));
  // What reads as a reason may only say the user's words back ("Sounds good — no ORM."): no reason of its own.
  const reason = reasonOf(c.content);
  if (reason !== undefined && wordsOf(reason).some((w) => w.length > 2 && !said.has(w))) return false;
  const names = wordsPastFirst(c.content).filter((w) => w.length > 1 && isName(w.replace(/\.+$/, '')));
  return names.length > 0 && names.every((n) => said.has(n.toLowerCase().replace(/\.+$/, '')));
}

/** A change to another tool said as done: "Switched the logger to Zap …", "I've moved the queue over to SQS". */
const SWITCHED_TO = /^(?:I(?:'ve|\s+have)?\s+)?(?:switched|moved|migrated|changed)\s[^.;:!?]{0,60}?\b(?:to|over to)\s/i;
/** The same in Japanese or Chinese, the name in group 1 or 2: "Loki に切り替えました", "已经改用 NATS 了". */
const SWITCHED_TO_CJK = /^\s*([A-Za-z][\w.+#/-]*)\s*に(?:切り替え|移行し|変更し|乗り換え)|(?:改用|换成|切换到|切到|迁移到)了?\s*([A-Za-z][\w.+#/-]*)/u;
/** The name a switch went to: "Switched search to Meilisearch" → "Meilisearch". */
const SWITCH_TARGET = /\b(?:to|over to)\s+\x60?([\w.+#/@-]+?)\x60?(?=[\s,.;:!?]|$)/;
/**
 * The user's decision that only turned names down ("don't use adapter-auto, we deploy to a node server"), carried out by
 * `c`, a switch that turns nothing down and names none of them ("Switched to `@sveltejs/adapter-node`; …") or names them
 * as taken out.
 */
function refusalCarriedOut(c: Captured, stated: Captured[]): Captured | null {
  if (c.kind !== 'decision' || !SWITCHED_TO.test(c.content)) return null;
  // (Or one that turns down the same names, "Switched the queue from Celery to django-q2.".)
  const mine = (c.decision?.rejected ?? []).map((r) => r.option.toLowerCase());
  // (Or, turning none down, does not name them, or names them only as what it took out: "…, and removed the flagd sidecar
  // from deploy/" after "drop the sidecar, …".)
  const same = (s: Captured) => mine.length ? mine.every((o) => s.decision!.rejected!.some((r) => r.option.toLowerCase() === o)) : s.decision!.rejected!.every((r) => !namesOptionIn(c.content, r.option) || tookOut(c.content, r.option));
  // (A user's decision that takes no named thing in their place is a refusal too: "drop the sidecar, …; a restart to
  // change a flag is fine".)
  const refuses = (s: Captured) => !s.decision?.chosen || wordsPastFirst(s.content).every((w) => !isName(w.replace(/\.+$/, '')) || s.decision!.rejected!.some((r) => saysWord(r.option, w)));
  return stated.find((s) => s.kind === 'decision' && !!s.decision?.rejected?.length && refuses(s) && same(s)) ?? null;
}
/** Whether a text says it took `option` out: "removed the flagd sidecar", "dropped `moment`". */
const tookOut = (text: string, option: string): boolean =>
  new RegExp(String.raw`\b(?:removed|dropped|deleted|took out|ripped out|got rid of)\s+(?:the\s+|our\s+)?(?:\S+\s+){0,2}?\x60?${escapeRegExp(option)}\x60?(?![\w-])`, 'i').test(text);
/** What the user's words say after a name they turned down, as its reason: ", we deploy to a node server". */
function whyAfter(words: string, option: string): string | undefined {
  const at = words.toLowerCase().indexOf(option.toLowerCase());
  const rest = at < 0 ? '' : words.slice(at + option.length).replace(/^[\s,;:.—–-]+/, '').replace(/[.!]+$/, '').trim();
  return rest.split(/\s+/).length >= 3 ? rest : undefined;
}
/**
 * The user's decision of the same turn that an unmarked decision of the response carries out: it turns down the same
 * options (or, turning none down, names them), and every name it holds the user's said ("Swapped date-fns for dayjs in
 * the 6 files …; the bundle is 14 kB smaller" after "let's use dayjs instead of date-fns"); or, the user turning none
 * down, it names the user's choice and only takes out other things, with no reason ("Switched the email queue to
 * Asynq. … The River migration … are removed." after "actually let's use asynq …"), which the user's decision then
 * turns down; or a report of going back to what the user named ("Back on Postgres: …"); or a switch to the very name
 * the user asked for, however it was carried out ("Switched search to Meilisearch: a `meilisearch` service in …" after
 * "actually use meilisearch, …"). Not one with a reason in
 * words of its own. The user's is stored, with the agent's words as its search-only context; the two are not shown
 * twice.
 */
function carriedOut(c: Captured, stated: Captured[]): Captured | null {
  const options = (x: Captured) => (x.decision?.rejected ?? []).map((r) => r.option.toLowerCase());
  const mine = options(c);
  if (c.kind !== 'decision') return null;
  // Said to be what the user asked ("Switched the task queue to django-q2 …, as you asked."), naming what they chose.
  const asked = AS_ASKED.test(c.content) ? stated.find((s) => s.kind === 'decision' && sharesName(c.content, s.content)) : undefined;
  if (asked) return asked;
  // Or a report of going back to what the user named ("Back on Pinia: …" after "no, go back to pinia, …").
  const back = BACK_ON_EN.exec(c.content);
  const wentBack = back ? stated.find((s) => s.kind === 'decision' && sharesName(`Back on ${back[1]}`, s.content)) : undefined;
  if (wentBack) return wentBack;
  // The same options turned down, or (none read) the user's said by name; or, the user turning none down, what the
  // change took out for it, with no reason of the agent's ("actually let's use asynq …" then "Switched the email queue
  // to Asynq. … ¶ The River migration and the `river` dependency are removed.").
  const takenOut = mine.length > 0 && c.decision!.rejected!.every((r) => !r.reason);
  // (In Japanese or Chinese: "Loki に切り替えました。" after "ログは Loki にしてください。…".)
  const cjk = mine.length ? null : SWITCHED_TO_CJK.exec(c.content);
  const switched = !mine.length && (SWITCHED_TO.test(c.content) || cjk !== null);
  // (Or a switch to the very name the user asked for, however it was carried out: "Switched search to Meilisearch: a
  // `meilisearch` service in …" after "actually use meilisearch, …".)
  const target = cjk ? (cjk[1] ?? cjk[2]) : switched ? SWITCH_TARGET.exec(c.content.split(/[:;]\s|\.\s/)[0])?.[1] : undefined;
  const toTheirs = (s: Captured) => target !== undefined && s.decision?.chosen !== undefined && saysWord(s.content.toLowerCase(), target.toLowerCase());
  const user = stated.find((s) => {
    const theirs = options(s);
    if (s.kind !== 'decision') return false;
    if (theirs.length && toTheirs(s)) return true;
    // (Or, neither turning anything down, a switch to what the user named: "Switched the logger to Zap with a sampling core
    // …" after "actually let's use zap for logging, …".)
    if (!theirs.length) return (takenOut || switched) && sharesName(c.content, s.content);
    return mine.length ? theirs.length === mine.length && mine.every((o) => theirs.includes(o)) : theirs.every((o) => namesOptionIn(c.content, o));
  });
  if (!user) return null;
  if (toTheirs(user) && reasonOf(c.content, true) === undefined) return user;
  const said = new Set([...wordsOf(user.content), ...mine]);
  // A reason in words of its own makes it the agent's decision too ("… — no ORM, since raw SQL keeps the queries visible").
  const reason = reasonOf(c.content, true);
  if (reason !== undefined && reason.toLowerCase().split(/[^\w.+#/-]+/).some((w) => w.length > 2 && !said.has(w))) return null;
  // (A unit, "14 kB", names nothing.) (A switch to what the user named is read in its first sentence: how it was carried
  // out may name more, "… `slog` calls in the handlers now go through `zapslog` …".)
  const read = switched && !user.decision?.rejected?.length ? c.content.split(/(?<=[.!?])\s+/)[0] : c.content;
  // (A sentence's first word is capitalised as any is: "The mailer jobs stay …" names nothing.)
  const names = read
    .split(/(?<=[.!?])\s+/)
    .flatMap((said) => said.split(/[^\w.+#/-]+/).slice(1))
    .map((w) => w.replace(/\.+$/, ''))
    .filter((w) => w.length > 1 && isName(w) && !/^[kmgt]i?b$/i.test(w));
  return names.every((n) => said.has(n.toLowerCase())) ? user : null;
}

/** A name squeezed to compare spellings: "solid_queue", "Solid Queue" and "solid-queue" are one. */
const squeezed = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');
/** The shortest name found inside other words when squeezed; a shorter one ("Bun", not "rebundled") is read as a word. */
const SQUEEZED_NAME = 4;

/**
 * An unmarked decision of the response that carries out the option the user just agreed to or picked (`name`): "Added
 * `solid_queue` and ran …; jobs now use …" after "I'd go with Solid Queue: …" and "yes, do it". It names the option
 * in some spelling, turns nothing down and gives no reason of its own; one that does is the agent's own decision.
 */
function carriesOutAgreed(c: Captured, name: string, described = ''): boolean {
  if (c.kind !== 'decision' || c.decision?.rejected?.length || reasonOf(c.content, true) !== undefined) return false;
  const short = squeezed(name);
  if (short.length >= SQUEEZED_NAME ? squeezed(c.content).includes(short) : saysWord(c.content.toLowerCase(), name.toLowerCase())) return true;
  // (Or a word of a name of several that is written as only a name is: "FTS5" of "SQLite FTS5".)
  const words = name.split(/\s+/);
  if (words.length > 1 && words.some((w) => NAME_SHAPED.test(w) && saysWord(c.content, w))) return true;
  // (Or an identifier the picked option's own line said: "Done — the loss now uses `pos_weight=32.3` …" after
  // "**Option A — weighted loss.** Pass `pos_weight` to `BCEWithLogitsLoss`. …" and "go with A".)
  return (described.match(/[\w.]+/g) ?? []).some((w) => IDENTIFIER.test(w) && saysWord(c.content, w));
}
/** A word written as only code is: snake_case ("pos_weight", "max_retries"). */
const IDENTIFIER = /^(?=.{4,})[a-z][a-z\d]*(?:_[a-z\d]+)+$/;
/** A word written as only a name is: a capital after its first letter, or a digit after letters ("FTS5", "SQLite", "gRPC"). */
const NAME_SHAPED = /^(?=.{3,})(?:[A-Za-z]+[A-Z][\w.+#-]*|[A-Za-z]+\d[\w.+#-]*)$/;

/** A sentence that puts one thing in another's place: "Replaced X with Y", "Swapped X for Y", "Moved the jobs from X to Y". */
const REPLACES = /^I (?:replaced|swapped|switched|moved|migrated)\b/;

/**
 * A user's decision that turned nothing down ("…, so let's switch the jobs to sidekiq after all"), carried out by the
 * response's "Replaced solid_queue with sidekiq in the Gemfile …": what was replaced is the option the user's decision
 * turns down, and the sentence its search-only context. The sentence must name what the user chose, and the option
 * be nothing the user's decision says.
 */
function replacedAsAsked(stated: Captured[], response: string): void {
  const open = stated.filter((s) => s.kind === 'decision' && s.decision && !s.decision.rejected?.length);
  if (!open.length) return;
  for (const { text } of units(response)) {
    const said = asSaid(text);
    const replaced = REPLACES.test(said) ? rejectedIn(said, true, false) : null;
    if (!replaced) continue;
    const user = open.find((s) => !namesOptionIn(s.content, replaced.option) && sharesName(text.replace(replaced.option, ' '), s.content));
    if (!user) continue;
    user.decision!.rejected = [{ option: replaced.option }];
    withContext(user, text);
    open.splice(open.indexOf(user), 1);
  }
}

/** A text's words as names are written, past each sentence's first word (which any sentence may capitalise). */
const wordsPastFirst = (text: string): string[] => sentences(text).flatMap((s) => s.split(/[^\w.+#/-]+/).slice(1));

/**
 * The user's why, said after their order in a prompt of one sentence: "raise the login limit to 10 per minute, support
 * is getting complaints from people behind office NATs", "… because …".
 */
const ASKERS_WHY = /^[^,;—–?]{8,120}?(?:,|;|\s[—–])\s+(?!(?:and|then|please|thanks)\b)([^?]{12,200}?)[.!]?$|^[^?]{8,120}?\s(?:because|since|so that)\s+([^?]{8,200}?)[.!]?$/i;
/**
 * An agent's decision said to be what the user asked ("Raised the login rate limit to 10 attempts per minute per IP,
 * as you asked."), or setting the value the user named ("Set `spark.executor.memory` back to 8g." after "actually go
 * back to 8g, the nightly job failed with an OOM last night"), takes the user's words when they give a why it does not
 * say: recall shows the memory, not its search-only context.
 */
function withAskersWhy(c: Captured, asked: string, why: string): void {
  if (c.kind !== 'decision' || !(AS_ASKED.test(c.content) || sharesValue(c.decision?.chosen ?? c.content, asked))) return;
  const said = new Set(wordsOf(c.content));
  if (wordsOf(why).filter((w) => w.length > 2 && !said.has(w)).length >= 2) c.content = `${c.content} (Asked: "${asked}")`;
}
/** The why of a prompt of one sentence (ASKERS_WHY), read once for all the turn's decisions. */
function askersWhy(prompt: string): string | undefined {
  if (sentences(prompt).length !== 1) return undefined;
  const m = ASKERS_WHY.exec(prompt);
  return m?.[1] ?? m?.[2];
}

/** A value with its unit (a setting's units, and a size's letter alone): "8g", "30 seconds", "512 MB", "10%". */
const VALUE_WITH_UNIT = new RegExp(String.raw`(?<![\w.])\d+(?:\.\d+)?\s?(?:[kmgt]i?|${UNITS})(?!\w|\.\w)`, 'gi');
/** Whether a text gives a value with its unit that the other names too. */
function sharesValue(text: string, other: string): boolean {
  const values = (t: string) => new Set([...t.matchAll(VALUE_WITH_UNIT)].map((m) => m[0].replace(/\s+/g, '').toLowerCase()));
  const theirs = values(other);
  return [...values(text)].some((v) => theirs.has(v));
}

/** Whether two texts share a name (past each sentence's first word), as `isName` reads one. */
function sharesName(a: string, b: string): boolean {
  const names = (t: string) => new Set(wordsPastFirst(t).map((w) => w.replace(/\.+$/, '')).filter((w) => w.length > 1 && isName(w)).map((w) => w.toLowerCase()));
  const theirs = names(b);
  // (Or a tool `a` writes in capitals that `b` writes in lower case: "KEDA" of "no, use keda for the api too"; not a word
  // of software any text writes so, "API".)
  const said = new Set(b.toLowerCase().split(/[^\w.+#-]+/));
  const acronyms = [...a.matchAll(/\b[A-Z]{3,6}\b/g)].map((m) => m[0].toLowerCase()).filter((w) => said.has(w) && !aboutSoftware(w));
  return acronyms.length > 0 || [...names(a)].some((n) => theirs.has(n));
}

/**
 * A response that marks one decision ("## Decision" or "Decision: …") and further on only sets an option aside
 * ("GraphQL federation was the other candidate, but none of the services speak GraphQL"): the option is one the
 * marked decision turned down, not a decision of its own. The marked text is kept as written; the option and its
 * reason join its rejected options. So does another way faulted in the paragraph that says why ("**Why:** they live in
 * GitHub Discussions, …. A self-hosted Remark42 would give anonymous comments, but we'd have to run … another
 * service."), and that paragraph joins the marked text, after it.
 */
function setAsideJoinsMarked(found: Captured[], explicit: Captured[], unmarked: string): Captured[] {
  const marked = explicit.filter((c) => c.kind === 'decision' && c.decision);
  if (marked.length !== 1) return found;
  const into = marked[0].decision!;
  const all = units(unmarked);
  // (Or, with no such paragraph, the first one when it opens by faulting another way: "## Decision ¶ Reverse proxy:
  // **Caddy**. ¶ nginx plus certbot worked, but the renewal cron silently stopped twice …".)
  const labelled = all.find((u) => WHY_LABEL.test(u.text));
  const faulting = !labelled && all.length > 0 && !all[0].item && !found.some((c) => c.content.includes(all[0].text)) ? turnedDown(asSaid(all[0].text), marked[0].content) : null;
  const why = faulting ? all[0] : labelled;
  const paragraph = why ? all.filter((x) => x.block === why.block) : [];
  if (faulting && !into.rejected?.some((x) => x.option === faulting.option)) into.rejected = [...(into.rejected ?? []), { option: faulting.option, reason: faulting.reason }];
  for (const u of paragraph.slice(1)) {
    const other = turnedDown(asSaid(u.text), marked[0].content);
    if (other && !found.some((c) => c.content.includes(u.text)) && !into.rejected?.some((x) => x.option === other.option)) {
      into.rejected = [...(into.rejected ?? []), { option: other.option, reason: other.reason }];
    }
  }
  // (Not a paragraph a decision of its own holds part of: that decision keeps it.)
  if (why && !paragraph.some((u) => found.some((c) => c.content.includes(u.text)))) marked[0].content += ` ${paragraph.map((u) => u.text).join(' ')}`;
  return found.filter((c) => {
    // (A decision the rules read in that paragraph, "Why: … . A self-hosted Remark42 would …, but …", is the marked one's why.)
    const itsWhy = c.kind === 'decision' && !!c.decision?.rejected?.length && why !== undefined && c.content.startsWith(why.text);
    if (itsWhy) marked[0].content += ` ${c.content}`;
    else if (!onlySetsAside(c)) return true;
    into.rejected = [...(into.rejected ?? []), ...c.decision!.rejected!.filter((r) => !into.rejected?.some((x) => x.option === r.option))];
    return false;
  });
}

/** A paragraph that says why: "**Why:** …", "Reason — …". */
const WHY_LABEL = /^(?:why|reason|rationale)\s*(?:[:：]|\s[—–]\s)/i;

/** Placeholders such as `<what was chosen>`, as the rules file shows the line format (src/setup/rules.ts). */
const PLACEHOLDERS = /<[a-z][a-z ]*>/gi;
/**
 * Text that is only the line format with its placeholders ("Decision: <what was chosen>"): an agent quoting
 * its rules, not deciding.
 */
function isTemplate(content: string): boolean {
  const rest = content.replace(PLACEHOLDERS, '');
  return rest !== content && !/\p{L}/u.test(rest.replace(/\b(?:decision|rejected|convention|because)\b|[`:*_-]/gi, ''));
}

/** An option's name without the version it may end with: "vuex 4" and "vuex" name one option. */
const unversioned = (option: string): string => option.toLowerCase().replace(/\s+v?\d+(?:\.\d+)*$/, '');
/** An option's letters and digits, in lower case: "NextAuth" and "next-auth" are one. */
const squashed = (option: string): string => option.toLowerCase().replace(/[^a-z0-9]+/g, '');
