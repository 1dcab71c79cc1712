import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * One announced change, written by `announce()` in the transaction that makes the change (the event outbox): the
 * sequence orders every event of every instance; the relay and resuming clients read rows by sequence.
 */
@Entity({ tableName: 'event_outbox' })
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
