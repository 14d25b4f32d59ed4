import { FUNCTION_WORD, HAND_MADE_WORDS, bracketFault, clauseFault, faultOf, measuredAgainst, opensOnFault, turnedDown, wonIn } from './faults.ts';
import { decidesEuropean } from './european.ts';
import { NAME, NAME_OR_WORD, isName, isTool } from './names.ts';
import { AGENT_TOOL_EN, FAILED_INSTEAD_EN, NARRATION_EN, NOT_A_CHOICE_EN, STEP_EN, TENTATIVE_EN, aboutMine } from './not-a-choice.ts';
import { FILE, FILE_ITEM, NAMED, namesOptionIn, saysEveryWord, wordsOf } from './options.ts';
import { NOT_REASON_AFTER_EN, parenReason, reasonAfter, reasonOf } from './reasons.ts';
import { LOOKED_INTO_EN, TELLS_READER_EN, TESTED_EN, TO_YOU, UNCHANGED_EN, modelMayRead } from './model-decides.ts';
import { saysWord } from './offered.ts';
import { aboutSoftware } from './software.ts';
import { weighedOthers, FAULTED_NEXT_JA, FAULTED_NEXT_ZH, OUT_EN, answeredNo, PROBLEM, forLabelPick, WEIGHED_BUT_JA, WEIGHED_BUT_ZH, WE_DROP_THING_EN, OVER_FILES, reasonIsName, toggled, SUBJECT_MOVED, SUPERSEDE_JA, SUPERSEDE_ZH, USED_BEFORE_JA, USED_BEFORE_ZH, BETTER_FIT_EN, FIRST_PERSON_EN, GONE_CLAUSE_EN, IS_NOT_EN, REASON_THAN_EN, INSTEAD_NOW_EN, IN_FAVOR_EN, MOVED_OFF_EN, MOVING_OFF_EN, REJECT_FIRST_EN, NAMED_REMOVED_OPENING_EN, REMOVED_OPENING_EN, THEN_MOVED_EN, bracketRejects, gerundMoved, removedDependency, replacedPassive, replacedPassiveOption, revertedTool, weDrop, weighedAlone, weighedCjk, whyChose, REPLACED_FAULTED } from './rejections.ts';
import { escapeRegExp } from '../util/text.ts';
import { ANSWERED, ANSWERS_ASK } from './prose.ts';
import { AS_ASKED, COMPONENT_KINDS, FOR_NOW_EN, TOOK_INSTEAD_EN, setsForReason, settingBack, settingIs, settingNow, settingWeighed } from './setting-rules.ts';

// The forms in which a sentence decides something about the project (English, Japanese, and Chinese that names a tool in
// Latin letters), and `decidesIn`, which applies them.

/**
 * "We decided to …", "I went with …", "let's stick with …", "Decision: …", "X was our pick.", "My pick is X.", "…; that's
 * what we'll run.", "Reverted the dependency manager back to CPM.cmake.": a choice said with its deciders, or labelled as
 * one (not "I haven't picked one").
 */
