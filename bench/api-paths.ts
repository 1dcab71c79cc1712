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
  /** Rows per page of the home page's aid table, and the deep page's offset and the cursor just before it. */
  pageSize: number;
  deepOffset: number;
  deepCursor: { createdAt: Date; id: number };
}

export const DISTRICT = { code: 'LK11', name: 'Colombo' };
export const FIRST_PAGE = 'home table page 1';
export const DEEP_PAGE = 'home table deep page';

const AID_FIELDS = 'id requestType status fullName contactNo familySize typeSupport description latitude longitude createdAt district { code name } dsDivision { code name }';
const ALERT_FIELDS = 'id type customType typeLabel severity status latitude longitude issuedAt district { code name } dsDivision { code name }';
const AID_COLUMNS = 'id, request_type, status, full_name, contact_no, family_size, type_support, description, latitude, longitude, created_at, date_time, district_code, ds_division_code';
const ALERT_COLUMNS = 'id, type, custom_type, severity, status, latitude, longitude, issued_at, district_code, ds_division_code';

const bearer = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

function graphql(query: string, variables: Record<string, unknown> = {}, token?: string): HttpCall {
  return { method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', ...bearer(token) }, body: JSON.stringify({ query, variables }) };
}

const rest = (path: string, token?: string): HttpCall => ({ method: 'GET', path, headers: bearer(token) });

/** Sends a call once: its answer's size in bytes; throws on an HTTP or GraphQL error (a load run counts only statuses). */
export async function checkCall(baseUrl: string, call: HttpCall): Promise<number> {
  const res = await fetch(`${baseUrl}${call.path}`, { method: call.method, headers: call.headers, body: call.body });
  const text = await res.text();
  if (!res.ok || (call.path === '/graphql' && text.startsWith('{"errors"'))) throw new Error(`${call.method} ${call.path} ${res.status}: ${text.slice(0, 300)}`);
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
  const district = (status: string) => `select ${AID_COLUMNS} from aid_requests where district_code = $1 and status = '${status}' order by date_time desc, id desc`;
  return {
    [FIRST_PAGE]: {
      graphql: graphql(`query($l: Int!) { ongoingAidRequests(offset: 0, limit: $l) { total items { ${AID_FIELDS} } } }`, { l: t.pageSize }),
      raw: () => raw(t, `${ongoing} ${newest} limit $1`, [t.pageSize]),
    },
    [DEEP_PAGE]: {
      graphql: graphql(`query($o: Int!, $l: Int!) { ongoingAidRequests(offset: $o, limit: $l) { total items { ${AID_FIELDS} } } }`, { o: t.deepOffset, l: t.pageSize }),
      raw: () => raw(t, `${ongoing} and (created_at, id) < ($1, $2) ${newest} limit $3`, [t.deepCursor.createdAt, t.deepCursor.id, t.pageSize]),
    },
    'ongoing aid requests (1,000)': {
      graphql: graphql(`{ ongoingAidRequests(limit: 1000) { items { ${AID_FIELDS} } } }`),
      rest: rest('/AidRequest/ongoing'),
      raw: () => raw(t, `${ongoing} ${newest} limit 1000`),
    },
    'alerts of a district': {
      graphql: graphql(`query($d: String!) { alerts(filter: { district: $d }) { ${ALERT_FIELDS} } }`, { d: DISTRICT.name }),
      raw: () => raw(t, `select ${ALERT_COLUMNS} from alerts where district_code = $1 order by issued_at desc, id desc limit 1000`, [DISTRICT.code]),
    },
    'all alerts (1,000)': {
      graphql: graphql(`{ alerts { ${ALERT_FIELDS} } }`),
      rest: rest('/Alerts/all'),
      raw: () => raw(t, `select ${ALERT_COLUMNS} from alerts order by issued_at desc, id desc limit 1000`),
    },
    'DMC district ongoing': {
      graphql: graphql(`{ districtAidRequests(fulfilled: false) { postDisaster { ${AID_FIELDS} } emergency { ${AID_FIELDS} } } }`, {}, t.dmcToken),
      rest: rest(`/AidRequest/aids-for-district?district=${DISTRICT.name}&isFulfilled=false`, t.dmcToken),
      raw: () => raw(t, district('APPROVED'), [DISTRICT.code]),
    },
    'DMC district delivered': {
      graphql: graphql(`{ districtAidRequests(fulfilled: true) { postDisaster { ${AID_FIELDS} } emergency { ${AID_FIELDS} } } }`, {}, t.dmcToken),
      rest: rest(`/AidRequest/aids-for-district?district=${DISTRICT.name}&isFulfilled=true`, t.dmcToken),
      raw: () => raw(t, district('DELIVERED'), [DISTRICT.code]),
    },
    'volunteers of a district': {
      graphql: graphql('{ districtVolunteers { id fullName email contactNo available dsDivision { code name } } }', {}, t.dmcToken),
      rest: rest(`/Volunteer/by-district?district=${DISTRICT.name}`, t.dmcToken),
      raw: () => raw(t, `select id, full_name, email, contact_no, available, ds_division_code from users where role = 'VOLUNTEER' and district_code = $1 order by full_name, id`, [DISTRICT.code]),
    },
    counters: {
      graphql: graphql('{ counters { activeVolunteers alertsSent aidRequested } }'),
      rest: rest('/total-aid-requests-count'),
      raw: () => raw(t, `select (select count(*) from users where role = 'VOLUNTEER' and available) as volunteers, (select count(*) from alerts) as alerts, (select count(*) from aid_requests) as requests`),
    },
  };
}

/** The deep page: page 10,001 (offset 60,000 at 6 a page) where the list is that long, else 90% down the list. */
export function deepOffsetFor(ongoing: number, pageSize: number): number {
  const wanted = 10_000 * pageSize;
  return Math.max(0, Math.min(wanted, Math.floor((ongoing * 0.9) / pageSize) * pageSize));
}
