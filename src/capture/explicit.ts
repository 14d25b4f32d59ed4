import type { DecisionMeta } from '../types.ts';
import { isName } from './names.ts';
import { NAMED } from './options.ts';
import { asSaid, sentences } from './prose.ts';
import { splitFaults, turnedDown } from './faults.ts';
import { rejectionsIn } from './rejections.ts';
import { LINE, rejectedOptions, splitRejected, TAG } from './marked-line.ts';

// The explicit capture channel: lines an agent or user writes on purpose.
//   Decision: <what was chosen>
//   Rejected: <option> because <reason>        (also "— <reason>" or ": <reason>")
//   Rejected: <a> because <x>; <b> because <y>  (several options, each with its reason)
//   Convention: <rule>                          (also "Remember: <fact>")
// Rejected lines attach to the Decision above them (or stand alone).

export interface Captured {
  content: string;
  kind: 'decision' | 'convention' | 'note';
  type: 'semantic' | 'procedural';
  decision?: DecisionMeta;
  /** The option an earlier decision chose that this one replaces ("switching from X"). */
  supersedes?: string;
  /** The sentence before an unmarked decision in the response (search-only context; `sentencesBefore`). */
  context?: string;
  /**
   * The turn before (its prompt and response), when the user's prompt overrules what the agent did in it ("actually
   * use river for that, …"): the decision that turn stored is replaced by this one (`supersedeOverruled`).
   */
  overrules?: string;
}

const STARTS_MARKED = new RegExp(String.raw`^\s*(?:[-*>]\s*)?\`?${TAG}`, 'i');
/** A marker that opens a sentence inside a line ("… the options. Decision: use X. Rejected: Y because Z."). */
const INLINE = new RegExp(String.raw`([.!?])\s+(?=${TAG.replace('(decision', '(?:decision')})|([。！？])\s*(?=${TAG.replace('(decision', '(?:decision')})`, 'gi');

