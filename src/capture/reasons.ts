import { isName, isTool } from './names.ts';
import { isProse } from './prose.ts';

// The reason a sentence gives for a choice: after a connective ("because", "since", "as"), a dash or a
// colon, in brackets, or in the sentence after it.

/** Text that has reached the sentence's reason ("… because", "… since", "…, as"). */
export const IN_REASON = /\b(?:because|since|now that|given that)\b|,\s*as\b/i;
/** The reason such a sentence gives after "but", up to what it did instead (", so I switched …"). */
export const BUT_REASON = /,?\s+but\s+(.+?)(?:,?\s+(?:so|and so|which is why)\s+(?:we|i)\b.*)?[.!]?$/i;
const SINCE = /\bsince\b\s+(.+?)[.!]?$/i;
/**
 * "since" of time, after a perfect and before a version, a year or "then": "has been built in since Rails 6"; or before
 * "version" and its number, or a year: "since version 6 it needs a commercial licence".
 */
const TIME_SINCE = /\b(?:has|have|had)\s+(?:been\s+)?[^.;!?,]{0,40}?\bsince\s+(?:(?:[\w.+#-]+\s+)?v?\d|then\b|last\b)|\bsince\s+(?:version\s+|release\s+|v)\d|\bsince\s+(?:19|20)\d\d\b/i;
/** Reasons, the unambiguous connectives first: "store them as integers … because …" gives its reason after "because". */
// "as" gives a reason after a comma or at the start ("…, as it is faster"), not as a preposition ("store money as integer cents").
// Last, what follows a dash, a colon or a semicolon after the option ("over Kafka — we only have three consumers").
const REASONS_EN = [
  /\b(?:because(?:\s+of)?|due to|given that)\b\s+(.+?)[.!]?$/i,
  SINCE,
  /(?:^|,\s*)as\s+(.+?)[.!]?$/i,
  /\bto avoid\s+(.+?)[.!]?$/i,
  /\s[—–]\s+(.+?)[.!]?$|\S[:;]\s+(.+?)[.!]?$/,
];
/** The clause after a colon, a semicolon or a dash that opens the rest of a sentence (": it's priced per GB …"). */
export const clauseAfterMark = (rest: string): string | undefined => /^\s*(?::|;|\s[—–])\s*(.+?)[.!]?$/.exec(rest)?.[1];
/** A sentence that is only a reason, right after a decision: "メモリ効率が良いから。", "Because PnP breaks our tooling." */
export const REASON_NEXT_JA = /^(?:なぜなら|理由は)?(.{2,80}?)(?:から|ので|ためです|ため)(?:です)?[。．]?$/u;
export const REASON_NEXT_EN = /^(?:because|since)\s+(.+?)[.!]?$/i;
/** The same in Chinese: "因为它的客户端太大。", "原因是……". */
export const REASON_NEXT_ZH = /^(?:因为|由于|原因是)[，,]?\s*(.{2,80}?)[。．]?$/u;
/**
 * The sentence after a decision that says why, in a sentence of its own ("I went with SQLite for the local
 * cache. It needs no server, and the data is a few MB at most."): a consequence, a need, a comparison, a fault, or
 * how little of a thing was used ("We only used `debounce` …"), or what nobody did with it ("… and nobody reviewed changes to it"). Not what was done next, where a thing lives, what
 * still runs elsewhere, or that the checks pass (NOT_REASON_AFTER_EN: "I also updated the README.", "It's configured in
 * build.mjs.", "The Horizontal Pod Autoscaler still runs for the web pods.", "All 214 tests pass.").
 */
export const REASON_AFTER_EN =
  /^(?:because|since|the (?:main |only |real )?reason|that way|this way|mainly|otherwise)\b|^(?:we|it|the app|the code)\s+(?:only|just)\s+(?:ever\s+)?(?:used|needed|called|imported)\b|^nothing\s+(?:uses|used|calls|called|imports|imported)\b|\b(?:nobody|no one)\s+(?:ever\s+)?(?:reviewed|reviews|read|reads|noticed|notices|understood|understands|maintained|maintains|knew|knows)\b|,\s*so\b|\bso (?:that|we|it|the)\b|,\s*which (?!I\b|we\b)|\b(?:was|were|kept)\s+(?:[a-z]+ing\s+[^.;!?]{0,40}?\s+and\s+)?(?:overwriting|clobbering|losing|dropping|corrupting|duplicating|double-counting)\b|\b(?:avoids?|keeps?|saves?|cut|cuts|needs?|requires?|(?<!^)\blets? (?:us|the|our|every|each|anyone|people|users|customers)|gives us|means|matters?|broke|breaks|doesn't|don't|can't|cannot|couldn't|won't|isn't|aren't|wasn't|(?:is|are|was|were) still (?:experimental|in (?:beta|alpha|preview))|would(?:n't)?|rules? (?:it |them )?out|(?:was|were) (?:causing|producing)|used to (?:take|bring|knock)\s[^.;!?]{0,40}?\bdown|out[- ]of[- ]memory|slow(?:er)?|faster|smaller|cheaper|simpler|safer|weaker|stronger|better|worse|\w+er than|bloats?|fills? up|runs? out|times? out|leaks?|hangs|crash(?:es|ed)?|drift(?:s|ed)|fails|failed|costs?|exceeds?|leaves? (?:room|headroom)|(?:under|below|within) (?:the |our |its |\w+'s )?(?:\w+\s+)?(?:limit|cap|quota|budget))\b/i;
export const NOT_REASON_AFTER_EN =
  /\b(?:still (?:runs?|handles?|serves?|covers?|does|works?)|(?:is|are) still used) (?:for|on|in)\b|^(?:I(?:'ve|'ll|'m| will| have| am)?\s+(?:also|still|then|now|next)\b|also\b|next\b|then\b|after that\b|afterwards\b|finally\b|let me know\b|here(?:'s| is| are)\b|run\b|see\b|note\b)|\b(?:is|are|lives?|sits?) (?:in|under|at) (?:the )?(?:PR|commit|\S*[/.]\S)|\bconfigured in\b|\b(?:tests?|checks?|builds?|lint)\s+(?:[\w-]+\s+){0,3}?(?:pass(?:es|ed)?|(?:is|are|was|were)\s+(?:all\s+|now\s+)?(?:green|clean))\b|\ball green\b|\btouched \d+ files?\b|\bdone in commit\b|[:：]$/i;
export const reasonAfter = (said: string): boolean => isProse(said) && REASON_AFTER_EN.test(said) && !NOT_REASON_AFTER_EN.test(said);
/** A reason in Chinese: "因为 Memcached 不支持持久化", "由于……". */
const REASON_ZH = /(?:因为|由于)[，,]?\s*([^，,。；;]{2,60})/u;
const REASON_JA = /(?:なぜなら|理由は)(.+?)(?:から|ため)?[。．]?$|([^、,。]{2,60}?)(?:ので|ため|から)(?:[、,。．]|$)/u;

/** The reason a sentence gives; `worded`: only one said with a connective ("because", "since", …), not after a dash or a colon. */
export function reasonOf(sentence: string, worded = false): string | undefined {
  for (const re of worded ? REASONS_EN.slice(0, -1) : REASONS_EN) {
    // (Not a "since" of time after a perfect: "`insert_all` has been built in since Rails 6 and …".)
    if (re === SINCE && TIME_SINCE.test(sentence)) continue;
    const en = re.exec(sentence);
    if (en) return (en[1] ?? en[2]).trim();
  }
  const ja = REASON_JA.exec(sentence);
  if (ja) return (ja[1] ?? ja[2])?.trim();
  return REASON_ZH.exec(sentence)?.[1].trim();
}

/**
 * A reason in brackets at the end of a sentence, as summaries give it: "Replaced Jest with Vitest (faster,
 * native ESM support)". Not a reference or an aside: "(see #12)", "(e.g. …)", "(in utils.ts)", "(optional)".
 */
const PAREN_REASON = /\(([^()]{3,100})\)\s*[.!]?$/;
const NOT_A_REASON = /^(?:see|e\.g\.?|i\.e\.?|cf\.?|eg|ie|via|from|in|at|on|under|line|lines|file|files|commit|PR|issue|optional|default|recommended|\d|#|[\w-]+\.[a-z]{1,4}\b)/i;

/** What a name is, in brackets after it: "(Chromium in a container)", "(Postgres behind a pooler)": no reason. */
const GLOSS = /^[A-Z][\w.+#-]*(?:\s+[A-Z][\w.+#-]*)?\s+(?:in|on|inside|behind|under|as|with|over|via)\s+(?:an?|the|its|our)\s+[\w-]+$/;
const COMPARED = /^\d[^()]*?\s(?:vs\.?|versus|against|instead of|down from|up from)\s+\d/i;
export function parenReason(sentence: string): string | undefined {
  const m = PAREN_REASON.exec(sentence);
  // (Nor a name alone, the package a choice is made with: "… to Redis (`connect-redis`).")
  const said = m?.[1].trim().replace(/`/g, '');
  // (A figure set against another is one: "(2 KB vs 67 KB, same API for what we use)".)
  return said && (!NOT_A_REASON.test(said) || COMPARED.test(said)) && !GLOSS.test(said) && !(/^\S+$/.test(said) && (/`/.test(m![1]) || isTool(said) || (isName(said) && !/^[A-Z]?[a-z]+$/.test(said)))) ? m![1].trim() : undefined;
}

/** What is wrong with an option, said right after its name: "rather than moment-timezone, which is in maintenance mode". */
const FAULT_AFTER = /^,\s*which\s+((?:is|was|has|had|adds|added|needs|requires|lacks|would|doesn't|does not|didn't|can't|cannot|isn't|wasn't|hasn't|has not|hadn't|breaks|broke|crashes|leaks)\b.+?)[.!]?$/i;
export const faultAfter = (rest: string): string | undefined => FAULT_AFTER.exec(rest)?.[1].trim();
