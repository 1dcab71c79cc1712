import { Check, Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { District, DsDivision } from '../geography/geography.entity.js';
import { PlaceResolvedBy } from '../geography/place-names.js';
import { Role } from '../core/policy/actor.js';

/** Roles are the policy's vocabulary: declared with the actor, at the bottom layer. */
export { Role };

export enum NotificationPreference {
  ALERTS = 'ALERTS',
  REPORTS = 'REPORTS',
  VOLUNTEER_UPDATES = 'VOLUNTEER_UPDATES',
}

@Entity({ tableName: 'users' })
@Check({ name: 'users_contact_no_check', expression: "contact_no ~ '^[0-9]{10}$'" })
// Only a DS officer needs a division: a volunteer whose place name stands in none is kept to confirm.
@Check({ name: 'users_ds_division_by_role_check', expression: "role <> 'DS_OFFICER' or ds_division_code is not null" })
@Index({ properties: ['district', 'role', 'fullName', 'id'] })
@Index({ properties: ['dsDivision', 'role', 'fullName', 'id'] })
// The officers' queue of volunteers whose place is to confirm, by district, oldest first.
@Index({
  name: 'users_place_to_confirm_index',
  expression: `create index "users_place_to_confirm_index" on "users" ("district_code", "created_at", "id") where ds_division_code is null and role = 'VOLUNTEER'`,
})
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

  /** A DMC officer's is null; a volunteer's is null while the place sent at sign-up is to confirm (placeAsSent). */
  @ManyToOne(() => DsDivision, { fieldName: 'ds_division_code', nullable: true })
  dsDivision?: DsDivision | null;

  /** The DS division's field exactly as sent at sign-up, kept when it was not a DS name. */
  @Property({ type: 'string', length: 100, nullable: true })
  placeAsSent?: string | null;

  /** How the place was read from the form (or OFFICER once placed); null for officers' accounts. */
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
