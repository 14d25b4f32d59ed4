import type { DecisionMeta } from '../types.ts';
import { RECOMMEND, actedRecommendation } from './accepted.ts';
import { hasCjk } from '../util/cjk.ts';
import { DECIDE_EN, DECIDE_PASSIVE_EN, DOES_NEXT_EN, LABELLED_EN, MEASURED_EN, PASSES_NOW_EN, REMOVED_FROM_EN, SETUP_INTRO, STAYS_ELSEWHERE_EN, THE_OLD_ONE, decidesIn, faultedNextParagraph } from './decides.ts';
import type { Captured } from './explicit.ts';
import { extractConventions } from './conventions.ts';
import { decidesEuropean, europeanFaultNext, setAsideEuropean } from './european.ts';
import { FUNCTION_WORD, clauseFault, faultOf, splitFaults, turnedDown } from './faults.ts';
import { GERUND, NAME, NAME_OR_WORD, isName, isTool, opensOnAct } from './names.ts';
import { aboutSoftware } from './software.ts';
import { capitalised, escapeRegExp } from '../util/text.ts';
import { IN_TIME_INSTEAD_EN, IT_BUT_EN, TO_YOU, UNCHANGED_EN, modelDecisions } from './model-decides.ts';
import { isNarration, type NarrationModel } from './narration.ts';
import { modelOption } from './option-model.ts';
import { LABELLED, laidOutOptions, saysWord } from './offered.ts';
import { withOwnPicks } from './own-pick.ts';
import { FAILED_INSTEAD_EN, HYPOTHETICAL_EN, OFFER_EN, WOULD_ALSO_DO } from './not-a-choice.ts';
import { NAMED, cutOption, namesOptionIn, sameActElsewhere, saysEveryWord } from './options.ts';
import { forbiddenFirst, groundsOf, opensDecision, orderThenFaultJa, promptDecides, promptMovedOff, promptPreference, promptSwap, weDecide } from './prompt-decisions.ts';
import { otherValues, triedValue } from './setting-rules.ts';
import { LEAD_IN, asSaid, isProse, joinSentence, sentences, type Unit, units } from './prose.ts';
import { withWhySection } from './why-section.ts';
import { markedListChoices, tableChoices } from './table-choices.ts';
import { NOT_REASON_AFTER_EN, REASON_AFTER_EN, REASON_NEXT_EN, REASON_NEXT_JA, REASON_NEXT_ZH, reasonAfter, reasonOf } from './reasons.ts';
import { saidNo } from './refusals.ts';
import { GONE_CLAUSE_EN, LOOKED_AT, SUPERSEDE_JA, SUPERSEDE_ZH, IS_NOT_EN, NOT_INLINE_EN, ONLY_REJECTS, OTHER_ROUTE, REJECT_FIRST_EN, REJECT_ITEM_EN, NAMED_REMOVED_OPENING_EN, REMOVED_OPENING_EN, SIMPLER_BUT, TAKEN_OUT_PASSIVE, TOOK_OUT, TOOK_OUT_LEAD, alternativesNamed, optionsFrom, reasonIsName, rejectedIn, WE_DROP_THING_EN, versusOthers, weighedAlone, weighedCjk, weighedOthers, wordAt } from './rejections.ts';

// Offline, LLM-free extraction of decisions and rejected alternatives from
// free text (English and Japanese). Precision over recall: a sentence must
// match a decision or rejection pattern; questions, code and tool noise are
// skipped, so chit-chat is never stored. The patterns live beside this file
// (decides.ts, rejections.ts, reasons.ts, …); this one walks a text's
// sentences and keeps each decision with what it turned down.

