import { describe, expect, it } from 'vitest';
import { aidRequestsFrom } from './database.js';
import { useBrowser } from './fixtures.js';
import { hydrated } from './hydration.js';
import { EmergencyAidPage } from './pages/aid-request-pages.js';

const ui = useBrowser();

describe('a form typed into before its scripts arrive (issue 17: the page shows long before its code on 2G)', () => {
  it('keeps what was typed and chosen when the app takes over, and sends it', async () => {
    const page = await ui.newPage({ width: 390, height: 844 });
    let release: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/emergency-aid-request', { waitUntil: 'commit' });
    const emergency = new EmergencyAidPage(page);
    await emergency.fillContact('0778800123');
    await emergency.chooseDistrict('Colombo');
    await emergency.chooseDs('Kolonnawa');

    release();
    await hydrated(page);
    await page.getByText('Location manually selected: Colombo, Kolonnawa').waitFor();
    expect(await page.getByLabel('Contact No').inputValue()).toBe('0778800123');
    await emergency.submitButton.click();
    await page.getByRole('dialog', { name: 'Aid request submitted successfully!' }).waitFor();
    expect(await aidRequestsFrom(['0778800123'])).toEqual({ rows: 1, distinct: 1 });
  });
});
