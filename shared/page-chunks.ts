/**
 * Where a page the server drew names its own chunks (api/src/server/web-preloads.ts) for the entry to fetch once the
 * page is painted (web/src/app/first-paint.ts).
 */
export const PAGE_CHUNK_META = 'lanka-relief:chunk';
/** Chunks the page's first interaction needs (the home page's interactive map): fetched when the browser is idle. */
export const LATER_CHUNK_META = 'lanka-relief:chunk-later';
