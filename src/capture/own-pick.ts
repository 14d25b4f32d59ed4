import type { Captured } from './explicit.ts';
import { HYPOTHETICAL_EN, OFFER_EN } from './not-a-choice.ts';
import { OFFERS, ORDINALS, type Offered, offeredLists, optionWords, optionsLead, ownWords, saysForm, saysWord } from './offered.ts';
import { escapeRegExp } from '../util/text.ts';
import { asSaid, isProse, units } from './prose.ts';
import { turnedDown } from './faults.ts';

// An agent that lays out options in its own response and then picks one ("I looked at three options: 1. **Celery**
// … 2. **RQ** … 3. **APScheduler** … I went with RQ. Celery is a lot of machinery …; APScheduler inside the web
// process would run the job once per worker"): the pick is a decision and every option it did not pick is one it
// turned down, with what the response says against it (else what its line said of it). The rules read sentences
// one at a time and see no list, so without this the options turned down were lost (or the pick was, when it only
// points: "Option 1 is what I implemented").

/**
 * A sentence that takes an option, said as done or as what we will do ("We'll go with Meilisearch.", "My pick is EMQX."): not "I'd go
 * with", "I recommend", a question or an offer.
 */
const PICKS =
  /\b(?:went with|(?<!'d |would |could |might )(?:picked|chose|opted for|settled on)|implemented|is what (?:i|we) (?:implemented|went with|chose|picked|built|used)|^(?:(?:i|we)(?:'re|\s+are)\s+)?going with|^we(?:'ll|\s+will)\s+go with|^(?:I|we)\s+used|^(?:I|we)(?:'ve|\s+have)?\s+(?:set up|built|wired up|went for)|^(?:my|our)\s+(?:pick|choice)\s+(?:is|was))\b/i;
/** "option 2", "approach B", "the second one", "went with B.": an option pointed at by its label. */
const BY_LABEL = /\b(?:option|approach|alternative|variant)\s+(\d|[a-d])\b/i;
const BARE_LABEL = /\b(?:[Ww]ent with|[Gg]oing with|[Pp]icked|[Cc]hose|[Ii]mplemented|[Tt]ook)\s+(\d|[A-D])(?=\s*[.,;:!)]|\s*$|\s+(?:because|since|as)\b|\s+[—–]\s)/;
const BY_ORDINAL = /\bthe\s+(first|second|third|fourth|last|latter|former)(?:\s+(?:one|option|approach|alternative))?\b/i;
/** "option 1 (publishing to npm)", "Option B, a read replica,": another option named beside its label. */
const LABEL_NAMED = /\b(?:option|approach|alternative)\s+(\d|[a-d])\s*(?:\(([^()]{2,60})\)|,\s+([^,;.]{2,60}),)/gi;
/** How far after a list its pick may come, and how much a new decision keeps after the pick. */
const PICK_WITHIN = 4;
const WITH_REASONS = { sentences: 3, chars: 500 };
/**
 * An option's name, at most this many words: an agent's own list, introduced as options, may name each by what it
 * does ("Resize on request through an image CDN"); a user's pick (accepted.ts) reads names of six words at most.
 */
const NAME_WORDS = 8;


/**
 * The option a sentence points at, by its label, its place or a word of its own; null when none or more than one.
 * `mention`: the words that point at it by label or place ("option 2", "the latter"), which say no name.
 */
