import { Migration } from '@mikro-orm/migrations';

export class Migration20261123124435_session_last_seen extends Migration {
  override name = 'Migration20261123124435_session_last_seen';

  override up(): void | Promise<void> {
    // Sessions open before this migration count as seen now.
    this.addSql(`alter table "sessions" add "last_seen_at" timestamptz not null default now();`);
    this.addSql(`alter table "sessions" alter column "last_seen_at" drop default;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sessions" drop column "last_seen_at";`);
  }
}
