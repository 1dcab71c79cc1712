import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebPushSettings } from '../sms/web-push.settings.js';
import { endpointProblem, type EndpointRule } from '../core/outbound/outbound-address.js';
import { postOutbound } from '../core/outbound/outbound-post.js';
import { failureCode } from '../sms/sms-failures.js';

/** web-push (and the crypto it brings) is loaded on the first push, not by a server that never sends one. */
const webPush = async () => (await import('web-push')).default;

/** The Web Push settings in force (the sender's): null while Web Push is off. */
let current: WebPushSettings | null = null;

/** The VAPID public key browsers subscribe with (webPushPublicKey); null while Web Push is off. */
export function webPushPublicKey(): string | null {
  return current?.publicKey ?? null;
}

/** Endpoints a real push service issues: https, no credentials, a listed host at a public address. */
export const pushEndpointRule = (settings: WebPushSettings): EndpointRule => ({
  schemes: ['https:'],
  hosts: settings.hosts,
  addresses: settings.addresses,
});

/** Why an endpoint is refused by the settings in force; null when accepted. */
export function pushEndpointRefusal(endpoint: string): string | null {
  return current ? endpointProblem(endpoint, pushEndpointRule(current)) : 'WEB_PUSH_OFF';
}

interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sends a user's notification text to each browser they subscribed, after its SMS is committed: web-push encrypts
 * the payload and signs the VAPID header, the POST is ours: only to a push service's endpoint at a public address
 * (checked again here, for rows stored before the rule and names that resolve elsewhere now), no redirect followed.
 * Not retried, so a browser gets it at most once; a subscription the push service says is gone (404, 410) is dropped.
 */
export class PushSender {
  constructor(
    private readonly settings: WebPushSettings,
    /** Never given an endpoint or a text: ids and status codes only. */
    private readonly log: (message: string) => void,
  ) {
    current = settings;
  }

  async sendToUser(em: EntityManager, userId: number, text: string): Promise<void> {
    const subscriptions = await em
      .fork()
      .execute<StoredSubscription[]>('select id, endpoint, p256dh, auth from push_subscriptions where user_id = ?', [
        userId,
      ]);
    for (const subscription of subscriptions) await this.sendOne(em, subscription, text);
  }

  private async sendOne(em: EntityManager, subscription: StoredSubscription, text: string): Promise<void> {
    const { publicKey, privateKey, subject, timeoutMs } = this.settings;
    try {
      const refusal = endpointProblem(subscription.endpoint, pushEndpointRule(this.settings));
      if (refusal) return this.log(`web push ${subscription.id} not sent: ${refusal}`);
      const request = (await webPush()).generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify({ title: 'Lanka Relief', body: text }),
        {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: 24 * 3600,
        },
      );
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const answer = await postOutbound(new URL(request.endpoint), {
        headers,
        body: request.body ? new Uint8Array(request.body) : '',
        signal: AbortSignal.timeout(timeoutMs),
        addresses: this.settings.addresses,
        ca: this.settings.ca,
      });
      if (answer.status === 404 || answer.status === 410)
        await em.fork().execute('delete from push_subscriptions where id = ?', [subscription.id]);
      else if (answer.status < 200 || answer.status >= 300)
        this.log(`web push ${subscription.id} refused: ${answer.status}`);
    } catch (error) {
      this.log(`web push ${subscription.id} failed: ${failureCode(error)}`);
    }
  }
}
