import { useQuery, useSubscription } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { AlertChangedDocument, DistrictAlertsDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { SelectField } from '../../../ui/fields';
import { useFormatters } from '../../../ui/format';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AlertStatusBadge, SeverityBadge } from '../../alerts/components/alert-badges';

/** Alerts in Your District: four filters built from the values present, Sri Lanka 24-hour times. */
export function DmcAlerts() {
  const t = useT();
  usePageTitle('dmc.alerts.title');
  const format = useFormatters();
  const { data, error, refetch } = useQuery(DistrictAlertsDocument, { fetchPolicy: 'cache-and-network' });
  useSubscription(AlertChangedDocument, { onData: () => void refetch().catch(() => undefined) });
  const [filter, setFilter] = useState({ type: '', ds: '', severity: '', status: '' });
  const alerts = useMemo(() => data?.districtAlerts ?? [], [data]);
  const present = (pick: (a: (typeof alerts)[number]) => string) => [...new Set(alerts.map(pick))].sort();
  const label = (a: (typeof alerts)[number]) => (a.type === 'OTHER' ? a.typeLabel : t(`alertType.${a.type}`));
  const rows = alerts.filter((a) => (!filter.type || label(a) === filter.type) && (!filter.ds || a.dsDivision.name === filter.ds) && (!filter.severity || a.severity === filter.severity) && (!filter.status || a.status === filter.status));
  const set = (key: keyof typeof filter) => (e: React.ChangeEvent<HTMLSelectElement>) => setFilter((f) => ({ ...f, [key]: e.target.value }));
  return (
    <section className="dash-page">
      <div className="title-row">
        <h1>{t('dmc.alerts.title')}</h1>
        <Link className="button danger" to="/dmc-dashboard/alerts/new">{t('dmc.alerts.newAlert')}</Link>
      </div>
      <div className="filters">
        <SelectField label={t('dmc.alerts.type')} value={filter.type} onChange={set('type')}><option value="">{t('dmc.alerts.allTypes')}</option>{present(label).map((v) => <option key={v}>{v}</option>)}</SelectField>
        <SelectField label={t('dash.col.ds')} value={filter.ds} onChange={set('ds')}><option value="">{t('dmc.alerts.allDs')}</option>{present((a) => a.dsDivision.name).map((v) => <option key={v}>{v}</option>)}</SelectField>
        <SelectField label={t('alerts.col.severity')} value={filter.severity} onChange={set('severity')}><option value="">{t('dmc.alerts.allSeverities')}</option>{present((a) => a.severity).map((v) => <option key={v} value={v}>{t(`severity.${v as 'LOW'}`)}</option>)}</SelectField>
        <SelectField label={t('alerts.col.status')} value={filter.status} onChange={set('status')}><option value="">{t('dmc.alerts.allStatuses')}</option>{present((a) => a.status).map((v) => <option key={v} value={v}>{t(`alertStatus.${v as 'ONGOING'}`)}</option>)}</SelectField>
      </div>
      {error && <LoadError onRetry={() => void refetch()} />}
      <div className="table-wrap">
        <table className="data-table">
          <thead><tr><th scope="col">{t('dmc.alerts.type')}</th><th scope="col">{t('dash.col.date')}</th><th scope="col">{t('dash.col.district')}</th><th scope="col">{t('dash.col.ds')}</th><th scope="col">{t('alerts.col.severity')}</th><th scope="col">{t('alerts.col.status')}</th></tr></thead>
          <tbody>
            {data && rows.length === 0 && <tr><td colSpan={6} className="empty">{t('dmc.alerts.empty')}</td></tr>}
            {rows.map((a) => (
              <tr key={a.id}><td>{label(a)}</td><td>{format.date(a.issuedAt)} {format.time24(a.issuedAt)}</td><td>{a.district.name}</td><td>{a.dsDivision.name}</td><td><SeverityBadge severity={a.severity} /></td><td><AlertStatusBadge status={a.status} /></td></tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
