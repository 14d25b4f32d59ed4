import type { Store } from '../store/store.ts';

/**
 * Access metadata in a long-running process: "shown" counts are collected and
 * written at most every `everyMs` (and on flush at exit), one small
 * transaction instead of one write per request.
 */
export class AccessBatcher {
  private shown = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly store: Store,
    everyMs = 5000,
  ) {
    this.timer = setInterval(() => this.flush(), everyMs);
    this.timer.unref();
  }

  markShown(ids: string[]): void {
    for (const id of ids) this.shown.set(id, (this.shown.get(id) ?? 0) + 1);
  }

  flush(): void {
    if (!this.shown.size) return;
    const pending = this.shown;
    this.shown = new Map();
    const stmt = this.store.db.prepare('UPDATE memories SET shown_count = shown_count + ? WHERE id = ?');
    this.store.transaction(() => {
      for (const [id, n] of pending) stmt.run(n, id);
    });
  }

  close(): void {
    clearInterval(this.timer);
    this.flush();
  }
}
