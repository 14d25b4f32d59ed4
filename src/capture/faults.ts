import { GERUND, NAME, NAME_OR_WORD, isName, isTool, opensOnAct } from './names.ts';
import { namesOptionIn, saysEveryWord, wordsOf } from './options.ts';
import { saysWord } from './offered.ts';
import { capitalised, escapeRegExp, initialsOf } from '../util/text.ts';
import { aboutSoftware } from './software.ts';
import { europeanFaultNext } from './european.ts';

// An option turned down by what is wrong with it, said of it by name: in the sentence after a decision,
// in a later clause of the deciding sentence, or in its reason.

/**
 * Right after a decision, a sentence about another named option that says what is wrong with it:
 * "We'll stick with REST. GraphQL would add a schema layer nobody maintains.", "Unix timestamps were ambiguous …".
 * The name must open the sentence with a capital, and must not be what the decision chose ("I went with Zod. Zod
 * needs no codegen").
 */
/**
 * How an option set aside is named: "the other candidate", "the other obvious choice", "the simpler route", "my first
 * thought", "the alternative", "the first version", "the original plan", "on the shortlist", "never an option for this",
 * "not considered: …".
 */
export const OTHER_ROUTE = String.raw`(?:on (?:the|our) shortlist|shortlisted|(?:not|never) (?:seriously )?considered(?=\s*[;:—–])|never (?:really )?(?:an|a real) option(?:\s+(?:for|here)(?:\s+(?:this|us|that|it))?)?(?=\s*[;:,—–]|\s+but\b)|(?:also\s+)?(?:a\s+)?close(?:\s+second)?(?=\s*[;,:—–]|\s+but\b)|(?:a\s+)?close\s+second(?=[.!]?$)|the (?:(?:other|lighter|smaller|simpler|simple|obvious|easier|easy|cheaper|cheap|quicker|quick|usual|default) ){1,2}(?:candidate|option|contender|choice|route|road|path|way(?!\s+(?:a)?round\b)|fix|idea|format|library|tool|approach|provider|service|engine|answer)(?: (?:the|our) [\w-]+ (?:offers|supports|provides|suggested|recommended|recommends))?|(?:my|our|the) first (?:thought|choice|instinct|idea|pick|version|attempt|draft|cut|plan|approach|design|suggestion|proposal)|the first (?:thing|tool|option|service|one) (?:we|I) tried|the (?:alternative|original (?:plan|approach|version|design|setup)|(?:old|older|previous|former) (?:way|setup|approach|version|path|route|pipeline|renderer|stack))|(?<=\b(?:was|were)\s)the default(?=,?\s+but\b|\s*[;—–]))`;
/** More than the project needs: "is more than we need with three flags", "would be more than this service needs". */
const MORE_THAN_NEEDED = String.raw`(?:is|are|was|were|would be) (?:(?:far|way|much|a lot|many times) )?(?:more|bigger|heavier) than (?:we|this|it|the [\w-]+|a [\w-]+(?: of [\w-]+)?|(?:\d[\d,.]*|a few|a handful of) [\w-]+(?: [\w-]+){0,3}?) (?:need|needs|needed|deserves?|warrants?)`;
/**
 * What is wrong with an option, said right after its name. No alternative holds a repeated group of words
 * ("(?:[\w-]+\s+){0,2}?"): the pattern sits inside four others, and two such groups cost a fresh capture hook ~25 ms
 * to compile (thirty-third session); a run of characters ("[^.;!?]{0,40}?") costs next to nothing.
 */
const FAULT = String.raw`(?:(?:is|was|were) ${OTHER_ROUTE}|(?:got|gets|became|becomes|grew|grows) (?:far |much |way |a bit |a little )?too (?!many\b|much\b|few\b|little\b)[a-z][\w-]+|(?:wants?|wanted|needs?|needed|requires?|required|takes? over|took over) (?:the whole|a whole|an entire|the entire|a dedicated) [^.;!?]{0,20}?\b(?:box|machine|server|host|VM|node|instance|GPU)\b|${MORE_THAN_NEEDED}|would (?:have worked (?:only )?until|have been (?:cancell?ed|killed|lost|dropped|evicted|throttled|wiped|overwritten)|have (?:added|pulled in|needed|required|meant|cost|forced|broken|doubled|introduced|drained|tied|locked|bloated|exceeded|put [^.;!?]{2,40}?\b(?:in|into|on) (?:git|the repo|the repository|the browser|the client|every|each))|pull in|add|need|leave us|require|mean|cost|take|introduce|force|break|slow|complicate|tie|lock|double|drag|lose|leak|drift|overflow|crash|fail|corrupt|truncate|round|drain|hide|swallow|be (?:absurd|overkill|excessive|wasteful|pointless|too [\w-]+|(?:new|unfamiliar|foreign) to (?:them|us|the team|everyone|most of (?:us|them|the team)|our [\w-]+)))|(?:is|was|are|were|has been|have been|had been) (?:[a-z]+ly |already |both |all |way |far |much )?(?:too|overkill|more [\w-]+ than|slower|heavier|bigger|flakier|weaker|worse|unmaintained|abandoned|deprecated|archived|out of date|outdated|buggy|unstable|ambiguous|missing|easy to (?:get wrong|misuse|misconfigure)|confusing|annoying|painful|clunky|tedious|error-prone|a pain|a hassle|brittle|fragile|unreliable|insecure|untyped|(?:a|the) (?:concern|problem|blocker|deal-?breaker)|(?:twice|three times|\d+[x×]|\d+ times) as (?:slow|heavy|big|large|expensive)|(?:\d+(?:\.\d+)?[x×]|twice|\d+ times) (?:slower|heavier|bigger|larger))|(?:felt|feels|seemed|seems) (?:too|like (?:overkill|a lot of|too much|more [\w-]+ than))|(?:is|was) a lot of|(?:felt|ran) (?:slower|heavier|bigger|flakier)|(?:was|were) taking (?:~|about\s|over\s|up to\s)?\d[\d.]*\s?(?:ms|s|sec|seconds|min|minutes|hours?)\b|(?:is|was|were) (?:quoted|priced) at|(?:ties|tied|locks|locked) us (?:to|into)|(?:is|was|were) what (?:turned|caused|made|broke|took down|leaked|exposed|lost|dropped|corrupted)|made\s+(?:[\w'-]+\s+){1,5}?(?:leak|fail|break|crash|double|drift|time out|count|show (?:a|an) (?:warning|error)|take (?:~|about |over )?\d[\d.,]*)|hits? [^.;!?]{0,40}?\b(?:limit|window|cap|ceiling|quota|timeout)\b|(?:is|was|are|were) (?:\d+%|half|most) of [^.;!?]{0,30}?\b(?:bill|budget|spend|costs?|latency)\b|took (?:~|about\s|over\s)?\d[\d.]*(?:[–-]\d[\d.]*)?\+?\s?(?:ms|s|sec|seconds|m\d{1,2}s|min|minutes|hours?)\b|(?:doubled|tripled|pegged|pinned|maxed out|spiked) (?:our|the|its|every|a|one) [^.;!?]{0,30}?\b(?:bill|costs?|CPU|core|memory|latency|spend|image size|bundle size|build time|estimate|budget)\b|blocked|raced|drifted|(?:was|were|got) bypassed|would give us\b[^.!?;]{0,40}?\b(?:we|nobody) (?:don't|do not|doesn't|does not) need|bit us|burned us|confused|confuses|misses|missed|truncates|overflowed|overflows|sleeps|crashes|crashed|broke|skipped|skips|corrupted|truncated|(?:kept|keeps) (?:breaking|failing|crashing|choking|redelivering|resending|reconnecting|confusing|tripping up|timing out|splitting|dropping|losing|leaking|hanging|skipping|duplicating|emitting|churning|flapping|flaking|conflicting|landing [^.;!?]{2,40}? in (?:spam|junk|the spam folder))|tripped up|trips up|re-?renders|blocks|pulls in|bloats|breaks|lags|hangs|times out|timed out|leaks|leaked|adds|added|requires|required|needs|needed|lacks|lacked|(?:doesn't|does not|didn't|did not|don't|do not)(?!\s+(?:change|need to change|move|break|regress)\b)|can't|cannot|couldn't|won't|(?:isn't|wasn't|aren't|weren't)(?!\s+(?:in|part of)\s+(?:the|our|this)\s+(?:project|codebase|repo|repository|app|build|lockfile|Gemfile|dependencies)\b)(?!\s+(?:stored|persisted|kept|saved|retained|logged|cached|tracked)\s*(?:[:.;—–]|$))|has no|had no|no longer)\b`;
/**
 * More of what is wrong with an option, read only where a case needed it (the sentence after a decision, a later
 * clause): in all four patterns that hold FAULT, these words cost a fresh capture hook ~20 ms to compile.
 */
const FAULT_MORE = String.raw`(?:(?:takes?|took|taking) forever\b|(?:dropped|drops|ended|ends) support for\b|(?:was|were|kept) (?:hitting|exceeding|blowing (?:past|through)) (?:the |our |its |a )?(?:[\w-]+ ){0,3}?(?:timeout|limit|quota|ceiling|cap)\b|(?:washes|washed|wash) out (?:in|under)\b|(?:ties|tied|binds|bound|locks|locked) (?:the|our|its|every) [\w-]+(?: [\w-]+)? to (?:one|a single|the|a) (?:[\w-]+'s )?(?:[\w-]+ )?(?:cluster|key|region|machine|account|vendor|host)\b|(?:wants?|wanted|needs?|needed|requires?|required) (?:its|their) own (?:[\w-]+ )?(?:cluster|server|database|VM|machine|infrastructure)\b|(?:is|was|are|were) (?:~|about |over |nearly )?\d[\d.,]*\s?(?:KB|kB|MB) of (?:the|our|its|every) (?:[\w-]+ )?(?:bundle|image|binary|download|install)\b|(?<=\b[a-z]{3,}s\s)have no\b|(?:is|was|would be) (?:one more|another|yet another|an extra) (?:account|login|vendor|contract|subscription|bill|invoice|password|console) [^.;!?]{0,40}?\b(?:to|has to|have to|must|would have to) (?:approve|manage|sign|pay|review|audit|track|log into)\b|(?:used|uses|took|takes|ate|eats|needed|needs) (?:~|about |around |over |nearly )?\d[\d.,]*\s?(?:MB|GB) of (?:RAM|memory)\b|[a-z]+s [^.;!?]{2,60}?,\s+but\s+at\s+(?:~|about\s+|over\s+)?[$€£]\s?\d[\d,.]*[kKmM]?\b|would (?:upload|send|store|push|copy|sync|ship) [^.;!?]{2,40}?\bto (?:their|its|the vendor's|a vendor's) (?:own )?(?:cloud|servers?|data ?cent(?:er|re)s?)\b|(?:is|was|are|were) free (?:only )?(?:for|up to|under|below) [^.;!?,]{2,40}?,?\s+but\s+(?:we|our|we're|we'd|this|ours)\b|(?:fell|falls|keeled|keels) over\b|only (?:runs?|ran|works?|worked) (?:on|under) (?:[\w.+#-]+ ){0,2}?(?:v?\d[\d.]*|x86|Windows|Linux|macOS|Intel)\b|(?:has|had|have) (?:exactly |much )?(?:the same|a similar) (?:problem|issue|drawback|limitation|catch)s?\b|(?:ended|ends|end) (?:up )?[^.;!?]{0,30}?\b(?:diverging|conflicting|competing|out-of-sync) (?:copies|versions)\b|only (?:sells?|sold|licen[cs]es?|licen[cs]ed|offers?|offered|ships?|shipped) (?:[^.;!?]{1,40}? )?(?:together with|bundled with|as part of|in a bundle with)\b|made [^.;!?]{2,40}? (?:impossible|unusable|unreadable|unworkable)\b|had (?:two|three|four|several|multiple|\d+) (?:[\w-]+ )?(?:advisories|CVEs|vulnerabilities|security (?:issues|holes|advisories))\b|(?:is|was|were) the (?:main|biggest|top|most common|number one) (?:complaint|problem|issue|pain point|source of (?:bugs|tickets|complaints))\b|(?:(?:can|could) )?(?:only )?(?:shows?|opens?|loads?|displays?|edits?|handles?|renders?|plays?|compares?) (?:only )?one [\w-]+(?: [\w-]+)? at a time\b|would (?:block|stall|starve)\b|would (?:have )?le(?:ft|ave) [^.;!?]{2,40}? to (?:us|you|the team|our team)\b|would (?:have )?le(?:ft|ave) (?:the |our |us |them )?(?:[\w-]+ )?(?:[\w-]+ )?(?:owning|maintaining|running|supporting|babysitting|patching|stuck with)\b|would (?:hit|reach|cost (?:us )?|run (?:us )?|come to) (?:~|about |around |roughly |over |nearly )?[$€£]\d[\d,.]*[kKmM]?|(?:would be|is|was) (?:a|an|two|three|several|a few) (?:full )?(?:days?|weeks?|months?|sprints?|quarters?) of (?:work|effort|rewriting|migration)\b|ran out (?:twice|again|every|last|in|before|during)\b|struggled|struggles|(?:was|were|is|are|kept) (?:fragmenting|bloating|thrashing)\b|(?:is|was|are|were) the (?:(?:second|third)[- ](?:biggest|largest|most expensive)|biggest|largest|most expensive|single biggest) (?:line|item|cost|expense)\b|(?:changes|changed|would change) (?:how|the way)\b|(?:turned|turns|converted|converts|coerced|coerces) [^.;!?]{1,40}? into (?:false|true|null|undefined|NaN|a (?:string|number|boolean|float|date))\b|(?:is|was|are|were) (?:built|designed|made) for [^.;!?]{2,40}? (?:we|you) (?:don't|do not|didn't) (?:have|need|use)\b|costs? (?:us )?(?:~|about |over |nearly )?[$€£]\d[\d,.]*k?(?: a| per) (?:month|year|seat|user)\b|(?:is|are|was|were) only (?:half|partly|partially) [a-z]{3,}(?:ed|en)\b|pushed (?:the |our )?[\w-]+(?: [\w-]+)? (?:over|past|above) (?:the |our )?\d+|(?:is|are|was|were) (?:about |roughly |nearly )?(?:\d+|two|three|four|five|ten|twenty)(?:[x×]| times) (?:the size|as (?:big|large|slow)|bigger|larger|slower)\b|dropped (?:[\w-]+\s+){0,2}?(?:lines|messages|events|requests|logs|writes|packets|jobs|connections)\b|would (?:have )?(?:fire|fired|run|ran|trigger|triggered|execute|executed|refetch|refetched|reload|reloaded|re-render|re-rendered|recompute|recomputed|rebuild|rebuilt|poll|polled) (?:on|in|for) (?:every|each|all)\b|only (?:got|gained|added|shipped) [^.;!?]{0,40}?\bsupport\b|(?:hasn't|has not|haven't|have not) (?:had|seen|shipped|published) (?:a |any )?(?:release|commit|update)s?\b|(?:hasn't|has not|haven't|have not) been (?:updated|released|maintained)\b|(?:is|was|are|were|would be) (?:(?:(?:much |far )?harder|hard|impossible|difficult) to (?:read|follow|maintain|test|debug|review|diff|merge|reproduce)|(?:\d+(?:\.\d+)?[x×]|twice|three times|\d+ times) the (?:size|cost|price|bill|memory)|an? (?:enterprise|paid|premium) (?:add-on|feature|tier|plan))|choked|chokes|(?:priced|prices|billed|bills|charged|charges|would (?:bill|charge|price)) (?:[\w-]+ ){0,3}?per (?:[\w-]+ )?(?:connection|seat|user|request|event|host|node|instance|build|message|MAU|GB|TB|gigabyte|terabyte|query|scan|minute|load|view|call|download|lookup|hit|session|transaction|invocation|render)s?\b|(?:is|was|are|were) (?:very |quite |pretty |really )?steep|(?:served|serves|showed|returned) stale|blew up|(?:caps|capped|limits|limited) (?:[\w-]+ ){1,3}?(?:at|to) (?:one|two|three|five|ten|a single|\d[\d,.]*)\b|would (?:bring|put) (?:[\w-]+ ){1,3}?back\b|(?:was|were|is|are|kept) (?:silently |quietly )?(?:losing|dropping|corrupting|truncating|leaking|mangling|duplicating|double-counting)\b|pushed [^.;!?]{0,40}?\bpast|(?:does|did|do|runs|ran|decodes|decoded|blocks|blocked) [^.;!?]{0,40}?\bon the (?:main|UI) thread|pushed (?:the |our |its )?(?:[\w-]+ ){0,2}?(?:latency|time|times|p\d\d|memory|CPU|usage|bill|costs?) (?:to|over|above) (?:~|about |over )?\d[\d.,]*|ran [^.;!?]{0,30}?\bout of (?:memory|disk|space|connections)|assumes (?:a |an )?(?:long-lived|persistent|stateful|always-on)\b|would have (?:stayed|remained) (?:valid|usable|live)|(?:kept|keeps|was|were) drifting|(?:cost|quoted|charged|charges|wanted) (?:us )?(?:about |around |over |~)?[$€£]\d[\d.,]*[kKmM]?|(?:is|was|are|were) how\b[^.;!?]{2,60}?\b(?:ended up|got|broke|drifted|leaked|lost|exposed|corrupted|went (?:down|wrong|missing|out of sync))\b|took (?:the |our |its |every )?(?:[\w-]+ ){0,2}?(?:down|offline)\b|(?:kept|keeps) (?:showing|returning|serving|sending|listing|charging|emailing|restoring) (?:the same|duplicates?|duplicated|stale|outdated|wrong)\b|(?:was|were) down (?:twice|three times|again|\d+ times)\b|drifted (?:from|out of)|used up (?:the|our|all|its)|(?:is|was|are|were) (?:(?:readable|writable|guessable|forgeable) by|visible to (?:anyone|everyone|all|every))|would hit [^.;!?]{0,40}?\b(?:timeout|limit|quota|ceiling)|kept [^.;!?]{0,30}?\bat ~?\d+(?:\.\d+)?(?=\s?%)|held (?:(?:an?|the) )?(?:row |table |[A-Z]{3,} ){0,2}locks?\b|(?:(?:keeps|kept) landing|landed|lands|put|puts) (?:[\w-]+ ){0,4}?in (?:spam|junk|the (?:spam|junk) folder)\b|re-?(?:rendered|fetched|computed|ran) (?:the (?:whole|entire)|every|all)\b|(?:is|was|are|were) (?:just |only )?a thin (?:wrapper|layer|shim)\b|(?:is|was|are|were) (?:now )?(?:just|only|mostly|basically|little more than) (?:a )?(?:thin )?(?:wrapper|shim)\b|(?:kept|keeps|stored|stores) (?:a second|an extra|a duplicate) cop(?:y|ies)\b|would (?:wear|burn) (?:out|through)\b|OOM(?:ed|s|-killed)\b|ran out of (?:memory|VRAM|GPU memory|disk)\b|(?:loads|downloads|fetches|parses|decodes|decoded|buffers|buffered) (?:the|every|all|its) (?:whole|entire|full) [\w-]+|would (?:duplicate|copy|repeat) (?:the |our |every |each )?[\w-]+|spent (?:most|half|much|\d+\s?%|the bulk) of (?:its|their|the) time (?:waiting|blocked|idle|sleeping|stalled|in|on)\b|held (?:a|an|one|the|every|each) (?:[\w-]+ )?(?:worker|thread|connection|process|core|slot)s? (?:for|open|busy)\b|would (?:come to|run (?:us )?|add up to|work out (?:to|at)) (?:about |around |roughly |over |nearly |~)?[$€£]\s?\d[\d,.]*|(?:sat|stayed|has sat|has stayed|has been) (?:in (?:beta|alpha|preview|pre-release)|unreleased) for (?:years|months|over a year|\d+ (?:years|months))\b|(?:is|was|are|were) still in (?:beta|alpha|preview)\b|made (?:[\w+-]+ ){1,3}?(?:impossible|unreliable|painful|dangerous|risky|unsafe|invisible|hidden|opaque)\b|felt like (?:a second|another)\b|only (?:built|ran|supported|handled|covered|targeted) (?:on |for )?(?:[\w-]+ )?(?:binaries|builds|platforms?|Linux|Windows|macOS|x86|amd64|arm64)\b|got (?:the |our |its )?(?:[\w-]+ ){0,2}?wrong|made (?:every|each) (?:[\w-]+ ){1,3}?(?:do|run|repeat|redo|wait for|fetch|load|re-render|rebuild|recompute|recompile|round|convert|scan|parse|hit|hammer|call|query|retry)\b|held (?:every|all|each|the whole|the entire) [^.;!?]{0,30}?\bin memory|(?:is|was|are|were) (?:(?:effectively|basically|now|essentially|practically|officially) )?(?:in maintenance(?: mode)?|end-of-life|EOL|no longer maintained)|(?:is|was|are|were) archived(?: upstream| on GitHub)?(?=[,.;]|$| and\b| since\b)|gave us (?:an? )?(?:[^.;!?]|\.\d){0,30}?\b(?:drift|bug|outage|mismatch|rounding errors?|duplicates|false positives|incidents)|pulled in (?:~|about |over |nearly )?\d[\d,]* (?:[\w-]+ )?(?:dependencies|packages|modules|crates|gems)|would (?:be|have been) (?:one more|yet another|another|a second|a separate) (?:[\w-]+ )?(?:service|cluster|server|database|datastore|data store|search engine|queue|broker|container|daemon|dependency|system|moving part|format|language|syntax|DSL|config format) (?:for (?:the team|us|everyone|every developer) )?to (?:run|maintain|operate|host|patch|back up|keep|learn|read|review)|pulled in (?:~|about |over |nearly )?\d[\d,.]*\s?(?:KB|MB|GB)\b|(?:we )?(?:lost|loses) (?:[\w-]+ ){0,4}?(?:updates|writes|events|data|messages|jobs|emails|orders|records|rows|requests)\b|got (?:the |our |its |every )?(?:[\w-]+ ){0,2}?(?:OOM-killed|OOMKilled|evicted)|scattered (?:[\w-]+ )?(?:inserts|writes|rows|pages|reads)\b|(?:was|were) causing|meant (?:nobody|no one) (?:knew|could|noticed|owned|remembered|updated|checked)\b|would only (?:matter|help|pay off|make sense|be worth it|be needed|be useful|start to matter) (?:once|when|if|after|for)\b|(?:run|runs|ran|live|lives|lived|sit|sits) (?:in|inside) [^.;!?]{2,30}?,\s+so\s+(?:a|any|every|each)\s+(?:deploy|restart|crash|redeploy|reboot)\s+(?:kills|loses|drops|cancels|interrupts|wipes)\b|(?:lost|loses|wiped|wipes|forgot|forgets|reset|resets|cleared|clears) [^.;!?]{0,30}?\bon (?:every|each|a) (?:full )?(?:reload|restart|refresh|deploy|redeploy|crash|reboot|page load)\b|(?:turned|turns|coerced|coerces|converted|converts|parsed|parses) (?:the (?:string|value|word) )?\S{1,20} (?:into|as) (?:a |an |the )?(?:boolean|false|true|null|nil|None|zero|number|integer|float|date)\b|would only (?:sort|search|filter|show|see|cover|check|validate|count|find|fetch|load|export|reach) (?:the )?(?:\d[\d,]*|one|first|current|visible|loaded|local)\b[^.;!?]{0,40}?,\s+not\b|(?:would|will|does|did) (?:only )?(?:count|cache|store|limit|track|keep|hold|lock|dedupe|deduplicate)\b[^.;!?]{0,30}?\b(?:per|in each|on each|inside (?:one|each|a single)|within (?:one|each|a single)) (?:instance|process|pod|node|machine|worker|server|replica|container)s?|(?:is|was|are|were) (?:one|a|an|a single) [^.;!?]{2,30}? (?:that|which) (?:grew|had grown|has grown) to (?:~|about |over |nearly )?\d[\d,]*\s?(?:lines|files|rules|routes|tables|columns|endpoints|KB|MB|GB)|grew to (?:~|about |over |nearly )?\d[\d,]*\s?(?:lines|files|rules|routes|tables|columns|endpoints|KB|MB|GB)|would (?:have )?(?:moved|pushed|put|brought) [^.;!?]{2,40}?\b(?:into|onto|in) our own\b|(?:is|was|are|were|would be) (?:one more|yet another|an extra) (?:[\w-]+ )?(?:service|server|daemon|cluster|database|broker|container|process|dependency|moving part)s?(?=\s+(?:for|in|on|to|that|we|I)\b|\s*[,.;]|$)|would only (?:catch|see|cover|check|find|block|stop|flag|scan|guard) (?:it|them|this|that|the [\w-]+) (?:in|on|at|inside|within) [^.;!?]{2,40}?,\s+not\b|(?:is|was|are|were) (?:unencrypted|unauthenticated|unsigned|world-readable|plaintext|(?:stored )?in plain ?text)\b|(?:is|are|was|were|would be) (?:a lot |far |much )?more (?:code|boilerplate|ceremony|setup|config|configuration|machinery|work) for (?:one|a single|just one|two|three|a few|so few|so little)\b|stops at (?:~|about )?(?:\d[\d,.]*[kKmM]?|one|two|three|five|ten|twenty|fifty|a hundred) [\w-]+|(?:covers?|covered|handles?|handled|sees?|saw|reaches|reached) only\b|only (?:covers?|covered|checks?|checked|monitors?|watches|supports?|supported|models?|modell?ed|emulates?|emulated|simulates?|simulated)\b|(?:was|is|were|are) (?:heading|on track|headed|climbing) (?:past|over|toward|towards|to) (?:~|about |over )?[$€£]\s?\d[\d,.]*[kKmM]?|duplicated [^.;!?]{2,60}? across (?:~|about |over |all )?\d[\d,]* [\w-]+|(?<=\b(?:release|commit|update|tag)\s)(?:is|was) (?:from|in) (?:19|20)\d\d\b|only (?:carry|carries|carried|ships?|shipped|offers?|offered|provides?|provided|packages?|packaged|has|have|had) (?:[\w.+-]+ ){0,3}?(?:v?\d+(?:\.\d+)+|from (?:19|20)\d\d)\b|builds? (?:everything|every (?:package|dependency)|all (?:its |the )?(?:packages|dependencies)) from source\b|(?:versions|tracks|stores|caches|indexes|logs|records|diffs|watches|syncs|snapshots|backs up) [^.;!?]{1,30}? rather than (?:the|our|what|how|which|who)\b|dropped [^.;!?]{2,50}?\b(?:twice|three times|again|\d+ times|after every|on every)\b|(?:ran|runs|fired|fires|sent|sends|charged|charges) (?:twice|two times|three times|double) (?:whenever|when|every time|each time|on every|after every)\b|(?:is|was|are|were) (?:only )?(?:source-available|proprietary|closed[- ]source)\b|(?:hides|hid|abstracts|abstracted)(?: away)? too much\b|(?:saved|saves|gained|gains|bought|buys|won|wins|offered|offers|gave|gives) (?:us )?(?:far )?(?:too little|not enough|too few)\b|(?:rendered|renders|drew|draws|loaded|loads|ran|runs|parsed|parses) [^.;!?]{2,60}? and the (?:tab|page|browser|app|UI|editor|screen|window|phone|device) (?:froze|hung|crashed|stalled|locked up)\b|(?:queued|queues|waited|waits) (?:[^.;!?]{0,20}? )?for (?:~|about |over |up to |nearly |as long as )?\d+ (?:minutes|mins|hours)\b|(?:came|comes) (?:out |in )?(?:at )?(?:about |roughly |nearly |over |almost )?(?:twice|double|triple|three times|\d+(?:\.\d+)?[x×]|\d+ times) (?:what|the)\b|(?:kept|keeps) (?:missing|skipping|ignoring|dropping|losing|corrupting|double-firing|double-sending|merging|mixing up|confusing|swapping|mislabell?ing|misattributing|colliding|clashing|conflicting)\b|(?:(?:pricing|price|prices|bill|cost|plan) |(?<=\b(?:pricing|price|prices|bill|costs?|plan)\s))(?:jumps|jumped|goes|went|rises|rose|climbs|climbed) (?:from [^.;!?]{1,20}? )?to (?:~|about )?[$€£]\s?\d[\d,.]*[kKmM]?|(?:was|were|is|are) (?:updated|maintained|edited|copied|filled in|entered) by hand\b|(?:was|were|went) (?:(?:two|three|four|several|\d+) (?:weeks?|days?|months?|releases?|versions?|sprints?) )?(?:stale|out of date)\b|(?:looked|seemed|sounded) (?:[a-z]+er|better|good|great|fine|simple|easy) (?:on paper )?until (?:we|I)\b|(?:was|were|kept) scanning (?:~|about |over |nearly )?\d[\d.,]*[kKmM]?\s|(?:was|were|kept|is|are|keeps) re-?(?:rendering|fetching|computing|running|building|parsing) (?:the whole|the entire|every|all)\b|(?:is|was|has been|got) (?:merged|folded|absorbed) into\b|(?:is|was) the wrong tool\b|made (?:the |our |its )?(?:[\w-]+ ){1,2}?(?:hard|harder|painful) to (?:change|read|follow|test|debug|evolve|migrate|review|reason about)\b|(?:was|is|were|are|would be|came to) (?:~|about |over |nearly |roughly )?[$€£]\s?\d[\d,.]*[kKmM]?(?:\s?(?:/|a |per )\s?(?:month|mo|year|yr))? more than\b|(?:legal|compliance|security|procurement) (?:won't|will not|wouldn't|didn't|doesn't|can't|couldn't) (?:approve|sign off on|allow|accept)\b|(?:goes|went|is going|will go) (?:end-of-life|EOL|out of support)\b|came (?:in|back) at (?:~|about |over |nearly )?[$€£]\s?\d[\d,.]*[kKmM]?|(?:wanted|wants|required|requires) us to (?:be|become|go|open-source|publish|sign|pay|buy|upgrade|host|run)\b|(?<=\b(?:index|bundle|binary|payload|download|SDK|library|runtime|client)\s)(?:for [^.;!?]{1,30}? )?(?:was|is|were|are|came to|weighed) (?:~|about |over |nearly )?\d[\d.,]*\s?(?:MB|GB)\b(?! (?:smaller|lighter|less)\b)|only (?:does|did|supports?|handles?|runs?) [^.;!?]{1,40}? with no\b|(?:is|was|are|were|has|had) [^.;!?]{2,60}?,\s+which (?:rules|ruled) (?:it|them) out\b|(?:renders?|rendered|handles?|handled|parses?|parsed|formats?|formatted|sorts?|sorted|rounds?|rounded|escapes?|escaped|encodes?|encoded) (?:[\w-]+ ){1,3}?(?:wrong|wrongly|incorrectly)\b|(?:(?:is|are|was|were) (?:still )?(?:on|built on|based on|a wrapper (?:around|for))|(?:depends|depended|relies|relied) on) [^.;!?]{2,40}?,\s+which (?:is|was) (?:archived|deprecated|unmaintained|abandoned|end-of-life|EOL|no longer maintained)\b|(?:under|over)-?(?:corrected|corrects|estimated|estimates|counted|counts|fitted|fits|reported|reports|shot|shoots)\b|means? (?:we'd|we would|we'll|we will|we have to|we'd have to|every [\w-]+ (?:would|will)) (?:need|have to|pay|lose|rewrite|run|maintain|buy|sign)\b|(?:quoted|quotes|charged|charges|costs?|priced|prices) (?:us )?(?:twice|double|triple|three times|\d+(?:\.\d+)?[x×]|\d+ times) (?:the|our|what)\b|(?:takes?|took|would take|wants?|wanted) (?:a|an|its) (?:share|cut|percentage|slice) of (?:our |the )?(?:revenue|sales|transactions|payments|billings|GMV)\b|(?:is|are|was|were) (?:hosted|cloud|SaaS)[- ]only\b|(?:used|uses|burned|burns|ate|eats) (?:~|about |around |over |nearly )?\d+(?:\.\d+)?\s?% (?:of (?:a |the |one )?)?(?:CPU|cores?|memory|RAM)\b|would (?:be|add|weigh) (?:~|about |around |over |nearly )?\d+(?:\.\d+)?\s?(?:KB|kB|MB)\b|meant (?:re-?)?[a-z]+ing\b(?=[^.;!?]{0,60}?\b(?:by hand|manually)\b)|(?:wanted|needed|needs|wants|used|uses) more (?:memory|RAM|CPU|disk|space) than\b|(?:only|just) (?:fits|fit|works|work|suits|makes sense|applies) (?:when|if|where)\b|(?:is|are|was|were) (?:both |all )?[^.;!?,]{2,60}?,\s+which (?:doesn't|does not|didn't|won't|wouldn't|isn't|can't) (?:fit|suit|work for|match|make sense for)\b|re-?(?:ran|runs|computed|computes|fetched|fetches|rendered|renders|built|builds|read|reads|parsed|parses) [^.;!?]{2,40}? on (?:every|each) [\w-]+|(?:is|was|are|were) (?:by far )?the (?:slowest|biggest|heaviest|largest|flakiest|costliest|most expensive) (?:part|step|piece|stage|line item|item|dependency)\b|would (?:have )?made [^.;!?]{2,40}?\b(?:opaque|unreadable|useless|invisible|untestable|unusable)\b|(?:is|was|are|were) (?:~|about |over |nearly |roughly )?\d+(?:\.\d+)?\s?% of the (?:profile|flame ?graph|runtime|run time|CPU time|wall time|build time|startup time)\b|got (?:too )?(?:unreadable|unwieldy|unmanageable|messy|hard to (?:read|follow|maintain|review|trace|debug|test|reason about))\b|(?:would (?:have )?)?let (?:clients|users|callers|bots|attackers|anyone|everyone|(?:a|any|one) (?:client|user|caller|bot|attacker)) (?:send|make|burst|exceed|bypass|skip)\b|let (?:bursts|spikes|floods) of [^.;!?]{1,40}?\bthrough\b|lost (?:the )?(?:[\w-]+ )?(?:structure|formatting|layout|ordering|precision|encoding|history|metadata|annotator|author|attribution|context)\b|leak (?:how|what|which|our|every|customer|user|internal|personal|private)\b|disagreed (?:about|on)\b|(?:is|was|are|were) (?:more than|above|over) (?:the|our) (?:whole|entire|total|annual|monthly) (?:[\w-]+ )?budget\b|allocat(?:es|ed) (?:on|per|for) (?:every|each)\b|(?:was|were) (?:two|three|four|five) (?:separate )?(?:tools|services|configs|dependencies|daemons|processes) (?:with|and|to)\b|plateaued (?:at|around|near)\b|overfit(?:ted)? (?:within|after|on|in)\b|would (?:send|put|store|keep) [^.;!?]{2,40}?\b(?:off-site|offsite|outside (?:the|our) [\w-]+|(?:to|on|with|in) (?:a )?third[- ]part(?:y|ies)|out of the EU)|gets? (?:killed|evicted|throttled|suspended|frozen)\b|(?:is|was|are|were) (?:~|about |over |nearly )?\d[\d.,]*\s?(?:KB|kB|MB|ms) of (?:the|our|a|its) (?:\d[\d.,]*\s?(?:KB|kB|MB|ms) )?(?:[\w-]+ )?budget\b|(?:had|used|gave) (?:two|three|four|five|six|\d+) different (?:[\w-]+ )?(?:formulas|versions|answers|implementations|rules|defaults|results|timeouts|limits|formats)\b|had been shared with\b|(?:was|were) (?:\d+|two|three|four|five|six|ten|twelve|twenty) copies of\b|(?:was|were) (?:already )?giving (?:us )?(?:\d+\.\d{6,}|wrong|rounding)|(?:kept|keeps) making [^.;!?]{2,40}?\bworse\b|changed the default [^.;!?]{2,40}? and\b|(?:wants|wanted) [^.;!?]{2,60}?,\s+which [^.;!?]{2,60}?\b(?:can't|cannot|couldn't|don't|doesn't|won't|wouldn't)\b|(?:is|are|was|were) (?:built|designed|made) for (?:far |much |way )?more [^.;!?]{2,40}? than (?:we|we'll|we will|we'd|this|our|the) |meant writing\b|(?:shipped|ships|added|adds|sent|sends) (?:~|about |over |nearly )?\d[\d.,]*\s?(?:KB|kB|MB) more\b|let (?:the )?(?:retries|requests|clients|jobs|workers|reconnects) [^.;!?]{0,40}?\b(?:land|hit|arrive|pile up|stampede)\b|(?:sleep|sleeps|spin down|spins down|go to sleep|goes to sleep) after (?:~|about )?\d+ (?:minutes|mins|hours)\b|runs? (?:each|every) (?:job|task) once per (?:worker|process|pod|instance|replica)\b|(?:is|are|was|were) (?:one more|yet another|another) (?:thing|format|language|syntax|DSL|tool) (?:for (?:the team|us|everyone) )?to (?:learn|run|maintain|keep|review|remember)\b|would be (?:one more|an extra|another) (?:network )?(?:hop|round[- ]trip)\b|would be an? (?:separate |whole |full )?(?:service|server|cluster|daemon) (?:for us )?to (?:run|operate|maintain|patch|babysit|unseal|host)\b|(?:topped|tops) out (?:at|around|near)\b|(?:forbids?|prohibits?|disallows?|bans?) (?:heavy|commercial|production|bulk|automated|app|our|(?:storing|caching|keeping|saving|reselling|redistributing|scraping|exporting|sharing)\b)\b|(?:(?:fee|fees|pricing|price|licen[cs]e|licensing) |(?<=\b(?:fee|fees|pricing|price|licen[cs]e|licensing) ))(?:change|changes|announcement|hike|hikes|increase|increases|u-turn)\b|would (?:roughly |about |nearly |more than |at least )?(?:double|triple|quadruple)\b|(?:is|are|was|were|lagged|lags|fell|falls|sat|sits) [^.;!?]{0,40}?\b(?:\d+|two|three|four|five|several|a few|many) (?:major |minor |[\w-]+ )?(?:versions|releases) behind\b|(?:is|are|was|were) (?:priced|built|sized|designed|made) for [^.;!?]{2,40}? (?:twice|(?:three|four|five|ten|twenty|a hundred|\d+) times|\d+[x×]) our size\b|(?:is|are|was|were) (?:an? )?(?:whole|full|full-blown|complete) [\w-]+(?: [\w-]+)? when (?:all|what) (?:we|I|you) (?:need|want|use)\b|worked (?:fine |well |great )?(?:in|on|for) (?:the |our |a )?(?:lab|bench|tests?|dev|staging|demos?|prototypes?|small [\w-]+|first [\w-]+)\b[^.;!?,]{0,30},? but\b|cost (?:us )?(?:an?|one|two|three|four|five|several|\d+) (?:[\w-]+ )?(?:pins?|GPIOs?|ports?|slots?|days?|weeks?|sprints?|releases?|customers?)\b|(?:stalls?|stalled|freezes|froze|blocks|blocked|hangs|hung|halts|halted|resets|reset) (?:the|our|every|each) [\w-]+(?: [\w-]+)? (?:whenever|when|if|every time|until)\b|(?:hung|hangs|crashed|crashes|froze|freezes|locked up|locks up|disconnected|disconnects|dropped out|drops out|fell over|falls over) (?:[^.;!?,]{0,30}? )?(?:(?:about|roughly|around|at least) )?(?:once|twice|three times|\d+ times|several times) (?:a|an|per|every) (?:day|night|week|hour|run|build)\b)\b`;
/**
 * More still, read only in the sentence right after a decision (FOLLOWING_EN), where the thirty-seventh to
 * thirty-ninth sessions' cases said them ("… would ship every flag rule to the browser", "… gave clients nothing to
 * branch on", "… gave three different answers for the same setting", "… would have given each worker its own count,
 * so an attacker would get …", "… would give each pod its own bucket"): in CLAUSE_FAULT_EN too they cost a fresh
 * capture hook ~10 ms more to compile.
 * (And the fifty-first session's: "The old scratch-partition swap wore out the flash sector …", "Streaming from disk
 * caused dropouts …", "Parsing conventional commits with semantic-release depended on everyone writing the prefix
 * right …", "Grabbing the frame at 00:00 gave a black image …", "The basic auth … was one shared password …".)
 */
