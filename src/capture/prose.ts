import { hasCjk } from '../util/cjk.ts';
import { capitalised, clipText } from '../util/text.ts';

/** Text with its bold markers and code ticks taken off ("**Redis** via `ioredis`" → "Redis via ioredis"). */
export const unmarked = (text: string): string => text.replace(/\*\*/g, '').replace(/`([^`\n]+)`/g, '$1');

// How the capture rules read a text: its prose cut into sentences (code, quoted output, tables and headings
// left out; a paragraph's wrapped lines joined; list items kept apart), and a summary line read with the
// "I" it drops.

/** What a sentence may open with before it says anything: "OK, ", "Also, ", "So ", "Actually, ", "By the way, ", "No, ", "Sure — ". */
export const LEAD_IN = String.raw`(?:(?:also|and|oh|ok(?:ay)?|so|then|actually|btw|by the way)[,.]?\s+|(?:no|nope|nah)[,.!]\s+|(?:sure|got it|noted|will do)(?:[,.!]|\s[—–])\s+)*`;
export const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+/;
/** A Markdown heading, or a bold line alone that agents write as one ("**What I did**", "**Why Solid Queue and not Sidekiq**"). */
export const HEADING = /^\s{0,3}(?:#{1,6}\s|\*\*[^*\n]{1,80}\*\*:?\s*$)/;
/** Code, shell, quoted output, headings and tables: not prose. */
const NOT_PROSE = /^\s{4,}\S|^\s*[$>#|]|^\s*\/\/|^\s*[{}\]]|^\s*\[\s*(?:$|[{"'\d[\]])/;
/** Abbreviations whose full stop ends no sentence when a lower-case word follows ("eg. frontends, then backends"). */
const ABBREVIATION = String.raw`\b(?:e\.g|i\.e|eg|ie|etc|vs|cf|incl|approx|esp|resp|viz|a\.m|p\.m)\.`;
/**
 * Where a sentence ends: after . ! ? (and a closing ** or _), unless an abbreviation's full stop runs on in lower case,
 * code or a digit ("(e.g. `tls.cert` requires …)"); after 。！？.
 */
const SENTENCE_END = new RegExp(String.raw`(?<=[.!?][*_]{0,2})(?<!${ABBREVIATION})\s+|(?<=${ABBREVIATION})\s+(?![a-z\x60\d])|(?<=[。！？])\s*`);

/** A text whose code spans hold no space the sentence split can cut at ("because `COPY . .` comes before …"): NULs for now. */
const inCodeKept = (text: string): string => (text.includes('`') ? text.replace(/`[^`\n]+`/g, (code) => code.replace(/\s/g, '\u0000')) : text);

/** A summary's label, which says nothing itself: "TL;DR: one database, a schema per tenant", "**In short** — …". */
const SUMMARY_LABEL = /^(?:TL;\s?DR|TLDR|tl;\s?dr|In short|Short version|Bottom line|Long story short)\s*(?::|\s[—–-])\s*(?=\S)/;
/** A sentence without its summary label, capitalised as a sentence: "TL;DR: one Postgres database …" → "One Postgres database …". */
const withoutSummaryLabel = (t: string): string => {
  const m = SUMMARY_LABEL.exec(t);
  return m ? t.charAt(m[0].length).toUpperCase() + t.slice(m[0].length + 1) : t;
};

