import { VOLUNTEER_AVAILABLE_PERCENT, type SeedCounts } from './mix.js';

/** Where each generated table's ids start and how the user ids are laid out (officers first, then volunteers). */
export interface SeedLayout {
  counts: SeedCounts;
  dsCount: number;
  districtCount: number;
  /** The first id of each table with explicit ids. */
  base: { users: number; reports: number; alerts: number; aidRequests: number };
  /** Requests, reports and alerts are spread over this many days before now, newer ids later. */
  days: number;
}

/** The DS officer of the division at index `dsIdxSql` of `bench_ds`. */
export const dsOfficerId = (l: SeedLayout, dsIdxSql: string) => `(${l.base.users} + ${dsIdxSql})`;
/** The DMC officer of the district at index `districtIdxSql` of `bench_ds.district_idx`. */
export const dmcOfficerId = (l: SeedLayout, districtIdxSql: string) =>
  `(${l.base.users + l.dsCount} + ${districtIdxSql})`;
export const firstVolunteerId = (l: SeedLayout) => l.base.users + l.dsCount + l.districtCount;

/**
 * A volunteer of the division at `dsIdxSql`, chosen by `rowSql`: volunteer number v lives in division v mod dsCount,
 * so every division has volunteers once there are at least as many volunteers as divisions.
 */
export function volunteerOf(l: SeedLayout, dsIdxSql: string, rowSql: string, salt: number): string {
  const perDivision = Math.floor(l.counts.volunteers / l.dsCount);
  const offset =
    perDivision > 0
      ? `${dsIdxSql} + ${l.dsCount} * (pg_temp.h(${rowSql}, ${salt}) % ${perDivision})`
      : `pg_temp.h(${rowSql}, ${salt}) % ${l.counts.volunteers}`;
  return `(${firstVolunteerId(l)} + ${offset})`;
}

/** A time spread over the layout's days, increasing with `g` of `n` (newer ids are newer rows). */
export const spreadTime = (l: SeedLayout, g: string, n: number) =>
  `(now() - interval '${l.days} days' + (${g}::float8 / ${n}) * interval '${l.days} days')`;

const USER_COLUMNS =
  'id, role, full_name, email, contact_no, password_hash, district_code, ds_division_code, available, notification_preference, is_demo, created_at, updated_at';

/** One DS officer per division and one DMC officer per district; all share the bench password ($1). */
export function officersSql(l: SeedLayout): string {
  return `insert into users (${USER_COLUMNS})
    select ${dsOfficerId(l, 'd.idx')}, 'DS_OFFICER', pg_temp.person(9000000 + d.idx), null, pg_temp.phone(9000000 + d.idx), $1,
           d.district_code, d.code, false, 'ALERTS', false, now() - interval '400 days', now() - interval '400 days'
    from bench_ds d
    union all
    select ${dmcOfficerId(l, 'x.district_idx')}, 'DMC_OFFICER', pg_temp.person(9100000 + x.district_idx), null, pg_temp.phone(9100000 + x.district_idx), $1,
           x.district_code, null, false, 'REPORTS', false, now() - interval '400 days', now() - interval '400 days'
    from (select distinct district_idx, district_code from bench_ds) x`;
}

export function volunteersSql(l: SeedLayout): string {
  const n = l.counts.volunteers;
  const id = `${firstVolunteerId(l)} + g`;
  return `insert into users (${USER_COLUMNS})
    select ${id}, 'VOLUNTEER', pg_temp.person(g), case when pg_temp.h(g, 201) % 10 < 7 then 'volunteer.' || (${id}) || '@bench.example.org' end,
           pg_temp.phone(g), $1, d.district_code, d.code, pg_temp.h(g, 202) % 100 < ${VOLUNTEER_AVAILABLE_PERCENT},
           case when pg_temp.h(g, 203) % 2 = 0 then 'VOLUNTEER_UPDATES' else 'ALERTS' end, false, t, t
    from (select g, now() - interval '${l.days + 30} days' + (g::float8 / ${n}) * interval '${l.days + 30} days' as t from generate_series(0, ${n - 1}) g) s
    join bench_ds d on d.idx = g % ${l.dsCount}`;
}
