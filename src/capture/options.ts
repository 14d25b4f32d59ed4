import { escapeRegExp } from '../util/text.ts';
import { CALENDAR_WORDS, GERUND, NAME, SLASHED, isName, isTool, toolAfterFirst } from './names.ts';

// What names an option in a sentence, and where its name ends ("Postgres because …" → "Postgres").

// A name may hold a colon between letters: `node:sqlite`, `npm:react`; its later words an HTML tag ("plain `<img>` tags"); a
// dotfile is one too: `.nvmrc`.
/** OPTION's parts: what may open it, its first word, and the words after (a gerund's phrase, or up to three). */
const OPTION_OPENING = String.raw`(?:using\s+|the\s+|our\s+own\s+|our\s+|an?\s+)?`;
const OPTION_WORD = String.raw`(?:\.(?=[a-z]))?[A-Za-z0-9](?:[\w.+#/-]|:(?=\w))*`;
const OPTION_REST = String.raw`(?:(?<=[a-z]ing)(?:\s+(?!(?:because|since|but|so|which|while)\b)[\w.+#/'<>-]+){0,10}|(?:\s+[\w.+#/<>-]+){0,3})`;
export const OPTION = String.raw`${OPTION_OPENING}(${OPTION_WORD}${OPTION_REST})`;
/** OPTION whose first word may own the rest: "Steam's GameNetworkingSockets", "Vercel's Edge Config". */
export const OWNED_OPTION = String.raw`${OPTION_OPENING}(${OPTION_WORD}(?:'s(?=\s))?${OPTION_REST})`;
/** Paying for a named product ("rather than buy Swiftly", "instead of licensing Pix4D"): the option is the product. */
const BUY_NAME = /^(?:buy|buying|pay for|paying for|licen[cs]e|licen[cs]ing)\s+(?=[A-Z])/;
/**
 * An option named by the act of taking it ("adding Redis", "move to GraphQL", "staying on pandas"): the option is what
 * follows (not an act on a pronoun: "adding them to the Redux store" is the act whole).
 */
const OPTION_VERB = /^(?:use|using|add|adding|introduce|introducing|adopt|adopting|(?:move|moving|switch|switching|migrate|migrating|port|porting|upgrade|upgrading|downgrade|downgrading|jump|jumping|bump|bumping) to|go with|going with|(?:stay|staying) (?:on|with)|(?:stick|sticking) with|keep|keeping)\s+(?!(?:it|them|this|that)\s)(?:the\s+|a\s+|an\s+)?/i;
/**
 * Keeping a thing of no name in a place of none: "keeping the cart in a session table", "keeping sessions server-side"
 * (in a named place, the thing there is the option: "keeping the counters in Redis" is "counters in Redis").
 */
const KEPT_WHERE = /^(?:keep|keeping)\s+(?:the\s+|our\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:(?:in|on|inside)\s+(?:a|an|the|our)\s|(?:server-side|client-side|locally|in-process|in-memory)\b)/;
/** A Japanese option is the name after the sentence's last particle: 認証はFirebase Auth → Firebase Auth, ログ出力にはwinston → winston. */
export const jaOption = (raw: string): string => raw.split(/[はをがもにで、]/).pop()!.trim();

