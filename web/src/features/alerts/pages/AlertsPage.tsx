import { useMemo, useState } from 'react';
import type { AlertType, Severity } from '../../../generated/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { SelectField } from '../../../ui/fields';
import { useFormatters } from '../../../ui/format';
import { LoadError } from '../../../ui/LoadError';
import { useLastLoaded } from '../../../ui/useLastLoaded';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useGeography, usePlaceName } from '../../geography/hooks/useGeography';
import { AlertStatusBadge, SeverityBadge } from '../components/alert-badges';
import { useLiveAlerts } from '../hooks';

const TYPES: AlertType[] = ['FLOOD', 'LANDSLIDE', 'CYCLONE', 'DROUGHT', 'FIRE', 'OTHER'];
const SEVERITIES: Severity[] = ['HIGH', 'MEDIUM', 'LOW'];
const DISTRICT_KEY = 'selectedDistrict';

const storedDistrict = () => {
  try {
    return localStorage.getItem(DISTRICT_KEY) ?? '';
  } catch {
    return '';
  }
};

/** /alerts: View Disasters. */
export function AlertsPage() {
  const t = useT();
  usePageTitle('page.alerts.title');
  const format = useFormatters();
  const geography = useGeography();
  const placeName = usePlaceName();
  const { data, error, refetch } = useLiveAlerts();
  const lastLoaded = useLastLoaded(data);
  const [type, setType] = useState('');
  const [district, setDistrictState] = useState(storedDistrict);
  const [ds, setDs] = useState('');
  const [severity, setSeverity] = useState('');

  const setDistrict = (code: string) => {
    setDistrictState(code);
    setDs('');
    try {
      if (code) localStorage.setItem(DISTRICT_KEY, code);
      else localStorage.removeItem(DISTRICT_KEY);
    } catch {
      /* storage blocked */
    }
  };
  const reset = () => {
    setType('');
    setDistrict('');
    setSeverity('');
  };

  const rows = useMemo(
    () =>
      (data?.alerts ?? []).filter(
        (a) => (!type || a.type === type) && (!district || a.district.code === district) && (!ds || a.dsDivision.code === ds) && (!severity || a.severity === severity),
      ),
    [data, type, district, ds, severity],
  );

  return (
    <section className="page">
      <h1>{t('page.alerts.title')}</h1>
      <p className="muted">{t('alerts.intro')}</p>
      <div className="filters">
        <SelectField label={t('alerts.filter.type')} value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">{t('alerts.filter.allTypes')}</option>
          {TYPES.map((x) => (
            <option key={x} value={x}>{t(`alertType.${x}`)}</option>
          ))}
        </SelectField>
        <SelectField label={t('field.district')} value={district} onChange={(e) => setDistrict(e.target.value)}>
          <option value="">{t('field.allDistricts')}</option>
          {geography.districts.map((d) => (
            <option key={d.code} value={d.code}>{placeName(d)}</option>
          ))}
        </SelectField>
        <SelectField label={t('field.ds')} value={ds} disabled={!district} onChange={(e) => setDs(e.target.value)}>
          <option value="">{t('field.allDs')}</option>
          {geography.dsDivisionsOf(district).map((d) => (
            <option key={d.code} value={d.code}>{placeName(d)}</option>
          ))}
        </SelectField>
        <SelectField label={t('alerts.filter.severity')} value={severity} onChange={(e) => setSeverity(e.target.value)}>
          <option value="">{t('alerts.filter.allSeverities')}</option>
          {SEVERITIES.map((x) => (
            <option key={x} value={x}>{t(`severity.${x}`)}</option>
          ))}
        </SelectField>
        <button type="button" className="button secondary" onClick={reset}>{t('alerts.reset')}</button>
      </div>
      {error && <LoadError onRetry={() => void refetch()} lastLoaded={lastLoaded} />}
      {!data && !error && <p role="status">{t('common.loading')}</p>}
      {data && (
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('alerts.col.number')}</th>
                <th scope="col">{t('alerts.col.type')}</th>
                <th scope="col">{t('alerts.col.district')}</th>
                <th scope="col">{t('alerts.col.ds')}</th>
                <th scope="col">{t('alerts.col.severity')}</th>
                <th scope="col">{t('alerts.col.status')}</th>
                <th scope="col">{t('alerts.col.date')}</th>
                <th scope="col">{t('alerts.col.time')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={8} className="empty">{t('alerts.empty')}</td>
                </tr>
              )}
              {rows.map((a, i) => {
                const districtOption = geography.district(a.district.code);
                const dsOption = geography.dsDivision(a.district.code, a.dsDivision.code);
                return (
                  <tr key={a.id}>
                    <td>{i + 1}</td>
                    <td>{a.type === 'OTHER' ? a.typeLabel : t(`alertType.${a.type}`)}</td>
                    <td>{districtOption ? placeName(districtOption) : a.district.name}</td>
                    <td>{dsOption ? placeName(dsOption) : a.dsDivision.name}</td>
                    <td><SeverityBadge severity={a.severity} /></td>
                    <td><AlertStatusBadge status={a.status} /></td>
                    <td>{format.date(a.issuedAt)}</td>
                    <td>{format.time(a.issuedAt)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
