import { execSync } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { schemaFailures } from '../api/src/cap/cap-schema-check.js';
import { verifyWebhookSignature } from '../api/src/webhooks/webhook-signature.js';
import { useBrowser } from './fixtures.js';
import { LoginPage } from './pages/login-page.js';

const ui = useBrowser();
const PASSWORD = 'e2e-password-1';
const SECRET = 'e2e-webhook-secret-0123456789';
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
let receiver: Server;
let subscription: number;
let dmc: number;

/** An operator command against the running e2e server's database. */
const operator = (command: string, input = '') =>
  execSync(`npm run -s ${command}`, { env: { ...process.env, DATA_DIR: inject('dataDir') }, input, encoding: 'utf8' })
    .trim()
    .split('\n')
    .pop()!;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  subscription = Number(
    operator(
      `webhook:add -- --allow-private http://127.0.0.1:${(receiver.address() as AddressInfo).port}/cap ${SECRET}`,
    ),
  );
  dmc = Number(
    operator(
      'officer:add -- --role DMC_OFFICER --district Colombo --name "Nadeesha Colombo" --contact 0112700009',
      `${PASSWORD}\n`,
    ),
  );
});

afterAll(async () => {
  operator(`webhook:remove -- ${subscription}`);
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('CAP webhooks', () => {
  it('publishing in the DMC dashboard POSTs a valid, signed CAP message to a registered receiver, and the attempt shows', async () => {
    const page = await ui.newPage();
    await new LoginPage(page).logIn('DMC_OFFICER', dmc, PASSWORD);
    await page.goto('/dmc-dashboard/alerts/new');
    await page.getByLabel('Divisional Secretariat').selectOption({ label: 'Kaduwela' });
    await page.getByLabel('Alert Type').selectOption('FIRE');
    const expiry = page.getByLabel('Stays in force for');
    await expect.poll(() => expiry.locator('option:checked').textContent()).toBe('12 hours (usual for this type)');
    await expiry.selectOption({ label: '3 days' });
    await page.getByText('Also covers other DS divisions (0 chosen)').click();
    await page.getByRole('checkbox', { name: 'Kolonnawa' }).check();
    await page.getByText('Also covers other DS divisions (1 chosen)').waitFor();
    await page.getByText('High', { exact: true }).click();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('dialog', { name: 'Alert published!' }).waitFor();

    const isOurs = (body: string) =>
      body.includes('<msgType>Alert</msgType>') &&
      body.includes('<valueName>OCHA_PCODE</valueName>') &&
      body.includes('<value>LK1109</value>') &&
      body.includes('<value>FIRE</value>');
    await expect.poll(() => received.some((r) => isOurs(r.body)), { timeout: 10_000 }).toBe(true);
    const message = received.find((r) => isOurs(r.body))!;
    expect(message.headers['content-type']).toBe('application/cap+xml; charset=utf-8');
    expect(
      verifyWebhookSignature(
        SECRET,
        String(message.headers['x-lankarelief-timestamp']),
        message.body,
        String(message.headers['x-lankarelief-signature']),
      ),
    ).toBe(true);
    expect(message.body.match(/<info>/gu)).toHaveLength(3);
    expect(schemaFailures([message.body])).toEqual([]);
    expect(
      [...message.body.matchAll(/<valueName>OCHA_PCODE<\/valueName>\s*<value>(LK\d+)<\/value>/gu)].map((m) => m[1]),
    ).toEqual(Array(3).fill(['LK1109', 'LK1106']).flat());
    const time = (tag: string) => Date.parse(new RegExp(`<${tag}>([^<]+)</${tag}>`, 'u').exec(message.body)![1]!);
    expect(time('expires') - time('sent')).toBe(72 * 3_600_000);

    await page.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(/\/dmc-dashboard\/alerts$/u);
    const row = page.getByRole('row').filter({ hasText: 'Kaduwela, Kolonnawa' }).filter({ hasText: 'Fire' }).first();
    await row.getByRole('button', { name: 'Deliveries' }).click();
    const dialog = page.getByRole('dialog', { name: 'Webhook deliveries (CAP)' });
    await dialog.getByText('Alert message: delivered').waitFor();
    await dialog.getByText(/: 204 \(\d+ ms\)/u).waitFor();
  });
});
