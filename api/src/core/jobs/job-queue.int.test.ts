import { afterEach, describe, expect, it } from 'vitest';
import { jobRuns } from '../../observability/job-metrics.js';
import { metricsRegistry } from '../../observability/metrics.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { addJob, addJobs, type AddJobOptions } from './add-job.js';
import { listDeadLetters } from './dead-letters.js';
import { DEAD_LETTERS, defineJobQueue, type JobQueue } from './job-queue.js';
import { waitForPaceSlot } from './job-pacing.js';
import { JobRunner, type JobHandler } from './job-runner.js';

const db = useTestDatabase();
const runners: JobRunner[] = [];
const SETTINGS = { concurrency: 4, pollMs: 500, listen: true, superviseSeconds: 1 };

afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

/** A runner working `queue` with `handler`. */
async function startRunner<P extends object>(queue: JobQueue<P>, handler: JobHandler<P>): Promise<JobRunner> {
  const runner = new JobRunner(db.url, SETTINGS);
  runners.push(runner);
  await runner.start([queue]);
  await runner.work(queue, handler);
  return runner;
}

/** Adds the jobs in one transaction of their own, as a service's change would. */
async function addCommitted<P extends object>(queue: JobQueue<P>, payloads: P[], options?: AddJobOptions) {
  await db.orm.em.fork().transactional(async (tx) => {
    for (const payload of payloads) await addJob(tx, queue, payload, options);
  });
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const settle = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The jobs of `queue` in `state` as the metrics last counted them. */
async function gauged(queue: string, state: string): Promise<number> {
  const { values } = await metricsRegistry.getSingleMetric('lr_jobs')!.get();
  return values.find((v) => v.labels.queue === queue && v.labels.state === state)?.value ?? 0;
}

/** Runs of `queue` with `outcome` counted in the metrics. */
async function counted(queue: string, outcome: 'completed' | 'failed'): Promise<number> {
  const { values } = await jobRuns.get();
  return values.find((v) => v.labels.queue === queue && v.labels.outcome === outcome)?.value ?? 0;
}

describe('the job queue', { timeout: 60_000 }, () => {
  it('never runs a job added in a transaction that rolls back, and runs a committed one once', async () => {
    const queue = defineJobQueue<{ n: number }>('test.rollback');
    const ran: number[] = [];
    await startRunner(queue, async ({ n }) => void ran.push(n));
    await expect(
      db.orm.em.fork().transactional(async (tx) => {
        await addJob(tx, queue, { n: 1 });
        await addJobs(tx, queue, [{ payload: { n: 3 } }]);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await addCommitted(queue, [{ n: 2 }]);
    await until(() => ran.length > 0);
    await settle(1_500);
    expect(ran).toEqual([2]);
  });

  it('runs each of 500 jobs exactly once with two runners claiming side by side', async () => {
    const queue = defineJobQueue<{ n: number }>('test.parallel');
    const runs = new Map<number, number>();
    const handler: JobHandler<{ n: number }> = async ({ n }) => void runs.set(n, (runs.get(n) ?? 0) + 1);
    await Promise.all([startRunner(queue, handler), startRunner(queue, handler)]);
    const payloads = Array.from({ length: 500 }, (_, n) => ({ n }));
    await addCommitted(queue, payloads.slice(0, 250));
    await db.orm.em.fork().transactional((tx) =>
      addJobs(
        tx,
        queue,
        payloads.slice(250).map((payload) => ({ payload })),
      ),
    );
    await until(() => runs.size === 500, 60_000);
    await settle(1_000);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(500);
    expect(await counted(queue.name, 'completed')).toBe(500);
  });

  it('adds a job once per key', async () => {
    const queue = defineJobQueue<{ alert: number }>('test.keyed');
    const ran: number[] = [];
    await startRunner(queue, async ({ alert }) => void ran.push(alert));
    await addCommitted(queue, [{ alert: 7 }], { key: 'alert-7' });
    await addCommitted(queue, [{ alert: 7 }], { key: 'alert-7' });
    await until(() => ran.length > 0);
    await settle(1_500);
    expect(ran).toEqual([7]);
  });

  it('retries a failing job after a growing wait, then keeps it as a dead letter', async () => {
    const queue = defineJobQueue<{ n: number }>('test.failing', { maxAttempts: 3, retryBaseSeconds: 1 });
    const attempts: Array<{ attempt: number; at: number }> = [];
    await startRunner(queue, async (_payload, run) => {
      attempts.push({ attempt: run.attempt, at: Date.now() });
      throw new Error('the gateway refused');
    });
    await addCommitted(queue, [{ n: 42 }]);
    await until(async () => (await listDeadLetters()).some((letter) => letter.queue === queue.name), 30_000);
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3]);
    const waits = attempts.slice(1).map((a, i) => a.at - attempts[i]!.at);
    expect(waits[0]).toBeGreaterThanOrEqual(900);
    expect(waits[1]).toBeGreaterThanOrEqual(1_900);
    const [letter] = (await listDeadLetters()).filter((l) => l.queue === queue.name);
    expect(letter).toMatchObject({ queue: 'test.failing', payload: { n: 42 }, attempts: 3 });
    expect(await counted(queue.name, 'failed')).toBe(3);
    await until(async () => (await gauged(DEAD_LETTERS, 'queued')) >= 1);
  });

  it('keeps a paced key under its rate across two runners', async () => {
    const queue = defineJobQueue<{ n: number }>('test.paced');
    const PER_SECOND = 5;
    const startedAt: number[] = [];
    const handler: JobHandler<{ n: number }> = async () => {
      await waitForPaceSlot(db.orm.em.fork(), 'gateway:test', PER_SECOND);
      startedAt.push(Date.now());
    };
    await Promise.all([startRunner(queue, handler), startRunner(queue, handler)]);
    await addCommitted(
      queue,
      Array.from({ length: 12 }, (_, n) => ({ n })),
    );
    await until(() => startedAt.length === 12, 30_000);
    startedAt.sort((a, b) => a - b);
    // Any PER_SECOND + 1 consecutive runs span about a second (less a margin for a late timer on a busy machine).
    for (let i = PER_SECOND; i < startedAt.length; i++)
      expect(startedAt[i]! - startedAt[i - PER_SECOND]!).toBeGreaterThanOrEqual(800);
    expect(startedAt.at(-1)! - startedAt[0]!).toBeGreaterThanOrEqual(2_000);
  });
});
