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
    const pending = this.shown;
    this.shown = new Map();
    this.store.addShown(pending);
  }

  close(): void {
    clearInterval(this.timer);
    this.flush();
  }
}
