import type Database from 'better-sqlite3';

// FTS5 keeps the terms of rows inserted in a transaction in memory and writes
// them as one segment at commit — unless a savepoint opens first: then it
// flushes what it holds to disk as a segment of its own. A bulk import runs
// each memory in a savepoint (a bad one rolls back alone), so every memory
// became a one-row segment for FTS5 to merge again (measured: ~40 % of an
// import's time). Full-text rows of the memories inserted in a transaction
// wait here instead and are written together before it commits, or before
// anything reads or changes the full-text index inside it.

type Row = [rowid: number, text: string, context: string | null];

/** Where a savepoint began: what `rollback` returns to. */
export interface IndexMark {
  queued: number;
  written: number;
}

export class IndexQueue {
  /** Rows of the open transaction; `rows[0 … written)` are already in the index. */
  private rows: Row[] = [];
  private written = 0;
  /** Savepoints open inside the transaction. */
  private depth = 0;

  constructor(private readonly insert: Database.Statement) {}

  add(rowid: number, text: string, context: string | null): void {
    this.rows.push([rowid, text, context]);
  }

  /** Writes the queued rows into the index (inside the open transaction). */
  flush(): void {
    for (; this.written < this.rows.length; this.written++) this.insert.run(...this.rows[this.written]);
    // Outside any savepoint, nothing can roll back part of what was written: forget it.
    if (this.depth === 0) this.discard();
  }

  /** A savepoint begins. */
  mark(): IndexMark {
    this.depth++;
    return { queued: this.rows.length, written: this.written };
  }

  /** The savepoint was released: what it queued or wrote belongs to the enclosing transaction. */
  release(): void {
    this.depth--;
  }

  /**
   * The savepoint rolled back: the rows it queued belong to memories that no
   * longer exist, and the rows it wrote to the index were undone, so they wait again.
   */
  rollback(mark: IndexMark): void {
    this.depth--;
    this.rows.length = mark.queued;
    this.written = mark.written;
  }

  /** The transaction ended (committed after a flush, or rolled back). */
  discard(): void {
    this.rows = [];
    this.written = 0;
  }

  /** Forgets savepoint nesting too (the transaction is over, however it ended). */
  reset(): void {
    this.discard();
    this.depth = 0;
  }
}
