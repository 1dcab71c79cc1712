import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { NO_SCRIPT_NOTICE } from '../shared/no-script-notice.js';
import { graphql, pngBytes } from './api.js';
import { launchChromium } from './browser.js';

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
});

/** A page in a browser with JavaScript turned off (and the language asked for). */
async function noScriptPage(locale = 'en-GB', viewport = { width: 1280, height: 720 }): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: inject('baseUrl'), locale, viewport });
  contexts.push(context);
  return context.newPage();
}

/** A phone number no other test uses: the rows this test made are found by it. */
const uniquePhone = (): string => `07${String(Date.now()).slice(-8)}`;

/** Rows in the database with this contact number, as Colombo's DMC officer reads them (Colombo is where the tests report). */
async function rowsWithPhone(phone: string): Promise<{ aidRequests: number; reports: number }> {
  const data = await graphql<{
    districtAidRequests: { emergency: { items: { contactNo: string }[] } };
    pendingReports: { items: { contactNo: string }[] };
  }>(
    '{ districtAidRequests(fulfilled: false, first: 1000) { emergency { items { contactNo } } } pendingReports(first: 1000) { items { contactNo } } }',
    {},
    inject('dmcToken'),
  );
  return {
    aidRequests: data.districtAidRequests.emergency.items.filter((r) => r.contactNo === phone).length,
    reports: data.pendingReports.items.filter((r) => r.contactNo === phone).length,
  };
}

/** The form as the browser would post it again (the same page, the same idempotency key): a double submission. */
async function postAgain(page: Page, fields: Record<string, string>, path: string): Promise<number> {
  const res = await page.request.post(path, { form: fields, headers: { origin: inject('baseUrl') } });
  return res.status();
}

async function formFields(page: Page): Promise<Record<string, string>> {
  const names = await page
    .locator('form [name]')
    .evaluateAll((nodes) => nodes.map((n) => (n as HTMLInputElement).name));
  const values: Record<string, string> = {};
  for (const name of names) values[name] = await page.locator(`form [name="${name}"]`).inputValue();
  return values;
}

/** Fills the early-warning report's text fields (a report from Colombo). */
async function fillReport(page: Page, phone: string, description: string): Promise<void> {
  await page.getByLabel('Full Name', { exact: true }).fill('Kamala Silva');
  await page.getByLabel('NIC Number').fill('199012345678');
  await page.getByLabel('Contact No').fill(phone);
  await page.getByLabel('District').selectOption('LK11');
  await page.getByLabel('Divisional Secretariat').selectOption('LK1103');
  await page.getByLabel('Description').fill(description);
}

