import type { Page, Request, WebSocket } from 'playwright-core';
import { describe, expect, it, inject } from 'vitest';
import { EVENTS_AFTER_ATTRIBUTE } from '../shared/page-renderer.js';
import { graphql, publishAlert } from './api.js';
import { useBrowser } from './fixtures.js';
import { pointsOnLiveMap, type MapLayer } from './map-points.js';
import { HomeAidTable } from './pages/home-aid-table.js';
import { pollUntil } from './poll.js';

const ui = useBrowser();

const markers = (page: Page, layer?: MapLayer) => pointsOnLiveMap(page, layer);
const ONGOING = 'ongoing';
const DELIVERED = 'delivered';
const ALERTS = 'alerts';

/** The GraphQL operations the page sends over HTTP from now on (queries; subscriptions go over the WebSocket). */
function recordQueries(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.protocol.startsWith('http') || url.pathname !== '/graphql') return;
    // Persisted queries go as GETs carrying the operation's name and hash.
    if (request.method() === 'GET') sent.push(url.searchParams.get('operationName') ?? '?');
    if (request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
    sent.push(body?.operationName ?? body?.query?.slice(0, 40) ?? '?');
  });
  return sent;
}

/**
 * Resolves once the live connection is acknowledged and the first connection's catch-up queries have answered. Counts
 * the pushes of every live connection the page opens (one closed and opened again resumes on the new one).
 */
async function liveAndSettled(page: Page, pushes: { count: number }): Promise<void> {
  const isLive = (ws: WebSocket) => ws.url().endsWith('/graphql');
  page.on('websocket', (ws) => {
    if (!isLive(ws)) return;
    ws.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"type":"next"')) pushes.count++;
    });
  });
  const socket = await page.waitForEvent('websocket', { predicate: isLive });
  await socket.waitForEvent('framereceived', {
    predicate: ({ payload }) => String(payload).includes('connection_ack'),
  });
  await page.waitForLoadState('networkidle');
}

/** Opens the home page and waits until its table is shown and its live connection has settled. */
async function openLiveHome(page: Page): Promise<{ pushes: { count: number }; table: HomeAidTable }> {
  const pushes = { count: 0 };
  const settled = liveAndSettled(page, pushes);
  await page.goto('/');
  const table = new HomeAidTable(page);
  await table.waitForTable();
  await settled;
  return { pushes, table };
}

const NAME = 'Live Cache Probe';
const createNamedEmergency = (fullName = NAME) =>
  graphql<{ createAidRequest: { id: number } }>(
    'mutation ($i: CreateAidRequestInput!) { createAidRequest(input: $i) { id } }',
    {
      i: { form: 'EMERGENCY', fullName, contactNo: '0771234567', district: 'LK11', dsDivision: 'LK1103' },
    },
  );
const asDmc = (query: string, id: number) => graphql(query, { id }, inject('dmcToken'));

describe('home page live updates: pushed objects go into the cache, no list query is sent', () => {
  it('a new approved request, its delivery and an alert published then resolved update the map and the table without one query', async () => {
    const page = await ui.newPage();
    const { pushes, table } = await openLiveHome(page);
    const ongoing = await pollUntil(
      () => markers(page, ONGOING),
      (n) => n > 0,
    );
    const delivered = await markers(page, DELIVERED);
    const all = await markers(page);
    const queries = recordQueries(page);

    const { createAidRequest } = await createNamedEmergency();
    expect(
      await pollUntil(
        () => markers(page, ONGOING),
        (n) => n > ongoing,
      ),
    ).toBe(ongoing + 1);
    expect(
      await pollUntil(
        () => table.rows.first().textContent(),
        (text) => !!text?.includes(NAME),
      ),
    ).toContain(NAME);

    const { createAlert } = await publishAlert('LK1109');
    expect(
      await pollUntil(
        () => markers(page),
        (n) => n > all + 1,
      ),
    ).toBe(all + 2);

    await asDmc('mutation ($id: ID!) { markAidRequestDelivered(id: $id) { id } }', createAidRequest.id);
    expect(
      await pollUntil(
        () => markers(page, DELIVERED),
        (n) => n > delivered,
      ),
    ).toBe(delivered + 1);
    expect(await markers(page, ONGOING)).toBe(ongoing);
    expect(
      await pollUntil(
        () => table.rows.first().textContent(),
        (text) => !text?.includes(NAME),
      ),
    ).not.toContain(NAME);

    const before = pushes.count;
    await asDmc('mutation ($id: ID!) { resolveAlert(id: $id) { id } }', createAlert.id);
    expect(
      await pollUntil(
        async () => pushes.count,
        (n) => n > before,
      ),
    ).toBeGreaterThan(before);
    await page.waitForTimeout(500);
    expect(await markers(page)).toBe(all + 2);

    expect(pushes.count).toBeGreaterThanOrEqual(4);
    expect(queries).toEqual([]);
  });

  it('a page resumes after the event its data is as of: a request made after the render and before the live connection arrives as a push, and no query is asked again', async () => {
    // A change first, so the outbox holds the event the page will be as of (on a new database it holds none: the page
    // then has nothing to resume from that the server can vouch for, and the client loads again).
    await createNamedEmergency('Resume Probe Before');
    const page = await ui.newPage();
    const queries = recordQueries(page);
    const name = 'Resume Probe';
    // The change is made once the page is in the browser and before its live connection can open (the socket's code
    // is held until then): it is in neither the page nor any answer the page has.
    let made: Promise<unknown> | undefined;
    await page.route('**/assets/ws-link-*.js', async (route) => {
      await (made ??= createNamedEmergency(name));
      await route.continue();
    });
    const { pushes, table } = await openLiveHome(page);
    // The server drew the page and said which event its data is as of (a render that timed out is drawn in the
    // browser instead, which loads its queries: no resume to test).
    expect(await page.locator('#root').getAttribute(EVENTS_AFTER_ATTRIBUTE)).toMatch(/^\d+$/);
    expect(
      await pollUntil(
        () => table.rows.first().textContent(),
        (text) => !!text?.includes(name),
      ),
    ).toContain(name);
    // Polled: Chromium reports a WebSocket frame to the test through its browser process, the page's DOM through its
    // renderer, so under load the row can be read before the frame that drew it is reported.
    expect(
      await pollUntil(
        async () => pushes.count,
        (n) => n > 0,
      ),
    ).toBeGreaterThan(0);
    // The map, once Leaflet starts, asks for its own view; the page's lists and counters are never asked again.
    expect(queries.filter((q) => !q.startsWith('Map'))).toEqual([]);
  });

  it('holds a live update while the map is dragged, and draws it once the map is still (a grid drawn mid-gesture drops frames)', async () => {
    const page = await ui.newPage();
    const pushes = { count: 0 };
    const settled = liveAndSettled(page, pushes);
    await page.goto('/');
    await settled;
    const alerts = await pollUntil(
      () => markers(page, ALERTS),
      (n) => n > 0,
    );
    const map = page.locator('.leaflet-container');
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y + 20, { steps: 5 });

    const before = pushes.count;
    await publishAlert('LK1109');
    await pollUntil(
      async () => pushes.count,
      (n) => n > before,
    );
    await page.waitForTimeout(700);
    expect(await markers(page, ALERTS)).toBe(alerts);

    await page.mouse.up();
    expect(
      await pollUntil(
        () => markers(page, ALERTS),
        (n) => n > alerts,
      ),
    ).toBe(alerts + 1);
  });
});
