import { BECAUSE_FAULT_EN, EITHER_FINE, FAULTED_JA, FRONTED_OUT_EN, FUNCTION_WORD, HAND_MADE_WORDS, WHEN_DONE, OTHER_ROUTE, RAISED, andClauseFault, bracketFault, clauseFault, faultOf, keptThenFault, measuredAgainst, namesOne, pinnedOtherVersion, raisedBut, splitFaults, turnedDown, wonOver } from './faults.ts';
export { OTHER_ROUTE };
import { europeanFaultNext, europeanRejected, setAsideEuropean } from './european.ts';
import { GERUND, NAME, NAME_OR_WORD, isName, isTool, opensOnAct } from './names.ts';
import { HERE_AFTER, NAMED, NAME_START, OPTION, OWNED_OPTION, cutOption, jaOption, named, namesOptionIn, toolPart } from './options.ts';
import { LEAD_IN, asSaid } from './prose.ts';
import { BUT_REASON, clauseAfterMark, faultAfter, parenReason, reasonOf } from './reasons.ts';
import { WOULD_ALSO_DO } from './not-a-choice.ts';
import { NO_LONGER_USING, STOPPED_USING, refused } from './refusals.ts';
import { aboutSoftware } from './software.ts';
import { escapeRegExp } from '../util/text.ts';

// The options a sentence turns down, each with its reason: weighed and refused, named beside the choice
// ("Vitest, not Jest"), left out, replaced, or faulted.

/**
 * "Instead of a cron container, the cleanup now runs as a scheduled GitHub Action": a part of the system put
 * in place of the one named first. The one replaced is a thing, not an act ("Instead of printing the whole
 * object, the logger now prints only the id" is an edit), and what acts is not a person ("Instead of
 * guessing, I now profile first" is a method); a name must be said.
 */
export const INSTEAD_NOW_EN = new RegExp(String.raw`^${LEAD_IN}instead of\s+(?:the\s+|an?\s+|our\s+)?(?![a-z]+ing\b)([^,;.!?]{2,60}?),\s+(?!(?:i|you|he|she)\b)(?:[\w.'-]+\s+){1,5}?now\s+[a-z]+s\b`, 'i');
/** A label that only warns, before what it warns of: "Heads up: ", "FYI — ", "Note: ". */
const HEADS_UP = /^(?:heads[- ]up|fyi|note|warning|careful|just so you know|for the record)\s*[:—–,-]\s*$/i;
/** A rejection whatever the sentence says around it. */
const REJECT_EN = new RegExp(String.raw`\b(?:decided against|(?<!(?:n't|\bnot|\bnever)\s+)ruled out(?!\s+(?:by|${WHEN_DONE})\b)|(?:we|i)\s+passed\s+on)\s+${OPTION}`, 'i');
/**
 * "We considered Kafka, but it is too heavy": an option weighed and turned down, its reason after "but" (or after a
 * semicolon, what it would have been or, a name weighed "too", what it wanted: "We looked at caching in IndexedDB by hand;
 * it would have been …", "We looked at Bloc as well; it wanted an event class for every button tap, …"); in a
 * summary without its subject too ("Considered rayon over a collected Vec, but …"); one wished for ("I'd have liked to
 * use Bun for the scripts, but the CI image doesn't have it …").
 */
/** What a way weighed "too" wanted, after a semicolon: "; it wanted an event class for every button tap". */
/** "looked at", and how hard: "We looked hard at plain MQTT …, but …". */
export const LOOKED_AT = String.raw`looked (?:hard |closely |seriously )?at`;
const WANTED = String.raw`(?:it|they)\s+(?:wanted|needed|required|meant|forced|pulled in|doubled|tripled)\s`;
const WANTED_START = new RegExp(`^${WANTED}`, 'i');
const REJECT_CONSIDERED_EN = new RegExp(
  String.raw`(?:\b(?:we|i)(?:'d|\s+had)?\s+(?:also\s+|first\s+|briefly\s+)?(?:considered|evaluated|${LOOKED_AT}|did look at|went back and forth on|was tempted by|toyed with|thought about|thought of|talked about|could (?:use|add|adopt|go with|introduce|switch to))|\b(?:we|i)\s+also\s+(?:tried|benchmarked|tested)(?=\s+(?:the\s+)?[A-Z])|\b(?:we|i)\s+(?:tried|benchmarked|tested)(?=\s+(?:the\s+)?[A-Z][\w.+#/-]*\s+(?:too|as well)\b)|\b(?:we|i)(?:'d|\s+would)\s+(?:normally|usually|typically)\s+(?:reach for|use|go with|pick|add)|\b(?:we|i)(?:'d|\s+would)\s+have\s+(?:liked|loved|wanted|preferred)\s+to\s+(?:use|add|adopt|go with|switch to|move to)|^${LEAD_IN}(?:also\s+|briefly\s+)?(?:considered|evaluated|weighed))\s+${OPTION}(?:[^.!?;]|\.\d){0,60}?(?:,?\s+but\s+|;\s+(?:it|they)\s+(?:does|do|did|handles|handled|covers|covered|has|had|is|was|would do)\b[^.!?;]{2,60}?,?\s+but\s+|;\s+(?=(?:it|they|that)\s+would\s+(?:have\s+)?(?:be|been|mean|meant|need|needed|require|required|cost|add|added|take|taken|make|made|tie|tied|lock|locked|break|broken|force|forced)\b|(?<=\s(?:too|as well);\s+)${WANTED}|[^.!?;]{2,60}?\b(?:wasn't|weren't|isn't|aren't|was not|is not|wouldn't (?:have )?be(?:en)?)\s+worth\b))(.+?)[.!]?$`,
  'i',
);
/**
 * What was tried or meant first, in a sentence that then decides otherwise: "Although my first choice was
 * Alpine, I opted for Debian due to …", "I first tried Jest, but its ESM support needed flags, so I switched
 * to Vitest", "Initially we used Webpack, but builds took 40 s, so we moved to Vite", "I chose Laravel Excel's chunked
 * reader over `fgetcsv` at first, but it loaded PhpSpreadsheet …, so the job uses …", "Settled on External Secrets
 * Operator after trying Sealed Secrets for a week." (Alone, "I tried yoga, but it was boring" is a person's story.)
 */
/**
 * What was set to work first, in "I tried X first, but …", "I set up Fluent Bit first, but its Loki output …", or a
 * thing made on it: "I prototyped a React front end on Elasticsearch first and dropped it: …", "I prototyped it with
 * Intro.js first, but …".
 */
const TRIED_FIRST = String.raw`(?:(?:prototyped|mocked up|built|wrote)\s+(?:the|a|an|our)\s+(?:[\w-]+\s+){1,3}?(?:on|with|in)|(?:prototyped|mocked up|built|wrote|tried) it (?:on|with|in)|tried|set up|started with|built|wrote|prototyped (?:on|with|in))`;
/**
 * The old way tried on and given up, said without "first": "I tried keeping the `console.log` calls behind a formatter,
 * but …", "I spent a day on a Box2D port: it was faster …, but …", "I prototyped the dashboard in Plotly to see …, but …"
 * (a "but" after it either way).
 */
const TRIED_KEEPING = String.raw`(?:tried\s+(?=(?:keeping|leaving|wrapping|patching|sticking with|staying on)\s)|spent\s+(?:a|an|one|two|three|half a|\d+)\s+(?:day|days|afternoon|morning|evening|week|weeks|hours?)\s+(?:on|with|prototyping|trying)\s+|(?:prototyped|mocked up)\s+(?:the|a|an|our)\s+(?:[\w-]+\s+){1,2}?(?:in|with|on)\s+)(?=[^;!?]{2,100}?,?\s+but\s)`;
export const REJECT_FIRST_EN = new RegExp(
  String.raw`\b(?:(?:my|our)\s+(?:first|initial|original)\s+(?:choice|pick|plan|attempt)\s+was|(?:we|i)\s+(?:first|initially|originally)\s+(?:tried|used|went with|picked|chose|planned to use)|(?:initially|at first|originally),?\s+(?:we|i)\s+(?:tried|used|went with|picked|chose|planned to use))\s+${OPTION}|\b(?:we|i)\s+${TRIED_FIRST}\s+(?=\S+(?:\s+\S+){0,3}\s+first\b)${OWNED_OPTION}|\b(?:we|i)\s+started\s+(?:with|at|on)\s+(?=[^,.;!?]{1,30},?\s+but\b)${OPTION}|\b(?:we|i)\s+(?:went with|picked|chose|used)\s+(?=[^,.;!?]{1,60}?\s+(?:at first|initially|originally),?\s+but\b)${OPTION}|\b(?:we|i)\s+${TRIED_KEEPING}${OPTION}|\b(?:settled on|landed on|went with|switched to|moved to)\s+[^,.;!?]{2,60}?\s+after\s+(?:trying|testing|using|running)\s+${OPTION}|\b(?:we|i)\s+(?:also\s+)?(?:trained|built|tried|benchmarked|prototyped)\s+(?:an?\s+)?(?=[^,.;:!?]{1,60}?\s+to compare\s*[:;—–])${OPTION}`,
  'i',
);
/**
 * "I left the ORM out on purpose", "we deliberately left out caching", "I kept marshmallow out — …": an option turned
 * down by intent; or put off: "we'll hold off on Kafka", "… and will revisit GraphQL once the app stabilizes", "I left
 * the XLSX export out for now — exceljs adds 1.2 MB" (with its reason); or kept out as what the clause before led to:
 * "…: Node 20's built-in `fetch` covers it, so axios stays out".
 */
const REJECT_LEFT_OUT_EN = new RegExp(
  String.raw`\b(?:we|i)\s+(?:(?:deliberately|intentionally|purposely)\s+left\s+out\s+${OPTION}|left\s+(?:out\s+)?${OPTION}\s+(?:out\s+)?(?:on purpose|deliberately|intentionally|for now(?=\s*(?:[—–:;]\s|,?\s+(?:because|since|as)\b)))|(?:left|kept)\s+${OPTION}\s+out(?=\s*(?:[—–:;]\s|,?\s+(?:because|since|as)\b)))|\b(?:we|i)(?:'ll|'re|\s+will|\s+are)?\s+(?:hold|holding)\s+off\s+on\s+${OPTION}|\b(?:will|'ll)\s+revisit\s+${OPTION}|,\s+so\s+${OPTION}\s+(?:stays|stay|remains|remain|is staying)\s+out\b`,
  'i',
);
/**
 * A name, what is wrong with it, then "so I didn't use it": "wkhtmltopdf is archived upstream and needs a patched Qt
 * build on the server, so I didn't use it." The option is the name, the words between its reason.
 */
const FAULT_SO_NOT_EN = new RegExp(
  String.raw`^(?:the\s+)?(${NAME_OR_WORD}(?:\s+${NAME})?)\s+((?:is|was|are|were|has|had|needs|needed|would|requires|required|doesn't|didn't|can't|isn't|wasn't)\b[^;]{4,160}?),?\s+so\s+(?:I|we)\s+(?:didn't|did not|won't|will not|chose not to|decided not to|opted not to)\s+(?:use|adopt|pick|add|go with|bring in|keep|take)\s+(?:it|them)\b`,
);
/** A name and what is said of it, then "so I went with" another: "I think Celery is the wrong tool here, so I went with Dramatiq". */
const FAULT_SO_WENT_EN = new RegExp(
  String.raw`^(?:I think\s+|Honestly,?\s+)?(?:the\s+)?(${NAME}(?:\s+${NAME})?)\s+((?:is|was|are|were|has|had|needs|needed|requires|required|doesn't|didn't|can't|isn't|wasn't|kept|keeps)\b[^;]{4,120}?),?\s+so\s+(?:I|we)(?:'ve|\s+have)?\s+(?:went with|go with|chose|picked|switched to|moved to|settled on)\s+(?!(?:it|them)\b)`,
);
/**
 * A way not taken, said as left alone, with why: "Squashing was left alone: it would rewrite history that the on-prem
 * customers' databases already have", "Terraform workspaces per environment are a no from me: …", "Kafka is off the
 * table: …". The option is the subject, a name or an act.
 */
