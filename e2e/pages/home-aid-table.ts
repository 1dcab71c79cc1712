import type { Page } from 'playwright-core';

/** The home page's Post Emergency Period Aid Requests section: filters, 6 rows a page, pagination. */
export class HomeAidTable {
  constructor(readonly page: Page) {}

  get section() {
    return this.page.locator('#aid-requests');
  }

  get rows() {
    return this.section.getByRole('table').locator('tbody').getByRole('row');
  }

  async waitForTable(): Promise<void> {
    await this.section.getByRole('table').waitFor();
  }

  pageButton(n: number) {
    return this.page.getByRole('button', { name: `Page ${n}`, exact: true });
  }

  /** Goes to page n and waits until it is the current one. */
  async goToPage(n: number): Promise<void> {
    await this.pageButton(n).click();
    await this.pageButton(n).and(this.page.locator('[aria-current="page"]')).waitFor();
  }

  async filterByRequestType(value: string): Promise<void> {
    await this.section.getByLabel('Request Type').selectOption(value);
  }

  /** The rows of the previous filter or page stay, dimmed and busy, until the new ones arrive. */
  async settled(): Promise<void> {
    await this.section.locator('.table-wrap[aria-busy="false"]').waitFor();
  }

  firstCell(): Promise<string | null> {
    return this.rows.first().getByRole('cell').first().textContent();
  }

  columnTexts(n: number): Promise<string[]> {
    return this.rows.locator(`td:nth-child(${n})`).allTextContents();
  }
}
