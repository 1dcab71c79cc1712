import { useQuery } from '@apollo/client/react';
import { DivisionVolunteersDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { Badge } from '../../../ui/Badge';
import { DataTable } from '../../../ui/DataTable';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';

/** Registered Volunteers of the division. */
export function DsVolunteers() {
  const t = useT();
  usePageTitle('ds.volunteers.title');
  const { data, error, refetch } = useQuery(DivisionVolunteersDocument, { fetchPolicy: 'cache-and-network' });
  return (
    <section className="dash-page">
      <h1>{t('ds.volunteers.title')}</h1>
      {error && <LoadError onRetry={() => void refetch()} />}
      <DataTable
        label={t('ds.volunteers.title')}
        rows={data?.divisionVolunteers.items}
        empty={t('ds.volunteers.empty')}
        columns={[
          { header: t('dash.col.userId'), cell: (v) => v.id },
          { header: t('dash.col.name'), cell: (v) => v.fullName },
          { header: t('dash.col.email'), cell: (v) => v.email ?? t('common.na') },
          { header: t('dash.col.contact'), cell: (v) => v.contactNo },
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
    </section>
  );
}
