import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { AidRequestsService } from '../aid-requests/aid-requests.service.js';
import { makeDsOfficer } from '../testing/factories.js';
import { connectLive } from '../testing/live-client.js';
import { actorOf, makeAidRequest, makeReport } from '../testing/subject-factories.js';
import { useTestDatabase } from '../testing/test-database.js';
import { useTestServer, type GraphQLResult } from '../testing/test-server.js';
import { createLogger } from '../observability/logger.js';
import { createAppServer } from '../server/app.js';
import { DEFAULT_SESSIONS } from '../core/config/config.js';
import { relaxedLimits } from '../core/limits/rate-limit.js';
import { systemContext } from '../core/context/service-context.js';
import { ApiKey } from './api-key.entity.js';
import { createApiKey, revokeApiKey } from './api-keys.service.js';

const db = useTestDatabase();
const api = useTestServer(db);

const newKey = async (scopes: string[], ratePerMinute = 10_000): Promise<string> =>
  (await createApiKey(db.orm.em.fork(), { organisation: 'Newsroom', scopes, ratePerMinute })).key;

/** One GraphQL call with a key, in the header an integrator chooses. */
async function withKey<T = Record<string, unknown>>(
  key: string,
  query: string,
  variables: Record<string, unknown> = {},
  header: 'x-api-key' | 'bearer' = 'x-api-key',
): Promise<GraphQLResult<T> & { retryAfter: string | null }> {
  const auth: Record<string, string> =
    header === 'x-api-key' ? { 'x-api-key': key } : { authorization: `Bearer ${key}` };
  const res = await fetch(`${api.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as Omit<GraphQLResult<T>, 'status' | 'setCookie'>;
  return { ...body, status: res.status, setCookie: null, retryAfter: res.headers.get('retry-after') };
}

const codeOf = (result: GraphQLResult<unknown>) => result.errors?.[0]?.extensions?.code;

const ONGOING_PAGE = `query ($after: String, $first: Int) { ongoingAidRequests(after: $after, first: $first) { items { id } pageInfo { endCursor hasNextPage } } }`;

interface OngoingPage {
  ongoingAidRequests: { items: { id: string }[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } };
}

/**
 * Follows the cursors to the end, calling `between` after each page; answers every id seen, in order.
 * (The one place that knows the list's paging shape: port it when the list becomes a connection.)
 */
async function pageThroughOngoing(key: string, pageSize: number, between: () => Promise<void>): Promise<number[]> {
  const seen: number[] = [];
  let after: string | null = null;
  do {
    const result: GraphQLResult<OngoingPage> = await withKey<OngoingPage>(key, ONGOING_PAGE, {
      after,
      first: pageSize,
    });
    expect(result.errors).toBeUndefined();
    const page = result.data!.ongoingAidRequests;
    seen.push(...page.items.map((item) => Number(item.id)));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    await between();
  } while (after);
  return seen;
}

const PENDING_REPORTS = `{ pendingReports { items { id nicNumber contactNo district { code } } } }`;
const DISTRICT_REQUESTS = `{ districtAidRequests(fulfilled: false) { postDisaster { items { id nicNumber contactNo district { code } } } emergency { items { id } } } }`;
const CREATE_EMERGENCY = `mutation { createAidRequest(input: { form: EMERGENCY, contactNo: "0771234567", district: "LK11", dsDivision: "LK1103" }) { id } }`;

describe('API keys', () => {
  it('a public:read key pages through every ongoing request with cursors while rows are added between pages', async () => {
    const key = await newKey(['public:read']);
    const atStart: number[] = [];
    for (let i = 0; i < 23; i++) atStart.push((await makeAidRequest(db.orm.em)).id);
    const added: number[] = [];
    const seen = await pageThroughOngoing(key, 5, async () => {
      for (let i = 0; i < 2; i++) added.push((await makeAidRequest(db.orm.em)).id);
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(atStart));
    expect(seen.every((id) => atStart.includes(id) || added.includes(id))).toBe(true);
  });

  it('refuses a public:read key FORBIDDEN on officer queries and on any mutation, the public forms included', async () => {
    const key = await newKey(['public:read']);
    for (const query of [PENDING_REPORTS, DISTRICT_REQUESTS, '{ pendingAidRequests { items { id } } }']) {
      const result = await withKey(key, query);
      expect(codeOf(result), query).toBe('FORBIDDEN');
    }
    const form = await withKey(key, CREATE_EMERGENCY);
    expect(codeOf(form)).toBe('FORBIDDEN');
    expect(form.errors?.[0]?.extensions?.messageCode).toBe('API_KEY_READ_ONLY');
    // A key is no signed-in user: `me` is null beside the fields it may read.
    const me = await withKey(key, '{ me { id } counters { alertsSent } }');
    expect(me.errors).toBeUndefined();
    expect(me.data).toEqual({ me: null, counters: { alertsSent: expect.any(Number) } });
  });

  it('a district key reads its district as a DMC officer does, never NIC or phone numbers, and nothing of another district', async () => {
    const key = await newKey(['district:LK11:read']);
    const ds = await makeDsOfficer(db.orm.em, 'LK11', 'LK1103');
    const approved = await makeAidRequest(db.orm.em, 'pending');
    await new AidRequestsService(systemContext(db.orm.em.fork(), actorOf(ds))).approve(approved.id);
    const reportX = await makeReport(db.orm.em);
    const reportY = await makeReport(db.orm.em, { district: 'LK21', dsDivision: 'LK2130' });

    const reports = await withKey<{
      pendingReports: {
        items: { id: string; nicNumber: string | null; contactNo: string; district: { code: string } }[];
      };
    }>(key, PENDING_REPORTS);
    expect(reports.errors).toBeUndefined();
    const ids = reports.data!.pendingReports.items.map((r) => r.id);
    expect(ids).toContain(String(reportX.id));
    // Another district is not refused: the key's district lists simply never hold it.
    expect(ids).not.toContain(String(reportY.id));
    expect(
      reports.data!.pendingReports.items.every(
        (r) => r.district.code === 'LK11' && r.nicNumber === null && /^\*+\d{3}$/.test(r.contactNo),
      ),
    ).toBe(true);

    const requests = await withKey<{
      districtAidRequests: { postDisaster: { items: { id: string; nicNumber: string | null; contactNo: string }[] } };
    }>(key, DISTRICT_REQUESTS, {}, 'bearer');
    expect(requests.errors).toBeUndefined();
    const request = requests.data!.districtAidRequests.postDisaster.items.find((r) => r.id === String(approved.id));
    expect(request).toMatchObject({ nicNumber: null, contactNo: '*******334' });

    // A report of another district, asked for by id: null, as for anything not visible.
    expect(await withKey(key, `{ report(id: ${reportY.id}) { id } }`)).toMatchObject({ data: { report: null } });
    const single = await withKey<{ report: { nicNumber: string | null; latitude: number; description: string } }>(
      key,
      `{ report(id: ${reportX.id}) { nicNumber latitude description } }`,
    );
    expect(single.data?.report).toEqual({
      nicNumber: null,
      latitude: Math.round(reportX.latitude * 1000) / 1000,
      description: reportX.description,
    });
    // A district key without public:read is refused the public lists; no key runs a DS officer's query.
    expect(codeOf(await withKey(key, ONGOING_PAGE, { first: 1 }))).toBe('FORBIDDEN');
    expect(codeOf(await withKey(key, '{ pendingAidRequests { items { id } } }'))).toBe('FORBIDDEN');
    expect(codeOf(await withKey(key, `mutation { dismissReport(id: ${reportX.id}) { id } }`))).toBe('FORBIDDEN');
  });

  it('answers 401 UNAUTHENTICATED for a revoked or unknown key, over GraphQL and REST', async () => {
    const key = await newKey(['public:read']);
    expect((await withKey(key, '{ __typename }')).status).toBe(200);
    expect(await revokeApiKey(db.orm.em.fork(), key.split('_')[1]!)).toBe(true);
    for (const sent of [key, `${key.slice(0, -1)}x`, 'lrk_nothing']) {
      const result = await withKey(sent, '{ __typename }', {}, 'bearer');
      expect(result.status).toBe(401);
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', messageCode: 'API_KEY_INVALID' });
    }
    const restAnswer = await fetch(`${api.url}/AidRequest/ongoing`, { headers: { 'x-api-key': key } });
    expect(restAnswer.status).toBe(401);
    expect(await restAnswer.json()).toMatchObject({ code: 'UNAUTHENTICATED', messageCode: 'API_KEY_INVALID' });
  });

  it("answers 429 RATE_LIMITED with Retry-After past the key's own limit per minute, over GraphQL and REST", async () => {
    const { key } = await createApiKey(db.orm.em.fork(), {
      organisation: 'Slow',
      scopes: ['public:read'],
      ratePerMinute: 3,
    });
    for (let i = 0; i < 3; i++) expect((await withKey(key, '{ __typename }')).status).toBe(200);
    const refused = await withKey(key, '{ __typename }');
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'RATE_LIMITED',
      messageCode: 'API_KEY_RATE_LIMITED',
      messageValues: { limit: 3 },
    });
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    const restAnswer = await fetch(`${api.url}/AidRequest/ongoing`, { headers: { authorization: `Bearer ${key}` } });
    expect(restAnswer.status).toBe(429);
    expect(Number(restAnswer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another key has its own counter.
    expect((await withKey(await newKey(['public:read']), '{ __typename }')).status).toBe(200);
  });

  it('records the last use, at most once a minute', async () => {
    const key = await newKey(['public:read']);
    const prefix = key.split('_')[1]!;
    expect((await db.orm.em.fork().findOneOrFail(ApiKey, { prefix })).lastUsedAt ?? null).toBeNull();
    await withKey(key, '{ __typename }');
    const first = (await db.orm.em.fork().findOneOrFail(ApiKey, { prefix })).lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    expect(Date.now() - first!.getTime()).toBeLessThan(30_000);
    await withKey(key, '{ __typename }', {}, 'bearer');
    expect((await db.orm.em.fork().findOneOrFail(ApiKey, { prefix })).lastUsedAt).toEqual(first);
  });

  it('REST: a key reads public lists and is refused FORBIDDEN on any write', async () => {
    const key = await newKey(['public:read']);
    expect((await fetch(`${api.url}/AidRequest/ongoing`, { headers: { 'x-api-key': key } })).status).toBe(200);
    const write = await fetch(`${api.url}/AidRequest/create`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ form: 'EMERGENCY', contactNo: '0771234567', district: 'LK11', dsDivision: 'LK1103' }),
    });
    expect(write.status).toBe(403);
    expect(await write.json()).toMatchObject({ code: 'FORBIDDEN', messageCode: 'API_KEY_READ_ONLY' });
  });

  it('a district key subscribes over WebSocket (connection parameter apiKey) and hears its district without NIC; a revoked key is refused', async () => {
    const key = await newKey(['district:LK11:read']);
    const live = await connectLive(api.url, { apiKey: key });
    live.subscribe('reports', 'subscription { reportChanged { id nicNumber district { code } } }');
    await new Promise((r) => setTimeout(r, 300));
    const report = await makeReport(db.orm.em);
    const [event] = await live.waitFor('reports', 1);
    expect(event!.payload?.data?.reportChanged).toEqual({
      id: String(report.id),
      nicNumber: null,
      district: { code: 'LK11' },
    });
    live.close();

    await revokeApiKey(db.orm.em.fork(), key.split('_')[1]!);
    const refused = await connectLive(api.url, { apiKey: key });
    refused.subscribe('reports', 'subscription { reportChanged { id } }');
    const deadline = Date.now() + 5000;
    while (!refused.messages.some((m) => m.type === 'error') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    const error = refused.messages.find((m) => m.type === 'error');
    expect(JSON.stringify(error?.payload)).toContain('UNAUTHENTICATED');
    refused.close();
  });

  it("a public:read key subscribes with the upgrade request's x-api-key header and hears public changes", async () => {
    const key = await newKey(['public:read']);
    const live = await connectLive(api.url, {}, { 'x-api-key': key });
    live.subscribe('requests', 'subscription { aidRequestChanged { id status contactNo } }');
    await new Promise((r) => setTimeout(r, 300));
    const request = await makeAidRequest(db.orm.em);
    const events = await live.waitFor('requests', 1);
    expect(events.map((e) => e.payload?.data?.aidRequestChanged)).toContainEqual({
      id: String(request.id),
      status: 'APPROVED',
      contactNo: '*******223',
    });
    live.close();
  });

  it('exports: a district key downloads its district without contact numbers, NIC or exact points; a public key is refused', async () => {
    const key = await newKey(['district:LK11:read']);
    const own = await makeAidRequest(db.orm.em, 'pending');
    const other = await makeAidRequest(db.orm.em, 'ongoing', { district: 'LK21', dsDivision: 'LK2130' });
    const res = await fetch(`${api.url}/exports/aid-requests.csv`, { headers: { 'x-api-key': key } });
    expect(res.status).toBe(200);
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- csv-parse types records as unknown without a columns option
    const [header, ...rows] = parse(await res.text(), { bom: true }) as string[][];
    expect(header).not.toContain('contact_no');
    expect(header).toEqual(expect.arrayContaining(['id', 'full_name', 'district_code', 'latitude', 'longitude']));
    const ids = rows.map((row) => Number(row[0]));
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(other.id);
    const ownRow = rows.find((row) => Number(row[0]) === own.id)!;
    expect(ownRow.join(',')).not.toContain('0712223334');
    expect(ownRow.join(',')).not.toContain('198512345678');
    expect(Number(ownRow[header!.indexOf('latitude')])).toBe(Math.round(own.latitude * 1000) / 1000);

    const refused = await fetch(`${api.url}/exports/aid-requests.csv`, {
      headers: { 'x-api-key': await newKey(['public:read']) },
    });
    expect(refused.status).toBe(403);
  });

  it('closes an open WebSocket of a key once the key is revoked (4401)', async () => {
    const server = await createAppServer({
      orm: db.orm,
      log: () => undefined,
      rateLimits: relaxedLimits(),
      sessions: { ...DEFAULT_SESSIONS, socketCheckSeconds: 1 },
    });
    try {
      const url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
      const key = await newKey(['public:read']);
      const live = await connectLive(url, { apiKey: key });
      live.subscribe('alerts', 'subscription { alertChanged { id } }');
      const untilRevoked = Promise.race([live.closed, new Promise((r) => setTimeout(() => r('still open'), 1500))]);
      expect(await untilRevoked).toBe('still open');
      await revokeApiKey(db.orm.em.fork(), key.split('_')[1]!);
      const closed = await Promise.race([
        live.closed,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('not closed')), 5000)),
      ]);
      expect(closed).toEqual({ code: 4401, reason: 'API key revoked' });
    } finally {
      await server.close();
      await new Promise((r) => server.httpServer.close(r));
    }
  });

  it("logs the key's public prefix on the access line, never the key", async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'info', pretty: false }, { write: (line: string) => void lines.push(line) });
    const server = await createAppServer({ orm: db.orm, logger, rateLimits: relaxedLimits() });
    try {
      const url = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
      const key = await newKey(['public:read']);
      expect((await fetch(`${url}/AidRequest/ongoing`, { headers: { 'x-api-key': key } })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
      const access = lines
        .flatMap((l) => l.split('\n'))
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { apiKey?: string; req?: { url?: string } });
      expect(access.find((e) => e.req?.url === '/AidRequest/ongoing')?.apiKey).toBe(key.split('_')[1]);
      expect(lines.join('')).not.toContain(key.slice(13));
    } finally {
      await server.close();
      await new Promise((r) => server.httpServer.close(r));
    }
  });
});
