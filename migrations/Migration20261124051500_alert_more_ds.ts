import { Migration } from '@mikro-orm/migrations';

/** Issue 18: an alert may cover several DS divisions of its district; the first stays in ds_division_code. */
export class Migration20261124051500_alert_more_ds extends Migration {
  override name = 'Migration20261124051500_alert_more_ds';

  override up(): void | Promise<void> {
    this.addSql(`alter table "alerts" add column "also_ds_division_codes" text[] not null default '{}';`);
    this.addSql(`create index "alerts_also_ds_division_codes_index" on "alerts" using gin ("also_ds_division_codes");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "alerts_also_ds_division_codes_index";`);
    this.addSql(`alter table "alerts" drop column "also_ds_division_codes";`);
  }
}
