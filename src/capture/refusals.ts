import { NARRATION_EN, NOT_A_CHOICE_EN, aboutMine } from './not-a-choice.ts';
import { PACKAGE_NAMED } from './names.ts';
import { OPTION, toolPart } from './options.ts';
import { IN_REASON } from './reasons.ts';

// What we / I did not take ("…, so I didn't add retries", "we won't use Redux"), as a choice: not a method,
// an edit, a step put off or a commit.

/**
 * Taking an option, as a refusal names it: "won't use", "not going to self-host", "didn't add", "not going to adopt",
 * "didn't switch to", "didn't bring in", "didn't hand-write", "won't roll our own", "didn't go the logical-replication
 * route"; a place to do the work in ("I didn't do it in nginx", "I didn't move it to a background job"); what a thing was not
 * moved or handed to ("I didn't switch the list to FlashList", "We won't hand trip planning to Google Maps Platform") or
 * built on ("… build the grower portal on ThingsBoard"); a
 * form it was not given ("I didn't write it as a CronJob plus a shell script").
 */
const TAKE = String.raw`(?:use|self-host|keep (?:using|running|relying on|self-hosting)|go with|go through|go (?:the|that)(?=\s+[\w-]+(?:\s+[\w-]+)?\s+route\b)|hand-write|hand-roll|(?:write|roll|build) (?:our|my) own|(?:build|set up)(?=\s+(?:an?|any)\s)|pick(?! up)|choose|adopt|add|introduce|install|pull in|bring in|reach for|spin up|bother with|take on|depend on|switch to|move to|migrate to|upgrade to|(?:switch|move|migrate|port|convert)\s+(?:the|our|its)\s[\w -]{1,30}?\s(?:to|into)|build\s+(?:the|our|its)\s[\w -]{1,30}?\s(?:on top of|on)(?=\s+[A-Z])|(?:hand|hand off|outsource|switch|move|migrate|port)\s+(?!(?:on|back|over|away|forward|ahead|fast|quickly)\b)[a-z][\w-]*(?:\s[a-z][\w-]*){0,2}\s(?:to|over to)|(?:do|handle|implement|enforce|put|keep|run|move|offload)\s+(?:it|this|that|them)\s+(?:in|into|to|at|on|inside|through|via)|(?:write|build|model|implement|do|run|set up|deploy|ship|structure)\s+(?:it|this|that|them)\s+as)`;
/** Not when we ship, which names no thing shipped: "shipping on Fridays", "ship to production". */
const NOT_WHEN_SHIPPED = String.raw`(?!\s+(?:on|at|in|before|after|during|to|from)\s)`;
/**
 * What we stopped running, as a refusal and a rejection alone say it: "stopped using", "quit maintaining", "stopped
 * self-hosting", "stopped bundling" (not when we ship: "stopped shipping on Fridays").
 */
export const STOPPED_USING = String.raw`(?:stopped|quit)\s+(?:using|running|relying on|maintaining|self-hosting|bundling|shipping${NOT_WHEN_SHIPPED}|depending on|vendoring)`;
/** The same said with "no longer": "no longer use", "no longer self-host". */
export const NO_LONGER_USING = String.raw`no\s+longer\s+(?:use|run|rely on|maintain|self-host|bundle|ship${NOT_WHEN_SHIPPED}|depend on|vendor)`;
/**
 * A rejection only in a sentence that decides or says what we / I do ("We stopped using a long-lived `develop`
 * branch: …", "we no longer run …" among them):
 * "instead of", "rather than", "don't use" are everyday advice otherwise
 * ("don't use abrasive cleaners"), and "avoid" only with a subject or a
 * modal ("we should avoid X"; "… to avoid a race" is a purpose, not an option). When a thing happened ("crashed the
 * worker at 3 a.m. instead of at boot") is no option.
 */
