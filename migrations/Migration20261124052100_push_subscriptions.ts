import { Migration } from '@mikro-orm/migrations';

/** Web Push subscriptions of signed-in users: the notifications beside their SMS. */
export class Migration20261124052100_push_subscriptions extends Migration {
  override name = 'Migration20261124052100_push_subscriptions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "push_subscriptions" ("id" serial primary key, "user_id" int not null, "endpoint" text not null, "p256dh" text not null, "auth" text not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "push_subscriptions_user_id_index" on "push_subscriptions" ("user_id");`);
    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_endpoint_unique" unique ("endpoint");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "push_subscriptions" cascade;`);
  }
}
