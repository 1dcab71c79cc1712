import { beforeAll, describe, expect, it } from 'vitest';
import { createEmergencyRequest, graphql } from './api.js';
import { useBrowser } from './fixtures.js';
import { E2E_PASSWORD, addOfficer } from './officers.js';
import { DsDashboard } from './pages/dashboard-pages.js';
import { LoginPage } from './pages/login-page.js';

const ui = useBrowser();

/** Padukka (LK1118): a division no other spec uses, so its pending list holds only this file's requests. */
let officer: number;
beforeAll(async () => {
  officer = await addOfficer({
    role: 'DS_OFFICER',
    district: 'Colombo',
    ds: 'Padukka',
    name: 'Nadeesha Padukka',
    contact: '0112700118',
  });
});

const CREATE = 'mutation ($i: CreateAidRequestInput!) { createAidRequest(input: $i) { id } }';
const request = (fullName: string, contactNo: string) =>
  graphql<{ createAidRequest: { id: string } }>(CREATE, {
    i: {
      form: 'POST_DISASTER_QUICK',
      fullName,
      contactNo,
      district: 'LK11',
      dsDivision: 'LK1118',
      typeSupport: 'Food',
      familySize: 3,
    },
  });

/** Letters only (names allow no digits): a tag that keeps this run's cards apart. */
const tag = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

describe('duplicate aid requests', () => {
  it('the DS officer sees two requests with one phone flagged with the reason, merges them in the browser, and the merged one leaves the list', async () => {
    const phone = `07${String(Date.now()).slice(-8)}`;
    const earlier = (await request(`Earlier ${tag}`, phone)).createAidRequest.id;
    const later = (await request(`Later ${tag}`, phone)).createAidRequest.id;

    const page = await ui.newPage();
    await new LoginPage(page).logIn('DS_OFFICER', officer, E2E_PASSWORD);
    const ds = new DsDashboard(page);
    await ds.openApproveAidRequests();
    const laterCard = ds.card(`Later ${tag}`);
    const marker = laterCard.getByRole('button', { name: 'Possible duplicate: same phone number' });
    await marker.waitFor();
    await marker.click();

    const compare = page.getByRole('dialog', { name: 'Possible duplicate requests' });
    await compare.getByRole('heading', { name: `Later request #${later}` }).waitFor();
    await compare.getByRole('heading', { name: `Earlier request #${earlier}` }).waitFor();
    await compare.getByRole('button', { name: 'Merge' }).click();
    await page.getByRole('dialog', { name: 'Requests merged' }).waitFor();

    await laterCard.waitFor({ state: 'detached' });
    const earlierCard = ds.card(`Earlier ${tag}`);
    await earlierCard.waitFor();
    // The pair is decided: its marker leaves the earlier card too, once the flags are read again.
    await earlierCard.getByRole('button', { name: /Possible duplicate/ }).waitFor({ state: 'detached' });
    expect(await earlierCard.count()).toBe(1);
  });

  it('two ongoing requests with one phone are flagged on the ongoing page and merged there: the later leaves, the earlier stays ongoing', async () => {
    // Emergency requests are ongoing from the start (approved at creation).
    const phone = `07${String(Date.now() + 1).slice(-8)}`;
    const earlier = String((await createEmergencyRequest(phone, 'LK11', 'LK1118')).createAidRequest.id);
    const later = String((await createEmergencyRequest(phone, 'LK11', 'LK1118')).createAidRequest.id);

    const page = await ui.newPage();
    await new LoginPage(page).logIn('DS_OFFICER', officer, E2E_PASSWORD);
    const ds = new DsDashboard(page);
    await ds.openOngoingAidRequests();
    const rows = ds.rows(phone);
    const marker = rows.getByRole('button', { name: 'Possible duplicate: same phone number' });
    await marker.nth(1).waitFor();
    await marker.first().click();

    const compare = page.getByRole('dialog', { name: 'Possible duplicate requests' });
    await compare.getByRole('heading', { name: `Later request #${later}` }).waitFor();
    await compare.getByRole('heading', { name: `Earlier request #${earlier}` }).waitFor();
    await compare.getByText(`Merge closes request #${later} as a duplicate of request #${earlier}`).waitFor();
    await compare.getByRole('button', { name: 'Merge' }).click();
    await page.getByRole('dialog', { name: 'Requests merged' }).waitFor();

    await rows.nth(1).waitFor({ state: 'detached' });
    await marker.first().waitFor({ state: 'detached' });
    expect(await rows.first().getByRole('cell').first().textContent()).toContain(earlier);
    const status = await graphql<{ aidRequest: { status: string } | null }>(
      'query ($id: ID!) { aidRequest(id: $id) { status } }',
      { id: earlier },
    );
    expect(status.aidRequest?.status).toBe('APPROVED');
  });
});
