import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DistrictVolunteersDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { Badge } from '../../../ui/Badge';
import { SelectField } from '../../../ui/fields';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';

/** Volunteers in Your District, filtered by DS and availability (options from the loaded data). */
export function DmcVolunteers() {
  const t = useT();
  usePageTitle('dmc.volunteers.title');
  const { data, error, loading, refetch } = useQuery(DistrictVolunteersDocument, { fetchPolicy: 'cache-and-network' });
  const [ds, setDs] = useState('');
  const [availability, setAvailability] = useState('');
  const all = data?.districtVolunteers ?? [];
  const divisions = [...new Set(all.map((v) => v.dsDivision.name))].sort();
  const rows = all.filter((v) => (!ds || v.dsDivision.name === ds) && (!availability || String(v.available) === availability));
  return (
    <section className="dash-page">
      <h1>{t('dmc.volunteers.title')}</h1>
      <div className="filters">
        <SelectField label={t('dash.col.ds')} value={ds} onChange={(e) => setDs(e.target.value)}><option value="">{t('field.allDs')}</option>{divisions.map((d) => <option key={d}>{d}</option>)}</SelectField>
        <SelectField label={t('dash.col.availability')} value={availability} onChange={(e) => setAvailability(e.target.value)}>
          <option value="">{t('dmc.volunteers.allAvailability')}</option>
          {[...new Set(all.map((v) => String(v.available)))].map((a) => <option key={a} value={a}>{t(a === 'true' ? 'dash.available' : 'dash.unavailable')}</option>)}
        </SelectField>
      </div>
      {error && <LoadError onRetry={() => void refetch()} />}
      {loading && !data && <p role="status">{t('dmc.volunteers.loading')}</p>}
      {data && (
        <div className="table-wrap">
          <table className="data-table">
            <thead><tr><th scope="col">{t('dash.col.name')}</th><th scope="col">{t('dash.col.ds')}</th><th scope="col">{t('dash.col.district')}</th><th scope="col">{t('dash.col.email')}</th><th scope="col">{t('dash.col.contact')}</th><th scope="col">{t('dash.col.availability')}</th></tr></thead>
            <tbody>
              {rows.length === 0 && <tr><td colSpan={6} className="empty">{t('dmc.volunteers.empty')}</td></tr>}
              {rows.map((v) => (
                <tr key={v.id}><td>{v.fullName}</td><td>{v.dsDivision.name}</td><td>{v.district.name}</td><td>{v.email ?? t('common.na')}</td><td>{v.contactNo || t('common.na')}</td><td><Badge tone={v.available ? 'green' : 'grey'}>{t(v.available ? 'dash.available' : 'dash.unavailable')}</Badge></td></tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
