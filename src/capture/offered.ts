import { escapeRegExp, sameStem } from '../util/text.ts';
import { unmarked } from './prose.ts';

// Options an agent lays out as a list, one a line ("1. **Redis** — fast, but another service to run", "Option B:
// Postgres LISTEN/NOTIFY …", "- **Unleash** self-hosted: free, one more service to run"), with the line that
// introduces them: what the user picks from in the next turn (accepted.ts), or what the agent itself picks from
// further on in the same response (own-pick.ts).

/** An option as the agent laid it out. */
export interface Offered {
  /** "1", "b": how a later sentence may point at it. */
  label: string;
  /** Laid out under a label that names it an option ("**Option B — …**", "Approach 2:"). */
  labelled?: boolean;
  /** Its name ("Redis", "Postgres LISTEN/NOTIFY") and what the line says of it after the name. */
  name: string;
  says?: string;
  text: string;
}

/** A list of two to six options, with its introducing line; `start`, `end`: the index of its first line and of the line after its last item. */
export interface OfferedList {
  intro?: string;
  options: Offered[];
  /** Laid out to choose from: its intro offers a choice ("Three options:"), or it is a table headed "Option". */
  offers: boolean;
  start: number;
  end: number;
}

const NUMBERED = /^\s*(\d{1,2})[.)]\s+(.+)$/;
export const LABELLED = /^\s*(?:#{1,4}\s*)?(?:[-*•]\s+)?(?:\*\*)?(?:option|approach|alternative)\s+([a-d\d])\b(?:\*\*)?\s*[:.—–-]?\s*(?:\*\*)?\s*(.+)$/i;
/** A list item, or a line that opens on a name in bold and a dash or colon, as options are laid out without bullets ("**BigQuery** — serverless, …"). */
const BULLET = /^\s*[-*•]\s+(.+)$|^\s*(\*\*[^*]{1,60}\*\*\s*[—–:-]\s+.+)$/;
/**
 * An option labelled by a letter alone: "- **A**: acknowledge at once, process from a queue", "B) process inline", or
 * inside the bold of its name: "**A. Postgres full-text search** — …".
 */
const LETTERED = /^\s*(?:[-*•]\s+)?(?:\*\*([A-D])[.:)]?\*\*\s*[:.)—–-]?|([A-D])[.):]|\*\*([A-D])[.)](?=\s+[^*]{1,60}\*\*))\s+(.+)$/;
/**
 * The response lays out options to choose from (not steps it will take), or asks what should be done ("Where should
 * unsent batches live when the collector is down?", over the ways it could).
 */
export const OFFERS = /\b(?:options?|approaches|alternatives|choices|(?:two|three|four|a few|several) candidates\b|ways to|(?:two|three|four|a few|several) ways\b|how (?:they|the two|these|both) compare|which (?:one|option|approach|way|would you|do you)|one of (?:two|three|four|these|the following)\b|would you prefer|do you prefer|your call|up to you|what (?:I|we) (?:looked at|considered|compared|tried|evaluated|weighed)|(?:I|we) (?:looked at|considered|compared|tried|evaluated|weighed) (?:two|three|four|five|a few|several) [\w-]+|(?:where|which|what|how)\s+(?:should|would you like|do you want)\b[^\n?]{0,100}\?|opciones|cuál prefieres|welche Option|Optionen|Möglichkeiten|laquelle préf[eè]res)|選択肢|どれにしますか|どちらにしますか|どれがいいですか|どちらがいいですか|选项|选哪个|哪个方案|\|\s*cons\s*\||^\|\s*(?:library|tool|option|approach|framework|service|provider|database|engine|package|crate|gem|runtime|host|platform)\s*\|/im;
/** An intro of choices made, not offered: "## Design choices", "Key decisions:", "Choices I made", "A few choices worth knowing about:". */
const CHOICES_MADE = /\b(?:design|key|main|technical|implementation|architecture)\s+(?:choices|decisions)\b|\b(?:choices|decisions)\s+(?:(?:I|we)\s+made|worth\s+(?:knowing|noting|mentioning|flagging|calling out)|to\s+(?:flag|note|know about|call out))\b/i;
/** Whether a list's intro offers its items as options to choose from. */
const offersIn = (intro: string | undefined): boolean => OFFERS.test(intro ?? '') && !CHOICES_MADE.test(intro ?? '');
/** Where what is said of an option begins, by a mark: a dash, a colon, a bracket, a comma. */
const NAME_END_MARK = /\s+[—–-]\s+|:\s+|\s*\(|,\s+/;
/** Where an option's name ends and what is said of it begins: a mark (NAME_END_MARK), or "which", "but", "with", …. */
const NAME_END = new RegExp(String.raw`${NAME_END_MARK.source}|\s+(?:which|but|so|because|since|with)\s+`, 'i');
/**
 * A verb that opens an option ("Use Redis", "Switch to pnpm") is no part of its name; it is when what it does is said
 * with an article ("Build the file in a background job", "Add a read replica").
 */
const OPENING_VERB = /^(?:use|using|add|adopt|switch to|move to|migrate to|keep|stay on|go with|stick with|introduce|run|write|build)\s+(?!(?:the|a|an|our|each|every|one)\s)/i;
/** An option's name as cut from its line: no "or" and no verb opening it, no full stop or colon after it. */
const asName = (cut: string): string => cut.replace(/^(?:or|either)\s+/i, '').replace(OPENING_VERB, '').replace(/[.:]+$/, '').trim();
/**
 * What a line says of its option after the name, out of the bracket it may open with: "(Cloud free tier) — retries
 * and alerts" and "Cloud free tier) — retries and alerts" (cut at the bracket) say "Cloud free tier; retries and
 * alerts". No full stop.
 */
const asSays = (rest: string): string | undefined => {
  const said = rest.replace(/^\(/, '');
  // (Only a bracket it did not open itself: "… needs a broker (Redis or RabbitMQ) we don't run" keeps its own.)
  const close = said.indexOf(')');
  const out = close >= 0 && !said.slice(0, close).includes('(') ? said.slice(0, close) + said.slice(close).replace(/^\)\s*[—–:-]\s*/, '; ').replace(/^\)\s*/, ' ') : said;
  return out.replace(/[.!]+$/, '').trim() || undefined;
};
export const ORDINALS: Record<string, string> = { first: '1', second: '2', third: '3', fourth: '4', '1st': '1', '2nd': '2', '3rd': '3', '4th': '4' };