/** "I kept X; switching to Y would …": what was kept is the choice, next to the option it turns down. */
const KEPT_EN = new RegExp(String.raw`^${LEAD_IN}(?:[A-Z][\w ]{0,20}:\s+)?(?:(?:for|in|on)\s[^,;:]{2,40}?,?\s+)?(?:i|we)(?:'ve| have)?\s+(?:kept|left|stayed with|stuck with)\s`, 'i');
const SUPERSEDE_EN = /\b(?:switch(?:ing|ed)?(?: [\w.-]+){0,3}? (?:away )?from|mov(?:e|ing|ed) away from|(?:mov(?:e|ing|ed)|migrat(?:e|ing|ed)|port(?:ing|ed)|upgrad(?:e|ing|ed)|downgrad(?:e|ing|ed)|rolled back)(?: [\w.-]+){0,5}? from|replac(?:e|es|ing|ed)|supersed(?:e|es|ing|ed)|no longer us(?:e|ing))\s+(?:our own |our |the |using )?([A-Za-z0-9][\w.+#/-]*(?:\s+[\w.+#/-]+){0,2})/i;
/**
 * "Why not Redis?" asked and answered, as agents explain a choice ("**Why not Redis?** One instance, so an
 * LRU is enough"). The option is a name, perhaps with a word or two of what of it ("Why not Redis pub/sub?";
 * not "Why not try yoga?", a suggestion), and the answer must say
 * what is wrong with it or why it is not needed. Right after a decision, any one word names the option
 * ("I went with pino. Why not winston? …").
 */
const whyNot = (option: string) => new RegExp(String.raw`^[Ww]hy not\s+(?:use\s+|just\s+)?(${option})\s*\?$`);
const WHY_NOT = whyNot(String.raw`${NAME}(?:\s+${NAME}|\s+(?!(?:instead|then|here|there|now|too|also|just|yet|first|directly|again|anymore)\b)[a-z][\w+#/-]*){0,2}`);
const WHY_NOT_WORD = whyNot(String.raw`[\w.+#/-]+`);
/** After a state or a labelled line it answers for, up to three words: "**Why not presigned URLs?**" under "**Storage:** files stream straight to S3 …". */
const WHY_NOT_WORDS = whyNot(String.raw`[\w.+#/-]+(?:\s+[\w.+#/-]+){0,2}`);
/** A labelled line: "Storage: files stream straight to S3 with a multipart upload; …". */
const LABELLED_LINE = /^[A-Z][\w ./-]{0,29}:\s+\S/;
/** "Why SwiftData and not Core Data directly?": asked of the way taken, naming the other; the option that other. */
const WHY_THIS_NOT = new RegExp(String.raw`^[Ww]hy\s+(?:use\s+)?(?:[\w.+#/-]+(?:\s+[\w.+#/-]+){0,2}?)\s+(?:and\s+not|,\s*not|over|instead\s+of|rather\s+than)\s+(${NAME}(?:\s+${NAME})?)(?:\s+(?:directly|here|instead|for this))?\s*\?$`);
/** The same asked of the way itself and answered "No": "Go with a monorepo? No: the mobile app and the API ship on …". */
const ASKED_NO = /^(?:go with|use|switch to|move to|adopt|add|try)\s+(?:an?\s+|the\s+)?([\w.+#/-]+(?:\s+[\w.+#/-]+){0,2})\s*\?$/i;
const NO_ANSWER = /^No\b[:,.—–]?\s+/;
/**
 * The same asked and answered in one sentence, as a label: "Why not SWR: we need mutations with optimistic updates …",
 * "Why not Click directly: Typer is Click underneath, …" (an answer of three words or more, or in Japanese or Chinese,
 * which write none apart: "Why not Airflow: Airflow 需要单独的调度器和数据库…").
 */
const whyNotLabel = (option: string) => new RegExp(String.raw`^[Ww]hy not\s+(?:use\s+|just\s+|the\s+|an?\s+)?(${option})(?:\s+(?:directly|here|instead))?\s*(?:\?\s*)?[:—–]\s+(\S+(?:\s+\S+){2,}?|(?=[^\n]*[\u3040-\u9fff])[^\n]{4,}?)[.!。]?$`);
/**
 * (Or what kind of thing, after an article: "**Why not the database:** a year of exports is ~60 GB of blobs, …"; or a
 * way with the name it goes to: "**Why not self-host on Fly.io:** …".)
 */
const WHY_NOT_LABEL = whyNotLabel(
  String.raw`${NAME}(?:\s+${NAME}){0,2}|(?<=\s(?:the|an?)\s+)[a-z][\w-]*(?:\s+[a-z][\w-]*)?|[a-z][\w-]*\s+(?:it\s+|them\s+)?(?:on|to|with|behind|through)\s+(?:the\s+)?${NAME}(?:\s+${NAME})?`,
);
/** An answer that gives no reason, only where one is: "That was decided before I joined; the ADR … has the reasoning." */
const DEFERRED_ANSWER_EN = /^(?:that|it|this)\s+(?:was|were|had been)\s+(?:decided|chosen|picked|settled)\s+(?:long\s+)?(?:before|by)\b|^(?:I'm not sure|I am not sure|I don't know|not sure)\b/i;
/** Right after a decision, any one word: "**Why not polling:** 2,000 dashboards polling every 5 s is …". */
const WHY_NOT_LABEL_WORD = whyNotLabel(String.raw`[\w.+#/-]+`);
/** Right after a state said as it now is, up to four words: "## Why not retry inline" (read as "Why not retry inline: …"). */
const WHY_NOT_LABEL_WORDS = whyNotLabel(String.raw`[\w.+#/-]+(?:\s+[a-z][\w-]*){0,3}`);
/**
 * A label that says what was not taken, the option after it and why: "**Not chosen:** row-level security on shared
 * tables — a missed policy …", "Ruled out: Kafka, because …". (Not "Rejected:", a marked line.)
 */
const NOT_CHOSEN_LABEL =
  /^(?:Not (?:chosen|picked|taken|used)|Ruled out|Passed on|Turned down|Set aside|Considered)\s*:\s+([^:;—–]{2,60}?)(?:\s+[—–]\s+|:\s+|,?\s+(?:because|since|as)\s+)(\S+(?:\s+\S+){2,}?)[.!]?$/;
/** The same label with the name alone, its why in the next sentence: "**Considered and rejected: Diesel.** Its DSL is …". */
const NOT_CHOSEN_ALONE = new RegExp(String.raw`^(?:Not (?:chosen|picked|taken|used)|Ruled out|Passed on|Turned down|Set aside|Considered and (?:rejected|dropped|ruled out))\s*:\s+(${NAME}(?:\s+${NAME})?)[.!]?$`);
const WHY_NOT_ANSWER =
  /,\s+but\b|\b(?:would|wouldn't|(?:we|it|that|you|they)'d|isn't|aren't|doesn't|don't|didn't|can't|cannot|won't|no need|not needed|unnecessary|enough|overkill|overhead|too|adds?|needs?|requires?|lacks?|heavier|slower|costs?|(?:does|did) nothing|only)\b|\w-only\b/i;
/** A change that puts one thing in another's place: "switched authentication to Clerk", "moved the jobs to …". */
const SWITCHED = /\b(?:switch(?:ed)?|mov(?:ed|e)|migrat(?:ed|e)|replac(?:ed|e)|swapp(?:ed)?|port(?:ed)?)\b/i;
/** How many items of a change's list are read for what it took out. */
const CHANGE_ITEMS = 8;
/** "Removed the Redis client and its config", "dropped the `moment` dependency": a named tool's part taken out. */
const REMOVED_EN = new RegExp(
  String.raw`${TOOK_OUT_LEAD}(?:[Dd]eleted|${TOOK_OUT})\s+(?:the\s+|our\s+)?(${NAME_OR_WORD})\s+(?:client|clients|dependency|dependencies|package|packages|library|config|configuration|setup|integration|module|adapter|driver|SDK|service|container|connection|calls|code|gem|gems|crate)\b`,
);
/**
 * A list item of a change that takes out a named package among other things: "- Removed `auth.ts`, the Drizzle adapter
 * tables migration, and the `next-auth` package." after "I have switched authentication to Clerk as requested." (the
 * kind ends an element of the list: "the Drizzle adapter tables migration" names no adapter taken out).
 */
const REMOVED_LISTED_EN = new RegExp(
  String.raw`${TOOK_OUT_LEAD}(?:[Dd]eleted|${TOOK_OUT})\s(?:[^.;!?]|\.\w){0,120}?\b(?:the\s+|our\s+)?(${NAME_OR_WORD})\s+(?:package|packages|dependency|dependencies|gem|gems|crate|crates|library|SDK|client|module|adapter|plugin)(?=\s*(?:,|\band\b|[.;]|$))`,
);
/**
 * The same said of the part, in a later clause: "…; the ristretto cache is removed", "… — the Celery worker has been
 * deleted" (not the last of a list: "Celery, its beat scheduler and the Redis container are gone"). The word before
 * the part names it, known or not (the part's noun says it is one); the option is both.
 */
const REMOVED_PASSIVE_EN = new RegExp(
  String.raw`(?:;|\s[—–])\s+(?:the|our)\s+([\w.+#-]+\s+(?:client|clients|cache|caches|store|dependency|package|library|config|setup|integration|module|adapter|driver|SDK|service|container|worker|workers|queue|cron job))\s+${TAKEN_OUT_PASSIVE}`,
  'i',
);
/** "The LightGBM code is kept in `models/lgbm.py` but no longer used by `train.py`": what the change left unused. */
const NO_LONGER_USED_EN = new RegExp(String.raw`^(?:[Tt]he|[Oo]ur)\s+(${NAME})\s+(?:code|model|client|module|integration|setup|config|version|implementation)\b(?:[^.;!?]|\.(?=\w)){0,60}?\bno longer (?:used|called|loaded|run|imported)\b`);
/** "Plain SQL with pg it is.": what was chosen, said right after a decision that named what it turned down. */
const CHOSEN_NEXT = /^(?!(?:that|this|so|here|there|which|what|how|such|as|it)\b)(.{2,60}?)(?<!\b(?:as|how|what|where|that|which|whatever|than|like))\s+it is[.!]$|^(?:they|it|we|the\s+[\w -]{2,30}?)\s+(?:stays?|remains?|keeps?|stick with|stay with)\s+(?:on\s+|in\s+|with\s+)?\S[^.!?;]{0,50}[.!]$/i;
/**
 * A sentence that only weighs an option and sets it aside ("I considered doing it in nginx, but …", "GraphQL
 * federation was the other candidate, but …"): it belongs to the decision said just before it, across a paragraph
 * or a heading ("## Why"), or else to a one-sentence paragraph right before it that says what was done.
 */
export const SET_ASIDE = new RegExp(
  String.raw`^(?:so\s+|but\s+)?(?:(?:I|we)(?:'ve|\s+have)?\s+)?(?:also\s+|first\s+|briefly\s+)?(?:considered|evaluated|${LOOKED_AT}|did look at|weighed|went back and forth on|was tempted by|toyed with|thought about|thought of|talked about)\b|\b(?:was|were)\s+(?:also\s+|briefly\s+)?(?:considered|evaluated|${OTHER_ROUTE}|${SIMPLER_BUT}|an\s+option(?:\s+too)?(?=\s*[;:—–,]))|\b(?:looked|seemed)\s+${SIMPLER_BUT}|\b${WOULD_ALSO_DO}|^(?:(?:moving|switching|migrating|upgrading)\s+to\s+)?\S+(?:\s+\S+)?\s+(?:came up|was (?:suggested|proposed|discussed|raised))\b`,
  'i',
);
/**
 * An option set aside in words said of it ("Formik was the other obvious choice, but …", "Algolia would also work,
 * but …", "Path-based versioning came up in the review, but …"): no step of the agent's, whatever the learned check
 * reads in the rest (unless it speaks to "you": "Postgres would also work here, but it depends on what your hosting
 * supports" is advice, which the check may still turn down).
 */
const SAID_OF_OPTION = new RegExp(String.raw`\b(?:was|were)\s+(?:also\s+|briefly\s+)?(?:${OTHER_ROUTE}|${SIMPLER_BUT}|left alone\b|not pursued\b)|\b(?:looked|seemed)\s+${SIMPLER_BUT}|\b${WOULD_ALSO_DO}|\b(?:came up|was (?:suggested|proposed|discussed|raised))\b[^.!?;]{0,40}?,?\s+but\b`, 'i');
/** A thing taken out, then why: "I dropped the rotating file handler — containers lose …", "We removed X because …". */
const TOOK_OUT_WHY = new RegExp(String.raw`^(?:I|we)(?:'ve|\s+have)?\s+(?:also\s+)?${TOOK_OUT}\s[^—–:;]{2,60}?(?:\s[—–]\s|:\s|,?\s+(?:because|since|as)\s)`, 'i');
/** A part of the work set up with a named tool, in one short sentence: "I've set up orchestration with Dagster.", "Addressables are set up for the level assets.". */
const SET_UP_WITH = new RegExp(String.raw`^(?:(?:I|we)(?:'ve|\s+have)?\s+(?:set up|configured|wired up|built)\s+(?:the\s+)?[a-z][\w -]{2,40}?\s+(?:with|on|using|via)\s+${NAME}(?:\s+${NAME})?|${NAME}(?:\s+[\w.+#/-]+)?\s+(?:is|are)\s+(?:now\s+)?(?:set up|configured|wired up|in place)\s+(?:for|in|on)\s+[^.!?]{2,50})[.!]$`);
/** "… is on `flutter_bloc` now", "Sessions now live in Redis" (not "for now", "right now"): how things are after a change. */
const SAYS_NOW = /(?<!\b(?:for|right|until|by)\s)\bnow\b/i;
/** A state said as it is now: "Logs are now JSON lines …", "The worker now runs …". */
const STATE_NOW = /\b(?:is|are)\s+now\b|\bnow\s+(?:is|are|uses?|runs?|goes|go|lives?|comes?|ships?)\b/i;
/** A way named as one weighed, and nothing more: "Terraform Cloud was the other candidate.". */
const NAMED_ASIDE = new RegExp(String.raw`^(?:the\s+)?(${NAME}(?:\s+${NAME}){0,2})\s+(?:was|were)\s+(?:also\s+)?(?:${OTHER_ROUTE})[.!]$`);
/** What we / I did not keep using: "I didn't keep using Resources.Load: …". */
const NOT_KEPT_USING = /^(?:I|we)\s+(?:didn't|did not)\s+keep\s+(?:using|running|relying on)\s/i;
/** What we had or used before: "We had a cron …", "We used to run …", "We were serving …". */
const HAD_BEFORE = /^(?:we|i)\s+(?:had|used to|were (?:using|running))\b|^we\s+were\s+[a-z]{2,}ing\b/i;
/** A list item that says what is used, as it is: "Auth uses `simplejwt` with …" (not "The app would otherwise need …"). */
const ITEM_STATE = /^(?![^.!?]*\b(?:would|could|might|should)\b)[^.!?]{0,60}?\b(?:uses?|runs?|goes|go|lives?|stays?|is|are)\b/i;
/** How near after the decision such a sentence joins it: at most this many sentences on. */
const SET_ASIDE_WITHIN = 2;
/**
 * "X was also an option, but …", "X was an option too; …", "X was another option, but …", "X was the other route we
 * discussed.": an option set aside, said of it.
 */
const AN_OPTION = /\b(?:was|were) (?:also )?(?:(?:an|another) option|the other (?:candidate|option|route|contender|choice))\b/i;
/**
 * An option weighed for another matter: "I also looked at …", "We also considered …" (not "I also tried XGBoost: …, but
 * …", a try at the same work).
 */
const ALSO_WEIGHED = /^(?:I|we)\s+also\b(?!\s+(?:tried|benchmarked|tested|measured|compared)\b)/i;
/**
 * A list item that says what was not chosen ("Not RabbitMQ: …", "GoogleTest is out; its mocking is nice, but …"), after
 * one under a label (LABELLED_EN, "Queue: SQS …").
 */
const NOT_LABEL_ITEM = /^Not\s+[\w.+#/-]+(?:\s+[\w.+#/-]+)?\s*:\s+\S|^[A-Z][\w.+#/-]*(?:\s+[\w.+#/-]+)?\s+(?:is|are)\s+out(?:\s+too)?\s*(?:[:;]|\s[—–])\s+\S/;
/** "I considered X, but …", "We weighed X …": an option weighed, never the agent's next step. */
const WEIGHED_FIRST = /^(?:I|we)(?:'d|\s+had)?\s+(?:also\s+|briefly\s+)?(?:considered|weighed|evaluated|thought about)\b/i;
/** A try at the same work: "I also tried XGBoost: …", "I tried XGBoost too: …". */
const ALSO_TRIED = /^(?:I|we)\s+(?:also\s+(?:tried|benchmarked|tested)\b|(?:tried|benchmarked|tested)\s+(?:[\w.+#/-]+\s+){0,2}?[\w.+#/-]+\s+(?:too|as well)\b)/i;
/** A paragraph that gives the reason under a label: "Why: …", "**Reason**: …", "Rationale — …". */
const WHY_LABEL = /^(?:why|reason|rationale|the reason)\s*(?:[:：]|\s[—–]\s)\s*(.+)$/i;
/** How far after the decision such a reason may come: a list of the change's other parts may stand between. */
const WHY_WITHIN = 4;
/** What a change came to, not what was done: "All 312 tests pass.", "The suite now runs in 6 minutes instead of 14." */
const RESULT_EN =
  /^(?:all\s+)?(?:\d[\d,]*\s+)?(?:the\s+)?(?:(?:unit|integration|e2e|end-to-end|api)\s+)?(?:tests?|suite|specs?|build|ci|checks?|lint|pipeline|job)\b.{0,60}?\b(?:pass(?:es|ed)?|green|clean|succeed(?:s|ed)?|(?:now\s+)?(?:runs?|ran|takes?|took|finish(?:es|ed)?)\s+in)\b/i;
/** "…, so I left React in place": what was done instead, said in the same sentence (not "…, so I left it out"). */
const SAYS_INSTEAD = /,?\s+(?:so|and so)\s+(?:I|we)\b(?!\s+(?:left|kept)\s+(?:it|them)\s+out\b|\s+(?:skipped|dropped|didn't|did not)\b)/i;
/**
 * A decision that names its choice only by pointing back: "I opted for the latter, as …", "I went with option
 * B because …", "I chose this approach because …", "This is why I opted for an infinite loop", "I went with this over
 * Algolia because …", "I chose 5 because …"
 * (a number set in the sentence before). Alone it says nothing later, so the sentences it points to
 * (BACK_CONTEXT) are kept with it.
 */
const REFERS_BACK =
  /\b(?:(?:chose|picked|went with|settled on)\s+\d+(?:\.\d+)?(?:\s*(?:%|ms|s|seconds|minutes|hours|days|MB|GB|KB))?(?=\s*(?:because|since|as|,|:|$))|the\s+(?:latter|former)|(?:the\s+)?(?:first|second|third|last|other)\s+(?:one|option|approach|alternative|variant|proposal)|(?:option|approach|alternative|variant|proposal)\s+(?:\d+|[A-D]|one|two|three)\b|(?:this|that)\s+(?:approach|option|setup|design|solution|route|way|pattern|strategy|one)|(?:this|that) is why|for (?:this|that|these|those) reasons?|(?:went with|chose|picked|opted for|preferred)\s+(?:this|that|it)\s+(?:over|instead of|rather than)\b|\b(?:kept|left|made)\s+(?:it|them)\s+as\s+(?:an?\s+|the\s+)?[\w-]+)/i;
/**
 * REFERS_BACK in what a sentence decides, before its reason: "I didn't use a plain `Task.Supervisor`: a job started that
 * way is lost …" points back at nothing ("that way" is the option's).
 */
const pointsBack = (said: string): boolean => REFERS_BACK.test(said.split(/:\s|;\s|\s[—–]\s|,?\s+(?:because|since)\s/)[0]);
/** At most this much of what came before: the nearest sentences, in unbroken blocks (a list's items are each one). */
const BACK_CONTEXT = { sentences: 3, chars: 400 };

/** The prose right before unit `i` that a pointing decision refers to, nearest last, none that a decision already holds. */
function backContext(all: Unit[], i: number, taken: number): string {
  const out: string[] = [];
  let chars = 0;
  for (let j = i - 1; j > taken && out.length < BACK_CONTEXT.sentences; j--) {
    const u = all[j];
    if (u.block < all[j + 1].block - 1 || !isProse(u.text) || chars + u.text.length > BACK_CONTEXT.chars) break;
    out.unshift(u.text);
    chars += u.text.length;
  }
  return out.join(' ');
}

/** A reason that only names the option as a way set aside: "was a close second", "was the other candidate". */
const ROUTE_ONLY = new RegExp(String.raw`^(?:is|was|were)\s+${OTHER_ROUTE}(?:\s+(?:we|I)\s+(?:discussed|considered|talked about|looked at|weighed))?\s*[.!]?$`);
/** What the old way used to cost: "Late-arriving events used to mean rewriting whole partitions by hand". */
const USED_TO_COST = /\bused to (?:mean|cost|require|take|need|break|fail)\b/i;
/** A sentence that announces a decision's reasons as the list after it: "Two reasons:", "The main reasons:", "Why:". */
const REASONS_INTRO = /^(?:(?:two|three|four|a few|several|some|the|my|our)\s+)?(?:main\s+|key\s+)?(?:reasons?|why)(?:\s+for\s+(?:this|that|it|the (?:switch|change|move)))?\s*:$/i;
/** A sentence that only refused a way or took it out, with no reason: its why may be the next sentence's "It …". */
const refusedAlone = (said: string): boolean => (REFUSED.test(said) || REMOVED_FROM_EN.test(said)) && !reasonOf(said);
/** What already runs, so we / I used it over another: "The cluster already runs ingress-nginx, so I used it rather than …". */
const ALREADY_SO_USED = /\balready\s+(?:runs?|uses?|has|have|ships?|includes?|bundles?)\s[^,;.]{2,60}?,\s+so\s+(?:I|we)\s+(?:used|kept|reused|went with|stuck with)\s+(?:it|that|them|those)\s+(?:rather than|instead of|over)\s/i;
/** A decision that opens on what it decided against, and so says nothing chosen: "Decided against GraphQL for …", "I rejected LiteFS for …". */
const DECIDED_AGAINST = /^(?:(?:[Ii]|[Ww]e)\s+)?(?:[Dd]ecided against|[Rr]uled out|[Rr]ejected|[Tt]urned down)\s|^[A-Z][\w.+#/-]*(?:\s+[A-Z][\w.+#/-]*)?\s+(?:is|are)\s+(?:also\s+)?out\b/;
/** A sentence that opens by refusing a way: "I didn't use …", "We decided against …". */
const REFUSED = /^(?:I|we)\s+(?:didn't|did not|decided against|ruled out|chose not to|decided not to|avoided|stayed away from|stayed off|steered clear of|left out|passed on)\s/i;
/** How long a response's opening sentence may be to stand for what was done (a summary line: "Added retries for …"). */
const OPENING_CHARS = 200;

/**
 * The response's opening line, when unit `i` is in a later paragraph and it is one sentence long (past a word that is
 * no sentence: "Done! The search endpoint now uses …", or a line that labels it: "**Summary**") and no result.
 */
function openingLine(all: Unit[], i: number): string {
  // Past a first line that only labels what follows ("Summary", "**What changed**", a line of its own).
  const head = all.length > 2 && !isProse(all[0].text) && !all[0].item && all[1].block === all[0].block + 1 && /^\W*\w+(?:\s+\w+)?\W*$/.test(all[0].text) ? 1 : 0;
  // Under it, a list's first item opens the response; so it does under a heading ("## Summary"), which is no unit, for
  // a unit of a later section ("## Notes").
  if (head && all[1].item) return i > 2 && !RESULT_EN.test(all[1].text) && all[1].text.length <= OPENING_CHARS ? all[1].text : '';
  if (!head && all[0].item && all[i].section > all[0].section && !RESULT_EN.test(all[0].text) && all[0].text.length <= OPENING_CHARS) return all[0].text;
  const opening = all.filter((u) => u.block === all[head].block);
  const said = opening.filter((u) => isProse(u.text));
  const first = said[0];
  if (!first || said.length > 1 || opening.at(-1) !== first || i <= head + opening.length || first.block >= all[i].block) return '';
  return !first.item && !RESULT_EN.test(first.text) && first.text.length <= OPENING_CHARS ? first.text : '';
}

/**
 * A rejected option joins a decision's list once: one said again in other words ("one table per tenant", then
 * "Per-tenant tables would mean …": every word of one is in the other) gives the first its reason, if it had none.
 */
function addRejected(decision: DecisionMeta, rejected: { option: string; reason?: string } | null): void {
  if (!rejected) return;
  const again = decision.rejected!.find((r) => r.option === rejected.option || sameOption(r.option, rejected.option));
  if (!again) decision.rejected!.push(rejected);
  else if (!again.reason && rejected.reason) again.reason = rejected.reason;
  // (The owner's part said whole is the option: "Vercel's Edge Config" of "Vercel".)
  if (again && rejected.option.startsWith(`${again.option}'s `)) again.option = rejected.option;
}
/**
 * Two wordings of one option: every word of the shorter (its plural or singular too) is in the longer, and it has two, or
 * it cuts each word of the longer short ("Env vars", "environment variables"); or the longer is the shorter and where it
 * comes from ("useState" and "useState from Nuxt").
 */
function sameOption(a: string, b: string): boolean {
  const words = (s: string) => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).map((w) => w.replace(/s$/, ''));
  const [short, long] = [words(a), words(b)].sort((x, y) => x.length - y.length);
  const [shorter, longer] = [a, b].sort((x, y) => x.length - y.length);
  // (Or the shorter cuts each word of the longer short, "Env vars" of "environment variables": its words, in order.)
  const [cutWords, fullWords] = [shorter, longer].map(words);
  const cut = cutWords.length > 1 && cutWords.length === fullWords.length && cutWords.every((w, i) => w.length >= 3 && fullWords[i].startsWith(w));
  // (Or the longer is a part the shorter owns, "Vercel's Edge Config" of "Vercel", or where it runs, "Elasticsearch cluster".)
  const rest = longer.startsWith(shorter) ? longer.slice(shorter.length) : '';
  // (Or one says the other back, "Those MERGEs" of "hand-written MERGE statements", "the hand-taken ones" of "taken by
  // hand": a word in common, past the words that point back.)
  const saidBack = [a, b].find((o) => SAYS_BACK.test(o));
  const other = saidBack === a ? b : a;
  const back = saidBack ? words(saidBack).filter((w) => !BACK_WORDS.has(w)) : [];
  if (back.some((w) => w.length >= 3 && words(other).includes(w))) return true;
  // (Or its name with ".js" or the like after it, "Moment.js" of "Moment", "Kepler.gl" of "Kepler".)
  return (short.length > 1 && short.every((w) => long.includes(w))) || cut || longer.toLowerCase().startsWith(`${shorter.toLowerCase()} from `) || rest.startsWith("'s ") || RUNS_ON.test(rest) || /^\.(?:js|ts|gl|io|py|rs)$/i.test(rest);
}

/** An option said back to one named before: "Those MERGEs", "These scripts", "hand-taken ones". */
const SAYS_BACK = /^(?:those|these|that|this)\s|\bones?$/i;
/** The words that point back, as `sameOption` reads them (its words lose a final "s": "this" is "thi", "ones" "one"). */
const BACK_WORDS = new Set(['those', 'these', 'that', 'thi', 'one', 'the']);
/** Where a named thing runs, said after its name: " cluster" of "Elasticsearch cluster". */
const RUNS_ON = /^\s(?:cluster|server|instance|install|deployment|box|setup|layer)$/;

/** A decision that announces a list ("We have decided to:") takes at most this many of its items. */
const LIST_ITEMS = 8;

/** The sentence after unit `i`, when it is prose of the same paragraph (not the next list item). */
function sameParagraph(all: Unit[], i: number): string | undefined {
  const next = all[i + 1];
  return next && next.block === all[i].block && !next.item ? asSaid(next.text) : undefined;
}

/**
 * The first sentence of the paragraph right after unit `i`, a paragraph of one sentence, in its section (no list item
 * either): a sentence further into a paragraph goes on with what the paragraph opened. `alone`: `i` may end a longer
 * paragraph too; `items`: the next may be a list's first item.
 */
function nextOpening(all: Unit[], i: number, alone = all[i - 1]?.block !== all[i].block, items = false): string | undefined {
  const next = all[i + 1];
  return alone && next && next.block === all[i].block + 1 && next.section === all[i].section && (items || !next.item) && !all[i].item ? asSaid(next.text) : undefined;
}

/**
 * Decisions (with rejected alternatives) found in a text; `also`: more sentences that decide (`weDecide`; a
 * prompt's: `promptDecides`); `narrated`: a check on what the rules took for a decision (none but for what an agent
 * said: `responseDecisions`; a prompt, a statement to remember or an ADR is no narration of an agent's work).
 */
export function extractHeuristic(text: string, also: (sentence: string) => boolean = weDecide, narrated: (content: string) => boolean = () => false): Captured[] {
  const out: Captured[] = [];
  let current: (Captured & { decision: DecisionMeta }) | null = null;
  let follows = false;
  let reasonAt = -1; // the sentence last joined to a decision as its reason, after which only a fault of another name goes on
  let listed = -1; // items still to take into `current`, which announced a list; -1: none
  let reasonsListed = false; // `current` announced its reasons as a list ("Two reasons:"): its items are taken in
  let setup = false; // under an intro that announced the choices listed after it
  const all = units(text);
  let answered = -1; // the unit that answered a "Why not X?", taken with it
  let taken = -1; // the last unit a decision holds
  let leads = -1; // a decision's last unit whose next paragraph opens by faulting another way (`faultedNextParagraph`)
  const unchecked = new Set<Captured>(); // decisions the learned check does not read (below)
  const checkedFrom = new Map<Captured, number>(); // where in its content the check starts reading a decision
  const whyOf = new Map<number, Captured & { decision: DecisionMeta }>(); // a section's "Why X: …" decision
  const whyBlock = new Map<Captured, number>(); // the paragraph such a decision opens
  for (const [i, { text: s, item, block }] of all.entries()) {
    if (i === answered) continue;
    const before = all[i - 1] as Unit | undefined;
    const said = asSaid(s); // what the patterns read; the memory keeps the sentence as written
    // An item's next sentence, in its block, goes on with it when it turns an option down ("- **Format:** … . I kept
    // YAML rather than switching to TOML since …") or says why one was ("… instead of viper. Viper lower-cases every
    // key …"); any other sentence ends the list, so the decision holds what was decided, not all that was said.
    const itemGoesOn = !item && taken === i - 1 && before?.block === block && listed > 0 && current !== null;
    const onItem = item || itemGoesOn ? rejectedItem(s) : null;
    // (Or one the item turned down with no reason, whatever the next sentence calls it: "- I didn't add a CDN yet.
    // CloudFront in front of the bucket is a 10-minute change once traffic justifies it, …"; "- I did not add a disk
    // cache yet. The API sends …", an option of plain words said whole.)
    const openInItem = itemGoesOn ? current!.decision.rejected?.at(-1) : undefined;
    const about = itemGoesOn && !onItem ? (unreasoned(current!.decision, said) ?? (openInItem && !openInItem.reason && (namesOptionIn(before!.text, openInItem.option) || saysWhole(before!.text, openInItem.option)) && !/\?$/.test(s) ? openInItem : undefined)) : undefined;
    if ((item || onItem || about) && listed > 0 && current && s.length <= 400) {
      // "We have decided to:" says what it decided in the items that follow.
      if (item) listed--;
      current.content += item ? `\n- ${s}` : ` ${s}`;
      current.decision.chosen = current.content;
      addRejected(current.decision, onItem);
      if (about) about.reason = s.replace(/[.!]$/, '');
      taken = i;
      continue;
    }
    listed = -1;
    // "Network calls now use Ktor Client instead of Retrofit. Two reasons: ¶ 1. … — Retrofit is JVM-only. 2. …, so
    // Moshi goes away too.": the items are the decision's reasons, each the reason of the option it names, and what one
    // says is gone is turned down too.
    if (reasonsListed && item && current && taken === i - 1 && s.length <= 400) {
      current.content += `\n- ${s}`;
      const about = unreasoned(current.decision, said);
      if (about) about.reason = s.replace(/[.!]$/, '');
      const went = GONE_CLAUSE_EN.test(said) ? rejectedIn(said, true, true) : null;
      if (went && !namesOptionIn(current.decision.chosen ?? '', went.option)) addRejected(current.decision, { option: went.option, reason: s.replace(/[.!]$/, '') });
      taken = i;
      continue;
    }
    reasonsListed = false;
    if (follows && current && taken === i - 1 && before?.block === block && !item && REASONS_INTRO.test(said) && all[i + 1]?.item === true && all[i + 1].block === block + 1) {
      current.content = joinSentence(current.content, s);
      reasonsListed = true;
      taken = i;
      continue;
    }
    // The intro's list goes on item after item; a paragraph that is no item ends it.
    const intro = !item && SETUP_INTRO.test(said);
    if (!item && (block !== before?.block || intro)) setup = intro;
    // "**Why**: Redis was only used for sessions, …": a labelled reason after the decision just before it (a list of
    // changes, then why), in its section, is the decision's.
    const labelled = current && taken >= 0 && i - taken <= WHY_WITHIN && all[taken].section === all[i].section && !item ? WHY_LABEL.exec(s) : null;
    if (labelled && current) {
      const decided = current.content;
      current.content += `${/[.!?:;)]$/.test(decided) ? '' : '.'} ${s}`;
      const open = current.decision.rejected?.find((r) => !r.reason);
      if (open) open.reason = labelled[1].replace(/[.!]$/, '');
      // (Or it faults another name in a later clause: "**Reason:** vendor-neutral; the Datadog agent would have tied …".)
      const other = open ? null : clauseFault(labelled[1]);
      if (other && !namesOptionIn(decided, other.option)) addRejected(current.decision, other);
      follows = false;
      taken = i;
      continue;
    }
    // The reason in the sentence after, however short ("…を採用することにした。メモリ効率が良いから。", "… over Y. Because …").
    const last: { option: string; reason?: string } | undefined = follows && current ? current.decision.rejected!.at(-1) : undefined;
    // (Or, in its paragraph, a sentence that speaks of it by a word only it has: "…, not adapter-vercel. Our Postgres
    // lives in a private network …, and a Vercel function would have to reach it over the public internet …".)
    // (Or what "its" / "their" owns: "… we turned the self-hosted Jenkins off last week. Its plugins broke on every upgrade …";
    // or "it", right after a sentence that only raised the option: "Avro came up too. It's better for row-by-row streaming, …".)
    // (What "it" is granted before a "but" is no part of why not: "It does the same job, but the team wanted …".)
    const awaiting: { option: string; reason?: string } | undefined = last && !last.reason && block === before?.block ? last : undefined;
    // (Or right after a sentence that only refused it or took it out: "I didn't bring in Hangfire for this. It wants its
    // own storage tables …", "I removed `AsyncImage` from the feed cells. It doesn't cache across view recycling, …".)
    const itRaised: boolean = !!awaiting && /^(?:It|They)\b/.test(s) && (weighedAlone(asSaid(before!.text)) !== null || refusedAlone(asSaid(before!.text)));
    const ownWord: string | undefined =
      itRaised ? (IT_BUT_EN.exec(s)?.[1] ?? s.replace(/[.!]$/, '')) : awaiting && (speaksOfOption(s, awaiting.option, current!.content) || /^(?:Its|Their)\s/.test(s)) ? s.replace(/[.!]$/, '') : undefined;
    const why: string | undefined = last && !last.reason && !/[?？]$/.test(s) ? (REASON_NEXT_JA.exec(s)?.[1] ?? REASON_NEXT_ZH.exec(s)?.[1] ?? REASON_NEXT_EN.exec(s)?.[1] ?? ownWord) : undefined;
    if (why && current) {
      // (A sentence that speaks of it and goes on to fault another name gives that one its reason too: "The art repo is at
      // 48 GB and LFS lock contention … cost us two days …; Plastic SCM came up too, but it belongs to Unity now …" after
      // "… moves from Git LFS to Perforce next sprint.")
      if (why === ownWord && !itRaised) withFaultsOn(current.decision, last!, s, current.content);
      else last!.reason = why.trim();
      current.content = joinSentence(current.content, s);
      // (A sentence of its own about the option may be followed by another option's: "… adapter-static isn't an option".)
      follows = why === ownWord;
      taken = i;
      continue;
    }
    // "Why not Redis?" and its answer: the option turned down, the answer its reason; what was done instead
    // is the decision it belongs to, or the sentence before (often the paragraph before the question).
    const stateBefore = !current && before !== undefined && before.block >= block - 1 && isProse(before.text) && STATE_NOW.test(before.text);
    // (Or, after a state said as it now is or a labelled line, in its paragraph or the one before, a few words of any case.)
    const saidBefore = !current && before !== undefined && before.block >= block - 1 && isProse(before.text) && LABELLED_LINE.test(before.text) && /^why not\s/i.test(s);
    const whyNot: RegExpExecArray | null = WHY_NOT.exec(s) ?? WHY_THIS_NOT.exec(s) ?? NOT_CHOSEN_ALONE.exec(s) ?? (follows && current ? WHY_NOT_WORD.exec(s) : null) ?? (stateBefore || saidBefore ? WHY_NOT_WORDS.exec(s) : null) ?? (NO_ANSWER.test(all[i + 1]?.text ?? '') ? ASKED_NO.exec(s) : null);

    const oneSentence: RegExpExecArray | null = whyNot
      ? null
      : (WHY_NOT_LABEL.exec(s) ?? NOT_CHOSEN_LABEL.exec(s) ?? (current && taken >= i - 2 ? WHY_NOT_LABEL_WORD.exec(s) : stateBefore ? WHY_NOT_LABEL_WORDS.exec(s) : null));
    const answer = oneSentence ? { text: oneSentence[2], block } : (all[i + 1] as Unit | undefined);
    const option = (whyNot?.[1] ?? oneSentence?.[1])?.replace(/\.+$/, '');
    // (Asked of the way taken, "Why SwiftData and not Core Data?", any answer is why; and the question names the choice.)
    const thisNot: boolean = WHY_THIS_NOT.test(s);
    if (option && answer && answer.block - block <= 1 && isProse(answer.text) && (oneSentence || thisNot || WHY_NOT_ANSWER.test(answer.text)) && !DEFERRED_ANSWER_EN.test(answer.text)) {
      const asked: string = oneSentence ? s : `${s} ${answer.text}`;
      // It explains the decision just before it, in its section ("## Why not Elasticsearch" after "## What changed").
      const explains = current && taken >= 0 && i - taken <= WHY_WITHIN && all[taken].section <= all[i].section && !item;
      // (A list item of its own is a decision of its own: "- **Considered and rejected: Diesel.** Its DSL is …".)
      if (!current || (!follows && !explains) || (item && block !== all[taken]?.block)) {
        // (Not the heading the label was read from: "**Why not Firebase Cloud Messaging**" over its answer.)
        const done: string | undefined = !thisNot && !item && before && before.block >= block - 1 && isProse(before.text) && !s.startsWith(`${before.text}:`) ? paragraphBefore(all, i) : undefined;
        current = { content: done ? `${done} ${asked}` : asked, kind: 'decision', type: 'semantic', decision: { chosen: thisNot ? asked : done, rejected: [] } };
        out.push(current);
      } else current.content += ` ${asked}`;
      addRejected(current.decision, { option, reason: answer.text.replace(NO_ANSWER, '').replace(/[.!]$/, '') });
      if (!oneSentence) answered = i + 1;
      taken = oneSentence ? i : i + 1;
      follows = true;
      continue;
    }
    // "Plain SQL with pg it is.": what a decision that named what it turned down took instead.
    if (follows && current && block === before?.block && CHOSEN_NEXT.test(s)) {
      current.content = joinSentence(current.content, s);
      current.decision.chosen ??= s;
      taken = i;
      continue;
    }
    // "The alternatives were Pinecone and a Qdrant container: …": the options the decision before weighed.
    const weighed = follows && current && before && block - before.block <= 1 ? alternativesNamed(said) : [];
    if (weighed.length) {
      current!.content = joinSentence(current!.content, s);
      for (const option of weighed) addRejected(current!.decision, option);
      taken = i;
      continue;
    }
    // "Switched the catalog cache to Memcached. Removed the Redis client and its config": the part a change took out,
    // by name, in its paragraph, is what it replaced.
    // (Past a short figure between: "Switched the model back to logistic regression …. Holdout AUC is 0.83. The LightGBM
    // code is kept … but no longer used".)
    const figureBetween = !follows && current !== null && taken === i - 2 && before?.block === block && all[i - 2].block === block && before.text.length <= 80 && /\d/.test(before.text);
    // (Or a named part taken out opening the paragraph right after the change's: "Switched the email queue to Asynq.
    // `SendEmailArgs` is now …. ¶ The River migration and the `river` dependency are removed.")
    const nextParagraph = current !== null && !item && taken >= 0 && before?.block === block - 1 && all[taken].block === before.block && !all[taken].item && current.decision.chosen !== undefined;
    // (Or an item of the list of what the change did, right after it: "I have switched authentication to Clerk as
    // requested. ¶ - Added `@clerk/nextjs` … - Removed `auth.ts`, …, and the `next-auth` package.")
    const changeList = item && current !== null && taken >= 0 && !all[taken].item && current.decision.chosen !== undefined && i - taken <= CHANGE_ITEMS && all.slice(taken + 1, i).every((u) => u.item) && SWITCHED.test(current.decision.chosen);
    const removed =
      (follows || figureBetween) && current && before?.block === block
        ? (REMOVED_EN.exec(said) ?? REMOVED_PASSIVE_EN.exec(said) ?? REMOVED_OPENING_EN.exec(said) ?? NO_LONGER_USED_EN.exec(said))
        : nextParagraph
          ? (REMOVED_OPENING_EN.exec(said) ?? NAMED_REMOVED_OPENING_EN.exec(said) ?? REMOVED_FROM_EN.exec(said))
          : changeList
            ? REMOVED_LISTED_EN.exec(said)
            : null;
    // (A name in lower case, "the `sidekiq` gem", only when it is one: a known tool, or one the text sets in code.)
    // (Not one the change itself named; what it says after a colon or dash may: "Moved the dbt jobs to the platform
    // team's Airflow: …, the way Dagster's asset checks did. The Dagster deployment … are removed.")
    if (removed && isName(removed[1].split(/\s+/)[0].replace(/\.+$/, '')) && !namesOptionIn((current!.decision.chosen ?? current!.content).split(/:\s|\s[—–]\s/)[0], removed[1])) {
      current!.content = joinSentence(current!.content, s);
      addRejected(current!.decision, { option: removed[1] });
      taken = i;
      continue;
    }
    if (!isProse(s)) continue;
    // An offer decides nothing and turns nothing down ("If you prefer, I can switch this to X instead of Y").
    if (OFFER_EN.test(said) || HYPOTHETICAL_EN.test(said)) {
      follows = false;
      continue;
    }
    // "Zod also gives us the types …" right after a decision that chose Zod: more of why, not a decision of its own.
    const firstWord = /^([\w.+#/-]+)\s+also\b/.exec(said)?.[1];
    if (firstWord && current && taken === i - 1 && before?.block === block && isName(firstWord) && namesOptionIn(current.decision.chosen ?? current.content, firstWord)) {
      current.content = joinSentence(current.content, s);
      taken = i;
      follows = false;
      continue;
    }
    // A sentence that opens by faulting another name, right after a decision in its paragraph, goes on with that
    // decision, whatever it says of a decision of its own ("I used pg-boss because …. BullMQ needs Redis, and we decided
    // against adding Redis last week."): the sentence is why not that name.
    // (What it faults is read once, here, and is what the sentence turns down below.)
    const chosenBefore: string = current?.decision.chosen ?? current?.content ?? '';
    const faultAfter: ReturnType<typeof turnedDown> | undefined = follows && current !== null && taken === i - 1 && before?.block === block && !item && OPENS_WITH_LETTER.test(said) ? turnedDown(said, chosenBefore) : undefined;
    // (So does one that sets a thing aside in German, Spanish or French: "… passe maintenant par Kamal …. On a écarté
    // Kubernetes : …".)
    const carriesOn: boolean = (!!faultAfter && opensWithFaulted(said, faultAfter.option)) || (follows && current !== null && taken === i - 1 && before?.block === block && !item && setAsideEuropean(said));
    // (A labelled item whose next item says what was not chosen decides: "- **Queue:** SQS with a dead-letter queue …
    // ¶ - **Not RabbitMQ:** we'd be running the broker ourselves …".)
    const notNext = item && LABELLED_EN.test(said) && all[i + 1]?.item === true && all[i + 1].block === block + 1 && NOT_LABEL_ITEM.test(asSaid(all[i + 1].text));
    // (Read at most once, by decidesIn or for `leads` below.)
    let ledNext: boolean | undefined;
    const leadsNext = (): boolean => (ledNext ??= faultedNextParagraph(s, () => sameParagraph(all, i), () => nextOpening(all, i, true, true)));
    const decides: boolean = !carriesOn && (notNext || decidesIn(s, said, { item, setup, next: () => sameParagraph(all, i), opening: () => nextOpening(all, i), openingAfterNext: () => (sameParagraph(all, i) !== undefined ? nextOpening(all, i + 1, true) : undefined), afterNext: () => (sameParagraph(all, i) !== undefined ? sameParagraph(all, i + 1) : undefined), closing: () => (sameParagraph(all, i) === undefined ? nextOpening(all, i, true) : undefined), leadsNext, also }));
    // What the decision just before chose, as the subject of a reason ("… Stripe Checkout (hosted page), not Stripe
    // Elements. The hosted page handles 3-D Secure …, which keeps us in PCI SAQ A …"): that decision's reason, though it
    // sets something against something too.
    const open = decides && follows && current && taken === i - 1 && before?.block === block && !item ? current.decision.rejected?.find((r) => !r.reason) : undefined;
    // (So is one whose only contrast is what the choice leads to: "We don't touch card data at all, which keeps us in
    // PCI SAQ A instead of SAQ A-EP, …" after "Payments go through Stripe Checkout … rather than Stripe Elements.")
    // (Or one that speaks of the option it turned down with no reason: "… instead of unpickling it. Loading a pickle runs
    // arbitrary code from the file, and ONNX Runtime's predictions are about 3x faster …".)
    if (open && (explainsChoice(said, current!.decision.chosen ?? '') || LEADS_TO_CONTRAST.test(said) || unreasoned(current!.decision, said) === open)) {
      withFaultsOn(current!.decision, open, s, current!.content);
      current!.content = joinSentence(current!.content, s);
      taken = i;
      follows = false;
      continue;
    }
    const read = rejectedIn(said, decides, follows);
    // (Nor, in a sentence that does not decide, an edit made to get a check passing: "I updated the fixture to EUR instead
    // of GBP and it passes now.")
    // (Nor, there, one time set against another: "… does an index scan in 12 ms instead of a seq scan in 1.4 s".)
    // (Nor what went wrong set against what should have happened: "The import worker crashed instead of retrying …; I
    // restarted it".)
    let rejected: { option: string; reason?: string } | null = read && !sameActElsewhere(said, read.option) && (decides || (!PASSES_NOW_EN.test(said) && !IN_TIME_INSTEAD_EN.test(said) && !FAILED_INSTEAD_EN.test(said))) ? read : null;
    // A sentence that opens with another name and faults it ("Formik re-renders the whole form on every keystroke").
    // Both may be said: "Keeping it local meant …; Terraform Cloud would also work, but …".
    // (One that sets an option aside as "X was an option too; …" is read with no decision before it too. Only that
    // form: SET_ASIDE on every sentence cost the first response of a hook ~20 ms.) Not a result: "Tests added in
    // tests/test_rate_limit.py; all 48 tests pass" faults no "Tests".
    const found: ReturnType<typeof turnedDown> =
      !decides && ((follows && current) || (!rejected && (AN_OPTION.test(said) || HAD_BEFORE.test(said)))) && !RESULT_EN.test(said) ? (faultAfter !== undefined ? faultAfter : turnedDown(said, chosenBefore)) : null;
    // What keeping the old way meant, right after a decision that turned it down without a reason ("I moved session
    // storage out of the JWT …. Putting the user's roles in the token meant …"), is that option's reason.
    // (So is what "the old" thing did, of the one option turned down: "Replaced Moment with date-fns. The old library
    // added 67 KB …" gives Moment its why, and no option "library".)
    // (So is a sentence that opens on what an act turned down was done with: "pandas needed ~4× the file size in RAM …"
    // after "… instead of loading them into pandas first".)
    const unsaid: { option: string; reason?: string } | undefined = found?.meant && !rejected && current ? current.decision.rejected?.find((r) => !r.reason) : found && !rejected && current ? (oldOneOf(current.decision, said) ?? current.decision.rejected?.find((r) => !r.reason && toolOfAct(said, r.option))) : undefined;
    if (unsaid) {
      unsaid.reason = s.replace(/[.!]$/, '');
      current!.content = joinSentence(current!.content, s);
      taken = i;
      follows = false;
      continue;
    }
    // (Stored as an option and its reason: `meant` only said how to read it.)
    const faulted: { option: string; reason: string } | null = found ? { option: found.option, reason: found.reason } : null;
    // (Going on with a decision, the sentence turns down its name, and another only when it is one: not "paying" of "we
    // decided against paying for one".)
    if (carriesOn && rejected && !isName(rejected.option.split(/\s+/)[0])) rejected = null;
    // (Nor what the fault of the name it faults needs, said of again: "Tsung needs Erlang on every runner, and we dropped
    // Erlang from the images last year" turns down Tsung, not Erlang.)
    if (rejected && faulted && faulted.option !== rejected.option && wordAt(faulted.reason.slice(0, Math.max(0, faulted.reason.lastIndexOf(rejected.option))), rejected.option.split(/\s+/)[0]) >= 0) rejected = null;
    // (Nor what the fault sets against what the name does: "…, and Git LFS stores blobs rather than the runs that made them"
    // turns down Git LFS, not "runs".)
    if (rejected && faulted && faulted.option !== rejected.option && new RegExp(String.raw`\b(?:rather than|instead of)\s+(?:the\s+|our\s+)?${escapeRegExp(rejected.option)}(?![\w-])`).test(faulted.reason)) rejected = null;
    // (Not the same way named with where it runs: "Patroni on VMs was the other road; …" turns down Patroni once.)
    const alsoFaulted = rejected && faulted && faulted.option !== rejected.option && !namesOptionIn(faulted.option, rejected.option) ? faulted : null;
    rejected ??= faulted;
    // (A decision whose reason goes on, after ", and", to fault another name turns that down: "I picked Zustand because
    // the cart is the only client state, and RTK's store setup is more code for one store.")
    const reasonAnd = decides && !rejected ? said.search(/\b(?:because|since)\s[^;]*?,\s+and\s+(?=[A-Z])/) : -1;
    if (reasonAnd >= 0) rejected = laterClauseFault(said, said.slice(0, reasonAnd));
    // (What only names it as a way set aside is no reason: "Iceberg was a close second." leaves its why to the next
    // sentence.)
    if (rejected?.reason !== undefined && ROUTE_ONLY.test(rejected.reason)) rejected = { option: rejected.option };
    // (With no decision before it and none in it, an act set aside is one of software, or follows a sentence of its paragraph
    // that names what is used: not "Going to Lisbon was tempting, but the flights were too expensive.", but "Image signing is
    // done with Sigstore's cosign …. Keeping our own signing key in Vault was the other way; …".)
    const statedBefore = before?.block === block && NAMED.test(before.text);
    if (rejected && !decides && current === null && opensOnAct(rejected.option) && !aboutSoftware(s) && !statedBefore) rejected = null;
    const took: boolean = follows; // the sentence before is part of a decision already
    // A sentence that only turns something down joins the decision before it ("Webpack was rejected because …"),
    // not when the check reads it as the agent's next step ("I then opened worker.ts rather than printing it"); one
    // that opens with the name it faults is no step of the agent's, whatever else it says ("… in the profiling I did").
    // (What was tried first and given up, "I started with 1 hour, but …", is no next step, however it reads.)
    // (Nor is an option weighed: "I considered a throttle, but it still sent requests mid-word …"; nor one the decision did
    // not name, set aside in words said of it: "A bounded channel would have worked too, but it changes the producer's code
    // path.")
    const setAsideNew = rejected !== null && SAID_OF_OPTION.test(said) && !namesOptionIn(current?.content ?? '', rejected.option);
    if (rejected && !faulted && !decides && took && !item && !REJECT_FIRST_EN.test(said) && !WEIGHED_FIRST.test(said) && !setAsideNew && narrated(s)) rejected = null;
    // A list item right after a "Why X instead of Y" heading read as its label with the first item, faulting Y again ("-
    // Elasticsearch would mean a new cluster, …"): Y's reason, in the decision.
    const whyItem = item && !decides && current !== null && taken === i - 1 && /^Why\s/.test(before?.text ?? '') ? current.decision.rejected?.find((r) => said.startsWith(r.option) && faultOf(said) !== null) : undefined;
    if (whyItem) {
      current!.content += `\n- ${s}`;
      whyItem.reason = s.replace(/[.!]$/, '');
      taken = i;
      continue;
    }
    follows = decides || rejected !== null;
    if (!follows) {
      // The reason a decision gives in the next sentence of its paragraph is part of it; one about an option
      // it turned down ("We chose Vitest over Jest. Jest needed three Babel plugins for ESM.") is that option's.
      // (One that only turned an option down, "I used koanf instead of viper.", takes a sentence about that option.)
      if (took && current && taken === i - 1 && before?.block === block && !NOT_REASON_AFTER_EN.test(said)) {
        // (Or says what the old way used to cost, of the one option turned down with no reason: "… now writes Delta tables
        // instead of plain Parquet directories. Late-arriving events used to mean rewriting whole partitions by hand; …".)
        // (Or, right after a refusal of one option and nothing chosen, a sentence that says why: "I'm not adding a CDN in front
        // of the API. The responses are per-user and uncacheable, so it would only add a hop; …".)
        const refused = !current.decision.chosen && current.decision.rejected?.length === 1 && !current.decision.rejected[0].reason && reasonAfter(said) ? current.decision.rejected[0] : undefined;
        const about = unreasoned(current.decision, said) ?? oldOneOf(current.decision, said) ?? (USED_TO_COST.test(said) ? current.decision.rejected?.find((r) => !r.reason) : undefined) ?? pronounOf(current.decision, said, before!.text) ?? refused;
        // What is done instead, right after a decision that only turned an option down ("I didn't use a regex …. The
        // form now just checks for an `@` …", "Not sharding yet: …. I pointed the reporting queries at a read replica
        // instead, …"): what it chose.
        // (So does one right after a decision that says no more than what it decided against: "Decided against GraphQL for
        // the partner API. Partners want …, and plain REST with OpenAPI docs gives them exactly that.")
        const chosenNothing = !current.decision.chosen || DECIDED_AGAINST.test(current.decision.chosen);
        // (Not what could be done later: "If search load becomes a problem we can add a cost weight instead.")
        const instead = !about && chosenNothing && !!current.decision.rejected?.length && DONE_INSTEAD.test(said) && !TO_YOU.test(said) && !LATER_MAYBE.test(said);
        const weighed = !about && !instead && current.decision.chosen !== undefined && otherValues(current.content, said);
        // (Or measures the change: "The Docker build now uses the GitHub Actions cache backend. Builds went from 9 minutes
        // to about 3.")
        // (Or keeps another name for the rest: "… now uses Dapper …. EF Core stays for the rest of the app.")
        // (Or says what stayed as it was, before the reason another name's fault is: "… runs on OpenTofu 1.8 now. The
        // provider lock file and the state are unchanged. The reason is Terraform's BSL licence, …".)
        const asItWas = !about && UNCHANGED_EN.test(said) && reasonIsName(sameParagraph(all, i) ?? '') !== undefined;
        const saysWhy = REASON_AFTER_EN.test(said);
        if (about || instead || weighed || asItWas || (current.decision.chosen && reasonAt !== i - 1 && (saysWhy || MEASURED_EN.test(said) || STAYS_ELSEWHERE_EN.test(said)))) {
          if (about) withFaultsOn(current.decision, about, s, current.content);
          // (A reason whose clause after ", and" faults another way by name is that way's: "Deep links … need URL-based
          // routes, and Navigator 2.0 by hand was about 300 lines of RouterDelegate code for the same thing.")
          const andFaulted = about ? null : laterClauseFault(said, current.content);
          if (andFaulted) addRejected(current.decision, andFaulted);
          // (A sentence that opens on an option turned down for a reason that never names it, and faults it, gives its
          // reason: "## Why Postgres and not Elasticsearch ¶ We have 80k articles …. Elasticsearch would mean a second
          // datastore to run …", "… Terraform Cloud's free tier caps concurrent runs at one …".)
          const unnamed = about ? undefined : current.decision.rejected?.find((r) => r.reason && !saysWord(r.reason, r.option) && (said.startsWith(`${r.option} `) || said.startsWith(`${r.option}'s `)));
          const ownFault = unnamed ? faultOf(said.replace(/[.!]$/, '')) : null;
          if (unnamed && ownFault?.option === unnamed.option) unnamed.reason = ownFault.reason;
          current.content = joinSentence(current.content, s);
          // The value it tried is an option the setting turned down ("With 16 workers the site returned 429s").
          const tried = weighed ? triedValue(said) : undefined;
          if (tried) addRejected(current.decision, { option: tried, reason: s.replace(/[.!]$/, '') });
          if (instead) current.decision.chosen = s;
          taken = i;
          // (After the reason an option was turned down for, the next sentence may fault another way: "I didn't use a
          // foreground service for this. Android 14 requires …. A plain coroutine in the ViewModel would have been …".)
          // (So may it after a reason the choice was given: "… are managed in Lokalise from now on. Its in-context editor
          // lets the support team fix strings …. We tried a plain JSON-in-git workflow for a sprint, and …".)
          const reasoned = !about && !asItWas && !instead && !weighed && saysWhy;
          if (reasoned) reasonAt = i;
          follows = about !== undefined || asItWas || reasoned;
        }
      }
      continue;
    }
    // (Or right after the decision, opening the next paragraph: "The cart now lives in a Pinia store …. I dropped the Vuex
    // module — …. ¶ Server-side carts came up, but …".)
    // (So does a try at the same work: "I also tried XGBoost: …, but training took 6 minutes …".)
    // (So does what we had before and what went wrong with it: "… now run from Dagster, …. ¶ We had a cron on the
    // analytics VM …; when a model failed, nothing downstream knew …".)
    // (So does what we did not keep using, with why: "Addressables are set up …. Each biome is its own group, …. ¶ I didn't
    // keep using Resources.Load: everything under Resources/ ships in the build …".)
    const notKept = NOT_KEPT_USING.test(said) && rejected?.reason !== undefined;
    const asideNext = !decides && rejected !== null && current !== null && taken === i - 1 && before?.block === block - 1 && !before.item && !item && ((took && (SET_ASIDE.test(said) || weighedCjk(said) || HAD_BEFORE.test(said) || notKept || (leads === i - 1 && faulted !== null) || europeanFaultNext(said) !== null) && !ALSO_WEIGHED.test(said)) || ALSO_TRIED.test(said));
    const aside: boolean = (!decides && !took && rejected !== null && (SET_ASIDE.test(said) || weighedCjk(said) || (HAD_BEFORE.test(said) && faulted !== null))) || asideNext;
    // "Switched the CI cache to … . All 312 tests pass. I didn't use a self-hosted runner: …": a result between what
    // was done and the option it turned down is passed over; what was done is the sentence before the result.
    const passed = !decides && !took && rejected !== null && ONLY_REJECTS.test(said) && before?.block === block && RESULT_EN.test(before.text) ? all[i - 2] : undefined;
    const prior = passed?.block === block && !RESULT_EN.test(passed.text) ? passed : undefined;
    // A list item that only sets aside another way, right after an item that decided ("- Uploads go to S3 with presigned
    // URLs …", "- Proxying through the API was the first version, but …"), is more of that decision, not one of its own.
    const asideItem = item && !decides && rejected !== null && current !== null && taken === i - 1 && before?.item === true && (SET_ASIDE.test(said) || NOT_LABEL_ITEM.test(said));
    // (So is an item that opens on another way it faults, right after the decision or an item that joined it: "Ingestion
    // … now uses Airbyte's CDC connector …. ¶ - Nightly full dumps with `pg_dump` took 3 hours and missed deletes.")
    const opensFaulted = faulted !== null && said.replace(/^(?:the|an?)\s+/i, '').toLowerCase().startsWith(faulted.option.toLowerCase());
    const faultedItem = item && !decides && opensFaulted && current !== null && taken === i - 1 && (before?.item === true || (leads === i - 1 && before?.block === block - 1));
    // (Not across into another item of a list: "3. **State** — … . Terraform Cloud was the other candidate, but …" is
    // the third item's, not the second's.)
    const newItem = block !== all[taken]?.block && all.some((u) => u.block === block && u.item);
    // In a section on why a thing was chosen ("## Why sqlc"), an option set aside is that choice's ("GORM came up, but
    // …"), whatever decision came between. (SET_ASIDE read only then: on every rejection it cost a response ~2 ms.)
    // A paragraph of its own that "also" weighed an option ("I also looked at WickedPDF for rendering, but …") weighs
    // another matter than the decision before it.
    const elsewhere = ALSO_WEIGHED.test(said) && block !== all[taken]?.block;
    const whyChosen: (Captured & { decision: DecisionMeta }) | undefined =
      whyOf.size > 0 && !decides && rejected !== null && !elsewhere && SET_ASIDE.test(said) ? whyOf.get(all[i].section) : undefined;
    if (whyChosen && whyChosen !== current) current = whyChosen;
    // (The list of a decision's parts between them counts for nothing: "… now go through Expo Notifications …. - … -
    // … OneSignal would have given us a dashboard …, but …"; the rest of a list a decision was an item of does.)
    const parts = taken >= 0 && !all[taken].item ? all.slice(taken + 1, i).filter((u) => u.item).length : 0;
    const near = i - taken - parts <= SET_ASIDE_WITHIN;
    // (Not past a statement that opens the aside's own paragraph, in the decision's section: "Navigation is on Expo Router
    // now …. ¶ Offline notes are stored in `expo-sqlite`. I looked at Realm, but …" sets Realm aside for the notes. A
    // section on why, or a statement about what the decision turned down, is still the decision's.)
    const ownOpening =
      current !== null &&
      taken >= 0 &&
      block !== all[taken].block &&
      all[taken].section === all[i].section &&
      before?.block === block &&
      taken < i - 1 &&
      !before.item &&
      isProse(before.text) &&
      !RESULT_EN.test(before.text) &&
      !(current.decision.rejected ?? []).some((r) => namesOptionIn(before.text, r.option));
    // (Nor does the paragraph under "Why X over Y" start another: "Dagster reads `manifest.json` and shows each model as an
    // asset …" between the two ways it faults is more of why.)
    const whyGoesOn = current !== null && taken === i - 1 && before?.block === block && !item && whyOf.get(all[i].section) === current && whyBlock.get(current) === block;
    // (Nor does an option set aside in a later section, when the decision is the response's opening line alone, which the
    // aside would have opened with: "**Summary** ¶ Replaced the hand-written SQL migrations folder with Drizzle Kit
    // migrations. ¶ **Reasoning** ¶ - … ¶ - Knex migrations were considered, but …".)
    const joinsOpening = aside && current !== null && taken >= 0 && !decides && all[i].section > all[taken].section && current.content === openingLine(all, i);
    if ((current && whyChosen) || (whyGoesOn && current) || (aside && current && near && !newItem && !elsewhere && !ownOpening) || (prior && current && taken === i - 2) || ((asideItem || faultedItem) && current) || (joinsOpening && current)) {
      current!.content = joinSentence(current!.content, s);
    } else if (decides || !current || item || !took || block !== before?.block) {
      // A list item is a decision of its own ("- Switched …", "- Kept X instead of Y: …"), not more of the one before;
      // so is a rejection that does not follow a decision right away (a paragraph after a list of changes), or that
      // opens a paragraph of its own ("For the auth middleware, I kept Lax rather than Strict: …").
      // "I decided against X" says what was done instead in the sentence before it.
      const back: string = decides && !took && pointsBack(said) ? backContext(all, i, taken) : '';
      // (A word that is no sentence, "Done.", may open that paragraph.)
      const oneSentence = before && before.block === block - 1 && !before.item && before.section === all[i].section && (all[i - 2]?.block !== before.block || (!isProse(all[i - 2].text) && all[i - 3]?.block !== before.block));
      // (Or a short paragraph of prose that names what it uses: "Notes are kept in SQLite through `tauri-plugin-sql`, …. Each
      // note is a row …. ¶ I considered IndexedDB in the webview first — …".)
      // (Or a refusal with its why: "Feature flags are in. We're using Unleash, …. It keeps …. ¶ I didn't go with ConfigCat: …".)
      const refusing = REFUSED.test(said) && rejected !== null && rejected.reason !== undefined;
      const shortNamed: boolean = (aside || refusing) && !oneSentence && before !== undefined && before.block === block - 1 && !before.item && before.section === all[i].section && statesUse(all, i - 1, taken);
      const was = prior ?? (before && RESULT_EN.test(before.text) ? undefined : before);
      // (Or one that refused it with no reason of its own, opening a paragraph right after a paragraph of one sentence
      // that names what is used: "Settings are loaded with `pydantic-settings` …. ¶ I stayed away from `dynaconf`. It
      // supports every format …, but …".)
      const refusedNext = REFUSED.test(said) && rejected !== null && rejected.reason === undefined && oneSentence && NAMED.test(before!.text);
      const done = !back && !took && was && (was.block === block || (aside && (oneSentence || shortNamed)) || (refusing && shortNamed) || refusedNext) && isProse(was.text) && ONLY_REJECTS.test(said) && !SAYS_INSTEAD.test(said);
      // What was done: the sentence before, or its short paragraph up to it ("Logging is now structured JSON via pino.
      // I kept the log level configurable … . I didn't use winston: …"), past what a decision already took.
      // An option weighed and set aside ("I looked at tokio-retry as well, but …") with no decision before it, in a
      // later part of the response ("**Notes**"): what was done is what the response opened with ("Added retries
      // for the Postgres writes."), a paragraph of one sentence that is no result ("The tests pass."). So does one that
      // only turns an option down ("I didn't bring in Elasticsearch or Meilisearch: …").
      // (Read as deciding or not: "I didn't use IdentityServer (Duende): since version 6 it needs …" says nothing chosen.)
      const opening = !back && !done && !current && (aside || ((!decides || REFUSED.test(said)) && rejected !== null && ONLY_REJECTS.test(said))) ? openingLine(all, i) : '';
      // (A list item that only turns an option down, right after an item that says what is used, naming it: "- Auth uses
      // `djangorestframework-simplejwt` with …" then "- I didn't go with DRF's built-in `TokenAuthentication`: …".)
      const itemBefore = !back && !done && item && before?.item === true && before.section === all[i].section && taken < i - 1 && rejected !== null && ONLY_REJECTS.test(said) && ITEM_STATE.test(before.text) && NAMED.test(before.text) && !RESULT_EN.test(before.text) && !TO_YOU.test(before.text) ? before.text : '';
      const wasSaid = done ? doneBefore(all, prior ? i - 2 : i - 1, taken) : itemBefore ? [opening, itemBefore].filter(Boolean).join(' ') : opening;
      // A sentence that decides a detail ("Each screen has a Cubit (I used Cubits rather than full Blocs, …)") right after
      // the state it details, in its paragraph ("Done — state management is on `flutter_bloc` now."): one decision, led by it.
      // (Or the part set up with a tool, said first: "I've set up orchestration with Dagster. Each dbt model is …".)
      const setUp = SET_UP_WITH.test(before?.text ?? '');
      // (So does a short sentence that names the choice, before one that goes on about "it": "Serialization for the
      // snapshots: MemoryPack. It's zero-encoding for blittable structs, …. MessagePack-CSharp was close, but …".)
      // (Or a name alone, as a short answer gives it: "Hilt. It's Dagger underneath …".)
      const namesIt = PRONOUN_LED.test(said) && (NAMED.test(before?.text ?? '') || LONE_NAME.test(before?.text ?? '')) && (before?.text.length ?? 0) <= 120;
      const stated = decides && !back && !wasSaid && !took && before?.block === block && taken < i - 1 && !before.item && (isProse(before.text) || LONE_NAME.test(before.text)) && ((SAYS_NOW.test(before.text) && !/^I\b/.test(before.text)) || setUp || namesIt) && !RESULT_EN.test(before.text) && !/\?$/.test(before.text) && !TO_YOU.test(before.text) ? before.text : '';
      const content: string = back ? `${back} ${s}` : wasSaid ? `${wasSaid} ${s}` : stated ? `${stated} ${s}` : s;
      current = { content, kind: 'decision', type: 'semantic', decision: { chosen: decides || KEPT_EN.test(said) ? content : undefined, rejected: [] } };
      // (The short paragraph of what is used, before an option set aside in the next, is what was chosen, with what it
      // turned down itself: "… trained per region rather than one model per store. Per-store models overfit: …. ¶ Prophet
      // was my first attempt. …".)
      if (shortNamed && done) {
        current.decision.chosen = wasSaid;
        const told = units(wasSaid);
        for (const [k, u] of told.entries()) {
          // (Read as deciding only where it sets one thing against another: "Over the limit, the API returns 429" turns
          // nothing down.)
          const own = rejectedIn(asSaid(u.text), /\b(?:instead of|rather than)\b|,\s+not\s/i.test(u.text), false);
          if (!own || sameActElsewhere(asSaid(u.text), own.option)) continue;
          // (Its why, said again in the next sentence: "Per-store models overfit: …".)
          const next = told[k + 1]?.text;
          const why = !own.reason && next && unreasoned({ rejected: [own] }, asSaid(next)) ? next.replace(/[.!]$/, '') : own.reason;
          addRejected(current.decision, { ...own, reason: why });
        }
      }
      out.push(current);
      if (decides && /^[Ww]hy\s/.test(said) && !whyOf.has(all[i].section)) {
        whyOf.set(all[i].section, current);
        whyBlock.set(current, block);
      }
      // What was done, taken in for what it says, is often the agent's step ("I changed the test to wait …"): the
      // learned check reads the decision from its rejection on.
      if (wasSaid) checkedFrom.set(current, wasSaid.length + 1);
      // (Nor one that weighed a named option and set it aside: "I considered magic-link login via django-sesame, but ….")
      // (A name of one word too: NAMED reads a name after the first word.) Not advice: "… but it depends on what your hosting supports".
      const weighedName = !decides && rejected !== null && SET_ASIDE.test(said) && NAMED.test(` ${rejected.option}`) && !TO_YOU.test(said);
      // (Nor a thing taken out with why, after a state said as it is now: "Logs are now JSON lines written to stdout. I
      // dropped the rotating file handler — containers lose their filesystem on restart, …".)
      const outWithWhy = done && !decides && rejected?.reason !== undefined && TOOK_OUT_WHY.test(said) && STATE_NOW.test(wasSaid);
      // (Nor work said not done in the caller's path, with why: "I didn't send them synchronously from the handler: …".)
      // (Nor a tool reused because it already runs: "The cluster already runs ingress-nginx, so I used it rather than
      // installing Traefik.")
      // (Nor what a part is and is not, a design choice: "Redirects are 302, not 301.")
      if (pointsBack(said) || DECIDE_PASSIVE_EN.test(said) || ALREADY_SO_USED.test(said) || (decides && IS_NOT_EN.test(said)) || saidNo(said) || NOT_INLINE_EN.test(said) || weighedName || outWithWhy || (!decides && SAID_OF_OPTION.test(said) && !TO_YOU.test(said))) unchecked.add(current);
    } else {
      current.content = joinSentence(current.content, s);
    }
    // "It" set aside, right after a sentence that named another way and no more ("Terraform Cloud was the other candidate.
    // It would give us a UI …, but state would live outside our AWS account"), is that way; so is it right after one that
    // turned a way down with no why ("I'd rather not move the DSP to Faust. It would generate tidy code …, but …").
    const pointing = rejected !== null && /^(?:it|they|this|that)$/i.test(rejected.option) && before?.block === block;
    const named = pointing ? (NAMED_ASIDE.exec(before!.text)?.[1] ?? unreasonedIn(current, before!.text)) : undefined;
    if (named) rejected = { ...rejected!, option: named };
    // (What the decision said before this sentence may name the choice: "The ingest service now reads from Kafka with
    // franz-go. I picked it over sarama because …, and franz-go's balancer doesn't stop the world.")
    const earlier = current.content.endsWith(s) ? current.content.slice(0, -s.length) : '';
    const options = rejected ? optionsFrom(said, rejected, earlier) : [];
    for (const option of alsoFaulted ? [alsoFaulted, ...options] : options) addRejected(current.decision, option);
    if (decides) for (const other of [...weighedOthers(said), ...versusOthers(s)]) addRejected(current.decision, other);
    taken = i;
    if (decides && leadsNext()) leads = i;
    const replaced = SUPERSEDE_EN.exec(said) ?? SUPERSEDE_JA.exec(s) ?? SUPERSEDE_ZH.exec(s);
    // Japanese: keep the name after the last particle (ホスティングはHeroku → Heroku).
    if (replaced && decides) current.supersedes = cutOption(replaced[1]).split(/[はをがもで、]/).pop();
    if (decides && /[:：]$/.test(s)) listed = LIST_ITEMS;
  }
  // The learned check reads each decision as it was kept (with its reason): an agent's step of the work said in the
  // words of a choice is no decision. Not one that points back to options weighed before it, says "it was decided",
  // sets an option aside in words said of it, or says what we / I would not do: the check's training sets hold few of
  // those forms, and narration rarely takes them.
  // A line that only points at what follows ("Here's what I picked for each part:"), with nothing it took after it
  // (a table follows, or nothing), decides nothing itself; "We will use a format with just a few parts, so …:" does.
  const announcesOnly = (c: Captured) => /[:：]$/.test(c.content.trim()) && POINTS_AHEAD.test(c.content.trim()) && !c.decision?.rejected?.length;
  return out.filter((c) => !announcesOnly(c) && (unchecked.has(c) || !narrated(c.content.slice(checkedFrom.get(c) ?? 0))));
}

/** A sentence that opens with a word, perhaps after an article: one that may open with the name it faults. */
const OPENS_WITH_LETTER = /^(?:the\s+|an?\s+)?[A-Za-z@]/i;
/** Whether a sentence opens with the option it faults (`turnedDown`, one the decision did not choose), a name. */
const opensWithFaulted = (said: string, option: string): boolean => isName(option.split(/\s+/)[0]) && said.replace(/^(?:the|an?)\s+/i, '').startsWith(option);

/** "We …" anywhere: a team's call, which an agent's narration of its own steps seldom is (see `agentNarration`). */
const WE = /\bwe(?:'re|'ve|'ll|'d)?\b/i;
/**
 * The learned check (narration.ts) on a decision the rules found in an agent's response: its own step of the work
 * said in the words of a choice. Not a team's call ("we decided to …", "we went with one cluster"): the check learned
 * from agents' sentences and takes the plain words of such decisions for narration. Nor Japanese (or any CJK) text:
 * it learned from English only.
 */
const agentNarration = (content: string): boolean => !WE.test(content) && !hasCjk(content) && isNarration(content) && isNarration(beforeAside(content));
/**
 * A decision without the aside its last dash adds ("…; keeping three files in sync was already failing — the test one
 * was missing the new queue"): the check learned from sentences without such a tail, whose words of a bug report
 * can tip a decision into narration. The check vetoes only when it reads narration with the aside and without it.
 */
const beforeAside = (content: string): string => {
  const at = content.search(/\s[—–]\s[^—–]*$/);
  return at > 0 ? content.slice(0, at) : content;
};

/** A contrast said as what something leads to: "…, which keeps us in PCI SAQ A instead of SAQ A-EP". */
const LEADS_TO_CONTRAST = /,\s+which\s+(?:keeps|puts|leaves|lets|gets|means|makes)\s+(?:us|it|them|the\s+\w+)\b[^.;!?]*?\b(?:instead of|rather than)\b/i;
/** A sentence whose subject is a thing a choice names ("The hosted page handles …", "It keeps …" is not: no thing), with a reason. */
const SUBJECT_EN = /^(?:the|this|that|its|our)\s+([\w.+#/-]+(?:\s+[\w.+#/-]+)?)\s+(?:handles|gives|keeps|lets|avoids|covers|supports|means|needs|runs|works|is|does)\b/i;
function explainsChoice(said: string, chosen: string): boolean {
  const subject = SUBJECT_EN.exec(said)?.[1];
  return subject !== undefined && saysEveryWord(chosen, subject) && reasonAfter(said);
}

/** The option an item of a decision's list turns down: "drop Helmfile because …", or as any deciding sentence does. */
function rejectedItem(s: string): { option: string; reason?: string } | null {
  const m = REJECT_ITEM_EN.exec(s);
  return m ? { option: cutOption(m[1]), reason: reasonOf(s) } : rejectedIn(s, true, true);
}

/** An option a decision turned down with no reason yet that a sentence names: the sentence may be its reason. */
const unreasoned = (decision: DecisionMeta, said: string) =>
  decision.rejected?.find((r) => !r.reason && (namesOptionIn(said, r.option) || saysWhole(said, r.option) || actSaidAgain(said, r.option) || toolOfAct(said, r.option) || saysPlural(said, r.option) || saysKind(said, r.option) || saysStems(said, r.option)));
/**
 * The one option a decision turned down with no reason, when a sentence opens on "the old" or "the previous" thing:
 * "Replaced the hand-rolled `Validator` class with Laravel Form Requests. The old class duplicated rules …".
 */
const oldOneOf = (decision: DecisionMeta, said: string) => {
  const only = decision.rejected?.length === 1 ? decision.rejected[0] : undefined;
  return only && !only.reason && THE_OLD_ONE.test(said) ? only : undefined;
};
/**
 * The option a sentence opening on "It" / "They" speaks of: the one the sentence before opened on and set aside with
 * no reason ("Prophet was my first attempt. It handled the weekly seasonality well, but it can't use …").
 */
const pronounOf = (decision: DecisionMeta, said: string, before: string) => {
  const last = decision.rejected?.at(-1);
  if (!last || last.reason || !/^(?:it|they)\s/i.test(said)) return undefined;
  // (Or what we drop, said alone: "We're dropping the nightly full export …. It took 3 hours …".)
  const was = asSaid(before);
  return was.replace(/^(?:the|an?)\s+/i, '').startsWith(last.option) || WE_DROP_THING_EN.exec(was)?.[1] === last.option ? last : undefined;
};
/**
 * Whether a sentence says an option of plain words again in other forms: each of its two or more content words, by
 * stem, a compound split ("Per-store models overfit …" of "one model per store").
 */
const saysStems = (said: string, option: string): boolean => {
  const words = option.toLowerCase().split(/\s+/).filter((w) => w.length >= 3 && !FUNCTION_WORD.has(w) && !/^(?:one|two|three|per|via|using)$/.test(w));
  if (words.length < 2 || !words.every((w) => /^[a-z]+$/.test(w))) return false;
  const stems = new Set(said.toLowerCase().split(/[^a-z]+/).filter(Boolean).map(stem));
  return words.every((w) => stems.has(stem(w)));
};
/** Whether a sentence says an option of one word in its plural: "Browsers cache 301s forever" of "301". */
const saysPlural = (said: string, option: string): boolean => /^[\w.+#-]+$/.test(option) && saysWord(said, `${option}s`);
/** A word's stem, past "un" / "re" and an ending: "pickl" of "unpickling" and of "pickle". */
const stem = (word: string): string => word.toLowerCase().replace(/^(?:un|re)(?=[a-z]{5})/, '').replace(/(?:ing|ed|es|e|s)$/, '');
/**
 * An act turned down said again by its stem ("Loading a pickle runs …" of "unpickling it"; "A stored balance has to …" of
 * "being stored on the account row", the act of a passive its participle).
 */
const actSaidAgain = (said: string, option: string): boolean => {
  const [first, second = ''] = option.toLowerCase().split(/\s+/);
  const passive = first === 'being' && /^[a-z]{3,}(?:ed|en)$/.test(second);
  const act = passive ? second : first;
  if ((!passive && !GERUND.test(act)) || stem(act).length < 4) return false;
  return said.split(/[^\w-]+/).some((w) => w.length >= 4 && stem(w) === stem(act));
};
/**
 * An act turned down said again by what it was done with, a word of it opening the sentence: "pandas needed ~4× the file
 * size in RAM …" of "loading them into pandas first".
 */
const toolOfAct = (said: string, option: string): boolean => {
  const words = option.split(/\s+/);
  const first = /^[\w.+#/-]+/.exec(said)?.[0] ?? '';
  return words.length > 1 && GERUND.test(words[0].toLowerCase()) && first.length > 2 && !FUNCTION_WORD.has(first.toLowerCase()) && words.slice(1).some((w) => w.toLowerCase() === first.toLowerCase());
};
/** Whether a sentence says every word of an option of two or three words ("Rendering inside the web dyno …" of "web dyno"). */
const saysWhole = (said: string, option: string): boolean => /^\S+(?:\s+\S+){1,2}$/.test(option.trim()) && saysEveryWord(said, option);
/**
 * An option of plain words said again by its last word, the kind it is, after an article: "a cache would never be hit"
 * of "disk cache".
 */
const saysKind = (said: string, option: string): boolean => {
  const words = option.trim().split(/\s+/);
  if (words.length < 2 || words.length > 3 || !words.every((w) => /^[a-z][a-z-]+$/.test(w))) return false;
  return new RegExp(String.raw`\b(?:a|an|the|that|this)\s+${words.at(-1)}\b`, 'i').test(said);
};

/** Sentences said as one when they are short (three, 400 characters at most), else only the last. */
const shortRun = (said: string[]): string => (said.length <= 3 && said.join(' ').length <= 400 ? said.join(' ') : said[said.length - 1]);

/**
 * What was done, said before a rejection in its paragraph: unit `at` and the prose of its block before it (after
 * `taken`, what a decision already holds), when short (`shortRun`); else unit `at` alone.
 */
function doneBefore(all: Unit[], at: number, taken: number): string {
  let from = at;
  while (from - 1 > taken && all[from - 1].block === all[at].block && isProse(all[from - 1].text) && !RESULT_EN.test(all[from - 1].text)) from--;
  const run = shortRun(all.slice(from, at + 1).map((u) => u.text));
  // A run that opens pointing back ("This approach avoids a network hop …") says what it points at in the sentence
  // before, the last of the paragraph before: "I've added an in-process cache using `ristretto` …".
  const last = all[from - 1] as Unit | undefined;
  const pointed = from - 1 > taken && last && last.block === all[from].block - 1 && !last.item && isProse(last.text) && POINTS_AT.test(all[from].text);
  return pointed && run === all.slice(from, at + 1).map((u) => u.text).join(' ') ? `${last.text} ${run}` : run;
}

/**
 * Whether the paragraph that unit `at` ends, past `taken`, is short prose (`shortRun` keeps it whole) naming a tool, no
 * result in it: what was done, for an option set aside in the paragraph after it.
 */
function statesUse(all: Unit[], at: number, taken: number): boolean {
  const paragraph = all.filter((u, k) => k > taken && k <= at && u.block === all[at].block);
  const said = paragraph.map((u) => u.text);
  return paragraph.length > 1 && paragraph.every((u) => !u.item && isProse(u.text) && !RESULT_EN.test(u.text) && !/\?$/.test(u.text)) && shortRun(said) === said.join(' ') && NAMED.test(said.join(' '));
}

/** How a sentence opens that points at what the one before it did: "This approach avoids …", "That keeps …". */
const POINTS_AT = /^(?:(?:this|that|these)\s+(?:approach|way|change|changes|setup|design|option|solution|choice)\b|(?:this|that|it)\s+(?:avoids|keeps|means|gives|lets|saves|makes)\b)/i;

/** What a paragraph before unit `i` says when it is short (`shortRun`), else its last sentence. */
function paragraphBefore(all: Unit[], i: number): string {
  const before = all[i - 1];
  if (before.block === all[i].block) return before.text;
  const said = all.slice(0, i).filter((u) => u.block === before.block && isProse(u.text)).map((u) => u.text);
  return said.length ? shortRun(said) : before.text;
}

/**
 * "…, I don't want to run redis just for celery", "…; we don't want docker in CI": a tool the prompt does not want, in a
 * later clause; the name ends what is not wanted ("… to maintain the auth tables ourselves" wants no "auth" gone).
 */
const DONT_WANT = /[,;—–]\s+(?:but\s+|and\s+)?(?:i|we)\s+(?:don't|do not|really don't)\s+want\s+(?:to\s+(?:run|use|add|host|maintain|operate|pay for|depend on|deal with)\s+)?(?:the\s+|a\s+|an\s+|another\s+)?([\w.+#/-]+)(?=[\s,;.!?]*$|[,;.!?]|\s+(?:just|only|for|in|on|at|here|there|anymore|again|ourselves|myself|as|to|because|since|when|if|and|or|but|so)\b).*$/i;
function unwanted(content: string): { option: string; reason: string } | null {
  const m = DONT_WANT.exec(content);
  const option = m?.[1].replace(/\.+$/, '');
  return m && option && isName(option) ? { option, reason: m[0].replace(/^[,;—–]\s+/, '').replace(/[.!]$/, '') } : null;
}

/** A prompt's question that turns a tool down, before the sentence that says what to use: "can we not use lodash here? …". */
const ASKS_NOT = /\b((?:can|could) we not (?:use|add|pull in) [^?.!\n]{1,40})\?\s+(?=\S)/gi;
/**
 * A request asked as a question, before more of the prompt or at its end: "can you switch the tests from mocha to
 * vitest? mocha's watch mode keeps missing changes" is an order (read with a stop; stored as written).
 */
const ASKS_ORDER = /\b((?:can|could|would) you (?:please )?(?:switch|move|migrate|port|use|go with|replace|stick with|go back to)\s[^?.!\n]{1,100})\?(?=\s|$)/gi;
/** The same question as ASKS_NOT made it a clause, given its question mark back. */
const ASKED_NOT = /^((?:can|could) we not (?:use|add|pull in) [^?.!,\n]{1,40}?), (?=\S)/i;

/** The clause after ", and" of a reason that faults another way by a name the decision did not say. */
function laterClauseFault(said: string, decided: string): { option: string; reason: string } | null {
  const at = said.search(/,\s+and\s+(?=[A-Z])/);
  if (at < 0) return null;
  const clause = said.slice(at).replace(/^,\s+and\s+/, '');
  const found = turnedDown(clause, decided);
  return found && isName(found.option.split(/\s+/)[0]) && !namesOptionIn(decided, found.option) ? found : null;
}
/** A sentence that goes on about the thing the one before it named: "It's zero-encoding …", "They run …". */
const PRONOUN_LED = /^(?:it|it's|its|they|they're|this)\s/i;
/**
 * A response that compares and leaves the choice open: "Here's the comparison you asked for. … For 2,000 messages a
 * second either works.", "Should we keep the cron job on the VM or move it to …? Both work; …" (not "X and Y both work,
 * but Z …", which takes another).
 */
const COMPARES_ONLY = /\bhere(?:'s| is) (?:the|a|my) comparison\b|\bhere's how (?:they|the two|these|both) compare\b|\beither (?:works|would work|is fine|would do)\b|\bboth (?:work|would work|are fine)\b(?!,?\s+but\b)/i;
/** A response that says it changed nothing: "I haven't changed anything yet", "No changes made". */
const NOTHING_CHANGED = /\bI (?:haven't|have not|didn't|did not) (?:changed|touched|modified|edited) anything\b(?!\s+else)|\bno changes (?:made|yet)\b|\bI haven't made any changes\b/i;
/**
 * A response that ends asking leave to make a change ("Shortening that cache would fix it; should I?") or what to do
 * ("… I'd suggest asking them for their partner API instead. What would you like to do?"), or to be told first ("I lean
 * per tenant, but tell me before I build it."), or that leaves the choice to the user ("… keeps 40 GB of audit rows out of
 * the nightly backup. Your call."): it reports, not decides.
 */
const ASKS_LEAVE = /\b(?:should I|shall I|want me to|do you want me to|would you like me to|what would you like (?:me )?to do|how would you like (?:me )?to proceed|how do you want to proceed)\b[^.!?]*\?\s*$|\b(?:tell me|let me know|check with me)\s+(?:before I|which (?:one|you)|what you (?:think|prefer|want)|if you(?:'d| would)? (?:rather|prefer))\b[^.!?]*[.!]?\s*$|\b(?:(?:is|it's) )?(?:your call|up to you|your decision|your choice)[.!]?\s*$/i;

/** What may be done later, not what was: "If … we can add …", "We could add …", "Once …, we'll …". */
const LATER_MAYBE = /^(?:if|when|once|should|in case)\b|\b(?:we|I)\s+(?:can|could|might|may)\b/i;
/**
 * What is done in an option's place: "… now …", "… instead." (not "instead of", which names the option), "… run fine
 * on ECS Fargate", "a plain … does it", a name that covers it ("…; REST with OpenAPI-generated clients covers that …",
 * "Litestream to S3, with a read-only restore at boot, covers what we need.").
 */
const DONE_INSTEAD = /\bnow\b|\b(?:runs?|works?|is|are)\s+(?:fine|well|enough)\s+(?:on|with|in)\s+(?=[A-Z])|\binstead\b(?!\s+of\b)|(?:^|;\s+|,\s+and\s+)(?:(?:an?|the)\s+)?(?:plain|simple|single|small)\s[^.!?;]*?\b(?:does|handles|covers|solves|gives\s+(?:us|them|you)(?:\s+exactly|\s+just)?)\s+(?:it|that|this)\b|(?:^|;\s+)[A-Z][\w.+#/-]*\s[^.!?;]*?\b(?:does|handles|covers|solves)\s+(?:it|that|this|what (?:we|they|it|the [\w-]+) needs?)\b/;

/** A line that points at what follows for what was chosen: "Here's what I picked …:", "Below is what we went with:". */
const POINTS_AHEAD = /^(?:here(?:'s| is| are)|below(?:'s| is| are)|these are|this is)\b|\bwhat (?:i|we)(?:'ve| have)? (?:picked|chose|chosen|went with|decided on|settled on|used)\b/i;

/** A cheap test before RECOMMEND, which is long and read on every sentence of a response. */
const MAY_RECOMMEND = /recommend|suggest|go with|\bpick|\bchoose|\blean|\bbest|\bvote|\bstay (?:on|with)|\bstick with|'d keep|would keep|\b(?:better|right|safer|stronger)\s+(?:fit|choice|option|call|bet)\b/i;

/** Decisions the rules find in what an agent said, without its narration of its own steps. */
export function responseRuleDecisions(text: string): Captured[] {
  return extractHeuristic(text, weDecide, agentNarration);
}

/**
 * A section headed "## Why sqlc" (or "### Why we chose Postgres over MySQL", or a bold line "**Why Solid Queue and not
 * Sidekiq**"): its first paragraph is why the name
 * was chosen, read as the label "Why sqlc: …" (decides.ts) that it is, in words. Under a heading that names what was
 * set aside ("instead of", "over", "not"), a list's first item is that paragraph ("**Why Postgres search instead of
 * Elasticsearch** ¶ - 2,300 articles, …").
 */
const WHY_HEADING = /^((?:#{1,4}[ \t]+\**|\*\*)[ \t]*Why[ \t]+((?:we[ \t]+(?:use|chose|picked)[ \t]+)?[^\n*?:]{1,60}?))\??[ \t]*\**[ \t]*\n+(?:(?<=\b(?:instead of|over|not)\s[^\n]*\n+)[-*•][ \t]+(?=[A-Za-z`\d])|(?=[A-Za-z`]))/gm;
/** The same in Japanese or Chinese, of a name set aside: "## なぜ FCM ではないか", "## 为什么不用 Airflow" (read as "Why not FCM: …"). */
const WHY_NOT_CJK_HEADING = /^((?:#{1,4}[ \t]+\**|\*\*)[ \t]*(?:(?:なぜ|何故)[ \t]*([A-Za-z][\w.+#/-]*(?:[ \t][A-Za-z][\w.+#/-]*)?)[ \t]*(?:ではない|じゃない|を使わない|にしない)(?:のか|か)?|(?:为什么|为何)(?:不用|不选|不使用|不采用|没用)[ \t]*([A-Za-z][\w.+#/-]*(?:[ \t][A-Za-z][\w.+#/-]*)?))[ \t]*[？?]?[ \t]*\**)[ \t]*\n+(?=\S)/gm;
const withWhyLabels = (text: string): string =>
  text
    .replace(WHY_HEADING, (_, heading: string, what: string) => `${heading}\n\nWhy ${what.trim()}: `)
    // (Its heading said as the English one, which no Chinese rule reads again as a refusal of its own: "为什么不用 X".)
    .replace(WHY_NOT_CJK_HEADING, (_, _heading: string, ja: string | undefined, zh: string | undefined) => {
      const name = (ja ?? zh ?? '').trim();
      return `## Why not ${name}\n\nWhy not ${name}: `;
    });

/**
 * Decisions found in what an agent said (what the capture hook stores): the rules', and those the learned check
 * is sure of among the sentences no rule took (model-decides.ts), in the order the text says them; a decision
 * with no rejected option takes the one the learned option finder is sure of (option-model.ts; `optionModel`:
 * another model, for its trainer).
 */
export function responseDecisions(response: string, optionModel?: NarrationModel): Captured[] {
  const text = withWhyLabels(response);
  // An option of a list the response lays out to choose from is weighed, not chosen (a pick of it is read below).
  const laidOut = laidOutOptions(text);
  // (Its label is no part of what is laid out: "Option B — a `uv tool install` from our internal index.")
  const firstSaid = (c: Captured) => c.content.split(/(?<=[.!?])\s+/)[0];
  const notAnOption = (c: Captured) => !laidOut.some((o) => o.includes(LABELLED.exec(firstSaid(c))?.[2] ?? firstSaid(c)));
  const ruled = responseRuleDecisions(text).filter(notAnOption);
  const all = units(text);
  // A table of verdicts holds the line that leads it: a decision of that line alone, turning nothing down, is the
  // table's, and the learned check leaves it to it.
  // (So does a list of ways with one marked picked, whose items the rules may have read one by one.)
  const tables = [...tableChoices(text), ...markedListChoices(text)];
  const leadsTable = (c: Captured) => !c.decision?.rejected?.length && tables.some((d) => d.content.startsWith(`${c.content} `));
  const inList = (c: Captured) => tables.some((d) => d.decision?.rejected?.some((r) => r.reason && c.content.includes(r.reason)) || d.content.includes(firstSaid(c)));
  const rules = tables.length ? ruled.filter((c) => !leadsTable(c) && !inList(c)) : ruled;
  // A response that says it changed nothing ("I haven't changed anything yet — want me to fix it?"), or ends asking
  // leave to make a change ("… would fix it; should I?"), reports what it found: the learned check, which reads a
  // diagnosis's "; …" or "— …" as a choice, takes nothing from it.
  const more = NOTHING_CHANGED.test(text) || ASKS_LEAVE.test(text) || COMPARES_ONLY.test(text) ? [] : modelDecisions(all, [...rules, ...tables]).filter(notAnOption);
  const at = (c: Captured) => all.findIndex((u) => c.content.includes(u.text));
  // A recommendation ("**Recommendation:** Meilisearch. It gives us …", "I'd recommend Drizzle. Prisma's client adds
  // …") is advice until the user agrees (accepted.ts reads it then): its paragraph decides nothing.
  // (A name recommended: "I'd recommend adding a dashboard later" after "I went with BullMQ." takes nothing away.)
  const advice = all.flatMap((u, i) => {
    const m = MAY_RECOMMEND.test(u.text) ? RECOMMEND.exec(u.text) : null;
    const name = m ? (m[1] ?? m[2] ?? m[3]).replace(/\.+$/, '') : '';
    return name && isName(name) ? [i] : [];
  });
  const notAdvice = (c: Captured) => {
    const i = at(c);
    return !advice.some((r) => i >= r && all[i].block === all[r].block);
  };
  // (Unless the response goes on to carry it out: "I'd go with Tiptap. … I've added `@tiptap/react` …".)
  const acted = advice.length ? actedRecommendation(text) : null;
  const found = withOwnPicks(text, [...rules, ...more, ...usedInstead(all, [...rules, ...more]), ...tables].filter(notAdvice));
  if (acted && !found.some((c) => c.content.includes(acted.decision?.chosen ?? acted.content))) found.push(acted);
  const ordered = found.length > rules.length ? found.map((c) => ({ c, i: at(c) })).sort((a, b) => a.i - b.i).map(({ c }) => c) : found;
  reasonJoinsAfter(ordered, all);
  const joined = kindJoinsAfter(asideJoinsBefore(ordered, all, at), all, at);
  stateJoinsAfter(joined, all, at);
  reasonedUnderHeading(joined, all, at);
  const withTradeOffs = tradeOffJoins(joined, all, at);
  // (A sentence of how it was that a decision took in is no decision of its own, as the learned check may have read it.)
  const tookIn = withTradeOffs.map((c) => previouslyDone(c, all)).filter((t): t is string => t !== undefined);
  const rest = tookIn.length ? withTradeOffs.filter((c) => !tookIn.includes(c.content)) : withTradeOffs;
  changedFromFaulted(rest, all, at);
  wasThenNow(rest, all, at);
  const merged = droppedThenDone(pronounJoins(sameChoiceJoins(rest, all, at), all, at), all, at);
  ledByItemHead(merged, all, at);
  faultsBeforePick(merged, all, at);
  const decided = merged.filter((c) => !pickLeftOpen(c, all, at));
  for (const c of decided) {
    if (c.kind !== 'decision' || !c.decision || c.decision.rejected?.length) continue;
    const option = modelOption(c.content, optionModel);
    // (Not a name the decision keeps for the rest: "EF Core stays for the rest of the app.")
    const kept = option ? c.content.split(/(?<=[.!])\s+/).map((x) => STAYS_ELSEWHERE_EN.exec(x)?.[1]).find((name) => name && option.startsWith(name)) : undefined;
    // (Its quotes are no part of it: `instead of "fat"`.)
    if (option && !kept) c.decision.rejected = [{ option: option.replace(/^["'“‘]+|["'”’]+$/g, '') }];
  }
  // (A "## Why this approach" section: the ways it faults are what the section before it turned down.)
  return withWhySection(response, decided);
}

/**
 * A sentence that says the pick is still to come: "I'll show you both outputs tomorrow before we pick.", "…, and then we
 * can decide.", "I haven't decided yet." (the end of its sentence: not "before we pick a region, …"), or that both are
 * still to be tried: "I'll do a test deploy on both this week.", "We'll benchmark both tomorrow." (both alone, or "both of
 * them": not "I'll update both services.").
 */
const PICK_OPEN = /\b(?:before (?:we|I|you) (?:pick|choose|decide|commit)|before (?:picking|choosing|deciding|committing)(?: one)?|(?:then|after that) (?:we|you) can (?:pick|choose|decide)|(?:I|we) (?:haven't|have not) (?:decided|picked|chosen)(?: anything)?(?: yet)?)(?:\s+(?:one|which|between them|between the two))?\s*[.!]?\s*$|^(?:I'll|I will|we'll|we will|let's|let me)\s+(?:(?:do|run|set up)\s+(?:a|an)\s+(?:test|trial|pilot|load|benchmark)(?:\s+[\w-]+)?\s+(?:on|with|against|of|in)|(?:try|test|trial|pilot|benchmark|load-test|deploy to|deploy on|prototype with|prototype)(?:\s+(?:out|it|them))?)\s+both(?:\s+of\s+them)?(?:\s+(?:this|next)\s+(?:week|sprint|month)|\s+(?:tomorrow|today|first|later|properly|side by side))?\s*[.!]?\s*$/i;
/**
 * A decision whose paragraph goes on to say the pick is still to come (PICK_OPEN): "Fern generated the TypeScript SDK;
 * Stainless would do the same but needs a paid plan …. I'll show you both outputs tomorrow before we pick." weighs, not
 * decides (unless it says it decided: DECIDE_EN).
 */
function pickLeftOpen(c: Captured, all: Unit[], at: (c: Captured) => number): boolean {
  const i = at(c);
  if (i < 0 || c.kind !== 'decision' || DECIDE_EN.test(c.content)) return false;
  return all.some((u, k) => k >= i && u.block === all[i].block && PICK_OPEN.test(u.text));
}

/** A sentence that opens on our own old thing: "Our cache kept …", "The old loader …". */
const OUR_OLD = /^(?:our|the old|the previous)\s+([a-z][\w-]*)\b/i;
/**
 * The option turned down with no reason that a sentence opening on "our" names by a word of it, its name's parts split
 * ("Our cache …" of "ImageCache class").
 */
const ourOldOne = (decision: DecisionMeta, said: string) => {
  const word = OUR_OLD.exec(said)?.[1].toLowerCase() ?? '';
  const parts = (option: string) => option.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/);
  return word.length > 2 ? decision.rejected?.find((r) => !r.reason && parts(r.option).includes(word)) : undefined;
};
/**
 * The next sentence of a decision's paragraph that says an option it turned down with no reason again, in other words,
 * and is no decision of its own: that option's reason ("… trained per region rather than one model per store.
 * Per-store models overfit: 18 of the 40 stores have less than a year of history …"), as a rule's decision takes it.
 */
function reasonJoinsAfter(found: Captured[], all: Unit[]): void {
  for (const c of found) {
    if (c.kind !== 'decision' || !c.decision?.rejected?.some((r) => !r.reason)) continue;
    const i = all.findIndex((u) => c.content.endsWith(u.text));
    const next = all[i + 1] as Unit | undefined;
    // (Or, the decision ending its paragraph, the next one's first sentence when it opens on "our" old one: "… now goes
    // through Nuke instead of our `ImageCache` class. ¶ Our cache kept decoded bitmaps …, so … the app got killed.")
    const ours = next !== undefined && i >= 0 && next.block === all[i].block + 1 && OUR_OLD.test(next.text);
    if (i < 0 || !next || (next.block !== all[i].block && !ours) || next.item || !isProse(next.text) || NOT_REASON_AFTER_EN.test(next.text) || found.some((d) => d.content.includes(next.text))) continue;
    const about = ours ? ourOldOne(c.decision, next.text) : unreasoned(c.decision, asSaid(next.text));
    if (!about) continue;
    c.content += ` ${next.text}`;
    about.reason = next.text.replace(/[.!]$/, '');
  }
}

/**
 * A decision that opens on a list item's second sentence, the item's head no decision's ("1. **Transport:** Action Cable
 * with the `solid_cable` adapter (database-backed). We avoid adding Redis just for pub/sub; …"): the head, what was
 * chosen, leads it.
 */
function ledByItemHead(found: Captured[], all: Unit[], at: (c: Captured) => number): void {
  for (const c of found) {
    const i = at(c);
    const head = all[i - 1] as Unit | undefined;
    if (c.kind !== 'decision' || i < 1 || all[i].item || !head?.item || head.block !== all[i].block || !c.content.startsWith(all[i].text)) continue;
    if (found.some((d) => d.content.includes(head.text))) continue;
    c.content = `${head.text} ${c.content}`;
    if (c.decision?.chosen === all[i].text) c.decision.chosen = `${head.text} ${all[i].text}`;
  }
}

/** A thing dropped, said alone and short: "Dropped Zipkin.", "We removed Sentry." */
const BARE_DROPPED = new RegExp(String.raw`^(?:(?:I|We)\s+)?(?:[Dd]ropped|[Rr]emoved|[Rr]etired|[Dd]itched)\s+(?:the\s+)?${NAME}(?:\s+${NAME})?[.!]$`);
/**
 * A decision that only drops a thing, said alone ("Dropped Zipkin."), right before a decision in its paragraph that says
 * what does the job now ("The traces go to OpenObserve, which …"): one decision, which turned the dropped thing down.
 */
function droppedThenDone(found: Captured[], all: Unit[], at: (c: Captured) => number): Captured[] {
  return found.filter((c, k) => {
    const next = found[k + 1] as Captured | undefined;
    const i = at(c);
    if (c.kind !== 'decision' || next?.kind !== 'decision' || !next.decision || i < 0 || !BARE_DROPPED.test(c.content) || c.content !== all[i].text) return true;
    if (at(next) !== i + 1 || all[i + 1].block !== all[i].block) return true;
    next.content = `${c.content} ${next.content}`;
    for (const r of c.decision?.rejected ?? []) addRejected(next.decision, r);
    return false;
  });
}

/** A sentence that opens on what the one before it spoke of: "They'd drifted: …", "It was …". */
const OPENS_ON_BEFORE = /^(?:They|It|These|Those)(?:'d|'s|'re|'ve|\s)/;
/**
 * A decision that opens on a pronoun, right after another decision's last sentence in its paragraph ("Yes — I've
 * switched the 23 hand-written mappers to MapStruct. They'd drifted: …. ModelMapper was the other option, but …"): it
 * speaks of what that one said, so it is more of that decision.
 */
function pronounJoins(found: Captured[], all: Unit[], at: (c: Captured) => number): Captured[] {
  return found.filter((c, k) => {
    const before = found[k - 1] as Captured | undefined;
    const i = at(c);
    if (!before?.decision || before.kind !== 'decision' || c.kind !== 'decision' || i < 1 || !OPENS_ON_BEFORE.test(all[i].text) || !c.content.startsWith(all[i].text)) return true;
    if (all[i].block !== all[i - 1].block || !before.content.endsWith(all[i - 1].text)) return true;
    before.content += ` ${c.content}`;
    for (const r of c.decision?.rejected ?? []) addRejected(before.decision, r);
    return false;
  });
}

/** A sentence that is a name alone: "Hilt.", "Cloudflare Pages." */
const LONE_NAME = /^[A-Z][\w+#/-]*(?:[.-][\w+#/-]+)*(?:\s+[A-Z][\w.+#/-]*)?[.!]$/;
/** A sentence that says what was taken, by name: "I went with chi for its middleware chaining". */
const WENT_WITH = /\b(?:I|we)\s+(?:went with|chose|picked|settled on|stuck with)\s+([\w.+#/-]+)/i;

/** The one option a decision turned down with no why, named in `sentence`: what "it" after that sentence points to. */
function unreasonedIn(decision: Captured | null, sentence: string): string | undefined {
  const bare = decision?.decision?.rejected?.filter((r) => !r.reason && namesOptionIn(sentence, r.option)) ?? [];
  return bare.length === 1 ? bare[0].option : undefined;
}

/** The most sentences of a decision's paragraph after it that a decision saying it took the same may come past. */
const SAME_CHOICE_PAST = 3;
/**
 * A decision that turns options down and says it took what the decision right before it chose ("I've set up routing
 * with chi. … ¶ Gin was the obvious alternative, but …. With Go 1.22's pattern matching, plain `http.ServeMux` was also
 * close; I went with chi for …"), its first sentence right after that decision's last: more of that decision.
 */
function sameChoiceJoins(found: Captured[], all: Unit[], at: (c: Captured) => number): Captured[] {
  return found.filter((c, k) => {
    const before = found[k - 1] as Captured | undefined;
    const taken = c.decision?.rejected?.length ? WENT_WITH.exec(c.content)?.[1].replace(/\.+$/, '') : undefined;
    if (!before?.decision || before.kind !== 'decision' || !taken || FUNCTION_WORD.has(taken.toLowerCase()) || !saysWord(before.content, taken)) return true;
    const i = at(c);
    // (Or past the rest of that decision's paragraph, which says more of what it chose: "… now goes through Nuke instead
    // of our `ImageCache` class. ¶ Our cache kept …. Nuke decodes off the main thread, …. ¶ Kingfisher does the same job
    // …; I picked Nuke because …".)
    let j = i - 1;
    while (j > 0 && i - j < SAME_CHOICE_PAST && all[j - 1].block === all[j].block && !before.content.endsWith(all[j].text)) j--;
    if (i < 1 || !before.content.endsWith(all[j].text)) return true;
    const rest = all.slice(j + 1, i).map((u) => u.text).join(' ');
    before.content += `${rest ? ` ${rest}` : ''}${all[i].block === all[i - 1].block ? ' ' : '\n\n'}${c.content}`;
    for (const r of c.decision!.rejected!) addRejected(before.decision, r);
    return false;
  });
}

/** "I used shared_preferences instead.", "We went with a plain cron job instead:": what was done in the place of what was just said. */
const USED_INSTEAD = /^(?:so\s+)?(?:I|we)(?:'ve|\s+have)?\s+(?:used|went with|picked|chose|switched to|added|stuck with|stayed with|kept)\s+\S.{0,60}?\s+instead\s*[.:!]?$/i;

/**
 * A sentence that says what was done instead (USED_INSTEAD) right after one that faults another way, in its paragraph
 * or ending the one before ("Hive would be more than we need for one value. I used shared_preferences instead."): one
 * decision, the way faulted turned down. `found`: the decisions read already, whose sentences are theirs.
 */
function usedInstead(all: Unit[], found: Captured[]): Captured[] {
  const out: Captured[] = [];
  const held = (t: string) => found.some((c) => c.content.includes(t));
  for (const [i, { text: s, block }] of all.entries()) {
    // (Read as said only for a sentence that ends in "instead": the rule loop has read every sentence so already.)
    if (!/\binstead\s*[.:!]?$/i.test(s)) continue;
    const said = asSaid(s);
    const before = all[i - 1] as Unit | undefined;
    if (!before || !USED_INSTEAD.test(said) || before.block < block - 1 || before.item || held(s) || held(before.text)) continue;
    // The fault said of a name or an act, in the sentence or in its clause after "but" / a semicolon.
    const prior = asSaid(before.text);
    // (A clause is read as a sentence, capitalised, as the act rule reads one; its option keeps the case it was said in.)
    const clauses = [prior, ...prior.split(/,\s+but\s+|;\s+/).slice(1)];
    const faults = clauses.map((c, k) => {
      const f = turnedDown(k ? capitalised(c) : c, said);
      return f && k ? { ...f, option: c.slice(0, f.option.length) } : f;
    });
    const fault = faults.find((f) => f !== null);
    if (!fault) continue;
    out.push({ content: `${before.text} ${s}`, kind: 'decision', type: 'semantic', decision: { chosen: s, rejected: [{ option: fault.option, reason: fault.reason }] } });
  }
  return out;
}

/** How things were before a change, said right after it: "Previously the SPA stored a JWT in localStorage." */
const PREVIOUSLY = /^(?:previously|before (?:this|now|the change)|until now|originally),?\s+(?:the\s+|our\s+)?[\w .'-]{0,30}?\b(?:[a-z]{3,}ed(?: on| in| through| to)?|ran|kept|sent|read|wrote|put|had|built|went through|was|were)\s+(.{3,60}?)(?:,|[.!]?$)/i;

/**
 * A decision that turned nothing down, then a sentence that says how things were before it, opening the next
 * paragraph or in its own ("I've switched authentication to session cookies. Previously the SPA stored a JWT in
 * localStorage. That's readable by any injected script, …"): the old way is the option turned down, the sentence
 * after it, in its paragraph, its reason (or its own ", which …" clause). Both join the decision; the sentence of how
 * it was is returned.
 */
function previouslyDone(c: Captured, all: Unit[]): string | undefined {
  if (c.kind !== 'decision' || !c.decision || c.decision.rejected?.length) return;
  let last = -1;
  all.forEach((u, k) => {
    if (c.content.includes(u.text)) last = k;
  });
  // (A decision whose words are no sentence of the text, a table's row, has no sentence after it.)
  if (last < 0) return;
  // (Past a sentence on what the new way does that ends its paragraph: "… built with `cargo-dist` now. It generates …. ¶
  // Before this, the release was …".)
  const does = all[last + 1]?.block === all[last].block && DOES_NEXT_EN.test(all[last + 1].text) && all[last + 2]?.block === all[last].block + 1 ? all[last + 1] : undefined;
  if (does) last++;
  // (Or the decision took it in already, as its last sentence: "Stripe events are now processed idempotently: …. Previously
  // we relied on Stripe not retrying, which it does …".)
  const within = !does && !c.content.startsWith(all[last].text) && PREVIOUSLY.test(all[last].text);
  if (within) last--;
  const before = all[last + 1] as Unit | undefined;
  const m = before && before.block <= all[last].block + 1 && !before.item ? PREVIOUSLY.exec(before.text) : null;
  // The phrase as said, where it was kept included ("a JWT in localStorage"), without its article.
  const option = m && m[1].split(/\s+/).length <= 8 ? m[1].replace(/^(?:an?|the)\s+/i, '') : '';
  if (!m || !option) return;
  const after = all[last + 2] as Unit | undefined;
  // (Its own clause may say what went wrong: "Previously each feature called …, which made `pip install` fail ….")
  const which = /,\s+which\s+(.+?)[.!]?$/.exec(before!.text.slice(m.index + m[0].length - 1))?.[1];
  // (Or its clause after ", and": "Before this, the release was a hand-written workflow …, and the macOS arm64 build had
  // silently been missing ….")
  const and = which ? undefined : /^,\s+and\s+(.+?)[.!]?$/.exec(before!.text.slice(m.index + m[0].length - 1))?.[1];
  const why = which ? `which ${which}` : and ?? (after && after.block === before!.block && isProse(after.text) ? after.text : undefined);
  c.decision.rejected = [{ option, ...(why ? { reason: why.replace(/[.!]$/, '') } : {}) }];
  if (within) return;
  c.content += `${does ? ` ${does.text}` : ''} ${before!.text}${why && !which && !and ? ` ${why}` : ''}`;
  return before!.text;
}

/**
 * Whether a sentence speaks against an option turned down, in a clause after its opening: by a word of the option's
 * name that the decision's other words do not say ("Vercel" of "adapter-vercel" beside "adapter-node"), that names
 * something (capitalised, or a known tool), in a clause that says what is wrong with it ("…, and a Vercel function
 * would have to reach it over the public internet"). (A sentence that opens with the option is the rules' to read;
 * one that names it with no fault, "The Horizontal Pod Autoscaler still runs for the web pods", is no reason.)
 */
function speaksOfOption(sentence: string, option: string, decision: string): boolean {
  const others = new Set(decision.replace(option, ' ').toLowerCase().split(/[^\w.+#]+/));
  const opening = sentence.split(/\s+/).slice(0, 2).join(' ');
  const clauses = sentence.split(/,?\s+(?:and|but|while|whereas)\s+|[;:]\s+|\s[—–]\s/);
  return option.split(/[^\w.+#]+/).some((w) => {
    if (w.length < 3 || others.has(w.toLowerCase()) || saysWord(opening, w)) return false;
    const clause = clauses.find((c) => saysWord(c, w));
    const said = clause ? new RegExp(`\\b${escapeRegExp(w)}\\b`, 'i').exec(clause)![0] : '';
    return clause !== undefined && (/^[A-Z]/.test(said) || isTool(said.toLowerCase())) && WHY_NOT_ANSWER.test(clause);
  });
}

/** A failure said to come from a named thing doing something: "The OOM comes from `pd.read_csv` loading the full …". */
const CAUSED_BY = /^(?:the\s+)?(?:OOM|crash(?:es)?|leak|timeouts?|slowdown|spikes?|bottleneck|out-of-memory (?:kill|error)s?)\s+(?:comes?|came|is coming|was coming)\s+from\s+(?:the\s+)?([\w.+#/-]+)\s+[a-z]{3,}ing\b/i;
/**
 * The same said of what kept failing on a named thing: "The notebook kernel keeps dying on `pd.read_csv` of the 9 GB
 * export."
 */
const DIES_ON = /^(?:the\s+|our\s+)?(?:[\w-]+\s+){0,3}?(?:keeps|kept)\s+(?:dying|crashing|failing|timing out|hanging|running out of memory)\s+(?:on|in|at|inside|during)\s+(?:the\s+)?([\w.+#/-]+)/i;
/**
 * Or a symptom said to come from what a tool or a thing of code does: "The date picker flickers because `v-if` remounts
 * it on every keystroke …" (a word of code, with a dash, dot or underscore or in camel case, or a known tool: "because
 * the API returns 2 MB" names no option).
 */
const BECAUSE_DOES = /\bbecause\s+(?:the\s+)?([\w.+#/-]{2,40})\s+(?:[a-z]{3,}s|keeps|kept)\b/;
const becauseCode = (said: string): RegExpExecArray | null => {
  const m = BECAUSE_DOES.exec(said);
  return m && (/\w[-._]\w|[a-z][A-Z]/.test(m[1]) || isTool(m[1].toLowerCase())) ? m : null;
};
/** A change made, said by who made it: "I switched the feature build to …", "We replaced …". */
const CHANGE_MADE = /^(?:so\s+)?(?:I|we)(?:'ve|\s+have)?\s+(?:switched|moved|replaced|changed|migrated|rewrote|ported)\s/i;
/** A change said of "it", "them": "I switched it to Postgres full-text search: …", "We moved them into a queue". */
const CHANGED_IT = /^(?:so\s+)?(?:I|we)(?:'ve|\s+have)?\s+(?:switched|moved|changed|migrated|converted|rewrote|ported)\s+(?:it|them|that|this)\s+(?:over\s+)?(?:to|into)(?:\s|:$)/i;
/**
 * How a thing was, and what was wrong with it: "The search was `ILIKE '%term%'` on name and description, which can't use
 * an index.", "The query was doing `… OFFSET $1`, and with 1.2M rows page 500 took 3.8 s."
 */
const WAS_FAULTED = /^(?:the|our)\s+[\w -]{2,30}?\s+(?:was(?:\s+doing)?|used|ran on|went through)\s+(.{2,80}?),?\s+(?:which|and it|but it|and(?=\s+(?:with|on|at|for)\s))\s+(.+?)[.!]?$/i;
/** Words that say what was wrong: what it could not do, or how it failed. */
const WRONG = /\b(?:can't|cannot|couldn't|doesn't|didn't|don't|isn't|wasn't|won't|never|too|slow|broke|breaks|fails?|failed|leak(?:s|ed)?|timed out|times out|ran out of|out of memory|OOM|took (?:over |more than )?\d|hit (?:the|a|our) [\w -]{0,20}?(?:timeout|limit))\b/i;

/**
 * A change said of "it" whose sentence before, in its paragraph, says how "it" was and what was wrong with that ("The
 * search was `ILIKE '%term%'` on name and description, which can't use an index. I switched it to Postgres full-text
 * search: …"): the old way is an option the change turned down, that sentence its reason, both one decision — the
 * one that holds the change, or a new one when no rule took it ("… I rewrote it to stream rows with a cursor."). A
 * failure said to come from a named thing (CAUSED_BY), before a change a decision holds, turns that thing down too.
 */
function changedFromFaulted(found: Captured[], all: Unit[], at: (c: Captured) => number): void {
  for (const [i, u] of all.entries()) {
    const before = all[i - 1] as Unit | undefined;
    if (!before || before.block !== u.block) continue;
    // (Or a failure said to come from a named thing, before a change that a decision holds: "The OOM comes from
    // `pd.read_csv` loading the full 9 GB events file. I switched the feature build to Polars' lazy `scan_csv` ….")
    const saidBefore = asSaid(before.text);
    const cause = CAUSED_BY.exec(saidBefore) ?? DIES_ON.exec(saidBefore) ?? becauseCode(saidBefore);
    const held = cause && CHANGE_MADE.test(asSaid(u.text)) && isName(cause[1]) ? found.find((d) => d.kind === 'decision' && d.content.startsWith(u.text)) : undefined;
    if (held?.decision && !held.decision.rejected?.some((r) => namesOptionIn(r.option, cause![1]))) {
      held.decision.rejected = [{ option: cause![1], reason: before.text.replace(/[.!]$/, '') }, ...(held.decision.rejected ?? [])];
      held.content = `${before.text} ${held.content}`;
      continue;
    }
    if (!CHANGED_IT.test(asSaid(u.text))) continue;
    const m = WAS_FAULTED.exec(before.text);
    if (!m || !WRONG.test(m[2]) || found.some((c) => c.content.includes(before.text))) continue;
    const option = { option: m[1].replace(/`/g, ''), reason: m[2] };
    // A change that announces its steps ("I've changed it to:") holds the list that follows.
    const steps = /:$/.test(u.text) ? listAfter(all, i) : [];
    const change = [u.text, ...steps.map((s) => `- ${s}`)].join('\n');
    const c = found.find((d) => d.kind === 'decision' && d.content.startsWith(u.text));
    if (c?.decision) {
      c.decision.rejected = [option, ...(c.decision.rejected ?? [])];
      c.content = `${before.text} ${c.content}`;
    } else if (!c && !found.some((d) => d.content.includes(u.text))) {
      // The sentence right after its steps may fault another way ("Processing the file synchronously but faster
      // wasn't enough — …"): an option too.
      const next = steps.length ? (all[i + 1 + steps.length] as Unit | undefined) : undefined;
      const other = next && !next.item && !found.some((d) => d.content.includes(next.text)) ? turnedDown(asSaid(next.text), change) : null;
      // In the order the text says them: after the decisions whose first sentence comes before it.
      const place = found.filter((d) => at(d) < i).length;
      found.splice(place, 0, {
        content: `${before.text} ${change}${other ? `\n\n${next!.text}` : ''}`,
        kind: 'decision',
        type: 'semantic',
        decision: { chosen: change, rejected: other ? [option, { option: other.option, reason: other.reason }] : [option] },
      });
    }
  }
}

/**
 * How a thing was being done, said as background ("Background: the search page was calling Algolia directly from the
 * browser with the admin key."): the way, as said. (Not how it was failing: "The export was timing out …".)
 */
const WAS_WAY = String.raw`^(?:[\w ]{1,20}:\s+)?(?:the|our)\s+[\w -]{2,30}?\s+(?:was|were)\s+(?!(?:failing|crashing|breaking|timing|erroring|hanging|leaking|throwing|returning|running|getting|being|still|trying)\b)([a-z]{3,}ing\s+`;
const WAS_DOING = new RegExp(String.raw`${WAS_WAY}.{3,80}?)[.!]?$`, 'i');
/** The same, with what it led to after "so" or "which": "The pricing page was fetching … after hydration, so …". */
const WAS_DOING_SO = new RegExp(String.raw`${WAS_WAY}[^,;]{3,80}?),\s+(?:so|which)\s+(.{3,120}?)[.!]?$`, 'i');
/** What "it" does now: "It now goes through a `/api/search` route …", "Now they run …". */
const IT_NOW = /^(?:(?:it|they)\s+now|now,?\s+(?:it|they))\s+[a-z]{3,}/i;

/**
 * A sentence that says how a named thing was being done (WAS_DOING), then, in its paragraph, what "it" does now
 * (IT_NOW), where a clause after it or the next sentence faults the old way ("… It now goes through a `/api/search`
 * route that holds a search-only key server-side; shipping the admin key to the browser let anyone delete the
 * index."): the old way is an option the change turned down, the fault its reason, all one decision.
 */
function wasThenNow(found: Captured[], all: Unit[], at: (c: Captured) => number): void {
  for (const [i, u] of all.entries()) {
    const before = all[i - 1] as Unit | undefined;
    if (!before || before.block !== u.block || before.item || u.item || !IT_NOW.test(u.text)) continue;
    const was = asSaid(before.text.replace(/`/g, ''));
    // (Or what it led to, after "so" or "which": "The pricing page was fetching the plans on the client after
    // hydration, so the page rendered twice and the LCP was 3.1 s. It now uses `useAsyncData` …".)
    const m = WAS_DOING.exec(was) ?? WAS_DOING_SO.exec(was);
    if (!m || !NAMED.test(was) || found.some((c) => c.content.includes(before.text))) continue;
    // The fault: in the clause after a semicolon or dash, or in the next sentence of the paragraph.
    const clause = u.text.split(/;\s+|\s[—–]\s/).slice(1).find((c) => c.trim());
    const next = all[i + 1] as Unit | undefined;
    const later = next && next.block === u.block && !next.item ? next.text : undefined;
    const faulted = m[2] ?? [clause, later].find((t) => t && turnedDown(asSaid(capitalised(t)), u.text) !== null);
    if (!faulted) continue;
    const option = { option: m[1], reason: faulted.replace(/[.!]$/, '') };
    const c = found.find((d) => d.kind === 'decision' && d.content.startsWith(u.text));
    if (c?.decision) {
      if (c.decision.rejected?.length) continue;
      c.decision.rejected = [option];
      c.content = `${before.text} ${c.content}`;
    } else if (!c && !found.some((d) => d.content.includes(u.text))) {
      const place = found.filter((d) => at(d) < i).length;
      const said = faulted === later ? `${u.text} ${later}` : u.text;
      found.splice(place, 0, { content: `${before.text} ${said}`, kind: 'decision', type: 'semantic', decision: { chosen: u.text, rejected: [option] } });
    }
  }
}

/** The items of the list right after unit `i`, at most LIST_ITEMS of them. */
function listAfter(all: Unit[], i: number): string[] {
  const out: string[] = [];
  for (let k = i + 1; k < all.length && out.length < LIST_ITEMS && all[k].item; k++) out.push(all[k].text);
  return out;
}

/** A decision that holds the response's opening item and, in a later section, items that turn options down. */
const onlyRejectsAfterOpening = (c: Captured, all: Unit[], i: number): boolean => all[0].item && all[i].section > all[0].section && c.content.startsWith(all[0].text) && !!c.decision?.rejected?.length;
/** A decision that chose nothing and turned an option down. */
const turnsDownOnly = (c: Captured | undefined): boolean => c?.kind === 'decision' && !c.decision?.chosen && !!c.decision?.rejected?.length;

/** A decision that chose nothing and opens by setting an option aside (SET_ASIDE): "GraphQL federation was the other candidate, but …". */
export const onlySetsAside = (c: Captured): boolean =>
  c.kind === 'decision' && !c.decision?.chosen && !!c.decision?.rejected?.length && SET_ASIDE.test(c.content.split(/(?<=[.!])\s+/)[0]);

/**
 * A sentence that only sets an option aside ("- Proxying through the API was the first version, but …"), right after
 * a decision the learned check took ("- Uploads go to S3 with presigned PUT URLs; …"), is that decision's option: the
 * rules read it before the check took the one before it.
 */
function asideJoinsBefore(ordered: Captured[], all: Unit[], at: (c: Captured) => number): Captured[] {
  return ordered.filter((c, k) => {
    const before = ordered[k - 1];
    const i = at(c);
    // So does a list item that only turns an option down, after the item before it did too ("Notes: - wkhtmltopdf is
    // archived …, so I didn't use it. - ReportLab would mean re-drawing every invoice by hand").
    // (Or that item came after the response's opening: "## Summary - X … ## Notes - Y was the first plan, but … - Z would …".)
    const nextNote = i > 0 && all[i].item && all[i - 1].item && turnsDownOnly(c) && (turnsDownOnly(before) || (before?.content.endsWith(all[i - 1].text) && onlyRejectsAfterOpening(before, all, i))) && c.content === all[i].text;
    const into = before?.kind === 'decision' ? before.decision : undefined;
    // Or one that opens the next paragraph faulting an option the decision right before turned down with no reason
    // ("… I removed the `sidekiq` gem and its initializer. ¶ Sidekiq needed a Redis instance just for the queue, …"):
    // that option's reason.
    const awaitingReason = into && turnsDownOnly(c) && i > 0 && all[i].block === all[i - 1].block + 1 && !all[i].item && before.content.endsWith(all[i - 1].text)
      ? into.rejected?.find((r) => !r.reason && c.decision!.rejected!.some((o) => o.option.toLowerCase() === r.option.toLowerCase()))
      : undefined;
    if (awaitingReason) {
      awaitingReason.reason = c.decision!.rejected!.find((o) => o.option.toLowerCase() === awaitingReason.option.toLowerCase())!.reason ?? c.content;
      for (const r of c.decision!.rejected!) if (r.option.toLowerCase() !== awaitingReason.option.toLowerCase()) addRejected(into!, r);
      before.content += `\n\n${c.content}`;
      return false;
    }
    // (Not a labelled item of its own: "- **Considered and rejected: Diesel.** Its DSL is …" under "## Design choices".)
    if (!into || (!nextNote && (!onlySetsAside(c) || !into.chosen)) || (all[i].item && NOT_CHOSEN_ALONE.test(all[i].text))) return true;
    // (Not one that "also" weighed an option in a paragraph of its own: another matter.)
    if (i < 1 || !before.content.endsWith(all[i - 1].text) || (ALSO_WEIGHED.test(all[i].text) && all[i].block !== all[i - 1].block)) return true;
    before.content += ` ${c.content}`;
    for (const r of c.decision!.rejected!) addRejected(into, r);
    return false;
  });
}

/** "…; that's what we'll run.": a decision that points back at what it took. */
const POINTS_BACK_PICK = /\bthat(?:'s|\s+is)\s+what\s+(?:we|I)(?:'ll|\s+will)\s/i;
/** A name alone refused, opening a paragraph: "Not Vitess." */
const NOT_BARE = new RegExp(String.raw`^Not\s+(${NAME}(?:\s+${NAME})?)[.!]$`);
/**
 * A decision that points back at what it took ("Velero with the CSI snapshot plugin restored … during the drill; that's
 * what we'll run.") right after a sentence of its paragraph that faults other names ("Cluster backups: Kasten's free
 * tier stops at ten nodes …, and Longhorn's own backups cover only Longhorn volumes, …"): one decision, opening with
 * the faults, those names turned down. So is one in a paragraph that opens by refusing a name alone and says why before
 * what we do instead ("Not Vitess. Sharding is a year away …, and Vitess would put a VTGate hop in front of every query
 * today. We stay on the single MySQL primary with ProxySQL in front …").
 */
function faultsBeforePick(found: Captured[], all: Unit[], at: (c: Captured) => number): void {
  for (const c of found) {
    const i = at(c);
    const from = all.findIndex((u, k) => k < i && k >= i - 3 && u.block === all[i].block && NOT_BARE.test(u.text));
    const between = from >= 0 ? all.slice(from, i) : [];
    const refused = from >= 0 ? NOT_BARE.exec(all[from].text)![1] : '';
    if (c.kind === 'decision' && c.decision && refused && between.every((u) => !u.item && !found.some((d) => d !== c && d.content.includes(u.text))) && !namesOptionIn(c.content, refused)) {
      const why = between.slice(1).map((u) => u.text).join(' ').replace(/[.!]$/, '');
      c.content = `${between.map((u) => u.text).join(' ')} ${c.content}`;
      addRejected(c.decision, why ? { option: refused, reason: why } : { option: refused });
      continue;
    }
    const before = all[i - 1];
    if (c.kind !== 'decision' || !c.decision || c.decision.rejected?.length || !POINTS_BACK_PICK.test(c.content) || !before || before.block !== all[i].block || before.item || found.some((d) => d.content.includes(before.text))) continue;
    const said = asSaid(before.text).replace(/^[A-Z][\w ./-]{0,29}:\s+/, '');
    const first = turnedDown(said, c.content);
    const faults = first ? splitFaults(first, '', '').filter((r) => isName(r.option.split(/\s+/)[0].replace(/'s$/, '')) && !namesOptionIn(c.content, r.option)) : [];
    if (!faults.length) continue;
    c.content = `${before.text} ${c.content}`;
    for (const r of faults) addRejected(c.decision, r);
  }
}

/**
 * A sentence that only turns a kind of thing down, with no why ("I'd rather not add a state library for this."), right
 * before a decision in its paragraph that turns named ones down ("The cart lives in a React context …. Redux Toolkit is
 * a lot of ceremony …, and Zustand was tempting, but …"): one decision, opening with it. The names stand for the kind
 * (a name the sentence turned down, "I'd rather not add Redux here.", is turned down too).
 */
function kindJoinsAfter(found: Captured[], all: Unit[], at: (c: Captured) => number): Captured[] {
  return found.filter((c, k) => {
    const next = found[k + 1] as Captured | undefined;
    const i = at(c);
    const only = turnsDownOnly(c) && c.decision!.rejected!.length === 1 ? c.decision!.rejected![0] : undefined;
    if (!next?.decision || !only || only.reason || i < 0 || all[i].item || c.content !== all[i].text) return true;
    const j = at(next);
    if (j !== i + 1 || all[j].block !== all[i].block || !next.decision.rejected?.some((r) => isName(r.option.split(/\s+/)[0]))) return true;
    next.content = `${c.content} ${next.content}`;
    if (isName(only.option.split(/\s+/)[0])) addRejected(next.decision, only);
    return false;
  });
}

/** A change said as done, as a summary opens: "Capped the batch at 5,000 lines …", "I've switched the cache to …" (not "I looked into …"). */
const CHANGE_DONE = /^(?:(?:I|we)(?:'ve|\s+have)?\s+)?(?:set up\s|(?!(?:looked|checked|traced|investigated|debugged|tried|noticed|found|reproduced|confirmed|verified|tested|asked|wondered)\b)[A-Za-z][a-z]+(?:ed|ept|ut|et|ent with)\s)/;
/** A sentence that refers back to what the paragraph before said: "Keeping them in …", "It used to …", "That meant …". */
const OPENS_BACK = /^(?:[A-Za-z]+ing\s+)?(?:it|them|they|this|that|these|those)\b/i;

/**
 * A decision that chose nothing and opens its paragraph by turning down what the short paragraph before it changed
 * ("Done — sessions are stored in Postgres now via `connect-pg-simple`. ¶ Keeping them in the default `MemoryStore`
 * meant every deploy logged everyone out …; Redis would also work, but …"): that paragraph is what was chosen, and
 * the way the first sentence faults is turned down too. The paragraph must say how things are "now" or hold a change done
 * ("Capped the batch at 5,000 lines …", "I set up `stores/dashboard.ts` …"), or the first sentence point back at it
 * ("them").
 */
/** A paragraph that opens on what a choice costs: "**Trade-off:** Ctrl+F no longer finds …", "Downside: …". */
const TRADE_OFF_LABEL = /^(?:the\s+)?(?:trade-?offs?|downsides?|caveats?|catch|cost)\s*:\s+\S/i;
/**
 * A decision that opens the paragraph right after another's last sentence with what that choice costs ("The contacts
 * table now virtualises rows with TanStack Virtual; …. ¶ **Trade-off:** Ctrl+F … no longer finds rows …. Pagination was
 * tempting …, but …"): more of that decision, with the options it turns down.
 */
function tradeOffJoins(found: Captured[], all: Unit[], at: (c: Captured) => number): Captured[] {
  return found.filter((c, n) => {
    const before = found[n - 1];
    const k = at(c);
    if (!before || before.kind !== 'decision' || c.kind !== 'decision' || k < 1 || !TRADE_OFF_LABEL.test(all[k].text) || all[k].block !== all[k - 1].block + 1 || !before.content.endsWith(all[k - 1].text)) return true;
    before.content += `\n\n${c.content}`;
    (before.decision ??= { rejected: [] }).rejected ??= [];
    for (const r of c.decision?.rejected ?? []) addRejected(before.decision, r);
    return false;
  });
}

/** A line that only heads what follows as the reasons: "**Reasoning:**", "Why:", "Rationale". */
const REASONS_HEADING = /^(?:reasoning|rationale|why|reasons?|the reason)\s*:?$/i;
/**
 * A decision that opens the paragraph under a line heading it as the reasons ("I have updated the authentication flow
 * to use Supabase Auth with magic links. ¶ **Reasoning:** ¶ The previous implementation stored bcrypt hashes …. Moving
 * to Supabase Auth removes …"), right after a paragraph of one sentence that names what was done: that sentence leads it.
 */
function reasonedUnderHeading(found: Captured[], all: Unit[], at: (c: Captured) => number): void {
  for (const c of found) {
    const k = at(c);
    const [lead, heading] = [all[k - 2], all[k - 1]] as (Unit | undefined)[];
    if (c.kind !== 'decision' || !lead || !heading || !REASONS_HEADING.test(heading.text.trim()) || heading.block !== all[k].block - 1 || lead.block !== heading.block - 1) continue;
    const alone = all[k - 3]?.block !== lead.block;
    if (!alone || lead.item || !isProse(lead.text) || RESULT_EN.test(lead.text) || !NAMED.test(lead.text) || found.some((o) => o.content.includes(lead.text))) continue;
    c.content = `${lead.text} ${c.content}`;
  }
}

function stateJoinsAfter(found: Captured[], all: Unit[], at: (c: Captured) => number): void {
  for (const c of found) {
    const i = at(c);
    if (!turnsDownOnly(c) || i < 1 || all[i].item || all[i - 1].block !== all[i].block - 1 || !all[i - 1].text.length) continue;
    // (A word that is no sentence, "Done.", may open it.)
    const state = all.filter((u) => u.block === all[i - 1].block && !/^\w+[.!]$/.test(u.text));
    const said = state.map((u) => u.text).join(' ');
    if (!state.length || state.length > 2 || state.some((u) => u.item || !isProse(u.text) || /\?$/.test(u.text)) || found.some((d) => d !== c && d.content.includes(state[0].text))) continue;
    if (!(/\bnow\b/i.test(said) || state.some((u) => CHANGE_DONE.test(u.text)) || OPENS_BACK.test(all[i].text)) || NOTHING_CHANGED.test(said) || TO_YOU.test(said)) continue;
    const first = turnedDown(asSaid(all[i].text), said);
    c.content = `${said}\n\n${c.content}`;
    c.decision!.chosen = said;
    if (first) c.decision!.rejected = [{ option: first.option, reason: first.reason }, ...c.decision!.rejected!.filter((r) => r.option !== first.option)];
  }
}

/**
 * Sentence `s` as the reason of `option`, a rejected option of `decision` that had none; a reason that goes on to fault
 * another name is that one's ("RestTemplate is in maintenance mode, and WebClient would pull in Reactor …" after "…
 * from RestTemplate to RestClient"), unless the decision so far (`said`) names it whole, as its choice.
 */
function withFaultsOn(decision: DecisionMeta, option: { option: string; reason?: string }, s: string, said: string): void {
  const [own, ...more] = splitFaults({ option: option.option, reason: s.replace(/[.!]$/, '') }, '', said);
  option.reason = own.reason;
  for (const r of more) addRejected(decision, r);
}

/**
 * What was tried and went wrong, before ", so" and what to do instead: "we tried Redis for caching and it kept evicting
 * sessions, so use Postgres for sessions" turns Redis down.
 */
function triedSo(prompt: string): { option: string; reason: string } | null {
  const m = /^((?:we|i)\s+(?:tried|used|ran|had)\s[^.;]{4,120}?),\s+so\s+(\S.*)$/i.exec(prompt);
  const found = m ? turnedDown(capitalised(m[1]), m[2]) : null;
  return found ? { option: found.option, reason: found.reason } : null;
}
/**
 * Decisions the user states in a prompt (PROMPT_DECISION); `conventions`: the prompt's conventions, when the caller
 * has read them already; `aboutProject`: the text is said of the project (`engrim remember`), so the tools it names
 * need not be known ones ("use polars instead of pandas for the etl"), as a prompt's must.
 */
export function extractPromptDecisions(text: string, conventions: Captured[] = extractConventions(text), aboutProject = false): Captured[] {
  // (Or, in German, Spanish or French, a sentence those languages' rules read as deciding: "nein, nimm lieber Typesense,
  // Meilisearch kann keine Geo-Suche".)
  const asked = [...text.matchAll(ASKS_ORDER)].map((m) => m[1]);
  const ruled = extractHeuristic(text.replace(ASKS_ORDER, '$1.'), (s) => promptDecides(s, aboutProject)).filter(
    (c) => (opensDecision(c.content) || decidesEuropean(c.content)) && (aboutProject || NAMED.test(c.content)),
  );
  for (const c of ruled) for (const order of asked) c.content = c.content.replace(`${order}.`, `${order}?`);
  // A prompt faults another option after a comma ("let's use GORM for db access, the sqlc codegen step is annoying"),
  // or says it does not want one ("…, I don't want to run redis just for celery").
  for (const c of ruled) {
    // (One that opens by forbidding a named tool names its option there, the rest its why: "don't add sidekiq, we don't
    // need another process to babysit" turns down sidekiq, not "another process".)
    const forbidden = forbiddenFirst(c.content);
    if (c.decision && forbidden) c.decision.rejected = [forbidden];
    if (c.decision && !c.decision.rejected?.length) {
      // (Or the swap it opens with, when nothing else reads one: "let's drop Storybook, nobody has opened it since March …".)
      // (Or the tool a part is moved off: "let's move the lobby off Photon, the CCU pricing is killing us".)
      const fault = clauseFault(c.content, true) ?? unwanted(c.content) ?? triedSo(c.content) ?? promptSwap(c.content, aboutProject) ?? promptMovedOff(c.content);
      if (fault) c.decision.rejected = [fault];
    }
    // (One turned down with no why of its own takes the last clause's who and what they have: "use cypress instead of
    // playwright, the QA team knows it".)
    const grounds = c.decision?.rejected?.length === 1 && c.decision.rejected[0].reason === undefined ? groundsOf(c.content) : undefined;
    if (grounds) c.decision!.rejected = [{ ...c.decision!.rejected![0], reason: grounds }];
  }
  // A swap of one tool for another ("don't use moment, use date-fns"), which the rules above may not read; not a
  // convention's ("no more class components, hooks only"), which says the same as a rule.
  // "can we not use lodash here? native array methods are fine": the question is the swap's first clause (read as
  // one sentence; stored as written).
  const swaps: Captured[] = sentences(text.replace(ASKS_NOT, '$1, '))
    .filter((s) => !ruled.some((c) => c.content.includes(s)) && !conventions.some((c) => c.content.includes(s)))
    .flatMap((s) => {
      const swapped = promptSwap(s, aboutProject) ?? promptPreference(s, aboutProject);
      const asked = s.replace(ASKED_NOT, '$1? ');
      const content = text.includes(asked) ? asked : s;
      return swapped ? [{ content, kind: 'decision' as const, type: 'semantic' as const, decision: { chosen: content, rejected: [swapped] } }] : [];
    });
  // (A Japanese order whose fault of another name is a sentence of its own, read whole: "クラッシュレポートは Backtrace にして
  // ください。Crashlytics はコンソールのシンボルを扱えません。")
  const jaFault = ruled.length || swaps.length ? null : orderThenFaultJa(text);
  if (jaFault) return [{ content: text.trim(), kind: 'decision', type: 'semantic', decision: { chosen: text.trim(), rejected: [jaFault] } }];
  return [...ruled, ...swaps];
}
