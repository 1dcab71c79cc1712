import { describe, expect, it } from 'vitest';
import { actualTable, POLICY_ACTORS, SUBJECT_IN_A, type PolicyTable } from '../testing/policy-table.js';
import { ReportAbilities } from '../reports/reports.policy.js';
import { ImageAbilities, photoVisible } from './images.policy.js';

/** Role x own/other scope x action, over the real abilities of the area (the subject in A is volunteerA's own). */
const expected: PolicyTable = {
  'image.view': {
    inA: ['volunteerA', 'dsA', 'dsB', 'dmcX', 'dmcY'],
    inY: ['volunteerA', 'dsA', 'dsB', 'dmcX', 'dmcY'],
  },
};

describe('images policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(ImageAbilities)).toEqual(expected);
  });

  it('shows a photo only to those who may see a subject holding it', () => {
    const heldByReportInA = [{ scope: SUBJECT_IN_A, ability: ReportAbilities.viewDetails }];
    expect(photoVisible(POLICY_ACTORS.dsA, heldByReportInA)).toBe(true);
    expect(photoVisible(POLICY_ACTORS.dmcX, heldByReportInA)).toBe(true);
    expect(photoVisible(POLICY_ACTORS.volunteerA, heldByReportInA)).toBe(false);
    expect(photoVisible(POLICY_ACTORS.dmcY, heldByReportInA)).toBe(false);
    expect(photoVisible(null, heldByReportInA)).toBe(false);
    expect(photoVisible(POLICY_ACTORS.dsA, [])).toBe(false);
  });
});
