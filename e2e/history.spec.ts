import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, pngBytes } from './api.js';
import { useBrowser } from './fixtures.js';
import { E2E_PASSWORD, addOfficer } from './officers.js';
import { LoginPage } from './pages/login-page.js';

const ui = useBrowser();
let dmc: number;
let ds: number;

beforeAll(async () => {
  dmc = await addOfficer({ role: 'DMC_OFFICER', district: 'Colombo', name: 'Anoma History', contact: '0112700061' });
  ds = await addOfficer({
    role: 'DS_OFFICER',
    district: 'Colombo',
    ds: 'Kolonnawa',
    name: 'Pradeep History',
    contact: '0112700062',
  });
});

const tokenOf = async (role: string, userId: number) =>
  (
    await graphql<{ login: { token: string } }>(
      'mutation ($r: Role!, $u: Int!, $p: String!) { login(role: $r, userId: $u, password: $p) { token } }',
      { r: role, u: userId, p: E2E_PASSWORD },
    )
  ).login.token;

/** Through the API: a report with a photo, its photo checked and an alert published from it by the DMC officer, resolved by the DS officer. */
async function resolvedAlertFromCheckedReport(
  label: string,
): Promise<{ alertId: string; reportId: string; verdict: string }> {
  const dmcToken = await tokenOf('DMC_OFFICER', dmc);
  const { submitReport } = await graphql<{ submitReport: { id: string } }>(
    'mutation ($i: SubmitReportInput!) { submitReport(input: $i) { id } }',
    {
      i: {
        reporterName: 'Sunil Jayasuriya',
        nicNumber: '198512345678',
        contactNo: '0771239876',
        district: 'LK11',
        dsDivision: 'LK1106',
        dateTime: '2026-11-24T06:30',
        description: 'The canal overflowed onto the road near the school.',
        latitude: 6.93,
        longitude: 79.885,
        image: `data:image/png;base64,${(await pngBytes()).toString('base64')}`,
      },
    },
  );
  const { verifyReportImage } = await graphql<{ verifyReportImage: { verdict: string } }>(
    'mutation ($id: ID!) { verifyReportImage(reportId: $id, minConfidence: 60) { verdict } }',
    { id: submitReport.id },
    dmcToken,
  );
  const { createAlert } = await graphql<{ createAlert: { id: string } }>(
    'mutation ($i: CreateAlertInput!) { createAlert(input: $i) { id } }',
    { i: { dsDivision: 'LK1106', type: 'OTHER', customType: label, reportId: submitReport.id } },
    dmcToken,
  );
  await graphql(
    'mutation ($id: ID!) { resolveAlert(id: $id) { status } }',
    { id: createAlert.id },
    await tokenOf('DS_OFFICER', ds),
  );
  return { alertId: createAlert.id, reportId: submitReport.id, verdict: verifyReportImage.verdict };
}

const VERDICT_LABEL: Record<string, string> = {
  AUTHENTIC: 'AUTHENTIC',
  SUSPICIOUS: 'SUSPICIOUS',
  UNKNOWN: 'UNVERIFIED',
};

describe('history', () => {
  it("the DMC officer opens an alert's history and sees its report, the photo verdict and both officers' actions", async () => {
    const label = `History check ${randomBytes(3).toString('hex')}`;
    const { alertId, reportId, verdict } = await resolvedAlertFromCheckedReport(label);
    const page = await ui.newPage();
    await new LoginPage(page).logIn('DMC_OFFICER', dmc, E2E_PASSWORD);
    await page.goto('/dmc-dashboard/alerts');
    await page.getByRole('row').filter({ hasText: label }).getByRole('button', { name: 'History' }).click();
    const dialog = page.getByRole('dialog', { name: `History of alert #${alertId}` });
    await dialog.getByText(`Report #${reportId}`, { exact: true }).waitFor();
    await dialog.getByText('The canal overflowed onto the road near the school.').waitFor();
    await dialog.locator('.history-verdict').getByText(VERDICT_LABEL[verdict]!, { exact: true }).waitFor();
    const event = (what: string, who: string) =>
      dialog.locator('.history-timeline li').filter({ hasText: what }).filter({ hasText: who }).first().waitFor();
    await event(`Photo of Report #${reportId} checked`, `Anoma History (#${dmc})`);
    await event(`Published: Report #${reportId} (Pending → Alert created)`, `Anoma History (#${dmc})`);
    await event(`Published: Alert #${alertId} (— → Ongoing)`, `Anoma History (#${dmc})`);
    await event(`Resolved: Alert #${alertId} (Ongoing → Resolved)`, `Pradeep History (#${ds})`);
    await event(`CAP Cancel message`, 'System');

    // Usable at phone width: the dialog's lines wrap instead of running off the screen.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect
      .poll(() =>
        dialog.evaluate((d) => d.scrollWidth <= d.clientWidth && d.getBoundingClientRect().right <= window.innerWidth),
      )
      .toBe(true);
  });
});
