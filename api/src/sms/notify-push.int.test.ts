import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebPushSettings } from '../shared/config.js';
import { DIVISION_A, makeCast, ok, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { errorCode, useTestServer } from '../testing/test-server.js';
import { batchDueNotifications } from './notify-batches.js';
import { PushSender } from './notify-push.js';

/** A local stand-in for the push services: records each POST; answers 410 for the endpoints told to be gone. */
const received: Array<{ path: string; headers: IncomingHttpHeaders; body: Buffer }> = [];
const gone = new Set<string>();
let receiver: Server;
let receiverUrl = '';
beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(gone.has(req.url ?? '') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const PUSH_SERVICE = 'https://push.example.test';
const keys = webpush.generateVAPIDKeys();
const push: WebPushSettings = {
  ...keys,
  subject: 'mailto:relief@example.org',
  timeoutMs: 5_000,
  transport: (url, init) =>
    fetch((url instanceof Request ? url.url : url.toString()).replace(PUSH_SERVICE, receiverUrl), init),
};
const db = useTestDatabase();
// No SMS gateway: Web Push alone; the tests batch when they choose (window 0).
const api = useTestServer(db, { sms: { webPush: push, notifyWindowSeconds: 3_600, pollMs: 50 } });
let cast: Cast;

const flush = () =>
  batchDueNotifications(db.orm.em, {
    provider: null,
    push: new PushSender(push, () => undefined),
    windowSeconds: 0,
    maxParts: 2,
  });
const SUBSCRIBE = 'mutation ($subscription: PushSubscriptionInput!) { pushSubscribe(subscription: $subscription) }';
const browser = (path: string) => ({
  endpoint: `${PUSH_SERVICE}${path}`,
  keys: {
    p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
});
const SUBMIT = 'mutation ($input: SubmitReportInput!) { submitReport(input: $input) { id } }';
const report = {
  reporterName: 'Chaminda Perera',
  nicNumber: '198812345678',
  contactNo: '0761230001',
  ...DIVISION_A,
  dateTime: '2026-11-21T06:15',
  description: 'River water rising fast near the bridge.',
};

beforeAll(async () => {
  cast = await makeCast(db);
  await db.orm.em
    .fork()
    .execute("update users set notification_preference = 'REPORTS' where id in (?, ?)", [
      cast.dmcX.user.id,
      cast.dmcY.user.id,
    ]);
});

describe('notifications by Web Push', () => {
  it('gives browsers the VAPID public key', async () => {
    expect(await ok(api, '{ webPushPublicKey }')).toEqual({ webPushPublicKey: keys.publicKey });
  });

  it('takes a subscription from a signed-in user only, and only an https push service with keys of the right sizes', async () => {
    expect(errorCode(await api.gql(SUBSCRIBE, { subscription: browser('/x') }))).toBe('UNAUTHENTICATED');
    const plain = { ...browser('/x'), endpoint: 'http://127.0.0.1:5432/' };
    expect(errorCode(await api.gql(SUBSCRIBE, { subscription: plain }, { token: cast.dmcX.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      errorCode(
        await api.gql(
          SUBSCRIBE,
          { subscription: { ...browser('/x'), keys: { p256dh: 'abc', auth: 'abc' } } },
          { token: cast.dmcX.token },
        ),
      ),
    ).toBe('BAD_USER_INPUT');
  });

  it("pushes a new report once to the subscribed browser of the district's DMC officer who chose Reports, encrypted and VAPID-signed", async () => {
    await ok(api, SUBSCRIBE, { subscription: browser('/dmc-x') }, cast.dmcX);
    await ok(api, SUBSCRIBE, { subscription: browser('/dmc-y') }, cast.dmcY);
    await ok(api, SUBSCRIBE, { subscription: browser('/ds-a') }, cast.dsA);
    await ok(api, SUBMIT, { input: report });
    await flush();
    await flush();
    expect(received.map((r) => r.path)).toEqual(['/dmc-x']);
    const [sent] = received;
    expect(sent!.headers['content-encoding']).toBe('aes128gcm');
    expect(sent!.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(Number(sent!.headers.ttl)).toBeGreaterThan(0);
    expect(sent!.body.length).toBeGreaterThan(0);
    expect(sent!.body.toString('latin1')).not.toContain('Lanka Relief');
    // No gateway: nothing was texted.
    expect(await db.orm.em.fork().execute("select id from sms_outbound where purpose = 'NOTIFY'")).toEqual([]);
  });

  it('drops a subscription the push service says is gone', async () => {
    gone.add('/dmc-x');
    await ok(api, SUBMIT, { input: { ...report, description: 'The bridge is under water now.' } });
    await flush();
    expect(received.map((r) => r.path)).toEqual(['/dmc-x', '/dmc-x']);
    expect(
      await db.orm.em.fork().execute('select id from push_subscriptions where user_id = ?', [cast.dmcX.user.id]),
    ).toEqual([]);
  });
});
