import { extractHeuristic } from '../capture/heuristics.ts';
import type { DecisionMeta } from '../types.ts';

// Architecture Decision Records in Markdown, read as decision memories: the
// shapes adr-tools (Nygard: Status / Context / Decision / Consequences) and
// MADR (front matter or a status bullet, "Context and Problem Statement",
// "Considered Options", "Decision Outcome" with `Chosen option: "X"`, "Pros and
// Cons of the Options") write. A project's existing ADRs seed its memory: the
// decision, what it turned down and why, and the context to find it by.

export interface AdrRecord {
  title: string;
  /** Lower-cased: accepted, proposed, superseded by …, deprecated, rejected; absent when the record says none. */
  status?: string;
  /** Epoch ms of the record's date, when it gives one. */
  date?: number;
  context?: string;
  decision: string;
  chosen?: string;
  rejected: { option: string; reason?: string }[];
  /** What the status says replaces this record: a linked file name or an ADR number. */
  supersededBy?: string;
}

const NUMBER_PREFIX = /^(?:ADR[-\s]?)?\d+\s*[.:)–-]?\s+/i;
// Some teams head it "Proposal" or "What's proposed" (an ADR that proposes, then is accepted).
const DECISION = /^(?:decision(?:s| outcome)?|proposal|what[’']s proposed|proposed (?:solution|decision))$/i;
const CONTEXT = /^context(?: and problem statement)?$/i;
const OPTIONS = /^(?:considered options|options considered|alternatives(?: considered)?|considered alternatives)$/i;
const PROS_AND_CONS = /^pros and cons of the options$/i;
/**
 * MADR's subsections of its Decision Outcome that say what follows from the decision, not what was decided
 * ("### Consequences", "### Positive Consequences", "### Confirmation", "### More Information"): kept out of the
 * memory's words (a recall block would inject every "Good, because …"), and searchable in its context.
 */
const AFTER_DECISION = /^#{3,}\s+(?:(?:positive|negative)\s+)?(?:consequences|confirmation|validation|more information)\b/i;

/** Markdown inline syntax off: links keep their text, emphasis and code marks go. */
const plain = (s: string) =>
  s
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]+/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();

/** `## Heading` → its body (up to the next `## `; `### ` subsections stay inside). */
function sections(lines: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const line of lines) {
    const h = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (h) {
      current = [];
      out.set(plain(h[1]).replace(/:$/, ''), current);
    } else current?.push(line);
  }
  return out;
}

const find = (map: Map<string, string[]>, re: RegExp) => [...map].find(([k]) => re.test(k))?.[1];
const text = (body: string[] | undefined) =>
  (body ?? [])
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
const listItems = (body: string[]) => body.map((l) => /^\s*(?:[-*+]|\d+[.)])\s+(.+)$/.exec(l)?.[1]).filter((x): x is string => !!x).map(plain);

/**
 * A field given as front matter (`status: accepted`), a bullet (`* Status:
 * accepted`) or a line (`Date: 2024-01-02`), as written (Markdown kept: a
 * "superseded by [ADR-5](0005-x.md)" keeps its link).
 */
