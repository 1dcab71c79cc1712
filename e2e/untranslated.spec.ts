import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_PAGES, PUBLIC_PAGES } from '../shared/page-routes.js';
import { graphql, publishAlert } from './api.js';
import { chooseLanguage, useBrowser } from './fixtures.js';
import { E2E_PASSWORD, addOfficer, volunteerSignup } from './officers.js';
import { LoginPage, type Role } from './pages/login-page.js';
import { englishOnPage, englishPieces, literalPieces, type OtherLocale } from './untranslated.js';

const ui = useBrowser();
const SCREENSHOTS = '.e2e-artifacts/languages';
const LOCALES: OtherLocale[] = ['si', 'ta'];

const users = {} as Record<Role, number>;
beforeAll(async () => {
  users.DS_OFFICER = await addOfficer({
    role: 'DS_OFFICER',
    district: 'Colombo',
    ds: 'Kolonnawa',
    name: 'Nadeeka Kolonnawa',
    contact: '0112700021',
  });
  users.DMC_OFFICER = await addOfficer({
    role: 'DMC_OFFICER',
    district: 'Colombo',
    name: 'Tharindu Colombo',
    contact: '0112700022',
  });
  users.VOLUNTEER = await volunteerSignup('Ishara Fernando', '0771239021');
  // Something on every list, so rows, badges and buttons are drawn too.
  const place = { district: 'LK11', dsDivision: 'LK1106' };
  await graphql('mutation ($i: CreateAidRequestInput!) { createAidRequest(input: $i) { id } }', {
    i: { form: 'EMERGENCY', contactNo: '0778880021', ...place },
  });
  await graphql('mutation ($i: CreateAidRequestInput!) { createAidRequest(input: $i) { id } }', {
    i: {
      form: 'POST_DISASTER',
      fullName: 'Priyanka Silva',
      nicNumber: '198512345021',
      contactNo: '0778880022',
      familySize: 4,
      dateTime: '2026-11-21T08:00',
      typeSupport: 'Food',
      description: 'House flooded.',
      ...place,
    },
  });
  await graphql('mutation ($i: SubmitReportInput!) { submitReport(input: $i) { id } }', {
    i: {
      reporterName: 'Kumari Dias',
      nicNumber: '198012345679',
      contactNo: '0761110021',
      dateTime: '2026-11-21T07:45',
      description: 'Water rising fast behind the school.',
      ...place,
    },
  });
  await publishAlert('LK1106');
  mkdirSync(SCREENSHOTS, { recursive: true });
});

/** A signed-in page in English (the login page object speaks English), then switched to the language. */
async function signedIn(role: Role, locale: OtherLocale | 'en', width?: number): Promise<Page> {
  const page = await ui.newPage();
  await new LoginPage(page).logIn(role, users[role], E2E_PASSWORD);
  // Logged in at desktop width, where the page object finds Log out outside the phone's menu.
  if (width) await page.setViewportSize({ width, height: 844 });
  await chooseLanguage(page, locale);
  return page;
}

async function publicPage(locale: OtherLocale | 'en', width?: number): Promise<Page> {
  const page = await ui.newPage(width ? { width, height: 844 } : undefined);
  await chooseLanguage(page, locale);
  return page;
}

/** Opens a path and waits until its data and its language's texts have arrived. */
async function settle(page: Page, path: string, locale: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor();
}

async function englishOnScreens(page: Page, paths: readonly string[], locale: OtherLocale): Promise<string[]> {
  const pieces = englishPieces(locale);
  const found: string[] = [];
  for (const path of paths) {
    await settle(page, path, locale);
    found.push(...(await englishOnPage(page, pieces)).map((text) => `${path}: ${text}`));
  }
  return found;
}

const dashboardPaths = (base: keyof typeof DASHBOARD_PAGES) =>
  DASHBOARD_PAGES[base].map((p) => (p ? `${base}/${p}` : base));

describe('no English left in Sinhala or Tamil', () => {
  it('finds English pieces on a page that has them (the check can fail)', async () => {
    const page = await publicPage('si');
    await settle(page, '/', 'si');
    await page.evaluate(() => document.querySelector('h1')!.append(' Emergency Aid Request'));
    expect(await englishOnPage(page, englishPieces('si'))).toContain('Emergency Aid Request');
    expect(literalPieces('{count, plural, one {# request} other {# requests}} waiting to send')).toEqual([
      'waiting to send',
    ]);
  });

  for (const locale of LOCALES) {
    it(`public pages in ${locale}`, async () => {
      expect(await englishOnScreens(await publicPage(locale), PUBLIC_PAGES, locale)).toEqual([]);
    });

    it(`the volunteer's screens in ${locale}`, async () => {
      expect(
        await englishOnScreens(await signedIn('VOLUNTEER', locale), dashboardPaths('/volunteer-dashboard'), locale),
      ).toEqual([]);
    });

    it(`the DS officer's screens in ${locale}`, async () => {
      expect(
        await englishOnScreens(await signedIn('DS_OFFICER', locale), dashboardPaths('/ds-dashboard'), locale),
      ).toEqual([]);
    });

    it(`the DMC officer's screens in ${locale}`, async () => {
      expect(
        await englishOnScreens(await signedIn('DMC_OFFICER', locale), dashboardPaths('/dmc-dashboard'), locale),
      ).toEqual([]);
    });
  }

  it('screenshots the home page, the emergency form and the DS dashboard in each language at phone width', async () => {
    for (const locale of ['en', 'si', 'ta'] as const) {
      const visitor = await publicPage(locale, 390);
      for (const [name, path] of [
        ['home', '/'],
        ['emergency', '/emergency-aid-request'],
      ] as const) {
        await settle(visitor, path, locale);
        await visitor.screenshot({ path: `${SCREENSHOTS}/${locale}-${name}.png`, fullPage: true });
      }
      const officer = await signedIn('DS_OFFICER', locale, 390);
      await settle(officer, '/ds-dashboard', locale);
      await officer.screenshot({ path: `${SCREENSHOTS}/${locale}-ds-dashboard.png`, fullPage: true });
      expect(await officer.evaluate(() => document.documentElement.lang)).toBe(locale);
    }
  });
});
