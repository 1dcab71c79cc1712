import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { SESSION_COOKIE } from '../api/src/accounts/sessions.js';
import { LOCALES, type Locale } from '../shared/locales.js';
import { DASHBOARD_PAGES, PUBLIC_PAGES } from '../shared/page-routes.js';
import { createEmergencyRequest, graphql, publishAlert } from './api.js';
import { seriousAxeViolations } from './axe.js';
import { chooseLanguage, useBrowser } from './fixtures.js';
import { E2E_PASSWORD, addOfficer, volunteerSignup } from './officers.js';
import type { Role } from './pages/login-page.js';

const ui = useBrowser();
const SCREENSHOTS = '.e2e-artifacts/accessibility';
/** A small phone (the narrowest width the pages are drawn for) and a desktop. */
const WIDTHS = [360, 1280] as const;
const HEIGHT = 740;
const KOLONNAWA = 'LK1106';

const DASHBOARD_OF: Record<Role, keyof typeof DASHBOARD_PAGES> = {
  VOLUNTEER: '/volunteer-dashboard',
  DS_OFFICER: '/ds-dashboard',
  DMC_OFFICER: '/dmc-dashboard',
};

/** Each role's session token, signed in once and shared by every language and width. */
const sessions = {} as Record<Role, string>;

const signIn = async (role: Role, userId: number) =>
  (
    await graphql<{ login: { token: string } }>(
      'mutation ($u: Int!, $p: String!, $r: Role!) { login(userId: $u, password: $p, role: $r) { token } }',
      { u: userId, p: E2E_PASSWORD, r: role },
    )
  ).login.token;

beforeAll(async () => {
  const ids: Record<Role, number> = {
    DS_OFFICER: await addOfficer({
      role: 'DS_OFFICER',
      district: 'Colombo',
      ds: 'Kolonnawa',
      name: 'Amali Kolonnawa',
      contact: '0112700031',
    }),
    DMC_OFFICER: await addOfficer({
      role: 'DMC_OFFICER',
      district: 'Colombo',
      name: 'Ruwan Colombo',
      contact: '0112700032',
    }),
    VOLUNTEER: await volunteerSignup('Nimali Perera', '0771239031'),
  };
  for (const role of Object.keys(ids) as Role[]) sessions[role] = await signIn(role, ids[role]);
  // Rows in the tables, so that they are as wide as they get on a phone.
  await createEmergencyRequest('0778880031', 'LK11', KOLONNAWA);
  await publishAlert(KOLONNAWA);
  mkdirSync(SCREENSHOTS, { recursive: true });
});

/** The role's session in the context: its pages are then drawn for that role. */
async function actAs(context: BrowserContext, role: Role): Promise<void> {
  await context.addCookies([
    { name: SESSION_COOKIE, value: sessions[role], url: inject('baseUrl'), httpOnly: true, sameSite: 'Lax' },
  ]);
}

/** Opens a path and waits until its data and its language's texts have arrived. */
async function settle(page: Page, path: string, locale: Locale): Promise<void> {
  await page.goto(path);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** The serious and critical violations of each path, each line naming the path. */
async function sweep(page: Page, paths: readonly string[], locale: Locale): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await settle(page, path, locale);
    found.push(...(await seriousAxeViolations(page)).map((line) => `${path}: ${line}`));
  }
  return found;
}

const dashboardPaths = (role: Role) => {
  const base = DASHBOARD_OF[role];
  return DASHBOARD_PAGES[base].map((p) => (p ? `${base}/${p}` : base));
};

/** A page in one language and width, kept for all of its areas' tests: the pages' files are loaded once. */
function pageIn(locale: Locale, width: number): () => Promise<Page> {
  let page: Promise<Page> | undefined;
  return () =>
    (page ??= ui.newPage({ width, height: HEIGHT, locale }).then(async (opened) => {
      await chooseLanguage(opened, locale);
      return opened;
    }));
}

/**
 * The DMC home's table, wider than a phone, is reached with Tab and scrolled with the arrow keys; the screenshot shows
 * its focus ring.
 */
async function scrollTableByKeyboard(page: Page, locale: Locale): Promise<void> {
  await settle(page, '/dmc-dashboard', locale);
  const box = page.locator('.table-wrap');
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await page.locator('.card a').last().focus();
  await page.keyboard.press('Tab');
  expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await page.screenshot({ path: `${SCREENSHOTS}/${locale}-dmc-dashboard-360.png`, fullPage: true });
}

/** Some thirty pages a test on a loaded 2-core machine: 3 to 4 s each there (well under 1 s on a quiet one). */
const SWEEP_TIMEOUT_MS = 240_000;

it('reports a scrolling box that the keyboard cannot reach (the check can fail)', async () => {
  const page = await ui.newPage({ width: 360, height: HEIGHT });
  await settle(page, '/login', 'en');
  await page.evaluate(() => {
    const box = document.createElement('div');
    box.style.cssText = 'overflow-x: auto; width: 100px';
    box.innerHTML = '<p style="width: 600px">A long line of text that does not fit.</p>';
    document.body.append(box); // outside the app's root, which may still be hydrating
  });
  expect((await seriousAxeViolations(page)).join('\n')).toMatch(/^scrollable-region-focusable \(serious\)/m);
});

for (const locale of LOCALES)
  for (const width of WIDTHS)
    describe(`no serious or critical axe violations in ${locale} at ${width} px`, () => {
      const page = pageIn(locale, width);

      it('on every public page', { timeout: SWEEP_TIMEOUT_MS }, async () => {
        const visitor = await page();
        await visitor.context().clearCookies({ name: SESSION_COOKIE });
        expect(await sweep(visitor, PUBLIC_PAGES, locale)).toEqual([]);
      });

      for (const role of Object.keys(DASHBOARD_OF) as Role[])
        it(`on every page of the ${role} dashboard`, { timeout: SWEEP_TIMEOUT_MS }, async () => {
          const signedIn = await page();
          await actAs(signedIn.context(), role);
          expect(await sweep(signedIn, dashboardPaths(role), locale)).toEqual([]);
          if (role === 'DMC_OFFICER' && width === 360) await scrollTableByKeyboard(signedIn, locale);
        });
    });
