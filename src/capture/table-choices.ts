import type { Captured } from './explicit.ts';
import { TABLE_ROW, TABLE_RULE, cells } from './offered.ts';
import { isProse, unmarked, units } from './prose.ts';
import { reasonAfter } from './reasons.ts';
import { namesOptionIn } from './options.ts';
import { isName } from './names.ts';
import { aboutSoftware } from './software.ts';

// A table of choices an agent made, a row each, with a column of what each row chose and one of what it chose it
// over ("| Area | Choice | Instead of |", "| Decision | Rejected | Why |"): each row is a decision turning its other
// options down. The prose rules never see a table (prose.ts leaves tables out).

/** A header naming what a row chose. */
const CHOSEN = /^(?:choice|chosen|decision|pick(?:ed)?|selected|went with|we use|using|use)$/i;
/** A header naming what it was chosen over. */
const INSTEAD = /^(?:instead of|rather than|over|not|rejected|ruled out|replaces|replaced|alternatives?(?:\s+(?:considered|rejected))?|considered)$/i;
/**
 * A table of changes, "| Area | Before | Now | Why |": what a row has now it chose over what it had before, a row of
 * things (not of figures, FIGURE: "| p95 | 2.4 s | 180 ms |" measures a change) about software.
 */
const NOW_HEADER = /^(?:now|after|new|today|to)$/i;
const BEFORE_HEADER = /^(?:before|old|previously|was|from)$/i;
/** A cell that gives a figure, not a thing: "2.4 s", "~40 %", "$900/month", "<1 ms". */
const FIGURE = /^(?:[~≈<>≤≥]|\$|€|£|\d)/;
/** A header naming why. */
const WHY = /^(?:why|reason|reasons|because|rationale)$/i;
/** How the cell of options turned down splits into options: "RabbitMQ, Kafka", "Memcached or KeyDB". */
const OPTIONS_SPLIT = /\s*(?:,|;|\bor\b)\s*/;
const EMPTY = /^(?:[-–—]|n\/a|none)?$/i;
/** A line of prose: no heading, list item, table row, quote or code. */
const PARAGRAPH = /^(?![ \t]*(?:#|[-*•]\s|\d+[.)]\s|\||>|```))\S/;

/** The decisions of a response's tables of choices, each row one, with the sentence after the table when it says why. */
export function tableChoices(text: string): Captured[] {
  const lines = text.split('\n');
  const out: Captured[] = [];
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!TABLE_ROW.test(lines[i]) || !TABLE_RULE.test(lines[i + 1])) continue;
    const header = cells(lines[i]).map((c) => unmarked(c).trim());
    const picked = header.findIndex((h) => CHOSEN.test(h));
    const over = header.findIndex((h) => INSTEAD.test(h));
    // (Else a table of changes: "| Area | Before | Now | Why |".)
    const changes = picked < 0 || over < 0;
    const chosen = changes ? header.findIndex((h) => NOW_HEADER.test(h)) : picked;
    const instead = changes ? header.findIndex((h) => BEFORE_HEADER.test(h)) : over;
    if (chosen < 0 || instead < 0) {
      const verdicts = verdictTable(header, lines, i + 2);
      if (verdicts) out.push(verdicts);
      continue;
    }
    const why = header.findIndex((h) => WHY.test(h));
    const area = header.findIndex((_, k) => k !== chosen && k !== instead && k !== why);
    let end = i + 2;
    const rows: string[][] = [];
    for (; end < lines.length && TABLE_ROW.test(lines[end]); end++) rows.push(cells(lines[end]).map((c) => unmarked(c).trim()));
    // "Both are managed, so nobody has to run a broker …": the paragraph right after the table, when it says why (not
    // one under a heading or in a list that follows).
    const paragraph = paragraphAfter(lines, end);
    const next = paragraph ? units(paragraph.join('\n'))[0]?.text : undefined;
    const shared = next && isProse(next) && reasonAfter(next) ? ` ${next}` : '';
    for (const row of rows) {
      const pick = row[chosen] ?? '';
      const others = (row[instead] ?? '').split(OPTIONS_SPLIT).filter((o) => !EMPTY.test(o));
      if (EMPTY.test(pick) || !others.length) continue;
      // (A change's row names things, one at least a name: "| Thumbnails | ImageMagick | libvips |".)
      // (And is about software: not "| Reviewer | Alice | Bob |".)
      if (changes && (FIGURE.test(pick) || others.some((o) => FIGURE.test(o)) || ![pick, ...others].some((c) => isName(c.split(/\s+/)[0])) || !aboutSoftware(row.join(' ')))) continue;
      const reason = why >= 0 && !EMPTY.test(row[why] ?? '') ? row[why] : undefined;
      const label = area >= 0 && !EMPTY.test(row[area] ?? '') ? `${row[area]}: ` : '';
      out.push({
        content: `${label}${pick} instead of ${others.join(', ')}${reason ? ` — ${reason}` : ''}.${shared}`,
        kind: 'decision',
        type: 'semantic',
        decision: { chosen: `${label}${pick}`, rejected: others.map((option) => (reason ? { option, reason } : { option })) },
      });
    }
    i = end - 1;
  }
  return out;
}

