import { Collection, type Opt } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, OneToMany, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Alert } from '../alerts/alert.entity.js';

/** A receiver an operator registered (`npm run webhook:add`): every publish and resolve is POSTed to it as CAP. */
@Entity({ tableName: 'webhook_subscriptions' })
export class WebhookSubscription {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'text' })
  url!: string;

  /** Kept as given because the worker signs with it (HMAC); never logged, never answered by the API. */
  @Property({ type: 'text', lazy: true })
  secret!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'boolean', default: true })
  active: boolean & Opt = true;

  /** Registered with --allow-private: its operator means a private or loopback address; others must be public. */
  @Property({ type: 'boolean', default: false })
  allowPrivate: boolean & Opt = false;
}

/**
 * One CAP message owed to one receiver, enqueued in the transaction that publishes or resolves the alert. Pending
 * while nextAttemptAt is set; delivered or given up when it is null. Unique per (subscription, alert, msgType): an
 * alert is published once and cancelled once, so each message is enqueued exactly once.
 */
@Entity({ tableName: 'webhook_deliveries' })
@Unique({ properties: ['subscription', 'alert', 'msgType'] })
@Check({ name: 'webhook_deliveries_msg_type_check', expression: "msg_type in ('Alert', 'Update', 'Cancel')" })
@Index({ name: 'webhook_deliveries_due_index', properties: ['nextAttemptAt'] })
@Index({ properties: ['alert', 'id'] })
export class WebhookDelivery {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => WebhookSubscription, { deleteRule: 'cascade' })
  subscription!: WebhookSubscription;

  @ManyToOne(() => Alert, { deleteRule: 'cascade' })
  alert!: Alert;

  /** The CAP message: its msgType and identifier. */
  @Property({ type: 'text' })
  msgType!: string;

  @Property({ type: 'text' })
  identifier!: string;

  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  /** When the worker may (re)try; null once delivered or given up. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  nextAttemptAt?: Date | null;

  @Property({ type: 'integer', nullable: true })
  lastStatus?: number | null;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deliveredAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @OneToMany(() => WebhookAttempt, (attempt) => attempt.delivery)
  attemptLog = new Collection<WebhookAttempt>(this);
}

/** One POST of a delivery: when, how long, and the receiver's status code or the error (timeout, refused...). */
@Entity({ tableName: 'webhook_attempts' })
@Index({ properties: ['delivery', 'number'] })
export class WebhookAttempt {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @ManyToOne(() => WebhookDelivery, { deleteRule: 'cascade' })
  delivery!: WebhookDelivery;

  /** 1 for the first attempt. */
  @Property({ type: 'integer' })
  number!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  startedAt!: Date;

  @Property({ type: 'integer' })
  durationMs!: number;

  @Property({ type: 'integer', nullable: true })
  statusCode?: number | null;

  @Property({ type: 'text', nullable: true })
  error?: string | null;
}
