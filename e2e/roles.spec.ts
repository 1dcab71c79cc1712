import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql, pngBytes } from './api.js';
import { expectNoSeriousA11yViolations, useBrowser } from './fixtures.js';
import { DmcReportsPage, DsDashboard, VolunteerAidRequestsPage } from './pages/dashboard-pages.js';
import { LoginPage, type Role } from './pages/login-page.js';
import { SignupPage } from './pages/signup-page.js';
import { AlertsPage } from './pages/alerts-page.js';
import { addOfficer, E2E_PASSWORD, officerAdd } from './officers.js';

const ui = useBrowser();
const PASSWORD = E2E_PASSWORD;

const login = (page: Page, role: Role, userId: number, password = PASSWORD) =>
  new LoginPage(page).logIn(role, userId, password);

const createRequest = (input: Record<string, unknown>) =>
  graphql<{ createAidRequest: { id: number } }>(
    'mutation ($i: CreateAidRequestInput!) { createAidRequest(input: $i) { id } }',
    { i: { district: 'LK11', dsDivision: 'LK1130', ...input } },
  );

let dsA: number;
let dsB: number;
let dmc: number;
beforeAll(async () => {
  dsA = officerAdd('--role DS_OFFICER --district Colombo --ds Dehiwala --name "Ruwani Dehiwala" --contact 0112700001');
  dsB = await addOfficer({
    role: 'DS_OFFICER',
    district: 'Colombo',
    ds: 'Ratmalana',
    name: 'Kasun Ratmalana',
    contact: '0112700002',
  });
  dmc = await addOfficer({ role: 'DMC_OFFICER', district: 'Colombo', name: 'Dilshan Colombo', contact: '0112700003' });
});

describe('volunteer and DS officer', () => {
  it('volunteer signs up, logs in and adds a contribution; the DS officer approves it and an aid request, live', async () => {
    const emergency = (await createRequest({ form: 'EMERGENCY', contactNo: '0778880001' })).createAidRequest.id;

    const volunteer = await ui.newPage();
    const signup = new SignupPage(volunteer);
    await signup.signUp({
      fullName: 'Sanduni Wijesinghe',
      contact: '0771239876',
      email: `sanduni-${Date.now()}@example.org`,
      password: 'volunteer-pass-1',
      district: 'Colombo',
      ds: 'Dehiwala',
    });
    const success = signup.successDialog();
    await success.waitFor();
    const volunteerId = Number(/(\d+)$/.exec((await success.getByRole('heading').textContent()) ?? '')![1]);
    await volunteer.getByRole('button', { name: 'OK' }).click();
    await volunteer.waitForURL('**/login');

    await login(volunteer, 'VOLUNTEER', volunteerId, 'volunteer-pass-1');
    // The public navigation bar is hidden in the signed-in areas.
    expect(await volunteer.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    const aidRequests = new VolunteerAidRequestsPage(volunteer);
    await aidRequests.openEmergency();
    await aidRequests.addContributionFor('0778880001');
    expect(await aidRequests.aidRequestId()).toBe(String(emergency));
    await aidRequests.contribute('Evacuation', 'Took a family of four to the temple shelter.');
    await volunteer.getByRole('dialog', { name: 'Contribution submitted successfully!' }).waitFor();

    const officer = await ui.newPage();
    await login(officer, 'DS_OFFICER', dsA);
    const ds = new DsDashboard(officer);
    await ds.waitForPendingContributions();
    await ds.openContributions();
    const card = ds.card('Took a family of four');
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.waitFor({ state: 'detached' });

    await ds.openApproveAidRequests();
    await ds.approveListLoaded();
    // A new request appears without a reload (subscription).
    await createRequest({
      form: 'POST_DISASTER',
      fullName: 'Mala Gunasekara',
      nicNumber: '197512345678',
      contactNo: '0778880002',
      familySize: 3,
      dateTime: '2026-11-21T08:00',
      typeSupport: 'First aid',
      description: 'Roof blown off; need first aid kits.',
    });
    const pending = ds.card('Mala Gunasekara');
    await pending.waitFor();
    await pending.getByRole('button', { name: 'Approve' }).click();
    // Every decision is asked once more, naming the request and its person; Cancel is the focused (safe) choice.
    const asked = officer.getByRole('dialog', { name: /^Approve aid request \d+\?$/ });
    await asked.getByText('Mala Gunasekara').waitFor();
    expect(await asked.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement)).toBe(
      true,
    );
    await asked.getByRole('button', { name: 'Approve' }).click();
    await officer.getByRole('dialog', { name: 'Request approved successfully' }).waitFor();
  });

  it('does not show a request to the DS officer of another division', async () => {
    await createRequest({
      form: 'POST_DISASTER',
      fullName: 'Nimali Jayawardena',
      nicNumber: '198012345678',
      contactNo: '0778880003',
      familySize: 2,
      dateTime: '2026-11-21T08:00',
      typeSupport: 'First aid',
      description: 'Need help.',
    });
    const other = await ui.newPage();
    await login(other, 'DS_OFFICER', dsB);
    await new DsDashboard(other).openApproveAidRequests();
    await other.getByText('No pending aid requests found for your division.').waitFor();
    expect(await other.getByText('Nimali Jayawardena').count()).toBe(0);
  });

  it('sends a volunteer who opens /ds-dashboard to the login page', async () => {
    const page = await ui.newPage();
    const { signupVolunteer } = await graphql<{ signupVolunteer: { id: number } }>(
      'mutation ($i: SignupVolunteerInput!) { signupVolunteer(input: $i) { id } }',
      {
        i: {
          fullName: 'Test Volunteer',
          email: `v-${Date.now()}@example.org`,
          password: 'volunteer-pass-1',
          confirmPassword: 'volunteer-pass-1',
          contactNumber: '0770001234',
          district: 'LK11',
          dsDivision: 'LK1130',
        },
      },
    );
    await login(page, 'VOLUNTEER', signupVolunteer.id, 'volunteer-pass-1');
    await page.goto('/ds-dashboard');
    await page.waitForURL('**/login');
    const mismatch = await ui.newPage();
    const mismatchLogin = new LoginPage(mismatch);
    await mismatchLogin.open();
    await mismatchLogin.submit('DS_OFFICER', signupVolunteer.id, 'volunteer-pass-1');
    await mismatch.getByText('Role mismatch. Please select the correct role for this user.').waitFor();
  });
});

