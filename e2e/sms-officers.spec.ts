import { beforeAll, describe, expect, it } from 'vitest';
import { countRows } from './database.js';
import { useBrowser } from './fixtures.js';
import { E2E_PASSWORD, addOfficer } from './officers.js';
import { LoginPage } from './pages/login-page.js';
import { gotoLiveOn, useSmsWorld } from './sms.js';

const ui = useBrowser();
const sms = useSmsWorld();

let dsKolonnawa: number;
beforeAll(async () => {
  dsKolonnawa = await addOfficer({
    role: 'DS_OFFICER',
    district: 'Colombo',
    ds: 'Kolonnawa',
    name: 'Nadeesha Kolonnawa',
    contact: '0112700041',
  });
});

/** The DS officer of Kolonnawa, signed in on the SMS instance, at `path` once its live updates are served. */
async function officerAt(path: string, viewport?: { width: number; height: number }) {
  const context = await sms.newContext(ui.browser);
  const login = await context.newPage();
  // Signed in at desktop width (the phone layout folds the menu with Log out away); the session cookie stays.
  await new LoginPage(login).logIn('DS_OFFICER', dsKolonnawa, E2E_PASSWORD);
  await login.close();
  const page = await context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  await gotoLiveOn(sms, page, path);
  return page;
}

/** Whether an SMS names this number as a whole (a reference), not as part of another (the 117 hotline). */
const names = (text: string, reference: number | string) => new RegExp(`(^|\\D)${reference}(\\D|$)`).test(text);

describe('SMS for the officers of Kolonnawa', () => {
  it('a Sinhala HELP naming Kolonnawa appears live among the ongoing requests, marked SMS; delivered; the sender got its reference', async () => {
    const from = '+94771240001';
    const text = 'උදව් කොලොන්නාව 4 වතුර ගලනවා';
    const page = await officerAt('/ds-dashboard/ongoing-aid-requests');
    await sms.text(from, text);

    const row = page.getByRole('row').filter({ hasText: text });
    await row.waitFor();
    expect(await row.getByText('SMS', { exact: true }).count()).toBe(1);
    const id = /^\d+/.exec((await row.getByRole('cell').first().textContent()) ?? '')![0];
    const reply = await sms.received(from, (send) => names(send.text, id));
    expect(reply.text).toMatch(/ඉල්ලීම/);

    await row.getByRole('button', { name: 'Mark delivered' }).click();
    // Asked once more (as approving is), then said: the row's request is named in the question.
    await page
      .getByRole('dialog', { name: `Mark aid request ${id} delivered?` })
      .getByRole('button', { name: 'Mark delivered' })
      .click();
    await page.getByRole('dialog', { name: 'Request marked delivered' }).waitFor();
    await row.waitFor({ state: 'detached' });
    const delivered = await countRows(
      "select count(*) as rows, count(distinct id) as distinct from aid_requests where id = $1 and status = 'DELIVERED' and channel = 'SMS' and sms_text = $2",
      [Number(id), text],
    );
    expect(delivered.rows).toBe(1);
  });

  it('a message without a keyword waits in Text messages, live, and the officer turns it into a request, on a phone', async () => {
    const from = '+94771240002';
    const text = 'කොලොන්නාව ගංවතුර, අපිට උදව් කරන්න';
    const page = await officerAt('/ds-dashboard/text-messages', { width: 390, height: 844 });
    await page.getByText('No text messages are waiting.').or(page.locator('[data-sms-id]').first()).waitFor();
    await sms.text(from, text);

    const card = page.locator('[data-sms-id]').filter({ hasText: text });
    await card.waitFor();
    expect(await card.getByText(from).count()).toBe(1);
    // The page fits the phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await card.getByRole('button', { name: 'Turn into aid request' }).click();
    await card.waitFor({ state: 'detached' });

    // rows: the request's id; distinct: how many there are.
    const made = await countRows(
      "select max(id) as rows, count(*) as distinct from aid_requests where contact_no = $1 and channel = 'SMS' and ds_division_code = 'LK1106'",
      ['0771240002'],
    );
    expect(made.distinct).toBe(1);
    const reference = await sms.received(from, (send) => names(send.text, made.rows));
    expect(reference.text).toMatch(/ඉල්ලීම/);
  });
});
