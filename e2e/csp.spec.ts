import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './fixtures.js';
import { hydrated } from './hydration.js';

const ui = useBrowser();

/** Every Content-Security-Policy violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on(
    'console',
    (m) => /Content Security Policy|Refused to (execute|load|apply)/i.test(m.text()) && violations.push(m.text()),
  );
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI}`,
      );
    });
  });
  return violations;
}

describe('the app runs under its Content-Security-Policy (issue 15)', () => {
  it("the shared home page allows its state script by hash (it is compressed once for every visitor), with a fresh nonce in each answer's header", async () => {
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${inject('baseUrl')}/`);
      const html = await res.text();
      const policy = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      const state = /<script>(window\.[\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(state).toBeDefined();
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(state!).digest('base64')}'`);
      nonces.push(/'nonce-([^']+)'/.exec(scriptSrc)?.[1]);
      // No other inline script: every other script element has a src.
      expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>(?!window\.)/g) ?? []).toEqual([]);
    }
    expect(nonces[0]).toBeDefined();
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('home page, a form page and a dashboard load and work with no CSP violation', async () => {
    const page = await ui.newPage();
    const violations = await watchViolations(page);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Live Disaster Map' }).waitFor();
    // The layer check box acts through React: a tap before the app has taken the page over changes nothing.
    await hydrated(page);
    await page.getByLabel('Show Alerts').uncheck();
    await page.goto('/submit-symptoms');
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    const url = new URL(inject('baseUrl'));
    await page
      .context()
      .addCookies([{ name: 'lr_session', value: inject('dmcToken'), domain: url.hostname, path: '/' }]);
    await page.goto('/dmc-dashboard');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
  });
});
