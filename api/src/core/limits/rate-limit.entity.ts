import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** One fixed-window counter of the shared rate limiter: a rule and a hashed subject (address, phone, account). */
@Entity({ tableName: 'rate_limit_counters' })
export class RateLimitCounter {
  @PrimaryKey({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  windowStart!: Date;

  @Property({ type: 'integer' })
  hits!: number;
}
