import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { AidRequestStatus, AidRequestType } from '../aid-requests/aid-request.entity.js';
import { AidRequestsService } from '../aid-requests/aid-requests.service.js';
import { AlertStatus } from '../alerts/alert.entity.js';
import { AlertsService } from '../alerts/alerts.service.js';
import { ContributionsService } from '../contributions/contributions.service.js';
import { ReportsService } from '../reports/reports.service.js';
import { Role, type Actor } from '../core/policy/actor.js';
import type { RequestContext } from '../core/context/context.js';
import { cursorId, MAX_OFFSET } from '../core/paging/paging.js';
import { useTestDatabase } from '../testing/test-database.js';
import { withPgClient } from '../testing/pg-client.js';
import { VolunteersService } from '../volunteers/volunteers.service.js';
import { StatsService } from './stats.service.js';
import { countsOf } from '../core/paging/list-counts.js';

/**
 * Issue 13: every list query of the app, run by the services themselves against a representative data set (made
 * here in SQL: 60,000 aid requests, 20,000 alerts, 10,000 reports, 10,000 volunteers, 20,000 contributions), is
 * EXPLAINed and must not scan a large table sequentially; pages follow each other by cursor without gaps; and the
 * maintained counts equal COUNT(*).
 */
const db = useTestDatabase();
const LARGE_TABLES = ['aid_requests', 'alerts', 'reports', 'users', 'contributions'];
const DISTRICT = 'LK11';
const DIVISION = 'LK1103';

const DATA_SQL = [
  `create temporary table seed_ds as select code, district_code, (row_number() over (order by code) - 1)::int as i from ds_divisions`,
  `alter table seed_ds add primary key (i)`,
  `analyze seed_ds`,
  `insert into users (role, full_name, contact_no, password_hash, district_code, ds_division_code, available, created_at, updated_at)
     select 'VOLUNTEER', 'Volunteer ' || (g * 7919 % 10000), lpad(g::text, 10, '7'), 'x', d.district_code, d.code, g % 3 = 0, now(), now()
     from generate_series(1, 10000) g join seed_ds d on d.i = g % 339`,
  `insert into aid_requests (request_type, status, full_name, contact_no, family_size, date_time, description, type_support, district_code, ds_division_code, latitude, longitude, is_demo, created_at, updated_at)
     select case when g % 5 < 2 then 'EMERGENCY' else 'POST_DISASTER' end,
       case when g % 5 < 2 then (array['APPROVED', 'DELIVERED'])[1 + (g / 5) % 2] else (array['PENDING', 'REJECTED', 'APPROVED', 'DELIVERED', 'APPROVED'])[1 + (g / 5) % 5] end,
       'Person ' || g, lpad(g::text, 10, '7'), 1 + g % 6, now() - (g * 7 % 100000) * interval '1 minute', 'Need', 'Food', d.district_code, d.code, 7.0, 80.0, false,
       now() - (g * 13 % 200000) * interval '1 second' - (g % 1000) * interval '1 microsecond', now()
     from generate_series(1, 60000) g join seed_ds d on d.i = g * 31 % 339`,
  `insert into alerts (type, severity, status, district_code, ds_division_code, latitude, longitude, issued_at, is_demo)
     select (array['FLOOD', 'LANDSLIDE', 'CYCLONE', 'DROUGHT', 'FIRE'])[1 + g % 5], (array['LOW', 'MEDIUM', 'HIGH'])[1 + g % 3],
       case when g % 30 = 0 then 'ONGOING' else 'RESOLVED' end, d.district_code, d.code, 7.0, 80.0, now() - (g * 17 % 90000) * interval '1 minute', false
     from generate_series(1, 20000) g join seed_ds d on d.i = g * 7 % 339`,
  `insert into reports (reporter_name, contact_no, district_code, ds_division_code, date_time, description, latitude, longitude, status, is_demo, created_at)
     select 'Reporter ' || g, lpad(g::text, 10, '7'), d.district_code, d.code, now() - (g % 5000) * interval '1 minute', 'Water rising fast',
       7.0, 80.0, (array['PENDING', 'DISMISSED', 'ALERT_CREATED'])[1 + g % 3], false, now()
     from generate_series(1, 10000) g join seed_ds d on d.i = g * 11 % 339`,
  `insert into contributions (volunteer_id, aid_request_id, district_code, ds_division_code, type_support, description, status, is_demo, created_at)
     select u.id, a.id, a.district_code, a.ds_division_code, 'Evacuation', 'Helped', (array['PENDING', 'APPROVED', 'REJECTED'])[1 + a.id % 3], false, a.created_at
     from (select id, district_code, ds_division_code, created_at, row_number() over (order by id) as r from aid_requests where status in ('APPROVED', 'DELIVERED') limit 20000) a
     join (select id, row_number() over (order by id) as r from users where role = 'VOLUNTEER') u on u.r = 1 + a.r % 10000`,
  `analyze`,
];

