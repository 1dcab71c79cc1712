import { Entity, Index, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';
import { EVENTS_CHANNEL } from './events.js';
import { OUTBOX_LOCK_KEY } from './outbox.js';

/**
 * At commit, each new row takes its final sequence under OUTBOX_LOCK_KEY, held to the end of the commit, so sequences
 * follow commit order (why: OUTBOX_LOCK_KEY), then its sequence is NOTIFYed. A constraint trigger, deferred to commit.
 */
const NUMBER_AT_COMMIT = `create or replace function "event_outbox_number_at_commit"() returns trigger language plpgsql as $$
  declare final bigint;
  begin
    perform pg_advisory_xact_lock(${OUTBOX_LOCK_KEY});
    final := nextval(pg_get_serial_sequence('event_outbox', 'sequence'));
    update event_outbox set sequence = final where sequence = new.sequence;
    perform pg_notify('${EVENTS_CHANNEL}', json_build_object('sequence', final)::text);
    return null;
  end $$;
create constraint trigger "event_outbox_number_at_commit" after insert on "event_outbox" deferrable initially deferred
  for each row execute function "event_outbox_number_at_commit"()`;

/**
 * One announced change, written by `announce()` in the transaction that makes the change (the event outbox): the
 * sequence orders every event of every instance; the relay and resuming clients read rows by sequence.
 */
@Entity({ tableName: 'event_outbox' })
@Trigger({ name: 'event_outbox_number_at_commit', timing: 'after', events: ['insert'], expression: NUMBER_AT_COMMIT })
export class OutboxRow {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  sequence!: string;

  @Property({ type: 'text' })
  topic!: string;

  @Property({ type: 'json' })
  payload!: unknown;

  /** Pruning reads it (OUTBOX_RETENTION_HOURS). */
  @Index({ name: 'event_outbox_created_at_index' })
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt!: Date;
}
