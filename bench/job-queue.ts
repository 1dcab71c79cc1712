/**
 * Job queue candidates (graphile-worker, pg-boss), each measured the same way in interleaved rounds on one embedded
 * PostgreSQL:
 * - enqueue: JOB_BENCH_JOBS (5,000) jobs added inside MikroORM transactions of JOB_BENCH_PER_TX (10), as a change adds
 *   its jobs (JOB_BENCH_ENQUEUERS (4) transactions at once);
 * - drain: from starting two workers (JOB_BENCH_CONCURRENCY (4) jobs at once each) to the last job run, with a check
 *   that every job ran exactly once;
 * - pickup: JOB_BENCH_PICKUPS (20) single jobs, one at a time, into the idle running workers: commit to run;
 * - fan-out: JOB_BENCH_JOBS more in one transaction through the library's batch insert, and their drain.
 * JOB_BENCH_ROUNDS (3) rounds; medians. Writes bench/results/job-queue-<time>.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../api/src/db/bootstrap.js';
import type { Orm } from '../api/src/db/orm.js';
import { graphileWorker, pgBoss, type BenchWorker, type Candidate } from './job-queue-candidates.js';
import { distribution, percentile } from './stats.js';

const JOBS = Number(process.env.JOB_BENCH_JOBS ?? 5_000);
const PER_TX = Number(process.env.JOB_BENCH_PER_TX ?? 10);
const ENQUEUERS = Number(process.env.JOB_BENCH_ENQUEUERS ?? 4);
const CONCURRENCY = Number(process.env.JOB_BENCH_CONCURRENCY ?? 4);
const PICKUPS = Number(process.env.JOB_BENCH_PICKUPS ?? 20);
const ROUNDS = Number(process.env.JOB_BENCH_ROUNDS ?? 3);
const WORKERS = 2;

interface Round {
  enqueueMs: number;
  drainMs: number;
  drainedPerSecond: number;
  /** Jobs run more than once, or never (must both be 0). */
  duplicates: number;
  missing: number;
  pickupMs: { p50: number; p99: number; max: number };
  batchEnqueueMs: number;
  batchDrainMs: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const median = (values: number[]) =>
  round1(
    percentile(
      [...values].sort((a, b) => a - b),
      0.5,
    ),
  );

async function enqueueAll(orm: Orm, candidate: Candidate, first: number, count: number): Promise<void> {
  let next = first;
  const end = first + count;
  const enqueuer = async () => {
    while (next < end) {
      const from = next;
      next = Math.min(end, next + PER_TX);
      await orm.em.fork().transactional(async (tx) => {
        for (let n = from; n < Math.min(end, from + PER_TX); n++) await candidate.enqueue(tx, n);
      });
    }
  };
  await Promise.all(Array.from({ length: ENQUEUERS }, enqueuer));
}

/** Resolves once `count` runs were recorded in `runs` (or rejects after `timeoutMs`). */
async function waitForRuns(runs: Map<number, number>, total: () => number, count: number, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (total() < count) {
    if (Date.now() > until) throw new Error(`timed out: ${total()} of ${count} jobs ran`);
    await new Promise((r) => setTimeout(r, 2));
  }
  return runs;
}

