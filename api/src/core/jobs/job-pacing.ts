import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Takes the next slot of `key` at `perSecond` (one short row lock on its job_pace row, so every runner of every
 * process shares the pace); answers how long to wait, in ms by the database's clock, before the slot begins. Called
 * outside a transaction: inside one, the row would stay locked, and the key's other callers wait, until it ends.
 */
export async function reservePaceSlot(em: EntityManager, key: string, perSecond: number): Promise<number> {
  const gapMs = 1_000 / perSecond;
  const [row] = await em.execute<Array<{ wait_ms: number | string }>>(
    `insert into job_pace as pace (key, next_slot_at) values (?, clock_timestamp() + ? * interval '1 millisecond')
     on conflict (key) do update set next_slot_at = greatest(pace.next_slot_at, clock_timestamp()) + ? * interval '1 millisecond'
     returning extract(epoch from (pace.next_slot_at - clock_timestamp())) * 1000 - ? as wait_ms`,
    [key, gapMs, gapMs, gapMs],
  );
  return Math.max(0, Number(row!.wait_ms));
}

/** Waits for the next slot of `key`: at most `perSecond` callers a second pass, across every process. */
export async function waitForPaceSlot(em: EntityManager, key: string, perSecond: number): Promise<void> {
  const waitMs = await reservePaceSlot(em, key, perSecond);
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
}
