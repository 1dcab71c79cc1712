import type { RuleCode } from './rule-codes.js';

/** The alert types by code, as the API names them. */
export type AlertTypeCode = 'FLOOD' | 'LANDSLIDE' | 'CYCLONE' | 'DROUGHT' | 'FIRE' | 'OTHER';

/** How long an alert stays in force (CAP `expires`) when the officer keeps the default of its type. */
export const DEFAULT_EXPIRY_HOURS: Record<AlertTypeCode, number> = {
  FLOOD: 48,
  LANDSLIDE: 48,
  CYCLONE: 24,
  DROUGHT: 7 * 24,
  FIRE: 12,
  OTHER: 24,
};

/** What the publish form offers besides the default: from a passing fire to a long drought. */
export const EXPIRY_CHOICES_HOURS = [6, 12, 24, 48, 72, 7 * 24, 14 * 24, 30 * 24] as const;

export const MIN_EXPIRY_HOURS = 1;
/** A month: a longer warning is a new alert, reviewed again, not a stale one left standing. */
export const MAX_EXPIRY_HOURS = 30 * 24;

/** A chosen time in force: whole hours, from an hour to a month; null keeps the type's default. */
export function expiryHoursError(hours: number | null | undefined): RuleCode | null {
  if (hours === null || hours === undefined) return null;
  return Number.isInteger(hours) && hours >= MIN_EXPIRY_HOURS && hours <= MAX_EXPIRY_HOURS
    ? null
    : 'ALERT_EXPIRY_RANGE';
}

/** When the alert ends: issued plus the chosen hours, else its type's default. */
export const alertExpiry = (type: AlertTypeCode, issuedAt: Date, hours?: number | null): Date =>
  new Date(issuedAt.getTime() + (hours ?? DEFAULT_EXPIRY_HOURS[type]) * 3_600_000);

/** Where an alert stands: in force, past its own expiry while never resolved, or ended by an officer. */
export type AlertState = 'LIVE' | 'EXPIRED' | 'ENDED';

/** An alert's state at `now`, from its status (ONGOING or RESOLVED) and when it stops being in force. */
export const alertState = (status: string, expiresAt: Date, now: Date): AlertState =>
  status === 'RESOLVED' ? 'ENDED' : expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'LIVE';
