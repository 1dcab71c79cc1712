import type { DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLastLoaded } from './useLastLoaded';

type Pushes = DocumentNode | readonly DocumentNode[];
type LiveOptions<TData, TVariables extends OperationVariables> = useQuery.Options<TData, TVariables> & {
  /** Only for what a push cannot carry (counts, the audit trail): the query reloads on every push. */
  refetchOnPush?: boolean;
};

/**
 * A query kept live by subscriptions whose pushed objects go straight into the normalised cache (live-cache.ts,
 * loaded with the first push, never before the first paint): no query runs because of a push, except once after a
 * reconnection the server could not replay (`extensions.resumeGap`).
 * A failed load keeps the data shown and sets `error` (D23); `refresh` is the retry, `lastLoaded` dates the data.
 */
export function useLiveQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  pushes: Pushes,
  { refetchOnPush, ...options }: LiveOptions<TData, TVariables> = {} as LiveOptions<TData, TVariables>,
) {
  const query = useQuery<TData, TVariables>(document, { fetchPolicy: 'cache-and-network', ...options } as useQuery.Options<TData, TVariables>);
  const client = useApolloClient();
  const refresh = () => void query.refetch().catch(() => undefined);
  const documents = ([] as DocumentNode[]).concat(pushes);
  useEffect(() => {
    if (options.skip) return;
    const live = documents.map((push) =>
      client.subscribe({ query: push, fetchPolicy: 'no-cache' }).subscribe(({ data, extensions }) => {
        if (!data) return;
        if (refetchOnPush || extensions?.resumeGap) refresh();
        if (!refetchOnPush) void import('./live-cache').then((m) => m.applyPush(client.cache, push, data as Record<string, unknown>));
      }),
    );
    return () => live.forEach((s) => s.unsubscribe());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the documents are module constants
  }, [client, options.skip, refetchOnPush, ...documents]);
  const lastLoaded = useLastLoaded(query.data);
  return { ...query, refresh, lastLoaded };
}
