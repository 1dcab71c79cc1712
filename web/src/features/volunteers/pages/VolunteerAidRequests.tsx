import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  VolunteerAidRequestsDocument,
  type AidRequestType,
  type VolunteerAidRequestsQuery,
} from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { DataTable } from '../../../ui/DataTable';
import { useFormatters } from '../../../ui/format';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSupportLabels } from '../../aid-requests/support-labels';
import { usePlaceNameByCode } from '../../geography/hooks/usePlaceNameByCode';

type Row = VolunteerAidRequestsQuery['volunteerAidRequests']['items'][number];

/** aid-requests: the chooser, then the emergency or post-disaster table of the own district, each row with Add Contribution. */
export function VolunteerAidRequests({ initialType = null }: { initialType?: AidRequestType | null }) {
  const t = useT();
  usePageTitle('dash.link.aidRequests');
  const [type, setType] = useState<AidRequestType | null>(initialType);
  return (
    <section className="dash-page">
      <h1>{t('dash.link.aidRequests')}</h1>
      {!type ? (
        <div className="choice-grid">
          <button type="button" className="choice-card emergency" onClick={() => setType('EMERGENCY')}>
            <span className="choice-title">{t('vol.emergencyButton')}</span>
          </button>
          <button type="button" className="choice-card" onClick={() => setType('POST_DISASTER')}>
            <span className="choice-title">{t('vol.postDisasterButton')}</span>
          </button>
        </div>
      ) : (
        <>
          <button type="button" className="back-link link-button" onClick={() => setType(null)}>
            {t('common.back')}
          </button>
          <RequestTable type={type} />
        </>
      )}
    </section>
  );
}

function RequestTable({ type }: { type: AidRequestType }) {
  const t = useT();
  const support = useSupportLabels();
  const place = usePlaceNameByCode();
  const format = useFormatters();
  const navigate = useNavigate();
  const { data, error, loading, refetch } = useQuery(VolunteerAidRequestsDocument, {
    variables: { requestType: type },
    fetchPolicy: 'cache-and-network',
  });
  const emergency = type === 'EMERGENCY';
  if (error && !data)
    return (
      <div className="load-error" role="alert">
        {t(emergency ? 'vol.failedEmergency' : 'vol.failedPostDisaster')}
        <button type="button" className="button small" onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  if (loading && !data) return <p role="status">{t('common.loading')}</p>;
  const contribute = (r: Row) =>
    r.viewerCan.contribute && (
      <button
        type="button"
        className="button small primary"
        onClick={() =>
          void navigate('/volunteer-dashboard/add-contribution', {
            state: { aidRequestId: r.id, district: r.district.code },
          })
        }
      >
        {t('vol.addContribution')}
      </button>
    );
  return (
    <DataTable
      label={t(emergency ? 'vol.emergencyButton' : 'vol.postDisasterButton')}
      rows={data?.volunteerAidRequests.items ?? []}
      caption="hidden"
      empty={t(emergency ? 'vol.noEmergency' : 'vol.noPostDisaster')}
      columns={[
        { header: t('dash.col.date'), cell: (r) => format.dateTime(r.dateTime) },
        ...(emergency ? [] : [{ header: t('dash.col.name'), cell: (r: Row) => r.fullName ?? t('common.na') }]),
        { header: t('dash.col.type'), cell: (r) => r.typeSupport && support.aid(r.typeSupport) },
        { header: t('dash.col.ds'), cell: (r) => place(r.dsDivision) },
        { header: t('dash.col.contact'), cell: (r) => <a href={`tel:${r.contactNo}`}>{r.contactNo}</a> },
        { header: t('dash.col.actions'), cell: contribute },
      ]}
    />
  );
}
