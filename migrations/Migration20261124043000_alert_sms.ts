import { Migration } from '@mikro-orm/migrations';

/** Alerts by SMS: the fan-out jobs, the alert messages' unique key, receipts, each subscriber's gateway, the pace per gateway. */
export class Migration20261124043000_alert_sms extends Migration {
  override name = 'Migration20261124043000_alert_sms';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sms_alert_jobs" ("id" bigserial primary key, "alert_id" int not null, "kind" text not null, "ds_division_code" text not null, "created_at" timestamptz not null default now(), "attempts" int not null default 0, "next_attempt_at" timestamptz null default now(), "queued" int null, "done_at" timestamptz null, "last_error" text null);`,
    );
    this.addSql(
      `alter table "sms_alert_jobs" add constraint "sms_alert_jobs_alert_id_kind_unique" unique ("alert_id", "kind");`,
    );
    this.addSql(`create index "sms_alert_jobs_due_index" on "sms_alert_jobs" ("next_attempt_at");`);
    this.addSql(
      `alter table "sms_alert_jobs" add constraint "sms_alert_jobs_kind_check" check (kind in ('ALERT', 'CANCEL'));`,
    );

    this.addSql(`alter table "sms_outbound" add column "alert_id" int null, add column "receipt_at" timestamptz null;`);
    this.addSql(
      `alter table "sms_outbound" add constraint "sms_outbound_alert_id_purpose_recipient_unique" unique ("alert_id", "purpose", "recipient");`,
    );
    this.addSql(`alter table "sms_outbound" drop constraint "sms_outbound_state_check";`);
    this.addSql(
      `alter table "sms_outbound" add constraint "sms_outbound_state_check" check (state in ('PENDING', 'SENT', 'DELIVERED', 'FAILED'));`,
    );
    // Replies before alert messages, then oldest first, per gateway: the paced claim reads this index in order.
    this.addSql(
      `create index "sms_outbound_pending_index" on "sms_outbound" ("provider", ("inbound_id" is null), "next_attempt_at") where state = 'PENDING';`,
    );
    this.addSql(
      `create index "sms_outbound_receipt_index" on "sms_outbound" ("provider", "external_id") where external_id is not null;`,
    );
    this.addSql(
      `create index "sms_outbound_alert_index" on "sms_outbound" ("alert_id", "state") where alert_id is not null;`,
    );

    this.addSql(`alter table "sms_subscriptions" add column "provider" text null;`);

    this.addSql(
      `create table "sms_pace" ("provider" text not null, "next_slot_at" timestamptz not null default now(), primary key ("provider"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sms_pace" cascade;`);
    this.addSql(`alter table "sms_subscriptions" drop column "provider";`);
    this.addSql(`drop index "sms_outbound_alert_index";`);
    this.addSql(`drop index "sms_outbound_receipt_index";`);
    this.addSql(`drop index "sms_outbound_pending_index";`);
    this.addSql(`alter table "sms_outbound" drop constraint "sms_outbound_state_check";`);
    this.addSql(
      `alter table "sms_outbound" add constraint "sms_outbound_state_check" check (state in ('PENDING', 'SENT', 'FAILED'));`,
    );
    this.addSql(`alter table "sms_outbound" drop constraint "sms_outbound_alert_id_purpose_recipient_unique";`);
    this.addSql(`alter table "sms_outbound" drop column "alert_id", drop column "receipt_at";`);
    this.addSql(`drop table if exists "sms_alert_jobs" cascade;`);
  }
}
