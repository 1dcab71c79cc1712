import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebPushSettings } from '../shared/config.js';
import { failureCode } from './sms-failures.js';

/** web-push (and the crypto it brings) is loaded on the first push, not by a server that never sends one. */
const webPush = async () => (await import('web-push')).default;

/** The VAPID public key browsers subscribe with (webPushPublicKey); null while Web Push is off. */
let currentPublicKey: string | null = null;

export function webPushPublicKey(): string | null {
  return currentPublicKey;
}

interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sends a user's notification text to each browser they subscribed, after its SMS is committed: web-push encrypts
 * the payload and signs the VAPID header, the POST is ours (any push service, or a local receiver in the tests).
 * Not retried, so a browser gets it at most once; a subscription the push service says is gone (404, 410) is dropped.
 */
export class PushSender {
  constructor(
    private readonly settings: WebPushSettings,
    /** Never given an endpoint or a text: ids and status codes only. */
    private readonly log: (message: string) => void,
  ) {
    currentPublicKey = settings.publicKey;
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
      const request = (await webPush()).generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify({ title: 'Lanka Relief', body: text }),
        {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: 24 * 3600,
        },
      );
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const answer = await (this.settings.transport ?? fetch)(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (answer.status === 404 || answer.status === 410)
        await em.fork().execute('delete from push_subscriptions where id = ?', [subscription.id]);
      else if (!answer.ok) this.log(`web push ${subscription.id} refused: ${answer.status}`);
    } catch (error) {
      this.log(`web push ${subscription.id} failed: ${failureCode(error)}`);
    }
  }
}
