import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import { AidRequestDuplicatesDocument, type AidRequestDuplicatesQuery } from '../../../generated/signed-in/graphql';

export type DuplicatePair = AidRequestDuplicatesQuery['aidRequestDuplicates']['items'][number];

/**
 * The officer's flagged pairs, by the id of either request. Read again whenever the list they mark changes
 * (`listKey`), so a request that just arrived shows its flag with it.
 */
export function useDuplicateFlags(listKey: string) {
  const query = useQuery(AidRequestDuplicatesDocument, { fetchPolicy: 'cache-and-network' });
  const first = useRef(true);
  const { refetch } = query;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void refetch().catch(() => undefined);
  }, [listKey, refetch]);
  const byRequest = useMemo(() => {
    const pairs = new Map<string, DuplicatePair[]>();
    for (const pair of query.data?.aidRequestDuplicates.items ?? [])
      for (const side of [pair.request.id, pair.other.id]) pairs.set(side, [...(pairs.get(side) ?? []), pair]);
    return pairs;
  }, [query.data]);
  return {
    pairsOf: (requestId: string): DuplicatePair[] => byRequest.get(requestId) ?? [],
    error: query.error,
    refresh: () =>
      refetch().then(
        () => undefined,
        () => undefined,
      ),
  };
}
