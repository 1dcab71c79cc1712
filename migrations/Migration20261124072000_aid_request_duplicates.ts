import { Migration } from '@mikro-orm/migrations';

const AUDIT_ACTIONS =
  "'APPROVE', 'REJECT', 'DELIVER', 'RESOLVE', 'PUBLISH', 'DISMISS', 'ASSIGN_PLACE', 'REPLY', 'CONVERT'";

/** Duplicate aid requests: the MERGED status and its reference, name keys, lookups, flagged pairs. */
export class Migration20261124072000_aid_request_duplicates extends Migration {
  override name = 'Migration20261124072000_aid_request_duplicates';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "aid_requests" drop constraint "aid_requests_status_check", add constraint "aid_requests_status_check" check ("status" in ('PENDING', 'APPROVED', 'REJECTED', 'DELIVERED', 'MERGED'));`,
    );
    this.addSql(`alter table "aid_requests" add "name_key" varchar(200) null, add "merged_into_id" int null;`);
    this.addSql(
      `alter table "aid_requests" add constraint "aid_requests_merged_into_id_foreign" foreign key ("merged_into_id") references "aid_requests" ("id") on delete set null;`,
    );
    this.addSql(
      `create index "aid_requests_ds_division_code_contact_no_index" on "aid_requests" ("ds_division_code", "contact_no");`,
    );
    this.addSql(
      `create index "aid_requests_ds_division_code_nic_number_index" on "aid_requests" ("ds_division_code", "nic_number");`,
    );
    this.addSql(
      `create index "aid_requests_ds_division_code_name_key_index" on "aid_requests" ("ds_division_code", "name_key");`,
    );
    this.addSql(
      `alter table "audit_log" drop constraint "audit_log_action_check", add constraint "audit_log_action_check" check ("action" in (${AUDIT_ACTIONS}, 'MERGE', 'NOT_DUPLICATE'));`,
    );

    this.addSql(
      `create table "aid_request_duplicates" ("id" serial primary key, "request_id" int not null, "other_id" int not null, "ds_division_code" varchar(8) not null, "reasons" text[] not null, "state" text not null default 'OPEN', "decided_by_id" int null, "decided_at" timestamptz null, "created_at" timestamptz not null, constraint aid_request_duplicates_pair_check check (request_id <> other_id));`,
    );
    this.addSql(
      `alter table "aid_request_duplicates" add constraint "aid_request_duplicates_request_id_other_id_unique" unique ("request_id", "other_id");`,
    );
    this.addSql(
      `create index "aid_request_duplicates_ds_division_code_state_id_index" on "aid_request_duplicates" ("ds_division_code", "state", "id");`,
    );
    this.addSql(`create index "aid_request_duplicates_other_id_index" on "aid_request_duplicates" ("other_id");`);
    this.addSql(
      `alter table "aid_request_duplicates" add constraint "aid_request_duplicates_request_id_foreign" foreign key ("request_id") references "aid_requests" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "aid_request_duplicates" add constraint "aid_request_duplicates_other_id_foreign" foreign key ("other_id") references "aid_requests" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "aid_request_duplicates" add constraint "aid_request_duplicates_ds_division_code_foreign" foreign key ("ds_division_code") references "ds_divisions" ("code");`,
    );
    this.addSql(
      `alter table "aid_request_duplicates" add constraint "aid_request_duplicates_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "aid_request_duplicates" add constraint "aid_request_duplicates_state_check" check ("state" in ('OPEN', 'MERGED', 'NOT_DUPLICATE'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "aid_request_duplicates" cascade;`);
    // The older version knows neither MERGED nor these actions: a merged request goes back as REJECTED (closed, never
    // public), and the decisions about pairs that no longer exist go.
    this.addSql(`update "aid_requests" set "status" = 'REJECTED' where "status" = 'MERGED';`);
    this.addSql(`delete from "audit_log" where "action" in ('MERGE', 'NOT_DUPLICATE');`);
    this.addSql(
      `alter table "audit_log" drop constraint "audit_log_action_check", add constraint "audit_log_action_check" check ("action" in (${AUDIT_ACTIONS}));`,
    );
    this.addSql(`alter table "aid_requests" drop constraint "aid_requests_merged_into_id_foreign";`);
    this.addSql(`drop index "aid_requests_ds_division_code_contact_no_index";`);
    this.addSql(`drop index "aid_requests_ds_division_code_nic_number_index";`);
    this.addSql(`drop index "aid_requests_ds_division_code_name_key_index";`);
    this.addSql(`alter table "aid_requests" drop column "name_key", drop column "merged_into_id";`);
    this.addSql(
      `alter table "aid_requests" drop constraint "aid_requests_status_check", add constraint "aid_requests_status_check" check ("status" in ('PENDING', 'APPROVED', 'REJECTED', 'DELIVERED'));`,
    );
  }
}
