import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A submission kept on the phone until the server has answered it (the offline queue). */
export interface QueuedSubmission {
  /** The submission's idempotency key: however often it is sent, the server makes it once. */
  key: string;
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  queuedAt: number;
  /** `refused`: the server answered it with an error that sending again cannot change (the person must see it). */
  state: 'waiting' | 'refused';
  /** The server's first error (GraphQL's shape), for a refused submission. */
  error?: { message: string; extensions?: Record<string, unknown> };
}

interface QueueDatabase extends DBSchema {
  submissions: { key: string; value: QueuedSubmission };
}

const DATABASE = 'lanka-relief-offline';
let opened: Promise<IDBPDatabase<QueueDatabase>> | null = null;

function database(): Promise<IDBPDatabase<QueueDatabase>> {
  opened ??= openDB<QueueDatabase>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('submissions', { keyPath: 'key' });
    },
  });
  return opened;
}

/**
 * What the queue holds at most, photos included (about three at the server's 8 MB limit): a phone's storage is small
 * and a full one fails other apps. A submission past it is sent without the queue's safety net.
 */
export const QUEUE_MAX_BYTES = 25 * 1024 * 1024;
const sizeOf = (submission: QueuedSubmission): number => JSON.stringify(submission.variables).length;

export class QueueFullError extends Error {}

export async function keepSubmission(submission: QueuedSubmission): Promise<void> {
  const db = await database();
  const others = (await db.getAll('submissions')).filter((s) => s.key !== submission.key);
  if (others.reduce((n, s) => n + sizeOf(s), sizeOf(submission)) > QUEUE_MAX_BYTES)
    throw new QueueFullError('The offline queue is full.');
  await db.put('submissions', submission);
}

/** Writes a kept submission's new state, unless it has left the queue meanwhile (sent, or discarded). */
export async function reviseSubmission(submission: QueuedSubmission): Promise<void> {
  const transaction = (await database()).transaction('submissions', 'readwrite');
  if (await transaction.store.get(submission.key)) await transaction.store.put(submission);
  await transaction.done;
}

export async function forgetSubmission(key: string): Promise<void> {
  await (await database()).delete('submissions', key);
}

/** Every kept submission, oldest first. */
export async function keptSubmissions(): Promise<QueuedSubmission[]> {
  const all = await (await database()).getAll('submissions');
  return all.sort((a, b) => a.queuedAt - b.queuedAt);
}

/** The kept submissions still to be sent (not refused), oldest first. */
export async function waitingSubmissions(): Promise<QueuedSubmission[]> {
  return (await keptSubmissions()).filter((s) => s.state === 'waiting');
}
