import { resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { activeSubscriptions, gotoLive } from './live.js';
import { openDatabase, type OpenDatabase } from '../api/src/db/bootstrap.js';
import { createAppServer, type AppServer } from '../api/src/server/app.js';
import type { SmsProviderName } from '../api/src/sms/sms.settings.js';
import { relaxedLimits } from '../api/src/core/limits/rate-limit.js';
import { simulatedSmsSettings } from '../api/src/testing/sms-testing.js';
import { SmsSimulator, type ReceivedSend } from '../api/src/demo/sms-simulator.js';

/** A phone network for the e2e: the gateway simulator and an API instance whose gateways point at it. */
export interface SmsWorld {
  /** The instance with its SMS gateways on (same database as the e2e server, the same web build). */
  baseUrl: string;
  metricsToken: string;
  simulator: SmsSimulator;
  /** A person texts the platform: the simulator posts it, signed as the provider signs, to the instance's webhook. */
  text(from: string, body: string, provider?: SmsProviderName): Promise<void>;
  /** Resolves with the first message our server sent to `to` that matches, as the simulator received it. */
  received(to: string, match?: (send: ReceivedSend) => boolean, timeoutMs?: number): Promise<ReceivedSend>;
  /** A browser context whose pages open on this instance. */
  newContext(browser: Browser, viewport?: { width: number; height: number }): Promise<BrowserContext>;
  /** Every open page of those contexts. */
  pages(): Page[];
}

const digits = (number: string) => number.replace(/\D/g, '').replace(/^0/, '94');

/**
 * Starts the gateway simulator and a second API instance over the e2e database with every gateway switched on against
 * it (the e2e server itself has none, so it never takes the SMS queue's work), for the spec file; stops both after it.
 */
export function useSmsWorld(): SmsWorld {
  const simulator = new SmsSimulator();
  const world = { simulator } as SmsWorld;
  const contexts: BrowserContext[] = [];
  let database: OpenDatabase;
  let server: AppServer;
  let seq = 0;
  beforeAll(async () => {
    await simulator.start();
    database = await openDatabase({ dataDir: inject('dataDir'), databaseUrl: inject('databaseUrl') }, () => undefined);
    world.metricsToken = inject('metricsToken');
    server = await createAppServer({
      orm: database.orm,
      webDist: resolve('web/dist'),
      log: () => undefined,
      rateLimits: relaxedLimits(10_000),
      metricsToken: world.metricsToken,
      sms: simulatedSmsSettings(simulator),
    });
    world.baseUrl = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await server?.close();
    await new Promise((r) => server?.httpServer.close(r));
    await database?.close();
    await simulator.stop();
  });
  world.text = async (from, body, provider = 'twilio') => {
    const answer = await simulator.deliver(world.baseUrl, provider, {
      id: `e2e-${Date.now()}-${++seq}`,
      from,
      text: body,
    });
    if (answer.status >= 300) throw new Error(`the ${provider} webhook answered ${answer.status}`);
  };
  world.received = async (to, match = () => true, timeoutMs = 15_000) => {
    const end = Date.now() + timeoutMs;
    for (;;) {
      const found = simulator.sent.find((send) => digits(send.to) === digits(to) && match(send));
      if (found) return found;
      if (Date.now() > end) throw new Error(`no matching SMS to ${to} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  world.pages = () => contexts.flatMap((context) => context.pages());
  world.newContext = async (browser, viewport = { width: 1280, height: 900 }) => {
    const context = await browser.newContext({ viewport, baseURL: world.baseUrl });
    contexts.push(context);
    return context;
  };
  return world;
}

/** A page of the SMS instance opened at `path`, once every subscription it asked for is served (see live.ts); the instance's other pages are closed. */
export async function gotoLiveOn(world: SmsWorld, page: Page, path: string): Promise<void> {
  const server = { baseUrl: world.baseUrl, metricsToken: world.metricsToken };
  // Only this spec file's pages use the instance: the others closed, wait until they have let go of theirs.
  for (const other of world.pages()) if (other !== page) await other.close();
  const end = Date.now() + 15_000;
  while ((await activeSubscriptions(server)) > 0) {
    if (Date.now() > end) throw new Error('the SMS instance still serves subscriptions of closed pages');
    await new Promise((r) => setTimeout(r, 100));
  }
  await gotoLive(page, path, 15_000, server);
}