export const DECIDE_EN =
  /\b(?:we|i|let's|let us)\b[^.!?\n]{0,40}?\b(?:(?<!n't |not |never )(?:decided|chose|chosen|picked(?! up\b| \w+ up\b| out\b)|opted|settled on|went with)|(?:(?<!\b(?:would|could|should|might|must))'ve|(?<!\b(?:would|could|should|might|must|'d)\s+)\bhave)\s+gone with|will use|'ll use|are using|(?:configured|set up)(?: [\w.-]+){0,3}? to use|switch(?:ed|ing)?(?: [\w.-]+){0,5}? (?:to|from)|(?:revert(?:ed|ing)?|roll(?:ed|ing) back)(?: [\w.-]+){1,5}? back to|swap(?:ped|ping)(?: [\w.-]+){0,5}? from|stick with|standardi[sz](?:e|ed|ing) on|consolidat(?:e|ed|ing) on|agreed (?:on|to (?:use|adopt|pin|standardi[sz]e|switch to|migrate to|drop|deprecate|keep using)))\b|^going with\b|^(?:settled|decided|agreed|chosen\s+(?:approach|option|design|solution|stack|tool|library))\s*:|(?:^|\b(?:our|the|my|final)\s+)decision\b\s*(?:is|was|:)|\b(?:final\s+(?:call|choice|pick|verdict)|(?:our|my)\s+(?:call|choice|pick))\b\s*(?:is|was|:)|\b(?:is|was)\s+(?:the|our)\s+(?:pick|choice|winner)\s*[;:,.—–]|\bthat(?:'s|\s+is)\s+what\s+(?:we|I)(?:'ll|\s+will)\s+(?:run|use|ship|deploy|keep|go with)\b/i;
/**
 * "Okay, so I ended up using `zustand` for the editor state": a choice, said of software only ("we ended up going with
 * 'Scout' for our pup" is chat).
 */
const ENDED_UP_EN = /\b(?:we|i)\b[^.!?\n]{0,40}?\bended up (?:using|going with|picking|choosing)\b/i;
/**
 * A summary's labelled choice: "Queue: BullMQ on the existing Redis — SQS would add AWS lock-in". It decides
 * when a later clause faults another name (clauseFault), or, about software and not addressed to "you", when the
 * next sentence does ("- **Hosting**: Fly.io, two machines. Heroku's cheapest dyno sleeps, …", "Monorepo tooling:
 * Turborepo. Nx does more, but …"; not "GRE Scores: Required. MIT does not have a minimum …"); a label and a name
 * alone are a list of parts. An answer to the user's question is labelled so too: "Re your question about the charts:
 * Vega-Lite. Plotly's bundle alone was 3.5 MB, …".
 */
const LABEL_CHOICE_EN = new RegExp(String.raw`^(?:${ANSWERS_ASK}\s+(?:about|on|of)\s+[\w ./-]{1,30}|[A-Z][\w ./-]{0,39}):\s+(?:(?:it's|it is)\s+)?(?:${NAME}|\x60?([a-z][\w+#-]*)\x60?(?=[.!]?$|\s+for\s))|^(?:(?:[Tt]he|[Oo]ur)\s+[\w -]{2,30}?|[A-Z][a-z]+(?:\s+[a-z]+)?(?:\s+(?:on|in|for)\s+(?:the\s+|our\s+|each\s+)?[\w.-]+)?)\s+(?:is|are|uses|use|goes to|go to|go(?:es)?\s+(?:home\s+)?(?:over|via)\s+${NAME}\s+to|goes home to|go home to|lives in|live in|runs on|run on|runs through|run through|goes through|go through|comes from|come from|runs from|run from|stays|remains|(?:stays?|remains?)\s+(?:in|on|with)|became|become|(?:is|are)\s+[a-z]{3,}ed\s+(?:with|by|through|via))\s+(?:an?\s+(?:plain\s+|single\s+|simple\s+)?)?(?:${NAME}|\x60?([a-z][\w+#-]*)(?![\w+#-]*[.-]\w))`);
/**
 * A name alone with what it stays or is for, as a summary opens on its pick: "Metabase stays.", "Jotai for the editor
 * state." (a choice, like a label's, when the next sentence faults another; not "Thanks for the help.", nor what is left
 * as it was: "The Grafana board stays as it is."; the name, which `isName` must confirm).
 */
const NAME_HEAD_EN = new RegExp(String.raw`^(?!(?:Thanks|Thank|Sorry|Congrats|Kudos|Same|Good|Great|Nice|Perfect|More|Less|Credit)\b)(?:[Tt]he\s+)?(${NAME_OR_WORD})(?:\s+${NAME})?\s+(?:(?:stays|remains)(?!\s+as\s+(?:it|they)\s+(?:is|are|was|were)\b)(?:\s+(?:for|as|on|in)\s+[\w -]{2,40}?)?|for\s+(?:the|our|all|every)\s+[\w -]{2,40}?)[.!]?$`);
/** The same after what it is for and a comma: "For metering, OpenMeter." (not "For example, Redis."). */
const FOR_NAME_EN = new RegExp(String.raw`^For\s+(?!(?:example|instance|now|reference|comparison|context|completeness|the record)\b)(?:the\s+|our\s+)?[\w ./-]{2,40},\s+\x60?(${NAME_OR_WORD})\x60?[.!]?$`);
/**
 * LABEL_CHOICE_EN, where a name in lower case is the whole of what the label says ("Migrations: goose.", when the next
 * sentence names it again or the label says what it is for, "For the ingestion jobs: dlt.") or is followed by what it
 * is for ("Storage: `expo-secure-store` for the auth token."), or, after the verb, a known tool or one the text names
 * ("goes through loguru now").
 */
const labelChoice = (s: string, next: () => string | undefined): boolean => {
  const m = LABEL_CHOICE_EN.exec(s);
  // (The label's word alone is a name when the next sentence speaks of it again: "… but goose lets us …", or when the
  // label says what it is for: "For the ingestion jobs: dlt."; not "Result: green.")
  const labelled = m !== null && (m[1] !== undefined ? isName(m[1]) || (/^For\s/.test(s) && !FUNCTION_WORD.has(m[1])) || new RegExp(String.raw`(?<![\w-])${escapeRegExp(m[1])}(?![\w-])`).test(next() ?? '') : m[2] === undefined || isName(m[2]) || lowerNameAgainst(s, m[2], next));
  // (Or a name with what it stays as, which the pattern above read as a name "as": "Sharp stays as the resizer.", a
  // name in lower case as the text names it: "sharp stays as the resizer."; or after what it is for: "For metering,
  // OpenMeter.")
  const head = labelled ? null : (NAME_HEAD_EN.exec(s) ?? FOR_NAME_EN.exec(s));
  return labelled || (head !== null && isName(head[1]));
};
/**
 * A word in lower case that ends a state ("Video calls run on mediasoup.", "Config is loaded with koanf."), read as a name
 * when the next sentence turns down a name in capitals by its fault ("Janus's plugin model meant writing C …"): tools
 * are written so ("mediasoup", "koanf") that no list knows. (Not a function word, nor one with more after it.)
 */
const lowerNameAgainst = (s: string, word: string, next: () => string | undefined): boolean => {
  if (FUNCTION_WORD.has(word) || !new RegExp(String.raw`\s${escapeRegExp(word)}(?:\s+now)?[.!]?$`).test(s)) return false;
  const after = next();
  const other = after === undefined ? null : (turnedDown(after, s) ?? faultOf(after.replace(/[.!]$/, '')));
  return other !== null && /^[A-Z]/.test(other.option) && aboutSoftware(`${s} ${after}`);
};
/**
 * A label, then a name set over another: "Hyperparameter search: Optuna over Hyperopt — …" (both names, about software:
 * not "Final: Alcaraz over Sinner in four sets").
 */
const LABEL_OVER_EN = new RegExp(String.raw`^[A-Z][\w ./-]{0,39}:\s+\x60?(${NAME}(?:\s+${NAME})?)\x60?\s+over\s+(?:the\s+)?\x60?(${NAME})`);
const labelOver = (s: string, next: () => string | undefined): boolean => {
  // (Its words tested first: the pattern holds NAME three times.)
  // (Not an engine over the files it reads: "Warehouse: DuckDB over Parquet on S3 for now; …".)
  const m = /:\s.*\sover\s/.test(s) && !OVER_FILES.test(s.slice(s.search(/\sover\s/) + 1)) ? LABEL_OVER_EN.exec(s) : null;
  // (About software, it or the sentence after it: "E2E: Playwright over Cypress. Cypress can't drive two browser tabs …".)
  return m !== null && isName(m[1].split(/\s+/)[0]) && isName(m[2]) && (aboutSoftware(s) || aboutSoftware(next() ?? ''));
};
/**
 * Two names set one over the other with no verb, what for after them, and why in the sentence after: "Playwright over
 * Cypress for the e2e suite. Cypress can't drive two browser tabs in one test." (a summary's words, its label gone).
 */
const BARE_OVER_EN = new RegExp(String.raw`^\x60?${NAME}\x60?\s+over\s+\x60?(${NAME})\x60?(?:\s+(?:for|in|on)\s+[^.;:!?]{2,50})?[.!]$`);
function bareOver(said: string, next: () => string | undefined): boolean {
  const over = BARE_OVER_EN.exec(said)?.[1];
  const after = over === undefined ? undefined : next();
  if (over === undefined || after === undefined) return false;
  return faultOf(after)?.option.toLowerCase() === over.toLowerCase() && (aboutSoftware(said) || aboutSoftware(after));
}
/**
 * A label, then a tool (known in lower case, or of a tool's shape: "BullMQ", "SQS", "date-fns"), then why after "because" or
 * "since": "Queue: BullMQ, since Redis is already in the stack." (not "Reviewer: Alice, since she wrote it").
 */
const LABEL_TOOL_WHY_EN = /^[A-Z][\w ./-]{0,29}:\s+\x60?([\w.+#-]+)\x60?,?\s+(?:because|since)\s+\S/;
const labelToolWhy = (said: string): boolean => {
  const m = LABEL_TOOL_WHY_EN.exec(said);
  return m !== null && (isTool(m[1].toLowerCase()) || LABELLED_TOOL_EN.test(said)) && aboutSoftware(said);
};
/** A label, then a name in any case: "Lint/format: ruff for both; …" (with a later clause saying what is gone, a choice). */
const labelNamed = (said: string): boolean => {
  const m = /^[A-Z][\w ./-]{0,29}:\s+\x60?([\w.+#-]+)/.exec(said);
  return m !== null && isName(m[1]);
};
/**
 * A list item's label and what it is, whatever its case ("- Feature flags: environment variables for now."): a choice
 * when a later clause or the item's next sentence faults another option ("A flag service (Unleash, Flagsmith) is more
 * than we need", "- Parsing: the csv crate; hand-splitting on commas broke on quoted fields").
 */
export const LABELLED_EN = /^[A-Z][\w ./-]{0,29}:\s+\S/;
/**
 * A change said as done, with the named thing it replaced: "The lint job now runs biome check instead of ESLint +
 * Prettier — one tool, …", "sessions are now stored in signed cookies via iron-session instead of the Redis store",
 * "The search endpoint now queries Meilisearch instead of running ILIKE against Postgres", "The CSV import now streams rows
 * through `csv-parse` instead of reading the whole file with `fs.readFile`", "Search is on Typesense now, not Algolia", or a
 * named thing in place of an act: "Search-as-you-type now waits on `useDeferredValue` instead of firing a request on every
 * keystroke". (A function called is named: "… now streams rows with a server-side cursor instead of `fetchall()`".)
 * About software (it or the sentence after it), and not a person's ("she now lives in Lisbon instead of London").
 */
const NOW_INSTEAD_EN = new RegExp(String.raw`\bnow\b[^.;!?]{0,80}?(?:\binstead of|,\s+not)\s+(?:the\s+|our\s+|an?\s+)?(?:(?:plain|raw|bare|old|hand-written|hand-rolled)\s+)?(?:[a-z]+ing\s+(?:[\w'-]+\s+){0,4}?)?(?:${NAME}|[a-z_][\w.]*\(\))|\bnow\s+[a-z]+(?:\s+(?:on|to|with|through|via))?\s+${NAME}\s+instead of\s+[a-z]{2,}ing\b`);
// (Not a measure against the old one: "Heap usage is flat … now instead of climbing 300 MB an hour.")
const nowInstead = (s: string, next: () => string | undefined): boolean =>
  NOW_INSTEAD_EN.test(s) && !/\binstead of\s+[a-z]+ing\s+(?:~|about\s+|over\s+)?\d/i.test(s) && (aboutSoftware(s) || aboutSoftware(next() ?? '')) && !/(?<![\w-])(?:you|your|he|she|his|her|him|my|me)(?![\w-])/i.test(s);
/**
 * "I kept logistic regression as the model we ship", a summary's "Kept the REST API versioned in the URL", "We'll keep
 * the monolith …": what was kept, named in lower case or not.
 */
const KEPT_FIRST_EN = /^(?:(?:for|in|on)\s[^,]{2,40}?,?\s+)?(?:(?:(?:i|we)(?:'ve|\s+have)?\s+)?(?:kept|stayed with|stuck with)|(?:i|we)(?:'ll|\s+will)\s+(?:keep|stay with|stick with)|(?:i|we)(?:'re|\s+are)\s+(?:keeping|staying with|sticking with)|(?:i|we)(?:'ve|\s+have)?\s+left(?=\s+(?:the\s+|our\s+|its\s+)?(?!(?:an?|some)\s)(?:(?!comments?\b|notes?\b|reviews?\b|messages?\b|TODOs?\b)[\w-]+\s+){1,3}?(?:on|with)\s+[A-Z`]))\s/i;
/**
 * "Kept an eye on …", "kept track of …": no thing kept; nor a thing left as it was beside what the change did ("I kept the
 * Lua script as it was; only the limit lookup changed.").
 */
/**
 * A part kept in a way, named or not, so that something still works: "I kept the export synchronous for files under 50k
 * rows so the UI can still offer a direct download." (in a way: not a thing kept, "I kept the failing test output so we
 * can compare it …").
 */
const KEPT_SO_EN = /\bkept\s+(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:synchronous|sync|async|asynchronous|sequential|serial|single-threaded|in-process|in memory|on the [\w-]+ (?:thread|side|server|client)|behind [\w-]+|separate|optional|opt-in|enabled|disabled|read-only|private|public)\b[^.;!?]*?\bso(?:\s+that)?\s+(?:[\w-]+\s+){1,3}?(?:can|could|still|keeps?|gets?|don't|won't|never)\b/i;
const KEPT_IDIOM = /\bkept\s+(?:an eye|track|tabs|in mind|going|trying|watching|looking|waiting|an ear)\b|\bkept\s+[^.;!?]{2,40}?\s+(?:as (?:it|they) (?:was|were)|as-is|as is|unchanged|untouched)\s*(?:[;,:]|\s[—–])\s+(?:only|just)\b[^.;!?]{2,60}?\b(?:changed|changes|moved|is new|are new)\b/i;
/**
 * A sentence about software, not addressed to "you", whose next sentence faults another name (faults.ts `turnedDown`):
 * "State for the checkout screens now lives in Zustand. Redux Toolkit was the other candidate; …". (Where it is used
 * alone, the sentence must not fault a name itself: "Prisma's client adds ~10 MB …" is a reason, not what was done.)
 */
const faultNext = (s: string, next: () => string | undefined): boolean => {
  const after = next();
  return after !== undefined && ourStateThen(s, after) && !LOOKED_INTO_EN.test(s) && !TESTED_EN.test(s) && !NOW_MEASURE_EN.test(s) && !TELLS_READER_EN.test(after) && !FIXES_IT_EN.test(after) && turnedDown(after, s) !== null;
};
/** How we keep a kind of data: "I'm storing money as integer cents." (a choice when the next sentence faults another way). */
const STORED_AS_EN = /^(?:I'm|I am|we're|we are|we)\s+(?:now\s+)?(?:storing|keeping|representing|modell?ing|store|keep|represent|model)\s+[\w -]{2,30}?\s+as\s+/i;
/** Whether a sentence and the one after it, read together, are about software. */
const aboutSoftwareWithNext = (s: string, next: () => string | undefined): boolean => aboutSoftware(`${s} ${next()}`);
/** A result measured now, no state chosen: "The dashboard now loads in 1.2 s." */
const NOW_MEASURE_EN = /\bnow\s+(?:loads|runs|takes|finishes|completes|builds|starts|renders|responds|boots)\s+in\s+(?:~|about\s+|under\s+)?\d/i;
/**
 * A way that "would get around it" or "would fix it", but …: the sentence before says a problem, not what was chosen ("The
 * site blocks us after about 200 requests from one IP. Rotating residential proxies would get around it, but …").
 */
const FIXES_IT_EN = /^[^.;!?]{2,60}?\bwould (?:get around|work around|fix|solve|avoid|stop|prevent) (?:it|this|that|them)\b/i;
/** A sentence that states what is, about software (it or the sentence after it), not to "you", not shown ("Here's …"). */
// ("…, as you asked" speaks of the ask, not to the reader.)
const ourStateThen = (s: string, after: string): boolean => (aboutSoftware(s) || aboutSoftware(after)) && !TO_YOU.test(s.replace(AS_ASKED, '')) && !HERE_IS_EN.test(s);
/** A part redone another way or moved: "I rewrote the thumbnailer as a streaming pipeline", "I have moved the thumbnail step to a background job". */
const REWORKED_EN = /^(?:I|we)(?:'ve|\s+have)?\s+(?:rewrote|rewritten|reworked|rebuilt|redid|redone|restructured|converted|moved)\s/i;
/**
 * A state said as it now is: "Sessions now expire after 8 hours of inactivity" ("now" before a verb: not "The tests
 * pass now", a result, whose next sentence need not be read; reading it compiles the long fault pattern, ~7 ms of a
 * fresh hook).
 */
const NOW_EN = /\bnow\s+[a-z]/;
/**
 * A state of the software whose next sentence says what was tried first and why it went ("The live log view streams
 * over server-sent events. I tried WebSockets first; the corporate proxy closed them …", "The job scheduler is Oban. I
 * also tried Exq, but …"): what is now is the choice.
 */
/** A way tried too: "I also tried Exq, but it needs Redis, …" (after "The job scheduler is Oban."). */
const ALSO_TRIED_EN = /^(?:I|We)\s+also\s+(?:tried|looked at|considered|evaluated|benchmarked|tested)\s/;
const triedFirstNext = (s: string, next: () => string | undefined): boolean => {
  const after = next();
  // (A way tried too only after a state, not after a step of ours: "I changed the test to wait for …. I also considered
  // adding a fixed `waitForTimeout(500)`, but …" is the learned check's to read from the rejection on.)
  return after !== undefined && ourStateThen(s, after) && /^(?:I|We)\b/.test(after) && (REJECT_FIRST_EN.test(after) || (ALSO_TRIED_EN.test(after) && !/^(?:I|We)\b/.test(s))) && /;|,?\s+but\s|:\s|\s[—–]\s/.test(after);
};
/** A decision labelled with its topic: "Logging decision: OpenTelemetry logs exported to Honeycomb." */
const LABELLED_DECISION_EN = /^(?:[A-Z][\w -]{0,30}?\s(?:decision|choice)|Choice|Chosen|Our pick|My pick)\s*:\s+\S/;
/** What is shown, not chosen: "Here's the error: `ECONNREFUSED 127.0.0.1:5432`." */
const HERE_IS_EN = /^here(?:'s|\s+is|\s+are)\b/i;

/**
 * A design set against another, with its reason: "The feature flags live in a JSON file rather than in
 * LaunchDarkly, to avoid a paid dependency", "Authentication will use OAuth device flow, not API keys …, so
 * secrets never land on disk", "Dependency management is uv, not Poetry: uv resolves …" (the reason after a colon or a dash), "Using
 * `Money` objects … for all prices (not plain decimals), because …" (a plain kind in brackets). Said of the software (not of
 * you, him, her or them, not "my …").
 */
const CONTRAST_EN = /,\s+(?:not|never)\s|\binstead of\b|\brather than\b|\(not\s+(?:plain|raw|bare|simple|hand-written|hand-rolled)\s/i;
/**
 * Another way, said as what it would (have) done: "An in-memory limiter would have given each worker its own count, so an
 * attacker would get 20 tries instead of 5.", "A tfsec rule in CI would only catch it in our Terraform, not in …".
 */
const WOULD_HAVE_BEEN_EN = /^an?\s[^.;!?]*?\bwould(?: have| only| just)?\s/i;
const CONTRAST_REASON_EN = /\b(?:because|since(?!\s+\d)|so that|to avoid|to keep)\b|\bwe'?d\s+(?:have\s+to\s+)?(?:run|host|maintain|operate|patch)\s+(?:it\s+|them\s+)?ourselves\b|,\s+so\s|,\s*which\s+(?!(?:is|was)\s+why\b)(?:is|was|has|had|adds|added|needs|needed|requires|required|lacks|lacked|caused|generated|broke|kept|keeps|avoids|saves|lets|cuts|reduces|lowers|halves|removes|prevents|simplifies|speeds)\b/i;
/**
 * The reason after a colon or a dash that follows the contrast, when it speaks of either way: "Dependency management
 * is uv, not Poetry: uv resolves …", "Orders are created from the webhook, not from the success redirect — users close
 * the tab before the redirect …", or measures the change ("… instead of `BufReader`: on the 4 GB sample mmap cut `stats`
 * from 9.8 s to 3.1 s"); not a diagnosis whose clause says neither ("The 413 comes from nginx, not the app:
 * client_max_body_size defaults to 1 MB"). About software ("Spray the cleaner onto the cloth, not the mirror: …" is not).
 */
/**
 * A clause that measures the change: "… cut `stats` from 9.8 s to 3.1 s", "3x faster", "40% smaller", "dropped by 70%", or
 * two ways measured side by side: "With 200 platform threads the service capped at about 900 rps …; with virtual threads it
 * held 3,000 rps …".
 */
export const MEASURED_EN = /^with\s+[^;.!?]{3,120};\s+with\s+[^;.!?]{3,60}\b\d|\b(?:cut|cuts|reduced|dropped|brought|took|went|fell|sped)\b[^.;!?]{0,60}?\bfrom\s+[\d.,]+\s*\S*\s+(?:down\s+)?to\s+(?:about\s+|around\s+|under\s+|~)?[\d.,]+|\b\d+(?:\.\d+)?\s*(?:x|×|%)\s+(?:faster|smaller|slower|less|fewer|cheaper|lighter)\b|\b(?:dropped|fell|shrank|went down|came down)\s+by\s+(?:about\s+|~)?\d+(?:\.\d+)?\s*%/i;
/**
 * A part's state said in the passive, done with one name instead of another: "Dates in the UI are formatted with the
 * built-in `Intl.DateTimeFormat` instead of `date-fns`." (a choice when it or the next sentence says why).
 */
const PASSIVE_WITH_INSTEAD_EN = new RegExp(String.raw`^(?:[A-Z][a-z]+s|(?:[Tt]he|[Oo]ur)\s+[\w-]+)\b[^.;!?]{0,40}?\s(?:is|are)\s+(?:now\s+)?[a-z]{3,}(?:ed|en|wn|nt|ld|ne|lt|pt)\s+(?:with|by|through|via|using)\s+(?:the\s+)?(?:built-in\s+|native\s+|standard\s+)?${NAME}\s+instead of\s+${NAME}`);
/**
 * How a thing is done, said in the passive of the thing or "it" ("It's shown after the user saves their first draft
 * rather than at launch: asking at launch got a 40% denial rate …"): with a contrast and a reason after a colon that
 * speaks of the way set aside, a decision though it names no tool.
 */
const PASSIVE_STATE_EN = /^(?:it's|it is|they're|they are|(?:the|our|each|every|all)\s+(?:[\w-]+\s+){0,3}?(?:is|are))\s+(?:now\s+|always\s+|only\s+)?[a-z]{3,}(?:ed|en|wn|nt|ld|ne|lt|pt)\s/i;
const CONTRAST_COLON_EN = /(\S+),?\s+(?:not|instead of|rather than)\s+([^:;.!?—–]{1,40})(?::|\s[—–])\s+(.+)$/i;
/** The same after a semicolon, past "instead of" or "rather than": "… uses `lto = "thin"` instead of `"fat"`; fat LTO alone was …". */
const CONTRAST_SEMI_EN = /(\S+),?\s+(?:instead of|rather than)\s+([^:;.!?—–]{1,40});\s+(.+)$/i;
function contrastColonReason(said: string): boolean {
  const m = CONTRAST_COLON_EN.exec(said) ?? CONTRAST_SEMI_EN.exec(said);
  if (!m || !aboutSoftware(said)) return false;
  // (Or says what the way set aside would do: "… S3 bucket …, not the database — a year of invoices would be ~40 GB of
  // blobs in Postgres"; or what the way taken keeps from happening: "…, not a single global state — a bad apply in
  // eu-west-1 can't lock or corrupt us-east-1".)
  if (MEASURED_EN.test(m[3]) || /\b(?:would|can't|cannot)\b/.test(m[3])) return true;
  return speaksOf(m[3], [m[1], ...m[2].split(/\s+/)]);
}
/**
 * "Subscriptions go over Server-Sent Events instead of WebSockets: our load balancer already handles long-lived HTTP
 * responses, and we don't need client-to-server messages …": after "instead of" or "rather than" (not ", not", which
 * a diagnosis uses: "The 413 comes from nginx, not the app: …"), a clause after the colon that reads as a reason.
 */
const INSTEAD_COLON_EN = /\b(?:instead of|rather than)\s[^:;.!?—–]{1,40}:\s+(.+)$/i;
const insteadColonReason = (said: string): boolean => {
  const clause = INSTEAD_COLON_EN.exec(said)?.[1];
  return clause !== undefined && aboutSoftware(said) && reasonAfter(clause);
};
/** Whether a clause says one of the (content) words: "the loop retried on every exception" speaks of the "retry loop". */
function speaksOf(clause: string, words: string[]): boolean {
  const said = new Set(wordsOf(clause));
  return words.map((w) => w.toLowerCase().replace(/[^\w.+#-]+/g, '')).some((w) => w.length > 1 && !FUNCTION_WORD.has(w) && said.has(w));
}
/**
 * The next sentence faults the way the contrast set aside, naming it: "… with `@nestjs/schedule` instead of the
 * crontab on the box. The crontab drifted from what was in the repo …", "… by Karpenter now, not the Cluster Autoscaler.
 * The Cluster Autoscaler could only grow …".
 */
function setAsideFaulted(said: string, next: () => string | undefined): boolean {
  // (Past where it was done and whose it was: ", not from the app's in-process scheduler".)
  const aside = /(?:\b(?:instead of|rather than)|,\s+not)\s+(?:(?:from|in|on|via|through|inside)\s+)?(?:the\s+|an?\s+|our\s+)?(?:[a-z][\w-]*'s\s+)?([\w.+#/-]+)/i.exec(said)?.[1];
  const after = aside ? next() : undefined;
  if (!aside || after === undefined || !new RegExp(String.raw`\b${escapeRegExp(aside)}\b`, 'i').test(after)) return false;
  // (Or as the sentence after a decision faults a name: "The Cluster Autoscaler could only grow the fixed node groups", or
  // opens on the way set aside and faults it: "With three replicas, the in-process scheduler fired every job three times".)
  return clauseFault(`; ${after}`) !== null || turnedDown(after, '') !== null || opensOnFault(after);
}
/** "After benchmarking, argon2id it is — bcrypt's 72-byte limit truncates long passphrases": a name chosen, then another faulted. */
const IT_IS_EN = new RegExp(String.raw`^(?:[^,;:—–]{2,40},\s+)?(?:the\s+)?${NAME_OR_WORD}(?:\s+[\w.+#/-]+){0,3}?\s+it is\s*(?:[—–;:]|,)\s`);
/**
 * Why a named thing was chosen, as a label ("Why sqlc: it checks every query against the schema …", or a section
 * headed "## Why sqlc", which responseDecisions reads as that label): a decision choosing it, about software.
 */
const WHY_LABEL_CHOICE_EN = new RegExp(String.raw`^[Ww]hy\s+(?:we\s+(?:use|chose|picked)\s+|use\s+)?(${NAME_OR_WORD}(?:\s+${NAME})?)\s*[:—–]\s+\S+(?:\s+\S+){3,}`);
function whyLabelChoice(s: string, said: string): boolean {
  const m = WHY_LABEL_CHOICE_EN.exec(said);
  return m !== null && isName(m[1].split(/\s+/)[0]) && aboutSoftware(s) && !NOT_OURS_EN.test(said);
}
/** Advice, as a list of tips gives it ("Apple Cider Donuts: Use apple cider instead of water …", "Practice self-compassion: …"). */
const ADVICE_EN = /^(?:[^:]{1,40}:\s+)?(?:use|try|make|focus|practice|consider|add|avoid|keep|opt|choose|go|swap|replace|instead|think|remember|start|stop)\b/i;
/**
 * What a tool's makers did, not we: "We had Lucia, but its author deprecated it as a library in favour of a guide, …" (a
 * fault of the tool, no choice of ours).
 */
const MAKERS_DID_EN = /\b(?:its|their|the)\s+(?:author|authors|maintainers?|vendor|owners?|creators?|developers?)\s+(?:has\s+|have\s+)?(?:dropped|deprecated|removed|abandoned|retired|ditched|phased out|replaced)\b/i;
/**
 * The way taken instead, opening the next sentence as an act, measured: "Streaming keeps it flat at about 90 MB." after
 * "I first tried building the CSV in memory with `json2csv`, but a 400k-row report … got OOM-killed."
 */
const OTHER_WAY_MEASURED_EN = /^[A-Z][a-z]+ing\b(?:\s+[\w-]+){0,3}?\s+(?:keeps|holds|stays|runs|takes|uses|brings|cuts|peaks|tops out)\b[^.;!?]*\d/;
/** Said of you, him, her, them or me; not "you" in a turn of phrase ("more often than you'd think"). */
const NOT_OURS_EN = /\b(?:you(?!'d (?:think|expect|guess)\b|\s+(?:might|would) (?:think|expect|guess)\b)|your|he|his|she|her|they|their|my|me)\b/i;
/**
 * A rule an agent states for the project: "Going forward, all timestamps are stored in UTC", "From now on,
 * every exported function gets a JSDoc comment" (not a resolution, "From now on, I'll …", nor advice to you).
 */
const RULE_EN = /^(?:from now on|from here on|from this point on|going forward|henceforth),?\s+(?!(?:i|i'll|i'm|it's|it is|try|remember|consider|make sure)\b)/i;
/**
 * A dependency taken out, with why: "Removed the `lodash` dependency because …", or the next sentence says how little
 * of it was used ("… . We only used `debounce` and `groupBy`, and both are 10 lines each"). (Not its config or calls,
 * which are edits.)
 */
const removedForReason = (s: string, said: string, next: () => string | undefined): boolean =>
  removedDependency(said) !== null && (reasonOf(s) !== undefined || reasonAfter(next() ?? ''));
/**
 * A state said as it is now, naming what does the work, and the next sentence takes a named dependency out that it did
 * not name ("Background jobs now run on Solid Queue, backed by the existing Postgres database. I removed the `sidekiq`
 * gem and its initializer."), or, said as a paragraph of its own, the next paragraph opens saying a named part is gone
 * ("Done — rate limiting now uses `fastapi-limiter`, …. ¶ The `slowapi` middleware and its exception handler are
 * removed."): what is now replaced what was taken out.
 */
function nowThenRemoved(s: string, next: () => string | undefined, opening: () => string | undefined): boolean {
  if (!(NOW_EN.test(s) || IS_NOW_EN.test(s)) || !NAMED.test(s)) return false;
  const after = next();
  // (Or the next sentence opens saying a named part is gone: "… now, in a `carts` table …. The localStorage store is gone.")
  // (Or says we took a named part out of where it was used: "I removed `AsyncImage` from the feed cells.")
  // (Or its own clause after a semicolon does: "Remote access to the gateways goes over WireGuard now; I took ZeroTier off
  // them.")
  const [state, clause] = s.split(/;\s+/);
  const own = removedFrom(clause);
  const removed = own ?? (after ? (removedDependency(after) ?? removedOpening(after) ?? removedFrom(after)) : (removedOpening(opening()) ?? removedFrom(opening())));
  return removed !== null && !namesOptionIn(own ? state : s, removed.option);
}
/**
 * A part said to be gone, then, after a semicolon or a dash, what does its work now, naming it: "The cron is gone; the
 * cleanup runs as a Postgres `pg_cron` job, so it runs exactly once …" (rejections.ts `gone` reads the option).
 */
const GONE_THEN_DONE_EN = new RegExp(String.raw`^(?:the|our)\s+(?!(?:[\w-]+\s+)?${PROBLEM}\s)(?:[\w.+#/()-]+\s+){0,3}?[\w.+#/()-]+\s+(?:is|are)\s+(?:now\s+)?(?:gone|removed)\s*(?:;|\s[—–])\s+([^;]+)$`, 'i');
const goneThenDone = (s: string, said: string): boolean => {
  const done = GONE_THEN_DONE_EN.exec(said)?.[1];
  return done !== undefined && /\b(?:runs?|handles?|does|happens?|lives?|goes|sends?|uses?|is done|are done|now)\b/.test(done) && (NAMED.test(` ${done}`) || /\x60|\w_\w/.test(s));
};
/**
 * A named part we took out of where it was used: "I removed `AsyncImage` from the feed cells", "I took ZeroTier off them"
 * (its name, the option).
 */
export const REMOVED_FROM_EN = new RegExp(String.raw`^(?:I|we)(?:'ve|\s+have)?\s+(?:removed|dropped|ripped out|took out|took(?=\s+(?:the\s+|our\s+)?\S+\s+off\s))\s+(?:the\s+|our\s+)?(${NAME})\s+(?:from|out of|off)\s+(?:the\s+|our\s+|every\s+|all\s+)?[\w-]+`);
const removedFrom = (sentence: string | undefined): { option: string } | null => {
  const m = sentence ? REMOVED_FROM_EN.exec(sentence) : null;
  return m && isName(m[1]) ? { option: m[1] } : null;
};
/**
 * "The cart is stored server-side now, in a `carts` table …", "… is stored in Redis now", "Remote access … goes over
 * WireGuard now": a state said as it is now, "now" after it.
 */
const IS_NOW_EN = /\b(?:(?:is|are)\s+[a-z]+|(?:goes|go|runs|run|lives|live)\s+(?:over|through|via|on|in|with))(?:\s+[\w.-]+){0,3}?\s+now\b/;
/** A named part said to be gone, opening a sentence (REMOVED_OPENING_EN, NAMED_REMOVED_OPENING_EN): its name, the option. */
const removedOpening = (sentence: string | undefined): { option: string } | null => {
  const m = sentence ? (REMOVED_OPENING_EN.exec(sentence) ?? NAMED_REMOVED_OPENING_EN.exec(sentence)) : null;
  return m ? { option: m[1] } : null;
};
/**
 * A move to a named place whose next sentence (or, said as a paragraph of its own, the next paragraph's first) takes
 * out a named part it did not name ("Moved the dbt jobs to the platform team's Airflow: …. The Dagster deployment and its
 * `definitions.py` are removed."): the move replaced it.
 */
function movedThenRemoved(said: string, next: () => string | undefined, opening: () => string | undefined): boolean {
  const moved = MOVED_TO_EN.exec(said);
  const removed = moved ? removedOpening(next() ?? opening()) : null;
  // (Not a part the move names itself; its description may: "… the way Dagster's asset checks did".)
  return removed !== null && !namesOptionIn(moved![0], removed.option);
}
/**
 * A bug fixed, said first ("Fixed the denormal spike in the reverb tail: processBlock now starts with …"): what the code
 * now does is the fix, and the figures after it show it worked, not a way chosen for a gain.
 */
const FIXED_FIRST_EN = /^(?:(?:I|we)(?:'ve|\s+have)?\s+)?(?:fixed|patched|resolved)\s/i;
/**
 * A state said as it is now, naming what does the work, whose next sentence measures the change ("The Docker build now
 * uses the GitHub Actions cache backend. Builds went from 9 minutes to about 3.", "I've updated the Dockerfile to use a
 * multi-stage build with `node:20-alpine` …. The image went from 1.2 GB to 180 MB."): a change made for that gain.
 */
function nowThenMeasured(s: string, next: () => string | undefined): boolean {
  if (!(NOW_EN.test(s) || TURNED_ON_EN.test(s) || UPDATED_TO_USE_EN.test(s)) || !NAMED.test(s) || TO_YOU.test(s) || FIXED_FIRST_EN.test(s)) return false;
  const after = next();
  return after !== undefined && MEASURED_EN.test(after) && !TO_YOU.test(after);
}
/**
 * A fix that made a check pass, said with it: "… I updated the fixture to EUR instead of GBP and it passes now." An edit
 * to get the tests green, not a choice.
 */
export const PASSES_NOW_EN = /\band\s+(?:it|they|the tests?|the suite|the check|the build|ci)\s+(?:now\s+)?pass(?:es)?(?:\s+now)?\b/i;
/** A part said to be what the platform gives, now: "The modal is the native `<dialog>` element now." (no name needed). */
const PLATFORM_NOW_EN = /^(?:the\s+|our\s+)?[\w -]{2,40}?\s+(?:is|are)\s+(?:now\s+)?(?:the\s+|an?\s+)?(?:native|built-in|browser's|platform's)\s+[^.;!?]{2,40}?\s+now[.!]?$/i;
/** A part changed to use a named thing: "I've updated the Dockerfile to use a multi-stage build with `node:20-alpine` …". */
const UPDATED_TO_USE_EN = /^(?:I|we)(?:'ve|\s+have)?\s+(?:updated|changed|switched|moved)\s+(?:the\s+|our\s+)?[\w.-]+(?:\s+[\w.-]+){0,2}?\s+to\s+use\b/i;
/** A feature said to be on or off (a state too): "Virtual threads are on for the web layer (`spring.threads.virtual.enabled=true`)". */
const TURNED_ON_EN = /^(?:the\s+)?[\w .-]{3,40}?\s+(?:is|are)\s+(?:now\s+)?(?:on|off|enabled|disabled|turned (?:on|off))\s+(?:for|in|on|across)\s/i;
/**
 * A state said as it is now, naming what does the work, whose next sentence keeps another named tool for the rest
 * ("Data access for the reporting pages now uses Dapper with hand-written SQL. EF Core stays for the rest of the app."):
 * the one part moved off it, a choice for that part.
 */
function nowThenStaysElsewhere(s: string, next: () => string | undefined): boolean {
  if (!NOW_EN.test(s) || !NAMED.test(s) || TO_YOU.test(s)) return false;
  const stays = STAYS_ELSEWHERE_EN.exec(next() ?? '');
  return stays !== null && isName(stays[1].split(/\s+/)[0]) && !namesOptionIn(s, stays[1]);
}
/**
 * A state said as it is now, naming what does the work, whose next sentence (or, said as a paragraph of its own, the
 * next paragraph) says how it was before and what went wrong ("Reprojection now goes through `pyproj` …. ¶ Previously
 * each feature called `osgeo.osr` through GDAL's Python bindings, which made `pip install` fail …"): a change made for
 * that (heuristics.ts `previouslyDone` takes the old way in).
 */
function stateThenHowItWas(s: string, next: () => string | undefined, opening: () => string | undefined, openingAfterNext: () => string | undefined): boolean {
  if (!NAMED.test(s) || TO_YOU.test(s)) return false;
  // (Past a sentence on what the new way does, "It generates the workflow …", that ends the paragraph.)
  const said = next();
  const after = (said !== undefined && DOES_NEXT_EN.test(said) ? openingAfterNext() : undefined) ?? said ?? opening() ?? '';
  // (Said as it is, no "now", when what follows says what we were using before: "Schema enforcement … is done with a
  // Spark `StructType` …. ¶ We were using `inferSchema` on the JSON before. It guessed …".)
  return ((NOW_EN.test(s) || IS_NOW_EN.test(s)) && PREVIOUSLY_FAULTED.test(after)) || (STATE_DONE_WITH.test(s) && weighedAlone(after) !== null && /\bbefore[.!]?$/.test(after));
}
/**
 * A state said as it now is, naming what does the work ("Infrastructure code runs on OpenTofu 1.8 now."), whose
 * paragraph goes on, past at most one sentence on what stayed as it was, to a sentence that gives as the reason another
 * name's fault ("The provider lock file and the state are unchanged. The reason is Terraform's BSL licence, which legal
 * wouldn't sign off …"): a change made for that reason (rejections.ts `reasonIsName` reads the option).
 */
function nowThenReasonIs(s: string, next: () => string | undefined, afterNext: () => string | undefined): boolean {
  if (!(NOW_END_EN.test(s) || NOW_EN.test(s) || IS_NOW_EN.test(s)) || !NAMED.test(s) || TO_YOU.test(s)) return false;
  const said = next();
  const reason = said !== undefined && UNCHANGED_EN.test(said) ? afterNext() : said;
  const other = reason === undefined ? undefined : reasonIsName(reason);
  return other !== undefined && !namesOptionIn(s, other.option);
}
/** A state that ends on "now": "Infrastructure code runs on OpenTofu 1.8 now." */
const NOW_END_EN = /^[A-Z][\w -]{2,40}?\s+(?:runs?|is|are|lives?|goes|go|builds?|deploys?|ships?)\s+(?:on|in|with|through|via|to)\s(?:[^.;!?]|\.\d){2,40}?\s+now[.!]?$/;
/**
 * A thing of the system we stop doing, said alone, whose next sentence says what was wrong with it ("We're dropping the
 * nightly full export to the data warehouse. It took 3 hours and locked the orders table …"): a decision.
 */
const droppedThenWhy = (said: string, next: () => string | undefined): boolean =>
  WE_DROP_THING_EN.test(said) && aboutSoftware(`${said} ${next() ?? ''}`) && IT_WENT_WRONG.test(next() ?? '');
/** "It took 3 hours and locked …", "They timed out …": what went wrong with the thing just named. */
const IT_WENT_WRONG = /^(?:It|They)\s+(?:took\s+(?:~|about\s+|over\s+|nearly\s+)?\d|locked|blocked|crashed|failed|timed out|ran out|held|broke|kept (?:failing|breaking|timing out)|cost\s+(?:us\s+)?(?:~|about\s+)?[$€£\d])/;
/** "Moment is out: it's in maintenance mode and adds 70 KB to the bundle.": what is said after the mark faults. */
const outForFault = (said: string): boolean => {
  const m = OUT_EN.exec(said);
  const why = m ? said.slice(m[0].length) : '';
  return FAULTS_IT.test(why);
};
/** What is out when it is down, not set aside: "Prod was out for the morning because …". */
const DOWN_THING = /^(?:and\s+|but\s+)?(?:Prod|Production|Staging|Dev|CI|Site|API|App|Server|Database|DB|Network|Power|Internet|VPN|Wi-?Fi)\b/;
/**
 * What a name said to be out, alone, was used for, and that another already does it: "We only used it for service
 * discovery, and Kubernetes DNS already does that." after "Consul is out."
 */
const COVERED_NEXT = /^(?:We|I)\s+only\s+(?:used|needed|ran|kept|had)\s+(?:it|them)\s+(?:for|to)\s+[^.;!?]{2,80}?,\s+(?:and|but)\s+[^.;!?]{2,60}?\balready\s+(?:does|do|handles?|covers?|gives\s+us|provides?)\b/;
/** What is used instead, said right after a name said to be out: "We're using Supabase Realtime on the existing Postgres instead." */
const USED_INSTEAD_NEXT = /^(?:We|I)(?:'re|\s+are|'ll|\s+will|'m|\s+am)?\s+(?:using|use|going with|go with|sticking with|staying on|switching to)\s[^.;!?]{2,80}?\binstead[.!]?$/;
/** A reason said of "it" that faults it: "it's in maintenance mode", "adds 70 KB", "it breaks …". */
const FAULTS_IT = /\b(?:maintenance mode|deprecated|unmaintained|abandoned|adds \d|breaks|broke|doesn't|does not|can't|cannot|too (?:slow|big|heavy)|leaks?|crash(?:es|ed)?)\b/i;
/**
 * One of two ways said to be the one kept, with why: "I removed the crontab line — beat is the one we keep, since it
 * already holds the other 14 schedules …".
 */
const KEPT_ONE_EN = /\b(?:is|are) the (?:one|ones) (?:we|I)(?:'ll|\s+will)?\s+(?:keep|kept|use|chose|picked|went with)\b/i;
/** What a named thing does, said of it after the state that names it: "It generates the GitHub Actions workflow, …". */
export const DOES_NEXT_EN = /^(?:It|They)\s+(?:also\s+)?(?:generates|builds|handles|writes|produces|creates|runs|keeps|reads|checks|covers|does)\b/;
/** A part said to be done with a named thing: "Schema enforcement for the raw events is done with a Spark `StructType` …". */
const STATE_DONE_WITH = /^(?:the\s+)?[\w -]{3,60}?\s+(?:is|are)\s+(?:done|handled|enforced|checked|validated|managed|built|generated|stored|kept)\s+(?:with|by|through|via|in)\s+/i;
/** How it was before, and what went wrong with it: "Previously each feature called …, which made `pip install` fail …". */
const PREVIOUSLY_FAULTED = /^(?:previously|before (?:this|now|the change)|until now|originally),?\s(?:[^.!?]|\.\w){5,160}?\b(?:fail(?:ed|s)?|broke|crash(?:ed|es)?|leak(?:ed|s)?|timed out|couldn't|could not|didn't|lost|dropped|ignored|swallowed|missed|overwrote|(?:been|gone|went) missing|drifted|double-?(?:credited|charged|counted|billed|sent|booked))\b/i;
/**
 * A part said to be one thing and not another ("Codes are random, not sequential.", "Redirects are 302, not 301."),
 * whose next sentence speaks of the other and what it would do wrong ("Sequential IDs would let anyone enumerate …"): a
 * design choice with its reason. (Alone, "It's a bug, not a feature" says nothing chosen.)
 */
function isNotThenFaulted(said: string, next: () => string | undefined): boolean {
  const other = IS_NOT_EN.exec(said)?.[2];
  const after = other ? next() : undefined;
  if (!other || !after || TO_YOU.test(after)) return false;
  const spoken = [other, `${other}s`, `${other}es`].some((w) => saysWord(after, w));
  return spoken && /\b(?:would|wouldn't|can't|cannot|couldn't|never|forever|anyone|break|breaks|leak|leaks|fail|fails)\b/i.test(after);
}
/** Another name kept for the rest: "EF Core stays for the rest of the app", "Redux remains in use everywhere else". */
export const STAYS_ELSEWHERE_EN = new RegExp(String.raw`^(?:the\s+)?(${NAME_OR_WORD}(?:\s+${NAME})?)\s+(?:stays|remains|is kept|is still used|stays in use|remains in use)\s+(?:(?:for|in|on|across)\s+(?:the\s+)?(?:rest|remaining|other)\b|everywhere else\b|elsewhere\b)`);
/**
 * A replacement, naming what replaced it, whose next sentence measures the change ("I replaced the pandas transforms
 * with Polars lazy frames. Peak memory on the `events` job went from 11 GB to 2.3 GB, …"): made for that gain.
 */
const replacedThenMeasured = (s: string, next: () => string | undefined): boolean => NAMED.test(s) && !TO_YOU.test(s) && MEASURED_EN.test(next() ?? '');
/**
 * A component's choice said as it now is, with why: "`config/queue.php` — the default connection is now `database`,
 * since we don't run Redis in production yet" (the value a name: in code, capitalised or a known tool; not "The build is
 * now green since …").
 */
const COMPONENT_NOW_EN = new RegExp(
  String.raw`^(?:[\w./-]+\s+[—–]\s+)?(?:the\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:${COMPONENT_KINDS}|engine|runtime|bundler|runner|strategy|scheduler|queue|cache|client)\s+(?:is|are)\s+now\s+(?:set to\s+|on\s+)?([\w.+#/-]+)`,
  'i',
);
const componentNow = (s: string, said: string): boolean => {
  const m = COMPONENT_NOW_EN.exec(said);
  return m !== null && isName(m[1].replace(/[.,]+$/, '')) && reasonOf(s) !== undefined && !NOT_OURS_EN.test(said);
};
/**
 * A labelled choice of a name that says which other name it is not ("Deployment target: adapter-node behind the
 * existing nginx, not adapter-vercel."), about software: the choice and what it turned down, said as one.
 */
const LABEL_NOT_NAME_EN = new RegExp(String.raw`^[A-Z][\w ./-]{0,39}:\s+${NAME}[^.;:!?]{0,60}?,\s+not\s+(${NAME_OR_WORD}(?:\s+${NAME})?)[.!]?$`);
// (A word in lower case is a name when the next sentence opens on it: "Local AWS for the integration tests: LocalStack,
// not moto. moto only patches boto3 in-process, …".)
const labelNotName = (s: string, next: () => string | undefined): boolean => {
  const m = LABEL_NOT_NAME_EN.exec(s);
  const first = m?.[1].split(/\s+/)[0] ?? '';
  return m !== null && (isName(first) || (/^[a-z][\w-]{2,}$/.test(first) && !FUNCTION_WORD.has(first) && (next() ?? '').startsWith(`${first} `))) && aboutSoftware(s);
};
/**
 * A sentence up to the reason it gives after its contrast, past a colon or a dash: whose choice it is, said before it
 * ("Parquet, not CSV: the analysts' queries scan only the columns they read" is ours; "She went with X, not Y: …" is
 * not; nor "A song: … they worked on together … features Tyler singing instead of rapping").
 */
function beforeReason(said: string): string {
  const contrast = CONTRAST_EN.exec(said);
  const mark = contrast ? /:\s|\s[—–]\s/.exec(said.slice(contrast.index)) : null;
  return mark ? said.slice(0, contrast!.index + mark.index) : said;
}
/** "We'll", "we will", "we're going to": what a team says it will do. */
const WE_WILL = String.raw`\b[Ww]e(?:'ll|\s+will|'re going to|\s+are going to)`;
/**
 * A rule the team states, with when it starts after it: "We'll do schema changes with expand-and-contract migrations
 * from now on: …" (about software; not "We'll meet on Tuesdays from now on").
 */
const WE_RULE_LATER_EN = new RegExp(String.raw`${WE_WILL}\s+(?!(?:see|try|talk|check|look|think|revisit)\b)[a-z]+\b[^.!?:;]{3,100}?\b(?:from now on|going forward|from here on)\b`);
/**
 * "We will replace our self-hosted Docker Registry with ECR", "We are going to decommission the CLI Tool": a
 * team retiring a named system (not "I'll replace the loop with a map", an edit, nor a move of house).
 */
const WE_RETIRE_EN = new RegExp(String.raw`(?:${WE_WILL}|\b[Ww]e\s+have decided to)\s+(?:replace|decommission|retire|deprecate|sunset|phase out|remove|drop)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,3}?${NAME}`);
/**
 * "I'm moving feed validation to MobilityData's gtfs-validator and retiring transitfeed": a part moved to a named tool
 * and the named one it ran on retired, in one sentence (not a file: "moved the helper to utils.ts and dropped …").
 */
const MOVE_AND_RETIRE_EN = new RegExp(String.raw`^(?:I|[Ww]e)(?:'m|'re|\s+am|\s+are|'ve|\s+have)?\s+(?:now\s+)?(?:moving|moved|switching|switched|porting|ported|migrating|migrated)\s+(?:[\w.'-]+\s+){1,5}?(?:to|onto)\s+(?:the\s+|our\s+)?(?:[\w-]+['’]s\s+)?(?!${FILE})${NAME}[^.;!?]{0,30}?,?\s+and\s+(?:(?:am|are|have)\s+)?(?:retiring|retired|dropping|dropped|decommissioning|decommissioned|sunsetting|phasing out|phased out)\s+(?:the\s+|our\s+)?([\w+#/-]+(?:\.[\w+#/-]+)*)`);
const moveAndRetire = (said: string): boolean => {
  const m = MOVE_AND_RETIRE_EN.exec(said);
  return m !== null && isName(m[1]) && aboutSoftware(said);
};
/**
 * "We will always use snake case …", "We will deploy AWS Network Firewall inside the VPC", "The Puppetmaster
 * will continue to use a local PostgreSQL", "Use Kubernetes as the container platform for our new hosting":
 * a team's standing choice of a named thing, as ADRs state one.
 */
const WE_ADOPT_EN = new RegExp(
  String.raw`${WE_WILL}\s+(?:always|only)\s+use\b|${WE_WILL}\s+(?:adopt|introduce|deploy|host\s+(?:[\w-]+\s+){0,3}?(?:on|in|with))\s+(?:the\s+|an?\s+|\[)?${NAME}|\bwill\s+continue\s+(?:to\s+use|using)\s+(?:the\s+|an?\s+)?(?:[\w-]+\s+){0,3}?${NAME}|^Use\s+${NAME}(?:\s+${NAME})?\s+(?:as|for)\b[^.!?]*\bour\b`,
);
/** "The team agreed on trunk-based development …": a team's decision, said of it. */
const TEAM_DECIDED_EN = /\b(?:the|our)\s+team\s+(?:has\s+)?(?:agreed|decided)\s+(?:on|to)\b|\bwe\s+(?:have\s+|'ve\s+)?agreed\s+to\s+(?:use|keep|move|store|read|run|drop|adopt|switch|standardi[sz]e|host|deploy|put|replace|retire)\b/i;
/** "We agreed that the clients share one GraphQL schema": agreed on something named. */
const AGREED_THAT_EN = /\b(?:we|the team|our team)\s+(?:have\s+|had\s+)?agreed\s+that\b/i;
/** "… — that's now the team rule", "that's the convention from now on": a rule said after it. */
const RULE_TAIL_EN = /\bthat's\s+(?:now\s+)?(?:the|our)\s+(?:team(?:'s)?\s+)?(?:rule|convention|standard|policy)\b/i;
/**
 * A part of the system said to be done in a named tool, then from when: "Translations are managed in Lokalise from now
 * on." (NAMED must hold; not "Standups are held in the small room from now on", which names nothing.)
 */
const STATE_FROM_NOW_EN = /^(?:the\s+|our\s+)?[A-Za-z][\w -]{2,40}?\s+(?:is|are)\s+(?:[a-z]{3,}ed|kept|done|built|run|written|held|made|sent|read|drawn|shown)\s+(?:in|with|by|through|via|on|as)\s+[^.;!?]{2,40}?\s+(?:from now on|going forward|from here on)[.!]?$/;
/**
 * A decision said without its deciders, as teams write them: "It has been decided to use Auth0 …", "the
 * decision has been made to migrate from live-0 to live-1" (an act of choosing must follow: not "it was
 * decided that the party is on Friday"), "The second option — all in one go — was decided because …".
 */
export const DECIDE_PASSIVE_EN =
  /\b(?:it\s+(?:has\s+been|had\s+been|was|is)\s+(?:decided|agreed)|the\s+decision\s+(?:has\s+been|had\s+been|was|is)\s+(?:made|taken))\s+to\s+(?:use|adopt|go with|stick with|switch|move|migrate|replace|keep|remove|drop|deploy|host|store|introduce|retire|deprecate|standardi[sz]e|combine|merge|split)\b|\b(?:option|approach|alternative|proposal)\b[^.!?]{0,60}?\b(?:was|has been)\s+(?:decided on|decided|chosen|selected|picked)\s+(?:because|since|as|for)\b/i;
/**
 * "We're going to use RDS …" chooses when a name follows or the sentence says why ("we're going to use pnpm
 * because …"; not "we're going to use the leftovers for soup").
 */
const GOING_TO_USE_EN = new RegExp(
  String.raw`\b(?:[Ww]e|I)(?:'re|\s+are|'m|\s+am)\s+going\s+to\s+(?:(?:use|adopt|switch to|move to|migrate to|go with|stick with)\s+(?:the\s+)?(?:${NAME}|[^.!?]*\b(?:because|since)\b)|(?:keep|store|put|host|run)\s+(?:[\w.-]+\s+){1,3}?(?:in|on)\s+${NAME})`,
);
/** "The team prefers Biome over ESLint because …": a preference of the team's, between names. */
const PREFER_EN = new RegExp(String.raw`\b(?:[Ww]e|[Tt]he team|[Oo]ur team|I)\s+prefer(?:s|red)?\s+(?:the\s+)?${NAME}(?:\s+${NAME})?\s+(?:over|to)\s+(?:the\s+)?${NAME}`);
/** A summary's "Went for go_router for navigation.": a choice of a name (not "Went for a walk"). */
const WENT_FOR_EN = new RegExp(String.raw`^(?:(?:I|We)\s+)?[Ww]ent for\s+(?:the\s+)?(${NAME_OR_WORD})`);
const wentFor = (s: string): boolean => {
  const name = WENT_FOR_EN.exec(s)?.[1].replace(/\.+$/, '') ?? '';
  return isName(name) || /^[a-z]+_\w+$/.test(name); // (a package in snake case too: "go_router")
};
/** "Sticking with CommonJS for now; …": a summary's choice kept, named (not advice: "Sticking with the same brand can help"). */
const STICKING_EN = new RegExp(String.raw`^(?:[\w ./-]{1,30}:\s+)?(?:Sticking|Staying) with\s+${NAME}(?!\s+(?:can|is|was|will|would|could|may|might)\b)`);
/**
 * "Renovate replaces Dependabot for dependency updates because …", "The SWC plugin replaced Babel in the Jest config,
 * and test startup went from 31 s to 6 s": one name (or its plugin, loader, …) put in another's place, with its reason
 * or what it measured (REPLACED_EN is what we / I replaced).
 */
const REPLACES_EN = new RegExp(String.raw`^(?:[A-Z][\w ./-]{0,29}:\s+)?(?:the\s+)?\x60?${NAME}\x60?(?:\s+${NAME})?(?:\s+(?:plugin|loader|transform|preset|library|package|module|crate|gem|driver|adapter|client))?\s+(?:now\s+)?(?:replaces|replaced|supersedes|superseded|takes over from|took over from)\s+(?:the\s+)?\x60?(${NAME})`);
/** The same of two names in lower case, as code writes them: "`httpx` replaces `requests` in the sync worker (…)". */
const REPLACES_LOWER_EN = /^([a-z][\w.+#-]*)\s+(?:now\s+)?(?:replaces|replaced)\s+([a-z][\w.+#-]*)\b/;
const replacesLower = (s: string): boolean => {
  const m = REPLACES_LOWER_EN.exec(s);
  return m !== null && isName(m[1]) && isName(m[2]);
};
/** What the name replaced did wrong, said after it: "… replaces FastImage, which hasn't had a release in two years". */
const replacedWhichFaulted = (s: string): boolean => {
  const replaced = REPLACES_EN.exec(s)?.[1].replace(/\x60/g, '');
  const which = replaced ? /^,\s+which\s+(.+?)[.!]?$/.exec(s.slice(s.indexOf(replaced) + replaced.length).replace(/^\x60/, '')) : null;
  return which !== null && faultOf(`${replaced} ${which[1]}`) !== null;
};
/** "The plan is to migrate from Heroku to Render …": a decision announced. */
const PLAN_EN = /\b(?:the|our)\s+plan\s+is\s+to\s+(?:use|adopt|migrate|switch)\b/i;
/** A day or a month: when, not what ("keep the meeting on Tuesday", "moved from Monday to Friday"). */
const CALENDAR = String.raw`(?:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b|(?:Jan|Febr)uary\b|March\b|April\b|May\b|June?\b|July?\b|August\b|(?:Sept|Nov|Dec)ember\b|October\b)`;
/** "We'll keep the monorepo on Turborepo", "we're staying on Node 20", "let's keep it on Vite": a choice kept (not a day). */
const KEEP_ON_EN = new RegExp(String.raw`\b(?:[Ww]e|I|[Ll]et's)(?:'ll|'re|\s+will|\s+are)?\s+(?:keep|keeping|stay|staying)(?:\s+[\w.-]+){0,3}?\s+on\s+(?!${CALENDAR})${NAME}`);
/**
 * Present-tense choices need their subject right before them ("we'll go with X"; not "I'm happy to help you decide").
 * Not what one would, could or can choose ("I'd go with RQ. Which would you like?"): a recommendation, not yet taken.
 */
const DECIDE_NOW_EN =
  /\b(?:we|i|let's|let us)(?:'(?:ll|re|m))?(?:\s+(?:are|am|will|should|must))?\s+(?:go(?:ing)? with|choose|decide(?! (?:whether|which|if|how|what|between)\b))\b/i;
/**
 * A clause that says how things are done now ("Passwords are hashed with Argon2id now"): with a later clause, or
 * (about software, not addressed to "you") the next sentence, that faults another name, a decision ("The checkout
 * form's state now lives in a useReducer. Redux felt like a lot of ceremony for one form, …").
 */
const NOW_FIRST_EN = /\bnow\b/i;
/**
 * "I'm using zod here because …": a choice when it says why with "because" or "since", sets it against another
 * (", not CSS Modules"), or when the next sentence faults another name ("I'm using React Hook Form with Zod. Formik
 * re-renders the whole form …"); else a step ("I'm using grep to find the callers").
 */
/**
 * A state, then what we switched off or dropped by name after a semicolon: "Builds run on GitHub Actions with larger
 * runners; we turned the self-hosted Jenkins off last week."
 */
const STATE_THEN_DROPPED = /^(?![^;]*\b(?:would|could|might|should)\b)[^;]{3,120}?\b(?:uses?|runs?|goes|go|lives?|live|is|are|comes?|come)\b[^;]{2,120};\s+((?:we|I)\s.+)$/i;
const stateThenDropped = (s: string, said: string): boolean => {
  const clause = STATE_THEN_DROPPED.exec(said)?.[1];
  return clause !== undefined && NAMED.test(s.split(';')[0]) && weDrop(clause) !== null && !TO_YOU.test(said);
};
const USING_NOW_EN = /\b(?:i'm|i am|we're|we are)\s+(?:now\s+|still\s+)?using\b/i;
/** "**Passwords**: argon2id via `@node-rs/argon2`, replacing bcrypt, since …": what a choice replaced, said after it. */
const REPLACING_EN = new RegExp(String.raw`,\s+replacing\s+(?:the\s+|our\s+)?(${NAME_OR_WORD})`);
const replacing = (s: string): boolean => isName(REPLACING_EN.exec(s)?.[1] ?? '');
/**
 * "I replaced X with Y" (or, in a summary's list, "Replaced X with Y") is a decision when it gives a reason (else it is an
 * edit: "replaced the loop with a map").
 */
const REPLACED_EN = /\b(?:we|i)\b[^.!?\n]{0,40}?\b(?:replac(?:ed|ing)|swap(?:ped|ping))\b|^(?:replaced|swapped)\s/i;
/**
 * A Japanese decision: "X に決めました", "X を使います", "X にしました", "X から Y に移行しました", or one said against what it
 * is not ("セッションは Redis ではなく署名付き Cookie に保存するようにしました", "請求書の PDF は Puppeteer のスクリプトではなく、…
 * Gotenberg で生成するようにしました", "… は localStorage ではなく HttpOnly Cookie に保存します"), or what a name is used for ("ログは
 * structlog で JSON 出力にしました"). (A name passed on, "SMS は…ので見送りました", is REJECT_JA's: it joins the decision before
 * it, or decides alone.)
 */
const DECIDE_JA = /(?:[A-Za-z][\w.+#/-]*\s?(?:の[^、。\s]{1,12}\s?)?(?:ではなく|の代わりに)[^。]{1,60}?(?:ようにしました|ようにした|ことにしました|を使います|を使っています|にしています|(?:に|で)(?:保存|管理|配信|実行|生成|処理|送信)(?:します|しています|しました))|に決めた|に決めました|ことに決め|に決定|を採用|ことにした|ことにしました|ことにします|を選んだ|を選びました|を選択|で行きます|でいきます|に統一|[A-Za-z][\w.+#/-]*(?:\s[\w.+#/-]+)?\s?にしました|[A-Za-z][\w.+#/-]*\s?で\s?[^。、]{1,20}?(?:出力|構成|実装|運用|管理)にしました|[A-Za-z][\w.+#/-]*\s?(?:を使います|を使うことに|を使い続けます)|[A-Za-z][\w.+#/-]*(?:\s[\w.+#/-]+)?\s?のままに(?:します|しました|する)|[A-Za-z][\w.+#/-]*\s?(?:に|へ)(?:(?:移行|切り替え|置き換え|乗り換え|変更)(?:しました|した)|(?:移し|変え)(?:ました|た)))/;
/**
 * A part switched to a name, said with the plain past of the verb: "ログの収集は Fluent Bit に切り替えました" (a tool's name: not
 * "ブランチを main に切り替えました", a branch, nor "表示言語を English に切り替えました").
 */
const SWITCHED_JA = /([A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?)\s?(?:に|へ)(?:切り替え|置き換え|乗り換え)(?:ました|た)/;
const switchedJa = (s: string, next: () => string | undefined): boolean => {
  const m = SWITCHED_JA.exec(s);
  // (A name in lower case, as such tools are written, when the next sentence faults the one it replaced by name:
  // "画像の変換は sharp に切り替えました。ImageMagick は大きな TIFF でメモリを使い切ることがありました。")
  return m !== null && !NOT_A_TOOL_SWITCHED_JA.test(s) && (m[1].split(/\s+/).every((w) => isName(w)) || (/^[a-z][\w.+#/-]{2,}$/.test(m[1]) && FAULTED_NEXT_JA.test(next() ?? '')));
};
/** What is switched that no tool is: a branch, a language. */
const NOT_A_TOOL_SWITCHED_JA = /ブランチ|言語/;
/**
 * Work done with a named tool ("テストは Vitest で書きました。", "認証は Auth.js（next-auth v5）で実装しました。", "… は OpenFeature と
 * flagd プロバイダーで構成しました。"): a decision when the next sentence weighed another and set it aside.
 */
const DONE_WITH_JA = /[A-Za-z][\w.+#/-]*\s?(?:[（(][^（）()]{1,40}[）)]\s?)?(?:[ァ-ヶー]{2,12}\s?)?(?:で書きました|で実装しました|で作りました|を使いました|で構成しました|で構築しました|で設定しました)/;
/** The same in Chinese: "测试用 Vitest 写的。" before "Jest 也考虑过，但是 …". */
const DONE_WITH_ZH = /(?:用|使用|采用)\s*[A-Za-z][\w.+#/-]*\s*(?:写的|写了|实现的|实现了|做的|搭建的)/;
/**
 * A part said as it now is, with a name, in Chinese or Japanese ("检索现在用 Meilisearch。", "検索は今 Meilisearch を使っています。"):
 * a decision when the next sentence faults or sets aside another name.
 */
const NOW_USING_ZH = /(?:现在|目前)(?:统一)?(?:用|使用|改用|换成|换到|迁移到|切换到|改成|跑在)\s*[A-Za-z]/;
/** A part of the system said to be a name: "デプロイ先は Fly.io です。" (a choice when the next sentence faults another name). */
const STATE_IS_JA = /は\s*[A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?\s*(?:(?:のまま)?です|で十分です|で足ります|(?:に|で)(?:(?:保存|配信|管理|実行|処理|送信|保管|受信|収集)(?:しています|します|しました)|(?:受け取って|行って)(?:います|いる)|受け取ります|行います))。?$/;
const NOW_USING_JA = /(?:今は|現在は|いまは|は今|は現在)\s*[A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?\s*(?:を使っています|を使っている|で動いています|で動かしています|にしています)/;
/** A part said to use a named tool, the sentence ending on it ("前端状态管理用了 Zustand。"): a decision when the next sentence faults another. */
const USED_ZH = /(?:用了|使用了|用的是|采用的是)\s*[A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?\s*了?[。.!！]?$/;
/**
 * A part said to use, or be kept in, a named tool ("固件升级用 Mender。", "定时任务用 Temporal 来跑。", "功能开关用 OpenFeature 加 flagd。",
 * "传感器数据存到 TimescaleDB 里，因为 …"): with the reason after it a decision; alone, when the next sentence faults another
 * name, as USED_ZH.
 */
const PART_USES_ZH = /^[^，,。；;]{1,20}?(?:用|使用|采用|走|存到|存在|存进|放在|放到|跑在)\s*[A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?(?:\s*(?:加|和|与|\+)\s*[A-Za-z][\w.+#/-]*)?\s*(?:里|中|上|来?(?:跑|做|实现|处理|存储?|管理|调度)[^，,。；;]{0,8})?(?:[。.!！]?$|[，,]\s*(?=因为|由于))/;
/**
 * Whether the next sentence, in Japanese or Chinese, faults another name (`faulted`), weighs one and sets it aside, or
 * says what was used before and what went wrong (`usedBefore`: "以前は HTTP でポーリングしていましたが、…", "之前用的是 webpack，但是…").
 */
const cjkSetAsideNext = (faulted: RegExp, usedBefore: RegExp, next: () => string | undefined): boolean => {
  const after = next() ?? '';
  return faulted.test(after) || weighedCjk(after) || usedBefore.test(after);
};
/** "…，因为 …": a reason said after a comma. */
const REASON_ZH_AFTER = /[，,]\s*(?:因为|由于)\S/;
/**
 * Chinese: "缓存我们选择了 Redis，…", "ORM 采用 Drizzle", "决定使用 pnpm", "改用 Vitest", "迁移继续用 Alembic", "改用自建的 Nominatim",
 * "认证改成了 Better Auth" (not a value one set: "我把日志级别改成了 DEBUG"): a choice, of a name in Latin letters (not
 * "我选择了一个更短的变量名", a step).
 */
const DECIDE_ZH = /(?<!(?:提议|建议|提出)过?)(?:选择了?|选用了?|选定了?|选了|采用了?|决定(?:继续)?(?:用|使用|采用|改用)|继续(?:用|使用)|(?:还是|继续)留在|改用了?|换成了?|(?<!把[^，,。；;]{0,20})改成了?|统一(?:用|使用))\s*(?:[^\sA-Za-z，,。]{1,6}的\s*)?[A-Za-z][\w.+#/-]+/;
/**
 * "Swapped Axios for ky in the browser bundle — ky is 4 KB …", "Swapped `clap` for `argh` as discussed: …": one name
 * swapped for another (a known tool in lower case or one set in code too), its reason after a dash, a colon or a
 * connective.
 */
const SWAPPED_NAMES = new RegExp(String.raw`\b(?:[Ss]wap(?:ped|ping)|[Tt]raded)\s+(${NAME_OR_WORD})\s+(?:out\s+)?for\s+[\w.+#/-]+`);
const swappedNames = (said: string): boolean => {
  const m = SWAPPED_NAMES.exec(said);
  return m !== null && isName(m[1]);
};
/**
 * "Swapped the hand-rolled JWT parsing for `jose`.", "Replaced the retry loop with p-retry.": one thing put in another's
 * place, by a name, as a summary line (without its subject); a decision when the next sentence says why ("The old code
 * didn't check the `alg` header, so …"), or its own ", so …" what for ("…, so the API and the workers scale through the
 * same operator"). (REPLACED_EN reads "I replaced …" with its reason in the sentence.)
 */
const SWAPPED_FOR_NAME = new RegExp(String.raw`^(?:[\w ./-]{1,30}:\s+)?(?:[Ss]wapped|[Tt]raded|[Rr]eplaced)\s+(?:the\s+|our\s+|an?\s+)?(?:[\w.+#/'-]+\s+){0,4}?[\w.+#/-]+\s+(?:out\s+)?(?:for|with)\s+(?:the\s+|an?\s+)?(${NAME_OR_WORD})`);
const swappedForName = (s: string): boolean => isName(SWAPPED_FOR_NAME.exec(s)?.[1].replace(/\.+$/, '') ?? '');
/**
 * "I replaced the hand-rolled retry loop in `sync/client.py` with `tenacity`: the loop retried on every exception, …",
 * "Replaced `moment` with `date-fns` across the web app: moment is in maintenance mode …": a thing replaced by a name
 * (where, after it, may be said), with a clause after a colon that speaks of the thing replaced (its fault).
 */
const REPLACED_COLON_EN = new RegExp(String.raw`\b(?:[Rr]eplac(?:ed|ing)|[Ss]wap(?:ped|ping))\s+(?:the\s+|our\s+|an?\s+)?((?:[\w.+#/'-]+\s+){0,5}?[\w.+#/-]+)\s+(?:out\s+)?(?:with|for)\s+(?:the\s+|an?\s+)?(${NAME_OR_WORD})(?:\s+(?:across|in|throughout|for|on)\s+[^:;,]{1,40}?)?:\s+(.+)$`);
const replacedColonReason = (said: string): boolean => {
  const m = REPLACED_COLON_EN.exec(said);
  return m !== null && isName(m[2]) && !NOT_REASON_AFTER_EN.test(m[3]) && speaksOf(m[3], m[1].split(/\s+/));
};
/**
 * A thing made by hand replaced by a named tool ("I replaced the hand-rolled form state in the signup flow with React Hook
 * Form + Zod."): a choice of the tool over writing it, whether or not a reason follows.
 */
const HAND_REPLACED_EN = new RegExp(String.raw`\b(?:[Rr]eplac(?:ed|ing)|[Ss]wap(?:ped|ping))\s+(?:the\s+|our\s+)?(?:${HAND_MADE_WORDS})\s+(?:[\w.+#/'-]+\s+){0,5}?[\w.+#/-]+\s+(?:out\s+)?(?:with|for)\s+(?:the\s+|an?\s+)?(${NAME})`);
const handReplaced = (said: string): boolean => isName(HAND_REPLACED_EN.exec(said)?.[1].replace(/\.+$/, '') ?? '');
/** "Replaced Jest with Vitest (…)": a replacement of one name by another, with its reason in brackets, decides. */
const REPLACED_NAMES = new RegExp(String.raw`\b[Rr]eplac(?:ed|ing)\s+(${NAME_OR_WORD})\s+with\s+(?:the\s+|an?\s+)?(?:built-in\s+|native\s+|standard\s+)?(?:${NAME}|[a-z][\w+#-]*)\b[^()]*\([^()]+\)\s*[.!]?$`);
const replacedNames = (s: string): boolean => isName(REPLACED_NAMES.exec(s)?.[1] ?? '');
/** The same with the fault in brackets after the name replaced (REPLACED_FAULTED). */
const replacedFaulted = (s: string): boolean => isName(REPLACED_FAULTED.exec(s)?.[1] ?? '');
const FOR_US_EN = /\b(?:here|for (?:this|us|our|the (?:project|codebase|app|service|repo|team)))\b/i;
/**
 * "Moved from Yarn to pnpm because of disk usage": an agent's summary line, which drops its subject. Only at
 * the sentence's start (people say "we moved from Ohio to Texas", which decides nothing about code), with a
 * reason, and not from a file ("Moved the helper from utils.ts to lib/" is an edit).
 */
const MOVED_SUMMARY_EN = new RegExp(String.raw`^(?:[\w ./-]{1,30}:\s+)?(?:[Mm]oved|[Mm]igrated)(?:\s+[\w.-]+){0,3}?\s+from\s+(?![\w.-]*(?:\/|\.[a-z]{1,5}\b))${NAME}(?:\s+[\w.+#/-]+){0,2}?\s+to\s+[\w.+#/-]+`);
/**
 * "I migrated the request schemas in src/api from Joi to Zod", "we ported the CLI from Python to Go": one named
 * tool or language given up for another (not a file moved, "from utils.ts to lib/", nor a move of house).
 */
const MIGRATED_EN = new RegExp(
  String.raw`\b(?:[Ww]e|I)(?:'ve|\s+have)?\s+(?:migrated|ported)\s+(?:[\w./-]+\s+){0,6}?from\s+(?![\w.-]*(?:\/|\.[a-z]{1,5}\b))${NAME}\s+to\s+(?![\w.-]*(?:\/|\.[a-z]{1,5}\b))${NAME}`,
);
/**
 * "We moved the image uploads from our own MinIO box to Cloudflare R2, because …", "I upgraded the API service
 * from Node 18 to Node 22 because …", "Secrets are moving from .env files to Doppler so that …": a part of the
 * stack moved from one thing to another, said with its reason (MOVED_REASON). By we / I, as a summary's line
 * without its subject (after a label too: "Queue: moved the webhooks from …"), or said of the part ("Our metrics moved
 * …", "Secrets are moving …", "Background jobs moved …": a word in lower case last, or a plural alone, "Reports moved …";
 * not "Caroline is moving …", "Caroline moved …").
 * "Moved" needs what was moved ("we moved from Ohio to Texas" is a move of house); not a person's things ("my
 * laptop"), a file ("from utils.ts to lib/"), a day, a month or a number ("from 3.9 to 3.11" is a setting:
 * setting-rules.ts; "the raw FASTQs from the 2023 runs" says which; "from PostgreSQL 15 to 16" names what moved).
 */
const MOVE_END = String.raw`(?!(?:the\s+|our\s+)?(?:${CALENDAR}|\d[\d.]*(?![\w-]))|${FILE})`;
const MOVED_FROM_TO_EN = new RegExp(
  String.raw`(?:\b(?:[Ww]e|I)(?:'ve|'re|\s+have|\s+are)?\s+(?:now\s+|also\s+|finally\s+)?|^(?:[\w ./-]{1,30}:\s+|(?=[A-Z]))|^(?:(?:(?:[Oo]ur|[Tt]he)\s+(?:[\w.-]+(?:['’]s)?\s+){0,3}?|[A-Z][\w.-]*\s+(?:[\w.-]+\s+)?(?=[a-z])|[A-Z][a-z][\w.-]*\s+(?:for|of)\s+(?:the\s+|our\s+)?(?:[\w.-]+(?:['’]s)?\s+){0,3}?(?=[a-z])|(?=[A-Z][a-z]+(?:[^s\W]s|ing)\s))[\w.-]+\s+(?:(?:are|is|have been|has been)\s+)?|(?!(?:We|I|You|He|She|They|It)\b)(?:[\w.-]+\s+){0,2}?[\w.-]+\s+(?:are|have been)\s+)(?=(?:now\s+)?(?:moving|moved|moves|migrating|migrated|migrates)\s+from\b))(?:now\s+)?(?:(?:[Mm]ov(?:ed|ing))\s+(?:[\w.-]+\s+){1,5}?|Moved\s+(?=from\b)|(?:[Mm]igrat(?:ed|ing)|[Pp]ort(?:ed|ing)|[Uu]pgrad(?:ed|ing)|[Dd]owngrad(?:ed|ing)|[Rr]olled\s+back)\s+(?:[\w.-]+\s+){0,5}?|(?<!\b(?:[Ww]e|I)(?:'ve|'re|\s+have|\s+are)?\s+(?:now\s+|also\s+|finally\s+)?)(?:moving|moved|moves|migrating|migrated|migrates)\s+)from\s+(?:our\s+own\s+|our\s+|the\s+|an?\s+)?(?:${MOVE_END}[\w.+#@/-]+(?:\s+[\w.+#@/-]+){0,5}?\s+(?:back\s+)?to\s+(?:an?\s+|the\s+|our\s+)?${MOVE_END}[\w.+#@/-]+|${NAME}\s+v?\d[\d.]*\s+(?:back\s+)?to\s+v?\d[\d.]*\b)`,
);
/** The same said the other way round, of a part: "Labeling moved to Label Studio from the spreadsheet workflow." */
const MOVED_TO_FROM_EN = new RegExp(String.raw`^(?:[A-Z][a-z]+(?:ing|[^s\W]s)|(?:The|Our)\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:(?:has|have)\s+)?(?:now\s+)?moved\s+(?:over\s+)?to\s+(?:the\s+|our\s+)?(?!${FILE})${NAME}[^.;!?]{0,30}?\s+from\s+(?:the\s+|our\s+|an?\s+)?${MOVE_END}[\w.+#@/-]`);
/**
 * "Moved image resizing out of the API process and into a Lambda …. Resizing inside the API pinned a CPU …": the next
 * sentence says what the old place did, naming it (not what was done next): the move's reason.
 */
function aboutOldPlace(said: string, next: () => string | undefined): boolean {
  const old = MOVED_OFF_EN.exec(said)?.[1];
  const after = old ? next() : undefined;
  if (!old || after === undefined) return false;
  // Named as a name says it ("inside the API" of "the API process"), or every word of it ("inside the web dyno"), or by
  // its kind, its last word, opening the sentence ("The middleware counted per pod, …" after "… out of the Express
  // middleware and into …"); or what the old way used to cost: "Every flag change used to need a redeploy, …".
  const kind = old.split(/\s+/).pop()!;
  const byKind = old.includes(' ') && kind.length >= 4 && new RegExp(String.raw`^(?:the|our|that)\s+(?:old\s+)?${escapeRegExp(kind)}\s`, 'i').test(after);
  // (Or the old way said as an act that went wrong: "Generating the 60-page reports synchronously was hitting the 30 s
  // gateway timeout." after "I've moved the PDF rendering out of the request handler into a background job …".)
  return (namesOptionIn(after, old) || saysEveryWord(after, old) || byKind || USED_TO_COST.test(after) || turnedDown(after, said)?.meant === true) && !NOT_REASON_AFTER_EN.test(after) && !TO_YOU.test(after);
}
/** What the old way used to cost: "used to need a redeploy", "used to take 40 minutes". */
const USED_TO_COST = /\bused to\s+(?:need|require|take|mean|break|fail|cost|block|force)\b/i;
/**
 * "Moved the product cache to Redis so the three replicas share it", "We moved the sessions to Redis because …", "Moved
 * the dbt jobs to the platform team's Airflow": a part of the stack moved to a named thing (whoever runs it), with its
 * reason (not a file: "Moved the helper to utils.ts because …").
 */
const MOVED_TO_EN = new RegExp(String.raw`^(?:[\w ./-]{1,30}:\s+)?(?:(?:I|we)(?:'ve|\s+have)?\s+)?[Mm]oved\s+(?:the\s+|our\s+)?(?:[\w.-]+\s+){1,3}?(?:to|into|onto)\s+(?:the\s+(?:[\w-]+\s+){0,2}?[\w-]+'s\s+)?(?!${FILE})${NAME}`);
/** The reason such a move gives: a connective, or "so (that) the / it / we …". */
const movedToReason = (s: string): boolean => MOVED_TO_EN.test(s) && (reasonOf(s, true) !== undefined || /\bso\s+(?:that\s+)?(?:the|a|an|it|we|they|our|its|every|each|all|nobody)\b/i.test(s));
/**
 * A feature or setting toggled with why (rejections.ts `toggled`): what is toggled is named, or in code as the sentence
 * is written; not for now, nor "until" something ("I disabled `strictNullChecks` temporarily because …").
 */
const toggledForReason = (s: string, said: string): boolean => {
  const thing = toggled(said)?.thing;
  const inCode = !!thing && new RegExp(String.raw`\`[^\`]*${escapeRegExp(thing.split(/\s+/)[0])}`).test(s);
  return !!thing && (inCode || /\w[./_-]\w|[a-z][A-Z]/.test(thing) || NAMED.test(thing)) && !FOR_NOW_EN.test(said) && !/\buntil\b/i.test(said);
};
/** "…, but Recharts has the smallest API …, so that's what I used": a choice said by pointing back at what the sentence named. */
const THATS_WHAT_EN = /\bso that's what (?:i|we) (?:used|went with|picked|chose|implemented|built|set up|wired up)\b/i;
/** The reason a move gives: a connective, "so (that) …", or what the new place gives (", which gives us health checks"). */
const MOVED_REASON = /\bso that\b|,\s*so\s+(?:a|an|the|it|we|they|our|its|nobody|no|users?|every|each)\b|,?\s+so\s+[a-z]+\s+(?:can't|cannot|won't|doesn't|no longer|never|only)\b|,\s*which\s+(?:gives|lets|means|saves|cuts|removes|avoids|keeps|makes|halves|reduces)\b/i;
/** The verb and "from" such a sentence holds: the long pattern runs only on those (its first run costs a fresh hook ~5 ms). */
const MOVE_WORDS = /\b(?:mov(?:ed|ing|es)|migrat(?:ed|ing|es)|port(?:ed|ing)|upgrad(?:ed|ing)|downgrad(?:ed|ing)|rolled back)\s[^.!?]*?\bfrom\s/i;
const movedForReason = (s: string, saidAs: string, next: () => string | undefined) => {
  // (What the old place was, in brackets after it, is no part of the move: "moved from `electron-store` (one JSON file) to …".)
  const said = saidAs.replace(FROM_BRACKET, '$1');
  return (
    MOVE_WORDS.test(said) &&
    (MOVED_FROM_TO_EN.test(said) || MOVED_TO_FROM_EN.test(said)) &&
    !NOT_OURS_EN.test(said.split(/\bfrom\b/)[0]) &&
    // (A part named by a word in -ing is no person: the sentence after may say it is software, "Labeling moved to Label
    // Studio from the spreadsheet workflow. Two annotators were editing the same rows …".)
    (!ONE_WORD_MOVED.test(said) || aboutSoftware(s) || (/^[A-Z][a-z]+ing\s/.test(said) && aboutSoftware(next() ?? ''))) &&
    (reasonOf(s) !== undefined || MOVED_REASON.test(s) || parenReason(s) !== undefined || oldPlaceNext(said, next) || ((aboutSoftware(s) || NAMED.test(s)) && reasonAfter(next() ?? '')))
  );
};
/** A bracket right after a move's old place: " (one JSON file)" of "from electron-store (one JSON file) to SQLite". */
const FROM_BRACKET = /(\bfrom\s+\S+)\s+\([^()]{1,40}\)(?=\s+to\s)/;
/**
 * A part named first, then its move out of a place (rejections.ts SUBJECT_MOVED, in any case): "Session storage moved out
 * of …", said of software only (not "James moved out of Ohio …").
 */
const SUBJECT_MOVED_EN = new RegExp(String.raw`${SUBJECT_MOVED}\s`, 'i');
/** One word, then the move: "Reports moved from …" is said of a part only when the sentence is about software ("James moved from Ohio …" is not). */
const ONE_WORD_MOVED = /^[A-Z][a-z]+\s+(?:moved|moving|migrated|migrating)\s/;
/** What a move (MOVED_FROM_TO_EN) left: the words after "from", without an article. */
const MOVED_FROM = /\bfrom\s+(?:our\s+own\s+|our\s+|the\s+|an?\s+)?([\w.+#@/-]+)/i;
/**
 * "Moved the nightly backup from a cron job on the DB host to pgBackRest …. The cron script only ran pg_dump, so …": the
 * next sentence is about the old place, opening with its first word after an article, or "With node-cron, every web
 * replica ran the same job …", or one that faults the old one by name: the move's reason.
 */
function oldPlaceNext(said: string, next: () => string | undefined): boolean {
  const old = MOVED_FROM.exec(said)?.[1];
  const after = old ? next() : undefined;
  if (!old || !after) return false;
  // (Or a later word of the old place: "With the JSON files, keys nobody used piled up …" after "… moved from i18next JSON
  // files to Lingui …".)
  const more = MOVED_FROM_PLACE.exec(said)?.[1].split(/\s+/).slice(1).filter((w) => !FUNCTION_WORD.has(w.toLowerCase())) ?? [];
  const words = [old, ...more].map(escapeRegExp).join('|');
  // (Or faults the old one by name: "structopt is in maintenance mode …" after "… moved from structopt to clap 4 …".)
  if (faultOf(after)?.option.toLowerCase() === old.toLowerCase() && !TO_YOU.test(after)) return true;
  // (Or a later word of a name of two, opening the sentence alone: "Beat needed its own always-on pod …" after "… from
  // Celery beat to Cloud Scheduler …".)
  const opensOnLater = more.length === 1 && more[0].length >= 4 && new RegExp(String.raw`^${escapeRegExp(more[0])}\s`, 'i').test(after);
  return (opensOnLater || new RegExp(String.raw`^(?:(?:the|our|that|this)\s+(?:old\s+|previous\s+)?|(?:with|on|under)\s+(?:the\s+)?)(?:${words})[\s,]`, 'i').test(after)) && !NOT_REASON_AFTER_EN.test(after) && !TO_YOU.test(after);
}
/** The old place of a move, up to " to ": "from i18next JSON files to Lingui" → "i18next JSON files". */
const MOVED_FROM_PLACE = /\bfrom\s+(?:our\s+own\s+|our\s+|the\s+|an?\s+)?((?:[\w.+#@/-]+\s+){0,3}?[\w.+#@/-]+)\s+to\s/i;
/** A report of going back to a tool, opening a sentence: "Back on Postgres: `pg` is restored and `better-sqlite3` is removed." */
/** "We stay on the single MySQL primary with ProxySQL in front …", "We'll stick with Postgres": what we keep, by name. */
const STAY_ON_EN = new RegExp(String.raw`^(?:[Ww]e|I)(?:'ll|\s+will)?\s+(?:stay|stick)\s+(?:on|with)\s+(?:[^.;!?]{0,60}?\s)?(${NAME})`);
const stayOn = (said: string): boolean => {
  const m = STAY_ON_EN.exec(said);
  return m !== null && isName(m[1]) && aboutSoftware(said);
};
export const BACK_ON_EN = new RegExp(String.raw`^Back (?:on|to) (${NAME})\s*[:—–,]\s`);
/** "I've configured the test setup:" — the items that follow name what was set up, each a choice of its own. */
export const SETUP_INTRO = /^(?:I|we)(?:'ve|\s+have)?\s+(?:configured|set up|chose|chosen|picked|went with|gone with|settled on|installed|wired up)\b.*[:：]$/i;
/**
 * Such an item: a name ("Vitest", "date-fns"), perhaps after a "Label:", perhaps "as the test runner" or "for versioning",
 * then its reason ("— it shares Vite's config", "because …"). Without a reason it is a list of parts, not of choices.
 */
const CHOICE_ITEM =
  /^(?:[\w ./-]{1,30}:\s+)?(?:[A-Z][\w.+#/-]*|[a-z][\w+#/-]*[.-][\w.+#/-]+)(?:\s+[A-Z][\w.+#/-]*)?(?:\s*\([^)]*\))?(?:\s+(?:as|for)\s+(?:(?:the|our|a|an)\s+)?[^—–:;,.]+?)?(?:\s+[—–]\s|:\s|;\s|,?\s+(?:because|since)\b|\s*\((?:not|instead of|rather than|over)\s+[^)]+\)\s*$)/;

/** What a sentence replaced, up to "with": "the hand-written IAM JSON policies" of "I replaced … with …". */
const REPLACED_OBJECT = /\breplac(?:ed|ing)\s+(?:the\s+|our\s+)?(.{3,60}?)\s+with\s/i;
/**
 * A replacement whose next sentence gives the reason, of the thing replaced ("I replaced the hand-written IAM JSON
 * policies with `aws_iam_policy_document` data sources. The heredoc JSON had drifted …"): not one about another way ("…
 * A TTL cache like `ristretto` would also work, but …").
 */
function replacedThenWhy(s: string, next: () => string | undefined): boolean {
  const object = REPLACED_OBJECT.exec(s)?.[1];
  const after = object && NAMED.test(s) ? next() : undefined;
  // (Or says what the old one did: "The old class stripped tags with regexes and let two XSS payloads through …".)
  // (Or says what ours did, the thing replaced said as ours: "Ours retried on every exception, …".)
  if (after && OURS_DID.test(after)) return true;
  if (!after || !(reasonAfter(after) || THE_OLD_ONE.test(after) || faultsReplaced(after, object!))) return false;
  // (A word that ends the sentence without its stop: "… the exported workspace.")
  const said = new Set(after.toLowerCase().split(/[^\w.+#-]+/).map((w) => w.replace(/\.+$/, '')));
  return object!.toLowerCase().split(/\s+/).some((w) => w.length >= 3 && !FUNCTION_WORD.has(w) && said.has(w));
}
/**
 * The next sentence faults the thing replaced, maybe after a phrase that sets the scene: "On the 40-megapixel scans
 * Pillow held the whole decoded image in memory, …".
 */
function faultsReplaced(after: string, object: string): boolean {
  // (Said without its kind too: "I replaced the `request` library with `undici` …. `request` has been deprecated …".)
  // (Or by its last two words, a plain thing of ours read as the name it stands for: "We replaced the nightly full refresh
  // with incremental models …. The full refresh was scanning 4 TB a night, …".)
  const lastTwo = /(?:^|\s)([a-z][\w-]+\s+[a-z][\w-]+)$/.exec(object)?.[1];
  if (lastTwo && lastTwo !== object && new RegExp(String.raw`^(?:the|our)\s+${escapeRegExp(lastTwo)}\s`, 'i').test(after)) {
    if (faultOf(after.replace(/^(?:the|our)\s+/i, '').replace(lastTwo, 'Replaced'))?.option === 'Replaced') return true;
  }
  return [object, object.replace(KIND_AFTER, '')].some((o) => {
    const at = after.indexOf(o);
    return at >= 0 && faultOf(after.slice(at))?.option === o;
  });
}
/** A kind of software said after its name: " library" of "the `request` library". */
const KIND_AFTER = /\s+(?:library|package|module|gem|crate|SDK|client|plugin)$/;
/** "The old class …", "Our previous setup …", "The former library …": the thing set aside, said by its age. */
export const THE_OLD_ONE = /^(?:the|our)\s+(?:old|previous|former|legacy|existing)\s+[a-z][\w-]*\s+(?!(?:is|are)\s+(?:still|kept|left)\b)/i;
/** What ours did, the thing replaced said as ours: "Ours retried on every exception, …". */
const OURS_DID = /^(?:Ours|Our own|The in-house one|The old one)\s+(?:[a-z]{3,}ed|had no|didn't|couldn't)\b/;
/** A part of the work said to be set up, then how after a colon: "Remote state is configured: an S3 bucket with versioning, …". */
/**
 * What a labelled item's choice is for, after ", so": "**Instrumentation:** OpenTelemetry Go SDK with the `otelhttp` and
 * `otelsql` wrappers, so every HTTP handler and SQL query becomes a span without touching the business code".
 */
/** A label, then a tool named as only software is: "Instrumentation: OpenTelemetry …" (not "Make it a habit: Try to …"). */
const LABELLED_TOOL_EN = /^[A-Z][\w ./-]{0,29}:\s+(?:the\s+)?(?:[A-Z][a-z]*[A-Z][\w.+#/-]*|[A-Z]{2,}[\w.+#/-]*|[a-z][\w+#/-]*[.-][\w.+#/-]+)/;
const PURPOSE_SO_EN = /,\s+so\s+(?:that\s+)?(?:every|each|all|the|we|it|nothing|no|our|any)\s[^.;!?]{8,}/i;
/** A choice said with no reason, ending its sentence: "Output format for the export step: I chose GeoParquet." */
const CHOSE_BARE_EN = /\b(?:I|we)\s+(?:chose|picked|went with|settled on|opted for)\s+(?:the\s+)?[\w.+#/-]+(?:\s+[\w.+#/-]+)?[.!]$/;
const CONFIGURED_AS_EN = /^[A-Z][\w -]{2,40}?\s+(?:is|are)\s+(?:now\s+)?(?:configured|set up|in place|wired up)\s*:\s+\S/;
/**
 * A summary's state that ends its paragraph, whose next paragraph (or list) opens by faulting another way: "Queues are
 * set up. Jobs go to Redis via Laravel Horizon, …. ¶ The database driver was the default, but under load it polls …",
 * "Ingestion … now uses Airbyte's CDC connector …. ¶ - Nightly full dumps with `pg_dump` took 3 hours …". That sentence
 * goes on with the decision (heuristics.ts). So does a choice said with no reason ("…: I chose GeoParquet." then, past a
 * table, "Shapefile truncates our field names …"), or a part redone with a named tool ("I've moved the CSV import to a
 * background job (BullMQ) …. ¶ A synchronous import in the request handler was fine for the 200-row test file; …").
 * (Not a question: "Answer: A tennis court." before "2. What has a stick …, but
 * isn't hockey?".)
 */
export const faultedNextParagraph = (s: string, next: () => string | undefined, after: () => string | undefined): boolean =>
  (labelChoice(s, after) || CONFIGURED_AS_EN.test(s) || CHOSE_BARE_EN.test(s) || (REWORKED_EN.test(s) && NAMED.test(s)) || ((NOW_EN.test(s) || IS_NOW_EN.test(s)) && NAMED.test(s) && !TENTATIVE_EN.test(s))) && next() === undefined && !/\?\s*$/.test(after() ?? '?') && faultNext(s, after);
/** Where a sentence stands: an item under an intro that announced choices (`setup`), the sentence after it in its paragraph (`next`, read only when needed), more sentences that decide (`also`). */
export interface Place {
  item: boolean;
  setup: boolean;
  next: () => string | undefined;
  /** The next paragraph's first sentence, when the sentence is a paragraph of its own. */
  opening: () => string | undefined;
  /** The next paragraph's first sentence, when one more sentence ends the sentence's paragraph. */
  openingAfterNext: () => string | undefined;
  /** The sentence after `next` in the paragraph, when there is one. */
  afterNext: () => string | undefined;
  /** The next paragraph's first sentence, when the sentence ends its paragraph (alone in it or not). */
  closing: () => string | undefined;
  /** Whether the sentence ends its paragraph and the next one opens by faulting another way (`faultedNextParagraph`; read once). */
  leadsNext: () => boolean;
  also: (sentence: string) => boolean;
}

/**
 * Options gone through, then one picked, as a summary says it with its subject or without: "Went through the options for
 * rate limiting the public API and picked the token bucket in Redis …" (options named as such, about software: not "…
 * the menu and picked the salmon", "Looked at the flame graph and picked the hottest path").
 */
const WEIGHED_THEN_PICKED_EN = /^(?:(?:I|we)\s+)?(?:went through|looked at|looked into|compared|weighed|evaluated|benchmarked|tested|tried)\s+(?:the\s+|a few\s+|some\s+|several\s+|two\s+|three\s+|four\s+|all\s+(?:the\s+)?)?(?:[\w-]+\s+)?(?:options|alternatives|candidates|approaches|libraries|tools|choices)\b[^.!?\n]{0,80}?,?\s+and\s+(?:then\s+|finally\s+)?(?:picked|chose|went with|settled on|opted for)\s/i;
/**
 * Whether a sentence decides: `s` as written, `said` as the patterns read it (`asSaid`). Not one of the choices that
 * mean nothing outside the conversation (not-a-choice.ts); any of the forms above, or a setting chosen for a reason.
 */
export function decidesIn(s: string, said: string, { item, setup, next, opening, openingAfterNext, afterNext, closing, leadsNext, also }: Place): boolean {
  return (
    !NOT_A_CHOICE_EN.test(said) &&
    !AGENT_TOOL_EN.test(said) &&
    !STEP_EN.test(said) &&
    ((DECIDE_EN.test(said) && !NARRATION_EN.test(said) && !aboutMine(said)) ||
      (ENDED_UP_EN.test(said) && aboutSoftware(s) && !NARRATION_EN.test(said) && !aboutMine(said)) ||
      (WEIGHED_THEN_PICKED_EN.test(said) && aboutSoftware(s) && !aboutMine(said)) ||
      // (Or names the ways weighed and the one that won: "We considered three brokers — NATS, RabbitMQ and Redis Streams — and NATS
      // won: …", rejections.ts `weighedOthers`.)
      (weighedOthers(said).length > 0 && aboutSoftware(s) && !aboutMine(said)) ||
      DECIDE_NOW_EN.test(said) ||
      stayOn(said) ||
      (INSTEAD_NOW_EN.test(said) && NAMED.test(s)) ||
      DECIDE_JA.test(s) ||
      switchedJa(s, next) ||
      (DONE_WITH_JA.test(s) && WEIGHED_BUT_JA.test(next() ?? '')) ||
      (DONE_WITH_ZH.test(s) && WEIGHED_BUT_ZH.test(next() ?? '')) ||
      ((USED_ZH.test(s) || NOW_USING_ZH.test(s) || PART_USES_ZH.test(s)) && cjkSetAsideNext(FAULTED_NEXT_ZH, USED_BEFORE_ZH, next)) ||
      (PART_USES_ZH.test(s) && REASON_ZH_AFTER.test(s)) ||
      (NOW_USING_JA.test(s) && weighedCjk(next() ?? '')) ||
      (STATE_IS_JA.test(s) && cjkSetAsideNext(FAULTED_NEXT_JA, USED_BEFORE_JA, next) && aboutSoftwareWithNext(s, next)) ||
      SUPERSEDE_JA.test(s) ||
      DECIDE_ZH.test(s) ||
      decidesEuropean(said, next, closing) ||
      SUPERSEDE_ZH.test(s) ||
      DECIDE_PASSIVE_EN.test(said) ||
      answeredNo(said) !== null ||
      KEEP_ON_EN.test(said) ||
      PREFER_EN.test(said) ||
      PLAN_EN.test(said) ||
      STICKING_EN.test(s) ||
      wentFor(s) ||
      (IN_FAVOR_EN.test(said) && FIRST_PERSON_EN.test(said) && !MAKERS_DID_EN.test(said)) ||
      (MOVED_SUMMARY_EN.test(s) && (reasonOf(s) !== undefined || parenReason(s) !== undefined || reasonAfter(next() ?? ''))) ||
      MIGRATED_EN.test(said) ||
      movedForReason(s, said, next) ||
      movedToReason(said) ||
      toggledForReason(s, said) ||
      GOING_TO_USE_EN.test(said) ||
      (REJECT_FIRST_EN.test(said) && (THEN_MOVED_EN.test(said) || (/,?\s+but\s/.test(said) && OTHER_WAY_MEASURED_EN.test(next() ?? ''))) && !NARRATION_EN.test(said)) ||
      (USING_NOW_EN.test(said) && (/\b(?:because|since)\b/i.test(s) || /,\s+not\s/i.test(s) || clauseFault(s) !== null || faultNext(s, next))) ||
      (replacing(s) && (reasonOf(s) !== undefined || (/\bnow\b/.test(s) && reasonAfter(next() ?? '')))) ||
      (NOW_FIRST_EN.test(s.split(/;\s+|\s[—–]\s+/)[0]) && NAMED.test(s) && clauseFault(s) !== null) ||
      // (Not what is left as it was: "The Grafana board stays as it is. Loki works fine for now, but …".)
      ((NAMED.test(s) || KEPT_FIRST_EN.test(said) || NOW_EN.test(s) || IS_NOW_EN.test(s) || REWORKED_EN.test(said) || settingIs(s) || PLATFORM_NOW_EN.test(said) || STORED_AS_EN.test(said)) && !TENTATIVE_EN.test(said) && !UNCHANGED_EN.test(said) && faultNext(s, next) && turnedDown(s, '') === null) ||
      (!TENTATIVE_EN.test(said) && triedFirstNext(s, next)) ||
      nowInstead(s, next) ||
      (BETTER_FIT_EN.test(s) && FOR_US_EN.test(s)) ||
      ((REPLACES_EN.test(s) || replacesLower(s)) && (reasonOf(s, true) !== undefined || parenReason(s) !== undefined || replacedThenMeasured(s, next) || replacedWhichFaulted(s) || MEASURED_EN.test(s))) ||
      ((replacedPassive(said) !== null || (replacedPassiveOption(said) !== null && reasonAfter(next() ?? ''))) && !NOT_OURS_EN.test(said)) ||
      (swappedNames(said) && reasonOf(s) !== undefined) ||
      (swappedForName(s) && (reasonAfter(next() ?? '') || PURPOSE_SO_EN.test(said))) ||
      measuredAgainst(s) !== null ||
      removedForReason(s, said, next) ||
      nowThenRemoved(s, next, opening) ||
      goneThenDone(s, said) ||
      ((NOW_EN.test(s) || IS_NOW_EN.test(s) || labelNamed(said)) && NAMED.test(s) && GONE_CLAUSE_EN.test(said) && !TO_YOU.test(said)) ||
      stateThenDropped(s, said) ||
      nowThenMeasured(s, next) ||
      nowThenStaysElsewhere(s, next) ||
      isNotThenFaulted(said, next) ||
      stateThenHowItWas(s, next, opening, openingAfterNext) ||
      nowThenReasonIs(s, next, afterNext) ||
      (KEPT_ONE_EN.test(said) && reasonOf(s) !== undefined && aboutSoftware(s)) ||
      droppedThenWhy(said, next) ||
      (OUT_EN.test(said) && ((aboutSoftware(s) && outForFault(said)) || ((USED_INSTEAD_NEXT.test(next() ?? '') || COVERED_NEXT.test(next() ?? '')) && aboutSoftwareWithNext(s, next) && !DOWN_THING.test(said)))) ||
      movedThenRemoved(said, next, opening) ||
      whyChose(said) !== null ||
      whyLabelChoice(s, said) ||
      (IT_IS_EN.test(s) && clauseFault(s) !== null) ||
      (MOVED_OFF_EN.test(said) && (!SUBJECT_MOVED_EN.test(said) || aboutSoftware(s)) && (reasonOf(s) !== undefined || MOVED_REASON.test(s) || aboutOldPlace(said, next))) ||
      THATS_WHAT_EN.test(said) ||
      BACK_ON_EN.test(said) ||
      (wonIn(said) !== null && aboutSoftware(s) && !NOT_OURS_EN.test(said)) ||
      gerundMoved(said)?.reason !== undefined ||
      ((MOVING_OFF_EN.test(said) || revertedTool(said) !== null) && !NOT_OURS_EN.test(said) && (reasonOf(s) !== undefined || reasonAfter(next() ?? ''))) ||
      (REPLACED_EN.test(said) && (reasonOf(s, true) !== undefined || (replacedNames(said) && parenReason(said) !== undefined) || replacedThenMeasured(s, next) || replacedThenWhy(s, next))) ||
      replacedColonReason(said) ||
      replacedFaulted(said) ||
      handReplaced(said) ||
      forLabelPick(said) !== null ||
      labelOver(s, next) ||
      labelToolWhy(said) ||
      bareOver(said, next) ||
      (item && setup && CHOICE_ITEM.test(s) && (!FILE_ITEM.test(s) || clauseFault(s) !== null)) ||
      (labelChoice(s, next) && (clauseFault(s) !== null || bracketFault(s) !== null || faultNext(s, next) || REASON_THAN_EN.test(said) || labelNotName(s, next) || (item && PURPOSE_SO_EN.test(said) && aboutSoftware(s) && LABELLED_TOOL_EN.test(said)))) ||
      leadsNext() ||
      (item && LABELLED_EN.test(s) && (clauseFault(s) !== null || faultNext(s, next))) ||
      (CONTRAST_EN.test(said) && NAMED.test(s) && !NOT_OURS_EN.test(beforeReason(said)) && !WOULD_HAVE_BEEN_EN.test(said) && !TOOK_INSTEAD_EN.test(said) && !PASSES_NOW_EN.test(said) && !FAILED_INSTEAD_EN.test(said) && !ADVICE_EN.test(s) && !NARRATION_EN.test(said) && (CONTRAST_REASON_EN.test(said) || contrastColonReason(said) || insteadColonReason(said) || (modelMayRead(s.replace(ANSWERED, '')) && reasonAfter(next() ?? '')) || faultNext(s, next) || setAsideFaulted(said, next))) ||
      // (Or the next sentence faults what it was set against: "The search index is rebuilt nightly instead of updated on
      // every write. Live updates doubled the write latency …".)
      (PASSIVE_STATE_EN.test(said) && CONTRAST_EN.test(said) && (contrastColonReason(said) || faultNext(s, next))) ||
      (PASSIVE_WITH_INSTEAD_EN.test(said) && aboutSoftware(s) && (reasonOf(s) !== undefined || reasonAfter(next() ?? ''))) ||
      (LABELLED_DECISION_EN.test(s) && aboutSoftware(s)) ||
      (RULE_EN.test(s) && !NOT_OURS_EN.test(s)) ||
      (KEPT_FIRST_EN.test(said) && !KEPT_IDIOM.test(said) && NAMED.test(s) && reasonOf(s) !== undefined && !NOT_OURS_EN.test(said)) ||
      (KEPT_FIRST_EN.test(said) && !KEPT_IDIOM.test(said) && KEPT_SO_EN.test(said) && aboutSoftware(s) && !NOT_OURS_EN.test(said)) ||
      (WE_RULE_LATER_EN.test(said) && aboutSoftware(s) && !NOT_OURS_EN.test(said)) ||
      TEAM_DECIDED_EN.test(said) ||
      WE_RETIRE_EN.test(s) ||
      moveAndRetire(said) ||
      (WE_ADOPT_EN.test(s) && !/^I\b/.test(s)) ||
      (AGREED_THAT_EN.test(said) && NAMED.test(s)) ||
      (RULE_TAIL_EN.test(s) && !NOT_OURS_EN.test(s)) ||
      (STATE_FROM_NOW_EN.test(s) && NAMED.test(s) && aboutSoftware(s)) ||
      (bracketRejects(said) && !NOT_OURS_EN.test(said)) ||
      setsForReason(s, next) ||
      settingWeighed(s, next) ||
      settingNow(s) ||
      componentNow(s, said) ||
      settingBack(said) ||
      also(s))
  );
}
