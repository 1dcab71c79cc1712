import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { Image } from '../images/image.entity.js';

export enum Verdict {
  AUTHENTIC = 'AUTHENTIC',
  SUSPICIOUS = 'SUSPICIOUS',
  UNKNOWN = 'UNKNOWN',
}

/** One run of the photo check; the newest per image is the current result. Re-verifying adds a row. */
@Entity({ tableName: 'image_verifications' })
@Index({ properties: ['image', 'createdAt'] })
export class ImageVerification {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Image, { deleteRule: 'cascade' })
  image!: Image;

  @Enum({ items: () => Verdict })
  verdict!: Verdict;

  @Property({ type: 'integer' })
  confidence!: number;

  @Property({ type: 'integer', nullable: true })
  matchScore?: number | null;

  @Property({ type: 'text' })
  analysis!: string;

  @Property({ type: 'text[]' })
  flags!: string[];

  @Property({ type: 'text' })
  recommendation!: string;

  @Property({ type: 'string', length: 100 })
  provider!: string;

  @Property({ type: 'integer' })
  minConfidence!: number;

  @ManyToOne(() => User, { nullable: true })
  requestedBy?: User | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