/** A header naming the options a table weighs, a row each ("| Option | Verdict |"). */
const OPTION_HEADER = /^(?:options?|candidates?|alternatives?|tools?|librar(?:y|ies)|approach(?:es)?|services?)$/i;
/** A header naming what became of each. */
const VERDICT_HEADER = /^(?:verdict|decision|status|outcome|result|call|pick(?:ed)?|chosen|choice)$/i;
/** One that only marks the row picked ("| Pick |" over a ✓): the rows it leaves blank are the options turned down. */
const MARK_HEADER = /^(?:pick(?:ed)?|chosen|choice)$/i;
/** A verdict that chose the row ("chosen: already in our Postgres, …", a mark "✓"), with why after it. */
const CHOSEN_VERDICT = /^(?:(?:✅|✓|✔️?|☑️?)\s*(?=\S|$)|(?:✅\s*)?(?:chosen|picked|selected|adopted|accepted|winner|yes|go|kept|keep|added|add|use)\b\s*[:—–-]?\s*)(.*)$/i;
/** A verdict that turned the row down ("no: another vendor, …"), with why after it. */
const REJECTED_VERDICT = /^(?:❌\s*)?(?:no|rejected|ruled out|not chosen|dropped|passed|declined|removed|replaced|skip(?:ped)?|don't use|avoid)\b\s*[:—–-]?\s*(.*)$/i;

/** The most a line leading a table may say to be kept with it. */
const LEAD_CHARS = 300;
/**
 * The paragraph of one line right before the table whose header is line `header`, when it says something of its own
 * ("Settled: features are computed in the warehouse …"), not one that only points at the table ("Here's how they
 * compare:").
 */
function leadingLine(lines: string[], header: number): string | undefined {
  let k = header - 1;
  while (k >= 0 && !lines[k].trim()) k--;
  const line = lines[k]?.trim() ?? '';
  const alone = k === 0 || !lines[k - 1]?.trim();
  return k < header - 1 && alone && PARAGRAPH.test(line) && !/[:：]$/.test(line) && line.length <= LEAD_CHARS ? line : undefined;
}

/** A verdict that keeps or adds the row, of which a table may give a few: "kept — …", "added — …". */
const KEPT_VERDICT = /^(?:kept|keep|added|add)\b/i;
/** The most rows a verdict table may keep or add beside the ones it turns down. */
const MOST_CHOSEN = 3;
/** A verdict that keeps the row in play: "later", "maybe", "fallback". */
const UNDECIDED_VERDICT = /^(?:later|maybe|possibly|fallback|backup|next|tbd|undecided|pending|open|\?)\b/i;

/**
 * A table that weighs options a row each and gives each a verdict ("| Option | Verdict |", "| pgvector | chosen: already
 * in our Postgres, one backup story |", "| Pinecone | no: another vendor, … |"): one decision, the row chosen turning
 * the rows said no to down, each with its reason (or with what its verdict finds wrong with it: "too slow for ranking").
 * Null unless exactly one row is chosen and one at least turned down.
 */
function verdictTable(header: string[], lines: string[], from: number): Captured | null {
  const option = header.findIndex((h) => OPTION_HEADER.test(h));
  const verdict = header.findIndex((h) => VERDICT_HEADER.test(h));
  if (option < 0 || verdict < 0) return null;
  const marks = MARK_HEADER.test(header[verdict]);
  // (A column of why says each row's reason in its own words: "| Pixi | use | one lockfile for … |".)
  const because = header.findIndex((h) => WHY.test(h));
  const chosen: { name: string; why: string; kept: boolean }[] = [];
  const rejected: { option: string; reason?: string }[] = [];
  let k = from;
  for (; k < lines.length && TABLE_ROW.test(lines[k]); k++) {
    const row = cells(lines[k]).map((c) => unmarked(c).trim());
    const name = row[option] ?? '';
    if (EMPTY.test(name)) continue;
    const said = row[verdict] ?? '';
    const yes = CHOSEN_VERDICT.exec(said);
    const no = yes ? null : REJECTED_VERDICT.exec(said);
    // (A bare "no" takes what the row's other columns say of it: "Bundle (gzip) 68 KB, SSR canvas only".)
    const columns = () => row.flatMap((c, j) => (j !== option && j !== verdict && !EMPTY.test(c) && header[j] ? [`${header[j]} ${c}`] : [])).join(', ');
    const why = because < 0 || EMPTY.test(row[because] ?? '') ? undefined : row[because];
    const reason = no ? no[1] || why || columns() : '';
    if (yes) chosen.push({ name, why: yes[1] || why || '', kept: KEPT_VERDICT.test(said) });
    else if (no) rejected.push(reason ? { option: name, reason } : { option: name });
    else if (marks && EMPTY.test(said)) rejected.push({ option: name });
    // (A verdict that says what is wrong with the row, beside the one chosen: "too slow for ranking".)
    else if (!EMPTY.test(said) && !UNDECIDED_VERDICT.test(said)) rejected.push({ option: name, reason: said });
  }
  // (Or a few rows kept or added beside the one removed: "| tflint | kept — … |", "| checkov | added — … |", "| tfsec |
  // removed — … |".)
  // (Not two rows each "chosen": one pick is said so.)
  if (!chosen.length || chosen.length > MOST_CHOSEN || (chosen.length > 1 && !chosen.every((c) => c.kept)) || !rejected.length) return null;
  const name = chosen.map((c) => c.name).join(', ');
  const why = chosen.length === 1 ? chosen[0].why : '';
  const each = chosen.length > 1 ? chosen.map((c) => (c.why ? `${c.name} (${c.why})` : c.name)).join(' and ') : undefined;
  // The paragraph right after the table that opens on the pick says why ("Recharts covers the six chart types …"); under
  // a column of marks it faults the others by name too: "Nuitka: the 0.3 s start matters …; shiv needs Python on the
  // target machine."
  const paragraph = paragraphAfter(lines, k);
  const said = paragraph ? unmarked(paragraph.join(' ')).trim() : undefined;
  const explained = said && namesOptionIn(said.split(/[:;,—–]/)[0], name) ? said : undefined;
  // (A clause of it that opens on an option's name, its first word, is that option's why.)
  for (const r of explained && marks ? rejected.filter((x) => !x.reason) : []) {
    const first = r.option.split(/\s+/)[0].toLowerCase();
    const clause = explained!.split(/;\s+|\.\s+/).find((c) => c.toLowerCase().startsWith(`${first} `) || c.toLowerCase().startsWith(`the ${first} `));
    if (clause) r.reason = clause.replace(/[.!]$/, '');
  }
  // (Said once: the paragraph's words, after the names.)
  const others = rejected.map((r) => (r.reason && !(explained && marks) ? `${r.option}: ${r.reason}` : r.option)).join('; ');
  const lead = leadingLine(lines, from - 2);
  return {
    content: `${lead ? `${lead} ` : ''}${each ?? `${name}${why ? ` (${why})` : ''}`} instead of ${others}.${explained ? ` ${explained}` : ''}`,
    kind: 'decision',
    type: 'semantic',
    decision: { chosen: name, rejected },
  };
}

/**
 * The lines of the paragraph right after a table whose rows end before line `end`, when one follows it (a blank line
 * between).
 */
function paragraphAfter(lines: string[], end: number): string[] | undefined {
  const after = end + 1;
  if (lines[end]?.trim() || after >= lines.length || !PARAGRAPH.test(lines[after])) return undefined;
  const stop = lines.findIndex((l, k) => k > after && !l.trim());
  return lines.slice(after, stop < 0 ? undefined : stop);
}

/** A list item, its text after the marker. */
const LIST_LINE = /^\s*(?:[-*•]|\d+[.)])\s+(\S.*)$/;
/** An item's label and what it says of it: "Schema per tenant: clean isolation, but …", "Schema per tenant — …". */
const ITEM_LABEL = /^([^:—–]{2,60}?)\s*(?::|\s[—–])\s+(.+)$/;
/** The words that mark an item picked. */
const PICKED = '(?:chosen|picked|selected|our pick)';
/**
 * The mark that picks the item, set apart at its end (or a check mark opening it): "…: **chosen**.", "… (picked)", "… ✅",
 * "… ← our pick"; not words of the item's own ("… depending on the shipping method chosen)", "… a discount to the winner").
 */
