import type { Page } from 'playwright-core';

/** A card of a dashboard's card list (pending requests, contributions, alerts), found by its text. */
const card = (page: Page, text: string) => page.getByRole('listitem').filter({ hasText: text });

/** The DS officer's screens. */
export class DsDashboard {
  constructor(readonly page: Page) {}

  /** Waits until the home page counts at least one pending contribution. */
  async waitForPendingContributions(): Promise<void> {
    await this.page
      .getByTestId('pending-contributions')
      .filter({ hasText: /^[1-9]/ })
      .waitFor();
  }

  async openContributions(): Promise<void> {
    await this.page.getByRole('link', { name: /Pending Volunteer Contributions/ }).click();
  }

  async openApproveAidRequests(): Promise<void> {
    await this.page.getByRole('link', { name: 'Approve Aid Requests' }).click();
  }

  async openOngoingAidRequests(): Promise<void> {
    await this.page.getByRole('link', { name: 'Ongoing Aid Requests' }).click();
  }

  card(text: string) {
    return card(this.page, text);
  }

  /** The rows of the ongoing requests' table that show this text. */
  rows(text: string) {
    return this.page.locator('tbody').getByRole('row').filter({ hasText: text });
  }

  /** The approve list has loaded: its empty text or its first card. */
  async approveListLoaded(): Promise<void> {
    await this.page
      .getByText('No pending aid requests found for your division.')
      .or(
        this.page
          .getByRole('listitem')
          .filter({ has: this.page.getByRole('button', { name: 'Approve' }) })
          .first(),
      )
      .waitFor();
  }
}

/** The DMC officer's Reports screen. */
export class DmcReportsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole('link', { name: 'Reports' }).click();
  }

  row(text: string) {
    return this.page.locator('tbody').getByRole('row').filter({ hasText: text });
  }

  async view(text: string) {
    await this.row(text).getByRole('button', { name: 'View' }).click();
    return this.page.getByRole('dialog', { name: 'Detailed Report' });
  }
}

/** The volunteer's Aid Requests screen and the Add Contribution form it leads to. */
export class VolunteerAidRequestsPage {
  constructor(readonly page: Page) {}

  async openEmergency(): Promise<void> {
    await this.page.getByRole('link', { name: 'Aid Requests' }).click();
    await this.page.getByRole('button', { name: 'Emergency Aid Request' }).click();
  }

  async addContributionFor(text: string): Promise<void> {
    await this.page
      .locator('tbody')
      .getByRole('row')
      .filter({ hasText: text })
      .getByRole('button', { name: 'Add Contribution' })
      .click();
    await this.page.waitForURL('**/add-contribution');
  }

  aidRequestId(): Promise<string> {
    return this.page.getByLabel('Aid Request ID').inputValue();
  }

  async contribute(type: string, description: string): Promise<void> {
    await this.page.getByLabel('Type').selectOption(type);
    await this.page.getByLabel('Description').fill(description);
    await this.page.getByRole('button', { name: 'Submit' }).click();
  }
}
