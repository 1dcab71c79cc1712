import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ID, InputType, Int } from 'type-graphql';
import { AlertType, Severity } from '../alerts/alert.entity.js';
import { AlertTextsInput } from '../alerts/alerts.types.js';
import type { CapLanguage } from './cap-mapping.js';
import type { SmsText } from './sms-text.js';
import { ViewType } from '../shared/view-type.js';

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

@ViewType('WebhookAttempt', {
  description: 'One POST of a CAP message to a webhook receiver.',
})
export class WebhookAttemptView {
  @Field(() => Int, { description: '1 for the first attempt.' }) number!: number;
  @Field(() => GraphQLDateTimeISO, { description: 'When it started (UTC).' }) startedAt!: Date;
  @Field(() => Int, { description: 'How long the attempt took, in milliseconds.' }) durationMs!: number;
  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status; null when it did not answer." })
  statusCode!: number | null;
  @Field(() => String, { nullable: true, description: 'Why it failed: HTTP 500, timeout, ECONNREFUSED…' }) error!:
    string | null;
}

@ViewType('WebhookDelivery', {
  description: 'A CAP message owed to one registered webhook receiver, and every attempt made.',
})
export class WebhookDeliveryView {
  @Field(() => ID, { description: "The delivery's id." }) id!: string;
  @Field(() => String, { description: "The receiver's host (not the full URL: it may carry a token)." })
  receiver!: string;
  @Field(() => String, { description: 'Alert or Cancel.' }) msgType!: string;
  @Field(() => String, { description: 'The CAP identifier sent.' }) identifier!: string;
  @Field(() => String, { description: 'DELIVERED, PENDING (a retry is due at nextAttemptAt) or FAILED (given up).' })
  state!: string;
  @Field(() => GraphQLDateTimeISO, {
    description: 'When the receiver accepted it (UTC); null until then.',
    nullable: true,
  })
  deliveredAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, {
    description: 'When it is tried again (UTC); null when delivered or given up.',
    nullable: true,
  })
  nextAttemptAt!: Date | null;
  @Field(() => [WebhookAttemptView], { description: 'Every attempt, first first.' }) attempts!: WebhookAttemptView[];
}
