import { CODE_NAME } from '../util/identifiers.ts';
import { NAMED } from './options.ts';

// Sentences in the words of a choice that decide nothing about the project: an agent narrating its own
// steps, its tools, a name in the code, an option named only by its place, an offer, a case that has not come.

/**
 * Patterns tested one by one: true when any matches (`.test` of their alternation). V8 compiles a regular
 * expression when it first runs, and no code cache holds that: one alternation of ~30 long branches took
 * ~40 ms to compile in a fresh process, its branches one by one ~18 ms. A capture hook pays it at every start.
 */
function anyOf(branches: string[], flags: string): { test(text: string): boolean } {
  const patterns = branches.map((b) => new RegExp(b, flags));
  return { test: (text) => patterns.some((p) => p.test(text)) };
}

/** An agent narrating its own steps ("I decided to first read the config", "I chose to start with the tests") decides nothing about the project. */
export const NARRATION_EN = anyOf(
  [
    // a step of the work: "decided to first read …", "… to squash the fixups", "… to rerun the integration tests"
    String.raw`\b(?:decided|chose|opted|picked)\s+to\s+(?:first\s+|quickly\s+|also\s+|just\s+)?(?:read|look|check|start|begin|investigate|explore|examine|inspect|search|grep|open|review|see|dig|debug|reproduce|trace|squash|rebase|wait|split\s+(?:the\s+|this\s+|my\s+)?(?:change|changes|commit|commits|pr|diff)|(?:run|rerun|re-run)\s+(?:the\s+|a\s+)?(?:[\w-]+\s+)?(?:tests?|suite|build|linter|checks?|ci|benchmarks?)|file\s+(?:an?\s+)?(?:issue|bug|ticket))\b`,
    // where the agent works: "switched the terminal to the backend folder", "checked out the fix branch"
    String.raw`\bswitch(?:ed|ing)?\s+(?:the\s+|my\s+)?(?:terminal|shell|directory|folder|tab|window|workspace|working directory)\b`,
    String.raw`\bswitch(?:ed|ing)?\s+to\s+(?:the\s+|my\s+|a\s+|another\s+)?(?:other\s+|second\s+|new\s+|next\s+)?(?:terminal|shell|tab|window|pane)\b`,
    String.raw`\b(?:switch(?:ed|ing)?\s+to|check(?:ed|ing)?\s+out)\s+(?:the\s+|a\s+|my\s+)?(?:[\w./-]+\s+)?branch\b`,
    String.raw`\bswitch(?:ed|ing)?\s+to\s+(?:reading|looking|checking|investigating|exploring|examining|inspecting|searching|grepping|reviewing|debugging|tracing)\b`,
    // a thing taken to look into something: "switched to the staging credentials to check …", "picked the slowest test to profile"
    String.raw`\b(?:switch(?:ed|ing)?\s+to|picked|chose|selected)\s+[^.!?;]{1,60}?\s+to\s+(?:check|see|test|verify|confirm|rule out|reproduce|profile|debug|inspect|benchmark|start with|look at|start (?:debugging|investigating|digging))\b`,
    // a test left aside for now: "opted to leave the flaky test skipped for now"
    String.raw`\b(?:decided|chose|opted)\s+to\s+(?:leave|keep)\s+[^.!?;]{1,40}?\s+(?:skipped|disabled|commented out|as it is|as is)\s+for now\b`,
  ],
  'i',
);
/**
 * Nor does a choice that means nothing outside the conversation: the agent's own tools ("I'll use the Read
 * tool to look at the config"), a name in the code ("I chose a shorter variable name in the loop …"), code
 * reused ("I'll use the existing helper"), the defaults, a day ("We chose Friday for the release"), a state said to
 * be as it was before ("…; that's been the setup since 2022 and I didn't touch it"), or an option named only by its
 * place ("Going with option 2 as you suggested", "I'll go with the second one"; not "We went with option 2, the Redis
 * queue, because …").
 */
