import type { EntityManager } from '@mikro-orm/postgresql';
import { WebhookSubscription } from './webhook.entity.js';

/** The receivers as an operator lists them: never the secret. */
export interface SubscriptionListing {
  id: number;
  url: string;
  active: boolean;
  createdAt: Date;
}

const MIN_SECRET = 16;

/** Why a URL or secret is refused, or null. */
export function subscriptionProblem(url: string, secret: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The URL is not a valid absolute URL.';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'The URL must be http:// or https://.';
  if (secret.length < MIN_SECRET) return `The secret must have at least ${MIN_SECRET} characters.`;
  return null;
}

export async function addSubscription(em: EntityManager, url: string, secret: string): Promise<WebhookSubscription> {
  const subscription = em.create(WebhookSubscription, { url, secret });
  await em.flush();
  return subscription;
}

export async function listSubscriptions(em: EntityManager): Promise<SubscriptionListing[]> {
  const rows = await em.find(WebhookSubscription, {}, { orderBy: { id: 'asc' } });
  return rows.map(({ id, url, active, createdAt }) => ({ id, url, active, createdAt }));
}

/**
 * Deactivates a receiver: nothing more is enqueued for it and its pending deliveries are given up; the record of
 * what it was sent stays for the DMC. Answers false for an unknown id.
 */
export async function removeSubscription(em: EntityManager, id: number): Promise<boolean> {
  return em.transactional(async (tx) => {
    const updated = await tx.nativeUpdate(WebhookSubscription, { id, active: true }, { active: false });
    await tx.execute(
      "update webhook_deliveries set next_attempt_at = null, last_error = coalesce(last_error, 'receiver removed') where subscription_id = ? and next_attempt_at is not null",
      [id],
    );
    return updated > 0;
  });
}
