import { connectionOf, type Page } from '../shared/connection.js';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ID, Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DistrictView, DsDivisionView } from '../geography/geography.types.js';
import { PlaceResolvedBy } from '../geography/place-names.js';
import { AidRequestStatus, AidRequestType } from './aid-request.entity.js';
import { AidRequestForm } from './aid-request-input.js';

registerEnumType(AidRequestType, { name: 'AidRequestType' });
registerEnumType(AidRequestStatus, {
  name: 'AidRequestStatus',
  description: 'PENDING (post-disaster, awaiting the DS officer), APPROVED ("ongoing"), REJECTED, DELIVERED ("fulfilled").',
});
registerEnumType(AidRequestForm, { name: 'AidRequestForm', description: 'Which form the request comes from (D7).' });

@ObjectType('AidRequestPermissions', { description: 'What the viewer may do with this request (the server checks again).' })
export class AidRequestPermissions {
  @Field(() => Boolean) approve!: boolean;
  @Field(() => Boolean) reject!: boolean;
  @Field(() => Boolean) markDelivered!: boolean;
  @Field(() => Boolean) contribute!: boolean;
}

@ObjectType('AidRequest')
export class AidRequestView {
  @Field(() => ID) id!: number;
  @Field(() => String, { description: 'Opaque: pass it as `after` for the rows that follow this one in any list of requests.' }) cursor!: string;
  @Field(() => AidRequestType) requestType!: AidRequestType;
  @Field(() => AidRequestStatus) status!: AidRequestStatus;
  @Field(() => String, { nullable: true }) fullName!: string | null;
  @Field(() => String, { nullable: true, description: 'Only for officers of the request\'s division or district (D13).' }) nicNumber!: string | null;
  @Field(() => String, { description: 'Masked to the last 3 digits unless the viewer works in the area (D13).' }) contactNo!: string;
  @Field(() => Int) familySize!: number;
  @Field(() => GraphQLDateTimeISO) dateTime!: Date;
  @Field(() => String) description!: string;
  @Field(() => String) typeSupport!: string;
  @Field(() => DistrictView) district!: DistrictView;
  @Field(() => DsDivisionView) dsDivision!: DsDivisionView;
  @Field(() => PlaceResolvedBy, { nullable: true, description: 'Officers of the request\'s division or district only (D13): how the place sent was read (issue 11); null when it came from a session or predates the record.' }) placeResolvedBy!: PlaceResolvedBy | null;
  @Field(() => Float, { description: 'Rounded to 3 decimals for the public (D13).' }) latitude!: number;
  @Field(() => Float) longitude!: number;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
  @Field(() => AidRequestPermissions) viewerCan!: AidRequestPermissions;
}

@ObjectType('AidRequestPage')
export class AidRequestPage extends connectionOf(AidRequestView) {
  @Field(() => Int, { description: 'All matching requests, for page numbers (from maintained counts).' }) totalCount!: number;
}

@ObjectType('AidRequestConnection', { description: 'A page of aid requests.' })
export class AidRequestConnection extends connectionOf(AidRequestView) {}

@ObjectType('DistrictAidRequests', { description: 'The seed\'s aids-for-district answer: approved post-disaster and emergency requests.' })
export class DistrictAidRequests {
  @Field(() => AidRequestConnection, { description: 'Post-disaster requests: a page after `afterPostDisaster`.' }) postDisaster!: Page<AidRequestView>;
  @Field(() => AidRequestConnection, { description: 'Emergency requests: a page after `afterEmergency`.' }) emergency!: Page<AidRequestView>;
}

@InputType()
export class AidRequestFilter {
  @Field(() => AidRequestType, { nullable: true }) requestType?: AidRequestType | null;
  @Field(() => ID, { nullable: true, description: 'District P-code (LK11); names: see placeByName.' }) district?: string | null;
  @Field(() => ID, { nullable: true, description: 'DS division P-code (LK1103); names: see placeByName.' }) dsDivision?: string | null;
}

@InputType()
export class CreateAidRequestInput {
  @Field(() => AidRequestForm) form!: AidRequestForm;
  @Field(() => String, { nullable: true }) fullName?: string | null;
  @Field(() => String, { nullable: true }) nicNumber?: string | null;
  @Field(() => String) contactNo!: string;
  @Field(() => ID, { description: 'District P-code (LK11); names: see placeByName.' }) district!: string;
  @Field(() => ID, { description: 'DS division P-code (LK1103); names: see placeByName.' }) dsDivision!: string;
  @Field(() => Int, { nullable: true }) familySize?: number | null;
  @Field(() => String, { nullable: true, description: 'ISO 8601; without a zone it is Sri Lanka time (D3). Defaults to now.' }) dateTime?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) typeSupport?: string | null;
  @Field(() => String, { nullable: true, description: 'The text that replaces "Other".' }) otherSupport?: string | null;
  @Field(() => Float, { nullable: true }) latitude?: number | null;
  @Field(() => Float, { nullable: true }) longitude?: number | null;
  @Field(() => String, { nullable: true, description: 'Sent again on retry so that a request is made once.' }) idempotencyKey?: string | null;
}
