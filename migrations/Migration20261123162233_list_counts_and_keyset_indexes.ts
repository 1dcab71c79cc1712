import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 13: keyset indexes for every list, and list_counts kept exact by statement-level triggers. Statement-level
 * triggers with transition tables add one aggregated delta per (status, kind, division) and statement, so a bulk
 * insert of a million rows costs one GROUP BY, and a single-row change one upsert of one counter row, in the same
 * transaction as the change (a rollback rolls the count back too).
 */
const SOURCES = [
  { table: 'aid_requests', subject: 'aid_requests', kind: 'request_type', status: 'status', where: 'true' },
  { table: 'alerts', subject: 'alerts', kind: 'type', status: 'status', where: 'true' },
  {
    table: 'users',
    subject: 'volunteers',
    kind: "''",
    status: "case when available then 'AVAILABLE' else 'UNAVAILABLE' end",
    where: "role = 'VOLUNTEER'",
  },
];

const key = (s: (typeof SOURCES)[number]) =>
  `'${s.subject}', ${s.status}, ${s.kind}, district_code, coalesce(ds_division_code, '')`;

function countTriggers(s: (typeof SOURCES)[number]): string[] {
  const fn = `list_counts_${s.table}`;
  const delta = (rows: string, sign: number) => `select ${key(s)}, ${sign} as d from ${rows} where ${s.where}`;
  const apply = (
    parts: string,
  ) => `insert into list_counts as c (subject, status, kind, district_code, ds_division_code, n)
      select subject, status, kind, district_code, ds_division_code, sum(d) from (${parts}) x (subject, status, kind, district_code, ds_division_code, d)
      group by 1, 2, 3, 4, 5 having sum(d) <> 0 order by 1, 2, 3, 4, 5
      on conflict (subject, status, kind, district_code, ds_division_code) do update set n = c.n + excluded.n;`;
  return [
    `create function ${fn}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${apply(delta('new_rows', 1))}
      elsif tg_op = 'DELETE' then ${apply(delta('old_rows', -1))}
      elsif tg_op = 'UPDATE' then ${apply(`${delta('new_rows', 1)} union all ${delta('old_rows', -1)}`)}
      elsif tg_op = 'TRUNCATE' then delete from list_counts where subject = '${s.subject}';
      end if;
      return null;
    end $$;`,
    `create trigger ${s.table}_count_insert after insert on ${s.table} referencing new table as new_rows for each statement execute function ${fn}();`,
    `create trigger ${s.table}_count_update after update on ${s.table} referencing old table as old_rows new table as new_rows for each statement execute function ${fn}();`,
    `create trigger ${s.table}_count_delete after delete on ${s.table} referencing old table as old_rows for each statement execute function ${fn}();`,
    `create trigger ${s.table}_count_truncate after truncate on ${s.table} for each statement execute function ${fn}();`,
    // The rows already there, counted while writers wait (share row exclusive blocks writes, not reads).
    `lock table ${s.table} in share row exclusive mode;`,
    `insert into list_counts (subject, status, kind, district_code, ds_division_code, n) select ${key(s)}, count(*) from ${s.table} where ${s.where} group by 1, 2, 3, 4, 5;`,
  ];
}

