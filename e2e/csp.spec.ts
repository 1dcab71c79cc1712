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

describe('the app runs under its Content-Security-Policy', () => {
  it('no page has an inline script, and none may run: each hands its data over as JSON data blocks', async () => {
    for (const path of ['/', '/submit-symptoms']) {
      const res = await fetch(`${inject('baseUrl')}${path}`);
      const html = await res.text();
      const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(scriptSrc, path).toBe("'self'");
      expect(html, path).toContain('<script type="application/json" id="lanka-relief-state">');
      // Every other script element has a src.
      expect(html.match(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g) ?? [], path).toEqual([]);
    }
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
