import { withPgClient } from '../testing/pg-client.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCast, ok, type Cast } from '../testing/scenario.js';
import { rest } from '../testing/rest-client.js';
import { useTestDatabase } from '../testing/test-database.js';
import { errorCode, useTestServer } from '../testing/test-server.js';

/** Issue 13 through the API: bounded pages, cursors and `before`, the old client's newest page, /Alerts/all's order. */
const db = useTestDatabase();
const api = useTestServer(db);
let cast: Cast;

const ONGOING = 25;
const RESOLVED = 30;

beforeAll(async () => {
  cast = await makeCast(db);
  await withPgClient(db.url, async (client) => {
    await client.query(`insert into aid_requests (request_type, status, contact_no, family_size, date_time, description, type_support, district_code, ds_division_code, latitude, longitude, created_at, updated_at)
      select case when g % 2 = 0 then 'EMERGENCY' else 'POST_DISASTER' end, 'APPROVED', '0771234567', 1, now() - g * interval '1 hour', 'Need', 'Food', 'LK11', 'LK1103', 6.9, 79.9,
        now() - g * interval '1 minute', now() from generate_series(1, ${ONGOING}) g`);
    await client.query(`insert into alerts (type, severity, status, district_code, ds_division_code, latitude, longitude, issued_at)
      select 'FLOOD', 'HIGH', case when g <= 5 then 'ONGOING' else 'RESOLVED' end, 'LK11', 'LK1103', 6.9, 79.9,
        now() - case when g <= 5 then (100 + g) else g end * interval '1 hour' from generate_series(1, ${5 + RESOLVED}) g`);
  });
});

type Page = {
  ongoingAidRequests: {
    totalCount: number;
    pageInfo: { endCursor: string | null; hasNextPage: boolean };
    items: { id: string; cursor: string }[];
  };
};
const PAGE = `query ($first: Int, $after: String, $offset: Int) { ongoingAidRequests(first: $first, after: $after, offset: $offset) { totalCount pageInfo { endCursor hasNextPage } items { id cursor } } }`;

