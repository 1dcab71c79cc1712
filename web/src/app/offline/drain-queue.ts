import { forgetSubmission, keepSubmission, keptSubmissions, type QueuedSubmission } from './queue-store';
import { announceQueueChange } from './queue-events';
import { sendSubmission, type SendOutcome } from './send-submission';

/** The Background Sync tag the service worker drains the queue on. */
export const QUEUE_SYNC_TAG = 'lanka-relief-queue';
const LOCK = 'lanka-relief-queue';

/** One drain at a time across tabs and the service worker (Web Locks), so no two send the same queue together. */
async function exclusively<T>(work: () => Promise<T>): Promise<T | null> {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks) return work();
  // A drain already running will send everything: this one is not needed.
  return locks.request(LOCK, { ifAvailable: true }, async (lock) => (lock ? work() : null));
}

/** Records what an attempt answered: a sent submission leaves the queue, a refused one waits for the person. */
export async function settle(submission: QueuedSubmission, outcome: SendOutcome): Promise<void> {
  if (outcome.kind === 'sent') await forgetSubmission(submission.key);
  else if (outcome.kind === 'refused') {
    const error = outcome.errors[0] ?? { message: `HTTP ${outcome.status}` };
    await keepSubmission({ ...submission, state: 'refused', error });
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
    const waiting = (await keptSubmissions()).filter((s) => s.state === 'waiting');
    let sent = 0;
    let left = 0;
    for (const [index, submission] of waiting.entries()) {
      if (offline()) return { sent, waiting: waiting.length - index + left };
      const outcome = await sendSubmission(submission);
      if (outcome.kind === 'kept') left += 1;
      else await settle(submission, outcome);
      if (outcome.kind === 'sent') sent += 1;
    }
    return { sent, waiting: left };
  });
}