/** A heading of one to four words, as a part of the work is titled ("## Routing", "**Audio middleware**"): its words. */
const SHORT_HEADING = /^\s{0,3}(?:#{1,6}\s+|\*\*)([A-Z][\w/-]*(?: [\w/-]+){0,3}?)(?:\*\*)?:?\s*$/;
/** A paragraph that opens on a name alone, then its next sentence: "Valhalla. OSRM is faster …", "`sqlc`. …". */
const BARE_NAME_OPENING = /^\x60?(?:[A-Z][\w.+#/-]*|[a-z]+[A-Z][\w.+#/-]*|[a-z][\w+#-]*[.-][\w+#/-]+)\x60?(?: [A-Z\d][\w.+#/-]*){0,2}\.\s+[A-Z]/;

/** A piece of prose: a sentence, or a list item's sentence (`item`). */
export interface Unit {
  text: string;
  item: boolean;
  /** The paragraph or list item it came from. */
  block: number;
  /** The part of the text under one heading ("## Notes", or a bold line alone: "**Notes**"). */
  section: number;
}

/**
 * The prose of a text as sentences, code blocks, quoted output and tables
 * removed. A paragraph's wrapped lines are joined first (prose from a file or
 * a commit message breaks lines mid-sentence); a list item, a blank line or a
 * line ending in ":" starts a new block.
 */
export function units(text: string): Unit[] {
  const blocks: Omit<Unit, 'block'>[] = [];
  let open = false; // the line before is prose that the next line may continue
  let section = 0;
  let heading: string | undefined; // a short heading's words, until the first block under it
  for (const line of text.replace(/```[\s\S]*?(?:```|$)/g, '\n').split('\n')) {
    if (HEADING.test(line)) {
      section++;
      heading = SHORT_HEADING.exec(line)?.[1];
    }
    if (!line.trim() || NOT_PROSE.test(line)) {
      open = false;
      continue;
    }
    const item = LIST_ITEM.test(line);
    const last = blocks[blocks.length - 1];
    if (open && !item && last) last.text += ` ${line.trim()}`;
    // (A name alone opening the paragraph under a short heading is what the heading's part uses, said as a label
    // would: "## Routing" then "Valhalla. OSRM is faster per query, but …" reads "Routing: Valhalla. …".)
    else if (heading && !item && BARE_NAME_OPENING.test(line.trim())) blocks.push({ text: `${heading}: ${line.trim()}`, item, section });
    else blocks.push({ text: line.replace(LIST_ITEM, '').trim(), item, section });
    if (!HEADING.test(line)) heading = undefined;
    // A line that ends in ":" announces what follows; a bold line alone is a heading: neither runs on into the next.
    open = !/[:：]\s*$/.test(line) && !HEADING.test(line);
  }
  return blocks.flatMap((b, block) =>
    inCodeKept(b.text)
      .split(SENTENCE_END)
      .map((t, i) => ({ text: withoutSummaryLabel(unmarked(t.replace(/\u0000/g, ' ')).trim()), item: b.item && i === 0, block, section: b.section }))
      .filter((u) => u.text),
  );
}

/** A text as the rules read it, its sentences joined: list markers, bold and code backticks gone (what the learned check is trained on). */
export const asRead = (text: string): string => units(text).map((u) => u.text).join(' ');
/** A choice said in two or three words, as a summary opens: "Kept Jest.", "Chose Zod.", "Picked uv.", or after a label: "Queue: SQS.". */
const SHORT_CHOICE = /^(?:kept|chose|picked|stayed on|stuck with)\s+\S{2,20}[.!]$|^[A-Z][\w ./-]{1,39}:\s+[\w.+#/-]{2,30}[.!]$/i;
/** A sentence added to text already said: after a space, or none after Japanese or Chinese ("…に移行しました。Jest は …"). */
export const joinSentence = (text: string, s: string): string => (/[\u3000-\u9fff]$/.test(text) ? `${text}${s}` : `${text} ${s}`);
// (A sentence in Japanese or Chinese says as much in fewer characters: "队列现在用 NATS。" is eleven.)
export const isProse = (s: string) => (s.length >= 12 || SHORT_CHOICE.test(s) || (s.length >= 8 && hasCjk(s))) && s.length <= 400 && !/[?？]$/.test(s);
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
 * decision in its part of the text (a Markdown heading starts a new one), or
 * where another captured decision says that sentence. The
 * text is split once, whatever the number of decisions.
 */
export function sentencesBefore(text: string, contents: string[]): (string | undefined)[] {
  const all = units(text);
  return contents.map((content) => {
    const first = all.findIndex((u) => u.text.length >= 12 && content.includes(u.text));
    // Not across a heading: the sentence before "## Notes" is about another part of the work.
    const before = first > 0 && all[first - 1].section === all[first].section ? all[first - 1].text : undefined;
    // Nor one that another decision of the text says: it is that memory's ("… Solid Queue keeps the jobs in Postgres."
    // before "I also looked at WickedPDF for rendering, but …").
    if (!before || before.length < 12 || contents.some((c) => c.includes(before))) return undefined;
    // (A bare label before it, "What changed:", takes the sentence it follows: "I rewrote the nightly export as a Dagster
    // job. What changed:", what the list under it is about.)
    const lead = LABEL_ONLY.test(before) && first > 1 && all[first - 2].section === all[first].section ? all[first - 2].text : '';
    const said = lead.length >= 12 && !contents.some((c) => c.includes(lead)) ? `${lead} ${before}` : before;
    return clipText(said, BEFORE_CHARS);
  });
}

/** A line that is only a short label: "What changed:", "Decisions:". */
const LABEL_ONLY = /^[^.!?:]{2,40}:$/;

/** Sentences of prose: code blocks, quoted output and list noise removed. */
export function sentences(text: string): string[] {
  return units(text).map((u) => u.text).filter(isProse);
}

/**
 * An agent's summary drops its subject: "- Used Drizzle instead of Prisma, since …", "Kept Express
 * instead of moving to Fastify: …", "**Auth**: Went with Lucia …". A sentence that opens with one of
 * these verbs (after a short "Label:") reads as if "I" said it.
 */
const IMPLIED_I = /^(?:[\w ./-]{1,30}:\s+)?(?=(?:chose|picked|opted for|went with|settled on|switched|swapped|kept|left|stayed with|used|replaced|avoided|dropped|decided|ruled out|rejected|didn't|did not)\b)/i;
/** A short aside in brackets right after the name a sentence opens with: "Provider (the package) was also an option, but …". */
const NAME_ASIDE = /^((?:the\s+|(an?\s+))?[\w.+#/-]+(?:\s+[\w.+#/-]+)?)\s+\(([^()]{1,40})\)(?=\s+(?:was|were|is|are|would|had|has|came up)\b)/i;
/** An answer that says which of the user's questions it answers: "Re your question", "As for your point". */
export const ANSWERS_ASK = String.raw`(?:Re|On|About|As for|Answer to|To)\s+your\s+(?:question|ask|point)`;
/** The same with what the question was about, then the colon or dash that ends the label: "Answer to your question about auth: ". */
const ANSWERS_ASK_ABOUT = String.raw`${ANSWERS_ASK}(?:\s+(?:about|on|of)\s+[^:—–]{1,30}?)?`;
const LABEL_END = String.raw`\s*(?::|\s[—–])\s+`;
/** The label of an answer to the user's question, opening a sentence: "Answer to your question about auth: …". */
export const ANSWERED = new RegExp(String.raw`^${ANSWERS_ASK_ABOUT}${LABEL_END}`);
/**
 * A label that says the sentence answers the user's question ("Answer to your question about auth: sessions in Redis, not
 * JWTs.", "Re: the charting library — …"): no part of what the sentence says, nor said to "you".
 */
const ANSWER_LABEL = new RegExp(String.raw`^(?:${ANSWERS_ASK_ABOUT}|Re:\s+[^:—–]{1,30}?)${LABEL_END}`);
/** A switch written with an arrow: "Switched HTTP client: reqwest → ureq" is read as "Switched the HTTP client from reqwest to ureq". */
const ARROW_SWITCH = /^(Switched|Moved|Migrated|Swapped|Changed)\s+(?:the\s+)?([\w ./-]{2,40}?):?\s+([\w.+#@/-]+)\s+(?:→|->|=>)\s+([\w.+#@/-]+)/;
export const asSaid = (sentence: string): string => {
  // (The aside said of the name is no part of what the sentence says of it.)
  // (After "a", only an aside of words, not the names of a kind: "A tile server (we tried Martin) was …", not "A flag
  // service (Unleash, Flagsmith) is …".)
  const s = sentence.replace(NAME_ASIDE, (whole, name: string, article: string | undefined, aside: string) => (article && /^[A-Z]/.test(aside) ? whole : name));
  const answer = ANSWER_LABEL.exec(s);
  if (answer && /\S/.test(s.slice(answer[0].length))) return asSaid(capitalised(s.slice(answer[0].length)));
  const arrow = ARROW_SWITCH.exec(s);
  if (arrow) return asSaid(`${arrow[1]} the ${arrow[2]} from ${arrow[3]} to ${arrow[4]}${s.slice(arrow[0].length)}`);
  const m = IMPLIED_I.exec(s);
  return m ? `I ${s.slice(m[0].length, m[0].length + 1).toLowerCase()}${s.slice(m[0].length + 1)}` : s;
};
