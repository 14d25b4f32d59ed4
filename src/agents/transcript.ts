import { closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs';

// Lenient transcript reading. Agents' transcript formats are community-
// documented and change between builds: read only the tail of a regular file,
// accept JSONL or a JSON array, and find roles and text wherever they sit.

export const TRANSCRIPT_TAIL_BYTES = 2 * 1024 * 1024;

/** The last `max` bytes of a regular file, or null (missing, directory, device…). */
export function readTail(path: unknown, max = TRANSCRIPT_TAIL_BYTES): string | null {
  if (typeof path !== 'string' || path === '') return null;
  let fd: number | undefined;
  try {
    // O_NONBLOCK: opening a FIFO for reading would otherwise block the whole process (no deadline could fire).
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const st = fstatSync(fd);
    if (!st.isFile()) return null;
    const length = Math.min(st.size, max);
    const buf = Buffer.alloc(length);
    readSync(fd, buf, 0, length, st.size - length);
    return buf.toString('utf8');
  } catch {
    return null;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export interface TranscriptEntry {
  role: 'user' | 'assistant' | 'other';
  text: string;
  /** The record's own id, where the agent writes one (Claude Code's `uuid`, a Gemini CLI message's `id`). */
  id?: string;
}

const USER = new Set(['user', 'human', 'USER', 'user_input', 'USER_INPUT']);
const ASSISTANT = new Set(['assistant', 'gemini', 'model', 'ai', 'ASSISTANT', 'MODEL', 'PLANNER_RESPONSE', 'planner_response']);

/** Text blocks: Claude's `text`; Codex's `input_text` (user) and `output_text` (assistant). */
const TEXT_BLOCKS = new Set<unknown>(['text', 'input_text', 'output_text']);

function textOf(value: unknown, depth = 0): string {
  if (depth > 4 || value == null) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) {
    // Content blocks: only text blocks (not thinking, tool_use, tool_result, image).
    return value
      .map((b) => (b && typeof b === 'object' && 'type' in b && !TEXT_BLOCKS.has((b as { type: unknown }).type) ? '' : textOf(b, depth + 1)))
      .filter(Boolean)
      .join('\n');
  }
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    for (const key of ['text', 'content', 'message', 'parts', 'userInput', 'input', 'response']) {
      if (key in o) {
        const t = textOf(o[key], depth + 1);
        if (t) return t;
      }
    }
  }
  return '';
}

/** A record's user or assistant text (a Claude Code line, a Codex rollout item, a Gemini CLI message, …); null for any other record. */
export function entryOf(record: unknown): TranscriptEntry | null {
  if (!record || typeof record !== 'object') return null;
  // A Codex rollout line wraps its item: {type: "response_item", payload: {type: "message", role, content}}.
  const line = record as Record<string, any>;
  const o = line.type === 'response_item' && line.payload && typeof line.payload === 'object' ? (line.payload as Record<string, any>) : line;
  if (o.isSidechain === true || o.isMeta === true) return null;
  const roleValue = o.message?.role ?? o.role ?? o.type ?? o.source ?? o.author;
  const role = USER.has(roleValue) ? 'user' : ASSISTANT.has(roleValue) ? 'assistant' : 'other';
  if (role === 'other') return null;
  const text = textOf(o.message ?? o.content ?? o.text ?? o.parts ?? o);
  if (!text.trim()) return null;
  const id = typeof o.uuid === 'string' ? o.uuid : typeof o.id === 'string' ? o.id : undefined;
  return id ? { role, text, id } : { role, text };
}

/**
 * The records of a transcript: a JSON document (an array of records, or one object holding them in `messages`: a
 * Gemini CLI chat, returned as `whole`), else its JSONL lines (a line that is no JSON, such as a tail's cut first
 * line, skipped).
 */
export function transcriptRecords(raw: string): { records: unknown[]; whole?: Record<string, unknown> } {
  const trimmed = raw.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    try {
      const doc = JSON.parse(trimmed) as unknown;
      if (Array.isArray(doc)) return { records: doc };
      const messages = (doc as { messages?: unknown } | null)?.messages;
      if (Array.isArray(messages)) return { records: messages, whole: doc as Record<string, unknown> };
    } catch {
      // JSONL: read line by line below
    }
  }
  const records: unknown[] = [];
  for (const line of trimmed.split('\n')) {
    try {
      records.push(JSON.parse(line));
    } catch {
      // A cut first line of the tail, or a non-JSON line: skip it.
    }
  }
  return { records };
}

