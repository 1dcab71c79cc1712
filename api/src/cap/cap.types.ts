import { Field, InputType, Int } from 'type-graphql';
import { AlertType, Severity } from '../alerts/alert.entity.js';
import { AlertTextsInput } from '../alerts/alerts.types.js';
import type { CapLanguage } from './cap-mapping.js';
import type { SmsText } from './sms-phrasings.js';
import { ViewType } from '../core/paging/view-type.js';

@ViewType('SmsText', {
  description: 'An alert as one SMS (or the parts it needs), in one language; no gateway is called.',
})
export class SmsTextView {
  @Field(() => String, { description: 'en, si or ta.' }) language!: string;
  @Field(() => String, { description: 'The message as it would be sent.' }) text!: string;
  @Field(() => String, { description: 'GSM-7 (English) or UCS-2 (Sinhala, Tamil).' }) encoding!: string;
  @Field(() => Int, { description: 'Characters as the network counts them.' }) length!: number;
  @Field(() => Int, { description: '1 when it fits one SMS (160 GSM-7 or 70 UCS-2 characters).' }) parts!: number;

  static from(language: CapLanguage, sms: SmsText): SmsTextView {
    return Object.assign(new SmsTextView(), { language, ...sms });
  }
}

@InputType({ description: 'An alert as it would be published, for its SMS texts.' })
export class SmsPreviewInput {
  @Field(() => String, { description: 'The DS division code (LK1103).' }) dsDivision!: string;
  @Field(() => [String], { nullable: true, description: 'Further DS division codes the alert would also cover.' })
  alsoDsDivisions?: string[] | null;
  @Field(() => AlertType, { description: 'The hazard.' }) type!: AlertType;
  @Field(() => String, { description: "The officer's own words for an OTHER type.", nullable: true }) customType?:
    string | null;
  @Field(() => Severity, { nullable: true, description: 'Defaults to MEDIUM.' }) severity?: Severity | null;
  @Field(() => AlertTextsInput, {
    nullable: true,
    description: "The officer's own headline and instruction per language, as the alert would carry them.",
  })
  texts?: AlertTextsInput | null;
}
