import { Migration } from '@mikro-orm/migrations';

/**
 * The start-up name-key backfill (api/src/aid-requests/name-key-backfill.ts) reads only the requests still without a
 * key. A partial index of exactly those rows (its predicate is the backfill's WHERE) lets each start read a near-empty
 * index instead of walking every aid request.
 */
export class Migration20261124162757_name_key_backfill_index extends Migration {
  override name = 'Migration20261124162757_name_key_backfill_index';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "aid_requests_name_key_missing_index" on "aid_requests" ("id") where name_key is null and full_name is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "aid_requests_name_key_missing_index";`);
  }
}
