import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { relaxedLimits } from '../api/src/core/limits/rate-limit.js';
import { readyzBecomes, startProxiedServer, type ProxiedServer } from '../api/src/testing/proxied-server.js';
import { useBrowser } from './fixtures.js';
import { hydrated } from './hydration.js';

const ui = useBrowser();
let proxied: ProxiedServer;

// A server of its own whose PostgreSQL can be taken away: the shared e2e server must keep serving the other specs.
beforeAll(async () => {
  proxied = await startProxiedServer(inject('databaseUrl'), {
    webDist: resolve('web/dist'),
    rateLimits: relaxedLimits(10_000),
  });
});

afterAll(async () => {
  await proxied?.close();
});

describe('PostgreSQL stopped while a visitor reads the alerts (D23)', () => {
  it('says the server cannot be reached, with a retry, keeps the last alerts with their time, and recovers on retry', async () => {
    const page = await ui.newPage({ width: 390, height: 844 });
    await page.goto(`${proxied.base}/alerts`);
    const rows = page.locator('main table tbody tr');
    await rows.first().waitFor();
    // The rows come with the server's page: a filter chosen before React has taken over would query nothing.
    await hydrated(page);
    const before = await rows.count();
    expect(before).toBeGreaterThan(0);

    proxied.proxy.set('refuse');
    await readyzBecomes(proxied.base, 503, 5_000);
    await page.getByLabel('Severity').selectOption('HIGH');
    const failure = page.getByRole('alert').filter({ hasText: 'Could not load this. Check your connection.' });
    await failure.waitFor();
    await expect.poll(() => failure.textContent()).toMatch(/Showing data from /u);
    // The last alerts stay on screen (dimmed as stale), never replaced by "No alerts found".
    expect(await rows.count()).toBe(before);
    expect(await page.locator('.table-wrap.stale').count()).toBe(1);
    expect(await page.getByText('No alerts found for selected filters.').count()).toBe(0);

    proxied.proxy.set('forward');
    await readyzBecomes(proxied.base, 200, 5_000);
    // The live connection may come back first and refetch by itself; Retry is there for when it has not.
    await failure
      .getByRole('button', { name: 'Retry' })
      .click({ timeout: 5_000 })
      .catch(async (error: unknown) => {
        if (await failure.count()) throw error;
      });
    await failure.waitFor({ state: 'detached' });
    await page.locator('.table-wrap:not(.stale)').waitFor();
    const severities = await page.locator('main table tbody tr td:nth-child(5)').allTextContents();
    expect(severities.length).toBeGreaterThan(0);
    expect(severities.every((s) => s.includes('High'))).toBe(true);
  });
});
