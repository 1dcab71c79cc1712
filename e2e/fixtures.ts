import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { LOCALE_COOKIE } from '../shared/locales.js';
import { seriousAxeViolations } from './axe.js';
import { launchChromium } from './browser.js';

export interface BrowserHandle {
  browser: Browser;
  baseUrl: string;
  /** A fresh page in a fresh context (own cookies and storage); `locale` is the browser's language (Accept-Language too). */
  newPage(options?: { width?: number; height?: number; locale?: string }): Promise<Page>;
}

/** One Chromium per spec file; every page gets its own context, closed after the file. */
export function useBrowser(): BrowserHandle {
  const handle = {} as BrowserHandle;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    handle.browser = await launchChromium();
    handle.baseUrl = inject('baseUrl');
    handle.newPage = async ({ width = 1280, height = 900, locale } = {}) => {
      const context = await handle.browser.newContext({
        viewport: { width, height },
        baseURL: handle.baseUrl,
        ...(locale ? { locale } : {}),
      });
      contexts.push(context);
      return context.newPage();
    };
  });
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    await handle.browser?.close();
  });
  return handle;
}

/** The visitor's choice of language, as the switcher remembers it: every later page of the context is drawn in it. */
export async function chooseLanguage(page: Page, locale: string): Promise<void> {
  await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: inject('baseUrl') }]);
}

/** Runs axe-core in the page and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(await seriousAxeViolations(page)).toEqual([]);
}
