import { NAME, NAME_OR_WORD, isName } from './names.ts';
import { namesOptionIn } from './options.ts';

// An option turned down by what is wrong with it, said of it by name: in the sentence after a decision,
// in a later clause of the deciding sentence, or in its reason.

/**
 * Right after a decision, a sentence about another named option that says what is wrong with it:
 * "We'll stick with REST. GraphQL would add a schema layer nobody maintains.", "Unix timestamps were ambiguous …".
 * The name must open the sentence with a capital, and must not be what the decision chose ("I went with Zod. Zod
 * needs no codegen").
 */
const FAULT = String.raw`(?:would (?:add|need|require|mean|cost|introduce|force|break|slow|complicate|tie|lock|double|drag|be (?:absurd|overkill|excessive|wasteful|pointless|too [\w-]+))|(?:is|was|are|were) (?:too|overkill|more [\w-]+ than|slower|heavier|bigger|flakier|unmaintained|abandoned|deprecated|buggy|unstable|ambiguous|error-prone|brittle|fragile|unreliable|insecure|untyped|(?:a|the) (?:concern|problem|blocker|deal-?breaker)|(?:twice|three times|\d+x|\d+ times) as (?:slow|heavy|big|large|expensive)|(?:\d+(?:\.\d+)?x|twice|\d+ times) (?:slower|heavier|bigger|larger))|(?:felt|feels|seemed|seems) (?:too|like (?:overkill|a lot of|too much|more [\w-]+ than))|(?:is|was) a lot of|(?:felt|ran) (?:slower|heavier|bigger|flakier)|bit us|burned us|sleeps|crashes|crashed|re-?renders|blocks|pulls in|bloats|breaks|lags|hangs|times out|timed out|leaks|leaked|adds|added|requires|required|needs|needed|lacks|lacked|doesn't|does not|didn't|did not|don't|do not|can't|cannot|couldn't|won't|isn't|wasn't|aren't|weren't|has no|had no|no longer)\b`;
/**
 * A name, one or two words ("GraphQL", "Redux Toolkit", "io-ts", "bcrypt"): the option a fault is said of. Its first
 * word may be any lower-case word here, and `namesOne` must confirm it (a package-like word or a known tool,
 * names.ts): "the team is too small" faults no option.
 */
const CAPITALS = String.raw`(${NAME_OR_WORD}(?:\s+${NAME})?)`;
/** Whether a fault's subject (CAPITALS) names an option. */
export const namesOne = (subject: string): boolean => isName(subject.split(/\s+/)[0]);
const REJECT_FOLLOWING_EN = new RegExp(String.raw`^(?:the\s+)?(${NAME_OR_WORD}(?:\s+${NAME})?(?:\s+[a-z]{3,}s(?=\s+(?:are|were|would|need|needed|lack|lacked|don't|didn't|can't)\b))?)(?:'s\s+((?:[\w-]+\s+){0,3}?[\w-]+))?\s+(${FAULT}.*?)[.!]?$`);
/**
 * The same said in a later clause of the deciding sentence, perhaps of something the option has: "Let's go
 * with GitHub Actions — CircleCI's free tier is too small", "I'm going with Meilisearch; Elasticsearch is too heavy".
 */
const CLAUSE_FAULT_EN = new RegExp(String.raw`^(?:the\s+|an?\s+)?${CAPITALS}(?:'s\s+((?:[\w-]+\s+){0,2}[\w-]+)|\s+((?:[a-z][\w-]*\s+)?[a-z][\w-]*))?\s+(${FAULT}.*?)[.!]?$`);
/**
 * A reason that says what is wrong with another name, or with something of it: "… because Express doesn't
 * run on Workers", "… since SendGrid's free tier no longer covers our volume".
 */
export const BECAUSE_FAULT_EN = new RegExp(String.raw`\b(?:because|since)\s+(?:the\s+)?${CAPITALS}((?:'s\s+(?:[\w-]+\s+){0,2}[\w-]+)?\s+${FAULT}.*?)[.!]?$`);
/**
 * The same of a thing named in lower case, when the clause says how it failed or would: "…; offset pagination
 * got slow past page 200", "…; the hand-written HTML tables broke in Outlook", "…; gRPC would force every partner to …".
 */
