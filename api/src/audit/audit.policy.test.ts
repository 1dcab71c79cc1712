import { describe, expect, it } from 'vitest';
import { actualTable, type PolicyTable } from '../testing/policy-table.js';
import { AuditAbilities } from './audit.policy.js';

/** Role x own/other scope x action, over the real abilities of the area (the subject in A is volunteerA's own). */
const expected: PolicyTable = {
  'audit.viewActivity': { inA: ['dsA', 'dmcX'], inY: ['dmcY'] },
};

describe('audit policy', () => {
  it('answers the table for every ability of the area', () => {
    expect(actualTable(AuditAbilities)).toEqual(expected);
  });
});
