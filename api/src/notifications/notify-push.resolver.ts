import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AccountAbilities } from '../accounts/accounts.policy.js';
import { Audience, PUBLIC } from '../core/policy/audience.js';
import type { RequestContext } from '../core/context/context.js';
import { webPushPublicKey } from './notify-push.js';
import { NotifyPushService } from './notify-push.service.js';
import { PushSubscriptionInput } from './notify-push.types.js';

@Resolver()
export class NotifyPushResolver {
  @Audience(PUBLIC)
  @Query(() => String, {
    nullable: true,
    description: 'The VAPID public key browsers subscribe to Web Push with; null while Web Push is off.',
  })
  webPushPublicKey(): string | null {
    return webPushPublicKey();
  }

  @Audience(AccountAbilities.updateOwnAccount)
  @Mutation(() => Boolean, {
    description:
      "Signed-in user: this browser's Web Push subscription, for the user's own notifications (their notification preference).",
  })
  pushSubscribe(
    @Arg('subscription', () => PushSubscriptionInput, { description: 'PushSubscription.toJSON() of this browser.' })
    subscription: PushSubscriptionInput,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    return new NotifyPushService(ctx).subscribe(subscription);
  }
}
