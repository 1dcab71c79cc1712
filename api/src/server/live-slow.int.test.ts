import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServer, type AppServer } from './app.js';
import { TOO_SLOW } from './live-frames.js';
import { relaxedLimits } from '../core/limits/rate-limit.js';
import { connectLive, until } from '../testing/live-client.js';
import { makeDmcOfficer, tokenFor } from '../testing/factories.js';
import { useTestDatabase } from '../testing/test-database.js';

const db = useTestDatabase();
const SEND_BUFFER = 64 * 1024;
let server: AppServer;
let url: string;
let token: string;

beforeAll(async () => {
  server = await createAppServer({
    orm: db.orm,
    log: () => undefined,
    rateLimits: relaxedLimits(),
    readyTimeoutMs: 10_000,
    // One socket holds far more subscriptions than any page (the subscription caps have their own test).
    security: {
      wsSendBufferBytes: SEND_BUFFER,
      wsSubscriptionsPerSocket: SLOW_SUBSCRIPTIONS,
      wsSubscriptionsPerAddress: SLOW_SUBSCRIPTIONS + 1,
    },
  });
  url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
  token = await tokenFor(db.orm.em, await makeDmcOfficer(db.orm.em, 'LK11'));
});

afterAll(async () => {
  await server.close();
  await new Promise((r) => server.httpServer.close(r));
});

// About 1 KB per message: the slow client's 300 subscriptions make 300 KB per event, far more than the kernel buffers.
const ALIASES = Array.from({ length: 14 }, (_, i) => `d${i}: dsDivision { code name }`).join(' ');
const ALERTS = `subscription { alertChanged { id typeLabel issuedAt latitude longitude district { code name } ${ALIASES} } }`;
const SLOW_SUBSCRIPTIONS = 300;
const EVENTS = 40;

describe('a slow consumer', () => {
  it('is closed with 1013 once its unsent bytes pass WS_SEND_BUFFER_BYTES, while the others keep receiving every event', async () => {
    const fast = await connectLive(url);
    fast.subscribe('a', ALERTS);
    const slow = await connectLive(url);
    for (let i = 0; i < SLOW_SUBSCRIPTIONS; i += 1) slow.subscribe(`s${i}`, ALERTS);
    await until(() => server.liveSize().members === SLOW_SUBSCRIPTIONS + 1);
    slow.socket.pause(); // reads nothing from now on

    for (let i = 0; i < EVENTS; i += 1) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          query: 'mutation { createAlert(input: { dsDivision: "LK1106", type: FLOOD }) { id } }',
        }),
      });
      expect({ status: res.status, body: res.status === 200 ? null : await res.text() }).toEqual({
        status: 200,
        body: null,
      });
    }
    const received = await fast.waitFor('a', EVENTS, 15_000);
    expect(received).toHaveLength(EVENTS);

    slow.socket.resume();
    expect(await slow.closed).toEqual({ code: TOO_SLOW.code, reason: TOO_SLOW.reason });
    // Cut off long before the end: it never got the last events.
    const slowMessages = slow.messages.filter((m) => m.type === 'next').length;
    expect(slowMessages).toBeLessThan(SLOW_SUBSCRIPTIONS * EVENTS);
    await until(() => server.liveSize().members === 1);
    fast.close();
  });
});
