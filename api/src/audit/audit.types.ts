import { connectionOf } from '../shared/connection.js';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ID, Field, ObjectType, registerEnumType } from 'type-graphql';
import { AuditAction, AuditSubject } from './audit-log.entity.js';

registerEnumType(AuditAction, { name: 'AuditAction' });
registerEnumType(AuditSubject, { name: 'AuditSubject' });

@ObjectType('ActivityEntry', { description: 'One officer action, for the Recent Activity Log.' })
export class ActivityEntryView {
  @Field(() => ID) id!: number;
  @Field(() => AuditAction) action!: AuditAction;
  @Field(() => AuditSubject) subjectType!: AuditSubject;
  @Field(() => ID) subjectId!: number;
  @Field(() => String, { nullable: true }) fromStatus!: string | null;
  @Field(() => String, { nullable: true }) toStatus!: string | null;
  @Field(() => String) actorName!: string;
  @Field(() => String) actorRole!: string;
  @Field(() => String, { nullable: true }) dsDivisionCode!: string | null;
  @Field(() => GraphQLDateTimeISO) at!: Date;
}

@ObjectType('ActivityEntryConnection', { description: 'A page of officer actions.' })
export class ActivityEntryConnection extends connectionOf(ActivityEntryView) {}
