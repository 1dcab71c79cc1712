/// <reference lib="webworker" />
import { print } from 'graphql';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { publicPageOf } from '@shared/page-routes';
import { drainForSync, drainQueue, QUEUE_SYNC_TAG } from '../offline/drain-queue';
import { DistrictsDocument } from '../generated/graphql';
import { answerFromNetworkOrCache, keepAnswerOf, pages } from './graphql-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

// The app's shell and every script and style of the public pages (built list, injected by vite-plugin-pwa).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
void self.skipWaiting();
clientsClaim();

self.addEventListener('install', (event) => {
  event.waitUntil(keepAnswerOf('Districts', print(DistrictsDocument)).catch(() => undefined));
});

// Only the public pages: a signed-in area's page is the person's own (and answered no-store).
registerRoute(({ request, url }) => request.mode === 'navigate' && publicPageOf(url.pathname) !== null, pages);
// A match that answers null lets the request go to the network as if no worker were there.
registerRoute(
  ({ url }) => url.pathname === '/graphql',
  async ({ request }) => (await answerFromNetworkOrCache(request)) ?? fetch(request),
  'GET',
);
registerRoute(
  ({ url }) => url.pathname === '/graphql',
  async ({ request }) => (await answerFromNetworkOrCache(request)) ?? fetch(request),
  'POST',
);
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? ((await matchPrecache('/index.html')) ?? Response.error()) : Response.error(),
);

// Submissions kept offline: sent when Background Sync says the network is back, and on any later visit.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === QUEUE_SYNC_TAG) sync.waitUntil(drainForSync());
});
self.addEventListener('activate', (event) => event.waitUntil(drainQueue().catch(() => null)));
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') event.waitUntil(drainQueue().catch(() => null));
});

// Web Push (the user's notification preference): the server's payload is {title, body}; a click opens the app.
self.addEventListener('push', (event) => {
  const { title, body } = (event.data?.json() ?? {}) as { title?: string; body?: string };
  // A push must show something (userVisibleOnly): the app's name when the payload has no title.
  event.waitUntil(self.registration.showNotification(title ?? 'Lanka Relief', { body: body ?? '' }));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow('/'));
});
