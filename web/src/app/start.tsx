import type { NormalizedCacheObject } from '@apollo/client';
import { EVENTS_AFTER_ATTRIBUTE } from '@shared/page-renderer';
import { APP_STARTED_EVENT } from '@shared/page-chunks';
import { loadCatalogue, showLocale, startingLocale } from '../i18n/locale';
import { MeDocument } from '../generated/graphql';
import { createApolloClient } from './apollo';
import { nextTask } from './first-paint';
import { handedOver, PLACE_LIST_ID, SERVER_STATE_ID } from './server-state';
import { seedPlaceList, type PlaceList } from '../features/geography/hooks/usePlaceList';

const root = document.getElementById('root')!;
const serverState = handedOver<NormalizedCacheObject>(SERVER_STATE_ID);
/** The event sequence the page's data is as of (server/web-app.ts), when the page came with its data. */
const eventsAfter = serverState ? sequenceOf(root.getAttribute(EVENTS_AFTER_ATTRIBUTE)) : undefined;

function sequenceOf(value: string | null): number | undefined {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/**
 * Takes the page over in steps, each a task of its own, so that a slow phone is never busy for long at a time: the
 * client, its cache, the session's first read, the catalogue, React's renderer, then the page's hydration.
 */
async function start(): Promise<void> {
  // A page drawn in the browser names no chunks for the entry to fetch: its renderer is asked for at once.
  const renderer = serverState ? null : import('./render-app');
  await nextTask();
  const client = createApolloClient(eventsAfter);
  if (serverState) {
    await nextTask();
    client.restore(serverState);
    const placeList = handedOver<PlaceList>(PLACE_LIST_ID);
    if (placeList) seedPlaceList(client, placeList);
    // The page's data came with it: while the page hydrates, no query asks for it again (twice the bytes on 2G, and
    // the main thread busy). The live connection's catch-up, which turns this off first, fetches what changed since.
    client.prioritizeCacheValues = true;
    setTimeout(() => (client.prioritizeCacheValues = false), 5000);
    // Apollo's first read (its code made ready, the session's query prepared and read into its result cache) in
    // tasks of their own: inside the hydration, where every page reads the session first, it took some 70 ms at
    // Lighthouse's phone speed; in one task, 60-100 ms at 4x. The cache's read first, then the query's, then its first
    // subscription (answered from the cache): the session's, in the hydration's first effects, took them from 43-96 ms
    // to 21-35 ms at 4x on the home page.
    await nextTask();
    client.readQuery({ query: MeDocument });
    await nextTask();
    const session = client.watchQuery({ query: MeDocument });
    session.getCurrentResult();
    await nextTask();
    session.subscribe(() => undefined).unsubscribe();
  }
  // A page drawn in Sinhala or Tamil hydrates in it: its texts must be here before React takes the page over.
  const locale = startingLocale(Boolean(serverState));
  // Its texts unreachable (offline, never cached): the page is drawn again in English rather than left without scripts.
  const catalogue = await loadCatalogue(locale).catch(() => null);
  const language = catalogue ? { locale, catalogue } : { locale: 'en' as const, catalogue: {} };
  // A page drawn in the browser (the shell says English) says its language before its first text shows, not after.
  showLocale(language.locale);
  // React's DOM renderer and the router are evaluated now, in a task of their own (the page named their chunk for the
  // entry to fetch with the app's).
  await nextTask();
  const { renderApp } = await (renderer ?? import('./render-app'));
  await nextTask();
  // The server rendered this page: take over its HTML instead of drawing it again. Once React has, the app's chunks
  // have all arrived: the service worker may fetch its precache once the page is quiet (web/public/registerSW.js).
  renderApp(root, client, language, Boolean(serverState && root.firstElementChild && catalogue), announceStarted);
}

function announceStarted(): void {
  window.dispatchEvent(new Event(APP_STARTED_EVENT));
}

void start();
