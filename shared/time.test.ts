import { describe, expect, it } from 'vitest';
import { parseClientDateTime } from './time.js';

describe('client date-times (D3)', () => {
  it('reads a date-time without a zone as Sri Lanka time', () => {
    expect(parseClientDateTime('2026-11-21T10:30')?.toISOString()).toBe('2026-11-21T05:00:00.000Z');
    expect(parseClientDateTime('2026-11-21 10:30:15')?.toISOString()).toBe('2026-11-21T05:00:15.000Z');
  });

  it('keeps an explicit zone', () => {
    expect(parseClientDateTime('2026-11-21T10:30:00Z')?.toISOString()).toBe('2026-11-21T10:30:00.000Z');
    expect(parseClientDateTime('2026-11-21T10:30:00+01:00')?.toISOString()).toBe('2026-11-21T09:30:00.000Z');
  });

  it('answers null for text that is not a date-time', () => {
    expect(parseClientDateTime('yesterday')).toBeNull();
    expect(parseClientDateTime('')).toBeNull();
    expect(parseClientDateTime('2026-13-45T99:99')).toBeNull();
  });
});
