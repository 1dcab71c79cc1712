import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './fixtures.js';
import { hydrated } from './hydration.js';

const ui = useBrowser();
const PHONE = { width: 412, height: 823 };

/** The GraphQL operations the page asks for from now on, by name. */
function recordAsks(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname !== '/graphql') return;
    if (request.method() === 'GET') asked.push(url.searchParams.get('operationName') ?? '?');
    if (request.method() === 'POST')
      asked.push((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '?');
  });
  return asked;
}

describe('the home page on a phone: nothing it came with is asked for twice, and the map waits for the visitor', () => {
  it('asks for no list, neither before the live connection opens nor after (it resumes from the page), never for the places, and for the map outlines only near it', async () => {
    const page = await ui.newPage(PHONE);
    const asked = recordAsks(page);
    const live = page
      .waitForEvent('websocket', { predicate: (socket) => socket.url().endsWith('/graphql') })
      .then((socket) =>
        socket.waitForEvent('framereceived', {
          predicate: ({ payload }) => String(payload).includes('connection_ack'),
        }),
      );
    await page.goto('/');
    await hydrated(page);
    await live;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    // The page came with its lists and the event sequence they are as of: the live connection resumes after it.
    for (const list of ['OngoingAidRequests', 'Counters', 'Alerts', 'MapView', 'Me']) expect(asked).not.toContain(list);
    expect(asked).not.toContain('Districts');
    expect(asked).not.toContain('MapBackground');
    // The map's code may be fetched ahead (a prefetch link), but Leaflet does not start.
    expect(await page.locator('.leaflet-container').count()).toBe(0);

    await page.locator('#map').scrollIntoViewIfNeeded();
    await page.locator('.leaflet-container').waitFor({ timeout: 15_000 });
    expect(asked).toContain('MapBackground');
    expect(asked).not.toContain('Districts');
  });
});
