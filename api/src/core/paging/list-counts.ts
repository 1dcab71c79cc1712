import type { EntityManager } from '@mikro-orm/postgresql';

export interface CountFilter {
  subject: string;
  status?: string | string[];
  kind?: string;
  districtCode?: string;
  dsDivisionCode?: string;
}

/** list_counts' columns each filter's fields select on. */
const COLUMNS = [
  ['subject', 'subject'],
  ['status', 'status'],
  ['kind', 'kind'],
  ['districtCode', 'district_code'],
  ['dsDivisionCode', 'ds_division_code'],
] as const;

/** The filter as an SQL condition on list_counts, with its values. */
function conditionOf(filter: CountFilter): { sql: string; values: unknown[] } {
  const parts: string[] = [];
  const values: unknown[] = [];
  for (const [field, column] of COLUMNS) {
    const value = filter[field];
    if (value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) parts.push('false');
    else if (Array.isArray(value)) {
      parts.push(`${column} in (${value.map(() => '?').join(', ')})`);
      values.push(...value);
    } else {
      parts.push(`${column} = ?`);
      values.push(value);
    }
  }
  return { sql: parts.join(' and '), values };
}

/**
 * Sums the maintained counts (list_counts, kept by the migration's triggers): exact, and at most a few thousand rows
 * read. Several counts in one query: the home page's counters are one round trip to the database, not three.
 */
export async function countsOf(em: EntityManager, filters: CountFilter[]): Promise<number[]> {
  if (filters.length === 0) return [];
  const conditions = filters.map(conditionOf);
  const sums = conditions.map((c, i) => `coalesce(sum(n) filter (where ${c.sql}), 0)::bigint as c${i}`);
  const any = conditions.map((c) => `(${c.sql})`).join(' or ');
  const values = conditions.flatMap((c) => c.values);
  const [row] = await em.execute<Record<string, string>[]>(`select ${sums.join(', ')} from list_counts where ${any}`, [
    ...values,
    ...values,
  ]);
  return filters.map((_, i) => Number(row?.[`c${i}`] ?? 0));
}

export async function countOf(em: EntityManager, filter: CountFilter): Promise<number> {
  const [count] = await countsOf(em, [filter]);
  return count!;
}
