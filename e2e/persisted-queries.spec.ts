import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './fixtures.js';
import { hydrated } from './hydration.js';
import { HomeAidTable } from './pages/home-aid-table.js';

const ui = useBrowser();

interface Sent {
  method: string;
  withText: boolean;
  hash: boolean;
  cacheControl: string;
  status: number;
}

/** The HTTP GraphQL requests the page sends from now on, with their answers' caching. */
function recordGraphQL(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/graphql') return;
    const request = response.request();
    const params = request.method() === 'GET' ? url.searchParams : new URLSearchParams();
    const body =
      request.method() === 'POST' ? (request.postDataJSON() as { query?: string; extensions?: unknown }) : null;
    sent.push({
      method: request.method(),
      withText: Boolean(params.get('query') ?? body?.query),
      hash: (params.get('extensions') ?? JSON.stringify(body?.extensions ?? '')).includes('sha256Hash'),
      cacheControl: response.headers()['cache-control'] ?? '',
      status: response.status(),
    });
  });
  return sent;
}

/**
 * The home page, then its table filtered: the page asks nothing it came with again (its live connection resumes from
 * the page), so the filtered table's query is one asked after the persisted-query link has loaded.
 */
async function visitHome(): Promise<Sent[]> {
  const page = await ui.newPage();
  const sent = recordGraphQL(page);
  // Listened for before the visit: the socket may open before the page's load event.
  const socket = page.waitForEvent('websocket', { predicate: (ws) => ws.url().endsWith('/graphql') });
  await page.goto('/');
  await socket;
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const table = new HomeAidTable(page);
  await table.filterByRequestType('POST_DISASTER');
  await table.settled();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return sent;
}

describe('persisted queries from the web app', () => {
  it('sends public queries as GETs carrying only their hash, registered once by a POST with the text; the GET answers are cacheable', async () => {
    const first = await visitHome();
    const second = await visitHome();
    const sent = [...first, ...second];
    expect(sent.filter((s) => s.method === 'GET').length).toBeGreaterThan(0);
    // A GET never carries the text; a text goes only in a POST (a registration, or a request before the link loaded).
    expect(sent.filter((s) => s.method === 'GET').every((s) => s.hash && !s.withText)).toBe(true);
    expect(sent.filter((s) => s.withText).every((s) => s.method === 'POST')).toBe(true);
    // The second visit finds its queries known: hash-only GETs, answered with a public max-age.
    expect(second).toContainEqual({
      method: 'GET',
      withText: false,
      hash: true,
      status: 200,
      cacheControl: 'public, max-age=10',
    });
  });
});
