import { describe, expect, it } from 'vitest';
import {
  GROUP_NEARBY_METRES,
  GROUP_WINDOW_HOURS,
  otherReportsOfGroup,
  reportGroups,
  sameReportGroup,
  type GroupableReport,
} from './report-groups.js';

const at = (hours: number) => new Date(Date.UTC(2026, 10, 24, 6) + hours * 3_600_000).toISOString();
const report = (id: number, over: Partial<GroupableReport> = {}): GroupableReport => ({
  id,
  status: 'PENDING',
  dsDivisionCode: 'LK1103',
  dateTime: at(0),
  latitude: 6.95,
  longitude: 79.86,
  ...over,
});
// About 1.1 km north per 0.01 degree of latitude.
const north = (degrees: number) => ({ latitude: 6.95 + degrees, longitude: 79.86 });

describe('sameReportGroup', () => {
  it('groups pending reports of one DS within the window, at its edge too', () => {
    expect(sameReportGroup(report(1), report(2, { dateTime: at(GROUP_WINDOW_HOURS) }))).toBe(true);
    expect(sameReportGroup(report(1, { dateTime: at(GROUP_WINDOW_HOURS) }), report(2))).toBe(true);
  });

  it('keeps reports further apart in time than the window apart', () => {
    expect(sameReportGroup(report(1), report(2, { dateTime: at(GROUP_WINDOW_HOURS + 0.1) }))).toBe(false);
  });

  it('groups reports of two DS divisions when both points are within the distance, not beyond', () => {
    expect(GROUP_NEARBY_METRES).toBe(2000);
    expect(sameReportGroup(report(1), report(2, { dsDivisionCode: 'LK1106', ...north(0.015) }))).toBe(true);
    expect(sameReportGroup(report(1), report(2, { dsDivisionCode: 'LK1106', ...north(0.02) }))).toBe(false);
  });

  it('needs both points to group across DS divisions', () => {
    expect(sameReportGroup(report(1), report(2, { dsDivisionCode: 'LK1106', latitude: null, longitude: null }))).toBe(
      false,
    );
    expect(sameReportGroup(report(1, { latitude: null }), report(2, { latitude: null }))).toBe(true);
  });

  it('never groups a handled report', () => {
    expect(sameReportGroup(report(1), report(2, { status: 'DISMISSED' }))).toBe(false);
    expect(sameReportGroup(report(1, { status: 'ALERT_CREATED' }), report(2))).toBe(false);
  });
});

describe('reportGroups', () => {
  it('chains reports into one group and keeps the rest alone, in the order given', () => {
    const reports = [
      report(1),
      report(2, { dateTime: at(5) }),
      report(3, { dateTime: at(10) }),
      report(4, { dsDivisionCode: 'LK1106', ...north(0.5) }),
      report(5, { status: 'DISMISSED' }),
    ];
    expect(reportGroups(reports).map((g) => g.map((r) => r.id))).toEqual([[1, 2, 3], [4], [5]]);
  });

  it('joins two groups that a later report bridges', () => {
    const reports = [report(1), report(2, { dateTime: at(10) }), report(3, { dateTime: at(5) })];
    expect(reportGroups(reports).map((g) => g.map((r) => r.id))).toEqual([[1, 2, 3]]);
  });

  it("answers the other reports of one report's group", () => {
    const reports = [report(1), report(2, { dateTime: at(1) }), report(3, { dsDivisionCode: 'LK1106', ...north(0.5) })];
    expect(otherReportsOfGroup(reports, '1').map((r) => r.id)).toEqual([2]);
    expect(otherReportsOfGroup(reports, 3)).toEqual([]);
    expect(otherReportsOfGroup(reports, 99)).toEqual([]);
  });
});

describe('distance across DS divisions', () => {
  it('measures east-west too, shrunk by the latitude', () => {
    // 0.018 degrees east at 7 degrees north: about 1.99 km; 0.0185: about 2.04 km.
    expect(sameReportGroup(report(1), report(2, { dsDivisionCode: 'LK1106', longitude: 79.86 + 0.018 }))).toBe(true);
    expect(sameReportGroup(report(1), report(2, { dsDivisionCode: 'LK1106', longitude: 79.86 + 0.0185 }))).toBe(false);
  });
});