const FAULT_AFTER = String.raw`(?:(?:kept|keeps) (?:getting|being) (?:overwritten|reset|lost|deleted|dropped|stuck|clobbered|wiped|corrupted|evicted|killed|restarted|out of sync)\b|filled (?:up )?(?:the |our |its )?(?:queue|disk|inbox|logs?|table|memory)\b|gave (?:us|users|customers|clients|them) (?:(?:a|an|some|the) )?(?:duplicate|duplicated|wrong|broken|corrupt(?:ed)?|stale|missing|double|inconsistent|conflicting)\b|froze (?:the )?(?:page|ui|app|browser|tab|main thread|event loop)\b|stopped (?:working|scaling)\b|(?:opened|sent|filed|created|raised|posted|fired) (?:over |more than )?(?:\d[\d,]*|dozens of|hundreds of|thousands of) [^.;!?]{0,40}?\b(?:and|but) (?:nobody|no one)\b|(?:was|were) [^.;!?,]{2,40}?,\s+and\s+[a-z]+ing\s+(?:it|them)\s+(?:broke|failed|crashed|took down|locked|lost|wiped|would (?:break|take down|lose))\b|made [^.;!?]{0,40}?\b(?:an?|two|three|several) (?:days?|weeks?|months?) of\b|(?:worked|works)(?: fine| too| well)?,?\s+but\b|(?:[a-z]{3,}s [^.;!?,]{2,50}? and )?would (?:be|have been) (?:free|cheaper|easier|simpler|faster|nicer|lighter)\b[^.;!?]{0,40}?,\s+but\b|(?:was|were) (?:fine|ok|okay|good enough) (?:for|with|on|in) [^.;!?]{2,40}?,\s+but\b|made (?:good )?sense (?:for|with|on|in|at) [^.;!?]{2,40}?(?:,\s+but\b|;\s+(?=[^.!?]*\b(?:it|they) (?:would|will|won't|wouldn't)\b))|worked (?:fine |well )?until (?:we|I|you|it|they|the)\b|would have (?:given|let|made|put|kept|left)\b[^.;!?]{2,80}?,\s+so\s+(?:an?\s+|the\s+|every\s+|each\s+)?[\w-]+\s+(?:would|could|might)\b|would (?:have )?(?:give|given|keep|kept) (?:each|every) (?:of (?:the|our) (?:\w+ )?)?(?:pod|worker|instance|process|node|replica|container|server|machine)s? its own\b|(?:kept|keeps) growing|tied up (?:a|an|the|every|each|our|all)\b|(?:was|were) how (?:the |our )?(?:prototype|first version|old (?:app|code|version)|MVP|we|it) (?:did|handled|stored|ran|sent|built) (?:it|them|this|that)\b|let (?:clients|users|callers|attackers|anyone|bots|them) (?:burst|bypass|exceed|skip|flood|spam|overwrite|read|guess)\b|hammered|overloaded|flooded|swamped|starved|(?:is|was|are|were) only (?:there|used|kept|needed) for\b|would (?:only|just) (?:hide|mask|delay|postpone|move|shift|paper over)|would (?:have )?(?:hurt|harmed|kill|killed|tank|tanked)|(?:has|had|have) the same (?:problem|issue|limit|limitation|drawback|catch)s?|(?:is|was|are|were) what (?:we|the (?:script|app|code|service|prototype|old [\w-]+)) (?:had|used|ran|did)(?: before| until now)?(?:,? (?:and|but|so)|(?=;))|(?:is|was|are|were|would be) (?:one|yet another|another) (?:more )?(?:thing|service|piece|moving part|dependency|system|format|language|syntax|DSL|tool|container|process|server|daemon|cluster|database|broker|queue) (?:for (?:the|our|a|every) [\w-]+ )?to (?:run|maintain|operate|deploy|manage|monitor|keep|learn|review)|(?:could |can )?only (?:runs?|supports?|allows?|handles?|works with|gives?|grows?|scales?)|meant (?:every|each|that|we|our|two|three|several|multiple|anyone|nobody)|(?:is|was|are|were) (?:AGPL|GPL|copyleft)|(?:is|was|are|were|kept) (?:allocating|eating|consuming|burning|using up) (?:~|about |over |up to )?\d[\d.]*\s?(?:MB|GB|KB|%)|would (?:have )?(?:ship|shipped|send|sent|expose|exposed) [^.;!?]{0,50}?\bto (?:the |every |each |all )?(?:browser|client|frontend|public)s?|gave (?:[\w-]+ ){0,2}nothing to|(?:gave|gives|returned|produced) (?:[\w-]+ ){0,2}?(?:different|inconsistent|conflicting|contradictory|wrong) (?:answers|results|values|numbers|totals)|(?:was|were) [a-z]+ing\b(?:[^.;!?]|\.\d){0,40}?\band taking (?:~|about |over )?\d[\d.]*\s?(?:ms|s|sec|seconds|min|minutes|hours?)|turned into [^.;!?]{0,60}?\b(?:took|taking) (?:~|about |over )?\d[\d.]*\s?(?:ms|s|sec|seconds|min|minutes)|(?:fired|ran|sent|charged|billed|emailed|executed|processed|triggered) (?:every|each) (?:[\w-]+ ){1,2}?(?:twice|three times|\d+ times|more than once)|ran (?:the |our |all |every )?(?:[\w-]+ ){0,2}?(?:jobs?|tasks?|migrations?|hooks?|webhooks?) (?:twice|three times|more than once)\b|(?:ran|runs|did|does|issued|issues|made|makes|sent|sends) [^.;!?]{2,50}? on (?:every|each) [\w-]+,? which (?:took|takes|cost|costs|added|adds|meant|means)\b|logged (?:everyone|every user|users|people|customers|them|us) out|count(?:s|ed) (?:per|for each|separately (?:in|on) each) (?:worker|process|pod|instance|replica|node)\b|wore (?:out|down)|wears (?:out|down)|fell over|falls over|would have (?:moved|pushed) us (?:from|into|onto|over|to)|pulled [^.;!?]{0,30}?\b\d[\d,]* (?:[\w-]+ )?(?:dependencies|packages|modules|crates|gems)\b|(?:is|was|are|were) \d+(?:\.\d+)?\s?% (?:slower|heavier|bigger|larger)|(?<=\b(?:bundle|binary|image|download|install|wheel|footprint)\s)(?:alone\s+)?(?:is|was|are|were)\s+(?:~|about |over |nearly |already )?\d[\d,.]*\s?(?:KB|MB|GB)\b|caused (?:[\w-]+ ){0,2}?(?:dropouts|outages|stutters?|glitches|crashes|timeouts|errors|failures|deadlocks|data loss|duplicates|jank|flicker|lag|drift|downtime|corruption|leaks)|(?:depended|depends|relied|relies) on (?:everyone|everybody|every (?:developer|engineer|contributor|author|dev)|each (?:developer|engineer|contributor|author|dev)|someone|somebody|people|humans|a human|one person) (?:[a-z]+ing|to|remembering)\b|(?:gave|gives|produced|returned|showed|rendered) (?:an? |the )?(?:black|blank|empty|white|blurry|garbled|broken|corrupt(?:ed)?) (?:image|frame|page|screen|result|output|file|thumbnail)s?|(?:is|was|are|were) (?:just )?(?:one|a single|a) shared (?:password|key|secret|token|account|login|credential|API key)s?|(?:is|was|are|were) (?:tuned|built|designed|made|optimi[sz]ed) (?:for|around) [^.;!?:]{2,40}?(?=:\s)|took (?:about |over |nearly )?(?:two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|forty) (?:seconds|minutes|hours|days)|kept (?:the |our )?(?:radio|CPU|GPU|device|phone|screen|disk|fan|modem) (?:awake|busy|spinning|on|pegged)|showed up as (?:the )?(?:top|biggest|largest|worst|main) (?:[\w-]+ )?(?:consumer|offender|drain|cost|hotspot)|(?:is|are|was|were) (?:being )?(?:retired|sunset|discontinued|wound down|deprecated)|(?:is|are|was|were) gone (?:with|since|after) [^.;!?]{2,40}?\b(?:retirement|shutdown|sunset|deprecation|end of life|EOL)|(?:had|has) grown to (?:~|about |over |nearly )?\d[\d,]*\s?(?:lines|files|rules|tables|columns|endpoints|KB|MB|GB)|(?:and )?(?:nobody|no one) could (?:tell|follow|find|say|remember|understand|read)|would (?:have )?(?:had )?to be (?:[a-z]+ly )?[a-z]+(?:ed|en|wn)|(?:was|were|is|are|would be) (?:about |over |nearly |~)?\d[\d,]* lines of|[a-z]{3,}ed [^.;!?]{2,80}?,? (?:that|which) (?:missed|broke|leaked|dropped|lost|ignored|skipped|corrupted|crashed)|churned (?:on|with|after) (?:every|each)|would (?:push|put|take) [^.;!?]{0,60}?\b(?:past|over|above|beyond)\b|would (?:pass|exceed|blow through|eat up|use up) (?:[\w-]+ ){0,4}?(?:budget|quota|allowance)s?|showed (?:a |the )?(?:spinner|loader|loading (?:state|screen)|blank (?:page|screen)|white screen|flash of [\w-]+))\b`;
/**
 * A name, one or two words ("GraphQL", "Redux Toolkit", "io-ts", "bcrypt"): the option a fault is said of. Its first
 * word may be any lower-case word here, and `namesOne` must confirm it (a package-like word or a known tool,
 * names.ts): "the team is too small" faults no option. Or a compiler's or a tool's flag: "-O2 pushed the image over …" (not `--help` or `--version`, which every tool has).
 */
