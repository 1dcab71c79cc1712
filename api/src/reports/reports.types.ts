import { connectionOf } from '../shared/connection.js';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ID, Field, Float, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { PhotoView } from '../images/images.types.js';
import { DistrictView, DsDivisionView } from '../geography/geography.types.js';
import { PlaceResolvedBy } from '../geography/place-names.js';
import { ReportStatus } from './report.entity.js';

registerEnumType(ReportStatus, { name: 'ReportStatus' });

@ObjectType('Report', { description: 'An early-warning (symptom) report.' })
export class ReportView {
  @Field(() => ID) id!: number;
  @Field(() => String, { description: 'Opaque: pass it as `after` for the reports that follow this one.' }) cursor!: string;
  @Field(() => String) reporterName!: string;
  @Field(() => String, { nullable: true }) nicNumber!: string | null;
  @Field(() => String) contactNo!: string;
  @Field(() => DistrictView) district!: DistrictView;
  @Field(() => DsDivisionView) dsDivision!: DsDivisionView;
  @Field(() => PlaceResolvedBy, { nullable: true, description: 'How the place sent was read (issue 11); null when it came from a session or predates the record.' }) placeResolvedBy!: PlaceResolvedBy | null;
  @Field(() => GraphQLDateTimeISO) dateTime!: Date;
  @Field(() => String) description!: string;
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
  @Field(() => ReportStatus) status!: ReportStatus;
  @Field(() => PhotoView, { nullable: true }) image!: PhotoView | null;
  @Field(() => Boolean, { description: 'Filed by a DS officer rather than the public.' }) fromOfficer!: boolean;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
}

@ObjectType('ReportReceipt', { description: 'What the person who reported gets back: no details of others.' })
export class ReportReceipt {
  @Field(() => ID) id!: number;
  @Field(() => ReportStatus) status!: ReportStatus;
}

@InputType()
export class SubmitReportInput {
  @Field(() => String) reporterName!: string;
  @Field(() => String) nicNumber!: string;
  @Field(() => String) contactNo!: string;
  @Field(() => ID, { description: 'District P-code (LK11); names: see placeByName.' }) district!: string;
  @Field(() => ID, { description: 'DS division P-code (LK1103); names: see placeByName.' }) dsDivision!: string;
  @Field(() => String, { description: 'ISO 8601; without a zone it is Sri Lanka time (D3).' }) dateTime!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true, description: 'The photo as a data URL, as taken (D12).' }) image?: string | null;
  @Field(() => Float, { nullable: true }) latitude?: number | null;
  @Field(() => Float, { nullable: true }) longitude?: number | null;
  @Field(() => String, { nullable: true }) idempotencyKey?: string | null;
}

@InputType({ description: 'A DS officer\'s report: name, contact, district and DS come from the session (D10, D14).' })
export class SubmitOfficerReportInput {
  @Field(() => String) dateTime!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true }) image?: string | null;
  @Field(() => Float, { nullable: true }) latitude?: number | null;
  @Field(() => Float, { nullable: true }) longitude?: number | null;
  @Field(() => String, { nullable: true }) idempotencyKey?: string | null;
}

@ObjectType('ReportConnection', { description: 'A page of reports.' })
export class ReportConnection extends connectionOf(ReportView) {}
