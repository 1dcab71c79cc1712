import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrm, type Orm } from '../db/orm.js';
import { FlakyProxy, type ProxyMode } from '../testing/flaky-proxy.js';
import { useTestDatabase } from '../testing/test-database.js';
import { createAppServer, type AppServer } from './app.js';

const db = useTestDatabase();

let proxy: FlakyProxy;
let orm: Orm;
let server: AppServer;
let base: string;

beforeAll(async () => {
  const target = new URL(db.url);
  proxy = new FlakyProxy({ host: target.hostname, port: Number(target.port) });
  await proxy.start();
  const viaProxy = new URL(db.url);
  viaProxy.port = String(proxy.port);
  orm = await openOrm(viaProxy.toString(), { poolMax: 4, settings: { connectTimeoutMs: 1_000, statementTimeoutMs: 2_000 } });
  server = await createAppServer({ orm, log: () => undefined, readyTimeoutMs: 500 });
  base = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
});

afterAll(async () => {
  await server?.close();
  await orm?.close(true);
  await proxy?.stop();
});

const get = (path: string) => fetch(`${base}${path}`, { signal: AbortSignal.timeout(10_000) });
const query = () =>
  fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ counters { alertsSent } }' }), signal: AbortSignal.timeout(10_000) });

/** Milliseconds until /readyz answers `status`, polling every 100 ms; fails past `limitMs`. */
async function readyzBecomes(status: number, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if ((await get('/readyz')).status === status) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`/readyz did not answer ${status} within ${limitMs} ms`);
}

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

    proxy.set(mode);
    // At once, before the readiness check has noticed: the failed query itself is mapped to 503.
    if (mode === 'refuse') await expectUnavailable(await query());
    expect(await readyzBecomes(503, 2_000)).toBeLessThan(2_000);
    expect(((await (await get('/readyz')).json()) as { reason: string }).reason).toMatch(/^database: /);
    expect((await get('/livez')).status).toBe(200);
    await expectUnavailable(await query());
    await expectUnavailable(await get('/AidRequest/ongoing'));

    proxy.set('forward');
    expect(await readyzBecomes(200, 5_000)).toBeLessThan(5_000);
    const after = await query();
    expect(after.status).toBe(200);
    expect(((await after.json()) as { data: { counters: { alertsSent: number } } }).data.counters.alertsSent).toBeGreaterThanOrEqual(0);
    expect((await get('/AidRequest/ongoing')).status).toBe(200);
  }, 30_000);
});
