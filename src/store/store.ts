// The SQLite-backed memory store, in layers that each hold one concern: the connection and its
// transaction (connection.ts), reads (reads.ts), vectors (store-vectors.ts), and here the writes that
// change what is remembered. It knows rows, the FTS index and vectors, nothing of ranking.
import type { Memory, MemoryInput, Tier } from '../types.ts';
import { contentHash } from './hash.ts';
import { ID, newId } from './ids.ts';
import { mergedMemory, unitedDecision } from './merge.ts';
import { MEMORY_COLUMNS, insertedRow, rowToMemory, type InsertValues, type MemoryRow } from './rows.ts';
import { StoreVectors } from './store-vectors.ts';
import { validateInput } from './validate.ts';

export interface WriteResult {
  memory: Memory;
  /** True when the input matched an existing memory and was merged into it. */
  merged: boolean;
  /** True when the input was that very memory back again (an export imported again, or the same words from the same session): left as it was. */
  unchanged?: boolean;
  /** Merged, and the memory took the input's wording: the input said all the memory said and more. */
  fuller?: boolean;
}

/** A memory a write merges into; `fuller`: the write says all it says and more, so the memory takes the write's wording. */
export interface DuplicateMatch {
  rowid: number;
  fuller?: boolean;
}

/** The memory store. Every write is one IMMEDIATE transaction. */
export class Store extends StoreVectors {
  /**
   * Stores a memory, or merges it into an existing one with the same
   * normalised content in the same namespace (tags united, the higher tier and
   * importance kept, revision counted).
   */
  remember(
    input: MemoryInput,
    options: {
      now?: number;
      vector?: { model: string; vec: Float32Array };
      expiresAt?: (tier: Tier, from: number) => number | null;
      /** Near-duplicate lookup (run inside the transaction after the exact check): the memory to merge into, and whether it takes the input's words; or null. */
      findDuplicate?: (content: string, namespace: string) => DuplicateMatch | null;
      /**
       * A memory coming back from an export: the id it had, kept when no other memory here has it. Met
       * again as itself (same text, and the same id or creation time), it is left as it was.
       */
      restoring?: { id?: string };
    } = {},
  ): WriteResult {
    const v = validateInput(input);
    const now = options.now ?? Date.now();
    const hash = contentHash(v.content);
    return this.transaction(() => {
      const exact = this.stmts.byHash.get(hash, v.namespace) as MemoryRow | undefined;
      const restoring = options.restoring;
      if (restoring) {
        // The same memory, current, archived or superseded: found by its id, or (imported before ids were kept) by its creation time.
        const mine = restoring.id ? this.get(restoring.id) : null;
        if (mine?.content_hash === hash) return { memory: mine, merged: true, unchanged: true };
        if (exact && exact.created_at === v.created_at) return { memory: rowToMemory(exact), merged: true, unchanged: true };
      }
      // The same words from the same session again (a hook that fires twice for one turn, or reads the same turn
      // again) are one statement, not a restatement: no revision, no use counted towards promotion.
      if (exact && v.session_id && this.saidInSession(exact, v.session_id)) return { memory: rowToMemory(exact), merged: true, unchanged: true };
      // So are they when that statement has since been replaced or archived: read again (a transcript imported
      // again), they must not bring it back. Said in another session, they do: the choice was made again.
      const retired = !exact && !restoring && v.session_id ? this.retiredSaidInSession(hash, v.namespace, v.session_id) : undefined;
      if (retired) return { memory: rowToMemory(retired), merged: true, unchanged: true };
      const target = exact ? { rowid: exact.rowid } : options.findDuplicate?.(v.content, v.namespace);
      // A near duplicate this session already merged in, in these very words (a transcript imported again).
      if (target && !exact && v.session_id && this.mergedFromSession(target.rowid, v.session_id, v.content)) {
        return { memory: this.getByRowid(target.rowid)!, merged: true, unchanged: true };
      }
      if (target?.fuller) return { memory: this.takeWording(target.rowid, v, now, options.vector), merged: true, fuller: true };
      if (target) return { memory: this.mergeInto(target.rowid, v, now, exact ? null : v.content), merged: true };
      const id = restoring?.id && ID.test(restoring.id) && this.rowidOf(restoring.id) === null ? restoring.id : newId(now);
      const values: InsertValues = {
        ...v,
        id,
        tags: JSON.stringify(v.tags),
        decision: v.decision ? JSON.stringify(v.decision) : null,
        created_at: v.created_at ?? now,
        updated_at: now,
        content_hash: hash,
        expires_at: v.expires_at !== undefined ? v.expires_at : options.expiresAt ? options.expiresAt(v.tier, now) : null,
      };
      const info = this.stmts.insert.run(values);
      const rowid = Number(info.lastInsertRowid);
      this.addToIndex(rowid, v.content, v.tags, v.context);
      if (options.vector) this.putVector(rowid, options.vector.model, options.vector.vec, true);
      return { memory: rowToMemory(insertedRow(rowid, values)), merged: false };
    });
  }

