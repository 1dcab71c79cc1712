import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chooseLanguage, useBrowser } from './fixtures.js';
import { hydrated } from './hydration.js';

const ui = useBrowser();

/** Every public page (shared/page-routes.ts PUBLIC_PAGES) and the heading its server-rendered HTML must carry. */
const PAGES = [
  ['/', 'Stay safe. Get help. Help others.'],
  ['/alerts', 'View Disasters'],
  ['/submit-symptoms', 'Report Early Warnings'],
  ['/request-aid', 'Request Support'],
  ['/emergency-aid-request', 'Emergency Support Request'],
  ['/post-disaster-aid-request', 'Post Emergency Period Aids'],
  ['/login', 'Log in'],
  ['/signup', 'Sign up as Volunteer'],
] as const;

/** The links each task added to the page, recorded by the test's observer. */
type WithLinkBatches = { linkBatches: string[][] };

/** Errors the page logs, less failed resources (no tile server is reachable from the test machine). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on(
    'console',
    (m) => m.type() === 'error' && !m.text().startsWith('Failed to load resource') && errors.push(m.text()),
  );
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

describe('every public page rendered on the server', () => {
  it.each(PAGES)('%s answers HTML with its heading and its own chunks named', async (path, heading) => {
    const res = await fetch(`${inject('baseUrl')}${path}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    // The page's own chunk is fetched with the app's, not one round trip after it (web/src/app/first-paint.ts).
    expect(html).toMatch(
      /<meta name="lanka-relief:chunk" content="\/assets\/(HomePage|AlertsPage|ReportPage|RequestAidPage|EmergencyAidPage|PostDisasterAidPage|LoginPage|SignupPage)-/,
    );
    // The data it was rendered from, as a JSON data block (nothing to run while the page is parsed).
    expect(html).toContain('<script type="application/json" id="lanka-relief-state">{');
    // A PNG: an SVG favicon is drawn on the page's main thread while it starts.
    expect(html).toMatch(/<link rel="icon" href="\/icons\/favicon-32\.png"/);
  });

  it('serves the favicon the pages link', async () => {
    const res = await fetch(`${inject('baseUrl')}/icons/favicon-32.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it('gives every answer of a form page its own idempotency key (the shared page is rendered once)', async () => {
    const keyOf = async () =>
      /name="idempotencyKey" value="([^"]+)"/.exec(
        await (await fetch(`${inject('baseUrl')}/emergency-aid-request`)).text(),
      )?.[1];
    const [first, second] = [await keyOf(), await keyOf()];
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });

  it("hands a form's place list over beside Apollo's cache, and the form never asks for it again", async () => {
    const html = await (await fetch(`${inject('baseUrl')}/submit-symptoms`)).text();
    expect(html).toContain('<script type="application/json" id="lanka-relief-places">[{');
    expect(/id="lanka-relief-state">(.*?)<\/script>/su.exec(html)?.[1]).not.toContain('dsDivisions');
    const page = await ui.newPage();
    const operations: string[] = [];
    page.on('request', (r) => r.url().includes('/graphql') && operations.push(r.postData() ?? r.url()));
    await page.goto('/submit-symptoms');
    await hydrated(page);
    await page.getByLabel('District').selectOption({ label: 'Kandy' });
    expect(await page.getByLabel('Divisional Secretariat').locator('option').count()).toBeGreaterThan(10);
    expect(operations.filter((o) => o.includes('Districts'))).toEqual([]);
  });

  it('hydrates each page without errors: the heading stays and React takes over its markup, the session read from the page', async () => {
    for (const [path, heading] of PAGES) {
      const page = await ui.newPage();
      const errors = collectErrors(page);
      const operations: string[] = [];
      page.on('request', (r) => r.url().includes('/graphql') && operations.push(r.postData() ?? r.url()));
      await page.goto(path);
      await hydrated(page);
      expect(await page.getByRole('heading', { level: 1, name: heading }).isVisible(), path).toBe(true);
      expect(errors, path).toEqual([]);
      // The start's first subscription of the session (web/src/app/start.tsx) and the session's own: from the cache.
      expect(
        operations.filter((o) => /operationName["=:]+Me\b/.test(o)),
        path,
      ).toEqual([]);
      await page.close();
    }
  });

  it("draws each page's text in two weights, and the language switcher as wide as the chosen name", async () => {
    for (const [path] of PAGES) {
      const page = await ui.newPage({ width: 412, height: 823 });
      await page.goto(path);
      await hydrated(page);
      const drawn = await page.evaluate(() => {
        const weights = new Set<string>();
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          const element = text.parentElement;
          if (element && text.textContent?.trim() && element.getClientRects().length > 0)
            weights.add(getComputedStyle(element).fontWeight);
        }
        const switcher = document.querySelector('.language-switcher select');
        return {
          weights: [...weights].sort(),
          switcherSizing: switcher && getComputedStyle(switcher).getPropertyValue('field-sizing'),
        };
      });
      expect(drawn, path).toEqual({ weights: ['400', '700'], switcherSizing: 'content' });
      await page.close();
    }
  });

  it("paints each page before fetching the app's scripts, then fetches its own chunks with them", async () => {
    for (const [path] of PAGES) {
      const page = await ui.newPage();
      await page.goto(path);
      await hydrated(page);
      const { parsed, started } = await page.evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/(startup|start|[A-Z]\w+Page)-[\w-]+\.js$/.test(r.name));
        return { parsed: navigation.domInteractive, started: scripts.map((r) => [r.name, r.startTime] as const) };
      });
      // The library chunk, the app's start and the page's own chunk: none asked for before the page was parsed.
      expect(started.length, path).toBeGreaterThanOrEqual(3);
      for (const [name, startTime] of started) expect(startTime, `${path} ${name}`).toBeGreaterThanOrEqual(parsed);
      await page.close();
    }
  });

  it("adds the links to the app's chunks and the home page's one task at a time, the page's before the later ones", async () => {
    const page = await ui.newPage();
    // A mutation observer is told once per task of what that task added: a batch is what one task did. Only the links
    // scripts add count (the parser's are the page's own).
    await page.addInitScript(() => {
      const batches: string[][] = [];
      (window as unknown as WithLinkBatches).linkBatches = batches;
      new MutationObserver((records) => {
        const links = records
          .flatMap((r) => [...r.addedNodes])
          .filter((n): n is HTMLLinkElement => n instanceof HTMLLinkElement);
        if (links.length && document.readyState !== 'loading')
          batches.push(links.map((l) => `${l.rel} ${new URL(l.href).pathname}`));
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await hydrated(page);
    const { named, batches } = await page.evaluate(() => ({
      named: [...document.querySelectorAll<HTMLMetaElement>('meta[name^="lanka-relief:chunk"]')].map(
        (m) => `${m.name.endsWith('-later') ? 'prefetch' : 'modulepreload'} ${m.content}`,
      ),
      batches: (window as unknown as WithLinkBatches).linkBatches,
    }));
    expect(named.filter((n) => n.startsWith('prefetch')).length).toBeGreaterThan(0);
    expect(named).toContainEqual(expect.stringMatching(/^modulepreload \/assets\/startup-[\w-]+\.js$/));
    // No task adds more than one link: neither the entry's nor Vite's helper as an import asks for a chunk.
    expect(batches.filter((batch) => batch.length > 1)).toEqual([]);
    const pageChunkBatches = batches
      .map((batch) => batch.filter((link) => named.includes(link)))
      .filter((b) => b.length);
    expect(pageChunkBatches).toEqual(named.map((link) => [link]));
  });

  it.each([
    ['si', /[\u0D80-\u0DFF]/],
    ['ta', /[\u0B80-\u0BFF]/],
  ] as const)(
    'draws each page in the language chosen (%s) on the server and hydrates it in that language without errors',
    async (locale, script) => {
      const page = await ui.newPage();
      await chooseLanguage(page, locale);
      const errors = collectErrors(page);
      for (const [path] of PAGES) {
        const res = await page.request.get(path);
        expect(res.headers()['content-language'], path).toBe(locale);
        expect(await res.text(), path).toContain(`<html lang="${locale}">`);
        await page.goto(path);
        await hydrated(page);
        expect(await page.locator('h1').first().textContent(), path).toMatch(script);
        expect(await page.evaluate(() => document.documentElement.lang), path).toBe(locale);
      }
      // A text that differed between the server's page and the browser's first render would be logged here.
      expect(errors).toEqual([]);
    },
  );

  it("preloads a form page's own Sinhala texts, and answers a switch by plain form with the page's own path", async () => {
    const form = await fetch(`${inject('baseUrl')}/emergency-aid-request`, { headers: { cookie: 'lr_locale=si' } });
    expect(await form.text()).toMatch(/<meta name="lanka-relief:chunk" content="\/assets\/si-forms-[\w-]+\.js">/);
    const switched = await fetch(`${inject('baseUrl')}//?lang=ta`, { redirect: 'manual' });
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe('/');
    expect(switched.headers.get('set-cookie')).toMatch(/^lr_locale=ta;/);
  });

  it("switches a page kept from before a change of language (the service worker's copy) to the chosen one", async () => {
    const english = await (await fetch(`${inject('baseUrl')}/alerts`)).text();
    const page = await ui.newPage();
    await chooseLanguage(page, 'si');
    await page.route('**/alerts', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: english }));
    await page.goto('/alerts');
    await page.waitForFunction(() => document.documentElement.lang === 'si');
    await page
      .locator('main h1')
      .filter({ hasText: /[\u0D80-\u0DFF]/ })
      .waitFor();
  });

  it('turns the plain DS list into the district-filtered one once scripts run (GPS offered then)', async () => {
    const page = await ui.newPage();
    await page.goto('/emergency-aid-request');
    await page.locator('form button[type="button"]').first().waitFor();
    expect(await page.getByLabel('Divisional Secretariat').isDisabled()).toBe(true);
    await page.getByLabel('District').selectOption('LK11');
    expect(await page.locator('select optgroup').count()).toBe(0);
  });
});