const REJECT_PERSON_EN = new RegExp(
  String.raw`\b(?:(?:instead of|rather than)(?!\s+(?:at|on|during|after|before|until|once)\s+(?:the\s+)?(?:boot|startup|start-up|launch|load)\b)|rejected(?! by)|(?:won't|will not|don't|do not|didn't|did not|not|not going to|never going to)\s+${TAKE}|(?:won't|will not|not going to|never going to|'re not|are not|aren't|'m not|am not|(?:'re|are|'m|am)\s+(?:deliberately|intentionally|consciously)\s+not)\s+(?:support(?:ing)?|adopting|adding|using|introducing|shipping|migrating to|moving to|switching to|relying on|(?:moving|migrating|switching|porting)\s+(?:the|our|its)\s[\w -]{1,30}?\s(?:to|onto))|dropping(?=\s+support\b|\s+(?:[\w.+#/-]+\s+){1,2}support\b)|(?:chose|decided|opted) not to (?:use|adopt|go with)|opted against|(?:we|i)(?:'ve|\s+have)?\s+${STOPPED_USING}|(?:we|i)\s+${NO_LONGER_USING}|dropped(?![^.;:!?]*?\s(?:to|at)\s+(?:about\s+|around\s+)?\d)|(?:should|must|would|will|we|i|let's|'d|'ll)\s+avoid(?:ed|ing)?|(?:we|i)(?:'ve|\s+have)?\s+(?:(?:stayed|kept|steered)\s+(?:away from|clear of)|stayed off|(?:left out|passed on)(?=\s+[A-Z@\x60][\w.+#/@\x60-]*\s*(?::\s|\s[—–]\s|,?\s+(?:because|since)\s))))\s+${OPTION}`,
  'i',
);
/**
 * "…, so I didn't add retries", "we won't use Redux", "I don't want to migrate to FastAPI", "we don't need
 * Kubernetes", "Let's not build the grower portal on ThingsBoard" (not "SSR we don't need behind a login": the object
 * came before): what we / I refused to do names its option more surely
 * than a comparison earlier in the sentence ("… would have hidden the race rather than fixing it, so I didn't
 * add retries": not "fixing").
 */
const REFUSED_EN = new RegExp(String.raw`\b(?:(?:(?:we|i)\s+(?:won't|will not|don't|do not|didn't|did not)\s+(?:want\s+to\s+)?|let's\s+not\s+|let\s+us\s+not\s+)${TAKE}|we\s+(?:don't|do not|won't)\s+need)\s+(?!(?:behind|in|on|at|for|with|by|from|to|here|there|anymore|now|yet)\b)${OPTION}`, 'i');
/**
 * "I went through the logs instead of adding breakpoints", "I updated the README to say Node 20 instead of Node
 * 18", "I added a comment explaining why we use a Map instead of an object", "I reverted my last commit instead
 * of patching on top of it": what was set aside is a way to look into something, words of a text edited or a
 * step with git, not an option.
 */
const METHOD_OR_EDIT_EN = new RegExp(
  String.raw`\b(?:i|we)\s+(?:${[
    // a way to look into something
    String.raw`went through|looked (?:at|through|into)|read|checked|grepped|searched|traced|inspected|skimmed|profiled|stepped through|bisected`,
    // words of a text edited, a note added
    String.raw`(?:updated|edited|changed|corrected|reworded)\s+(?:the\s+)?[\w./-]+(?:\s+[\w./-]+)?\s+to\s+(?:say|read|mention|show|list|use the wording)`,
    String.raw`(?:added|wrote|left)\s+(?:a\s+|an\s+)?(?:comment|note|docstring|todo)`,
    // a step with git
    String.raw`reverted|reset|amended|rebased|squashed|cherry-picked`,
    // code moved within its file: "I moved the constants to the top of the file instead of leaving them inline"
    String.raw`moved\s+(?:the\s+)?[\w./-]+(?:\s+[\w./-]+)?\s+to\s+the\s+(?:top|bottom|end|start)\s+of\s+(?:the|its|this)\s+(?:file|module|class|function)`,
  ].join('|')})\b[^.!?;]*?\b(?:instead of|rather than)\s`,
  'i',
);
/** How a change is cut into commits and PRs ("Instead of one big PR, …", "rather than a WIP commit"): the work's steps, not an option. */
const CHANGE_UNIT = /^(?:(?:one|a|an)\s+)?(?:[\w-]+\s+){0,2}(?:PR|pull request|commit|patch)\b/i;

/**
 * A thing, not we, before "dropped": "they", "it", "which", "that", or any words of its clause but ours ("winston's
 * transports dropped lines under load", "dompdf couldn't handle … and dropped …"; not "I also dropped …", "Removed X and dropped
 * …", "Logging: dropped …").
 */