function pointedAt(sentence: string, options: Offered[], words: Map<Offered, string[]>): { option: Offered; mention?: string } | null {
  const label = BY_LABEL.exec(sentence) ?? BARE_LABEL.exec(sentence);
  if (label) {
    const l = label[1].toLowerCase();
    const option = options.find((o) => o.label === l) ?? (/^\d$/.test(l) ? options[Number(l) - 1] : undefined);
    return option ? { option, mention: label[0] } : null;
  }
  const place = BY_ORDINAL.exec(sentence);
  if (place) {
    const p = place[1].toLowerCase();
    if ((p === 'latter' || p === 'former') && options.length !== 2) return null;
    const option = options[p === 'last' || p === 'latter' ? options.length - 1 : p === 'former' ? 0 : Number(ORDINALS[p]) - 1];
    return option ? { option, mention: place[0] } : null;
  }
  const says = (text: string) => options.filter((o) => words.get(o)!.some((w) => saysWord(text, w)));
  const hits = says(sentence);
  if (hits.length === 1) return { option: hits[0] };
  // "I went with TypeBox: it compiles to the JSON Schema …": the option the pick's verb takes, when others are named after it.
  const taken = PICKS.exec(sentence);
  const object = taken ? says(sentence.slice(taken.index + taken[0].length).split(/[:;,(—–]|\.(?:\s|$)|\s(?:because|since|as|so|over|instead of|rather than)\s/)[0]) : [];
  return hits.length > 1 && object.length === 1 ? { option: object[0] } : null;
}

/**
 * What the response says against an option: the clause of the pick's sentences that names it, or one said of all the
 * others (in the pick's own sentence too: `pick`), else its line.
 */
function reasonAgainst(option: Offered, said: string[], words: Map<Offered, string[]>, pick = ''): string | undefined {
  const label = new RegExp(String.raw`\b(?:option|approach|alternative)\s+${escapeRegExp(option.label)}\b`, 'i');
  for (const s of said) {
    for (const clause of s.split(/;\s+|,\s+(?:and|while|whereas|but)\s+/)) {
      if (label.test(clause) || words.get(option)!.some((w) => saysForm(clause, w))) return clause.replace(/[.!]+$/, '').trim().replace(/^(?:and|but)\s+/i, '');
    }
  }
  // (Or a clause said of all the others: "I used Matplotlib; the other two need an 80 MB headless renderer …".)
  const others = [pick, ...said].flatMap((s) => s.split(/;\s+|,\s+(?:and|while|whereas|but)\s+/)).find((c) => OTHERS.test(c.trim()));
  return others?.trim().replace(/[.!]+$/, '') ?? option.says;
}

/**
 * What a sentence between the options and the pick says is wrong with an option, by its name: "Two candidates …: Tiptap
 * and Lexical. Lexical is faster on huge documents, but its collaboration story needs Yjs bindings …. I picked Tiptap."
 */
function faultedBefore(option: Offered, before: { text: string }[], words: Map<Offered, string[]>, pick: string): string | undefined {
  for (const u of before) {
    const found = turnedDown(asSaid(u.text), pick);
    if (found && words.get(option)!.some((w) => saysWord(found.option, w))) return found.reason;
  }
  return undefined;
}
/** A clause said of every option not picked: "the other two need …", "the others lack …", "both alternatives …". */
const OTHERS = /^(?:the\s+other\s+(?:two|three|four|ones|options)|the\s+others|both\s+(?:others|alternatives))\s/i;
/** The rejected options of a decision that a list option stands for (sharing one of its words) give way to it. */
const standsFor = (rejected: string, option: Offered) => optionWords(option).some((w) => saysWord(rejected, w));

/**
 * The decisions of a response with its own lists' picks read: a decision (found by the rules, or made here from a
 * sentence that picks) that takes one option of a list laid out before it turns the others down. Its text opens
 * with the list's intro and the options' names, so the block says what was weighed. Another option named beside its
 * label in a decision that picks by label ("Picked option 3 …; option 1 (publishing to npm) means …") is turned
 * down too, list or none. `marked`: the decisions are marked ones ("## Decision", "Decision: …"), whose words are
 * kept as written: only what they chose and turned down is read, and no decision is added. `laidOutBefore`: the line
 * of `text` where a response read with the turn before it starts; only the lists above it, the turn before's, are read.
 */
export function withOwnPicks(text: string, found: Captured[], { marked = false, laidOutBefore }: { marked?: boolean; laidOutBefore?: number } = {}): Captured[] {
  const out = [...found];
  if (/\b(?:option|approach|alternative)\s+(?:\d|[a-d])\b/i.test(text)) for (const c of out) rejectLabelled(c);
  // (A list of named ways with their faults, then "Textract it is.", lays them out whatever its intro says.)
  if (!OFFERS.test(text) && !IT_IS_LINE.test(text)) return out;
  const lines = text.split('\n');
  const lists = offeredLists(text, NAME_WORDS);
  for (const [n, list] of lists.entries()) {
    if (!list.options.length || (laidOutBefore !== undefined && list.start >= laidOutBefore)) continue;
    const after = units(lines.slice(list.end, lists[n + 1]?.start ?? lines.length).join('\n')).slice(0, PICK_WITHIN + WITH_REASONS.sentences);
    const words = ownWords(list.options);
    // (Or one that names it and says "it is": "Cloud Run it is: the cold start on Lambda would hit …".)
    // (Or, right after the list, its name alone: "TL;DR: Lingui." under a table of options, read without its label.)
    const alone = (u: (typeof after)[number], i: number) => i === 0 && NAME_ALONE.test(u.text);
    const at = after.findIndex((u, i) => i < PICK_WITHIN && (isProse(u.text) || alone(u, i)) && (PICKS.test(u.text) || IT_IS_PICK.test(u.text) || alone(u, i)) && !OFFER_EN.test(u.text) && !HYPOTHETICAL_EN.test(u.text));
    if (at < 0) continue;
    const itIs = PICKS.test(after[at].text) ? null : (IT_IS_PICK.exec(after[at].text) ?? NAME_ALONE.exec(after[at].text));
    const pick: { option: Offered; mention?: string } | null = itIs ? bareNamed(itIs[1], list.options, words) : pointedAt(after[at].text, list.options, words);
    if (!pick || (!pick.mention && !list.offers && !itIs)) continue;
    takePick(out, list, after, at, pick, words, marked, itIs !== null);
  }
  for (const inline of inlineOffered(text)) {
    const at = inline.after.findIndex((u, i) => i < 2 && u.block === inline.after[0].block && isProse(u.text) && !OFFER_EN.test(u.text) && !HYPOTHETICAL_EN.test(u.text) && (PICKS.test(u.text) || BARE_PICK.test(u.text)));
    const words = ownWords(inline.options);
    // (A sentence that picks by its verb is read as one: "Going with B — …" is no name said alone.)
    const bare = at < 0 || PICKS.test(inline.after[at].text) ? null : BARE_PICK.exec(inline.after[at].text);
    // A pick by its name alone names that option and no other ("Keyset, since …").
    const pick = at < 0 ? null : bare ? bareNamed(bare[1], inline.options, words) : pointedAt(inline.after[at].text, inline.options, words);
    if (pick) takePick(out, { intro: inline.intro, options: inline.options }, inline.after, at, pick, words, marked, true);
  }
  return out;
}

/**
 * The pick at `after[at]` of a list's options: the decision that holds it (or a new one, with the sentences of its
 * paragraph after it) takes that option and turns the others down, with what is said against each. `inSentence`: the
 * pick's own sentence may say it ("Keyset, since … offsets get slow …").
 */
function takePick(
  out: Captured[],
  list: { intro?: string; options: Offered[] },
  after: ReturnType<typeof units>,
  at: number,
  pick: { option: Offered; mention?: string },
  words: Map<Offered, string[]>,
  marked: boolean,
  inSentence = false,
): void {
  const own = after[at].text;
  let decision = out.find((c) => c.kind === 'decision' && c.content.includes(own));
  if (!decision && marked) return;
  if (!decision) {
    // The pick and the sentences of its paragraph after it (its reasons), as the rules keep a decision's.
    const kept = [own];
    for (const u of after.slice(at + 1)) {
      if (u.block !== after[at].block || !isProse(u.text) || kept.length >= WITH_REASONS.sentences || kept.join(' ').length + u.text.length > WITH_REASONS.chars) break;
      kept.push(u.text);
    }
    decision = { content: kept.join(' '), kind: 'decision', type: 'semantic', decision: { rejected: [] } };
    out.push(decision);
  }
  const said = decision.content.slice(decision.content.indexOf(own) + own.length).trim();
  const others = list.options.filter((o) => o !== pick.option);
  const kept = (decision.decision!.rejected ?? []).filter((r) => !list.options.some((o) => standsFor(r.option, o)));
  // "I went with option 2 (Move them to Redis) because …": a pick by label or place says which option it was.
  // (A pick by the name alone, "Textract it is.", says what its line said of it: "(Textract: 2 misreads, …)".)
  const itsLine = inSentence && !pick.mention && pick.option.says && !own.includes(pick.option.says) ? ` (${pick.option.text.replace(/[.!]$/, '')}.)` : '';
  const chosen = pick.mention ? own.replace(pick.mention, `${pick.mention} (${pick.option.name})`) : `${own}${itsLine}`;
  // (A pick by name alone gives its reasons in its own sentence, clause by clause: "… and offsets get slow …".)
  const against = inSentence ? [...own.split(/;\s+|,\s+|\s+and\s+|\s+[—–]\s+|:\s+/).slice(1), ...said.split(/(?<=[.!])\s+/)] : said.split(/(?<=[.!])\s+/);
  decision.decision = {
    ...decision.decision,
    chosen,
    rejected: [...others.map((o) => ({ option: o.name, ...optional(faultedBefore(o, after.slice(0, at), words, own) ?? reasonAgainst(o, against, words, own)) })), ...kept],
  };
  if (marked) return; // a marked decision keeps its words as written
  decision.content = `${optionsLead(list.intro, list.options)} ${chosen}${said ? ` ${said}` : ''}`;
  // (A rule's decision of the pick's reasons alone, "Stripe already dedupes …. Option 1 would duplicate what Stripe does,
  // and option 3 fails open …", is the pick's: it holds those sentences now.)
  for (let k = out.length - 1; k >= 0; k--) if (out[k] !== decision && out[k].kind === 'decision' && said.includes(out[k].content)) out.splice(k, 1);
}

/**
 * Options laid out in one sentence: "Two ways to paginate the feed: offset with `LIMIT/OFFSET`, or keyset on
 * `(posted_at, id)`." (two to four, the last after "or"), each named by its words up to how it is done.
 */
const INLINE_OPTIONS = /^((?:two|three|four|a couple of|a few|several)\s+(?:ways|options|approaches|choices|candidates|contenders|finalists)\b[^:.!?]{0,60}):\s+(.+?)[.!]?$/i;
/** What a fault is, as a diagnosis weighs its causes: "candidates for the bug", "ways this can break". */
const CAUSES = /\b(?:bug|cause|causes|culprit|culprits|problem|issue|failure|failures|regression|leak|crash|outage|slowdown|break|fail)\b/i;
/** A pick of what to look at first: "I picked the clock skew to check first." */
const LOOK_FIRST = /\bto\s+(?:check|look at|investigate|test|try|rule out|debug|profile)\b[^.!?]*\bfirst\b/i;
/** Two options laid out by label in one sentence: "Option A was GraphQL federation, option B a BFF per client." */
const LABELLED_PAIR = /^(?:option|approach)\s+([a-d1-4])\s+(?:was|is|would be|:)\s+(.{2,60}?),\s+(?:and\s+)?(?:option|approach)\s+([a-d1-4])\s+(?:was\s+|is\s+|would be\s+|:\s+)?(.{2,60}?)[.!]?$/i;
/** A sentence that lays out one option by its label: "Option B: ship a single binary built with PyInstaller." */
const LABELLED_ONE = /^(?:option|approach)\s+([a-d1-4])\s*(?::|\s[—–])\s+(.{2,120}?)[.!]?$/i;
/** Such a sentence anywhere in a text: the units are read only then. */
const HAS_INLINE_OPTIONS = /\b(?:two|three|four|a couple of|a few|several)\s+(?:ways|options|approaches|choices|candidates|contenders|finalists)\b[^:.!?\n]{0,60}:\s|\b(?:option|approach)\s+[a-d1-4]\s*(?:was\s|is\s|would be\s|:\s|\s[—–]\s)/i;
/** A pick said by an option's name alone, then why: "Keyset, since the feed is sorted by time …", "Keyset — …". */
const BARE_PICK = /^([\w'.+#/-]+(?:\s+[\w'.+#/-]+){0,2}?)(?:,\s+(?:since|because|as)\s|\s+[—–]\s+|:\s+|\s+it is\b)/;
/** A line that opens on IT_IS_PICK. */
const IT_IS_LINE = /^[\w'.+#/-]+(?:[ \t]+[\w'.+#/-]+){0,2}?[ \t]+it is[ \t]*(?:[:;,—–][ \t]|[.!]?$)/m;
/** A pick of a name said with "it is" ("Cloud Run it is: …"), the name its first words. */
const IT_IS_PICK = /^([\w'.+#/-]+(?:\s+[\w'.+#/-]+){0,2}?)\s+it is\s*(?:[:;,—–]\s|[.!]$)/;
/** A sentence that is a name alone: "Lingui." (after a summary's label, "TL;DR: Lingui."). */
const NAME_ALONE = /^([\w'.+#/-]+(?:\s+[\w'.+#/-]+){0,2}?)[.!]$/;
/** Where an inline option's name ends: how it is done ("offset with …", "keyset on …"), or a bracket or a dash. */
const INLINE_NAME_END = /\s+(?:with|on|via|using|through|in|by|over|for)\s|\s*\(|\s+[—–]\s/;

/** The options each sentence of a text lays out inline (INLINE_OPTIONS), with the sentences after it, where a pick may come. */
function inlineOffered(text: string): { intro?: string; options: Offered[]; after: ReturnType<typeof units> }[] {
  if (!HAS_INLINE_OPTIONS.test(text)) return [];
  const all = units(text);
  const found: { intro?: string; options: Offered[]; after: ReturnType<typeof units> }[] = [];
  for (const [i, u] of all.entries()) {
    // A run of sentences that each lay out one option by its label: "Option A: publish to PyPI …. Option B: ship a
    // single binary built with PyInstaller."
    if (LABELLED_ONE.test(u.text) && !LABELLED_ONE.test(all[i - 1]?.text ?? '')) {
      let end = i;
      while (end < all.length && LABELLED_ONE.test(all[end].text)) end++;
      const options = all.slice(i, end).map((x) => {
        // (Its sentence is its name, up to what it says of it after a dash or a semicolon.)
        const [, label, said] = LABELLED_ONE.exec(x.text)!;
        const [name, says] = said.split(/;\s+|\s[—–]\s+/);
        return { label: label.toLowerCase(), name, says, text: said };
      });
      if (options.length >= 2 && new Set(options.map((o) => o.label)).size === options.length) found.push({ options, after: all.slice(end, end + PICK_WITHIN + WITH_REASONS.sentences) });
      continue;
    }
    const pair = LABELLED_PAIR.exec(u.text);
    if (pair) {
      const options = [[pair[1], pair[2]], [pair[3], pair[4]]].map(([label, said]) => {
        const p = said.trim().replace(/^(?:an?|the)\s+/i, '');
        const end = INLINE_NAME_END.exec(p);
        return { label: label.toLowerCase(), name: end ? p.slice(0, end.index) : p, says: end ? p.slice(end.index).trim() : undefined, text: p };
      });
      if (options[0].label !== options[1].label) found.push({ options, after: all.slice(i + 1, i + 1 + PICK_WITHIN + WITH_REASONS.sentences) });
      continue;
    }
    const m = INLINE_OPTIONS.exec(u.text);
    // (Not the causes a fault may have, "Two candidates for the bug: the cache TTL and the clock skew …", nor what to look
    // at first: a diagnosis.)
    if (!m || CAUSES.test(m[1]) || LOOK_FIRST.test(all[i + 1]?.text ?? '')) continue;
    // (Commas inside a bracket are no list's: "keyset on (posted_at, id)".)
    const flat = m[2].replace(/\([^()]*\)/g, (b) => b.replace(/,/g, ' '));
    // (The last after "or", or "and": "Two candidates for the editor: Tiptap and Lexical.")
    const byOr = flat.split(/,?\s+or\s+/);
    const parts = byOr.length === 2 || !/\b(?:candidates|contenders|finalists)\b/i.test(m[1]) ? byOr : flat.split(/,?\s+and\s+/);
    if (parts.length !== 2) continue;
    const names = [...parts[0].split(/,\s+/), parts[1]].map((p) => p.trim());
    if (names.length > 4 || names.some((p) => !p)) continue;
    const options = names.map((p, n) => {
      const end = INLINE_NAME_END.exec(p);
      return { label: String(n + 1), name: end ? p.slice(0, end.index) : p, says: end ? p.slice(end.index).trim() : undefined, text: p };
    });
    if (options.some((o) => o.name.split(/\s+/).length > 4)) continue;
    found.push({ intro: m[1], options, after: all.slice(i + 1, i + 1 + PICK_WITHIN + WITH_REASONS.sentences) });
  }
  return found;
}

/** The option a bare pick's words name (one of its own words, whole), or null when none or more than one. */
function bareNamed(said: string, options: Offered[], words: Map<Offered, string[]>): { option: Offered } | null {
  const hits = options.filter((o) => words.get(o)!.some((w) => saysWord(said, w)));
  return hits.length === 1 ? { option: hits[0] } : null;
}

const optional = (reason: string | undefined) => (reason ? { reason } : {});

/** "Picked option 3 …; option 1 (publishing to npm) means a release for every change": the other labelled options named, turned down. */
function rejectLabelled(c: Captured): void {
  if (c.kind !== 'decision' || !c.decision) return;
  const first = c.content.split(/(?<=[.!])\s+/)[0];
  const picked = PICKS.test(first) ? BY_LABEL.exec(first)?.[1].toLowerCase() : undefined;
  if (!picked) return;
  const rejected = c.decision.rejected ?? [];
  for (const m of c.content.slice(first.length).matchAll(LABEL_NAMED)) {
    const option = (m[2] ?? m[3]).trim();
    if (m[1].toLowerCase() === picked || rejected.some((r) => r.option === option)) continue;
    const clause = c.content.slice(first.length + m.index!).split(/;\s+|,\s+(?:and|while|whereas|but)\s+(?=option\b)|(?<=[.!])\s+/i)[0];
    rejected.push({ option, reason: clause.replace(/[.!]+$/, '').trim() });
  }
  c.decision.rejected = rejected;
}
