import { Migration } from '@mikro-orm/migrations';

export class Migration20261123164409_event_outbox extends Migration {
  override name = 'Migration20261123164409_event_outbox';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "event_outbox" ("sequence" bigserial primary key, "topic" text not null, "payload" jsonb not null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "event_outbox_created_at_index" on "event_outbox" ("created_at");`);
    // At commit each new row takes its final sequence under an advisory lock held to the end of the commit, so
    // sequences follow commit order (why: OUTBOX_LOCK_KEY in api/src/core/events/outbox.ts), then NOTIFYs it.
    this.addSql(`create or replace function "event_outbox_number_at_commit"() returns trigger language plpgsql as $$
  declare final bigint;
  begin
    perform pg_advisory_xact_lock(7205114927);
    final := nextval(pg_get_serial_sequence('event_outbox', 'sequence'));
    update event_outbox set sequence = final where sequence = new.sequence;
    perform pg_notify('lanka_relief_events', json_build_object('sequence', final)::text);
    return null;
  end $$;`);
    this
      .addSql(`create constraint trigger "event_outbox_number_at_commit" after insert on "event_outbox" deferrable initially deferred
  for each row execute function "event_outbox_number_at_commit"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "event_outbox" cascade;`);
    this.addSql(`drop function if exists "event_outbox_number_at_commit"();`);
  }
}
