import { useQuery, useSubscription } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { AidRequestChangedDocument, DistrictAidRequestsDocument, DistrictOverviewDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useFormatters } from '../../../ui/format';
import { LoadError } from '../../../ui/LoadError';
import { DashboardHeader } from '../../dashboards/components/DashboardHeader';
import { Pending } from '../../../ui/Pending';

/** DMC dashboard: real Active Alerts and Active Members (D20) with working Manage links, ongoing emergency requests. */
export function DmcHome() {
  const t = useT();
  const format = useFormatters();
  const overview = useQuery(DistrictOverviewDocument, { fetchPolicy: 'cache-and-network' });
  const aid = useQuery(DistrictAidRequestsDocument, { variables: { fulfilled: false }, fetchPolicy: 'cache-and-network' });
  useSubscription(AidRequestChangedDocument, { onData: () => void aid.refetch().catch(() => undefined) });
  const emergency = aid.data?.districtAidRequests.emergency ?? [];
  return (
    <section className="dash-page">
      <DashboardHeader />
      {(overview.error || aid.error) && <LoadError onRetry={() => { void overview.refetch(); void aid.refetch(); }} />}
      <div className="cards">
        <div className="card"><span className="card-label">{t('dmc.activeAlerts')}</span><span className="card-value">{overview.data?.districtOverview.activeAlerts ?? <Pending />}</span><Link className="button small secondary" to="/dmc-dashboard/alerts">{t('dmc.manage')}</Link></div>
        <div className="card"><span className="card-label">{t('dmc.activeMembers')}</span><span className="card-value">{overview.data?.districtOverview.activeMembers ?? <Pending />}</span><Link className="button small secondary" to="/dmc-dashboard/volunteers">{t('dmc.manage')}</Link></div>
      </div>
      <h2>{t('dmc.emergencyTitle')}</h2>
      <div className="table-wrap">
        <table className="data-table">
          <thead><tr><th scope="col">{t('dash.col.date')}</th><th scope="col">{t('dash.col.time')}</th><th scope="col">{t('dash.col.ds')}</th><th scope="col">{t('dash.col.contact')}</th></tr></thead>
          <tbody>
            {aid.data && emergency.length === 0 && <tr><td colSpan={4} className="empty">{t('dmc.noEmergency')}</td></tr>}
            {emergency.map((r) => (
              <tr key={r.id}><td>{format.date(r.dateTime)}</td><td>{format.time24(r.dateTime)}</td><td>{r.dsDivision.name}</td><td>{r.contactNo}</td></tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
