import { alertExpiry } from '../../../shared/alert-expiry.js';
import type { Alert } from './alert.entity.js';

/** When the alert stops being in force: as stored when published, else (older rows) its type's default. */
export const expiryOf = (alert: Pick<Alert, 'type' | 'issuedAt' | 'expiresAt'>): Date =>
  alert.expiresAt ?? alertExpiry(alert.type, alert.issuedAt);
