import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Claims up to `limit` due rows of a queue table (FOR UPDATE SKIP LOCKED: instances never claim the same row) and
 * leases them: the attempt is counted and the next one set after the lease, so a row whose instance died is claimed
 * again once the lease ends.
 */
export async function claimDue(
  em: EntityManager,
  table: 'sms_inbound' | 'sms_outbound',
  limit: number,
  leaseMs: number,
): Promise<Array<{ id: string; attempts: number; party: string }>> {
  const waiting = table === 'sms_inbound' ? "state = 'RECEIVED'" : "state = 'PENDING'";
  const party = table === 'sms_inbound' ? 'sender' : 'recipient';
  const rows = await em.execute<Array<{ id: string | number; attempts: number; party: string }>>(
    `with due as (
       select id from ${table} where ${waiting} and next_attempt_at <= clock_timestamp()
        order by next_attempt_at limit ? for update skip locked)
     update ${table} t set attempts = t.attempts + 1, next_attempt_at = clock_timestamp() + ? * interval '1 millisecond'
       from due where t.id = due.id
     returning t.id, t.attempts, t.${party} as party`,
    [limit, leaseMs],
  );
  return rows.map((row) => ({ id: String(row.id), attempts: row.attempts, party: row.party }));
}

/**
 * A batch as one list per number, each in arrival order: one person's messages are handled in the order sent (ALERTS
 * then STOP must end unsubscribed), different people's side by side.
 */
export function byPartyInOrder<T extends { id: string; party: string }>(rows: T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of [...rows].sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1)))
    groups.set(row.party, [...(groups.get(row.party) ?? []), row]);
  return [...groups.values()];
}
