import { Migration } from '@mikro-orm/migrations';

/**
 * The job queue's pace per key (a gateway's sends): one row each, shared by every runner. The queue's own tables are
 * installed by the migration step after the migrations (installJobSchema), in their own schema.
 */
export class Migration20261207184500_job_pace extends Migration {
  override name = 'Migration20261207184500_job_pace';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "job_pace" ("key" text not null, "next_slot_at" timestamptz not null default now(), primary key ("key"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "job_pace" cascade;`);
  }
}
