import { createHash } from 'node:crypto';
import { ApolloLink } from '@apollo/client';
import { parse, type FormattedExecutionResult, type OperationTypeNode } from 'graphql';
import { firstValueFrom, of, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { persistedQueries } from './persisted-link';

interface Sent {
  method: unknown;
  includeQuery: unknown;
  hash: unknown;
}

/** A terminating link that records what each request would send, answering from a script. */
function fakeServer(answers: FormattedExecutionResult[]) {
  const sent: Sent[] = [];
  const link = new ApolloLink((operation) => {
    const context = operation.getContext() as { fetchOptions?: { method?: string }; http?: { includeQuery?: boolean } };
    const persisted = operation.extensions.persistedQuery as { sha256Hash?: string } | undefined;
    sent.push({
      method: context.fetchOptions?.method,
      includeQuery: context.http?.includeQuery,
      hash: persisted?.sha256Hash,
    });
    return of(answers.shift() ?? { data: {} });
  });
  return { link, sent };
}

function run(link: ApolloLink, source: string, operationType: string, variables: Record<string, unknown> = {}) {
  let context: Record<string, unknown> = {};
  const operation = {
    query: parse(source),
    variables,
    operationName: undefined,
    operationType: operationType as OperationTypeNode,
    extensions: {},
    setContext: (next: Record<string, unknown>) => void (context = { ...context, ...next }),
    getContext: () => context,
  } as unknown as ApolloLink.Operation;
  return firstValueFrom(link.request(operation, () => of({})).pipe(toArray()));
}

const QUERY = 'query Counters { counters { alertsSent } }';
const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

describe('persisted-link: automatic persisted queries', () => {
  it('sends a query as a hash-only GET and passes the answer on', async () => {
    const server = fakeServer([{ data: { counters: { alertsSent: 3 } } }]);
    expect(await run(persistedQueries(server.link), QUERY, 'query')).toEqual([
      { data: { counters: { alertsSent: 3 } } },
    ]);
    expect(server.sent).toEqual([
      { method: 'GET', includeQuery: false, hash: hashOf('query Counters {\n  counters {\n    alertsSent\n  }\n}') },
    ]);
  });

  it('sends the text once more as a POST when the server does not know the hash', async () => {
    const server = fakeServer([
      { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] },
      { data: { counters: { alertsSent: 1 } } },
    ]);
    expect(await run(persistedQueries(server.link), QUERY, 'query')).toEqual([
      { data: { counters: { alertsSent: 1 } } },
    ]);
    expect(server.sent.map((s) => [s.method, s.includeQuery])).toEqual([
      ['GET', false],
      ['POST', true],
    ]);
    expect(server.sent[1]!.hash).toBe(server.sent[0]!.hash);
  });

  it("sends a visitor's position in a POST body, never in a URL (still by hash first)", async () => {
    const server = fakeServer([{ data: { locate: null } }]);
    await run(
      persistedQueries(server.link),
      'query Locate($latitude: Float!, $longitude: Float!) { locate(latitude: $latitude, longitude: $longitude) { method } }',
      'query',
      { latitude: 6.9, longitude: 79.8 },
    );
    expect(server.sent.map((s) => [s.method, s.includeQuery, typeof s.hash])).toEqual([['POST', false, 'string']]);
  });

  it('leaves mutations as they were (no hash, no GET)', async () => {
    const server = fakeServer([{ data: { logout: true } }]);
    await run(persistedQueries(server.link), 'mutation Logout { logout }', 'mutation');
    expect(server.sent).toEqual([{ method: undefined, includeQuery: undefined, hash: undefined }]);
  });
});
