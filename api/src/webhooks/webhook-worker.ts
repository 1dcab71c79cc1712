import type { EntityManager } from '@mikro-orm/postgresql';
import { Alert } from '../alerts/alert.entity.js';
import type { CapSettings } from '../cap/cap.settings.js';
import type { WebhookSettings } from './webhooks.settings.js';
import { capMessage } from '../cap/cap-message.js';
import { capXmlAsSent } from '../cap/cap-signature.js';
import { factsOf } from '../cap/cap.service.js';
import { claimDueDeliveries, recordAttempt, type AttemptOutcome, type ClaimedDelivery } from './webhook-queue.js';
import {
  DELIVERY_HEADER,
  MSG_TYPE_HEADER,
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  webhookSignature,
} from './webhook-signature.js';
import { endpointProblem, type EndpointRule } from '../core/outbound/outbound-address.js';
import { postOutbound } from '../core/outbound/outbound-post.js';
import { PollingLoop } from '../core/workers/polling-loop.js';
import { receiverRule } from './webhook-subscriptions.js';
import { backoffMs, leaseFor } from '../core/workers/worker-timing.js';

export interface WebhookWorkerOptions {
  em: EntityManager;
  settings: WebhookSettings;
  cap: CapSettings;
  /** The site's public address for the links inside the messages (CAP_PUBLIC_URL, else this server's address). */
  baseUrl: () => string;
  log: (message: string) => void;
}

/** A lease longer than any POST, so a claimed delivery is not claimed again while its attempt is in flight. */

/**
 * Each API instance runs one: it claims due deliveries, POSTs each as its own task (a slow receiver holds only its own
 * slot, never the others nor the request that published), records every attempt and schedules the retries.
 */
export class WebhookWorker {
  private readonly inFlight = new Map<string, { done: Promise<void>; abort: AbortController }>();
  private readonly loop: PollingLoop;

  constructor(private readonly options: WebhookWorkerOptions) {
    this.loop = new PollingLoop({
      intervalMs: options.settings.pollMs,
      round: () => this.round(),
      failed: (error) =>
        options.log(
          `webhook worker: could not claim deliveries: ${error instanceof Error ? error.message : String(error)}`,
        ),
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Looks for due deliveries now (an alert was just published or resolved). */
  wake(): void {
    this.loop.wake();
  }

  /** Stops claiming, cuts the POSTs in flight (recorded as failed, retried later by any instance) and waits for them. */
  async stop(): Promise<void> {
    const stopping = this.loop.stop();
    const cut = () => {
      for (const { abort } of this.inFlight.values()) abort.abort(new Error('server stopping'));
    };
    cut();
    await stopping;
    // What a claim running at the stop launched.
    cut();
    await Promise.all([...this.inFlight.values()].map((task) => task.done));
  }

  /** One round: claims as many due deliveries as there are free slots; true when a full claim may leave more. */
  private async round(): Promise<boolean> {
    const free = this.options.settings.concurrency - this.inFlight.size;
    if (free <= 0) return false;
    const claimed = await claimDueDeliveries(this.options.em.fork(), free, leaseFor(this.options.settings.timeoutMs));
    for (const delivery of claimed) this.launch(delivery);
    return claimed.length === free;
  }

  private launch(delivery: ClaimedDelivery): void {
    const abort = new AbortController();
    const done = this.deliver(delivery, abort.signal)
      .catch((error: unknown) =>
        this.options.log(`webhook delivery ${delivery.id}: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        this.inFlight.delete(delivery.id);
        // A slot is free: anything waiting for one goes now.
        this.wake();
      });
    this.inFlight.set(delivery.id, { done, abort });
  }

  private async deliver(delivery: ClaimedDelivery, stop: AbortSignal): Promise<void> {
    const { settings } = this.options;
    const em = this.options.em.fork();
    const alert = await em.findOne(Alert, { id: delivery.alertId });
    if (!alert) return;
    const body = this.messageOf(alert, delivery);
    const outcome =
      body === null
        ? unbuildable()
        : await post(
            delivery,
            body,
            receiverRule(settings.addresses, delivery.allowPrivate),
            AbortSignal.any([stop, AbortSignal.timeout(settings.timeoutMs)]),
          );
    const retry = !outcome.delivered && delivery.attempt < settings.maxAttempts;
    if (!outcome.delivered)
      this.options.log(
        `webhook delivery ${delivery.id} attempt ${delivery.attempt} failed: ${outcome.error ?? outcome.statusCode}`,
      );
    await recordAttempt(em, delivery, {
      ...outcome,
      retryInMs: retry ? backoffMs(delivery.attempt, settings.retryBaseMs, settings.retryMaxMs) : null,
    });
  }

  /** The message of this delivery, even when the alert has changed since (a late Alert retry stays an Alert). */
  private messageOf(alert: Alert, delivery: ClaimedDelivery): string | null {
    const facts = {
      ...factsOf(alert),
      resolvedAt: delivery.msgType === 'Cancel' ? (alert.resolvedAt ?? alert.issuedAt) : null,
    };
    try {
      return capXmlAsSent(
        capMessage(facts, { settings: this.options.cap, baseUrl: this.options.baseUrl() }).xml,
        this.options.cap,
      );
    } catch (error) {
      this.options.log(
        `webhook delivery ${delivery.id}: no CAP message: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    }
  }
}

/** An attempt that could not be made (the message could not be built): recorded like any failure. */
const unbuildable = (): Omit<AttemptOutcome, 'retryInMs'> => ({
  startedAt: new Date(),
  durationMs: 0,
  statusCode: null,
  error: 'no CAP message',
  delivered: false,
});

/**
 * One signed POST, only to an address the rule allows at this very delivery (a name may resolve elsewhere since the
 * receiver was added), a redirect answered as a failure and never followed; never throws: the outcome says.
 */
async function post(
  delivery: ClaimedDelivery,
  body: string,
  rule: EndpointRule,
  signal: AbortSignal,
): Promise<Omit<AttemptOutcome, 'retryInMs'>> {
  const startedAt = new Date();
  const timestamp = Math.floor(startedAt.getTime() / 1000);
  const elapsed = () => Date.now() - startedAt.getTime();
  const refusal = endpointProblem(delivery.url, rule);
  if (refusal) return { startedAt, durationMs: 0, statusCode: null, error: refusal, delivered: false };
  try {
    const response = await postOutbound(new URL(delivery.url), {
      body,
      signal,
      addresses: rule.addresses,
      headers: {
        'content-type': 'application/cap+xml; charset=utf-8',
        'user-agent': 'LankaRelief-Webhooks/1',
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: webhookSignature(delivery.secret, timestamp, body),
        [DELIVERY_HEADER]: delivery.id,
        [MSG_TYPE_HEADER]: delivery.msgType,
      },
    });
    const delivered = response.status >= 200 && response.status < 300;
    return {
      startedAt,
      durationMs: elapsed(),
      statusCode: response.status,
      error: delivered ? null : `HTTP ${response.status}`,
      delivered,
    };
  } catch (error) {
    return { startedAt, durationMs: elapsed(), statusCode: null, error: failureText(error, signal), delivered: false };
  }
}

/** A short reason for the record: never the URL (it may carry a token) nor the secret. */
function failureText(error: unknown, signal: AbortSignal): string {
  if (signal.aborted) {
    const reason: unknown = signal.reason;
    return reason instanceof Error && reason.name === 'TimeoutError' ? 'timeout' : 'aborted: server stopping';
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown }).code;
  return (typeof code === 'string' ? code : cause instanceof Error ? cause.message : 'failed').slice(0, 200);
}
