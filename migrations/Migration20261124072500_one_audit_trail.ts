import { Migration } from '@mikro-orm/migrations';

/**
 * One audit trail: a report's decision was written twice, to `reports.decided_by_id/decided_at` (never
 * read) and to `audit_log`. Decisions without their audit row are moved into `audit_log`, then the columns go.
 * The history of a subject is read by subject, hence the index.
 */
export class Migration20261124072500_one_audit_trail extends Migration {
  override name = 'Migration20261124072500_one_audit_trail';

  override up(): void | Promise<void> {
    this
      .addSql(`insert into "audit_log" ("actor_id", "actor_role", "action", "subject_type", "subject_id", "from_status", "to_status", "district_code", "ds_division_code", "at")
      select r."decided_by_id", u."role", case r."status" when 'DISMISSED' then 'DISMISS' else 'PUBLISH' end, 'REPORT', r."id", 'PENDING', r."status", r."district_code", r."ds_division_code", r."decided_at"
      from "reports" r join "users" u on u."id" = r."decided_by_id"
      where r."status" <> 'PENDING' and r."decided_at" is not null
        and not exists (select 1 from "audit_log" a where a."subject_type" = 'REPORT' and a."subject_id" = r."id");`);
    this.addSql(`alter table "reports" drop constraint if exists "reports_decided_by_id_foreign";`);
    this.addSql(`alter table "reports" drop column "decided_by_id", drop column "decided_at";`);
    this.addSql(
      `create index "audit_log_subject_type_subject_id_at_index" on "audit_log" ("subject_type", "subject_id", "at");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "audit_log_subject_type_subject_id_at_index";`);
    this.addSql(`alter table "reports" add column "decided_by_id" int null, add column "decided_at" timestamptz null;`);
    this.addSql(
      `alter table "reports" add constraint "reports_decided_by_id_foreign" foreign key ("decided_by_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`update "reports" r set "decided_by_id" = a."actor_id", "decided_at" = a."at"
      from "audit_log" a where a."subject_type" = 'REPORT' and a."subject_id" = r."id" and a."from_status" = 'PENDING';`);
  }
}
