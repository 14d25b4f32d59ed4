// Writes that wait for the end of a transaction, exact across savepoints.
//
// Two derived structures are written late, in bulk, instead of row by row:
// - the full-text index: FTS5 keeps the terms of rows inserted in a
//   transaction in memory and writes them as one segment at commit — unless a
//   savepoint opens first, when it flushes what it holds as a segment of its
//   own. A bulk import runs each memory in a savepoint (a bad one rolls back
//   alone), so every memory became a one-row segment for FTS5 to merge again
//   (measured: ~40 % of an import's time);
// - the vector pages (vector-pages.ts): vectors of one transaction are paged
//   together, in full pages.
// Their rows wait here and are written before the transaction commits, or
// before anything reads or changes the structure inside it.
//
// A savepoint that rolls back undoes what it wrote to the database, whether
// it queued it or wrote out rows queued before it (a search inside the
// savepoint flushes the queue). So each savepoint marks both how much was
// queued and how much was written when it began; a rollback forgets what it
// queued and counts what it wrote out as waiting again.

/** Where a savepoint began: what `rollback` returns to. */
export interface QueueMark {
  queued: number;
  written: number;
}

export class TxQueue<T> {
  /** Items of the open transaction; `items[0 … written)` are already written. */
  private items: T[] = [];
  private written = 0;
  /** Savepoints open inside the transaction. */
  private depth = 0;

  add(item: T): void {
    this.items.push(item);
  }

  /** True when items wait to be written. */
  get pending(): boolean {
    return this.written < this.items.length;
  }

  /** Hands the items not written yet to `write` (inside the open transaction) and counts them written. */
  flush(write: (items: T[]) => void): void {
    if (this.pending) {
      write(this.items.slice(this.written));
      this.written = this.items.length;
    }
    // Outside any savepoint, nothing can roll back part of what was written: forget it.
    if (this.depth === 0) this.discard();
  }

  /** A savepoint begins. */
  mark(): QueueMark {
    this.depth++;
    return { queued: this.items.length, written: this.written };
  }

  /** The savepoint was released: what it queued or wrote belongs to the enclosing transaction. */
  release(): void {
    this.depth--;
  }

  /**
   * The savepoint rolled back: the items it queued belong to rows that no
   * longer exist, and the items it wrote out were undone, so they wait again.
   */
  rollback(mark: QueueMark): void {
    this.depth--;
    this.items.length = mark.queued;
    this.written = mark.written;
  }

  /** The transaction ended (committed after a flush, or rolled back). */
  discard(): void {
    this.items = [];
    this.written = 0;
  }

  /** Forgets savepoint nesting too (the transaction is over, however it ended). */
  reset(): void {
    this.discard();
    this.depth = 0;
  }
}
