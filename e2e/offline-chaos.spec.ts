import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aidRequestsFrom } from './database.js';
import { useBrowser } from './fixtures.js';
import { hydrated } from './hydration.js';
import { EmergencyAidPage } from './pages/aid-request-pages.js';

const ui = useBrowser();

const SUBMISSIONS = 100;
/** Three answers in ten are lost on the way back, after the server has made the request (a deterministic pattern). */
const isDropped = (answer: number): boolean => answer % 10 < 3;
const contactOf = (i: number): string => `0779${String(i).padStart(6, '0')}`;

/** Lets the server process every aid request, then loses the answer of three in ten while `network.dropping`. */
function losesAnswers(network: { dropping: boolean; answers: number; dropped: number }) {
  return async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !request.postData()?.includes('"operationName":"CreateAidRequest"'))
      return route.continue();
    const response = await route.fetch();
    network.answers += 1;
    if (network.dropping && isDropped(network.answers)) {
      network.dropped += 1;
      return route.abort('connectionreset');
    }
    return route.fulfill({ response });
  };
}

async function submitOnce(page: Page, emergency: EmergencyAidPage, contact: string): Promise<void> {
  await emergency.fillContact(contact);
  await emergency.submitButton.click();
  await page.getByRole('dialog').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
}

/** Once the app has taken over the server-rendered form (a choice made before would be reset by it). */
async function openForm(page: Page): Promise<EmergencyAidPage> {
  await hydrated(page);
  const emergency = new EmergencyAidPage(page);
  await emergency.chooseDistrict('Colombo');
  await emergency.chooseDs('Kolonnawa');
  return emergency;
}

describe('chaos on the network', () => {
  it('loses no submission and makes none twice: 100 emergency requests, 30% of answers dropped after the server made them, two offline periods and a reload; the queue drains within 5 s of the network coming back', async () => {
    // The page's own requests are routed (a service worker would send them past the route).
    const context = await ui.browser.newContext({
      baseURL: ui.baseUrl,
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    const network = { dropping: true, answers: 0, dropped: 0 };
    await page.route('**/graphql', losesAnswers(network));
    await page.goto('/emergency-aid-request');
    let emergency = await openForm(page);

    for (let i = 0; i < SUBMISSIONS; i++) {
      if (i === 30 || i === 85) await context.setOffline(true);
      if (i === 45) await context.setOffline(false);
      if (i === 60) {
        await page.reload();
        emergency = await openForm(page);
      }
      await submitOnce(page, emergency, contactOf(i));
    }

    // The network comes back, and it is a good one this time.
    network.dropping = false;
    await context.setOffline(false);
    const back = Date.now();
    await page.getByTestId('queue-waiting').waitFor({ state: 'detached', timeout: 5_000 });
    const drainedInMs = Date.now() - back;

    const contacts = Array.from({ length: SUBMISSIONS }, (_, i) => contactOf(i));
    expect(await aidRequestsFrom(contacts)).toEqual({ rows: SUBMISSIONS, distinct: SUBMISSIONS });
    expect(network.dropped).toBeGreaterThanOrEqual(20);
    expect(drainedInMs).toBeLessThan(5_000);
    await context.close();
  }, 240_000);
});
