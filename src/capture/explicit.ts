import type { DecisionMeta } from '../types.ts';

// The explicit capture channel: lines an agent or user writes on purpose.
//   Decision: <what was chosen>
//   Rejected: <option> because <reason>        (also "— <reason>" or ": <reason>")
//   Convention: <rule>                          (also "Remember: <fact>")
// Rejected lines attach to the Decision above them (or stand alone).

export interface Captured {
  content: string;
  kind: 'decision' | 'convention' | 'note';
  type: 'semantic' | 'procedural';
  decision?: DecisionMeta;
  /** The option an earlier decision chose that this one replaces ("switching from X"). */
  supersedes?: string;
}

const LINE = /^\s*(?:[-*]\s*)?(?:\*\*)?(decision|rejected|convention|remember)(?:\*\*)?\s*[:：]\s*(.+?)\s*$/i;
const BECAUSE = /\s+(?:because|since|as)\s+|\s+[—–-]{1,2}\s+|\s*[:：]\s+|(?:、|。)?(?:なぜなら|理由は|ので)/i;

function splitRejected(text: string): { option: string; reason?: string } {
  const m = BECAUSE.exec(text);
  if (!m || m.index === 0) return { option: text };
  return { option: text.slice(0, m.index).trim(), reason: text.slice(m.index + m[0].length).trim() || undefined };
}

export function extractExplicit(text: string): Captured[] {
  const out: Captured[] = [];
  let current: Captured | null = null;
  for (const line of text.split(/\r?\n/)) {
    const m = LINE.exec(line);
    if (!m) continue;
    const tag = m[1].toLowerCase();
    const body = m[2];
    if (tag === 'decision') {
      current = { content: `Decision: ${body}`, kind: 'decision', type: 'semantic', decision: { chosen: body, rejected: [] } };
      out.push(current);
    } else if (tag === 'rejected') {
      const r = splitRejected(body);
      if (!current) {
        current = { content: `Rejected: ${body}`, kind: 'decision', type: 'semantic', decision: { rejected: [] } };
        out.push(current);
      }
      current.decision!.rejected!.push(r);
      current.content += `\nRejected: ${r.option}${r.reason ? ` because ${r.reason}` : ''}`;
    } else {
      out.push({ content: body, kind: tag === 'convention' ? 'convention' : 'note', type: tag === 'convention' ? 'procedural' : 'semantic' });
      current = null;
    }
  }
  return out;
}