export const NOT_A_CHOICE_EN = anyOf(
  [
    // a state said to be as it was before the change: "…; that's been the setup since 2022 and I didn't touch it", "… —
    // that was already the case before my change"
    String.raw`\b(?:that's|that has|that was|it's|it has|this has)\s+(?:already\s+)?been\s+(?:the setup|the case|how it works|the default|in place)\s+(?:since|for years)\b|\b(?:that|this|it)\s+was\s+already\s+the\s+case\s+before\b`,
    // the agent's own tools
    String.raw`\b(?:use|using|call|calling|run|running)\s+(?:the\s+)?\w+\s+tool\b`,
    // a name in the code
    String.raw`\b(?:chose|picked|went with|settled on)\s+(?:a|an|the)\s+(?:(?:shorter|longer|clearer|simpler|different|better|more descriptive|new)\s+)?(?:(?:variable|function|method|field|parameter|test|file|branch|class|column)\s+)?names?\b`,
    // an option named only by its place in the conversation, or by the user's word
    String.raw`\b(?:go(?:ing)? with|went with|chose|choose|pick(?:ed)?|take|settled on)\s+(?:(?:option|approach|choice|solution|variant|proposal)\s+(?:\d+|[a-d]|one|two|three|#\d+)|(?:the\s+)?(?:first|second|third|last|former|latter)(?:\s+(?:one|option|approach))?|(?:that|this|it|yours|your suggestion))\s*(?:[.!;:]|$|\s+(?:as|for now|then|instead|here)\b)`,
    String.raw`\b(?:go(?:ing)? with|went with|took)\s+(?:your suggestion|yours|your idea),`,
    String.raw`\b(?:go(?:ing)? with|went with|took)\s+(?:your|their|his|her|the team's|[A-Z][a-z]+'s)\s+(?:suggestion|idea|recommendation)(?=\s*[,.;]|\s+and\b)`,
    String.raw`\b(?:go(?:ing)? with|went with)\s+(?:whatever|whichever)\b`,
    // code reused, the defaults, a day, the quickest fix
    String.raw`\b(?:use|used|using|reuse|reused|reusing)\s+(?:the\s+)?(?:existing|same|current|shared)\s+(?:[\w-]+\s+)?(?:helper|function|util|utility|method|fixture|mock|variable|constant|component|hook|class|type|pattern)s?\b`,
    String.raw`\b(?:went with|go with|going with|chose|picked|kept|stuck with)\s+(?:the\s+)?default(?:s\b|\s+(?:settings|options|config(?:uration)?|values)\b)`,
    String.raw`\b(?:chose|picked|went with|settled on)\s+(?:a\s+|the\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|tomorrow|next week|the weekend)\b`,
    String.raw`\b(?:went with|go with|going with|chose|picked|opted for)\s+(?:the\s+|a\s+)?(?:simplest|quickest|smallest|minimal|easiest|most obvious|obvious|least invasive)\s+(?:fix|change|patch|workaround|path|way|option)\b`,
    // naming taken from someone: "I'll go with your naming for the new endpoints"
    String.raw`\b(?:go(?:ing)? with|went with|chose|picked|kept|stuck with)\s+(?:your|their|the same|the existing)\s+naming\b`,
    String.raw`\b(?:go(?:ing)? with|went with|chose|picked|used|kept)\s+(?:your|their)\s+suggested\s+(?:[\w-]+\s+)?(?:name|naming|wording|title)\b`,
    // wording chosen: "I chose the word 'workspace' in the error message to match the UI copy"
    // (the agent's own words; not a team's term: "We chose the term 'tenant' over 'org' for the API because …")
    String.raw`\bI\s+(?:chose|picked|went with|used)\s+(?:the\s+)?(?:word|words|wording|phrase|phrasing)\b`,
    // a suggestion from a tool taken: "I went with the first suggestion from the linter to silence the warning"
    String.raw`\b(?:went with|took|accepted|applied)\s+(?:the\s+)?(?:first\s+|second\s+)?(?:suggestion|fix|quick ?fix|autofix)\s+(?:from|of)\s+(?:the\s+)?(?:linter|compiler|ide|editor|type ?checker|tsc|eslint|copilot|language server)\b`,
    // a step tried on a copy first: "I chose to run the migration against a copy of the staging database first"
    String.raw`\b(?:decided|chose|opted)\s+to\s+(?:run|try|test|apply)\s+[^.!?;]{1,50}?\s+(?:against|on|in)\s+(?:a\s+)?(?:copy|clone|snapshot|sandbox|scratch)\b`,
    // a test run narrowed: "Rather than rerunning the whole suite, I ran only the auth tests after the fix"
    String.raw`\b(?:i|we)\s+(?:re)?ran\s+(?:only\s+|just\s+)(?:the\s+)?(?:[\w-]+\s+){0,2}(?:tests?|suite|specs?|linter|checks?|benchmarks?)\b`,
    // code regenerated as a step: "Instead of editing the generated client by hand, I regenerated it from the OpenAPI spec"
    String.raw`\bI\s+regenerated\b`,
    // a mistake mended: "I replaced the typo in the README with the right flag name"
    String.raw`\b(?:replaced|swapped|fixed|corrected)\s+(?:the\s+|a\s+|two\s+|three\s+)?(?:typos?|misspellings?|mistakes?|broken links?|dead links?|wrong\s+[\w-]+)\b`,
    // something picked for one test or a demo: "I chose a smaller dataset for the test …", "For the demo I picked …"
    String.raw`\b(?:chose|picked|selected|went with|opted for)\s+[^.!?;]{1,60}?\s+for\s+(?:the|this|a)\s+(?:test|demo|example|screenshot|sample|repro|reproduction)\b(?!\s+(?:suite|runner|framework|environment|database|infrastructure))`,
    String.raw`^for\s+(?:the|this|a)\s+(?:demo|test|example|screenshot|sample|repro|reproduction)\b[^.!?;]*?\b(?:picked|chose|selected|went with|used)\b`,
    // the words of a commit or PR: "I opted for a shorter commit message since …"
    String.raw`\b(?:chose|picked|went with|opted for|used|wrote)\s+(?:a\s+|the\s+)?(?:[\w-]+\s+)?(?:commit message|pr title|pr description|branch name)s?\b`,
    // a trial before deciding: "Let me try Redis locally first to see whether it fixes the race before we decide anything"
    String.raw`\b(?:let me|let's|i'll|i will|i'm going to)\s+try\s+[^.!?;]{1,60}?\b(?:first|locally)\b|\bbefore (?:we|you|i) decide\b`,
    // what an experiment showed: "Running the tests with --runInBand instead of in parallel made the failure go away, so …"
    String.raw`\bmade the (?:failure|error|bug|problem|crash|flake|test failure)s? (?:go away|disappear)\b`,
    // a way to look into something set against another: "… rather than setting up a profiler", "To see why the
    // worker's memory grows, I took heap snapshots … instead of running clinic"
    String.raw`\b(?:instead of|rather than)\s+(?:setting up|running|attaching|adding|using|firing up|reaching for)\s+(?:a\s+|the\s+)?(?:full\s+)?(?:profiler|debugger|breakpoints?|logging|log lines|print statements|tracer|tracing|heap profiler|clinic)\b`,
    String.raw`^to\s+(?:see|find out|figure out|check|understand|track down|pin down|narrow down|confirm|measure)\b[^.!?;]{1,80}?,\s+(?:I|we)\b`,
    // a one-off tool used for a task: "I used jq instead of writing a script to pull the ids out"
    String.raw`\b(?:used|use|using)\s+\S+\s+(?:instead of|rather than)\s+writing\s+(?:a\s+|an\s+)?(?:(?:small|quick|custom|one-off|throwaway)\s+)?(?:script|tool|program|loop)\b`,
    // a tool used for one look into something: "I used ripgrep instead of the IDE search to find every call site"
    // (a purpose that is a look at the code, not a feature: not "… instead of Pinecone to find similar documents")
    String.raw`\b(?:i|we)\s+used\s+[\w.-]+(?:\s+[\w.-]+)?\s+(?:instead of|rather than)\s+[^.!?;]{1,40}?\s+to\s+(?:(?:grep|locate|reproduce|debug|inspect|trace)\b|(?:find|list|count|check|see|look(?:\s+at)?)\s+(?:[\w-]+\s+){0,3}?(?:call sites?|callers?|usages?|references?|occurrences?|imports?|files?|logs?|errors?|bugs?|failures?|quer(?:y|ies))\b)`,
    // the case a bug is looked at through: "I went with the simplest reproduction I could find"
    String.raw`\b(?:went with|chose|picked|used|took)\s+(?:the\s+|a\s+)?(?:simplest|smallest|shortest|minimal|quickest|first)\s+(?:reproduction|repro|test case|failing test|example)\b`,
    // a look taken rather than a guess: "Rather than guess, I checked the logs: …"
    String.raw`\b(?:rather than|instead of)\s+(?:guess(?:ing)?|speculat(?:e|ing)|assum(?:e|ing))\s*,\s+(?:I|we)\s+(?:checked|looked|read|ran|measured|grepped|traced|profiled|asked|tested|went through|dug)\b`,
    // a look added while debugging: "Rather than guessing, I added a log line to see which branch runs"
    String.raw`\b(?:added|put|inserted|dropped)\s+(?:in\s+)?(?:a|an|some|a few|two|three)\s+(?:log line|log statement|console\.log|print statement|printf|breakpoint|debugger statement|debug (?:statement|line|output))s?\b`,
    // an explanation added to the docs: "Instead of explaining it in prose, I added a diagram to the README"
    String.raw`\b(?:added|wrote|put|drew|included)\s+(?:a\s+|an\s+|the\s+)?(?:[\w-]+\s+)?(?:diagram|section|paragraph|example|table|screenshot|explanation|link)\s+(?:to|in|into)\s+(?:the\s+)?(?:README|docs?|documentation|wiki|changelog|PR description)\b`,
    // a review's findings: "Two things before merging: `retry()` swallows the last error instead of rethrowing it, …"
    String.raw`^(?:(?:one|two|three|four|a few|several|some)\s+(?:things|issues|nits|comments|notes|problems)|before\s+(?:merging|we merge|this merges|this lands))\b[^:.!?]{0,30}:\s`,
    String.raw`\b(?:swallows|ignores|discards|silences|eats)\s+(?:the\s+|an?\s+|every\s+|its\s+)?[\w-]+(?:\s+[\w-]+)?\s+instead of\b`,
    // what went wrong, found: "The sluggishness is Superforms re-validating the whole schema on every keystroke"
    String.raw`^(?:the\s+)?(?:sluggishness|slowness|slowdown|lag|jank|stutter(?:ing)?|flicker(?:ing)?|hang|freeze|leak|memory leak|bottleneck|culprit|regression|spike|(?:\d{3}|timeout)s?)\s+(?:is|was|comes from|came from)\s`,
    // a look that follows a given design: "I picked the green color for the success toast because it matches the design file"
    // (not a design system a choice is made for: "… to match the design system across our apps, since …")
    String.raw`\b(?:because|since|as)\s+(?:it|that|this|they)\s+match(?:es|ed)?\s+(?:the\s+)?(?:design|mock-?ups?|mocks?|spec|figma|style guide|ui copy|copy)\b(?!\s+(?:system|tokens?|language|library))|\bto match the (?:design|mock-?ups?|mocks?|spec|figma|style guide|ui copy|copy)\b(?!\s+(?:system|tokens?|language|library))`,
  ],
  'i',
);
/** An agent's step, not a choice: one of the agents' own tools by its name ("I'll use Grep to find the callers", "I'm going to use TodoWrite …"). */
export const AGENT_TOOL_EN =
  /\b(?:use|using|call|calling|run|running)\s+(?:the\s+)?(?:Read|Edit|MultiEdit|Write|Bash|Grep|Glob|LS|TodoWrite|WebFetch|WebSearch|NotebookEdit|read_file|write_file|read_many_files|run_shell_command|search_file_content|web_fetch|google_web_search|list_directory|apply_patch|codebase_search|edit_file|run_terminal_cmd|grep_search|file_search)(?=\s+(?:tool|to)\b|\s*[.,;:!]|$)/;