const CAPITALS = String.raw`((?:-{1,2}(?!(?:help|version|h)\b)[A-Za-z][\w=.]*|${NAME_OR_WORD})(?:\s+${NAME}|\s+(?:with|over)\s+${NAME}(?=\s+(?:kept|keeps|was|were|is|are|would|had|has|broke|needed|needs)\b)|\s+v?\d+(?:\.\d+)*(?=\s+(?:is|was|are|were|has|had|needs|broke|breaks)\b))?)`;
/** A number or a quantity said in words, capitalised as a sentence opens with it: "Twelve", "Hundreds", "Most". */
const COUNT_WORD = /^(?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve|Thirteen|Fifteen|Twenty|Thirty|Forty|Fifty|Hundreds?|Thousands?|Millions?|Dozens?|Few|Several|Many|Most|Some|Both|Half|Each|Every|All)$/;
/** Whether a fault's subject (CAPITALS) names an option. */
export const namesOne = (subject: string): boolean => {
  const [first, second] = subject.split(/\s+/).map((w) => w.replace(/'s$/, ''));
  // (The article a sentence opens with is no name; what follows it may be: "An in-process `functools.lru_cache` would …",
  // not "A leaked key would mean …".)
  if (/^an?$/i.test(first)) return second !== undefined && namesOne(subject.slice(subject.search(/\s/) + 1).trim());
  // (A count opening a sentence is no name: "Twelve users don't justify a $50/month database"; nor a percentile: "p99
  // added latency is now 0.3 ms".)
  if (COUNT_WORD.test(first) || /^p\d{2,3}$/i.test(first)) return false;
  // (Nor is a pronoun that owns: "Ours was missing a dash.")
  if (/^(?:ours|theirs|mine|yours|hers)$/i.test(first)) return false;
  // (A flag names one: "-O2".)
  if (/^-{1,2}[A-Za-z]/.test(first)) return true;
  // Or a name after a word that qualifies it: "a signed JWT", "a plain UUID" (not "yarn PnP", a name of two words).
  // (Or a tool in lower case, in code or known: "Plain `fetch` in `onMounted` would refetch …".)
  return isName(first) || (second !== undefined && QUALIFIER.test(first) && (/^[A-Z]/.test(second) || isTool(second)) && isName(second));
};
/** A word that qualifies a name: "signed", "self-hosted", "plain", "vanilla". */
const QUALIFIER = /^(?:[a-z-]+ed|headless|serverless|small|tiny|large|plain|raw|bare|vanilla|custom|native|local|remote|single|shared|dedicated|separate|simple|random|direct|manual)$/;
/** How often a thing is done: "hourly", "nightly", "per-minute". */
const FREQUENCY = /^(?:hourly|daily|nightly|weekly|monthly|yearly|per-(?:minute|hour|day|request))$/;
const REJECT_FOLLOWING_EN = String.raw`(?:[Tt]he\s+|[Aa]\s+(?=(?:[Pp]lain|[Bb]are|[Vv]anilla)\s))?(?<subject>(?:[Pp]lain|[Bb]are|[Vv]anilla)\s+[a-z][\w.+#/-]*(?=\s+(?:in|on|with|inside|from)\s)|${NAME}\s+[a-z]{3,}\s+(?:API|SDK|CLI)(?=\s)|${NAME_OR_WORD}(?:\s+${NAME}){0,2}(?:\s+(?:search|engine|store|queue|cache|scheduler|runner|library|plugin|proxy|gateway|agent mode|agent|exporter)(?=\s+(?:would|was|were|is|took|kept|needed|over|per|for|on|in|couldn't|can't|didn't|doesn't|won't)\b))?(?:\s+plus\s+${NAME_OR_WORD}){0,2}(?:\s+v?\d+(?:\.\d+)*(?=\s+(?:is|was|are|were|changes|changed|by hand|from scratch)\b))?(?:\s+(?:(?:cron|build|test|log|job|batch)\s+)?(?:[a-z]{2,}(?:s|ing|ation)|version|prototype|port|rewrite|workbook|spreadsheet)(?=\s+(?:are|were|would|need|needed|lack|lacked|had|have|meant|ended|let|don't|didn't|can't|couldn't|won't|wasn't|weren't|in|on|from|with|for|leaked|broke|crashed|failed|overflowed|made|hit|hits|kept|scattered|took|cost|only|(?:under|over)-?[a-z]+ed)\b))?)(?:'s\s+(?<part>(?:[\w-]+\s+){0,3}?[\w-]+(?:=[\w-]+)?(?:\s+per\s+(?:[\w-]+\s+){0,2}?[\w-]+)?))?(?:\s+(?:in|inside|on|from|for|with|via|through|over|at|to)\s+(?:the\s+|our\s+|an?\s+)?(?:[\w.-]+\s+){0,3}?[\w.-]+(?=\s)){0,2}(?:\s+as\s+an?\s+(?:separate|standalone|second|extra|hosted|self-hosted|managed)\s+[\w-]+(?=\s))?(?:\s+(?:by hand|from scratch)(?=\s))?`;
/**
 * The same said in a later clause of the deciding sentence, perhaps of something the option has: "Let's go
 * with GitHub Actions — CircleCI's free tier is too small", "I'm going with Meilisearch; Elasticsearch is too heavy",
 * "…, and a bare `Task.Supervisor` loses jobs on deploy" (the name past "plain", "bare" or "vanilla").
 */
/** Words that say a name is used on its own, with nothing added: "plain", "bare", "vanilla" (no part of the name). */
const PLAIN = String.raw`(?:plain|bare|vanilla)`;
/** The same after the article a sentence opens with: "The plain Terraform workspaces experiment …". */
const THE_PLAIN = new RegExp(String.raw`^The\s+${PLAIN}\s+(?=[A-Z])`);
const CLAUSE_FAULT_EN = new RegExp(String.raw`^(?:the\s+|an?\s+)?(?:${PLAIN}\s+(?=[A-Z]))?${CAPITALS}(?:'s\s+((?:[\w-]+\s+){0,3}[\w-]+(?:\s+per\s+(?:[\w-]+\s+){0,2}[\w-]+)?)|\s+((?:[a-z][\w-]*\s+)?[a-z][\w-]*))?\s+((?:${FAULT}|${FAULT_MORE}).*?)[.!]?$`);
/**
 * A reason that says what is wrong with another name, or with something of it: "… because Express doesn't
 * run on Workers", "… since SendGrid's free tier no longer covers our volume".
 */
export const BECAUSE_FAULT_EN = new RegExp(String.raw`\b(?:because|since)\s+(?:the\s+|(?:a|one)\s+(?=single\s))?(single\s+)?${CAPITALS}((?:'s\s+(?:[\w-]+\s+){0,2}[\w-]+|\s+(?:[a-z][\w-]*\s+)?[a-z][\w-]*(?=\s+(?:is|was|are|were|keeps?|kept|would be a single)\b))?\s+(?:${FAULT}|(?:is|was|would be) a single point of failure\b).*?)[.!]?$`);
/**
 * The same of a thing named in lower case, when the clause says how it failed or would: "…; offset pagination
 * got slow past page 200", "…; the hand-written HTML tables broke in Outlook", "…; gRPC would force every partner to …"
 * (not an event that may happen: "— a bad apply in eu-west-1 can't lock …").
 */
const FAILED_CLAUSE_EN =
  /^(?:the\s+|our\s+)?(?!(?:it|this|that|they|we|i|you|there|here|its|their|everything|nothing|something|(?:partner|user|customer|developer|engineer|teammate|admin|people|person|folk|team|client|reviewer|maintainer|contributor)s?|(?:an?|any|every|each)\s+(?:bad|failed|broken|stray|rogue|misconfigured|wrong|faulty)\s)\b)([a-z][\w.+#/-]*(?:'s)?(?:\s+[\w.+#/-]+){0,5}?)\s+((?:broke|blew up|died|dies|drifted|got (?:slow|slower|flaky|unreadable|expensive)|kept (?:breaking|failing|crashing|hiding|timing out)|ran (?:\w+\s+)*?out of memory|timed out|crashed|leaked|skipped|truncated|corrupted|(?:couldn't|could not|can't|cannot|didn't|did not) [a-z]+|mangled|garbled|doubles|doubled|triples|tripled|cost us|costs us|(?:counted|counts|cached|caches|tracked|tracks|limited|limits) (?:[^.;!?]{0,20}? )?per (?:pod|instance|process|node|worker|replica|container|machine|server)|(?:is|are|was|were) (?:unreadable|unusable|unmaintained|abandoned|broken|buggy|confusing)|(?:now\s+)?would (?:slow|force|add|break|mean|cost|complicate|need|require)|would leave [^.;]{1,30}? (?:stale|out of date|outdated|unprotected|exposed)|(?:[a-z]+ed|left|kept|let|put|sent|ran) [^.;]{0,100}?,\s+which\s+(?:broke|crashed|corrupted|took down|cost us|failed))\b.*?)[.!]?$/;

const PRONOUN = /^(?:It|This|That|They|We|I|You|There|Here|Our|Their|Its)$/;

/** The same when what is wrong comes after what is good, with "but": "`tsx watch` restarts faster but doesn't support …". */
const BUT_FAULT_EN = new RegExp(String.raw`^(?:[Tt]he\s+|[Aa]n?\s+)?${CAPITALS}\s+[^;,]{2,60}?,?\s+but\s+(?:it\s+|they\s+)?(${FAULT}.*?)[.!]?$`);
/**
 * A name granted its pull and then set aside, whatever the why: "Zustand was tempting, but we'd be the only app …",
 * "Godot's `ResourceSaver` with `.tres` files was tempting, but …" (the name, not whose it is or what with).
 */
/** Said to be tempting, then "but" and why not (the why in the last group): what TEMPTING_BUT_EN and TEMPTING_ACT_EN end on. */
const TEMPTING_THEN_BUT = String.raw`\s+(?:was|is|looked|looks|seemed|seems)\s+(?:very\s+|really\s+|quite\s+)?(?:tempting|appealing|attractive)\b[^;,]{0,40}?,?\s+but\s+(.+?)[.!]?$`;
const TEMPTING_BUT_EN = new RegExp(String.raw`^(?:the\s+|an?\s+)?(?:[A-Z][\w.+#-]*'s\s+)?${CAPITALS}(?:\s+(?:with|in|for|on|via)\s+[^,;]{1,30}?)?${TEMPTING_THEN_BUT}`);
/**
 * The same of an act of ours, after a decision: "Splitting out the billing service was tempting, but every billing change …"
 * after "I kept the monolith." (the act the option).
 */
const TEMPTING_ACT_EN = new RegExp(String.raw`^((?:[A-Z][a-z]+ing)\s+[^,;]{2,60}?)${TEMPTING_THEN_BUT}`);
function temptingAct(sentence: string): { option: string; reason: string } | null {
  const m = TEMPTING_ACT_EN.exec(sentence);
  return m && opensOnAct(m[1]) ? { option: m[1], reason: m[2] } : null;
}

/**
 * A part of a tool that does a job of its own, "MySQL's FULLTEXT index", "Postgres's LISTEN/NOTIFY queue" (`part`: what
 * follows "'s", ending on a kind of component): the option, not the whole tool, which the project may
 * well use for all else ("Typo tolerance was the main ask, and MySQL's FULLTEXT index doesn't do it"); else null.
 * (Not a plan, a quality or its language, "CircleCI's free tier is too small", "Terraform's HCL has no real loops",
 * which fault the tool.)
 */
const toolFeature = (name: string, part: string | undefined): string | null =>
  part && TOOL_PART.test(part) ? `${name}'s ${part}` : null;
const TOOL_PART = /\b(?:index|indexes|indices|search|queue|queues|cache|scheduler|engine|store|storage|driver|adapter|client|plugin|extension|module|router|pool|runner|worker|workers|mode|integration)$/i;
/** A tool's own feature, "X's own Y" (`part`: what follows "'s"): the option itself, the tool still used beside ours; else null. */
const ownFeature = (name: string, part: string | undefined): string | null => (part && /^own\s/.test(part) ? `${name}'s ${part}` : null);
/** A part with a name of its own in code's camel case, "FastAPI's BackgroundTasks": the option with its tool's name. */
const namedPart = (name: string, part: string | undefined): string | null => (part && /^[A-Z][a-z]+[A-Z]\w*$/.test(part) ? `${name}'s ${part}` : null);

/**
 * A clause in which the team will not take a named thing on: "the team doesn't want to learn Tailwind's utility classes
 * mid-project", "nobody wants to run a Kafka cluster" (the name, not what of it; the name ends what is not wanted, or is
 * the owner of it: not "auth" of "we don't want to maintain the auth tables ourselves").
 */
const UNWANTED_EN = new RegExp(String.raw`^(?:the team|our team|we|nobody|no one)\s+(?:(?:doesn't|don't|didn't|does not|do not|did not)\s+want|wants?)\s+to\s+(?:learn|adopt|run|maintain|operate|host|pay for|support|manage|take on|introduce)\s+(?:the\s+|an?\s+|another\s+)?(${NAME_OR_WORD}(?:'s)?)(?:\s+(?:cluster|server|instance|service|box|stack|setup|deployment))?(?=\s+(?:for|in|on|at|just|mid-[\w-]+|here|again|too|as|ourselves|themselves|anymore|yet)\b|\s*[,.;:!?)]|\s*$|(?<='s)\s)`);
/**
 * A name and its version written with a "v", opening a sentence: "Notary v2 needed …" (the name, the version; not
 * "Android 14 requires …", a platform's rule).
 */
const NAME_VERSION = /^((?:The\s+)?)([A-Z][\w.+#/-]*)\s+(v\d+(?:\.\d+)*)\s+(?=[a-z])/;
/** What a name is, between commas right after it: "Soketi, the self-hosted Pusher clone, …" (read as "Soketi …"). */
const APPOSITIVE = /^([A-Z][\w.+#/-]*),\s+(?:the|an?)\s[^,;:.!?]{2,40},\s+/;
/**
 * Where a named way would run, or how many of it, between its name and "would" (or "runs", "fired"): " inside the API
 * container", " inside the web process", " for every runner" (its article no part of the name: "a J-Link for every runner
 * would cost more than the boards").
 */
const PLACE_BEFORE_WOULD = /^(?:an?\s+)?([A-Z][\w.+#/-]*(?:\s+[A-Z][\w.+#/-]*)?)\s+(?:inside|in|on|within|for|per)\s+(?:the|our|an?|each|every)\s+(?:[\w.-]+\s+){0,2}?[\w.-]+(?=\s+(?:would|runs|ran|fires|fired)\s)/;
/**
 * "on its own", "by itself", "out of the box", "alone", "for two of them" (the taps, connectors, … of it for some of
 * ours): an aside after a name, no part of what is said of it.
 */
const ON_ITS_OWN = /\s+(?:on its own|by itself|on their own|by themselves|out of the box|alone|for (?:one|two|three|four|five|some|most|half|several|a few|many) of (?:them|these|those|ours))(?=\s)/;
/** "'s" that says "is" before what is wrong, no possessive: "winston's too slow for us", "moment's deprecated". */
const IS_CONTRACTED = /'s\s+(?=(?:too|not|way too|much too|overkill|deprecated|archived|unmaintained|abandoned|slower|heavier|bigger|a pain|a hassle)\b)/;
/** A clause that opens with a name and says what is wrong with it (CLAUSE_FAULT_EN, BUT_FAULT_EN): the name, and the fault as its reason. */
function faultIn(said: string): { option: string; reason: string } | null {
  // (An aside after the name says which of it is at fault: "Lerna on its own doesn't cache task outputs".)
  // (Nor is what a name is, set between commas after it: "Soketi, the self-hosted Pusher clone, hasn't had a release …".)
  // (Nor where it would run, before "would": "Puppeteer inside the API container would add about 300 MB …".)
  const clause = said.replace(IS_CONTRACTED, ' is ').replace(ON_ITS_OWN, '').replace(APPOSITIVE, '$1 ').replace(PLACE_BEFORE_WOULD, '$1');
  const unwanted = UNWANTED_EN.exec(clause);
  if (unwanted && namesOne(unwanted[1])) return { option: unwanted[1].replace(/'s$/, ''), reason: clause.replace(/[.!]$/, '') };
  const fault = CLAUSE_FAULT_EN.exec(clause);
  const but = fault ? null : (BUT_FAULT_EN.exec(clause) ?? TEMPTING_BUT_EN.exec(clause));
  if (but) return namesOne(but[1]) && !PRONOUN.test(but[1]) ? { option: but[1], reason: but[2] } : null;
  if (!fault || PRONOUN.test(fault[1])) return null;
  // (A kind that holds a known tool is one too: "…; a system cron entry would fire on every app instance".)
  if (!namesOne(fault[1])) return fault[3] && fault[3].split(/\s+/).some(isTool) ? { option: `${fault[1]} ${fault[3]}`, reason: fault[4] } : null;
  // What of it is at fault ("'s free tier", "builds") starts the reason; its own feature ("Stripe's own idempotency keys
  // weren't enough …") is the option itself, the tool still used beside ours.
  const what = fault[2] ?? fault[3];
  const own = ownFeature(fault[1], fault[2]) ?? toolFeature(fault[1], fault[2]) ?? namedPart(fault[1], fault[2]);
  if (own) return { option: own, reason: fault[4] };
  return { option: fault[1], reason: what ? `${what} ${fault[4]}` : fault[4] };
}

/**
 * A later clause that faults another name: "…; Elasticsearch is too heavy", "… — CircleCI's free tier is too small";
 * `commas`: after a comma too ("please use vitest for the new package, jest is too slow with ESM"), as a prompt says it.
 */
export function clauseFault(sentence: string, commas = false): { option: string; reason: string } | null {
  const clauses = sentence.split(commas ? /;\s+|\s[—–]\s+|,\s+/ : /;\s+|\s[—–]\s+/);
  for (const [i, clause] of clauses.entries()) {
    if (i === 0) continue;
    const before = clauses.slice(0, i).join(' ');
    const fault = faultOf(clause.trim()) ?? versionFault(clause.trim(), before) ?? actFault(clause.trim()) ?? grantedAside(clause.trim(), before) ?? triedBefore(clause.trim(), before);
    // (Not the name the clause before opens on as its choice: "WebP first; WebP is bigger than AVIF, but every browser
    // shows it".)
    const chose = fault ? clauses[i - 1].trim() : '';
    if (fault && chose.toLowerCase().startsWith(`${fault.option.toLowerCase()} `) && !/\b(?:not|instead|rather|over|than|no)\b/i.test(chose)) continue;
    if (fault) return fault;
  }
  return null;
}
/**
 * The last clause of a sentence that decides, after "and" (a decision runs on with no comma: "Let's stick with REST for the
 * partner API, they asked for it and GraphQL would be new to them"), that opens on another name in capitals and faults it
 * with what it would do (`faultOf`); not one the clauses before it named.
 */
export function andClauseFault(sentence: string): { option: string; reason: string } | null {
  const at = sentence.search(AND_NAME_WOULD);
  if (at < 0) return null;
  const clause = sentence.slice(at).replace(/^,?\s+and\s+/, '').replace(/[.!]$/, '');
  const fault = faultOf(clause);
  return fault && /^would\b/.test(fault.reason) && !namesOptionIn(sentence.slice(0, at), fault.option) ? fault : null;
}
/** Where AND_NAME_WOULD's clause starts: "and" before a name of one or two words in capitals and "would". */
const AND_NAME_WOULD = /,?\s+and\s+(?=[A-Z][\w.+#-]*(?:\s+[A-Z][\w.+#-]*)?\s+would\s)/;
/**
 * A later clause that says what we tried or had before, and why not (HAD_BUT_EN), of a name the clauses before it do not
 * name: "Schema changes are checked in CI with `dbt-checkpoint`; we tried SQLFluff's rules for it, but they only look at style".
 */
function triedBefore(clause: string, before: string): { option: string; reason: string } | null {
  const had = /^(?:we|I)\s/.test(clause) ? HAD_BUT_EN.exec(capitalised(clause)) : null;
  return had && namesOne(had[1]) && !namesOptionIn(before, had[1]) ? { option: had[1], reason: had[2] } : null;
}
/** A clause that opens on a name in capitals, grants it something and goes on with "but": "JPEG XL is smaller still, but …". */
const GRANTED_CLAUSE = /^[A-Z][\w.+#-]*(?:\s+[A-Z][\w.+#-]*)?\s+[^,;]{2,60},?\s+but\s/;
/**
 * A name a later clause grants something, then sets aside after "but", that the clauses before it (`before`) do not name:
 * "Format: AVIF first; JPEG XL is smaller still, but Chrome dropped support." (read only where GRANTED_CLAUSE opens it).
 */
function grantedAside(clause: string, before: string): { option: string; reason: string } | null {
  const granted = GRANTED_CLAUSE.test(clause) ? turnedDown(clause, before) : null;
  return granted && !namesOptionIn(before, granted.option) ? granted : null;
}
/**
 * A later clause that opens on an act in lower case and says what it did wrong: "…; polling every file on a timer used
 * 9% CPU on the test box" (read as a sentence of its own would be, ACT_EN's phrase the option).
 */
function actFault(clause: string): { option: string; reason: string } | null {
  if (!GERUND.test(/^\S+/.exec(clause)?.[0] ?? '')) return null;
  const found = FOLLOWING_EN.exec(capitalised(clause))?.groups;
  // (A time alone is no fault: "…; scanning the Parquet files took 4 s on the sample".)
  return found?.act && !/^meant\b/.test(found.fault) && !BARE_TIME.test(found.fault) ? { option: `${clause[0]}${found.act.slice(1)}`, reason: found.fault } : null;
}

/** A time said alone: "took 4 s on the sample", "runs in 300 ms". */
const BARE_TIME = /^(?:took|takes|ran|runs|finished|finishes)\s+(?:in\s+)?(?:~|about\s+|around\s+|under\s+)?\d[\d.,]*\s?(?:ms|s|sec|secs|seconds|min|mins|minutes)\b/;
/** A clause that opens with another version of the tool the clauses before it pinned: "Pinned Python to 3.11 — 3.12 breaks …". */
function versionFault(clause: string, before: string): { option: string; reason: string } | null {
  const found = /^v?\d+\.\d/.test(clause) ? FOLLOWING_EN.exec(clause)?.groups : undefined;
  return found?.version ? otherVersion(found.version, before, found.fault) : null;
}

/** A thing named in lower case that failed (FAILED_CLAUSE_EN): "the per-service middleware counted per pod, so …". */
export function failedClause(clause: string): { option: string; reason: string } | null {
  const plain = clause.replace(ON_ITS_OWN, '');
  // (A name in capitals only with a clause of its own in what it did, below: "Yup gave error messages the operators …".)
  const capital = /^[A-Z]/.test(plain) ? FAILED_CLAUSE_EN.exec(`${plain[0].toLowerCase()}${plain.slice(1)}`) : null;
  const failed = FAILED_CLAUSE_EN.exec(plain) ?? (capital && EMBEDDED_SUBJECT.test(capital[1]) ? capital : null);
  // A possessive names the option: "io-ts's error messages were unreadable" faults io-ts.
  // (An article alone names none: "a leaked key would mean …", read as "a" that "leaked".)
  if (!failed || /^an?$/i.test(failed[1])) return null;
  // (A phrase that holds a clause of its own, a word that is no act nor a preposition then an article, is a name and what
  // it did: "io-ts gave error messages the brewers couldn't make sense of" faults io-ts, not "io-ts gave … the brewers".)
  if (EMBEDDED_SUBJECT.test(failed[1])) {
    const at = failed.index + failed[0].indexOf(failed[1]);
    const name = plain.slice(at, at + failed[1].split(/\s+/)[0].length);
    return namesOne(name) ? { option: name, reason: plain.slice(at + name.length).replace(/[.!]$/, '').trim() } : null;
  }
  return { option: failed[1].replace(/'s\s.*$/, '').replace(/^an?\s+/i, ''), reason: failed[2] };
}
/** Past a phrase's first word, a word that is neither an act ("-ing") nor a preposition, then an article: "messages the". */
const EMBEDDED_SUBJECT = /^\S+\s+(?:\S+\s+)*?(?!(?:of|on|in|into|onto|for|from|with|without|to|at|by|over|under|through|via|behind|across|inside|around|between|per|and|or|than|like)\b)[a-z][\w-]*(?<!ing)\s+(?:the|a|an|our|their|its|my|your)\s/;
/** A clause that faults an option: by name (`faultIn`), or a thing named in lower case that failed (FAILED_CLAUSE_EN). */
export function faultOf(clause: string): { option: string; reason: string } | null {
  const fault = faultIn(clause);
  if (fault) return fault;
  const failed = failedClause(clause);
  if (failed) return failed;
  // (Or a name nothing needs: "…; nothing here needs Airflow yet".)
  const needless = NOT_NEEDED_EN.exec(clause);
  if (needless && needless.index === 0 && namesOne(needless[2])) return { option: needless[2], reason: needless[1] };
  return doesThenFault(clause);
}
/** `doesThenFault` of a name the decision did not say: "Viper lowercases every key, which broke …" after "Config is loaded with koanf." */
function doesThenFaultOther(sentence: string, chosen: string): { option: string; reason: string } | null {
  const found = doesThenFault(sentence.replace(/[.!]$/, '')) ?? whichCannot(sentence);
  return found && !new Set(wordsOf(chosen)).has(found.option.toLowerCase()) ? found : null;
}
/**
 * What we need, then ", which" a name cannot do: "We need to revoke sessions instantly when an account is locked, which
 * JWTs can't do without a denylist." (the need is why not).
 */
const WHICH_CANNOT_EN = new RegExp(String.raw`^(?:We|I|The\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:need|needs|must|have to|has to|want|wants)\b[^.;!?]{2,100}?,\s+which\s+(?:plain\s+)?(${NAME}(?:\s+${NAME})?)\s+(?:can't|cannot|can not|couldn't|won't|doesn't|don't|didn't)\s+(?:do|handle|support|give us|offer|guarantee)\b`);
function whichCannot(sentence: string): { option: string; reason: string } | null {
  const m = WHICH_CANNOT_EN.exec(sentence);
  return m && namesOne(m[1]) ? { option: m[1], reason: sentence.replace(/[.!]$/, '') } : null;
}
/**
 * A name, what it does, and ", which broke …": "`viper` lowercases every key, which broke our case-sensitive …" (or ",
 * so it can't …", or "— it has no …").
 */
function doesThenFault(clause: string): { option: string; reason: string } | null {
  const broke = DOES_WHICH_BROKE_EN.exec(clause) ?? DOES_SO_CANT_EN.exec(clause) ?? DOES_SO_TWICE_EN.exec(clause) ?? DOES_DASH_LACKS_EN.exec(clause);
  return broke && namesOne(broke[1]) && !PRONOUN.test(broke[1]) ? { option: broke[1], reason: broke[2] } : null;
}
/** A name, what it does, then after a dash what it lacks: "Quantum only schedules — it has no retries or persistence, …". */
const DOES_DASH_LACKS_EN = new RegExp(String.raw`^(${NAME_OR_WORD})\s+((?:only\s+)?[a-z]{3,}s\b[^.;!?,]{0,60}?\s[—–]\s+(?:it|they)\s+(?:has no|have no|can't|cannot|doesn't|does not|don't|do not|won't|lacks?|isn't|aren't)\b.*?)[.!]?$`);
/** A name, what it does, then ", so it can't …": "Cypress runs inside the browser, so it can't drive the OAuth popup …". */
const DOES_SO_CANT_EN = new RegExp(String.raw`^(${NAME_OR_WORD})\s+([a-z]{3,}s\b[^.;!?,]{2,80}?,\s+so\s+(?:it|they)\s+(?:can't|cannot|couldn't|won't|doesn't|does not|isn't able to)\b.*?)[.!]?$`);
/** What a name does, so that work is done more than once: "node-cron runs inside every web replica, so with three replicas each job fired three times". */
const DOES_SO_TWICE_EN = new RegExp(String.raw`^(${NAME_OR_WORD})\s+([a-z]{3,}s\b[^.;!?,]{2,80}?,\s+so\b[^.;!?]{0,60}?\b(?:fired|fires|ran|runs|executed|executes|was sent|were sent|charged|billed|processed|triggered)\s+(?:twice|three times|four times|\d+\s+times)\b.*?)[.!]?$`);
/**
 * A name, what it (or a part of it) does, then ", which" and what that broke: "viper lowercases every key, which broke our
 * …", "bincode's format changes between major versions, which would break old saves".
 */
const DOES_WHICH_BROKE_EN = new RegExp(String.raw`^(${NAME_OR_WORD})(?:'s)?\s+((?:[a-z][\w-]*\s+|(?<='s\s+)[A-Z]{2,}s?\s+){0,2}?[a-z]{3,}s\b[^.;!?,]{2,80}?,\s+which\s+(?:broke|breaks|would break|kept breaking|corrupted|corrupts|truncated|truncates|exposes|exposed|would expose|leaks|leaked|would leak|(?:security|legal|compliance|the team|our DPO|nobody)\s+(?:didn't|did not|doesn't|does not|won't|wouldn't)\s+(?:want|allow|accept|approve))\b.*?)[.!]?$`);

/** The same in a bracket after the choice: "Switched the CSV parser to papaparse (the hand-written split broke on quoted commas)". */
export function bracketFault(sentence: string): { option: string; reason: string } | null {
  const bracket = /\(([^()]{8,200})\)/.exec(sentence);
  return bracket ? faultOf(bracket[1].trim()) : null;
}

/** A clause that measures one way of doing it: "the SQLAlchemy version built 40k objects and took 6 minutes", "the SQL one runs in 9 seconds". */
const MEASURED = /^(?:the\s+|our\s+)?((?:[\w.+#/-]+\s+){0,2}?[\w.+#/-]+)\s+(?:version|one|approach|implementation|path|query|build|setup|variant|route)\b[^;]*?\b(?:took|takes|ran|runs|used|uses|needed|needs|cost|costs)\s+(?:in\s+)?(?:~|about\s+|over\s+|under\s+)?\d/i;

/**
 * Two ways measured against each other in the clauses after a choice, the second the one it chose: "Kept the ORM for
 * reads but moved the nightly aggregation to a raw SQL query — the SQLAlchemy version built 40k objects and took 6
 * minutes; the SQL version runs in 9 seconds". The first, named and not what the choice says, is turned down.
 */
export function measuredAgainst(sentence: string): { option: string; reason: string } | null {
  const [chose, ...clauses] = sentence.replace(/[.!]$/, '').split(/;\s+|\s[—–]\s+/);
  const measured = clauses.map((c) => ({ clause: c.trim(), m: MEASURED.exec(c.trim()) })).filter((x) => x.m);
  if (measured.length < 2) return null;
  const said = new Set(wordsOf(chose));
  const [other, ours] = measured;
  const names = (m: RegExpExecArray) => m[1].split(/\s+/).filter((w) => isName(w));
  const otherNames = names(other.m!);
  if (!otherNames.length || otherNames.some((w) => said.has(w.toLowerCase())) || !names(ours.m!).some((w) => said.has(w.toLowerCase()))) return null;
  return { option: other.m![1], reason: other.clause.slice(other.clause.indexOf(other.m![1]) + other.m![1].length).trim() };
}

/** What was kept, then a colon, a semicolon or a dash: "I kept Vitest for the API tests: …", "I left nodemon in place; …". */
const KEPT_COLON = /^(?:(?:for|in|on)\s[^,;:]{2,40}?,?\s+)?(?:so\s+)?(?:(?:i|we)(?:'ve| have)?\s+(?:kept|left|stayed with|stuck with|picked(?! up\b)|chose|went with|settled on|opted for)|kept|stayed with|stuck with)\s[^:;—–]{2,80}(?::|;|\s[—–])\s+/i;
/** That nothing needs the other way: "nothing here needs a search service" (the kind, then the clause as its why). */
const NOT_NEEDED_EN = /(?:^|[,;]\s+(?:and\s+)?|\s+and\s+)((?:nothing|no one|nobody)\s+(?:here\s+|in\s+(?:this|the|our)\s+[\w-]+\s+)?(?:needs|requires|calls for)\s+(?:an?\s+)?((?:[\w.+#/-]+\s+){0,2}?[\w.+#/-]*[\w+#/-])(?:\s+(?:yet|for now|today|at this scale|anymore))?)[.!]?$/i;

/**
 * "I kept Vitest for the API tests too: Jest would need babel-jest for our ESM modules", "I picked Hono for the edge
 * functions: Express doesn't run on Workers, …", "For local storage I kept
 * sqflite; Hive would be faster for key-value data, but …": the name the clause after the colon faults, or concedes
 * something to and then faults; or the kind nothing needs ("Kept `pg_search` for the admin search: it's one scope per
 * model, and nothing here needs a search service").
 */
export function keptThenFault(sentence: string): { option: string; reason: string } | null {
  const kept = KEPT_COLON.exec(sentence);
  if (!kept) return null;
  const rest = sentence.slice(kept[0].length);
  const needless = NOT_NEEDED_EN.exec(rest.trim());
  // (The first clause names the option; its reason runs on where it goes on to fault a second name, for `splitFaults` to
  // give that one its own: "…: Express doesn't run on Workers, and itty-router has no middleware story for auth.")
  const first = faultIn(rest.split(/;\s+|,\s+and\s+/)[0].trim());
  const whole = first ? faultIn(rest.trim().replace(/[.!]$/, '')) : null;
  return (whole && whole.option === first?.option && splitFaults(whole, '').length > 1 ? whole : first) ?? concededIn(rest.trim()) ?? (needless ? { option: needless[2], reason: rest.trim().replace(/[.!]$/, '') } : null);
}
/** A clause that grants a name something, then after "but" what is wrong (CONCEDED_EN): "Hive would be faster …, but …". */
function concededIn(clause: string): { option: string; reason: string } | null {
  const conceded = CONCEDED_EN.exec(clause);
  return conceded && namesOne(conceded[1]) && !PRONOUN.test(conceded[1]) ? { option: conceded[1], reason: conceded[2] } : null;
}

/**
 * One way said to have won, as agents sum up a comparison: "Keyset pagination won: offset queries got slower with
 * every page", "After a week of trying both, Vitest won over Jest because …". "won" ends the clause (a colon, a dash, a reason or the sentence's
 * end follow) or "over" the other way does: not "we won the contract".
 */
const WON_EN = /^(?:(?:in the end|eventually|ultimately|finally)\s+|(?:[^,.;:!?]{2,60},\s+){1,3})?(?:the\s+)?((?:[\w.+#/-]+\s+){0,2}?[\w.+#/-]+)\s+(?:(?:won|wins)(?:\s+out)?(?:\s+over\s+(?:the\s+)?([^:;,.—–]+?))?|beat\s+(?:the\s+)?([^:;,.—–]+?)(?:\s+(?:for us|here|for this|hands down|in the end))?)(?=\s*[:;—–]|,?\s+(?:because|since|as)\b|[.!]?$)/i;

/**
 * A win said as WON_EN reads it: "wins" only of a name in capitals ("ONNX Runtime wins: …"; not "Celebrate small wins:
 * …"), "won" of any way ("Keyset pagination won: …"), "beat" of the way beaten ("Drizzle beat Prisma for us: …").
 */
export function wonIn(sentence: string): RegExpExecArray | null {
  const won = WON_EN.exec(sentence);
  // (And "beat" only between names in capitals: not "Bumped the Celery beat interval …".)
  if (won?.[3] !== undefined) return /^[A-Z]/.test(won[3]) && won[1].split(/\s+/).every((w) => /^[A-Z0-9]/.test(w)) ? won : null;
  return won && (!/\swins\b/i.test(won[0]) || /^[A-Z]/.test(won[1].split(/\s+/).at(-1)!)) ? won : null;
}
/** The way a win (WON_EN) beat: named after "over", or faulted in the clause after it ("offset queries got slower …"). */
export function wonOver(sentence: string): { option: string; reason?: string } | null {
  const won = wonIn(sentence);
  if (!won) return null;
  const rest = sentence.slice(won[0].length).replace(/^\s*[:;—–,]?\s*/, '').replace(/[.!]$/, '');
  const beaten = won[2] ?? won[3];
  if (beaten) return { option: beaten.trim(), reason: rest || undefined };
  return rest ? faultOf(rest.split(/;\s+|,\s+and\s+/)[0].trim()) : null;
}

/**
 * An act in lower case and what it would do, or did: "raising the timeout would tie up a worker for every export",
 * "parsing on the main thread froze the page for 9 seconds", one done somewhere else ("doing it in the load balancer
 * (Envoy's local rate limit) would count per pod") (not one done to the option just named: "adding it for retries alone
 * would double …" is that option's reason).
 */
const ACT_WOULD = /^([a-z]{2,}ing(?!\s+(?:it|them|this|that|one)\b(?!\s+(?:in|on|at|inside|via|through)\s))(?:,?\s+[\w.+#/'()-]+){1,10}?)\s+((?:would\s+(?:tie|hit|block|add|need|mean|cost|break|slow|force|require|double|lose|leak|fail|lock|count)|would\s+have\s+(?:meant|needed|required|cost|broken|forced|doubled|added|tied|locked)|froze|hung|stalled|crashed|timed out|(?:is|was) how (?:we|I|you|the team) (?:ended up|got))\b.*)$/;
function actWould(clause: string): { option: string; reason: string } | null {
  const m = ACT_WOULD.exec(clause);
  return m && GERUND.test(m[1].split(/\s+/)[0]) ? { option: m[1], reason: m[2] } : null;
}
/**
 * A way named by one word in "-ing", no object, and what it does wrong now: "…, and semihosting stalls the core whenever
 * no debugger is attached" (read as a name would be; not an act on the option, "rotating it broke …", nor what it would do).
 */
const LONE_WAY = /^([a-z]{3,}ing)\s+(?!(?:it|them|this|that|these|those|would|will|could|might|can|is|was|were|are)\b)[a-z]+\b/;
function loneWayFault(clause: string): { option: string; reason: string } | null {
  const word = LONE_WAY.exec(clause)?.[1];
  const fault = word && GERUND.test(word) ? faultIn(capitalised(clause)) : null;
  return fault && fault.option.toLowerCase() === word ? { option: word, reason: fault.reason } : null;
}

/** The words that join a second fault to the first: "…, and SQS would tie …", "… while Kafka is too heavy", "…; Bloc was …". */
const NEXT_FAULT = /(?:,?\s+(?:and|while|whereas)|;|,\s+(?:y|und|et))\s+/g;

/**
 * A rejected option whose reason goes on to fault another name: "RabbitMQ would add a broker, and SQS would tie
 * local development to AWS" is RabbitMQ (would add a broker) and SQS (would tie …). `before`: what the sentence
 * says before the first option; a name it holds is the choice ("… over Postgres because Postgres needs a server,
 * and SQLite doesn't" turns SQLite down nowhere). `earlier`: what the decision said before this sentence, where an
 * option said whole (`saysWord`: "franz-go", not "archive" of "Deep Archive") is the choice too ("… with franz-go. I
 * picked it over sarama because …, and franz-go's …").
 */
export function splitFaults(r: { option: string; reason?: string }, before: string, earlier = ''): { option: string; reason?: string }[] {
  if (!r.reason) return [r];
  // (In Japanese, after "、": "Auth0 は月額が高く、Clerk は … 編集できません。")
  // (In Chinese, after "，": "Redux 的样板代码太多，MobX 的响应式调试起来很困难。")
  const cjk = NEXT_FAULT_JA.exec(r.reason) ?? NEXT_FAULT_ZH.exec(r.reason);
  if (cjk && cjk[1] !== r.option && !namesOptionIn(before, cjk[1])) return [{ ...r, reason: r.reason.slice(0, cjk.index) }, { option: cjk[1], reason: cjk[2] }];
  for (const m of r.reason.matchAll(NEXT_FAULT)) {
    // (Not one subject of two parts: "its generators and `project.json` files are more ceremony than …".)
    if (PART_OF_IT.test(r.reason.slice(0, m.index))) continue;
    // (A name after "plain" is the name: "…; plain OpenSeadragon would mean building the comparison view ourselves".)
    const rest = r.reason.slice(m.index + m[0].length).replace(PLAIN_BEFORE_NAME, '');
    // (Nor "the X one", one of the parts the fault before spoke of: "it needs a plugin per notebook format and the Jupyter
    // one hasn't had a release since 2024".)
    if (/^the\s+\S+\s+ones?\b/i.test(rest)) continue;
    // (Nor a person named by a word of the trade: "…, and the on-call person couldn't turn a broken feature off …".)
    if (PERSON_OPENING.test(rest)) continue;
    // (After a semicolon, only a clause that opens on a name: "…; Bloc was more ceremony than …", not "…; the Stripe key
    // was missing from prod's …", what the first fault led to; or on an act that would have done harm: "…; caching in
    // Redis would have meant invalidating on every write path".)
    // (Or on a kind made by hand: "Photon charges per concurrent user …; a custom WebSocket server would mean …".)
    const handMade = m[0].startsWith(';') ? handMadeFault(rest) : null;
    if (m[0].startsWith(';') && !handMade && !/^(?!(?:The|A|An|This|That|It|Its|Their)\b)[A-Z]/.test(rest) && !isName(/^\S+/.exec(rest)?.[0] ?? '') && !actWould(rest)) continue;
    // (An act after a reason said of the option itself is what it would take: "I considered Quartz.NET, but it has no
    // dashboard and retrying a failed job by hand would mean writing one".)
    // (In German, Spanish or French too: "Kafka sería excesivo …, y SQS nos ataría a AWS …".)
    // (Or on a name granted something, then faulted after "but": "…, and SWUpdate alone gives us the updater but no server
    // to roll out from".)
    // (Or, after a semicolon, a name said to have come up as another way, then faulted: "…; Plastic SCM came up too, but it
    // belongs to Unity now and we just left Unity".)
    // (Or a name said to be out of the running, with why: "…; FatFS was never in the running because a torn write …".)
    const next = handMade ?? faultIn(rest) ?? doesThenFault(rest) ?? (OF_IT.test(r.reason) ? null : (actWould(rest) ?? loneWayFault(rest))) ?? europeanFaultNext(rest) ?? concededIn(rest.replace(ON_ITS_OWN, '')) ?? (m[0].startsWith(';') ? (raisedBut(rest) ?? saidOut(rest)) : null);
    // (Nor the option again, by a word of its name: "… over a Postgres warehouse because …, while Postgres needed 20 minutes".)
    // (Nor by its initials: "Decided against server-side rendering …: …, and SSR doubled our Node memory".)
    // (Nor a tool's command, said as what cannot do the job: "…, and `terraform plan` can't validate a string".)
    if (!next || COMMAND.test(rest) || saysChoice(before, next.option) || saysWord(earlier, next.option) || saysWord(r.option, next.option) || initialsOf(r.option) === next.option.toLowerCase()) continue;
    // (Up to the dash that closed an aside before it: "… — totals overlapped the footer — and wkhtmltopdf is …".)
    return [{ ...r, reason: r.reason.slice(0, m.index).replace(/\s*[—–]$/, '') }, ...splitFaults(next, before, earlier)];
  }
  return [r];
}

/**
 * A name at fault, in Japanese: "Auth0 は月額が高く", "Clerk は日本語のメールテンプレートが編集できません", "Pusher は…接続数の上限に
 * 二回達しました" (the name, what is wrong with it); read opening a sentence (rejections.ts) or after "、" in another's reason (`splitFaults`).
 */
export const FAULTED_JA = String.raw`([A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?)\s*(?:は|だと|では|には)[、,]?\s*([^。]{0,60}?(?:遅|重|大き|増え|複雑|面倒|足り(?:ない|ません)|でき(?:ない|ません)|ありません|余計に|不安定|古く|高く|多すぎ|すぎ(?:ます|る|て)|落ち(?:て|ました|る)|を超え|なくなり|なくなった|が多く|が多い|大げさ|過剰|冗長|消え|失われ|いません|止まって|止まり|警告が出|有料プランが必要|が必要です|が必要で、|終了予定|のたびに[^。]{1,30}?(?:していました|してしまい|されていました)|必要があ(?:ります|る|りました)|壊れ|使えな|使えません|扱えな|扱えません|動かせ(?:ない|ません)|対応して(?:いない|いません|おらず)|上限に[^。]{0,20}?達|使い切|倍にな|書けな|書けません|読めな|読めません|[秒分]かかって)[^。]{0,60}?)。?$`;
const NEXT_FAULT_JA = new RegExp(String.raw`、\s*(?=[A-Za-z])(?:${FAULTED_JA})`, 'u');
/** "plain", "bare" or "vanilla" before a name, which is no part of it. */
const PLAIN_BEFORE_NAME = new RegExp(String.raw`^${PLAIN}\s+(?=[A-Z])`);
/** The same in Chinese, after "，": "Redux 的样板代码太多，MobX 的响应式调试起来很困难。" */
const NEXT_FAULT_ZH = /[，,]\s*([A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?)\s*((?:的[^，,。]{1,12})?[^，,。]{0,20}?(?:太|不|没有|无法|过于|需要|困难|很难|麻烦|复杂|卡顿|崩溃)[^。]{0,60}?)。?$/;
/**
 * Whether what a sentence says before its first option names `option`, the choice: by a word of its name, or, for a
 * name of several capitalised words, by all of them ("Cloud Tasks replaces the cron VM …; Cloud Scheduler alone can't
 * fan out …" chose no Cloud Scheduler).
 */
function saysChoice(before: string, option: string): boolean {
  const capitals = option.split(/\s+/).filter((w) => /^[A-Z0-9]/.test(w));
  return namesOptionIn(before, option) && (capitals.length < 2 || saysEveryWord(before, capitals.join(' ')));
}
/**
 * A tool pinned at one version, then after a semicolon another version faulted by its number alone: "I pinned Node to
 * 20 LTS in `.nvmrc`; 22 breaks `node-sass`, …" turns down Node 22.
 */
export function pinnedOtherVersion(sentence: string, step = STEP_SEMI.exec(sentence)): { option: string; reason: string } | null {
  const pinned = step ? PINNED_TO.exec(step[0]) : null;
  const bare = pinned ? BARE_VERSION_FAULT.exec(sentence.slice(step![0].length)) : null;
  return pinned && bare && bare[1] !== pinned[2] ? { option: `${pinned[1]} ${bare[1]}`, reason: bare[2] } : null;
}
/** A tool pinned or kept at a version: "pinned Node to 20", "kept Python at 3.12" (the name, the version). */
const PINNED_TO = /\b(?:pinned|kept|held|locked)\s+([A-Z][\w.+#-]*)\s+(?:to|at|on)\s+v?(\d+(?:\.\d+)*)/;
/** Another version, its number alone, then what it breaks or lacks: "22 breaks `node-sass`, …". */
const BARE_VERSION_FAULT = /^v?(\d+(?:\.\d+)*)\s+((?:breaks|broke|drops|dropped|removes|removed|doesn't|does not|won't|can't|isn't|has no|lacks)\b.*?)[.!]?$/;
/** A step of ours up to a semicolon, before what follows it: "I moved the three `ChangeNotifier`s over; ". */
const STEP_SEMI = /^(?:I|[Ww]e)(?:'ve|\s+have)?\s+(?!(?:looked|considered|evaluated|weighed|tried|prototyped|did|also|thought|talked)\b)[a-z]+\b(?:[^;.!?]|\.(?=\w)){0,80};\s+(?=\S)/;
/** A tool in lower case and one of its commands: "terraform plan", "npm install", "cargo build". */
const COMMAND = /^[a-z][\w.-]*\s+(?:plan|apply|init|install|build|run|test|deploy|push|pull|check|lint|fmt|format|validate|migrate|exec|start|serve|publish)\b/;
/** A part of the option said by a possessive, and nothing said of it yet: "its generators", "their config files". */
const PART_OF_IT = /^(?:its|their)\s+(?:[\w.+#/-]+\s+){0,2}?[\w.+#/-]+$/i;
/** A reason said of the option by a pronoun: "it has no dashboard", "they need …". */
const OF_IT = /^(?:it|they|its|their)\b/i;
/** The words that make a thing of ours hand-made: "hand-written VPC", "hand-copied values" (OLD_ONE_EN, rejections.ts). */
export const HAND_MADE_WORDS = String.raw`ad-hoc|hand-rolled|hand-written|hand-copied|hand-maintained|copy-pasted|home-?grown|custom`;
/**
 * What was used before, and why not now: "We had zap, but since Go 1.21 slog covers structured logging …", "We used
 * to run Celery, but …", "I'd started on NextAuth, but its credentials provider …", "I had started wiring up Unleash, but …",
 * "The team tried Devenv last quarter and liked it, but …", "We ran it on Pusher Channels for the election pilot, but …",
 * "We prototyped with Nakama's built-in matchmaker first, and it couldn't …".
 */
const HAD_BUT_EN = new RegExp(String.raw`^(?:[Ww]e|I|(?:[Tt]he|[Oo]ur)\s+(?:[\w-]+\s+)?team)(?:(?:'d|\s+had)\s+(?:started (?:on|with|wiring up|setting up|adding|using)|begun (?:on|with)|tried|set up|gone with|considered|looked at|evaluated)|\s+(?:had|used|used to (?:use|run|have)|were using|was using|were on|was on|(?:ran|had|hosted) (?:it|them|this|everything) (?:on|in|through)|prototyped (?:with|on)|started (?:with|on)|priced out|trialled|trialed|tried out|did try|tried|benchmarked|(?:ran|were running|was running)(?=\s+(?:[A-Z]|[a-z][\w.]*[\d-][\w.-]*\s|(?:an?|our)\s+(?:${HAND_MADE_WORDS})\s))))\s+(?:the\s+|an?\s+)?(${NAME_OR_WORD}(?:\s+${NAME})?(?:'s\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?(?=,?\s+but\b))?)(?![\w*])[^.!?;,]{0,60}?(?:,?\s+but|,?\s+and(?=\s+(?:it|they)\s+(?:couldn't|could not|can't|cannot|didn't|did not|wouldn't|failed|broke|crashed)\b)|,?\s+and(?=\s+(?:(?:the|our)\s+[\w-]+|it|they|[\w-]+(?:\s+[\w-]+){0,9})\s+(?:kept|keeps)\s+(?:breaking|failing|crashing|losing|dropping|timing out|leaking|hanging|corrupting|overwriting|mangling|missing|forgetting|evicting|redelivering|choking|resending|duplicating|restarting|reconnecting)\b))\s+(.+?)[.!]?$`);
/**
 * What we had before, where it ran, then after a semicolon, colon or dash (or ", which broke …") what went wrong with it
 * (HAD_WRONG): "We had a cron on the analytics VM running `dbt run` at 06:00; when a model failed, nothing downstream
 * knew …", "We used to trust the source IP allowlist, which broke the day …". The option is the thing had, up to
 * where or how it ran; or where we kept them ("We had them in a spreadsheet before; two translators … overwrote …").
 */
const HAD_FAULT_EN = /^(?:[Ww]e|I)\s+(?:had|kept|used to (?:run|have|keep|use|trust|rely on)|were (?:using|running)|ran)\s+(?:(?:them|it)\s+(?:in|on)\s+)?(?:the\s+|an?\s+|our\s+)?((?:[\w.+#/-]+\s+){0,2}?[\w.+#/-]+)(?=\s+(?:on|in|that|which|running|for|at|doing|to|before)\b|\s*[;:—–]|,\s+which\s)(?:[^.!?;:—–]|[.:](?=\d)){0,80}?(?:;|:|\s[—–]|,\s+which(?=\s+(?:broke|failed|fell over|stopped|missed|lost|leaked|let)\b)|,\s+and(?=\s+(?:nobody|no one|none of us)\s+(?:could|can|knew)\b))\s+(.+?)[.!]?$/;
/** A way said with "a" or "the", fine for something smaller, then after ";" or ", but" what happened (FINE_THEN_WRONG). */
const FINE_FOR_EN = /^(?:[Aa]n?|[Tt]he)\s+((?:[a-z][\w-]*\s+){1,2}[a-z][\w-]*(?:\s+(?:in|on|inside|from)\s+(?:the\s+|an?\s+)?[\w-]+(?:\s+[\w-]+)?)?)\s+(?:was|were|is)\s+fine\s+(?:for|with|at|until)\s+[^;,]{2,60}?(?:;\s+|,\s+but\s+)(.+?)[.!]?$/;
/** What went wrong past what was fine: a limit hit, a timeout, a crash. */
const FINE_THEN_WRONG = /\b(?:hit|hits|timed out|times out|timeout|ran out|runs out|failed|fails|broke|breaks|crashed|crashes|too|n't|limit)\b/;
/** What we had in a named tool, then ", but" and what was wrong: "We had basic auth in nginx, but …" (HAD_BUT_EN wants a name). */
const HAD_IN_TOOL_EN = new RegExp(String.raw`^(?:[Ww]e|I)\s+(?:had|used|ran|were using|used to (?:use|run|have))\s+(?:the\s+|an?\s+|our\s+)?((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)\s+(?:in|on|inside|behind|via)\s+(?:the\s+|our\s+)?(${NAME_OR_WORD})(?:\s+[^,.;!?]{1,30})?,?\s+but\s+(.+?)[.!]?$`);
/**
 * A way we made by hand on a named tool, then ", and" (or ", but") what it cost: "We had hand-rolled CBOR with TinyCBOR,
 * and every schema change meant editing the encoder and decoder by hand …" (the tool is the option, in lower case too:
 * "… parsing with nom, and …"; what was made with it goes with it).
 */
const HAD_MADE_WITH_EN = new RegExp(String.raw`^(?:[Ww]e|I)\s+(?:had|used to have|were using|was using|ran)\s+(?:an?\s+|our\s+|the\s+)?(?:${HAND_MADE_WORDS})\s+(?:[\w-]+\s+){0,2}?(?:with|on top of|using|on)\s+(${NAME_OR_WORD}),?\s+(?:and|but)\s+(.+?)[.!]?$`);
/** A tool named as the verb of what we used to do, then ", and" or ", but" what went wrong (HAD_WRONG must hold). */
const USED_TO_TOOL_EN = /^(?:[Ww]e|I)\s+used\s+to\s+([a-z][\w-]*)\s+(?:the|our|all|every|each|them|it)\b[^.!?;]{0,100}?,\s+(?:and|but)\s+(.+?)[.!]?$/;
/** What we were doing before, then ", which meant …" (or made, cost, …): the act is the option, what it did its reason. */
const WERE_DOING_EN = /^(?:[Ww]e|I)\s+(?:were|was)\s+([a-z]{2,}ing\s[^,;.!?]{2,80}?),\s+which\s+((?:meant|made|cost|took|caused|broke|left|sent|forced|tied up|blocked|doubled|pinned|maxed out|ate|saturated|spiked|slowed)\b.+?)[.!]?$/;
/** A name said to be no more than a plainer kind of thing, then after a colon, semicolon or dash what that meant. */
const ONLY_A_KIND_EN = new RegExp(String.raw`^(?:the\s+)?(${NAME_OR_WORD}(?:\s+${NAME})?)\s+(?:is|was|are|were)\s+(?:(?:just|only|merely|basically)\s+(?:an?\s+)?|(?:an?\s+)?(?:plain|simple|flat|bare|basic)\s+)[^:;—–.!?]{2,40}?(?::|;|\s[—–])\s+(.+?)[.!]?$`);
/** A name said to be a heavier kind of thing than the need, then the need: "Passport is a full OAuth2 server, and we have exactly one first-party client — …". */
const FULL_KIND_EN = new RegExp(String.raw`^(?:the\s+)?(${NAME_OR_WORD}(?:\s+${NAME})?)\s+(?:is|was|are|were)\s+(?:an?\s+)?(?:full|full-blown|full-fledged|whole|complete|heavyweight|general-purpose)\s+[^:;—–.!?,]{2,40}?(?::|;|\s[—–]|,\s+(?:and|but)\s+)\s*(.+?)[.!]?$`);
/** How small the need is, or what the rest costs for it: "we have exactly one client", "we only need …", "overhead …". */
const SMALL_NEED = /\b(?:only|just|exactly one|a single|(?:don't|do not|didn't|never) need|overhead|for nothing)\b/;
/** What being only that kind cost: "meant loading …", "would need …", "had to …", "couldn't …". */
const PLAIN_COST = /\b(?:meant|would|had to|has to|needed|needs|couldn't|can't|cannot|no way)\b/;
/** What we had, named first, then ", and" or ", but" what it did: "Plain `pg_dump` nightly was what we had, and it meant …". */
const WAS_WHAT_WE_HAD_EN = /^(?:[Pp]lain\s+|[Tt]he\s+|[Oo]ur\s+|[Aa]n?\s+)?((?:[\w.+#/`-]+\s+){0,2}?[\w.+#/`-]+)\s+(?:was|were)\s+what\s+(?:we|I)\s+(?:had|used|ran|relied on|started with)(?:\s+(?:before|until now|so far|at first))?,?\s+(?:and|but)\s+((?:it|they|that)\s.+?)[.!]?$/;
/** A loss or a failure said as what a way meant: "it meant losing up to a day of orders". */
const LOSS_EN = /\b(?:losing|leaking|dropping|missing|breaking|failing|corrupting|overwriting)\b/;
/** Words of what went wrong with what we had: "failed", "nothing downstream knew", "silently", "didn't". */
const HAD_WRONG = /\b(?:failed|fails|broke|breaks|nothing|never|silently|lost|missed|nobody|no one|stale|down|crashed|overwrote|clobbered|not)\b|n't\b/i;
/** A name timed, benchmarked or tried, then ", and" what took or used several times as much (`turnedDown`). */
const TIMED_WORSE_EN = new RegExp(
  String.raw`^(?:I|[Ww]e)\s+(?:also\s+)?(?:timed|benchmarked|measured|tested|tried)\s+(${NAME}(?:\s+${NAME})?)\b[^.;!?]{0,60}?,?\s+and\s+((?:[\w-]+\s+){0,3}?(?:took|was|ran|used|needed|came out)\s+(?:about\s+|roughly\s+|nearly\s+|over\s+)?(?:twice|(?:three|four|five|six|ten|\d+)\s+times|\d+(?:\.\d+)?[x×])\s+(?:as\s+(?:long|slow|much|big|large)|longer|slower|more|bigger|larger)\b.*?)[.!]?$`,
);
/** Whether a sentence says what was used or started on before, and why not (HAD_BUT_EN): "I had started wiring up Unleash, but …". */
export const hadBut = (said: string): boolean => HAD_BUT_EN.test(said);
/** "; I skipped it because", "; we passed on it:": an option set aside after a semicolon, why to follow. */
const SKIPPED_IT_SEMI = /;\s+(?:I|we)\s+(?:skipped|passed on|dropped|ruled out|set aside|didn't (?:use|pick|take|go with))\s+(?:it|them)\s*(?:because|since|as|:)\s+/;
/** "would have worked too;", "would work;": a concession before a semicolon. */
const WOULD_WORK_SEMI = /(\bwould\s+(?:have\s+)?(?:worked|work|done|do|been fine|be fine)(?:\s+(?:too|as well|here|fine))?);\s+/;
/**
 * What another option would give or did, and then why not: "pnpm would save disk space, but the Dockerfiles assume
 * `npm ci` …", "XGBoost scored 0.02 higher AUC on the holdout, but the account team has to explain each score", "A GPU
 * node would cut p95 to 40 ms, but we'd pay ~$900/month" (a word after the name only after an article), "A flag
 * service like Unleash would give us gradual rollouts, but …" (the name after "like"), "A self-hosted Remark42 would
 * give anonymous comments, but …" (the name after a word that qualifies it), "The Rust rewrite was 20 % faster,
 * but …" (a name's kind of work after it), "OpenFGA models relationships well, but our rules are attribute-based" (a
 * verb of its own, with "well", "fine" or "nicely"), "The env0 trial covered cost estimates too, but it wanted …" (one that
 * did the same job too, its trial or pilot the name's), "vcpkg manifests worked locally, but …" (the name's things in the
 * plural before a verb of how they did, the name alone the option), "Agones on our own GKE cluster would give us more
 * control, yet …" (where it would run no part of it; "yet" after a comma as "but"), "MathJax copes with more of the obscure
 * LaTeX packages …, but …" (a verb before "more"); not a person's ("… is well-versed in
 * machine learning, but she …"), nor one that goes on to show more ("Banana pairs well with …, but here are some …").
 */
const CONCEDED_EN = new RegExp(String.raw`^(?:(?:[Aa]n?|[Tt]he)\s+[a-z][a-z -]{2,30}?\s(?:like|such as)\s+|(?:[Aa]n?|[Tt]he)\s+[a-z][\w-]*\s+(?=[A-Z])|[Tt]he\s+|[Aa]n?\s+)?(?!(?:[Tt]hese|[Tt]hose|[Tt]his|[Tt]hat|[Tt]hey|[Ii]t|[Ss]uch|[Ss]ome|[Mm]any|[Mm]ost|[Bb]oth)\s)(${NAME_OR_WORD}(?:\s+${NAME})?(?:'s\s+(?:[a-z][\w-]*\s+){0,2}?(?:[a-z][\w-]*|[A-Z]{2,}s?)|\s+[a-z]{3,}(?<=^(?:[Tt]he|[Aa]n?)\s.*)(?=\s+would\s)|\s+(?:search|engine|store|queue|cache|client|server|index|driver|backend|database|scheduler|runner|library|plugin|rewrite|port|prototype|implementation|trial|pilot|demo|beta|mesh|proxy|gateway|tunnel|setup)|\s+with\s+(?:an?\s+)?${NAME}(?:<[\w, ]+>)?)?)(?:\s+[a-z]{3,}s(?=\s+(?:worked|ran|did|looked|felt)\b))?(?:\s+(?:on|in)\s+(?:our\s+own\s+|our\s+|the\s+|an?\s+)?[\w.+#-]+(?:\s+[\w.+#-]+)?(?=\s+would\s))?\s+(?:would\s+[a-z]|(?:is|was|are|were|scored|ran|runs|had|has|gave|gives|got|gets|won|wins|looked|looks|came|comes|felt|feels|does|did|offers|offered|supports|supported|handles|handled|works|worked)\b|[a-z]{3,}s(?=\s+(?:[\w-]+\s+){0,3}?(?:well|fine|nicely)\b)|[a-z]{3,}s(?=\s+(?:nicer|better|cleaner|prettier|richer|smoother|sharper|fuller)\s)|[a-z]{3,}s(?:\s+with)?(?=\s+more\s)|[a-z]{3,}(?:ed|s)(?=\s[^.!?;,]{1,40}?\s(?:too|as well),?\s+but\b))(?:(?<=\bwork(?:s|ed))|(?:[^.!?;]|\.(?=\w)){2,80}?)(?:,?\s+but|,\s+yet)\s+(?!(?:he|she|his|her|him|here)\b)(.+?)[.!]?$`);
/**
 * Another option measured against the one chosen, by name: "Jimp is pure JavaScript and took 900 ms per image
 * against 45 ms for sharp", "Moment is 67 kB gzipped compared to 3 kB for Day.js".
 */
const COMPARED_EN = new RegExp(String.raw`^(?:the\s+|an?\s+)?(${NAME_OR_WORD}(?:\s+${NAME})?)\s+((?:is|was|are|were|took|takes|ran|runs|needs|needed|uses|used|scored|weighs|added|adds)\b.*?\b(?:than|against|vs\.?|versus|compared (?:to|with))\s+(.+?))[.!]?$`);

/**
 * The option set aside in a sentence that opens with "Not": "Not YAML, because the indentation errors users kept
 * reporting came from hand-edited YAML", "Not Kafka: three consumers don't need a cluster".
 */
const NOT_THIS_EN = new RegExp(String.raw`^Not\s+(?:the\s+|an?\s+)?(${NAME_OR_WORD}(?:\s+${NAME})?(?:\s+[a-z]{3,}s)?)(?:,\s*(?:because|since|as)\b|:|\s[—–])\s*(.+?)[.!]?$`);
/**
 * The same of a thing of plain words, before a colon: "Not an icon font: screen readers announced …" (not a state
 * reported, "Not yet: …", "Not tested: …", "Not done: …").
 */
const NOT_PLAIN_EN = /^Not\s+(?:the\s+|an?\s+)?((?:[\w.+#/-]+\s+){0,3}?[\w.+#/-]+):\s+(.+?)[.!]?$/;
/** A first word after "Not" that says how things stand, not what was turned down: "Not yet:", "Not done:", "Not sure:". */
const NOT_A_THING = /^(?:[a-z]+ed|done|built|written|run|set|kept|left|shown|seen|made|taken|known|begun|gone|worth|yet|sure|really|quite|now|much|all|only|always|exactly|necessarily|so|too|just|here|there|this|that|possible|applicable|relevant|ideal|great|bad|good|perfect|in|for|at|with|on|because|since|until|unless|when|if|once|even|ever|every|any|everything|anything|me|us|you|them)$/i;
/**
 * A name said to be out of the running, then why: "YAML is out: …", "Kafka is off the table — …", "Long-lived IAM access keys
 * in dotfiles are out: …" (what kind of it, and where, no part of the option), "FatFS was never in the running because …"
 * (`turnedDown`), "GoogleTest is out; its mocking is nice, but …" (after a semicolon, a why that faults: not "Vite 6 is
 * out; the upgrade took ten minutes", a release).
 */
const OUT_EN = new RegExp(String.raw`^(?:the\s+)?(?:[A-Z][a-z]+-[a-z]+\s+(?=[A-Z]))?(${NAME_OR_WORD}(?:\s+${NAME})?(?:\s+[a-z]{3,}){0,2}?)(?:\s+(?:in|on)\s+(?:the\s+|our\s+)?[\w.-]+)?\s+(?:is|are|was|were)\s+(?:out|off the table|ruled out|a no-go|not an option|never (?:in the running|an option|on the table|a contender|a candidate))(?:\s+too|\s+as well)?\s*(?::|\s[—–]|,\s*(?:because|since|as)\b|\s+(?:because|since)\b|;(?=[^.!?]*?(?:n't|\b(?:but|not|no|only|too|never)\b)))\s*(.+?)[.!]?$`);
/** OUT_EN's name and why, of a name. */
function saidOut(clause: string): { option: string; reason: string } | null {
  const out = OUT_EN.exec(clause);
  return out && namesOne(out[1]) ? { option: out[1], reason: out[2] } : null;
}
/** A former form of the thing decided on, said with "As", then what it did as that (`turnedDown`). */
const AS_BEFORE_EN = /^As\s+(?:an?\s+|plain\s+)?((?:[\w.+#/-]+\s+){0,3}?[\w.+#/-]+),?\s+(?:they|it)\s+((?:had|were|was|could|ran|needed|leaked|broke|crashed|hit|took|used|got|shared|read|wrote)\b.+?)[.!]?$/;
/**
 * What keeping things as they were would have meant: "Keeping it local meant two people could apply at once …",
 * "Leaving sessions in memory would mean every deploy logs everyone out", or cost in money: "Keeping a dedicated VM
 * around just for crontab cost $40/month", or what it let someone do: "Trusting the extension let someone upload an
 * SVG …". The option is the whole phrase.
 */
const GERUND_MEANT_EN = /^((?:staying on|sticking with|[a-z]{2,}ing)\s+[^,;.!?]{2,60}?)\s+((?:meant|would (?:have )?mean|would (?:have )?risk(?:ed)?|risked|would (?:have )?cost|would (?:have )?(?:let|allowed|allow|exposed|expose|leaked|leak|filled|fill|eaten|eat|used up|use up|exceeded|exceed|erased|erase|hidden|hide|swallowed|swallow|thrown away|throw away)|would (?:have )?put (?:us|the company|the team) (?:in|into|on|over|under|at)|would (?:have )?(?:touch(?:ed)?|rewrit(?:e|ten)|chang(?:e|ed)|break|broken) (?:all|every|each|most|half of|\d[\d,]*)\b|(?:let|allowed) (?:someone|anyone|any user|an attacker|attackers|people)\b|(?:put|printed|wrote|dumped|leaked) (?:them|it|the (?:[\w-]+ )?(?:secrets?|tokens?|keys?|passwords?|credentials)) (?:in|into|to) (?:the |our )?(?:[\w-]+ )?(?:logs?|output|history)\b|costs? (?:us )?(?:about |around |over |~)?[$€£]\d+)\b.+?)[.!]?$/i;
/**
 * An act on "it" (the work the decision did) done elsewhere, and what that would do: `turnedDown`. (Not what it would
 * fix or spare: "Running it with `CREATE INDEX CONCURRENTLY` would avoid the lock" proposes it.)
 */
const SAME_WORK_ELSEWHERE_EN = /^([A-Za-z][a-z]+ing\s+(?:it|them|this|that)\s+(?:in|at|on|inside|through|with|by|from|per)\s+[^,;.!?]{2,50}?)\s+(would\s+(?:have\s+)?(?!(?:avoid|avoided|fix|fixed|solve|solved|help|helped|prevent|prevented|save|saved|speed|sped|stop|stopped|cut|reduce|reduced|get|got|work|worked)\b)[a-z]+\b.+?)[.!]?$/;
/**
 * An act at fault, the whole phrase the option: "Loading the whole file with `readFileSync` crashed the worker on the
 * 2 GB exports", "Rolling our own with Lucia would take a week …". Its first word a gerund (as GERUND reads one); its
 * words may be code with a call's brackets ("with findAll()": the sentence reaches here without its code ticks), and
 * none is a verb of its own ("Doing it in the app meant every blocked request …" is no act "… meant every" that
 * "blocked").
 */
const ACT_EN = String.raw`(?<act>(?:(?!(?:The|An?|Our|This|That|Its|Their|Some|Any|No|Every|Each)\s)[A-Z][a-z]+(?:-[a-z]+){0,2}\s+(?!(?:str|spr|br|th|k|r|w|s|d|cl|st|sw|fl)ing\b|(?:no|some|every|any)thing\b|during\b|morning\b|evening\b)[a-z]+ing|(?!(?:Str|Spr|Br|Th|K|R|W|S|D|Cl|St|Sw|Fl)ing\b|(?:No|Some|Every|Any)thing\b|During\b|Morning\b|Evening\b)[A-Z][a-z]+(?:-[a-z]+)?ing)(?:\s+(?:\([^()]{1,40}\)|\d{1,2}:\d{2}(?::\d{2})?|(?!(?:meant|would|was|were|is|are)\b)[\w.+#/'()-]+)){1,7}?)`;
/** An act and what it would give, then "but" and why not (`turnedDown`). */
const ACT_CONCEDED_EN = new RegExp(String.raw`^${ACT_EN}\s+would\s+(?:have\s+)?[a-z]+\b[^.!?;]{2,80}?,?\s+but\s+(?<why>.+?)[.!]?$`);
/**
 * Two acts done one after the other, granted that they work, then "but" and why not: "Downloading the Sentinel-2 tiles
 * ourselves and cutting them with rasterio works too, but that's 40 GB a week to store …" (longer than ACT_EN's act).
 */
const ACTS_WORK_TOO_EN = /^(?<act>[A-Z][a-z]+ing\s[^,;.!?]{2,60}?\s+and\s+[a-z]+ing\s[^,;.!?]{2,60}?)\s+(?<why>(?:works|worked|would work)(?:\s+(?:too|as well|fine))?,?\s+but\s+.+?)[.!]?$/;
/** A capitalised name ending in "s", then a bare apostrophe: "Google Maps' pricing", "GitHub Actions' runners". */
const PLURAL_OWNER = /\b([A-Z][\w.+#/-]*s)'\s/g;
/**
 * A common noun's owner before a name, opening the sentence: "The cluster's Lmod modules …", "The build server's Conda
 * channels …" are read as "The Lmod modules …", "The Conda channels …".
 */
const COMMON_OWNER = /^(The\s+)(?:[a-z][\w-]*\s+)?[a-z][\w-]*'s\s+(?=[A-Z])/;
/**
 * What was tried, then after a semicolon what it did well and "but": "We tried Buildkite for a month; the agents were fast,
 * but …" is read as "We tried Buildkite for a month, but …" (what it did well is no fault).
 */
const TRIED_SEMI_GRANTED = /^((?:We|I)\s+(?:tried|used|ran|had|trialled|trialed)\s+[^;.!?—–]{2,60})(?:;|\s[—–])\s+[^;,.!?]{2,60},\s+but\s+/;
/**
 * A trial said as time given to a thing: "We gave the MPPI controller a week — …" is read as "We tried the MPPI
 * controller for a week — …" (then TRIED_SEMI_GRANTED), "I gave Devbox a try, but …" as "I tried Devbox, but …".
 */
const GAVE_IT_TIME = /^((?:We|I)\s+)gave\s+((?:the\s+|an?\s+)?[^;,.!?—–]{2,40}?)\s+(?:an?\s+(?:fair\s+)?(?:try|shot|go|spin|chance)\b|(a|one|two|three|four|a few|several|\d+)\s+(day|days|week|weeks|month|months|sprint|sprints)\b)/;
const triedFor = (_: string, who: string, what: string, count?: string, span?: string): string => `${who}tried ${what}${span ? ` for ${count} ${span}` : ''}`;
/**
 * The other way, then after a semicolon or a dash what it would have given and "but": "Flutter was the other serious option;
 * we'd get one UI codebase, but the accessibility review flagged …" is read as "Flutter was the other serious option, but …".
 */
const ROUTE_SEMI_GRANTED = /^([^;.!?—–]{2,60}?\s+(?:was|is)\s+the\s+(?:other|obvious|main|first)\s+(?:serious\s+|real\s+)?(?:option|candidate|choice|contender|alternative))(?:;|\s[—–])\s+[^;.!?]{2,80}?,\s+but\s+/;
/** A word of HAND_MADE_WORDS that opens a sentence, capitalised: "Hand-written", "Home-grown". */
const HAND_MADE_CAPITAL = /^(?:Hand-(?:rolled|written|copied|maintained)|Home-?grown|Copy-pasted|Ad-hoc)(?=\s)/;
/** One opening the option that says it (OLD_ONE_EN). */
const HAND_MADE = new RegExp(String.raw`^(?:${HAND_MADE_WORDS})\s+`, 'i');
/** A kind made by hand, one word, that would have done something: "A custom updater would …", "A home-grown scheduler would …". */
const HAND_MADE_WOULD = new RegExp(String.raw`^(?:an?\s+)?(?:${HAND_MADE_WORDS})\s+[a-z][\w-]*\s+would\s`, 'i');
/** A clause opening on a kind made by hand: "a custom WebSocket server would …", "our own hand-rolled queue …". */
const HAND_MADE_OPENING = new RegExp(String.raw`^(?:an?|our(?:\s+own)?)\s+(?:${HAND_MADE_WORDS})\s`, 'i');
/** A kind made by hand and what it would do wrong (FOLLOWING_EN's kind and fault), the clause opening on it. */
function handMadeFault(clause: string): { option: string; reason: string } | null {
  const found = HAND_MADE_OPENING.test(clause) ? FOLLOWING_EN.exec(clause)?.groups : undefined;
  return found?.kind && found.fault ? { option: found.kind, reason: found.fault } : null;
}
/**
 * The way things were, named as such and at fault: "The old 7-day access tokens couldn't be revoked, so …", "The
 * previous Postgres ILIKE search timed out on big tenants", "The fixed 1 s retry we had hammered the collector …", "Our
 * ad-hoc `{error: string}` bodies gave clients nothing …", "The old mix of `.env` files and argparse defaults gave
 * three different answers …". The option is what follows "old" (up to five words, code too, or a "mix of" them, and
 * where it was or was spread: "… `Navigator.push` calls scattered across 30 widgets"), what made it hand-made with it
 * ("Our hand-written VPC had drifted …": "hand-written VPC"), a thing said to be spread over many ("The if-statements
 * scattered across 30 handlers disagreed …", no "old"), or what comes before "we had" or "we used to write by hand"
 * ("The TypeScript interfaces we used to write by hand had already drifted …"); it must hold a word the
 * decision did not say and that names something ("The old code didn't check …" names no option).
 */
const OLD_ONE_EN = String.raw`(?:[Tt]he|[Oo]ur)\s+(?:(?:(?:old|previous|former|original|legacy)\s+|(?<=[Oo]ur\s)(?=own\s)|(?=(?:[\w-]+\s+){1,3}baseline\b)|(?=(?:${HAND_MADE_WORDS}|long-lived|static|hard-?coded)\s)|(?=[\w-]+\s+(?:scattered|spread|duplicated|copied)\s+(?:across|over|through)\s))(?<old>(?:(?:mix|tangle|patchwork|combination) of\s+)?(?:[^\s,;]+\s+){0,4}?[\w.+#/-]+(?:\s+(?:(?:scattered|spread|duplicated|copied)\s+)?(?:in|on|from|for|across|over|through)\s+(?:the\s+|our\s+)?(?:[\w.-]+\s+)?[\w.-]+)?)|(?<had>(?:[\w.+#/-]+\s+){0,3}?[\w.+#/-]+)\s+(?:we|I)\s+(?:had|used|used to (?:write|keep|maintain|copy|update)(?: by hand)?)(?:\s+before)?)`;
/**
 * A kind of thing, its tools named in brackets, at fault: "A flag service (Unleash, Flagsmith) is more than we need
 * with three flags". The tools are the options. Or one tool of it after "like": "An in-process limiter like
 * `golang.org/x/time/rate` would give each pod its own bucket" (the kind and the tool, the option).
 */
const KIND_NAMED_EN = String.raw`(?:[Aa]n?|[Tt]he)\s+(?:[\w-]+\s+){1,3}?(?:\((?<tools>${NAME}(?:(?:,\s*|\s+or\s+|\s+and\s+|,\s+or\s+)${NAME}){0,3})\)|(?<like>(?:like|such as)\s+${NAME_OR_WORD}))`;
/**
 * Another of the same kind at fault, in two words one of which the decision said: "Offset pagination skipped and
 * repeated rows" after "Pagination … is cursor-based", "Level 11 was 20x slower …" after "… Brotli at level 4", "A
 * Redis lock would have added …" after "I used a Postgres advisory lock …", "A pure SPA would hurt SEO …" (an acronym second).
 * (With what there is one of it for: "The YAML file per environment kept drifting …" after "Config now lives in
 * environment variables …".)
 * Or three, the first and last read as the kind's two: "A Redis session store would have meant another service …"
 * after "Sessions … are kept in signed cookies via `iron-session`", "Fixed one-second retries hammered …" after
 * "Retries use exponential backoff …", "A fixed 1-second retry made every client hammer …" (a measure between). (Where it
 * was measured is no part of it: "An `OFFSET` query on page 400 took 1.2 s …"; nor where it would run: "A
 * `tfsec` rule in CI would only catch it …".) A kind made by hand, or run for us or apart, may hold a name: "A custom
 * WebSocket server would mean writing matchmaking ourselves", "A managed Pinecone index would cost about $70/month".
 */
const SAME_KIND_EN = String.raw`(?:[Tt]he\s+|[Aa]n?\s+)?(?<kind>[A-Za-z][\w-]*\s+(?:[a-z][\w-]*|[A-Z]{2,}s?|\d[\w.]*)(?:\s+per\s+[a-z][\w-]*(?=\s))?|[A-Za-z][\w-]*\s+[a-z\d][\w-]+\s+[a-z][\w-]+|(?:${HAND_MADE_WORDS}|managed|hosted|self-hosted|dedicated|separate|shared)\s+[A-Z][\w.-]*\s+[a-z][\w-]+)(?:\s+every\s+(?:\d+\s+)?[a-z]+|\s+on\s+(?:page|row|table)\s+[\w,]+|\s+(?:in|on)\s+(?:CI|the\s+[\w-]+|[A-Z][\w-]*)(?=\s+would\b))?`;
/**
 * Another part of a system, said with "a" and what kind it is: "A shared staging server kept getting overwritten …"
 * after "Feature previews are deployed per pull request to Fly.io machines …"; or a shared thing and where it was kept:
 * "A shared `.env` in the team drive meant nobody knew which copy was current …". "The" only before "shared", "single"
 * or "old" ("The shared staging server meant two PRs couldn't be tested at once …").
 */
const OTHER_PART_EN = String.raw`(?:[Aa]n?|[Tt]he(?=\s+(?:shared|single|old)\s))\s+(?<part2>(?:shared|single|common)\s+\.?[\w+#/-][\w.+#/-]*(?:\s+(?:file|folder|doc|document|spreadsheet|sheet))?\s+(?:in|on)\s+(?:the|our|a)\s+(?:[\w-]+\s+)?[\w-]+|(?:(?:[a-z][\w-]*|[A-Z]{2,5})\s+){1,2}(?:\d+(?:\.\d+)?\s?(?:ms|s|sec|min)\s+)?(?:server|service|instance|database|cluster|queue|cache|worker|machine|box|bucket|job|script|container|pod|vm|host|environment|repo|repository|process|proxy|gateway|deployment|pipeline|runner|lock|entry|timer|window|limiter|delay|interval|backoff)(?:\s+per\s+[a-z]+)?)`;
/**
 * A statement at fault, its keywords in capitals (as SQL is written; the sentence reaches here without its code
 * ticks): "SELECT ... FOR UPDATE held row locks across the payment call", "LOCK TABLE seats held locks …".
 */
const CODE_EN = String.raw`(?:[Aa]n?\s+(?:plain|bare|raw|single)\s+)?(?<code>[A-Z]{3,}(?:\s+(?:[A-Z]{2,}|\.{3}|[a-z_]\w*)){1,4}?)`;
/** Another version of what the decision pinned: "3.12 breaks two of our C extensions" after "We'll keep Python 3.11". */
const VERSION_EN = String.raw`(?<version>v?\d+(?:\.\d+)+)`;
/** A way of a few words done with a named tool: "Nightly full dumps with `pg_dump`" (of "… took 3 hours and missed deletes"). */
const DONE_WITH_EN = String.raw`(?<doneWith>(?:[A-Za-z][\w-]*\s+){1,3}(?:with|via|using|through)\s+(?<withTool>${NAME_OR_WORD}))`;
/**
 * Names listed, then that each has the fault: "Chargebee and Recurly both take a share of revenue …", "Metronome and
 * Amberflo are both sales-led …, which doesn't fit …".
 */
const BOTH_NAMED_EN = String.raw`(?<both>${NAME}(?:,\s+${NAME})*,?\s+and\s+${NAME})(?:\s+(?:both|all|each)|(?=\s+(?:are|were)\s+(?:both|all)\s))`;
/**
 * The nine, each then a fault, as one pattern: FAULT is long, and each pattern that holds it costs a fresh hook
 * ~8 ms to compile at its first use (three of them cost the capture hook ~25 ms). The fault may follow "had" before a
 * participle, or a first verb joined to it by "and" ("SeaORM sits on top of SQLx anyway and adds an entity layer …").
 */
const FOLLOWING_EN = new RegExp(String.raw`^(?:${BOTH_NAMED_EN}|${ACT_EN}|${OLD_ONE_EN}|${REJECT_FOLLOWING_EN}|${KIND_NAMED_EN}|${SAME_KIND_EN}|${VERSION_EN}|${CODE_EN}|${DONE_WITH_EN})\s+(?:(?:had|has|have)\s+(?:already\s+)?(?=[a-z]{3,}(?:ed|en)\b)|(?<=\s(?:both|all|each)\s)[a-z]{3,}\s+[^.;!?,]{2,50}?,\s+which\s+(?=would\s)|[a-z]{3,}(?:s|ed)\s+[^.;!?,]{2,50}?\s+and\s+(?=(?:adds|needs|requires|pulls in|lacks|bloats|breaks|we\s+lost)\b))?(?<fault>(?:${FAULT}|${FAULT_MORE}|${FAULT_AFTER}).*?)[.!]?$`);
/**
 * The same of another part of the system (OTHER_PART_EN), read only where a sentence opens with one: in FOLLOWING_EN it
 * cost a fresh capture hook ~10 ms more on its first response.
 */
const OTHER_PART_START = new RegExp(String.raw`^${OTHER_PART_EN}\s`);
const OTHER_PART_FAULT_EN = new RegExp(String.raw`^${OTHER_PART_EN}\s+(?<fault>(?:${FAULT}|${FAULT_MORE}|${FAULT_AFTER}).*?)[.!]?$`);
/** A unit a service bills by, after its name: " minutes" of "GitHub Actions minutes". */
const BILLED_UNIT = /\s+(?:minutes|seats|credits|build hours|compute hours)$/;
/** Words that open a clause ("While Schaff does not …"): no part of a name. */
const OPENER = new Set('although though unless because since after before until whereas once whether'.split(' '));
/** A preposition that opens a clause ("For CI I added …"): no name's first word. */
const CLAUSE_OPENING = /^(?:for|in|on|at|with|from|to|by|into|onto|as|if|when|during|within|without|across|through)$/;
/** A word's stem, without the ending of a verb's form: "hashing" → "hash". */
const STEM = /^([a-z]{3,}?)(?:ing|ed|es|s)?$/;
/** Words that name no kind of thing: the two words of SAME_KIND_EN's `kind` must not be one. */
export const FUNCTION_WORD = new Set('a an the this that these those it its our their my your his her each every all some any no one both other another such which what there here we they you i with without for from of in on at by to into onto as and or but if when while is are was were be been has have had'.split(' '));

/** Words that name no option on their own: "the old code", "the previous version". */
export const GENERIC = new Set('code one ones version versions way setup approach implementation system logic behaviour behavior flow thing things'.split(' '));
/**
 * Another way named as the one set aside: "Self-hosting Prometheus and Loki was the alternative, but nobody …",
 * "Proxying through the API was the first version, but a 500 MB video held a worker for minutes". The option, a
 * name or a gerund's phrase, is all of the subject.
 */
const SET_ASIDE_EN = new RegExp(
  String.raw`^(?:[Tt]he\s+|[Aa]n?\s+(?=[a-z]))?(@?[\w.+#/-]+(?:\s+[\w.+#/'-]+){0,8}?)\s+(?:was|were)\s+(?:${OTHER_ROUTE}|(?:also\s+)?an\s+option(?:\s+too)?)(?:,?\s+but\s+|\s*[;:—–]\s*|,\s+(?=(?:which|since|because)\b))(.+?)[.!]?$`,
);

/** A fault that only says the way was set aside: "was my first idea", "was the other candidate". */
const SET_ASIDE_FAULT = new RegExp(String.raw`^(?:is|was|were) ${OTHER_ROUTE}`);
/** What a thing needs, then provided: "needs Redis, so I added a redis service …" (the thing is used, not turned down). */
const NEED_MET = /^(?:needs|needed|requires|required)\b[^.;!?]*?,\s+so\s+(?:I|we)(?:'ve|\s+have)?\s+(?:also\s+)?(?:added|set up|installed|configured|enabled|brought in|included|created|wired up|spun up|started|provisioned|pulled in)\b/;
/** "… is the obvious fix" (not "… was the obvious fix, but …"): a fix to make, said of an act. */
const FIX_TO_MAKE = /^is the (?:[\w-]+ ){0,2}fix\b(?![^.!?]*\bbut\b)/i;

/**
 * "Moving to Vitest came up in the issue, but …", "Sticky sessions behind the load balancer came up, but …", "A SaaS
 * scanning API came up, but …", "Breaking billing out too was on the table, but …": another option someone raised (a
 * name of up to three words, after "a" when it opens with a capital, with where it sits, or an act), set aside with
 * why. (An act of several words, "Splitting billing into its own service", is a run of characters: a repeated group
 * of words here cost a hook ~10 ms to compile.)
 */
export const RAISED = String.raw`(?:(?:moving|switching|migrating|upgrading)\s+to\s+)?(?:an?\s+(?=[A-Z]))?(?!(?:it|this|that|they|these|those|he|she)\s)([A-Z][\w.+#/-]*(?:,\s+[A-Z][\w.+#/-]*)*,?\s+and\s+[A-Z][\w.+#/-]*(?=\s+(?:both|all)\s)|[A-Za-z][a-z]+ing\s[^,;.!?]{2,60}?|[\w.+#/-]+(?:\s+(?:[a-z][\w-]*|[A-Z]{2,}s?)){0,2}(?:\s+(?:like|such as)\s+[\w.+#/-]+)?(?:\s+(?:behind|in|on|at|for|with|per|across|via|through)\s+(?:the\s+|an?\s+|our\s+)?[\w.+#/-]+(?:\s+[\w.+#/-]+)?)?)(?:\s+(?:both|all))?\s+(?:came up|was (?:suggested|proposed|discussed|raised|on the (?:table|list))|were (?:both |all )?(?:suggested|proposed|discussed|raised|on the (?:table|list)))(?:\s+as\s+(?:an?\s+)?(?:option|alternative|candidate))?\b`;
const RAISED_BUT_EN = new RegExp(String.raw`^${RAISED}[^.!?;]{0,40}?(?:,?\s+but\s+|;\s+)(.+?)[.!]?$`, 'i');
/** What taking a kind raised would cost: "we'd have to …", "it would need …". */
const KIND_COST = /\b(?:would|we'd|have to|had to|needs?|needed|cost)\b/;
/**
 * An option someone raised and the sentence sets aside (RAISED_BUT_EN: after "but" or a semicolon, "JWTs in
 * localStorage came up again in review; any XSS can read them"), by a name; `acts`: an act too ("Moving it to Friday
 * came up, but …" alone is no choice about software).
 */
export function raisedBut(sentence: string, acts = false): { option: string; reason: string } | null {
  const raised = RAISED_BUT_EN.exec(sentence);
  const first = raised?.[1].split(/\s+/)[0] ?? '';
  const act = GERUND.test(first.toLowerCase());
  // (With an act, a kind said with "a" and what taking it would cost: "A manual toggle was on the list, but we'd have to
  // store the choice per user …".)
  if (raised && acts && !act && /^an?\s/i.test(raised[0]) && raised[1].includes(' ') && KIND_COST.test(raised[2])) return { option: raised[1], reason: raised[2].trim() };
  // (Or a name after a word that qualifies it: "A separate Qdrant instance was on the table, but …".)
  return raised && (act ? acts : isName(first) || namesOne(raised[1])) ? { option: raised[1].replace(/\s+(?:too|also|as well)$/i, ''), reason: raised[2].trim() } : null;
}
/**
 * Whether a sentence opens on what it faults, whatever that is ("The in-process scheduler fired every job three times"):
 * for a caller that knows the sentence speaks of the way set aside (decides.ts `setAsideFaulted`). A circumstance before
 * it is passed over ("With three replicas, the in-process scheduler …").
 */
export const opensOnFault = (sentence: string): boolean => FOLLOWING_EN.test(sentence.replace(/^(?:With|Under|At|On)\s[^,;]{1,40},\s+/, ''));
/**
 * The option a sentence right after a decision turns down, unless the decision chose it: said with its fault, or a
 * kind's tools in brackets with theirs, or another of the same kind with its (FOLLOWING_EN); as what was used before
 * (HAD_BUT_EN), or what we had and what went wrong with it (HAD_FAULT_EN); with what it would give and a "but"
 * (CONCEDED_EN); after "Not" (NOT_THIS_EN); as what keeping things as they were meant (GERUND_MEANT_EN); measured
 * against the chosen one, named (COMPARED_EN); or by name in a later clause, in a sentence that names a tool.
 */
/** What a concession grants a part of a name: "… are nice", "… is great" (then ", but …"). */
const PRAISED = /^\s+(?:is|are|was|were|looks?|looked)\s+(?:really\s+|very\s+|quite\s+|genuinely\s+|a bit\s+|a little\s+|slightly\s+|somewhat\s+)?(?:nice|great|good|better|neat|handy|cleaner|faster|lovely|appealing|tempting|elegant|excellent|solid)\b/;
/** A reason that says either way is fine: no fault ("either works for me", "both would do"). */
export const EITHER_FINE = /^(?:but\s+)?(?:either|both)(?:\s+(?:one|way|of them))?\s+(?:works?|would work|is fine|are fine|would do|would be fine)\b/i;
/** "would've", "could've": read as "would have" ("WebSockets would've needed sticky sessions …"). */
const HAVE_CONTRACTED = /\b(would|could|should|might|must)'ve\b/gi;
/** A setting's value, opening a sentence: "Eviction is set to allkeys-lru", "The pool is capped at 20". */
const SET_TO = /^(?:the\s+)?[\w-]+(?:\s+[a-z][\w-]*)?\s+(?:is|are)\s+(?:now\s+)?(?:set|configured|capped|limited|pinned)\s+(?:to|at)\b/i;
/** A name's bill or pricing, said with "The" before the name: "The Mapbox bill …". */
const BILL_OF = /^The\s+([A-Z][\w.+#/-]*)\s+(bill|invoice|pricing|quote)\b/;
/** A reason that only says a way can wait: "it's not urgent", "there's no rush". */
const CAN_WAIT = /^(?:but\s+)?(?:(?:it's|it is|that's|that is|this is)\s+not\s+(?:urgent|pressing|a priority|needed yet)|there's no rush|there is no rush|it can wait)\b/i;
/**
 * A cost of the way kept, granted, then after "but" what moving off it would cost: "The renewal went up 18%, but moving 140
 * flags and the targeting rules to GrowthBook is a quarter of work we don't have" (read as its own sentence from "Moving").
 */
const BUT_MOVING_EN = /^[^,;]{2,80},\s+but\s+((?:moving|switching|migrating|porting)\s.+)$/;
function butMovingFault(sentence: string, chosen: string): { option: string; reason: string; meant?: true } | null {
  const moving = BUT_MOVING_EN.exec(sentence)?.[1];
  return moving ? turnedDownAs(capitalised(moving), chosen) : null;
}
export function turnedDown(sentence: string, chosen: string): { option: string; reason: string; meant?: true } | null {
  // (A setting said as it is, and what it costs, turns nothing down: "Eviction is set to allkeys-lru, but the hit rate will drop".)
  if (SET_TO.test(sentence)) return null;
  // (Who asked for it is no part of the way: "Raising it to 100 MB, as the ticket asks, would push …".)
  // (Nor, when the sentence whole turns nothing down, are the examples in brackets after it, which stay with it: "A
  // client-side sorter (List.js or a bit of Alpine) would only sort …" turns down "client-side sorter (List.js or a bit
  // of Alpine)"; "A paging service (PagerDuty, Opsgenie) is more than we need" turns down the tools it names.)
  // ("The Mapbox bill was too high …" is Mapbox's bill.)
  const billed = BILL_OF.exec(sentence);
  const owned = billed && isName(billed[1]) ? sentence.replace(BILL_OF, "$1's $2") : sentence;
  // (A kind made by hand opening the sentence is read as "the" one: "Hand-written try/catch loops in each client had …".)
  // (A name ending in "s" owns with a bare apostrophe: "Google Maps' per-load pricing" is read as "Google Maps's …".)
  // (An act of ours on a name is that name: "Building it on NextAuth was possible, but we'd own …".)
  const plain = owned.replace(ACT_ON_NAME, '').replace(HAVE_CONTRACTED, '$1 have').replace(IS_CONTRACTED, ' is ').replace(ASKED_ASIDE, ' ').replace(WHOSE_IT_WAS, '$1').replace(HAND_MADE_CAPITAL, (w) => `The ${w.toLowerCase()}`).replace(PLURAL_OWNER, "$1's ").replace(COMMON_OWNER, '$1').replace(GAVE_IT_TIME, triedFor).replace(TRIED_SEMI_GRANTED, '$1, but ').replace(ROUTE_SEMI_GRANTED, '$1, but ');
  // (Read whole first: "Retrofit's OkHttp cache alone was my first idea, but …" turns down the cache alone; else without
  // the asides a name may carry: `withoutAsides`.)
  const whole = turnedDownAs(plain, chosen);
  // (A name granted and faulted before a semicolon, when the whole was read by a name after it: "gin is faster …, and its
  // context type doesn't fit …; gorilla/mux is archived" turns gin down, the clause after the semicolon its reason's,
  // which `splitFaults` reads on.)
  const semi = plain.indexOf(';');
  const before = whole && semi > 0 && plain.indexOf(whole.option) > semi ? grantedFault(plain, chosen) : null;
  const found = (before ? { ...before, reason: `${before.reason}${plain.slice(semi).replace(/[.!]$/, '')}` } : null) ?? measuredBigger(plain, chosen) ?? whole ?? withoutExamples(plain, chosen) ?? grantedFault(plain, chosen) ?? withoutAsides(plain, chosen) ?? grantedButFault(plain, chosen) ?? laterClause(plain, chosen) ?? doesThenFaultOther(plain, chosen) ?? butMovingFault(plain, chosen) ?? temptingAct(plain);
  // (What names it as a way set aside is no part of why: "was the lighter option, but it has no devtools timeline …".)
  const why = found?.reason.replace(ROUTE_THEN, '');
  // (A reason that says either way is fine is no fault: "… was the other option; either works for me".)
  // (Nor one that only says it can wait: "Upgrading would get us the faster `COPY` …, but it's not urgent.")
  if (why !== undefined && (EITHER_FINE.test(why) || CAN_WAIT.test(why))) return null;
  // (Nor is a word that names no thing, a person or a team: "…; nothing broke", "We tried …", "Legal wanted us to …" turn
  // nothing down.)
  if (found && (INDEFINITE.test(found.option) || PRONOUN.test(found.option) || TEAM.test(found.option))) return null;
  // (Nor a fault the sentence says we are covered for: "Terraform Cloud is proprietary, but our contract covers it …".)
  if (why !== undefined && COVERED.test(why)) return null;
  // (Nor is a person named by a word of the trade: "…, and the on-call person couldn't turn a broken feature off …".)
  if (found && new RegExp(String.raw`(?<![\w-])${escapeRegExp(found.option)}\s+${PERSON}`, 'i').test(plain)) return null;
  // (The article that opened the sentence is no part of the way: "An in-process `functools.lru_cache` would have …".)
  // (Nor is a word of time after it: "axios still works, but …", nor "itself": "Kafka itself would mean …".)
  // (A capital that only opens the sentence names the thing with the plural after it: "Project references would make it
  // faster, but they broke …" turns down project references, not "Project".)
  const plural = found ? new RegExp(String.raw`^${escapeRegExp(found.option)}\s+([a-z]{3,}s)(?=\s+(?:would|could|were|are|have|had|did|do|made|make|broke|break)\b)`).exec(plain) : null;
  const option = (plural ? `${found!.option} ${plural[1]}` : found?.option)?.replace(/^(?:An?|The)\s+(?=[a-z])/, '').replace(/\s+(?:still|itself|themselves)$/, '');
  return found && why ? { ...found, option: option!, reason: why } : found;
}
/**
 * A way of ours said as building on a name, before it: "Building it on " of "Building it on NextAuth was possible, but …"
 * (not "Doing it in Express middleware meant …", the act the option).
 */
const ACT_ON_NAME = /^(?:Building|Hosting|Implementing)\s+(?:it|this|that|them|ours?)\s+(?:on|on top of)\s+(?=[A-Z])/;
/** A team of people, no way of doing the work: "Legal", "Security". */
const TEAM = /^(?:legal|security|compliance|finance|product|design|marketing|sales|support|ops|management|procurement|HR|leadership)$/i;
/** A fault granted, then said to be covered: ", but our contract covers it", ", but that's fine". */
const COVERED = /,\s+but\s+(?:(?:our|the)\s+(?:[\w-]+\s+)?(?:contract|licen[cs]e|plan|agreement|subscription|budget)\s+(?:covers|includes|allows)|(?:it's|it is|that's|that is)\s+(?:fine|ok|okay|not a problem))\b/i;
/** A conjunction that opens a clause, before the words a rule took for a way: "Although our state backend …". */
export const CLAUSE_OPENER = /^(?:although|though|while|whilst|whereas|because|since|unless|if|when|whenever|once)\s/i;
/** Words that name no thing: "nothing", "everything", "none". */
const INDEFINITE = /^(?:nothing|everything|anything|something|none|nobody|no one|everyone|everybody|anyone|all)$/i;
/** "The general `jiff` parser": which kind of a named thing, before its name (the name in group 1). */
const KIND_BEFORE_NAME = /^The\s+(?:general|generic|default|stock|standard|full|stdlib|built-in|builtin)\s+(\S+)/;
/** A person, named by the word after a word of the trade ("the on-call person", "the support team"). */
const PERSON = String.raw`(?:person|people|engineers?|developers?|team|users?|customers?|staff|folks)\b`;
const PERSON_OPENING = new RegExp(String.raw`^(?:the|our)\s+[\w-]+\s+${PERSON}`, 'i');
/**
 * `turnedDownAs` of a sentence read without the asides a name may carry: "alone" after it ("React Navigation alone would
 * need …"), "plain" before it ("The plain Terraform workspaces experiment duplicated …"), which kind of it before it
 * ("The general `jiff` parser was …"), its version after it, which the option keeps ("Notary v2 needed us to run and
 * guard a key store …"). Null when it carries none.
 */
function withoutAsides(sentence: string, chosen: string): { option: string; reason: string; meant?: true } | null {
  // (A word of which kind of it, before a name in any case: "The general `jiff` parser was 40% of the profile …".)
  const kindOf = KIND_BEFORE_NAME.exec(sentence);
  const unkinded = kindOf && namesOne(kindOf[1].replace(/`/g, '')) ? sentence.replace(KIND_BEFORE_NAME, 'The $1') : sentence;
  const lean = unkinded.replace(ON_ITS_OWN, '').replace(THE_PLAIN, 'The ').replace(NAME_VERSION, '$1$2 ');
  if (lean === sentence) return null;
  const found = turnedDownAs(lean, chosen);
  const version = NAME_VERSION.exec(sentence);
  return found && version && found.option === version[2] ? { ...found, option: `${version[2]} ${version[3]}` } : found;
}
/** A size or a time, in one unit: what MEASURED_BIGGER_EN compares. */
const UNIT_SCALE: Record<string, number> = { kb: 1e3, mb: 1e6, gb: 1e9, ms: 1e-3, s: 1, sec: 1, seconds: 1, min: 60, minutes: 60 };
const MEASURE = String.raw`(?:~|about\s+|around\s+|over\s+|nearly\s+)?(\d[\d,]*(?:\.\d+)?)\s?(KB|MB|GB|ms|s|sec|seconds|min|minutes)\b`;
/** "Electron's installer was 140 MB against Tauri's 9 MB": a name's part measured against the choice's (group 4). */
const MEASURED_BIGGER_EN = new RegExp(String.raw`^(?:[Tt]he\s+)?(${NAME_OR_WORD}(?:\s+${NAME})?)(?:'s\s+(?:[\w-]+\s+){0,2}?[\w-]+)?\s+(?:was|is|were|are|took|takes|weighed|weighs|came to|comes to)\s+${MEASURE}\s+(?:against|vs\.?|versus|compared (?:to|with))\s+(?:the\s+)?(${NAME_OR_WORD}(?:\s+${NAME})?)(?:'s)?(?:\s+[\w-]+){0,2}?\s+${MEASURE}`);
/**
 * A name measured against the choice, bigger or slower, is turned down for it: "Electron's installer was 140 MB against
 * Tauri's 9 MB, and …" after "Went with Tauri …" (not when it is the smaller or the faster: that is the choice's cost).
 */
function measuredBigger(sentence: string, chosen: string): { option: string; reason: string } | null {
  const m = MEASURED_BIGGER_EN.exec(sentence);
  if (!m || !isName(m[1].split(/\s+/)[0]) || !namesOptionIn(chosen, m[4]) || namesOptionIn(chosen, m[1])) return null;
  const size = (n: string, unit: string) => Number(n.replace(/,/g, '')) * UNIT_SCALE[unit.toLowerCase()];
  if ((UNIT_SCALE[m[3].toLowerCase()] >= 1e3) !== (UNIT_SCALE[m[6].toLowerCase()] >= 1e3) || size(m[2], m[3]) <= size(m[5], m[6])) return null;
  return { option: m[1], reason: sentence.slice(m[1].length).replace(/^'s\s+/, '').replace(/[.!]$/, '').trim() };
}
/**
 * A later clause, after ", and" or a semicolon, that opens on another name (past "even" or "also") and faults it, when
 * the clause before names none: "Each site is one or two boxes, and even k3s wanted more memory than the Pi 5s have
 * left", "The widget is embedded on customers' sites, and React plus ReactDOM would be ~45 KB gzipped …".
 */
function laterClause(sentence: string, chosen: string): { option: string; reason: string; meant?: true } | null {
  const m = /,\s+and\s+|;\s+/.exec(sentence);
  if (!m || sentence.slice(0, m.index).split(/\s+/).some((w) => isName(w.replace(/[.,;:!?]+$/, '')) && !FUNCTION_WORD.has(w.toLowerCase()))) return null;
  // (A name after "the" too, read as the sentence opening on it: "…, and the Universal Viewer shows one object at a
  // time".)
  const rest = sentence.slice(m.index + m[0].length).replace(/^(?:even|also)\s+/, '').replace(/^the\s+(?=[A-Z])/, 'The ');
  const withIt = withWouldMean(rest, chosen);
  if (withIt) return withIt;
  if (!/^[A-Za-z]/.test(rest) || !namesOne(rest.replace(/^The\s+/, '').split(/\s+/)[0])) return null;
  return turnedDownAs(rest, chosen);
}
/**
 * What we would be left doing with another name: "with plain SQS we'd be writing the state machine, timers and retries
 * ourselves" (the name, and the clause whole as why).
 */
const WITH_WOULD_EN = new RegExp(String.raw`^[Ww]ith\s+(?:plain\s+|bare\s+|just\s+|only\s+)?(${NAME}(?:\s+${NAME})?),?\s+(?:we|I)(?:'d|\s+would)\s+(?:be\s+[a-z]{3,}ing|have\s+to|need\s+to|end\s+up)\b[^.;!?]{2,120}?[.!]?$`);
function withWouldMean(clause: string, chosen: string): { option: string; reason: string } | null {
  const m = WITH_WOULD_EN.exec(clause);
  return m && namesOne(m[1]) && !new Set(wordsOf(chosen)).has(m[1].toLowerCase()) ? { option: m[1], reason: clause.replace(/[.!]$/, '') } : null;
}
/**
 * A name granted what it did, then ", but it …" and its fault (BUT_FAULT_EN): "The Weaviate hybrid setup scored 0.02 higher
 * on recall, but it needs a 4 GB node of its own." (a name the decision did not say).
 */
function grantedButFault(sentence: string, chosen: string): { option: string; reason: string } | null {
  const m = BUT_FAULT_EN.exec(sentence);
  // (Not one kept but left unused: "The CatBoost model is kept in models/catboost.py but no longer loaded …", which the
  // decision before it takes in as what the switch left.)
  // (Nor an act, which its own readings take whole: "Streaming through the API was simpler, but it would tie up …".)
  if (!m || PRONOUN.test(m[1]) || !namesOne(m[1]) || GERUND.test(m[1].toLowerCase()) || /^no longer\b/.test(m[2])) return null;
  return new Set(wordsOf(chosen)).has(m[1].toLowerCase()) ? null : { option: m[1], reason: m[2] };
}
/** `turnedDownAs` of a sentence read without the examples in brackets after the way's name, which the option keeps. */
function withoutExamples(sentence: string, chosen: string): { option: string; reason: string; meant?: true } | null {
  const examples = EXAMPLES_AFTER.exec(sentence);
  const found = examples ? turnedDownAs(sentence.replace(EXAMPLES_AFTER, '$1'), chosen) : null;
  return found && examples![1].endsWith(found.option) ? { ...found, option: `${found.option} ${examples![2]}` } : found;
}
/**
 * A name granted what it does or is, then faulted by what "its" part is or by what "it" does: "Thumbor served the same
 * URL scheme, but its Docker image is 1.1 GB …" reads as "Thumbor's Docker image is 1.1 GB …", "Provider is what Riverpod
 * grew out of; it can't override …" as "Provider can't override …" (when the sentence read whole turns nothing down).
 */
function grantedFault(sentence: string, chosen: string): { option: string; reason: string; meant?: true } | null {
  const granted = GRANTED_BUT_ITS_EN.exec(sentence);
  const its = granted ? turnedDownAs(`${granted[1]}${granted[2] ? "'s" : ''} ${granted[3]}`, chosen) : null;
  return its?.option.startsWith(granted![1]) ? its : null;
}
/** A way's name with examples of it in brackets, before what it does: "A client-side sorter (List.js or …) would …". */
const EXAMPLES_AFTER = /^((?:the|an?|our)\s+(?:[\w.-]+\s+){0,3}?[\w.-]+)\s+(\([^()]{2,60}\))(?=\s+(?:would|was|were|is|are|had|has|kept|did|does|can't|couldn't|didn't|doesn't|won't|wouldn't)\b)/i;
/**
 * A clause after the way's name that says whose it was, before what it does: "The in-memory store it defaults to would
 * count per instance" reads as "The in-memory store would count per instance".
 */
const WHOSE_IT_WAS = /^((?:the|an?|our)\s+(?:[\w.-]+\s+){0,3}?[\w.-]+)\s+(?:it|we|they|you|I)\s+(?:defaults? to|had|used|ships? with|came with|comes with|suggested|tried|started with)(?=\s+(?:would|was|were|is|are|had|has|kept|did|does|can't|couldn't|didn't|doesn't|won't|wouldn't)\b)/i;
/** An aside that says who asked for a way: ", as the ticket asks,", ", as requested,", ", as you suggested,". */
const ASKED_ASIDE = /,\s+as\s+(?:the\s+(?:ticket|issue|spec|PR|request)\s+(?:asks|asked|says|said|suggests|suggested)|requested|suggested|you\s+(?:asked|suggested|proposed))\s*,\s+/;
/** "was the other candidate; ", "was the lighter option, but ": how a way set aside is named, before why. */
const ROUTE_THEN = new RegExp(String.raw`^(?:is|was|were) ${OTHER_ROUTE}(?:,?\s+but|\s*[;:—–])\s+(?=\S)`);
/** What a way did when it gave out under the work: "fell over past five people", "crashed on …", "timed out twice", "spent most of its time waiting on TLS handshakes". */
const GAVE_OUT = /^(?:spent (?:most|half|much|\d+\s?%|the bulk) of (?:its|their|the) time (?:waiting|blocked|idle|sleeping|stalled)|fell over|falls over|fell apart|(?:crashed|crashes)(?!\s+(?:the|our|an?|every|its|their)\b)|choked|timed out|times out|(?:kept|keeps) (?:crashing|falling over|timing out)|couldn't keep up|could not keep up)\b/;
/** When or how soon a thing was turned down ("ruled out early", "ruled out last quarter"): no option. */
export const WHEN_DONE = String.raw`early(?:\s+on)?|quickly|immediately|right away|at once|first|too|as well|also|fast|last\s+(?:week|month|quarter|year|sprint|time)|this\s+(?:week|month|quarter|year|morning|sprint)|yesterday|earlier|before|in\s+(?:(?:January|February|March|April|May|June|July|August|September|October|November|December)|Q[1-4]|\d{4})`;
/**
 * The option said first, then that we turned it down, then why: "Elasticsearch I ruled out early: a 2 GB heap for 600
 * pages.", "Kafka we dropped — one more cluster to run."
 */
export const FRONTED_OUT_EN = new RegExp(String.raw`^(?:[Tt]he\s+)?(${NAME}(?:\s+${NAME})?)\s+(?:I|we)\s+(?:ruled out|dropped|skipped|passed on|set aside|turned down|rejected)(?:\s+(?:${WHEN_DONE}))?\s*(?::|\s[—–]|,\s*(?:because|since|as)\b)\s*(.+?)[.!]?$`);
/**
 * A name, what it does, did or is, then ", but its …", ", and its …" or "; it …": the part of it at fault, or what it
 * does (a name, not "I" or "We"). (Not one said to be weighed, "X was also evaluated; it would have worked, but …",
 * which the rules of what was weighed read.)
 */
const GRANTED_BUT_ITS_EN = new RegExp(String.raw`^(?:[Tt]he\s+)?(?!(?:I|We|You|It|They|He|She|it|we|you|they|this|that|there|here)\s)(${NAME_OR_WORD}(?:\s+${NAME})?)\s+(?!(?:was|were)\s+(?:also\s+|briefly\s+)?(?:evaluated|considered|weighed|tried|discussed|suggested|proposed)\b)[a-z]{2,}\b[^;,]{2,80}?(?:(?:,?\s+but|,\s+and(?=\s+(?:its|their)\s))\s+(its|their)|;\s+(?:it|they))\s+([^;]+?)(?:;\s.*)?[.!]?$`);
/** A name granted what it does better, then after a semicolon how little we need: BETTER_NOT_NEEDED_EN's reason is all after the name. */
const BETTER_NOT_NEEDED_EN = new RegExp(String.raw`^(?:[Tt]he\s+)?(${NAME})\s+((?:is|would be|was)\s+(?:faster|quicker|more (?:flexible|powerful|capable|scalable)|better)\b[^;.!?]{0,60};\s+(?:we|our\s+[\w-]+|the\s+[\w-]+)\s+(?:only\s+)?(?:have|has|need|needs|run|runs|see|sees|store|stores|handle|handles|get|gets)\s+(?:at most|only|just|under|fewer than|no more than|a few|a handful of|maybe)\b[^.!?]*?)[.!]?$`);
/** A name that did the same job, how, and after ", and" or ", but" what was wrong with it: "Viper was doing the same thing with …, and its …". */
const SAME_JOB_EN = new RegExp(String.raw`^(?:[Tt]he\s+)?(${NAME}(?:\s+${NAME})?)\s+(?:was doing|did|does|can do|could do|was doing exactly|did exactly)\s+the same(?: (?:thing|job|work))?\b\s*([^.;!?]{0,140}?)(?:,?\s+(?:and|but)\s+(.+?))?[.!]?$`);
/**
 * What counts as a fault in SAME_JOB_EN's parts: the fault words, or a cost said as a multiple ("with four times the
 * dependencies"). Built when first needed: the fault words are a long pattern.
 */
let faultWords: RegExp | undefined;
const FAULT_IN = { test: (text: string): boolean => (faultWords ??= new RegExp(String.raw`\b(?:${FAULT}|${FAULT_MORE})|\b(?:twice|three times|four times|five times|ten times|\d+(?:\.\d+)?[x×]|\d+ times) (?:the|as many|more)\b`)).test(text) };
/** Another version granted as out, then faulted: "3.13 is out, but `pyproj` has no 3.13 wheels yet …" (after "Pinned Python to 3.12"). */
const VERSION_GRANTED_EN = /^v?(\d+(?:\.\d+)+)\s+(?:is|was|has been)\s+(?:out|available|released|stable|GA)\b[^;,.!?]{0,30}?,?\s+but\s+(.+?)[.!]?$/;
/**
 * The way a choice sets aside, said in it after a comma: ", not structlog", ", not Poetry: …" (to the clause's end), or
 * taken out after a semicolon: "…; I took ZeroTier off them".
 */
const SET_ASIDE_IN_CHOICE = /,\s+not\s+[^,;:.!?—–()]+|;\s+(?:I|we)(?:'ve|\s+have)?\s+(?:removed|dropped|ripped out|took out|took\s+[^,;:.!?—–()]+?\s+(?:off|out)\b)[^,;:.!?—–()]*/g;
/** `turnedDown`, the reason as the pattern read it. */
function turnedDownAs(sentence: string, chosen: string): { option: string; reason: string; meant?: true } | null {
  // What "its" / "their" owns is of a thing said before ("… we turned the self-hosted Jenkins off. Its plugins broke …"):
  // no option of its own.
  if (/^(?:its|their)\s/i.test(sentence)) return null;
  // A step of ours said first, then after a semicolon another way set aside: "I moved the three `ChangeNotifier`s over;
  // `Provider` would have kept working, but it can't override …".
  const step = STEP_SEMI.exec(sentence);
  const otherPinned = step ? pinnedOtherVersion(sentence, step) : null;
  if (otherPinned) return otherPinned;
  if (step) {
    const after = turnedDown(sentence.slice(step[0].length), chosen);
    if (after && !/^(?:it|they|this|that|them)$/i.test(after.option)) return after;
  }
  // (What the decision set aside by name is no part of what it chose: "… goes through loguru now, not structlog." before
  // "structlog's processor chain was fine for JSON, but …".)
  const said = new Set(wordsOf(chosen.replace(SET_ASIDE_IN_CHOICE, '')));
  const fronted = FRONTED_OUT_EN.exec(sentence);
  if (fronted && !said.has(fronted[1].toLowerCase())) return { option: fronted[1], reason: fronted[2] };
  // A name granted its strength, then that we need no more than we have: "GRDB is faster on big queries; we have at most
  // a few thousand notes per user."
  const better = BETTER_NOT_NEEDED_EN.exec(sentence);
  if (better && !said.has(better[1].toLowerCase())) return { option: better[1], reason: better[2] };
  // Another name granted the same job, then what was wrong with it: "Viper was doing the same thing with four times the
  // dependencies, and its key lowercasing broke our `AWS_*` names."
  const granted = VERSION_GRANTED_EN.exec(sentence);
  const newer = granted ? otherVersion(granted[1], chosen, granted[2]) : null;
  if (newer) return newer;
  const same = SAME_JOB_EN.exec(sentence);
  // (What it does the same of is no fault: "config-rs does the same layering, but its error messages don't say …" faults
  // only the error messages.)
  if (same && !said.has(same[1].toLowerCase()) && (FAULT_IN.test(same[2]) || FAULT_IN.test(same[3]))) return { option: same[1], reason: [FAULT_IN.test(same[2]) ? same[2] : '', same[3] ?? ''].filter(Boolean).join(', and ') };
  // (A part of a system said with "a" is read as one before a kind of three words: "A shared staging server kept …".)
  const first = FOLLOWING_EN.exec(sentence)?.groups;
  // (Or before a kind of two words the decision said neither of: "A fixed window per minute let clients burst …" after "Rate
  // limiting is a token bucket …".)
  const unsaidKind = first?.kind !== undefined && first.kind.toLowerCase().split(/\s+/).every((w) => !said.has(w));
  const part = (!first || first.kind?.split(/\s+/).length === 3 || unsaidKind) && OTHER_PART_START.test(sentence) ? OTHER_PART_FAULT_EN.exec(sentence)?.groups : undefined;
  const found = part ?? first;
  // "Batching them into one query is the obvious fix.": a fix to make, not a way set aside (as "… was the obvious fix, but …").
  // Nor is a need met: "Sidekiq needs Redis, so I added a redis service …".
  // (Nor is an act done to a name a name: "Raising Gunicorn's `--keep-alive` would have worked too, but …" is the act's,
  // which ACT_CONCEDED_EN reads whole.)
  const actOnName = found?.subject !== undefined && /^[A-Z][a-z]+ing\s+[A-Z]/.test(found.subject) && opensOnAct(found.subject);
  const following = found && !FIX_TO_MAKE.test(found.fault) && !NEED_MET.test(found.fault) && !actOnName ? found : undefined;
  // An act at fault is all its phrase ("Caching in the app with an LRU didn't help"), where it is done included.
  // (Right after an option turned down with no reason, it is that option's reason: `meant`.)
  // ("Caching API responses too served stale …", "Reading the file … first ran the worker out of memory": how far it
  // went, or when, is no part of the act.)
  const act = following?.act?.replace(/\s+(?:too|also|as well|first)$/, '');
  // (What it "meant" is GERUND_MEANT_EN's, below.)
  if (act && !/^meant\b/.test(following!.fault)) return allSaid(act, said) ? null : { option: act, reason: following!.fault, meant: true };
  // Another part of the system.
  if (following?.part2) return allSaid(following.part2, said) ? null : { option: following.part2, reason: following.fault };
  // A statement the decision did not say.
  if (following?.code) return allSaid(following.code, said) ? null : { option: following.code, reason: following.fault };
  // Another version of a tool the decision names with one: that tool at that version.
  if (following?.version) return otherVersion(following.version, chosen, following.fault);
  // The old way: a word of it unsaid by the decision, and one that names something.
  const old = following?.old ?? following?.had;
  // (What made it hand-made sets it apart, but names nothing: "The hand-written version didn't quote …" names no option.)
  const names = (w: string) => !GENERIC.has(w) && !/^\d/.test(w);
  const named = old ? old.replace(HAND_MADE, '').toLowerCase().split(/\s+/).some(names) : false;
  // (Or one made by hand where the decision took what the platform gives: "Our custom modal trapped focus …" after "The
  // modal is the native `<dialog>` element now.")
  const platform = HAND_MADE.test(old ?? '') && /\b(?:native|built-in|platform's|standard)\b/i.test(chosen);
  if (old) return (named && old.toLowerCase().split(/\s+/).some((w) => !said.has(w) && names(w))) || platform ? { option: old, reason: following!.fault } : null;
  // What of it is at fault ("'s cheapest dyno") starts the reason.
  // A plural noun or one in -ing after the name ("Serial ids", "from/size paging") may be what the decision spoke of:
  // the name alone must be unsaid.
  const plural = following?.subject ? /^(\S+(?:\s+\S+)?)\s+[a-z]{2,}(?:s|ing)$/.exec(following.subject) : null;
  const nameSaid = plural ? new Set([...said].filter((w) => !following!.subject.toLowerCase().endsWith(` ${w}`))) : said;
  // What of it was the way set aside ("Retrofit's OkHttp cache alone was my first idea, but …") is the option, whole.
  // (So is its own feature, the tool still used beside ours: "Stripe's own idempotency keys weren't enough …".)
  // A plain kind of thing (no name), where it would run, and what it would have done: "A plain coroutine in the
  // ViewModel would have been cancelled …" (a way weighed; "Plain text can't carry …" is a fact, and names none).
  if (following?.subject && PLAIN_KIND.test(following.subject) && /^would\b/.test(following.fault) && !namesOne(following.subject.replace(PLAIN_KIND, ''))) {
    const whole = sentence.slice(0, sentence.lastIndexOf(following.fault)).trim().replace(/^(?:the|an?)\s+/i, '');
    return allSaid(following.subject.replace(PLAIN_KIND, ''), said) ? null : { option: whole, reason: following.fault };
  }
  const own = following?.subject ? (ownFeature(following.subject, following.part) ?? namedPart(following.subject, following.part)) : null;
  if (own) return namedOther({ option: own, reason: following!.fault }, sentence, nameSaid);
  if (following?.subject && following.part && SET_ASIDE_FAULT.test(following.fault)) {
    const why = /,?\s+but\s+(.+)$/.exec(following.fault)?.[1] ?? following.fault;
    return namedOther({ option: `${following.subject}'s ${following.part}`, reason: why }, sentence, nameSaid);
  }
  // The choice taken further than the decision took it: "Elasticsearch for admin too would mean keeping …" after
  // "Search queries go to Elasticsearch only for the storefront; …".
  const further = following?.subject ? sentence.slice(0, sentence.lastIndexOf(following.fault)).trim() : '';
  if (/\s(?:for|in|on|to)\s.+\s(?:too|as well|also)$/.test(further) && /\bonly\b/i.test(chosen)) return { option: further, reason: following!.fault };
  if (following?.subject) {
    // (A verb with a prefix is no second name: "AsyncImage re-downloads on every scroll because …" faults AsyncImage.)
    const verb = PREFIXED_VERB.exec(following.subject);
    if (verb && !isTool(verb[0].trim())) return namedOther({ option: following.subject.slice(0, verb.index), reason: sentence.slice(sentence.indexOf(verb[0]) + 1).replace(/[.!]$/, '') }, sentence, nameSaid);
    // (A unit it bills by is no part of the name: "GitHub Actions minutes for the Windows exports would come to …".)
    const other = namedOther({ option: following.subject.replace(BILLED_UNIT, ''), reason: following.part ? `${following.part} ${following.fault}` : following.fault }, sentence, nameSaid);
    // A name at a number ("iText 7 is AGPL", "React Router 7 changes how …" after "… on React Router 6"), or the same
    // kind at another ("Level 11 was 20x slower …" after "… Brotli at level 4"): the name said, the number not.
    const words = following.subject.toLowerCase().split(/\s+/);
    const number = words.length > 1 ? words.at(-1)! : '';
    return other ?? (/^v?\d/.test(number) && words.slice(0, -1).every((w) => said.has(w)) && !said.has(number) ? { option: following.subject, reason: following.fault } : null);
  }
  // (Each of the names listed is another option: none of them the decision said.)
  if (following?.both) return following.both.split(/,\s+(?:and\s+)?|\s+and\s+/).every((n) => namesOne(n) && !said.has(n.toLowerCase())) ? { option: following.both, reason: following.fault } : null;
  if (following?.tools) return namedOther({ option: following.tools, reason: following.fault }, sentence, said);
  // (Or one tool of a kind, after "like": the kind and the tool are the option, "in-process limiter like Tollbooth".)
  const like = following?.like?.replace(/^(?:like|such as)\s+/, '');
  if (like && namesOne(like)) {
    const kind = sentence.slice(0, sentence.indexOf(following!.like!) + following!.like!.length).replace(/^(?:an?|the)\s+/i, '');
    return namedOther({ option: like, reason: following!.fault }, sentence, said) ? { option: kind, reason: following!.fault } : null;
  }
  // (A concession that it would work, then a semicolon, is one with "but": "Algolia would have worked too; at our 2M
  // records it would cost more than …".)
  // (So is one set aside after a semicolon by name: "`nom` would have been the middle ground; I skipped it because …".)
  // A kind neither word of which the decision said, that was the default: "The database driver was the default, but
  // under load it polls …" after "Jobs go to Redis via Laravel Horizon, …".
  const kindSaid = following?.kind ? following.kind.toLowerCase().split(/\s+/) : [];
  if (kindSaid.length === 2 && kindSaid.every((w) => !said.has(w) && !FUNCTION_WORD.has(w)) && /^(?:was|were) the default\b/.test(following!.fault)) return { option: following!.kind!, reason: following!.fault.replace(/^(?:was|were) the default,?\s+but\s+/, '') };
  // (Or the one that gave out, after a decision said as it is now: "The peer-to-peer mesh fell over past five people …"
  // after "Calls … go through a LiveKit SFU now.": the way it was before; not "A missing variable crashed the worker …",
  // an incident.)
  if (kindSaid.length === 2 && kindSaid.every((w) => !said.has(w) && !FUNCTION_WORD.has(w)) && /^The\s/.test(sentence) && /\bnow\b/i.test(chosen) && GAVE_OUT.test(following!.fault)) return { option: following!.kind!, reason: following!.fault };
  // A way of plain words that was fine for less, then what went wrong at full size: "A synchronous import in the request
  // handler was fine for the 200-row test file; the real exports are 40k rows and the request hit Heroku's 30-second
  // router timeout".
  const fine = FINE_FOR_EN.exec(sentence);
  if (fine && FINE_THEN_WRONG.test(fine[2]) && !allSaid(fine[1], said)) return { option: fine[1], reason: fine[2] };
  // A thing of plain words we had in a named tool, and what went wrong with it: "We had basic auth in nginx, but the one
  // password was shared in Slack and nobody rotated it …".
  const hadIn = HAD_IN_TOOL_EN.exec(sentence);
  if (hadIn && isName(hadIn[2]) && HAD_WRONG.test(hadIn[3]) && !allSaid(hadIn[1], said) && hadIn[1].split(/\s+/).every((w) => !FUNCTION_WORD.has(w))) return { option: hadIn[1], reason: hadIn[3] };
  // (A name granted its pull, said as whose it is or with what: "Godot's `ResourceSaver` with `.tres` files was tempting, but …".)
  const tempting = /^(?:the\s+|an?\s+)?[A-Z][\w.+#-]*'s\s/.test(sentence) ? TEMPTING_BUT_EN.exec(sentence) : null;
  if (tempting && namesOne(tempting[1]) && !allSaid(tempting[1], said)) return { option: tempting[1], reason: tempting[2] };
  // A name timed or tried, and how much worse it did: "I timed Meilisearch on the same 2M products and indexing took four
  // times as long."
  const timed = TIMED_WORSE_EN.exec(sentence);
  if (timed && namesOne(timed[1]) && !allSaid(timed[1], said)) return { option: timed[1], reason: timed[2] };
  const other = HAD_BUT_EN.exec(sentence) ?? CONCEDED_EN.exec(sentence.replace(WOULD_WORK_SEMI, '$1, but ').replace(SKIPPED_IT_SEMI, ', but '));
  // (What it would have been used with is no part of the name: "An `IHostedService` with a `Channel<T>` was simpler, but …".)
  // (What of it is praised is no part of it either: "TanStack Router's type-safe params are nice, but …" sets aside the router.)
  const praised = other && /'s\s/.test(other[1]) && PRAISED.test(sentence.slice(sentence.indexOf(other[1]) + other[1].length)) ? other[1].slice(0, other[1].indexOf("'s")) : undefined;
  // (Or a kind we would have made ourselves, no name to it: "A custom updater would have let us show release notes …, but
  // a plugin that replaces itself … is asking for trouble".)
  if (other && HAND_MADE_WOULD.test(sentence) && !allSaid(other[1], said)) return { option: other[1], reason: other[2] };
  if (other) return namedOther({ option: other[1].replace(WITH_PART, ''), reason: other[2] }, sentence, said) ? { option: praised ?? other[1], reason: other[2] } : null;
  // A way done with a named tool the decision did not say, and its fault: "Nightly full dumps with `pg_dump` took 3 hours
  // …" after "Ingestion … now uses Airbyte's CDC connector".
  const withTool = following?.withTool;
  if (withTool && isName(withTool) && !said.has(withTool.toLowerCase()) && !FUNCTION_WORD.has(following!.doneWith.split(/\s+/)[0].toLowerCase())) return { option: following!.doneWith, reason: following!.fault };
  // A name a profile showed taking a share of the time: "The profile showed Winston's formatters taking 15 % of CPU …".
  const profiled = PROFILED_EN.exec(sentence);
  if (profiled) return namedOther({ option: profiled[1], reason: profiled[2] ? `${profiled[2]} ${profiled[3]}` : profiled[3] }, sentence, said);
  // What we had before, then what went wrong with it: "We had a cron on the analytics VM running `dbt run` at 06:00;
  // when a model failed, nothing downstream knew …".
  const had = HAD_FAULT_EN.exec(sentence);
  // (What nobody could do with it, only of software: "We had Handlebars templates before, and nobody could preview them
  // …", not "We had a meeting before, and nobody could agree on the date.")
  const nobody = had !== null && /,\s+and\s+(?:nobody|no one|none of us)\b/.test(sentence) && !aboutSoftware(sentence);
  if (had && !nobody && HAD_WRONG.test(had[2]) && !allSaid(had[1], said) && !FUNCTION_WORD.has(had[1].toLowerCase())) return { option: had[1], reason: had[2] };
  // Or what we had, said of the thing first: "Plain `pg_dump` nightly was what we had, and it meant losing up to a day of
  // orders if the primary died …".
  const wasHad = WAS_WHAT_WE_HAD_EN.exec(sentence);
  if (wasHad && (HAD_WRONG.test(wasHad[2]) || LOSS_EN.test(wasHad[2])) && !allSaid(wasHad[1], said) && !FUNCTION_WORD.has(wasHad[1].toLowerCase())) return { option: wasHad[1], reason: wasHad[2] };
  // Or a way made by hand on a named tool, and what it cost: "We had hand-rolled CBOR with TinyCBOR, and every schema
  // change meant editing the encoder and decoder by hand …".
  const madeWith = HAD_MADE_WITH_EN.exec(sentence);
  if (madeWith && !FUNCTION_WORD.has(madeWith[1].toLowerCase()) && (HAD_WRONG.test(madeWith[2]) || PLAIN_COST.test(madeWith[2])) && !allSaid(madeWith[1], said)) return { option: madeWith[1], reason: madeWith[2] };
  // Or a tool we used to run as a verb, then ", and" what went wrong: "We used to rsync the drives and keep an MD5 list
  // beside them, and twice last year the list didn't match what was copied …".
  const usedTo = USED_TO_TOOL_EN.exec(sentence);
  if (usedTo && isTool(usedTo[1]) && HAD_WRONG.test(usedTo[2]) && !allSaid(usedTo[1], said)) return { option: usedTo[1], reason: usedTo[2] };
  // Or what we were doing, and what it meant: "We were serving the originals straight from R2, which meant a 3 MB JPEG …".
  const doing = WERE_DOING_EN.exec(sentence);
  if (doing && !allSaid(doing[1], said)) return { option: doing[1], reason: doing[2] };
  // Or a name said to be no more than a plainer kind, then what that cost: "AsyncStorage is a plain key-value store:
  // querying 3,000 drafts by status meant loading and parsing all of them …".
  const plain = ONLY_A_KIND_EN.exec(sentence);
  if (plain && namesOne(plain[1]) && PLAIN_COST.test(plain[2]) && !allSaid(plain[1], said)) return { option: plain[1], reason: sentence.replace(/[.!]$/, '') };
  // Or a heavier kind than the need, then the need.
  const full = FULL_KIND_EN.exec(sentence);
  if (full && namesOne(full[1]) && SMALL_NEED.test(full[2]) && !allSaid(full[1], said)) return { option: full[1], reason: sentence.replace(/[.!]$/, '') };
  // An act conceded something and then faulted: "Calling `shrink_to` after every flush would have freed the memory
  // too, but it reallocates on every burst".
  // Another option someone raised and set aside: "A SaaS scanning API came up, but …", "Breaking billing out too was on
  // the table, but …".
  const raised = raisedBut(sentence, true);
  if (raised && !allSaid(raised.option, said)) return raised;
  const conceded = ACT_CONCEDED_EN.exec(sentence);
  // (Its act may follow a word that says how: "Runtime resizing with an image CDN (imgix, Cloudinary) would …".)
  if (conceded?.groups && conceded.groups.act.split(/\s+/).slice(0, 2).some((w) => GERUND.test(w.toLowerCase())) && !allSaid(conceded.groups.act, said)) return { option: conceded.groups.act, reason: conceded.groups.why };
  const acts = ACTS_WORK_TOO_EN.exec(sentence)?.groups;
  if (acts && opensOnAct(acts.act) && !allSaid(acts.act, said)) return { option: acts.act, reason: acts.why };
  // Said to be out, with why: "YAML is out: `PyYAML` turns `no` into `False`, …", "JSON is out too — no comments, …".
  const out = saidOut(sentence);
  if (out && !allSaid(out.option, said)) return out;
  const not = NOT_THIS_EN.exec(sentence);
  const notNamed = not ? namedOther({ option: not[1], reason: not[2] }, sentence, said) : null;
  if (notNamed) return notNamed;
  const notPlain = NOT_PLAIN_EN.exec(sentence);
  if (notPlain && !NOT_A_THING.test(notPlain[1].split(/\s+/)[0]) && !allSaid(notPlain[1], said)) return { option: notPlain[1], reason: notPlain[2] };
  if (not) return null;
  // What the thing the decision moved was before, and what that let it do: "As Node child processes they had the whole
  // filesystem, …" after "Plugins run sandboxed in WebAssembly under Wasmtime."
  const as = AS_BEFORE_EN.exec(sentence);
  if (as && namesOne(as[1]) && !allSaid(as[1], said)) return { option: as[1], reason: as[2] };
  const aside = SET_ASIDE_EN.exec(sentence);
  const head = aside?.[1].split(/\s+/)[0] ?? '';
  if (aside && (GERUND.test(head.toLowerCase()) || namesOne(head)) && !PRONOUN.test(head)) {
    return allSaid(aside[1], said) ? null : { option: aside[1], reason: aside[2] };
  }
  // The same work done another way, said of "it" ("Doing it in the Express app would have counted each pod separately").
  const elsewhere = SAME_WORK_ELSEWHERE_EN.exec(sentence);
  if (elsewhere && opensOnAct(elsewhere[1])) return { option: elsewhere[1].charAt(0).toLowerCase() + elsewhere[1].slice(1), reason: elsewhere[2] };
  const meant = GERUND_MEANT_EN.exec(sentence);
  // (Any act: "Calling the four REST services directly meant four auth handshakes …"; not "Nothing", "Morning".)
  if (meant && opensOnAct(meant[1])) return { option: meant[1].charAt(0).toLowerCase() + meant[1].slice(1), reason: meant[2], meant: true };
  // Of the same kind: one of its two words said by the decision, the other not, neither a function word.
  const kindWords = following?.kind ? following.kind.toLowerCase().split(/\s+/) : [];
  const [a, b] = [kindWords[0], kindWords[kindWords.length - 1]];
  const three = kindWords.length === 3;
  // (An adverb names no kind: "bcrypt silently truncates …".)
  // (Said as part of a name counts: "Exact hashing missed …" after "… uses a SimHash of …".)
  const saysKind = (w: string): boolean => {
    const stem = STEM.exec(w)?.[1] ?? '';
    return said.has(w) || (stem.length >= 4 && [...said].some((x) => x.includes(stem)));
  };
  if (following?.kind && saysKind(a) !== saysKind(b) && !FUNCTION_WORD.has(a) && !FUNCTION_WORD.has(b) && !/ly$/.test(b)) return { option: following.kind, reason: following.fault };
  // (With what there is one of it for, the kind's own two words: "A fixed window per hour let attackers burst …" after "…
  // limited by a sliding window …".)
  const [qualifier, noun] = / per /.test(following?.kind ?? '') ? kindWords.slice(0, 2) : [];
  if (qualifier && said.has(noun) && !said.has(qualifier) && !FUNCTION_WORD.has(qualifier)) return { option: following!.kind!, reason: following!.fault };
  // Or the same thing at another frequency ("Hourly runs cost $310 …" after "Back to daily at 06:00 for `fct_orders`").
  if (following?.kind && !three && FREQUENCY.test(a) && !said.has(a)) return { option: following.kind, reason: following.fault };
  // Or a name the decision did not say, after a word that qualifies it ("Plain tsc can't emit two module formats …").
  // (The name as written: "A pure SPA would hurt SEO …".)
  if (following?.kind && !three && !said.has(b) && !FUNCTION_WORD.has(a) && isName(following.kind.split(/\s+/)[1]) && !/^\d/.test(b)) return { option: following.kind, reason: following.fault };
  // Or a kind a name qualifies, neither word said, and what it would have done ("A SaaS scanner would have meant
  // sending customer documents to a third party"): a way weighed and not taken.
  // (Or any fault when the name is a tool's: "The Redis store was one more thing to run …".)
  if (following?.kind && !said.has(a) && !said.has(b) && !FUNCTION_WORD.has(b) && (/^would\b/.test(following.fault) ? namedKind(sentence, following.kind) || /^would have\b/.test(following.fault) : isTool(a))) return { option: following.kind, reason: following.fault };
  // (Or any kind said with "a", measured at fault: "A full refresh was scanning 1.4 TB and taking 38 minutes" after "I
  // made `fct_orders` incremental …".)
  if (following?.kind && !three && !said.has(a) && !said.has(b) && !FUNCTION_WORD.has(a) && !FUNCTION_WORD.has(b) && /^an?\s/i.test(sentence) && TOOK_LONG.test(following.fault)) return { option: following.kind, reason: following.fault };
  const withIt = sentence.startsWith('With ') ? WITH_FAULT_EN.exec(sentence) : null;
  if (withIt && !allSaid(withIt[1], said)) return namedOther({ option: withIt[1], reason: withIt[2] }, sentence, said);
  // The choice measured against another by its figure: "On the holdout set it gets 0.87 AUC against 0.81 for the logistic
  // regression baseline".
  const measured = AGAINST_FOR_EN.exec(sentence);
  if (measured && !allSaid(measured[1], said)) return { option: measured[1], reason: sentence.replace(/[.!]$/, '') };
  const compared = COMPARED_EN.exec(sentence);
  // The comparison must name what the decision chose ("… against 45 ms for sharp").
  const choiceNamed = compared && (compared[3].match(/[\w.+#/-]+/g) ?? []).map((w) => w.replace(/\.+$/, '')).some((w) => isName(w) && said.has(w.toLowerCase()));
  if (choiceNamed) return namedOther({ option: compared[1], reason: compared[2] }, sentence, said);
  // Or a clause that says doing it another way is how something went wrong: "…, and modelling that as cron jobs plus a
  // status column is how the old trial-expiry code ended up with four bugs in a year".
  for (const clause of sentence.split(LATER_CLAUSE)) {
    const how = OTHER_WAY_IS_HOW_EN.exec(clause);
    if (how && !allSaid(how[1], said)) return { option: how[1], reason: clause.replace(/[.!]$/, '') };
  }
  // Or another name in the past, set against the chosen one now in a later clause: "Dependabot opened one PR per
  // package, about 60 a week in the monorepo; Renovate groups them by workspace" after "… come from Renovate now".
  const contrast = PAST_THEN_NOW_EN.exec(sentence);
  if (contrast && isName(contrast[1]) && said.has(contrast[3].toLowerCase()) && !said.has(contrast[1].toLowerCase())) return { option: contrast[1], reason: contrast[0].slice(contrast[0].indexOf(contrast[1]) + contrast[1].length).trim() + sentence.slice(contrast[0].length).replace(/[.!]$/, '') };
  // Or a later clause that opens on another name and faults it ("The team already writes TypeScript all day, and
  // Terraform's HCL has no real loops …"), in a sentence that names a tool (not "It's a slider, and Seager swings and
  // misses!").
  // (Or a clause that opens on a name shaped as a package: "…; svelte-i18n loads the whole dictionary at runtime, …".)
  if (!namesTool(sentence) && !PACKAGE_CLAUSE.test(sentence)) return null;
  for (const clause of sentence.split(LATER_CLAUSE).slice(1)) {
    const fault = faultIn(clause);
    if (fault) return namedOther(fault, clause, said);
  }
  return null;
}
/** A verb in the third person with a prefix, ending a subject: " re-downloads", " pre-fetches", " over-fetches". */
const PREFIXED_VERB = /\s(?:re|pre|de|un|over|under)-[a-z]+(?:es|s)$/;
/** What a name would have been used with, after it: " with a `Channel<T>`". */
const WITH_PART = /\s+with\s+(?:an?\s+)?\S+$/;
/** "plain", "bare" or "vanilla" before what it qualifies. */
const PLAIN_KIND = new RegExp(String.raw`^${PLAIN}\s+`, 'i');
/** What a profile showed a name (or a part of it) taking, as a share: "The flame graph showed Winston's formatters taking 15 % …". */
const PROFILED_EN = new RegExp(
  String.raw`^(?:[Tt]he\s+|[Oo]ur\s+|[Aa]\s+)?(?:[Pp]rofiler?|[Pp]rofiling|[Ff]lame ?graph|[Tt]races?|[Bb]enchmarks?|[Hh]eap snapshot)\s+(?:showed|shows|found)\s+(?:the\s+)?(${NAME_OR_WORD}(?:\s+${NAME})?)(?:'s\s+((?:[\w-]+\s+){0,2}?[\w-]+))?\s+((?:taking|using|eating|spending|burning)\s+(?:~|about\s+|over\s+|nearly\s+|up to\s+)?\d[\d.]*\s?%.*?)[.!]?$`,
);
/** Doing it as another way, then "is how" (or why) something went wrong: "modelling that as cron jobs … is how …". */
const OTHER_WAY_IS_HOW_EN = /^[a-z]{3,}ing\s+(?:that|this|it|them)\s+(?:as|with|in|on|through|via)\s+(?:an?\s+|the\s+)?((?:[\w.+#/-]+\s+){0,5}?[\w.+#/-]+)\s+(?:is|was)\s+(?:how|why)\s/;
/** A name that did something in the past, then after a semicolon (or "while" / "whereas") another that does it now. */
const PAST_THEN_NOW_EN = new RegExp(String.raw`^(?:the\s+)?(${NAME_OR_WORD})\s+((?:[a-z]{3,}ed|ran|made|took|sent|kept|gave|wrote|built|threw|put|did)\b[^;]{3,150}?)(?:;\s+|,\s+(?:while|whereas)\s+)(?:the\s+)?(${NAME_OR_WORD})\s+(?:now\s+)?(?:[a-z]{2,}s|does|has)\b`);
/** Whether a sentence names a known tool in lower case or one the text sets in code (`isTool`): "terraform", "`uv`". */
const namesTool = (sentence: string): boolean => sentence.split(/[^\w.+#-]+/).some((w) => isTool(w.toLowerCase()));
/** Where a later clause of a sentence starts: after ", and" / ", while" / ", whereas" or a semicolon. */
const LATER_CLAUSE = /,\s+(?:and|while|whereas)\s+|;\s+/;
/** A later clause (LATER_CLAUSE) that opens on a lower-case name with a dash or a dot inside: "; svelte-i18n loads …". */
const PACKAGE_CLAUSE = /(?:,\s+(?:and|while|whereas)\s+|;\s+)[a-z][\w+#]*[.-][a-z\d][\w.+#/-]*\s+[a-z]/;

/** A fault that measures how long it took: "took 38 minutes", "was scanning 1.4 TB and taking 38 minutes". */
const TOOK_LONG = /^(?:took|was taking|were taking|(?:was|were) [a-z]+ing\b(?:[^.;!?]|\.\d){0,40}?\band taking)\s+(?:~|about\s|over\s)?\d/;
/** What the choice ("it") measured, against another's figure "for" it (`turnedDown`). */
const AGAINST_FOR_EN =
  /\b(?:it|this|that|they)\s+(?:gets|got|scores?|scored|reaches|reached|runs?|ran|takes?|took|hits?|does|did)\s+(?:[^.;!?]|\.\d){0,40}?\b(?:against|vs\.?|versus|compared (?:to|with))\s+(?:~|about\s+|only\s+)?\d[\d.,]*\s*(?:%|ms|s|x|[A-Za-z]+)?\s+(?:for|with|from)\s+(?:the\s+|our\s+|an?\s+)?((?:[\w.+#/-]+\s+){0,3}?[\w.+#/-]+?)(?=\s+baseline\b|\s*[,;.]|\s+(?:and|but)\b|$)/i;
/**
 * How what happened with another way went wrong (WITH_FAULT_EN): a few words, not FAULT, whose compiling costs a fresh
 * hook ~15 ms in every pattern that holds it.
 */
const WITH_WRONG = String.raw`took (?:~|about\s|over\s)?\d[\d.]*\s?(?:ms|s|sec|seconds|min|minutes|hours?)\b|(?:went|got) unnoticed|piled up|(?:only )?showed up in production|ran out of|timed out|crashed|failed|broke|leaked|(?:was|were|got) (?:lost|dropped|duplicated|slow)|(?:couldn't|didn't|wouldn't|never)\b`;
/**
 * What happened with another way, said of what it did: "With OFFSET, page 400 took 2.3 s because Postgres still reads
 * …", "With the cron script, a failed run went unnoticed for days", "With the JSON files, keys nobody used piled up …".
 */
const WITH_FAULT_EN = new RegExp(String.raw`^With\s+(?:the\s+|an?\s+|our\s+)?(${NAME_OR_WORD}(?:\s+${NAME})?(?:\s+[a-z]{3,})?),\s+((?:[\w.'-]+\s+){1,6}?(?:${WITH_WRONG}).*?)[.!]?$`);

/**
 * The tool a decision names with a version ("Python 3.11", "Python to 3.11"), at another version it turns down
 * ("Python 3.12").
 */
function otherVersion(version: string, chosen: string, fault: string): { option: string; reason: string } | null {
  const pinned = /\b([A-Z][\w.+#-]*|[a-z][\w+#-]*)\s+(?:(?:to|at|on)\s+)?v?(\d+(?:\.\d+)*)\b/.exec(chosen);
  if (!pinned || !isName(pinned[1]) || pinned[2] === version.replace(/^v/, '')) return null;
  return { option: `${pinned[1]} ${version}`, reason: fault };
}

/** Whether a kind's first word names something: a known name, or a capital after the article ("A SaaS scanner"). */
const namedKind = (sentence: string, kind: string): boolean => isName(kind.split(/\s+/)[0]) || (/^(?:an?|the)\s/i.test(sentence) && /^[A-Z]/.test(kind));

/** Whether a decision (`said`: its words) said every word of a phrase. */
const allSaid = (phrase: string, said: Set<string>): boolean => phrase.toLowerCase().split(/\s+/).every((w) => said.has(w));

/**
 * An option another sentence names, when it is a name (a sentence in lower case opens with one: "passlib is
 * unmaintained …"), no pronoun, and not what the decision chose (`said`: its words).
 */
function namedOther(found: { option: string; reason: string }, sentence: string, said: Set<string>): { option: string; reason: string } | null {
  // (A sentence in lower case opens on the name it faults, "gin is faster …"; not on a percentile, "p99 added …".)
  const lowerStart = /^[a-z]/.test(sentence) && sentence.startsWith(found.option) && !/^p\d{2,3}$/.test(found.option);
  if (!(lowerStart || namesOne(found.option.replace(/,.*$/, ''))) || /^(?:It|This|That|They|We|I|You|He|She|There|Here|Our|Their|Its|Neither|Either|Both|None|Each|All|(?:Any|Every|Some|No)(?:thing|one|body)|[Aa]n?)$/.test(found.option)) return null;
  // Of a possessive, the name is what must be unsaid ("Vercel's hosted cache" after "… Turborepo's remote cache").
  // A name of two words one of which the decision said ("Standard S3" after "S3 Glacier Instant Retrieval") is another
  // option; one word, or every word, said is the choice itself.
  const words = found.option.toLowerCase().replace(/'s\s.*$/, '').split(/[\s,]+/).filter(Boolean);
  // (A clause's opening is no name: "For CI I added …" faults no "For CI I".)
  if (CLAUSE_OPENING.test(words[0]) || OPENER.has(words[0]) || words.includes('i') || words.includes('we')) return null;
  const unsaid = words.filter((w) => !said.has(w));
  if (unsaid.length === 0) return null;
  if (unsaid.length === words.length) return found;
  // Some said, some not: its first word said, or an unsaid one that opens a clause ("While Schaff"), is no other name
  // (but a capital after the said word names another thing: "CSS Modules" after "… as CSS variables").
  if (unsaid.some((w) => FUNCTION_WORD.has(w) || OPENER.has(w))) return null;
  const capitalised = found.option.replace(/'s\s.*$/, '').split(/[\s,]+/).slice(1).every((w) => /^[A-Z]/.test(w) || said.has(w.toLowerCase()));
  return said.has(words[0]) && !capitalised ? null : found;
}
