/** The two job-queue libraries the job-queue bench compares, behind one shape: install, enqueue in a transaction, work. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger, run, runMigrations } from 'graphile-worker';
import pg from 'pg';
import { fromKysely, PgBoss } from 'pg-boss';

/** A running worker process's share: stops after the jobs under way. */
export interface BenchWorker {
  stop(): Promise<void>;
}

export interface Candidate {
  name: string;
  /** A fresh, empty install of the library's schema. */
  install(): Promise<void>;
  /** Adds job `n` in the caller's transaction. */
  enqueue(tx: EntityManager, n: number): Promise<void>;
  /** Adds jobs `from` to `from + count - 1` in one statement of the caller's transaction (a fan-out). */
  enqueueBatch(tx: EntityManager, from: number, count: number): Promise<void>;
  /** One worker with `concurrency` jobs at once, calling `handle` with each job's number. */
  startWorker(concurrency: number, handle: (n: number) => void): Promise<BenchWorker>;
  close(): Promise<void>;
}

const TASK = 'bench';
const quiet = new Logger(() => () => undefined);

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

export function graphileWorker(url: string): Candidate {
  return {
    name: 'graphile-worker',
    install: async () => {
      await dropSchema(url, 'graphile_worker');
      await runMigrations({ connectionString: url, logger: quiet });
    },
    enqueue: async (tx, n) => {
      await tx.execute('select graphile_worker.add_job(?, ?::json, max_attempts => 3)', [TASK, JSON.stringify({ n })]);
    },
    enqueueBatch: async (tx, from, count) => {
      await tx.execute(
        `select count(*) from graphile_worker.add_jobs(array(
           select row(?, json_build_object('n', n), null, null, 3, null, null, null)::graphile_worker.job_spec
             from generate_series(?::int, ?::int) n))`,
        [TASK, from, from + count - 1],
      );
    },
    startWorker: async (concurrency, handle) => {
      const runner = await run({
        connectionString: url,
        concurrency,
        maxPoolSize: concurrency + 2,
        noHandleSignals: true,
        pollInterval: 500,
        logger: quiet,
        preset: { worker: { localQueue: { size: concurrency * 5 } } },
        taskList: { [TASK]: async (payload) => handle((payload as { n: number }).n) },
      });
      return { stop: () => runner.stop() };
    },
    close: async () => undefined,
  };
}

export function pgBoss(url: string): Candidate {
  const options = { connectionString: url, schedule: false, supervise: false, useListenNotify: true };
  let sender: PgBoss | null = null;
  return {
    name: 'pg-boss',
    install: async () => {
      await sender?.stop({ graceful: false });
      await dropSchema(url, 'pgboss');
      sender = new PgBoss({ ...options, max: 2 });
      sender.on('error', () => undefined);
      await sender.start();
      await sender.createQueue(TASK, { retryLimit: 2, notify: true });
    },
    enqueue: async (tx, n) => {
      await sender!.send(TASK, { n }, { db: fromKysely(tx.getTransactionContext()!) });
    },
    enqueueBatch: async (tx, from, count) => {
      const jobs = Array.from({ length: count }, (_, i) => ({ data: { n: from + i } }));
      await sender!.insert(TASK, jobs, { db: fromKysely(tx.getTransactionContext()!) });
    },
    startWorker: async (concurrency, handle) => {
      const boss = new PgBoss({ ...options, migrate: false, max: concurrency + 2 });
      boss.on('error', () => undefined);
      await boss.start();
      await boss.work<{ n: number }>(
        TASK,
        { batchSize: 5, localConcurrency: concurrency, pollingIntervalSeconds: 0.5, burstWhenBatchFull: true },
        async (jobs) => jobs.forEach((job) => handle(job.data.n)),
      );
      return { stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
    },
    close: async () => {
      await sender?.stop({ graceful: false });
    },
  };
}
