import { hasCjk } from '../util/cjk.ts';
import type { Captured } from './explicit.ts';
import { isName } from './names.ts';
import { aboutSoftware } from './software.ts';
import { decisionProbability, shippedModel } from './narration.ts';
import { HYPOTHETICAL_EN, OFFER_EN, TENTATIVE_EN } from './not-a-choice.ts';
import { asSaid, isProse, type Unit } from './prose.ts';
import { FILE_ITEM, namesOptionIn, sameActElsewhere, saysEveryWord } from './options.ts';
import { ONLY_REJECTS, RAISED_ALONE, goneAfter, optionsFrom, rejectedIn } from './rejections.ts';
import { modelOption } from './option-model.ts';
import { CLAUSE_OPENER, FUNCTION_WORD, GENERIC, clauseFault, failedClause, hadBut, raisedBut, splitFaults, turnedDown } from './faults.ts';

// The decisions of an agent's response that no rule reads, taken by the learned check (narration.ts) when it is
// sure: a sentence about software that gives a reason or sets one thing against another ("Webhooks are verified
// with an HMAC of the raw body because the parsed JSON does not round-trip byte for byte", "Search results are
// ranked by Postgres full-text search instead of Elasticsearch; one database is enough"). The rules know the words of a choice; the check
// learned, from the phrasing sets, how a decision is said against an agent's narration of its work, so it reads
// forms that no rule lists. Its probability must reach `model.adds`, chosen out of fold on the tuned sets
// (scripts/train-narration.ts). Alone it was fooled by any sentence of general chat with a name in it (a list
// entry "Torchiere Floor Lamp by CB2: …"), so a sentence must also hold:
//  - a reason or a contrast (CUE);
//  - a word of software or code (`aboutSoftware`): a tool, a file, an identifier, a word such as "endpoint";
//  - nothing addressed to "you" or advising the reader ("Try …", "Consider …", "— start it with …"), no hedge ("might", "maybe"), no
//    label before a colon, no question, offer or supposition.

/**
 * A reason or a contrast: "because", "instead of", "rather than", "in favour of", "since" (not "since 1892"), "over
 * Name" (not the way a thing travels: "Metrics go over StatsD now", "Events are sent over WebSockets"), ", not", ";",
 * "—" (not a figure set against the one before it: "peaks at 80 MB RSS instead of 3.1 GB"); or a purpose, "so" with no
 * comma before it ("… stored as a SHA-256 hash so a leaked dump can't be replayed"; "…, so the long-term plan is …" tells
 * what follows).
 */
