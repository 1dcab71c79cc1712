import { Counter, Gauge, Histogram } from 'prom-client';
import { metricsRegistry } from './metrics.js';

const registers = [metricsRegistry];

export const jobRuns = new Counter({
  name: 'lr_job_runs_total',
  help: 'Job runs by queue and outcome (completed, failed: retried later or, out of attempts, a dead letter)',
  labelNames: ['queue', 'outcome'] as const,
  registers,
});

export const jobDuration = new Histogram({
  name: 'lr_job_duration_seconds',
  help: 'Time one job run took, by queue',
  labelNames: ['queue'] as const,
  buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers,
});

/** One queue's jobs by state, as the job queue last counted them. */
export interface JobQueueCounts {
  queue: string;
  queued: number;
  active: number;
  failed: number;
}

const sources = new Set<() => Promise<JobQueueCounts[]>>();

new Gauge({
  name: 'lr_jobs',
  help: 'Jobs by queue and state: queued (waiting or to run later), active, failed (kept); dead letters are queued in dead_letters',
  labelNames: ['queue', 'state'] as const,
  registers,
  async collect() {
    this.reset();
    for (const source of sources) {
      for (const counts of await source()) {
        this.set({ queue: counts.queue, state: 'queued' }, counts.queued);
        this.set({ queue: counts.queue, state: 'active' }, counts.active);
        this.set({ queue: counts.queue, state: 'failed' }, counts.failed);
      }
    }
  },
});

/** Reports a job runner's queue counts until the returned function is called. */
export function observeJobQueues(counts: () => Promise<JobQueueCounts[]>): () => void {
  sources.add(counts);
  return () => sources.delete(counts);
}
