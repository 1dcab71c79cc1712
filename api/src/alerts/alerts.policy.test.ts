import { describe, expect, it } from 'vitest';
import { actualTable, type PolicyTable } from '../testing/policy-table.js';
import { AlertAbilities } from './alerts.policy.js';

/** Role x own/other scope x action, over the real abilities of the area (the subject in A is volunteerA's own). */
const expected: PolicyTable = {
  'alert.publish': { inA: ['dmcX'], inY: ['dmcY'] },
  'alert.viewDistrict': { inA: ['dmcX', 'keyX'], inY: ['dmcY'] },
  'alert.viewToResolve': { inA: ['dsA'], inY: [] },
  'alert.resolve': { inA: ['dsA', 'dmcX'], inY: ['dmcY'] },
  'alert.viewReporterContact': { inA: ['dsA', 'dmcX'], inY: ['dmcY'] },
};

describe('alerts policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(AlertAbilities)).toEqual(expected);
  });
});
