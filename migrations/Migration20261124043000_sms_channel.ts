import { Migration } from '@mikro-orm/migrations';

/** Issue 24: requests and reports that came by SMS are marked (a column, not a join per row) and keep the text sent. */
export class Migration20261124043000_sms_channel extends Migration {

  override name = 'Migration20261124043000_sms_channel';

  override up(): void | Promise<void> {
    for (const table of ['aid_requests', 'reports']) {
      this.addSql(`alter table "${table}" add column "channel" text not null default 'WEB', add column "sms_text" text null;`);
      this.addSql(`alter table "${table}" add constraint "${table}_channel_check" check ("channel" in ('WEB', 'SMS'));`);
    }
  }

  override down(): void | Promise<void> {
    for (const table of ['aid_requests', 'reports']) this.addSql(`alter table "${table}" drop constraint "${table}_channel_check", drop column "channel", drop column "sms_text";`);
  }

}
