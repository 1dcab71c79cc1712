import { connectionOf } from '../shared/connection.js';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, Float, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { DistrictView, DsDivisionView } from '../geography/geography.types.js';
import { PhotoView } from '../images/images.types.js';
import { AlertStatus, AlertType, Severity } from './alert.entity.js';

registerEnumType(AlertType, { name: 'AlertType', description: 'OTHER carries the officer\'s own words in customType (D6).' });
registerEnumType(Severity, { name: 'Severity' });
registerEnumType(AlertStatus, { name: 'AlertStatus' });

@ObjectType('AlertPermissions')
export class AlertPermissions {
  @Field(() => Boolean) resolve!: boolean;
}

@ObjectType('AlertText', { description: 'The DMC officer\'s own words in one language; null where the generated text stands.' })
export class AlertTextView {
  @Field(() => String, { nullable: true }) headline!: string | null;
  @Field(() => String, { nullable: true }) instruction!: string | null;
}

@ObjectType('AlertTexts', { description: 'Per language: null when the officer wrote nothing in it.' })
export class AlertTextsView {
  @Field(() => AlertTextView, { nullable: true }) en!: AlertTextView | null;
  @Field(() => AlertTextView, { nullable: true }) si!: AlertTextView | null;
  @Field(() => AlertTextView, { nullable: true }) ta!: AlertTextView | null;
}

@ObjectType('Alert')
export class AlertView {
  @Field(() => ID) id!: number;
  @Field(() => String, { description: 'Opaque: pass it as `after` for the alerts that follow this one in any list of alerts.' }) cursor!: string;
  @Field(() => AlertType) type!: AlertType;
  @Field(() => String, { nullable: true }) customType!: string | null;
  @Field(() => String, { description: 'The type as shown: Flood, Landslide… or the custom text.' }) typeLabel!: string;
  @Field(() => Severity) severity!: Severity;
  @Field(() => AlertStatus) status!: AlertStatus;
  @Field(() => DistrictView) district!: DistrictView;
  @Field(() => DsDivisionView) dsDivision!: DsDivisionView;
  @Field(() => Float) latitude!: number;
  @Field(() => Float) longitude!: number;
  @Field(() => String, { nullable: true, description: 'Officers of the area only.' }) reporterContact!: string | null;
  @Field(() => GraphQLDateTimeISO) issuedAt!: Date;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) resolvedAt!: Date | null;
  @Field(() => ID, { nullable: true }) sourceReportId!: number | null;
  @Field(() => AlertPermissions) viewerCan!: AlertPermissions;
  @Field(() => AlertTextsView, { description: 'The officer\'s headline and instruction per language, where given: they replace the generated ones (CAP, alert page, SMS).' }) texts!: AlertTextsView;
  @Field(() => [PhotoView], { description: 'Photos published with the alert: officers of the area only.' }) images!: PhotoView[];
}

@InputType()
export class AlertFilter {
  @Field(() => AlertType, { nullable: true }) type?: AlertType | null;
  @Field(() => ID, { nullable: true, description: 'District P-code (LK11); names: see placeByName.' }) district?: string | null;
  @Field(() => ID, { nullable: true, description: 'DS division P-code (LK1103); names: see placeByName.' }) dsDivision?: string | null;
  @Field(() => Severity, { nullable: true }) severity?: Severity | null;
  @Field(() => AlertStatus, { nullable: true }) status?: AlertStatus | null;
}

@InputType()
export class AlertTextInput {
  @Field(() => String, { nullable: true, description: 'At most 140 characters (CAP headline).' }) headline?: string | null;
  @Field(() => String, { nullable: true }) instruction?: string | null;
}

@InputType()
export class AlertTextsInput {
  @Field(() => AlertTextInput, { nullable: true }) en?: AlertTextInput | null;
  @Field(() => AlertTextInput, { nullable: true }) si?: AlertTextInput | null;
  @Field(() => AlertTextInput, { nullable: true }) ta?: AlertTextInput | null;
}

@InputType()
export class CreateAlertInput {
  @Field(() => ID, { description: 'A DS division P-code of the officer\'s own district (LK1103).' }) dsDivision!: string;
  @Field(() => AlertType) type!: AlertType;
  @Field(() => String, { nullable: true, description: 'Required when type is OTHER.' }) customType?: string | null;
  @Field(() => Severity, { nullable: true, description: 'Defaults to MEDIUM.' }) severity?: Severity | null;
  @Field(() => Float, { nullable: true, description: 'Defaults to the report\'s point, else the DS centroid (D10).' }) latitude?: number | null;
  @Field(() => Float, { nullable: true }) longitude?: number | null;
  @Field(() => String, { nullable: true, description: 'Defaults to the officer\'s contact number.' }) reporterContact?: string | null;
  @Field(() => ID, { nullable: true, description: 'Publishing from this report marks it ALERT_CREATED in the same transaction (D17).' }) reportId?: number | string | null;
  @Field(() => [String], { nullable: true, description: 'Photos as data URLs (manual alert screen).' }) images?: string[] | null;
  @Field(() => AlertTextsInput, { nullable: true, description: 'Optional headline and instruction per language; blank ones are ignored.' }) texts?: AlertTextsInput | null;
}

@ObjectType('AlertConnection', { description: 'A page of alerts.' })
export class AlertConnection extends connectionOf(AlertView) {}
