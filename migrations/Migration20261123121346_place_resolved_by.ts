import { Migration } from '@mikro-orm/migrations';

export class Migration20261123121346_place_resolved_by extends Migration {
  override name = 'Migration20261123121346_place_resolved_by';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "place_resolved_by" text null;`);
    this.addSql(
      `alter table "users" add constraint "users_place_resolved_by_check" check ("place_resolved_by" in ('NAME', 'ALIAS', 'COORDINATES'));`,
    );

    this.addSql(`alter table "reports" add "place_resolved_by" text null;`);
    this.addSql(
      `alter table "reports" add constraint "reports_place_resolved_by_check" check ("place_resolved_by" in ('NAME', 'ALIAS', 'COORDINATES'));`,
    );

    this.addSql(`alter table "aid_requests" add "place_resolved_by" text null;`);
    this.addSql(
      `alter table "aid_requests" add constraint "aid_requests_place_resolved_by_check" check ("place_resolved_by" in ('NAME', 'ALIAS', 'COORDINATES'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "aid_requests" drop constraint "aid_requests_place_resolved_by_check";`);
    this.addSql(`alter table "aid_requests" drop column "place_resolved_by";`);

    this.addSql(`alter table "reports" drop constraint "reports_place_resolved_by_check";`);
    this.addSql(`alter table "reports" drop column "place_resolved_by";`);

    this.addSql(`alter table "users" drop constraint "users_place_resolved_by_check";`);
    this.addSql(`alter table "users" drop column "place_resolved_by";`);
  }
}
