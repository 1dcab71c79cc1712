import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { graphql } from './api.js';
import { useBrowser } from './fixtures.js';
import { hydrated } from './hydration.js';
import { pointsOnLiveMap } from './map-points.js';
import { pollUntil } from './poll.js';

const ui = useBrowser();

/**
 * A grid of requests a few hundred metres apart, more than the map shows unclustered in one view, in Anuradhapura: no
 * other spec or demo request is there, so no stack of requests at a DS centroid (D10) shares the zoomed-in view.
 */
const ROWS = 12;
const COLUMNS = 10;
const SPACING_DEGREES = 0.004;
const NAME = 'Zoom Probe';
const MAX_CLICKS = 8;
/** The seed's zoom of the home page's map (`MAP_ZOOM`, web/src/features/home/components/map-markers.ts). */
const MAP_ZOOM = 8;
/** Names take letters only; consonants keep each name's duplicate-matching key its own. */
const CONSONANTS = 'bcdfghjklmnpqrstvwxz';
const suffix = (n: number) => `${CONSONANTS[Math.floor(n / CONSONANTS.length)]}${CONSONANTS[n % CONSONANTS.length]}`;

async function seedGrid(): Promise<void> {
  for (let row = 0; row < ROWS; row++)
    for (let column = 0; column < COLUMNS; column++) {
      const n = row * COLUMNS + column;
      await graphql('mutation ($i: CreateAidRequestInput!) { createAidRequest(input: $i) { id } }', {
        i: {
          form: 'EMERGENCY',
          fullName: `${NAME} ${suffix(n)}`,
          contactNo: `07644${String(n).padStart(5, '0')}`,
          district: 'LK71',
          dsDivision: 'LK7115',
          latitude: 8.395 + row * SPACING_DEGREES,
          longitude: 80.35 + column * SPACING_DEGREES,
        },
      });
    }
}

const singles = (page: Page) => page.locator('.leaflet-overlay-pane path.map-marker.layer-ongoing');
const clusters = (page: Page) => page.locator('.leaflet-overlay-pane path.map-cluster.layer-ongoing');

/** The zoom a MapView query asked for (a GET's variables in its address, a POST's in its body), or -1. */
function zoomAskedBy(response: Response): number {
  const request = response.request();
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return -1;
  const body =
    request.method() === 'POST'
      ? (request.postDataJSON() as { operationName?: string; variables?: { zoom?: number } })
      : null;
  const name = body?.operationName ?? url.searchParams.get('operationName');
  if (name !== 'MapView') return -1;
  const variables = body?.variables ?? (JSON.parse(url.searchParams.get('variables') ?? '{}') as { zoom?: number });
  return variables.zoom ?? -1;
}

/** Resolves with the zoom once the map's query for a zoom deeper than `zoom` has been answered with its clusters. */
async function answeredDeeper(page: Page, zoom: number): Promise<number> {
  const response = await page.waitForResponse(
    async (r) =>
      zoomAskedBy(r) > zoom && Boolean(((await r.json().catch(() => null)) as { data?: unknown } | null)?.data),
    { timeout: 15_000 },
  );
  return zoomAskedBy(response);
}

/** Clicks the centre of the largest cluster of ongoing requests in view (a cluster's radius grows with its count). */
async function clickLargestCluster(page: Page): Promise<void> {
  await page.locator('.leaflet-map').scrollIntoViewIfNeeded();
  const boxes = await Promise.all((await clusters(page).all()).map((c) => c.boundingBox()));
  const largest = boxes.filter((b) => b !== null).sort((a, b) => b.width - a.width)[0];
  if (!largest) throw new Error('no cluster of ongoing requests in view');
  await page.mouse.click(largest.x + largest.width / 2, largest.y + largest.height / 2);
}

describe('the public map at volume (issue 13): clusters zoom in to single markers with their popups', () => {
  it('clicking clusters reaches single markers, and a marker opens its popup', async () => {
    await seedGrid();
    const page = await ui.newPage();
    await page.goto('/');
    await hydrated(page);
    const island = await pollUntil(
      () => pointsOnLiveMap(page, 'ongoing'),
      (n) => n >= ROWS * COLUMNS,
    );
    expect(island).toBeGreaterThanOrEqual(ROWS * COLUMNS);
    // A cell holding one point is a marker at any zoom; the grid's 120 points are in clusters.
    expect(await clusters(page).count(), 'the island view clusters the ongoing requests').toBeGreaterThan(0);
    expect(await singles(page).count()).toBeLessThan(ROWS * COLUMNS);

    // Each click zooms in; the zoom animates, then the map waits to be still before it asks for the new box. The
    // next click waits for that box's answer (under load, a fixed pause could click the clusters of the last one).
    let zoom = MAP_ZOOM;
    for (let click = 0; click < MAX_CLICKS && (await clusters(page).count()) > 0; click++) {
      const answered = answeredDeeper(page, zoom);
      await clickLargestCluster(page);
      zoom = await answered;
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
    }
    expect(await clusters(page).count(), 'zoomed in, every request in view is a marker of its own').toBe(0);
    expect(
      await pollUntil(
        () => singles(page).count(),
        (n) => n > 0,
      ),
    ).toBeGreaterThan(0);

    let popup = '';
    for (const marker of (await singles(page).all()).slice(0, 10)) {
      await marker.click({ force: true });
      popup = (await page.locator('.leaflet-popup-content').first().textContent({ timeout: 5_000 })) ?? '';
      if (popup.includes(NAME)) break;
    }
    expect(popup).toContain('Recipient');
    expect(popup).toContain(NAME);
  });
});