const FAILED_CLAUSE_EN =
  /^(?:the\s+|our\s+)?(?!(?:it|this|that|they|we|i|you|there|here|its|their|everything|nothing|something|(?:partner|user|customer|developer|engineer|teammate|admin|people|person|folk|team|client|reviewer|maintainer|contributor)s?)\b)([a-z][\w.+#/-]*(?:'s)?(?:\s+[\w.+#/-]+){0,4}?)\s+((?:broke|got (?:slow|slower|flaky|unreadable|expensive)|kept (?:breaking|failing|crashing|hiding|timing out)|ran (?:\w+\s+)*?out of memory|timed out|crashed|leaked|skipped|truncated|corrupted|(?:couldn't|could not|can't|cannot|didn't|did not) [a-z]+|doubles|doubled|triples|tripled|(?:is|are|was|were) (?:unreadable|unusable|unmaintained|abandoned|broken|buggy|confusing)|(?:now\s+)?would (?:slow|force|add|break|mean|cost|complicate|need|require))\b.*?)[.!]?$/;

const PRONOUN = /^(?:It|This|That|They|We|I|You|There|Here|Our|Their|Its)$/;

/** The same when what is wrong comes after what is good, with "but": "`tsx watch` restarts faster but doesn't support …". */
const BUT_FAULT_EN = new RegExp(String.raw`^(?:the\s+|an?\s+)?${CAPITALS}\s+[^;,]{2,60}?,?\s+but\s+(${FAULT}.*?)[.!]?$`);

/** A clause that opens with a name and says what is wrong with it (CLAUSE_FAULT_EN, BUT_FAULT_EN): the name, and the fault as its reason. */
function faultIn(clause: string): { option: string; reason: string } | null {
  const fault = CLAUSE_FAULT_EN.exec(clause);
  const but = fault ? null : BUT_FAULT_EN.exec(clause);
  if (but) return namesOne(but[1]) && !PRONOUN.test(but[1]) ? { option: but[1], reason: but[2] } : null;
  if (!fault || !namesOne(fault[1]) || PRONOUN.test(fault[1])) return null;
  // What of it is at fault ("'s free tier", "builds") starts the reason.
  const what = fault[2] ?? fault[3];
  return { option: fault[1], reason: what ? `${what} ${fault[4]}` : fault[4] };
}

/**
 * A later clause that faults another name: "…; Elasticsearch is too heavy", "… — CircleCI's free tier is too small";
 * `commas`: after a comma too ("please use vitest for the new package, jest is too slow with ESM"), as a prompt says it.
 */
export function clauseFault(sentence: string, commas = false): { option: string; reason: string } | null {
  for (const clause of sentence.split(commas ? /;\s+|\s[—–]\s+|,\s+/ : /;\s+|\s[—–]\s+/).slice(1)) {
    const fault = faultIn(clause.trim());
    if (fault) return fault;
    const failed = FAILED_CLAUSE_EN.exec(clause.trim());
    // A possessive names the option: "io-ts's error messages were unreadable" faults io-ts.
    if (failed) return { option: failed[1].replace(/'s\s.*$/, ''), reason: failed[2] };
  }
  return null;
}

/** What was kept, then a colon, a semicolon or a dash: "I kept Vitest for the API tests: …", "I left nodemon in place; …". */
const KEPT_COLON = /^(?:so\s+)?(?:i|we)(?:'ve| have)?\s+(?:kept|left|stayed with|stuck with)\s[^:;—–]{2,80}(?::|;|\s[—–])\s+/i;

/** "I kept Vitest for the API tests too: Jest would need babel-jest for our ESM modules": the name the clause after the colon faults. */
export function keptThenFault(sentence: string): { option: string; reason: string } | null {
  const kept = KEPT_COLON.exec(sentence);
  return kept ? faultIn(sentence.slice(kept[0].length).split(/;\s+|,\s+and\s+/)[0].trim()) : null;
}

/** The words that join a second fault to the first: "…, and SQS would tie …", "… while Kafka is too heavy". */
const NEXT_FAULT = /,?\s+(?:and|while|whereas)\s+/g;

/**
 * A rejected option whose reason goes on to fault another name: "RabbitMQ would add a broker, and SQS would tie
 * local development to AWS" is RabbitMQ (would add a broker) and SQS (would tie …). `before`: what the sentence
 * says before the first option; a name it holds is the choice ("… over Postgres because Postgres needs a server,
 * and SQLite doesn't" turns SQLite down nowhere).
 */
export function splitFaults(r: { option: string; reason?: string }, before: string): { option: string; reason?: string }[] {
  if (!r.reason) return [r];
  for (const m of r.reason.matchAll(NEXT_FAULT)) {
    const next = faultIn(r.reason.slice(m.index + m[0].length));
    if (!next || namesOptionIn(before, next.option) || next.option === r.option) continue;
    return [{ ...r, reason: r.reason.slice(0, m.index) }, ...splitFaults(next, before)];
  }
  return [r];
}

/** The option a sentence right after a decision turns down (REJECT_FOLLOWING_EN), unless the decision chose it. */
export function turnedDown(sentence: string, chosen: string): { option: string; reason: string } | null {
  const m = REJECT_FOLLOWING_EN.exec(sentence);
  if (!m || !namesOne(m[1]) || /^(?:It|This|That|They|We|I|You|He|She|There|Here|Our|Their|Its)$/.test(m[1])) return null;
  const words = m[1].toLowerCase().split(/\s+/);
  const said = new Set((chosen.toLowerCase().match(/[\w.+#/-]+/g) ?? []).map((w) => w.replace(/\.+$/, '')));
  // What of it is at fault ("'s cheapest dyno") starts the reason.
  return words.some((w) => said.has(w)) ? null : { option: m[1], reason: m[2] ? `${m[2]} ${m[3]}` : m[3] };
}
