import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmergencyRequest } from './api.js';
import { useBrowser } from './fixtures.js';
import { E2E_PASSWORD, addOfficer } from './officers.js';
import { LoginPage } from './pages/login-page.js';

const ui = useBrowser();
let dmc: number;
beforeAll(async () => {
  dmc = await addOfficer({ role: 'DMC_OFFICER', district: 'Colombo', name: 'Sachini Colombo', contact: '0112700031' });
  await createEmergencyRequest('0778880031');
});

describe('exports', () => {
  it('a DMC officer downloads the district aid requests as CSV, HXL and GeoJSON from the dashboard', async () => {
    const page = await ui.newPage();
    await new LoginPage(page).logIn('DMC_OFFICER', dmc, E2E_PASSWORD);
    await page.getByRole('link', { name: 'Aid Requests' }).click();
    const downloaded: Record<string, string> = {};
    for (const name of ['CSV', 'HXL', 'GeoJSON']) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name, exact: true }).click(),
      ]);
      downloaded[name] = await readFile(await download.path(), 'utf8');
      expect(download.suggestedFilename()).toMatch(/^aid-requests-LK11\./u);
    }
    expect(downloaded.CSV!.split('\n')[0]).toContain('contact_no');
    expect(downloaded.CSV).toContain('0778880031');
    expect(downloaded.HXL!.split('\n')[1]).toContain('#adm2+code');
    const geo = JSON.parse(downloaded.GeoJSON!) as { type: string; features: { properties: { contact_no: string } }[] };
    expect(geo.type).toBe('FeatureCollection');
    expect(geo.features.some((f) => f.properties.contact_no === '0778880031')).toBe(true);
  });
});
