import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from './api.js';
import { useBrowser } from './fixtures.js';
import { hydrated } from './hydration.js';
import { E2E_PASSWORD, addOfficer } from './officers.js';
import { LoginPage } from './pages/login-page.js';

const ui = useBrowser();
let dmc: number;

// Galle (LK31) and Bentota (LK3103): no other spec files reports there, so no one else's report joins the group.
beforeAll(async () => {
  dmc = await addOfficer({ role: 'DMC_OFFICER', district: 'Galle', name: 'Nadeesha Groups', contact: '0912700071' });
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

async function report(description: string, seenHoursAgo: number): Promise<string> {
  const { submitReport } = await graphql<{ submitReport: { id: string } }>(
    'mutation ($i: SubmitReportInput!) { submitReport(input: $i) { id } }',
    {
      i: {
        reporterName: 'Ruwan Wijesinghe',
        nicNumber: '197912345678',
        contactNo: '0771234567',
        district: 'LK31',
        dsDivision: 'LK3103',
        dateTime: hoursAgo(seenHoursAgo),
        description,
      },
    },
  );
  return submitReport.id;
}

describe('report groups', () => {
  it('the DMC officer sees two reports of one place grouped and one alert closes both, each linked to it', async () => {
    const tag = randomBytes(3).toString('hex');
    const [first, second] = [`River over the road at Bentota ${tag}`, `Water in the houses by the river ${tag}`];
    const firstId = await report(first, 2);
    const secondId = await report(second, 1);
    const apart = `Earlier cracks on the hill road ${tag}`;
    await report(apart, 20);
    // Of the same place and time, but about another hazard: shown in the group, not ticked to close with a flood.
    const slope = `Cracks opening on the slope above the temple ${tag}`;
    await report(slope, 1.5);

    const page = await ui.newPage();
    await new LoginPage(page).logIn('DMC_OFFICER', dmc, E2E_PASSWORD);
    await page.goto('/dmc-dashboard/reports');
    await hydrated(page);
    const row = (text: string) => page.getByRole('row').filter({ hasText: text });
    const groupLabel = 'Group 1: 3 reports of one place and time';
    await row(first).getByText(groupLabel).waitFor();
    await row(second).getByText(groupLabel).waitFor();
    await row(slope).getByText(groupLabel).waitFor();
    await row(apart).waitFor();
    expect(await row(apart).locator('[data-group]').count()).toBe(0);

    await row(first).getByRole('button', { name: 'View' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create Alert' }).click();
    const form = page.getByRole('dialog');
    const alsoClose = form.getByRole('group', { name: 'Also close these reports' });
    await expect.poll(() => alsoClose.getByRole('checkbox').count()).toBe(2);
    expect(await alsoClose.getByRole('checkbox', { name: second }).isChecked()).toBe(true);
    expect(await alsoClose.getByRole('checkbox', { name: slope }).isChecked()).toBe(false);
    await form.getByLabel('Alert Type').selectOption('FLOOD');
    expect(await alsoClose.getByRole('checkbox', { name: slope }).isChecked()).toBe(false);
    await form.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('dialog', { name: 'Alert published!' }).waitFor();

    await expect.poll(() => row(first).count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => row(second).count(), { timeout: 10_000 }).toBe(0);
    await row(apart).waitFor();
    await row(slope).waitFor();

    const token = (
      await graphql<{ login: { token: string } }>(
        'mutation ($u: Int!, $p: String!) { login(role: DMC_OFFICER, userId: $u, password: $p) { token } }',
        { u: dmc, p: E2E_PASSWORD },
      )
    ).login.token;
    const status = (id: string) =>
      graphql<{ report: { status: string; alertId: string | null } }>(
        'query ($id: ID!) { report(id: $id) { status alertId } }',
        { id },
        token,
      );
    const [a, b] = [(await status(firstId)).report, (await status(secondId)).report];
    expect(a.status).toBe('ALERT_CREATED');
    expect(b).toEqual(a);
    const { alert } = await graphql<{ alert: { sourceReportId: string } }>(
      'query ($id: ID!) { alert(id: $id) { sourceReportId } }',
      { id: a.alertId },
    );
    expect(alert.sourceReportId).toBe(firstId);
  });
});