const PICK_MARK = new RegExp(String.raw`(?:\*\*${PICKED}\*\*|\(${PICKED}\)|(?:[:—–←]|\s-)\s*${PICKED}|✅)\s*[.!]?\s*$|^✅`, 'i');
/** The mark as the unmarked item says it, to take off its end. */
const PICK_WORD = new RegExp(String.raw`(?:\(?${PICKED}\)?|✅)\s*[.!]?\s*$`, 'i');
/** A line that says ways were weighed: "We considered three approaches …:", "Options:". */
const WEIGHS = /\b(?:considered|options?|approach(?:es)?|alternatives?|candidates?|weighed|compared|choices|looked at|evaluated)\b/i;
/** Only the mark, what the item says when it says nothing more of itself: "**chosen**", "(picked)". */
const MARK_ONLY = new RegExp(String.raw`^\(?${PICKED}\)?[.!]?$`, 'i');
/** The mark said in words, at the item's end: "**chosen**", "(picked)", "— our pick" (not a check mark alone). */
const WORDED_MARK = new RegExp(String.raw`${PICKED}\**\)?\s*[.!]?\s*$`, 'i');

/**
 * A list of ways, each labelled, one of them marked picked ("We considered three approaches …: ¶ - Schema per tenant:
 * clean isolation, but migrations … took 40 minutes … ¶ - Database per tenant: too many connections … ¶ - Shared tables
 * with a `tenant_id` column and row-level security: **chosen**."): one decision, the marked item turning the others
 * down, each with what its item says as why, led by the line that introduces the list. Only when exactly one item is
 * marked and every other is labelled.
 */