/**
 * Nor is the agent's means to look at something ("I'll use git log to see who changed it", "I ended up using the debugger
 * to find it"; not "we'll use Redis to track sessions").
 */
export const STEP_EN =
  /\b(?:(?:i'll|i will|i'm going to|i am going to|let me)\s+(?:now\s+|first\s+|just\s+)?use|i\s+(?:ended up\s+using|used))\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+(?:command\s+|tool\s+|cli\s+)?to\s+(?:find|look|see|read|inspect|explore|locate|grep|examine|understand|view|track down|figure out|debug|reproduce)\b/i;
/**
 * An offer, not a decision: "If you prefer, I can switch this to async/await", "I could move it to Redis if
 * you'd like", "Shall I switch to pnpm?" (a choice left to the user), "I could switch the CI cache to `actions/cache`
 * …; it would probably save …" (a change the agent could make, not one it made).
 */
export const OFFER_EN = /\bif you(?:'d| would)? (?:prefer|like|want|rather)\b|\b(?:tell me|let me know)\s+(?:which|what|whether|if)\b|\b(?:could|can)\s+(?:go with|use|pick|choose)\s+either\b|\b(?:i|we) (?:can|could)\b[^.!?]*\bif you\b|^(?:shall|should) (?:i|we)\b|\b(?:happy|glad) to (?:switch|change|move|use)\b|^(?:i|we) could (?:switch|move|change|replace|swap|migrate|convert|rewrite|add|try)\b/i;
/**
 * Nor is a path for a case that has not come: "If we ever need multi-region, switching to CockroachDB would
 * be the natural path", "When we do, I'd store amounts as `BigDecimal` …, rather than …" (a condition, then what would
 * or could be done; not "If the queue grows, we'll move
 * to SQS", a plan), or another way that "would also work" (unless "…, but" sets it aside: WOULD_ALSO_DO; or "…; it just
 * means …"). (Not what someone could do, said of a way at fault: "… disagreed about what an "admin" could do".)
 */
export const HYPOTHETICAL_EN = /^(?:if|should (?:we|it|the|they|this|that)|in case|when (?:we|you|they) (?:do|get there|need (?:it|them|to))\b|once (?:we|you) (?:do|get there|need)\b)\b[^.!?;]*?\b(?:would|could|might|'d)\b|\b(?<!\bwhat\s+(?:[\w"'“”-]+\s+){1,3})(?:would|could)\s+(?:also\s+|equally\s+|just as well\s+)?(?:work|be fine|do|be an option)\b(?![^.!?;]*?(?:,?\s+but\b|;\s+(?:but\s+)?(?:it|they|that)\s+(?:just\s+|only\s+)?(?:means?|needs?|requires?|costs?|adds?|would)\b))/i;
/**
 * Another way that would also work, set aside with why: "A TTL cache like ristretto would also work, but orders
 * don't go stale, so plain LRU is enough", "Elasticsearch would also fix that, but it needs a JVM …", "OneSignal would
 * have given us a dashboard for campaigns, but …", "Calling `shrink_to` … would have freed the memory too, but …", one that
 * could do the job ("GeoServer could serve them live from PostGIS, but that's a Java server …"), one that
 * can do it too ("Trivy can generate them too, but …"; not "Cravings can be tough too, but …") (without the "but", a way
 * that would work is no choice: HYPOTHETICAL_EN; nor is one whose "but" only says what we would want to see first: "Redis
 * could store the sessions too, but I'd want to see the memory numbers first").
 */
