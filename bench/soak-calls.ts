/**
 * The soak's calls: the public reads the home page and the old clients make, and the public submissions,
 * each submission with its own idempotency key, contact number and client address (as a crowd behind a proxy).
 * Data only: bench/soak.ts sends them at fixed rates, bench/soak-paths.int.test.ts checks each answers once.
 */
import type { HttpCall } from './api-paths.js';

/** A path of the soak: how to make its n-th request and how to read its answer. */
export interface SoakCall {
  kind: 'baseline' | 'read' | 'submission';
  /** The n-th request; n is unique across every submission of a run (keys, numbers and addresses derive from it). */
  request: (n: number) => HttpCall;
  /** Whether the answer is a success, and for a submission the id of the row it acknowledges. */
  answer: (status: number, body: string) => { ok: boolean; id?: number };
}

/** Where the soak's submissions are made: a valid place, by code (GraphQL) and by name (REST, the old clients). */
export const PLACE = { district: 'LK11', dsDivision: 'LK1103', districtName: 'Colombo', dsName: 'Colombo' };

// Browsers ask for compressed pages; GraphQL answers are read as sent, to see a GraphQL error in a 200.
const BROWSER = { 'accept-encoding': 'br, gzip' };
const JSON_TYPE = { 'content-type': 'application/json' };
const HOME_PAGE_SIZE = 6;

/** The web's public queries (web/src/generated: OngoingAidRequests, Alerts), with their fragments. */
const AID_FIELDS =
  'id requestType status fullName contactNo typeSupport latitude longitude createdAt district { code name } dsDivision { code name }';
const ALERT_FIELDS =
  'id type customType typeLabel severity status latitude longitude issuedAt district { code name } dsDivision { code name }';
const ONGOING_QUERY = `query OngoingAidRequests($filter: AidRequestFilter, $offset: Int!, $first: Int) { ongoingAidRequests(filter: $filter, offset: $offset, first: $first) { totalCount items { ${AID_FIELDS} } } }`;
const ALERTS_QUERY = `query Alerts($filter: AlertFilter) { alerts(filter: $filter) { items { ${ALERT_FIELDS} } } }`;
const CREATE_AID =
  'mutation CreateAidRequest($input: CreateAidRequestInput!) { createAidRequest(input: $input) { id status } }';
const SUBMIT_REPORT = 'mutation SubmitReport($input: SubmitReportInput!) { submitReport(input: $input) { id status } }';

const get = (path: string): HttpCall => ({ method: 'GET', path, headers: BROWSER });
const gql = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): HttpCall => ({
  method: 'POST',
  path: '/graphql',
  headers: { ...JSON_TYPE, ...headers },
  body: JSON.stringify({ query, variables }),
});
const post = (path: string, body: Record<string, unknown>, headers: Record<string, string>): HttpCall => ({
  method: 'POST',
  path,
  headers: { ...JSON_TYPE, ...headers },
  body: JSON.stringify(body),
});

/** The n-th submitter: its own address (X-Forwarded-For from the loopback proxy), contact number and key. */
export function submitter(run: string, n: number) {
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return {
    headers: { 'x-forwarded-for': address },
    contactNo: `076${String(n % 10_000_000).padStart(7, '0')}`,
    key: `soak-${run}-${n}`,
  };
}

function parse(body: string): Record<string, unknown> | null {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return null;
  }
}

const ok2xx = (status: number) => status >= 200 && status < 300;
const statusOnly = (status: number) => ({ ok: ok2xx(status) });
const graphqlRead = (status: number, body: string) => {
  const json = parse(body);
  return { ok: ok2xx(status) && !!json?.data && !json.errors };
};
/** The id a submission's answer acknowledges: REST's `<field>`, GraphQL's `data.<field>.id` without errors. */
const restId = (field: string) => (status: number, body: string) => {
  const id = Number(parse(body)?.[field]);
  return ok2xx(status) && Number.isInteger(id) ? { ok: true, id } : { ok: false };
};
const graphqlId = (field: string) => (status: number, body: string) => {
  const json = parse(body) as { data?: Record<string, { id?: string | number } | null>; errors?: unknown } | null;
  const id = Number(json?.data?.[field]?.id);
  return ok2xx(status) && !json?.errors && Number.isInteger(id) ? { ok: true, id } : { ok: false };
};

