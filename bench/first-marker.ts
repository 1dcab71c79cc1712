import type { Browser } from 'playwright-core';
import { emulateNetwork, type NetworkConditions } from '../e2e/network.js';

export interface FirstMarker {
  /**
   * From navigation to the first point of the map seen, a marker or a cluster (at national scale the whole-island view
   * is all clusters), in the server-drawn picture or Leaflet's, whichever comes first.
   */
  ms: number;
  /** From navigation to Leaflet's first marker or cluster (the interactive map). */
  interactiveMs: number;
  /** One small static file over the same emulated network: the floor of any round trip. */
  floor: number;
  /** Paths of the scripts that had arrived by the first contentful paint. */
  scriptsBeforePaint: string[];
}

/** The home page opened in a fresh browser context (nothing cached) over an emulated network. */
export async function homeOnNetwork(browser: Browser, base: string, network: NetworkConditions): Promise<FirstMarker> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await emulateNetwork(page, network);
    let started = Date.now();
    await page.goto(`${base}/favicon.svg`);
    const floor = Date.now() - started;
    await emulateNetwork(page, network);
    started = Date.now();
    await page.goto(base, { waitUntil: 'commit' });
    await page.locator('.map-marker, .map-cluster').first().waitFor({ state: 'visible', timeout: 120_000 });
    const ms = Date.now() - started;
    await page
      .locator('.leaflet-overlay-pane path.map-marker, .leaflet-overlay-pane path.map-cluster')
      .first()
      .waitFor({ state: 'visible', timeout: 120_000 });
    const interactiveMs = Date.now() - started;
    // As text: tsx would wrap a named function in a helper the page does not have.
    const scriptsBeforePaint = await page.evaluate<string[]>(`(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0].startTime;
      return performance
        .getEntriesByType('resource')
        .filter((r) => r.name.endsWith('.js') && r.responseEnd <= paint)
        .map((r) => new URL(r.name).pathname);
    })()`);
    return { ms, interactiveMs, floor, scriptsBeforePaint };
  } finally {
    await context.close();
  }
}
