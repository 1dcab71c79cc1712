import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 24, the officers' side of SMS: requests and reports that came by SMS are marked (a column, not a join per
 * row) and keep the text sent; the triage queue is read by place; triage actions are audited.
 */
export class Migration20261124043000_sms_officers extends Migration {
  override name = 'Migration20261124043000_sms_officers';

  override up(): void | Promise<void> {
    for (const table of ['aid_requests', 'reports']) {
      this.addSql(
        `alter table "${table}" add column "channel" text not null default 'WEB', add column "sms_text" text null;`,
      );
      this.addSql(
        `alter table "${table}" add constraint "${table}_channel_check" check ("channel" in ('WEB', 'SMS'));`,
      );
    }
    this.addSql(
      `create index "sms_inbound_state_ds_division_code_id_index" on "sms_inbound" ("state", "ds_division_code", "id");`,
    );
    this.addSql(
      `create index "sms_inbound_state_district_code_id_index" on "sms_inbound" ("state", "district_code", "id");`,
    );
    this.addSql(
      `alter table "audit_log" drop constraint "audit_log_action_check", add constraint "audit_log_action_check" check ("action" in ('APPROVE', 'REJECT', 'DELIVER', 'RESOLVE', 'PUBLISH', 'DISMISS', 'ASSIGN_PLACE', 'REPLY', 'CONVERT'));`,
    );
    this.addSql(
      `alter table "audit_log" drop constraint "audit_log_subject_type_check", add constraint "audit_log_subject_type_check" check ("subject_type" in ('AID_REQUEST', 'CONTRIBUTION', 'ALERT', 'REPORT', 'SMS_MESSAGE'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "audit_log" drop constraint "audit_log_action_check", add constraint "audit_log_action_check" check ("action" in ('APPROVE', 'REJECT', 'DELIVER', 'RESOLVE', 'PUBLISH', 'DISMISS'));`,
    );
    this.addSql(
      `alter table "audit_log" drop constraint "audit_log_subject_type_check", add constraint "audit_log_subject_type_check" check ("subject_type" in ('AID_REQUEST', 'CONTRIBUTION', 'ALERT', 'REPORT'));`,
    );
    this.addSql(`drop index "sms_inbound_state_ds_division_code_id_index";`);
    this.addSql(`drop index "sms_inbound_state_district_code_id_index";`);
    for (const table of ['aid_requests', 'reports'])
      this.addSql(
        `alter table "${table}" drop constraint "${table}_channel_check", drop column "channel", drop column "sms_text";`,
      );
  }
}
