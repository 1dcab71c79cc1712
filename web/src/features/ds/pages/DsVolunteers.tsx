import { useQuery } from '@apollo/client/react';
import { DivisionVolunteersDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { Badge } from '../../../ui/Badge';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';

/** Registered Volunteers of the division. */
export function DsVolunteers() {
  const t = useT();
  usePageTitle('ds.volunteers.title');
  const { data, error, refetch } = useQuery(DivisionVolunteersDocument, { fetchPolicy: 'cache-and-network' });
  const rows = data?.divisionVolunteers ?? [];
  return (
    <section className="dash-page">
      <h1>{t('ds.volunteers.title')}</h1>
      {error && <LoadError onRetry={() => void refetch()} />}
      <div className="table-wrap">
        <table className="data-table">
          <thead><tr><th scope="col">{t('dash.col.userId')}</th><th scope="col">{t('dash.col.name')}</th><th scope="col">{t('dash.col.email')}</th><th scope="col">{t('dash.col.contact')}</th><th scope="col">{t('dash.col.availability')}</th></tr></thead>
          <tbody>
            {data && rows.length === 0 && <tr><td colSpan={5} className="empty">{t('ds.volunteers.empty')}</td></tr>}
            {rows.map((v) => (
              <tr key={v.id}>
                <td>{v.id}</td><td>{v.fullName}</td><td>{v.email ?? t('common.na')}</td><td>{v.contactNo}</td>
                <td><Badge tone={v.available ? 'green' : 'grey'}>{t(v.available ? 'dash.available' : 'dash.unavailable')}</Badge></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
