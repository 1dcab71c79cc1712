import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './fixtures.js';
import { E2E_PASSWORD, addOfficer } from './officers.js';
import { LoginPage } from './pages/login-page.js';
import { useSmsWorld } from './sms.js';

const ui = useBrowser();
const sms = useSmsWorld();

/** Three people of Kolonnawa follow its alerts, each writing in their own language. */
const SUBSCRIBERS = [
  { from: '+94771250001', text: 'අනතුරු කොලොන්නාව', script: /[\u0D80-\u0DFF]/u },
  { from: '+94771250002', text: 'எச்சரிக்கை Kolonnawa', script: /[\u0B80-\u0BFF]/u },
  { from: '+94771250003', text: 'ALERTS Kolonnawa', script: /^[\x20-\x7E\n]+$/u },
];

let dmcColombo: number;
beforeAll(async () => {
  dmcColombo = await addOfficer({
    role: 'DMC_OFFICER',
    district: 'Colombo',
    name: 'Ruwan Colombo',
    contact: '0112700051',
  });
});

describe('alerts by SMS', () => {
  it('the DMC officer publishes an alert for Kolonnawa: every Kolonnawa subscriber gets it in their language within 2 s', async () => {
    for (const subscriber of SUBSCRIBERS) {
      await sms.text(subscriber.from, subscriber.text);
      await sms.received(subscriber.from);
    }
    const context = await sms.newContext(ui.browser);
    const page = await context.newPage();
    await new LoginPage(page).logIn('DMC_OFFICER', dmcColombo, E2E_PASSWORD);
    await page.goto('/dmc-dashboard/alerts/new');
    await page.getByLabel('Divisional Secretariat').selectOption({ label: 'Kolonnawa' });
    await page.getByLabel('Alert Type').selectOption('FLOOD');
    await page.getByText('High', { exact: true }).click();
    // Before publishing the officer sees whom it reaches and what it costs.
    const reach = page.getByText(/^Sent to \d+ subscribers: \d+ SMS parts in all\.$/u);
    await reach.waitFor();
    expect(Number(/Sent to (\d+)/u.exec((await reach.textContent())!)![1])).toBeGreaterThanOrEqual(SUBSCRIBERS.length);

    const sentBefore = sms.simulator.sent.length;
    const publishedAt = Date.now();
    await page.getByRole('button', { name: 'Publish' }).click();
    const alerts = await Promise.all(
      SUBSCRIBERS.map(async (s) => {
        const send = await sms.received(
          s.from,
          (m) => sms.simulator.sent.indexOf(m) >= sentBefore && /Kolonnawa|කොලොන්නාව|கொலன்னாவை/u.test(m.text),
          10_000,
        );
        return { ...s, send, afterMs: Date.now() - publishedAt };
      }),
    );
    for (const alert of alerts) {
      expect(alert.send.text).toMatch(alert.script);
      expect(alert.afterMs).toBeLessThan(2_000);
    }
    await page.getByRole('dialog', { name: 'Alert published!' }).waitFor();
  });
});
