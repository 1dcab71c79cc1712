import { describe, expect, it } from 'vitest';
import { useBrowser } from './fixtures.js';
import { addOfficer, E2E_PASSWORD } from './officers.js';
import { LoginPage } from './pages/login-page.js';

const ui = useBrowser();

describe("a new user's first hour", () => {
  it('log in: the role starts unchosen, so an officer is never refused for a role they did not pick', async () => {
    const officer = await addOfficer({
      role: 'DMC_OFFICER',
      district: 'Colombo',
      name: 'Kamala First',
      contact: '0112700081',
    });
    const page = await ui.newPage();
    const login = new LoginPage(page);
    await login.open();
    const role = page.getByLabel('Role');
    expect(await role.inputValue()).toBe('');
    expect(await role.locator('option:checked').textContent()).toBe('Choose your role');

    await page.getByLabel('User ID').fill(String(officer));
    await page.getByLabel('Password').fill(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Choose your role', { exact: true }).and(page.locator('.field-error')).waitFor();
    expect(page.url()).toMatch(/\/login$/);

    await role.selectOption('DMC_OFFICER');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dmc-dashboard$/);
  });
});
