import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeographyService } from '../../api/src/geography/geography.service.js';
import { useTestDatabase } from '../../api/src/testing/test-database.js';
import { aidStatusShares, countsFor } from './mix.js';
import { seedNational, type SeedResult } from './national-seed.js';

const SIZE = 2000;
const db = useTestDatabase();
let client: pg.Client;
let result: SeedResult;
let foreignKeysBefore: number;

const one = async <T = number>(sql: string): Promise<T> =>
  Object.values((await client.query(sql)).rows[0] as Record<string, T>)[0]!;
const constraintCount = () =>
  one<number>(
    `select count(*)::int from pg_constraint where contype in ('f', 'c') and connamespace = current_schema()::regnamespace`,
  );

beforeAll(async () => {
  client = new pg.Client({ connectionString: db.url });
  client.on('error', () => undefined);
  await client.connect();
  foreignKeysBefore = await constraintCount();
  result = await seedNational(client, { aidRequests: SIZE });
});

afterAll(async () => {
  await client?.end();
});

describe('national-scale seed (small scale)', () => {
  it('generates every table in proportion to the aid requests', () => {
    const counts = countsFor(SIZE);
    expect(result.rows.aid_requests).toBe(SIZE);
    expect(result.rows.alerts).toBe(counts.alerts);
    expect(result.rows.reports).toBe(counts.reports);
    expect(result.rows.contributions).toBe(counts.contributions);
    expect(result.rows.users).toBe(counts.volunteers + 339 + 25);
    expect(result.seconds.aid_requests).toBeGreaterThan(0);
  });

  it('mixes every status and type as planned, emergencies never pending', async () => {
    const { rows } = await client.query<{ status: keyof ReturnType<typeof aidStatusShares>; n: number }>(
      'select status, count(*)::int as n from aid_requests group by status',
    );
    const shares = aidStatusShares();
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(Math.abs(row.n / SIZE - shares[row.status])).toBeLessThan(0.05);
    expect(
      await one(
        `select count(*)::int from aid_requests where request_type = 'EMERGENCY' and status in ('PENDING', 'REJECTED')`,
      ),
    ).toBe(0);
    const ongoingAlerts = await one(`select count(*)::int from alerts where status = 'ONGOING'`);
    expect(ongoingAlerts).toBeGreaterThan(0);
    expect(ongoingAlerts).toBeLessThan(result.rows.alerts! * 0.1);
  });

  it('keeps places, people and history consistent with each other', async () => {
    expect(
      await one(
        'select count(*)::int from aid_requests a join ds_divisions d on d.code = a.ds_division_code where d.district_code <> a.district_code',
      ),
    ).toBe(0);
    expect(
      await one(
        'select count(*)::int from contributions c join aid_requests a on a.id = c.aid_request_id join users v on v.id = c.volunteer_id where v.ds_division_code <> a.ds_division_code or c.ds_division_code <> a.ds_division_code',
      ),
    ).toBe(0);
    expect(
      await one(
        `select count(*)::int from contributions c join aid_requests a on a.id = c.aid_request_id where a.status not in ('APPROVED', 'DELIVERED')`,
      ),
    ).toBe(0);
    expect(
      await one(
        `select count(*)::int from alerts a join reports r on r.id = a.source_report_id where r.status <> 'ALERT_CREATED' or r.ds_division_code <> a.ds_division_code`,
      ),
    ).toBe(0);
    // The last officer decision recorded in the audit trail of every decided request is its status.
    expect(
      await one(
        `select count(*)::int from aid_requests a where a.status <> 'PENDING' and not (a.request_type = 'EMERGENCY' and a.status = 'APPROVED') and a.status <> (select to_status from audit_log l where l.subject_type = 'AID_REQUEST' and l.subject_id = a.id order by at desc, id desc limit 1)`,
      ),
    ).toBe(0);
    expect(
      await one(
        `select count(*)::int from aid_requests where request_type = 'POST_DISASTER' and (full_name is null or full_name !~ '^[A-Za-z ]+$')`,
      ),
    ).toBe(0);
    expect(
      await one(
        `select count(*)::int from aid_requests where nic_number is not null and nic_number !~ '^([0-9]{9}[VX]|[0-9]{12})$'`,
      ),
    ).toBe(0);
  });

  it('puts every point inside its own DS division', async () => {
    const geography = GeographyService.instance();
    const { rows } = await client.query<{ latitude: number; longitude: number; ds: string }>(
      `select latitude, longitude, ds_division_code as ds from aid_requests union all select latitude, longitude, ds_division_code from alerts`,
    );
    const misplaced = rows.filter((r) => geography.locate(r.latitude, r.longitude).dsDivision.code !== r.ds);
    expect(misplaced).toEqual([]);
  });

  it('leaves the constraints in place and the sequences past the generated ids', async () => {
    expect(await constraintCount()).toBe(foreignKeysBefore);
    for (const table of ['users', 'aid_requests', 'alerts', 'reports', 'contributions'])
      expect(await one<boolean>(`select nextval('${table}_id_seq') > (select max(id) from ${table})`)).toBe(true);
    expect(await one(`select min(id)::int from users`)).toBe(10001);
  });

  it('refuses a database that already holds aid requests unless told to reset', async () => {
    await expect(seedNational(client, { aidRequests: 10 })).rejects.toThrow(/--reset/);
    expect(await one('select count(*)::int from aid_requests')).toBe(SIZE);
  });
});
