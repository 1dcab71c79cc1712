import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, registerEnumType } from 'type-graphql';
import { AlertSmsDeliveriesView } from '../notifications/alert-sms.types.js';
import { ImageVerificationView } from '../verification/verification.types.js';
import { ViewType } from '../core/paging/view-type.js';

export enum HistoryKind {
  OFFICER_ACTION = 'OFFICER_ACTION',
  REPORT_RECEIVED = 'REPORT_RECEIVED',
  PHOTO_VERDICT = 'PHOTO_VERDICT',
  CAP_MESSAGE = 'CAP_MESSAGE',
  WEBHOOK_DELIVERY = 'WEBHOOK_DELIVERY',
  REQUEST_RECEIVED = 'REQUEST_RECEIVED',
  CONTRIBUTION = 'CONTRIBUTION',
}

registerEnumType(HistoryKind, {
  name: 'HistoryKind',
  description: 'What kind of event a history entry is.',
  valuesConfig: {
    OFFICER_ACTION: { description: 'An officer acted (the audit trail): action, from and to status.' },
    REPORT_RECEIVED: { description: 'A source report came in.' },
    PHOTO_VERDICT: { description: "The photo check's verdict on a report's photo." },
    CAP_MESSAGE: { description: 'A CAP message of the alert (identifier and msgType).' },
    WEBHOOK_DELIVERY: { description: 'A CAP message delivered (or tried) to a webhook receiver.' },
    REQUEST_RECEIVED: { description: 'The aid request came in.' },
    CONTRIBUTION: { description: "A volunteer's contribution to the aid request." },
  },
});

@ViewType('HistoryEntry', {
  description: 'One thing that happened to a record, in its history.',
})
export class HistoryEntryView {
  @Field(() => GraphQLDateTimeISO, { description: 'When it happened (UTC; shown in Sri Lanka time).' }) at!: Date;
  @Field(() => HistoryKind, { description: 'What kind of event it is.' }) kind!: HistoryKind;
  @Field(() => String, {
    nullable: true,
    description:
      "The officer action's name (APPROVE, RESOLVE, PUBLISH...; any action recorded shows); null for other kinds.",
  })
  action!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The kind of record it is about (ALERT, REPORT, AID_REQUEST, CONTRIBUTION).',
  })
  subjectType!: string | null;
  @Field(() => ID, { nullable: true, description: "The record's id." }) subjectId!: number | null;
  @Field(() => ID, {
    nullable: true,
    description: 'Who did it (user id); null when nobody signed in did (the public, a worker).',
  })
  actorId!: number | null;
  @Field(() => String, { nullable: true, description: "Who did it: the user's full name." }) actorName!: string | null;
  @Field(() => String, { nullable: true, description: "Who did it: the user's role." }) actorRole!: string | null;
  @Field(() => String, { nullable: true, description: "The record's status before." }) fromStatus!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The record's status after (a contribution's status; a webhook delivery's state).",
  })
  toStatus!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The photo verdict (AUTHENTIC, SUSPICIOUS, UNKNOWN) or the CAP msgType (Alert, Cancel).',
  })
  outcome!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "More: the CAP identifier, a webhook receiver's host, the photo check's provider, a contribution's support type.",
  })
  detail!: string | null;
}

@ViewType('HistoryReport', {
  description: "An alert's source report, with its photo's verdicts.",
})
export class HistoryReportView {
  @Field(() => ID, { description: "The report's id." }) id!: number;
  @Field(() => String, { description: 'What the reporter saw.' }) description!: string;
  @Field(() => String, { description: 'PENDING, ALERT_CREATED or DISMISSED.' }) status!: string;
  @Field(() => GraphQLDateTimeISO, { description: 'When it came in (UTC).' }) createdAt!: Date;
  @Field(() => [ImageVerificationView], {
    description:
      'Every photo check of its photo, oldest first (verdict, signals, provider, time); empty without a photo or a check.',
  })
  verdicts!: ImageVerificationView[];
}

@ViewType('AlertHistory', {
  description: "An alert's history: its source reports and every event, oldest first.",
})
export class AlertHistoryView {
  @Field(() => ID, { description: "The alert's id." }) alertId!: string;
  @Field(() => [HistoryReportView], {
    description: 'The reports it closed: the one it was published from and the others of its group.',
  })
  reports!: HistoryReportView[];
  @Field(() => [HistoryEntryView], { description: 'Every event, oldest first (at most 300).' })
  entries!: HistoryEntryView[];
  @Field(() => AlertSmsDeliveriesView, {
    nullable: true,
    description: "Its SMS fan-out by state; null for a viewer who may not see it (only the district's DMC officer).",
  })
  sms!: AlertSmsDeliveriesView | null;
}

@ViewType('AidRequestHistory', {
  description: "An aid request's history: status changes, contributions, merges; oldest first.",
})
export class AidRequestHistoryView {
  @Field(() => ID, { description: "The aid request's id." }) aidRequestId!: string;
  @Field(() => [HistoryEntryView], { description: 'Every event, oldest first (at most 300).' })
  entries!: HistoryEntryView[];
}
