import { connectionOf } from '../core/paging/connection.js';
import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, Float, InputType, Int, registerEnumType } from 'type-graphql';
import { DistrictView, DsDivisionView } from '../geography/geography.types.js';
import { PhotoView } from '../images/images.types.js';
import { AlertStatus, AlertType, Severity } from './alert.entity.js';
import { ViewType } from '../core/paging/view-type.js';

registerEnumType(AlertType, {
  name: 'AlertType',
  description: "OTHER carries the officer's own words in customType (D6).",
  valuesConfig: {
    OTHER: { description: 'Another hazard, named in customType.' },
    LANDSLIDE: { description: 'Landslide.' },
    FLOOD: { description: 'Flood.' },
    FIRE: { description: 'Fire.' },
    DROUGHT: { description: 'Drought.' },
    CYCLONE: { description: 'Cyclone or storm.' },
  },
});
registerEnumType(Severity, {
  name: 'Severity',
  description: 'How severe an alert is: LOW, MEDIUM or HIGH.',
  valuesConfig: { MEDIUM: { description: 'Medium.' }, LOW: { description: 'Low.' }, HIGH: { description: 'High.' } },
});
registerEnumType(AlertStatus, {
  name: 'AlertStatus',
  description: 'Whether the danger is current.',
  valuesConfig: {
    RESOLVED: { description: 'The danger is over.' },
    ONGOING: { description: 'The danger is current.' },
  },
});

@ViewType('AlertPermissions', {
  description: 'What the viewer may do with this alert (the server checks again).',
})
export class AlertPermissions {
  @Field(() => Boolean, { description: 'The viewer may resolve it.' }) resolve!: boolean;
}

@ViewType('AlertText', {
  description: "The DMC officer's own words in one language; null where the generated text stands.",
})
export class AlertTextView {
  @Field(() => String, {
    description: 'The headline in this language; null where the generated one stands.',
    nullable: true,
  })
  headline!: string | null;
  @Field(() => String, {
    description: 'What people should do, in this language; null where the generated instruction stands.',
    nullable: true,
  })
  instruction!: string | null;
}

@ViewType('AlertTexts', {
  description: 'Per language: null when the officer wrote nothing in it.',
})
export class AlertTextsView {
  @Field(() => AlertTextView, { description: 'English.', nullable: true }) en!: AlertTextView | null;
  @Field(() => AlertTextView, { description: 'Sinhala.', nullable: true }) si!: AlertTextView | null;
  @Field(() => AlertTextView, { description: 'Tamil.', nullable: true }) ta!: AlertTextView | null;
}

@ViewType('Alert', {
  description: 'A disaster alert published by a DMC officer for one DS division.',
})
export class AlertView {
  @Field(() => ID, { description: "The alert's id." }) id!: number;
  @Field(() => String, {
    description: 'Opaque: pass it as `after` for the alerts that follow this one in any list of alerts.',
  })
  cursor!: string;
  @Field(() => AlertType, { description: 'The hazard.' }) type!: AlertType;
  @Field(() => String, {
    description: "The officer's own words for the type when it is OTHER; null otherwise.",
    nullable: true,
  })
  customType!: string | null;
  @Field(() => String, { description: 'The type as shown: Flood, Landslide… or the custom text.' }) typeLabel!: string;
  @Field(() => Severity, { description: 'How severe: LOW, MEDIUM or HIGH.' }) severity!: Severity;
  @Field(() => AlertStatus, { description: 'ONGOING or RESOLVED.' }) status!: AlertStatus;
  @Field(() => DistrictView, { description: 'The district of the alert.' }) district!: DistrictView;
  @Field(() => DsDivisionView, { description: 'The DS division of the alert: the first it covers, which places it.' })
  dsDivision!: DsDivisionView;
  @Field(() => [DsDivisionView], { description: 'Every DS division the alert covers, the first one first.' })
  dsDivisions!: DsDivisionView[];
  @Field(() => Float, {
    description:
      "Degrees north: the point given or reported (rounded to 3 decimals for the public), else the division's centre.",
  })
  latitude!: number;
  @Field(() => Float, {
    description:
      "Degrees east: the point given or reported (rounded to 3 decimals for the public), else the division's centre.",
  })
  longitude!: number;
  @Field(() => String, { nullable: true, description: 'Officers of the area only.' }) reporterContact!: string | null;
  @Field(() => GraphQLDateTimeISO, { description: 'When it was published (UTC).' }) issuedAt!: Date;
  @Field(() => GraphQLDateTimeISO, { description: 'When it was resolved (UTC); null while ongoing.', nullable: true })
  resolvedAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, {
    description:
      "When it stops being in force (UTC; CAP expires while ongoing): chosen when publishing, else its type's default.",
  })
  expiresAt!: Date;
  @Field(() => ID, {
    description: 'The early-warning report it was published from; null for a manual alert.',
    nullable: true,
  })
  sourceReportId!: number | null;
  @Field(() => AlertPermissions, { description: 'What the viewer may do with it.' }) viewerCan!: AlertPermissions;
  @Field(() => AlertTextsView, {
    description:
      "The officer's headline and instruction per language, where given: they replace the generated ones (CAP, alert page, SMS).",
  })
  texts!: AlertTextsView;
  @Field(() => [PhotoView], { description: 'Photos published with the alert: officers of the area only.' })
  images!: PhotoView[];
}

