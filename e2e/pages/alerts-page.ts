import type { Page } from 'playwright-core';
import { hydrated } from '../hydration.js';

/** /alerts (View Disasters): filters over a table the server filters. */
export class AlertsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/alerts');
    await hydrated(this.page);
  }

  get table() {
    return this.page.getByRole('table');
  }

  /** The alert rows (the header row excluded). */
  get rows() {
    return this.table.locator('tbody').getByRole('row');
  }

  get dsSelect() {
    return this.page.getByLabel('Divisional Secretariat');
  }

  /** The district column's texts. */
  districtCells(): Promise<string[]> {
    return this.rows.locator('td:nth-child(3)').allTextContents();
  }

  /** The rows of the previous filter stay, dimmed and busy, until the server's answer to the new one arrives. */
  async settled(): Promise<void> {
    await this.page.locator('.table-wrap[aria-busy="false"]').waitFor();
  }

  async filterByDistrict(label: string): Promise<void> {
    await this.page.getByLabel('District', { exact: true }).selectOption({ label });
    await this.settled();
  }

  async filterByType(value: string): Promise<void> {
    await this.page.getByLabel('Disaster Type').selectOption(value);
    await this.settled();
  }

  async resetFilters(): Promise<void> {
    await this.page.getByRole('button', { name: 'Reset Filters' }).click();
    await this.settled();
  }
}
