import { PgBoss, type JobResult, type JobWithMetadata } from 'pg-boss';
import { jobDuration, jobRuns, observeJobQueues } from '../../observability/job-metrics.js';
import type { JobSettings } from '../config/config.js';
import { log } from '../context/log.js';
import { dropClient, enrolClient } from './job-client.js';
import { DEAD_LETTER_OPTIONS, DEAD_LETTERS, JOB_SCHEMA, queueOptions, type JobQueue } from './job-queue.js';

/** One run of a job: its id, and which attempt this is (1 the first). */
export interface JobRun {
  id: string;
  attempt: number;
}

export type JobHandler<Payload extends object> = (payload: Payload, run: JobRun) => Promise<void>;

/** What a failure was, for the log: its code or class only (a payload or an error text may hold a phone number). */
const failureKind = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code.slice(0, 100) : error instanceof Error ? error.name : 'failed';
};

/**
 * This process's share of the job queue: runs the handlers given to `work`, up to `concurrency` jobs of each queue at
 * once. Every runner of every process claims from the same tables (FOR UPDATE SKIP LOCKED), so a job runs on one of
 * them at a time; a job whose runner dies is run again once its lease ends. Its schema comes from the migration step.
 * A started runner is also what `addJob` needs in the process, even one that works no queue.
 */
export class JobRunner {
  private readonly client: PgBoss;
  private stopObserving: (() => void) | null = null;

  constructor(
    url: string,
    private readonly settings: JobSettings,
  ) {
    this.client = new PgBoss({
      connectionString: url,
      schema: JOB_SCHEMA,
      max: settings.concurrency + 2,
      migrate: false,
      schedule: false,
      useListenNotify: settings.listen,
      superviseIntervalSeconds: settings.superviseSeconds,
      monitorIntervalSeconds: settings.superviseSeconds,
      queueCacheIntervalSeconds: settings.superviseSeconds,
      application_name: 'lanka-relief-jobs',
    });
    this.client.on('error', (error) => log.error('job queue failed', { error: failureKind(error) }));
  }

  /** Connects and declares the queues (their retries, lease and dead letters, as defined now). */
  async start(queues: ReadonlyArray<JobQueue<object>>): Promise<void> {
    await this.client.start();
    await this.client.createQueue(DEAD_LETTERS, DEAD_LETTER_OPTIONS);
    for (const queue of queues) {
      await this.client.createQueue(queue.name, queueOptions(queue));
      await this.client.updateQueue(queue.name, queueOptions(queue));
    }
    enrolClient(this.client);
    this.stopObserving = observeJobQueues(() => this.counts());
  }

  /** Runs `handler` for the queue's jobs from now on; a handler that throws fails the run (retried, then a dead letter). */
  async work<Payload extends object>(queue: JobQueue<Payload>, handler: JobHandler<Payload>): Promise<void> {
    const pollSeconds = this.settings.pollMs / 1_000;
    // Claimed a batch at a time and run side by side, each settled on its own; a full batch fetches the next at once.
    await this.client.work(
      queue.name,
      {
        batchSize: this.settings.concurrency,
        perJobResults: true,
        includeMetadata: true,
        burstWhenBatchFull: true,
        pollingIntervalSeconds: pollSeconds,
        notifyPollingIntervalSeconds: pollSeconds,
      },
      async (jobs: JobWithMetadata<Payload>[]) => Promise.all(jobs.map((job) => run(queue.name, handler, job))),
    );
  }

  /** Stops taking jobs and waits (up to `timeoutMs`) for those under way. */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopObserving?.();
    dropClient(this.client);
    await this.client.stop({ graceful: true, timeout: timeoutMs });
  }

  private async counts() {
    const queues = await this.client.getQueues();
    return queues.map((q) => ({ queue: q.name, queued: q.queuedCount, active: q.activeCount, failed: q.failedCount }));
  }
}

async function run<Payload extends object>(
  queue: string,
  handler: JobHandler<Payload>,
  job: JobWithMetadata<Payload>,
): Promise<JobResult> {
  const timer = jobDuration.startTimer({ queue });
  const attempt = job.retryCount + 1;
  try {
    await handler(job.data, { id: job.id, attempt });
    jobRuns.inc({ queue, outcome: 'completed' });
    return { id: job.id, status: 'completed' };
  } catch (error) {
    jobRuns.inc({ queue, outcome: 'failed' });
    log.warn('job failed', { queue, job: job.id, attempt, error: failureKind(error) });
    // Kept with the job (and its dead letter) for operators, never logged.
    const message = error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500);
    return { id: job.id, status: 'failed', output: { error: failureKind(error), message } };
  } finally {
    timer();
  }
}
