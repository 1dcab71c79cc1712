/**
 * The ceiling of the single-PostgreSQL live-update design: committed transactions per second on this machine, with
 * W concurrent writers for S seconds each, in three ways: a plain write (no NOTIFY), a write with a bare pg_notify
 * (the design before the outbox), and `announce()` (outbox row + advisory lock + NOTIFY of the sequence) while an
 * EventRelay reads and publishes every event. Every notifying commit takes PostgreSQL's global NOTIFY lock, so such
 * commits (and their WAL flushes) go one at a time whatever the cores; the outbox adds its numbering at commit. W from NOTIFY_WRITERS (default 8), S from
 * NOTIFY_SECONDS (default 10). Writes bench/results/notify-<time>.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { PubSub } from 'type-graphql';
import { openDatabase, type OpenDatabase } from '../api/src/db/bootstrap.js';
import { EVENTS_CHANNEL, Topics } from '../api/src/core/events/events.js';
import { announce, EventRelay } from '../api/src/core/events/notify.js';
import { distribution, type Distribution } from './stats.js';

const WRITERS = Number(process.env.NOTIFY_WRITERS ?? 8);
const SECONDS = Number(process.env.NOTIFY_SECONDS ?? 10);

type Mode = 'plain' | 'bare-notify' | 'outbox';

interface ModeResult {
  mode: Mode;
  commits: number;
  commitsPerSecond: number;
  /** Milliseconds per transaction as the writer sees it (begin to commit acknowledged). */
  commitLatency: Distribution;
  /** Notifying modes: events the listener heard (the relay published, for the outbox), and per second. */
  relayed?: number;
  relayedPerSecond?: number;
}

const EVENT = { id: 1, districtCode: 'LK11', dsDivisionCode: 'LK1103', change: 'PUBLISHED' };

async function oneTransaction(em: EntityManager, mode: Mode): Promise<void> {
  await em.fork().transactional(async (t) => {
    await t.execute('insert into bench_commits (payload) values (?::jsonb)', [JSON.stringify(EVENT)]);
    if (mode === 'bare-notify')
      await t.execute('select pg_notify(?, ?)', [
        EVENTS_CHANNEL,
        JSON.stringify({ topic: Topics.alertChanged, payload: EVENT }),
      ]);
    if (mode === 'outbox') await announce(t, Topics.alertChanged, EVENT);
  });
}

async function measure(database: OpenDatabase, url: string, mode: Mode): Promise<ModeResult> {
  let relayed = 0;
  // Every mode has a listener, as a running API has: the relay (outbox), or a bare LISTEN (the design before it).
  const pubSub = { publish: () => void relayed++ } as unknown as PubSub;
  const relay = new EventRelay(url, pubSub, () => undefined, { outbox: { retentionHours: 24 } });
  const listener = new pg.Client({ connectionString: url });
  if (mode === 'outbox') await relay.start();
  else {
    await listener.connect();
    listener.on('notification', () => void relayed++);
    await listener.query(`listen ${EVENTS_CHANNEL}`);
  }
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        await oneTransaction(database.orm.em, mode);
        latencies.push(performance.now() - started);
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  const relayedInTime = relayed;
  await new Promise((r) => setTimeout(r, 1000));
  await relay.stop();
  await listener.end().catch(() => undefined);
  const commits = latencies.length;
  const result: ModeResult = {
    mode,
    commits,
    commitsPerSecond: Math.round(commits / elapsed),
    commitLatency: distribution(latencies),
  };
  if (mode !== 'plain') Object.assign(result, { relayed, relayedPerSecond: Math.round(relayedInTime / elapsed) });
  return result;
}

export async function runNotifyCeiling(): Promise<unknown> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lr-bench-notify-'));
  const database = await openDatabase(
    { dataDir, databaseUrl: undefined, demoData: false, database: { poolMax: WRITERS + 2 } },
    () => undefined,
  );
  const url = database.orm.config.get('clientUrl')!;
  const rows: ModeResult[] = [];
  let settings: Record<string, string>;
  try {
    await database.orm.em
      .getConnection()
      .execute('create table bench_commits (id bigserial primary key, payload jsonb not null)');
    const shown = await database.orm.em
      .getConnection()
      .execute<Array<{ name: string; setting: string }>>(
        `select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'wal_sync_method', 'server_version')`,
      );
    settings = Object.fromEntries(shown.map((s) => [s.name, s.setting]));
    for (const mode of ['plain', 'bare-notify', 'outbox'] as const) {
      const row = await measure(database, url, mode);
      rows.push(row);
      console.log(
        `  ${mode}: ${row.commitsPerSecond} commits/s (p50 ${row.commitLatency.p50} ms, p99 ${row.commitLatency.p99} ms)${row.relayedPerSecond ? `, relayed ${row.relayedPerSecond}/s` : ''}`,
      );
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const outbox = rows.find((r) => r.mode === 'outbox')!;
  if (outbox.relayed !== outbox.commits)
    console.log(`  ! relayed ${outbox.relayed} of ${outbox.commits} outbox events`);
  // The machine is shared: the 1-minute load average at the end says how busy it was.
  const result = {
    bench: 'notify',
    at: new Date().toISOString(),
    node: process.version,
    writers: WRITERS,
    seconds: SECONDS,
    loadAverage1m: loadavg()[0],
    postgres: settings,
    rows,
  };
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/notify-${result.at.replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify(result, null, 2));
  console.log(`Wrote ${file}`);
  return result;
}
