import { useMutation } from '@apollo/client/react';
import { DivisionOngoingAidRequestsDocument, MarkAidRequestDeliveredDocument, type DivisionOngoingAidRequestsQuery } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { DataTable } from '../../../ui/DataTable';
import { LoadError } from '../../../ui/LoadError';
import { Sep } from '../../../ui/Pending';
import { useLiveQuery } from '../../../ui/useLiveQuery';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSession } from '../../accounts/session';
import { useSupportLabels } from '../../aid-requests/support-labels';
import { ExportLinks } from '../../exports/ExportLinks';
import { SmsMarker } from '../../sms/components/SmsMarker';
import { HistoryButton } from '../../history/HistoryButton';

type Row = DivisionOngoingAidRequestsQuery['ongoingAidRequests']['items'][number];

/** Ongoing aid requests of the division, each can be marked delivered. */
export function DsOngoingAid() {
  const t = useT();
  const support = useSupportLabels();
  usePageTitle('ds.ongoing.title');
  const { user } = useSession();
  const { data, error, refetch, refresh } = useLiveQuery(DivisionOngoingAidRequestsDocument, { variables: { filter: { dsDivision: user?.dsDivision?.code ?? null }, offset: 0, limit: 500 }, skip: !user });
  const [deliver] = useMutation(MarkAidRequestDeliveredDocument);
  const deliverButton = (r: Row) =>
    r.viewerCan.markDelivered && <button type="button" className="button small primary" onClick={() => void deliver({ variables: { id: r.id } }).then(() => refetch())}>{t('ds.ongoing.deliver')}</button>;
  return (
    <section className="dash-page">
      <h1>{t('ds.ongoing.title')}</h1>
      <ExportLinks dataset="aid-requests" />
      {error && <LoadError onRetry={refresh} />}
      <DataTable
        rows={data?.ongoingAidRequests.items}
        empty={t('ds.ongoing.empty')}
        columns={[
          { header: t('dmc.report.id'), cell: (r) => <>{r.id} <SmsMarker viaSms={r.viaSms} smsText={r.smsText} /></> },
          { header: t('dash.col.name'), cell: (r) => r.fullName ?? t('common.na') },
          { header: t('dash.col.type'), cell: (r) => <>{t(`requestType.${r.requestType}`)}<Sep />{support.aid(r.typeSupport)}</> },
          { header: t('dash.col.contact'), cell: (r) => r.contactNo },
          { header: t('dash.col.actions'), cell: (r) => <>{deliverButton(r)} <HistoryButton subject="aidRequest" id={r.id} /></> },
        ]}
      />
    </section>
  );
}
