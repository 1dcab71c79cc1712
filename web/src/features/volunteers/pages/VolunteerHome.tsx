import { useQuery } from '@apollo/client/react';
import { MyContributionSummaryDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { LoadError } from '../../../ui/LoadError';
import { DashboardHeader } from '../../dashboards/components/DashboardHeader';
import { Pending } from '../../../ui/Pending';

/** Volunteer dashboard: totals, latest type and the rank earned by approved contributions (D19). */
export function VolunteerHome() {
  const t = useT();
  const { data, error, refetch } = useQuery(MyContributionSummaryDocument, { fetchPolicy: 'cache-and-network' });
  const summary = data?.myContributionSummary;
  return (
    <section className="dash-page">
      <DashboardHeader />
      {error && <LoadError onRetry={() => void refetch()} />}
      <div className="cards">
        <div className="card">
          <span className="card-label">{t('vol.totalContributions')}</span>
          <span className="card-value">{summary?.total ?? <Pending />}</span>
        </div>
        <div className="card">
          <span className="card-label">{t('vol.latestType')}</span>
          <span className="card-value small">
            {summary ? (summary.latestType ?? t('vol.noContributionsYet')) : <Pending />}
          </span>
        </div>
        <div className="card">
          <span className="card-label">{t('vol.rank')}</span>
          <span className="card-value">{summary ? t(`vol.rank.${summary.rank}`) : <Pending />}</span>
        </div>
      </div>
    </section>
  );
}
