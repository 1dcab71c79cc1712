/** Tabs and the service worker tell each other when the queue changed (a page's notice then counts again). */
const CHANNEL = 'lanka-relief-queue';

export function announceQueueChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Calls `listener` whenever any tab or the service worker changed the queue; returns the unsubscribe. */
export function onQueueChange(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => listener();
  return () => channel.close();
}