const LEFT_ALONE_EN = /^(?:the\s+)?((?:[\w.+#/-]+\s+){0,4}?[\w.+#/-]+)\s+(?:was|were|(?:is|are)\s+(?=a\s+no\b|a\s+no-go\b|off\b))\s*(?:left alone|not pursued|not attempted|a no(?:-go)?(?:\s+(?:from me|for us|here))?|off the table)\s*(?::|;|\s[—–]|,?\s+(?:because|since|as))\s*(.+?)[.!]?$/i;
/**
 * Work not done in the caller's path, with why: "I didn't send them synchronously from the HTTP handler: a slow SMTP
 * answer would have held the request open", "I didn't publish to Kafka straight from the service method: …"; or what it
 * is not keyed on: "I didn't key on the filename, because the partner re-sends corrected files under the same name". The
 * option is the act as said.
 */
export const NOT_INLINE_EN =
  /^(?:I|we)\s+(?:didn't|did not|chose not to|decided not to)\s+((?:send|process|run|do|handle|render|generate|call|make|build|resize|write|publish|emit|push|enqueue)\s+(?:(?:it|this|that|them|these)\s+|(?:to|into)\s+[\w.-]+\s+)?(?:synchronously|inline|in-line|in-process|directly|straight)(?:\s+(?:from|in|inside|within|on)\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+){0,2}?)?|(?:key|index|dedupe|deduplicate|match|partition|shard|group)\s+(?:it\s+|them\s+)?(?:on|by)\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?|use\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+as\s+(?:the\s+|a\s+)?(?:key|index|id|identifier|primary key|dedupe key|cache key))\s*(?::|;|\s[—–]|,?\s+(?:because|since|as))\s*(.+?)[.!]?$/i;
/**
 * A named part of its own skipped or not added, up to its noun, with why after a colon or a dash: "I skipped a separate
 * React frontend talking to channels: LiveView already renders the page …", "We didn't add a dedicated Redis instance —
 * …".
 */
const SKIPPED_PART_EN =
  /\b(?:[Ww]e|I)\s+(?:skipped|didn't add|did not add|didn't set up|did not set up|didn't build|did not build)\s+(?:an?\s+|the\s+)?((?:separate|dedicated|standalone|second)\s+[A-Z][\w.+#/-]*(?:\s+[a-z][\w-]*)?)\b[^:;—–.]{0,40}?(?::|;|\s[—–])\s*(.+?)[.!]?$/;
/**
 * "I skipped Vercel Blob: it's priced per GB egress …": a named option skipped, with its reason after a colon, a
 * dash or a connective, or at the sentence's end (not a step skipped: "I skipped the flaky test for now").
 */
const SKIPPED_EN = new RegExp(String.raw`\b(?:we|i)\s+(?:deliberately\s+|intentionally\s+)?skipped\s+${OPTION}(?=\s*(?:[:;]\s|\s[—–]\s|,?\s+(?:because|since|as)\b|[.!]$))`, 'i');
/**
 * "No Hypothesis for these tests.": a named option refused for the work at hand, as a sentence of its own (its why and
 * what was done instead follow). Only a name of software (a known tool, one in capitals or shaped like code, or one in a
 * sentence about software: "… for these tests"), and only for "this", "these", "the", "our" or "now": not "No Christmas
 * party for the office this year." or "No time for that.".
 */
const NO_NAME_FOR_EN = new RegExp(String.raw`^No\s+(${NAME}(?:\s+${NAME})?)\s+for\s+(?:this|these|the|our|now)\b[^.;:!?,]{0,40}[.!]$`);
/**
 * "I ended up not using a regex for the version parsing — semver.coerce handles …", "Not using Prettier's Tailwind
 * plugin after all: it reordered …": a named thing not used, said by we / I or as a summary's line that says it
 * was meant to be ("after all", "in the end": not a list of mistakes, "Not using the right brush: …").
 */
const NOT_USING_EN = new RegExp(
  String.raw`(?:\b(?:we|i)(?:'re|\s+are|'m|\s+am)?\s+(?:ended up\s+|decided on\s+)?|^(?=not\s[^.!?]*?\b(?:after all|in the end|anymore)\b))not\s+(?:using|adding|adopting|pulling in|going with)\s+${OPTION}`,
  'i',
);
/**
 * "We deprecated the v1 REST endpoints in favour of the GraphQL API", "Dropped uuid in favor of
 * crypto.randomUUID()": what was let go for something else. A choice when we / I did it (or an agent's
 * summary, which drops its subject: IMPLIED_I).
 */
export const IN_FAVOR_EN = new RegExp(String.raw`\b(?:dropped|deprecated|removed|abandoned|retired|ditched|phased out|replaced)\s+${OPTION}\s+in fav(?:o|ou)r of\b`, 'i');
/**
 * "Kept axios for now; moving to fetch would touch 40 call sites": an option named by the act of taking it,
 * then what taking it would cost.
 */
const REJECT_WOULD_EN = new RegExp(
  String.raw`(?:^|[;,:—–]\s*|\s[—–]\s*)(?:(?:since|because|as)\s+)?((?:moving|switching|swapping|migrating|converting|porting|changing)(?:\s+(?:it|them|this|that|these|those|the\s+[\w-]+(?:\s+[\w-]+)?))?\s+(?:over\s+)?(?:to|into)|replacing\s+(?:it|them|this|that|the\s+[\w-]+)\s+with|splitting\s+(?:it|them|this|the\s+[\w-]+)\s+into|adding|introducing|adopting|pulling in|using|running)\s+${OPTION}(?:\s+(?:there|here|on every [\w-]+(?:\s+[\w-]+)?|everywhere))?\s+((?:(?:would|will)\s+(?:have\s+)?(?:add(?:ed)?|need(?:ed)?|require(?:d)?|break|broken|touch(?:ed)?|mean(?:t)?|cost|force(?:d)?|slow(?:ed)?|complicate(?:d)?|duplicate(?:d)?|pull(?:ed)? in|lose|drop|make|double|be\s+(?:a|an|another|one more|overkill|too)\b)|is\s+(?:overkill|too\s+\w+|not worth it)\b).*?)[.!]?$`,
  'i',
);
/** "I'd keep Redux out of this": a name kept out by intent (a name: not "keep an ear out", "keep helping out"). */
const KEEP_OUT_EN = new RegExp(String.raw`\b(?:I'd|[Ww]e'd|I would|[Ww]e would|[Ll]et's|I'll|[Ww]e'll)\s+(?:keep|leave)\s+(${NAME}(?:\s+${NAME})?)\s+out\b`);
/**
 * "We'll store money as integer cents, never floats, …": what software will do, then what it will not (not a
 * fact set right, "I'll note that it premiered at Cannes, not Sundance", nor a plan of one's day, "I'll take
 * the bus, not the car").
 */
const FUTURE_NOT_EN = new RegExp(
  String.raw`\b(?:we|i)(?:'ll|\s+will)\s+(?:always\s+|only\s+)?(?:store|keep|use|run|build|write|ship|deploy|serve|host|support|call|send|return|expose|log|cache|validate|load|save|generate|compile|target|pin|publish|release|encode|hash|encrypt|sign|parse|render|fetch|handle|paginate|sort|index|batch|retry|queue|route|bundle|split|lint|format|version)\b(?:(?!\bthat\b)[^.!?;:"“”])*?,\s+(?:not|never)\s+${OPTION}`,
  'i',
);
/** A reason that measures the choice against another name: "…, because cold start is ~10x faster than ts-node". */
export const REASON_THAN_EN = new RegExp(String.raw`(?:,\s+|\s)(?:because|since)\s[^.;!?]{0,60}?\b(?:[a-z]{3,}er|more\s+[a-z]+|less\s+[a-z]+)\s+than\s+(?:the\s+|using\s+)?(?=${NAME})${OPTION}`);
/**
 * "The scheduler runs on node-cron; a separate worker service felt like overkill", "…; a Redis cluster isn't
 * worth it for one instance", "…; a Next.js server was too much to run …": an alternative judged needless in
 * the clause after a choice (after a semicolon or a dash).
 */
const JUDGED_CLAUSE_EN =
  /(?:;|\s[—–])\s+(?:a|an|the|any)\s+((?:[\w.+#/-]+\s+){0,5}?[\w.+#/-]+)\s+(?:(?:would be|would have been|felt like|seemed like|seems like|is|was)\s+((?:overkill|unnecessary|not worth (?:it|the)|more than we need|too much)\b.*?)|(?:isn't|wasn't|wouldn't be|is not|was not|would not be)\s+((?:worth (?:it|the)|needed|necessary)\b.*?))[.!]?$/i;
/** "The tests use Vitest, not Jest, because …": a name chosen and one turned down, side by side. */
const NAME_NOT_NAME_EN = new RegExp(String.raw`\b(?:use|uses|using|used|chose|picked|went with|go with|prefer)\s+(?:the\s+)?${NAME},?\s+not\s+(?:the\s+)?(${NAME}(?:\s+${NAME})?)`);
/**
 * "… migrations with Knex, not raw SQL files", "Build: Gradle with the Kotlin DSL, not Maven — …": the means named, then
 * what it is not (not a fact corrected: "premiered at Cannes, not Sundance").
 */
const NAME_COMMA_NOT_EN = new RegExp(String.raw`\b(?:with|using|via|through|in|on)\s+(?:the\s+)?${NAME}(?:\s+${NAME})?,\s+not\s+(?:the\s+)?([\w.+#/-]+(?:\s+[\w.+#/-]+){0,3})`);
/** Words after "not" that say how, not what ("not only", "not because", "not yet"): no option follows. */
const NOT_AN_OPTION = String.raw`(?!(?:because|since|only|just|yet|least|necessarily|really|quite|entirely|always|exactly|even|so|that|this|much|ever|once|again|anymore|sure|all)\b)`;
/**
 * In a sentence that decides, what follows ", not" or ", never" up to the next clause: "feature toggles are
 * read once at startup, not on every request", "images are served through the CDN, never directly from the
 * app servers", "…; no more raw queries in the route handlers" (a place or a manner: not only a name), whose own
 * part it may name ("not from the app's in-process scheduler").
 */
const DECIDED_NOT_EN = new RegExp(String.raw`(?:,\s+(?:but\s+)?(?:not|never)|(?:[,;]|\s[—–])\s+no\s+more)\s+${NOT_AN_OPTION}((?:the\s+)?[\w.+#/-]+(?:'s)?(?:\s+(?!(?:because|since|as|so|which|to|and|but|for|due)\b)[\w.+#/-]+(?:'s)?){0,5})`, 'i');
/**
 * "Cron in the app container was replaced by a Kubernetes CronJob, so …", "Moment.js has been replaced by
 * date-fns …": a replacement said in the passive, the thing given up first. Decides with a reason (decides.ts);
 * the subject is the option turned down.
 */
const REPLACED_PASSIVE_EN = new RegExp(
  String.raw`^(?:the\s+|our\s+)?((?:[\w.+#/'-]+\s+){0,5}?[\w.+#/-]+)\s+(?:has\s+been|have\s+been|was|were|got|is\s+being|are\s+being|is(?:\s+now)?|are(?:\s+now)?)\s+(?:replaced|superseded|swapped\s+out|retired|phased\s+out)\s+(?:by|with|for|in\s+fav(?:o|ou)r\s+of)\s+(?:the\s+|an?\s+)?${NAME}`,
);
/**
 * A passive replacement that decides (REPLACED_PASSIVE_EN): what it gave up is named — a name or a tool, its first
 * word read as if not first ("The meeting was replaced by …" names none) — and a reason follows ("because …", ", so
 * a crashed pod no longer …", ", which cut 60 KB …"). Its option and reason, or null.
 */
export function replacedPassive(said: string): { option: string; reason: string } | null {
  const option = replacedPassiveOption(said);
  const rest = option ? said.slice(option.end) : '';
  const reason = reasonOf(rest) ?? /,\s+(?:so|so that|which)\s+(.+?)[.!]?$/i.exec(rest)?.[1];
  return option && reason ? { option: option.option, reason: reason.trim() } : null;
}
/**
 * What a passive replacement gave up, where it ends: "Redis is replaced by Valkey 8 in `docker-compose.yml` …" (its
 * reason may be the next sentence: "Same protocol, …, and it keeps us clear of the new Redis licence …").
 */
export function replacedPassiveOption(said: string): { option: string; end: number } | null {
  const m = REPLACED_PASSIVE_EN.exec(said);
  if (!m || !m[1].split(/\s+/).some((w, i) => isName(i === 0 ? w.charAt(0).toLowerCase() + w.slice(1) : w))) return null;
  return { option: cutOption(m[1]), end: m[0].length };
}
/** An agent's imperative summary line: "Use date-fns, not moment — …" (the second name may be lower-case). */
const USE_NOT_EN = new RegExp(String.raw`^[Uu]se\s+(?:the\s+)?\S+,?\s+not\s+${NOT_AN_OPTION}(?:the\s+)?([\w.+#/-]+)`);
/**
 * The same with what to use in a few words: "Use Playwright's built-in test runner, not Jest …". A comma before
 * "not" and a name after it ("Use the app as a tool, not a taskmaster" is advice; "Use a Puppetmaster to not
 * diverge …" turns nothing down).
 */
const USE_PHRASE_NOT_EN = new RegExp(String.raw`^[Uu]se\s+(?:the\s+)?(?:[^\s,;:]+\s+){1,3}[^\s,;:]+,\s+not\s+(?:the\s+)?([\w.+#/-]+)`);
/** One option weighed: a name of one or two words, maybe said plain ("plain PyTorch"). */
const WEIGHED_ONE = String.raw`(?:(?:plain|vanilla|stock|raw)\s+)?${NAME}(?:\s+${NAME})?`;
/**
 * "After weighing Prisma and Drizzle, I chose Drizzle because …", "After benchmarking ONNX Runtime, TorchScript and
 * plain PyTorch on the CPU boxes, ONNX Runtime wins: …", "Between Jest and Vitest, we went with
 * Vitest", "We considered three brokers — NATS, RabbitMQ and Redis Streams — and NATS won: …": the options weighed,
 * then the one taken; the others are turned down.
 */
const WEIGHED_EN = new RegExp(
  String.raw`\b(?:after\s+)?(?:weighing|comparing|considering|evaluating|benchmarking|looking at|trying|between|(?:we|I)\s+(?:considered|weighed|compared|evaluated|benchmarked|looked at|tried))\s+(?:(?:two|three|four|five|several)\s+[\w-]+\s*[—–:]\s*)?((?:${WEIGHED_ONE},\s+)*${WEIGHED_ONE},?\s+(?:and|or|vs\.?|versus)\s+${WEIGHED_ONE})(?:\s*[—–])?(?:\s+(?:on|for|in|with|against|under)\s+[^,;:.]{2,40}?)?,?\s+(?:and\s+)?(?:(?:I|we)(?:'ve|\s+have)?\s+(?:chose|chosen|picked|went with|gone with|opted for|settled on|decided on)\s+(?:the\s+)?(${NAME})|(?:the\s+)?(${NAME}(?:\s+${NAME})?)\s+(?:wins|won|came out ahead|came out on top)\b)`,
  'i',
);
/** A name granted what it does, then after a semicolon the one we took and why: "Kingfisher does the same job …; I picked Nuke because …". */
const GRANTED_THEN_PICKED_EN = new RegExp(String.raw`^(?:[Tt]he\s+)?(${NAME})\s+(?:does|did|would do|would work|works|worked|is|was|would be|has|had|covers|handles)\b[^;]{2,80};\s+(?:but\s+)?(?:I|we)\s+(?:picked|chose|went with|settled on|took|preferred)\s+(?:the\s+)?(${NAME})\s+((?:because|since|as|for)\b.+?)[.!]?$`);
/** Two options conceded, then another taken: "Victory and Nivo both work, but Recharts has the smallest API …". */
const BOTH_WORK_EN = new RegExp(String.raw`^(${NAME})\s+and\s+(${NAME})\s+(?:would\s+)?(?:both\s+)?(?:work|would work|are fine|do the job|are good)\b[^,;]{0,40},\s+but\s+(.+?)[.!]?$`);
/**
 * One way that cannot do something set against one that can, in a sentence that decides: "Full-text search with
 * tsvector doesn't match typos like "iphnoe"; trigram similarity does, …". The first is turned down, named in up to
 * five words.
 */
const CANNOT_BUT_CAN_EN =
  /^(?:the\s+|plain\s+)?((?:[\w.+#/-]+\s+){0,4}?[\w.+#/-]+)\s+((?:doesn't|does not|don't|do not|didn't|did not|can't|cannot|couldn't|won't)\s+[^;—–]{3,80}?)(?:;|,\s+but|\s[—–])\s+(?:the\s+)?(?:[\w.+#/-]+\s+){0,3}?[\w.+#/-]+\s+(?:does|do|did|can|could|will)\b/i;
/** "…, so we moved to Vite": what was done instead, after a first try (REJECT_FIRST_EN). */
export const THEN_MOVED_EN = /,?\s+(?:so|and so)\s+(?:we|i)\s+(?:moved|migrated|switched|went|changed)\s+(?:over\s+)?to\b/i;
/**
 * "X over Y", "replaced Y with X", "switched / moved / upgraded from Y" name a rejected Y only in a sentence that decides
 * (else they describe edits). Not "over" a span of time: "ffmpeg's `thumbnail` filter over the first 10 seconds"; nor
 * over a wire: "keep JSON over HTTP"; nor what wraps another: "a thin wrapper over a Java API".
 */
const REJECT_DECISION_EN = new RegExp(String.raw`\b(?:(?<!\b(?:cursor|cursors|quer(?:y|ies|ied)|iterates?|iterating|iterated|loops?|looping|looped|index|indexes|indexed|scans?|scanning|hash(?:es|ed)?|sum|sums|window|checksum|signature|HMAC|SHA-?\d+|signed|partitioned|computed|built|go|goes|going|went|send|sends|sent|upload|uploads|uploaded|streamed|travels?|tunnel(?:l?ed)?|reported|delivered|served|exposed|broadcast|published|pushed|wrappers?|layers?|abstractions?|shims?|facades?)\s)(?<!\b(?:go|goes|going|went|sent|sends?)\s+home\s)over(?!\s+(?:HTTPS?|HTTP\/\d|TCP|UDP|TLS|SSH|QUIC|WebSockets?|BLE|Bluetooth|USB|MQTT|CoAP|AMQP|gRPC|LoRa(?:WAN)?|Zigbee|NB-IoT|LTE-M|UART|SPI|I2C|CAN|serial|stdio|the (?:wire|network|internet|LAN|VPN|air))\b)(?!\s+(?:the\s+)?(?:(?:first|last|next|past|previous|whole|entire)\s+)?(?:\d[\d.,]*\s?|(?:an?|one|two|three|a few|few|several)\s+)?(?:ms|milliseconds?|s|secs?|seconds?|mins?|minutes?|hours?|days?|weeks?|weekends?|nights?|evenings?|holidays?|sprints?|quarters?|months?|years?|summer|winter|frames?|samples?)\b)|(?:and|to)\s+(?:drop|remove|retire|stop)|and\s+(?:dropping|removing|retiring)|replac(?:e|es|ed|ing)|swap(?:ped|ping)?(?: [\w.-]+){0,5}? from|(?<!\b(?:the|our|those|these)\s+[\w-]+\s+(?:we'd|we would|we'll|we will|we)\s)swap(?:ped|ping)?(?:\s+out)?(?!\s+(?:the|our)\s+(?:[a-z][\w-]*\s+){1,3}?(?:to|over to)\s)|switch(?:ed|ing)?(?: [\w.-]+){0,5}? from|mov(?:ed|ing|es)(?: [\w.-]+){0,5}? from|(?:migrat(?:e|ed|ing|es)|port(?:ed|ing)|upgrad(?:ed|ing)|downgrad(?:ed|ing)|rolled back)(?: [\w./-]+){0,6}? from)\s+(?:our\s+own\s+)?${OPTION}`, 'i');
/** We, I, let's ("lets" only where a sentence opens with it: elsewhere it is the verb, "this lets us …"). */
export const FIRST_PERSON_EN = new RegExp(String.raw`\b(?:we|i|let's)\b|^${LEAD_IN}lets\s`, 'i');
/** An item of a decision's list that turns an option down: "drop Helmfile because …", "stop using X". */
export const REJECT_ITEM_EN = new RegExp(String.raw`^(?:drop|remove|retire|deprecate|avoid|stop using|no longer use|don't use|do not use)\s+${OPTION}`, 'i');
/** What drew us to a way not taken: "simpler", "was tempting". */
const SIMPLER = String.raw`(?:simpler|easier|cheaper|quicker|tempting|appealing|attractive)`;
/** What it was, and then why not: "was simpler, but it would tie up a worker", "was tempting, but nobody reads …", "was simpler still; searching …". */
export const SIMPLER_BUT = String.raw`${SIMPLER}\b[^.!?;]{0,40}?(?:,?\s+but|;\s+(?=\w))`;
/**
 * "YAML was considered, but its implicit typing bit us" (or "; it bills per …"), "Storing local times with an offset
 * column looked simpler, but …": a named option weighed and turned down, said of it (a way of doing it said at length
 * too: "Writing our own receipt validation against the App Store and Play APIs would work, but …").
 */
const CONSIDERED_PASSIVE_EN = new RegExp(
  String.raw`(?:^|[;:]\s+|\s[—–]\s+)(?:[Tt]he\s+|[Aa]n?\s+)?(${NAME}(?:\s+${NAME})?|[\w.+#/\`-]+(?:\s+[\w.+#/\`-]+){0,7}?(?=\s+(?:(?:(?:was|were)\s+(?:also\s+|briefly\s+)?(?:considered|${OTHER_ROUTE}|${SIMPLER_BUT})|(?:looked|seemed)\s+${SIMPLER_BUT})\b|${WOULD_ALSO_DO}))|[A-Z][a-z]+ing(?:\s+[\w.+#/\`-]+){8,13}?(?=\s+${WOULD_ALSO_DO}))\s+(?:(?:(?:was|were)\s+(?:also\s+|briefly\s+)?(?:considered|evaluated|tried|looked at|${OTHER_ROUTE}|${SIMPLER})|(?:looked|seemed)\s+${SIMPLER})\b[^.!?;]{0,40}?(?:,?\s+but|;)|${WOULD_ALSO_DO})\s+(.+?)[.!]?$`,
);
/** The head of a way of doing it, before what it acts on: "Writing our own receipt validation" (against the App Store …). */
const GERUND_HEAD = /^([A-Z][a-z]+ing(?:\s+[\w.+#/`-]+){1,5}?)\s+(?:against|for|on|across|through|via|in|inside|with)\s/;
/** A named thing a choice makes unneeded, after a dash or a comma: "— no Algolia DocSearch application needed" (the name). */
const NO_NEED_EN = new RegExp(String.raw`(?:\s[—–]\s+|[,;]\s+)no\s+(${NAME}(?:\s+${NAME}){0,2})(?:\s+(?:application|app|account|server|service|cluster|instance|key|subscription|plan|license|licence))?\s+(?:needed|required|necessary)\b`);
/** A named way said to be the first one tried, and no more: "Prophet was my first attempt." (its why follows). */
const FIRST_TRY_ALONE_EN = new RegExp(String.raw`^(?:[Tt]he\s+)?(${NAME}(?:\s+${NAME})?)\s+(?:was|were)\s+(?:my|our|the)\s+first\s+(?:attempt|try|version|draft|approach|prototype)[.!]?$`);
/**
 * An answer, a verdict or a decision that is "no" and a name (with its kind), or a sentence that is only that: "Short
 * answer: no GraphQL gateway.", "Decision: no Kafka.", "No Kubernetes." (the name in group 1; the why follows).
 */
const NO_ANSWER_EN = /^(?:(?:(?:[Ss]hort\s+|[Qq]uick\s+)?[Aa]nswer|[Dd]ecision|[Vv]erdict|TL;DR|[Bb]ottom line|[Cc]onclusion)\s*:\s+)?[Nn]o\s+([A-Z][\w+#/-]*(?:\.[\w+#/-]+)*(?:\s+[A-Z][\w+#/-]*)?(?:\s+[a-z][\w-]*)?)\s*[.!]?$/;
/** NO_ANSWER_EN's name, when it is one (not a day: "Answer: no Thursday meeting."). */
export function answeredNo(sentence: string): string | null {
  const m = NO_ANSWER_EN.exec(sentence);
  return m && isName(m[1].split(/\s+/)[0]) ? m[1] : null;
}
/** "a TTL cache like ristretto": the kind of thing and the tool named as one; the tool is the option. */
const LIKE_NAME = /^.+?\s+(?:like|such as)\s+(\S+)$/i;
/**
 * The same of a phrase that opens its clause: "…; calling microservices directly was rejected because …", "the old Jenkins
 * pipeline is retired", "Gumroad licence keys were considered too and dropped, since …" (dropped after being weighed: not
 * "packets were dropped").
 */
const REJECTED_CLAUSE_EN = /(?:^|[;,:]\s+|\s[—–]\s+|\band\s+)(?!(?:and|but|so)\s)((?:the\s+|an?\s+)?(?:[\w.+#/-]+\s+){0,4}?[\w.+#/-]+)\s+(?:(?:was|were|has been|have been)\s+(?:(?:discussed|considered|evaluated|proposed|tried|explored)\s+and\s+)?(?:rejected|ruled out|turned down)|(?:was|were|has been|have been)\s+(?:also\s+)?(?:discussed|considered|evaluated|proposed|tried|explored)(?:\s+(?:too|as well|briefly))?\s+and\s+(?:dropped|discarded|set aside)|(?:is|was|has been)\s+(?:retired|deprecated))\b/i;
/** REJECTED_CLAUSE_EN's form that says the option was weighed before it was turned down: "… were considered and dropped". */
const WEIGHED_THEN = /\b(?:discussed|considered|evaluated|proposed|tried|explored)\b(?:\s+(?:too|as well|briefly))?\s+and\s/i;
/** The verbs REJECTED_CLAUSE_EN ends on: tested first, as that pattern tries its phrase at every word. */
const REJECTED_VERB_EN = /\b(?:rejected|ruled out|turned down|retired|deprecated|and (?:dropped|discarded|set aside))\b/i;
/**
 * "Agenda was out because it hasn't had a release in a year", "Azure Functions timers were out since …", "Convex is out
 * for the realtime feed — …": a name said to be out (for what), with why, in or right after a sentence that decides
 * (alone it is as often an outage: "Prod was out because the certificate expired"); or said alone, in a sentence that
 * decides by what follows it ("Consul is out. We only used it for service discovery, and …").
 */
export const OUT_EN = /^(?:and\s+|but\s+)?([A-Z][\w.+#/-]*(?:\s+[A-Z][\w.+#/-]*)?(?:\s+[a-z]{3,}s(?=\s+(?:were|are)\b))?)\s+(?:was|is|were|are)\s+(?:also\s+)?(?:out|a non-starter)(?:\s+for\s+(?:the\s+|our\s+)?[\w -]{2,30}?)?\s*(?:because|since|as|[:—–,(]|[.!]$)\s*/;
const REJECT_TRAILING_EN = /(?<!\bof\s+(?:the\s+)?)\b([A-Za-z0-9][\w.+#/-]*)\s+(?:was|is|were|are|got|has been|have been)\s+(?:(?:discussed|considered|evaluated|proposed|tried|explored)\s+and\s+)?(?:rejected|ruled out|dropped|cut(?=\s+from\s+the\s+(?:plan|scope|list|roadmap|design)\b))\b/i;
/** 「Memcachedは使わない」「JWTはログアウト時に失効できないので採用しませんでした」: a name turned down, its reason between. */
const REJECT_JA = /([\p{L}\p{N}._+#/ -]{1,40}?)は\s*(?:(?:今回|当面|今のところ|しばらく|現時点で|もう)は?[、,]?\s*)?(?:([^。]{1,60}?)(?:なので|ので|ため|から)[、,]?)?(?:使わない|使いません|使わなかった|使いませんでした|採用しない|採用しません|採用しなかった|採用しませんでした|見送|却下|不採用)/u;
/**
 * Chinese: a name in Latin letters turned down — "没有用 Prisma", "放弃了 Kafka", "而不是 Webpack", "不采用 MongoDB", "没有引入
 * Redis 锁", "替换了 log + env_logger" (names joined, each an option), "不再用 API 容器里的 Puppeteer 脚本" (the name after where it
 * ran).
 */
const REJECT_ZH = /(?:而不是|而非|没有用|没用|不再用|不再使用|不用|不使用|没有使用|不采用|没有采用|没采用|没有引入|没引入|不引入|放弃了?|弃用了?|没选|替换了|取代了|代替了|不换成?|不改用|不迁移到|不切换到)\s*(?:[^，,。；;]{1,16}?(?:里|中|上|内)的\s*)?([A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?(?:\s?[+和、]\s?[A-Za-z][\w.+#/-]*)*)/;
/** "パスワードのハッシュは bcrypt から Argon2id に変更しました": what a Japanese decision replaced (`jaOption` cuts the name out). */
export const SUPERSEDE_JA = /([\p{L}\p{N}._+#/-]{1,30}?)\s?(?:から.{1,30}?に(?:変更|切り替え|移行|移し|乗り換え|置き換え)|をやめて)/u;
/** "我们从 Jest 迁移到了 Vitest", "把 Webpack 换成 Vite": what a Chinese decision replaced (a name in Latin letters). */
export const SUPERSEDE_ZH = /(?:从|把)\s*([A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?)\s*(?:迁移到|迁到了?|搬到了?|切换到|换成|改成|替换为|换到|改为|升级到)/;
/**
 * Right after a Chinese decision, a sentence that opens on another name and faults it: "logrus 已经进入维护模式，而且性能差很多。",
 * "Atlas 虽然支持声明式 schema，但 212 个现有迁移都得重写。" (granted, then "but"), "单用 Firebase 没法按话题订阅分群" (that name alone).
 */
export const FAULTED_NEXT_ZH = /^(?:单用|只用|光用|仅用)?\s*([A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?)\s*((?:在[^，,。]{1,20}?)?(?:的?[^，,。]{1,20}?)?(?:(?:虽然)?[^，,。]{1,40}[，,]\s*(?:但是?|不过|可是)|[^，,。]{1,40}[，,]\s*(?=(?:不|没有|无法|没法|不能)[^，,。]{2,})|已经|太|不|没有|没(?=更新|维护|人维护|发布|法)|无法|没法|不能|过于|需要|要|会|卡顿|崩溃|按[^，,。]{1,12}收费|每个?月(?:要)?(?:花|收)|[^，,。]{0,20}?(?=占满|满了|用完))[^。]{1,80}?)。?$/;
/**
 * A name granted something "の方が" (more than the choice), then faulted after "が": "Auth0 の方が導入は早いのですが、アクティブユーザー
 * 単位の課金が 1 万アカウントで予算を超えます。"
 */
const GRANTED_BUT_JA = String.raw`([A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?)\s*の方が[^。、]{1,30}?(?:のですが|んですが|ですが|けど|が)[、,]\s*([^。]{2,80}?)。?$`;
/** The same after a Japanese decision: "Jest は ESM の設定が複雑で、CI で毎回 40 秒余計にかかっていました。", or one granted then faulted (GRANTED_BUT_JA). */
export const FAULTED_NEXT_JA = new RegExp(String.raw`^${FAULTED_JA}|^${GRANTED_BUT_JA}`, 'u');
/** The same, weighed and set aside: "Jest も検討しましたが、ESM の設定が面倒でした。", "LaunchDarkly も候補でしたが、…。" */
export const WEIGHED_BUT_JA = /^([A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*){0,2})\s*(?:への(?:移行|乗り換え|切り替え))?(?:(?:も|を)(?:検討|試|比較)しましたが|も(?:候補|選択肢)(?:でした|に(?:挙が|上が)りました)が|も考えましたが)[、,]?\s*([^。]{2,80}?)。?$/u;
/**
 * What was used before, then what went wrong, in Japanese: "以前は Celery を使っていましたが、ワーカーの監視が大変だったので、
 * Dramatiq に移行しました。" (in the decision), "以前は Memcached を使っていましたが、再起動でデータが消えるのが問題でした。" (after it),
 * "以前は Lambda で sharp を動かしていましたが、…" (where it ran, the option with it), "以前は HTTP でポーリングしていましたが、…" (how it was done).
 */
export const USED_BEFORE_JA = /^(?:以前は|前は|これまでは|元々は|もともとは|今までは)\s*([A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?(?:\s*で\s*[A-Za-z][\w.+#/-]*)?)\s*(?:を(?:使って|動かして|運用して)|で[^、,。]{1,12}?して)(?:いましたが|いたが)[、,]\s*([^。]{2,80}?)(?:(?:ので|ため|から)[、,][^。]*)?。?$/u;
/** A value set before, then what went wrong, in Chinese: "之前设成 50 的时候，数据库在高峰期 CPU 打满。" (after a decision). */
const TRIED_BEFORE_ZH = /^(?:之前|以前|原来|原先)(?:我们)?(?:设成|设为|设置成|设置为|调到|调成|改成)\s*(\d+(?:\.\d+)?(?:\s*[A-Za-z%]+)?)\s*(?:的时候)?[，,]\s*([^。]{2,80}?)。?$/u;
/**
 * What was used before, then what went wrong, in Chinese: "之前用的是进程内的 LRU，但我们有 4 个副本，…" (after a decision), or how it was
 * done and what kept going wrong: "以前通过 PDF 和浏览器打印，经常出现偏移。" (the name in groups 1 and 2, or 3 and 4).
 */
export const USED_BEFORE_ZH = /^(?:之前|以前|原来|原先|此前)(?:我们)?(?:用的是|使用的是|用的|用了|使用了?|是)\s*([^，,。A-Za-z]{0,12}?\s*[A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?)\s*[，,]\s*(?:但是?|不过|可是)[，,]?\s*([^。]{2,80}?)。?$|^(?:之前|以前|原来|原先|此前)(?:我们)?(?:通过|靠|走)\s*([A-Za-z][\w.+#/-]*)[^，,。]{0,20}?[，,]\s*((?:经常|总是|老是|常常|动不动就|每次都|时不时)[^。]{2,60}?)。?$/u;
/** What is still to be decided, in Japanese or Chinese: "まだ決めていません", "未定", "还没决定", "还在考虑". */
const UNDECIDED_CJK = /まだ(?:決めて|決まって|検討して)(?:いません|いない)|未定|検討中|还没(?:有)?(?:决定|定下来|想好)|还在(?:考虑|评估)|尚未决定/u;
/** A sentence that weighs a name and sets it aside, in Japanese or Chinese (WEIGHED_BUT_JA, WEIGHED_BUT_ZH). */
export const weighedCjk = (sentence: string): boolean => (WEIGHED_BUT_JA.test(sentence) || WEIGHED_BUT_ZH.test(sentence) || PROPOSED_BUT_ZH.test(sentence)) && !UNDECIDED_CJK.test(sentence);
/** A name someone proposed, set aside after "but", in Chinese: "有人提议换成 Nomad，但团队里没人有运维经验。" */
const PROPOSED_BUT_ZH = /^(?:有人|同事|客户|他们|团队里有人)?(?:也|还)?(?:提议|建议|提出)过?(?:换成|改用|用|迁到|迁移到|切到)\s*([A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?)\s*[，,]\s*(?:但是?|不过|可是)[，,]?\s*([^。]{2,80}?)。?$/u;
/** WEIGHED_BUT_JA in Chinese: "Jest 也考虑过，但是 ESM 配置太麻烦。", "我也考虑过 Datadog，但按主机收费……" (the name in groups 1 and 2, or 3 and 4). */
export const WEIGHED_BUT_ZH = /^([A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?)\s*(?:也|我们也|我也)?(?:考虑过|试过|试了|评估过|比较过|看了|看过|研究过|测过|测试过)[了]?[，,]\s*(?:但是?|不过|可是)[，,]?\s*([^。]{2,80}?)。?$|^(?:我们|我)?(?:也|还)?(?:考虑过|试过|试了|评估过|比较过|看了|看过|研究过|测过|测试过)了?\s*([A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?)\s*[，,]\s*(?:但是?|不过|可是)[，,]?\s*([^。]{2,80}?)。?$/u;
/** In a Chinese decision, a reason that faults another name in Latin letters: "因为 Memcached 不支持持久化". */
const FAULTED_ZH = /(?:因为|由于)\s*([A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*){0,2})\s*((?:不|没有|无法|太|过于)[^，,。；;]{1,40})/;
/** "AではなくB" ("not A but B") is everyday Japanese: a rejection only in or right after a sentence that decides. */
const REJECT_JA_WEAK = /([\p{L}\p{N}._+#/ -]{1,40}?)(?:ではなく|じゃなく|の代わりに)/u;
/**
 * "We're moving the cron jobs off the EC2 box and onto EventBridge Scheduler, since …", "Moved the limiter's
 * counters out of Redis into a Postgres table because …", "Session storage moved out of the Express memory store into
 * Redis, so …", "PDF generation moved off wkhtmltopdf onto Gotenberg": what runs somewhere moved off one named place onto
 * another, with its reason.
 */
/** A part named first, then its move: "Session storage moved …" (MOVED_OFF_EN; decides.ts reads it of software only). */
export const SUBJECT_MOVED = String.raw`^(?:[Tt]he\s+|[Oo]ur\s+)?[A-Z][\w-]*(?:\s+[\w-]+){0,4}\s+(?:has\s+)?(?:moved|migrated)`;
export const MOVED_OFF_EN = new RegExp(String.raw`(?:\b(?:[Ww]e|I)(?:'re|\s+are|'ve|\s+have)?\s+(?:moving|moved|migrating|migrated|taking|took)|^(?:[\w ./-]{1,30}:\s+)?(?:Moving|Moved|Migrating|Migrated|Took)|${SUBJECT_MOVED}(?=\s+(?:[\w.'-]+\s+){0,4}?(?:off|out of)\s+(?:the\s+|our\s+)?(?:(?:[a-z]+\s+)?[A-Z]|(?:${HAND_MADE_WORDS})\s|[a-z][\w.+#-]*\s+(?:and\s+)?(?:onto|on to|into)\s|[a-z][\w.+#-]*\s+[a-z][\w.+#-]*\s+(?:onto|on to|into)\s|[\x60.][\w.+#\x60-]*(?:\s+[a-z][\w-]*)?\s+(?:and\s+)?(?:onto|on to|into)\s)))\s+(?:[\w.'-]+\s+){0,4}?(?:off|out of)\s+(?:the\s+|our\s+)?([\w.+#/\x60-]+(?:\s+[\w.+#/-]+){0,2}?)\s+(?:and\s+)?(?:onto|on to|to|into)\s+(?:an?\s+|the\s+)?(?:(?:[a-z]+\s+)?${NAME}|(?:background|separate|dedicated|async|scheduled|worker)\s+(?:jobs?|workers?|queues?|tasks?|process(?:es)?|services?|threads?)\b)`);
/**
 * A kind of work said to have moved from one way to another, with why: "CSV parsing moved from a hand-written splitter
 * to `csv-parse`: the splitter broke on quoted commas", "Image resizing switched from ImageMagick to sharp, since …".
 * The subject is a gerund ("parsing", "resizing"), perhaps after one word: a part of the work, not a person
 * ("Caroline moved from Ohio to Texas"); or parts of it said in the plural, in a sentence about software.
 */
const GERUND_MOVED_EN = new RegExp(
  String.raw`^(?:(?:[A-Z][\w.-]*\s+)?([A-Za-z][a-z-]*ing)|(?:The|Our)\s+(?:[a-z][\w-]*\s+){0,2}?[a-z][\w-]*s)\s+(?:now\s+|also\s+)?(?:moved|migrated|switched|went)\s+(?:over\s+)?from\s+(?:an?\s+|the\s+|our\s+)?([^,;:]{2,50}?)\s+to\s+(?:an?\s+|the\s+)?(?:${NAME}|[a-z][\w+#/-]*)`,
);
/** Where a way ran, after its name: " in the notebook", " on each box". */
const PLACE_AFTER = /\s+(?:in|on|inside)\s+(?:the|our|each|every)\s+[\w-]+(?:\s+[\w-]+)?$/;
/** The way such a move (GERUND_MOVED_EN) left, with its reason: a connective's, or a clause after a colon that faults it. */
export function gerundMoved(sentence: string): { option: string; reason?: string } | null {
  const m = GERUND_MOVED_EN.exec(sentence);
  // (Or a part of the software in the plural: "The data checks moved from hand-written asserts in the notebook to Pandera
  // schemas, so …", not "The kids moved from Ohio to Texas", nor to what names no tool, "The staging deploys moved from
  // Tuesday to Thursday …"; where the old way ran is no part of it.)
  if (!m || (m[1] ? !GERUND.test(m[1].toLowerCase()) : !aboutSoftware(sentence) || !isName(/\sto\s+(?:an?\s+|the\s+)?\x60?([\w.+#/-]+)[^]*$/.exec(m[0])![1]))) return null;
  const rest = sentence.slice(m[0].length);
  const after = clauseAfterMark(rest);
  return { option: (m[1] ? m[2] : m[2].replace(PLACE_AFTER, '')).trim(), reason: reasonOf(rest) ?? (after && faultOf(after) ? after : undefined) };
}
/** A while given to a thing: "a day", "two weeks", "a couple of days", "an afternoon". */
const TRIAL_TIME = String.raw`(?:a|an|one|two|three|four|a few|a couple of|\d+)\s+(?:full\s+|long\s+)?(?:hours?|days?|weeks?|sprints?|months?|afternoons?|mornings?|evenings?)`;
/** Going back to the way we had: "went back to", "switched back to", "fell back to". */
const BACK_TO = String.raw`(?:went|switched|moved|fell|reverted|rolled)\s+back\s+to`;
/** "I reverted the switch to pnpm", "rolled back the upgrade to Prisma 6": what a change took up, given up again. */
const REVERTED_EN = new RegExp(String.raw`\b(?:reverted|rolled back|undid|backed out)\s+(?:the\s+|my\s+|our\s+)?(?:switch|move|migration|change|upgrade)\s+to\s+(${NAME_OR_WORD}(?:\s+v?\d[\d.]*)?)`);
/**
 * A name given a while, then left for the way we had: "After a day with Playwright's component testing I went back to
 * Storybook's interaction tests …", "I went back to Node after a week with Bun: …" (the name, and what of it, the option).
 */
const WENT_BACK_EN = new RegExp(String.raw`^(?:After\s+${TRIAL_TIME}\s+(?:with|on|of)\s+(?:the\s+)?(?<first>${NAME}(?:'s(?:\s+[a-z][\w-]*){1,2}|\s+${NAME})?),?\s+(?:I|we)\s+${BACK_TO}|(?:I|We)\s+${BACK_TO}\s+[^.;:!?]{2,60}?\s+after\s+${TRIAL_TIME}\s+(?:with|on)\s+(?:the\s+)?(?<after>${NAME}(?:'s(?:\s+[a-z][\w-]*){1,2}?|\s+${NAME})?)(?=[\s,.;:!?—–]|$))`);
/**
 * The tool a sentence says a change to was reverted (REVERTED_EN), or given up for the way we had (WENT_BACK_EN), named
 * (a known tool in lower case too), with what follows as its reason.
 */
export function revertedTool(sentence: string): { option: string; reason?: string } | null {
  const back = WENT_BACK_EN.exec(sentence);
  if (back) return { option: back.groups!.first ?? back.groups!.after, reason: reasonOf(sentence.slice(back.index + back[0].length)) };
  const m = REVERTED_EN.exec(sentence);
  const option = m?.[1].replace(/\.+$/, '');
  return m && option && isName(option.split(/\s+/)[0]) ? { option, reason: reasonOf(sentence.slice(m.index + m[0].length)) } : null;
}
/**
 * "Email sending is moving off SendGrid.", "We're moving away from Heroku.": a part of the stack leaving a named
 * place, said without where to; a decision when a reason comes with it or in the next sentence.
 */
export const MOVING_OFF_EN = new RegExp(String.raw`(?:\b(?:[Ww]e|I)(?:'re|\s+are|'m|\s+am|'ve|\s+have)|^(?:(?:[Oo]ur|[Tt]he)\s+)?(?:[\w.-]+\s+){1,3}?(?:is|are|has|have))\s+(?:now\s+)?(?:moving|moved|migrating|migrated|switching|switched)\s+(?:off|away from)\s+(?:the\s+|our\s+)?(${NAME}(?:\s+${NAME})?)`);
/**
 * "Zustand is a better fit than Redux here — …": a named option weighed against another, as agents put a
 * choice. Both must be names (a capital or a package-like word), the comparison one of fitness, and the
 * sentence about this project ("here", "for us", "for this codebase"; not "Lisbon is a better choice than
 * Porto for a first trip").
 */
export const BETTER_FIT_EN = new RegExp(
  String.raw`(?:^|[,:]\s+)${NAME}(?:\s+${NAME})?\s+(?:is|seems|looks)\s+(?:like\s+)?(?:a\s+|the\s+)?(?:much\s+|far\s+|clearly\s+)?(?:better|simpler|lighter|safer|more natural)\s+(?:fit|choice|option|match)\b[^.!?]{0,30}?\bthan\s+(?:the\s+|using\s+)?(?=${NAME})${OPTION}`,
);
/** "(not X: why)", "(not X, which …)", "(not X or Y — why)" after a choice: X, and the words after it as its reason. */
const BRACKET_NOT_EN = /\((?:not|was|previously|formerly)\s+([^:;,—–)]+?)\s*(?:(?:[:;—–]|,\s*(?:which|since|because|as))\s*([^)]*))?\)/i;

/**
 * A choice that says what it turned down in brackets, with why: "… with pnpm workspaces (not Nx or Turborepo: both
 * are too heavy for three packages)". The bracket names a tool and gives a reason ("(not sure: …)" names none).
 */
export function bracketRejects(sentence: string): boolean {
  return Boolean(bracketNot(sentence)?.reason);
}

/** A plain kind of thing set aside in brackets: "(not plain decimals)", "(not hand-rolled SQL strings)". */
const PLAIN_NOT_EN = /\(not\s+((?:plain|raw|bare|simple|hand-written|hand-rolled)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\)/;
/** "(not X: why)" after a choice, when X names a tool (not "(not a hard call: …)", "(not sure …)"): X and the why. */
function bracketNot(sentence: string): { option: string; reason?: string } | null {
  const bracket = BRACKET_NOT_EN.exec(sentence);
  if (!bracket || !(NAME_START.test(bracket[1]) || isName(bracket[1].split(/\s+/)[0]))) return null;
  return { option: cutOption(bracket[1]), reason: bracket[2]?.trim() || undefined };
}

/** How a summary or "I" / "we" opens taking a thing out: "Removed …", "We also dropped …", "Ripped out …". */
export const TOOK_OUT_LEAD = String.raw`^${LEAD_IN}(?:(?:I|we)\s+(?:also\s+)?)?`;
export const TOOK_OUT = String.raw`(?:[Rr]emoved|[Dd]ropped|[Uu]ninstalled|[Rr]ipped out|[Tt]ook out)`;

/** Words that put a step or a tool off: "Not sharding yet: …", "No Kubernetes for now — …" (NOT_YET_EN, ONLY_REJECTS). */
const PUT_OFF = String.raw`(?:yet|for now|this time|at this point)`;
/**
 * A decision that only says what it turned down ("I decided against X: …", "I considered an in-memory limiter,
 * but …", "Webpack was ruled out because …", "wkhtmltopdf is archived …, so I didn't use it"): what it did instead is
 * the sentence before.
 */
export const ONLY_REJECTS = new RegExp(
  String.raw`^(?:so\s+|but\s+|and\s+)?(?:[^,;:]{1,160}?,?\s+so\s+(?:I|we)\s+(?:didn't|did not|chose not to|decided not to)\s+(?:use|adopt|add)\s+(?:it|them)\b|(?:not|no)\s+(?:[\w.+#/-]+\s+){1,3}?${PUT_OFF}\s*[:;,—–]|(?:also\s+|briefly\s+)?(?:considered|evaluated|weighed)\s|(?:I|we)(?:'ve|\s+have)?\s+(?:also\s+|first\s+|briefly\s+)?(?:decided against|ruled out|rejected|didn't|did not|chose not|decided not|opted against|avoided|stayed away from|stayed off|steered clear of|won't|will not|considered|evaluated|${LOOKED_AT}|did look at|weighed|went back and forth on|was tempted by|toyed with|thought about|thought of|talked about|skipped|ended up not|${STOPPED_USING}|${NO_LONGER_USING})|not\s+(?:using|adding|adopting)\s[^.!?]*?(?:after all|anymore|in the end)\s*[:;,—–]|[^,;:]{1,80}?\s(?:got|was|were)\s+cut\s+from\s+the\s+(?:plan|scope|list|roadmap|design)|[^,;:]{1,80}?\s(?:was|were|has been|have been)\s+(?:also\s+|briefly\s+)?(?:rejected|ruled out|dropped|discarded|set aside|left alone|not pursued|passed over|considered|evaluated|${OTHER_ROUTE}|${SIMPLER_BUT})|[^,;:]{1,80}?\s(?:looked|seemed)\s+${SIMPLER_BUT}|[^,;:]{1,80}?\s${WOULD_ALSO_DO}|[^,;:]{1,80}?\s(?:is|are)\s+(?:a\s+no(?:-go)?|off the table)\s*[:;—–]|${RAISED}|(?:I|we)\s+${TRIED_FIRST}\s+[^,;.!?]{1,40}?\s+first,?\s+but|(?:I|we)(?:'ve|\s+have)?\s+(?:also\s+)?${TOOK_OUT})\b`,
  'i',
);

/**
 * A step or a tool put off, said as a summary says it: "Not sharding yet: the largest table is 180 GB …", "No
 * Kubernetes for now — two VMs are enough", "Not done: no dead-letter queue yet — failed jobs stay in Redis …". The
 * option is what is put off, the rest its reason.
 */
const NOT_YET_EN = new RegExp(String.raw`^(?:(?:Not done|Left out|Deferred|Out of scope|Skipped)\s*:\s+(?=[Nn]o))?(?:Not|No|no)\s+((?:[a-z]+ing|${NAME})(?:\s+[\w.+#/-]+){0,2}?)\s+${PUT_OFF}\s*(?::|;|,|\s[—–])\s*(.+?)[.!]?$`);
/**
 * The same said by a team, with when it is put off to: "We're not going to shard the `events` table this year. …". The
 * option is the act (its verb and up to four words), its reason the sentence's rest or the next one's.
 */
const NOT_GOING_TO_EN = new RegExp(String.raw`^(?:we're|we are|we)\s+(?:not going to|won't|will not)\s+([a-z]{3,}(?:\s+[\w.+#/\`-]+){1,4}?)\s+(?:this (?:year|quarter|month|sprint|release)|yet|for now)\b[,;:]?\s*(.*?)[.!]?$`, 'i');
/**
 * A name turned down as a list of decisions says it: "No Redis Streams — BullMQ gives us retries, delays and a
 * dashboard …" (after a dash or a semicolon: "No Film School: a website …", a list entry's label, is none; a colon
 * after what it is for, "No ORM for the reporting service: the queries are hand-tuned SQL …", is one).
 */
const NO_NAME_EN = new RegExp(String.raw`^No\s+(?:more\s+)?(${NAME}(?:\s+${NAME})?)(?:\s+for\s+(?:the\s+|this\s+|our\s+)?[\w -]{2,40}?(?=:))?(?:;|:|\s[—–])(?<=\bfor\b[^:]*:|;|\s[—–])\s*(.+?)[.!]?$`);
/**
 * The same after a bare colon, when the name is a known tool, or an acronym and what follows is about software, and no
 * description of the name ("No Kafka: …", "No more Lerna: …", "No ORM: the data layer is sqlc-generated code over pgx, …"; not "No Film
 * School: a website that …", "No Syncing: Your settings, files, and passwords won't be synced …").
 */
const NO_NAME_COLON_EN = new RegExp(String.raw`^No\s+(?:more\s+)?(${NAME}(?:\s+${NAME})?):\s+(?!(?:an?|one)\s)(.+?)[.!]?$`);
function noNameColon(sentence: string): { option: string; reason: string } | null {
  const m = NO_NAME_COLON_EN.exec(sentence);
  return m && (m[1].split(/\s+/).every((w) => isTool(w.toLowerCase())) || (/^[A-Z]{2,5}s?$/.test(m[1]) && aboutSoftware(m[2]))) ? { option: m[1], reason: m[2] } : null;
}

/**
 * A labelled rationale for one option over a named other: "**Why pgx and not GORM**: we have 6 queries …; GORM's
 * reflection made the hot path allocate 3x more", "**Why Expo push and not FCM directly:** …"; or over a thing of plain
 * words after "the" ("Why Redis + Horizon and not the database driver: …"). The other option, and the reason after the
 * colon or dash.
 */
const WHY_CHOSE_EN = new RegExp(
  String.raw`^[Ww]hy\s+(?:use\s+|we\s+use\s+|I\s+used\s+)?[\w.+#/-]+(?:\s+[\w.+#/-]+){0,2}?\s+(?:and\s+not|,?\s*not|over|instead\s+of|rather\s+than)\s+(?:(${NAME_OR_WORD}(?:\s+${NAME})?)|the\s+([\w.+#/-]+(?:\s+[a-z][\w-]*){0,2}))(?:\s+(?:directly|here|instead|for this))?\s*\??\s*[:—–]\s+(\S+(?:\s+\S+){2,}?)[.!]?$`,
);
export const whyChose = (said: string): { option: string; reason: string } | null => {
  const m = WHY_CHOSE_EN.exec(said);
  if (m?.[2]) return { option: m[2], reason: m[3] };
  if (!m) return whyThenFaulted(said);
  return isName(m[1].split(/\s+/)[0]) ? { option: m[1], reason: m[3] } : null;
};
/**
 * Why a name was chosen, as a label, its reason opening on another name at fault: "Why Riverpod: Provider (which the
 * app used for the theme) can't hold two providers of the same type …" (an aside in brackets after the name left out).
 */
const WHY_THEN = /^[Ww]hy\s+(?:we\s+(?:use|chose|picked)\s+|use\s+)?(\S+(?:\s+\S+)?)\s*[:—–]\s+(.+)$/;
function whyThenFaulted(said: string): { option: string; reason: string } | null {
  const m = WHY_THEN.exec(said);
  const fault = m ? faultOf(m[2].replace(/^((?:the\s+)?\S+(?:\s+\S+)?)\s+\([^()]{2,80}\)\s+/i, '$1 ')) : null;
  return fault && !namesOptionIn(m![1], fault.option) ? fault : null;
}

/** What we drop or retire, by name: "We're dropping Sentry; …", "We'll retire the Jenkins server because …". */
const WE_DROP_EN = new RegExp(
  String.raw`\b(?:[Ww]e|I)(?:'re|'ll|'ve|\s+are|\s+will|\s+have)?\s+(?:(?:now|also|finally)\s+)?(?:dropping|drop|dropped|retiring|retire|retired|removing|remove|removed|deprecating|deprecate|deprecated|sunsetting|sunset|phasing out|phase out|phased out|decommissioning|decommission|decommissioned)\s+(?:the\s+|our\s+)?(${NAME}(?:\s+${NAME})?)`,
);
/** What we switched off, by name: "we turned the self-hosted Jenkins off last week", "We shut down the Consul cluster". */
const WE_TURNED_OFF_EN = new RegExp(
  String.raw`\b(?:[Ww]e|I)(?:'ve|\s+have)?\s+(?:turned|switched|shut)\s+(?<before>(?:off|down)\s+)?(?:the\s+|our\s+)?(?:(?:old|self-hosted|legacy|on-prem)\s+)?(?<name>${NAME}(?:\s+${NAME})?)(?<after>\s+(?:off|down)\b)?`,
);
export const weDrop = (said: string): { option: string; reason?: string } | null => {
  const off = WE_TURNED_OFF_EN.exec(said);
  // ("off" or "down" said before the name or after it; "switched down" is no such phrase.)
  const m = off && (off.groups!.before ? !/^switched\s+down/.test(off[0].replace(/^\S+\s+/, '')) : off.groups!.after) ? off : WE_DROP_EN.exec(said);
  if (!m) return null;
  const rest = said.slice(m.index + m[0].length);
  return { option: m.groups?.name ?? m[1], reason: clauseAfterMark(rest) ?? reasonOf(rest) };
};

/**
 * "Celery, its beat scheduler and the Redis container are gone from docker-compose.yml; …", "Liquibase is removed from
 * the build.": what a change took out, first named.
 */
// (Not past a later clause: "Sessions are signed cookies …, and the sessions table is gone" is GONE_CLAUSE_EN's.)
/** A problem that goes away ("the lag is gone", "the memory leak is gone"): no way of doing the work, turned down. */
export const PROBLEM = String.raw`(?:jitter|lag|flicker(?:ing)?|stutter(?:ing)?|errors?|warnings?|crash(?:es)?|leaks?|bugs?|flakiness|flakes?|delays?|timeouts?|spikes?|glitch(?:es)?|latency|slowness|problem|issue)`;
const GONE_EN = new RegExp(String.raw`^${LEAD_IN}(?:(?:[Tt]he|[Oo]ur)\s+(?=[A-Z\x60]))?\x60?(?!(?:The|An?|Our|This|That|These|Those|Its|Their|It|They)\b)(${NAME})\b(?:(?!,\s+(?:and|so)\s)[^;.!?]){0,80}?\s(?:is|are|has been|have been)\s+(?:now\s+)?(?:gone|removed|uninstalled|ripped out)\b`);
/**
 * The same in a later clause of a state: "The background jobs run on django-rq now; Celery and its beat schedule are
 * removed from …" (the name), "Routing now uses file-based routes via `unplugin-vue-router`, so the 14 hand-written
 * route objects in `router/index.ts` are gone" (what is gone, up to where it was), "…, so the gRPC-Web proxy we run in
 * front of every service can go" (what is gone, not where we ran it). Not a symptom gone: "; the jitter is gone at 60
 * and 144 Hz".
 */
export const GONE_CLAUSE_EN = new RegExp(String.raw`(?:;|,\s+(?:and|so))\s+(?!(?:(?:the|our)\s+)?${PROBLEM}\s)(?:the\s+|our\s+)?(?:\d+\s+)?((?:[\w.+#-]+,\s+){0,4}(?:[^,;.!?]|\.(?=\w)){2,60}?)(?:\s+(?:in|from)\s+[\w./-]+|\s+(?:we|I)\s+(?:run|ran|had|keep|kept|used|maintain|maintained)\b[^,;.!?]{0,50}?)?\s+(?:(?:is|are|has been|have been)\s+(?:now\s+)?(?:gone|removed|deleted|dropped|uninstalled|ripped out)|(?:goes|go)\s+away|can\s+(?:go|be\s+(?:removed|dropped|deleted|retired)))\b`);
/** A part that names a problem, last: "memory leak", "the flicker". */
const PROBLEM_PART = new RegExp(String.raw`(?:^|\s)${PROBLEM}$`, 'i');
const gone = (said: string): { option: string; reason?: string } | null => {
  const m = GONE_EN.exec(said);
  if (m) return isName(m[1]) ? { option: m[1] } : null;
  // (Or any part, said gone first, with what does its work now after it: "The cron is gone; the cleanup runs as …".)
  const part = THE_GONE_EN.exec(said);
  if (part && part[1].split(/\s+/).length <= 4 && part[2] && !PROBLEM_PART.test(part[1])) return { option: part[1], reason: part[2] };
  // (A name first is the option: "Celery and its beat schedule" → Celery.)
  const clause = GONE_CLAUSE_EN.exec(said)?.[1];
  const first = clause?.split(/\s+/)[0] ?? '';
  // (A comma in it only lists names: "flake8, pylint and isort"; not "however, the old cache".)
  if (clause?.includes(',') && !namesListed(clause)) return null;
  return clause && clause.split(/\s+/).length <= 6 ? { option: isName(first) && (/^[A-Z]/.test(first) || isTool(first)) && !LISTED_WORDS.test(clause) ? first : clause } : null;
};

/**
 * The old way said to be gone, right after a state that replaced it: "The scattered `os.getenv` calls are gone — 23 of
 * them, …" after "Config now loads through pydantic-settings" (read without the code ticks the sentence had). The phrase
 * is the option: it must hold a name the state did not say (`chosen`).
 */
const THE_GONE_EN = /^(?:the|our|all the)\s+((?:[\w.+#/()-]+\s+){0,3}?[\w.+#/()-]+)\s+(?:is|are)\s+(?:now\s+)?gone\b\s*(?:[:;]\s+|\s[—–]\s+|,\s+)?(.*?)[.!]?$/i;
export function goneAfter(said: string, chosen: string): { option: string; reason?: string } | null {
  const m = THE_GONE_EN.exec(said);
  const stated = new Set(chosen.toLowerCase().split(/[^\w.+#/-]+/));
  const names = m ? m[1].split(/\s+/).filter((w) => isName(w.replace(/\(\)$/, ''))) : [];
  if (!m || !names.length || names.every((w) => stated.has(w.toLowerCase()))) return null;
  return { option: m[1], ...(m[2] ? { reason: m[2] } : {}) };
}

/**
 * "Switched the export task to Django-Q2 and removed Celery", "…, and the Riverpod providers and `flutter_riverpod` are
 * removed": a named thing the change took out, in its last clause.
 */
const AND_REMOVED_EN = new RegExp(String.raw`(?:,|\band)\s+(?:(?:I|we)\s+)?(?:removed|dropped|ripped out|uninstalled)\s+(?:the\s+|our\s+)?(${NAME})(?=[\s.,;:!]|$)`);
/** A thing said to be taken out: "… is removed", "… are now gone", "… have been dropped". */
export const TAKEN_OUT_PASSIVE = String.raw`(?:is|are|was|were|has been|have been)\s+(?:now\s+)?(?:removed|gone|deleted|dropped)\b`;
/**
 * A named part taken out, opening a sentence, right after the change: "The Flyway dependency and `db/migration` folder
 * are removed; …" after "Switched the migrations to Liquibase …", "The Dagster deployment and its `definitions.py` are
 * removed." after "Moved the dbt jobs to the platform team's Airflow: …", "The River migration and the `river` dependency
 * are removed." opening the paragraph after "Switched the email queue to Asynq. …".
 */
export const REMOVED_OPENING_EN = new RegExp(
  String.raw`^(?:the|our)\s+(${NAME})\s+(?:client|clients|dependency|dependencies|package|packages|library|config|setup|integration|module|adapter|driver|SDK|service|container|worker|workers|queue|plugin|plugins|deployment|deployments|instance|cluster|server|migration|migrations|tables?|gem|crate|middleware|handlers?|initializer|wrapper|store|stores|provider|providers)(?:\s+and\s+(?:[^.;!?]|\.\w){1,60}?)?\s+${TAKEN_OUT_PASSIVE}`,
  'i',
);
/**
 * The same of a name said alone, first of a list or on its own: "Sidekiq, `config/sidekiq.yml` and the Redis service are
 * removed." after "Switched the jobs to Solid Queue, …" (not "Everything else is removed").
 */
export const NAMED_REMOVED_OPENING_EN = new RegExp(
  String.raw`^(?!(?:Everything|Nothing|All|Both|Each|It|They|These|Those|This|That|Some|Most|Other|Others)\b)(${NAME})(?=,\s|\s+and\s|\s+${TAKEN_OUT_PASSIVE})(?:(?:,\s+|\s+and\s+)(?:[^.;!?]|\.\w){1,60}?)?\s+${TAKEN_OUT_PASSIVE}`,
);
/** The same said of the thing: "…, and the Riverpod providers and `flutter_riverpod` are removed", "…; the Postgres pool and `pg` are removed". */
const AND_REMOVED_PASSIVE_EN = new RegExp(String.raw`(?:,?\s+and|;)\s+(?:(?:the|our)\s+)?(${NAME})(?:\s+[a-z]+)?(?:\s+and\s+[\w.+#/-]+)?\s+${TAKEN_OUT_PASSIVE}`);
const andRemoved = (said: string): { option: string; reason?: string } | null => {
  const m = AND_REMOVED_EN.exec(said) ?? AND_REMOVED_PASSIVE_EN.exec(said);
  const option = m?.[1].replace(/\.+$/, '');
  return m && option && isName(option) ? { option, reason: reasonOf(said.slice(m.index + m[0].length)) } : null;
};

/** "Removed the `lodash` dependency", "Dropped the Sentry SDK": a named dependency taken out; its name. */
const REMOVED_DEPENDENCY_EN = new RegExp(
  String.raw`${TOOK_OUT_LEAD}${TOOK_OUT}\s+(?:the\s+|our\s+)?(${NAME_OR_WORD})\s+(?:dependency|package|library|client|SDK|integration|gem|crate)\b`,
);
export const removedDependency = (said: string): { option: string; reason?: string } | null => {
  const m = REMOVED_DEPENDENCY_EN.exec(said);
  if (!m || !isName(m[1])) return null;
  // Not a date as its reason ("deprecated since 2020 — and replaced …" gives none).
  const reason = reasonOf(said.slice(m[0].length));
  return { option: m[1], reason: reason && !/^\d/.test(reason) ? reason : undefined };
};

/**
 * A feature or setting of the software turned off or on, with why: "I turned off `spring.jpa.hibernate.ddl-auto` (it was
 * `update`): Hibernate's auto-DDL never drops or renames columns, …", "We disabled Turbopack's persistent cache because
 * …". What is toggled is named or in code; not a step for now ("… temporarily", "… while debugging").
 */
const TOGGLED_EN = /^(?:(?:I|we)(?:'ve|\s+have)?\s+)?(?:turned|switched)\s+(off|on)\s+(.{2,60}?)(?:\s+\([^()]{1,40}\))?(?:,?\s+(?:because|since|as)\s+|:\s+|\s[—–]\s+)\S+(?:\s+\S+){3,}|^(?:(?:I|we)(?:'ve|\s+have)?\s+)?(disabled|enabled)\s+(.{2,60}?)(?:\s+\([^()]{1,40}\))?(?:,?\s+(?:because|since|as)\s+|:\s+|\s[—–]\s+)\S+(?:\s+\S+){3,}/i;
/** What such a sentence toggles, and whether it turns it off. */
export function toggled(said: string): { thing: string; off: boolean } | null {
  const m = TOGGLED_EN.exec(said);
  if (!m) return null;
  const verb = (m[1] ?? m[3]).toLowerCase();
  return { thing: (m[2] ?? m[4]).replace(/^(?:the|our)\s+/i, ''), off: verb === 'off' || verb === 'disabled' };
}
/**
 * What a sentence that decides turns off is set aside, with why (TOGGLED_EN): "I turned off
 * `spring.jpa.hibernate.ddl-auto` (it was `update`): Hibernate's auto-DDL never drops or renames columns, …".
 */
export function turnedOff(said: string): { option: string; reason?: string } | null {
  const t = toggled(said);
  if (!t?.off) return null;
  const rest = said.slice(said.indexOf(t.thing) + t.thing.length).replace(/^\s+\([^()]{1,40}\)/, '');
  return { option: t.thing, reason: reasonOf(rest.replace(/^\s*[:—–]\s+/, ' because ')) };
}
/**
 * A reason that a name needs the very value the sentence set ("I bumped the deployment target from 16.0 to 17.0 because
 * SwiftData needs iOS 17"): what the change is for, not a fault of that name.
 */
function needsTheValue(reason: string, before: string): boolean {
  const needed = /^\s*(?:needs|requires)\b[^.;,]*?\b(\d+)(?:\.\d+)*\b/.exec(reason)?.[1];
  return needed !== undefined && new RegExp(String.raw`\bto\s+v?${needed}(?:\.\d+)*\b`).test(before);
}

/** A choice set against another, then its reason after a colon, a semicolon or a dash. */
const CONTRAST_THEN_REASON = /\b(?:instead of|rather than)\s[^:;—–]*(?:[:;]|\s[—–])\s/i;
/**
 * A sentence that gives another name's fault as the reason for what was done before it: "The reason is Terraform's BSL
 * licence, which legal wouldn't sign off for the managed offering we resell." (the name, and all the sentence says of it).
 */
export function reasonIsName(sentence: string): { option: string; reason: string } | undefined {
  const m = REASON_IS_NAME_EN.exec(sentence);
  return m && isName(m[1]) ? { option: m[1], reason: sentence.slice(m[0].indexOf(m[1])).replace(/[.!]$/, '') } : undefined;
}
/** "The reason is Terraform's BSL licence …": a name and what of it gives the reason (a licence, a price, its support). */
const REASON_IS_NAME_EN = new RegExp(String.raw`^The (?:main |only |real )?reason (?:is|was)\s+(?:that\s+)?(${NAME})(?:'s\s+|\s+)(?:[\w-]+\s+){0,3}?(?:licen[cs]e|licensing|pricing|price|bill|cost|terms|support|maintenance|deprecation|end of life)\b`);

/**
 * A thing of the system we stop doing or running, said alone (its why the next sentence): "We're dropping the nightly full
 * export to the data warehouse." (decides.ts `droppedThenWhy`).
 */
export const WE_DROP_THING_EN = /^(?:We|I)(?:'re|\s+are|'ll|\s+will|'ve|\s+have)?\s+(?:now\s+)?(?:dropping|dropped|retiring|retired|removing|removed|turning off|turned off|killing|killed)\s+(?:the|our)\s+([a-z][\w-]*(?:\s+[\w-]+){0,6}?)[.!]?$/;
/** What was taken out, then the other way said to be the one kept: "I removed the crontab line — beat is the one we keep, since …". */
const REMOVED_KEPT_ONE_EN = /^(?:I|we)(?:'ve|\s+have)?\s+(?:removed|dropped|deleted|took out)\s+(?:the\s+|our\s+)?([^—–;,]{2,60}?)\s*(?:\s[—–]|;|,\s+(?:so|and))\s+[^.;!?]{2,40}?\b(?:is|are) the (?:one|ones) (?:we|I)\b/i;

/** "For the inference server, vLLM: …": what for, the name chosen, then after a colon why. */
const FOR_LABEL_PICK_EN = new RegExp(String.raw`^For\s+(?:the\s+|our\s+|an?\s+)?[\w ./-]{2,40},\s+\x60?(${NAME_OR_WORD})\x60?\s*:\s+(.+?)[.!]?$`);
/**
 * A name chosen for a part, said after "For …," with a colon, whose why faults another name: "For the inference server,
 * vLLM: TGI's licence change means we'd need a commercial agreement …" turns TGI down. Null when it is not so.
 */
export function forLabelPick(sentence: string): { option: string; reason: string } | null {
  const m = FOR_LABEL_PICK_EN.exec(sentence);
  const fault = m && isName(m[1]) ? faultOf(m[2]) : null;
  return fault && fault.option.toLowerCase() !== m![1].toLowerCase() ? fault : null;
}
/** A reason, then ", so" before what we did not do: "Conflicts … are rare in our logs (3 in the last month), so ". */
const SO_BEFORE = /^(?!(?:I|we)\s)([^;:]{10,200}?),\s+so\s+$/;
/** A label that only says a decision follows: "Decided:", "Verdict:". */
const DECIDED_LABEL = /^(?:(?:I|We)\s+decided|Decided|Verdict|Outcome|Resolution|Conclusion)\s*:\s+(?=\S)/;
/** A name replaced with its fault in brackets after it: "Replaced `request` (deprecated) with `undici` for …". */
export const REPLACED_FAULTED = new RegExp(String.raw`\b[Rr]eplac(?:ed|ing)\s+(${NAME_OR_WORD})\s+\((deprecated|unmaintained|archived|abandoned|EOL|end-of-life|insecure|vulnerable|no longer maintained|in maintenance mode)\)\s+with\s`);
/** A word that names no thing in particular: "nothing", "everything", "something", "anything" (or, alone, "none"). */
const NO_THING_WORD = String.raw`(?:anything|everything|something|nothing)`;
const NO_THING = new RegExp(String.raw`^(?:${NO_THING_WORD}|none)$`, 'i');
/** An act on no thing in particular: "switching anything". */
const ON_NO_THING = new RegExp(String.raw`\b${NO_THING_WORD}$`, 'i');
/** A thing in plain words after an article ("the row", "each request", "a second refund"): no name, no way. */
const RUN_TIME_THING = /^(?:the|an?|each|every|any|this|that|its|their)\s+(?:[a-z]+\s+)?[a-z]+$/i;
/** When or how a thing is turned away as the software runs: " on import", " at the gateway", " with a 413". */
const RUN_TIME_AFTER = /^\s+(?:on|at|during|when|while|with|whenever)\s+(?!(?:the\s+)?(?:end|first sight|last minute)\b)/i;
/** The option a sentence rejects; `decides`: it decides, `follows`: the sentence before it was part of a decision. */
export function rejectedIn(sentence: string, decides: boolean, follows: boolean): { option: string; reason?: string } | null {
  const first = readRejected(sentence, decides, follows);
  // (A time the work took before is no option: "a 900-file sync takes 40 s instead of 5 minutes"; a setting's value is:
  // "sessions expire after 8 hours instead of 24 hours".)
  // (Nor is a count in words: "sends one request instead of ten"; nor what would have happened: "… retries on its own
  // instead of the whole night being rerun by hand".)
  // (Nor is a word of when: "… run on every load instead of only when someone opens the notebook".)
  // (Nor when it fails, set against when it used to: "the app now fails at boot on a missing `DATABASE_URL` instead of at
  // the first query".)
  // (Nor a word that names no thing: "… and nothing was dropped in the last 24 hours".)
  const kept = first && ((MEASURE.test(first.option) && TOOK_INSTEAD.test(sentence)) || COUNT_WORD.test(first.option) || HAPPENING.test(first.option) || WHEN_WORD.test(first.option) || NO_THING.test(first.option) || FAILS_WHEN_INSTEAD.test(sentence)) ? null : first;
  // (Where it was done is no part of the way's name: "computed in DuckDB … rather than in pandas" turns down pandas.)
  const place = kept ? PLACE_BEFORE.exec(kept.option) : null;
  const found = place && namesOne(kept!.option.slice(place[0].length)) ? { ...kept!, option: kept!.option.slice(place[0].length) } : kept;
  // (With no reason of its own, one in brackets that ends the sentence after the option, as summaries give it: "Model
  // serving moved from a Flask app to FastAPI … (Flask's sync workers were blocking on …).")
  const bracket = found && found.reason === undefined && /\)\s*[.!]?$/.test(sentence) && sentence.lastIndexOf('(') > sentence.indexOf(found.option) ? parenReason(sentence) : undefined;
  // (Or one in brackets right after the name it replaced: "Replaced `request` (deprecated) with …".)
  const faultedName = found && found.reason === undefined ? REPLACED_FAULTED.exec(sentence) : null;
  const read = bracket ? { ...found!, reason: bracket } : faultedName && faultedName[1] === found?.option ? { ...found!, reason: faultedName[2] } : found;
  // (A way said to be as good as the other turns nothing down: "… was the other way to do it; either works for me".)
  if (read?.reason && EITHER_FINE.test(read.reason)) return null;
  // (Nor is whose it would be, a pronoun cut off before its "'d": "not a vault we'd run ourselves" turns down "a vault".)
  const named = read && WHOSE_END.test(read.option) ? { ...read, option: read.option.replace(WHOSE_END, '') } : read;
  return named && ONE_END.test(named.option) ? { ...named, option: namedOne(named.option, sentence) } : named && withExamples(named, sentence);
}

/**
 * A clause after a Chinese decision's comma that opens on another name and faults it, the last such clause first, then
 * earlier ones with what follows them ("日志改用 Loki，ELK 太占内存，一台 8 GB 的机器根本跑不动。"); not a name the clauses before it
 * said.
 */
function faultClauseZh(sentence: string): { option: string; reason: string } | null {
  for (const start of [...sentence.matchAll(/[，,]\s*(?=[A-Za-z])/gu)].reverse()) {
    const fault = FAULTED_NEXT_ZH.exec(sentence.slice(start.index + start[0].length));
    if (fault && !namesOptionIn(sentence.slice(0, start.index), fault[1])) return { option: fault[1], reason: fault[2] };
  }
  return null;
}
/** Names in brackets, two or more: "(SQS, RabbitMQ)", "(Kafka, NATS or Pulsar)". */
const EXAMPLES = /^\s*\(([\w.+#/-]+(?:,\s+(?:or\s+|and\s+)?[\w.+#/-]+)+|[\w.+#/-]+\s+(?:or|and)\s+[\w.+#/-]+)\)/;
/**
 * A kind of thing turned down, with the names of it the sentence gives in brackets right after it: "I didn't use a queue
 * service (SQS, RabbitMQ) — …" turns down SQS and RabbitMQ (as "A paging service (PagerDuty, Opsgenie) is more than we
 * need" does: the tools are the options; `listedOptions` reads them one by one).
 */
function withExamples(read: { option: string; reason?: string }, sentence: string): { option: string; reason?: string } {
  const at = wordAt(sentence, read.option);
  const m = at >= 0 ? EXAMPLES.exec(sentence.slice(at + read.option.length)) : null;
  const names = m ? m[1].split(/,\s+(?:or\s+|and\s+)?|\s+(?:or|and)\s+/) : [];
  return names.length >= 2 && names.every((n) => isName(n)) ? { ...read, option: m![1] } : read;
}

/** A pronoun that ends an option read up to its "'d": " we" of "a vault we". */
const WHOSE_END = /\s+(?:we|I|you|they)$/;
/** A time the work takes now, set against the time it took: "takes 40 s instead of", "syncs in 3 min instead of". */
const TOOK_INSTEAD = /\b(?:takes?|took|taking|(?:runs?|ran|finish(?:es|ed)?|syncs?|synced|completes?|completed|loads?|loaded|builds?|built)\s+in)\s+(?:~|about\s+|under\s+)?\d[\d.,]*\s*[a-z]*\s+instead of\s/i;
/** What happened to a thing, said as "… being rerun", "… getting dropped": an outcome, no way of doing it. */
const HAPPENING = /\s(?:being|getting)\s+[a-z]+$/;
/** "in ", "on ", "via ", …: where a way was done, before its name. */
const PLACE_BEFORE = /^(?:in|on|via|through|inside|within)\s+(?=\S)/;
/** Where or when a thing fails now, set against where it failed: "fails at boot … instead of at the first query". */
const FAILS_WHEN_INSTEAD = /\b(?:fails?|failed|crash(?:es|ed)?|errors?|breaks?|throws?|stops?|exits?)\s+(?:[^,;.]{0,40}?\s)?(?:at|on|in|during|before|after)\s+[^,;.]{1,60}?\s+instead of\s+(?:at|on|in|during|before|after)\s/i;
/** A word of when or how often, alone: "only" (when …), "always", "once". */
const WHEN_WORD = /^(?:only|just|always|ever|once|twice|sometimes|usually|also|even)$/i;
/** A count in words, alone. */
const COUNT_WORD = /^(?:zero|none|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|a hundred|hundreds|thousands|dozens)$/i;
/** An amount of time, size or share, alone. */
const MEASURE = /^(?:~|about\s+|over\s+|under\s+|nearly\s+)?\d[\d.,]*\s*(?:ms|s|secs?|seconds?|mins?|minutes?|h|hours?|days?|weeks?|KB|MB|GB|TB|%|x)?$/i;
/** An option said as "one" after what qualifies it: "a single shared one". */
const ONE_END = /^(?:[\w-]+\s+){1,3}one$/i;
/** What "one" stands for, said before it with its article and where or what for: "one NAT gateway per AZ". */
const HEAD_NOUN = /\b(?:an?|one|the|each|our)\s+((?:[A-Za-z][\w-]*\s+){0,2}?[A-Za-z][\w-]*)(?=\s+(?:per|for|in|on|with|at|behind|across)\b)/g;

/**
 * "I used one NAT gateway per AZ rather than a single shared one": the option names what "one" stands for ("single
 * shared NAT gateway"), the thing the sentence said before it; as said where it says none.
 */
function namedOne(option: string, sentence: string): string {
  const at = sentence.lastIndexOf(option);
  const heads = [...sentence.slice(0, at < 0 ? sentence.length : at).matchAll(HEAD_NOUN)];
  const head = heads.length ? heads[heads.length - 1][1] : '';
  return head && !/^(?:one|it|them|this|that)$/i.test(head) ? option.replace(/one$/i, head) : option;
}

/** A reason that speaks of the old way or a hand-made one: "because the old scheduler …", "since our hand-written parser …". */
const OLD_REASON_EN = new RegExp(String.raw`\b(?:because|since)\s+((?:the|our)\s+(?:old|previous|former|original|legacy|${HAND_MADE_WORDS})\s.+)$`, 'i');
/** A name kept out of a part, with why: "I kept `anyhow` out of the handlers: it erases the error type, …". */
const KEPT_OUT_EN = new RegExp(String.raw`^(?:I|we)(?:'ve|\s+have)?\s+kept\s+(${NAME_OR_WORD})\s+out\s+of\s+[^:;,—–]{2,40}?(?::|;|\s[—–]|,\s+(?:because|since|as))\s+(.+?)[.!]?$`);
/**
 * A name weighed, said alone (or with what for), its why left to the next sentence: "I looked at Realm first." (then "Its
 * sync needs Atlas Device Sync, …"), "I looked at KEDA for scaling on the SQS queue depth."
 */
const WEIGHED_ALONE_EN = new RegExp(String.raw`^(?:I|we)(?:'d|\s+had)?\s+(?:also\s+|first\s+|briefly\s+)?(?:looked at|considered|evaluated|weighed)\s+(${NAME}(?:\s+${NAME})?)(?:\s+for\s+[^.!?,;:]{2,60}?)?(?:\s+(?:first|too|as well|briefly))?[.!]?$`);
/** The same of a way to do the work somewhere: "I looked at doing this in nginx with `limit_req` first." (then "It would …, but …"). */
const WEIGHED_ACT_ALONE_EN = /^(?:I|we)\s+(?:also\s+|first\s+|briefly\s+)?(?:looked at|considered|evaluated|weighed|thought about)\s+((?:doing|handling|putting|running|enforcing|keeping|solving)\s+(?:this|it|that|them)\s+(?:in|at|on|inside|through|via|with)\s+[^.!?,;:]{2,50}?)(?:\s+(?:first|too|as well|briefly))?[.!]?$/;
/** An option raised and nothing more said of it: "Flux came up as well." (RAISED). */
export const RAISED_ALONE = new RegExp(String.raw`^${RAISED}(?:\s+(?:as well|too|also|again))?\s*[.!]?$`, 'i');
/** The words RAISED ends on: a cheap test before that long pattern, which `weighedAlone` would run on every sentence. */
const RAISED_WORDS = /\b(?:came up|suggested|proposed|discussed|raised|on the (?:table|list))\b/i;
/** What we used before, said alone: "We were using `inferSchema` on the JSON before." (then "It guessed …"). */
const USED_BEFORE_ALONE_EN = new RegExp(String.raw`^(?:[Ww]e|I)\s+(?:were using|was using|used to use|used to run)\s+(?:the\s+|an?\s+|our\s+)?(${NAME_OR_WORD}(?:\s+${NAME})?)(?:\s+(?:on|in|for|with)\s+[^.!?;,]{2,40}?)?\s+before[.!]?$`);
/**
 * The name a sentence only weighs or raises (WEIGHED_ALONE_EN, RAISED_ALONE, a name), or says we used before
 * (USED_BEFORE_ALONE_EN), its why left to the next one.
 */
export function weighedAlone(sentence: string): string | null {
  const weighed = WEIGHED_ALONE_EN.exec(sentence)?.[1] ?? WEIGHED_ACT_ALONE_EN.exec(sentence)?.[1];
  if (weighed) return weighed;
  const used = /\bbefore[.!]?$/.test(sentence) ? USED_BEFORE_ALONE_EN.exec(sentence)?.[1] : undefined;
  if (used && isName(used.split(/\s+/)[0])) return used;
  const raised = RAISED_WORDS.test(sentence) ? RAISED_ALONE.exec(sentence)?.[1] : undefined;
  return raised && isName(raised.split(/\s+/)[0]) ? raised : null;
}
/** "X are Y, not Z.": what a part is, and what it is not (decides.ts `isNotThenFaulted`). */
export const IS_NOT_EN = /^(?:the\s+|our\s+)?[\w -]{2,40}?\s+(?:is|are)\s+(?:now\s+)?([\w+#/-](?:[\w.+#/-]*[\w+#/-])?(?:\s+[\w.+#/-]*[\w+#/-])?),\s+not\s+([\w+#/-](?:[\w.+#/-]*[\w+#/-])?(?:\s+[\w.+#/-]*[\w+#/-])?)[.!]?$/;
/** `rejectedIn`'s reading, before a "one" is named. */
function readRejected(sentence: string, decides: boolean, follows: boolean): { option: string; reason?: string } | null {
  const because = follows ? reasonIsName(sentence) : undefined;
  if (because) return because;
  const no = answeredNo(sentence);
  if (no) return { option: no };
  const removed = REMOVED_KEPT_ONE_EN.exec(sentence);
  if (removed) return { option: removed[1], reason: reasonOf(sentence) };
  const dropping = decides ? WE_DROP_THING_EN.exec(sentence) : null;
  if (dropping) return { option: dropping[1] };
  const forPart = decides ? forLabelPick(sentence) : null;
  if (forPart) return forPart;
  const notYet = NOT_YET_EN.exec(sentence) ?? NO_NAME_EN.exec(sentence);
  // (Not an act on nothing in particular: "Not switching anything yet, just a data point.")
  if (notYet && !ON_NO_THING.test(notYet[1])) return { option: notYet[1], reason: notYet[2] };
  // ("Redirects are 302, not 301.", in a sentence that decides: what it is not.)
  const isNot = decides ? IS_NOT_EN.exec(sentence) : null;
  if (isNot) return { option: isNot[2] };
  const onlyWeighed = weighedAlone(sentence);
  if (onlyWeighed) return { option: onlyWeighed };
  const keptOut = KEPT_OUT_EN.exec(sentence);
  if (keptOut && named(keptOut[1])) return { option: keptOut[1], reason: keptOut[2] };
  const noColon = noNameColon(sentence);
  if (noColon) return noColon;
  const putOff = NOT_GOING_TO_EN.exec(sentence);
  if (putOff && aboutSoftware(sentence)) return { option: putOff[1], reason: putOff[2] || undefined };
  const weighed = REJECT_CONSIDERED_EN.exec(sentence);
  if (weighed) {
    // An act weighed whose four words stop at where it is done ("keeping the keys in" of "keeping the keys in Redis
    // with a TTL"), or mid-phrase ("… and computing the" of "… and computing the metrics with DuckDB"), is cut from all
    // of it up to "but".
    const all = weighed[0].slice(weighed[0].indexOf(weighed[1])).replace(/,?\s+but\s[\s\S]*$/, '');
    const cutShort = opensOnAct(weighed[1]) && /\s(?:in|on|into|with|to|across|for|from|at|through|over|between|the|an?|and|of)$/i.test(weighed[1]);
    // What the weighed words go on with after the option's.
    const afterIt = weighed[0].slice(weighed[0].indexOf(weighed[1]) + weighed[1].length);
    // (A part of a tool is the option, not the tool: "I considered Next's built-in optimizer first, but …".)
    const part = toolPart(afterIt);
    const option = part ? `${weighed[1]}${part}` : cutOption(cutShort ? all : weighed[1]);
    // "We could use Redis, but for now I'll keep the cache since there is one instance": its worded reason, if it gives one.
    // The reason ends where what was done instead begins ("…, so I stayed with BullMQ").
    const why = weighed[2].replace(/,?\s+(?:and\s+)?so\s+(?:I|we)\b.*$/i, '');
    // (What it wanted is said of a name, not of a thing looked at: "I looked at the CI logs as well; it needed a second run
    // …", "I looked at Playwright's trace as well; it needed a retry …".)
    const owned = /^'s\s/.test(afterIt);
    const thing = WANTED_START.test(weighed[2]) && (owned || !option.split(/\s+/).every((w) => /^[A-Z]/.test(w) || isTool(w)));
    if (named(option) && !thing) return { option, reason: reasonOf(why, true) ?? why.trim() };
  }
  // A part of its own skipped, with why, before any contrast its reason makes ("…, and the team writes Elixir, not
  // TypeScript").
  const part = SKIPPED_PART_EN.exec(sentence);
  if (part) return { option: part[1], reason: part[2] };
  const aside = NAME_NOT_NAME_EN.exec(sentence);
  if (aside && (decides || FIRST_PERSON_EN.test(sentence) || reasonOf(sentence, true) !== undefined)) {
    return { option: aside[1], reason: reasonOf(sentence.slice(aside.index + aside[0].length), true) };
  }
  const reverted = decides ? (revertedTool(sentence) ?? gerundMoved(sentence)) : null;
  if (reverted) return reverted;
  // A dependency taken out, the other option of a labelled "Why X and not Y:", what we drop by name, or what is gone.
  // (Right after a decision, a sentence that only says what it took out: "Switched to Flyway: …. Liquibase is removed from
  // the build."; one that goes on after a semicolon is read as before, a decision of its own.)
  const dropped = decides ? (removedDependency(sentence) ?? turnedOff(sentence) ?? whyChose(sentence) ?? weDrop(sentence) ?? gone(sentence) ?? andRemoved(sentence)) : follows && !sentence.includes(';') && GONE_EN.test(sentence) ? gone(sentence) : null;
  if (dropped) return dropped;
  const off = decides ? MOVED_OFF_EN.exec(sentence) : null;
  // Leaving a place without saying where to ("… is moving off SendGrid."); one that says where is MOVED_OFF_EN's.
  const leaving = decides && !off ? MOVING_OFF_EN.exec(sentence) : null;
  if (leaving) return { option: leaving[1].replace(/\.+$/, ''), reason: reasonOf(sentence.slice(leaving.index + leaving[0].length)) };
  // (Its why may follow a mark, of the place by name: "… off the hand-written role checks to SpiceDB; the role checks were
  // copied into 30 handlers …".)
  const movedOff = off ? cutOption(off[1]) : '';
  const afterOff = off ? sentence.slice(off.index + off[0].length) : '';
  const ofPlace = (clause: string | undefined) => (clause && wordAt(clause.toLowerCase(), movedOff.toLowerCase().split(/\s+/).at(-1)!) >= 0 ? clause : undefined);
  if (off && named(movedOff)) return { option: movedOff, reason: reasonOf(afterOff) ?? ofPlace(clauseAfterMark(afterOff)) };
  const instead = decides ? INSTEAD_NOW_EN.exec(sentence) : null;
  if (instead && named(cutOption(instead[1]))) return { option: cutOption(instead[1]), reason: reasonOf(sentence.slice(instead[0].length)) };
  const given = decides ? (replacedPassive(sentence) ?? replacedPassiveOption(sentence)) : null;
  if (given) return 'reason' in given ? given : { option: given.option };
  const phrase = USE_PHRASE_NOT_EN.exec(sentence);
  const told = USE_NOT_EN.exec(sentence) ?? (phrase && isName(phrase[1].replace(/\.+$/, '')) ? phrase : null);
  if (told) return { option: told[1].replace(/\.+$/, ''), reason: reasonOf(sentence.slice(told[0].length)) };
  // These count when the sentence decides or says what we / I do.
  const ours = decides || FIRST_PERSON_EN.test(sentence);
  for (const re of [NAME_COMMA_NOT_EN, IN_FAVOR_EN]) {
    const m = ours ? re.exec(sentence) : null;
    const option = m ? cutOption(m[1]) : '';
    // (Not what the sentence said it kept, set against where the time goes: "I kept the ORM …: … the hot paths spend
    // their time in Postgres, not in the ORM.")
    // (Its why may follow a dash: "Build: Gradle with the Kotlin DSL, not Maven — the Android module needs Gradle anyway".)
    const rest = sentence.slice(m ? m.index + m[0].length : 0);
    if (m && named(option) && !namesOptionIn(sentence.slice(0, m.index), option)) return { option, reason: reasonOf(rest, true) ?? clauseAfterMark(rest) };
  }
  const future = ours ? FUTURE_NOT_EN.exec(sentence) : null;
  const never = future ? cutOption(future[1]) : '';
  if (future && named(never)) return { option: never, reason: reasonOf(sentence.slice(future.index + future[0].length), true) };
  // "Runtime: Bun for the scripts in `tools/`, because cold start is ~10x faster than ts-node": the choice's reason
  // measures it against another name.
  const than = decides ? REASON_THAN_EN.exec(sentence) : null;
  const measured = than ? cutOption(than[1]) : '';
  if (than && named(measured) && isName(measured.split(/\s+/)[0])) return { option: measured, reason: sentence.slice(than.index).replace(/^\W*(?:because|since)\s+/i, '').replace(/[.!]$/, '') };
  const judged = JUDGED_CLAUSE_EN.exec(sentence);
  // The clause before it decides or names something ("runs on node-cron"; not "The party was fun; the cake was overkill").
  if (judged && (decides || NAMED.test(sentence.slice(0, judged.index)))) return { option: judged[1], reason: judged[2]?.trim() ?? `not ${judged[3].trim()}` };
  const would = ours ? REJECT_WOULD_EN.exec(sentence) : null;
  const costly = would ? cutOption(would[2]) : '';
  if (would && named(costly)) return { option: costly, reason: would[3].trim() };
  const first = decides || follows ? REJECT_FIRST_EN.exec(sentence) : null;
  if (first) {
    const option = cutOption((first[1] ?? first[2] ?? first[3] ?? first[4] ?? first[5] ?? first[6] ?? first[7]).replace(/\s+first$/i, ''));
    const end = first.index + first[0].length;
    const rest = sentence.slice(end);
    // (Its why may follow a semicolon or a dash: "I tried 60 Hz first; it doubled the bandwidth …".)
    if (named(option)) return { option, reason: BUT_REASON.exec(rest)?.[1].trim() ?? reasonOf(rest) ?? clauseAfterMark(rest) };
  }
  const unused = NOT_USING_EN.exec(sentence);
  const notUsed = unused ? cutOption(unused[1].replace(/\s+(?:after all|in the end|anymore)\b.*$/i, '')) : '';
  if (unused && named(notUsed)) {
    // ("Not using Prettier's Tailwind plugin after all: …" sets the plugin aside, not Prettier.)
    const part = notUsed === unused[1] ? toolPart(sentence.slice(unused.index + unused[0].length)) : null;
    if (part) return { option: `${notUsed}${part}`, reason: /(?::|;|\s[—–])\s*(.+?)[.!]?$/.exec(sentence.slice(unused.index + unused[0].length + part.length))?.[1] };
    const rest = sentence.slice(unused.index + unused[0].length);
    return { option: notUsed, reason: reasonOf(rest) ?? /(?::|;|\s[—–])\s*(.+?)[.!]?$/.exec(rest)?.[1] };
  }
  const skipped = SKIPPED_EN.exec(sentence);
  const skip = skipped ? cutOption(skipped[1]) : '';
  const rest = skipped ? sentence.slice(skipped.index + skipped[0].length) : '';
  // (Said alone, its reason in the next sentence, only a name of software: "I skipped GORM. Its hooks …", not "I skipped
  // Thanksgiving.".)
  // (A word of code or a known tool in it is aboutSoftware's; what it does not read: capitals, "GORM", or a dotted,
  // slashed or dashed word.)
  const bareSkip = /^\s*[.!]?$/.test(rest) && !aboutSoftware(sentence) && !/[A-Z]{2}|\w[./_-]\w/.test(skip);
  if (skipped && isName(skip.split(/\s+/)[0]) && !bareSkip) {
    return { option: skip, reason: reasonOf(rest) ?? clauseAfterMark(rest) };
  }
  const refusedFor = NO_NAME_FOR_EN.exec(sentence);
  if (refusedFor && (isTool(refusedFor[1]) || /[A-Z]{2}|\w[./_-]\w|[a-z][A-Z]/.test(refusedFor[1]) || aboutSoftware(sentence))) return { option: refusedFor[1] };
  const inline = NOT_INLINE_EN.exec(sentence);
  if (inline) return { option: inline[1], reason: inline[2] };
  const alone = LEFT_ALONE_EN.exec(sentence);
  const head = alone?.[1].split(/\s+/)[0] ?? '';
  // ("… is a no / off the table" only of a known tool: "Friday is off the table: …" turns down no software.)
  const refusedTool = alone !== null && /\s(?:is|are)\s/i.test(alone[0].slice(alone[1].length, alone[1].length + 6));
  if (alone && (refusedTool ? isTool(head.toLowerCase()) : GERUND.test(head.toLowerCase()) || isName(head))) return { option: alone[1], reason: alone[2] };
  const faultSo = FAULT_SO_NOT_EN.exec(sentence);
  // (The pattern's end says it is an option: a name in lower case, "wkhtmltopdf", need not be a known one.)
  if (faultSo && named(faultSo[1]) && !/^(?:there|here|they|we|i|you|he|she)$/i.test(faultSo[1])) return { option: faultSo[1], reason: faultSo[2] };
  // (Or "so I went with" another, when what is said of the first is a fault: "I think Celery is the wrong tool here, so I
  // went with Dramatiq: …".)
  const faultWent = FAULT_SO_WENT_EN.exec(sentence);
  const wentFault = faultWent ? faultOf(`${faultWent[1]} ${faultWent[2]}`) : null;
  if (faultWent && wentFault?.option === faultWent[1] && isName(faultWent[1].split(/\s+/)[0])) return { option: faultWent[1], reason: faultWent[2] };
  const left = REJECT_LEFT_OUT_EN.exec(sentence) ?? KEEP_OUT_EN.exec(sentence);
  if (left) {
    const option = cutOption(left.slice(1).find(Boolean)!).replace(/\s+out$/i, '');
    // (Kept out as what the clause before led to, "…: Node 20's built-in `fetch` covers it, so axios stays out": that
    // clause is why, after a label.)
    const ledTo = /^,\s+so\s/.test(left[0]) ? sentence.slice(0, left.index).replace(/^[^:]{1,40}:\s+/, '') : undefined;
    if (named(option)) return { option, reason: ledTo ?? reasonOf(sentence.slice(left.index + left[0].length)) };
  }
  const fronted = FRONTED_OUT_EN.exec(sentence);
  if (fronted) return { option: fronted[1], reason: fronted[2] };
  const out = decides || follows ? OUT_EN.exec(sentence) : null;
  if (out && named(out[1])) return { option: out[1], reason: sentence.slice(out[0].length).replace(/[.!)]$/, '').trim() || undefined };
  const read = REJECT_TRAILING_EN.exec(sentence);
  // (A plural is one name only in capitals, "JWTs were dropped: …"; "Cookie-only sessions were rejected …" is the clause's.)
  const found = read && /\s(?:were|are|have been)\s/i.test(read[0]) && !/^[A-Z]/.test(read[1]) ? null : read;
  // "The request was rejected because the body exceeded 10 MB", "a second refund is rejected": a thing at run time (a
  // lower-case word after "the", "a", "each" …, even when a package bears its name), not an option turned down.
  const trailing = found && /^[a-z]+$/.test(found[1]) && /\b(?:the|an?|another|each|every|any|this|that|its|their)\s+(?:[a-z]+\s+)?$/i.test(sentence.slice(0, found.index)) ? null : found;
  // (The verb is looked for first: the phrase before it is tried at every word of a sentence.)
  const clause = (trailing && named(cutOption(trailing[1]))) || !REJECTED_VERB_EN.test(sentence) ? null : REJECTED_CLAUSE_EN.exec(sentence);
  // A phrase ("calling services directly was rejected"), where no one name was: after a clause of its own, or
  // in a sentence that decides; never one's own ("my application was rejected").
  // (A heads-up before it is no clause of its own: "Heads up: the sass-rails gem is deprecated." tells of a gem.)
  // (Or one said to have been weighed first: "Gumroad licence keys were considered too and dropped", "Easy Anti-Cheat was
  // evaluated and set aside since …".)
  // (Of a name, not one turned down by someone else: "The bill was discussed and rejected by the Senate".)
  // (Nor a thing of ours turned away as the software runs, said in plain words with when or how: "…, and the row was
  // rejected on import", "the upload was rejected with a 413".)
  const runTime = clause !== null && RUN_TIME_THING.test(clause[1]) && RUN_TIME_AFTER.test(sentence.slice(clause.index + clause[0].length));
  const weighedName = clause !== null && WEIGHED_THEN.test(clause[0]) && !/^(?:the|an?|our|my|their|his|her|its)\s/i.test(clause[1]) && isName(clause[1].split(/\s+/)[0]) && !/^\s+by\s/.test(sentence.slice(clause.index + clause[0].length));
  if (clause && !runTime && (decides || weighedName || (clause.index > 0 && !HEADS_UP.test(sentence.slice(0, clause.index + 1)))) && !/^(?:my|your|his|her|their|our|its|he|she|they|it|i|we|you)\b/i.test(clause[1])) {
    const option = cutOption(clause[1]);
    if (named(option)) return { option, reason: reasonOf(sentence.slice(clause.index + clause[0].length), true) };
  }
  const anyRefusal = decides || follows || FIRST_PERSON_EN.test(sentence) ? refused(sentence) : null;
  // (What we don't need, said in the reason after a choice set against another, is no option: "… go over Server-Sent
  // Events instead of WebSockets: …, and we don't need client-to-server messages …" turns down WebSockets, which the
  // option finder reads.)
  const refusal = anyRefusal && CONTRAST_THEN_REASON.test(sentence.slice(0, anyRefusal.index)) ? null : anyRefusal;
  const decided = decides ? carriedOver(REJECT_DECISION_EN.exec(sentence), sentence) : null;
  // (Nor is one in the reason after the choice: "I went with Hilt over Koin … — a missing binding fails the build instead
  // of crashing at runtime …" turns Koin down.)
  const inItsReason = refusal && decided && decided.index < refusal.index && /\s[—–]\s|:\s|\b(?:because|since)\s/.test(sentence.slice(decided.index, refusal.index));
  const m = trailing ?? REJECT_EN.exec(sentence) ?? (inItsReason ? null : refusal) ?? (decides ? (decided ?? BETTER_FIT_EN.exec(sentence)) : null);
  if (m) {
    // "Swapped Jest for Vitest": what follows "for" is what took its place ("support for Node 16" is one name elsewhere).
    const option = cutOption(/\bswap/i.test(m[0]) ? m[1].split(/\s+for\s+/)[0] : m[1]);
    if (!named(option)) return null;
    // The reason follows the option ("Note: I avoided X; Y covers it" gives "Y covers it", not what follows "Note:").
    const end = m.index + m[0].indexOf(option) + option.length;
    // (What is given up by no longer hosting it ourselves is the self-hosted one: "We stopped self-hosting Sentry, …" keeps
    // the hosted Sentry.)
    const selfHosted = /\bself-host(?:ing)?\s+$/i.test(m[0].slice(0, m[0].indexOf(option)));
    return {
      option: selfHosted ? `self-hosted ${option}` : option,
      // (Or the clause before ", so" says why: "Conflicts … are rare in our logs, so I didn't build a merge UI.")
      reason: reasonOf(sentence.slice(end - 1)) ?? reasonOf(sentence, true) ?? faultAfter(sentence.slice(end)) ?? parenReason(sentence.slice(end)) ?? SO_BEFORE.exec(sentence.slice(0, m.index))?.[1],
    };
  }
  // "Moving to Vitest came up in the issue, but …", after what was kept.
  const raised = raisedBut(sentence);
  if (raised) return raised;
  const passive = CONSIDERED_PASSIVE_EN.exec(sentence);
  // The tool after "like" is the option ("a TTL cache like ristretto"), not a word that points ("like this").
  const like = passive ? LIKE_NAME.exec(passive[1]) : null;
  const tool = like && !/^(?:this|that|these|those|it|them|ours|one|mine)$/i.test(like[1]) ? like[1] : passive?.[1];
  // (A way of doing it said at length, past eight words, is named by its head: "Writing our own receipt validation
  // against the App Store … would work, but …"; "Storing local times with an offset column" stays whole.)
  const headOf = tool && tool.split(/\s+/).length > 8 ? GERUND_HEAD.exec(tool)?.[1] : undefined;
  if (passive) return { option: (headOf ?? tool!).replace(/`/g, ''), reason: passive[2].trim() };
  // "Search is Pagefind, built at deploy time — no Algolia DocSearch application needed.": what the choice spares.
  const spared = decides ? NO_NEED_EN.exec(sentence) : null;
  if (spared && isName(spared[1].split(/\s+/)[0])) return { option: spared[1] };
  // "Prophet was my first attempt.": the way tried first, its why in the next sentence.
  const firstTry = FIRST_TRY_ALONE_EN.exec(sentence);
  if (firstTry) return { option: firstTry[1] };
  const kept = keptThenFault(sentence) ?? (decides ? pinnedOtherVersion(sentence) : null);
  if (kept) return kept;
  if (decides) {
    // A choice's aside in brackets, when nothing else named an option: "Vitest (not Jest: it needs Babel for ESM)",
    // "Changesets (not semantic-release, which …)"; a name only ("(not a hard call: …)", "(not sure …)" name none).
    const bracket = bracketNot(sentence);
    if (bracket) return bracket;
    // (Or a plain kind of thing in brackets, its why after them: "… for all prices (not plain decimals), because ….")
    const plain = PLAIN_NOT_EN.exec(sentence);
    if (plain) return { option: plain[1], reason: reasonOf(sentence.slice(plain.index + plain[0].length), true) };
    // "I'm using Hono because Express doesn't run on Workers": the reason faults another name (not the one chosen).
    // ("… because a single NAT gateway is a single point of failure": one of a thing, where the choice has several.)
    const because = BECAUSE_FAULT_EN.exec(sentence);
    const [, single, name, fault] = because ?? [];
    const before = because ? sentence.slice(0, because.index) : '';
    // (Its kind is part of it: "a single NAT gateway", not "what of it" at fault; and it is the option the choice must
    // not have said: "I kept the NAT gateways per AZ because a single NAT gateway …".)
    const kind = single && fault ? /^\s+((?:[a-z][\w-]*\s+){1,2}?)(?=(?:is|was|would)\s)/.exec(fault)?.[1] ?? '' : '';
    const one = `${single ?? ''}${name}${kind ? ` ${kind.trim()}` : ''}`;
    if (name && namesOne(name) && !before.includes(single ? one : name) && !needsTheValue(fault, before)) {
      return { option: one, reason: fault.slice(kind ? fault.indexOf(kind) + kind.length : 0).replace(/^'s\s+/, '').trim() };
    }
    const faulted = clauseFault(sentence) ?? bracketFault(sentence) ?? andClauseFault(sentence);
    if (faulted) return faulted;
    // "… with Style Dictionary, since the hand-copied values in three repos had drifted …": the old way, said in the
    // reason as the sentence after a decision says it.
    const old = OLD_REASON_EN.exec(sentence);
    const oldOne = old ? turnedDown(old[1], sentence.slice(0, old.index)) : null;
    if (oldOne) return { option: oldOne.option, reason: oldOne.reason };
    // "Victory and Nivo both work, but Recharts …": the options conceded, then the one taken.
    const both = BOTH_WORK_EN.exec(sentence);
    if (both) return { option: `${both[1]} and ${both[2]}`, reason: both[3].trim() };
    // "Kingfisher does the same job and is a fine library; I picked Nuke because …": one conceded, then the one taken.
    const granted = GRANTED_THEN_PICKED_EN.exec(sentence);
    if (granted && granted[1].toLowerCase() !== granted[2].toLowerCase()) return { option: granted[1], reason: granted[3].replace(/^(?:because|since|as)\s+/, '') };
    // "Full-text search with tsvector doesn't match typos; trigram similarity does": what cannot, set against what can.
    const cannot = CANNOT_BUT_CAN_EN.exec(sentence);
    if (cannot && cannot[1].split(/\s+/).some((w) => isName(w))) return { option: cannot[1], reason: cannot[2].trim() };
    const measured = measuredAgainst(sentence) ?? wonOver(sentence);
    if (measured) return measured;
    // (Not a contrast inside what a way would do or is limited to: "A tfsec rule in CI would only catch it in our
    // Terraform, not in the console …", "Longhorn's own backups cover only Longhorn volumes, not the cluster objects" set
    // nothing aside of what was done.)
    const found = DECIDED_NOT_EN.exec(sentence);
    const contrast = found && !/\b(?:would|only)\b[^,;:]*$/.test(sentence.slice(0, found.index)) ? found : null;
    // ", never use moment": the option is what is used; ", not in Crowdin": a named place is the option itself (a
    // common one keeps its preposition: "not on every request").
    // ("not JWTs here": where we are is no part of it.)
    let option = contrast?.[1].replace(/[.!,;:]+$/, '').replace(/^(?:use|using)\s+(?=\S)/i, '').replace(HERE_AFTER, '$1');
    // An adverb alone names no way: "not directly to the six domain services" is all of that.
    if (contrast && /^[a-z]+ly$/i.test(option ?? '')) option = /^[^,;:.!?—–]{1,60}/.exec(sentence.slice(contrast.index + contrast[0].length - option!.length))?.[0].trim() ?? option;
    // A part of our own named by what it belongs to ("not from the app's in-process scheduler", "the API's built-in cron")
    // is that part; a name's part keeps the name ("not Stripe's webhooks").
    const owned = option && /^(?:(?:in|on|at|via|through|inside|from)\s+)?(the\s+|our\s+)?([\w.-]+)'s\s+(.+)$/i.exec(option);
    if (owned && (owned[1] || !isName(owned[2]))) option = owned[3];
    const place = option && /^(?:in|on|at|via|through|inside|from)\s+(\S+)$/i.exec(option);
    // Its reason after a connective, or after a colon or a dash ("…, not Alpine: Alpine's musl breaks the wheels").
    const rest = contrast ? sentence.slice(contrast.index + contrast[0].length) : '';
    if (contrast) return { option: place && isName(place[1]) ? place[1] : option!, reason: reasonOf(rest, true) ?? clauseAfterMark(rest) };
  }
  // (In German, Spanish or French: "… en lugar de Memcached, porque …", or the next sentence's "MongoDB hätte …".)
  const eu = decides || (follows && setAsideEuropean(sentence)) ? europeanRejected(sentence) : follows ? europeanFaultNext(sentence) : null;
  if (eu) return eu;
  const ja = REJECT_JA.exec(sentence) ?? (decides || follows ? REJECT_JA_WEAK.exec(sentence) : null);
  const option = ja ? jaOption(ja[1]) : '';
  if (option) return { option, reason: ja?.[2] ?? reasonOf(sentence) };
  const zh = REJECT_ZH.exec(sentence);
  // (Its reason after a comma, or a colon: "没有用 Elasticsearch：我们的商品只有 3 万条，…".)
  if (zh) return { option: zh[1], reason: reasonOf(sentence.slice(zh.index + zh[0].length)) ?? /^[，,：:]\s*([^。；;]{2,80})/.exec(sentence.slice(zh.index + zh[0].length))?.[1] };
  // (A name weighed and set aside says so itself, after a decision or not: "imgproxy も検討しましたが、…", "我也考虑过 Datadog，但…".)
  const nextZh = !decides ? (WEIGHED_BUT_JA.exec(sentence) ?? WEIGHED_BUT_ZH.exec(sentence) ?? PROPOSED_BUT_ZH.exec(sentence) ?? (follows ? (FAULTED_NEXT_ZH.exec(sentence) ?? FAULTED_NEXT_JA.exec(sentence) ?? USED_BEFORE_ZH.exec(sentence) ?? TRIED_BEFORE_ZH.exec(sentence) ?? USED_BEFORE_JA.exec(sentence)) : null)) : null;
  // (Not one still being weighed: "Redis も検討しましたが、まだ決めていません。")
  const whyNot = nextZh ? (nextZh[2] ?? nextZh[4]) : undefined;
  if (nextZh && !UNDECIDED_CJK.test(whyNot ?? '')) return { option: nextZh[1] ?? nextZh[3], reason: whyNot };
  const beforeJa = decides ? USED_BEFORE_JA.exec(sentence) : null;
  if (beforeJa) return { option: beforeJa[1], reason: beforeJa[2] };
  const movedJa = decides ? SUPERSEDE_JA.exec(sentence) : null;
  const fromJa = movedJa ? jaOption(movedJa[1]) : '';
  if (fromJa && isName(fromJa)) return { option: fromJa, reason: reasonOf(sentence.slice(movedJa!.index + movedJa![0].length)) };
  const movedZh = decides ? SUPERSEDE_ZH.exec(sentence) : null;
  if (movedZh) return { option: movedZh[1], reason: reasonOf(sentence.slice(movedZh.index + movedZh[0].length)) };
  const faultedZh = decides ? FAULTED_ZH.exec(sentence) : null;
  if (faultedZh) return { option: faultedZh[1], reason: `${faultedZh[1]} ${faultedZh[2]}` };
  // (Or the clause after a decision's comma that faults another name: "我们决定用 ClickHouse 做分析库，PostgreSQL 在十亿行的聚合
  // 查询上太慢了。", "日志收集改用 Vector 了，Fluentd 的内存占用太高。")
  const clauseZh = decides ? faultClauseZh(sentence) : null;
  if (clauseZh) return clauseZh;
  // Past a phrase that sets the scene: "With Go 1.22's pattern matching, plain `http.ServeMux` was also close; …".
  const scene = SCENE_EN.exec(sentence);
  if (scene) return readRejected(sentence.charAt(scene[0].length).toUpperCase() + sentence.slice(scene[0].length + 1), decides, follows);
  // Past a label that only says a decision follows: "Decided: no GraphQL for the public API."
  const label = DECIDED_LABEL.exec(sentence);
  return label ? readRejected(sentence.charAt(label[0].length).toUpperCase() + sentence.slice(label[0].length + 1), decides, follows) : null;
}
/** A phrase that sets the scene, opening a sentence: "With Go 1.22's pattern matching, ", "Given the 2 GB limit, ". */
const SCENE_EN = /^(?:With|Given)\s+[^,;]{2,40},\s+(?=[A-Za-z])/;

/**
 * "over" after a verb of carrying, in lower case: the way a thing travels ("The live log view streams over server-sent
 * events", "the app talks to the API over REST"), not one option put over another ("Redis Streams over Kafka").
 */
const CARRIED_OVER = /\b(?:streams?|streamed|streaming|refresh(?:es|ed)?|delivered|sent|served|talks?|travels?|communicates?|connects?|synced|syncs|pushed|pulls?|pulled|downloads?|downloaded|uploads?|uploaded|copies|copied|transfers?|transferred|tunnell?ed|polls?|polled|polling|fetch(?:es|ed)|exposed|reachable)\s+(?:[\w.-]+\s+){0,4}?$/;
/** A technique or format said to run on top of what follows "over": "the retriever is BM25 over Tantivy", "is JSON over HTTP". */
const LAYERED_OVER = /\b(?:is|are|was|were)\s+(?:[A-Z][A-Za-z]*\d[\w/.-]*|JSON|XML|HTTP(?:\/\d)?|TLS|TCP|UDP|gRPC|SQL|MQTT)\s+$/;
/** Files of a format where they are, that an engine reads: "DuckDB over Parquet on S3", "Trino over CSV files". */
export const OVER_FILES = /^over\s+(?:the\s+)?(?:Parquet|CSV|JSON|NDJSON|Arrow|ORC|Avro)(?:\s+files)?\s+(?:on|in|from)\s|^over\s+(?:the\s+)?(?:Parquet|CSV|JSON|NDJSON|Arrow|ORC|Avro)\s+files\b/i;
/** What a thing sits on that we already run: "built on PowerSync over our existing Postgres" (kept, not turned down). */
const OVER_EXISTING = /^over\s+(?:our|the|an?)\s+(?:existing|current)\s/i;
function carriedOver(m: RegExpExecArray | null, sentence: string): RegExpExecArray | null {
  return m && /^over\b/i.test(m[0]) && (CARRIED_OVER.test(sentence.slice(0, m.index)) || LAYERED_OVER.test(sentence.slice(0, m.index)) || OVER_FILES.test(sentence.slice(m.index)) || OVER_EXISTING.test(sentence.slice(m.index))) ? null : m;
}

/** Single words listed with "and": "black and isort", "nose, mock and six". */
const LISTED_WORDS = /^[\w.+#-]+(?:,\s+[\w.+#-]+)*,?\s+and\s+[\w.+#-]+$/;
/** The parts of a list, each without an article or its sentence's stop ("over Jest and Mocha." turns down Mocha). */
const listParts = (text: string): string[] => text.split(LIST_JOIN).map((p) => p.trim().replace(/^the\s+/, '').replace(/[.,;:!]+$/, '')).filter(Boolean);
/** Single words listed (LISTED_WORDS), one of them a name: "black and isort", not "reads and writes". */
const namesListed = (text: string): boolean => LISTED_WORDS.test(text) && listParts(text).some((p) => isName(p));
/** A name, one or two words ("Jest", "npm workspaces", "Papa Parse"), as a list of options holds it. */
const LISTED = /^(?:the\s+)?(\S+)(?:\s+[\w.+#-]+)?$/;
const listedName = (part: string): boolean => {
  const m = LISTED.exec(part);
  return m !== null && isName(m[1]);
};
/** How a list of options is joined: "Moment or Luxon", "Jest, Mocha and Jasmine", "npm nor yarn". */
const LIST_JOIN = /\s*,\s*(?:(?:and|or|nor)\s+)?|\s+(?:and|or|nor)\s+/;
/**
 * A contrast right before an option, after which more names may follow it: "not npm or yarn", "over Jest and Mocha"; or
 * what was replaced or left: "Lefthook replaces Husky and lint-staged", "moved from Webpack and Babel to Vite".
 */
const BEFORE_LIST = /\b(?:not|never|over|instead of|rather than|than|against|replaces|replaced|replacing|supersedes|from|off)\s+(?:the\s+)?$/i;
/** Words that follow an option in its list: ", Mocha and Jasmine", " or yarn" (each checked by `listedOptions`). */
const LIST_TAIL = new RegExp(String.raw`^((?:\s*,\s*(?:the\s+)?${NAME_OR_WORD})*\s*,?\s+(?:or|nor|and)\s+(?:the\s+)?${NAME_OR_WORD})(?![\w.+#/-])`);
/** After a name, its own clause going on: "over Jest and Mocha is still used …" names no second option. */
const CLAUSE_GOES_ON = /^\s+(?:[a-z]+\s+)?(?:is|are|was|were|has|have|does|do|did|would|will|can)\b/;
/** Where a clause ends: after its last word, any one word of a list is one more option ("not npm or yarn, because …"). */
const CLAUSE_ENDS = /^(?:\s*(?:[,;:.!)]|$)|\s[—–]|\s+(?:because|since|as|so|which|for)\b)/;
const NO_OPTION = /^(?:it|this|that|them|then|so|also|now|more|others?|anything|something|everything|nothing|whatever)$/;

/** Where a sentence names an option as a whole word ("npm", not the end of "pnpm"); -1 where it does not. */
export const wordAt = (sentence: string, option: string): number => sentence.search(new RegExp(String.raw`(?<![\w.+#/-])${escapeRegExp(option)}(?![\w+#/-])`));

/**
 * An option found in a sentence, as one or several: a list of names turned down together is one option each ("rather
 * than MySQL or MongoDB", "not npm or yarn", "over Jest and Mocha"), each with the list's reason. A list holds names
 * only: "rather than guessing or asking" stays one option; so does a name after "and" that starts a clause of its own
 * ("over Jest and Mocha is …"). The last word of a list may be any one word where the clause ends after it.
 */
export function listedOptions(sentence: string, rejected: { option: string; reason?: string }): { option: string; reason?: string }[] {
  // (An act done to several things is one option: "Mixing `timestamp` and `timestamptz` is how …".)
  const parts = opensOnAct(rejected.option) ? [rejected.option] : listParts(rejected.option);
  if (parts.length > 1) {
    // The option ends where its clause does: its last part may be any one word ("not npm or yarn").
    const last = parts[parts.length - 1];
    // (Or single words listed with "and", one of them a name: "black and isort are gone".)
    const words = namesListed(rejected.option) && !parts.some((p) => NO_OPTION.test(p) || FUNCTION_WORD.has(p.toLowerCase()));
    const listed = (parts.slice(0, -1).every(listedName) && (listedName(last) || (/^[a-z][\w+#-]*$/.test(last) && !NO_OPTION.test(last)))) || words;
    return listed ? parts.map((option) => ({ ...rejected, option })) : [rejected];
  }
  const at = wordAt(sentence, rejected.option);
  if (at < 0 || !BEFORE_LIST.test(sentence.slice(0, at)) || !listedName(rejected.option)) return [rejected];
  const rest = sentence.slice(at + rejected.option.length);
  const tail = LIST_TAIL.exec(rest);
  if (!tail) return [rejected];
  const more = listParts(tail[1]);
  const after = rest.slice(tail[0].length);
  const last = more[more.length - 1];
  const lastOk = isName(last) ? !CLAUSE_GOES_ON.test(after) : CLAUSE_ENDS.test(after) && !NO_OPTION.test(last);
  if (!lastOk || !more.slice(0, -1).every(isName)) return [rejected];
  return [rejected, ...more.map((option) => ({ ...rejected, option }))];
}

/**
 * The options a sentence turns down from the one it read (`rejected`) on: its list one by one (`listedOptions`), each
 * reason split where it goes on to fault another name (faults.ts `splitFaults`; `earlier`: what the decision said before
 * this sentence).
 */
export function optionsFrom(said: string, rejected: { option: string; reason?: string }, earlier: string): { option: string; reason?: string }[] {
  const before = said.slice(0, Math.max(0, wordAt(said, rejected.option)));
  return listedOptions(said, rejected).flatMap((r) => splitFaults(r, before, earlier));
}

/** The options a sentence that decides turns down (a marked "Decision: …" line's text, explicit.ts). */
export function rejectionsIn(sentence: string): { option: string; reason?: string }[] {
  const said = asSaid(sentence);
  const found = rejectedIn(said, true, false);
  const listed = found ? listedOptions(said, found) : [];
  const out = [...listed, ...weighedOthers(said).filter((r) => !listed.some((l) => l.option === r.option))];
  return out.map((r) => ({ ...r, option: r.option.replace(/[.,;:!]+$/, '') }));
}

/** The options a sentence weighed and did not take (WEIGHED_EN), each with the sentence's reason. */
export function weighedOthers(sentence: string): { option: string; reason?: string }[] {
  const m = WEIGHED_EN.exec(sentence);
  if (!m) return [];
  const chosen = (m[2] ?? m[3]).toLowerCase();
  const rest = sentence.slice(m.index + m[0].length);
  // (A win's numbers after a colon are why the others lost: "ONNX Runtime wins: 38 ms per batch, against 61 ms for ….")
  const reason = reasonOf(rest, true) ?? (m[3] ? clauseAfterMark(rest) : undefined);
  return m[1]
    .split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or|vs\.?|versus)\s+/i)
    .map((o) => o.trim())
    .filter((o) => o && o.toLowerCase() !== chosen)
    .map((option) => ({ option, reason }));
}

/** A label that weighs two ways ("Polars vs pandas: went with pyarrow directly; …"), and what it says after. */
const VERSUS_LABEL = /^((?:[\w.+#/-]+\s+)?[\w.+#/-]+)\s+(?:vs\.?|versus)\s+((?:[\w.+#/-]+\s+)?[\w.+#/-]+)\s*:\s+(.+)$/i;

/**
 * The ways a "X vs Y:" label weighed that its choice did not take ("Polars vs pandas: went with pyarrow directly;
 * pandas blew up to ~9 GB RSS …" turns both down), each with the fault a later clause says of it, or the reason. One
 * of the two must name a tool; the choice is the first clause after the label.
 */
export function versusOthers(sentence: string): { option: string; reason?: string }[] {
  const m = VERSUS_LABEL.exec(sentence);
  if (!m || !(isName(m[1]) || isName(m[2]))) return [];
  const [choice, ...rest] = m[3].split(/;\s+|\s[—–]\s+/);
  const faults = rest.map((c) => faultOf(c.trim())).filter((f) => f !== null);
  return [m[1], m[2]]
    .filter((o) => !namesOptionIn(choice, o))
    .map((option) => ({ option, reason: faults.find((f) => f.option.toLowerCase() === option.toLowerCase())?.reason ?? reasonOf(m[3], true) }));
}

/**
 * "The alternatives were Pinecone and a Qdrant container: …", "Other options we looked at were Kafka and NATS.":
 * the options a decision weighed, named right after it.
 */
const ALTERNATIVES_EN =
  /^(?:the\s+)?(?:other\s+|only\s+|main\s+|two\s+|three\s+)?(?:alternatives?|options?|candidates?|contenders?)(?:\s+(?:I|we)\s+(?:considered|weighed|looked at|tried|evaluated))?\s+(?:were|was)\s+([^:;.!?—–]{2,120}?)(?:\s*[:;—–]\s*|\s*[.!]?$|,\s+(?=(?:but|both|each|neither)\b))(.*)$/i;

/** The options an ALTERNATIVES_EN sentence names (names, one to three words each), each with the clause after it that names it. */
export function alternativesNamed(sentence: string): { option: string; reason?: string }[] {
  const m = ALTERNATIVES_EN.exec(sentence);
  if (!m) return [];
  const options = m[1]
    .split(LIST_JOIN)
    .map((p) => cutOption(p.trim().replace(/^(?:the|an?)\s+/i, '')))
    .filter(Boolean);
  if (options.length < 1 || options.some((o) => !named(o) || o.split(/\s+/).length > 3 || !isName(o.split(/\s+/)[0]))) return [];
  const clauses = m[2].split(/;\s+|,\s+(?:and|while|whereas|but)\s+/).map((c) => c.replace(/[.!]+$/, '').trim());
  return options.map((option) => {
    const reason = clauses.find((c) => namesOptionIn(c, option));
    return reason ? { option, reason } : { option };
  });
}
