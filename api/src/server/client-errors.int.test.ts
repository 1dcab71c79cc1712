import { createHash } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { relaxedLimits } from '../core/limits/rate-limit.js';
import { useTestDatabase } from '../testing/test-database.js';
import { createAppServer, type AppServer } from './app.js';

const db = useTestDatabase();
/** What the server reported as unexpected failures (the error log). */
const failures: unknown[] = [];
let server: AppServer;
let url: string;
beforeAll(async () => {
  server = await createAppServer({
    orm: db.orm,
    log: (failure) => failures.push(failure),
    rateLimits: relaxedLimits(),
    security: { introspection: false },
  });
  url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
});
afterAll(async () => {
  await server.close();
  await new Promise((r) => server.httpServer.close(r));
});

type Answer = { errors?: { message: string; extensions?: { code?: string } }[] };
const post = async (body: unknown) => {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Answer };
};

/** The errors a subscription is refused with over graphql-ws. */
function refusalOf(query: string): Promise<readonly { message: string }[]> {
  const client = createClient({ url: `${url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket });
  return new Promise((resolve, reject) => {
    client.subscribe(
      { query },
      {
        next: () => reject(new Error('answered')),
        error: (errors) => resolve(errors as { message: string }[]),
        complete: () => reject(new Error('completed')),
      },
    );
  }).finally(() => client.dispose()) as Promise<readonly { message: string }[]>;
}

describe('with introspection off (production), errors do not spell out the schema', () => {
  it('answers a misspelt field without "Did you mean" over HTTP', async () => {
    const { status, body } = await post({ query: '{ alertz { id } }' });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(body.errors?.[0]?.message).toBe('Cannot query field "alertz" on type "Query".');
  });

  it('answers a misspelt subscription without "Did you mean" over WebSocket', async () => {
    const errors = await refusalOf('subscription { alertChangd { id } }');
    expect(errors.map((e) => e.message)).toEqual(['Cannot query field "alertChangd" on type "Subscription".']);
  });
});

describe('an automatic persisted query whose hash does not match its document', () => {
  it('is the client’s error: 400 PERSISTED_QUERY_HASH_MISMATCH, nothing in the error log', async () => {
    const wrongHash = createHash('sha256').update('{ districts { code } }').digest('hex');
    const { status, body } = await post({
      query: '{ counters { alertsSent } }',
      extensions: { persistedQuery: { version: 1, sha256Hash: wrongHash } },
    });
    expect([status, body.errors?.[0]?.extensions?.code]).toEqual([400, 'PERSISTED_QUERY_HASH_MISMATCH']);
    expect(failures).toEqual([]);
  });
});
