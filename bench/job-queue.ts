/**
 * The job queue (api/src/core/jobs, over pg-boss) on one embedded PostgreSQL, JOB_BENCH_ROUNDS (3) rounds, medians:
 * - enqueue: JOB_BENCH_JOBS (5,000) jobs added with addJob inside MikroORM transactions of JOB_BENCH_PER_TX (10), as a
 *   change adds its jobs (JOB_BENCH_ENQUEUERS (4) transactions at once);
 * - drain: from two runners starting work (JOB_BENCH_CONCURRENCY (4) jobs at once each) to the last job run, with a
 *   check that every job ran exactly once;
 * - pickup: JOB_BENCH_PICKUPS (20) single jobs, one at a time, into the idle runners: commit to run;
 * - fan-out: JOB_BENCH_JOBS more in one transaction with addJobs, and their drain.
 * The candidates' comparison that chose the library: docs/decisions/job-queue.md. Writes bench/results/job-queue-<time>.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../api/src/db/bootstrap.js';
import type { Orm } from '../api/src/db/orm.js';
import { addJob, addJobs } from '../api/src/core/jobs/add-job.js';
import { defineJobQueue, type JobQueue } from '../api/src/core/jobs/job-queue.js';
import { JobRunner } from '../api/src/core/jobs/job-runner.js';
import { distribution, percentile } from './stats.js';

const JOBS = Number(process.env.JOB_BENCH_JOBS ?? 5_000);
const PER_TX = Number(process.env.JOB_BENCH_PER_TX ?? 10);
const ENQUEUERS = Number(process.env.JOB_BENCH_ENQUEUERS ?? 4);
const CONCURRENCY = Number(process.env.JOB_BENCH_CONCURRENCY ?? 4);
const PICKUPS = Number(process.env.JOB_BENCH_PICKUPS ?? 20);
const ROUNDS = Number(process.env.JOB_BENCH_ROUNDS ?? 3);

type Payload = { n: number };

interface Round {
  enqueueMs: number;
  drainMs: number;
  drainedPerSecond: number;
  /** Jobs run more than once, or never (must both be 0). */
  duplicates: number;
  missing: number;
  pickupMs: { p50: number; p99: number; max: number };
  fanOutEnqueueMs: number;
  fanOutDrainMs: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const median = (values: number[]) =>
  round1(
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    ),
  );

async function enqueueAll(orm: Orm, queue: JobQueue<Payload>, first: number, count: number): Promise<void> {
  let next = first;
  const end = first + count;
  const enqueuer = async () => {
    while (next < end) {
      const from = next;
      next = Math.min(end, next + PER_TX);
      await orm.em.fork().transactional(async (tx) => {
        for (let n = from; n < Math.min(end, from + PER_TX); n++) await addJob(tx, queue, { n });
      });
    }
  };
  await Promise.all(Array.from({ length: ENQUEUERS }, enqueuer));
}

async function waitForRuns(total: () => number, count: number, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (total() < count) {
    if (Date.now() > until) throw new Error(`timed out: ${total()} of ${count} jobs ran`);
    await new Promise((r) => setTimeout(r, 2));
  }
}

async function measure(orm: Orm, url: string, round: number): Promise<Round> {
  const queue = defineJobQueue<Payload>(`bench.round-${round}`);
  const runs = new Map<number, number>();
  let total = 0;
  const handle = async ({ n }: Payload) => {
    runs.set(n, (runs.get(n) ?? 0) + 1);
    total++;
  };
  const settings = { concurrency: CONCURRENCY, pollMs: 500, listen: true, superviseSeconds: 15 };
  const runners = [new JobRunner(url, settings), new JobRunner(url, settings)];
  try {
    for (const runner of runners) await runner.start([queue]);
    let started = performance.now();
    await enqueueAll(orm, queue, 0, JOBS);
    const enqueueMs = performance.now() - started;
    started = performance.now();
    for (const runner of runners) await runner.work(queue, handle);
    await waitForRuns(() => total, JOBS, 120_000);
    const drainMs = performance.now() - started;
    const pickups: number[] = [];
    for (let i = 0; i < PICKUPS; i++) {
      const before = total;
      const at = performance.now();
      await enqueueAll(orm, queue, JOBS + i, 1);
      await waitForRuns(() => total, before + 1, 30_000);
      pickups.push(performance.now() - at);
    }
    const fanOut = Array.from({ length: JOBS }, (_, i) => ({ payload: { n: JOBS + PICKUPS + i } }));
    const beforeFanOut = total;
    started = performance.now();
    await orm.em.fork().transactional((tx) => addJobs(tx, queue, fanOut));
    const fanOutEnqueueMs = performance.now() - started;
    await waitForRuns(() => total, beforeFanOut + JOBS, 120_000);
    const fanOutDrainMs = performance.now() - started - fanOutEnqueueMs;
    await new Promise((r) => setTimeout(r, 500));
    return {
      enqueueMs: round1(enqueueMs),
      drainMs: round1(drainMs),
      drainedPerSecond: Math.round(JOBS / (drainMs / 1_000)),
      duplicates: [...runs.values()].filter((c) => c > 1).length,
      missing: 2 * JOBS + PICKUPS - runs.size,
      pickupMs: distribution(pickups),
      fanOutEnqueueMs: round1(fanOutEnqueueMs),
      fanOutDrainMs: round1(fanOutDrainMs),
    };
  } finally {
    for (const runner of runners) await runner.stop();
  }
}

function summary(rounds: Round[]) {
  return {
    medianEnqueueMs: median(rounds.map((r) => r.enqueueMs)),
    medianEnqueuedPerSecond: Math.round(JOBS / (median(rounds.map((r) => r.enqueueMs)) / 1_000)),
    medianDrainMs: median(rounds.map((r) => r.drainMs)),
    medianDrainedPerSecond: median(rounds.map((r) => r.drainedPerSecond)),
    medianPickupP50Ms: median(rounds.map((r) => r.pickupMs.p50)),
    medianFanOutEnqueueMs: median(rounds.map((r) => r.fanOutEnqueueMs)),
    medianFanOutDrainMs: median(rounds.map((r) => r.fanOutDrainMs)),
    duplicates: rounds.reduce((sum, r) => sum + r.duplicates, 0),
    missing: rounds.reduce((sum, r) => sum + r.missing, 0),
    rounds,
  };
}

export async function runJobQueue(): Promise<unknown> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lr-bench-jobs-'));
  const database = await openDatabase({ dataDir, databaseUrl: undefined, demoData: false }, () => undefined);
  const rounds: Round[] = [];
  try {
    for (let r = 0; r < ROUNDS; r++) {
      const result = await measure(database.orm, database.db.url, r + 1);
      rounds.push(result);
      console.log(
        `  round ${r + 1}: enqueue ${result.enqueueMs} ms, drain ${result.drainMs} ms (${result.drainedPerSecond}/s), pickup p50 ${result.pickupMs.p50} ms, fan-out ${result.fanOutEnqueueMs} + ${result.fanOutDrainMs} ms, duplicates ${result.duplicates}, missing ${result.missing}`,
      );
    }
    const result = {
      bench: 'job-queue',
      at: new Date().toISOString(),
      node: process.version,
      loadAverage1m: loadavg()[0],
      settings: { jobs: JOBS, perTransaction: PER_TX, enqueuers: ENQUEUERS, runners: 2, concurrency: CONCURRENCY },
      jobQueue: summary(rounds),
    };
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/job-queue-${result.at.replace(/[:.]/g, '-')}.json`;
    writeFileSync(file, JSON.stringify(result, null, 2));
    console.log(`Wrote ${file}`);
    return result;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
