import { Migration } from '@mikro-orm/migrations';

/**
 * A report links to the alert that closed it: one alert may close several reports. The link known so far
 * is the alert's source report (one report per alert): those reports get their alert's id. No foreign key, as
 * sms_outbound.alert_id: the entity holds an id (reports sit below alerts), and alerts are never deleted.
 */
export class Migration20261124130925_report_alert_link extends Migration {
  override name = 'Migration20261124130925_report_alert_link';

  override up(): void | Promise<void> {
    this.addSql(`alter table "reports" add "alert_id" int null;`);
    this.addSql(`create index "reports_alert_id_index" on "reports" ("alert_id");`);
    this.addSql(`update "reports" r set "alert_id" = a."id" from "alerts" a where a."source_report_id" = r."id";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "reports_alert_id_index";`);
    this.addSql(`alter table "reports" drop column "alert_id";`);
  }
}