const withClient = <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => withPgClient(db.url, run);

const actor = (role: Role, userId = 1): Actor => ({
  userId,
  role,
  districtCode: DISTRICT,
  dsDivisionCode: role === Role.DMC_OFFICER ? null : DIVISION,
  sessionId: 's',
});

/** A context whose queries are recorded (as sent, values inlined) so the test can EXPLAIN exactly them. */
function recordingContext(who: Actor | null, recorded: string[]): RequestContext {
  const em = db.orm.em.fork();
  const connection = em.getConnection() as unknown as {
    execute: (...args: unknown[]) => Promise<unknown>;
    prepareQuery(q: unknown, p: unknown): { formatted: string };
  };
  const execute = connection.execute.bind(connection);
  connection.execute = (query: unknown, params: unknown, ...rest: unknown[]) => {
    recorded.push(connection.prepareQuery(query, params ?? []).formatted);
    return execute(query, params, ...rest);
  };
  return { em, actor: who, clientKey: 'test', sessionToken: null, transport: null, limiter: null };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && LARGE_TABLES.includes(node['Relation Name'] ?? '')
    ? [node['Relation Name']!]
    : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

async function plansOf(queries: string[]): Promise<{ sql: string; seq: string[] }[]> {
  return withClient(async (client) => {
    const out: { sql: string; seq: string[] }[] = [];
    for (const sql of queries.filter((q) => /^\s*select/i.test(q))) {
      const plan = (await client.query(`explain (format json) ${sql}`)).rows[0]['QUERY PLAN'][0].Plan as PlanNode;
      out.push({ sql, seq: seqScans(plan) });
    }
    return out;
  });
}

type ListCall = [string, Role | null, (ctx: RequestContext) => Promise<unknown>];

const ongoingId = async () =>
  withClient(async (c) =>
    Number(
      (
        await c.query(
          `select id from aid_requests where status = 'APPROVED' order by created_at desc, id desc offset 5000 limit 1`,
        )
      ).rows[0].id,
    ),
  );

const LIST_CALLS = (cursor: number): ListCall[] => [
  [
    'ongoing, first page',
    null,
    (ctx) => new AidRequestsService(ctx).listPublic(AidRequestStatus.APPROVED, {}, { size: 6, afterId: null }),
  ],
  [
    'ongoing, after a cursor',
    null,
    (ctx) => new AidRequestsService(ctx).listPublic(AidRequestStatus.APPROVED, {}, { size: 6, afterId: cursor }),
  ],
  [
    'ongoing at the largest offset',
    null,
    (ctx) =>
      new AidRequestsService(ctx).listPublic(
        AidRequestStatus.APPROVED,
        {},
        { size: 6, afterId: null, offset: MAX_OFFSET },
      ),
  ],
  [
    'ongoing of a district and type',
    null,
    (ctx) =>
      new AidRequestsService(ctx).listPublic(
        AidRequestStatus.APPROVED,
        { district: DISTRICT, requestType: AidRequestType.EMERGENCY },
        { size: 6, afterId: null },
      ),
  ],
  [
    'ongoing of a division',
    null,
    (ctx) =>
      new AidRequestsService(ctx).listPublic(
        AidRequestStatus.APPROVED,
        { dsDivision: DIVISION },
        { size: 6, afterId: null },
      ),
  ],
  [
    'delivered',
    null,
    (ctx) => new AidRequestsService(ctx).listPublic(AidRequestStatus.DELIVERED, {}, { size: 1000, afterId: null }),
  ],
  ['pending of a division', Role.DS_OFFICER, (ctx) => new AidRequestsService(ctx).pending()],
  ['pending count', Role.DS_OFFICER, (ctx) => new AidRequestsService(ctx).pendingCount()],
  ['district ongoing', Role.DMC_OFFICER, (ctx) => new AidRequestsService(ctx).forDistrict(false)],
  ['district delivered', Role.DMC_OFFICER, (ctx) => new AidRequestsService(ctx).forDistrict(true)],
  [
    'volunteer requests',
    Role.VOLUNTEER,
    (ctx) => new AidRequestsService(ctx).forVolunteer(AidRequestType.POST_DISASTER),
  ],
  ['alerts', null, (ctx) => new AlertsService(ctx).list()],
  ['alerts of a district', null, (ctx) => new AlertsService(ctx).list({ district: DISTRICT })],
  [
    'alerts of a division, ongoing',
    null,
    (ctx) => new AlertsService(ctx).list({ dsDivision: DIVISION, status: AlertStatus.ONGOING }),
  ],
  ['ongoing then recent alerts', null, (ctx) => new AlertsService(ctx).ongoingThenRecent(100)],
  ['district alerts', Role.DMC_OFFICER, (ctx) => new AlertsService(ctx).forDistrict()],
  ['alerts to resolve', Role.DS_OFFICER, (ctx) => new AlertsService(ctx).toResolve()],
  ['pending reports', Role.DMC_OFFICER, (ctx) => new ReportsService(ctx).pendingForDistrict()],
  ['own contributions', Role.VOLUNTEER, (ctx) => new ContributionsService(ctx).mine()],
  [
    'pending contributions',
    Role.DS_OFFICER,
    (ctx) => new ContributionsService(ctx).pendingForDivision(AidRequestType.EMERGENCY),
  ],
  ['pending contribution count', Role.DS_OFFICER, (ctx) => new ContributionsService(ctx).pendingCount()],
  ['volunteers of a division', Role.DS_OFFICER, (ctx) => new VolunteersService(ctx).forDivision()],
  ['volunteers of a district', Role.DMC_OFFICER, (ctx) => new VolunteersService(ctx).forDistrict()],
  ['counters', null, (ctx) => new StatsService(ctx).counters()],
  ['district overview', Role.DMC_OFFICER, (ctx) => new StatsService(ctx).districtOverview()],
  [
    'public map of a district box',
    null,
    (ctx) => new StatsService(ctx).map({ south: 6.0, west: 81.0, north: 6.3, east: 81.3 }, 11),
  ],
  [
    'public map of a district box, officer',
    Role.DMC_OFFICER,
    (ctx) => new StatsService(ctx).map({ south: 7.5, west: 80.5, north: 7.8, east: 80.8 }, 11),
  ],
];

const COUNT_CHECK = `select s.subject, s.total, coalesce(c.n, 0) as counted from (
    select 'aid_requests' as subject, status || '/' || request_type || '/' || ds_division_code as k, count(*) as total from aid_requests group by 2
    union all select 'alerts', status || '/' || type || '/' || ds_division_code, count(*) from alerts group by 2
    union all select 'volunteers', case when available then 'AVAILABLE' else 'UNAVAILABLE' end || '//' || ds_division_code, count(*) from users where role = 'VOLUNTEER' group by 2
  ) s full join (select subject, status || '/' || kind || '/' || ds_division_code as k, n from list_counts where n <> 0) c on c.subject = s.subject and c.k = s.k
  where s.total is distinct from c.n`;

describe('lists at national scale', () => {
  beforeAll(async () => {
    await withClient(async (client) => {
      for (const sql of DATA_SQL) await client.query(sql);
    });
  }, 60_000);

  it('no list query scans a large table sequentially', async () => {
    const cursor = await ongoingId();
    const failures: string[] = [];
    for (const [name, role, call] of LIST_CALLS(cursor)) {
      const recorded: string[] = [];
      await call(recordingContext(role ? actor(role, 10001) : null, recorded));
      const plans = await plansOf(recorded);
      expect(plans.length, name).toBeGreaterThan(0);
      for (const plan of plans)
        if (plan.seq.length) failures.push(`${name}: seq scan of ${plan.seq.join(', ')} in ${plan.sql}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('pages follow each other by cursor, in the order of the list, with no row lost or repeated', async () => {
    const service = new AidRequestsService(recordingContext(null, []));
    const expected = await withClient(async (c) =>
      (
        await c.query<{ id: number }>(
          `select id from aid_requests where status = 'APPROVED' and ds_division_code = $1 order by created_at desc, id desc`,
          [DIVISION],
        )
      ).rows.map((r) => Number(r.id)),
    );
    expect(expected.length).toBeGreaterThan(50);
    const seen: number[] = [];
    let after: number | null = null;
    for (;;) {
      const page = await service.listPublic(
        AidRequestStatus.APPROVED,
        { dsDivision: DIVISION },
        { size: 7, afterId: after },
      );
      expect(page.total).toBe(expected.length);
      seen.push(...page.items.map((r) => r.id));
      if (!page.nextCursor) break;
      after = cursorId(page.nextCursor);
    }
    expect(seen).toEqual(expected);
  }, 30_000);

  it("a DMC officer's two lists page each type by its own cursor, in its own order, with no row lost or repeated", async () => {
    const expected = await withClient(async (c) => {
      const ofType = async (type: string) =>
        (
          await c.query<{ id: number }>(
            `select id from aid_requests where status = 'APPROVED' and district_code = $1 and request_type = $2 order by date_time desc, id desc`,
            [DISTRICT, type],
          )
        ).rows.map((r) => Number(r.id));
      return { postDisaster: await ofType('POST_DISASTER'), emergency: await ofType('EMERGENCY') };
    });
    expect(Math.min(expected.postDisaster.length, expected.emergency.length)).toBeGreaterThan(20);
    const seen = { postDisaster: [] as number[], emergency: [] as number[] };
    const after = { postDisaster: null as number | null, emergency: null as number | null };
    for (let page = 0; page < 1000; page++) {
      const service = new AidRequestsService(recordingContext(actor(Role.DMC_OFFICER, 10001), []));
      const lists = await service.forDistrict(false, {
        postDisaster: { size: 9, afterId: after.postDisaster },
        emergency: { size: 13, afterId: after.emergency },
      });
      for (const type of ['postDisaster', 'emergency'] as const) {
        const ids = lists[type].map((r) => r.id);
        seen[type].push(...ids);
        if (ids.length) after[type] = ids[ids.length - 1]!;
      }
      if (!lists.postDisaster.length && !lists.emergency.length) break;
    }
    expect(seen).toEqual(expected);
  }, 60_000);

  it('counts kept by the triggers equal COUNT(*) after bulk inserts, updates, deletes and service changes', async () => {
    await withClient(async (client) => {
      expect((await client.query(COUNT_CHECK)).rows).toEqual([]);
      await client.query(`update aid_requests set status = 'DELIVERED' where status = 'APPROVED' and id % 11 = 0`);
      await client.query(`update users set available = not available where role = 'VOLUNTEER' and id % 5 = 0`);
      await client.query(
        `delete from contributions where aid_request_id in (select id from aid_requests where id % 97 = 0)`,
      );
      await client.query(`delete from aid_requests where id % 97 = 0`);
      await client.query(
        `update alerts set status = 'RESOLVED', resolved_at = now() where status = 'ONGOING' and id % 2 = 0`,
      );
      await client.query(
        `begin; insert into alerts (type, status, district_code, ds_division_code, latitude, longitude, issued_at) values ('FIRE', 'ONGOING', 'LK11', 'LK1103', 7, 80, now()); rollback`,
      );
      expect((await client.query(COUNT_CHECK)).rows).toEqual([]);
    });
    const ctx = recordingContext(actor(Role.DS_OFFICER, 10001), []);
    const [pending] = await new AidRequestsService(ctx).pending({ size: 1, afterId: null });
    await new AidRequestsService(ctx).approve(pending!.id);
    const counters = await new StatsService(recordingContext(null, [])).counters();
    const exact = await withClient(
      async (c) =>
        (
          await c.query<{ v: number; a: number; r: number }>(
            `select (select count(*) from users where role = 'VOLUNTEER' and available)::int as v, (select count(*) from alerts)::int as a, (select count(*) from aid_requests)::int as r`,
          )
        ).rows[0]!,
    );
    expect(counters).toMatchObject({ activeVolunteers: exact.v, alertsSent: exact.a, aidRequested: exact.r });
    expect(await new AidRequestsService(ctx).pendingCount()).toBe(
      await withClient(
        async (c) =>
          (
            await c.query<{ n: number }>(
              `select count(*)::int as n from aid_requests where status = 'PENDING' and ds_division_code = $1`,
              [DIVISION],
            )
          ).rows[0]!.n,
      ),
    );
    await withClient(async (client) => expect((await client.query(COUNT_CHECK)).rows).toEqual([]));
  }, 30_000);

  it("the home page's counters and a district's overview are one query each, equal to COUNT(*)", async () => {
    await withClient(async (client) => {
      await client.query(
        `insert into alerts (type, status, district_code, ds_division_code, latitude, longitude, issued_at) values ('FLOOD', 'ONGOING', $1, $2, 7, 80, now())`,
        [DISTRICT, DIVISION],
      );
      await client.query(
        `update users set available = true where id = (select min(id) from users where role = 'VOLUNTEER' and district_code = $1)`,
        [DISTRICT],
      );
    });
    const countQueries = (recorded: string[]) => recorded.filter((q) => q.includes('list_counts'));
    const ofCounters: string[] = [];
    const counters = await new StatsService(recordingContext(null, ofCounters)).counters();
    expect(countQueries(ofCounters)).toHaveLength(1);
    const ofOverview: string[] = [];
    const overview = await new StatsService(recordingContext(actor(Role.DMC_OFFICER), ofOverview)).districtOverview();
    expect(countQueries(ofOverview)).toHaveLength(1);
    const exact = await withClient(
      async (c) =>
        (
          await c.query<Record<string, number>>(
            `select (select count(*) from users where role = 'VOLUNTEER' and available)::int as v,
               (select count(*) from alerts)::int as a, (select count(*) from aid_requests)::int as r,
               (select count(*) from users where role = 'VOLUNTEER' and available and district_code = $1)::int as dv,
               (select count(*) from alerts where status = 'ONGOING' and district_code = $1)::int as da`,
            [DISTRICT],
          )
        ).rows[0]!,
    );
    expect(exact).toMatchObject({ dv: expect.any(Number), da: expect.any(Number) });
    expect(Math.min(exact.dv!, exact.da!)).toBeGreaterThan(0);
    expect(counters).toMatchObject({ activeVolunteers: exact.v, alertsSent: exact.a, aidRequested: exact.r });
    expect(overview).toMatchObject({ activeMembers: exact.dv, activeAlerts: exact.da });
  });

  it('counts several filters in one query, a list of statuses, an empty list and no filter at all', async () => {
    const em = db.orm.em.fork();
    const approvedOrDelivered = { subject: 'aid_requests', status: ['APPROVED', 'DELIVERED'], districtCode: DISTRICT };
    const counts = await countsOf(em, [approvedOrDelivered, { subject: 'aid_requests', status: [] }]);
    const exact = await withClient(
      async (c) =>
        (
          await c.query<{ n: number }>(
            `select count(*)::int as n from aid_requests where status in ('APPROVED', 'DELIVERED') and district_code = $1`,
            [DISTRICT],
          )
        ).rows[0]!.n,
    );
    expect(exact).toBeGreaterThan(0);
    expect(counts).toEqual([exact, 0]);
    expect(await countsOf(em, [])).toEqual([]);
  });
});
