import { describe, expect, it } from 'vitest';
import { actualTable, type PolicyTable } from '../testing/policy-table.js';
import { ReportAbilities } from './reports.policy.js';

/** Role x own/other scope x action, over the real abilities of the area (the subject in A is volunteerA's own). */
const expected: PolicyTable = {
  'report.submitAsOfficer': { inA: ['dsA'], inY: [] },
  'report.review': { inA: ['dmcX'], inY: ['dmcY'] },
  'report.closeWithAlert': { inA: ['dmcX'], inY: ['dmcY'] },
  'report.viewPending': { inA: ['dmcX', 'keyX'], inY: ['dmcY'] },
  'report.viewDetails': { inA: ['dsA', 'dmcX', 'keyX'], inY: ['dmcY'] },
  'report.viewReporter': { inA: ['dsA', 'dmcX'], inY: ['dmcY'] },
  'report.viewSmsOrigin': { inA: ['dsA', 'dmcX'], inY: ['dmcY'] },
};

describe('reports policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(ReportAbilities)).toEqual(expected);
  });
});
