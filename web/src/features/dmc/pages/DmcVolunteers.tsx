import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DistrictVolunteersDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { Badge } from '../../../ui/Badge';
import { DataTable } from '../../../ui/DataTable';
import { SelectField } from '../../../ui/fields';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';
import { usePlaceNameByCode } from '../../geography/hooks/usePlaceNameByCode';

/** Volunteers in Your District, filtered by DS and availability (options from the loaded data). */
export function DmcVolunteers() {
  const t = useT();
  const place = usePlaceNameByCode();
  usePageTitle('dmc.volunteers.title');
  const { data, error, loading, refetch } = useQuery(DistrictVolunteersDocument, { fetchPolicy: 'cache-and-network' });
  const [ds, setDs] = useState('');
  const [availability, setAvailability] = useState('');
  const all = data?.districtVolunteers.items ?? [];
  const placed = all.flatMap((v) => (v.dsDivision ? [v.dsDivision] : []));
  const divisions = [...new Map(placed.map((d) => [d.name, d])).values()].sort((x, y) => x.name.localeCompare(y.name));
  const rows = all.filter(
    (v) => (!ds || v.dsDivision?.name === ds) && (!availability || String(v.available) === availability),
  );
  return (
    <section className="dash-page">
      <h1>{t('dmc.volunteers.title')}</h1>
      <div className="filters">
        <SelectField label={t('dash.col.ds')} value={ds} onChange={(e) => setDs(e.target.value)}>
          <option value="">{t('field.allDs')}</option>
          {divisions.map((d) => (
            <option key={d.code} value={d.name}>
              {place(d)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('dash.col.availability')}
          value={availability}
          onChange={(e) => setAvailability(e.target.value)}
        >
          <option value="">{t('dmc.volunteers.allAvailability')}</option>
          {[...new Set(all.map((v) => String(v.available)))].map((a) => (
            <option key={a} value={a}>
              {t(a === 'true' ? 'dash.available' : 'dash.unavailable')}
            </option>
          ))}
        </SelectField>
      </div>
      {error && <LoadError onRetry={() => void refetch()} />}
      {loading && !data && <p role="status">{t('dmc.volunteers.loading')}</p>}
      {data && (
        <DataTable
          label={t('dmc.volunteers.title')}
          rows={rows}
          empty={t('dmc.volunteers.empty')}
          columns={[
            { header: t('dash.col.name'), cell: (v) => v.fullName },
            { header: t('dash.col.ds'), cell: (v) => (v.dsDivision ? place(v.dsDivision) : t('place.toConfirm')) },
            { header: t('dash.col.district'), cell: (v) => place(v.district) },
            { header: t('dash.col.email'), cell: (v) => v.email ?? t('common.na') },
            { header: t('dash.col.contact'), cell: (v) => v.contactNo || t('common.na') },
            {
              header: t('dash.col.availability'),
              cell: (v) => (
                <Badge tone={v.available ? 'green' : 'grey'}>
                  {t(v.available ? 'dash.available' : 'dash.unavailable')}
                </Badge>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
