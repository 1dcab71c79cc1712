import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeCast, publishFloodAlert, type Cast } from '../testing/scenario.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer } from '../testing/test-server.js';
import { addSubscription, removeSubscription } from './webhook-subscriptions.js';

const db = useTestDatabase();
// The shipped address rule: no private address allowed, one attempt per delivery.
const api = useTestServer(db, { webhooks: { pollMs: 50, maxAttempts: 1, addresses: { privateAllowed: [] } } });
let cast: Cast;

/** A local receiver counting every connection made to it; /moved answers a redirect to /redirected. */
const paths: string[] = [];
let connections = 0;
let receiver: Server;
let receiverUrl = '';
const subscribed: number[] = [];

beforeAll(async () => {
  cast = await makeCast(db);
  receiver = createServer((req, res) => {
    paths.push(req.url ?? '');
    req.resume();
    req.on('end', () => {
      if (req.url === '/moved') res.writeHead(302, { location: `${receiverUrl}/redirected` }).end();
      else res.writeHead(204).end();
    });
  });
  receiver.on('connection', () => connections++);
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const id of subscribed.splice(0)) await removeSubscription(db.orm.em.fork(), id);
});

afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

const subscribe = async (url: string, allowPrivate = false) =>
  subscribed.push((await addSubscription(db.orm.em.fork(), url, 'receiver-secret-0123456789', allowPrivate)).id);

const publish = () => publishFloodAlert(api, cast.dmcX);

/** Each receiver's attempts at an alert's message, once every delivery has made one. */
async function attemptsOf(alertId: number, receivers: number): Promise<Array<Record<string, unknown>>> {
  for (let tries = 0; tries < 400; tries++) {
    const rows = await db.orm.em.fork().execute(
      `select s.url, a.status_code, a.error from webhook_attempts a
         join webhook_deliveries d on d.id = a.delivery_id join webhook_subscriptions s on s.id = d.subscription_id
        where d.alert_id = ? order by s.id`,
      [alertId],
    );
    if (rows.length >= receivers) return rows;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('no attempts recorded');
}

describe('where webhook deliveries may connect', () => {
  it('never connects to a receiver at a loopback address, by number or by name, unless its operator allowed it', async () => {
    const port = new URL(receiverUrl).port;
    await subscribe(`${receiverUrl}/by-number`);
    await subscribe(`http://localhost:${port}/by-name`);
    await subscribe(`http://[::ffff:127.0.0.1]:${port}/mapped`);
    const attempts = await attemptsOf(await publish(), 3);
    expect(attempts.map((a) => [a.status_code, a.error])).toEqual([
      [null, 'ADDRESS_NOT_PUBLIC'],
      [null, 'ADDRESS_NOT_ALLOWED'],
      [null, 'ADDRESS_NOT_PUBLIC'],
    ]);
    expect(connections).toBe(0);
    expect(paths).toEqual([]);
  });

  it('does not follow a redirect, even from a receiver allowed at a private address', async () => {
    await subscribe(`${receiverUrl}/moved`, true);
    const attempts = await attemptsOf(await publish(), 1);
    expect(attempts.map((a) => [a.status_code, a.error])).toEqual([[302, 'HTTP 302']]);
    expect(paths).toEqual(['/moved']);
  });
});
