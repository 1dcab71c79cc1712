import { Migration } from '@mikro-orm/migrations';

/** Issue 18: the time in force the DMC officer chose when publishing (older rows keep their type's default). */
export class Migration20261124050000_alert_expiry extends Migration {
  override name = 'Migration20261124050000_alert_expiry';

  override up(): void | Promise<void> {
    this.addSql(`alter table "alerts" add column "expires_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "alerts" drop column "expires_at";`);
  }
}
