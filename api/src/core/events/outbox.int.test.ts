import type { EntityManager } from '@mikro-orm/postgresql';
import type { PubSub } from 'type-graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/test-database.js';
import { EVENTS_CHANNEL, Topics } from './events.js';
import { announce, EventRelay, RELAY_APPLICATION_NAME } from './notify.js';
import { latestSequence, oldestSequence, OUTBOX_LOCK_KEY, pruneOutbox, readEventsAfter } from './outbox.js';

const db = useTestDatabase();
const relays: EventRelay[] = [];

afterEach(async () => {
  await Promise.all(relays.splice(0).map((r) => r.stop()));
});

interface Heard {
  topic: string;
  sequence: number;
  eventId: string;
  id?: number;
}

/** A relay publishing into a recording PubSub. */
async function startRelay(afterSequence?: number): Promise<{ relay: EventRelay; heard: Heard[] }> {
  const heard: Heard[] = [];
  const pubSub = {
    publish: (topic: string, payload: Omit<Heard, 'topic'>) => heard.push({ topic, ...payload }),
  } as unknown as PubSub;
  const relay = new EventRelay(db.url, pubSub, () => undefined, { afterSequence, outbox: { retentionHours: 24 } });
  relays.push(relay);
  await relay.start();
  return { relay, heard };
}

