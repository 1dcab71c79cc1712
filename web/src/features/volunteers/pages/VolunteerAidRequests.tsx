import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { VolunteerAidRequestsDocument, type AidRequestType } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useFormatters } from '../../../ui/format';
import { usePageTitle } from '../../../ui/usePageTitle';

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
          <button type="button" className="choice-card emergency" onClick={() => setType('EMERGENCY')}><span className="choice-title">{t('vol.emergencyButton')}</span></button>
          <button type="button" className="choice-card" onClick={() => setType('POST_DISASTER')}><span className="choice-title">{t('vol.postDisasterButton')}</span></button>
        </div>
      ) : (
        <>
          <button type="button" className="back-link link-button" onClick={() => setType(null)}>{t('common.back')}</button>
          <RequestTable type={type} />
        </>
      )}
    </section>
  );
}

function RequestTable({ type }: { type: AidRequestType }) {
  const t = useT();
  const format = useFormatters();
  const navigate = useNavigate();
  const { data, error, loading, refetch } = useQuery(VolunteerAidRequestsDocument, { variables: { requestType: type }, fetchPolicy: 'cache-and-network' });
  const emergency = type === 'EMERGENCY';
  if (error && !data)
    return (
      <div className="load-error" role="alert">
        {t(emergency ? 'vol.failedEmergency' : 'vol.failedPostDisaster')}
        <button type="button" className="button small" onClick={() => void refetch()}>{t('common.retry')}</button>
      </div>
    );
  if (loading && !data) return <p role="status">{t('common.loading')}</p>;
  const rows = data?.volunteerAidRequests ?? [];
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{t(emergency ? 'vol.emergencyButton' : 'vol.postDisasterButton')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dash.col.date')}</th>
            {!emergency && <th scope="col">{t('dash.col.name')}</th>}
            <th scope="col">{t('dash.col.type')}</th>
            <th scope="col">{t('dash.col.ds')}</th>
            <th scope="col">{t('dash.col.contact')}</th>
            <th scope="col">{t('dash.col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && <tr><td colSpan={6} className="empty">{t(emergency ? 'vol.noEmergency' : 'vol.noPostDisaster')}</td></tr>}
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{format.dateTime(r.dateTime)}</td>
              {!emergency && <td>{r.fullName ?? t('common.na')}</td>}
              <td>{r.typeSupport}</td>
              <td>{r.dsDivision.name}</td>
              <td><a href={`tel:${r.contactNo}`}>{r.contactNo}</a></td>
              <td>
                <button type="button" className="button small primary" onClick={() => void navigate('/volunteer-dashboard/add-contribution', { state: { aidRequestId: r.id, district: r.district.code } })}>
                  {t('vol.addContribution')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
