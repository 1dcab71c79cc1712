import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, ok, publishFloodAlert, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { errorCode, useTestServer } from '../testing/test-server.js';
import { schemaFailures } from '../cap/cap-schema-check.js';
import { addSubscription, removeSubscription } from './webhook-subscriptions.js';
import { verifyWebhookSignature } from './webhook-signature.js';

const TIMEOUT_MS = 2_000;
const RETRY_BASE_MS = 150;
const db = useTestDatabase();
const api = useTestServer(db, {
  webhooks: {
    timeoutMs: TIMEOUT_MS,
    retryBaseMs: RETRY_BASE_MS,
    retryMaxMs: 600,
    pollMs: 50,
    maxAttempts: 3,
    // The local receiver, as only a test allows it.
    addresses: { privateAllowed: ['127.0.0.1'] },
  },
});
let cast: Cast;

/** What the local receiver does with the nth request (1-based) to a path. */
type Behaviour = (n: number) => 'ok' | 'fail' | 'hang';
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}
const received: Received[] = [];
const behaviours = new Map<string, Behaviour>();
const hanging: ServerResponse[] = [];
let receiver: Server;
let receiverUrl: string;
const subscribed: number[] = [];

beforeAll(async () => {
  cast = await makeCast(db);
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const action = (behaviours.get(path) ?? (() => 'ok'))(received.filter((r) => r.path === path).length);
      if (action === 'hang') hanging.push(res);
      else res.writeHead(action === 'ok' ? 200 : 500).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const id of subscribed.splice(0)) await removeSubscription(db.orm.em.fork(), id);
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

async function subscribe(path: string, secret: string, behaviour?: Behaviour): Promise<void> {
  if (behaviour) behaviours.set(path, behaviour);
  subscribed.push((await addSubscription(db.orm.em.fork(), `${receiverUrl}${path}`, secret)).id);
}

const publish = () => publishFloodAlert(api, cast.dmcX);

const at = (path: string) => received.filter((r) => r.path === path);

async function until<T>(probe: () => T | Promise<T>, timeoutMs = 15_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

interface Delivery {
  receiver: string;
  msgType: string;
  state: string;
  attempts: Array<{
    number: number;
    startedAt: string;
    durationMs: number;
    statusCode: number | null;
    error: string | null;
  }>;
}
const DELIVERIES =
  'query ($id: ID!) { alertWebhookDeliveries(alertId: $id) { id receiver msgType state deliveredAt nextAttemptAt attempts { number startedAt durationMs statusCode error } } }';
const deliveries = async (id: number) =>
  (await ok<{ alertWebhookDeliveries: Delivery[] }>(api, DELIVERIES, { id }, cast.dmcX)).alertWebhookDeliveries;

describe('CAP webhooks', () => {
  it("POSTs the CAP Alert as application/cap+xml, signed with the receiver's secret over timestamp and body", async () => {
    const secret = 'receiver-one-secret-0123456789';
    await subscribe('/signed', secret);
    const id = await publish();
    const [message] = await until(() => (at('/signed').length ? at('/signed') : undefined));
    const timestamp = String(message!.headers['x-lankarelief-timestamp']);
    const signature = String(message!.headers['x-lankarelief-signature']);
    expect(message!.headers['content-type']).toBe('application/cap+xml; charset=utf-8');
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/u);
    expect(Math.abs(Number(timestamp) * 1000 - message!.at)).toBeLessThan(60_000);
    expect(verifyWebhookSignature(secret, timestamp, message!.body, signature)).toBe(true);
    expect(verifyWebhookSignature('another-secret-0123456789', timestamp, message!.body, signature)).toBe(false);
    expect(verifyWebhookSignature(secret, String(Number(timestamp) + 1), message!.body, signature)).toBe(false);
    const tampered = message!.body.replace('<severity>Severe</severity>', '<severity>Minor</severity>');
    expect(tampered).not.toBe(message!.body);
    expect(verifyWebhookSignature(secret, timestamp, tampered, signature)).toBe(false);
    expect(message!.body).toContain('<msgType>Alert</msgType>');
    expect(message!.body).toContain(`alert-${id}</identifier>`);
    expect(message!.headers['x-lankarelief-msg-type']).toBe('Alert');
    expect(schemaFailures([message!.body])).toEqual([]);
  });

  it('retries a receiver that answered 500, and records both attempts (status, time) for the DMC only', async () => {
    await subscribe('/flaky', 'flaky-receiver-secret-0123', (n) => (n === 1 ? 'fail' : 'ok'));
    const id = await publish();
    const [delivery] = await until(async () => {
      const list = await deliveries(id);
      return list.length === 1 && list[0]!.state === 'DELIVERED' ? list : undefined;
    });
    expect(at('/flaky').filter((r) => r.body.includes(`alert-${id}</identifier>`))).toHaveLength(2);
    expect(delivery!.receiver).toBe(new URL(receiverUrl).host);
    expect(delivery!.attempts.map((a) => [a.number, a.statusCode, a.error])).toEqual([
      [1, 500, 'HTTP 500'],
      [2, 200, null],
    ]);
    const [first, second] = delivery!.attempts.map((a) => Date.parse(a.startedAt));
    expect(second! - first!).toBeGreaterThanOrEqual(RETRY_BASE_MS);
    const other = await api.gql(DELIVERIES, { id }, { token: cast.dmcY.token });
    expect(errorCode(other)).toBe('FORBIDDEN');
    const ds = await api.gql(DELIVERIES, { id }, { token: cast.dsA.token });
    expect(errorCode(ds)).toBe('FORBIDDEN');
  });

  it('a receiver that hangs is cut at the timeout and retried, and delays neither publishing nor other receivers', async () => {
    await subscribe('/hang', 'hanging-receiver-secret-01', () => 'hang');
    await subscribe('/quick', 'quick-receiver-secret-0123');
    const started = Date.now();
    const id = await publish();
    const publishMs = Date.now() - started;
    expect(publishMs).toBeLessThan(TIMEOUT_MS);
    const quick = await until(() => at('/quick').find((r) => r.body.includes(`alert-${id}</identifier>`)));
    const firstHang = await until(() => at('/hang').find((r) => r.body.includes(`alert-${id}</identifier>`)));
    // The quick receiver did not wait for the hanging one to time out.
    expect(quick.at - firstHang.at).toBeLessThan(TIMEOUT_MS);
    await until(
      () => at('/hang').filter((r) => r.body.includes(`alert-${id}</identifier>`)).length >= 2,
      3 * TIMEOUT_MS,
    );
    const hung = await until(async () =>
      (await deliveries(id)).find((d) => d.attempts.length >= 1 && d.state !== 'DELIVERED'),
    );
    expect(hung.attempts[0]).toMatchObject({ number: 1, statusCode: null, error: 'timeout' });
    expect(hung.attempts[0]!.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it('resolving sends a Cancel that references the Alert', async () => {
    await subscribe('/cancel', 'cancel-receiver-secret-0123');
    const id = await publish();
    const alert = await until(() => at('/cancel').find((r) => r.body.includes(`alert-${id}</identifier>`)));
    const identifier = /<identifier>([^<]+)<\/identifier>/u.exec(alert.body)![1]!;
    await ok(api, `mutation { resolveAlert(id: ${id}) { status } }`, {}, cast.dsA);
    const cancel = await until(() => at('/cancel').find((r) => r.body.includes(`alert-${id}:cancel</identifier>`)));
    expect(cancel.headers['x-lankarelief-msg-type']).toBe('Cancel');
    expect(cancel.body).toContain('<msgType>Cancel</msgType>');
    expect(cancel.body).toMatch(new RegExp(`<references>[^,<]+,${identifier},[^<]+\\+05:30</references>`, 'u'));
    expect(schemaFailures([alert.body, cancel.body])).toEqual([]);
    expect((await deliveries(id)).map((d) => [d.msgType, d.state])).toEqual([
      ['Alert', 'DELIVERED'],
      ['Cancel', 'DELIVERED'],
    ]);
  });
});
