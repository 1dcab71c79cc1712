import { Migration } from '@mikro-orm/migrations';

export class Migration20261123162043_event_outbox extends Migration {

  override name = 'Migration20261123162043_event_outbox';

  override up(): void | Promise<void> {
    this.addSql(`create table "event_outbox" ("sequence" bigserial primary key, "topic" text not null, "payload" jsonb not null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "event_outbox_created_at_index" on "event_outbox" ("created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "event_outbox" cascade;`);
  }

}
