import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aidRequestsFrom } from './database.js';
import { useBrowser } from './fixtures.js';
import { hydrated } from './hydration.js';
import { pointsInPicture } from './map-points.js';
import { AlertsPage } from './pages/alerts-page.js';
import { E2E_PASSWORD, addOfficer } from './officers.js';
import { EmergencyAidPage, PostDisasterAidPage } from './pages/aid-request-pages.js';
import { showsOrExplain } from './explain.js';

const ui = useBrowser();

/** Holds the page's scripts back (the page shows long before its code on 2G); answers what lets them through. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  return () => release();
}

describe('what a visitor typed or ticked before the scripts arrived (the page shows long before its code on 2G)', () => {
  it('keeps what was typed and chosen when the app takes over, and sends it', async () => {
    const page = await ui.newPage({ width: 390, height: 844 });
    const release = await holdScripts(page);
    await page.goto('/emergency-aid-request', { waitUntil: 'commit' });
    const emergency = new EmergencyAidPage(page);
    await emergency.fillContact('0778800123');
    await emergency.chooseDistrict('Colombo');
    await emergency.chooseDs('Kolonnawa');

    release();
    await hydrated(page);
    await page.getByText('Location manually selected: Colombo, Kolonnawa').waitFor();
    expect(await page.getByLabel('Contact No').inputValue()).toBe('0778800123');
    await emergency.submitButton.click();
    await page.getByRole('dialog', { name: 'Aid request submitted successfully!' }).waitFor();
    expect(await aidRequestsFrom(['0778800123'])).toEqual({ rows: 1, distinct: 1 });
  });

  it('does not move the emergency form when the app takes over and asks for GPS, nor when GPS fails', async () => {
    const page = await ui.newPage({ width: 390, height: 844 });
    // The position is answered when the test says so: a refusal, as when the person says no.
    await page.addInitScript(() => {
      const w = window as unknown as { refuseGps?: () => void };
      navigator.geolocation.getCurrentPosition = (_found, failed) => {
        w.refuseGps = () => failed?.({ code: 1, PERMISSION_DENIED: 1, message: 'denied' } as GeolocationPositionError);
      };
    });
    const release = await holdScripts(page);
    await page.goto('/emergency-aid-request', { waitUntil: 'commit' });
    const form = page.locator('form#emergency-aid-request');
    const top = async () => (await form.boundingBox())!.y;
    await page.evaluate(() => document.fonts.ready);
    const before = await top();

    release();
    await hydrated(page);
    await page.getByText('Auto-detecting your location...').waitFor();
    expect(await top()).toBe(before);
    await page.evaluate(() => (window as unknown as { refuseGps: () => void }).refuseGps());
    await page
      .getByText('Location Error: Location access denied by user. Please use the button below to retry.')
      .waitFor();
    expect(await top()).toBe(before);
  });

  it('keeps the role chosen on the log-in page before the app took over: the officer is not logged in as a volunteer', async () => {
    const officer = await addOfficer({
      role: 'DMC_OFFICER',
      district: 'Colombo',
      name: 'Anoma Typed',
      contact: '0112700061',
    });
    const page = await ui.newPage({ width: 390, height: 844 });
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Role').selectOption('DMC_OFFICER');
    await page.getByLabel('User ID').fill(String(officer));
    await page.getByLabel('Password').fill(E2E_PASSWORD);

    release();
    await hydrated(page);
    // What was typed is given back in an effect, which runs just after hydration: read until it has.
    await expect.poll(() => page.getByLabel('Role').inputValue()).toBe('DMC_OFFICER');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dmc-dashboard/u);
  });

  it('keeps what was typed into the post-disaster form before the app took over, and sends it', async () => {
    const page = await ui.newPage({ width: 390, height: 844 });
    const release = await holdScripts(page);
    await page.goto('/post-disaster-aid-request', { waitUntil: 'commit' });
    await page.getByLabel('Full Name').fill('Kumari Typed');
    await page.getByLabel('NIC Number').fill('198512345678');
    await page.getByLabel('Contact No').fill('0778800124');
    await page.getByLabel('District', { exact: true }).selectOption({ label: 'Colombo' });
    await page.getByLabel('Type of Support').selectOption('Supply distribution');
    await page.getByLabel('Description').fill('Typed before the scripts came');

    release();
    await hydrated(page);
    // The list of divisions needs the app: chosen after it took over, the rest as typed before.
    await page.getByLabel('Divisional Secretariat').selectOption({ label: 'Kolonnawa' });
    await new PostDisasterAidPage(page).submit();
    await page.getByRole('dialog', { name: 'Aid request submitted successfully!' }).waitFor();
    expect(await aidRequestsFrom(['0778800124'])).toEqual({ rows: 1, distinct: 1 });
  });

  it('keeps what was typed into the sign-up form before the app took over, and signs the volunteer up', async () => {
    const page = await ui.newPage({ width: 390, height: 844 });
    const release = await holdScripts(page);
    await page.goto('/signup', { waitUntil: 'commit' });
    await page.getByLabel('Full Name').fill('Sunil Typed');
    await page.getByLabel('Contact Number').fill('0778800125');
    await page.getByLabel('Email').fill('sunil.typed@example.org');
    await page.getByLabel('Password', { exact: true }).fill('typed-pass-1');
    await page.getByLabel('Confirm Password').fill('typed-pass-1');
    await page.getByLabel('District', { exact: true }).selectOption({ label: 'Colombo' });

    release();
    await hydrated(page);
    await page.getByLabel('Divisional Secretariat').selectOption({ label: 'Kolonnawa' });
    await page.getByRole('button', { name: 'Sign up' }).click();
    await showsOrExplain(page, page.getByRole('dialog', { name: /Signup successful! Your User ID is: \d+/u }));
  });

  it('keeps a map layer cleared before the app took over: React does not tick the box again and the picture hides the layer', async () => {
    const page = await ui.newPage({ width: 390, height: 844 });
    const release = await holdScripts(page);
    // The picture stays: Leaflet's map would replace it.
    await page.route('**/assets/LiveMap-*.js', () => undefined);
    await page.goto('/', { waitUntil: 'commit' });
    const showAlerts = page.getByLabel('Show Alerts');
    const all = await (async () => {
      await showAlerts.waitFor();
      return pointsInPicture(page);
    })();
    await showAlerts.uncheck();

    release();
    await hydrated(page);
    await expect.poll(() => pointsInPicture(page)).toBeLessThan(all);
    expect(await showAlerts.isChecked()).toBe(false);
    // React has the boxes now: ticking it again shows the alerts again.
    await showAlerts.check();
    await expect.poll(() => pointsInPicture(page)).toBe(all);
  });

  it("keeps the aid table's district chosen before the app took over: the table shows that district's requests", async () => {
    const page = await ui.newPage({ width: 390, height: 844 });
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const table = page.locator('#aid-requests');
    await table.getByLabel('District', { exact: true }).selectOption({ label: 'Colombo' });

    release();
    await hydrated(page);
    // The divisions' select opens only once the app's filter has the district.
    await expect.poll(() => table.getByLabel('Divisional Secretariat').isEnabled()).toBe(true);
    // The rows before the filter's stay, dimmed, until its own arrive.
    const districts = () => table.locator('.table-wrap:not(.stale) tbody tr td:nth-child(5)').allTextContents();
    await expect.poll(async () => [...new Set(await districts())]).toEqual(['Colombo']);
  });

  it('keeps the alert filters chosen before the app took over, and a district remembered in this browser', async () => {
    const page = await ui.newPage({ width: 390, height: 844 });
    const alerts = new AlertsPage(page);
    const release = await holdScripts(page);
    await page.goto('/alerts', { waitUntil: 'commit' });
    await page.getByLabel('District', { exact: true }).selectOption({ label: 'Kandy' });

    release();
    await hydrated(page);
    await expect.poll(() => alerts.dsSelect.isEnabled()).toBe(true);
    await alerts.settled();
    expect(new Set(await alerts.districtCells())).toEqual(new Set(['Kandy']));
    expect(await page.evaluate(() => localStorage.getItem('selectedDistrict'))).toBe('LK21');

    // The next visit starts from the district remembered, though its page came without it.
    await alerts.open();
    await expect.poll(() => alerts.dsSelect.isEnabled()).toBe(true);
    expect(await page.getByLabel('District', { exact: true }).inputValue()).toBe('LK21');
  });

  it('switches to the language chosen before the app took over', async () => {
    const page = await ui.newPage({ width: 1280, height: 800 });
    const release = await holdScripts(page);
    await page.goto('/alerts', { waitUntil: 'commit' });
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    await page.getByLabel('Language').selectOption('si');

    release();
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('si');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).not.toBe(heading);
    expect(await page.getByLabel('භාෂාව').inputValue()).toBe('si');
  });
});
