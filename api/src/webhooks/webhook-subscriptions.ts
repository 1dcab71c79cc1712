import type { EntityManager } from '@mikro-orm/postgresql';
import {
  endpointProblem,
  literalAddress,
  resolveAllowed,
  type EndpointProblem,
  type EndpointRule,
  type OutboundAddressRule,
} from '../core/outbound/outbound-address.js';
import { WebhookSubscription } from './webhook.entity.js';

/** The receivers as an operator lists them: never the secret. */
export interface SubscriptionListing {
  id: number;
  url: string;
  active: boolean;
  allowPrivate: boolean;
  createdAt: Date;
}

const MIN_SECRET = 16;

/** Where a receiver may be: any host, http or https, at an address the rule allows (any, with --allow-private). */
export const receiverRule = (addresses: OutboundAddressRule, allowPrivate: boolean): EndpointRule => ({
  schemes: ['http:', 'https:'],
  hosts: null,
  addresses: allowPrivate ? { ...addresses, anyAddress: true } : addresses,
});

const PROBLEM_TEXTS: Record<EndpointProblem, string> = {
  NOT_A_URL: 'The URL is not a valid absolute URL.',
  SCHEME: 'The URL must be http:// or https://.',
  CREDENTIALS: 'The URL must not carry a user name or password.',
  HOST_NOT_LISTED: 'The URL is not at an accepted host.',
  ADDRESS_NOT_PUBLIC:
    'The URL is at a loopback, private or link-local address; add --allow-private if this receiver is meant to be there.',
};

/** Why a receiver's URL or secret is refused, or null; a host name must resolve to addresses the rule allows. */
export async function subscriptionProblem(url: string, secret: string, rule: EndpointRule): Promise<string | null> {
  const problem = endpointProblem(url, rule);
  if (problem) return PROBLEM_TEXTS[problem];
  if (secret.length < MIN_SECRET) return `The secret must have at least ${MIN_SECRET} characters.`;
  const { hostname } = new URL(url);
  if (rule.addresses.anyAddress || literalAddress(hostname) !== null) return null;
  return resolveAllowed(hostname, rule.addresses).then(
    () => null,
    (error: NodeJS.ErrnoException) =>
      error.code === 'ADDRESS_NOT_ALLOWED'
        ? PROBLEM_TEXTS.ADDRESS_NOT_PUBLIC
        : `The host does not resolve (${error.code}).`,
  );
}

export async function addSubscription(
  em: EntityManager,
  url: string,
  secret: string,
  allowPrivate = false,
): Promise<WebhookSubscription> {
  const subscription = em.create(WebhookSubscription, { url, secret, allowPrivate });
  await em.flush();
  return subscription;
}

export async function listSubscriptions(em: EntityManager): Promise<SubscriptionListing[]> {
  const rows = await em.find(WebhookSubscription, {}, { orderBy: { id: 'asc' } });
  return rows.map(({ id, url, active, allowPrivate, createdAt }) => ({ id, url, active, allowPrivate, createdAt }));
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
