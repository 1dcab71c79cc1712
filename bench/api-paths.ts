/**
 * The main read paths of the API, each through our GraphQL and REST and, for the same rows, through the best SQL
 * we can write with today's indexes over a bare `pg` pool (keyset instead of OFFSET, no COUNT(*) of the page).
 * Our calls are data (sent by autocannon); the raw side answers the size of its rows as JSON.
 */
import type pg from 'pg';

/** One HTTP call of our API, sent by the load generator as it is. */
export interface HttpCall {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}
/** Our GraphQL and REST as HTTP calls; raw `pg` as a task answering its answer's size in bytes. */
export interface Variants {
  graphql?: HttpCall;
  rest?: HttpCall;
  raw?: () => Promise<number>;
}

export interface PathTarget {
  /** A DMC officer of Colombo (LK11). */
  dmcToken: string;
  pool: pg.Pool;
  /** Rows per page of the home page's aid table, and the id of the row just before the deep page. */
  pageSize: number;
  deepAfterId: number;
}

export const DISTRICT = { code: 'LK11', name: 'Colombo' };
export const FIRST_PAGE = 'home table page 1';
export const DEEP_PAGE = 'home table deep page';
/**
 * A page of the signed-in lists that every data size fills: at 10,000 aid requests Colombo holds 71 ongoing emergency
 * requests and 78 volunteers, at 1,000,000 thousands. With the lists' default page (200) the smallest size answered
 * 71-92 rows and the largest 200, and "growth" measured the answer's size, raw pg's too (as with the district's
 * alerts below). Every variant asks for it (GraphQL `first`, REST `limit`) and answers the same rows.
 */
const LIST_PAGE = 50;
const DISTRICT_ALERTS_PAGE = 20;

const AID_FIELDS =
  'id requestType status fullName contactNo familySize typeSupport description latitude longitude createdAt district { code name } dsDivision { code name }';
const ALERT_FIELDS =
  'id type customType typeLabel severity status latitude longitude issuedAt district { code name } dsDivision { code name }';
const AID_COLUMNS =
  'id, request_type, status, full_name, contact_no, family_size, type_support, description, latitude, longitude, created_at, date_time, district_code, ds_division_code';
const ALERT_COLUMNS =
  'id, type, custom_type, severity, status, latitude, longitude, issued_at, district_code, ds_division_code';

const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

function graphql(query: string, variables: Record<string, unknown> = {}, token?: string): HttpCall {
  return {
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({ query, variables }),
  };
}

const rest = (path: string, token?: string): HttpCall => ({ method: 'GET', path, headers: bearer(token) });

/** Sends a call once: its answer's size in bytes; throws on an HTTP or GraphQL error (a load run counts only statuses). */
export async function checkCall(baseUrl: string, call: HttpCall): Promise<number> {
  const res = await fetch(`${baseUrl}${call.path}`, { method: call.method, headers: call.headers, body: call.body });
  const text = await res.text();
  if (!res.ok || (call.path === '/graphql' && text.startsWith('{"errors"')))
    throw new Error(`${call.method} ${call.path} ${res.status}: ${text.slice(0, 300)}`);
  return Buffer.byteLength(text);
}

async function raw(t: PathTarget, sql: string, values: unknown[] = []): Promise<number> {
  const result = await t.pool.query(sql, values);
  return JSON.stringify(result.rows).length;
}

