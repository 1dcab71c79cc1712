import { beforeAll, describe, expect, inject, it } from 'vitest';
import { countRows } from './database.js';
import { useBrowser } from './fixtures.js';
import { E2E_PASSWORD, addOfficer } from './officers.js';
import { EmergencyAidPage } from './pages/aid-request-pages.js';
import { LoginPage } from './pages/login-page.js';
import { pollUntil } from './poll.js';

const ui = useBrowser();

let dmcNuwaraEliya: number;
beforeAll(async () => {
  dmcNuwaraEliya = await addOfficer({
    role: 'DMC_OFFICER',
    district: 'Nuwara Eliya',
    name: 'Ruwan Nuwara',
    contact: '0522222231',
  });
});

const placeOf = (id: number) =>
  countRows(
    'select count(*) as rows, count(ds_division_code) as distinct from aid_requests where id = $1 and ds_division_code is not distinct from $2',
    [id, 'LK2303'],
  );

describe('a place that is not read is kept and placed', () => {
  it("the old client's emergency naming Kotmale ends in its success; the DMC officer places it in one action", async () => {
    const sent = await fetch(`${inject('baseUrl')}/AidRequest/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        contact_no: '0772223341',
        district: 'Nuwara Eliya',
        divisional_secretariat: 'Kotmale',
        request_type: 'Emergency',
        type_support: 'Emergency Aid',
      }),
    });
    expect(sent.status).toBe(201);
    const { aid_id: id, message } = (await sent.json()) as { aid_id: number; message: string };
    expect(message).toBe('Aid request submitted successfully!');
    expect((await placeOf(id)).rows).toBe(0);

    const page = await ui.newPage();
    await new LoginPage(page).logIn('DMC_OFFICER', dmcNuwaraEliya, E2E_PASSWORD);
    await page.goto(`${inject('baseUrl')}/dmc-dashboard/places-to-confirm`);
    const card = page.locator(`[data-place-item="aid-request-${id}"]`);
    await card.getByText('Kotmale', { exact: true }).waitFor();
    await card.getByLabel('Divisional Secretariat').selectOption({ label: 'Kothmale East' });
    await card.getByRole('button', { name: 'Place it' }).click();
    await card.waitFor({ state: 'detached' });
    expect(
      (
        await pollUntil(
          () => placeOf(id),
          (found) => found.rows === 1,
        )
      ).rows,
    ).toBe(1);
  });

  it("the old client's volunteer sign-up naming Kotmale succeeds; the DMC officer places the volunteer", async () => {
    const sent = await fetch(`${inject('baseUrl')}/Volunteer/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        Name: 'Dilani Kotmale',
        Email: 'dilani.kotmale@example.org',
        Password: 'long-enough-pw',
        District: 'Nuwara Eliya',
        DivisionalSecretariat: 'Kotmale',
        ContactNumber: '0772223343',
      }),
    });
    expect(sent.status).toBe(201);
    const { userId } = (await sent.json()) as { userId: number };
    const volunteerPlace = () =>
      countRows(
        "select count(*) as rows, 0 as distinct from users where id = $1 and ds_division_code = 'LK2303' and place_resolved_by = 'OFFICER'",
        [userId],
      );
    expect((await volunteerPlace()).rows).toBe(0);

    const page = await ui.newPage();
    await new LoginPage(page).logIn('DMC_OFFICER', dmcNuwaraEliya, E2E_PASSWORD);
    await page.goto(`${inject('baseUrl')}/dmc-dashboard/places-to-confirm`);
    const card = page.locator(`[data-place-item="volunteer-${userId}"]`);
    await card.getByRole('heading', { name: 'Volunteer Dilani Kotmale' }).waitFor();
    await card.getByText('Kotmale', { exact: true }).waitFor();
    expect(await card.getByLabel('GN division (if known)').count()).toBe(0);
    await card.getByLabel('Divisional Secretariat').selectOption({ label: 'Kothmale East' });
    await card.getByRole('button', { name: 'Place it' }).click();
    await card.waitFor({ state: 'detached' });
    expect(
      (
        await pollUntil(
          () => volunteerPlace(),
          (found) => found.rows === 1,
        )
      ).rows,
    ).toBe(1);
  });

  it('the emergency form narrows the place to a GN division when the person picks one, and sends it', async () => {
    const page = await ui.newPage();
    const emergency = new EmergencyAidPage(page);
    await emergency.open();
    await emergency.chooseDistrict('Colombo');
    await emergency.chooseDs('Colombo');
    await page.getByLabel('GN division (optional)').selectOption({ label: 'Mattakkuliya' });
    await emergency.fillContact('0772223342');
    await emergency.submitButton.click();
    const done = page.getByRole('dialog', { name: 'Aid request submitted successfully!' });
    // The person has a number to give when an officer calls: the request's own.
    const reference = /Your request number is (\d+)\./.exec((await done.textContent()) ?? '')?.[1];
    const stored = await countRows(
      "select count(*) as rows, 0 as distinct from aid_requests where contact_no = $1 and gn_division_code = 'LK1103010' and id = $2",
      ['0772223342', Number(reference)],
    );
    expect(stored.rows).toBe(1);
  });
});
