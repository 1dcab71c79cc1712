import type { Page } from 'playwright-core';
import { hydrated } from '../hydration.js';

/** /emergency-aid-request: phone and place, GPS asked for on opening. */
export class EmergencyAidPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/emergency-aid-request');
    await hydrated(this.page);
  }

  /** From /request-aid, the way a visitor gets there. */
  async openFromChooser(): Promise<void> {
    await this.page.goto('/request-aid');
    await this.page.getByRole('link', { name: /Emergency Support Request/ }).click();
  }

  get submitButton() {
    return this.page.getByRole('button', { name: 'Submit Emergency Request' });
  }

  async fillContact(contact: string): Promise<void> {
    await this.page.getByLabel('Contact No').fill(contact);
  }

  /** What the contact field holds: the number as typed. */
  contactValue(): Promise<string> {
    return this.page.getByLabel('Contact No').inputValue();
  }

  /** The line under the contact field: the number that will be sent, or why it is not a number. */
  contactHint() {
    return this.page.locator('.field', { has: this.page.getByLabel('Contact No') }).locator('.field-hint');
  }

  async chooseDistrict(label: string): Promise<void> {
    await this.page.getByLabel('District', { exact: true }).selectOption({ label });
  }

  async chooseDs(label: string): Promise<void> {
    await this.page.getByLabel('Divisional Secretariat').selectOption({ label });
  }
}

/** /post-disaster-aid-request: the full form. */
export class PostDisasterAidPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/post-disaster-aid-request');
    await hydrated(this.page);
  }

  async fill(v: {
    fullName: string;
    nic: string;
    contact: string;
    district: string;
    ds: string;
    typeSupport: string;
    description: string;
  }): Promise<void> {
    const page = this.page;
    await page.getByLabel('Full Name').fill(v.fullName);
    await page.getByLabel('NIC Number').fill(v.nic);
    await page.getByLabel('Contact No').fill(v.contact);
    await page.getByLabel('District', { exact: true }).selectOption({ label: v.district });
    await page.getByLabel('Divisional Secretariat').selectOption({ label: v.ds });
    await page.getByLabel('Type of Support').selectOption(v.typeSupport);
    await page.getByLabel('Description').fill(v.description);
  }

  async specifyOther(text: string): Promise<void> {
    await this.page.getByLabel('Specify the type of support').fill(text);
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Submit' }).click();
  }
}
