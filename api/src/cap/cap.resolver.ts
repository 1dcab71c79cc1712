import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { Severity } from '../alerts/alert.entity.js';
import { AlertAbilities } from '../alerts/alerts.policy.js';
import { AlertView } from '../alerts/alerts.types.js';
import { Audience, PUBLIC } from '../shared/audience.js';
import { readCapSettings } from '../shared/config.js';
import type { RequestContext } from '../shared/context.js';
import { capAreaOf } from './cap-area.js';
import { CAP_LANGUAGES } from './cap-mapping.js';
import { smsTexts } from './cap-message.js';
import { CapErrors } from './cap.errors.js';
import { CapAbilities } from './cap.policy.js';
import { CapService } from './cap.service.js';
import { SmsPreviewInput, SmsTextView, WebhookDeliveryView } from './cap.types.js';

const views = (texts: ReturnType<typeof smsTexts>) => CAP_LANGUAGES.map((language) => SmsTextView.from(language, texts[language]));

@Resolver(() => AlertView)
export class CapResolver {
  @Audience(PUBLIC)
  @FieldResolver(() => [SmsTextView], { description: 'The alert as SMS text in English, Sinhala and Tamil (also in its CAP message).' })
  smsTexts(@Root() alert: AlertView): SmsTextView[] {
    const area = capAreaOf(alert.dsDivision.code);
    return area ? views(smsTexts({ type: alert.type, customType: alert.customType, severity: alert.severity, issuedAt: alert.issuedAt }, area)) : [];
  }

  @Audience(AlertAbilities.publish)
  @Query(() => [SmsTextView], { description: 'DMC officer: the SMS texts an alert would carry, before publishing it.' })
  alertSmsPreview(@Arg('input', () => SmsPreviewInput) input: SmsPreviewInput): SmsTextView[] {
    const area = capAreaOf(input.dsDivision.trim().toUpperCase());
    if (!area) throw CapErrors.unknownDs(input.dsDivision);
    return views(smsTexts({ type: input.type, customType: input.customType ?? null, severity: input.severity ?? Severity.MEDIUM, issuedAt: new Date() }, area));
  }

  @Audience(CapAbilities.viewWebhookDeliveries)
  @Query(() => [WebhookDeliveryView], { description: "DMC officer of the alert's district: the alert's webhook deliveries and every attempt (status, time)." })
  async alertWebhookDeliveries(@Arg('alertId', () => Int) alertId: number, @Ctx() ctx: RequestContext): Promise<WebhookDeliveryView[]> {
    const settings = readCapSettings();
    return new CapService(ctx, settings, settings.publicUrl ?? '').webhookDeliveries(alertId);
  }
}
