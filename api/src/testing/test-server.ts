import { afterAll, beforeAll } from 'vitest';
import { createAppServer, type AppServer } from '../server/app.js';
import type { CapSettings } from '../cap/cap.settings.js';
import type { RateLimitSettings, SessionSettings } from '../core/config/config.js';
import type { SmsSettings } from '../sms/sms.settings.js';
import type { WebhookSettings } from '../webhooks/webhooks.settings.js';
import { latestSequence } from '../core/events/outbox.js';
import { relaxedLimits } from '../core/limits/rate-limit.js';
import type { TestDatabase } from './test-database.js';

export interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: {
    message: string;
    extensions?: {
      code?: string;
      fields?: Record<string, string>;
      fieldCodes?: Record<string, string>;
      messageCode?: string;
      messageValues?: Record<string, string | number>;
    };
  }[];
  /** The Set-Cookie header, when the server sent one. */
  setCookie: string | null;
}

export interface TestServer {
  url: string;
  server: AppServer;
  /** Runs one GraphQL operation, as a visitor or with a bearer token or cookie. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    auth?: { token?: string; cookie?: string },
  ): Promise<GraphQLResult<T>>;
  /** Waits until this server has relayed every event committed so far (and so dropped what they outdate). */
  eventsHeard(): Promise<void>;
}

/** A real API server on a free port, over this file's test database. */
export function useTestServer(
  db: TestDatabase,
  options: {
    rateLimits?: RateLimitSettings;
    sessions?: SessionSettings;
    webhooks?: Partial<WebhookSettings>;
    sms?: Partial<SmsSettings>;
    cap?: Partial<CapSettings>;
    publicAnswerSeconds?: number;
  } = {},
): TestServer {
  const handle = {} as TestServer;
  beforeAll(async () => {
    // Tests submit far more than one person would; the limit has its own test.
    handle.server = await createAppServer({
      orm: db.orm,
      log: () => undefined,
      rateLimits: options.rateLimits ?? relaxedLimits(),
      sessions: options.sessions,
      webhooks: options.webhooks,
      sms: options.sms,
      cap: options.cap,
      publicAnswerSeconds: options.publicAnswerSeconds,
    });
    const port = await handle.server.listen(0, '127.0.0.1');
    handle.url = `http://127.0.0.1:${port}`;
    handle.gql = async (query, variables, auth) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (auth?.token) headers.authorization = `Bearer ${auth.token}`;
      if (auth?.cookie) headers.cookie = auth.cookie;
      const res = await fetch(`${handle.url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as Omit<GraphQLResult, 'status' | 'setCookie'>;
      return { ...body, status: res.status, setCookie: res.headers.get('set-cookie') } as never;
    };
    handle.eventsHeard = async () => {
      const latest = await latestSequence(db.orm.em.fork());
      const until = Date.now() + 10_000;
      while ((handle.server.relayedThrough() ?? 0) < latest) {
        if (Date.now() > until) throw new Error(`events up to ${latest} were not relayed within 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
  });
  afterAll(async () => {
    await handle.server?.close();
    await new Promise((resolve) => handle.server?.httpServer.close(resolve));
  });
  return handle;
}

/** The error code of the first GraphQL error. */
export const errorCode = (result: GraphQLResult<unknown>): string | undefined => result.errors?.[0]?.extensions?.code;