@InputType({ description: 'Filters of the alerts list.' })
export class AlertFilter {
  @Field(() => AlertType, { description: 'Only alerts of this hazard.', nullable: true }) type?: AlertType | null;
  @Field(() => ID, { nullable: true, description: 'District P-code (LK11); names: see placeByName.' }) district?:
    string | null;
  @Field(() => ID, { nullable: true, description: 'DS division P-code (LK1103); names: see placeByName.' })
  dsDivision?: string | null;
  @Field(() => Severity, { description: 'Only alerts of this severity.', nullable: true }) severity?: Severity | null;
  @Field(() => AlertStatus, { description: 'Only ongoing or only resolved alerts.', nullable: true })
  status?: AlertStatus | null;
}

@InputType({ description: "The officer's headline and instruction in one language." })
export class AlertTextInput {
  @Field(() => String, { nullable: true, description: 'At most 140 characters (CAP headline).' }) headline?:
    string | null;
  @Field(() => String, { description: 'What people should do, in this language (optional).', nullable: true })
  instruction?: string | null;
}

@InputType({ description: "The officer's own texts per language; a language left out keeps the generated text." })
export class AlertTextsInput {
  @Field(() => AlertTextInput, { description: 'English (optional).', nullable: true }) en?: AlertTextInput | null;
  @Field(() => AlertTextInput, { description: 'Sinhala (optional).', nullable: true }) si?: AlertTextInput | null;
  @Field(() => AlertTextInput, { description: 'Tamil (optional).', nullable: true }) ta?: AlertTextInput | null;
}

@InputType({ description: "A DMC officer's new alert." })
export class CreateAlertInput {
  @Field(() => ID, { description: "A DS division P-code of the officer's own district (LK1103)." }) dsDivision!: string;
  @Field(() => [ID], {
    nullable: true,
    description:
      'Further DS divisions of the same district the alert also covers (P-codes or names): each gets an area in CAP and its SMS subscribers; the first DS places the alert.',
  })
  alsoDsDivisions?: string[] | null;
  @Field(() => AlertType, { description: 'The hazard; OTHER needs customType.' }) type!: AlertType;
  @Field(() => String, { nullable: true, description: 'Required when type is OTHER.' }) customType?: string | null;
  @Field(() => Severity, { nullable: true, description: 'Defaults to MEDIUM.' }) severity?: Severity | null;
  @Field(() => Float, { nullable: true, description: "Defaults to the report's point, else the DS centroid (D10)." })
  latitude?: number | null;
  @Field(() => Float, {
    description: "The danger's point, degrees east (optional; the division's centre otherwise).",
    nullable: true,
  })
  longitude?: number | null;
  @Field(() => String, { nullable: true, description: "Defaults to the officer's contact number." }) reporterContact?:
    string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'Publishing from this report marks it ALERT_CREATED in the same transaction (D17).',
  })
  reportId?: number | string | null;
  @Field(() => [ID], {
    nullable: true,
    description:
      "Further pending reports of the officer's district the alert also closes (the others of the report's group; at most 100 with reportId): each becomes ALERT_CREATED and links to the alert, in the same transaction; one of another district or already handled refuses the whole publish.",
  })
  alsoCloseReportIds?: (number | string)[] | null;
  @Field(() => [String], { nullable: true, description: 'Photos as data URLs (manual alert screen).' }) images?:
    string[] | null;
  @Field(() => AlertTextsInput, {
    nullable: true,
    description: 'Optional headline and instruction per language; blank ones are ignored.',
  })
  texts?: AlertTextsInput | null;
  @Field(() => Int, {
    nullable: true,
    description:
      "How long it stays in force, in whole hours from 1 to 720 (CAP expires); defaults to its type's time (Flood 48, Fire 12…).",
  })
  expiresInHours?: number | null;
}

@ViewType('AlertConnection', { description: 'A page of alerts.' })
export class AlertConnection extends connectionOf(AlertView) {}
