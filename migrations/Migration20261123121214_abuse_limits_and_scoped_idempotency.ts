import { Migration } from '@mikro-orm/migrations';

export class Migration20261123121214_abuse_limits_and_scoped_idempotency extends Migration {
  override name = 'Migration20261123121214_abuse_limits_and_scoped_idempotency';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rate_limit_counters" ("key" varchar(100) not null, "window_start" timestamptz not null, "hits" int not null, primary key ("key"));`,
    );

    this.addSql(`alter table "reports" add "idempotency_payload" varchar(64) null;`);

    this.addSql(`alter table "aid_requests" add "idempotency_payload" varchar(64) null;`);

    this.addSql(`alter table "contributions" add "idempotency_payload" varchar(64) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limit_counters" cascade;`);

    this.addSql(`alter table "aid_requests" drop column "idempotency_payload";`);

    this.addSql(`alter table "contributions" drop column "idempotency_payload";`);

    this.addSql(`alter table "reports" drop column "idempotency_payload";`);
  }
}
