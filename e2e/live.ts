import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** The API instance a page is served by (the e2e server unless another is started, e.g. e2e/sms.ts). */
export interface LiveServer {
  baseUrl: string;
  metricsToken: string;
}

/** The server's count of subscriptions being served (lr_graphql_subscriptions_active, read from /metrics). */
export async function activeSubscriptions(server: LiveServer): Promise<number> {
  const answer = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${server.metricsToken}` },
  });
  if (!answer.ok) throw new Error(`/metrics answered ${answer.status}`);
  const line = (await answer.text()).split('\n').find((l) => l.startsWith('lr_graphql_subscriptions_active '));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}

/**
 * Opens a page and waits until the server serves every subscription the page asked for. A change made before that
 * moment would be missed by the page (it loaded its data already and is not listening yet), which is a race of the
 * test, not the behaviour under test.
 */
export async function gotoLive(
  page: Page,
  path: string,
  timeoutMs = 15_000,
  server: LiveServer = { baseUrl: inject('baseUrl'), metricsToken: inject('metricsToken') },
): Promise<void> {
  let subscribed = 0;
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"type":"subscribe"')) subscribed++;
    }),
  );
  const before = await activeSubscriptions(server);
  await page.goto(path);
  const end = Date.now() + timeoutMs;
  while (subscribed === 0 || (await activeSubscriptions(server)) < before + subscribed) {
    if (Date.now() > end)
      throw new Error(`the page's ${subscribed} subscriptions were not all served within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
