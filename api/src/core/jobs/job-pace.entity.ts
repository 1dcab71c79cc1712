import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

/** A paced key's next free slot (a gateway's sends, say), shared by every runner of every process. */
@Entity({ tableName: 'job_pace' })
export class JobPace {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  nextSlotAt: Date & Opt = new Date();
}
