import { readOutboundAddressRule } from '../core/config/config.js';
import { areaSettings, integer } from '../core/config/variables.js';
import type { OutboundAddressRule } from '../core/outbound/outbound-address.js';

/** CAP webhooks (README "Webhooks"): this area's part of the environment. */
export const webhookSettings = areaSettings({
  WEBHOOK_TIMEOUT_MS: integer(10_000, 100, 300_000),
  WEBHOOK_MAX_ATTEMPTS: integer(8, 1, 100),
  WEBHOOK_RETRY_BASE_MS: integer(30_000, 10),
  WEBHOOK_RETRY_MAX_MS: integer(3_600_000, 10),
  WEBHOOK_POLL_MS: integer(1_000, 10),
  WEBHOOK_CONCURRENCY: integer(8, 1, 1_000),
});

export interface WebhookSettings {
  /** A receiver that has not answered within this is cut off; the attempt counts as failed. */
  timeoutMs: number;
  /** Attempts per message and receiver, the first included; then the delivery is given up. */
  maxAttempts: number;
  /** The wait after the first failure, doubled after each further one, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How often each instance looks for due deliveries (it also looks at once when an alert changes). */
  pollMs: number;
  /** POSTs one instance keeps in flight at once. */
  concurrency: number;
  /** The addresses a receiver may be at (a receiver added with --allow-private may be at any). */
  addresses: OutboundAddressRule;
}

export function readWebhookSettings(env: NodeJS.ProcessEnv = process.env): WebhookSettings {
  const e = webhookSettings.read(env);
  return {
    timeoutMs: e.WEBHOOK_TIMEOUT_MS,
    maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
    retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    retryMaxMs: e.WEBHOOK_RETRY_MAX_MS,
    pollMs: e.WEBHOOK_POLL_MS,
    concurrency: e.WEBHOOK_CONCURRENCY,
    addresses: readOutboundAddressRule(env),
  };
}
