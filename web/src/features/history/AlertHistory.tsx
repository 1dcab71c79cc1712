import { useQuery } from '@apollo/client/react';
import { AlertHistoryDocument } from '../../generated/signed-in/graphql';
import { useT } from '../../i18n/I18nProvider';
import { useFormatters } from '../../ui/format';
import { LoadError } from '../../ui/LoadError';
import { VerdictBadge } from '../verification/components/VerificationViews';
import { HistoryTimeline } from './HistoryTimeline';

/** An alert's history, loaded on demand: its source reports with their verdicts, then every event. */
export default function AlertHistory({ alertId }: { alertId: string }) {
  const t = useT();
  const format = useFormatters();
  const { data, error, refetch } = useQuery(AlertHistoryDocument, {
    variables: { alertId },
    fetchPolicy: 'network-only',
  });
  if (error) return <LoadError onRetry={() => void refetch()} />;
  if (!data)
    return (
      <p className="muted" role="status">
        {t('common.loading')}
      </p>
    );
  const { reports, entries } = data.alertHistory;
  return (
    <div className="history">
      <h3>{t('history.reports')}</h3>
      {reports.length === 0 && <p className="muted">{t('history.noReports')}</p>}
      <ul className="history-reports">
        {reports.map((r) => (
          <li key={r.id}>
            <strong>{t('history.subject', { subject: t('history.subject.REPORT'), id: r.id })}</strong>{' '}
            <small className="muted">{format.dateTime(r.createdAt)}</small>
            <p>{r.description}</p>
            {r.verdicts.length === 0 && <small className="muted">{t('history.noVerdict')}</small>}
            {r.verdicts.map((v) => (
              <div key={v.id} className="history-verdict">
                <VerdictBadge check={v} />{' '}
                <small className="muted">
                  {t('history.verdictBy', { provider: v.provider, time: format.dateTime(v.createdAt) })}
                </small>
                {v.flags.length > 0 && (
                  <small className="muted"> {t('history.signals', { signals: v.flags.join(', ') })}</small>
                )}
              </div>
            ))}
          </li>
        ))}
      </ul>
      <h3>{t('history.events')}</h3>
      <HistoryTimeline entries={entries} />
    </div>
  );
}
