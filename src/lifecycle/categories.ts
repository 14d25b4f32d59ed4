import { redact } from '../capture/redact.ts';
import { EngrimError } from '../errors.ts';
import type { Store } from '../store/store.ts';

// Categories are named policy slots ("coding-standards / database-access"):
// reference content shared by every agent of a namespace. No TTL, no dedup, no
// embedding; never touched by gc; injected first by recall, within a capped
// share of the budget.

export interface Category {
  namespace: string;
  name: string;
  slot: string;
  content: string;
  updated_at: number;
}

const NAME = /^[\p{L}\p{N}][\p{L}\p{N}._-]{0,63}$/u;

function checkName(value: string, field: string): string {
  if (!NAME.test(value)) throw new EngrimError(`invalid category ${field} ${JSON.stringify(value)}: use letters, digits, '.', '_' or '-' (≤ 64)`, 'INPUT');
  return value;
}

/**
 * Sets a slot's content, its secrets redacted (`redacted`: what they were, by kind). What it held before, when the
 * content differs, goes to the slot's history (restorable with `restoreCategory`): a policy an agent or a typo
 * overwrote is never lost.
 */
export function setCategory(store: Store, c: Omit<Category, 'updated_at'>, now = Date.now()): Category & { replaced: boolean; changed: boolean; redacted: string[] } {
  checkName(c.name, 'name');
  checkName(c.slot, 'slot');
  const { text, kinds: redacted } = redact(c.content);
  const content = text.trim();
  if (!content) throw new EngrimError('category content is empty: give the policy text (or - to read stdin)', 'INPUT');
  if (content.length > 8000) throw new EngrimError(`category content has ${content.length} characters; keep it under 8000`, 'INPUT');
  return store.transaction(() => {
    const [before] = listCategories(store, c.namespace, c.name).filter((x) => x.slot === c.slot);
    if (before?.content === content) return { ...before, replaced: false, changed: false, redacted };
    if (before) keepInHistory(store, before, now, 'replaced');
    store.db
      .prepare('INSERT OR REPLACE INTO categories (namespace, name, slot, content, updated_at) VALUES (?, ?, ?, ?, ?)')
      .run(c.namespace, c.name, c.slot, content, now);
    return { ...c, content, updated_at: now, replaced: before !== undefined, changed: true, redacted };
  });
}

export function listCategories(store: Store, namespace?: string, name?: string): Category[] {
  const where = [namespace !== undefined ? 'namespace = @namespace' : '', name !== undefined ? 'name = @name' : ''].filter(Boolean);
  return store.db
    .prepare(`SELECT namespace, name, slot, content, updated_at FROM categories ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY namespace, name, slot`)
    .all({ namespace, name }) as Category[];
}

/** Deletes a category (or one slot); what each slot held goes to its history. Returns how many slots were deleted. */
export function deleteCategory(store: Store, namespace: string, name: string, slot?: string, now = Date.now()): number {
  return store.transaction(() => {
    const gone = listCategories(store, namespace, name).filter((c) => slot === undefined || c.slot === slot);
    for (const c of gone) keepInHistory(store, c, now, 'deleted');
    return store.db
      .prepare(`DELETE FROM categories WHERE namespace = ? AND name = ?${slot !== undefined ? ' AND slot = ?' : ''}`)
      .run(...[namespace, name, ...(slot !== undefined ? [slot] : [])]).changes;
  });
}

/** A slot's content as it was until `replaced_at`, when `category set` replaced it or `category delete` removed it. */
export interface CategoryVersion extends Category {
  replaced_at: number;
  how: 'replaced' | 'deleted';
}

function keepInHistory(store: Store, c: Category, now: number, how: CategoryVersion['how']): void {
  store.db
    .prepare('INSERT INTO category_history (namespace, name, slot, content, updated_at, replaced_at, how) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(c.namespace, c.name, c.slot, c.content, c.updated_at, now, how);
}

/** The earlier contents of a namespace's slots (every namespace's; one category's, one slot's), newest first. */
export function categoryHistory(store: Store, namespace?: string, name?: string, slot?: string): CategoryVersion[] {
  const where = [namespace !== undefined ? 'namespace = @namespace' : '', name !== undefined ? 'name = @name' : '', slot !== undefined ? 'slot = @slot' : ''].filter(Boolean);
  return store.db
    .prepare(`SELECT namespace, name, slot, content, updated_at, replaced_at, how FROM category_history ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY replaced_at DESC, rowid DESC`)
    .all({ namespace, name, slot }) as CategoryVersion[];
}

/**
 * An earlier content from an export (`export --all`) joins its slot's history, its secrets redacted, unless the
 * history holds it already.
 */
export function addCategoryVersion(store: Store, given: CategoryVersion): { changed: boolean; redacted: string[] } {
  checkName(given.name, 'name');
  checkName(given.slot, 'slot');
  const { text, kinds: redacted } = redact(given.content);
  const v = { ...given, content: text };
  return store.transaction(() => {
    const known = store.db
      .prepare('SELECT 1 FROM category_history WHERE namespace = ? AND name = ? AND slot = ? AND content = ? AND replaced_at = ?')
      .get(v.namespace, v.name, v.slot, v.content, v.replaced_at);
    if (known) return { changed: false, redacted };
    keepInHistory(store, v, v.replaced_at, v.how);
    return { changed: true, redacted };
  });
}

/**
 * Puts a slot's earlier content back: its newest history entry, or the `back`-th newest (1 = newest). What the slot
 * holds now goes to its history in turn, so a restore is undone by another.
 */
export function restoreCategory(store: Store, namespace: string, name: string, slot: string, back = 1, now = Date.now()): ReturnType<typeof setCategory> {
  return store.transaction(() => {
    const versions = categoryHistory(store, namespace, name, slot);
    if (!versions.length) throw new EngrimError(`category "${name}" slot "${slot}" has no earlier content in namespace ${namespace}; see \`engrim category history\``, 'INPUT');
    if (!Number.isInteger(back) || back < 1 || back > versions.length) {
      throw new EngrimError(`category "${name}" slot "${slot}" has ${versions.length} earlier content${versions.length > 1 ? 's' : ''}: give --back 1 to ${versions.length}`, 'INPUT');
    }
    return setCategory(store, { namespace, name, slot, content: versions[back - 1].content }, now);
  });
}

/** One predictable line per slot: "name / slot: content". */
export function renderCategory(c: Category): string {
  return `- ${c.name} / ${c.slot}: ${c.content.replace(/\s+/g, ' ').trim()}`;
}
