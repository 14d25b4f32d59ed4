// One marked line ("Decision: …", "Rejected: X because Y"): its pattern and how a rejected option and its
// reason are told apart. Kept apart from the capture heuristics, so recall (src/recall/render.ts) and the MCP
// server read and write these lines without bundling them.

// A marker: the tag, optionally bold with the colon inside or outside the bold ("**Decision:**", "**Decision**:").
// "Alternatives considered:" (and "Rejected alternatives:", "Considered:") lists several rejected options on one line.
export const TAG = String.raw`(?:\*\*)?(decision|rejected alternatives|rejected|convention|remember|alternatives (?:considered|rejected)|(?:also )?considered)(?:\*\*)?\s*[:：](?:\*\*)?`;
// The body ends at its last non-space character; written so that no part is retried across a long run
// of spaces ("(.+?)\s*$" took seconds on a line with 100k spaces in it).
// A line may sit in a list item or a quote, or be wrapped in backticks as the rules file shows the format.
export const LINE = new RegExp(String.raw`^\s*(?:[-*>]\s*)?\`?${TAG}\s*(\S(?:.*\S)?)\s*$`, 'i');
const BECAUSE = /\s+(?:because(?:\s+of)?|due\s+to|since|as)\s+|\s+[—–-]{1,2}\s+|\s*[:：]\s+|(?:、|。)?(?:なぜなら|理由は|ので)/i;

/** "epoch millis (harder to read in logs)": the reason in brackets after the option. */
const BRACKETED = /^([^()]+?)\s*\(([^()]+)\)[.。]?$/;

/** A rejected line's body as its option and its reason (after "because", a dash or a colon, or in brackets). */
export function splitRejected(text: string): { option: string; reason?: string } {
  const m = BECAUSE.exec(text);
  const bracketed = BRACKETED.exec(text);
  // A connective before the bracket gives the reason ("Postgres because it needs a server (and a DBA)").
  if (bracketed && !(m && m.index < bracketed[1].length)) return { option: bracketed[1].trim(), reason: bracketed[2].trim() };
  if (!m || m.index === 0) return { option: text };
  const reason = text.slice(m.index + m[0].length).replace(/[.。!！]+$/, '').trim();
  return { option: text.slice(0, m.index).replace(/[,;，、]+$/, '').trim(), reason: reason || undefined };
}

/** Words that open a clause, not an option's name: "…; it was also slow because …" goes on with the reason. */
const CLAUSE_START = /^(?:we|i|it|its|they|their|this|that|these|those|there|he|she|you|our|which|also|and|but|so|plus|the team)\b/i;

/**
 * The options a "Rejected:" line's body names: one, or several set apart by semicolons when each part
 * names a short option and gives its own reason ("Lerna because it is unmaintained; Nx because it is too
 * heavy"). A reason that goes on past a semicolon ("Lerna because it is unmaintained; its last release was
 * in 2022") stays one option's.
 */
export function rejectedOptions(body: string): { option: string; reason?: string }[] {
  // Semicolons first; else ", and" / ", " before a part that opens with a short option and its "because" ("RabbitMQ
  // because it adds a broker, and SQS because it ties us to AWS").
  // (Or sentences that each open on a short name and a colon: "Terraform: HCL's loops kept tripping people up. CDK:
  // AWS-only, and we run on GCP too.")
  for (const parts of [body.split(/\s*;\s+/), body.split(NEXT_OPTION), body.split(NEXT_LABELLED)]) {
    if (parts.length < 2) continue;
    const each = parts.map(splitRejected);
    if (each.every((r) => r.reason && r.option.split(/\s+/).length <= 4 && !CLAUSE_START.test(r.option))) return each;
  }
  return [splitRejected(body)];
}

/** Where a second option starts in a "Rejected:" body: after a comma (and "and" / "or"), at a name of up to four words and its "because". */
const NEXT_OPTION = /,\s+(?:(?:and|or)\s+)?(?=[^\s,;]+(?:\s+[^\s,;]+){0,3}\s+(?:because|since|due\s+to)\s)/i;

/** Where a sentence that opens on a name of up to three words and a colon starts, after another's end. */
const NEXT_LABELLED = /(?<=[.!])\s+(?=[A-Z][\w.+#/-]*(?:\s+[\w.+#/-]+){0,2}:\s)/;

/** The options a "Rejected: X because Y" line names, however its reasons are worded; null for any other line. */
export function rejectedOptionsOf(line: string): string[] | null {
  const m = LINE.exec(line);
  return m && m[1].toLowerCase() === 'rejected' ? rejectedOptions(m[2]).map((r) => r.option) : null;
}

/** How a rejected option reads as a line of a decision's text. */
export function rejectedLine(r: { option: string; reason?: string }): string {
  return `Rejected: ${r.option}${r.reason ? ` because ${r.reason}` : ''}`;
}

