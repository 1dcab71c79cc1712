import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { SmsPreviewInput } from '../cap/cap.types.js';
import { Audience } from '../core/policy/audience.js';
import type { RequestContext } from '../core/context/context.js';
import { recordId } from '../core/paging/record-ids.js';
import { AlertSmsAbilities } from './alert-sms.policy.js';
import { AlertSmsService } from './alert-sms.service.js';
import { AlertSmsDeliveriesView, AlertSmsReachView } from './alert-sms.types.js';

@Resolver()
export class AlertSmsResolver {
  @Audience(AlertSmsAbilities.viewReach)
  @Query(() => AlertSmsReachView, {
    description:
      "DMC officer of the DS's district: the SMS subscribers an alert would reach per language, and the parts it would cost, before publishing.",
  })
  alertSmsReach(
    @Arg('input', () => SmsPreviewInput, { description: 'The alert as it would be published.' }) input: SmsPreviewInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AlertSmsReachView> {
    return new AlertSmsService(ctx).reach(input);
  }

  @Audience(AlertSmsAbilities.viewDeliveries)
  @Query(() => AlertSmsDeliveriesView, {
    description: "DMC officer of the alert's district: the alert's SMS by state (queued, sent, delivered, failed).",
  })
  alertSmsDeliveries(
    @Arg('alertId', () => ID, { description: "The alert's id." }) alertId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<AlertSmsDeliveriesView> {
    return new AlertSmsService(ctx).deliveries(recordId(alertId, 'alertId'));
  }
}