/** A text's words as names are written ("date-fns", "Next.js", "c++"), lower case, without a full stop after them. */
export const wordsOf = (text: string): string[] => (text.toLowerCase().match(/[\w.+#/-]+/g) ?? []).map((w) => w.replace(/\.+$/, ''));
/** Whether a text says every word of an option ("Rendering inside the web dyno …" of "web dyno"), as `wordsOf` reads them. */
export function saysEveryWord(text: string, option: string): boolean {
  const said = new Set(wordsOf(text));
  const words = wordsOf(option);
  return words.length > 0 && words.every((w) => said.has(w));
}

/**
 * Whether a sentence names an option: one of the option's name words (a capital, a digit or a package-like
 * word), or the option itself when it is one word ("bcrypt"), whole.
 */
export function namesOptionIn(sentence: string, option: string): boolean {
  const words = option.trim().split(/\s+/);
  const named = words.length === 1 && words[0].length >= 3 ? words : words.filter((w) => /^[A-Z0-9]|[.+#-]\w/.test(w) && w.length >= 2);
  // (Names joined by a slash are each said alone: "Hibernate's dirty checking" of "JPA/Hibernate".)
  const names = named.flatMap((w) => (SLASHED.test(w) ? [w, ...w.split('/')] : [w]));
  const said = new Set(sentence.toLowerCase().split(/[^\w.+#-]+/).map((w) => w.replace(/[.-]+$/, '')));
  return names.some((n) => said.has(n.toLowerCase().replace(/[.-]+$/, '')));
}

const OPTION_STOP = /^(?:because|since|as|due|and|but|for|which|that|so|to|in|inside|on|over|with|while|whilst|even|is|was|it|its|we|i|here|there|now|mainly|mostly|primarily|entirely|directly|altogether|anymore|yet|once|when|after|before|until|unless|if|later|instead|rather|too|also|[—–-]{1,2})$/i;
/**
 * A pronoun or an article alone names no option ("instead of it", "rather than the"), nor does a number ("6
 * minutes instead of 11"), its unit on it or not ("from 30s to 10s", "2 GB", "the full 1.2 GB"), nor a duration ("7m40s"), nor what
 * befalls a thing alone ("a killed worker's task is retried instead of dropped": an outcome, not a way; nor "OOM at 16 GB"
 * of "peak memory is 2.1 GB now instead of OOM at 16 GB").
 */
export const named = (option: string): boolean =>
  /\p{L}/u.test(option) &&
  !/^(?:it|this|that|them|the|a|an)$/i.test(option) &&
  !/^(?:dropped|lost|ignored|discarded|skipped|swallowed|duplicated|corrupted|truncated|failed|rejected|retried|blocked|crashed|silently [a-z]+ed)$/i.test(option) &&
  !/^(?:(?:an?\s+)?(?:OOM|out of memory|OOM-kill(?:ed)?|timeout|time-?outs?|crash(?:es)?)(?:\s+(?:at|after|on)\s+.+)?)$/i.test(option) &&
  !/^(?:(?:the\s+)?(?:full|whole|entire|total|original|same|old|usual)\s+)?~?\d[\d.,:]*\s?(?:ms|s|m|min|h|d|w|k|kb|mb|gb|tb|%|x|px)?$/i.test(option) &&
  !/^(?:\d+(?:\.\d+)?(?:h|m|s|ms))+$/i.test(option);
/**
 * A part of a tool said after its name, as what follows the option (`'s …`): one named in code ("'s send_mail",
 * "'s useQuery", "'s built-in TokenAuthentication"), a product of its maker named with a digit ("Conveyal's R5"), a
 * plugin, extension or the like, with a word before it or not ("'s Tailwind plugin", "'s import plugin"), a mode, runner,
 * engine or scheduler of it ("Vitest's browser mode", "Jest's test runner"), or one said as
 * built in ("'s built-in retry config", "'s native fetch"). Not a quality of the tool ("'s extra speed"): that is the
 * tool's. Null when there is none.
 */
export function toolPart(after: string): string | null {
  return /^'s\s+(?:(?:(?:built-in|default|bundled|native|standard)\s+)?(?:[a-z]+_\w+|[a-z]+[A-Z]\w*|[A-Z][a-z]+[A-Z]\w*)|[A-Z][A-Za-z]*\d[\w.-]*(?<!\.)|(?:[\w.-]+\s+)?(?:plugin|extension|adapter|driver|transport|middleware|integration)s?|(?:[a-z][\w-]*\s+)?(?:mode|runner|engine|scheduler)s?|(?:built-in|bundled|native)\s+[a-z][\w-]*(?:\s+(?:config|configuration|mode|modes|settings?|options?|support|handling|handler|client|cache|logic))?)\b/.exec(after)?.[0] ?? null;
}
/**
 * "instead of joi from now on", "migrate to FastAPI right now", "rather than porting to Zephyr this quarter": when the
 * rule holds is no part of the option.
 */
const RULE_TAIL = /\s+(?:from now on|going forward|moving forward|from here on|right now|for now|at the moment|at this (?:point|stage)|this (?:quarter|sprint|release|cycle))\b.*$/i;
/** An option that ends in a pronoun ("converting it", "writing a new one"): the act's object is named elsewhere. */
const PRONOUN_END = /\s(?:it|them|this|that|one|ones)$/i;

/** "here" or "there" ending an option, before its stop if any ("over JWTs here."): where we are is no part of it. */
export const HERE_AFTER = /\s+(?:here|there)([.!?]*)$/i;

/** An option's name: its first words, up to a connective ("Postgres because …" → "Postgres"). */
export function cutOption(raw: string): string {
  const out: string[] = [];
  // "rather than in LaunchDarkly": where the option would have been is the option. A place that is one common
  // word keeps its preposition ("instead of in the client"): alone, "client" would be proposed again by any prompt
  // about an API client (recall reads a place's preposition as part of it).
  // (Keeping a thing somewhere is the act whole: "keeping the cart in a session table", not "cart".)
  // ("instead of our own Douglas–Peucker": a home-grown one is the option by its name.)
  const tail = raw.replace(RULE_TAIL, '').replace(/^own\s+(?=\S)/i, '').replace(HERE_AFTER, '$1');
  // ("upgrading to 2.0": a bare version is named by the act that takes it up.)
  const verb = OPTION_VERB.exec(tail);
  const version = verb ? /^v?\d[\w.]*/.exec(tail.slice(verb[0].length))?.[0] : undefined;
  if (version) return `${verb![0]}${version}`.replace(/\.+$/, '');
  const cut = KEPT_WHERE.test(tail) ? tail : tail.replace(OPTION_VERB, '').replace(BUY_NAME, '');
  const place = /^(?:in|on|at|via|through|inside|with|from)\s+(?:the\s+|an?\s+)?(?=\S)/i.exec(cut);
  const words = (place ? cut.slice(place[0].length) : cut).split(/\s+/);
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
    // "rows in Postgres", "files on S3": a thing of no name of its own is the option with the named place it is in
    // (a compound of English words is none: "double-entry tables in Postgres").
    if (/^(?:in|on)$/i.test(w) && out.length && out.every((x) => (/^[a-z]+$/.test(x) && !isName(x)) || (/^[a-z]{3,}-[a-z]{3,}$/.test(x) && !isTool(x))) && /^[A-Z]/.test(words[i + 1] ?? '') && isName((words[i + 1] ?? '').replace(/[,;:.]+$/, ''))) {
      out.push(w);
      continue;
    }
    // "converting it to TOML", "doing it at the Cloudflare edge": the act's object is the pronoun; what it is done with, or
    // where, follows.
    if (act && out.length === 1 && /^(?:it|them|this|that)$/i.test(w) && /^(?:in|on|into|with|to|at|behind|inside|through|via)$/.test(words[i + 1] ?? '')) {
      out.push(w);
      continue;
    }
    // (An act with no object keeps where it is done too: "running on the web servers".)
    if (((act && (out.length > 1 || /^(?:in|on|inside)$/.test(w))) || participle) && /^(?:in|on|into|with|to|inside)$/.test(w) && words[i + 1] && !OPTION_STOP.test(words[i + 1])) {
      out.push(w);
      continue;
    }
    // An act done to two things is one option: "instead of writing the subnets and route tables by hand".
    if (act && w === 'and' && out.length > 1 && !/[,;:.]$/.test(out[out.length - 1]) && /^[a-z][\w-]*$/.test(words[i + 1] ?? '') && !OPTION_STOP.test(words[i + 1]) && !/^(?:then|they|them|their|you|he|she|this|these|those)$/.test(words[i + 1])) {
      out.push(w);
      continue;
    }
    // (A name, then what it does to something: "dropping Redis removes a service to patch" is "Redis".)
    if (out.length > 0 && out.every((x) => isName(x)) && /^[a-z]{3,}[^s\W]s$/.test(w) && /^(?:a|an|the|our|its|their|every|all|one|two)$/i.test(words[i + 1] ?? '')) break;
    // "from Prisma 6 back to Prisma 5": going back is no part of what was left.
    // ("not adopting Kubernetes yet.": when, at the sentence's end, is no part of it either.)
    // ("Redis just for pub/sub": past the option's first word, what limits it ends it; "only in the ORM" is whole.)
    if (OPTION_STOP.test(w) || (out.length > 0 && /^(?:just|solely|purely)$/i.test(w)) || /^(?:yet|anymore|now|too|also|instead|later)[.!?]$/i.test(w) || (/^back$/i.test(w) && out.length > 0 && /^(?:to)?$/i.test(words[i + 1] ?? ''))) break;
    out.push(w);
  }
  // "rather than pulling them in as a submodule": an act on a pronoun, cut before what it is done with, names
  // nothing by itself ("instead of throttling it" does: the act is the option).
  if (act && PRONOUN_END.test(out.join(' '))) return '';
  // An option cut short after a preposition or an article ("truncating every table between", "plain SMTP through the"
  // of "… through the hospital's relay", "shared table with" of "… with a `tenant_id` column"), or said with when it was
  // tried ("tenacity first"), ends before it.
  while (out.length > 1 && /^(?:between|of|from|at|by|into|onto|over|under|through|via|with|without|the|an?|our|their|its|first)$/i.test(out[out.length - 1])) out.pop();
  const option = out.join(' ').replace(/[,;:.]+$/, '');
  return place && /^[a-z]+$/.test(option) && !isName(option) ? `${place[0]}${option}` : option;
}

/** A file or a path ("utils.ts", "app/main.py"): what is edited or laid out, not a tool chosen. */
export const FILE = String.raw`[\w.-]*(?:\/|\.(?:ts|js|tsx|jsx|py|rb|go|rs|java|kt|md|json|ya?ml|toml|css|html)\b)`;
/**
 * A sentence that opens with a file ("- `app/main.py` — FastAPI app with a /health route"): a part of what was set up
 * or changed, a choice only when a later clause faults another name ("- `pyproject.toml` — managed with uv; Poetry's
 * resolver …"). Not a framework's name ("Next.js — …").
 */
export const FILE_ITEM = new RegExp(String.raw`^(?![A-Z]\w*\.js\b)${FILE}`);
/** A tool's name: capitalised ("Jest") or a package-like word ("semantic-release", "date-fns", "c8"), at most three words. */
export const NAME_START = /^(?:[A-Z][\w.+#-]*|[a-z][\w+#]*[.-][\w.+#/-]+)(?:\s+\S+){0,2}$/;
const NAMED_SHAPE = new RegExp(String.raw`[\s(](?!\w\b(?![-.]\w))(?!(?:${CALENDAR_WORDS})\b)@?${NAME}`);
/**
 * A name after the sentence's first word, of two characters or more ("REST", "GraphQL", "date-fns"; not "I"; but
 * "p-retry", one letter and a dash; not a day or a month: "… off Friday"), or a known tool in lower case ("pnpm").
 */
export const NAMED = { test: (s: string): boolean => NAMED_SHAPE.test(s) || toolAfterFirst(s) };

/**
 * An option that is the act the sentence already said, done elsewhere: "a renamed column fails the build instead of
 * failing in production" (an outcome set against another, not a way chosen against another); or a result against the
 * failure it ended ("… now finishes in 90 seconds instead of timing out").
 */
export function sameActElsewhere(sentence: string, option: string): boolean {
  const act = /^([a-z]{3,})ing\b/i.exec(option.trim())?.[1];
  if (!act) return false;
  // Or what the change no longer lets a thing do: "… stops its downstream assets instead of letting them build on stale data".
  if (/^(?:letting|allowing|making|forcing)\s+(?:them|it|him|her|us|users|the\s+\w+)\s/i.test(option.trim())) return true;
  const stem = escapeRegExp(act.replace(/(?<=[^aeiou])([bdgmnprt])\1$/, '$1'));
  const first = escapeRegExp(option.trim().split(/\s+/)[0]);
  // Or a result against the failure it replaced: "the job now finishes in 90 seconds instead of timing out at 30 minutes".
  // (Not past a step of ours between: "The cluster already runs ingress-nginx, so I used it rather than installing …"; nor
  // a thing that "already runs" somewhere: "… on the Airflow instance the data team already runs instead of moving it to …".)
  return new RegExp(String.raw`\b${stem}e?s\b[^.;!?]{0,80}?\b(?:instead of|rather than)\s+${first}|(?<!\balready\s)\b${RESULT_VERB}\b(?:(?!\b(?:I|we)\s)[^.;!?]){0,40}?\b(?:instead of|rather than)\s+${first}`, 'i').test(sentence);
}
/** What a change's result does, measured: "finishes in 90 seconds", "returns in 20 ms", "passes". */
const RESULT_VERB = '(?:finishes|completes|runs|returns|responds|loads|builds|passes|succeeds|starts)';