// Supersession: a memory marked as replaced by a later one — no longer recalled, still searchable with
// --all, restorable. By hand (`supersede`), or found when a decision is written: one that chose an option
// the new decision turns down on the same topic, a setting given another value (settings.ts), a decision
// said again in other words.
import { isName, isTool } from '../capture/names.ts';
import { sentences } from '../capture/prose.ts';
import { EngrimError } from '../errors.ts';
import { crudeStem, queryTerms, queryWords, toFtsQuery } from '../search/fts-query.ts';
import { sameKindIn } from '../search/tool-kinds.ts';
import type { Store } from '../store/store.ts';
import type { Memory } from '../types.ts';
import { changesValue, settingMatch, valueStatement } from './settings.ts';
import { escapeRegExp } from '../util/text.ts';

/**
 * A replaced decision's rejected options that the decision replacing it neither chooses nor turns down already, carried
 * over to it (each with `from`, the replaced one's id): "The churn model is LightGBM now …; I also tried XGBoost: …, but
 * training took 6 minutes" replaced by "Switched the model back to logistic regression …" — XGBoost stays turned down,
 * and a prompt that proposes it again is still told so, though the memory that said so is no longer recalled.
 */
function carryRejected(store: Store, old: Memory, successorId: string, now: number): void {
  const successor = store.require(successorId);
  if (old.kind !== 'decision' || successor.kind !== 'decision' || !old.decision?.rejected?.length) return;
  const have = successor.decision?.rejected ?? [];
  const carried = unspoken(old, successor);
  if (!carried.length) return;
  const decision = { ...successor.decision, rejected: [...have, ...carried.map((r) => ({ ...r, from: r.from ?? old.id }))] };
  // Each carried option, with its reason, joins the successor's search-only context: a prompt that proposes it again
  // must find the decision that now turns it down ("add a cron for the weekly export" after the cron was carried over
  // from "… now run from Dagster. ¶ We had a cron …; …" to "Moved the dbt jobs to … Airflow …").
  const said = carried.map((r) => (r.reason ? `${r.option}: ${r.reason}` : r.option)).join('\n');
  const context = successor.context ? `${successor.context}\n${said}` : said;
  store.rewriteText(successorId, { content: successor.content, context, tags: successor.tags, decision }, undefined, now);
}

/**
 * Whether an earlier decision chose more than the option a later one turns down, so that the later one changes a part
 * of it and does not replace it: a sentence of what it chose names neither the option nor any option it turned down,
 * and names a thing of its own (a name the later decision does not say: another choice, not a reason), and it turned
 * down options that the later one neither chooses nor turns down ("Decision: … rendered with `jbuilder` views. Auth is
 * a bearer token per device, hashed with SHA-256. Rejected: Devise + devise-jwt — …" and then "let's use
 * jsonapi-serializer instead of jbuilder, …": the auth decision stands, and the later one says jbuilder is out).
 */
