import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A browser's Web Push subscription (pushSubscribe), of the signed-in user who made it; one row per endpoint. */
@Entity({ tableName: 'push_subscriptions' })
@Index({ properties: ['userId'] })
export class PushSubscriptionRow {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  userId!: number;

  /** The push service's URL for this browser: a secret of the browser, never logged. */
  @Property({ type: 'text', unique: true })
  endpoint!: string;

  @Property({ type: 'text' })
  p256dh!: string;

  @Property({ type: 'text' })
  auth!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
