import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import {
  DsOfficeContactsDocument,
  OngoingAidRequestsDocument,
  type AidRequestType,
  type OngoingAidRequestsQuery,
} from '../../../generated/graphql';
import { useT } from '../../../i18n/I18nProvider';
import { changedSelects, useChangedBeforeHydration } from '../../../ui/useChangedBeforeHydration';
import { SelectField } from '../../../ui/fields';
import { LoadError } from '../../../ui/LoadError';
import { Pagination } from '../../../ui/Pagination';
import { TableScroll } from '../../../ui/TableScroll';
import { useLiveQuery } from '../../../ui/useLiveQuery';
import { useGeography, usePlaceName } from '../../geography/hooks/useGeography';

export const PAGE_SIZE = 6;

type Row = OngoingAidRequestsQuery['ongoingAidRequests']['items'][number];
interface AidFilter {
  requestType: AidRequestType | '';
  district: string;
  ds: string;
}
const NO_FILTER: AidFilter = { requestType: '', district: '', ds: '' };

function AidFilters({ filter, onChange }: { filter: AidFilter; onChange(next: AidFilter): void }) {
  const t = useT();
  const geography = useGeography();
  const placeName = usePlaceName();
  // The divisions' select is disabled until a district is chosen: only the type and the district can be chosen early.
  const filters = useChangedBeforeHydration<HTMLDivElement>((element) => {
    const chosen = changedSelects(element, filter);
    if (chosen) onChange({ ...filter, ...chosen, ds: '' });
  });
  return (
    <div ref={filters} className="filters">
      <SelectField
        label={t('home.aid.requestType')}
        data-filter="requestType"
        value={filter.requestType}
        onChange={(e) => onChange({ ...filter, requestType: e.target.value as AidRequestType | '' })}
      >
        <option value="">{t('home.aid.typeAll')}</option>
        <option value="EMERGENCY">{t('home.aid.typeEmergency')}</option>
        <option value="POST_DISASTER">{t('home.aid.typePostDisaster')}</option>
      </SelectField>
      <SelectField
        label={t('field.district')}
        data-filter="district"
        value={filter.district}
        onChange={(e) => onChange({ ...filter, district: e.target.value, ds: '' })}
      >
        <option value="">{t('field.allDistricts')}</option>
        {geography.districts.map((d) => (
          <option key={d.code} value={d.code}>
            {placeName(d)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('field.ds')}
        value={filter.ds}
        disabled={!filter.district}
        onChange={(e) => onChange({ ...filter, ds: e.target.value })}
      >
        <option value="">{t('field.allDs')}</option>
        {geography.dsDivisionsOf(filter.district).map((d) => (
          <option key={d.code} value={d.code}>
            {placeName(d)}
          </option>
        ))}
      </SelectField>
      <button type="button" className="button secondary" onClick={() => onChange(NO_FILTER)}>
        {t('home.aid.reset')}
      </button>
    </div>
  );
}

/** The DS offices' phone numbers by division: asked apart from the rows, so that a slow phone reads each in a task. */
function useOfficeContacts(): ReadonlyMap<string, string> {
  const contacts = useQuery(DsOfficeContactsDocument, { fetchPolicy: 'cache-first' });
  return useMemo(
    () => new Map((contacts.data?.dsOfficeContacts ?? []).map((c) => [c.dsDivision.code, c.contactNo])),
    [contacts.data],
  );
}

function AidTable({ rows, firstNumber, stale }: { rows: readonly Row[]; firstNumber: number; stale: boolean }) {
  const t = useT();
  // Here rather than beside the rows' query: React renders one component without a break, and the two first reads of
  // the cache made one task of 55-75 ms while the home page hydrated (4x CPU throttling).
  const contactOf = useOfficeContacts();
  const geography = useGeography();
  const placeName = usePlaceName();
  const districtName = (r: Row) => {
    const option = geography.district(r.district.code);
    return option ? placeName(option) : r.district.name;
  };
  const dsCell = (r: Row) => {
    if (!r.dsDivision) return t('place.toConfirm');
    const option = geography.dsDivision(r.district.code, r.dsDivision.code);
    const officeContact = contactOf.get(r.dsDivision.code);
    return (
      <>
        {option ? placeName(option) : r.dsDivision.name}
        {officeContact && (
          <a className="office-contact" href={`tel:${officeContact}`}>
            {officeContact}
          </a>
        )}
      </>
    );
  };
  // Its own rows rather than DataTable's: the home route's scripts are within ~0.2 KB of the 150 KB budget
  // (e2e/budget.spec.ts). The scroll box is the one every table has.
  return (
    <TableScroll label={t('home.aid.title')} stale={stale}>
      <table className="data-table">
        <thead>
          <tr>
            {[
              t('home.aid.col.number'),
              t('home.aid.col.recipient'),
              t('home.aid.col.contact'),
              t('home.aid.col.type'),
              t('home.aid.col.district'),
              t('home.aid.col.ds'),
            ].map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={6} className="empty">
                {t('home.aid.empty')}
              </td>
            </tr>
          )}
          {rows.map((r, i) => (
            <tr key={r.id}>
              <td>{firstNumber + i}</td>
              <td>{r.fullName ?? t('common.na')}</td>
              <td>{r.contactNo}</td>
              <td>{t(`requestType.${r.requestType}`)}</td>
              <td>{districtName(r)}</td>
              <td>{dsCell(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Post Emergency Period Aid Requests: ongoing requests of both types, 6 a page, for donors. */
export function AidRequestsTable() {
  const t = useT();
  const [filter, setFilter] = useState<AidFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const variables = {
    filter: {
      requestType: filter.requestType || null,
      district: filter.district || null,
      dsDivision: filter.ds || null,
    },
    offset: (page - 1) * PAGE_SIZE,
    first: PAGE_SIZE,
  };
  const { data, previousData, error, refresh, lastLoaded } = useLiveQuery(OngoingAidRequestsDocument, { variables });
  const shown = data ?? previousData;
  const total = shown?.ongoingAidRequests.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (shown && page > pages) setPage(pages);
  const changeFilter = (next: AidFilter) => {
    setFilter(next);
    setPage(1);
  };

  return (
    <section id="aid-requests" className="section" aria-labelledby="aid-title">
      <h2 id="aid-title">{t('home.aid.title')}</h2>
      <p className="muted">{t('home.aid.intro')}</p>
      <AidFilters filter={filter} onChange={changeFilter} />
      {error && <LoadError onRetry={refresh} lastLoaded={lastLoaded} />}
      {!shown && !error && <p role="status">{t('common.loading')}</p>}
      {/* Rows of the previous filter or page while the new ones load: dimmed and marked busy, never taken for the answer. */}
      {shown && (
        <AidTable
          rows={shown.ongoingAidRequests.items}
          firstNumber={(page - 1) * PAGE_SIZE + 1}
          stale={!data && !!previousData}
        />
      )}
      <Pagination page={page} pages={pages} onPage={setPage} />
    </section>
  );
}
