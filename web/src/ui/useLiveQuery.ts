import type { DocumentNode, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useLastLoaded } from './useLastLoaded';

type Changes = DocumentNode | readonly [DocumentNode, DocumentNode];

/**
 * A query kept live: refetched whenever one of the given subscriptions reports a change.
 * A failed refetch keeps the data shown and sets `error` (D23); `refresh` is the retry, `lastLoaded` dates the data.
 */
export function useLiveQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  refetchOn: Changes,
  options?: useQuery.Options<TData, TVariables>,
) {
  const query = useQuery<TData, TVariables>(document, { fetchPolicy: 'cache-and-network', ...options } as useQuery.Options<TData, TVariables>);
  const refresh = () => void query.refetch().catch(() => undefined);
  const [first, second] = ([] as DocumentNode[]).concat(refetchOn);
  useSubscription(first!, { onData: refresh });
  useSubscription(second ?? first!, { onData: refresh, skip: !second });
  const lastLoaded = useLastLoaded(query.data);
  return { ...query, refresh, lastLoaded };
}
