// @vitest-environment happy-dom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { getMainDefinition } from '@apollo/client/utilities';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { Kind, OperationTypeNode } from 'graphql';
import type { ReactNode } from 'react';
import { Observable, Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { FOLLOW_AGAIN_MS } from './live-cache';
import type { TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { useLiveQuery } from './useLiveQuery';

const alert = (id: number, issuedAt: string) => ({
  __typename: 'Alert',
  id: String(id),
  type: 'FLOOD',
  customType: null,
  typeLabel: 'Flood',
  severity: 'HIGH',
  status: 'ONGOING',
  latitude: 7,
  longitude: 80,
  issuedAt,
  district: { __typename: 'District', code: 'LK11', name: 'Colombo' },
  dsDivision: { __typename: 'DsDivision', code: 'LK1103', name: 'Somewhere' },
});
const emptyPage = { __typename: 'AidRequestPage', items: [] };
/** A live list query (named as the Alerts page's, whose subscriptions live-queries.ts names). */
const AlertsDocument = parse(`query Alerts {
  alerts { __typename items { __typename id type customType typeLabel severity status latitude longitude issuedAt district { __typename code name } dsDivision { __typename code name } } }
  ongoingAidRequests(first: 1000) { __typename items { __typename id } }
  deliveredAidRequests(first: 1000) { __typename items { __typename id } }
}`) as TypedDocumentNode<{ alerts: { items: ReturnType<typeof alert>[] } }>;

const firstAlert = alert(1, '2026-11-01T00:00:00.000Z');

/**
 * A client whose queries are answered (and counted) here and whose subscription pushes the test plays: `pushes` is
 * the first AlertChanged subscription, `opened` every one (a subscription started again gets a new one).
 */
function liveClient(alertsOfLoad: (load: number) => ReturnType<typeof alert>[] = () => [firstAlert]) {
  const pushes = new Subject<ApolloLink.Result>();
  const opened: Subject<ApolloLink.Result>[] = [];
  const seen = { queries: 0 };
  const link = new ApolloLink((operation) => {
    const definition = getMainDefinition(operation.query);
    if (definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION) {
      if (operation.operationName !== 'AlertChanged') return new Observable<ApolloLink.Result>();
      const subscription = opened.length === 0 ? pushes : new Subject<ApolloLink.Result>();
      opened.push(subscription);
      return subscription.asObservable();
    }
    seen.queries++;
    const items = alertsOfLoad(seen.queries);
    return new Observable((observer) => {
      observer.next({
        data: {
          alerts: { __typename: 'AlertConnection', items },
          ongoingAidRequests: emptyPage,
          deliveredAidRequests: emptyPage,
        },
      });
      observer.complete();
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  return { pushes, opened, seen, wrapper };
}

afterEach(cleanup);

describe('useLiveQuery', () => {
  it('puts a pushed object into the list without a query', async () => {
    const { pushes, seen, wrapper } = liveClient();
    const { result } = renderHook(() => useLiveQuery(AlertsDocument), { wrapper });
    await waitFor(() => expect(result.current.data?.alerts.items).toHaveLength(1));
    await waitFor(() => expect(pushes.observed).toBe(true));
    pushes.next({ data: { alertChanged: alert(2, '2026-11-02T00:00:00.000Z') }, extensions: { sequence: 41 } });
    await waitFor(() => expect(result.current.data?.alerts.items.map((a) => a.id)).toEqual(['2', '1']));
    expect(seen.queries).toBe(1);
  });

  it('reloads the query once when the server could not replay what was missed (resumeGap)', async () => {
    const { pushes, seen, wrapper } = liveClient();
    const { result } = renderHook(() => useLiveQuery(AlertsDocument), { wrapper });
    await waitFor(() => expect(result.current.data?.alerts.items).toHaveLength(1));
    await waitFor(() => expect(pushes.observed).toBe(true));
    // As the server sends it (live-frames.ts resumeGapFrame): at once, an error instead of data.
    pushes.next({
      errors: [{ message: 'Some live updates could not be sent again', extensions: { code: 'LIVE_UPDATES_MISSED' } }],
      extensions: { resumeGap: true },
    });
    await waitFor(() => expect(seen.queries).toBe(2));
    pushes.next({ data: { alertChanged: alert(4, '2026-11-04T00:00:00.000Z') }, extensions: { sequence: 91 } });
    await waitFor(() => expect(result.current.data?.alerts.items.map((a) => a.id)).toContain('4'));
    expect(seen.queries).toBe(2);
  });

  it('starts a subscription again, and reloads the query, once the server or the connection has ended it', async () => {
    // The second load has what was published while the subscription was down.
    const { opened, seen, wrapper } = liveClient((load) =>
      load > 1 ? [alert(2, '2026-11-02T00:00:00.000Z'), firstAlert] : [firstAlert],
    );
    const { result } = renderHook(() => useLiveQuery(AlertsDocument), { wrapper });
    await waitFor(() => expect(result.current.data?.alerts.items).toHaveLength(1));
    await waitFor(() => expect(opened[0]?.observed).toBe(true));
    // As graphql-ws ends a subscription the server refused (an `error` message) or a connection closed for good.
    opened[0]!.error(new Error('Internal server error'));
    await waitFor(() => expect(opened[1]?.observed).toBe(true), { timeout: FOLLOW_AGAIN_MS + 2_000 });
    await waitFor(() => expect(result.current.data?.alerts.items.map((a) => a.id)).toEqual(['2', '1']));
    expect(seen.queries).toBe(2);
    opened[1]!.next({ data: { alertChanged: alert(3, '2026-11-03T00:00:00.000Z') }, extensions: { sequence: 7 } });
    await waitFor(() => expect(result.current.data?.alerts.items.map((a) => a.id)).toEqual(['3', '2', '1']));
    expect(opened).toHaveLength(2);
  }, 15_000);
});