function field(head: string[], name: string): string | undefined {
  const re = new RegExp(`^\\s*(?:[-*]\\s*)?(?:\\*\\*)?${name}(?:\\*\\*)?\\s*:(?:\\*\\*)?\\s*(.+)$`, 'i');
  for (const line of head) {
    const m = re.exec(line);
    if (m) return m[1].trim();
  }
  return undefined;
}
const unquoted = (s: string) => plain(s).replace(/^["']|["']$/g, '');

/** An option's name from a list item: "PostgreSQL – relational, managed" → "PostgreSQL". */
const optionName = (item: string) => item.split(/\s+[–—-]\s+|:\s+|,\s+/)[0].replace(/[.;]+$/, '').trim();
const sameOption = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x === y || x.startsWith(`${y} `) || y.startsWith(`${x} `);
};

/** The record, or null when the file has no title or no Decision section (a README, an index, a template). */
export function parseAdr(markdown: string): AdrRecord | null {
  const lines = markdown.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n'); // a byte-order mark (Windows editors) is no title's part
  const titleAt = lines.findIndex((l) => /^#\s+\S/.test(l));
  if (titleAt < 0) return null;
  const title = plain(lines[titleAt].replace(/^#\s+/, '')).replace(NUMBER_PREFIX, '');
  const body = sections(lines.slice(titleAt + 1));
  const outcome = find(body, DECISION) ?? [];
  // Split where what follows from the decision begins, when there is a decision before it.
  const at = outcome.findIndex((l) => AFTER_DECISION.test(l));
  const before = at > 0 ? text(outcome.slice(0, at)) : '';
  const decision = before || text(outcome);
  if (!decision) return null;
  // What follows from it, as text without the subsection headings: searchable, not injected.
  const consequences = before ? text(outcome.slice(at).map((l) => l.replace(/^#{3,}\s+(.+?)\s*#*\s*$/, '$1:'))) : '';
  // Status and date: front matter, the lines under the title, or a Status section.
  const firstSection = lines.findIndex((l, i) => i > titleAt && /^##\s/.test(l));
  const head = [...lines.slice(0, titleAt), ...lines.slice(titleAt + 1, firstSection < 0 ? undefined : firstSection)];
  // The status as written (a link to the successor kept), then as a word or two.
  const statusText = field(head, 'status') ?? text(find(body, /^status$/i));
  // "✅ Accepted", "⌛️ Superseded by …": the emoji some teams put first is not the status.
  const status = statusText ? unquoted(statusText.split('\n')[0]).replace(/^[^\p{L}]+/u, '').toLowerCase() || undefined : undefined;
  const rawDate = field(head, 'date');
  const dateText = rawDate && unquoted(rawDate);
  const date = dateText && /^\d{4}-\d{2}-\d{2}/.test(dateText) ? Date.parse(`${dateText.slice(0, 10)}T00:00:00Z`) : undefined;
  const supersededBy = /superseded by/i.test(statusText ?? '')
    ? (/\(([^)\s]+\.md)\)/.exec(statusText!)?.[1] ?? /superseded by\s*\[?\s*(?:ADR[-\s]?)?(\d+)/i.exec(statusText!)?.[1])
    : undefined;

  // MADR: the chosen option, the others considered, and each one's first "Bad, because …".
  const chosen = /Chosen option:?\s*(?:\*\*)?\s*"([^"]+)"/i.exec(decision)?.[1] ?? /Chosen option:?\s*(?:\*\*)?\s*([^,.\n]+)/i.exec(decision)?.[1]?.trim();
  const considered = listItems(find(body, OPTIONS) ?? []).map(optionName).filter(Boolean);
  const badBecause = new Map<string, string>();
  const pros = find(body, PROS_AND_CONS) ?? [];
  let option: string | null = null;
  for (const line of pros) {
    const h = /^###\s+(.+)$/.exec(line);
    if (h) option = optionName(plain(h[1]));
    const bad = /^\s*[-*+]\s*(?:\*\*)?Bad(?:\*\*)?,?\s*because\s+(.+)$/i.exec(line);
    if (option && bad && !badBecause.has(option)) badBecause.set(option, plain(bad[1]).replace(/[.;]+$/, ''));
  }
  const rejected: AdrRecord['rejected'] = [];
  if (chosen && considered.length) {
    for (const o of considered) {
      if (sameOption(o, plain(chosen))) continue;
      const reason = [...badBecause].find(([k]) => sameOption(k, o))?.[1];
      rejected.push(reason ? { option: o, reason } : { option: o });
    }
  }
  // Nygard: options turned down in the prose ("We will use X instead of Y because …").
  if (!rejected.length) {
    for (const c of extractHeuristic(decision)) for (const r of c.decision?.rejected ?? []) if (!rejected.some((x) => x.option === r.option)) rejected.push(r);
  }
  const context = [text(find(body, CONTEXT)), consequences].filter(Boolean).join('\n\n') || undefined;
  return { title, status, date, context, decision, chosen: chosen ? plain(chosen) : undefined, rejected, supersededBy };
}

/** Statuses whose record no longer stands: imported archived (searchable with --all, never recalled). */
export const retired = (status: string | undefined) => !!status && /^(?:superseded|deprecated|obsolete|replaced)/.test(status);

/** The decision a record states, as the memory's structured part. */
export function adrDecision(r: AdrRecord): DecisionMeta {
  return { chosen: r.chosen ?? r.title, rejected: r.rejected };
}
