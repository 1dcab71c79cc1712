import { Link } from 'react-router-dom';
import { DsCountsDocument, RecentActivityDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { useFormatters } from '../../../ui/format';
import { LoadError } from '../../../ui/LoadError';
import { DashboardHeader } from '../../dashboards/components/DashboardHeader';
import { Pending, Sep } from '../../../ui/Pending';
import { useLiveQuery } from '../../../ui/useLiveQuery';

/** DS dashboard: pending counts (live), linking to their pages, and the division's recent activity from the audit trail. */
export function DsHome() {
  const t = useT();
  const format = useFormatters();
  const counts = useLiveQuery(DsCountsDocument);
  const activity = useLiveQuery(RecentActivityDocument);
  const refresh = () => {
    counts.refresh();
    activity.refresh();
  };
  return (
    <section className="dash-page">
      <DashboardHeader />
      {counts.error && <LoadError onRetry={refresh} />}
      <div className="cards">
        <Link className="card link-card" to="/ds-dashboard/approve-volunteer-contributions">
          <span className="card-label">{t('ds.pendingContributions')}</span>
          <span className="card-value" data-testid="pending-contributions">
            {counts.data?.pendingContributionCount ?? <Pending />}
          </span>
        </Link>
        <Link className="card link-card" to="/ds-dashboard/approve-aid-requests">
          <span className="card-label">{t('ds.pendingAid')}</span>
          <span className="card-value" data-testid="pending-aid">
            {counts.data?.pendingAidRequestCount ?? <Pending />}
          </span>
        </Link>
      </div>
      <h2>{t('ds.activity')}</h2>
      <ul className="activity">
        {activity.data?.recentActivity.items.length === 0 && <li className="muted">{t('ds.activityEmpty')}</li>}
        {activity.data?.recentActivity.items.map((a) => (
          <li key={a.id}>
            <time>{format.dateTime(a.at)}</time>
            <Sep />
            {t('activity.line', {
              who: a.actorName,
              action: t(`activity.${a.action}`),
              subject: t(`activity.subject.${a.subjectType}`, { id: a.subjectId }),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
