import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createEmergencyRequest, expectedMarkers, graphql, pngBytes, publishAlert } from './api.js';
import { useBrowser } from './fixtures.js';

const ui = useBrowser();

const markerCount = (page: Page) => page.locator('.leaflet-overlay-pane path.leaflet-interactive').count();

async function waitForCount(read: () => Promise<number>, predicate: (n: number) => boolean, timeoutMs = 15_000): Promise<number> {
  const end = Date.now() + timeoutMs;
  let last = await read();
  while (!predicate(last) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 200));
    last = await read();
  }
  return last;
}

async function counterValue(page: Page, label: string): Promise<number> {
  const text = await page.locator('.counter', { hasText: label }).locator('.visually-hidden').textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

describe('home page', () => {
  it('shows markers for the seeded alerts and aid requests, drawn over our own district outlines', async () => {
    const page = await ui.newPage();
    await page.goto('/');
    const expected = (await expectedMarkers()).all;
    expect(await waitForCount(() => markerCount(page), (n) => n >= expected)).toBeGreaterThanOrEqual(expected);
    // District outlines (our geography) are there without any tile server.
    expect(await page.locator('.leaflet-overlay-pane path:not(.leaflet-interactive)').count()).toBeGreaterThanOrEqual(25);
  });

  it('hides a layer when its checkbox is cleared', async () => {
    const page = await ui.newPage();
    await page.goto('/');
    const all = await waitForCount(() => markerCount(page), (n) => n > 0);
    await page.getByLabel('Show Alerts').uncheck();
    const alerts = (await graphql<{ alerts: unknown[] }>('{ alerts { id } }')).alerts.length;
    expect(await waitForCount(() => markerCount(page), (n) => n <= all - alerts)).toBeLessThanOrEqual(all - alerts);
  });

  it('shows a newly published alert on the map and in the counter without a reload', async () => {
    const page = await ui.newPage();
    await page.goto('/');
    const before = await waitForCount(() => markerCount(page), (n) => n > 0);
    await page.locator('.counters').scrollIntoViewIfNeeded();
    await page.locator('.counter', { hasText: 'Alerts Sent' }).waitFor();
    const sentBefore = await counterValue(page, 'Alerts Sent');
    await publishAlert('LK1109');
    expect(await waitForCount(() => markerCount(page), (n) => n > before)).toBe(before + 1);
    expect(await waitForCount(() => counterValue(page, 'Alerts Sent'), (n) => n > sentBefore)).toBe(sentBefore + 1);
  });

  it('paginates the aid table 6 rows a page and resets to page 1 on a filter change', async () => {
    for (let i = 0; i < 7; i++) await createEmergencyRequest(`07755500${String(i).padStart(2, '0')}`);
    const page = await ui.newPage();
    await page.goto('/');
    const table = page.locator('#aid-requests table tbody tr');
    await page.locator('#aid-requests table').waitFor();
    expect(await table.count()).toBe(6);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
    expect(await table.first().locator('td').first().textContent()).toBe('7');
    await page.locator('#aid-requests').getByLabel('Request Type').selectOption('POST_DISASTER');
    // The rows of page 2 stay, dimmed and busy, until the filtered ones arrive.
    await page.locator('#aid-requests .table-wrap[aria-busy="false"]').waitFor();
    const firstCell = () => page.locator('#aid-requests tbody tr').first().locator('td').first().textContent();
    expect(await firstCell()).toBe('1');
    expect(await page.locator('#aid-requests tbody tr td:nth-child(4)').allTextContents()).not.toContain('Emergency');
  });
});

describe('alerts page', () => {
  it('filters by district (DS enabled only then) and shows the empty text when nothing matches', async () => {
    await publishAlert('LK1103', 'CYCLONE');
    const page = await ui.newPage();
    await page.goto('/alerts');
    await page.locator('table tbody tr').first().waitFor();
    const ds = page.getByLabel('Divisional Secretariat');
    expect(await ds.isDisabled()).toBe(true);
    await page.getByLabel('District', { exact: true }).selectOption({ label: 'Kandy' });
    expect(await ds.isDisabled()).toBe(false);
    const districts = await page.locator('table tbody tr td:nth-child(3)').allTextContents();
    expect(districts.length).toBeGreaterThan(0);
    expect(new Set(districts)).toEqual(new Set(['Kandy']));
    expect(await page.evaluate(() => localStorage.getItem('selectedDistrict'))).toBe('LK21');
    await page.getByLabel('Disaster Type').selectOption('DROUGHT');
    await page.getByText('No alerts found for selected filters.').waitFor();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    expect(await page.locator('table tbody tr').count()).toBeGreaterThan(1);
  });
});

describe('early-warning report', () => {
  it('shows the seed validation messages on blur and on submit', async () => {
    const page = await ui.newPage();
    await page.goto('/submit-symptoms');
    await page.getByLabel('Full Name').fill('Nimal 2');
    await page.getByLabel('Full Name').blur();
    await page.getByText('Name can only contain letters and spaces').waitFor();
    await page.getByLabel('Contact No').fill('07712ab');
    expect(await page.getByLabel('Contact No').inputValue()).toBe('07712');
    await page.getByLabel('Contact No').blur();
    await page.getByText('Phone number must be exactly 10 digits').waitFor();
    await page.getByLabel('Description').fill('short');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Symptoms should be at least 10 characters long').waitFor();
  });

  it('submits a report with a photo and shows the success dialog', async () => {
    const page = await ui.newPage();
    await page.goto('/submit-symptoms');
    await page.getByLabel('Full Name').fill('Chaminda Perera');
    await page.getByLabel('NIC Number').fill('198812345678');
    await page.getByLabel('Contact No').fill('0761230001');
    await page.getByLabel('District', { exact: true }).selectOption({ label: 'Colombo' });
    await page.getByLabel('Divisional Secretariat').selectOption({ label: 'Kolonnawa' });
    await page.getByLabel('Description').fill('Water rising fast near the bridge.');
    await page.getByLabel('Upload / Capture Image').setInputFiles({ name: 'river.png', mimeType: 'image/png', buffer: await pngBytes() });
    await page.getByAltText('Preview of the photo to send').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Early Warning Submitted Successfully!' }).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
  });
});

describe('request aid', () => {
  it('detects Colombo from a mocked browser position and submits an emergency request', async () => {
    const page = await ui.newPage();
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 6.9344, longitude: 79.8428 });
    await page.goto('/request-aid');
    await page.getByRole('link', { name: /Emergency Support Request/ }).click();
    await page.getByText('Location auto-detected: Colombo, Colombo').waitFor();
    await page.getByLabel('Contact No').fill('0771234567');
    await page.getByRole('button', { name: 'Submit Emergency Request' }).click();
    await page.getByRole('dialog', { name: 'Aid request submitted successfully!' }).waitFor();
  });

  it('keeps Submit Emergency Request disabled until district and DS are chosen, and says why GPS failed', async () => {
    const page = await ui.newPage();
    await page.goto('/emergency-aid-request');
    await page.getByText('Location Error: Location access denied by user. Please use the button below to retry.').waitFor();
    const submit = page.getByRole('button', { name: 'Submit Emergency Request' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('District', { exact: true }).selectOption({ label: 'Kandy' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Divisional Secretariat').selectOption({ label: 'Gangawata Korale' });
    await page.getByText('Location manually selected: Kandy, Gangawata Korale').waitFor();
    expect(await submit.isDisabled()).toBe(false);
  });

  it('asks for the Other text on the post-disaster form and shows the server\'s success', async () => {
    const page = await ui.newPage();
    await page.goto('/post-disaster-aid-request');
    await page.getByLabel('Full Name').fill('Kamala Perera');
    await page.getByLabel('NIC Number').fill('198512345678');
    await page.getByLabel('Contact No').fill('0712223334');
    await page.getByLabel('District', { exact: true }).selectOption({ label: 'Colombo' });
    await page.getByLabel('Divisional Secretariat').selectOption({ label: 'Colombo' });
    await page.getByLabel('Type of Support').selectOption('Other');
    await page.getByLabel('Description').fill('House flooded; need help to clean up.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alertdialog', { name: 'Please specify the type of support.' }).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByLabel('Specify the type of support').fill('Cleaning kits');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Aid request submitted successfully!' }).waitFor();
  });
});
