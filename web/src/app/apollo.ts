import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { nextTask } from './first-paint';

/** The WebSocket link, fetched on the first subscription so that it never delays the first paint. */
function lazyWsLink(onConnected: (catchUp: boolean) => void, eventsAfter: number | undefined): ApolloLink {
  let loading: Promise<ApolloLink> | null = null;
  return new ApolloLink((operation, forward) => {
    // A failed download (offline, or a new deployment's chunk names) is tried again by the next subscription.
    loading ??= import('./ws-link').then(
      (m) => m.createWsLink(onConnected, undefined, eventsAfter),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return new Observable((observer) => {
      let inner: Subscription | undefined;
      let closed = false;
      loading!.then(
        (link) => {
          if (!closed) inner = link.request(operation, forward).subscribe(observer);
        },
        (error: unknown) => observer.error(error),
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  });
}

/**
 * One client for the app: queries and mutations over HTTP (session cookie), subscriptions over WebSocket.
 * `eventsAfter`: the event sequence the data the page came with is as of (see createWsLink).
 */
export function createApolloClient(eventsAfter?: number): ApolloClient {
  const http = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });
  // Whatever changed before the live connection first opened (or while it was down, when it cannot resume) is fetched
  // again; a page that came with its data and the sequence it is as of resumes instead (the server replays the rest).
  // (Called once a socket connects, long after `client` below exists.)
  // Reference data (the cache-first queries: the map's background, offices' contacts) is not live: it is not fetched again.
  const connected = (catchUp: boolean) => {
    // The page has long been taken over: from now on a query asked (a refetch after a push) goes to the server.
    client.prioritizeCacheValues = false;
    if (!catchUp) return;
    void client
      .refetchQueries({
        include: 'active',
        // Each query asked again in a task of its own, not in the one that handles the socket's opening: on the home
        // page they made one task of 140 ms at Lighthouse's phone speed.
        onQueryUpdated: (q) => q.options.fetchPolicy !== 'cache-first' && nextTask().then(() => q.refetch()),
      })
      .catch(() => undefined);
  };
  const link = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    lazyWsLink(connected, eventsAfter),
    http,
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  // Persisted queries load beside the first paint; the first requests go as plain POSTs meanwhile.
  void import('./persisted-link').then(
    (m) => client.setLink(m.persistedQueries(link)),
    () => undefined,
  );
  return client;
}
