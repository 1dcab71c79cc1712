import { isPublicAidRequestStatus } from '@shared/aid-request-status';
import type { AidRequestStatus, AidRequestType } from '../generated/graphql';

/** A pushed object (or its cached state before the push), as plain fields; places are `{ code, name }`. */
export type Row = {
  __typename?: string;
  status?: string;
  requestType?: string;
  type?: string;
  severity?: string;
  district?: Place;
  dsDivision?: Place;
} & Record<string, unknown>;
type Place = { code: string; name: string } | null | undefined;

/** The signed-in viewer's own area, which the server's officer and volunteer lists are implicitly limited to. */
export interface Viewer {
  district?: string;
  dsDivision?: string;
}

type Args = Record<string, unknown>;
type Filter = {
  requestType?: string | null;
  type?: string | null;
  severity?: string | null;
  status?: string | null;
  district?: string | null;
  dsDivision?: string | null;
};

/**
 * One list field of the root query: whether an object belongs to it (the server's where clause, for these
 * arguments and this viewer) and its order. `undefined` from `belongs`: this client cannot tell (a place filter
 * given by a spelling the server folds); the list is then left as it is rather than guessed.
 */
export interface ListRule {
  typename: string;
  belongs(row: Row, args: Args, viewer: Viewer): boolean | undefined;
  /** Field sorted on, and whether newest (largest) first; ties broken on id in the same direction. */
  order: readonly [field: string, descending: boolean];
  /** Every list is a page `{ items, totalCount? }`; `groups`: a page per request type (`districtAidRequests`). */
  groups?: true;
}

const samePlace = (place: Place, wanted: string | null | undefined): boolean | undefined => {
  if (!wanted?.trim()) return true;
  const w = wanted.trim().toUpperCase();
  if (place?.code.toUpperCase() === w || place?.name.toUpperCase() === w) return true;
  // A name the server may fold to this place (spelling variants): unknown here, unless it is a P-code.
  return /^LK\d+$/.test(w) ? false : undefined;
};

/** The optional filter of the public lists (type, severity, status, district, DS division), as the server applies it. */
function matchesFilter(row: Row, filter: Filter | null | undefined): boolean | undefined {
  if (!filter) return true;
  for (const key of ['requestType', 'type', 'severity', 'status'] as const)
    if (filter[key] && row[key] !== filter[key]) return false;
  const district = samePlace(row.district, filter.district);
  const ds = samePlace(row.dsDivision, filter.dsDivision);
  return district === false || ds === false ? false : district && ds;
}

const publicAid = (status: AidRequestStatus) => (row: Row, args: Args) =>
  row.status === status && isPublicAidRequestStatus(status) ? matchesFilter(row, args.filter as Filter) : false;
const ofViewerDistrict = (row: Row, viewer: Viewer) => !!viewer.district && row.district?.code === viewer.district;
const ofViewerDivision = (row: Row, viewer: Viewer) =>
  !!viewer.dsDivision && row.dsDivision?.code === viewer.dsDivision;
const APPROVED: AidRequestStatus = 'APPROVED';
const DELIVERED: AidRequestStatus = 'DELIVERED';
const PENDING = 'PENDING';

/** Sub-lists of `districtAidRequests`, by request type. */
export const GROUPS: Record<string, AidRequestType> = { postDisaster: 'POST_DISASTER', emergency: 'EMERGENCY' };

/** Every live list of the app, by root field name. Pushed objects of other types never touch a list. */
export const LIST_RULES: Record<string, ListRule> = {
  ongoingAidRequests: { typename: 'AidRequest', belongs: publicAid(APPROVED), order: ['createdAt', true] },
  deliveredAidRequests: { typename: 'AidRequest', belongs: publicAid(DELIVERED), order: ['createdAt', true] },
  pendingAidRequests: {
    typename: 'AidRequest',
    belongs: (r, _a, v) => r.status === PENDING && ofViewerDivision(r, v),
    order: ['createdAt', false],
  },
  districtAidRequests: {
    typename: 'AidRequest',
    belongs: (r, a, v) => r.status === (a.fulfilled ? DELIVERED : APPROVED) && ofViewerDistrict(r, v),
    order: ['dateTime', true],
    groups: true,
  },
  volunteerAidRequests: {
    typename: 'AidRequest',
    belongs: (r, a, v) => r.status === APPROVED && r.requestType === a.requestType && ofViewerDistrict(r, v),
    order: ['createdAt', true],
  },
  alerts: { typename: 'Alert', belongs: (r, a) => matchesFilter(r, a.filter as Filter), order: ['issuedAt', true] },
  districtAlerts: { typename: 'Alert', belongs: (r, _a, v) => ofViewerDistrict(r, v), order: ['issuedAt', true] },
  alertsToResolve: {
    typename: 'Alert',
    belongs: (r, _a, v) => r.status === 'ONGOING' && ofViewerDivision(r, v),
    order: ['issuedAt', true],
  },
  pendingContributions: {
    typename: 'Contribution',
    belongs: (r, _a, v) => r.status === PENDING && ofViewerDivision(r, v),
    order: ['createdAt', false],
  },
  pendingReports: {
    typename: 'Report',
    belongs: (r, _a, v) => r.status === PENDING && ofViewerDistrict(r, v),
    order: ['dateTime', true],
  },
};
