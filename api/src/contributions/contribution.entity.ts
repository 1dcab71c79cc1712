import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { AidRequest } from '../aid-requests/aid-request.entity.js';
import { District, DsDivision } from '../geography/geography.entity.js';
import { Image } from '../images/image.entity.js';

export enum ContributionStatus {
  PENDING = 'PENDING',
  APPROVED = 'APPROVED',
  REJECTED = 'REJECTED',
}

/** What a volunteer delivered against an aid request; a DS officer of the request's division decides on it. */
@Entity({ tableName: 'contributions' })
@Index({ properties: ['dsDivision', 'status', 'createdAt', 'id'] })
@Index({ properties: ['volunteer', 'createdAt', 'id'] })
export class Contribution {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User)
  volunteer!: User;

  @Index()
  @ManyToOne(() => AidRequest)
  aidRequest!: AidRequest;

  @ManyToOne(() => District, { fieldName: 'district_code' })
  district!: District;

  @ManyToOne(() => DsDivision, { fieldName: 'ds_division_code' })
  dsDivision!: DsDivision;

  /** Evacuation, First Aid, Supply Distribution, or the text given for Other (D5). */
  @Property({ type: 'string', length: 200 })
  typeSupport!: string;

  @Property({ type: 'text' })
  description!: string;

  @ManyToOne(() => Image, { nullable: true })
  image?: Image | null;

  @Enum({ items: () => ContributionStatus })
  status: ContributionStatus & Opt = ContributionStatus.PENDING;

  @ManyToOne(() => User, { nullable: true })
  decidedBy?: User | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  decidedAt?: Date | null;

  @Property({ type: 'string', length: 100, nullable: true, unique: true })
  idempotencyKey?: string | null;

  /** A hash of the payload first sent with the key: the same key with another payload is refused. */
  @Property({ type: 'string', length: 64, nullable: true })
  idempotencyPayload?: string | null;

  @Property({ type: 'boolean' })
  isDemo: boolean & Opt = false;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
