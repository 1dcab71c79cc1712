import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { AlertType, Severity } from '../alerts/alert.entity.js';
import { AlertTextsInput } from '../alerts/alerts.types.js';
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
  @Field(() => AlertTextsInput, { nullable: true, description: 'The officer\'s own headline and instruction per language, as the alert would carry them.' }) texts?: AlertTextsInput | null;
}

@ObjectType('WebhookAttempt', { description: 'One POST of a CAP message to a webhook receiver.' })
export class WebhookAttemptView {
  @Field(() => Int, { description: '1 for the first attempt.' }) number!: number;
  @Field(() => GraphQLDateTimeISO) startedAt!: Date;
  @Field(() => Int) durationMs!: number;
  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status; null when it did not answer." }) statusCode!: number | null;
  @Field(() => String, { nullable: true, description: 'Why it failed: HTTP 500, timeout, ECONNREFUSED…' }) error!: string | null;
}

@ObjectType('WebhookDelivery', { description: 'A CAP message owed to one registered webhook receiver, and every attempt made.' })
export class WebhookDeliveryView {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: "The receiver's host (not the full URL: it may carry a token)." }) receiver!: string;
  @Field(() => String, { description: 'Alert or Cancel.' }) msgType!: string;
  @Field(() => String, { description: 'The CAP identifier sent.' }) identifier!: string;
  @Field(() => String, { description: 'DELIVERED, PENDING (a retry is due at nextAttemptAt) or FAILED (given up).' }) state!: string;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) deliveredAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) nextAttemptAt!: Date | null;
  @Field(() => [WebhookAttemptView]) attempts!: WebhookAttemptView[];
}
