import type { Queue } from 'pg-boss';

/** The PostgreSQL schema of the job queue's own tables (pg-boss), installed by the migration step. */
export const JOB_SCHEMA = 'job_queue';

/** Where every queue's jobs go once out of attempts: kept for operators (`listDeadLetters`), never run. */
export const DEAD_LETTERS = 'dead_letters';

/** How long dead letters are kept for an operator to look at or send again. */
const DEAD_LETTER_RETENTION_SECONDS = 90 * 24 * 3_600;

export interface JobQueueSettings {
  /** Runs at most this many times (the first and its retries). */
  maxAttempts: number;
  /** The wait after the first failure, doubled after each (with jitter), at most `retryMaxSeconds`. */
  retryBaseSeconds: number;
  retryMaxSeconds: number;
  /**
   * A running job is its runner's this long; after it (the runner died or hung) it fails and is retried, so a handler
   * must end well within it.
   */
  leaseSeconds: number;
}

/** A named queue whose jobs carry a `Payload`; its handler is registered with a `JobRunner`. */
export interface JobQueue<Payload extends object> extends JobQueueSettings {
  readonly name: string;
  /** Never set: carries the payload's type from `defineJobQueue` to `addJob` and the handler. */
  readonly payloadType?: Payload;
}

const DEFAULT_SETTINGS: JobQueueSettings = {
  maxAttempts: 5,
  retryBaseSeconds: 2,
  retryMaxSeconds: 600,
  leaseSeconds: 60,
};

/** A queue's definition, shared by the code that adds its jobs and the handler that runs them. */
export function defineJobQueue<Payload extends object>(
  name: string,
  settings: Partial<JobQueueSettings> = {},
): JobQueue<Payload> {
  if (!/^[a-z][a-z0-9_.-]*$/.test(name) || name === DEAD_LETTERS) throw new TypeError(`bad job queue name ${name}`);
  return { name, ...DEFAULT_SETTINGS, ...settings };
}

/** The library's options for a queue of ours: retries with exponential backoff, a lease, dead letters. */
export function queueOptions(queue: JobQueueSettings): Omit<Queue, 'name'> {
  return {
    retryLimit: queue.maxAttempts - 1,
    retryDelay: queue.retryBaseSeconds,
    retryBackoff: true,
    retryDelayMax: queue.retryMaxSeconds,
    expireInSeconds: queue.leaseSeconds,
    deadLetter: DEAD_LETTERS,
    notify: true,
  };
}

/** The dead letters' own queue: nothing works it, and its jobs wait for an operator. */
export const DEAD_LETTER_OPTIONS: Omit<Queue, 'name'> = { retentionSeconds: DEAD_LETTER_RETENTION_SECONDS };
