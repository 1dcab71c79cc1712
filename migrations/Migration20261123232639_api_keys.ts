import { Migration } from '@mikro-orm/migrations';

export class Migration20261123232639_api_keys extends Migration {
  override name = 'Migration20261123232639_api_keys';

  override up(): void | Promise<void> {
    // Integrators' API keys: only a SHA-256 of each secret is kept.
    this.addSql(
      `create table "api_keys" ("id" serial primary key, "organisation" varchar(200) not null, "prefix" varchar(16) not null, "secret_hash" varchar(64) not null, "scopes" text[] not null, "rate_per_minute" int not null, "created_at" timestamptz not null, "revoked_at" timestamptz null, "last_used_at" timestamptz null);`,
    );
    this.addSql(`alter table "api_keys" add constraint "api_keys_prefix_unique" unique ("prefix");`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_secret_hash_unique" unique ("secret_hash");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "api_keys" cascade;`);
  }
}
