import { crudeStem, ftsString, queryTerms } from '../search/fts-query.ts';
import { CODE_NAME, KEY_GIVEN, SETTING_KEY } from '../util/identifiers.ts';

// A setting changed. A decision, convention or note that gives a thing a value ("Capped the Postgres
// connection pool at 20 because …", "Indent with 2 spaces in every TypeScript file", "Use Node 18 for the API
// service", "Session tokens expire after 24 hours.", "Python version: 3.11") is replaced by a later one, of
// any of those kinds, that gives the same thing, in the same place, another value ("Raised the Postgres
// connection pool to 30, since …"): both would otherwise be recalled, and an agent told both cannot know
// which holds. A statement here is its first sentence cut in three around the value:
//
//   [Raised] the Postgres connection pool | to 30 | , since we now run 3 replicas.
//    what is set (a setting verb dropped)  value   where it applies, cut at its reason (here: nothing)
//
// Two statements are one setting when what is set and where it applies have the same words (either side
// of the value: "We keep 30 days of Loki logs"); a value's unit said in other words ("5 minutes", "60
// seconds") is the same unit. Anything else stands beside it: another thing ("the Redis connection pool"),
// another place ("to debug in staging" beside "to warn in production"), or the same value said again.
// A date is one value ("Code freeze: March 12"). A question, a change not made yet ("… once you confirm"), a
// heading and a number that says which one of a series ("Chapter 2", "Step 3", "the 4th customer") give
// nothing a value. Measured on bench/phrasing/updates-*.jsonl, and for precision on other
// writers' text on the LoCoMo and LongMemEval turns written as notes (`scripts/updates-lab.ts --chat`).

/** What a statement gives a value: the stems of what is set and where, sorted and joined; and the value. */
export interface ValueStatement {
  about: string;
  /**
   * The same without the counted things its value names ("to 4 processes"), when it names some: "Raised the worker
   * concurrency from 4 to 8" changes "Set the worker concurrency to 4 processes" (but "3 replicas" is not "5 workers").
   */
  uncounted?: string;
  value: string;
  /**
   * The words of what is set and where, as written (what its number counts aside): every earlier statement of the same
   * setting holds them all.
   */
  words: string[];
  /**
   * The key named in code that is set, when there is one (`spark.executor.memory`, `MAX_CONNECTIONS`, `pool_size`): two
   * statements of one key are one setting when what one says of where is all said by the other ("The nightly job now
   * runs with `spark.executor.memory=8g`" and "Lowered `spark.executor.memory` to 6g in `jobs/nightly.py`").
   */
  code?: string;
}

/** Verbs that set a value, as the first word of what is set ("Raised the pool to 30"): not part of the thing. */
const SETTING_VERB =
  /^(?:set|sets|setting|cap|caps|capped|capping|limit|limited|raise|raised|lower|lowered|bump|bumped|reduce|reduced|increase|increased|decrease|decreased|drop|dropped|pin|pinned|configure|configured|tune|tuned|change|changed|move|moved|up|upped|fix|fixed|keep|kept|leave|left|scale|scaled|cut|double|doubled|halve|halved|shorten|shortened|extend|extended|lift|lifted|make|made)\s+/i;
