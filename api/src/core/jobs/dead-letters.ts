import { openClient } from './job-client.js';
import { DEAD_LETTERS } from './job-queue.js';

/** A job that ran out of attempts, as kept for an operator. */
export interface DeadLetter {
  id: string;
  /** The queue it failed in. */
  queue: string;
  payload: unknown;
  attempts: number;
  /** What its last run threw, as the queue recorded it. */
  lastError: unknown;
  /** When it first went in. */
  addedAt: Date;
  /** When it became a dead letter. */
  failedAt: Date;
}

/** The dead letters, oldest first (`limit` at most, after the id `after` for the next page). */
export async function listDeadLetters(limit = 100, after?: string): Promise<DeadLetter[]> {
  const jobs = await openClient().findJobs(DEAD_LETTERS, { queued: true, limit, ...(after ? { after } : {}) });
  return jobs.map((job) => ({
    id: job.id,
    queue: job.sourceName ?? DEAD_LETTERS,
    payload: job.data,
    attempts: (job.sourceRetryCount ?? 0) + 1,
    lastError: job.sourceOutput ?? null,
    addedAt: job.sourceCreatedOn ?? job.createdOn,
    failedAt: job.createdOn,
  }));
}
