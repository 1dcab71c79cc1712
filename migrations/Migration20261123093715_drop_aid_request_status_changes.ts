import { Migration } from '@mikro-orm/migrations';

export class Migration20261123093715_drop_aid_request_status_changes extends Migration {
  override name = 'Migration20261123093715_drop_aid_request_status_changes';

  override up(): void | Promise<void> {
    this.addSql(`drop table if exists "aid_request_status_changes" cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create table "aid_request_status_changes" ("id" serial primary key, "aid_request_id" int4 not null, "from_status" text null, "to_status" text not null, "actor_id" int4 null, "actor_role" varchar(20) not null, "at" timestamptz(6) not null);`,
    );
    this.addSql(
      `create index "aid_request_status_changes_aid_request_id_index" on "aid_request_status_changes" ("aid_request_id");`,
    );

    this.addSql(
      `alter table "aid_request_status_changes" add constraint "aid_request_status_changes_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on update no action on delete set null;`,
    );
    this.addSql(
      `alter table "aid_request_status_changes" add constraint "aid_request_status_changes_aid_request_id_foreign" foreign key ("aid_request_id") references "aid_requests" ("id") on update no action on delete cascade;`,
    );
    this.addSql(
      `alter table "aid_request_status_changes" add constraint "aid_request_status_changes_from_status_check" check ("from_status" in ('PENDING', 'APPROVED', 'REJECTED', 'DELIVERED'));`,
    );
    this.addSql(
      `alter table "aid_request_status_changes" add constraint "aid_request_status_changes_to_status_check" check ("to_status" in ('PENDING', 'APPROVED', 'REJECTED', 'DELIVERED'));`,
    );
  }
}