const THING_DROPPED = /\b(?:they|it|which|that)\s*$/i;
const thingDropped = (before: string): boolean => {
  const clause = before.split(/[;:,—–]\s*|[.!?]\s+/).pop()!.trim();
  return THING_DROPPED.test(clause) || (clause !== '' && !/(?:^|\s)(?:we|i|and|also|then|so|just|have|'ve|had|we've|i've)$/i.test(clause)) || FAILED_AND.test(clause);
};
/** Data dropped, not a way: "dropped sensor samples", "dropped events under load", "dropped 3% of requests". */
const DATA_DROPPED = /^dropped\s+(?:the\s+|some\s+|our\s+|\d+\s*%\s+of\s+(?:the\s+)?)?(?:[\w-]+\s+){0,2}?(?:samples|events|messages|requests|packets|frames|rows|logs|lines|records|connections|writes|updates|metrics|spans|traces)\b/i;
/** A thing that failed at something, then "and dropped …": "dompdf couldn't handle our flexbox layout and dropped the custom font". */
const FAILED_AND = /^(?!(?:we|i|so|then|also)\b)\S+(?:\s+\S+){0,2}?\s+(?:couldn't|could not|can't|cannot|didn't|did not|doesn't|does not|failed to|broke|crashed|choked)\b.*\sand$/i;

/**
 * What we / I did not take (REFUSED_EN, REJECT_PERSON_EN), as a choice: not a thing of the work itself ("I didn't
 * add the screenshot …", "I didn't use the debugger; …": "the" before a word that names no tool) nor a step put
 * off ("I didn't add tests yet; I'll do that next"), when a negation says it; nor a method or an edit set
 * against another (METHOD_OR_EDIT_EN), nor a PR or commit (CHANGE_UNIT).
 */
export function refused(sentence: string): RegExpExecArray | null {
  // (What we don't need, said in the reason of a choice set against another, is no option: "I went with HTTP-01
  // instead of DNS-01 because …, and we don't need wildcard certificates" turns DNS-01 down. What we refused after
  // ", so" is: "… rather than fixing it, so I didn't add retries".)
  const own = REFUSED_EN.exec(sentence);
  const person = REJECT_PERSON_EN.exec(sentence);
  const between = own && person && person.index < own.index ? sentence.slice(person.index, own.index) : '';
  const m = /\s(?:because|since)\s/.test(between) && !/,\s+so\s/.test(between) ? person : (own ?? person);
  // "… because Heroku dropped the free tier": what happened to another thing, in the reason, turns nothing down.
  if (m && /^dropped\b/i.test(m[0]) && IN_REASON.test(sentence.slice(0, m.index))) return null;
  // Nor what a thing did: "…: they dropped lines under load", "… which dropped the connection".
  if (m && /^dropped\b/i.test(m[0]) && thingDropped(sentence.slice(0, m.index))) return null;
  // Nor data lost: "… it blocked the interrupt for up to 1 ms and we dropped sensor samples".
  if (m && /^dropped\b/i.test(m[0]) && DATA_DROPPED.test(sentence.slice(m.index))) return null;
  if (m && (METHOD_OR_EDIT_EN.test(sentence) || NARRATION_EN.test(sentence) || NOT_A_CHOICE_EN.test(sentence) || aboutMine(sentence) || CHANGE_UNIT.test(m[1]))) return null;
  // (Keeping away from a thing is read as a negation is: "I stayed away from the hot path for now" names no option.)
  if (!m) return m;
  // A part of a tool (`toolPart`) is the option, not the tool: "I didn't use Django's send_mail directly …", "… rather
  // than botocore's built-in retry config" (not Django, not botocore).
  const after = sentence.slice(m.index + m[0].length);
  const part = toolPart(after);
  const negation = /\b(?:won't|will not|don't|do not|didn't|did not|avoided|stayed away from|stayed off|steered clear of|kept away from)\s/i.test(m[0]);
  if (negation && PUT_OFF_EN.test(sentence)) return null;
  if (part) {
    m[1] = `${m[1]}${part}`;
    m[0] = `${m[0]}${part}`;
    return m;
  }
  if (!negation) return m;
  // "the user's locale", "the browser's cache": a thing of the system set aside (for a reason, which the caller
  // reads) is an option, named with what it belongs to; "zerolog's extra speed", with no article, is zerolog's.
  const owned = /^'s\s+([\w-]+)/.exec(after);
  if (owned && /^[a-z]+$/.test(m[1]) && /\b(?:the|our)\s+$/i.test(m[0].slice(0, m[0].length - m[1].length))) {
    m[1] = `${m[1]}'s ${owned[1]}`;
    m[0] = `${m[0]}'s ${owned[1]}`;
    return m;
  }
  // (A package named by its kind is one: "I didn't add the whenever gem: …".)
  return /\sthe\s+$/i.test(m[0].slice(0, m[0].length - m[1].length)) && !/^[A-Z]|[.+#-]\w/.test(m[1]) && !PACKAGE_NAMED.test(m[1]) ? null : m;
}

/** What we / I would not do, said with a negation ("…, so I didn't add retries", "we won't use Redux"). */
export const saidNo = (sentence: string): boolean => /\b(?:won't|will not|don't|do not|didn't|did not|never|not)\s/i.test(refused(sentence)?.[0] ?? '');
const PUT_OFF_EN = /\b(?:I|we)(?:'ll| will)\s+(?:do|add|get to|handle|write)\s+(?:that|it|them|this|those)\b|\bnext on the list\b|\bin a follow-?up\b/i;
