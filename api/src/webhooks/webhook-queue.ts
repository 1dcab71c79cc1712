import type { EntityManager } from '@mikro-orm/postgresql';
import { registerAlertChangeHook, type AlertChange } from '../alerts/alert-change-hooks.js';
import type { Alert } from '../alerts/alert.entity.js';
import { alertIdentifier, type MsgType } from '../cap/cap-message.js';

const MSG_TYPES: Record<AlertChange, MsgType> = { PUBLISHED: 'Alert', RESOLVED: 'Cancel' };

/**
 * Enqueues one delivery per active receiver in the transaction that publishes or resolves the alert: the request
 * only inserts rows (never waits for a receiver), and a rolled-back change sends nothing. The unique key
 * (subscription, alert, msgType) makes the enqueue exactly once.
 */
export async function enqueueDeliveries(
  tx: EntityManager,
  sender: string,
  alert: Alert,
  change: AlertChange,
): Promise<void> {
  const msgType = MSG_TYPES[change];
  await tx.execute(
    `insert into webhook_deliveries (subscription_id, alert_id, msg_type, identifier, next_attempt_at)
     select id, ?, ?, ?, clock_timestamp() from webhook_subscriptions where active
     on conflict do nothing`,
    [alert.id, msgType, alertIdentifier(sender, alert.id, msgType)],
  );
}

/** Every publish and resolve, from now on, enqueues its CAP message for the registered receivers. */
export function enableWebhookQueue(sender: string): void {
  registerAlertChangeHook('webhooks', (tx, alert, change) => enqueueDeliveries(tx, sender, alert, change));
}

/** A delivery the worker claimed, with where and how to sign. */
export interface ClaimedDelivery {
  id: string;
  alertId: number;
  msgType: MsgType;
  attempt: number;
  url: string;
  secret: string;
  /** The receiver was registered with --allow-private. */
  allowPrivate: boolean;
}

/**
 * Claims up to `limit` due deliveries of active receivers (FOR UPDATE SKIP LOCKED: instances never claim the same
 * row) and leases them for `leaseMs`: the attempt is counted and the next one set after the lease, so a delivery
 * whose instance died mid-POST is tried again once the lease ends. The POST happens after this statement commits:
 * no transaction stays open while a receiver is slow.
 */
export async function claimDueDeliveries(
  em: EntityManager,
  limit: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  const rows = await em.execute<
    Array<{
      id: string;
      alert_id: number;
      msg_type: MsgType;
      attempts: number;
      url: string;
      secret: string;
      allow_private: boolean;
    }>
  >(
    `with due as (
       select d.id from webhook_deliveries d join webhook_subscriptions s on s.id = d.subscription_id and s.active
        where d.next_attempt_at <= clock_timestamp()
        order by d.next_attempt_at limit ?
        for update of d skip locked)
     update webhook_deliveries d
        set attempts = d.attempts + 1, next_attempt_at = clock_timestamp() + ? * interval '1 millisecond'
       from due, webhook_subscriptions s
      where d.id = due.id and s.id = d.subscription_id
      returning d.id, d.alert_id, d.msg_type, d.attempts, s.url, s.secret, s.allow_private`,
    [limit, leaseMs],
  );
  return rows.map((r) => ({
    id: String(r.id),
    alertId: r.alert_id,
    msgType: r.msg_type,
    attempt: r.attempts,
    url: r.url,
    secret: r.secret,
    allowPrivate: r.allow_private,
  }));
}

export interface AttemptOutcome {
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  delivered: boolean;
  /** When to try again; null when delivered or out of attempts. */
  retryInMs: number | null;
}

/** Records one attempt and the delivery's new state, in one transaction (no retry for a receiver removed meanwhile). */
export async function recordAttempt(
  em: EntityManager,
  delivery: ClaimedDelivery,
  outcome: AttemptOutcome,
): Promise<void> {
  await em.transactional(async (tx) => {
    await tx.execute(
      'insert into webhook_attempts (delivery_id, number, started_at, duration_ms, status_code, error) values (?, ?, ?, ?, ?, ?)',
      [delivery.id, delivery.attempt, outcome.startedAt, outcome.durationMs, outcome.statusCode, outcome.error],
    );
    await tx.execute(
      `update webhook_deliveries
          set last_status = ?, last_error = ?,
              delivered_at = case when ? then clock_timestamp() end,
              next_attempt_at = case when ?::int is null or not (select active from webhook_subscriptions s where s.id = subscription_id) then null
                                     else clock_timestamp() + ?::int * interval '1 millisecond' end
        where id = ?`,
      [outcome.statusCode, outcome.error, outcome.delivered, outcome.retryInMs, outcome.retryInMs, delivery.id],
    );
  });
}
