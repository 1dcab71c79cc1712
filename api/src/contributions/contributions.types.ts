import { connectionOf } from '../shared/connection.js';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ID, Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { AidRequestType } from '../aid-requests/aid-request.entity.js';
import { DistrictView, DsDivisionView } from '../geography/geography.types.js';
import { ContributionStatus } from './contribution.entity.js';
import { VolunteerRank } from './contributions.errors.js';

registerEnumType(ContributionStatus, { name: 'ContributionStatus' });
registerEnumType(VolunteerRank, { name: 'VolunteerRank', description: 'From approved contributions: Bronze under 5, Silver under 20, Gold from 20.' });

@ObjectType('ContributionPermissions')
export class ContributionPermissions {
  @Field(() => Boolean) approve!: boolean;
  @Field(() => Boolean) reject!: boolean;
}

@ObjectType('ContributionVolunteer')
export class ContributionVolunteer {
  @Field(() => ID) id!: number;
  @Field(() => Int, { description: 'The numeric User ID the volunteer logs in with.' })
  get userId(): number {
    return this.id;
  }

  @Field(() => String) fullName!: string;
  @Field(() => String) contactNo!: string;
}

@ObjectType('Contribution')
export class ContributionView {
  @Field(() => ID) id!: number;
  @Field(() => String, { description: 'Opaque: pass it as `after` for the contributions that follow this one.' }) cursor!: string;
  @Field(() => ID) aidRequestId!: number;
  @Field(() => AidRequestType) requestType!: AidRequestType;
  @Field(() => DistrictView) district!: DistrictView;
  @Field(() => DsDivisionView) dsDivision!: DsDivisionView;
  @Field(() => String) typeSupport!: string;
  @Field(() => String) description!: string;
  @Field(() => ContributionStatus) status!: ContributionStatus;
  @Field(() => String, { nullable: true, description: 'URL of the photo, for the volunteer and officers of the area.' }) imageUrl!: string | null;
  @Field(() => ContributionVolunteer) volunteer!: ContributionVolunteer;
  @Field(() => String, { nullable: true, description: 'The NIC of the person the aid request is for: officers of the request\'s division or district only (D13).' }) requesterNic!: string | null;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) decidedAt!: Date | null;
  @Field(() => ContributionPermissions) viewerCan!: ContributionPermissions;
}

@ObjectType('ContributionSummary', { description: 'A volunteer\'s own totals for the dashboard.' })
export class ContributionSummary {
  @Field(() => Int, { description: 'All contributions recorded, any status.' }) total!: number;
  @Field(() => Int) approved!: number;
  @Field(() => String, { nullable: true }) latestType!: string | null;
  @Field(() => VolunteerRank) rank!: VolunteerRank;
}

@InputType()
export class AddContributionInput {
  @Field(() => ID) aidRequestId!: number | string;
  @Field(() => String, { description: 'Evacuation, First Aid, Supply Distribution or Other.' }) typeSupport!: string;
  @Field(() => String, { nullable: true, description: 'The text that replaces Other.' }) otherType?: string | null;
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true, description: 'Photo as a data URL.' }) image?: string | null;
  @Field(() => String, { nullable: true }) idempotencyKey?: string | null;
}

@InputType()
export class MyContributionsFilter {
  @Field(() => ContributionStatus, { nullable: true }) status?: ContributionStatus | null;
  @Field(() => String, { nullable: true }) typeSupport?: string | null;
}

@ObjectType('ContributionConnection', { description: 'A page of contributions.' })
export class ContributionConnection extends connectionOf(ContributionView) {}
