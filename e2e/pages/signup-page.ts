import type { Page } from 'playwright-core';
import { hydrated } from '../hydration.js';

export interface Volunteer {
  fullName: string;
  contact: string;
  email: string;
  password: string;
  district: string;
  ds: string;
}

/** /signup: the volunteer's registration form. */
export class SignupPage {
  constructor(readonly page: Page) {}

  async signUp(v: Volunteer): Promise<void> {
    const page = this.page;
    await page.goto('/signup');
    await hydrated(page);
    await page.getByLabel('Full Name').fill(v.fullName);
    await page.getByLabel('Contact Number').fill(v.contact);
    await page.getByLabel('Email').fill(v.email);
    await page.getByLabel('Password', { exact: true }).fill(v.password);
    await page.getByLabel('Confirm Password').fill(v.password);
    await page.getByLabel('District', { exact: true }).selectOption({ label: v.district });
    await page.getByLabel('Divisional Secretariat').selectOption({ label: v.ds });
    await page.getByRole('button', { name: 'Sign up' }).click();
  }

  /** The success dialog, whose title carries the new User ID. */
  successDialog() {
    return this.page.getByRole('dialog', { name: /Signup successful! Your User ID is: \d+/ });
  }
}
