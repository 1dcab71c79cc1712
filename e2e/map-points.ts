import type { Page } from 'playwright-core';

/**
 * Points a map shows: its single markers plus what each cluster counts. A layer with more than MAP_SINGLES_MAX points
 * in view is clustered, and the e2e database passes that bound as the specs add requests, in whatever order
 * the specs run: counting markers alone would then see a handful of clusters.
 */
export type MapLayer = 'alerts' | 'ongoing' | 'delivered';

const CLUSTER_IN_HTML = /<g class="map-cluster layer-(\w+)">.*?<text[^>]*>(\d+)<\/text>/gsu;

/** Points in the server-drawn map picture of a page's HTML, of one layer or all. */
export function pointsInHtml(html: string, layer?: MapLayer): number {
  const markers = html.match(new RegExp(`class="map-marker layer-${layer ?? '\\w+'}"`, 'gu'))?.length ?? 0;
  const clustered = [...html.matchAll(CLUSTER_IN_HTML)]
    .filter((m) => !layer || m[1] === layer)
    .reduce((sum, m) => sum + Number(m[2]), 0);
  return markers + clustered;
}

/** Points visible in the map picture (before the live map replaces it). */
export async function pointsInPicture(page: Page): Promise<number> {
  const markers = await page.locator('.map-snapshot .map-marker:visible').count();
  const counts = await page.locator('.map-snapshot .map-cluster:visible text').allTextContents();
  return markers + counts.reduce((sum, text) => sum + Number(text), 0);
}

/** Points on the live (Leaflet) map, of one layer or all. */
export async function pointsOnLiveMap(page: Page, layer?: MapLayer): Promise<number> {
  const of = layer ? `.layer-${layer}` : '';
  const markers = await page.locator(`.leaflet-overlay-pane path.map-marker${of}`).count();
  const counts = await page.locator(`.leaflet-tooltip-pane .map-cluster-count${of}`).allTextContents();
  return markers + counts.reduce((sum, text) => sum + Number(text), 0);
}
