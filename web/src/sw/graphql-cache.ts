import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { NetworkFirst } from 'workbox-strategies';

/**
 * Public reference data the forms and public pages read, kept for offline use (the place lists above all). Only
 * queries whose answer is the same for everyone: a signed-in officer's data never goes into the device's cache.
 */
export const OFFLINE_QUERIES = new Set([
  'Districts',
  'DsOfficeContacts',
  'Alerts',
  'Counters',
  'MapBackground',
  'MapOutline',
]);
const CACHE = 'lanka-relief-data';
/** Alerts by filter and map outlines by zoom add up: the oldest answers go first. */
const expiration = new CacheExpiration(CACHE, { maxEntries: 60, maxAgeSeconds: 14 * 24 * 3600 });

interface GraphQLCall {
  operationName: string;
  variables: unknown;
}

async function callOf(request: Request): Promise<GraphQLCall | null> {
  try {
    if (request.method === 'GET') {
      const params = new URL(request.url).searchParams;
      return {
        operationName: params.get('operationName') ?? '',
        variables: JSON.parse(params.get('variables') ?? '{}'),
      };
    }
    const body = (await request.clone().json()) as Partial<GraphQLCall>;
    return { operationName: body.operationName ?? '', variables: body.variables ?? {} };
  } catch {
    return null;
  }
}

/** One cache entry per query and variables, whether the page asked by GET (persisted) or POST. */
const cacheKey = (call: GraphQLCall): string =>
  `/offline-data/${encodeURIComponent(call.operationName)}?variables=${encodeURIComponent(JSON.stringify(call.variables))}`;

async function keep(cache: Cache, call: GraphQLCall, response: Response): Promise<void> {
  await cache.put(cacheKey(call), response);
  await expiration.updateTimestamp(cacheKey(call));
  await expiration.expireEntries();
}

async function answered(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  try {
    const body = (await response.clone().json()) as { errors?: unknown[] };
    return !body.errors?.length;
  } catch {
    return false;
  }
}

/** Network first; a good answer is kept; with no network, the kept answer. Other calls pass untouched (null). */
export async function answerFromNetworkOrCache(request: Request): Promise<Response | null> {
  const call = await callOf(request);
  if (!call || !OFFLINE_QUERIES.has(call.operationName)) return null;
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (await answered(response)) await keep(cache, call, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(cacheKey(call));
    if (kept) return kept;
    throw error;
  }
}

/** Fetches a query once and keeps its answer (the place lists, at install: the forms work offline after any visit). */
export async function keepAnswerOf(operationName: string, query: string): Promise<void> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ operationName, query, variables: {} }),
  });
  if (await answered(response)) await keep(await caches.open(CACHE), { operationName, variables: {} }, response);
}

/** An answer its server marked no-store (a signed-in visitor's page) never goes into the device's cache. */
const storable = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.ok && !/no-store/.test(response.headers.get('cache-control') ?? '') ? response : null,
};

/** Pages: the network's (a page must show today's alerts), else the page as last seen, else the app's shell. */
export const pages = new NetworkFirst({
  cacheName: 'lanka-relief-pages',
  networkTimeoutSeconds: 8,
  plugins: [storable, new ExpirationPlugin({ maxEntries: 30 })],
});
