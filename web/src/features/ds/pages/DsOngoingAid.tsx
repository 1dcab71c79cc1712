import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  DivisionOngoingAidRequestsDocument,
  MarkAidRequestDeliveredDocument,
  type DivisionOngoingAidRequestsQuery,
} from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { DataTable } from '../../../ui/DataTable';
import { Dialog } from '../../../ui/Dialog';
import { useConfirm } from '../../../ui/useConfirm';
import { LoadError } from '../../../ui/LoadError';
import { Sep } from '../../../ui/Pending';
import { useLiveQuery } from '../../../ui/useLiveQuery';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSession } from '../../accounts/session';
import { useSupportLabels } from '../../aid-requests/support-labels';
import { useDuplicateReview } from '../../aid-requests/duplicates/useDuplicateReview';
import { ExportLinks } from '../../exports/ExportLinks';
import { SmsMarker } from '../../sms/components/SmsMarker';
import { HistoryButton } from '../../history/HistoryButton';

type Row = DivisionOngoingAidRequestsQuery['ongoingAidRequests']['items'][number];

/** Ongoing aid requests of the division, each can be marked delivered; two ongoing ones flagged alike can be merged. */
export function DsOngoingAid() {
  const t = useT();
  const support = useSupportLabels();
  usePageTitle('ds.ongoing.title');
  const { user } = useSession();
  const { data, error, refetch, refresh } = useLiveQuery(DivisionOngoingAidRequestsDocument, {
    variables: { filter: { dsDivision: user?.dsDivision?.code ?? null }, offset: 0, first: 500 },
    skip: !user,
  });
  const [deliver] = useMutation(MarkAidRequestDeliveredDocument);
  const [message, setMessage] = useState<MessageId | null>(null);
  const duplicates = useDuplicateReview(data?.ongoingAidRequests.items.map((r) => r.id).join(',') ?? '', (text) => {
    setMessage(text);
    return refetch();
  });
  const { confirm, dialog: confirmDialog } = useConfirm();
  const markDelivered = async (r: Row) => {
    const sure = await confirm({
      title: t('ds.ongoing.confirmDeliver', { id: r.id }),
      details: <p>{r.fullName ?? r.contactNo}</p>,
      confirmLabel: t('ds.ongoing.deliver'),
    });
    if (!sure) return;
    try {
      await deliver({ variables: { id: r.id } });
      setMessage('ds.ongoing.delivered');
      await refetch();
    } catch {
      setMessage('ds.approve.failed');
    }
  };
  const deliverButton = (r: Row) =>
    r.viewerCan.markDelivered && (
      <button type="button" className="button small primary" onClick={() => void markDelivered(r)}>
        {t('ds.ongoing.deliver')}
      </button>
    );
  return (
    <section className="dash-page">
      <h1>{t('ds.ongoing.title')}</h1>
      <ExportLinks dataset="aid-requests" />
      {(error || duplicates.error) && (
        <LoadError
          onRetry={() => {
            refresh();
            void duplicates.refresh();
          }}
        />
      )}
      <DataTable
        label={t('ds.ongoing.title')}
        rows={data?.ongoingAidRequests.items}
        empty={t('ds.ongoing.empty')}
        columns={[
          {
            header: t('dmc.report.id'),
            cell: (r) => (
              <>
                {r.id} <SmsMarker viaSms={r.viaSms} smsText={r.smsText} />
              </>
            ),
          },
          {
            header: t('dash.col.name'),
            cell: (r) => (
              <>
                {r.fullName ?? t('common.na')}
                {duplicates.markers(r.id)}
              </>
            ),
          },
          {
            header: t('dash.col.type'),
            cell: (r) => (
              <>
                {t(`requestType.${r.requestType}`)}
                <Sep />
                {support.aid(r.typeSupport)}
              </>
            ),
          },
          { header: t('dash.col.contact'), cell: (r) => r.contactNo },
          {
            header: t('dash.col.actions'),
            cell: (r) => (
              <>
                {deliverButton(r)} <HistoryButton subject="aidRequest" id={r.id} />
              </>
            ),
          },
        ]}
      />
      {duplicates.dialog}
      {confirmDialog}
      {message && (
        <Dialog
          tone={message === 'ds.approve.failed' ? 'error' : 'success'}
          title={t(message)}
          onClose={() => setMessage(null)}
        />
      )}
    </section>
  );
}
