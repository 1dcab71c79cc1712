import type { Page } from 'playwright-core';
import { hydrated } from '../hydration.js';

/** /submit-symptoms: the public early-warning report form. */
export class ReportPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/submit-symptoms');
    await hydrated(this.page);
  }

  field(label: 'Full Name' | 'NIC Number' | 'Contact No' | 'Description') {
    return this.page.getByLabel(label);
  }

  async choosePlace(district: string, ds: string): Promise<void> {
    await this.page.getByLabel('District', { exact: true }).selectOption({ label: district });
    await this.page.getByLabel('Divisional Secretariat').selectOption({ label: ds });
  }

  async attachPhoto(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.page.getByLabel('Upload / Capture Image').setInputFiles(file);
    await this.page.getByAltText('Preview of the photo to send').waitFor();
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Submit' }).click();
  }

  /** Waits for a field's error text (shown under the field). */
  async errorShown(text: string): Promise<void> {
    await this.page.getByText(text).waitFor();
  }
}
