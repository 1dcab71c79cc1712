/**
 * Where a page the server drew names its own chunks (api/src/server/web-preloads.ts) for the entry to fetch once the
 * page is painted (web/src/app/first-paint.ts).
 */
export const PAGE_CHUNK_META = 'lanka-relief:chunk';
/**
 * Chunks the page's first interaction needs (the home page's interactive map): fetched when the browser is idle. The
 * name begins with the page chunks' one: the entry finds both with one selector.
 */
export const LATER_CHUNK_META = `${PAGE_CHUNK_META}-later`;
/**
 * The event the app sends once it has taken the page over; `web/public/registerSW.js` registers the service worker
 * after it, once the page is quiet, so that the worker's precache shares neither a slow link with the app's own chunks
 * nor the CPU with its start.
 */
export const APP_STARTED_EVENT = 'lanka-relief:started';
