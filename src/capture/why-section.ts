import type { Captured } from './explicit.ts';
import { faultOf } from './faults.ts';
import { isName } from './names.ts';
import { HEADING, LIST_ITEM, sentences } from './prose.ts';

// A response that says what it did in one section and why in the next, headed "## Why this approach" (or "**Why this
// design**", "### Why this"): the why section weighs the ways not taken ("Per-IP limits at the load balancer would
// treat all of a customer's office as one client, …"). What the section before it did is the decision, those ways the
// options it turned down, with the why section as their reason. The rules read sentences one at a time: "this
// approach" names nothing, and the section before may say no reason of its own.

/** A heading, or a bold line, that asks why of what was just done: "## Why this approach", "**Why this design**", "## Why". */
const WHY_THIS = /^(?:#{1,4}[ \t]+\**|\*\*)[ \t]*Why(?:[ \t]+(?:(?:this|that|the|our)[ \t]+(?:approach|design|choice|setup|solution|way|structure|layout)|this|it))?[ \t]*\??[ \t]*\**[ \t]*$/im;
/** A way the why section says would have done worse: "Per-IP limits at the load balancer would treat …". */
const WOULD_WAY = /^((?:[\w@.+#/'-]+\s+){0,6}?[\w@.+#/-]+)\s+would\s+(?!also\b|still\b)(?:have\s+)?(.{6,}?)[.!]?$/;
/** A way the why section labels as not taken, and why: "Not through the API: proxying … held …", "Not S3: R2 has …". */
const NOT_LABEL = /^Not\s+([^:;.!?]{1,40}?):\s+(.{6,}?)[.!]?$/;
/** Who or what such a sentence may not open on: the choice itself, or us. */
const NOT_A_WAY = /^(?:it|this|that|they|these|those|we|i|you|our|the team|each|every|both|either|neither)\b/i;
/** How many items or sentences of the section before stand for what was done. */
const DONE_PARTS = 3;

/** The lines of a section: from `from` up to the next heading (as prose.ts counts sections). */
function sectionLines(lines: string[], from: number): string[] {
  const out: string[] = [];
  for (let i = from; i < lines.length && !HEADING.test(lines[i]); i++) out.push(lines[i]);
  return out;
}

/** The first paragraph of a section's lines, or its first list items, as prose. */
function firstPart(lines: string[]): string {
  const text = lines.join('\n').trim();
  const items = text.split('\n').filter((l) => LIST_ITEM.test(l));
  const part = items.length ? items.slice(0, DONE_PARTS).join('\n') : (text.split(/\n\s*\n/)[0] ?? '');
  return sentences(part).slice(0, DONE_PARTS).join(' ');
}

/**
 * The decisions `found` with what a "Why this approach" section adds: the ways it faults become options turned down by
 * the decision the section before holds, or by a new one of that section's words.
 */
export function withWhySection(response: string, found: Captured[]): Captured[] {
  const heading = WHY_THIS.exec(response);
  if (!heading) return found;
  const lines = response.split('\n');
  const at = response.slice(0, heading.index).split('\n').length - 1;
  const why = sectionLines(lines, at + 1);
  const whySaid = sentences(why.join('\n'));
  const wayOf = (s: string): { option: string; reason: string } | null => {
    // ("Not through the API: proxying 20 MB photos … held a connection per upload …", "Not S3: R2 has no egress fees".)
    const not = NOT_LABEL.exec(s);
    if (not) return { option: not[1], reason: not[2] };
    const fault = faultOf(s);
    if (fault && isName(fault.option.split(/\s+/)[0])) return { option: fault.option, reason: s.replace(/[.!]$/, '') };
    const way = WOULD_WAY.exec(s);
    return way && !NOT_A_WAY.test(way[1]) ? { option: way[1], reason: s.replace(/[.!]$/, '') } : null;
  };
  const ways = whySaid.map((s) => ({ s, way: wayOf(s) }));
  const options = ways.flatMap((w) => (w.way ? [w.way] : []));
  if (!options.length) return found;
  // (The section's sentences that say why not another way: not one that chose a part of its own, "Thumbnails: generated
  // on first request …, not pre-generated …", which the rules keep as its own decision.)
  const weighed = ways.filter((w) => w.way || !found.some((c) => c.kind === 'decision' && c.content.includes(w.s))).map((w) => w.s);
  // The section before: back from the heading to the one before it.
  let start = at - 1;
  while (start >= 0 && !HEADING.test(lines[start])) start--;
  const done = firstPart(lines.slice(start + 1, at));
  if (!done) return found;
  const label = heading[0].replace(/^[#*\s]+|[*?\s]+$/g, '');
  const reasons = `${label}: ${weighed.join(' ')}`;
  // (The decision that holds what was done, or the why itself, read by the rules as a label: "Why this approach: …".)
  const holder = found.find((c) => c.kind === 'decision' && c.decision && (sentences(done).some((s) => c.content.includes(s)) || c.content.includes(whySaid[0])));
  if (holder) {
    const rejected = (holder.decision!.rejected ??= []);
    for (const o of options) if (!rejected.some((r) => r.option === o.option)) rejected.push(o);
    if (!holder.content.includes(weighed[0])) holder.content += ` ${reasons}`;
    // (A decision the rules read of the why section's ways alone, "Not through the API: …. Not S3: …", is the holder's
    // now; one that chose a part of its own, "Thumbnails: generated on first request …, not pre-generated …", stays.)
    return found.filter((c) => c === holder || !(c.kind === 'decision' && sentences(c.content).every((t) => whySaid.includes(t)) && (c.decision?.rejected ?? []).every((r) => options.some((o) => o.option === r.option))));
  }
  return [...found, { content: `${done} ${reasons}`, kind: 'decision', type: 'semantic', decision: { chosen: done, rejected: options } }];
}
