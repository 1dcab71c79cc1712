import type { PgBoss } from 'pg-boss';
import { AppError } from '../errors/errors.js';

/** The job queue's clients open in this process (one per runner): adding a job needs any one of them. */
const open = new Set<PgBoss>();

export const enrolClient = (client: PgBoss): void => void open.add(client);
export const dropClient = (client: PgBoss): void => void open.delete(client);

/** A client open in this process; the queue's job cache and statements come from it, the connection from the caller. */
export function openClient(): PgBoss {
  const [client] = open;
  if (!client) throw new AppError('INTERNAL', 'The job queue is not open in this process');
  return client;
}
