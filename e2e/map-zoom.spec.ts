import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectToPixels } from '../shared/web-mercator.js';
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
/** The seed's centre and zoom of the home page's map (`MAP_CENTER`, `MAP_ZOOM`, web/src/features/home/components/map-markers.ts). */
const MAP_CENTER = { latitude: 7.87, longitude: 80.77 };
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

/** Where the grid's middle is drawn on the island view (the home view), in page pixels. */
async function gridOnIslandView(page: Page): Promise<{ x: number; y: number }> {
  await page.locator('.leaflet-map').scrollIntoViewIfNeeded();
  const frame = (await page.locator('.leaflet-map').boundingBox())!;
  const [gx, gy] = projectToPixels(
    8.395 + ((ROWS - 1) * SPACING_DEGREES) / 2,
    80.35 + ((COLUMNS - 1) * SPACING_DEGREES) / 2,
    MAP_ZOOM,
  );
  const [cx, cy] = projectToPixels(MAP_CENTER.latitude, MAP_CENTER.longitude, MAP_ZOOM);
  return { x: frame.x + frame.width / 2 + gx - cx, y: frame.y + frame.height / 2 + gy - cy };
}

/**
 * Clicks the centre of the largest cluster of ongoing requests in view (a cluster's radius grows with its count), or,
 * given a point, the cluster nearest to it: on the island view other specs' requests may stack into a bigger cluster
 * elsewhere (many at one DS centre never split), so the first click aims at the grid.
 */
async function clickCluster(page: Page, near?: { x: number; y: number }): Promise<void> {
  await page.locator('.leaflet-map').scrollIntoViewIfNeeded();
  const boxes = (await Promise.all((await clusters(page).all()).map((c) => c.boundingBox()))).filter((b) => b !== null);
  const centre = (b: { x: number; y: number; width: number; height: number }) => ({
    x: b.x + b.width / 2,
    y: b.y + b.height / 2,
  });
  const distance = (b: { x: number; y: number; width: number; height: number }) =>
    near ? Math.hypot(centre(b).x - near.x, centre(b).y - near.y) : -b.width;
  const chosen = boxes.sort((a, b) => distance(a) - distance(b))[0];
  if (!chosen) throw new Error('no cluster of ongoing requests in view');
  await page.mouse.click(centre(chosen).x, centre(chosen).y);
}

describe('the public map at volume: clusters zoom in to single markers with their popups', () => {
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
      await clickCluster(page, zoom === MAP_ZOOM ? await gridOnIslandView(page) : undefined);
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

    // A marker under another (other specs' requests at nearby points) may take the click: the next one is tried.
    let popup = '';
    for (const marker of (await singles(page).all()).slice(0, 10)) {
      await marker.click({ force: true });
      const content = page.locator('.leaflet-popup-content').first();
      popup = (await content.textContent({ timeout: 5_000 }).catch(() => null)) ?? '';
      if (popup.includes(NAME)) break;
    }
    expect(popup).toContain('Recipient');
    expect(popup).toContain(NAME);
  });
});
