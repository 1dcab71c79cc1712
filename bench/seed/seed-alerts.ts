import { ALERT_STATUS_MIX, ALERT_TYPE_MIX, caseByPercent, REPORT_STATUS_MIX, SEVERITY_MIX } from './mix.js';
import { OTHER_ALERT_TEXTS, pick, REPORT_DESCRIPTIONS } from './seed-functions.js';
import { dmcOfficerId, dsOfficerId, spreadTime, type SeedLayout } from './seed-people.js';
import { POINTS_PER_DIVISION } from './seed-aid.js';

/** Early-warning reports from the public; the DMC officer of the district decided all but the pending ones, 3 hours after (audit). */
export function reportsSql(l: SeedLayout): string {
  const n = l.counts.reports;
  return `insert into reports (id, reporter_name, nic_number, contact_no, district_code, ds_division_code, date_time, description,
      latitude, longitude, status, is_demo, created_at)
    select ${l.base.reports} + g - 1, pg_temp.person(g + 2000000000), case when pg_temp.h(g, 501) % 10 < 6 then pg_temp.nic(g + 2000000000) end,
      pg_temp.phone(g + 2000000000), d.district_code, d.code, t.created - (pg_temp.h(g, 502) % 12) * interval '1 hour',
      ${pick(REPORT_DESCRIPTIONS, 'g', 503)}, p.latitude, p.longitude, t.status, false, t.created
    from (select g, ${caseByPercent('pg_temp.h(g, 504) % 100', REPORT_STATUS_MIX)} as status, pg_temp.h(g, 505) % ${l.dsCount} as ds_idx,
            pg_temp.h(g, 506) % ${POINTS_PER_DIVISION} as point, ${spreadTime(l, 'g', n)} as created
          from generate_series(1, ${n}) g) t
    join bench_ds d on d.idx = t.ds_idx
    join bench_points p on p.idx = t.ds_idx and p.k = t.point`;
}

/**
 * Alerts published by the DMC officer of the district; the first ones close the reports that became alerts (same
 * division, place and time), the others were issued directly. Resolved ones by the DS officer of the division.
 */
export function alertsSql(l: SeedLayout): string {
  const n = l.counts.alerts;
  return `insert into alerts (id, type, custom_type, severity, status, district_code, ds_division_code, latitude, longitude,
      reporter_contact, created_by_id, source_report_id, issued_at, resolved_at, resolved_by_id, is_demo)
    select ${l.base.alerts} + s.g - 1, s.type, case when s.type = 'OTHER' then ${pick(OTHER_ALERT_TEXTS, 's.g', 601)} end, s.severity, s.status,
      d.district_code, d.code, s.latitude, s.longitude, s.reporter_contact, ${dmcOfficerId(l, 'd.district_idx')}, s.report_id, s.issued,
      case when s.status = 'RESOLVED' then s.issued + (1 + pg_temp.h(s.g, 602) % 48) * interval '1 hour' end,
      case when s.status = 'RESOLVED' then ${dsOfficerId(l, 'd.idx')} end, false
    from (
      select t.g, ${caseByPercent('pg_temp.h(t.g, 603) % 100', ALERT_TYPE_MIX)} as type, ${caseByPercent('pg_temp.h(t.g, 604) % 100', SEVERITY_MIX)} as severity,
        ${caseByPercent('pg_temp.h(t.g, 605) % 100', ALERT_STATUS_MIX)} as status,
        coalesce(r.ds_division_code, d0.code) as ds_code, coalesce(r.latitude, p.latitude) as latitude, coalesce(r.longitude, p.longitude) as longitude,
        r.contact_no as reporter_contact, r.id as report_id, coalesce(r.decided_at, t.created) as issued
      from (select g, pg_temp.h(g, 606) % ${l.dsCount} as ds_idx, pg_temp.h(g, 607) % ${POINTS_PER_DIVISION} as point, ${spreadTime(l, 'g', n)} as created
            from generate_series(1, ${n}) g) t
      join bench_ds d0 on d0.idx = t.ds_idx
      join bench_points p on p.idx = t.ds_idx and p.k = t.point
      left join (select id, ds_division_code, latitude, longitude, contact_no, created_at + interval '3 hours' as decided_at, row_number() over (order by id) as rn
                 from reports where id >= ${l.base.reports} and status = 'ALERT_CREATED') r on r.rn = t.g
    ) s
    join bench_ds d on d.code = s.ds_code`;
}

/** The activity log of every officer decision generated above, as the services record it. */
export function auditSql(l: SeedLayout): string[] {
  const columns =
    'actor_id, actor_role, action, subject_type, subject_id, from_status, to_status, district_code, ds_division_code, at';
  return [
    `insert into audit_log (${columns})
      select ${dsOfficerId(l, 'd.idx')}, 'DS_OFFICER', case when a.status = 'REJECTED' then 'REJECT' else 'APPROVE' end, 'AID_REQUEST', a.id, 'PENDING',
        case when a.status = 'REJECTED' then 'REJECTED' else 'APPROVED' end, a.district_code, a.ds_division_code, a.created_at + interval '2 hours'
      from aid_requests a join bench_ds d on d.code = a.ds_division_code
      where a.id >= ${l.base.aidRequests} and a.request_type = 'POST_DISASTER' and a.status <> 'PENDING'
      union all
      select ${dsOfficerId(l, 'd.idx')}, 'DS_OFFICER', 'DELIVER', 'AID_REQUEST', a.id, 'APPROVED', 'DELIVERED', a.district_code, a.ds_division_code, a.updated_at
      from aid_requests a join bench_ds d on d.code = a.ds_division_code
      where a.id >= ${l.base.aidRequests} and a.status = 'DELIVERED'`,
    `insert into audit_log (${columns})
      select created_by_id, 'DMC_OFFICER', 'PUBLISH', 'ALERT', id, null, 'ONGOING', district_code, ds_division_code, issued_at from alerts where id >= ${l.base.alerts}
      union all
      select resolved_by_id, 'DS_OFFICER', 'RESOLVE', 'ALERT', id, 'ONGOING', 'RESOLVED', district_code, ds_division_code, resolved_at from alerts where id >= ${l.base.alerts} and status = 'RESOLVED'
      union all
      select ${dmcOfficerId(l, 'd.district_idx')}, 'DMC_OFFICER', case r.status when 'DISMISSED' then 'DISMISS' else 'PUBLISH' end, 'REPORT', r.id, 'PENDING', r.status,
        r.district_code, r.ds_division_code, r.created_at + interval '3 hours'
      from reports r join bench_ds d on d.code = r.ds_division_code where r.id >= ${l.base.reports} and r.status <> 'PENDING'`,
    `insert into audit_log (${columns})
      select decided_by_id, 'DS_OFFICER', case status when 'APPROVED' then 'APPROVE' else 'REJECT' end, 'CONTRIBUTION', id, 'PENDING', status,
        district_code, ds_division_code, decided_at
      from contributions where aid_request_id >= ${l.base.aidRequests} and status <> 'PENDING'`,
  ];
}
