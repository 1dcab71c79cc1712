import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { User } from '../accounts/user.entity.js';
import { District, DsDivision } from '../geography/geography.entity.js';

export enum AuditAction {
  APPROVE = 'APPROVE',
  REJECT = 'REJECT',
  DELIVER = 'DELIVER',
  RESOLVE = 'RESOLVE',
  PUBLISH = 'PUBLISH',
  DISMISS = 'DISMISS',
  /** SMS triage: a DS division given to a message, an officer's reply, a message turned into a request or report. */
  ASSIGN_PLACE = 'ASSIGN_PLACE',
  REPLY = 'REPLY',
  CONVERT = 'CONVERT',
  /** Duplicate aid requests: one merged into another, or a flagged pair marked "not a duplicate". */
  MERGE = 'MERGE',
  NOT_DUPLICATE = 'NOT_DUPLICATE',
}

export enum AuditSubject {
  AID_REQUEST = 'AID_REQUEST',
  CONTRIBUTION = 'CONTRIBUTION',
  ALERT = 'ALERT',
  REPORT = 'REPORT',
  SMS_MESSAGE = 'SMS_MESSAGE',
  VOLUNTEER = 'VOLUNTEER',
}

/** One officer action, kept for the activity log and for accountability. */
@Entity({ tableName: 'audit_log' })
@Index({ properties: ['district', 'at'] })
@Index({ properties: ['dsDivision', 'at'] })
@Index({ properties: ['subjectType', 'subjectId', 'at'] })
export class AuditLogEntry {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User)
  actor!: User;

  @Property({ type: 'string', length: 20 })
  actorRole!: string;

  @Enum({ items: () => AuditAction })
  action!: AuditAction;

  @Enum({ items: () => AuditSubject })
  subjectType!: AuditSubject;

  @Property({ type: 'integer' })
  subjectId!: number;

  @Property({ type: 'string', length: 20, nullable: true })
  fromStatus?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  toStatus?: string | null;

  @ManyToOne(() => District, { fieldName: 'district_code' })
  district!: District;

  @ManyToOne(() => DsDivision, { fieldName: 'ds_division_code', nullable: true })
  dsDivision?: DsDivision | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  at: Date & Opt = new Date();
}
