import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchChromium } from './browser.js';

export interface BrowserHandle {
  browser: Browser;
  baseUrl: string;
  /** A fresh page in a fresh context (own cookies and storage). */
  newPage(options?: { width?: number; height?: number }): Promise<Page>;
}

/** One Chromium per spec file; every page gets its own context, closed after the file. */
export function useBrowser(): BrowserHandle {
  const handle = {} as BrowserHandle;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    handle.browser = await launchChromium();
    handle.baseUrl = inject('baseUrl');
    handle.newPage = async ({ width = 1280, height = 900 } = {}) => {
      const context = await handle.browser.newContext({ viewport: { width, height }, baseURL: handle.baseUrl });
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

/** Runs axe-core in the page and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Evaluated through the browser's protocol: an inline script tag would be (rightly) refused by the page's CSP.
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
}