/** A report seen an hour ago, in Sri Lanka time without a zone (D3), as a visitor's phone would send it. */
const anHourAgo = () => new Date(Date.now() + (5.5 - 1) * 3_600_000).toISOString().slice(0, 16);

/** Every call of the soak by name; `staticFile` is the build's asset that is the baseline. */
export function soakCalls(run: string, staticFile: string): Record<string, SoakCall> {
  const seen = anHourAgo();
  return {
    'static asset (baseline)': { kind: 'baseline', request: () => get(staticFile), answer: statusOnly },
    'GET / (home page)': { kind: 'read', request: () => get('/'), answer: statusOnly },
    'GraphQL Alerts': { kind: 'read', request: () => gql(ALERTS_QUERY, { filter: null }), answer: graphqlRead },
    'REST /Alerts/all': { kind: 'read', request: () => get('/Alerts/all'), answer: statusOnly },
    'GraphQL OngoingAidRequests': {
      kind: 'read',
      request: () =>
        gql(ONGOING_QUERY, {
          filter: { requestType: null, district: null, dsDivision: null },
          offset: 0,
          first: HOME_PAGE_SIZE,
        }),
      answer: graphqlRead,
    },
    'REST /AidRequest/ongoing': { kind: 'read', request: () => get('/AidRequest/ongoing'), answer: statusOnly },
    'REST POST /AidRequest/create': {
      kind: 'submission',
      request: (n) => {
        const s = submitter(run, n);
        return post(
          '/AidRequest/create',
          {
            request_type: 'Emergency',
            contact_no: s.contactNo,
            district: PLACE.districtName,
            divisional_secretariat: PLACE.dsName,
            idempotency_key: s.key,
          },
          s.headers,
        );
      },
      answer: restId('aid_id'),
    },
    'GraphQL createAidRequest': {
      kind: 'submission',
      request: (n) => {
        const s = submitter(run, n);
        return gql(
          CREATE_AID,
          {
            input: {
              form: 'EMERGENCY',
              contactNo: s.contactNo,
              district: PLACE.district,
              dsDivision: PLACE.dsDivision,
              idempotencyKey: s.key,
            },
          },
          s.headers,
        );
      },
      answer: graphqlId('createAidRequest'),
    },
    'REST POST /Symptoms/create': {
      kind: 'submission',
      request: (n) => {
        const s = submitter(run, n);
        return post(
          '/Symptoms/create',
          {
            reporter_name: 'Soak Reporter',
            nic_number: '199012345678',
            contact_no: s.contactNo,
            district: PLACE.districtName,
            divisional_secretariat: PLACE.dsName,
            date_time: seen,
            description: 'River rising near the bridge',
            idempotency_key: s.key,
          },
          s.headers,
        );
      },
      answer: restId('report_id'),
    },
    'GraphQL submitReport': {
      kind: 'submission',
      request: (n) => {
        const s = submitter(run, n);
        return gql(
          SUBMIT_REPORT,
          {
            input: {
              reporterName: 'Soak Reporter',
              nicNumber: '199012345678',
              contactNo: s.contactNo,
              district: PLACE.district,
              dsDivision: PLACE.dsDivision,
              dateTime: seen,
              description: 'Landslide cracks on the road',
              idempotencyKey: s.key,
            },
          },
          s.headers,
        );
      },
      answer: graphqlId('submitReport'),
    },
  };
}

/** The table each submission path writes, to count the stored rows against the acknowledged ones. */
export const submissionTable = (name: string): 'aid_requests' | 'reports' =>
  /Aid/.test(name) ? 'aid_requests' : 'reports';

/** Sends a call's n-th request once (the bench's check before the load, and the int test): its reading of the answer. */
export async function sendOnce(
  baseUrl: string,
  call: SoakCall,
  n: number,
): Promise<{ ok: boolean; id?: number; status: number; body: string }> {
  const { method, path, headers, body } = call.request(n);
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body });
  const text = await res.text();
  return { ...call.answer(res.status, text), status: res.status, body: text.slice(0, 300) };
}
