import { AlertsDocument, type AlertFilter } from '../../generated/public-forms/graphql';
import { useLiveQuery } from '../../ui/useLiveQuery';

/** The alerts matching the filter (filtered by the server), newest first, reloaded whenever one is published or resolved anywhere. */
export function useLiveAlerts(filter: AlertFilter) {
  return useLiveQuery(AlertsDocument, { variables: { filter }, notifyOnNetworkStatusChange: true });
}
