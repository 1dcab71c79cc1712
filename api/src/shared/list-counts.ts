import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ListCount } from './list-count.entity.js';

export interface CountFilter {
  subject: string;
  status?: string | string[];
  kind?: string;
  districtCode?: string;
  dsDivisionCode?: string;
}

/** Sums the maintained counts (list_counts, kept by the migration's triggers): exact, and at most a few thousand rows read. */
export async function countOf(em: EntityManager, filter: CountFilter): Promise<number> {
  const where: Record<string, unknown> = { subject: filter.subject };
  if (filter.status !== undefined) where.status = Array.isArray(filter.status) ? { $in: filter.status } : filter.status;
  if (filter.kind !== undefined) where.kind = filter.kind;
  if (filter.districtCode !== undefined) where.districtCode = filter.districtCode;
  if (filter.dsDivisionCode !== undefined) where.dsDivisionCode = filter.dsDivisionCode;
  const rows = await em
    .createQueryBuilder(ListCount)
    .select(raw('coalesce(sum(n), 0)::bigint as total'))
    .where(where)
    .execute<{ total: string }[]>('all', false);
  return Number(rows[0]?.total ?? 0);
}
