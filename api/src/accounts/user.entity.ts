import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { District, DsDivision } from '../geography/geography.entity.js';
import { PlaceResolvedBy } from '../geography/place-names.js';
import { Role } from '../shared/actor.js';

/** Roles are the policy's vocabulary: declared with the actor, at the bottom layer. */
export { Role };

export enum NotificationPreference {
  ALERTS = 'ALERTS',
  REPORTS = 'REPORTS',
  VOLUNTEER_UPDATES = 'VOLUNTEER_UPDATES',
}

@Entity({ tableName: 'users' })
@Check({ name: 'users_contact_no_check', expression: "contact_no ~ '^[0-9]{10}$'" })
@Check({ name: 'users_ds_division_by_role_check', expression: "role = 'DMC_OFFICER' or ds_division_code is not null" })
@Index({ properties: ['district', 'role', 'fullName', 'id'] })
@Index({ properties: ['dsDivision', 'role', 'fullName', 'id'] })
export class User {
  /** The numeric User ID people type at /login. */
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Enum({ items: () => Role })
  role!: Role;

  @Property({ type: 'string', length: 200 })
  fullName!: string;

  @Property({ type: 'string', length: 254, nullable: true, unique: true })
  email?: string | null;

  @Property({ type: 'string', length: 10 })
  contactNo!: string;

  @Property({ type: 'string', length: 200, hidden: true, lazy: true })
  passwordHash!: string;

  @ManyToOne(() => District, { fieldName: 'district_code' })
  district!: District;

  @ManyToOne(() => DsDivision, { fieldName: 'ds_division_code', nullable: true })
  dsDivision?: DsDivision | null;

  /** How the place was read from the form (NAME, ALIAS or COORDINATES); null for places taken from a session. */
  @Enum({ items: () => PlaceResolvedBy, nullable: true })
  placeResolvedBy?: PlaceResolvedBy | null;

  /** Volunteers only: ready to be called on now. */
  @Property({ type: 'boolean' })
  available: boolean & Opt = false;

  @Enum({ items: () => NotificationPreference })
  notificationPreference: NotificationPreference & Opt = NotificationPreference.ALERTS;

  /** Rows of the clearly marked demo data set. */
  @Property({ type: 'boolean' })
  isDemo: boolean & Opt = false;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
