import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MemoryInput } from '../../src/types.ts';

// Loaders for ../shared/bench. Each yields "stores" (what goes into one fresh
// database) with their queries and relevance judgements.

export interface BenchQuery {
  text: string;
  relevant: Set<string>;
  group?: string;
  /** LongMemEval: session ids of the answer sessions. */
  sessions?: Set<string>;
  /** LongMemEval: when the question is asked (relative periods such as "last week" count back from it). */
  now?: number;
}
export interface BenchStore {
  name: string;
  memories: (MemoryInput & { ref: string })[];
  queries: BenchQuery[];
  /** ref → session id (LongMemEval session-level metrics). */
  sessionOf?: Map<string, string>;
}

const parseLocomoDate = (s: string) => {
  // "1:56 pm on 8 May, 2023"
  const m = /(\d+):(\d+)\s*(am|pm) on (\d+) (\w+),? (\d{4})/i.exec(s);
  if (!m) return undefined;
  const h = (Number(m[1]) % 12) + (m[3].toLowerCase() === 'pm' ? 12 : 0);
  return Date.parse(`${m[5]} ${m[4]}, ${m[6]} ${h}:${m[2]}:00 UTC`);
};

/** Which neighbours a turn is indexed with: none, prev, or both (the default; measured best). */
const CONTEXT = process.env.BENCH_CONTEXT ?? 'both';

/** A conversation turn is indexed with its neighbours as context (what it answers, what answers it). */
function withNeighbourContext(memories: BenchStore['memories']): void {
  if (CONTEXT === 'none') return;
  const clip = (s: string) => (s.length > 600 ? s.slice(0, 600) : s);
  memories.forEach((m, i) => {
    const parts = [];
    if (i > 0) parts.push(clip(memories[i - 1].content));
    if (CONTEXT === 'both' && i + 1 < memories.length) parts.push(clip(memories[i + 1].content));
    m.context = parts.join('\n') || undefined;
  });
}

export function locomo(root: string): BenchStore[] | null {
  const file = join(root, 'locomo', 'locomo10.json');
  if (!existsSync(file)) return null;
  const data = JSON.parse(readFileSync(file, 'utf8')) as any[];
  return data.map((conv) => {
    const c = conv.conversation;
    const memories: BenchStore['memories'] = [];
    for (let s = 1; c[`session_${s}`]; s++) {
      const date = parseLocomoDate(c[`session_${s}_date_time`] ?? '');
      for (const turn of c[`session_${s}`]) {
        const caption = turn.blip_caption ? ` [shares an image: ${turn.blip_caption}]` : '';
        memories.push({ content: `${turn.speaker}: ${turn.text}${caption}`, ref: turn.dia_id, agent: turn.speaker, created_at: date, type: 'episodic' });
      }
    }
    withNeighbourContext(memories);
    const refs = new Set(memories.map((m) => m.ref));
    const queries = (conv.qa as any[])
      .filter((q) => q.category >= 1 && q.category <= 4)
      .map((q) => ({ text: q.question as string, relevant: new Set((q.evidence as string[]).filter((e) => refs.has(e))), group: `cat${q.category}` }))
      .filter((q) => q.relevant.size > 0);
    return { name: conv.sample_id, memories, queries };
  });
}