describe('paged lists', () => {
  it('GraphQL: pages by cursor cover the list once, newest first, with the exact total', async () => {
    const ids: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const page: Page['ongoingAidRequests'] = (await ok<Page>(api, PAGE, { first: 10, after })).ongoingAidRequests;
      expect(page.totalCount).toBe(ONGOING);
      ids.push(...page.items.map((r) => r.id));
      expect(page.pageInfo.endCursor).toBe(page.items[page.items.length - 1]!.cursor);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(ids).toHaveLength(ONGOING);
    expect(new Set(ids).size).toBe(ONGOING);
    const byOffset = (await ok<Page>(api, PAGE, { first: 10, offset: 10 })).ongoingAidRequests.items.map((r) => r.id);
    expect(byOffset).toEqual(ids.slice(10, 20));
  });

  it('GraphQL: refuses a made-up cursor, an offset past the maximum and a page over the maximum', async () => {
    expect(errorCode(await api.gql(PAGE, { first: 10, after: 'bm90LWEtY3Vyc29y' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await api.gql(PAGE, { first: 10, offset: 10_001 }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await api.gql(`{ alerts(first: 1001) { items { id } } }`))).toBe('BAD_USER_INPUT');
    const district = await ok<{
      districtAidRequests: { emergency: { items: unknown[] }; postDisaster: { items: unknown[] } };
    }>(
      api,
      `{ districtAidRequests(fulfilled: false, first: 3) { emergency { items { id } } postDisaster { items { id } } } }`,
      {},
      cast.dmcX,
    );
    expect([
      district.districtAidRequests.emergency.items.length,
      district.districtAidRequests.postDisaster.items.length,
    ]).toEqual([3, 3]);
  });

  it("GraphQL: signed-in lists page by item cursor too (the DMC officer's alerts, loaded with their photos)", async () => {
    const LIST = `query ($after: String) { districtAlerts(first: 4, after: $after) { items { id cursor } } }`;
    const all = (
      await ok<{ districtAlerts: { items: { id: string }[] } }>(
        api,
        `{ districtAlerts(first: 1000) { items { id } } }`,
        {},
        cast.dmcX,
      )
    ).districtAlerts.items.map((a) => a.id);
    const first = (await ok<{ districtAlerts: { items: { id: string; cursor: string }[] } }>(api, LIST, {}, cast.dmcX))
      .districtAlerts.items;
    const second = (
      await ok<{ districtAlerts: { items: { id: string; cursor: string }[] } }>(
        api,
        LIST,
        { after: first[3]!.cursor },
        cast.dmcX,
      )
    ).districtAlerts.items;
    expect([...first, ...second].map((a) => a.id)).toEqual(all.slice(0, 8));
  });

  it('GraphQL: every page says where it ends and whether more follow; single lookups answer null, not an error', async () => {
    type Paged = {
      districtAlerts: {
        items: { id: string; cursor: string }[];
        pageInfo: { endCursor: string | null; hasNextPage: boolean };
      };
    };
    const PAGED = `query ($first: Int, $after: String) { districtAlerts(first: $first, after: $after) { items { id cursor } pageInfo { endCursor hasNextPage } } }`;
    const total = (await ok<Paged>(api, PAGED, { first: 1000 }, cast.dmcX)).districtAlerts.items.length;
    const head = (await ok<Paged>(api, PAGED, { first: total - 1 }, cast.dmcX)).districtAlerts;
    expect(head.pageInfo).toEqual({ endCursor: head.items[total - 2]!.cursor, hasNextPage: true });
    const tail = (await ok<Paged>(api, PAGED, { first: 5, after: head.pageInfo.endCursor }, cast.dmcX)).districtAlerts;
    expect(tail.items).toHaveLength(1);
    expect(tail.pageInfo).toEqual({ endCursor: tail.items[0]!.cursor, hasNextPage: false });
    const beyond = (await ok<Paged>(api, PAGED, { first: 5, after: tail.pageInfo.endCursor }, cast.dmcX))
      .districtAlerts;
    expect(beyond).toEqual({ items: [], pageInfo: { endCursor: null, hasNextPage: false } });
    const lookups = await ok<{ gone: null; malformed: null; counters: { alertsSent: number } }>(
      api,
      '{ gone: alert(id: "99999999") { id } malformed: alert(id: "first") { id } counters { alertsSent } }',
    );
    expect(lookups).toEqual({ gone: null, malformed: null, counters: { alertsSent: expect.any(Number) } });
    const badId = await api.gql('mutation { resolveAlert(id: "first") { id } }', {}, { token: cast.dmcX.token });
    expect(badId.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageCode: 'RECORD_ID_INVALID',
      fieldCodes: { id: 'RECORD_ID_INVALID' },
    });
  });

  it('REST: the old call answers the newest page; limit and before page on, refused outside 1..1000', async () => {
    const all = await rest(api.url, 'GET', '/AidRequest/ongoing');
    expect(all.status).toBe(200);
    const ids = (all.body as { aid_id: number }[]).map((r) => r.aid_id);
    expect(ids).toHaveLength(ONGOING);
    const first = (await rest(api.url, 'GET', '/AidRequest/ongoing?limit=7')).body as { aid_id: number }[];
    expect(first.map((r) => r.aid_id)).toEqual(ids.slice(0, 7));
    const next = (await rest(api.url, 'GET', `/AidRequest/ongoing?limit=7&before=${first[6]!.aid_id}`)).body as {
      aid_id: number;
    }[];
    expect(next.map((r) => r.aid_id)).toEqual(ids.slice(7, 14));
    expect((await rest(api.url, 'GET', '/AidRequest/ongoing?limit=0')).status).toBe(400);
    expect((await rest(api.url, 'GET', '/AidRequest/ongoing?limit=1001')).status).toBe(400);
  });

  it('REST: /Alerts/all answers the ongoing alerts first, then the newest resolved ones, up to the limit', async () => {
    const answer = (await rest(api.url, 'GET', '/Alerts/all?limit=12')).body as { id: number; status: string }[];
    expect(answer).toHaveLength(12);
    expect(answer.slice(0, 5).every((a) => a.status === 'Ongoing')).toBe(true);
    expect(answer.slice(5).every((a) => a.status !== 'Ongoing')).toBe(true);
    const resolvedIds = answer.slice(5).map((a) => a.id);
    expect(resolvedIds).toEqual([...resolvedIds].sort((a, b) => a - b));
    expect(((await rest(api.url, 'GET', '/Alerts/all')).body as unknown[]).length).toBe(5 + RESOLVED);
  });
});