/** Read paths by name; the first two are the paged home table (page 1 and the deep page). */
export function readPaths(t: PathTarget): Record<string, Variants> {
  const ongoing = `select ${AID_COLUMNS} from aid_requests where status = 'APPROVED'`;
  const newest = 'order by created_at desc, id desc';
  const byType = (status: string, type: string) =>
    `(select ${AID_COLUMNS} from aid_requests where district_code = $1 and status = '${status}' and request_type = '${type}' order by date_time desc, id desc limit ${LIST_PAGE})`;
  const district = (status: string) => `${byType(status, 'POST_DISASTER')} union all ${byType(status, 'EMERGENCY')}`;
  // The page total, from the same maintained counts the API reads.
  const total = `select coalesce(sum(n), 0) from list_counts where subject = 'aid_requests' and status = 'APPROVED'`;
  const cursor = Buffer.from(`k1:${t.deepAfterId}`).toString('base64url');
  return {
    [FIRST_PAGE]: {
      graphql: graphql(
        `query($l: Int!) { ongoingAidRequests(offset: 0, first: $l) { totalCount pageInfo { endCursor hasNextPage } items { ${AID_FIELDS} } } }`,
        { l: t.pageSize },
      ),
      rest: rest(`/AidRequest/ongoing?limit=${t.pageSize}`),
      raw: () => raw(t, `select *, (${total}) as total from (${ongoing} ${newest} limit $1) page`, [t.pageSize]),
    },
    [DEEP_PAGE]: {
      graphql: graphql(
        `query($a: String!, $l: Int!) { ongoingAidRequests(after: $a, first: $l) { totalCount pageInfo { endCursor hasNextPage } items { ${AID_FIELDS} } } }`,
        { a: cursor, l: t.pageSize },
      ),
      rest: rest(`/AidRequest/ongoing?limit=${t.pageSize}&before=${t.deepAfterId}`),
      raw: () =>
        raw(
          t,
          `select *, (${total}) as total from (${ongoing} and (created_at, id) < (select created_at, id from aid_requests where id = $1) ${newest} limit $2) page`,
          [t.deepAfterId, t.pageSize],
        ),
    },
    'ongoing aid requests (1,000)': {
      graphql: graphql(`{ ongoingAidRequests(first: 1000) { items { ${AID_FIELDS} } } }`),
      rest: rest('/AidRequest/ongoing?limit=1000'),
      raw: () => raw(t, `${ongoing} ${newest} limit 1000`),
    },
    // A page every size fills: the district holds about 40 alerts at 10,000 requests and 4,000 at 1,000,000, so a
    // page of 1,000 compared 40 rows with 1,000 (its growth was the answer's size, raw pg's too); the lists of 1,000
    // are measured by "all alerts (1,000)".
    'alerts of a district': {
      graphql: graphql(
        `query($d: ID!) { alerts(filter: { district: $d }, first: ${DISTRICT_ALERTS_PAGE}) { items { ${ALERT_FIELDS} } } }`,
        { d: DISTRICT.code },
      ),
      raw: () =>
        raw(
          t,
          `select ${ALERT_COLUMNS} from alerts where district_code = $1 order by issued_at desc, id desc limit ${DISTRICT_ALERTS_PAGE}`,
          [DISTRICT.code],
        ),
    },
    'all alerts (1,000)': {
      graphql: graphql(`{ alerts { items { ${ALERT_FIELDS} } } }`),
      rest: rest('/Alerts/all?limit=1000'),
      raw: () => raw(t, `select ${ALERT_COLUMNS} from alerts order by issued_at desc, id desc limit 1000`),
    },
    'DMC district ongoing': {
      graphql: graphql(
        `{ districtAidRequests(fulfilled: false, first: ${LIST_PAGE}) { postDisaster { items { ${AID_FIELDS} } } emergency { items { ${AID_FIELDS} } } } }`,
        {},
        t.dmcToken,
      ),
      rest: rest(
        `/AidRequest/aids-for-district?district=${DISTRICT.name}&isFulfilled=false&limit=${LIST_PAGE}`,
        t.dmcToken,
      ),
      raw: () => raw(t, district('APPROVED'), [DISTRICT.code]),
    },
    'DMC district delivered': {
      graphql: graphql(
        `{ districtAidRequests(fulfilled: true, first: ${LIST_PAGE}) { postDisaster { items { ${AID_FIELDS} } } emergency { items { ${AID_FIELDS} } } } }`,
        {},
        t.dmcToken,
      ),
      rest: rest(
        `/AidRequest/aids-for-district?district=${DISTRICT.name}&isFulfilled=true&limit=${LIST_PAGE}`,
        t.dmcToken,
      ),
      raw: () => raw(t, district('DELIVERED'), [DISTRICT.code]),
    },
    'volunteers of a district': {
      graphql: graphql(
        `{ districtVolunteers(first: ${LIST_PAGE}) { items { id fullName email contactNo available dsDivision { code name } } } }`,
        {},
        t.dmcToken,
      ),
      rest: rest(`/Volunteer/by-district?district=${DISTRICT.name}&limit=${LIST_PAGE}`, t.dmcToken),
      raw: () =>
        raw(
          t,
          `select id, full_name, email, contact_no, available, ds_division_code from users where role = 'VOLUNTEER' and district_code = $1 order by full_name, id limit ${LIST_PAGE}`,
          [DISTRICT.code],
        ),
    },
    counters: {
      graphql: graphql('{ counters { activeVolunteers alertsSent aidRequested } }'),
      rest: rest('/total-aid-requests-count'),
      raw: () =>
        raw(
          t,
          `select coalesce(sum(n) filter (where subject = 'volunteers' and status = 'AVAILABLE'), 0) as volunteers, coalesce(sum(n) filter (where subject = 'alerts'), 0) as alerts, coalesce(sum(n) filter (where subject = 'aid_requests'), 0) as requests from list_counts`,
        ),
    },
  };
}

/** The deep page: page 10,001 (offset 60,000 at 6 a page) where the list is that long, else 90% down the list. */
export function deepOffsetFor(ongoing: number, pageSize: number): number {
  const wanted = 10_000 * pageSize;
  return Math.max(0, Math.min(wanted, Math.floor((ongoing * 0.9) / pageSize) * pageSize));
}
