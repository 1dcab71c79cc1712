import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { fromKysely, type Db, type KyselyTransactionLike } from 'pg-boss';
import { AppError } from '../errors/errors.js';
import { openClient } from './job-client.js';
import type { JobQueue } from './job-queue.js';

export interface AddJobOptions {
  /** Adds the job once: another add with the same key on the same queue adds nothing while the first is kept. */
  key?: string;
  /** Not before this time. */
  runAt?: Date;
  /** This job's own limit, instead of its queue's. */
  maxAttempts?: number;
}

/** The job id a key stands for (the library's ids are UUIDs): the same queue and key, the same id. */
export function keyedJobId(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\0${key}`).digest('hex');
  // The version (8: made by the application) and variant bits of RFC 9562.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The caller's transaction as the library's connection; adding outside one would lose the outbox guarantee. */
function inTransaction(tx: EntityManager): Db {
  const transaction = tx.getTransactionContext<KyselyTransactionLike>();
  if (!transaction) throw new AppError('INTERNAL', 'A job is added in the transaction of the change that causes it');
  return fromKysely(transaction);
}

/** The library's options for one job. */
const jobOptions = (queue: string, options: AddJobOptions) => ({
  ...(options.key === undefined ? {} : { id: keyedJobId(queue, options.key) }),
  ...(options.runAt ? { startAfter: options.runAt } : {}),
  ...(options.maxAttempts ? { retryLimit: options.maxAttempts - 1 } : {}),
});

/**
 * Adds a job in the caller's transaction (`tx`, inside `em.transactional`): it is written, and may run, only when the
 * change that causes it commits; a rollback drops it. Answers its id, null when its key was already added.
 */
export async function addJob<Payload extends object>(
  tx: EntityManager,
  queue: JobQueue<Payload>,
  payload: Payload,
  options: AddJobOptions = {},
): Promise<string | null> {
  return openClient().send(queue.name, payload, { db: inTransaction(tx), ...jobOptions(queue.name, options) });
}

/** Adds many jobs (a fan-out) in one statement of the caller's transaction, as `addJob` adds one. */
export async function addJobs<Payload extends object>(
  tx: EntityManager,
  queue: JobQueue<Payload>,
  jobs: ReadonlyArray<{ payload: Payload; options?: AddJobOptions }>,
): Promise<void> {
  if (!jobs.length) return;
  const inserts = jobs.map(({ payload, options = {} }) => ({ data: payload, ...jobOptions(queue.name, options) }));
  await openClient().insert(queue.name, inserts, { db: inTransaction(tx) });
}
