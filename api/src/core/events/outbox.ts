import type { EntityManager } from '@mikro-orm/postgresql';
import { type Announced, type EventPayloads, type Topic } from './events.js';

/** One event of the outbox as published to subscribers: its payload carries the sequence next to the eventId. */
export type OutboxEvent = {
  sequence: number;
  topic: Topic;
  payload: EventPayloads[Topic] & Announced & { sequence: number };
};

/** A pg Client, Pool or PoolClient (the relay's own connection), or a MikroORM EntityManager (in its transaction). */
export type OutboxConnection =
  EntityManager | { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * The advisory lock under which a committing transaction numbers its outbox rows (the deferred trigger
 * "event_outbox_number_at_commit" of the migration, which takes this key and EVENTS_CHANNEL as arguments).
 * Why: a sequence taken at insert would become visible only at commit, so a lower one could commit after a higher one
 * the relay has already passed, and be skipped. Numbered at commit under a lock held to the end of the commit,
 * sequences follow commit order: when the relay sees sequence n, every lower one is committed (and readable) or rolled
 * back for good, so it reads forward, never waiting on or re-reading holes (a settle window would still lose a slower
 * commit). It costs almost nothing: NOTIFY already serialises notifying commits under its own global lock, and this
 * lock covers only the trigger and the commit, with no round trip to the client in between.
 */
export const OUTBOX_LOCK_KEY = 7_205_114_927;

/** Runs `sql` written with `?` placeholders on either kind of connection. */
async function run<Row>(conn: OutboxConnection, sql: string, params: unknown[]): Promise<Row[]> {
  if ('getConnection' in conn) return conn.execute<Row[]>(sql, params);
  let n = 0;
  const { rows } = await conn.query(
    sql.replace(/\?/g, () => `$${++n}`),
    params,
  );
  return rows as Row[];
}

/**
 * Writes the event into the outbox in the caller's transaction; at commit it gets its final sequence and that
 * sequence is NOTIFYed (OUTBOX_LOCK_KEY). A rollback drops both.
 */
export async function appendToOutbox<T extends Topic>(
  em: EntityManager,
  topic: T,
  payload: EventPayloads[T] & Announced,
): Promise<void> {
  // clock_timestamp(), not now(): the relay's lag metric starts at the announce, not at the transaction's start.
  await em.execute('insert into event_outbox (topic, payload, created_at) values (?, ?::jsonb, clock_timestamp())', [
    topic,
    JSON.stringify(payload),
  ]);
}

/** An outbox row with its age in seconds when read (the relay's lag metric, measured on the database's clock). */
export interface ReadOutboxRow {
  event: OutboxEvent;
  ageSeconds: number;
}

/** Up to `limit` events with a sequence above `afterSequence`, lowest first. */
export async function readOutboxAfter(
  conn: OutboxConnection,
  afterSequence: number,
  limit: number,
): Promise<ReadOutboxRow[]> {
  const rows = await run<{
    sequence: string;
    topic: Topic;
    payload: EventPayloads[Topic] & Announced;
    age: number | string;
  }>(
    conn,
    `select sequence, topic, payload, extract(epoch from clock_timestamp() - created_at)::float8 as age
       from event_outbox where sequence > ? order by sequence limit ?`,
    [afterSequence, limit],
  );
  return rows.map((row) => {
    const sequence = Number(row.sequence);
    return {
      event: { sequence, topic: row.topic, payload: { ...row.payload, sequence } },
      ageSeconds: Number(row.age),
    };
  });
}

/** Up to `limit` events with a sequence above `afterSequence`, lowest first (for the relay and resuming clients). */
export async function readEventsAfter(
  conn: OutboxConnection,
  afterSequence: number,
  limit: number,
): Promise<OutboxEvent[]> {
  return (await readOutboxAfter(conn, afterSequence, limit)).map((row) => row.event);
}

/** The highest committed sequence, 0 when no event was ever written. */
export async function latestSequence(conn: OutboxConnection): Promise<number> {
  const [row] = await run<{ latest: string | null }>(conn, 'select max(sequence) as latest from event_outbox', []);
  return Number(row?.latest ?? 0);
}

/**
 * The lowest sequence still kept, null when the outbox is empty. A client that last saw `s` has lost events to
 * pruning when `s + 1 < oldestSequence` (pruning always keeps the newest row, so an emptied outbox cannot hide a gap).
 */
export async function oldestSequence(conn: OutboxConnection): Promise<number | null> {
  const [row] = await run<{ oldest: string | null }>(conn, 'select min(sequence) as oldest from event_outbox', []);
  return row?.oldest == null ? null : Number(row.oldest);
}

/**
 * Deletes events older than `retentionHours`, always keeping the newest; returns how many were deleted. Deletes in
 * batches, so that on the relay's connection the reads of live events queued meanwhile go in between.
 */
export async function pruneOutbox(conn: OutboxConnection, retentionHours: number, batch = 5_000): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await run<{ deleted: string }>(
      conn,
      `with doomed as (
         select sequence from event_outbox
          where created_at < clock_timestamp() - make_interval(hours => ?)
            and sequence < (select max(sequence) from event_outbox)
          order by sequence limit ?),
       deleted as (delete from event_outbox where sequence in (select sequence from doomed) returning 1)
       select count(*) as deleted from deleted`,
      [retentionHours, batch],
    );
    const deleted = Number(row?.deleted ?? 0);
    total += deleted;
    if (deleted < batch) return total;
  }
}
