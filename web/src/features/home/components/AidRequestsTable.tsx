import { useQuery, useSubscription } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { AidRequestChangedDocument, DsOfficeContactsDocument, OngoingAidRequestsDocument, type AidRequestType } from '../../../generated/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { SelectField } from '../../../ui/fields';
import { LoadError } from '../../../ui/LoadError';
import { Pagination } from '../../../ui/Pagination';
import { useLastLoaded } from '../../../ui/useLastLoaded';
import { useGeography, usePlaceName } from '../../geography/hooks/useGeography';

export const PAGE_SIZE = 6;

/** Post Emergency Period Aid Requests: ongoing requests of both types, 6 a page, for donors. */
export function AidRequestsTable() {
  const t = useT();
  const geography = useGeography();
  const placeName = usePlaceName();
  const [requestType, setRequestType] = useState<AidRequestType | ''>('');
  const [district, setDistrict] = useState('');
  const [ds, setDs] = useState('');
  const [page, setPage] = useState(1);
  const filter = { requestType: requestType || null, district: district || null, dsDivision: ds || null };
  const { data, previousData, error, refetch } = useQuery(OngoingAidRequestsDocument, {
    variables: { filter, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const contacts = useQuery(DsOfficeContactsDocument, { fetchPolicy: 'cache-first' });
  useSubscription(AidRequestChangedDocument, { onData: () => void refetch().catch(() => undefined) });
  const shown = data ?? previousData;
  // Rows of the previous filter or page while the new ones load: dimmed and marked busy, never taken for the answer.
  const stale = !data && !!previousData;
  const lastLoaded = useLastLoaded(data);
  const contactOf = useMemo(() => new Map((contacts.data?.dsOfficeContacts ?? []).map((c) => [c.dsDivision.code, c.contactNo])), [contacts.data]);

  const total = shown?.ongoingAidRequests.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (shown && page > pages) setPage(pages);
  const changeFilter = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <section id="aid-requests" className="section" aria-labelledby="aid-title">
      <h2 id="aid-title">{t('home.aid.title')}</h2>
      <p className="muted">{t('home.aid.intro')}</p>
      <div className="filters">
        <SelectField label={t('home.aid.requestType')} value={requestType} onChange={(e) => changeFilter(() => setRequestType(e.target.value as AidRequestType | ''))}>
          <option value="">{t('home.aid.typeAll')}</option>
          <option value="EMERGENCY">{t('home.aid.typeEmergency')}</option>
          <option value="POST_DISASTER">{t('home.aid.typePostDisaster')}</option>
        </SelectField>
        <SelectField label={t('field.district')} value={district} onChange={(e) => changeFilter(() => { setDistrict(e.target.value); setDs(''); })}>
          <option value="">{t('field.allDistricts')}</option>
          {geography.districts.map((d) => <option key={d.code} value={d.code}>{placeName(d)}</option>)}
        </SelectField>
        <SelectField label={t('field.ds')} value={ds} disabled={!district} onChange={(e) => changeFilter(() => setDs(e.target.value))}>
          <option value="">{t('field.allDs')}</option>
          {geography.dsDivisionsOf(district).map((d) => <option key={d.code} value={d.code}>{placeName(d)}</option>)}
        </SelectField>
        <button type="button" className="button secondary" onClick={() => changeFilter(() => { setRequestType(''); setDistrict(''); setDs(''); })}>
          {t('home.aid.reset')}
        </button>
      </div>
      {error && <LoadError onRetry={() => void refetch()} lastLoaded={lastLoaded} />}
      {!shown && !error && <p role="status">{t('common.loading')}</p>}
      {shown && (
        <div className={stale ? 'table-wrap stale' : 'table-wrap'} aria-busy={stale}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('home.aid.col.number')}</th>
                <th scope="col">{t('home.aid.col.recipient')}</th>
                <th scope="col">{t('home.aid.col.contact')}</th>
                <th scope="col">{t('home.aid.col.type')}</th>
                <th scope="col">{t('home.aid.col.district')}</th>
                <th scope="col">{t('home.aid.col.ds')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.ongoingAidRequests.items.length === 0 && (
                <tr><td colSpan={6} className="empty">{t('home.aid.empty')}</td></tr>
              )}
              {shown.ongoingAidRequests.items.map((r, i) => {
                const districtOption = geography.district(r.district.code);
                const dsOption = geography.dsDivision(r.district.code, r.dsDivision.code);
                const officeContact = contactOf.get(r.dsDivision.code);
                return (
                  <tr key={r.id}>
                    <td>{(page - 1) * PAGE_SIZE + i + 1}</td>
                    <td>{r.fullName ?? t('common.na')}</td>
                    <td>{r.contactNo}</td>
                    <td>{t(`requestType.${r.requestType}`)}</td>
                    <td>{districtOption ? placeName(districtOption) : r.district.name}</td>
                    <td>
                      {dsOption ? placeName(dsOption) : r.dsDivision.name}
                      {officeContact && <a className="office-contact" href={`tel:${officeContact}`}>{officeContact}</a>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} pages={pages} onPage={setPage} />
    </section>
  );
}
