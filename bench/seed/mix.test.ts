import { describe, expect, it } from 'vitest';
import {
  ALERT_STATUS_MIX,
  ALERT_TYPE_MIX,
  aidStatusShares,
  assertMix,
  caseByPercent,
  CONTRIBUTION_STATUS_MIX,
  countsFor,
  EMERGENCY_STATUS_MIX,
  POST_DISASTER_FORM_MIX,
  POST_DISASTER_STATUS_MIX,
  REPORT_STATUS_MIX,
  REQUEST_TYPE_MIX,
  SEVERITY_MIX,
} from './mix.js';

describe('national data set mix', () => {
  it("scales every table with the aid requests, the full scale being the issue's", () => {
    expect(countsFor(1_000_000)).toEqual({
      aidRequests: 1_000_000,
      alerts: 100_000,
      reports: 100_000,
      volunteers: 200_000,
      contributions: 300_000,
    });
    expect(countsFor(10_000)).toEqual({
      aidRequests: 10_000,
      alerts: 1_000,
      reports: 1_000,
      volunteers: 2_000,
      contributions: 3_000,
    });
    expect(countsFor(3).alerts).toBe(1);
    expect(() => countsFor(0)).toThrow();
    expect(() => countsFor(2.5)).toThrow();
  });

  it('has mixes of whole percents adding up to 100', () => {
    for (const mix of [
      REQUEST_TYPE_MIX,
      EMERGENCY_STATUS_MIX,
      POST_DISASTER_STATUS_MIX,
      POST_DISASTER_FORM_MIX,
      ALERT_STATUS_MIX,
      ALERT_TYPE_MIX,
      SEVERITY_MIX,
      REPORT_STATUS_MIX,
      CONTRIBUTION_STATUS_MIX,
    ])
      expect(() => assertMix(mix)).not.toThrow();
    expect(() =>
      assertMix([
        { value: 'A', percent: 60 },
        { value: 'B', percent: 30 },
      ]),
    ).toThrow(/100/);
  });

  it('makes most requests delivered or ongoing and some pending or rejected, as in the issue (433,332 ongoing of 1M)', () => {
    const shares = aidStatusShares();
    expect(shares.APPROVED).toBeCloseTo(0.432, 3);
    expect(shares.DELIVERED).toBeCloseTo(0.46, 3);
    expect(shares.PENDING).toBeCloseTo(0.072, 3);
    expect(shares.REJECTED).toBeCloseTo(0.036, 3);
    expect(Object.values(shares).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });

  it('turns a mix into a CASE whose bounds follow the cumulative percents', () => {
    expect(caseByPercent('b', SEVERITY_MIX)).toBe(
      `(case when b < 30 then 'LOW' when b < 75 then 'MEDIUM' else 'HIGH' end)`,
    );
    expect(caseByPercent('b', [{ value: "it's", percent: 100 }])).toBe(`(case  else 'it''s' end)`);
  });
});