  /** A replaced or archived memory of these words that `session` wrote or said again. */
  private retiredSaidInSession(hash: string, namespace: string, session: string): MemoryRow | undefined {
    const rows = this.prep(
      `SELECT ${MEMORY_COLUMNS} FROM memories INDEXED BY memories_hash WHERE content_hash = ? AND namespace = ? AND (archived_at IS NOT NULL OR superseded_by IS NOT NULL)`,
    ).all(hash, namespace) as MemoryRow[];
    return rows.find((row) => this.saidInSession(row, session));
  }

  /** Whether `session` said `content` as a restatement of this memory (a merge event that kept its wording). */
  private mergedFromSession(rowid: number, session: string, content: string): boolean {
    return (
      this.prep("SELECT 1 FROM events WHERE rowid = ? AND kind = 'merge' AND json_extract(detail, '$.session_id') = ? AND json_extract(detail, '$.content') = ? LIMIT 1").get(rowid, session, content) !==
      undefined
    );
  }

  /** Whether `session` wrote this memory, or already said it again (a merge from that session). */
  private saidInSession(row: MemoryRow, session: string): boolean {
    if (row.session_id === session) return true;
    return this.prep("SELECT 1 FROM events WHERE rowid = ? AND kind = 'merge' AND json_extract(detail, '$.session_id') = ? LIMIT 1").get(row.rowid, session) !== undefined;
  }

  /** Merges a restatement into an existing memory (merge.ts says how) and records a merge event. */
  private mergeInto(rowid: number, v: ReturnType<typeof validateInput>, now: number, differentWording: string | null): Memory {
    const old = this.getByRowid(rowid)!;
    const m = mergedMemory(old, v, differentWording);
    this.stmts.merge.run(JSON.stringify(m.tags), m.tier, m.importance, m.context, now, now, rowid);
    this.logEvent(rowid, 'merge', now, JSON.stringify(m.detail));
    if (m.tags.length !== old.tags.length || m.context !== old.context) this.reindex(rowid, old.content, m.tags, m.context);
    return this.getByRowid(rowid)!;
  }

  /**
   * Merges a fuller statement into the memory it says all of: the merge mergeInto makes, and the memory's text
   * becomes the statement's — content, vector, index, and a decision's rejected options united — with its kind
   * when it was a note (dedup's fullerKind). The words it had stay in the merge event (`was`): nothing said is lost.
   */
  private takeWording(rowid: number, v: ReturnType<typeof validateInput>, now: number, vector?: { model: string; vec: Float32Array }): Memory {
    const old = this.getByRowid(rowid)!;
    const m = mergedMemory(old, v, null);
    const decision = unitedDecision(old.decision, v.decision);
    const kind = old.kind === 'note' ? v.kind : old.kind;
    this.stmts.merge.run(JSON.stringify(m.tags), m.tier, m.importance, m.context, now, now, rowid);
    this.prep('UPDATE memories SET content = ?, content_hash = ?, kind = ?, decision = ? WHERE rowid = ?')
      .run(v.content, contentHash(v.content), kind, decision ? JSON.stringify(decision) : null, rowid);
    this.logEvent(rowid, 'merge', now, JSON.stringify({ ...m.detail, was: old.content }));
    this.reindex(rowid, v.content, m.tags, m.context);
    if (vector) this.putVector(rowid, vector.model, vector.vec);
    return this.getByRowid(rowid)!;
  }

