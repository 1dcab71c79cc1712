import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProxyMode } from '../testing/flaky-proxy.js';
import { readyzBecomes as readyzOf, startProxiedServer, type ProxiedServer } from '../testing/proxied-server.js';
import { useTestDatabase } from '../testing/test-database.js';

const db = useTestDatabase();

let proxied: ProxiedServer;
let base: string;

beforeAll(async () => {
  proxied = await startProxiedServer(db.url);
  base = proxied.base;
});

afterAll(async () => {
  await proxied?.close();
});

let asked = 0;
const get = (path: string) => fetch(`${base}${path}?n=${++asked}`, { signal: AbortSignal.timeout(10_000) });
// A new document (and URL) each time: an answer shared with visitors a moment ago would rightly still be served.
const query = () =>
  fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: `{ counters { alertsSent } asked${++asked}: __typename }` }),
    signal: AbortSignal.timeout(10_000),
  });
const readyzBecomes = (status: number, limitMs: number) => readyzOf(base, status, limitMs);

async function expectUnavailable(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = (await response.json()) as { code?: string; errors?: { extensions: { code: string } }[] };
  expect(body.code ?? body.errors?.[0]?.extensions.code).toBe('SERVICE_UNAVAILABLE');
}

describe.each<ProxyMode>(['refuse', 'blackhole'])('when PostgreSQL %s connections', (mode) => {
  it('readiness turns 503 within 2 s, API calls answer 503 with Retry-After, liveness stays 200, and all recover without a restart', async () => {
    expect((await get('/readyz')).status).toBe(200);
    expect((await query()).status).toBe(200);

    proxied.proxy.set(mode);
    // At once, before the readiness check has noticed: the failed query itself is mapped to 503.
    if (mode === 'refuse') await expectUnavailable(await query());
    expect(await readyzBecomes(503, 2_000)).toBeLessThan(2_000);
    expect(((await (await get('/readyz')).json()) as { reason: string }).reason).toMatch(/^database: /);
    expect((await get('/livez')).status).toBe(200);
    await expectUnavailable(await query());
    await expectUnavailable(await get('/AidRequest/ongoing'));

    proxied.proxy.set('forward');
    expect(await readyzBecomes(200, 5_000)).toBeLessThan(5_000);
    const after = await query();
    expect(after.status).toBe(200);
    expect(
      ((await after.json()) as { data: { counters: { alertsSent: number } } }).data.counters.alertsSent,
    ).toBeGreaterThanOrEqual(0);
    expect((await get('/AidRequest/ongoing')).status).toBe(200);
  }, 30_000);
});
