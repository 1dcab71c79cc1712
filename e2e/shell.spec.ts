import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, useBrowser } from './fixtures.js';
import { hydrated } from './hydration.js';

const ui = useBrowser();

describe('web shell', () => {
  it('shows the public navigation bar with the seed links and highlights the active one', async () => {
    const page = await ui.newPage();
    await page.goto('/alerts');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.waitFor();
    for (const label of [
      'Home',
      'View Disasters',
      'Report Disasters',
      'Request Support',
      'Log in',
      'Sign up as Volunteer',
    ])
      expect(await nav.getByRole('link', { name: label, exact: true }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'View Disasters' }).getAttribute('class')).toContain('active');
    expect(await nav.getByRole('link', { name: 'Home', exact: true }).getAttribute('class')).not.toContain('active');
    await nav.getByRole('link', { name: 'Report Disasters' }).click();
    await page.waitForURL('**/submit-symptoms');
    await page.getByRole('heading', { level: 1, name: 'Report Early Warnings' }).waitFor();
  });

  it('sends a signed-out visitor from the signed-in areas to /login', async () => {
    const page = await ui.newPage();
    for (const path of ['/volunteer-dashboard', '/ds-dashboard/volunteers', '/dmc-dashboard']) {
      await page.goto(path);
      await page.waitForURL('**/login');
      await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    }
  });

  it('opens and closes the slide-in menu on a 360 px phone screen', async () => {
    const page = await ui.newPage({ width: 360, height: 740 });
    await page.goto('/');
    // The app starts after the page is painted; before that, the menu opens by its fragment only without scripts.
    await hydrated(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const link = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Request Support' });
    await toggle.waitFor();
    expect(await link.isVisible()).toBe(false);
    await toggle.click();
    await link.waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await link.click();
    await page.waitForURL('**/request-aid');
    await link.waitFor({ state: 'hidden' });
  });

  it('opens the phone menu above the home map (Leaflet stacks its panes high)', async () => {
    const page = await ui.newPage({ width: 360, height: 740 });
    await page.goto('/');
    await page.locator('.map-frame').scrollIntoViewIfNeeded();
    await page.locator('.leaflet-container').waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Log in' });
    await link.waitFor({ state: 'visible' });
    await page.waitForFunction(() =>
      ['none', 'matrix(1, 0, 0, 1, 0, 0)'].includes(getComputedStyle(document.getElementById('main-menu')!).transform),
    );
    // Paint order, probed by hit-testing with every map layer made hit-testable (Leaflet's panes are not, by default).
    await page.addStyleTag({ content: '.leaflet-pane, .leaflet-pane * { pointer-events: auto !important; }' });
    const nav = (await page.locator('#main-menu').boundingBox())!;
    const map = (await page.locator('.map-frame').boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('nav')?.id ?? null,
      [nav.x + nav.width / 2, map.y + map.height / 2],
    );
    expect(hit).toBe('main-menu');
  });

  it('switches to Sinhala and remembers the choice after a reload', async () => {
    const page = await ui.newPage();
    await page.goto('/');
    await hydrated(page);
    await page.getByLabel('Language').selectOption('si');
    await page.getByRole('link', { name: 'මුල් පිටුව' }).waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'මුල් පිටුව' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('si');
    // Every text has a Sinhala entry now: no English left, the footer included.
    expect(await page.getByText('Lanka Relief connects people at risk').count()).toBe(0);
    expect(await page.getByText('ලංකා සහන මගින් අවදානමේ සිටින අය', { exact: false }).count()).toBe(1);
  });

  it('serves GraphQL on the same port as the app', async () => {
    const page = await ui.newPage();
    await page.goto('/');
    const count = await page.evaluate(async () => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ districts { code } }' }),
      });
      const body = (await res.json()) as { data: { districts: unknown[] } };
      return body.data.districts.length;
    });
    expect(count).toBe(25);
  });

  it('answers an unknown path with a not-found page', async () => {
    const page = await ui.newPage();
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });

  it('has no serious or critical accessibility violations on the public pages', async () => {
    const page = await ui.newPage();
    for (const path of [
      '/',
      '/alerts',
      '/submit-symptoms',
      '/request-aid',
      '/emergency-aid-request',
      '/post-disaster-aid-request',
      '/login',
      '/signup',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    }
  });
});
