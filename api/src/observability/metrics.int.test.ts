import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relaxedLimits } from '../core/limits/rate-limit.js';
import { createAppServer, type AppServer } from '../server/app.js';
import { PageCache } from '../core/public-answers/page-cache.js';
import { CREATE_AID, EMERGENCY, makeCast, ok, type Cast } from '../testing/scenario.js';
import { pause, subscribe } from '../testing/subscriptions.js';
import { useTestDatabase } from '../testing/test-database.js';
import type { TestServer } from '../testing/test-server.js';

const TOKEN = 'metrics-test-token';
const db = useTestDatabase();
const servers: AppServer[] = [];
const api = {} as TestServer;
let disabledUrl: string;
let cast: Cast;

async function start(options: { metricsToken?: string }): Promise<string> {
  const server = await createAppServer({
    orm: db.orm,
    rateLimits: { ...relaxedLimits(), submissionsPerAddress: { max: 1, windowSeconds: 600 } },
    ...options,
  });
  servers.push(server);
  return `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
}

beforeAll(async () => {
  api.url = await start({ metricsToken: TOKEN });
  api.gql = async (query, variables, auth) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (auth?.token) headers.authorization = `Bearer ${auth.token}`;
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    return { ...((await res.json()) as object), status: res.status, setCookie: null };
  };
  disabledUrl = await start({});
  cast = await makeCast(db);
});

afterAll(async () => {
  for (const server of servers) {
    await server.close();
    await new Promise((r) => server.httpServer.close(r));
  }
});

async function scrape(): Promise<string> {
  const res = await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  return res.text();
}

/** The sum of a metric's samples whose line starts with `series` (a name, optionally with some labels). */
const value = (text: string, series: string): number =>
  text
    .split('\n')
    .filter((line) => line.startsWith(series) && !line.startsWith('#'))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);

describe('/metrics', () => {
  it('is 404 when no token is configured, 401 without the token, and never the web app', async () => {
    const disabled = await fetch(`${disabledUrl}/metrics`);
    expect(disabled.status).toBe(404);
    expect(disabled.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await fetch(`${api.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${api.url}/metrics`, { headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toMatch(/<html/i);
  });

  it('times HTTP requests by route pattern and GraphQL operations by name', async () => {
    const before = await scrape();
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query ListAlerts { alerts { items { id } } }', operationName: 'ListAlerts' }),
    });
    expect(res.status).toBe(200);
    await fetch(`${api.url}/AidRequest/no-such-call/12345`);
    const after = await scrape();
    const op = 'lr_graphql_operation_duration_seconds_count{operation="ListAlerts",type="query",outcome="ok"}';
    expect(value(after, op) - value(before, op)).toBe(1);
    const http = 'lr_http_request_duration_seconds_count{method="POST",route="/graphql",status="2xx"}';
    expect(value(after, http) - value(before, http)).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('12345');
  });

  it('counts WebSocket connections, subscriptions, relayed events with their lag and fan-out, and the LISTEN connection', async () => {
    const before = await scrape();
    const sub = await subscribe<{ id: number }>(api.url, 'subscription { alertChanged(district: "LK11") { id } }');
    const during = await scrape();
    expect(value(during, 'lr_websocket_connections') - value(before, 'lr_websocket_connections')).toBe(1);
    expect(value(during, 'lr_graphql_subscriptions_active') - value(before, 'lr_graphql_subscriptions_active')).toBe(1);
    const { createAlert } = await ok<{ createAlert: { id: number } }>(
      api,
      'mutation ($input: CreateAlertInput!) { createAlert(input: $input) { id } }',
      { input: { dsDivision: 'LK1106', type: 'FLOOD' } },
      cast.dmcX,
    );
    await sub.next((e) => e.id === createAlert.id);
    await sub.close();
    await pause(200);
    const after = await scrape();
    // Both servers of this file relay every event.
    expect(
      value(after, 'lr_events_relayed_total{topic="ALERT_CHANGED"}') -
        value(before, 'lr_events_relayed_total{topic="ALERT_CHANGED"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      value(after, 'lr_notify_relay_lag_seconds_count') - value(before, 'lr_notify_relay_lag_seconds_count'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      value(after, 'lr_event_fanout_seconds_count{topic="ALERT_CHANGED"}') -
        value(before, 'lr_event_fanout_seconds_count{topic="ALERT_CHANGED"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(value(after, 'lr_graphql_subscriptions_active')).toBe(value(before, 'lr_graphql_subscriptions_active'));
    expect(value(after, 'lr_websocket_connections')).toBe(value(before, 'lr_websocket_connections'));
    expect(value(after, 'lr_listen_connected')).toBe(1);
    expect(after).toMatch(/^lr_listen_reconnects_total 0$/m);
  });

  it('counts rate-limit refusals and render-cache hits, and reports the database pool and the process', async () => {
    const before = await scrape();
    for (let i = 0; i < 2; i++) await api.gql(CREATE_AID, { input: EMERGENCY(`077000001${i}`) });
    const cache = new PageCache(60_000);
    await cache.get('/', async () => '<p>home</p>');
    await cache.get('/', async () => '<p>home</p>');
    const after = await scrape();
    expect(value(after, 'lr_rate_limit_refusals_total') - value(before, 'lr_rate_limit_refusals_total')).toBe(1);
    expect(
      value(after, 'lr_page_cache_lookups_total{result="hit"}') -
        value(before, 'lr_page_cache_lookups_total{result="hit"}'),
    ).toBe(1);
    expect(
      value(after, 'lr_page_cache_lookups_total{result="miss"}') -
        value(before, 'lr_page_cache_lookups_total{result="miss"}'),
    ).toBe(1);
    expect(after).toMatch(/^lr_db_pool_connections\{state="idle"\} \d+$/m);
    expect(after).toMatch(/^lr_db_pool_connections\{state="in_use"\} \d+$/m);
    expect(after).toMatch(/^lr_db_pool_waiting \d+$/m);
    expect(value(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(after).toContain('nodejs_eventloop_lag_seconds');
  });
});