export function markedListChoices(text: string): Captured[] {
  const lines = text.split('\n');
  const out: Captured[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!LIST_LINE.test(lines[i]) || (i > 0 && LIST_LINE.test(lines[i - 1]))) continue;
    let end = i;
    while (end < lines.length && LIST_LINE.test(lines[end])) end++;
    const raw = lines.slice(i, end).map((l) => LIST_LINE.exec(l)![1].trim());
    const items = raw.map((t) => unmarked(t).trim());
    const marked = items.filter((_, k) => PICK_MARK.test(raw[k]));
    const labelled = items.map((t) => ITEM_LABEL.exec(t.replace(/^✅\s*/, '')));
    // (Each other item says why in words of its own: not "- Checkbox: selected ¶ - Radio: unselected".)
    if (items.length < 2 || marked.length !== 1 || labelled.some((m, k) => !m || (items[k] !== marked[0] && m[2].split(/\s+/).length < 3))) continue;
    const at = items.indexOf(marked[0]);
    const pick = labelled[at]!;
    const rejected = labelled.filter((m, k) => items[k] !== marked[0]).map((m) => ({ option: m![1].trim(), reason: m![2].replace(/[.!]$/, '') }));
    let k = i - 1;
    while (k >= 0 && !lines[k].trim()) k--;
    const intro = k >= 0 && PARAGRAPH.test(lines[k]) && /[:：]\s*$/.test(lines[k]) ? `${unmarked(lines[k]).trim()} ` : '';
    // (A check mark alone picks only under a line that says ways were weighed: it also marks a step done, "- Version bump:
    // done ✅".)
    if (!WORDED_MARK.test(raw[at]) && !WEIGHS.test(intro)) continue;
    const why = MARK_ONLY.test(pick[2].trim()) ? '' : ` (${pick[2].replace(PICK_WORD, '').replace(/[\s:—–(.!-]+$/, '')})`;
    out.push({
      content: `${intro}${pick[1].trim()}${why} instead of ${rejected.map((r) => `${r.option}: ${r.reason}`).join('; ')}.`,
      kind: 'decision',
      type: 'semantic',
      decision: { chosen: pick[1].trim(), rejected },
    });
    i = end - 1;
  }
  return out;
}
