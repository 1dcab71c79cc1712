import { Migration } from '@mikro-orm/migrations';

export class Migration20261124015428_sms extends Migration {
  override name = 'Migration20261124015428_sms';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sms_inbound" ("id" bigserial primary key, "provider" text not null, "external_id" text not null, "sender" text not null, "text" text not null, "received_at" timestamptz not null default now(), "state" text not null default 'RECEIVED', "attempts" int not null default 0, "next_attempt_at" timestamptz null, "last_error" text null, "result_kind" text null, "result_id" int null, "district_code" text null, "ds_division_code" text null, "processed_at" timestamptz null);`,
    );
    this.addSql(`create index "sms_inbound_due_index" on "sms_inbound" ("next_attempt_at");`);
    this.addSql(`create index "sms_inbound_sender_received_at_index" on "sms_inbound" ("sender", "received_at");`);
    this.addSql(
      `alter table "sms_inbound" add constraint "sms_inbound_provider_external_id_unique" unique ("provider", "external_id");`,
    );

    this.addSql(
      `create table "sms_outbound" ("id" bigserial primary key, "inbound_id" bigint null, "purpose" text not null, "provider" text not null, "recipient" text not null, "text" text not null, "parts" int not null, "state" text not null default 'PENDING', "attempts" int not null default 0, "next_attempt_at" timestamptz null default now(), "last_error" text null, "external_id" text null, "created_at" timestamptz not null default now(), "sent_at" timestamptz null);`,
    );
    this.addSql(`create index "sms_outbound_due_index" on "sms_outbound" ("next_attempt_at");`);
    this.addSql(
      `alter table "sms_outbound" add constraint "sms_outbound_inbound_id_purpose_unique" unique ("inbound_id", "purpose");`,
    );

    this.addSql(
      `create table "sms_senders" ("sender" text not null, "language" text not null, "updated_at" timestamptz not null default now(), primary key ("sender"));`,
    );

    this.addSql(
      `create table "sms_subscriptions" ("id" serial primary key, "sender" text not null, "ds_division_code" text not null, "language" text not null, "created_at" timestamptz not null default now(), "stopped_at" timestamptz null);`,
    );
    this.addSql(`create index "sms_subscriptions_ds_division_code_index" on "sms_subscriptions" ("ds_division_code");`);
    this.addSql(
      `alter table "sms_subscriptions" add constraint "sms_subscriptions_sender_ds_division_code_unique" unique ("sender", "ds_division_code");`,
    );

    this.addSql(
      `alter table "sms_inbound" add constraint "sms_inbound_state_check" check (state in ('RECEIVED', 'DONE', 'TRIAGE'));`,
    );

    this.addSql(
      `alter table "sms_outbound" add constraint "sms_outbound_inbound_id_foreign" foreign key ("inbound_id") references "sms_inbound" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "sms_outbound" add constraint "sms_outbound_state_check" check (state in ('PENDING', 'SENT', 'FAILED'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sms_outbound" drop constraint "sms_outbound_inbound_id_foreign";`);

    this.addSql(`drop table if exists "sms_inbound" cascade;`);
    this.addSql(`drop table if exists "sms_outbound" cascade;`);
    this.addSql(`drop table if exists "sms_senders" cascade;`);
    this.addSql(`drop table if exists "sms_subscriptions" cascade;`);
  }
}
