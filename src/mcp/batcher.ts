import { recalledExpiries, type LifecycleConfig } from '../lifecycle/policy.ts';
import type { RecallItem } from '../recall/recall.ts';
import type { Store } from '../store/store.ts';

/**
 * Access metadata in a long-running process: "shown" counts are collected and
 * written at most every `everyMs` (and on flush at exit), one small
 * transaction instead of one write per request.
 */
export class AccessBatcher {
  private shown = new Map<string, number>();
  private renewed = new Map<string, number>();
  private usage = { tokens: 0, recalls: 0 };
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly store: Store,
    private readonly lifecycle: LifecycleConfig,
    everyMs = 5000,
  ) {
    this.timer = setInterval(() => this.flush(), everyMs);
    this.timer.unref();
  }

  /** A recall's block: each memory shown; those found for its prompt keep a full window from now (`recalledExpiries`). */
  markShown(items: RecallItem[], now = Date.now()): void {
    for (const i of items) this.shown.set(i.id, (this.shown.get(i.id) ?? 0) + 1);
    for (const [id, expiry] of recalledExpiries(items, this.lifecycle, now)) this.renewed.set(id, Math.max(expiry, this.renewed.get(id) ?? 0));
  }

  /** A recall's injected tokens, for the usage counters. */
  addUsage(tokens: number): void {
    this.usage.tokens += tokens;
    this.usage.recalls += 1;
  }

  flush(): void {
    const pending = this.shown;
    const renewed = this.renewed;
    const usage = this.usage;
    this.shown = new Map();
    this.renewed = new Map();
    this.usage = { tokens: 0, recalls: 0 };
    if (!pending.size && !usage.recalls) return;
    this.store.transaction(() => {
      this.store.addShown(pending, renewed);
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
