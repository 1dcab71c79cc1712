import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCast, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';

const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;
beforeAll(async () => {
  cast = await makeCast(db);
});

const sha256 = (query: string) => createHash('sha256').update(query).digest('hex');
const persisted = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(query) } });
// What the web app's HttpLink sends with every request (Apollo Server's CSRF prevention wants a non-simple header).
const clientHeaders = { 'content-type': 'application/json' };

/** A GET carrying only the hash (no document), as the web app sends a persisted public query. */
function getByHash(query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>) {
  const params = new URLSearchParams({ extensions: JSON.stringify(persisted(query)) });
  if (variables) params.set('variables', JSON.stringify(variables));
  return fetch(`${api.url}/graphql?${params.toString()}`, { headers: { ...clientHeaders, ...headers } });
}

/** Apollo's automatic persisted queries: the document sent once with its hash registers it. */
const register = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { ...clientHeaders, ...headers },
    body: JSON.stringify({ query, extensions: persisted(query) }),
  });

type Answer = { data?: Record<string, unknown>; errors?: { extensions?: { code?: string } }[] };

describe('persisted queries', () => {
  it('answers an unknown hash with PERSISTED_QUERY_NOT_FOUND, never cached', async () => {
    const res = await getByHash('query NeverSent { counters { alertsSent } }');
    const body = (await res.json()) as Answer;
    expect(body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/public/);
  });

  it('answers a registered public query sent as a hash-only GET, cacheable by browsers and shared caches', async () => {
    const query = 'query Districts($first: Int) { districts { code name } alerts(first: $first) { items { id } } }';
    expect(((await (await register(query)).json()) as Answer).data?.districts).toHaveLength(25);
    const res = await getByHash(query, {}, { first: 2 });
    const body = (await res.json()) as Answer;
    expect(res.status).toBe(200);
    expect(body.data?.districts).toHaveLength(25);
    expect(res.headers.get('cache-control')).toBe('public, max-age=10');
    expect(res.headers.get('vary') ?? '').toMatch(/cookie.*authorization.*x-api-key/i);
    // Express's ETag: a browser revalidating its copy gets a 304 without the body.
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    // (As a browser revalidates: fetch() alone would add `cache-control: no-cache` to a conditional request.)
    expect(
      (await getByHash(query, { 'if-none-match': etag!, 'cache-control': 'max-age=0' }, { first: 2 })).status,
    ).toBe(304);
  });

  it('keeps answers to a session or a key out of caches, and the same hash works for them', async () => {
    const query = 'query MyOffice { districts { code } me { id } }';
    await register(query);
    const officer = await getByHash(query, { authorization: `Bearer ${cast.dsA.token}` });
    expect(((await officer.json()) as Answer).data?.me).toEqual({ id: String(cast.dsA.user.id) });
    expect(officer.headers.get('cache-control')).toBe('no-store');
    const keyed = await getByHash(query, { 'x-api-key': 'any-key' });
    expect(keyed.headers.get('cache-control') ?? '').not.toMatch(/public/);
  });

  it('answers a hash-only POST too (the web app sends a visitor position so, never in a URL)', async () => {
    const query =
      'query Where($latitude: Float!, $longitude: Float!) { locate(latitude: $latitude, longitude: $longitude) { district { code } } }';
    const variables = { latitude: 6.9344, longitude: 79.8428 };
    const hashOnly = () =>
      fetch(`${api.url}/graphql`, {
        method: 'POST',
        headers: clientHeaders,
        body: JSON.stringify({ variables, extensions: persisted(query) }),
      });
    expect(((await (await hashOnly()).json()) as Answer).errors?.[0]?.extensions?.code).toBe(
      'PERSISTED_QUERY_NOT_FOUND',
    );
    await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: clientHeaders,
      body: JSON.stringify({ query, variables, extensions: persisted(query) }),
    });
    expect(((await (await hashOnly()).json()) as Answer).data?.locate).toEqual({ district: { code: 'LK11' } });
  });

  it('does not make POSTs or answers with errors cacheable', async () => {
    const res = await register('query Counters { counters { alertsSent } }');
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/public/);
    const failing = 'query TooLong { alerts(first: 5000) { items { id } } }';
    await register(failing);
    const missing = await getByHash(failing);
    expect(((await missing.json()) as Answer).errors?.length).toBeGreaterThan(0);
    expect(missing.headers.get('cache-control') ?? '').not.toMatch(/public/);
  });

  it('registers no document beyond the GraphQL limits (20 aliases here): they apply to persisted queries too', async () => {
    const tooDeep = `query TooMany { ${Array.from({ length: 20 }, (_, i) => `a${i}: counters { alertsSent }`).join(' ')} }`;
    const refused = (await (await register(tooDeep)).json()) as Answer;
    expect(refused.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    const again = (await (await getByHash(tooDeep)).json()) as Answer;
    expect(again.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });
});