/** User and assistant text entries of a transcript tail, in order. */
export function parseTranscript(raw: string): TranscriptEntry[] {
  const out: TranscriptEntry[] = [];
  for (const r of transcriptRecords(raw).records) {
    const e = entryOf(r);
    if (e) out.push(e);
  }
  return out;
}

let cached: { key: string; entries: TranscriptEntry[] } | undefined;

/**
 * The user and assistant entries of the transcript at `path` (its tail; none
 * when it cannot be read). A hook asks for the same file more than once (the
 * turn, then the prompt): it is read and parsed once while it is unchanged.
 */
export function readTranscript(path: unknown): TranscriptEntry[] {
  if (typeof path !== 'string' || path === '') return [];
  let key: string | undefined;
  try {
    const st = statSync(path, { throwIfNoEntry: false });
    if (st?.isFile()) key = `${path}\0${st.size}\0${st.mtimeMs}`;
  } catch {
    // readTail decides what cannot be read
  }
  if (key && cached?.key === key) return cached.entries;
  const entries = parseTranscript(readTail(path) ?? '');
  if (key) cached = { key, entries };
  return entries;
}

export function lastOf(entries: TranscriptEntry[], role: TranscriptEntry['role']): string | undefined {
  return lastEntry(entries, role)?.text;
}

/** The last entry of a role. */
export function lastEntry(entries: TranscriptEntry[], role: TranscriptEntry['role']): TranscriptEntry | undefined {
  for (let i = entries.length - 1; i >= 0; i--) if (entries[i].role === role) return entries[i];
  return undefined;
}

/** The assistant's entries since the last user entry: the turn that just ended (tool results carry no text). */
export function lastTurn(entries: TranscriptEntry[]): string[] {
  let start = entries.length;
  while (start > 0 && entries[start - 1].role !== 'user') start--;
  return entries.slice(start).map((e) => e.text);
}

/**
 * The turn before the last prompt: what the assistant answered in it and the user's prompt that opened it
 * (an answer such as "yes, go with it" is read against it: src/capture/accepted.ts).
 */
export function previousTurn(entries: TranscriptEntry[]): { response: string; question?: string } | undefined {
  let end = entries.length;
  while (end > 0 && entries[end - 1].role !== 'user') end--;
  if (end < 1) return undefined; // no prompt yet
  // entries[end - 1] is the last prompt; the assistant's entries before it, back to the prompt before them.
  let start = end - 1;
  while (start > 0 && entries[start - 1].role === 'assistant') start--;
  const response = entries.slice(start, end - 1).map((e) => e.text).join('\n\n');
  if (!response) return undefined;
  return { response, question: start > 0 ? entries[start - 1].text : undefined };
}

/**
 * What the assistant said in the turn that just ended: every message of it in
 * the transcript — a decision is often said before the turn's tool calls, not
 * in its final message — then the final message the event carries, which a
 * lagging transcript may not hold yet (or holds cut into blocks).
 */
export function turnResponse(transcriptPath: unknown, final?: string): string | undefined {
  const turn = lastTurn(readTranscript(transcriptPath));
  const last = final?.trim();
  const said = turn.join('\n\n');
  if (!last) return turn.length ? said : undefined;
  if (said.includes(last)) return said;
  while (turn.length && last.includes(turn[turn.length - 1].trim())) turn.pop();
  return [...turn, last].join('\n\n');
}
