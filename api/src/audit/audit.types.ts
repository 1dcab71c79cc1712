import { connectionOf } from '../core/paging/connection.js';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ID, Field, registerEnumType } from 'type-graphql';
import { AuditAction, AuditSubject } from './audit-log.entity.js';
import { ViewType } from '../core/paging/view-type.js';

registerEnumType(AuditAction, {
  name: 'AuditAction',
  description: 'What an officer did.',
  valuesConfig: {
    RESOLVE: { description: 'Resolved an alert.' },
    REJECT: { description: 'Rejected a request or contribution.' },
    PUBLISH: { description: 'Published an alert.' },
    DISMISS: { description: 'Dismissed a report.' },
    DELIVER: { description: 'Marked a request delivered.' },
    APPROVE: { description: 'Approved a request or contribution.' },
    ASSIGN_PLACE: { description: 'Gave a text message, a kept request or report, or a volunteer a DS division.' },
    REPLY: { description: 'Replied to a text message.' },
    CONVERT: { description: 'Turned a text message into an aid request or report.' },
    MERGE: { description: 'Merged a duplicate aid request into another.' },
    NOT_DUPLICATE: { description: 'Marked a flagged pair of aid requests "not a duplicate".' },
  },
});
registerEnumType(AuditSubject, {
  name: 'AuditSubject',
  description: 'The kind of record an officer acted on.',
  valuesConfig: {
    REPORT: { description: 'An early-warning report.' },
    CONTRIBUTION: { description: "A volunteer's contribution." },
    ALERT: { description: 'An alert.' },
    AID_REQUEST: { description: 'An aid request.' },
    SMS_MESSAGE: { description: 'A text message in the SMS triage queue.' },
    VOLUNTEER: { description: "A volunteer's account (its place confirmed)." },
  },
});

@ViewType('ActivityEntry', { description: 'One officer action, for the Recent Activity Log.' })
export class ActivityEntryView {
  @Field(() => ID, { description: "The audit entry's id." }) id!: number;
  @Field(() => AuditAction, { description: 'What the officer did.' }) action!: AuditAction;
  @Field(() => AuditSubject, { description: 'What kind of record was acted on.' }) subjectType!: AuditSubject;
  @Field(() => ID, { description: 'The id of the record acted on.' }) subjectId!: number;
  @Field(() => String, {
    description: "The record's status before; null when it had none (a new alert).",
    nullable: true,
  })
  fromStatus!: string | null;
  @Field(() => String, { description: "The record's status after.", nullable: true }) toStatus!: string | null;
  @Field(() => String, { description: "The officer's full name." }) actorName!: string;
  @Field(() => String, { description: "The officer's role (DS_OFFICER or DMC_OFFICER)." }) actorRole!: string;
  @Field(() => String, {
    description: 'The DS division of the record acted on (P-code); null for a district-wide record.',
    nullable: true,
  })
  dsDivisionCode!: string | null;
  @Field(() => GraphQLDateTimeISO, { description: 'When it was done (UTC; shown in Sri Lanka time).' }) at!: Date;
}

@ViewType('ActivityEntryConnection', { description: 'A page of officer actions.' })
export class ActivityEntryConnection extends connectionOf(ActivityEntryView) {}
