import type { EntityManager } from '@mikro-orm/postgresql';
import { alertExpiry, alertState, type AlertState } from '../../../shared/alert-expiry.js';
import { Alert } from './alert.entity.js';

/** When the alert stops being in force: as stored when published, else (older rows) its type's default. */
export const expiryOf = (alert: Pick<Alert, 'type' | 'issuedAt' | 'expiresAt'>): Date =>
  alert.expiresAt ?? alertExpiry(alert.type, alert.issuedAt);

/** Where the alert stands at `now`: in force, expired, or ended. */
export const stateOf = (
  alert: Pick<Alert, 'status' | 'type' | 'issuedAt' | 'expiresAt'>,
  now = new Date(),
): AlertState => alertState(alert.status, expiryOf(alert), now);

/** Of these alerts, the ids of those no longer in force at `now` (resolved, or past their expiry). */
export async function idsNotInForce(em: EntityManager, ids: readonly number[], now = new Date()): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const alerts = await em.find(
    Alert,
    { id: { $in: [...ids] } },
    { fields: ['id', 'status', 'type', 'issuedAt', 'expiresAt'] },
  );
  return new Set(alerts.filter((alert) => stateOf(alert, now) !== 'LIVE').map((alert) => alert.id));
}
