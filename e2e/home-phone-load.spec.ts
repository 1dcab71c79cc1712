import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './fixtures.js';
import { hydrated } from './hydration.js';
import { pollUntil } from './poll.js';

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

describe('the home page on a phone (issue 17): nothing it came with is asked for twice, and the map waits for the visitor', () => {
  it('asks for no list before the live connection opens, never again for the places, and for the map outlines only near it', async () => {
    const page = await ui.newPage(PHONE);
    const asked = recordAsks(page);
    let askedBeforeLive: string[] | undefined;
    page.on('websocket', (socket) => {
      if (socket.url().endsWith('/graphql')) askedBeforeLive ??= [...asked];
    });
    await page.goto('/');
    await hydrated(page);
    // The live connection's catch-up asks for the table's page once the socket is open.
    await pollUntil(
      async () => asked,
      (a) => a.includes('OngoingAidRequests'),
    );
    await page.waitForLoadState('networkidle');
    expect(askedBeforeLive).toBeDefined();
    expect(askedBeforeLive).not.toContain('OngoingAidRequests');
    expect(askedBeforeLive).not.toContain('Counters');
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
