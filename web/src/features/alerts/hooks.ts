import { useQuery, useSubscription } from '@apollo/client/react';
import { AlertChangedDocument, AlertsDocument } from '../../generated/graphql';

/** Every alert, newest first, reloaded whenever one is published or resolved anywhere. */
export function useLiveAlerts() {
  const query = useQuery(AlertsDocument, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  useSubscription(AlertChangedDocument, { onData: () => void query.refetch().catch(() => undefined) });
  return query;
}
