import { useQuery } from '@apollo/client/react';
import { AidRequestHistoryDocument } from '../../generated/signed-in/graphql';
import { useT } from '../../i18n/I18nProvider';
import { LoadError } from '../../ui/LoadError';
import { HistoryTimeline } from './HistoryTimeline';

/** An aid request's history, loaded on demand: status changes, contributions, merges. */
export default function AidRequestHistory({ aidRequestId }: { aidRequestId: string }) {
  const t = useT();
  const { data, error, refetch } = useQuery(AidRequestHistoryDocument, {
    variables: { aidRequestId },
    fetchPolicy: 'network-only',
  });
  if (error) return <LoadError onRetry={() => void refetch()} />;
  if (!data)
    return (
      <p className="muted" role="status">
        {t('common.loading')}
      </p>
    );
  return (
    <div className="history">
      <HistoryTimeline entries={data.aidRequestHistory.entries} />
    </div>
  );
}
