import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectedMarkers, publishAlert } from './api.js';
import { useBrowser } from './fixtures.js';
import { pointsInHtml, pointsInPicture, pointsOnLiveMap } from './map-points.js';
import { emulateNetwork, SLOW_3G } from './network.js';

const ui = useBrowser();

/** Errors the page logs, less the map tiles (no tile server is reachable from the test machine). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on(
    'console',
    (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()),
  );
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describe('server-rendered home page', () => {
  it('comes with the whole first view in its HTML: hero, the map picture with a marker per item, the aid table', async () => {
    const { all } = await expectedMarkers();
    const res = await fetch(`${inject('baseUrl')}/`);
    const html = await res.text();
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('Live Disaster Map');
    expect(html).toContain('Post Emergency Period Aid Requests');
    expect(html).toMatch(/<path class="map-snapshot-outline" d="M\d+ \d+l/);
    expect(pointsInHtml(html)).toBeGreaterThanOrEqual(all);
    // The stylesheet comes inside the page: no round trip before the first paint.
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*index-/);
  });

  it('serves a newly published alert in the next page at once (the shared rendered page is dropped on every change)', async () => {
    const markersInPage = async () => pointsInHtml(await (await fetch(`${inject('baseUrl')}/`)).text(), 'alerts');
    const before = await markersInPage();
    expect(await markersInPage()).toBe(before);
    await publishAlert('LK1109');
    // Well within the page's 2 s time to live: only the change event can have dropped it.
    const deadline = Date.now() + 800;
    let after = await markersInPage();
    while (after === before && Date.now() < deadline) after = await markersInPage();
    expect(after).toBe(before + 1);
  });

  it('shows the map picture with its markers when no script can load at all', async () => {
    const { all } = await expectedMarkers();
    const page = await ui.newPage({ width: 360, height: 800 });
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');
    await page.locator('.map-snapshot').scrollIntoViewIfNeeded();
    expect(await pointsInPicture(page)).toBeGreaterThanOrEqual(all);
    expect(await page.getByRole('heading', { name: 'Live Disaster Map' }).isVisible()).toBe(true);
  });

  it('hydrates without errors: the picture stays and answers the layer check boxes until Leaflet replaces it', async () => {
    const { all, alerts } = await expectedMarkers();
    const page = await ui.newPage();
    const errors = collectErrors(page);
    let releaseMap = () => undefined as void;
    const mapHeld = new Promise<void>((resolve) => (releaseMap = resolve));
    await page.route('**/assets/LiveMap-*.js', async (route) => {
      await mapHeld;
      await route.continue();
    });
    await page.goto('/');
    // A click before React has attached to the painted check box would be lost: wait until it carries React's props.
    const showAlerts = page.getByLabel('Show Alerts');
    await showAlerts.evaluate(
      (box) =>
        new Promise<void>((resolve) => {
          const attached = () => Object.keys(box).some((key) => key.startsWith('__reactProps'));
          const check = () => (attached() ? resolve() : setTimeout(check, 50));
          check();
        }),
    );
    // The check box only acts through React: hiding the alerts proves the page is hydrated, not just painted.
    await showAlerts.uncheck();
    await expect.poll(() => pointsInPicture(page)).toBe(all - alerts);
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    releaseMap();
    await page.locator('.leaflet-overlay-pane path.leaflet-interactive').first().waitFor();
    expect(await pointsOnLiveMap(page)).toBeGreaterThanOrEqual(all - alerts);
    expect(await page.locator('.map-snapshot').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows the first map marker within 5 s on Chromium\'s "Slow 3G" network (2 s round trips, 400 kbit/s)', async () => {
    const page = await ui.newPage({ width: 360, height: 800 });
    await emulateNetwork(page, SLOW_3G);
    const started = Date.now();
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('.map-marker, .map-cluster').first().waitFor({ state: 'visible', timeout: 15_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