describe('DMC officer', () => {
  it('opens a report, checks its photo, publishes an alert from it, and the public alerts page shows it', async () => {
    const photo = `data:image/png;base64,${(await pngBytes()).toString('base64')}`;
    await graphql('mutation ($i: SubmitReportInput!) { submitReport(input: $i) { id } }', {
      i: {
        reporterName: 'Upul Senanayake',
        nicNumber: '197912345678',
        contactNo: '0761110001',
        district: 'LK11',
        dsDivision: 'LK1130',
        dateTime: '2026-11-21T07:45',
        description: 'Earth slipping onto the railway line near the station.',
        image: photo,
      },
    });
    const page = await ui.newPage();
    await login(page, 'DMC_OFFICER', dmc);
    const reports = new DmcReportsPage(page);
    await reports.open();
    const dialog = await reports.view('Earth slipping onto the railway line');
    await dialog.getByRole('button', { name: 'Verify with AI' }).click();
    await dialog.getByText('AI Verification Results').waitFor();
    // A flat, featureless test image: the offline analyzer calls it blurred, so it is not trusted.
    await dialog.getByText('SUSPICIOUS').waitFor();
    await dialog.getByText('low quality').waitFor();
    await dialog
      .getByText(
        'Image Authenticity Warning: AI analysis suggests this image may not be authentic. Proceed with caution.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Create Alert' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Alert' });
    expect(await form.getByLabel('Divisional Secretariat').inputValue()).toBe('Dehiwala');
    await form.getByLabel('Alert Type').selectOption('LANDSLIDE');
    await form.getByText('High', { exact: true }).click();
    await form.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('dialog', { name: 'Alert published!' }).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => reports.row('Earth slipping onto the railway line').count()).toBe(0);

    // A new report appears without a reload (subscription), for the DMC officer of its district.
    await graphql('mutation ($i: SubmitReportInput!) { submitReport(input: $i) { id } }', {
      i: {
        reporterName: 'Upul Senanayake',
        nicNumber: '197912345678',
        contactNo: '0761110001',
        district: 'LK11',
        dsDivision: 'LK1130',
        dateTime: '2026-11-21T08:15',
        description: 'Canal overflowing onto Galle Road.',
      },
    });
    await reports.row('Canal overflowing onto Galle Road.').waitFor();

    const visitor = await ui.newPage();
    const alertsPage = new AlertsPage(visitor);
    await alertsPage.open();
    await alertsPage.rows.filter({ hasText: 'Dehiwala' }).filter({ hasText: 'Landslide' }).first().waitFor();
  });
});

describe('accessibility of the signed-in areas', () => {
  it('has no serious or critical axe violations on the dashboards', async () => {
    const page = await ui.newPage();
    await login(page, 'DS_OFFICER', dsA);
    for (const path of [
      '/ds-dashboard',
      '/ds-dashboard/approve-aid-requests',
      '/ds-dashboard/submit-manual-reports',
      '/ds-dashboard/settings',
    ]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    }
    const dmcPage = await ui.newPage();
    await login(dmcPage, 'DMC_OFFICER', dmc);
    for (const path of [
      '/dmc-dashboard',
      '/dmc-dashboard/reports',
      '/dmc-dashboard/alerts',
      '/dmc-dashboard/alerts/new',
      '/dmc-dashboard/aid-requests',
      '/dmc-dashboard/volunteers',
    ]) {
      await dmcPage.goto(path);
      await dmcPage.getByRole('heading', { level: 1 }).waitFor();
      await dmcPage.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(dmcPage);
    }
  });
});
