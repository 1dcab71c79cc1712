import { createECDH, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebPushSettings } from '../sms/web-push.settings.js';
import { LOCAL_TLS } from '../testing/local-tls.js';
import { DIVISION_A, makeCast, ok, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { errorCode, useTestServer } from '../testing/test-server.js';
import { batchDueNotifications } from './notify-batches.js';
import { PushSender } from './notify-push.js';

/**
 * A local stand-in for the push services (https, on localhost): counts connections, records each POST; answers 410
 * for the endpoints told to be gone and a redirect to /redirected for /moved.
 */
const received: Array<{ path: string; headers: IncomingHttpHeaders; body: Buffer }> = [];
const gone = new Set<string>();
let connections = 0;
let receiver: Server;
let pushService = '';
beforeAll(async () => {
  receiver = createServer(LOCAL_TLS, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      if (req.url === '/moved') res.writeHead(302, { location: `${pushService}/redirected` }).end();
      else res.writeHead(gone.has(req.url ?? '') ? 410 : 201).end();
    });
  });
  receiver.on('connection', () => connections++);
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  pushService = `https://localhost:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

const keys = webpush.generateVAPIDKeys();
/** The local push service's name and addresses allowed, as only a test does. */
const push: WebPushSettings = {
  ...keys,
  subject: 'mailto:relief@example.org',
  timeoutMs: 5_000,
  hosts: ['localhost'],
  addresses: { privateAllowed: ['127.0.0.1', '::1'] },
  ca: LOCAL_TLS.cert,
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
  endpoint: `${pushService}${path}`,
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

describe('where Web Push may connect', () => {
  const ownersOf = (endpoint: string) =>
    db.orm.em.fork().execute('select user_id from push_subscriptions where endpoint = ?', [endpoint]);
  const store = (userId: number, endpoint: string) =>
    db.orm.em
      .fork()
      .execute('insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (?, ?, ?, ?)', [
        userId,
        endpoint,
        browser('/').keys.p256dh,
        browser('/').keys.auth,
      ]);

  it('refuses an endpoint that is not a listed push service at an allowed address, with no connection made', async () => {
    const port = new URL(pushService).port;
    const before = connections;
    for (const endpoint of [
      `https://127.0.0.1:${port}/x`,
      `https://[::ffff:127.0.0.1]:${port}/x`,
      'https://169.254.169.254/latest/meta-data/',
      `https://user:pass@localhost:${port}/x`,
      `http://localhost:${port}/x`,
      'https://push.example.test/x',
    ]) {
      const answer = await api.gql(
        SUBSCRIBE,
        { subscription: { ...browser('/x'), endpoint } },
        { token: cast.volunteerA.token },
      );
      expect(errorCode(answer), endpoint).toBe('BAD_USER_INPUT');
    }
    expect(
      await db.orm.em.fork().execute('select id from push_subscriptions where user_id = ?', [cast.volunteerA.user.id]),
    ).toEqual([]);
    expect(connections).toBe(before);
  });

  it('never connects to a stored endpoint the rule refuses now, nor to a listed name whose addresses are refused', async () => {
    const port = new URL(pushService).port;
    await store(cast.volunteerY.user.id, `https://127.0.0.1:${port}/stored-before-the-rule`);
    await store(cast.dsY.user.id, `${pushService}/resolves-to-loopback`);
    const logged: string[] = [];
    const strict = new PushSender({ ...push, addresses: { privateAllowed: [] } }, (m) => logged.push(m));
    const before = connections;
    await strict.sendToUser(db.orm.em, cast.volunteerY.user.id, 'Flood warning');
    await strict.sendToUser(db.orm.em, cast.dsY.user.id, 'Flood warning');
    expect(connections).toBe(before);
    expect(logged.map((m) => m.replace(/^web push \d+ /u, ''))).toEqual([
      'not sent: HOST_NOT_LISTED',
      'failed: ADDRESS_NOT_ALLOWED',
    ]);
  });

  it('does not follow a push service redirect', async () => {
    await ok(api, SUBSCRIBE, { subscription: browser('/moved') }, cast.dsB);
    const logged: string[] = [];
    await new PushSender(push, (m) => logged.push(m)).sendToUser(db.orm.em, cast.dsB.user.id, 'Flood warning');
    expect(received.filter((r) => r.path === '/moved')).toHaveLength(1);
    expect(received.filter((r) => r.path === '/redirected')).toEqual([]);
    expect(logged).toEqual([expect.stringMatching(/refused: 302$/u)]);
  });

  it('keeps an endpoint with the account that subscribed it first: another account is refused with CONFLICT', async () => {
    const taken = browser(`/first-owner-${cast.dsB.user.id}`);
    await ok(api, SUBSCRIBE, { subscription: taken }, cast.dsB);
    expect(errorCode(await api.gql(SUBSCRIBE, { subscription: taken }, { token: cast.volunteerY.token }))).toBe(
      'CONFLICT',
    );
    expect(await ownersOf(taken.endpoint)).toEqual([{ user_id: cast.dsB.user.id }]);
    // The owner may subscribe it again (new keys of the same browser).
    expect(await ok(api, SUBSCRIBE, { subscription: { ...taken, keys: browser('/').keys } }, cast.dsB)).toEqual({
      pushSubscribe: true,
    });
  });
});
