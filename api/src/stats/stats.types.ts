import { Field, Int, ObjectType } from 'type-graphql';
import { DsDivisionView } from '../geography/geography.types.js';

@ObjectType('Counters', { description: 'The home page counters (D18).' })
export class CountersView {
  @Field(() => Int, { description: 'Volunteers now Available.' }) activeVolunteers!: number;
  @Field(() => Int, { description: 'Alerts ever published, resolved ones too.' }) alertsSent!: number;
  @Field(() => Int, { description: 'Aid requests ever made, any status.' }) aidRequested!: number;
}

@ObjectType('DsOfficeContact', { description: 'A DS office\'s public contact number (D16), never a volunteer\'s.' })
export class DsOfficeContactView {
  @Field(() => DsDivisionView) dsDivision!: DsDivisionView;
  @Field(() => String) contactNo!: string;
}

@ObjectType('DistrictOverview', { description: 'DMC dashboard cards (D20).' })
export class DistrictOverviewView {
  @Field(() => Int, { description: 'Ongoing alerts of the district.' }) activeAlerts!: number;
  @Field(() => Int, { description: 'Volunteers of the district now Available.' }) activeMembers!: number;
}
