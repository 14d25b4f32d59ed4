import type { Captured } from './explicit.ts';
import { TABLE_ROW, TABLE_RULE, cells } from './offered.ts';
import { isProse, unmarked, units } from './prose.ts';
import { reasonAfter } from './reasons.ts';

// A table of choices an agent made, a row each, with a column of what each row chose and one of what it chose it
// over ("| Area | Choice | Instead of |", "| Decision | Rejected | Why |"): each row is a decision turning its other
// options down. The prose rules never see a table (prose.ts leaves tables out).

/** A header naming what a row chose. */
const CHOSEN = /^(?:choice|chosen|decision|pick(?:ed)?|selected|went with|we use|using|use)$/i;
/** A header naming what it was chosen over. */
const INSTEAD = /^(?:instead of|rather than|over|not|rejected|ruled out|replaces|replaced|alternatives?(?:\s+(?:considered|rejected))?|considered)$/i;
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
    const chosen = header.findIndex((h) => CHOSEN.test(h));
    const instead = header.findIndex((h) => INSTEAD.test(h));
    if (chosen < 0 || instead < 0) continue;
    const why = header.findIndex((h) => WHY.test(h));
    const area = header.findIndex((_, k) => k !== chosen && k !== instead && k !== why);
    let end = i + 2;
    const rows: string[][] = [];
    for (; end < lines.length && TABLE_ROW.test(lines[end]); end++) rows.push(cells(lines[end]).map((c) => unmarked(c).trim()));
    // "Both are managed, so nobody has to run a broker …": the paragraph right after the table, when it says why (not
    // one under a heading or in a list that follows).
    const after = end + 1;
    const paragraph = !lines[end]?.trim() && after < lines.length && PARAGRAPH.test(lines[after]);
    const stop = lines.findIndex((l, k) => k > after && !l.trim());
    const next = paragraph ? units(lines.slice(after, stop < 0 ? undefined : stop).join('\n'))[0]?.text : undefined;
    const shared = next && isProse(next) && reasonAfter(next) ? ` ${next}` : '';
    for (const row of rows) {
      const pick = row[chosen] ?? '';
      const others = (row[instead] ?? '').split(OPTIONS_SPLIT).filter((o) => !EMPTY.test(o));
      if (EMPTY.test(pick) || !others.length) continue;
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