export const WOULD_ALSO_DO = String.raw`(?:(?:would|could)\s+(?:(?:also|equally|just as well)\s+(?:have\s+)?[a-z]+|(?:serve|host|handle|render|generate|store|cover|replace)\b(?=[^.!?;]{0,40}?,?\s+but\s+(?!(?:I|we)\b))|(?:have\s+)?[a-z]+\s[^.!?;,]{1,40}?\s(?:too|as well)(?=,?\s+but\b)|work|have worked|be fine|do|be an option|(?:have given|give) us)|can\s+(?!be\b)[a-z]+\s[^.!?;,]{1,40}?\s(?:too|as well)(?=,?\s+but\b))\b[^.!?;]{0,40}?,?\s+but\b(?!\s+(?:I|we)(?:'d|\s+would)?\s+(?:want|like|need)\s+to\s+(?:see|check|measure|test|try|know|confirm|look)\b|\s+(?:I|we)\s+(?:haven't|have not)\b)`;
/**
 * A choice about one's own things that names no tool or code: "I chose the blue theme for my personal site
 * because it matches my logo", "today I decided to spend time with my pets" (not "I chose Postgres for my side
 * project because …").
 */
const MINE = /\b(?:my|me|myself)\b/i;
export const aboutMine = (s: string): boolean => MINE.test(s) && !NAMED.test(s) && !CODE_NAME.test(s);

/**
 * What went wrong set against what should have happened: "…, so writes failed instead of dropping old keys", "the worker
 * crashed instead of retrying": an incident reported, not a choice.
 */
export const FAILED_INSTEAD_EN = /\b(?:failed|crashed|errored(?:\s+out)?|hung|timed\s+out|stalled|froze|panicked|threw|bounced)\s+instead\s+of\b/i;

/** What is proposed, not done: "I'd recommend Drizzle", "we could move to …" (a recommendation is taken by accepted.ts). */
export const TENTATIVE_EN = /\b(?:i'd|we'd|you'd|would|could|should|might|may|recommend|suggest|propose)\b/i;
