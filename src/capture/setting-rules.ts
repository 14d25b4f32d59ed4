import { escapeRegExp } from '../util/text.ts';
import { CODE_NAME, KEY_GIVEN } from '../util/identifiers.ts';
import { NAME, isName } from './names.ts';
import { ANSWERS_ASK, LEAD_IN } from './prose.ts';
import { reasonAfter, reasonOf } from './reasons.ts';
import { aboutSoftware } from './software.ts';

// A setting given a value on purpose ("Capped the connection pool at 20, since …"), or said as it now is
// against the value it had.

/**
 * A setting chosen for a reason: "I set the job retention to 7 days because …", "Capped the connection pool at
 * 20, since …", "Set `LOG_LEVEL` to `warn` in production, as …", "Pinned TypeScript to 5.4 because …". The
 * speaker is the agent or the team (or a summary's dropped subject), the thing set a technical one
 * (SETTING_NOUN, a code identifier, or a named tool pinned to a version), and it is set to or at a value. Its
 * reason is said with a connective, after a dash, colon or semicolon, as "so (that) …", or in the next
 * sentence (`reasonAfter`). A setting moved from one value to another ("Bumped the uvicorn workers from 2 to
 * 4", "Changed the default page size from 50 to 25 for the mobile endpoints") is a change made on purpose and
 * needs no reason. Not a person's own settings ("I set my alarm to 6 am because …"), a step ("I set the
 * timeout to 10 seconds and reran the test", "I changed the test's timeout from 5 to 10 seconds and reran
 * it"), a value changed to look into something ("… to see the failing query"), or an offer or advice (tested
 * before).
 */
const SETTING_VERB = String.raw`(?:set|reverted|capped|limited|raised|lowered|bumped|reduced|increased|decreased|dropped|pinned|configured|kept|tuned|left|changed|moved|upped|switched|(?<=(?:'ll|\bwill)\s+)(?:keep|cap|pin|limit))`;
/** What comes before a setting's verb: a short "Label:", its reason up to "so" ("SwiftData needs iOS 17, so I …"), "I" or "we" ("we've"), "also" / "then" / "now". */
const SETTING_LEAD = String.raw`^${LEAD_IN}(?:[\w ./-]{1,30}:\s+)?(?:[^,.;:]{4,80},\s+so\s+(?=i\b|we\b))?(?:(?:i|we)(?:'ve| have|'ll| will)?\s+(?:(?:also|then|now|just|finally)\s+)?)?`;
const SETTING_EN = new RegExp(String.raw`${SETTING_LEAD}${SETTING_VERB}\s+(?!up\b|a\b|an\b)((?:[^:;,!?.]|[.:](?=\d)|\.(?=\w)){2,60}?)\s+(?:to|at)\s+(?:about\s+|around\s+|an?\s+(?:fixed\s+|flat\s+)?)?["']?([\w$.%-]+)`, 'i');
const SETTING_NOUN =
  /\b(?:time-?outs?|retention|ttls?|expiry|lifetime|max[ -]?age|limits?|quotas?|pool(?:\.\w+)?|pool size|connections|concurrency|parallelism|workers|replicas|threads|retries|retry (?:count|backoff|limit|policy)|backoff|batch size|chunk size|page size|buffer|heap(?: limit)?|memory|cache|interval|debounce|throttle|threshold|sampling rate|rate|log level|grace period|window|delay|(?:deployment|minimum|min) (?:target|version|sdk)|target sdk|api level|uploads?|upload size|payload size|visibility timeout|ping interval|(?:cost|work) factor|rounds|schedule|cron|backups?|max[-_]?[a-z]+|min[-_]?[a-z]+)\b/i;
const SETTING_SO = /(?:,\s*|\s)so(?: that)?\s+(?:a|an|the|it|we|they|our|its|this|that|nobody|no|users?|every|each|[a-z]+s)\b/i;
/**
 * The user's ask as the reason: "I changed the session lifetime to 8 hours …, as you asked for the admin panel" (the
 * value is the user's decision, which a later "make sessions last 12 hours" changes), "Swapped `clap` for `argh` as
 * discussed: …", and an answer to what the user asked ("Re your question about the charts: Vega-Lite. …").
 */