async function measure(orm: Orm, candidate: Candidate): Promise<Round> {
  await candidate.install();
  const runs = new Map<number, number>();
  let total = 0;
  const handle = (n: number) => {
    runs.set(n, (runs.get(n) ?? 0) + 1);
    total++;
  };
  let started = performance.now();
  await enqueueAll(orm, candidate, 0, JOBS);
  const enqueueMs = performance.now() - started;
  started = performance.now();
  const workers: BenchWorker[] = [];
  try {
    for (let i = 0; i < WORKERS; i++) workers.push(await candidate.startWorker(CONCURRENCY, handle));
    await waitForRuns(runs, () => total, JOBS, 120_000);
    const drainMs = performance.now() - started;
    const pickups: number[] = [];
    for (let i = 0; i < PICKUPS; i++) {
      const before = total;
      const at = performance.now();
      await enqueueAll(orm, candidate, JOBS + i, 1);
      await waitForRuns(runs, () => total, before + 1, 30_000);
      pickups.push(performance.now() - at);
    }
    const batchFrom = JOBS + PICKUPS;
    const beforeBatch = total;
    started = performance.now();
    await orm.em.fork().transactional((tx) => candidate.enqueueBatch(tx, batchFrom, JOBS));
    const batchEnqueueMs = performance.now() - started;
    await waitForRuns(runs, () => total, beforeBatch + JOBS, 120_000);
    const batchDrainMs = performance.now() - started - batchEnqueueMs;
    await new Promise((r) => setTimeout(r, 500));
    const counts = [...runs.values()];
    return {
      enqueueMs: round1(enqueueMs),
      drainMs: round1(drainMs),
      drainedPerSecond: Math.round(JOBS / (drainMs / 1_000)),
      duplicates: counts.filter((c) => c > 1).length,
      missing: 2 * JOBS + PICKUPS - runs.size,
      pickupMs: distribution(pickups),
      batchEnqueueMs: round1(batchEnqueueMs),
      batchDrainMs: round1(batchDrainMs),
    };
  } finally {
    for (const worker of workers) await worker.stop();
  }
}

function summary(rounds: Round[]) {
  return {
    medianEnqueueMs: median(rounds.map((r) => r.enqueueMs)),
    medianEnqueuedPerSecond: Math.round(JOBS / (median(rounds.map((r) => r.enqueueMs)) / 1_000)),
    medianDrainMs: median(rounds.map((r) => r.drainMs)),
    medianDrainedPerSecond: median(rounds.map((r) => r.drainedPerSecond)),
    medianPickupP50Ms: median(rounds.map((r) => r.pickupMs.p50)),
    medianBatchEnqueueMs: median(rounds.map((r) => r.batchEnqueueMs)),
    medianBatchDrainMs: median(rounds.map((r) => r.batchDrainMs)),
    duplicates: rounds.reduce((sum, r) => sum + r.duplicates, 0),
    missing: rounds.reduce((sum, r) => sum + r.missing, 0),
    rounds,
  };
}

export async function runJobQueue(): Promise<unknown> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lr-bench-jobs-'));
  const database = await openDatabase({ dataDir, databaseUrl: undefined, demoData: false }, () => undefined);
  const candidates = [graphileWorker(database.db.url), pgBoss(database.db.url)];
  const rounds = new Map<string, Round[]>(candidates.map((c) => [c.name, []]));
  try {
    for (let r = 0; r < ROUNDS; r++) {
      // Interleaved, the first to go alternating: a drift of the machine falls on both.
      for (const candidate of r % 2 ? [...candidates].reverse() : candidates) {
        const result = await measure(database.orm, candidate);
        rounds.get(candidate.name)!.push(result);
        console.log(
          `  ${candidate.name} round ${r + 1}: enqueue ${result.enqueueMs} ms, drain ${result.drainMs} ms (${result.drainedPerSecond}/s), pickup p50 ${result.pickupMs.p50} ms, batch ${result.batchEnqueueMs} + ${result.batchDrainMs} ms, duplicates ${result.duplicates}, missing ${result.missing}`,
        );
      }
    }
    const result = {
      bench: 'job-queue',
      at: new Date().toISOString(),
      node: process.version,
      loadAverage1m: loadavg()[0],
      settings: {
        jobs: JOBS,
        perTransaction: PER_TX,
        enqueuers: ENQUEUERS,
        workers: WORKERS,
        concurrency: CONCURRENCY,
      },
      candidates: Object.fromEntries([...rounds].map(([name, list]) => [name, summary(list)])),
    };
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/job-queue-${result.at.replace(/[:.]/g, '-')}.json`;
    writeFileSync(file, JSON.stringify(result, null, 2));
    console.log(`Wrote ${file}`);
    return result;
  } finally {
    for (const candidate of candidates) await candidate.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
