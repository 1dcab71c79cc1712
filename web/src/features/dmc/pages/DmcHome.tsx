import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { DistrictAidRequestsDocument, DistrictOverviewDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { DataTable } from '../../../ui/DataTable';
import { useFormatters } from '../../../ui/format';
import { LoadError } from '../../../ui/LoadError';
import { Pending } from '../../../ui/Pending';
import { useLiveQuery } from '../../../ui/useLiveQuery';
import { DashboardHeader } from '../../dashboards/components/DashboardHeader';
import { usePlaceNameByCode } from '../../geography/hooks/usePlaceNameByCode';

/** DMC dashboard: real Active Alerts and Active Members (D20) with working Manage links, ongoing emergency requests. */
export function DmcHome() {
  const t = useT();
  const place = usePlaceNameByCode();
  const format = useFormatters();
  const overview = useQuery(DistrictOverviewDocument, { fetchPolicy: 'cache-and-network' });
  const aid = useLiveQuery(DistrictAidRequestsDocument, { variables: { fulfilled: false } });
  return (
    <section className="dash-page">
      <DashboardHeader />
      {(overview.error || aid.error) && (
        <LoadError
          onRetry={() => {
            void overview.refetch();
            void aid.refetch();
          }}
        />
      )}
      <div className="cards">
        <div className="card">
          <span className="card-label">{t('dmc.activeAlerts')}</span>
          <span className="card-value">{overview.data?.districtOverview.activeAlerts ?? <Pending />}</span>
          <Link className="button small secondary" to="/dmc-dashboard/alerts">
            {t('dmc.manage')}
          </Link>
        </div>
        <div className="card">
          <span className="card-label">{t('dmc.activeMembers')}</span>
          <span className="card-value">{overview.data?.districtOverview.activeMembers ?? <Pending />}</span>
          <Link className="button small secondary" to="/dmc-dashboard/volunteers">
            {t('dmc.manage')}
          </Link>
        </div>
      </div>
      <h2>{t('dmc.emergencyTitle')}</h2>
      <DataTable
        label={t('dmc.emergencyTitle')}
        rows={aid.data?.districtAidRequests.emergency.items}
        empty={t('dmc.noEmergency')}
        columns={[
          { header: t('dash.col.date'), cell: (r) => format.date(r.dateTime) },
          { header: t('dash.col.time'), cell: (r) => format.time24(r.dateTime) },
          { header: t('dash.col.ds'), cell: (r) => place(r.dsDivision) },
          { header: t('dash.col.contact'), cell: (r) => r.contactNo },
        ]}
      />
    </section>
  );
}
