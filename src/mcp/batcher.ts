import type { Store } from '../store/store.ts';

/**
 * Access metadata in a long-running process: "shown" counts are collected and
 * written at most every `everyMs` (and on flush at exit), one small
 * transaction instead of one write per request.
 */
export class AccessBatcher {
  private shown = new Map<string, number>();
  private usage = { tokens: 0, recalls: 0 };
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

  /** A recall's injected tokens, for the usage counters. */
  addUsage(tokens: number): void {
    this.usage.tokens += tokens;
    this.usage.recalls += 1;
  }

  flush(): void {
    const pending = this.shown;
    const usage = this.usage;
    this.shown = new Map();
    this.usage = { tokens: 0, recalls: 0 };
    if (!pending.size && !usage.recalls) return;
    this.store.transaction(() => {
      this.store.addShown(pending);
      if (usage.recalls) {
        this.store.addUsage('recall_tokens', usage.tokens);
        this.store.addUsage('recalls', usage.recalls);
      }
    });
  }

  close(): void {
    clearInterval(this.timer);
    this.flush();
  }
}
