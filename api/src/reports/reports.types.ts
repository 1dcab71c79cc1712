import { connectionOf } from '../core/paging/connection.js';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { ID, Field, Float, InputType, registerEnumType } from 'type-graphql';
import { PhotoView } from '../images/images.types.js';
import { DistrictView, SubmittedPlaceFields } from '../geography/geography.types.js';
import { PlaceResolvedBy } from '../geography/place-names.js';
import { ReportStatus } from './report.entity.js';
import { ViewType } from '../core/paging/view-type.js';

registerEnumType(ReportStatus, {
  name: 'ReportStatus',
  description: 'Where an early-warning report stands.',
  valuesConfig: {
    PENDING: { description: 'Waiting for the DMC officer.' },
    DISMISSED: { description: 'The DMC officer found no alert was needed.' },
    ALERT_CREATED: { description: 'An alert was published from it.' },
  },
});

@ViewType('Report', { description: 'An early-warning (symptom) report.', implements: SubmittedPlaceFields })
export class ReportView extends SubmittedPlaceFields {
  @Field(() => ID, { description: "The report's id." }) id!: number;
  @Field(() => String, { description: 'Opaque: pass it as `after` for the reports that follow this one.' })
  cursor!: string;
  @Field(() => String, { description: "The reporter's name." }) reporterName!: string;
  @Field(() => String, { description: "The reporter's NIC number.", nullable: true }) nicNumber!: string | null;
  @Field(() => String, { description: "The reporter's contact number." }) contactNo!: string;
  @Field(() => DistrictView, { description: 'The district of the report.' }) district!: DistrictView;
  @Field(() => PlaceResolvedBy, {
    nullable: true,
    description: 'How the place sent was read; null when it came from a session or predates the record.',
  })
  placeResolvedBy!: PlaceResolvedBy | null;
  @Field(() => GraphQLDateTimeISO, {
    description: 'When it was seen, as the reporter gave it (UTC; entered in Sri Lanka time).',
  })
  dateTime!: Date;
  @Field(() => String, { description: "What was seen, in the reporter's words." }) description!: string;
  @Field(() => Float, {
    description: "Where it was seen, degrees north (the reporter's point, or the division's centre).",
  })
  latitude!: number;
  @Field(() => Float, { description: 'Where it was seen, degrees east.' }) longitude!: number;
  @Field(() => ReportStatus, { description: 'PENDING, ALERT_CREATED or DISMISSED.' }) status!: ReportStatus;
  @Field(() => ID, {
    nullable: true,
    description:
      'The alert that closed it (ALERT_CREATED; one alert may close several reports of one event); null otherwise.',
  })
  alertId!: number | null;
  @Field(() => PhotoView, { description: 'The photo sent with it, if any.', nullable: true }) image!: PhotoView | null;
  @Field(() => Boolean, { description: 'Filed by a DS officer rather than the public.' }) fromOfficer!: boolean;
  @Field(() => Boolean, {
    nullable: true,
    description: "Officers of the report's division or district only: it came by SMS; null for other viewers.",
  })
  viaSms!: boolean | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Officers of the report's division or district only: the SMS it came from, exactly as sent; null otherwise.",
  })
  smsText!: string | null;
  @Field(() => GraphQLDateTimeISO, { description: 'When the report was received (UTC).' }) createdAt!: Date;
}

@ViewType('ReportReceipt', {
  description: 'What the person who reported gets back: no details of others.',
})
export class ReportReceipt {
  @Field(() => ID, { description: "The report's id." }) id!: number;
  @Field(() => ReportStatus, { description: 'PENDING: the DMC officer of the district will check it.' })
  status!: ReportStatus;
}

@InputType({ description: 'The public early-warning form.' })
export class SubmitReportInput {
  @Field(() => String, { description: "The reporter's name." }) reporterName!: string;
  @Field(() => String, { description: "The reporter's NIC number; seen by the DMC officer of the district only." })
  nicNumber!: string;
  @Field(() => String, { description: "The reporter's contact number: 10 digits." }) contactNo!: string;
  @Field(() => ID, { description: 'District P-code (LK11); names: see placeByName.' }) district!: string;
  @Field(() => ID, { description: 'DS division P-code (LK1103); names: see placeByName.' }) dsDivision!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'Optionally, the GN division within the DS division (LK1103005): narrows the place, never required.',
  })
  gnDivision?: string | null;
  @Field(() => String, { description: 'ISO 8601; without a zone it is Sri Lanka time (D3).' }) dateTime!: string;
  @Field(() => String, { description: 'What was seen.' }) description!: string;
  @Field(() => String, { nullable: true, description: 'The photo as a data URL, as taken (D12).' }) image?:
    string | null;
  @Field(() => Float, {
    description: 'Where it was seen, degrees north (optional; decides the DS within the district).',
    nullable: true,
  })
  latitude?: number | null;
  @Field(() => Float, { description: 'Where it was seen, degrees east (optional).', nullable: true }) longitude?:
    number | null;
  @Field(() => String, { description: 'Sent again on retry so that the report is made once.', nullable: true })
  idempotencyKey?: string | null;
}

@InputType({ description: "A DS officer's report: name, contact, district and DS come from the session (D10, D14)." })
export class SubmitOfficerReportInput {
  @Field(() => String, { description: 'When it was seen: ISO 8601; without a zone it is Sri Lanka time (D3).' })
  dateTime!: string;
  @Field(() => String, { description: 'What was seen.' }) description!: string;
  @Field(() => String, { description: 'A photo as a data URL (optional).', nullable: true }) image?: string | null;
  @Field(() => Float, { description: 'Where it was seen, degrees north (optional).', nullable: true }) latitude?:
    number | null;
  @Field(() => Float, { description: 'Where it was seen, degrees east (optional).', nullable: true }) longitude?:
    number | null;
  @Field(() => String, { description: 'Sent again on retry so that the report is made once.', nullable: true })
  idempotencyKey?: string | null;
}

@ViewType('ReportConnection', { description: 'A page of reports.' })
export class ReportConnection extends connectionOf(ReportView) {}
