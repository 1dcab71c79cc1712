import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { publishAlert } from './api.js';
import { useBrowser } from './fixtures.js';

const ui = useBrowser();

/** CSP violations the page reports (the explorer must run under the site's policy). */
function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on(
    'console',
    (m) =>
      /Content Security Policy|Refused to (execute|load|apply|create)/i.test(m.text()) && violations.push(m.text()),
  );
  return violations;
}

// Monaco draws spaces as no-break spaces.
const textOf = async (page: Page, selector: string) =>
  (await page.locator(selector).innerText()).replace(/\u00a0/g, ' ');
const responseText = (page: Page) => textOf(page, '.graphiql-response');
/** Waits until the operation editor (Monaco, loaded after the page) shows this text. */
const editorShows = (page: Page, text: string) =>
  expect.poll(() => textOf(page, '.graphiql-query-editor'), { timeout: 20_000 }).toContain(text);

async function runAndRead(page: Page, expected: RegExp): Promise<string> {
  await page.getByRole('button', { name: /Execute query/ }).click();
  await expect.poll(() => responseText(page), { timeout: 20_000 }).toMatch(expected);
  return responseText(page);
}

describe('the GraphQL explorer', () => {
  it('opens at /graphiql, runs a query over HTTP and shows its answer, with no CSP violation', async () => {
    const page = await ui.newPage();
    const violations = watchViolations(page);
    await page.goto(`/graphiql?query=${encodeURIComponent('query Places { districts { code name } }')}`);
    await editorShows(page, 'query Places');
    const answer = await runAndRead(page, /Colombo/);
    expect(answer).toContain('"districts"');
    expect(answer).toContain('LK11');
    expect(violations).toEqual([]);
  });

  it('opens with the example tabs, and receives a subscription event over graphql-ws', async () => {
    const page = await ui.newPage();
    const violations = watchViolations(page);
    await page.goto('/graphiql');
    await editorShows(page, 'query FirstLook');
    const tab = page.getByRole('tab').filter({ hasText: 'AlertChanged' });
    await tab.getByRole('button', { name: 'AlertChanged' }).click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await editorShows(page, 'subscription AlertChanged');
    await page.getByRole('button', { name: /Execute/ }).click();
    // The subscription is open once the server counts it; then an alert is published through the API.
    await page.waitForTimeout(1_000);
    await publishAlert('LK1103');
    await expect.poll(() => responseText(page), { timeout: 20_000 }).toMatch(/"alertChanged"/);
    expect(violations).toEqual([]);
  });

  it('sends a browser that opens /graphql to the explorer, and answers GraphQL clients as before', async () => {
    const base = inject('baseUrl');
    const browser = await fetch(`${base}/graphql`, { headers: { accept: 'text/html' }, redirect: 'manual' });
    expect(browser.status).toBe(302);
    expect(browser.headers.get('location')).toBe('/graphiql');
    const client = await fetch(`${base}/graphql?query=${encodeURIComponent('{ districts { code } }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': '1' },
    });
    expect(client.status).toBe(200);
    expect(((await client.json()) as { data: { districts: unknown[] } }).data.districts).toHaveLength(25);
  });
});
