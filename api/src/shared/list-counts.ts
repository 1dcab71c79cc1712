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

/** The filter as an SQL condition on list_counts, its values appended to params. */
function conditionOf(filter: CountFilter, params: unknown[]): string {
  const parts: string[] = [];
  for (const [field, column] of COLUMNS) {
    const value = filter[field];
    if (value === undefined) continue;
    if (Array.isArray(value) && value.length === 0) parts.push('false');
    else if (Array.isArray(value)) {
      parts.push(`${column} in (${value.map(() => '?').join(', ')})`);
      params.push(...value);
    } else {
      parts.push(`${column} = ?`);
      params.push(value);
    }
  }
  return parts.join(' and ');
}

/**
 * Sums the maintained counts (list_counts, kept by the migration's triggers): exact, and at most a few thousand rows
 * read. Several counts in one query: the home page's counters are one round trip to the database, not three.
 */
export async function countsOf(em: EntityManager, filters: CountFilter[]): Promise<number[]> {
  if (filters.length === 0) return [];
  const params: unknown[] = [];
  const sums = filters.map((f, i) => `coalesce(sum(n) filter (where ${conditionOf(f, params)}), 0)::bigint as c${i}`);
  const any = filters.map((f) => `(${conditionOf(f, params)})`).join(' or ');
  const [row] = await em.execute<Record<string, string>[]>(
    `select ${sums.join(', ')} from list_counts where ${any}`,
    params,
  );
  return filters.map((_, i) => Number(row?.[`c${i}`] ?? 0));
}

export async function countOf(em: EntityManager, filter: CountFilter): Promise<number> {
  const [count] = await countsOf(em, [filter]);
  return count!;
}
