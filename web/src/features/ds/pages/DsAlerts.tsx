import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { AlertsToResolveDocument, ResolveAlertDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { Dialog } from '../../../ui/Dialog';
import { useFormatters } from '../../../ui/format';
import { useLiveQuery } from '../../../ui/useLiveQuery';
import { usePageTitle } from '../../../ui/usePageTitle';
import { SeverityBadge } from '../../alerts/components/alert-badges';
import { Sep } from '../../../ui/Pending';
import { usePlaceNameByCode } from '../../geography/hooks/usePlaceNameByCode';

/** Ongoing Alerts: the division's alerts to resolve. */
export function DsAlerts() {
  const t = useT();
  const place = usePlaceNameByCode();
  usePageTitle('ds.alerts.title');
  const format = useFormatters();
  const { data, error, refetch, refresh } = useLiveQuery(AlertsToResolveDocument);
  const [resolve] = useMutation(ResolveAlertDocument);
  const [failed, setFailed] = useState(false);
  const onResolve = async (id: string) => {
    try {
      await resolve({ variables: { id } });
      await refetch();
    } catch {
      setFailed(true);
    }
  };
  return (
    <section className="dash-page">
      <h1>{t('ds.alerts.title')}</h1>
      {error && !data && (
        <p className="field-error" role="alert">
          {t('ds.alerts.loadFailed')}{' '}
          <button type="button" className="button small" onClick={refresh}>
            {t('common.retry')}
          </button>
        </p>
      )}
      {data && data.alertsToResolve.items.length === 0 && <p className="empty-note">{t('ds.alerts.empty')}</p>}
      <ul className="card-list">
        {data?.alertsToResolve.items.map((a) => (
          <li key={a.id} className="item-card">
            <div>
              <strong>{a.type === 'OTHER' ? a.typeLabel : t(`alertType.${a.type}`)}</strong>{' '}
              <SeverityBadge severity={a.severity} />
              <div className="muted">
                {place(a.dsDivision)}
                <Sep />
                {format.dateTime(a.issuedAt)}
              </div>
            </div>
            {a.viewerCan.resolve && (
              <button type="button" className="button primary" onClick={() => void onResolve(a.id)}>
                {t('ds.alerts.resolve')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {failed && <Dialog tone="error" title={t('ds.alerts.failed')} onClose={() => setFailed(false)} />}
    </section>
  );
}