const CUE = /\b(?:because|(?:instead of|rather than)(?!\s+(?:~|about\s+|around\s+)?\d)|in favou?r of)\b|\bsince (?!\d)|(?<!\b(?:go|goes|went|going|sent|send|sends|sending|run|runs|ran|travel|travels|flow|flows|stream|streams|streamed|ship|ships|shipped|tunnell?ed|talks?|talked|arrive|arrives|arrived|delivered|published|served|carried)\s)\bover (?=[A-Z])|, not |[;—]|(?<=[^,\s])\sso (?:that )?(?:an?|the|we|it|every|each|nobody|no one|nothing)\s/;
/** A list entry's label ("Battery Life: Opt for …", "Spray the cleaner onto the cloth, not the mirror: This will …"): eight words at most before a colon. */
const LABEL = /^(?:\S+\s+){0,7}?\S*:\s/;
/** A label that is no part of software ("Battery Life: …"); one that is ("**Auth:** sessions in HttpOnly cookies, …", "Feature flags: …") heads a part of the work. */
const otherLabel = (sentence: string): boolean => {
  const label = LABEL.exec(sentence)?.[0];
  if (label === undefined) return false;
  const words = new Set(label.toLowerCase().match(/[\w+#-]+/g));
  const rest = sentence.slice(label.length).replace(/[\w+#-]+/g, (w) => (words.has(w.toLowerCase()) ? ' ' : w));
  // (The rest about software in words of its own: "Glass containers: Glass containers are a great option …" is not.)
  return /\s\S+\s\S+\s/.test(label) || !aboutSoftware(label.replace(/[*_`:]/g, ' ')) || !aboutSoftware(rest);
};
export const TO_YOU = /\b(?:you|your|you're|you'll|you'd|you've)\b/i;
/** A clause that tells the reader what to do: "Postgres isn't running in the dev container — start it with …". */
export const TELLS_READER_EN = /(?:^|[;:]\s+|\s[—–]\s+)(?:start|stop|restart|run|rerun|re-run|retry|try|check|install|open|kill|make sure)\s+(?:it|them|this|that|the|an?|`)/i;
const HEDGE = /\b(?:might|may|maybe|perhaps|possibly|probably)\b/i;
/** Advice to the reader: "Try using a LEFT JOIN instead of …", "Consider …", "Make sure …". */
const ADVICE = /^(?:try|consider|make sure|be sure|remember|note that|keep in mind|feel free)\b/i;

/**
 * A figure that moved, and why ("The p95 jumped at 14:02 because the nightly reindex started early; …", "The Redis memory
 * graph jumps at 03:00 because …"): what happened explained, not a choice with its reason.
 */
const MOVED_BECAUSE_EN = /^(?:the\s+|our\s+)?(?:[\w-]+\s+){0,3}?(?:jump(?:s|ed)|spike(?:s|d)|drop(?:s|ped)|dip(?:s|ped)|rises|rose|falls|fell|climb(?:s|ed)|double(?:s|d)|triple(?:s|d)|halved|regress(?:es|ed)|(?:goes|went) (?:up|down))\b[^.;!?]{0,40}?\bbecause\b/i;
/** A measure now set against the one before ("Recovery point is now about a minute instead of up to 24 hours."): an outcome. */
const MEASURE_INSTEAD_EN = /\b(?:is|are|was|were)\s+(?:now\s+)?(?:~|about\s+|around\s+|under\s+|over\s+|roughly\s+|nearly\s+|just\s+)?(?:\d[\d.,]*|an?|one)\s?(?:ms|s|secs?|seconds?|mins?|minutes?|h|hours?|days?|weeks?|KB|MB|GB|TB|%)(?![\w-])[^.;!?]{0,20}?\s+(?:instead of|rather than|down from|up from)\s+(?:up to\s+|about\s+|around\s+|over\s+|nearly\s+|~)?\d/i;
/** One time against another, each "in" its own: "… does an index scan in 12 ms instead of a seq scan in 1.4 s" (a measure). */
export const IN_TIME_INSTEAD_EN = /\bin\s+(?:~|about\s+)?\d[\d.,]*\s?(?:ms|s|secs?|seconds?|mins?|minutes?)\s+(?:instead of|rather than|against|vs\.?|versus)\s+[^.;!?]{1,40}?\bin\s+(?:~|about\s+)?\d/i;
/** How long something takes, opening the sentence ("The migration `0042_add_index` takes about 4 minutes on a copy of production; …"): a measure reported. */
const TAKES_EN = /^(?:the\s+|our\s+)?[^;,]{2,60}?\s+(?:(?:now\s+)?(?:loads|builds|starts|renders|responds|boots) in|takes|took|runs in|ran in|finishes in|finished in|completes in|completed in)\s+(?:about\s+|around\s+|roughly\s+|~)?\d/i;
/** A name of one or two capitalised words ("Lighthouse", "Redis Cloud"), and the same after an optional "the". */
const TWO_WORD_NAME = String.raw`[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*)?`;
const NAMED_SUBJECT = String.raw`(?:the\s+)?${TWO_WORD_NAME}`;
/** A tool's measure reported ("Lighthouse gives the landing page 71 for performance on mobile; …"): a finding, not a choice. */
const SCORED_EN = new RegExp(String.raw`^${NAMED_SUBJECT}\s+(?:(?:gives|gave|scores|scored|rates|rated)\s+(?:the\s+|our\s+|it\s+|us\s+|this\s+)?|(?:reports|reported|measures|measured)\s+(?:the|our|an?)\s+)[^;,.]{0,40}?\b\d`);
/** A scanner's or a checker's findings counted ("Checkov flagged 14 findings on the Terraform; 9 are …"): a report, not a choice. */
const FLAGGED_EN = new RegExp(String.raw`^${NAMED_SUBJECT}\s+(?:flags|flagged|finds|found|reports|reported|raises|raised|detects|detected|lists|listed)\s+(?:~|about\s+|over\s+)?\d[\d,]*\s+(?:[\w-]+\s+)?(?:findings|issues|warnings|errors|vulnerabilities|CVEs|alerts|problems|violations)\b`);
/**
 * A tool's price reported ("Datadog costs $1,200 a month at our host count; that's up 20% since March."): a measure, not a
 * choice (unless the sentence goes on to one: "…, so we moved …").
 */
const COST_REPORTED_EN = new RegExp(String.raw`^${NAMED_SUBJECT}\s+(?:costs?|bills?|charges?)\s+(?:us\s+)?(?:~|about\s+|over\s+|nearly\s+)?[$€£]\d(?![^.!?]*\bso\s+(?:we|I)\b)`);
/** Two loads measured side by side ("At 50 requests per second the API holds a p95 of 80 ms; at 200 it climbs to 900 ms."): a measure. */
const LOADS_MEASURED_EN = /^(?:at|with)\s+\d[\d.,]*\s[^;]{2,80}?;\s+(?:at|with)\s+\d/i;
/** A vendor's change, news to us: "Heroku is deprecating the Redis add-on plan we're on in January; …" (not "We are …"). */
const VENDOR_CHANGE_EN = new RegExp(String.raw`^(?!(?:We|I|Our)\b)${NAMED_SUBJECT}\s+(?:is|are|was|were)\s+(?:deprecating|retiring|sunsetting|discontinuing|shutting down|raising|removing|ending)\b`);
/**
 * A part of the system that went down or came back, at a time or after an event ("Redis restarted at 03:10 after the host
 * was patched; …"), or that had an outage ("Cloudflare had a partial outage in the Frankfurt PoP …; …"), or that
 * answered with an error's status ("Mailgun returned 421 for about 300 messages …; they were retried …"): an incident
 * reported, not a choice.
 */
const INCIDENT_EN = new RegExp(String.raw`^(?:(?:[Ii]t\s+)?(?:[Ll]ooks|[Ss]eems)\s+like\s+|[Aa]pparently,?\s+)?${NAMED_SUBJECT}\s+had\s+(?:a|an)\s+(?:[\w-]+\s+)?(?:outage|incident|degradation|blip|hiccup)\b|^${NAMED_SUBJECT}\s+(?:returned|threw|sent|answered|responded with)\s+(?:an?\s+|HTTP\s+)?[1-5]\d\d\b|^${NAMED_SUBJECT}(?:\s+[a-z]+){0,2}?\s+(?:restarted|rebooted|crashed|went down|came back(?: up)?|failed over|was restarted|was down|ran out of (?:disk|memory))\s+(?:at\s+\d{1,2}(?::\d{2})?|after|during|overnight|twice|again|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`);
/**
 * Two tools measured side by side, a figure in each clause ("QuestDB ingested the sample at 1.2M rows/s on the
 * c6i.2xlarge; TimescaleDB managed 310k rows/s on the same box.", "…; the same script in Artillery topped out at
 * 1,900 …", "Buildkite's agent on the Mac mini ran the iOS build in 11 minutes; CircleCI's macOS runner took 17 …", a
 * part of each and where it ran, "The Medusa admin loads in 2.1 s on the staging box; Saleor's dashboard took 3.4 s …"):
 * a comparison reported, no choice.
 */
const MEASURED_CLAUSE = String.raw`(?:the\s+same\s+[\w-]+\s+(?:in|on|with|under|through|against)\s+)?${NAMED_SUBJECT}(?:'s(?:\s+[\w-]+){1,2}?|\s+(?:admin|dashboard|agent|runner|build|server|client|app|UI|CLI|worker|query|job|image))?(?:\s+(?:on|in|with|under)\s+(?:the\s+|our\s+|an?\s+)?[\w-]+(?:\s+[\w-]+)?)?\s+(?:[a-z]{2,}ed|ran|did|took|held|hit|got|came in|(?:loads|runs|builds|starts|boots|takes|finishes|completes|renders|responds|peaks|uses)\s+(?:in|at|with|about|around|under|over|~)?)\b[^;]{0,80}?\d`;
const MEASURED_PAIR_EN = new RegExp(String.raw`^${MEASURED_CLAUSE}[^;]{0,60};\s+${MEASURED_CLAUSE}`);
/** Two names said to do the same ("Earthly and Dagger both cache the Docker layers; …"): a comparison, however it goes on. */
/**
 * Two things described side by side, each opening its clause with what it is or does in the present: "Kafka keeps
 * messages on disk …, so consumers can replay; RabbitMQ deletes a message once it's acknowledged", "Postgres' `jsonb`
 * is binary …; `json` keeps the text as-is" (an explanation, not a choice).
 */
const DESCRIBED_PAIR_EN = /^(?:the\s+)?([A-Z][\w.-]*|[a-z][\w.-]*)(?:'s?\s+\S+)?\s+(?:is|are|[a-z]{2,}[a-rt-z]s)\s(?![^;]*\bnow\b)[^;]{2,120};\s+(?:the\s+)?([A-Z][\w.-]*|[a-z][\w.-]*)\s+(?:is|are|[a-z]{2,}[a-rt-z]s)\s(?!.*\b(?:so|which is why)\s+(?:we|I)\b)/;
const describedPair = (sentence: string): boolean => {
  const m = DESCRIBED_PAIR_EN.exec(sentence.replace(/\x60/g, ''));
  return m !== null && m[1].toLowerCase() !== m[2].toLowerCase() && isName(m[2]) && !/^(?:it|they|we|i|this|that|there|here|nothing|everything)$/i.test(m[2]);
};
/** What two or more names have in common ("Mender and RAUC both …", "Realm, PowerSync and ElectricSQL all …"): a comparison, not a choice. */
const BOTH_DO_EN = new RegExp(String.raw`^${NAMED_SUBJECT}(?:,\s+${TWO_WORD_NAME})*,?\s+and\s+${TWO_WORD_NAME}\s+(?:both|all)\s`);
/**
 * A version bump whose clause after it reports the result ("Upgraded Tailwind to 3.4; no class names changed …", "Upgraded
 * Caddy to 2.8; the config didn't need changes …"): a step, no reason.
 */
const BUMPED_RESULT_EN = /^(?:upgraded|bumped|updated)\s[^;—]{2,60}?\bto\s+v?\d[\w.]*\s*(?:;|\s—)\s+(?:no|nothing|none|all|every|the\s+(?:tests?|build|ci|suite)|(?:the\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:didn't|did not|doesn't|does not)\s+need)\b/i;
/**
 * Something found broken, and why ("CI is red on main because the Cypress job can't download its binary; …", "The
 * build fails because …", "The queue worker died at 03:12 because …", "Episode 212 of *Rust in Production* failed to
 * publish at 09:00 because …"): a failure explained, not a choice with its reason.
 */
const BROKEN_BECAUSE_EN = /^(?:the\s+|our\s+)?[\w./-]+(?:\s+[\w./-]+){0,3}?(?:\s+of\s+[^\s.;!?][^.;!?]{0,40}?)?\s+(?:(?:is|are|was|were)\s+(?:red|failing|broken|down|flaky|stuck|erroring|timing out)|fails|failed|breaks|broke|crashes|crashed|hangs|hung|died|dies|stopped|went down|ran out of \w+|OOMed|restarted)\b[^.;!?]{0,40}?\bbecause\b/i;
/**
 * A look into something and what it found ("I profiled the import: 80% of the time is spent in `json.loads` …",
 * "Profiling shows the CSV parser allocates a new string per cell.", "Looking at the profile, 70% of the request time is
 * spent in `JSON.parse` …"): the way the next sentence weighs ("Streaming it with `ijson` would cut memory, not time") is
 * advice on a finding, no choice; nor is the finding itself one.
 */
export const LOOKED_INTO_EN = /^(?:I|we)(?:'ve|\s+have)?\s+(?:profiled|traced|measured|benchmarked|timed|investigated|inspected|bisected|looked (?:at|into)|dug into)\b|^(?:looking (?:at|into|through)|going through)\s+(?:the|a|my|our)\s+(?:[\w-]+\s+)?(?:profile|profiler|benchmarks?|flame ?graph|trace|traces|heap snapshot|logs?|metrics)\s*,|^(?:profiling|benchmarking|tracing|(?:the|a|my|our)\s+(?:[\w-]+\s+)?(?:profile|profiler|benchmarks?|flame ?graph|trace|heap snapshot))\s+(?:shows?|showed|says|said|points? (?:at|to)|pointed (?:at|to))\b/i;
/** Work under way, counted ("Backfilled 3.1M of 4.8M rows into `events_v2`; at this rate …"): progress reported. */
const PROGRESS_EN = /^(?:(?:I|we)(?:'ve|\s+have)?\s+)?[a-z]+ed\s+(?:~|about\s+|over\s+)?\d[\d.,]*\s?[kKmMbB%]?\s+(?:of|out of)\s+(?:the\s+)?(?:~|about\s+)?\d/i;
/**
 * What is still to be done or decided ("…; upgrading to 16 needs a dump and restore, which I haven't done yet", "…;
 * production sampling stays off until we settle the retention period", "…; I'll sort them next week.", "…; splitting it by
 * chromosome is on the list for next month.", "EXIF stripping happens on the client only; I'd like a server-side pass
 * too.", "I'd rather test a second gateway … before we decide between LoRa and NB-IoT …; …"): a state reported or a step
 * to take, the choice left for later.
 */
const PENDING_EN = /\b(?:which|that|this)\s+(?:I|we)\s+(?:haven't|have not)\s+(?:done|started|tried|decided|picked)\b|[;,]\s+(?:but\s+)?(?:I|we)(?:'d|\s+would)\s+(?:like|love|want)\s+(?:a|an|to|the|some|more)\b[^;]*?\b(?:too|as well|later|eventually|someday|at some point)[.!]?$|\b(?:is|are)\s+(?:on|in)\s+(?:the|our|my)\s+(?:list|backlog|roadmap|to-?do list)\s+for\b|\b(?:until|before)\s+(?:we|you|I|the team)\s+(?:settle|decide|pick|choose|agree on)\b|\bnot\s+(?:done|decided)\s+yet\b|[;,]\s+(?:I|we)(?:'ll|\s+will)\s+[a-z]+\s+(?:it|them|that|this)\s+(?:next\s+(?:week|sprint|month)|tomorrow|later(?:\s+this\s+week)?)[.!]?$/i;
/** What the change left as it was: "The provider lock file and the state are unchanged.", "The Grafana board stays as it is." */
export const UNCHANGED_EN = /^(?:the\s+|our\s+)?[^.;!?]{2,60}?\s+(?:is|are|stays?|stay|remains?)\s+(?:unchanged|the same|as (?:they|it) (?:were|was|is|are))[.!]?$/i;
/**
 * A report that work is finished ("Done — the export is in src/export/orders.ts, …", "Fix is in the PR; heap stays flat
 * …"): a status, whatever it then says.
 */
const STATUS = /^(?:(?:all\s+)?done|finished|fixed|all set|shipped|deployed|merged|(?:the\s+)?fix\s+is\s+(?:in|up|out|merged|pushed)\b)\b/i;
/** A state restored ("CI is green again after the runner image update; …", "Checkout works again"): a status too. */
const AGAIN_EN = /^(?:the\s+|our\s+)?[\w./-]+(?:\s+[\w./-]+){0,3}?\s+(?:(?:is|are)\s+(?:green|passing|working|up|stable|healthy|back)|works|passes|builds|runs|loads)\s+again\b/i;
/** Where a fault comes from, and where not ("the 502s come from the load balancer's 60-second idle timeout, not from the app"): a cause found. */
const CAUSE_NOT_EN = /\b(?:comes?|came|stems?|stemmed|originates?|originated|(?:is|are|was|were) caused|(?:is|are|was|were) coming)\s+(?:from|by)\b[^.;!?]{2,80}?,\s+not\b/i;
/**
 * A test run reported ("I tested on an iPhone 15 with a development build; the notification arrives …", "I ran it against
 * last night's 5.8 GB file: 3 min 40 s, …"): how it was checked.
 */
export const TESTED_EN = /^(?:I|we)(?:'ve|\s+have)?\s+(?:(?:tested|verified|checked|confirmed|tried)\s+(?:it\s+|this\s+|that\s+|them\s+|the\s+[\w-]+\s+)?(?:on|with|in|against|locally|manually|end[- ]to[- ]end)|(?:ran|re-?ran)\s+(?:it|this|that|them|the\s+(?:new\s+)?[\w-]+)\s+(?:on|against|over)\s)\b/i;
/**
 * A sentence that opens on when it happened ("Yesterday's deploy used GitHub Actions; the job took 14 minutes.", "Last
 * night the backup ran on the replica", "Tuesday's sequencing run failed at cycle 212 …; …"): an event reported, not a choice.
 */
const DATED_EN = /^(?:yesterday|last\s+(?:night|week|month|sprint|time|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|this\s+(?:morning|afternoon)|earlier\s+today|tonight|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|yesterday|tonight)'s)\b/i;
/** The same, when its first clause ends on when it happened ("Our password reset emails kept landing in spam last week; …"). */
const DATED_CLAUSE_EN = /^[^;]{5,100}?\s(?:last\s+(?:night|week|month|sprint)|yesterday|this\s+(?:morning|afternoon|week)|overnight|earlier\s+today)\s*;/i;
/**
 * The same in German, Spanish or French, the day or "at last" anywhere in the first clause: "Wir haben die Warteschlange
 * heute geleert; …", "Les notifications push arrivent enfin sur iOS ; le certificat avait expiré." (not "hier", German's
 * "here").
 */
const DATED_CLAUSE_EU = /^[^;]{0,100}?\b(?:heute|gestern|hoy|ayer|anoche|aujourd'hui|cette nuit|ce matin|enfin|endlich|por fin)\b[^;]{0,60};/i;
/**
 * How a thing behaves, then what acting on it takes: "Env vars are read once at startup; changing one needs a restart."
 * (a fact of the system, no way set aside: the act is done to the thing itself).
 */
const WHAT_IT_TAKES_EN = /;\s+[a-z]{3,}ing\s+(?:it|them|one|this|that|these|those)\s+(?:needs|requires|means|takes|triggers|forces|restarts|invalidates)\b/i;
/**
 * A build's state on some platforms, then a semicolon and another that still fails: "The Wwise trial compiles for Windows and
 * Linux; the macOS build still fails at link time on …" reports, and decides nothing.
 */
const BUILDS_BUT_FAILS_EN = /^(?:the\s+|our\s+)?[^;]{2,60}?\s+(?:compiles|builds|runs|works|passes|boots|links|starts)\s+(?:fine\s+|cleanly\s+)?(?:for|on|in|under)\s+[^;]{2,50};\s+(?:but\s+)?(?:the\s+|our\s+)?[^;]{2,40}?\s+(?:build|port|version|target|binary|job|run|image)\s+(?:still\s+)?(?:fails|crashes|breaks|errors|hangs|segfaults|won't|doesn't)\b/i;
/** Tries of one thing told in turn: "We tried the new staging deploy twice; the first run timed out, but the second went through …". */
const ATTEMPTS_EN = /\b(?:the\s+)?first\s+(?:run|attempt|try|deploy|build|pass)\b[^.;!?]{2,60}?\b(?:the\s+)?(?:second|next|retry|rerun|re-run)\b/i;
/**
 * A run's result after a semicolon, counted as none: "Power-cut rig ran 1,200 cycles over the weekend on board rev C; zero
 * corrupted files, and boot time …" reports a test, and decides nothing.
 */
const RUN_RESULT_EN = /^[^;]{2,100}?\b(?:ran|run|soaked|tested|cycled|replayed|fuzzed|hammered)\b[^;]{0,80};\s+(?:zero|no|none of the|0)\s/i;
/** A sentence that is only such a report: "Done.", "All set!". */
const BARE_STATUS = new RegExp(String.raw`${STATUS.source}[.!]$`, 'i');
/**
 * A recommendation, not yet taken: "I'd go with option 1, since we need per-token limits …" (the user's answer decides;
 * accepted.ts reads one the response goes on to carry out).
 */
const RECOMMENDS_EN = /^(?:so\s+|for\s+[^,;]{1,40}?,?\s+)?(?:I|we)(?:'d|\s+would)\s+(?:(?:still|probably|personally)\s+)?(?:go with|pick|choose|recommend|suggest|use|lean (?:towards?|to))\b/i;
/** A result, no state chosen: "The tests pass now.", "All 312 tests pass." */
const TESTS_PASS_EN = /^(?:the\s+|all\s+)*(?:\d[\d,]*\s+)?(?:tests?|suite|specs?|build|ci|checks?)\s+(?:all\s+)?(?:pass(?:es)?|passed|(?:is|are) green|succeeds?)(?:\s+now|\s+again)?[.!]?$/i;
/** A risk not met: "Memory leaks would make this worse over time, but I haven't seen any in the heap snapshots." */
const NOT_SEEN_EN = /\bbut\s+(?:I|we)\s+(?:haven't|have not|didn't|did not)\s+(?:seen|found|noticed|hit|run into|observed)\s+(?:any|one|it|that|this)\b/i;
/**
 * Words of German, Spanish or French prose ("les", "dans", "und", "nicht", "para", "con", …), that English hardly writes.
 * The learned check was trained on English: a sentence with two of them ("Les tests tournent dans GitHub Actions ; le job
 * prend environ 6 minutes.") is left to european.ts's rules.
 */
const EUROPEAN_WORDS = /(?<![\w'-])(?:les|des|est|dans|pour|avec|nous|sont|une|der|die|den|dem|vom|zum|zur|im|das|und|nicht|mit|für|ist|wir|ich|los|las|una|para|con|por|del|el|es|de|al|esta|este|todo|pero|como|muy|du|au|le|pas|ce)(?![\w'-])/gi;
const europeanProse = (sentence: string): boolean => (sentence.match(EUROPEAN_WORDS)?.length ?? 0) >= 2;

/** Whether a sentence no rule took may be read by the learned check at all (see above). */
export function modelMayRead(sentence: string): boolean {
  return CUE.test(sentence) && mayReadWithoutCue(sentence);
}

/** A name inside a sentence, past its first word: "… go out through Liquidsoap into Icecast", "… renders through MJML". */
const NAME_INSIDE = /(?<=\s)(?:[A-Z][\w.-]*[a-z][\w.-]*|[A-Z]{3,}\b)/;
/**
 * A sentence that opens on a name, not on an act ("Preparing …"), an adverb ("Honestly, …"), a word that points back
 * ("This …", "The …") or one that opens a clause ("Although our ingress controller …").
 */
const NAME_OPENS =
  /^(?!(?:The|This|That|These|Those|It|Its|They|Their|There|Here|We|Our|I|My|You|Your|A|An|Although|Though|While|Whilst|Because|Since|However|When|Whenever|If|After|Before|Unless|Once|As|So|Also|Still|Yet|Then|Even|Both|Each|Every|Some|Most|Many|All|No|None|Only|Just|Nor|But|And|Or|For|With|Without|In|On|At|By|From|To)\b)[A-Z][\w.-]*(?<!ing|ly)\b/;

/**
 * `modelMayRead` but for the cue, which a sentence may leave to the next one (`statedThenFaulted`). That sentence, its
 * `next`, may also be the one about software, when this one names a thing ("The live shows go out through Liquidsoap
 * into Icecast." before "AzuraCast bundles both with a web UI, but it wants the whole box …").
 */
function mayReadWithoutCue(sentence: string, next?: string): boolean {
  return (
    isProse(sentence) &&
    !otherLabel(sentence) &&
    !TO_YOU.test(sentence) &&
    !HEDGE.test(sentence) &&
    !ADVICE.test(sentence) &&
    !TELLS_READER_EN.test(sentence) &&
    !OFFER_EN.test(sentence) &&
    !HYPOTHETICAL_EN.test(sentence) &&
    !RECOMMENDS_EN.test(sentence) &&
    !NOT_SEEN_EN.test(sentence) &&
    !TESTS_PASS_EN.test(sentence) &&
    !hasCjk(sentence) &&
    !europeanProse(sentence) &&
    !FILE_ITEM.test(sentence) &&
    !STATUS.test(sentence) &&
    !LOOKED_INTO_EN.test(sentence) &&
    !PROGRESS_EN.test(sentence) &&
    !PENDING_EN.test(sentence) &&
    !UNCHANGED_EN.test(sentence) &&
    !DATED_EN.test(sentence) &&
    !DATED_CLAUSE_EN.test(sentence) &&
    !DATED_CLAUSE_EU.test(sentence) &&
    !WHAT_IT_TAKES_EN.test(sentence) &&
    !TESTED_EN.test(sentence) &&
    !AGAIN_EN.test(sentence) &&
    !MOVED_BECAUSE_EN.test(sentence) &&
    !BROKEN_BECAUSE_EN.test(sentence) &&
    !CAUSE_NOT_EN.test(sentence) &&
    !TAKES_EN.test(sentence) &&
    !MEASURE_INSTEAD_EN.test(sentence) &&
    !IN_TIME_INSTEAD_EN.test(sentence) &&
    !SCORED_EN.test(sentence) &&
    !FLAGGED_EN.test(sentence) &&
    !INCIDENT_EN.test(sentence) &&
    !VENDOR_CHANGE_EN.test(sentence) &&
    !COST_REPORTED_EN.test(sentence) &&
    !LOADS_MEASURED_EN.test(sentence) &&
    !MEASURED_PAIR_EN.test(sentence) &&
    !BOTH_DO_EN.test(sentence) &&
    !describedPair(sentence) &&
    !BUMPED_RESULT_EN.test(sentence) &&
    !BUILDS_BUT_FAILS_EN.test(sentence) &&
    !ATTEMPTS_EN.test(sentence) &&
    !RUN_RESULT_EN.test(sentence) &&
    (aboutSoftware(sentence) || (next !== undefined && NAME_INSIDE.test(sentence) && aboutSoftware(next)))
  );
}

/**
 * The decisions the learned check finds among `all` (a response's prose) outside what the rules took (`taken`):
 * each such sentence on its own, with the options it turns down when a rule for options reads them.
 * `adds`: the probability a sentence must reach (the shipped model's, unless a trainer asks with its own).
 */
export function modelDecisions(all: Unit[], taken: Captured[], adds?: number): Captured[] {
  const out: Captured[] = [];
  const isTaken = (s: string) => taken.some((c) => c.content.includes(s)) || out.some((c) => c.content.includes(s));
  // (Read when a sentence gets that far: most responses never need the model's weights.)
  const sure = (): number => adds ?? shippedModel().adds;
  for (const [i, { text: s, block }] of all.entries()) {
    if (isTaken(s)) continue;
    const stated = statedThenFaulted(all, i, sure);
    // (A paragraph of two sentences before the next one's fault: its first must be free too.)
    const opensWith = i > 0 && all[i - 1].block === block && stated?.content.startsWith(all[i - 1].text);
    if (stated && !isTaken(all[i + 1].text) && !(opensWith && isTaken(all[i - 1].text))) {
      out.push(stated);
      continue;
    }
    // The model is read only for a sentence its tests let it read, not in a paragraph that reports a diagnosis; it
    // need not be sure of one a later clause of which faults another way by name ("The token is a random 32-byte
    // value stored hashed …; a signed JWT would have stayed valid until expiry …"; see `statedThenFaulted`).
    if (!modelMayRead(s) || diagnosis(all, i)) continue;
    if (decisionProbability(s) < sure() && !faultsAnother(asSaid(s))) continue;
    // A list item's head ("2. **Database** — RDS Postgres 16, Multi-AZ in production.") whose next sentence a rule took
    // ("I picked RDS over Aurora Serverless v2: …") leads that decision: one item, one decision.
    const next = all[i + 1] as Unit | undefined;
    const led = all[i].item && next?.block === block && !next.item ? taken.find((c) => c.content.startsWith(next.text)) : undefined;
    if (led) {
      led.content = `${s} ${led.content}`;
      continue;
    }
    const said = asSaid(s);
    // Right after a decision in its paragraph, a sentence about an option it turned down says how far the change
    // goes ("… moving off SendGrid. … I've switched the transactional templates; marketing emails stay on SendGrid
    // until March"): it is that decision's.
    const prior = i > 0 && all[i - 1].block === block ? taken.find((c) => c.content.endsWith(all[i - 1].text)) : undefined;
    if (prior && prior.decision?.rejected?.some((r) => namesOptionIn(said, r.option))) {
      prior.content += ` ${s}`;
      continue;
    }
    // (Not an outcome set against the one it ended: "… now finishes in 40 seconds instead of timing out".)
    const read = rejectedIn(said, true, false);
    const rejected = read && !sameActElsewhere(said, read.option) ? read : null;
    // One that only turns an option down ("Cookie-only sessions were rejected because …") says what was done
    // instead in the sentence before it, in its paragraph ("Session storage now lives in Redis."), as a rule's would.
    const before = all[i - 1];
    const done = ONLY_REJECTS.test(said) && before?.block === block && isProse(before.text) && !isTaken(before.text) ? `${before.text} ` : '';
    // (A reason that goes on to fault another name turns that down too: "…; Celery is a lot of machinery for six periodic
    // tasks, and Dramatiq's scheduler needs a separate package.")
    const options = rejected ? optionsFrom(said, rejected, done) : [];
    out.push({ content: `${done}${s}`, kind: 'decision', type: 'semantic', decision: { chosen: done ? undefined : s, rejected: options } });
  }
  return out;
}

/** Whether a later clause of a sentence faults an option its first clause did not say (faults.ts `clauseFault`). */
function faultsAnother(said: string): boolean {
  const fault = clauseFault(said);
  return fault !== null && !namesOptionIn(said.split(/;\s+|\s[—–]\s+/)[0], fault.option);
}

/**
 * A paragraph that opens by reporting what was looked into ("I looked into why the nightly job kept timing out.", "I
 * checked why the nightly job is slow.", "I went through the 14 open Sentry issues.", "The root cause was …", "The
 * crash is `EXC_BAD_ACCESS` in …"): its sentences say what was found ("The query scanned all 40M rows because the
 * filter wasn't sargable"), however much they read as a choice with its reason.
 */
const DIAGNOSIS = /^(?:I|we)\s+(?:looked into|dug into|traced|investigated|tracked down|debugged|went through|read through|looked through|triaged|audited|(?:checked|looked at|figured out) why)\b|^(?:the\s+)?root cause\b|^the (?:cause|problem|issue|bug|culprit|sluggishness|slowness|slowdown|bottleneck|crash|error|exception|failure|leak|hang|freeze|regression) (?:was|is)\b/i;
const diagnosis = (all: Unit[], i: number): boolean => {
  const opening = all.find((u) => u.block === all[i].block);
  return opening !== undefined && opening !== all[i] && DIAGNOSIS.test(opening.text);
};
/** The sentences of the paragraph unit `i` ends, when it holds at most two and no list item; else null. */
function shortParagraphTo(all: Unit[], i: number): string[] | null {
  const { block } = all[i];
  const from = all[i - 1]?.block === block ? i - 1 : i;
  if (all[from - 1]?.block === block || all[i + 1]?.block === block || all[from].item || all[i].item) return null;
  return all.slice(from, i + 1).map((u) => u.text);
}
/** Words that say something went or would go wrong: "broke", "didn't run", "would tie up", "was simpler, but". */
const SAYS_WRONG = /n't\b|\b(?:not|never|no|too|would|could|but|only|broke|breaks?|fail(?:s|ed|ure)?|crash(?:es|ed)?|leak(?:s|ed)?|slow(?:er)?|lost|lose|loses|drop(?:s|ped)|miss(?:es|ed)?|stale|cost|costs|hard|pain|limit|timeout|timed out|problem|bug)\b/i;
/** The sentence after it, said of "it", granting it something and then its why after "but": "It does the same job, but …". */
export const IT_BUT_EN = /^(?:it|they)\b[^.;!?]{2,80}?,?\s+but\s+(.+?)[.!]?$/i;
/** What an option points back to ("This change …"): no other way. */
const POINTS_BACK = /^(?:this|that|these|those|such|it)\b/i;
/**
 * A thing of ours, in lower case, opening a sentence and said to have failed (`failedClause` of it read as a later clause): "The
 * per-service middleware counted per pod, so …" (not the new or current one: "The new runner crashed twice").
 */
const OLD_THING_OPENS = /^(?:The|Our)\s+(?!(?:new|current|first|latest|same)\b)(?=[a-z])/;
function oldThingFailed(said: string): { option: string; reason: string } | null {
  const failed = OLD_THING_OPENS.test(said) ? failedClause(said.replace(/^(?:The|Our)\s/, (w) => w.toLowerCase()).replace(/[.!]$/, '')) : null;
  // (Words that name no way are none: "The old code didn't check anything but the extension.")
  return failed && !failed.option.split(/\s+/).every((w) => GENERIC.has(w) || /^(?:old|previous|original|existing)$/.test(w)) ? failed : null;
}
/**
 * What we used to do by hand or ourselves, and what went wrong with it: "We used to hand-write table layouts, and every
 * Outlook update broke one of them" (the act, then its fault; HAD_WRONG-like words after "and" or "but").
 */
const USED_TO_ACT_EN = /^(?:We|I)\s+used\s+to\s+((?:hand-write|hand-roll|hand-build|hand-edit|write|build|maintain|copy|generate|render|run|keep|sync|upload|deploy|patch)\s+[^,;.!?]{2,50}?)(?:,?\s+(?:and|but)\s+|;\s+)((?:[^.!?]*?\b(?:broke|breaks|failed|fails|lost|missed|drifted|leaked|crashed|forgot|nobody|never|no one)\b|[^.!?]*?n't\b)[^.!?]*?)[.!]?$/;
/** How a sentence opens that goes on with the work, not with another way: "I updated …", "We also …", "Tests pass …". */
const NOT_OF_ANOTHER = /^(?:I|we|you|it|this|that|these|there|here|so|also|then|now|next|all|tests?|the tests?|ci|run|see|let)\b/i;
/**
 * A sentence that says how things are now, with no reason or contrast of its own, and the next sentence of its
 * paragraph that faults another way ("Logs ship with Vector to Loki. Fluent Bit's Loki output dropped lines …",
 * "I replaced the cron container with Kubernetes CronJobs. The cron container was a single point of failure: …"):
 * one decision, the learned check sure of the first sentence and the learned option finder sure of an option the
 * second names (or the fault rules reading one there: "Streaming the files through … pegged its CPU"). The second
 * gives the cue the first lacks.
 */
function statedThenFaulted(all: Unit[], i: number, sure: () => number): Captured | null {
  const { text: s, block, item } = all[i];
  const next = all[i + 1] as Unit | undefined;
  // The cheap tests first: the learned check's weights, parsed on first use, cost a fresh hook process ~7 ms, and most
  // responses need them nowhere else. The next sentence says something of another way, not what I / we / it did next.
  // (Unless it says what I / we had started on before: "I had started wiring up Unleash, but …".)
  // (Or the next paragraph's first sentence, after a paragraph of at most two sentences that this one ends: "Retries:
  // failed batches are retried with exponential backoff …. ¶ The fixed 1 s retry we had hammered the collector …"; then
  // only a fault rule makes it one, and the paragraph is what was chosen.)
  // (A bare "Done." before it says nothing of the choice: "Done. Static files are served by WhiteNoise now, …. ¶ Putting
  // them on S3 behind CloudFront would have meant …".)
  const paragraph = next !== undefined && next.block === block + 1 ? (shortParagraphTo(all, i)?.filter((t) => !BARE_STATUS.test(t)) ?? null) : null;
  const across = paragraph !== null;
  // (A sentence with a cue of its own is the learned check's to read alone, unless only a fault rule reads the next
  // sentence's option and the sentence turns none down itself: "Firmware updates go over BLE with MCUboot's
  // swap-using-move now. The old scratch-partition swap wore out the flash sector …", its "over" no contrast.)
  const cued = CUE.test(s);
  if (!next || (next.block !== block && !across) || next.item || item || /\?$/.test(next.text) || (NOT_OF_ANOTHER.test(next.text) && !hadBut(asSaid(next.text)) && !USED_TO_ACT_EN.test(asSaid(next.text)))) return null;
  const lead = paragraph?.[0] ?? s;
  // (A lead that names things no list knows, "… through Liquidsoap into Icecast.", leaves software to the next sentence of
  // its paragraph, when that one opens on another name: not "Congratulations on auditioning for The Mousetrap! ¶ Preparing …".)
  // (Or what we used to do ourselves: "The newsletter renders through MJML." before "We used to hand-write table layouts, …".)
  const named = !across && /\.$/.test(lead) && (NAME_OPENS.test(next.text) || USED_TO_ACT_EN.test(asSaid(next.text))) ? next.text : undefined;
  if (!mayReadWithoutCue(lead, named) || !isProse(next.text)) return null;
  const said = asSaid(next.text);
  // (What is only proposed, "I'd recommend Oban.", is no decision.)
  if (TENTATIVE_EN.test(lead) || TO_YOU.test(said) || HEDGE.test(said) || OFFER_EN.test(said) || HYPOTHETICAL_EN.test(said) || NOT_SEEN_EN.test(said)) return null;
  const stated = paragraph?.join(' ') ?? s;
  const content = `${stated}${across ? '\n\n' : ' '}${next.text}`;
  // The learned check sure of the first sentence, or a fault rule naming the option the second turns down ("The
  // dashboard's charts use uPlot. Chart.js choked on the 500k-point time series …", "Backups are uploaded by the app
  // itself. Keeping a separate backup server just for rsync cost us $60/month."): a way of doing it faulted right after
  // a plain state makes that state a choice, however little the check reads one in it alone. (Until the thirty-sixth
  // session the check had to be 0.5-sure of it: 0.3 took a chat turn's "And don't forget …" as faulting "And", which
  // no function word may now be. With no bar, the tuned sets gained one decision and the chat and prompt sets none.)
  const p = decisionProbability(s);
  // (Or one the next sentence says came up and sets aside, "Splitting billing into its own service came up, but …".)
  // (Or the old way it says is gone: "The scattered `os.getenv` calls are gone — …".)
  // (Or one it raises alone, its why the next sentence's "but": "Flux came up as well. It does the same job, but …".)
  const then = all[i + 2] as Unit | undefined;
  const why = then && then.block === next.block && !then.item && RAISED_ALONE.test(said) ? IT_BUT_EN.exec(asSaid(then.text))?.[1] : undefined;
  const raised = why ? raisedBut(`${said.replace(/[.!]$/, '')}, but ${why}`, true) : null;
  // (Or our old thing in lower case that failed: "The per-service middleware counted per pod, so …" after "Rate limiting
  // now lives in the API gateway …".)
  // (Or what we used to do ourselves: "We used to hand-write table layouts, and every Outlook update broke one of them".)
  const ruled = turnedDown(said, s)?.option ?? raisedBut(said, true)?.option ?? goneAfter(said, s)?.option ?? raised?.option ?? oldThingFailed(said)?.option ?? USED_TO_ACT_EN.exec(said)?.[1];
  // (No rule reading a fault there, the sentence must say something wrong at least: "A Lambda function resizes each
  // image after upload" after "Uploads go to S3 now." sets no way aside.)
  if (!ruled && (cued || across || p < sure() || !SAYS_WRONG.test(said))) return null;
  if (cued && rejectedIn(asSaid(s), true, false)) return null;
  const option = p < sure() || across || cued ? ruled : (modelOption(content) ?? ruled);
  // What it points back to ("This change …"), one common word ("Over time, …"), a function word ("And …") or a clause a
  // conjunction opens ("Although our state backend …") is no other way.
  if (!option || POINTS_BACK.test(option) || CLAUSE_OPENER.test(option) || (!/\s/.test(option) && (!isName(option) || FUNCTION_WORD.has(option.toLowerCase()))) || !(namesOptionIn(said, option) || saysEveryWord(said, option))) return null;
  if (raised && option === raised.option) {
    return { content: `${content} ${then!.text}`, kind: 'decision', type: 'semantic', decision: { chosen: stated, rejected: [{ option, reason: raised.reason }] } };
  }
  // (A fault that goes on to fault another name turns that one down too: "The cluster's Lmod modules only carry samtools
  // 1.9 from 2018, and Spack builds everything from source; …" after "Tool environments are pinned with micromamba …".)
  // (The sentences after it in its paragraph that turn another way down, each as a rule reads it, go on with it: "Icons
  // ship as one SVG sprite sheet. ¶ Not an icon font: …. Not inline React components: …".)
  const rejected = splitFaults({ option, reason: said.replace(/[.!]$/, '') }, '', stated);
  let text = content;
  for (let k = i + 2; all[k]?.block === next.block && !all[k].item; k++) {
    const other = turnedDown(asSaid(all[k].text), stated);
    if (!other || rejected.some((r) => r.option === other.option)) break;
    rejected.push({ option: other.option, reason: other.reason });
    text += ` ${all[k].text}`;
  }
  return { content: text, kind: 'decision', type: 'semantic', decision: { chosen: stated, rejected } };
}
