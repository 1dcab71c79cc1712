import type { EntityManager } from '@mikro-orm/postgresql';

/** How far ahead (ms) a gateway's slots may already be reserved before an instance stops claiming more for it. */
const MAX_RESERVED_AHEAD_MS = 2_000;

/**
 * Claims up to `limit` due outbound messages of one gateway, replies before alert messages, then oldest first (FOR
 * UPDATE SKIP LOCKED, leased like every queue here); none while the gateway's slots are already reserved far ahead
 * (other instances are sending for it).
 */
export async function claimForGateway(
  em: EntityManager,
  provider: string,
  limit: number,
  leaseMs: number,
): Promise<Array<{ id: string; attempts: number }>> {
  const rows = await em.execute<Array<{ id: string | number; attempts: number }>>(
    `with due as (
       select id from sms_outbound
        where state = 'PENDING' and provider = ? and next_attempt_at <= clock_timestamp()
          and not exists (select 1 from sms_pace p where p.provider = ? and p.next_slot_at > clock_timestamp() + ? * interval '1 millisecond')
        order by provider, (inbound_id is null), next_attempt_at limit ? for update skip locked)
     update sms_outbound t set attempts = t.attempts + 1, next_attempt_at = clock_timestamp() + ? * interval '1 millisecond'
       from due where t.id = due.id
     returning t.id, t.attempts`,
    [provider, provider, MAX_RESERVED_AHEAD_MS, limit, leaseMs],
  );
  return rows
    .map((row) => ({ id: String(row.id), attempts: row.attempts }))
    .sort((a, b) => (BigInt(a.id) < BigInt(b.id) ? -1 : 1));
}

/** Rows waiting for a gateway that is switched off: claimed so the worker records them FAILED. */
export async function claimForNoGateway(
  em: EntityManager,
  providersOn: string[],
  limit: number,
  leaseMs: number,
): Promise<Array<{ id: string; attempts: number }>> {
  const rows = await em.execute<Array<{ id: string | number; attempts: number }>>(
    `with due as (
       select id from sms_outbound where state = 'PENDING' and not (provider = any(string_to_array(?, ','))) and next_attempt_at <= clock_timestamp()
        limit ? for update skip locked)
     update sms_outbound t set attempts = t.attempts + 1, next_attempt_at = clock_timestamp() + ? * interval '1 millisecond'
       from due where t.id = due.id
     returning t.id, t.attempts`,
    [providersOn.join(','), limit, leaseMs],
  );
  return rows.map((row) => ({ id: String(row.id), attempts: row.attempts }));
}

/**
 * Reserves `count` consecutive send slots of a gateway at `perSecond`, shared by every instance through its
 * sms_pace row (one short row lock); answers how long to wait (ms, by the database's clock) before the first slot
 * and the gap between slots.
 */
export async function reserveSlots(
  em: EntityManager,
  provider: string,
  count: number,
  perSecond: number,
): Promise<{ firstInMs: number; gapMs: number }> {
  const gapMs = 1_000 / perSecond;
  const span = count * gapMs;
  const [row] = await em.execute<Array<{ first_in_ms: number | string }>>(
    `insert into sms_pace as p (provider, next_slot_at) values (?, clock_timestamp() + ? * interval '1 millisecond')
     on conflict (provider) do update set next_slot_at = greatest(p.next_slot_at, clock_timestamp()) + ? * interval '1 millisecond'
     returning extract(epoch from (p.next_slot_at - ? * interval '1 millisecond' - clock_timestamp())) * 1000 as first_in_ms`,
    [provider, span, span, span],
  );
  return { firstInMs: Math.max(0, Number(row!.first_in_ms)), gapMs };
}
