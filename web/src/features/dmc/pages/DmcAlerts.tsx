import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { DistrictAlertsDocument, type DistrictAlertsQuery } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { DataTable } from '../../../ui/DataTable';
import { Dialog } from '../../../ui/Dialog';
import { SelectField } from '../../../ui/fields';
import { useFormatters } from '../../../ui/format';
import { LoadError } from '../../../ui/LoadError';
import { useLiveQuery } from '../../../ui/useLiveQuery';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AlertStatusBadge, SeverityBadge } from '../../alerts/components/alert-badges';
import { ExportLinks } from '../../exports/ExportLinks';
import { usePlaceNameByCode } from '../../geography/hooks/usePlaceNameByCode';
import { HistoryButton } from '../../history/HistoryButton';

// Loaded only when an officer opens an alert's webhook deliveries.
const WebhookDeliveries = lazy(() => import('../components/WebhookDeliveries'));
const SmsDeliveries = lazy(() => import('../../alerts/components/SmsDeliveries'));

type Row = DistrictAlertsQuery['districtAlerts']['items'][number];
interface Filter {
  type: string;
  ds: string;
  severity: string;
  status: string;
}

/** The district's alerts matching the chosen values (the type by its shown label, so an Other matches its own words). */
function matching(alerts: readonly Row[], filter: Filter, label: (a: Row) => string): Row[] {
  return alerts.filter(
    (a) =>
      (!filter.type || label(a) === filter.type) &&
      (!filter.ds || a.dsDivisions.some((ds) => ds.name === filter.ds)) &&
      (!filter.severity || a.severity === filter.severity) &&
      (!filter.status || a.status === filter.status),
  );
}

/** Four selects whose options are the values present in the district's alerts. */
function DistrictAlertFilters({
  alerts,
  filter,
  onChange,
  label,
}: {
  alerts: readonly Row[];
  filter: Filter;
  onChange(next: Filter): void;
  label(a: Row): string;
}) {
  const t = useT();
  const place = usePlaceNameByCode();
  const present = (pick: (a: Row) => string) => [...new Set(alerts.map(pick))].sort();
  // The DS filter's values stay the English names; the options read in the chosen language.
  const divisions = [...new Map(alerts.flatMap((a) => a.dsDivisions).map((ds) => [ds.name, ds])).values()].sort(
    (x, y) => x.name.localeCompare(y.name),
  );
  const set = (key: keyof Filter) => (e: React.ChangeEvent<HTMLSelectElement>) =>
    onChange({ ...filter, [key]: e.target.value });
  return (
    <div className="filters">
      <SelectField label={t('dmc.alerts.type')} value={filter.type} onChange={set('type')}>
        <option value="">{t('dmc.alerts.allTypes')}</option>
        {present(label).map((v) => (
          <option key={v}>{v}</option>
        ))}
      </SelectField>
      <SelectField label={t('dash.col.ds')} value={filter.ds} onChange={set('ds')}>
        <option value="">{t('dmc.alerts.allDs')}</option>
        {divisions.map((d) => (
          <option key={d.name} value={d.name}>
            {place(d)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('alerts.col.severity')} value={filter.severity} onChange={set('severity')}>
        <option value="">{t('dmc.alerts.allSeverities')}</option>
        {present((a) => a.severity).map((v) => (
          <option key={v} value={v}>
            {t(`severity.${v as 'LOW'}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('alerts.col.status')} value={filter.status} onChange={set('status')}>
        <option value="">{t('dmc.alerts.allStatuses')}</option>
        {present((a) => a.status).map((v) => (
          <option key={v} value={v}>
            {t(`alertStatus.${v as 'ONGOING'}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** Alerts in Your District: four filters built from the values present, Sri Lanka 24-hour times. */
export function DmcAlerts() {
  const t = useT();
  usePageTitle('dmc.alerts.title');
  const format = useFormatters();
  const { data, error, refresh } = useLiveQuery(DistrictAlertsDocument);
  const [filter, setFilter] = useState<Filter>({ type: '', ds: '', severity: '', status: '' });
  const [deliveriesOf, setDeliveriesOf] = useState<string | null>(null);
  const alerts = data?.districtAlerts.items ?? [];
  const place = usePlaceNameByCode();
  const label = (a: Row) => (a.type === 'OTHER' ? a.typeLabel : t(`alertType.${a.type}`));
  return (
    <section className="dash-page">
      <div className="title-row">
        <h1>{t('dmc.alerts.title')}</h1>
        <Link className="button danger" to="/dmc-dashboard/alerts/new">
          {t('dmc.alerts.newAlert')}
        </Link>
      </div>
      <ExportLinks dataset="alerts" />
      <DistrictAlertFilters alerts={alerts} filter={filter} onChange={setFilter} label={label} />
      {error && <LoadError onRetry={refresh} />}
      <DataTable
        label={t('dmc.alerts.title')}
        rows={data && matching(alerts, filter, label)}
        empty={t('dmc.alerts.empty')}
        columns={[
          { header: t('dmc.alerts.type'), cell: label },
          { header: t('dash.col.date'), cell: (a) => `${format.date(a.issuedAt)} ${format.time24(a.issuedAt)}` },
          { header: t('dash.col.district'), cell: (a) => place(a.district) },
          { header: t('dash.col.ds'), cell: (a) => a.dsDivisions.map(place).join(', ') },
          { header: t('alerts.col.severity'), cell: (a) => <SeverityBadge severity={a.severity} /> },
          { header: t('alerts.col.status'), cell: (a) => <AlertStatusBadge status={a.status} /> },
          {
            header: t('dmc.webhooks.column'),
            cell: (a) => (
              <button type="button" className="button small" onClick={() => setDeliveriesOf(a.id)}>
                {t('dmc.webhooks.show')}
              </button>
            ),
          },
          { header: t('history.show'), cell: (a) => <HistoryButton subject="alert" id={a.id} /> },
        ]}
      />
      {deliveriesOf !== null && (
        <Dialog title={t('dmc.webhooks.title')} onClose={() => setDeliveriesOf(null)}>
          <Suspense fallback={null}>
            <SmsDeliveries alertId={deliveriesOf} />
            <WebhookDeliveries alertId={deliveriesOf} />
          </Suspense>
        </Dialog>
      )}
    </section>
  );
}