/** "I", "we", "we've", "we're" and the like before the verb, and "now" / "also" after them. */
const LEAD_IN = /^(?:(?:so|then|also|finally|and)\s+)?(?:(?:i|we)(?:'ve|'ll|'d|'re|'m| have| will| had| are)?\s+)?(?:(?:now|also|just)\s+)?/i;
/** Verbs of choosing before what was chosen ("Use Node 18 …", "decided to use …", "switched to …"): not part of the thing. */
const CHOOSING_VERB =
  /^(?:(?:chose|chosen|choose|picked|pick|decided|decide|went|go|opted|opt|use|used|using|uses|switched|switch|swapped|adopted|selected|standardi[sz]ed|stick|sticking|stuck|stay|staying|stayed)(?:\s+(?:to|on|with|for))?\s+)+/i;
/**
 * A thing going away is no value of a setting: "Dropping support for Node 18", "Removed the v1 endpoints"
 * (a later "Node 20" or "v2" goes away too; it replaces nothing). Read only where no "to" / "at" gives a value.
 */
const GOING_AWAY = /^(?:drop|dropping|dropped|drops|remov\w*|delet\w*|deprecat\w*|retir\w*|disabl\w*|sunset\w*|end\w*|stop\w*)\b|\bsupport\b/i;
/**
 * A passive or copula ending of what is set: "The rate limit is (now) capped", "the timeout is now", a summary's
 * "Connection pool bumped".
 */
const PASSIVE_END = /\s+(?:(?:is|are|was|were|will be|has been|have been)(?:\s+now)?(?:\s+(?:set|capped|limited|pinned|kept|raised|lowered|fixed|configured|changed|moved|bumped|reduced|increased))?|(?:now\s+)?(?:capped|limited|pinned|raised|lowered|bumped|reduced|increased|decreased|upped))\s*$/i;
/** A value given "to" or "at" (and the old one "from"): "from 5 s to 15 s", "at 20", "to warn". */
const FROM_TO = /\sfrom\s+["'`]?\S*\d\S*?["'`]?(?:\s+[a-z%]+)?\s+to\s+["'`]?([^\s"'`,;:()]+)["'`]?/i;
const TO_AT = /\s(?:to|at)\s+(?:about\s+|around\s+|roughly\s+)?["'`]?([^\s"'`,;:()]+)["'`]?/i;
/** A value where no "to" / "at" gives one: a number ("88", "3.11", "10%", "2x", "v1", "#412"), else a word holding a digit ("ES2019", "db.t3.large"). */
const NUMBER_TOKEN = /(?<=^|\s)["'`(]?([#v]?\d[\d.,:x-]*[a-z%]{0,4})(?=["'`)]?(?:[\s,;:!?]|\.(?:\s|$)|$))/gi;
const DIGIT_WORD = /(?<=^|\s)["'`(]?([\w.:-]*\d[\w.:%-]*?)(?=["'`)]?(?:[\s,;:!?]|\.(?:\s|$)|$))/g;
/** Where a statement's reason starts: its value is looked for before it ("…, since Safari 14 usage fell"). */
const REASON_START = /\s(?:because|since|now that|given that|so that|as of)\b|,\s*(?:so|since|as|which|because)\b|[;—–]\s|:\s|\s-\s/i;
/** A range: "between 2 and 10 web pods". */
const BETWEEN = /\sbetween\s+(\S*\d\S*)\s+and\s+(\S*\d[^\s,;:]*)/i;
/**
 * Where the place a value applies ends and its reason or the next step begins. "to" ends it before a
 * purpose ("to watch error rates"), not before a place ("calls to the geocoding API", "to S3").
 */
const SCOPE_END =
  /\s(?:because|since|as|so|to(?!\s+(?:the|a|an|our|their|its|this|that|these|those|each|every|all|any|[A-Z0-9]))|after|before|now that|while|when|given|which|but|and|or|until|unless|if|though|although|instead|rather|otherwise|once|then)\b|[,:;()—–]|\s-\s|\.(?:\s|$)/;
/**
 * The noun and the verb of a setting are one thing ("Session token expiry" and "Session tokens expire",
 * "Log retention" and "retain logs", "the request timeout" and "requests time out"): the forms `crudeStem`
 * leaves apart, each family under its first form's stem, and every form looked up when earlier statements
 * are searched for.
 */
const FAMILIES = [
  ['expire', 'expires', 'expired', 'expiring', 'expiry', 'expiration'],
  ['retain', 'retains', 'retained', 'retention'],
  ['retry', 'retries', 'retried', 'retrying'],
  ['rotate', 'rotates', 'rotated', 'rotation'],
  ['renew', 'renews', 'renewed', 'renewal'],
  ['delete', 'deletes', 'deleted', 'deletion'],
  ['allocate', 'allocates', 'allocated', 'allocation'],
  ['timeout', 'timeouts', 'time out', 'times out', 'timed out'],
];
const FAMILY_OF = new Map<string, string[]>();
const SAME_THING = new Map<string, string>();
for (const forms of FAMILIES) {
  const key = crudeStem(forms[0]);
  FAMILY_OF.set(key, forms);
  for (const f of forms) if (!f.includes(' ')) SAME_THING.set(crudeStem(f), key);
}
const thingStem = (word: string) => {
  const stem = crudeStem(word);
  return SAME_THING.get(stem) ?? stem;
};
/** A rate with a slash, as "per" ("300 requests/minute"). */
const PER_SLASH = /(\w)\/(second|sec|s|minute|min|hour|hr|h|day|d|week|month)\b/gi;
/** "Requests to the payments API time out after 10 seconds": the payments API's timeout. */
const TIMED_OUT_CALLS = /^(?:the\s+)?(?:requests|calls|connections|queries)\s+to\s+(?:the\s+)?([^.;,]{2,60}?)\s+tim(?:e|es|ed)\s+out\b/i;
/** "time out" as a verb is the noun "timeout" ("Requests time out after 10 s", "the request timeout is 10 s"). */
const TIME_OUT = /\btim(?:e|es|ed|ing)\s+out\b/gi;

/**
 * The full-text query that finds the earlier statements of a setting: every word of what is set and where
 * (a word of a family as any of its forms).
 */
export function settingMatch(statement: ValueStatement): string {
  return statement.words
    .map((w) => {
      const forms = FAMILY_OF.get(thingStem(w));
      return forms ? `(${forms.map(ftsString).join(' OR ')})` : ftsString(w);
    })
    .join(' AND ');
}

/**
 * Words that name no setting of their own, only that a thing is one ("The upload cap is 25MB" and "Uploads are capped
 * at 10 MB", "TypeScript version: 5.6" and "Pinned TypeScript to 5.4", "Cache entries expire after 5 minutes" and
 * "Cache expiration is 10 minutes", "retried 3 times" and "5 retries"): left out of what is set.
 */
const ONLY_A_SETTING = /^(?:cap|caps|limit|limits|max|maximum|size|version|entries|times)$/i;
/** Words that say a value is held, not what holds it ("Gunicorn now runs 6 workers", "We keep 30 days of logs"). */
const HOLDING = new Set(['run', 'runs', 'running', 'use', 'uses', 'using', 'used', 'has', 'have', 'had', 'keep', 'keeps', 'kept', 'get', 'gets', 'got', 'now', 'currently', 'still', 'set', 'configured', 'back'].map(crudeStem));
/** A setting's key given its value in code: "`spark.executor.memory=8g`", "`POOL_SIZE: 20`". */
const ASSIGNED = new RegExp(String.raw`${KEY_GIVEN}["'\`]?(\d[\w.%]*?)["'\`]?(?=[\s,;!?)]|\.(?:\s|$)|$)`);
/** A file a setting is written in ("in `jobs/nightly.py`"): no part of what is set or where it applies. */
const FILE_WORD = /\S*\/\S*|\S+\.(?:py|ts|tsx|js|mjs|cjs|json|ya?ml|toml|ini|conf|cfg|env|properties|rb|go|rs|java|kt|tf|sh|xml)\b/gi;
/**
 * Units, each with its short form and kind: a value is compared with its unit ("30s" and "30 seconds" are
 * one value, "5 minutes" and "5 hours" two), and where it applies with its kind ("5 minutes" and "60
 * seconds" set a time alike).
 */
const UNITS: [RegExp, string, string][] = [
  [/^(?:ms|msecs?|millis(?:econds?)?)$/i, 'ms', 'time'],
  [/^(?:s|secs?|seconds?)$/i, 's', 'time'],
  [/^(?:m|mins?|minutes?)$/i, 'min', 'time'],
  [/^(?:h|hrs?|hours?)$/i, 'h', 'time'],
  [/^(?:d|days?)$/i, 'd', 'time'],
  [/^(?:w|wks?|weeks?)$/i, 'w', 'time'],
  [/^(?:mo|months?)$/i, 'mo', 'time'],
  [/^(?:y|yrs?|years?)$/i, 'y', 'time'],
  [/^(?:b|bytes?)$/i, 'b', 'size'],
  [/^(?:kb|kib|kilobytes?)$/i, 'kb', 'size'],
  [/^(?:mb|mib|megabytes?)$/i, 'mb', 'size'],
  [/^(?:gb|gib|gigabytes?)$/i, 'gb', 'size'],
  [/^(?:tb|tib|terabytes?)$/i, 'tb', 'size'],
  [/^(?:%|percent|per ?cent)$/i, '%', 'share'],
];
const unitOf = (word: string | undefined) => (word ? UNITS.find(([re]) => re.test(word)) : undefined);

/**
 * A number that names which one of a series, not a value: an ordinal ("the 3rd customer") or a number after
 * a noun that counts items ("Chapter 2", "part 1 of my messages", "Step 4", "Incident 412"). It stays a word
 * of what is set ("Step 3 takes 10 minutes" and "Step 4 takes 20 minutes" are two things).
 */
const ORDINAL = /^\d+(?:st|nd|rd|th)$/i;
const SERIES_NOUN =
  /(?:^|\s)(?:chapter|part|step|day|slide|worksheet|prompt|section|question|episode|page|week|lesson|module|exercise|task|item|round|phase|stage|season|scene|figure|fig\.|table|option|point|tip|paragraph|line|row|example|problem|sprint|issue|ticket|bug|incident|pr|case|email|message|post|draft|story|video|article|no\.|number)\s*$/i;

/**
 * A date is one value: "March 12", "Nov 3, 2026", "15 April", "the 15th of each month" (an ISO date is a number
 * already). Month names are read capitalised, as dates write them ("may 5" is more often a verb than a date).
 */
const MONTH = String.raw`(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const YEAR = String.raw`(?:,?\s+(\d{4}))?`;
const DATE = new RegExp(
  String.raw`(?<=^|\s)(?:${MONTH}\s+${DAY}${YEAR}|${DAY}\s+(?:of\s+)?${MONTH}${YEAR}|the\s+(\d{1,2})(?:st|nd|rd|th)\s+of\s+(?:each|every|the)\s+month)(?=[\s,;:!?)]|\.(?:\s|$)|$)`,
  'g',
);
/** A date as one value, whatever way it is written: "mar 12", "nov 3 2026", "day 15 monthly". */
function dateValue(m: RegExpExecArray): string {
  const [, month1, day1, year1, day2, month2, year2, monthly] = m;
  if (monthly) return `day ${Number(monthly)} monthly`;
  const month = (month1 ?? month2).slice(0, 3).toLowerCase();
  const year = year1 ?? year2;
  return `${month} ${Number(day1 ?? day2)}${year ? ` ${year}` : ''}`;
}

/** A value given after its label's colon ("Python version: 3.12", "**Pool size**: 30", "Code freeze: March 12"): read as "<label> is <value>". */
const LABEL_VALUE = new RegExp(String.raw`^([^:\d\n]{2,80}?)\s*[:：]\s+(?=["'\`]?[#v]?\d|${MONTH}\s+\d)`, 'i');

/**
 * A change not made yet gives the setting no value now: one that waits for the user ("I'll change the page
 * size from 50 to 25 once you confirm") or is planned for later ("We'll raise the pool to 30 next sprint").
 */
const PENDING = /\b(?:once|if|when|after|as soon as)\s+you\b|\b(?:i|we)(?:'ll|\s+will|'re going to|\s+are going to|\s+plan to)\b[^.;]*\b(?:next|the coming)\s+(?:sprint|week|month|quarter|release)\b/i;

/** A change only suggested: "You could cap the pool at 20 connections if …", "Maybe raise the timeout to 60s". */
const SUGGESTED = /^(?:(?:you|we|i)\s+(?:could|might|may|can|should)|maybe|perhaps|consider)\b/i;

/** A setting is said in a short sentence; reading no more than this keeps every pattern here fast on any text. */
const SENTENCE_CHARS = 400;

/** A statement's first sentence, without a "Decision:" / "Convention:" marker. */
function firstSentence(text: string): string {
  const s = text
    .slice(0, SENTENCE_CHARS * 2)
    .replace(/^\s*(?:[-*•]\s+|\d+[.)]\s+)?(?:\*\*)?(?:decision|convention|remember|rule|note|nb|fyi|heads[- ]up|reminder|update|psa|important)(?:\*\*)?\s*[:：]\s*/i, '');
  return (s.split(/\n|(?<=[.!?])\s+(?=[A-Z"'`*])/)[0] ?? '').slice(0, SENTENCE_CHARS).trim();
}

/**
 * Words that tie a thing to a number that is its value: "is 20", "after 24 hours", "has 12 partitions", "a
 * 5 second timeout". A bare number after any other word, with no unit or counted things after it, is part
 * of a name: "proc 3", "note 1", "http memory 7", "Node 18" (in a note; a decision's "Use Node 18" names
 * what it chose).
 */
const LINK = /(?:^|\s)(?:is|are|was|were|be|been|being|=|of|for|after|before|every|each|per|than|under|over|above|below|within|by|with|up|at|to|on|in|into|from|about|around|roughly|approximately|only|just|a|an|the|has|have|had|now|still|currently|least|most|max|min|maximum|minimum)\s*$/i;
const NUMBER_SHAPE = /^[#v]?\d[\d.,:x-]*[a-z%]{0,4}$/i;
const COUNTED = /^\s+(?:[a-z]{2,}s\b|%|percent\b)/i;

/** The first match of `token` in a sentence that is a value, not which one of a series it names (nor, in a note, a name). */
function firstValue(token: RegExp, sentence: string, note: boolean): RegExpExecArray | null {
  token.lastIndex = 0; // a global pattern, read from the start of each sentence
  for (let m = token.exec(sentence); m; m = token.exec(sentence)) {
    const before = sentence.slice(0, m.index);
    if (ORDINAL.test(m[1]) || SERIES_NOUN.test(before)) continue;
    if (note && token === NUMBER_TOKEN && !namesValue(m[1], before, sentence.slice(m.index + m[0].length))) continue;
    if (note && token === DIGIT_WORD && NUMBER_SHAPE.test(m[1])) continue; // a number NUMBER_TOKEN read as a name
    return m;
  }
  return null;
}

/** A tool's version after what runs or uses it: "The build runs on Node 18", "The API uses Python 3.11". */
const VERSIONED = /(?:^|\s)(?:on|uses|using|use|with)\s+[A-Z][\w.+#-]*\s*$/;
/**
 * Whether a number in a note is a value: a unit on it or after it, counted things after it, a linking word before it,
 * or a tool's version after what runs it.
 */
function namesValue(number: string, before: string, after: string): boolean {
  const suffix = /[a-z%]+$/i.exec(number)?.[0];
  if (suffix && (unitOf(suffix) || suffix === 'x')) return true;
  return LINK.test(before) || VERSIONED.test(before) || !before.trim() || COUNTED.test(after) || !!unitOf(/^\s+([a-z%]+)/i.exec(after)?.[1]);
}

/** A value put back for a thing: "Back to daily at 06:00 for `fct_orders`". */
const BACK_FOR = /^back to\s+([\w:.-]+(?:\s+(?:at|every|on)\s+[\w:.-]+)?)\s+(?:for|on|in)\s+(?:the\s+)?(`?[\w./-]+`?)/i;
/** An agent's acknowledgement before what it did: "Sure — ", "Done — ", "OK, ". */
const ACKNOWLEDGED = /^(?:sure|done|ok(?:ay)?|got it|noted)\s*[—–:,!.]\s+/i;

/** The statement a decision, convention or note makes, or null when it gives nothing a value. */
export function valueStatement(text: string, kind = 'decision'): ValueStatement | null {
  const note = kind === 'note';
  const first = firstSentence(text).replace(ACKNOWLEDGED, '').replace(LABEL_VALUE, '$1 is ').replace(PER_SLASH, '$1 per $2').replace(TIMED_OUT_CALLS, '$1 timeout');
  // A question states nothing ("Was the movie released before 1990?"), nor does a change not made yet or only suggested.
  if (first.endsWith('?') || PENDING.test(first) || SUGGESTED.test(first)) return null;
  const sentence = first.split(REASON_START)[0];
  const cut = (m: RegExpExecArray, value: string) => [sentence.slice(0, m.index), value, sentence.slice(m.index + m[0].length)];
  const dates = [...sentence.matchAll(DATE)];
  // "from March 12 to March 19": the date it is moved to is the value; what comes before the first is the thing.
  const date = dates.length > 1 && /\bfrom\s+$/i.test(sentence.slice(0, dates[0].index)) && /^\s+to\s+$/i.test(sentence.slice(dates[0].index! + dates[0][0].length, dates[1].index)) ? dates[1] : dates[0];
  const fromTo = date ? null : FROM_TO.exec(sentence);
  const between = date || fromTo ? null : BETWEEN.exec(sentence);
  const toAt = date || fromTo || between ? null : TO_AT.exec(sentence);
  const givenToAt = toAt !== null && (/\d/.test(toAt[1]) || CODE_NAME.test(sentence.slice(0, toAt.index)));
  // (A value given in code only where no "to" / "at" gives one: "… to 8 hours (SESSION_LIFETIME=480)" sets 8 hours.)
  const assigned = date || fromTo || between || givenToAt ? null : ASSIGNED.exec(sentence);
  let head: string;
  let value: string;
  let rest: string;
  // "Back to daily at 06:00 for `fct_orders`": the value put back, then the thing named in code it is for.
  const backFor = BACK_FOR.exec(sentence);
  if (backFor && CODE_NAME.test(backFor[2].replace(/`/g, ''))) [head, value, rest] = [backFor[2], backFor[1], sentence.slice(backFor.index + backFor[0].length)];
  else if (date) {
    [head, value, rest] = cut(date, dateValue(date));
    if (date !== dates[0]) head = sentence.slice(0, dates[0].index).replace(/\bfrom\s+$/i, '');
    head = head.replace(/\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day,?\s*$/, ''); // the day of the week goes with the date
  } else if (fromTo) [head, value, rest] = cut(fromTo, fromTo[1]);
  else if (between) [head, value, rest] = cut(between, `${between[1]}-${between[2]}`);
  // The value given "to" / "at" ends the sentence without its full stop ("Set the timeout to 60s.").
  else if (givenToAt) [head, value, rest] = cut(toAt, toAt[1].replace(/\.$/, ''));
  else if (assigned) {
    [head, value, rest] = cut(assigned, assigned[2]);
    head += assigned[1];
  }
  else {
    const m = firstValue(NUMBER_TOKEN, sentence, note) ?? firstValue(DIGIT_WORD, sentence, note);
    if (!m) return null;
    [head, value, rest] = cut(m, m[1]);
    if (GOING_AWAY.test(head.replace(LEAD_IN, ''))) return null;
  }
  const words = (rest.split(SCOPE_END)[0] ?? '').trim().split(/\s+/).filter(Boolean);
  // The value's unit, written on it ("30s", "512MB") or as the next word ("30 seconds").
  const [, number, suffix] = /^v?(\d+(?:\.\d+)*)([a-z%]*)$/i.exec(value) ?? [];
  const unit = number === undefined ? undefined : suffix ? unitOf(suffix) : unitOf(words[0]);
  if (unit && !suffix) words.shift();
  const key = number === undefined ? value.toLowerCase().replace(/[.'"`]+$/, '') : `${number}${unit ? unit[1] : suffix.toLowerCase()}`;
  const what = head.replace(LEAD_IN, '').replace(CHOOSING_VERB, '').replace(SETTING_VERB, '').replace(PASSIVE_END, '');
  const code = SETTING_KEY.exec(what.replace(/`/g, ''))?.[0];
  const whatAndWhere = `${what} ${words.join(' ')}`;
  const said = queryTerms((code ? whatAndWhere.replace(FILE_WORD, ' ') : whatAndWhere).replace(TIME_OUT, 'timeout'), 10_000).filter((w) => !HOLDING.has(crudeStem(w)) && !ONLY_A_SETTING.test(w));
  const about = [...new Set(said.map(thingStem))];
  if (!about.length) return null;
  const keyOf = (stems: string[]) => [...(unit ? [`unit:${unit[2]}`] : []), ...stems].sort().join(' ');
  // Things the number counts, right after it ("4 processes"): a later statement may leave them unsaid.
  const counted = number !== undefined && !unit && /^[a-z]{3,}s$/.test(words[0] ?? '') ? thingStem(words[0]) : undefined;
  const others = counted ? about.filter((w) => w !== counted) : about;
  const uncounted = counted && others.length && others.length < about.length ? keyOf(others) : undefined;
  // Earlier statements are looked up by every word but the counted things, which they may not say.
  const looked = uncounted ? said.filter((w) => thingStem(w) !== counted) : said;
  return { about: keyOf(about), ...(uncounted ? { uncounted } : {}), value: key, words: looked, ...(code ? { code: code.toLowerCase() } : {}) };
}

/**
 * Whether `later` gives the same thing, in the same place (one of them perhaps without what its number counts), another
 * value than `earlier`.
 */
export function changesValue(earlier: ValueStatement, later: ValueStatement): boolean {
  return sameSetting(earlier, later) && earlier.value !== later.value;
}

/**
 * Whether two statements set the same thing in the same place, one of them perhaps without what its number counts, or
 * the same key in code with all one says of it said by the other.
 */
export function sameSetting(a: ValueStatement, b: ValueStatement): boolean {
  return a.about === b.about || (b.uncounted !== undefined && b.uncounted === a.about) || (a.uncounted !== undefined && a.uncounted === b.about) || sameKey(a, b);
}
function sameKey(a: ValueStatement, b: ValueStatement): boolean {
  if (a.code === undefined || a.code !== b.code) return false;
  const [x, y] = [new Set(a.about.split(' ')), new Set(b.about.split(' '))];
  const unit = (set: Set<string>) => [...set].find((w) => w.startsWith('unit:'));
  const within = (p: Set<string>, q: Set<string>) => [...p].every((w) => q.has(w));
  return unit(x) === unit(y) && (within(x, y) || within(y, x));
}
