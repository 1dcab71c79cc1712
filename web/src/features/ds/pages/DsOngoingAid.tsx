import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { AidRequestChangedDocument, MarkAidRequestDeliveredDocument, OngoingAidRequestsDocument } from '../../../generated/signed-in/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useSession } from '../../accounts/session';
import { Sep } from '../../../ui/Pending';

/** Ongoing aid requests of the division, each can be marked delivered. */
export function DsOngoingAid() {
  const t = useT();
  usePageTitle('ds.ongoing.title');
  const { user } = useSession();
  const { data, error, refetch } = useQuery(OngoingAidRequestsDocument, { variables: { filter: { dsDivision: user?.dsDivision?.code ?? null }, offset: 0, limit: 500 }, skip: !user, fetchPolicy: 'cache-and-network' });
  useSubscription(AidRequestChangedDocument, { onData: () => void refetch().catch(() => undefined) });
  const [deliver] = useMutation(MarkAidRequestDeliveredDocument);
  const rows = data?.ongoingAidRequests.items ?? [];
  return (
    <section className="dash-page">
      <h1>{t('ds.ongoing.title')}</h1>
      {error && <LoadError onRetry={() => void refetch()} />}
      <div className="table-wrap">
        <table className="data-table">
          <thead><tr><th scope="col">{t('dmc.report.id')}</th><th scope="col">{t('dash.col.name')}</th><th scope="col">{t('dash.col.type')}</th><th scope="col">{t('dash.col.contact')}</th><th scope="col">{t('dash.col.actions')}</th></tr></thead>
          <tbody>
            {data && rows.length === 0 && <tr><td colSpan={5} className="empty">{t('ds.ongoing.empty')}</td></tr>}
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.id}</td>
                <td>{r.fullName ?? t('common.na')}</td>
                <td>{t(`requestType.${r.requestType}`)}<Sep />{r.typeSupport}</td>
                <td>{r.contactNo}</td>
                <td><button type="button" className="button small primary" onClick={() => void deliver({ variables: { id: r.id } }).then(() => refetch())}>{t('ds.ongoing.deliver')}</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
