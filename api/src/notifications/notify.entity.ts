import type { Opt } from '@mikro-orm/core';
import { Check, Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/**
 * One thing a user is to hear of by SMS (their notification preference), recorded in the transaction of the change:
 * unique per (user, kind, subject), so a user hears of each event once however often it is announced or batched.
 * The worker gathers a user's waiting rows into one SMS after SMS_NOTIFY_WINDOW_SECONDS.
 */
@Entity({ tableName: 'notification_events' })
@Unique({ properties: ['userId', 'kind', 'subjectId'] })
@Index({
  name: 'notification_events_waiting_index',
  expression: `create index "notification_events_waiting_index" on "notification_events" ("user_id", "created_at") where batched_at is null`,
})
@Check({
  name: 'notification_events_kind_check',
  expression: "kind in ('REPORT', 'AID_REQUEST', 'CONTRIBUTION', 'APPROVED', 'REJECTED', 'ALERT')",
})
export class NotificationEvent {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'integer' })
  userId!: number;

  @Property({ type: 'text' })
  kind!: string;

  /** The report's, request's, contribution's or alert's id. */
  @Property({ type: 'integer' })
  subjectId!: number;

  /** The district (reports) or DS division the event happened in: named in the SMS. */
  @Property({ type: 'text' })
  placeCode!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  /** When it went into an SMS (null while waiting), and which one. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  batchedAt?: Date | null;

  @Property({ type: 'bigint', nullable: true })
  smsOutboundId?: string | null;
}
