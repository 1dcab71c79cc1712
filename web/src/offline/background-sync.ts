import { QUEUE_SYNC_TAG } from './drain-queue';

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the service worker to drain the queue when the network returns, even if the page is closed by then (Chromium). */
export async function askForBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  try {
    const registration = (await navigator.serviceWorker.ready) as SyncRegistration;
    await registration.sync?.register(QUEUE_SYNC_TAG);
  } catch {
    // Not allowed here (permissions, private window): the page's own retries and the next visit still send it.
  }
}
