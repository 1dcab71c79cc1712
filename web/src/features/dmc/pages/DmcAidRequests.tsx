import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DistrictAidRequestsDocument, type DistrictAidRequestsQuery } from '../../../generated/signed-in/graphql';
import type { MessageId } from '../../../i18n/en';
import { useT } from '../../../i18n/I18nProvider';
import { useFormatters } from '../../../ui/format';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';

type Row = DistrictAidRequestsQuery['districtAidRequests']['emergency'][number];

function AidTable({ rows, withName, empty, caption }: { rows: Row[]; withName: boolean; empty: MessageId; caption: MessageId }) {
  const t = useT();
  const format = useFormatters();
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption>{t(caption)}</caption>
        <thead>
          <tr>
            {withName && <th scope="col">{t('dash.col.name')}</th>}
            <th scope="col">{t('dash.col.date')}</th><th scope="col">{t('dash.col.time')}</th>
            {withName && <th scope="col">{t('dash.col.type')}</th>}
            <th scope="col">{t('dash.col.ds')}</th><th scope="col">{t('dash.col.contact')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && <tr><td colSpan={6} className="empty">{t(empty)}</td></tr>}
          {rows.map((r) => (
            <tr key={r.id}>
              {withName && <td>{r.fullName ?? t('common.na')}</td>}
              <td>{format.date(r.dateTime)}</td><td>{format.time24(r.dateTime)}</td>
              {withName && <td>{r.typeSupport}</td>}
              <td>{r.dsDivision.name}</td><td>{r.contactNo}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Aid Requests in Your District: Post-Disaster / Emergency toggle, ongoing and delivered tables. */
export function DmcAidRequests() {
  const t = useT();
  usePageTitle('dmc.aid.title');
  const [category, setCategory] = useState<'postDisaster' | 'emergency'>('postDisaster');
  const ongoing = useQuery(DistrictAidRequestsDocument, { variables: { fulfilled: false }, fetchPolicy: 'cache-and-network' });
  const delivered = useQuery(DistrictAidRequestsDocument, { variables: { fulfilled: true }, fetchPolicy: 'cache-and-network' });
  const post = category === 'postDisaster';
  const loading = (!ongoing.data || !delivered.data) && !ongoing.error && !delivered.error;
  return (
    <section className="dash-page">
      <h1>{t('dmc.aid.title')}</h1>
      <div className="toggle" role="group">
        <button type="button" aria-pressed={post} className={post ? 'button primary' : 'button secondary'} onClick={() => setCategory('postDisaster')}>{t('dmc.aid.postDisaster')}</button>
        <button type="button" aria-pressed={!post} className={!post ? 'button primary' : 'button secondary'} onClick={() => setCategory('emergency')}>{t('dmc.aid.emergency')}</button>
      </div>
      {(ongoing.error || delivered.error) && <LoadError onRetry={() => { void ongoing.refetch(); void delivered.refetch(); }} />}
      {loading && <p role="status">{t('dmc.aid.loading')}</p>}
      {ongoing.data && (
        <AidTable rows={post ? ongoing.data.districtAidRequests.postDisaster : ongoing.data.districtAidRequests.emergency} withName={post} caption="dmc.aid.ongoing" empty={post ? 'dmc.aid.noOngoingPost' : 'dmc.aid.noOngoingEmergency'} />
      )}
      {delivered.data && (
        <AidTable rows={post ? delivered.data.districtAidRequests.postDisaster : delivered.data.districtAidRequests.emergency} withName={post} caption="dmc.aid.delivered" empty={post ? 'dmc.aid.noDeliveredPost' : 'dmc.aid.noDeliveredEmergency'} />
      )}
    </section>
  );
}
