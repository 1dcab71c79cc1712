import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DistrictAidRequestsDocument, type DistrictAidRequestsQuery } from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { DataTable } from '../../../ui/DataTable';
import { useFormatters } from '../../../ui/format';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSupportLabels } from '../../aid-requests/support-labels';
import { ExportLinks } from '../../exports/ExportLinks';
import { SmsMarker } from '../../sms/components/SmsMarker';
import { usePlaceNameByCode } from '../../geography/hooks/usePlaceNameByCode';
import { HistoryButton } from '../../history/HistoryButton';

type Row = DistrictAidRequestsQuery['districtAidRequests']['emergency']['items'][number];

function AidTable({
  rows,
  withName,
  empty,
  caption,
}: {
  rows: Row[];
  withName: boolean;
  empty: MessageId;
  caption: MessageId;
}) {
  const t = useT();
  const support = useSupportLabels();
  const place = usePlaceNameByCode();
  const format = useFormatters();
  return (
    <DataTable
      label={t(caption)}
      rows={rows}
      caption="shown"
      empty={t(empty)}
      columns={[
        ...(withName ? [{ header: t('dash.col.name'), cell: (r: Row) => r.fullName ?? t('common.na') }] : []),
        { header: t('dash.col.date'), cell: (r) => format.date(r.dateTime) },
        { header: t('dash.col.time'), cell: (r) => format.time24(r.dateTime) },
        ...(withName
          ? [{ header: t('dash.col.type'), cell: (r: Row) => r.typeSupport && support.aid(r.typeSupport) }]
          : []),
        { header: t('dash.col.ds'), cell: (r) => place(r.dsDivision) },
        {
          header: t('dash.col.contact'),
          cell: (r) => (
            <>
              {r.contactNo} <SmsMarker viaSms={r.viaSms} smsText={r.smsText} />
            </>
          ),
        },
        { header: t('history.show'), cell: (r) => <HistoryButton subject="aidRequest" id={r.id} /> },
      ]}
    />
  );
}

/** Aid Requests in Your District: Post-Disaster / Emergency toggle, ongoing and delivered tables. */
export function DmcAidRequests() {
  const t = useT();
  usePageTitle('dmc.aid.title');
  const [category, setCategory] = useState<'postDisaster' | 'emergency'>('postDisaster');
  const ongoing = useQuery(DistrictAidRequestsDocument, {
    variables: { fulfilled: false },
    fetchPolicy: 'cache-and-network',
  });
  const delivered = useQuery(DistrictAidRequestsDocument, {
    variables: { fulfilled: true },
    fetchPolicy: 'cache-and-network',
  });
  const post = category === 'postDisaster';
  const loading = (!ongoing.data || !delivered.data) && !ongoing.error && !delivered.error;
  return (
    <section className="dash-page">
      <h1>{t('dmc.aid.title')}</h1>
      <ExportLinks dataset="aid-requests" />
      <div className="toggle" role="group">
        <button
          type="button"
          aria-pressed={post}
          className={post ? 'button primary' : 'button secondary'}
          onClick={() => setCategory('postDisaster')}
        >
          {t('dmc.aid.postDisaster')}
        </button>
        <button
          type="button"
          aria-pressed={!post}
          className={!post ? 'button primary' : 'button secondary'}
          onClick={() => setCategory('emergency')}
        >
          {t('dmc.aid.emergency')}
        </button>
      </div>
      {(ongoing.error || delivered.error) && (
        <LoadError
          onRetry={() => {
            void ongoing.refetch();
            void delivered.refetch();
          }}
        />
      )}
      {loading && <p role="status">{t('dmc.aid.loading')}</p>}
      {ongoing.data && (
        <AidTable
          rows={
            post
              ? ongoing.data.districtAidRequests.postDisaster.items
              : ongoing.data.districtAidRequests.emergency.items
          }
          withName={post}
          caption="dmc.aid.ongoing"
          empty={post ? 'dmc.aid.noOngoingPost' : 'dmc.aid.noOngoingEmergency'}
        />
      )}
      {delivered.data && (
        <AidTable
          rows={
            post
              ? delivered.data.districtAidRequests.postDisaster.items
              : delivered.data.districtAidRequests.emergency.items
          }
          withName={post}
          caption="dmc.aid.delivered"
          empty={post ? 'dmc.aid.noDeliveredPost' : 'dmc.aid.noDeliveredEmergency'}
        />
      )}
    </section>
  );
}
