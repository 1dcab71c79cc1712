import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** A submission kept on the phone until the server has answered it (issue 17's offline queue). */
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

export async function keepSubmission(submission: QueuedSubmission): Promise<void> {
  await (await database()).put('submissions', submission);
}

export async function forgetSubmission(key: string): Promise<void> {
  await (await database()).delete('submissions', key);
}

/** Every kept submission, oldest first. */
export async function keptSubmissions(): Promise<QueuedSubmission[]> {
  const all = await (await database()).getAll('submissions');
  return all.sort((a, b) => a.queuedAt - b.queuedAt);
}
