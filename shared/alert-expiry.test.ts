import { describe, expect, it } from 'vitest';
import {
  alertExpiry,
  alertState,
  DEFAULT_EXPIRY_HOURS,
  EXPIRY_CHOICES_HOURS,
  expiryHoursError,
  MAX_EXPIRY_HOURS,
} from './alert-expiry.js';

const ISSUED = new Date('2026-11-23T03:00:00Z');

describe("an alert's time in force", () => {
  it("defaults to its type's hours, or the hours chosen", () => {
    expect(alertExpiry('FIRE', ISSUED).toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(alertExpiry('DROUGHT', ISSUED).toISOString()).toBe('2026-11-30T03:00:00.000Z');
    expect(alertExpiry('FIRE', ISSUED, 72).toISOString()).toBe('2026-11-26T03:00:00.000Z');
    expect(alertExpiry('FLOOD', ISSUED, null).getTime() - ISSUED.getTime()).toBe(
      DEFAULT_EXPIRY_HOURS.FLOOD * 3_600_000,
    );
  });

  it('accepts whole hours from 1 to a month, and nothing chosen', () => {
    for (const hours of [null, undefined, 1, 6, MAX_EXPIRY_HOURS, ...EXPIRY_CHOICES_HOURS])
      expect(expiryHoursError(hours)).toBeNull();
    for (const hours of [0, -6, 1.5, MAX_EXPIRY_HOURS + 1, Number.NaN])
      expect(expiryHoursError(hours)).toBe('ALERT_EXPIRY_RANGE');
  });

  it('offers every default among the choices, so the form can show it selected', () => {
    for (const hours of Object.values(DEFAULT_EXPIRY_HOURS)) expect(EXPIRY_CHOICES_HOURS).toContain(hours);
  });
});

describe('where an alert stands', () => {
  it('is ended once resolved, expired when ongoing past its expiry, else live', () => {
    const expires = new Date('2026-11-23T15:00:00Z');
    expect(alertState('ONGOING', expires, new Date('2026-11-23T14:59:59Z'))).toBe('LIVE');
    expect(alertState('ONGOING', expires, expires)).toBe('EXPIRED');
    expect(alertState('RESOLVED', expires, new Date('2026-11-23T14:00:00Z'))).toBe('ENDED');
    expect(alertState('RESOLVED', expires, new Date('2026-11-24T14:00:00Z'))).toBe('ENDED');
  });
});
