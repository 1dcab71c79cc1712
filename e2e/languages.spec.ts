import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { graphql } from './api.js';
import { chooseLanguage, useBrowser } from './fixtures.js';
import { LoginPage } from './pages/login-page.js';
import { hydrated } from './hydration.js';

const ui = useBrowser();

/** A browser whose preferred languages are these (what a phone set to Sinhala or Tamil sends, to scripts and server). */
async function pageWithBrowserLanguages(languages: [string, ...string[]]): Promise<Page> {
  const page = await ui.newPage({ locale: languages[0] });
  await page.addInitScript((list) => Object.defineProperty(navigator, 'languages', { get: () => list }), languages);
  return page;
}

/** The webfont faces of a family the page has, with their load status. */
const faces = (page: Page, family: string) =>
  page.evaluate(
    (name) => [...document.fonts].filter((f) => f.family.replace(/"/g, '') === name).map((f) => f.status),
    family,
  );

describe('Sinhala and Tamil', () => {
  it('follows a Tamil browser on the first visit: Tamil texts, lang="ta", the Tamil webfont loaded', async () => {
    const page = await pageWithBrowserLanguages(['ta-LK', 'en']);
    await page.goto('/');
    await page.getByRole('link', { name: 'முகப்பு' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ta');
    expect(await page.getByText('அனர்த்த முகாமைத்துவ நிலையம்').count()).toBeGreaterThan(0);
    await page.waitForFunction(() =>
      [...document.fonts].some(
        (f) => f.family.replace(/"/g, '') === 'Noto Sans Tamil Webfont' && f.status === 'loaded',
      ),
    );
    expect(await faces(page, 'Noto Sans Sinhala Variable')).toEqual([]);
  });

  it('says lang="si" on a page drawn in the browser from its first text (the shell it starts from says English)', async () => {
    const page = await pageWithBrowserLanguages(['si-LK', 'en']);
    // The page's language at the moment its navigation first appears (the app's first render), before its effects.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('#root nav a')) return;
        (window as unknown as { langAtFirstText: string }).langAtFirstText = document.documentElement.lang;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    // An unknown path is not a public page: the server answers the shell and the browser draws the page.
    await page.goto('/no-such-page');
    await page.waitForFunction(() => 'langAtFirstText' in window);
    expect(await page.evaluate(() => (window as unknown as { langAtFirstText: string }).langAtFirstText)).toBe('si');
  });

  it('keeps English and downloads no Sinhala or Tamil font for an English browser', async () => {
    const page = await pageWithBrowserLanguages(['en-GB']);
    const fontRequests: string[] = [];
    page.on('request', (request) => request.resourceType() === 'font' && fontRequests.push(request.url()));
    await page.goto('/');
    await page.getByRole('link', { name: 'Home', exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await faces(page, 'Noto Sans Tamil Webfont')).toEqual([]);
    expect(await faces(page, 'Noto Sans Sinhala Variable')).toEqual([]);
    expect(fontRequests).toEqual([]);
  });

  it('switches to Sinhala with its webfont', async () => {
    const page = await pageWithBrowserLanguages(['en-GB']);
    await page.goto('/emergency-aid-request');
    // Before the app runs, the switcher is a plain form that needs its button.
    await hydrated(page);
    await page.getByLabel('Language').selectOption('si');
    await page.getByRole('heading', { level: 1, name: 'හදිසි සහාය ඉල්ලීම' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('si');
    await page.waitForFunction(() =>
      [...document.fonts].some(
        (f) => f.family.replace(/"/g, '') === 'Noto Sans Sinhala Variable' && f.status === 'loaded',
      ),
    );
  });

  it('formats dates in ta-LK in the browser; Sinhala, which Chromium has no data for, falls back to British English', async () => {
    const page = await pageWithBrowserLanguages(['en-GB']);
    await page.goto('/');
    const resolved = await page.evaluate(() =>
      [
        ['ta-LK', 'en-GB'],
        ['si-LK', 'en-GB'],
      ].map((tags) => new Intl.DateTimeFormat(tags, { timeZone: 'Asia/Colombo' }).resolvedOptions().locale),
    );
    expect(resolved[0]).toBe('ta-LK');
    expect(['si-LK', 'en-GB']).toContain(resolved[1]);
  });

  it('translates the signed-in screens too (their catalogue loads with them)', async () => {
    const page = await pageWithBrowserLanguages(['ta']);
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'உள்நுழைய' }).waitFor();
    await page.getByLabel('கடவுச்சொல்').waitFor();
    expect(await page.getByText('Password', { exact: true }).count()).toBe(0);
  });

  it('shows the server refusal of a field in Sinhala (a rule only the server checks: a common password)', async () => {
    const page = await pageWithBrowserLanguages(['en-GB']);
    await page.goto('/signup');
    await hydrated(page);
    await page.getByLabel('Full Name').fill('Sanduni Wijesinghe');
    await page.getByLabel('Contact Number').fill('0771239877');
    await page.getByLabel('Email').fill(`common-${Date.now()}@example.org`);
    await page.getByLabel('Password', { exact: true }).fill('password1');
    await page.getByLabel('Confirm Password').fill('password1');
    await page.getByLabel('District', { exact: true }).selectOption({ label: 'Colombo' });
    await page.getByLabel('Divisional Secretariat').selectOption({ label: 'Dehiwala' });
    await page.getByLabel('Language').selectOption('si');
    await page
      .getByRole('heading', { level: 1 })
      .and(page.getByText(/[\u0D80-\u0DFF]/))
      .waitFor();
    await page.locator('form button[type=submit]').click();
    await page.getByText('මෙම මුරපදය ඉතා සුලභ හෝ අනුමාන කිරීමට පහසුය. කරුණාකර වෙනත් එකක් තෝරන්න.').first().waitFor();
    expect(await page.getByText('This password is too common', { exact: false }).count()).toBe(0);
  });

  it('names the district and DS division of the signed-in user and DS division in Tamil, with a name reviewed under D25', async () => {
    const { signupVolunteer } = await graphql<{ signupVolunteer: { id: number } }>(
      'mutation ($i: SignupVolunteerInput!) { signupVolunteer(input: $i) { id } }',
      {
        i: {
          fullName: 'Tharshini Kayts',
          email: `kayts-${Date.now()}@example.org`,
          password: 'volunteer-pass-1',
          confirmPassword: 'volunteer-pass-1',
          contactNumber: '0771239878',
          district: 'LK41',
          dsDivision: 'LK4103',
        },
      },
    );
    const page = await pageWithBrowserLanguages(['en-GB']);
    await new LoginPage(page).logIn('VOLUNTEER', signupVolunteer.id, 'volunteer-pass-1');
    expect(await page.getByText('Islands North (Kayts)').count()).toBeGreaterThan(0);
    await chooseLanguage(page, 'ta');
    await page.reload();
    await page.getByText('ஊர்காவற்றுறை').first().waitFor();
    expect(await page.getByText('யாழ்ப்பாணம்').count()).toBeGreaterThan(0);
    expect(await page.getByText('Islands North (Kayts)').count()).toBe(0);
  });
});
