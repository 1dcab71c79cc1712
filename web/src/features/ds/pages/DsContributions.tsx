import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  ApproveContributionDocument,
  PendingContributionsDocument,
  RejectContributionDocument,
} from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { Dialog } from '../../../ui/Dialog';
import { useFormatters } from '../../../ui/format';
import { LoadError } from '../../../ui/LoadError';
import { useLiveQuery } from '../../../ui/useLiveQuery';
import { usePageTitle } from '../../../ui/usePageTitle';
import { Sep } from '../../../ui/Pending';
import { useSupportLabels } from '../../aid-requests/support-labels';
import { ExportLinks } from '../../exports/ExportLinks';

/** Approve Volunteer Contributions of the division (live). */
export function DsContributions() {
  const t = useT();
  const support = useSupportLabels();
  usePageTitle('ds.contrib.title');
  const format = useFormatters();
  const { data, error, refetch, refresh } = useLiveQuery(PendingContributionsDocument);
  const [approve] = useMutation(ApproveContributionDocument);
  const [reject] = useMutation(RejectContributionDocument);
  const [failed, setFailed] = useState(false);
  const decide = async (id: string, verb: 'approve' | 'reject') => {
    try {
      await (verb === 'approve' ? approve : reject)({ variables: { id } });
      await refetch();
    } catch {
      setFailed(true);
    }
  };
  return (
    <section className="dash-page">
      <h1>{t('ds.contrib.title')}</h1>
      <ExportLinks dataset="contributions" />
      {error && <LoadError onRetry={refresh} />}
      {data && data.pendingContributions.items.length === 0 && <p className="empty-note">{t('ds.contrib.empty')}</p>}
      <ul className="card-list">
        {data?.pendingContributions.items.map((c) => (
          <li key={c.id} className="item-card">
            <div>
              <strong>{support.contribution(c.typeSupport)}</strong>
              <Sep />
              {t('ds.contrib.request', { id: c.aidRequestId })}
              <div>{c.description}</div>
              <div className="muted">
                {t('ds.contrib.by', { name: c.volunteer.fullName, contact: c.volunteer.contactNo })}
                <Sep />
                {format.dateTime(c.createdAt)}
              </div>
            </div>
            <div className="item-actions">
              {c.viewerCan.approve && (
                <button type="button" className="button primary" onClick={() => void decide(c.id, 'approve')}>
                  {t('ds.approve.approve')}
                </button>
              )}
              {c.viewerCan.reject && (
                <button type="button" className="button danger" onClick={() => void decide(c.id, 'reject')}>
                  {t('ds.approve.reject')}
                </button>
              )}
            </div>
          </li>
        ))}
      </ul>
      {failed && <Dialog tone="error" title={t('ds.approve.failed')} onClose={() => setFailed(false)} />}
    </section>
  );
}
