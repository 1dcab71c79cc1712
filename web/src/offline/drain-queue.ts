import { forgetSubmission, reviseSubmission, waitingSubmissions, type QueuedSubmission } from './queue-store';
import { announceQueueChange } from './queue-events';
import { sendSubmission, type SendOutcome } from './send-submission';

/** The Background Sync tag the service worker drains the queue on. */
export const QUEUE_SYNC_TAG = 'lanka-relief-queue';
const LOCK = 'lanka-relief-queue';

/** One drain at a time across tabs and the service worker (Web Locks), so no two send the same queue together. */
async function exclusively<T>(work: () => Promise<T>): Promise<T | null> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks) return work();
  // A drain already running sends what it read as it began; what came later waits for the next drain.
  return locks.request(LOCK, { ifAvailable: true }, async (lock) => (lock ? work() : null));
}

/**
 * Submissions the server asked to wait for (a rate limit, an outage's Retry-After), by key: until then drains pass
 * them over, so that a phone does not spend its address's submission limit, shared with everyone behind the same
 * network, on tries every few seconds. Kept in memory: after a reload, one try learns the wait again.
 */
const heldUntil = new Map<string, number>();
const held = (key: string): boolean => (heldUntil.get(key) ?? 0) > Date.now();

/**
 * Records what an attempt answered: a sent submission leaves the queue, a refused one waits for the person (unless
 * the person has already discarded it: the form that sent it, or another tab), a kept one waits as the server asked.
 * Pages are told only when the queue changed: a kept submission changes nothing they show.
 */
export async function settle(submission: QueuedSubmission, outcome: SendOutcome): Promise<void> {
  if (outcome.kind === 'kept') {
    if (outcome.retryAfterSeconds) heldUntil.set(submission.key, Date.now() + outcome.retryAfterSeconds * 1000);
    return;
  }
  heldUntil.delete(submission.key);
  if (outcome.kind === 'sent') await forgetSubmission(submission.key);
  else {
    const error = outcome.errors[0] ?? { message: `HTTP ${outcome.status}` };
    await reviseSubmission({ ...submission, state: 'refused', error });
  }
  announceQueueChange();
}

export interface DrainResult {
  sent: number;
  waiting: number;
}

const offline = (): boolean => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;

/**
 * Sends every waiting submission, oldest first. One whose answer was lost stays for the next drain; once the
 * browser knows it is offline, the rest wait too. Null when another drain was already running.
 */
export function drainQueue(): Promise<DrainResult | null> {
  return exclusively(async () => {
    const waiting = await waitingSubmissions();
    let sent = 0;
    let left = 0;
    for (const [index, submission] of waiting.entries()) {
      if (offline()) return { sent, waiting: waiting.length - index + left };
      if (held(submission.key)) {
        left += 1;
        continue;
      }
      const outcome = await sendSubmission(submission);
      if (outcome.kind === 'kept') left += 1;
      await settle(submission, outcome);
      if (outcome.kind === 'sent') sent += 1;
    }
    return { sent, waiting: left };
  });
}

/**
 * A drain for Background Sync, which fails while anything still waits, so that the browser tries again later (with
 * its backoff). That includes a drain held off by another one already running (a page's): it sends only what it
 * read when it began, and its sends may fail.
 */
export async function drainForSync(): Promise<void> {
  const result = await drainQueue();
  const waiting = result?.waiting ?? (await waitingSubmissions()).length;
  if (waiting > 0) throw new Error(`${waiting} submissions still waiting`);
}
