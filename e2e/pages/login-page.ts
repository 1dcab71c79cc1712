import type { Page } from 'playwright-core';
import { hydrated } from '../hydration.js';

export type Role = 'VOLUNTEER' | 'DS_OFFICER' | 'DMC_OFFICER';

/** /login: role, User ID and password. */
export class LoginPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/login');
    await hydrated(this.page);
  }

  /** Fills the form and presses Log in, without waiting for where it leads. */
  async submit(role: Role, userId: number, password: string): Promise<void> {
    await this.page.getByLabel('Role').selectOption(role);
    await this.page.getByLabel('User ID').fill(String(userId));
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
  }

  /** Logs in and waits for the role's dashboard to be ready. */
  async logIn(role: Role, userId: number, password: string): Promise<void> {
    await this.open();
    await this.submit(role, userId, password);
    await this.page.waitForURL(/-dashboard$/);
    await this.page.getByRole('button', { name: 'Log out' }).waitFor();
  }
}
