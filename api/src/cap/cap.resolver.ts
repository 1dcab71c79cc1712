import { Arg, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { AlertAbilities } from '../alerts/alerts.policy.js';
import { AlertStatus } from '../alerts/alert.entity.js';
import { AlertView } from '../alerts/alerts.types.js';
import { Audience, PUBLIC } from '../core/policy/audience.js';
import { SmsPreviewInput, SmsTextView } from './cap.types.js';
import { smsPreview, smsTextsOf } from './sms-texts.service.js';

@Resolver(() => AlertView)
export class CapResolver {
  @Audience(PUBLIC)
  @FieldResolver(() => [SmsTextView], {
    description:
      'The alert as SMS text in English, Sinhala and Tamil (also in its CAP message): once resolved, that it has ended.',
  })
  smsTexts(@Root() alert: AlertView): SmsTextView[] {
    const resolvedAt = alert.status === AlertStatus.RESOLVED ? (alert.resolvedAt ?? alert.issuedAt) : null;
    return smsTextsOf({ ...alert, resolvedAt, dsCodes: alert.dsDivisions.map((ds) => ds.code) });
  }

  @Audience(AlertAbilities.publish)
  @Query(() => [SmsTextView], {
    description:
      'DMC officer: the SMS texts an alert would carry, before publishing it: one per language (three at most).',
  })
  alertSmsPreview(
    @Arg('input', () => SmsPreviewInput, { description: 'The alert as it would be published.' }) input: SmsPreviewInput,
  ): SmsTextView[] {
    return smsPreview(input);
  }
}
