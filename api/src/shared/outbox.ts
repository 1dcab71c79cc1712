import type { EntityManager } from '@mikro-orm/postgresql';
import { EVENTS_CHANNEL, type Announced, type EventPayloads, type Topic } from './events.js';

/** One event of the outbox as published to subscribers: its payload carries the sequence next to the eventId. */
export type OutboxEvent = { sequence: number; topic: Topic; payload: EventPayloads[Topic] & Announced & { sequence: number } };

/** A pg Client, Pool or PoolClient (the relay's own connection), or a MikroORM EntityManager (in its transaction). */
export type OutboxConnection = EntityManager | { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * The advisory lock every announcing transaction holds from its outbox insert to its commit ("lanka-relief outbox").
 * Why: a sequence is taken at insert but becomes visible at commit, so without it a lower sequence could commit
 * after a higher one that the relay has already passed, and be skipped. Under the lock, sequences are taken in
 * commit order: when the relay sees sequence n committed, every lower sequence is committed (and readable) or rolled
 * back for good, so the relay reads forward without waiting or re-reading holes. The cost is small: NOTIFY already
 * serialises the commits of notifying transactions under its own global lock (measured: README "Live updates");
 * the lock only adds the time from `announce()` to COMMIT, which services keep short by announcing last.
 */
export const OUTBOX_LOCK_KEY = 7_205_114_927;

/** Runs `sql` written with `?` placeholders on either kind of connection. */
async function run<Row>(conn: OutboxConnection, sql: string, params: unknown[]): Promise<Row[]> {
  if ('getConnection' in conn) return conn.execute<Row[]>(sql, params);
  let n = 0;
  const { rows } = await conn.query(sql.replace(/\?/g, () => `$${++n}`), params);
  return rows as Row[];
}

/**
 * Writes the event into the outbox in the caller's transaction and notifies its sequence at commit (a rollback
 * drops both). Returns the sequence.
 */
export async function appendToOutbox<T extends Topic>(em: EntityManager, topic: T, payload: EventPayloads[T] & Announced): Promise<number> {
  await em.execute('select pg_advisory_xact_lock(?)', [OUTBOX_LOCK_KEY]);
  // clock_timestamp(), not now(): the relay's lag metric starts at the announce, not at the transaction's start.
  const [row] = await em.execute<Array<{ sequence: string }>>(
    `with row as (insert into event_outbox (topic, payload, created_at) values (?, ?::jsonb, clock_timestamp()) returning sequence)
     select sequence, pg_notify(?, json_build_object('sequence', sequence)::text) from row`,
    [topic, JSON.stringify(payload), EVENTS_CHANNEL],
  );
  return Number(row!.sequence);
}

/** An outbox row with its age in seconds when read (the relay's lag metric, measured on the database's clock). */
export interface ReadOutboxRow {
  event: OutboxEvent;
  ageSeconds: number;
}

/** Up to `limit` events with a sequence above `afterSequence`, lowest first. */
export async function readOutboxAfter(conn: OutboxConnection, afterSequence: number, limit: number): Promise<ReadOutboxRow[]> {
  const rows = await run<{ sequence: string; topic: Topic; payload: EventPayloads[Topic] & Announced; age: number | string }>(
    conn,
    `select sequence, topic, payload, extract(epoch from clock_timestamp() - created_at)::float8 as age
       from event_outbox where sequence > ? order by sequence limit ?`,
    [afterSequence, limit],
  );
  return rows.map((row) => {
    const sequence = Number(row.sequence);
    return { event: { sequence, topic: row.topic, payload: { ...row.payload, sequence } }, ageSeconds: Number(row.age) };
  });
}

/** Up to `limit` events with a sequence above `afterSequence`, lowest first (for the relay and resuming clients). */
export async function readEventsAfter(conn: OutboxConnection, afterSequence: number, limit: number): Promise<OutboxEvent[]> {
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

/** Deletes events older than `retentionHours`, always keeping the newest row; returns how many were deleted. */
export async function pruneOutbox(conn: OutboxConnection, retentionHours: number): Promise<number> {
  const [row] = await run<{ deleted: string }>(
    conn,
    `with deleted as (
       delete from event_outbox
        where created_at < clock_timestamp() - make_interval(hours => ?)
          and sequence < (select max(sequence) from event_outbox)
        returning 1)
     select count(*) as deleted from deleted`,
    [retentionHours],
  );
  return Number(row?.deleted ?? 0);
}
