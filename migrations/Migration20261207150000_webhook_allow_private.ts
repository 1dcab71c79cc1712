import { Migration } from '@mikro-orm/migrations';

/**
 * A webhook receiver's operator may register it at a private or loopback address on purpose (`--allow-private`);
 * every other receiver must be at a public address, checked again at each delivery.
 */
export class Migration20261207150000_webhook_allow_private extends Migration {
  override name = 'Migration20261207150000_webhook_allow_private';

  override up(): void | Promise<void> {
    this.addSql(`alter table "webhook_subscriptions" add column "allow_private" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "webhook_subscriptions" drop column "allow_private";`);
  }
}
