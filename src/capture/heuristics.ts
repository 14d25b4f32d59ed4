import type { DecisionMeta } from '../types.ts';
import type { Captured } from './explicit.ts';
import { hasCjk } from '../util/cjk.ts';
import { CODE_NAME } from '../util/identifiers.ts';
import { clipText } from '../util/text.ts';
import { GERUND, NAME } from './names.ts';
import { isNarration } from './narration.ts';

// Offline, LLM-free extraction of decisions and rejected alternatives from
// free text (English and Japanese). Precision over recall: a sentence must
// match a decision or rejection pattern; questions, code and tool noise are
// skipped, so chit-chat is never stored.

/** What a sentence may open with before it says anything: "OK, ", "Also, ", "So ", "By the way, ". */
const LEAD_IN = String.raw`(?:(?:also|and|oh|ok(?:ay)?|so|then|btw|by the way)[,.]?\s+)*`;
const DECIDE_EN =
  /\b(?:we|i|let's|let us)\b[^.!?\n]{0,40}?\b(?:(?<!n't |not |never )decided|chose|chosen|picked(?! up\b| \w+ up\b)|opted|settled on|went with|will use|'ll use|are using|(?:configured|set up)(?: [\w.-]+){0,3}? to use|switch(?:ed|ing)?(?: [\w.-]+){0,3}? (?:to|from)|stick with|standardi[sz](?:e|ed|ing) on|agreed (?:on|to (?:use|adopt|pin|standardi[sz]e|switch to|migrate to|drop|deprecate|keep using)))\b|^going with\b|^(?:settled|decided|agreed|chosen\s+(?:approach|option|design|solution|stack|tool|library))\s*:|(?:^|\b(?:our|the|my|final)\s+)decision\b\s*(?:is|was|:)|\b(?:final\s+(?:call|choice|pick|verdict)|our\s+(?:call|choice|pick))\b\s*(?:is|was|:)|\b(?:is|was)\s+(?:the|our)\s+(?:pick|choice|winner)\s*[;:,.—–]/i;
/**
 * A summary's labelled choice: "Queue: BullMQ on the existing Redis — SQS would add AWS lock-in". It decides
 * when a later clause faults another name (clauseFault); a label and a name alone are a list of parts.
 */
const LABEL_CHOICE_EN = new RegExp(String.raw`^[A-Z][\w ./-]{0,29}:\s+${NAME}|^(?:(?:[Tt]he|[Oo]ur)\s+[\w -]{2,30}?|[A-Z][a-z]+(?:\s+[a-z]+)?)\s+(?:is|are|uses|use|goes to|go to|lives in|live in|runs on|run on)\s+${NAME}`);
/**
 * "Instead of a cron container, the cleanup now runs as a scheduled GitHub Action": a part of the system put
 * in place of the one named first. The one replaced is a thing, not an act ("Instead of printing the whole
 * object, the logger now prints only the id" is an edit), and what acts is not a person ("Instead of
 * guessing, I now profile first" is a method); a name must be said.
 */
const INSTEAD_NOW_EN = new RegExp(String.raw`^${LEAD_IN}instead of\s+(?:the\s+|an?\s+|our\s+)?(?![a-z]+ing\b)([^,;.!?]{2,60}?),\s+(?!(?:i|you|he|she)\b)(?:[\w.'-]+\s+){1,5}?now\s+[a-z]+s\b`, 'i');
/**
 * A design set against another, with its reason: "The feature flags live in a JSON file rather than in
 * LaunchDarkly, to avoid a paid dependency", "Authentication will use OAuth device flow, not API keys …, so
 * secrets never land on disk". Said of the software (not of you, him, her or them, not "my …").
 */
const CONTRAST_EN = /,\s+(?:not|never)\s|\binstead of\b|\brather than\b/i;
const CONTRAST_REASON_EN = /\b(?:because|since(?!\s+\d)|so that|to avoid|to keep)\b|,\s+so\s|,\s*which\s+(?!(?:is|was)\s+why\b)(?:is|was|has|had|adds|added|needs|needed|requires|required|lacks|lacked|caused|generated|broke|kept|keeps|avoids|saves|lets|cuts|reduces|lowers|halves|removes|prevents|simplifies|speeds)\b/i;
/** Advice, as a list of tips gives it ("Apple Cider Donuts: Use apple cider instead of water …", "Practice self-compassion: …"). */
const ADVICE_EN = /^(?:[^:]{1,40}:\s+)?(?:use|try|make|focus|practice|consider|add|avoid|keep|opt|choose|go|swap|replace|instead|think|remember|start|stop)\b/i;
const NOT_OURS_EN = /\b(?:you|your|he|his|she|her|they|their|my|me)\b/i;
/**
 * A rule an agent states for the project: "Going forward, all timestamps are stored in UTC", "From now on,
 * every exported function gets a JSDoc comment" (not a resolution, "From now on, I'll …", nor advice to you).
 */
