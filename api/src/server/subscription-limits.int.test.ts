import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { relaxedLimits } from '../core/limits/rate-limit.js';
import { pause } from '../testing/subscriptions.js';
import { useTestDatabase } from '../testing/test-database.js';
import { createAppServer, type AppServer } from './app.js';

const PER_SOCKET = 3;
const PER_ADDRESS = 5;
const db = useTestDatabase();
let server: AppServer;
let url: string;
beforeAll(async () => {
  server = await createAppServer({
    orm: db.orm,
    log: () => undefined,
    rateLimits: relaxedLimits(),
    security: { wsSubscriptionsPerSocket: PER_SOCKET, wsSubscriptionsPerAddress: PER_ADDRESS },
  });
  url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
});
afterAll(async () => {
  await server.close();
  await new Promise((r) => server.httpServer.close(r));
});

const connect = () =>
  createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    lazy: false,
    retryAttempts: 0,
  });

/** Subscribes to countersChanged; resolves with the refusal's code only when refused or ended. */
function refusal(client: Client): Promise<string> {
  return new Promise((resolve) => {
    client.subscribe(
      { query: 'subscription { countersChanged { alertsSent } }' },
      {
        next: () => undefined,
        error: (errors) => resolve((errors as { extensions?: { code?: string } }[])[0]?.extensions?.code ?? 'error'),
        complete: () => resolve('complete'),
      },
    );
  });
}

/** The refusal's code, or 'open' when not refused within a second. */
const counters = (client: Client): Promise<string> => Promise.race([refusal(client), pause(1_000).then(() => 'open')]);

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await pause(100);
};

describe('live subscriptions per socket and per address', () => {
  it('refuses a socket’s subscriptions past its cap, then the address’s past its cap, and frees them all when closed', async () => {
    const first = connect();
    const second = connect();
    try {
      const onFirst = await Promise.all(Array.from({ length: PER_SOCKET + 1 }, () => counters(first)));
      expect(onFirst.sort()).toEqual(['TOO_MANY_SUBSCRIPTIONS', ...Array<string>(PER_SOCKET).fill('open')]);
      const onSecond = [];
      for (let i = 0; i < PER_ADDRESS - PER_SOCKET + 1; i++) onSecond.push(await counters(second));
      expect(onSecond).toEqual(['open', 'open', 'TOO_MANY_SUBSCRIPTIONS']);
      expect(server.liveSize().members).toBe(PER_ADDRESS);
    } finally {
      await first.dispose();
      await second.dispose();
    }
    await until(() => server.openSubscriptions() === 0 && server.liveSize().members === 0);
    expect([server.openSubscriptions(), server.liveSize()]).toEqual([0, { groups: 0, members: 0 }]);
    const again = connect();
    try {
      expect(await counters(again)).toBe('open');
    } finally {
      await again.dispose();
    }
  });

  it('holds nothing after a flood of sockets ends: no subscriber left, the heap back near where it was', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const clients = Array.from({ length: 10 }, connect);
    let refused = 0;
    for (const client of clients)
      for (let i = 0; i < 50; i++)
        void refusal(client).then((answer) => answer === 'TOO_MANY_SUBSCRIPTIONS' && refused++);
    try {
      await until(() => refused === 500 - PER_ADDRESS);
      expect([refused, server.openSubscriptions(), server.liveSize().members]).toEqual([
        500 - PER_ADDRESS,
        PER_ADDRESS,
        PER_ADDRESS,
      ]);
    } finally {
      await Promise.all(clients.map(async (c) => c.dispose()));
    }
    await until(() => server.openSubscriptions() === 0 && server.liveSize().members === 0);
    expect([server.openSubscriptions(), server.liveSize().members]).toEqual([0, 0]);
    gc();
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(20 * 1024 * 1024);
  });
});
