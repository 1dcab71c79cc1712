import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLastLoaded } from './useLastLoaded';

/**
 * A query kept live by the subscriptions live-queries.ts names for it, whose pushed objects go straight into the
 * normalised cache (live-cache.ts, loaded after the first paint): no query runs because of a push, except once after
 * a reconnection the server could not replay (`extensions.resumeGap`).
 * A failed load keeps the data shown and sets `error` (D23); `refresh` is the retry, `lastLoaded` dates the data.
 */
export function useLiveQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options?: useQuery.Options<TData, NoInfer<TVariables>>,
) {
  const query = useQuery<TData, TVariables>(document, {
    fetchPolicy: 'cache-and-network',
    ...options,
  } as useQuery.Options<TData, TVariables>);
  const refresh = () => void query.refetch().catch(() => undefined);
  const { client } = query;
  useEffect(() => {
    if (options?.skip) return;
    const live = import('./live-cache').then((m) => m.follow(client, document, refresh));
    return () => void live.then((stop) => stop());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refetch belongs to the query, stable across renders
  }, [client, document, options?.skip]);
  const lastLoaded = useLastLoaded(query.data);
  return { ...query, refresh, lastLoaded };
}