/** A heading that names a marker: "## Decision", "### Rejected alternatives", "**Rejected**", a line "Rejected:" alone. */
const HEADING = /^\s*(?:#{1,6}\s*|\*\*|(?=[A-Za-z][^:*#]*:\s*$))(decision|rejected(?: alternatives| options)?|alternatives (?:considered|rejected)|convention)s?(?:\*\*)?\s*:?\s*(?:\*\*)?\s*$/i;
/** A heading that names a marker and what it marks: "## Decision: Litestream for backups". */
const TITLED_HEADING = /^\s*#{1,6}\s*(decision|convention)\s*:\s*(\S.*?)\s*$/i;
/**
 * A heading that asks why not another way, in a text that marks its decision ("### Why not a schema per tenant" after
 * "### Decision"): its first paragraph says why, as a "Rejected:" line would.
 */
const WHY_NOT_HEADING = /^\s*(?:#{1,6}\s*|\*\*)why not\s+(?:use\s+|just\s+)?(?:the\s+|an?\s+)?(?!(?:alternatives|others|other options)\b)([^*#?:]{2,50}?)\s*\??(?:\*\*)?\s*:?\s*(?:\*\*)?\s*$/i;
/** A line that takes an option: "Going with REST + OpenAPI, since …", "I picked tRPC." (not "I'd go with …", advice). */
const PICKED_AFTER = /^(?:so\s+|in the end,?\s+)?(?:(?:I|we)(?:'m|'re|\s+am|\s+are)?\s+)?(?:going with|went with|picked|chose|settled on|opted for|sticking with|(?:I|we)(?:'ll|\s+will)\s+go with)\b/i;
/** The same as a bold label with its answer on the line: "**Why not IndexedDB:** the app is Electron, and …". */
const WHY_NOT_LABEL = /^\s*(?:[-*]\s+)?\*\*why not\s+(?:use\s+|just\s+)?(?:the\s+|an?\s+)?(?!(?:alternatives|others|other options)\b)([^*#?:]{2,50}?)\s*\??\s*(?::\s*\*\*|\*\*\s*:)\s*(\S.*)$/i;
/**
 * A heading over the options a design write-up weighed and set aside: "## Trade-offs", "## Alternatives", "**Options
 * considered**", "**Considered:**", "## Not chosen", a line "What I ruled out:", "Trade-offs I weighed:" or "Two things I
 * considered:" alone. Only its items named by a bold label ("- **Schema per tenant** would give stronger isolation, but
 * …") are options turned down; its other points say what the choice costs ("RLS adds ~3% per query").
 */
const WEIGHED_HEADING = /^\s*(?:#{1,6}\s*|\*\*|(?=[A-Za-z][^:*#]*:\s*$)(?=(?:(?:trade-?offs?|alternatives|options) (?:i|we) (?:weighed|considered|looked at)|(?:two|three|a few|some|the|other) (?:things|options|alternatives|approaches|ways) (?:i|we) (?:weighed|considered|looked at|tried)|what (?:i|we) (?:considered|weighed|looked at)|options considered|other options considered|considered alternatives|what (?:i|we)|why not|(?:options |approaches )?(?:not chosen|not taken|ruled out)|considered and rejected|considered)\b))(?:(?:trade-?offs?|alternatives|options) (?:i|we) (?:weighed|considered|looked at)|(?:two|three|a few|some|the|other) (?:things|options|alternatives|approaches|ways) (?:i|we) (?:weighed|considered|looked at|tried)|what (?:i|we) (?:considered|weighed|looked at)|trade-?offs?|alternatives|why not (?:the\s+)?(?:alternatives|others|other options)|options considered|other options(?: considered)?|considered alternatives|what (?:i|we) (?:didn't|did not) (?:do|use|pick|choose)|what (?:i|we) (?:ruled out|rejected|set aside|passed on)|(?:options |approaches )?(?:not chosen|not taken|ruled out)|considered and rejected|considered)(?:\*\*)?\s*:?\s*(?:\*\*)?\s*$/i;
const ITEM = /^\s*(?:[-*•]|\d+[.)])\s+/;
/** A line that is no prose: a heading, a quote, a table row or a list item. */
const NOT_PROSE_LINE = /^\s*(?:#|>|\||[-*•]\s|\d+[.)]\s)/;
/** A list item named by a bold label: "**Schema per tenant** would give …", "**Database per tenant**: out, …". */
const BOLD_LABEL = /^\*\*([^*]{2,60}?)[:.]?\*\*\s*[:—–-]?\s*(.*)$/;
/**
 * A list item named by a plain label of up to five words: "tRPC: it needs the backend in TypeScript", "Hand-written
 * fetch wrappers: what we have now, …", or of up to nine opening with a gerund ("Storing them encrypted with a KMS key:
 * …"). An option only under a heading over alternatives (not "## Trade-offs", whose labels say what the choice costs:
 * "Bundle size: +12 kB").
 */
const PLAIN_LABEL = /^((?:[A-Z][a-z]+ing\s+(?:[^\s:*`]+\s+){0,7}|(?:[^\s:*`]+\s+){0,4})[^\s:*`]+):\s+(\S.*)$/;
/** The same set apart by a dash: "Exq — Redis-backed, and we'd be adding Redis …", "A GenServer with a timer — …". */
const DASH_LABEL = /^((?:[^\s:*`—–]+\s+){0,4}[^\s:*`—–]+)\s+[—–]\s+(\S.*)$/;
/**
 * A list item that opens on a name and says what is wrong with it, under a heading over alternatives ("Why not the
 * alternatives:" then "- `BinaryFormatter` is obsolete in .NET 5+ …", "- JsonUtility can't serialize dictionaries …"):
 * the name, and the rest as its reason; as a label would give them.
 */
const NAMED_ITEM = /^`?(?!(?:I|It|Its|This|That|These|Those|They|We|You|He|She|There|Here|Our|Their|The|A|An)\s)([A-Z][\w.+#/-]*|[a-z][\w+#-]*[.-][\w.+#/-]+)`?\s+((?:is|are|was|were|would|can't|cannot|couldn't|doesn't|does not|didn't|did not|has|had|needs|needed|requires|required|lacks|only|writes|adds|pulls|gives|gave|offers|offered)\b.+)$/;
/** The same of an act, opening the item, and what it took or would do: "Loading row by row with the ORM took 14 minutes …". */
const ACT_ITEM = /^([A-Z][a-z]{2,}ing\s+(?:[^\s,;:]+\s+){0,7}?[^\s,;:]+)\s+((?:took|takes|would|was|were|needed|needs|meant|means|cost|costs|broke|breaks|doubled|ran out)\b.+)$/;
const namedItem = (item: string): [string, string, string] | null => {
  const said = item.replace(/\*\*/g, '');
  const m = NAMED_ITEM.exec(said);
  if (m && isName(m[1])) return [m[0], m[1], m[2]];
  const act = ACT_ITEM.exec(said);
  return act ? [act[0], act[1], act[2]] : null;
};
/** A label that names an aspect of the choice, not an option: "**Performance**", "**Cons**", "**Migration cost**". */
const ASPECT =
  /^(?:pros?|cons?|upsides?|downsides?|benefits?|drawbacks?|risks?|costs?|performance|security|complexity|maintenance|maintainability|scalability|reliability|latency|memory|speed|size|simplicity|compatibility|consistency|availability|durability|observability|portability|flexibility|isolation|migrations?|testing|operations|ops|dx|ux|notes?|caveats?|summary|impact|(?:migration|operational|runtime|build|cold[- ]start) (?:cost|time|overhead))$/i;
/**
 * What an item says against its option, as a list of alternatives says it: "would need hand-written SQL for every
 * query", "no real queries, we'd be filtering streaks in Dart", "too heavy for …".
 */
const FAULTISH = /^(?:would|no|not|needs?|requires?|lacks?|too|slower|heavier|overkill|doesn't|does not|can't|cannot|isn't|is not|has no|had no)\b|\b(?:would|we'd|wouldn't)\b/i;
/**
 * A list right after a prose paragraph that names a tool, each of its items (two or more) labelled by a name other than
 * the paragraph's (of three words at most, one label at least a known name) and faulted ("Habits are stored locally
 * in **Isar** …. ¶ - sqflite: would need hand-written SQL … - Hive: no real queries, …"): the alternatives the
 * paragraph's choice set aside, as under "## Alternatives". Not a paragraph that introduces its list ("The stack:"),
 * nor items that describe what is used ("- Postgres: main DB").
 */
function unheadedAlternatives(text: string): string {
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const at = ITEM.test(lines[i]) && !ITEM.test(lines[i - 1] ?? '') ? i : -1;
    if (at >= 0) {
      let end = at;
      while (end < lines.length && ITEM.test(lines[end])) end++;
      let p = at - 1;
      while (p >= 0 && !lines[p].trim()) p--;
      const paragraph = p >= 0 && !NOT_PROSE_LINE.test(lines[p]) ? lines[p].trim() : '';
      const items = lines.slice(at, end).map((l) => {
        const item = l.replace(ITEM, '').trim();
        return BOLD_LABEL.exec(item) ?? PLAIN_LABEL.exec(item);
      });
      const alternatives =
        end - at >= 2 &&
        paragraph !== '' &&
        !/[:：]$/.test(paragraph) &&
        NAMED.test(paragraph) &&
        items.every((m) => m !== null && m[1].trim().split(/\s+/).length <= 3 && !ASPECT.test(m[1].trim()) && !paragraph.toLowerCase().includes(m[1].trim().toLowerCase()) && FAULTISH.test(m[2].trim())) &&
        // (A name among the labels: a tool unknown in lower case, "sqflite", may stand beside a known one.)
        items.some((m) => isName(m![1].trim().split(/\s+/)[0]));
      if (alternatives) out.push('**Alternatives**');
    }
    out.push(lines[i]);
  }
  return out.join('\n');
}
/** The paragraph before a weighed-options heading, taken as the decision when the text marks none: at most this long. */
const DECISION_CHARS = 500;

/**
 * Sections under a marker's heading read as marked lines: "## Decision" then a paragraph gives "Decision: …"
 * (its first line), a list one marked line per item ("### Rejected" then "- Prisma because …", "- **Prisma** —
 * …"). Under a heading over options weighed (WEIGHED_HEADING), each item with a bold label naming an option is a
 * "Rejected:" line, and, when the text marks no decision, the paragraph before the heading is the decision ("##
 * Approach" … "## Trade-offs"). A section ends at a blank line after its content, or at the next heading.
 */
function headedSections(text: string): string {
  const out: string[] = [];
  let tag: string | null = null;
  let weighed = false; // under WEIGHED_HEADING: only bold-labelled options are marked
  let alternativesListed = false; // under a WEIGHED_HEADING over alternatives: plain labels name options too
  let took = 0;
  let paragraph: number[] = []; // the lines of the last prose paragraph in `out`
  let earlier: number[] = []; // the prose paragraph right before it, a blank line between
  let items: number[] = []; // the lines of the last list in `out`, since the last heading or prose paragraph
  let ended = false; // a blank line came after it
  let decided = /^\s*(?:[-*>]\s*)?`?(?:\*\*)?decision(?:\*\*)?\s*[:：]|^\s*(?:#{1,6}\s*|\*\*)decision/im.test(text);
  // The paragraph before a rejected options' heading says what was chosen, when nothing is marked as the decision.
  // (Or, with no paragraph, the list before it: "## What I built ¶ - … ¶ - Auth is a bearer token per device …".)
  // (With the paragraph before it when it opens on a pronoun: "I've added full-text search to the help center. ¶ It uses
  // Postgres `tsvector` columns …".)
  const decidedBefore = () => {
    const pronoun = paragraph.length > 0 && earlier.length > 0 && /^(?:It|They|This)\s/.test(out[paragraph[0]].trim());
    const lines = pronoun ? [...earlier, ...paragraph] : paragraph.length ? paragraph : items;
    if (decided || !lines.length) return;
    const said = lines.map((i) => out[i].replace(ITEM, '').trim().replace(/([^.!?:;])$/, '$1.')).join(' ');
    if (said.length <= DECISION_CHARS) {
      out[lines[0]] = `Decision: ${said}`;
      for (const i of lines.slice(1)) out[i] = '';
    }
    decided = true;
  };
  let whyNot: string | null = null; // under "## Why not X", in a text that marks its decision: X
  let weighedLines: { at: number; option: string }[] = []; // the "Rejected:" lines of the last weighed section
  let tradeLabels: { at: number; option: string; said: string }[] = []; // plain-labelled named items under "## Trade-offs"
  for (const line of text.split(/\r?\n/)) {
    // A paragraph after a weighed section that picks one of its options ("## Trade-offs ¶ - **tRPC**: … ¶ - **REST +
    // OpenAPI**: … ¶ Going with REST + OpenAPI, since …"), when nothing before was marked the decision: the decision,
    // and that option no longer turned down.
    const picked = !tag && !decided && weighedLines.length && line.trim() && !NOT_PROSE_LINE.test(line) && PICKED_AFTER.test(line) ? weighedLines.find((w) => line.includes(w.option)) : undefined;
    // (Or one of the names that label a "## Trade-offs" list, which only a pick after it makes options: "- Litestream:
    // continuous, cheap, but … ¶ - pgBackRest: heavier, but … ¶ I went with Litestream; …".)
    const pickedLabel = !picked && (!tag || (weighed && !took)) && !decided && tradeLabels.length > 1 && line.trim() && !NOT_PROSE_LINE.test(line) && PICKED_AFTER.test(line) ? tradeLabels.find((w) => line.includes(w.option)) : undefined;
    if (pickedLabel) {
      for (const w of tradeLabels) out[w.at] = w === pickedLabel ? '' : `Rejected: ${w.option} — ${w.said}`;
      out.splice(tradeLabels[0].at, 0, `Decision: ${line.trim()}`);
      [decided, tradeLabels] = [true, []];
      continue;
    }
    if (picked) {
      // (Said first, as the decision the "Rejected:" lines under it belong to.)
      out[picked.at] = '';
      out.splice(weighedLines[0].at, 0, `Decision: ${line.trim()}`);
      [decided, weighedLines] = [true, []];
      continue;
    }
    const labelledWhyNot = decided ? WHY_NOT_LABEL.exec(line) : null;
    if (labelledWhyNot) {
      out.push(`Rejected: ${labelledWhyNot[1]} — ${labelledWhyNot[2].trim()}`);
      continue;
    }
    const asked = decided ? WHY_NOT_HEADING.exec(line) : null;
    if (asked) {
      [whyNot, tag] = [asked[1], null];
      continue;
    }
    // Its first prose line is why not: "Rejected: X — …".
    if (whyNot && line.trim()) {
      if (!NOT_PROSE_LINE.test(line)) {
        out.push(`Rejected: ${whyNot} — ${line.trim()}`);
        whyNot = null;
        continue;
      }
      whyNot = null;
    }
    // A heading that says the marker and what it marks: "## Decision: Litestream for backups" is that marked line.
    const titled = TITLED_HEADING.exec(line);
    if (titled) {
      out.push('', `${titled[1].charAt(0).toUpperCase()}${titled[1].slice(1).toLowerCase()}: ${titled[2]}`, '');
      tag = null;
      continue;
    }
    const heading = HEADING.exec(line);
    const soft = heading ? null : WEIGHED_HEADING.exec(line);
    if (heading || soft) {
      [weighedLines, tradeLabels] = [[], []];
      tag = soft || /^(?:rejected|alternatives)/i.test(heading![1]) ? 'Rejected' : /^decision/i.test(heading![1]) ? 'Decision' : 'Convention';
      weighed = Boolean(soft);
      alternativesListed = Boolean(soft) && !/trade-?offs?\b(?![ \t]+(?:i|we)[ \t])/i.test(line);
      took = 0;
      // (A blank line in its place: what follows the section is a paragraph of its own, not one with the text before
      // the heading, "- … Turbo Streams." then "I considered activerecord-import, but …".)
      out.push('');
      continue;
    }
    if (tag && !line.trim()) {
      if (took) {
        tag = null;
        out.push('');
      }
      continue;
    }
    const item = ITEM.test(line) ? line.replace(ITEM, '').trim() : null;
    const label = item !== null ? BOLD_LABEL.exec(item) : null;
    // (Under a heading over alternatives, an item's plain label names an option too.)
    const labelled = label ?? (item !== null && alternativesListed ? (PLAIN_LABEL.exec(item) ?? DASH_LABEL.exec(item) ?? namedItem(item)) : null);
    const named = labelled && !(weighed && ASPECT.test(labelled[1].trim())) ? labelled : null;
    if (tag === 'Rejected' && weighed) {
      if (named) {
        decidedBefore();
        // (A label that says no to it names the option after its "No": "No deep model: with 120k rows …".)
        // (Nor is the article before a kind part of it: "A GenServer with a timer — …".)
        const option = named[1].trim().replace(/^(?:no|not)\s+(?=\S)/i, '').replace(/^(?:an?|the)\s+(?=\S)/i, '');
        weighedLines.push({ at: out.length, option });
        out.push(`Rejected: ${option} — ${named[2].trim()}`);
        took++;
        continue;
      }
      // (A plain label under "## Trade-offs" that is a name, not an aspect: an option only if a pick after the list names
      // another.)
      const plain = item !== null && !alternativesListed ? PLAIN_LABEL.exec(item) : null;
      if (plain && isName(plain[1].trim().split(/\s+/)[0]) && !ASPECT.test(plain[1].trim())) tradeLabels.push({ at: out.length, option: plain[1].trim(), said: plain[2].trim() });
      if (item !== null || took) {
        out.push(line);
        continue;
      }
    } else if (tag && (item !== null || !took)) {
      if (tag === 'Rejected') decidedBefore();
      out.push(`${tag}: ${named ? `${named[1].trim()} — ${named[2].trim()}` : (item ?? line.trim())}`);
      if (tag === 'Decision') decided = true;
      took++;
      continue;
    }
    if (tag && /^\s*#/.test(line)) tag = null;
    // A prose paragraph's lines (no heading, list item, quote or table); a blank line ends it, the next one starts anew.
    if (NOT_PROSE_LINE.test(line) || tag) [paragraph, earlier, ended] = [[], [], false];
    else if (!line.trim()) ended = true;
    else {
      if (ended) [paragraph, earlier, ended] = [[], paragraph, false];
      paragraph.push(out.length);
    }
    if (item !== null && !tag) items.push(out.length);
    else if (line.trim() && !tag) items = [];
    out.push(line);
  }
  // (A weighed section whose options the text then asks the reader to choose from, "Which would you prefer? …", nothing
  // picked or decided: no option turned down.)
  if (!decided && weighedLines.length && ASKS_READER.test(text)) for (const w of weighedLines) out[w.at] = '';
  return out.join('\n');
}
/** A text that asks the reader to choose: "Which would you prefer?", "your call", "up to you", "let me know". */
const ASKS_READER = /\?\s*(?:$|\n|[A-Z])|\b(?:your call|up to you|let me know|which (?:one )?(?:do|would) you)\b/i;

/**
 * The text with every marker that opens a sentence moved to a line of its
 * own, so a response that writes its decision and rejections as one paragraph
 * is read like one that puts each on its line; sections under a marker's
 * heading become marked lines too.
 */
export function markedLines(text: string): string {
  return headedSections(unheadedAlternatives(withoutCode(text))).replace(INLINE, (_match, en: string | undefined, ja: string | undefined) => `${en ?? ja}\n`);
}

const FENCE = /^\s*(`{3,}|~{3,})/;

/**
 * The text without its fenced code blocks: a template an agent shows ("Rejected: <option> because <why>" in a
 * markdown block), a string in a test fixture (`"Decision: use Postgres. Rejected: MySQL …"`) or a log is no
 * decision. A fence that holds marked lines and nothing else is kept (an agent that fences its Decision /
 * Rejected lines, and closes the fence). An unclosed fence is code to the end, as Markdown reads it.
 */
function withoutCode(text: string): string {
  const out: string[] = [];
  let fence: { mark: string; lines: string[] } | null = null;
  const close = (f: { lines: string[] }) => {
    const body = f.lines.filter((l) => l.trim());
    out.push(...(body.length && body.every((l) => LINE.test(l)) ? f.lines : ['']));
  };
  for (const line of text.split(/\r?\n/)) {
    const m = FENCE.exec(line);
    if (fence) {
      if (m && m[1][0] === fence.mark[0] && m[1].length >= fence.mark.length && !line.slice(m[0].length).trim()) {
        close(fence);
        fence = null;
      } else fence.lines.push(line);
    } else if (m) fence = { mark: m[1], lines: [] };
    else out.push(line);
  }
  return out.join('\n');
}
/** The options a list of alternatives names: "epoch millis (hard to read), Date objects (not JSON)"; "A because x; B because y". */
function alternatives(body: string): string[] {
  const parts = body.replace(/[.。]$/, '').split(body.includes('(') ? /\s*(?:[;,]|\band\b)\s+(?![^()]*\))/ : /\s*;\s+/);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** A decision marker that says nothing is decided: "**Decision:** pending — I need the latency numbers first.", "Decision: TBD". */
const UNDECIDED = /^(?:pending|tbd|to be decided|undecided|not (?:yet )?decided|none yet|not yet|open|\?+)(?![\w-])/i;
/** A tag over options weighed and not taken: "Alternatives considered:", "Rejected alternatives:", "Considered:". */
const weighedTag = (tag: string): boolean => tag.includes('alternatives') || tag.endsWith('considered');
/** Lines marked on purpose, from text whose markers are already on lines of their own (`markedLines`). */
export function extractExplicit(lines: string[]): Captured[] {
  const out: Captured[] = [];
  let current: Captured | null = null;
  let pending = false; // a "Decision:" line that says nothing is decided yet: the "Rejected:" lines under it reject nothing
  for (const line of lines) {
    const m = LINE.exec(line);
    if (!m) continue;
    const tag = m[1].toLowerCase();
    const body = m[2].replace(/\s*`$/, '');
    if (tag === 'decision' && UNDECIDED.test(body)) {
      [current, pending] = [null, true];
      continue;
    }
    if (tag === 'decision') {
      pending = false;
      // What the decision's own text turns down ("Decision: the CLI is in Go, not Rust, because …"), or a later sentence
      // of it faults ("## Decision ¶ The docs are built with Astro Starlight now. Docusaurus pulled React 18 and 1,400
      // packages into …"); a "Rejected:" line about the same option, below, takes its place.
      const said = sentences(body);
      const rejected = said.flatMap((s, k) => {
        const own = rejectionsIn(s);
        const faulted = own.length || k === 0 ? null : turnedDown(asSaid(s), said[0]);
        // (A fault that goes on to fault another name is that one's too: "The Prometheus agent mode couldn't ship logs, and
        // Telegraf's config format is one more thing to learn.")
        return faulted ? splitFaults({ option: faulted.option, reason: faulted.reason }, '', said.slice(0, k).join(' ')) : own;
      });
      current = { content: `Decision: ${body}`, kind: 'decision', type: 'semantic', decision: { chosen: body, rejected } };
      out.push(current);
    } else if ((tag === 'rejected' || weighedTag(tag)) && pending && !current) {
      continue;
    } else if (tag === 'rejected' || weighedTag(tag)) {
      // The line stays as written ("because of cost" reads as written; its reason is "cost").
      const written = `${tag === 'rejected' ? 'Rejected' : m[1].replace(/^\w/, (c) => c.toUpperCase())}: ${body}`;
      if (current) current.content += `\n${written}`;
      else {
        current = { content: written, kind: 'decision', type: 'semantic', decision: { rejected: [] } };
        out.push(current);
      }
      for (const r of tag === 'rejected' ? rejectedOptions(body) : alternatives(body).map(splitRejected)) {
        const list = current.decision!.rejected!;
        const same = list.findIndex((x) => x.option.toLowerCase() === r.option.toLowerCase());
        if (same >= 0) list[same] = r;
        else list.push(r);
      }
    } else {
      out.push({ content: body, kind: tag === 'convention' ? 'convention' : 'note', type: tag === 'convention' ? 'procedural' : 'semantic' });
      current = null;
    }
  }
  return out;
}

/**
 * Text that is one memory written with markers — a decision ("Decision: X.
 * Rejected: Y because Z."), a convention ("Convention: …") or a note
 * ("Remember: …") — read as the capture hook reads it; null for any other text.
 */
export function explicitMemory(text: string): Captured | null {
  // Its first line must open with a marker: most texts (every line of a bulk import) stop at this test.
  if (!STARTS_MARKED.test(text)) return null;
  const lines = markedLines(text).split(/\r?\n/).filter((l) => l.trim());
  if (!lines.length || !lines.every((l) => LINE.test(l))) return null;
  const found = extractExplicit(lines);
  return found.length === 1 ? found[0] : null;
}
