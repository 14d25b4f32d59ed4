import type { Filters } from '../types.ts';

/** SQL WHERE fragment (over alias `m`) and its parameters for the common filters. */
export function filterSql(filters: Filters, alias = 'm'): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const eq = (column: string, value: unknown) => {
    clauses.push(`${alias}.${column} = ?`);
    params.push(value);
  };
  if (filters.namespace !== undefined) eq('namespace', filters.namespace);
  if (filters.collection !== undefined) eq('collection', filters.collection);
  if (filters.agent !== undefined) eq('agent', filters.agent);
  if (filters.session !== undefined) eq('session_id', filters.session);
  if (filters.kind !== undefined) eq('kind', filters.kind);
  if (filters.kinds?.length) {
    clauses.push(`${alias}.kind IN (${filters.kinds.map(() => '?').join(', ')})`);
    params.push(...filters.kinds);
  }
  if (filters.type !== undefined) eq('type', filters.type);
  if (filters.tier !== undefined) eq('tier', filters.tier);
  if (filters.since !== undefined) {
    clauses.push(`${alias}.created_at >= ?`);
    params.push(filters.since);
  }
  if (filters.until !== undefined) {
    clauses.push(`${alias}.created_at <= ?`);
    params.push(filters.until);
  }
  if (filters.expiresBefore !== undefined) {
    clauses.push(`${alias}.expires_at IS NOT NULL AND ${alias}.expires_at <= ?`);
    params.push(filters.expiresBefore);
  }
  for (const tag of filters.tags ?? []) {
    clauses.push(`EXISTS (SELECT 1 FROM json_each(${alias}.tags) WHERE value = ?)`);
    params.push(tag);
  }
  if (!filters.all) clauses.push(`${alias}.archived_at IS NULL AND ${alias}.superseded_by IS NULL`);
  return { where: clauses.length ? clauses.join(' AND ') : '1', params };
}

/** True when filters select more than "every active memory". */
export function isNarrowing(filters: Filters): boolean {
  const { all: _all, ...rest } = filters;
  return Object.values(rest).some((v) => v !== undefined && !(Array.isArray(v) && v.length === 0));
}
