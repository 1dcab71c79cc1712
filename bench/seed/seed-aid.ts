import {
  CONTRIBUTION_TYPES,
  EMERGENCY_DESCRIPTION,
  EMERGENCY_SUPPORT_TYPE,
  POST_DISASTER_SUPPORT_TYPES,
  QUICK_AID_SUPPORT_TYPES,
  OTHER,
} from '../../shared/validation.js';
import {
  caseByPercent,
  CONTRIBUTION_STATUS_MIX,
  EMERGENCY_STATUS_MIX,
  POST_DISASTER_FORM_MIX,
  POST_DISASTER_STATUS_MIX,
  REQUEST_TYPE_MIX,
} from './mix.js';
import {
  AID_DESCRIPTIONS,
  CONTRIBUTION_DESCRIPTIONS,
  OTHER_AID_TEXTS,
  OTHER_CONTRIBUTION_TEXTS,
  pick,
} from './seed-functions.js';
import { dsOfficerId, spreadTime, volunteerOf, type SeedLayout } from './seed-people.js';

export const POINTS_PER_DIVISION = 16;

/** A support type from a form's list, "Other" replaced by its text as the forms store it. */
function supportType(list: readonly string[], rowSql: string, salt: number): string {
  const chosen = pick(list, rowSql, salt);
  return `(case when ${chosen} = '${OTHER}' then ${pick(OTHER_AID_TEXTS, rowSql, salt + 1)} else ${chosen} end)`;
}

/** Aid requests of both types and every status, over every DS division, at points inside the division. */
export function aidRequestsSql(l: SeedLayout): string {
  const n = l.counts.aidRequests;
  const emergency = `t.kind = 'EMERGENCY'`;
  const full = `t.form = 'FULL'`;
  return `insert into aid_requests (id, request_type, status, full_name, nic_number, contact_no, family_size, date_time, description,
      type_support, district_code, ds_division_code, latitude, longitude, created_by_id, is_demo, created_at, updated_at)
    select ${l.base.aidRequests} + g - 1, t.kind, t.status,
      case when ${emergency} and pg_temp.h(g, 310) % 2 = 0 then null else pg_temp.person(g + 1000000000) end,
      case when not ${emergency} and ${full} then pg_temp.nic(g) end,
      pg_temp.phone(g + 1000000000),
      case when ${emergency} then 1 else 1 + pg_temp.h(g, 311) % 8 end,
      case when not ${emergency} and ${full} then t.created - (pg_temp.h(g, 312) % 72) * interval '1 hour' else t.created end,
      case when ${emergency} then '${EMERGENCY_DESCRIPTION}' else ${pick(AID_DESCRIPTIONS, 'g', 313)} end,
      case when ${emergency} then '${EMERGENCY_SUPPORT_TYPE}' when ${full} then ${supportType(POST_DISASTER_SUPPORT_TYPES, 'g', 314)}
           else ${supportType(QUICK_AID_SUPPORT_TYPES, 'g', 316)} end,
      d.district_code, d.code, p.latitude, p.longitude,
      case when not ${emergency} and not ${full} then ${volunteerOf(l, 'd.idx', 'g', 318)} end,
      false, t.created,
      t.created + case t.status when 'DELIVERED' then interval '1 day' when 'PENDING' then interval '0' else interval '2 hours' end
    from (
      select g, k.kind, k.created, k.ds_idx, k.point,
        case when k.kind = 'EMERGENCY' then ${caseByPercent('k.b_status', EMERGENCY_STATUS_MIX)} else ${caseByPercent('k.b_status', POST_DISASTER_STATUS_MIX)} end as status,
        ${caseByPercent('k.b_form', POST_DISASTER_FORM_MIX)} as form
      from (
        select g, ${caseByPercent('pg_temp.h(g, 301) % 100', REQUEST_TYPE_MIX)} as kind, pg_temp.h(g, 302) % 100 as b_status, pg_temp.h(g, 303) % 100 as b_form,
          pg_temp.h(g, 304) % ${l.dsCount} as ds_idx, pg_temp.h(g, 305) % ${POINTS_PER_DIVISION} as point, ${spreadTime(l, 'g', n)} as created
        from generate_series(1, ${n}) g
      ) k
    ) t
    join bench_ds d on d.idx = t.ds_idx
    join bench_points p on p.idx = t.ds_idx and p.k = t.point`;
}

/** Contributions of volunteers of the division to ongoing and delivered requests, spread over the whole table. */
export function contributionsSql(l: SeedLayout, eligible: number): string {
  const copies = Math.max(1, Math.ceil(l.counts.contributions / Math.max(1, eligible)));
  const chosen = pick(CONTRIBUTION_TYPES, 'c.g', 401);
  return `insert into contributions (volunteer_id, aid_request_id, district_code, ds_division_code, type_support, description, status,
      decided_by_id, decided_at, is_demo, created_at)
    select ${volunteerOf(l, 'c.ds_idx', 'c.g', 403)}, c.id, c.district_code, c.ds_division_code,
      case when ${chosen} = '${OTHER}' then ${pick(OTHER_CONTRIBUTION_TEXTS, 'c.g', 402)} else ${chosen} end,
      ${pick(CONTRIBUTION_DESCRIPTIONS, 'c.g', 404)}, c.status,
      case when c.status <> 'PENDING' then ${dsOfficerId(l, 'c.ds_idx')} end,
      case when c.status <> 'PENDING' then c.at + interval '5 hours' end, false, c.at
    from (
      select e.id, e.district_code, e.ds_division_code, e.ds_idx, e.created_at + (1 + pg_temp.h(e.id, 405) % 20) * interval '1 hour' as at,
        ${caseByPercent('pg_temp.h(e.id * 7 + copy, 406) % 100', CONTRIBUTION_STATUS_MIX)} as status, e.id * ${copies} + copy as g
      from (select a.id, a.district_code, a.ds_division_code, a.created_at, d.idx as ds_idx
            from aid_requests a join bench_ds d on d.code = a.ds_division_code
            where a.id >= ${l.base.aidRequests} and a.status in ('APPROVED', 'DELIVERED')) e
      cross join generate_series(0, ${copies - 1}) copy
      order by pg_temp.h(e.id * 7 + copy, 407)
      limit ${l.counts.contributions}
    ) c`;
}
