import { Migration } from '@mikro-orm/migrations';

export class Migration20261123180821_webhooks extends Migration {
  override name = 'Migration20261123180821_webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_subscriptions" ("id" serial primary key, "url" text not null, "secret" text not null, "created_at" timestamptz not null default now(), "active" boolean not null default true);`,
    );

    this.addSql(
      `create table "webhook_deliveries" ("id" bigserial primary key, "subscription_id" int not null, "alert_id" int not null, "msg_type" text not null, "identifier" text not null, "attempts" int not null default 0, "next_attempt_at" timestamptz null, "last_status" int null, "last_error" text null, "delivered_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "webhook_deliveries_alert_id_id_index" on "webhook_deliveries" ("alert_id", "id");`);
    this.addSql(`create index "webhook_deliveries_due_index" on "webhook_deliveries" ("next_attempt_at");`);
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_subscription_id_alert_id_msg_type_unique" unique ("subscription_id", "alert_id", "msg_type");`,
    );

    this.addSql(
      `create table "webhook_attempts" ("id" bigserial primary key, "delivery_id" bigint not null, "number" int not null, "started_at" timestamptz not null, "duration_ms" int not null, "status_code" int null, "error" text null);`,
    );
    this.addSql(
      `create index "webhook_attempts_delivery_id_number_index" on "webhook_attempts" ("delivery_id", "number");`,
    );

    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_subscription_id_foreign" foreign key ("subscription_id") references "webhook_subscriptions" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_alert_id_foreign" foreign key ("alert_id") references "alerts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_msg_type_check" check (msg_type in ('Alert', 'Update', 'Cancel'));`,
    );

    this.addSql(
      `alter table "webhook_attempts" add constraint "webhook_attempts_delivery_id_foreign" foreign key ("delivery_id") references "webhook_deliveries" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_attempts" cascade;`);
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
    this.addSql(`drop table if exists "webhook_subscriptions" cascade;`);
  }
}