/** Announces alert `id` in a transaction of its own, as a service would; returns its sequence. */
async function announceAlert(id: number): Promise<number> {
  await db.orm.em.fork().transactional((tx) =>
    announce(tx as EntityManager, Topics.alertChanged, {
      id,
      districtCode: 'LK11',
      dsDivisionCode: 'LK1103',
      change: 'PUBLISHED',
    }),
  );
  const [row] = await db.orm.em
    .getConnection()
    .execute<Array<{ sequence: string }>>(
      `select max(sequence) as sequence from event_outbox where payload->>'id' = ?`,
      [String(id)],
    );
  return Number(row!.sequence);
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const ids = (heard: Heard[]) => heard.map((h) => h.id);
const sequences = (heard: Heard[]) => heard.map((h) => h.sequence);

describe('event outbox', () => {
  it('relays each committed event once, in sequence order, with its sequence and eventId', async () => {
    const { heard } = await startRelay();
    const written = [];
    for (const id of [101, 102, 103]) written.push(await announceAlert(id));
    await until(() => heard.length === 3);
    expect(ids(heard)).toEqual([101, 102, 103]);
    expect(sequences(heard)).toEqual(written);
    expect(heard.every((h) => h.topic === Topics.alertChanged && /^[0-9a-f-]{36}$/.test(h.eventId))).toBe(true);
    const stored = await readEventsAfter(db.orm.em.fork(), written[0]! - 1, 10);
    expect(stored.map((e) => [e.sequence, e.payload.sequence, (e.payload as { id: number }).id])).toEqual(
      written.map((s, i) => [s, s, 101 + i]),
    );
  });

  it('loses nothing across a killed LISTEN connection: events committed while it was down arrive after it, once each, in order', async () => {
    const { relay, heard } = await startRelay();
    const before = await announceAlert(200);
    await until(() => heard.length === 1);
    const killed = await db.orm.em
      .getConnection()
      .execute<Array<{ killed: boolean }>>(
        'select pg_terminate_backend(pid) as killed from pg_stat_activity where application_name = ? and datname = current_database()',
        [RELAY_APPLICATION_NAME],
      );
    expect(killed.map((k) => k.killed)).toEqual([true]);
    await until(() => !relay.listening);
    const during = [];
    for (const id of [201, 202, 203, 204, 205]) during.push(await announceAlert(id));
    await until(() => relay.listening);
    const after = await announceAlert(206);
    await until(() => heard.length >= 7);
    await new Promise((r) => setTimeout(r, 300));
    expect(ids(heard)).toEqual([200, 201, 202, 203, 204, 205, 206]);
    expect(sequences(heard)).toEqual([before, ...during, after]);
  });

  it('a relay started after events (an API restart) delivers the missed ones once, from its last sequence', async () => {
    const first = await startRelay();
    await announceAlert(300);
    await until(() => first.heard.length === 1);
    const last = first.relay.lastSequence!;
    await first.relay.stop();
    const missed = [];
    for (const id of [301, 302, 303]) missed.push(await announceAlert(id));
    const restarted = await startRelay(last);
    const fresh = await startRelay();
    await announceAlert(304);
    await until(() => restarted.heard.length === 4 && fresh.heard.length === 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(ids(restarted.heard)).toEqual([301, 302, 303, 304]);
    expect(sequences(restarted.heard).slice(0, 3)).toEqual(missed);
    // Without a known sequence a relay starts from the latest: old events are not replayed to it.
    expect(ids(fresh.heard)).toEqual([304]);
  });

  it('never relays a change that rolled back', async () => {
    const { heard } = await startRelay();
    const latest = await latestSequence(db.orm.em.fork());
    await expect(
      db.orm.em.fork().transactional(async (tx) => {
        await announce(tx as EntityManager, Topics.alertChanged, {
          id: 400,
          districtCode: 'LK11',
          dsDivisionCode: null,
          change: 'PUBLISHED',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await announceAlert(401);
    await until(() => heard.length === 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(ids(heard)).toEqual([401]);
    expect((await readEventsAfter(db.orm.em.fork(), latest, 10)).map((e) => (e.payload as { id: number }).id)).toEqual([
      401,
    ]);
  });

  it('numbers events in commit order: a change that started first but commits last is neither lost nor skipped', async () => {
    const { heard } = await startRelay();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let announced!: () => void;
    const slowAnnounced = new Promise<void>((r) => (announced = r));
    const slow = db.orm.em.fork().transactional(async (tx) => {
      await announce(tx as EntityManager, Topics.alertChanged, {
        id: 500,
        districtCode: 'LK11',
        dsDivisionCode: null,
        change: 'PUBLISHED',
      });
      announced();
      await held;
    });
    await slowAnnounced;
    await announceAlert(501);
    await until(() => heard.length === 1);
    release();
    await slow;
    await until(() => heard.length === 2);
    await new Promise((r) => setTimeout(r, 300));
    expect(ids(heard)).toEqual([501, 500]);
    expect(heard[0]!.sequence).toBeLessThan(heard[1]!.sequence);
  });

  it('the commit trigger of the migration takes the lock key and the channel of the code', async () => {
    const [fn] = await db.orm.em
      .getConnection()
      .execute<Array<{ source: string }>>(
        `select prosrc as source from pg_proc where proname = 'event_outbox_number_at_commit'`,
      );
    expect(fn?.source).toContain(`pg_advisory_xact_lock(${OUTBOX_LOCK_KEY})`);
    expect(fn?.source).toContain(`pg_notify('${EVENTS_CHANNEL}'`);
  });

  it('keeps up with a burst: 300 events from 6 concurrent writers, each once, in sequence order', async () => {
    const { heard } = await startRelay();
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map(async (writer) => {
        for (let i = 0; i < 50; i++) await announceAlert(1000 + writer * 50 + i);
      }),
    );
    await until(() => heard.length === 300);
    await new Promise((r) => setTimeout(r, 300));
    const seen = sequences(heard);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(ids(heard)).size).toBe(300);
    expect(heard).toHaveLength(300);
  });

  it('prunes rows older than the retention only, always keeping the newest', async () => {
    const before = await latestSequence(db.orm.em.fork());
    for (const id of [600, 601, 602]) await announceAlert(id);
    const conn = db.orm.em.getConnection();
    const kept = (await readEventsAfter(db.orm.em.fork(), before, 10)).map((e) => e.sequence);
    expect(kept).toHaveLength(3);
    await conn.execute(`update event_outbox set created_at = now() - interval '25 hours' where sequence < ?`, [
      kept[1],
    ]);
    // Batches of 1 row: the loop goes on until nothing old is left.
    expect(await pruneOutbox(db.orm.em.fork(), 24, 1)).toBeGreaterThan(0);
    expect(await oldestSequence(db.orm.em.fork())).toBe(kept[1]);
    // Everything old: still the newest row stays, so a resuming client can tell that it missed events.
    await conn.execute(`update event_outbox set created_at = now() - interval '25 hours'`);
    expect(await pruneOutbox(db.orm.em.fork(), 24)).toBe(1);
    expect(await oldestSequence(db.orm.em.fork())).toBe(kept[2]);
    expect(await latestSequence(db.orm.em.fork())).toBe(kept[2]);
  });
});
