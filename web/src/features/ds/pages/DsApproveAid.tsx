import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  ApproveAidRequestDocument,
  PendingAidRequestsDocument,
  RejectAidRequestDocument,
  type PendingAidRequestsQuery,
} from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { Dialog } from '../../../ui/Dialog';
import { useConfirm } from '../../../ui/useConfirm';
import { useFormatters } from '../../../ui/format';
import { LoadError } from '../../../ui/LoadError';
import { useLiveQuery } from '../../../ui/useLiveQuery';
import { usePageTitle } from '../../../ui/usePageTitle';
import { Sep } from '../../../ui/Pending';
import { useSupportLabels } from '../../aid-requests/support-labels';
import { usePlaceNameByCode } from '../../geography/hooks/usePlaceNameByCode';
import { useDuplicateReview } from '../../aid-requests/duplicates/useDuplicateReview';

type Pending = PendingAidRequestsQuery['pendingAidRequests']['items'][number];

/** Approve Aid Requests: a card per pending post-disaster request, with Approve, Reject and Details. */
export function DsApproveAid() {
  const t = useT();
  const support = useSupportLabels();
  const place = usePlaceNameByCode();
  usePageTitle('ds.approve.title');
  const format = useFormatters();
  const { data, error, refetch, refresh } = useLiveQuery(PendingAidRequestsDocument);
  const [approve] = useMutation(ApproveAidRequestDocument);
  const [reject] = useMutation(RejectAidRequestDocument);
  const [details, setDetails] = useState<Pending | null>(null);
  const [message, setMessage] = useState<{ text: MessageId; ok: boolean } | null>(null);
  const duplicates = useDuplicateReview(data?.pendingAidRequests.items.map((r) => r.id).join(',') ?? '', (text) => {
    setMessage({ text, ok: true });
    return refetch();
  });
  const { confirm, dialog: confirmDialog } = useConfirm();
  const decide = async (request: Pending, verb: 'approve' | 'reject') => {
    const { id } = request;
    const sure = await confirm({
      title: t(verb === 'approve' ? 'ds.approve.confirmApprove' : 'ds.approve.confirmReject', { id }),
      details: <p>{request.fullName ?? request.contactNo}</p>,
      confirmLabel: t(verb === 'approve' ? 'ds.approve.approve' : 'ds.approve.reject'),
      danger: verb === 'reject',
    });
    if (!sure) return;
    try {
      await (verb === 'approve' ? approve : reject)({ variables: { id } });
      setMessage({ text: verb === 'approve' ? 'ds.approve.approved' : 'ds.approve.rejected', ok: true });
      await refetch();
    } catch {
      setMessage({ text: 'ds.approve.failed', ok: false });
    }
  };
  return (
    <section className="dash-page">
      <h1>{t('ds.approve.title')}</h1>
      {(error || duplicates.error) && (
        <LoadError
          onRetry={() => {
            refresh();
            void duplicates.refresh();
          }}
        />
      )}
      {data && data.pendingAidRequests.items.length === 0 && <p className="empty-note">{t('ds.approve.empty')}</p>}
      <ul className="card-list">
        {data?.pendingAidRequests.items.map((r) => (
          <li key={r.id} className="item-card">
            <div>
              <strong>{r.fullName}</strong>
              <Sep />
              {r.typeSupport && support.aid(r.typeSupport)}
              <div className="muted">
                {t('ds.approve.family', { size: r.familySize })}
                <Sep />
                {format.dateTime(r.dateTime)}
              </div>
              {duplicates.markers(r.id)}
            </div>
            <div className="item-actions">
              {r.viewerCan.approve && (
                <button type="button" className="button primary" onClick={() => void decide(r, 'approve')}>
                  {t('ds.approve.approve')}
                </button>
              )}
              {r.viewerCan.reject && (
                <button type="button" className="button danger" onClick={() => void decide(r, 'reject')}>
                  {t('ds.approve.reject')}
                </button>
              )}
              <button type="button" className="button secondary" onClick={() => setDetails(r)}>
                {t('ds.approve.details')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {details && (
        <Dialog
          title={details.fullName ?? t('common.na')}
          closeLabel={t('ds.approve.close')}
          onClose={() => setDetails(null)}
        >
          <dl className="details">
            <dt>{t('dmc.report.id')}</dt>
            <dd>{details.id}</dd>
            <dt>{t('field.nic')}</dt>
            <dd>{details.nicNumber ?? t('common.na')}</dd>
            <dt>{t('field.contact')}</dt>
            <dd>{details.contactNo}</dd>
            <dt>{t('field.familySize')}</dt>
            <dd>{details.familySize}</dd>
            <dt>{t('field.typeOfSupport')}</dt>
            <dd>{details.typeSupport && support.aid(details.typeSupport)}</dd>
            <dt>{t('field.dateTime')}</dt>
            <dd>{format.dateTime(details.dateTime)}</dd>
            <dt>{t('field.ds')}</dt>
            <dd>{place(details.dsDivision)}</dd>
            <dt>{t('field.description')}</dt>
            <dd>{details.description}</dd>
          </dl>
        </Dialog>
      )}
      {duplicates.dialog}
      {confirmDialog}
      {message && (
        <Dialog tone={message.ok ? 'success' : 'error'} title={t(message.text)} onClose={() => setMessage(null)} />
      )}
    </section>
  );
}