const RULE_EN = /^(?:from now on|from here on|from this point on|going forward|henceforth),?\s+(?!(?:i|i'll|i'm|it's|it is|try|remember|consider|make sure)\b)/i;
/** "We'll", "we will", "we're going to": what a team says it will do. */
const WE_WILL = String.raw`\b[Ww]e(?:'ll|\s+will|'re going to|\s+are going to)`;
/**
 * "We will replace our self-hosted Docker Registry with ECR", "We are going to decommission the CLI Tool": a
 * team retiring a named system (not "I'll replace the loop with a map", an edit, nor a move of house).
 */
const WE_RETIRE_EN = new RegExp(String.raw`(?:${WE_WILL}|\b[Ww]e\s+have decided to)\s+(?:replace|decommission|retire|deprecate|sunset|phase out|remove|drop)\s+(?:the\s+|our\s+)?(?:[\w-]+\s+){0,3}?${NAME}`);
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
 * Patterns tested one by one: true when any matches (`.test` of their alternation). V8 compiles a regular
 * expression when it first runs, and no code cache holds that: one alternation of ~30 long branches took
 * ~40 ms to compile in a fresh process, its branches one by one ~18 ms. A capture hook pays it at every start.
 */
function anyOf(branches: string[], flags: string): { test(text: string): boolean } {
  const patterns = branches.map((b) => new RegExp(b, flags));
  return { test: (text) => patterns.some((p) => p.test(text)) };
}
/** An agent narrating its own steps ("I decided to first read the config", "I chose to start with the tests") decides nothing about the project. */
const NARRATION_EN = anyOf(
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
 * reused ("I'll use the existing helper"), the defaults, a day ("We chose Friday for the release"), or an
 * option named only by its place ("Going with option 2 as you suggested", "I'll go with the second one"; not
 * "We went with option 2, the Redis queue, because …").
 */
const NOT_A_CHOICE_EN = anyOf(
  [
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
    // something picked for one test or a demo: "I chose a smaller dataset for the test …", "For the demo I picked …"
    String.raw`\b(?:chose|picked|selected|went with|opted for)\s+[^.!?;]{1,60}?\s+for\s+(?:the|this|a)\s+(?:test|demo|example|screenshot|sample|repro|reproduction)\b(?!\s+(?:suite|runner|framework|environment|database|infrastructure))`,
    String.raw`^for\s+(?:the|this|a)\s+(?:demo|test|example|screenshot|sample|repro|reproduction)\b[^.!?;]*?\b(?:picked|chose|selected|went with|used)\b`,
    // the words of a commit or PR: "I opted for a shorter commit message since …"
    String.raw`\b(?:chose|picked|went with|opted for|used|wrote)\s+(?:a\s+|the\s+)?(?:[\w-]+\s+)?(?:commit message|pr title|pr description|branch name)s?\b`,
    // a trial before deciding: "Let me try Redis locally first to see whether it fixes the race before we decide anything"
    String.raw`\b(?:let me|let's|i'll|i will|i'm going to)\s+try\s+[^.!?;]{1,60}?\b(?:first|locally)\b|\bbefore (?:we|you|i) decide\b`,
    // what an experiment showed: "Running the tests with --runInBand instead of in parallel made the failure go away, so …"
    String.raw`\bmade the (?:failure|error|bug|problem|crash|flake|test failure)s? (?:go away|disappear)\b`,
    // a one-off tool used for a task: "I used jq instead of writing a script to pull the ids out"
    String.raw`\b(?:used|use|using)\s+\S+\s+(?:instead of|rather than)\s+writing\s+(?:a\s+|an\s+)?(?:(?:small|quick|custom|one-off|throwaway)\s+)?(?:script|tool|program|loop)\b`,
    // a tool used for one look into something: "I used ripgrep instead of the IDE search to find every call site"
    // (a purpose that is a look at the code, not a feature: not "… instead of Pinecone to find similar documents")
    String.raw`\b(?:i|we)\s+used\s+[\w.-]+(?:\s+[\w.-]+)?\s+(?:instead of|rather than)\s+[^.!?;]{1,40}?\s+to\s+(?:(?:grep|locate|reproduce|debug|inspect|trace)\b|(?:find|list|count|check|see|look(?:\s+at)?)\s+(?:[\w-]+\s+){0,3}?(?:call sites?|callers?|usages?|references?|occurrences?|imports?|files?|logs?|errors?|bugs?|failures?|quer(?:y|ies))\b)`,
    // the case a bug is looked at through: "I went with the simplest reproduction I could find"
    String.raw`\b(?:went with|chose|picked|used|took)\s+(?:the\s+|a\s+)?(?:simplest|smallest|shortest|minimal|quickest|first)\s+(?:reproduction|repro|test case|failing test|example)\b`,
    // a look added while debugging: "Rather than guessing, I added a log line to see which branch runs"
    String.raw`\b(?:added|put|inserted|dropped)\s+(?:in\s+)?(?:a|an|some|a few|two|three)\s+(?:log line|log statement|console\.log|print statement|printf|breakpoint|debugger statement|debug (?:statement|line|output))s?\b`,
    // an explanation added to the docs: "Instead of explaining it in prose, I added a diagram to the README"
    String.raw`\b(?:added|wrote|put|drew|included)\s+(?:a\s+|an\s+|the\s+)?(?:[\w-]+\s+)?(?:diagram|section|paragraph|example|table|screenshot|explanation|link)\s+(?:to|in|into)\s+(?:the\s+)?(?:README|docs?|documentation|wiki|changelog|PR description)\b`,
    // a look that follows a given design: "I picked the green color for the success toast because it matches the design file"
    // (not a design system a choice is made for: "… to match the design system across our apps, since …")
    String.raw`\b(?:because|since|as)\s+(?:it|that|this|they)\s+match(?:es|ed)?\s+(?:the\s+)?(?:design|mock-?ups?|mocks?|spec|figma|style guide|ui copy|copy)\b(?!\s+(?:system|tokens?|language|library))|\bto match the (?:design|mock-?ups?|mocks?|spec|figma|style guide|ui copy|copy)\b(?!\s+(?:system|tokens?|language|library))`,
  ],
  'i',
);
/**
 * A decision said without its deciders, as teams write them: "It has been decided to use Auth0 …", "the
 * decision has been made to migrate from live-0 to live-1" (an act of choosing must follow: not "it was
 * decided that the party is on Friday"), "The second option — all in one go — was decided because …".
 */
const DECIDE_PASSIVE_EN =
  /\b(?:it\s+(?:has\s+been|had\s+been|was|is)\s+(?:decided|agreed)|the\s+decision\s+(?:has\s+been|had\s+been|was|is)\s+(?:made|taken))\s+to\s+(?:use|adopt|go with|stick with|switch|move|migrate|replace|keep|remove|drop|deploy|host|store|introduce|retire|deprecate|standardi[sz]e|combine|merge|split)\b|\b(?:option|approach|alternative|proposal)\b[^.!?]{0,60}?\b(?:was|has been)\s+(?:decided on|decided|chosen|selected|picked)\s+(?:because|since|as|for)\b/i;
/**
 * "We're going to use RDS …" chooses when a name follows or the sentence says why ("we're going to use pnpm
 * because …"; not "we're going to use the leftovers for soup").
 */
const GOING_TO_USE_EN = new RegExp(
  String.raw`\b(?:[Ww]e|I)(?:'re|\s+are|'m|\s+am)\s+going\s+to\s+(?:(?:use|adopt|switch to|move to|migrate to|go with|stick with)\s+(?:the\s+)?(?:${NAME}|[^.!?]*\b(?:because|since)\b)|(?:keep|store|put|host|run)\s+(?:[\w.-]+\s+){1,3}?(?:in|on)\s+${NAME})`,
);
/** An agent's step, not a choice: one of the agents' own tools by its name ("I'll use Grep to find the callers", "I'm going to use TodoWrite …"). */
const AGENT_TOOL_EN =
  /\b(?:use|using|call|calling|run|running)\s+(?:the\s+)?(?:Read|Edit|MultiEdit|Write|Bash|Grep|Glob|LS|TodoWrite|WebFetch|WebSearch|NotebookEdit|read_file|write_file|read_many_files|run_shell_command|search_file_content|web_fetch|google_web_search|list_directory|apply_patch|codebase_search|edit_file|run_terminal_cmd|grep_search|file_search)(?=\s+(?:tool|to)\b|\s*[.,;:!]|$)/;
/** Nor is the agent's means to look at something ("I'll use git log to see who changed it"; not "we'll use Redis to track sessions"). */
const STEP_EN =
  /\b(?:i'll|i will|i'm going to|i am going to|let me)\s+(?:now\s+|first\s+|just\s+)?use\s+(?:the\s+)?[\w.-]+(?:\s+[\w.-]+)?\s+(?:command\s+|tool\s+|cli\s+)?to\s+(?:find|look|see|read|inspect|explore|locate|grep|examine|understand|view)\b/i;
/** "The team prefers Biome over ESLint because …": a preference of the team's, between names. */
const PREFER_EN = new RegExp(String.raw`\b(?:[Ww]e|[Tt]he team|[Oo]ur team|I)\s+prefer(?:s|red)?\s+(?:the\s+)?${NAME}(?:\s+${NAME})?\s+(?:over|to)\s+(?:the\s+)?${NAME}`);
/** "Sticking with CommonJS for now; …": a summary's choice kept, named (not advice: "Sticking with the same brand can help"). */
const STICKING_EN = new RegExp(String.raw`^(?:[\w ./-]{1,30}:\s+)?(?:Sticking|Staying) with\s+${NAME}(?!\s+(?:can|is|was|will|would|could|may|might)\b)`);
/**
 * "Renovate replaces Dependabot for dependency updates because …": one name put in another's place, said in
 * the present with its reason (REPLACED_EN is what we / I replaced).
 */
const REPLACES_EN = new RegExp(String.raw`^(?:the\s+)?${NAME}(?:\s+${NAME})?\s+(?:now\s+)?(?:replaces|supersedes|takes over from)\s+(?:the\s+)?${NAME}`);
/** "The plan is to migrate from Heroku to Render …": a decision announced. */
const PLAN_EN = /\b(?:the|our)\s+plan\s+is\s+to\s+(?:use|adopt|migrate|switch)\b/i;
/** "We'll keep the monorepo on Turborepo", "we're staying on Node 20", "let's keep it on Vite": a choice kept, named. */
const KEEP_ON_EN = new RegExp(String.raw`\b(?:[Ww]e|I|[Ll]et's)(?:'ll|'re|\s+will|\s+are)?\s+(?:keep|keeping|stay|staying)(?:\s+[\w.-]+){0,3}?\s+on\s+${NAME}`);
/**
 * An offer, not a decision: "If you prefer, I can switch this to async/await", "I could move it to Redis if
 * you'd like", "Shall I switch to pnpm?" (a choice left to the user).
 */
const OFFER_EN = /\bif you(?:'d| would)? (?:prefer|like|want|rather)\b|\b(?:tell me|let me know)\s+(?:which|what|whether|if)\b|\b(?:could|can)\s+(?:go with|use|pick|choose)\s+either\b|\b(?:i|we) (?:can|could)\b[^.!?]*\bif you\b|^(?:shall|should) (?:i|we)\b|\b(?:happy|glad) to (?:switch|change|move|use)\b/i;
/**
 * Nor is a path for a case that has not come: "If we ever need multi-region, switching to CockroachDB would
 * be the natural path" (a condition, then what would or could be done; not "If the queue grows, we'll move
 * to SQS", a plan), or another way that "would also work".
 */
const HYPOTHETICAL_EN = /^(?:if|should (?:we|it|the|they|this|that)|in case)\b[^.!?;]*?\b(?:would|could|might|'d)\b|\b(?:would|could)\s+(?:also\s+|equally\s+|just as well\s+)?(?:work|be fine|do|be an option)\b/i;
/** Present-tense choices need their subject right before them ("we'll go with X"; not "I'm happy to help you decide"). */
const DECIDE_NOW_EN =
  /\b(?:we|i|let's|let us)(?:'(?:ll|re|m|d))?(?:\s+(?:are|am|will|would|should|can|could|must))?\s+(?:go(?:ing)? with|choose|decide(?! (?:whether|which|if|how|what|between)\b))\b/i;
/** "I'm using zod here because …": a choice when it says why with "because" or "since" (else a step: "I'm using grep to find the callers"). */
/** A clause that says how things are done now ("Passwords are hashed with Argon2id now"): with a later clause that faults another name, a decision. */
const NOW_FIRST_EN = /\bnow\b/i;
const USING_NOW_EN = /\b(?:i'm|i am|we're|we are)\s+(?:now\s+|still\s+)?using\b/i;
/** "I replaced X with Y" is a decision when it gives a reason (else it is an edit: "replaced the loop with a map"). */
const REPLACED_EN = /\b(?:we|i)\b[^.!?\n]{0,40}?\b(?:replac(?:ed|ing)|swap(?:ped|ping))\b/i;
const DECIDE_JA = /(?:に決めた|に決めました|ことに決め|に決定|を採用|ことにした|ことにしました|ことにします|を選んだ|を選びました|を選択|で行きます|でいきます|に統一)/;
// A name may hold a colon between letters: `node:sqlite`, `npm:react`.
const OPTION = String.raw`(?:using\s+|the\s+|our\s+|an?\s+)?([A-Za-z0-9](?:[\w.+#/-]|:(?=\w))*(?:\s+[\w.+#/-]+){0,3})`;
/** A rejection whatever the sentence says around it. */
const REJECT_EN = new RegExp(String.raw`\b(?:decided against|ruled out|(?:we|i)\s+passed\s+on)\s+${OPTION}`, 'i');
/** Taking an option, as a refusal names it: "won't use", "didn't add", "not going to adopt". */
const TAKE = String.raw`(?:use|go with|pick(?! up)|choose|adopt|add|introduce|install|pull in)`;
/**
 * A rejection only in a sentence that decides or says what we / I do:
 * "instead of", "rather than", "don't use" are everyday advice otherwise
 * ("don't use abrasive cleaners"), and "avoid" only with a subject or a
 * modal ("we should avoid X"; "… to avoid a race" is a purpose, not an option).
 */
const REJECT_PERSON_EN = new RegExp(
  String.raw`\b(?:instead of|rather than|rejected(?! by)|(?:won't|will not|don't|do not|didn't|did not|not|not going to|never going to)\s+${TAKE}|(?:won't|will not|not going to|never going to|'re not|are not|aren't|'m not|am not|(?:'re|are|'m|am)\s+(?:deliberately|intentionally|consciously)\s+not)\s+(?:support(?:ing)?|adopting|adding|using|introducing|shipping|migrating to|moving to|switching to|relying on)|dropping(?=\s+support\b|\s+(?:[\w.+#/-]+\s+){1,2}support\b)|(?:chose|decided|opted) not to (?:use|adopt|go with)|opted against|dropped(?![^.;:!?]*?\s(?:to|at)\s+(?:about\s+|around\s+)?\d)|(?:should|must|would|will|we|i|let's|'d|'ll)\s+avoid(?:ed|ing)?)\s+${OPTION}`,
  'i',
);
/**
 * "…, so I didn't add retries", "we won't use Redux": what we / I refused to do names its option more surely
 * than a comparison earlier in the sentence ("… would have hidden the race rather than fixing it, so I didn't
 * add retries": not "fixing").
 */
const REFUSED_EN = new RegExp(String.raw`\b(?:we|i)\s+(?:won't|will not|don't|do not|didn't|did not)\s+${TAKE}\s+${OPTION}`, 'i');
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
 * What we / I did not take (REFUSED_EN, REJECT_PERSON_EN), as a choice: not a thing of the work itself ("I didn't
 * add the screenshot …", "I didn't use the debugger; …": "the" before a word that names no tool) nor a step put
 * off ("I didn't add tests yet; I'll do that next"), when a negation says it; nor a method or an edit set
 * against another (METHOD_OR_EDIT_EN), nor a PR or commit (CHANGE_UNIT).
 */
function refused(sentence: string): RegExpExecArray | null {
  const m = REFUSED_EN.exec(sentence) ?? REJECT_PERSON_EN.exec(sentence);
  // "… because Heroku dropped the free tier": what happened to another thing, in the reason, turns nothing down.
  if (m && /^dropped\b/i.test(m[0]) && IN_REASON.test(sentence.slice(0, m.index))) return null;
  if (m && (METHOD_OR_EDIT_EN.test(sentence) || NARRATION_EN.test(sentence) || NOT_A_CHOICE_EN.test(sentence) || aboutMine(sentence) || CHANGE_UNIT.test(m[1]))) return null;
  if (!m || !/\b(?:won't|will not|don't|do not|didn't|did not)\s/i.test(m[0])) return m;
  if (PUT_OFF_EN.test(sentence)) return null;
  return /\sthe\s+$/i.test(m[0].slice(0, m[0].length - m[1].length)) && !/^[A-Z]|[.+#-]\w/.test(m[1]) ? null : m;
}
/** What we / I would not do, said with a negation ("…, so I didn't add retries", "we won't use Redux"). */
const saidNo = (sentence: string): boolean => /\b(?:won't|will not|don't|do not|didn't|did not|never|not)\s/i.test(refused(sentence)?.[0] ?? '');
/** Text that has reached the sentence's reason ("… because", "… since", "…, as"). */
const IN_REASON = /\b(?:because|since|now that|given that)\b|,\s*as\b/i;
const PUT_OFF_EN = /\b(?:I|we)(?:'ll| will)\s+(?:do|add|get to|handle|write)\s+(?:that|it|them|this|those)\b|\bnext on the list\b|\bin a follow-?up\b/i;
/** "I kept X; switching to Y would …": what was kept is the choice, next to the option it turns down. */
const KEPT_EN = new RegExp(String.raw`^${LEAD_IN}(?:i|we)(?:'ve| have)?\s+(?:kept|left|stayed with|stuck with)\s`, 'i');
/** "We considered Kafka, but it is too heavy": an option weighed and turned down, its reason after "but". */
const REJECT_CONSIDERED_EN = new RegExp(
  String.raw`\b(?:we|i)\s+(?:also\s+|first\s+|briefly\s+)?(?:considered|evaluated|looked at|could (?:use|add|adopt|go with|introduce|switch to))\s+${OPTION}[^.!?;]{0,60}?,?\s+but\s+(.+?)[.!]?$`,
  'i',
);
/**
 * What was tried or meant first, in a sentence that then decides otherwise: "Although my first choice was
 * Alpine, I opted for Debian due to …", "I first tried Jest, but its ESM support needed flags, so I switched
 * to Vitest", "Initially we used Webpack, but builds took 40 s, so we moved to Vite". (Alone, "I tried yoga,
 * but it was boring" is a person's story.)
 */
const REJECT_FIRST_EN = new RegExp(
  String.raw`\b(?:(?:my|our)\s+(?:first|initial|original)\s+(?:choice|pick|plan|attempt)\s+was|(?:we|i)\s+(?:first|initially|originally)\s+(?:tried|used|went with|picked|chose|planned to use)|(?:initially|at first|originally),?\s+(?:we|i)\s+(?:tried|used|went with|picked|chose|planned to use))\s+${OPTION}`,
  'i',
);
/**
 * "I left the ORM out on purpose", "we deliberately left out caching": an option turned down by intent; or put
 * off: "we'll hold off on Kafka", "… and will revisit GraphQL once the app stabilizes".
 */
const REJECT_LEFT_OUT_EN = new RegExp(
  String.raw`\b(?:we|i)\s+(?:(?:deliberately|intentionally|purposely)\s+left\s+out\s+${OPTION}|left\s+(?:out\s+)?${OPTION}\s+(?:out\s+)?(?:on purpose|deliberately|intentionally))|\b(?:we|i)(?:'ll|'re|\s+will|\s+are)?\s+(?:hold|holding)\s+off\s+on\s+${OPTION}|\b(?:will|'ll)\s+revisit\s+${OPTION}`,
  'i',
);
/**
 * "We deprecated the v1 REST endpoints in favour of the GraphQL API", "Dropped uuid in favor of
 * crypto.randomUUID()": what was let go for something else. A choice when we / I did it (or an agent's
 * summary, which drops its subject: IMPLIED_I).
 */
const IN_FAVOR_EN = new RegExp(String.raw`\b(?:dropped|deprecated|removed|abandoned|retired|ditched|phased out|replaced)\s+${OPTION}\s+in fav(?:o|ou)r of\b`, 'i');
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
/**
 * "The scheduler runs on node-cron; a separate worker service felt like overkill": an alternative judged
 * needless in the clause after a choice (after a semicolon or a dash).
 */
const JUDGED_CLAUSE_EN =
  /(?:;|\s[—–])\s+(?:a|an|the|any)\s+((?:[\w.+#/-]+\s+){0,5}?[\w.+#/-]+)\s+(?:would be|would have been|felt like|seemed like|seems like|is|was)\s+((?:overkill|unnecessary|not worth it|more than we need)\b.*?)[.!]?$/i;
/** "The tests use Vitest, not Jest, because …": a name chosen and one turned down, side by side. */
const NAME_NOT_NAME_EN = new RegExp(String.raw`\b(?:use|uses|using|used|chose|picked|went with|go with|prefer)\s+(?:the\s+)?${NAME},?\s+not\s+(?:the\s+)?(${NAME}(?:\s+${NAME})?)`);
/** "… migrations with Knex, not raw SQL files": the means named, then what it is not (not a fact corrected: "premiered at Cannes, not Sundance"). */
const NAME_COMMA_NOT_EN = new RegExp(String.raw`\b(?:with|using|via|through|in|on)\s+${NAME},\s+not\s+(?:the\s+)?([\w.+#/-]+(?:\s+[\w.+#/-]+){0,3})`);
/** Words after "not" that say how, not what ("not only", "not because", "not yet"): no option follows. */
const NOT_AN_OPTION = String.raw`(?!(?:because|since|only|just|yet|least|necessarily|really|quite|entirely|always|exactly|even|so|that|this|much|ever|once|again|anymore|sure|all)\b)`;
/**
 * In a sentence that decides, what follows ", not" or ", never" up to the next clause: "feature toggles are
 * read once at startup, not on every request", "images are served through the CDN, never directly from the
 * app servers", "…; no more raw queries in the route handlers" (a place or a manner: not only a name).
 */
const DECIDED_NOT_EN = new RegExp(String.raw`(?:,\s+(?:but\s+)?(?:not|never)|(?:[,;]|\s[—–])\s+no\s+more)\s+${NOT_AN_OPTION}((?:the\s+)?[\w.+#/-]+(?:\s+(?!(?:because|since|as|so|which|to|and|but|for|due)\b)[\w.+#/-]+){0,5})`, 'i');
/** An agent's imperative summary line: "Use date-fns, not moment — …" (the second name may be lower-case). */
const USE_NOT_EN = new RegExp(String.raw`^[Uu]se\s+(?:the\s+)?\S+,?\s+not\s+${NOT_AN_OPTION}(?:the\s+)?([\w.+#/-]+)`);
/**
 * "After weighing Prisma and Drizzle, I chose Drizzle because …", "Between Jest and Vitest, we went with
 * Vitest": the options weighed, then the one taken; the others are turned down.
 */
const WEIGHED_EN = new RegExp(
  String.raw`\b(?:after\s+)?(?:weighing|comparing|considering|evaluating|benchmarking|looking at|trying|between)\s+((?:${NAME}(?:\s+${NAME})?,\s+)*${NAME}(?:\s+${NAME})?,?\s+(?:and|or|vs\.?|versus)\s+${NAME}(?:\s+${NAME})?),?\s+(?:I|we)(?:'ve|\s+have)?\s+(?:chose|chosen|picked|went with|gone with|opted for|settled on|decided on)\s+(?:the\s+)?(${NAME})`,
  'i',
);
/** The reason such a sentence gives after "but", up to what it did instead (", so I switched …"). */
const BUT_REASON = /,?\s+but\s+(.+?)(?:,?\s+(?:so|and so|which is why)\s+(?:we|i)\b.*)?[.!]?$/i;
/** "…, so we moved to Vite": what was done instead, after a first try (REJECT_FIRST_EN). */
const THEN_MOVED_EN = /,?\s+(?:so|and so)\s+(?:we|i)\s+(?:moved|migrated|switched|went|changed)\s+(?:over\s+)?to\b/i;
/** "X over Y", "replaced Y with X", "switched from Y" name a rejected Y only in a sentence that decides (else they describe edits). */
const REJECT_DECISION_EN = new RegExp(String.raw`\b(?:over|(?:and|to)\s+(?:drop|remove|retire|stop)|replac(?:e|es|ed|ing)|swap(?:ped|ping)?(?:\s+out)?|(?:switch(?:ed|ing)?|moved)(?: [\w.-]+){0,3}? from|(?:migrat(?:e|ed|ing)|port(?:ed|ing))(?: [\w./-]+){0,6}? from)\s+${OPTION}`, 'i');
/** We, I, let's ("lets" only where a sentence opens with it: elsewhere it is the verb, "this lets us …"). */
const FIRST_PERSON_EN = new RegExp(String.raw`\b(?:we|i|let's)\b|^${LEAD_IN}lets\s`, 'i');
/** An item of a decision's list that turns an option down: "drop Helmfile because …", "stop using X". */
const REJECT_ITEM_EN = new RegExp(String.raw`^(?:drop|remove|retire|deprecate|avoid|stop using|no longer use|don't use|do not use)\s+${OPTION}`, 'i');
/** An option named by the act of taking it ("adding Redis", "move to GraphQL"): the option is what follows. */
const OPTION_VERB = /^(?:use|using|add|adding|introduce|introducing|adopt|adopting|(?:move|moving|switch|switching|migrate|migrating) to|go with|going with)\s+(?:the\s+|a\s+|an\s+)?/i;
/**
 * Right after a decision, a sentence about another named option that says what is wrong with it:
 * "We'll stick with REST. GraphQL would add a schema layer nobody maintains." The name must open the
 * sentence with a capital, and must not be what the decision chose ("I went with Zod. Zod needs no codegen").
 */
const FAULT = String.raw`(?:would (?:add|need|require|mean|cost|introduce|force|break|slow|complicate)|is too|was too|(?:felt|feels|seemed|seems) (?:too|like overkill)|bit us|burned us|adds|added|requires|required|needs|needed|lacks|lacked|doesn't|does not|didn't|did not|can't|cannot|couldn't|won't|isn't|wasn't|has no|had no|(?:is|was|are|were) overkill|would be (?:absurd|overkill|excessive|wasteful|pointless|too [\w-]+)|no longer|(?:is|was|felt|ran) (?:slower|heavier|bigger|flakier)|(?:is|was) more [\w-]+ than)\b`;
/** A name that opens with a capital, one or two words ("GraphQL", "Redux Toolkit"): the option a fault is said of. */
const CAPITALS = String.raw`([A-Z][\w.+#/-]*(?:\s+[A-Z][\w.+#/-]*)?)`;
const REJECT_FOLLOWING_EN = new RegExp(String.raw`^(?:the\s+)?${CAPITALS}(?:'s\s+(?:[\w-]+\s+){0,3}?[\w-]+)?\s+(${FAULT}.*?)[.!]?$`);
/**
 * The same said in a later clause of the deciding sentence, perhaps of something the option has: "Let's go
 * with GitHub Actions — CircleCI's free tier is too small", "I'm going with Meilisearch; Elasticsearch is too heavy".
 */
const CLAUSE_FAULT_EN = new RegExp(String.raw`^(?:the\s+|an?\s+)?${CAPITALS}(?:'s\s+((?:[\w-]+\s+){0,2}[\w-]+)|(?:\s+[a-z][\w-]*){1,2}(?=\s+${FAULT}))?\s+(${FAULT}.*?)[.!]?$`);
/**
 * A reason that says what is wrong with another name, or with something of it: "… because Express doesn't
 * run on Workers", "… since SendGrid's free tier no longer covers our volume".
 */
const BECAUSE_FAULT_EN = new RegExp(String.raw`\b(?:because|since)\s+(?:the\s+)?${CAPITALS}((?:'s\s+(?:[\w-]+\s+){0,2}[\w-]+)?\s+${FAULT}.*?)[.!]?$`);
/** "YAML was considered, but its implicit typing bit us": a named option weighed and turned down, said of it. */
const CONSIDERED_PASSIVE_EN = new RegExp(
  String.raw`(?:^|[;:]\s+|\s[—–]\s+)(?:the\s+|an?\s+)?(${NAME}(?:\s+${NAME})?|[\w.+#/-]+(?:\s+[\w.+#/-]+){0,3}?(?=\s+(?:was|were)\s+(?:also\s+|briefly\s+)?(?:considered|the other (?:candidate|option|contender))\b))\s+(?:was|were)\s+(?:also\s+|briefly\s+)?(?:considered|evaluated|tried|looked at|the other (?:candidate|option|contender))\b[^.!?;]{0,40}?,?\s+but\s+(.+?)[.!]?$`,
);
/** The same of a phrase that opens its clause: "…; calling microservices directly was rejected because …", "the old Jenkins pipeline is retired". */
const REJECTED_CLAUSE_EN = /(?:^|[;,:]\s+|\s[—–]\s+|\band\s+)(?!(?:and|but|so)\s)((?:the\s+|an?\s+)?(?:[\w.+#/-]+\s+){0,4}?[\w.+#/-]+)\s+(?:(?:was|were|has been|have been)\s+(?:(?:discussed|considered|evaluated|proposed|tried|explored)\s+and\s+)?(?:rejected|ruled out|turned down)|(?:is|was|has been)\s+(?:retired|deprecated))\b/i;
/** The verbs REJECTED_CLAUSE_EN ends on: tested first, as that pattern tries its phrase at every word. */
const REJECTED_VERB_EN = /\b(?:rejected|ruled out|turned down|retired|deprecated)\b/i;
const REJECT_TRAILING_EN = /\b([A-Za-z0-9][\w.+#/-]*)\s+(?:was|is|got|has been)\s+(?:(?:discussed|considered|evaluated|proposed|tried|explored)\s+and\s+)?(?:rejected|ruled out|dropped)\b/i;
const REJECT_JA = /([\p{L}\p{N}._+#/ -]{1,40}?)(?:は使わない|は使いません|は採用しない|は見送|は却下|は不採用)/u;
/** "AではなくB" ("not A but B") is everyday Japanese: a rejection only in or right after a sentence that decides. */
const REJECT_JA_WEAK = /([\p{L}\p{N}._+#/ -]{1,40}?)(?:ではなく|じゃなく|の代わりに)/u;
/** A Japanese option is the name after the sentence's last particle: 認証はFirebase Auth → Firebase Auth, ログ出力にはwinston → winston. */
const jaOption = (raw: string): string => raw.split(/[はをがもにで、]/).pop()!.trim();
/** Reasons, the unambiguous connectives first: "store them as integers … because …" gives its reason after "because". */
// "as" gives a reason after a comma or at the start ("…, as it is faster"), not as a preposition ("store money as integer cents").
// Last, what follows a dash, a colon or a semicolon after the option ("over Kafka — we only have three consumers").
const REASONS_EN = [
  /\b(?:because(?:\s+of)?|due to|given that)\b\s+(.+?)[.!]?$/i,
  /\bsince\b\s+(.+?)[.!]?$/i,
  /(?:^|,\s*)as\s+(.+?)[.!]?$/i,
  /\bto avoid\s+(.+?)[.!]?$/i,
  /\s[—–]\s+(.+?)[.!]?$|\S[:;]\s+(.+?)[.!]?$/,
];
/** A sentence that is only a reason, right after a decision: "メモリ効率が良いから。", "Because PnP breaks our tooling." */
const REASON_NEXT_JA = /^(?:なぜなら|理由は)?(.{2,80}?)(?:から|ので|ためです|ため)(?:です)?[。．]?$/u;
const REASON_NEXT_EN = /^(?:because|since)\s+(.+?)[.!]?$/i;
/**
 * The sentence after a decision that says why, in a sentence of its own ("I went with SQLite for the local
 * cache. It needs no server, and the data is a few MB at most."): a consequence, a need, a comparison or a
 * fault. Not what was done next, where a thing lives, or that the checks pass (NOT_REASON_AFTER_EN: "I also
 * updated the README.", "It's configured in build.mjs.", "All 214 tests pass.").
 */
const REASON_AFTER_EN =
  /^(?:because|since|the (?:main |only |real )?reason|that way|this way|mainly|otherwise)\b|,\s*so\b|\bso (?:that|we|it|the)\b|,\s*which (?!I\b|we\b)|\b(?:avoids?|keeps?|saves?|cut|cuts|needs?|requires?|lets us|means|matters?|broke|breaks|doesn't|don't|can't|cannot|won't|isn't|aren't|wasn't|would(?:n't)?|rules? (?:it |them )?out|(?:was|were) (?:causing|producing)|slow(?:er)?|faster|smaller|cheaper|simpler|safer|weaker|stronger|better|worse|\w+er than|bloats?|fills? up|runs? out|times? out|leaks?|hangs|crash(?:es|ed)?|fails|failed|costs?|exceeds?)\b/i;
const NOT_REASON_AFTER_EN =
  /^(?:I(?:'ve|'ll|'m| will| have| am)?\s+(?:also|still|then|now|next)\b|also\b|next\b|then\b|after that\b|afterwards\b|finally\b|let me know\b|here(?:'s| is| are)\b|run\b|see\b|note\b)|\b(?:is|are|lives?|sits?) (?:in|under|at) (?:the )?(?:PR|commit|\S*[/.]\S)|\bconfigured in\b|\b(?:tests?|checks?|builds?|lint)\b.*\b(?:pass(?:es|ed)?|green|clean)\b|\ball green\b|\btouched \d+ files?\b|\bdone in commit\b|[:：]$/i;
const reasonAfter = (said: string): boolean => isProse(said) && REASON_AFTER_EN.test(said) && !NOT_REASON_AFTER_EN.test(said);
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
const SETTING_VERB = String.raw`(?:set|capped|limited|raised|lowered|bumped|reduced|increased|decreased|dropped|pinned|configured|kept|tuned|left|changed|moved|upped|switched)`;
/** What comes before a setting's verb: a short "Label:", "I" or "we" ("we've"), "also" / "then" / "now". */
const SETTING_LEAD = String.raw`^${LEAD_IN}(?:[\w ./-]{1,30}:\s+)?(?:(?:i|we)(?:'ve| have)?\s+(?:(?:also|then|now|just|finally)\s+)?)?`;
const SETTING_EN = new RegExp(String.raw`${SETTING_LEAD}${SETTING_VERB}\s+(?!up\b|a\b|an\b)((?:[^:;,!?.]|[.:](?=\d)|\.(?=\w)){2,60}?)\s+(?:to|at)\s+(?:about\s+|around\s+)?["']?([\w$.%-]+)`, 'i');
const SETTING_NOUN =
  /\b(?:time-?outs?|retention|ttls?|expiry|lifetime|max[ -]?age|limits?|quotas?|pool(?:\.\w+)?|pool size|connections|concurrency|parallelism|workers|replicas|threads|retries|retry (?:count|backoff|limit)|backoff|batch size|chunk size|page size|buffer|heap(?: limit)?|memory|cache|interval|debounce|throttle|threshold|sampling rate|rate|log level|grace period|window|delay|uploads?|upload size|payload size|visibility timeout|ping interval|(?:cost|work) factor|rounds|schedule|cron|backups?|max[-_]?[a-z]+|min[-_]?[a-z]+)\b/i;
const SETTING_SO = /(?:,\s*|\s)so(?: that)?\s+(?:a|an|the|it|we|they|our|its|this|that|nobody|no|users?|every|each|[a-z]+s)\b/i;
/** A value set for a while: "I bumped the timeout to 30 seconds while debugging". */
const FOR_NOW_EN = /\b(?:while debugging|for debugging|to debug|temporarily|for now|for (?:the )?tests?|for testing|to reproduce|locally)\b/i;
const NOT_OURS_SETTING = /\b(?:my|your|his|her|their)\b/i;
/** A setting moved from a value ("… the uvicorn workers from 2" before "to 4"). */
const FROM_VALUE = /\sfrom\s+(?:about\s+)?["']?[\w$.:%-]*\d[\w$.:%-]*(?:\s+[a-z%]+)?(?:\s+down|\s+up)?$/i;
/** A value changed as a step of the work, or to look into something: "… and reran it", "… to see the failing query". */
const SETTING_STEP = /\b(?:and|then)\s+(?:re-?ran|ran|retried|tried|re-?tested|tested|checked)\b|\bto (?:see|check|test|try|find|confirm|inspect|watch)\b/i;
/** The same said of the setting: "The worker pool is capped at 8 processes because …". */
const SETTING_PASSIVE_EN = /^(?:the\s+|our\s+)?((?:[^:;,!?.]){2,60}?)\s+(?:is|are)\s+(?:now\s+)?(?:capped|limited|pinned|set|kept|raised|lowered)\s+(?:to|at)\s+(?:about\s+|around\s+)?["']?([\w$.%-]+)/i;
/**
 * A setting said as it now is, against the value it had: "Session tokens now expire after 8 hours instead of 24,
 * per the security review", "The worker pool is now 8 instead of 4". Its subject a technical setting (not "I
 * now sleep 7 hours instead of 5"), not a measure ("The cache hit rate is now 95% instead of 60%").
 */
/** What is measured, not set: "The cache hit rate is now 95% instead of 60%". */
const MEASURED = /\b(?:hit|error|success|failure|miss|bounce|conversion)\s+rates?\b|\b(?:latency|throughput|usage|coverage|p\d{2,3}|cpu|load|size)\b/i;
const SETTING_NOW_EN = /^(?:the\s+|our\s+)?((?:[\w.-]+\s+){1,5}?)(?:is|are|now)\b[^.!?;]{0,40}?\b\d[\w.%:]*(?:\s+[a-z%]+){0,3}?\s+(?:instead of|rather than|(?:up|down) from)\s+(?:the\s+)?\d/i;
const settingNow = (s: string): boolean => {
  const m = SETTING_NOW_EN.exec(s);
  return !!m && /\bnow\b/i.test(s) && !/^(?:i|we|you|he|she|they|my|your|his|her|their)\b/i.test(m[1]) && !MEASURED.test(m[1]) && (SETTING_NOUN.test(m[1]) || CODE_NAME.test(m[1]) || /\b(?:tokens?|sessions?|cookies?|keys?|passwords?|jobs?|logs?|backups?|links?|caches?)\b/i.test(m[1]));
};
/** Verbs that move many things besides settings ("Moved the helper from utils.ts to lib/"): a number set on a named setting only. */
const MOVING_EN = new RegExp(String.raw`${SETTING_LEAD}(?:changed|moved|upped|switched|decreased)\b`, 'i');
function setsForReason(s: string, next: () => string | undefined): boolean {
  const m = SETTING_EN.exec(s) ?? SETTING_PASSIVE_EN.exec(s);
  if (!m) return false;
  const [, thing, value] = m;
  if (MOVING_EN.test(s) && !(/\d/.test(value) && SETTING_NOUN.test(thing))) return false;
  // A value is a number ("7 days", "5.4", "10%"), or any word for a setting named in code ("LOG_LEVEL to warn").
  const code = CODE_NAME.test(thing);
  if (!/\d/.test(value) && !code) return false;
  const technical = SETTING_NOUN.test(thing) || code || (/\bpinned\b/i.test(s) && new RegExp(String.raw`^(?:the\s+)?${NAME}`).test(thing));
  if (!technical || NOT_OURS_SETTING.test(thing) || FOR_NOW_EN.test(s) || SETTING_STEP.test(s)) return false;
  if (reasonOf(s) !== undefined || SETTING_SO.test(s) || FROM_VALUE.test(thing)) return true;
  const after = next(); // read only for a setting that gave no reason of its own
  return after !== undefined && reasonAfter(after);
}
/**
 * Whether a sentence names an option: one of the option's name words (a capital, a digit or a package-like
 * word), or the option itself when it is one word ("bcrypt"), whole.
 */
function namesOptionIn(sentence: string, option: string): boolean {
  const words = option.trim().split(/\s+/);
  const names = words.length === 1 && words[0].length >= 3 ? words : words.filter((w) => /^[A-Z0-9]|[.+#-]\w/.test(w) && w.length >= 2);
  const said = new Set(sentence.toLowerCase().split(/[^\w.+#-]+/).map((w) => w.replace(/[.-]+$/, '')));
  return names.some((n) => said.has(n.toLowerCase().replace(/[.-]+$/, '')));
}
const REASON_JA = /(?:なぜなら|理由は)(.+?)(?:から|ため)?[。．]?$|([^、,。]{2,60}?)(?:ので|ため|から)(?:[、,。．]|$)/u;
const OPTION_STOP = /^(?:because|since|as|due|and|but|for|which|that|so|to|in|on|with|is|was|it|its|we|i|here|there|now|mainly|mostly|primarily|entirely|directly|altogether|anymore|yet|once|when|until|unless|if|later|instead|rather|too|also|[—–-]{1,2})$/i;

/**
 * A pronoun or an article alone names no option ("instead of it", "rather than the"), nor does a number ("6
 * minutes instead of 11"), its unit on it or not ("from 30s to 10s", "2 GB").
 */
const named = (option: string): boolean => /\p{L}/u.test(option) && !/^(?:it|this|that|them|the|a|an)$/i.test(option) && !/^\d[\d.,:]*\s?(?:ms|s|m|min|h|d|w|k|kb|mb|gb|tb|%|x|px)?$/i.test(option);

/** "instead of joi from now on": when the rule holds is no part of the option. */
const RULE_TAIL = /\s+(?:from now on|going forward|moving forward|from here on)\b.*$/i;
/** An option that ends in a pronoun ("converting it", "writing a new one"): the act's object is named elsewhere. */
const PRONOUN_END = /\s(?:it|them|this|that|one|ones)$/i;

/** An option's name: its first words, up to a connective ("Postgres because …" → "Postgres"). */
function cutOption(raw: string): string {
  const out: string[] = [];
  // "rather than in LaunchDarkly": where the option would have been is the option.
  const words = raw.replace(RULE_TAIL, '').replace(OPTION_VERB, '').replace(/^(?:in|on|at|via|through|inside|with)\s+(?:the\s+|an?\s+)?(?=\S)/i, '').split(/\s+/);
  // An act ("storing sessions in Postgres", "running migrations on startup") keeps where and how it is done.
  const act = GERUND.test(words[0]);
  // A participle ("rather than updated on every write") is a way of doing it: where and how it is done stay too.
  const participle = !act && /^[a-z]{2,}(?<!e)ed$/.test(words[0]);
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    // "support for Node 16", "introduction of AWS Lambda": a name follows, so the option goes on.
    if (/^(?:for|of)$/i.test(w) && out.length && /^[A-Z0-9]/.test(words[i + 1] ?? '')) {
      out.push(w);
      continue;
    }
    // "converting it to TOML": the act's object is the pronoun; what it is done with follows.
    if (act && out.length === 1 && /^(?:it|them|this|that)$/i.test(w) && /^(?:in|on|into|with|to)$/.test(words[i + 1] ?? '')) {
      out.push(w);
      continue;
    }
    if (((act && out.length > 1) || participle) && /^(?:in|on|into|with|to)$/.test(w) && words[i + 1] && !OPTION_STOP.test(words[i + 1])) {
      out.push(w);
      continue;
    }
    if (OPTION_STOP.test(w)) break;
    out.push(w);
  }
  // "rather than pulling them in as a submodule": an act on a pronoun, cut before what it is done with, names
  // nothing by itself ("instead of throttling it" does: the act is the option).
  if (act && PRONOUN_END.test(out.join(' '))) return '';
  // An option cut short after a preposition ("truncating every table between") ends before it.
  while (out.length > 1 && /^(?:between|of|from|at|by|into|onto|over|under)$/i.test(out[out.length - 1])) out.pop();
  return out.join(' ').replace(/[,;:.]+$/, '');
}

const SUPERSEDE_EN = /\b(?:switch(?:ing|ed)?(?: [\w.-]+){0,3}? (?:away )?from|mov(?:e|ing|ed) away from|replac(?:e|es|ing|ed)|supersed(?:e|es|ing|ed)|no longer us(?:e|ing))\s+(?:our |the |using )?([A-Za-z0-9][\w.+#/-]*(?:\s+[\w.+#/-]+){0,2})/i;
const SUPERSEDE_JA = /([\p{L}\p{N}._+#/-]{1,30}?)(?:から.{1,30}?に(?:変更|切り替え|移行)|をやめて)/u;

const CONVENTION_EN = new RegExp(
  String.raw`^${LEAD_IN}(?:please\s+)?(?:always|never|from now on|going forward|make sure (?:to )?always)\b|\b(?:we|you) (?:must|should) (?:always|never)\b`,
  'i',
);
/**
 * A rule said mid-sentence: "Let's use pnpm for this repo from now on, never npm", "please use markdown going
 * forward". Said to the agent (let's, we, please, always, never, don't), not a person's resolution ("I'll be
 * more mindful of my diet from now on").
 */
const CONVENTION_LATER_EN = /\b(?:from now on|going forward)\b/i;
const TO_THE_AGENT_EN = /\b(?:let's|let us|we|please|always|never|don't|do not)\b/i;
const RESOLUTION_EN = /\bI(?:'ll|'m|\s+will|\s+am)\b/;
const CONVENTION_JA = /(?:常に|必ず|今後は|これからは|絶対に.*(?:ない|な)|しないでください|しないこと)/;

const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+/;
const HEADING = /^\s{0,3}#{1,6}\s/;
/** Code, shell, quoted output, headings and tables: not prose. */
const NOT_PROSE = /^\s{4,}\S|^\s*[$>#|]|^\s*\/\/|^\s*[{}\]]|^\s*\[\s*(?:$|[{"'\d[\]])/;

/** Abbreviations whose full stop ends no sentence when a lower-case word follows ("eg. frontends, then backends"). */
const ABBREVIATION = String.raw`\b(?:e\.g|i\.e|eg|ie|etc|vs|cf|incl|approx|esp|resp|viz)\.`;
/** Where a sentence ends: after . ! ? (and a closing ** or _), unless an abbreviation's full stop runs on in lower case; after 。！？. */
const SENTENCE_END = new RegExp(String.raw`(?<=[.!?][*_]{0,2})(?<!${ABBREVIATION})\s+|(?<=${ABBREVIATION})\s+(?![a-z])|(?<=[。！？])\s*`);

/** A piece of prose: a sentence, or a list item's sentence (`item`). */
interface Unit {
  text: string;
  item: boolean;
  /** The paragraph or list item it came from. */
  block: number;
  /** The part of the text under one Markdown heading ("## Notes"). */
  section: number;
}

/**
 * The prose of a text as sentences, code blocks, quoted output and tables
 * removed. A paragraph's wrapped lines are joined first (prose from a file or
 * a commit message breaks lines mid-sentence); a list item, a blank line or a
 * line ending in ":" starts a new block.
 */
function units(text: string): Unit[] {
  const blocks: Omit<Unit, 'block'>[] = [];
  let open = false; // the line before is prose that the next line may continue
  let section = 0;
  for (const line of text.replace(/```[\s\S]*?(?:```|$)/g, '\n').split('\n')) {
    if (HEADING.test(line)) section++;
    if (!line.trim() || NOT_PROSE.test(line)) {
      open = false;
      continue;
    }
    const item = LIST_ITEM.test(line);
    const last = blocks[blocks.length - 1];
    if (open && !item && last) last.text += ` ${line.trim()}`;
    else blocks.push({ text: line.replace(LIST_ITEM, '').trim(), item, section });
    open = !/[:：]\s*$/.test(line); // a line that ends in ":" announces what follows
  }
  return blocks.flatMap((b, block) =>
    b.text
      .split(SENTENCE_END)
      .map((t, i) => ({ text: t.replace(/\*\*/g, '').replace(/`([^`\n]+)`/g, '$1').trim(), item: b.item && i === 0, block, section: b.section }))
      .filter((u) => u.text),
  );
}

/** A text as the rules read it, its sentences joined: list markers, bold and code backticks gone (what the learned check is trained on). */
export const asRead = (text: string): string => units(text).map((u) => u.text).join(' ');

const isProse = (s: string) => s.length >= 12 && s.length <= 400 && !/[?？]$/.test(s);

/** How much of the sentence before a captured decision it keeps as search-only context. */
const BEFORE_CHARS = 300;

/**
 * The sentence just before each captured decision in the text it came from:
 * what the decision answered ("the date helper used the local timezone."),
 * words a later prompt may ask by that the decision's own sentence lacks. Kept
 * as the memory's search-only context, as a chat turn is indexed with its
 * neighbours. Measured with scripts/bench/capture-recall.ts (docs/benchmarks.md,
 * "Capture, then recall"): the sentence after added no hit there and more
 * off-topic items, so it is not kept. Undefined where nothing precedes the
 * decision in its part of the text (a Markdown heading starts a new one). The
 * text is split once, whatever the number of decisions.
 */
export function sentencesBefore(text: string, contents: string[]): (string | undefined)[] {
  const all = units(text);
  return contents.map((content) => {
    const first = all.findIndex((u) => u.text.length >= 12 && content.includes(u.text));
    // Not across a heading: the sentence before "## Notes" is about another part of the work.
    const before = first > 0 && all[first - 1].section === all[first].section ? all[first - 1].text : undefined;
    if (!before || before.length < 12 || content.includes(before)) return undefined;
    return clipText(before, BEFORE_CHARS);
  });
}

/** Sentences of prose: code blocks, quoted output and list noise removed. */
export function sentences(text: string): string[] {
  return units(text).map((u) => u.text).filter(isProse);
}

/** The reason a sentence gives; `worded`: only one said with a connective ("because", "since", …), not after a dash or a colon. */
function reasonOf(sentence: string, worded = false): string | undefined {
  for (const re of worded ? REASONS_EN.slice(0, -1) : REASONS_EN) {
    const en = re.exec(sentence);
    if (en) return (en[1] ?? en[2]).trim();
  }
  const ja = REASON_JA.exec(sentence);
  return ja ? (ja[1] ?? ja[2])?.trim() : undefined;
}

/**
 * A reason in brackets at the end of a sentence, as summaries give it: "Replaced Jest with Vitest (faster,
 * native ESM support)". Not a reference or an aside: "(see #12)", "(e.g. …)", "(in utils.ts)", "(optional)".
 */
const PAREN_REASON = /\(([^()]{3,100})\)\s*[.!]?$/;
const NOT_A_REASON = /^(?:see|e\.g\.?|i\.e\.?|cf\.?|eg|ie|via|from|in|at|on|under|line|lines|file|files|commit|PR|issue|optional|default|recommended|\d|#|[\w-]+\.[a-z]{1,4}\b)/i;
function parenReason(sentence: string): string | undefined {
  const m = PAREN_REASON.exec(sentence);
  return m && !NOT_A_REASON.test(m[1].trim()) ? m[1].trim() : undefined;
}
/**
 * "Swapped Axios for ky in the browser bundle — ky is 4 KB …": one name swapped for another, its reason after a
 * dash, a colon or a connective.
 */
const SWAPPED_NAMES = new RegExp(String.raw`\b(?:[Ss]wap(?:ped|ping)|[Tt]raded)\s+${NAME}\s+(?:out\s+)?for\s+[\w.+#/-]+`);
/**
 * "We're moving the cron jobs off the EC2 box and onto EventBridge Scheduler, since …": what runs somewhere
 * moved off one named place onto another, with its reason.
 */
const MOVED_OFF_EN = new RegExp(String.raw`(?:\b(?:[Ww]e|I)(?:'re|\s+are|'ve|\s+have)?\s+(?:moving|moved|migrating|migrated|taking|took)|^(?:[\w ./-]{1,30}:\s+)?(?:Moving|Moved|Migrating|Migrated|Took))\s+(?:[\w.-]+\s+){0,4}?off\s+(?:the\s+|our\s+)?([\w.+#/-]+(?:\s+[\w.+#/-]+){0,2}?)\s+(?:and\s+)?(?:onto|on to|to)\s+(?:an?\s+|the\s+)?(?:[a-z]+\s+)?${NAME}`);
/** "Replaced Jest with Vitest (…)": a replacement of one name by another, with its reason in brackets, decides. */
const REPLACED_NAMES = new RegExp(String.raw`\b[Rr]eplac(?:ed|ing)\s+${NAME}\s+with\s+${NAME}\b[^()]*\([^()]+\)\s*[.!]?$`);

/**
 * "Zustand is a better fit than Redux here — …": a named option weighed against another, as agents put a
 * choice. Both must be names (a capital or a package-like word), the comparison one of fitness, and the
 * sentence about this project ("here", "for us", "for this codebase"; not "Lisbon is a better choice than
 * Porto for a first trip").
 */
const BETTER_FIT_EN = new RegExp(
  String.raw`(?:^|[,:]\s+)${NAME}(?:\s+${NAME})?\s+(?:is|seems|looks)\s+(?:like\s+)?(?:a\s+|the\s+)?(?:much\s+|far\s+|clearly\s+)?(?:better|simpler|lighter|safer|more natural)\s+(?:fit|choice|option|match)\b[^.!?]{0,30}?\bthan\s+(?:the\s+|using\s+)?(?=${NAME})${OPTION}`,
);

const FOR_US_EN = /\b(?:here|for (?:this|us|our|the (?:project|codebase|app|service|repo|team)))\b/i;

/**
 * "Why not Redis?" asked and answered, as agents explain a choice ("**Why not Redis?** One instance, so an
 * LRU is enough"). The option is a name (not "Why not try yoga?", a suggestion), and the answer must say
 * what is wrong with it or why it is not needed. Right after a decision, any one word names the option
 * ("I went with pino. Why not winston? …").
 */
const whyNot = (option: string) => new RegExp(String.raw`^[Ww]hy not\s+(?:use\s+|just\s+)?(${option})\s*\?$`);
const WHY_NOT = whyNot(String.raw`${NAME}(?:\s+${NAME})?`);
const WHY_NOT_WORD = whyNot(String.raw`[\w.+#/-]+`);
const WHY_NOT_ANSWER =
  /\b(?:would|wouldn't|isn't|aren't|doesn't|don't|didn't|can't|cannot|won't|no need|not needed|unnecessary|enough|overkill|overhead|too|adds?|needs?|requires?|lacks?|heavier|slower|costs?)\b/i;
/** "Plain SQL with pg it is.": what was chosen, said right after a decision that named what it turned down. */
const CHOSEN_NEXT = /^(?!(?:that|this|so|here|there|which|what|how|such|as|it)\b)(.{2,60}?)(?<!\b(?:as|how|what|where|that|which|whatever|than|like))\s+it is[.!]$/i;

/** What is wrong with an option, said right after its name: "rather than moment-timezone, which is in maintenance mode". */
const FAULT_AFTER = /^,\s*which\s+((?:is|was|has|had|adds|added|needs|requires|lacks|would|doesn't|does not|didn't|can't|cannot|isn't|wasn't)\b.+?)[.!]?$/i;
const faultAfter = (rest: string): string | undefined => FAULT_AFTER.exec(rest)?.[1].trim();

/**
 * The same of a thing named in lower case, when the clause says how it failed or would: "…; offset pagination
 * got slow past page 200", "…; the hand-written HTML tables broke in Outlook", "…; gRPC would force every partner to …".
 */
const FAILED_CLAUSE_EN =
  /^(?:the\s+|our\s+)?(?!(?:it|this|that|they|we|i|you|there|here|its|their|everything|nothing|something)\b)([a-z][\w.+#/-]*(?:'s)?(?:\s+[\w.+#/-]+){0,4}?)\s+((?:broke|got (?:slow|slower|flaky|unreadable|expensive)|kept (?:breaking|failing|crashing|hiding|timing out)|ran (?:\w+\s+)*?out of memory|timed out|crashed|leaked|skipped|truncated|corrupted|(?:couldn't|could not|can't|cannot|didn't|did not) [a-z]+|doubles|doubled|triples|tripled|(?:is|are|was|were) (?:unreadable|unusable|unmaintained|abandoned|broken|buggy|confusing)|(?:now\s+)?would (?:slow|force|add|break|mean|cost|complicate|need|require))\b.*?)[.!]?$/;

/** A later clause that faults another name: "…; Elasticsearch is too heavy", "… — CircleCI's free tier is too small". */
function clauseFault(sentence: string): { option: string; reason: string } | null {
  for (const clause of sentence.split(/;\s+|\s[—–]\s+/).slice(1)) {
    const fault = CLAUSE_FAULT_EN.exec(clause.trim());
    if (fault && !/^(?:It|This|That|They|We|I|You|There|Here|Our|Their|Its)$/.test(fault[1])) {
      return { option: fault[1], reason: fault[2] ? `${fault[2]} ${fault[3]}` : fault[3] };
    }
    const failed = FAILED_CLAUSE_EN.exec(clause.trim());
    // A possessive names the option: "io-ts's error messages were unreadable" faults io-ts.
    if (failed) return { option: failed[1].replace(/'s\s.*$/, ''), reason: failed[2] };
  }
  return null;
}

/** The option a sentence rejects; `decides`: it decides, `follows`: the sentence before it was part of a decision. */
/** A tool's name: capitalised ("Jest") or a package-like word ("semantic-release", "date-fns", "c8"), at most three words. */
const NAME_START = /^(?:[A-Z][\w.+#-]*|[a-z][\w+#]*[.-][\w.+#/-]+)(?:\s+\S+){0,2}$/;
/** "(not X: why)", "(not X, which …)", "(not X or Y — why)" after a choice: X, and the words after it as its reason. */
const BRACKET_NOT_EN = /\(not\s+([^:;,—–)]+?)\s*(?:(?:[:;—–]|,\s*(?:which|since|because|as))\s*([^)]*))?\)/i;
function rejectedIn(sentence: string, decides: boolean, follows: boolean): { option: string; reason?: string } | null {
  const weighed = REJECT_CONSIDERED_EN.exec(sentence);
  if (weighed) {
    const option = cutOption(weighed[1]);
    // "We could use Redis, but for now I'll keep the cache since there is one instance": its worded reason, if it gives one.
    if (named(option)) return { option, reason: reasonOf(weighed[2], true) ?? weighed[2].trim() };
  }
  const aside = NAME_NOT_NAME_EN.exec(sentence);
  if (aside && (decides || FIRST_PERSON_EN.test(sentence) || reasonOf(sentence, true) !== undefined)) {
    return { option: aside[1], reason: reasonOf(sentence.slice(aside.index + aside[0].length), true) };
  }
  const off = decides ? MOVED_OFF_EN.exec(sentence) : null;
  if (off && named(cutOption(off[1]))) return { option: cutOption(off[1]), reason: reasonOf(sentence.slice(off.index + off[0].length)) };
  const instead = decides ? INSTEAD_NOW_EN.exec(sentence) : null;
  if (instead && named(cutOption(instead[1]))) return { option: cutOption(instead[1]), reason: reasonOf(sentence.slice(instead[0].length)) };
  const told = USE_NOT_EN.exec(sentence);
  if (told) return { option: told[1].replace(/\.+$/, ''), reason: reasonOf(sentence.slice(told[0].length)) };
  // These count when the sentence decides or says what we / I do.
  const ours = decides || FIRST_PERSON_EN.test(sentence);
  for (const re of [NAME_COMMA_NOT_EN, IN_FAVOR_EN]) {
    const m = ours ? re.exec(sentence) : null;
    const option = m ? cutOption(m[1]) : '';
    if (m && named(option)) return { option, reason: reasonOf(sentence.slice(m.index + m[0].length), true) };
  }
  const future = ours ? FUTURE_NOT_EN.exec(sentence) : null;
  const never = future ? cutOption(future[1]) : '';
  if (future && named(never)) return { option: never, reason: reasonOf(sentence.slice(future.index + future[0].length), true) };
  const judged = JUDGED_CLAUSE_EN.exec(sentence);
  // The clause before it decides or names something ("runs on node-cron"; not "The party was fun; the cake was overkill").
  if (judged && (decides || NAMED.test(sentence.slice(0, judged.index)))) return { option: judged[1], reason: judged[2].trim() };
  const would = ours ? REJECT_WOULD_EN.exec(sentence) : null;
  const costly = would ? cutOption(would[2]) : '';
  if (would && named(costly)) return { option: costly, reason: would[3].trim() };
  const first = decides ? REJECT_FIRST_EN.exec(sentence) : null;
  if (first) {
    const option = cutOption(first[1]);
    const end = first.index + first[0].length;
    const rest = sentence.slice(end);
    if (named(option)) return { option, reason: BUT_REASON.exec(rest)?.[1].trim() ?? reasonOf(rest) };
  }
  const left = REJECT_LEFT_OUT_EN.exec(sentence) ?? KEEP_OUT_EN.exec(sentence);
  if (left) {
    const option = cutOption(left.slice(1).find(Boolean)!).replace(/\s+out$/i, '');
    if (named(option)) return { option, reason: reasonOf(sentence.slice(left.index + left[0].length)) };
  }
  const trailing = REJECT_TRAILING_EN.exec(sentence);
  // (The verb is looked for first: the phrase before it is tried at every word of a sentence.)
  const clause = (trailing && named(cutOption(trailing[1]))) || !REJECTED_VERB_EN.test(sentence) ? null : REJECTED_CLAUSE_EN.exec(sentence);
  // A phrase ("calling services directly was rejected"), where no one name was: after a clause of its own, or
  // in a sentence that decides; never one's own ("my application was rejected").
  if (clause && (decides || clause.index > 0) && !/^(?:my|your|his|her|their|our|its|he|she|they|it|i|we|you)\b/i.test(clause[1])) {
    const option = cutOption(clause[1]);
    if (named(option)) return { option, reason: reasonOf(sentence.slice(clause.index + clause[0].length), true) };
  }
  const m =
    trailing ??
    REJECT_EN.exec(sentence) ??
    (decides || follows || FIRST_PERSON_EN.test(sentence) ? refused(sentence) : null) ??
    (decides ? (REJECT_DECISION_EN.exec(sentence) ?? BETTER_FIT_EN.exec(sentence)) : null);
  if (m) {
    const option = cutOption(m[1]);
    if (!named(option)) return null;
    // The reason follows the option ("Note: I avoided X; Y covers it" gives "Y covers it", not what follows "Note:").
    const end = m.index + m[0].indexOf(option) + option.length;
    return {
      option,
      reason: reasonOf(sentence.slice(end - 1)) ?? reasonOf(sentence, true) ?? faultAfter(sentence.slice(end)) ?? parenReason(sentence.slice(end)),
    };
  }
  const passive = CONSIDERED_PASSIVE_EN.exec(sentence);
  if (passive) return { option: passive[1], reason: passive[2].trim() };
  if (decides) {
    // A choice's aside in brackets, when nothing else named an option: "Vitest (not Jest: it needs Babel for ESM)",
    // "Changesets (not semantic-release, which …)"; a name only ("(not a hard call: …)", "(not sure …)" name none).
    const bracket = BRACKET_NOT_EN.exec(sentence);
    if (bracket && NAME_START.test(bracket[1])) return { option: cutOption(bracket[1]), reason: bracket[2]?.trim() || undefined };
    // "I'm using Hono because Express doesn't run on Workers": the reason faults another name (not the one chosen).
    const because = BECAUSE_FAULT_EN.exec(sentence);
    if (because && !sentence.slice(0, because.index).includes(because[1])) return { option: because[1], reason: because[2].replace(/^'s\s+/, '').trim() };
    const faulted = clauseFault(sentence);
    if (faulted) return faulted;
    const contrast = DECIDED_NOT_EN.exec(sentence);
    if (contrast) return { option: contrast[1].replace(/[.!,;:]+$/, ''), reason: reasonOf(sentence.slice(contrast.index + contrast[0].length), true) };
  }
  const ja = REJECT_JA.exec(sentence) ?? (decides || follows ? REJECT_JA_WEAK.exec(sentence) : null);
  const option = ja ? jaOption(ja[1]) : '';
  return option ? { option, reason: reasonOf(sentence) } : null;
}

/** The options a sentence that decides turns down (a marked "Decision: …" line's text, explicit.ts). */
export function rejectionsIn(sentence: string): { option: string; reason?: string }[] {
  const said = asSaid(sentence);
  const one = rejectedIn(said, true, false);
  const out = [...(one ? [one] : []), ...weighedOthers(said).filter((r) => r.option !== one?.option)];
  return out.map((r) => ({ ...r, option: r.option.replace(/[.,;:!]+$/, '') }));
}

/**
 * An agent's summary drops its subject: "- Used Drizzle instead of Prisma, since …", "Kept Express
 * instead of moving to Fastify: …", "**Auth**: Went with Lucia …". A sentence that opens with one of
 * these verbs (after a short "Label:") reads as if "I" said it.
 */
const IMPLIED_I = /^(?:[\w ./-]{1,30}:\s+)?(?=(?:chose|picked|opted for|went with|settled on|switched|swapped|kept|left|stayed with|used|replaced|avoided|dropped|decided|ruled out|rejected|didn't|did not)\b)/i;
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
const asSaid = (s: string): string => {
  const m = IMPLIED_I.exec(s);
  return m ? `I ${s.slice(m[0].length, m[0].length + 1).toLowerCase()}${s.slice(m[0].length + 1)}` : s;
};

/** The options a sentence weighed and did not take (WEIGHED_EN), each with the sentence's reason. */
function weighedOthers(sentence: string): { option: string; reason?: string }[] {
  const m = WEIGHED_EN.exec(sentence);
  if (!m) return [];
  const chosen = m[2].toLowerCase();
  const reason = reasonOf(sentence.slice(m.index + m[0].length), true);
  return m[1]
    .split(/,\s*(?:and\s+|or\s+)?|\s+(?:and|or|vs\.?|versus)\s+/i)
    .map((o) => o.trim())
    .filter((o) => o && o.toLowerCase() !== chosen)
    .map((option) => ({ option, reason }));
}

/** The option a sentence right after a decision turns down (REJECT_FOLLOWING_EN), unless the decision chose it. */
function turnedDown(sentence: string, chosen: string): { option: string; reason: string } | null {
  const m = REJECT_FOLLOWING_EN.exec(sentence);
  if (!m || /^(?:It|This|That|They|We|I|You|He|She|There|Here|Our|Their|Its)$/.test(m[1])) return null;
  const words = m[1].toLowerCase().split(/\s+/);
  const said = new Set((chosen.toLowerCase().match(/[\w.+#/-]+/g) ?? []).map((w) => w.replace(/\.+$/, '')));
  return words.some((w) => said.has(w)) ? null : { option: m[1], reason: m[2] };
}

/** A decision that only says what it turned down ("I decided against X: …"): what it did instead is the sentence before. */
const ONLY_REJECTS = /^(?:so\s+|but\s+|and\s+)?(?:I|we)(?:'ve|\s+have)?\s+(?:decided against|ruled out|rejected|didn't|did not|chose not|decided not|opted against|won't|will not)\b/i;

/**
 * A decision that names its choice only by pointing back: "I opted for the latter, as …", "I went with option
 * B because …", "I chose this approach because …", "This is why I opted for an infinite loop", "I chose 5 because …"
 * (a number set in the sentence before). Alone it says nothing later, so the sentences it points to
 * (BACK_CONTEXT) are kept with it.
 */
const REFERS_BACK =
  /\b(?:(?:chose|picked|went with|settled on)\s+\d+(?:\.\d+)?(?:\s*(?:%|ms|s|seconds|minutes|hours|days|MB|GB|KB))?(?=\s*(?:because|since|as|,|:|$))|the\s+(?:latter|former)|(?:the\s+)?(?:first|second|third|last|other)\s+(?:one|option|approach|alternative|variant|proposal)|(?:option|approach|alternative|variant|proposal)\s+(?:\d+|[A-D]|one|two|three)\b|(?:this|that)\s+(?:approach|option|setup|design|solution|route|way|pattern|strategy|one)|(?:this|that) is why|for (?:this|that|these|those) reasons?)/i;
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

/** "I've configured the test setup:" — the items that follow name what was set up, each a choice of its own. */
const SETUP_INTRO = /^(?:I|we)(?:'ve|\s+have)?\s+(?:configured|set up|chose|chosen|picked|went with|gone with|settled on|installed|wired up)\b.*[:：]$/i;
/**
 * Such an item: a name ("Vitest", "date-fns"), perhaps after a "Label:", perhaps "as the test runner" or "for versioning",
 * then its reason ("— it shares Vite's config", "because …"). Without a reason it is a list of parts, not of choices.
 */
const CHOICE_ITEM =
  /^(?:[\w ./-]{1,30}:\s+)?(?:[A-Z][\w.+#/-]*|[a-z][\w+#/-]*[.-][\w.+#/-]+)(?:\s+[A-Z][\w.+#/-]*)?(?:\s*\([^)]*\))?(?:\s+(?:as|for)\s+(?:(?:the|our|a|an)\s+)?[^—–:;,.]+?)?(?:\s+[—–]\s|:\s|;\s|,?\s+(?:because|since)\b|\s*\((?:not|instead of|rather than|over)\s+[^)]+\)\s*$)/;

/** A rejected option joins a decision's list once. */
function addRejected(decision: DecisionMeta, rejected: { option: string; reason?: string } | null): void {
  if (rejected && !decision.rejected!.some((r) => r.option === rejected.option)) decision.rejected!.push(rejected);
}

/** A decision that announces a list ("We have decided to:") takes at most this many of its items. */
const LIST_ITEMS = 8;

/** The sentence after unit `i`, when it is prose of the same paragraph (not the next list item). */
function sameParagraph(all: Unit[], i: number): string | undefined {
  const next = all[i + 1];
  return next && next.block === all[i].block && !next.item ? asSaid(next.text) : undefined;
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
  let listed = -1; // items still to take into `current`, which announced a list; -1: none
  let setup = false; // under an intro that announced the choices listed after it
  const all = units(text);
  let answered = -1; // the unit that answered a "Why not X?", taken with it
  let taken = -1; // the last unit a decision holds
  const unchecked = new Set<Captured>(); // decisions the learned check does not read (below)
  for (const [i, { text: s, item, block }] of all.entries()) {
    if (i === answered) continue;
    const before = all[i - 1] as Unit | undefined;
    const said = asSaid(s); // what the patterns read; the memory keeps the sentence as written
    if (item && listed > 0 && current && s.length <= 400) {
      // "We have decided to:" says what it decided in the items that follow.
      listed--;
      current.content += `\n- ${s}`;
      current.decision.chosen = current.content;
      const m = REJECT_ITEM_EN.exec(s);
      addRejected(current.decision, m ? { option: cutOption(m[1]), reason: reasonOf(s) } : rejectedIn(s, true, true));
      taken = i;
      continue;
    }
    listed = -1;
    // The intro's list goes on item after item; a paragraph that is no item ends it.
    const intro = !item && SETUP_INTRO.test(said);
    if (!item && (block !== before?.block || intro)) setup = intro;
    // The reason in the sentence after, however short ("…を採用することにした。メモリ効率が良いから。", "… over Y. Because …").
    const last = follows && current ? current.decision.rejected!.at(-1) : undefined;
    const why = last && !last.reason && !/[?？]$/.test(s) ? (REASON_NEXT_JA.exec(s)?.[1] ?? REASON_NEXT_EN.exec(s)?.[1]) : undefined;
    if (why && current) {
      last!.reason = why.trim();
      current.content += /[\u3000-\u9fff]$/.test(current.content) ? s : ` ${s}`;
      follows = false;
      taken = i;
      continue;
    }
    // "Why not Redis?" and its answer: the option turned down, the answer its reason; what was done instead
    // is the decision it belongs to, or the sentence before (often the paragraph before the question).
    const whyNot = WHY_NOT.exec(s) ?? (follows && current ? WHY_NOT_WORD.exec(s) : null);
    const answer = all[i + 1] as Unit | undefined;
    if (whyNot && answer && answer.block - block <= 1 && isProse(answer.text) && WHY_NOT_ANSWER.test(answer.text)) {
      const asked = `${s} ${answer.text}`;
      if (!follows || !current) {
        const done = before && before.block >= block - 1 && isProse(before.text) ? before.text : undefined;
        current = { content: done ? `${done} ${asked}` : asked, kind: 'decision', type: 'semantic', decision: { chosen: done, rejected: [] } };
        out.push(current);
      } else current.content += ` ${asked}`;
      addRejected(current.decision, { option: whyNot[1], reason: answer.text.replace(/[.!]$/, '') });
      answered = taken = i + 1;
      follows = true;
      continue;
    }
    // "Plain SQL with pg it is.": what a decision that named what it turned down took instead.
    if (follows && current && block === before?.block && CHOSEN_NEXT.test(s)) {
      current.content += ` ${s}`;
      current.decision.chosen ??= s;
      taken = i;
      continue;
    }
    if (!isProse(s)) continue;
    // An offer decides nothing and turns nothing down ("If you prefer, I can switch this to X instead of Y").
    if (OFFER_EN.test(said) || HYPOTHETICAL_EN.test(said)) {
      follows = false;
      continue;
    }
    const decides =
      !NOT_A_CHOICE_EN.test(said) &&
      !AGENT_TOOL_EN.test(said) &&
      !STEP_EN.test(said) &&
      ((DECIDE_EN.test(said) && !NARRATION_EN.test(said) && !aboutMine(said)) ||
        DECIDE_NOW_EN.test(said) ||
        (INSTEAD_NOW_EN.test(said) && NAMED.test(s)) ||
        DECIDE_JA.test(s) ||
        SUPERSEDE_JA.test(s) ||
        DECIDE_PASSIVE_EN.test(said) ||
        KEEP_ON_EN.test(said) ||
        PREFER_EN.test(said) ||
        PLAN_EN.test(said) ||
        STICKING_EN.test(s) ||
        (IN_FAVOR_EN.test(said) && FIRST_PERSON_EN.test(said)) ||
        (MOVED_SUMMARY_EN.test(s) && (reasonOf(s) !== undefined || parenReason(s) !== undefined)) ||
        MIGRATED_EN.test(said) ||
        GOING_TO_USE_EN.test(said) ||
        (REJECT_FIRST_EN.test(said) && THEN_MOVED_EN.test(said) && !NARRATION_EN.test(said)) ||
        (USING_NOW_EN.test(said) && (/\b(?:because|since)\b/i.test(s) || clauseFault(s) !== null)) ||
        (NOW_FIRST_EN.test(s.split(/;\s+|\s[—–]\s+/)[0]) && NAMED.test(s) && clauseFault(s) !== null) ||
        (BETTER_FIT_EN.test(s) && FOR_US_EN.test(s)) ||
        (REPLACES_EN.test(s) && reasonOf(s, true) !== undefined) ||
        (SWAPPED_NAMES.test(said) && reasonOf(s) !== undefined) ||
        (MOVED_OFF_EN.test(said) && reasonOf(s) !== undefined) ||
        (REPLACED_EN.test(said) && (reasonOf(s, true) !== undefined || (REPLACED_NAMES.test(said) && parenReason(said) !== undefined))) ||
        (item && setup && CHOICE_ITEM.test(s)) ||
        (LABEL_CHOICE_EN.test(s) && clauseFault(s) !== null) ||
        (CONTRAST_EN.test(said) && CONTRAST_REASON_EN.test(said) && NAMED.test(s) && !NOT_OURS_EN.test(said) && !ADVICE_EN.test(s) && !NARRATION_EN.test(said)) ||
        (RULE_EN.test(s) && !NOT_OURS_EN.test(s)) ||
        TEAM_DECIDED_EN.test(said) ||
        WE_RETIRE_EN.test(s) ||
        (WE_ADOPT_EN.test(s) && !/^I\b/.test(s)) ||
        (AGREED_THAT_EN.test(said) && NAMED.test(s)) ||
        (RULE_TAIL_EN.test(s) && !NOT_OURS_EN.test(s)) ||
        setsForReason(s, () => sameParagraph(all, i)) ||
        settingNow(s) ||
        also(s));
    let rejected = rejectedIn(said, decides, follows);
    if (!rejected && !decides && follows && current) rejected = turnedDown(s, current.decision.chosen ?? current.content);
    const took = follows; // the sentence before is part of a decision already
    // A sentence that only turns something down joins the decision before it ("Webpack was rejected because …"),
    // not when the check reads it as the agent's next step ("I then opened worker.ts rather than printing it").
    if (rejected && !decides && took && !item && narrated(s)) rejected = null;
    follows = decides || rejected !== null;
    if (!follows) {
      // The reason a decision gives in the next sentence of its paragraph is part of it; one about an option
      // it turned down ("We chose Vitest over Jest. Jest needed three Babel plugins for ESM.") is that option's.
      if (took && current?.decision.chosen && taken === i - 1 && before?.block === block && !NOT_REASON_AFTER_EN.test(said)) {
        const about = current.decision.rejected?.find((r) => !r.reason && namesOptionIn(said, r.option));
        if (about || REASON_AFTER_EN.test(said)) {
          current.content += ` ${s}`;
          if (about) about.reason = s.replace(/[.!]$/, '');
          taken = i;
        }
      }
      continue;
    }
    if (decides || !current || item || !took) {
      // A list item is a decision of its own ("- Switched …", "- Kept X instead of Y: …"), not more of the one before;
      // so is a rejection that does not follow a decision right away (a paragraph after a list of changes).
      // "I decided against X" says what was done instead in the sentence before it.
      const back = decides && !took && REFERS_BACK.test(said) ? backContext(all, i, taken) : '';
      const content = back
        ? `${back} ${s}`
        : !took && before && before.block === block && isProse(before.text) && ONLY_REJECTS.test(said)
          ? `${before.text} ${s}`
          : s;
      current = { content, kind: 'decision', type: 'semantic', decision: { chosen: decides || KEPT_EN.test(said) ? content : undefined, rejected: [] } };
      out.push(current);
      if (REFERS_BACK.test(said) || DECIDE_PASSIVE_EN.test(said) || saidNo(said)) unchecked.add(current);
    } else {
      current.content += ` ${s}`;
    }
    addRejected(current.decision, rejected);
    if (decides) for (const other of weighedOthers(said)) addRejected(current.decision, other);
    taken = i;
    const replaced = SUPERSEDE_EN.exec(said) ?? SUPERSEDE_JA.exec(s);
    // Japanese: keep the name after the last particle (ホスティングはHeroku → Heroku).
    if (replaced && decides) current.supersedes = cutOption(replaced[1]).split(/[はをがもで、]/).pop();
    if (decides && /[:：]$/.test(s)) listed = LIST_ITEMS;
  }
  // The learned check reads each decision as it was kept (with its reason): an agent's step of the work said in the
  // words of a choice is no decision. Not one that points back to options weighed before it, says "it was decided",
  // or says what we / I would not do: the check's training sets hold few of those forms, and narration rarely takes them.
  return out.filter((c) => unchecked.has(c) || !narrated(c.content));
}

/** "We …" anywhere: a team's call, which an agent's narration of its own steps seldom is (see `agentNarration`). */
const WE = /\bwe(?:'re|'ve|'ll|'d)?\b/i;
/**
 * The learned check (narration.ts) on a decision the rules found in an agent's response: its own step of the work
 * said in the words of a choice. Not a team's call ("we decided to …", "we went with one cluster"): the check learned
 * from agents' sentences and takes the plain words of such decisions for narration. Nor Japanese (or any CJK) text:
 * it learned from English only.
 */
const agentNarration = (content: string): boolean => !WE.test(content) && !hasCjk(content) && isNarration(content);

/** Decisions found in what an agent said, without its narration of its own steps (what the capture hook stores). */
export function responseDecisions(text: string): Captured[] {
  return extractHeuristic(text, weDecide, agentNarration);
}

/**
 * A decision the user states in the prompt is a team's call said to the agent: "Let's not use GraphQL; we'll
 * stick with REST since …", "OK, we'll go with Postgres over MySQL", "Let's switch the main database from
 * Postgres to MySQL", "Let's use Postgres for the main database". Prompts are full of a person's own choices
 * ("I think I'll go with the grilled chicken"), so only these openings count, and the sentence must name a
 * tool (a capitalised word or an acronym, or a package-like word) after its first word. Such a sentence
 * decides by itself when it gives a reason, names what it turns down, or says what the choice is for ("for
 * the main database"); not a task's means ("Let's use Chrome DevTools to profile it").
 */
const PROMPT_DECISION = new RegExp(
  String.raw`^${LEAD_IN}(?:let'?s|let us|we'll|we will|we're going to|we are going to|we should|we won't|we will not|don't|do not)\s+(?:not\s+|just\s+|keep\s+|now\s+)?(?:use|using|go with|stick with|switch|move|migrate|replace|keep|adopt|drop|standardi[sz]e on)\b`,
  'i',
);
/** A name after the sentence's first word, of two characters or more ("REST", "GraphQL", "date-fns"; not "I"). */
const NAMED = new RegExp(String.raw`[\s(](?!\w\b)${NAME}`);
/**
 * A choice about one's own things that names no tool or code: "I chose the blue theme for my personal site
 * because it matches my logo", "today I decided to spend time with my pets" (not "I chose Postgres for my side
 * project because …").
 */
const MINE = /\b(?:my|me|myself)\b/i;
const aboutMine = (s: string): boolean => MINE.test(s) && !NAMED.test(s) && !CODE_NAME.test(s);
const PROMPT_GROUNDS = /\b(?:because|since|as|instead of|rather than|over|from|for (?:the|our|all|every|this|new)|everywhere|from now on|going forward|so (?:that|the|we|our))\b/i;
/** "Let's not use X", "we won't …", "don't use …" turn an option down: the rejection rules read them, and they choose nothing. */
const NEGATED = new RegExp(String.raw`^${LEAD_IN}(?:let'?s not|let us not|we won't|we will not|we should not|we shouldn't|don't|do not)\b`, 'i');
/**
 * A bare order decides when it sets one name against another or says it is a rule: "use Zod instead of Joi for
 * the payloads", "switch the API client to ky, not axios", "use pnpm everywhere from now on" (not a task's
 * means: "use the debugger to find it").
 */
const PROMPT_ORDER = new RegExp(String.raw`^${LEAD_IN}(?:please\s+)?(?:use|switch to|move to|migrate to|go with|stick with|stick to|standardi[sz]e on)\s`, 'i');
const ORDER_GROUNDS = /\b(?:instead of|rather than|from now on|going forward|everywhere)\b|,\s+not\s/i;
const promptDecides = (s: string): boolean =>
  NAMED.test(s) && ((PROMPT_DECISION.test(s) && !NEGATED.test(s) && PROMPT_GROUNDS.test(s)) || (PROMPT_ORDER.test(s) && ORDER_GROUNDS.test(s)));
const WE_DECIDE = new RegExp(String.raw`^${LEAD_IN}(?:let'?s|let us|we should)\s`, 'i');
/** In a response, the same sentence decides when it opens "let's" or "we should" ("Let's use Zod for request validation, since …"; not advice: "Don't use …"). */
function weDecide(s: string): boolean {
  return WE_DECIDE.test(s) && promptDecides(s);
}

/** Decisions the user states in a prompt (PROMPT_DECISION). */
export function extractPromptDecisions(text: string): Captured[] {
  return extractHeuristic(text, promptDecides).filter((c) => (PROMPT_DECISION.test(c.content) || PROMPT_ORDER.test(c.content)) && NAMED.test(c.content));
}

/** The user's stated conventions and preferences ("always …", "never …", "from now on …", "use pnpm from now on"). */
export function extractConventions(text: string): Captured[] {
  return sentences(text)
    .filter((s) => CONVENTION_EN.test(s) || CONVENTION_JA.test(s) || (CONVENTION_LATER_EN.test(s) && (TO_THE_AGENT_EN.test(s) || PROMPT_ORDER.test(s)) && !RESOLUTION_EN.test(s)))
    .map((s) => ({ content: s, kind: 'convention', type: 'procedural' }));
}
