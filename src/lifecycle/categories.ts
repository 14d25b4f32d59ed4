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

export function setCategory(store: Store, c: Omit<Category, 'updated_at'>, now = Date.now()): Category {
  checkName(c.name, 'name');
  checkName(c.slot, 'slot');
  const content = c.content.trim();
  if (!content) throw new EngrimError('category content is empty: give the policy text (or - to read stdin)', 'INPUT');
  if (content.length > 8000) throw new EngrimError(`category content has ${content.length} characters; keep it under 8000`, 'INPUT');
  store.db
    .prepare('INSERT OR REPLACE INTO categories (namespace, name, slot, content, updated_at) VALUES (?, ?, ?, ?, ?)')
    .run(c.namespace, c.name, c.slot, content, now);
  return { ...c, content, updated_at: now };
}

export function listCategories(store: Store, namespace?: string, name?: string): Category[] {
  const where = [namespace !== undefined ? 'namespace = @namespace' : '', name !== undefined ? 'name = @name' : ''].filter(Boolean);
  return store.db
    .prepare(`SELECT namespace, name, slot, content, updated_at FROM categories ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY namespace, name, slot`)
    .all({ namespace, name }) as Category[];
}

export function deleteCategory(store: Store, namespace: string, name: string, slot?: string): number {
  return store.db
    .prepare(`DELETE FROM categories WHERE namespace = ? AND name = ?${slot !== undefined ? ' AND slot = ?' : ''}`)
    .run(...[namespace, name, ...(slot !== undefined ? [slot] : [])]).changes;
}

/** One predictable line per slot: "name / slot: content". */
export function renderCategory(c: Category): string {
  return `- ${c.name} / ${c.slot}: ${c.content.replace(/\s+/g, ' ').trim()}`;
}