  /**
   * Replaces a memory's text in place — content, context, tags, decision — keeping its id, tier, times and
   * history: what `engrim doctor --fix` does to a secret stored before every write redacted, and what supersession
   * does when it carries a replaced decision's rejected options over (lifecycle/supersede.ts: the options join the
   * decision and its search-only context). The hash and the full-text row follow; the vector is replaced when one is
   * given.
   */
  rewriteText(id: string, text: Pick<Memory, 'content' | 'context' | 'tags' | 'decision'>, vector?: { model: string; vec: Float32Array }, now = Date.now()): Memory {
    return this.transaction(() => {
      const rowid = this.requireRowid(id);
      this.prep('UPDATE memories SET content = ?, context = ?, tags = ?, decision = ?, content_hash = ?, updated_at = ? WHERE rowid = ?')
        .run(text.content, text.context, JSON.stringify(text.tags), text.decision ? JSON.stringify(text.decision) : null, contentHash(text.content), now, rowid);
      this.reindex(rowid, text.content, text.tags, text.context);
      if (vector) this.putVector(rowid, vector.model, vector.vec);
      return this.require(id);
    });
  }

  /** Deletes a memory's row, index entry, vector and events (see lifecycle's `purge`: the only way anything is lost). */
  deleteRow(rowid: number): void {
    this.transaction(() => {
      this.flushIndex();
      this.stmts.ftsDelete.run(rowid);
      for (const table of ['events', 'vectors', 'memories']) this.prep(`DELETE FROM ${table} WHERE rowid = ?`).run(rowid);
    });
  }

  /** Adds or removes one tag (and re-indexes the memory); returns the memory. */
  setTag(id: string, tag: string, on: boolean, now = Date.now()): Memory {
    return this.transaction(() => {
      const m = this.require(id);
      const tags = on ? [...new Set([...m.tags, tag])] : m.tags.filter((t) => t !== tag);
      if (tags.length === m.tags.length) return m;
      const rowid = this.requireRowid(id);
      this.prep('UPDATE memories SET tags = ?, updated_at = ? WHERE rowid = ?').run(JSON.stringify(tags), now, rowid);
      this.reindex(rowid, m.content, tags, m.context);
      return this.require(id);
    });
  }

  /**
   * Archives a memory: it stays in the file whole (content, vector,
   * provenance, access history), out of search and recall, until restored.
   */
  forget(id: string, now = Date.now(), reason = 'forget'): Memory {
    const rowid = this.requireRowid(id);
    this.transaction(() => {
      if (this.stmts.archive.run(now, now, id).changes) this.logEvent(rowid, 'archive', now, reason);
    });
    return this.require(id);
  }

  /** Brings an archived or superseded memory back into search and recall: same id, tier, vector and history. */
  restore(id: string, now = Date.now()): Memory {
    const rowid = this.requireRowid(id);
    this.transaction(() => {
      const sql = 'UPDATE memories SET archived_at = NULL, superseded_by = NULL, updated_at = ? WHERE rowid = ? AND (archived_at IS NOT NULL OR superseded_by IS NOT NULL)';
      if (this.prep(sql).run(now, rowid).changes) this.logEvent(rowid, 'restore', now, null);
    });
    return this.require(id);
  }

  logEvent(rowid: number, kind: string, at: number, detail: string | null): void {
    this.prep('INSERT INTO events (rowid, at, kind, detail) VALUES (?, ?, ?, ?)').run(rowid, at, kind, detail);
  }

  /** Adds `n` to today's (UTC) counter `metric`: recall tokens injected, conversation tokens captured. */
  addUsage(metric: 'recall_tokens' | 'recalls' | 'captured_tokens' | 'captures', n: number, now = Date.now()): void {
    this.prep('INSERT INTO usage (day, metric, value) VALUES (?, ?, ?) ON CONFLICT (day, metric) DO UPDATE SET value = value + excluded.value')
      .run(new Date(now).toISOString().slice(0, 10), metric, Math.max(0, Math.round(n)));
  }

  /**
   * Records that memories were shown by recall (`renewed`: the later expiry those found for a prompt keep at
   * least, see lifecycle's `recalledExpiries`). Being shown is not a use: it never promotes.
   */
  markShown(ids: string[], renewed?: Map<string, number>): void {
    this.addShown(new Map(ids.map((id) => [id, 1])), renewed);
  }

  /** Adds shown counts per id, and moves renewed expiries later, in one transaction (hooks: one each; servers: batched). */
  addShown(counts: Map<string, number>, renewed: Map<string, number> = new Map()): void {
    if (counts.size === 0 && renewed.size === 0) return;
    const stmt = this.prep('UPDATE memories SET shown_count = shown_count + ? WHERE id = ?');
    const renew = this.prep('UPDATE memories SET expires_at = ? WHERE id = ? AND expires_at < ? AND archived_at IS NULL');
    this.transaction(() => {
      for (const [id, n] of counts) stmt.run(n, id);
      for (const [id, expiry] of renewed) renew.run(expiry, id, expiry);
    });
  }
}