describe('the life-saving forms without JavaScript', () => {
  it('sends an emergency aid request as a plain form post, once even when posted twice', async () => {
    const phone = uniquePhone();
    const page = await noScriptPage();
    await page.goto('/emergency-aid-request');
    // GPS needs scripts: without them there is no Current Location button, and the DS select lists every division.
    expect(await page.locator('form button[type="button"]').count()).toBe(0);
    await page.getByLabel('Full Name (optional)').fill('Nimal Perera');
    await page.getByLabel('Contact No').fill(phone);
    await page.getByLabel('District').selectOption('LK11');
    await page.getByLabel('Divisional Secretariat').selectOption('LK1103');
    const sent = await formFields(page);
    await page.getByRole('button', { name: 'Submit Emergency Request' }).click();
    await page.getByText('Aid request submitted successfully!').waitFor();
    expect(await rowsWithPhone(phone)).toEqual({ aidRequests: 1, reports: 0 });
    expect(await postAgain(page, sent, '/emergency-aid-request')).toBe(200);
    expect(await rowsWithPhone(phone)).toEqual({ aidRequests: 1, reports: 0 });
  });

  it('sends an early-warning report as a plain form post, once even when posted twice', async () => {
    const phone = uniquePhone();
    const page = await noScriptPage();
    await page.goto('/submit-symptoms');
    await fillReport(page, phone, 'Water rising fast near the canal, houses flooding.');
    const sent = await formFields(page);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Early Warning Submitted Successfully!').waitFor();
    expect(await rowsWithPhone(phone)).toEqual({ aidRequests: 0, reports: 1 });
    expect(await postAgain(page, sent, '/submit-symptoms')).toBe(200);
    expect(await rowsWithPhone(phone)).toEqual({ aidRequests: 0, reports: 1 });
  });

  it("sends the report's photo as a file of the plain form, and says in the page when the file is not a photo", async () => {
    const phone = uniquePhone();
    const page = await noScriptPage();
    await page.goto('/submit-symptoms');
    await fillReport(page, phone, 'Cracks opening in the slope above the houses.');
    const text = { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') };
    await page.getByLabel('Upload / Capture Image').setInputFiles(text);
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('The file must be an image (JPEG, PNG, WebP or GIF).').waitFor();
    expect(await page.getByLabel('Contact No').inputValue()).toBe(phone);
    expect(await rowsWithPhone(phone)).toEqual({ aidRequests: 0, reports: 0 });

    const photo = await pngBytes();
    await page
      .getByLabel('Upload / Capture Image')
      .setInputFiles({ name: 'slope.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Early Warning Submitted Successfully!').waitFor();
    const data = await graphql<{
      pendingReports: { items: { contactNo: string; image: { byteSize: number } | null }[] };
    }>('{ pendingReports(first: 1000) { items { contactNo image { byteSize } } } }', {}, inject('dmcToken'));
    expect(data.pendingReports.items.filter((r) => r.contactNo === phone).map((r) => r.image?.byteSize)).toEqual([
      photo.length,
    ]);
  });

  it('shows the field message for a missing phone in the page, keeping what was typed, and makes nothing', async () => {
    const page = await noScriptPage();
    await page.goto('/emergency-aid-request');
    await page.getByLabel('Full Name (optional)').fill('Sunil Fernando');
    await page.getByLabel('District').selectOption('LK11');
    await page.getByLabel('Divisional Secretariat').selectOption('LK1103');
    await page.getByRole('button', { name: 'Submit Emergency Request' }).click();
    await page.getByText('Phone number must be exactly 10 digits').first().waitFor();
    expect(await page.getByLabel('Full Name (optional)').inputValue()).toBe('Sunil Fernando');
    expect(await page.getByLabel('District').inputValue()).toBe('LK11');
    expect(await page.getByText('Aid request submitted successfully!').count()).toBe(0);
  });

  it("draws the first page in the browser's language, and changes it with the switcher's plain form", async () => {
    const page = await noScriptPage('ta-LK');
    await page.goto('/emergency-aid-request');
    expect(await page.locator('html').getAttribute('lang')).toBe('ta');
    expect(await page.locator('main h1').textContent()).toMatch(/[\u0B80-\u0BFF]/);
    // The notice of what works without scripts, in the page's language too.
    expect(await page.locator('body > noscript').textContent()).toBe(NO_SCRIPT_NOTICE.ta);
    await page.getByLabel('மொழி').selectOption('si');
    await page.getByRole('button', { name: 'மாற்று' }).click();
    await page.locator('html[lang="si"]').waitFor({ state: 'attached' });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/emergency-aid-request');
    expect(await page.locator('main h1').textContent()).toBe('හදිසි සහාය ඉල්ලීම');
    // Remembered for the next page, as the switcher with scripts remembers it.
    await page.goto('/alerts');
    expect(await page.locator('html').getAttribute('lang')).toBe('si');
    expect(await page.locator('body > noscript').textContent()).toBe(NO_SCRIPT_NOTICE.si);
  });

  it('opens the menu on a phone with a plain link, and its links and language switcher work', async () => {
    const page = await noScriptPage('en-GB', { width: 390, height: 800 });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    expect(await menu.isVisible()).toBe(false);
    expect(await page.locator('button.menu-toggle').isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'View Disasters' }).waitFor({ state: 'visible' });
    expect(await menu.getByRole('button', { name: 'Change' }).isVisible()).toBe(true);
    await menu.getByRole('link', { name: 'View Disasters' }).click();
    await page.waitForURL((url) => url.pathname === '/alerts');
    expect(await menu.isVisible()).toBe(false);
  });

  it("answers a post in the browser's language (Accept-Language, when no language was chosen)", async () => {
    const page = await noScriptPage('ta-LK');
    await page.goto('/emergency-aid-request');
    await page.getByLabel('மாவட்டம்').selectOption('LK11');
    await page.locator('main form button[type="submit"]').click();
    await page.locator('html[lang="ta"]').waitFor({ state: 'attached' });
    expect(await page.locator('.field-error').count()).toBeGreaterThan(0);
    expect(await page.getByText('Phone number must be exactly 10 digits').count()).toBe(0);
    // Its letters in the Tamil webfont, which no script is there to load (a phone without Tamil fonts shows boxes).
    expect(
      await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some((font) => /Tamil/.test(font.family) && font.status === 'loaded');
      }),
    ).toBe(true);
  });

  it('refuses a post from another site', async () => {
    const res = await fetch(`${inject('baseUrl')}/emergency-aid-request`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
      body: new URLSearchParams({ contactNo: uniquePhone(), district: 'LK11', dsDivision: 'LK1103' }),
    });
    expect(res.status).toBe(403);
  });
});