/** One line as an option, or null when it is no list item. */
function option(line: string, index: number): Offered | null {
  const letter = LETTERED.exec(line);
  const labelled = LABELLED.exec(line);
  const m: RegExpExecArray | [string, string, string] | null = labelled ?? NUMBERED.exec(line) ?? (letter ? [letter[0], letter[1] ?? letter[2] ?? letter[3], letter[4]] : null);
  const bullet = m ? null : BULLET.exec(line);
  if (!m && !bullet) return null;
  const raw = m ? m[2] : (bullet![1] ?? bullet![2]);
  const text = unmarked(raw).trim();
  // A name in bold at the item's start is the name, whatever follows it ("**BullMQ** on the Redis we already run — …").
  // (So is one the label's bold runs on to: "**Option A — weighted loss.** Pass `pos_weight` to …".)
  // (Or a letter's: "**A. Postgres full-text search** — …".)
  const bold = /^\*\*([^*]{1,80})\*\*/.exec(raw.trim()) ?? (m && /^\s*(?:[-*•]\s+)?\*\*(?:(?:option|approach|alternative)\b|[A-D][.)]\s)/i.test(line) ? /^([^*]{1,60}?)\*\*/.exec(raw.trim()) : null);
  // (A mark a few words on ends the name past a "with" before it: "Postgres table with triggers: simple, but …".)
  const mark = bold ? null : NAME_END_MARK.exec(text);
  const cut = bold ? null : mark && text.slice(0, mark.index).split(/\s+/).length <= 4 ? mark : NAME_END.exec(text);
  const boldName = bold?.[1].replace(/`/g, '').trim();
  const name = asName(boldName ?? (cut ? text.slice(0, cut.index) : text));
  const rest = boldName ? text.slice(boldName.length).replace(/^[\s:.—–-]+/, '') : cut ? text.slice(cut.index + cut[0].length) : '';
  return { label: m ? m[1].toLowerCase() : String(index + 1), name, says: asSays(rest), text, ...(labelled ? { labelled: true } : {}) };
}

export const TABLE_ROW = /^\s*\|.*\|\s*$/;
export const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/;
/** A table's header that names its rows as options: "| Option | Pros | Cons |", "| Library | … |". */
const OPTIONS_HEADER = /^(?:options?|approach(?:es)?|alternatives?|choices?|candidates?|tools?|librar(?:y|ies)|packages?|services?)$/i;
export const cells = (row: string): string[] => row.trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());

/** A column of what tells against each row's option: "| Library | Pros | Cons |". */
const AGAINST_COLUMN = /^(?:cons|downsides?|drawbacks?|against|weaknesses|why not|risks?)$/i;

/**
 * A table row as an option: its first cell the name (up to a bracket), the others what is said of it; what tells against
 * it is its cell under a "Cons" column when the header has one (not "de-facto standard" from under "Pros").
 */
function tableOption(row: string, index: number, header: string[]): Offered {
  const all = cells(row).map((c) => unmarked(c).trim());
  const [first, ...rest] = all;
  const cut = /\s*\(/.exec(first);
  const name = (cut ? first.slice(0, cut.index) : first).replace(OPENING_VERB, '').trim();
  const said = [cut ? first.slice(cut.index).replace(/^\s*\(|\)\s*$/g, '') : '', ...rest].filter(Boolean).join('; ');
  const against = header.findIndex((h) => AGAINST_COLUMN.test(unmarked(h).trim()));
  const says = against > 0 && all[against] ? all[against] : said;
  return { label: String(index + 1), name, says: says || undefined, text: said ? `${name}: ${said}` : first };
}

/**
 * Options that NAME_END cut to one name ("`@fastify/rate-limit` with the in-memory store", "`@fastify/rate-limit`
 * with the Redis store": both "@fastify/rate-limit") differ in what follows it: they are named up to the mark
 * that ends what is said of them, "@fastify/rate-limit with the Redis store".
 */
function apart(options: Offered[]): void {
  const shared = options.filter((o) => options.some((x) => x !== o && x.name.toLowerCase() === o.name.toLowerCase()));
  for (const o of shared) {
    // Named up to the mark (NAME_END_MARK), not to the word ("with") that cut them to one name.
    const cut = NAME_END_MARK.exec(o.text);
    const name = asName(cut ? o.text.slice(0, cut.index) : o.text);
    if (name.length <= o.name.length) continue;
    o.name = name;
    o.says = cut ? asSays(o.text.slice(cut.index + cut[0].length)) : undefined;
  }
}

/** Whether a run of items reads as options: two to six, each named in `words` words or fewer. */
/** How many more words an option laid out under an "Option X" label may be named with. */
const LABELLED_WORDS = 6;
const isChoice = (options: Offered[], words: number) => options.length >= 2 && options.length <= 6 && options.every((o) => o.name.split(/\s+/).length <= words);

/** An option laid out as a heading ("### Option 2: Postgres SKIP LOCKED"), its description in the lines under it. */
const HEADED = /^\s{0,3}#{1,4}\s/;

/**
 * Every run of two or more list items in a response, in order, with the line before each (its intro); `options`
 * is empty for a run that reads as no choice (seven items and more, a name longer than `words` words; with `clip`,
 * such a name is cut to its first `words` words instead). Options laid
 * out as headings ("### Option 1: Redis Streams", then a paragraph, a few bullets) are one list, each with the
 * first paragraph under it as what it says; the list ends at another heading or at the first paragraph after the
 * last option's description.
 */
export function offeredLists(response: string, words = 6, clip = false): OfferedList[] {
  const lines = response.split('\n');
  const headings = lines.map((l, i) => (HEADED.test(l) && LABELLED.test(l) ? i : -1)).filter((i) => i >= 0);
  const out: OfferedList[] = [];
  let intro: string | undefined;
  let options: Offered[] = [];
  let headed = false; // the open list's options are headings
  let describing = false; // the lines read are the first paragraph under the last heading option
  let start = 0;
  let end = 0;
  let table = false; // the rows read are a table's of options
  let headerOffers = false; // that table's header names its rows options ("| Option | Pros | Cons |")
  let header: string[] = []; // that table's header cells
  const close = () => {
    // A heading option's text is its heading and its description, as a list item's line holds both.
    if (headed) for (const o of options) if (o.says) o.text = `${o.text} — ${o.says.replace(/[.!]+$/, '')}`;
    apart(options);
    // Asked to choose, an option named at length is named by its first words.
    if (clip) for (const o of options) o.name = o.name.split(/\s+/).slice(0, words).join(' ');
    // (Options each labelled so may be named at more length: "**Option B — a `uv tool install` from our internal index.**".)
    const longest = options.every((o) => o.labelled) ? words + LABELLED_WORDS : words;
    if (options.length >= 2) out.push({ intro, options: isChoice(options, longest) ? options : [], start, end, offers: offersIn(intro) || headerOffers });
    [intro, options, headed, describing, headerOffers] = [undefined, [], false, false, false];
  };
  const setIntro = (line: string) => {
    [intro, options] = [line.trim().replace(/^#+\s*/, '').replace(/\*\*/g, ''), []];
  };
  for (const [i, line] of lines.entries()) {
    const item = option(line, options.length);
    if (item && HEADED.test(line)) {
      if (!headed && options.length) close();
      if (!options.length) start = i;
      options.push(item);
      [headed, describing, end] = [true, true, i + 1];
      continue;
    }
    if (headed) {
      const last = options[options.length - 1];
      if (!line.trim()) describing = describing && !last.says;
      else if (HEADED.test(line)) {
        close();
        setIntro(line);
      } else if (describing) {
        const said = unmarked(line.trim().replace(/^(?:[-*•]|\d{1,2}[.)])\s+/, ''));
        last.says = last.says ? `${last.says.replace(/[.!:]+$/, '')}; ${said}` : said;
        end = i + 1;
      } else if (!headings.some((h) => h > i)) {
        close(); // a paragraph after the last option's description
        setIntro(line);
      }
      continue;
    }
    // A table of options, a row each ("| TypeBox | JSON Schema with TS types | another DSL |"), under a line that
    // offers them or a header that names them ("| Option | Pros | Cons |"); its header and rule are no options.
    if (TABLE_ROW.test(line)) {
      if (TABLE_RULE.test(line)) continue;
      if (TABLE_RULE.test(lines[i + 1] ?? '')) {
        if (options.length) close();
        header = cells(line);
        // (Or leaves the rows' column unnamed over a column against each: "| | Pros | Cons |".)
        headerOffers = OPTIONS_HEADER.test(header[0] ?? '') || (header[0] === '' && header.some((h) => AGAINST_COLUMN.test(h)));
        table = offersIn(intro) || headerOffers;
        continue;
      }
      if (table) {
        if (!options.length) start = i;
        options.push(tableOption(line, options.length, header));
        end = i + 1;
        continue;
      }
    } else table = false;
    // An indented line under an option ("   - pros: fast") says more of it; it is no option of its own.
    if (options.length && /^\s{2,}\S/.test(line)) continue;
    if (!item) {
      if (options.length >= 2) close(); // the list is over
      if (line.trim()) setIntro(line);
      continue;
    }
    if (!options.length) start = i;
    options.push(item);
    end = i + 1;
  }
  close();
  for (const list of out) for (const o of list.options) if (o.says) o.says = o.says.replace(/[.!]+$/, '');
  return out;
}

/**
 * The lines of the options a response lays out as such (a list or table under a line that offers a choice: "Three
 * options:", "There are two ways to handle the uploads:"): each is an option weighed, not a decision, whatever
 * it says ("**Airflow** — retries, backfills, a UI; but a lot to run for one DAG"). Only a pick makes one a decision.
 */
export function laidOutOptions(response: string): string[] {
  if (!OFFERS.test(response)) return [];
  // (A response that ends asking which names each by its first words: an option named at more length is still one,
  // "Dynamic `import()` of JS files from a plugins folder — …" under "Here are the options …:" then "Which do you prefer?".)
  const asks = /\?\s*$/.test(response.trim());
  return offeredLists(response, 8, asks).filter((l) => l.offers).flatMap((l) => l.options.map((o) => o.text));
}

/** The longest intro a decision quotes in front of the options it names. */
const INTRO_CHARS = 200;

/**
 * How a decision names a list's options: its intro's last sentence, the one that offers them ("Celery is gone …, so
 * there's no beat. Two ways to schedule the cleanup:" → "Two ways to schedule the cleanup"), then their names.
 */
export function optionsLead(intro: string | undefined, options: Offered[]): string {
  // (An intro that ends with a full stop, "… two realistic choices.", loses it before the colon.)
  // (So does one in Japanese or Chinese: "…、選択肢は三つあります。", which takes a full-width colon.)
  const said = intro?.split(/(?<=[.!?])\s+|(?<=[。！？])\s*/).pop()?.replace(/[:：.。]\s*$/, '').trim();
  // (A question, "Where should unsent batches live …?", takes no colon after it.)
  const lead = said && said.length <= INTRO_CHARS ? said : 'Options weighed';
  return `${lead}${/[?？]$/.test(lead) ? '' : /[\u3000-\u9fff]$/.test(lead) ? '：' : ':'} ${options.map((o) => o.name).join('; ')}.`;
}

/** The verb a recommendation makes, and what follows it: "recommend ", "strongly suggest ", "go with ". */
const RECOMMEND_VERB = String.raw`(?:strongly\s+)?(?:recommend|suggest|go with|pick|choose|lean towards?)\s+`;
/** A recommendation of one of them, by name or by a word of it: "I'd go with the MERGE.", "I'd go with the unique index." */
const RECOMMENDS_EN = new RegExp(String.raw`\bI(?:'d|\s+would)\s+${RECOMMEND_VERB}\S`);
/**
 * A recommendation of a listed option by its label: "I'd go with option 2", "I'd recommend option B", "I'd go with 3."
 * (the label alone, before a stop or a dash: not "I'd go with 3 replicas").
 */
export const RECOMMENDED_LABEL = new RegExp(String.raw`\bI(?:'d|\s+would)?\s+${RECOMMEND_VERB}(?:(?:option|approach|number)\s+([1-9]|[A-F])\b|([1-9]|[A-F])(?=[.!,;:]|\s+[—–(]|\s*$))`);

/** The options a response lays out as its first list, with the line that introduces them (none when it reads as no choice). */
export function offered(response: string): { intro?: string; options: Offered[] } {
  // Options named at more length ("Or build the file in a background job, …") when the response ends asking which.
  const asks = OFFERS.test(response.trim().split(/(?<=[.!?])\s+/).pop() ?? '');
  let first = offeredLists(response, asks ? 8 : 6, asks)[0];
  // (So is a list its intro offers as options when the response recommends one by its label: "I looked at three ways to
  // send the digest: …. I'd go with option 2.")
  if (first && !first.options.length && first.offers && !asks && (RECOMMENDED_LABEL.test(response) || RECOMMENDS_EN.test(response))) first = offeredLists(response, 8, true)[0];
  if (first?.options.length) return { intro: first.intro, options: first.options };
  // (Or two ways said in one sentence right before the question: "Either we raise the minimum to iOS 17 or keep a Core
  // Data path for 16. Which one?")
  const either = asks ? EITHER_OR_EN.exec(response.trim()) : null;
  if (either) {
    // (What it answered, the sentence before, introduces them.)
    const intro = either.index > 0 ? response.trim().slice(0, either.index + 1).trim().split(/(?<=[.!?])\s+/).pop()?.replace(/[.!]$/, '') : undefined;
    const options = [either[1], either[2]].map((act, n) => ({ label: String(n + 1), name: act, text: act }));
    return intro && intro.length <= INTRO_CHARS ? { intro, options } : { options };
  }
  return first ? { intro: first.intro, options: first.options } : { options: [] };
}
/** Two ways in one sentence, then a question: "Either we raise the minimum to iOS 17 or keep a Core Data path for 16. Which one?" */
const EITHER_OR_EN = /(?:^|[.!]\s+)Either\s+(?:we|I)\s+([^.,;?]{3,80}?),?\s+or\s+(?:we\s+|I\s+)?([^.,;?]{3,80}?)\.\s+[^.!?]*\?$/;

/**
 * The words of an option's name that can point at it, lower-cased: not "the", "and", …; words of two letters when
 * they hold a digit or are the whole name ("S3", "Go"), not "on" or "to".
 */
export const optionWords = (o: Offered): string[] =>
  (o.name.toLowerCase().match(/[\w.+#/-]{2,}/g) ?? [])
    .filter((w, _, all) => !/^(?:the|and|with|for|our|its)$/.test(w) && (w.length > 2 || /\d/.test(w) || all.length === 1))
    // (A name spelled as its site or its package also goes by its first part: "fly" for "Fly.io", "vue" for "Vue.js".)
    .flatMap((w) => (SITE_SUFFIX.test(w) ? [w, w.replace(SITE_SUFFIX, '')] : [w]));
const SITE_SUFFIX = /(?<=^[a-z][\w-]{1,})\.(?:io|com|dev|app|sh|so|js|net|org|ai|cloud|run)$/;

/** Whether a text says a word whole ("redis" in "go with redis", not in "redisson"), in any case. */
export const saysWord = (text: string, word: string): boolean => new RegExp(`(?:^|[^\\w])${escapeRegExp(word)}(?:$|[^\\w])`, 'i').test(text);

/**
 * Whether a text says a word, or another form of it ("streaming" for "stream", "streams"): a word of four letters or
 * more, the other one up to three letters longer.
 */
export function saysForm(text: string, word: string): boolean {
  if (saysWord(text, word)) return true;
  const w = word.toLowerCase();
  return w.length >= 4 && /^[a-z]+$/.test(w) && (text.toLowerCase().match(/[a-z]+/g) ?? []).some((t) => sameStem(t, w));
}

/** The words of each option that no other option's name holds: what a sentence can name it by. */
export function ownWords(options: Offered[]): Map<Offered, string[]> {
  const all = new Map(options.map((o) => [o, optionWords(o)]));
  return new Map(options.map((o) => [o, all.get(o)!.filter((w) => !options.some((x) => x !== o && all.get(x)!.includes(w)))]));
}