function choseMore(earlier: Memory, option: string, later: Memory): boolean {
  if (earlier.kind !== 'decision' || !earlier.decision?.rejected?.length) return false;
  const laterSays = wholeStems(`${later.content} ${later.decision?.chosen ?? ''}`);
  const unnamed = [option, ...earlier.decision.rejected.map((r) => r.option)].map(wholeStems);
  const another = sentences(earlier.decision.chosen ?? earlier.content).some((s) => {
    const words = wholeStems(s);
    if (unnamed.some((o) => o.size > 0 && [...o].every((w) => words.has(w)))) return false;
    return s.split(/[^\w.+#/-]+/).slice(1).some((w) => w.length > 1 && isName(w.replace(/\.+$/, '')) && !laterSays.has(crudeStem(w.toLowerCase())));
  });
  return another && unspoken(earlier, later).length > 0;
}

/** The options an earlier decision turned down that a later one neither chooses again nor turns down itself. */
function unspoken(earlier: Memory, later: Memory): NonNullable<NonNullable<Memory['decision']>['rejected']> {
  const chosen = wholeStems(later.decision?.chosen ?? later.content);
  const have = later.decision?.rejected ?? [];
  return (earlier.decision?.rejected ?? []).filter(
    (r) => wholeStems(r.option).size > 0 && !chosenAgain(r.option, chosen) && !have.some((h) => h.option.toLowerCase() === r.option.toLowerCase()),
  );
}

/**
 * Whether the replacing decision chose the option again: all its words, or, for an act, most of what it acts on
 * ("keeping the cart server-side in a session table" after "the cart is stored server-side now, in a `carts` table":
 * the user overruled the old decision for the very option it had turned down).
 */
function chosenAgain(option: string, chosen: Set<string>): boolean {
  const words = [...wholeStems(option)];
  if (words.every((w) => chosen.has(w))) return true;
  const act = /^[a-z]+ing\b/i.exec(option.trim())?.[0];
  const object = act ? words.filter((w) => w !== crudeStem(act.toLowerCase())) : [];
  return object.length >= 2 && object.filter((w) => chosen.has(w)).length * 3 >= object.length * 2;
}

/** Marks `oldId` as replaced by `newId`: no longer recalled, still searchable with --all. */
export function supersede(store: Store, oldId: string, newId: string, now = Date.now()): Memory {
  if (oldId === newId) throw new EngrimError('a memory cannot supersede itself', 'INPUT');
  const oldRow = store.requireRowid(oldId);
  store.requireRowid(newId);
  store.transaction(() => {
    store.db.prepare('UPDATE memories SET superseded_by = ?, updated_at = ? WHERE rowid = ?').run(newId, now, oldRow);
    store.logEvent(oldRow, 'supersede', now, newId);
  });
  return store.require(oldId);
}

/** A text's words, stemmed as recall compares them. */
const stems = (text: string): Set<string> => new Set(queryTerms(text, 10_000).map(crudeStem));
/** The same of its whole words only: "TypeBox" is "typebox", not "type" (which "fastify-type-provider-zod" holds). */
const wholeStems = (text: string): Set<string> => new Set(queryWords(text, 10_000).map(crudeStem));

/**
 * Whether a decision that chose an option said nothing else but what it turned down: "don't use moment, use date-fns"
 * (its topic, "moment", is what it turned down), not "use Jest for unit tests" (a topic) nor "use date-fns-tz in the
 * report emails".
 */
const onlyTheTool = (memory: Memory, chosen: Set<string>, words: Set<string>): boolean => {
  if (memory.kind === 'note') return false;
  const turnedDown = new Set((memory.decision?.rejected ?? []).flatMap((r) => [...stems(r.option)]));
  return topic(chosen, words).every((w) => turnedDown.has(w));
};

/** Words every decision uses, and words of no topic the stopwords leave ("since", "let's", "every"): they say nothing about what it is about. */
const DECISION_WORDS = new Set(
  [
    'decision', 'decide', 'decided', 'use', 'used', 'using', 'reject', 'rejected', 'choose', 'chose', 'chosen', 'pick', 'picked', 'go', 'going', 'went',
    'switch', 'switched', 'instead', 'rather', 'because', 'will', 'we', 'now', 'keep', 'kept', 'keeping', 'stay', 'stick', 'move', 'moved', 'moving',
    'run', 'running', 'runs', 'add', 'added', 'adding', 'let', 'since', 'every', 'one', 'new', 'today', 'here', 'already', 'still', 'even',
  ].map(crudeStem),
);

/**
 * A decision's topic: the stems of what it chose, less the words every decision uses, the option's own and numbers
 * ("20" of "Node 20" is no topic a connection pool of 20 shares).
 */
const topic = (chosen: Set<string>, option: Set<string>): string[] => [...chosen].filter((w) => !DECISION_WORDS.has(w) && !option.has(w) && !/^\d/.test(w));

/** A question, an offer or a condition states nothing in use ("Should we use Postgres …?", "If you'd rather use npm …"). */
const NOT_A_STATEMENT = /\?|\b(?:if|unless|whether|would|could|should|might|let me know|i can|we can|you can)\b/i;
/** Words a note shares with a decision's choice, besides the option's and every decision's: two make the same topic (one, for another decision). */
const NOTE_TOPIC = 2;

/**
 * Words that name no topic alone: counts, units, times of day, and nouns and verbs any part of a system has ("two",
 * "per", "file", "service", "client", "format", "nightly", "GB"). A decision that shares only one of them with another
 * is on another matter: "The feature flags live in a JSON file" and "The config file is YAML, not JSON"; "the nightly
 * cron job on the VM" and "Moved the nightly backup from a cron job …"; "Set the Lambda memory to 1024 MB" and "…
 * instead of building the whole file in memory".
 */
const TOPICLESS = new Set(
  `two three four five per get gets getting cut cuts change changes changed type types file files live lives drop drops
  format formats app apps client clients service services code data time times way ways thing things part parts work
  works need needs make makes generate generated day days week weeks month months hour hours minute minutes nightly daily
  weekly hourly memory gb mb kb ms package packages small large big single whole same other set sets build built`.split(/\s+/).filter(Boolean).map(crudeStem),
);

/**
 * Whether an earlier memory that chose `option` (stems `words`) is on the topic of a new choice (stems `mine`):
 * NOTE_TOPIC words for a note; one else, when it names a topic (TOPICLESS).
 */
const onTopic = (memory: Memory, chosen: Set<string>, words: Set<string>, mine: Set<string>): boolean => {
  const shared = topic(chosen, words).filter((w) => mine.has(w));
  return memory.kind === 'note' ? shared.length >= NOTE_TOPIC : shared.length >= 2 || shared.some((w) => !TOPICLESS.has(w));
};

/**
 * A note that says a thing is in use, a verb of using or a place right before its name: "We run PostgreSQL 15
 * on RDS …", "Sessions are kept in Redis", "Deploys go to Fly.io" (not "Redis latency spiked during the
 * incident": a note that names a thing is not always its choice).
 */
const inUse = (text: string, option: string): boolean =>
  !NOT_A_STATEMENT.test(text) &&
  new RegExp(String.raw`\b(?:use|uses|using|used|run|runs|running|on|with|via|in|to|host|hosts|hosted|deploy|deploys|deployed|is|are)\s+(?:the\s+|our\s+|an?\s+)?${escapeRegExp(option.trim())}(?![\w.-]*\w)`, 'i').test(text);

/**
 * Whether a text says every whole word of an option (`whole`: its stems), and each of its joined names as written; a
 * tool at a version ("Python 3.12") as written, not the tool at another ("stay on Python 3.11 instead of 3.12"); a
 * name not only likened to ("S3-compatible").
 */
function saysWhole(text: string, option: string, whole: Set<string>): boolean {
  const said = wholeStems(text);
  const joined = option.match(/[\w+#]+(?:[-.][\w+#]+)+/g) ?? [];
  const versioned = /^\S+\s+v?\d+(?:\.\d+)*$/.test(option.trim()) ? [option.trim()] : [];
  return (
    [...whole].every((w) => said.has(w)) &&
    [...joined, ...versioned].every((name) => new RegExp(String.raw`(?<![\w.-])${escapeRegExp(name).replace(/\s+/g, '\\s+')}(?![\w-]|\.\w)`, 'i').test(text)) &&
    !likenedOnly(text, option.trim())
  );
}

/** Words that make a name describe another thing: "S3-compatible storage", "a Redis-backed queue". */
const LIKENED = 'compatible|like|style|based|backed|powered|native|inspired|flavou?red';
/** Whether a text names a one-word option only to describe another thing by it ("S3-compatible storage" chose no S3). */
function likenedOnly(text: string, option: string): boolean {
  if (!/^[\w+#]+$/.test(option)) return false;
  const name = escapeRegExp(option);
  return new RegExp(String.raw`(?<![\w-])${name}-(?:${LIKENED})\b`, 'i').test(text) && !new RegExp(String.raw`(?<![\w-])${name}(?![\w-])`, 'i').test(text);
}

/** An option that takes a choice further than it went: "Elasticsearch for admin too". */
const FURTHER = /\s(?:too|as well|also)$/i;

/**
 * The decisions and conventions of `namespace` other than `exceptId` that chose `option`:
 * what they chose names every word of it, as words ("Go" is not in "Django"),
 * and they do not turn it down themselves, as a rejected option or in words
 * ("never use pnpm", "npm instead of pnpm"); with `notes`, also the notes that say it is in use (`inUse`).
 * Newest first, each with the stems of what it chose.
 */
function choosers(store: Store, option: string, exceptId: string, namespace: string, notes = false): { memory: Memory; chosen: Set<string> }[] {
  const words = stems(option);
  const whole = wholeStems(option);
  const match = toFtsQuery(option);
  // An option of verbs only in lower case ("running", "moving it to a", cut short) names nothing another decision could
  // have chosen ("Go" does).
  if (!words.size || (!/[A-Z]/.test(option) && ![...words].some((w) => !DECISION_WORDS.has(w))) || !match) return [];
  // In the namespace of the memory that replaces them: another project or team's decisions are not its own.
  const candidates = store.getMany(store.fulltext(match, { namespace }, 20).map((c) => c.rowid));
  return [...candidates.values()]
    .filter((m) => m.id !== exceptId && (m.kind === 'decision' || m.kind === 'convention' || (notes && m.kind === 'note' && inUse(m.content, option))) && !turnsDown(m.decision?.chosen ?? m.content, option))
    .map((memory) => ({ memory, chosen: stems(memory.decision?.chosen ?? memory.content) }))
    // Its whole words too ("bull" is not chosen by "BullMQ"), a name joined by hyphens or dots as written ("node-fetch"
    // is not chosen by "the built-in fetch in Node 20").
    // (What it turned down itself: an option carried over from a decision it replaced is not its words, nor is the choice
    // taken further than it went, "Elasticsearch for admin too" of "… go to Elasticsearch only for the storefront".)
    .filter(({ memory, chosen }) => [...words].every((w) => chosen.has(w)) && saysWhole(memory.decision?.chosen ?? memory.content, option, whole) && !(memory.decision?.rejected ?? []).some((r) => !r.from && !FURTHER.test(r.option) && [...wholeStems(r.option)].some((w) => whole.has(w))))
    .sort((a, b) => b.memory.created_at - a.memory.created_at);
}

/**
 * Whether a text turns `option` down in words: "never use pnpm", "don't add Redis", "npm instead of pnpm", "no Redis",
 * "not offsets" (of "offset"), "S3's egress fees were what ruled it out", "removed the Redis container", "Celery … and
 * Redis are gone".
 */
function turnsDown(text: string, option: string): boolean {
  const name = escapeRegExp(option.trim());
  return new RegExp(
    String.raw`\b(?:never|not|no|don['’]t|do not|avoid|instead of|rather than|without|over|against|stop using|removed|dropped|ripped out|deleted|uninstalled|got rid of)\s+(?:\w+\s+){0,2}?${name}(?:e?s)?\b|\b${name}(?:['’]s)?\s[^.;!?]{0,60}?\b(?:ruled (?:it|them) out|(?:was|were) (?:rejected|ruled out)|(?:is|are|was|were) (?:now\s+)?(?:gone|removed|dropped))\b|\b${name}\s+(?:can['’]t|cannot|couldn['’]t|won['’]t)\b`,
    'i',
  ).test(text);
}

/**
 * Whether a text turns `option` down for the one place it speaks of ("I didn't use Redis for this since the pages are
 * public", "no Redis here"): Redis chosen elsewhere on the same topic ("Search results are cached … in Redis") stands.
 */
function onlyHere(text: string, option: string): boolean {
  return new RegExp(String.raw`\b${escapeRegExp(option.trim())}\s+(?:(?:for|in)\s+(?:this|these|that|those|them|it)|here|there)\b(?!\s+(?:either|anymore|any more|or anywhere))`, 'i').test(text);
}

/**
 * Whether two memories come from one turn of one conversation: the agent agreeing with the user's decision of that
 * turn ("Good call — SQLDelight works in Kotlin Multiplatform and Room's KMP support is still limited") names what
 * the user turned down, and is no earlier choice of it.
 */
const sameTurn = (a: Memory, b: Memory): boolean => a.turn_id !== null && a.turn_id === b.turn_id && a.session_id === b.session_id;

/** How many of a session's latest memories are read for the decision a correction overrules. */
const OVERRULE_CANDIDATES = 20;

/**
 * A decision made by a prompt that overrules the turn before ("actually use river for that, we'll need retries" after
 * the agent ran the expiry job on an in-process ticker) replaces the decision that turn stored, though it names
 * nothing the new one turns down: in the new decision's session, the last capture's memories (one write, one time),
 * of which exactly one decision says the words of the turn before (`turnBefore`: its prompt and response). With two,
 * which one the user meant is not known: both stay. Returns the id it superseded, or null.
 */
export function supersedeOverruled(store: Store, newId: string, turnBefore: string, now = Date.now()): string | null {
  const decision = store.require(newId);
  if (decision.kind !== 'decision' || !decision.session_id) return null;
  const latest = store.list({ session: decision.session_id, namespace: decision.namespace, until: decision.created_at - 1 }, { limit: OVERRULE_CANDIDATES });
  const lastTurn = latest.filter((m) => m.created_at === latest[0].created_at && m.id !== newId && m.kind === 'decision');
  if (!lastTurn.length) return null;
  // (The turn before's words are read only when that capture stored a decision.)
  const said = new Set(queryWords(turnBefore, 100_000));
  const saidThere = (m: Memory) => {
    const words = queryWords(m.content, 10_000);
    return words.length > 0 && words.filter((w) => said.has(w)).length >= words.length * 0.9;
  };
  const overruled = lastTurn.filter(saidThere);
  if (overruled.length !== 1) return null;
  supersede(store, overruled[0].id, newId, now);
  carryRejected(store, overruled[0], newId, now);
  return overruled[0].id;
}

/**
 * Capture-driven supersession: the newest earlier decision that chose
 * `option` (its chosen text or content names it, and not as a rejected
 * option) is marked as replaced by `newId`; or, when it is newer, a note that says `option` is in use on the
 * same topic (as `supersedeRejected` reads one). Returns its id, or null.
 */
export function supersedeByOption(store: Store, newId: string, option: string, now = Date.now()): string | null {
  const replacing = store.require(newId);
  const mine = stems(replacing.decision?.chosen ?? replacing.content);
  const words = stems(option);
  const newest = choosers(store, option, newId, replacing.namespace, true).find(({ memory, chosen }) => memory.kind !== 'note' || onTopic(memory, chosen, words, mine));
  if (!newest) return null;
  supersede(store, newest.memory.id, newId, now);
  carryRejected(store, newest.memory, newId, now);
  return newest.memory.id;
}

/**
 * A new decision that turns down an option an earlier decision chose, on the
 * same topic, replaces it ("Decision: use Vitest for unit tests. Rejected:
 * Jest" retires "Decision: use Jest for unit tests"). The same topic means
 * what the two chose shares a word besides the option and the words every
 * decision uses: "Rejected: Postgres" in a decision about a cache leaves "use
 * Postgres for billing" standing. So does the newest note that said the option was in use, on the same topic
 * ("We run PostgreSQL 15 on RDS for the main database", then "We upgraded the main database from PostgreSQL 15
 * to 16 because …"). Returns the ids it superseded.
 */
export function supersedeRejected(store: Store, decision: Memory, now = Date.now()): string[] {
  const out: string[] = [];
  // What each decision chose, not the reasons it gives ("it needs a server" would meet "billing needs …").
  const mine = stems(decision.decision?.chosen ?? decision.content);
  // (An option the decision's own words do not name came from the agent's words carrying it out, its search-only context
  // — "Switched the stores to Vuex 4 as you asked: …, and the Pinia stores are removed." for "actually let's use vuex,
  // …": there is its topic too.)
  let carried: Set<string> | undefined;
  for (const r of decision.decision?.rejected ?? []) {
    if (onlyHere(decision.content, r.option)) continue;
    const words = stems(r.option);
    const topicOf = !decision.context || [...words].every((w) => mine.has(w)) ? mine : (carried ??= new Set([...mine, ...stems(decision.context)]));
    let note = false; // a note that said the option was in use: the newest one only
    for (const { memory, chosen } of choosers(store, r.option, decision.id, decision.namespace, true)) {
      if (memory.superseded_by || memory.created_at > decision.created_at || (memory.kind === 'note' && note) || sameTurn(memory, decision)) continue;
      // On its topic, or, for one that chose a tool and said nothing else (but what it turned down), a tool of the
      // option's kind chosen in its place ("let's use dayjs instead of date-fns" retires "don't use moment, use
      // date-fns", which shares no other word with it).
      if (!onTopic(memory, chosen, words, topicOf) && !(onlyTheTool(memory, chosen, words) && sameKindIn(r.option, decision.decision?.chosen ?? decision.content))) continue;
      if (choseMore(memory, r.option, decision)) continue;
      note ||= memory.kind === 'note';
      supersede(store, memory.id, decision.id, now);
      carryRejected(store, memory, decision.id, now);
      out.push(memory.id);
    }
  }
  return out;
}

/** The words after a verb of using or a place, as `inUse` reads an option: what a decision may take. */
const TAKES = /\b(?:use|uses|using|used|run|runs|running|on|with|via|in|to|host|hosts|hosted|deploy|deploys|deployed|is|are)\s+(?:the\s+|our\s+|an?\s+)?([\w.+#/-]+(?:\s+[\w.+#/-]+)?)/gi;
/** Where what a decision chose ends and its reason begins: a colon, a semicolon, a dash, a comma, "because". */
const CHOICE_ENDS = /\s*[;:—–]\s*|,\s+|\s+(?:because|since|so that|as)\s+/;
/**
 * A decision that says it goes back on an earlier one: "… after all", "go back to …", "revert to …", or a change of
 * mind said first: "actually let's use redis as the celery broker, …", "on second thought, …".
 */
const GOES_BACK = /\bafter all\b|\bgo(?:ing)? back to\b|\brevert(?:ing)? to\b|^(?:actually|on second thoughts?)\b/i;
/** How many earlier decisions a new one's words are looked up among, for one it reverses. */
const REVERSAL_CANDIDATES = 20;

/**
 * A new decision that takes an option an earlier decision turned down, on the same topic, reverses it: "Switched DB
 * access to GORM." retires "DB access: sqlc instead of GORM" (the two choices share "db access"), where "use GORM
 * for the admin tool" leaves it standing. The new decision names the option as a note in use does ("to GORM"), does
 * not turn it down itself, and shares two words with what the earlier one chose — unless it says it goes back on one
 * ("let's use meilisearch after all, …": GOES_BACK). Measured on the phrasing and
 * response sets and the ADRs stored in turn (`scripts/reversal-lab.ts`: independent texts, so a reversal is right only
 * where two of them say one topic both ways): see docs/lifecycle.md. Returns the ids it superseded.
 */
export function supersedeReversed(store: Store, decision: Memory, now = Date.now()): string[] {
  if (decision.kind !== 'decision') return [];
  const text = decision.decision?.chosen ?? decision.content;
  const mine = wholeStems(text);
  // Looked up by what the decision names as in use ("to GORM", "use pnpm"): a small query inside the write's lock.
  const match = toFtsQuery([...text.matchAll(TAKES)].map((m) => m[1]).join(' '));
  if (!mine.size || !match) return [];
  const candidates = store.getMany(store.fulltext(match, { namespace: decision.namespace }, REVERSAL_CANDIDATES).map((c) => c.rowid));
  // What the new decision turns down itself: an option it names whole is not what it takes (but for the choice taken
  // further, FURTHER). Whole, not a word of it: "Config now lives in environment variables …. The YAML file per
  // environment kept drifting …" takes "environment variables"; "One Postgres database with a schema per tenant, not a
  // database per tenant" takes "schema per tenant".
  const own = (decision.decision?.rejected ?? []).filter((r) => !FURTHER.test(r.option)).map((r) => wholeStems(r.option));
  const ours = stems(text);
  const backOn = GOES_BACK.test(text);
  const reversed: { memory: Memory; shared: number }[] = [];
  for (const memory of candidates.values()) {
    if (memory.id === decision.id || memory.kind !== 'decision' || memory.superseded_by || memory.created_at > decision.created_at) continue;
    // Taken: named with a verb of using or a place right before it ("to GORM", "use GORM"), not "out of the JWT".
    const taken = (memory.decision?.rejected ?? []).find((r) => {
      const words = wholeStems(r.option);
      return words.size > 0 && [...words].every((w) => mine.has(w)) && !own.some((o) => [...words].every((w) => o.has(w))) && inUse(text, r.option) && !turnsDown(text, r.option);
    });
    if (!taken) continue;
    // On its topic as a note is (two words shared): a reversal is the rarer thing to say.
    const earlier = memory.decision?.chosen ?? memory.content;
    const sharedWords = topic(stems(earlier), stems(taken.option)).filter((w) => ours.has(w));
    const shared = sharedWords.length;
    // (Or one word that names a topic, said where the earlier decision says what it chose: "Chose Cloudflare R2 over S3
    // for asset storage: …" and "Storage is S3 with lifecycle rules"; not a word of its reason, "… moving it to Postgres
    // would add a write on every request" and "Search indexing moved off the request path …".)
    const headWords = shared === 1 ? stems(earlier.split(CHOICE_ENDS)[0]) : undefined;
    if (backOn || shared >= NOTE_TOPIC || sharedWords.some((w) => !TOPICLESS.has(w) && headWords!.has(w))) reversed.push({ memory, shared });
  }
  const retired = backOn ? wentBackOn(reversed) : reversed;
  for (const { memory } of retired) {
    supersede(store, memory.id, decision.id, now);
    carryRejected(store, memory, decision.id, now);
  }
  return retired.map(({ memory }) => memory.id);
}

/**
 * The earlier decisions a decision that goes back on one ("let's use meilisearch after all, typo tolerance matters
 * more than I thought") answers, among those that turned its option down: the ones that share the most words of its
 * topic, when any shares one ("let's move sessions to redis after all" retires the sessions decision that turned Redis
 * down, not the job queue's that did too); else the latest alone.
 */
function wentBackOn(reversed: { memory: Memory; shared: number }[]): { memory: Memory; shared: number }[] {
  const most = Math.max(0, ...reversed.map((r) => r.shared));
  if (most > 0) return reversed.filter((r) => r.shared === most);
  const latest = reversed.reduce<(typeof reversed)[number] | undefined>((a, r) => (!a || r.memory.created_at > a.memory.created_at ? r : a), undefined);
  return latest ? [latest] : [];
}

/**
 * The kinds of memory that state a setting, and so change one another's: a decision ("Capped the pool at 20
 * because …"), a convention ("Indent with 2 spaces"), a note ("Session tokens expire after 24 hours.").
 */
export const SETTING_KINDS = ['decision', 'convention', 'note'];

/**
 * A decision, convention or note that gives a setting another value replaces the one it changes
 * (`settings.ts`): "Raised the Postgres connection pool to 30, since …" retires "Capped the Postgres
 * connection pool at 20 because …" in the same namespace, and "The pool is 20." too; "Capped the Redis
 * connection pool at 50" or "Set LOG_LEVEL to debug in staging" beside "… to warn in production" leave it
 * standing. `earlier`: the candidates `earlierValues` found before the write took its lock (else they are
 * looked up now). Returns the ids it superseded.
 */
export function supersedeChangedValue(store: Store, memory: Memory, now = Date.now(), earlier?: number[]): string[] {
  const rowids = earlier ?? earlierValues(store, memory.decision?.chosen ?? memory.content, memory.namespace, memory.kind);
  const out: string[] = [];
  for (const m of store.getMany(rowids).values()) {
    // Checked again under the lock: another writer may have replaced or archived it since.
    if (m.id === memory.id || m.superseded_by || m.archived_at || m.created_at > memory.created_at) continue;
    supersede(store, m.id, memory.id, now);
    out.push(m.id);
  }
  return out;
}

/**
 * The memories a statement would replace as a setting given another value: current decisions, conventions
 * and notes in its namespace that give the same thing, in the same place, another value. A read, done
 * before a write takes the lock: the query reads the whole doclist of each of the setting's words (~0.5 ms
 * among 3,000 decisions that share them), which held the lock a fifth longer when done under it.
 */
export function earlierValues(store: Store, text: string, namespace: string, kind: string): number[] {
  const later = valueStatement(text, kind);
  if (!later) return [];
  // Every word of what is set and where is in an earlier statement of the same setting.
  const match = settingMatch(later);
  // The filters keep to current memories of the setting kinds in the namespace.
  const rowids = store.fulltext(match, { namespace, kinds: SETTING_KINDS }, 20).map((c) => c.rowid);
  return [...store.getMany(rowids)]
    .filter(([, m]) => {
      const earlier = valueStatement(m.decision?.chosen ?? m.content, m.kind);
      return earlier !== null && changesValue(earlier, later);
    })
    .map(([rowid]) => rowid);
}

/** Share of their topic words two decisions that reject the same options must have in common to be one decision said twice. */
export const RESTATED_TOPIC = 0.5;
/** How many topic words a short decision must share with a longer one to restate it. */
const RESTATED_WORDS = 5;

/**
 * The names a text uses, in lower case: a capitalised word inside a sentence ("JSON", "BullMQ"), a known tool in
 * lower case ("pnpm", "date-fns"; not any hyphenated word: "tree-shakeable").
 */
function namesIn(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/(?<=[\w,;:)'’]\s+)([A-Z][\w.+#-]*\w)|\b([a-z][\w+#-]*\w)\b/g)) {
    const word = m[1] ?? (isTool(m[2]) ? m[2] : undefined);
    if (word) out.add(word.toLowerCase());
  }
  return out;
}
/** A text's words and the names among them (`namesIn`), as `choosesOtherName` compares two decisions. */
interface Named {
  words: Set<string>;
  names: Set<string>;
}
const named = (text: string): Named => ({ words: new Set(text.toLowerCase().split(/[^\p{L}\p{N}.+#-]+/u).map((w) => w.replace(/[.]+$/, ''))), names: namesIn(text) });
/** Whether each of two decisions names something the other never says, besides the options both turned down. */
function choosesOtherName(a: Named, b: Named, optionWords: Set<string>): boolean {
  const own = (names: Set<string>, other: Set<string>) => [...names].some((n) => !other.has(n) && !optionWords.has(crudeStem(n)));
  return own(a.names, b.words) && own(b.names, a.words);
}

/**
 * A decision said again in other words: a current decision in the namespace
 * that rejects every option this one rejects, and whose words — less those
 * options and the words every decision uses — are mostly this one's (Jaccard
 * ≥ RESTATED_TOPIC). "We use BullMQ rather than RabbitMQ, because Redis is
 * already running" restates "Used BullMQ instead of RabbitMQ, since we
 * already run Redis", which the near-duplicate cosine (0.90) misses;
 * "Playwright over Jest for e2e tests" does not restate "Vitest over Jest for
 * unit tests". Returns its rowid, or null.
 */
export function restatedDecision(store: Store, decision: { content: string; namespace: string; rejected: { option: string }[] }): number | null {
  const options = decision.rejected.map((r) => stems(r.option)).filter((s) => s.size);
  const match = decision.rejected.length ? toFtsQuery(decision.rejected[0].option) : null;
  if (!options.length || !match) return null;
  const optionWords = new Set(options.flatMap((s) => [...s]));
  const about = (text: string) => new Set([...stems(text)].filter((w) => !DECISION_WORDS.has(w) && !optionWords.has(w)));
  const mine = about(decision.content);
  if (!mine.size) return null;
  const mineNamed = named(decision.content);
  const rowids = store.fulltext(match, { namespace: decision.namespace }, 20).map((c) => c.rowid);
  const found = store.getMany(rowids);
  for (const rowid of rowids) {
    const m = found.get(rowid);
    if (!m || m.kind !== 'decision' || m.superseded_by || m.archived_at) continue;
    const theirs = (m.decision?.rejected ?? []).map((r) => stems(r.option));
    if (!options.every((o) => theirs.some((t) => t.size === o.size && [...o].every((w) => t.has(w))))) continue;
    // Each names a thing the other never says ("The config format stays JSON; YAML was considered …" and "The config
    // format is TOML — YAML's implicit typing bit us twice"): two choices that turned down the same option.
    if (choosesOtherName(mineNamed, named(m.content), optionWords)) continue;
    const other = about(m.content);
    let shared = 0;
    for (const w of mine) if (other.has(w)) shared++;
    if (shared / (mine.size + other.size - shared) >= RESTATED_TOPIC) return rowid;
    // (Or a short one said within a long one: most of the shorter's words, and at least RESTATED_WORDS of them. "We're
    // staying on JetStream rather than Kafka: the NATS server is already deployed …" restates a decision of two
    // paragraphs that chose JetStream over Kafka.)
    if (shared >= RESTATED_WORDS && shared / Math.min(mine.size, other.size) >= RESTATED_TOPIC) return rowid;
  }
  return null;
}
