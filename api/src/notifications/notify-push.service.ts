import { AccountAbilities } from '../accounts/accounts.policy.js';
import type { RequestContext } from '../core/context/context.js';
import { authorize } from '../core/policy/policy.js';
import { pushEndpointRefusal, webPushPublicKey } from './notify-push.js';
import type { PushSubscriptionInput } from './notify-push.types.js';
import { NotificationErrors } from './notifications.errors.js';

const bytesOf = (base64url: string) =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(base64url) ? Buffer.from(base64url, 'base64url').length : 0;

/** Keys of the sizes Web Push uses. */
const hasKeys = (input: PushSubscriptionInput): boolean =>
  bytesOf(input.keys.p256dh) === 65 && bytesOf(input.keys.auth) === 16;

/** Browsers' Web Push subscriptions of the signed-in user. */
export class NotifyPushService {
  constructor(private readonly ctx: RequestContext) {}

  /**
   * Stores this browser's subscription for the caller. An endpoint stays with the account that subscribed it first:
   * taking it over would silence that account's browser and send it another's notifications, so another account is
   * refused (CONFLICT) and told, rather than answered as subscribed while nothing reaches it.
   */
  async subscribe(input: PushSubscriptionInput): Promise<boolean> {
    const actor = this.ctx.actor;
    authorize(actor, AccountAbilities.updateOwnAccount, {
      districtCode: actor?.districtCode ?? '',
      ownerId: actor?.userId,
    });
    if (!webPushPublicKey()) throw NotificationErrors.pushOff();
    const refusal = pushEndpointRefusal(input.endpoint);
    if (!hasKeys(input) || refusal === 'NOT_A_URL') throw NotificationErrors.pushSubscriptionInvalid();
    if (refusal) throw NotificationErrors.pushServiceRefused();
    const stored = await this.ctx.em.execute<unknown[]>(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (?, ?, ?, ?)
       on conflict (endpoint) do update set p256dh = excluded.p256dh, auth = excluded.auth
        where push_subscriptions.user_id = excluded.user_id
       returning id`,
      [actor.userId, input.endpoint, input.keys.p256dh, input.keys.auth],
    );
    if (stored.length === 0) throw NotificationErrors.pushSubscriptionTaken();
    return true;
  }
}