/** "2023/05/30 (Tue) 22:36" → epoch ms (UTC), or undefined. */
const parseLmeDate = (s: unknown) => {
  const t = Date.parse(String(s).replace(/\s*\(\w+\)/, '').replace(/\//g, '-') + ':00Z');
  return Number.isFinite(t) ? t : undefined;
};

export function longmemeval(root: string): BenchStore[] | null {
  const dir = join(root, 'longmemeval_s');
  if (!existsSync(dir)) return null;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')))
    .filter((q) => !String(q.question_id).endsWith('_abs'))
    .map((q) => {
      const memories: BenchStore['memories'] = [];
      const relevant = new Set<string>();
      const sessionOf = new Map<string, string>();
      (q.haystack_sessions as any[][]).forEach((session, si) => {
        const sid = q.haystack_session_ids[si] as string;
        const date = parseLmeDate(q.haystack_dates[si]);
        session.forEach((turn, ti) => {
          const ref = `${sid}#${ti}`;
          memories.push({ content: `${turn.role}: ${turn.content}`, ref, agent: turn.role, created_at: date, type: 'episodic' });
          sessionOf.set(ref, sid);
          if (turn.has_answer) relevant.add(ref);
        });
      });
      withNeighbourContext(memories);
      return {
        name: q.question_id,
        memories,
        sessionOf,
        queries: [{ text: q.question, relevant, group: q.question_type, sessions: new Set(q.answer_session_ids as string[]), now: parseLmeDate(q.question_date) }],
      };
    });
}

const DECISION_HEADING = /^decision(?: outcome)?$/i;
const CONTEXT_HEADING = /^context(?: and problem statement)?$/i;

/** An ADR record with a Decision and a Context section: its id, title (without its number), and those two sections. */
export interface AdrRecord {
  id: string;
  title: string;
  decision: string;
  context: string;
}

export function adrRecords(root: string): AdrRecord[] | null {
  const file = join(root, 'adr', 'adr_dev.jsonl');
  if (!existsSync(file)) return null;
  const records = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  // Section headings vary between ADR templates: Nygard's "Context" / "Decision", MADR's "Context and
  // Problem Statement" / "Decision Outcome". (One shared record heads its section "Decisions" and lists
  // several; it is left out, as the dataset defines the target as the "Decision" section.)
  const section = (r: { sections?: Record<string, unknown> }, heading: RegExp) => {
    const key = Object.keys(r.sections ?? {}).find((k) => heading.test(k.trim()));
    return key ? String(r.sections![key] ?? '') : '';
  };
  return records
    // The record's number is not part of its title: "3. Networking Outline", "0003 - …", "ADR-12: …".
    .map((r) => ({ id: r.id as string, title: String(r.title).replace(/^(?:ADR[-\s]?)?\d+\s*[.:)–-]?\s+/i, ''), decision: section(r, DECISION_HEADING), context: section(r, CONTEXT_HEADING) }))
    .filter((r) => r.decision && r.context);
}

export function adr(root: string): BenchStore[] | null {
  const usable = adrRecords(root);
  if (!usable) return null;
  const memories = usable.map((r) => ({ content: r.decision, ref: r.id, kind: 'decision' }));
  const byTitle = usable.map((r) => ({ text: r.title, relevant: new Set([r.id]), group: 'title' }));
  const byContext = usable.map((r) => ({ text: r.context, relevant: new Set([r.id]), group: 'context' }));
  return [{ name: 'adr', memories, queries: [...byTitle, ...byContext] }];
}

/**
 * Each store with `n` distractors added: memories from other stores (distinct
 * contents, in their order), under refs no query counts as relevant. It asks
 * whether retrieval holds up when the answer sits among thousands of
 * memories of the same genre, as a long-used store would hold.
 */
export function withDistractors(stores: BenchStore[], pool: BenchStore[], n: number): BenchStore[] {
  const seen = new Set<string>();
  const distractors: BenchStore['memories'] = [];
  for (const m of pool.flatMap((s) => s.memories)) {
    if (distractors.length >= n) break;
    if (typeof m.content !== 'string' || seen.has(m.content)) continue;
    seen.add(m.content);
    distractors.push({ ...m, ref: `distractor:${distractors.length}` });
  }
  return stores.map((s) => ({ ...s, name: `${s.name}+${distractors.length}`, memories: [...s.memories, ...distractors] }));
}

/**
 * Each store with `n` distractors from the other stores (each store's own contents excluded, distinct, in the
 * other stores' order from the next one on), under refs no query counts: LongMemEval's haystacks share filler
 * sessions, so the pool is the other questions' turns that this question's haystack does not hold.
 */
export function withOthers(stores: BenchStore[], n: number): BenchStore[] {
  return stores.map((s, i) => {
    const own = new Set(s.memories.map((m) => m.content));
    const seen = new Set<string>();
    const distractors: BenchStore['memories'] = [];
    for (let j = 1; j < stores.length && distractors.length < n; j++) {
      for (const m of stores[(i + j) % stores.length].memories) {
        if (distractors.length >= n) break;
        if (typeof m.content !== 'string' || own.has(m.content) || seen.has(m.content)) continue;
        seen.add(m.content);
        distractors.push({ ...m, ref: `distractor:${distractors.length}` });
      }
    }
    return { ...s, name: `${s.name}+${distractors.length}`, memories: [...s.memories, ...distractors] };
  });
}
