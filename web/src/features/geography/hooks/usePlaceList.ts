import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useSyncExternalStore } from 'react';
import { DistrictsDocument, type DistrictsQuery } from '../../../generated/graphql';

export type PlaceList = DistrictsQuery['districts'];

/**
 * The 25 districts and their DS divisions, held beside Apollo's cache rather than in it: written into the cache and
 * read back, their two thousand fields took a slow phone's main thread some 140 ms while a form hydrated. Here the
 * browser keeps the list as it came, from the page (see entry-server.tsx) or from the API.
 */
class PlaceListStore {
  private list: PlaceList | undefined;
  private loading = false;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly client: ApolloClient) {}

  readonly current = (): PlaceList | undefined => this.list;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(list: PlaceList): void {
    this.list = list;
    this.listeners.forEach((listener) => listener());
  }

  /** Fetched once; a failure (offline, never cached by the service worker) is tried again by the next screen asking. */
  load(): void {
    if (this.list || this.loading) return;
    this.loading = true;
    this.client
      .query({ query: DistrictsDocument, fetchPolicy: 'no-cache' })
      .then(({ data }) => data && this.set(data.districts))
      .catch(() => undefined)
      .finally(() => (this.loading = false));
  }
}

const stores = new WeakMap<ApolloClient, PlaceListStore>();

function storeOf(client: ApolloClient): PlaceListStore {
  let store = stores.get(client);
  if (!store) {
    store = new PlaceListStore(client);
    stores.set(client, store);
  }
  return store;
}

/** The list the server rendered the page with, in the browser before the page hydrates. */
export const seedPlaceList = (client: ApolloClient, list: PlaceList): void => storeOf(client).set(list);

function usePlaceListInBrowser(wanted = true): PlaceList | undefined {
  const store = storeOf(useApolloClient());
  const list = useSyncExternalStore(store.subscribe, store.current, store.current);
  useEffect(() => {
    if (wanted) store.load();
  }, [store, wanted]);
  return wanted ? list : undefined;
}

/** On the server the query runs as any other while the page renders; entry-server.tsx then hands the list over apart. */
function usePlaceListOnServer(wanted = true): PlaceList | undefined {
  return useQuery(DistrictsDocument, { skip: !wanted }).data?.districts;
}

/** The place list, or undefined until it has arrived; `wanted` false loads nothing (English readers of names). */
export const usePlaceList: (wanted?: boolean) => PlaceList | undefined = import.meta.env.SSR
  ? usePlaceListOnServer
  : usePlaceListInBrowser;
