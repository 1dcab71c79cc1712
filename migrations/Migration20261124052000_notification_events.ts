import { Migration } from '@mikro-orm/migrations';

/** Notification preferences by SMS: what each user is to hear of, once per (user, kind, subject). */
export class Migration20261124052000_notification_events extends Migration {
  override name = 'Migration20261124052000_notification_events';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "notification_events" ("id" bigserial primary key, "user_id" int not null, "kind" text not null, "subject_id" int not null, "place_code" text not null, "created_at" timestamptz not null default now(), "batched_at" timestamptz null, "sms_outbound_id" bigint null);`,
    );
    this.addSql(
      `alter table "notification_events" add constraint "notification_events_user_id_kind_subject_id_unique" unique ("user_id", "kind", "subject_id");`,
    );
    this.addSql(
      `create index "notification_events_waiting_index" on "notification_events" ("user_id", "created_at") where batched_at is null;`,
    );
    this.addSql(
      `alter table "notification_events" add constraint "notification_events_kind_check" check (kind in ('REPORT', 'AID_REQUEST', 'CONTRIBUTION', 'APPROVED', 'REJECTED', 'ALERT'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notification_events" cascade;`);
  }
}
