import type { Page } from 'playwright-core';

export interface NetworkConditions {
  offline: boolean;
  downloadThroughput: number;
  uploadThroughput: number;
  latency: number;
}

/** Chrome DevTools' (and Puppeteer's) "Slow 3G": 500 kbit/s at 80 %, 400 ms RTT x 5. */
export const SLOW_3G: NetworkConditions = {
  offline: false,
  downloadThroughput: ((500 * 1000) / 8) * 0.8,
  uploadThroughput: ((500 * 1000) / 8) * 0.8,
  latency: 400 * 5,
};
/** Lighthouse's mobile profile (1.6 Mbit/s, 150 ms RTT). */
export const LIGHTHOUSE_MOBILE: NetworkConditions = {
  offline: false,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  latency: 150,
};

/** Emulates a network on the page through the DevTools protocol, with an empty cache. */
export async function emulateNetwork(page: Page, conditions: NetworkConditions): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', conditions);
}
