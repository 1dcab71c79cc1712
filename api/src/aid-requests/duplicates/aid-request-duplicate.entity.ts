import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { User } from '../../accounts/user.entity.js';
import { DsDivision } from '../../geography/geography.entity.js';
import { AidRequest } from '../aid-request.entity.js';

export enum DuplicatePairState {
  OPEN = 'OPEN',
  MERGED = 'MERGED',
  NOT_DUPLICATE = 'NOT_DUPLICATE',
}

/** A likely duplicate found when `request` arrived: `other` is an older open request of the same DS division. */
@Entity({ tableName: 'aid_request_duplicates' })
@Unique({ properties: ['request', 'other'] })
@Index({ properties: ['dsDivision', 'state', 'id'] })
@Index({ properties: ['other'] })
@Check({ name: 'aid_request_duplicates_pair_check', expression: 'request_id <> other_id' })
export class AidRequestDuplicate {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => AidRequest, { deleteRule: 'cascade' })
  request!: AidRequest;

  @ManyToOne(() => AidRequest, { deleteRule: 'cascade' })
  other!: AidRequest;

  /** Both requests' division (they are only ever compared within one). */
  @ManyToOne(() => DsDivision, { fieldName: 'ds_division_code' })
  dsDivision!: DsDivision;

  /** Reason codes of shared/duplicate-rules.ts. */
  @Property({ type: 'text[]' })
  reasons!: string[];

  @Enum({ items: () => DuplicatePairState })
  state: DuplicatePairState & Opt = DuplicatePairState.OPEN;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  decidedBy?: User | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  decidedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
