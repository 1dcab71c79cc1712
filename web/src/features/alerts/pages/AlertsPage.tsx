import type { AlertsQuery } from '../../../generated/public-forms/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { DataTable } from '../../../ui/DataTable';
import { useFormatters } from '../../../ui/format';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useGeography, usePlaceName } from '../../geography/hooks/useGeography';
import { AlertFilters, useAlertFilter } from '../components/AlertFilters';
import { AlertStatusBadge, SeverityBadge } from '../components/alert-badges';
import { AlertPageLink } from '../components/AlertPageLink';
import { useLiveAlerts } from '../hooks';

type Row = AlertsQuery['alerts']['items'][number];

function AlertsTable({ rows, stale }: { rows: readonly Row[]; stale: boolean }) {
  const t = useT();
  const format = useFormatters();
  const geography = useGeography();
  const placeName = usePlaceName();
  const districtName = (a: Row) => {
    const option = geography.district(a.district.code);
    return option ? placeName(option) : a.district.name;
  };
  const dsName = (a: Row) => {
    const option = geography.dsDivision(a.district.code, a.dsDivision.code);
    return option ? placeName(option) : a.dsDivision.name;
  };
  return (
    <DataTable
      label={t('page.alerts.title')}
      rows={rows}
      stale={stale}
      empty={t('alerts.empty')}
      columns={[
        { header: t('alerts.col.number'), cell: (_a, i) => i + 1 },
        {
          header: t('alerts.col.type'),
          cell: (a) => (
            <AlertPageLink id={a.id}>{a.type === 'OTHER' ? a.typeLabel : t(`alertType.${a.type}`)}</AlertPageLink>
          ),
        },
        { header: t('alerts.col.district'), cell: districtName },
        { header: t('alerts.col.ds'), cell: dsName },
        { header: t('alerts.col.severity'), cell: (a) => <SeverityBadge severity={a.severity} /> },
        { header: t('alerts.col.status'), cell: (a) => <AlertStatusBadge status={a.status} /> },
        { header: t('alerts.col.date'), cell: (a) => format.date(a.issuedAt) },
        { header: t('alerts.col.time'), cell: (a) => format.time(a.issuedAt) },
      ]}
    />
  );
}

/** /alerts: View Disasters. The server filters; the rows of the previous filter show dimmed until the new ones arrive. */
export function AlertsPage() {
  const t = useT();
  usePageTitle('page.alerts.title');
  const filter = useAlertFilter();
  const { data, previousData, error, refresh, lastLoaded } = useLiveAlerts(filter.query);
  const shown = data ?? previousData;
  return (
    <section className="page">
      <h1>{t('page.alerts.title')}</h1>
      <p className="muted">{t('alerts.intro')}</p>
      <AlertFilters filter={filter} />
      {error && <LoadError onRetry={refresh} lastLoaded={lastLoaded} />}
      {!shown && !error && <p role="status">{t('common.loading')}</p>}
      {shown && <AlertsTable rows={shown.alerts.items} stale={!data} />}
    </section>
  );
}
