import type { Opt } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/** Where an inbound message is: waiting (or retrying), done, or in the officers' triage queue. */
export enum SmsInboundState {
  RECEIVED = 'RECEIVED',
  DONE = 'DONE',
  TRIAGE = 'TRIAGE',
}

/** What a processed message became: exactly one of these per stored message. */
export enum SmsResultKind {
  AID_REQUEST = 'AID_REQUEST',
  REPORT = 'REPORT',
  SUBSCRIPTION = 'SUBSCRIPTION',
  STATUS = 'STATUS',
  TRIAGE = 'TRIAGE',
}

/**
 * One inbound SMS, stored before the gateway is answered and processed from here by the worker (a queue in
 * PostgreSQL). Unique per (provider, external id): a gateway's retry of the same call is stored once. The body and
 * number are personal data: never logged.
 */
@Entity({ tableName: 'sms_inbound' })
@Unique({ properties: ['provider', 'externalId'] })
@Index({ name: 'sms_inbound_sender_received_at_index', properties: ['sender', 'receivedAt'] })
@Index({ name: 'sms_inbound_due_index', properties: ['nextAttemptAt'] })
// The officers' triage queue, read by place in arrival order.
@Index({ properties: ['state', 'dsDivisionCode', 'id'] })
@Index({ properties: ['state', 'districtCode', 'id'] })
@Check({ name: 'sms_inbound_state_check', expression: "state in ('RECEIVED', 'DONE', 'TRIAGE')" })
export class SmsInbound {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'text' })
  provider!: string;

  @Property({ type: 'text' })
  externalId!: string;

  /** +94... (shared/phone-numbers.ts). */
  @Property({ type: 'text' })
  sender!: string;

  /** As received, every code point (ZWJ and ZWNJ included) but control characters other than tab and line breaks. */
  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  receivedAt: Date & Opt = new Date();

  @Property({ type: 'text', default: SmsInboundState.RECEIVED })
  state: string & Opt = SmsInboundState.RECEIVED;

  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  /** When the worker may (re)try; null once done or in triage. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  nextAttemptAt?: Date | null;

  /** An error code or class name, never the message's text. */
  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'text', nullable: true })
  resultKind?: string | null;

  /** The aid request's or report's id (or the subscription's). */
  @Property({ type: 'integer', nullable: true })
  resultId?: number | null;

  /** The place read from the message, when any: whose officers see it in triage. */
  @Property({ type: 'text', nullable: true })
  districtCode?: string | null;

  @Property({ type: 'text', nullable: true })
  dsDivisionCode?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  processedAt?: Date | null;
}

/**
 * One outbound SMS, recorded before it is sent: unique per (inbound message, purpose), so a reply is made once
 * however often its message is processed; sent by the worker and its state recorded.
 */
@Entity({ tableName: 'sms_outbound' })
@Unique({ properties: ['inbound', 'purpose'] })
// An alert's message is queued once per (alert, kind, recipient), however often its fan-out runs.
@Unique({ properties: ['alertId', 'purpose', 'recipient'] })
@Index({ name: 'sms_outbound_due_index', properties: ['nextAttemptAt'] })
@Index({
  name: 'sms_outbound_pending_index',
  expression: `create index "sms_outbound_pending_index" on "sms_outbound" ("provider", ("inbound_id" is null), "next_attempt_at") where state = 'PENDING'`,
})
@Index({
  name: 'sms_outbound_receipt_index',
  expression: `create index "sms_outbound_receipt_index" on "sms_outbound" ("provider", "external_id") where external_id is not null`,
})
@Index({
  name: 'sms_outbound_alert_index',
  expression: `create index "sms_outbound_alert_index" on "sms_outbound" ("alert_id", "state") where alert_id is not null`,
})
@Check({ name: 'sms_outbound_state_check', expression: "state in ('PENDING', 'SENT', 'DELIVERED', 'FAILED')" })
export class SmsOutbound {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => SmsInbound, { deleteRule: 'cascade', nullable: true })
  inbound?: SmsInbound | null;

  /** REPLY for an answer to an inbound message; ALERT or CANCEL for an alert's message (then `alertId` is set). */
  @Property({ type: 'text' })
  purpose!: string;

  @Property({ type: 'integer', nullable: true })
  alertId?: number | null;

  @Property({ type: 'text' })
  provider!: string;

  @Property({ type: 'text' })
  recipient!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'integer' })
  parts!: number;

  @Property({ type: 'text', default: 'PENDING' })
  state: string & Opt = 'PENDING';

  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true, defaultRaw: 'now()' })
  nextAttemptAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  /** The gateway's id of the sent message. */
  @Property({ type: 'text', nullable: true })
  externalId?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  /** When the gateway's delivery receipt (DELIVERED, or FAILED by the network) arrived. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  receiptAt?: Date | null;
}

/** A number following the alerts of one DS division (ALERTS <place>), until STOP. */
@Entity({ tableName: 'sms_subscriptions' })
@Unique({ properties: ['sender', 'dsDivisionCode'] })
@Index({ properties: ['dsDivisionCode'] })
export class SmsSubscription {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  sender!: string;

  @Property({ type: 'text' })
  dsDivisionCode!: string;

  @Property({ type: 'text' })
  language!: string;

  /** The gateway the number last wrote through: its alerts go out through it (another configured one if it is off). */
  @Property({ type: 'text', nullable: true })
  provider?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  stoppedAt?: Date | null;
}

/**
 * One alert change to text to its subscribers: queued in the transaction that publishes or resolves the alert (one
 * cheap row however many subscribers), expanded by the worker into sms_outbound with one INSERT ... SELECT.
 */
@Entity({ tableName: 'sms_alert_jobs' })
@Unique({ properties: ['alertId', 'kind'] })
@Index({ name: 'sms_alert_jobs_due_index', properties: ['nextAttemptAt'] })
@Check({ name: 'sms_alert_jobs_kind_check', expression: "kind in ('ALERT', 'CANCEL')" })
export class SmsAlertJob {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'integer' })
  alertId!: number;

  /** ALERT when published, CANCEL when resolved. */
  @Property({ type: 'text' })
  kind!: string;

  @Property({ type: 'text' })
  dsDivisionCode!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true, defaultRaw: 'now()' })
  nextAttemptAt?: Date | null;

  /** Messages the expansion queued (0 when every subscriber already had it). */
  @Property({ type: 'integer', nullable: true })
  queued?: number | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  doneAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;
}

/** A gateway's next free send slot: instances reserve slots here, so together they keep the gateway's pace. */
@Entity({ tableName: 'sms_pace' })
export class SmsPace {
  @PrimaryKey({ type: 'text' })
  provider!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  nextSlotAt: Date & Opt = new Date();
}

/** A number's own choice of language (LANG SI|TA|EN): replies and alerts in it rather than by the script it wrote. */
@Entity({ tableName: 'sms_senders' })
export class SmsSender {
  @PrimaryKey({ type: 'text' })
  sender!: string;

  @Property({ type: 'text' })
  language!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date & Opt = new Date();
}
