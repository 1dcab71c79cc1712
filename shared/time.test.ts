import { describe, expect, it } from 'vitest';
import { parseClientDateTime, sriLankaIso } from './time.js';

describe('client date-times (D3)', () => {
  it('reads a date-time without a zone as Sri Lanka time', () => {
    expect(parseClientDateTime('2026-11-21T10:30')?.toISOString()).toBe('2026-11-21T05:00:00.000Z');
    expect(parseClientDateTime('2026-11-21 10:30:15')?.toISOString()).toBe('2026-11-21T05:00:15.000Z');
  });

  it('keeps an explicit zone', () => {
    expect(parseClientDateTime('2026-11-21T10:30:00Z')?.toISOString()).toBe('2026-11-21T10:30:00.000Z');
    expect(parseClientDateTime('2026-11-21T10:30:00+01:00')?.toISOString()).toBe('2026-11-21T09:30:00.000Z');
  });

  it('answers an instant in Sri Lanka time with its offset, the same instant (D3)', () => {
    expect(sriLankaIso(new Date('2026-11-23T03:39:40.000Z'))).toBe('2026-11-23T09:09:40+05:30');
    expect(sriLankaIso(new Date('2026-11-23T20:00:00.250Z'))).toBe('2026-11-24T01:30:00.250+05:30');
    for (const iso of ['2026-11-23T03:39:40.000Z', '2026-12-31T18:30:00.001Z', '2026-02-28T23:59:59.999Z'])
      expect(new Date(sriLankaIso(new Date(iso))).toISOString()).toBe(iso);
  });

  it('answers null for text that is not a date-time', () => {
    expect(parseClientDateTime('yesterday')).toBeNull();
    expect(parseClientDateTime('')).toBeNull();
    expect(parseClientDateTime('2026-13-45T99:99')).toBeNull();
  });
});
