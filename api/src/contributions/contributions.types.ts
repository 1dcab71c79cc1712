import { connectionOf } from '../core/paging/connection.js';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ID, Field, InputType, Int, registerEnumType } from 'type-graphql';
import { AidRequestType } from '../aid-requests/aid-request.entity.js';
import { DistrictView, DsDivisionView } from '../geography/geography.types.js';
import { ContributionStatus } from './contribution.entity.js';
import { VolunteerRank } from './contributions.errors.js';
import { ViewType } from '../core/paging/view-type.js';

registerEnumType(ContributionStatus, {
  name: 'ContributionStatus',
  description: 'Where a contribution stands.',
  valuesConfig: {
    REJECTED: { description: 'Refused by the DS officer.' },
    PENDING: { description: "Waiting for the DS officer's decision." },
    APPROVED: { description: 'Confirmed by the DS officer; counts towards the rank.' },
  },
});
registerEnumType(VolunteerRank, {
  name: 'VolunteerRank',
  description: 'From approved contributions: Bronze under 5, Silver under 20, Gold from 20.',
  valuesConfig: {
    SILVER: { description: '5 to 19 approved contributions.' },
    GOLD: { description: '20 or more approved contributions.' },
    BRONZE: { description: 'Fewer than 5 approved contributions.' },
  },
});

@ViewType('ContributionPermissions', {
  description: 'What the viewer may do with this contribution (the server checks again).',
})
export class ContributionPermissions {
  @Field(() => Boolean, { description: 'The viewer may approve it.' }) approve!: boolean;
  @Field(() => Boolean, { description: 'The viewer may reject it.' }) reject!: boolean;
}

@ViewType('ContributionVolunteer', { description: 'The volunteer who made a contribution.' })
export class ContributionVolunteer {
  @Field(() => ID, { description: "The volunteer's user record id." }) id!: number;
  @Field(() => Int, { description: 'The numeric User ID the volunteer logs in with.' })
  get userId(): number {
    return this.id;
  }

  @Field(() => String, { description: "The volunteer's full name." }) fullName!: string;
  @Field(() => String, { description: "The volunteer's contact number (officers of the area and the volunteer only)." })
  contactNo!: string;
}

@ViewType('Contribution', {
  description: "A volunteer's recorded help towards an aid request, decided by the DS officer.",
})
export class ContributionView {
  @Field(() => ID, { description: "The contribution's id." }) id!: number;
  @Field(() => String, { description: 'Opaque: pass it as `after` for the contributions that follow this one.' })
  cursor!: string;
  @Field(() => ID, { description: 'The aid request it was for.' }) aidRequestId!: number;
  @Field(() => AidRequestType, { description: 'The type of the aid request.' }) requestType!: AidRequestType;
  @Field(() => DistrictView, { description: 'The district of the aid request.' }) district!: DistrictView;
  @Field(() => DsDivisionView, { description: 'The DS division of the aid request.' }) dsDivision!: DsDivisionView;
  @Field(() => String, {
    description: "The kind of help given (Evacuation, First Aid, Supply Distribution, or the volunteer's own words).",
  })
  typeSupport!: string;
  @Field(() => String, { description: 'What was done or delivered.' }) description!: string;
  @Field(() => ContributionStatus, { description: 'PENDING, APPROVED or REJECTED.' }) status!: ContributionStatus;
  @Field(() => String, { nullable: true, description: 'URL of the photo, for the volunteer and officers of the area.' })
  imageUrl!: string | null;
  @Field(() => ContributionVolunteer, { description: 'Who made it.' }) volunteer!: ContributionVolunteer;
  @Field(() => String, {
    nullable: true,
    description:
      "The NIC of the person the aid request is for: officers of the request's division or district only (D13).",
  })
  requesterNic!: string | null;
  @Field(() => GraphQLDateTimeISO, { description: 'When it was recorded (UTC).' }) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO, {
    description: 'When the DS officer decided (UTC); null while pending.',
    nullable: true,
  })
  decidedAt!: Date | null;
  @Field(() => ContributionPermissions, { description: 'What the viewer may do with it.' })
  viewerCan!: ContributionPermissions;
}

@ViewType('ContributionSummary', {
  description: "A volunteer's own totals for the dashboard.",
})
export class ContributionSummary {
  @Field(() => Int, { description: 'All contributions recorded, any status.' }) total!: number;
  @Field(() => Int, { description: 'Contributions approved.' }) approved!: number;
  @Field(() => String, { description: 'The type of the newest contribution; null before the first.', nullable: true })
  latestType!: string | null;
  @Field(() => VolunteerRank, { description: "The volunteer's rank from approved contributions." })
  rank!: VolunteerRank;
}

@InputType({ description: "A volunteer's contribution to an ongoing aid request." })
export class AddContributionInput {
  @Field(() => ID, { description: "The ongoing aid request of the volunteer's own district it is for." })
  aidRequestId!: number | string;
  @Field(() => String, { description: 'Evacuation, First Aid, Supply Distribution or Other.' }) typeSupport!: string;
  @Field(() => String, { nullable: true, description: 'The text that replaces Other.' }) otherType?: string | null;
  @Field(() => String, { description: 'What was done or delivered.' }) description!: string;
  @Field(() => String, { nullable: true, description: 'Photo as a data URL.' }) image?: string | null;
  @Field(() => String, {
    description: 'Sent again on retry so that the contribution is recorded once.',
    nullable: true,
  })
  idempotencyKey?: string | null;
}

@InputType({ description: "Filters of the volunteer's own contributions." })
export class MyContributionsFilter {
  @Field(() => ContributionStatus, { description: 'Only contributions of this status.', nullable: true })
  status?: ContributionStatus | null;
  @Field(() => String, { description: 'Only contributions of this type.', nullable: true }) typeSupport?: string | null;
}

@ViewType('ContributionConnection', { description: 'A page of contributions.' })
export class ContributionConnection extends connectionOf(ContributionView) {}
