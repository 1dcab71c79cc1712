import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createEmergencyRequest, expectedMarkers, pngBytes, publishAlert } from './api.js';
import { useBrowser } from './fixtures.js';
import { hydrated } from './hydration.js';
import { gotoLive } from './live.js';
import { EmergencyAidPage, PostDisasterAidPage } from './pages/aid-request-pages.js';
import { AlertsPage } from './pages/alerts-page.js';
import { HomeAidTable } from './pages/home-aid-table.js';
import { ReportPage } from './pages/report-page.js';
import { pointsOnLiveMap } from './map-points.js';
import { pollUntil } from './poll.js';

const ui = useBrowser();

const markerCount = (page: Page) => pointsOnLiveMap(page);

async function counterValue(page: Page, label: string): Promise<number> {
  const text = await page.locator('.counter', { hasText: label }).locator('.visually-hidden').textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

describe('home page', () => {
  it('shows markers for the seeded alerts and aid requests, drawn over our own district outlines', async () => {
    const page = await ui.newPage();
    await page.goto('/');
    const expected = (await expectedMarkers()).all;
    expect(
      await pollUntil(
        () => markerCount(page),
        (n) => n >= expected,
      ),
    ).toBeGreaterThanOrEqual(expected);
    // District outlines (our geography) are there without any tile server.
    expect(await page.locator('.leaflet-overlay-pane path:not(.leaflet-interactive)').count()).toBeGreaterThanOrEqual(
      25,
    );
  });

  it('hides a layer when its checkbox is cleared', async () => {
    const page = await ui.newPage();
    await page.goto('/');
    // By layer: other specs add aid requests meanwhile, so a count of every point may grow while alerts go.
    await pollUntil(
      () => pointsOnLiveMap(page, 'alerts'),
      (n) => n > 0,
    );
    await page.getByLabel('Show Alerts').uncheck();
    expect(
      await pollUntil(
        () => pointsOnLiveMap(page, 'alerts'),
        (n) => n === 0,
      ),
    ).toBe(0);
    expect(await pointsOnLiveMap(page, 'ongoing')).toBeGreaterThan(0);
  });

  it('shows a newly published alert on the map and in the counter without a reload', async () => {
    const page = await ui.newPage();
    await gotoLive(page, '/');
    const expected = (await expectedMarkers()).all;
    const before = await pollUntil(
      () => markerCount(page),
      (n) => n >= expected,
    );
    await page.locator('.counters').scrollIntoViewIfNeeded();
    await page.locator('.counter', { hasText: 'Alerts Sent' }).waitFor();
    const sentBefore = await counterValue(page, 'Alerts Sent');
    await publishAlert('LK1109');
    expect(
      await pollUntil(
        () => markerCount(page),
        (n) => n > before,
      ),
    ).toBe(before + 1);
    expect(
      await pollUntil(
        () => counterValue(page, 'Alerts Sent'),
        (n) => n > sentBefore,
      ),
    ).toBe(sentBefore + 1);
  });

  it('follows the counters live once they come into view, with what changed before (the server replays it)', async () => {
    const page = await ui.newPage({ width: 390, height: 844 });
    const asked: string[] = [];
    page.on('websocket', (socket) =>
      socket.on('framesent', ({ payload }) => {
        const operation = /"operationName":"(\w+)"/.exec(String(payload))?.[1];
        if (operation) asked.push(operation);
      }),
    );
    await gotoLive(page, '/');
    const sentBefore = await counterValue(page, 'Alerts Sent');
    // Below the fold on a phone: not followed yet.
    expect(asked).not.toContain('CountersChanged');
    await publishAlert('LK1109');
    await page.locator('.counters').scrollIntoViewIfNeeded();
    expect(
      await pollUntil(
        () => counterValue(page, 'Alerts Sent'),
        (n) => n > sentBefore,
      ),
    ).toBe(sentBefore + 1);
    // Polled: the test hears of a sent frame through Chromium's browser process, which can lag behind the page.
    expect(
      await pollUntil(
        async () => asked,
        (operations) => operations.includes('CountersChanged'),
      ),
    ).toContain('CountersChanged');
  });

  it('paginates the aid table 6 rows a page and resets to page 1 on a filter change', async () => {
    for (let i = 0; i < 7; i++) await createEmergencyRequest(`07755500${String(i).padStart(2, '0')}`);
    const page = await ui.newPage();
    await page.goto('/');
    // The app starts after the page is painted: a click on the table's buttons before that reaches plain HTML.
    await hydrated(page);
    const aid = new HomeAidTable(page);
    await aid.waitForTable();
    expect(await aid.rows.count()).toBe(6);
    await aid.goToPage(2);
    expect(await aid.firstCell()).toBe('7');
    await aid.filterByRequestType('POST_DISASTER');
    // The rows of page 2 stay, dimmed and busy, until the filtered ones arrive.
    await aid.settled();
    const firstCell = () => aid.firstCell();
    expect(await firstCell()).toBe('1');
    expect(await aid.columnTexts(4)).not.toContain('Emergency');
  });
});

describe('alerts page', () => {
  it('filters by district (DS enabled only then) and shows the empty text when nothing matches', async () => {
    await publishAlert('LK1103', 'CYCLONE');
    const page = await ui.newPage();
    const alerts = new AlertsPage(page);
    await alerts.open();
    await alerts.rows.first().waitFor();
    const ds = alerts.dsSelect;
    expect(await ds.isDisabled()).toBe(true);
    await alerts.filterByDistrict('Kandy');
    expect(await ds.isDisabled()).toBe(false);
    const districts = await alerts.districtCells();
    expect(districts.length).toBeGreaterThan(0);
    expect(new Set(districts)).toEqual(new Set(['Kandy']));
    expect(await page.evaluate(() => localStorage.getItem('selectedDistrict'))).toBe('LK21');
    await alerts.filterByType('DROUGHT');
    await page.getByText('No alerts found for selected filters.').waitFor();
    await alerts.resetFilters();
    expect(await alerts.rows.count()).toBeGreaterThan(1);
  });
});

describe('early-warning report', () => {
  it('shows the seed validation messages on blur and on submit', async () => {
    const page = await ui.newPage();
    const report = new ReportPage(page);
    await report.open();
    await report.field('Full Name').fill('Nimal 2');
    await report.field('Full Name').blur();
    await report.errorShown('Name can only contain letters and spaces');
    // The number is kept as typed (never cut), and the message says why it is not one.
    await report.field('Contact No').fill('07712ab');
    expect(await report.field('Contact No').inputValue()).toBe('07712ab');
    await report.field('Contact No').blur();
    await report.errorShown('A phone number can only hold digits, spaces, dashes, dots, brackets and a + in front');
    await report.field('Contact No').fill('');
    await report.field('Contact No').blur();
    await report.errorShown('Phone number must be exactly 10 digits');
    await report.field('Description').fill('short');
    await report.submit();
    await report.errorShown('Symptoms should be at least 10 characters long');
  });

  it('submits a report with a photo and shows the success dialog', async () => {
    const page = await ui.newPage();
    const report = new ReportPage(page);
    await report.open();
    await report.field('Full Name').fill('Chaminda Perera');
    await report.field('NIC Number').fill('198812345678');
    await report.field('Contact No').fill('0761230001');
    await report.choosePlace('Colombo', 'Kolonnawa');
    await report.field('Description').fill('Water rising fast near the bridge.');
    await report.attachPhoto({ name: 'river.png', mimeType: 'image/png', buffer: await pngBytes() });
    await report.submit();
    await page.getByRole('dialog', { name: 'Early Warning Submitted Successfully!' }).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    expect(await report.field('Full Name').inputValue()).toBe('');
  });
});

describe('request aid', () => {
  it('detects Colombo from a mocked browser position and submits an emergency request', async () => {
    const page = await ui.newPage();
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 6.9344, longitude: 79.8428 });
    const emergency = new EmergencyAidPage(page);
    await emergency.openFromChooser();
    await page.getByText('Location auto-detected: Colombo, Colombo').waitFor();
    await emergency.fillContact('0771234567');
    await emergency.submitButton.click();
    await page.getByRole('dialog', { name: 'Aid request submitted successfully!' }).waitFor();
  });

  it('keeps Submit Emergency Request disabled until district and DS are chosen, and says why GPS failed', async () => {
    const page = await ui.newPage();
    const emergency = new EmergencyAidPage(page);
    await emergency.open();
    await page
      .getByText('Location Error: Location access denied by user. Please use the button below to retry.')
      .waitFor();
    const submit = emergency.submitButton;
    expect(await submit.isDisabled()).toBe(true);
    await emergency.chooseDistrict('Kandy');
    expect(await submit.isDisabled()).toBe(true);
    await emergency.chooseDs('Gangawata Korale');
    await page.getByText('Location manually selected: Kandy, Gangawata Korale').waitFor();
    expect(await submit.isDisabled()).toBe(false);
  });

  it("asks for the Other text on the post-disaster form and shows the server's success", async () => {
    const page = await ui.newPage();
    const form = new PostDisasterAidPage(page);
    await form.open();
    await form.fill({
      fullName: 'Kamala Perera',
      nic: '198512345678',
      contact: '0712223334',
      district: 'Colombo',
      ds: 'Colombo',
      typeSupport: 'Other',
      description: 'House flooded; need help to clean up.',
    });
    await form.submit();
    await page.getByRole('alertdialog', { name: 'Please specify the type of support.' }).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await form.specifyOther('Cleaning kits');
    await form.submit();
    await page.getByRole('dialog', { name: 'Aid request submitted successfully!' }).waitFor();
  });
});
