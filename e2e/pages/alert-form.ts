import type { Locator, Page } from 'playwright-core';

const LANGUAGE_NAMES = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' } as const;

/** The DMC officer's alert form: the New Alert screen, or the Create New Alert dialog from a report (`within`). */
export class DmcAlertForm {
  readonly form: Locator;

  constructor(
    readonly page: Page,
    within?: Locator,
  ) {
    this.form = within ?? page.locator('form.alert-form');
  }

  async openNew(): Promise<void> {
    await this.page.goto('/dmc-dashboard/alerts/new');
  }

  async choose({
    ds,
    type,
    severity,
  }: {
    ds?: string;
    type: string;
    severity?: 'Low' | 'Medium' | 'High';
  }): Promise<void> {
    if (ds) await this.form.getByLabel('Divisional Secretariat').selectOption({ label: ds });
    await this.form.getByLabel('Alert Type').selectOption(type);
    if (severity) await this.form.getByText(severity, { exact: true }).click();
  }

  /** The officer's own headline and instruction in one language (the folded "own words" part of the form). */
  async ownTexts(
    language: keyof typeof LANGUAGE_NAMES,
    { headline, instruction }: { headline?: string; instruction?: string },
  ): Promise<void> {
    const summary = this.form.getByText('Your own headline and instructions (optional)');
    const group = this.form.getByRole('group', { name: LANGUAGE_NAMES[language] });
    if (!(await group.isVisible())) await summary.click();
    if (headline !== undefined) await group.getByLabel('Headline').fill(headline);
    if (instruction !== undefined) await group.getByLabel('What to do').fill(instruction);
  }

  /** Publishes and waits for the confirmation. */
  async publish(): Promise<void> {
    await this.form.getByRole('button', { name: 'Publish' }).click();
    await this.page.getByRole('dialog', { name: 'Alert published!' }).waitFor();
  }
}