export class Migration20261123162233_list_counts_and_keyset_indexes extends Migration {
  override name = 'Migration20261123162233_list_counts_and_keyset_indexes';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "list_counts" ("subject" varchar(20) not null, "status" varchar(20) not null, "kind" varchar(20) not null, "district_code" varchar(8) not null, "ds_division_code" varchar(8) not null, "n" bigint not null, primary key ("subject", "status", "kind", "district_code", "ds_division_code"));`,
    );
    for (const source of SOURCES) for (const sql of countTriggers(source)) this.addSql(sql);

    this.addSql(`drop index "users_district_code_role_index";`);
    this.addSql(`drop index "users_ds_division_code_role_index";`);
    this.addSql(
      `create index "users_ds_division_code_role_full_name_id_index" on "users" ("ds_division_code", "role", "full_name", "id");`,
    );
    this.addSql(
      `create index "users_district_code_role_full_name_id_index" on "users" ("district_code", "role", "full_name", "id");`,
    );

    this.addSql(`drop index "reports_district_code_status_index";`);
    this.addSql(
      `create index "reports_district_code_status_date_time_id_index" on "reports" ("district_code", "status", "date_time", "id");`,
    );

    this.addSql(`drop index "alerts_district_code_status_index";`);
    this.addSql(`drop index "alerts_ds_division_code_status_index";`);
    this.addSql(`drop index "alerts_issued_at_index";`);
    this.addSql(
      `create index "alerts_ds_division_code_status_issued_at_id_index" on "alerts" ("ds_division_code", "status", "issued_at", "id");`,
    );
    this.addSql(
      `create index "alerts_district_code_issued_at_id_index" on "alerts" ("district_code", "issued_at", "id");`,
    );
    this.addSql(`create index "alerts_status_issued_at_id_index" on "alerts" ("status", "issued_at", "id");`);
    this.addSql(`create index "alerts_issued_at_id_index" on "alerts" ("issued_at", "id");`);

    this.addSql(`drop index "aid_requests_district_code_status_index";`);
    this.addSql(`drop index "aid_requests_ds_division_code_status_index";`);
    this.addSql(
      `create index "aid_requests_district_code_status_request_type_dat_04377_index" on "aid_requests" ("district_code", "status", "request_type", "date_time", "id");`,
    );
    this.addSql(
      `create index "aid_requests_ds_division_code_status_created_at_id_index" on "aid_requests" ("ds_division_code", "status", "created_at", "id");`,
    );
    this.addSql(
      `create index "aid_requests_district_code_status_created_at_id_index" on "aid_requests" ("district_code", "status", "created_at", "id");`,
    );
    this.addSql(
      `create index "aid_requests_status_created_at_id_index" on "aid_requests" ("status", "created_at", "id");`,
    );

    this.addSql(`drop index "contributions_ds_division_code_status_index";`);
    this.addSql(`drop index "contributions_volunteer_id_created_at_index";`);
    this.addSql(
      `create index "contributions_volunteer_id_created_at_id_index" on "contributions" ("volunteer_id", "created_at", "id");`,
    );
    this.addSql(
      `create index "contributions_ds_division_code_status_created_at_id_index" on "contributions" ("ds_division_code", "status", "created_at", "id");`,
    );
  }

  override down(): void | Promise<void> {
    for (const { table } of SOURCES) {
      for (const event of ['insert', 'update', 'delete', 'truncate'])
        this.addSql(`drop trigger if exists ${table}_count_${event} on ${table};`);
      this.addSql(`drop function if exists list_counts_${table}();`);
    }
    this.addSql(`drop table if exists "list_counts" cascade;`);

    this.addSql(`drop index "aid_requests_district_code_status_request_type_dat_04377_index";`);
    this.addSql(`drop index "aid_requests_ds_division_code_status_created_at_id_index";`);
    this.addSql(`drop index "aid_requests_district_code_status_created_at_id_index";`);
    this.addSql(`drop index "aid_requests_status_created_at_id_index";`);
    this.addSql(
      `create index "aid_requests_district_code_status_index" on "aid_requests" ("district_code", "status");`,
    );
    this.addSql(
      `create index "aid_requests_ds_division_code_status_index" on "aid_requests" ("ds_division_code", "status");`,
    );

    this.addSql(`drop index "alerts_ds_division_code_status_issued_at_id_index";`);
    this.addSql(`drop index "alerts_district_code_issued_at_id_index";`);
    this.addSql(`drop index "alerts_status_issued_at_id_index";`);
    this.addSql(`drop index "alerts_issued_at_id_index";`);
    this.addSql(`create index "alerts_district_code_status_index" on "alerts" ("district_code", "status");`);
    this.addSql(`create index "alerts_ds_division_code_status_index" on "alerts" ("ds_division_code", "status");`);
    this.addSql(`create index "alerts_issued_at_index" on "alerts" ("issued_at");`);

    this.addSql(`drop index "contributions_volunteer_id_created_at_id_index";`);
    this.addSql(`drop index "contributions_ds_division_code_status_created_at_id_index";`);
    this.addSql(
      `create index "contributions_ds_division_code_status_index" on "contributions" ("ds_division_code", "status");`,
    );
    this.addSql(
      `create index "contributions_volunteer_id_created_at_index" on "contributions" ("volunteer_id", "created_at");`,
    );

    this.addSql(`drop index "reports_district_code_status_date_time_id_index";`);
    this.addSql(`create index "reports_district_code_status_index" on "reports" ("district_code", "status");`);

    this.addSql(`drop index "users_ds_division_code_role_full_name_id_index";`);
    this.addSql(`drop index "users_district_code_role_full_name_id_index";`);
    this.addSql(`create index "users_district_code_role_index" on "users" ("district_code", "role");`);
    this.addSql(`create index "users_ds_division_code_role_index" on "users" ("ds_division_code", "role");`);
  }
}
