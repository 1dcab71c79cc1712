/**
 * Generates a national-scale data set in SQL (INSERT ... SELECT over generate_series) into a migrated database with
 * the reference geography loaded. Every row passes the schema's checks and foreign keys (PostgreSQL enforces them
 * during the inserts); sequences are moved past the generated ids and the tables analysed afterwards.
 */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { hashPassword } from '../../api/src/accounts/passwords.js';
import { GeographyService } from '../../api/src/geography/geography.service.js';
import { countsFor, type SeedCounts } from './mix.js';
import { pointsInsideDivisions } from './points.js';
import { withoutForeignKeysAndIndexes } from './bulk-load.js';
import { aidRequestsSql, contributionsSql, POINTS_PER_DIVISION } from './seed-aid.js';
import { alertsSql, auditSql, reportsSql } from './seed-alerts.js';
import { SEED_FUNCTIONS_SQL } from './seed-functions.js';
import { officersSql, volunteersSql, type SeedLayout } from './seed-people.js';

/** Every seeded officer's password: the bench signs in as them. */
export const BENCH_PASSWORD = 'bench-pass-2026';

export const DATA_TABLES = [
  'contributions',
  'aid_requests',
  'alert_images',
  'alerts',
  'image_verifications',
  'reports',
  'images',
  'audit_log',
  'sessions',
  'login_attempts',
  'users',
];
const SEQUENCED_TABLES = ['users', 'reports', 'alerts', 'aid_requests', 'contributions', 'audit_log'];

export interface SeedResult {
  counts: SeedCounts;
  /** Seconds per step, in the order run. */
  seconds: Record<string, number>;
  totalSeconds: number;
  /** Rows per table after seeding. */
  rows: Record<string, number>;
}

export interface SeedOptions {
  aidRequests: number;
  /** Empty the data tables first (geography stays); without it, a database with aid requests is refused. */
  reset?: boolean;
  log?: (message: string) => void;
}

async function prepare(client: pg.ClientBase, geography: GeographyService): Promise<void> {
  for (const sql of SEED_FUNCTIONS_SQL) await client.query(sql);
  await client.query(
    'create temporary table bench_ds (idx int primary key, code varchar(8) not null, district_code varchar(8) not null, district_idx int not null)',
  );
  await client.query(
    'create temporary table bench_points (idx int, k int, latitude float8 not null, longitude float8 not null, primary key (idx, k))',
  );
  const districtIdx = new Map(geography.districts.map((d, i) => [d.code, i]));
  const ds = geography.dsDivisions;
  await client.query('insert into bench_ds select * from unnest($1::int[], $2::text[], $3::text[], $4::int[])', [
    ds.map((_, i) => i),
    ds.map((d) => d.code),
    ds.map((d) => d.districtCode),
    ds.map((d) => districtIdx.get(d.districtCode)!),
  ]);
  const points = pointsInsideDivisions(POINTS_PER_DIVISION, geography);
  await client.query(
    'insert into bench_points select * from unnest($1::int[], $2::int[], $3::float8[], $4::float8[])',
    [
      points.map((p) => p.dsIndex),
      points.map((p) => p.k),
      points.map((p) => p.latitude),
      points.map((p) => p.longitude),
    ],
  );
}

async function layoutFor(client: pg.ClientBase, counts: SeedCounts, geography: GeographyService): Promise<SeedLayout> {
  const next = async (table: string, floor: number) =>
    Number((await client.query(`select coalesce(max(id), ${floor}) + 1 as n from ${table}`)).rows[0].n);
  return {
    counts,
    dsCount: geography.dsDivisions.length,
    districtCount: geography.districts.length,
    // User IDs are typed at /login: they start at five digits, as the migration's sequence does.
    base: {
      users: await next('users', 10000),
      reports: await next('reports', 0),
      alerts: await next('alerts', 0),
      aidRequests: await next('aid_requests', 0),
    },
    days: 60,
  };
}

export async function seedNational(client: pg.ClientBase, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const counts = countsFor(options.aidRequests);
  const geography = GeographyService.instance();
  const divisions = Number((await client.query('select count(*) as n from ds_divisions')).rows[0].n);
  if (divisions !== geography.dsDivisions.length)
    throw new Error(
      `the database holds ${divisions} DS divisions, not ${geography.dsDivisions.length}: migrate and load the geography first`,
    );
  const seconds: Record<string, number> = {};
  const record = (name: string, s: number) => {
    seconds[name] = Math.round(s * 1000) / 1000;
    log(`  ${name.padEnd(28)} ${s.toFixed(1).padStart(7)} s`);
  };
  const step = async (name: string, run: () => Promise<unknown>) => {
    const t0 = performance.now();
    await run();
    record(name, (performance.now() - t0) / 1000);
  };
  const started = performance.now();
  await client.query('begin');
  try {
    // Cascade: the tables added since (duplicate flags, status changes …) refer to these and hold only their data.
    if (options.reset) await client.query(`truncate ${DATA_TABLES.join(', ')} cascade`);
    else if ((await client.query('select exists (select 1 from aid_requests) as e')).rows[0].e)
      throw new Error('the database already holds aid requests: pass --reset to replace them');
    await prepare(client, geography);
    const layout = await layoutFor(client, counts, geography);
    await withoutForeignKeysAndIndexes(client, DATA_TABLES, () => generate(client, layout, step), record);
    await step('sequences', async () => {
      for (const table of SEQUENCED_TABLES)
        await client.query(
          `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), (select last_value from ${table}_id_seq)))`,
        );
    });
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await step('vacuum analyze', () => client.query(`vacuum analyze ${SEQUENCED_TABLES.join(', ')}`));
  const totalSeconds = Math.round(performance.now() - started) / 1000;
  return { counts, seconds, totalSeconds, rows: await rowCounts(client) };
}

type Step = (name: string, run: () => Promise<unknown>) => Promise<void>;

async function generate(client: pg.ClientBase, layout: SeedLayout, step: Step): Promise<void> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await step('users (officers)', () => client.query(officersSql(layout), [passwordHash]));
  await step('users (volunteers)', () => client.query(volunteersSql(layout), [passwordHash]));
  await step('reports', () => client.query(reportsSql(layout)));
  await step('alerts', () => client.query(alertsSql(layout)));
  await step('aid_requests', () => client.query(aidRequestsSql(layout)));
  const eligible = Number(
    (
      await client.query(
        `select count(*) as n from aid_requests where id >= $1 and status in ('APPROVED', 'DELIVERED')`,
        [layout.base.aidRequests],
      )
    ).rows[0].n,
  );
  await step('contributions', () => client.query(contributionsSql(layout, eligible)));
  await step('audit_log', async () => {
    for (const sql of auditSql(layout)) await client.query(sql);
  });
}

export async function rowCounts(client: pg.ClientBase): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of SEQUENCED_TABLES)
    rows[table] = Number((await client.query(`select count(*) as n from ${table}`)).rows[0].n);
  return rows;
}
