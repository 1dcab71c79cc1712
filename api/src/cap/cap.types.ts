import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { AlertType, Severity } from '../alerts/alert.entity.js';
import type { CapLanguage } from './cap-mapping.js';
import type { SmsText } from './sms-text.js';

@ObjectType('SmsText', { description: 'An alert as one SMS (or the parts it needs), in one language; no gateway is called.' })
export class SmsTextView {
  @Field(() => String, { description: 'en, si or ta.' }) language!: string;
  @Field(() => String) text!: string;
  @Field(() => String, { description: 'GSM-7 (English) or UCS-2 (Sinhala, Tamil).' }) encoding!: string;
  @Field(() => Int, { description: 'Characters as the network counts them.' }) length!: number;
  @Field(() => Int, { description: '1 when it fits one SMS (160 GSM-7 or 70 UCS-2 characters).' }) parts!: number;

  static from(language: CapLanguage, sms: SmsText): SmsTextView {
    return Object.assign(new SmsTextView(), { language, ...sms });
  }
}

@InputType()
export class SmsPreviewInput {
  @Field(() => String, { description: 'The DS division code (LK1103).' }) dsDivision!: string;
  @Field(() => AlertType) type!: AlertType;
  @Field(() => String, { nullable: true }) customType?: string | null;
  @Field(() => Severity, { nullable: true, description: 'Defaults to MEDIUM.' }) severity?: Severity | null;
}
