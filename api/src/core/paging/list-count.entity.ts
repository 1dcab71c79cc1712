import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Maintained row counts: how many aid requests, alerts and volunteers there are per status, kind and DS
 * division, kept exact by statement-level triggers of the migration in the same transaction as every insert, update,
 * delete or truncate of those tables, whoever writes (the services, the demo loader, the bench seed, psql).
 * A counter or a page total sums at most a few thousand of these rows instead of counting a million.
 */
@Entity({ tableName: 'list_counts' })
export class ListCount {
  /** aid_requests, alerts or volunteers. */
  @PrimaryKey({ type: 'string', length: 20 })
  subject!: string;

  /** The row's status (AVAILABLE / UNAVAILABLE for volunteers). */
  @PrimaryKey({ type: 'string', length: 20 })
  status!: string;

  /** The request type or alert type ('' for volunteers). */
  @PrimaryKey({ type: 'string', length: 20 })
  kind!: string;

  @PrimaryKey({ type: 'string', length: 8 })
  districtCode!: string;

  /** '' when the row has none (a DMC officer has no division; volunteers always do). */
  @PrimaryKey({ type: 'string', length: 8 })
  dsDivisionCode!: string;

  @Property({ type: 'bigint' })
  n!: string;
}

export const CountSubject = { aidRequests: 'aid_requests', alerts: 'alerts', volunteers: 'volunteers' } as const;
