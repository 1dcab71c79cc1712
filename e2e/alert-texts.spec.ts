import { execSync } from 'node:child_process';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { graphql } from './api.js';
import { useBrowser } from './fixtures.js';
import { DmcAlertForm } from './pages/alert-form.js';
import { LoginPage } from './pages/login-page.js';

const ui = useBrowser();
const PASSWORD = 'e2e-password-1';
const SI_HEADLINE = 'පාදුක්ක: කළු ගඟ උතුරා යයි';
const SI_INSTRUCTION = 'දැන්ම පාසලේ කඳවුරට යන්න.';
const TA_HEADLINE = 'பாதுக்கை: களு கங்கை பெருக்கெடுக்கிறது';
let dmc: number;

beforeAll(() => {
  const out = execSync(
    'npm run -s officer:add -- --role DMC_OFFICER --district Colombo --name "Kumudini Colombo" --contact 0112700016',
    { env: { ...process.env, DATA_DIR: inject('dataDir') }, input: `${PASSWORD}\n`, encoding: 'utf8' },
  );
  dmc = Number(out.trim().split('\n').pop());
});

describe('alerts in three languages', () => {
  it('a DMC officer publishes a Sinhala headline; the public page in Sinhala shows it, with the Tamil text one tap away', async () => {
    const page = await ui.newPage();
    await new LoginPage(page).logIn('DMC_OFFICER', dmc, PASSWORD);
    const form = new DmcAlertForm(page);
    await form.openNew();
    await form.choose({ ds: 'Padukka', type: 'FLOOD', severity: 'High' });
    await form.ownTexts('si', { headline: SI_HEADLINE, instruction: SI_INSTRUCTION });
    await form.ownTexts('ta', { headline: TA_HEADLINE });
    await form.publish();

    const { alerts } = await graphql<{ alerts: { items: { id: string }[] } }>(
      '{ alerts(filter: { dsDivision: "LK1118" }, first: 1) { items { id } } }',
    );
    const reader = await ui.newPage();
    await reader.goto(`/alerts/${alerts.items[0]!.id}?lang=si`);
    expect(await reader.locator('html').getAttribute('lang')).toBe('si');
    expect(await reader.getByRole('heading', { level: 1 }).textContent()).toBe(SI_HEADLINE);
    await reader.getByText(SI_INSTRUCTION, { exact: true }).waitFor();
    const tamil = reader.locator('details[lang="ta"]');
    expect(await tamil.getByText(TA_HEADLINE).isVisible()).toBe(false);
    await tamil.getByText('தமிழ்').click();
    expect(await tamil.getByText(TA_HEADLINE).isVisible()).toBe(true);
  });
});
