import { Alert } from '../alerts/alert.entity.js';
import { scopeOf } from '../core/policy/actor.js';
import type { RequestContext } from '../core/context/context.js';
import { authorize } from '../core/policy/policy.js';
import { CapErrors } from '../cap/cap.errors.js';
import { WebhookDelivery } from './webhook.entity.js';
import { WebhookAbilities } from './webhooks.policy.js';
import { WebhookDeliveryView } from './webhooks.types.js';

/** What the webhook receivers were sent, for the DMC. */
export class WebhookDeliveriesService {
  constructor(private readonly ctx: RequestContext) {}

  /** DMC officer of the alert's district: what the webhooks were sent for the alert, every attempt included. */
  async forAlert(alertId: number): Promise<WebhookDeliveryView[]> {
    authorize(this.ctx.actor, WebhookAbilities.viewDeliveries);
    const alert = await this.ctx.em.findOne(Alert, { id: alertId });
    if (!alert) throw CapErrors.notFound(String(alertId));
    authorize(this.ctx.actor, WebhookAbilities.viewDeliveries, scopeOf(alert));
    const deliveries = await this.ctx.em.find(
      WebhookDelivery,
      { alert: alertId },
      { populate: ['subscription', 'attemptLog'], orderBy: { id: 'asc', attemptLog: { number: 'asc' } } },
    );
    return deliveries.map(deliveryView);
  }
}

const stateOf = (d: WebhookDelivery) => (d.deliveredAt ? 'DELIVERED' : d.nextAttemptAt ? 'PENDING' : 'FAILED');

function deliveryView(d: WebhookDelivery): WebhookDeliveryView {
  return Object.assign(new WebhookDeliveryView(), {
    id: String(d.id),
    receiver: URL.parse(d.subscription.url)?.host ?? '',
    msgType: d.msgType,
    identifier: d.identifier,
    state: stateOf(d),
    deliveredAt: d.deliveredAt ?? null,
    nextAttemptAt: d.deliveredAt ? null : (d.nextAttemptAt ?? null),
    attempts: d.attemptLog.getItems().map(({ number, startedAt, durationMs, statusCode, error }) => ({
      number,
      startedAt,
      durationMs,
      statusCode: statusCode ?? null,
      error: error ?? null,
    })),
  });
}