export const AS_ASKED = new RegExp(String.raw`\b(?:as (?:you |we )?(?:asked|requested|suggested|wanted|discussed|agreed)|(?:as )?per your (?:request|suggestion|ask|message|note|comment|review))\b|^${ANSWERS_ASK}\b`, 'i');
/** A value set for a while: "I bumped the timeout to 30 seconds while debugging". */
export const FOR_NOW_EN = /\b(?:while debugging|for debugging|to debug|temporarily|for now|for (?:the )?tests?|for testing|to reproduce|locally)\b/i;
const NOT_OURS_SETTING = /\b(?:my|your|his|her|their)\b/i;
/** A setting moved from a value ("… the uvicorn workers from 2" before "to 4"). */
const FROM_VALUE = /\sfrom\s+(?:about\s+)?["']?[\w$.:%-]*\d[\w$.:%-]*(?:\s+[a-z%]+)?(?:\s+down|\s+up)?$/i;
/** A setting put back to a value it had ("Set `spark.executor.memory` back" before "to 8g"): a change made on purpose. */
const BACK = /\sback$/i;
/** A value changed as a step of the work, or to look into something: "… and reran it", "… to see the failing query". */
const SETTING_STEP = /\b(?:and|then)\s+(?:re-?ran|ran|retried|tried|re-?tested|tested|checked)\b|\bto (?:see|check|test|try|find|confirm|inspect|watch)\b/i;
/**
 * The same said of the setting: "The worker pool is capped at 8 processes because …", "The search box is debounced at
 * 250 ms.", or as a summary says it, without "is": "Connection pool bumped to 40; under the load test …".
 */
const SETTING_PASSIVE_EN = /^(?:the\s+|our\s+)?((?:[^:;,!?.]){2,60}?)\s+(?:(?:is|are)\s+(?:now\s+)?(?:capped|limited|pinned|set|kept|raised|lowered|debounced|throttled)|(?:now\s+)?(?:capped|limited|pinned|raised|lowered|bumped|increased|reduced|decreased|upped|debounced|throttled))\s+(?:to|at)\s+(?:about\s+|around\s+)?["']?([\w$.%-]+)/i;
/** What is measured, not set: "The cache hit rate is now 95% instead of 60%". */
const MEASURED = /\b(?:hit|error|success|failure|miss|bounce|conversion)\s+rates?\b|\b(?:latency|throughput|usage|coverage|p\d{2,3}|cpu|load|size)\b/i;
/**
 * A setting said as it now is, against the value it had: "Session tokens now expire after 8 hours instead of 24,
 * per the security review", "The worker pool is now 8 instead of 4", "Done — `SESSION_LIFETIME` is now 720 minutes (12
 * hours) instead of 480". Its subject a technical setting (not "I now sleep 7 hours instead of 5"), not a measure
 * ("The cache hit rate is now 95% instead of 60%").
 */
const SETTING_NOW_EN = /^(?:(?:done|ok(?:ay)?|sure)\s*[—–:,]\s+)?(?:the\s+|our\s+)?((?:[\w.-]+\s+){1,5}?)(?:is|are|now)\b[^.!?;]{0,40}?\b\d[\w.%:]*(?:\s+[a-z%]+){0,3}?(?:\s+\([^()]{1,30}\))?\s+(?:instead of|rather than|(?:up|down) from)\s+(?:the\s+)?\d/i;
/** A time a change came to, against the old one: "The iOS build now takes 4 minutes instead of 9". A result, not a setting. */
export const TOOK_INSTEAD_EN = /\b(?:takes?|took|runs?\s+in|ran\s+in|finish(?:es|ed)?\s+in|loads?\s+in|builds?\s+in)\s+(?:~|about\s+|under\s+|over\s+)?\d[\d.,]*\s?(?:ms|s|secs?|seconds?|mins?|minutes?|h|hours?)(?:\s+\d[\d.,]*\s?(?:ms|s|secs?|seconds?|mins?|minutes?))?\s+(?:instead of|rather than)\s/i;
export const settingNow = (s: string): boolean => {
  const m = SETTING_NOW_EN.exec(s);
  return !!m && /\bnow\b/i.test(s) && !TOOK_INSTEAD_EN.test(s) && !/^(?:i|we|you|he|she|they|my|your|his|her|their)\b/i.test(m[1]) && !MEASURED.test(m[1]) && (SETTING_NOUN.test(m[1]) || CODE_NAME.test(m[1]) || /\b(?:tokens?|sessions?|cookies?|keys?|passwords?|jobs?|logs?|backups?|links?|caches?)\b/i.test(m[1]));
};

/** Verbs that move many things besides settings ("Moved the helper from utils.ts to lib/"): a number set on a named setting only. */
const MOVING_EN = new RegExp(String.raw`${SETTING_LEAD}(?:changed|moved|upped|switched|decreased)\b`, 'i');

/**
 * A setting given its value as code writes it: "Set `polling_interval: 0.5` for the default worker …", "Set
 * `WEB_CONCURRENCY=4` …" (the key a code key, then "=" or ":" and the value).
 */
const SETTING_CODE_EN = new RegExp(String.raw`${SETTING_LEAD}${SETTING_VERB}\s+(?:the\s+)?${KEY_GIVEN}["']?([\w$.%-]+)`, 'i');
/** A setting put back to a value, opening a report: "Back to `polling_interval: 1` in `config/queue.yml`." */
const BACK_TO_CODE_EN = new RegExp(String.raw`^(?:(?:done|ok(?:ay)?|sure)\s*[—–:,.]\s+)?[Bb]ack to\s+(?:the\s+)?${KEY_GIVEN}["']?\d`);
export const settingBack = (s: string): boolean => BACK_TO_CODE_EN.test(s);

export function setsForReason(s: string, next: () => string | undefined): boolean {
  const m = SETTING_EN.exec(s) ?? SETTING_CODE_EN.exec(s) ?? SETTING_PASSIVE_EN.exec(s);
  if (!m) return false;
  const [, thing, value] = m;
  if (MOVING_EN.test(s) && !(/\d/.test(value) && SETTING_NOUN.test(thing))) return false;
  // A value is a number ("7 days", "5.4", "10%"), or any word for a setting named in code ("LOG_LEVEL to warn"), or a
  // name for a component ("Reverted the queue connection to `sync` …, as you asked").
  const code = CODE_NAME.test(thing);
  const component = COMPONENT.test(thing) && isName(value);
  if (!/\d/.test(value) && !code && !component) return false;
  // ("The search box is debounced at 250 ms": the verb names the setting.)
  // (Or what expires, kept for a time: "We'll keep access tokens at a fixed 15 minutes".)
  const expires = LIVES.test(thing) && new RegExp(String.raw`^\d[\d.,]*\s*(?:${UNITS})$`, 'i').test(`${value}${TIME_AFTER.exec(s.slice(s.indexOf(value) + value.length))?.[0] ?? ''}`);
  const technical = SETTING_NOUN.test(thing) || component || /\b(?:debounced|throttled)\s+(?:to|at)\b/i.test(s) || code || expires || (/\bpinned\b/i.test(s) && new RegExp(String.raw`^(?:the\s+)?${NAME}`).test(thing));
  // (Not under a condition it was measured in: "With 200 platform threads the service capped at about 900 rps when ….")
  if (!technical || NOT_OURS_SETTING.test(thing) || FOR_NOW_EN.test(s) || SETTING_STEP.test(s) || /^(?:with|when|under|during|while|after|before)\s/i.test(thing)) return false;
  if (reasonOf(s) !== undefined || SETTING_SO.test(s) || FROM_VALUE.test(thing) || BACK.test(thing) || AS_ASKED.test(s)) return true;
  const after = next(); // read only for a setting that gave no reason of its own
  return after !== undefined && (reasonAfter(after) || otherValues(s, after));
}

/** A part of the system a setting picks by name: the queue connection, the cache driver, the session store. */
export const COMPONENT_KINDS = 'connection|driver|backend|adapter|store|provider|transport|broker';
const COMPONENT = new RegExp(String.raw`\b(?:${COMPONENT_KINDS})$`, 'i');
/** What expires after a while: tokens, sessions, cookies, links. */
const LIVES = /\b(?:tokens?|sessions?|cookies?|links?|keys?)\b/i;
/** A unit of time right after a value (" minutes"). */
const TIME_AFTER = /^\s*(?:ms|s|sec|seconds?|min|minutes?|hours?|days?)\b/i;
/** Units of a value: "ms", "MB", "days", "%". */
export const UNITS = String.raw`ms|s|sec|seconds?|min|minutes?|hours?|days?|[kmgt]i?b|%`;
/** A value with its unit: "250 ms", "512 MB", "7 days". */
const VALUE_UNIT = new RegExp(String.raw`(\d[\d.,]*)\s*(${UNITS})(?![\w])`, 'gi');
/** One such unit alone. */
const UNIT = new RegExp(String.raw`^(?:${UNITS})$`, 'i');
/**
 * The next sentence weighs other values of the same unit, what they did ("The search box is debounced at 250 ms.
 * At 100 ms we were still sending a request per keystroke …; 500 ms felt laggy"): why this one was set.
 */
export function otherValues(s: string, after: string): boolean {
  const set = [...s.matchAll(VALUE_UNIT)].map((m) => ({ n: m[1], unit: m[2].toLowerCase() }));
  if ([...after.matchAll(VALUE_UNIT)].some((m) => set.some((v) => v.unit === m[2].toLowerCase() && v.n !== m[1]))) return true;
  // "The scraper's concurrency limit is 4. With 16 workers the site started returning 429s": another number tried
  // (not a count of something the setting is per: "… 10 per API instance. With 6 instances that's 60 connections").
  const tried = TRIED_VALUE.exec(after);
  if (!tried) return false;
  const [, value, , word] = tried;
  const per = word !== undefined && !UNIT.test(word) && new RegExp(String.raw`\b${escapeRegExp(word.toLowerCase().replace(/s$/, ''))}s?\b`, 'i').test(s);
  const numbers: string[] = s.match(/\d[\d.,]*/g) ?? [];
  return !per && numbers.length > 0 && !numbers.includes(value);
}
/**
 * A sentence that opens on another value tried: "With 16 workers …", "At 100 ms …", "5 minutes tripled …", "At 4g …"
 * (its unit joined to it), "At 16 the pool ran dry" (a word that names nothing, "the", is no noun of the value).
 */
const TRIED_VALUE = /^(?:(?:with|at)\s+)?(\d+(?:[.,]\d+)*)(?![\d])(?:(\s*)(?!(?:the|a|an|our|its|it|we|they|this|that|every|each|all)\b)([a-z%]+))?/i;
/** The value such a sentence tried, with its unit or noun ("16 workers", "512 MB"): an option the setting turned down. */
export function triedValue(after: string): string | undefined {
  const m = TRIED_VALUE.exec(after);
  return m ? `${m[1]}${m[3] ? `${m[2] ? ' ' : ''}${m[3]}` : ''}` : undefined;
}
/** A setting said as it is, its value a number: "The retry policy is 3 attempts with jittered backoff." */
const SETTING_IS = String.raw`^(?:the\s+|our\s+)?([\w.'-]+(?:\s+[\w.'-]+){0,4}?)\s+(?:is|are)\s+(?:now\s+)?(?:set\s+to\s+)?\d[\w.%]*`;
const SETTING_IS_EN = new RegExp(String.raw`${SETTING_IS}\b`, 'i');
/** The same in a short sentence of its own: "The scraper's concurrency limit is 4." */
const SETTING_IS_ALONE_EN = new RegExp(String.raw`${SETTING_IS}(?:\s+[a-z%]+)?[.!]?$`, 'i');
/** Whether a setting said as it is (`re`) is one of ours: a setting's noun, not a person's ("My daughter is 4"). */
const ourSettingIs = (re: RegExp, s: string): boolean => {
  const m = re.exec(s);
  return !!m && SETTING_NOUN.test(m[1]) && !NOT_OURS_SETTING.test(m[1]);
};
export const settingIs = (s: string): boolean => ourSettingIs(SETTING_IS_EN, s);
/**
 * A setting given its value in code, in a sentence about what now runs or is set: "The nightly aggregation job now runs
 * with `spark.executor.memory=8g`", "… now sets `POOL_SIZE = 20`" (a dotted, upper-case or snake_case key, then "=" or
 * ":" and a number).
 */
const CODE_VALUE_EN = new RegExp(String.raw`\bnow\b[^.;!?]{0,80}?${KEY_GIVEN}\d`);
/** A part that does its work at a value, alone: "The search box debounces at 250 ms.", "The cache expires after 10 minutes." */
const DOES_AT_VALUE_EN = new RegExp(String.raw`^(?:the\s+|our\s+)?[\w.'-]+(?:\s+[\w.'-]+){0,4}?\s+[a-z]{3,}s\s+(?:at|after|every|for)\s+(?:~|about\s+)?\d[\d.,]*\s*(?:${UNITS})[.!]?$`, 'i');
/** A value we set, alone: "I set the worker count to 8 per node." */
const SET_TO_VALUE_EN = /^(?:I|we)(?:'ve|\s+have)?\s+set\s+(?:the\s+|our\s+)?[\w.'-]+(?:\s+[\w.'-]+){0,4}?\s+to\s+\d[\d.,]*(?:\s*[a-z%]+)?(?:\s+per\s+[a-z]+)?[.!]?$/i;
/**
 * A setting said as it is, alone, or given its value in code (CODE_VALUE_EN), or a part that does its work at a value
 * (DOES_AT_VALUE_EN) or one we set (SET_TO_VALUE_EN), when the next sentence weighs another
 * value ("With 16 workers the site started returning 429s", "At 4g the big join stage spilled to disk …").
 */
export function settingWeighed(s: string, next: () => string | undefined): boolean {
  // (A part that does its work at a value, or one we set, only before a sentence that opens on the other value: "At 100
  // ms we were still sending …", not "I checked the hit rate at 5 minutes too.")
  const does = (DOES_AT_VALUE_EN.test(s) || SET_TO_VALUE_EN.test(s)) && aboutSoftware(s);
  if (!ourSettingIs(SETTING_IS_ALONE_EN, s) && !(CODE_VALUE_EN.test(s) && !NOT_OURS_SETTING.test(s)) && !does) return false;
  const after = next();
  return after !== undefined && otherValues(s, after) && (!does || TRIED_VALUE.test(after));
}
