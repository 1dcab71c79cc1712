import { AccountAbilities } from '../accounts/accounts.policy.js';
import type { RequestContext } from '../shared/context.js';
import { authorize } from '../shared/policy.js';
import { webPushPublicKey } from './notify-push.js';
import type { PushSubscriptionInput } from './notify-push.types.js';
import { SmsErrors } from './sms.errors.js';

const bytesOf = (base64url: string) =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(base64url) ? Buffer.from(base64url, 'base64url').length : 0;

/** A push service's URL (https only: the server posts there) and keys of the sizes Web Push uses. */
function isSubscription(input: PushSubscriptionInput): boolean {
  let url: URL;
  try {
    url = new URL(input.endpoint);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && bytesOf(input.keys.p256dh) === 65 && bytesOf(input.keys.auth) === 16;
}

/** Browsers' Web Push subscriptions of the signed-in user. */
export class NotifyPushService {
  constructor(private readonly ctx: RequestContext) {}

  /** Stores this browser's subscription for the caller (a browser's endpoint moves to whoever subscribes it last). */
  async subscribe(input: PushSubscriptionInput): Promise<boolean> {
    const actor = this.ctx.actor;
    authorize(actor, AccountAbilities.updateOwnAccount, {
      districtCode: actor?.districtCode ?? '',
      ownerId: actor?.userId,
    });
    if (!webPushPublicKey()) throw SmsErrors.pushOff();
    if (!isSubscription(input)) throw SmsErrors.pushSubscriptionInvalid();
    await this.ctx.em.execute(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (?, ?, ?, ?)
       on conflict (endpoint) do update set user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth`,
      [actor.userId, input.endpoint, input.keys.p256dh, input.keys.auth],
    );
    return true;
  }
}
