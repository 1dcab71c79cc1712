import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Audience } from '../core/policy/audience.js';
import type { RequestContext } from '../core/context/context.js';
import { recordId } from '../core/paging/record-ids.js';
import { WebhookDeliveriesService } from './webhook-deliveries.service.js';
import { WebhookAbilities } from './webhooks.policy.js';
import { WebhookDeliveryView } from './webhooks.types.js';

@Resolver()
export class WebhooksResolver {
  @Audience(WebhookAbilities.viewDeliveries)
  @Query(() => [WebhookDeliveryView], {
    description:
      "DMC officer of the alert's district: the alert's webhook deliveries (one per receiver the operator registered, so a short list) and every attempt (status, time).",
  })
  async alertWebhookDeliveries(
    @Arg('alertId', () => ID, { description: "The alert's id." }) alertId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookDeliveryView[]> {
    return new WebhookDeliveriesService(ctx).forAlert(recordId(alertId, 'alertId'));
  }
}
