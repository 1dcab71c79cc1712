import { useCallback, useEffect, useState } from 'react';
import { drainQueue } from './drain-queue';
import { onQueueChange } from './queue-events';
import { forgetSubmission, keptSubmissions, type QueuedSubmission } from './queue-store';

/** How soon a page tries again while submissions wait and the browser believes it is online (a dropped answer). */
export const RETRY_EVERY_MS = 3_000;

export interface OfflineQueue {
  waiting: number;
  refused: QueuedSubmission[];
  discard(key: string): Promise<void>;
}

/**
 * The queue as a page shows it; while the page is open it sends what waits: at once, when the browser comes back
 * online, and every few seconds while anything waits.
 */
export function useOfflineQueue(): OfflineQueue {
  const [kept, setKept] = useState<QueuedSubmission[]>([]);
  const count = useCallback(() => {
    keptSubmissions().then(setKept, () => setKept([]));
  }, []);
  const drain = useCallback(() => {
    drainQueue().then(count, count);
  }, [count]);

  useEffect(() => {
    // The count first: a drain can take minutes on a slow network, and what waits shows meanwhile.
    count();
    drain();
    window.addEventListener('online', drain);
    const stop = onQueueChange(count);
    return () => {
      window.removeEventListener('online', drain);
      stop();
    };
  }, [drain, count]);

  const waiting = kept.filter((s) => s.state === 'waiting').length;
  useEffect(() => {
    if (waiting === 0) return;
    const timer = window.setInterval(() => navigator.onLine && drain(), RETRY_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, drain]);

  const discard = useCallback(
    async (key: string) => {
      await forgetSubmission(key);
      count();
    },
    [count],
  );
  return { waiting, refused: kept.filter((s) => s.state === 'refused'), discard };
}
