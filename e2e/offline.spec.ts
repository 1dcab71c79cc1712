import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aidRequestsFrom } from './database.js';
import { useBrowser } from './fixtures.js';
import { EmergencyAidPage } from './pages/aid-request-pages.js';
import { pollUntil } from './poll.js';

const ui = useBrowser();

/** Waits until the service worker controls the page and has kept the place lists (its install step). */
async function waitForOfflineReady(page: Page): Promise<void> {
  const ready = await pollUntil(
    () =>
      page.evaluate(async () => {
        if (!navigator.serviceWorker.controller) return false;
        const data = await caches.open('lanka-relief-data');
        return (await data.keys()).some((r) => r.url.includes('/offline-data/Districts'));
      }),
    (done) => done,
    20_000,
  );
  expect(ready).toBe(true);
}

/** Holds the app's start chunk back until the returned function is called. */
async function holdAppStart(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

const isRegistered = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);

const registeredWithin = (page: Page, ms: number) =>
  pollUntil(
    () => isRegistered(page),
    (done) => done,
    ms,
  );

describe('installable app', () => {
  it('links a manifest with names in three languages, 192 and 512 px PNG icons and a standalone start URL', async () => {
    const page = await ui.newPage();
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(href!)).json()) as Record<string, unknown> & {
      icons: { sizes: string; type: string; src: string }[];
      translations: Record<string, { name: string }>;
    };
    expect(manifest).toMatchObject({ name: 'Lanka Relief', start_url: '/', display: 'standalone' });
    expect(manifest.translations.si?.name).toBe('ලංකා සහන');
    expect(manifest.translations.ta?.name).toBe('லங்கா நிவாரணம்');
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
      expect(icon).toBeDefined();
      const answer = await page.request.get(icon!.src);
      expect(answer.headers()['content-type']).toBe('image/png');
    }
  });

  it('registers a service worker that controls the page and is fetched fresh on every update check', async () => {
    const page = await ui.newPage();
    await page.goto('/');
    await waitForOfflineReady(page);
    const script = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(script).toMatch(/\/service-worker\.js$/);
    expect((await page.request.get('/service-worker.js')).headers()['cache-control']).toBe('no-cache');
  });

  it("registers the worker only once the app has started, so that its precache does not share a slow link with the app's chunks", async () => {
    const page = await ui.newPage();
    // The app's start held back: the page loads, its load event passes, and no worker may be registered meanwhile.
    const releaseStart = await holdAppStart(page);
    await page.goto('/', { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    expect(await isRegistered(page)).toBe(false);
    releaseStart();
    expect(await registeredWithin(page, 10_000)).toBe(true);
  });

  it('holds the registration back while the page is still busy after the app started, and registers once it is quiet', async () => {
    const page = await ui.newPage();
    const releaseStart = await holdAppStart(page);
    await page.goto('/', { waitUntil: 'load' });
    // Tasks of 60 ms every 100 ms, as a slow phone's hydration and first effects would keep the main thread.
    type Held = { stopBusy: () => void; started: Promise<boolean> };
    await page.evaluate(() => {
      const busy = setInterval(() => {
        const until = performance.now() + 60;
        while (performance.now() < until);
      }, 100);
      const held = window as unknown as Held;
      held.stopBusy = () => clearInterval(busy);
      held.started = new Promise((resolve) => addEventListener('lanka-relief:started', () => resolve(true)));
    });
    releaseStart();
    expect(await page.evaluate(() => (window as unknown as Held).started)).toBe(true);
    await page.waitForTimeout(2500);
    expect(await isRegistered(page)).toBe(false);
    await page.evaluate(() => (window as unknown as Held).stopBusy());
    expect(await registeredWithin(page, 10_000)).toBe(true);
  });

  it("passes Chromium's own installability check (what Lighthouse's installability audits asked; Lighthouse 12 dropped them)", async () => {
    const page = await ui.newPage();
    await page.goto('/');
    await waitForOfflineReady(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's browser contexts are incognito ones, where nothing installs: that one is about the test's browser.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const { url } = (await cdp.send('Page.getAppManifest')) as { url: string };
    expect(url).toMatch(/\/manifest\.webmanifest$/);
  });
});

describe('offline', () => {
  it('opens the emergency form offline after one visit to the home page, keeps the request through a reload, and sends it once when the network returns', async () => {
    const page = await ui.newPage({ width: 390, height: 844 });
    await page.goto('/');
    await waitForOfflineReady(page);
    await page.context().setOffline(true);

    const emergency = new EmergencyAidPage(page);
    await emergency.open();
    await page.getByRole('heading', { name: 'Emergency Support Request' }).waitFor();
    await emergency.chooseDistrict('Colombo');
    await emergency.chooseDs('Kolonnawa');
    await emergency.fillContact('0778800001');
    await emergency.submitButton.click();
    await page.getByRole('dialog', { name: /saved on this phone/ }).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByText('1 submission is waiting to send.', { exact: false }).waitFor();

    await page.reload();
    await page.getByText('1 submission is waiting to send.', { exact: false }).waitFor();
    expect(await aidRequestsFrom(['0778800001'])).toEqual({ rows: 0, distinct: 0 });

    await page.context().setOffline(false);
    const back = Date.now();
    await page.getByTestId('queue-waiting').waitFor({ state: 'detached', timeout: 5_000 });
    expect(Date.now() - back).toBeLessThan(5_000);
    expect(await aidRequestsFrom(['0778800001'])).toEqual({ rows: 1, distinct: 1 });
  });
});
