import { Migration } from '@mikro-orm/migrations';

/** Issue 16: the DMC officer's optional headline and instruction per language, as published with the alert. */
export class Migration20261123205000_alert_texts extends Migration {
  override name = 'Migration20261123205000_alert_texts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "alerts" add column "texts" jsonb null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "alerts" drop column "texts";`);
  }
}
